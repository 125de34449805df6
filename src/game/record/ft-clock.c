/* ft-clock.c — a two-sided chess clock on the monotonic clock: Fischer,
 * untimed or per move. */
#include "config.h"

#include "ft-clock.h"

#include <glib/gi18n-lib.h>

struct _FtClock
{
  GObject parent_instance;

  FtClockMode mode;
  gint64 per_move_us; /* only for FT_CLOCK_MODE_PER_MOVE */
  gint64 remaining_us[2];
  gint64 increment_us[2];

  gboolean running;
  FtColour running_side;
  gint64 started_at_us; /* time source reading when the running clock started */
  gboolean flag_fallen;

  FtTimeSource time_source;
  gpointer time_source_data;
  guint flag_timeout_id; /* only with the monotonic clock */
};

G_DEFINE_FINAL_TYPE (FtClock, ft_clock, G_TYPE_OBJECT)

enum
{
  SIGNAL_FLAG_FALL,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static gint64
monotonic_time_source (gpointer user_data G_GNUC_UNUSED)
{
  return g_get_monotonic_time ();
}

static gint64
now_us (FtClock *self)
{
  return self->time_source (self->time_source_data);
}

static gint64
remaining_us (FtClock *self, FtColour side)
{
  gint64 left = self->remaining_us[side];

  if (self->running && self->running_side == side)
    left -= now_us (self) - self->started_at_us;
  return MAX (left, 0);
}

static void
cancel_flag_timeout (FtClock *self)
{
  g_clear_handle_id (&self->flag_timeout_id, g_source_remove);
}

static gboolean
flag_timeout_cb (gpointer user_data)
{
  FtClock *self = FT_CLOCK (user_data);

  self->flag_timeout_id = 0;
  ft_clock_check_flag (self);
  return G_SOURCE_REMOVE;
}

static void
schedule_flag_timeout (FtClock *self)
{
  gint64 left_us;

  cancel_flag_timeout (self);
  /* Fake time sources are driven by their owner; a real timer would fire at
   * the wrong moment. An untimed clock has nothing to wait for. */
  if (!self->running || self->time_source != monotonic_time_source
      || self->mode == FT_CLOCK_MODE_UNTIMED)
    return;

  left_us = remaining_us (self, self->running_side);
  /* One millisecond late rather than early: a timer that fires before the
   * flag falls just reschedules itself. */
  self->flag_timeout_id = g_timeout_add_full (G_PRIORITY_HIGH, (guint) (left_us / 1000) + 1,
                                              flag_timeout_cb, self, NULL);
}

static void
ft_clock_dispose (GObject *object)
{
  cancel_flag_timeout (FT_CLOCK (object));
  G_OBJECT_CLASS (ft_clock_parent_class)->dispose (object);
}

static void
ft_clock_class_init (FtClockClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = ft_clock_dispose;

  /**
   * FtClock::flag-fall:
   * @side: the FtColour whose time ran out
   */
  signals[SIGNAL_FLAG_FALL] = g_signal_new ("flag-fall", G_TYPE_FROM_CLASS (klass),
                                            G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                                            G_TYPE_NONE, 1, G_TYPE_INT);
}

static void
ft_clock_init (FtClock *self)
{
  self->time_source = monotonic_time_source;
}

FtClock *
ft_clock_new (gint64 white_ms, gint64 white_increment_ms,
              gint64 black_ms, gint64 black_increment_ms)
{
  FtClock *self = g_object_new (FT_TYPE_CLOCK, NULL);

  self->remaining_us[FT_WHITE] = white_ms * 1000;
  self->remaining_us[FT_BLACK] = black_ms * 1000;
  self->increment_us[FT_WHITE] = white_increment_ms * 1000;
  self->increment_us[FT_BLACK] = black_increment_ms * 1000;
  return self;
}

FtClock *
ft_clock_new_untimed (void)
{
  FtClock *self = g_object_new (FT_TYPE_CLOCK, NULL);

  self->mode = FT_CLOCK_MODE_UNTIMED;
  return self;
}

FtClock *
ft_clock_new_per_move (gint64 move_ms)
{
  FtClock *self;

  g_return_val_if_fail (move_ms > 0, NULL);

  self = g_object_new (FT_TYPE_CLOCK, NULL);
  self->mode = FT_CLOCK_MODE_PER_MOVE;
  self->per_move_us = move_ms * 1000;
  self->remaining_us[FT_WHITE] = self->per_move_us;
  self->remaining_us[FT_BLACK] = self->per_move_us;
  return self;
}

FtClockMode
ft_clock_get_mode (FtClock *self)
{
  g_return_val_if_fail (FT_IS_CLOCK (self), FT_CLOCK_MODE_FISCHER);
  return self->mode;
}

gboolean
ft_clock_is_timed (FtClock *self)
{
  g_return_val_if_fail (FT_IS_CLOCK (self), TRUE);
  return self->mode != FT_CLOCK_MODE_UNTIMED;
}

gint64
ft_clock_get_per_move_ms (FtClock *self)
{
  g_return_val_if_fail (FT_IS_CLOCK (self), 0);
  return self->per_move_us / 1000;
}

void
ft_clock_set_time_source (FtClock *self, FtTimeSource source, gpointer user_data)
{
  g_return_if_fail (FT_IS_CLOCK (self));
  g_return_if_fail (!self->running);

  self->time_source = source != NULL ? source : monotonic_time_source;
  self->time_source_data = source != NULL ? user_data : NULL;
}

/* Fold the running clock's elapsed time into its remaining time. A per-move
 * turn that ends without a fallen flag leaves the side its full time for the
 * next turn instead. */
static void
settle (FtClock *self)
{
  FtColour side = self->running_side;

  if (!self->running)
    return;
  if (self->mode == FT_CLOCK_MODE_PER_MOVE && !self->flag_fallen)
    self->remaining_us[side] = self->per_move_us;
  else
    self->remaining_us[side] = remaining_us (self, side);
  self->running = FALSE;
  cancel_flag_timeout (self);
}

void
ft_clock_start (FtClock *self, FtColour side)
{
  g_return_if_fail (FT_IS_CLOCK (self));

  if (self->flag_fallen)
    {
      if (self->mode != FT_CLOCK_MODE_PER_MOVE)
        return;
      /* Per move, a fallen flag costs only that turn (running_side is still
       * the side whose flag fell). */
      self->flag_fallen = FALSE;
      self->remaining_us[self->running_side] = self->per_move_us;
    }
  settle (self);
  self->running = TRUE;
  self->running_side = side;
  self->started_at_us = now_us (self);
  schedule_flag_timeout (self);
}

void
ft_clock_press (FtClock *self)
{
  FtColour side;

  g_return_if_fail (FT_IS_CLOCK (self));

  if (!self->running || ft_clock_check_flag (self))
    return;
  side = self->running_side;
  settle (self);
  self->remaining_us[side] += self->increment_us[side];
}

void
ft_clock_stop (FtClock *self)
{
  g_return_if_fail (FT_IS_CLOCK (self));
  settle (self);
}

gboolean
ft_clock_is_running (FtClock *self)
{
  g_return_val_if_fail (FT_IS_CLOCK (self), FALSE);
  return self->running;
}

FtColour
ft_clock_get_running_side (FtClock *self)
{
  g_return_val_if_fail (FT_IS_CLOCK (self), FT_WHITE);
  return self->running_side;
}

gint64
ft_clock_get_remaining_ms (FtClock *self, FtColour side)
{
  g_return_val_if_fail (FT_IS_CLOCK (self), 0);

  if (self->mode == FT_CLOCK_MODE_UNTIMED)
    return -1;
  /* Round up, like the display: 1 µs left is still time left. */
  return (remaining_us (self, side) + 999) / 1000;
}

gint64
ft_clock_get_increment_ms (FtClock *self, FtColour side)
{
  g_return_val_if_fail (FT_IS_CLOCK (self), 0);
  return self->increment_us[side] / 1000;
}

void
ft_clock_set_remaining_ms (FtClock *self, FtColour side, gint64 ms)
{
  g_return_if_fail (FT_IS_CLOCK (self));
  g_return_if_fail (side == FT_WHITE || side == FT_BLACK);
  g_return_if_fail (ms >= 0);

  if (self->mode == FT_CLOCK_MODE_UNTIMED)
    return;
  self->remaining_us[side] = ms * 1000;
  if (self->running && self->running_side == side)
    {
      self->started_at_us = now_us (self);
      schedule_flag_timeout (self);
    }
}

gint64
ft_clock_get_us_to_next_second (FtClock *self)
{
  gint64 left;

  g_return_val_if_fail (FT_IS_CLOCK (self), -1);

  if (!self->running || self->mode == FT_CLOCK_MODE_UNTIMED)
    return -1;
  left = remaining_us (self, self->running_side);
  if (left <= 0)
    return -1;
  /* The text shows ceil(left / 1 s): it changes when left reaches the next
   * whole second below it. */
  return (left - 1) % G_USEC_PER_SEC + 1;
}

gboolean
ft_clock_check_flag (FtClock *self)
{
  FtColour side;

  g_return_val_if_fail (FT_IS_CLOCK (self), FALSE);

  if (self->flag_fallen)
    return TRUE;
  if (!self->running || self->mode == FT_CLOCK_MODE_UNTIMED)
    return FALSE;
  if (remaining_us (self, self->running_side) > 0)
    {
      schedule_flag_timeout (self);
      return FALSE;
    }

  side = self->running_side;
  /* Fallen before settling, so that a per-move side keeps its 0. */
  self->flag_fallen = TRUE;
  settle (self);
  g_signal_emit (self, signals[SIGNAL_FLAG_FALL], 0, (int) side);
  return TRUE;
}

char *
ft_clock_format_ms (gint64 ms)
{
  gint64 seconds;

  if (ms == -1)
    return g_strdup ("\xe2\x80\x93"); /* "–", an en dash in UTF-8: no clock */
  seconds = (MAX (ms, 0) + 999) / 1000;

  return g_strdup_printf ("%02d:%02d", (int) (seconds / 60), (int) (seconds % 60));
}

char *
ft_clock_describe_ms (gint64 ms)
{
  gint64 seconds;
  guint hours, minutes, rest;
  GString *text;

  if (ms == -1)
    /* TRANSLATORS: for screen readers, a side that plays without a clock */
    return g_strdup (_("no clock"));
  seconds = (MAX (ms, 0) + 999) / 1000;
  if (seconds == 0)
    /* TRANSLATORS: for screen readers, a clock that has run out */
    return g_strdup (_("no time"));
  hours = (guint) (seconds / 3600);
  minutes = (guint) (seconds / 60 % 60);
  rest = (guint) (seconds % 60);
  /* Under a minute the seconds are named; after minutes a bare number
   * reads as seconds ("2 minutes 57"), as a clock is spoken. */
  if (hours == 0 && minutes == 0)
    return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u second", "%u seconds", rest), rest);
  text = g_string_new (NULL);
  if (hours > 0)
    g_string_append_printf (text, g_dngettext (GETTEXT_PACKAGE, "%u hour", "%u hours", hours), hours);
  if (minutes > 0)
    {
      if (text->len > 0)
        g_string_append_c (text, ' ');
      g_string_append_printf (text, g_dngettext (GETTEXT_PACKAGE, "%u minute", "%u minutes", minutes),
                              minutes);
    }
  if (rest > 0 && minutes > 0)
    g_string_append_printf (text, " %u", rest);
  else if (rest > 0)
    g_string_append_printf (text, g_dngettext (GETTEXT_PACKAGE, " %u second", " %u seconds", rest), rest);
  return g_string_free (text, FALSE);
}
