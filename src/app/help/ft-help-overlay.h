/* ft-help-overlay.h — the keyboard shortcuts window (ui/help-overlay.ui),
 * built the first time it is asked for.
 *
 * GtkApplication would build it for every window as the window is created
 * (when the resource sits at gtk/help-overlay.ui): a GtkShortcutsWindow of
 * some forty rows costs about a tenth of the work before the first frame.
 * Here each window gets win.show-help-overlay, which builds the shortcuts
 * window on its first use and hands it to the window
 * (gtk_application_window_set_help_overlay), and the application gives the
 * action its key, Ctrl+?, as GtkApplication would.
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define FT_HELP_OVERLAY_RESOURCE "/io/github/fourteenchess/Fourteen/ui/help-overlay.ui"

/* Gives win.show-help-overlay its key (call once, at startup). */
void ft_help_overlay_set_accels (GtkApplication *application);

/* Adds win.show-help-overlay to `window`. */
void ft_help_overlay_add_action (GtkApplicationWindow *window);

G_END_DECLS
