/* ft-xmpp-caps.h — service discovery (XEP-0030) and entity capabilities
 * (XEP-0115) as Fourteen needs them: the verification string of a list of
 * identities and features, our own answer to a disco#info query, and the
 * reading of someone else's (is Fourteen's feature there? does the list
 * match the string their presence announced?). Pure functions over
 * libstrophe stanzas.
 */
#pragma once

#include <glib.h>
#include <strophe.h>

G_BEGIN_DECLS

#define FT_XMPP_NS_DISCO_INFO "http://jabber.org/protocol/disco#info"
#define FT_XMPP_NS_CAPS "http://jabber.org/protocol/caps"
#define FT_XMPP_NS_PING "urn:xmpp:ping"

/* The verification string (XEP-0115 §5.1, one identity, no extended forms):
 * base64 of the SHA-1 of "category/type//name<feature<feature<…" with the
 * features sorted. */
char *ft_xmpp_caps_ver (const char *category, const char *type, const char *name,
                        const char *const *features);

/* Our identity and features, and their verification string. */
const char *const *ft_xmpp_caps_our_features (void);
const char *ft_xmpp_caps_our_ver (void);

/* The <query xmlns=disco#info node=…> of our answer, to put in an IQ
 * result (a new stanza, the caller releases it). */
xmpp_stanza_t *ft_xmpp_caps_our_query (xmpp_ctx_t *ctx, const char *node);
/* The <c xmlns=caps …/> element of our presence. */
xmpp_stanza_t *ft_xmpp_caps_our_element (xmpp_ctx_t *ctx);

/* From a presence: the caps' node and ver (pointers into the stanza), or
 * FALSE when it has none with hash sha-1. */
gboolean ft_xmpp_caps_of_presence (xmpp_stanza_t *presence, const char **node, const char **ver);
/* From a disco#info result: does it list `feature`? And does its list
 * hash to `ver` (when ver is not NULL)? At most 200 features and 20
 * identities are read: a longer answer is not believed. */
gboolean ft_xmpp_caps_read_info (xmpp_stanza_t *result, const char *feature, const char *ver,
                                 gboolean *has_feature);

G_END_DECLS
