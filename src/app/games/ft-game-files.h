/* ft-game-files.h — the window's games on disk and on the clipboard: Save,
 * Save As and Open (PGN for chess, PDN for checkers), the autosave and its
 * resume, the statistics, copy and paste, and the question before an
 * unsaved game is dropped. It owns the records keeper (ft-record-keeper.h)
 * and what waits for the player's answer (a file to open, a pasted game);
 * the window's public calls for records (ft_window_save_game, …,
 * ft-window.h) are its. */
#pragma once

#include <gtk/gtk.h>

#include "ft-record-keeper.h"
#include "ft-window.h"

G_BEGIN_DECLS

#define FT_TYPE_GAME_FILES (ft_game_files_get_type ())
G_DECLARE_FINAL_TYPE (FtGameFiles, ft_game_files, FT, GAME_FILES, GObject)

/* The files of `window` (not referenced: the window owns them). */
FtGameFiles *ft_game_files_new (FtWindow *window);
/* win.open, win.save, win.save-as, win.copy-position, win.paste,
 * win.statistics and their keys, on the window's class. */
void ft_game_files_install_actions (GtkWidgetClass *widget_class);

FtRecordKeeper *ft_game_files_get_keeper (FtGameFiles *self);
/* Does this window ask before a game is dropped (ft_window_set_autosave)? */
gboolean ft_game_files_get_confirm_discard (FtGameFiles *self);
/* A new game is shown (or none): the keeper keeps it from now on, with
 * the flags its kind asks for (a puzzle, a network game, the computer
 * playing itself). */
void ft_game_files_keep (FtGameFiles *self);
/* Ctrl+V with `text`: a FEN or a PGN is offered for loading. */
void ft_game_files_offer_pasted_text (FtGameFiles *self, const char *text);

G_END_DECLS
