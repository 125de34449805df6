/* ft-theme-skip.h — start GTK without parsing a theme libadwaita throws away.
 *
 * GTK parses its own default theme when it first makes a display's
 * settings (81 million instructions, a fifth of a bare libadwaita
 * window's start-up on the reference machine); libadwaita replaces it a
 * moment later by its empty "Adwaita-empty" theme under its own
 * stylesheet. docs/performance.md, "First window".
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* Initialises GTK and makes the default display's settings with
 * libadwaita's empty theme already named, so that GTK's default theme is
 * never parsed. Call it in main() before the application runs. The theme
 * is named through GTK_THEME for that moment only: the variable is unset
 * again (libadwaita leaves its stylesheet out while it is set, and
 * programs started later must not inherit it). A GTK_THEME the user set
 * is left alone. Without a display it does nothing. Returns whether it
 * made the settings. */
gboolean ft_theme_skip_gtk_default (void);

G_END_DECLS
