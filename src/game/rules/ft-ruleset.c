/* ft-ruleset.c — see ft-ruleset.h: the interface's wrappers, the parts
 * every game shares (describing a cell) and the recorded game. */
#include "config.h"

#include "ft-ruleset.h"

G_DEFINE_INTERFACE (FtRuleset, ft_ruleset, G_TYPE_OBJECT)
G_DEFINE_QUARK (ft-ruleset-error-quark, ft_ruleset_error)

static void
ft_ruleset_default_init (FtRulesetInterface *iface G_GNUC_UNUSED)
{
}

#define IFACE(self) FT_RULESET_GET_IFACE (self)

FtGameKind
ft_ruleset_get_kind (FtRuleset *self)
{
  g_return_val_if_fail (FT_IS_RULESET (self), FT_GAME_KIND_CHESS);
  return IFACE (self)->get_kind (self);
}

FtRuleset *
ft_ruleset_copy (FtRuleset *self)
{
  g_return_val_if_fail (FT_IS_RULESET (self), NULL);
  return IFACE (self)->copy (self);
}

/* ---- The board ----------------------------------------------------------- */

guint
ft_ruleset_get_files (FtRuleset *self)
{
  g_return_val_if_fail (FT_IS_RULESET (self), 0);
  return IFACE (self)->get_files (self);
}

guint
ft_ruleset_get_ranks (FtRuleset *self)
{
  g_return_val_if_fail (FT_IS_RULESET (self), 0);
  return IFACE (self)->get_ranks (self);
}

static gboolean
on_board (FtRuleset *self, FtCell cell)
{
  return FT_CELL_IS_VALID (cell) && (guint) FT_CELL_FILE (cell) < ft_ruleset_get_files (self)
         && (guint) FT_CELL_RANK (cell) < ft_ruleset_get_ranks (self);
}

gboolean
ft_ruleset_is_playable (FtRuleset *self, FtCell cell)
{
  g_return_val_if_fail (FT_IS_RULESET (self), FALSE);
  return on_board (self, cell) && IFACE (self)->is_playable (self, cell);
}

gboolean
ft_ruleset_get_piece (FtRuleset *self, FtCell cell, FtGamePiece *piece)
{
  FtGamePiece found;

  g_return_val_if_fail (FT_IS_RULESET (self), FALSE);

  if (!on_board (self, cell) || !IFACE (self)->get_piece (self, cell, &found))
    return FALSE;
  if (piece != NULL)
    *piece = found;
  return TRUE;
}

char *
ft_ruleset_describe_cell (FtRuleset *self, FtCell cell)
{
  g_return_val_if_fail (FT_IS_RULESET (self), NULL);

  if (!on_board (self, cell))
    return NULL;
  return IFACE (self)->describe_cell (self, cell);
}

const char *
ft_ruleset_get_side_name (FtRuleset *self, FtColour side)
{
  g_return_val_if_fail (FT_IS_RULESET (self), NULL);
  return IFACE (self)->get_side_name (self, side & 1);
}

char *
ft_ruleset_write_cell (FtRuleset *self, FtCell cell)
{
  g_return_val_if_fail (FT_IS_RULESET (self), NULL);
  if (!on_board (self, cell))
    return g_strdup ("-");
  return IFACE (self)->write_cell (self, cell);
}

/* ---- The position -------------------------------------------------------- */

FtColour
ft_ruleset_get_side_to_move (FtRuleset *self)
{
  g_return_val_if_fail (FT_IS_RULESET (self), FT_WHITE);
  return IFACE (self)->get_side_to_move (self);
}

FtCell
ft_ruleset_get_check_cell (FtRuleset *self)
{
  g_return_val_if_fail (FT_IS_RULESET (self), FT_NO_CELL);
  return IFACE (self)->get_check_cell (self);
}

FtResult
ft_ruleset_get_result (FtRuleset *self, FtResultReason *reason)
{
  FtResultReason why = FT_REASON_NONE;
  FtResult result;

  g_return_val_if_fail (FT_IS_RULESET (self), FT_RESULT_NONE);

  result = IFACE (self)->get_result (self, &why);
  if (reason != NULL)
    *reason = result != FT_RESULT_NONE ? why : FT_REASON_NONE;
  return result;
}

/* ---- Moves --------------------------------------------------------------- */

void
ft_ruleset_get_targets (FtRuleset *self, const FtCell *path, guint length, FtCellSet *targets)
{
  g_return_if_fail (FT_IS_RULESET (self));
  g_return_if_fail (targets != NULL);

  ft_cell_set_clear (targets);
  if (path == NULL || length == 0)
    return;
  IFACE (self)->get_targets (self, path, length, targets);
}

FtPathStatus
ft_ruleset_match_path (FtRuleset *self, const FtCell *path, guint length, guint choice,
                       FtGameMove *move)
{
  FtGameMove found;
  FtPathStatus status;

  g_return_val_if_fail (FT_IS_RULESET (self), FT_PATH_ILLEGAL);

  if (path == NULL || length == 0)
    return FT_PATH_ILLEGAL;
  status = IFACE (self)->match_path (self, path, length, choice, &found);
  if (move != NULL && (status == FT_PATH_COMPLETE || status == FT_PATH_MAY_CONTINUE))
    *move = found;
  return status;
}

guint
ft_ruleset_list_choices (FtRuleset *self, const FtCell *path, guint length, guint *choices)
{
  g_return_val_if_fail (FT_IS_RULESET (self), 0);
  g_return_val_if_fail (choices != NULL, 0);

  if (path == NULL || length == 0)
    return 0;
  return IFACE (self)->list_choices (self, path, length, choices);
}

char *
ft_ruleset_explain_illegal (FtRuleset *self, const FtCell *path, guint length)
{
  g_return_val_if_fail (FT_IS_RULESET (self), NULL);

  if (path == NULL || length == 0)
    return NULL;
  return IFACE (self)->explain_illegal (self, path, length);
}

gboolean
ft_ruleset_is_legal (FtRuleset *self, const FtGameMove *move)
{
  g_return_val_if_fail (FT_IS_RULESET (self), FALSE);
  g_return_val_if_fail (move != NULL, FALSE);

  if (move->kind != ft_ruleset_get_kind (self))
    return FALSE;
  if (ft_game_move_is_pass (move))
    return FALSE;
  return IFACE (self)->is_legal (self, move);
}

gboolean
ft_ruleset_can_pass (FtRuleset *self)
{
  g_return_val_if_fail (FT_IS_RULESET (self), FALSE);
  return IFACE (self)->can_pass (self);
}

gboolean
ft_ruleset_waits_for_end_of_turn (FtRuleset *self)
{
  g_return_val_if_fail (FT_IS_RULESET (self), FALSE);
  return IFACE (self)->waits_for_end_of_turn != NULL && IFACE (self)->waits_for_end_of_turn (self);
}

void
ft_ruleset_apply (FtRuleset *self, const FtGameMove *move)
{
  g_return_if_fail (FT_IS_RULESET (self));
  g_return_if_fail (move != NULL && move->kind == ft_ruleset_get_kind (self));
  IFACE (self)->apply (self, move);
}

gboolean
ft_ruleset_can_undo (FtRuleset *self)
{
  g_return_val_if_fail (FT_IS_RULESET (self), FALSE);
  return IFACE (self)->can_undo (self);
}

gboolean
ft_ruleset_undo (FtRuleset *self)
{
  g_return_val_if_fail (FT_IS_RULESET (self), FALSE);

  if (!IFACE (self)->can_undo (self))
    return FALSE;
  IFACE (self)->undo (self);
  return TRUE;
}

void
ft_ruleset_get_premove_targets (FtRuleset *self, FtCell from, FtCellSet *targets)
{
  g_return_if_fail (FT_IS_RULESET (self));
  g_return_if_fail (targets != NULL);

  ft_cell_set_clear (targets);
  if (IFACE (self)->get_premove_targets != NULL && on_board (self, from))
    IFACE (self)->get_premove_targets (self, from, targets);
}

/* ---- Notation -------------------------------------------------------------- */

char *
ft_ruleset_write_move (FtRuleset *self, const FtGameMove *move, char buf[FT_NOTATION_MAX])
{
  g_return_val_if_fail (FT_IS_RULESET (self), NULL);
  g_return_val_if_fail (move != NULL && buf != NULL, NULL);
  return IFACE (self)->write_move (self, move, buf);
}

gboolean
ft_ruleset_parse_move (FtRuleset *self, const char *text, FtGameMove *move, GError **error)
{
  FtGameMove found;

  g_return_val_if_fail (FT_IS_RULESET (self), FALSE);
  g_return_val_if_fail (text != NULL, FALSE);

  if (!IFACE (self)->parse_move (self, text, &found, error))
    return FALSE;
  if (move != NULL)
    *move = found;
  return TRUE;
}

char *
ft_ruleset_write_position (FtRuleset *self)
{
  g_return_val_if_fail (FT_IS_RULESET (self), NULL);
  return IFACE (self)->write_position (self);
}

/* ---- The computer ---------------------------------------------------------- */

const FtSearchOps *
ft_ruleset_get_search_ops (FtRuleset *self)
{
  g_return_val_if_fail (FT_IS_RULESET (self), NULL);
  return IFACE (self)->get_search_ops (self);
}

gpointer
ft_ruleset_snapshot_for_search (FtRuleset *self, const FtPast *past)
{
  g_return_val_if_fail (FT_IS_RULESET (self), NULL);
  return IFACE (self)->snapshot_for_search (self, past);
}

/* ---- The save format ------------------------------------------------------- */

const FtRecordFormat *
ft_ruleset_get_record_format (FtRuleset *self)
{
  g_return_val_if_fail (FT_IS_RULESET (self), NULL);
  return IFACE (self)->get_record_format (self);
}

const char *
ft_ruleset_get_player_tag (FtRuleset *self, FtColour side)
{
  g_return_val_if_fail (FT_IS_RULESET (self), NULL);
  return IFACE (self)->get_player_tag (self, side & 1);
}

char *
ft_recorded_game_write (const FtRecordedGame *record)
{
  g_return_val_if_fail (record != NULL && FT_IS_RULESET (record->start), NULL);
  return IFACE (record->start)->write_record (record->start, record);
}

FtRecordedGame *
ft_ruleset_read_record (FtRuleset *prototype, const char *text, gsize length, guint *line,
                        guint *column, GError **error)
{
  guint here_line = 1, here_column = 1;
  FtRecordedGame *record;

  g_return_val_if_fail (FT_IS_RULESET (prototype), NULL);
  g_return_val_if_fail (text != NULL || length == 0, NULL);

  record = IFACE (prototype)->read_record (prototype, text != NULL ? text : "", length,
                                           &here_line, &here_column, error);
  if (line != NULL)
    *line = here_line;
  if (column != NULL)
    *column = here_column;
  return record;
}

FtRecordedGame *
ft_recorded_game_new (FtRuleset *start)
{
  FtRecordedGame *record;

  g_return_val_if_fail (FT_IS_RULESET (start), NULL);

  record = g_new0 (FtRecordedGame, 1);
  record->start = ft_ruleset_copy (start);
  record->moves = g_array_new (FALSE, FALSE, sizeof (FtGameMove));
  record->clock_ms = g_array_new (FALSE, FALSE, sizeof (gint64));
  record->tag_names = g_ptr_array_new_with_free_func (g_free);
  record->tag_values = g_ptr_array_new_with_free_func (g_free);
  return record;
}

void
ft_recorded_game_free (FtRecordedGame *record)
{
  if (record == NULL)
    return;
  g_clear_object (&record->start);
  g_array_unref (record->moves);
  g_array_unref (record->clock_ms);
  g_ptr_array_unref (record->tag_names);
  g_ptr_array_unref (record->tag_values);
  g_free (record);
}

const char *
ft_recorded_game_get_tag (const FtRecordedGame *record, const char *name)
{
  g_return_val_if_fail (record != NULL && name != NULL, NULL);

  for (guint i = 0; i < record->tag_names->len; i++)
    if (g_strcmp0 (record->tag_names->pdata[i], name) == 0)
      return record->tag_values->pdata[i];
  return NULL;
}

void
ft_recorded_game_set_tag (FtRecordedGame *record, const char *name, const char *value)
{
  g_return_if_fail (record != NULL && name != NULL);

  for (guint i = 0; i < record->tag_names->len; i++)
    if (g_strcmp0 (record->tag_names->pdata[i], name) == 0)
      {
        if (value == NULL)
          {
            g_ptr_array_remove_index (record->tag_names, i);
            g_ptr_array_remove_index (record->tag_values, i);
          }
        else
          {
            g_free (record->tag_values->pdata[i]);
            record->tag_values->pdata[i] = g_strdup (value);
          }
        return;
      }
  if (value == NULL)
    return;
  g_ptr_array_add (record->tag_names, g_strdup (name));
  g_ptr_array_add (record->tag_values, g_strdup (value));
}

void
ft_recorded_game_add_move (FtRecordedGame *record, const FtGameMove *move, gint64 clock_ms)
{
  g_return_if_fail (record != NULL && move != NULL);

  g_array_append_val (record->moves, *move);
  g_array_append_val (record->clock_ms, clock_ms);
}

/* ---- What a board shows ---------------------------------------------------- */

guint
ft_ruleset_get_hops (FtRuleset *self, const FtGameMove *move, FtMoveHop *hops)
{
  g_return_val_if_fail (FT_IS_RULESET (self), 0);
  g_return_val_if_fail (move != NULL && hops != NULL, 0);

  if (move->kind != ft_ruleset_get_kind (self) || ft_game_move_is_pass (move))
    return 0;
  return IFACE (self)->get_hops (self, move, hops);
}

const char *
ft_ruleset_get_kind_name (FtRuleset *self, guint kind, gboolean label)
{
  g_return_val_if_fail (FT_IS_RULESET (self), "");
  return IFACE (self)->get_kind_name (self, kind, label);
}

gboolean
ft_ruleset_get_visible_cells (FtRuleset *self, FtColour viewer, FtCellSet *visible)
{
  g_return_val_if_fail (FT_IS_RULESET (self), FALSE);
  g_return_val_if_fail (visible != NULL, FALSE);

  ft_cell_set_clear (visible);
  return IFACE (self)->get_visible_cells != NULL
         && IFACE (self)->get_visible_cells (self, viewer & 1, visible);
}

FtCell
ft_ruleset_get_mate_cells (FtRuleset *self, FtCellSet *contributors)
{
  g_return_val_if_fail (FT_IS_RULESET (self), FT_NO_CELL);
  g_return_val_if_fail (contributors != NULL, FT_NO_CELL);

  ft_cell_set_clear (contributors);
  if (IFACE (self)->get_mate_cells == NULL)
    return FT_NO_CELL;
  return IFACE (self)->get_mate_cells (self, contributors);
}

gboolean
ft_ruleset_get_promotion_cells (FtRuleset *self, FtColour side, FtCellSet *cells)
{
  g_return_val_if_fail (FT_IS_RULESET (self), FALSE);
  g_return_val_if_fail (cells != NULL, FALSE);

  ft_cell_set_clear (cells);
  return IFACE (self)->get_promotion_cells != NULL
         && IFACE (self)->get_promotion_cells (self, side & 1, cells);
}
