/* test-search.c — the search, the evaluation and the easy level's rules. */
#include <string.h>

#include "ft-easy.h"
#include "ft-eval.h"
#include "ft-eval-params.h"
#include "ft-fen.h"
#include "ft-search.h"
#include "ft-tt.h"

static gboolean under_valgrind;

static FtPosition *
position_from_fen (const char *fen, FtRules rules)
{
  FtPosition *pos = g_new (FtPosition, 1);
  g_autoptr (GError) error = NULL;

  if (!ft_fen_parse (fen, rules, pos, &error))
    g_error ("bad test FEN %s: %s", fen, error->message);
  return pos;
}

static FtMove
search_depth (const FtPosition *pos, int depth, FtSearchInfo *info)
{
  FtSearcher *searcher = ft_searcher_new (4);
  FtSearchLimits limits = { 0 };
  FtMove move;

  limits.remaining_ms = -1;
  limits.depth = depth;
  move = ft_searcher_search (searcher, pos, &limits, NULL, NULL, NULL, info);
  ft_searcher_free (searcher);
  return move;
}

static gboolean
is_legal_move (const FtPosition *pos, FtMove move)
{
  FtMoveList *list = g_new (FtMoveList, 1);
  gboolean found = FALSE;

  ft_position_generate_legal (pos, list);
  for (guint i = 0; i < list->count; i++)
    if (list->moves[i] == move)
      found = TRUE;
  g_free (list);
  return found;
}

static gboolean
move_mates (FtPosition *pos, FtMove move)
{
  FtResultReason reason;
  FtResult result;

  ft_position_make_move (pos, move);
  result = ft_position_result (pos, &reason);
  ft_position_unmake_move (pos);
  return result != FT_RESULT_NONE && reason == FT_REASON_CHECKMATE;
}

static gboolean
has_mate_in_one (FtPosition *pos)
{
  FtMoveList *list = g_new (FtMoveList, 1);
  gboolean found = FALSE;

  ft_position_generate_legal (pos, list);
  for (guint i = 0; i < list->count && !found; i++)
    found = move_mates (pos, list->moves[i]);
  g_free (list);
  return found;
}

/* ---- Search ------------------------------------------------------------- */

/* A camel leap mates a king boxed in by its own rook and pawns. */
static void
test_mate_in_one_camel (void)
{
  FtPosition *pos = position_from_fen ("kr12/pp12/14/14/4C9/14/14/14/14/14/14/14/14/13K w - - 0 1",
                                       FT_RULES_FOURTEEN);
  FtSearchInfo info;
  FtMove move = search_depth (pos, 3, &info);

  g_assert_true (is_legal_move (pos, move));
  g_assert_cmpint (FT_PIECE_KIND (pos->board[FT_MOVE_FROM (move)]), ==, FT_CAMEL);
  g_assert_true (move_mates (pos, move));
  g_assert_cmpint (info.score, ==, FT_SCORE_MATE - 1);
  g_free (pos);
}

/* A general's check drives the king into a rook mate; the position has no
 * mate in one, and after the search's first move every reply allows mate. */
static void
check_mate_in_two (const char *fen)
{
  FtPosition *pos = position_from_fen (fen, FT_RULES_FOURTEEN);
  FtMoveList *replies = g_new (FtMoveList, 1);
  FtSearchInfo info;
  FtMove move;

  g_assert_false (has_mate_in_one (pos));
  move = search_depth (pos, 5, &info);
  g_assert_true (is_legal_move (pos, move));
  g_assert_cmpint (info.score, ==, FT_SCORE_MATE - 3);

  ft_position_make_move (pos, move);
  ft_position_generate_legal (pos, replies);
  g_assert_cmpuint (replies->count, >, 0);
  for (guint i = 0; i < replies->count; i++)
    {
      ft_position_make_move (pos, replies->moves[i]);
      g_assert_true (has_mate_in_one (pos));
      ft_position_unmake_move (pos);
    }
  g_free (replies);
  g_free (pos);
}

static void
test_mate_in_two_general (void)
{
  check_mate_in_two ("k13/3G10/14/14/14/14/14/14/14/14/14/14/14/7R5K w - - 0 1");
}

static void
test_mate_in_two_chancellor (void)
{
  check_mate_in_two ("k13/14/2K11/14/14/14/14/14/14/14/14/14/14/7E6 w - - 0 1");
}

/* Late-move pruning and futility spare quiet checks: in the two-rook
 * ladder (1.Rb7 Kg8 2.Ra8#) the mating check is a quiet move late in its
 * node's order, which the pruning near the leaves used to skip, so that
 * depth 4 still saw only +11 pawns. Depth 3 sees the mate. */
static void
test_quiet_mating_check_not_pruned (void)
{
  g_autofree FtPosition *pos = position_from_fen ("7k/8/R7/1R6/8/8/8/6K1 w - - 0 1", FT_RULES_STANDARD);
  FtSearchInfo info;

  g_assert_false (has_mate_in_one (pos));
  search_depth (pos, 3, &info);
  g_assert_cmpint (info.score, ==, FT_SCORE_MATE - 3);
}

static void
test_hanging_amazon (void)
{
  FtPosition *pos = position_from_fen ("13k/pp12/14/14/14/5a8/14/4N9/14/14/14/14/PP12/11K2 w - - 0 1",
                                       FT_RULES_FOURTEEN);
  FtSearchInfo info;
  FtMove move = search_depth (pos, under_valgrind ? 2 : 4, &info);

  g_assert_true (FT_MOVE_IS_CAPTURE (move));
  g_assert_cmpint (FT_PIECE_KIND (pos->board[FT_MOVE_TO (move)]), ==, FT_AMAZON);
  g_assert_cmpint (info.score, >, 0);
  g_free (pos);
}

/* Black's turn: the side to move gets mated, stalemated or has a move. */
static void
test_no_legal_move (void)
{
  /* Black king a14 stalemated by a white queen on b12. */
  FtPosition *pos = position_from_fen ("k13/14/1Q12/14/14/14/14/14/14/14/14/14/14/13K b - - 0 1",
                                       FT_RULES_FOURTEEN);
  FtSearchInfo info;

  g_assert_cmpuint (search_depth (pos, 3, &info), ==, FT_MOVE_NONE);
  g_assert_cmpint (info.score, ==, 0);
  g_free (pos);
}

static const char *const test_fens[] = {
  "kr12/pp12/14/14/4C9/14/14/14/14/14/14/14/14/13K w - - 0 1",
  "k13/3G10/14/14/14/14/14/14/14/14/14/14/14/7R5K b - - 0 1",
  "13k/pp12/14/14/14/5a8/14/4N9/14/14/14/14/PP12/11K2 b - - 0 1",
  "rnbhcgakgcebnr/pppppppppppppp/14/14/14/14/14/14/14/14/14/14/PPPPPPPPPPPPPP/RNBHCGAKGCEBNR w NAna - 0 1",
  "rnbhcg1kgc4/ppppppppppp3/11p2/9H4/3e10/9a4/6E7/14/14/7A6/3P4B1P3/14/PPP1PPPPPP1PPP/RN2CG1KGC2NR w NAa - 17 21",
};

static const char *const test_fens_standard[] = {
  "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
  "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
  "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
  "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
};

/* The search returns a legal move in every test position, and in the
 * positions of random games on the 14×14 board. */
static void
test_legal_move_everywhere (void)
{
  FtSearchInfo info;
  int depth = under_valgrind ? 1 : 3;

  for (gsize i = 0; i < G_N_ELEMENTS (test_fens); i++)
    {
      FtPosition *pos = position_from_fen (test_fens[i], FT_RULES_FOURTEEN);
      FtMove move = search_depth (pos, depth, &info);
      g_test_message ("%s: depth %d, %" G_GUINT64_FORMAT " nodes", test_fens[i], info.depth, info.nodes);
      g_assert_true (is_legal_move (pos, move));
      g_free (pos);
    }
  for (gsize i = 0; i < G_N_ELEMENTS (test_fens_standard); i++)
    {
      FtPosition *pos = position_from_fen (test_fens_standard[i], FT_RULES_STANDARD);
      FtMove move = search_depth (pos, depth + 1, &info);
      g_assert_true (is_legal_move (pos, move));
      g_free (pos);
    }

  for (guint64 seed = 1; seed <= (under_valgrind ? 1u : 4u); seed++)
    {
      FtPosition *pos = g_new (FtPosition, 1);
      FtEasyRandom random;
      ft_position_set_fourteen_start (pos);
      ft_easy_random_init (&random, seed);
      for (int ply = 0; ply < 60; ply++)
        {
          FtMove easy = ft_easy_choose_move (pos, &random, NULL);
          if (easy == FT_MOVE_NONE)
            break;
          if (ply % 15 == 14)
            {
              FtMove move = search_depth (pos, under_valgrind ? 1 : 2, &info);
              g_assert_true (is_legal_move (pos, move));
            }
          g_assert_true (is_legal_move (pos, easy));
          ft_position_make_move (pos, easy);
        }
      g_free (pos);
    }
}

static gint stop_flag;

static gpointer
stop_later (gpointer data G_GNUC_UNUSED)
{
  g_usleep (100 * 1000);
  g_atomic_int_set (&stop_flag, 1);
  return NULL;
}

/* An infinite search ends when the stop flag is set, with a legal move. */
static void
test_stop_flag (void)
{
  FtPosition *pos = g_new (FtPosition, 1);
  FtSearcher *searcher = ft_searcher_new (4);
  FtSearchLimits limits = { 0 };
  FtSearchInfo info;
  GThread *stopper;
  gint64 started;
  FtMove move;

  ft_position_set_fourteen_start (pos);
  limits.remaining_ms = -1;
  limits.infinite = TRUE;
  g_atomic_int_set (&stop_flag, 0);
  started = g_get_monotonic_time ();
  stopper = g_thread_new ("stopper", stop_later, NULL);
  move = ft_searcher_search (searcher, pos, &limits, NULL, NULL, &stop_flag, &info);
  g_thread_join (stopper);
  g_test_message ("stopped after %" G_GINT64_FORMAT " ms at depth %d",
                  (g_get_monotonic_time () - started) / 1000, info.depth);
  g_assert_true (g_atomic_int_get (&stop_flag));
  g_assert_true (is_legal_move (pos, move));
  ft_searcher_free (searcher);
  g_free (pos);
}

/* With a clock the search plans remaining/40 plus most of the increment,
 * never more than a fraction of what is left, and stops in time. */
static void
test_time_plan (void)
{
  gint64 soft, hard;

  ft_search_plan_time (180000, 2000, &soft, &hard);
  g_assert_cmpint (soft, >=, 180000 / 40);
  g_assert_cmpint (soft, <=, 180000 / 40 + 2000);
  g_assert_cmpint (hard, >=, soft);
  g_assert_cmpint (hard, <=, 180000 / 3);

  /* Near the reserve of five increments, think at most half an increment:
   * the clock grows again. */
  ft_search_plan_time (12000, 2000, &soft, &hard);
  g_assert_cmpint (hard, <=, 1000);
  g_assert_cmpint (soft, <=, hard);
  ft_search_plan_time (20000, 2000, &soft, &hard);
  g_assert_cmpint (20000 - hard, >=, 10000);

  /* Worst case at the default 180 + 2: every move uses its whole hard cap
   * for 150 moves; the clock never falls under 10 s. */
  {
    gint64 clock = 180000;
    gint64 lowest = clock;
    for (int move = 0; move < 150; move++)
      {
        ft_search_plan_time (clock, 2000, &soft, &hard);
        clock -= hard;
        lowest = MIN (lowest, clock);
        clock += 2000;
      }
    g_test_message ("180+2, always the hard cap: lowest clock %.1f s", lowest / 1000.0);
    g_assert_cmpint (lowest, >=, 10000);
  }

  /* Nearly out of time: never plan past what is left. */
  ft_search_plan_time (300, 0, &soft, &hard);
  g_assert_cmpint (hard, <, 300);
  ft_search_plan_time (1, 0, &soft, &hard);
  g_assert_cmpint (hard, >=, 1);
  g_assert_cmpint (hard, <=, 1);

  if (!under_valgrind)
    {
      FtPosition *pos = g_new (FtPosition, 1);
      FtSearcher *searcher = ft_searcher_new (4);
      FtSearchLimits limits = { 0 };
      gint64 started;
      gint64 spent;
      ft_position_set_fourteen_start (pos);
      limits.remaining_ms = 1000;
      ft_search_plan_time (1000, 0, &soft, &hard);
      started = g_get_monotonic_time ();
      g_assert_true (is_legal_move (pos, ft_searcher_search (searcher, pos, &limits, NULL, NULL, NULL, NULL)));
      spent = (g_get_monotonic_time () - started) / 1000;
      g_test_message ("1 s clock: planned %" G_GINT64_FORMAT "/%" G_GINT64_FORMAT " ms, spent %" G_GINT64_FORMAT " ms",
                      soft, hard, spent);
      /* The hard cap (a third of the clock) holds with a wide margin for
       * a loaded machine. */
      g_assert_cmpint (spent, <, 1000);
      ft_searcher_free (searcher);
      g_free (pos);
    }
}

/* The same searcher settings give the same answer; the normal level's noise
 * depends on its seed only. */
static void
test_repeatable (void)
{
  FtPosition *pos = g_new (FtPosition, 1);
  FtMove moves[2];
  int scores[2];
  int depth = under_valgrind ? 2 : 4;

  ft_position_set_fourteen_start (pos);
  for (int run = 0; run < 2; run++)
    {
      FtSearcher *searcher = ft_searcher_new (4);
      FtSearchLimits limits = { 0 };
      FtSearchInfo info;
      limits.remaining_ms = -1;
      limits.depth = depth;
      ft_searcher_set_level (searcher, FT_LEVEL_NORMAL, 42);
      moves[run] = ft_searcher_search (searcher, pos, &limits, NULL, NULL, NULL, &info);
      scores[run] = info.score;
      ft_searcher_free (searcher);
    }
  g_assert_cmpuint (moves[0], ==, moves[1]);
  g_assert_cmpint (scores[0], ==, scores[1]);
  g_free (pos);
}

static void
test_transposition_table (void)
{
  FtTt *tt = ft_tt_new (1);
  FtTtEntry entry;
  FtMove move = FT_MAKE_MOVE (FT_SQUARE (1, 1), FT_SQUARE (1, 3), FT_NO_KIND, FT_MOVE_DOUBLE_STEP, FALSE);

  g_assert_false (ft_tt_probe (tt, 12345, &entry));
  ft_tt_store (tt, 12345, move, -77, 6, FT_TT_LOWER);
  g_assert_true (ft_tt_probe (tt, 12345, &entry));
  g_assert_cmpuint (entry.key, ==, 12345);
  g_assert_cmpuint (entry.move, ==, move);
  g_assert_cmpint (entry.score, ==, -77);
  g_assert_cmpint (entry.depth, ==, 6);
  g_assert_cmpint (entry.bound_and_age & 3, ==, FT_TT_LOWER);
  /* A store without a move keeps the known best move. */
  ft_tt_store (tt, 12345, FT_MOVE_NONE, 10, 7, FT_TT_EXACT);
  g_assert_true (ft_tt_probe (tt, 12345, &entry));
  g_assert_cmpuint (entry.move, ==, move);
  g_assert_cmpint (entry.score, ==, 10);
  /* Scores and depths at their limits come back as stored. */
  ft_tt_store (tt, 999, move, -32000, -1, FT_TT_UPPER);
  g_assert_true (ft_tt_probe (tt, 999, &entry));
  g_assert_cmpint (entry.score, ==, -32000);
  g_assert_cmpint (entry.depth, ==, -1);
  /* Another key of the same bucket is not this one. */
  g_assert_false (ft_tt_probe (tt, 12345 ^ 1, &entry));
  ft_tt_clear (tt);
  g_assert_false (ft_tt_probe (tt, 12345, &entry));
  ft_tt_free (tt);
}

/* ---- Evaluation --------------------------------------------------------- */

static void
test_eval_symmetric_start (void)
{
  FtPosition *pos = g_new (FtPosition, 1);
  int white, black;

  ft_position_set_fourteen_start (pos);
  white = ft_eval (pos, NULL);
  ft_position_make_null_move (pos);
  black = ft_eval (pos, NULL);
  ft_position_unmake_null_move (pos);
  /* Same score for either side to move: the layout is symmetric. */
  g_assert_cmpint (white, ==, black);
  g_free (pos);
}

/* A pawn one step from the halfway promotion rank is worth far more than
 * the same pawn at home. */
static void
test_eval_pawn_race (void)
{
  FtPosition *home = position_from_fen ("13k/14/14/14/14/14/14/14/14/14/14/14/P13/13K w - - 0 1",
                                        FT_RULES_FOURTEEN);
  FtPosition *near = position_from_fen ("13k/14/14/14/14/14/14/P13/14/14/14/14/14/13K w - - 0 1",
                                        FT_RULES_FOURTEEN);
  int home_score = ft_eval (home, NULL);
  int near_score = ft_eval (near, NULL);

  g_test_message ("pawn on a2: %d, on a7: %d", home_score, near_score);
  g_assert_cmpint (near_score - home_score, >, 250);
  g_free (home);
  g_free (near);
}

/* Material dominates: an extra amazon is worth about its tuned value
 * (within a fifth: mobility, centre and the move add a little). */
static void
test_eval_material (void)
{
  FtPosition *pos = position_from_fen ("13k/14/14/14/14/14/14/14/14/14/14/14/14/1A11K w - - 0 1",
                                       FT_RULES_FOURTEEN);
  int amazon = ft_eval_params[FT_RULES_FOURTEEN].value[FT_AMAZON][1];
  int score = ft_eval (pos, NULL);

  g_test_message ("an amazon's value %d, the position %d", amazon, score);
  g_assert_cmpint (amazon, >, 1000);
  g_assert_cmpint (score, >, amazon * 4 / 5);
  g_assert_cmpint (score, <, amazon * 6 / 5);
  g_free (pos);
}

/* ---- Easy level: one test per priority rule ---------------------------- */

static FtMove
easy_move (const FtPosition *pos, guint64 seed, FtEasyRule *rule)
{
  FtEasyRandom random;
  ft_easy_random_init (&random, seed);
  return ft_easy_choose_move (pos, &random, rule);
}

/* Rule 1: checkmate beats even a queen for a pawn. */
static void
test_easy_checkmate (void)
{
  FtPosition *pos = position_from_fen ("kr12/pp12/14/14/4C9/14/14/14/14/14/14/2q11/1P12/13K w - - 0 1",
                                       FT_RULES_FOURTEEN);

  for (guint64 seed = 0; seed < 8; seed++)
    {
      FtEasyRule rule;
      FtMove move = easy_move (pos, seed, &rule);
      g_assert_cmpint (rule, ==, FT_EASY_RULE_CHECKMATE);
      g_assert_true (move_mates (pos, move));
    }
  g_free (pos);
}

/* Rule 2: the pawn takes the amazon (difference 1100) rather than the
 * knight taking the rook (325). */
static void
test_easy_winning_capture (void)
{
  FtPosition *pos = position_from_fen ("13k/14/14/14/14/14/14/5r8/3a10/2P1N9/14/14/14/13K w - - 0 1",
                                       FT_RULES_FOURTEEN);
  FtEasyRule rule;
  FtMove move = easy_move (pos, 3, &rule);

  g_assert_cmpint (rule, ==, FT_EASY_RULE_WINNING_CAPTURE);
  g_assert_cmpint (FT_PIECE_KIND (pos->board[FT_MOVE_FROM (move)]), ==, FT_PAWN);
  g_assert_cmpint (FT_PIECE_KIND (pos->board[FT_MOVE_TO (move)]), ==, FT_AMAZON);
  g_free (pos);
}

/* Rule 3: an amazon attacked by a pawn moves away, to a safe square. */
static void
test_easy_save_from_cheaper (void)
{
  FtPosition *pos = position_from_fen ("13k/14/14/14/14/7p6/6A7/14/14/14/14/14/14/13K w - - 0 1",
                                       FT_RULES_FOURTEEN);

  for (guint64 seed = 0; seed < 8; seed++)
    {
      FtEasyRule rule;
      FtMove move = easy_move (pos, seed, &rule);
      g_assert_cmpint (rule, ==, FT_EASY_RULE_SAVE_PIECE);
      g_assert_cmpuint (FT_MOVE_FROM (move), ==, FT_SQUARE (6, 7));
      g_assert_true (ft_easy_move_is_safe (pos, move));
    }
  g_free (pos);
}

/* Rule 3: an undefended rook attacked by a rook (not cheaper) is saved. */
static void
test_easy_save_undefended (void)
{
  FtPosition *pos = position_from_fen ("13k/14/2r11/14/14/14/14/14/14/14/14/2R11/14/13K w - - 0 1",
                                       FT_RULES_FOURTEEN);

  for (guint64 seed = 0; seed < 8; seed++)
    {
      FtEasyRule rule;
      FtMove move = easy_move (pos, seed, &rule);
      g_assert_cmpint (rule, ==, FT_EASY_RULE_SAVE_PIECE);
      g_assert_cmpuint (FT_MOVE_FROM (move), ==, FT_SQUARE (2, 2));
      g_assert_true (ft_easy_move_is_safe (pos, move));
    }
  g_free (pos);
}

/* Rule 4: with nothing to win, save or attack, the move goes to a safe
 * square although the knight could step where a pawn takes it. */
static void
test_easy_prefers_safe_squares (void)
{
  FtPosition *pos = position_from_fen ("13k/14/14/14/14/3p10/14/14/3N10/14/14/14/14/13K w - - 0 1",
                                       FT_RULES_FOURTEEN);
  FtMove unsafe = ft_position_parse_move (pos, "d6c8");

  g_assert_cmpuint (unsafe, !=, FT_MOVE_NONE);
  g_assert_false (ft_easy_move_is_safe (pos, unsafe));
  for (guint64 seed = 0; seed < 32; seed++)
    {
      FtEasyRule rule;
      FtMove move = easy_move (pos, seed, &rule);
      g_assert_cmpint (rule, ==, FT_EASY_RULE_RANDOM_SAFE);
      g_assert_true (ft_easy_move_is_safe (pos, move));
    }
  g_free (pos);
}

/* Rule 5: attack the king or a square next to it that is not attacked yet. */
static void
test_easy_attack_king (void)
{
  FtPosition *pos = position_from_fen ("7k6/14/14/14/14/14/14/14/14/14/14/14/14/R12K w - - 0 1",
                                       FT_RULES_FOURTEEN);
  FtSquare king = pos->king_square[FT_BLACK];
  const int ring[8] = { 1, -1, FT_STRIDE, -FT_STRIDE, FT_STRIDE + 1, FT_STRIDE - 1, -FT_STRIDE + 1, -FT_STRIDE - 1 };

  for (guint64 seed = 0; seed < 8; seed++)
    {
      FtEasyRule rule;
      FtMove move = easy_move (pos, seed, &rule);
      gboolean attacks = FALSE;
      g_assert_cmpint (rule, ==, FT_EASY_RULE_ATTACK_KING);
      g_assert_true (ft_easy_move_is_safe (pos, move));
      ft_position_make_move (pos, move);
      attacks = ft_position_in_check (pos);
      for (int d = 0; d < 8; d++)
        {
          FtSquare sq = king + ring[d];
          if (pos->board[sq] != FT_OFFBOARD && ft_position_is_attacked (pos, sq, FT_WHITE))
            attacks = TRUE;
        }
      ft_position_unmake_move (pos);
      g_assert_true (attacks);
    }
  g_free (pos);
}

/* Rule 6 and the seed: the same seed repeats the choice, different seeds
 * vary it. */
static void
test_easy_random_repeatable (void)
{
  FtPosition *pos = position_from_fen ("13k/14/14/14/14/3p10/14/14/3N10/14/14/14/14/13K w - - 0 1",
                                       FT_RULES_FOURTEEN);
  GHashTable *seen = g_hash_table_new (NULL, NULL);

  for (guint64 seed = 0; seed < 16; seed++)
    {
      FtEasyRule rule;
      FtMove first = easy_move (pos, seed, &rule);
      FtMove again = easy_move (pos, seed, NULL);
      g_assert_cmpuint (first, ==, again);
      g_assert_true (is_legal_move (pos, first));
      g_hash_table_add (seen, GUINT_TO_POINTER (first));
    }
  g_assert_cmpuint (g_hash_table_size (seen), >, 1);
  g_hash_table_unref (seen);
  g_free (pos);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  under_valgrind = g_getenv ("FT_UNDER_VALGRIND") != NULL;

  g_test_add_func ("/search/mate-in-one-camel", test_mate_in_one_camel);
  g_test_add_func ("/search/mate-in-two-general", test_mate_in_two_general);
  g_test_add_func ("/search/mate-in-two-chancellor", test_mate_in_two_chancellor);
  g_test_add_func ("/search/quiet-mating-check-not-pruned", test_quiet_mating_check_not_pruned);
  g_test_add_func ("/search/hanging-amazon", test_hanging_amazon);
  g_test_add_func ("/search/no-legal-move", test_no_legal_move);
  g_test_add_func ("/search/legal-move-everywhere", test_legal_move_everywhere);
  g_test_add_func ("/search/stop-flag", test_stop_flag);
  g_test_add_func ("/search/time-plan", test_time_plan);
  g_test_add_func ("/search/repeatable", test_repeatable);
  g_test_add_func ("/search/transposition-table", test_transposition_table);
  g_test_add_func ("/eval/symmetric-start", test_eval_symmetric_start);
  g_test_add_func ("/eval/pawn-race", test_eval_pawn_race);
  g_test_add_func ("/eval/material", test_eval_material);
  g_test_add_func ("/easy/checkmate", test_easy_checkmate);
  g_test_add_func ("/easy/winning-capture", test_easy_winning_capture);
  g_test_add_func ("/easy/save-from-cheaper-attacker", test_easy_save_from_cheaper);
  g_test_add_func ("/easy/save-undefended", test_easy_save_undefended);
  g_test_add_func ("/easy/prefers-safe-squares", test_easy_prefers_safe_squares);
  g_test_add_func ("/easy/attack-king", test_easy_attack_king);
  g_test_add_func ("/easy/random-repeatable", test_easy_random_repeatable);
  return g_test_run ();
}
