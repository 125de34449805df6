/* ft-xmpp-link.h — the game's link to one peer over XMPP: the protocol's
 * messages carried in headline message stanzas between two full JIDs
 * (ft-xmpp-stanza.h), an FtNetLink like the local network's connection.
 *
 * What comes from the peer (routed here by FtXmppRouter) is read by the
 * protocol's one reader with its limits: at most FT_NET_MAX_LINE bytes
 * (longer: "ERROR too-long"), malformed ones answered "ERROR malformed",
 * PING answered and PONG swallowed below the link. The rate limit is the
 * connection's (FT_NET_RATE_PER_S, a burst of FT_NET_RATE_BURST), twice:
 * the game's messages past it wait in a backlog of FT_XMPP_LINK_BACKLOG
 * lines, taken at the rate; the live view, the keepalive and refusals past
 * their own share are dropped at once — so that a flood of them never
 * delays a move — and so is anything past the backlog (XMPP cannot make a
 * sender wait as TCP does); all counted, and the peer hears "ERROR rate"
 * once a second. Keepalive as on the local network.
 *
 * While the account is offline, what is sent waits (up to a limit) and goes
 * when the stream is resumed; a stream started anew, the peer going
 * offline (its unavailable presence) or close() end the link ("closed").
 */
#pragma once

#include "ft-net-link.h"
#include "ft-xmpp-session.h"

G_BEGIN_DECLS

#define FT_XMPP_LINK_BACKLOG 400
/* Messages kept while the account is offline. */
#define FT_XMPP_LINK_OFFLINE_QUEUE 256

#define FT_TYPE_XMPP_LINK (ft_xmpp_link_get_type ())
G_DECLARE_FINAL_TYPE (FtXmppLink, ft_xmpp_link, FT, XMPP_LINK, GObject)

/* A link to `peer` (a full JID), speaking through `session`. It sends
 * directed presence to the peer, so that the peer's server tells it when
 * this account goes. Use FtXmppRouter, which routes the peer's stanzas. */
FtXmppLink *ft_xmpp_link_new (FtXmppSession *session, const char *peer);
const char *ft_xmpp_link_get_jid (FtXmppLink *self);

/* For the router: a game payload from the peer: its text unparsed (OK), or
 * why it was refused (BAD, TOO_LONG). */
void ft_xmpp_link_receive (FtXmppLink *self, int payload, const char *text, const char *why);
/* The peer went offline, or this account's stream was started anew. */
void ft_xmpp_link_end (FtXmppLink *self, const char *why);
/* The account is back with its stream resumed: what waited goes. */
void ft_xmpp_link_flush (FtXmppLink *self);

/* Lines dropped over the backlog (the flood's). */
guint ft_xmpp_link_get_n_dropped (FtXmppLink *self);
/* For tests of floods: another rate limit. */
void ft_xmpp_link_set_rate_limit (FtXmppLink *self, double per_s, double burst);

G_END_DECLS
