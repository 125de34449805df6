/* test-board-layers.c — the board's layers that do not move
 * (ft-board-layers.h), made from the geometry alone: a cell's corner as
 * seen from either side, the tiles covering exactly the squares, the
 * promotion zone's line only where the rules mark one, the hint arrow
 * around its two cells. (The coordinates' places: test-board-coordinates.) */
#include "config.h"

#include "app-test-util.h"
#include "ft-board-layers.h"
#include "ft-chess-ruleset.h"

static const FtBoardLayout layout = { 14, 14, 40.0, 10.0, 20.0, 0.0 };

static void
test_cell_origin (void)
{
  double x, y;

  /* a1: bottom left for White, top right for Black. */
  ft_board_layout_cell_origin (&layout, FALSE, FT_CELL (0, 0), &x, &y);
  g_assert_cmpfloat (x, ==, 10.0);
  g_assert_cmpfloat (y, ==, 20.0 + 13 * 40.0);
  ft_board_layout_cell_origin (&layout, TRUE, FT_CELL (0, 0), &x, &y);
  g_assert_cmpfloat (x, ==, 10.0 + 13 * 40.0);
  g_assert_cmpfloat (y, ==, 20.0);
  ft_board_layout_cell_origin (&layout, FALSE, FT_CELL (13, 13), &x, &y);
  g_assert_cmpfloat (x, ==, 10.0 + 13 * 40.0);
  g_assert_cmpfloat (y, ==, 20.0);
}

static void
test_tiles_cover_the_squares (void)
{
  GtkWidget *widget = g_object_ref_sink (gtk_label_new (NULL));
  FtBoardLayerContext context = { widget, FALSE, FT_GAME_KIND_CHESS, { 0, 0, 0, 1 }, NULL };
  FtBoardLook look = { { 1, 1, 1, 1 }, { 0, 0, 0, 1 }, { 0, 0, 0, 1 }, { 1, 1, 1, 1 }, 48 };
  g_autoptr (GskRenderNode) tiles = ft_board_layers_make_tiles (&context, &layout, &look);
  graphene_rect_t bounds;

  gsk_render_node_get_bounds (tiles, &bounds);
  g_assert_cmpfloat (bounds.origin.x, ==, 10.0);
  g_assert_cmpfloat (bounds.origin.y, ==, 20.0);
  g_assert_cmpfloat (bounds.size.width, ==, 14 * 40.0);
  g_assert_cmpfloat (bounds.size.height, ==, 14 * 40.0);
  g_object_unref (widget);
}

static void
test_zone_only_with_rules (void)
{
  GtkWidget *widget = g_object_ref_sink (gtk_label_new (NULL));
  FtBoardLayerContext context = { widget, FALSE, FT_GAME_KIND_CHESS, { 0, 0, 0, 1 }, NULL };
  g_autofree FtPosition *start = g_new0 (FtPosition, 1);
  FtRuleset *rules;
  GskRenderNode *zone;
  graphene_rect_t bounds;

  g_assert_null (ft_board_layers_make_zone (&context, &layout));
  ft_position_set_standard_start (start);
  rules = FT_RULESET (ft_chess_ruleset_new_start (start));
  context.rules = rules;
  {
    const FtBoardLayout eight = { 8, 8, 40.0, 0.0, 0.0, 0.0 };

    zone = ft_board_layers_make_zone (&context, &eight);
    g_assert_nonnull (zone);
    /* Standard chess: a line under rank 8 and one over rank 1. */
    gsk_render_node_get_bounds (zone, &bounds);
    g_assert_cmpfloat (bounds.size.width, ==, 8 * 40.0);
    g_assert_cmpfloat (bounds.origin.y, <, 40.0 + 3);
    g_assert_cmpfloat (bounds.origin.y + bounds.size.height, >, 7 * 40.0 - 3);
  }
  gsk_render_node_unref (zone);
  g_object_unref (rules);
  g_object_unref (widget);
}

static void
test_arrow_around_its_cells (void)
{
  g_autoptr (GskRenderNode) arrow = ft_board_layers_make_arrow (&layout, FALSE, FT_CELL (4, 1), FT_CELL (4, 3));
  graphene_rect_t bounds;
  double fx, fy, tx, ty;

  ft_board_layout_cell_origin (&layout, FALSE, FT_CELL (4, 1), &fx, &fy);
  ft_board_layout_cell_origin (&layout, FALSE, FT_CELL (4, 3), &tx, &ty);
  gsk_render_node_get_bounds (arrow, &bounds);
  g_assert_true (graphene_rect_contains_point (&bounds, &GRAPHENE_POINT_INIT ((float) fx + 20, (float) fy + 20)));
  g_assert_true (graphene_rect_contains_point (&bounds, &GRAPHENE_POINT_INIT ((float) tx + 20, (float) ty + 20)));
  g_assert_cmpfloat (bounds.size.width, <=, 3 * 40.0);
}

int
main (int argc, char **argv)
{
  gtk_test_init (&argc, &argv, NULL);
  g_test_add_func ("/board-layers/cell-origin", test_cell_origin);
  g_test_add_func ("/board-layers/tiles-cover-the-squares", test_tiles_cover_the_squares);
  g_test_add_func ("/board-layers/zone-only-with-rules", test_zone_only_with_rules);
  g_test_add_func ("/board-layers/arrow-around-its-cells", test_arrow_around_its_cells);
  return g_test_run ();
}
