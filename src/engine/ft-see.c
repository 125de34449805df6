/* ft-see.c — static exchange evaluation (ft-see.h). */
#include "ft-see.h"

#include "ft-attacks.h"
#include "ft-eval.h"

/* Longest exchange followed: every piece of both sides. */
#define MAX_SWAPS (2 * FT_MAX_PIECES + 2)

typedef struct {
  FtSquare square;
  FtPiece piece;
} Removed;

/* The least valuable piece of `side` attacking `to` on the board as it now
 * is; FT_NO_SQUARE if none. */
static FtSquare
least_valuable_attacker (const FtPosition *pos, FtSquare to, FtColour side, int *value)
{
  FtSquare attackers[FT_MAX_PIECES];
  guint n = ft_position_attackers (pos, to, side, attackers);
  FtSquare best = FT_NO_SQUARE;

  *value = G_MAXINT;
  for (guint i = 0; i < n; i++)
    {
      int v = ft_eval_exchange_value (pos, FT_PIECE_KIND (pos->board[attackers[i]]));
      if (v < *value)
        {
          *value = v;
          best = attackers[i];
        }
    }
  return best;
}

int
ft_see (const FtPosition *const_pos, FtMove move)
{
  /* The board is borrowed and given back (ft-see.h). */
  FtPosition *pos = (FtPosition *) const_pos;
  FtSquare from = FT_MOVE_FROM (move);
  FtSquare to = FT_MOVE_TO (move);
  FtColour side = pos->side_to_move;
  FtKind mover = FT_PIECE_KIND (pos->board[from]);
  FtKind promotion = FT_MOVE_PROMOTION (move);
  Removed removed[MAX_SWAPS + 2];
  guint n_removed = 0;
  int gain[MAX_SWAPS + 1];
  int on_square; /* value of the piece standing on `to` now */
  int d = 0;

  if (FT_MOVE_SPECIAL (move) == FT_MOVE_CASTLING)
    return 0;
  gain[0] = 0;
  if (FT_MOVE_SPECIAL (move) == FT_MOVE_EN_PASSANT)
    {
      FtSquare victim = (FtSquare) (to - FT_PAWN_FORWARD (side));
      removed[n_removed++] = (Removed) { victim, pos->board[victim] };
      pos->board[victim] = FT_EMPTY;
      gain[0] = ft_eval_kind_value (pos, FT_PAWN);
    }
  else if (FT_MOVE_IS_CAPTURE (move))
    gain[0] = ft_eval_kind_value (pos, FT_PIECE_KIND (pos->board[to]));
  on_square = ft_eval_exchange_value (pos, mover);
  if (promotion != FT_NO_KIND)
    {
      gain[0] += ft_eval_kind_value (pos, promotion) - ft_eval_kind_value (pos, FT_PAWN);
      on_square = ft_eval_kind_value (pos, promotion);
    }
  removed[n_removed++] = (Removed) { from, pos->board[from] };
  pos->board[from] = FT_EMPTY;

  for (;;)
    {
      int value;
      FtSquare attacker;

      side = FT_OTHER_COLOUR (side);
      attacker = least_valuable_attacker (pos, to, side, &value);
      if (attacker == FT_NO_SQUARE || d >= MAX_SWAPS)
        break;
      if (FT_PIECE_KIND (pos->board[attacker]) == FT_KING)
        {
          /* The king may take only a piece nothing defends any more. */
          int ignored;
          FtPiece king = pos->board[attacker];
          gboolean defended;

          pos->board[attacker] = FT_EMPTY;
          defended = least_valuable_attacker (pos, to, FT_OTHER_COLOUR (side), &ignored) != FT_NO_SQUARE;
          pos->board[attacker] = king;
          if (defended)
            break;
        }
      d++;
      gain[d] = on_square - gain[d - 1];
      on_square = value;
      removed[n_removed++] = (Removed) { attacker, pos->board[attacker] };
      pos->board[attacker] = FT_EMPTY;
    }

  /* Each side stops taking when taking would lose. */
  for (; d > 0; d--)
    gain[d - 1] = -MAX (-gain[d - 1], gain[d]);

  while (n_removed > 0)
    {
      n_removed--;
      pos->board[removed[n_removed].square] = removed[n_removed].piece;
    }
  return gain[0];
}
