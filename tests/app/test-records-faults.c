/* Window tests of what goes wrong with files (issue 20): a config nested
 * too deep shows the config-error dialog (item 1); a broken autosave, or a
 * named pipe in its place, is kept aside and the window says so in a
 * toast, at once (items 3 and 4); temporaries of a killed write are removed
 * at start (item 4); a pasted config is named as one (item 6). */
#include "config.h"

/* mkfifo: POSIX.1-2008, which -std=c11 alone hides. */
#define _POSIX_C_SOURCE 200809L

#include <string.h>
#include <sys/stat.h>

#include <adwaita.h>
#include <glib/gstdio.h>

#include "ft-application.h"
#include "ft-game-files.h"
#include "ft-window.h"

#include "app-test-util.h"

static FtGameSetup *
standard_setup (void)
{
  FtGameSetup *setup = ft_game_setup_new_default ();

  ft_position_set_standard_start (setup->start);
  setup->opponent = FT_OPPONENT_HUMAN;
  return setup;
}

/* Item 1: '{"a":' 100,000 times crashed the app on every start; now the
 * application's own path shows the config-error dialog, and "Play with
 * Defaults" starts a game. */
static void
test_item1_deep_config_dialog (void)
{
  g_autoptr (FtApplication) application = ft_application_new ();
  g_autofree char *dir = temp_dir ();
  g_autofree char *path = g_build_filename (dir, "config.json", NULL);
  GString *deep = g_string_new (NULL);
  GtkWidget *dialog;
  FtWindow *window;

  for (guint i = 0; i < 100000; i++)
    g_string_append (deep, "{\"a\":");
  g_assert_true (g_file_set_contents (path, deep->str, (gssize) deep->len, NULL));
  g_string_free (deep, TRUE);
  g_application_set_flags (G_APPLICATION (application), G_APPLICATION_NON_UNIQUE
                                                          | G_APPLICATION_HANDLES_COMMAND_LINE);
  g_assert_true (g_application_register (G_APPLICATION (application), NULL, NULL));

  window = ft_application_open_window (application, path);
  spin (100);
  dialog = find_message_dialog ();
  g_assert_nonnull (dialog);
  g_test_message ("%s", adw_message_dialog_get_body (ADW_MESSAGE_DIALOG (dialog)));
  g_assert_nonnull (strstr (adw_message_dialog_get_body (ADW_MESSAGE_DIALOG (dialog)),
                            "config.json:1:321: malformed JSON: nested more than 64 levels deep"));
  g_assert_true (adw_message_dialog_has_response (ADW_MESSAGE_DIALOG (dialog), "quit"));
  adw_message_dialog_response (ADW_MESSAGE_DIALOG (dialog), "defaults");
  spin (100);
  g_assert_true (ft_game_is_turn_started (ft_window_get_game (window)));
  gtk_window_destroy (GTK_WINDOW (window));
  spin (20);
  remove_dir (dir);
}

/* The toast's title in the window, if one shows `text`. */
static gboolean
toast_shows (FtWindow *window, const char *text)
{
  return find_label_containing (GTK_WIDGET (window), text) != NULL;
}

/* Items 3 and 4: a corrupt autosave is kept under a time-stamped name and
 * the window says so; a named pipe in its place does not hang the start;
 * leftover temporaries are removed. */
static void
test_items3_4_broken_autosave_toast (void)
{
  g_autoptr (FtGameSetup) setup = standard_setup ();
  g_autofree char *dir = temp_dir ();
  g_autofree char *path = g_build_filename (dir, "autosave.pgn", NULL);
  g_autofree char *leftover = g_build_filename (dir, "autosave.pgn.Xy12Zq", NULL);
  FtWindow *window = ft_window_new (NULL, NULL);
  g_autoptr (GDir) listing = NULL;
  const char *name;
  guint kept = 0;

  gtk_window_present (GTK_WINDOW (window));
  g_assert_true (g_file_set_contents (path, "[Event \"x\"]\n\n1. e4 e5 2. Ke3 *\n", -1, NULL));
  g_assert_true (g_file_set_contents (leftover, "[Event \"half", -1, NULL));
  g_test_expect_message (G_LOG_DOMAIN, G_LOG_LEVEL_WARNING, "*Ke3*kept as*");
  g_assert_false (ft_window_resume (window, path, setup));
  g_test_assert_expected_messages ();
  ft_window_start (window, setup);
  g_assert_true (wait_until (board_ready, window, 5000));
  g_assert_true (toast_shows (window, "The saved game could not be read; kept as "
                                      "autosave.pgn.broken-"));
  g_assert_false (g_file_test (path, G_FILE_TEST_EXISTS));
  g_assert_false (g_file_test (leftover, G_FILE_TEST_EXISTS));

  /* A named pipe: refused at once, kept aside too. */
  g_assert_cmpint (mkfifo (path, 0600), ==, 0);
  g_test_expect_message (G_LOG_DOMAIN, G_LOG_LEVEL_WARNING, "*named pipe*kept as*");
  g_assert_false (ft_window_resume (window, path, setup));
  g_test_assert_expected_messages ();
  g_assert_false (g_file_test (path, G_FILE_TEST_EXISTS));

  listing = g_dir_open (dir, 0, NULL);
  while ((name = g_dir_read_name (listing)) != NULL)
    kept += g_str_has_prefix (name, "autosave.pgn.broken-");
  g_assert_cmpuint (kept, ==, 2);
  close_window (window);
  remove_dir (dir);
}

/* Item 6: what the clipboard holds is decided as for files. */
static void
test_item6_pasted_config (void)
{
  g_autoptr (FtGameSetup) setup = standard_setup ();
  FtWindow *window = open_window_with (setup, NULL);

  ft_game_files_offer_pasted_text (ft_window_get_game_files (window), "[{\"rules\": \"standard\"}]");
  g_assert_null (find_message_dialog ());
  g_assert_true (toast_shows (window, "The clipboard holds a config, not a position or game"));
  close_window (window);
}

int
main (int argc, char **argv)
{
  gtk_test_init (&argc, &argv, NULL);
  adw_init ();
  load_app_css ();

  g_test_add_func ("/records-faults/issue20-item1-deep-config-dialog",
                   test_item1_deep_config_dialog);
  g_test_add_func ("/records-faults/issue20-items3-4-broken-autosave-toast",
                   test_items3_4_broken_autosave_toast);
  g_test_add_func ("/records-faults/issue20-item6-pasted-config", test_item6_pasted_config);
  return g_test_run ();
}
