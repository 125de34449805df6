/* test-analyse.c — analysis through fourteen-cli: `analyse` on a position
 * (lines as they deepen) and on a game (an annotated PGN that reads back),
 * UCI's MultiPV, `go infinite` and `searchmoves`, and XBoard's analyze mode. */
#include "config.h"

#include <string.h>

#include "cli-test-util.h"
#include "ft-pgn.h"

#define SLOW 60000

static const char *const blunder_pgn =
  "[Event \"Test\"]\n[Site \"?\"]\n[Date \"2024.01.01\"]\n[Round \"1\"]\n[White \"A\"]\n"
  "[Black \"B\"]\n[Result \"1-0\"]\n\n1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7# 1-0\n";

/* Every depth 1…4 prints lines 1…3, then the best move. */
static void
test_analyse_position (void)
{
  CliRun run;

  cli_run (&run, "", "analyse", "--rules", "standard", "--depth", "4", "--multipv", "3", NULL);
  g_assert_cmpint (run.status, ==, 0);
  for (int depth = 1; depth <= 4; depth++)
    for (int line = 1; line <= 3; line++)
      {
        g_autofree char *prefix = g_strdup_printf ("depth %2d  line %d ", depth, line);
        g_auto (GStrv) lines = g_strsplit (run.out, "\n", -1);

        g_assert_cmpint (line_index (lines, prefix), >=, 0);
      }
  g_assert_nonnull (strstr (run.out, "\nbest move "));
  g_assert_nonnull (strstr (run.out, " at depth 4\n"));
  cli_run_clear (&run);

  /* A mate in one for the side to move, in White's terms. */
  cli_run (&run, "", "analyse", "--rules", "standard", "--fen", "6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1",
           "--depth", "3", NULL);
  g_assert_cmpint (run.status, ==, 0);
  assert_has_line (run.out, "best move Ra8# (a1a8), #1 at depth 1");
  cli_run_clear (&run);
}

/* A game review: the blunder 3... Nf6?? (mate in one) gets $4 and the best
 * line; every other move its evaluation; the result reads back as the same
 * game with our PGN reader. */
static void
test_analyse_game (void)
{
  Scratch scratch;
  const char *path;
  g_autoptr (FtPgnReader) reader = NULL;
  g_autoptr (FtPgnGame) game = NULL;
  g_autoptr (GError) error = NULL;
  CliRun run;

  scratch_init (&scratch);
  path = scratch_write (&scratch, "blunder.pgn", blunder_pgn);
  cli_run (&run, "", "analyse", "--pgn", path, "--depth", "4", NULL);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_nonnull (strstr (run.out, "[Annotator \"Fourteen "));
  g_assert_nonnull (strstr (run.out, "3... Nf6 $4 { [%eval #1] } (3..."));
  g_assert_nonnull (strstr (run.out, "4. Qxf7# 1-0"));
  {
    guint evals = 0;

    for (const char *p = run.out; (p = strstr (p, "[%eval ")) != NULL; p++)
      evals++;
    g_assert_cmpuint (evals, ==, 6); /* every move but the mate */
  }
  reader = ft_pgn_reader_new (run.out, strlen (run.out));
  game = ft_pgn_reader_next (reader, NULL, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (game->moves->len, ==, 7);
  g_assert_cmpint (game->result, ==, FT_RESULT_WHITE_WINS);
  cli_run_clear (&run);

  cli_run (&run, "", "analyse", "--pgn", "/nonexistent/game.pgn", NULL);
  g_assert_cmpint (run.status, ==, 2);
  cli_run_clear (&run);
  cli_run (&run, "", "analyse", "--movetime", "0", NULL);
  g_assert_cmpint (run.status, ==, 2);
  cli_run_clear (&run);
  cli_run (&run, "", "analyse", "--rules", "standard", "--fen", "R6k/6pp/8/8/8/8/8/7K b - - 0 1", NULL);
  g_assert_cmpint (run.status, ==, 2);
  g_assert_nonnull (strstr (run.err, "the side to move has no legal move"));
  cli_run_clear (&run);
  scratch_clear (&scratch);
}

/* UCI: MultiPV 3 ranks three lines each depth; go infinite answers only
 * after stop; searchmoves restricts the root. */
static void
test_uci_analysis (void)
{
  g_autoptr (GPtrArray) seen = g_ptr_array_new_with_free_func (g_free);
  g_autofree char *best = NULL;
  CliEngine e;
  guint multipv[4] = { 0 };

  if (!cli_engine_start (&e, "uci", NULL))
    return;
  cli_engine_send (&e, "uci");
  g_free (cli_engine_expect (&e, "uciok", SLOW, NULL));
  cli_engine_send (&e, "setoption name UCI_Variant value chess");
  cli_engine_send (&e, "setoption name MultiPV value 3");
  cli_engine_send (&e, "position startpos");
  cli_engine_send (&e, "go depth 4");
  g_free (cli_engine_expect (&e, "bestmove ", SLOW, seen));
  for (guint i = 0; i < seen->len; i++)
    for (guint k = 1; k <= 3; k++)
      {
        g_autofree char *word = g_strdup_printf (" multipv %u ", k);

        multipv[k] += strstr (seen->pdata[i], word) != NULL;
      }
  g_assert_cmpuint (multipv[1], ==, 4);
  g_assert_cmpuint (multipv[2], ==, 4);
  g_assert_cmpuint (multipv[3], ==, 4);

  cli_engine_send (&e, "setoption name MultiPV value 1");
  cli_engine_send (&e, "go infinite searchmoves a2a3 h2h3");
  {
    /* For 300 ms only thinking comes, no answer. */
    gint64 end = g_get_monotonic_time () + 300 * 1000;
    gint64 left;

    while ((left = (end - g_get_monotonic_time ()) / 1000) > 0)
      {
        g_autofree char *line = cli_engine_read_line (&e, (guint) left);

        g_assert_true (line == NULL || g_str_has_prefix (line, "info "));
      }
  }
  cli_engine_send (&e, "stop");
  best = cli_engine_expect (&e, "bestmove ", SLOW, NULL);
  g_assert_true (strcmp (best, "bestmove a2a3") == 0 || strcmp (best, "bestmove h2h3") == 0);
  g_clear_pointer (&best, g_free);

  /* Twice in one go: the second list counts (and the first is not leaked:
   * this suite runs under ASan, found by fuzz-uci). */
  cli_engine_send (&e, "go depth 2 searchmoves a2a3 searchmoves h2h3");
  best = cli_engine_expect (&e, "bestmove ", SLOW, NULL);
  g_assert_cmpstr (best, ==, "bestmove h2h3");
  cli_engine_finish (&e, TRUE);
}

/* XBoard analyze mode: thinking lines until exit, restarted after a move
 * and an undo; `.` answers with a status line. */
static void
test_xboard_analyze (void)
{
  g_autoptr (GPtrArray) seen = g_ptr_array_new_with_free_func (g_free);
  CliEngine e;
  char *line;

  if (!cli_engine_start (&e, "xboard", NULL))
    return;
  cli_engine_send (&e, "xboard");
  cli_engine_send (&e, "protover 2");
  g_free (cli_engine_expect (&e, "feature done=1", SLOW, seen));
  g_assert_nonnull (strstr (seen->pdata[1], "analyze=1"));
  g_assert_nonnull (strstr (seen->pdata[1], "smp=1"));
  cli_engine_send (&e, "new");
  cli_engine_send (&e, "variant normal");
  cli_engine_send (&e, "force");
  cli_engine_send (&e, "analyze");
  g_free (cli_engine_expect (&e, "3 ", SLOW, NULL)); /* a depth-3 thinking line */
  cli_engine_send (&e, ".");
  g_free (cli_engine_expect (&e, "stat01: ", SLOW, NULL));
  cli_engine_send (&e, "e2e4");
  /* After the move, Black's lines: "DEPTH SCORE TIME NODES MOVE…" with a
   * Black move first. A line of the search before the move may still be on
   * its way (a slow run, under ASan), so such lines are passed over; a
   * depth-4 line of Black's must come. */
  for (gboolean black_seen = FALSE; !black_seen;)
    {
      g_auto (GStrv) words = NULL;

      line = cli_engine_expect (&e, "4 ", SLOW, NULL);
      words = g_strsplit (line, " ", -1);
      g_assert_cmpuint (g_strv_length (words), >=, 5);
      black_seen = words[4][1] == '7' || words[4][1] == '8';
      g_free (line);
    }
  cli_engine_send (&e, "undo");
  cli_engine_send (&e, "exit");
  cli_engine_send (&e, "ping 9");
  g_free (cli_engine_expect (&e, "pong 9", SLOW, NULL));
  /* No more thinking after exit. */
  line = cli_engine_read_line (&e, 300);
  g_assert_null (line);
  cli_engine_finish (&e, TRUE);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/analyse/position", test_analyse_position);
  g_test_add_func ("/analyse/game-review", test_analyse_game);
  g_test_add_func ("/analyse/uci", test_uci_analysis);
  g_test_add_func ("/analyse/xboard-analyze", test_xboard_analyze);
  return g_test_run ();
}
