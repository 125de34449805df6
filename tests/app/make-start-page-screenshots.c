/* make-start-page-screenshots.c — the start page (docs/playing.md#the-start-page)
 * as a new player meets it, rendered by the window itself under Xvfb:
 *
 *   xvfb-run -a -s '-screen 0 1600x1000x24' env GSK_RENDERER=cairo \
 *       GDK_BACKEND=x11 GTK_A11Y=none GSETTINGS_BACKEND=memory \
 *       GSETTINGS_SCHEMA_DIR=build/data XDG_DATA_HOME=$(mktemp -d) \
 *       XDG_DATA_DIRS=data:/usr/share \
 *       build/tests/app/make-start-page-screenshots data/screenshots
 *
 * (XDG_DATA_DIRS: the desktop's icons, such as the About window's, from the
 * source tree; the start page's icon comes from the GResource, as in the game.)
 *
 * A new profile (Ada Lovelace) and settings never changed, so the Level row
 * shows the level suggested for her:
 *   start-page.png            the default window, Fourteen 14×14
 *   start-page-1280x900.png   a laptop, standard chess (level 5)
 *   start-page-phone.png      360×720, a phone held upright, standard chess
 *   preferences.png           Preferences on a first start: the level row
 *                             lists the 14×14 ladder, the Board group's own
 *                             board shows the theme
 * (window sizes, the header bar included). Not a test. */
#include "config.h"

#include <adwaita.h>

#include "ft-app-profiles.h"
#include "ft-preferences-window.h"
#include "ft-window.h"

#include "app-test-util.h"

static const struct
{
  const char *name;
  int width, height; /* 0: the natural size */
  FtStartGame game;
} shots[] = {
  { "start-page.png", 0, 0, FT_START_GAME_FOURTEEN },
  { "start-page-1280x900.png", 1280, 900, FT_START_GAME_STANDARD },
  { "start-page-phone.png", 360, 720, FT_START_GAME_STANDARD },
};

static gboolean
sized (gpointer data)
{
  GtkWidget *window = data;
  int width = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (window), "want-width"));
  int height = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (window), "want-height"));

  return gtk_widget_get_mapped (window) && (width == 0 || gtk_widget_get_width (window) == width)
         && (height == 0 || gtk_widget_get_height (window) == height);
}

/* A window on its start page at width × height; the Game row set as the
 * player would. */
static FtWindow *
open_start_page (GSettings *settings, int width, int height, FtStartGame game)
{
  g_autoptr (FtGameSetup) setup = ft_game_setup_new_default ();
  FtWindow *window = ft_window_new (NULL, settings);
  FtStartPage *page = ft_window_get_start_page (window);
  AdwComboRow *game_row
    = ADW_COMBO_ROW (gtk_widget_get_template_child (GTK_WIDGET (page), FT_TYPE_START_PAGE, "game_row"));

  g_object_set_data (G_OBJECT (window), "want-width", GINT_TO_POINTER (width));
  g_object_set_data (G_OBJECT (window), "want-height", GINT_TO_POINTER (height));
  if (width > 0)
    gtk_window_set_default_size (GTK_WINDOW (window), width, height);
  ft_window_start (window, setup);
  ft_page_switcher_show_start (ft_window_get_page_switcher (window));
  adw_combo_row_set_selected (game_row, game);
  gtk_window_present (GTK_WINDOW (window));
  /* A shown window takes its default size less the margins GTK keeps for
   * its shadow (10 px under Xvfb): asked again for the difference. */
  if (!wait_until (sized, window, 2000) && width > 0)
    gtk_window_set_default_size (GTK_WINDOW (window), 2 * width - gtk_widget_get_width (GTK_WIDGET (window)),
                                 2 * height - gtk_widget_get_height (GTK_WIDGET (window)));
  if (!wait_until (sized, window, 5000))
    g_error ("the window is %d×%d, not %d×%d", gtk_widget_get_width (GTK_WIDGET (window)),
             gtk_widget_get_height (GTK_WIDGET (window)), width, height);
  spin (400);
  return window;
}

int
main (int argc, char **argv)
{
  const char *dir = argc > 1 ? argv[1] : ".";
  g_autoptr (GSettings) settings = NULL;

  gtk_init ();
  adw_init ();
  load_app_css ();
  add_app_icons ();
  settings = g_settings_new (APP_ID);
  use_profile_store ("Ada Lovelace", NULL);
  for (guint i = 0; i < G_N_ELEMENTS (shots); i++)
    {
      FtWindow *window = open_start_page (settings, shots[i].width, shots[i].height, shots[i].game);

      save_window_png (window, dir, shots[i].name);
      gtk_window_destroy (GTK_WINDOW (window));
      spin (50);
    }
  {
    FtWindow *window = open_start_page (settings, 0, 0, FT_START_GAME_FOURTEEN);
    FtPreferencesWindow *preferences = ft_preferences_window_new (GTK_WINDOW (window), settings);

    gtk_window_present (GTK_WINDOW (preferences));
    wait_until (sized, preferences, 5000);
    spin (400);
    save_window_png (preferences, dir, "preferences.png");
    gtk_window_destroy (GTK_WINDOW (preferences));
    gtk_window_destroy (GTK_WINDOW (window));
    spin (50);
  }
  ft_app_profiles_set (NULL);
  return 0;
}
