/* ft-marks.c — see ft-marks.h. */
#define _POSIX_C_SOURCE 200809L

#include "ft-marks.h"

#include <time.h>

/* Set once by a benchmark before its main loop runs: the main thread
 * alone reads it, so no lock. */
static FtMarkSink mark_sink;
static gpointer mark_sink_data;

void
ft_marks_set_sink (FtMarkSink sink, gpointer data)
{
  mark_sink = sink;
  mark_sink_data = data;
}

gboolean
ft_marks_enabled (void)
{
  return mark_sink != NULL;
}

FtMark
ft_mark_now (void)
{
  FtMark mark;
  struct timespec ts;

  clock_gettime (CLOCK_THREAD_CPUTIME_ID, &ts);
  mark.cpu_ns = (gint64) ts.tv_sec * G_GINT64_CONSTANT (1000000000) + ts.tv_nsec;
  mark.wall_us = g_get_monotonic_time ();
  return mark;
}

FtMark
ft_mark_begin (void)
{
  FtMark none = { 0, 0 };

  return mark_sink != NULL ? ft_mark_now () : none;
}

void
ft_mark_end (const char *name, const FtMark *begin)
{
  FtMark end;

  if (mark_sink == NULL || begin->wall_us == 0)
    return;
  end = ft_mark_now ();
  mark_sink (name, begin, &end, mark_sink_data);
}
