/* ft-moves-pane.h — the move list as the game's layout places it: the score
 * sheet (ft-scoresheet.h), filling the height it is given, over the
 * browsing arrows (first position, previous, next, back to the game:
 * win.history-start, -back, -forward, -end), which keep their place under
 * it whatever the sheet holds. */
#pragma once

#include <gtk/gtk.h>

#include "ft-scoresheet.h"

G_BEGIN_DECLS

#define FT_TYPE_MOVES_PANE (ft_moves_pane_get_type ())
G_DECLARE_FINAL_TYPE (FtMovesPane, ft_moves_pane, FT, MOVES_PANE, GtkBox)

GtkWidget *ft_moves_pane_new (void);

FtScoresheet *ft_moves_pane_get_scoresheet (FtMovesPane *self);
/* The arrows' row (for the layout's tests: it must not move). */
GtkWidget *ft_moves_pane_get_arrows (FtMovesPane *self);

G_END_DECLS
