/* Window tests of the game's records under Xvfb: the score sheet, browsing
 * earlier positions, the replay, takeback with clocks. */
#include "config.h"

#include <glib/gstdio.h>
#include <string.h>

#include "ft-fen.h"
#include "ft-window.h"

#include "app-test-util.h"

#define SQ(name) FT_SQUARE ((name)[0] - 'a', atoi ((name) + 1) - 1)

static gboolean
turn_started_and_still (gpointer data)
{
  FtGame *game = ft_window_get_game (data);
  return ft_game_is_over (game)
         || (ft_game_is_turn_started (game) && !ft_board_is_animating (ft_window_get_board (data)));
}

static FtGameSetup *
standard_setup (FtOpponent opponent)
{
  FtGameSetup *setup = ft_game_setup_new_default ();

  ft_position_set_standard_start (setup->start);
  setup->opponent = opponent;
  setup->level = FT_LEVEL_EASY;
  return setup;
}

/* Click-click move as a person does, then wait for the next turn. */
static void
play (FtWindow *window, const char *from, const char *to)
{
  FtBoard *board = ft_window_get_board (window);
  guint n = ft_game_get_n_moves (ft_window_get_game (window));

  g_assert_true (wait_until (turn_started_and_still, window, 5000));
  ft_board_click_square (board, SQ (from));
  ft_board_click_square (board, SQ (to));
  g_assert_cmpuint (ft_game_get_n_moves (ft_window_get_game (window)), ==, n + 1);
  g_assert_true (wait_until (turn_started_and_still, window, 5000));
}

static FtScoresheet *
sheet_of (FtWindow *window)
{
  return ft_sidebar_get_scoresheet (ft_window_get_sidebar (window));
}

static void
assert_row (FtWindow *window, guint row, const char *text)
{
  g_autofree char *got = ft_scoresheet_get_row_text (sheet_of (window), row);
  g_assert_cmpstr (got, ==, text);
}

/* The window's own key handlers (the browsing keys), as a key press with
 * the keyboard focus where it is. */
static void
press_on_window (FtWindow *window, guint keyval)
{
  g_autoptr (GListModel) controllers = gtk_widget_observe_controllers (GTK_WIDGET (window));

  for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
    {
      g_autoptr (GObject) controller = g_list_model_get_item (controllers, i);
      gboolean handled = FALSE;

      if (GTK_IS_EVENT_CONTROLLER_KEY (controller))
        g_signal_emit_by_name (controller, "key-pressed", keyval, 0, (GdkModifierType) 0, &handled);
    }
}

/* SAN in numbered pairs, the current move highlighted, mate marked. */
static void
test_score_sheet (void)
{
  g_autoptr (FtGameSetup) setup = standard_setup (FT_OPPONENT_HUMAN);
  FtWindow *window = open_window_with (setup, NULL);
  FtScoresheet *sheet = sheet_of (window);

  g_assert_cmpuint (ft_scoresheet_get_n_moves (sheet), ==, 0);
  play (window, "e2", "e4");
  play (window, "e7", "e5");
  play (window, "g1", "f3");
  assert_row (window, 0, "1. e4 e5");
  assert_row (window, 1, "2. Nf3");
  g_assert_cmpuint (ft_scoresheet_get_current (sheet), ==, 3);
  play (window, "b8", "c6");
  play (window, "f1", "c4");
  play (window, "g8", "f6");
  play (window, "c4", "f7");
  play (window, "e8", "e7");
  assert_row (window, 3, "4. Bxf7+ Ke7");
  /* A takeback removes the move from the sheet. */
  gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL);
  g_assert_cmpuint (ft_scoresheet_get_n_moves (sheet), ==, 7);
  assert_row (window, 3, "4. Bxf7+");
  g_assert_cmpuint (ft_scoresheet_get_current (sheet), ==, 7);
  /* A new game clears it. */
  gtk_widget_activate_action (GTK_WIDGET (window), "win.restart", NULL);
  g_assert_cmpuint (ft_scoresheet_get_n_moves (sheet), ==, 0);
  close_window (window);
}

/* A game from a FEN with Black to move starts its sheet "12. … Kh8";
 * mate is marked. */
static void
test_score_sheet_black_first (void)
{
  g_autoptr (FtGameSetup) setup = standard_setup (FT_OPPONENT_HUMAN);
  g_autoptr (GError) error = NULL;
  FtWindow *window;

  g_assert_true (ft_fen_parse ("6k1/5ppp/8/8/8/8/8/1R2K3 b - - 0 12", FT_RULES_STANDARD, setup->start,
                               &error));
  window = open_window_with (setup, NULL);
  play (window, "g8", "h8");
  play (window, "b1", "b8");
  assert_row (window, 0, "12. … Kh8");
  assert_row (window, 1, "13. Rb8#");
  close_window (window);
}

/* Browsing: earlier positions read-only with their last move highlighted;
 * the sidebar says where; End, or a move of the game, returns. */
static void
test_browse (void)
{
  g_autoptr (FtGameSetup) setup = standard_setup (FT_OPPONENT_HUMAN);
  FtWindow *window = open_window_with (setup, NULL);
  FtBoard *board = ft_window_get_board (window);
  FtSidebar *sidebar = ft_window_get_sidebar (window);
  FtGame *game;

  play (window, "e2", "e4");
  play (window, "e7", "e5");
  play (window, "g1", "f3");
  play (window, "b8", "c6");
  game = ft_window_get_game (window);

  gtk_widget_activate_action (GTK_WIDGET (window), "win.history-back", NULL);
  g_assert_true (ft_board_is_viewing (board));
  g_assert_cmpuint (ft_scoresheet_get_current (sheet_of (window)), ==, 3);
  g_assert_cmpint (ft_board_get_highlight (board, SQ ("f3")), ==, FT_HIGHLIGHT_LAST_MOVE);
  g_assert_cmpint (ft_board_get_highlight (board, SQ ("c6")), ==, FT_HIGHLIGHT_NONE);
  g_assert_cmpstr (ft_sidebar_get_message (sidebar), ==, "After 2. Nf3");
  /* Read-only: a click selects nothing, the game is untouched. */
  ft_board_click_square (board, SQ ("d2"));
  g_assert_cmpuint (ft_board_get_selected (board), ==, FT_NO_SQUARE);
  g_assert_cmpuint (ft_game_get_n_moves (game), ==, 4);
  /* The clock of the side to move keeps running. */
  g_assert_true (ft_clock_is_running (ft_game_get_clock (game)));

  gtk_widget_activate_action (GTK_WIDGET (window), "win.history-start", NULL);
  g_assert_cmpstr (ft_sidebar_get_message (sidebar), ==, "Start position");
  g_assert_cmpuint (ft_scoresheet_get_current (sheet_of (window)), ==, 0);
  g_assert_cmpint (ft_board_get_highlight (board, SQ ("e4")), ==, FT_HIGHLIGHT_NONE);

  /* A click on a move of the sheet: Black's first. */
  ft_scoresheet_activate_move (sheet_of (window), 1);
  g_assert_cmpstr (ft_sidebar_get_message (sidebar), ==, "After 1… e5");
  g_assert_cmpint (ft_board_get_highlight (board, SQ ("e5")), ==, FT_HIGHLIGHT_LAST_MOVE);

  /* The browsing keys: on the board while browsing. */
  gtk_widget_grab_focus (GTK_WIDGET (board));
  press_on_window (window, GDK_KEY_Right);
  g_assert_cmpstr (ft_sidebar_get_message (sidebar), ==, "After 2. Nf3");
  press_on_window (window, GDK_KEY_Left);
  press_on_window (window, GDK_KEY_Left);
  g_assert_cmpstr (ft_sidebar_get_message (sidebar), ==, "After 1. e4");
  press_on_window (window, GDK_KEY_End);
  g_assert_false (ft_board_is_viewing (board));
  g_assert_cmpuint (ft_scoresheet_get_current (sheet_of (window)), ==, 4);
  g_assert_cmpint (ft_board_get_highlight (board, SQ ("c6")), ==, FT_HIGHLIGHT_LAST_MOVE);
  /* At the live position the board keeps its arrows (keyboard play). */
  press_on_window (window, GDK_KEY_Left);
  g_assert_false (ft_board_is_viewing (board));

  /* Forward from the last move is the live position again. */
  gtk_widget_activate_action (GTK_WIDGET (window), "win.history-back", NULL);
  gtk_widget_activate_action (GTK_WIDGET (window), "win.history-forward", NULL);
  g_assert_false (ft_board_is_viewing (board));
  g_assert_cmpstr (ft_sidebar_get_turn (sidebar), ==, "White to move");
  close_window (window);
}

static gboolean
computer_moved (gpointer data)
{
  return ft_game_get_n_moves (ft_window_get_game (data)) >= 2;
}

static gboolean
not_animating (gpointer data)
{
  return !ft_board_is_animating (ft_window_get_board (data));
}

/* Against the computer: browsing while it thinks; its move brings the board
 * back to the game, and the move travels from where it stood. */
static void
test_browse_until_reply (void)
{
  g_autoptr (FtGameSetup) setup = standard_setup (FT_OPPONENT_COMPUTER);
  FtWindow *window = open_window_with (setup, NULL);
  FtBoard *board = ft_window_get_board (window);
  FtBoard *b = board;
  FtSquare from[2], to[2];

  ft_board_set_animate (board, TRUE);
  g_assert_true (wait_until (turn_started_and_still, window, 5000));
  ft_board_click_square (board, SQ ("e2"));
  ft_board_click_square (board, SQ ("e4"));
  /* Browse back while our move travels: it lands first (the game waits
   * for it), then the start position shows. */
  gtk_widget_activate_action (GTK_WIDGET (window), "win.history-start", NULL);
  g_assert_true (ft_board_is_viewing (board));
  g_assert_true (wait_until (computer_moved, window, 10000));
  g_assert_false (ft_board_is_viewing (b));
  /* The reply travels from its square in the position before it. */
  if (ft_board_is_animating (board))
    {
      FtMove reply = ft_game_get_move (ft_window_get_game (window), 1);

      g_assert_cmpuint (ft_board_get_moving_pieces (board, from, to), >=, 1);
      g_assert_cmpuint (from[0], ==, FT_MOVE_FROM (reply));
    }
  g_assert_true (wait_until (not_animating, window, 5000));
  g_assert_cmpuint (ft_scoresheet_get_current (sheet_of (window)), ==, 2);
  close_window (window);
}

static gboolean
not_viewing (gpointer data)
{
  return !ft_board_is_viewing (ft_window_get_board (data));
}

/* The replay steps from the start through every move, then is live. */
static void
test_replay (void)
{
  g_autoptr (FtGameSetup) setup = standard_setup (FT_OPPONENT_HUMAN);
  FtWindow *window = open_window_with (setup, NULL);
  FtScoresheet *sheet = sheet_of (window);
  guint last = 0;
  gboolean saw_middle = FALSE;
  gint64 deadline;

  play (window, "d2", "d4");
  play (window, "d7", "d5");
  play (window, "c2", "c4");
  gtk_widget_activate_action (GTK_WIDGET (window), "win.replay", NULL);
  g_assert_true (ft_board_is_viewing (ft_window_get_board (window)));
  g_assert_cmpuint (ft_scoresheet_get_current (sheet), ==, 0);
  deadline = g_get_monotonic_time () + 10 * G_USEC_PER_SEC;
  while (ft_board_is_viewing (ft_window_get_board (window)) && g_get_monotonic_time () < deadline)
    {
      guint now = ft_scoresheet_get_current (sheet);

      g_assert_cmpuint (now, >=, last);
      g_assert_cmpuint (now, <=, last + 1);
      if (now == 2)
        saw_middle = TRUE;
      last = now;
      g_main_context_iteration (NULL, FALSE);
      g_usleep (1000);
    }
  g_assert_true (not_viewing (window));
  g_assert_true (saw_middle);
  g_assert_cmpuint (ft_scoresheet_get_current (sheet), ==, 3);
  close_window (window);
}

/* Takeback restores the clocks; redo brings back theirs. */
static void
test_take_back_clocks (void)
{
  g_autoptr (FtGameSetup) setup = standard_setup (FT_OPPONENT_HUMAN);
  FtWindow *window;
  FtClock *clock;
  gint64 white_after_1, black_after_2, white_after_3;

  setup->player_ms = setup->cpu_ms = 60000;
  setup->player_increment_ms = setup->cpu_increment_ms = 5000;
  window = open_window_with (setup, NULL);
  clock = ft_game_get_clock (ft_window_get_game (window));
  play (window, "e2", "e4");
  spin (150);
  white_after_1 = ft_clock_get_remaining_ms (clock, FT_WHITE);
  play (window, "e7", "e5");
  spin (150);
  black_after_2 = ft_clock_get_remaining_ms (clock, FT_BLACK);
  play (window, "g1", "f3");
  white_after_3 = ft_clock_get_remaining_ms (clock, FT_WHITE);
  g_assert_cmpint (white_after_1, >, 60000); /* the increment */
  spin (300);

  gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL);
  g_assert_cmpuint (ft_game_get_n_moves (ft_window_get_game (window)), ==, 2);
  /* White to move again with the time White had after move 1. */
  g_assert_cmpint (ft_clock_get_remaining_ms (clock, FT_WHITE), <=, white_after_1);
  g_assert_cmpint (ft_clock_get_remaining_ms (clock, FT_WHITE), >, white_after_1 - 200);
  g_assert_cmpint (ft_clock_get_remaining_ms (clock, FT_BLACK), ==, black_after_2);
  gtk_widget_activate_action (GTK_WIDGET (window), "win.redo", NULL);
  g_assert_cmpuint (ft_game_get_n_moves (ft_window_get_game (window)), ==, 3);
  g_assert_cmpint (ft_clock_get_remaining_ms (clock, FT_WHITE), ==, white_after_3);
  close_window (window);
}

int
main (int argc, char **argv)
{
  gtk_test_init (&argc, &argv, NULL);
  adw_init ();
  load_app_css ();

  g_test_add_func ("/records/score-sheet", test_score_sheet);
  g_test_add_func ("/records/score-sheet/black-first", test_score_sheet_black_first);
  g_test_add_func ("/records/browse", test_browse);
  g_test_add_func ("/records/browse/until-reply", test_browse_until_reply);
  g_test_add_func ("/records/replay", test_replay);
  g_test_add_func ("/records/take-back-clocks", test_take_back_clocks);
  return g_test_run ();
}
