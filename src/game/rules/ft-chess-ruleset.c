/* ft-chess-ruleset.c — FtChessRuleset: the board, moves and notation of
 * the interface on an FtPosition. The search is ft-chess-search.c's, the
 * save format ft-chess-record.c's. */
#include "config.h"

#include <string.h>

#include <glib/gi18n-lib.h>

#include "ft-chess-ruleset.h"
#include "ft-fen.h"
#include "ft-fog.h"
#include "ft-names.h"
#include "ft-san.h"
#include "ft-search.h"

struct _FtChessRuleset
{
  GObject parent_instance;

  FtPosition *position; /* large (history): on the heap */
};

static void ft_chess_ruleset_ruleset_init (FtRulesetInterface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (FtChessRuleset, ft_chess_ruleset, G_TYPE_OBJECT,
                               G_IMPLEMENT_INTERFACE (FT_TYPE_RULESET, ft_chess_ruleset_ruleset_init))

#define POS(ruleset) (FT_CHESS_RULESET (ruleset)->position)

static void
ft_chess_ruleset_finalize (GObject *object)
{
  g_free (FT_CHESS_RULESET (object)->position);
  G_OBJECT_CLASS (ft_chess_ruleset_parent_class)->finalize (object);
}

static void
ft_chess_ruleset_class_init (FtChessRulesetClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = ft_chess_ruleset_finalize;
}

static void
ft_chess_ruleset_init (FtChessRuleset *self)
{
  self->position = g_new0 (FtPosition, 1);
}

FtChessRuleset *
ft_chess_ruleset_new (const FtPosition *position)
{
  FtChessRuleset *self;

  g_return_val_if_fail (position != NULL, NULL);

  self = g_object_new (FT_TYPE_CHESS_RULESET, NULL);
  *self->position = *position;
  return self;
}

FtChessRuleset *
ft_chess_ruleset_new_start (const FtPosition *position)
{
  FtChessRuleset *self;

  g_return_val_if_fail (position != NULL, NULL);

  self = g_object_new (FT_TYPE_CHESS_RULESET, NULL);
  memcpy (self->position, position, G_STRUCT_OFFSET (FtPosition, history));
  self->position->history_length = 0;
  return self;
}

const FtPosition *
ft_chess_ruleset_get_position (FtChessRuleset *self)
{
  g_return_val_if_fail (FT_IS_CHESS_RULESET (self), NULL);
  return self->position;
}

/* ---- The board --------------------------------------------------------------- */

static FtGameKind
chess_get_kind (FtRuleset *self G_GNUC_UNUSED)
{
  return FT_GAME_KIND_CHESS;
}

static FtRuleset *
chess_copy (FtRuleset *self)
{
  return FT_RULESET (ft_chess_ruleset_new (POS (self)));
}

static guint
chess_get_files (FtRuleset *self)
{
  return POS (self)->files;
}

static guint
chess_get_ranks (FtRuleset *self)
{
  return POS (self)->ranks;
}

static gboolean
chess_is_playable (FtRuleset *self G_GNUC_UNUSED, FtCell cell G_GNUC_UNUSED)
{
  return TRUE;
}

static gboolean
chess_get_piece (FtRuleset *self, FtCell cell, FtGamePiece *piece)
{
  FtPiece p = POS (self)->board[ft_cell_to_chess (cell)];

  if (!FT_IS_PIECE (p))
    return FALSE;
  piece->side = FT_PIECE_COLOUR (p);
  piece->kind = FT_PIECE_KIND (p);
  piece->crowned = FALSE;
  return TRUE;
}

static char *
chess_write_cell (FtRuleset *self G_GNUC_UNUSED, FtCell cell)
{
  char name[4];

  return g_strdup (ft_square_to_string (ft_cell_to_chess (cell), name));
}

static char *
chess_describe_cell (FtRuleset *self, FtCell cell)
{
  const FtPosition *pos = POS (self);
  g_autofree char *name = chess_write_cell (self, cell);
  FtPiece piece = pos->board[ft_cell_to_chess (cell)];
  FtKind kind = FT_PIECE_KIND (piece);
  guint custom = kind - FT_CUSTOM_FIRST;

  if (!FT_IS_PIECE (piece))
    /* TRANSLATORS: a square of the board and what stands on it, for screen readers */
    return g_strdup_printf (_("%s, empty"), name);
  return g_strdup_printf (_("%s, %s %s"), name, ft_colour_phrase (FT_PIECE_COLOUR (piece)),
                          FT_IS_CUSTOM_KIND (kind) ? (custom < pos->custom.n ? pos->custom.kinds[custom].name : "")
                                                   : ft_kind_phrase (kind));
}

static const char *
chess_get_side_name (FtRuleset *self G_GNUC_UNUSED, FtColour side)
{
  return ft_colour_label (side);
}

/* ---- The position -------------------------------------------------------------- */

static FtColour
chess_get_side_to_move (FtRuleset *self)
{
  return POS (self)->side_to_move;
}

static FtCell
chess_get_check_cell (FtRuleset *self)
{
  const FtPosition *pos = POS (self);

  if (!ft_position_in_check (pos))
    return FT_NO_CELL;
  return ft_cell_from_chess (pos->king_square[pos->side_to_move]);
}

static FtResult
chess_get_result (FtRuleset *self, FtResultReason *reason)
{
  return ft_position_result (POS (self), reason);
}

/* ---- Moves ------------------------------------------------------------------- */

/* The legal moves from path[0] to path[1] (all promotions of a pawn). */
static guint
moves_along (const FtPosition *pos, const FtCell *path, FtMove *moves, guint room)
{
  g_autofree FtMoveList *list = g_new (FtMoveList, 1);
  FtSquare to = ft_cell_to_chess (path[1]);
  guint n = 0;

  ft_position_generate_legal_from (pos, ft_cell_to_chess (path[0]), list);
  for (guint i = 0; i < list->count && n < room; i++)
    if (FT_MOVE_TO (list->moves[i]) == to)
      moves[n++] = list->moves[i];
  return n;
}

static void
chess_get_targets (FtRuleset *self, const FtCell *path, guint length, FtCellSet *targets)
{
  g_autofree FtMoveList *list = NULL;

  if (length != 1 || ft_cell_to_chess (path[0]) == FT_NO_SQUARE)
    return;
  list = g_new (FtMoveList, 1);
  ft_position_generate_legal_from (POS (self), ft_cell_to_chess (path[0]), list);
  for (guint i = 0; i < list->count; i++)
    ft_cell_set_add (targets, ft_cell_from_chess (FT_MOVE_TO (list->moves[i])));
}

static FtPathStatus
chess_match_path (FtRuleset *self, const FtCell *path, guint length, guint choice, FtGameMove *move)
{
  FtMove moves[FT_N_ALL_KINDS];
  guint n;

  if (length == 1)
    {
      FtCellSet targets;

      ft_cell_set_clear (&targets);
      chess_get_targets (self, path, 1, &targets);
      return ft_cell_set_count (&targets) > 0 ? FT_PATH_PARTIAL : FT_PATH_ILLEGAL;
    }
  if (length != 2 || ft_cell_to_chess (path[0]) == FT_NO_SQUARE || ft_cell_to_chess (path[1]) == FT_NO_SQUARE)
    return FT_PATH_ILLEGAL;
  n = moves_along (POS (self), path, moves, G_N_ELEMENTS (moves));
  if (n == 1)
    {
      *move = ft_game_move_chess (moves[0]);
      return FT_PATH_COMPLETE;
    }
  if (n == 0)
    return FT_PATH_ILLEGAL;
  if (choice == FT_NO_KIND)
    return FT_PATH_NEEDS_CHOICE;
  for (guint i = 0; i < n; i++)
    if (FT_MOVE_PROMOTION (moves[i]) == (FtKind) choice)
      {
        *move = ft_game_move_chess (moves[i]);
        return FT_PATH_COMPLETE;
      }
  return FT_PATH_ILLEGAL;
}

static guint
chess_list_choices (FtRuleset *self, const FtCell *path, guint length, guint *choices)
{
  FtMove moves[FT_N_ALL_KINDS];
  guint n, count = 0;

  if (length != 2)
    return 0;
  n = moves_along (POS (self), path, moves, G_N_ELEMENTS (moves));
  if (n < 2)
    return 0;
  /* The queen first: what a player takes almost always. */
  for (guint i = 0; i < n; i++)
    if (FT_MOVE_PROMOTION (moves[i]) == FT_QUEEN)
      choices[count++] = FT_QUEEN;
  for (guint i = 0; i < n; i++)
    if (FT_MOVE_PROMOTION (moves[i]) != FT_QUEEN && FT_MOVE_PROMOTION (moves[i]) != FT_NO_KIND)
      choices[count++] = FT_MOVE_PROMOTION (moves[i]);
  return count;
}

static char *
chess_explain_illegal (FtRuleset *self, const FtCell *path, guint length)
{
  if (length != 2 || chess_match_path (self, path, length, FT_QUEEN, &(FtGameMove) { 0 }) != FT_PATH_ILLEGAL)
    return NULL;
  if (ft_position_move_exposes_king (POS (self), ft_cell_to_chess (path[0]), ft_cell_to_chess (path[1])))
    return g_strdup (_("You must defend your king!"));
  return NULL;
}

static gboolean
chess_is_legal (FtRuleset *self, const FtGameMove *move)
{
  return ft_position_is_legal (POS (self), move->chess);
}

static gboolean
chess_can_pass (FtRuleset *self)
{
  return !ft_position_in_check (POS (self)) && ft_position_result (POS (self), NULL) == FT_RESULT_NONE;
}

static void
chess_apply (FtRuleset *self, const FtGameMove *move)
{
  FtPosition *pos = POS (self);

  /* A very long game: make room in the history, keeping what repetition
   * detection needs, with room for the computer's search. */
  if (pos->history_length >= FT_MAX_GAME_PLY - 2 * FT_SEARCH_MAX_PLY)
    ft_position_forget_history (pos);
  if (move->chess == FT_MOVE_NONE)
    ft_position_make_null_move (pos);
  else
    ft_position_make_move (pos, move->chess);
}

static gboolean
chess_can_undo (FtRuleset *self)
{
  return POS (self)->history_length > 0;
}

static void
chess_undo (FtRuleset *self)
{
  ft_position_unmake_move (POS (self));
}

static void
chess_get_premove_targets (FtRuleset *self, FtCell from, FtCellSet *targets)
{
  g_autofree FtMoveList *list = g_new (FtMoveList, 1);

  ft_position_generate_premoves_from (POS (self), ft_cell_to_chess (from), list);
  for (guint i = 0; i < list->count; i++)
    ft_cell_set_add (targets, ft_cell_from_chess (FT_MOVE_TO (list->moves[i])));
}

/* ---- Notation ------------------------------------------------------------------ */

static char *
chess_write_move (FtRuleset *self, const FtGameMove *move, char *buf)
{
  char san[FT_SAN_MAX];

  G_STATIC_ASSERT (FT_SAN_MAX <= FT_NOTATION_MAX);
  g_strlcpy (buf, ft_san_write (POS (self), move->chess, san), FT_NOTATION_MAX);
  return buf;
}

static gboolean
chess_parse_move (FtRuleset *self, const char *text, FtGameMove *move, GError **error)
{
  FtSanError why = FT_SAN_OK;
  FtMove found = ft_san_parse (POS (self), text, &why);

  switch (why)
    {
    case FT_SAN_OK:
      if (found == FT_MOVE_NONE && !chess_can_pass (self))
        {
          g_set_error (error, FT_RULESET_ERROR, FT_RULESET_ERROR_ILLEGAL,
                       "%s: no pass is allowed here", text);
          return FALSE;
        }
      *move = ft_game_move_chess (found);
      return TRUE;
    case FT_SAN_ILLEGAL:
      g_set_error (error, FT_RULESET_ERROR, FT_RULESET_ERROR_ILLEGAL, "%s: not a legal move here",
                   text);
      return FALSE;
    case FT_SAN_AMBIGUOUS:
      g_set_error (error, FT_RULESET_ERROR, FT_RULESET_ERROR_AMBIGUOUS,
                   "%s: more than one legal move matches", text);
      return FALSE;
    case FT_SAN_SYNTAX:
    default:
      g_set_error (error, FT_RULESET_ERROR, FT_RULESET_ERROR_SYNTAX, "%s: not a move", text);
      return FALSE;
    }
}

static char *
chess_write_position (FtRuleset *self)
{
  return ft_fen_write (POS (self));
}

/* ---- The computer and the save format -------------------------------------------- */

static const FtSearchOps *
chess_get_search_ops (FtRuleset *self G_GNUC_UNUSED)
{
  return _ft_chess_search_ops ();
}

static gpointer
chess_snapshot_for_search (FtRuleset *self, const FtPast *past)
{
  return _ft_chess_search_snapshot (POS (self), past);
}

static const FtRecordFormat *
chess_get_record_format (FtRuleset *self G_GNUC_UNUSED)
{
  static FtRecordFormat format = { "pgn", "application/x-chess-pgn", NULL };

  format.filter_name = _("Chess games (PGN)");
  return &format;
}

static const char *
chess_get_player_tag (FtRuleset *self G_GNUC_UNUSED, FtColour side)
{
  return side == FT_WHITE ? "White" : "Black";
}

static char *
chess_write_record (FtRuleset *self G_GNUC_UNUSED, const FtRecordedGame *record)
{
  return _ft_chess_write_record (record);
}

static FtRecordedGame *
chess_read_record (FtRuleset *self, const char *text, gsize length, guint *line, guint *column,
                   GError **error)
{
  return _ft_chess_read_record (FT_CHESS_RULESET (self), text, length, line, column, error);
}

/* ---- What a board shows ------------------------------------------------------- */

static void
piece_of (FtPiece p, FtGamePiece *piece)
{
  piece->side = FT_PIECE_COLOUR (p);
  piece->kind = FT_PIECE_KIND (p);
  piece->crowned = FALSE;
}

/* One hop: the move made and taken back on the position itself (exactly
 * restored), and the two boards compared. */
static guint
chess_get_hops (FtRuleset *self, const FtGameMove *move, FtMoveHop *hops)
{
  FtPosition *pos = POS (self);
  FtSquare from = FT_MOVE_FROM (move->chess), to = FT_MOVE_TO (move->chess);
  FtMoveHop *hop = &hops[0];
  FtPiece before[FT_BOARD_CELLS];

  if (!ft_position_is_legal (pos, move->chess))
    return 0;
  memcpy (before, pos->board, sizeof before);
  ft_position_make_move (pos, move->chess);
  *hop = (FtMoveHop) { ft_cell_from_chess (from), ft_cell_from_chess (to), { 0 }, { 0 }, TRUE,
                       FT_NO_CELL, FT_NO_CELL, FT_NO_CELL, { { 0 } } };
  piece_of (before[from], &hop->piece);
  piece_of (pos->board[to], &hop->lands_as);
  if (FT_IS_PIECE (before[to]))
    ft_cell_set_add (&hop->removed, hop->to);
  for (int rank = 0; rank < pos->ranks; rank++)
    for (int file = 0; file < pos->files; file++)
      {
        FtSquare sq = FT_SQUARE (file, rank);
        FtPiece was = before[sq], now = pos->board[sq];

        if (sq == from || sq == to || was == now)
          continue;
        if (FT_IS_PIECE (now))
          hop->with_to = ft_cell_from_chess (sq); /* the castling rook lands */
        else if (FT_PIECE_COLOUR (was) == FT_PIECE_COLOUR (before[from]))
          hop->with_from = ft_cell_from_chess (sq);
        else
          ft_cell_set_add (&hop->removed, ft_cell_from_chess (sq)); /* en passant */
      }
  ft_position_unmake_move (pos);
  return 1;
}

static const char *
chess_get_kind_name (FtRuleset *self, guint kind, gboolean label)
{
  const FtPosition *pos = POS (self);
  guint custom = kind - FT_CUSTOM_FIRST;

  if (FT_IS_CUSTOM_KIND (kind))
    return custom < pos->custom.n ? pos->custom.kinds[custom].name : "";
  return label ? ft_kind_label ((FtKind) kind) : ft_kind_phrase ((FtKind) kind);
}

static gboolean
chess_get_visible_cells (FtRuleset *self, FtColour viewer, FtCellSet *visible)
{
  const FtPosition *pos = POS (self);
  guint8 seen[FT_BOARD_CELLS] = { 0 };

  if (!pos->fog)
    return FALSE;
  ft_fog_visible_squares (pos, viewer, seen);
  for (int rank = 0; rank < pos->ranks; rank++)
    for (int file = 0; file < pos->files; file++)
      if (seen[FT_SQUARE (file, rank)])
        ft_cell_set_add (visible, FT_CELL (file, rank));
  return TRUE;
}

/* The rank a pawn of `side` promotes on arriving (ft-position.c derives it
 * from the rules and the board: Fourteen's halfway, standard's last). */
static gboolean
chess_get_promotion_cells (FtRuleset *self, FtColour side, FtCellSet *cells)
{
  const FtPosition *pos = POS (self);
  int rank = pos->promotion_rank[side];

  if (rank < 0 || rank >= pos->ranks)
    return FALSE;
  for (int file = 0; file < pos->files; file++)
    ft_cell_set_add (cells, FT_CELL (file, rank));
  return TRUE;
}

static FtCell
chess_get_mate_cells (FtRuleset *self, FtCellSet *contributors)
{
  const FtPosition *pos = POS (self);
  FtSquare squares[FT_BOARD_CELLS];
  FtResultReason reason;
  guint n;

  if (ft_position_result (pos, &reason) == FT_RESULT_NONE || reason != FT_REASON_CHECKMATE)
    return FT_NO_CELL;
  n = ft_position_checkmate_contributors (pos, squares);
  for (guint i = 0; i < n && i < G_N_ELEMENTS (squares); i++)
    ft_cell_set_add (contributors, ft_cell_from_chess (squares[i]));
  return ft_cell_from_chess (pos->king_square[pos->side_to_move]);
}

static void
ft_chess_ruleset_ruleset_init (FtRulesetInterface *iface)
{
  iface->get_kind = chess_get_kind;
  iface->copy = chess_copy;
  iface->get_files = chess_get_files;
  iface->get_ranks = chess_get_ranks;
  iface->is_playable = chess_is_playable;
  iface->get_piece = chess_get_piece;
  iface->describe_cell = chess_describe_cell;
  iface->get_side_name = chess_get_side_name;
  iface->write_cell = chess_write_cell;
  iface->get_side_to_move = chess_get_side_to_move;
  iface->get_check_cell = chess_get_check_cell;
  iface->get_result = chess_get_result;
  iface->get_targets = chess_get_targets;
  iface->match_path = chess_match_path;
  iface->list_choices = chess_list_choices;
  iface->explain_illegal = chess_explain_illegal;
  iface->is_legal = chess_is_legal;
  iface->can_pass = chess_can_pass;
  iface->apply = chess_apply;
  iface->can_undo = chess_can_undo;
  iface->undo = chess_undo;
  iface->get_premove_targets = chess_get_premove_targets;
  iface->write_move = chess_write_move;
  iface->parse_move = chess_parse_move;
  iface->write_position = chess_write_position;
  iface->get_search_ops = chess_get_search_ops;
  iface->snapshot_for_search = chess_snapshot_for_search;
  iface->get_record_format = chess_get_record_format;
  iface->get_player_tag = chess_get_player_tag;
  iface->write_record = chess_write_record;
  iface->read_record = chess_read_record;
  iface->get_hops = chess_get_hops;
  iface->get_kind_name = chess_get_kind_name;
  iface->get_visible_cells = chess_get_visible_cells;
  iface->get_mate_cells = chess_get_mate_cells;
  iface->get_promotion_cells = chess_get_promotion_cells;
}
