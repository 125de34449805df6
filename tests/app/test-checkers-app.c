/* test-checkers-app.c — Checkers with bombs and shields in the window
 * (Xvfb): the view replaces the chess board, selection and destinations,
 * a multi-capture by clicks, Space / End Turn, an explosion with its
 * animation and sound, undo (Ctrl+Z), N, the computer, the end messages. */
#include "config.h"

#include <gdk/x11/gdkx.h>
#include <string.h>

#include "ft-checkers-view.h"
#include "ft-new-game-dialog.h"
#include "ft-sound-player.h"
#include "ft-window.h"

#include "app-test-util.h"

static int
sq (const char *name)
{
  return ft_checkers_square_from_string (name);
}

static GtkWidget *
find_type (GtkWidget *root, GType type)
{
  if (G_TYPE_CHECK_INSTANCE_TYPE (root, type))
    return root;
  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL; child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_type (child, type);
      if (found != NULL)
        return found;
    }
  return NULL;
}

static gboolean
view_ready (gpointer data)
{
  GtkWidget *view = find_type (GTK_WIDGET (data), FT_TYPE_CHECKERS_VIEW);

  return gtk_widget_get_mapped (GTK_WIDGET (data)) && view != NULL
         && gtk_widget_get_width (GTK_WIDGET (ft_checkers_view_get_board (FT_CHECKERS_VIEW (view)))) > 0;
}

static FtWindow *
open_checkers (FtOpponent opponent, FtColour human, FtCheckersView **view)
{
  g_autoptr (FtGameSetup) setup = ft_game_setup_new_default ();
  FtWindow *window = ft_window_new (NULL, NULL);

  setup->game = FT_GAME_KIND_CHECKERS;
  setup->opponent = opponent;
  setup->human_colour = human;
  setup->level = FT_LEVEL_EASY;
  gtk_window_present (GTK_WINDOW (window));
  ft_window_start (window, setup);
  g_assert_true (wait_until (view_ready, window, 5000));
  spin (50);
  *view = FT_CHECKERS_VIEW (find_type (GTK_WIDGET (window), FT_TYPE_CHECKERS_VIEW));
  /* The chess board is hidden, no chess game runs. */
  g_assert_false (gtk_widget_get_mapped (GTK_WIDGET (ft_window_get_board (window))));
  g_assert_null (ft_window_get_session (window));
  return window;
}

/* A click at the centre of `square`, through the board's geometry. */
static void
click (FtCheckersView *view, const char *square)
{
  FtCheckersBoardWidget *board = ft_checkers_view_get_board (view);
  int target = sq (square);
  double w = gtk_widget_get_width (GTK_WIDGET (board)), h = gtk_widget_get_height (GTK_WIDGET (board));

  /* Find the point by asking the board (it knows the orientation). */
  for (int y = 0; y < h; y += 8)
    for (int x = 0; x < w; x += 8)
      if (ft_checkers_board_widget_square_at (board, x, y) == target
          && ft_checkers_board_widget_square_at (board, x + 8, y + 8) == target)
        {
          ft_checkers_board_widget_click_square (board, ft_checkers_board_widget_square_at (board, x + 4, y + 4));
          spin (5);
          return;
        }
  g_error ("square %s not found on the board", square);
}

static const FtCheckersBoard *
rules_board (FtCheckersView *view)
{
  return ft_checkers_play_get_board (ft_checkers_view_get_game (view));
}

static gboolean
has_xdotool (FtWindow *window)
{
  return GDK_IS_X11_SURFACE (gtk_native_get_surface (GTK_NATIVE (window)))
         && g_find_program_in_path ("xdotool") != NULL;
}

/* A real key press (X events through xdotool), to the focused board. */
static void
send_key (FtWindow *window, const char *key)
{
  GdkSurface *surface = gtk_native_get_surface (GTK_NATIVE (window));
  g_autofree char *command = g_strdup_printf ("xdotool key --window %lu %s",
                                              (unsigned long) gdk_x11_surface_get_xid (surface), key);
  g_auto (GStrv) argv = NULL;

  g_assert_true (g_shell_parse_argv (command, NULL, &argv, NULL));
  g_assert_true (g_spawn_sync (NULL, argv, NULL, G_SPAWN_SEARCH_PATH, NULL, NULL, NULL, NULL, NULL, NULL));
  spin (150);
}

static void
test_selection (void)
{
  FtCheckersView *view;
  FtWindow *window = open_checkers (FT_OPPONENT_HUMAN, FT_WHITE, &view);
  const FtCheckersBoard *board = rules_board (view);

  g_assert_cmpstr (ft_checkers_view_get_status (view), ==, "Fire to move");
  g_assert_false (ft_checkers_view_get_end_turn_enabled (view));
  /* Water's piece and a back-row piece that cannot move: nothing. */
  click (view, "b6");
  g_assert_cmpint (ft_checkers_selected (board), ==, FT_CHECKERS_NO_SQUARE);
  click (view, "a1");
  g_assert_cmpint (ft_checkers_selected (board), ==, FT_CHECKERS_NO_SQUARE);
  click (view, "c3");
  g_assert_cmpint (ft_checkers_selected (board), ==, sq ("c3"));
  g_assert_true (ft_checkers_can_move (board, sq ("b4")));
  g_assert_true (ft_checkers_can_move (board, sq ("d4")));
  /* Another piece of the same side takes the selection over. */
  click (view, "e3");
  g_assert_cmpint (ft_checkers_selected (board), ==, sq ("e3"));
  click (view, "f4");
  g_assert_cmpuint (ft_checkers_piece_at (board, sq ("f4")), !=, FT_CHECKERS_EMPTY);
  g_assert_cmpstr (ft_checkers_view_get_status (view), ==, "Water to move");
  close_window (window);
}

/* After g3h4 d6c5 c3d4 c7d6 b2c3 c5b4, Fire's shield on c3 jumps b4 and
 * can go on over b6. */
static void
play_opening (FtCheckersView *view)
{
  static const char *const moves[] = { "g3", "h4", "d6", "c5", "c3", "d4", "c7", "d6", "b2", "c3", "c5", "b4" };

  for (guint i = 0; i < G_N_ELEMENTS (moves); i += 2)
    {
      click (view, moves[i]);
      click (view, moves[i + 1]);
    }
  g_assert_cmpint (ft_checkers_to_move (rules_board (view)), ==, FT_CHECKERS_FIRE);
}

static void
test_multi_capture (void)
{
  FtCheckersView *view;
  FtWindow *window = open_checkers (FT_OPPONENT_HUMAN, FT_WHITE, &view);
  const FtCheckersBoard *board = rules_board (view);

  play_opening (view);
  click (view, "c3");
  click (view, "a5");
  /* The capture continues from the landing square. */
  g_assert_cmpint (ft_checkers_to_move (board), ==, FT_CHECKERS_FIRE);
  g_assert_cmpint (ft_checkers_selected (board), ==, sq ("a5"));
  g_assert_true (ft_checkers_can_move (board, sq ("c7")));
  g_assert_cmpstr (ft_checkers_view_get_status (view), ==, "Fire: jump on, or end the turn");
  g_assert_true (ft_checkers_view_get_end_turn_enabled (view));
  /* Clicking another piece does not leave the sequence. */
  click (view, "e3");
  g_assert_cmpint (ft_checkers_selected (board), ==, sq ("a5"));
  click (view, "c7");
  g_assert_cmpuint (ft_checkers_piece_at (board, sq ("b6")), ==, FT_CHECKERS_EMPTY);
  g_assert_cmpuint (ft_checkers_piece_at (board, sq ("b4")), ==, FT_CHECKERS_EMPTY);
  g_assert_cmpint (ft_checkers_to_move (board), ==, FT_CHECKERS_WATER);
  g_assert_cmpuint (ft_checkers_count (board, FT_CHECKERS_WATER), ==, 10);
  close_window (window);
}

static void
test_end_turn_keys (void)
{
  FtCheckersView *view;
  FtWindow *window = open_checkers (FT_OPPONENT_HUMAN, FT_WHITE, &view);
  const FtCheckersBoard *board = rules_board (view);

  if (!has_xdotool (window))
    {
      g_test_skip ("needs X11 and xdotool");
      close_window (window);
      return;
    }
  play_opening (view);
  click (view, "c3");
  click (view, "a5");
  g_assert_true (gtk_widget_has_focus (GTK_WIDGET (ft_checkers_view_get_board (view))));
  send_key (window, "space");
  g_assert_cmpint (ft_checkers_to_move (board), ==, FT_CHECKERS_WATER);
  g_assert_cmpuint (ft_checkers_piece_at (board, sq ("a5")), !=, FT_CHECKERS_EMPTY);
  g_assert_false (ft_checkers_view_get_end_turn_enabled (view));
  /* Ctrl+Z: back to before the capture, then one more turn. */
  send_key (window, "ctrl+z");
  g_assert_cmpint (ft_checkers_to_move (board), ==, FT_CHECKERS_FIRE);
  g_assert_cmpuint (ft_checkers_piece_at (board, sq ("c3")), !=, FT_CHECKERS_EMPTY);
  g_assert_cmpuint (ft_checkers_piece_at (board, sq ("b4")), !=, FT_CHECKERS_EMPTY);
  send_key (window, "ctrl+z");
  g_assert_cmpint (ft_checkers_to_move (board), ==, FT_CHECKERS_WATER);
  /* N: a new game. */
  send_key (window, "n");
  board = rules_board (view);
  g_assert_cmpuint (ft_checkers_count (board, FT_CHECKERS_FIRE), ==, 12);
  g_assert_cmpuint (ft_checkers_piece_at (board, sq ("c3")), !=, FT_CHECKERS_EMPTY);
  g_assert_cmpuint (ft_checkers_piece_at (board, sq ("b2")), !=, FT_CHECKERS_EMPTY);
  g_assert_cmpint (ft_checkers_to_move (board), ==, FT_CHECKERS_FIRE);
  close_window (window);
}

static gboolean
not_animating (gpointer data)
{
  return !ft_checkers_board_widget_is_animating (data);
}

static void
test_explosion (void)
{
  FtSoundPlayer *sounds = ft_sound_player_get_default ();
  FtCheckersView *view;
  FtWindow *window;
  const FtCheckersBoard *board;
  gint64 start;

  ft_sound_player_set_silent (sounds, TRUE);
  ft_sound_player_reset_counts (sounds);
  ft_sound_player_set_enabled (sounds, TRUE);
  window = open_checkers (FT_OPPONENT_HUMAN, FT_WHITE, &view);
  board = rules_board (view);
  g_assert_cmpuint (ft_sound_player_get_play_count (sounds, FT_SOUND_GAME_START), ==, 1);
  click (view, "c3");
  click (view, "d4");
  click (view, "f6");
  click (view, "e5");
  g_assert_cmpuint (ft_sound_player_get_play_count (sounds, FT_SOUND_MOVE), ==, 2);
  /* Fire's bomb jumps e5 and explodes on f6: the jumped bomb and the bomb
   * itself go, Water's shields on e7 and g7 stay. */
  click (view, "d4");
  click (view, "f6");
  g_assert_cmpuint (ft_sound_player_get_play_count (sounds, FT_SOUND_EXPLOSION), ==, 1);
  g_assert_cmpuint (ft_sound_player_get_play_count (sounds, FT_SOUND_CAPTURE), ==, 0);
  g_assert_cmpuint (ft_checkers_piece_at (board, sq ("e5")), ==, FT_CHECKERS_EMPTY);
  g_assert_cmpuint (ft_checkers_piece_at (board, sq ("f6")), ==, FT_CHECKERS_EMPTY);
  g_assert_cmpuint (ft_checkers_piece_at (board, sq ("d4")), ==, FT_CHECKERS_EMPTY);
  g_assert_cmpuint (ft_checkers_piece_at (board, sq ("e7")), ==,
                    FT_CHECKERS_PIECE (FT_CHECKERS_WATER, FT_CHECKERS_SHIELD, FALSE));
  g_assert_cmpuint (ft_checkers_piece_at (board, sq ("g7")), ==,
                    FT_CHECKERS_PIECE (FT_CHECKERS_WATER, FT_CHECKERS_SHIELD, FALSE));
  g_assert_cmpuint (ft_checkers_count (board, FT_CHECKERS_FIRE), ==, 11);
  g_assert_cmpuint (ft_checkers_count (board, FT_CHECKERS_WATER), ==, 11);
  /* The animation runs about half a second on the frame clock. */
  start = g_get_monotonic_time ();
  g_assert_true (ft_checkers_board_widget_is_animating (ft_checkers_view_get_board (view)));
  g_assert_true (wait_until (not_animating, ft_checkers_view_get_board (view), 3000));
  g_assert_cmpint (g_get_monotonic_time () - start, >=, 300 * 1000);
  /* Undo through the window's action (the header bar button). */
  gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL);
  g_assert_cmpuint (ft_checkers_count (board, FT_CHECKERS_WATER), ==, 12);
  g_assert_cmpuint (ft_checkers_piece_at (board, sq ("d4")), !=, FT_CHECKERS_EMPTY);
  close_window (window);
  ft_sound_player_set_enabled (sounds, FALSE);
}

static gboolean
computer_done (gpointer data)
{
  FtCheckersPlay *game = data;
  return !ft_checkers_play_get_thinking (game);
}

static void
test_computer_and_result (void)
{
  FtCheckersView *view;
  FtWindow *window = open_checkers (FT_OPPONENT_COMPUTER, FT_WHITE, &view);
  FtCheckersPlay *game = ft_checkers_view_get_game (view);
  const FtCheckersBoard *board = rules_board (view);
  guint turns = 0;

  g_assert_cmpint (ft_checkers_play_get_computer_side (game), ==, FT_CHECKERS_WATER);
  click (view, "c3");
  click (view, "d4");
  g_assert_true (wait_until (computer_done, game, 10000));
  g_assert_cmpint (ft_checkers_to_move (board), ==, FT_CHECKERS_FIRE);
  /* Play Fire with easy's rules to the end: the status says who won. */
  while (ft_checkers_winner (board) == FT_CHECKERS_NONE && turns++ < 300)
    {
      FtCheckersTurn turn;
      FtCheckersAiOptions options = { 0 };

      g_assert_true (wait_until (computer_done, game, 10000));
      if (ft_checkers_winner (board) != FT_CHECKERS_NONE)
        break;
      options.seed = turns;
      g_assert_true (ft_checkers_ai_choose (ft_checkers_state (board), FT_CHECKERS_LEVEL_EASY, &options, &turn, NULL));
      g_assert_true (ft_checkers_play_select (game, turn.path[0]));
      for (guint i = 1; i < turn.length; i++)
        ft_checkers_play_move (game, turn.path[i]);
      if (ft_checkers_can_end_turn (board))
        ft_checkers_view_end_turn (view);
    }
  switch (ft_checkers_winner (board))
    {
    case FT_CHECKERS_FIRE:
      g_assert_cmpstr (ft_checkers_view_get_status (view), ==, "Fire wins");
      break;
    case FT_CHECKERS_WATER:
      g_assert_cmpstr (ft_checkers_view_get_status (view), ==, "Water wins");
      break;
    case FT_CHECKERS_TIE:
      g_assert_cmpstr (ft_checkers_view_get_status (view), ==, "Tie");
      break;
    default:
      g_assert_not_reached ();
    }
  /* Back to chess: the chess board returns. */
  {
    g_autoptr (FtGameSetup) chess = ft_game_setup_new_default ();

    chess->opponent = FT_OPPONENT_HUMAN;
    ft_window_start (window, chess);
    g_assert_true (wait_until (board_ready, window, 5000));
    g_assert_false (gtk_widget_get_visible (GTK_WIDGET (view)));
    g_assert_nonnull (ft_window_get_session (window));
  }
  close_window (window);
}

/* The New Game dialog's Game row: Checkers hides the time and board
 * groups, names the sides Fire and Water, and starts checkers. */
static void
test_new_game_dialog (void)
{
  g_autoptr (FtGameSetup) chess = ft_game_setup_new_default ();
  g_autoptr (FtGameSetup) chosen = NULL;
  FtWindow *window;
  FtNewGameDialog *dialog;
  GtkWidget *time_group;
  FtCheckersView *view;

  chess->opponent = FT_OPPONENT_HUMAN;
  window = open_window_with (chess, NULL);
  dialog = ft_window_open_new_game_dialog (window);
  spin (100);
  g_assert_cmpuint (ft_new_game_dialog_get_selected (dialog, FT_NEW_GAME_ROW_GAME), ==, FT_GAME_KIND_CHESS);
  time_group = GTK_WIDGET (gtk_widget_get_ancestor (
    GTK_WIDGET (find_type (GTK_WIDGET (dialog), GTK_TYPE_SPIN_BUTTON)), ADW_TYPE_PREFERENCES_GROUP));
  g_assert_true (gtk_widget_get_visible (time_group));
  ft_new_game_dialog_select (dialog, FT_NEW_GAME_ROW_GAME, FT_GAME_KIND_CHECKERS);
  g_assert_false (gtk_widget_get_visible (time_group));
  ft_new_game_dialog_select (dialog, FT_NEW_GAME_ROW_OPPONENT, 3); /* a second person */
  chosen = ft_new_game_dialog_get_setup (dialog);
  g_assert_cmpint (chosen->game, ==, FT_GAME_KIND_CHECKERS);
  ft_new_game_dialog_start (dialog);
  g_assert_true (wait_until (view_ready, window, 5000));
  view = FT_CHECKERS_VIEW (find_type (GTK_WIDGET (window), FT_TYPE_CHECKERS_VIEW));
  g_assert_cmpint (ft_checkers_play_get_computer_side (ft_checkers_view_get_game (view)), ==, FT_CHECKERS_NONE);
  g_assert_cmpstr (ft_checkers_view_get_status (view), ==, "Fire to move");
  close_window (window);
}

/* Keyboard play: arrows move the focus square, Enter selects and moves. */
static void
test_keyboard (void)
{
  FtCheckersView *view;
  FtWindow *window = open_checkers (FT_OPPONENT_HUMAN, FT_WHITE, &view);
  FtCheckersBoardWidget *board = ft_checkers_view_get_board (view);

  gtk_widget_grab_focus (GTK_WIDGET (board));
  ft_checkers_board_widget_move_focus (board, 0, 0);
  g_assert_cmpint (ft_checkers_board_widget_get_focus_square (board), ==, sq ("a1"));
  ft_checkers_board_widget_move_focus (board, 0, 1);
  ft_checkers_board_widget_move_focus (board, 0, 1);
  g_assert_cmpint (ft_checkers_board_widget_get_focus_square (board), ==, sq ("a3"));
  ft_checkers_board_widget_activate_focus (board);
  g_assert_cmpint (ft_checkers_selected (rules_board (view)), ==, sq ("a3"));
  ft_checkers_board_widget_move_focus (board, 1, 1);
  g_assert_cmpint (ft_checkers_board_widget_get_focus_square (board), ==, sq ("b4"));
  ft_checkers_board_widget_activate_focus (board);
  g_assert_cmpint (FT_CHECKERS_PIECE_SIDE (ft_checkers_piece_at (rules_board (view), sq ("b4"))), ==,
                   FT_CHECKERS_FIRE);
  g_assert_cmpint (ft_checkers_piece_at (rules_board (view), sq ("a3")), ==, FT_CHECKERS_EMPTY);
  /* The edge stops the square. */
  for (int i = 0; i < 10; i++)
    ft_checkers_board_widget_move_focus (board, -1, 0);
  g_assert_cmpint (ft_checkers_board_widget_get_focus_square (board), ==, sq ("a4"));
  close_window (window);
}

int
main (int argc, char **argv)
{
  gtk_test_init (&argc, &argv, NULL);
  adw_init ();
  load_app_css ();
  g_test_add_func ("/checkers-app/selection", test_selection);
  g_test_add_func ("/checkers-app/multi-capture", test_multi_capture);
  g_test_add_func ("/checkers-app/end-turn-keys", test_end_turn_keys);
  g_test_add_func ("/checkers-app/explosion", test_explosion);
  g_test_add_func ("/checkers-app/computer-and-result", test_computer_and_result);
  g_test_add_func ("/checkers-app/new-game-dialog", test_new_game_dialog);
  g_test_add_func ("/checkers-app/keyboard", test_keyboard);
  return g_test_run ();
}
