/* test-uci.c — fourteen-cli as other programs use it: a scripted UCI session,
 * `bestmove` and `match` (whose move lists must replay). */
#include <string.h>

#include <stdio.h>

#include <gio/gio.h>
#include <glib/gstdio.h>

#include "cli-test-util.h"
#include "ft-fen.h"
#include "ft-position.h"

/* The move of a "bestmove MOVE" line must be legal in pos. */
static void
assert_bestmove_legal (const char *line, const FtPosition *pos)
{
  g_auto (GStrv) words = g_strsplit (line, " ", -1);

  g_assert_cmpstr (words[0], ==, "bestmove");
  g_assert_nonnull (words[1]);
  g_assert_cmpuint (ft_position_parse_move (pos, words[1]), !=, FT_MOVE_NONE);
}

static void
test_handshake (void)
{
  CliEngine e;
  g_autoptr (GPtrArray) seen = g_ptr_array_new_with_free_func (g_free);
  gboolean has_variant = FALSE, has_level = FALSE, has_hash = FALSE, has_name = FALSE;
  g_autofree char *ok = NULL;
  g_autofree char *ready = NULL;

  if (!cli_engine_start (&e, "uci", NULL))
    return;
  cli_engine_send (&e, "uci");
  ok = cli_engine_expect (&e, "uciok", 60000, seen);
  for (guint i = 0; i < seen->len; i++)
    {
      const char *line = seen->pdata[i];
      has_name |= g_str_has_prefix (line, "id name Fourteen");
      has_variant |= g_str_has_prefix (line, "option name UCI_Variant type combo default fourteen")
                     && strstr (line, "var chess") != NULL;
      has_level |= g_str_has_prefix (line, "option name Level type combo default level-")
                   && strstr (line, "var level-1 ") != NULL;
      has_hash |= g_str_has_prefix (line, "option name Hash type spin");
    }
  g_assert_true (has_name && has_variant && has_level && has_hash);
  cli_engine_send (&e, "isready");
  ready = cli_engine_expect (&e, "readyok", 60000, NULL);
  cli_engine_finish (&e, TRUE);
}

static void
test_search_session (void)
{
  CliEngine e;
  FtPosition *pos = g_new (FtPosition, 1);
  g_autoptr (GPtrArray) seen = g_ptr_array_new_with_free_func (g_free);
  char *line;
  gboolean has_info = FALSE;

  if (!cli_engine_start (&e, "uci", NULL))
    {
      g_free (pos);
      return;
    }
  cli_engine_send (&e, "uci");
  g_free (cli_engine_expect (&e, "uciok", 60000, NULL));
  cli_engine_send (&e, "setoption name Hash value 8");
  cli_engine_send (&e, "ucinewgame");

  /* Default variant: the 14×14 layout, with moves. */
  ft_position_set_fourteen_start (pos);
  ft_position_make_move (pos, ft_position_parse_move (pos, "k2k4"));
  ft_position_make_move (pos, ft_position_parse_move (pos, "b14c12"));
  cli_engine_send (&e, "position startpos moves k2k4 b14c12");
  cli_engine_send (&e, "go depth 3");
  line = cli_engine_expect (&e, "bestmove", 60000, seen);
  for (guint i = 0; i < seen->len; i++)
    has_info |= g_str_has_prefix (seen->pdata[i], "info depth 3 ");
  g_assert_true (has_info);
  assert_bestmove_legal (line, pos);
  g_free (line);

  /* Clock mode. */
  cli_engine_send (&e, "go wtime 3000 btime 3000 winc 100 binc 100");
  line = cli_engine_expect (&e, "bestmove", 60000, NULL);
  assert_bestmove_legal (line, pos);
  g_free (line);

  /* Infinite search, answered only after stop; isready answered while it
   * thinks. */
  cli_engine_send (&e, "go infinite");
  cli_engine_send (&e, "isready");
  g_free (cli_engine_expect (&e, "readyok", 60000, NULL));
  g_usleep (100 * 1000);
  cli_engine_send (&e, "stop");
  line = cli_engine_expect (&e, "bestmove", 60000, NULL);
  assert_bestmove_legal (line, pos);
  g_free (line);

  /* Standard chess, from a FEN with moves. */
  cli_engine_send (&e, "setoption name UCI_Variant value chess");
  cli_engine_send (&e, "position startpos moves e2e4 e7e5");
  cli_engine_send (&e, "go movetime 100");
  ft_position_set_standard_start (pos);
  ft_position_make_move (pos, ft_position_parse_move (pos, "e2e4"));
  ft_position_make_move (pos, ft_position_parse_move (pos, "e7e5"));
  line = cli_engine_expect (&e, "bestmove", 60000, NULL);
  assert_bestmove_legal (line, pos);
  g_free (line);

  /* A mate in one on 8×8 is found. */
  cli_engine_send (&e, "position fen 7k/5Q2/6K1/8/8/8/8/8 w - - 0 1");
  cli_engine_send (&e, "go depth 2");
  g_ptr_array_set_size (seen, 0);
  line = cli_engine_expect (&e, "bestmove", 60000, seen);
  {
    gboolean mate_score = FALSE;
    for (guint i = 0; i < seen->len; i++)
      mate_score |= strstr (seen->pdata[i], "score mate 1 ") != NULL;
    g_assert_true (mate_score);
  }
  g_free (line);

  /* The easy level, back on 14×14 from a FEN. */
  cli_engine_send (&e, "setoption name UCI_Variant value fourteen");
  cli_engine_send (&e, "setoption name Level value easy");
  cli_engine_send (&e, "position fen kr12/pp12/14/14/4C9/14/14/14/14/14/14/14/14/13K w - - 0 1");
  cli_engine_send (&e, "go movetime 50");
  line = cli_engine_expect (&e, "bestmove", 60000, NULL);
  {
    g_autoptr (GError) error = NULL;
    g_assert_true (ft_fen_parse ("kr12/pp12/14/14/4C9/14/14/14/14/14/14/14/14/13K w - - 0 1",
                                 FT_RULES_FOURTEEN, pos, &error));
    assert_bestmove_legal (line, pos);
  }
  g_free (line);

  /* Bad input is reported, not crashed on. */
  cli_engine_send (&e, "position startpos moves a1a14");
  cli_engine_send (&e, "isready");
  g_ptr_array_set_size (seen, 0);
  g_free (cli_engine_expect (&e, "readyok", 60000, seen));
  g_assert_cmpuint (seen->len, >, 0);
  g_assert_true (g_str_has_prefix (seen->pdata[0], "info string illegal move a1a14"));

  cli_engine_finish (&e, TRUE);
  g_free (pos);
}

/* Issue 43: UCI_LimitStrength and UCI_Elo, as other programs set them:
 * offered with the range of the levels' standard chess ratings, taken in
 * range, refused outside it with the range said, and the engine plays at
 * the lowest and the highest Elo. */
static void
test_limit_strength (void)
{
  CliEngine e;
  g_autoptr (GPtrArray) seen = g_ptr_array_new_with_free_func (g_free);
  g_autofree FtPosition *pos = g_new (FtPosition, 1);
  int min = -1, max = -1;
  gboolean has_limit = FALSE;

  if (!cli_engine_start (&e, "uci", NULL))
    return;
  cli_engine_send (&e, "uci");
  g_free (cli_engine_expect (&e, "uciok", 60000, seen));
  for (guint i = 0; i < seen->len; i++)
    {
      const char *line = seen->pdata[i];

      has_limit |= strcmp (line, "option name UCI_LimitStrength type check default false") == 0;
      if (g_str_has_prefix (line, "option name UCI_Elo type spin default "))
        g_assert_cmpint (sscanf (strstr (line, " min "), " min %d max %d", &min, &max), ==, 2);
    }
  g_assert_true (has_limit);
  g_assert_cmpint (min, >, 0);
  g_assert_cmpint (max, >, min);

  /* Out of range, not a number, not a boolean: refused, saying why. */
  {
    g_autofree char *low = g_strdup_printf ("setoption name UCI_Elo value %d", min - 1);
    g_autofree char *expected = g_strdup_printf ("info string UCI_Elo must be a whole number from %d "
                                                 "to %d, not '%d'", min, max, min - 1);

    cli_engine_send (&e, low);
    cli_engine_send (&e, "setoption name UCI_Elo value strong");
    cli_engine_send (&e, "setoption name UCI_LimitStrength value maybe");
    cli_engine_send (&e, "isready");
    g_ptr_array_set_size (seen, 0);
    g_free (cli_engine_expect (&e, "readyok", 60000, seen));
    g_assert_cmpuint (seen->len, ==, 3);
    g_assert_cmpstr (seen->pdata[0], ==, expected);
    g_assert_true (g_str_has_prefix (seen->pdata[1], "info string UCI_Elo must be a whole number"));
    g_assert_cmpstr (seen->pdata[2], ==, "info string UCI_LimitStrength must be true or false, not 'maybe'");
  }

  /* The ends of the range play legal moves, without complaint. */
  cli_engine_send (&e, "setoption name UCI_Variant value chess");
  cli_engine_send (&e, "setoption name UCI_LimitStrength value true");
  for (int end = 0; end < 2; end++)
    {
      g_autofree char *set = g_strdup_printf ("setoption name UCI_Elo value %d", end == 0 ? min : max);
      g_autofree char *line = NULL;

      cli_engine_send (&e, set);
      cli_engine_send (&e, "position startpos moves e2e4");
      cli_engine_send (&e, "go movetime 200");
      g_ptr_array_set_size (seen, 0);
      line = cli_engine_expect (&e, "bestmove", 60000, seen);
      for (guint i = 0; i < seen->len; i++)
        g_assert_false (g_str_has_prefix (seen->pdata[i], "info string"));
      ft_position_set_standard_start (pos);
      ft_position_make_move (pos, ft_position_parse_move (pos, "e2e4"));
      assert_bestmove_legal (line, pos);
    }
  cli_engine_finish (&e, TRUE);
}

/* ---- bestmove and match ------------------------------------------------- */

/* fourteen-cli's stdout for args; *status is its exit status. */
static char *
run_cli (const char *const *args, int *status)
{
  CliRun run;
  char *out;

  cli_runv (&run, "", args);
  *status = run.status;
  out = g_steal_pointer (&run.out);
  cli_run_clear (&run);
  return out;
}

static void
test_cli_bestmove (void)
{
  const char *fen = "kr12/pp12/14/14/4C9/14/14/14/14/14/14/14/14/13K w - - 0 1";
  const char *args[] = { "bestmove", "--fen", fen, "--depth", "3", NULL };
  g_autofree char *out = NULL;
  g_auto (GStrv) lines = NULL;
  g_autoptr (GError) error = NULL;
  FtPosition *pos = g_new (FtPosition, 1);
  FtResultReason reason;
  FtMove move;
  guint n;
  int status = -1;

  if (g_getenv ("FOURTEEN_CLI") == NULL)
    {
      g_test_skip ("FOURTEEN_CLI is not set (run through meson test)");
      g_free (pos);
      return;
    }
  out = run_cli (args, &status);
  g_assert_cmpint (status, ==, 0);
  lines = g_strsplit (g_strstrip (out), "\n", -1);
  n = g_strv_length (lines);
  g_assert_cmpuint (n, >=, 2);
  g_assert_nonnull (strstr (lines[n - 2], "score mate 1 "));
  g_assert_true (g_str_has_prefix (lines[n - 1], "bestmove "));

  g_assert_true (ft_fen_parse (fen, FT_RULES_FOURTEEN, pos, &error));
  move = ft_position_parse_move (pos, lines[n - 1] + strlen ("bestmove "));
  g_assert_cmpuint (move, !=, FT_MOVE_NONE);
  ft_position_make_move (pos, move);
  g_assert_cmpint (ft_position_result (pos, &reason), ==, FT_RESULT_WHITE_WINS);
  g_assert_cmpint (reason, ==, FT_REASON_CHECKMATE);
  g_free (pos);
}

/* --level: its help names the range the parser takes (it said "1 to 10"
 * when the ladder had grown to 24 rungs), a level outside it is refused
 * with that range, and level 1 says which of its rules chose the move. */
static void
test_cli_bestmove_levels (void)
{
  CliRun run;

  if (g_getenv ("FOURTEEN_CLI") == NULL)
    {
      g_test_skip ("FOURTEEN_CLI is not set (run through meson test)");
      return;
    }
  cli_run (&run, "", "bestmove", "--help", NULL);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_nonnull (strstr (run.out, "level-1 to level-24 (or 1 to 24), easy, normal or hard"));
  cli_run_clear (&run);

  cli_run (&run, "", "bestmove", "--level", "25", NULL);
  g_assert_cmpint (run.status, ==, 2);
  g_assert_cmpstr (run.out, ==, "");
  g_assert_nonnull (strstr (run.err, "unknown level '25' (expected \"level-1\" to \"level-24\" (or 1 to 24)"));
  cli_run_clear (&run);

  cli_run (&run, "", "bestmove", "--level", "level-1", "--rules", "standard", NULL);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_true (g_str_has_prefix (run.out, "info string easy rule: "));
  g_assert_nonnull (strstr (run.out, "\nbestmove "));
  cli_run_clear (&run);
}

/* Two quick games: the score line adds up and the written move lists
 * replay legally from the start position. */
static void
test_cli_match (void)
{
  g_autofree char *dir = NULL;
  g_autofree char *games_path = NULL;
  g_autofree char *out = NULL;
  g_autofree char *record = NULL;
  g_auto (GStrv) lines = NULL;
  g_autoptr (GError) error = NULL;
  FtPosition *pos = g_new (FtPosition, 1);
  int w = -1, d = -1, l = -1, status = -1;
  guint n, games = 0;

  if (g_getenv ("FOURTEEN_CLI") == NULL)
    {
      g_test_skip ("FOURTEEN_CLI is not set (run through meson test)");
      g_free (pos);
      return;
    }
  dir = g_dir_make_tmp ("fourteen-match-XXXXXX", &error);
  g_assert_no_error (error);
  games_path = g_build_filename (dir, "games.txt", NULL);
  {
    const char *args[] = { "match", "--white", "easy", "--black", "normal", "--games", "2",
                           "--alternate", "--movetime", "20", "--max-plies", "30",
                           "--out", games_path, NULL };
    out = run_cli (args, &status);
  }
  g_assert_cmpint (status, ==, 0);
  lines = g_strsplit (g_strstrip (out), "\n", -1);
  n = g_strv_length (lines);
  g_assert_cmpint (sscanf (lines[n - 1], "score %d-%d-%d (", &w, &d, &l), ==, 3);
  g_assert_cmpint (w + d + l, ==, 2);
  g_assert_true (g_str_has_prefix (lines[n - 2], "problems: 0 crashes, 0 illegal moves"));

  g_assert_true (g_file_get_contents (games_path, &record, NULL, &error));
  g_assert_no_error (error);
  {
    g_auto (GStrv) record_lines = g_strsplit (record, "\n", -1);
    for (guint i = 0; record_lines[i] != NULL; i++)
      {
        g_auto (GStrv) words = NULL;
        if (!g_str_has_prefix (record_lines[i], "# Game"))
          continue;
        games++;
        g_assert_nonnull (record_lines[i + 1]);
        words = g_strsplit (record_lines[i + 1], " ", -1);
        ft_position_set_fourteen_start (pos);
        for (guint k = 0; words[k] != NULL; k++)
          {
            FtMove move;
            if (*words[k] == '\0' || g_str_has_suffix (words[k], "."))
              continue;
            move = ft_position_parse_move (pos, words[k]);
            g_assert_cmpuint (move, !=, FT_MOVE_NONE);
            ft_position_make_move (pos, move);
          }
        g_assert_cmpuint (pos->history_length, >, 0);
      }
  }
  g_assert_cmpuint (games, ==, 2);
  g_unlink (games_path);
  g_rmdir (dir);
  g_free (pos);
}

/* Two short games on a clock, played through the game layer's session:
 * every game line parses, the counts add up, the clock lines are there. */
static void
test_cli_match_clock (void)
{
  const char *args[] = { "match", "--white", "easy", "--black", "easy", "--games", "2",
                         "--clock", "2+0.1", "--max-plies", "40", NULL };
  g_autofree char *out = NULL;
  g_auto (GStrv) lines = NULL;
  int w = -1, d = -1, l = -1, status = -1;
  int wins = 0, draws = 0, losses = 0, crashes = -1, illegal = -1, flags = -1;
  guint n, games = 0;

  if (g_getenv ("FOURTEEN_CLI") == NULL)
    {
      g_test_skip ("FOURTEEN_CLI is not set (run through meson test)");
      return;
    }
  out = run_cli (args, &status);
  g_assert_cmpint (status, ==, 0);
  lines = g_strsplit (g_strstrip (out), "\n", -1);
  n = g_strv_length (lines);
  g_assert_cmpuint (n, >=, 6);
  g_assert_cmpstr (lines[0], ==, "match: level-1 vs level-1, 2 games, clock 2+0.1");
  for (guint i = 0; i < n; i++)
    {
      int game = 0, plies = -1;
      char result[8] = "";
      const char *rest;
      double white_s = -1, black_s = -1;

      if (!g_str_has_prefix (lines[i], "game "))
        continue;
      games++;
      g_assert_cmpint (sscanf (lines[i], "game %d: level-1 (white) vs level-1 (black): %7s", &game,
                               result), ==, 2);
      g_assert_cmpint (game, ==, (int) games);
      if (strcmp (result, "1-0") == 0)
        wins++;
      else if (strcmp (result, "1/2-1/2") == 0)
        draws++;
      else
        {
          g_assert_cmpstr (result, ==, "0-1");
          losses++;
        }
      rest = strstr (lines[i], " plies, min clock white ");
      g_assert_nonnull (rest);
      while (rest > lines[i] && rest[-1] != ' ')
        rest--;
      g_assert_cmpint (sscanf (rest, "%d plies, min clock white %lf s, black %lf s", &plies,
                               &white_s, &black_s), ==, 3);
      g_assert_cmpint (plies, >, 0);
      g_assert_cmpint (plies, <=, 40);
      g_assert_cmpfloat (white_s, >=, 0.0);
      g_assert_cmpfloat (black_s, >=, 0.0);
    }
  g_assert_cmpuint (games, ==, 2);
  g_assert_true (g_str_has_prefix (lines[n - 3], "min clock left: level-1 "));
  g_assert_cmpint (sscanf (lines[n - 2], "problems: %d crashes, %d illegal moves, %d flag falls",
                           &crashes, &illegal, &flags), ==, 3);
  g_assert_cmpint (crashes, ==, 0);
  g_assert_cmpint (illegal, ==, 0);
  g_assert_cmpint (sscanf (lines[n - 1], "score %d-%d-%d (", &w, &d, &l), ==, 3);
  g_assert_cmpint (w, ==, wins);
  g_assert_cmpint (d, ==, draws);
  g_assert_cmpint (l, ==, losses);
  g_assert_cmpint (w + d + l, ==, 2);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/uci/handshake", test_handshake);
  g_test_add_func ("/uci/search-session", test_search_session);
  g_test_add_func ("/uci/limit-strength", test_limit_strength);
  g_test_add_func ("/cli/bestmove", test_cli_bestmove);
  g_test_add_func ("/cli/bestmove-levels", test_cli_bestmove_levels);
  g_test_add_func ("/cli/match", test_cli_match);
  g_test_add_func ("/cli/match-clock", test_cli_match_clock);
  return g_test_run ();
}
