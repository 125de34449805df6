/* ft-rules.c — how games end, and the two questions the interface asks
 * about rules: which pieces took part in a checkmate, and whether a move
 * was refused only because it left the king attacked. */
#include "ft-attacks.h"
#include "ft-perpetual.h"

#include <stdlib.h>

gboolean
ft_position_is_repetition (const FtPosition *pos, guint times)
{
  guint seen = 1;
  guint window = MIN ((guint) pos->halfmove_clock, pos->history_length);

  /* Only positions since the last capture or pawn move can repeat, and
   * only every second one has the same side to move. A null move (search)
   * also ends the window: what lies before it was not a real game line. */
  for (guint back = 1; back <= window; back++)
    {
      const FtUndo *undo = &pos->history[pos->history_length - back];

      if (undo->move == FT_MOVE_NONE)
        break;
      if (back % 2 == 0 && undo->hash == pos->hash && ++seen >= times)
        return TRUE;
    }
  return seen >= times;
}

static gboolean
square_is_light (FtSquare sq)
{
  /* a1 is dark. */
  return ((FT_SQUARE_FILE (sq) + FT_SQUARE_RANK (sq)) & 1) != 0;
}

gboolean
ft_position_has_insufficient_material (const FtPosition *pos)
{
  guint knights = 0, bishops = 0, light_bishops = 0;

  if (pos->rules == FT_RULES_FOURTEEN)
    return pos->piece_count[FT_WHITE] == 1 && pos->piece_count[FT_BLACK] == 1;

  /* FIDE dead positions: K v K, K+minor v K, and bishops only, all on
   * squares of one colour. */
  for (FtColour c = FT_WHITE; c <= FT_BLACK; c++)
    for (guint i = 0; i < pos->piece_count[c]; i++)
      {
        FtSquare sq = pos->piece_list[c][i];

        switch (FT_PIECE_KIND (pos->board[sq]))
          {
          case FT_KING:
            break;
          case FT_KNIGHT:
            knights++;
            break;
          case FT_BISHOP:
            bishops++;
            light_bishops += square_is_light (sq);
            break;
          default:
            return FALSE;
          }
      }
  if (knights == 0)
    return light_bishops == 0 || light_bishops == bishops;
  return knights == 1 && bishops == 0;
}

FtResult
ft_position_result (const FtPosition *pos, FtResultReason *reason)
{
  FtMoveList list;
  FtResultReason why = FT_REASON_NONE;
  FtResult result = FT_RESULT_NONE;

  if (G_UNLIKELY (pos->fog) && ft_position_king_captured (pos))
    {
      /* Only the side to move can have lost its king: the capture was the
       * last move. */
      if (reason != NULL)
        *reason = FT_REASON_KING_CAPTURED;
      return pos->side_to_move == FT_WHITE ? FT_RESULT_BLACK_WINS : FT_RESULT_WHITE_WINS;
    }

  ft_position_generate_legal (pos, &list);
  if (list.count == 0)
    {
      if (ft_position_in_check (pos))
        {
          why = FT_REASON_CHECKMATE;
          result = pos->side_to_move == FT_WHITE ? FT_RESULT_BLACK_WINS : FT_RESULT_WHITE_WINS;
        }
      else
        {
          why = FT_REASON_STALEMATE;
          result = FT_RESULT_DRAW;
        }
    }
  /* Checkmate comes first, even on the hundredth ply. */
  else if (pos->halfmove_clock >= 100)
    why = FT_REASON_FIFTY_MOVES, result = FT_RESULT_DRAW;
  else if (ft_position_is_repetition (pos, 3))
    {
      why = ft_position_is_perpetual_check (pos, NULL) ? FT_REASON_PERPETUAL_CHECK
                                                       : FT_REASON_REPETITION;
      result = FT_RESULT_DRAW;
    }
  else if (ft_position_has_insufficient_material (pos))
    why = FT_REASON_INSUFFICIENT_MATERIAL, result = FT_RESULT_DRAW;

  if (reason != NULL)
    *reason = why;
  return result;
}

/* Does the piece on `from` attack `to`, with `vacated` seen as empty? */
static gboolean
piece_attacks (const FtPosition *pos, FtSquare from, FtSquare to, FtSquare vacated)
{
  FtPiece p = pos->board[from];
  FtKind kind = FT_PIECE_KIND (p);
  guint8 caps = ft_kind_caps[kind];
  int df = FT_SQUARE_FILE (to) - FT_SQUARE_FILE (from);
  int dr = FT_SQUARE_RANK (to) - FT_SQUARE_RANK (from);
  int adf = ABS (df), adr = ABS (dr);

  if (from == to)
    return FALSE;
  if (FT_IS_CUSTOM_KIND (kind))
    {
      FtBoardChange change = { vacated, FT_NO_SQUARE, FT_NO_SQUARE, FT_EMPTY };

      return ft_attacks_custom_piece_attacks (pos, from, p, to, &change);
    }
  if (kind == FT_PAWN)
    return (int) to - (int) from == FT_PAWN_FORWARD (FT_PIECE_COLOUR (p)) + 1
           || (int) to - (int) from == FT_PAWN_FORWARD (FT_PIECE_COLOUR (p)) - 1;
  if ((caps & FT_CAP_KNIGHT) && MIN (adf, adr) == 1 && MAX (adf, adr) == 2)
    return TRUE;
  if ((caps & FT_CAP_CAMEL) && MIN (adf, adr) == 1 && MAX (adf, adr) == 3)
    return TRUE;
  if ((caps & FT_CAP_STEP) && MAX (adf, adr) == 1)
    return TRUE;
  if (((caps & FT_CAP_ORTH) && (df == 0 || dr == 0))
      || ((caps & FT_CAP_DIAG) && adf == adr))
    {
      int d = (dr > 0 ? FT_STRIDE : dr < 0 ? -FT_STRIDE : 0) + (df > 0 ? 1 : df < 0 ? -1 : 0);

      for (int s = from + d; s != to; s += d)
        if (pos->board[s] != FT_EMPTY && s != vacated)
          return FALSE;
      return TRUE;
    }
  return FALSE;
}

/* The lowest-indexed piece of colour `by` attacking `target` (the king's
 * square seen as empty), or FT_NO_SQUARE. */
static FtSquare
lowest_attacker (const FtPosition *pos, FtSquare target, FtColour by, FtSquare king)
{
  FtSquare best = FT_NO_SQUARE;

  for (guint i = 0; i < pos->piece_count[by]; i++)
    {
      FtSquare sq = pos->piece_list[by][i];

      if ((best == FT_NO_SQUARE || sq < best) && piece_attacks (pos, sq, target, king))
        best = sq;
    }
  return best;
}

static int
compare_squares (gconstpointer a, gconstpointer b)
{
  return (int) *(const FtSquare *) a - (int) *(const FtSquare *) b;
}

guint
ft_position_checkmate_contributors (const FtPosition *pos, FtSquare *squares)
{
  FtColour us = pos->side_to_move;
  FtColour them = FT_OTHER_COLOUR (us);
  FtSquare king = pos->king_square[us];
  FtSquare found[9];
  guint n_found = 0, n = 0;
  FtMoveList list;

  if (pos->fog || !ft_position_in_check (pos))
    return 0;
  ft_position_generate_legal (pos, &list);
  if (list.count != 0)
    return 0;

  /* One piece for the king's square, one for each neighbour the king could
   * otherwise step onto: empty, or an enemy piece that is defended. */
  found[n_found++] = lowest_attacker (pos, king, them, king);
  for (int i = 0; i < 8; i++)
    {
      FtSquare sq = king + ft_step_offsets[i];
      FtPiece p = pos->board[sq];

      if (p == FT_OFFBOARD || FT_IS_COLOUR (p, us))
        continue;
      found[n_found++] = lowest_attacker (pos, sq, them, king);
    }

  for (guint i = 0; i < n_found; i++)
    {
      gboolean seen = found[i] == FT_NO_SQUARE;

      for (guint j = 0; j < n && !seen; j++)
        seen = squares[j] == found[i];
      if (!seen)
        squares[n++] = found[i];
    }
  qsort (squares, n, sizeof *squares, compare_squares);
  return n;
}

gboolean
ft_position_move_exposes_king (const FtPosition *pos, FtSquare from, FtSquare to)
{
  FtMoveList pseudo;
  gboolean possible = FALSE;

  if (pos->fog)
    return FALSE; /* every movement is a move */
  ft_movegen_pseudo_from (pos, from, &pseudo);
  for (guint i = 0; i < pseudo.count; i++)
    {
      if (FT_MOVE_TO (pseudo.moves[i]) != to)
        continue;
      possible = TRUE;
      if (ft_position_is_legal (pos, pseudo.moves[i]))
        return FALSE;
    }
  return possible;
}
