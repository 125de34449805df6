/* Premoves in the window under Xvfb (docs/playing.md#premoves): a premove
 * played when the turn starts, one dropped because it became illegal (with
 * its message), one cancelled by a right click or Escape, the setting
 * that turns them off, and a config file's "premove" winning over it.
 *
 * Deterministic, not timed: the human (White) moves first and makes the
 * premove at once, before the main loop runs again, so the computer cannot
 * have answered yet; and its answer is forced — in the test position Black
 * has exactly one legal move, e5e4. */
#include "config.h"

#include <stdlib.h>

#include <glib/gstdio.h>

#include "ft-application.h"
#include "ft-fen.h"
#include "ft-window.h"

#include "app-test-util.h"

#define SQ(name) FT_SQUARE ((name)[0] - 'a', atoi ((name) + 1) - 1)

/* Black: Ka8 (a7, b7 and b8 are covered by the rooks) and a pawn on e5 that
 * can only step to e4. White: rooks b1 and h7, king g1. */
#define FORCED_FEN "k7/7R/8/4p3/8/8/8/1R4K1 w - - 0 1"

static FtGameSetup *
forced_setup (void)
{
  FtGameSetup *setup = ft_game_setup_new_default ();
  g_autoptr (GError) error = NULL;

  g_assert_true (ft_fen_parse (FORCED_FEN, FT_RULES_STANDARD, setup->start, &error));
  g_assert_no_error (error);
  setup->opponent = FT_OPPONENT_COMPUTER;
  setup->human_colour = FT_WHITE;
  setup->level = FT_LEVEL_EASY;
  return setup;
}

static gboolean
human_turn_and_still (gpointer data)
{
  FtGame *game = ft_window_get_game (data);

  return ft_game_is_over (game)
         || (ft_game_get_turn (game) == FT_WHITE && ft_game_is_turn_started (game)
             && !ft_board_view_is_animating (ft_window_get_board (data)));
}

/* White opens with Kg1-g2 by clicks; its piece is still travelling and the
 * computer has not answered when this returns. */
static FtWindow *
open_and_move_king (GSettings *settings)
{
  g_autoptr (FtGameSetup) setup = forced_setup ();
  FtWindow *window = open_window_with (setup, settings);
  FtBoardView *board = ft_window_get_board (window);

  g_assert_true (wait_until (human_turn_and_still, window, 5000));
  ft_board_model_click (ft_board_view_get_model (board), CELL ("g1"));
  ft_board_model_click (ft_board_view_get_model (board), CELL ("g2"));
  g_assert_cmpuint (ft_game_get_n_moves (ft_window_get_game (window)), ==, 1);
  g_assert_cmpint (ft_game_get_turn (ft_window_get_game (window)), ==, FT_BLACK);
  return window;
}

static GtkEventController *
find_controller (FtBoardView *board, GType type, guint button)
{
  g_autoptr (GListModel) controllers = gtk_widget_observe_controllers (GTK_WIDGET (board));

  for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
    {
      g_autoptr (GObject) controller = g_list_model_get_item (controllers, i);

      if (G_TYPE_CHECK_INSTANCE_TYPE (controller, type)
          && (button == 0
              || gtk_gesture_single_get_button (GTK_GESTURE_SINGLE (controller)) == button))
        return GTK_EVENT_CONTROLLER (controller);
    }
  g_assert_not_reached ();
}

/* A press, two motions and a release through the board's drag gesture. */
static void
gesture_drag (FtBoardView *board, const char *from, const char *to)
{
  GtkEventController *gesture = find_controller (board, GTK_TYPE_GESTURE_DRAG, GDK_BUTTON_PRIMARY);
  graphene_rect_t a, b;
  double x0, y0, dx, dy;

  g_assert_true (ft_board_view_get_cell_bounds (board, CELL (from), &a));
  g_assert_true (ft_board_view_get_cell_bounds (board, CELL (to), &b));
  x0 = a.origin.x + a.size.width / 2;
  y0 = a.origin.y + a.size.height / 2;
  dx = b.origin.x - a.origin.x;
  dy = b.origin.y - a.origin.y;
  g_signal_emit_by_name (gesture, "drag-begin", x0, y0);
  g_signal_emit_by_name (gesture, "drag-update", dx / 2, dy / 2);
  g_signal_emit_by_name (gesture, "drag-update", dx, dy);
  g_signal_emit_by_name (gesture, "drag-end", dx, dy);
}

static void
assert_premove (FtBoardView *board, const char *from, const char *to)
{
  FtCell f, t;

  g_assert_true (ft_board_model_get_premove (ft_board_view_get_model (board), &f, &t));
  g_assert_cmpuint (f, ==, CELL (from));
  g_assert_cmpuint (t, ==, CELL (to));
  g_assert_cmpint (ft_board_model_get_highlight (ft_board_view_get_model (board), CELL (from)), ==, FT_HIGHLIGHT_PREMOVE);
  g_assert_cmpint (ft_board_model_get_highlight (ft_board_view_get_model (board), CELL (to)), ==, FT_HIGHLIGHT_PREMOVE);
}

/* Dragged while the computer thinks, then played as soon as White's turn
 * starts; the premove's own colour is gone once it is played. */
static void
test_premove_played (void)
{
  FtWindow *window = open_and_move_king (NULL);
  FtBoardView *board = ft_window_get_board (window);
  FtGame *game = ft_window_get_game (window);
  GdkRGBA violet, selected;

  /* Picking up the rook shows where it may go as if it were White's turn:
   * up the b-file and along the first rank, now that the king has left. */
  ft_board_model_click (ft_board_view_get_model (board), CELL ("b1"));
  g_assert_cmpuint (ft_board_model_get_selected (ft_board_view_get_model (board)), ==, CELL ("b1"));
  g_assert_cmpint (ft_board_model_get_highlight (ft_board_view_get_model (board), CELL ("b8")), ==, FT_HIGHLIGHT_LEGAL);
  g_assert_cmpint (ft_board_model_get_highlight (ft_board_view_get_model (board), CELL ("g1")), ==, FT_HIGHLIGHT_LEGAL);
  ft_board_model_click (ft_board_view_get_model (board), CELL ("b1"));
  g_assert_cmpuint (ft_board_model_get_selected (ft_board_view_get_model (board)), ==, FT_NO_CELL);

  gesture_drag (board, "b1", "b8");
  assert_premove (board, "b1", "b8");
  g_assert_cmpuint (ft_board_model_get_selected (ft_board_view_get_model (board)), ==, FT_NO_CELL);
  /* Its colour is its own. */
  ft_board_view_get_cell_colour (board, FT_HIGHLIGHT_PREMOVE, FALSE, &violet);
  ft_board_view_get_cell_colour (board, FT_HIGHLIGHT_SELECTED, FALSE, &selected);
  g_assert_false (gdk_rgba_equal (&violet, &selected));
  /* Black's forced e5e4, then at once White's premove. */
  g_assert_true (wait_until (human_turn_and_still, window, 20000));
  g_assert_cmpuint (ft_game_get_n_moves (game), >=, 3);
  g_assert_cmpuint (ft_game_get_move (game, 1), ==,
                    FT_MAKE_MOVE (SQ ("e5"), SQ ("e4"), FT_NO_KIND, FT_MOVE_NORMAL, FALSE));
  g_assert_cmpuint (FT_MOVE_FROM (ft_game_get_move (game, 2)), ==, SQ ("b1"));
  g_assert_cmpuint (FT_MOVE_TO (ft_game_get_move (game, 2)), ==, SQ ("b8"));
  g_assert_false (ft_board_model_get_premove (ft_board_view_get_model (board), NULL, NULL));
  g_assert_cmpint (ft_board_model_get_highlight (ft_board_view_get_model (board), CELL ("b1")), !=, FT_HIGHLIGHT_PREMOVE);
  close_window (window);
}

/* Made with the keyboard (Enter on the focus square), and no longer legal
 * when the turn comes: the pawn on e4 guards f3. Dropped, with a message. */
static void
test_premove_dropped (void)
{
  FtWindow *window = open_and_move_king (NULL);
  FtBoardView *board = ft_window_get_board (window);
  FtGame *game = ft_window_get_game (window);

  /* The first arrow lands on White's king, which is the side premoving. */
  ft_board_model_move_cursor (ft_board_view_get_model (board), 0, 0);
  g_assert_cmpuint (ft_board_model_get_cursor (ft_board_view_get_model (board)), ==, CELL ("g2"));
  ft_board_model_activate_cursor (ft_board_view_get_model (board));
  g_assert_cmpuint (ft_board_model_get_selected (ft_board_view_get_model (board)), ==, CELL ("g2"));
  ft_board_model_move_cursor (ft_board_view_get_model (board), -1, 1);
  g_assert_cmpuint (ft_board_model_get_cursor (ft_board_view_get_model (board)), ==, CELL ("f3"));
  ft_board_model_activate_cursor (ft_board_view_get_model (board));
  assert_premove (board, "g2", "f3");

  g_assert_true (wait_until (human_turn_and_still, window, 20000));
  g_assert_cmpuint (ft_game_get_n_moves (game), ==, 2);
  g_assert_false (ft_board_model_get_premove (ft_board_view_get_model (board), NULL, NULL));
  g_assert_cmpstr (ft_sidebar_get_message (ft_window_get_sidebar (window)), ==,
                   "Premove g2f3 was not legal");
  g_assert_cmpstr (ft_sidebar_get_turn (ft_window_get_sidebar (window)), ==, "Your turn");
  /* The turn is White's as usual: a move clears the message. */
  ft_board_model_click (ft_board_view_get_model (board), CELL ("b1"));
  ft_board_model_click (ft_board_view_get_model (board), CELL ("b8"));
  g_assert_cmpuint (ft_game_get_n_moves (game), ==, 3);
  g_assert_cmpstr (ft_sidebar_get_message (ft_window_get_sidebar (window)), !=,
                   "Premove g2f3 was not legal");
  close_window (window);
}

/* A right click clears the premove, and so does Escape (which then does not
 * resign); nothing is played for White when the turn comes. */
static void
test_premove_cancelled (void)
{
  FtWindow *window = open_and_move_king (NULL);
  FtBoardView *board = ft_window_get_board (window);
  FtGame *game = ft_window_get_game (window);
  GtkEventController *right = find_controller (board, GTK_TYPE_GESTURE_CLICK, GDK_BUTTON_SECONDARY);
  GtkEventController *keys = find_controller (board, GTK_TYPE_EVENT_CONTROLLER_KEY, 0);
  gboolean handled = FALSE;

  ft_board_model_click (ft_board_view_get_model (board), CELL ("h7"));
  ft_board_model_click (ft_board_view_get_model (board), CELL ("h1"));
  assert_premove (board, "h7", "h1");
  g_signal_emit_by_name (keys, "key-pressed", GDK_KEY_Escape, 0, 0, &handled);
  g_assert_true (handled);
  g_assert_false (ft_board_model_get_premove (ft_board_view_get_model (board), NULL, NULL));
  g_assert_false (ft_game_is_over (game));

  ft_board_model_click (ft_board_view_get_model (board), CELL ("b1"));
  ft_board_model_click (ft_board_view_get_model (board), CELL ("b8"));
  assert_premove (board, "b1", "b8");
  g_signal_emit_by_name (right, "pressed", 1, 10.0, 10.0);
  g_assert_false (ft_board_model_get_premove (ft_board_view_get_model (board), NULL, NULL));
  g_assert_cmpint (ft_board_model_get_highlight (ft_board_view_get_model (board), CELL ("b8")), ==, FT_HIGHLIGHT_NONE);

  g_assert_true (wait_until (human_turn_and_still, window, 20000));
  spin (100);
  g_assert_cmpuint (ft_game_get_n_moves (game), ==, 2);
  g_assert_true (ft_game_is_turn_started (game));
  g_assert_cmpint (ft_game_get_turn (game), ==, FT_WHITE);
  close_window (window);
}

/* With the "premove" setting off nothing can be picked up while the
 * computer thinks; turning it off drops a premove already made. */
static void
test_premove_disabled (void)
{
  g_autoptr (GSettings) settings = g_settings_new (APP_ID);
  FtWindow *window;
  FtBoardView *board;

  g_assert_true (g_settings_get_boolean (settings, "premove"));
  g_settings_set_boolean (settings, "premove", FALSE);
  window = open_and_move_king (settings);
  board = ft_window_get_board (window);
  g_assert_false (ft_board_model_get_premove_enabled (ft_board_view_get_model (board)));
  ft_board_model_click (ft_board_view_get_model (board), CELL ("b1"));
  g_assert_cmpuint (ft_board_model_get_selected (ft_board_view_get_model (board)), ==, FT_NO_CELL);
  ft_board_model_click (ft_board_view_get_model (board), CELL ("b8"));
  g_assert_false (ft_board_model_get_premove (ft_board_view_get_model (board), NULL, NULL));
  g_assert_true (wait_until (human_turn_and_still, window, 20000));
  spin (100);
  g_assert_cmpuint (ft_game_get_n_moves (ft_window_get_game (window)), ==, 2);
  close_window (window);

  g_settings_set_boolean (settings, "premove", TRUE);
  window = open_and_move_king (settings);
  board = ft_window_get_board (window);
  ft_board_model_click (ft_board_view_get_model (board), CELL ("b1"));
  ft_board_model_click (ft_board_view_get_model (board), CELL ("b8"));
  assert_premove (board, "b1", "b8");
  g_settings_set_boolean (settings, "premove", FALSE);
  g_assert_false (ft_board_model_get_premove (ft_board_view_get_model (board), NULL, NULL));
  g_assert_true (wait_until (human_turn_and_still, window, 20000));
  spin (100);
  g_assert_cmpuint (ft_game_get_n_moves (ft_window_get_game (window)), ==, 2);
  close_window (window);
  g_settings_reset (settings, "premove");
}

/* A config file that names "premove" wins over the preference, for its
 * own window only. */
static void
test_premove_config_wins (void)
{
  g_autoptr (FtApplication) application = ft_application_new ();
  g_autofree char *dir = g_dir_make_tmp ("fourteen-premove-XXXXXX", NULL);
  g_autofree char *off = g_build_filename (dir, "off.json", NULL);
  g_autofree char *silent = g_build_filename (dir, "silent.json", NULL);
  GSettings *settings;
  FtWindow *first, *second;
  FtBoardView *off_board, *silent_board;

  g_assert_true (g_file_set_contents (off, "{\"premove\": false}", -1, NULL));
  g_assert_true (g_file_set_contents (silent, "{}", -1, NULL));
  g_application_set_flags (G_APPLICATION (application), G_APPLICATION_NON_UNIQUE
                                                          | G_APPLICATION_HANDLES_COMMAND_LINE);
  g_assert_true (g_application_register (G_APPLICATION (application), NULL, NULL));
  settings = ft_application_get_settings (application);
  g_assert_nonnull (settings);

  first = ft_application_open_window (application, off);
  second = ft_application_open_window (application, silent);
  off_board = ft_window_get_board (first);
  silent_board = ft_window_get_board (second);
  g_assert_false (ft_board_model_get_premove_enabled (ft_board_view_get_model (off_board)));
  g_assert_true (ft_board_model_get_premove_enabled (ft_board_view_get_model (silent_board)));
  /* The preference switch changes only the window whose file is silent. */
  g_settings_set_boolean (settings, "premove", FALSE);
  g_assert_false (ft_board_model_get_premove_enabled (ft_board_view_get_model (silent_board)));
  g_settings_set_boolean (settings, "premove", TRUE);
  g_assert_true (ft_board_model_get_premove_enabled (ft_board_view_get_model (silent_board)));
  g_assert_false (ft_board_model_get_premove_enabled (ft_board_view_get_model (off_board)));

  gtk_window_destroy (GTK_WINDOW (first));
  gtk_window_destroy (GTK_WINDOW (second));
  spin (20);
  g_settings_reset (settings, "premove");
  g_unlink (off);
  g_unlink (silent);
  g_rmdir (dir);
}

/* Between two people nobody waits: no premoves. */
static void
test_no_premove_between_two_people (void)
{
  g_autoptr (FtGameSetup) setup = forced_setup ();
  FtWindow *window;
  FtBoardView *board;

  setup->opponent = FT_OPPONENT_HUMAN;
  window = open_window_with (setup, NULL);
  board = ft_window_get_board (window);
  ft_board_model_click (ft_board_view_get_model (board), CELL ("g1"));
  ft_board_model_click (ft_board_view_get_model (board), CELL ("g2"));
  /* Black is to move: a click on White's rook picks nothing up. */
  ft_board_model_click (ft_board_view_get_model (board), CELL ("b1"));
  g_assert_cmpuint (ft_board_model_get_selected (ft_board_view_get_model (board)), ==, FT_NO_CELL);
  ft_board_model_click (ft_board_view_get_model (board), CELL ("b8"));
  g_assert_false (ft_board_model_get_premove (ft_board_view_get_model (board), NULL, NULL));
  close_window (window);
}

int
main (int argc, char **argv)
{
  gtk_test_init (&argc, &argv, NULL);
  adw_init ();
  load_app_css ();
  g_test_add_func ("/premove/played", test_premove_played);
  g_test_add_func ("/premove/dropped", test_premove_dropped);
  g_test_add_func ("/premove/cancelled", test_premove_cancelled);
  g_test_add_func ("/premove/disabled", test_premove_disabled);
  g_test_add_func ("/premove/two-people", test_no_premove_between_two_people);
  g_test_add_func ("/premove/config-wins", test_premove_config_wins);
  return g_test_run ();
}
