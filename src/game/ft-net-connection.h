/* ft-net-connection.h — one TCP connection speaking the line protocol of
 * docs/network.md, for the host and the client alike.
 *
 * Reads lines of at most FT_NET_MAX_LINE bytes (a longer one is answered
 * "ERROR too-long" and skipped to its end), parses them (a malformed one is
 * answered "ERROR malformed" and logged), applies the rate limit, and emits
 * "message" for each good one. Writes are queued and sent in order. "closed"
 * is emitted once, when the peer goes away, an error occurs or
 * ft_net_connection_close() is called.
 */
#pragma once

#include <gio/gio.h>

#include "ft-net-message.h"

G_BEGIN_DECLS

#define FT_TYPE_NET_CONNECTION (ft_net_connection_get_type ())
G_DECLARE_FINAL_TYPE (FtNetConnection, ft_net_connection, FT, NET_CONNECTION, GObject)

/* Starts reading at once. */
FtNetConnection *ft_net_connection_new (GIOStream *stream);

void ft_net_connection_send (FtNetConnection *self, const FtNetMessage *msg);
/* "ERROR code text". */
void ft_net_connection_send_error (FtNetConnection *self, const char *code, const char *text);
/* Close after what is queued has been written (or at once if nothing is). */
void ft_net_connection_close (FtNetConnection *self);
gboolean ft_net_connection_is_closed (FtNetConnection *self);
/* "127.0.0.1:40000" for logs. */
const char *ft_net_connection_get_peer (FtNetConnection *self);

/* Number of lines refused so far (malformed, too long, over the rate). */
guint ft_net_connection_get_n_refused (FtNetConnection *self);

G_END_DECLS
