/* test-see.c — static exchange evaluation (ft-see.h): pieces joining from
 * behind, the king's limits, fairy leapers, en passant, promotions and
 * quiet moves, and the position given back unchanged. */
#include <string.h>

#include "ft-fen.h"
#include "ft-see.h"

/* SEE of the move `text` in `fen`, checking that the position comes back
 * exactly as it was. */
static int
see_of (const char *fen, FtRules rules, const char *text)
{
  g_autofree FtPosition *pos = g_new (FtPosition, 1);
  g_autofree FtPosition *before = g_new (FtPosition, 1);
  g_autoptr (GError) error = NULL;
  FtMove move;
  int value;

  if (!ft_fen_parse (fen, rules, pos, &error))
    g_error ("bad test FEN %s: %s", fen, error->message);
  move = ft_position_parse_move (pos, text);
  g_assert_true (move != FT_MOVE_NONE);
  memcpy (before, pos, G_STRUCT_OFFSET (FtPosition, history));
  value = ft_see (pos, move);
  g_assert_cmpmem (before, G_STRUCT_OFFSET (FtPosition, history), pos,
                   G_STRUCT_OFFSET (FtPosition, history));
  g_test_message ("%s %s: %d", fen, text, value);
  return value;
}

static void
test_simple (void)
{
  /* An undefended pawn. */
  g_assert_cmpint (see_of ("1k1r4/1pp4p/p7/4p3/8/P5P1/1PP4P/2K1R3 w - - 0 1", FT_RULES_STANDARD,
                           "e1e5"), ==, 100);
  /* A defended pawn taken by the queen. */
  g_assert_cmpint (see_of ("4k3/8/3p4/4p3/8/8/8/4QK2 w - - 0 1", FT_RULES_STANDARD, "e1e5"), ==,
                   100 - 950);
  /* An undefended rook taken by a pawn. */
  g_assert_cmpint (see_of ("4k3/8/3r4/2P5/8/8/1B6/4K3 w - - 0 1", FT_RULES_STANDARD, "c5d6"), ==,
                   525);
  /* Nothing to take: a quiet move to a square a pawn attacks. */
  g_assert_cmpint (see_of ("4k3/8/3p4/8/8/8/8/2Q1K3 w - - 0 1", FT_RULES_STANDARD, "c1c5"), ==,
                   -950);
  g_assert_cmpint (see_of ("4k3/8/3p4/8/8/8/8/2Q1K3 w - - 0 1", FT_RULES_STANDARD, "c1c4"), ==, 0);
}

/* Attackers behind attackers join in: N takes P, and after NxN RxN BxR
 * QxB QxQ White has lost the knight for the pawn. */
static void
test_x_rays (void)
{
  g_assert_cmpint (see_of ("1k1r3q/1ppn3p/p4b2/4p3/8/P2N2P1/1PP1R1BP/2K1Q3 w - - 0 1",
                           FT_RULES_STANDARD, "d3e5"), ==, 100 - 200);
  /* Two rooks on a file against one defender: a pawn; with the king as a
   * second defender, the rook for the pawn. */
  g_assert_cmpint (see_of ("3r3k/3p4/8/8/8/8/3R4/3RK3 w - - 0 1", FT_RULES_STANDARD, "d2d7"), ==,
                   100);
  g_assert_cmpint (see_of ("3rk3/3p4/8/8/8/8/3R4/3RK3 w - - 0 1", FT_RULES_STANDARD, "d2d7"), ==,
                   100 - 525);
}

/* The king takes only what is no longer defended. */
static void
test_king (void)
{
  /* King takes an undefended pawn. */
  g_assert_cmpint (see_of ("4k3/8/8/8/8/8/3p4/4K3 w - - 0 1", FT_RULES_STANDARD, "e1d2"), ==, 100);
  /* Rook takes a pawn next to the black king, which cannot take back while
   * the white king guards the square. */
  g_assert_cmpint (see_of ("8/8/8/8/8/3k4/3p4/3RK1B1 w - - 0 1", FT_RULES_STANDARD, "d1d2"), ==,
                   100);
}

/* Fairy pieces: an amazon taking a knight a camel guards loses itself; a
 * camel taking a queen a general guards wins queen for camel. */
static void
test_fairy (void)
{
  g_assert_cmpint (see_of ("13k/14/14/14/14/14/14/14/6c7/14/14/7n6/14/7A5K w - - 0 1",
                           FT_RULES_FOURTEEN, "h1h3"), ==, 200 - 1200);
  g_assert_cmpint (see_of ("13k/14/14/14/14/14/14/14/14/6g7/14/7q6/10C3/13K w - - 0 1",
                           FT_RULES_FOURTEEN, "k2h3"), ==, 950 - 200);
}

/* En passant takes a pawn that is not on the target square; a promotion
 * counts the new piece. */
static void
test_special_moves (void)
{
  g_assert_cmpint (see_of ("4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1", FT_RULES_STANDARD, "e5d6"), ==, 100);
  g_assert_cmpint (see_of ("1r2k3/P7/8/8/8/8/8/4K3 w - - 0 1", FT_RULES_STANDARD, "a7a8q"), ==,
                   950 - 100 - 950);
  g_assert_cmpint (see_of ("1r2k3/P7/8/8/8/8/8/4K3 w - - 0 1", FT_RULES_STANDARD, "a7b8q"), ==,
                   525 + 950 - 100);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/see/simple", test_simple);
  g_test_add_func ("/see/x-rays", test_x_rays);
  g_test_add_func ("/see/king", test_king);
  g_test_add_func ("/see/fairy", test_fairy);
  g_test_add_func ("/see/special-moves", test_special_moves);
  return g_test_run ();
}
