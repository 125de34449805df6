/* ft-startup-report.h — where the time before the first frame goes.
 *
 * With FOURTEEN_REPORT_STARTUP set in the environment, `fourteen` prints a
 * line to stderr as it reaches each stage of its start-up (main, GTK and
 * libadwaita ready, config read, window built, game started) and at the
 * first painted frame of its main window (docs/performance.md). Without the
 * variable nothing is measured or printed.
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* Milliseconds since this process started, from /proc (10 ms resolution,
 * and from fork rather than exec); -1 if unknown. */
double ft_startup_ms_since_exec (void);

/* Remembers when main() began (call it first thing in main). */
void ft_startup_report_begin (void);

/* Prints "fourteen: startup STAGE at X ms after main" when reporting. */
void ft_startup_report_mark (const char *stage);

/* When reporting, prints "fourteen: first frame …" at the first painted
 * frame of `window` (call before the window is mapped). */
void ft_startup_report_first_frame (GtkWidget *window);

G_END_DECLS
