/* ft-board-peer.c — the network opponent's live view on this board: the
 * square it has selected and the piece it drags, drawn in a style of their
 * own (a dashed magenta ring and a translucent disc), so they are never
 * mistaken for this player's own selection (green) or hover (blue).
 * Coordinates are the protocol's (docs/network.md): files and ranks from
 * White's a1 corner, whichever way the board is turned. */
#include "config.h"

#include <math.h>

#include "ft-board-private.h"

static const GdkRGBA peer_colour = { 0.75f, 0.11f, 0.55f, 0.95f };

void
ft_board_set_peer_view (FtBoard *self, FtSquare selected, gboolean has_point, double x, double y)
{
  g_return_if_fail (FT_IS_BOARD (self));

  if (self->peer_selected == selected && self->peer_has_point == has_point
      && (!has_point || (self->peer_x == x && self->peer_y == y)))
    return;
  self->peer_selected = selected;
  self->peer_has_point = has_point;
  self->peer_x = x;
  self->peer_y = y;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

FtSquare
ft_board_get_peer_selected (FtBoard *self)
{
  g_return_val_if_fail (FT_IS_BOARD (self), FT_NO_SQUARE);
  return self->peer_selected;
}

gboolean
ft_board_get_drag_point (FtBoard *self, double *x, double *y)
{
  FtBoardLayout layout;
  double fx, fy;

  g_return_val_if_fail (FT_IS_BOARD (self), FALSE);

  if (!self->dragging || !_ft_board_get_layout (self, &layout))
    return FALSE;
  fx = (self->drag_x - layout.x0) / layout.tile;
  fy = (self->drag_y - layout.y0) / layout.tile;
  /* Widget rows grow downwards; board ranks upwards (unless turned). */
  *x = self->flipped ? layout.files - fx : fx;
  *y = self->flipped ? fy : layout.ranks - fy;
  *x = CLAMP (*x, 0.0, layout.files);
  *y = CLAMP (*y, 0.0, layout.ranks);
  return TRUE;
}

void
_ft_board_snapshot_peer (FtBoard *self, GtkSnapshot *snapshot, const FtBoardLayout *layout)
{
  if (self->peer_selected != FT_NO_SQUARE && FT_SQUARE_FILE (self->peer_selected) < layout->files
      && FT_SQUARE_RANK (self->peer_selected) < layout->ranks)
    {
      double x, y;
      float w = (float) MAX (3.0, round (layout->tile / 14.0));
      float dash = (float) (layout->tile / 6.0);

      _ft_board_square_origin (self, layout, FT_SQUARE_FILE (self->peer_selected),
                               FT_SQUARE_RANK (self->peer_selected), &x, &y);
      /* A dashed ring: short bars along each edge. */
      for (float t = 0; t < layout->tile; t += 2 * dash)
        {
          float len = MIN (dash, (float) layout->tile - t);

          gtk_snapshot_append_color (snapshot, &peer_colour,
                                     &GRAPHENE_RECT_INIT ((float) x + t, (float) y, len, w));
          gtk_snapshot_append_color (snapshot, &peer_colour,
                                     &GRAPHENE_RECT_INIT ((float) x + t,
                                                          (float) (y + layout->tile) - w, len, w));
          gtk_snapshot_append_color (snapshot, &peer_colour,
                                     &GRAPHENE_RECT_INIT ((float) x, (float) y + t, w, len));
          gtk_snapshot_append_color (snapshot, &peer_colour,
                                     &GRAPHENE_RECT_INIT ((float) (x + layout->tile) - w,
                                                          (float) y + t, w, len));
        }
    }
  if (self->peer_has_point)
    {
      double bx = self->flipped ? layout->files - self->peer_x : self->peer_x;
      double by = self->flipped ? self->peer_y : layout->ranks - self->peer_y;
      float r = (float) (layout->tile * 0.3);
      float cx = (float) (layout->x0 + bx * layout->tile);
      float cy = (float) (layout->y0 + by * layout->tile);
      GdkRGBA disc = peer_colour;
      GskRoundedRect circle;

      disc.alpha = 0.45f;
      gsk_rounded_rect_init_from_rect (&circle, &GRAPHENE_RECT_INIT (cx - r, cy - r, 2 * r, 2 * r), r);
      gtk_snapshot_push_rounded_clip (snapshot, &circle);
      gtk_snapshot_append_color (snapshot, &disc, &circle.bounds);
      gtk_snapshot_pop (snapshot);
    }
}
