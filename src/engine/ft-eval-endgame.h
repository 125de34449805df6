/* ft-eval-endgame.h — what the evaluation knows of drawn endgames.
 *
 * The material sum calls many endgames won that no one can win: a king and
 * a bishop against a king, a bishop with a rook pawn whose promotion
 * square it cannot cover, a rook against a bishop. ft_eval_endgame_scale()
 * says by how much to believe the score of the side ahead, in 64ths.
 */
#pragma once

#include "ft-position.h"

G_BEGIN_DECLS

#define FT_EVAL_SCALE_NORMAL 64

/* The factor (0 … FT_EVAL_SCALE_NORMAL) to apply to the score of `strong`,
 * the side the evaluation has ahead:
 *  - 0 when strong cannot mate: no pawns, and only one knight, bishop or
 *    camel, two knights, or bishops and camels all on squares of one colour,
 *    or a piece advantage below a rook's worth with less than a rook of
 *    pieces (K+B against K+N, …);
 *  - 0 for a bishop (or no piece) with pawns all on one rook file, whose
 *    promotion square (on the board's edge: standard rules) the bishops
 *    cannot cover and the enemy king stands next to or on;
 *  - 4 or 14 when strong has no pawns and is ahead by at most a bishop's
 *    worth of pieces (a rook against a bishop: hard or impossible to win);
 *  - 32 with one bishop each on squares of opposite colours and no other
 *    pieces (pawns only beside them);
 *  - FT_EVAL_SCALE_NORMAL otherwise.
 * Piece worth is the material of docs/rules.md (ft_eval_kind_value). */
int ft_eval_endgame_scale (const FtPosition *pos, FtColour strong);

G_END_DECLS
