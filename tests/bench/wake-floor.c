/* wake-floor.c — the floor of the arrival figure: what a fixed piece of
 * work costs when it runs right after the thread wakes, as a move's
 * arrival and its first frame run right after the main loop's poll ().
 *
 *   wake-floor [--work-ms MS] [--games N] [--wakes N] [--sleep-ms MS]
 *              [--limit-ms MS] [--busy-threads N]
 *
 * Each game is --wakes rounds of: sleep --sleep-ms, then a busy loop
 * calibrated to take --work-ms of processor time at the median. The
 * figure kept is the loop's processor time (CLOCK_THREAD_CPUTIME_ID, as
 * fourteen-frame-bench measures the main thread). On a virtual machine
 * whose host takes the processor away now and then without reporting it
 * as stolen, that time includes the host's pauses, and a thread that has
 * just woken meets them far more often than one that keeps running
 * (docs/performance.md, "The floor of the arrival figure").
 *
 * It prints the work's p50, p99 and maximum, the share of rounds over
 * --limit-ms, and how many games' slowest round was over it: the chance
 * that a 40-move game's p99 arrival (its slowest, at 40 samples) is over
 * the limit for no fault of the program's. --busy-threads N spins N
 * threads at the search's priority, as the computer's search does while
 * the bench's moves arrive. build-aux/bench runs it with the frame bench's
 * median arrival as --work-ms.
 */
#include <glib.h>
#include <stdio.h>
#include <stdlib.h>

#include "bench-busy.h"
#include "ft-marks.h"

/* The calling thread's processor time, by the clock the frame bench's
 * arrival marks read. */
static double
thread_cpu_ms (void)
{
  return ft_mark_now ().cpu_ns / 1e6;
}

/* Where the loops' results go, so that no compiler drops them. */
static volatile guint64 sink;

static void
work (guint64 iterations)
{
  volatile guint64 x = 0;

  for (guint64 i = 0; i < iterations; i++)
    x += i * i;
  sink = x;
}

static int
compare_doubles (gconstpointer a, gconstpointer b)
{
  double x = *(const double *) a, y = *(const double *) b;

  return (x > y) - (x < y);
}

/* Iterations a millisecond as the rounds run them, right after a sleep:
 * the median of 31 such probes, so that the rounds' median is --work-ms,
 * comparable with the frame bench's median arrival. */
static double
iterations_per_ms (double sleep_ms)
{
  guint64 probe = 200000;
  double rates[31];
  double start = thread_cpu_ms ();

  /* A first guess, so that each probe is about a millisecond. */
  work (probe);
  probe = (guint64) (probe / MAX (thread_cpu_ms () - start, 1e-3));
  for (guint i = 0; i < G_N_ELEMENTS (rates); i++)
    {
      g_usleep ((gulong) (sleep_ms * 1000));
      start = thread_cpu_ms ();
      work (probe);
      rates[i] = probe / MAX (thread_cpu_ms () - start, 1e-3);
    }
  qsort (rates, G_N_ELEMENTS (rates), sizeof rates[0], compare_doubles);
  return rates[G_N_ELEMENTS (rates) / 2];
}

int
main (int argc, char **argv)
{
  double work_ms = 1.4, sleep_ms = 16.0, limit_ms = 4.0;
  int games = 50, wakes = 40, busy_threads = 0;
  GOptionEntry entries[] = {
    { "work-ms", 0, 0, G_OPTION_ARG_DOUBLE, &work_ms, "Processor time of each round's work (1.4)", "MS" },
    { "games", 0, 0, G_OPTION_ARG_INT, &games, "Games (50)", "N" },
    { "wakes", 0, 0, G_OPTION_ARG_INT, &wakes, "Rounds a game (40, the bench's plies)", "N" },
    { "sleep-ms", 0, 0, G_OPTION_ARG_DOUBLE, &sleep_ms, "Sleep before each round (16)", "MS" },
    { "limit-ms", 0, 0, G_OPTION_ARG_DOUBLE, &limit_ms, "The target a round is held to (4)", "MS" },
    { "busy-threads", 0, 0, G_OPTION_ARG_INT, &busy_threads, "Threads kept busy meanwhile (0)", "N" },
    { NULL },
  };
  g_autoptr (GOptionContext) context = g_option_context_new ("— the floor of the arrival figure");
  g_autoptr (GError) error = NULL;
  BenchBusy *spinning;
  g_autoptr (GArray) rounds = g_array_new (FALSE, FALSE, sizeof (double));
  int games_over = 0, rounds_over = 0;
  guint64 iterations;

  g_option_context_add_main_entries (context, entries, NULL);
  if (!g_option_context_parse (context, &argc, &argv, &error))
    {
      fprintf (stderr, "wake-floor: %s\n", error->message);
      return 2;
    }
  if (work_ms <= 0 || sleep_ms < 0 || limit_ms <= 0 || games < 1 || wakes < 1 || busy_threads < 0
      || busy_threads > 64)
    {
      fprintf (stderr, "wake-floor: --work-ms and --limit-ms must be over 0, --sleep-ms at least 0,"
                       " --games and --wakes at least 1, --busy-threads 0 to 64\n");
      return 2;
    }

  /* Calibrated as the rounds run: the busy threads already spinning. */
  spinning = bench_busy_start (busy_threads);
  iterations = (guint64) (work_ms * iterations_per_ms (sleep_ms));
  for (int g = 0; g < games; g++)
    {
      double slowest = 0;

      for (int w = 0; w < wakes; w++)
        {
          double start, spent;

          g_usleep ((gulong) (sleep_ms * 1000));
          start = thread_cpu_ms ();
          work (iterations);
          spent = thread_cpu_ms () - start;
          g_array_append_val (rounds, spent);
          slowest = MAX (slowest, spent);
          rounds_over += spent > limit_ms;
        }
      games_over += slowest > limit_ms;
    }
  bench_busy_stop (spinning);

  g_array_sort (rounds, compare_doubles);
  printf ("wake-floor: %d games of %d wakes, work %.2f ms after each %.0f ms sleep, %d busy threads:"
          " processor time p50 %.2f p99 %.2f max %.2f ms; over %.1f ms in %.2f %% of wakes;"
          " a game's slowest over %.1f ms in %d of %d games\n",
          games, wakes, work_ms, sleep_ms, busy_threads, g_array_index (rounds, double, rounds->len / 2),
          g_array_index (rounds, double, MIN (rounds->len - 1, (guint) (rounds->len * 0.99))),
          g_array_index (rounds, double, rounds->len - 1), limit_ms, 100.0 * rounds_over / rounds->len,
          limit_ms, games_over, games);
  return 0;
}
