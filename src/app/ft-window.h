/* ft-window.h — the main window: header bar, board and sidebar. It shows
 * one session (ft-session.h) and passes the board's move requests to it; the
 * session conducts the game. */
#pragma once

#include <adwaita.h>

#include "ft-board.h"
#include "ft-game-setup.h"
#include "ft-game.h"
#include "ft-session.h"
#include "ft-sidebar.h"

G_BEGIN_DECLS

typedef struct _FtNewGameDialog FtNewGameDialog;

#define FT_TYPE_WINDOW (ft_window_get_type ())
G_DECLARE_FINAL_TYPE (FtWindow, ft_window, FT, WINDOW, AdwApplicationWindow)

/* settings may be NULL (schema not installed): size and options are then
 * not remembered. */
FtWindow *ft_window_new (GtkApplication *application, GSettings *settings);

/* Start a new game with `setup` (copied), and use it for every restart. */
void ft_window_start (FtWindow *self, const FtGameSetup *setup);
/* The setup the window's config file gave ("From the configuration" in the
 * new-game dialog), and which keys it named itself: those win over the
 * preferences in this window. */
void ft_window_set_config_setup (FtWindow *self, const FtGameSetup *config_setup,
                                 gboolean sets_colour, gboolean sets_level);
/* The setup restarts use. */
const FtGameSetup *ft_window_get_setup (FtWindow *self);
/* The preferences changed: the level applies at once (from the computer's
 * next search), the colour from the next restart; each window changes its
 * own setup only. */
void ft_window_apply_preferences (FtWindow *self);
/* Show the config problems in a dialog; "Play with defaults" starts a game
 * with `fallback`, "Quit" closes the window. No game runs meanwhile. */
void ft_window_show_config_error (FtWindow *self, const char *problems,
                                  const FtGameSetup *fallback);
/* win.new-game: the New Game dialog, transient for the window. */
FtNewGameDialog *ft_window_open_new_game_dialog (FtWindow *self);

/* The computer plays both sides (benchmarks, scripted games), from the next
 * game on. */
void ft_window_set_autoplay (FtWindow *self, gboolean autoplay, guint64 seed);

FtSession *ft_window_get_session (FtWindow *self);
FtGame *ft_window_get_game (FtWindow *self);
FtBoard *ft_window_get_board (FtWindow *self);
FtSidebar *ft_window_get_sidebar (FtWindow *self);
/* TRUE while a player that is not at this computer thinks. */
gboolean ft_window_is_computer_thinking (FtWindow *self);

G_END_DECLS
