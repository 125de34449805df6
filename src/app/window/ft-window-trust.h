/* ft-window-trust.h — what keeps a player's trust in the window
 * (ft-window-trust.c, docs/playing.md#pause): Undo toasts for resign and
 * restart, the question before a game in progress is replaced, the pause
 * controller, the title and an opened record's players. Called by the
 * window's own files; it works through ft-window.h, not the window's
 * private struct. */
#pragma once

#include "ft-pause-controller.h"
#include "ft-window.h"

G_BEGIN_DECLS

/* After a resignation: "You resigned · Undo". */
void _ft_window_offer_undo_resign (FtWindow *self);
/* Call `restart` at once; a game in progress can come back with Undo. */
void _ft_window_restart_with_undo (FtWindow *self, void (*restart) (FtWindow *self));
/* Ctrl+Z and the toasts' Undo: undo the restart or resignation just made;
 * FALSE if there is none (then Ctrl+Z takes back a move). */
gboolean _ft_window_undo_last_action (FtWindow *self);
gboolean _ft_window_can_undo_last_action (FtWindow *self);
/* win.copy-game (Ctrl+C). */
void _ft_window_class_init_trust (GtkWidgetClass *widget_class);
/* The pause controller, and the title following the records keeper (the
 * file name, a dot for changes). */
void _ft_window_init_trust (FtWindow *self);
void _ft_window_dispose_trust (FtWindow *self);
/* After the status: an opened record's players by their names, and its end
 * in their names ("Carlsen won"). */
void _ft_window_show_record_players (FtWindow *self);
/* Is the New Game dialog open over the window? */
gboolean _ft_window_new_game_dialog_open (FtWindow *self);
/* The background music held or not, as the game is paused or not. */
void _ft_window_update_music (FtWindow *self);
/* The window's pause controller (made by _ft_window_init_trust). */
FtPauseController *_ft_window_get_pause (FtWindow *self);

G_END_DECLS
