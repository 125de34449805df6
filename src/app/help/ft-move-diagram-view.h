/* ft-move-diagram-view.h — a small board showing where one piece moves
 * (an FtMoveDiagram) for the help window: the game's own board colours and
 * piece painter (src/app/board), the piece's cell in the board's "selected"
 * green, the squares it moves to in the board's blue (a dot: it moves there
 * but cannot capture there), and those where it only captures in the
 * board's light red and a ring, with the enemy piece it takes. */
#pragma once

#include <gtk/gtk.h>

#include "ft-board-model.h"
#include "ft-move-diagram.h"

G_BEGIN_DECLS

#define FT_TYPE_MOVE_DIAGRAM_VIEW (ft_move_diagram_view_get_type ())
G_DECLARE_FINAL_TYPE (FtMoveDiagramView, ft_move_diagram_view, FT, MOVE_DIAGRAM_VIEW, GtkWidget)

GtkWidget *ft_move_diagram_view_new (FtMoveDiagram *diagram);
FtMoveDiagram *ft_move_diagram_view_get_diagram (FtMoveDiagramView *self);
/* How the view marks `cell`: FT_HIGHLIGHT_SELECTED (the piece),
 * FT_HIGHLIGHT_LEGAL (it moves there), FT_HIGHLIGHT_CAPTURE (it only
 * captures there) or FT_HIGHLIGHT_NONE; *move_only: a dot, it cannot
 * capture there. */
FtHighlight ft_move_diagram_view_get_mark (FtMoveDiagramView *self, FtCell cell, gboolean *move_only);
/* The cell's top-left corner and size in the widget, for tests. */
void ft_move_diagram_view_get_cell_area (FtMoveDiagramView *self, FtCell cell, graphene_rect_t *area);

G_END_DECLS
