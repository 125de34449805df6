/* test-mate.c — the mate solver (ft-mate.h) on known positions, and against
 * a plain minimax without any of its shortcuts. */
#include "ft-test-util.h"

#include <string.h>

#include "ft-mate.h"

static int
compare_names (gconstpointer a, gconstpointer b)
{
  return strcmp (*(char *const *) a, *(char *const *) b);
}

/* The mating first moves as sorted coordinate notation. */
static char *
mating_moves (const FtPosition *pos, guint n)
{
  FtMoveList *moves = g_new (FtMoveList, 1);
  GPtrArray *names = g_ptr_array_new_with_free_func (g_free);
  char *joined;

  ft_mate_find_first_moves (pos, n, moves, NULL);
  for (guint i = 0; i < moves->count; i++)
    {
      char buf[8];

      g_ptr_array_add (names, g_strdup (ft_move_to_string (moves->moves[i], buf)));
    }
  g_ptr_array_sort (names, compare_names);
  g_ptr_array_add (names, NULL);
  joined = g_strjoinv (" ", (char **) names->pdata);
  g_ptr_array_unref (names);
  g_free (moves);
  return joined;
}

/* Plain minimax: every move of both sides, no table, no ordering. */
static gboolean naive_defender_loses (FtPosition *pos, guint n);

static gboolean
naive_attacker_mates (FtPosition *pos, guint n)
{
  FtMoveList *list;
  gboolean found = FALSE;

  if (n == 0)
    return FALSE;
  list = g_new (FtMoveList, 1);
  ft_position_generate_legal (pos, list);
  for (guint i = 0; i < list->count && !found; i++)
    {
      ft_position_make_move (pos, list->moves[i]);
      found = naive_defender_loses (pos, n - 1);
      ft_position_unmake_move (pos);
    }
  g_free (list);
  return found;
}

static gboolean
naive_defender_loses (FtPosition *pos, guint n)
{
  FtMoveList *list = g_new (FtMoveList, 1);
  gboolean loses = TRUE;

  ft_position_generate_legal (pos, list);
  if (list->count == 0)
    loses = ft_position_in_check (pos);
  for (guint i = 0; i < list->count && loses; i++)
    {
      ft_position_make_move (pos, list->moves[i]);
      loses = naive_attacker_mates (pos, n);
      ft_position_unmake_move (pos);
    }
  g_free (list);
  return loses;
}

static char *
naive_mating_moves (FtPosition *pos, guint n)
{
  FtMoveList *list = g_new (FtMoveList, 1);
  GPtrArray *names = g_ptr_array_new_with_free_func (g_free);
  char *joined;

  ft_position_generate_legal (pos, list);
  for (guint i = 0; i < list->count; i++)
    {
      gboolean mates;
      char buf[8];

      ft_position_make_move (pos, list->moves[i]);
      mates = naive_defender_loses (pos, n - 1);
      ft_position_unmake_move (pos);
      if (mates)
        g_ptr_array_add (names, g_strdup (ft_move_to_string (list->moves[i], buf)));
    }
  g_ptr_array_sort (names, compare_names);
  g_ptr_array_add (names, NULL);
  joined = g_strjoinv (" ", (char **) names->pdata);
  g_ptr_array_unref (names);
  g_free (list);
  return joined;
}

static void
assert_mates (const char *fen, guint n, const char *expected)
{
  FtPosition *pos = ft_test_position_new ();
  char *found;

  ft_test_fen (pos, FT_RULES_FOURTEEN, fen);
  found = mating_moves (pos, n);
  g_assert_cmpstr (found, ==, expected);
  g_assert_cmpint (ft_mate_exists (pos, n), ==, expected[0] != '\0');
  g_free (found);
  g_free (pos);
}

/* An archbishop jumps to c12: the knight part checks a14, the bishop part
 * and the pawns cover the rest. Only one move mates. */
static void
test_mate_in_one (void)
{
  const char *fen = "k13/p1p11/4n9/14/1H12/14/14/14/13G/14/14/K13/14/14 w - - 0 1";
  FtPosition *pos = ft_test_position_new ();

  assert_mates (fen, 1, "b10c12");
  ft_test_fen (pos, FT_RULES_FOURTEEN, fen);
  g_assert_cmpuint (ft_mate_distance (pos, 3), ==, 1);
  g_free (pos);
}

/* A queen on b6 mates on the back rank from either side of the pawns. */
static void
test_two_mating_moves (void)
{
  assert_mates ("13k/12pp/14/14/14/14/14/14/1Q12/14/14/14/14/K13 w - - 0 1", 1, "b6b14 b6j14");
}

/* Mate in 2 after a quiet amazon move; none in 1. */
static void
test_mate_in_two (void)
{
  const char *fen = "2k11/2p11/p13/14/14/14/14/14/2A11/14/2B11/14/2K11/14 w - - 0 1";
  FtPosition *pos = ft_test_position_new ();

  assert_mates (fen, 1, "");
  assert_mates (fen, 2, "c6c12");
  ft_test_fen (pos, FT_RULES_FOURTEEN, fen);
  g_assert_cmpuint (ft_mate_distance (pos, 3), ==, 2);
  g_free (pos);
}

/* Mate in 3 after a quiet general move; not in 2. A mate in 3 is also a
 * mate "in at most 4", with the same key. */
static void
test_mate_in_three (void)
{
  const char *fen = "14/5G8/2k11/3p10/14/1H12/14/13E/14/14/14/13K/14/14 w - - 0 1";
  FtPosition *pos = ft_test_position_new ();

  assert_mates (fen, 2, "");
  assert_mates (fen, 3, "f13e12");
  ft_test_fen (pos, FT_RULES_FOURTEEN, fen);
  g_assert_cmpuint (ft_mate_distance (pos, 3), ==, 3);
  g_free (pos);
}

/* Two rooks against a king sheltered by a pawn: checks, but no mate. */
static void
test_no_mate (void)
{
  const char *fen = "13k/12p1/14/14/14/14/14/14/1R12/2R11/14/14/14/K13 w - - 0 1";
  FtPosition *pos = ft_test_position_new ();

  assert_mates (fen, 1, "");
  assert_mates (fen, 3, "");
  ft_test_fen (pos, FT_RULES_FOURTEEN, fen);
  g_assert_cmpuint (ft_mate_distance (pos, 3), ==, 0);
  g_free (pos);
}

/* Standard chess, where a queen next to a cornered king has four mates and
 * many stalemates: the solver finds the mates, and at two moves agrees with
 * plain minimax (which counts a stalemate as no win). */
static void
test_standard_chess (void)
{
  const char *fen = "7k/5Q2/6K1/8/8/8/8/8 w - - 0 1";
  FtPosition *pos = ft_test_position_new ();
  char *ours, *plain;

  ft_test_fen (pos, FT_RULES_STANDARD, fen);
  ours = mating_moves (pos, 1);
  g_assert_cmpstr (ours, ==, "f7e8 f7f8 f7g7 f7h7");
  g_free (ours);
  ours = mating_moves (pos, 2);
  plain = naive_mating_moves (pos, 2);
  g_assert_cmpstr (ours, ==, plain);
  /* Qe6 stalemates: not a mating first move even with two moves. */
  g_assert_false (ft_test_has_word (ours, "f7e6"));
  g_free (ours);
  g_free (plain);
  g_free (pos);
}

/* After the key of a mate in 3, the defence chosen holds out longest: no
 * reply mates sooner than in 2 more moves. */
static void
test_best_defence (void)
{
  FtPosition *pos = ft_test_position_new ();
  FtMove reply;

  ft_test_fen (pos, FT_RULES_FOURTEEN,
               "6k7/14/4p2Bp5/14/4C9/14/14/2H11/14/14/14/14/13K/14 w - - 0 1");
  ft_test_play (pos, "c7g11");
  reply = ft_mate_best_defence (pos, 2);
  g_assert_cmpuint (reply, !=, FT_MOVE_NONE);
  ft_position_make_move (pos, reply);
  g_assert_cmpuint (ft_mate_distance (pos, 2), ==, 2);
  g_free (pos);
}

/* The solver agrees with plain minimax, at 1 and 2 moves, on every shipped
 * mate-in-1 and mate-in-2 position and a few others. */
static void
test_against_minimax (void)
{
  static const char *const fens[] = {
    "k13/p1p11/4n9/14/1H12/14/14/14/13G/14/14/K13/14/14 w - - 0 1",
    "2r1k7C1/14/5p7A/14/14/14/14/14/14/9K4/14/14/14/14 w - - 0 1",
    "11H2/8p5/7kp5/9p1H2/14/5H8/14/14/14/14/14/11K2/14/14 w - - 0 1",
    "13k/12pp/14/1C12/14/14/2E11/14/14/10K3/14/14/14/14 w - - 0 1",
    "2k11/2p11/p13/14/14/14/14/14/2A11/14/2B11/14/2K11/14 w - - 0 1",
    "14/9G4/9R2rk/E12p/14/14/14/14/14/14/14/14/14/13K w - - 0 1",
    "13k/12pp/14/14/14/14/14/14/1Q12/14/14/14/14/K13 w - - 0 1",
    "13k/12p1/14/14/14/14/14/14/1R12/2R11/14/14/14/K13 w - - 0 1",
  };
  FtPosition *pos = ft_test_position_new ();
  guint count = ft_test_under_valgrind () ? 2 : G_N_ELEMENTS (fens);

  for (guint i = 0; i < count; i++)
    for (guint n = 1; n <= 2; n++)
      {
        char *ours, *plain;

        ft_test_fen (pos, FT_RULES_FOURTEEN, fens[i]);
        ours = mating_moves (pos, n);
        plain = naive_mating_moves (pos, n);
        g_assert_cmpstr (ours, ==, plain);
        g_free (ours);
        g_free (plain);
      }
  g_free (pos);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/mate/in-one", test_mate_in_one);
  g_test_add_func ("/mate/two-mating-moves", test_two_mating_moves);
  g_test_add_func ("/mate/in-two", test_mate_in_two);
  g_test_add_func ("/mate/in-three", test_mate_in_three);
  g_test_add_func ("/mate/no-mate", test_no_mate);
  g_test_add_func ("/mate/standard-chess", test_standard_chess);
  g_test_add_func ("/mate/best-defence", test_best_defence);
  g_test_add_func ("/mate/against-minimax", test_against_minimax);
  return g_test_run ();
}
