/* test-bench-levels.c — `fourteen-cli bench-levels` (cli-bench-levels.c):
 * the ladder's length per game, one line per level with its figures and
 * one per step between two levels, each level's independent of the others
 * benched, and bad arguments refused.
 * The figures themselves are measurements, printed by the benchmark and
 * kept in docs/engine.md, not asserted here. */
#include "config.h"

#include <math.h>
#include <stdio.h>
#include <string.h>

#include "cli-test-util.h"

/* Each game's number of levels, as build-aux/measure-level-ratings reads it. */
static void
test_ladder (void)
{
  CliRun run;
  int standard = 0, fourteen = 0, checkers = 0;

  cli_run (&run, NULL, "bench-levels", "--ladder", NULL);
  if (run.status < 0)
    return;
  g_assert_cmpint (run.status, ==, 0);
  g_assert_cmpint (sscanf (run.out, "standard %d\nfourteen %d\ncheckers %d\n", &standard, &fourteen, &checkers), ==, 3);
  /* At least 8 levels each (issue 43), at most the 24 there are. */
  g_assert_cmpint (standard, >=, 8);
  g_assert_cmpint (fourteen, >=, 8);
  g_assert_cmpint (checkers, >=, 8);
  g_assert_cmpint (MAX (standard, MAX (fourteen, checkers)), <=, 24);
  cli_run_clear (&run);
}

/* A line per level of the game's ladder, "level-N MODE MOVES LOSS BLUNDERS % (N) AVG ms MAX ms",
 * the rules played by rules_level only (level 1 in chess, 4 at checkers)
 * and the top searching; losses never negative.
 * Then a line per step, "level-N -> level-M FALL +- INTERVAL LOWER UPPER",
 * which the two levels' rows bear out. */
static void
check_table (const char *out, int levels, int moves, int rules_level)
{
  g_auto (GStrv) lines = g_strsplit (out, "\n", -1);
  int header = line_index (lines, "level     mode");
  g_autofree double *losses = g_new0 (double, levels);
  g_autofree int *counts = g_new0 (int, levels);

  g_assert_cmpint (header, ==, 1);
  for (int i = 0; i < levels; i++)
    {
      char name[16], mode[16];
      int n = 0, blunders = -1;
      double loss = -1, rate = -1, avg = -1, max = -1;

      g_assert_nonnull (lines[header + 1 + i]);
      g_assert_cmpint (sscanf (lines[header + 1 + i], "%15s %15s %d %lf %lf %% (%d) %lf ms %lf ms", name, mode,
                               &n, &loss, &rate, &blunders, &avg, &max), ==, 8);
      {
        g_autofree char *expected = g_strdup_printf ("level-%d", i + 1);
        g_assert_cmpstr (name, ==, expected);
      }
      if (i + 1 == rules_level)
        g_assert_cmpstr (mode, ==, "rules");
      else
        g_assert_cmpstr (mode, !=, "rules");
      if (i == levels - 1)
        g_assert_cmpstr (mode, ==, "search");
      g_assert_cmpint (n, ==, moves);
      g_assert_cmpfloat (loss, >=, 0);
      g_assert_cmpint (blunders, >=, 0);
      g_assert_cmpint (blunders, <=, moves);
      g_assert_cmpfloat (max, >=, avg);
      losses[i] = loss;
      counts[i] = blunders;
    }
  g_assert_true (g_str_has_prefix (lines[header + 1 + levels], "step "));
  for (int i = 1; i < levels; i++)
    {
      char lower[16], upper[16];
      double fall = 0, interval = -1;
      int only_lower = -1, only_upper = -1;
      g_autofree char *expected_lower = g_strdup_printf ("level-%d", i);
      g_autofree char *expected_upper = g_strdup_printf ("level-%d", i + 1);

      g_assert_cmpint (sscanf (lines[header + 1 + levels + i], "%15s -> %15s %lf +- %lf %d %d", lower, upper, &fall,
                               &interval, &only_lower, &only_upper), ==, 6);
      g_assert_cmpstr (lower, ==, expected_lower);
      g_assert_cmpstr (upper, ==, expected_upper);
      /* The rows' averages are rounded to 0.01. */
      g_assert_cmpfloat (fabs (fall - (losses[i - 1] - losses[i])), <=, 0.0105);
      g_assert_cmpfloat (interval, >=, 0);
      /* In the same positions the counts differ by the positions where
       * only one of the two lost more than 3 pawns. */
      g_assert_cmpint (only_lower, <=, counts[i - 1]);
      g_assert_cmpint (only_upper, <=, counts[i]);
      g_assert_cmpint (counts[i] - counts[i - 1], ==, only_upper - only_lower);
    }
  /* Then the run's seconds. */
  g_assert_true (g_str_has_suffix (lines[header + levels + levels + 1], " s"));
}

static void
test_chess_and_checkers (void)
{
  CliRun run;
  int standard = 0, fourteen = 0, checkers = 0;

  cli_run (&run, NULL, "bench-levels", "--ladder", NULL);
  if (run.status < 0)
    return;
  g_assert_cmpint (sscanf (run.out, "standard %d\nfourteen %d\ncheckers %d\n", &standard, &fourteen, &checkers), ==, 3);
  cli_run_clear (&run);

  cli_run (&run, NULL, "bench-levels", "--rules", "standard", "--positions", "2", "--depth", "2",
           "--top-movetime", "20", NULL);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_true (g_str_has_prefix (run.out, "bench-levels: standard, 2 positions, analysis to depth 2, seed 1\n"));
  check_table (run.out, standard, 2, 1);
  cli_run_clear (&run);

  /* --levels 3: levels 1 to 3 only, then the seconds. */
  cli_run (&run, NULL, "bench-levels", "--rules", "standard", "--positions", "2", "--depth", "2", "--levels", "3",
           NULL);
  g_assert_cmpint (run.status, ==, 0);
  {
    g_auto (GStrv) lines = g_strsplit (run.out, "\n", -1);

    /* title, header, 3 levels, header, 2 steps, seconds, "" */
    g_assert_cmpint (g_strv_length (lines), ==, 10);
    g_assert_true (g_str_has_prefix (lines[2], "level-1   rules"));
    g_assert_true (g_str_has_prefix (lines[4], "level-3   human"));
    g_assert_true (g_str_has_prefix (lines[6], "level-1 -> level-2 "));
    g_assert_true (g_str_has_prefix (lines[7], "level-2 -> level-3 "));
    g_assert_true (g_str_has_suffix (lines[8], " s"));
  }
  cli_run_clear (&run);

  /* --from-level 2 --levels 3: levels 2 and 3 only. */
  cli_run (&run, NULL, "bench-levels", "--rules", "standard", "--positions", "1", "--depth", "2", "--from-level",
           "2", "--levels", "3", NULL);
  g_assert_cmpint (run.status, ==, 0);
  {
    g_auto (GStrv) lines = g_strsplit (run.out, "\n", -1);

    /* title, header, 2 levels, header, 1 step, seconds, "" */
    g_assert_cmpint (g_strv_length (lines), ==, 8);
    g_assert_cmpstr (lines[0], ==, "bench-levels: standard, 1 positions, analysis to depth 2, seed 1");
    g_assert_true (g_str_has_prefix (lines[2], "level-2   human"));
    g_assert_true (g_str_has_prefix (lines[3], "level-3   human"));
    /* One position: no spread to judge the step by. */
    g_assert_true (g_str_has_prefix (lines[5], "level-2 -> level-3 "));
    g_assert_nonnull (strstr (lines[5], " +- 0.000 "));
    g_assert_true (g_str_has_suffix (lines[6], " s"));
  }
  cli_run_clear (&run);

  cli_run (&run, NULL, "bench-levels", "--game", "checkers", "--positions", "1", "--depth", "2",
           "--top-movetime", "20", NULL);
  g_assert_cmpint (run.status, ==, 0);
  check_table (run.out, checkers, 1, 4); /* the greedy rules */
  cli_run_clear (&run);
}

/* Level 1's loss and blunder figures (its row from the average loss to
 * the count) from `bench-levels --positions 10 --depth 3 --levels N`. */
static char *
level_1_figures (const char *levels)
{
  CliRun run;
  char *figures;

  cli_run (&run, NULL, "bench-levels", "--positions", "10", "--depth", "3", "--levels", levels, NULL);
  if (run.status < 0)
    return NULL;
  g_assert_cmpint (run.status, ==, 0);
  {
    g_auto (GStrv) lines = g_strsplit (run.out, "\n", -1);
    int index = line_index (lines, "level-1 ");
    const char *end;

    g_assert_cmpint (index, >=, 0);
    end = strchr (lines[index], ')');
    g_assert_nonnull (end);
    figures = g_strndup (lines[index], end + 1 - lines[index]);
  }
  cli_run_clear (&run);
  return figures;
}

/* A level's figures depend on its own moves alone, not on the levels
 * benched beside it: every analysis starts from an empty table. With one
 * table shared, level 1 lost 1.18 pawns benched alone and 1.26 beside
 * levels 2 and 3 on these 10 positions. */
static void
test_levels_independent (void)
{
  g_autofree char *alone = level_1_figures ("1");
  g_autofree char *beside = level_1_figures ("3");

  if (alone == NULL || beside == NULL)
    return;
  g_assert_cmpstr (alone, ==, beside);
}

static void
test_bad_arguments (void)
{
  static const char *const bad[][3] = {
    { "--positions", "0", "--positions must be 1 to 10000" },
    { "--depth", "31", "--depth 1 to 30" },
    { "--game", "go", "unknown game 'go'" },
    { "--levels", "-1", "--levels not negative" },
    { "--from-level", "25", "--from-level 0 to 24 and not above --levels" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      CliRun run;

      cli_run (&run, NULL, "bench-levels", bad[i][0], bad[i][1], NULL);
      if (run.status < 0)
        return;
      g_assert_cmpint (run.status, ==, 2);
      g_assert_nonnull (strstr (run.err, bad[i][2]));
      g_assert_cmpstr (run.out, ==, "");
      cli_run_clear (&run);
    }
  /* A range that is empty. */
  {
    CliRun run;

    cli_run (&run, NULL, "bench-levels", "--from-level", "4", "--levels", "3", NULL);
    if (run.status < 0)
      return;
    g_assert_cmpint (run.status, ==, 2);
    g_assert_nonnull (strstr (run.err, "not above --levels"));
    g_assert_cmpstr (run.out, ==, "");
    cli_run_clear (&run);
  }
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/bench-levels/ladder", test_ladder);
  g_test_add_func ("/bench-levels/tables", test_chess_and_checkers);
  g_test_add_func ("/bench-levels/levels-independent", test_levels_independent);
  g_test_add_func ("/bench-levels/bad-arguments", test_bad_arguments);
  return g_test_run ();
}
