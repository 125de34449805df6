/* cli-bench-search.c — the search part of `fourteen-cli bench`: fixed-depth
 * searches of three positions. */
#include "config.h"

#include <stdio.h>

#include "cli.h"
#include "ft-easy.h"
#include "ft-search.h"

guint64
ft_cli_bench_search (void)
{
  FtSearcher *searcher = ft_searcher_new (64);
  FtPosition *pos = g_new (FtPosition, 1);
  guint64 total_nodes = 0;
  gint64 total_us = 0;
  const gboolean under_valgrind = g_getenv ("FT_UNDER_VALGRIND") != NULL;

  for (int which = 0; which < 3; which++)
    {
      FtSearchLimits limits = { 0 };
      FtSearchInfo info;
      const char *name;
      gint64 started;
      gint64 us;
      char buf[8];

      limits.remaining_ms = -1;
      if (which == 0)
        {
          name = "14x14 start";
          ft_position_set_fourteen_start (pos);
          limits.depth = 9;
        }
      else if (which == 1)
        {
          /* A 14×14 middlegame: 30 plies of the easy rules from the start,
           * always the same with the same seed. */
          FtEasyRandom random;
          name = "14x14 middlegame";
          ft_position_set_fourteen_start (pos);
          ft_easy_random_init (&random, 2026);
          for (int i = 0; i < 30; i++)
            {
              FtMove m = ft_easy_choose_move (pos, &random, NULL);
              if (m == FT_MOVE_NONE)
                break;
              ft_position_make_move (pos, m);
            }
          limits.depth = 9;
        }
      else
        {
          name = "8x8 standard start";
          ft_position_set_standard_start (pos);
          limits.depth = 11;
        }
      if (under_valgrind)
        limits.depth = 2;

      ft_searcher_clear (searcher);
      ft_searcher_set_level (searcher, FT_LEVEL_HARD, 0);
      started = g_get_monotonic_time ();
      ft_searcher_search (searcher, pos, &limits, NULL, NULL, NULL, &info);
      us = MAX (g_get_monotonic_time () - started, 1);
      total_nodes += info.nodes;
      total_us += us;
      printf ("search %-20s depth %2d  nodes %10" G_GUINT64_FORMAT "  %8.3f s  %9.0f nodes/s  best %s\n",
              name, info.depth, info.nodes, us / 1e6, info.nodes * 1e6 / us,
              ft_move_to_string (info.best_move, buf));
    }
  printf ("search total: %" G_GUINT64_FORMAT " nodes, %.3f s, %.0f nodes/s\n", total_nodes,
          total_us / 1e6, total_nodes * 1e6 / MAX (total_us, 1));
  ft_searcher_free (searcher);
  g_free (pos);
  return total_nodes;
}
