/* ft-widget-find.c — see ft-widget-find.h. */
#include "config.h"

#include "ft-widget-find.h"

GtkWidget *
ft_widget_find_descendant (GtkWidget *widget, GType type)
{
  g_return_val_if_fail (GTK_IS_WIDGET (widget), NULL);
  if (G_TYPE_CHECK_INSTANCE_TYPE (widget, type))
    return widget;
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL; child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = ft_widget_find_descendant (child, type);

      if (found != NULL)
        return found;
    }
  return NULL;
}
