/* ft-game-stage.h — the game the window shows, and what the objects
 * beside the window know of it.
 *
 * The window owns one stage and every object that serves the game shown
 * (the records, puzzles, the network, hints, draws, seats, the status
 * shown in the side panel); each of them gets the stage when it is made and
 * never the window. The stage holds the session on the board under the
 * setup that restarts it, plays the board's move requests into it and holds
 * the session while the board shows a move (docs/design.md, "The path of a
 * move"). It decides nothing of the rules, the turn or the clocks: those are
 * the session's.
 *
 * Signals, in the order a new game emits them:
 *   "session-replacing" (FtSession *next) — the game shown is about to be
 *       dropped for `next` (a new game, an opened record, a puzzle's or a
 *       network game's session);
 *   "session-changed" (gboolean existing) — the new session is on the
 *       board, its turns not begun (`existing`: a game read from a file or
 *       the autosave);
 *   "game-shown" (gboolean existing) — its turns have begun;
 *   "move-shown" (const FtGameMove *move) — a move of the game starts to
 *       travel on the board;
 *   "view-changed" — the board's orientation or who may move on it may
 *       have changed;
 *   "moves-changed" — the record changed (the move list follows);
 *   "status-changed" — anything the side panel shows may have changed.
 */
#pragma once

#include <adwaita.h>

#include "ft-board-view.h"
#include "ft-game-setup.h"
#include "ft-record-keeper.h"
#include "ft-session.h"

G_BEGIN_DECLS

#define FT_TYPE_GAME_STAGE (ft_game_stage_get_type ())
G_DECLARE_FINAL_TYPE (FtGameStage, ft_game_stage, FT, GAME_STAGE, GObject)

/* The stage of `window` (not referenced: the window owns the stage),
 * showing games on `board` with toasts in `toasts`. */
FtGameStage *ft_game_stage_new (GtkWindow *window, FtBoardView *board, AdwToastOverlay *toasts);

/* The preferences (NULL in tests: nothing is remembered). */
void ft_game_stage_set_settings (FtGameStage *self, GSettings *settings);
GSettings *ft_game_stage_get_settings (FtGameStage *self);
GtkWindow *ft_game_stage_get_window (FtGameStage *self);
FtBoardView *ft_game_stage_get_board (FtGameStage *self);
FtBoardModel *ft_game_stage_get_board_model (FtGameStage *self);

/* ---- The game shown ------------------------------------------------------ */
FtSession *ft_game_stage_get_session (FtGameStage *self);
/* The session's game, or NULL. */
FtGame *ft_game_stage_get_game (FtGameStage *self);
/* The setup restarts use (NULL before the first game). */
const FtGameSetup *ft_game_stage_get_setup (FtGameStage *self);
/* The setup the window's config file gave ("From the configuration" in the
 * New Game dialog; NULL before the application gives one), and which keys
 * it named itself: those win over the preferences. */
void ft_game_stage_set_config_setup (FtGameStage *self, const FtGameSetup *config_setup,
                                     gboolean sets_colour, gboolean sets_level);
const FtGameSetup *ft_game_stage_get_config_setup (FtGameStage *self);
gboolean ft_game_stage_config_sets_colour (FtGameStage *self);
gboolean ft_game_stage_config_sets_level (FtGameStage *self);
/* The preferences changed: the level applies at once (from the computer's
 * next search, unless `keep_players`), the colour from the next restart;
 * a key the config file names wins. */
void ft_game_stage_apply_preferences (FtGameStage *self, gboolean keep_players);

/* A new game with `setup` (copied), used for every restart from now on;
 * no network game any more. */
void ft_game_stage_start (FtGameStage *self, const FtGameSetup *setup);
/* Go on with `game` (an opened record, a resumed game) under `setup`'s
 * players: the side to move's player takes over; a finished game is shown
 * at its end. */
void ft_game_stage_start_game (FtGameStage *self, const FtGameSetup *setup, FtGame *game);
/* A new game of the setup (restart); nothing when there is none. */
void ft_game_stage_restart (FtGameStage *self);
/* A new game of `setup` frozen on the board, its turns not begun (behind
 * the config error dialog): see ft_game_stage_is_frozen. */
void ft_game_stage_freeze (FtGameStage *self, const FtGameSetup *setup);
/* Show and start a session made elsewhere (a puzzle's), the board turned
 * back, with the setup's animation. */
void ft_game_stage_show_session (FtGameStage *self, FtSession *session);
/* Show a session the network host or client made (it starts it). */
void ft_game_stage_show_network_session (FtGameStage *self, FtSession *session);

/* Behind the config error dialog: no game runs, nothing is saved. */
gboolean ft_game_stage_is_frozen (FtGameStage *self);
/* The computer plays both sides (benchmarks, scripted games), from the
 * next game on. */
void ft_game_stage_set_autoplay (FtGameStage *self, gboolean autoplay, guint64 seed);
gboolean ft_game_stage_get_autoplay (FtGameStage *self);
/* The network game's controller while one is shown (set by it; NULL:
 * none): the records do not keep it, resign and take back go through it. */
void ft_game_stage_set_network (FtGameStage *self, GObject *network);
GObject *ft_game_stage_get_network (FtGameStage *self);

/* ---- How the board shows it ---------------------------------------------- */
/* The player turned the board (F). */
void ft_game_stage_set_flipped (FtGameStage *self, gboolean flipped);
gboolean ft_game_stage_get_flipped (FtGameStage *self);
/* The colour at the bottom of the board: the local player's against
 * another kind of player; between two people White, or the side to move
 * when the board turns to it ("turn-board"); then the player's flip. */
FtColour ft_game_stage_get_bottom_colour (FtGameStage *self);
/* Fog of war between two people: the side the pass screen let see the
 * board (-1: none yet). */
void ft_game_stage_set_fog_shown_side (FtGameStage *self, int side);
/* Fog of war: the side whose view the board shows, -1 for everything. */
int ft_game_stage_get_fog_viewer (FtGameStage *self);
/* A line for the status until the next move ("You must defend your
 * king!"; NULL: none). The stage keeps a copy. */
void ft_game_stage_set_transient_message (FtGameStage *self, const char *message);
const char *ft_game_stage_get_transient_message (FtGameStage *self);

/* ---- What the objects beside the window ask ------------------------------- */
/* A toast over the board. */
void ft_game_stage_add_toast (FtGameStage *self, AdwToast *toast);
/* Emit "status-changed" (the side panel, the actions' states). */
void ft_game_stage_update_status (FtGameStage *self);
/* Emit "view-changed" (orientation, input, fog). */
void ft_game_stage_update_view (FtGameStage *self);

/* Before the game shown is dropped for another (New Game, Open, a level,
 * Paste): may it be? `then` runs with `data` once it may (at once, or after
 * the player's answer: Cancel leaves the game untouched); FALSE when a
 * question was asked instead. The window's guard decides
 * (ft_game_stage_set_guard); without one the game may always go. */
typedef void (*FtStageThen) (gpointer data);
typedef gboolean (*FtStageGuard) (gpointer guard_data, FtStageThen then, gpointer data);
void ft_game_stage_set_guard (FtGameStage *self, FtStageGuard guard, gpointer guard_data);
/* The keeper of the autosave: a move is shown once it is on disk (its
 * "autosaved"), the session held meanwhile, so that kill -9 at any
 * moment loses nothing shown (docs/design.md, "The records keeper"). */
void ft_game_stage_set_keeper (FtGameStage *self, FtRecordKeeper *keeper);
gboolean ft_game_stage_may_replace (FtGameStage *self, FtStageThen then, gpointer data);

G_END_DECLS
