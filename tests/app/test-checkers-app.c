/* test-checkers-app.c — Checkers with bombs and shields in the window
 * (Xvfb), on the window's one board and sidebar as chess: selection and
 * destinations, a multi-capture by clicks, Space / End Turn, an explosion
 * with its animation and sound, undo (Ctrl+Z), R, the computer, the end
 * messages. Clocks, the move list and records: test-checkers-window.c. */
#include "config.h"

#include <gdk/x11/gdkx.h>
#include <string.h>

#include "ft-checkers-ruleset.h"
#include "ft-checkers-ai.h"
#include "ft-computer-player.h"
#include "ft-new-game-dialog.h"
#include "ft-sound-player.h"
#include "ft-window.h"

#include "app-test-util.h"

#include "checkers-test-util.h"

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
  FtWindow *window = open_checkers (FT_OPPONENT_HUMAN, FT_WHITE);

  g_assert_cmpstr (turn_of (window), ==, "Fire to move");
  g_assert_false (end_turn_enabled (window));
  /* Water's piece and a back-row piece that cannot move: nothing. */
  click_square (window, "b6");
  g_assert_cmpint (ft_board_model_get_selected (model_of (window)), ==, FT_NO_CELL);
  click_square (window, "a1");
  g_assert_cmpint (ft_board_model_get_selected (model_of (window)), ==, FT_NO_CELL);
  click_square (window, "c3");
  g_assert_cmpint (ft_board_model_get_selected (model_of (window)), ==, sq ("c3"));
  g_assert_true (is_target (window, "b4"));
  g_assert_true (is_target (window, "d4"));
  /* Another piece of the same side takes the selection over. */
  click_square (window, "e3");
  g_assert_cmpint (ft_board_model_get_selected (model_of (window)), ==, sq ("e3"));
  click_square (window, "f4");
  g_assert_true (has_piece (window, "f4", NULL));
  g_assert_cmpstr (turn_of (window), ==, "Water to move");
  close_window (window);
}

static void
test_multi_capture (void)
{
  FtWindow *window = open_checkers (FT_OPPONENT_HUMAN, FT_WHITE);

  play_opening (window);
  click_square (window, "c3");
  click_square (window, "a5");
  /* The capture continues from the landing square. */
  g_assert_cmpint (ft_game_get_turn (game_of (window)), ==, FT_WHITE);
  g_assert_cmpint (ft_board_model_get_selected (model_of (window)), ==, sq ("a5"));
  g_assert_true (is_target (window, "c7"));
  g_assert_cmpstr (turn_of (window), ==, "Fire to move");
  g_assert_cmpstr (message_of (window), ==, "Jump on, or end the turn (Space)");
  g_assert_true (end_turn_enabled (window));
  /* Clicking another piece does not leave the sequence. */
  click_square (window, "e3");
  g_assert_cmpint (ft_board_model_get_selected (model_of (window)), ==, sq ("a5"));
  click_square (window, "c7");
  g_assert_false (has_piece (window, "b6", NULL));
  g_assert_false (has_piece (window, "b4", NULL));
  g_assert_cmpint (ft_game_get_turn (game_of (window)), ==, FT_BLACK);
  g_assert_cmpuint (count (window, FT_BLACK), ==, 10);
  close_window (window);
}

static void
test_end_turn_keys (void)
{
  FtWindow *window = open_checkers (FT_OPPONENT_HUMAN, FT_WHITE);

  if (!has_xdotool (window))
    {
      g_test_skip ("needs X11 and xdotool");
      close_window (window);
      return;
    }
  play_opening (window);
  click_square (window, "c3");
  click_square (window, "a5");
  g_assert_true (gtk_widget_has_focus (GTK_WIDGET (ft_window_get_board (window))));
  send_key (window, "space");
  g_assert_cmpint (ft_game_get_turn (game_of (window)), ==, FT_BLACK);
  g_assert_true (has_piece (window, "a5", NULL));
  g_assert_false (end_turn_enabled (window));
  /* Ctrl+Z: back to before the capture, then one more turn. */
  send_key (window, "ctrl+z");
  g_assert_cmpint (ft_game_get_turn (game_of (window)), ==, FT_WHITE);
  g_assert_true (has_piece (window, "c3", NULL));
  g_assert_true (has_piece (window, "b4", NULL));
  send_key (window, "ctrl+z");
  g_assert_cmpint (ft_game_get_turn (game_of (window)), ==, FT_BLACK);
  /* R twice: the game again (the first R only arms the restart). */
  send_key (window, "r");
  g_assert_cmpint (ft_game_get_turn (game_of (window)), ==, FT_BLACK);
  send_key (window, "r");
  g_assert_cmpuint (count (window, FT_WHITE), ==, 12);
  g_assert_true (has_piece (window, "c3", NULL));
  g_assert_true (has_piece (window, "b2", NULL));
  g_assert_cmpint (ft_game_get_turn (game_of (window)), ==, FT_WHITE);
  close_window (window);
}

static gboolean
not_animating (gpointer data)
{
  return !ft_board_view_is_animating (data);
}

static void
test_explosion (void)
{
  FtSoundPlayer *sounds = ft_sound_player_get_default ();
  FtWindow *window;
  FtGamePiece piece;
  gint64 start;

  ft_sound_player_set_silent (sounds, TRUE);
  ft_sound_player_reset_counts (sounds);
  ft_sound_player_set_enabled (sounds, TRUE);
  window = open_checkers (FT_OPPONENT_HUMAN, FT_WHITE);
  g_assert_cmpuint (ft_sound_player_get_play_count (sounds, FT_SOUND_GAME_START), ==, 1);
  click_square (window, "c3");
  click_square (window, "d4");
  click_square (window, "f6");
  click_square (window, "e5");
  g_assert_cmpuint (ft_sound_player_get_play_count (sounds, FT_SOUND_MOVE), ==, 2);
  /* Fire's bomb jumps e5 and explodes on f6: the jumped bomb and the bomb
   * itself go, Water's shields on e7 and g7 stay. */
  click_square (window, "d4");
  click_square (window, "f6");
  g_assert_cmpuint (ft_sound_player_get_play_count (sounds, FT_SOUND_EXPLOSION), ==, 1);
  g_assert_cmpuint (ft_sound_player_get_play_count (sounds, FT_SOUND_CAPTURE), ==, 0);
  g_assert_false (has_piece (window, "e5", NULL));
  g_assert_false (has_piece (window, "f6", NULL));
  g_assert_false (has_piece (window, "d4", NULL));
  g_assert_true (has_piece (window, "e7", &piece));
  g_assert_true (piece.side == FT_BLACK && piece.kind == FT_CHECKERS_SHIELD && !piece.crowned);
  g_assert_true (has_piece (window, "g7", &piece));
  g_assert_true (piece.side == FT_BLACK && piece.kind == FT_CHECKERS_SHIELD && !piece.crowned);
  g_assert_cmpuint (count (window, FT_WHITE), ==, 11);
  g_assert_cmpuint (count (window, FT_BLACK), ==, 11);
  /* The jump, then the blast: about 0.9 s on the frame clock. */
  start = g_get_monotonic_time ();
  g_assert_true (ft_board_view_is_animating (ft_window_get_board (window)));
  g_assert_true (wait_until (not_animating, ft_window_get_board (window), 3000));
  g_assert_cmpint (g_get_monotonic_time () - start, >=, 300 * 1000);
  /* Undo through the window's action (the header bar button). */
  gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL);
  g_assert_cmpuint (count (window, FT_BLACK), ==, 12);
  g_assert_true (has_piece (window, "d4", NULL));
  close_window (window);
  ft_sound_player_set_enabled (sounds, FALSE);
}

static gboolean
board_still (gpointer data)
{
  return !ft_board_view_is_animating (ft_window_get_board (data));
}

/* The computer has answered and its turn has landed: Fire's turn. */
static gboolean
fire_to_play (gpointer data)
{
  FtWindow *window = data;
  FtGame *game = game_of (window);

  return ft_game_is_over (game)
         || (ft_game_get_turn (game) == FT_WHITE && ft_game_is_turn_started (game)
             && !ft_board_view_is_animating (ft_window_get_board (window)));
}

static void
test_computer_and_result (void)
{
  FtWindow *window = open_checkers (FT_OPPONENT_COMPUTER, FT_WHITE);
  guint turns = 0;

  /* The computer plays Water; Fire (the person) is at the bottom. */
  g_assert_true (FT_IS_COMPUTER_PLAYER (ft_session_get_player (ft_window_get_session (window), FT_BLACK)));
  g_assert_false (ft_board_model_get_flipped (model_of (window)));
  click_square (window, "c3");
  click_square (window, "d4");
  g_assert_true (wait_until (fire_to_play, window, 10000));
  g_assert_cmpint (ft_game_get_turn (game_of (window)), ==, FT_WHITE);
  /* Play Fire with easy's rules to the end, without animation: the status
   * says who won. */
  ft_board_view_set_animate (ft_window_get_board (window), FALSE);
  while (!ft_game_is_over (game_of (window)) && turns++ < 300)
    {
      const FtCheckersState *state;
      FtCheckersAiOptions options = { 0 };
      FtCheckersTurn turn;
      FtGameMove move;

      g_assert_true (wait_until (fire_to_play, window, 10000));
      if (ft_game_is_over (game_of (window)))
        break;
      state = ft_checkers_ruleset_get_state (FT_CHECKERS_RULESET (ft_game_get_rules (game_of (window))));
      options.seed = turns;
      g_assert_true (ft_checkers_ai_choose (state, FT_CHECKERS_LEVEL_EASY, &options, &turn, NULL));
      move = ft_game_move_checkers (&turn);
      g_assert_true (ft_session_request (ft_window_get_session (window), &move));
    }
  g_assert_true (ft_game_is_over (game_of (window)));
  /* The sidebar says the game is over and how, to "you" — once the last
   * move has landed, if it was the computer's (ft-game-status.c: the other
   * side's move is told as it lands; without travel, from the main loop). */
  g_assert_true (wait_until (board_still, window, 5000));
  g_assert_cmpstr (turn_of (window), ==, "Game over");
  g_assert_cmpstr (message_of (window), ==, ft_game_get_result_message (game_of (window)));
  switch (ft_game_get_result (game_of (window), NULL))
    {
    case FT_RESULT_WHITE_WINS:
      g_assert_true (g_str_has_prefix (message_of (window), "You won"));
      break;
    case FT_RESULT_BLACK_WINS:
      g_assert_true (g_str_has_prefix (message_of (window), "You lost"));
      break;
    case FT_RESULT_DRAW:
      g_assert_true (g_str_has_prefix (message_of (window), "Draw"));
      break;
    case FT_RESULT_NONE:
    default:
      g_assert_not_reached ();
    }
  g_assert_true (ft_sidebar_get_game_over (ft_window_get_sidebar (window)));
  /* Back to chess on the same board: no End Turn, a chess game. */
  {
    g_autoptr (FtGameSetup) chess = ft_game_setup_new_default ();

    chess->opponent = FT_OPPONENT_HUMAN;
    ft_window_start (window, chess);
    g_assert_true (wait_until (board_ready, window, 5000));
    g_assert_nonnull (ft_window_get_session (window));
    g_assert_cmpint (ft_game_get_kind (game_of (window)), ==, FT_GAME_KIND_CHESS);
    g_assert_cmpint (ft_board_model_get_files (model_of (window)), ==, 14);
    g_assert_false (ft_sidebar_get_end_turn_visible (ft_window_get_sidebar (window)));
    g_assert_cmpstr (turn_of (window), ==, "White to move");
  }
  close_window (window);
}

/* The New Game dialog's Game row: Checkers hides the board and fog of war
 * rows (not the clocks), names the sides Fire and Water, and starts
 * checkers with the time control chosen. */
static void
test_new_game_dialog (void)
{
  g_autoptr (FtGameSetup) chess = ft_game_setup_new_default ();
  g_autoptr (FtGameSetup) chosen = NULL;
  FtWindow *window;
  FtNewGameDialog *dialog;
  GtkWidget *time_row;
  GtkWidget *fog_row;

  chess->opponent = FT_OPPONENT_HUMAN;
  window = open_window_with (chess, NULL);
  dialog = ft_window_open_new_game_dialog (window);
  spin (100);
  g_assert_cmpuint (ft_new_game_dialog_get_selected (dialog, FT_NEW_GAME_ROW_GAME), ==, FT_GAME_KIND_CHESS);
  time_row = GTK_WIDGET (gtk_widget_get_ancestor (
    GTK_WIDGET (find_label_containing (GTK_WIDGET (dialog), "Time Control")), ADW_TYPE_COMBO_ROW));
  fog_row = GTK_WIDGET (gtk_widget_get_ancestor (
    GTK_WIDGET (ft_widget_find_descendant (GTK_WIDGET (dialog), GTK_TYPE_SWITCH)), ADW_TYPE_ACTION_ROW));
  g_assert_true (gtk_widget_get_visible (time_row));
  g_assert_true (gtk_widget_get_visible (fog_row));
  ft_new_game_dialog_select (dialog, FT_NEW_GAME_ROW_GAME, FT_GAME_KIND_CHECKERS);
  g_assert_true (gtk_widget_get_visible (time_row));
  g_assert_false (gtk_widget_get_visible (fog_row));
  ft_new_game_dialog_select (dialog, FT_NEW_GAME_ROW_OPPONENT, FT_OPPONENT_ITEM_HUMAN); /* a second person */
  ft_new_game_dialog_select (dialog, FT_NEW_GAME_ROW_TIME, 0);     /* the first preset */
  chosen = ft_new_game_dialog_get_setup (dialog);
  g_assert_cmpint (chosen->game, ==, FT_GAME_KIND_CHECKERS);
  g_assert_cmpint (chosen->time_control, ==, FT_TIME_CONTROL_FISCHER);
  ft_new_game_dialog_start (dialog);
  g_assert_true (wait_until (board_ready, window, 5000));
  spin (50);
  g_assert_cmpint (ft_game_get_kind (game_of (window)), ==, FT_GAME_KIND_CHECKERS);
  g_assert_cmpuint (ft_session_get_local_colours (ft_window_get_session (window)), ==, 3);
  g_assert_cmpstr (turn_of (window), ==, "Fire to move");
  /* The chosen clock runs on the sidebar. */
  g_assert_true (ft_clock_is_timed (ft_game_get_clock (game_of (window))));
  g_assert_cmpint (ft_clock_get_remaining_ms (ft_game_get_clock (game_of (window)), FT_WHITE), <=,
                   chosen->player_ms);
  g_assert_cmpint (ft_clock_get_remaining_ms (ft_game_get_clock (game_of (window)), FT_WHITE), >,
                   chosen->player_ms - 5000);
  g_assert_cmpint (ft_clock_get_running_side (ft_game_get_clock (game_of (window))), ==, FT_WHITE);
  g_assert_cmpstr (ft_sidebar_get_bottom_clock (ft_window_get_sidebar (window)), !=, "00:00");
  close_window (window);
}

/* Keyboard play: arrows move the cursor, Enter selects and moves. */
static void
test_keyboard (void)
{
  FtWindow *window = open_checkers (FT_OPPONENT_HUMAN, FT_WHITE);
  FtBoardModel *model = model_of (window);
  FtGamePiece piece;

  gtk_widget_grab_focus (GTK_WIDGET (ft_window_get_board (window)));
  ft_board_model_move_cursor (model, 0, 0);
  g_assert_cmpint (ft_board_model_get_cursor (model), ==, sq ("a1"));
  ft_board_model_move_cursor (model, 0, 1);
  ft_board_model_move_cursor (model, 0, 1);
  g_assert_cmpint (ft_board_model_get_cursor (model), ==, sq ("a3"));
  ft_board_model_activate_cursor (model);
  g_assert_cmpint (ft_board_model_get_selected (model), ==, sq ("a3"));
  ft_board_model_move_cursor (model, 1, 1);
  g_assert_cmpint (ft_board_model_get_cursor (model), ==, sq ("b4"));
  ft_board_model_activate_cursor (model);
  g_assert_true (has_piece (window, "b4", &piece));
  g_assert_cmpint (piece.side, ==, FT_WHITE);
  g_assert_false (has_piece (window, "a3", NULL));
  /* The edge stops the cursor. */
  for (int i = 0; i < 10; i++)
    ft_board_model_move_cursor (model, -1, 0);
  g_assert_cmpint (ft_board_model_get_cursor (model), ==, sq ("a4"));
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
