/* ft-startup-report.c — see ft-startup-report.h. */
#include "config.h"

#include <stdio.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "ft-startup-report.h"

#include "ft-first-frame.h"

static gint64 main_start_us;

static gboolean
reporting (void)
{
  return g_getenv ("FOURTEEN_REPORT_STARTUP") != NULL;
}

double
ft_startup_ms_since_exec (void)
{
  g_autofree char *stat = NULL;
  const char *p;
  unsigned long long start_ticks = 0;
  struct timespec now;

  if (!g_file_get_contents ("/proc/self/stat", &stat, NULL, NULL)
      || (p = strrchr (stat, ')')) == NULL) /* the command name may hold spaces */
    return -1;
  for (int field = 0; field < 20 && p != NULL; field++) /* to field 22, starttime */
    p = strchr (p + 1, ' ');
  if (p == NULL || sscanf (p + 1, "%llu", &start_ticks) != 1)
    return -1;
  clock_gettime (CLOCK_BOOTTIME, &now);
  return (now.tv_sec + now.tv_nsec / 1e9 - (double) start_ticks / sysconf (_SC_CLK_TCK)) * 1000;
}

static double
cpu_ms (clockid_t clock)
{
  struct timespec t;

  clock_gettime (clock, &t);
  return t.tv_sec * 1000.0 + t.tv_nsec / 1e6;
}

void
ft_startup_report_begin (void)
{
  main_start_us = g_get_monotonic_time ();
  if (reporting ())
    g_printerr ("fourteen: startup main at %.0f ms after exec (processor: %.1f ms: loading "
                "and linking the libraries)\n",
                ft_startup_ms_since_exec (), cpu_ms (CLOCK_PROCESS_CPUTIME_ID));
}

/* The processor time of the main thread and of the whole process (every
 * thread) tells what a stage costs, apart from waiting for a processor on
 * a busy machine. */
void
ft_startup_report_mark (const char *stage)
{
  if (reporting () && main_start_us != 0)
    g_printerr ("fourteen: startup %s at %.1f ms after main (processor: main thread %.1f ms, "
                "all threads %.1f ms)\n",
                stage, (g_get_monotonic_time () - main_start_us) / 1000.0,
                cpu_ms (CLOCK_THREAD_CPUTIME_ID), cpu_ms (CLOCK_PROCESS_CPUTIME_ID));
}

static void
first_frame_cb (gboolean drawn, gpointer user_data G_GNUC_UNUSED)
{
  if (!drawn)
    return;
  ft_startup_report_mark ("first frame");
  /* The monotonic time lets an outside measurement (tests/bench/first-window)
   * line this frame up with its own clock. */
  g_printerr ("fourteen: first frame %.0f ms after exec (monotonic clock %.1f ms)\n",
              ft_startup_ms_since_exec (), g_get_monotonic_time () / 1000.0);
}

void
ft_startup_report_first_frame (GtkWidget *window)
{
  g_return_if_fail (GTK_IS_WIDGET (window));

  if (reporting ())
    ft_first_frame_call (window, first_frame_cb, NULL);
}
