/* ft-first-frame.c — see ft-first-frame.h. */
#include "config.h"

#include "ft-first-frame.h"

struct _FtFirstFrame
{
  GtkWidget *widget;    /* weak reference: its dispose ends the wait */
  gulong map_id;
  GdkFrameClock *clock; /* weak pointer: the clock whose after-paint ends the wait */
  gulong paint_id;
  FtFirstFrameFunc func;
  gpointer data;
};

static void widget_disposed_cb (gpointer user_data, GObject *widget);

static void
disconnect_clock (FtFirstFrame *self)
{
  /* A clock finalized first (its surface destroyed) took its handler with it. */
  if (self->clock != NULL)
    g_signal_handler_disconnect (self->clock, self->paint_id);
  g_clear_weak_pointer (&self->clock);
  self->paint_id = 0;
}

static void
free_wait (FtFirstFrame *self)
{
  disconnect_clock (self);
  if (self->widget != NULL)
    {
      g_signal_handler_disconnect (self->widget, self->map_id);
      g_object_weak_unref (G_OBJECT (self->widget), widget_disposed_cb, self);
    }
  g_free (self);
}

/* Freed before func runs, so that func may start another wait. */
static void
finish (FtFirstFrame *self, gboolean drawn)
{
  FtFirstFrameFunc func = self->func;
  gpointer data = self->data;

  free_wait (self);
  func (drawn, data);
}

static void
after_paint_cb (GdkFrameClock *clock G_GNUC_UNUSED, gpointer user_data)
{
  finish (user_data, TRUE);
}

static void
map_cb (GtkWidget *widget, gpointer user_data)
{
  FtFirstFrame *self = user_data;
  GdkFrameClock *clock = gtk_widget_get_frame_clock (widget);

  /* Mapped again on the same clock: its handler still waits. */
  if (clock == NULL || clock == self->clock)
    return;
  disconnect_clock (self);
  g_set_weak_pointer (&self->clock, clock);
  self->paint_id = g_signal_connect (clock, "after-paint", G_CALLBACK (after_paint_cb), self);
}

static void
widget_disposed_cb (gpointer user_data, GObject *widget G_GNUC_UNUSED)
{
  FtFirstFrame *self = user_data;

  /* GObject destroys a widget's signal handlers before it tells its weak
   * references: nothing left to disconnect there. */
  self->widget = NULL;
  finish (self, FALSE);
}

FtFirstFrame *
ft_first_frame_call (GtkWidget *widget, FtFirstFrameFunc func, gpointer data)
{
  FtFirstFrame *self;

  g_return_val_if_fail (GTK_IS_WIDGET (widget), NULL);
  g_return_val_if_fail (func != NULL, NULL);

  self = g_new0 (FtFirstFrame, 1);
  self->func = func;
  self->data = data;
  self->widget = widget;
  g_object_weak_ref (G_OBJECT (widget), widget_disposed_cb, self);
  self->map_id = g_signal_connect (widget, "map", G_CALLBACK (map_cb), self);
  if (gtk_widget_get_mapped (widget))
    map_cb (widget, self);
  return self;
}

void
ft_first_frame_cancel (FtFirstFrame *wait)
{
  if (wait != NULL)
    free_wait (wait);
}
