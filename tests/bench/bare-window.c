/* bare-window.c — the least a libadwaita program can show: an application
 * window with a header bar and a label, nothing loaded, nothing computed.
 * build-aux/bench times its first frame beside Fourteen's and GNOME
 * Chess's, so that the first-window figures have a floor: what GTK 4 and
 * libadwaita themselves cost on this machine before any program's own
 * work (docs/performance.md, "First window"). */
#include <adwaita.h>

static void
activate_cb (GApplication *application, gpointer user_data G_GNUC_UNUSED)
{
  GtkWidget *window = adw_application_window_new (GTK_APPLICATION (application));
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);

  /* The size of Fourteen's first window (its X window: 802×729, the
   * 792×672 content, the header bar and the frame), so that both draw as
   * many pixels; until 2026-11-29 this was 792×672, 9.9 % fewer. */
  gtk_window_set_default_size (GTK_WINDOW (window), 802, 729);
  gtk_box_append (GTK_BOX (box), adw_header_bar_new ());
  gtk_box_append (GTK_BOX (box), gtk_label_new ("Bare window"));
  adw_application_window_set_content (ADW_APPLICATION_WINDOW (window), box);
  gtk_window_present (GTK_WINDOW (window));
}

int
main (int argc, char **argv)
{
  g_autoptr (AdwApplication) application = NULL;

  /* As Fourteen does under the cairo renderer (src/app/main.c). */
  if (g_strcmp0 (g_getenv ("GSK_RENDERER"), "cairo") == 0 && g_getenv ("GDK_DEBUG") == NULL)
    g_setenv ("GDK_DEBUG", "gl-disable", FALSE);
  application = adw_application_new ("io.github.fourteenchess.BareWindow", G_APPLICATION_NON_UNIQUE);
  g_signal_connect (application, "activate", G_CALLBACK (activate_cb), NULL);
  return g_application_run (G_APPLICATION (application), argc, argv);
}
