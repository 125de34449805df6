/* ft-session.h — the conductor of one game of chess or checkers: the game,
 * its clock and a player for each side (ft-player.h). Knows nothing of GTK
 * nor of which game it conducts: the rules are the game's (ft-ruleset.h).
 *
 *   ft_session_start ()         the first turn begins (unless held)
 *   player "move-chosen"        the session plays the move on the game and
 *                               emits "move-played"; the next turn begins
 *                               as soon as nobody holds the session
 *   ft_session_hold/release ()  an interface holds the next turn while it
 *                               animates the move, so the next side's clock
 *                               starts only when the move has arrived
 *                               (docs/playing.md#clocks)
 *
 * People at this computer move through ft_session_request_move(), which the
 * window calls with what the board asks for.
 */
#pragma once

#include <glib-object.h>

#include "ft-game-setup.h"
#include "ft-game.h"
#include "ft-player.h"

G_BEGIN_DECLS

#define FT_TYPE_SESSION (ft_session_get_type ())
G_DECLARE_FINAL_TYPE (FtSession, ft_session, FT, SESSION, GObject)

/* A session with the players the setup names: the computer at the setup's
 * level against a person, or two people ("White", "Black"; "Fire",
 * "Water"). seed makes the computer's choices repeatable. */
FtSession *ft_session_new (const FtGameSetup *setup, guint64 seed);
/* The same players for a game that already exists (an opened record, a
 * resumed game): the side to move's player takes over when the session
 * starts. The session takes a reference. */
FtSession *ft_session_new_for_game (const FtGameSetup *setup, FtGame *game, guint64 seed);
/* A session with any two players (computer against computer, a remote peer
 * later). The session takes references. */
FtSession *ft_session_new_with_players (FtGame *game, FtPlayer *white, FtPlayer *black);

FtGame *ft_session_get_game (FtSession *self);
FtPlayer *ft_session_get_player (FtSession *self, FtColour side);
/* Bit mask of the colours played by people at this computer (bit 0 White,
 * bit 1 Black): the board takes moves for these. */
guint ft_session_get_local_colours (FtSession *self);
/* Exactly one person at this computer against another kind of player: the
 * messages then speak to "you". */
gboolean ft_session_has_single_local_player (FtSession *self);

/* Begin the first turn (at once unless held). */
void ft_session_start (FtSession *self);
/* Hold back the next turn / let it begin. Holds nest. */
void ft_session_hold (FtSession *self);
void ft_session_release (FtSession *self);
gboolean ft_session_is_held (FtSession *self);

/* A person at this computer asks for `move` (found with the rules:
 * ft_ruleset_match_path). Played if the side to move is a local player
 * whose turn has begun and the move is legal; FALSE otherwise. */
gboolean ft_session_request (FtSession *self, const FtGameMove *move);
/* Chess: the move from→to (promotion FT_NO_KIND for a queen, or the kind
 * chosen). */
gboolean ft_session_request_move (FtSession *self, FtSquare from, FtSquare to,
                                  FtKind promotion);
/* `side` gives up. */
void ft_session_resign (FtSession *self, FtColour side);
/* Stop: no player thinks any more and no clock runs (new game, quit). */
void ft_session_stop (FtSession *self);

/* Takeback (Ctrl+Z) for the people at this computer: back to a local
 * player's turn — against the computer your last move and its reply (a
 * search in progress is cancelled), between two people one move; the clocks
 * show what they showed then. Redo replays taken-back moves until a new one
 * is made. Both emit "position-changed" (and "game-over" if a replayed move
 * ends the game), then the side to move's turn begins. */
gboolean ft_session_can_take_back (FtSession *self);
gboolean ft_session_take_back (FtSession *self);
/* Take back to the first n_moves plies, whoever's turn that is (a network
 * game's agreed takeback). FALSE if there are not more moves than that or
 * they cannot all be taken back. */
gboolean ft_session_take_back_to (FtSession *self, guint n_moves);
gboolean ft_session_can_redo (FtSession *self);
gboolean ft_session_redo (FtSession *self);

/* Pause (P, and any dialog over the window): no clock runs and nobody
 * thinks (a search in progress is cancelled and begins again on resume);
 * the side to move keeps the time it had. Pauses nest: the game goes on
 * when each pause has been resumed. A network game cannot pause (the other
 * program's clock runs on), nor a game that is over or stopped:
 * ft_session_pause() then returns FALSE and counts nothing. The property
 * "paused" is notified when the game stops or goes on. */
gboolean ft_session_can_pause (FtSession *self);
gboolean ft_session_pause (FtSession *self);
void ft_session_resume (FtSession *self);
gboolean ft_session_is_paused (FtSession *self);

/* Undo of the last ft_session_resign() (Esc resigns at once; the window
 * offers "You resigned · Undo"): the game goes on exactly as it was, clocks
 * included, and "position-changed" is emitted. Only while nothing else
 * happened to the game since. */
gboolean ft_session_can_undo_resign (FtSession *self);
gboolean ft_session_undo_resign (FtSession *self);

/* Draws (docs/playing.md#draws). Standard chess: may the person at this
 * computer whose move it is claim a draw (threefold repetition, fifty
 * moves: ft_game_can_claim_draw) now, the game not paused? Claim ends the
 * game drawn ("Draw by threefold repetition — claimed"); FALSE if it
 * cannot. */
gboolean ft_session_can_claim_draw (FtSession *self);
gboolean ft_session_claim_draw (FtSession *self);
/* May the person at this computer offer a draw to the computer: a game
 * going on, not paused, between one person and an FtComputerPlayer (not a
 * network opponent nor a puzzle's script)? *computer (may be NULL) is the
 * computer's side. Whether it accepts is FtDrawJudge's (ft-draw-judge.h). */
gboolean ft_session_can_offer_draw (FtSession *self, FtColour *computer);
/* The offer was accepted: the game ends drawn by agreement (which cannot
 * be taken back). FALSE if the game is over or stopped. */
gboolean ft_session_agree_draw (FtSession *self);

/* TRUE while a player that is not local is thinking about its turn. */
gboolean ft_session_is_waiting_for_opponent (FtSession *self);

/* The end-of-game message ("You won by checkmate" against the computer,
 * "White won by checkmate" between two people), NULL while the game goes
 * on. Translated. */
const char *ft_session_get_result_message (FtSession *self);

G_END_DECLS
