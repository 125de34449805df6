/* ft-frame-bench.c — frame timing of the real window during a scripted
 * computer-vs-computer game, and startup time.
 *
 *   fourteen-frame-bench [--plies N] [--level easy|normal|hard] [--seconds S]
 *                        [--limit S] [--natural-frames] [--memory-map] [--late MS]
 *                        [--no-autosave] [--widgets MS]
 *
 * Every frame the board is asked to redraw, as during an animation, so each
 * frame clock cycle paints; the interval between successive paints is taken
 * from the monotonic clock in the frame clock's "after-paint" handler. Each
 * interval is filed under "animating" (a move is travelling), "thinking"
 * (the computer's worker thread is searching), both or "still" (neither), and the program prints
 * frames, mean fps, the 99th percentile interval, the count over 25 ms and the
 * longest; then the startup time (process start → first painted frame) and
 * the resident memory after the game. With --late MS it also prints a line
 * for each interval over MS: the gap from the last frame to this one's
 * before-paint and how much of it the main thread was busy, this frame's
 * work (the processor time of its ticks and layout, and of its paint) and
 * the time since the last move — whether a late frame waited for the main
 * loop or did too much — and the monotonic time of its end, to find it in
 * a profile (`perf record -k CLOCK_MONOTONIC`). After the game it prints
 * what the main thread did when each move arrived: the time marks the game
 * sets around the handlers of a move's arrival (ft-marks.h) and the main
 * thread's time from the arrival to the first and second frame after it.
 * With --widgets MS, each frame whose work took more than MS of processor
 * time is followed by the widgets that redid their measure, allocation or
 * snapshot in it, the costliest first (ft-frame-bench-widgets.c; the
 * wrappers cost time of their own, so take the other figures from a run
 * without it).
 * The game autosaves as a player's does (into $XDG_DATA_HOME/fourteen-
 * frame-bench/autosave.pgn, removed at the end) unless --no-autosave.
 * Run it under Xvfb:
 *
 *   xvfb-run -a -s '-screen 0 1024x768x24' env GSK_RENDERER=cairo GDK_BACKEND=x11 \
 *       GTK_A11Y=none build/src/app/fourteen-frame-bench
 */
#include "config.h"

#include <stdio.h>
#include <string.h>

#include <glib/gstdio.h>

#include "ft-frame-bench-arrival.h"
#include "ft-frame-bench-widgets.h"
#include "ft-marks.h"
#include "ft-memory-setup.h"
#include "ft-names.h"
#include "ft-startup-report.h"
#include "ft-window.h"

#ifdef FT_FRAME_BENCH_X11
#include <X11/Xatom.h>
#include <X11/Xlib.h>
#include <gdk/x11/gdkx.h>
#endif

typedef struct
{
  GArray *all;       /* double ms */
  GArray *animating;
  GArray *thinking;
  GArray *still;     /* neither animating nor thinking */
  GArray *work;      /* double ms from before-paint to after-paint */
  GArray *work_cpu;  /* double ms of the main thread's processor time in it */
  GArray *layout_cpu; /* … of it until the end of the layout phase (ticks, layout) */
  GArray *paint_cpu;  /* … of it in the paint phase (snapshot, render) */
  /* The interval the window's own work makes, whatever the machine's load:
   * under Xvfb GTK starts frames on a fixed cadence, so a frame ends
   * 16.67 ms after the last one plus its processor time minus the last
   * one's (docs/performance.md, "The floor of the frame figures"). */
  GArray *predicted_animating;
  GArray *predicted_thinking;
} Intervals;

/* Where one frame interval went on the main thread (the last after-paint
 * to this one): working, waiting for a processor (runnable, not running:
 * the machine's load), idle in the main loop's poll (), or the rest —
 * blocked in a system call or on a lock. */
typedef struct
{
  double interval, cpu, queued, polled, since_move;
} Longest;

enum { PHASE_ANIMATING, PHASE_THINKING, PHASE_STILL, N_PHASES };
static const char *const phase_names[N_PHASES] = { "animating", "thinking", "still" };

typedef struct
{
  FtWindow *window;
  GMainLoop *loop;
  Intervals intervals;
  gint64 last_paint_us;
  gint64 before_paint_us;
  double before_paint_cpu_ms;
  double layout_start_cpu_ms; /* the layout phase's start, if it ran */
  double layout_end_cpu_ms;
  double paint_end_cpu_ms;
  GdkFrameClock *clock;  /* the window's */
  gint64 main_start_us;
  double startup_main_ms;
  double startup_exec_ms;
  double rss_first_frame_mb;
  gboolean first_frame_seen;
  guint plies;
  guint target_plies;
  gboolean done;
  gboolean natural_frames;
  double late_ms;             /* --late: describe each interval over this */
  double widgets_ms;          /* --widgets: name the widgets of each frame over this */
  double after_paint_cpu_ms;  /* main thread's processor time at the last after-paint */
  double last_work_cpu_ms;    /* the last frame's processor time */
  gint64 last_move_us;        /* when the last move was played */
  FtArrivalTimes *arrivals;   /* what a move's arrival costs the main thread */
  double after_paint_queued_ms; /* main thread's time waiting for a processor, at the last after-paint */
  gint64 after_paint_polled_us; /* main loop's time in poll (), at the last after-paint */
  Longest longest[N_PHASES];  /* the longest interval of each phase, and where it went */
  /* Frames that ran a layout phase, per phase: on X11 each costs GDK two
   * round trips to the X server (the toplevel's monitor, looked up from
   * its geometry and origin), which wait for the server to get a
   * processor. */
  gboolean layout_ran;
  guint layout_frames[N_PHASES];
  guint phase_frames[N_PHASES];
} Bench;

/* Every series of Intervals, each a GArray of double. */
static const glong intervals_series[] = {
  G_STRUCT_OFFSET (Intervals, all), G_STRUCT_OFFSET (Intervals, animating),
  G_STRUCT_OFFSET (Intervals, thinking), G_STRUCT_OFFSET (Intervals, still),
  G_STRUCT_OFFSET (Intervals, work),
  G_STRUCT_OFFSET (Intervals, work_cpu), G_STRUCT_OFFSET (Intervals, layout_cpu),
  G_STRUCT_OFFSET (Intervals, paint_cpu), G_STRUCT_OFFSET (Intervals, predicted_animating),
  G_STRUCT_OFFSET (Intervals, predicted_thinking),
};

static void
intervals_init (Intervals *intervals)
{
  for (guint i = 0; i < G_N_ELEMENTS (intervals_series); i++)
    G_STRUCT_MEMBER (GArray *, intervals, intervals_series[i]) = g_array_new (FALSE, FALSE, sizeof (double));
}

static void
intervals_clear (Intervals *intervals)
{
  for (guint i = 0; i < G_N_ELEMENTS (intervals_series); i++)
    g_clear_pointer (&G_STRUCT_MEMBER (GArray *, intervals, intervals_series[i]), g_array_unref);
}


static double
rss_mb (void)
{
  g_autofree char *status = NULL;
  const char *p;
  long kb = 0;

  if (!g_file_get_contents ("/proc/self/status", &status, NULL, NULL))
    return -1;
  p = strstr (status, "VmRSS:");
  if (p == NULL || sscanf (p + 6, "%ld", &kb) != 1)
    return -1;
  return kb / 1024.0;
}

typedef struct
{
  char *name;
  long kb;
} Mapping;

static int
compare_mappings (gconstpointer a, gconstpointer b)
{
  const Mapping *x = a, *y = b;
  return (y->kb > x->kb) - (y->kb < x->kb);
}

/* Where the resident memory is (--memory-map), from /proc/self/smaps: each
 * file mapped (libraries, fonts) summed per file, the heap, and anonymous
 * regions by their size (a transposition table is one region of its size),
 * largest first. */
static void
report_memory_map (void)
{
  g_autofree char *smaps = NULL;
  g_auto (GStrv) lines = NULL;
  g_autoptr (GHashTable) by_name = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  g_autoptr (GArray) mappings = g_array_new (FALSE, FALSE, sizeof (Mapping));
  g_autofree char *name = NULL;
  GHashTableIter iter;
  gpointer key, value;
  long anon = 0, total = 0;

  if (!g_file_get_contents ("/proc/self/smaps", &smaps, NULL, NULL))
    return;
  lines = g_strsplit (smaps, "\n", -1);
  for (guint i = 0; lines[i] != NULL; i++)
    {
      unsigned long start, end;
      int name_at = 0;
      long kb;

      /* A region's first line: "start-end perms offset dev inode   name". */
      if (sscanf (lines[i], "%lx-%lx %*s %*x %*x:%*x %*u %n", &start, &end, &name_at) == 2
          && name_at > 0)
        {
          g_free (name);
          if (lines[i][name_at] != '\0')
            name = g_strdup (lines[i] + name_at);
          else if (end - start >= 1024 * 1024)
            name = g_strdup_printf ("[anonymous region of %.1f MB]", (end - start) / 1048576.0);
          else
            name = g_strdup ("[anonymous regions under 1 MB]");
        }
      else if (sscanf (lines[i], "Rss: %ld kB", &kb) == 1 && name != NULL)
        {
          long sum = GPOINTER_TO_INT (g_hash_table_lookup (by_name, name)) + kb;

          g_hash_table_insert (by_name, g_strdup (name), GINT_TO_POINTER ((int) sum));
          total += kb;
        }
      else if (sscanf (lines[i], "Anonymous: %ld kB", &kb) == 1)
        anon += kb;
    }
  g_hash_table_iter_init (&iter, by_name);
  while (g_hash_table_iter_next (&iter, &key, &value))
    {
      Mapping m = { key, GPOINTER_TO_INT (value) };
      g_array_append_val (mappings, m);
    }
  g_array_sort (mappings, compare_mappings);
  printf ("memory map resident %.1f MB: anonymous %.1f MB, files %.1f MB; largest:\n",
          total / 1024.0, anon / 1024.0, (total - anon) / 1024.0);
  for (guint i = 0; i < MIN (mappings->len, 16); i++)
    printf ("  %7.1f MB  %s\n", g_array_index (mappings, Mapping, i).kb / 1024.0,
            g_array_index (mappings, Mapping, i).name);
}

/* The calling thread's processor time (ft-marks.h's clock): the frame's
 * own work, whatever else the machine is doing. */
static double
thread_cpu_ms (void)
{
  return ft_mark_now ().cpu_ns / 1e6;
}

/* The calling thread's time spent runnable but not running (waiting for
 * a processor), from the scheduler's statistics; 0 where there are none. */
static double
thread_queued_ms (void)
{
  g_autofree char *text = NULL;
  unsigned long long run_ns, wait_ns;

  if (!g_file_get_contents ("/proc/thread-self/schedstat", &text, NULL, NULL)
      || sscanf (text, "%llu %llu", &run_ns, &wait_ns) != 2)
    return 0;
  return wait_ns / 1e6;
}

/* Files the interval under each phase it belongs to if it is that phase's
 * longest so far; returns where it went. */
static Longest
note_longest (Bench *bench, double interval, gboolean animating, gboolean thinking, gint64 now)
{
  Longest here = {
    .interval = interval,
    .cpu = thread_cpu_ms () - bench->after_paint_cpu_ms,
    .queued = thread_queued_ms () - bench->after_paint_queued_ms,
    .polled = (ft_arrival_times_polled_us () - bench->after_paint_polled_us) / 1000.0,
    .since_move = (now - bench->last_move_us) / 1000.0,
  };
  gboolean in[N_PHASES] = { animating, thinking, !animating && !thinking };

  for (guint i = 0; i < N_PHASES; i++)
    {
      if (in[i] && interval > bench->longest[i].interval)
        bench->longest[i] = here;
      bench->phase_frames[i] += in[i];
      bench->layout_frames[i] += in[i] && bench->layout_ran;
    }
  bench->layout_ran = FALSE;
  return here;
}

static void
report_longest (Bench *bench)
{
  printf ("layout     frames that ran a layout phase: animating %u of %u, thinking %u of %u, still %u of %u\n",
          bench->layout_frames[PHASE_ANIMATING], bench->phase_frames[PHASE_ANIMATING],
          bench->layout_frames[PHASE_THINKING], bench->phase_frames[PHASE_THINKING],
          bench->layout_frames[PHASE_STILL], bench->phase_frames[PHASE_STILL]);
  for (guint i = 0; i < N_PHASES; i++)
    {
      const Longest *l = &bench->longest[i];

      if (l->interval <= 0)
        continue;
      printf ("longest    %-9s %6.2f ms: main thread working %.2f, waiting for a processor %.2f,"
              " idle in poll %.2f, blocked elsewhere %.2f ms; %.1f ms after a move\n",
              phase_names[i], l->interval, l->cpu, l->queued, l->polled,
              MAX (l->interval - l->cpu - l->queued - l->polled, 0), l->since_move);
    }
}

/* A bare X server (Xvfb) has no window manager; GTK 4.8 then asks the
 * server for one (_NET_SUPPORTING_WM_CHECK), a round trip to the server,
 * twice in every frame, where a player's desktop answers once and GTK
 * keeps the answer. So that the bench measures the frames a player gets,
 * it announces a window manager that supports nothing, as EWMH describes:
 * a check window named on the root and on itself. Nothing else changes
 * (GTK waits for no frame-drawn message: none is supported). */
static void
announce_window_manager (void)
{
#ifdef FT_FRAME_BENCH_X11
  GdkDisplay *display = gdk_display_get_default ();
  Display *xdisplay;
  Window root, check;
  Atom check_atom, supported_atom, type = None;
  int format;
  unsigned long items, after;
  unsigned char *data = NULL;

  if (!GDK_IS_X11_DISPLAY (display))
    return;
  xdisplay = gdk_x11_display_get_xdisplay (display);
  root = DefaultRootWindow (xdisplay);
  check_atom = XInternAtom (xdisplay, "_NET_SUPPORTING_WM_CHECK", False);
  supported_atom = XInternAtom (xdisplay, "_NET_SUPPORTED", False);
  if (XGetWindowProperty (xdisplay, root, check_atom, 0, 1, False, XA_WINDOW, &type, &format, &items,
                          &after, &data) == Success && data != NULL)
    XFree (data);
  if (type == XA_WINDOW)
    return; /* a real window manager runs */
  check = XCreateSimpleWindow (xdisplay, root, -10, -10, 1, 1, 0, 0, 0);
  XChangeProperty (xdisplay, check, check_atom, XA_WINDOW, 32, PropModeReplace, (unsigned char *) &check, 1);
  XChangeProperty (xdisplay, root, supported_atom, XA_ATOM, 32, PropModeReplace,
                   (unsigned char *) &check_atom, 1);
  XChangeProperty (xdisplay, root, check_atom, XA_WINDOW, 32, PropModeReplace, (unsigned char *) &check, 1);
  XSync (xdisplay, False);
#endif
}

static int
compare_doubles (gconstpointer a, gconstpointer b)
{
  double x = *(const double *) a, y = *(const double *) b;
  return (x > y) - (x < y);
}

static void
report (const char *name, GArray *values)
{
  double sum = 0, max = 0, p99;
  guint over25 = 0, over50 = 0;

  if (values->len == 0)
    {
      printf ("%-10s no frames\n", name);
      return;
    }
  for (guint i = 0; i < values->len; i++)
    {
      double v = g_array_index (values, double, i);
      sum += v;
      max = MAX (max, v);
      over25 += v > 25.0;
      over50 += v > 50.0;
    }
  g_array_sort (values, compare_doubles);
  p99 = g_array_index (values, double, MIN (values->len - 1, (guint) (values->len * 0.99)));
  printf ("%-10s frames %5u  mean %6.2f fps  p99 %6.2f ms  >25ms %3u  >50ms %3u  max %6.2f ms\n",
          name, values->len, values->len / (sum / 1000.0), p99, over25, over50, max);
}

/* The main thread's own work per frame (layout, snapshot, render): what
 * the game costs, apart from waiting for the CPU. */
static void
report_work (const char *what, GArray *values)
{
  double sum = 0, max = 0;

  if (values->len == 0)
    return;
  for (guint i = 0; i < values->len; i++)
    {
      double v = g_array_index (values, double, i);
      sum += v;
      max = MAX (max, v);
    }
  g_array_sort (values, compare_doubles);
  printf ("%s mean %.2f ms  p99 %.2f ms  max %.2f ms (before-paint → after-paint)\n",
          what, sum / values->len,
          g_array_index (values, double, MIN (values->len - 1, (guint) (values->len * 0.99))), max);
}

/* The intervals the window's work alone would make (Intervals). */
static void
report_predicted (const char *name, GArray *values)
{
  guint over = 0;

  if (values->len == 0)
    return;
  for (guint i = 0; i < values->len; i++)
    over += g_array_index (values, double, i) > 17.5;
  g_array_sort (values, compare_doubles);
  printf ("predicted  %-9s p99 %6.2f ms  over 17.5 ms %5.2f %%  max %6.2f ms"
          " (16.67 ms + this frame's processor time − the last one's)\n",
          name, g_array_index (values, double, MIN (values->len - 1, (guint) (values->len * 0.99))),
          100.0 * over / values->len, g_array_index (values, double, values->len - 1));
}

static void
after_paint_cb (GdkFrameClock *clock G_GNUC_UNUSED, gpointer user_data)
{
  Bench *bench = user_data;
  gint64 now = g_get_monotonic_time ();

  if (!bench->first_frame_seen)
    {
      bench->first_frame_seen = TRUE;
      bench->startup_main_ms = (now - bench->main_start_us) / 1000.0;
      bench->startup_exec_ms = ft_startup_ms_since_exec ();
      bench->rss_first_frame_mb = rss_mb ();
    }
  else if (!bench->done)
    {
      double interval = (now - bench->last_paint_us) / 1000.0;
      gboolean animating = ft_board_view_is_animating (ft_window_get_board (bench->window));
      gboolean thinking = ft_window_is_computer_thinking (bench->window);

      double work = (now - bench->before_paint_us) / 1000.0;
      double work_cpu = thread_cpu_ms () - bench->before_paint_cpu_ms;
      double layout_cpu = bench->layout_end_cpu_ms - bench->before_paint_cpu_ms;
      double paint_cpu = bench->paint_end_cpu_ms - bench->layout_end_cpu_ms;

      g_array_append_val (bench->intervals.all, interval);
      g_array_append_val (bench->intervals.work, work);
      g_array_append_val (bench->intervals.work_cpu, work_cpu);
      g_array_append_val (bench->intervals.layout_cpu, layout_cpu);
      g_array_append_val (bench->intervals.paint_cpu, paint_cpu);
      if (animating)
        g_array_append_val (bench->intervals.animating, interval);
      if (thinking)
        g_array_append_val (bench->intervals.thinking, interval);
      if (!animating && !thinking)
        g_array_append_val (bench->intervals.still, interval);
      if (bench->last_work_cpu_ms >= 0)
        {
          double predicted = 1000.0 / 60 + work_cpu - bench->last_work_cpu_ms;

          if (animating)
            g_array_append_val (bench->intervals.predicted_animating, predicted);
          if (thinking)
            g_array_append_val (bench->intervals.predicted_thinking, predicted);
        }
      bench->last_work_cpu_ms = work_cpu;
      Longest where = note_longest (bench, interval, animating, thinking, now);

      if (bench->late_ms > 0 && interval > bench->late_ms)
        /* Between the last frame and this one's before-paint the main loop
         * either worked (processor time) or waited for the processor. */
        printf ("late %6.2f ms: gap %6.2f ms (main thread busy %5.2f ms of it), frame %5.2f ms"
                " (ticks and layout %.2f, paint %.2f); waiting for a processor %.2f, idle in poll %.2f ms;"
                " %6.1f ms after move %u%s%s, at %.4f s\n",
                interval, (bench->before_paint_us - bench->last_paint_us) / 1000.0,
                bench->before_paint_cpu_ms - bench->after_paint_cpu_ms, work, layout_cpu, paint_cpu,
                where.queued, where.polled,
                (now - bench->last_move_us) / 1000.0, ft_game_get_n_moves (ft_window_get_game (bench->window)),
                animating ? ", animating" : "",
                thinking ? ", thinking" : "", now / 1e6);
      if (bench->widgets_ms > 0 && work_cpu > bench->widgets_ms)
        {
          double ticks_cpu = (bench->layout_start_cpu_ms >= 0 ? bench->layout_start_cpu_ms : bench->layout_end_cpu_ms)
                             - bench->before_paint_cpu_ms;

          printf ("frame of %.2f ms processor time (ticks %.2f, layout %.2f, paint %.2f), %.1f ms after move %u, at %.4f s\n",
                  work_cpu, ticks_cpu, layout_cpu - ticks_cpu, paint_cpu, (now - bench->last_move_us) / 1000.0,
                  ft_game_get_n_moves (ft_window_get_game (bench->window)), now / 1e6);
          ft_arrival_times_print_recent (bench->arrivals, bench->before_paint_us);
          ft_widget_costs_print (12);
        }
    }
  bench->last_paint_us = now;
  bench->after_paint_cpu_ms = thread_cpu_ms ();
  bench->after_paint_queued_ms = thread_queued_ms ();
  bench->after_paint_polled_us = ft_arrival_times_polled_us ();
  if (!bench->done)
    ft_arrival_times_frame (bench->arrivals, bench->before_paint_us, bench->before_paint_cpu_ms, now,
                            bench->after_paint_cpu_ms);
}

/* Keep every frame painting, as a running animation does. */
static gboolean
tick_cb (GtkWidget *widget, GdkFrameClock *clock G_GNUC_UNUSED, gpointer user_data)
{
  Bench *bench = user_data;

  if (bench->done)
    return G_SOURCE_REMOVE;
  if (!bench->natural_frames)
    gtk_widget_queue_draw (widget);
  return G_SOURCE_CONTINUE;
}

static void
before_paint_cb (GdkFrameClock *clock G_GNUC_UNUSED, gpointer user_data)
{
  Bench *bench = user_data;

  if (bench->widgets_ms > 0)
    {
      ft_widget_costs_watch (GTK_WIDGET (bench->window));
      ft_widget_costs_reset ();
    }
  bench->before_paint_us = g_get_monotonic_time ();
  bench->before_paint_cpu_ms = bench->layout_end_cpu_ms = bench->paint_end_cpu_ms = thread_cpu_ms ();
  bench->layout_start_cpu_ms = -1;
}

/* The paint phase's start, before any handler of the frame clock's
 * "paint" runs (an emission hook runs first): what came before it in the
 * frame is the ticks (tick callbacks, style) and the layout. The layout
 * phase runs only when something asked for it, so its own end would not
 * do: a frame without it would count its ticks as paint. */
static gboolean
paint_starts_hook (GSignalInvocationHint *hint G_GNUC_UNUSED, guint n_values, const GValue *values,
                   gpointer user_data)
{
  Bench *bench = user_data;

  if (n_values > 0 && g_value_get_object (&values[0]) == (GObject *) bench->clock)
    bench->layout_end_cpu_ms = bench->paint_end_cpu_ms = thread_cpu_ms ();
  return TRUE;
}

/* The layout phase's start, before GTK's handler of "layout". */
static gboolean
layout_starts_hook (GSignalInvocationHint *hint G_GNUC_UNUSED, guint n_values, const GValue *values,
                    gpointer user_data)
{
  Bench *bench = user_data;

  if (n_values > 0 && g_value_get_object (&values[0]) == (GObject *) bench->clock)
    bench->layout_start_cpu_ms = thread_cpu_ms ();
  return TRUE;
}

/* Connected after GTK's own handler (at realize): the end of the paint. */
static void
paint_cb (GdkFrameClock *clock G_GNUC_UNUSED, gpointer user_data)
{
  ((Bench *) user_data)->paint_end_cpu_ms = thread_cpu_ms ();
}

static void
layout_cb (GdkFrameClock *clock G_GNUC_UNUSED, gpointer user_data)
{
  ((Bench *) user_data)->layout_ran = TRUE;
}

static void
map_cb (GtkWidget *widget, gpointer user_data)
{
  Bench *bench = user_data;
  GdkFrameClock *clock = gtk_widget_get_frame_clock (widget);

  g_signal_connect (clock, "before-paint", G_CALLBACK (before_paint_cb), bench);
  bench->clock = clock;
  g_signal_add_emission_hook (g_signal_lookup ("paint", GDK_TYPE_FRAME_CLOCK), 0, paint_starts_hook, bench, NULL);
  if (bench->widgets_ms > 0)
    g_signal_add_emission_hook (g_signal_lookup ("layout", GDK_TYPE_FRAME_CLOCK), 0, layout_starts_hook, bench, NULL);
  g_signal_connect (clock, "paint", G_CALLBACK (paint_cb), bench);
  g_signal_connect (clock, "layout", G_CALLBACK (layout_cb), bench);
  g_signal_connect (clock, "after-paint", G_CALLBACK (after_paint_cb), bench);
}

static void
finish (Bench *bench)
{
  if (bench->done)
    return;
  bench->done = TRUE;
  g_main_loop_quit (bench->loop);
}

static void
move_played_cb (FtGame *game G_GNUC_UNUSED, const FtGameMove *move G_GNUC_UNUSED,
                gpointer user_data)
{
  Bench *bench = user_data;

  bench->plies++;
  bench->last_move_us = g_get_monotonic_time ();
}

static void
animation_finished_cb (FtBoardView *board G_GNUC_UNUSED, gpointer user_data)
{
  Bench *bench = user_data;
  FtGame *game = ft_window_get_game (bench->window);

  if (ft_game_is_over (game) || (bench->target_plies > 0 && bench->plies >= bench->target_plies))
    finish (bench);
}

static gboolean
timeout_cb (gpointer user_data)
{
  g_printerr ("fourteen-frame-bench: time limit reached\n");
  finish (user_data);
  return G_SOURCE_REMOVE;
}

/* Everything the bench measured, once the game is over. */
static void
print_figures (Bench *bench, const char *level_name, gboolean memory_map)
{
  GskRenderer *renderer = gtk_native_get_renderer (GTK_NATIVE (bench->window));

  /* The renderer GTK made, not only the one asked for: without GL it
   * falls back to cairo. */
  printf ("fourteen-frame-bench: %u plies, level %s, renderer %s (%s)\n", bench->plies,
          level_name != NULL ? level_name : "normal",
          g_getenv ("GSK_RENDERER") != NULL ? g_getenv ("GSK_RENDERER") : "default",
          renderer != NULL ? G_OBJECT_TYPE_NAME (renderer) : "none");
  report ("all", bench->intervals.all);
  report ("animating", bench->intervals.animating);
  report ("thinking", bench->intervals.thinking);
  report ("still", bench->intervals.still);
  report_work ("frame work", bench->intervals.work);
  report_work ("frame cpu ", bench->intervals.work_cpu);
  report_work ("  of which ticks and layout", bench->intervals.layout_cpu);
  report_work ("  of which snapshot and render", bench->intervals.paint_cpu);
  report_predicted ("animating", bench->intervals.predicted_animating);
  report_predicted ("thinking", bench->intervals.predicted_thinking);
  report_longest (bench);
  printf ("startup    main → first frame %.1f ms; exec → first frame %.0f ms (±10 ms)\n",
          bench->startup_main_ms, bench->startup_exec_ms);
  printf ("memory     resident at the first frame %.1f MB, after the game %.1f MB\n",
          bench->rss_first_frame_mb, rss_mb ());
  if (memory_map)
    report_memory_map ();
  ft_arrival_times_report (bench->arrivals);
}

int
main (int argc, char **argv)
{
  Bench bench = { 0 };
  int plies = 16;
  int seconds = 180;
  int limit = 180;
  gboolean memory_map = FALSE;
  gboolean no_autosave = FALSE;
  g_autofree char *autosave = NULL;
  g_autofree char *level_name = NULL;
  g_autoptr (GOptionContext) context = NULL;
  g_autoptr (GError) error = NULL;
  g_autoptr (FtGameSetup) setup = NULL;
  const GOptionEntry entries[] = {
    { "plies", 'p', 0, G_OPTION_ARG_INT, &plies, "Stop after N plies (0: at the end of the game)", "N" },
    { "level", 'l', 0, G_OPTION_ARG_STRING, &level_name, "easy, normal (default) or hard", "LEVEL" },
    { "seconds", 's', 0, G_OPTION_ARG_INT, &seconds, "Each side's clock (default 180, as in a real game)", "S" },
    { "limit", 0, 0, G_OPTION_ARG_INT, &limit, "Give up after this many seconds (default 180)", "S" },
    { "memory-map", 0, 0, G_OPTION_ARG_NONE, &memory_map,
      "After the game, where the resident memory is (largest regions)", NULL },
    { "natural-frames", 0, 0, G_OPTION_ARG_NONE, &bench.natural_frames,
      "Paint only what the game itself asks for (leak checks under valgrind)", NULL },
    { "no-autosave", 0, 0, G_OPTION_ARG_NONE, &no_autosave,
      "Do not autosave the game after each move (a player's game does)", NULL },
    { "late", 0, 0, G_OPTION_ARG_DOUBLE, &bench.late_ms,
      "Describe each frame interval longer than MS (where the time went)", "MS" },
    { "widgets", 0, 0, G_OPTION_ARG_DOUBLE, &bench.widgets_ms,
      "After each frame of more than MS processor time, the widgets that redid work in it", "MS" },
    { NULL }
  };

  bench.main_start_us = g_get_monotonic_time ();
  ft_memory_setup (); /* as main.c */
  context = g_option_context_new ("— frame timing of a computer-vs-computer game");
  g_option_context_add_main_entries (context, entries, NULL);
  if (!g_option_context_parse (context, &argc, &argv, &error))
    {
      g_printerr ("%s\n", error->message);
      return 2;
    }

  /* As the game does (main.c): the cairo renderer without the GL driver. */
  if (g_strcmp0 (g_getenv ("GSK_RENDERER"), "cairo") == 0 && g_getenv ("GDK_DEBUG") == NULL)
    g_setenv ("GDK_DEBUG", "gl-disable", FALSE);
  adw_init ();
  announce_window_manager ();
  {
    /* AdwApplication loads the app's style.css by itself; without one, do
     * it here so the window looks as it does in the game. */
    g_autoptr (GtkCssProvider) css = gtk_css_provider_new ();
    gtk_css_provider_load_from_resource (css, "/io/github/fourteenchess/Fourteen/style.css");
    gtk_style_context_add_provider_for_display (gdk_display_get_default (),
                                                GTK_STYLE_PROVIDER (css),
                                                GTK_STYLE_PROVIDER_PRIORITY_APPLICATION);
  }
  bench.loop = g_main_loop_new (NULL, FALSE);
  intervals_init (&bench.intervals);
  bench.last_work_cpu_ms = -1;
  bench.target_plies = (guint) MAX (plies, 0);

  setup = ft_game_setup_new_default ();
  setup->cpu_ms = setup->player_ms = (gint64) seconds * 1000;
  setup->cpu_increment_ms = setup->player_increment_ms = 0;
  {
    int level = FT_LEVEL_NORMAL;

    if (level_name != NULL && !ft_name_parse (FT_TYPE_LEVEL, level_name, &level))
      {
        g_autofree char *choices = ft_name_list (FT_TYPE_LEVEL);
        g_printerr ("--level must be %s\n", choices);
        return 2;
      }
    setup->level = level;
  }

  bench.window = g_object_ref_sink (ft_window_new (NULL, NULL));
  ft_window_set_autoplay (bench.window, TRUE, 14);
  if (!no_autosave)
    {
      /* Where the application keeps it: the same file system. */
      autosave = g_build_filename (g_get_user_data_dir (), "fourteen-frame-bench", "autosave.pgn", NULL);
      ft_window_set_autosave (bench.window, autosave, FALSE);
    }
  bench.arrivals = ft_arrival_times_new ();
  g_signal_connect (bench.window, "map", G_CALLBACK (map_cb), &bench);
  g_signal_connect_after (ft_window_get_board (bench.window), "animation-finished",
                          G_CALLBACK (animation_finished_cb), &bench);
  gtk_widget_add_tick_callback (GTK_WIDGET (ft_window_get_board (bench.window)), tick_cb, &bench,
                                NULL);
  ft_window_start (bench.window, setup);
  g_signal_connect (ft_window_get_game (bench.window), "move-played", G_CALLBACK (move_played_cb),
                    &bench);
  gtk_window_present (GTK_WINDOW (bench.window));
  g_timeout_add_seconds ((guint) limit, timeout_cb, &bench);

  g_main_loop_run (bench.loop);

  print_figures (&bench, level_name, memory_map);

  gtk_window_destroy (GTK_WINDOW (bench.window));
  g_object_unref (bench.window);
  ft_arrival_times_free (bench.arrivals);
  ft_widget_costs_clear ();
  if (autosave != NULL)
    {
      g_autofree char *dir = g_path_get_dirname (autosave);

      g_remove (autosave);
      g_rmdir (dir);
    }
  intervals_clear (&bench.intervals);
  g_main_loop_unref (bench.loop);
  return 0;
}
