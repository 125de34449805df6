/* test-widget-find.c — ft_widget_find_descendant (ft-widget-find.h): the
 * widget itself when it is of the type, else its first descendant of the
 * type depth first in child order (a deeper match under an earlier child
 * before a shallower one under a later child), subclasses included, and
 * NULL when there is none. */
#include "config.h"

#include <gtk/gtk.h>

#include "ft-widget-find.h"

static void
test_itself_and_none (void)
{
  GtkWidget *box = g_object_ref_sink (gtk_box_new (GTK_ORIENTATION_VERTICAL, 0));

  g_assert_true (ft_widget_find_descendant (box, GTK_TYPE_BOX) == box);
  g_assert_true (ft_widget_find_descendant (box, GTK_TYPE_WIDGET) == box);
  g_assert_null (ft_widget_find_descendant (box, GTK_TYPE_LABEL));
  gtk_box_append (GTK_BOX (box), gtk_button_new ());
  g_assert_null (ft_widget_find_descendant (box, GTK_TYPE_LABEL));
  g_object_unref (box);
}

static void
test_depth_first (void)
{
  GtkWidget *root = g_object_ref_sink (gtk_box_new (GTK_ORIENTATION_VERTICAL, 0));
  GtkWidget *first = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 0);
  GtkWidget *deep = gtk_label_new ("deep, under the first child");
  GtkWidget *shallow = gtk_label_new ("a later child itself");
  GtkWidget *button = gtk_button_new_with_label ("its label is inside it");

  gtk_box_append (GTK_BOX (first), gtk_image_new ());
  gtk_box_append (GTK_BOX (first), deep);
  gtk_box_append (GTK_BOX (root), first);
  gtk_box_append (GTK_BOX (root), shallow);
  gtk_box_append (GTK_BOX (root), button);
  g_assert_true (ft_widget_find_descendant (root, GTK_TYPE_LABEL) == deep);
  g_assert_true (ft_widget_find_descendant (root, GTK_TYPE_BUTTON) == button);
  /* A button's own label is found under it. */
  g_assert_true (gtk_widget_get_parent (ft_widget_find_descendant (button, GTK_TYPE_LABEL)) == button);
  gtk_box_remove (GTK_BOX (first), deep);
  g_assert_true (ft_widget_find_descendant (root, GTK_TYPE_LABEL) == shallow);
  g_object_unref (root);
}

int
main (int argc, char **argv)
{
  gtk_test_init (&argc, &argv, NULL);
  g_test_add_func ("/widget-find/itself-and-none", test_itself_and_none);
  g_test_add_func ("/widget-find/depth-first", test_depth_first);
  return g_test_run ();
}
