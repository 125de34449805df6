/* ft-timeman.c — the time plan of a move (docs/engine-search.md#time-use). */
#include "ft-timeman.h"

void
ft_search_plan_time (gint64 remaining_ms, gint64 increment_ms, gint64 *soft_ms, gint64 *hard_ms)
{
  /* Keep a reserve for the interface and the move's animation. */
  const gint64 overhead = 50;
  gint64 usable;

  /* Huge values would overflow the sums below (issue 20, item 7). */
  remaining_ms = CLAMP (remaining_ms, 0, FT_SEARCH_MAX_TIME_MS);
  increment_ms = CLAMP (increment_ms, 0, FT_SEARCH_MAX_TIME_MS);
  usable = MAX (remaining_ms - overhead, 1);
  gint64 soft = remaining_ms / 40 + increment_ms * 3 / 4;
  /* Never plan more than a fifth of what is left, nor let the hard cap pass
   * a third of it: the clock cannot run out however the game goes. */
  soft = MIN (soft, usable / 5);
  gint64 hard = MIN (soft * 3, usable / 3);
  /* With an increment, keep a reserve of five increments (10 s at the
   * default 180 + 2): near it, think at most half an increment, so the
   * clock climbs back instead of running down. */
  if (increment_ms > 0)
    {
      gint64 reserve = 5 * increment_ms + 1000;
      hard = MIN (hard, MAX (remaining_ms - reserve, increment_ms / 2));
      hard = MIN (hard, usable / 3);
      soft = MIN (soft, hard);
    }
  *soft_ms = MAX (soft, 1);
  *hard_ms = MAX (hard, 1);
}

void
ft_time_manager_start (FtTimeManager *tm, const FtSearchLimits *limits)
{
  tm->start_us = g_get_monotonic_time ();
  tm->soft_ms = 0;
  tm->hard_ms = 0;
  tm->hard_deadline_us = 0;
  tm->fixed = FALSE;
  if (limits->movetime_ms > 0)
    {
      tm->soft_ms = tm->hard_ms = MIN (limits->movetime_ms, FT_SEARCH_MAX_TIME_MS);
      tm->fixed = TRUE;
    }
  else if (limits->remaining_ms >= 0 && !limits->infinite && limits->depth <= 0)
    {
      ft_search_plan_time (limits->remaining_ms, MAX (limits->increment_ms, 0), &tm->soft_ms,
                           &tm->hard_ms);
    }
  if (tm->hard_ms > 0)
    tm->hard_deadline_us = tm->start_us + tm->hard_ms * 1000;
}
