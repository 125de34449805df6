/* test-eval.c — what the evaluation knows beyond material: drawn endgames
 * (ft-eval-endgame.h), each rule with a position on either side of it. */
#include <string.h>

#include "ft-eval-endgame.h"
#include "ft-eval-params.h"
#include "ft-eval.h"
#include "ft-fen.h"
#include "ft-search.h"

static FtPosition *
position_from_fen (const char *fen, FtRules rules)
{
  FtPosition *pos = g_new (FtPosition, 1);
  g_autoptr (GError) error = NULL;

  if (!ft_fen_parse (fen, rules, pos, &error))
    g_error ("bad test FEN %s: %s", fen, error->message);
  return pos;
}

/* The evaluation from White's side, whoever is to move in the FEN. */
static int
white_eval (const char *fen, FtRules rules)
{
  g_autofree FtPosition *pos = position_from_fen (fen, rules);
  int score = ft_eval (pos, NULL);

  return pos->side_to_move == FT_WHITE ? score : -score;
}

static int
scale_for (const char *fen, FtRules rules, FtColour strong)
{
  g_autofree FtPosition *pos = position_from_fen (fen, rules);

  return ft_eval_endgame_scale (pos, strong);
}

static int
search_score (const char *fen, FtRules rules, int depth)
{
  g_autofree FtPosition *pos = position_from_fen (fen, rules);
  FtSearcher *searcher = ft_searcher_new (4);
  FtSearchLimits limits = { 0 };
  FtSearchInfo info;

  limits.remaining_ms = -1;
  limits.depth = depth;
  ft_searcher_search (searcher, pos, &limits, NULL, NULL, NULL, &info);
  ft_searcher_free (searcher);
  return info.score;
}

/* A lone minor piece, two knights, bishops of one colour: 0, for either
 * side to move and either colour; a mating force keeps its score. */
static void
test_cannot_mate (void)
{
  static const char *const draws[] = {
    "7k/8/8/8/8/8/8/K5B1 w - - 0 1",      /* K+B v K */
    "7k/8/8/8/8/8/8/K5B1 b - - 0 1",
    "7k/8/8/8/8/8/8/K5N1 w - - 0 1",      /* K+N v K */
    "7k/8/8/8/8/8/8/K4NN1 w - - 0 1",     /* K+N+N v K */
    "7k/8/8/8/8/7B/8/K4B2 w - - 0 1",     /* two light bishops */
    "k7/8/8/8/8/8/8/1b4K1 w - - 0 1",     /* Black's lone bishop */
    "4k3/8/8/3n4/8/8/8/4KB2 w - - 0 1",   /* K+B v K+N */
  };
  static const char *const wins[] = {
    "7k/8/8/8/8/8/8/K4BB1 w - - 0 1",     /* bishops of both colours */
    "7k/8/8/8/8/8/8/K4BN1 w - - 0 1",     /* bishop and knight */
    "7k/8/8/8/8/8/8/K5R1 w - - 0 1",       /* rook */
  };

  for (gsize i = 0; i < G_N_ELEMENTS (draws); i++)
    {
      g_test_message ("%s", draws[i]);
      g_assert_cmpint (white_eval (draws[i], FT_RULES_STANDARD), ==, 0);
    }
  for (gsize i = 0; i < G_N_ELEMENTS (wins); i++)
    {
      g_test_message ("%s", wins[i]);
      g_assert_cmpint (white_eval (wins[i], FT_RULES_STANDARD), >, 300);
    }
}

/* The same on the 14×14 board: bishop or camel alone draw, a general (a
 * knight and a king step) or an archbishop mates. Under fog of war a
 * king can be taken, so nothing is a dead draw there. */
static void
test_cannot_mate_fourteen (void)
{
  g_autofree FtPosition *fog = NULL;

  g_assert_cmpint (white_eval ("13k/14/14/14/14/14/14/14/14/14/14/14/14/K5B7 w - - 0 1",
                               FT_RULES_FOURTEEN), ==, 0);
  g_assert_cmpint (white_eval ("13k/14/14/14/14/14/14/14/14/14/14/14/14/K5C7 b - - 0 1",
                               FT_RULES_FOURTEEN), ==, 0);
  g_assert_cmpint (white_eval ("13k/14/14/14/14/14/14/14/14/14/14/14/14/K5G7 w - - 0 1",
                               FT_RULES_FOURTEEN), >, 300);
  g_assert_cmpint (white_eval ("13k/14/14/14/14/14/14/14/14/14/14/14/14/K5H7 w - - 0 1",
                               FT_RULES_FOURTEEN), >, 300);
  fog = position_from_fen ("13k/14/14/14/14/14/14/14/14/14/14/14/14/K5B7 w - - 0 1",
                           FT_RULES_FOURTEEN);
  fog->fog = TRUE;
  g_assert_cmpint (ft_eval_endgame_scale (fog, FT_WHITE), ==, FT_EVAL_SCALE_NORMAL);
  g_assert_cmpint (ft_eval (fog, NULL), >, 150);
}

/* A rook pawn with the bishop of the wrong colour and the defending king
 * at the promotion corner: 0 for White and Black, on the a- and h-files,
 * and with no bishop at all. The right bishop, or the defending king far
 * from the corner, keeps the win. */
static void
test_wrong_rook_pawn (void)
{
  static const char *const draws[] = {
    "k7/8/8/8/8/8/P7/1K2B3 w - - 0 1",    /* dark bishop, a8 light */
    "k7/8/8/8/8/8/P7/1K2B3 b - - 0 1",
    "1k6/8/8/8/P7/8/P7/1K2B3 w - - 0 1",  /* two a-pawns, king on b8 */
    "7k/8/8/8/8/8/7P/1B4K1 w - - 0 1",    /* light bishop, h8 dark */
    "1k2b3/p7/8/8/8/8/8/K7 b - - 0 1",    /* Black: light bishop, a1 dark */
    "k7/8/8/8/8/8/P7/1K6 w - - 0 1",      /* no bishop */
  };
  static const char *const wins[] = {
    "k7/8/8/8/8/8/P7/1K3B2 w - - 0 1",    /* light bishop covers a8 */
    "8/8/8/4k3/8/8/P7/1K2B3 w - - 0 1",   /* king far from a8 */
    "k7/8/8/8/8/8/PP6/1K2B3 w - - 0 1",   /* a b-pawn too */
  };

  for (gsize i = 0; i < G_N_ELEMENTS (draws); i++)
    {
      g_test_message ("%s", draws[i]);
      g_assert_cmpint (white_eval (draws[i], FT_RULES_STANDARD), ==, 0);
    }
  for (gsize i = 0; i < G_N_ELEMENTS (wins); i++)
    {
      g_test_message ("%s", wins[i]);
      g_assert_cmpint (white_eval (wins[i], FT_RULES_STANDARD), >, 200);
    }
  /* The search agrees: nothing to win in the fortress; the right bishop
   * wins. */
  g_assert_cmpint (ABS (search_score ("k7/8/8/8/8/8/P7/1K2B3 w - - 0 1", FT_RULES_STANDARD, 10)),
                   <, 50);
  g_assert_cmpint (search_score ("k7/8/8/8/8/8/P7/1K3B2 w - - 0 1", FT_RULES_STANDARD, 10), >, 300);
}

/* In Fourteen the pawn promotes in the middle of the board, where the
 * defending king has no corner to hold: no fortress. */
static void
test_rook_pawn_fourteen (void)
{
  /* The white a-pawn on a7 promotes on a8, a light square; the bishop on
   * e1 is dark (the wrong one), and the black king stands on a8. */
  const char *fen = "14/14/14/14/14/14/k13/P13/14/14/14/14/14/1K2B9 w - - 0 1";

  g_assert_cmpint (scale_for (fen, FT_RULES_FOURTEEN, FT_WHITE), ==, FT_EVAL_SCALE_NORMAL);
}

/* The smaller scales: a rook against a minor piece without pawns, and
 * bishops of opposite colours. */
static void
test_drawish_scales (void)
{
  g_assert_cmpint (scale_for ("4k3/8/8/3b4/8/8/8/4K2R w - - 0 1", FT_RULES_STANDARD, FT_WHITE), ==, 4);
  g_assert_cmpint (scale_for ("4k3/8/8/3bb3/8/8/8/3RK2R w - - 0 1", FT_RULES_STANDARD, FT_WHITE), ==,
                   14);
  g_assert_cmpint (scale_for ("4k3/8/8/8/8/8/8/3QK2r w - - 0 1", FT_RULES_STANDARD, FT_WHITE), ==,
                   FT_EVAL_SCALE_NORMAL);
  /* Opposite bishops (d1 light, c7 dark) halve White's extra pawn; on one
   * colour (c8 light) they do not. */
  g_assert_cmpint (scale_for ("4k3/2b5/8/3P4/8/8/8/3BK3 w - - 0 1", FT_RULES_STANDARD, FT_WHITE), ==,
                   32);
  g_assert_cmpint (scale_for ("2b1k3/8/8/3P4/8/8/8/3BK3 w - - 0 1", FT_RULES_STANDARD, FT_WHITE), ==,
                   FT_EVAL_SCALE_NORMAL);
  /* A full board is never scaled. */
  g_assert_cmpint (scale_for (FT_FEN_STANDARD_START, FT_RULES_STANDARD, FT_WHITE), ==,
                   FT_EVAL_SCALE_NORMAL);
}

/* The material a player reads: the rules' own values. Standard chess
 * counts 1, 3, 3, 5, 9 (a knight for a bishop is even); Fourteen its own
 * table (docs/rules.md#pieces); a custom kind its config value under
 * either rules. */
static void
test_material_points (void)
{
  g_autofree FtPosition *standard = position_from_fen ("4k3/8/8/8/8/8/8/4K3 w - - 0 1", FT_RULES_STANDARD);
  g_autofree FtPosition *fourteen = g_new (FtPosition, 1);
  FtCustomKinds kinds = { 0 };
  g_autoptr (GError) error = NULL;

  g_assert_cmpint (ft_eval_material_points (standard, FT_PAWN), ==, 100);
  g_assert_cmpint (ft_eval_material_points (standard, FT_KNIGHT), ==, 300);
  g_assert_cmpint (ft_eval_material_points (standard, FT_BISHOP), ==, 300);
  g_assert_cmpint (ft_eval_material_points (standard, FT_ROOK), ==, 500);
  g_assert_cmpint (ft_eval_material_points (standard, FT_QUEEN), ==, 900);
  g_assert_cmpint (ft_eval_material_points (standard, FT_KING), ==, 0);
  /* A fairy kind in a standard layout keeps its Fourteen value. */
  g_assert_cmpint (ft_eval_material_points (standard, FT_CHANCELLOR), ==, 850);

  ft_position_set_fourteen_start (fourteen);
  g_assert_cmpint (ft_eval_material_points (fourteen, FT_KNIGHT), ==, 200);
  g_assert_cmpint (ft_eval_material_points (fourteen, FT_BISHOP), ==, 363);
  g_assert_cmpint (ft_eval_material_points (fourteen, FT_ROOK), ==, 525);
  g_assert_cmpint (ft_eval_material_points (fourteen, FT_AMAZON), ==, 1200);

  /* A custom kind: its own value, under standard rules too. */
  g_assert_true (ft_custom_kinds_add (&kinds, 'w', 450, "NN", &error));
  g_assert_no_error (error);
  g_assert_true (ft_fen_parse_custom ("4k3/8/8/8/8/3W4/8/4K3 w - - 0 1", FT_RULES_STANDARD, &kinds,
                                      standard, &error));
  g_assert_cmpint (ft_eval_material_points (standard, FT_CUSTOM_FIRST), ==, 450);
  g_assert_cmpint (ft_eval_material_points (standard, FT_KNIGHT), ==, 300);
}

/* Piece-square terms (ft-eval-params.h square): they
 * count in standard chess on its own board, the same for both colours (a
 * position and its colour-mirror score the same for the side to move), and
 * nowhere else. */
static void
test_square_terms (void)
{
  FtEvalParams *standard = &ft_eval_params[FT_RULES_STANDARD];
  FtEvalParams *fourteen = &ft_eval_params[FT_RULES_FOURTEEN];
  const char *chess = "r1bqk2r/pppp1ppp/2n2n2/2b1p3/2B1P3/3P1N2/PPP2PPP/RNBQK2R w KQkq - 1 5";
  const char *mirrored = "rnbqk2r/ppp2ppp/3p1n2/2b1p3/2B1P3/2N2N2/PPPP1PPP/R1BQK2R b KQkq - 1 5";
  const char *big = "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1";
  int saved_standard[2], saved_fourteen[2];
  int before, after;

  /* The colour-mirror scores the same for the side to move. */
  {
    g_autofree FtPosition *a = position_from_fen (chess, FT_RULES_STANDARD);
    g_autofree FtPosition *b = position_from_fen (mirrored, FT_RULES_STANDARD);
    g_assert_cmpint (ft_eval (a, NULL), ==, ft_eval (b, NULL));
  }

  /* A knight on g5 (its fifth rank, second file from the edge) is worth
   * exactly what the table says more or less, in standard chess... */
  memcpy (saved_standard, standard->square[FT_KNIGHT][4 * 4 + 1], sizeof saved_standard);
  before = white_eval (chess, FT_RULES_STANDARD);
  standard->square[FT_KNIGHT][4 * 4 + 1][FT_MG] += 64;
  standard->square[FT_KNIGHT][4 * 4 + 1][FT_EG] += 64;
  after = white_eval ("r1bqk2r/pppp1ppp/2n2n2/2b1p1N1/2B1P3/3P4/PPP2PPP/RNBQK2R w KQkq - 1 5",
                      FT_RULES_STANDARD);
  memcpy (standard->square[FT_KNIGHT][4 * 4 + 1], saved_standard, sizeof saved_standard);
  g_assert_cmpint (after - white_eval ("r1bqk2r/pppp1ppp/2n2n2/2b1p1N1/2B1P3/3P4/PPP2PPP/RNBQK2R w KQkq - 1 5",
                                       FT_RULES_STANDARD), ==, 64);
  g_assert_cmpint (before, ==, white_eval (chess, FT_RULES_STANDARD));

  /* ...and not on a board of Fourteen's rules, even 8×8 or with weights
   * set. */
  memcpy (saved_fourteen, fourteen->square[FT_PAWN][1 * 4 + 3], sizeof saved_fourteen);
  before = white_eval (big, FT_RULES_FOURTEEN);
  fourteen->square[FT_PAWN][1 * 4 + 3][FT_MG] += 500;
  fourteen->square[FT_PAWN][1 * 4 + 3][FT_EG] += 500;
  after = white_eval (big, FT_RULES_FOURTEEN);
  memcpy (fourteen->square[FT_PAWN][1 * 4 + 3], saved_fourteen, sizeof saved_fourteen);
  g_assert_cmpint (before, ==, after);
}

/* The evaluation from White's side with both halves of one weight pair
 * set to `value` for this call only. */
static int
white_eval_with (int pair[2], int value, const char *fen, FtRules rules)
{
  int saved[2] = { pair[FT_MG], pair[FT_EG] };
  int score;

  pair[FT_MG] = pair[FT_EG] = value;
  score = white_eval (fen, rules);
  pair[FT_MG] = saved[FT_MG];
  pair[FT_EG] = saved[FT_EG];
  return score;
}

/* A weight pair and how often its rule holds in a position: White's
 * count minus Black's. */
typedef struct {
  int *pair;
  int count;
} TermCount;

/* Each pair set to 64 (the rest as they are) adds 64 per count, whatever
 * the phase: the rule holds as often as the test says. */
static void
assert_counts (const TermCount *terms, guint n_terms, const char *fen)
{
  for (guint i = 0; i < n_terms; i++)
    g_assert_cmpint (white_eval_with (terms[i].pair, 64, fen, FT_RULES_STANDARD)
                       - white_eval_with (terms[i].pair, 0, fen, FT_RULES_STANDARD),
                     ==, 64 * terms[i].count);
}

/* The standard set's king and development terms (ft-eval-params.h
 * king_open_file, castling_right, undeveloped_minor, queen_early) count
 * exactly as often as their rules say in standard chess (a pair of 64 adds
 * 64 a count whatever the phase), and never under Fourteen's rules. */
static void
test_king_development_terms (void)
{
  FtEvalParams *standard = &ft_eval_params[FT_RULES_STANDARD];
  FtEvalParams *fourteen = &ft_eval_params[FT_RULES_FOURTEEN];
  /* White: castled behind f2 g2 h2, no rights, knight b1 and bishop c1 at
   * home, the queen out on d3. Black: king e8 with no pawn on the d or e
   * file, both rights, bishops c8 f8 and knight g8 at home, the queen at
   * home. */
  const char *chess = "r1bqkbnr/ppp2ppp/8/8/8/3Q4/5PPP/1NB2RK1 w kq - 0 1";
  const char *start = "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1";
  const TermCount terms[] = {
    { standard->king_open_file, 0 - 2 },
    { standard->castling_right, 0 - 2 },
    { standard->undeveloped_minor, 2 - 3 },
    { standard->queen_early, 2 - 0 },
  };

  assert_counts (terms, G_N_ELEMENTS (terms), chess);

  /* Fourteen's rules, even on an 8×8 board with rights and home pieces:
   * nothing, whatever the Fourteen set holds. */
  g_assert_cmpint (white_eval_with (fourteen->king_open_file, 500, start, FT_RULES_FOURTEEN), ==,
                   white_eval (start, FT_RULES_FOURTEEN));
  g_assert_cmpint (white_eval_with (fourteen->castling_right, 500, start, FT_RULES_FOURTEEN), ==,
                   white_eval (start, FT_RULES_FOURTEEN));
  g_assert_cmpint (white_eval_with (fourteen->undeveloped_minor, 500, start, FT_RULES_FOURTEEN), ==,
                   white_eval (start, FT_RULES_FOURTEEN));
  g_assert_cmpint (white_eval_with (fourteen->queen_early, 500, "rnbqkbnr/pppppppp/8/8/4P3/5Q2/PPPP1PPP/RNB1KBNR b KQkq - 0 1",
                                    FT_RULES_FOURTEEN), ==,
                   white_eval ("rnbqkbnr/pppppppp/8/8/4P3/5Q2/PPPP1PPP/RNB1KBNR b KQkq - 0 1", FT_RULES_FOURTEEN));
}

/* The piece and pawn terms (ft-eval-params.h threat_by_lesser,
 * threat_unguarded, passed_king_distance, connected_pawn, outpost) count
 * as their rules say. White: Kb3, Rb1, Nd5 (guarded by e4, out of reach of
 * Black's pawns), pawns a5 (passed, three steps to go) e4 f2 g2 h2. Black:
 * Kg8, Re7, Bc7, pawns f7 g6 h7. */
static void
test_piece_and_pawn_terms (void)
{
  FtEvalParams *standard = &ft_eval_params[FT_RULES_STANDARD];
  const char *fen = "6k1/2b1rp1p/6p1/P2N4/4P3/1K6/5PPP/1R6 w - - 0 1";
  const TermCount terms[] = {
    /* The knight hits the rook (worth more); the pawns and the kings are
     * never counted as threatened, nor do they threaten here. */
    { standard->threat_by_lesser, 1 - 0 },
    /* The knight hits the rook and the bishop, which no black pawn guards. */
    { standard->threat_unguarded, 2 - 0 },
    /* a5's square in front, a6: the black king 5 steps away (at most 5
     * count), White's 3; times 5 − 3 steps to go. */
    { standard->passed_king_distance, 2 * (5 - 3) },
    /* f2 g2 h2 side by side; g6 guarded by f7 and h7. */
    { standard->connected_pawn, 3 - 1 },
    /* The knight on d5; the bishop on its own second rank is not. */
    { standard->outpost, 1 - 0 },
  };

  assert_counts (terms, G_N_ELEMENTS (terms), fen);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/eval/cannot-mate", test_cannot_mate);
  g_test_add_func ("/eval/cannot-mate-fourteen", test_cannot_mate_fourteen);
  g_test_add_func ("/eval/wrong-rook-pawn", test_wrong_rook_pawn);
  g_test_add_func ("/eval/rook-pawn-fourteen", test_rook_pawn_fourteen);
  g_test_add_func ("/eval/drawish-scales", test_drawish_scales);
  g_test_add_func ("/eval/material-points", test_material_points);
  g_test_add_func ("/eval/square-terms", test_square_terms);
  g_test_add_func ("/eval/king-development-terms", test_king_development_terms);
  g_test_add_func ("/eval/piece-and-pawn-terms", test_piece_and_pawn_terms);
  return g_test_run ();
}
