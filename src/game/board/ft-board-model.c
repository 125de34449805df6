/* ft-board-model.c — the board model's object: the game and the position
 * shown (live or browsed, with the turn being built on it), what each cell
 * shows, fog of war, the moves shown and browsing. Input is
 * ft-board-model-input.c's, the keyboard cursor and speech
 * ft-board-model-access.c's; pictures ft-board-picture.c's. */
#include "config.h"

#include <string.h>

#include "ft-board-model-private.h"

G_DEFINE_FINAL_TYPE (FtBoardModel, ft_board_model, G_TYPE_OBJECT)

guint _ft_board_model_signals[FT_BOARD_MODEL_N_SIGNALS];
GParamSpec *_ft_board_model_props[FT_BOARD_MODEL_N_PROPS];

#define PROPS _ft_board_model_props
#define SIGNALS _ft_board_model_signals

/* ---- The position shown ------------------------------------------------------ */

FtRuleset *
ft_board_model_get_rules (FtBoardModel *self)
{
  g_return_val_if_fail (FT_IS_BOARD_MODEL (self), NULL);

  if (self->browsed != NULL)
    return self->browsed;
  return self->game != NULL ? ft_game_get_rules (self->game) : NULL;
}

FtGameKind
ft_board_model_get_kind (FtBoardModel *self)
{
  g_return_val_if_fail (FT_IS_BOARD_MODEL (self), FT_GAME_KIND_CHESS);
  return self->game != NULL ? ft_game_get_kind (self->game) : FT_GAME_KIND_CHESS;
}

guint
ft_board_model_get_files (FtBoardModel *self)
{
  FtRuleset *rules = ft_board_model_get_rules (self);

  return rules != NULL ? ft_ruleset_get_files (rules) : 0;
}

guint
ft_board_model_get_ranks (FtBoardModel *self)
{
  FtRuleset *rules = ft_board_model_get_rules (self);

  return rules != NULL ? ft_ruleset_get_ranks (rules) : 0;
}

gboolean
_ft_board_model_on_board (FtBoardModel *self, FtCell cell)
{
  return FT_CELL_IS_VALID (cell) && (guint) FT_CELL_FILE (cell) < ft_board_model_get_files (self)
         && (guint) FT_CELL_RANK (cell) < ft_board_model_get_ranks (self);
}

const FtBoardPicture *
ft_board_model_get_picture (FtBoardModel *self)
{
  g_return_val_if_fail (FT_IS_BOARD_MODEL (self), NULL);
  return &self->picture;
}

gboolean
ft_board_model_get_piece (FtBoardModel *self, FtCell cell, FtGamePiece *piece)
{
  g_return_val_if_fail (FT_IS_BOARD_MODEL (self), FALSE);
  return ft_board_picture_get (&self->picture, cell, piece);
}

gboolean
_ft_board_model_path_move (FtBoardModel *self, const FtCell *path, guint length, FtGameMove *move)
{
  FtRuleset *rules = ft_board_model_get_rules (self);

  switch (ft_ruleset_match_path (rules, path, length, 0, move))
    {
    case FT_PATH_COMPLETE:
    case FT_PATH_MAY_CONTINUE:
      return TRUE;
    case FT_PATH_PARTIAL:
      /* The middle of a checkers capture that must go on: its cells so far. */
      return length >= 2 && ft_ruleset_get_kind (rules) == FT_GAME_KIND_CHECKERS
             && ft_game_move_checkers_from_cells (path, length, move);
    case FT_PATH_NEEDS_CHOICE:
    case FT_PATH_ILLEGAL:
    default:
      return FALSE;
    }
}

static void
update_fog (FtBoardModel *self)
{
  FtRuleset *rules = ft_board_model_get_rules (self);

  self->fogged_any = self->fog_viewer >= 0 && rules != NULL && !ft_game_is_over (self->game)
                     && ft_ruleset_get_visible_cells (rules, (FtColour) self->fog_viewer,
                                                      &self->visible);
}

void
_ft_board_model_update_picture (FtBoardModel *self)
{
  FtRuleset *rules = ft_board_model_get_rules (self);
  FtMoveHop hops[FT_GAME_MOVE_MAX_CELLS];
  FtGameMove move;

  ft_cell_set_clear (&self->picture.occupied);
  if (rules == NULL)
    return;
  ft_board_picture_take (&self->picture, rules);
  /* A checkers turn being built stands on the board as far as it goes. */
  if (self->path_length >= 2 && _ft_board_model_path_move (self, self->path, self->path_length, &move))
    {
      guint n = ft_ruleset_get_hops (rules, &move, hops);

      for (guint i = 0; i < n; i++)
        ft_board_picture_apply_hop (&self->picture, &hops[i]);
    }
  update_fog (self);
}

void
_ft_board_model_changed (FtBoardModel *self)
{
  self->highlights_valid = FALSE;
  g_signal_emit (self, SIGNALS[FT_BOARD_MODEL_SIGNAL_CHANGED], 0);
}

/* ---- Highlights -------------------------------------------------------------- */

static void
mark (FtBoardModel *self, FtCell cell, FtHighlight highlight)
{
  if (_ft_board_model_on_board (self, cell))
    self->highlight[cell] = highlight;
}

static void
mark_move (FtBoardModel *self, guint ply)
{
  FtCell cells[FT_GAME_MOVE_MAX_CELLS];
  guint n;

  if (ply == 0 || ply > ft_game_get_n_moves (self->game))
    return;
  n = ft_game_move_get_cells (ft_game_peek_move (self->game, ply - 1), cells);
  for (guint i = 0; i < n; i++)
    mark (self, cells[i], FT_HIGHLIGHT_LAST_MOVE);
}

/* From the weakest to the strongest: the last move, the premove, the
 * targets, the selection (and the turn's path), then — once a move has
 * arrived — the checkmate picture and check. */
static void
compute_highlights (FtBoardModel *self)
{
  FtRuleset *rules = ft_board_model_get_rules (self);
  guint files, ranks;

  memset (self->highlight, 0, sizeof self->highlight);
  self->highlights_valid = TRUE;
  if (rules == NULL)
    return;
  files = ft_ruleset_get_files (rules);
  ranks = ft_ruleset_get_ranks (rules);
  /* While a game's move travels, the last move's cells are still the
   * previous move's; they change when it lands, as check does. Each frame
   * of the travel then repaints only what moves: GTK 4.8 repaints the
   * bounding box of a frame's changes, and the old move's cells with the
   * new one's span the board (docs/performance.md, "A move's first
   * frame"). */
  mark_move (self, self->moving && self->holding ? self->held_ply : ft_board_model_get_shown_ply (self));
  if (self->premove_from != FT_NO_CELL && self->browsed == NULL)
    {
      mark (self, self->premove_from, FT_HIGHLIGHT_PREMOVE);
      mark (self, self->premove_to, FT_HIGHLIGHT_PREMOVE);
    }
  for (guint rank = 0; rank < ranks; rank++)
    for (guint file = 0; file < files; file++)
      {
        FtCell cell = FT_CELL (file, rank);

        if (ft_cell_set_has (&self->targets, cell))
          self->highlight[cell] = ft_cell_set_has (&self->captures, cell) ? FT_HIGHLIGHT_CAPTURE
                                                                         : FT_HIGHLIGHT_LEGAL;
        if (self->browsed == NULL && ft_cell_set_has (&self->contributors, cell) && !self->moving)
          self->highlight[cell] = FT_HIGHLIGHT_CONTRIBUTOR;
      }
  /* A promotion waiting for its choice: only its piece is selected. */
  for (guint i = 0; i < (self->n_promotion_choices > 0 ? 1 : self->path_length); i++)
    mark (self, self->path[i], FT_HIGHLIGHT_SELECTED);
  if (!self->moving)
    {
      mark (self, ft_ruleset_get_check_cell (rules), FT_HIGHLIGHT_CHECK);
      if (self->browsed == NULL)
        mark (self, self->mated_king, FT_HIGHLIGHT_MATED_KING);
    }
  /* Fog of war: no highlight where the viewer does not see. */
  if (self->fogged_any)
    for (guint rank = 0; rank < ranks; rank++)
      for (guint file = 0; file < files; file++)
        if (!ft_cell_set_has (&self->visible, FT_CELL (file, rank)))
          self->highlight[FT_CELL (file, rank)] = FT_HIGHLIGHT_NONE;
}

FtHighlight
ft_board_model_get_highlight (FtBoardModel *self, FtCell cell)
{
  g_return_val_if_fail (FT_IS_BOARD_MODEL (self), FT_HIGHLIGHT_NONE);

  if (!FT_CELL_IS_VALID (cell))
    return FT_HIGHLIGHT_NONE;
  if (!self->highlights_valid)
    compute_highlights (self);
  return (FtHighlight) self->highlight[cell];
}

FtCell
ft_board_model_get_selected (FtBoardModel *self)
{
  g_return_val_if_fail (FT_IS_BOARD_MODEL (self), FT_NO_CELL);
  return self->path_length > 0 ? self->path[self->path_length - 1] : FT_NO_CELL;
}

guint
ft_board_model_get_path (FtBoardModel *self, FtCell path[FT_GAME_MOVE_MAX_CELLS])
{
  g_return_val_if_fail (FT_IS_BOARD_MODEL (self), 0);

  memcpy (path, self->path, self->path_length * sizeof (FtCell));
  return self->path_length;
}

const FtCellSet *
ft_board_model_get_targets (FtBoardModel *self)
{
  g_return_val_if_fail (FT_IS_BOARD_MODEL (self), NULL);
  return &self->targets;
}

/* ---- Fog of war ---------------------------------------------------------------- */

void
ft_board_model_set_fog_viewer (FtBoardModel *self, int side)
{
  g_return_if_fail (FT_IS_BOARD_MODEL (self));
  g_return_if_fail (side >= -1 && side <= FT_BLACK);

  if (self->fog_viewer == side)
    return;
  self->fog_viewer = side;
  update_fog (self);
  _ft_board_model_changed (self);
  g_object_notify_by_pspec (G_OBJECT (self), PROPS[FT_BOARD_MODEL_PROP_FOG_VIEWER]);
}

int
ft_board_model_get_fog_viewer (FtBoardModel *self)
{
  g_return_val_if_fail (FT_IS_BOARD_MODEL (self), -1);
  return self->fog_viewer;
}

gboolean
ft_board_model_is_fogged (FtBoardModel *self, FtCell cell)
{
  g_return_val_if_fail (FT_IS_BOARD_MODEL (self), FALSE);
  return self->fogged_any && !ft_cell_set_has (&self->visible, cell);
}

/* ---- The game ------------------------------------------------------------------ */

static void
game_over_cb (FtGame *game, int result G_GNUC_UNUSED, int reason G_GNUC_UNUSED, gpointer user_data)
{
  FtBoardModel *self = FT_BOARD_MODEL (user_data);

  _ft_board_model_drop_input (self);
  _ft_board_model_forget_premove (self);
  self->mated_king = ft_ruleset_get_mate_cells (ft_game_get_rules (game), &self->contributors);
  update_fog (self);
  /* A move on its way is announced with the result when it lands. */
  if (!self->moving)
    _ft_board_model_announce_landing (self);
  _ft_board_model_changed (self);
}

/* Connected after the session's own handler: the player's turn has begun,
 * so a premove can be requested at once. */
static void
turn_started_cb (FtGame *game G_GNUC_UNUSED, int side, gpointer user_data)
{
  _ft_board_model_turn_started (FT_BOARD_MODEL (user_data), (FtColour) side);
}

static void
leave_browsing (FtBoardModel *self)
{
  if (self->browsed == NULL)
    return;
  g_clear_object (&self->browsed);
  g_object_notify_by_pspec (G_OBJECT (self), PROPS[FT_BOARD_MODEL_PROP_BROWSING]);
}

static void
disconnect_game (FtBoardModel *self)
{
  if (self->game == NULL)
    return;
  g_clear_signal_handler (&self->game_over_id, self->game);
  g_clear_signal_handler (&self->turn_started_id, self->game);
  g_clear_object (&self->game);
}

/* The cursor stays where the player left it, on the board. */
static void
clamp_cursor (FtBoardModel *self)
{
  guint files = ft_board_model_get_files (self), ranks = ft_board_model_get_ranks (self);

  if (self->cursor == FT_NO_CELL || files == 0)
    return;
  self->cursor = FT_CELL (MIN ((guint) FT_CELL_FILE (self->cursor), files - 1),
                          MIN ((guint) FT_CELL_RANK (self->cursor), ranks - 1));
}

void
ft_board_model_set_game (FtBoardModel *self, FtGame *game)
{
  g_return_if_fail (FT_IS_BOARD_MODEL (self));
  g_return_if_fail (game == NULL || FT_IS_GAME (game));

  if (game != NULL)
    g_object_ref (game);
  _ft_board_model_drop_input (self);
  _ft_board_model_forget_premove (self);
  disconnect_game (self);
  self->game = game;
  leave_browsing (self);
  ft_board_model_set_moving (self, FALSE);
  self->n_hops = 0;
  self->mated_king = FT_NO_CELL;
  ft_cell_set_clear (&self->contributors);
  self->peer_selected = FT_NO_CELL;
  self->peer_has_point = FALSE;
  _ft_board_model_reset_announcement (self);
  clamp_cursor (self);
  _ft_board_model_update_picture (self);
  if (game != NULL)
    {
      self->game_over_id = g_signal_connect (game, "game-over", G_CALLBACK (game_over_cb), self);
      self->turn_started_id = g_signal_connect (game, "turn-started", G_CALLBACK (turn_started_cb),
                                                self);
      if (ft_game_is_over (game))
        game_over_cb (game, 0, 0, self);
    }
  g_object_notify_by_pspec (G_OBJECT (self), PROPS[FT_BOARD_MODEL_PROP_GAME]);
  _ft_board_model_changed (self);
}

FtGame *
ft_board_model_get_game (FtBoardModel *self)
{
  g_return_val_if_fail (FT_IS_BOARD_MODEL (self), NULL);
  return self->game;
}

/* ---- Moves shown and browsing -------------------------------------------------------- */

void
ft_board_model_show_move (FtBoardModel *self, const FtGameMove *move)
{
  guint n;
  g_autoptr (FtRuleset) before = NULL;

  g_return_if_fail (FT_IS_BOARD_MODEL (self));
  g_return_if_fail (self->game != NULL && move != NULL);

  _ft_board_model_drop_input (self);
  n = ft_game_get_n_moves (self->game);
  self->n_hops = 0;
  /* The position before it: the game's, one move back. */
  if (!ft_game_move_is_pass (move) && n > 0 && ft_game_move_equal (ft_game_peek_move (self->game, n - 1), move))
    {
      before = ft_ruleset_copy (ft_game_get_rules (self->game));
      if (ft_ruleset_undo (before))
        self->n_hops = ft_ruleset_get_hops (before, move, self->hops);
    }
  if (self->n_hops > 0)
    ft_board_picture_take (&self->before, before);
  else
    self->before = self->picture;
  /* The move before it stays marked while it travels (compute_highlights()). */
  self->holding = self->n_hops > 0 && self->browsed == NULL;
  self->held_ply = n - 1;
  leave_browsing (self);
  _ft_board_model_update_picture (self);
  if (self->n_hops == 0)
    {
      _ft_board_model_changed (self);
      return;
    }
  _ft_board_model_prepare_announcement (self);
  _ft_board_model_changed (self);
  g_signal_emit (self, SIGNALS[FT_BOARD_MODEL_SIGNAL_MOVE_SHOWN], 0, !self->dropping, FALSE);
  /* Nobody animates it: it has arrived. */
  if (!self->moving)
    _ft_board_model_announce_landing (self);
}

guint
ft_board_model_get_arriving (FtBoardModel *self, const FtBoardPicture **before, const FtMoveHop **hops)
{
  g_return_val_if_fail (FT_IS_BOARD_MODEL (self), 0);

  if (before != NULL)
    *before = &self->before;
  if (hops != NULL)
    *hops = self->hops;
  return self->n_hops;
}

void
ft_board_model_set_moving (FtBoardModel *self, gboolean moving)
{
  g_return_if_fail (FT_IS_BOARD_MODEL (self));

  moving = !!moving;
  if (self->moving == moving)
    return;
  self->moving = moving;
  if (!moving)
    self->holding = FALSE;
  /* A browsed replay is nobody's move: only the game's are said. */
  if (!moving && self->browsed == NULL)
    _ft_board_model_announce_landing (self);
  _ft_board_model_changed (self);
  g_object_notify_by_pspec (G_OBJECT (self), PROPS[FT_BOARD_MODEL_PROP_MOVING]);
}

gboolean
ft_board_model_get_moving (FtBoardModel *self)
{
  g_return_val_if_fail (FT_IS_BOARD_MODEL (self), FALSE);
  return self->moving;
}

void
ft_board_model_browse (FtBoardModel *self, guint ply, gboolean animate)
{
  g_autoptr (FtRuleset) before = NULL;
  gboolean was_browsing;

  g_return_if_fail (FT_IS_BOARD_MODEL (self));

  if (self->game == NULL)
    return;
  was_browsing = self->browsed != NULL;
  _ft_board_model_drop_input (self);
  self->n_hops = 0;
  self->holding = FALSE;
  if (ply >= ft_game_get_n_moves (self->game))
    {
      leave_browsing (self);
      _ft_board_model_update_picture (self);
      _ft_board_model_changed (self);
      return;
    }
  if (animate && ply > 0)
    {
      before = ft_game_dup_rules_at (self->game, ply - 1);
      self->n_hops = ft_ruleset_get_hops (before, ft_game_peek_move (self->game, ply - 1), self->hops);
      ft_board_picture_take (&self->before, before);
    }
  g_clear_object (&self->browsed);
  self->browsed = ft_game_dup_rules_at (self->game, ply);
  self->browsed_ply = ply;
  _ft_board_model_update_picture (self);
  if (!was_browsing)
    g_object_notify_by_pspec (G_OBJECT (self), PROPS[FT_BOARD_MODEL_PROP_BROWSING]);
  _ft_board_model_changed (self);
  if (self->n_hops > 0)
    g_signal_emit (self, SIGNALS[FT_BOARD_MODEL_SIGNAL_MOVE_SHOWN], 0, TRUE, TRUE);
}

gboolean
ft_board_model_is_browsing (FtBoardModel *self)
{
  g_return_val_if_fail (FT_IS_BOARD_MODEL (self), FALSE);
  return self->browsed != NULL;
}

guint
ft_board_model_get_shown_ply (FtBoardModel *self)
{
  g_return_val_if_fail (FT_IS_BOARD_MODEL (self), 0);

  if (self->browsed != NULL)
    return self->browsed_ply;
  return self->game != NULL ? ft_game_get_n_moves (self->game) : 0;
}

/* ---- Orientation and the peer ---------------------------------------------------- */

void
ft_board_model_set_flipped (FtBoardModel *self, gboolean flipped)
{
  g_return_if_fail (FT_IS_BOARD_MODEL (self));

  flipped = !!flipped;
  if (self->flipped == flipped)
    return;
  self->flipped = flipped;
  _ft_board_model_changed (self);
  g_object_notify_by_pspec (G_OBJECT (self), PROPS[FT_BOARD_MODEL_PROP_FLIPPED]);
}

gboolean
ft_board_model_get_flipped (FtBoardModel *self)
{
  g_return_val_if_fail (FT_IS_BOARD_MODEL (self), FALSE);
  return self->flipped;
}

void
ft_board_model_set_peer_view (FtBoardModel *self, FtCell selected, gboolean has_point, double x,
                              double y)
{
  g_return_if_fail (FT_IS_BOARD_MODEL (self));

  if (self->peer_selected == selected && self->peer_has_point == has_point
      && (!has_point || (self->peer_x == x && self->peer_y == y)))
    return;
  self->peer_selected = selected;
  self->peer_has_point = has_point;
  self->peer_x = x;
  self->peer_y = y;
  g_signal_emit (self, SIGNALS[FT_BOARD_MODEL_SIGNAL_CHANGED], 0);
}

FtCell
ft_board_model_get_peer_selected (FtBoardModel *self)
{
  g_return_val_if_fail (FT_IS_BOARD_MODEL (self), FT_NO_CELL);
  return self->peer_selected;
}

gboolean
ft_board_model_get_peer_point (FtBoardModel *self, double *x, double *y)
{
  g_return_val_if_fail (FT_IS_BOARD_MODEL (self), FALSE);

  if (!self->peer_has_point)
    return FALSE;
  *x = self->peer_x;
  *y = self->peer_y;
  return TRUE;
}

/* ---- Object ---------------------------------------------------------------------- */

static void
ft_board_model_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  FtBoardModel *self = FT_BOARD_MODEL (object);

  switch (prop_id)
    {
    case FT_BOARD_MODEL_PROP_GAME:
      g_value_set_object (value, self->game);
      break;
    case FT_BOARD_MODEL_PROP_INTERACTIVE_COLOURS:
      g_value_set_uint (value, self->interactive_colours);
      break;
    case FT_BOARD_MODEL_PROP_FLIPPED:
      g_value_set_boolean (value, self->flipped);
      break;
    case FT_BOARD_MODEL_PROP_CHOOSE_PROMOTION:
      g_value_set_boolean (value, self->choose_promotion);
      break;
    case FT_BOARD_MODEL_PROP_CHOOSING_PROMOTION:
      g_value_set_boolean (value, self->n_promotion_choices > 0);
      break;
    case FT_BOARD_MODEL_PROP_PREMOVE:
      g_value_set_boolean (value, self->premove_enabled);
      break;
    case FT_BOARD_MODEL_PROP_FOG_VIEWER:
      g_value_set_int (value, self->fog_viewer);
      break;
    case FT_BOARD_MODEL_PROP_BROWSING:
      g_value_set_boolean (value, self->browsed != NULL);
      break;
    case FT_BOARD_MODEL_PROP_MOVING:
      g_value_set_boolean (value, self->moving);
      break;
    case FT_BOARD_MODEL_PROP_CURSOR:
      g_value_set_int (value, self->cursor);
      break;
    case FT_BOARD_MODEL_PROP_ANNOUNCEMENT:
      g_value_set_string (value, self->announcement);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
ft_board_model_set_property (GObject *object, guint prop_id, const GValue *value, GParamSpec *pspec)
{
  FtBoardModel *self = FT_BOARD_MODEL (object);

  switch (prop_id)
    {
    case FT_BOARD_MODEL_PROP_GAME:
      ft_board_model_set_game (self, g_value_get_object (value));
      break;
    case FT_BOARD_MODEL_PROP_INTERACTIVE_COLOURS:
      ft_board_model_set_interactive_colours (self, g_value_get_uint (value));
      break;
    case FT_BOARD_MODEL_PROP_FLIPPED:
      ft_board_model_set_flipped (self, g_value_get_boolean (value));
      break;
    case FT_BOARD_MODEL_PROP_CHOOSE_PROMOTION:
      ft_board_model_set_choose_promotion (self, g_value_get_boolean (value));
      break;
    case FT_BOARD_MODEL_PROP_PREMOVE:
      ft_board_model_set_premove_enabled (self, g_value_get_boolean (value));
      break;
    case FT_BOARD_MODEL_PROP_FOG_VIEWER:
      ft_board_model_set_fog_viewer (self, g_value_get_int (value));
      break;
    case FT_BOARD_MODEL_PROP_MOVING:
      ft_board_model_set_moving (self, g_value_get_boolean (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
ft_board_model_dispose (GObject *object)
{
  FtBoardModel *self = FT_BOARD_MODEL (object);

  disconnect_game (self);
  g_clear_object (&self->browsed);
  G_OBJECT_CLASS (ft_board_model_parent_class)->dispose (object);
}

static void
ft_board_model_finalize (GObject *object)
{
  FtBoardModel *self = FT_BOARD_MODEL (object);

  g_free (self->pending_announcement);
  g_free (self->announcement);
  G_OBJECT_CLASS (ft_board_model_parent_class)->finalize (object);
}

static void
install_properties (GObjectClass *object_class)
{
  const GParamFlags rw = G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS;
  const GParamFlags ro = G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS;

  PROPS[FT_BOARD_MODEL_PROP_GAME] = g_param_spec_object ("game", NULL, NULL, FT_TYPE_GAME, rw);
  PROPS[FT_BOARD_MODEL_PROP_INTERACTIVE_COLOURS] =
    g_param_spec_uint ("interactive-colours", NULL, NULL, 0, FT_BOARD_BOTH_COLOURS, 0, rw);
  PROPS[FT_BOARD_MODEL_PROP_FLIPPED] = g_param_spec_boolean ("flipped", NULL, NULL, FALSE, rw);
  PROPS[FT_BOARD_MODEL_PROP_CHOOSE_PROMOTION] =
    g_param_spec_boolean ("choose-promotion", NULL, NULL, FALSE, rw);
  PROPS[FT_BOARD_MODEL_PROP_CHOOSING_PROMOTION] =
    g_param_spec_boolean ("choosing-promotion", NULL, NULL, FALSE, ro);
  PROPS[FT_BOARD_MODEL_PROP_PREMOVE] = g_param_spec_boolean ("premove", NULL, NULL, TRUE, rw);
  PROPS[FT_BOARD_MODEL_PROP_FOG_VIEWER] = g_param_spec_int ("fog-viewer", NULL, NULL, -1, FT_BLACK, -1, rw);
  PROPS[FT_BOARD_MODEL_PROP_BROWSING] = g_param_spec_boolean ("browsing", NULL, NULL, FALSE, ro);
  PROPS[FT_BOARD_MODEL_PROP_MOVING] = g_param_spec_boolean ("moving", NULL, NULL, FALSE, rw);
  PROPS[FT_BOARD_MODEL_PROP_CURSOR] = g_param_spec_int ("cursor", NULL, NULL, FT_NO_CELL, FT_N_CELLS - 1,
                                                        FT_NO_CELL, ro);
  PROPS[FT_BOARD_MODEL_PROP_ANNOUNCEMENT] = g_param_spec_string ("announcement", NULL, NULL, NULL, ro);
  g_object_class_install_properties (object_class, FT_BOARD_MODEL_N_PROPS, PROPS);
}

static void
ft_board_model_class_init (FtBoardModelClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GType type = G_TYPE_FROM_CLASS (klass);

  object_class->get_property = ft_board_model_get_property;
  object_class->set_property = ft_board_model_set_property;
  object_class->dispose = ft_board_model_dispose;
  object_class->finalize = ft_board_model_finalize;
  install_properties (object_class);

  /**
   * FtBoardModel::changed:
   * Something the board draws changed (pieces, highlights, fog, the
   * cursor, the peer): redraw.
   */
  SIGNALS[FT_BOARD_MODEL_SIGNAL_CHANGED] =
    g_signal_new ("changed", type, G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL, G_TYPE_NONE, 0);
  /**
   * FtBoardModel::move-shown:
   * @animate: FALSE when the piece is already there (dropped by a drag)
   * @replay: a browsed move replayed, not a move of the game
   *
   * A move arrives on the board (ft_board_model_get_arriving()).
   */
  SIGNALS[FT_BOARD_MODEL_SIGNAL_MOVE_SHOWN] =
    g_signal_new ("move-shown", type, G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL, G_TYPE_NONE, 2,
                  G_TYPE_BOOLEAN, G_TYPE_BOOLEAN);
  /**
   * FtBoardModel::move-requested:
   * @move: (type FtGameMove): a whole legal move of the side to move
   *
   * The player asked for a move. The model does not play it: the owner
   * does, then calls ft_board_model_show_move().
   */
  SIGNALS[FT_BOARD_MODEL_SIGNAL_MOVE_REQUESTED] =
    g_signal_new ("move-requested", type, G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL, G_TYPE_NONE, 1,
                  FT_TYPE_GAME_MOVE | G_SIGNAL_TYPE_STATIC_SCOPE);
  /**
   * FtBoardModel::refused:
   * @reason: an FtBoardRefusal
   * @message: what to tell the player, translated
   * @cell: the cell concerned (the king to flash), or FT_NO_CELL
   */
  SIGNALS[FT_BOARD_MODEL_SIGNAL_REFUSED] =
    g_signal_new ("refused", type, G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL, G_TYPE_NONE, 3,
                  G_TYPE_UINT, G_TYPE_STRING, G_TYPE_INT);
  /**
   * FtBoardModel::premove-dropped:
   * @from: the premove's cell
   * @to: where it was to go
   *
   * The premove's side began its turn and the premove was not legal then.
   */
  SIGNALS[FT_BOARD_MODEL_SIGNAL_PREMOVE_DROPPED] =
    g_signal_new ("premove-dropped", type, G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL, G_TYPE_NONE, 2,
                  G_TYPE_INT, G_TYPE_INT);
}

static void
ft_board_model_init (FtBoardModel *self)
{
  self->fog_viewer = -1;
  self->mated_king = FT_NO_CELL;
  self->drag_source = FT_NO_CELL;
  self->premove_enabled = TRUE;
  self->premove_from = self->premove_to = FT_NO_CELL;
  self->cursor = FT_NO_CELL;
  self->peer_selected = FT_NO_CELL;
}

FtBoardModel *
ft_board_model_new (void)
{
  return g_object_new (FT_TYPE_BOARD_MODEL, NULL);
}
