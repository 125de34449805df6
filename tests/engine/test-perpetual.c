/* test-perpetual.c — perpetual check told apart from other repetitions
 * (ft-perpetual.h), and what ft_position_result() then says. */
#include <glib.h>

#include "ft-fen.h"
#include "ft-perpetual.h"

/* White's queen checks from e8 and e4; Black's king goes g8–h7–g8. */
static const char *const queen_dance = "6k1/6p1/7p/8/8/8/5PPP/4Q1K1 w - - 0 1";

static FtPosition *
play (const char *fen, FtRules rules, const char *const *moves, guint n_moves)
{
  FtPosition *pos = g_new0 (FtPosition, 1);
  g_autoptr (GError) error = NULL;

  g_assert_true (ft_fen_parse (fen, rules, pos, &error));
  g_assert_no_error (error);
  for (guint i = 0; i < n_moves; i++)
    {
      FtMove move = ft_position_parse_move (pos, moves[i]);

      g_assert_cmpuint (move, !=, FT_MOVE_NONE);
      ft_position_make_move (pos, move);
    }
  return pos;
}

static void
test_queen_checks (void)
{
  static const char *const moves[] = { "e1e8", "g8h7", "e8e4", "h7g8", "e4e8",
                                       "g8h7", "e8e4", "h7g8", "e4e8" };
  FtColour checker = FT_BLACK;
  FtResultReason reason;

  /* Twice only: no repetition yet, so no perpetual. */
  {
    g_autofree FtPosition *twice = play (queen_dance, FT_RULES_STANDARD, moves, 5);
    g_assert_false (ft_position_is_perpetual_check (twice, NULL));
    g_assert_cmpint (ft_position_result (twice, NULL), ==, FT_RESULT_NONE);
  }
  {
    g_autofree FtPosition *pos = play (queen_dance, FT_RULES_STANDARD, moves, G_N_ELEMENTS (moves));
    guint64 hash = pos->hash;

    g_assert_true (ft_position_is_perpetual_check (pos, &checker));
    g_assert_cmpint (checker, ==, FT_WHITE);
    g_assert_cmpuint (pos->hash, ==, hash); /* untouched */
    g_assert_cmpuint (pos->history_length, ==, G_N_ELEMENTS (moves));
    g_assert_cmpint (ft_position_result (pos, &reason), ==, FT_RESULT_DRAW);
    g_assert_cmpint (reason, ==, FT_REASON_PERPETUAL_CHECK);
  }
}

/* Checking on some moves only is a plain repetition: the queen checks on
 * e8 and goes back to e1 quietly. */
static void
test_some_checks (void)
{
  static const char *const moves[] = { "e1e8", "g8h7", "e8e1", "h7g8",
                                       "e1e8", "g8h7", "e8e1", "h7g8" };
  g_autofree FtPosition *pos = play (queen_dance, FT_RULES_STANDARD, moves, G_N_ELEMENTS (moves));
  FtResultReason reason;

  g_assert_true (ft_position_is_repetition (pos, 3));
  g_assert_false (ft_position_is_perpetual_check (pos, NULL));
  g_assert_cmpint (ft_position_result (pos, &reason), ==, FT_RESULT_DRAW);
  g_assert_cmpint (reason, ==, FT_REASON_REPETITION);
}

/* Knights out and back: no check at all. */
static void
test_no_checks (void)
{
  static const char *const moves[] = { "g1f3", "g8f6", "f3g1", "f6g8",
                                       "g1f3", "g8f6", "f3g1", "f6g8" };
  g_autofree FtPosition *pos = play ("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
                                     FT_RULES_STANDARD, moves, G_N_ELEMENTS (moves));
  FtResultReason reason;

  g_assert_false (ft_position_is_perpetual_check (pos, NULL));
  g_assert_cmpint (ft_position_result (pos, &reason), ==, FT_RESULT_DRAW);
  g_assert_cmpint (reason, ==, FT_REASON_REPETITION);
}

/* Black checks: Black's queen from e1 and e5, White's king h2–g1. */
static void
test_black_checks (void)
{
  static const char *const moves[] = { "g1h1", "e8e1", "h1h2", "e1e5", "h2g1", "e5e1",
                                       "g1h2", "e1e5", "h2g1", "e5e1",
                                       "g1h2", "e1e5", "h2g1", "e5e1" };
  g_autofree FtPosition *pos = play ("4q1k1/5ppp/8/8/8/7P/6P1/6K1 w - - 0 1", FT_RULES_STANDARD,
                                     moves, G_N_ELEMENTS (moves));
  FtColour checker = FT_WHITE;

  g_assert_true (ft_position_is_repetition (pos, 3));
  g_assert_true (ft_position_is_perpetual_check (pos, &checker));
  g_assert_cmpint (checker, ==, FT_BLACK);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/perpetual/queen-checks", test_queen_checks);
  g_test_add_func ("/perpetual/some-checks", test_some_checks);
  g_test_add_func ("/perpetual/no-checks", test_no_checks);
  g_test_add_func ("/perpetual/black-checks", test_black_checks);
  return g_test_run ();
}
