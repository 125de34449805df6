/* ft-movegen-private.h — what the two halves of move generation share
 * (internal to the engine): the generator's state and the always-inlined
 * generators of a pawn's and of a built-in piece's moves.
 *
 *   ft-movegen.c          legal moves of the built-in games: checks and pins
 *                         found once per node (the fast path)
 *   ft-movegen-pseudo.c   pseudo-legal moves: custom pieces (tested one by
 *                         one), fog of war, one piece's movement, premoves
 */
#pragma once

#include "ft-attacks.h"

#include <string.h>

G_BEGIN_DECLS

typedef struct {
  const FtPosition *pos;
  FtMove *moves;
  guint n;
  FtColour us;
  FtColour them;
  FtSquare king;
  guint n_checkers;
  guint n_pinned;
  /* The first square of the rank where our pawns promote and of the one
   * they may step twice from: a rank test is one subtraction. */
  int promotion_first;
  int double_step_first;
  FtSquare pinned_square[8];
  int pinned_direction[8];
  /* In check: non-zero where a non-king move may land (capture the checker
   * or block). Not initialised otherwise. */
  guint8 target[FT_BOARD_CELLS];
} Gen;

/* What every generator sets first. */
static inline void
gen_init (Gen *g, const FtPosition *pos, FtColour us, FtMove *moves)
{
  g->pos = pos;
  g->moves = moves;
  g->n = 0;
  g->us = us;
  g->them = FT_OTHER_COLOUR (us);
  g->king = pos->king_square[us];
  g->n_checkers = 0;
  g->n_pinned = 0;
  g->promotion_first = FT_SQUARE (0, pos->promotion_rank[us]);
  g->double_step_first = FT_SQUARE (0, pos->double_step_rank[us]);
}

static inline gboolean
on_rank (int first, int sq)
{
  return (guint) (sq - first) < FT_STRIDE;
}

#define PUSH(g, m) ((g)->moves[(g)->n++] = (m))

static inline int
pin_of (const Gen *g, FtSquare sq)
{
  for (guint i = 0; i < g->n_pinned; i++)
    if (g->pinned_square[i] == sq)
      return g->pinned_direction[i];
  return 0;
}

static inline gboolean
direction_allowed (int pin, int d)
{
  return pin == 0 || d == pin || d == -pin;
}

G_ALWAYS_INLINE static inline void
add_pawn_move (Gen *g, FtSquare from, FtSquare to, FtMoveSpecial special, gboolean capture,
               const gboolean custom)
{
  const FtPosition *pos = g->pos;

  if (on_rank (g->promotion_first, to))
    {
      PUSH (g, FT_MAKE_MOVE (from, to, FT_QUEEN, special, capture));
      if (pos->rules == FT_RULES_STANDARD || pos->promotion_choice)
        {
          PUSH (g, FT_MAKE_MOVE (from, to, FT_ROOK, special, capture));
          PUSH (g, FT_MAKE_MOVE (from, to, FT_BISHOP, special, capture));
          PUSH (g, FT_MAKE_MOVE (from, to, FT_KNIGHT, special, capture));
        }
      if (pos->rules != FT_RULES_STANDARD && pos->promotion_choice)
        {
          PUSH (g, FT_MAKE_MOVE (from, to, FT_AMAZON, special, capture));
          PUSH (g, FT_MAKE_MOVE (from, to, FT_CHANCELLOR, special, capture));
          PUSH (g, FT_MAKE_MOVE (from, to, FT_ARCHBISHOP, special, capture));
          PUSH (g, FT_MAKE_MOVE (from, to, FT_GENERAL, special, capture));
          PUSH (g, FT_MAKE_MOVE (from, to, FT_CAMEL, special, capture));
        }
      /* Custom kinds whenever there is a choice. */
      if (custom && (pos->rules == FT_RULES_STANDARD || pos->promotion_choice))
        for (guint i = 0; i < pos->custom.n; i++)
          PUSH (g, FT_MAKE_MOVE (from, to, FT_CUSTOM_FIRST + i, special, capture));
    }
  else
    PUSH (g, FT_MAKE_MOVE (from, to, FT_NO_KIND, special, capture));
}

G_ALWAYS_INLINE static inline void
gen_pawn (Gen *g, FtSquare from, int pin, const gboolean check, const gboolean captures_only,
          const gboolean custom)
{
  const FtPosition *pos = g->pos;
  const FtPiece *b = pos->board;
  int forward = FT_PAWN_FORWARD (g->us);
  int to = from + forward;

  if (b[to] == FT_EMPTY && direction_allowed (pin, forward))
    {
      gboolean promotes = on_rank (g->promotion_first, to);

      if ((!check || g->target[to]) && (!captures_only || promotes))
        add_pawn_move (g, from, to, FT_MOVE_NORMAL, FALSE, custom);
      if (!promotes && on_rank (g->double_step_first, from)
          && b[to + forward] == FT_EMPTY && (!check || g->target[to + forward])
          && (!captures_only || on_rank (g->promotion_first, to + forward)))
        add_pawn_move (g, from, to + forward, FT_MOVE_DOUBLE_STEP, FALSE, custom);
    }
  for (int side = -1; side <= 1; side += 2)
    {
      int d = forward + side;

      to = from + d;
      if (FT_IS_COLOUR (b[to], g->them) && direction_allowed (pin, d) && (!check || g->target[to]))
        add_pawn_move (g, from, to, FT_MOVE_NORMAL, TRUE, custom);
      else if (G_UNLIKELY (pos->en_passant != FT_NO_SQUARE) && to == pos->en_passant)
        {
          /* Rare: test it the slow, sure way (the captured pawn leaves a
           * square on the king's rank that may open a line). */
          FtMove m = FT_MAKE_MOVE (from, to, FT_NO_KIND, FT_MOVE_EN_PASSANT, TRUE);

          if (!ft_attacks_move_leaves_king_attacked (pos, m))
            PUSH (g, m);
        }
    }
}

/* Moves of a non-pawn, non-king piece (the general's king step included).
 * count_only: only g->n counts them (perft's last ply needs no list). */
G_ALWAYS_INLINE static inline void
gen_piece (Gen *g, FtSquare from, guint8 caps, int pin, const gboolean check,
           const gboolean captures_only, const gboolean count_only)
{
  const FtPiece *b = g->pos->board;
  FtColour them = g->them;

#define ADD(m) (count_only ? (void) g->n++ : (void) PUSH (g, m))
#define TRY_TARGET(to)                                                          \
  G_STMT_START                                                                  \
  {                                                                             \
    FtPiece p_ = b[to];                                                         \
    if (p_ == FT_EMPTY)                                                         \
      {                                                                         \
        if (!captures_only && (!check || g->target[to]))                       \
          ADD (FT_MAKE_MOVE (from, to, FT_NO_KIND, FT_MOVE_NORMAL, FALSE));     \
      }                                                                         \
    else if (FT_IS_COLOUR (p_, them) && (!check || g->target[to]))             \
      ADD (FT_MAKE_MOVE (from, to, FT_NO_KIND, FT_MOVE_NORMAL, TRUE));          \
  }                                                                             \
  G_STMT_END

  if (pin == 0)
    {
      if (caps & FT_CAP_KNIGHT)
        for (int i = 0; i < 8; i++)
          TRY_TARGET (from + ft_knight_offsets[i]);
      if (caps & FT_CAP_CAMEL)
        for (int i = 0; i < 8; i++)
          TRY_TARGET (from + ft_camel_offsets[i]);
    }
  if (caps & FT_CAP_STEP)
    for (int i = 0; i < 8; i++)
      if (direction_allowed (pin, ft_step_offsets[i]))
        TRY_TARGET (from + ft_step_offsets[i]);
  /* Sliders: the orthogonal rays are 0–3 of ft_step_offsets, the diagonal
   * ones 4–7; a leaper runs no ray at all. */
  for (int i = caps & FT_CAP_ORTH ? 0 : 4; i < (caps & FT_CAP_DIAG ? 8 : 4); i++)
    {
      int d = ft_step_offsets[i];
      int to;

      if (!direction_allowed (pin, d))
        continue;
      for (to = from + d; b[to] == FT_EMPTY; to += d)
        if (!captures_only && (!check || g->target[to]))
          ADD (FT_MAKE_MOVE (from, to, FT_NO_KIND, FT_MOVE_NORMAL, FALSE));
      if (FT_IS_COLOUR (b[to], them) && (!check || g->target[to]))
        ADD (FT_MAKE_MOVE (from, to, FT_NO_KIND, FT_MOVE_NORMAL, TRUE));
    }
#undef ADD
#undef TRY_TARGET
}

/* ---- Shared between the two files ---------------------------------------- */

/* The moves of a custom piece, by its table of offsets (pseudo-legal). */
void ft_movegen_custom_piece (Gen *g, FtSquare from, FtPiece piece, gboolean captures_only);
/* The castling right `index` usable as far as the pieces go (the rook is
 * there, every square between king and rook empty): the king's move, or
 * FT_MOVE_NONE. */
FtMove ft_movegen_castling_if_clear (const FtPosition *pos, guint index);
/* Legal moves with custom kinds on the board, and the moves under fog of
 * war; `only` limits them to the piece on that square (or FT_NO_SQUARE). */
void ft_movegen_generate_custom (const FtPosition *pos, FtMoveList *list, gboolean captures_only,
                                 FtSquare only);
void ft_movegen_generate_fog (const FtPosition *pos, FtColour us, FtMoveList *list,
                              gboolean captures_only, FtSquare only);

G_END_DECLS
