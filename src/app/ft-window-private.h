/* ft-window-private.h — what the window's files share: the instance
 * struct and the status functions of ft-window-status.c. */
#pragma once

#include "ft-record-keeper.h"
#include "ft-sound-player.h"
#include "ft-window.h"

typedef struct _FtNetworkController FtNetworkController;

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

  /* Browsing: the board shows the position after view_ply moves. */
  gboolean viewing;
  guint view_ply;
  guint replay_timeout_id;

  /* Records (ft-window-records.c): the keeper owns the files and counts;
   * the window only asks before dropping an unsaved game. */
  FtRecordKeeper *records;
  gboolean confirm_discard;
  gboolean discard_confirmed; /* closing: the player said to drop the game */
  char *pending_open_path;    /* chosen to open once the player agrees */
  struct _PasteData *pending_paste;
  GtkWidget *checkers_view; /* shown instead of board and sidebar for checkers */
  /* Fog of war between two people (ft-window-fog.c): the pass screen shown
   * in the board's place, and the side whose view the board may show. */
  GtkWidget *fog_pass;
  GtkWidget *fog_pass_button;
  int fog_shown_side;

  /* Puzzles (ft-window-puzzles.c): the level being played, if any. */
  struct _FtPuzzle *puzzle;
  struct _FtConfig *levels; /* the config's levels, or the shipped ones (loaded on demand) */
  guint pending_level;      /* chosen, waiting for the player to drop the game */

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

/* ft-window-fog.c: show or hide the pass screen of a two-person fog game. */
void _ft_window_update_fog_pass (FtWindow *self);

/* ft-window-records.c: Open, Save, copy and paste, statistics; the
 * keeper (ft-record-keeper.h) autosaves and counts by itself. */
void _ft_window_class_init_records (GtkWidgetClass *widget_class);
void _ft_window_init_records (FtWindow *self);
void _ft_window_dispose_records (FtWindow *self);
/* A new game is shown (NULL: none): the keeper keeps it from now on. */
void _ft_window_keep_records (FtWindow *self);
/* Would dropping the current game lose an unfinished game that is saved
 * nowhere? Then ask, and call `then` (with the window) on "Discard". FALSE:
 * asked; TRUE: nothing to ask, go on at once. */
gboolean _ft_window_may_discard (FtWindow *self, void (*then) (FtWindow *self));
void _ft_window_show_toast (FtWindow *self, const char *text);
/* Ctrl+V with `text`: a FEN or a PGN is offered for loading. */
void _ft_window_offer_pasted_text (FtWindow *self, const char *text);

/* ft-window-history.c: the score sheet, browsing (←/→/Home/End, a click on
 * a move) and the replay. */
void _ft_window_init_history (FtWindow *self);
void _ft_window_class_init_history (GtkWidgetClass *widget_class);
void _ft_window_dispose_history (FtWindow *self);
/* The game's moves changed (a move, a takeback, a new game). */
void _ft_window_update_moves (FtWindow *self);
/* Back to the game's own position (a move was played, the game changed):
 * no more browsing or replay. The board leaves its view by itself when a
 * move of the game arrives; otherwise this tells it to. */
void _ft_window_stop_browsing (FtWindow *self);
/* Show the position after `ply` moves; the number of moves or more is the
 * live position. */
void _ft_window_show_ply (FtWindow *self, guint ply, gboolean animate);

/* ft-window.c, for ft-network-controller.c: the window keeps `network`
 * (NULL: no network game any more) and shows its bar; and shows a session
 * that the network host or client made. */
void _ft_window_set_network (FtWindow *self, FtNetworkController *network);
void _ft_window_show_network_session (FtWindow *self, FtSession *session);

/* ft-window-puzzles.c: the Puzzles window (win.puzzles, Ctrl+L), a level
 * played in the window, "Solved!" with a Next Puzzle button. */
void _ft_window_class_init_puzzles (GtkWidgetClass *widget_class);
void _ft_window_init_puzzles (FtWindow *self);
void _ft_window_dispose_puzzles (FtWindow *self);
/* A new game replaces `session`: the puzzle ends unless it is its own. */
void _ft_window_puzzle_session_replaced (FtWindow *self, FtSession *session);
/* The puzzle's message and its style while a level is played; restart
 * replays the level (TRUE) instead of a new game. */
void _ft_window_puzzle_status (FtWindow *self, const char **message,
                               FtSidebarMessageStyle *style);
gboolean _ft_window_restart_puzzle (FtWindow *self);

/* ft-window.c, for ft-window-puzzles.c: show (and start) a session made
 * elsewhere, with the window's setup for animation. */
void _ft_window_show_session (FtWindow *self, FtSession *session);

/* ft-window-access.c: the game keys where the game is played, the
 * overview keys, the clocks' and material strips' names. */
void _ft_window_class_init_access (GtkWidgetClass *widget_class);
void _ft_window_init_access (FtWindow *self);
/* May Escape, E, R and the overview keys act now (the focus on the board
 * or the window, no menu, popover or dialog open)? */
gboolean _ft_window_game_keys_apply (FtWindow *self);
/* After the sidebar's clocks changed: their names. */
void _ft_window_access_update_clocks (FtWindow *self);
/* A puzzle's "wrong-move": said through the board once the move lands. */
void _ft_window_access_wrong_move_cb (struct _FtPuzzle *puzzle, guint move, gpointer window);
/* A local player's clock fell under 10 s. */
void _ft_window_access_low_time (FtWindow *self);
/* The strip beside `taker`'s clock (at the top or not) shows `taken`, the
 * kinds it is ahead by, most valuable first; `ahead` its lead in pawns. */
void _ft_window_access_name_material (FtWindow *self, gboolean top, FtColour taker, const FtKind *taken,
                                      guint n_taken, int ahead);

G_END_DECLS
