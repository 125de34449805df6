/* ft-game-actions.h — the window's actions on the game shown
 * (ft-game-actions.c): win.resign, win.restart, win.flip, win.undo,
 * win.redo, win.end-turn, win.mute, win.copy-game, win.help,
 * win.new-game, win.host-network, win.join-network, win.history-* and
 * win.replay, win.key-resign and win.key-restart (Escape, E, R where the
 * game is played), and the F key. Their keyboard accelerators are the window's
 * (ft-window.c). */
#pragma once

#include <gtk/gtk.h>

#include "ft-game-files.h"
#include "ft-game-guard.h"
#include "ft-game-keys.h"
#include "ft-game-stage.h"
#include "ft-move-browser.h"
#include "ft-new-game-dialog.h"
#include "ft-puzzle-run.h"

G_BEGIN_DECLS

#define FT_TYPE_GAME_ACTIONS (ft_game_actions_get_type ())
G_DECLARE_FINAL_TYPE (FtGameActions, ft_game_actions, FT, GAME_ACTIONS, GObject)

/* What the actions act on. */
typedef struct
{
  FtGameStage *stage;
  FtGameFiles *files;
  FtGameGuard *guard;
  FtGameKeys *keys;
  FtPuzzleRun *puzzles;
  FtMoveBrowser *browser;
  GtkBox *network_slot; /* where a network game's bar goes */
} FtGameActionsParts;

/* The actions, added to `actions` (the window's). */
FtGameActions *ft_game_actions_new (const FtGameActionsParts *parts, GActionMap *actions);
/* win.new-game: the New Game dialog, transient for the window. */
FtNewGameDialog *ft_game_actions_open_new_game_dialog (FtGameActions *self);

G_END_DECLS
