/* ft-remote-player.c — see ft-remote-player.h. */
#include "config.h"

#include "ft-remote-player.h"

struct _FtRemotePlayer
{
  GObject parent_instance;

  char *name;
  gboolean to_move;
  gboolean has_pending;
  FtGameMove pending;
  guint pending_idle_id;
};

static void ft_remote_player_player_init (FtPlayerInterface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (FtRemotePlayer, ft_remote_player, G_TYPE_OBJECT,
                               G_IMPLEMENT_INTERFACE (FT_TYPE_PLAYER, ft_remote_player_player_init))

static void
play_pending (FtRemotePlayer *self)
{
  FtGameMove move = self->pending;

  self->has_pending = FALSE;
  self->to_move = FALSE;
  ft_player_emit_move_chosen (FT_PLAYER (self), &move);
}

/* A move delivered before the turn began is announced from the main loop:
 * never inside the session's own "turn-started" handling. */
static gboolean
pending_idle_cb (gpointer user_data)
{
  FtRemotePlayer *self = FT_REMOTE_PLAYER (user_data);

  self->pending_idle_id = 0;
  if (self->to_move && self->has_pending)
    play_pending (self);
  return G_SOURCE_REMOVE;
}

static void
ft_remote_player_begin_turn (FtPlayer *player, FtGame *game G_GNUC_UNUSED)
{
  FtRemotePlayer *self = FT_REMOTE_PLAYER (player);

  self->to_move = TRUE;
  if (self->has_pending && self->pending_idle_id == 0)
    self->pending_idle_id = g_idle_add (pending_idle_cb, self);
}

static void
ft_remote_player_abandon_turn (FtPlayer *player)
{
  FT_REMOTE_PLAYER (player)->to_move = FALSE;
}

static const char *
ft_remote_player_get_name (FtPlayer *player)
{
  return FT_REMOTE_PLAYER (player)->name;
}

static void
ft_remote_player_player_init (FtPlayerInterface *iface)
{
  iface->begin_turn = ft_remote_player_begin_turn;
  iface->abandon_turn = ft_remote_player_abandon_turn;
  iface->get_name = ft_remote_player_get_name;
}

static void
ft_remote_player_dispose (GObject *object)
{
  g_clear_handle_id (&FT_REMOTE_PLAYER (object)->pending_idle_id, g_source_remove);
  G_OBJECT_CLASS (ft_remote_player_parent_class)->dispose (object);
}

static void
ft_remote_player_finalize (GObject *object)
{
  g_free (FT_REMOTE_PLAYER (object)->name);
  G_OBJECT_CLASS (ft_remote_player_parent_class)->finalize (object);
}

static void
ft_remote_player_class_init (FtRemotePlayerClass *klass)
{
  G_OBJECT_CLASS (klass)->dispose = ft_remote_player_dispose;
  G_OBJECT_CLASS (klass)->finalize = ft_remote_player_finalize;
}

static void
ft_remote_player_init (FtRemotePlayer *self G_GNUC_UNUSED)
{
}

FtRemotePlayer *
ft_remote_player_new (const char *name)
{
  FtRemotePlayer *self = g_object_new (FT_TYPE_REMOTE_PLAYER, NULL);

  self->name = g_strdup (name);
  return self;
}

void
ft_remote_player_set_name (FtRemotePlayer *self, const char *name)
{
  g_return_if_fail (FT_IS_REMOTE_PLAYER (self));
  g_free (self->name);
  self->name = g_strdup (name);
}

void
ft_remote_player_deliver_move (FtRemotePlayer *self, FtMove move)
{
  FtGameMove value = ft_game_move_chess (move);

  ft_remote_player_deliver (self, &value);
}

void
ft_remote_player_deliver (FtRemotePlayer *self, const FtGameMove *move)
{
  g_return_if_fail (FT_IS_REMOTE_PLAYER (self));
  g_return_if_fail (move != NULL);

  self->pending = *move;
  self->has_pending = TRUE;
  if (self->to_move)
    {
      g_clear_handle_id (&self->pending_idle_id, g_source_remove);
      play_pending (self);
    }
}

void
ft_remote_player_clear (FtRemotePlayer *self)
{
  g_return_if_fail (FT_IS_REMOTE_PLAYER (self));
  self->has_pending = FALSE;
  g_clear_handle_id (&self->pending_idle_id, g_source_remove);
}

gboolean
ft_remote_player_is_to_move (FtRemotePlayer *self)
{
  g_return_val_if_fail (FT_IS_REMOTE_PLAYER (self), FALSE);
  return self->to_move;
}
