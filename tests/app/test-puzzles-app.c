/* test-puzzles-app.c — puzzles in the window: the Puzzles window lists the
 * shipped levels; choosing one plays it; board clicks play a wrong move
 * (shown, said to screen readers, then taken back with the message) and
 * then the solution; the level is recorded and shows its check mark. */
#include "config.h"

#include <glib/gstdio.h>
#include <string.h>

#include "app-test-util.h"
#include "ft-level-picker.h"
#include "ft-puzzle.h"

static void
click (FtWindow *window, const char *square)
{
  ft_board_model_click (ft_board_view_get_model (ft_window_get_board (window)), CELL (square));
}

static gboolean
n_moves_is (FtWindow *window, guint n)
{
  return ft_game_get_n_moves (ft_window_get_game (window)) == n;
}

static gboolean
back_to_start (gpointer data)
{
  return n_moves_is (data, 0) && !ft_board_view_is_animating (ft_window_get_board (data));
}

static gboolean
wrong_move_landed (gpointer data)
{
  return n_moves_is (data, 1) && !ft_board_view_is_animating (ft_window_get_board (data));
}

static gboolean
reply_arrived (gpointer data)
{
  return n_moves_is (data, 2) && !ft_board_view_is_animating (ft_window_get_board (data));
}

static gboolean
puzzle_solved (gpointer data)
{
  FtPuzzle *puzzle = ft_window_get_puzzle (data);

  return puzzle != NULL && ft_puzzle_is_solved (puzzle);
}

static const char *
message (FtWindow *window)
{
  return ft_sidebar_get_message (ft_window_get_sidebar (window));
}

static void
test_choose_and_solve (void)
{
  g_autoptr (FtGameSetup) setup = ft_game_setup_new_default ();
  g_autofree char *records = ft_puzzle_get_default_records_path ();
  FtWindow *window = open_window_with (setup, NULL);
  FtLevelPicker *picker;
  FtPuzzle *puzzle;

  g_unlink (records);
  /* The normal game runs until a level is chosen. */
  g_assert_null (ft_window_get_puzzle (window));
  picker = ft_window_open_level_picker (window);
  g_assert_nonnull (picker);
  g_assert_nonnull (ft_level_picker_get_row (picker, 11));
  g_assert_null (ft_level_picker_get_row (picker, 12));
  g_assert_false (ft_level_picker_row_is_solved (picker, 4));

  /* Level 5, "Quiet Amazon": White to move, mate in 2. */
  g_signal_emit_by_name (ft_level_picker_get_row (picker, 4), "activate");
  puzzle = ft_window_get_puzzle (window);
  g_assert_nonnull (puzzle);
  g_assert_cmpuint (ft_puzzle_get_index (puzzle), ==, 4);
  g_assert_cmpstr (message (window), ==, "White to move: mate in 2");
  g_assert_cmpuint (ft_game_get_n_moves (ft_window_get_game (window)), ==, 0);

  /* A wrong move: played and shown, then taken back with the message. A
   * premove made meanwhile goes with it. */
  ft_board_model_set_premove_enabled (ft_board_view_get_model (ft_window_get_board (window)), TRUE);
  click (window, "c6");
  click (window, "c13");
  g_assert_true (n_moves_is (window, 1));
  g_assert_cmpstr (message (window), ==, "Not the solution — try again");
  click (window, "c4");
  click (window, "d5");
  g_assert_true (ft_board_model_get_premove (ft_board_view_get_model (ft_window_get_board (window)), NULL, NULL));
  /* Screen readers hear it from the board once the move has landed. */
  g_assert_true (wait_until (wrong_move_landed, window, 10000));
  g_assert_cmpstr (ft_board_model_get_announcement (ft_board_view_get_model (ft_window_get_board (window))), ==,
                   "White amazon c6 takes pawn on c13, check. Not the solution — try again");
  g_assert_true (wait_until (back_to_start, window, 10000));
  g_assert_cmpuint (ft_puzzle_get_wrong_moves (puzzle), ==, 1);
  g_assert_cmpuint (ft_board_model_get_selected (ft_board_view_get_model (ft_window_get_board (window))), ==, FT_NO_CELL);
  g_assert_false (ft_board_model_get_premove (ft_board_view_get_model (ft_window_get_board (window)), NULL, NULL));
  spin (200);
  g_assert_true (n_moves_is (window, 0));

  /* The key, the computer's reply, the mate. */
  click (window, "c6");
  click (window, "c12");
  g_assert_true (wait_until (reply_arrived, window, 10000));
  g_assert_cmpstr (message (window), ==, "White to move: mate in 2");
  click (window, "c4");
  click (window, "h9");
  g_assert_true (wait_until (puzzle_solved, window, 10000));
  g_assert_cmpstr (message (window), ==, "Solved!");
  g_assert_true (ft_puzzle_records_is_solved (records, "Quiet Amazon"));

  /* The Puzzles window now marks it solved. */
  picker = ft_window_open_level_picker (window);
  g_assert_true (ft_level_picker_row_is_solved (picker, 4));
  g_assert_false (ft_level_picker_row_is_solved (picker, 5));
  gtk_window_destroy (GTK_WINDOW (picker));

  /* Next Puzzle plays level 6. */
  gtk_widget_activate_action (GTK_WIDGET (window), "win.next-puzzle", NULL);
  g_assert_nonnull (ft_window_get_puzzle (window));
  g_assert_cmpuint (ft_puzzle_get_index (ft_window_get_puzzle (window)), ==, 5);
  g_assert_true (n_moves_is (window, 0));

  /* A new game ends the puzzle. */
  ft_window_start (window, setup);
  g_assert_null (ft_window_get_puzzle (window));
  g_unlink (records);
  close_window (window);
}

int
main (int argc, char **argv)
{
  g_autoptr (GError) error = NULL;
  g_autofree char *data_home = g_dir_make_tmp ("fourteen-puzzles-app-XXXXXX", &error);
  int status;

  g_assert_no_error (error);
  g_setenv ("XDG_DATA_HOME", data_home, TRUE);
  g_unsetenv ("FOURTEEN_LEVELS");
  gtk_test_init (&argc, &argv, NULL);
  adw_init ();
  load_app_css ();
  g_test_add_func ("/app/puzzles/choose-and-solve", test_choose_and_solve);
  status = g_test_run ();
  {
    g_autofree char *folder = g_build_filename (data_home, "fourteen", NULL);
    g_rmdir (folder);
    g_rmdir (data_home);
  }
  return status;
}
