/* frame-floor.c — the floor of the frame figures: a bare libadwaita window
 * of Fourteen's size whose only work is one small widget redrawn every
 * frame (as fourteen-frame-bench forces every frame to paint), timed the
 * same way, from the frame clock's "after-paint" on the monotonic clock.
 *
 *   frame-floor [--seconds S] [--busy-threads N] [--extra-ms MS --every N]
 *
 * --busy-threads N spins N threads on the processor the whole time, as the
 * computer's search does while it thinks (at the search's lower priority,
 * ft-search-priority.h): what the frame intervals are when the window does
 * nothing and the machine is as busy as during a game.
 * --extra-ms MS --every N makes every N-th frame do MS more work on the main
 * thread (a busy loop): GTK starts frames on a fixed cadence, so under Xvfb
 * that frame's interval is about 16.67 ms + MS — what a move's first frame
 * costs the frame figures whatever the window draws.
 *
 * It prints frames, the mean rate, the 99th percentile and longest
 * interval and the share of intervals over 17.5 ms. build-aux/bench runs it
 * beside fourteen-frame-bench (docs/performance.md, "The floor of the frame
 * figures"). Run it under Xvfb with the cairo renderer, as the frame bench:
 *
 *   xvfb-run -a -s '-screen 0 1024x768x24' env GSK_RENDERER=cairo GDK_BACKEND=x11 \
 *       build/tests/bench/frame-floor --busy-threads 1
 */
#include <adwaita.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

#include "bench-busy.h"

typedef struct {
  GtkWidget *window;
  GtkWidget *spot;  /* the widget redrawn every frame */
  GArray *intervals; /* double ms between after-paints */
  gint64 last_paint_us;
  double seconds;
  double extra_ms;
  guint every;
  guint frame;
  gboolean done;
} Floor;

static int
compare_doubles (gconstpointer a, gconstpointer b)
{
  double x = *(const double *) a, y = *(const double *) b;

  return x < y ? -1 : x > y;
}

static void
report (Floor *floor)
{
  GArray *v = floor->intervals;
  double sum = 0, over = 0;

  if (v->len == 0)
    {
      printf ("frame-floor: no frames\n");
      return;
    }
  for (guint i = 0; i < v->len; i++)
    {
      double x = g_array_index (v, double, i);
      sum += x;
      over += x > 17.5;
    }
  g_array_sort (v, compare_doubles);
  printf ("frames %5u  mean %6.2f fps  p99 %6.2f ms  max %6.2f ms  over 17.5 ms %5.2f %%\n", v->len,
          1000.0 * v->len / sum, g_array_index (v, double, MIN (v->len - 1, (guint) (v->len * 0.99))),
          g_array_index (v, double, v->len - 1), 100.0 * over / v->len);
}

/* The main thread's extra work: a busy loop on its own processor clock. */
static void
spin_ms (double ms)
{
  struct timespec start, now;

  clock_gettime (CLOCK_THREAD_CPUTIME_ID, &start);
  do
    clock_gettime (CLOCK_THREAD_CPUTIME_ID, &now);
  while ((now.tv_sec - start.tv_sec) * 1e3 + (now.tv_nsec - start.tv_nsec) / 1e6 < ms);
}

static void
draw_spot (GtkDrawingArea *area G_GNUC_UNUSED, cairo_t *cr, int width, int height, gpointer user_data)
{
  Floor *floor = user_data;

  /* A colour that changes every frame, so each frame has damage to paint. */
  cairo_set_source_rgb (cr, (floor->frame % 2) ? 0.3 : 0.7, 0.5, 0.5);
  cairo_rectangle (cr, 0, 0, width, height);
  cairo_fill (cr);
  if (floor->every > 0 && floor->frame % floor->every == 0)
    spin_ms (floor->extra_ms);
}

static gboolean
tick_cb (GtkWidget *widget, GdkFrameClock *clock G_GNUC_UNUSED, gpointer user_data)
{
  Floor *floor = user_data;

  if (floor->done)
    return G_SOURCE_REMOVE;
  floor->frame++;
  gtk_widget_queue_draw (widget);
  return G_SOURCE_CONTINUE;
}

static void
after_paint_cb (GdkFrameClock *clock G_GNUC_UNUSED, gpointer user_data)
{
  Floor *floor = user_data;
  gint64 now = g_get_monotonic_time ();

  if (floor->last_paint_us != 0 && !floor->done)
    {
      double interval = (now - floor->last_paint_us) / 1000.0;
      g_array_append_val (floor->intervals, interval);
    }
  floor->last_paint_us = now;
}

static void
map_cb (GtkWidget *widget, gpointer user_data)
{
  g_signal_connect (gtk_widget_get_frame_clock (widget), "after-paint", G_CALLBACK (after_paint_cb), user_data);
}

static gboolean
finish_cb (gpointer user_data)
{
  Floor *floor = user_data;

  floor->done = TRUE;
  report (floor);
  gtk_window_destroy (GTK_WINDOW (floor->window));
  return G_SOURCE_REMOVE;
}

static void
activate_cb (GApplication *application, gpointer user_data)
{
  Floor *floor = user_data;
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);

  floor->window = adw_application_window_new (GTK_APPLICATION (application));
  gtk_window_set_default_size (GTK_WINDOW (floor->window), 792, 672);
  floor->spot = gtk_drawing_area_new ();
  gtk_widget_set_size_request (floor->spot, 48, 48);
  gtk_widget_set_halign (floor->spot, GTK_ALIGN_CENTER);
  gtk_widget_set_valign (floor->spot, GTK_ALIGN_CENTER);
  gtk_widget_set_vexpand (floor->spot, TRUE);
  gtk_drawing_area_set_draw_func (GTK_DRAWING_AREA (floor->spot), draw_spot, floor, NULL);
  gtk_box_append (GTK_BOX (box), adw_header_bar_new ());
  gtk_box_append (GTK_BOX (box), floor->spot);
  adw_application_window_set_content (ADW_APPLICATION_WINDOW (floor->window), box);
  g_signal_connect (floor->spot, "map", G_CALLBACK (map_cb), floor);
  gtk_widget_add_tick_callback (floor->spot, tick_cb, floor, NULL);
  g_timeout_add ((guint) (floor->seconds * 1000), finish_cb, floor);
  gtk_window_present (GTK_WINDOW (floor->window));
}

int
main (int argc, char **argv)
{
  Floor floor = { .seconds = 20, .intervals = g_array_new (FALSE, FALSE, sizeof (double)) };
  g_autoptr (AdwApplication) application = NULL;
  BenchBusy *spinning;
  int busy = 0, status;

  for (int i = 1; i + 1 < argc; i += 2)
    {
      if (g_str_equal (argv[i], "--seconds"))
        floor.seconds = g_ascii_strtod (argv[i + 1], NULL);
      else if (g_str_equal (argv[i], "--busy-threads"))
        busy = atoi (argv[i + 1]);
      else if (g_str_equal (argv[i], "--extra-ms"))
        floor.extra_ms = g_ascii_strtod (argv[i + 1], NULL);
      else if (g_str_equal (argv[i], "--every"))
        floor.every = (guint) atoi (argv[i + 1]);
      else
        {
          fprintf (stderr, "frame-floor: unknown option %s\n", argv[i]);
          return 2;
        }
    }
  if ((argc - 1) % 2 != 0 || floor.seconds <= 0 || busy < 0)
    {
      fprintf (stderr, "usage: frame-floor [--seconds S] [--busy-threads N] [--extra-ms MS --every N]\n");
      return 2;
    }
  /* As Fourteen does under the cairo renderer (src/app/main.c). */
  if (g_strcmp0 (g_getenv ("GSK_RENDERER"), "cairo") == 0 && g_getenv ("GDK_DEBUG") == NULL)
    g_setenv ("GDK_DEBUG", "gl-disable", FALSE);
  spinning = bench_busy_start (busy);
  application = adw_application_new ("io.github.fourteenchess.FrameFloor", G_APPLICATION_NON_UNIQUE);
  g_signal_connect (application, "activate", G_CALLBACK (activate_cb), &floor);
  status = g_application_run (G_APPLICATION (application), 1, argv);
  bench_busy_stop (spinning);
  g_array_free (floor.intervals, TRUE);
  return status;
}
