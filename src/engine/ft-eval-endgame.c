/* ft-eval-endgame.c — drawn endgames, see ft-eval-endgame.h. */
#include "ft-eval-endgame.h"

#include "ft-eval.h"

/* What one side has, for the rules below. */
typedef struct {
  int pieces;         /* pieces other than king and pawns */
  int material;       /* their worth */
  int pawns;
  int knights;
  int bishops;        /* bishops and camels: both keep to one square colour */
  int light_bishops;  /* of those, on light squares */
  int plain_bishops;  /* real bishops (the opposite-colour rule) */
  guint32 pawn_files; /* bit per file */
  int most_advanced;  /* rank of the pawn nearest promotion, -1 if none */
} Side;

static gboolean
square_is_light (FtSquare sq)
{
  /* a1 is dark. */
  return ((FT_SQUARE_FILE (sq) + FT_SQUARE_RANK (sq)) & 1) != 0;
}

static void
count_side (const FtPosition *pos, FtColour c, Side *side)
{
  *side = (Side) { .most_advanced = -1 };
  for (int i = 0; i < pos->piece_count[c]; i++)
    {
      FtSquare sq = pos->piece_list[c][i];
      FtKind kind = FT_PIECE_KIND (pos->board[sq]);
      int rank = FT_SQUARE_RANK (sq);

      switch (kind)
        {
        case FT_KING:
          continue;
        case FT_PAWN:
          side->pawns++;
          side->pawn_files |= 1u << FT_SQUARE_FILE (sq);
          /* Nearest to promotion: the highest rank for White. */
          if (side->most_advanced < 0
              || (c == FT_WHITE ? rank > side->most_advanced : rank < side->most_advanced))
            side->most_advanced = rank;
          continue;
        case FT_KNIGHT:
          side->knights++;
          break;
        case FT_BISHOP:
          side->plain_bishops++;
          G_GNUC_FALLTHROUGH;
        case FT_CAMEL:
          side->bishops++;
          side->light_bishops += square_is_light (sq);
          break;
        default:
          break;
        }
      side->pieces++;
      side->material += ft_eval_kind_value (pos, kind);
    }
}

/* Only knights, or only colour-bound pieces all on one colour: no mate
 * against a bare king (two knights cannot force it either). */
static gboolean
cannot_mate (const Side *s)
{
  if (s->pieces == 0)
    return TRUE;
  if (s->pieces == 1 && s->knights == 1)
    return TRUE;
  if (s->knights == s->pieces && s->knights <= 2)
    return TRUE;
  return s->bishops == s->pieces && (s->light_bishops == 0 || s->light_bishops == s->bishops);
}

/* Pawns all on one rook file, promotion on the board's last rank, the
 * bishops (if any) on the other colour than the promotion square, and the
 * defending king on or next to that square: a fortress. */
static gboolean
wrong_rook_pawn (const FtPosition *pos, FtColour strong, const Side *s)
{
  guint32 last_file = 1u << (pos->files - 1);
  int promotion_rank = pos->promotion_rank[strong];
  int edge = strong == FT_WHITE ? pos->ranks - 1 : 0;
  FtSquare king = pos->king_square[FT_OTHER_COLOUR (strong)];
  FtSquare corner;

  if (s->pawns == 0 || promotion_rank != edge || s->pieces != s->plain_bishops)
    return FALSE;
  if (s->pawn_files != 1u && s->pawn_files != last_file)
    return FALSE;
  if (s->light_bishops != 0 && s->light_bishops != s->plain_bishops)
    return FALSE;
  corner = FT_SQUARE (s->pawn_files == 1u ? 0 : pos->files - 1, promotion_rank);
  if (s->plain_bishops > 0 && (s->light_bishops > 0) == square_is_light (corner))
    return FALSE;
  return ft_square_distance (king, corner) <= 1;
}

int
ft_eval_endgame_scale (const FtPosition *pos, FtColour strong)
{
  Side s, w;
  int bishop = ft_eval_kind_value (pos, FT_BISHOP);

  /* Under fog of war a king can be taken: nothing is a dead draw. */
  if (pos->fog)
    return FT_EVAL_SCALE_NORMAL;
  count_side (pos, strong, &s);
  if (s.pawns == 0)
    {
      if (cannot_mate (&s))
        return 0;
      count_side (pos, FT_OTHER_COLOUR (strong), &w);
      if (s.material - w.material <= bishop)
        {
          if (s.material < ft_eval_kind_value (pos, FT_ROOK))
            return 0;
          return w.material <= bishop ? 4 : 14;
        }
      return FT_EVAL_SCALE_NORMAL;
    }
  if (wrong_rook_pawn (pos, strong, &s))
    return 0;
  if (s.pieces == 1 && s.plain_bishops == 1)
    {
      count_side (pos, FT_OTHER_COLOUR (strong), &w);
      if (w.pieces == 1 && w.plain_bishops == 1 && (s.light_bishops != w.light_bishops))
        return 32;
    }
  return FT_EVAL_SCALE_NORMAL;
}
