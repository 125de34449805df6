/* test-referee.c — `fourteen-cli referee`, the rules a match script asks
 * (build-aux/gauntlet.py): positions, results, legal moves and every error
 * it answers with a message. */
#include <string.h>

#include <gio/gio.h>

#include "ft-fen.h"
#include "ft-position.h"

/* Runs `fourteen-cli referee ARG` with `input` on stdin; its stdout, or
 * NULL (the test skipped) without FOURTEEN_CLI. */
static char *
run_referee (const char *input, const char *arg, int *status)
{
  const char *cli = g_getenv ("FOURTEEN_CLI");
  g_autoptr (GSubprocess) process = NULL;
  g_autoptr (GError) error = NULL;
  char *out = NULL;

  if (cli == NULL)
    {
      g_test_skip ("FOURTEEN_CLI is not set (run through meson test)");
      return NULL;
    }
  process = g_subprocess_new (G_SUBPROCESS_FLAGS_STDIN_PIPE | G_SUBPROCESS_FLAGS_STDOUT_PIPE
                                | G_SUBPROCESS_FLAGS_STDERR_SILENCE,
                              &error, cli, "referee", arg, NULL);
  g_assert_no_error (error);
  g_subprocess_communicate_utf8 (process, input, NULL, &out, NULL, &error);
  g_assert_no_error (error);
  if (status != NULL)
    *status = g_subprocess_get_exit_status (process);
  return out;
}

/* The value of the first line starting with `prefix` (after it). */
static char *
line_value (const char *out, const char *prefix)
{
  g_auto (GStrv) lines = g_strsplit (out, "\n", -1);

  for (guint i = 0; lines[i] != NULL; i++)
    if (g_str_has_prefix (lines[i], prefix))
      return g_strdup (lines[i] + strlen (prefix));
  g_error ("no line starting with '%s' in:\n%s", prefix, out);
  return NULL;
}

static void
test_handshake (void)
{
  g_autofree char *out = run_referee ("uci\nisready\nquit\n", NULL, NULL);

  if (out == NULL)
    return;
  g_assert_nonnull (strstr (out, "id name Fourteen referee"));
  g_assert_nonnull (strstr (out, "uciok\n"));
  g_assert_nonnull (strstr (out, "readyok\n"));
}

/* The start position: its FEN, no check, no result, and every legal move
 * once in `go perft 1`. */
static void
test_start_position (void)
{
  g_autofree char *out = run_referee ("position startpos\nd\ngo perft 1\n", NULL, NULL);
  g_autofree FtPosition *pos = g_new (FtPosition, 1);
  g_autofree FtMoveList *list = g_new (FtMoveList, 1);
  g_autofree char *fen = NULL, *expected = NULL, *checkers = NULL, *result = NULL, *total = NULL;

  if (out == NULL)
    return;
  ft_position_set_fourteen_start (pos);
  expected = ft_fen_write (pos);
  fen = line_value (out, "Fen: ");
  checkers = line_value (out, "Checkers:");
  result = line_value (out, "Result: ");
  total = line_value (out, "Nodes searched: ");
  g_assert_cmpstr (fen, ==, expected);
  g_assert_cmpstr (checkers, ==, "");
  g_assert_cmpstr (result, ==, "none");
  ft_position_generate_legal (pos, list);
  g_assert_cmpuint (g_ascii_strtoull (total, NULL, 10), ==, list->count);
  for (guint i = 0; i < list->count; i++)
    {
      char buf[8];
      g_autofree char *move_line = g_strdup_printf ("\n%s: 1\n", ft_move_to_string (list->moves[i], buf));
      g_assert_nonnull (strstr (out, move_line));
    }
}

/* Standard chess by UCI_Variant, moves applied, perft 2 summed. */
static void
test_chess_moves_and_perft (void)
{
  g_autofree char *out = run_referee ("setoption name UCI_Variant value chess\n"
                                      "position startpos moves e2e4 e7e5\nd\ngo perft 2\n",
                                      NULL, NULL);
  g_autofree char *fen = NULL, *total = NULL;
  g_autofree FtPosition *pos = g_new (FtPosition, 1);

  if (out == NULL)
    return;
  fen = line_value (out, "Fen: ");
  g_assert_cmpstr (fen, ==, "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2");
  g_assert_true (ft_fen_parse (fen, FT_RULES_STANDARD, pos, NULL));
  total = line_value (out, "Nodes searched: ");
  g_assert_cmpuint (g_ascii_strtoull (total, NULL, 10), ==, ft_position_perft (pos, 2));
  g_assert_nonnull (strstr (out, "\ng1f3: 29\n"));
}

/* Checkmate names the checker and the winner; repetition, insufficient
 * material and stalemate end the game as the rules say. */
static void
test_results (void)
{
  g_autofree char *out = run_referee (
    "setoption name UCI_Variant value chess\n"
    "position fen 6k1/8/6K1/8/8/8/8/R7 w - - 0 1 moves a1a8\nd\n"
    "position startpos moves g1f3 g8f6 f3g1 f6g8 g1f3 g8f6 f3g1 f6g8\nd\n"
    "position fen 7k/8/8/8/8/8/8/K5B1 w - - 0 1\nd\n"
    "position fen 7k/5Q2/6K1/8/8/8/8/8 b - - 0 1\nd\ngo perft 1\n",
    NULL, NULL);
  g_auto (GStrv) results = NULL;
  g_autoptr (GPtrArray) found = g_ptr_array_new ();

  if (out == NULL)
    return;
  results = g_strsplit (out, "\n", -1);
  for (guint i = 0; results[i] != NULL; i++)
    if (g_str_has_prefix (results[i], "Result: ") || g_str_has_prefix (results[i], "Checkers:"))
      g_ptr_array_add (found, results[i]);
  g_assert_cmpuint (found->len, ==, 8);
  g_assert_cmpstr (found->pdata[0], ==, "Checkers: a8");
  g_assert_cmpstr (found->pdata[1], ==, "Result: 1-0 checkmate");
  g_assert_cmpstr (found->pdata[3], ==, "Result: 1/2-1/2 repetition");
  g_assert_cmpstr (found->pdata[5], ==, "Result: 1/2-1/2 insufficient-material");
  g_assert_cmpstr (found->pdata[6], ==, "Checkers:");
  g_assert_cmpstr (found->pdata[7], ==, "Result: 1/2-1/2 stalemate");
  g_assert_nonnull (strstr (out, "\nNodes searched: 0\n"));
}

/* Bad input: a message naming the problem, and the start position after
 * it, so that the script's next `d` shows something is wrong. */
static void
test_errors (void)
{
  int status = 0;
  g_autofree char *out = run_referee (
    "position fen 7k/8/8/8/8/8/8/K6R b - - 0 1 moves h1h8\nd\n"
    "position startpos moves e2e4 e13e9\nd\n"
    "position\n"
    "setoption name UCI_Variant value shogi\n"
    "go perft\ngo perft 9\nfrobnicate now\n",
    NULL, &status);
  g_autofree char *args_out = NULL;
  g_autofree FtPosition *pos = g_new (FtPosition, 1);
  g_autofree char *start_fen = NULL, *start = NULL;

  if (out == NULL)
    return;
  g_assert_cmpint (status, ==, 0);
  g_assert_nonnull (strstr (out, "info string move 1 (h1h8) is illegal\n"));
  g_assert_nonnull (strstr (out, "info string move 2 (e13e9) is illegal\n"));
  g_assert_nonnull (strstr (out, "info string expected: position startpos|fen FEN [moves …]\n"));
  g_assert_nonnull (strstr (out, "info string UCI_Variant must be fourteen or chess\n"));
  g_assert_nonnull (strstr (out, "info string expected: go perft N (N from 1 to 6)\n"));
  g_assert_nonnull (strstr (out, "info string unknown command: frobnicate now\n"));
  ft_position_set_fourteen_start (pos);
  start_fen = ft_fen_write (pos);
  start = g_strdup_printf ("Fen: %s\n", start_fen);
  g_assert_nonnull (strstr (out, start));

  g_free (out);
  out = run_referee ("position fen 7k/8/8/xyz w - - 0 1\nd\n", NULL, NULL);
  g_assert_nonnull (strstr (out, "info string invalid FEN: "));

  args_out = run_referee ("", "extra", &status);
  g_assert_cmpint (status, ==, 2);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/referee/handshake", test_handshake);
  g_test_add_func ("/referee/start-position", test_start_position);
  g_test_add_func ("/referee/chess-moves-and-perft", test_chess_moves_and_perft);
  g_test_add_func ("/referee/results", test_results);
  g_test_add_func ("/referee/errors", test_errors);
  return g_test_run ();
}
