/* ft-board-arrow.c — the board view's hint arrow (docs/playing.md#hints):
 * one arrow from a cell to another, drawn over the pieces as a layer of its
 * own after the cached still board, so that setting or clearing it redraws
 * without touching any render cache. The view keeps its node while it
 * stays (ft-board-view-draw.c): a frame that draws the board again for
 * another reason (the pointer, a moving piece) then leaves the arrow out of
 * GSK's damage.
 *
 * The arrow is one translucent shape (a round tail, a shaft, a head), filled
 * once so that no part of it is darker where parts overlap, with a thin
 * light rim that keeps it readable on light and dark cells of every theme.
 * The head's tip stops short of the target's centre, so the piece there
 * stays visible.
 */
#include "config.h"

#include <math.h>

#include "ft-board-layers.h"

/* Adwaita green 5 (#26a269): the colour of "good move" in chess programs,
 * apart from every highlight and theme colour of the board. */
static const GdkRGBA arrow_fill = { 0.149f, 0.635f, 0.412f, 0.82f };
static const GdkRGBA arrow_rim = { 1.0f, 1.0f, 1.0f, 0.75f };

/* The arrow's outline from (fx, fy) to (tx, ty), for a tile of `tile` px. */
static void
trace_arrow (cairo_t *cr, double fx, double fy, double tx, double ty, double tile)
{
  double dx = tx - fx, dy = ty - fy;
  double length = hypot (dx, dy);
  double ux = dx / length, uy = dy / length; /* along */
  double nx = -uy, ny = ux;                  /* across */
  double shaft = tile * 0.11;                /* half widths */
  double head = tile * 0.30;
  double head_length = MIN (tile * 0.55, length * 0.6);
  double tip_x = tx - ux * tile * 0.12, tip_y = ty - uy * tile * 0.12;
  double base_x = tip_x - ux * head_length, base_y = tip_y - uy * head_length;
  double angle = atan2 (ny, nx);

  cairo_move_to (cr, fx + nx * shaft, fy + ny * shaft);
  cairo_line_to (cr, base_x + nx * shaft, base_y + ny * shaft);
  cairo_line_to (cr, base_x + nx * head, base_y + ny * head);
  cairo_line_to (cr, tip_x, tip_y);
  cairo_line_to (cr, base_x - nx * head, base_y - ny * head);
  cairo_line_to (cr, base_x - nx * shaft, base_y - ny * shaft);
  cairo_line_to (cr, fx - nx * shaft, fy - ny * shaft);
  /* The round tail, behind the start. */
  cairo_arc_negative (cr, fx, fy, shaft, angle + G_PI, angle);
  cairo_close_path (cr);
}

GskRenderNode *
ft_board_layers_make_arrow (const FtBoardLayout *layout, gboolean flipped, FtCell from, FtCell to)
{
  graphene_rect_t bounds;
  double fx, fy, tx, ty, half = layout->tile / 2;
  GskRenderNode *node;
  cairo_t *cr;

  ft_board_layout_cell_origin (layout, flipped, from, &fx, &fy);
  ft_board_layout_cell_origin (layout, flipped, to, &tx, &ty);
  fx += half, fy += half, tx += half, ty += half;
  graphene_rect_init (&bounds, (float) (MIN (fx, tx) - layout->tile), (float) (MIN (fy, ty) - layout->tile),
                      (float) (fabs (tx - fx) + 2 * layout->tile), (float) (fabs (ty - fy) + 2 * layout->tile));
  node = gsk_cairo_node_new (&bounds);
  cr = gsk_cairo_node_get_draw_context (node);
  cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
  trace_arrow (cr, fx, fy, tx, ty, layout->tile);
  gdk_cairo_set_source_rgba (cr, &arrow_fill);
  cairo_fill_preserve (cr);
  cairo_set_line_width (cr, MAX (1.5, layout->tile / 30.0));
  gdk_cairo_set_source_rgba (cr, &arrow_rim);
  cairo_stroke (cr);
  cairo_destroy (cr);
  return node;
}
