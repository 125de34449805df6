/* ft-window-private.h — what the window's files share: the instance
 * struct and the status functions of ft-window-status.c. */
#pragma once

#include "ft-sound-player.h"
#include "ft-window.h"

G_BEGIN_DECLS

struct _FtWindow
{
  AdwApplicationWindow parent_instance;

  FtBoard *board;
  FtSidebar *sidebar;

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
  guint clock_timeout_id;
  gboolean low_time_warned[2]; /* the low-time sound, once a game per side */
  GdkTexture *piece_icons[2][FT_N_KINDS]; /* the material strip's pictures */
};

/* ft-window-status.c: the sidebar (clocks, names, turn, message, material)
 * and the board's orientation and input. */
FtGame *_ft_window_current_game (FtWindow *self);
FtColour _ft_window_bottom_colour (FtWindow *self);
void _ft_window_update_status (FtWindow *self);
void _ft_window_update_board_view (FtWindow *self);

G_END_DECLS
