/* test-pause-controller.c — FtPauseController in the window
 * (docs/playing.md#pause): the player's pause covers the board and the
 * Pause button says Resume (its tooltip and accessible name too, without
 * a mnemonic underscore); a click on the covered board plays on; a
 * dialog's pause is not ended by a click. */
#include "config.h"

#include "app-test-util.h"

static FtGameSetup *
timed_setup (void)
{
  FtGameSetup *setup = ft_game_setup_new_default ();

  setup->opponent = FT_OPPONENT_HUMAN;
  ft_position_set_standard_start (setup->start);
  return setup;
}

static GtkWidget *
pause_button (FtWindow *window)
{
  return ft_sidebar_get_button (ft_window_get_sidebar (window), "win.pause");
}

static gboolean
clock_running (FtWindow *window)
{
  return ft_clock_is_running (ft_game_get_clock (ft_window_get_game (window)));
}

static void
test_label_and_cover_click (void)
{
  g_autoptr (FtGameSetup) setup = timed_setup ();
  FtWindow *window = open_window_with (setup, NULL);
  FtBoardView *board = ft_window_get_board (window);
  GtkWidget *button;

  play_move (window, "e2", "e4");
  button = pause_button (window);
  g_assert_cmpstr (ft_sidebar_get_pause_label (ft_window_get_sidebar (window)), ==, "Pause");
  g_assert_cmpstr (gtk_widget_get_tooltip_text (button), ==, "Pause the game (P)");

  gtk_widget_activate_action (GTK_WIDGET (window), "win.pause", NULL);
  g_assert_false (clock_running (window));
  g_assert_nonnull (ft_board_view_get_cover_text (board));
  g_assert_cmpstr (ft_sidebar_get_pause_label (ft_window_get_sidebar (window)), ==, "Resume");
  g_assert_cmpstr (gtk_widget_get_tooltip_text (button), ==, "Resume the game (P)");

  /* A click on the covered board plays on. */
  g_signal_emit_by_name (board, "cover-clicked");
  g_assert_null (ft_board_view_get_cover_text (board));
  g_assert_true (clock_running (window));
  g_assert_cmpstr (ft_sidebar_get_pause_label (ft_window_get_sidebar (window)), ==, "Pause");
  close_window (window);
}

/* Behind a dialog the board is covered too, but a click there is no
 * answer to the dialog: the game stays paused until it closes. */
static void
test_dialog_pause_not_clicked_away (void)
{
  g_autoptr (FtGameSetup) setup = timed_setup ();
  FtWindow *window = open_window_with (setup, NULL);
  FtBoardView *board = ft_window_get_board (window);
  GtkWidget *dialog;

  play_move (window, "e2", "e4");
  dialog = adw_message_dialog_new (GTK_WINDOW (window), "A question", NULL);
  gtk_window_present (GTK_WINDOW (dialog));
  spin (300);
  g_assert_nonnull (ft_board_view_get_cover_text (board));
  g_signal_emit_by_name (board, "cover-clicked");
  g_assert_nonnull (ft_board_view_get_cover_text (board));
  g_assert_false (clock_running (window));
  gtk_window_destroy (GTK_WINDOW (dialog));
  spin (300);
  g_assert_null (ft_board_view_get_cover_text (board));
  close_window (window);
}

int
main (int argc, char **argv)
{
  gtk_test_init (&argc, &argv, NULL);
  adw_init ();
  load_app_css ();
  g_test_add_func ("/pause-controller/label-and-cover-click", test_label_and_cover_click);
  g_test_add_func ("/pause-controller/dialog-pause-not-clicked-away", test_dialog_pause_not_clicked_away);
  return g_test_run ();
}
