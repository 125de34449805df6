/* ft-lazy-menu.h — a menu button whose menu is built when it first opens.
 *
 * GtkMenuButton builds the whole popover menu (a widget per item) as soon
 * as it is given a menu model; the window's main menu of some twenty items
 * is about 2.5 % of the work before the first frame. Given the model here
 * instead, the button builds its popover on first use (a click, F10 or
 * Enter), through gtk_menu_button_set_create_popup_func.
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

void ft_lazy_menu_attach (GtkMenuButton *button, GMenuModel *model);

G_END_DECLS
