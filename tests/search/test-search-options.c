/* test-search-options.c — what a caller asks of a search beyond a move: time
 * values of any size (issue 20, item 7), several ranked lines (MultiPV),
 * the root moves to consider (UCI searchmoves), and, with several threads,
 * the same answers. */
#include <string.h>

#include "ft-fen.h"
#include "ft-search.h"

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

/* Every line reported, in order of arrival. */
static void
collect_line (const FtSearchInfo *info, gpointer user_data)
{
  g_array_append_vals (user_data, info, 1);
}

/* Item 7: a clock or increment of any size gives a plan within the clock,
 * and never overflows (the values count as FT_SEARCH_MAX_TIME_MS). */
static void
test_huge_time_values (void)
{
  const gint64 values[] = { G_MAXINT64, G_MAXINT64 / 2, G_MAXINT64 / 1000, FT_SEARCH_MAX_TIME_MS + 1,
                            FT_SEARCH_MAX_TIME_MS, 1000, 0 };
  FtPosition *pos = g_new (FtPosition, 1);
  FtSearcher *searcher = ft_searcher_new (1);
  gint64 soft, hard;

  for (gsize r = 0; r < G_N_ELEMENTS (values); r++)
    for (gsize i = 0; i < G_N_ELEMENTS (values); i++)
      {
        gint64 clock = MIN (values[r], FT_SEARCH_MAX_TIME_MS);

        ft_search_plan_time (values[r], values[i], &soft, &hard);
        g_assert_cmpint (soft, >=, 1);
        g_assert_cmpint (hard, >=, soft);
        g_assert_cmpint (hard, <=, MAX (clock / 3, 1));
      }
  ft_search_plan_time (G_MININT64, G_MININT64, &soft, &hard);
  g_assert_cmpint (hard, ==, 1);

  /* The same through a search: it starts, and a depth limit ends it. */
  ft_position_set_standard_start (pos);
  for (gsize i = 0; i < 3; i++)
    {
      FtSearchLimits limits = { 0 };
      FtSearchInfo info;

      limits.remaining_ms = i == 0 ? G_MAXINT64 : -1;
      limits.increment_ms = G_MAXINT64;
      limits.movetime_ms = i == 1 ? G_MAXINT64 : 0;
      limits.depth = 3;
      limits.infinite = i == 2;
      g_assert_cmpuint (ft_searcher_search (searcher, pos, &limits, NULL, NULL, NULL, &info), !=,
                        FT_MOVE_NONE);
      g_assert_cmpint (info.depth, ==, 3);
    }
  ft_searcher_free (searcher);
  g_free (pos);
}

/* MultiPV: each iteration reports K lines ranked 1…K with distinct first
 * moves, best score first; the best line is the single-line search's. */
static void
test_multipv (void)
{
  FtPosition *pos = position_from_fen ("r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3",
                                       FT_RULES_STANDARD);
  g_autoptr (GArray) lines = g_array_new (FALSE, FALSE, sizeof (FtSearchInfo));
  FtSearcher *searcher = ft_searcher_new (4);
  FtSearchLimits limits = { 0 };
  FtSearchInfo single, multi;
  int depth = under_valgrind ? 3 : 6;

  limits.remaining_ms = -1;
  limits.depth = depth;
  g_assert_cmpuint (ft_searcher_search (searcher, pos, &limits, NULL, NULL, NULL, &single), !=,
                    FT_MOVE_NONE);
  g_assert_cmpuint (single.n_lines, ==, 1);

  ft_searcher_clear (searcher);
  limits.multipv = 4;
  g_assert_cmpuint (ft_searcher_search (searcher, pos, &limits, collect_line, lines, NULL, &multi), !=,
                    FT_MOVE_NONE);
  g_assert_cmpuint (lines->len, ==, 4 * (guint) depth);
  for (guint d = 0; d < (guint) depth; d++)
    {
      const FtSearchInfo *line = &g_array_index (lines, FtSearchInfo, 4 * d);

      for (guint k = 0; k < 4; k++)
        {
          g_assert_cmpint (line[k].depth, ==, (int) d + 1);
          g_assert_cmpuint (line[k].multipv, ==, k + 1);
          g_assert_cmpuint (line[k].n_lines, ==, 4);
          g_assert_cmpuint (line[k].pv_length, >=, 1);
          g_assert_cmpuint (line[k].pv[0], ==, line[k].best_move);
          if (k > 0)
            g_assert_cmpint (line[k].score, <=, line[k - 1].score);
          for (guint j = 0; j < k; j++)
            g_assert_cmpuint (line[k].best_move, !=, line[j].best_move);
        }
    }
  g_test_message ("depth %d: single line %s, MultiPV 4 first %s", depth,
                  ft_search_score_to_string (single.score, (char[16]) { 0 }),
                  ft_search_score_to_string (multi.score, (char[16]) { 0 }));
  g_assert_cmpuint (multi.best_move, ==, g_array_index (lines, FtSearchInfo, lines->len - 4).best_move);

  /* More lines than moves: one line per legal move. */
  g_array_set_size (lines, 0);
  ft_position_set_standard_start (pos);
  limits.depth = 1;
  limits.multipv = FT_SEARCH_MAX_MULTIPV;
  ft_searcher_search (searcher, pos, &limits, collect_line, lines, NULL, NULL);
  g_assert_cmpuint (lines->len, ==, 20);
  ft_searcher_free (searcher);
  g_free (pos);
}

/* searchmoves: only the listed root moves are searched, even when another
 * is far better (here a queen that can be taken for nothing). */
static void
test_root_moves (void)
{
  FtPosition *pos = position_from_fen ("4k3/8/8/3q4/8/8/8/3RK3 w - - 0 1", FT_RULES_STANDARD);
  FtMoveList *only = g_new (FtMoveList, 1);
  FtSearcher *searcher = ft_searcher_new (1);
  FtSearchLimits limits = { 0 };
  FtSearchInfo info;

  limits.remaining_ms = -1;
  limits.depth = 4;
  g_assert_cmpuint (ft_searcher_search (searcher, pos, &limits, NULL, NULL, NULL, &info), ==,
                    ft_position_parse_move (pos, "d1d5"));
  only->count = 2;
  only->moves[0] = ft_position_parse_move (pos, "e1f2");
  only->moves[1] = ft_position_parse_move (pos, "e1e2");
  limits.root_moves = only;
  limits.multipv = 3;
  {
    FtMove move = ft_searcher_search (searcher, pos, &limits, NULL, NULL, NULL, &info);
    g_assert_true (move == only->moves[0] || move == only->moves[1]);
  }
  ft_searcher_free (searcher);
  g_free (only);
  g_free (pos);
}

/* Lazy SMP: two threads find the same mate and stop on the flag; one
 * thread stays deterministic, before and after a searcher used two. */
static gpointer
stop_soon (gpointer data)
{
  g_usleep (100 * 1000);
  g_atomic_int_set ((gint *) data, 1);
  return NULL;
}

static void
test_threads (void)
{
  /* A mate with the chancellor (test-search.c's). */
  FtPosition *pos = position_from_fen ("kr12/pp12/14/14/4C9/14/14/14/14/14/14/14/14/13K w - - 0 1",
                                       FT_RULES_FOURTEEN);
  FtSearcher *searcher = ft_searcher_new (4);
  FtSearchLimits limits = { 0 };
  FtSearchInfo info, first, again;
  gint stop = 0;
  GThread *stopper;

  limits.remaining_ms = -1;
  limits.depth = 5;
  ft_searcher_search (searcher, pos, &limits, NULL, NULL, NULL, &first);

  ft_searcher_set_threads (searcher, 2);
  g_assert_cmpuint (ft_searcher_get_threads (searcher), ==, 2);
  for (int run = 0; run < 3; run++)
    {
      ft_searcher_clear (searcher);
      g_assert_cmpuint (ft_searcher_search (searcher, pos, &limits, NULL, NULL, NULL, &info), ==,
                        first.best_move);
      g_assert_cmpint (info.score, ==, first.score);
      g_assert_cmpint (info.depth, >=, first.depth);
    }

  /* An endless search of two threads ends when the flag is set. */
  ft_position_set_fourteen_start (pos);
  limits.depth = 0;
  limits.infinite = TRUE;
  stopper = g_thread_new ("stopper", stop_soon, &stop);
  g_assert_cmpuint (ft_searcher_search (searcher, pos, &limits, NULL, NULL, &stop, &info), !=,
                    FT_MOVE_NONE);
  g_thread_join (stopper);
  g_test_message ("two threads, stopped after 100 ms: depth %d, %" G_GUINT64_FORMAT " nodes",
                  info.depth, info.nodes);

  /* Back to one thread: the same nodes as a new searcher. */
  ft_searcher_set_threads (searcher, 1);
  ft_searcher_clear (searcher);
  limits.infinite = FALSE;
  limits.depth = under_valgrind ? 3 : 6;
  ft_searcher_search (searcher, pos, &limits, NULL, NULL, NULL, &first);
  {
    FtSearcher *fresh = ft_searcher_new (4);

    ft_searcher_search (fresh, pos, &limits, NULL, NULL, NULL, &again);
    ft_searcher_free (fresh);
  }
  g_assert_cmpuint (first.nodes, ==, again.nodes);
  g_assert_cmpuint (first.best_move, ==, again.best_move);
  ft_searcher_free (searcher);
  g_free (pos);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  under_valgrind = g_getenv ("FT_UNDER_VALGRIND") != NULL;
  g_test_add_func ("/search-options/issue20-item7-huge-time-values", test_huge_time_values);
  g_test_add_func ("/search-options/multipv", test_multipv);
  g_test_add_func ("/search-options/root-moves", test_root_moves);
  g_test_add_func ("/search-options/threads", test_threads);
  return g_test_run ();
}
