/* ft-new-game-dialog.h — the New Game dialog: game, opponent, side, time
 * control and board (docs/playing.md#players-and-new-games).
 *
 * The choices are remembered in GSettings (game, opponent, difficulty,
 * player-colour, time-control, per-move-seconds, board, board-file); the
 * application builds the first game of a start without a config file from
 * them with ft_new_game_dialog_setup_from_settings(), as GNOME Chess does.
 */
#pragma once

#include <adwaita.h>

#include "ft-game-setup.h"
#include "ft-opponent-choice.h"
#include "ft-profile-rows.h"

G_BEGIN_DECLS

#define FT_TYPE_NEW_GAME_DIALOG (ft_new_game_dialog_get_type ())
G_DECLARE_FINAL_TYPE (FtNewGameDialog, ft_new_game_dialog, FT, NEW_GAME_DIALOG, AdwWindow)

/* The rows, for ft_new_game_dialog_select(). */
typedef enum {
  FT_NEW_GAME_ROW_OPPONENT, /* an FtOpponentItem: the computer, a second person, a friend online */
  FT_NEW_GAME_ROW_SIDE,     /* White, Black, random */
  FT_NEW_GAME_ROW_TIME,     /* 1+0 … 30+0, the config's, untimed, per move */
  FT_NEW_GAME_ROW_BOARD,    /* an FtBoardChoice (ft-board-choices.h): the config's (the preset's
                             * entry when the config's board is a preset), Fourteen, standard,
                             * fairy 10×10, 12×10, a file once loaded */
  FT_NEW_GAME_ROW_GAME,     /* chess, checkers (which hides the time and board rows) */
  FT_NEW_GAME_ROW_LEVEL,    /* the computer's level: level N is item N − 1, up to the top of
                             * the kind's ladder (ft-opponent-choice.h) */
} FtNewGameRow;

/* settings may be NULL (nothing is remembered); config_setup is what
 * "From the configuration" means (its position, times and animation). The
 * dialog emits "start" (an FtGameSetup) when Start is pressed, then closes. */
FtNewGameDialog *ft_new_game_dialog_new (GtkWindow *parent, GSettings *settings,
                                         const FtGameSetup *config_setup);

/* What Start would start now (random sides drawn now). */
FtGameSetup *ft_new_game_dialog_get_setup (FtNewGameDialog *self);
/* Choose row `row`'s item `index` (as a click would). */
void ft_new_game_dialog_select (FtNewGameDialog *self, FtNewGameRow row, guint index);
guint ft_new_game_dialog_get_selected (FtNewGameDialog *self, FtNewGameRow row);
void ft_new_game_dialog_set_per_move_seconds (FtNewGameDialog *self, int seconds);
/* The Fog of War switch (docs/rules.md#fog-of-war). */
void ft_new_game_dialog_set_fog_of_war (FtNewGameDialog *self, gboolean fog);
gboolean ft_new_game_dialog_get_fog_of_war (FtNewGameDialog *self);
/* The Host a Network Game dialog: only what a network game supports
 * (ft_network_host_supports_setup()): no opponent row, no fog of war, no
 * per-move timer; the game row only when the network plays checkers too. */
void ft_new_game_dialog_set_network (FtNewGameDialog *self);
/* The profiles chosen for the sides played here (docs/players.md). */
FtProfileRows *ft_new_game_dialog_get_profile_rows (FtNewGameDialog *self);
/* Press Start: remember the choices and emit "start". */
void ft_new_game_dialog_start (FtNewGameDialog *self);
/* Start with the opponent "A friend online" (ft-new-game-dialog-friend.c):
 * close, and open the window's win.play-friend, where the friend is chosen,
 * then the game (docs/network.md#playing-a-friend-from-the-window). */
void ft_new_game_dialog_choose_friend (FtNewGameDialog *self);

/* Read a layout file for the board row (what "Other…" does with the chosen
 * file). The board size is the file's: its lines and its longest line; the
 * rules are Fourteen's. On problems returns FALSE with the file:line:col
 * text in *problems_out, and the board choice stays as it was; the window
 * also shows them in a dialog. */
gboolean ft_new_game_dialog_load_layout_file (FtNewGameDialog *self, const char *path,
                                              char **problems_out);
/* The file chooser that "Other…" opened and that waits for an answer, or
 * NULL (tests answer it). Cancelled, the board row shows its board again. */
GtkNativeDialog *ft_new_game_dialog_get_layout_chooser (FtNewGameDialog *self);

/* The setup the remembered choices describe, on top of config_setup (NULL
 * settings: config_setup itself). A remembered layout file that no longer
 * loads falls back to the config's board. */
FtGameSetup *ft_new_game_dialog_setup_from_settings (GSettings *settings,
                                                     const FtGameSetup *config_setup);

G_END_DECLS
