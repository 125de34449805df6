/* ft-window.h — the main window: header bar, board and sidebar, and the
 * conductor of a game between the human and the computer (turns, clocks,
 * computer moves, messages, resign and restart). */
#pragma once

#include <adwaita.h>

#include "ft-board.h"
#include "ft-game.h"
#include "ft-sidebar.h"

G_BEGIN_DECLS

/* Everything a new game needs; what config.json (or the defaults and the
 * settings) decide. */
typedef struct
{
  FtPosition *start; /* owned; copied into each new game */
  FtColour human_colour;
  gint64 player_ms, player_increment_ms;
  gint64 cpu_ms, cpu_increment_ms;
  double piece_movement_speed;
  double max_movement_time;
  FtLevel level;
} FtGameSetup;

FtGameSetup *ft_game_setup_new_default (void);
FtGameSetup *ft_game_setup_copy (const FtGameSetup *setup);
void ft_game_setup_free (FtGameSetup *setup);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (FtGameSetup, ft_game_setup_free)

#define FT_TYPE_WINDOW (ft_window_get_type ())
G_DECLARE_FINAL_TYPE (FtWindow, ft_window, FT, WINDOW, AdwApplicationWindow)

/* settings may be NULL (schema not installed): size and options are then
 * not remembered. */
FtWindow *ft_window_new (GtkApplication *application, GSettings *settings);

/* Start a new game with `setup` (copied), and use it for every restart. */
void ft_window_start (FtWindow *self, const FtGameSetup *setup);
/* Use `setup` (copied) from the next restart on; the computer's level
 * changes at once (from its next search). */
void ft_window_set_next_setup (FtWindow *self, const FtGameSetup *setup);
/* Show the config problems in a dialog; "Play with defaults" starts a game
 * with `fallback`, "Quit" closes the window. No game runs meanwhile. */
void ft_window_show_config_error (FtWindow *self, const char *problems,
                                  const FtGameSetup *fallback);

/* The computer plays both sides (benchmarks, scripted games). */
void ft_window_set_autoplay (FtWindow *self, gboolean autoplay, guint64 seed);

FtGame *ft_window_get_game (FtWindow *self);
FtBoard *ft_window_get_board (FtWindow *self);
FtSidebar *ft_window_get_sidebar (FtWindow *self);
/* TRUE while a computer search is in flight. */
gboolean ft_window_is_computer_thinking (FtWindow *self);

G_END_DECLS
