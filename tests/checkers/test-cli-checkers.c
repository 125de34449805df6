/* test-cli-checkers.c — `fourteen-cli checkers`: a few commands piped in. */
#include <string.h>
#include <sys/wait.h>

#include <glib.h>
#include <glib/gstdio.h>

/* Run `fourteen-cli checkers ARGS` with `input` on stdin; its stdout. */
static char *
run_checkers_with (const char *args, const char *input)
{
  const char *argv[] = { "/bin/sh", "-c", "printf '%s' \"$FT_INPUT\" | \"$FT_CLI\" checkers $FT_ARGS", NULL };
  char **envp = g_environ_setenv (g_get_environ (), "FT_INPUT", input, TRUE);
  GError *error = NULL;
  char *out, *err;
  int status;

  envp = g_environ_setenv (envp, "FT_ARGS", args, TRUE);

  g_assert_true (g_spawn_sync (NULL, (char **) argv, envp, G_SPAWN_DEFAULT, NULL, NULL, &out, &err, &status,
                               &error));
  g_assert_no_error (error);
  g_test_message ("stdout: %s\nstderr: %s", out, err);
  g_assert_true (WIFEXITED (status) && WEXITSTATUS (status) == 0);
  g_free (err);
  g_strfreev (envp);
  return out;
}

static char *
run_checkers (const char *input)
{
  return run_checkers_with ("", input);
}

static void
assert_in_order (const char *out, const char *const *parts)
{
  const char *at = out;

  for (const char *const *p = parts; *p != NULL; p++)
    {
      const char *found = strstr (at, *p);

      if (found == NULL)
        g_error ("'%s' not found (in order) in:\n%s", *p, out);
      at = found + strlen (*p);
    }
}

static void
test_play (void)
{
  char *out = run_checkers ("print status\nc3e5\nc3d4\nf6e5\nd4f6\nundo\nundo\nend\nundo\nbogus\nquit\n");
  const char *parts[] = {
    "8   n   n   n   n \n",
    "1 N   N   N   N   \n  a b c d e f g h\nFire to move\n",
    "illegal: c3e5: nothing to jump over\n",
    "ok\nWater to move\n",
    "ok\nFire to move\n",
    "ok exploded\nWater to move\n",
    "Fire to move\n", /* undo */
    "Water to move\n", /* undo */
    "error: no capture sequence to end\n",
    "Fire to move\n",
    "error: unknown command 'bogus'",
    NULL,
  };

  assert_in_order (out, parts);
  g_free (out);
}

static void
test_multi_jump (void)
{
  /* After these six turns Fire's shield on c3 can jump b4 and then b6. */
  const char *opening = "g3h4\nd6c5\nc3d4\nc7d6\nb2c3\nc5b4\n";
  char *input = g_strconcat (opening, "c3a5\nprint status\na5c7\nundo\nc3a5c7\nundo\nc3a5\nend\nquit\n", NULL);
  char *out = run_checkers (input);
  const char *parts[] = {
    "ok captured (jump on or end)\nFire to move: jump on from a5 or end\n",
    "5 S   .   .   .   \n",
    "ok captured\nWater to move\n",
    "Fire to move\n", /* undo: the whole turn */
    "ok captured\nWater to move\n", /* both jumps in one command */
    "Fire to move\n",
    "ok captured (jump on or end)\n",
    "Water to move\n", /* end */
    NULL,
  };

  assert_in_order (out, parts);
  g_free (out);
  g_free (input);
}

static void
test_computer (void)
{
  /* The computer plays Fire's first turn itself, then answers. */
  char *out = run_checkers_with ("--computer level-1 --computer-side fire", "print status\nundo\nquit\n");
  const char *parts[] = {
    "The computer (level-1) plays Fire.\n",
    "computer: ",
    "Water to move\n",
    "Water to move\n", /* print status */
    NULL,
  };

  assert_in_order (out, parts);
  g_free (out);
  out = run_checkers_with ("--computer hard", "c3d4\nquit\n");
  {
    const char *parts2[] = { "ok\nWater to move\ncomputer: ", "Fire to move\n", NULL };
    assert_in_order (out, parts2);
  }
  g_free (out);
}

static void
test_english (void)
{
  /* Compulsory capture: after c3d4 b6c5, Fire must take (d4b6) and may not
   * step elsewhere. */
  char *out = run_checkers_with ("--rules english", "c3d4\nb6c5\ng3h4\nd4b6\nprint status\nquit\n");
  const char *parts[] = {
    "English draughts.",
    "ok\nWater to move\n",
    "ok\nFire to move\n",
    "illegal: g3h4: a capture is compulsory\n",
    "ok captured\nWater to move\n",
    "6   N   n   n   n \n",
    NULL,
  };

  assert_in_order (out, parts);
  g_free (out);
}

/* Moves in standard notation; every reason an illegal move can have in
 * text play (a capture is compulsory is test_english's). */
static void
test_notation_and_reasons (void)
{
  char *out = run_checkers ("b6a5\nc4d5\n11-15\nd4e5\nf6d6\ng7h6\n24-19\n15-19\n11-40\nh2g3\nj3k4\nhistory\nquit\n");
  const char *parts[] = {
    "illegal: b6a5: not your piece\n",
    "illegal: c4d5: not a playing square (pieces stay on the dark squares)\n",
    "ok\nWater to move\n",
    "illegal: d4e5: not your piece\n",
    "illegal: f6d6: not diagonal\n",
    "illegal: g7h6: that square is occupied\n",
    "ok\nFire to move\n",             /* 24-19: b6 to c5 */
    "illegal: 15-19: that square is occupied\n",
    "illegal: 11-40: square 40 is off the board (the squares are 1-32)\n",
    "illegal: h2g3: that square is occupied\n",
    "illegal: j3k4: j3 is off the board\n",
    "1. 11-15 24-19\n",
    NULL,
  };

  assert_in_order (out, parts);
  g_free (out);
}

/* The source's rule: a turn ends when the player says so (undo before). */
static void
test_turn_end_space (void)
{
  char *out = run_checkers_with ("--turn-end space", "c3d4\nundo\nc3d4\nend\nprint status\nquit\n");
  const char *parts[] = {
    "ok (end the turn)\nFire to move: end the turn\n",
    "Fire to move\n", /* undo */
    "ok (end the turn)\n",
    "Water to move\n", /* end */
    "4   .   B   .   . \n",
    NULL,
  };

  assert_in_order (out, parts);
  g_free (out);
}

/* Clocks in the status; a side whose time runs out loses, said at once. */
static void
test_clock (void)
{
  const char *argv[] = { "/bin/sh", "-c",
                         "(printf 'c3d4\\n'; sleep 2; printf 'print status\\nf6e5\\nquit\\n') | \"$FT_CLI\" checkers --clock 0.5+1",
                         NULL };
  char *out, *err;
  int status;

  g_assert_true (g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_DEFAULT, NULL, NULL, &out, &err, &status, NULL));
  g_test_message ("%s%s", out, err);
  g_assert_true (WIFEXITED (status) && WEXITSTATUS (status) == 0);
  {
    const char *parts[] = {
      "ok\nWater to move\nclocks: Fire 00:02, Water 00:01\n",
      "result: Fire wins on time\n",
      "result: Fire wins on time\nclocks: Fire 00:02, Water 00:00\n", /* print status */
      "illegal: f6e5: the game is over\n",
      NULL,
    };

    assert_in_order (out, parts);
  }
  g_free (out);
  g_free (err);
}

/* save and load: PDN that other programs read, played on after loading;
 * a file that is no game leaves the game as it was. */
static void
test_save_load (void)
{
  g_autofree char *dir = g_dir_make_tmp ("fourteen-cli-checkers-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "game.pdn", NULL);
  g_autofree char *bad = g_build_filename (dir, "bad.pdn", NULL);
  g_autofree char *save = g_strdup_printf ("11-15\n24-20\nsave %s\nquit\n", path);
  g_autofree char *load = g_strdup_printf ("load %s\nhistory\n15-19\nload %s\nhistory\nquit\n", path, bad);
  g_autofree char *saved = NULL;
  char *out;

  g_assert_true (g_file_set_contents (bad, "[GameType \"21\"]\n1. 11-15 22-19 *\n", -1, NULL));
  out = run_checkers_with ("--rules english", save);
  g_assert_nonnull (strstr (out, "saved: "));
  g_free (out);
  g_assert_true (g_file_get_contents (path, &saved, NULL, NULL));
  g_assert_nonnull (strstr (saved, "[GameType \"21\"]"));
  g_assert_nonnull (strstr (saved, "1. 11-15 24-20 *"));

  out = run_checkers (load);
  {
    const char *parts[] = {
      "loaded: ", "(2 moves)\n",
      "Fire to move\n",
      "1. 11-15 24-20\n",
      "ok\nWater to move\n",
      "bad.pdn:2:10: 1... 22-19: illegal move: not diagonal\nerror: ",
      "not loaded; the game goes on\n",
      "2. 15-19\n", /* the game as it was */
      NULL,
    };

    assert_in_order (out, parts);
  }
  g_free (out);
  g_unlink (path);
  g_unlink (bad);
  g_rmdir (dir);
}

/* Issue 20 item 5: a line that is not UTF-8, or longer than any command,
 * is named with its number and skipped; the game goes on. */
static void
test_bad_lines (void)
{
  g_autofree char *long_line = g_strnfill (5000, 'c');
  g_autofree char *input = g_strdup_printf ("c3d4\n\xff\xfe\n%s\nf6e5\nhistory\nquit\n", long_line);
  char *out = run_checkers (input);
  const char *parts[] = {
    "ok\nWater to move\n",
    "error: line 2 not valid UTF-8 at byte offset 0: ignored\n",
    "error: line 3 too long (over 4096 bytes): ignored\n",
    "ok\nFire to move\n",
    "1. 11-15 22-18",
    NULL,
  };

  assert_in_order (out, parts);
  g_free (out);
}

/* An unknown option gets the usage, which names --computer's value as a
 * level of the ladder (it said "easy|normal|hard" after the ladder had
 * grown to 24 rungs); a level outside the ladder is refused by name. */
static void
test_usage (void)
{
  static const char *const cases[][3] = {
    { "--bogus", NULL, "Usage: fourteen-cli checkers [--rules bombs|english] [--computer LEVEL [--computer-side fire|water]]" },
    { "--computer", "30", "unknown level '30' (expected \"level-1\" to \"level-24\"" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      const char *argv[] = { g_getenv ("FT_CLI"), "checkers", cases[i][0], cases[i][1], NULL };
      char *out, *err;
      int status;

      g_assert_true (g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_STDIN_FROM_DEV_NULL, NULL, NULL, &out, &err,
                                   &status, NULL));
      g_test_message ("%s%s", out, err);
      g_assert_true (WIFEXITED (status) && WEXITSTATUS (status) == 2);
      g_assert_cmpstr (out, ==, "");
      g_assert_nonnull (strstr (err, cases[i][2]));
      g_free (out);
      g_free (err);
    }
}

static void
test_match (void)
{
  const char *argv[] = { g_getenv ("FT_CLI"), "checkers-match", "--games", "2", "--depth", "4", NULL };
  char *out, *err;
  int status;

  g_assert_true (g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_DEFAULT, NULL, NULL, &out, &err, &status, NULL));
  g_test_message ("%s%s", out, err);
  g_assert_true (WIFEXITED (status) && WEXITSTATUS (status) == 0);
  /* By default the top of the checkers ladder against the greedy rules
   * (level 4). */
  g_assert_nonnull (strstr (out, "game 1: level-9 (Fire) vs level-4 (Water): "));
  g_assert_nonnull (strstr (out, "game 2: level-9 (Water) vs level-4 (Fire): "));
  g_assert_nonnull (strstr (out, "score: level-"));
  g_free (out);
  g_free (err);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/cli-checkers/play", test_play);
  g_test_add_func ("/cli-checkers/multi-jump", test_multi_jump);
  g_test_add_func ("/cli-checkers/computer", test_computer);
  g_test_add_func ("/cli-checkers/english", test_english);
  g_test_add_func ("/cli-checkers/notation-and-reasons", test_notation_and_reasons);
  g_test_add_func ("/cli-checkers/turn-end-space", test_turn_end_space);
  g_test_add_func ("/cli-checkers/clock", test_clock);
  g_test_add_func ("/cli-checkers/issue20-item5-bad-lines", test_bad_lines);
  g_test_add_func ("/cli-checkers/save-load", test_save_load);
  g_test_add_func ("/cli-checkers/usage", test_usage);
  g_test_add_func ("/cli-checkers/match", test_match);
  return g_test_run ();
}
