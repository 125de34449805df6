/* ft-evaluation-bar.h — the evaluation bar beside the board
 * (docs/playing.md#evaluation-bar): a thin vertical bar whose light part is
 * White's share of the position (ft_evaluation_white_share()), from the
 * side of the board White plays from; a change slides over 0.3 s. It lines
 * up with the board's squares. Tooltip and screen readers: a meter whose
 * text says the score ("+1.25: White is better").
 *
 * It draws what it is given; the window's hint glue (ft-window-hint.c)
 * feeds it from the evaluation tracker. */
#pragma once

#include <gtk/gtk.h>

#include "ft-board-view.h"

G_BEGIN_DECLS

#define FT_TYPE_EVALUATION_BAR (ft_evaluation_bar_get_type ())
G_DECLARE_FINAL_TYPE (FtEvaluationBar, ft_evaluation_bar, FT, EVALUATION_BAR, GtkWidget)

/* A bar lined up with `board` (not owned: it is the bar's sibling). */
GtkWidget *ft_evaluation_bar_new (FtBoardView *board);

/* Property "share": White's share, 0 … 1 (default 0.5), and its words
 * for the tooltip and the meter's text. */
void ft_evaluation_bar_set_share (FtEvaluationBar *self, double share, const char *words);
double ft_evaluation_bar_get_share (FtEvaluationBar *self);
/* Property "white-at-top" (default FALSE): the board is turned, Black at the bottom. */
void ft_evaluation_bar_set_white_at_top (FtEvaluationBar *self, gboolean white_at_top);
gboolean ft_evaluation_bar_get_white_at_top (FtEvaluationBar *self);

G_END_DECLS
