/* test-lazy-combo.c — ft_lazy_combo_defer_popup (ft-lazy-combo.h): until
 * the row's popup is first shown, its list makes no widgets for the items
 * (a model given before or after the deferral, items added later) while
 * the row shows its value; once the popup opens they are made, by the
 * factory given or by the row's own, and choosing one still selects it. */
#include "config.h"

#include <adwaita.h>

#include "app-test-util.h"
#include "ft-lazy-combo.h"

static gboolean
is_of_type (GtkWidget *widget, gconstpointer data)
{
  return G_TYPE_CHECK_INSTANCE_TYPE (widget, GPOINTER_TO_SIZE (data));
}

static GtkWidget *
find_of_type (GtkWidget *widget, GType type)
{
  return find_widget_where (widget, is_of_type, GSIZE_TO_POINTER (type));
}

/* The popup's list (AdwComboRow keeps its GtkPopover among the row's
 * widgets). */
static GtkWidget *
popup_list (AdwComboRow *row)
{
  GtkWidget *popover = find_of_type (GTK_WIDGET (row), GTK_TYPE_POPOVER);

  g_assert_nonnull (popover);
  return find_of_type (popover, GTK_TYPE_LIST_VIEW);
}

/* How many of the list's items hold a widget, and the texts of the labels
 * in them, joined by "|"; `widgets`: how many items have a widget of the
 * list's own, empty or not. */
static guint
made_items (GtkWidget *list, GString *texts, guint *widgets)
{
  guint made = 0;

  *widgets = 0;
  for (GtkWidget *item = gtk_widget_get_first_child (list); item != NULL; item = gtk_widget_get_next_sibling (item))
    {
      GtkWidget *label = find_of_type (item, GTK_TYPE_LABEL);

      (*widgets)++;
      if (gtk_widget_get_first_child (item) != NULL)
        made++;
      if (label != NULL)
        g_string_append_printf (texts, "%s%s", texts->len > 0 ? "|" : "", gtk_label_get_text (GTK_LABEL (label)));
    }
  return made;
}

static gboolean
mapped (gpointer data)
{
  return gtk_widget_get_mapped (data) && gtk_widget_get_width (data) > 0;
}

static void
setup_cb (GtkSignalListItemFactory *factory G_GNUC_UNUSED, GtkListItem *item, gpointer user_data G_GNUC_UNUSED)
{
  gtk_list_item_set_child (item, gtk_label_new (NULL));
}

static void
bind_cb (GtkSignalListItemFactory *factory G_GNUC_UNUSED, GtkListItem *item, gpointer user_data G_GNUC_UNUSED)
{
  g_autofree char *text = g_strdup_printf ("[%s]", gtk_string_object_get_string (gtk_list_item_get_item (item)));

  gtk_label_set_text (GTK_LABEL (gtk_list_item_get_child (item)), text);
}

static void
check_deferred (gboolean own_factory, gboolean model_first)
{
  const char *const choices[] = { "Untimed", "15+10", "3+2", NULL };
  const char *const more[] = { "5+0", NULL };
  GtkWidget *window = gtk_window_new ();
  GtkWidget *list_box = gtk_list_box_new ();
  AdwComboRow *row = ADW_COMBO_ROW (adw_combo_row_new ());
  g_autoptr (GtkStringList) model = gtk_string_list_new (NULL);
  g_autoptr (GtkListItemFactory) factory = gtk_signal_list_item_factory_new ();
  g_autoptr (GString) texts = g_string_new (NULL);
  GtkWidget *list;
  guint widgets = 0;

  g_signal_connect (factory, "setup", G_CALLBACK (setup_cb), NULL);
  g_signal_connect (factory, "bind", G_CALLBACK (bind_cb), NULL);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), "Clock");
  /* Either order, as the start page's rows (a model from the template)
   * and the level row (a model given after) have it; items added after. */
  if (model_first)
    adw_combo_row_set_model (row, G_LIST_MODEL (model));
  ft_lazy_combo_defer_popup (row, own_factory ? NULL : factory);
  if (!model_first)
    adw_combo_row_set_model (row, G_LIST_MODEL (model));
  gtk_string_list_splice (model, 0, 0, choices);
  adw_combo_row_set_selected (row, 1);
  gtk_list_box_append (GTK_LIST_BOX (list_box), GTK_WIDGET (row));
  gtk_window_set_child (GTK_WINDOW (window), list_box);
  gtk_window_present (GTK_WINDOW (window));
  g_assert_true (wait_until (mapped, row, 5000));

  /* Before the popup: no widget for any item, not even an empty one; the
   * row shows its value. */
  list = popup_list (row);
  g_assert_nonnull (list);
  g_assert_cmpuint (made_items (list, texts, &widgets), ==, 0);
  g_assert_cmpuint (widgets, ==, 0);
  g_assert_nonnull (find_label_containing (GTK_WIDGET (row), "15+10"));
  g_assert_cmpuint (g_list_model_get_n_items (adw_combo_row_get_model (row)), ==, 3);

  /* The popup opens: the items are made, by the factory given or the
   * row's own (the label alone, with its check mark). */
  g_signal_emit_by_name (row, "activate");
  g_assert_true (gtk_widget_has_css_class (GTK_WIDGET (row), "has-open-popup"));
  spin (50);
  g_assert_cmpuint (made_items (list, texts, &widgets), ==, 3);
  g_assert_cmpuint (widgets, ==, 3);
  g_assert_cmpstr (texts->str, ==, own_factory ? "Untimed|15+10|3+2" : "[Untimed]|[15+10]|[3+2]");
  g_assert_true (adw_combo_row_get_list_factory (row) == (own_factory ? NULL : factory));

  /* Choosing still selects, and items added now are listed at once. */
  adw_combo_row_set_selected (row, 2);
  g_assert_cmpuint (adw_combo_row_get_selected (row), ==, 2);
  g_string_truncate (texts, 0);
  gtk_string_list_splice (model, 3, 0, more);
  spin (50);
  g_assert_cmpuint (made_items (list, texts, &widgets), ==, 4);
  g_assert_nonnull (strstr (texts->str, "5+0"));
  gtk_window_destroy (GTK_WINDOW (window));
  spin (20);
}

static void
test_own_factory (void)
{
  check_deferred (TRUE, FALSE);
}

static void
test_given_factory (void)
{
  check_deferred (FALSE, FALSE);
}

static void
test_model_first (void)
{
  check_deferred (TRUE, TRUE);
}

/* A row destroyed before its popup ever opened frees what it kept (the
 * factory given is let go with the row). */
static void
test_never_opened (void)
{
  AdwComboRow *row = ADW_COMBO_ROW (g_object_ref_sink (adw_combo_row_new ()));
  g_autoptr (GtkListItemFactory) factory = gtk_signal_list_item_factory_new ();
  GWeakRef weak;
  GObject *kept;

  ft_lazy_combo_defer_popup (row, factory);
  g_weak_ref_init (&weak, factory);
  g_clear_object (&factory);
  kept = g_weak_ref_get (&weak); /* a reference of its own */
  g_assert_nonnull (kept);
  g_object_unref (kept);
  g_object_unref (row);
  g_assert_null (g_weak_ref_get (&weak));
  g_weak_ref_clear (&weak);
}

int
main (int argc, char **argv)
{
  gtk_test_init (&argc, &argv, NULL);
  adw_init ();
  g_test_add_func ("/lazy-combo/own-factory", test_own_factory);
  g_test_add_func ("/lazy-combo/given-factory", test_given_factory);
  g_test_add_func ("/lazy-combo/model-first", test_model_first);
  g_test_add_func ("/lazy-combo/never-opened", test_never_opened);
  return g_test_run ();
}
