/* ft-mnemonic-names.c — see ft-mnemonic-names.h. */
#include "config.h"

#include "ft-mnemonic-names.h"

#include <string.h>

/* Marks a button whose label changes are followed already. */
#define FOLLOWED_KEY "ft-mnemonic-names-followed"

char *
ft_mnemonic_names_strip (const char *label)
{
  GString *text;

  g_return_val_if_fail (label != NULL, NULL);

  text = g_string_sized_new (strlen (label));
  for (const char *p = label; *p != '\0'; p++)
    {
      /* "__" is a shown underscore; a single one marks the mnemonic. */
      if (*p == '_')
        {
          if (p[1] != '_')
            continue;
          p++;
        }
      g_string_append_c (text, *p);
    }
  return g_string_free (text, FALSE);
}

/* The button's label as written and whether it has a mnemonic. */
static const char *
mnemonic_label (GtkWidget *widget, gboolean *underline)
{
  if (GTK_IS_BUTTON (widget))
    {
      *underline = gtk_button_get_use_underline (GTK_BUTTON (widget));
      return gtk_button_get_label (GTK_BUTTON (widget));
    }
  *underline = gtk_check_button_get_use_underline (GTK_CHECK_BUTTON (widget));
  return gtk_check_button_get_label (GTK_CHECK_BUTTON (widget));
}

static void
fix_name (GtkWidget *widget)
{
  gboolean underline = FALSE;
  const char *label = mnemonic_label (widget, &underline);
  g_autofree char *name = NULL;

  if (label == NULL || !underline || strchr (label, '_') == NULL)
    return;
  name = ft_mnemonic_names_strip (label);
  gtk_accessible_update_property (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_PROPERTY_LABEL, name, -1);
  /* GTK 4.8 reads a button's name and then the label inside it ("Undo
   * Undo"): the name alone, once. */
  if (GTK_IS_BUTTON (widget))
    gtk_accessible_reset_relation (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_RELATION_LABELLED_BY);
}

/* GTK sets the name from the label before it notifies the change. */
static void
label_changed_cb (GObject *object, GParamSpec *pspec G_GNUC_UNUSED, gpointer user_data G_GNUC_UNUSED)
{
  fix_name (GTK_WIDGET (object));
}

static gboolean
widget_mapped_hook (GSignalInvocationHint *hint G_GNUC_UNUSED, guint n_values G_GNUC_UNUSED,
                    const GValue *values, gpointer user_data G_GNUC_UNUSED)
{
  GObject *object = g_value_get_object (&values[0]);

  if (!GTK_IS_BUTTON (object) && !GTK_IS_CHECK_BUTTON (object))
    return TRUE;
  fix_name (GTK_WIDGET (object));
  if (g_object_get_data (object, FOLLOWED_KEY) == NULL)
    {
      g_object_set_data (object, FOLLOWED_KEY, GINT_TO_POINTER (1));
      g_signal_connect (object, "notify::label", G_CALLBACK (label_changed_cb), NULL);
      g_signal_connect (object, "notify::use-underline", G_CALLBACK (label_changed_cb), NULL);
    }
  return TRUE;
}

void
ft_mnemonic_names_install (void)
{
  static gsize installed = 0;

  if (g_once_init_enter (&installed))
    {
      GTypeClass *klass = g_type_class_ref (GTK_TYPE_WIDGET); /* "map" exists once the class does */

      g_signal_add_emission_hook (g_signal_lookup ("map", GTK_TYPE_WIDGET), 0, widget_mapped_hook, NULL, NULL);
      g_type_class_unref (klass);
      g_once_init_leave (&installed, 1);
    }
}
