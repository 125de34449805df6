/* ft-checkers-board-widget.h — the checkers board widget (FtCheckersBoard
 * is already the rules' board, src/checkers/ft-checkers.h): red and grey squares,
 * Fire and Water pieces drawn as vectors (normal, shield, bomb; a crown on
 * kings), the selected square and its legal destinations, clicks forwarded
 * to an FtCheckersPlay, and an explosion animated on the frame clock.
 */
#pragma once

#include <gtk/gtk.h>

#include "ft-checkers-play.h"

G_BEGIN_DECLS

#define FT_TYPE_CHECKERS_BOARD_WIDGET (ft_checkers_board_widget_get_type ())
G_DECLARE_FINAL_TYPE (FtCheckersBoardWidget, ft_checkers_board_widget, FT, CHECKERS_BOARD_WIDGET, GtkWidget)

/* How long an explosion is shown. */
#define FT_CHECKERS_EXPLOSION_US (G_USEC_PER_SEC / 2)

GtkWidget *ft_checkers_board_widget_new (void);

/* Property "game" (may be NULL). */
void ft_checkers_board_widget_set_game (FtCheckersBoardWidget *self, FtCheckersPlay *game);
FtCheckersPlay *ft_checkers_board_widget_get_game (FtCheckersBoardWidget *self);

/* Property "flipped": Water at the bottom. */
void ft_checkers_board_widget_set_flipped (FtCheckersBoardWidget *self, gboolean flipped);
gboolean ft_checkers_board_widget_get_flipped (FtCheckersBoardWidget *self);

/* What a click on `square` does: move the selected piece there if it can
 * go, else select the piece there. TRUE if something happened. */
gboolean ft_checkers_board_widget_click_square (FtCheckersBoardWidget *self, int square);
/* The square under widget coordinates, or FT_CHECKERS_NO_SQUARE. */
int ft_checkers_board_widget_square_at (FtCheckersBoardWidget *self, double x, double y);

/* Keyboard play: the arrows move an orange focus square (as the player
 * sees the board), Enter clicks it; Space stays the view's End Turn. The
 * square's description ("c3, Fire piece") is the board's accessible
 * description. */
int ft_checkers_board_widget_get_focus_square (FtCheckersBoardWidget *self);
void ft_checkers_board_widget_move_focus (FtCheckersBoardWidget *self, int right, int up);
void ft_checkers_board_widget_activate_focus (FtCheckersBoardWidget *self);
/* Is a move or an explosion being shown? */
gboolean ft_checkers_board_widget_is_animating (FtCheckersBoardWidget *self);
/* For screenshots: show the running explosion frozen at `progress` (0..1);
 * a negative value lets it run on the frame clock again. */
void ft_checkers_board_widget_freeze_explosion (FtCheckersBoardWidget *self, double progress);

G_END_DECLS
