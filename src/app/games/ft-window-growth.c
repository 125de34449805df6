/* ft-window-growth.c — see ft-window-growth.h. */
#include "config.h"

#include <math.h>

#include "ft-window-growth.h"

static void
scroll_changed_cb (GtkAdjustment *scroll, GtkWindow *window)
{
  double missing = gtk_adjustment_get_upper (scroll) - gtk_adjustment_get_page_size (scroll);
  GdkSurface *surface = gtk_native_get_surface (GTK_NATIVE (window));
  GdkRectangle screen;
  int width, height;

  if (missing < 1 || surface == NULL || !gtk_widget_get_mapped (GTK_WIDGET (window)))
    return;
  /* The default size follows the window's size once shown (with what its
   * frame adds): grow it by what is missing. */
  gtk_window_get_default_size (window, &width, &height);
  if (height <= 0)
    height = gtk_widget_get_height (GTK_WIDGET (window));
  gdk_monitor_get_geometry (gdk_display_get_monitor_at_surface (gdk_surface_get_display (surface), surface), &screen);
  height = MIN (height + (int) ceil (missing), screen.height);
  gtk_window_set_default_size (window, width, height);
}

static GtkScrolledWindow *
find_scrolled_window (GtkWidget *widget)
{
  if (GTK_IS_SCROLLED_WINDOW (widget))
    return GTK_SCROLLED_WINDOW (widget);
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkScrolledWindow *found = find_scrolled_window (child);

      if (found != NULL)
        return found;
    }
  return NULL;
}

void
ft_window_growth_follow (GtkWindow *window)
{
  GtkScrolledWindow *scrolled;

  g_return_if_fail (GTK_IS_WINDOW (window));
  scrolled = find_scrolled_window (GTK_WIDGET (window));
  if (scrolled != NULL)
    g_signal_connect_object (gtk_scrolled_window_get_vadjustment (scrolled), "changed",
                             G_CALLBACK (scroll_changed_cb), window, 0);
}
