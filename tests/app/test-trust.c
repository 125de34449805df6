/* test-trust.c — a game a player can trust, in the window (issue 19): the
 * clock waits for the window, a dialog pauses the game and the board is
 * covered, P pauses and resumes, the Undo toasts of resign and restart bring
 * the game back exactly (clocks included), and New Game asks before it ends
 * a game in progress (Cancel leaves it untouched). */
#include "config.h"

#include <string.h>

#include "app-test-util.h"
#include "ft-new-game-dialog.h"
#include "ft-game-files.h"

static FtGameSetup *
make_setup (FtOpponent opponent)
{
  FtGameSetup *setup = ft_game_setup_new_default ();

  setup->opponent = opponent;
  setup->human_colour = FT_WHITE;
  setup->level = FT_LEVEL_EASY;
  return setup;
}

static gboolean
turn_started (gpointer data)
{
  FtGame *game = ft_window_get_game (data);

  return game != NULL && ft_game_is_turn_started (game);
}

static gboolean
clock_stopped (gpointer data)
{
  return !ft_clock_is_running (ft_game_get_clock (ft_window_get_game (data)));
}

static const char *
cover_of (FtWindow *window)
{
  return ft_board_view_get_cover_text (ft_window_get_board (window));
}

/* FT_TRUST_SCREENSHOTS=DIR: the window as a player sees it, saved as
 * DIR/name (the paused board, the resign toast) for the docs. */
static void
save_window_if_asked (FtWindow *window, const char *name)
{
  const char *dir = g_getenv ("FT_TRUST_SCREENSHOTS");
  g_autoptr (GdkPaintable) paintable = NULL;
  g_autoptr (GskRenderNode) node = NULL;
  g_autoptr (GdkTexture) texture = NULL;
  g_autofree char *path = NULL;
  GtkSnapshot *snapshot;
  int width, height;

  if (dir == NULL)
    return;
  spin (300); /* the toast's animation */
  paintable = gtk_widget_paintable_new (GTK_WIDGET (window));
  snapshot = gtk_snapshot_new ();
  width = gtk_widget_get_width (GTK_WIDGET (window));
  height = gtk_widget_get_height (GTK_WIDGET (window));
  gdk_paintable_snapshot (paintable, snapshot, width, height);
  node = gtk_snapshot_free_to_node (snapshot);
  texture = gsk_renderer_render_texture (gtk_native_get_renderer (GTK_NATIVE (window)), node,
                                         &GRAPHENE_RECT_INIT (0, 0, width, height));
  path = g_build_filename (dir, name, NULL);
  g_assert_true (gdk_texture_save_to_png (texture, path));
}

static gboolean
white_thinks (gpointer data)
{
  FtGame *game = ft_window_get_game (data);

  return turn_started_and_still (data) && ft_game_get_turn (game) == FT_WHITE
         && ft_game_get_n_moves (game) > 0;
}

/* No time runs before the window is shown, nor before White's first move
 * (as on lichess): the clock still reads its start after a while; the
 * first move starts Black's. */
static void
test_clock_waits_for_window (void)
{
  g_autoptr (FtGameSetup) setup = make_setup (FT_OPPONENT_HUMAN);
  FtWindow *window = ft_window_new (NULL, NULL);
  FtSidebar *sidebar = ft_window_get_sidebar (window);
  FtGame *game;
  FtClock *clock;

  setup->time_control = FT_TIME_CONTROL_FISCHER;
  setup->player_ms = setup->cpu_ms = 180000;
  ft_window_start (window, setup);
  spin (100);
  game = ft_window_get_game (window);
  clock = ft_game_get_clock (game);
  g_assert_false (ft_game_is_turn_started (game));
  g_assert_false (ft_clock_is_running (clock));
  gtk_window_present (GTK_WINDOW (window));
  g_assert_true (wait_until (turn_started, window, 5000));
  g_assert_null (cover_of (window));
  /* White to move, and no clock runs. */
  g_assert_false (ft_clock_is_running (clock));
  spin (2500);
  g_assert_cmpint (ft_clock_get_remaining_ms (clock, FT_WHITE), ==, 180000);
  g_assert_cmpstr (ft_sidebar_get_bottom_clock (sidebar), ==, "03:00");
  play_move (window, "c2", "c4");
  g_assert_true (ft_clock_is_running (clock));
  g_assert_cmpint (ft_clock_get_running_side (clock), ==, FT_BLACK);
  g_assert_cmpint (ft_clock_get_remaining_ms (clock, FT_WHITE), ==, 180000 + setup->player_increment_ms);
  spin (1100);
  g_assert_cmpint (ft_clock_get_remaining_ms (clock, FT_BLACK), <, 179000);
  close_window (window);
}

/* A dialog over the window stops the clock and covers the board; closed,
 * the game goes on with the time it had. */
static void
test_dialog_pauses (void)
{
  g_autoptr (FtGameSetup) setup = make_setup (FT_OPPONENT_COMPUTER);
  FtWindow *window = open_window_with (setup, NULL);
  FtGame *game = ft_window_get_game (window);
  FtNewGameDialog *dialog;
  gint64 before, after;

  /* White's clock runs from the second turn (the first is free). */
  play_move (window, "c2", "c4");
  g_assert_true (wait_until (white_thinks, window, 10000));
  g_assert_true (ft_clock_is_running (ft_game_get_clock (game)));
  dialog = ft_window_open_new_game_dialog (window);
  g_assert_true (wait_until (clock_stopped, window, 2000));
  g_assert_true (ft_session_is_paused (ft_window_get_session (window)));
  g_assert_cmpstr (cover_of (window), ==, "Paused");
  before = ft_clock_get_remaining_ms (ft_game_get_clock (game), FT_WHITE);
  spin (600);
  g_assert_cmpint (ft_clock_get_remaining_ms (ft_game_get_clock (game), FT_WHITE), ==, before);
  gtk_window_destroy (GTK_WINDOW (dialog));
  g_assert_true (wait_until (turn_started, window, 2000));
  g_assert_null (cover_of (window));
  after = ft_clock_get_remaining_ms (ft_game_get_clock (game), FT_WHITE);
  g_assert_cmpint (after, <=, before);
  g_assert_cmpint (after, >, before - 500);
  close_window (window);
}

/* P (the action win.pause) pauses and covers; no move is taken; again,
 * the game goes on. */
static void
test_pause_action (void)
{
  g_autoptr (FtGameSetup) setup = make_setup (FT_OPPONENT_HUMAN);
  FtWindow *window = open_window_with (setup, NULL);
  FtBoardModel *model = WINDOW_MODEL (window);
  FtGame *game = ft_window_get_game (window);

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.pause", NULL));
  g_assert_true (ft_session_is_paused (ft_window_get_session (window)));
  g_assert_false (ft_clock_is_running (ft_game_get_clock (game)));
  g_assert_cmpstr (cover_of (window), ==, "Paused: click or press P to play on");
  /* The background music is held while the game is paused (issue 22). */
  g_assert_nonnull (g_object_get_data (G_OBJECT (window), "ft-music-paused"));
  g_assert_false (gtk_widget_get_can_target (GTK_WIDGET (ft_window_get_board (window))));
  save_window_if_asked (window, "paused.png");
  /* No peeking: the board's corner squares (a rook stands on each) are
   * drawn alike, in the cover's one colour. */
  {
    Image image;
    const guchar *first, *last;

    render_board (window, &image);
    first = image.pixels + (gsize) (image.height / 28) * image.stride + (gsize) (image.width / 28) * 4;
    last = image.pixels + (gsize) (image.height - image.height / 28) * image.stride
           + (gsize) (image.width - image.width / 28) * 4;
    g_assert_cmpmem (first, 4, last, 4);
    g_free (image.pixels);
  }
  ft_board_model_click (model, CELL ("c2"));
  ft_board_model_click (model, CELL ("c4"));
  g_assert_cmpuint (ft_game_get_n_moves (game), ==, 0);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.pause", NULL));
  g_assert_false (ft_session_is_paused (ft_window_get_session (window)));
  g_assert_null (g_object_get_data (G_OBJECT (window), "ft-music-paused"));
  g_assert_null (cover_of (window));
  play_move (window, "c2", "c4");
  close_window (window);
}

/* Esc resigns at once with "You resigned · Undo"; Undo gives the game back
 * with its clocks. */
static void
test_undo_resign (void)
{
  g_autoptr (FtGameSetup) setup = make_setup (FT_OPPONENT_HUMAN);
  FtWindow *window = open_window_with (setup, NULL);
  FtGame *game = ft_window_get_game (window);
  FtClock *clock = ft_game_get_clock (game);
  gint64 white, black;

  play_move (window, "c2", "c4");
  white = ft_clock_get_remaining_ms (clock, FT_WHITE);
  black = ft_clock_get_remaining_ms (clock, FT_BLACK);
  g_assert_true (confirm_action (window, "win.resign"));
  g_assert_true (ft_game_is_over (game));
  spin (50);
  g_assert_nonnull (find_label_containing (GTK_WIDGET (window), "Black resigned"));
  save_window_if_asked (window, "resign-toast.png");
  spin (500);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL));
  g_assert_false (ft_game_is_over (game));
  g_assert_true (ft_window_get_game (window) == game);
  g_assert_true (wait_until (turn_started, window, 2000));
  g_assert_cmpint (ft_clock_get_remaining_ms (clock, FT_WHITE), ==, white);
  g_assert_cmpint (ft_clock_get_remaining_ms (clock, FT_BLACK), <=, black);
  g_assert_cmpint (ft_clock_get_remaining_ms (clock, FT_BLACK), >, black - 300);
  play_move (window, "c13", "c11");
  close_window (window);
}

/* R restarts at once with "Game restarted · Undo"; Undo brings the old
 * game back, its moves and clocks. */
static void
test_undo_restart (void)
{
  g_autoptr (FtGameSetup) setup = make_setup (FT_OPPONENT_HUMAN);
  FtWindow *window = open_window_with (setup, NULL);
  FtGame *game = g_object_ref (ft_window_get_game (window));
  FtClock *clock = ft_game_get_clock (game);
  gint64 white, black;

  play_move (window, "c2", "c4");
  g_assert_true (confirm_action (window, "win.restart"));
  white = ft_clock_get_remaining_ms (clock, FT_WHITE);
  black = ft_clock_get_remaining_ms (clock, FT_BLACK);
  g_assert_true (ft_window_get_game (window) != game);
  g_assert_cmpuint (ft_game_get_n_moves (ft_window_get_game (window)), ==, 0);
  spin (50);
  g_assert_nonnull (find_label_containing (GTK_WIDGET (window), "Game restarted"));
  spin (500);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL));
  g_assert_true (ft_window_get_game (window) == game);
  g_assert_cmpuint (ft_game_get_n_moves (game), ==, 1);
  g_assert_cmpint (ft_clock_get_remaining_ms (clock, FT_WHITE), ==, white);
  g_assert_cmpint (ft_clock_get_remaining_ms (clock, FT_BLACK), <=, black);
  g_assert_cmpint (ft_clock_get_remaining_ms (clock, FT_BLACK), >, black - 300);
  play_move (window, "c13", "c11");
  g_object_unref (game);
  close_window (window);
}

static AdwMessageDialog *
question (void)
{
  GtkWidget *dialog = NULL;

  for (int i = 0; i < 200 && dialog == NULL; i++)
    {
      spin (10);
      dialog = find_message_dialog ();
    }
  return dialog != NULL ? ADW_MESSAGE_DIALOG (dialog) : NULL;
}

/* New Game over a game in progress asks; Cancel leaves it as it was (and
 * the running computer keeps its level); End Game starts the new one. */
static void
test_new_game_asks (void)
{
  g_autoptr (FtGameSetup) setup = make_setup (FT_OPPONENT_HUMAN);
  g_autoptr (FtGameSetup) chosen = make_setup (FT_OPPONENT_HUMAN);
  FtWindow *window = ft_window_new (NULL, NULL);
  FtGame *game;
  AdwMessageDialog *dialog;
  FtNewGameDialog *new_game;

  ft_window_set_autosave (window, NULL, TRUE);
  gtk_window_present (GTK_WINDOW (window));
  ft_window_start (window, setup);
  g_assert_true (wait_until (board_ready, window, 5000));
  /* Held: a new game must not be mistaken for it at the same address. */
  game = g_object_ref (ft_window_get_game (window));
  play_move (window, "c2", "c4");

  for (int answer = 0; answer < 2; answer++)
    {
      new_game = ft_window_open_new_game_dialog (window);
      g_signal_emit_by_name (new_game, "start", chosen);
      gtk_window_destroy (GTK_WINDOW (new_game));
      dialog = question ();
      g_assert_nonnull (dialog);
      g_assert_cmpstr (adw_message_dialog_get_heading (dialog), ==, "End the Game in Progress?");
      adw_message_dialog_response (dialog, answer == 0 ? "cancel" : "end");
      gtk_window_destroy (GTK_WINDOW (dialog));
      spin (50);
      if (answer == 0)
        {
          g_assert_true (ft_window_get_game (window) == game);
          g_assert_cmpuint (ft_game_get_n_moves (game), ==, 1);
          g_assert_true (wait_until (turn_started, window, 2000));
        }
      else
        g_assert_true (ft_window_get_game (window) != game);
    }
  g_object_unref (game);
  close_window (window);
}

/* A resumed game waits behind its notice on a covered board: no time runs
 * until the player goes on (P). */
static void
test_resume_waits (void)
{
  g_autoptr (FtGameSetup) setup = make_setup (FT_OPPONENT_HUMAN);
  g_autofree char *dir = temp_dir ();
  g_autofree char *path = g_build_filename (dir, "autosave.pgn", NULL);
  FtWindow *window = ft_window_new (NULL, NULL);
  FtClock *clock;
  gint64 left;

  gtk_window_present (GTK_WINDOW (window));
  ft_window_set_autosave (window, path, TRUE);
  ft_window_start (window, setup);
  g_assert_true (wait_until (board_ready, window, 5000));
  play_move (window, "c2", "c4");
  close_window (window);

  window = ft_window_new (NULL, NULL);
  gtk_window_present (GTK_WINDOW (window));
  g_assert_true (ft_window_resume (window, path, setup));
  g_assert_true (wait_until (board_ready, window, 5000));
  clock = ft_game_get_clock (ft_window_get_game (window));
  g_assert_cmpuint (ft_game_get_n_moves (ft_window_get_game (window)), ==, 1);
  g_assert_false (ft_clock_is_running (clock));
  g_assert_cmpstr (cover_of (window), ==, "Your game is waiting: click or press P to play on");
  left = ft_clock_get_remaining_ms (clock, FT_BLACK);
  spin (300);
  g_assert_cmpint (ft_clock_get_remaining_ms (clock, FT_BLACK), ==, left);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.pause", NULL));
  g_assert_true (wait_until (turn_started, window, 2000));
  g_assert_null (cover_of (window));
  g_assert_true (ft_clock_is_running (clock));
  close_window (window);
  remove_dir (dir);
}

/* An opened game: the title names its file, with a dot once it changed and
 * without after a save; played on to its end it is not counted. */
static void
test_opened_game_title_and_count (void)
{
  g_autoptr (FtGameSetup) setup = make_setup (FT_OPPONENT_HUMAN);
  g_autofree char *dir = temp_dir ();
  g_autofree char *path = g_build_filename (dir, "carlsen.pgn", NULL);
  g_autofree char *stats = g_build_filename (dir, "statistics.ini", NULL);
  g_autoptr (GError) error = NULL;
  FtWindow *window;

  g_assert_true (g_file_set_contents (path,
                                      "[Event \"Casual\"]\n[White \"Magnus Carlsen\"]\n"
                                      "[Black \"Hikaru Nakamura\"]\n[Result \"*\"]\n\n1. e4 e5 *\n",
                                      -1, NULL));
  window = open_window_with (setup, NULL);
  ft_window_set_statistics_dir (window, dir);
  g_assert_cmpstr (gtk_window_get_title (GTK_WINDOW (window)), ==, "Fourteen");
  g_assert_true (ft_window_open_game (window, path, &error));
  g_assert_no_error (error);
  g_assert_cmpstr (gtk_window_get_title (GTK_WINDOW (window)), ==, "carlsen.pgn");
  play_move (window, "g1", "f3");
  g_assert_cmpstr (gtk_window_get_title (GTK_WINDOW (window)), ==, "• carlsen.pgn");
  g_assert_true (ft_window_save_game (window, path));
  g_assert_cmpstr (gtk_window_get_title (GTK_WINDOW (window)), ==, "carlsen.pgn");
  g_assert_true (confirm_action (window, "win.resign"));
  g_assert_true (ft_game_is_over (ft_window_get_game (window)));
  spin (50);
  g_assert_false (g_file_test (stats, G_FILE_TEST_EXISTS));
  close_window (window);
  remove_dir (dir);
}

/* An opened record shows its players and its end in their names. */
static void
test_opened_game_players (void)
{
  g_autoptr (FtGameSetup) setup = make_setup (FT_OPPONENT_COMPUTER);
  g_autofree char *dir = temp_dir ();
  g_autofree char *path = g_build_filename (dir, "won.pgn", NULL);
  g_autoptr (GError) error = NULL;
  FtWindow *window;
  FtSidebar *sidebar;

  g_assert_true (g_file_set_contents (path,
                                      "[Event \"Casual\"]\n[White \"Carlsen, Magnus\"]\n"
                                      "[Black \"Nakamura, Hikaru\"]\n[Result \"1-0\"]\n\n1. e4 e5 1-0\n",
                                      -1, NULL));
  window = open_window_with (setup, NULL);
  sidebar = ft_window_get_sidebar (window);
  g_assert_true (ft_window_open_game (window, path, &error));
  g_assert_no_error (error);
  g_assert_true (ft_game_is_over (ft_window_get_game (window)));
  g_assert_cmpstr (ft_sidebar_get_bottom_name (sidebar), ==, "Carlsen");
  g_assert_cmpstr (ft_sidebar_get_top_name (sidebar), ==, "Nakamura");
  g_assert_cmpstr (ft_sidebar_get_message (sidebar), ==, "Carlsen won");
  /* A new game has its own players again (the player's profile, no longer
   * the record's names). */
  g_assert_true (confirm_action (window, "win.restart"));
  g_assert_cmpstr (ft_sidebar_get_bottom_name (sidebar), !=, "Carlsen");
  g_assert_cmpstr (ft_sidebar_get_top_name (sidebar), !=, "Nakamura");
  close_window (window);
  remove_dir (dir);
}

static gboolean
bottom_low (gpointer data)
{
  return ft_sidebar_get_low_time (ft_window_get_sidebar (data), FALSE);
}

/* The running clock turns red under a tenth of its starting time (at least
 * 10 s, at most half of it); an untimed game shows no clock pills. */
static void
test_low_time_and_untimed (void)
{
  g_autoptr (FtGameSetup) setup = make_setup (FT_OPPONENT_HUMAN);
  FtWindow *window;
  FtSidebar *sidebar;

  setup->time_control = FT_TIME_CONTROL_FISCHER;
  setup->player_ms = setup->cpu_ms = 6000;
  setup->player_increment_ms = setup->cpu_increment_ms = 0;
  window = open_window_with (setup, NULL);
  sidebar = ft_window_get_sidebar (window);
  g_assert_false (ft_sidebar_get_low_time (sidebar, FALSE));
  g_assert_true (gtk_widget_get_visible (find_clock_face_showing (GTK_WIDGET (window), "00:0")));
  /* White's clock runs from its second turn. */
  play_move (window, "c2", "c4");
  play_move (window, "c13", "c11");
  /* 6 s: red under 3 s (half the game: 10 s would be all of it). */
  g_assert_true (wait_until (bottom_low, window, 8000));
  g_assert_cmpint (ft_clock_get_remaining_ms (ft_game_get_clock (ft_window_get_game (window)), FT_WHITE), <, 3000);
  g_assert_cmpint (ft_clock_get_remaining_ms (ft_game_get_clock (ft_window_get_game (window)), FT_WHITE), >, 1000);
  g_assert_false (ft_sidebar_get_low_time (sidebar, TRUE));
  close_window (window);

  setup->time_control = FT_TIME_CONTROL_UNTIMED;
  window = open_window_with (setup, NULL);
  sidebar = ft_window_get_sidebar (window);
  g_assert_cmpstr (ft_sidebar_get_bottom_clock (sidebar), ==, "–");
  g_assert_false (gtk_widget_get_visible (find_clock_face_showing (GTK_WIDGET (window), "–")));
  close_window (window);
}

static void
clipboard_text_cb (GObject *source, GAsyncResult *result, gpointer user_data)
{
  *(char **) user_data = gdk_clipboard_read_text_finish (GDK_CLIPBOARD (source), result, NULL);
}

static gboolean
text_arrived (gpointer data)
{
  return *(char **) data != NULL;
}

/* Ctrl+C copies the game (PGN) through the clipboard; a pasted 8×8 FEN
 * plays standard chess and a toast says so; one that fits no board is
 * refused with its reason. */
static void
test_copy_game_and_paste (void)
{
  g_autoptr (FtGameSetup) setup = make_setup (FT_OPPONENT_HUMAN);
  FtWindow *window = open_window_with (setup, NULL);
  g_autofree char *copied = NULL;
  AdwMessageDialog *dialog;

  play_move (window, "c2", "c4");
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.copy-game", NULL));
  gdk_clipboard_read_text_async (gtk_widget_get_clipboard (GTK_WIDGET (window)), NULL,
                                 clipboard_text_cb, &copied);
  g_assert_true (wait_until (text_arrived, &copied, 5000));
  g_assert_nonnull (strstr (copied, "[Result \"*\"]"));
  g_assert_nonnull (strstr (copied, "1. c4"));

  ft_game_files_offer_pasted_text (ft_window_get_game_files (window), "4k3/8/8/8/8/8/8/R3K3 w - - 0 1\n");
  dialog = question ();
  g_assert_cmpstr (adw_message_dialog_get_heading (dialog), ==, "Play From This Position?");
  adw_message_dialog_response (dialog, "load");
  gtk_window_destroy (GTK_WINDOW (dialog));
  spin (50);
  g_assert_cmpint (ft_game_get_position (ft_window_get_game (window))->rules, ==, FT_RULES_STANDARD);
  g_assert_nonnull (find_label_containing (GTK_WIDGET (window), "played by standard chess rules"));

  ft_game_files_offer_pasted_text (ft_window_get_game_files (window), "4k3/8/8 w - - 0 1\n");
  dialog = question ();
  g_assert_cmpstr (adw_message_dialog_get_heading (dialog), ==, "Could Not Read the Pasted Position");
  g_assert_cmpstr (adw_message_dialog_get_body (dialog), !=, "");
  gtk_window_destroy (GTK_WINDOW (dialog));
  g_assert_cmpint (ft_game_get_position (ft_window_get_game (window))->rules, ==, FT_RULES_STANDARD);
  close_window (window);
}

int
main (int argc, char **argv)
{
  gtk_test_init (&argc, &argv, NULL);
  adw_init ();
  load_app_css ();

  g_test_add_func ("/trust/clock-waits-for-window", test_clock_waits_for_window);
  g_test_add_func ("/trust/dialog-pauses", test_dialog_pauses);
  g_test_add_func ("/trust/pause-action", test_pause_action);
  g_test_add_func ("/trust/undo-resign", test_undo_resign);
  g_test_add_func ("/trust/undo-restart", test_undo_restart);
  g_test_add_func ("/trust/new-game-asks", test_new_game_asks);
  g_test_add_func ("/trust/resume-waits", test_resume_waits);
  g_test_add_func ("/trust/opened-game", test_opened_game_title_and_count);
  g_test_add_func ("/trust/opened-game-players", test_opened_game_players);
  g_test_add_func ("/trust/copy-game-and-paste", test_copy_game_and_paste);
  g_test_add_func ("/trust/low-time-and-untimed", test_low_time_and_untimed);
  return g_test_run ();
}
