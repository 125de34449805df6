/* ft-board-model-access.c — keyboard play and what the board tells screen
 * readers. The cursor moves as the player sees the board. Speech, for both
 * games: what stands on a cell, and what just happened — a move as it
 * lands (a chess move with check and checkmate; a checkers turn hop by
 * hop, with its jumps, a bomb's blast and the pieces it took, a crowning),
 * the result, a selection and its targets, a refusal; and on request the
 * board in words, for players who cannot see it: the pieces of each side,
 * the last move, the moves of one piece (arrowing through up to 196 cells
 * is the only other way to learn the position). What a side cannot see
 * under fog of war is left out, as on the board.
 *
 * GTK 4.8 has no announcements: the board widget puts the text in its
 * accessible label ("Board: …"), which Orca reads when the focused
 * object's name changes (docs/accessibility.md). */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "ft-board-model-private.h"

#define PROPS _ft_board_model_props

static const char *
side_name (FtBoardModel *self, FtColour side)
{
  return ft_ruleset_get_side_name (ft_board_model_get_rules (self), side);
}

static const char *
kind_name (FtBoardModel *self, guint kind)
{
  return ft_ruleset_get_kind_name (ft_board_model_get_rules (self), kind, FALSE);
}

static char *
cell_name (FtBoardModel *self, FtCell cell)
{
  return ft_ruleset_write_cell (ft_board_model_get_rules (self), cell);
}

/* ---- Cells ------------------------------------------------------------------ */

char *
ft_board_model_describe_cell (FtBoardModel *self, FtCell cell)
{
  g_autofree char *name = NULL;
  FtGamePiece piece;

  g_return_val_if_fail (FT_IS_BOARD_MODEL (self), NULL);

  if (self->game == NULL || !_ft_board_model_on_board (self, cell))
    return g_strdup ("");
  name = cell_name (self, cell);
  if (ft_board_model_is_fogged (self, cell))
    /* TRANSLATORS: a square hidden by fog of war, for screen readers */
    return g_strdup_printf (_("%s, hidden"), name);
  /* Without a turn being built the rules describe their own position. */
  if (self->path_length < 2)
    return ft_ruleset_describe_cell (ft_board_model_get_rules (self), cell);
  if (!ft_board_picture_get (&self->picture, cell, &piece))
    /* TRANSLATORS: a square of the board and what stands on it, for screen readers */
    return g_strdup_printf (_("%s, empty"), name);
  if (piece.crowned)
    /* TRANSLATORS: for screen readers, a crowned checkers piece: "c3, Fire bomb, king" */
    return g_strdup_printf (_("%s, %s %s, king"), name, side_name (self, piece.side),
                            kind_name (self, piece.kind));
  return g_strdup_printf ("%s, %s %s", name, side_name (self, piece.side), kind_name (self, piece.kind));
}

/* ---- The keyboard cursor ---------------------------------------------------------- */

FtCell
ft_board_model_get_cursor (FtBoardModel *self)
{
  g_return_val_if_fail (FT_IS_BOARD_MODEL (self), FT_NO_CELL);
  return self->cursor;
}

static void
set_cursor (FtBoardModel *self, FtCell cell)
{
  self->cursor = cell;
  _ft_board_model_changed (self);
  g_object_notify_by_pspec (G_OBJECT (self), PROPS[FT_BOARD_MODEL_PROP_CURSOR]);
}

/* Where the cursor first lands: the selected piece, the chess king of the
 * side picking (else of the side to move), or the bottom-left cell as the
 * player sees the board. */
static FtCell
first_cursor_cell (FtBoardModel *self)
{
  int side = _ft_board_model_picking_side (self);
  FtGamePiece piece;

  if (self->path_length > 0)
    return self->path[self->path_length - 1];
  if (side < 0)
    side = ft_game_get_turn (self->game);
  if (ft_board_model_get_kind (self) == FT_GAME_KIND_CHESS)
    for (FtCell c = 0; c < FT_N_CELLS; c++)
      if (ft_board_picture_get (&self->picture, c, &piece) && (int) piece.side == side
          && piece.kind == FT_KING)
        return c;
  return self->flipped ? FT_CELL (ft_board_model_get_files (self) - 1, ft_board_model_get_ranks (self) - 1)
                       : FT_CELL (0, 0);
}

void
ft_board_model_move_cursor (FtBoardModel *self, int right, int up)
{
  int files, ranks;

  g_return_if_fail (FT_IS_BOARD_MODEL (self));

  if (self->game == NULL)
    return;
  if (self->cursor == FT_NO_CELL)
    {
      set_cursor (self, first_cursor_cell (self));
      return;
    }
  /* The arrows follow the view: turned, right is towards the a-file. */
  if (self->flipped)
    {
      right = -right;
      up = -up;
    }
  files = (int) ft_board_model_get_files (self);
  ranks = (int) ft_board_model_get_ranks (self);
  set_cursor (self, FT_CELL (CLAMP (FT_CELL_FILE (self->cursor) + right, 0, files - 1),
                             CLAMP (FT_CELL_RANK (self->cursor) + up, 0, ranks - 1)));
}

void
ft_board_model_activate_cursor (FtBoardModel *self)
{
  g_return_if_fail (FT_IS_BOARD_MODEL (self));

  if (self->cursor == FT_NO_CELL)
    ft_board_model_move_cursor (self, 0, 0);
  else
    ft_board_model_click (self, self->cursor);
}

/* ---- Saying things ---------------------------------------------------------------- */

void
_ft_board_model_say (FtBoardModel *self, const char *text)
{
  if (text == NULL || g_strcmp0 (text, self->announcement) == 0)
    return;
  g_free (self->announcement);
  self->announcement = g_strdup (text);
  g_object_notify_by_pspec (G_OBJECT (self), PROPS[FT_BOARD_MODEL_PROP_ANNOUNCEMENT]);
}

void
_ft_board_model_reset_announcement (FtBoardModel *self)
{
  g_clear_pointer (&self->pending_announcement, g_free);
  if (self->announcement == NULL)
    return;
  g_clear_pointer (&self->announcement, g_free);
  g_object_notify_by_pspec (G_OBJECT (self), PROPS[FT_BOARD_MODEL_PROP_ANNOUNCEMENT]);
}

const char *
ft_board_model_get_announcement (FtBoardModel *self)
{
  g_return_val_if_fail (FT_IS_BOARD_MODEL (self), NULL);
  return self->announcement;
}

/* "White pawn e2 selected: e3, e4" — or "…: no moves". */
void
_ft_board_model_say_selection (FtBoardModel *self)
{
  FtCell cell = ft_board_model_get_selected (self);
  g_autofree char *where = cell_name (self, cell);
  g_autofree char *text = NULL;
  GString *targets = g_string_new (NULL);
  FtGamePiece piece;

  if (!ft_board_picture_get (&self->picture, cell, &piece))
    {
      g_string_free (targets, TRUE);
      return;
    }
  for (FtCell c = 0; c < FT_N_CELLS; c++)
    if (ft_cell_set_has (&self->targets, c))
      {
        g_autofree char *name = cell_name (self, c);

        g_string_append_printf (targets, targets->len > 0 ? ", %s" : "%s", name);
      }
  if (targets->len == 0)
    /* TRANSLATORS: for screen readers: "White pawn e2 selected: no moves" */
    text = g_strdup_printf (_("%s %s %s selected: no moves"), side_name (self, piece.side),
                            kind_name (self, piece.kind), where);
  else
    /* TRANSLATORS: for screen readers: "White pawn e2 selected: e3, e4" */
    text = g_strdup_printf (_("%s %s %s selected: %s"), side_name (self, piece.side),
                            kind_name (self, piece.kind), where, targets->str);
  g_string_free (targets, TRUE);
  _ft_board_model_say (self, text);
}

/* ---- Moves ---------------------------------------------------------------------- */

/* The piece a hop takes itself (beside a blast's other victims): the one
 * on its landing cell (a chess capture), else the removed one nearest the
 * middle of its way (a jumped piece, a pawn taken en passant). */
static FtCell
taken_cell (const FtMoveHop *hop)
{
  double mid_file = (FT_CELL_FILE (hop->from) + FT_CELL_FILE (hop->to)) / 2.0;
  double mid_rank = (FT_CELL_RANK (hop->from) + FT_CELL_RANK (hop->to)) / 2.0;
  FtCell best = FT_NO_CELL;
  double best_distance = G_MAXDOUBLE;

  if (ft_cell_set_has (&hop->removed, hop->to))
    return hop->to;
  for (FtCell c = 0; c < FT_N_CELLS; c++)
    if (ft_cell_set_has (&hop->removed, c))
      {
        double d = (FT_CELL_FILE (c) - mid_file) * (FT_CELL_FILE (c) - mid_file)
                   + (FT_CELL_RANK (c) - mid_rank) * (FT_CELL_RANK (c) - mid_rank);

        if (d < best_distance)
          {
            best = c;
            best_distance = d;
          }
      }
  return best;
}

/* A chess move: "White knight g1 to f3", "Black bishop c5 takes knight on
 * f2", "White castles, king e1 to g1", "…, promotes to queen". */
static void
say_chess_hop (FtBoardModel *self, GString *text, const FtMoveHop *hop, const FtBoardPicture *before)
{
  const char *side = side_name (self, hop->piece.side);
  g_autofree char *from = cell_name (self, hop->from);
  g_autofree char *to = cell_name (self, hop->to);
  FtCell taken = taken_cell (hop);
  FtGamePiece victim;

  if (hop->with_from != FT_NO_CELL)
    /* TRANSLATORS: for screen readers; "White castles, king e1 to g1" */
    g_string_append_printf (text, _("%s castles, king %s to %s"), side, from, to);
  else if (taken != FT_NO_CELL && ft_board_picture_get (before, taken, &victim))
    /* TRANSLATORS: for screen readers; "White bishop c4 takes pawn on f7" */
    g_string_append_printf (text, _("%s %s %s takes %s on %s"), side, kind_name (self, hop->piece.kind),
                            from, kind_name (self, victim.kind), to);
  else
    /* TRANSLATORS: for screen readers; "White knight g1 to f3" */
    g_string_append_printf (text, _("%s %s %s to %s"), side, kind_name (self, hop->piece.kind), from, to);
  if (hop->lands_as.kind != hop->piece.kind)
    /* TRANSLATORS: for screen readers, after a move; "…, promotes to queen" */
    g_string_append_printf (text, _(", promotes to %s"), kind_name (self, hop->lands_as.kind));
}

/* A list of pieces for a blast: "Water piece e7, Fire bomb d6". */
static void
append_victims (FtBoardModel *self, GString *text, const FtMoveHop *hop, FtCell taken,
                const FtBoardPicture *picture)
{
  gboolean first = TRUE;

  for (FtCell c = 0; c < FT_N_CELLS; c++)
    {
      g_autofree char *name = NULL;
      FtGamePiece victim;

      if (c == taken || !ft_cell_set_has (&hop->removed, c) || !ft_board_picture_get (picture, c, &victim))
        continue;
      name = cell_name (self, c);
      g_string_append_printf (text, "%s%s %s %s", first ? "" : ", ", side_name (self, victim.side),
                              kind_name (self, victim.kind), name);
      first = FALSE;
    }
}

/* A checkers turn, hop by hop: "Fire shield c3 jumps Water piece b4 to a5,
 * then jumps Water piece b6 to c7, crowned", "…, explodes, taking Water
 * piece e7 with it". `picture` is the board before the hops and follows
 * them. */
static void
say_checkers_hops (FtBoardModel *self, GString *text, const FtMoveHop *hops, guint n,
                   FtBoardPicture *picture)
{
  for (guint i = 0; i < n; i++)
    {
      const FtMoveHop *hop = &hops[i];
      g_autofree char *from = cell_name (self, hop->from);
      g_autofree char *to = cell_name (self, hop->to);
      FtCell taken = taken_cell (hop);
      g_autofree char *taken_name = cell_name (self, taken);
      FtGamePiece victim;

      if (taken == FT_NO_CELL || !ft_board_picture_get (picture, taken, &victim))
        /* TRANSLATORS: for screen readers; "Fire piece c3 to d4" */
        g_string_append_printf (text, _("%s %s %s to %s"), side_name (self, hop->piece.side),
                                kind_name (self, hop->piece.kind), from, to);
      else if (i == 0)
        /* TRANSLATORS: for screen readers; "Fire shield c3 jumps Water piece b4 to a5" */
        g_string_append_printf (text, _("%s %s %s jumps %s %s %s to %s"), side_name (self, hop->piece.side),
                                kind_name (self, hop->piece.kind), from, side_name (self, victim.side),
                                kind_name (self, victim.kind), taken_name, to);
      else
        /* TRANSLATORS: for screen readers, a further jump; ", then jumps Water piece b6 to c7" */
        g_string_append_printf (text, _(", then jumps %s %s %s to %s"), side_name (self, victim.side),
                                kind_name (self, victim.kind), taken_name, to);
      if (hop->explosion != FT_NO_CELL)
        {
          GString *victims = g_string_new (NULL);

          append_victims (self, victims, hop, taken, picture);
          if (victims->len > 0)
            /* TRANSLATORS: for screen readers; ", explodes, taking Water piece e7, Water bomb g5 with it" */
            g_string_append_printf (text, _(", explodes, taking %s with it"), victims->str);
          else
            /* TRANSLATORS: for screen readers, a bomb's blast that took nothing more */
            g_string_append (text, _(", explodes"));
          g_string_free (victims, TRUE);
        }
      else if (hop->lands_as.crowned && !hop->piece.crowned)
        /* TRANSLATORS: for screen readers, a checkers piece reaching the far row */
        g_string_append (text, _(", crowned"));
      ft_board_picture_apply_hop (picture, hop);
    }
}

void
_ft_board_model_prepare_announcement (FtBoardModel *self)
{
  GString *text = g_string_new (NULL);
  FtColour mover = self->hops[0].piece.side;

  g_clear_pointer (&self->pending_announcement, g_free);
  /* Fog of war: the other side's move is not told. */
  if (self->fogged_any && (int) mover != self->fog_viewer)
    /* TRANSLATORS: for screen readers, a move hidden by fog of war; "Black moved" */
    g_string_append_printf (text, _("%s moved"), side_name (self, mover));
  else
    _ft_board_model_describe_hops (self, text, self->hops, self->n_hops, &self->before);
  self->pending_announcement = g_string_free (text, FALSE);
}

void
_ft_board_model_describe_hops (FtBoardModel *self, GString *text, const FtMoveHop *hops, guint n,
                               const FtBoardPicture *before)
{
  if (ft_board_model_get_kind (self) == FT_GAME_KIND_CHECKERS)
    {
      FtBoardPicture picture = *before;

      say_checkers_hops (self, text, hops, n, &picture);
    }
  else if (n > 0)
    say_chess_hop (self, text, &hops[0], before);
}

/* The game's result as the players see it: speaking to "you" against
 * another kind of player, naming the sides between two people. */
static const char *
result_message (FtBoardModel *self)
{
  if (self->interactive_colours == FT_BOARD_BOTH_COLOURS || self->interactive_colours == 0)
    return ft_game_get_result_message_for_players (self->game);
  return ft_game_get_result_message (self->game);
}

void
_ft_board_model_announce_landing (FtBoardModel *self)
{
  GString *text;
  FtResultReason reason = FT_REASON_NONE;
  gboolean over;

  if (self->game == NULL)
    return;
  text = g_string_new (NULL);
  over = ft_game_is_over (self->game);
  if (over)
    ft_game_get_result (self->game, &reason);
  if (self->pending_announcement != NULL)
    {
      g_string_append (text, self->pending_announcement);
      g_clear_pointer (&self->pending_announcement, g_free);
      if (reason == FT_REASON_CHECKMATE)
        /* TRANSLATORS: for screen readers, after a move */
        g_string_append (text, _(", checkmate"));
      else if (!over && ft_ruleset_get_check_cell (ft_game_get_rules (self->game)) != FT_NO_CELL)
        /* TRANSLATORS: for screen readers, after a move */
        g_string_append (text, _(", check"));
    }
  if (over && result_message (self) != NULL)
    g_string_append_printf (text, text->len > 0 ? ". %s" : "%s", result_message (self));
  if (text->len > 0)
    _ft_board_model_say (self, text->str);
  g_string_free (text, TRUE);
}

/* ---- The board in words, on request ---------------------------------------- */

/* "king e1; queen d1; rook a1, h1; pawn a2, b2" for one side of the
 * picture: the king first, then the other kinds from the last one (the
 * strongest chess pieces, the config's own) to the first (pawns). */
static void
append_side (FtBoardModel *self, GString *text, FtColour side)
{
  FtRuleset *rules = ft_board_model_get_rules (self);
  gboolean any = FALSE;
  gboolean chess = ft_board_model_get_kind (self) == FT_GAME_KIND_CHESS;

  for (int order = 0; order <= FT_N_ALL_KINDS; order++)
    for (int crowned = 0; crowned < 2; crowned++)
      {
        /* Order 0 is the chess king; then the kinds downwards. */
        guint kind = order == 0 ? FT_KING : (guint) (FT_N_ALL_KINDS - order);
        gboolean first = TRUE;

        if ((order == 0 && !chess) || (order > 0 && chess && kind == FT_KING))
          continue;
        for (FtCell c = 0; c < FT_N_CELLS; c++)
          {
            g_autofree char *where = NULL;
            FtGamePiece piece;

            if (!ft_board_picture_get (&self->picture, c, &piece) || piece.side != side || piece.kind != kind
                || piece.crowned != (crowned != 0) || ft_board_model_is_fogged (self, c))
              continue;
            where = ft_ruleset_write_cell (rules, c);
            if (first && any)
              g_string_append (text, "; ");
            if (first && crowned)
              /* TRANSLATORS: for screen readers, a crowned checkers piece in the piece list: "crowned bomb d8" */
              g_string_append_printf (text, _("crowned %s %s"), ft_ruleset_get_kind_name (rules, kind, FALSE),
                                      where);
            else if (first)
              g_string_append_printf (text, "%s %s", ft_ruleset_get_kind_name (rules, kind, FALSE), where);
            else
              g_string_append_printf (text, ", %s", where);
            first = FALSE;
            any = TRUE;
          }
      }
  if (!any)
    /* TRANSLATORS: for screen readers, a side with no piece on the board (or none in sight) */
    g_string_append (text, _("no pieces"));
}

char *
ft_board_model_describe_pieces (FtBoardModel *self)
{
  GString *text;

  g_return_val_if_fail (FT_IS_BOARD_MODEL (self), NULL);

  if (self->game == NULL)
    return g_strdup ("");
  text = g_string_new (NULL);
  for (int i = 0; i < 2; i++)
    {
      /* The side to move first. */
      FtColour side = i == 0 ? ft_ruleset_get_side_to_move (ft_board_model_get_rules (self))
                             : FT_OTHER_COLOUR (ft_ruleset_get_side_to_move (ft_board_model_get_rules (self)));

      if (i > 0)
        g_string_append (text, ". ");
      g_string_append_printf (text, "%s: ", ft_ruleset_get_side_name (ft_board_model_get_rules (self), side));
      append_side (self, text, side);
    }
  return g_string_free (text, FALSE);
}

char *
ft_board_model_describe_last_move (FtBoardModel *self)
{
  g_autoptr (FtRuleset) before_rules = NULL;
  FtMoveHop hops[FT_GAME_MOVE_MAX_CELLS];
  FtBoardPicture before;
  const FtGameMove *move;
  GString *words;
  char *text;
  guint ply, n;
  FtColour mover;

  g_return_val_if_fail (FT_IS_BOARD_MODEL (self), NULL);

  if (self->game == NULL)
    return g_strdup ("");
  /* Browsing: the move that led to the position shown. */
  ply = self->browsed != NULL ? self->browsed_ply : ft_game_get_n_moves (self->game);
  if (ply == 0)
    /* TRANSLATORS: for screen readers: the game has no move yet */
    return g_strdup (_("No move yet"));
  move = ft_game_peek_move (self->game, ply - 1);
  before_rules = ft_game_dup_rules_at (self->game, ply - 1);
  mover = ft_ruleset_get_side_to_move (before_rules);
  n = ft_ruleset_get_hops (before_rules, move, hops);
  words = g_string_new (NULL);
  /* Fog of war: the other side's move is not told. */
  if (self->fogged_any && (int) mover != self->fog_viewer)
    /* TRANSLATORS: for screen readers, a move hidden by fog of war; "Black moved" */
    g_string_append_printf (words, _("%s moved"), ft_ruleset_get_side_name (before_rules, mover));
  else if (n == 0)
    /* TRANSLATORS: for screen readers: a side let its time for the move run out */
    g_string_append_printf (words, _("%s passed"), ft_ruleset_get_side_name (before_rules, mover));
  else
    {
      ft_board_picture_take (&before, before_rules);
      _ft_board_model_describe_hops (self, words, hops, n, &before);
    }
  /* TRANSLATORS: for screen readers: "Last move: White knight g1 to f3" */
  text = g_strdup_printf (_("Last move: %s"), words->str);
  g_string_free (words, TRUE);
  return text;
}

char *
ft_board_model_describe_moves_from (FtBoardModel *self, FtCell cell)
{
  FtRuleset *rules;
  g_autofree char *where = NULL;
  FtCellSet targets;
  FtGamePiece piece;
  GString *list;
  char *text;

  g_return_val_if_fail (FT_IS_BOARD_MODEL (self), NULL);

  if (self->game == NULL || cell == FT_NO_CELL || !_ft_board_model_on_board (self, cell))
    return g_strdup ("");
  rules = ft_board_model_get_rules (self);
  where = ft_ruleset_write_cell (rules, cell);
  if (ft_board_model_is_fogged (self, cell) || !ft_board_picture_get (&self->picture, cell, &piece))
    /* TRANSLATORS: for screen readers, asking for the moves of an empty square: "e4: no piece" */
    return g_strdup_printf (_("%s: no piece"), where);
  if (piece.side != ft_ruleset_get_side_to_move (rules) || ft_game_is_over (self->game) || self->browsed != NULL)
    /* TRANSLATORS: for screen readers: "Black knight g8: not its turn" */
    return g_strdup_printf (_("%s %s %s: not its turn"), ft_ruleset_get_side_name (rules, piece.side),
                            ft_ruleset_get_kind_name (rules, piece.kind, FALSE), where);
  ft_ruleset_get_targets (rules, &cell, 1, &targets);
  list = g_string_new (NULL);
  for (FtCell c = 0; c < FT_N_CELLS; c++)
    if (ft_cell_set_has (&targets, c))
      {
        g_autofree char *name = ft_ruleset_write_cell (rules, c);

        g_string_append_printf (list, list->len > 0 ? ", %s" : "%s", name);
      }
  if (list->len == 0)
    /* TRANSLATORS: for screen readers: "White bishop f1: no moves" */
    text = g_strdup_printf (_("%s %s %s: no moves"), ft_ruleset_get_side_name (rules, piece.side),
                            ft_ruleset_get_kind_name (rules, piece.kind, FALSE), where);
  else
    /* TRANSLATORS: for screen readers: "White knight g1 moves to: f3, h3" */
    text = g_strdup_printf (_("%s %s %s moves to: %s"), ft_ruleset_get_side_name (rules, piece.side),
                            ft_ruleset_get_kind_name (rules, piece.kind, FALSE), where, list->str);
  g_string_free (list, TRUE);
  return text;
}

void
ft_board_model_announce (FtBoardModel *self, const char *text)
{
  g_autofree char *again = NULL;

  g_return_if_fail (FT_IS_BOARD_MODEL (self));
  g_return_if_fail (text != NULL);

  /* Asked twice, said twice: a screen reader speaks a name only when it
   * changes, so the same words come back with a space. */
  if (g_strcmp0 (text, self->announcement) == 0)
    text = again = g_strconcat (text, " ", NULL);
  _ft_board_model_say (self, text);
}
