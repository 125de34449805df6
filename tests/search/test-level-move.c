/* test-level-move.c — the ladder's table (ft-levels.c) and the moves of its
 * levels (ft-level-move.c): every level plays a legal move on every board,
 * the same game replays the same, the weakening falls as the levels rise,
 * and what looks natural to a person looks natural here. */
#include <string.h>

#include "ft-level-move.h"
#include "ft-test-util.h"

static gboolean under_valgrind;

static FtPosition *
position_from_fen (const char *fen, FtRules rules)
{
  FtPosition *pos = ft_test_position_new ();

  ft_test_fen (pos, rules, fen);
  return pos;
}

static gboolean
is_legal_move (const FtPosition *pos, FtMove move)
{
  g_autofree FtMoveList *list = g_new (FtMoveList, 1);

  ft_position_generate_legal (pos, list);
  for (guint i = 0; i < list->count; i++)
    if (list->moves[i] == move)
      return TRUE;
  return FALSE;
}

static FtMove
parse (const FtPosition *pos, const char *text)
{
  FtMove move = ft_position_parse_move (pos, text);

  g_assert_true (move != FT_MOVE_NONE);
  return move;
}

/* The table: one row a level, the ends as the spec says, each game's
 * ladder ends at full strength and at least 8 levels up, and below its
 * top the weakening falls as the levels rise. Easy (level 1) is the
 * spec's priority rules in chess; at checkers the greedy rules are a rung
 * of their own (level 4), above three human-like rungs weaker than they
 * are, and the weakening is compared across them. */
static void
test_table (void)
{
  g_assert_null (ft_level_spec (0));
  g_assert_null (ft_level_spec (FT_LEVEL_TOP + 1));
  g_assert_false (ft_level_is_valid (0));
  g_assert_true (ft_level_is_valid (FT_LEVEL_TOP));
  g_assert_cmpint (FT_LEVEL_EASY, <, FT_LEVEL_NORMAL);
  g_assert_cmpint (FT_LEVEL_NORMAL, <, FT_LEVEL_HARD);
  g_assert_cmpint (FT_LEVEL_HARD, ==, FT_LEVEL_TOP);
  g_assert_true (ft_level_chess_play (FT_LEVEL_1, FT_RULES_STANDARD)
                 == ft_level_play (FT_LEVEL_1, FT_LEVEL_COLUMN_STANDARD));
  g_assert_true (ft_level_chess_play (FT_LEVEL_1, FT_RULES_FOURTEEN)
                 == ft_level_play (FT_LEVEL_1, FT_LEVEL_COLUMN_FOURTEEN));
  for (FtLevelColumn column = 0; column < FT_N_LEVEL_COLUMNS; column++)
    {
      const FtLevelPlay *before = NULL;
      FtLevel top = ft_level_top (column);

      g_test_message ("column %d: %d levels", column, top);
      g_assert_cmpint (top, >=, FT_LEVEL_8);
      g_assert_cmpint (FT_LEVEL_NORMAL, <, top);
      guint n_rules = 0;

      g_assert_cmpint (ft_level_play (ft_level_rules (column), column)->mode, ==, FT_LEVEL_MODE_RULES);
      if (column != FT_LEVEL_COLUMN_CHECKERS)
        g_assert_cmpint (ft_level_rules (column), ==, FT_LEVEL_EASY);
      else
        g_assert_cmpint (ft_level_rules (column), ==, FT_LEVEL_4);
      for (FtLevel level = FT_LEVEL_1; level <= FT_LEVEL_TOP; level++)
        {
          const FtLevelPlay *play = ft_level_play (level, column);

          g_assert_cmpint (ft_level_spec (level)->level, ==, level);
          g_assert_true (ft_level_play_is_full (play) == (level >= top));
          if (play->mode == FT_LEVEL_MODE_RULES)
            {
              /* Across the rules the whole play changes: compare the
               * rungs above them with each other only. */
              n_rules++;
              before = NULL;
              continue;
            }
          if (before != NULL && level <= top)
            {
              g_assert_cmpint (play->mode, >=, before->mode);
              g_assert_cmpint (play->noise, <=, before->noise);
              if (play->mode == FT_LEVEL_MODE_HUMAN && before->mode == FT_LEVEL_MODE_HUMAN)
                {
                  g_assert_cmpint (play->sight, >=, before->sight);
                  /* More sight, or fewer turns judged without it. */
                  g_assert_true (play->sight > before->sight || play->oversight < before->oversight);
                  g_assert_cmpint (play->miss_capture, <=, before->miss_capture);
                  g_assert_cmpint (play->overlook, <=, before->overlook);
                  g_assert_cmpint (play->natural, <=, before->natural);
                  g_assert_cmpint (play->quiet_noise, <=, before->quiet_noise);
                }
              if (play->mode == FT_LEVEL_MODE_SEARCH && before->mode == FT_LEVEL_MODE_SEARCH
                  && level < top)
                g_assert_true (play->nodes > before->nodes || play->depth > before->depth);
            }
          before = play;
        }
      g_assert_cmpuint (n_rules, ==, 1);
    }
}

/* What a person would call natural. */
static void
test_naturalness (void)
{
  /* 1.e4 d5 2.exd5 Qxd5 3.Nc3: the queen is attacked; then the knight
   * takes on d5 after …Qxd5?? */
  g_autofree FtPosition *pos = position_from_fen (
    "rnb1kbnr/ppp1pppp/8/3q4/8/2N5/PPPP1PPP/R1BQKBNR b KQkq - 1 3", FT_RULES_STANDARD);
  g_autofree FtPosition *castle = position_from_fen (
    "r1bqk2r/pppp1ppp/2n2n2/2b1p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4", FT_RULES_STANDARD);
  int saving = ft_level_move_naturalness (pos, parse (pos, "d5a5"));
  int pawn_edge = ft_level_move_naturalness (pos, parse (pos, "h7h6"));
  int king = ft_level_move_naturalness (castle, parse (castle, "e1f1"));
  int castling = ft_level_move_naturalness (castle, parse (castle, "e1g1"));
  int develop = ft_level_move_naturalness (castle, parse (castle, "b1c3"));
  int rook = ft_level_move_naturalness (castle, parse (castle, "h1g1"));

  g_assert_cmpint (saving, >, pawn_edge);
  g_assert_cmpint (castling, >, king);
  g_assert_cmpint (develop, >, rook);
  g_assert_cmpint (castling, <=, 100);
  g_assert_cmpint (king, >=, 0);
  /* A recapture is the most natural move of all. */
  ft_position_make_move (pos, parse (pos, "d5d2"));
  g_assert_cmpint (ft_level_move_naturalness (pos, parse (pos, "c1d2")), ==, 100);
}

/* Every level plays a legal move on each board, at once under a clock. */
static void
test_every_level_legal (void)
{
  static const struct { const char *fen; FtRules rules; } boards[] = {
    { "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1", FT_RULES_STANDARD },
    { "r1bqkb1r/pppp1ppp/2n2n2/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR w KQkq - 4 4", FT_RULES_STANDARD },
    { "rcnbhkaebncr/pppppppppppp/12/12/12/12/12/12/PPPPPPPPPPPP/RCNBHKAEBNCR w - - 0 1", FT_RULES_FOURTEEN },
  };
  FtSearcher *searcher = ft_searcher_new (4);
  g_autofree FtPosition *fourteen = g_new (FtPosition, 1);

  ft_position_set_fourteen_start (fourteen);
  for (guint b = 0; b <= G_N_ELEMENTS (boards); b++)
    {
      g_autofree FtPosition *pos = b < G_N_ELEMENTS (boards)
                                     ? position_from_fen (boards[b].fen, boards[b].rules)
                                     : g_memdup2 (fourteen, sizeof *fourteen);

      for (FtLevel level = FT_LEVEL_1; level <= ft_level_top (ft_level_column_of_rules (pos->rules)); level++)
        {
          FtSearchLimits limits = { 0 };
          FtSearchInfo info;
          FtMove move;
          gint64 started = g_get_monotonic_time ();

          /* Three seconds left: the plan's hard cap is about 225 ms. */
          limits.remaining_ms = under_valgrind ? 1000 : 3000;
          move = ft_level_choose_move (searcher, level, 7, pos, &limits, NULL, NULL, NULL, &info);
          g_assert_true (is_legal_move (pos, move));
          g_assert_true (info.best_move == move);
          /* Never the whole clock (valgrind is too slow to say). */
          if (!under_valgrind)
            g_assert_cmpint ((g_get_monotonic_time () - started) / 1000, <, limits.remaining_ms);
        }
    }
  ft_searcher_free (searcher);
}

/* The same game replays the same; a new game (seed) plays otherwise. */
static void
test_seeded (void)
{
  FtSearcher *searcher = ft_searcher_new (4);
  g_autofree FtPosition *pos = g_new (FtPosition, 1);
  FtSearchLimits limits = { 0 };
  guint differ = 0;

  limits.remaining_ms = -1;
  limits.movetime_ms = 60000;
  ft_position_set_standard_start (pos);
  for (guint64 seed = 1; seed <= 8; seed++)
    {
      FtMove a, b, c;

      ft_searcher_clear (searcher);
      a = ft_level_choose_move (searcher, FT_LEVEL_3, seed, pos, &limits, NULL, NULL, NULL, NULL);
      ft_searcher_clear (searcher);
      b = ft_level_choose_move (searcher, FT_LEVEL_3, seed, pos, &limits, NULL, NULL, NULL, NULL);
      ft_searcher_clear (searcher);
      c = ft_level_choose_move (searcher, FT_LEVEL_3, seed + 100, pos, &limits, NULL, NULL, NULL, NULL);
      g_assert_true (a == b);
      differ += a != c;
    }
  g_assert_cmpuint (differ, >, 0);
  ft_searcher_free (searcher);
}

/* A queen left hanging: the lower levels sometimes miss it, the upper
 * ones never; the share taken does not fall as the levels rise. */
/* White's queen on d5 can be taken by the knight on f6 (…Nxd5). */
#define FREE_QUEEN_FEN "r1bqkb1r/pppp1ppp/2n2n2/3Qp3/4P3/2N5/PPPP1PPP/R1B1KBNR b KQkq - 3 4"

static void
test_free_queen (void)
{
  g_autofree FtPosition *pos = position_from_fen (FREE_QUEEN_FEN, FT_RULES_STANDARD);
  FtMove take = parse (pos, "f6d5");
  FtSearcher *searcher = ft_searcher_new (4);
  guint seeds = under_valgrind ? 4 : 24;
  guint taken_before = 0;

  for (FtLevel level = FT_LEVEL_2; level <= ft_level_top (FT_LEVEL_COLUMN_STANDARD); level += 3)
    {
      guint taken = 0;

      for (guint64 seed = 1; seed <= seeds; seed++)
        {
          FtSearchLimits limits = { 0 };

          limits.remaining_ms = -1;
          /* Valgrind is slow: there the clock stops the upper levels. */
          limits.movetime_ms = under_valgrind ? 2000 : 60000;
          if (ft_level_play_is_full (ft_level_chess_play (level, pos->rules)))
            limits.depth = 4;
          ft_searcher_clear (searcher);
          taken += ft_level_choose_move (searcher, level, seed, pos, &limits, NULL, NULL, NULL, NULL) == take;
        }
      g_test_message ("level %d takes the queen %u times in %u", level, taken, seeds);
      g_assert_cmpuint (taken, >=, taken_before * 8 / 10);
      taken_before = taken;
      if (ft_level_chess_play (level, pos->rules)->mode == FT_LEVEL_MODE_SEARCH)
        g_assert_cmpuint (taken, ==, seeds);
    }
  ft_searcher_free (searcher);
}

/* How often a human-like play takes the free queen of test_free_queen's
 * position, over n seeds. */
static guint
queen_taken (const FtLevelPlay *play, guint n)
{
  g_autofree FtPosition *pos = position_from_fen (FREE_QUEEN_FEN, FT_RULES_STANDARD);
  FtMove take = parse (pos, "f6d5");
  FtSearcher *searcher = ft_searcher_new (4);
  guint taken = 0;

  for (guint64 seed = 1; seed <= n; seed++)
    {
      FtSearchLimits limits = { 0 };

      limits.remaining_ms = -1;
      ft_searcher_clear (searcher);
      taken += ft_level_human_move (searcher, pos, play, seed, &limits, NULL, NULL) == take;
    }
  ft_searcher_free (searcher);
  return taken;
}

/* miss_value: a free queen is missed less often than the capture's
 * naturalness alone says (a beginner sees a queen before a pawn). */
static void
test_miss_value (void)
{
  /* Nothing but missed captures: 270 per mille for this capture (its
   * naturalness is 100), 54 with miss_value 100 (× 200 / 1000). */
  FtLevelPlay play = { .mode = FT_LEVEL_MODE_HUMAN, .sight = 10, .oversight_scale = 400, .miss_capture = 900 };
  guint n = under_valgrind ? 60 : 200, without, with;

  without = queen_taken (&play, n);
  play.miss_value = 100;
  with = queen_taken (&play, n);
  g_test_message ("the free queen taken %u times in %u, %u with miss_value", without, n, with);
  g_assert_cmpuint (without, <=, n * 85 / 100);
  g_assert_cmpuint (with, >=, n * 88 / 100);
  g_assert_cmpuint (with, >, without);
}

/* quiet_noise: the quiet moves take turns from game to game, where
 * without it the same one is chosen every time; a capture keeps its
 * value, so a free queen is still taken every time. */
static void
test_quiet_noise (void)
{
  g_autofree FtPosition *pos = position_from_fen (
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", FT_RULES_STANDARD);
  FtLevelPlay play = { .mode = FT_LEVEL_MODE_HUMAN, .sight = 10, .oversight_scale = 400 };
  FtSearcher *searcher = ft_searcher_new (4);
  guint n = under_valgrind ? 12 : 40;

  for (int noise = 0; noise <= 140; noise += 140)
    {
      FtMove first = FT_MOVE_NONE;
      guint others = 0;

      play.quiet_noise = noise;
      for (guint64 seed = 1; seed <= n; seed++)
        {
          FtSearchLimits limits = { 0 };
          FtMove move;

          limits.remaining_ms = -1;
          ft_searcher_clear (searcher);
          move = ft_level_human_move (searcher, pos, &play, seed, &limits, NULL, NULL);
          if (first == FT_MOVE_NONE)
            first = move;
          others += move != first;
        }
      g_test_message ("quiet noise %d: %u of %u moves unlike the first", noise, others, n);
      if (noise == 0)
        g_assert_cmpuint (others, ==, 0);
      else
        g_assert_cmpuint (others, >=, n / 2);
    }
  ft_searcher_free (searcher);
  g_assert_cmpuint (queen_taken (&play, n), ==, n);
}

/* Under fog of war taking the king wins: every human-like level takes a
 * king it can (level 2 missed it before: it misses most captures). */
static void
test_takes_king (void)
{
  /* Black's rook takes the king on a1; Black is not in check (a player
   * in check considers every move). */
  const struct { const char *square; FtColour colour; FtKind kind; } pieces[] = {
    { "a1", FT_WHITE, FT_KING }, { "b2", FT_WHITE, FT_PAWN }, { "h3", FT_WHITE, FT_QUEEN },
    { "e8", FT_BLACK, FT_KING }, { "a8", FT_BLACK, FT_ROOK }, { "b8", FT_BLACK, FT_KNIGHT },
    { "c8", FT_BLACK, FT_BISHOP },
  };
  g_autofree FtPosition *pos = ft_test_position_new ();
  FtSearcher *searcher = ft_searcher_new (4);
  FtMove take;

  ft_position_clear (pos, FT_RULES_STANDARD, 8, 8);
  for (guint i = 0; i < G_N_ELEMENTS (pieces); i++)
    ft_position_set_piece (pos, FT_SQUARE (pieces[i].square[0] - 'a', pieces[i].square[1] - '1'),
                           FT_MAKE_PIECE (pieces[i].colour, pieces[i].kind));
  pos->side_to_move = FT_BLACK;
  pos->fog = TRUE;
  g_assert_true (ft_position_finish_setup (pos, NULL));
  take = parse (pos, "a8a1");
  for (FtLevel level = FT_LEVEL_1; level <= ft_level_top (FT_LEVEL_COLUMN_STANDARD); level++)
    {
      if (ft_level_chess_play (level, pos->rules)->mode != FT_LEVEL_MODE_HUMAN)
        continue;
      for (guint64 seed = 1; seed <= (under_valgrind ? 4u : 40u); seed++)
        {
          FtSearchLimits limits = { 0 };

          limits.remaining_ms = -1;
          limits.movetime_ms = 60000;
          ft_searcher_clear (searcher);
          g_assert_true (ft_level_choose_move (searcher, level, seed, pos, &limits, NULL, NULL, NULL, NULL) == take);
        }
    }
  ft_searcher_free (searcher);
}

/* Under fog of war the search may play only the moves the real board
 * allows (FtSearchLimits.root_moves): every level keeps to them. */
static void
test_root_moves (void)
{
  g_autofree FtPosition *pos = position_from_fen (
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", FT_RULES_STANDARD);
  g_autofree FtMoveList *allowed = g_new (FtMoveList, 1);
  FtSearcher *searcher = ft_searcher_new (4);

  allowed->count = 2;
  allowed->moves[0] = parse (pos, "a2a3");
  allowed->moves[1] = parse (pos, "h2h3");
  for (FtLevel level = FT_LEVEL_1; level <= FT_LEVEL_TOP; level++)
    {
      FtSearchLimits limits = { 0 };
      FtMove move;

      limits.remaining_ms = -1;
      limits.depth = 3;
      limits.root_moves = allowed;
      move = ft_level_choose_move (searcher, level, 3, pos, &limits, NULL, NULL, NULL, NULL);
      g_assert_true (move == allowed->moves[0] || move == allowed->moves[1]);
    }
  ft_searcher_free (searcher);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  under_valgrind = g_getenv ("FT_UNDER_VALGRIND") != NULL;
  g_test_add_func ("/levels/table", test_table);
  g_test_add_func ("/levels/naturalness", test_naturalness);
  g_test_add_func ("/levels/every-level-legal", test_every_level_legal);
  g_test_add_func ("/levels/seeded", test_seeded);
  g_test_add_func ("/levels/free-queen", test_free_queen);
  g_test_add_func ("/levels/root-moves", test_root_moves);
  g_test_add_func ("/levels/takes-king", test_takes_king);
  g_test_add_func ("/levels/miss-value", test_miss_value);
  g_test_add_func ("/levels/quiet-noise", test_quiet_noise);
  return g_test_run ();
}
