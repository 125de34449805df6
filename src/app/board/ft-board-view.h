/* ft-board-view.h — the board widget for both games: it draws a board
 * model (ft-board-model.h) through the game's piece painter
 * (ft-piece-painter.h), animates the moves the model shows on the frame
 * clock (ft-board-animation.h), flashes a king that must be defended, and
 * turns clicks, drags, keys and right clicks into model calls. It holds no
 * game logic: what may be selected, where a piece may go and what is
 * asked for are the model's.
 *
 * Drawing is built for the frame budget: the plain tiles and the
 * coordinates are render nodes made once per size, theme and orientation;
 * the still board (highlights, standing pieces, outlines) is one node made
 * again only when the model or the pointer changes; piece textures are
 * made once per tile size. A frame of an animation appends those nodes and
 * the few travelling pieces. An idle board asks for no frames.
 *
 * Screen readers: the accessible role is grid, the name "Board", or
 * "Board: <what just happened>" (the model's announcement); the
 * description says what stands on the keyboard cursor's cell, refreshed on
 * every change of the position and of the board's size.
 */
#pragma once

#include <gtk/gtk.h>

#include "ft-board-model.h"

G_BEGIN_DECLS

#define FT_TYPE_BOARD_VIEW (ft_board_view_get_type ())
G_DECLARE_FINAL_TYPE (FtBoardView, ft_board_view, FT, BOARD_VIEW, GtkWidget)

GtkWidget *ft_board_view_new (void);

/* The model drawn (the view makes one; property "model" may replace it). */
FtBoardModel *ft_board_view_get_model (FtBoardView *self);
void ft_board_view_set_model (FtBoardView *self, FtBoardModel *model);

/* piece_movement_speed: px per frame at 60 fps on a 48 px tile; a move
 * never travels longer than max_seconds. */
void ft_board_view_set_animation_timing (FtBoardView *self, double speed, double max_seconds);
/* Property "animate" (default TRUE): FALSE shows moves at once. */
void ft_board_view_set_animate (FtBoardView *self, gboolean animate);
gboolean ft_board_view_get_animate (FtBoardView *self);
/* Property "show-coordinates" (default TRUE). */
void ft_board_view_set_show_coordinates (FtBoardView *self, gboolean show);
gboolean ft_board_view_get_show_coordinates (FtBoardView *self);
/* Property "theme": the chess tiles' colours, "brown" (default), "green",
 * "blue", "grey" or "high-contrast"; an unknown name is ignored. Checkers
 * keeps its red and grey. */
void ft_board_view_set_theme (FtBoardView *self, const char *theme);
const char *ft_board_view_get_theme (FtBoardView *self);
gboolean ft_board_view_theme_exists (const char *theme);
/* Property "fog-colour": laid over the cells fog of war hides. */
/* Cover the board (a paused game: no peeking) with `text` written on it;
 * NULL uncovers it. No piece is drawn and no input taken while covered. */
void ft_board_view_set_cover_text (FtBoardView *self, const char *text);
/* Signal "cover-clicked": the covered board was clicked. */
const char *ft_board_view_get_cover_text (FtBoardView *self);

void ft_board_view_set_fog_colour (FtBoardView *self, const GdkRGBA *colour);
void ft_board_view_get_fog_colour (FtBoardView *self, GdkRGBA *colour);

/* The colour of a highlight (SPEC §6) on a light or dark cell; NONE gives
 * the plain cell of this view's theme and game. */
void ft_board_view_get_cell_colour (FtBoardView *self, FtHighlight highlight, gboolean dark,
                                    GdkRGBA *colour);
/* What a cell shows now: the model's highlight, with the flash of a king
 * that must be defended over it. */
FtHighlight ft_board_view_get_highlight (FtBoardView *self, FtCell cell);
/* The highlight colours alone (the same for every theme and game). */
void ft_board_view_get_highlight_colour (FtHighlight highlight, gboolean dark, GdkRGBA *colour);

/* ---- Animation ---- */
/* TRUE while a move travels (a move of the game waits for
 * "animation-finished", which the view emits — never from inside the
 * call that showed the move — when it has arrived). */
gboolean ft_board_view_is_animating (FtBoardView *self);
/* Land a travelling move now. */
void ft_board_view_finish_animation (FtBoardView *self);
/* The pieces travelling now (the hop's piece, and castling's rook): up to
 * two from→to pairs; returns how many. */
guint ft_board_view_get_moving_pieces (FtBoardView *self, FtCell from[2], FtCell to[2]);
/* TRUE while a king's cell flashes ("You must defend your king!"). */
gboolean ft_board_view_is_flashing (FtBoardView *self);
/* Screenshots: hold a blast at `progress` (0..1); negative lets it run. */
void ft_board_view_freeze_blast (FtBoardView *self, double progress);

/* ---- Geometry (widget coordinates; they follow the model's "flipped") ---- */
FtCell ft_board_view_cell_at (FtBoardView *self, double x, double y);
gboolean ft_board_view_get_cell_bounds (FtBoardView *self, FtCell cell, graphene_rect_t *bounds);
/* While this view's player drags a piece: the point in board units from
 * White's a1 corner (as the network protocol sends it); FALSE otherwise. */
gboolean ft_board_view_get_drag_point (FtBoardView *self, double *x, double *y);
/* The squares' rectangle in the view (the coordinates' gutter, when they
 * are drawn outside the squares, lies left of and under it). */
gboolean ft_board_view_get_squares (FtBoardView *self, graphene_rect_t *squares);
/* The same in a view of width × height. */
gboolean ft_board_view_get_squares_for_size (FtBoardView *self, int width, int height, graphene_rect_t *squares);
/* Whether the coordinates are drawn in a gutter outside the squares (they
 * are when the squares are too small for a label beside a piece). */
gboolean ft_board_view_get_coordinates_outside (FtBoardView *self);
/* For a window's layout: the largest whole-pixel square that fits a view
 * of width × height (0: none), and the view's exact size for squares of
 * `tile` px, gutter included. */
int ft_board_view_tile_for_size (FtBoardView *self, int width, int height);
void ft_board_view_size_for_tile (FtBoardView *self, int tile, int *width, int *height);
/* The cell outlined under the pointer, or FT_NO_CELL. */
FtCell ft_board_view_get_hover (FtBoardView *self);

/* ---- The hint arrow (drawn by ft-board-arrow.c) ---- */
/* An arrow from `from` to `to` over the pieces (the hint, key H); FT_NO_CELL
 * (or from == to) removes it. The owner clears it: the view keeps it across
 * moves. */
void ft_board_view_set_hint_arrow (FtBoardView *self, FtCell from, FtCell to);
gboolean ft_board_view_get_hint_arrow (FtBoardView *self, FtCell *from, FtCell *to);

/* A new picture of `piece` in this view's artwork, px pixels square (the
 * sidebar's material strip): the board's own sprite of it scaled down, so
 * that no artwork is rendered for it (the board's sprites are in memory,
 * or in the sprite cache at the board's size); rendered at px only when
 * the board's sprites are smaller. */
GdkTexture *ft_board_view_render_piece (FtBoardView *self, const FtGamePiece *piece, int px);

G_END_DECLS
