/* ft-window-private.h — what the window's files share: the instance
 * struct and the status functions of ft-window-status.c. */
#pragma once

#include "ft-record-keeper.h"
#include "ft-sound-player.h"
#include "ft-window.h"

typedef struct _FtPauseController FtPauseController;

G_BEGIN_DECLS

struct _FtWindow
{
  AdwApplicationWindow parent_instance;

  FtBoardView *board;
  FtBoardModel *board_model; /* the board's model (the board owns it) */
  FtSidebar *sidebar;
  AdwToastOverlay *toast_overlay;

  GSettings *settings;
  FtGameSetup *setup;        /* what restarts replay */
  FtGameSetup *config_setup; /* the config's own ("From the configuration") */
  gboolean config_sets_colour;
  gboolean config_sets_level;

  FtSession *session;
  GSignalGroup *session_signals; /* the window's handlers on `session` */
  gboolean holding; /* the session waits for the board's animation */
  gboolean autoplay;
  guint64 autoplay_seed;
  gboolean paused;  /* behind the config error dialog: no game runs */
  gboolean flipped; /* the player turned the board (F) */

  const char *transient_message; /* "You must defend your king!" until the next move */
  char premove_message[96];      /* "Premove e2e4 was not legal" (ft-window.c) */
  char refusal_message[128];     /* why the board refused a move (ft-window.c) */
  guint clock_timeout_id;
  gboolean low_time_warned[2]; /* the low-time sound, once a game per side */
  /* The material strip's pictures; a game's own kinds (FT_CUSTOM_FIRST on)
   * are forgotten with it. */
  GdkTexture *piece_icons[2][FT_N_ALL_KINDS];

  /* Browsing the moves (ft-move-browser.h): the board model keeps what
   * it shows, the browser the replay. */
  struct _FtMoveBrowser *browser;

  /* Records (ft-game-files.h): the keeper and what waits for an answer. */
  struct _FtGameFiles *files;
  gboolean discard_confirmed; /* closing: the player said to drop the game */
  /* Fog of war between two people: the pass screen in the board's place
   * (ft-fog-pass.h: it knows whose view the board may show); made for the
   * first two-person fog game. */
  struct _FtFogPass *fog_pass;

  /* Puzzles (ft-puzzle-run.h): the levels and the one played. */
  struct _FtPuzzleRun *puzzles;

  /* A network game (ft-network-controller.c): its bar goes in the slot. */
  GtkWidget *network_slot;
  FtNetworkController *network;
};

/* ft-window-status.c: the sidebar (clocks, names, turn, message, material)
 * and the board's orientation and input. */
FtGame *_ft_window_current_game (FtWindow *self);
FtColour _ft_window_bottom_colour (FtWindow *self);
/* Fog of war: the side whose view the board shows, -1 for everything. */
int _ft_window_fog_viewer (FtWindow *self);
void _ft_window_update_status (FtWindow *self);
void _ft_window_update_board_view (FtWindow *self);
/* The number of the game's first move and the side that made it; whether
 * fog of war hides ply `ply` from the player looking. */
FtColour _ft_window_first_move (FtGame *game, guint *number);
gboolean _ft_window_hides_move (FtWindow *self, FtGame *game, guint ply);

/* ft-window-status.c: show or hide the pass screen (ft-fog-pass.h) of a
 * two-person fog game. */
void _ft_window_update_fog_pass (FtWindow *self);

/* ft-window-status.c: the move list shows the game's moves (a move, a
 * takeback, a new game; fog of war hides some). */
void _ft_window_update_moves (FtWindow *self);

/* ft-window.c: a new game of the window's setup (start: its turns begin;
 * FALSE: frozen behind the config error dialog). */
void _ft_window_new_game (FtWindow *self, gboolean start);

/* ft-window-actions.c: resign, restart, flip, undo, redo, End Turn, mute,
 * the New Game and network dialogs, and the window's single-letter keys. */
void _ft_window_class_init_actions (GtkWidgetClass *widget_class);
void _ft_window_init_actions (FtWindow *self);

/* ft-window-trust.c's calls are in ft-window-trust.h (through ft-window.h). */
/* ft-window-access.c's calls are in ft-window-access.h: it goes through
 * ft-window.h, not this struct. */

G_END_DECLS
