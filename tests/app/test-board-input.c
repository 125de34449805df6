/* test-board-input.c — the board view's input, turned into board model
 * calls (src/app/board/ft-board-view-input.c): clicks and drags through
 * its gesture (and through real X events), the keys, the promotion
 * popover; the board asks for moves and plays none itself. */
#include "config.h"

#include <gdk/x11/gdkx.h>
#include <string.h>

#include "board-test-util.h"
#include "ft-checkers-ruleset.h"

/* Clicks and drags become model calls: the request names the move; the
 * board plays nothing itself. */
static void
test_input_requests (void)
{
  Bare bare;
  g_autofree char *before = NULL;
  g_autofree char *after = NULL;

  bare_open (&bare, chess (NULL, FT_RULES_FOURTEEN), FT_BOARD_WHITE);
  before = ft_ruleset_write_position (ft_game_get_rules (bare.game));
  drag_cells (bare.view, CELL ("c2"), CELL ("c2"));
  g_assert_cmpint (ft_board_model_get_selected (bare.model), ==, CELL ("c2"));
  drag_cells (bare.view, CELL ("c4"), CELL ("c4"));
  g_assert_cmpstr (last_request (&bare), ==, "c2c4");
  g_assert_cmpint (ft_board_model_get_selected (bare.model), ==, FT_NO_CELL);
  /* No request for an illegal destination, by click or by drag. */
  click (&bare, "c2");
  click (&bare, "c7");
  drag_cells (bare.view, CELL ("d2"), CELL ("e5"));
  g_assert_cmpuint (bare.requests->len, ==, 1);
  drag_cells (bare.view, CELL ("b1"), CELL ("c3"));
  g_assert_cmpuint (bare.requests->len, ==, 2);
  g_assert_cmpstr (last_request (&bare), ==, "b1c3");
  g_assert_cmpuint (ft_game_get_n_moves (bare.game), ==, 0);
  after = ft_ruleset_write_position (ft_game_get_rules (bare.game));
  g_assert_cmpstr (after, ==, before);
  g_assert_false (ft_board_view_is_animating (bare.view));
  bare_close (&bare);
}

/* Keys reach the model: arrows, Enter, Space (which ends a checkers turn
 * that may end), Escape (which the board keeps only when it drops
 * something). */
static void
test_input_keys (void)
{
  g_autoptr (GListModel) controllers = NULL;
  GObject *keys = NULL;
  gboolean handled;
  Bare bare;

  bare_open (&bare, checkers (), FT_BOARD_BOTH_COLOURS);
  bare.play = TRUE;
  controllers = gtk_widget_observe_controllers (GTK_WIDGET (bare.view));
  for (guint i = 0; i < g_list_model_get_n_items (controllers) && keys == NULL; i++)
    {
      g_autoptr (GObject) controller = g_list_model_get_item (controllers, i);

      if (GTK_IS_EVENT_CONTROLLER_KEY (controller))
        keys = controller;
    }
  g_assert_nonnull (keys);
  g_signal_emit_by_name (keys, "key-pressed", GDK_KEY_Up, 0, 0, &handled);
  g_assert_true (handled);
  g_assert_cmpint (ft_board_model_get_cursor (bare.model), ==, ccell ("a1"));
  g_signal_emit_by_name (keys, "key-pressed", GDK_KEY_Right, 0, 0, &handled);
  g_signal_emit_by_name (keys, "key-pressed", GDK_KEY_Right, 0, 0, &handled);
  g_signal_emit_by_name (keys, "key-pressed", GDK_KEY_Up, 0, 0, &handled);
  g_signal_emit_by_name (keys, "key-pressed", GDK_KEY_Up, 0, 0, &handled);
  g_assert_cmpint (ft_board_model_get_cursor (bare.model), ==, ccell ("c3"));
  g_signal_emit_by_name (keys, "key-pressed", GDK_KEY_Return, 0, 0, &handled);
  g_assert_cmpint (ft_board_model_get_selected (bare.model), ==, ccell ("c3"));
  g_signal_emit_by_name (keys, "key-pressed", GDK_KEY_Escape, 0, 0, &handled);
  g_assert_true (handled);
  g_assert_cmpint (ft_board_model_get_selected (bare.model), ==, FT_NO_CELL);
  g_signal_emit_by_name (keys, "key-pressed", GDK_KEY_Escape, 0, 0, &handled);
  g_assert_false (handled);
  /* Space on a piece clicks it (nothing may end yet), then the step. */
  g_signal_emit_by_name (keys, "key-pressed", GDK_KEY_space, 0, 0, &handled);
  g_assert_cmpint (ft_board_model_get_selected (bare.model), ==, ccell ("c3"));
  g_signal_emit_by_name (keys, "key-pressed", GDK_KEY_Up, 0, 0, &handled);
  g_signal_emit_by_name (keys, "key-pressed", GDK_KEY_Right, 0, 0, &handled);
  g_signal_emit_by_name (keys, "key-pressed", GDK_KEY_space, 0, 0, &handled);
  g_assert_cmpstr (last_request (&bare), ==, "c3d4");
  bare_close (&bare);
}

static GtkPopover *
promotion_popover (FtBoardView *view)
{
  for (GtkWidget *child = gtk_widget_get_first_child (GTK_WIDGET (view)); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    if (GTK_IS_POPOVER (child))
      return GTK_POPOVER (child);
  return NULL;
}

/* The popover offers the model's choices as the board's own pictures;
 * a button chooses, closing it cancels. */
static void
test_promotion_popover (void)
{
  GString *names = g_string_new (NULL);
  GtkWidget *box;
  Bare bare;

  bare_open (&bare, chess ("k7/4P3/8/8/8/8/8/4K3 w - - 0 1", FT_RULES_STANDARD), FT_BOARD_WHITE);
  g_object_set (bare.model, "choose-promotion", TRUE, NULL);
  click (&bare, "e7");
  click (&bare, "e8");
  spin (100);
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (promotion_popover (bare.view))));
  box = gtk_popover_get_child (promotion_popover (bare.view));
  for (GtkWidget *button = gtk_widget_get_first_child (box); button != NULL;
       button = gtk_widget_get_next_sibling (button))
    {
      g_assert_true (GTK_IS_IMAGE (gtk_button_get_child (GTK_BUTTON (button))));
      g_string_append_printf (names, "%s%s", names->len > 0 ? " " : "", gtk_widget_get_tooltip_text (button));
      if (g_str_equal (gtk_widget_get_tooltip_text (button), "Knight"))
        g_signal_emit_by_name (button, "clicked");
    }
  g_assert_cmpstr (names->str, ==, "Queen Rook Bishop Knight");
  g_string_free (names, TRUE);
  g_assert_cmpstr (last_request (&bare), ==, "e7e8n");
  spin (50);
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (promotion_popover (bare.view))));
  /* Closing it (Escape, a click outside): no move, no selection. */
  click (&bare, "e7");
  click (&bare, "e8");
  spin (50);
  gtk_popover_popdown (promotion_popover (bare.view));
  g_assert_false (ft_board_model_is_choosing_promotion (bare.model));
  g_assert_cmpint (ft_board_model_get_selected (bare.model), ==, FT_NO_CELL);
  g_assert_cmpuint (bare.requests->len, ==, 1);
  bare_close (&bare);
}

/* The view's geometry follows the model's orientation; turning it keeps
 * the selection and notifies once. */
static void
count_cb (guint *counter)
{
  (*counter)++;
}

static void
test_geometry (void)
{
  graphene_rect_t a1, n14;
  guint notified = 0;
  int size;
  Bare bare;

  bare_open (&bare, chess (NULL, FT_RULES_FOURTEEN), FT_BOARD_WHITE);
  size = gtk_widget_get_width (GTK_WIDGET (bare.view));
  g_assert_cmpint (size, ==, 672);
  g_assert_true (ft_board_view_get_cell_bounds (bare.view, CELL ("a1"), &a1));
  g_assert_true (ft_board_view_get_cell_bounds (bare.view, CELL ("n14"), &n14));
  g_assert_cmpfloat (a1.origin.x, ==, 0);
  g_assert_cmpfloat (a1.origin.y, ==, 13 * 48);
  g_assert_cmpfloat (a1.size.width, ==, 48);
  g_assert_cmpfloat (n14.origin.y, ==, 0);
  g_assert_cmpint (ft_board_view_cell_at (bare.view, 5, size - 5), ==, CELL ("a1"));
  g_assert_cmpint (ft_board_view_cell_at (bare.view, -1, 5), ==, FT_NO_CELL);
  click (&bare, "c2");
  g_signal_connect_swapped (bare.model, "notify::flipped", G_CALLBACK (count_cb), &notified);
  g_object_set (bare.model, "flipped", TRUE, NULL);
  g_assert_cmpuint (notified, ==, 1);
  g_assert_cmpint (ft_board_view_cell_at (bare.view, 5, size - 5), ==, CELL ("n14"));
  g_assert_cmpint (ft_board_view_cell_at (bare.view, size - 5, 5), ==, CELL ("a1"));
  g_assert_cmpint (ft_board_model_get_selected (bare.model), ==, CELL ("c2"));
  ft_board_model_set_flipped (bare.model, TRUE);
  g_assert_cmpuint (notified, ==, 1);
  bare_close (&bare);
}

/* Real X events through Xvfb (xdotool) reach the gesture: a click picks a
 * piece up, a press-move-release drags the knight. */
static void
window_point (Bare *bare, const char *name, int *x, int *y)
{
  graphene_rect_t bounds;
  graphene_point_t point;
  double sx, sy;

  g_assert_true (ft_board_view_get_cell_bounds (bare->view, CELL (name), &bounds));
  g_assert_true (gtk_widget_compute_point (GTK_WIDGET (bare->view), GTK_WIDGET (bare->window),
                                           &GRAPHENE_POINT_INIT (bounds.origin.x + bounds.size.width / 2,
                                                                 bounds.origin.y + bounds.size.height / 2),
                                           &point));
  gtk_native_get_surface_transform (GTK_NATIVE (bare->window), &sx, &sy);
  *x = (int) (point.x + sx);
  *y = (int) (point.y + sy);
}

static void
xdotool (const char *command)
{
  g_auto (GStrv) argv = NULL;
  g_autoptr (GError) error = NULL;

  g_assert_true (g_shell_parse_argv (command, NULL, &argv, NULL));
  g_assert_true (g_spawn_sync (NULL, argv, NULL, G_SPAWN_SEARCH_PATH, NULL, NULL, NULL, NULL, NULL, &error));
  g_assert_no_error (error);
}

static void
test_real_x_events (void)
{
  g_autofree char *click_command = NULL;
  g_autofree char *drag_command = NULL;
  GdkSurface *surface;
  unsigned long xid;
  int x1, y1, x2, y2;
  Bare bare;

  bare_open (&bare, chess (NULL, FT_RULES_FOURTEEN), FT_BOARD_WHITE);
  surface = gtk_native_get_surface (GTK_NATIVE (bare.window));
  if (!GDK_IS_X11_SURFACE (surface) || g_find_program_in_path ("xdotool") == NULL)
    {
      g_test_skip ("needs X11 and xdotool");
      bare_close (&bare);
      return;
    }
  xid = (unsigned long) gdk_x11_surface_get_xid (surface);
  window_point (&bare, "f2", &x1, &y1);
  click_command = g_strdup_printf ("xdotool mousemove --window %lu %d %d click 1", xid, x1, y1);
  xdotool (click_command);
  for (int i = 0; i < 300 && ft_board_model_get_selected (bare.model) == FT_NO_CELL; i++)
    spin (10);
  g_assert_cmpint (ft_board_model_get_selected (bare.model), ==, CELL ("f2"));
  window_point (&bare, "b1", &x1, &y1);
  window_point (&bare, "c3", &x2, &y2);
  drag_command = g_strdup_printf ("xdotool mousemove --window %lu %d %d mousedown 1 mousemove --window %lu %d %d "
                                  "mousemove --window %lu %d %d mouseup 1",
                                  xid, x1, y1, xid, (x1 + x2) / 2, (y1 + y2) / 2, xid, x2, y2);
  xdotool (drag_command);
  for (int i = 0; i < 300 && bare.requests->len == 0; i++)
    spin (10);
  g_assert_cmpstr (last_request (&bare), ==, "b1c3");
  bare_close (&bare);
}

int
main (int argc, char **argv)
{
  gtk_test_init (&argc, &argv, NULL);
  load_app_css ();
  g_test_add_func ("/board-input/requests", test_input_requests);
  g_test_add_func ("/board-input/keys", test_input_keys);
  g_test_add_func ("/board-input/promotion-popover", test_promotion_popover);
  g_test_add_func ("/board-input/geometry", test_geometry);
  g_test_add_func ("/board-input/real-x-events", test_real_x_events);
  return g_test_run ();
}
