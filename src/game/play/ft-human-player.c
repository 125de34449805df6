/* ft-human-player.c — see ft-human-player.h. */
#include "ft-human-player.h"

struct _FtHumanPlayer
{
  GObject parent_instance;

  char *name;
  gboolean to_move;
};

static void ft_human_player_player_init (FtPlayerInterface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (FtHumanPlayer, ft_human_player, G_TYPE_OBJECT,
                               G_IMPLEMENT_INTERFACE (FT_TYPE_PLAYER, ft_human_player_player_init))

static void
ft_human_player_begin_turn (FtPlayer *player, FtGame *game G_GNUC_UNUSED)
{
  FT_HUMAN_PLAYER (player)->to_move = TRUE;
}

static void
ft_human_player_abandon_turn (FtPlayer *player)
{
  FT_HUMAN_PLAYER (player)->to_move = FALSE;
}

static gboolean
ft_human_player_is_local (FtPlayer *player G_GNUC_UNUSED)
{
  return TRUE;
}

static const char *
ft_human_player_get_name (FtPlayer *player)
{
  return FT_HUMAN_PLAYER (player)->name;
}

static void
ft_human_player_player_init (FtPlayerInterface *iface)
{
  iface->begin_turn = ft_human_player_begin_turn;
  iface->abandon_turn = ft_human_player_abandon_turn;
  iface->is_local = ft_human_player_is_local;
  iface->get_name = ft_human_player_get_name;
}

static void
ft_human_player_finalize (GObject *object)
{
  g_free (FT_HUMAN_PLAYER (object)->name);
  G_OBJECT_CLASS (ft_human_player_parent_class)->finalize (object);
}

static void
ft_human_player_class_init (FtHumanPlayerClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = ft_human_player_finalize;
}

static void
ft_human_player_init (FtHumanPlayer *self G_GNUC_UNUSED)
{
}

FtHumanPlayer *
ft_human_player_new (const char *name)
{
  FtHumanPlayer *self = g_object_new (FT_TYPE_HUMAN_PLAYER, NULL);

  self->name = g_strdup (name);
  return self;
}

gboolean
ft_human_player_is_to_move (FtHumanPlayer *self)
{
  g_return_val_if_fail (FT_IS_HUMAN_PLAYER (self), FALSE);
  return self->to_move;
}

gboolean
ft_human_player_play (FtHumanPlayer *self, const FtGameMove *move)
{
  g_return_val_if_fail (FT_IS_HUMAN_PLAYER (self), FALSE);
  g_return_val_if_fail (move != NULL, FALSE);

  if (!self->to_move)
    return FALSE;
  self->to_move = FALSE;
  ft_player_emit_move_chosen (FT_PLAYER (self), move);
  return TRUE;
}
