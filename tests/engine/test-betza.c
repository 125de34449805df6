/* test-betza.c — the Betza parser: every atom, modifier and direction, and
 * every error with its position. Moves are compared as sorted text
 * "dx,dy[/range][m|c][n]" so that a wrong image or flag shows plainly. */
#include "ft-betza.h"

#include <stdlib.h>
#include <string.h>

static int
compare_strings (const void *a, const void *b)
{
  return strcmp (*(char *const *) a, *(char *const *) b);
}

/* The moves of `text` as sorted text, or the error as "ERROR pos: message". */
static char *
describe (const char *text)
{
  FtBetzaPiece piece;
  FtBetzaError error = { 0, "" };
  GPtrArray *words;
  char *result;

  if (!ft_betza_parse (text, &piece, &error))
    return g_strdup_printf ("ERROR %u: %s", error.position, error.message);
  words = g_ptr_array_new_with_free_func (g_free);
  for (guint i = 0; i < piece.n_moves; i++)
    {
      const FtBetzaMove *m = &piece.moves[i];
      GString *w = g_string_new (NULL);

      g_string_append_printf (w, "%d,%d", m->dx, m->dy);
      if (m->range != 1)
        g_string_append_printf (w, "/%u", m->range);
      if ((m->flags & (FT_BETZA_MOVE | FT_BETZA_CAPTURE)) == FT_BETZA_MOVE)
        g_string_append_c (w, 'm');
      else if ((m->flags & (FT_BETZA_MOVE | FT_BETZA_CAPTURE)) == FT_BETZA_CAPTURE)
        g_string_append_c (w, 'c');
      if (m->flags & FT_BETZA_LAME)
        g_string_append_c (w, 'n');
      g_ptr_array_add (words, g_string_free (w, FALSE));
    }
  qsort (words->pdata, words->len, sizeof (char *), compare_strings);
  g_ptr_array_add (words, NULL);
  result = g_strjoinv (" ", (char **) words->pdata);
  g_ptr_array_unref (words);
  return result;
}

#define CHECK(text, expected)                  \
  G_STMT_START                                 \
  {                                            \
    char *got_ = describe (text);              \
    g_assert_cmpstr (got_, ==, expected);      \
    g_free (got_);                             \
  }                                            \
  G_STMT_END

static void
test_atoms (void)
{
  CHECK ("W", "-1,0 0,-1 0,1 1,0");
  CHECK ("F", "-1,-1 -1,1 1,-1 1,1");
  CHECK ("D", "-2,0 0,-2 0,2 2,0");
  CHECK ("N", "-1,-2 -1,2 -2,-1 -2,1 1,-2 1,2 2,-1 2,1");
  CHECK ("A", "-2,-2 -2,2 2,-2 2,2");
  CHECK ("H", "-3,0 0,-3 0,3 3,0");
  CHECK ("C", "-1,-3 -1,3 -3,-1 -3,1 1,-3 1,3 3,-1 3,1");
  CHECK ("Z", "-2,-3 -2,3 -3,-2 -3,2 2,-3 2,3 3,-2 3,2");
  CHECK ("G", "-3,-3 -3,3 3,-3 3,3");
  CHECK ("K", "-1,-1 -1,0 -1,1 0,-1 0,1 1,-1 1,0 1,1");
}

static void
test_riders (void)
{
  CHECK ("R", "-1,0/15 0,-1/15 0,1/15 1,0/15");
  CHECK ("B", "-1,-1/15 -1,1/15 1,-1/15 1,1/15");
  CHECK ("Q", "-1,-1/15 -1,0/15 -1,1/15 0,-1/15 0,1/15 1,-1/15 1,0/15 1,1/15");
  CHECK ("WW", "-1,0/15 0,-1/15 0,1/15 1,0/15");
  CHECK ("NN", "-1,-2/15 -1,2/15 -2,-1/15 -2,1/15 1,-2/15 1,2/15 2,-1/15 2,1/15");
  CHECK ("W2", "-1,0/2 0,-1/2 0,1/2 1,0/2");
  CHECK ("R4", "-1,0/4 0,-1/4 0,1/4 1,0/4");
  CHECK ("F12", "-1,-1/12 -1,1/12 1,-1/12 1,1/12");
  /* Combinations. */
  CHECK ("BN", "-1,-1/15 -1,-2 -1,1/15 -1,2 -2,-1 -2,1 1,-1/15 1,-2 1,1/15 1,2 2,-1 2,1");
  CHECK ("WD", "-1,0 -2,0 0,-1 0,-2 0,1 0,2 1,0 2,0");
}

static void
test_modalities (void)
{
  CHECK ("mW", "-1,0m 0,-1m 0,1m 1,0m");
  CHECK ("cF", "-1,-1c -1,1c 1,-1c 1,1c");
  CHECK ("mcW", "-1,0 0,-1 0,1 1,0");
  /* A modality applies to the next atom only. */
  CHECK ("mWF", "-1,-1 -1,0m -1,1 0,-1m 0,1m 1,-1 1,0m 1,1");
  /* The pawn: steps forward, captures forward diagonally. */
  CHECK ("fmWfcF", "-1,1c 0,1m 1,1c");
  /* Move and capture different ways: merged only where equal. */
  CHECK ("mWcW", "-1,0 0,-1 0,1 1,0");
}

static void
test_directions (void)
{
  CHECK ("fW", "0,1");
  CHECK ("bW", "0,-1");
  CHECK ("lW", "-1,0");
  CHECK ("rW", "1,0");
  CHECK ("vW", "0,-1 0,1");
  CHECK ("sW", "-1,0 1,0");
  /* Paired letters split on orthogonal atoms: forward and sideways. */
  CHECK ("fsW", "-1,0 0,1 1,0");
  CHECK ("fR", "0,1/15");
  CHECK ("fF", "-1,1 1,1");
  CHECK ("bF", "-1,-1 1,-1");
  CHECK ("frF", "1,1");
  CHECK ("flF", "-1,1");
  CHECK ("brF", "1,-1");
  CHECK ("blF", "-1,-1");
  CHECK ("fB", "-1,1/15 1,1/15");
  /* Oblique atoms: "f" alone is the narrow forward pair, "fh" all four. */
  CHECK ("fN", "-1,2 1,2");
  CHECK ("ffN", "-1,2 1,2");
  CHECK ("fhN", "-1,2 -2,1 1,2 2,1");
  CHECK ("fsN", "-2,1 2,1");
  CHECK ("bN", "-1,-2 1,-2");
  CHECK ("vN", "-1,-2 -1,2 1,-2 1,2");
  CHECK ("sN", "-2,-1 -2,1 2,-1 2,1");
  CHECK ("lN", "-2,-1 -2,1");
  CHECK ("rN", "2,-1 2,1");
  CHECK ("frN", "2,1");
  CHECK ("rfN", "1,2");
  CHECK ("lhN", "-1,-2 -1,2 -2,-1 -2,1");
  CHECK ("fNbW", "-1,2 0,-1 1,2");
  CHECK ("fbN", "-1,-2 -1,2 1,-2 1,2");
  CHECK ("fK", "-1,1 0,1 1,1");
}

static void
test_lame (void)
{
  CHECK ("nN", "-1,-2n -1,2n -2,-1n -2,1n 1,-2n 1,2n 2,-1n 2,1n");
  CHECK ("nA", "-2,-2n -2,2n 2,-2n 2,2n");
  /* Nothing to jump over: a plain step. */
  CHECK ("nW", "-1,0 0,-1 0,1 1,0");
  CHECK ("fnN", "-1,2n 1,2n");
}

static void
test_lame_path (void)
{
  int path[2][2];

  g_assert_cmpuint (ft_betza_lame_path (1, 2, path), ==, 1);
  g_assert_cmpint (path[0][0], ==, 0);
  g_assert_cmpint (path[0][1], ==, 1);
  g_assert_cmpuint (ft_betza_lame_path (-2, -2, path), ==, 1);
  g_assert_cmpint (path[0][0], ==, -1);
  g_assert_cmpint (path[0][1], ==, -1);
  g_assert_cmpuint (ft_betza_lame_path (3, 1, path), ==, 2);
  g_assert_cmpint (path[0][0], ==, 1);
  g_assert_cmpint (path[0][1], ==, 0);
  g_assert_cmpint (path[1][0], ==, 2);
  g_assert_cmpint (path[1][1], ==, 0);
  g_assert_cmpuint (ft_betza_lame_path (3, 2, path), ==, 2);
  g_assert_cmpint (path[1][0], ==, 2);
  g_assert_cmpint (path[1][1], ==, 1);
  g_assert_cmpuint (ft_betza_lame_path (1, 1, path), ==, 0);
}

static void
test_errors (void)
{
  CHECK ("", "ERROR 1: empty movement: no atom");
  CHECK ("FX", "ERROR 2: unknown atom 'X'");
  CHECK ("WpR", "ERROR 2: unsupported modifier 'p'");
  CHECK ("W!", "ERROR 2: unexpected character '!'");
  CHECK ("2W", "ERROR 1: range '2' without an atom before it");
  CHECK ("R0", "ERROR 2: range must be 1 to 15");
  CHECK ("W16", "ERROR 2: range must be 1 to 15");
  CHECK ("Nfm", "ERROR 2: modifiers without an atom after them");
  CHECK ("Wm", "ERROR 2: modifiers without an atom after them");
  CHECK ("nR", "ERROR 1: 'n' (lame) applies to leapers only, not to a rider");
  CHECK ("nNN", "ERROR 1: 'n' (lame) applies to leapers only, not to a rider");
  CHECK ("fvfvfvfvfvfvfvfvfN", "ERROR 17: too many direction modifiers");
  CHECK ("hN", "ERROR 1: the directions select no move of 'N'");
  CHECK ("KsfN", "ERROR 2: the directions select no move of 'N'");
  /* On an orthogonal atom the pair splits, so it is fine there. */
  CHECK ("sfW", "-1,0 0,1 1,0");
  {
    /* More than 64 distinct directions. */
    FtBetzaPiece piece;
    FtBetzaError error;

    g_assert_false (ft_betza_parse ("KDNAHCZGW2F2D2N2A2H2C2Z2G2", &piece, &error));
    g_assert_cmpstr (error.message, ==, "too many moves (at most 64 directions)");
    /* NULL error is allowed. */
    g_assert_false (ft_betza_parse ("X", &piece, NULL));
    g_assert_true (ft_betza_parse ("KDNAHCZG", &piece, NULL));
    g_assert_cmpuint (piece.n_moves, ==, 48);
  }
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/betza/atoms", test_atoms);
  g_test_add_func ("/betza/riders", test_riders);
  g_test_add_func ("/betza/modalities", test_modalities);
  g_test_add_func ("/betza/directions", test_directions);
  g_test_add_func ("/betza/lame", test_lame);
  g_test_add_func ("/betza/lame-path", test_lame_path);
  g_test_add_func ("/betza/errors", test_errors);
  return g_test_run ();
}
