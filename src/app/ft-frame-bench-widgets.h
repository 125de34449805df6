/* ft-frame-bench-widgets.h — which widgets a frame measured, allocated
 * and snapshotted, and for how long (fourteen-frame-bench --widgets). */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

void ft_widget_costs_watch (GtkWidget *root);
void ft_widget_costs_reset (void);
void ft_widget_costs_print (guint top);
void ft_widget_costs_clear (void);

G_END_DECLS
