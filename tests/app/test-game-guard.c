/* test-game-guard.c — FtGameGuard in the window (docs/playing.md#undo-toasts):
 * no single press ends or wipes a game. Resign and restart are armed by a
 * first press (a key, a button, the menu), which says so where the player
 * looks, and done by a second within 3 s; the arming runs out; the
 * preference off gives the instant behaviour; the keys act only where the
 * game is played; the Undo toast stays until the next move or game. */
#include "config.h"

#include "app-test-util.h"
#include "ft-game-guard.h"

static FtGameSetup *
people_setup (void)
{
  FtGameSetup *setup = ft_game_setup_new_default ();

  setup->opponent = FT_OPPONENT_HUMAN;
  setup->time_control = FT_TIME_CONTROL_UNTIMED;
  ft_position_set_standard_start (setup->start);
  return setup;
}

static const char *
message_of (FtWindow *window)
{
  return ft_sidebar_get_message (ft_window_get_sidebar (window));
}

static const char *
said (FtWindow *window)
{
  return ft_board_model_get_announcement (WINDOW_MODEL (window));
}

static gboolean
is_menu_button (GtkWidget *widget, gconstpointer data G_GNUC_UNUSED)
{
  return GTK_IS_MENU_BUTTON (widget);
}

static gboolean
popover_mapped (gpointer data)
{
  GtkPopover *popover = gtk_menu_button_get_popover (GTK_MENU_BUTTON (data));

  return popover != NULL && gtk_widget_get_mapped (GTK_WIDGET (popover));
}

static gboolean
no_restart_toast (gpointer data)
{
  return find_label_containing (GTK_WIDGET (data), "Game restarted") == NULL;
}

static gboolean
message_empty (gpointer data)
{
  return g_strcmp0 (message_of (data), "") == 0;
}

static gboolean
is_over (FtWindow *window)
{
  return ft_game_is_over (ft_window_get_game (window));
}

/* The Resign button: one click arms (it reads Confirm), the second
 * resigns. */
static void
test_button_two_clicks (void)
{
  g_autoptr (FtGameSetup) setup = people_setup ();
  FtWindow *window = open_window_with (setup, NULL);

  play_move (window, "e2", "e4");
  gtk_widget_activate_action (GTK_WIDGET (window), "win.resign", NULL);
  g_assert_false (is_over (window));
  g_assert_cmpstr (message_of (window), ==, "Click again to resign");
  g_assert_cmpstr (said (window), ==, "Click again to resign");
  gtk_widget_activate_action (GTK_WIDGET (window), "win.resign", NULL);
  g_assert_true (is_over (window));
  close_window (window);
}

/* E: "Press E again to resign"; a press of R in between arms the restart
 * instead, so E must be pressed twice in a row. */
static void
test_key_two_presses (void)
{
  g_autoptr (FtGameSetup) setup = people_setup ();
  FtWindow *window = open_window_with (setup, NULL);

  play_move (window, "d2", "d4");
  gtk_widget_grab_focus (GTK_WIDGET (ft_window_get_board (window)));
  gtk_widget_activate_action (GTK_WIDGET (window), "win.key-resign", "s", "E");
  g_assert_cmpstr (message_of (window), ==, "Press E again to resign");
  gtk_widget_activate_action (GTK_WIDGET (window), "win.key-restart", "s", "R");
  g_assert_cmpstr (message_of (window), ==, "Press R again to restart");
  gtk_widget_activate_action (GTK_WIDGET (window), "win.key-resign", "s", "E");
  g_assert_false (is_over (window));
  g_assert_cmpuint (ft_game_get_n_moves (ft_window_get_game (window)), ==, 1);
  gtk_widget_activate_action (GTK_WIDGET (window), "win.key-resign", "s", "Escape");
  g_assert_true (is_over (window));
  close_window (window);
}

/* After 3 s the first press is forgotten: the next press arms again. */
static void
test_arming_runs_out (void)
{
  g_autoptr (FtGameSetup) setup = people_setup ();
  FtWindow *window = open_window_with (setup, NULL);

  play_move (window, "e2", "e4");
  gtk_widget_activate_action (GTK_WIDGET (window), "win.resign", NULL);
  g_assert_cmpstr (message_of (window), ==, "Click again to resign");
  /* The line goes when the arming runs out (a loaded machine may be late). */
  g_assert_true (wait_until (message_empty, window, FT_GAME_GUARD_CONFIRM_SECONDS * 1000 + 3000));
  gtk_widget_activate_action (GTK_WIDGET (window), "win.resign", NULL);
  g_assert_false (is_over (window));
  g_assert_cmpstr (message_of (window), ==, "Click again to resign");
  close_window (window);
}

/* A move in between disarms. */
static void
test_move_disarms (void)
{
  g_autoptr (FtGameSetup) setup = people_setup ();
  FtWindow *window = open_window_with (setup, NULL);

  play_move (window, "e2", "e4");
  gtk_widget_activate_action (GTK_WIDGET (window), "win.resign", NULL);
  play_move (window, "e7", "e5");
  gtk_widget_activate_action (GTK_WIDGET (window), "win.resign", NULL);
  g_assert_false (is_over (window));
  close_window (window);
}

/* "confirm-resign-restart" off: the specification's instant keys. */
static void
test_preference_off (void)
{
  g_autoptr (FtGameSetup) setup = people_setup ();
  g_autoptr (GSettings) settings = g_settings_new (APP_ID);
  FtWindow *window;

  g_settings_set_boolean (settings, "confirm-resign-restart", FALSE);
  window = open_window_with (setup, settings);
  play_move (window, "e2", "e4");
  gtk_widget_grab_focus (GTK_WIDGET (ft_window_get_board (window)));
  gtk_widget_activate_action (GTK_WIDGET (window), "win.key-resign", "s", "E");
  g_assert_true (is_over (window));
  close_window (window);
  g_settings_reset (settings, "confirm-resign-restart");
}

/* Escape with the main menu open closes it and never arms or resigns. */
static void
test_keys_not_in_menu (void)
{
  g_autoptr (FtGameSetup) setup = people_setup ();
  FtWindow *window = open_window_with (setup, NULL);
  GtkMenuButton *menu = GTK_MENU_BUTTON (find_widget_where (GTK_WIDGET (window), is_menu_button, NULL));

  play_move (window, "e2", "e4");
  gtk_menu_button_popup (menu);
  g_assert_true (wait_until (popover_mapped, menu, 5000));
  confirm_key (window, "win.key-resign", "Escape");
  g_assert_false (is_over (window));
  g_assert_cmpstr (message_of (window), ==, "");
  gtk_menu_button_popdown (menu);
  close_window (window);
}

/* Restart: armed, then done; the Undo toast stays past the old 6 s and
 * goes with the next move. */
static void
test_restart_and_undo_toast (void)
{
  g_autoptr (FtGameSetup) setup = people_setup ();
  FtWindow *window = open_window_with (setup, NULL);

  play_move (window, "e2", "e4");
  gtk_widget_activate_action (GTK_WIDGET (window), "win.restart", NULL);
  g_assert_cmpuint (ft_game_get_n_moves (ft_window_get_game (window)), ==, 1);
  gtk_widget_activate_action (GTK_WIDGET (window), "win.restart", NULL);
  g_assert_cmpuint (ft_game_get_n_moves (ft_window_get_game (window)), ==, 0);
  spin (7000);
  g_assert_nonnull (find_label_containing (GTK_WIDGET (window), "Game restarted"));
  play_move (window, "d2", "d4");
  g_assert_true (wait_until (no_restart_toast, window, 5000));
  close_window (window);
}

int
main (int argc, char **argv)
{
  gtk_test_init (&argc, &argv, NULL);
  adw_init ();
  load_app_css ();
  g_test_add_func ("/game-guard/button-two-clicks", test_button_two_clicks);
  g_test_add_func ("/game-guard/key-two-presses", test_key_two_presses);
  g_test_add_func ("/game-guard/arming-runs-out", test_arming_runs_out);
  g_test_add_func ("/game-guard/move-disarms", test_move_disarms);
  g_test_add_func ("/game-guard/preference-off", test_preference_off);
  g_test_add_func ("/game-guard/keys-not-in-menu", test_keys_not_in_menu);
  g_test_add_func ("/game-guard/restart-and-undo-toast", test_restart_and_undo_toast);
  return g_test_run ();
}
