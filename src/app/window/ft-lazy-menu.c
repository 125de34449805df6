/* ft-lazy-menu.c — see ft-lazy-menu.h. */
#include "config.h"

#include "ft-lazy-menu.h"

static void
create_popup_cb (GtkMenuButton *button, gpointer user_data)
{
  /* Builds the popover; from now on the button has its model. */
  gtk_menu_button_set_menu_model (button, G_MENU_MODEL (user_data));
}

void
ft_lazy_menu_attach (GtkMenuButton *button, GMenuModel *model)
{
  g_return_if_fail (GTK_IS_MENU_BUTTON (button));
  g_return_if_fail (G_IS_MENU_MODEL (model));

  gtk_menu_button_set_create_popup_func (button, create_popup_cb, g_object_ref (model),
                                         g_object_unref);
}
