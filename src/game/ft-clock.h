/* ft-clock.h — a chess clock for two sides, with increments.
 *
 * Time is read from a time source in microseconds (the monotonic clock by
 * default); tests install a fake one and call ft_clock_check_flag() after
 * moving it on. Only one side's clock runs at a time.
 */
#pragma once

#include <glib-object.h>

#include "ft-types.h"

G_BEGIN_DECLS

/* Returns "now" in microseconds; only differences matter. */
typedef gint64 (*FtTimeSource) (gpointer user_data);

#define FT_TYPE_CLOCK (ft_clock_get_type ())
G_DECLARE_FINAL_TYPE (FtClock, ft_clock, FT, CLOCK, GObject)

FtClock *ft_clock_new (gint64 white_ms, gint64 white_increment_ms,
                       gint64 black_ms, gint64 black_increment_ms);

/* Replace the monotonic clock by `source` (NULL restores it). With a custom
 * source the clock sets no timers: the caller polls ft_clock_check_flag(). */
void ft_clock_set_time_source (FtClock *self, FtTimeSource source, gpointer user_data);

/* Start `side`'s clock (stopping the other one without increment). */
void ft_clock_start (FtClock *self, FtColour side);
/* The running side has moved: stop its clock and add its increment. */
void ft_clock_press (FtClock *self);
/* Stop without increment (game over). */
void ft_clock_stop (FtClock *self);

gboolean ft_clock_is_running (FtClock *self);
FtColour ft_clock_get_running_side (FtClock *self);
/* Remaining time now, never below 0. */
gint64 ft_clock_get_remaining_ms (FtClock *self, FtColour side);
gint64 ft_clock_get_increment_ms (FtClock *self, FtColour side);
/* Microseconds until the mm:ss text of the running clock changes (for
 * scheduling label updates), or -1 if no clock runs. */
gint64 ft_clock_get_us_to_next_second (FtClock *self);

/* If the running side's time is used up, stop and emit "flag-fall" (with the
 * side as an int) once; returns TRUE if the flag has fallen. */
gboolean ft_clock_check_flag (FtClock *self);

/* "mm:ss", rounding up so that 0:00 shows only when time is out. */
char *ft_clock_format_ms (gint64 ms);

G_END_DECLS
