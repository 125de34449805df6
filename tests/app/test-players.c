/* Window tests of the players and the conductor under Xvfb: two people at
 * one computer, the order of "move played" and the sidebar, flipping the
 * board, the promotion popover, preferences per window, and the New Game
 * dialog started from the window. */
#include "config.h"

#include <glib/gstdio.h>
#include <string.h>

#include "ft-app-profiles.h"
#include "ft-application.h"
#include "ft-level-suggestion.h"
#include "ft-fen.h"
#include "ft-new-game-dialog.h"
#include "ft-sound-player.h"
#include "ft-window.h"

#include "app-test-util.h"

#define SQ(name) FT_SQUARE ((name)[0] - 'a', atoi ((name) + 1) - 1)

static FtGameSetup *
setup_from_fen (const char *fen, FtRules rules, FtOpponent opponent)
{
  FtGameSetup *setup = ft_game_setup_new_default ();
  g_autoptr (GError) error = NULL;

  if (fen != NULL)
    {
      gboolean ok = ft_fen_parse (fen, rules, setup->start, &error);
      g_assert_no_error (error);
      g_assert_true (ok);
    }
  setup->opponent = opponent;
  setup->level = FT_LEVEL_EASY;
  return setup;
}

static FtWindow *
open_window (const FtGameSetup *setup, GSettings *settings)
{
  return open_window_with (setup, settings);
}

/* Two people: both colours move from the board; the messages name the
 * colours; Resign resigns for the side to move. */
static void
test_two_players (void)
{
  g_autoptr (FtGameSetup) setup = setup_from_fen (NULL, FT_RULES_STANDARD, FT_OPPONENT_HUMAN);
  FtWindow *window;
  FtSidebar *sidebar;

  ft_position_set_standard_start (setup->start);
  window = open_window (setup, NULL);
  sidebar = ft_window_get_sidebar (window);
  g_assert_cmpstr (ft_sidebar_get_top_name (sidebar), ==, "Black");
  g_assert_cmpstr (ft_sidebar_get_bottom_name (sidebar), ==, "White");
  g_assert_cmpstr (ft_sidebar_get_turn (sidebar), ==, "White to move");
  g_assert_cmpuint (ft_board_model_get_interactive_colours (ft_board_view_get_model (ft_window_get_board (window))), ==, 3);

  play_move (window, "f2", "f3");
  g_assert_cmpstr (ft_sidebar_get_turn (sidebar), ==, "Black to move");
  g_assert_false (ft_window_is_computer_thinking (window));
  play_move (window, "e7", "e5");
  play_move (window, "g2", "g4");
  play_move (window, "d8", "h4");
  g_assert_true (ft_game_is_over (ft_window_get_game (window)));
  g_assert_cmpstr (ft_sidebar_get_message (sidebar), ==, "Black won by checkmate");
  g_assert_true (ft_sidebar_get_game_over (sidebar));
  /* The New Game button fits the 120 px column. */
  spin (100);
  g_assert_cmpint (panel_width (window), ==, 120);

  /* Restart, then White (to move) resigns. */
  confirm_action (window, "win.restart");
  g_assert_false (ft_sidebar_get_game_over (sidebar));
  play_move (window, "e2", "e4");
  confirm_action (window, "win.resign");
  g_assert_cmpstr (ft_sidebar_get_message (sidebar), ==, "Black resigned");
  close_window (window);
}

/* A checking move: while the piece travels the sidebar does not say
 * "Check!"; once it lands it does. (The window's handler used to run
 * before the board started animating.) */
static void
test_check_waits_for_landing (void)
{
  g_autoptr (FtGameSetup) setup =
    setup_from_fen ("4k3/8/8/8/8/8/8/R3K3 w - - 0 1", FT_RULES_STANDARD, FT_OPPONENT_HUMAN);
  FtWindow *window = open_window (setup, NULL);
  FtBoardView *board = ft_window_get_board (window);
  FtSidebar *sidebar = ft_window_get_sidebar (window);

  g_assert_true (wait_until (turn_started_and_still, window, 5000));
  ft_board_model_click (ft_board_view_get_model (board), CELL ("a1"));
  ft_board_model_click (ft_board_view_get_model (board), CELL ("a8"));
  g_assert_true (ft_board_view_is_animating (board));
  g_assert_cmpstr (ft_sidebar_get_message (sidebar), !=, "Check!");
  /* Black's turn (and clock) waits for the landing too. */
  g_assert_false (ft_game_is_turn_started (ft_window_get_game (window)));
  g_assert_true (wait_until (turn_started_and_still, window, 5000));
  g_assert_cmpstr (ft_sidebar_get_message (sidebar), ==, "Check!");
  close_window (window);
}

/* F turns the board (and swaps the clocks) in any mode, at any time. */
static void
test_flip (void)
{
  g_autoptr (FtGameSetup) setup = setup_from_fen (NULL, FT_RULES_FOURTEEN, FT_OPPONENT_COMPUTER);
  FtWindow *window = open_window (setup, NULL);
  FtBoardView *board = ft_window_get_board (window);
  FtSidebar *sidebar = ft_window_get_sidebar (window);
  graphene_rect_t a1;

  g_assert_false (ft_board_model_get_flipped (ft_board_view_get_model (board)));
  g_assert_true (ft_board_view_get_cell_bounds (board, CELL ("a1"), &a1));
  g_assert_cmpuint (ft_board_view_cell_at (board, a1.origin.x + 5, a1.origin.y + 5), ==, CELL ("a1"));
  /* The one person here is their profile (docs/players.md). */
  g_assert_nonnull (ft_window_get_seat_profile (window, FT_WHITE));
  g_assert_cmpstr (ft_sidebar_get_bottom_name (sidebar), ==,
                   ft_profile_get_name (ft_window_get_seat_profile (window, FT_WHITE)));

  gtk_widget_activate_action (GTK_WIDGET (window), "win.flip", NULL);
  g_assert_true (ft_board_model_get_flipped (ft_board_view_get_model (board)));
  g_assert_cmpstr (ft_sidebar_get_bottom_name (sidebar), ==, "Computer (easy)");
  /* a1 is now at the top right; the bottom-left square is n14. */
  g_assert_true (ft_board_view_get_cell_bounds (board, CELL ("n14"), &a1));
  g_assert_cmpuint (ft_board_view_cell_at (board, 5, gtk_widget_get_height (GTK_WIDGET (board)) - 5),
                    ==, CELL ("n14"));
  gtk_widget_activate_action (GTK_WIDGET (window), "win.flip", NULL);
  g_assert_false (ft_board_model_get_flipped (ft_board_view_get_model (board)));
  close_window (window);
}

/* Standard rules choose the promotion piece in a popover; the chosen kind
 * is played. */
static void
test_promotion_popover (void)
{
  g_autoptr (FtGameSetup) setup =
    setup_from_fen ("7k/4P3/8/8/8/8/8/K7 w - - 0 1", FT_RULES_STANDARD, FT_OPPONENT_HUMAN);
  FtWindow *window = open_window (setup, NULL);
  FtBoardView *board = ft_window_get_board (window);
  FtGame *game = ft_window_get_game (window);

  g_assert_true (ft_board_model_get_choose_promotion (ft_board_view_get_model (board)));
  g_assert_true (wait_until (turn_started_and_still, window, 5000));
  ft_board_model_click (ft_board_view_get_model (board), CELL ("e7"));
  ft_board_model_click (ft_board_view_get_model (board), CELL ("e8"));
  g_assert_true (ft_board_model_is_choosing_promotion (ft_board_view_get_model (board)));
  g_assert_cmpuint (ft_game_get_n_moves (game), ==, 0);
  ft_board_model_choose_promotion (ft_board_view_get_model (board), FT_KNIGHT);
  g_assert_false (ft_board_model_is_choosing_promotion (ft_board_view_get_model (board)));
  g_assert_cmpuint (ft_game_get_n_moves (game), ==, 1);
  g_assert_cmpint (FT_MOVE_PROMOTION (ft_game_get_last_move (game)), ==, FT_KNIGHT);
  close_window (window);
}

/* A preference change applies to each window's own setup: it never
 * restarts a window with another window's board. (The application used to
 * give every window the setup of the last one opened.) */
static void
test_preferences_keep_each_window_layout (void)
{
  g_autoptr (FtApplication) application = ft_application_new ();
  g_autofree char *dir = g_dir_make_tmp ("fourteen-prefs-XXXXXX", NULL);
  g_autofree char *fourteen = g_build_filename (dir, "fourteen.json", NULL);
  g_autofree char *standard = g_build_filename (dir, "standard.json", NULL);
  GSettings *settings;
  FtWindow *first, *second;

  g_assert_true (g_file_set_contents (fourteen, "{}", -1, NULL));
  g_assert_true (g_file_set_contents (standard, "{\"rules\": \"standard\"}", -1, NULL));
  g_application_set_flags (G_APPLICATION (application), G_APPLICATION_NON_UNIQUE
                                                          | G_APPLICATION_HANDLES_COMMAND_LINE);
  g_assert_true (g_application_register (G_APPLICATION (application), NULL, NULL));
  settings = ft_application_get_settings (application);
  g_assert_nonnull (settings);

  first = ft_application_open_window (application, fourteen);
  second = ft_application_open_window (application, standard);
  g_assert_true (wait_until (board_ready, first, 5000));
  g_assert_true (wait_until (board_ready, second, 5000));
  g_assert_cmpuint (ft_game_get_position (ft_window_get_game (first))->files, ==, 14);
  g_assert_cmpuint (ft_game_get_position (ft_window_get_game (second))->files, ==, 8);

  /* What the preferences window does. */
  g_settings_set_string (settings, "difficulty", "hard");
  g_settings_set_string (settings, "player-colour", "black");
  confirm_action (first, "win.restart");
  confirm_action (second, "win.restart");
  g_assert_cmpuint (ft_game_get_position (ft_window_get_game (first))->files, ==, 14);
  g_assert_cmpuint (ft_game_get_position (ft_window_get_game (second))->files, ==, 8);
  g_assert_cmpint (ft_window_get_setup (first)->level, ==, FT_LEVEL_HARD);
  g_assert_cmpint (ft_window_get_setup (second)->level, ==, FT_LEVEL_HARD);
  g_assert_cmpint (ft_game_get_human_colour (ft_window_get_game (first)), ==, FT_BLACK);
  g_assert_cmpint (ft_game_get_human_colour (ft_window_get_game (second)), ==, FT_BLACK);

  gtk_window_destroy (GTK_WINDOW (first));
  gtk_window_destroy (GTK_WINDOW (second));
  spin (20);
  g_settings_reset (settings, "difficulty");
  g_settings_reset (settings, "player-colour");
  g_unlink (fourteen);
  g_unlink (standard);
  g_rmdir (dir);
}

static gboolean
two_moves_made (gpointer data)
{
  return ft_game_get_n_moves (ft_window_get_game (data)) >= 2;
}

/* The per-move timer in the window: an unused turn passes, the sidebar says
 * so, and the other side's turn begins with a full countdown. */
static void
test_per_move_pass (void)
{
  g_autoptr (FtGameSetup) setup = setup_from_fen (NULL, FT_RULES_FOURTEEN, FT_OPPONENT_HUMAN);
  FtWindow *window;
  FtGame *game;

  setup->time_control = FT_TIME_CONTROL_PER_MOVE;
  setup->per_move_ms = 1000;
  window = open_window (setup, NULL);
  game = ft_window_get_game (window);
  g_assert_cmpstr (ft_sidebar_get_bottom_clock (ft_window_get_sidebar (window)), ==, "00:01");
  /* White's first move is not timed (no clock before it); Black's is. */
  spin (1500);
  g_assert_cmpuint (ft_game_get_n_moves (game), ==, 0);
  play_move (window, "a2", "a3");
  g_assert_true (wait_until (two_moves_made, window, 5000));
  g_assert_cmpuint (ft_game_get_move (game, 1), ==, FT_MOVE_NONE);
  g_assert_cmpstr (ft_sidebar_get_message (ft_window_get_sidebar (window)), ==,
                   "Black’s time for the move ran out");
  g_assert_true (wait_until (turn_started_and_still, window, 5000));
  g_assert_cmpint (ft_game_get_turn (game), ==, FT_WHITE);
  g_assert_false (ft_game_is_over (game));
  /* White moves in time; the message goes. */
  play_move (window, "a3", "a4");
  g_assert_cmpstr (ft_sidebar_get_message (ft_window_get_sidebar (window)), ==, "");
  close_window (window);
}

/* A sound is requested for each event: start, move, capture, castling,
 * promotion, check after the landing, the end; none when muted (Ctrl+M). */
static void
test_sounds (void)
{
  g_autoptr (FtGameSetup) setup =
    setup_from_fen ("r3k2r/1P6/8/8/8/8/8/R3K2R w KQkq - 0 1", FT_RULES_STANDARD,
                    FT_OPPONENT_HUMAN);
  FtSoundPlayer *sounds = ft_sound_player_get_default ();
  FtWindow *window;

  ft_sound_player_set_silent (sounds, TRUE);
  ft_sound_player_reset_counts (sounds);
  ft_sound_player_set_enabled (sounds, TRUE);
  window = open_window (setup, NULL);
  g_assert_cmpuint (ft_sound_player_get_play_count (sounds, FT_SOUND_GAME_START), ==, 1);

  play_move (window, "e1", "g1"); /* castling */
  g_assert_cmpuint (ft_sound_player_get_play_count (sounds, FT_SOUND_CASTLE), ==, 1);
  play_move (window, "a8", "a1"); /* a capture */
  g_assert_cmpuint (ft_sound_player_get_play_count (sounds, FT_SOUND_CAPTURE), ==, 1);
  play_move (window, "g1", "g2");
  g_assert_cmpuint (ft_sound_player_get_play_count (sounds, FT_SOUND_MOVE), ==, 1);
  g_assert_cmpuint (ft_sound_player_get_play_count (sounds, FT_SOUND_CHECK), ==, 0);
  play_move (window, "a1", "a2"); /* check, sounded once the rook has landed */
  g_assert_cmpuint (ft_sound_player_get_play_count (sounds, FT_SOUND_MOVE), ==, 2);
  g_assert_cmpuint (ft_sound_player_get_play_count (sounds, FT_SOUND_CHECK), ==, 1);
  play_move (window, "g2", "g3");
  play_move (window, "e8", "d8");
  g_assert_true (wait_until (turn_started_and_still, window, 5000));
  ft_board_model_click (ft_board_view_get_model (ft_window_get_board (window)), CELL ("b7"));
  ft_board_model_click (ft_board_view_get_model (ft_window_get_board (window)), CELL ("b8"));
  ft_board_model_choose_promotion (ft_board_view_get_model (ft_window_get_board (window)), FT_QUEEN);
  g_assert_cmpuint (ft_sound_player_get_play_count (sounds, FT_SOUND_PROMOTION), ==, 1);
  g_assert_true (wait_until (turn_started_and_still, window, 5000));
  /* Resigning ends the game between two people: the end sound. */
  confirm_action (window, "win.resign");
  g_assert_cmpuint (ft_sound_player_get_play_count (sounds, FT_SOUND_WIN), ==, 1);

  /* Ctrl+M mutes: a new game makes no sound. */
  gtk_widget_activate_action (GTK_WIDGET (window), "win.mute", NULL);
  g_assert_false (ft_sound_player_get_enabled (sounds));
  confirm_action (window, "win.restart");
  g_assert_cmpuint (ft_sound_player_get_play_count (sounds, FT_SOUND_GAME_START), ==, 1);
  close_window (window);
  ft_sound_player_set_silent (sounds, FALSE);
}

/* The sounds are real Ogg streams that GtkMediaFile plays (GStreamer; no
 * sound device needed); a failure stays silent. */
static void
test_sound_stream_plays (void)
{
  FtSoundPlayer *sounds = ft_sound_player_get_default ();
  GtkMediaStream *stream;

  ft_sound_player_set_enabled (sounds, TRUE);
  ft_sound_player_play (sounds, FT_SOUND_MOVE);
  stream = ft_sound_player_get_stream (sounds, FT_SOUND_MOVE);
  g_assert_nonnull (stream);
  spin (1000);
  if (gtk_media_stream_get_error (stream) != NULL)
    g_test_message ("no playback here: %s", gtk_media_stream_get_error (stream)->message);
  else
    g_assert_true (gtk_media_stream_get_ended (stream) || gtk_media_stream_get_playing (stream));
  ft_sound_player_set_enabled (sounds, FALSE);
}

static gboolean
sound_player_done_waiting (gpointer data)
{
  return !ft_sound_player_is_waiting (data);
}

static gboolean
has_stream (gpointer data)
{
  return ft_sound_player_get_stream (data, FT_SOUND_CHECK) != NULL;
}

/* A sound asked for before the first window's first frame waits for that
 * frame (GStreamer starts after it), then plays, and so does the music;
 * muted meanwhile, a sound does not. A window destroyed before any frame
 * lets its sounds go. */
static void
test_sound_waits_for_first_frame (void)
{
  FtSoundPlayer *sounds = ft_sound_player_get_default ();
  GtkWidget *window = gtk_window_new ();
  GtkWidget *unshown = g_object_ref_sink (gtk_label_new ("never shown"));

  ft_sound_player_set_enabled (sounds, TRUE);
  ft_sound_player_reset_counts (sounds);
  ft_sound_player_wait_for_first_frame (sounds, window);
  g_assert_true (ft_sound_player_is_waiting (sounds));
  ft_sound_player_play (sounds, FT_SOUND_CHECK);
  ft_sound_player_play (sounds, FT_SOUND_CASTLE);
  ft_sound_player_set_music (sounds, TRUE);
  g_assert_true (ft_sound_player_get_music_playing (sounds));
  g_assert_null (ft_sound_player_get_music_stream (sounds));
  g_assert_cmpuint (ft_sound_player_get_play_count (sounds, FT_SOUND_CHECK), ==, 1);
  g_assert_null (ft_sound_player_get_stream (sounds, FT_SOUND_CHECK));
  g_assert_null (ft_sound_player_get_stream (sounds, FT_SOUND_CASTLE));
  spin (50);
  g_assert_null (ft_sound_player_get_stream (sounds, FT_SOUND_CHECK));

  gtk_window_present (GTK_WINDOW (window));
  g_assert_true (wait_until (sound_player_done_waiting, sounds, 5000));
  /* After the frame, in an idle. */
  g_assert_true (wait_until (has_stream, sounds, 5000));
  g_assert_nonnull (ft_sound_player_get_stream (sounds, FT_SOUND_CASTLE));
  g_assert_nonnull (ft_sound_player_get_music_stream (sounds));
  ft_sound_player_set_music (sounds, FALSE);
  gtk_window_destroy (GTK_WINDOW (window));

  /* Muted while waiting: nothing plays. */
  ft_sound_player_wait_for_first_frame (sounds, unshown);
  ft_sound_player_play (sounds, FT_SOUND_LOSE);
  ft_sound_player_set_enabled (sounds, FALSE);
  g_object_unref (unshown);
  g_assert_false (ft_sound_player_is_waiting (sounds));
  spin (50);
  g_assert_null (ft_sound_player_get_stream (sounds, FT_SOUND_LOSE));

  /* Destroyed without a frame: what it held back plays. */
  unshown = g_object_ref_sink (gtk_label_new ("never shown"));
  ft_sound_player_set_enabled (sounds, TRUE);
  ft_sound_player_wait_for_first_frame (sounds, unshown);
  ft_sound_player_play (sounds, FT_SOUND_DRAW);
  g_assert_null (ft_sound_player_get_stream (sounds, FT_SOUND_DRAW));
  g_object_unref (unshown);
  spin (50);
  g_assert_nonnull (ft_sound_player_get_stream (sounds, FT_SOUND_DRAW));
  ft_sound_player_set_enabled (sounds, FALSE);
}

/* Ctrl+Z takes back in the window and the board shows the position at
 * once; Ctrl+Shift+Z replays. */
static void
test_take_back (void)
{
  g_autoptr (FtGameSetup) setup = setup_from_fen (NULL, FT_RULES_FOURTEEN, FT_OPPONENT_HUMAN);
  FtWindow *window = open_window (setup, NULL);
  FtGame *game = ft_window_get_game (window);
  FtBoardView *board = ft_window_get_board (window);

  /* Nothing to take back at the start. */
  g_assert_false (ft_session_can_take_back (ft_window_get_session (window)));
  gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL);
  g_assert_cmpuint (ft_game_get_n_moves (game), ==, 0);
  play_move (window, "g2", "g4");
  play_move (window, "g13", "g11");
  gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL);
  g_assert_cmpuint (ft_game_get_n_moves (game), ==, 1);
  g_assert_false (ft_board_view_is_animating (board));
  g_assert_cmpint (ft_game_get_turn (game), ==, FT_BLACK);
  g_assert_true (ft_game_is_turn_started (game));
  g_assert_cmpuint (ft_game_get_position (game)->board[SQ ("g13")], !=, FT_EMPTY);
  /* The last-move highlight is White's g2g4 again. */
  g_assert_cmpint (ft_board_model_get_highlight (ft_board_view_get_model (board), CELL ("g4")), ==, FT_HIGHLIGHT_LAST_MOVE);
  g_assert_cmpstr (ft_sidebar_get_turn (ft_window_get_sidebar (window)), ==, "Black to move");

  gtk_widget_activate_action (GTK_WIDGET (window), "win.redo", NULL);
  g_assert_cmpuint (ft_game_get_n_moves (game), ==, 2);
  g_assert_cmpint (ft_game_get_turn (game), ==, FT_WHITE);
  g_assert_cmpint (ft_board_model_get_highlight (ft_board_view_get_model (board), CELL ("g11")), ==, FT_HIGHLIGHT_LAST_MOVE);
  close_window (window);
}

static void
press (FtWindow *window, guint keyval, int times)
{
  FtBoardView *board = ft_window_get_board (window);
  g_autoptr (GListModel) controllers = gtk_widget_observe_controllers (GTK_WIDGET (board));

  for (int n = 0; n < times; n++)
    for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
      {
        g_autoptr (GObject) controller = g_list_model_get_item (controllers, i);
        gboolean handled = FALSE;

        if (GTK_IS_EVENT_CONTROLLER_KEY (controller))
          g_signal_emit_by_name (controller, "key-pressed", keyval, 0, (GdkModifierType) 0,
                                 &handled);
      }
  if (keyval == GDK_KEY_Return)
    g_assert_true (wait_until (turn_started_and_still, window, 5000));
}

/* A whole game to checkmate with the keyboard only: arrows and Enter. */
static void
test_keyboard_game (void)
{
  g_autoptr (FtGameSetup) setup = setup_from_fen (NULL, FT_RULES_STANDARD, FT_OPPONENT_HUMAN);
  FtWindow *window;
  FtBoardView *board;
  g_autofree char *e1 = NULL;
  g_autofree char *e4 = NULL;

  ft_position_set_standard_start (setup->start);
  window = open_window (setup, NULL);
  board = ft_window_get_board (window);
  g_assert_true (gtk_widget_has_focus (GTK_WIDGET (board)));
  g_assert_true (wait_until (turn_started_and_still, window, 5000));

  /* The first arrow lands on White's king. */
  press (window, GDK_KEY_Up, 1);
  g_assert_cmpuint (ft_board_model_get_cursor (ft_board_view_get_model (board)), ==, CELL ("e1"));
  e1 = ft_board_model_describe_cell (ft_board_view_get_model (board), CELL ("e1"));
  g_assert_cmpstr (e1, ==, "e1, white king");
  e4 = ft_board_model_describe_cell (ft_board_view_get_model (board), CELL ("e4"));
  g_assert_cmpstr (e4, ==, "e4, empty");

  press (window, GDK_KEY_Right, 1);
  press (window, GDK_KEY_Up, 1);          /* f2 */
  press (window, GDK_KEY_space, 1);
  g_assert_cmpuint (ft_board_model_get_selected (ft_board_view_get_model (board)), ==, CELL ("f2"));
  press (window, GDK_KEY_Escape, 1);      /* drops the selection, does not resign */
  g_assert_cmpuint (ft_board_model_get_selected (ft_board_view_get_model (board)), ==, FT_NO_CELL);
  g_assert_false (ft_game_is_over (ft_window_get_game (window)));
  press (window, GDK_KEY_space, 1);
  press (window, GDK_KEY_Up, 1);          /* f3 */
  press (window, GDK_KEY_Return, 1);
  press (window, GDK_KEY_Left, 1);
  press (window, GDK_KEY_Up, 4);          /* e7 */
  press (window, GDK_KEY_Return, 1);
  press (window, GDK_KEY_Down, 2);        /* e5 */
  press (window, GDK_KEY_Return, 1);
  press (window, GDK_KEY_Right, 2);
  press (window, GDK_KEY_Down, 3);        /* g2 */
  press (window, GDK_KEY_Return, 1);
  press (window, GDK_KEY_Up, 2);          /* g4 */
  press (window, GDK_KEY_Return, 1);
  press (window, GDK_KEY_Left, 3);
  press (window, GDK_KEY_Up, 4);          /* d8 */
  press (window, GDK_KEY_Return, 1);
  press (window, GDK_KEY_Down, 4);
  press (window, GDK_KEY_Right, 4);       /* h4 */
  press (window, GDK_KEY_Return, 1);
  g_assert_cmpuint (ft_game_get_n_moves (ft_window_get_game (window)), ==, 4);
  g_assert_true (ft_game_is_over (ft_window_get_game (window)));
  g_assert_cmpstr (ft_sidebar_get_message (ft_window_get_sidebar (window)), ==,
                   "Black won by checkmate");
  close_window (window);
}

/* The material strip: the side ahead shows what it took and "+N"; a
 * capture updates it, and so does a takeback. */
static void
test_material_strip (void)
{
  g_autoptr (FtGameSetup) setup =
    setup_from_fen ("4k3/8/8/8/8/8/p7/R3K3 w - - 0 1", FT_RULES_STANDARD, FT_OPPONENT_HUMAN);
  FtWindow *window = open_window (setup, NULL);
  FtSidebar *sidebar = ft_window_get_sidebar (window);

  /* White (bottom) has a rook against a pawn: +4. */
  g_assert_cmpuint (ft_sidebar_get_material_count (sidebar, FALSE), ==, 1);
  g_assert_cmpstr (ft_sidebar_get_material_balance (sidebar, FALSE), ==, "+4");
  g_assert_cmpuint (ft_sidebar_get_material_count (sidebar, TRUE), ==, 1);
  g_assert_null (ft_sidebar_get_material_balance (sidebar, TRUE));
  play_move (window, "a1", "a2");
  g_assert_cmpuint (ft_sidebar_get_material_count (sidebar, FALSE), ==, 1);
  g_assert_cmpuint (ft_sidebar_get_material_count (sidebar, TRUE), ==, 0);
  g_assert_cmpstr (ft_sidebar_get_material_balance (sidebar, FALSE), ==, "+5");
  gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL);
  g_assert_cmpstr (ft_sidebar_get_material_balance (sidebar, FALSE), ==, "+4");
  g_assert_cmpint (panel_width (window), <=, 124);
  close_window (window);
}

/* Ctrl+N's dialog starts the game it describes in this window. */
static void
test_new_game_dialog_starts_game (void)
{
  g_autoptr (FtGameSetup) setup = setup_from_fen (NULL, FT_RULES_FOURTEEN, FT_OPPONENT_COMPUTER);
  FtWindow *window = open_window (setup, NULL);
  FtNewGameDialog *dialog = ft_window_open_new_game_dialog (window);
  g_autoptr (FtGameSetup) chosen = NULL;

  g_assert_nonnull (dialog);
  chosen = ft_new_game_dialog_get_setup (dialog);
  g_assert_nonnull (chosen);
  chosen->opponent = FT_OPPONENT_HUMAN;
  ft_position_set_standard_start (chosen->start);
  g_signal_emit_by_name (dialog, "start", chosen);
  gtk_window_destroy (GTK_WINDOW (dialog));
  g_assert_cmpuint (ft_game_get_position (ft_window_get_game (window))->files, ==, 8);
  g_assert_cmpuint (ft_session_get_local_colours (ft_window_get_session (window)), ==, 3);
  close_window (window);
}

/* The level the dialog preselects when none was chosen: the one suggested
 * for the player's profile at `kind`, else `fallback`. */
static FtLevel
default_level (FtNewGameDialog *dialog, FtRatedKind kind, FtLevel fallback)
{
  FtProfile *profile = ft_profile_rows_get_profile (ft_new_game_dialog_get_profile_rows (dialog), 0);
  const FtLevelRatings *ratings = ft_profile_store_get_level_ratings (ft_app_profiles_get ());
  FtGlicko2Rating rating;
  FtLevel level;

  if (profile == NULL || ratings == NULL)
    return fallback;
  ft_profile_get_rating (profile, kind, &rating);
  return ft_level_suggest (ratings, kind, rating.rating, rating.deviation, &level, NULL) ? level : fallback;
}

/* The dialog's choices make the setups they say. */
static void
test_new_game_dialog_choices (void)
{
  g_autoptr (FtGameSetup) config = setup_from_fen (NULL, FT_RULES_FOURTEEN, FT_OPPONENT_COMPUTER);
  FtNewGameDialog *dialog;
  FtGameSetup *setup;

  config->level = FT_LEVEL_NORMAL;
  config->player_ms = 240000;
  dialog = ft_new_game_dialog_new (NULL, NULL, config);

  /* The defaults: the computer at the level suggested for the player (the
   * config's without a suggestion), White, the config's clock and board. */
  setup = ft_new_game_dialog_get_setup (dialog);
  g_assert_cmpint (setup->opponent, ==, FT_OPPONENT_COMPUTER);
  g_assert_cmpint (setup->level, ==, default_level (dialog, FT_RATED_KIND_FOURTEEN, FT_LEVEL_NORMAL));
  g_assert_cmpint (setup->human_colour, ==, FT_WHITE);
  g_assert_cmpint (setup->time_control, ==, FT_TIME_CONTROL_FISCHER);
  g_assert_cmpint (setup->player_ms, ==, 240000);
  g_assert_cmpuint (setup->start->files, ==, 14);
  ft_game_setup_free (setup);

  ft_new_game_dialog_select (dialog, FT_NEW_GAME_ROW_OPPONENT, FT_OPPONENT_ITEM_HUMAN);
  ft_new_game_dialog_select (dialog, FT_NEW_GAME_ROW_SIDE, 1);
  ft_new_game_dialog_select (dialog, FT_NEW_GAME_ROW_TIME, 1); /* 3 + 2 */
  ft_new_game_dialog_select (dialog, FT_NEW_GAME_ROW_BOARD, 2); /* standard chess */
  setup = ft_new_game_dialog_get_setup (dialog);
  g_assert_cmpint (setup->opponent, ==, FT_OPPONENT_HUMAN);
  g_assert_cmpint (setup->human_colour, ==, FT_BLACK);
  g_assert_cmpint (setup->player_ms, ==, 180000);
  g_assert_cmpint (setup->cpu_increment_ms, ==, 2000);
  g_assert_cmpint (setup->start->rules, ==, FT_RULES_STANDARD);
  g_assert_cmpuint (setup->start->files, ==, 8);
  g_assert_true (ft_game_setup_chooses_promotion (setup));
  ft_game_setup_free (setup);

  ft_new_game_dialog_select (dialog, FT_NEW_GAME_ROW_OPPONENT, FT_OPPONENT_ITEM_COMPUTER);
  ft_new_game_dialog_select (dialog, FT_NEW_GAME_ROW_TIME, 7); /* untimed */
  ft_new_game_dialog_select (dialog, FT_NEW_GAME_ROW_BOARD, 4); /* fairy 12×10 */
  /* The top of its ladder (Fourteen rules'). */
  ft_new_game_dialog_select (dialog, FT_NEW_GAME_ROW_LEVEL, ft_rated_kind_top_level (FT_RATED_KIND_FAIRY_12X10) - 1);
  setup = ft_new_game_dialog_get_setup (dialog);
  g_assert_cmpint (setup->level, ==, ft_rated_kind_top_level (FT_RATED_KIND_FAIRY_12X10));
  g_assert_cmpint (setup->time_control, ==, FT_TIME_CONTROL_UNTIMED);
  g_assert_cmpuint (setup->start->files, ==, 12);
  g_assert_cmpuint (setup->start->ranks, ==, 10);
  g_assert_cmpint (setup->start->rules, ==, FT_RULES_FOURTEEN);
  ft_game_setup_free (setup);

  ft_new_game_dialog_select (dialog, FT_NEW_GAME_ROW_TIME, 8); /* per move */
  ft_new_game_dialog_set_per_move_seconds (dialog, 20);
  ft_new_game_dialog_select (dialog, FT_NEW_GAME_ROW_BOARD, 3); /* fairy 10×10 */
  setup = ft_new_game_dialog_get_setup (dialog);
  g_assert_cmpint (setup->time_control, ==, FT_TIME_CONTROL_PER_MOVE);
  g_assert_cmpint (setup->per_move_ms, ==, 20000);
  g_assert_cmpuint (setup->start->files, ==, 10);
  g_assert_cmpuint (setup->start->ranks, ==, 10);
  ft_game_setup_free (setup);
  gtk_window_destroy (GTK_WINDOW (dialog));
}

static void
start_cb (FtNewGameDialog *dialog G_GNUC_UNUSED, FtGameSetup *setup, gpointer user_data)
{
  *(FtGameSetup **) user_data = ft_game_setup_copy (setup);
}

/* Start remembers the choices (a new dialog shows them, and the start-up
 * setup follows them); Cancel remembers nothing. */
static void
test_new_game_dialog_remembers (void)
{
  g_autoptr (GSettings) settings = g_settings_new (APP_ID);
  g_autoptr (FtGameSetup) config = setup_from_fen (NULL, FT_RULES_FOURTEEN, FT_OPPONENT_COMPUTER);
  g_autoptr (FtGameSetup) started = NULL;
  g_autoptr (FtGameSetup) remembered = NULL;
  g_autofree char *time = NULL;
  FtNewGameDialog *dialog;

  dialog = ft_new_game_dialog_new (NULL, settings, config);
  g_object_ref_sink (dialog);
  ft_new_game_dialog_select (dialog, FT_NEW_GAME_ROW_OPPONENT, 0);
  ft_new_game_dialog_select (dialog, FT_NEW_GAME_ROW_LEVEL, FT_LEVEL_EASY - 1);
  ft_new_game_dialog_select (dialog, FT_NEW_GAME_ROW_TIME, 3); /* 10 + 5 */
  ft_new_game_dialog_select (dialog, FT_NEW_GAME_ROW_BOARD, 2);
  gtk_window_destroy (GTK_WINDOW (dialog)); /* Cancel */
  g_object_unref (dialog);
  time = g_settings_get_string (settings, "time-control");
  g_assert_cmpstr (time, ==, "config");

  dialog = ft_new_game_dialog_new (NULL, settings, config);
  g_signal_connect (dialog, "start", G_CALLBACK (start_cb), &started);
  ft_new_game_dialog_select (dialog, FT_NEW_GAME_ROW_OPPONENT, 0);
  ft_new_game_dialog_select (dialog, FT_NEW_GAME_ROW_LEVEL, FT_LEVEL_EASY - 1);
  ft_new_game_dialog_select (dialog, FT_NEW_GAME_ROW_TIME, 3);
  ft_new_game_dialog_select (dialog, FT_NEW_GAME_ROW_BOARD, 2);
  ft_new_game_dialog_start (dialog);
  spin (20);
  g_assert_nonnull (started);
  g_assert_cmpint (started->level, ==, FT_LEVEL_EASY);
  g_assert_cmpint (started->player_ms, ==, 600000);
  g_assert_cmpuint (started->start->files, ==, 8);

  dialog = ft_new_game_dialog_new (NULL, settings, config);
  g_assert_cmpuint (ft_new_game_dialog_get_selected (dialog, FT_NEW_GAME_ROW_OPPONENT), ==, 0);
  g_assert_cmpuint (ft_new_game_dialog_get_selected (dialog, FT_NEW_GAME_ROW_TIME), ==, 3);
  g_assert_cmpuint (ft_new_game_dialog_get_selected (dialog, FT_NEW_GAME_ROW_BOARD), ==, 2);
  gtk_window_destroy (GTK_WINDOW (dialog));

  /* What a start without a config file plays. */
  remembered = ft_new_game_dialog_setup_from_settings (settings, config);
  g_assert_cmpint (remembered->level, ==, FT_LEVEL_EASY);
  g_assert_cmpint (remembered->player_increment_ms, ==, 5000);
  g_assert_cmpint (remembered->start->rules, ==, FT_RULES_STANDARD);

  for (guint i = 0; i < 7; i++)
    g_settings_reset (settings, (const char *[]) { "opponent", "difficulty", "player-colour",
                                                   "time-control", "per-move-seconds", "board",
                                                   "board-file" }[i]);
}

/* A malformed layout file is reported with its file and line, and the board
 * choice stays; a good one becomes the choice, and is remembered. */
static void
test_new_game_dialog_layout_file (void)
{
  g_autoptr (GSettings) settings = g_settings_new (APP_ID);
  g_autoptr (FtGameSetup) config = setup_from_fen (NULL, FT_RULES_FOURTEEN, FT_OPPONENT_COMPUTER);
  g_autofree char *dir = g_dir_make_tmp ("fourteen-layout-XXXXXX", NULL);
  g_autofree char *bad = g_build_filename (dir, "bad.txt", NULL);
  g_autofree char *good = g_build_filename (dir, "good.txt", NULL);
  g_autofree char *problems = NULL;
  g_autoptr (FtGameSetup) setup = NULL;
  g_autoptr (FtGameSetup) remembered = NULL;
  FtNewGameDialog *dialog;

  g_assert_true (g_file_set_contents (bad, "K    \nPPXPP\n\n\nppppp\nk\n", -1, NULL));
  g_assert_true (g_file_set_contents (good, "RNBKR\nPPPPP\n\n\nppppp\nrnbkr\n", -1, NULL));
  dialog = ft_new_game_dialog_new (NULL, settings, config);
  ft_new_game_dialog_select (dialog, FT_NEW_GAME_ROW_BOARD, 2);

  g_assert_false (ft_new_game_dialog_load_layout_file (dialog, bad, &problems));
  g_test_message ("%s", problems);
  g_assert_nonnull (strstr (problems, bad));
  g_assert_nonnull (strstr (problems, ":2:3"));
  g_assert_cmpuint (ft_new_game_dialog_get_selected (dialog, FT_NEW_GAME_ROW_BOARD), ==, 2);
  g_clear_pointer (&problems, g_free);
  g_assert_false (ft_new_game_dialog_load_layout_file (dialog, dir, &problems));
  g_assert_nonnull (strstr (problems, "not a regular file"));

  g_assert_true (ft_new_game_dialog_load_layout_file (dialog, good, NULL));
  g_assert_cmpuint (ft_new_game_dialog_get_selected (dialog, FT_NEW_GAME_ROW_BOARD), ==, 5);
  setup = ft_new_game_dialog_get_setup (dialog);
  g_assert_cmpuint (setup->start->files, ==, 5);
  g_assert_cmpuint (setup->start->ranks, ==, 6);
  ft_new_game_dialog_start (dialog);
  spin (20);
  remembered = ft_new_game_dialog_setup_from_settings (settings, config);
  g_assert_cmpuint (remembered->start->files, ==, 5);

  /* The remembered file is gone: the config's board instead. */
  g_assert_cmpint (g_unlink (good), ==, 0);
  g_clear_pointer (&remembered, ft_game_setup_free);
  remembered = ft_new_game_dialog_setup_from_settings (settings, config);
  g_assert_cmpuint (remembered->start->files, ==, 14);
  g_unlink (bad);
  g_rmdir (dir);
  g_settings_reset (settings, "board");
  g_settings_reset (settings, "board-file");
}

int
main (int argc, char **argv)
{
  gtk_test_init (&argc, &argv, NULL);
  adw_init ();
  load_app_css ();
  g_test_add_func ("/players/two-players", test_two_players);
  g_test_add_func ("/players/check-waits-for-landing", test_check_waits_for_landing);
  g_test_add_func ("/players/flip", test_flip);
  g_test_add_func ("/players/promotion-popover", test_promotion_popover);
  g_test_add_func ("/players/preferences-per-window", test_preferences_keep_each_window_layout);
  g_test_add_func ("/players/per-move-pass", test_per_move_pass);
  g_test_add_func ("/players/sounds", test_sounds);
  g_test_add_func ("/players/take-back", test_take_back);
  g_test_add_func ("/players/keyboard-game", test_keyboard_game);
  g_test_add_func ("/players/material-strip", test_material_strip);
  g_test_add_func ("/players/sound-stream", test_sound_stream_plays);
  g_test_add_func ("/players/sound-waits-for-first-frame", test_sound_waits_for_first_frame);
  g_test_add_func ("/players/new-game-dialog", test_new_game_dialog_starts_game);
  g_test_add_func ("/players/new-game-dialog/choices", test_new_game_dialog_choices);
  g_test_add_func ("/players/new-game-dialog/remembers", test_new_game_dialog_remembers);
  g_test_add_func ("/players/new-game-dialog/layout-file", test_new_game_dialog_layout_file);
  return g_test_run ();
}
