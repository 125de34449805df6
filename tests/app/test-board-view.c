/* test-board-view.c — the board view (src/app/board) on its own, in a plain
 * window under Xvfb: what it draws (colours at known pixels for the
 * selection, targets, last move, check, checkmate, themes, fog, the hover,
 * peer and cursor outlines; chess custom pieces; checkers pieces, their
 * kinds and crowns), the animation measured in elapsed time
 * (castling's rook, the cap, checkers hop by hop and a blast), the render
 * caches and the idle board, and what screen readers are given. Input is
 * test-board-input.c's. */
#include "config.h"

#include <string.h>

#include "ft-board-animation.h"
#include "ft-checkers-ruleset.h"
#include "ft-chess-ruleset.h"
#include "ft-fen.h"

#include "app-test-util.h"
#include "board-test-util.h"

/* ---- Pixels ------------------------------------------------------------------- */

/* The colour at (fx, fy) of a cell, as fractions of its size. */
static void
pixel (Bare *bare, const Image *image, FtCell cell, double fx, double fy, GdkRGBA *colour)
{
  graphene_rect_t b;
  const guchar *p;

  g_assert_true (ft_board_view_get_cell_bounds (bare->view, cell, &b));
  p = image->pixels + (gsize) (b.origin.y + fy * b.size.height) * image->stride
      + (gsize) (b.origin.x + fx * b.size.width) * 4;
  /* Cairo's ARGB32 in memory: B G R A. */
  *colour = (GdkRGBA) { p[2] / 255.f, p[1] / 255.f, p[0] / 255.f, 1 };
}

/* Near the top-right corner no piece, label or edge reaches. */
static void
assert_cell_is (Bare *bare, const Image *image, FtCell cell, FtHighlight highlight)
{
  gboolean dark = (FT_CELL_FILE (cell) + FT_CELL_RANK (cell)) % 2 == 0;
  graphene_rect_t b;
  GdkRGBA seen, expected;

  g_assert_true (ft_board_view_get_cell_bounds (bare->view, cell, &b));
  pixel (bare, image, cell, 1 - 4 / b.size.width, 3 / b.size.height, &seen);
  ft_board_view_get_cell_colour (bare->view, highlight, dark, &expected);
  g_test_message ("cell %d: seen %.3f %.3f %.3f, expected %.3f %.3f %.3f", cell, seen.red, seen.green,
                  seen.blue, expected.red, expected.green, expected.blue);
  g_assert_cmpfloat_with_epsilon (seen.red, expected.red, 2.5 / 255);
  g_assert_cmpfloat_with_epsilon (seen.green, expected.green, 2.5 / 255);
  g_assert_cmpfloat_with_epsilon (seen.blue, expected.blue, 2.5 / 255);
}

#define ASSERT_CELL(bare, image, name, h) assert_cell_is ((bare), (image), CELL (name), (h))

/* ---- Drawing -------------------------------------------------------------------- */

static void
test_render_highlights (void)
{
  Bare bare;
  Image image = { 0 };

  bare_open (&bare, chess ("k3r3/8/8/8/8/8/4R3/4K3 w - - 0 1", FT_RULES_FOURTEEN), FT_BOARD_WHITE);
  bare.play = TRUE;
  click (&bare, "e2");
  render_view (bare.view, &image);
  /* a1 dark, b1 light; selected green, legal blue, a capture light red;
   * pinned: nothing off the file. */
  ASSERT_CELL (&bare, &image, "a1", FT_HIGHLIGHT_NONE);
  ASSERT_CELL (&bare, &image, "b1", FT_HIGHLIGHT_NONE);
  ASSERT_CELL (&bare, &image, "e2", FT_HIGHLIGHT_SELECTED);
  ASSERT_CELL (&bare, &image, "e5", FT_HIGHLIGHT_LEGAL);
  ASSERT_CELL (&bare, &image, "e4", FT_HIGHLIGHT_LEGAL);
  ASSERT_CELL (&bare, &image, "e8", FT_HIGHLIGHT_CAPTURE);
  ASSERT_CELL (&bare, &image, "d2", FT_HIGHLIGHT_NONE);
  g_free (image.pixels);
  /* The last move in yellow once it has landed. */
  click (&bare, "e5");
  g_assert_true (wait_until (landed, bare.view, 2000));
  render_view (bare.view, &image);
  ASSERT_CELL (&bare, &image, "e2", FT_HIGHLIGHT_LAST_MOVE);
  ASSERT_CELL (&bare, &image, "e5", FT_HIGHLIGHT_LAST_MOVE);
  g_free (image.pixels);
  bare_close (&bare);

  /* Check: dark red. Checkmate: the king red, the mating rook orange. */
  bare_open (&bare, chess ("k3r3/8/8/8/8/8/1R6/4K3 w - - 0 1", FT_RULES_FOURTEEN), FT_BOARD_WHITE);
  render_view (bare.view, &image);
  ASSERT_CELL (&bare, &image, "e1", FT_HIGHLIGHT_CHECK);
  g_free (image.pixels);
  bare_close (&bare);
  bare_open (&bare, chess ("6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1", FT_RULES_FOURTEEN), FT_BOARD_WHITE);
  bare.play = TRUE;
  click (&bare, "a1");
  click (&bare, "a8");
  g_assert_true (wait_until (landed, bare.view, 3000));
  render_view (bare.view, &image);
  ASSERT_CELL (&bare, &image, "g8", FT_HIGHLIGHT_MATED_KING);
  ASSERT_CELL (&bare, &image, "a8", FT_HIGHLIGHT_CONTRIBUTOR);
  g_free (image.pixels);
  bare_close (&bare);
}

/* Board themes change the plain tiles, keep the highlights, and each keeps
 * its dark tiles darker than its light ones. */
static void
test_render_themes (void)
{
  const char *const themes[] = { "brown", "green", "blue", "grey", "high-contrast" };
  GdkRGBA first_dark = { 0 };
  Bare bare;

  bare_open (&bare, chess ("k3r3/8/8/8/8/8/4R3/4K3 w - - 0 1", FT_RULES_FOURTEEN), FT_BOARD_WHITE);
  click (&bare, "e2");
  for (guint i = 0; i < G_N_ELEMENTS (themes); i++)
    {
      Image image = { 0 };
      GdkRGBA dark, light;

      ft_board_view_set_theme (bare.view, themes[i]);
      g_assert_cmpstr (ft_board_view_get_theme (bare.view), ==, themes[i]);
      render_view (bare.view, &image);
      ASSERT_CELL (&bare, &image, "a1", FT_HIGHLIGHT_NONE);
      ASSERT_CELL (&bare, &image, "e2", FT_HIGHLIGHT_SELECTED);
      ASSERT_CELL (&bare, &image, "e4", FT_HIGHLIGHT_LEGAL);
      pixel (&bare, &image, CELL ("a1"), 0.9, 0.1, &dark);
      pixel (&bare, &image, CELL ("b1"), 0.9, 0.1, &light);
      g_assert_cmpfloat (dark.red + dark.green + dark.blue + 0.3, <, light.red + light.green + light.blue);
      if (i == 0)
        first_dark = dark;
      else
        g_assert_false (gdk_rgba_equal (&dark, &first_dark));
      g_free (image.pixels);
    }
  /* An unknown theme is ignored. */
  ft_board_view_set_theme (bare.view, "purple");
  g_assert_cmpstr (ft_board_view_get_theme (bare.view), ==, "high-contrast");
  bare_close (&bare);
}

/* Custom pieces (docs/config.md#pieces): a disc in the piece's colour with
 * its letter, or with "look" the built-in shape and a lettered badge. */
static void
test_render_custom_pieces (void)
{
  g_autofree FtPosition *pos = g_new0 (FtPosition, 1);
  g_autoptr (GError) error = NULL;
  FtCustomKinds kinds = { 0 };
  Image image = { 0 };
  GdkRGBA c;
  Bare bare;

  g_assert_true (ft_custom_kinds_add (&kinds, 'w', 400, "FC", &error));
  g_assert_true (ft_custom_kinds_add (&kinds, 'd', 500, "NN", &error));
  kinds.kinds[1].look = FT_KNIGHT;
  g_assert_true (ft_fen_parse_custom ("k7/8/3w1d2/8/3W1D2/8/8/7K w - - 0 1", FT_RULES_STANDARD, &kinds, pos,
                                      &error));
  bare_open (&bare, FT_RULESET (ft_chess_ruleset_new_start (pos)), FT_BOARD_WHITE);
  render_view (bare.view, &image);
  /* Left of the letter, inside the disc: light for White, dark for Black;
   * the badges of the knight-shaped pieces in their colours. */
  pixel (&bare, &image, CELL ("d4"), 0.2, 0.5, &c);
  g_assert_cmpfloat (c.red + c.green + c.blue, >, 2.7);
  pixel (&bare, &image, CELL ("d6"), 0.2, 0.5, &c);
  g_assert_cmpfloat (c.red + c.green + c.blue, <, 0.75);
  pixel (&bare, &image, CELL ("f4"), 0.64, 0.78, &c);
  g_assert_cmpfloat (c.red + c.green + c.blue, >, 2.7);
  pixel (&bare, &image, CELL ("f6"), 0.64, 0.78, &c);
  g_assert_cmpfloat (c.red + c.green + c.blue, <, 0.75);
  g_free (image.pixels);
  bare_close (&bare);
}

/* Fog of war: a hidden cell is its tile under the fog colour, piece and
 * highlight gone. */
static void
test_render_fog (void)
{
  Image image = { 0 };
  GdkRGBA seen, tile, fog;
  Bare bare;

  {
    g_autofree FtPosition *pos = g_new0 (FtPosition, 1);

    ft_position_set_standard_start (pos);
    pos->fog = TRUE;
    bare_open (&bare, FT_RULESET (ft_chess_ruleset_new_start (pos)), FT_BOARD_WHITE);
  }
  ft_board_model_set_fog_viewer (bare.model, FT_WHITE);
  g_assert_true (ft_board_model_is_fogged (bare.model, CELL ("e8")));
  render_view (bare.view, &image);
  ft_board_view_get_cell_colour (bare.view, FT_HIGHLIGHT_NONE, FALSE, &tile); /* e8 is light */
  ft_board_view_get_fog_colour (bare.view, &fog);
  /* The king's middle, hidden: the fogged tile. */
  pixel (&bare, &image, CELL ("e8"), 0.5, 0.5, &seen);
  g_assert_cmpfloat_with_epsilon (seen.red, fog.red * fog.alpha + tile.red * (1 - fog.alpha), 3.0 / 255);
  g_assert_cmpfloat_with_epsilon (seen.blue, fog.blue * fog.alpha + tile.blue * (1 - fog.alpha), 3.0 / 255);
  ASSERT_CELL (&bare, &image, "e4", FT_HIGHLIGHT_NONE);
  g_free (image.pixels);
  bare_close (&bare);
}

/* Checkers: red and grey cells, Fire's pieces warm and Water's blue, a
 * crown in gold, and the shared highlights on the dark cells. */
static void
test_render_checkers (void)
{
  g_autoptr (FtCheckersBoard) setup = ft_checkers_board_new_empty ();
  Image image = { 0 };
  GdkRGBA c;
  Bare bare;

  ft_checkers_place (setup, ft_checkers_square_from_string ("c3"),
                     FT_CHECKERS_PIECE (FT_CHECKERS_FIRE, FT_CHECKERS_NORMAL, FALSE));
  ft_checkers_place (setup, ft_checkers_square_from_string ("d4"),
                     FT_CHECKERS_PIECE (FT_CHECKERS_WATER, FT_CHECKERS_NORMAL, FALSE));
  ft_checkers_place (setup, ft_checkers_square_from_string ("g7"),
                     FT_CHECKERS_PIECE (FT_CHECKERS_FIRE, FT_CHECKERS_SHIELD, TRUE));
  bare_open (&bare, FT_RULESET (ft_checkers_ruleset_new_from_state (ft_checkers_state (setup))), FT_BOARD_WHITE);
  g_assert_cmpuint (ft_board_model_get_files (bare.model), ==, 8);
  ft_board_model_click (bare.model, ccell ("c3"));
  render_view (bare.view, &image);
  /* b1 is a light (red) cell, a1 dark (grey). */
  pixel (&bare, &image, ccell ("b1"), 0.5, 0.5, &c);
  g_assert_cmpfloat (c.red, >, c.green + 0.3);
  pixel (&bare, &image, ccell ("a1"), 0.5, 0.5, &c);
  g_assert_cmpfloat (ABS (c.red - c.blue), <, 0.1);
  /* Near the disc's rim, above the emblem. */
  pixel (&bare, &image, ccell ("c3"), 0.5, 0.16, &c);
  g_assert_cmpfloat (c.red, >, c.blue + 0.3);
  pixel (&bare, &image, ccell ("d4"), 0.5, 0.16, &c);
  g_assert_cmpfloat (c.blue, >, c.red + 0.3);
  /* The crown's gold above the crowned shield. */
  pixel (&bare, &image, ccell ("g7"), 0.5, 0.2, &c);
  g_assert_cmpfloat (c.red, >, 0.8);
  g_assert_cmpfloat (c.blue, <, 0.4);
  /* The selected piece's cell, and its capture of d4 landing on e5. */
  assert_cell_is (&bare, &image, ccell ("c3"), FT_HIGHLIGHT_SELECTED);
  assert_cell_is (&bare, &image, ccell ("e5"), FT_HIGHLIGHT_CAPTURE);
  g_free (image.pixels);
  bare_close (&bare);
}

static void
move_pointer (Bare *bare, FtCell cell)
{
  g_autoptr (GListModel) controllers = gtk_widget_observe_controllers (GTK_WIDGET (bare->view));
  graphene_rect_t bounds;

  g_assert_true (ft_board_view_get_cell_bounds (bare->view, cell, &bounds));
  for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
    {
      g_autoptr (GObject) controller = g_list_model_get_item (controllers, i);

      if (GTK_IS_EVENT_CONTROLLER_MOTION (controller))
        g_signal_emit_by_name (controller, "motion", bounds.origin.x + bounds.size.width / 2,
                               bounds.origin.y + bounds.size.height / 2);
    }
}

/* The outlines: the hover's blue ring on a piece that may move or a
 * target, the network peer's magenta dashes, the keyboard cursor's orange
 * ring while the board has the focus. */
static void
test_render_outlines (void)
{
  Image image = { 0 };
  GdkRGBA edge, inside, legal;
  Bare bare;

  bare_open (&bare, chess ("k3r3/8/8/8/8/8/4R3/4K3 w - - 0 1", FT_RULES_FOURTEEN), FT_BOARD_WHITE);
  move_pointer (&bare, CELL ("e2"));
  g_assert_cmpint (ft_board_view_get_hover (bare.view), ==, CELL ("e2"));
  move_pointer (&bare, CELL ("e8")); /* the other side's rook */
  g_assert_cmpint (ft_board_view_get_hover (bare.view), ==, FT_NO_CELL);
  click (&bare, "e2");
  move_pointer (&bare, CELL ("d2")); /* pinned: no target */
  g_assert_cmpint (ft_board_view_get_hover (bare.view), ==, FT_NO_CELL);
  move_pointer (&bare, CELL ("e5"));
  g_assert_cmpint (ft_board_view_get_hover (bare.view), ==, CELL ("e5"));
  ft_board_model_set_peer_view (bare.model, CELL ("a8"), FALSE, 0, 0);
  ft_board_model_move_cursor (bare.model, 0, 0); /* the selected rook, e2 */
  g_assert_cmpint (ft_board_model_get_cursor (bare.model), ==, CELL ("e2"));
  gtk_widget_grab_focus (GTK_WIDGET (bare.view));
  spin (20);
  render_view (bare.view, &image);
  pixel (&bare, &image, CELL ("e5"), 0.02, 0.5, &edge);
  pixel (&bare, &image, CELL ("e5"), 0.5, 0.5, &inside);
  ft_board_view_get_cell_colour (bare.view, FT_HIGHLIGHT_LEGAL, TRUE, &legal);
  g_assert_cmpfloat (edge.blue, >, edge.red + 0.3);
  g_assert_cmpfloat_with_epsilon (inside.red, legal.red, 2.5 / 255);
  pixel (&bare, &image, CELL ("a8"), 0.02, 0.02, &edge);
  g_assert_cmpfloat (edge.red, >, edge.green + 0.3);
  g_assert_cmpfloat (edge.blue, >, edge.green + 0.2);
  pixel (&bare, &image, CELL ("e2"), 0.02, 0.5, &edge);
  g_assert_cmpfloat (edge.red, >, 0.8);
  g_assert_cmpfloat (edge.blue, <, 0.2);
  g_free (image.pixels);
  bare_close (&bare);
}

/* ---- Animation -------------------------------------------------------------------- */

static double
seconds_to_land (Bare *bare)
{
  gint64 start = g_get_monotonic_time ();

  g_assert_true (wait_until (landed, bare->view, 3000));
  return (g_get_monotonic_time () - start) / 1e6;
}

/* Castling moves the rook too; 2 tiles at 6 px/frame take 0.27 s; a long
 * capture is capped. */
static void
test_animation_chess (void)
{
  FtCell from[2], to[2];
  double seconds;
  Bare bare;

  bare_open (&bare, chess ("k7/8/8/8/8/8/8/4K2R w K - 0 1", FT_RULES_FOURTEEN), FT_BOARD_WHITE);
  bare.play = TRUE;
  ft_board_view_set_animation_timing (bare.view, 6.0, 0.4);
  click (&bare, "e1");
  click (&bare, "g1");
  g_assert_cmpuint (ft_board_view_get_moving_pieces (bare.view, from, to), ==, 2);
  g_assert_cmpint (from[0], ==, CELL ("e1"));
  g_assert_cmpint (to[0], ==, CELL ("g1"));
  g_assert_cmpint (from[1], ==, CELL ("h1"));
  g_assert_cmpint (to[1], ==, CELL ("f1"));
  seconds = seconds_to_land (&bare);
  g_test_message ("castling %.3f s", seconds);
  g_assert_cmpfloat (seconds, >, 0.2);
  g_assert_cmpfloat (seconds, <, 0.8);
  g_assert_cmpuint (ft_board_view_get_moving_pieces (bare.view, from, to), ==, 0);
  bare_close (&bare);

  /* 7 tiles would take 0.93 s; capped at 0.4 s (a late frame may add up
   * to the stall grace). */
  bare_open (&bare, chess ("n1k5/8/8/8/8/8/8/R3K3 w - - 0 1", FT_RULES_FOURTEEN), FT_BOARD_BOTH_COLOURS);
  bare.play = TRUE;
  ft_board_view_set_animation_timing (bare.view, 6.0, 0.4);
  click (&bare, "a1");
  click (&bare, "a8");
  g_assert_cmpuint (ft_board_view_get_moving_pieces (bare.view, from, to), ==, 1);
  seconds = seconds_to_land (&bare);
  g_test_message ("capped %.3f s", seconds);
  g_assert_cmpfloat (seconds, >, 0.3);
  g_assert_cmpfloat (seconds, <, 0.8);
  /* Animation off: the king's step lands at once (from the main loop,
   * never inside the call that showed it). */
  ft_board_view_set_animate (bare.view, FALSE);
  click (&bare, "c8");
  click (&bare, "c7");
  g_assert_cmpstr (last_request (&bare), ==, "c8c7");
  g_assert_true (ft_board_view_is_animating (bare.view));
  /* Lands with what is ready now, without waiting for frame-clock ticks. */
  g_assert_true (drain_until (landed, bare.view));
  bare_close (&bare);
}

static void
play_cells (Bare *bare, const char *const *names, guint n)
{
  for (guint i = 0; i < n; i++)
    ft_board_model_click (bare->model, ccell (names[i]));
}

/* A checkers multi-jump travels hop by hop; a bomb's capture lands, then
 * blasts. */
static void
test_animation_checkers (void)
{
  static const char *const opening[] = { "g3", "h4", "d6", "c5", "c3", "d4", "c7", "d6", "b2", "c3", "c5", "b4" };
  FtCell from[2], to[2];
  gboolean second_hop = FALSE;
  gint64 start;
  Bare bare;

  bare_open (&bare, checkers (), FT_BOARD_BOTH_COLOURS);
  bare.play = TRUE;
  ft_board_view_set_animate (bare.view, FALSE);
  for (guint i = 0; i < G_N_ELEMENTS (opening); i += 2)
    {
      g_assert_true (wait_until (landed, bare.view, 2000));
      play_cells (&bare, opening + i, 2);
    }
  g_assert_true (wait_until (landed, bare.view, 2000));
  ft_board_view_set_animate (bare.view, TRUE);
  play_cells (&bare, (const char *const[]) { "c3", "a5", "c7" }, 3);
  g_assert_cmpstr (last_request (&bare), ==, "c3a5c7");
  g_assert_cmpuint (ft_board_view_get_moving_pieces (bare.view, from, to), ==, 1);
  g_assert_cmpint (from[0], ==, ccell ("c3"));
  g_assert_cmpint (to[0], ==, ccell ("a5"));
  while (ft_board_view_is_animating (bare.view) && !second_hop)
    {
      spin (10);
      second_hop = ft_board_view_get_moving_pieces (bare.view, from, to) == 1 && from[0] == ccell ("a5");
    }
  g_assert_true (second_hop);
  g_assert_cmpint (to[0], ==, ccell ("c7"));
  g_assert_true (wait_until (landed, bare.view, 2000));
  bare_close (&bare);

  /* Fire's bomb c3-d4, Water f6-e5, the bomb jumps and blasts on f6. */
  bare_open (&bare, checkers (), FT_BOARD_BOTH_COLOURS);
  bare.play = TRUE;
  ft_board_view_set_animate (bare.view, FALSE);
  play_cells (&bare, (const char *const[]) { "c3", "d4" }, 2);
  g_assert_true (wait_until (landed, bare.view, 2000));
  play_cells (&bare, (const char *const[]) { "f6", "e5" }, 2);
  g_assert_true (wait_until (landed, bare.view, 2000));
  ft_board_view_set_animate (bare.view, TRUE);
  start = g_get_monotonic_time ();
  play_cells (&bare, (const char *const[]) { "d4", "f6" }, 2);
  g_assert_true (ft_board_view_is_animating (bare.view));
  while (ft_board_view_is_animating (bare.view) && ft_board_view_get_moving_pieces (bare.view, from, to) > 0)
    spin (5);
  /* The slide is over; the blast goes on. */
  g_assert_true (ft_board_view_is_animating (bare.view));
  g_assert_true (wait_until (landed, bare.view, 3000));
  g_test_message ("jump and blast %.3f s", (g_get_monotonic_time () - start) / 1e6);
  g_assert_cmpint (g_get_monotonic_time () - start, >, FT_BOARD_BLAST_US * 8 / 10);
  bare_close (&bare);
}

/* A hidden board lands a travelling move at once. */
static void
test_animation_hidden (void)
{
  Bare bare;

  bare_open (&bare, chess (NULL, FT_RULES_FOURTEEN), FT_BOARD_WHITE);
  bare.play = TRUE;
  ft_board_view_set_animation_timing (bare.view, 0.5, 1.0); /* slow: the full second */
  click (&bare, "c2");
  click (&bare, "c4");
  g_assert_true (ft_board_view_is_animating (bare.view));
  gtk_widget_set_visible (GTK_WIDGET (bare.window), FALSE);
  g_assert_true (wait_until (landed, bare.view, 300));
  bare_close (&bare);
}

/* ---- Caches, idle, screen readers ---------------------------------------------------- */

static GskRenderNode *
snapshot_of (FtBoardView *view)
{
  GtkSnapshot *snapshot = gtk_snapshot_new ();

  GTK_WIDGET_GET_CLASS (view)->snapshot (GTK_WIDGET (view), snapshot);
  return gtk_snapshot_free_to_node (snapshot);
}

static void
count_paint (GdkFrameClock *clock G_GNUC_UNUSED, guint *paints)
{
  (*paints)++;
}

/* The board's node: the still board, then what lies over it (an empty
 * container when nothing does), the same shape in every frame. GSK's diff
 * of two frames then compares the still boards child by child and damages
 * only the cells that changed; the still board alone in one frame and
 * beside a moving piece in the next made it give up and repaint the whole
 * board (issue 21). */
static GskRenderNode *
still_of (GskRenderNode *board)
{
  g_assert_cmpint (gsk_render_node_get_node_type (board), ==, GSK_CONTAINER_NODE);
  g_assert_cmpuint (gsk_container_node_get_n_children (board), ==, 2);
  return gsk_container_node_get_child (board, 0);
}

static GskRenderNode *
over_of (GskRenderNode *board)
{
  still_of (board);
  return gsk_container_node_get_child (board, 1);
}

static void collect_nodes (GskRenderNode *node, GskRenderNodeType type, GPtrArray *found);

static void
assert_nothing_over (GskRenderNode *board)
{
  GskRenderNode *over = over_of (board);

  g_assert_cmpint (gsk_render_node_get_node_type (over), ==, GSK_CONTAINER_NODE);
  g_assert_cmpuint (gsk_container_node_get_n_children (over), ==, 0);
}

/* Before, during and after a move: the same shape, the travelling pawn
 * over the still board, and still boards that differ by the one piece
 * (GSK's diff follows a few insertions and removals, and gives up past 20). */
static void
test_frame_shape (void)
{
  g_autoptr (GskRenderNode) before = NULL;
  g_autoptr (GskRenderNode) moving = NULL;
  g_autoptr (GskRenderNode) after = NULL;
  g_autoptr (GPtrArray) travelling = g_ptr_array_new ();
  Bare bare;

  bare_open (&bare, chess (NULL, FT_RULES_FOURTEEN), FT_BOARD_WHITE);
  bare.play = TRUE;
  before = snapshot_of (bare.view);
  assert_nothing_over (before);
  click (&bare, "c2");
  click (&bare, "c4");
  g_assert_true (ft_board_view_is_animating (bare.view));
  moving = snapshot_of (bare.view);
  collect_nodes (over_of (moving), GSK_TEXTURE_NODE, travelling);
  g_assert_cmpuint (travelling->len, ==, 1);
  g_assert_cmpuint (gsk_container_node_get_n_children (still_of (moving)), ==,
                    gsk_container_node_get_n_children (still_of (before)) - 1);
  g_assert_true (wait_until (landed, bare.view, 2000));
  after = snapshot_of (bare.view);
  assert_nothing_over (after);
  g_assert_cmpuint (gsk_container_node_get_n_children (still_of (after)), ==,
                    gsk_container_node_get_n_children (still_of (before)));
  bare_close (&bare);
}

/* The hint arrow's node is kept while the arrow stays, also when the still
 * board is made again (here for the keyboard's cursor), so that GSK's diff
 * leaves it out of the damage; another arrow or none makes it go. */
static void
test_arrow_kept (void)
{
  g_autoptr (GskRenderNode) first = NULL;
  g_autoptr (GskRenderNode) cursor_moved = NULL;
  g_autoptr (GskRenderNode) other = NULL;
  g_autoptr (GskRenderNode) cleared = NULL;
  Bare bare;

  bare_open (&bare, chess (NULL, FT_RULES_FOURTEEN), FT_BOARD_WHITE);
  ft_board_view_set_hint_arrow (bare.view, CELL ("c2"), CELL ("c4"));
  first = snapshot_of (bare.view);
  g_assert_cmpint (gsk_render_node_get_node_type (over_of (first)), ==, GSK_CAIRO_NODE);
  ft_board_model_move_cursor (bare.model, 1, 0);
  cursor_moved = snapshot_of (bare.view);
  g_assert_true (still_of (cursor_moved) != still_of (first));
  g_assert_true (over_of (cursor_moved) == over_of (first));
  ft_board_view_set_hint_arrow (bare.view, CELL ("d2"), CELL ("d4"));
  other = snapshot_of (bare.view);
  g_assert_true (over_of (other) != over_of (first));
  ft_board_view_set_hint_arrow (bare.view, FT_NO_CELL, FT_NO_CELL);
  cleared = snapshot_of (bare.view);
  assert_nothing_over (cleared);
  bare_close (&bare);
}

/* A frame with nothing new appends the same still board (no node is made
 * again); a change makes a new one. After a move has landed the board asks
 * for no frame at all. */
static void
test_caches_and_idle (void)
{
  g_autoptr (GskRenderNode) first = NULL;
  g_autoptr (GskRenderNode) again = NULL;
  g_autoptr (GskRenderNode) changed = NULL;
  GdkFrameClock *clock;
  guint paints = 0;
  gulong id;
  Bare bare;

  bare_open (&bare, chess (NULL, FT_RULES_FOURTEEN), FT_BOARD_WHITE);
  bare.play = TRUE;
  first = snapshot_of (bare.view);
  again = snapshot_of (bare.view);
  g_assert_true (still_of (first) == still_of (again));
  click (&bare, "c2");
  changed = snapshot_of (bare.view);
  g_assert_true (still_of (changed) != still_of (first));
  click (&bare, "c4");
  g_assert_true (wait_until (landed, bare.view, 2000));
  spin (100);
  clock = gtk_widget_get_frame_clock (GTK_WIDGET (bare.view));
  id = g_signal_connect (clock, "after-paint", G_CALLBACK (count_paint), &paints);
  spin (300);
  g_signal_handler_disconnect (clock, id);
  g_assert_cmpuint (paints, ==, 0);
  bare_close (&bare);
}

/* The nodes of `type` in a tree of containers and transforms, in order. */
static void
collect_nodes (GskRenderNode *node, GskRenderNodeType type, GPtrArray *found)
{
  GskRenderNodeType node_type = gsk_render_node_get_node_type (node);

  if (node_type == type)
    g_ptr_array_add (found, node);
  if (node_type == GSK_CONTAINER_NODE)
    for (guint i = 0; i < gsk_container_node_get_n_children (node); i++)
      collect_nodes (gsk_container_node_get_child (node, i), type, found);
  else if (node_type == GSK_TRANSFORM_NODE)
    collect_nodes (gsk_transform_node_get_child (node), type, found);
}

/* The same colour at the middle of a cell (a piece's body) in two images. */
static gboolean
same_pixel (Bare *bare, const Image *a, const Image *b, FtCell cell)
{
  GdkRGBA x, y;

  pixel (bare, a, cell, 0.5, 0.6, &x);
  pixel (bare, b, cell, 0.5, 0.6, &y);
  return gdk_rgba_equal (&x, &y);
}

/* The standing pieces of the still board: a cairo node each, a tile
 * wide (the static layer and the coordinates are the board's), none a
 * texture node (GTK 4.8's cairo renderer makes those again in every
 * frame). */
static GPtrArray *
standing_nodes (GskRenderNode *board)
{
  GPtrArray *found = g_ptr_array_new ();
  g_autoptr (GPtrArray) cairo_nodes = g_ptr_array_new ();
  g_autoptr (GPtrArray) textures = g_ptr_array_new ();
  graphene_rect_t board_bounds;

  gsk_render_node_get_bounds (board, &board_bounds);
  collect_nodes (board, GSK_CAIRO_NODE, cairo_nodes);
  for (guint i = 0; i < cairo_nodes->len; i++)
    {
      graphene_rect_t bounds;

      gsk_render_node_get_bounds (cairo_nodes->pdata[i], &bounds);
      if (bounds.size.width < board_bounds.size.width / 4 && bounds.size.height < board_bounds.size.height / 4)
        g_ptr_array_add (found, cairo_nodes->pdata[i]);
    }
  collect_nodes (board, GSK_TEXTURE_NODE, textures);
  g_assert_cmpuint (textures->len, ==, 0);
  return found;
}

/* The plain tiles are one node (a 2×2 block repeated), and so are the
 * coordinates, kept from one move to the next: GTK 4.8's cairo renderer
 * draws every node of the window in each frame that paints anything, so
 * the still board holds a few dozen nodes (the pieces, a container of
 * highlights for each rank), not one for each of the 196 cells. A
 * highlight is drawn over its tile; the render tests check every colour. */
static void
test_static_layer (void)
{
  g_autoptr (GskRenderNode) first = NULL;
  g_autoptr (GskRenderNode) moved = NULL;
  GskRenderNode *still_first, *still_moved;
  Image after = { 0 };
  Bare bare;

  bare_open (&bare, chess (NULL, FT_RULES_FOURTEEN), FT_BOARD_WHITE);
  bare.play = TRUE;
  first = snapshot_of (bare.view);
  still_first = still_of (first);
  /* The tiles, 14 ranks of highlights, 56 pieces, the coordinates. */
  g_assert_cmpuint (gsk_container_node_get_n_children (still_first), <=, 1 + 14 + 56 + 4);
  g_assert_cmpint (gsk_render_node_get_node_type (gsk_container_node_get_child (still_first, 0)), ==,
                   GSK_REPEAT_NODE);
  click (&bare, "c2");
  click (&bare, "c4");
  g_assert_true (wait_until (landed, bare.view, 2000));
  moved = snapshot_of (bare.view);
  still_moved = still_of (moved);
  g_assert_true (still_moved != still_first);
  g_assert_true (gsk_container_node_get_child (still_moved, 0) == gsk_container_node_get_child (still_first, 0));
  g_assert_true (gsk_container_node_get_child (still_moved, gsk_container_node_get_n_children (still_moved) - 1)
                 == gsk_container_node_get_child (still_first, gsk_container_node_get_n_children (still_first) - 1));
  render_view (bare.view, &after);
  ASSERT_CELL (&bare, &after, "c2", FT_HIGHLIGHT_LAST_MOVE);
  ASSERT_CELL (&bare, &after, "d2", FT_HIGHLIGHT_NONE);
  ASSERT_CELL (&bare, &after, "e2", FT_HIGHLIGHT_NONE);
  g_free (after.pixels);
  bare_close (&bare);
}

/* Each standing piece is its sprite's one cairo node, shared by the pieces
 * that look alike and kept from one still board to the next; the moved
 * piece is drawn where it landed, and no longer where it stood. */
static void
test_standing_pieces (void)
{
  g_autoptr (GskRenderNode) first = NULL;
  g_autoptr (GskRenderNode) moved = NULL;
  g_autoptr (GPtrArray) before_nodes = NULL;
  g_autoptr (GPtrArray) after_nodes = NULL;
  g_autoptr (GHashTable) distinct = g_hash_table_new (NULL, NULL);
  Image before = { 0 }, after = { 0 };
  Bare bare;

  bare_open (&bare, chess (NULL, FT_RULES_FOURTEEN), FT_BOARD_WHITE);
  bare.play = TRUE;
  first = snapshot_of (bare.view);
  before_nodes = standing_nodes (first);
  /* 56 pieces of the 10 kinds at the start, 2 colours: 20 sprites. */
  g_assert_cmpuint (before_nodes->len, ==, 56);
  for (guint i = 0; i < before_nodes->len; i++)
    g_hash_table_add (distinct, before_nodes->pdata[i]);
  g_assert_cmpuint (g_hash_table_size (distinct), ==, 20);
  render_view (bare.view, &before);
  click (&bare, "c2");
  click (&bare, "c4");
  g_assert_true (wait_until (landed, bare.view, 2000));
  moved = snapshot_of (bare.view);
  after_nodes = standing_nodes (moved);
  g_assert_cmpuint (after_nodes->len, ==, 56);
  for (guint i = 0; i < after_nodes->len; i++)
    g_assert_true (g_hash_table_contains (distinct, after_nodes->pdata[i]));
  render_view (bare.view, &after);
  /* The pawn's middle: on c2 before, on c4 after. */
  g_assert_false (same_pixel (&bare, &before, &after, CELL ("c2")));
  g_assert_false (same_pixel (&bare, &before, &after, CELL ("c4")));
  ASSERT_CELL (&bare, &after, "c2", FT_HIGHLIGHT_LAST_MOVE);
  g_free (before.pixels);
  g_free (after.pixels);
  bare_close (&bare);
}

/* The board is a grid named "Board"; a move is said as it lands; the
 * cursor's cell is described again whenever the position or the board's
 * size changes. */
static void
test_accessible (void)
{
  g_autoptr (FtGame) standard = NULL;
  Bare bare;

  bare_open (&bare, chess (NULL, FT_RULES_FOURTEEN), FT_BOARD_WHITE);
  bare.play = TRUE;
  g_assert_cmpint (gtk_accessible_get_accessible_role (GTK_ACCESSIBLE (bare.view)), ==,
                   GTK_ACCESSIBLE_ROLE_GRID);
  gtk_test_accessible_assert_property (GTK_ACCESSIBLE (bare.view), GTK_ACCESSIBLE_PROPERTY_LABEL, "Board");
  ft_board_model_move_cursor (bare.model, 0, 0);
  ft_board_model_move_cursor (bare.model, -5, 1);
  gtk_test_accessible_assert_property (GTK_ACCESSIBLE (bare.view), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                       "c2, white pawn");
  click (&bare, "c2");
  click (&bare, "c4");
  g_assert_true (wait_until (landed, bare.view, 2000));
  gtk_test_accessible_assert_property (GTK_ACCESSIBLE (bare.view), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                       "Board: White pawn c2 to c4");
  gtk_test_accessible_assert_property (GTK_ACCESSIBLE (bare.view), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                       "c2, empty");
  /* The far corner, then an 8×8 game: the cursor stays on the board. */
  for (int i = 0; i < 16; i++)
    ft_board_model_move_cursor (bare.model, 1, 1);
  gtk_test_accessible_assert_property (GTK_ACCESSIBLE (bare.view), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                       "n14, black rook");
  {
    g_autofree FtPosition *pos = g_new0 (FtPosition, 1);

    ft_position_set_standard_start (pos);
    standard = ft_game_new (pos, FT_WHITE, 60000, 0, 60000, 0);
  }
  ft_board_model_set_game (bare.model, standard);
  gtk_test_accessible_assert_property (GTK_ACCESSIBLE (bare.view), GTK_ACCESSIBLE_PROPERTY_LABEL, "Board");
  gtk_test_accessible_assert_property (GTK_ACCESSIBLE (bare.view), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                       "h8, black rook");
  ft_board_model_set_game (bare.model, NULL);
  ft_clock_stop (ft_game_get_clock (standard));
  bare_close (&bare);
}

int
main (int argc, char **argv)
{
  gtk_test_init (&argc, &argv, NULL);
  load_app_css ();
  g_test_add_func ("/board-view/render/highlights", test_render_highlights);
  g_test_add_func ("/board-view/render/themes", test_render_themes);
  g_test_add_func ("/board-view/render/custom-pieces", test_render_custom_pieces);
  g_test_add_func ("/board-view/render/fog", test_render_fog);
  g_test_add_func ("/board-view/render/checkers", test_render_checkers);
  g_test_add_func ("/board-view/render/outlines", test_render_outlines);
  g_test_add_func ("/board-view/animation/chess", test_animation_chess);
  g_test_add_func ("/board-view/animation/checkers", test_animation_checkers);
  g_test_add_func ("/board-view/animation/hidden", test_animation_hidden);
  g_test_add_func ("/board-view/caches-and-idle", test_caches_and_idle);
  g_test_add_func ("/board-view/frame-shape", test_frame_shape);
  g_test_add_func ("/board-view/static-layer", test_static_layer);
  g_test_add_func ("/board-view/arrow-kept", test_arrow_kept);
  g_test_add_func ("/board-view/standing-pieces", test_standing_pieces);
  g_test_add_func ("/board-view/accessible", test_accessible);
  return g_test_run ();
}
