/* test-rules.c — game results, checkmate contributors, and "You must defend
 * your king!" (ft_position_move_exposes_king). */
#include "ft-test-util.h"

#include <string.h>

static void
assert_result (const FtPosition *pos, FtResult expected, FtResultReason expected_reason)
{
  FtResultReason reason = 99;

  g_assert_cmpint (ft_position_result (pos, &reason), ==, expected);
  g_assert_cmpint (reason, ==, expected_reason);
}

static int
compare_strings (gconstpointer a, gconstpointer b)
{
  return strcmp (*(char *const *) a, *(char *const *) b);
}

/* The contributors as sorted square names: "a10 b10 c9". */
static char *
contributors (const FtPosition *pos)
{
  FtSquare squares[FT_MAX_PIECES];
  guint n = ft_position_checkmate_contributors (pos, squares);
  char **names = g_new0 (char *, n + 1);
  char *joined;

  for (guint i = 0; i < n; i++)
    {
      names[i] = g_malloc (4);
      ft_square_to_string (squares[i], names[i]);
      /* Distinct pieces of the mating side. */
      g_assert_true (FT_IS_PIECE (pos->board[squares[i]]));
      g_assert_cmpint (FT_PIECE_COLOUR (pos->board[squares[i]]), !=, pos->side_to_move);
      for (guint j = 0; j < i; j++)
        g_assert_cmpint (squares[j], !=, squares[i]);
    }
  qsort (names, n, sizeof *names, compare_strings);
  joined = g_strjoinv (" ", names);
  g_strfreev (names);
  return joined;
}

/* The checkmate picture (docs/playing.md#checkmate-picture): an
 * archbishop and two pawns mate a king. The
 * archbishop checks (knight jump) and covers b8, b7 and a7 (through b8);
 * the pawns cover a9 and b9. */
static void
test_checkmate_archbishop_two_pawns (void)
{
  FtPosition *pos = ft_test_position_new ();
  char *found;

  ft_test_setup (pos, FT_RULES_FOURTEEN, 14, 14, FT_WHITE, "Ka8 hc9 pb10 pa10 kn14");
  assert_result (pos, FT_RESULT_BLACK_WINS, FT_REASON_CHECKMATE);
  found = contributors (pos);
  g_assert_cmpstr (found, ==, "a10 b10 c9");
  g_free (found);
  g_free (pos);
}

/* A defended piece next to the king counts through its defender; a square
 * attacked by two pieces reports only one of them (the lowest square index:
 * the queen on g2, not the rook on h8, for h1 and h2). */
static void
test_checkmate_defended_neighbour (void)
{
  FtPosition *pos = ft_test_position_new ();
  char *found;

  ft_test_fen (pos, FT_RULES_STANDARD, "k6r/8/8/8/8/4n3/6q1/7K w - - 0 1");
  assert_result (pos, FT_RESULT_BLACK_WINS, FT_REASON_CHECKMATE);
  found = contributors (pos);
  g_assert_cmpstr (found, ==, "e3 g2");
  g_free (found);

  /* Not checkmate: no contributors. */
  ft_position_set_standard_start (pos);
  g_assert_cmpuint (ft_position_checkmate_contributors (pos, NULL), ==, 0);
  g_free (pos);
}

static void
test_stalemate (void)
{
  FtPosition *pos = ft_test_position_new ();

  ft_test_fen (pos, FT_RULES_STANDARD, "7k/5K2/6Q1/8/8/8/8/8 b - - 0 1");
  g_assert_false (ft_position_in_check (pos));
  assert_result (pos, FT_RESULT_DRAW, FT_REASON_STALEMATE);
  /* The same with White to move is a game that goes on. */
  ft_test_fen (pos, FT_RULES_STANDARD, "7k/5K2/6Q1/8/8/8/8/8 w - - 0 1");
  assert_result (pos, FT_RESULT_NONE, FT_REASON_NONE);
  g_free (pos);
}

static void
assert_claim (const FtPosition *pos, FtResultReason expected)
{
  FtResultReason reason = FT_REASON_NONE;

  g_assert_true (ft_position_can_claim_draw (pos, &reason));
  g_assert_cmpint (reason, ==, expected);
}

static void
test_repetition (void)
{
  FtPosition *pos = ft_test_position_new ();

  ft_position_set_standard_start (pos);
  ft_test_play (pos, "g1f3 g8f6 f3g1 f6g8");
  g_assert_true (ft_position_is_repetition (pos, 2));
  g_assert_false (ft_position_is_repetition (pos, 3));
  assert_result (pos, FT_RESULT_NONE, FT_REASON_NONE);
  ft_test_play (pos, "g1f3 g8f6 f3g1");
  /* The position after ply 3, for the second time only. */
  g_assert_true (ft_position_is_repetition (pos, 2));
  g_assert_false (ft_position_is_repetition (pos, 3));
  ft_test_play (pos, "f6g8");
  g_assert_true (ft_position_is_repetition (pos, 3));
  /* Issue 20 item 18, FIDE 9.2: threefold is a draw only when claimed. */
  assert_result (pos, FT_RESULT_NONE, FT_REASON_NONE);
  assert_claim (pos, FT_REASON_REPETITION);
  /* Fivefold ends the game by itself (FIDE 9.6.1). */
  ft_test_play (pos, "g1f3 g8f6 f3g1 f6g8");
  assert_result (pos, FT_RESULT_NONE, FT_REASON_NONE);
  assert_claim (pos, FT_REASON_REPETITION);
  ft_test_play (pos, "g1f3 g8f6 f3g1");
  assert_claim (pos, FT_REASON_REPETITION); /* the position after 1. Nf3, a third time */
  ft_test_play (pos, "f6g8");
  g_assert_true (ft_position_is_repetition (pos, 5));
  assert_result (pos, FT_RESULT_DRAW, FT_REASON_REPETITION);
  g_assert_false (ft_position_can_claim_draw (pos, NULL));
  g_assert_cmpstr (ft_position_describe_end (pos, FT_REASON_REPETITION), ==, "fivefold repetition");

  /* Fourteen rules, 14×14: knights out and back twice: drawn at once, no
   * claim (docs/rules.md). */
  ft_position_set_fourteen_start (pos);
  ft_test_play (pos, "b1c3 b14c12 c3b1 c12b14 b1c3 b14c12 c3b1");
  g_assert_false (ft_position_is_repetition (pos, 3));
  ft_test_play (pos, "c12b14");
  assert_result (pos, FT_RESULT_DRAW, FT_REASON_REPETITION);
  g_assert_false (ft_position_can_claim_draw (pos, NULL));
  g_assert_cmpstr (ft_position_describe_end (pos, FT_REASON_REPETITION), ==, "threefold repetition");

  /* Not through a null move (search): the position after it and two
   * plies later may look alike, but the line is not a game. */
  ft_position_set_standard_start (pos);
  ft_test_play (pos, "g1f3 g8f6 f3g1 f6g8");
  g_assert_true (ft_position_is_repetition (pos, 2));
  ft_position_make_null_move (pos);
  ft_position_make_null_move (pos);
  g_assert_false (ft_position_is_repetition (pos, 2));
  ft_position_unmake_null_move (pos);
  ft_position_unmake_null_move (pos);
  g_assert_true (ft_position_is_repetition (pos, 2));

  /* A pawn move in between starts the count again: the knights dance
   * twice in all, but each position occurs only twice. */
  ft_position_set_fourteen_start (pos);
  ft_test_play (pos, "b1c3 b14c12 c3b1 c12b14 a2a3 b14c12 b1c3 c12b14 c3b1");
  g_assert_true (ft_position_is_repetition (pos, 2));
  g_assert_false (ft_position_is_repetition (pos, 3));
  g_free (pos);
}

static void
test_fifty_moves (void)
{
  FtPosition *pos = ft_test_position_new ();

  ft_test_fen (pos, FT_RULES_STANDARD, "6k1/5ppp/8/8/8/8/8/R5K1 w - - 99 80");
  assert_result (pos, FT_RESULT_NONE, FT_REASON_NONE);
  g_assert_false (ft_position_can_claim_draw (pos, NULL));
  ft_test_play (pos, "a1a2");
  g_assert_cmpuint (pos->halfmove_clock, ==, 100);
  /* Issue 20 item 18, FIDE 9.3: fifty moves are a draw only when claimed. */
  assert_result (pos, FT_RESULT_NONE, FT_REASON_NONE);
  assert_claim (pos, FT_REASON_FIFTY_MOVES);
  ft_position_unmake_move (pos);
  /* Mate on the hundredth ply: checkmate wins. */
  ft_test_play (pos, "a1a8");
  g_assert_cmpuint (pos->halfmove_clock, ==, 100);
  assert_result (pos, FT_RESULT_WHITE_WINS, FT_REASON_CHECKMATE);
  g_assert_false (ft_position_can_claim_draw (pos, NULL));
  ft_position_unmake_move (pos);
  /* Seventy-five moves end the game by themselves (FIDE 9.6.2), checkmate
   * on that ply still first. */
  ft_test_fen (pos, FT_RULES_STANDARD, "6k1/5ppp/8/8/8/8/8/R5K1 w - - 149 80");
  ft_test_play (pos, "a1a2");
  assert_result (pos, FT_RESULT_DRAW, FT_REASON_FIFTY_MOVES);
  g_assert_cmpstr (ft_position_describe_end (pos, FT_REASON_FIFTY_MOVES), ==,
                   "75 moves without a capture or pawn move");
  ft_position_unmake_move (pos);
  ft_test_play (pos, "a1a8");
  assert_result (pos, FT_RESULT_WHITE_WINS, FT_REASON_CHECKMATE);
  ft_position_unmake_move (pos);
  /* Fourteen rules: 100 plies draw at once. */
  ft_test_fen (pos, FT_RULES_FOURTEEN, "6k1/5ppp/8/8/8/8/8/R5K1 w - - 99 80");
  ft_test_play (pos, "a1a2");
  assert_result (pos, FT_RESULT_DRAW, FT_REASON_FIFTY_MOVES);
  g_assert_false (ft_position_can_claim_draw (pos, NULL));
  ft_position_unmake_move (pos);
  ft_test_fen (pos, FT_RULES_STANDARD, "6k1/5ppp/8/8/8/8/8/R5K1 w - - 99 80");
  /* A pawn move resets the count. */
  ft_test_play (pos, "g1f1 h7h6");
  g_assert_cmpuint (pos->halfmove_clock, ==, 0);
  g_free (pos);
}

static void
test_insufficient_material (void)
{
  static const struct {
    FtRules rules;
    const char *fen;
    gboolean dead;
  } cases[] = {
    { FT_RULES_STANDARD, "8/8/8/4k3/8/8/8/4K3 w - - 0 1", TRUE },
    { FT_RULES_STANDARD, "8/8/8/4k3/8/8/8/3NK3 w - - 0 1", TRUE },
    { FT_RULES_STANDARD, "8/8/8/4k3/8/8/8/2B1K3 w - - 0 1", TRUE },
    /* Bishops on squares of one colour (c1 and f8 are dark). */
    { FT_RULES_STANDARD, "5b2/8/8/4k3/8/8/8/2B1K3 w - - 0 1", TRUE },
    { FT_RULES_STANDARD, "2b5/8/8/4k3/8/8/8/2B1K3 w - - 0 1", FALSE },
    { FT_RULES_STANDARD, "8/8/8/4k3/8/8/8/2NNK3 w - - 0 1", FALSE },
    { FT_RULES_STANDARD, "8/8/8/4k3/8/8/n7/3NK3 w - - 0 1", FALSE },
    { FT_RULES_STANDARD, "8/8/8/4k3/8/8/4P3/4K3 w - - 0 1", FALSE },
    { FT_RULES_STANDARD, "8/8/8/4k3/8/8/8/R3K3 w - - 0 1", FALSE },
    /* Fourteen rules: only bare kings. */
    { FT_RULES_FOURTEEN, "13k/14/14/14/14/14/14/14/14/14/14/14/14/K13 w - - 0 1", TRUE },
    { FT_RULES_FOURTEEN, "13k/14/14/14/14/14/14/14/14/14/14/14/14/KN12 w - - 0 1", FALSE },
  };
  FtPosition *pos = ft_test_position_new ();

  for (gsize i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      ft_test_fen (pos, cases[i].rules, cases[i].fen);
      g_test_message ("%s", cases[i].fen);
      g_assert_cmpint (ft_position_has_insufficient_material (pos), ==, cases[i].dead);
      if (cases[i].dead)
        assert_result (pos, FT_RESULT_DRAW, FT_REASON_INSUFFICIENT_MATERIAL);
      else
        assert_result (pos, FT_RESULT_NONE, FT_REASON_NONE);
    }
  g_free (pos);
}

static gboolean
exposes (const FtPosition *pos, const char *from, const char *to)
{
  return ft_position_move_exposes_king (pos, ft_test_square (from), ft_test_square (to));
}

static void
test_move_exposes_king (void)
{
  FtPosition *pos = ft_test_position_new ();

  /* A pinned rook moved off the pin line. */
  ft_test_fen (pos, FT_RULES_STANDARD, "4r1k1/8/8/8/8/8/4R3/4K3 w - - 0 1");
  g_assert_true (exposes (pos, "e2", "d2"));
  g_assert_false (exposes (pos, "e2", "e5")); /* legal */
  g_assert_false (exposes (pos, "e2", "d3")); /* not a rook move at all */
  g_assert_false (exposes (pos, "e8", "e2")); /* not the mover's piece */

  /* Ignoring a check. */
  ft_test_fen (pos, FT_RULES_STANDARD, "4r1k1/8/8/8/8/8/8/1N2K3 w - - 0 1");
  g_assert_true (exposes (pos, "b1", "c3"));
  g_assert_true (exposes (pos, "e1", "e2"));
  g_assert_false (exposes (pos, "e1", "d1"));

  /* The king stepping into attack. */
  ft_test_fen (pos, FT_RULES_STANDARD, "3r2k1/8/8/8/8/8/8/4K3 w - - 0 1");
  g_assert_true (exposes (pos, "e1", "d1"));
  g_assert_true (exposes (pos, "e1", "d2"));
  g_assert_false (exposes (pos, "e1", "f1"));
  g_assert_false (exposes (pos, "e1", "e3"));

  /* Castling through an attacked square, on 14×14. */
  ft_test_fen (pos, FT_RULES_FOURTEEN,
               "r6k5r/14/14/14/6r7/14/14/14/14/14/14/14/14/R6K5R w NAna - 0 1");
  g_assert_true (exposes (pos, "h1", "f1"));
  g_assert_false (exposes (pos, "h1", "j1"));
  g_free (pos);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/rules/checkmate-archbishop-two-pawns", test_checkmate_archbishop_two_pawns);
  g_test_add_func ("/rules/checkmate-defended-neighbour", test_checkmate_defended_neighbour);
  g_test_add_func ("/rules/stalemate", test_stalemate);
  g_test_add_func ("/rules/issue20-item18-repetition-claimed-fivefold-automatic", test_repetition);
  g_test_add_func ("/rules/issue20-item18-fifty-claimed-seventy-five-automatic", test_fifty_moves);
  g_test_add_func ("/rules/insufficient-material", test_insufficient_material);
  g_test_add_func ("/rules/move-exposes-king", test_move_exposes_king);
  return g_test_run ();
}
