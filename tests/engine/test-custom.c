/* test-custom.c — custom kinds in the engine: definitions and their errors,
 * letters in FEN, layouts, SAN and coordinate moves, the moves of nightriders,
 * lame leapers, move/capture-only and directional pieces, checks and
 * castling through their attacks, promotion to them, and perft against the
 * counts Fairy-Stockfish (npm ffish) gave for the positions of
 * custom-perft.txt (recomputed by tests/peers/custom-perft.js). */
#include "ft-eval.h"
#include "ft-search.h"
#include "ft-layout.h"
#include "ft-san.h"
#include "ft-test-util.h"

#include <string.h>

/* Kinds from "w:NN x:nN" (letter:betza pairs), value 300 each. */
static void
make_kinds (FtCustomKinds *kinds, const char *spec)
{
  char **items = g_strsplit (spec, " ", -1);

  kinds->n = 0;
  for (char **item = items; *item != NULL; item++)
    {
      GError *error = NULL;

      if (**item == '\0')
        continue;
      g_assert_cmpint ((*item)[1], ==, ':');
      if (!ft_custom_kinds_add (kinds, (*item)[0], 300, *item + 2, &error))
        g_error ("bad kind %s: %s", *item, error->message);
    }
  g_strfreev (items);
}

static void
custom_fen (FtPosition *pos, const char *spec, FtRules rules, const char *fen)
{
  FtCustomKinds kinds;
  GError *error = NULL;

  make_kinds (&kinds, spec);
  if (!ft_fen_parse_custom (fen, rules, &kinds, pos, &error))
    g_error ("invalid test FEN \"%s\": %s", fen, error->message);
}

static void
expect_add_error (const char *existing, char letter, int value, const char *betza,
                  const char *message)
{
  FtCustomKinds kinds;
  GError *error = NULL;

  make_kinds (&kinds, existing);
  g_assert_false (ft_custom_kinds_add (&kinds, letter, value, betza, &error));
  g_assert_error (error, FT_ERROR, FT_ERROR_PARSE);
  g_assert_cmpstr (error->message, ==, message);
  g_error_free (error);
}

static void
test_definition_errors (void)
{
  FtCustomKinds kinds;

  expect_add_error ("", 'n', 300, "W", "letter 'n' is already the knight's");
  expect_add_error ("", 'K', 300, "W", "letter 'k' is already the king's");
  expect_add_error ("w:W", 'W', 300, "F", "letter 'w' is defined twice");
  expect_add_error ("", 'w', 0, "W", "the value must be more than 0");
  expect_add_error ("", 'w', -5, "W", "the value must be more than 0");
  expect_add_error ("", 'w', 300, "FX", "position 2: unknown atom 'X'");
  expect_add_error ("", 'w', 300, "", "position 1: empty movement: no atom");
  expect_add_error ("", '1', 300, "W", "the letter must be a letter a–z, not '1'");
  expect_add_error ("w:W x:F y:D z:A", 'u', 300, "N", "at most 4 custom pieces may be defined");

  make_kinds (&kinds, "W:NN x:nN");
  g_assert_cmpuint (kinds.n, ==, 2);
  g_assert_cmpint (kinds.kinds[0].letter, ==, 'w');
  g_assert_cmpstr (kinds.kinds[0].betza, ==, "NN");
  g_assert_cmpint (kinds.kinds[1].value, ==, 300);
}

static void
test_letters (void)
{
  FtPosition *pos = ft_test_position_new ();
  FtCustomKinds kinds;
  g_autofree char *fen = NULL;
  g_autofree char *layout = NULL;
  g_autoptr (GPtrArray) problems = g_ptr_array_new_with_free_func ((GDestroyNotify) ft_problem_free);
  char san[32], text[16];
  FtMove move;

  custom_fen (pos, "w:NN x:nN", FT_RULES_STANDARD, "4k3/8/2x5/8/8/3W4/8/4K3 w - - 0 1");
  g_assert_cmpint (pos->board[ft_test_square ("d3")], ==, FT_MAKE_PIECE (FT_WHITE, FT_CUSTOM_FIRST));
  g_assert_cmpint (pos->board[ft_test_square ("c6")], ==, FT_MAKE_PIECE (FT_BLACK, FT_CUSTOM_FIRST + 1));
  fen = ft_fen_write (pos);
  g_assert_cmpstr (fen, ==, "4k3/8/2x5/8/8/3W4/8/4K3 w - - 0 1");
  layout = ft_layout_write (pos);
  g_assert_cmpstr (layout, ==, "    K\n\n  X\n\n\n   w\n\n    k\n");

  /* The layout reads back the same, lowercase White. */
  make_kinds (&kinds, "w:NN x:nN");
  g_assert_true (ft_layout_parse_custom (layout, -1, "t.txt", FT_RULES_STANDARD, 8, 8, &kinds, pos,
                                         problems));
  g_assert_cmpint (pos->board[ft_test_square ("d3")], ==, FT_MAKE_PIECE (FT_WHITE, FT_CUSTOM_FIRST));
  /* Without the kinds the letter is unknown. */
  g_assert_false (ft_layout_parse (layout, -1, "t.txt", FT_RULES_STANDARD, 8, 8, pos, problems));
  /* With them, an unknown letter's message lists theirs too. */
  g_ptr_array_set_size (problems, 0);
  g_assert_false (ft_layout_parse_custom ("    K\n\n  Z\n\n\n   w\n\n    k\n", -1, "t.txt",
                                          FT_RULES_STANDARD, 8, 8, &kinds, pos, problems));
  g_assert_cmpuint (problems->len, ==, 1);
  g_assert_cmpstr (((FtProblem *) g_ptr_array_index (problems, 0))->message, ==,
                   "unknown character 'Z' (pieces are p n b r q k h e a c g w x, a space is an "
                   "empty tile)");

  /* SAN uses the uppercase letter; coordinate moves work as ever. */
  custom_fen (pos, "w:NN x:nN", FT_RULES_STANDARD, "4k3/8/2x5/8/8/3W4/8/4K3 w - - 0 1");
  move = ft_position_parse_move (pos, "d3h5");
  g_assert_cmpuint (move, !=, FT_MOVE_NONE);
  g_assert_cmpstr (ft_san_write (pos, move, san), ==, "Wh5");
  g_assert_cmpuint (ft_san_parse (pos, "Wh5", NULL), ==, move);
  g_assert_cmpstr (ft_position_move_to_string (pos, move, text), ==, "d3h5");

  /* A custom piece O is not castling. */
  custom_fen (pos, "o:W", FT_RULES_STANDARD, "4k3/8/8/8/8/3O4/8/R3K3 w Q - 0 1");
  move = ft_position_parse_move (pos, "d3d4");
  g_assert_cmpstr (ft_san_write (pos, move, san), ==, "Od4");
  g_assert_cmpuint (ft_san_parse (pos, "Od4", NULL), ==, move);
  g_assert_cmpuint (ft_san_parse (pos, "O-O-O", NULL), ==, ft_position_parse_move (pos, "e1c1"));

  /* FEN without the kinds: the letter is an error. */
  {
    GError *error = NULL;

    g_assert_false (ft_fen_parse ("4k3/8/2x5/8/8/3W4/8/4K3 w - - 0 1", FT_RULES_STANDARD, pos, &error));
    g_assert_error (error, FT_ERROR, FT_ERROR_PARSE);
    g_error_free (error);
  }
  g_free (pos);
}

static void
expect_destinations (const FtPosition *pos, const char *from, const char *expected)
{
  g_autofree char *got = ft_test_destinations (pos, from);

  g_assert_cmpstr (got, ==, expected);
}

static void
test_moves (void)
{
  FtPosition *pos = ft_test_position_new ();

  /* Nightrider on b1: b1-c3-d5-e7 is blocked at d5 by a black pawn (taken),
   * b1-d2-f3-h4 is open, a3 is a single leap. */
  custom_fen (pos, "w:NN", FT_RULES_STANDARD, "k7/8/8/3p4/8/8/8/1W5K w - - 0 1");
  expect_destinations (pos, "b1", "a3 c3 d2 d5 f3 h4");

  /* Lame knight (horse): blocked by a piece on the orthogonal step. */
  custom_fen (pos, "x:nN", FT_RULES_STANDARD, "k7/8/8/8/3P4/3X4/8/7K w - - 0 1");
  expect_destinations (pos, "d3", "b2 b4 c1 e1 f2 f4");

  /* Lame camel (not compared with Fairy-Stockfish, whose ffish 0.7.10 gives
   * lame leaps over two squares no moves): d4-g5 and d4-g3 pass e4 and f4,
   * d4-e7 and d4-c7 pass d5 and d6. */
  custom_fen (pos, "v:nC", FT_RULES_STANDARD, "k7/8/8/3p4/3V1p2/8/8/7K w - - 0 1");
  expect_destinations (pos, "d4", "a3 a5 c1 e1");

  /* Move only as a rook, capture only as a bishop. */
  custom_fen (pos, "y:mRcB", FT_RULES_STANDARD, "k7/8/5p2/8/3Y4/8/1P6/7K w - - 0 1");
  expect_destinations (pos, "d4", "a4 b4 c4 d1 d2 d3 d5 d6 d7 d8 e4 f4 f6 g4 h4");

  /* Directions: forward-and-sideways steps (fsW) turn round for Black. */
  custom_fen (pos, "z:fsW", FT_RULES_STANDARD, "k7/8/8/3z4/8/3Z4/8/7K w - - 0 1");
  expect_destinations (pos, "d3", "c3 d4 e3");
  pos->side_to_move = FT_BLACK;
  expect_destinations (pos, "d5", "c5 d4 e5");

  /* Ranged rider: a rook of at most two steps. */
  custom_fen (pos, "u:R2", FT_RULES_STANDARD, "k7/8/8/8/3U4/8/8/7K w - - 0 1");
  expect_destinations (pos, "d4", "b4 c4 d2 d3 d5 d6 e4 f4");

  /* A rider and a leap reaching the same square make one move. */
  custom_fen (pos, "u:RD", FT_RULES_STANDARD, "k7/8/8/8/3U4/8/8/7K w - - 0 1");
  expect_destinations (pos, "d4", "a4 b4 c4 d1 d2 d3 d5 d6 d7 d8 e4 f4 g4 h4");
  g_free (pos);
}

static void
test_checks (void)
{
  FtPosition *pos = ft_test_position_new ();
  FtSquare attackers[FT_MAX_PIECES];

  /* The black nightrider on c7 checks the king on g5 through e6. */
  custom_fen (pos, "w:NN", FT_RULES_STANDARD, "k7/2w5/8/6K1/8/8/8/8 w - - 0 1");
  g_assert_true (ft_position_in_check (pos));
  g_assert_cmpuint (ft_position_attackers (pos, ft_test_square ("g5"), FT_BLACK, attackers), ==, 1);
  g_assert_cmpuint (attackers[0], ==, ft_test_square ("c7"));
  /* Stepping off the line is fine; stepping into it, onto e6, is not. */
  g_assert_true (ft_position_is_legal (pos, ft_position_parse_move (pos, "g5g6")));
  g_assert_cmpuint (ft_position_parse_move (pos, "g5f4"), !=, FT_MOVE_NONE);
  g_assert_cmpuint (ft_position_parse_move (pos, "g5e6"), ==, FT_MOVE_NONE);

  /* A pin along a nightrider line: the bishop on e6 may not leave it. */
  custom_fen (pos, "w:NN", FT_RULES_STANDARD, "k7/2w5/4B3/6K1/8/8/8/8 w - - 0 1");
  g_assert_false (ft_position_in_check (pos));
  expect_destinations (pos, "e6", "");
  g_assert_true (ft_position_move_exposes_king (pos, ft_test_square ("e6"), ft_test_square ("d5")));

  /* Move-only pieces do not attack: a king may stand next to a mW. */
  custom_fen (pos, "y:mW", FT_RULES_STANDARD, "k7/8/8/4y3/8/4K3/8/8 w - - 0 1");
  g_assert_cmpuint (ft_position_parse_move (pos, "e3e4"), !=, FT_MOVE_NONE);

  /* Castling through a square a custom piece attacks is refused. */
  custom_fen (pos, "x:nN", FT_RULES_STANDARD, "4k3/8/8/8/8/4x3/8/R3K2R w KQ - 0 1");
  /* The black horse on e3 covers d1 and f1 (steps e2 first: empty). */
  g_assert_cmpuint (ft_position_parse_move (pos, "e1g1"), ==, FT_MOVE_NONE);
  g_assert_cmpuint (ft_position_parse_move (pos, "e1c1"), ==, FT_MOVE_NONE);
  /* Blocked horse: castling is fine. */
  custom_fen (pos, "x:nN", FT_RULES_STANDARD, "4k3/8/8/8/8/4x3/4P3/R3K2R w KQ - 0 1");
  g_assert_cmpuint (ft_position_parse_move (pos, "e1g1"), !=, FT_MOVE_NONE);
  g_assert_cmpuint (ft_position_parse_move (pos, "e1c1"), !=, FT_MOVE_NONE);
  g_free (pos);
}

static void
test_promotion (void)
{
  FtPosition *pos = ft_test_position_new ();
  FtMove move;
  char text[16], san[32];
  g_autofree char *moves = NULL;

  /* Standard rules offer a choice, so the custom kinds are among it. */
  custom_fen (pos, "w:NN", FT_RULES_STANDARD, "k7/4P3/8/8/8/8/8/7K w - - 0 1");
  moves = ft_test_destinations (pos, "e7");
  g_assert_true (ft_test_has_word (moves, "e8w"));
  move = ft_position_parse_move (pos, "e7e8w");
  g_assert_cmpuint (FT_MOVE_PROMOTION (move), ==, FT_CUSTOM_FIRST);
  g_assert_cmpstr (ft_position_move_to_string (pos, move, text), ==, "e7e8w");
  g_assert_cmpstr (ft_san_write (pos, move, san), ==, "e8=W");
  ft_position_make_move (pos, move);
  g_assert_cmpint (pos->board[ft_test_square ("e8")], ==, FT_MAKE_PIECE (FT_WHITE, FT_CUSTOM_FIRST));
  g_assert_cmpuint (pos->hash, ==, ft_position_compute_hash (pos));
  ft_position_unmake_move (pos);

  /* Fourteen rules without the choice: queen only. */
  custom_fen (pos, "w:NN", FT_RULES_FOURTEEN, "k7/8/8/8/4P3/8/8/7K w - - 0 1");
  g_assert_cmpuint (ft_position_parse_move (pos, "e4e5w"), ==, FT_MOVE_NONE);
  pos->promotion_choice = TRUE;
  g_assert_cmpuint (ft_position_parse_move (pos, "e4e5w"), !=, FT_MOVE_NONE);
  g_free (pos);
}

static void
test_eval (void)
{
  FtPosition *pos = ft_test_position_new ();
  FtCustomKinds kinds;
  GError *error = NULL;
  int strong, weak;

  /* The value counts: a 900 piece against a 100 one of the same movement. */
  kinds.n = 0;
  g_assert_true (ft_custom_kinds_add (&kinds, 'w', 900, "NN", &error));
  g_assert_true (ft_custom_kinds_add (&kinds, 'x', 100, "NN", &error));
  g_assert_true (ft_fen_parse_custom ("k7/8/8/8/3W4/8/8/7K w - - 0 1", FT_RULES_STANDARD, &kinds, pos, &error));
  strong = ft_eval (pos, NULL);
  g_assert_true (ft_fen_parse_custom ("k7/8/8/8/3X4/8/8/7K w - - 0 1", FT_RULES_STANDARD, &kinds, pos, &error));
  weak = ft_eval (pos, NULL);
  g_assert_cmpint (strong - weak, >=, 700);
  g_assert_cmpint (ft_eval_kind_value (pos, FT_CUSTOM_FIRST), ==, 900);
  /* Mobility: the same piece in the corner scores less than in the centre. */
  g_assert_true (ft_fen_parse_custom ("k7/8/8/8/8/8/8/W6K w - - 0 1", FT_RULES_STANDARD, &kinds, pos, &error));
  g_assert_cmpint (ft_eval (pos, NULL), <, strong);
  g_free (pos);
}

/* The search sees custom moves: the nightrider takes the queen from afar;
 * with the roles turned the queen keeps away from it. */
static void
test_search (void)
{
  FtPosition *pos = ft_test_position_new ();
  FtSearcher *searcher = ft_searcher_new (16);
  FtSearchLimits limits = { 0 };
  char text[16];
  FtMove move;

  limits.depth = 3;
  limits.remaining_ms = -1;
  custom_fen (pos, "w:NN", FT_RULES_STANDARD, "k3q3/8/8/8/8/8/1W6/7K w - - 0 1");
  move = ft_searcher_search (searcher, pos, &limits, NULL, NULL, NULL, NULL);
  g_assert_cmpstr (ft_position_move_to_string (pos, move, text), ==, "b2e8");

  /* Black to move: the queen on e8 is attacked along b2-c4-d6-e8 and must
   * leave the line (or block it); it does not stay. */
  custom_fen (pos, "w:NN", FT_RULES_STANDARD, "k3q3/8/8/8/8/8/1W6/7K b - - 0 1");
  move = ft_searcher_search (searcher, pos, &limits, NULL, NULL, NULL, NULL);
  g_assert_cmpuint (FT_MOVE_FROM (move), ==, ft_test_square ("e8"));
  g_assert_cmpuint (FT_MOVE_TO (move), !=, ft_test_square ("d6"));
  ft_position_make_move (pos, move);
  g_assert_cmpuint (ft_position_find_move (pos, ft_test_square ("b2"), FT_MOVE_TO (move), FT_NO_KIND),
                    ==, FT_MOVE_NONE);
  ft_searcher_free (searcher);
  g_free (pos);
}

/* ---- Perft against Fairy-Stockfish's counts ------------------------------ */

typedef struct {
  char *name;
  char *kinds;
  char *fen;
  guint64 counts[8];
  guint depth;
} PerftCase;

static void
perft_case_free (gpointer data)
{
  PerftCase *c = data;

  g_free (c->name);
  g_free (c->kinds);
  g_free (c->fen);
  g_free (c);
}

static GPtrArray *
load_cases (void)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "custom-perft.txt", NULL);
  g_autofree char *text = NULL;
  g_auto (GStrv) lines = NULL;
  GPtrArray *cases = g_ptr_array_new_with_free_func (perft_case_free);
  GError *error = NULL;

  if (!g_file_get_contents (path, &text, NULL, &error))
    g_error ("%s", error->message);
  lines = g_strsplit (text, "\n", -1);
  for (char **line = lines; *line != NULL; line++)
    {
      g_auto (GStrv) fields = NULL;
      g_auto (GStrv) numbers = NULL;
      PerftCase *c;

      if (**line == '\0' || **line == '#')
        continue;
      fields = g_strsplit (*line, ";", -1);
      g_assert_cmpuint (g_strv_length (fields), ==, 4);
      c = g_new0 (PerftCase, 1);
      c->name = g_strstrip (g_strdup (fields[0]));
      c->kinds = g_strstrip (g_strdup (fields[1]));
      c->fen = g_strstrip (g_strdup (fields[2]));
      numbers = g_strsplit (g_strstrip (fields[3]), " ", -1);
      for (char **n = numbers; *n != NULL && c->depth < 7; n++)
        c->counts[++c->depth] = g_ascii_strtoull (*n, NULL, 10);
      g_ptr_array_add (cases, c);
    }
  return cases;
}

static void
test_perft_fairy_stockfish (void)
{
  g_autoptr (GPtrArray) cases = load_cases ();
  FtPosition *pos = ft_test_position_new ();
  guint max_depth = ft_test_under_valgrind () ? 2 : 7;

  g_assert_cmpuint (cases->len, >=, 5);
  for (guint i = 0; i < cases->len; i++)
    {
      const PerftCase *c = g_ptr_array_index (cases, i);

      custom_fen (pos, c->kinds, FT_RULES_STANDARD, c->fen);
      for (guint depth = 1; depth <= MIN (c->depth, max_depth); depth++)
        {
          guint64 nodes = ft_position_perft (pos, depth);

          if (nodes != c->counts[depth])
            g_error ("%s: perft %u = %" G_GUINT64_FORMAT ", Fairy-Stockfish %" G_GUINT64_FORMAT,
                     c->name, depth, nodes, c->counts[depth]);
        }
      g_test_message ("%s: %u depths agree", c->name, c->depth);
    }
  g_free (pos);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/custom/definition-errors", test_definition_errors);
  g_test_add_func ("/custom/letters", test_letters);
  g_test_add_func ("/custom/moves", test_moves);
  g_test_add_func ("/custom/checks", test_checks);
  g_test_add_func ("/custom/promotion", test_promotion);
  g_test_add_func ("/custom/eval", test_eval);
  g_test_add_func ("/custom/search", test_search);
  g_test_add_func ("/custom/perft-fairy-stockfish", test_perft_fairy_stockfish);
  return g_test_run ();
}
