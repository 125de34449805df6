/* test-preferences-window.c — the Preferences (issue 40): the game's board
 * is covered while they are open, so their Board group has its own small
 * board, bound to the same keys: a theme or the coordinates chosen show
 * there at once. When each preference takes effect in the game is
 * test-hints.c's. */
#include "config.h"

#include <string.h>

#include "app-test-util.h"
#include "ft-preferences-window.h"

static GSettings *settings;

static gboolean
mapped (gpointer widget)
{
  return gtk_widget_get_mapped (widget);
}

/* The colour in the middle of cell (file, rank) of `view` as rendered. */
static guint32
cell_colour (FtBoardView *view, int file, int rank)
{
  Image image = { 0 };
  graphene_rect_t bounds;
  guint32 pixel;
  int x, y;

  render_view (view, &image);
  g_assert_true (ft_board_view_get_cell_bounds (view, FT_CELL (file, rank), &bounds));
  x = (int) (bounds.origin.x + bounds.size.width / 2);
  y = (int) (bounds.origin.y + bounds.size.height / 2);
  memcpy (&pixel, image.pixels + (gsize) y * image.stride + (gsize) x * 4, 4);
  g_free (image.pixels);
  return pixel;
}

static void
test_preview (void)
{
  FtPreferencesWindow *preferences = ft_preferences_window_new (NULL, settings);
  FtBoardView *preview = ft_preferences_window_get_preview (preferences);
  FtBoardModel *model = ft_board_view_get_model (preview);
  guint32 brown, green;

  gtk_window_present (GTK_WINDOW (preferences));
  g_assert_true (wait_until (mapped, preview, 5000));
  spin (100);
  /* A corner of a game, to look at: 40 px tiles, no clicks, no Tab stop. */
  g_assert_cmpuint (ft_board_model_get_files (model), ==, 6);
  g_assert_cmpuint (ft_board_model_get_ranks (model), ==, 4);
  g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (preview)), >=, 240);
  g_assert_false (gtk_widget_get_can_target (GTK_WIDGET (preview)));
  g_assert_false (gtk_widget_get_focusable (GTK_WIDGET (preview)));
  g_assert_cmpint (ft_board_model_get_highlight (model, FT_CELL (4, 2)), ==, FT_HIGHLIGHT_LAST_MOVE);

  /* The theme, at once (an empty light square: b1). */
  g_settings_set_string (settings, "board-theme", "brown");
  spin (50);
  brown = cell_colour (preview, 1, 0);
  g_settings_set_string (settings, "board-theme", "green");
  spin (50);
  g_assert_cmpstr (ft_board_view_get_theme (preview), ==, "green");
  green = cell_colour (preview, 1, 0);
  g_assert_cmpuint (brown, !=, green);
  if (g_getenv ("FT_PREFERENCES_SCREENSHOTS") != NULL)
    save_window_png (preferences, g_getenv ("FT_PREFERENCES_SCREENSHOTS"), "preferences.png");

  /* The coordinates, at once. */
  g_settings_set_boolean (settings, "show-coordinates", FALSE);
  g_assert_false (ft_board_view_get_show_coordinates (preview));
  g_settings_set_boolean (settings, "show-coordinates", TRUE);
  g_assert_true (ft_board_view_get_show_coordinates (preview));

  g_settings_reset (settings, "board-theme");
  g_settings_reset (settings, "show-coordinates");
  gtk_window_destroy (GTK_WINDOW (preferences));
}

int
main (int argc, char **argv)
{
  int status;

  gtk_test_init (&argc, &argv, NULL);
  adw_init ();
  load_app_css ();
  settings = g_settings_new (APP_ID);

  g_test_add_func ("/preferences-window/preview", test_preview);
  status = g_test_run ();
  g_object_unref (settings);
  return status;
}
