/* ft-checkers-view.h — everything the window shows for a game of checkers:
 * the board (the one board view of both games, ft-board-view.h), a status
 * line ("Fire to move", "Fire wins", …) and the End Turn button, with the
 * keys N (new game), Ctrl+Z (undo) and Space (end the turn). The game is a
 * session (ft-session.h) of checkers rules — a person against the
 * computer, or two people — and the board model builds a person's turn
 * click by click. The window only has to show it.
 *
 * A stand-in until the window shows checkers in its own place, with its
 * sidebar (clocks, move list) as for chess.
 */
#pragma once

#include <gtk/gtk.h>

#include "ft-board-view.h"
#include "ft-checkers-ai.h"
#include "ft-session.h"

G_BEGIN_DECLS

#define FT_TYPE_CHECKERS_VIEW (ft_checkers_view_get_type ())
G_DECLARE_FINAL_TYPE (FtCheckersView, ft_checkers_view, FT, CHECKERS_VIEW, GtkWidget)

GtkWidget *ft_checkers_view_new (void);

/* A new game: the rules, the computer's side (FT_CHECKERS_NONE for two
 * people) and level. The view keeps them for N. */
void ft_checkers_view_start (FtCheckersView *self, FtCheckersRules rules, FtCheckersSide computer_side,
                             FtCheckersLevel level);
/* N: the same settings again. */
void ft_checkers_view_new_game (FtCheckersView *self);
/* Ctrl+Z (a turn being built, else the session's takeback); Space or the
 * button. FALSE if there was nothing to do. */
gboolean ft_checkers_view_undo (FtCheckersView *self);
gboolean ft_checkers_view_end_turn (FtCheckersView *self);

FtSession *ft_checkers_view_get_session (FtCheckersView *self);
FtCheckersSide ft_checkers_view_get_computer_side (FtCheckersView *self);
FtBoardView *ft_checkers_view_get_board (FtCheckersView *self);
/* The status line's text, and whether End Turn is enabled (for tests). */
const char *ft_checkers_view_get_status (FtCheckersView *self);
gboolean ft_checkers_view_get_end_turn_enabled (FtCheckersView *self);

G_END_DECLS
