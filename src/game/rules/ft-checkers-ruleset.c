/* ft-checkers-ruleset.c — FtCheckersRuleset: the interface on an
 * FtCheckersState and the library's full-turn generator. Every question
 * about moves is answered from the list of legal turns of the position,
 * generated once per position (the generator does not allocate; the list
 * is kept with the object). */
#include "config.h"

#include <string.h>

#include <glib/gi18n-lib.h>

#include "ft-checkers-notation.h"
#include "ft-checkers-ruleset.h"
#include "ft-names.h"

struct _FtCheckersRuleset
{
  GObject parent_instance;

  FtCheckersState state;
  GArray *undo;              /* FtCheckersState before each turn applied */
  FtCheckersTurnList *turns; /* the legal turns of `state` (NULL until asked) */
  gboolean turns_valid;
};

static void ft_checkers_ruleset_ruleset_init (FtRulesetInterface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (FtCheckersRuleset, ft_checkers_ruleset, G_TYPE_OBJECT,
                               G_IMPLEMENT_INTERFACE (FT_TYPE_RULESET,
                                                      ft_checkers_ruleset_ruleset_init))

#define SELF(ruleset) FT_CHECKERS_RULESET (ruleset)

static void
ft_checkers_ruleset_finalize (GObject *object)
{
  FtCheckersRuleset *self = SELF (object);

  g_array_unref (self->undo);
  g_free (self->turns);
  G_OBJECT_CLASS (ft_checkers_ruleset_parent_class)->finalize (object);
}

static void
ft_checkers_ruleset_class_init (FtCheckersRulesetClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = ft_checkers_ruleset_finalize;
}

static void
ft_checkers_ruleset_init (FtCheckersRuleset *self)
{
  self->undo = g_array_new (FALSE, FALSE, sizeof (FtCheckersState));
}

FtCheckersRuleset *
ft_checkers_ruleset_new_from_state (const FtCheckersState *state)
{
  FtCheckersRuleset *self;

  g_return_val_if_fail (state != NULL, NULL);

  self = g_object_new (FT_TYPE_CHECKERS_RULESET, NULL);
  self->state = *state;
  return self;
}

FtCheckersRuleset *
ft_checkers_ruleset_new (FtCheckersRules rules, FtCheckersTurnEnd turn_end)
{
  g_autoptr (FtCheckersBoard) board = ft_checkers_board_new_with_rules (rules);
  FtCheckersState state = *ft_checkers_state (board);

  state.turn_end = turn_end;
  return ft_checkers_ruleset_new_from_state (&state);
}

const FtCheckersState *
ft_checkers_ruleset_get_state (FtCheckersRuleset *self)
{
  g_return_val_if_fail (FT_IS_CHECKERS_RULESET (self), NULL);
  return &self->state;
}

FtCheckersRules
ft_checkers_ruleset_get_rules (FtCheckersRuleset *self)
{
  g_return_val_if_fail (FT_IS_CHECKERS_RULESET (self), FT_CHECKERS_RULES_BOMBS);
  return (FtCheckersRules) self->state.rules;
}

static const FtCheckersTurnList *
legal_turns (FtCheckersRuleset *self)
{
  if (self->turns == NULL)
    self->turns = g_new (FtCheckersTurnList, 1);
  if (!self->turns_valid)
    {
      ft_checkers_state_generate_turns (&self->state, self->turns);
      self->turns_valid = TRUE;
    }
  return self->turns;
}

/* Does `turn` begin with the path (as checkers squares)? */
static gboolean
turn_begins_with (const FtCheckersTurn *turn, const int *squares, guint length)
{
  if (turn->length < length)
    return FALSE;
  for (guint i = 0; i < length; i++)
    if (turn->path[i] != squares[i])
      return FALSE;
  return TRUE;
}

/* The path as checkers squares; FALSE if a cell is off the board. */
static gboolean
path_squares (const FtCell *path, guint length, int squares[FT_CHECKERS_MAX_PATH])
{
  if (length > FT_CHECKERS_MAX_PATH)
    return FALSE;
  for (guint i = 0; i < length; i++)
    if ((squares[i] = ft_cell_to_checkers (path[i])) == FT_CHECKERS_NO_SQUARE)
      return FALSE;
  return TRUE;
}

/* ---- The board --------------------------------------------------------------- */

static FtGameKind
checkers_get_kind (FtRuleset *self G_GNUC_UNUSED)
{
  return FT_GAME_KIND_CHECKERS;
}

static FtRuleset *
checkers_copy (FtRuleset *ruleset)
{
  FtCheckersRuleset *self = SELF (ruleset);
  FtCheckersRuleset *copy = ft_checkers_ruleset_new_from_state (&self->state);

  g_array_append_vals (copy->undo, self->undo->data, self->undo->len);
  return FT_RULESET (copy);
}

static guint
checkers_get_size (FtRuleset *self G_GNUC_UNUSED)
{
  return FT_CHECKERS_SIZE;
}

static gboolean
checkers_is_playable (FtRuleset *self G_GNUC_UNUSED, FtCell cell)
{
  return FT_CHECKERS_IS_DARK (ft_cell_to_checkers (cell));
}

static gboolean
checkers_get_piece (FtRuleset *self, FtCell cell, FtGamePiece *piece)
{
  FtCheckersPiece p = SELF (self)->state.squares[ft_cell_to_checkers (cell)];

  if (p == FT_CHECKERS_EMPTY)
    return FALSE;
  piece->side = ft_checkers_colour_of_side (FT_CHECKERS_PIECE_SIDE (p));
  piece->kind = FT_CHECKERS_PIECE_KIND (p);
  piece->crowned = FT_CHECKERS_PIECE_CROWNED (p);
  return TRUE;
}

int
ft_checkers_ruleset_cell_number (FtCell cell)
{
  int square = ft_cell_to_checkers (cell);

  return square == FT_CHECKERS_NO_SQUARE ? 0 : ft_checkers_square_to_number (square);
}

static char *
checkers_write_cell (FtRuleset *self G_GNUC_UNUSED, FtCell cell)
{
  char name[3];

  return g_strdup (ft_checkers_square_to_string (ft_cell_to_checkers (cell), name));
}

static char *
checkers_describe_cell (FtRuleset *self, FtCell cell)
{
  g_autofree char *name = checkers_write_cell (self, cell);
  FtGamePiece piece;

  if (!checkers_get_piece (self, cell, &piece))
    return g_strdup_printf ("%s, %s", name, _("empty"));
  if (piece.crowned)
    /* "c3, Fire bomb, king": what a screen reader says of the square. */
    return g_strdup_printf (_("%c%d, %s, king"), name[0], FT_CELL_RANK (cell) + 1,
                            ft_checkers_piece_label (piece.side, piece.kind));
  return g_strdup_printf ("%s, %s", name, ft_checkers_piece_label (piece.side, piece.kind));
}

static const char *
checkers_get_side_name (FtRuleset *self G_GNUC_UNUSED, FtColour side)
{
  return ft_checkers_side_label (side);
}

/* ---- The position -------------------------------------------------------------- */

static FtColour
checkers_get_side_to_move (FtRuleset *self)
{
  return ft_checkers_colour_of_side (SELF (self)->state.to_move);
}

static FtCell
checkers_get_check_cell (FtRuleset *self G_GNUC_UNUSED)
{
  return FT_NO_CELL;
}

static guint
count_side (const FtCheckersState *state, FtCheckersSide side)
{
  guint n = 0;

  for (int sq = 0; sq < FT_CHECKERS_SQUARES; sq++)
    if (state->squares[sq] != FT_CHECKERS_EMPTY && FT_CHECKERS_PIECE_SIDE (state->squares[sq]) == side)
      n++;
  return n;
}

static FtResult
checkers_get_result (FtRuleset *self, FtResultReason *reason)
{
  const FtCheckersState *state = &SELF (self)->state;
  FtCheckersSide winner = ft_checkers_state_winner (state);

  switch (winner)
    {
    case FT_CHECKERS_FIRE:
    case FT_CHECKERS_WATER:
      *reason = count_side (state, FT_CHECKERS_OTHER_SIDE (winner)) == 0 ? FT_REASON_NO_PIECES
                                                                         : FT_REASON_NO_MOVES;
      return winner == FT_CHECKERS_FIRE ? FT_RESULT_WHITE_WINS : FT_RESULT_BLACK_WINS;
    case FT_CHECKERS_TIE:
      *reason = count_side (state, FT_CHECKERS_FIRE) == 0 && count_side (state, FT_CHECKERS_WATER) == 0
                  ? FT_REASON_NO_PIECES
                  : FT_REASON_QUIET_TURNS;
      return FT_RESULT_DRAW;
    case FT_CHECKERS_NONE:
    default:
      return FT_RESULT_NONE;
    }
}

/* ---- Moves ------------------------------------------------------------------- */

static void
checkers_get_targets (FtRuleset *ruleset, const FtCell *path, guint length, FtCellSet *targets)
{
  FtCheckersRuleset *self = SELF (ruleset);
  const FtCheckersTurnList *turns;
  int squares[FT_CHECKERS_MAX_PATH];

  if (!path_squares (path, length, squares))
    return;
  turns = legal_turns (self);
  for (guint i = 0; i < turns->count; i++)
    if (turns->turns[i].length > length && turn_begins_with (&turns->turns[i], squares, length))
      ft_cell_set_add (targets, ft_cell_from_checkers (turns->turns[i].path[length]));
}

static FtPathStatus
checkers_match_path (FtRuleset *ruleset, const FtCell *path, guint length,
                     guint choice G_GNUC_UNUSED, FtGameMove *move)
{
  FtCheckersRuleset *self = SELF (ruleset);
  const FtCheckersTurnList *turns;
  int squares[FT_CHECKERS_MAX_PATH];
  gboolean whole = FALSE, longer = FALSE;

  if (!path_squares (path, length, squares))
    return FT_PATH_ILLEGAL;
  turns = legal_turns (self);
  for (guint i = 0; i < turns->count; i++)
    {
      const FtCheckersTurn *turn = &turns->turns[i];

      if (!turn_begins_with (turn, squares, length))
        continue;
      if (turn->length == length)
        {
          whole = TRUE;
          *move = ft_game_move_checkers (turn);
        }
      else
        longer = TRUE;
    }
  if (whole)
    return longer ? FT_PATH_MAY_CONTINUE : FT_PATH_COMPLETE;
  return longer ? FT_PATH_PARTIAL : FT_PATH_ILLEGAL;
}

static guint
checkers_list_choices (FtRuleset *self G_GNUC_UNUSED, const FtCell *path G_GNUC_UNUSED,
                       guint length G_GNUC_UNUSED, guint *choices G_GNUC_UNUSED)
{
  return 0;
}

/* Why the piece on the path's first square cannot start a turn. */
static FtCheckersIllegal
check_start (FtCheckersRuleset *self, int square)
{
  FtCheckersPiece piece = self->state.squares[square];
  const FtCheckersTurnList *turns;
  gboolean captures = FALSE;

  if (ft_checkers_state_winner (&self->state) != FT_CHECKERS_NONE)
    return FT_CHECKERS_ILLEGAL_GAME_OVER;
  if (!FT_CHECKERS_IS_DARK (square))
    return FT_CHECKERS_ILLEGAL_LIGHT_SQUARE;
  if (piece == FT_CHECKERS_EMPTY)
    return FT_CHECKERS_ILLEGAL_NO_PIECE;
  if (FT_CHECKERS_PIECE_SIDE (piece) != self->state.to_move)
    return FT_CHECKERS_ILLEGAL_NOT_YOUR_PIECE;
  turns = legal_turns (self);
  for (guint i = 0; i < turns->count; i++)
    {
      if (turns->turns[i].path[0] == square)
        return FT_CHECKERS_LEGAL;
      captures |= ft_checkers_turn_is_capture (&turns->turns[i]);
    }
  return captures ? FT_CHECKERS_ILLEGAL_MUST_CAPTURE : FT_CHECKERS_ILLEGAL_NO_MOVE;
}

static FtCheckersIllegal
check_path (FtCheckersRuleset *self, const int *squares, guint length)
{
  FtCheckersTurn turn = { 0 };

  if (length == 1)
    return check_start (self, squares[0]);
  turn.length = (guint8) length;
  for (guint i = 0; i < length; i++)
    turn.path[i] = (gint8) squares[i];
  return ft_checkers_state_check_turn (&self->state, &turn, NULL);
}

static char *
checkers_explain_illegal (FtRuleset *ruleset, const FtCell *path, guint length)
{
  FtCheckersRuleset *self = SELF (ruleset);
  int squares[FT_CHECKERS_MAX_PATH];
  FtCheckersIllegal reason;

  if (checkers_match_path (ruleset, path, length, 0, &(FtGameMove) { 0 }) != FT_PATH_ILLEGAL)
    return NULL;
  if (!path_squares (path, length, squares))
    return g_strdup (ft_checkers_illegal_message (FT_CHECKERS_ILLEGAL_OFF_BOARD));
  reason = check_path (self, squares, length);
  return reason != FT_CHECKERS_LEGAL ? g_strdup (ft_checkers_illegal_message (reason)) : NULL;
}

static gboolean
checkers_is_legal (FtRuleset *ruleset, const FtGameMove *move)
{
  const FtCheckersTurnList *turns = legal_turns (SELF (ruleset));
  int squares[FT_CHECKERS_MAX_PATH];

  for (guint i = 0; i < move->checkers.length && i < FT_CHECKERS_MAX_PATH; i++)
    squares[i] = move->checkers.path[i];
  for (guint i = 0; i < turns->count; i++)
    if (turns->turns[i].length == move->checkers.length
        && turn_begins_with (&turns->turns[i], squares, move->checkers.length))
      return TRUE;
  return FALSE;
}

/* A turn in checkers cannot be passed: a per-move timer that runs out
 * loses on time. */
static gboolean
checkers_can_pass (FtRuleset *self G_GNUC_UNUSED)
{
  return FALSE;
}

static gboolean
checkers_waits_for_end_of_turn (FtRuleset *self)
{
  return SELF (self)->state.turn_end == FT_CHECKERS_TURN_END_SPACE;
}

static void
checkers_apply (FtRuleset *ruleset, const FtGameMove *move)
{
  FtCheckersRuleset *self = SELF (ruleset);

  g_array_append_val (self->undo, self->state);
  ft_checkers_state_play_turn (&self->state, &move->checkers);
  self->turns_valid = FALSE;
}

static gboolean
checkers_can_undo (FtRuleset *self)
{
  return SELF (self)->undo->len > 0;
}

static void
checkers_undo (FtRuleset *ruleset)
{
  FtCheckersRuleset *self = SELF (ruleset);

  self->state = g_array_index (self->undo, FtCheckersState, self->undo->len - 1);
  g_array_set_size (self->undo, self->undo->len - 1);
  self->turns_valid = FALSE;
}

/* ---- Notation ------------------------------------------------------------------ */

static char *
checkers_write_move (FtRuleset *self, const FtGameMove *move, char *buf)
{
  G_STATIC_ASSERT (FT_CHECKERS_NOTATION_MAX <= FT_NOTATION_MAX);
  return ft_checkers_turn_to_notation (&SELF (self)->state, &move->checkers, FT_CHECKERS_JUMPS_FULL,
                                       buf);
}

gboolean
ft_checkers_ruleset_parse_path (const char *text, FtCheckersTurn *turn)
{
  gsize n;

  g_return_val_if_fail (text != NULL && turn != NULL, FALSE);

  n = strlen (text);
  if (n < 4 || n % 2 != 0 || n / 2 > FT_CHECKERS_MAX_PATH)
    return FALSE;
  turn->length = (guint8) (n / 2);
  for (guint i = 0; i < turn->length; i++)
    {
      char name[3] = { text[2 * i], text[2 * i + 1], '\0' };
      int square = ft_checkers_square_from_string (name);

      if (square == FT_CHECKERS_NO_SQUARE)
        return FALSE;
      turn->path[i] = (gint8) square;
    }
  return TRUE;
}

/* Standard notation ("11-15", "10x26"), else the squares of a path. */
static gboolean
checkers_parse_move (FtRuleset *ruleset, const char *text, FtGameMove *move, GError **error)
{
  FtCheckersRuleset *self = SELF (ruleset);
  g_autoptr (GError) notation_error = NULL;
  FtCheckersTurn turn = { 0 };
  FtCheckersIllegal reason;
  FtGameMove found;

  if (ft_checkers_turn_from_notation (&self->state, text, &turn, NULL, &notation_error))
    {
      *move = ft_game_move_checkers (&turn);
      return TRUE;
    }
  if (!g_error_matches (notation_error, FT_CHECKERS_NOTATION_ERROR, FT_CHECKERS_NOTATION_ERROR_SYNTAX)
      || !ft_checkers_ruleset_parse_path (text, &turn))
    {
      gboolean syntax = g_error_matches (notation_error, FT_CHECKERS_NOTATION_ERROR,
                                         FT_CHECKERS_NOTATION_ERROR_SYNTAX);

      g_set_error (error, FT_RULESET_ERROR,
                   syntax ? FT_RULESET_ERROR_SYNTAX
                   : g_error_matches (notation_error, FT_CHECKERS_NOTATION_ERROR,
                                      FT_CHECKERS_NOTATION_ERROR_AMBIGUOUS)
                     ? FT_RULESET_ERROR_AMBIGUOUS
                     : FT_RULESET_ERROR_ILLEGAL,
                   "%s: %s", text, syntax ? "not a move" : notation_error->message);
      return FALSE;
    }
  found = ft_game_move_checkers (&turn);
  if (!checkers_is_legal (ruleset, &found))
    {
      reason = ft_checkers_state_check_turn (&self->state, &turn, NULL);
      g_set_error (error, FT_RULESET_ERROR, FT_RULESET_ERROR_ILLEGAL, "%s: %s", text,
                   reason != FT_CHECKERS_LEGAL ? ft_checkers_illegal_message (reason)
                                               : "not a legal move here");
      return FALSE;
    }
  *move = found;
  return TRUE;
}

static char *
checkers_write_position (FtRuleset *self)
{
  return ft_checkers_fen_write (&SELF (self)->state);
}

/* ---- The computer and the save format -------------------------------------------- */

static const FtSearchOps *
checkers_get_search_ops (FtRuleset *self G_GNUC_UNUSED)
{
  return _ft_checkers_search_ops ();
}

static gpointer
checkers_snapshot_for_search (FtRuleset *self, const FtPast *past G_GNUC_UNUSED)
{
  return g_memdup2 (&SELF (self)->state, sizeof (FtCheckersState));
}

static const FtRecordFormat *
checkers_get_record_format (FtRuleset *self G_GNUC_UNUSED)
{
  static FtRecordFormat format = { "pdn", "application/x-checkers-pdn", NULL };

  format.filter_name = _("Checkers games (PDN)");
  return &format;
}

static const char *
checkers_get_player_tag (FtRuleset *self G_GNUC_UNUSED, FtColour side)
{
  return side == FT_WHITE ? "Black" : "White";
}

static char *
checkers_write_record (FtRuleset *self G_GNUC_UNUSED, const FtRecordedGame *record)
{
  return _ft_checkers_write_record (record);
}

/* The library reads the variant from the text ([GameType]; English
 * draughts without one, as published files are). */
static FtRecordedGame *
checkers_read_record (FtRuleset *self G_GNUC_UNUSED, const char *text, gsize length, guint *line,
                      guint *column, GError **error)
{
  return _ft_checkers_read_record (text, length, line, column, error);
}

/* ---- What a board shows ------------------------------------------------------- */

static void
piece_of (FtCheckersPiece p, FtGamePiece *piece)
{
  piece->side = ft_checkers_colour_of_side (FT_CHECKERS_PIECE_SIDE (p));
  piece->kind = FT_CHECKERS_PIECE_KIND (p);
  piece->crowned = FT_CHECKERS_PIECE_CROWNED (p);
}

/* Each step or jump played on its own on a copy (the library plays any
 * path without checks; a path of two squares is one step), and the
 * squares before and after compared. */
static guint
checkers_get_hops (FtRuleset *ruleset, const FtGameMove *move, FtMoveHop *hops)
{
  FtCheckersRuleset *self = SELF (ruleset);
  const FtCheckersTurn *turn = &move->checkers;
  FtCell path[FT_CHECKERS_MAX_PATH];
  FtCheckersState state = self->state;

  if (turn->length < 2 || turn->length > FT_CHECKERS_MAX_PATH)
    return 0;
  for (guint i = 0; i < turn->length; i++)
    path[i] = ft_cell_from_checkers (turn->path[i]);
  if (checkers_match_path (ruleset, path, turn->length, 0, &(FtGameMove) { 0 }) == FT_PATH_ILLEGAL)
    return 0;
  for (guint i = 1; i < turn->length; i++)
    {
      FtCheckersTurn step = { 2, { turn->path[i - 1], turn->path[i] } };
      FtCheckersState next = state;
      FtMoveHop *hop = &hops[i - 1];

      ft_checkers_state_play_turn (&next, &step);
      *hop = (FtMoveHop) { path[i - 1], path[i], { 0 }, { 0 }, TRUE, FT_NO_CELL, FT_NO_CELL,
                           FT_NO_CELL, { { 0 } } };
      piece_of (state.squares[step.path[0]], &hop->piece);
      hop->lands_as = hop->piece;
      if (next.squares[step.path[1]] != FT_CHECKERS_EMPTY)
        piece_of (next.squares[step.path[1]], &hop->lands_as);
      else
        {
          hop->survives = FALSE;
          hop->explosion = hop->to;
        }
      for (int sq = 0; sq < FT_CHECKERS_SQUARES; sq++)
        if (sq != step.path[0] && state.squares[sq] != FT_CHECKERS_EMPTY
            && next.squares[sq] == FT_CHECKERS_EMPTY)
          ft_cell_set_add (&hop->removed, ft_cell_from_checkers (sq));
      state = next;
    }
  return turn->length - 1u;
}

static const char *
checkers_get_kind_name (FtRuleset *self G_GNUC_UNUSED, guint kind, gboolean label)
{
  return ft_checkers_kind_name ((FtCheckersKind) kind, label);
}

static void
ft_checkers_ruleset_ruleset_init (FtRulesetInterface *iface)
{
  iface->get_kind = checkers_get_kind;
  iface->copy = checkers_copy;
  iface->get_files = checkers_get_size;
  iface->get_ranks = checkers_get_size;
  iface->is_playable = checkers_is_playable;
  iface->get_piece = checkers_get_piece;
  iface->describe_cell = checkers_describe_cell;
  iface->get_side_name = checkers_get_side_name;
  iface->write_cell = checkers_write_cell;
  iface->get_side_to_move = checkers_get_side_to_move;
  iface->get_check_cell = checkers_get_check_cell;
  iface->get_result = checkers_get_result;
  iface->get_targets = checkers_get_targets;
  iface->match_path = checkers_match_path;
  iface->list_choices = checkers_list_choices;
  iface->explain_illegal = checkers_explain_illegal;
  iface->is_legal = checkers_is_legal;
  iface->can_pass = checkers_can_pass;
  iface->waits_for_end_of_turn = checkers_waits_for_end_of_turn;
  iface->apply = checkers_apply;
  iface->can_undo = checkers_can_undo;
  iface->undo = checkers_undo;
  iface->write_move = checkers_write_move;
  iface->parse_move = checkers_parse_move;
  iface->write_position = checkers_write_position;
  iface->get_search_ops = checkers_get_search_ops;
  iface->snapshot_for_search = checkers_snapshot_for_search;
  iface->get_record_format = checkers_get_record_format;
  iface->get_player_tag = checkers_get_player_tag;
  iface->write_record = checkers_write_record;
  iface->read_record = checkers_read_record;
  iface->get_hops = checkers_get_hops;
  iface->get_kind_name = checkers_get_kind_name;
}
