/* ft-theme-skip.c — start GTK without parsing a theme libadwaita throws away. */
#include "config.h"

#include "ft-theme-skip.h"

#include <gtk/gtk.h>

/* libadwaita's own resource (registered when the library is loaded) holds
 * this theme: an empty stylesheet. */
#define LIBADWAITA_EMPTY_THEME "Adwaita-empty"

gboolean
ft_theme_skip_gtk_default (void)
{
  gboolean made;

  if (g_getenv ("GTK_THEME") != NULL)
    return FALSE;
  g_setenv ("GTK_THEME", LIBADWAITA_EMPTY_THEME, TRUE);
  made = gtk_init_check () && gtk_settings_get_default () != NULL;
  g_unsetenv ("GTK_THEME");
  return made;
}
