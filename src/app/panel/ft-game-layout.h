/* ft-game-layout.h — the game's screen arranged by the window's shape: the
 * board, the evaluation bar, the two player strips (ft-player-strip.h),
 * the move list (ft-moves-pane.h) and the game's buttons
 * (ft-game-controls.h). One container with its own measure and
 * size_allocate places them to the pixel (docs/design.md#the-layout):
 *
 *   landscape  the board as high as the window allows (a margin of up to
 *              24 px once the board has its natural size), the panel beside
 *              it (120 to 320 px, 12 px from the board when there is room):
 *              the top strip at the board's top edge, the bottom strip at
 *              its bottom edge, the buttons above the bottom strip and the
 *              move list filling the height between (on a card when the
 *              panel is 200 px wide or more); the evaluation bar
 *              against the board's left edge; the group centred.
 *   portrait   the board across the width, the opponent's strip above it,
 *              the player's below, then the buttons with the move-list
 *              toggle, then the move list in the height left; the toggle
 *              shows the list in the board's place.
 *
 * The shape is the one that gives the larger squares. Nothing here changes
 * with the game's progress: every part has a height of its own that no
 * message, clock or capture changes.
 *
 * Children come from a .ui file by type (<child type="board">: "board",
 * "top", "bottom", "moves", "controls", "moves-toggle"); the evaluation bar
 * and the cover shown in the board's place (fog of war's pass screen) are
 * given by code. */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

typedef enum {
  FT_GAME_LAYOUT_LANDSCAPE,
  FT_GAME_LAYOUT_PORTRAIT,
} FtGameLayoutShape;

#define FT_TYPE_GAME_LAYOUT (ft_game_layout_get_type ())
G_DECLARE_FINAL_TYPE (FtGameLayout, ft_game_layout, FT, GAME_LAYOUT, GtkWidget)

GtkWidget *ft_game_layout_new (void);

/* The parts (each may be NULL but the board). The layout owns them. */
void ft_game_layout_set_board (FtGameLayout *self, GtkWidget *board);
void ft_game_layout_set_strips (FtGameLayout *self, GtkWidget *top, GtkWidget *bottom);
void ft_game_layout_set_moves (FtGameLayout *self, GtkWidget *moves);
void ft_game_layout_set_controls (FtGameLayout *self, GtkWidget *controls);
void ft_game_layout_set_moves_toggle (FtGameLayout *self, GtkWidget *toggle);
/* The evaluation bar (placed against the board's left edge while visible). */
void ft_game_layout_set_evaluation_bar (FtGameLayout *self, GtkWidget *bar);
/* A widget shown in the board's place while it is visible (and the board
 * hidden): fog of war's pass screen. */
void ft_game_layout_set_board_cover (FtGameLayout *self, GtkWidget *cover);

GtkWidget *ft_game_layout_get_board (FtGameLayout *self);
GtkWidget *ft_game_layout_get_top_strip (FtGameLayout *self);
GtkWidget *ft_game_layout_get_bottom_strip (FtGameLayout *self);
GtkWidget *ft_game_layout_get_moves (FtGameLayout *self);
GtkWidget *ft_game_layout_get_controls (FtGameLayout *self);
GtkWidget *ft_game_layout_get_moves_toggle (FtGameLayout *self);
GtkWidget *ft_game_layout_get_evaluation_bar (FtGameLayout *self);

/* The shape of the last allocation. */
FtGameLayoutShape ft_game_layout_get_shape (FtGameLayout *self);

G_END_DECLS
