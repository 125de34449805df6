/* ft-perft.c — counting leaf nodes of the legal move tree. */
#include "ft-position.h"

guint64
ft_position_perft (FtPosition *pos, guint depth)
{
  FtMoveList list;
  guint64 nodes = 0;

  if (depth == 0)
    return 1;
  /* Bulk counting: the moves at the last ply are legal, so count them. */
  if (depth == 1)
    return ft_position_count_legal (pos);
  ft_position_generate_legal (pos, &list);
  for (guint i = 0; i < list.count; i++)
    {
      ft_position_make_move (pos, list.moves[i]);
      nodes += ft_position_perft (pos, depth - 1);
      ft_position_unmake_move (pos);
    }
  return nodes;
}
