/* ft-clock.h — a chess clock for two sides, in one of three modes:
 *
 *  - Fischer (ft_clock_new): each side has a budget for the whole game and
 *    gains its increment with every move;
 *  - untimed (ft_clock_new_untimed): no time is counted and no flag ever
 *    falls, but the clock still knows whose turn is running;
 *  - per move (ft_clock_new_per_move): every turn starts a fresh countdown of
 *    the same length; time left over is not carried to the next turn.
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

typedef enum /*< prefix=FT_CLOCK_MODE >*/
{
  FT_CLOCK_MODE_FISCHER,
  FT_CLOCK_MODE_UNTIMED,
  FT_CLOCK_MODE_PER_MOVE,
} FtClockMode;

#define FT_TYPE_CLOCK (ft_clock_get_type ())
G_DECLARE_FINAL_TYPE (FtClock, ft_clock, FT, CLOCK, GObject)

FtClock *ft_clock_new (gint64 white_ms, gint64 white_increment_ms,
                       gint64 black_ms, gint64 black_increment_ms);
/* A clock that never flags: remaining times are -1 and it sets no timers. */
FtClock *ft_clock_new_untimed (void);
/* Each turn gets move_ms (> 0), counted down from the start of that turn;
 * when it runs out ft_clock_check_flag() emits "flag-fall" for the side. */
FtClock *ft_clock_new_per_move (gint64 move_ms);

FtClockMode ft_clock_get_mode (FtClock *self);
/* FALSE for an untimed clock. */
gboolean ft_clock_is_timed (FtClock *self);
/* The time each turn gets on a per-move clock; 0 for other modes. */
gint64 ft_clock_get_per_move_ms (FtClock *self);

/* Replace the monotonic clock by `source` (NULL restores it). With a custom
 * source the clock sets no timers: the caller polls ft_clock_check_flag(). */
void ft_clock_set_time_source (FtClock *self, FtTimeSource source, gpointer user_data);

/* Start `side`'s clock (stopping the other one without increment). On a
 * per-move clock this begins a new turn: the side's countdown starts from its
 * remaining time, which is the per-move time unless set otherwise with
 * ft_clock_set_remaining_ms() while the side was stopped; and a fallen flag is
 * cleared, since the game may go on after a missed turn. On the other clocks
 * nothing starts once a flag has fallen. */
void ft_clock_start (FtClock *self, FtColour side);
/* The running side has moved: stop its clock and add its increment (on a
 * per-move clock: reset its time to the per-move time for its next turn). */
void ft_clock_press (FtClock *self);
/* Stop without increment (game over). On a per-move clock the stopped side's
 * time goes back to the per-move time, as after a press. */
void ft_clock_stop (FtClock *self);

gboolean ft_clock_is_running (FtClock *self);
FtColour ft_clock_get_running_side (FtClock *self);
/* Remaining time now, never below 0; -1 on an untimed clock. On a per-move
 * clock a side that is not running shows what its next turn will get (0 for a
 * side whose flag has fallen, until the next start). */
gint64 ft_clock_get_remaining_ms (FtClock *self, FtColour side);
gint64 ft_clock_get_increment_ms (FtClock *self, FtColour side);
/* Restore a side's remaining time (takeback, saved games): a stopped side
 * keeps ms until its clock next starts; a running side's countdown restarts
 * from ms now. Does nothing on an untimed clock and does not lift a fallen
 * flag. */
void ft_clock_set_remaining_ms (FtClock *self, FtColour side, gint64 ms);
/* Microseconds until the mm:ss text of the running clock changes (for
 * scheduling label updates), or -1 if no clock runs or the clock is
 * untimed. */
gint64 ft_clock_get_us_to_next_second (FtClock *self);

/* If the running side's time is used up, stop and emit "flag-fall" (with the
 * side as an int) once; returns TRUE if the flag has fallen. Always FALSE on
 * an untimed clock. On a per-move clock the flag stays fallen (and this keeps
 * returning TRUE) until the next ft_clock_start(). */
gboolean ft_clock_check_flag (FtClock *self);

/* "mm:ss", rounding up so that 0:00 shows only when time is out. -1, the
 * remaining time of an untimed clock, gives "–" (an en dash, U+2013); any other
 * negative time gives "00:00". */
char *ft_clock_format_ms (gint64 ms);
/* The same time in words, for screen readers, translated: "3 minutes",
 * "2 minutes 57", "1 hour 5 minutes 3", "9 seconds", "no time"; -1 gives
 * "no clock". Rounded up as ft_clock_format_ms() is. */
char *ft_clock_describe_ms (gint64 ms);

G_END_DECLS
