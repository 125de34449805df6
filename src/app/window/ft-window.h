/* ft-window.h — the main window: header bar, board and side panel. It is
 * the top of the application's objects: it makes the stage that shows a
 * session (ft-game-stage.h) and every object that serves the game shown
 * (records, puzzles, network, hints, draws, seats, status, keys, sounds,
 * actions), hands each what it needs, and none of them calls back into
 * the window. Its public calls are for the application and the tests. */
#pragma once

#include <adwaita.h>

#include "ft-board-view.h"
#include "ft-config.h"
#include "ft-evaluation-tracker.h"
#include "ft-game-files.h"
#include "ft-game-setup.h"
#include "ft-game-stage.h"
#include "ft-page-switcher.h"
#include "ft-start-page.h"
#include "ft-game.h"
#include "ft-hint-advisor.h"
#include "ft-history-entry.h"
#include "ft-leaderboard-window.h"
#include "ft-level-picker.h"
#include "ft-network-controller.h"
#include "ft-new-game-dialog.h"
#include "ft-players-window.h"
#include "ft-profile-games-window.h"
#include "ft-puzzle.h"
#include "ft-session.h"
#include "ft-sidebar.h"

G_BEGIN_DECLS

#define FT_TYPE_WINDOW (ft_window_get_type ())
G_DECLARE_FINAL_TYPE (FtWindow, ft_window, FT, WINDOW, AdwApplicationWindow)

/* settings may be NULL (schema not installed): size and options are then
 * not remembered. */
FtWindow *ft_window_new (GtkApplication *application, GSettings *settings);

/* ---- Games (ft-game-stage.h says more) ------------------------------------ */
/* Start a new game with `setup` (copied), and use it for every restart. */
void ft_window_start (FtWindow *self, const FtGameSetup *setup);
/* Go on with `game` (an opened record, a resumed game) under `setup`'s
 * players. */
void ft_window_start_game (FtWindow *self, const FtGameSetup *setup, FtGame *game);
/* The setup the window's config file gave, and which keys it named itself:
 * those win over the preferences in this window. */
void ft_window_set_config_setup (FtWindow *self, const FtGameSetup *config_setup,
                                 gboolean sets_colour, gboolean sets_level);
/* The setup restarts use. */
const FtGameSetup *ft_window_get_setup (FtWindow *self);
/* The preferences changed: the level applies at once (from the computer's
 * next search; not while the New Game dialog is open), the colour from the
 * next restart. */
void ft_window_apply_preferences (FtWindow *self);
/* Show the config problems in a dialog; "Play with defaults" starts a game
 * with `fallback`, "Quit" closes the window. No game runs meanwhile. */
void ft_window_show_config_error (FtWindow *self, const char *problems, const FtGameSetup *fallback);
/* win.new-game: the New Game dialog, transient for the window. */
FtNewGameDialog *ft_window_open_new_game_dialog (FtWindow *self);
/* The computer plays both sides (benchmarks, scripted games), from the next
 * game on. */
void ft_window_set_autoplay (FtWindow *self, gboolean autoplay, guint64 seed);

/* ---- Records (ft-game-files.h says more) ------------------------------------ */
void ft_window_set_autosave (FtWindow *self, const char *path, gboolean confirm_discard);
void ft_window_set_statistics_dir (FtWindow *self, const char *dir);
gboolean ft_window_save_game (FtWindow *self, const char *path);
gboolean ft_window_open_game (FtWindow *self, const char *path, GError **error);
gboolean ft_window_open_file (FtWindow *self, const char *path);
/* Resume the unfinished game autosaved at `path`, with `base` for what the
 * file does not say: TRUE if there was one. It waits for the player on a
 * covered board, and a toast offers a new game instead. */
gboolean ft_window_resume (FtWindow *self, const char *path, const FtGameSetup *base);
/* ---- Network games (ft-network-controller.h says more) -------------------- */
/* At start: a network game this window left unfinished is offered for
 * rejoining in a toast (NULL: none). */
AdwToast *ft_window_offer_rejoin (FtWindow *self);
/* win.host-network and win.join-network's dialogs. */
FtNewGameDialog *ft_window_open_host_dialog (FtWindow *self);
GtkWidget *ft_window_open_join_dialog (FtWindow *self);
/* Games over XMPP in this window (win.play-friend, invitations). */
struct _FtXmppPlay *ft_window_get_xmpp_play (FtWindow *self);
/* Show the game of `host` (listening) or `client` (connecting). */
FtNetworkController *ft_window_attach_host (FtWindow *self, FtNetworkHost *host);
FtNetworkController *ft_window_attach_client (FtWindow *self, FtNetworkClient *client);

/* ---- What is shown ------------------------------------------------------------ */
FtGameStage *ft_window_get_stage (FtWindow *self);
/* Which page is shown: the start page (ft-start-page.h) over the game, until
 * a game is played or shown (ft-page-switcher.h). */
FtPageSwitcher *ft_window_get_page_switcher (FtWindow *self);
FtStartPage *ft_window_get_start_page (FtWindow *self);
FtSession *ft_window_get_session (FtWindow *self);
FtGame *ft_window_get_game (FtWindow *self);
FtBoardView *ft_window_get_board (FtWindow *self);
FtSidebar *ft_window_get_sidebar (FtWindow *self);
FtGameFiles *ft_window_get_game_files (FtWindow *self);
/* The side shown at the bottom of the board. */
FtColour ft_window_get_bottom_colour (FtWindow *self);
/* Fog of war between two people: is the pass screen shown instead of the
 * board? ft_window_fog_show_board presses its button. */
gboolean ft_window_is_fog_pass_shown (FtWindow *self);
void ft_window_fog_show_board (FtWindow *self);
/* TRUE while a player that is not at this computer thinks. */
gboolean ft_window_is_computer_thinking (FtWindow *self);
/* The network game shown, or NULL. */
FtNetworkController *ft_window_get_network (FtWindow *self);
/* Is the computer answering a draw offer now? */
gboolean ft_window_is_draw_offer_pending (FtWindow *self);
/* Hints and the evaluation bar (tests and screenshots). */
FtHintAdvisor *ft_window_get_hint_advisor (FtWindow *self);
FtEvaluationTracker *ft_window_get_evaluation_tracker (FtWindow *self);
GtkWidget *ft_window_get_evaluation_bar (FtWindow *self);

/* ---- Puzzles (ft-puzzle-run.h says more) --------------------------------------- */
/* The levels the Puzzles window offers: the config's (NULL: the shipped ones). */
void ft_window_set_levels (FtWindow *self, FtConfig *levels);
FtLevelPicker *ft_window_open_level_picker (FtWindow *self);
void ft_window_play_level (FtWindow *self, guint index);
FtPuzzle *ft_window_get_puzzle (FtWindow *self);

/* ---- Players (ft-seats.h says more) ---------------------------------------------- */
FtProfile *ft_window_get_seat_profile (FtWindow *self, FtColour side);
FtHistoryEntry *ft_window_get_last_history_entry (FtWindow *self);
FtPlayersWindow *ft_window_open_players (FtWindow *self);
FtLeaderboardWindow *ft_window_open_leaderboard (FtWindow *self, GtkWindow *parent);
FtProfileGamesWindow *ft_window_open_statistics (FtWindow *self);

G_END_DECLS
