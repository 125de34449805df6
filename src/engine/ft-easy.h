/* ft-easy.h — the easy level's priority rules, no search
 * (docs/playing.md#computer-opponent).
 *
 * The rules, in order of preference:
 *   1. checkmate if possible;
 *   2. capture a piece worth more than the capturer, largest difference first;
 *   3. move a piece that is threatened by a cheaper piece, or threatened and
 *      undefended, to a safe square (the most valuable such piece first);
 *   4. safe squares are preferred by the rules below: not attacked by a
 *      cheaper piece, and not attacked at all if undefended;
 *   5. attack the enemy king, or a square next to it that is not already
 *      attacked, from a safe square;
 *   6. otherwise a random move, safe squares first.
 * Among equally good moves the choice is random, from a seeded generator.
 */
#pragma once

#include "ft-position.h"

G_BEGIN_DECLS

/* Which rule chose the move (for tests and the CLI's explanations). */
typedef enum {
  FT_EASY_RULE_NONE = 0,   /* no legal move */
  FT_EASY_RULE_CHECKMATE,
  FT_EASY_RULE_WINNING_CAPTURE,
  FT_EASY_RULE_SAVE_PIECE,
  FT_EASY_RULE_ATTACK_KING,
  FT_EASY_RULE_RANDOM_SAFE,
  FT_EASY_RULE_RANDOM,
} FtEasyRule;

/* A small repeatable random generator (xorshift64*). */
typedef struct {
  guint64 state;
} FtEasyRandom;

void ft_easy_random_init (FtEasyRandom *random, guint64 seed);
guint32 ft_easy_random_below (FtEasyRandom *random, guint32 bound);

/* Is the square `to` safe for `mover` (a piece of the side to move) after
 * the legal move `move`? */
gboolean ft_easy_move_is_safe (const FtPosition *pos, FtMove move);

/* Is the piece on sq (of the side to move) threatened: attacked by a
 * cheaper piece, or attacked and undefended? */
gboolean ft_easy_piece_is_threatened (const FtPosition *pos, FtSquare sq);

/* Chooses a move by the priority rules. pos is left unchanged; rule (may be
 * NULL) tells which rule decided. FT_MOVE_NONE if there is no legal move. */
FtMove ft_easy_choose_move (const FtPosition *pos, FtEasyRandom *random, FtEasyRule *rule);

G_END_DECLS
