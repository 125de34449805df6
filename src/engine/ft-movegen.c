/* ft-movegen.c — legal move generation.
 *
 * Moves are generated legal directly, as Stockfish does, rather than made,
 * tested and unmade one by one. Once per node we find the pieces giving
 * check and our pieces pinned to the king (only sliders pin, so that is one
 * walk along each of the eight rays from the king). Then:
 *   - a pinned piece moves only along its pin ray (a pinned leaper not at all);
 *   - in double check only the king moves; in single check every other move
 *     must land on the checker or between a sliding checker and the king;
 *   - only king moves (and the rare en passant capture, and castling) need an
 *     attack test.
 * Custom pieces and fog of war take the pseudo-legal path of
 * ft-movegen-pseudo.c. Nothing allocates; the caller owns the move list.
 */
#include "ft-movegen-private.h"

/* Find checkers and pinned pieces; fill g->target when in single check. */
static void
gen_setup (Gen *g, const FtPosition *pos, FtMove *moves)
{
  const FtPiece *b = pos->board;
  FtColour us = pos->side_to_move;
  FtColour them = FT_OTHER_COLOUR (us);
  const guint8 *their_caps = ft_caps_of[them];
  FtSquare k = pos->king_square[us];
  FtPiece their_pawn = FT_MAKE_PIECE (them, FT_PAWN);
  int forward = FT_PAWN_FORWARD (us);
  FtSquare checker = FT_NO_SQUARE;
  int checker_direction = 0;

  gen_init (g, pos, us, moves);

  /* Leapers and pawns can only check, never pin. */
  if (b[k + forward - 1] == their_pawn)
    g->n_checkers++, checker = k + forward - 1;
  if (b[k + forward + 1] == their_pawn)
    g->n_checkers++, checker = k + forward + 1;
  for (int i = 0; i < 8; i++)
    {
      int s = k + ft_knight_offsets[i];

      if (their_caps[b[s]] & FT_CAP_KNIGHT)
        g->n_checkers++, checker = s;
      s = k + ft_camel_offsets[i];
      if (their_caps[b[s]] & FT_CAP_CAMEL)
        g->n_checkers++, checker = s;
    }

  for (int i = 0; i < 8; i++)
    {
      int d = ft_step_offsets[i];
      guint8 cap = i < 4 ? FT_CAP_ORTH : FT_CAP_DIAG;
      int s = k + d;
      FtPiece p;

      if (their_caps[b[s]] & FT_CAP_STEP)
        {
          g->n_checkers++, checker = s, checker_direction = 0;
          continue;
        }
      while ((p = b[s]) == FT_EMPTY)
        s += d;
      if (p == FT_OFFBOARD)
        continue;
      if (their_caps[p] & cap)
        {
          g->n_checkers++, checker = s, checker_direction = d;
          continue;
        }
      if (FT_PIECE_COLOUR (p) == us)
        {
          int own = s;

          s += d;
          while ((p = b[s]) == FT_EMPTY)
            s += d;
          if (their_caps[p] & cap)
            {
              g->pinned_square[g->n_pinned] = own;
              g->pinned_direction[g->n_pinned] = d;
              g->n_pinned++;
            }
        }
    }

  if (g->n_checkers == 1)
    {
      memset (g->target, 0, sizeof g->target);
      g->target[checker] = 1;
      if (checker_direction != 0)
        for (int s = k + checker_direction; s != checker; s += checker_direction)
          g->target[s] = 1;
    }
}

static void
gen_king (Gen *g, const gboolean captures_only)
{
  const FtPosition *pos = g->pos;
  const FtPiece *b = pos->board;
  FtSquare k = g->king;
  FtBoardChange without_king = { k, FT_NO_SQUARE, FT_NO_SQUARE, FT_EMPTY };

  for (int i = 0; i < 8; i++)
    {
      int to = k + ft_step_offsets[i];
      FtPiece p = b[to];
      gboolean capture = FT_IS_COLOUR (p, g->them);

      if (!(p == FT_EMPTY || capture) || (captures_only && !capture))
        continue;
      /* Not in check, no slider sees the king, so none sees through it. */
      if (g->n_checkers == 0 ? ft_attacks_is_attacked_builtin (pos, to, g->them)
                             : ft_attacks_is_attacked_changed (pos, to, g->them, &without_king))
        continue;
      PUSH (g, FT_MAKE_MOVE (k, to, FT_NO_KIND, FT_MOVE_NORMAL, capture));
    }
}

/* Is the castling right `index` usable as far as the pieces go: the rook
 * is there and every square between king and rook is empty? Returns the
 * king's move, or FT_MOVE_NONE. */
FtMove
ft_movegen_castling_if_clear (const FtPosition *pos, guint index)
{
  FtColour us = index / 2;
  FtSquare k = pos->king_square[us];
  FtSquare rook = pos->castling_rook[index];
  int d = (index & 1) ? 1 : -1;

  if (!(pos->castling_rights & (1u << index)) || pos->board[rook] != FT_MAKE_PIECE (us, FT_ROOK))
    return FT_MOVE_NONE;
  for (int s = k + d; s != rook; s += d)
    if (pos->board[s] != FT_EMPTY)
      return FT_MOVE_NONE;
  return FT_MAKE_MOVE (k, k + 2 * d, FT_NO_KIND, FT_MOVE_CASTLING, FALSE);
}

gboolean
ft_movegen_castling_safe (const FtPosition *pos, FtMove move)
{
  FtSquare k = FT_MOVE_FROM (move);
  FtSquare to = FT_MOVE_TO (move);
  FtColour us = FT_PIECE_COLOUR (pos->board[k]);
  FtColour them = FT_OTHER_COLOUR (us);
  int d = to > k ? 1 : -1;
  FtSquare rook = pos->castling_rook[FT_CASTLE_INDEX (us, d > 0)];
  /* The board after castling, but for the king: the rook may have been the
   * only thing shielding the landing square along the rank. */
  FtBoardChange after = { k, rook, (FtSquare) (k + d), FT_MAKE_PIECE (us, FT_ROOK) };

  return !ft_position_is_attacked (pos, k, them)
         && !ft_position_is_attacked (pos, k + d, them)
         && !ft_attacks_is_attacked_changed (pos, to, them, &after);
}

static void
gen_castling (Gen *g)
{
  const FtPosition *pos = g->pos;

  if (g->n_checkers != 0 || !(pos->castling_rights & (3u << (2 * g->us))))
    return;
  for (guint index = 2 * g->us; index < 2 * g->us + 2u; index++)
    {
      FtMove m = ft_movegen_castling_if_clear (pos, index);

      if (m != FT_MOVE_NONE && ft_movegen_castling_safe (pos, m))
        PUSH (g, m);
    }
}

G_ALWAYS_INLINE static inline void
gen_one (Gen *g, FtSquare from, const gboolean check, const gboolean captures_only,
         const gboolean count_only)
{
  FtPiece p = g->pos->board[from];
  int pin = g->n_pinned ? pin_of (g, from) : 0;

  if (check && pin)
    return; /* a pinned piece can neither capture the checker nor block */
  /* Most pieces are not pinned: a constant 0 lets the compiler drop every
   * direction test from their loops. */
  if (FT_PIECE_KIND (p) == FT_PAWN)
    {
      if (pin == 0)
        gen_pawn (g, from, 0, check, captures_only, FALSE);
      else
        gen_pawn (g, from, pin, check, captures_only, FALSE);
    }
  else if (pin == 0)
    gen_piece (g, from, ft_kind_caps[FT_PIECE_KIND (p)], 0, check, captures_only, count_only);
  else
    gen_piece (g, from, ft_kind_caps[FT_PIECE_KIND (p)], pin, check, captures_only, count_only);
}

G_ALWAYS_INLINE static inline void
gen_all (Gen *g, const gboolean check, const gboolean captures_only, const gboolean count_only)
{
  const FtPosition *pos = g->pos;
  const FtSquare *list = pos->piece_list[g->us];
  guint count = pos->piece_count[g->us];

  for (guint i = 0; i < count; i++)
    if (list[i] != g->king)
      gen_one (g, list[i], check, captures_only, count_only);
}

/* count_only (all moves, no captures_only): list->count is right, but only
 * the pawns' and the king's moves are written to the list. */
G_ALWAYS_INLINE static inline void
generate (const FtPosition *pos, FtMoveList *list, const gboolean captures_only, const gboolean count_only)
{
  Gen g;

  if (G_UNLIKELY (pos->custom_count != 0 || pos->fog))
    {
      if (pos->fog)
        ft_movegen_generate_fog (pos, pos->side_to_move, list, captures_only, FT_NO_SQUARE);
      else
        ft_movegen_generate_custom (pos, list, captures_only, FT_NO_SQUARE);
      return;
    }

  gen_setup (&g, pos, list->moves);
  if (g.n_checkers == 0)
    {
      if (captures_only)
        gen_all (&g, FALSE, TRUE, FALSE);
      else
        {
          gen_all (&g, FALSE, FALSE, count_only);
          gen_castling (&g);
        }
    }
  else if (g.n_checkers == 1)
    {
      if (captures_only)
        gen_all (&g, TRUE, TRUE, FALSE);
      else
        gen_all (&g, TRUE, FALSE, count_only);
    }
  gen_king (&g, captures_only);
  list->count = g.n;
}

void
ft_position_generate_legal (const FtPosition *pos, FtMoveList *list)
{
  generate (pos, list, FALSE, FALSE);
}

void
ft_position_generate_legal_captures (const FtPosition *pos, FtMoveList *list)
{
  generate (pos, list, TRUE, FALSE);
}

guint
ft_position_count_legal (const FtPosition *pos)
{
  FtMoveList scratch;

  generate (pos, &scratch, FALSE, TRUE);
  return scratch.count;
}

void
ft_position_generate_legal_from (const FtPosition *pos, FtSquare from, FtMoveList *list)
{
  FtPiece p = pos->board[from];
  Gen g;

  list->count = 0;
  if (!FT_IS_COLOUR (p, pos->side_to_move))
    return;
  if (G_UNLIKELY (pos->custom_count != 0 || pos->fog))
    {
      if (pos->fog)
        ft_movegen_generate_fog (pos, pos->side_to_move, list, FALSE, from);
      else
        ft_movegen_generate_custom (pos, list, FALSE, from);
      return;
    }
  gen_setup (&g, pos, list->moves);
  if (from == g.king)
    {
      gen_king (&g, FALSE);
      gen_castling (&g);
    }
  else if (g.n_checkers == 0)
    gen_one (&g, from, FALSE, FALSE, FALSE);
  else if (g.n_checkers == 1)
    gen_one (&g, from, TRUE, FALSE, FALSE);
  list->count = g.n;
}

gboolean
ft_position_is_legal (const FtPosition *pos, FtMove move)
{
  FtMoveList list;

  if (move == FT_MOVE_NONE)
    return FALSE;
  ft_position_generate_legal_from (pos, FT_MOVE_FROM (move), &list);
  for (guint i = 0; i < list.count; i++)
    if (list.moves[i] == move)
      return TRUE;
  return FALSE;
}
