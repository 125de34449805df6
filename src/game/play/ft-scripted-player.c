/* ft-scripted-player.c — see ft-scripted-player.h. */
#include "ft-scripted-player.h"

struct _FtScriptedPlayer
{
  GObject parent_instance;

  char *name;
  FtMove next_move;
  gboolean to_move;
  guint idle_id;
};

static void ft_scripted_player_player_init (FtPlayerInterface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (FtScriptedPlayer, ft_scripted_player, G_TYPE_OBJECT,
                               G_IMPLEMENT_INTERFACE (FT_TYPE_PLAYER,
                                                      ft_scripted_player_player_init))

static gboolean
play_cb (gpointer data)
{
  FtScriptedPlayer *self = data;
  FtGameMove move = ft_game_move_chess (self->next_move);

  self->idle_id = 0;
  if (!self->to_move || self->next_move == FT_MOVE_NONE)
    return G_SOURCE_REMOVE;
  self->to_move = FALSE;
  self->next_move = FT_MOVE_NONE;
  ft_player_emit_move_chosen (FT_PLAYER (self), &move);
  return G_SOURCE_REMOVE;
}

static void
schedule (FtScriptedPlayer *self)
{
  if (self->to_move && self->next_move != FT_MOVE_NONE && self->idle_id == 0)
    self->idle_id = g_idle_add (play_cb, self);
}

static void
ft_scripted_player_begin_turn (FtPlayer *player, FtGame *game G_GNUC_UNUSED)
{
  FtScriptedPlayer *self = FT_SCRIPTED_PLAYER (player);

  self->to_move = TRUE;
  schedule (self);
}

static void
ft_scripted_player_abandon_turn (FtPlayer *player)
{
  FtScriptedPlayer *self = FT_SCRIPTED_PLAYER (player);

  /* A reply not played by now belongs to a turn that is gone (a takeback). */
  self->to_move = FALSE;
  self->next_move = FT_MOVE_NONE;
  g_clear_handle_id (&self->idle_id, g_source_remove);
}

static gboolean
ft_scripted_player_is_local (FtPlayer *player G_GNUC_UNUSED)
{
  return FALSE;
}

static const char *
ft_scripted_player_get_name (FtPlayer *player)
{
  return FT_SCRIPTED_PLAYER (player)->name;
}

static void
ft_scripted_player_player_init (FtPlayerInterface *iface)
{
  iface->begin_turn = ft_scripted_player_begin_turn;
  iface->abandon_turn = ft_scripted_player_abandon_turn;
  iface->is_local = ft_scripted_player_is_local;
  iface->get_name = ft_scripted_player_get_name;
}

static void
ft_scripted_player_finalize (GObject *object)
{
  FtScriptedPlayer *self = FT_SCRIPTED_PLAYER (object);

  g_clear_handle_id (&self->idle_id, g_source_remove);
  g_free (self->name);
  G_OBJECT_CLASS (ft_scripted_player_parent_class)->finalize (object);
}

static void
ft_scripted_player_class_init (FtScriptedPlayerClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = ft_scripted_player_finalize;
}

static void
ft_scripted_player_init (FtScriptedPlayer *self G_GNUC_UNUSED)
{
}

FtScriptedPlayer *
ft_scripted_player_new (const char *name)
{
  FtScriptedPlayer *self = g_object_new (FT_TYPE_SCRIPTED_PLAYER, NULL);

  self->name = g_strdup (name);
  return self;
}

void
ft_scripted_player_set_next_move (FtScriptedPlayer *self, FtMove move)
{
  g_return_if_fail (FT_IS_SCRIPTED_PLAYER (self));

  self->next_move = move;
  if (move == FT_MOVE_NONE)
    g_clear_handle_id (&self->idle_id, g_source_remove);
  schedule (self);
}
