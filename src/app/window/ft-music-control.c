/* ft-music-control.c — see ft-music-control.h. */
#include "config.h"

#include "ft-music-control.h"
#include "ft-sound-player.h"

#define PAUSED_KEY "ft-music-paused"

/* On screen: shown and not minimised. */
static gboolean
window_on_screen (GtkWindow *window)
{
  GdkSurface *surface;

  if (!gtk_widget_get_visible (GTK_WIDGET (window)))
    return FALSE;
  surface = gtk_native_get_surface (GTK_NATIVE (window));
  return surface == NULL || !GDK_IS_TOPLEVEL (surface)
         || (gdk_toplevel_get_state (GDK_TOPLEVEL (surface)) & GDK_TOPLEVEL_STATE_MINIMIZED) == 0;
}

gboolean
ft_music_control_is_held (GtkApplication *application)
{
  gboolean shown = FALSE;

  /* No window at all: the application is quitting; nothing to hold. */
  if (gtk_application_get_windows (application) == NULL)
    return FALSE;
  for (GList *l = gtk_application_get_windows (application); l != NULL; l = l->next)
    {
      if (g_object_get_data (l->data, PAUSED_KEY) != NULL)
        return TRUE;
      shown |= window_on_screen (l->data);
    }
  return !shown;
}

static void
update_held (GtkApplication *application)
{
  ft_sound_player_set_music_held (ft_sound_player_get_default (),
                                  ft_music_control_is_held (application));
}

void
ft_music_control_set_paused (GtkWindow *window, gboolean paused)
{
  GtkApplication *application;

  g_return_if_fail (GTK_IS_WINDOW (window));

  g_object_set_data (G_OBJECT (window), PAUSED_KEY, GINT_TO_POINTER (paused));
  application = gtk_window_get_application (window);
  if (application != NULL)
    update_held (application);
}

static void
surface_state_cb (GdkSurface *surface G_GNUC_UNUSED, GParamSpec *pspec G_GNUC_UNUSED,
                  GtkWindow *window)
{
  GtkApplication *application = gtk_window_get_application (window);

  if (application != NULL)
    update_held (application);
}

static void
window_realized_cb (GtkWidget *widget)
{
  GdkSurface *surface = gtk_native_get_surface (GTK_NATIVE (widget));

  if (surface != NULL)
    g_signal_connect_object (surface, "notify::state", G_CALLBACK (surface_state_cb), widget, 0);
}

static void
window_visible_cb (GtkWindow *window, GParamSpec *pspec G_GNUC_UNUSED, GtkApplication *application)
{
  (void) window;
  update_held (application);
}

static void
window_added_cb (GtkApplication *application, GtkWindow *window)
{
  g_signal_connect_object (window, "notify::visible", G_CALLBACK (window_visible_cb), application, 0);
  g_signal_connect (window, "realize", G_CALLBACK (window_realized_cb), NULL);
  update_held (application);
}

/* The application is gone: the music is nobody's to hold. */
static void
application_gone_cb (gpointer data G_GNUC_UNUSED, GObject *application G_GNUC_UNUSED)
{
  ft_sound_player_set_music_held (ft_sound_player_get_default (), FALSE);
}

void
ft_music_control_attach (GtkApplication *application, GSettings *settings)
{
  FtSoundPlayer *player = ft_sound_player_get_default ();

  g_return_if_fail (GTK_IS_APPLICATION (application));

  if (settings != NULL)
    {
      g_settings_bind (settings, "music", player, "music", G_SETTINGS_BIND_GET);
      g_settings_bind (settings, "music-volume", player, "music-volume", G_SETTINGS_BIND_GET);
    }
  g_signal_connect (application, "window-added", G_CALLBACK (window_added_cb), NULL);
  g_signal_connect (application, "window-removed", G_CALLBACK (update_held), NULL);
  g_object_weak_ref (G_OBJECT (application), application_gone_cb, NULL);
  update_held (application);
}
