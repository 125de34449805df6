/* test-application.c — FtApplication: saved games named on the command
 * line or handed over by a file manager open as games (issue 40), each in
 * its own window that leaves the autosaved game alone; a file that is not a
 * game is refused in the window with its reason; `--config FILE` alone
 * still starts the game at once; nothing named and nothing to resume opens
 * the start page, and a game left unfinished there comes back at the next
 * start in its place; a new player's first game from the start page is
 * played at the level suggested for the profile. (The real binary's --version and config lookup:
 * run-fourteen.sh.) */
#include "config.h"

#include <string.h>

#include <glib/gstdio.h>

#include "app-test-util.h"
#include "ft-app-profiles.h"
#include "ft-application.h"
#include "ft-computer-player.h"

static char *dir;
static char *config;

typedef struct
{
  void (*check) (FtApplication *app, FtWindow *window);
  gboolean checked;
} Run;

static FtWindow *
only_window (FtApplication *app)
{
  GList *windows = gtk_application_get_windows (GTK_APPLICATION (app));

  g_assert_nonnull (windows);
  g_assert_null (windows->next);
  g_assert_true (FT_IS_WINDOW (windows->data));
  return windows->data;
}

static void
close_all (FtApplication *app)
{
  GList *windows;

  while ((windows = gtk_application_get_windows (GTK_APPLICATION (app))) != NULL)
    gtk_window_destroy (windows->data);
}

static gboolean
check_cb (gpointer user_data)
{
  FtApplication *app = g_object_get_data (user_data, "run-app");
  Run *run = g_object_get_data (user_data, "run");
  FtWindow *window = only_window (app);

  if (!board_ready (window)
      && !(ft_page_switcher_is_start_shown (ft_window_get_page_switcher (window)) && gtk_widget_get_mapped (GTK_WIDGET (window))))
    return G_SOURCE_CONTINUE;
  spin (100);
  run->check (app, window);
  run->checked = TRUE;
  close_all (app);
  return G_SOURCE_REMOVE;
}

/* `fourteen ARGS…` in this process: the application runs its command line,
 * `check` looks at its one window, then the windows close and it returns. */
static void
run_command_line (const char *const *args, void (*check) (FtApplication *app, FtWindow *window))
{
  g_autoptr (FtApplication) app = ft_application_new ();
  g_autoptr (GStrvBuilder) builder = g_strv_builder_new ();
  g_auto (GStrv) argv = NULL;
  g_autoptr (GObject) holder = g_object_new (G_TYPE_OBJECT, NULL);
  Run run = { check, FALSE };

  g_strv_builder_add (builder, "fourteen");
  g_strv_builder_addv (builder, (const char **) args);
  argv = g_strv_builder_end (builder);
  g_application_set_flags (G_APPLICATION (app), g_application_get_flags (G_APPLICATION (app))
                                                  | G_APPLICATION_NON_UNIQUE);
  g_object_set_data (holder, "run-app", app);
  g_object_set_data (holder, "run", &run);
  g_timeout_add (50, check_cb, holder);
  g_assert_cmpint (g_application_run (G_APPLICATION (app), (int) g_strv_length (argv), argv), ==, 0);
  g_assert_true (run.checked);
}

static char *
write_file (const char *name, const char *text)
{
  char *path = g_build_filename (dir, name, NULL);

  g_assert_true (g_file_set_contents (path, text, -1, NULL));
  return path;
}

static void
check_pgn (FtApplication *app G_GNUC_UNUSED, FtWindow *window)
{
  FtGame *game = ft_window_get_game (window);
  FtSidebar *sidebar = ft_window_get_sidebar (window);
  FtScoresheet *sheet = ft_sidebar_get_scoresheet (sidebar);

  /* A finished game (nothing moves on): shown at its end. */
  g_assert_cmpint (ft_game_get_kind (game), ==, FT_GAME_KIND_CHESS);
  g_assert_true (ft_game_is_over (game));
  g_assert_cmpuint (ft_game_get_n_moves (game), ==, 3);
  g_assert_cmpstr (ft_scoresheet_get_san (sheet, 0), ==, "e4");
  g_assert_cmpstr (ft_scoresheet_get_san (sheet, 2), ==, "Nf3");
  g_assert_cmpstr (ft_sidebar_get_bottom_name (sidebar), ==, "Carlsen");
  g_assert_cmpstr (ft_sidebar_get_top_name (sidebar), ==, "Nakamura");
  g_assert_cmpstr (gtk_window_get_title (GTK_WINDOW (window)), ==, "carlsen.pgn");
  g_assert_null (find_message_dialog ());
}

static void
check_pdn (FtApplication *app G_GNUC_UNUSED, FtWindow *window)
{
  FtGame *game = ft_window_get_game (window);
  FtScoresheet *sheet = ft_sidebar_get_scoresheet (ft_window_get_sidebar (window));

  /* Unfinished: it goes on from there (a computer may have answered). */
  g_assert_cmpint (ft_game_get_kind (game), ==, FT_GAME_KIND_CHECKERS);
  g_assert_cmpuint (ft_game_get_n_moves (game), >=, 2);
  g_assert_cmpstr (ft_scoresheet_get_san (sheet, 0), ==, "11-15");
  g_assert_cmpstr (ft_scoresheet_get_san (sheet, 1), ==, "23-19");
  g_assert_true (g_str_has_suffix (gtk_window_get_title (GTK_WINDOW (window)), "tinsley.pdn"));
}

static void
check_refused (FtApplication *app G_GNUC_UNUSED, FtWindow *window)
{
  GtkWidget *dialog = NULL;

  for (int i = 0; i < 200 && dialog == NULL; i++)
    {
      spin (10);
      dialog = find_message_dialog ();
    }
  g_assert_nonnull (dialog);
  g_assert_cmpstr (adw_message_dialog_get_heading (ADW_MESSAGE_DIALOG (dialog)), ==, "Could Not Open the Game");
  g_test_message ("%s", adw_message_dialog_get_body (ADW_MESSAGE_DIALOG (dialog)));
  g_assert_nonnull (strstr (adw_message_dialog_get_body (ADW_MESSAGE_DIALOG (dialog)), "broken.pgn"));
  /* The window plays a game of its own meanwhile. */
  g_assert_nonnull (ft_window_get_game (window));
  g_assert_cmpuint (ft_game_get_n_moves (ft_window_get_game (window)), ==, 0);
  gtk_window_destroy (GTK_WINDOW (dialog));
}

static void
check_started (FtApplication *app G_GNUC_UNUSED, FtWindow *window)
{
  FtGame *game = ft_window_get_game (window);

  g_assert_nonnull (game);
  g_assert_false (ft_page_switcher_is_start_shown (ft_window_get_page_switcher (window)));
  g_assert_true (ft_game_is_turn_started (game));
  g_assert_cmpuint (ft_game_get_n_moves (game), ==, 0);
  g_assert_cmpstr (gtk_window_get_title (GTK_WINDOW (window)), ==, "Fourteen");
}

/* `fourteen game.pgn` (--config only keeps the test away from the user's
 * config.json): the game, its moves and its players; the autosaved
 * game of an earlier session is left as it was. */
static void
test_pgn_on_command_line (void)
{
  g_autofree char *autosave = ft_application_get_autosave_path ();
  g_autofree char *path = write_file ("carlsen.pgn", "[Event \"Casual\"]\n[White \"Carlsen, Magnus\"]\n"
                                                      "[Black \"Nakamura, Hikaru\"]\n[Result \"1-0\"]\n\n"
                                                      "1. e4 e5 2. Nf3 1-0\n");
  static const char kept[] = "[Event \"Fourteen\"]\n[Result \"*\"]\n\n1. c4 *\n";
  g_autofree char *after = NULL;
  g_autofree char *dirname = g_path_get_dirname (autosave);

  g_assert_cmpint (g_mkdir_with_parents (dirname, 0700), ==, 0);
  g_assert_true (g_file_set_contents (autosave, kept, -1, NULL));
  run_command_line ((const char *[]) { "--config", config, path, NULL }, check_pgn);
  g_assert_true (g_file_get_contents (autosave, &after, NULL, NULL));
  g_assert_cmpstr (after, ==, kept);
  g_unlink (autosave);
  g_unlink (path);
}

/* `fourteen game.pdn`, relative to the folder it runs in, with --config. */
static void
test_pdn_on_command_line (void)
{
  g_autofree char *path = write_file ("tinsley.pdn", "[Event \"Friendly\"]\n[GameType \"21\"]\n"
                                                     "[Result \"*\"]\n\n1. 11-15 23-19 *\n");
  g_autofree char *cwd = g_get_current_dir ();

  g_assert_cmpint (g_chdir (dir), ==, 0);
  run_command_line ((const char *[]) { "--config", config, "tinsley.pdn", NULL }, check_pdn);
  g_assert_cmpint (g_chdir (cwd), ==, 0);
  g_unlink (path);
}

/* A file that is not a game is refused in the window, with its reason. */
static void
test_broken_file (void)
{
  g_autofree char *path = write_file ("broken.pgn", "{ \"this\": \"is json\" }\n");

  run_command_line ((const char *[]) { "--config", config, path, NULL }, check_refused);
  g_unlink (path);
}

/* `--config FILE` alone starts the game at once, as before. */
static void
test_config_alone (void)
{
  run_command_line ((const char *[]) { "--config", config, NULL }, check_started);
}

/* Nothing named: the start page over a waiting game (its clock does not
 * run, the computer does not think). Played from there: two players here,
 * a move, then the window closes with the game unfinished. */
static void
check_start_page_then_play (FtApplication *app G_GNUC_UNUSED, FtWindow *window)
{
  FtStartPage *page = ft_window_get_start_page (window);

  g_assert_true (ft_page_switcher_is_start_shown (ft_window_get_page_switcher (window)));
  g_assert_true (ft_session_is_paused (ft_window_get_session (window)));
  g_assert_true (gtk_widget_get_mapped (GTK_WIDGET (page)));
  g_assert_false (gtk_widget_get_mapped (GTK_WIDGET (ft_window_get_board (window))));

  ft_start_page_play (page, TRUE);
  g_assert_false (ft_page_switcher_is_start_shown (ft_window_get_page_switcher (window)));
  g_assert_true (wait_until (board_ready, window, 5000));
  g_assert_false (ft_session_is_paused (ft_window_get_session (window)));
  play_move (window, "c2", "c4");
  g_assert_cmpuint (ft_game_get_n_moves (ft_window_get_game (window)), ==, 1);
}

/* The next start: the unfinished game comes back, not the start page. */
static void
check_resumed (FtApplication *app G_GNUC_UNUSED, FtWindow *window)
{
  g_assert_false (ft_page_switcher_is_start_shown (ft_window_get_page_switcher (window)));
  g_assert_cmpuint (ft_game_get_n_moves (ft_window_get_game (window)), ==, 1);
}

static void
test_start_page (void)
{
  g_autofree char *autosave = ft_application_get_autosave_path ();

  g_unlink (autosave);
  run_command_line ((const char *[]) { NULL }, check_start_page_then_play);
  g_assert_true (g_file_test (autosave, G_FILE_TEST_EXISTS));
  run_command_line ((const char *[]) { NULL }, check_resumed);
  g_unlink (autosave);
}

/* A new player's first game against the computer (issue 43): the start
 * page's level row preselects the level suggested for the new profile —
 * in standard chess level 5, not the "normal" level 8 — and the game that
 * Play the Computer starts is played by the computer at that level. */
static void
check_start_page_suggestion (FtApplication *app G_GNUC_UNUSED, FtWindow *window)
{
  FtStartPage *page = ft_window_get_start_page (window);
  AdwComboRow *game_row
    = ADW_COMBO_ROW (gtk_widget_get_template_child (GTK_WIDGET (page), FT_TYPE_START_PAGE, "game_row"));
  FtSession *session;
  FtPlayer *computer;

  g_assert_true (ft_page_switcher_is_start_shown (ft_window_get_page_switcher (window)));
  adw_combo_row_set_selected (game_row, FT_START_GAME_STANDARD);
  g_assert_cmpint (ft_start_page_get_level (page), ==, FT_LEVEL_5);
  ft_start_page_play (page, FALSE);
  g_assert_true (wait_until (board_ready, window, 5000));
  session = ft_window_get_session (window);
  computer = ft_session_get_player (session, FT_BLACK);
  if (!FT_IS_COMPUTER_PLAYER (computer))
    computer = ft_session_get_player (session, FT_WHITE);
  g_assert_true (FT_IS_COMPUTER_PLAYER (computer));
  g_assert_cmpint (ft_computer_player_get_level (FT_COMPUTER_PLAYER (computer)), ==, FT_LEVEL_5);
  g_assert_cmpint (ft_game_get_position (ft_window_get_game (window))->files, ==, 8);
}

static void
test_start_page_suggestion (void)
{
  g_autofree char *autosave = ft_application_get_autosave_path ();
  g_autoptr (GSettings) settings = g_settings_new (APP_ID);
  const char *keys[] = { "game", "board", "difficulty", "opponent", "time-control", "player-colour" };

  for (guint i = 0; i < G_N_ELEMENTS (keys); i++)
    g_settings_reset (settings, keys[i]);
  use_profile_store ("Ada", NULL);
  g_unlink (autosave);
  run_command_line ((const char *[]) { NULL }, check_start_page_suggestion);
  g_unlink (autosave);
  ft_app_profiles_set (NULL);
}

/* A file manager's Open With (GApplication's "open"): the same. */
static void
test_open_signal (void)
{
  g_autoptr (FtApplication) app = ft_application_new ();
  g_autofree char *path = write_file ("carlsen.pgn", "[Event \"Casual\"]\n[White \"Carlsen, Magnus\"]\n"
                                                      "[Black \"Nakamura, Hikaru\"]\n[Result \"1-0\"]\n\n"
                                                      "1. e4 e5 2. Nf3 1-0\n");
  g_autoptr (GFile) file = g_file_new_for_path (path);
  FtWindow *window;

  g_assert_true (g_application_get_flags (G_APPLICATION (app)) & G_APPLICATION_HANDLES_OPEN);
  g_application_set_flags (G_APPLICATION (app), g_application_get_flags (G_APPLICATION (app))
                                                  | G_APPLICATION_NON_UNIQUE);
  g_assert_true (g_application_register (G_APPLICATION (app), NULL, NULL));
  g_application_open (G_APPLICATION (app), &file, 1, "");
  window = only_window (app);
  g_assert_true (wait_until (board_ready, window, 5000));
  check_pgn (app, window);
  close_all (app);
  spin (20);
  g_unlink (path);
}

int
main (int argc, char **argv)
{
  int status;

  gtk_test_init (&argc, &argv, NULL);
  adw_init ();
  load_app_css ();
  dir = temp_dir ();
  config = g_build_filename (dir, "config.json", NULL);
  g_assert_true (g_file_set_contents (config, "{\"opponent\": \"human\"}\n", -1, NULL));

  g_test_add_func ("/application/pgn-on-command-line", test_pgn_on_command_line);
  g_test_add_func ("/application/pdn-on-command-line", test_pdn_on_command_line);
  g_test_add_func ("/application/broken-file", test_broken_file);
  g_test_add_func ("/application/config-alone", test_config_alone);
  g_test_add_func ("/application/open-signal", test_open_signal);
  g_test_add_func ("/application/start-page", test_start_page);
  g_test_add_func ("/application/start-page-suggestion", test_start_page_suggestion);
  status = g_test_run ();
  remove_dir (dir);
  g_free (dir);
  g_free (config);
  return status;
}
