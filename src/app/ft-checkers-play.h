/* ft-checkers-play.h — a game of checkers as the checkers view and board
 * widget play it, on the one foundation of both games: an FtSession
 * (ft-session.h) of checkers rules with a person against the computer or
 * a second person, and the turn a person builds click by click.
 *
 * The session holds the game (its record, clock and result) and runs the
 * computer on its worker thread; this object only keeps a board of the
 * checkers library in step with it, so that the widget can show a capture
 * sequence square by square: a person's steps are made on that board and
 * the whole turn goes to the session when it ends; a turn of the computer
 * arrives whole from the session and is replayed here step by step, with
 * the same signals. It stands in for the one board model of both games
 * until that replaces the checkers widget (docs/design.md).
 *
 * Untimed, as the checkers view shows no clocks yet.
 */
#pragma once

#include <glib-object.h>

#include "ft-checkers-ai.h"
#include "ft-session.h"

G_BEGIN_DECLS

#define FT_TYPE_CHECKERS_PLAY (ft_checkers_play_get_type ())
G_DECLARE_FINAL_TYPE (FtCheckersPlay, ft_checkers_play, FT, CHECKERS_PLAY, GObject)

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
 * Property "thinking" (read-only): the computer is thinking. */

FtCheckersPlay *ft_checkers_play_new (FtCheckersRules rules);

/* The board as a person sees it: the game's position and the turn in
 * progress. */
const FtCheckersBoard *ft_checkers_play_get_board (FtCheckersPlay *self);
FtCheckersRules ft_checkers_play_get_rules (FtCheckersPlay *self);
/* The session that plays the game (replaced by a new game and by
 * ft_checkers_play_set_computer). */
FtSession *ft_checkers_play_get_session (FtCheckersPlay *self);

/* Play against the computer on `side` (FT_CHECKERS_NONE: two players). If
 * it is the computer's turn it starts thinking. */
void ft_checkers_play_set_computer (FtCheckersPlay *self, FtCheckersSide side, FtCheckersLevel level);
FtCheckersSide ft_checkers_play_get_computer_side (FtCheckersPlay *self);
FtCheckersLevel ft_checkers_play_get_level (FtCheckersPlay *self);
/* The computer's limits: deepest iteration (0: the level's) and time per
 * turn in ms (0 with a depth: no time limit, which makes it deterministic;
 * 0 without: a second). Default 0 and 0. From the computer's next turn. */
void ft_checkers_play_set_search_limits (FtCheckersPlay *self, guint max_depth, gint64 time_ms);
gboolean ft_checkers_play_get_thinking (FtCheckersPlay *self);

/* May a person act now (the game goes on and it is not the computer's
 * turn)? */
gboolean ft_checkers_play_is_human_turn (FtCheckersPlay *self);

/* A person's actions; FALSE / ILLEGAL, changing nothing, when not theirs
 * to make. */
gboolean ft_checkers_play_select (FtCheckersPlay *self, int square);
FtCheckersMoveResult ft_checkers_play_move (FtCheckersPlay *self, int to);
gboolean ft_checkers_play_end_turn (FtCheckersPlay *self);

/* Undo the turn in progress or the last turn; against the computer, back
 * to the person's own last turn (the session's takeback). Stops the
 * computer's search. FALSE when there is nothing to undo. */
gboolean ft_checkers_play_undo (FtCheckersPlay *self);

/* The start position again (the computer starts if it plays Fire). */
void ft_checkers_play_new_game (FtCheckersPlay *self);

G_END_DECLS
