/* test-cli-puzzle.c — `fourteen-cli play --level N` and `fourteen-cli solve`,
 * run as the built program (path in $FOURTEEN_CLI). */
#include "config.h"

#include <gio/gio.h>
#include <glib/gstdio.h>
#include <string.h>

static char *data_home;

/* Run fourteen-cli with args (NULL-terminated) and input on stdin; the exit
 * status, stdout in *out. */
static int
cli_run (char **out, const char *input, ...)
{
  g_autoptr (GPtrArray) argv = g_ptr_array_new ();
  g_autoptr (GSubprocess) process = NULL;
  g_autoptr (GError) error = NULL;
  g_autofree char *err = NULL;
  const char *arg;
  va_list args;

  g_ptr_array_add (argv, (char *) g_getenv ("FOURTEEN_CLI"));
  g_assert_nonnull (argv->pdata[0]);
  va_start (args, input);
  while ((arg = va_arg (args, const char *)) != NULL)
    g_ptr_array_add (argv, (char *) arg);
  va_end (args);
  g_ptr_array_add (argv, NULL);

  process = g_subprocess_newv ((const char *const *) argv->pdata,
                               G_SUBPROCESS_FLAGS_STDIN_PIPE | G_SUBPROCESS_FLAGS_STDOUT_PIPE
                                 | G_SUBPROCESS_FLAGS_STDERR_PIPE, &error);
  g_assert_no_error (error);
  g_subprocess_communicate_utf8 (process, input, NULL, out, &err, &error);
  g_assert_no_error (error);
  g_test_message ("--- stdout ---\n%s--- stderr ---\n%s", *out, err);
  if (err[0] != '\0' && g_subprocess_get_exit_status (process) == 0)
    g_assert_not_reached (); /* nothing on stderr when all is well */
  if (g_subprocess_get_exit_status (process) != 0)
    {
      g_free (*out);
      *out = g_steal_pointer (&err);
    }
  return g_subprocess_get_exit_status (process);
}

static void
assert_has_line (const char *text, const char *line)
{
  g_auto (GStrv) lines = g_strsplit (text, "\n", -1);

  if (!g_strv_contains ((const char *const *) lines, line))
    {
      g_test_message ("missing line: \"%s\"", line);
      g_assert_not_reached ();
    }
}

/* Shipped level 5 (Quiet Amazon, mate in 2): a wrong move taken back and
 * counted, the key, the computer's scripted reply, the mate; recorded. */
static void
test_play_level (void)
{
  g_autofree char *out = NULL;
  g_autofree char *again = NULL;
  g_autofree char *records = g_build_filename (data_home, "fourteen", "levels.ini", NULL);
  g_autofree char *text = NULL;

  g_assert_cmpint (cli_run (&out, "c6c13\nc6 c12\nh9\nBh9\n", "play", "--level", "5", NULL), ==,
                   0);
  assert_has_line (out, "level 5 of 12: Quiet Amazon");
  assert_has_line (out, "White to move: mate in 2");
  assert_has_line (out, "White plays Axc13+ (c6c13)");
  assert_has_line (out, "Not the solution — try again (wrong moves: 1); the move is taken back");
  assert_has_line (out, "White plays Ac12 (c6c12)");
  assert_has_line (out, "Black plays a11 (a12a11)");
  assert_has_line (out, "error: not a legal move: h9: no legal move matches");
  assert_has_line (out, "White plays Bh9# (c4h9)");
  assert_has_line (out, "Solved! (wrong moves: 1)");
  /* The wrong move was taken back: the amazon is on c6 again before Ac12. */
  g_assert_true (strstr (out, " 6 . . A") != NULL);

  g_assert_true (g_file_get_contents (records, &text, NULL, NULL));
  g_assert_nonnull (strstr (text, "[Quiet Amazon]"));
  g_assert_cmpint (cli_run (&again, "quit\n", "play", "--level", "5", NULL), ==, 0);
  assert_has_line (again, "level 5 of 12: Quiet Amazon (solved before)");
  assert_has_line (again, "not solved (wrong moves: 0)");
  g_unlink (records);
}

static void
test_play_level_errors (void)
{
  g_autofree char *out = NULL;
  g_autofree char *missing = NULL;

  g_assert_cmpint (cli_run (&out, "", "play", "--level", "13", NULL), ==, 2);
  assert_has_line (out, "fourteen-cli play: --level must be a number from 1 to 12");
  g_assert_cmpint (cli_run (&missing, "", "play", "--level", "1", "--config", "/nonexistent.json",
                            NULL), ==, 2);
  g_assert_nonnull (strstr (missing, "/nonexistent.json"));
}

/* solve: two mating first moves in SAN and coordinates, then none. */
static void
test_solve (void)
{
  g_autofree char *two = NULL;
  g_autofree char *none = NULL;
  g_autofree char *three = NULL;

  g_assert_cmpint (cli_run (&two, "", "solve", "--fen",
                            "13k/12pp/14/14/14/14/14/14/1Q12/14/14/14/14/K13 w - - 0 1", "1",
                            NULL), ==, 0);
  assert_has_line (two, "Qb14# b6b14");
  assert_has_line (two, "Qj14# b6j14");
  g_assert_true (g_str_has_prefix (strstr (two, "2 mating first moves, "), "2 mating"));
  g_assert_cmpint (cli_run (&none, "", "solve", "--fen",
                            "13k/12p1/14/14/14/14/14/14/1R12/2R11/14/14/14/K13 w - - 0 1", "3",
                            NULL), ==, 0);
  assert_has_line (none, "no mate in 3");
  g_assert_cmpint (cli_run (&three, "", "solve", "--fen",
                            "14/5G8/2k11/3p10/14/1H12/14/13E/14/14/14/13K/14/14 w - - 0 1", "3",
                            NULL), ==, 0);
  assert_has_line (three, "Ge12 f13e12");
  g_free (two);
  g_assert_cmpint (cli_run (&two, "", "solve", "6", NULL), ==, 2);
  /* A shipped level: N defaults to its goal. */
  g_free (three);
  g_assert_cmpint (cli_run (&three, "", "solve", "--level", "9", NULL), ==, 0);
  assert_has_line (three, "Ge12 f13e12");
  g_assert_true (g_str_has_prefix (strstr (three, "1 mating first move, "), "1 mating"));
}

int
main (int argc, char **argv)
{
  g_autoptr (GError) error = NULL;
  int status;

  g_test_init (&argc, &argv, NULL);
  data_home = g_dir_make_tmp ("fourteen-cli-puzzle-XXXXXX", &error);
  g_assert_no_error (error);
  g_setenv ("XDG_DATA_HOME", data_home, TRUE);
  g_unsetenv ("FOURTEEN_LEVELS");
  g_test_add_func ("/cli-puzzle/play-level", test_play_level);
  g_test_add_func ("/cli-puzzle/play-level-errors", test_play_level_errors);
  g_test_add_func ("/cli-puzzle/solve", test_solve);
  status = g_test_run ();
  {
    g_autofree char *folder = g_build_filename (data_home, "fourteen", NULL);
    g_rmdir (folder);
    g_rmdir (data_home);
  }
  g_free (data_home);
  return status;
}
