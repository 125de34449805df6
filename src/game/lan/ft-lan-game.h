/* ft-lan-game.h — a game hosted on the local network, as DNS-SD announced
 * it (docs/network.md#finding-a-game): the service's name, where to join
 * it, its kind of game, the host's player name and whether a seat is
 * free. Made by FtLanBrowser; immutable. */
#pragma once

#include <glib-object.h>

G_BEGIN_DECLS

/* The DNS-SD service type of a hosted game. */
#define FT_LAN_SERVICE_TYPE "_fourteen._tcp"

#define FT_TYPE_LAN_GAME (ft_lan_game_get_type ())
G_DECLARE_FINAL_TYPE (FtLanGame, ft_lan_game, FT, LAN_GAME, GObject)

FtLanGame *ft_lan_game_new (const char *service_name, const char *address, guint16 port,
                            const char *kind, const char *player, gboolean seat_free);

/* The service's name on the network ("Ada", "Ada #2"). */
const char *ft_lan_game_get_service_name (FtLanGame *self);
/* The host's address ("192.168.1.5", "fe80::1%eth0") and port. */
const char *ft_lan_game_get_address (FtLanGame *self);
guint16 ft_lan_game_get_port (FtLanGame *self);
/* What to type into the Join dialog: "192.168.1.5:5000", "[fe80::1%eth0]:5000". */
char *ft_lan_game_dup_join_address (FtLanGame *self);
/* The kind of game (the rated kinds' names: "fourteen", "checkers", …;
 * "" if the host did not say), the host's player name, a free seat. */
const char *ft_lan_game_get_kind (FtLanGame *self);
const char *ft_lan_game_get_player (FtLanGame *self);
gboolean ft_lan_game_get_seat_free (FtLanGame *self);

G_END_DECLS
