/* ft-xmpp-router.h — the game links of one account, and who may speak on
 * them: a game stanza goes to the link of its sender's full JID, and
 * nowhere else. A game stanza from anyone without a link (a stranger, an
 * old resource of a peer, anyone at all) reaches no game: it is offered to
 * the owner ("stranger", parsed, at most FT_XMPP_STRANGER_RATE a second
 * from all of them together — past that it is dropped unread) and, unless
 * the owner takes it, ignored and counted (ft_xmpp_session_count_ignored).
 *
 * The account's life reaches the links here: a resumed stream lets what
 * waited go; a stream started anew ends every link (the game protocol
 * then catches up, as after a dropped TCP connection); a peer's
 * unavailable presence ends its link. "peer-available" (full JID) tells
 * when someone's resource comes online (a host coming back).
 */
#pragma once

#include "ft-xmpp-link.h"
#include "ft-xmpp-session.h"

G_BEGIN_DECLS

#define FT_XMPP_STRANGER_RATE 20.0

#define FT_TYPE_XMPP_ROUTER (ft_xmpp_router_get_type ())
G_DECLARE_FINAL_TYPE (FtXmppRouter, ft_xmpp_router, FT, XMPP_ROUTER, GObject)

/* The one router of a session (made on first use, kept with it). */
FtXmppRouter *ft_xmpp_router_get (FtXmppSession *session);
FtXmppSession *ft_xmpp_router_get_session (FtXmppRouter *self);

/* A new link to `peer` (a full JID), routed until it closes; one already
 * open to that JID is ended first. The caller owns the reference. */
FtXmppLink *ft_xmpp_router_open (FtXmppRouter *self, const char *peer);
/* The open link to `peer`, or NULL. */
FtXmppLink *ft_xmpp_router_lookup (FtXmppRouter *self, const char *peer);

/* Game stanzas reaching no link so far. */
guint ft_xmpp_router_get_n_strangers (FtXmppRouter *self);

/* Signals:
 *   "stranger" (const char *from, gpointer msg) → gboolean: a game message
 *       (FtNetMessage, parsed and valid) from a full JID without a link;
 *       TRUE if the handler took it (opened a link and fed it).
 *   "peer-available" (const char *from): a resource came online (its
 *       available presence to us).
 */

G_END_DECLS
