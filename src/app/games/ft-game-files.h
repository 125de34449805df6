/* ft-game-files.h — the window's games on disk and on the clipboard: Save,
 * Save As and Open (PGN for chess, PDN for checkers), the autosave and its
 * resume, the statistics, copy and paste, and the question before an
 * unsaved game is dropped. It owns the records keeper (ft-record-keeper.h)
 * and what waits for the player's answer (a file to open, a pasted game),
 * and the actions win.open, win.save, win.save-as, win.copy-position and
 * win.paste (their keys are the window's). It knows the window's game
 * through the stage (ft-game-stage.h) only. */
#pragma once

#include <gtk/gtk.h>

#include "ft-record-keeper.h"
#include "ft-game-stage.h"
#include "ft-puzzle-run.h"

G_BEGIN_DECLS

#define FT_TYPE_GAME_FILES (ft_game_files_get_type ())
G_DECLARE_FINAL_TYPE (FtGameFiles, ft_game_files, FT, GAME_FILES, GObject)

/* The records of the games shown on `stage` (a puzzle's are kept by
 * `puzzles`), their actions added to `actions` (the window's). */
FtGameFiles *ft_game_files_new (FtGameStage *stage, FtPuzzleRun *puzzles, GActionMap *actions);
FtRecordKeeper *ft_game_files_get_keeper (FtGameFiles *self);

/* Autosave (docs/playing.md#saving-games): after every move the game is
 * written to `path` (atomically); a finished game's file is removed. NULL:
 * no autosave. With confirm_discard, closing the window, a new game or an
 * opened one first ask before an unfinished game that is not saved is
 * dropped. */
void ft_game_files_set_autosave (FtGameFiles *self, const char *path, gboolean confirm_discard);
const char *ft_game_files_get_autosave_path (FtGameFiles *self);
gboolean ft_game_files_get_confirm_discard (FtGameFiles *self);
/* Resume the unfinished game autosaved at `path` on the stage, with `base`
 * for what the file does not say: TRUE if there was one (a file that
 * cannot be read is kept aside and a toast says so). */
gboolean ft_game_files_resume (FtGameFiles *self, const char *path, const FtGameSetup *base);
/* Count each finished game in DIR/statistics.ini (ft-statistics.h); NULL:
 * no counting. */
void ft_game_files_set_statistics_dir (FtGameFiles *self, const char *dir);

/* Save the game to `path` / open the record at `path` (what the Save and
 * Open dialogs do; errors are returned, not shown). */
gboolean ft_game_files_save (FtGameFiles *self, const char *path);
gboolean ft_game_files_open (FtGameFiles *self, const char *path, GError **error);
/* The same, with a dialog for the error (what the Open dialog does). */
gboolean ft_game_files_open_file (FtGameFiles *self, const char *path);
/* Where Save As opens: a "Fourteen" folder in the user's documents
 * (made if missing), else the home folder. */
char *ft_game_files_dup_save_folder (void);

/* Would dropping the game lose an unfinished game saved nowhere? Then ask,
 * and call `then` (with `data`) on "Discard". FALSE: asked; TRUE: nothing
 * to ask, go on at once. */
gboolean ft_game_files_may_discard (FtGameFiles *self, FtStageThen then, gpointer data);
/* Closing the window (or Ctrl+Q) with a game in progress: ask once,
 * truthfully: Keep for Later (the autosave written now, with the clocks as
 * they read: the next start resumes it), Save As… (then close), Discard
 * (the next start does not resume it), or Cancel. `then` (with `data`)
 * runs once the window may close. TRUE: nothing to ask, close at once. */
gboolean ft_game_files_ask_before_close (FtGameFiles *self, FtStageThen then, gpointer data);
/* Ctrl+V with `text`: a FEN or a PGN is offered for loading. */
void ft_game_files_offer_pasted_text (FtGameFiles *self, const char *text);

G_END_DECLS
