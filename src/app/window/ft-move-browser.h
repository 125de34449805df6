/* ft-move-browser.h — browsing a game's moves beside the board
 * (docs/playing.md#move-list): a click on a move in the score sheet, or
 * ←/→/Home/End, shows an earlier position read-only on the board model
 * (which keeps what it shows: ft_board_model_browse) while the game and
 * its clocks go on; the replay steps through the game from its start a
 * move a second. Any move of the game, or End, returns to the live
 * position. The browser owns only the replay's timer and the keys; the
 * score sheet's current move follows the board model. Signal "changed":
 * another position is shown. */
#pragma once

#include <gtk/gtk.h>

#include "ft-board-model.h"
#include "ft-scoresheet.h"

G_BEGIN_DECLS

#define FT_TYPE_MOVE_BROWSER (ft_move_browser_get_type ())
G_DECLARE_FINAL_TYPE (FtMoveBrowser, ft_move_browser, FT, MOVE_BROWSER, GObject)

/* Browses the game of `model`, shown in `sheet`; keys on `window` when
 * the focus is on the sheet or on `board` (at the live position the
 * board's own arrows move its cursor; Home and End work there too). */
FtMoveBrowser *ft_move_browser_new (FtBoardModel *model, FtScoresheet *sheet, GtkWidget *window,
                                    GtkWidget *board);

/* Browsing is refused while disabled (a game frozen behind a dialog). */
void ft_move_browser_set_enabled (FtMoveBrowser *self, gboolean enabled);

/* Show the position after `ply` moves (the number of moves or more: the
 * live position); `animate`: the move into it travels. */
void ft_move_browser_show_ply (FtMoveBrowser *self, guint ply, gboolean animate);
void ft_move_browser_start (FtMoveBrowser *self);
void ft_move_browser_back (FtMoveBrowser *self);
void ft_move_browser_forward (FtMoveBrowser *self);
void ft_move_browser_end (FtMoveBrowser *self);
/* The game from its start, a move a second; FALSE if there is nothing to
 * replay. */
gboolean ft_move_browser_replay (FtMoveBrowser *self);
/* Back to the live position, the replay stopped (a move of the game, a
 * new game). */
void ft_move_browser_stop (FtMoveBrowser *self);

G_END_DECLS
