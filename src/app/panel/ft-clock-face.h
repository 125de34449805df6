/* ft-clock-face.h — a clock's time ("02:59") as the sidebar shows it: a
 * label that keeps its size while its digits change. A new second only
 * redraws it; it asks for a new size only when the text's shape changes
 * (another count of digits, "–" for no clock) or its font does, so the
 * window is not laid out again once a second. Styled as a label (CSS name
 * "label": the sidebar's "clock", "running" and "low-time" classes), read
 * by screen readers as a label named by the caller
 * (GTK_ACCESSIBLE_PROPERTY_LABEL: "White, 3 minutes"). */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define FT_TYPE_CLOCK_FACE (ft_clock_face_get_type ())
G_DECLARE_FINAL_TYPE (FtClockFace, ft_clock_face, FT, CLOCK_FACE, GtkWidget)

GtkWidget *ft_clock_face_new (const char *text);
void ft_clock_face_set_text (FtClockFace *self, const char *text);
const char *ft_clock_face_get_text (FtClockFace *self);

G_END_DECLS
