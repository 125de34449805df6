/* Window tests of the game's records under Xvfb: the score sheet, browsing
 * earlier positions, the replay, takeback with clocks, saving and opening
 * PGN (and its errors), autosave and resume, also after SIGKILL. */
#include "config.h"

#include <glib/gstdio.h>
#include <string.h>

#include <signal.h>
#include <sys/wait.h>

#include <adwaita.h>

#include "ft-fen.h"
#include "ft-game-record.h"
#include "ft-statistics-window.h"
#include "ft-game-files.h"
#include "ft-window.h"

#include "app-test-util.h"

#define SQ(name) FT_SQUARE ((name)[0] - 'a', atoi ((name) + 1) - 1)

static FtGameSetup *
standard_setup (FtOpponent opponent)
{
  FtGameSetup *setup = ft_game_setup_new_default ();

  ft_position_set_standard_start (setup->start);
  setup->opponent = opponent;
  setup->level = FT_LEVEL_EASY;
  return setup;
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
  play_move (window, "e2", "e4");
  play_move (window, "e7", "e5");
  play_move (window, "g1", "f3");
  assert_row (window, 0, "1. e4 e5");
  assert_row (window, 1, "2. Nf3");
  g_assert_cmpuint (ft_scoresheet_get_current (sheet), ==, 3);
  play_move (window, "b8", "c6");
  play_move (window, "f1", "c4");
  play_move (window, "g8", "f6");
  play_move (window, "c4", "f7");
  play_move (window, "e8", "e7");
  assert_row (window, 3, "4. Bxf7+ Ke7");
  /* A takeback removes the move from the sheet. */
  gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL);
  g_assert_cmpuint (ft_scoresheet_get_n_moves (sheet), ==, 7);
  assert_row (window, 3, "4. Bxf7+");
  g_assert_cmpuint (ft_scoresheet_get_current (sheet), ==, 7);
  /* A new game clears it. */
  confirm_action (window, "win.restart");
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
  play_move (window, "g8", "h8");
  play_move (window, "b1", "b8");
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
  FtBoardView *board = ft_window_get_board (window);
  FtSidebar *sidebar = ft_window_get_sidebar (window);
  FtGame *game;

  play_move (window, "e2", "e4");
  play_move (window, "e7", "e5");
  play_move (window, "g1", "f3");
  play_move (window, "b8", "c6");
  game = ft_window_get_game (window);

  gtk_widget_activate_action (GTK_WIDGET (window), "win.history-back", NULL);
  g_assert_true (ft_board_model_is_browsing (ft_board_view_get_model (board)));
  g_assert_cmpuint (ft_scoresheet_get_current (sheet_of (window)), ==, 3);
  g_assert_cmpint (ft_board_model_get_highlight (ft_board_view_get_model (board), CELL ("f3")), ==, FT_HIGHLIGHT_LAST_MOVE);
  g_assert_cmpint (ft_board_model_get_highlight (ft_board_view_get_model (board), CELL ("c6")), ==, FT_HIGHLIGHT_NONE);
  g_assert_cmpstr (ft_sidebar_get_message (sidebar), ==, "After 2. Nf3");
  /* Read-only: a click selects nothing, the game is untouched. */
  ft_board_model_click (ft_board_view_get_model (board), CELL ("d2"));
  g_assert_cmpuint (ft_board_model_get_selected (ft_board_view_get_model (board)), ==, FT_NO_CELL);
  g_assert_cmpuint (ft_game_get_n_moves (game), ==, 4);
  /* The clock of the side to move keeps running. */
  g_assert_true (ft_clock_is_running (ft_game_get_clock (game)));

  gtk_widget_activate_action (GTK_WIDGET (window), "win.history-start", NULL);
  g_assert_cmpstr (ft_sidebar_get_message (sidebar), ==, "Start position");
  g_assert_cmpuint (ft_scoresheet_get_current (sheet_of (window)), ==, 0);
  g_assert_cmpint (ft_board_model_get_highlight (ft_board_view_get_model (board), CELL ("e4")), ==, FT_HIGHLIGHT_NONE);

  /* A click on a move of the sheet: Black's first. */
  ft_scoresheet_activate_move (sheet_of (window), 1);
  g_assert_cmpstr (ft_sidebar_get_message (sidebar), ==, "After 1… e5");
  g_assert_cmpint (ft_board_model_get_highlight (ft_board_view_get_model (board), CELL ("e5")), ==, FT_HIGHLIGHT_LAST_MOVE);

  /* The browsing keys: on the board while browsing. */
  gtk_widget_grab_focus (GTK_WIDGET (board));
  press_on_window (window, GDK_KEY_Right);
  g_assert_cmpstr (ft_sidebar_get_message (sidebar), ==, "After 2. Nf3");
  press_on_window (window, GDK_KEY_Left);
  press_on_window (window, GDK_KEY_Left);
  g_assert_cmpstr (ft_sidebar_get_message (sidebar), ==, "After 1. e4");
  press_on_window (window, GDK_KEY_End);
  g_assert_false (ft_board_model_is_browsing (ft_board_view_get_model (board)));
  g_assert_cmpuint (ft_scoresheet_get_current (sheet_of (window)), ==, 4);
  g_assert_cmpint (ft_board_model_get_highlight (ft_board_view_get_model (board), CELL ("c6")), ==, FT_HIGHLIGHT_LAST_MOVE);
  /* At the live position the board keeps its arrows (keyboard play). */
  press_on_window (window, GDK_KEY_Left);
  g_assert_false (ft_board_model_is_browsing (ft_board_view_get_model (board)));

  /* Forward from the last move is the live position again. */
  gtk_widget_activate_action (GTK_WIDGET (window), "win.history-back", NULL);
  gtk_widget_activate_action (GTK_WIDGET (window), "win.history-forward", NULL);
  g_assert_false (ft_board_model_is_browsing (ft_board_view_get_model (board)));
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
  return !ft_board_view_is_animating (ft_window_get_board (data));
}

/* Against the computer: browsing while it thinks; its move brings the board
 * back to the game, and the move travels from where it stood. */
static void
test_browse_until_reply (void)
{
  g_autoptr (FtGameSetup) setup = standard_setup (FT_OPPONENT_COMPUTER);
  FtWindow *window = open_window_with (setup, NULL);
  FtBoardView *board = ft_window_get_board (window);
  FtBoardView *b = board;
  FtCell from[2], to[2];

  ft_board_view_set_animate (board, TRUE);
  g_assert_true (wait_until (turn_started_and_still, window, 5000));
  ft_board_model_click (ft_board_view_get_model (board), CELL ("e2"));
  ft_board_model_click (ft_board_view_get_model (board), CELL ("e4"));
  /* Browse back while our move travels: it lands first (the game waits
   * for it), then the start position shows. */
  gtk_widget_activate_action (GTK_WIDGET (window), "win.history-start", NULL);
  g_assert_true (ft_board_model_is_browsing (ft_board_view_get_model (board)));
  g_assert_true (wait_until (computer_moved, window, 10000));
  g_assert_false (ft_board_model_is_browsing (ft_board_view_get_model (b)));
  /* The reply travels from its square in the position before it. */
  if (ft_board_view_is_animating (board))
    {
      FtMove reply = ft_game_get_move (ft_window_get_game (window), 1);

      g_assert_cmpuint (ft_board_view_get_moving_pieces (board, from, to), >=, 1);
      g_assert_cmpuint (from[0], ==, ft_cell_from_chess (FT_MOVE_FROM (reply)));
    }
  g_assert_true (wait_until (not_animating, window, 5000));
  g_assert_cmpuint (ft_scoresheet_get_current (sheet_of (window)), ==, 2);
  close_window (window);
}

static gboolean
not_viewing (gpointer data)
{
  return !ft_board_model_is_browsing (ft_board_view_get_model (ft_window_get_board (data)));
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

  play_move (window, "d2", "d4");
  play_move (window, "d7", "d5");
  play_move (window, "c2", "c4");
  gtk_widget_activate_action (GTK_WIDGET (window), "win.replay", NULL);
  g_assert_true (ft_board_model_is_browsing (ft_board_view_get_model (ft_window_get_board (window))));
  g_assert_cmpuint (ft_scoresheet_get_current (sheet), ==, 0);
  deadline = g_get_monotonic_time () + 10 * G_USEC_PER_SEC;
  while (ft_board_model_is_browsing (ft_board_view_get_model (ft_window_get_board (window))) && g_get_monotonic_time () < deadline)
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
  play_move (window, "e2", "e4");
  spin (150);
  white_after_1 = ft_clock_get_remaining_ms (clock, FT_WHITE);
  play_move (window, "e7", "e5");
  spin (150);
  black_after_2 = ft_clock_get_remaining_ms (clock, FT_BLACK);
  play_move (window, "g1", "f3");
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


/* Save writes PGN with clocks; Open continues the game from its end with
 * the clocks it had. */
static void
test_save_and_open (void)
{
  g_autoptr (FtGameSetup) setup = standard_setup (FT_OPPONENT_HUMAN);
  g_autofree char *dir = temp_dir ();
  g_autofree char *path = g_build_filename (dir, "game.pgn", NULL);
  g_autofree char *text = NULL;
  g_autoptr (GError) error = NULL;
  FtWindow *window;
  FtGame *game;
  gint64 white_ms, black_ms;

  setup->player_ms = setup->cpu_ms = 300000;
  setup->player_increment_ms = setup->cpu_increment_ms = 2000;
  window = open_window_with (setup, NULL);
  play_move (window, "e2", "e4");
  play_move (window, "e7", "e5");
  play_move (window, "g1", "f3");
  play_move (window, "b8", "c6");
  game = ft_window_get_game (window);
  white_ms = ft_clock_get_remaining_ms (ft_game_get_clock (game), FT_WHITE);
  black_ms = ft_clock_get_remaining_ms (ft_game_get_clock (game), FT_BLACK);
  g_assert_true (ft_window_save_game (window, path));
  g_assert_true (g_file_get_contents (path, &text, NULL, NULL));
  g_assert_nonnull (strstr (text, "[Result \"*\"]"));
  g_assert_nonnull (strstr (text, "1. e4"));
  g_assert_nonnull (strstr (text, "2. Nf3"));
  g_assert_nonnull (strstr (text, "[%clk 0:05:0"));
  g_assert_null (strstr (text, "[FEN")); /* plain standard chess */

  confirm_action (window, "win.restart");
  g_assert_cmpuint (ft_game_get_n_moves (ft_window_get_game (window)), ==, 0);
  g_assert_true (ft_window_open_game (window, path, &error));
  g_assert_no_error (error);
  game = ft_window_get_game (window);
  g_assert_cmpuint (ft_game_get_n_moves (game), ==, 4);
  g_assert_false (ft_game_is_over (game));
  assert_row (window, 1, "2. Nf3 Nc6");
  /* The clocks come back to the second (PGN's %clk resolution). */
  g_assert_cmpint (ABS (ft_clock_get_remaining_ms (ft_game_get_clock (game), FT_BLACK) - black_ms), <, 1000);
  g_assert_cmpint (ABS (ft_clock_get_remaining_ms (ft_game_get_clock (game), FT_WHITE) - white_ms), <, 1500);
  /* White's player takes over. */
  play_move (window, "f1", "c4");
  g_assert_cmpuint (ft_game_get_n_moves (game), ==, 5);
  close_window (window);
  remove_dir (dir);
}

/* A finished game opens at its end, over, and can be browsed. */
static void
test_open_finished (void)
{
  g_autoptr (FtGameSetup) setup = standard_setup (FT_OPPONENT_HUMAN);
  g_autofree char *dir = temp_dir ();
  g_autofree char *path = g_build_filename (dir, "mate.pgn", NULL);
  g_autoptr (GError) error = NULL;
  FtWindow *window = open_window_with (setup, NULL);

  play_move (window, "f2", "f3");
  play_move (window, "e7", "e5");
  play_move (window, "g2", "g4");
  play_move (window, "d8", "h4");
  g_assert_true (ft_window_save_game (window, path));
  confirm_action (window, "win.restart");
  g_assert_true (ft_window_open_game (window, path, &error));
  g_assert_true (ft_game_is_over (ft_window_get_game (window)));
  g_assert_cmpstr (ft_sidebar_get_message (ft_window_get_sidebar (window)), ==,
                   "Black won by checkmate");
  assert_row (window, 1, "2. g4 Qh4#");
  gtk_widget_activate_action (GTK_WIDGET (window), "win.history-back", NULL);
  g_assert_true (ft_board_model_is_browsing (ft_board_view_get_model (ft_window_get_board (window))));
  close_window (window);
  remove_dir (dir);
}

typedef struct
{
  const char *name;
  const char *text; /* NULL: written by the test */
  const char *expect; /* in the message, after "FILE:" */
} BadFile;

/* Each load error: the message names the file, line and column, a dialog
 * shows it, and the game on the board stays. */
static void
test_open_errors (void)
{
  static const BadFile bad[] = {
    { "json.pgn", "{ \"time_controls\": {} }\n", ":1:1:" },
    { "binary.pgn", NULL, ":1:" },
    { "letter.pgn", "[Event \"x\"]\n[SetUp \"1\"]\n[FEN \"4k3/8/8/8/8/8/8/4K2X w - - 0 1\"]\n\n*\n", ":3:" },
    { "no-side.pgn", "[Event \"x\"]\n[SetUp \"1\"]\n[FEN \"4k3/8/8/8/8/8/8/4K3\"]\n\n*\n", ":3:" },
    { "illegal.pgn", "[Event \"x\"]\n\n1. e4 e5 2. Ke3 *\n", "2. Ke3" },
    { "ambiguous.pgn", "[Event \"x\"]\n[SetUp \"1\"]\n[FEN \"4k3/8/8/8/8/8/4K3/R6R w - - 0 1\"]\n\n1. Rd1 *\n", "Rd1" },
    { "truncated.pgn", "[Event \"x\"]\n[White \"some", ":2:" },
    { "large.pgn", NULL, "is too large (more than 1048576 bytes)" },
    { "latin.pgn", "[Event \"x\"]\n[White \"\xff\xfe\"]\n*\n", ":2:9: not valid UTF-8" },
    { "config.json", "[{ \"rules\": \"standard\" }]\n", "this is a config (JSON), not a saved game (PGN or PDN)" },
  };
  g_autoptr (FtGameSetup) setup = standard_setup (FT_OPPONENT_HUMAN);
  g_autofree char *dir = temp_dir ();
  FtWindow *window = open_window_with (setup, NULL);
  FtGame *game;

  play_move (window, "d2", "d4");
  game = ft_window_get_game (window);
  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      g_autofree char *path = g_build_filename (dir, bad[i].name, NULL);
      g_autoptr (GError) error = NULL;
      GtkWidget *dialog;

      if (bad[i].text != NULL)
        g_assert_true (g_file_set_contents (path, bad[i].text, -1, NULL));
      else if (g_str_has_prefix (bad[i].name, "binary"))
        g_assert_true (g_file_set_contents (path, "\x89PNG\r\n\x1a\n\0\0\0\rIHDR", 16, NULL));
      else
        {
          GString *big = g_string_new ("[Event \"big\"]\n\n");

          while (big->len <= 1024 * 1024)
            g_string_append (big, "{ a comment that goes on and on and on and on and on and on }\n");
          g_string_append (big, "*\n");
          g_assert_true (g_file_set_contents (path, big->str, (gssize) big->len, NULL));
          g_string_free (big, TRUE);
        }
      g_assert_false (ft_window_open_game (window, path, &error));
      g_assert_nonnull (error);
      g_test_message ("%s", error->message);
      g_assert_true (g_str_has_prefix (error->message, path));
      g_assert_nonnull (strstr (error->message, bad[i].expect));
      /* The game on the board is untouched. */
      g_assert_true (ft_window_get_game (window) == game);
      g_assert_cmpuint (ft_game_get_n_moves (game), ==, 1);

      /* What the Open dialog does: the same in a message dialog. */
      g_assert_false (ft_window_open_file (window, path));
      dialog = find_message_dialog ();
      g_assert_nonnull (dialog);
      g_assert_cmpstr (adw_message_dialog_get_heading (ADW_MESSAGE_DIALOG (dialog)), ==,
                       "Could Not Open the Game");
      g_assert_nonnull (strstr (adw_message_dialog_get_body (ADW_MESSAGE_DIALOG (dialog)), bad[i].expect));
      gtk_window_destroy (GTK_WINDOW (dialog));
      g_assert_true (ft_window_get_game (window) == game);
    }
  close_window (window);
  remove_dir (dir);
}

static gboolean
black_to_move (gpointer data)
{
  FtGame *game = ft_window_get_game (data);
  return ft_game_get_turn (game) == FT_BLACK && turn_started_and_still (data);
}

/* Autosave after every move; resume brings the game back; a finished game
 * removes its file. */
static gboolean
file_is_gone (gpointer data)
{
  return !g_file_test (data, G_FILE_TEST_EXISTS);
}

static void
test_autosave_and_resume (void)
{
  g_autoptr (FtGameSetup) setup = standard_setup (FT_OPPONENT_COMPUTER);
  g_autofree char *dir = temp_dir ();
  g_autofree char *path = g_build_filename (dir, "autosave.pgn", NULL);
  g_autoptr (GError) error = NULL;
  g_autoptr (FtGameSetup) loaded = NULL;
  g_autoptr (FtGame) saved = NULL;
  FtWindow *window;

  setup->level = FT_LEVEL_NORMAL;
  setup->human_colour = FT_BLACK;
  window = ft_window_new (NULL, NULL);
  gtk_window_present (GTK_WINDOW (window));
  ft_window_set_autosave (window, path, TRUE);
  ft_window_start (window, setup);
  g_assert_true (wait_until (board_ready, window, 5000));
  /* The computer (White) moves; the file follows. */
  g_assert_true (wait_until (black_to_move, window, 10000));
  g_assert_cmpuint (ft_game_get_n_moves (ft_window_get_game (window)), ==, 1);
  saved = ft_game_record_load_file (path, setup, &loaded, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (ft_game_get_n_moves (saved), ==, 1);
  close_window (window);

  /* The next start: the same players, the computer's move, Black to move. */
  window = ft_window_new (NULL, NULL);
  gtk_window_present (GTK_WINDOW (window));
  {
    g_autoptr (FtGameSetup) fresh = standard_setup (FT_OPPONENT_HUMAN);

    g_assert_true (ft_window_resume (window, path, fresh));
  }
  ft_window_set_autosave (window, path, TRUE);
  g_assert_true (wait_until (board_ready, window, 5000));
  g_assert_cmpuint (ft_game_get_n_moves (ft_window_get_game (window)), ==, 1);
  g_assert_cmpint (ft_window_get_setup (window)->opponent, ==, FT_OPPONENT_COMPUTER);
  g_assert_cmpint (ft_window_get_setup (window)->human_colour, ==, FT_BLACK);
  g_assert_cmpint (ft_window_get_setup (window)->level, ==, FT_LEVEL_NORMAL);
  g_assert_cmpstr (ft_sidebar_get_turn (ft_window_get_sidebar (window)), ==, "Your turn");

  /* Resigning ends the game: nothing is left to resume. */
  confirm_action (window, "win.resign");
  /* The autosave's writer removes the file on its own thread. */
  g_assert_true (wait_until (file_is_gone, path, 5000));
  g_assert_false (ft_window_resume (window, path, setup));
  close_window (window);
  remove_dir (dir);
}

static gboolean
autosave_has_moves (gpointer data)
{
  const char *path = data;
  g_autoptr (FtGameSetup) base = ft_game_setup_new_default ();
  g_autoptr (FtGameSetup) setup = NULL;
  g_autoptr (FtGame) game = ft_game_record_load_file (path, base, &setup, NULL);

  return game != NULL && ft_game_get_n_moves (game) >= 6;
}

/* The child of test_autosave_after_kill: the computer plays both sides
 * in a window that autosaves, until it is killed. */
static int
run_autosave_child (const char *path)
{
  g_autoptr (FtGameSetup) setup = ft_game_setup_new_default ();
  FtWindow *window = ft_window_new (NULL, NULL);

  setup->level = FT_LEVEL_EASY;
  setup->piece_movement_speed = 60;
  ft_window_set_autoplay (window, TRUE, 7);
  ft_window_set_autosave (window, path, FALSE);
  gtk_window_present (GTK_WINDOW (window));
  ft_window_start (window, setup);
  while (TRUE)
    g_main_context_iteration (NULL, TRUE);
  return 0;
}

static char *test_program;

/* SIGKILL in the middle of a game: the autosave is whole and resumes. */
static void
test_autosave_after_kill (void)
{
  g_autofree char *dir = temp_dir ();
  g_autofree char *path = g_build_filename (dir, "autosave.pgn", NULL);
  g_autoptr (GError) error = NULL;
  g_autoptr (FtGameSetup) base = ft_game_setup_new_default ();
  g_autoptr (FtGameSetup) setup = NULL;
  g_autoptr (FtGame) saved = NULL;
  const char *argv[] = { test_program, "--autosave-child", path, NULL };
  GPid pid;
  int status;
  FtWindow *window;

  g_assert_true (g_spawn_async (NULL, (char **) argv, NULL, G_SPAWN_DO_NOT_REAP_CHILD, NULL, NULL,
                                &pid, &error));
  g_assert_no_error (error);
  g_assert_true (wait_until (autosave_has_moves, path, 60000));
  kill (pid, SIGKILL);
  waitpid (pid, &status, 0);
  g_spawn_close_pid (pid);
  g_assert_true (WIFSIGNALED (status));

  saved = ft_game_record_load_file (path, base, &setup, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (ft_game_get_n_moves (saved), >=, 6);
  window = ft_window_new (NULL, NULL);
  gtk_window_present (GTK_WINDOW (window));
  g_assert_true (ft_window_resume (window, path, base));
  g_assert_true (wait_until (board_ready, window, 5000));
  g_assert_cmpuint (ft_game_get_n_moves (ft_window_get_game (window)), ==,
                    ft_game_get_n_moves (saved));
  close_window (window);
  remove_dir (dir);
}

/* Each finished game is counted once, per level and for two people, and the
 * Statistics window shows the counts. */
static void
test_statistics (void)
{
  g_autoptr (FtGameSetup) setup = standard_setup (FT_OPPONENT_HUMAN);
  g_autofree char *dir = temp_dir ();
  FtStatisticsWindow *stats_window;
  FtWindow *window;

  window = ft_window_new (NULL, NULL);
  gtk_window_present (GTK_WINDOW (window));
  ft_window_set_statistics_dir (window, dir);
  ft_window_start (window, setup);
  g_assert_true (wait_until (board_ready, window, 5000));
  play_move (window, "f2", "f3");
  play_move (window, "e7", "e5");
  play_move (window, "g2", "g4");
  play_move (window, "d8", "h4");
  /* Taken back and mated again: still one game. */
  gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL);
  play_move (window, "d8", "h4");
  g_assert_true (ft_game_is_over (ft_window_get_game (window)));

  /* Against the computer as Black: resigning is a loss at that level. */
  setup->opponent = FT_OPPONENT_COMPUTER;
  setup->level = FT_LEVEL_HARD;
  setup->human_colour = FT_BLACK;
  ft_window_start (window, setup);
  confirm_action (window, "win.resign");

  stats_window = ft_statistics_window_new (GTK_WINDOW (window), dir);
  g_assert_cmpstr (ft_statistics_window_get_row_text (stats_window, 0), ==,
                   "Played 0 · Won 0 · Drawn 0 · Lost 0");
  g_assert_cmpstr (ft_statistics_window_get_row_text (stats_window, 2), ==,
                   "Played 1 · Won 0 · Drawn 0 · Lost 1");
  g_assert_cmpstr (ft_statistics_window_get_row_text (stats_window, 3), ==,
                   "Played 1 · White won 0 · Drawn 0 · Black won 1");
  ft_statistics_window_reset (stats_window);
  g_assert_cmpstr (ft_statistics_window_get_row_text (stats_window, 3), ==,
                   "Played 0 · White won 0 · Drawn 0 · Black won 0");
  gtk_window_destroy (GTK_WINDOW (stats_window));
  close_window (window);
  remove_dir (dir);
}

static void
clipboard_text_cb (GObject *source, GAsyncResult *result, gpointer user_data)
{
  char **text = user_data;

  *text = gdk_clipboard_read_text_finish (GDK_CLIPBOARD (source), result, NULL);
}

static gboolean
text_arrived (gpointer data)
{
  return *(char **) data != NULL;
}

/* Ctrl+C copies the shown position's FEN; a pasted FEN or PGN is offered
 * and loaded; a broken PGN shows its error; other text changes nothing. */
static void
test_copy_and_paste (void)
{
  g_autoptr (FtGameSetup) setup = standard_setup (FT_OPPONENT_HUMAN);
  FtWindow *window = open_window_with (setup, NULL);
  g_autofree char *copied = NULL;
  GtkWidget *dialog;
  FtGame *game;

  play_move (window, "e2", "e4");
  gtk_widget_activate_action (GTK_WIDGET (window), "win.copy-position", NULL);
  gdk_clipboard_read_text_async (gtk_widget_get_clipboard (GTK_WIDGET (window)), NULL,
                                 clipboard_text_cb, &copied);
  g_assert_true (wait_until (text_arrived, &copied, 5000));
  g_assert_cmpstr (copied, ==, "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1");

  /* A FEN: play from it. */
  ft_game_files_offer_pasted_text (ft_window_get_game_files (window), "4k3/8/8/8/8/8/8/R3K3 w - - 0 1\n");
  dialog = find_message_dialog ();
  g_assert_nonnull (dialog);
  g_assert_cmpstr (adw_message_dialog_get_heading (ADW_MESSAGE_DIALOG (dialog)), ==,
                   "Play From This Position?");
  adw_message_dialog_response (ADW_MESSAGE_DIALOG (dialog), "load");
  gtk_window_destroy (GTK_WINDOW (dialog));
  game = ft_window_get_game (window);
  g_assert_cmpuint (ft_game_get_n_moves (game), ==, 0);
  g_assert_cmpint (ft_game_get_position (game)->piece_count[FT_WHITE], ==, 2);

  /* A PGN: that game. */
  ft_game_files_offer_pasted_text (ft_window_get_game_files (window), "[Event \"?\"]\n\n1. d4 d5 2. c4 *\n");
  dialog = find_message_dialog ();
  g_assert_cmpstr (adw_message_dialog_get_heading (ADW_MESSAGE_DIALOG (dialog)), ==, "Load This Game?");
  adw_message_dialog_response (ADW_MESSAGE_DIALOG (dialog), "load");
  gtk_window_destroy (GTK_WINDOW (dialog));
  g_assert_cmpuint (ft_game_get_n_moves (ft_window_get_game (window)), ==, 3);
  assert_row (window, 1, "2. c4");

  /* Cancel keeps the game. */
  ft_game_files_offer_pasted_text (ft_window_get_game_files (window), "1. e4 *");
  dialog = find_message_dialog ();
  adw_message_dialog_response (ADW_MESSAGE_DIALOG (dialog), "cancel");
  gtk_window_destroy (GTK_WINDOW (dialog));
  g_assert_cmpuint (ft_game_get_n_moves (ft_window_get_game (window)), ==, 3);

  /* A PGN with an illegal move: its error, and the game stays. */
  ft_game_files_offer_pasted_text (ft_window_get_game_files (window), "1. e4 e5 2. Ke3 *");
  dialog = find_message_dialog ();
  g_assert_cmpstr (adw_message_dialog_get_heading (ADW_MESSAGE_DIALOG (dialog)), ==,
                   "Could Not Read the Pasted Game");
  g_assert_nonnull (strstr (adw_message_dialog_get_body (ADW_MESSAGE_DIALOG (dialog)), "Ke3"));
  gtk_window_destroy (GTK_WINDOW (dialog));
  g_assert_cmpuint (ft_game_get_n_moves (ft_window_get_game (window)), ==, 3);

  /* Anything else: no dialog. */
  ft_game_files_offer_pasted_text (ft_window_get_game_files (window), "hello there");
  g_assert_null (find_message_dialog ());
  g_assert_cmpuint (ft_game_get_n_moves (ft_window_get_game (window)), ==, 3);
  close_window (window);
}

int
main (int argc, char **argv)
{
  if (argc == 3 && strcmp (argv[1], "--autosave-child") == 0)
    {
      gtk_init ();
      adw_init ();
      return run_autosave_child (argv[2]);
    }
  test_program = argv[0];
  gtk_test_init (&argc, &argv, NULL);
  adw_init ();
  load_app_css ();

  g_test_add_func ("/records/score-sheet", test_score_sheet);
  g_test_add_func ("/records/score-sheet/black-first", test_score_sheet_black_first);
  g_test_add_func ("/records/browse", test_browse);
  g_test_add_func ("/records/browse/until-reply", test_browse_until_reply);
  g_test_add_func ("/records/replay", test_replay);
  g_test_add_func ("/records/take-back-clocks", test_take_back_clocks);
  g_test_add_func ("/records/save-and-open", test_save_and_open);
  g_test_add_func ("/records/open-finished", test_open_finished);
  g_test_add_func ("/records/open-errors", test_open_errors);
  g_test_add_func ("/records/autosave-and-resume", test_autosave_and_resume);
  g_test_add_func ("/records/autosave-after-kill", test_autosave_after_kill);
  g_test_add_func ("/records/statistics", test_statistics);
  g_test_add_func ("/records/copy-and-paste", test_copy_and_paste);
  return g_test_run ();
}
