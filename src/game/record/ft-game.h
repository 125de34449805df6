/* ft-game.h — one game of chess or checkers: the record (the start, the
 * moves with their notation, the positions after them, the clocks after
 * each move), whose turn it is, the clock and the result. Knows nothing of
 * GTK or of players; the rules are an FtRuleset (ft-ruleset.h). The session
 * (ft-session.h) drives it:
 *
 *   ft_game_start_turn ()   the side to move starts thinking (its clock runs)
 *   ft_game_play ()         it moves: clock pressed, "move-played" emitted,
 *                           then "game-over" if the rules end the game
 *
 * Between a move and the next ft_game_start_turn() no clock runs: that is
 * where the interface animates the move (docs/playing.md#clocks).
 *
 * The record is the game's: a move list, browsing and the save formats
 * read it here (ft_game_get_notation, ft_game_dup_rules_at), nobody keeps
 * a second copy. The property "n-moves" is notified whenever the moves
 * change (a move, a takeback, a redo, a recorded move).
 *
 * Functions marked "chess" read or take the engine's types and are only
 * for a chess game.
 */
#pragma once

#include <glib-object.h>

#include "ft-clock.h"
#include "ft-position.h"
#include "ft-ruleset.h"

G_BEGIN_DECLS

#define FT_TYPE_GAME (ft_game_get_type ())
G_DECLARE_FINAL_TYPE (FtGame, ft_game, FT, GAME, GObject)

/* A game from `start` (copied: the game keeps its own), with a clock of
 * any kind (Fischer, untimed, per-move timer; the game takes a reference).
 * With a per-move clock an unused turn passes where the rules allow a pass
 * (chess, not in check: a pass is a move of the record), else the side
 * loses on time. human_colour is the local player's side, for messages. */
FtGame *ft_game_new_for_rules (FtRuleset *start, FtColour human_colour, FtClock *clock);
/* Chess: times in milliseconds, "player" is the human, "cpu" the computer. */
FtGame *ft_game_new (const FtPosition *start, FtColour human_colour,
                     gint64 player_ms, gint64 player_increment_ms,
                     gint64 cpu_ms, gint64 cpu_increment_ms);
/* Chess with a clock of any kind. */
FtGame *ft_game_new_with_clock (const FtPosition *start, FtColour human_colour, FtClock *clock);

FtGameKind ft_game_get_kind (FtGame *self);
/* The position now. Read it; moves go through ft_game_play(). */
FtRuleset *ft_game_get_rules (FtGame *self);
/* The position before the first move. */
FtRuleset *ft_game_get_start_rules (FtGame *self);
FtColour ft_game_get_human_colour (FtGame *self);
/* The side to move. */
FtColour ft_game_get_turn (FtGame *self);
gboolean ft_game_is_human_turn (FtGame *self);
/* TRUE between ft_game_start_turn() and the move that ends the turn. */
gboolean ft_game_is_turn_started (FtGame *self);
FtClock *ft_game_get_clock (FtGame *self);

/* Chess: the engine's position now, and at the start (without history:
 * read its fields, do not copy it whole; ft_game_copy_position_at (self,
 * 0, …) copies). */
const FtPosition *ft_game_get_position (FtGame *self);
const FtPosition *ft_game_get_start_position (FtGame *self);
/* Chess: the position after the first `ply` moves (0: the start; the
 * number of moves or more: now), copied into out. */
void ft_game_copy_position_at (FtGame *self, guint ply, FtPosition *out);
/* The game's positions for a search snapshot (ft_ruleset_snapshot_for_search);
 * valid while the game lives and its record does not change. */
void ft_game_get_past (FtGame *self, FtPast *past);

/* ---- The record ---------------------------------------------------------- */
guint ft_game_get_n_moves (FtGame *self);
/* The move of ply `index` (< ft_game_get_n_moves()). */
const FtGameMove *ft_game_peek_move (FtGame *self, guint index);
/* Its notation, written in the position before it: "Nf3", "O-O", "--"
 * for a pass; a checkers turn. */
const char *ft_game_get_notation (FtGame *self, guint index);
/* A new ruleset at the position after the first `ply` moves (0: the start;
 * the number of moves or more: now), for browsing. */
FtRuleset *ft_game_dup_rules_at (FtGame *self, guint ply);
/* The clocks (remaining ms of White and Black; -1 on an untimed clock)
 * right after move `index`, as a takeback restores them. FALSE if there is
 * no such move. */
gboolean ft_game_get_clock_after (FtGame *self, guint index, gint64 *white_ms, gint64 *black_ms);
/* The clocks before the first move (remaining ms of White and Black; -1
 * untimed): what low time is measured against. */
void ft_game_get_clock_at_start (FtGame *self, gint64 *white_ms, gint64 *black_ms);
/* Chess: the move of ply `index`; the last move (FT_MOVE_NONE before the
 * first). */
FtMove ft_game_get_move (FtGame *self, guint index);
FtMove ft_game_get_last_move (FtGame *self);

/* ---- Playing ------------------------------------------------------------- */
/* Start the side to move's turn: its clock runs, "turn-started" is emitted.
 * Before the game's first move a timed clock does not run (the first mover
 * thinks for free; that move still adds its increment). Does nothing once the
 * game is over or while a turn is already started. */
void ft_game_start_turn (FtGame *self);
/* Play a legal move of the side to move (its turn must have started).
 * Returns FALSE and changes nothing if the move is illegal or the game over. */
gboolean ft_game_play (FtGame *self, const FtGameMove *move);
/* Chess: the same with the engine's move. */
gboolean ft_game_play_move (FtGame *self, FtMove move);
/* The human gives up. */
void ft_game_resign (FtGame *self);
/* `side` gives up. */
void ft_game_resign_side (FtGame *self, FtColour side);

/* Pause: the turn in progress stops without a move (nobody's clock runs;
 * the side keeps the time it had, on a per-move clock too) and the game
 * waits for ft_game_start_turn(). Does nothing when no turn runs. */
void ft_game_interrupt_turn (FtGame *self);
/* Undo of a resignation (the window's "You resigned · Undo"): the game is
 * not over any more and waits for ft_game_start_turn(); the caller puts the
 * clocks back. FALSE, changing nothing, unless the game ended by
 * resignation. */
gboolean ft_game_withdraw_resignation (FtGame *self);

/* Draw claims (standard rules, FIDE 9.2 and 9.3): a threefold repetition
 * or fifty moves without a capture or pawn move draw only when claimed; a
 * game, played or read from a record, plays on past them (the fifth
 * repetition and 75 moves end it by themselves, FIDE 9.6). can_claim tells
 * whether the position allows it (and why: FT_REASON_REPETITION,
 * FT_REASON_PERPETUAL_CHECK or FT_REASON_FIFTY_MOVES); claim ends the game
 * drawn with that reason and emits "game-over" (FALSE if it cannot). The
 * result message then says so: "Draw by threefold repetition — claimed". */
gboolean ft_game_can_claim_draw (FtGame *self, FtResultReason *reason);
gboolean ft_game_claim_draw (FtGame *self);
/* A network game claims these draws for the player at once, as both
 * programs see the same position (the protocol has no claim message). */
void ft_game_set_claims_draws_at_once (FtGame *self, gboolean at_once);

/* End the game with a result decided elsewhere (a network game's host:
 * agreement, abandonment, time). Does nothing if it is already over. */
void ft_game_end (FtGame *self, FtResult result, FtResultReason reason);

/* Takeback: undo the last move (the turn in progress stops, its clock with
 * it; the clocks go back to what they showed after the move before; a
 * board result such as checkmate is forgotten; time and resignation cannot
 * be taken back). Redo replays taken-back moves, with their clocks, until a
 * new move is made. Neither emits a signal but "notify::n-moves": the
 * session announces them. After either, the game waits for
 * ft_game_start_turn(). */
gboolean ft_game_can_undo (FtGame *self);
gboolean ft_game_undo (FtGame *self);
gboolean ft_game_can_redo (FtGame *self);
gboolean ft_game_redo (FtGame *self);
/* How many taken-back moves redo can replay. */
guint ft_game_get_n_redo (FtGame *self);

/* ---- Records (saved games, ft-game-record.h) -------------------------------
 * Append a move of a record (a pass where the rules allow one) with the
 * clocks after it: no signal but "notify::n-moves", no turn, no clock
 * running; the clocks are set to white_ms and black_ms (negative: left as
 * they are). A move that ends the game by the rules (checkmate, …) sets
 * the result, silently too. FALSE, changing nothing, if the move is illegal
 * or the game is over. */
gboolean ft_game_append_recorded (FtGame *self, const FtGameMove *move, gint64 white_ms,
                                  gint64 black_ms);
/* Chess: the same with the engine's move (FT_MOVE_NONE: a pass). */
gboolean ft_game_append_recorded_move (FtGame *self, FtMove move, gint64 white_ms,
                                       gint64 black_ms);
/* End the game as a record says (time, resignation, agreement …), without
 * a signal; the clock stops. Does nothing once the game is over. */
void ft_game_set_recorded_result (FtGame *self, FtResult result, FtResultReason reason);

/* ---- The result (ft-game-messages.c) ----------------------------------------- */
gboolean ft_game_is_over (FtGame *self);
FtResult ft_game_get_result (FtGame *self, FtResultReason *reason);
/* The exact end-of-game message (docs/playing.md#end-of-the-game), from the human's side
 * ("You won by checkmate", "Stalemate – draw", …), or NULL while the game
 * goes on. Translated. */
const char *ft_game_get_result_message (FtGame *self);
/* The same naming the sides, for games without one local player against
 * the computer: "White won by checkmate", "Black won on time", "White
 * resigned"; "Fire won: Water has no piece left". Translated. */
const char *ft_game_get_result_message_for_players (FtGame *self);

G_END_DECLS
