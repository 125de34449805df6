/* ft-lan-game.c — see ft-lan-game.h. */
#include "config.h"

#include <string.h>

#include "ft-lan-game.h"

struct _FtLanGame
{
  GObject parent_instance;

  char *service_name;
  char *address;
  guint16 port;
  char *kind;
  char *player;
  gboolean seat_free;
};

G_DEFINE_FINAL_TYPE (FtLanGame, ft_lan_game, G_TYPE_OBJECT)

static void
ft_lan_game_finalize (GObject *object)
{
  FtLanGame *self = FT_LAN_GAME (object);

  g_free (self->service_name);
  g_free (self->address);
  g_free (self->kind);
  g_free (self->player);
  G_OBJECT_CLASS (ft_lan_game_parent_class)->finalize (object);
}

static void
ft_lan_game_class_init (FtLanGameClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = ft_lan_game_finalize;
}

static void
ft_lan_game_init (FtLanGame *self G_GNUC_UNUSED)
{
}

FtLanGame *
ft_lan_game_new (const char *service_name, const char *address, guint16 port, const char *kind,
                 const char *player, gboolean seat_free)
{
  FtLanGame *self;

  g_return_val_if_fail (service_name != NULL && address != NULL, NULL);

  self = g_object_new (FT_TYPE_LAN_GAME, NULL);
  self->service_name = g_strdup (service_name);
  self->address = g_strdup (address);
  self->port = port;
  self->kind = g_strdup (kind != NULL ? kind : "");
  self->player = g_strdup (player != NULL ? player : "");
  self->seat_free = seat_free;
  return self;
}

const char *
ft_lan_game_get_service_name (FtLanGame *self)
{
  g_return_val_if_fail (FT_IS_LAN_GAME (self), NULL);
  return self->service_name;
}

const char *
ft_lan_game_get_address (FtLanGame *self)
{
  g_return_val_if_fail (FT_IS_LAN_GAME (self), NULL);
  return self->address;
}

guint16
ft_lan_game_get_port (FtLanGame *self)
{
  g_return_val_if_fail (FT_IS_LAN_GAME (self), 0);
  return self->port;
}

char *
ft_lan_game_dup_join_address (FtLanGame *self)
{
  g_return_val_if_fail (FT_IS_LAN_GAME (self), NULL);

  if (strchr (self->address, ':') != NULL)
    return g_strdup_printf ("[%s]:%u", self->address, self->port);
  return g_strdup_printf ("%s:%u", self->address, self->port);
}

const char *
ft_lan_game_get_kind (FtLanGame *self)
{
  g_return_val_if_fail (FT_IS_LAN_GAME (self), NULL);
  return self->kind;
}

const char *
ft_lan_game_get_player (FtLanGame *self)
{
  g_return_val_if_fail (FT_IS_LAN_GAME (self), NULL);
  return self->player;
}

gboolean
ft_lan_game_get_seat_free (FtLanGame *self)
{
  g_return_val_if_fail (FT_IS_LAN_GAME (self), FALSE);
  return self->seat_free;
}
