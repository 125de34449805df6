/* ft-move-diagram.h — where one kind of piece moves, for the help window's
 * diagrams, computed by the game's own move generator (no GTK).
 *
 * The piece stands alone on an empty board of the game's size (chess: at
 * the central square, a pawn on its double-step rank; checkers: d4 for
 * Fire, e5 for Water), with only what the generator needs beside it (the
 * two kings in corners, or a distant enemy piece in checkers). Its *moves*
 * are the squares it may go to when they are empty; its *captures* the
 * squares where it takes an enemy piece standing there (chess: each square
 * tried in turn with an enemy piece on it) or, in checkers, where it lands
 * after jumping an enemy piece placed next to it. The picture holds the
 * piece and the enemy pieces it captures where it captures differently
 * from how it moves (a pawn's diagonals, a checkers jump). */
#pragma once

#include <glib-object.h>

#include "ft-ruleset.h"

G_BEGIN_DECLS

#define FT_TYPE_MOVE_DIAGRAM (ft_move_diagram_get_type ())
G_DECLARE_FINAL_TYPE (FtMoveDiagram, ft_move_diagram, FT, MOVE_DIAGRAM, GObject)

/* The diagram of `piece` (its side, kind and, in checkers, crown) under
 * `rules` (a game's rules: its variant, board size, custom kinds). */
FtMoveDiagram *ft_move_diagram_new (FtRuleset *rules, const FtGamePiece *piece);

/* The rules it was computed for (for the painter: a custom kind's look). */
FtRuleset *ft_move_diagram_get_rules (FtMoveDiagram *self);
const FtGamePiece *ft_move_diagram_get_piece (FtMoveDiagram *self);
guint ft_move_diagram_get_files (FtMoveDiagram *self);
guint ft_move_diagram_get_ranks (FtMoveDiagram *self);
/* Where the piece stands. */
FtCell ft_move_diagram_get_origin (FtMoveDiagram *self);
/* Squares it may move to (empty) and squares where it captures (chess: the
 * enemy stands there; checkers: where it lands after the jump). */
const FtCellSet *ft_move_diagram_get_moves (FtMoveDiagram *self);
const FtCellSet *ft_move_diagram_get_captures (FtMoveDiagram *self);
/* What the picture shows on `cell`: the piece, or an enemy piece it
 * captures; FALSE for an empty cell. */
gboolean ft_move_diagram_get_picture (FtMoveDiagram *self, FtCell cell, FtGamePiece *piece);

/* The pieces in play in the game `rules` starts from, one per kind, White's
 * (Fire's): chess the kinds on the board, the queen when pawns may promote
 * and every custom kind; checkers its kinds and a crowned piece. An array
 * of FtGamePiece. */
GArray *ft_move_diagram_list_pieces (FtRuleset *rules);

G_END_DECLS
