/* ft-xmpp-jid.h — XMPP addresses (JIDs, RFC 7622) as Fourteen reads them:
 * localpart@domain/resource. The check is strict on what may not appear
 * (spaces, control characters, the separators in the wrong place, parts
 * too long) and folds the localpart and the domain to lowercase ASCII, as
 * servers compare them; it does not apply the whole PRECIS profile (a
 * server does, and its "from" addresses are already in that form).
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* Each part is at most this many bytes (RFC 7622 §3.1). */
#define FT_XMPP_JID_MAX_PART 1023

#define FT_XMPP_ERROR (ft_xmpp_error_quark ())
GQuark ft_xmpp_error_quark (void);
typedef enum
{
  FT_XMPP_ERROR_BAD_JID,
  FT_XMPP_ERROR_OFFLINE,      /* not connected now */
  FT_XMPP_ERROR_TLS,          /* the server's certificate was refused */
  FT_XMPP_ERROR_AUTH,         /* the password or the account was refused */
  FT_XMPP_ERROR_NETWORK,      /* the server cannot be reached */
  FT_XMPP_ERROR_FAILED,       /* anything else the server said */
  FT_XMPP_ERROR_UNAVAILABLE,  /* libstrophe is not installed (ft-strophe-library.h) */
} FtXmppErrorCode;

/* Parse `text`; any out-parameter may be NULL. local and resource are NULL
 * when absent. FALSE with FT_XMPP_ERROR_BAD_JID naming the problem. */
gboolean ft_xmpp_jid_parse (const char *text, char **local, char **domain, char **resource,
                            GError **error);
/* "ann@example.org/x" → "ann@example.org", folded; NULL if not a JID. */
char *ft_xmpp_jid_bare (const char *jid);
/* "ann@example.org" (with a localpart, without a resource): an account. */
gboolean ft_xmpp_jid_is_account (const char *jid);
/* The resource of a full JID, or NULL (points into jid). */
const char *ft_xmpp_jid_resource (const char *jid);
/* Same bare JID (folded)? */
gboolean ft_xmpp_jid_same_bare (const char *a, const char *b);
/* The JID folded (localpart and domain lowercase, resource as it is);
 * NULL if not a JID. */
char *ft_xmpp_jid_normalize (const char *jid);

G_END_DECLS
