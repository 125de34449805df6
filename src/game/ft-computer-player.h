/* ft-computer-player.h — the computer opponent as a GObject, and as an
 * FtPlayer (ft-player.h): at the start of its turn it thinks about the
 * game's position with the game's clock and emits "move-chosen".
 *
 * The player thinks on a GTask worker thread about a private copy of the
 * position, so the interface thread never waits for it and shares nothing
 * with it unprotected. The chosen move is delivered on the main context of
 * the caller of ft_computer_player_choose_move_async().
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
 * of the default 2 s; 0 restores the default. Fischer and per-move clocks
 * keep their own budget. Applies from the next turn (engine matches,
 * `fourteen-cli match`). */
gint64 ft_computer_player_get_move_time (FtComputerPlayer *self);
void ft_computer_player_set_move_time (FtComputerPlayer *self, gint64 ms);

/* Thinks on a GTask worker thread about a private copy of pos; remaining_ms and
 * increment_ms are the side's own clock. The callback runs on the caller's main
 * context. Cancelling `cancellable` (or ft_computer_player_cancel) stops the search
 * within 50 ms and the finish function then fails with G_IO_ERROR_CANCELLED. */
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

G_END_DECLS
