/* ft-about.h — the About window */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* Presents Fourteen's About window (AdwAboutWindow) over @parent. */
void ft_show_about_window (GtkWindow *parent);

G_END_DECLS
