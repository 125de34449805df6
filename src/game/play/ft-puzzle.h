/* ft-puzzle.h — one level of the config's "levels" being played
 * (docs/playing.md#puzzles): the player has the side to move, the computer
 * the other side (a scripted player, ft-scripted-player.h).
 *
 *   a move that still mates within the goal (checked with the solver,
 *   ft-mate.h) is correct: the computer answers with the solution's reply
 *   while the player follows the solution, else with the longest defence;
 *   a move that mates solves the level, which is recorded;
 *   any other move is wrong: it stays on the board for the take-back delay
 *   (so the window can show it), then is taken back and counted.
 *
 * The puzzle drives an ordinary FtSession, so the window and the text game
 * show it like any other game. Solved levels are kept in a GKeyFile
 * (ft_puzzle_get_default_records_path()), one group per level name.
 */
#pragma once

#include <glib-object.h>

#include "ft-config.h"
#include "ft-session.h"

G_BEGIN_DECLS

#define FT_TYPE_PUZZLE (ft_puzzle_get_type ())
G_DECLARE_FINAL_TYPE (FtPuzzle, ft_puzzle, FT, PUZZLE, GObject)

/* Level `index` of config (NULL with the layout's problems in error if it
 * cannot be set up). records_path: where solved levels are recorded (NULL:
 * nowhere). */
FtPuzzle *ft_puzzle_new (FtConfig *config, guint index, const char *records_path,
                         GError **error);

FtSession *ft_puzzle_get_session (FtPuzzle *self);
FtConfig *ft_puzzle_get_config (FtPuzzle *self);
guint ft_puzzle_get_index (FtPuzzle *self);
const FtConfigLevel *ft_puzzle_get_level (FtPuzzle *self);
/* "White to move: mate in 2". Translated. */
char *ft_puzzle_get_goal_text (FtPuzzle *self);
/* What to tell the player now: the goal, "Not the solution — try again",
 * or "Solved!". Translated. */
const char *ft_puzzle_get_message (FtPuzzle *self);
guint ft_puzzle_get_wrong_moves (FtPuzzle *self);
gboolean ft_puzzle_is_solved (FtPuzzle *self);
/* How long a wrong move stays on the board before it is taken back (ms;
 * 0: at the next main-loop iteration). The window waits for its animation. */
void ft_puzzle_set_take_back_delay (FtPuzzle *self, guint ms);
/* Nothing pending: no wrong move waiting to be taken back and no computer
 * reply still to come. The text game runs the main loop until this holds. */
gboolean ft_puzzle_is_settled (FtPuzzle *self);
/* Begin: the session's first turn (the player's). */
void ft_puzzle_start (FtPuzzle *self);

/* ---- Records of solved levels ------------------------------------------- */
/* $XDG_DATA_HOME/fourteen/levels.ini (the variable is read on each call). */
char *ft_puzzle_get_default_records_path (void);
gboolean ft_puzzle_records_is_solved (const char *path, const char *level_name);
/* Mark level_name solved in the file at path (written atomically; the
 * folder is created). */
gboolean ft_puzzle_records_mark_solved (const char *path, const char *level_name,
                                        guint wrong_moves, GError **error);

G_END_DECLS
