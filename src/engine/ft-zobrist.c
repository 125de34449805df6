/* ft-zobrist.c — the hash of a position from scratch. */
#include "ft-position.h"
#include "ft-zobrist.h"

guint64
ft_position_compute_hash (const FtPosition *pos)
{
  guint64 hash = 0;

  for (int rank = 0; rank < pos->ranks; rank++)
    for (int file = 0; file < pos->files; file++)
      {
        FtSquare sq = FT_SQUARE (file, rank);

        if (pos->board[sq] != FT_EMPTY)
          hash ^= ft_zobrist_piece (pos->board[sq], sq);
      }
  if (pos->side_to_move == FT_BLACK)
    hash ^= FT_ZOBRIST_BLACK_TO_MOVE;
  hash ^= ft_zobrist_castling (pos->castling_rights);
  hash ^= ft_zobrist_en_passant (pos->en_passant);
  return hash;
}
