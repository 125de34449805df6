/* cli-bench-search.c — the search part of `fourteen-cli bench`: fixed-depth
 * searches of three positions with one thread and with two (Lazy SMP):
 * nodes per second and the time to reach the depth. */
#include "config.h"

#include <stdio.h>

#include "cli.h"
#include "ft-easy.h"
#include "ft-search.h"

typedef struct {
  const char *name;
  int depth;
} BenchSearch;

static const BenchSearch bench_searches[] = {
  { "14x14 start", 9 },
  { "14x14 middlegame", 9 },
  { "8x8 standard start", 11 },
};

static void
set_position (guint which, FtPosition *pos)
{
  if (which == 0)
    ft_position_set_fourteen_start (pos);
  else if (which == 1)
    {
      /* A 14×14 middlegame: 30 plies of the easy rules from the start,
       * always the same with the same seed. */
      FtEasyRandom random;

      ft_position_set_fourteen_start (pos);
      ft_easy_random_init (&random, 2026);
      for (int i = 0; i < 30; i++)
        {
          FtMove m = ft_easy_choose_move (pos, &random, NULL);
          if (m == FT_MOVE_NONE)
            break;
          ft_position_make_move (pos, m);
        }
    }
  else
    ft_position_set_standard_start (pos);
}

/* Each search with `threads` threads; returns the total time in µs and adds
 * the nodes to *total_nodes. */
static gint64
bench_threads (FtSearcher *searcher, FtPosition *pos, guint threads, guint64 *total_nodes)
{
  const gboolean under_valgrind = g_getenv ("FT_UNDER_VALGRIND") != NULL;
  gint64 total_us = 0;

  ft_searcher_set_threads (searcher, threads);
  for (guint which = 0; which < G_N_ELEMENTS (bench_searches); which++)
    {
      FtSearchLimits limits = { 0 };
      FtSearchInfo info;
      gint64 started, us;
      char buf[8];

      set_position (which, pos);
      limits.remaining_ms = -1;
      limits.depth = under_valgrind ? 2 : bench_searches[which].depth;
      ft_searcher_clear (searcher);
      ft_searcher_set_level (searcher, FT_LEVEL_HARD, 0);
      started = g_get_monotonic_time ();
      ft_searcher_search (searcher, pos, &limits, NULL, NULL, NULL, &info);
      us = MAX (g_get_monotonic_time () - started, 1);
      *total_nodes += info.nodes;
      total_us += us;
      printf ("search %-20s threads %u  depth %2d  nodes %10" G_GUINT64_FORMAT
              "  time to depth %8.3f s  %9.0f nodes/s  best %s\n",
              bench_searches[which].name, threads, info.depth, info.nodes, us / 1e6,
              info.nodes * 1e6 / us, ft_move_to_string (info.best_move, buf));
    }
  return total_us;
}

guint64
ft_cli_bench_search (void)
{
  FtSearcher *searcher = ft_searcher_new (64);
  FtPosition *pos = g_new (FtPosition, 1);
  guint64 nodes[2] = { 0, 0 };
  gint64 us[2];

  for (guint threads = 1; threads <= 2; threads++)
    {
      us[threads - 1] = bench_threads (searcher, pos, threads, &nodes[threads - 1]);
      printf ("search total, %u thread%s: %" G_GUINT64_FORMAT " nodes, %.3f s, %.0f nodes/s\n", threads,
              threads > 1 ? "s" : "", nodes[threads - 1], us[threads - 1] / 1e6,
              nodes[threads - 1] * 1e6 / MAX (us[threads - 1], 1));
    }
  printf ("search time to depth, 2 threads against 1: %.2fx as fast\n",
          (double) us[0] / MAX (us[1], 1));
  ft_searcher_free (searcher);
  g_free (pos);
  return nodes[0] + nodes[1];
}
