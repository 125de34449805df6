/* test-pause-controller.c — FtPauseController in the window
 * (docs/playing.md#pause): the player's pause covers the board and the
 * Pause button says Resume (its tooltip and accessible name too, without
 * a mnemonic underscore); a click on the covered board plays on; a
 * dialog's pause is not ended by a click. A menu or popover open over the
 * window stops the clock like a dialog does and covers the board; closed,
 * the game goes on with the time it had. The board's own popover (the
 * promotion choice) is part of a move and stops nothing. P and a resumed
 * game are in test-trust.c. */
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

static FtGameSetup *
make_setup (void)
{
  FtGameSetup *setup = ft_game_setup_new_default ();

  setup->opponent = FT_OPPONENT_HUMAN;
  setup->human_colour = FT_WHITE;
  setup->time_control = FT_TIME_CONTROL_FISCHER;
  return setup;
}

static gboolean
paused (gpointer data)
{
  return ft_session_is_paused (ft_window_get_session (data));
}

static gboolean
playing (gpointer data)
{
  FtGame *game = ft_window_get_game (data);

  return !ft_session_is_paused (ft_window_get_session (data)) && ft_game_is_turn_started (game)
         && ft_clock_is_running (ft_game_get_clock (game));
}

static gboolean
mapped (gpointer widget)
{
  return gtk_widget_get_mapped (widget);
}

static gboolean
unmapped (gpointer widget)
{
  return !gtk_widget_get_mapped (widget);
}

static gboolean
is_primary_menu_button (GtkWidget *widget, gconstpointer data G_GNUC_UNUSED)
{
  return GTK_IS_MENU_BUTTON (widget) && gtk_menu_button_get_primary (GTK_MENU_BUTTON (widget));
}

/* A window with a game whose clock runs (Black to move after c2c4). */
static FtWindow *
window_with_running_clock (void)
{
  g_autoptr (FtGameSetup) setup = make_setup ();
  FtWindow *window = open_window_with (setup, NULL);

  play_move (window, "c2", "c4");
  g_assert_true (wait_until (playing, window, 5000));
  return window;
}

/* The main menu (F10, the header's menu button) stops the clock of the
 * player who opened it and covers the board; closed, the game goes on. */
static void
test_main_menu_pauses (void)
{
  FtWindow *window = window_with_running_clock ();
  FtClock *clock = ft_game_get_clock (ft_window_get_game (window));
  GtkMenuButton *button = GTK_MENU_BUTTON (find_widget_where (GTK_WIDGET (window), is_primary_menu_button, NULL));
  GtkPopover *popover;
  gint64 before;

  g_assert_nonnull (button);
  gtk_menu_button_popup (button);
  popover = gtk_menu_button_get_popover (button);
  g_assert_true (wait_until (mapped, popover, 5000));
  g_assert_true (wait_until (paused, window, 2000));
  g_assert_false (ft_clock_is_running (clock));
  g_assert_cmpstr (ft_board_view_get_cover_text (ft_window_get_board (window)), ==, "Paused");
  before = ft_clock_get_remaining_ms (clock, FT_BLACK);
  spin (600);
  g_assert_cmpint (ft_clock_get_remaining_ms (clock, FT_BLACK), ==, before);

  gtk_menu_button_popdown (button);
  g_assert_true (wait_until (unmapped, popover, 5000));
  g_assert_true (wait_until (playing, window, 2000));
  g_assert_null (ft_board_view_get_cover_text (ft_window_get_board (window)));
  g_assert_cmpint (ft_clock_get_remaining_ms (clock, FT_BLACK), <=, before);
  g_assert_cmpint (ft_clock_get_remaining_ms (clock, FT_BLACK), >, before - 500);
  close_window (window);
}

/* Any popover of the window pauses (here one on the side panel); a popover of
 * the board (the promotion choice's place) does not. A popover destroyed
 * while open lets the game go on. */
static void
test_popovers (void)
{
  FtWindow *window = window_with_running_clock ();
  GtkWidget *sidebar = GTK_WIDGET (ft_sidebar_get_layout (ft_window_get_sidebar (window)));
  GtkWidget *board = GTK_WIDGET (ft_window_get_board (window));
  GtkWidget *on_board = gtk_popover_new ();
  GtkWidget *on_sidebar = gtk_popover_new ();

  gtk_popover_set_child (GTK_POPOVER (on_board), gtk_label_new ("Queen"));
  gtk_widget_set_parent (on_board, board);
  gtk_popover_popup (GTK_POPOVER (on_board));
  g_assert_true (wait_until (mapped, on_board, 5000));
  spin (200);
  g_assert_false (ft_session_is_paused (ft_window_get_session (window)));
  gtk_popover_popdown (GTK_POPOVER (on_board));
  gtk_widget_unparent (on_board);

  gtk_popover_set_child (GTK_POPOVER (on_sidebar), gtk_label_new ("More"));
  gtk_widget_set_parent (on_sidebar, sidebar);
  gtk_popover_popup (GTK_POPOVER (on_sidebar));
  g_assert_true (wait_until (paused, window, 5000));
  gtk_popover_popdown (GTK_POPOVER (on_sidebar));
  g_assert_true (wait_until (playing, window, 2000));
  /* Open again, and gone while open. */
  gtk_popover_popup (GTK_POPOVER (on_sidebar));
  g_assert_true (wait_until (paused, window, 5000));
  gtk_widget_unparent (on_sidebar);
  g_assert_true (wait_until (playing, window, 2000));
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
  g_test_add_func ("/pause-controller/main-menu", test_main_menu_pauses);
  g_test_add_func ("/pause-controller/popovers", test_popovers);
  return g_test_run ();
}
