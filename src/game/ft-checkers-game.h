/* ft-checkers-game.h — a game of checkers (with bombs and shields, or
 * English draughts) for the interface: the rules board of src/checkers
 * behind a GObject with signals, any number of undos, and the computer
 * player on a worker thread.
 *
 * Two people at one computer, or one against the computer (computer-side
 * FIRE or WATER, with a level). Untimed. All methods and signals belong to
 * the main thread; the computer's search works on a copy of the state.
 */
#pragma once

#include <glib-object.h>

#include "ft-checkers-ai.h"

G_BEGIN_DECLS

#define FT_TYPE_CHECKERS_GAME (ft_checkers_game_get_type ())
G_DECLARE_FINAL_TYPE (FtCheckersGame, ft_checkers_game, FT, CHECKERS_GAME, GObject)

/* Signals:
 *   moved (int from, int to, int kind, gboolean crowned): a step or jump
 *     was made (kind is an FtCheckersMoveKind), by a player or the
 *     computer; emitted after the board changed.
 *   exploded (int centre, guint64 removed): a bomb exploded on `centre`;
 *     `removed` has bit s set for every square whose piece the explosion
 *     removed (the jumped piece, the bomb and its victims). After "moved".
 *   turn-ended (): the side to move changed.
 *   game-over (int winner): FT_CHECKERS_FIRE, _WATER or _TIE.
 *   changed (): anything changed (also undo and new game): redraw.
 * Properties: rules (construct), computer-side (FT_CHECKERS_NONE for two
 * players), level, thinking (read-only). */

FtCheckersGame *ft_checkers_game_new (FtCheckersRules rules);

const FtCheckersBoard *ft_checkers_game_get_board (FtCheckersGame *self);
FtCheckersRules ft_checkers_game_get_rules (FtCheckersGame *self);

/* Play against the computer on `side` (FT_CHECKERS_NONE: two players). If
 * it is the computer's turn it starts thinking. */
void ft_checkers_game_set_computer (FtCheckersGame *self, FtCheckersSide side, FtCheckersLevel level);
FtCheckersSide ft_checkers_game_get_computer_side (FtCheckersGame *self);
FtCheckersLevel ft_checkers_game_get_level (FtCheckersGame *self);
/* The computer's limits: deepest iteration (0: the level's) and time per
 * turn in ms (0: none, which makes it deterministic). Default 0 and 1000. */
void ft_checkers_game_set_search_limits (FtCheckersGame *self, guint max_depth, gint64 time_ms);
gboolean ft_checkers_game_get_thinking (FtCheckersGame *self);

/* May a person act now (the game goes on and it is not the computer's
 * turn)? */
gboolean ft_checkers_game_is_human_turn (FtCheckersGame *self);

/* A person's actions; FALSE / ILLEGAL, changing nothing, when not theirs
 * to make. */
gboolean ft_checkers_game_select (FtCheckersGame *self, int square);
FtCheckersMoveResult ft_checkers_game_move (FtCheckersGame *self, int to);
gboolean ft_checkers_game_end_turn (FtCheckersGame *self);

/* Undo the turn in progress or the last turn; against the computer, back
 * to the person's own last turn. Stops the computer's search. FALSE when
 * there is nothing to undo. */
gboolean ft_checkers_game_undo (FtCheckersGame *self);

/* The start position again (the computer starts if it plays Fire). */
void ft_checkers_game_new_game (FtCheckersGame *self);

G_END_DECLS
