/* ft-player.c — see ft-player.h. */
#include "ft-player.h"

G_DEFINE_INTERFACE (FtPlayer, ft_player, G_TYPE_OBJECT)

enum
{
  SIGNAL_MOVE_CHOSEN,
  SIGNAL_DRAW_CLAIMED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static gboolean
ft_player_default_is_local (FtPlayer *self G_GNUC_UNUSED)
{
  return FALSE;
}

static void
ft_player_default_init (FtPlayerInterface *iface)
{
  iface->is_local = ft_player_default_is_local;

  /**
   * FtPlayer::move-chosen:
   * @move: the FtGameMove the player makes, legal in the game's position
   */
  signals[SIGNAL_MOVE_CHOSEN] = g_signal_new ("move-chosen", G_TYPE_FROM_INTERFACE (iface),
                                              G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL, G_TYPE_NONE,
                                              1, FT_TYPE_GAME_MOVE | G_SIGNAL_TYPE_STATIC_SCOPE);
  /**
   * FtPlayer::draw-claimed:
   *
   * The player claims the draw the rules allow instead of moving.
   */
  signals[SIGNAL_DRAW_CLAIMED] = g_signal_new ("draw-claimed", G_TYPE_FROM_INTERFACE (iface),
                                               G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL, G_TYPE_NONE, 0);
}

void
ft_player_begin_turn (FtPlayer *self, FtGame *game)
{
  g_return_if_fail (FT_IS_PLAYER (self));
  g_return_if_fail (FT_IS_GAME (game));
  FT_PLAYER_GET_IFACE (self)->begin_turn (self, game);
}

void
ft_player_abandon_turn (FtPlayer *self)
{
  g_return_if_fail (FT_IS_PLAYER (self));
  FT_PLAYER_GET_IFACE (self)->abandon_turn (self);
}

gboolean
ft_player_is_local (FtPlayer *self)
{
  g_return_val_if_fail (FT_IS_PLAYER (self), FALSE);
  return FT_PLAYER_GET_IFACE (self)->is_local (self);
}

const char *
ft_player_get_name (FtPlayer *self)
{
  g_return_val_if_fail (FT_IS_PLAYER (self), NULL);
  return FT_PLAYER_GET_IFACE (self)->get_name (self);
}

void
ft_player_emit_move_chosen (FtPlayer *self, const FtGameMove *move)
{
  FtGameMove chosen;

  g_return_if_fail (FT_IS_PLAYER (self));
  g_return_if_fail (move != NULL);

  /* The signal's own copy: handlers may outlive the caller's. */
  chosen = *move;
  g_signal_emit (self, signals[SIGNAL_MOVE_CHOSEN], 0, &chosen);
}

void
ft_player_emit_draw_claimed (FtPlayer *self)
{
  g_return_if_fail (FT_IS_PLAYER (self));
  g_signal_emit (self, signals[SIGNAL_DRAW_CLAIMED], 0);
}
