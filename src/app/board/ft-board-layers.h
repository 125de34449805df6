/* ft-board-layers.h — the board's layers that do not move with the pieces,
 * each a render node made from the board's geometry alone: the plain tiles
 * and the coordinates (ft-board-tiles.c), the promotion zone
 * (ft-board-zone.c), the hint arrow (ft-board-arrow.c). The board view
 * (ft-board-view*.c) caches them and draws them in their places; none of
 * them knows the view.
 */
#pragma once

#include <gtk/gtk.h>

#include "ft-piece-painter.h"
#include "ft-ruleset.h"

G_BEGIN_DECLS

/* Where the squares lie in the widget. */
typedef struct
{
  int files, ranks;
  double tile;   /* logical px, a whole number */
  double x0, y0; /* the board's top-left corner */
  double gutter; /* 0, or the band left of and under the squares that
                  * holds the coordinates when the squares are small */
} FtBoardLayout;

/* What a layer needs besides the geometry. */
typedef struct
{
  GtkWidget *widget;   /* the board's: its Pango context for the labels */
  gboolean flipped;    /* Black at the bottom */
  FtGameKind kind;     /* checkers numbers its squares */
  GdkRGBA text_colour; /* the style's: the gutter's labels */
  FtRuleset *rules;    /* the promotion zone (NULL: none) */
} FtBoardLayerContext;

/* The top-left corner of `cell` as seen (flipped or not). */
void ft_board_layout_cell_origin (const FtBoardLayout *layout, gboolean flipped, FtCell cell, double *x, double *y);

/* ft-board-tiles.c: the checkerboard, and the letters and numbers (inside
 * the edge squares, or in the gutter; checkers' square numbers). */
GskRenderNode *ft_board_layers_make_tiles (const FtBoardLayerContext *context, const FtBoardLayout *layout,
                                           const FtBoardLook *look);
GskRenderNode *ft_board_layers_make_coordinates (const FtBoardLayerContext *context, const FtBoardLayout *layout,
                                                 const FtBoardLook *look);
/* ft-board-zone.c: the promotion zone's line (NULL: the rules mark none). */
GskRenderNode *ft_board_layers_make_zone (const FtBoardLayerContext *context, const FtBoardLayout *layout);
/* ft-board-arrow.c: the hint arrow from `from` to `to`. */
GskRenderNode *ft_board_layers_make_arrow (const FtBoardLayout *layout, gboolean flipped, FtCell from, FtCell to);

G_END_DECLS
