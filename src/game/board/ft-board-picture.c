/* ft-board-picture.c — what stands where as a board draws it
 * (FtBoardPicture, ft-board-model.h): taken from a position, and moved on
 * by a move's hops. */
#include "config.h"

#include "ft-board-model.h"

gboolean
ft_board_picture_get (const FtBoardPicture *picture, FtCell cell, FtGamePiece *piece)
{
  g_return_val_if_fail (picture != NULL, FALSE);

  if (!ft_cell_set_has (&picture->occupied, cell))
    return FALSE;
  if (piece != NULL)
    *piece = picture->pieces[cell];
  return TRUE;
}

void
ft_board_picture_take (FtBoardPicture *picture, FtRuleset *rules)
{
  guint files = ft_ruleset_get_files (rules), ranks = ft_ruleset_get_ranks (rules);

  ft_cell_set_clear (&picture->occupied);
  for (guint rank = 0; rank < ranks; rank++)
    for (guint file = 0; file < files; file++)
      {
        FtCell cell = FT_CELL (file, rank);

        if (ft_ruleset_get_piece (rules, cell, &picture->pieces[cell]))
          ft_cell_set_add (&picture->occupied, cell);
      }
}

static void
picture_remove (FtBoardPicture *picture, FtCell cell)
{
  if (FT_CELL_IS_VALID (cell))
    picture->occupied.bits[cell / 64] &= ~(G_GUINT64_CONSTANT (1) << (cell % 64));
}

void
ft_board_picture_apply_hop (FtBoardPicture *picture, const FtMoveHop *hop)
{
  FtGamePiece with;
  gboolean has_with;

  g_return_if_fail (picture != NULL && hop != NULL);

  has_with = ft_board_picture_get (picture, hop->with_from, &with);
  for (guint i = 0; i < G_N_ELEMENTS (hop->removed.bits); i++)
    picture->occupied.bits[i] &= ~hop->removed.bits[i];
  picture_remove (picture, hop->from);
  picture_remove (picture, hop->with_from);
  if (has_with && FT_CELL_IS_VALID (hop->with_to))
    {
      picture->pieces[hop->with_to] = with;
      ft_cell_set_add (&picture->occupied, hop->with_to);
    }
  if (hop->survives && FT_CELL_IS_VALID (hop->to))
    {
      picture->pieces[hop->to] = hop->lands_as;
      ft_cell_set_add (&picture->occupied, hop->to);
    }
  else
    picture_remove (picture, hop->to);
}

