/* test-material-strip — the pieces a side is ahead by
 * (ft-material-strip.h): one line of a fixed height whatever it holds,
 * squeezed into a narrow width (never wider than given), and a picture with a name for screen readers. */
#include "config.h"

#include <string.h>

#include <adwaita.h>

#include "ft-material-strip.h"

#include "app-test-util.h"

static gboolean
shown (gpointer data)
{
  return gtk_widget_get_mapped (data) && gtk_widget_get_width (data) > 0;
}

static void
test_one_line (void)
{
  GtkWindow *window = GTK_WINDOW (gtk_window_new ());
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  FtMaterialStrip *strip = FT_MATERIAL_STRIP (ft_material_strip_new ());
  guchar pixels[16 * 16 * 4];
  g_autoptr (GBytes) bytes = NULL;
  g_autoptr (GdkTexture) pawn = NULL;
  g_autoptr (GdkTexture) rook = NULL;
  GdkPaintable *pieces[20];
  int height, natural, natural_few;

  memset (pixels, 0x80, sizeof pixels);
  bytes = g_bytes_new (pixels, sizeof pixels);
  pawn = gdk_memory_texture_new (16, 16, GDK_MEMORY_DEFAULT, bytes, 16 * 4);
  rook = gdk_memory_texture_new (16, 16, GDK_MEMORY_DEFAULT, bytes, 16 * 4);
  gtk_widget_set_size_request (GTK_WIDGET (strip), 100, -1);
  gtk_widget_set_hexpand (GTK_WIDGET (strip), FALSE);
  gtk_widget_set_halign (GTK_WIDGET (strip), GTK_ALIGN_START);
  gtk_box_append (GTK_BOX (box), GTK_WIDGET (strip));
  gtk_window_set_child (window, box);
  gtk_window_present (window);
  g_assert_true (wait_until (shown, strip, 5000));
  height = gtk_widget_get_height (GTK_WIDGET (strip));
  g_assert_cmpint (height, >=, 16);

  pieces[0] = GDK_PAINTABLE (rook);
  for (guint i = 1; i < G_N_ELEMENTS (pieces); i++)
    pieces[i] = GDK_PAINTABLE (pawn);
  ft_material_strip_set (strip, pieces, 2, "+6");
  gtk_widget_measure (GTK_WIDGET (strip), GTK_ORIENTATION_HORIZONTAL, -1, NULL, &natural_few, NULL, NULL);
  ft_material_strip_set (strip, pieces, G_N_ELEMENTS (pieces), "+24");
  spin (100);
  g_assert_cmpuint (ft_material_strip_get_count (strip), ==, 20);
  g_assert_cmpstr (ft_material_strip_get_balance (strip), ==, "+24");
  /* A pawn more overlaps the last one: 7 px, not 16, more. */
  gtk_widget_measure (GTK_WIDGET (strip), GTK_ORIENTATION_HORIZONTAL, -1, NULL, &natural, NULL, NULL);
  g_assert_cmpint (natural, <, natural_few + 18 * 8 + 8);
  /* Wider than its 100 px: squeezed, still one line. */
  g_assert_cmpint (natural, >, 100);
  g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (strip)), ==, 100);
  g_assert_cmpint (gtk_widget_get_height (GTK_WIDGET (strip)), ==, height);
  /* The same again: still the same. */
  ft_material_strip_set (strip, pieces, G_N_ELEMENTS (pieces), "+24");
  g_assert_cmpuint (ft_material_strip_get_count (strip), ==, 20);
  /* None. */
  ft_material_strip_set (strip, NULL, 0, "");
  g_assert_cmpuint (ft_material_strip_get_count (strip), ==, 0);
  g_assert_null (ft_material_strip_get_balance (strip));
  gtk_test_accessible_assert_role (GTK_ACCESSIBLE (strip), GTK_ACCESSIBLE_ROLE_IMG);
  gtk_window_destroy (window);
  spin (20);
}

int
main (int argc, char **argv)
{
  gtk_test_init (&argc, &argv, NULL);
  adw_init ();
  load_app_css ();
  g_test_add_func ("/material-strip/one-line", test_one_line);
  return g_test_run ();
}
