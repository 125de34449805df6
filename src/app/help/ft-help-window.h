/* ft-help-window.h — help for the board being played (F1, win.help): the
 * rules of the game in words (ft-rules-help.h) and, for every piece kind
 * in play, a page with its diagram drawn from the engine's own moves
 * (ft-move-diagram.h, ft-move-diagram-view.h), its name, one line on how
 * it moves and, for a custom piece, its Betza notation. */
#pragma once

#include <adwaita.h>

#include "ft-move-diagram-view.h"
#include "ft-ruleset.h"

G_BEGIN_DECLS

#define FT_TYPE_HELP_WINDOW (ft_help_window_get_type ())
G_DECLARE_FINAL_TYPE (FtHelpWindow, ft_help_window, FT, HELP_WINDOW, AdwWindow)

/* Help for a game under `rules` (its start: the kinds in play), modal
 * over `parent` (may be NULL). */
FtHelpWindow *ft_help_window_new (GtkWindow *parent, FtRuleset *rules);

/* The rules' title ("Fourteen", "English draughts", …). */
const char *ft_help_window_get_rules_title (FtHelpWindow *self);
/* The piece pages, in the sidebar's order after "Rules". */
guint ft_help_window_get_n_diagrams (FtHelpWindow *self);
FtMoveDiagramView *ft_help_window_get_diagram_view (FtHelpWindow *self, guint index);
/* The legend of the pieces on the rules page (chess), one row a kind in
 * the pages' order: its picture (a GtkImage), its letter (a GtkLabel) and
 * a box of labels, its name first; NULL for checkers. */
GtkGrid *ft_help_window_get_legend (FtHelpWindow *self);
/* Show the rules (index -1) or the page of piece `index`. */
void ft_help_window_show_page (FtHelpWindow *self, int index);
/* The name of the page shown: "rules" or "piece-N". */
const char *ft_help_window_get_visible_page (FtHelpWindow *self);


G_END_DECLS
