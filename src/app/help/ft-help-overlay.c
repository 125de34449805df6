/* ft-help-overlay.c — see ft-help-overlay.h. */
#include "config.h"

#include "ft-help-overlay.h"

static void
show_help_overlay_cb (GSimpleAction *action G_GNUC_UNUSED, GVariant *parameter G_GNUC_UNUSED,
                      gpointer user_data)
{
  GtkApplicationWindow *window = GTK_APPLICATION_WINDOW (user_data);
  GtkShortcutsWindow *overlay = gtk_application_window_get_help_overlay (window);

  if (overlay == NULL)
    {
      g_autoptr (GtkBuilder) builder = gtk_builder_new_from_resource (FT_HELP_OVERLAY_RESOURCE);

      overlay = GTK_SHORTCUTS_WINDOW (gtk_builder_get_object (builder, "help_overlay"));
      /* The window keeps it (transient, hidden on close, destroyed with the
       * window) and puts GTK's own win.show-help-overlay in place of this
       * one. */
      gtk_application_window_set_help_overlay (window, overlay);
    }
  gtk_window_present (GTK_WINDOW (overlay));
}

void
ft_help_overlay_set_accels (GtkApplication *application)
{
  static const char *const accels[] = { "<Control>question", NULL };

  g_return_if_fail (GTK_IS_APPLICATION (application));
  gtk_application_set_accels_for_action (application, "win.show-help-overlay", accels);
}

void
ft_help_overlay_add_action (GtkApplicationWindow *window)
{
  g_autoptr (GSimpleAction) action = g_simple_action_new ("show-help-overlay", NULL);

  g_return_if_fail (GTK_IS_APPLICATION_WINDOW (window));
  g_signal_connect_object (action, "activate", G_CALLBACK (show_help_overlay_cb), window, 0);
  g_action_map_add_action (G_ACTION_MAP (window), G_ACTION (action));
}
