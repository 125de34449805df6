/* ft-net-link.h — what the host and the client need from a connection to
 * one peer, whatever carries it (docs/network.md): send a message of the
 * protocol, hear the peer's ("message"), learn that it went ("closed"),
 * name it in logs. Two transports implement it: FtNetConnection (a TCP
 * connection on the local network, lines) and FtXmppLink (message stanzas
 * between two XMPP accounts). Both read every message with the one reader,
 * ft_net_message_parse(), under the same limits; neither the host, the
 * client, the seats nor FtRemotePlayer know which one carries a game.
 *
 * Signals:
 *   "message" (gpointer msg): an FtNetMessage from the peer, parsed and
 *       checked; valid during the emission. PING and PONG never come here.
 *   "closed": once, when the peer went, the link failed, the peer was
 *       silent too long (keepalive) or ft_net_link_close() was called.
 */
#pragma once

#include <glib-object.h>

#include "ft-net-message.h"

G_BEGIN_DECLS

#define FT_TYPE_NET_LINK (ft_net_link_get_type ())
G_DECLARE_INTERFACE (FtNetLink, ft_net_link, FT, NET_LINK, GObject)

struct _FtNetLinkInterface
{
  GTypeInterface parent_iface;

  void (*send) (FtNetLink *self, const FtNetMessage *msg);
  void (*close) (FtNetLink *self);
  gboolean (*is_closed) (FtNetLink *self);
  const char *(*get_peer) (FtNetLink *self);
  const char *(*get_address) (FtNetLink *self);
  guint (*get_n_refused) (FtNetLink *self);
  void (*set_keepalive) (FtNetLink *self, guint interval_ms, guint silence_ms);
  /* One line for the log, already formatted; the link limits them. */
  void (*log_line) (FtNetLink *self, const char *text);
};

/* Queue a message for the peer (dropped once the link is closing). */
void ft_net_link_send (FtNetLink *self, const FtNetMessage *msg);
/* "ERROR code text". */
void ft_net_link_send_error (FtNetLink *self, const char *code, const char *text);
/* Close after what is queued has gone. */
void ft_net_link_close (FtNetLink *self);
gboolean ft_net_link_is_closed (FtNetLink *self);
/* The peer for logs: "127.0.0.1:40000", "ann@example.org/fourteen-1a2b". */
const char *ft_net_link_get_peer (FtNetLink *self);
/* Who the peer is, for the limits on wrong codes: an IP address, a bare
 * JID. */
const char *ft_net_link_get_address (FtNetLink *self);
/* Messages refused so far (malformed, too long, over the rate). */
guint ft_net_link_get_n_refused (FtNetLink *self);
/* PING after interval_ms without anything from the peer, closed after
 * silence_ms; 0 turns it off. */
void ft_net_link_set_keepalive (FtNetLink *self, guint interval_ms, guint silence_ms);
/* "PEER: text" in the log, limited per peer (a hostile one cannot fill
 * it). */
void ft_net_link_log (FtNetLink *self, const char *format, ...) G_GNUC_PRINTF (2, 3);

/* For the implementations. */
void ft_net_link_emit_message (FtNetLink *self, const FtNetMessage *msg);
void ft_net_link_emit_closed (FtNetLink *self);

/* ---- Pieces both transports use ---------------------------------------------- */

/* The rate limit: messages a second, and the burst taken at once. Real play
 * stays well below (moves, and the live view at 20 a second each way). */
#define FT_NET_RATE_PER_S 100.0
#define FT_NET_RATE_BURST 200.0

/* A bucket of `burst` messages refilled at `per_s`. */
typedef struct
{
  double per_s, burst;
  double level;
  gint64 time; /* monotonic µs of the last refill */
} FtNetRate;

void ft_net_rate_init (FtNetRate *rate, double per_s, double burst);
/* May one more message be taken now? Takes it if so. */
gboolean ft_net_rate_take (FtNetRate *rate, gint64 now);
/* Is there room for one now (nothing taken)? */
gboolean ft_net_rate_has_room (FtNetRate *rate, gint64 now);
/* Milliseconds until there is room for one. */
guint ft_net_rate_wait_ms (FtNetRate *rate);

/* The log limit per peer: a burst of lines, then one every few seconds,
 * and a single line saying that more were left out. */
typedef struct
{
  double budget;
  gint64 time;
  gboolean muted;
} FtNetLogLimit;

void ft_net_log_limit_init (FtNetLogLimit *limit);
/* "PEER: text" through g_message(), if the limit allows. */
void ft_net_log_limited (FtNetLogLimit *limit, const char *peer, const char *text);

G_END_DECLS
