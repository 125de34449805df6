/* ft-xmpp-roster.h — the account's contact list (RFC 6121) as a live
 * GListModel of FtXmppContact: fetched at each new sign-in and kept
 * current by the server's pushes; who of them is online, and with
 * Fourteen (their presence's entity capabilities, XEP-0115, checked once
 * per capability string with a disco#info query, XEP-0030, whose answer
 * must hash to the string); adding a contact (a roster item, a presence
 * subscription asked for and granted in advance).
 *
 * A subscription asked for by someone on the list is granted; by someone
 * else it is a request ("subscription-request", jid) — granted only by
 * ft_xmpp_roster_add(), never by itself.
 */
#pragma once

#include <gio/gio.h>

#include "ft-xmpp-contact.h"
#include "ft-xmpp-session.h"

G_BEGIN_DECLS

#define FT_XMPP_NS_ROSTER "jabber:iq:roster"
/* Contacts read from the server's list, at most. */
#define FT_XMPP_ROSTER_MAX 5000

#define FT_TYPE_XMPP_ROSTER (ft_xmpp_roster_get_type ())
G_DECLARE_FINAL_TYPE (FtXmppRoster, ft_xmpp_roster, FT, XMPP_ROSTER, GObject)

FtXmppRoster *ft_xmpp_roster_new (FtXmppSession *session);
/* The list has come from the server since the last sign-in. */
gboolean ft_xmpp_roster_is_loaded (FtXmppRoster *self);
/* The contact with this (bare) JID, or NULL: not on the list. */
FtXmppContact *ft_xmpp_roster_lookup (FtXmppRoster *self, const char *jid);
/* Is `jid` (bare or full) on the list? */
gboolean ft_xmpp_roster_is_contact (FtXmppRoster *self, const char *jid);
/* Add a contact: the item, a subscription asked for, and the other's
 * subscription granted (pre-approved); a pending request of theirs is
 * granted by it. */
void ft_xmpp_roster_add (FtXmppRoster *self, const char *jid, const char *name);

/* Signals: "loaded"; "subscription-request" (const char *jid);
 * "fourteen-online" (const char *full_jid): a contact's resource with
 * Fourteen came online. The list itself: GListModel's "items-changed". */

G_END_DECLS
