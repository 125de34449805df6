/* test-game-files.c — FtGameFiles in the window: closing with a game in
 * progress asks once, truthfully (Keep for Later resumes at the next start
 * with the clocks as they were at the close; Discard is not resumed;
 * Cancel keeps the window), Save As opens a Fourteen folder among the
 * user's documents, and an opened record keeps its players (the side
 * panel, Copy Game). */
#include "config.h"

#include <string.h>

#include <glib/gstdio.h>

#include "app-test-util.h"

static FtGameSetup *
timed_people_setup (void)
{
  FtGameSetup *setup = ft_game_setup_new_default ();

  setup->opponent = FT_OPPONENT_HUMAN;
  setup->time_control = FT_TIME_CONTROL_FISCHER;
  setup->player_ms = setup->cpu_ms = 300000;
  setup->player_increment_ms = setup->cpu_increment_ms = 0;
  ft_position_set_standard_start (setup->start);
  return setup;
}

static gboolean
dialog_shown (gpointer data G_GNUC_UNUSED)
{
  return find_message_dialog () != NULL;
}

/* A window with the autosave at `path`, two moves played, White thinking
 * for a while: White's clock when the window is closed. */
static FtWindow *
window_in_progress (const FtGameSetup *setup, const char *path, gint64 *white_ms)
{
  FtWindow *window = ft_window_new (NULL, NULL);

  gtk_window_present (GTK_WINDOW (window));
  ft_window_set_autosave (window, path, TRUE);
  ft_window_start (window, setup);
  g_assert_true (wait_until (board_ready, window, 5000));
  play_move (window, "e2", "e4");
  play_move (window, "e7", "e5");
  spin (1500);
  *white_ms = ft_clock_get_remaining_ms (ft_game_get_clock (ft_window_get_game (window)), FT_WHITE);
  return window;
}

/* Close, answer `response`: the question names the three choices. */
static void
close_and_answer (FtWindow *window, const char *response)
{
  AdwMessageDialog *dialog;

  gtk_window_close (GTK_WINDOW (window));
  g_assert_true (wait_until (dialog_shown, NULL, 5000));
  dialog = ADW_MESSAGE_DIALOG (find_message_dialog ());
  g_assert_cmpstr (adw_message_dialog_get_heading (dialog), ==, "Keep the Game for Later?");
  g_assert_true (adw_message_dialog_has_response (dialog, "keep"));
  g_assert_true (adw_message_dialog_has_response (dialog, "save"));
  g_assert_true (adw_message_dialog_has_response (dialog, "discard"));
  g_assert_true (adw_message_dialog_has_response (dialog, "cancel"));
  /* The dialog goes with the window it belongs to. */
  g_object_add_weak_pointer (G_OBJECT (dialog), (gpointer *) &dialog);
  adw_message_dialog_response (dialog, response);
  if (dialog != NULL)
    {
      g_object_remove_weak_pointer (G_OBJECT (dialog), (gpointer *) &dialog);
      gtk_window_destroy (GTK_WINDOW (dialog));
    }
  spin (100);
}

static gboolean
window_gone (gpointer data)
{
  return *(gpointer *) data == NULL;
}

/* Keep for Later: the next start resumes it, clocks as at the close. */
static void
test_close_keep (void)
{
  g_autoptr (FtGameSetup) setup = timed_people_setup ();
  g_autofree char *dir = temp_dir ();
  g_autofree char *path = g_build_filename (dir, "autosave.pgn", NULL);
  FtWindow *window;
  FtWindow *weak;
  gint64 white_ms, resumed_ms;

  window = window_in_progress (setup, path, &white_ms);
  g_assert_cmpint (white_ms, <, 300000 - 1000);
  weak = window;
  g_object_add_weak_pointer (G_OBJECT (window), (gpointer *) &weak);
  close_and_answer (window, "keep");
  g_assert_true (wait_until (window_gone, &weak, 5000));

  window = ft_window_new (NULL, NULL);
  gtk_window_present (GTK_WINDOW (window));
  g_assert_true (ft_window_resume (window, path, setup));
  g_assert_true (wait_until (board_ready, window, 5000));
  g_assert_cmpuint (ft_game_get_n_moves (ft_window_get_game (window)), ==, 2);
  resumed_ms = ft_clock_get_remaining_ms (ft_game_get_clock (ft_window_get_game (window)), FT_WHITE);
  /* The close comes a little after the reading: a few hundred ms at most. */
  g_assert_cmpint (resumed_ms, <=, white_ms);
  g_assert_cmpint (resumed_ms, >, white_ms - 500);
  ft_window_set_autosave (window, NULL, FALSE);
  close_window (window);
  remove_dir (dir);
}

/* Discard: the next start does not resume it. */
static void
test_close_discard (void)
{
  g_autoptr (FtGameSetup) setup = timed_people_setup ();
  g_autofree char *dir = temp_dir ();
  g_autofree char *path = g_build_filename (dir, "autosave.pgn", NULL);
  FtWindow *window;
  FtWindow *weak;
  gint64 white_ms;

  window = window_in_progress (setup, path, &white_ms);
  g_assert_true (g_file_test (path, G_FILE_TEST_EXISTS));
  weak = window;
  g_object_add_weak_pointer (G_OBJECT (window), (gpointer *) &weak);
  close_and_answer (window, "discard");
  g_assert_true (wait_until (window_gone, &weak, 5000));
  g_assert_false (g_file_test (path, G_FILE_TEST_EXISTS));

  window = ft_window_new (NULL, NULL);
  gtk_window_present (GTK_WINDOW (window));
  g_assert_false (ft_window_resume (window, path, setup));
  close_window (window);
  remove_dir (dir);
}

/* Cancel: the window and the game stay. */
static void
test_close_cancel (void)
{
  g_autoptr (FtGameSetup) setup = timed_people_setup ();
  g_autofree char *dir = temp_dir ();
  g_autofree char *path = g_build_filename (dir, "autosave.pgn", NULL);
  FtWindow *window;
  gint64 white_ms;

  window = window_in_progress (setup, path, &white_ms);
  close_and_answer (window, "cancel");
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (window)));
  g_assert_cmpuint (ft_game_get_n_moves (ft_window_get_game (window)), ==, 2);
  ft_window_set_autosave (window, NULL, FALSE);
  close_window (window);
  remove_dir (dir);
}

/* A game not begun (no move) closes without a question. */
static void
test_close_without_moves (void)
{
  g_autoptr (FtGameSetup) setup = timed_people_setup ();
  g_autofree char *dir = temp_dir ();
  g_autofree char *path = g_build_filename (dir, "autosave.pgn", NULL);
  FtWindow *window = ft_window_new (NULL, NULL);
  FtWindow *weak = window;

  g_object_add_weak_pointer (G_OBJECT (window), (gpointer *) &weak);
  gtk_window_present (GTK_WINDOW (window));
  ft_window_set_autosave (window, path, TRUE);
  ft_window_start (window, setup);
  g_assert_true (wait_until (board_ready, window, 5000));
  gtk_window_close (GTK_WINDOW (window));
  g_assert_true (wait_until (window_gone, &weak, 5000));
  g_assert_null (find_message_dialog ());
  remove_dir (dir);
}

/* Save As starts in DOCUMENTS/Fourteen, made if missing. */
static void
test_save_folder (void)
{
  g_autofree char *folder = ft_game_files_dup_save_folder ();
  const char *documents = g_get_user_special_dir (G_USER_DIRECTORY_DOCUMENTS);

  g_autofree char *expected = g_build_filename (g_get_home_dir (), "Documents", "Fourteen", NULL);

  g_test_message ("documents %s, saves in %s", documents, folder);
  g_assert_cmpstr (folder, ==, expected);
  g_assert_true (g_file_test (folder, G_FILE_TEST_IS_DIR));
  g_assert_null (strstr (folder, "/fourteen/players"));
}

/* An opened record's players everywhere: the side panel by their short
 * names, Copy Game with the file's own tags. */
static void
test_opened_players (void)
{
  g_autofree char *dir = temp_dir ();
  g_autofree char *path = g_build_filename (dir, "game.pgn", NULL);
  g_autoptr (FtGameSetup) setup = timed_people_setup ();
  g_autofree char *text = NULL;
  FtWindow *window;

  g_assert_true (g_file_set_contents (path,
                                      "[Event \"Casual\"]\n[White \"Carlsen, Magnus\"]\n[Black \"Nakamura, Hikaru\"]\n"
                                      "[Result \"*\"]\n\n1. e4 e5 2. Nf3 *\n",
                                      -1, NULL));
  setup->opponent = FT_OPPONENT_COMPUTER;
  window = open_window_with (setup, NULL);
  g_assert_true (ft_window_open_file (window, path));
  spin (100);
  g_assert_cmpstr (ft_sidebar_get_bottom_name (ft_window_get_sidebar (window)), ==, "Carlsen");
  g_assert_cmpstr (ft_sidebar_get_top_name (ft_window_get_sidebar (window)), ==, "Nakamura");
  text = ft_record_keeper_get_text (ft_game_files_get_keeper (ft_window_get_game_files (window)), FALSE);
  g_assert_nonnull (strstr (text, "[White \"Carlsen, Magnus\"]"));
  g_assert_nonnull (strstr (text, "[Black \"Nakamura, Hikaru\"]"));
  close_window (window);
  remove_dir (dir);
}

static void
remove_tree (const char *path)
{
  g_autoptr (GDir) dir = g_dir_open (path, 0, NULL);
  const char *name;

  while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *child = g_build_filename (path, name, NULL);

      if (g_file_test (child, G_FILE_TEST_IS_DIR) && !g_file_test (child, G_FILE_TEST_IS_SYMLINK))
        remove_tree (child);
      else
        g_unlink (child);
    }
  g_rmdir (path);
}

int
main (int argc, char **argv)
{
  /* A home of the test's own, with a documents folder named in its
   * user-dirs.dirs, read before anything asks for it. */
  g_autofree char *home = g_dir_make_tmp ("fourteen-home-XXXXXX", NULL);
  g_autofree char *config = g_build_filename (home, ".config", NULL);
  g_autofree char *dirs = g_build_filename (config, "user-dirs.dirs", NULL);
  int status;

  g_mkdir_with_parents (config, 0700);
  g_assert_true (g_file_set_contents (dirs, "XDG_DOCUMENTS_DIR=\"$HOME/Documents\"\n", -1, NULL));
  g_setenv ("HOME", home, TRUE);
  g_setenv ("XDG_CONFIG_HOME", config, TRUE);
  gtk_test_init (&argc, &argv, NULL);
  adw_init ();
  load_app_css ();
  g_test_add_func ("/game-files/close/keep", test_close_keep);
  g_test_add_func ("/game-files/close/discard", test_close_discard);
  g_test_add_func ("/game-files/close/cancel", test_close_cancel);
  g_test_add_func ("/game-files/close/without-moves", test_close_without_moves);
  g_test_add_func ("/game-files/save-folder", test_save_folder);
  g_test_add_func ("/game-files/opened-players", test_opened_players);
  status = g_test_run ();
  remove_tree (home);
  return status;
}
