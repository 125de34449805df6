/* ft-board-fog.c — fog of war on the board (docs/playing.md#fog-of-war):
 * the squares the viewer's pieces do not see are dimmed with the
 * fog-colour and show no enemy piece, no highlight and no travelling
 * piece. The mask is worked out afresh from the position drawn, so it
 * follows moves, takebacks and browsing by itself; a finished game shows
 * everything. */
#include "config.h"

#include "ft-board-private.h"
#include "ft-fog.h"

#define DEFAULT_FOG_COLOUR "rgba(46,52,64,0.78)"

void
_ft_board_init_fog (FtBoard *self)
{
  self->fog_viewer = -1;
  gdk_rgba_parse (&self->fog_colour, DEFAULT_FOG_COLOUR);
}

/* Fill self->fog_visible for the position drawn; FALSE if nothing is
 * hidden (no viewer, no fog game, or the game is over). */
gboolean
_ft_board_update_fog (FtBoard *self)
{
  const FtPosition *pos;

  if (self->fog_viewer < 0 || self->game == NULL)
    return FALSE;
  pos = _ft_board_position (self);
  if (!pos->fog || ft_game_is_over (self->game))
    return FALSE;
  ft_fog_visible_squares (pos, (FtColour) self->fog_viewer, self->fog_visible);
  return TRUE;
}

void
ft_board_set_fog_viewer (FtBoard *self, int side)
{
  g_return_if_fail (FT_IS_BOARD (self));
  g_return_if_fail (side >= -1 && side <= FT_BLACK);

  if (self->fog_viewer == side)
    return;
  self->fog_viewer = side;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

int
ft_board_get_fog_viewer (FtBoard *self)
{
  g_return_val_if_fail (FT_IS_BOARD (self), -1);
  return self->fog_viewer;
}

gboolean
ft_board_square_is_fogged (FtBoard *self, FtSquare square)
{
  g_return_val_if_fail (FT_IS_BOARD (self), FALSE);
  return _ft_board_update_fog (self) && !self->fog_visible[square];
}

void
ft_board_set_fog_colour (FtBoard *self, const GdkRGBA *colour)
{
  g_return_if_fail (FT_IS_BOARD (self));
  g_return_if_fail (colour != NULL);

  if (gdk_rgba_equal (&self->fog_colour, colour))
    return;
  self->fog_colour = *colour;
  gtk_widget_queue_draw (GTK_WIDGET (self));
  g_object_notify (G_OBJECT (self), "fog-colour");
}

void
ft_board_get_fog_colour (FtBoard *self, GdkRGBA *colour)
{
  g_return_if_fail (FT_IS_BOARD (self));
  *colour = self->fog_colour;
}
