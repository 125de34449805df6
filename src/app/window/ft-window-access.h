/* ft-window-access.h — the window for players who listen rather than
 * look (ft-window-access.c, docs/accessibility.md); called by the window's
 * own files. It works through ft-window.h's getters, not the window's
 * private struct. */
#pragma once

#include "ft-window.h"

G_BEGIN_DECLS

/* The game keys where the game is played, the overview keys, the clocks'
 * and material strips' names. */
void _ft_window_class_init_access (GtkWidgetClass *widget_class);
void _ft_window_init_access (FtWindow *self);
/* May Escape, E, R and the overview keys act now (the focus on the board
 * or the window, no menu, popover or dialog open)? */
gboolean _ft_window_game_keys_apply (FtWindow *self);
/* After the sidebar's clocks changed: their names. */
void _ft_window_access_update_clocks (FtWindow *self);
/* A local player's clock fell under 10 s. */
void _ft_window_access_low_time (FtWindow *self);
/* The strip beside `taker`'s clock (at the top or not) shows `taken`, the
 * kinds it is ahead by, most valuable first; `ahead` its lead in pawns. */
void _ft_window_access_name_material (FtWindow *self, gboolean top, FtColour taker, const FtKind *taken,
                                      guint n_taken, int ahead);

G_END_DECLS
