/* ft-board-model-input.c — what the player does on the board: picking a
 * piece up (its targets worked out by the rules), sending it on (a chess
 * move, or a checkers turn one landing cell after another), the promotion
 * choice, premoves, drags, the keyboard cursor, and the refusals. */
#include "config.h"

#include <string.h>

#include <glib/gi18n-lib.h>

#include "ft-board-model-private.h"

#define SIGNALS _ft_board_model_signals
#define PROPS _ft_board_model_props

/* ---- Who may do what ---------------------------------------------------------- */

static FtColour
side_to_move (FtBoardModel *self)
{
  return ft_game_get_turn (self->game);
}

gboolean
ft_board_model_takes_moves (FtBoardModel *self)
{
  g_return_val_if_fail (FT_IS_BOARD_MODEL (self), FALSE);

  /* While a promotion is chosen, the choice has the input. */
  if (self->game == NULL || ft_game_is_over (self->game) || !ft_game_is_turn_started (self->game)
      || self->moving || self->n_promotion_choices > 0 || self->browsed != NULL)
    return FALSE;
  return (self->interactive_colours & (1u << side_to_move (self))) != 0;
}

/* Premoves: one side plays by hand (two people have no waiting side), the
 * other is to move, the game goes on. A move of the player's may still be
 * travelling. Not while browsing. */
static gboolean
premove_allowed (FtBoardModel *self)
{
  if (!self->premove_enabled || self->game == NULL || ft_game_is_over (self->game)
      || self->n_promotion_choices > 0 || self->browsed != NULL)
    return FALSE;
  return self->interactive_colours == (FT_BOARD_BOTH_COLOURS & ~(1u << side_to_move (self)));
}

/* The side whose pieces may be picked up now: the side to move on its
 * turn, or the waiting side for a premove; -1 for none. */
int
_ft_board_model_picking_side (FtBoardModel *self)
{
  if (ft_board_model_takes_moves (self))
    return side_to_move (self);
  if (premove_allowed (self))
    return FT_OTHER_COLOUR (side_to_move (self));
  return -1;
}

static gboolean
is_own_piece (FtBoardModel *self, FtCell cell)
{
  FtGamePiece piece;
  int side = _ft_board_model_picking_side (self);

  return side >= 0 && ft_board_picture_get (&self->picture, cell, &piece) && (int) piece.side == side;
}

gboolean
ft_board_model_can_pick (FtBoardModel *self, FtCell cell)
{
  g_return_val_if_fail (FT_IS_BOARD_MODEL (self), FALSE);

  /* During a turn being built only the piece on its way. */
  if (self->path_length >= 2)
    return cell == self->path[self->path_length - 1] && ft_board_model_takes_moves (self);
  return is_own_piece (self, cell);
}

FtCell
ft_board_model_get_hover (FtBoardModel *self, FtCell pointer)
{
  g_return_val_if_fail (FT_IS_BOARD_MODEL (self), FT_NO_CELL);

  if (pointer == FT_NO_CELL || self->drag_source != FT_NO_CELL || _ft_board_model_picking_side (self) < 0)
    return FT_NO_CELL;
  if (ft_cell_set_has (&self->targets, pointer) || ft_board_model_can_pick (self, pointer))
    return pointer;
  return FT_NO_CELL;
}

/* ---- Selection ------------------------------------------------------------------ */

void
_ft_board_model_drop_input (FtBoardModel *self)
{
  gboolean was_choosing = self->n_promotion_choices > 0;

  self->selecting_premove = FALSE;
  self->drag_source = FT_NO_CELL;
  self->n_promotion_choices = 0;
  if (was_choosing)
    g_object_notify_by_pspec (G_OBJECT (self), PROPS[FT_BOARD_MODEL_PROP_CHOOSING_PROMOTION]);
  if (self->path_length == 0)
    return;
  self->path_length = 0;
  ft_cell_set_clear (&self->targets);
  ft_cell_set_clear (&self->captures);
  _ft_board_model_update_picture (self);
  _ft_board_model_changed (self);
}

/* Where the turn being built may go next, and which of those take
 * something (their hops remove a piece). */
static void
find_targets (FtBoardModel *self)
{
  FtRuleset *rules = ft_board_model_get_rules (self);
  FtCell path[FT_GAME_MOVE_MAX_CELLS];
  FtMoveHop hops[FT_GAME_MOVE_MAX_CELLS];
  guint files = ft_ruleset_get_files (rules), ranks = ft_ruleset_get_ranks (rules);

  ft_cell_set_clear (&self->captures);
  if (self->selecting_premove)
    ft_ruleset_get_premove_targets (rules, self->path[0], &self->targets);
  else
    ft_ruleset_get_targets (rules, self->path, self->path_length, &self->targets);
  memcpy (path, self->path, self->path_length * sizeof (FtCell));
  for (guint rank = 0; rank < ranks; rank++)
    for (guint file = 0; file < files; file++)
      {
        FtCell cell = FT_CELL (file, rank);
        FtGamePiece there;
        FtGameMove move;
        guint n;

        if (!ft_cell_set_has (&self->targets, cell))
          continue;
        /* A premove takes what stands there now, if it is the other side's. */
        if (self->selecting_premove)
          {
            if (ft_board_picture_get (&self->picture, cell, &there)
                && (int) there.side != _ft_board_model_picking_side (self))
              ft_cell_set_add (&self->captures, cell);
            continue;
          }
        path[self->path_length] = cell;
        /* A promotion's choices all take the same: the first one tells. */
        if (!_ft_board_model_path_move (self, path, self->path_length + 1, &move)
            && ft_ruleset_match_path (rules, path, self->path_length + 1, FT_QUEEN, &move) != FT_PATH_COMPLETE)
          continue;
        n = ft_ruleset_get_hops (rules, &move, hops);
        if (n > 0 && ft_cell_set_count (&hops[n - 1].removed) > 0)
          ft_cell_set_add (&self->captures, cell);
      }
}

static void
select_cell (FtBoardModel *self, FtCell cell, gboolean premove)
{
  _ft_board_model_drop_input (self);
  self->path[0] = cell;
  self->path_length = 1;
  self->selecting_premove = premove;
  find_targets (self);
  _ft_board_model_changed (self);
  _ft_board_model_say_selection (self);
}

static void
refuse (FtBoardModel *self, FtBoardRefusal reason, const char *message, FtCell cell)
{
  _ft_board_model_say (self, message);
  g_signal_emit (self, SIGNALS[FT_BOARD_MODEL_SIGNAL_REFUSED], 0, (guint) reason, message, cell);
}

/* Ask the owner to play `move`; the model never plays a move itself. */
static void
request (FtBoardModel *self, const FtGameMove *move)
{
  FtGameMove copy = *move;

  _ft_board_model_drop_input (self);
  g_signal_emit (self, SIGNALS[FT_BOARD_MODEL_SIGNAL_MOVE_REQUESTED], 0, &copy);
}

static gboolean
waits_for_end_of_turn (FtBoardModel *self)
{
  return ft_ruleset_waits_for_end_of_turn (ft_board_model_get_rules (self));
}

/* Select the piece on `cell` for a move, unless the rules say why it
 * cannot move at all (checkers: another piece must capture). */
static void
pick (FtBoardModel *self, FtCell cell)
{
  g_autofree char *why = NULL;

  select_cell (self, cell, FALSE);
  if (ft_cell_set_count (&self->targets) > 0)
    return;
  why = ft_ruleset_explain_illegal (ft_board_model_get_rules (self), &cell, 1);
  if (why == NULL)
    return;
  _ft_board_model_drop_input (self);
  refuse (self, FT_BOARD_REFUSAL_ILLEGAL, why, cell);
}

/* Send the turn being built on to `cell`, one of its targets. */
static void
extend (FtBoardModel *self, FtCell cell)
{
  FtRuleset *rules = ft_board_model_get_rules (self);
  FtGameMove move;
  FtPathStatus status;

  self->path[self->path_length++] = cell;
  status = ft_ruleset_match_path (rules, self->path, self->path_length, 0, &move);
  switch (status)
    {
    case FT_PATH_COMPLETE:
      if (!waits_for_end_of_turn (self))
        {
          request (self, &move);
          return;
        }
      break;
    case FT_PATH_NEEDS_CHOICE:
      {
        guint choices[G_N_ELEMENTS (self->promotion_choices)];
        guint n = ft_ruleset_list_choices (rules, self->path, self->path_length, choices);

        /* Without the choice on: the first one (the queen), as before. */
        if (!self->choose_promotion || n < 2)
          {
            if (n == 0 || ft_ruleset_match_path (rules, self->path, self->path_length, choices[0], &move)
                            != FT_PATH_COMPLETE)
              {
                self->path_length--;
                return;
              }
            request (self, &move);
            return;
          }
        memcpy (self->promotion_choices, choices, sizeof choices);
        self->n_promotion_choices = n;
      }
      /* The piece stays selected, its destination marked, while the choice
       * waits. */
      g_object_notify_by_pspec (G_OBJECT (self), PROPS[FT_BOARD_MODEL_PROP_CHOOSING_PROMOTION]);
      _ft_board_model_changed (self);
      return;
    case FT_PATH_MAY_CONTINUE:
    case FT_PATH_PARTIAL:
      break;
    case FT_PATH_ILLEGAL:
    default:
      self->path_length--;
      return;
    }
  /* The turn goes on from the landing cell (or waits to be ended). */
  find_targets (self);
  _ft_board_model_update_picture (self);
  _ft_board_model_changed (self);
}

/* A cell that is no target: the rules say why, or the king must be
 * defended (then it flashes). The selection goes, unless a turn is being
 * built (its jumps so far stay). */
static void
refuse_target (FtBoardModel *self, FtCell cell)
{
  FtRuleset *rules = ft_board_model_get_rules (self);
  FtCell path[FT_GAME_MOVE_MAX_CELLS];
  g_autofree char *why = NULL;
  guint length = self->path_length;

  memcpy (path, self->path, length * sizeof (FtCell));
  path[length] = cell;
  why = ft_ruleset_explain_illegal (rules, path, length + 1);
  if (length == 1)
    _ft_board_model_drop_input (self);
  if (why == NULL)
    return;
  /* Chess: the one reason it gives is the king left attacked. */
  if (ft_ruleset_get_kind (rules) == FT_GAME_KIND_CHESS)
    {
      FtCell king = FT_NO_CELL;
      FtGamePiece piece;
      int side = side_to_move (self);

      for (FtCell c = 0; c < FT_N_CELLS && king == FT_NO_CELL; c++)
        if (ft_board_picture_get (&self->picture, c, &piece) && (int) piece.side == side
            && piece.kind == FT_KING)
          king = c;
      refuse (self, FT_BOARD_REFUSAL_KING_EXPOSED, why, king);
      return;
    }
  refuse (self, FT_BOARD_REFUSAL_ILLEGAL, why, cell);
}

/* A click while a turn is being built (checkers, after a jump). */
static void
click_in_turn (FtBoardModel *self, FtCell cell)
{
  if (ft_cell_set_has (&self->targets, cell))
    extend (self, cell);
  else if (cell == self->path[self->path_length - 1])
    ft_board_model_end_turn (self);
  else if (cell != FT_NO_CELL)
    refuse_target (self, cell);
}

/* ---- Premoves ---------------------------------------------------------------------- */

void
_ft_board_model_forget_premove (FtBoardModel *self)
{
  if (self->selecting_premove)
    _ft_board_model_drop_input (self);
  if (self->premove_from == FT_NO_CELL)
    return;
  self->premove_from = self->premove_to = FT_NO_CELL;
  _ft_board_model_changed (self);
}

static void
set_premove (FtBoardModel *self, FtCell from, FtCell to)
{
  _ft_board_model_drop_input (self);
  self->premove_from = from;
  self->premove_to = to;
  _ft_board_model_changed (self);
}

/* A piece picked up for a premove, if the rules give it somewhere to go. */
static void
pick_for_premove (FtBoardModel *self, FtCell cell)
{
  select_cell (self, cell, TRUE);
  if (ft_cell_set_count (&self->targets) == 0)
    _ft_board_model_drop_input (self);
}

/* A click while the other side thinks: pick up a piece, drop it on one of
 * its targets (the premove), or let go. Any click replaces or clears the
 * premove already waiting, as on lichess. */
static void
premove_click (FtBoardModel *self, FtCell cell)
{
  if (self->path_length > 0)
    {
      if (cell != self->path[0] && ft_cell_set_has (&self->targets, cell))
        set_premove (self, self->path[0], cell);
      else if (cell != self->path[0] && is_own_piece (self, cell))
        pick_for_premove (self, cell);
      else
        _ft_board_model_drop_input (self);
      return;
    }
  _ft_board_model_forget_premove (self);
  if (is_own_piece (self, cell))
    pick_for_premove (self, cell);
}

/* The premove's side begins its turn: request the premove if it is legal
 * now (a promotion takes the first choice, the queen), else drop it and
 * say so. A piece picked up for a premove is put down: its targets were no
 * legal moves. */
void
_ft_board_model_turn_started (FtBoardModel *self, FtColour side)
{
  FtRuleset *rules;
  FtCell path[2] = { self->premove_from, self->premove_to };
  guint choices[16];
  FtGameMove move;

  if ((self->interactive_colours & (1u << side)) == 0)
    return;
  if (self->selecting_premove)
    _ft_board_model_drop_input (self);
  if (path[0] == FT_NO_CELL)
    return;
  self->premove_from = self->premove_to = FT_NO_CELL;
  _ft_board_model_changed (self);
  if (!ft_board_model_takes_moves (self))
    return;
  rules = ft_board_model_get_rules (self);
  switch (ft_ruleset_match_path (rules, path, 2, 0, &move))
    {
    case FT_PATH_NEEDS_CHOICE:
      if (ft_ruleset_list_choices (rules, path, 2, choices) > 0
          && ft_ruleset_match_path (rules, path, 2, choices[0], &move) == FT_PATH_COMPLETE)
        {
          request (self, &move);
          return;
        }
      break;
    case FT_PATH_COMPLETE:
      request (self, &move);
      return;
    case FT_PATH_MAY_CONTINUE:
    case FT_PATH_PARTIAL:
    case FT_PATH_ILLEGAL:
    default:
      break;
    }
  g_signal_emit (self, SIGNALS[FT_BOARD_MODEL_SIGNAL_PREMOVE_DROPPED], 0, path[0], path[1]);
}

void
ft_board_model_set_premove_enabled (FtBoardModel *self, gboolean enabled)
{
  g_return_if_fail (FT_IS_BOARD_MODEL (self));

  enabled = !!enabled;
  if (self->premove_enabled == enabled)
    return;
  self->premove_enabled = enabled;
  if (!enabled)
    _ft_board_model_forget_premove (self);
  g_object_notify_by_pspec (G_OBJECT (self), PROPS[FT_BOARD_MODEL_PROP_PREMOVE]);
}

gboolean
ft_board_model_get_premove_enabled (FtBoardModel *self)
{
  g_return_val_if_fail (FT_IS_BOARD_MODEL (self), FALSE);
  return self->premove_enabled;
}

gboolean
ft_board_model_get_premove (FtBoardModel *self, FtCell *from, FtCell *to)
{
  g_return_val_if_fail (FT_IS_BOARD_MODEL (self), FALSE);

  if (from != NULL)
    *from = self->premove_from;
  if (to != NULL)
    *to = self->premove_to;
  return self->premove_from != FT_NO_CELL;
}

void
ft_board_model_clear_premove (FtBoardModel *self)
{
  g_return_if_fail (FT_IS_BOARD_MODEL (self));
  _ft_board_model_forget_premove (self);
}

gboolean
ft_board_model_secondary_click (FtBoardModel *self)
{
  g_return_val_if_fail (FT_IS_BOARD_MODEL (self), FALSE);

  if (self->premove_from == FT_NO_CELL && !self->selecting_premove)
    return FALSE;
  _ft_board_model_forget_premove (self);
  return TRUE;
}

/* ---- Clicks and drags -------------------------------------------------------------- */

void
ft_board_model_click (FtBoardModel *self, FtCell cell)
{
  FtGamePiece piece;

  g_return_if_fail (FT_IS_BOARD_MODEL (self));

  if (!_ft_board_model_on_board (self, cell))
    cell = FT_NO_CELL;
  if (!ft_board_model_takes_moves (self))
    {
      if (premove_allowed (self))
        premove_click (self, cell);
      return;
    }
  if (self->path_length >= 2)
    click_in_turn (self, cell);
  else if (self->path_length == 1 && cell == self->path[0])
    _ft_board_model_drop_input (self);
  else if (self->path_length == 1 && ft_cell_set_has (&self->targets, cell))
    extend (self, cell);
  else if (is_own_piece (self, cell))
    pick (self, cell);
  else if (self->path_length == 1 && cell != FT_NO_CELL)
    refuse_target (self, cell);
  else if (self->path_length == 1)
    _ft_board_model_drop_input (self);
  else if (ft_board_picture_get (&self->picture, cell, &piece) && !ft_board_model_is_fogged (self, cell))
    refuse (self, FT_BOARD_REFUSAL_NOT_YOUR_PIECE, _("Not your piece"), cell);
}

gboolean
ft_board_model_drag_begin (FtBoardModel *self, FtCell cell)
{
  g_return_val_if_fail (FT_IS_BOARD_MODEL (self), FALSE);

  if (!ft_board_model_can_pick (self, cell))
    return FALSE;
  if (ft_board_model_get_selected (self) != cell)
    {
      if (ft_board_model_takes_moves (self))
        pick (self, cell);
      else
        {
          _ft_board_model_forget_premove (self);
          pick_for_premove (self, cell);
        }
      if (ft_board_model_get_selected (self) != cell)
        return FALSE;
    }
  self->drag_source = cell;
  _ft_board_model_changed (self);
  return TRUE;
}

void
ft_board_model_drag_drop (FtBoardModel *self, FtCell cell)
{
  FtCell source;

  g_return_if_fail (FT_IS_BOARD_MODEL (self));

  source = self->drag_source;
  if (source == FT_NO_CELL)
    return;
  self->drag_source = FT_NO_CELL;
  _ft_board_model_changed (self);
  if (!_ft_board_model_on_board (self, cell))
    cell = FT_NO_CELL;
  /* Dropped back where it came from: it stays selected, as after a click. */
  if (cell == source)
    return;
  if (!ft_board_model_takes_moves (self))
    {
      /* A premove waits on its target; elsewhere the piece is let go. */
      if (self->selecting_premove && cell != FT_NO_CELL && ft_cell_set_has (&self->targets, cell))
        set_premove (self, source, cell);
      else
        _ft_board_model_drop_input (self);
      return;
    }
  if (cell != FT_NO_CELL && ft_cell_set_has (&self->targets, cell))
    {
      /* The piece is already where it goes: the view shows no travel if
       * the owner plays the move at once (from inside the request). */
      self->dropping = TRUE;
      extend (self, cell);
      self->dropping = FALSE;
    }
  else if (cell != FT_NO_CELL)
    {
      if (self->path_length >= 2)
        click_in_turn (self, cell);
      else
        refuse_target (self, cell);
    }
  else if (self->path_length < 2)
    _ft_board_model_drop_input (self);
}

void
ft_board_model_drag_cancel (FtBoardModel *self)
{
  g_return_if_fail (FT_IS_BOARD_MODEL (self));

  if (self->drag_source == FT_NO_CELL)
    return;
  self->drag_source = FT_NO_CELL;
  _ft_board_model_changed (self);
}

FtCell
ft_board_model_get_drag_source (FtBoardModel *self)
{
  g_return_val_if_fail (FT_IS_BOARD_MODEL (self), FT_NO_CELL);
  return self->drag_source;
}

/* ---- Ending a turn, Escape ------------------------------------------------------------- */

gboolean
ft_board_model_can_end_turn (FtBoardModel *self)
{
  g_return_val_if_fail (FT_IS_BOARD_MODEL (self), FALSE);

  if (self->path_length < 2 || !ft_board_model_takes_moves (self))
    return FALSE;
  switch (ft_ruleset_match_path (ft_board_model_get_rules (self), self->path, self->path_length, 0, NULL))
    {
    case FT_PATH_COMPLETE:
    case FT_PATH_MAY_CONTINUE:
      return TRUE;
    case FT_PATH_PARTIAL:
    case FT_PATH_NEEDS_CHOICE:
    case FT_PATH_ILLEGAL:
    default:
      return FALSE;
    }
}

gboolean
ft_board_model_end_turn (FtBoardModel *self)
{
  FtGameMove move;

  g_return_val_if_fail (FT_IS_BOARD_MODEL (self), FALSE);

  if (!ft_board_model_can_end_turn (self))
    return FALSE;
  ft_ruleset_match_path (ft_board_model_get_rules (self), self->path, self->path_length, 0, &move);
  request (self, &move);
  return TRUE;
}

gboolean
ft_board_model_cancel (FtBoardModel *self)
{
  g_return_val_if_fail (FT_IS_BOARD_MODEL (self), FALSE);

  if (self->path_length > 0 || self->n_promotion_choices > 0)
    _ft_board_model_drop_input (self);
  else if (self->premove_from != FT_NO_CELL)
    _ft_board_model_forget_premove (self);
  else
    return FALSE;
  return TRUE;
}

/* ---- Promotion ------------------------------------------------------------------------- */

void
ft_board_model_set_choose_promotion (FtBoardModel *self, gboolean choose)
{
  g_return_if_fail (FT_IS_BOARD_MODEL (self));

  choose = !!choose;
  if (self->choose_promotion == choose)
    return;
  self->choose_promotion = choose;
  g_object_notify_by_pspec (G_OBJECT (self), PROPS[FT_BOARD_MODEL_PROP_CHOOSE_PROMOTION]);
}

gboolean
ft_board_model_get_choose_promotion (FtBoardModel *self)
{
  g_return_val_if_fail (FT_IS_BOARD_MODEL (self), FALSE);
  return self->choose_promotion;
}

gboolean
ft_board_model_is_choosing_promotion (FtBoardModel *self)
{
  g_return_val_if_fail (FT_IS_BOARD_MODEL (self), FALSE);
  return self->n_promotion_choices > 0;
}

guint
ft_board_model_get_promotion_choices (FtBoardModel *self, FtCell *to, guint *choices)
{
  g_return_val_if_fail (FT_IS_BOARD_MODEL (self), 0);

  if (self->n_promotion_choices == 0)
    return 0;
  if (to != NULL)
    *to = self->path[self->path_length - 1];
  if (choices != NULL)
    memcpy (choices, self->promotion_choices, self->n_promotion_choices * sizeof (guint));
  return self->n_promotion_choices;
}

const char *
ft_board_model_get_choice_label (FtBoardModel *self, guint choice)
{
  g_return_val_if_fail (FT_IS_BOARD_MODEL (self), "");

  if (self->game == NULL)
    return "";
  return ft_ruleset_get_kind_name (ft_board_model_get_rules (self), choice, TRUE);
}

void
ft_board_model_choose_promotion (FtBoardModel *self, guint choice)
{
  FtGameMove move;

  g_return_if_fail (FT_IS_BOARD_MODEL (self));
  g_return_if_fail (self->n_promotion_choices > 0);

  if (ft_ruleset_match_path (ft_board_model_get_rules (self), self->path, self->path_length, choice,
                             &move) != FT_PATH_COMPLETE)
    {
      g_critical ("%s: %u is not one of the choices offered", G_STRFUNC, choice);
      return;
    }
  request (self, &move);
}

void
ft_board_model_cancel_promotion (FtBoardModel *self)
{
  g_return_if_fail (FT_IS_BOARD_MODEL (self));

  if (self->n_promotion_choices > 0)
    _ft_board_model_drop_input (self);
}

/* ---- Sides ------------------------------------------------------------ */

void
ft_board_model_set_interactive_colours (FtBoardModel *self, guint colours)
{
  g_return_if_fail (FT_IS_BOARD_MODEL (self));
  g_return_if_fail ((colours & ~FT_BOARD_BOTH_COLOURS) == 0);

  if (self->interactive_colours == colours)
    return;
  self->interactive_colours = colours;
  /* A premove belongs to the player who made it; a selection or a choice
   * made for a side that no longer plays by hand goes too. */
  _ft_board_model_forget_premove (self);
  if (self->game != NULL && (colours & (1u << side_to_move (self))) == 0)
    _ft_board_model_drop_input (self);
  g_object_notify_by_pspec (G_OBJECT (self), PROPS[FT_BOARD_MODEL_PROP_INTERACTIVE_COLOURS]);
}

guint
ft_board_model_get_interactive_colours (FtBoardModel *self)
{
  g_return_val_if_fail (FT_IS_BOARD_MODEL (self), 0);
  return self->interactive_colours;
}
