/* first-window.c — time from starting a program to the first frame of its
 * window on the X server, measured from outside the program, so that any
 * X11 program (Fourteen, GNOME Chess) is measured the same way.
 *
 *   first-window [--rss-after MS] [--timeout S] [--min-size PX] -- COMMAND [ARG…]
 *
 * It watches the root window for new top-level windows (SubstructureNotify),
 * puts a DAMAGE object (the X DAMAGE extension) on each as it is created,
 * then starts COMMAND. The first frame is the first damage reported on a
 * mapped, non-override-redirect window at least PX (default 200) wide and
 * high: the program's first drawing into its main window. GTK 4's cairo
 * renderer paints a frame into an off-screen pixmap and copies it to the
 * window in one request, so the first damage is the end of the first frame
 * (it agrees with Fourteen's own after-paint to about a millisecond). Times
 * are from just before fork(), on the monotonic clock, so exec, dynamic
 * linking and everything the program does before its first frame count.
 *
 * Prints one line:  map MS  first-frame MS  cpu MS  [rss KB]
 * where cpu is the processor time (user + system, every thread, 10 ms
 * resolution) the program had used at its first frame, and rss is the program's VmRSS MS milliseconds after its first frame
 * (--rss-after). Then it ends the program (SIGTERM, SIGKILL after 3 s).
 * Exit status 1 if no frame came within the timeout (default 30 s).
 */
#define _GNU_SOURCE /* clock_gettime, kill, usleep under -std=c11 */

#include <errno.h>
#include <poll.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include <X11/Xlib.h>
#include <X11/extensions/Xdamage.h>

#define MAX_WINDOWS 256

typedef struct
{
  Window window;
  int mapped;
  int big;
} Watched;

static Watched watched[MAX_WINDOWS];
static int n_watched;

static double
now_ms (void)
{
  struct timespec t;

  clock_gettime (CLOCK_MONOTONIC, &t);
  return t.tv_sec * 1000.0 + t.tv_nsec / 1e6;
}

/* Windows may vanish between their creation and our requests about them. */
static int
ignore_x_errors (Display *display, XErrorEvent *event)
{
  (void) display;
  (void) event;
  return 0;
}

static Watched *
find_watched (Window window)
{
  for (int i = 0; i < n_watched; i++)
    if (watched[i].window == window)
      return &watched[i];
  return NULL;
}

static int damage_event_base;

static Bool
is_damage_of (Display *display, XEvent *event, XPointer watched_window)
{
  (void) display;
  return event->type == damage_event_base + XDamageNotify
         && ((XDamageNotifyEvent *) event)->drawable == ((Watched *) watched_window)->window;
}

static long
rss_kb (pid_t pid)
{
  char path[64], line[256];
  long kb = -1;
  FILE *file;

  snprintf (path, sizeof path, "/proc/%d/status", (int) pid);
  file = fopen (path, "r");
  if (file == NULL)
    return -1;
  while (fgets (line, sizeof line, file) != NULL)
    if (strncmp (line, "VmRSS:", 6) == 0)
      kb = strtol (line + 6, NULL, 10);
  fclose (file);
  return kb;
}

/* CPU time (user + system, all threads) the process has used, from
 * /proc/PID/stat fields 14 and 15. */
static double
cpu_ms (pid_t pid)
{
  char path[64], stat[1024];
  unsigned long utime = 0, stime = 0;
  const char *p;
  FILE *file;
  size_t n;

  snprintf (path, sizeof path, "/proc/%d/stat", (int) pid);
  file = fopen (path, "r");
  if (file == NULL)
    return -1;
  n = fread (stat, 1, sizeof stat - 1, file);
  fclose (file);
  stat[n] = 0;
  p = strrchr (stat, ')'); /* the command name may hold spaces */
  if (p == NULL || sscanf (p + 2, "%*c %*d %*d %*d %*d %*d %*u %*u %*u %*u %*u %lu %lu", &utime,
                           &stime) != 2)
    return -1;
  return (utime + stime) * 1000.0 / sysconf (_SC_CLK_TCK);
}

static void
end_child (pid_t pid)
{
  kill (pid, SIGTERM);
  for (int i = 0; i < 300; i++)
    {
      if (waitpid (pid, NULL, WNOHANG) == pid)
        return;
      usleep (10000);
    }
  kill (pid, SIGKILL);
  waitpid (pid, NULL, 0);
}

static int
usage (void)
{
  fprintf (stderr, "usage: first-window [--rss-after MS] [--timeout S] [--min-size PX] -- "
                   "COMMAND [ARG…]\n");
  return 2;
}

/* Handles one X event; returns 1 when it is the first frame. */
static int
handle_event (Display *display, XEvent *event, int damage_event, int min_size, double start,
              double *map_ms)
{
  if (event->type == CreateNotify)
    {
      XCreateWindowEvent *create = &event->xcreatewindow;

      if (!create->override_redirect && n_watched < MAX_WINDOWS)
        {
          watched[n_watched].window = create->window;
          watched[n_watched].big = create->width >= min_size && create->height >= min_size;
          n_watched++;
          XDamageCreate (display, create->window, XDamageReportNonEmpty);
        }
    }
  else if (event->type == ConfigureNotify)
    {
      Watched *w = find_watched (event->xconfigure.window);

      if (w != NULL)
        w->big = event->xconfigure.width >= min_size && event->xconfigure.height >= min_size;
    }
  else if (event->type == MapNotify)
    {
      Watched *w = find_watched (event->xmap.window);

      if (w != NULL && !w->mapped)
        {
          XEvent exposure;

          w->mapped = 1;
          if (w->big && *map_ms < 0)
            *map_ms = now_ms () - start;
          /* Mapping exposes the window, and the server reports that as
           * damage of the whole window in the same request, before the
           * program could draw anything: a round trip brings it in, and it
           * is not the program's frame. */
          XSync (display, False);
          while (XCheckIfEvent (display, &exposure, is_damage_of, (XPointer) w))
            XDamageSubtract (display, ((XDamageNotifyEvent *) &exposure)->damage, None, None);
        }
    }
  else if (event->type == damage_event + XDamageNotify)
    {
      XDamageNotifyEvent *damage = (XDamageNotifyEvent *) event;
      Watched *w = find_watched (damage->drawable);

      XDamageSubtract (display, damage->damage, None, None);
      if (w != NULL && w->mapped && w->big)
        return 1;
    }
  return 0;
}

int
main (int argc, char **argv)
{
  double timeout_s = 30, rss_after_ms = -1, start, map_ms = -1, frame_ms = -1, frame_cpu_ms = -1;
  int min_size = 200, damage_event, damage_error, first_arg = -1;
  Display *display;
  pid_t pid;

  for (int i = 1; i < argc; i++)
    {
      if (strcmp (argv[i], "--") == 0)
        {
          first_arg = i + 1;
          break;
        }
      else if (strcmp (argv[i], "--timeout") == 0 && i + 1 < argc)
        timeout_s = atof (argv[++i]);
      else if (strcmp (argv[i], "--rss-after") == 0 && i + 1 < argc)
        rss_after_ms = atof (argv[++i]);
      else if (strcmp (argv[i], "--min-size") == 0 && i + 1 < argc)
        min_size = atoi (argv[++i]);
      else
        return usage ();
    }
  if (first_arg < 0 || first_arg >= argc)
    return usage ();

  display = XOpenDisplay (NULL);
  if (display == NULL)
    {
      fprintf (stderr, "first-window: cannot open the X display (DISPLAY=%s)\n",
               getenv ("DISPLAY") != NULL ? getenv ("DISPLAY") : "");
      return 2;
    }
  if (!XDamageQueryExtension (display, &damage_event, &damage_error))
    {
      fprintf (stderr, "first-window: the X server has no DAMAGE extension\n");
      return 2;
    }
  damage_event_base = damage_event;
  XSetErrorHandler (ignore_x_errors);
  XSelectInput (display, DefaultRootWindow (display), SubstructureNotifyMask);
  XSync (display, False);

  start = now_ms ();
  if (getenv ("FIRST_WINDOW_VERBOSE") != NULL)
    fprintf (stderr, "first-window: start at monotonic clock %.1f ms\n", start);
  pid = fork ();
  if (pid < 0)
    {
      perror ("first-window: fork");
      return 2;
    }
  if (pid == 0)
    {
      close (ConnectionNumber (display));
      execvp (argv[first_arg], argv + first_arg);
      fprintf (stderr, "first-window: cannot run %s: %s\n", argv[first_arg], strerror (errno));
      _exit (127);
    }

  while (frame_ms < 0 && now_ms () - start < timeout_s * 1000)
    {
      struct pollfd fd = { ConnectionNumber (display), POLLIN, 0 };

      while (XPending (display) > 0 && frame_ms < 0)
        {
          XEvent event;

          XNextEvent (display, &event);
          if (handle_event (display, &event, damage_event, min_size, start, &map_ms))
            {
              frame_ms = now_ms () - start;
              frame_cpu_ms = cpu_ms (pid);
            }
        }
      if (frame_ms < 0)
        {
          if (waitpid (pid, NULL, WNOHANG) == pid)
            {
              fprintf (stderr, "first-window: %s ended before its first frame\n", argv[first_arg]);
              XCloseDisplay (display);
              return 1;
            }
          poll (&fd, 1, 20);
        }
    }

  if (frame_ms < 0)
    {
      fprintf (stderr, "first-window: no frame from %s within %.0f s\n", argv[first_arg],
               timeout_s);
      end_child (pid);
      XCloseDisplay (display);
      return 1;
    }
  if (rss_after_ms >= 0)
    {
      usleep ((useconds_t) (rss_after_ms * 1000));
      printf ("map %.1f ms  first-frame %.1f ms  cpu %.0f ms  rss %ld KB\n", map_ms, frame_ms,
              frame_cpu_ms, rss_kb (pid));
    }
  else
    printf ("map %.1f ms  first-frame %.1f ms  cpu %.0f ms\n", map_ms, frame_ms, frame_cpu_ms);
  fflush (stdout);
  end_child (pid);
  XCloseDisplay (display);
  return 0;
}
