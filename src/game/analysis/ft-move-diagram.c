/* ft-move-diagram.c — see ft-move-diagram.h. */
#include "config.h"

#include "ft-move-diagram.h"

#include "ft-checkers-ruleset.h"
#include "ft-chess-ruleset.h"

struct _FtMoveDiagram
{
  GObject parent_instance;

  FtRuleset *rules;
  FtGamePiece piece;
  guint files, ranks;
  FtCell origin;
  FtCellSet moves, captures;
  FtCellSet pictured;
  FtGamePiece picture[FT_N_CELLS];
};

G_DEFINE_FINAL_TYPE (FtMoveDiagram, ft_move_diagram, G_TYPE_OBJECT)

static void
put (FtMoveDiagram *self, FtCell cell, FtColour side, guint kind, gboolean crowned)
{
  ft_cell_set_add (&self->pictured, cell);
  self->picture[cell] = (FtGamePiece) { .side = side, .kind = (guint8) kind, .crowned = crowned };
}

/* ---- Chess ---------------------------------------------------------------- */

/* Where the kings stand while the piece moves: two corners each time, the
 * second placement using the other two, so that a square a king hides in
 * one is free in the other. The diagram is computed under fog of war's
 * rules (pseudo-legal moves): a lone piece's movement is the same, and no
 * king's safety hides a square. */
typedef struct
{
  FtCell own_king, enemy_king;
} KingPlacement;

static void
king_placements (guint files, guint ranks, KingPlacement placements[2])
{
  placements[0] = (KingPlacement) { FT_CELL (0, 0), FT_CELL (files - 1, ranks - 1) };
  placements[1] = (KingPlacement) { FT_CELL (files - 1, 0), FT_CELL (0, ranks - 1) };
}

static gboolean
chess_setup (FtPosition *p, const FtPosition *game, const FtGamePiece *piece, FtCell origin,
             const KingPlacement *kings, FtCell enemy, FtKind enemy_kind)
{
  FtColour them = FT_OTHER_COLOUR (piece->side);

  ft_position_clear (p, game->rules, game->files, game->ranks);
  ft_position_set_custom_kinds (p, &game->custom);
  p->fog = TRUE;
  ft_position_set_piece (p, ft_cell_to_chess (origin), FT_MAKE_PIECE (piece->side, piece->kind));
  if (piece->kind != FT_KING)
    ft_position_set_piece (p, ft_cell_to_chess (kings->own_king), FT_MAKE_PIECE (piece->side, FT_KING));
  ft_position_set_piece (p, ft_cell_to_chess (kings->enemy_king), FT_MAKE_PIECE (them, FT_KING));
  if (enemy != FT_NO_CELL)
    ft_position_set_piece (p, ft_cell_to_chess (enemy), FT_MAKE_PIECE (them, enemy_kind));
  p->side_to_move = piece->side;
  if (!ft_position_finish_setup (p, NULL))
    return FALSE;
  p->promotion_choice = game->promotion_choice;
  return TRUE;
}

static gboolean
holds_king (const KingPlacement *kings, FtCell cell, const FtGamePiece *piece)
{
  return cell == kings->enemy_king || (piece->kind != FT_KING && cell == kings->own_king);
}

/* The moves from the origin (captures or quiet ones) into `set`. */
static void
chess_collect (const FtPosition *p, FtCell origin, gboolean captures, FtMoveList *list,
               FtCellSet *set)
{
  ft_position_generate_legal_from (p, ft_cell_to_chess (origin), list);
  for (guint i = 0; i < list->count; i++)
    if (FT_MOVE_IS_CAPTURE (list->moves[i]) == captures)
      ft_cell_set_add (set, ft_cell_from_chess (FT_MOVE_TO (list->moves[i])));
}

static void
compute_chess (FtMoveDiagram *self, const FtPosition *game)
{
  g_autofree FtPosition *p = g_new (FtPosition, 1);
  g_autofree FtMoveList *list = g_new (FtMoveList, 1);
  const FtGamePiece *piece = &self->piece;
  KingPlacement kings[2];
  FtCell origin;
  int rank = piece->side == FT_WHITE ? ((int) self->ranks - 1) / 2 : (int) self->ranks / 2;

  if (piece->kind == FT_PAWN && game->double_step_rank[piece->side] >= 0)
    rank = game->double_step_rank[piece->side];
  origin = self->origin = FT_CELL (((int) self->files - 1) / 2, rank);
  put (self, origin, piece->side, piece->kind, FALSE);
  king_placements (self->files, self->ranks, kings);

  for (guint k = 0; k < 2; k++)
    if (chess_setup (p, game, piece, origin, &kings[k], FT_NO_CELL, FT_NO_KIND))
      chess_collect (p, origin, FALSE, list, &self->moves);

  for (guint r = 0; r < self->ranks; r++)
    for (guint f = 0; f < self->files; f++)
      {
        FtCell cell = FT_CELL (f, r);
        const KingPlacement *at = holds_king (&kings[0], cell, piece) ? &kings[1] : &kings[0];
        FtCellSet found = { 0 };
        FtKind enemy = FT_PAWN;

        if (cell == origin || holds_king (at, cell, piece))
          continue;
        /* A pawn where the rules let one stand, else a knight: the engine
         * captures every kind alike but the king. */
        if (!chess_setup (p, game, piece, origin, at, cell, enemy))
          {
            enemy = FT_KNIGHT;
            if (!chess_setup (p, game, piece, origin, at, cell, enemy))
              continue;
          }
        chess_collect (p, origin, TRUE, list, &found);
        if (!ft_cell_set_has (&found, cell))
          continue;
        ft_cell_set_add (&self->captures, cell);
        if (!ft_cell_set_has (&self->moves, cell))
          put (self, cell, FT_OTHER_COLOUR (piece->side), enemy, FALSE);
      }
}

/* ---- Checkers -------------------------------------------------------------- */

static void
checkers_collect (const FtCheckersState *state, int from, gboolean captures,
                  FtCheckersTurnList *list, FtCellSet *set)
{
  ft_checkers_state_generate_turns (state, list);
  for (guint i = 0; i < list->count; i++)
    if (list->turns[i].path[0] == from && ft_checkers_turn_is_capture (&list->turns[i]) == captures)
      ft_cell_set_add (set, ft_cell_from_checkers (list->turns[i].path[1]));
}

static void
compute_checkers (FtMoveDiagram *self, const FtCheckersState *game)
{
  g_autofree FtCheckersTurnList *list = g_new (FtCheckersTurnList, 1);
  const FtGamePiece *piece = &self->piece;
  FtCheckersSide us = ft_checkers_side_of_colour (piece->side);
  FtCheckersSide them = FT_CHECKERS_OTHER_SIDE (us);
  gboolean fire = us == FT_CHECKERS_FIRE;
  int from = fire ? FT_CHECKERS_SQUARE (3, 3) : FT_CHECKERS_SQUARE (4, 4);
  /* A side without pieces has lost: an enemy piece far away keeps the game
   * going without touching the diagram. */
  int far = fire ? FT_CHECKERS_SQUARE (7, 7) : FT_CHECKERS_SQUARE (0, 0);
  FtCheckersState base = { 0 };

  base.rules = game->rules;
  base.turn_end = game->turn_end;
  base.to_move = (guint8) us;
  base.squares[from] = FT_CHECKERS_PIECE (us, piece->kind, piece->crowned);
  base.squares[far] = FT_CHECKERS_PIECE (them, FT_CHECKERS_NORMAL, FALSE);
  self->origin = ft_cell_from_checkers (from);
  put (self, self->origin, piece->side, piece->kind, piece->crowned);
  checkers_collect (&base, from, FALSE, list, &self->moves);

  /* One enemy piece beside it at a time, in each diagonal direction. */
  for (int df = -1; df <= 1; df += 2)
    for (int dr = -1; dr <= 1; dr += 2)
      {
        int file = FT_CHECKERS_FILE (from), rank = FT_CHECKERS_RANK (from);
        int over = FT_CHECKERS_SQUARE (file + df, rank + dr);
        FtCellSet found = { 0 };
        FtCheckersState state = base;
        FtCell landing = ft_cell_from_checkers (FT_CHECKERS_SQUARE (file + 2 * df, rank + 2 * dr));

        if (file + 2 * df < 0 || file + 2 * df >= FT_CHECKERS_SIZE || rank + 2 * dr < 0
            || rank + 2 * dr >= FT_CHECKERS_SIZE)
          continue;
        state.squares[over] = FT_CHECKERS_PIECE (them, FT_CHECKERS_NORMAL, FALSE);
        checkers_collect (&state, from, TRUE, list, &found);
        if (!ft_cell_set_has (&found, landing))
          continue;
        ft_cell_set_add (&self->captures, landing);
        put (self, ft_cell_from_checkers (over), ft_checkers_colour_of_side (them),
             FT_CHECKERS_NORMAL, FALSE);
      }
}

/* ---- The object ------------------------------------------------------------- */

static void
ft_move_diagram_finalize (GObject *object)
{
  FtMoveDiagram *self = FT_MOVE_DIAGRAM (object);

  g_clear_object (&self->rules);
  G_OBJECT_CLASS (ft_move_diagram_parent_class)->finalize (object);
}

static void
ft_move_diagram_class_init (FtMoveDiagramClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = ft_move_diagram_finalize;
}

static void
ft_move_diagram_init (FtMoveDiagram *self)
{
  self->origin = FT_NO_CELL;
}

FtMoveDiagram *
ft_move_diagram_new (FtRuleset *rules, const FtGamePiece *piece)
{
  FtMoveDiagram *self;

  g_return_val_if_fail (FT_IS_RULESET (rules), NULL);
  g_return_val_if_fail (piece != NULL, NULL);

  self = g_object_new (FT_TYPE_MOVE_DIAGRAM, NULL);
  self->rules = g_object_ref (rules);
  self->piece = *piece;
  self->files = ft_ruleset_get_files (rules);
  self->ranks = ft_ruleset_get_ranks (rules);
  if (FT_IS_CHESS_RULESET (rules))
    compute_chess (self, ft_chess_ruleset_get_position (FT_CHESS_RULESET (rules)));
  else if (FT_IS_CHECKERS_RULESET (rules))
    compute_checkers (self, ft_checkers_ruleset_get_state (FT_CHECKERS_RULESET (rules)));
  return self;
}

FtRuleset *
ft_move_diagram_get_rules (FtMoveDiagram *self)
{
  g_return_val_if_fail (FT_IS_MOVE_DIAGRAM (self), NULL);
  return self->rules;
}

const FtGamePiece *
ft_move_diagram_get_piece (FtMoveDiagram *self)
{
  g_return_val_if_fail (FT_IS_MOVE_DIAGRAM (self), NULL);
  return &self->piece;
}

guint
ft_move_diagram_get_files (FtMoveDiagram *self)
{
  g_return_val_if_fail (FT_IS_MOVE_DIAGRAM (self), 0);
  return self->files;
}

guint
ft_move_diagram_get_ranks (FtMoveDiagram *self)
{
  g_return_val_if_fail (FT_IS_MOVE_DIAGRAM (self), 0);
  return self->ranks;
}

FtCell
ft_move_diagram_get_origin (FtMoveDiagram *self)
{
  g_return_val_if_fail (FT_IS_MOVE_DIAGRAM (self), FT_NO_CELL);
  return self->origin;
}

const FtCellSet *
ft_move_diagram_get_moves (FtMoveDiagram *self)
{
  g_return_val_if_fail (FT_IS_MOVE_DIAGRAM (self), NULL);
  return &self->moves;
}

const FtCellSet *
ft_move_diagram_get_captures (FtMoveDiagram *self)
{
  g_return_val_if_fail (FT_IS_MOVE_DIAGRAM (self), NULL);
  return &self->captures;
}

gboolean
ft_move_diagram_get_picture (FtMoveDiagram *self, FtCell cell, FtGamePiece *piece)
{
  g_return_val_if_fail (FT_IS_MOVE_DIAGRAM (self), FALSE);

  if (!ft_cell_set_has (&self->pictured, cell))
    return FALSE;
  if (piece != NULL)
    *piece = self->picture[cell];
  return TRUE;
}

/* ---- The kinds in play ---------------------------------------------------- */

/* As docs/rules.md lists them: the leapers, the sliders, the compounds. */
static const FtKind chess_order[] = {
  FT_PAWN, FT_KNIGHT, FT_CAMEL, FT_BISHOP, FT_GENERAL, FT_ROOK,
  FT_ARCHBISHOP, FT_CHANCELLOR, FT_QUEEN, FT_AMAZON, FT_KING,
};

static void
list_chess (const FtPosition *pos, GArray *pieces)
{
  gboolean present[FT_N_ALL_KINDS] = { FALSE };

  for (int rank = 0; rank < pos->ranks; rank++)
    for (int file = 0; file < pos->files; file++)
      {
        FtPiece p = ft_position_piece_at (pos, FT_SQUARE (file, rank));

        if (FT_IS_PIECE (p))
          present[FT_PIECE_KIND (p)] = TRUE;
      }
  /* A pawn may become a queen under either rules. */
  if (present[FT_PAWN])
    present[FT_QUEEN] = TRUE;
  for (guint i = 0; i < G_N_ELEMENTS (chess_order); i++)
    if (present[chess_order[i]])
      g_array_append_val (pieces, ((FtGamePiece) { .side = FT_WHITE, .kind = chess_order[i] }));
  for (guint i = 0; i < pos->custom.n; i++)
    g_array_append_val (pieces, ((FtGamePiece) { .side = FT_WHITE, .kind = FT_CUSTOM_FIRST + i }));
}

static void
list_checkers (const FtCheckersState *state, GArray *pieces)
{
  gboolean present[3] = { FALSE };

  for (int sq = 0; sq < FT_CHECKERS_SQUARES; sq++)
    if (state->squares[sq] != FT_CHECKERS_EMPTY)
      present[FT_CHECKERS_PIECE_KIND (state->squares[sq])] = TRUE;
  present[FT_CHECKERS_NORMAL] = TRUE;
  for (guint kind = 0; kind < G_N_ELEMENTS (present); kind++)
    if (present[kind])
      g_array_append_val (pieces, ((FtGamePiece) { .side = FT_WHITE, .kind = kind }));
  /* Crowning changes how a piece moves, whatever its kind. */
  g_array_append_val (pieces, ((FtGamePiece) { .side = FT_WHITE, .kind = FT_CHECKERS_NORMAL,
                                               .crowned = TRUE }));
}

GArray *
ft_move_diagram_list_pieces (FtRuleset *rules)
{
  GArray *pieces = g_array_new (FALSE, FALSE, sizeof (FtGamePiece));

  g_return_val_if_fail (FT_IS_RULESET (rules), pieces);

  if (FT_IS_CHESS_RULESET (rules))
    list_chess (ft_chess_ruleset_get_position (FT_CHESS_RULESET (rules)), pieces);
  else if (FT_IS_CHECKERS_RULESET (rules))
    list_checkers (ft_checkers_ruleset_get_state (FT_CHECKERS_RULESET (rules)), pieces);
  return pieces;
}
