/* ft-lan-announcer.h — announces a hosted game on the local network with
 * DNS-SD (docs/network.md#finding-a-game): service _fourteen._tcp on the
 * host's port, named after the host's player, with a TXT record
 *   kind=KIND      the kind of game ("fourteen", "standard", "checkers", …)
 *   player=NAME    the host's player name
 *   seat=free|taken
 *   protocol=N     the network protocol's version (FT_NET_PROTOCOL_VERSION)
 * Needs a running avahi-daemon; without one the game is hosted all the
 * same (joining by address works) and "available" says discovery is off.
 * The announcement goes when the object is finalized. */
#pragma once

#include <glib-object.h>

G_BEGIN_DECLS

#define FT_TYPE_LAN_ANNOUNCER (ft_lan_announcer_get_type ())
G_DECLARE_FINAL_TYPE (FtLanAnnouncer, ft_lan_announcer, FT, LAN_ANNOUNCER, GObject)

FtLanAnnouncer *ft_lan_announcer_new (guint16 port, const char *kind, const char *player);

/* Property "seat-free": the TXT record follows it. */
gboolean ft_lan_announcer_get_seat_free (FtLanAnnouncer *self);
void ft_lan_announcer_set_seat_free (FtLanAnnouncer *self, gboolean seat_free);
/* Property "published" (read-only): the announcement is on the network.
 * "service-name" (read-only): the name it has there (renamed "Ada #2" if
 * another game had the name). */
gboolean ft_lan_announcer_get_published (FtLanAnnouncer *self);
const char *ft_lan_announcer_get_service_name (FtLanAnnouncer *self);
/* Property "available" (read-only): an Avahi daemon is reachable; when it
 * is not, ft_lan_announcer_get_problem() says why (translated). */
gboolean ft_lan_announcer_get_available (FtLanAnnouncer *self);
const char *ft_lan_announcer_get_problem (FtLanAnnouncer *self);

G_END_DECLS
