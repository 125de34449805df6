/* ft-window.h — the main window: header bar, board and sidebar. It shows
 * one session (ft-session.h) and passes the board's move requests to it; the
 * session conducts the game. */
#pragma once

#include <adwaita.h>

#include "ft-board-view.h"
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
/* Go on with `game` (an opened record, a resumed game) under `setup`'s
 * players: the side to move's player takes over; a finished game is shown
 * at its end. Restarts use `setup`. */
void ft_window_start_game (FtWindow *self, const FtGameSetup *setup, FtGame *game);
/* Autosave (docs/playing.md#saving-games): after every move the game is
 * written to `path` (atomically); a finished game's file is removed. NULL:
 * no autosave. With confirm_discard, closing the window, a new game or an
 * opened one first ask before an unfinished game that is not saved is
 * dropped. */
void ft_window_set_autosave (FtWindow *self, const char *path, gboolean confirm_discard);
/* Count each finished game in DIR/statistics.ini (ft-statistics.h) and
 * offer the Statistics window (win.statistics); NULL: neither. */
void ft_window_set_statistics_dir (FtWindow *self, const char *dir);
/* Save the game as PGN to `path` / open the PGN at `path` (what the Save
 * and Open dialogs do; errors are returned, not shown). */
gboolean ft_window_save_game (FtWindow *self, const char *path);
gboolean ft_window_open_game (FtWindow *self, const char *path, GError **error);
/* The same, with a dialog for the error (what the Open dialog does). */
gboolean ft_window_open_file (FtWindow *self, const char *path);
/* Resume the unfinished game autosaved at `path`, with `base` for what the
 * file does not say: TRUE if there was one (a toast offers a new game
 * instead). */
gboolean ft_window_resume (FtWindow *self, const char *path, const FtGameSetup *base);
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
FtBoardView *ft_window_get_board (FtWindow *self);
/* The side shown at the bottom of the board (ft-window-status.c). */
FtColour ft_window_get_bottom_colour (FtWindow *self);
/* Fog of war between two people: is the "Pass the computer to …" screen
 * shown instead of the board? ft_window_fog_show_board presses its button. */
gboolean ft_window_is_fog_pass_shown (FtWindow *self);
void ft_window_fog_show_board (FtWindow *self);
FtSidebar *ft_window_get_sidebar (FtWindow *self);
/* TRUE while a player that is not at this computer thinks. */
gboolean ft_window_is_computer_thinking (FtWindow *self);

/* ---- For the objects beside the window (ft-network-controller.c) ------- */
typedef struct _FtNetworkController FtNetworkController;
/* The config's own setup (NULL before the application gives one), the
 * preferences (NULL in tests), the autosave file (NULL: none). */
const FtGameSetup *ft_window_get_config_setup (FtWindow *self);
GSettings *ft_window_get_settings (FtWindow *self);
const char *ft_window_get_autosave_path (FtWindow *self);
/* Show a toast over the board. */
void ft_window_add_toast (FtWindow *self, AdwToast *toast);
/* Pause the game until the player goes on (P), the board covered with
 * `cover` (a resumed game's notice: ft-window-trust.c). */
void ft_window_wait_for_player (FtWindow *self, const char *cover);
/* The sidebar and actions again (after a network state change). */
void ft_window_update_status (FtWindow *self);
/* The network game shown: the window keeps `network` (NULL: none any more)
 * and shows its bar; and shows a session the network host or client made
 * (which conducts it). */
void ft_window_set_network (FtWindow *self, FtNetworkController *network);
FtNetworkController *ft_window_get_network (FtWindow *self);
void ft_window_show_network_session (FtWindow *self, FtSession *session);
/* Show and start a session made elsewhere (a puzzle's), the board turned
 * back, with the window's setup for animation. */
void ft_window_show_session (FtWindow *self, FtSession *session);
/* Would dropping the current game lose an unfinished game that is saved
 * nowhere? Then ask, and call `then` (with the window) on "Discard". FALSE:
 * asked; TRUE: nothing to ask, go on at once. */
gboolean ft_window_may_discard (FtWindow *self, void (*then) (FtWindow *self));
/* The same, and asks too before a game in progress ends (New Game, Open, a
 * level, Paste: ft-window-trust.c); Cancel leaves it untouched. */
gboolean ft_window_may_replace (FtWindow *self, void (*then) (FtWindow *self));
typedef struct _FtPuzzleRun FtPuzzleRun;
typedef struct _FtGameFiles FtGameFiles;
/* The window's records (ft-game-files.h). */
FtGameFiles *ft_window_get_game_files (FtWindow *self);
/* Behind the config error dialog: no game runs, nothing is saved. */
gboolean ft_window_is_paused (FtWindow *self);
/* The computer plays both sides (ft_window_set_autoplay). */
gboolean ft_window_get_autoplay (FtWindow *self);
/* Fog of war: the side whose view the board shows, -1 for everything. */
int ft_window_get_fog_viewer (FtWindow *self);
/* The window's puzzles (ft-puzzle-run.h). */
FtPuzzleRun *ft_window_get_puzzle_run (FtWindow *self);

/* ---- Puzzles (ft-puzzle-run.h) ------------------------------------------ */
typedef struct _FtLevelPicker FtLevelPicker;
typedef struct _FtPuzzle FtPuzzle;
typedef struct _FtConfig FtConfig;
/* The levels the Puzzles window offers: the config's, if it has any (NULL:
 * the shipped ones, ft_config_find_shipped_levels()). */
void ft_window_set_levels (FtWindow *self, FtConfig *levels);
/* win.puzzles (Ctrl+L): the Puzzles window, transient for this one (NULL
 * when there are no levels). */
FtLevelPicker *ft_window_open_level_picker (FtWindow *self);
/* Play level `index` (0-based) in the window. */
void ft_window_play_level (FtWindow *self, guint index);
/* The level being played, or NULL. */
FtPuzzle *ft_window_get_puzzle (FtWindow *self);

G_END_DECLS
