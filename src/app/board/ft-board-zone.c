/* ft-board-zone.c — the promotion zone on the board
 * (docs/playing.md#the-promotion-zone): the cells where a pawn becomes
 * another piece, as the rules give them (ft_ruleset_get_promotion_cells),
 * set apart by a thin gold line on the edge a pawn crosses to enter them.
 * On Fourteen's board both sides' zones meet in the middle, so one line
 * runs across the board between the two ranks; in standard chess it sets
 * each side's last rank apart. Only the edge is drawn: the squares keep
 * their exact colours (and the highlights theirs). The zone belongs to the
 * rules, not the position: it is drawn once with the tiles
 * (ft-board-layers.h) and made again only when they are. */
#include "config.h"

#include <math.h>

#include "ft-board-layers.h"

/* A warm gold, seen on both the light and the dark squares of every theme. */
static const GdkRGBA zone_line = { 0.93f, 0.64f, 0.05f, 0.9f };

static gboolean
on_board (const FtBoardLayout *layout, FtCell cell)
{
  return FT_CELL_IS_VALID (cell) && FT_CELL_FILE (cell) < layout->files && FT_CELL_RANK (cell) < layout->ranks;
}

/* One side's zone: the line where its pawns come from (the edge shared
 * with the cell behind, as that side moves, outside the zone). */
static gboolean
append_side (const FtBoardLayerContext *context, GtkSnapshot *snapshot, const FtBoardLayout *layout,
             FtColour side)
{
  float width = (float) MAX (2.0, round (layout->tile / 20.0));
  int behind = side == FT_WHITE ? -FT_CELL_STRIDE : FT_CELL_STRIDE;
  FtCellSet zone;

  if (!ft_ruleset_get_promotion_cells (context->rules, side, &zone))
    return FALSE;
  for (FtCell cell = 0; cell < FT_N_CELLS; cell++)
    {
      FtCell from = cell + behind;
      double x, y, fx, fy;
      float edge;

      if (!ft_cell_set_has (&zone, cell) || !on_board (layout, cell) || !on_board (layout, from)
          || ft_cell_set_has (&zone, from))
        continue;
      ft_board_layout_cell_origin (layout, context->flipped, cell, &x, &y);
      /* The edge shared with the cell behind, above or below as seen. */
      ft_board_layout_cell_origin (layout, context->flipped, from, &fx, &fy);
      edge = (float) (fy > y ? y + layout->tile : y);
      gtk_snapshot_append_color (snapshot, &zone_line,
                                 &GRAPHENE_RECT_INIT ((float) x, edge - width / 2, (float) layout->tile, width));
    }
  return TRUE;
}

GskRenderNode *
ft_board_layers_make_zone (const FtBoardLayerContext *context, const FtBoardLayout *layout)
{
  GtkSnapshot *snapshot;
  gboolean any = FALSE;

  if (context->rules == NULL)
    return NULL;
  snapshot = gtk_snapshot_new ();
  for (int side = 0; side < 2; side++)
    any |= append_side (context, snapshot, layout, (FtColour) side);
  if (!any)
    {
      g_object_unref (snapshot);
      return NULL;
    }
  return gtk_snapshot_free_to_node (snapshot);
}
