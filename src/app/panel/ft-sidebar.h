/* ft-sidebar.h — the 120 px column beside the board: both clocks (the
 * opponent's at the top, the player's at the bottom), whose turn it is, the
 * message line, the players' names, the move list, and the Resign, Restart and New Game
 * buttons (win.resign, win.restart, win.new-game). */
#pragma once

#include <gtk/gtk.h>

#include "ft-profile.h"
#include "ft-scoresheet.h"

G_BEGIN_DECLS

typedef enum {
  FT_SIDEBAR_RUNNING_NONE,
  FT_SIDEBAR_RUNNING_TOP,    /* the opponent's clock */
  FT_SIDEBAR_RUNNING_BOTTOM, /* the player's clock */
} FtSidebarRunning;

#define FT_TYPE_SIDEBAR (ft_sidebar_get_type ())
G_DECLARE_FINAL_TYPE (FtSidebar, ft_sidebar, FT, SIDEBAR, GtkBox)

GtkWidget *ft_sidebar_new (void);

void ft_sidebar_set_clocks (FtSidebar *self, const char *top, const char *bottom,
                            FtSidebarRunning running);
/* Low time on the top or bottom clock: it turns red. */
void ft_sidebar_set_low_time (FtSidebar *self, gboolean top, gboolean bottom);
gboolean ft_sidebar_get_low_time (FtSidebar *self, gboolean top);
/* An untimed game shows no clocks at all (no "–" pill). */
void ft_sidebar_set_clocks_shown (FtSidebar *self, gboolean shown);
/* The clocks' names for screen readers, given again after every
 * ft_sidebar_set_clocks(): "White, 3 minutes". */
void ft_sidebar_set_clock_names (FtSidebar *self, const char *top, const char *bottom);
void ft_sidebar_set_turn (FtSidebar *self, const char *text);
void ft_sidebar_set_message (FtSidebar *self, const char *text);
/* How the message reads: FT_SIDEBAR_MESSAGE_WARNING (check, the king to
 * defend, a loss), _GOOD (a win) or _NEUTRAL (a draw). */
typedef enum {
  FT_SIDEBAR_MESSAGE_NEUTRAL,
  FT_SIDEBAR_MESSAGE_WARNING,
  FT_SIDEBAR_MESSAGE_GOOD,
} FtSidebarMessageStyle;
void ft_sidebar_set_message_style (FtSidebar *self, FtSidebarMessageStyle style);

/* The players' names above and below their clocks ("Computer (hard)",
 * "You", "White", "Black"). */
void ft_sidebar_set_names (FtSidebar *self, const char *top, const char *bottom);
const char *ft_sidebar_get_top_name (FtSidebar *self);
const char *ft_sidebar_get_bottom_name (FtSidebar *self);
/* The players' profiles as avatars by their names (NULL: none shown). */
void ft_sidebar_set_profiles (FtSidebar *self, FtProfile *top, FtProfile *bottom);
FtProfile *ft_sidebar_get_profile (FtSidebar *self, gboolean top);
/* Once the game is over a "New Game" button (win.new-game) shows. */
void ft_sidebar_set_game_over (FtSidebar *self, gboolean over);
gboolean ft_sidebar_get_game_over (FtSidebar *self);
/* Checkers: the End Turn button (win.end-turn) for a turn that may stop
 * after a capture. */
/* Resign or Restart (`action_name`: "win.resign", "win.restart"; NULL:
 * neither) reads "Confirm" while a first press has armed it. */
void ft_sidebar_set_confirming (FtSidebar *self, const char *action_name);
/* The Pause button says what it does: Pause, or Resume while paused. */
void ft_sidebar_set_paused (FtSidebar *self, gboolean paused);
const char *ft_sidebar_get_pause_label (FtSidebar *self);
void ft_sidebar_set_end_turn_visible (FtSidebar *self, gboolean visible);
gboolean ft_sidebar_get_end_turn_visible (FtSidebar *self);

/* Beside each clock, the pieces that side is ahead by (pictures) and its
 * material balance ("+3", or NULL/"" for none). */
void ft_sidebar_set_material (FtSidebar *self, gboolean top, GdkPaintable *const *pieces,
                              guint n_pieces, const char *balance);
/* The strip's name for screen readers: "Captured by White: 2 pawns". */
void ft_sidebar_set_material_name (FtSidebar *self, gboolean top, const char *name);
const char *ft_sidebar_get_material_balance (FtSidebar *self, gboolean top);
guint ft_sidebar_get_material_count (FtSidebar *self, gboolean top);

/* The move list between the top clock and the buttons. */
FtScoresheet *ft_sidebar_get_scoresheet (FtSidebar *self);

const char *ft_sidebar_get_top_clock (FtSidebar *self);
const char *ft_sidebar_get_bottom_clock (FtSidebar *self);
const char *ft_sidebar_get_turn (FtSidebar *self);
const char *ft_sidebar_get_message (FtSidebar *self);

G_END_DECLS
