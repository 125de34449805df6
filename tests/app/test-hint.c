/* test-hint.c — the hint and the evaluation bar in the window (issue 19):
 * H in a game against the computer draws the suggested move as an arrow on
 * the board (read back through ft_board_view_get_hint_arrow), says it to
 * screen readers, and the arrow goes when the move is made or browsing
 * starts; in the computer's turn H says why there is none; the evaluation
 * bar appears and disappears with its preference and shows a score; in a
 * puzzle or a network game neither is offered. */
#include "config.h"

#include <string.h>

#include "app-test-util.h"
#include "ft-evaluation-bar.h"
#include "ft-network-controller.h"
#include "ft-network-host.h"

static FtWindow *
open_game (GSettings *settings)
{
  g_autoptr (FtGameSetup) setup = ft_game_setup_new_default ();
  FtWindow *window;

  setup->opponent = FT_OPPONENT_COMPUTER;
  setup->human_colour = FT_WHITE;
  setup->level = FT_LEVEL_EASY;
  window = open_window_with (setup, settings);
  g_assert_true (wait_until (turn_started_and_still, window, 5000));
  return window;
}

static gboolean
has_arrow (gpointer data)
{
  return ft_board_view_get_hint_arrow (ft_window_get_board (data), NULL, NULL);
}

static gboolean
human_to_move (gpointer data)
{
  FtGame *game = ft_window_get_game (data);

  return ft_game_get_turn (game) == FT_WHITE && turn_started_and_still (data);
}

static void
test_hint_arrow (void)
{
  FtWindow *window = open_game (NULL);
  FtBoardView *board = ft_window_get_board (window);
  FtHintAdvisor *advisor = ft_window_get_hint_advisor (window);
  FtCell from, to, hint_from, hint_to;
  FtGamePiece piece;
  const char *said;

  g_assert_false (has_arrow (window));
  g_assert_true (ft_hint_advisor_is_available (advisor));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.key-hint", NULL));
  g_assert_true (ft_hint_advisor_is_thinking (advisor));
  /* While it thinks (0.5 s) the board shows the progress pointer, and no
   * toast flashes in and out. */
  g_assert_cmpstr (gdk_cursor_get_name (gtk_widget_get_cursor (GTK_WIDGET (board))), ==, "progress");
  spin (FT_HINT_MOVETIME_MS / 2);
  g_assert_null (find_label_containing (GTK_WIDGET (window), "Looking for a hint"));
  g_assert_true (wait_until (has_arrow, window, FT_HINT_MOVETIME_MS + 3000));
  g_assert_null (gtk_widget_get_cursor (GTK_WIDGET (board)));

  /* The arrow is the advisor's move, one of White's pieces, and is said. */
  g_assert_true (ft_board_view_get_hint_arrow (board, &from, &to));
  g_assert_true (ft_hint_advisor_get_arrow (advisor, &hint_from, &hint_to));
  g_assert_cmpint (from, ==, hint_from);
  g_assert_cmpint (to, ==, hint_to);
  g_assert_true (ft_board_model_get_piece (WINDOW_MODEL (window), from, &piece));
  g_assert_cmpint (piece.side, ==, FT_WHITE);
  said = ft_board_model_get_announcement (WINDOW_MODEL (window));
  g_assert_true (g_str_has_prefix (said, "Hint: "));
  spin (300); /* the toast's leaving, then the board drawn with the arrow */

  /* The player makes the move: the arrow goes at once. */
  drag_cells (board, from, to);
  g_assert_false (has_arrow (window));
  g_assert_cmpuint (ft_game_get_n_moves (ft_window_get_game (window)), ==, 1);

  /* The computer's turn: no hint, and H says why. */
  if (ft_game_get_turn (ft_window_get_game (window)) == FT_BLACK)
    {
      g_assert_false (ft_hint_advisor_is_available (advisor));
      gtk_widget_activate_action (GTK_WIDGET (window), "win.key-hint", NULL);
      g_assert_false (ft_hint_advisor_is_thinking (advisor));
      g_assert_nonnull (find_label_containing (GTK_WIDGET (window), "wait for your turn"));
    }

  /* Browsing to an earlier move drops a hint shown. */
  g_assert_true (wait_until (human_to_move, window, 20000));
  gtk_widget_activate_action (GTK_WIDGET (window), "win.hint", NULL);
  g_assert_true (wait_until (has_arrow, window, FT_HINT_MOVETIME_MS + 3000));
  gtk_widget_activate_action (GTK_WIDGET (window), "win.history-back", NULL);
  g_assert_true (ft_board_model_is_browsing (WINDOW_MODEL (window)));
  g_assert_false (has_arrow (window));
  g_assert_false (ft_hint_advisor_is_available (advisor));
  gtk_widget_activate_action (GTK_WIDGET (window), "win.history-end", NULL);
  g_assert_true (ft_hint_advisor_is_available (advisor));
  close_window (window);
}

static gboolean
scored (gpointer data)
{
  return ft_evaluation_tracker_get_white_score (data, NULL) && !ft_evaluation_tracker_is_analysing (data);
}

static void
test_evaluation_bar_preference (void)
{
  g_autoptr (GSettings) settings = g_settings_new ("io.github.fourteenchess.Fourteen");
  FtWindow *window;
  FtEvaluationTracker *tracker;
  GtkWidget *bar;
  const char *tip;

  g_settings_set_boolean (settings, "evaluation-bar", FALSE);
  window = open_game (settings);
  tracker = ft_window_get_evaluation_tracker (window);
  bar = ft_window_get_evaluation_bar (window);

  /* Off by default: no bar, no search. */
  g_assert_false (gtk_widget_get_visible (bar));
  g_assert_false (ft_evaluation_tracker_is_analysing (tracker));

  g_settings_set_boolean (settings, "evaluation-bar", TRUE);
  g_assert_true (gtk_widget_get_visible (bar));
  g_assert_true (ft_evaluation_tracker_is_analysing (tracker));
  g_assert_true (wait_until (scored, tracker, FT_EVALUATION_MOVETIME_MS + 3000));
  tip = gtk_widget_get_tooltip_text (bar);
  g_assert_nonnull (tip);
  g_assert_cmpstr (tip, !=, "No evaluation yet");
  g_assert_cmpfloat (ft_evaluation_bar_get_share (FT_EVALUATION_BAR (bar)), >, 0.0);
  g_assert_cmpfloat (ft_evaluation_bar_get_share (FT_EVALUATION_BAR (bar)), <, 1.0);
  /* Beside the board, lined up with it. */
  g_assert_true (gtk_widget_get_prev_sibling (GTK_WIDGET (ft_window_get_board (window))) == bar);
  spin (200);
  g_assert_cmpint (gtk_widget_get_height (bar), >, 0);

  g_settings_set_boolean (settings, "evaluation-bar", FALSE);
  g_assert_false (gtk_widget_get_visible (bar));
  g_assert_false (ft_evaluation_tracker_is_analysing (tracker));
  close_window (window);
}

/* A puzzle: no hint (H says why) and no evaluation bar, even with its
 * preference on; back in a game of its own, both are there again. */
static void
test_not_in_puzzles (void)
{
  g_autoptr (GSettings) settings = g_settings_new ("io.github.fourteenchess.Fourteen");
  g_autoptr (FtGameSetup) setup = NULL;
  FtWindow *window;
  FtHintAdvisor *advisor;
  GtkWidget *bar;

  g_settings_set_boolean (settings, "evaluation-bar", TRUE);
  window = open_game (settings);
  advisor = ft_window_get_hint_advisor (window);
  bar = ft_window_get_evaluation_bar (window);
  g_assert_true (gtk_widget_get_visible (bar));

  ft_window_play_level (window, 4); /* "Quiet Amazon": White to move */
  g_assert_nonnull (ft_window_get_puzzle (window));
  g_assert_true (wait_until (turn_started_and_still, window, 5000));
  g_assert_false (gtk_widget_get_visible (bar));
  g_assert_false (ft_evaluation_tracker_is_analysing (ft_window_get_evaluation_tracker (window)));
  g_assert_false (ft_hint_advisor_is_available (advisor));
  gtk_widget_activate_action (GTK_WIDGET (window), "win.key-hint", NULL);
  g_assert_false (ft_hint_advisor_is_thinking (advisor));
  g_assert_nonnull (find_label_containing (GTK_WIDGET (window), "No hints in puzzles"));
  spin (FT_HINT_MOVETIME_MS);
  g_assert_false (has_arrow (window));

  setup = ft_game_setup_new_default ();
  setup->human_colour = FT_WHITE;
  setup->level = FT_LEVEL_EASY;
  ft_window_start (window, setup);
  g_assert_null (ft_window_get_puzzle (window));
  g_assert_true (wait_until (turn_started_and_still, window, 5000));
  g_assert_true (gtk_widget_get_visible (bar));
  g_assert_true (ft_hint_advisor_is_available (advisor));
  g_settings_set_boolean (settings, "evaluation-bar", FALSE);
  close_window (window);
}

/* Hosting a network game: no hint (H says why), no evaluation bar. */
static void
test_not_in_network_games (void)
{
  g_autoptr (GSettings) settings = g_settings_new ("io.github.fourteenchess.Fourteen");
  g_autoptr (FtGameSetup) setup = ft_game_setup_new_default ();
  g_autoptr (FtNetworkHost) host = NULL;
  g_autoptr (GError) error = NULL;
  FtWindow *window;
  FtHintAdvisor *advisor;

  g_settings_set_boolean (settings, "evaluation-bar", TRUE);
  window = open_game (settings);
  advisor = ft_window_get_hint_advisor (window);
  g_assert_true (gtk_widget_get_visible (ft_window_get_evaluation_bar (window)));

  host = ft_network_host_new (setup, "HINT12", "Hostess", &error);
  g_assert_no_error (error);
  g_assert_true (ft_network_host_listen (host, "127.0.0.1", 0, &error));
  ft_window_attach_host (window, host);
  g_assert_nonnull (ft_window_get_network (window));
  g_assert_false (gtk_widget_get_visible (ft_window_get_evaluation_bar (window)));
  g_assert_false (ft_evaluation_tracker_is_analysing (ft_window_get_evaluation_tracker (window)));
  g_assert_false (ft_hint_advisor_is_available (advisor));
  gtk_widget_activate_action (GTK_WIDGET (window), "win.key-hint", NULL);
  g_assert_false (ft_hint_advisor_is_thinking (advisor));
  g_assert_nonnull (find_label_containing (GTK_WIDGET (window), "No hints in network games"));
  g_assert_false (has_arrow (window));
  g_settings_set_boolean (settings, "evaluation-bar", FALSE);
  close_window (window);
}

int
main (int argc, char **argv)
{
  gtk_test_init (&argc, &argv, NULL);
  adw_init ();
  load_app_css ();

  g_test_add_func ("/hint/arrow", test_hint_arrow);
  g_test_add_func ("/hint/evaluation-bar-preference", test_evaluation_bar_preference);
  g_test_add_func ("/hint/not-in-puzzles", test_not_in_puzzles);
  g_test_add_func ("/hint/not-in-network-games", test_not_in_network_games);
  return g_test_run ();
}
