/* ft-lazy-combo.c — see ft-lazy-combo.h. */
#include "config.h"

#include "ft-lazy-combo.h"
#include "ft-widget-find.h"

typedef struct
{
  GtkListItemFactory *list_factory; /* owned; NULL: the row's own factory */
  GtkListView *list;                /* weak: the popup's list, if found */
  GtkSelectionModel *held;          /* owned: the list's model, held back */
  gulong handler;                   /* frees this when disconnected */
  gulong model_handler;
} Deferred;

static void
deferred_free (gpointer data, GClosure *closure G_GNUC_UNUSED)
{
  Deferred *deferred = data;

  g_clear_object (&deferred->list_factory);
  g_clear_object (&deferred->held);
  g_clear_weak_pointer (&deferred->list);
  g_free (deferred);
}

/* The popup's list: AdwComboRow (1.2) keeps its GtkPopover among the row's
 * widgets (the value the row shows is a GtkListView too, outside it). NULL
 * if a later libadwaita builds it otherwise; then only the factory waits. */
static GtkListView *
find_popup_list (AdwComboRow *row)
{
  GtkWidget *popover = ft_widget_find_descendant (GTK_WIDGET (row), GTK_TYPE_POPOVER);

  return popover != NULL ? (GtkListView *) ft_widget_find_descendant (popover, GTK_TYPE_LIST_VIEW) : NULL;
}

/* Even with an empty factory the list makes a widget for every item its
 * model gets (some 80 000 instructions each): it gets the model only when
 * the popup opens. The row sets it again with every model given to it. */
static void
hold_back_model (Deferred *deferred)
{
  GtkSelectionModel *model;

  if (deferred->list == NULL)
    return;
  model = gtk_list_view_get_model (deferred->list);
  if (model == NULL)
    return;
  g_set_object (&deferred->held, model);
  gtk_list_view_set_model (deferred->list, NULL);
}

static void
model_cb (AdwComboRow *row G_GNUC_UNUSED, GParamSpec *pspec G_GNUC_UNUSED, Deferred *deferred)
{
  hold_back_model (deferred);
}

static void
css_classes_cb (AdwComboRow *row, GParamSpec *pspec G_GNUC_UNUSED, Deferred *deferred)
{
  if (!gtk_widget_has_css_class (GTK_WIDGET (row), "has-open-popup"))
    return;
  adw_combo_row_set_list_factory (row, deferred->list_factory);
  if (deferred->list != NULL && deferred->held != NULL && gtk_list_view_get_model (deferred->list) == NULL)
    gtk_list_view_set_model (deferred->list, deferred->held);
  g_signal_handler_disconnect (row, deferred->model_handler);
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
  g_set_weak_pointer (&deferred->list, find_popup_list (row));
  adw_combo_row_set_list_factory (row, empty);
  hold_back_model (deferred);
  deferred->model_handler = g_signal_connect (row, "notify::model", G_CALLBACK (model_cb), deferred);
  deferred->handler = g_signal_connect_data (row, "notify::css-classes", G_CALLBACK (css_classes_cb), deferred,
                                             deferred_free, 0);
}
