/* test-marks.c — the time marks the benchmarks read (ft-marks.c). */
#include "config.h"

#include "ft-marks.h"

typedef struct
{
  guint calls;
  const char *name;
  gint64 wall_us;
  gint64 cpu_ns;
} Seen;

static void
sink (const char *name, const FtMark *begin, const FtMark *end, gpointer data)
{
  Seen *seen = data;

  seen->calls++;
  seen->name = name;
  seen->wall_us = end->wall_us - begin->wall_us;
  seen->cpu_ns = end->cpu_ns - begin->cpu_ns;
}

/* Without a sink nothing is measured and nothing is called. */
static void
test_marks_off (void)
{
  FtMark mark;

  ft_marks_set_sink (NULL, NULL);
  g_assert_false (ft_marks_enabled ());
  mark = ft_mark_begin ();
  g_assert_cmpint (mark.wall_us, ==, 0);
  ft_mark_end ("nothing", &mark);
}

/* With a sink each mark hands it its name and both spans, the processor
 * time being the calling thread's work in it. */
static void
test_marks_spans (void)
{
  Seen seen = { 0 };
  FtMark mark;
  volatile double x = 1.0;

  ft_marks_set_sink (sink, &seen);
  g_assert_true (ft_marks_enabled ());
  mark = ft_mark_begin ();
  g_assert_cmpint (mark.wall_us, >, 0);
  for (int i = 0; i < 2000000; i++)
    x = x * 1.0000001;
  g_usleep (20000);
  ft_mark_end ("work", &mark);
  g_assert_cmpuint (seen.calls, ==, 1);
  g_assert_cmpstr (seen.name, ==, "work");
  g_assert_cmpint (seen.wall_us, >=, 20000);
  g_assert_cmpint (seen.cpu_ns, >, 0);
  /* The sleep is wall time, not the thread's work. */
  g_assert_cmpint (seen.cpu_ns / 1000, <, seen.wall_us);

  /* A mark begun before the sink was set is not reported. */
  ft_marks_set_sink (NULL, NULL);
  mark = ft_mark_begin ();
  ft_marks_set_sink (sink, &seen);
  ft_mark_end ("late", &mark);
  g_assert_cmpuint (seen.calls, ==, 1);
  ft_marks_set_sink (NULL, NULL);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/marks/off", test_marks_off);
  g_test_add_func ("/marks/spans", test_marks_spans);
  return g_test_run ();
}
