/* ft-lazy-combo.c — see ft-lazy-combo.h. */
#include "config.h"

#include "ft-lazy-combo.h"

typedef struct
{
  GtkListItemFactory *list_factory; /* owned; NULL: the row's own factory */
  gulong handler;
} Deferred;

static void
deferred_free (gpointer data, GClosure *closure G_GNUC_UNUSED)
{
  Deferred *deferred = data;

  g_clear_object (&deferred->list_factory);
  g_free (deferred);
}

static void
css_classes_cb (AdwComboRow *row, GParamSpec *pspec G_GNUC_UNUSED, Deferred *deferred)
{
  if (!gtk_widget_has_css_class (GTK_WIDGET (row), "has-open-popup"))
    return;
  adw_combo_row_set_list_factory (row, deferred->list_factory);
  g_signal_handler_disconnect (row, deferred->handler); /* frees deferred */
}

void
ft_lazy_combo_defer_popup (AdwComboRow *row, GtkListItemFactory *list_factory)
{
  g_autoptr (GtkListItemFactory) empty = gtk_signal_list_item_factory_new ();
  Deferred *deferred;

  g_return_if_fail (ADW_IS_COMBO_ROW (row));
  g_return_if_fail (list_factory == NULL || GTK_IS_LIST_ITEM_FACTORY (list_factory));

  deferred = g_new0 (Deferred, 1);
  deferred->list_factory = list_factory != NULL ? g_object_ref (list_factory) : NULL;
  adw_combo_row_set_list_factory (row, empty);
  deferred->handler = g_signal_connect_data (row, "notify::css-classes", G_CALLBACK (css_classes_cb), deferred,
                                             deferred_free, 0);
}
