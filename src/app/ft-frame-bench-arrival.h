/* ft-frame-bench-arrival.h — what the main thread does when a move arrives,
 * for fourteen-frame-bench: the time of each mark (ft-marks.h) the game
 * sets around the handlers of a move's arrival, and the main thread's time
 * from the arrival to the first frame drawn after it and on to the second.
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

typedef struct _FtArrivalTimes FtArrivalTimes;

/* Becomes the marks' sink until freed. */
FtArrivalTimes *ft_arrival_times_new (void);
void ft_arrival_times_free (FtArrivalTimes *self);

/* At each frame's after-paint: its before-paint and after-paint, wall
 * time (µs) and the main thread's processor time (ms). */
void ft_arrival_times_frame (FtArrivalTimes *self, gint64 before_paint_us, double before_paint_cpu_ms,
                             gint64 after_paint_us, double after_paint_cpu_ms);

void ft_arrival_times_report (FtArrivalTimes *self);

/* Prints the marks ended since the last frame that began at since_us
 * (monotonic µs) or later, with their processor time; call it before
 * ft_arrival_times_frame (), which forgets them. */
void ft_arrival_times_print_recent (FtArrivalTimes *self, gint64 since_us);

/* The wall time (µs) the main loop has waited in poll () since the times
 * were made: the main thread idle, with nothing to do. */
gint64 ft_arrival_times_polled_us (void);

G_END_DECLS
