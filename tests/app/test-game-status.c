/* test-game-status.c — FtGameStatus: when the side panel and the header
 * tell of a move (src/app/window/ft-game-status.c). The other side's move
 * is told as it lands, so that its first frames paint the board alone
 * (docs/performance.md, "A move's first frame"); a move made here is
 * listed at once. */
#include "config.h"

#include <adwaita.h>

#include "ft-window.h"

#include "app-test-util.h"

static guint
listed_moves (FtWindow *window)
{
  return ft_scoresheet_get_n_moves (ft_sidebar_get_scoresheet (ft_window_get_sidebar (window)));
}

static const char *
turn (FtWindow *window)
{
  return ft_sidebar_get_turn (ft_window_get_sidebar (window));
}

static gboolean
second_move_travelling (gpointer data)
{
  return ft_game_get_n_moves (ft_window_get_game (data)) == 2
         && ft_board_view_is_animating (ft_window_get_board (data));
}

static FtWindow *
open_game (void)
{
  g_autoptr (FtGameSetup) setup = ft_game_setup_new_default ();

  setup->human_colour = FT_WHITE;
  setup->level = FT_LEVEL_EASY;
  return open_window_with (setup, NULL);
}

/* The player's own move: listed while it travels; the computer's: the list
 * and the turn change as it lands, and not before. */
static void
test_told_as_it_lands (void)
{
  FtWindow *window = open_game ();
  FtBoardModel *model = ft_board_view_get_model (ft_window_get_board (window));

  g_assert_true (wait_until (turn_started_and_still, window, 5000));
  ft_board_model_click (model, CELL ("c2"));
  ft_board_model_click (model, CELL ("c4"));
  g_assert_true (ft_board_view_is_animating (ft_window_get_board (window)));
  g_assert_cmpuint (listed_moves (window), ==, 1);

  g_assert_true (wait_until (second_move_travelling, window, 20000));
  g_assert_cmpuint (listed_moves (window), ==, 1);
  g_assert_cmpstr (turn (window), ==, "Computer’s turn");

  g_assert_true (wait_until (turn_started_and_still, window, 5000));
  g_assert_cmpuint (listed_moves (window), ==, 2);
  g_assert_cmpstr (turn (window), ==, "Your turn");
  close_window (window);
}

/* A move taken back while the computer's travels: the list follows the
 * game at once, and nothing stays held for a landing that never comes. */
static void
test_undo_while_travelling (void)
{
  FtWindow *window = open_game ();
  FtBoardModel *model = ft_board_view_get_model (ft_window_get_board (window));

  g_assert_true (wait_until (turn_started_and_still, window, 5000));
  ft_board_model_click (model, CELL ("c2"));
  ft_board_model_click (model, CELL ("c4"));
  g_assert_true (wait_until (second_move_travelling, window, 20000));
  gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL);
  g_assert_true (wait_until (turn_started_and_still, window, 5000));
  g_assert_cmpuint (listed_moves (window), ==, ft_game_get_n_moves (ft_window_get_game (window)));
  g_assert_cmpstr (turn (window), ==, "Your turn");
  close_window (window);
}

int
main (int argc, char *argv[])
{
  gtk_test_init (&argc, &argv, NULL);
  adw_init ();
  load_app_css ();
  g_test_add_func ("/game-status/told-as-it-lands", test_told_as_it_lands);
  g_test_add_func ("/game-status/undo-while-travelling", test_undo_while_travelling);
  return g_test_run ();
}
