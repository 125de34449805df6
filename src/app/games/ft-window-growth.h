/* ft-window-growth.h — a dialog that grows with its rows: rows shown once
 * it is open (the New Game dialog's per-move timer, a second player, chess
 * again after checkers) make it taller instead of pushing rows below the
 * fold, as far as the screen allows. */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* Follow the first scrolled window inside `window` (none: nothing). */
void ft_window_growth_follow (GtkWindow *window);

G_END_DECLS
