/* ft-pause-controller.h — time runs only while the player can think
 * (docs/playing.md#pause). It pauses the window's session (ft_session_pause)
 * while the window is not shown yet, while any dialog stands over it (New
 * Game, Open, Preferences, the discard question, the shortcuts window …),
 * while a menu or popover of the window is open (the main menu; not the
 * board's promotion choice, which is part of a move), and when the player
 * asks (P, the sidebar's Pause button: the window's
 * action "win.pause", which calls ft_pause_controller_toggle); a paused
 * board is covered (no peeking). A network game
 * cannot pause: P says so in a toast.
 */
#pragma once

#include <adwaita.h>

#include "board/ft-board-view.h"
#include "ft-session.h"

G_BEGIN_DECLS

#define FT_TYPE_PAUSE_CONTROLLER (ft_pause_controller_get_type ())
G_DECLARE_FINAL_TYPE (FtPauseController, ft_pause_controller, FT, PAUSE_CONTROLLER, GObject)

/* Watches `window` (its dialogs and popovers, whether it is shown), covers `board`,
 * tells refusals in `toasts`, enables the window's "win.pause" and adds the
 * key P to it. Keeps no reference to them. */
FtPauseController *ft_pause_controller_new (GtkWindow *window, FtBoardView *board,
                                            AdwToastOverlay *toasts);

/* The session shown from now on (NULL: none). Pauses held on the previous
 * one are let go; the new one is paused at once if a dialog is open or the
 * window not shown. The player's pause ends with the game. */
void ft_pause_controller_set_session (FtPauseController *self, FtSession *session);

/* The window shows another page than the game (the start page): the game
 * waits, as behind a dialog, until it is shown again. */
void ft_pause_controller_set_away (FtPauseController *self, gboolean away);

/* The player's pause (P): `cover` is what the covered board says (NULL:
 * "Paused"). FALSE, with a toast saying why, where the game cannot pause. */
gboolean ft_pause_controller_pause (FtPauseController *self, const char *cover);
void ft_pause_controller_resume (FtPauseController *self);
/* P: pause, or go on if the player paused. */
void ft_pause_controller_toggle (FtPauseController *self);
gboolean ft_pause_controller_is_paused_by_player (FtPauseController *self);
/* Is the session paused now, for any reason (the board is covered)? */
gboolean ft_pause_controller_is_paused (FtPauseController *self);

G_END_DECLS
