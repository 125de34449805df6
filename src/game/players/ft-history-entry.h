/* ft-history-entry.h — one finished game in the players' history
 * (docs/players.md#each-players-games): when, which kind, who sat where,
 * the result, its length, whether it was rated and how the ratings moved,
 * and the saved record to open it again. Immutable; the profile store
 * makes them and keeps them in a GListModel. */
#pragma once

#include <glib-object.h>

#include "ft-rating-rules.h"

G_BEGIN_DECLS

#define FT_TYPE_HISTORY_ENTRY (ft_history_entry_get_type ())
G_DECLARE_FINAL_TYPE (FtHistoryEntry, ft_history_entry, FT, HISTORY_ENTRY, GObject)

/* game: as it ended (its time 0 is taken as now); record_path: the saved
 * record (may be NULL); rated: what the rating rules said; ratings[c] and
 * new_ratings[c]: each side's rating before and after (a computer's: its
 * level's; unrated games: equal). */
FtHistoryEntry *ft_history_entry_new (const FtFinishedGame *game, const char *record_path,
                                      FtUnratedReason rated, const double ratings[2],
                                      const double new_ratings[2]);

/* Unix seconds. */
gint64 ft_history_entry_get_time (FtHistoryEntry *self);
FtRatedKind ft_history_entry_get_kind (FtHistoryEntry *self);
FtGameOrigin ft_history_entry_get_origin (FtHistoryEntry *self);
/* The seat of `side`; its strings live as long as the entry. */
const FtSeat *ft_history_entry_get_seat (FtHistoryEntry *self, FtColour side);
FtResult ft_history_entry_get_result (FtHistoryEntry *self, FtResultReason *reason);
/* Moves of each side, added. */
guint ft_history_entry_get_plies (FtHistoryEntry *self);
guint ft_history_entry_get_moves (FtHistoryEntry *self, FtColour side);
/* The record file relative to the store's folder, or NULL
 * (ft_profile_store_dup_record_file() gives the full path). */
const char *ft_history_entry_get_record_path (FtHistoryEntry *self);
FtUnratedReason ft_history_entry_get_rated (FtHistoryEntry *self);
/* The rating of `side` before and after the game. */
double ft_history_entry_get_rating (FtHistoryEntry *self, FtColour side);
double ft_history_entry_get_new_rating (FtHistoryEntry *self, FtColour side);

/* The side profile_id played: FT_WHITE or FT_BLACK, or -1 if it did not
 * play (both sides: White). */
int ft_history_entry_find_profile (FtHistoryEntry *self, const char *profile_id);
/* Did profile_id play this game? */
gboolean ft_history_entry_involves (FtHistoryEntry *self, const char *profile_id);
/* The other side's name as a player reads it: a profile's name, "Computer
 * (hard)", or the remote's name. Translated. */
char *ft_history_entry_dup_seat_label (FtHistoryEntry *self, FtColour side);

G_END_DECLS
