/* ft-computer-player.h — the computer opponent of either game as a
 * GObject, and as an FtPlayer (ft-player.h): at the start of its turn it
 * thinks about the game's position with the game's clock and emits
 * "move-chosen".
 *
 * The player runs the rules' search (ft_ruleset_get_search_ops) on a GTask
 * worker thread about a private snapshot of the position, so the interface
 * thread never waits for it and shares nothing with it unprotected. The
 * chosen move is delivered on the main context of the caller of
 * ft_computer_player_choose_async(). The search's engine state (chess: the
 * transposition table) is kept from move to move.
 */
#pragma once

#include <gio/gio.h>

#include "ft-player.h"
#include "ft-position.h"
#include "ft-types.h"

G_BEGIN_DECLS

#define FT_TYPE_COMPUTER_PLAYER (ft_computer_player_get_type ())
G_DECLARE_FINAL_TYPE (FtComputerPlayer, ft_computer_player, FT, COMPUTER_PLAYER, GObject)

/* seed makes the easy level's random choices (and the normal level's
 * evaluation noise) repeatable. */
FtComputerPlayer *ft_computer_player_new (FtLevel level, guint64 seed);

/* Property "level" (FT_TYPE_LEVEL). A change applies to the next
 * search, never to one in flight. */
FtLevel ft_computer_player_get_level (FtComputerPlayer *self);
void ft_computer_player_set_level (FtComputerPlayer *self, FtLevel level);

/* As a player on an untimed clock: think about ms (> 0) per move instead
 * of the rules' default (chess 2 s, checkers 1 s); 0 restores the default.
 * Fischer and per-move clocks keep their own budget. Applies from the next
 * turn (engine matches, `fourteen-cli match`). */
gint64 ft_computer_player_get_move_time (FtComputerPlayer *self);
void ft_computer_player_set_move_time (FtComputerPlayer *self, gint64 ms);
/* Search no deeper than `depth` plies (0: the level's); on an untimed clock
 * without a move time the search then has no time limit, which makes its
 * choice depend on the position and the seed only (tests). */
guint ft_computer_player_get_max_depth (FtComputerPlayer *self);
void ft_computer_player_set_max_depth (FtComputerPlayer *self, guint depth);

/* The move for the side to move of `rules`, any game: thinks on a GTask
 * worker thread about a snapshot (game, may be NULL, gives the history the
 * search may need: fog of war). remaining_ms (< 0: no clock), increment_ms
 * and movetime_ms (> 0: think this long) as FtSearchParams. The callback
 * runs on the caller's main context. Cancelling `cancellable` (or
 * ft_computer_player_cancel) stops the search within 50 ms and the finish
 * function then fails with G_IO_ERROR_CANCELLED. */
void ft_computer_player_choose_async (FtComputerPlayer *self, FtRuleset *rules, FtGame *game,
                                      gint64 remaining_ms, gint64 increment_ms, gint64 movetime_ms,
                                      GCancellable *cancellable, GAsyncReadyCallback callback,
                                      gpointer user_data);
gboolean ft_computer_player_choose_finish (FtComputerPlayer *self, GAsyncResult *result,
                                           FtGameMove *move, GError **error);

/* Chess: the same about a private copy of pos; remaining_ms and
 * increment_ms are the side's own clock. */
void ft_computer_player_choose_move_async (FtComputerPlayer *self, const FtPosition *pos,
                                           gint64 remaining_ms, gint64 increment_ms,
                                           GCancellable *cancellable,
                                           GAsyncReadyCallback callback, gpointer user_data);
FtMove ft_computer_player_choose_move_finish (FtComputerPlayer *self, GAsyncResult *result,
                                              GError **error);
void ft_computer_player_cancel (FtComputerPlayer *self); /* cancels any search in flight */

/* As a player: TRUE from the start of its turn until it has moved or the
 * turn was abandoned. */
gboolean ft_computer_player_is_thinking (FtComputerPlayer *self);

/* The transposition table of its searches, in MB (default 8), from the
 * next search on. */
void ft_computer_player_set_hash_size (FtComputerPlayer *self, gsize hash_mb);
gsize ft_computer_player_get_hash_size (FtComputerPlayer *self);

/* The two computer players of one game take turns: self searches with
 * `owner`'s engine (its transposition table), one engine in memory instead
 * of two, as one program playing both sides would. Only at the same table
 * size; a later set_hash_size () on self ends it. Returns whether shared. */
gboolean ft_computer_player_share_engine (FtComputerPlayer *self, FtComputerPlayer *owner);
/* The player whose engine self searches with (self when not shared). */
FtComputerPlayer *ft_computer_player_get_engine_owner (FtComputerPlayer *self);

G_END_DECLS
