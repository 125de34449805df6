/* test-cli-move-read.c — the one reader of typed moves (cli-move-read.c):
 * every form a front end takes, and what is said about a bad one; then the
 * front ends themselves, `play` and `checkers`, taking the same forms and
 * naming the same faults (host and join: tests/game/test-cli-network.c). */
#include "config.h"

#include <string.h>

#include "cli-move-read.h"
#include "cli-test-util.h"

static FtCliMoveRead
read_line (const char *line, gboolean checkers, guint size, FtCliMove *move, char **why)
{
  g_auto (GStrv) words = g_strsplit (line, " ", -1);
  g_autoptr (GError) error = NULL;
  FtCliMoveRead read = ft_cli_read_move (words, size, size, checkers, move, &error);

  *why = error != NULL ? g_strdup (error->message) : NULL;
  return read;
}

static void
assert_read (const char *line, gboolean checkers, guint n_cells, const char *text)
{
  g_autofree char *why = NULL;
  FtCliMove move;

  if (read_line (line, checkers, checkers ? 8 : 14, &move, &why) != FT_CLI_MOVE_READ)
    g_error ("'%s' not read: %s", line, why);
  g_assert_cmpuint (move.n_cells, ==, n_cells);
  g_assert_cmpstr (move.text, ==, text);
}

static void
assert_bad (const char *line, gboolean checkers, const char *why_expected)
{
  g_autofree char *why = NULL;
  FtCliMove move;

  g_assert_cmpint (read_line (line, checkers, 8, &move, &why), ==, FT_CLI_MOVE_BAD);
  g_assert_cmpstr (why, ==, why_expected);
}

static void
assert_not_a_move (const char *line, gboolean checkers)
{
  g_autofree char *why = NULL;
  FtCliMove move;

  g_assert_cmpint (read_line (line, checkers, 8, &move, &why), ==, FT_CLI_MOVE_NOT_A_MOVE);
}

static void
test_forms (void)
{
  FtCliMove move;
  g_autofree char *why = NULL;

  assert_read ("e2e4", FALSE, 2, "e2e4");
  assert_read ("mv e2e4", FALSE, 2, "e2e4");
  assert_read ("cp d4 e5", FALSE, 2, "d4e5");
  assert_read ("e2 e4", FALSE, 2, "e2e4");
  assert_read ("E2E4", FALSE, 2, "e2e4");
  assert_read ("e2-e4", FALSE, 2, "e2-e4");
  assert_read ("n13n14", FALSE, 2, "n13n14");
  assert_read ("c3d4", TRUE, 2, "c3d4");
  assert_read ("mv c3e5g7", TRUE, 3, "c3e5g7");
  assert_read ("11-15", TRUE, 0, "11-15");
  assert_read ("10x19x26", TRUE, 0, "10x19x26");
  g_assert_cmpint (read_line ("e7e8q", FALSE, 8, &move, &why), ==, FT_CLI_MOVE_READ);
  g_assert_cmpint (move.promotion, ==, 'q');
  g_assert_cmpint (read_line ("e7e8=n", FALSE, 8, &move, &why), ==, FT_CLI_MOVE_READ);
  g_assert_cmpint (move.promotion, ==, 'n');
  g_assert_cmpint (read_line ("cp e4d5", FALSE, 8, &move, &why), ==, FT_CLI_MOVE_READ);
  g_assert_cmpint (move.kind, ==, FT_CLI_MOVE_CAPTURE);
  /* In checkers mv and cp are the same: a whole turn. */
  g_assert_cmpint (read_line ("cp c3e5", TRUE, 8, &move, &why), ==, FT_CLI_MOVE_READ);
  g_assert_cmpint (move.kind, ==, FT_CLI_MOVE_ANY);
}

static void
test_faults (void)
{
  assert_bad ("c3d9", FALSE, "c3d9: d9 is off the board");
  assert_bad ("c3d9", TRUE, "c3d9: d9 is off the board");
  assert_bad ("i1a1", FALSE, "i1a1: i1 is off the board");
  assert_bad ("a0a1", FALSE, "a0a1: a0 is off the board");
  assert_bad ("a1a100", FALSE, "a1a100: a100 is off the board");
  assert_bad ("c3d", FALSE, "c3d: a move needs two squares");
  assert_bad ("c3d", TRUE, "c3d: a move needs two squares");
  assert_bad ("c3", FALSE, "c3: a move needs two squares");
  assert_bad ("mv c3", TRUE, "c3: a move needs two squares");
  assert_bad ("e2e4e5", FALSE, "e2e4e5: a move has two squares");
  assert_bad ("c3d4e", TRUE, "c3d4e: 'e' is not a square");
  assert_bad ("e2e4!", FALSE, "e2e4!: '!' is not part of a move");
  assert_bad ("11-15", FALSE, "11-15: a square is a letter and a number (e2)");
  assert_bad ("11/15", TRUE, "11/15: standard notation has square numbers and - or x (11-15, 10x19)");
  assert_bad ("mv", FALSE, "usage: mv FROM TO (e.g. mv e2e4)");
  assert_bad ("cp", FALSE, "usage: cp FROM TO (e.g. cp d4e5)");
  /* Words that are no move are left to the front end. */
  assert_not_a_move ("draw", FALSE);
  assert_not_a_move ("hello", TRUE);
  assert_not_a_move ("e", FALSE);
  assert_not_a_move ("e2e4 please", FALSE);
}

/* What the rules say, through the reader: a chess move in a position. */
static void
test_chess_legality (void)
{
  g_autofree FtPosition *pos = g_new0 (FtPosition, 1);
  const char *const cases[][2] = {
    { "e2e5", "e2e5: the pawn on e2 cannot go to e5" },
    { "e3e4", "e3e4: there is no piece on e3" },
    { "e7e5", "e7e5: the piece on e7 is Black's, and White is to move" },
    { "e2e4q", "e2e4q: only a pawn reaching the last rank becomes another piece" },
    { "mv b1c3", NULL },
    { "cp e2e4", "cp e2e4: that is not a capture: mv e2e4" },
  };

  ft_position_set_standard_start (pos);
  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_auto (GStrv) words = g_strsplit (cases[i][0], " ", -1);
      g_autoptr (GError) error = NULL;
      FtCliMove move;
      FtMove found;

      g_assert_cmpint (ft_cli_read_move (words, 8, 8, FALSE, &move, &error), ==, FT_CLI_MOVE_READ);
      found = ft_cli_chess_move (pos, &move, &error);
      if (cases[i][1] == NULL)
        g_assert_cmpint (found, !=, FT_MOVE_NONE);
      else
        {
          g_assert_cmpint (found, ==, FT_MOVE_NONE);
          g_assert_cmpstr (error->message, ==, cases[i][1]);
        }
    }
}

/* `play` and `checkers` take the bare move and name the same faults. */
static void
test_front_ends (void)
{
  CliRun run;

  cli_run (&run, "c3d9\nc3d\ne2e4\nmv e7e5\nhello\n", "play", NULL);
  assert_has_line (run.out, "illegal move: c3d9: d9 is off the board");
  assert_has_line (run.out, "illegal move: c3d: a move needs two squares");
  assert_has_line (run.out, "White moves: e2e4");
  assert_has_line (run.out, "Black moves: e7e5");
  assert_has_line (run.out, "error: unknown command 'hello' (type help for the commands)");
  cli_run_clear (&run);

  cli_run (&run, "c3d9\nc3d\nmv c3d4\nf6e5\n", "checkers", NULL);
  assert_has_line (run.out, "illegal: c3d9: d9 is off the board");
  assert_has_line (run.out, "illegal: c3d: a move needs two squares");
  g_assert_cmpuint (count_lines (run.out, "ok"), ==, 2);
  cli_run_clear (&run);
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/cli-move-read/forms", test_forms);
  g_test_add_func ("/cli-move-read/faults", test_faults);
  g_test_add_func ("/cli-move-read/chess-legality", test_chess_legality);
  g_test_add_func ("/cli-move-read/front-ends", test_front_ends);
  return g_test_run ();
}
