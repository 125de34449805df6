/* ft-puzzle-run.h — puzzles in the window (docs/playing.md#puzzles): the
 * levels (the config's, or the shipped ones loaded on demand), the Puzzles
 * window that lists them, and the level being played as an FtPuzzle
 * (ft-puzzle.h) whose session the window shows like any other; its goal
 * and verdicts for the sidebar; "Solved!" with a Next Puzzle button.
 * Restart replays the level; a new game ends it. It knows the window's
 * game through the stage (ft-game-stage.h) only, and owns the actions
 * win.puzzles (Ctrl+L) and win.next-puzzle. */
#pragma once

#include <gtk/gtk.h>

#include "ft-config.h"
#include "ft-level-picker.h"
#include "ft-game-stage.h"
#include "ft-puzzle.h"
#include "ft-sidebar.h"

G_BEGIN_DECLS


#define FT_TYPE_PUZZLE_RUN (ft_puzzle_run_get_type ())
G_DECLARE_FINAL_TYPE (FtPuzzleRun, ft_puzzle_run, FT, PUZZLE_RUN, GObject)

/* The puzzles played on `stage`, their actions added to `actions` (the
 * window's). */
FtPuzzleRun *ft_puzzle_run_new (FtGameStage *stage, GActionMap *actions);

void ft_puzzle_run_set_levels (FtPuzzleRun *self, FtConfig *levels);
/* The level being played, or NULL. */
FtPuzzle *ft_puzzle_run_get_puzzle (FtPuzzleRun *self);
/* Play level `index` (0-based): a network game ends, an unsaved game is
 * not dropped unasked. */
void ft_puzzle_run_play_level (FtPuzzleRun *self, guint index);
/* The level after the one played, if any. */
void ft_puzzle_run_next (FtPuzzleRun *self);
/* The Puzzles window, transient for the window (NULL: no levels). */
FtLevelPicker *ft_puzzle_run_open_picker (FtPuzzleRun *self);
/* The level again; FALSE when no level is played. */
gboolean ft_puzzle_run_restart (FtPuzzleRun *self);
/* A new game shows `session`: the puzzle ends unless it is its own. */
void ft_puzzle_run_session_replaced (FtPuzzleRun *self, FtSession *session);
/* While a level is played: its message and its style for the sidebar. */
void ft_puzzle_run_status (FtPuzzleRun *self, const char **message, FtSidebarMessageStyle *style);

G_END_DECLS
