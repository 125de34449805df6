/* ft-xmpp-contact.h — one contact of the account's list (roster): its
 * address, name, subscription, and which of its resources are online and
 * which of those run Fourteen (our service-discovery feature, learnt from
 * entity capabilities). Filled in by FtXmppRoster.
 */
#pragma once

#include <glib-object.h>

G_BEGIN_DECLS

typedef enum
{
  FT_XMPP_SUBSCRIPTION_NONE,
  FT_XMPP_SUBSCRIPTION_TO,   /* we see their presence */
  FT_XMPP_SUBSCRIPTION_FROM, /* they see ours */
  FT_XMPP_SUBSCRIPTION_BOTH,
} FtXmppSubscription;

#define FT_TYPE_XMPP_CONTACT (ft_xmpp_contact_get_type ())
G_DECLARE_FINAL_TYPE (FtXmppContact, ft_xmpp_contact, FT, XMPP_CONTACT, GObject)

FtXmppContact *ft_xmpp_contact_new (const char *jid);
/* The bare JID. */
const char *ft_xmpp_contact_get_jid (FtXmppContact *self);
/* The name given in the roster, else the JID. */
const char *ft_xmpp_contact_get_name (FtXmppContact *self);
void ft_xmpp_contact_set_name (FtXmppContact *self, const char *name);
FtXmppSubscription ft_xmpp_contact_get_subscription (FtXmppContact *self);
void ft_xmpp_contact_set_subscription (FtXmppContact *self, FtXmppSubscription subscription);
/* A resource came online (fourteen: it runs Fourteen) or went. */
void ft_xmpp_contact_set_resource (FtXmppContact *self, const char *resource, gboolean online,
                                   gboolean fourteen);
gboolean ft_xmpp_contact_is_online (FtXmppContact *self);
/* The full JID of a resource online with Fourteen, or NULL: the one to
 * invite. */
const char *ft_xmpp_contact_get_fourteen_jid (FtXmppContact *self);

/* Properties (all read-only but "name"): "jid", "name", "subscription",
 * "online", "fourteen" (gboolean: a resource runs Fourteen). */

G_END_DECLS
