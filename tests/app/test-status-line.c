/* test-status-line — whose turn and the message in the header bar
 * (ft-status-line.h): one line each, a height of its own whatever it says
 * (the subtitle's place kept when it is empty), a message read as an alert
 * by its text, its colour by style, and "…" with the whole text in the
 * tooltip when the window is too narrow. */
#include "config.h"

#include <adwaita.h>

#include "ft-status-line.h"

#include "app-test-util.h"

static gboolean
shown (gpointer data)
{
  return gtk_widget_get_mapped (data) && gtk_widget_get_width (data) > 0;
}

static GtkLabel *
message_label (FtStatusLine *line)
{
  GtkWidget *label = gtk_widget_get_last_child (GTK_WIDGET (line));

  g_assert_true (GTK_IS_LABEL (label));
  return GTK_LABEL (label);
}

static void
test_status_line (void)
{
  GtkWindow *window = GTK_WINDOW (gtk_window_new ());
  GtkWidget *header = adw_header_bar_new ();
  FtStatusLine *line = FT_STATUS_LINE (ft_status_line_new ());
  GtkLabel *message = message_label (line);
  int height, width;

  adw_header_bar_set_title_widget (ADW_HEADER_BAR (header), GTK_WIDGET (line));
  gtk_window_set_titlebar (window, header);
  gtk_window_set_child (window, gtk_label_new (""));
  gtk_window_set_default_size (window, 800, 200);
  ft_status_line_set_turn (line, "Your turn");
  gtk_window_present (window);
  g_assert_true (wait_until (shown, line, 5000));
  spin (100);
  height = gtk_widget_get_height (GTK_WIDGET (line));
  width = gtk_widget_get_width (GTK_WIDGET (line));

  /* A message: the same place and size; read as an alert by its text. */
  ft_status_line_set_message (line, "Threefold repetition: White may claim a draw");
  ft_status_line_set_style (line, FT_STATUS_WARNING);
  spin (100);
  g_assert_cmpstr (ft_status_line_get_turn (line), ==, "Your turn");
  g_assert_cmpstr (ft_status_line_get_message (line), ==, "Threefold repetition: White may claim a draw");
  g_assert_cmpint (gtk_widget_get_height (GTK_WIDGET (line)), ==, height);
  g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (line)), ==, width);
  g_assert_cmpint (pango_layout_get_line_count (gtk_label_get_layout (message)), ==, 1);
  g_assert_false (pango_layout_is_ellipsized (gtk_label_get_layout (message)));
  g_assert_null (gtk_widget_get_tooltip_text (GTK_WIDGET (message)));
  g_assert_true (gtk_widget_has_css_class (GTK_WIDGET (message), "error"));
  gtk_test_accessible_assert_role (GTK_ACCESSIBLE (message), GTK_ACCESSIBLE_ROLE_ALERT);
  gtk_test_accessible_assert_property (GTK_ACCESSIBLE (message), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                       "Threefold repetition: White may claim a draw");
  ft_status_line_set_style (line, FT_STATUS_GOOD);
  g_assert_true (gtk_widget_has_css_class (GTK_WIDGET (message), "success"));
  g_assert_false (gtk_widget_has_css_class (GTK_WIDGET (message), "error"));

  /* Too narrow: "…", and the whole message in the tooltip. */
  gtk_window_set_default_size (window, 360, 200);
  spin (300);
  if (pango_layout_is_ellipsized (gtk_label_get_layout (message)))
    g_assert_cmpstr (gtk_widget_get_tooltip_text (GTK_WIDGET (message)), ==,
                     "Threefold repetition: White may claim a draw");
  g_assert_cmpint (gtk_widget_get_height (GTK_WIDGET (line)), ==, height);

  /* No message: its line's place stays. */
  ft_status_line_set_message (line, NULL);
  spin (100);
  g_assert_cmpstr (ft_status_line_get_message (line), ==, "");
  g_assert_cmpint (gtk_widget_get_height (GTK_WIDGET (line)), ==, height);
  gtk_window_destroy (window);
  spin (20);
}

int
main (int argc, char **argv)
{
  gtk_test_init (&argc, &argv, NULL);
  adw_init ();
  load_app_css ();
  g_test_add_func ("/status-line/one-line-each", test_status_line);
  return g_test_run ();
}
