/* ft-window-growth.c — see ft-window-growth.h. */
#include "config.h"

#include <math.h>

#include "ft-widget-find.h"
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

void
ft_window_growth_follow (GtkWindow *window)
{
  GtkScrolledWindow *scrolled;

  g_return_if_fail (GTK_IS_WINDOW (window));
  scrolled = (GtkScrolledWindow *) ft_widget_find_descendant (GTK_WIDGET (window), GTK_TYPE_SCROLLED_WINDOW);
  if (scrolled != NULL)
    g_signal_connect_object (gtk_scrolled_window_get_vadjustment (scrolled), "changed",
                             G_CALLBACK (scroll_changed_cb), window, 0);
}
