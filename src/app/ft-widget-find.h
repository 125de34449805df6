/* ft-widget-find.h — find a widget of a type among another's descendants:
 * the parts a libadwaita or GTK widget builds inside itself and does not
 * name (AdwComboRow's popup list, a dialog's scrolled window). */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* `widget` itself if it is a `type`, else its first descendant that is
 * one, depth first in child order; NULL if there is none. */
GtkWidget *ft_widget_find_descendant (GtkWidget *widget, GType type);

G_END_DECLS
