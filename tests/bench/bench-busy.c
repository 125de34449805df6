/* bench-busy.c — see bench-busy.h. */
#include "bench-busy.h"

#include "ft-search-priority.h"

struct _BenchBusy
{
  volatile gint stop;
  GPtrArray *threads;
};

/* Where the spinning goes, so that no compiler drops it. */
static volatile guint64 sink;

static gpointer
spin (gpointer user_data)
{
  BenchBusy *busy = user_data;
  volatile guint64 n = 0;

  ft_search_priority_lower_current_thread ();
  while (!g_atomic_int_get (&busy->stop))
    n++;
  sink = n;
  return NULL;
}

BenchBusy *
bench_busy_start (int n)
{
  BenchBusy *busy = g_new0 (BenchBusy, 1);

  busy->threads = g_ptr_array_new ();
  for (int i = 0; i < n; i++)
    g_ptr_array_add (busy->threads, g_thread_new ("busy", spin, busy));
  return busy;
}

void
bench_busy_stop (BenchBusy *busy)
{
  g_atomic_int_set (&busy->stop, 1);
  for (guint i = 0; i < busy->threads->len; i++)
    g_thread_join (busy->threads->pdata[i]);
  g_ptr_array_free (busy->threads, TRUE);
  g_free (busy);
}
