/* ft-frame-bench-arrival.c — see ft-frame-bench-arrival.h. */
#include "config.h"

#include <stdio.h>
#include <string.h>

#include "ft-frame-bench-arrival.h"
#include "ft-marks.h"

typedef struct
{
  const char *name;
  gint64 offset_us; /* after the arrival, the first time: the marks' order */
  GArray *wall;     /* double ms */
  GArray *cpu;      /* double ms of the main thread's processor time */
  GArray *busy;     /* double ms of wall time the main thread was not polling */
} Series;

/* The wall time the main loop has spent waiting in poll (): the main
 * thread's time less this is the time it was busy — working, blocked in
 * a system call (an fsync) or waiting for a processor. The poll function
 * has no data of its own: one bench, one counter. */
static gint64 polled_us;

static int
timed_poll (GPollFD *fds, guint n_fds, int timeout)
{
  gint64 start = g_get_monotonic_time ();
  int result = g_poll (fds, n_fds, timeout);

  polled_us += g_get_monotonic_time () - start;
  return result;
}

gint64
ft_arrival_times_polled_us (void)
{
  return polled_us;
}

typedef struct
{
  const char *name;
  FtMark begin, end;
} Span;

struct _FtArrivalTimes
{
  GHashTable *by_name; /* name → Series */
  GArray *spans;       /* Span: the marks ended since the last arrival's end */
  GArray *recent;      /* Span: every mark ended since the last frame */
  /* The move in flight: its arrival, and how many frames were drawn since. */
  gboolean pending;
  gboolean waiting_for_show; /* the move waits for its autosave (FT_MARK_SHOWN) */
  guint frames_since;
  FtMark arrival;
  gint64 arrival_polled_us;
  double last_after_paint_cpu_ms;
  gint64 last_after_paint_us;
  gint64 last_after_paint_polled_us;
  Series to_first_frame;     /* arrival → first frame's after-paint */
  Series first_frame;        /* that frame's before-paint → after-paint */
  Series between;            /* first frame's after-paint → second's before-paint */
  Series second_frame;       /* the second frame's own work */
  Series to_second_frame;    /* arrival → second frame's after-paint */
};

static void
series_init (Series *series, const char *name)
{
  series->name = name;
  series->wall = g_array_new (FALSE, FALSE, sizeof (double));
  series->cpu = g_array_new (FALSE, FALSE, sizeof (double));
  series->busy = g_array_new (FALSE, FALSE, sizeof (double));
}

static void
series_clear (Series *series)
{
  g_clear_pointer (&series->wall, g_array_unref);
  g_clear_pointer (&series->cpu, g_array_unref);
  g_clear_pointer (&series->busy, g_array_unref);
}

static void
series_free (gpointer data)
{
  series_clear (data);
  g_free (data);
}

/* A span of the main thread that may include waits in poll (): the
 * busy time is its wall time less those. */
static void
series_add_busy (Series *series, double wall_ms, double cpu_ms, double busy_ms)
{
  g_array_append_val (series->wall, wall_ms);
  g_array_append_val (series->cpu, cpu_ms);
  g_array_append_val (series->busy, busy_ms);
}

/* A span inside one dispatch: busy all the time. */
static void
series_add (Series *series, double wall_ms, double cpu_ms)
{
  series_add_busy (series, wall_ms, cpu_ms, wall_ms);
}

static void
add_span (FtArrivalTimes *self, const Span *span, const FtMark *arrival)
{
  Series *series = g_hash_table_lookup (self->by_name, span->name);

  if (series == NULL)
    {
      series = g_new0 (Series, 1);
      series_init (series, span->name);
      series->offset_us = span->begin.wall_us - arrival->wall_us;
      g_hash_table_insert (self->by_name, (gpointer) span->name, series);
    }
  series_add (series, (span->end.wall_us - span->begin.wall_us) / 1000.0,
              (span->end.cpu_ns - span->begin.cpu_ns) / 1e6);
}

/* Marks nest inside the arrival's and end before it: they are kept until
 * it ends, and only those inside it count (not a game's start, say). */
static void
sink (const char *name, const FtMark *begin, const FtMark *end, gpointer data)
{
  FtArrivalTimes *self = data;
  Span span = { name, *begin, *end };

  gboolean shown = FALSE;
  gboolean arrival = strcmp (name, FT_MARK_ARRIVAL) == 0;

  g_array_append_val (self->recent, span);
  if (!arrival && strcmp (name, FT_MARK_SHOWN) != 0)
    {
      g_array_append_val (self->spans, span);
      return;
    }
  for (guint i = 0; i < self->spans->len; i++)
    if (g_array_index (self->spans, Span, i).begin.wall_us >= begin->wall_us)
      {
        add_span (self, &g_array_index (self->spans, Span, i), arrival ? begin : &self->arrival);
        shown = shown || strcmp (g_array_index (self->spans, Span, i).name, FT_MARK_ANIMATION_STARTS) == 0;
      }
  g_array_set_size (self->spans, 0);
  /* The showing of a move that waited for the disk: its frames are the
   * arrival's (measured from the arrival on). */
  if (!arrival)
    {
      add_span (self, &span, &self->arrival);
      self->waiting_for_show = self->waiting_for_show && !shown;
      return;
    }
  add_span (self, &span, begin);
  self->waiting_for_show = !shown;
  self->pending = TRUE;
  self->frames_since = 0;
  self->arrival = *begin;
  self->arrival_polled_us = polled_us; /* the same as at its begin: one dispatch */
}

FtArrivalTimes *
ft_arrival_times_new (void)
{
  FtArrivalTimes *self = g_new0 (FtArrivalTimes, 1);

  self->by_name = g_hash_table_new_full (g_str_hash, g_str_equal, NULL, series_free);
  self->spans = g_array_new (FALSE, FALSE, sizeof (Span));
  self->recent = g_array_new (FALSE, FALSE, sizeof (Span));
  series_init (&self->to_first_frame, "arrival → first frame drawn (after-paint)");
  series_init (&self->first_frame, "  of which the first frame (before-paint → after-paint)");
  series_init (&self->between, "first frame → second (outside frames)");
  series_init (&self->second_frame, "the second frame (before-paint → after-paint)");
  series_init (&self->to_second_frame, "arrival → second frame drawn (after-paint)");
  ft_marks_set_sink (sink, self);
  g_main_context_set_poll_func (NULL, timed_poll);
  return self;
}

void
ft_arrival_times_free (FtArrivalTimes *self)
{
  ft_marks_set_sink (NULL, NULL);
  g_main_context_set_poll_func (NULL, NULL);
  g_hash_table_unref (self->by_name);
  g_array_unref (self->spans);
  g_array_unref (self->recent);
  series_clear (&self->to_first_frame);
  series_clear (&self->first_frame);
  series_clear (&self->between);
  series_clear (&self->second_frame);
  series_clear (&self->to_second_frame);
  g_free (self);
}

void
ft_arrival_times_frame (FtArrivalTimes *self, gint64 before_paint_us, double before_paint_cpu_ms,
                        gint64 after_paint_us, double after_paint_cpu_ms)
{
  double arrival_cpu_ms = self->arrival.cpu_ns / 1e6;
  double since_arrival_ms = (after_paint_us - self->arrival.wall_us) / 1000.0;
  double busy_since_arrival_ms = since_arrival_ms - (polled_us - self->arrival_polled_us) / 1000.0;

  g_array_set_size (self->recent, 0); /* the frame's own were printed (--widgets) */
  /* A frame already begun when the move arrived is not its first. (No
   * poll () runs inside a frame: its wall time is busy time.) */
  if (self->pending && !self->waiting_for_show && before_paint_us >= self->arrival.wall_us)
    {
      self->frames_since++;
      if (self->frames_since == 1)
        {
          series_add_busy (&self->to_first_frame, since_arrival_ms, after_paint_cpu_ms - arrival_cpu_ms,
                           busy_since_arrival_ms);
          series_add (&self->first_frame, (after_paint_us - before_paint_us) / 1000.0,
                      after_paint_cpu_ms - before_paint_cpu_ms);
          /* Which move the tail is (FT_FRAME_BENCH_TRACE=1). */
          if (g_getenv ("FT_FRAME_BENCH_TRACE") != NULL)
            g_printerr ("arrival %u: to its first frame %.2f ms busy, the frame %.2f ms\n",
                        self->to_first_frame.busy->len, busy_since_arrival_ms,
                        (after_paint_us - before_paint_us) / 1000.0);
        }
      else
        {
          double between_ms = (before_paint_us - self->last_after_paint_us) / 1000.0;

          series_add_busy (&self->between, between_ms, before_paint_cpu_ms - self->last_after_paint_cpu_ms,
                           between_ms - (polled_us - self->last_after_paint_polled_us) / 1000.0);
          series_add (&self->second_frame, (after_paint_us - before_paint_us) / 1000.0,
                      after_paint_cpu_ms - before_paint_cpu_ms);
          series_add_busy (&self->to_second_frame, since_arrival_ms, after_paint_cpu_ms - arrival_cpu_ms,
                           busy_since_arrival_ms);
          self->pending = FALSE;
        }
    }
  self->last_after_paint_cpu_ms = after_paint_cpu_ms;
  self->last_after_paint_us = after_paint_us;
  self->last_after_paint_polled_us = polled_us;
}

static int
compare_doubles (gconstpointer a, gconstpointer b)
{
  double x = *(const double *) a, y = *(const double *) b;
  return (x > y) - (x < y);
}

/* p50, p99 and max of a series (sorted in place). */
static void
quantiles (GArray *values, double *p50, double *p99, double *max)
{
  *p50 = *p99 = *max = 0;
  if (values->len == 0)
    return;
  g_array_sort (values, compare_doubles);
  *p50 = g_array_index (values, double, values->len / 2);
  *p99 = g_array_index (values, double, MIN (values->len - 1, (guint) (values->len * 0.99)));
  *max = g_array_index (values, double, values->len - 1);
}

/* One line: "KEY n N busy p50 A p99 B max C cpu p50 … wall p50 … ms NAME":
 * the main thread's busy time (wall less its waits in poll ()), its
 * processor time and the wall time. */
static void
print_series (const char *key, Series *series)
{
  double b50, b99, bmax, c50, c99, cmax, w50, w99, wmax;

  quantiles (series->busy, &b50, &b99, &bmax);
  quantiles (series->cpu, &c50, &c99, &cmax);
  quantiles (series->wall, &w50, &w99, &wmax);
  printf ("%s n %3u  busy p50 %6.2f p99 %6.2f max %6.2f  cpu p50 %6.2f p99 %6.2f max %6.2f"
          "  wall p50 %6.2f p99 %6.2f max %6.2f ms  %s\n",
          key, series->cpu->len, b50, b99, bmax, c50, c99, cmax, w50, w99, wmax, series->name);
}

static int
compare_series (gconstpointer a, gconstpointer b)
{
  const Series *x = *(Series *const *) a, *y = *(Series *const *) b;
  return (x->offset_us > y->offset_us) - (x->offset_us < y->offset_us);
}

void
ft_arrival_times_report (FtArrivalTimes *self)
{
  g_autoptr (GPtrArray) all = g_ptr_array_new ();
  GHashTableIter iter;
  gpointer value;

  g_hash_table_iter_init (&iter, self->by_name);
  while (g_hash_table_iter_next (&iter, NULL, &value))
    g_ptr_array_add (all, value);

  printf ("A move's arrival on the main thread (ft-marks; nested marks are part of those around them;"
          " the first frame is the first after the move is shown):\n");
  g_ptr_array_sort (all, compare_series);
  for (guint i = 0; i < all->len; i++)
    print_series ("mark    ", g_ptr_array_index (all, i));
  print_series ("arrival-to-first-frame", &self->to_first_frame);
  print_series ("arrival-first-frame   ", &self->first_frame);
  print_series ("arrival-between       ", &self->between);
  print_series ("arrival-second-frame  ", &self->second_frame);
  print_series ("arrival-to-second     ", &self->to_second_frame);
}

/* The marks that ended since the last frame and began at since_us or
 * later, each with its processor time. */
void
ft_arrival_times_print_recent (FtArrivalTimes *self, gint64 since_us)
{
  for (guint i = 0; i < self->recent->len; i++)
    {
      const Span *span = &g_array_index (self->recent, Span, i);

      if (span->begin.wall_us >= since_us)
        printf ("  mark %6.2f ms  %s\n", (span->end.cpu_ns - span->begin.cpu_ns) / 1e6, span->name);
    }
}
