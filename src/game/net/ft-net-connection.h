/* ft-net-connection.h — one TCP connection speaking the line protocol of
 * docs/network.md, for the host and the client alike: the local network's
 * FtNetLink (ft-net-link.h).
 *
 * Reads lines of at most FT_NET_MAX_LINE bytes (a longer one is answered
 * "ERROR too-long" and skipped to its end), parses them (a malformed one is
 * answered "ERROR malformed" and logged), and emits "message" for each good
 * one. The rate limit reads a fast peer more slowly (TCP makes it wait;
 * nothing is dropped) and tells it "ERROR rate" once a second. Writes are queued and sent in order. "closed"
 * is emitted once, when the peer goes away, an error occurs, the peer has
 * been silent too long (keepalive) or ft_net_connection_close() is called.
 *
 * Keepalive: PING and PONG are handled here and never emitted. When nothing
 * has come for a keepalive interval, a PING goes out (the peer answers
 * PONG at once); after the silence limit the connection is closed.
 */
#pragma once

#include <gio/gio.h>

#include "ft-net-link.h"
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
/* The peer's IP address alone ("127.0.0.1"; "peer" when unknown). */
const char *ft_net_connection_get_address (FtNetConnection *self);

/* Number of lines refused so far (malformed, too long), and of "ERROR
 * rate" answers. */
guint ft_net_connection_get_n_refused (FtNetConnection *self);
/* How often reading had to wait for the rate limit. */
guint ft_net_connection_get_n_throttled (FtNetConnection *self);
/* Another rate limit (tests of floods). */
void ft_net_connection_set_rate_limit (FtNetConnection *self, double per_s, double burst);

/* Keepalive (docs/network.md#keepalive): PING after interval_ms without
 * anything from the peer, close after silence_ms. 0 turns it off (the
 * default). */
void ft_net_connection_set_keepalive (FtNetConnection *self, guint interval_ms, guint silence_ms);

/* A log line about this peer ("PEER: text"), limited per peer so that a
 * hostile one cannot fill the log: a burst, then one every few seconds,
 * and a single line saying that more were left out. */
void ft_net_connection_log (FtNetConnection *self, const char *format, ...) G_GNUC_PRINTF (2, 3);

G_END_DECLS
