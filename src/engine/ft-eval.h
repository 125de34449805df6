/* ft-eval.h — static evaluation of a Fourteen (or standard chess) position.
 *
 * Scores are in centipawns from the point of view of the side to move. The
 * terms are described in ft-eval.c and in docs/engine-search.md.
 */
#pragma once

#include "ft-position.h"

G_BEGIN_DECLS

/* Material values of docs/rules.md#pieces in centipawns (the king counts 0 here). */
extern const int ft_eval_piece_value[FT_N_ALL_KINDS]; /* 0 for custom kinds */

/* The value of a kind in pos, custom kinds included. */
static inline int
ft_eval_kind_value (const FtPosition *pos, FtKind kind)
{
  if (G_UNLIKELY (FT_IS_CUSTOM_KIND (kind)) && kind - FT_CUSTOM_FIRST < pos->custom.n)
    return pos->custom.kinds[kind - FT_CUSTOM_FIRST].value;
  return ft_eval_piece_value[kind];
}

/* The material count a player reads (the window's material strip), in
 * centipawns: under standard rules the customary 1, 3, 3, 5, 9 for pawn,
 * knight, bishop, rook and queen (docs/rules.md#standard-rules), otherwise
 * ft_eval_kind_value() — Fourteen's values, a custom kind's own. The king
 * counts 0. */
int ft_eval_material_points (const FtPosition *pos, FtKind kind);

typedef struct {
  /* Pseudo-random noise of ±noise centipawns derived from the position's
   * hash and noise_seed: the same position always gets the same noise, so the
   * transposition table stays consistent. 0 for full strength. */
  int noise;
  guint64 noise_seed;
} FtEvalOptions;

/* The score may depend only on what pos->hash covers (the pieces on their
 * squares, the side to move, castling rights, en passant) besides the
 * rules, board size, custom kinds, fog and options: the search caches it by
 * the hash (ft-eval-cache.h). A term that reads the halfmove clock, say,
 * must go into the hash or the cache's key first. */
int ft_eval (const FtPosition *pos, const FtEvalOptions *options);

/* Value of a piece kind for exchange decisions (the king is very large). */
static inline int
ft_eval_exchange_value (const FtPosition *pos, FtKind kind)
{
  return kind == FT_KING ? 100000 : ft_eval_kind_value (pos, kind);
}

G_END_DECLS
