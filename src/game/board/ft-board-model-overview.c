/* ft-board-model-overview.c — the board in words on request, for players
 * who cannot see it (docs/accessibility.md): the pieces of each side, the
 * last move, the moves of one piece. Arrowing through up to 196 cells is
 * the only other way to learn the position. What a side cannot see under
 * fog of war is left out, as on the board. */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "ft-board-model-private.h"

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
