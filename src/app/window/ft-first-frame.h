/* ft-first-frame.h — call something once, after a widget's first painted
 * frame.
 *
 * Start-up holds work back until the first window has been seen: the
 * start-up report's "first frame" line (ft-startup-report.h), GStreamer
 * (ft_sound_player_wait_for_first_frame) and a saved online account's
 * sign-in (ft-application.c). Plain functions, no GObject: a wait is a
 * small record that frees itself when it ends.
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

typedef struct _FtFirstFrame FtFirstFrame;

/* `drawn` is TRUE after the frame, FALSE when the widget was disposed
 * before one. */
typedef void (*FtFirstFrameFunc) (gboolean drawn, gpointer data);

/* Calls func (drawn, data) exactly once, unless cancelled first:
 * - drawn TRUE from the "after-paint" of the first frame its frame clock
 *   paints once `widget` is mapped (armed at once if it is mapped now; a
 *   widget mapped again under another toplevel waits for that one's
 *   frame);
 * - drawn FALSE from the widget's dispose, when it goes before such a
 *   frame (a window destroyed unshown).
 * Every handler is disconnected and the wait freed before func runs, so
 * func may start another wait. The wait holds neither widget nor data.
 * The handle returned is valid until func is called or the wait is
 * cancelled; callers with nothing to cancel ignore it. */
FtFirstFrame *ft_first_frame_call (GtkWidget *widget, FtFirstFrameFunc func, gpointer data);

/* Ends a wait without calling its func (NULL: nothing). Not from its own
 * func: the wait is already gone then. */
void ft_first_frame_cancel (FtFirstFrame *wait);

G_END_DECLS
