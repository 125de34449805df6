/* test-checkers-app.c — Checkers with bombs and shields in the window
 * (Xvfb): the view replaces the chess board, selection and destinations,
 * a multi-capture by clicks, Space / End Turn, an explosion with its
 * animation and sound, undo (Ctrl+Z), N, the computer, the end messages. */
#include "config.h"

#include <gdk/x11/gdkx.h>
#include <string.h>

#include "ft-checkers-ruleset.h"
#include "ft-checkers-view.h"
#include "ft-new-game-dialog.h"
#include "ft-sound-player.h"
#include "ft-window.h"

#include "app-test-util.h"

static FtCell
sq (const char *name)
{
  return ft_cell_from_checkers (ft_checkers_square_from_string (name));
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

static FtGame *game_of (FtCheckersView *view);

/* The last turn has landed and the next one has begun (or the game is
 * over): the board takes a click again. */
static gboolean
ready (gpointer data)
{
  FtCheckersView *view = data;
  FtGame *game = game_of (view);

  return (ft_game_is_over (game) || ft_game_is_turn_started (game))
         && !ft_board_view_is_animating (ft_checkers_view_get_board (view));
}

/* A click at the centre of `square`, through the board's gesture, once
 * the board is ready for it. */
static void
click (FtCheckersView *view, const char *square)
{
  g_assert_true (wait_until (ready, view, 5000));
  drag_cells (ft_checkers_view_get_board (view), sq (square), sq (square));
  spin (5);
}

static FtBoardModel *
model_of (FtCheckersView *view)
{
  return ft_board_view_get_model (ft_checkers_view_get_board (view));
}

static FtGame *
game_of (FtCheckersView *view)
{
  return ft_session_get_game (ft_checkers_view_get_session (view));
}

/* What stands on `square` now (the game's position). */
static gboolean
has_piece (FtCheckersView *view, const char *square, FtGamePiece *piece)
{
  return ft_ruleset_get_piece (ft_game_get_rules (game_of (view)), sq (square), piece);
}

static guint
count (FtCheckersView *view, FtColour side)
{
  FtGamePiece piece;
  guint n = 0;

  for (int square = 0; square < FT_CHECKERS_SQUARES; square++)
    if (ft_ruleset_get_piece (ft_game_get_rules (game_of (view)), ft_cell_from_checkers (square), &piece)
        && piece.side == side)
      n++;
  return n;
}

static gboolean
is_target (FtCheckersView *view, const char *square)
{
  return ft_cell_set_has (ft_board_model_get_targets (model_of (view)), sq (square));
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

  g_assert_cmpstr (ft_checkers_view_get_status (view), ==, "Fire to move");
  g_assert_false (ft_checkers_view_get_end_turn_enabled (view));
  /* Water's piece and a back-row piece that cannot move: nothing. */
  click (view, "b6");
  g_assert_cmpint (ft_board_model_get_selected (model_of (view)), ==, FT_NO_CELL);
  click (view, "a1");
  g_assert_cmpint (ft_board_model_get_selected (model_of (view)), ==, FT_NO_CELL);
  click (view, "c3");
  g_assert_cmpint (ft_board_model_get_selected (model_of (view)), ==, sq ("c3"));
  g_assert_true (is_target (view, "b4"));
  g_assert_true (is_target (view, "d4"));
  /* Another piece of the same side takes the selection over. */
  click (view, "e3");
  g_assert_cmpint (ft_board_model_get_selected (model_of (view)), ==, sq ("e3"));
  click (view, "f4");
  g_assert_true (has_piece (view, "f4", NULL));
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
  g_assert_cmpint (ft_game_get_turn (game_of (view)), ==, FT_WHITE);
}

static void
test_multi_capture (void)
{
  FtCheckersView *view;
  FtWindow *window = open_checkers (FT_OPPONENT_HUMAN, FT_WHITE, &view);

  play_opening (view);
  click (view, "c3");
  click (view, "a5");
  /* The capture continues from the landing square. */
  g_assert_cmpint (ft_game_get_turn (game_of (view)), ==, FT_WHITE);
  g_assert_cmpint (ft_board_model_get_selected (model_of (view)), ==, sq ("a5"));
  g_assert_true (is_target (view, "c7"));
  g_assert_cmpstr (ft_checkers_view_get_status (view), ==, "Fire: jump on, or end the turn");
  g_assert_true (ft_checkers_view_get_end_turn_enabled (view));
  /* Clicking another piece does not leave the sequence. */
  click (view, "e3");
  g_assert_cmpint (ft_board_model_get_selected (model_of (view)), ==, sq ("a5"));
  click (view, "c7");
  g_assert_false (has_piece (view, "b6", NULL));
  g_assert_false (has_piece (view, "b4", NULL));
  g_assert_cmpint (ft_game_get_turn (game_of (view)), ==, FT_BLACK);
  g_assert_cmpuint (count (view, FT_BLACK), ==, 10);
  close_window (window);
}

static void
test_end_turn_keys (void)
{
  FtCheckersView *view;
  FtWindow *window = open_checkers (FT_OPPONENT_HUMAN, FT_WHITE, &view);

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
  g_assert_cmpint (ft_game_get_turn (game_of (view)), ==, FT_BLACK);
  g_assert_true (has_piece (view, "a5", NULL));
  g_assert_false (ft_checkers_view_get_end_turn_enabled (view));
  /* Ctrl+Z: back to before the capture, then one more turn. */
  send_key (window, "ctrl+z");
  g_assert_cmpint (ft_game_get_turn (game_of (view)), ==, FT_WHITE);
  g_assert_true (has_piece (view, "c3", NULL));
  g_assert_true (has_piece (view, "b4", NULL));
  send_key (window, "ctrl+z");
  g_assert_cmpint (ft_game_get_turn (game_of (view)), ==, FT_BLACK);
  /* N: a new game. */
  send_key (window, "n");
  g_assert_cmpuint (count (view, FT_WHITE), ==, 12);
  g_assert_true (has_piece (view, "c3", NULL));
  g_assert_true (has_piece (view, "b2", NULL));
  g_assert_cmpint (ft_game_get_turn (game_of (view)), ==, FT_WHITE);
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
  FtCheckersView *view;
  FtWindow *window;
  FtGamePiece piece;
  gint64 start;

  ft_sound_player_set_silent (sounds, TRUE);
  ft_sound_player_reset_counts (sounds);
  ft_sound_player_set_enabled (sounds, TRUE);
  window = open_checkers (FT_OPPONENT_HUMAN, FT_WHITE, &view);
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
  g_assert_false (has_piece (view, "e5", NULL));
  g_assert_false (has_piece (view, "f6", NULL));
  g_assert_false (has_piece (view, "d4", NULL));
  g_assert_true (has_piece (view, "e7", &piece));
  g_assert_true (piece.side == FT_BLACK && piece.kind == FT_CHECKERS_SHIELD && !piece.crowned);
  g_assert_true (has_piece (view, "g7", &piece));
  g_assert_true (piece.side == FT_BLACK && piece.kind == FT_CHECKERS_SHIELD && !piece.crowned);
  g_assert_cmpuint (count (view, FT_WHITE), ==, 11);
  g_assert_cmpuint (count (view, FT_BLACK), ==, 11);
  /* The jump, then the blast: about 0.9 s on the frame clock. */
  start = g_get_monotonic_time ();
  g_assert_true (ft_board_view_is_animating (ft_checkers_view_get_board (view)));
  g_assert_true (wait_until (not_animating, ft_checkers_view_get_board (view), 3000));
  g_assert_cmpint (g_get_monotonic_time () - start, >=, 300 * 1000);
  /* Undo through the window's action (the header bar button). */
  gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL);
  g_assert_cmpuint (count (view, FT_BLACK), ==, 12);
  g_assert_true (has_piece (view, "d4", NULL));
  close_window (window);
  ft_sound_player_set_enabled (sounds, FALSE);
}

/* The computer has answered and its turn has landed: Fire's turn. */
static gboolean
fire_to_play (gpointer data)
{
  FtCheckersView *view = data;
  FtGame *game = game_of (view);

  return ft_game_is_over (game)
         || (ft_game_get_turn (game) == FT_WHITE && ft_game_is_turn_started (game)
             && !ft_board_view_is_animating (ft_checkers_view_get_board (view)));
}

static void
test_computer_and_result (void)
{
  FtCheckersView *view;
  FtWindow *window = open_checkers (FT_OPPONENT_COMPUTER, FT_WHITE, &view);
  guint turns = 0;

  g_assert_cmpint (ft_checkers_view_get_computer_side (view), ==, FT_CHECKERS_WATER);
  click (view, "c3");
  click (view, "d4");
  g_assert_true (wait_until (fire_to_play, view, 10000));
  g_assert_cmpint (ft_game_get_turn (game_of (view)), ==, FT_WHITE);
  /* Play Fire with easy's rules to the end, without animation: the status
   * says who won. */
  ft_board_view_set_animate (ft_checkers_view_get_board (view), FALSE);
  while (!ft_game_is_over (game_of (view)) && turns++ < 300)
    {
      const FtCheckersState *state;
      FtCheckersAiOptions options = { 0 };
      FtCheckersTurn turn;
      FtGameMove move;

      g_assert_true (wait_until (fire_to_play, view, 10000));
      if (ft_game_is_over (game_of (view)))
        break;
      state = ft_checkers_ruleset_get_state (FT_CHECKERS_RULESET (ft_game_get_rules (game_of (view))));
      options.seed = turns;
      g_assert_true (ft_checkers_ai_choose (state, FT_CHECKERS_LEVEL_EASY, &options, &turn, NULL));
      move = ft_game_move_checkers (&turn);
      g_assert_true (ft_session_request (ft_checkers_view_get_session (view), &move));
    }
  g_assert_true (ft_game_is_over (game_of (view)));
  switch (ft_game_get_result (game_of (view), NULL))
    {
    case FT_RESULT_WHITE_WINS:
      g_assert_cmpstr (ft_checkers_view_get_status (view), ==, "Fire wins");
      break;
    case FT_RESULT_BLACK_WINS:
      g_assert_cmpstr (ft_checkers_view_get_status (view), ==, "Water wins");
      break;
    case FT_RESULT_DRAW:
      g_assert_cmpstr (ft_checkers_view_get_status (view), ==, "Tie");
      break;
    case FT_RESULT_NONE:
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
  g_assert_cmpint (ft_checkers_view_get_computer_side (view), ==, FT_CHECKERS_NONE);
  g_assert_cmpstr (ft_checkers_view_get_status (view), ==, "Fire to move");
  close_window (window);
}

/* Keyboard play: arrows move the cursor, Enter selects and moves. */
static void
test_keyboard (void)
{
  FtCheckersView *view;
  FtWindow *window = open_checkers (FT_OPPONENT_HUMAN, FT_WHITE, &view);
  FtBoardModel *model = model_of (view);
  FtGamePiece piece;

  gtk_widget_grab_focus (GTK_WIDGET (ft_checkers_view_get_board (view)));
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
  g_assert_true (has_piece (view, "b4", &piece));
  g_assert_cmpint (piece.side, ==, FT_WHITE);
  g_assert_false (has_piece (view, "a3", NULL));
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
