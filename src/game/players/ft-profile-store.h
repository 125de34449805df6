/* ft-profile-store.h — the players who come back (docs/players.md): their
 * profiles, ratings and finished games, kept in one file,
 * DIR/profiles.json (the app passes $XDG_DATA_HOME/fourteen), written
 * atomically (a temporary file renamed over the old one) after every
 * change, and read with the project's JSON reader.
 *
 * First start (no file): one profile named after the account
 * (g_get_real_name(), else the user name). A file that cannot be read is
 * never overwritten: it is moved aside as profiles.json.broken-YYYYMMDD-
 * HHMMSS, the store starts afresh, and load() says so (the window shows it
 * as a toast). Every change returns FALSE with an error the window can
 * show if the file could not be written; the change is kept in memory.
 *
 * Record files of finished games go to DIR/games/; each profile has a
 * folder of its own, DIR/players/ID/, where saves default to. */
#pragma once

#include <gio/gio.h>

#include "ft-history-entry.h"
#include "ft-level-ratings.h"
#include "ft-profile.h"

G_BEGIN_DECLS

/* The players file is read through ft-text-file.h (a regular file, UTF-8)
 * up to this size: a few thousand games' history entries. */
#define FT_PROFILE_STORE_MAX_SIZE (16 * 1024 * 1024)

#define FT_PROFILE_STORE_ERROR (ft_profile_store_error_quark ())
GQuark ft_profile_store_error_quark (void);

typedef enum {
  FT_PROFILE_STORE_ERROR_BROKEN,       /* the file was unreadable: moved aside (message names both) */
  FT_PROFILE_STORE_ERROR_WRITE,        /* the file or a record could not be written */
  FT_PROFILE_STORE_ERROR_EMPTY_NAME,
  FT_PROFILE_STORE_ERROR_NAME_TAKEN,   /* another profile has that name (case aside) */
  FT_PROFILE_STORE_ERROR_LAST_PROFILE, /* the last profile cannot be removed */
  FT_PROFILE_STORE_ERROR_UNKNOWN,      /* not a profile of this store */
} FtProfileStoreError;

#define FT_TYPE_PROFILE_STORE (ft_profile_store_get_type ())
G_DECLARE_FINAL_TYPE (FtProfileStore, ft_profile_store, FT, PROFILE_STORE, GObject)

/* A store for DIR; nothing is read until ft_profile_store_load(). levels:
 * the computer's ratings (NULL: games against it are not rated); the store
 * takes it. */
FtProfileStore *ft_profile_store_new (const char *dir, FtLevelRatings *levels);
/* Read DIR/profiles.json, or create it with a first profile. FALSE with
 * FT_PROFILE_STORE_ERROR_BROKEN if the file was broken (kept aside; the
 * store then holds a fresh first profile), or _WRITE if a new file could
 * not be written. The store is usable either way. */
gboolean ft_profile_store_load (FtProfileStore *self, GError **error);
/* Read DIR/profiles.json and change nothing on disk (fourteen-cli
 * players): FALSE with G_FILE_ERROR_NOENT if there is none yet, or the
 * problem (naming the file and the place) if it is broken. */
gboolean ft_profile_store_read (FtProfileStore *self, GError **error);
/* DIR/profiles.json, and where a broken one was kept (NULL if none). */
const char *ft_profile_store_get_path (FtProfileStore *self);
const char *ft_profile_store_get_broken_copy (FtProfileStore *self);

/* ---- Profiles -----------------------------------------------------------
 * The profiles in the order they were made (FtProfile items). */
GListModel *ft_profile_store_get_profiles (FtProfileStore *self);
FtProfile *ft_profile_store_find (FtProfileStore *self, const char *id);
/* A new profile (trimmed name, the next palette colour); NULL with an error
 * for an empty or taken name; if only the file failed, the profile is
 * returned and error says so. */
FtProfile *ft_profile_store_add (FtProfileStore *self, const char *name, GError **error);
gboolean ft_profile_store_rename (FtProfileStore *self, FtProfile *profile, const char *name,
                                  GError **error);
gboolean ft_profile_store_set_colour (FtProfileStore *self, FtProfile *profile,
                                      const char *colour, GError **error);
/* Remove a profile (never the last one). Its games stay in the history
 * under its name unless delete_games: then the games only it played go,
 * with their record files (games it played against another profile stay
 * for that one). The store drops its reference: hold one to keep using
 * the object. */
gboolean ft_profile_store_remove (FtProfileStore *self, FtProfile *profile,
                                  gboolean delete_games, GError **error);

/* The profile last chosen for `side` in a new game (or the first one). */
FtProfile *ft_profile_store_get_last_used (FtProfileStore *self, FtColour side);
gboolean ft_profile_store_set_last_used (FtProfileStore *self, FtColour side,
                                         FtProfile *profile, GError **error);

/* The leaderboard at `kind`: the profiles with at least one rated game
 * there, highest rating first (ties: fewer games' deviation first, then
 * name). A new list the caller owns. */
GListStore *ft_profile_store_list_ranked (FtProfileStore *self, FtRatedKind kind);

/* DIR/players/ID, created if needed (NULL with an error if it cannot be):
 * where the profile's saves go by default. */
char *ft_profile_store_get_profile_folder (FtProfileStore *self, FtProfile *profile,
                                          GError **error);

/* ---- Games ---------------------------------------------------------------
 * A finished game: the record text (may be NULL) is saved as
 * DIR/games/YYYYMMDD-HHMMSS-N.EXTENSION, the ratings are updated when the
 * rules rate it (ft-rating-rules.h), an entry joins the history, and the
 * store is saved. Returns the new entry (owned by the store); on a write
 * failure the entry is still kept and error says so. Unfinished games are
 * not kept: NULL without an error. */
FtHistoryEntry *ft_profile_store_record_game (FtProfileStore *self, const FtFinishedGame *game,
                                              const char *record_text, const char *extension,
                                              GError **error);
/* The record file of an entry, as a full path (NULL if it has none). */
char *ft_profile_store_dup_record_file (FtProfileStore *self, FtHistoryEntry *entry);
/* Every finished game, oldest first (FtHistoryEntry items). */
GListModel *ft_profile_store_get_history (FtProfileStore *self);
/* A profile's games, newest first (a new list the caller owns). */
GListStore *ft_profile_store_list_history_for (FtProfileStore *self, FtProfile *profile);

/* ---- The autosave --------------------------------------------------------
 * Whose game the autosave is (NULL: the computer or nobody); the window
 * sets them when it autosaves a game and clears them (both NULL) when the
 * autosave goes. */
gboolean ft_profile_store_set_autosave_owners (FtProfileStore *self, FtProfile *white,
                                               FtProfile *black, GError **error);
/* The owners (NULL where none, or where the profile was removed since).
 * TRUE if there is at least one. */
gboolean ft_profile_store_get_autosave_owners (FtProfileStore *self, FtProfile **white,
                                               FtProfile **black);

/* The computer's ratings the store rates with (may be NULL). */
const FtLevelRatings *ft_profile_store_get_level_ratings (FtProfileStore *self);

G_END_DECLS
