/* test-page-switcher.c — FtPageSwitcher in the window (ft-page-switcher.h):
 * the start page holds the game behind it paused and hides the header's
 * game widgets; its Play starts the game the settings describe on the game
 * page; a game started elsewhere (the New Game dialog's path,
 * ft_window_start) brings the game page back too. */
#include "config.h"

#include "app-test-util.h"
#include "ft-start-page.h"

static GSettings *
fresh_settings (void)
{
  GSettings *settings = g_settings_new (APP_ID);
  const char *keys[] = { "game", "board", "difficulty", "opponent", "time-control" };

  for (guint i = 0; i < G_N_ELEMENTS (keys); i++)
    g_settings_reset (settings, keys[i]);
  return settings;
}

static GtkWidget *
header_child (FtWindow *window, const char *name)
{
  return GTK_WIDGET (gtk_widget_get_template_child (GTK_WIDGET (window), FT_TYPE_WINDOW, name));
}

static gboolean
start_page_mapped (gpointer window)
{
  return gtk_widget_get_mapped (GTK_WIDGET (ft_window_get_start_page (window)));
}

static FtWindow *
window_on_start_page (GSettings *settings)
{
  g_autoptr (FtGameSetup) setup = ft_game_setup_new_default ();
  FtWindow *window = open_window_with (setup, settings);

  ft_page_switcher_show_start (ft_window_get_page_switcher (window));
  g_assert_true (wait_until (start_page_mapped, window, 5000));
  return window;
}

static void
test_start_page_waits (void)
{
  g_autoptr (GSettings) settings = fresh_settings ();
  FtWindow *window = window_on_start_page (settings);

  g_assert_true (ft_page_switcher_is_start_shown (ft_window_get_page_switcher (window)));
  g_assert_true (ft_session_is_paused (ft_window_get_session (window)));
  g_assert_false (gtk_widget_get_visible (header_child (window, "undo_button")));
  g_assert_false (gtk_widget_get_visible (header_child (window, "status_line")));
  g_assert_false (gtk_widget_get_visible (header_child (window, "game_menu_button")));
  g_assert_false (gtk_widget_get_mapped (GTK_WIDGET (ft_window_get_board (window))));
  close_window (window);
}

/* Play the Computer with the easy level and 15 + 10: that game, on the
 * game page, no longer paused; the header's widgets are back. */
static void
test_play_starts_the_chosen_game (void)
{
  g_autoptr (GSettings) settings = fresh_settings ();
  FtWindow *window = window_on_start_page (settings);
  FtSession *before = ft_window_get_session (window);
  const FtGameSetup *setup;

  ft_start_page_select (ft_window_get_start_page (window), FT_START_GAME_FOURTEEN, FT_LEVEL_EASY, 1);
  ft_start_page_play (ft_window_get_start_page (window), FALSE);
  g_assert_false (ft_page_switcher_is_start_shown (ft_window_get_page_switcher (window)));
  g_assert_true (wait_until (board_ready, window, 5000));
  g_assert_true (ft_window_get_session (window) != before);
  g_assert_false (ft_session_is_paused (ft_window_get_session (window)));
  setup = ft_window_get_setup (window);
  g_assert_cmpint (setup->opponent, ==, FT_OPPONENT_COMPUTER);
  g_assert_cmpint (setup->level, ==, FT_LEVEL_EASY);
  g_assert_cmpint (setup->player_ms, ==, 15 * 60000);
  g_assert_true (gtk_widget_get_visible (header_child (window, "undo_button")));
  g_assert_true (gtk_widget_get_visible (header_child (window, "status_line")));
  g_assert_true (gtk_widget_get_visible (header_child (window, "game_menu_button")));
  close_window (window);
}

/* A game started another way (the New Game dialog, a file, the network)
 * is shown at once. */
static void
test_other_game_shows_game_page (void)
{
  g_autoptr (GSettings) settings = fresh_settings ();
  g_autoptr (FtGameSetup) two = ft_game_setup_new_default ();
  FtWindow *window = window_on_start_page (settings);

  two->opponent = FT_OPPONENT_HUMAN;
  ft_window_start (window, two);
  g_assert_false (ft_page_switcher_is_start_shown (ft_window_get_page_switcher (window)));
  g_assert_true (wait_until (board_ready, window, 5000));
  g_assert_false (ft_session_is_paused (ft_window_get_session (window)));
  close_window (window);
}

int
main (int argc, char **argv)
{
  gtk_test_init (&argc, &argv, NULL);
  adw_init ();
  load_app_css ();
  g_test_add_func ("/page-switcher/start-page-waits", test_start_page_waits);
  g_test_add_func ("/page-switcher/play-starts-the-chosen-game", test_play_starts_the_chosen_game);
  g_test_add_func ("/page-switcher/other-game-shows-game-page", test_other_game_shows_game_page);
  return g_test_run ();
}
