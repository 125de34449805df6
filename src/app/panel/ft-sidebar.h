/* ft-sidebar.h — what the window tells the player beside the board, in one
 * set of calls: clocks, names, avatars, material (the two player strips,
 * ft-player-strip.h), whose turn and the message (the header bar's status
 * line, ft-status-line.h), the move list (ft-moves-pane.h) and the game's
 * buttons (ft-game-controls.h). The parts are placed by the game's layout
 * (ft-game-layout.h); this object only passes the window's calls on to
 * them (the window's status code, ft-window-status.c, speaks to it alone).
 * It is not a widget: the window's .ui file makes it beside the layout and
 * the status line ("layout" and "status-line" properties). */
#pragma once

#include <gtk/gtk.h>

#include "ft-game-layout.h"
#include "ft-profile.h"
#include "ft-scoresheet.h"
#include "ft-status-line.h"

G_BEGIN_DECLS

typedef enum {
  FT_SIDEBAR_RUNNING_NONE,
  FT_SIDEBAR_RUNNING_TOP,    /* the opponent's clock */
  FT_SIDEBAR_RUNNING_BOTTOM, /* the player's clock */
} FtSidebarRunning;

#define FT_TYPE_SIDEBAR (ft_sidebar_get_type ())
G_DECLARE_FINAL_TYPE (FtSidebar, ft_sidebar, FT, SIDEBAR, GObject)

FtSidebar *ft_sidebar_new (FtGameLayout *layout, FtStatusLine *status_line);

/* The parts told (properties "layout" and "status-line"). */
FtGameLayout *ft_sidebar_get_layout (FtSidebar *self);
FtStatusLine *ft_sidebar_get_status_line (FtSidebar *self);

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
/* How the message reads (ft-status-line.h). */
typedef enum {
  FT_SIDEBAR_MESSAGE_NEUTRAL = FT_STATUS_NEUTRAL,
  FT_SIDEBAR_MESSAGE_WARNING = FT_STATUS_WARNING,
  FT_SIDEBAR_MESSAGE_GOOD = FT_STATUS_GOOD,
} FtSidebarMessageStyle;
void ft_sidebar_set_message_style (FtSidebar *self, FtSidebarMessageStyle style);

/* The players' names by their clocks ("Computer (hard)", "You", "White",
 * "Black"): whole here, shortened on screen only when the strip is too
 * narrow. */
void ft_sidebar_set_names (FtSidebar *self, const char *top, const char *bottom);
const char *ft_sidebar_get_top_name (FtSidebar *self);
const char *ft_sidebar_get_bottom_name (FtSidebar *self);
/* The players' profiles as avatars by their names (NULL: none shown). */
void ft_sidebar_set_profiles (FtSidebar *self, FtProfile *top, FtProfile *bottom);
FtProfile *ft_sidebar_get_profile (FtSidebar *self, gboolean top);
/* The game is over: New Game (always in the bar, never appearing under
 * the pointer) becomes the suggested action. */
void ft_sidebar_set_game_over (FtSidebar *self, gboolean over);
gboolean ft_sidebar_get_game_over (FtSidebar *self);
/* Checkers: the End Turn button (win.end-turn) for a turn that may stop
 * after a capture. */
void ft_sidebar_set_end_turn_visible (FtSidebar *self, gboolean visible);
gboolean ft_sidebar_get_end_turn_visible (FtSidebar *self);
/* Resign or Restart (`action_name`: "win.resign", "win.restart"; NULL:
 * neither) turns into Confirm (its icon a tick, red) while a first press
 * has armed it. */
void ft_sidebar_set_confirming (FtSidebar *self, const char *action_name);
/* The Pause button says what it does: Pause, or Resume while paused (its
 * icon, tooltip and accessible name); the name it has now. */
void ft_sidebar_set_paused (FtSidebar *self, gboolean paused);
const char *ft_sidebar_get_pause_label (FtSidebar *self);
/* The game controls' button for `action` ("win.resign", …). */
GtkWidget *ft_sidebar_get_button (FtSidebar *self, const char *action);
/* The Claim Draw button (shown by the draw offers, ft-draw-offers.c). */
GtkWidget *ft_sidebar_get_claim_draw_button (FtSidebar *self);

/* By each clock, the pieces that side is ahead by (pictures) and its
 * material balance ("+3", or NULL/"" for none). */
void ft_sidebar_set_material (FtSidebar *self, gboolean top, GdkPaintable *const *pieces,
                              guint n_pieces, const char *balance);
/* The strip's name for screen readers: "Captured by White: 2 pawns". */
void ft_sidebar_set_material_name (FtSidebar *self, gboolean top, const char *name);
const char *ft_sidebar_get_material_balance (FtSidebar *self, gboolean top);
guint ft_sidebar_get_material_count (FtSidebar *self, gboolean top);

/* The move list's score sheet. */
FtScoresheet *ft_sidebar_get_scoresheet (FtSidebar *self);

const char *ft_sidebar_get_top_clock (FtSidebar *self);
const char *ft_sidebar_get_bottom_clock (FtSidebar *self);
const char *ft_sidebar_get_turn (FtSidebar *self);
const char *ft_sidebar_get_message (FtSidebar *self);

G_END_DECLS
