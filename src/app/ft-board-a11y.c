/* ft-board-a11y.c — what the board tells screen readers about the game.
 *
 * GTK 4.8 has no gtk_accessible_announce() (GTK 4.14) and no live regions,
 * so the board does what 4.8 allows: when a move lands, its accessible
 * label becomes "Board: White knight g1 to f3, check" (and the result once
 * the game ends). A screen reader reads the label when the board takes the
 * focus, and Orca presents a change of the focused object's name, so while
 * the board has the focus each move should be heard. The focused square stays in
 * the accessible description (ft-board-input.c). */
#include "config.h"

#include <glib/gi18n.h>

#include "ft-board-private.h"
#include "ft-names.h"

static const char *
colour_name (FtColour colour)
{
  return colour == FT_WHITE ? C_("announcement", "White") : C_("announcement", "Black");
}

/* The move as it will sound, from the board as drawn before it lands:
 * "White knight g1 to f3", "Black bishop c5 takes knight on f2", "White
 * castles, king e1 to g1", "… promotes to queen". */
void
_ft_board_prepare_announcement (FtBoard *self, FtMove move)
{
  FtSquare from = FT_MOVE_FROM (move), to = FT_MOVE_TO (move);
  FtPiece piece = self->shown[from];
  FtPiece taken = FT_MOVE_SPECIAL (move) == FT_MOVE_EN_PASSANT
                    ? FT_MAKE_PIECE (FT_OTHER_COLOUR (FT_PIECE_COLOUR (piece)), FT_PAWN)
                    : self->shown[to];
  char from_name[4], to_name[4];
  GString *text = g_string_new (NULL);
  gboolean hidden;

  g_clear_pointer (&self->pending_announcement, g_free);
  if (!FT_IS_PIECE (piece))
    {
      g_string_free (text, TRUE);
      return;
    }
  ft_square_to_string (from, from_name);
  ft_square_to_string (to, to_name);
  /* Fog of war: the other side's move is not told. */
  hidden = self->fog_viewer >= 0 && FT_PIECE_COLOUR (piece) != (FtColour) self->fog_viewer
           && _ft_board_update_fog (self);
  if (hidden)
    /* TRANSLATORS: for screen readers, a move hidden by fog of war; "Black moved" */
    g_string_append_printf (text, _("%s moved"), colour_name (FT_PIECE_COLOUR (piece)));
  else if (FT_MOVE_SPECIAL (move) == FT_MOVE_CASTLING)
    /* TRANSLATORS: for screen readers; "White castles, king e1 to g1" */
    g_string_append_printf (text, _("%s castles, king %s to %s"),
                            colour_name (FT_PIECE_COLOUR (piece)), from_name, to_name);
  else if (FT_MOVE_IS_CAPTURE (move) && FT_IS_PIECE (taken))
    /* TRANSLATORS: for screen readers; "White bishop c4 takes pawn on f7" */
    g_string_append_printf (text, _("%s %s %s takes %s on %s"),
                            colour_name (FT_PIECE_COLOUR (piece)),
                            ft_kind_phrase (FT_PIECE_KIND (piece)), from_name,
                            ft_kind_phrase (FT_PIECE_KIND (taken)), to_name);
  else
    /* TRANSLATORS: for screen readers; "White knight g1 to f3" */
    g_string_append_printf (text, _("%s %s %s to %s"), colour_name (FT_PIECE_COLOUR (piece)),
                            ft_kind_phrase (FT_PIECE_KIND (piece)), from_name, to_name);
  if (FT_MOVE_PROMOTION (move) != FT_NO_KIND && !hidden)
    /* TRANSLATORS: for screen readers, after a move; "…, promotes to queen" */
    g_string_append_printf (text, _(", promotes to %s"),
                            ft_kind_phrase (FT_MOVE_PROMOTION (move)));
  self->pending_announcement = g_string_free (text, FALSE);
}

/* The game's result as the players see it: speaking to "you" against
 * another kind of player, naming the colours between two people. */
static const char *
result_message (FtBoard *self)
{
  if (self->interactive_colours == FT_BOARD_BOTH_COLOURS || self->interactive_colours == 0)
    return ft_game_get_result_message_for_players (self->game);
  return ft_game_get_result_message (self->game);
}

/* What has just happened on the board (the move that landed, if any, then
 * check, checkmate or the result), for screen readers. */
void
_ft_board_announce (FtBoard *self)
{
  GString *text = g_string_new (NULL);
  g_autofree char *label = NULL;
  const FtPosition *pos;
  FtResultReason reason = FT_REASON_NONE;
  gboolean over;

  if (self->game == NULL)
    {
      g_string_free (text, TRUE);
      return;
    }
  pos = ft_game_get_position (self->game);
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
      else if (!over && ft_position_in_check (pos))
        /* TRANSLATORS: for screen readers, after a move */
        g_string_append (text, _(", check"));
    }
  if (over && result_message (self) != NULL)
    g_string_append_printf (text, text->len > 0 ? ". %s" : "%s", result_message (self));
  /* The focused square may have changed hands. */
  if (self->focus_square != FT_NO_SQUARE)
    {
      g_autofree char *description = ft_board_describe_square (self, self->focus_square);

      gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                      description, -1);
    }
  if (text->len == 0)
    {
      g_string_free (text, TRUE);
      return;
    }
  g_free (self->announcement);
  self->announcement = g_string_free (text, FALSE);
  /* TRANSLATORS: the board's name for screen readers, with the last event */
  label = g_strdup_printf (_("Board: %s"), self->announcement);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL, label, -1);
}

/* A new game (or none): the board is only "Board" again. */
void
_ft_board_reset_announcement (FtBoard *self)
{
  g_clear_pointer (&self->pending_announcement, g_free);
  g_clear_pointer (&self->announcement, g_free);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Board"), -1);
}

const char *
ft_board_get_announcement (FtBoard *self)
{
  g_return_val_if_fail (FT_IS_BOARD (self), NULL);
  return self->announcement;
}
