/* test-preferences-window.c — the Preferences (issue 40): the game's board
 * is covered while they are open, so their Board group has its own small
 * board, bound to the same keys: a theme or the coordinates chosen show
 * there at once. The Difficulty row is the computer's ladder (issue 43):
 * the game's kind's levels with their ratings, the setting selected, a
 * choice written as the New Game dialog writes it. When each preference
 * takes effect in the game is test-hints.c's. */
#include "config.h"

#include <string.h>

#include "app-test-util.h"
#include "ft-app-profiles.h"
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

static AdwComboRow *
difficulty_row (FtPreferencesWindow *preferences)
{
  return ADW_COMBO_ROW (gtk_widget_get_template_child (GTK_WIDGET (preferences), FT_TYPE_PREFERENCES_WINDOW,
                                                       "difficulty_row"));
}

static void
test_levels (void)
{
  FtPreferencesWindow *preferences;
  AdwComboRow *row;
  GListModel *model;
  g_autofree char *written = NULL;

  use_profile_store ("Ada", NULL);
  g_settings_reset (settings, "difficulty");
  preferences = ft_preferences_window_new (NULL, settings);
  row = difficulty_row (preferences);
  model = adw_combo_row_get_model (row);
  /* Fourteen until told; the setting's default, normal, is level 8 (no
   * suggestion here: the level a game would play), the subtitle its own. */
  g_assert_cmpuint (g_list_model_get_n_items (model), ==, ft_rated_kind_top_level (FT_RATED_KIND_FOURTEEN));
  g_assert_cmpuint (adw_combo_row_get_selected (row), ==, FT_LEVEL_NORMAL - FT_LEVEL_1);
  g_assert_true (g_str_has_prefix (gtk_string_list_get_string (GTK_STRING_LIST (model), 0), "Level 1, about "));
  g_assert_nonnull (strstr (adw_action_row_get_subtitle (ADW_ACTION_ROW (row)), "next move"));

  ft_preferences_window_set_kind (preferences, FT_RATED_KIND_STANDARD);
  model = adw_combo_row_get_model (row);
  g_assert_cmpuint (g_list_model_get_n_items (model), ==, ft_rated_kind_top_level (FT_RATED_KIND_STANDARD));
  adw_combo_row_set_selected (row, FT_LEVEL_5 - FT_LEVEL_1);
  written = g_settings_get_string (settings, "difficulty");
  g_assert_cmpstr (written, ==, "level-5");

  /* Changed elsewhere (the New Game dialog): shown. */
  g_settings_set_string (settings, "difficulty", "easy");
  g_assert_cmpuint (adw_combo_row_get_selected (row), ==, 0);
  g_settings_set_string (settings, "difficulty", "hard");
  g_assert_cmpuint (adw_combo_row_get_selected (row), ==, ft_rated_kind_top_level (FT_RATED_KIND_STANDARD) - 1);
  g_free (written);
  written = g_settings_get_string (settings, "difficulty");
  g_assert_cmpstr (written, ==, "hard");

  g_settings_reset (settings, "difficulty");
  gtk_window_destroy (GTK_WINDOW (preferences));
  ft_app_profiles_set (NULL);
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
  g_test_add_func ("/preferences-window/levels", test_levels);
  status = g_test_run ();
  g_object_unref (settings);
  return status;
}
