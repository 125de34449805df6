/* ft-game-guard.h — what keeps a player's trust in the window
 * (ft-game-guard.c, docs/playing.md#undo-toasts): resign and restart done
 * only by a second press within 3 s, Undo toasts after them, and the
 * question before a game in progress is replaced (the stage's guard,
 * ft_game_stage_may_replace). */
#pragma once

#include <adwaita.h>

#include "ft-game-files.h"
#include "ft-game-stage.h"
#include "ft-puzzle-run.h"

G_BEGIN_DECLS

/* How long a first press keeps an action armed. */
#define FT_GAME_GUARD_CONFIRM_SECONDS 3

/* What a first press arms. */
typedef enum
{
  FT_GUARDED_NONE,
  FT_GUARDED_RESIGN,
  FT_GUARDED_RESTART,
} FtGuardedAction;

#define FT_TYPE_GAME_GUARD (ft_game_guard_get_type ())
G_DECLARE_FINAL_TYPE (FtGameGuard, ft_game_guard, FT, GAME_GUARD, GObject)

/* Guards the games on `stage` (an unsaved one is `files`'s question; a
 * puzzle of `puzzles` restarts without an Undo). */
FtGameGuard *ft_game_guard_new (FtGameStage *stage, FtGameFiles *files, FtPuzzleRun *puzzles);
/* May `action` be done now? TRUE with the preference
 * "confirm-resign-restart" off, or on the second press within
 * FT_GAME_GUARD_CONFIRM_SECONDS; otherwise the action is armed (property
 * "armed") and the status line and screen readers say so ("Press E again
 * to resign" when `key` names the key pressed; NULL: a button or the menu,
 * "Click again to resign"), and FALSE. A move or another game disarms. */
gboolean ft_game_guard_confirm (FtGameGuard *self, FtGuardedAction action, const char *key);
FtGuardedAction ft_game_guard_get_armed (FtGameGuard *self);
/* After a resignation: "You resigned · Undo". */
void ft_game_guard_offer_undo_resign (FtGameGuard *self);
/* Call `restart` (with `data`) at once; a game in progress can come back
 * with Undo. */
void ft_game_guard_restart_with_undo (FtGameGuard *self, FtStageThen restart, gpointer data);
/* Ctrl+Z and the toasts' Undo: undo the restart or resignation just made;
 * FALSE if there is none (then Ctrl+Z takes back a move). */
gboolean ft_game_guard_undo_last_action (FtGameGuard *self);
gboolean ft_game_guard_can_undo_last_action (FtGameGuard *self);

G_END_DECLS
