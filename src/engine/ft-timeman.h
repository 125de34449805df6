/* ft-timeman.h — how long one search may think (internal to the engine).
 *
 * From FtSearchLimits: a fixed move time, or a plan from the side's clock
 * (ft_search_plan_time(), declared in ft-search.h): a soft time after which
 * no new iteration starts, and a hard deadline the search never passes
 * (polled with the stop flag).
 */
#pragma once

#include "ft-search.h"

G_BEGIN_DECLS

typedef struct {
  gint64 start_us;
  gint64 soft_ms;          /* 0 = no plan */
  gint64 hard_ms;          /* 0 = no deadline */
  gint64 hard_deadline_us; /* start_us + hard_ms, or 0 */
  gboolean fixed;          /* a fixed move time: think all of it */
} FtTimeManager;

/* Starts the clock of a search now. */
void ft_time_manager_start (FtTimeManager *tm, const FtSearchLimits *limits);

static inline gint64
ft_time_manager_elapsed_ms (const FtTimeManager *tm)
{
  return (g_get_monotonic_time () - tm->start_us) / 1000;
}

/* Past the hard deadline? */
static inline gboolean
ft_time_manager_out_of_time (const FtTimeManager *tm)
{
  return tm->hard_deadline_us != 0 && g_get_monotonic_time () >= tm->hard_deadline_us;
}

/* Does the search think by a plan from the clock (not a fixed time, not
 * to a depth, not infinite)? Then a lone legal move is played at once. */
static inline gboolean
ft_time_manager_is_planned (const FtTimeManager *tm)
{
  return tm->soft_ms > 0 && !tm->fixed;
}

/* After an iteration: is there too little time for another one? */
static inline gboolean
ft_time_manager_stop_deepening (const FtTimeManager *tm)
{
  return ft_time_manager_is_planned (tm) && ft_time_manager_elapsed_ms (tm) > tm->soft_ms / 2;
}

G_END_DECLS
