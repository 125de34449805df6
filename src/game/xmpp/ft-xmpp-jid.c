/* ft-xmpp-jid.c — see ft-xmpp-jid.h. */
#include "config.h"

#include <string.h>

#include "ft-xmpp-jid.h"

G_DEFINE_QUARK (ft-xmpp-error-quark, ft_xmpp_error)

/* RFC 7622 §3.3.1: characters never allowed in a localpart. */
#define LOCAL_FORBIDDEN "\"&'/:<>@"

static gboolean
bad (GError **error, const char *text, const char *why)
{
  g_set_error (error, FT_XMPP_ERROR, FT_XMPP_ERROR_BAD_JID, "%s: %s", text, why);
  return FALSE;
}

/* No control characters, no spaces (but in a resource), valid UTF-8, 1 to
 * the limit. */
static gboolean
check_part (const char *part, gsize len, const char *name, const char *text, GError **error)
{
  gboolean resource = g_str_equal (name, "resource");
  g_autofree char *why = NULL;

  if (len == 0)
    {
      why = g_strdup_printf ("the %s is empty", name);
      return bad (error, text, why);
    }
  if (len > FT_XMPP_JID_MAX_PART)
    {
      why = g_strdup_printf ("the %s is longer than %d bytes", name, FT_XMPP_JID_MAX_PART);
      return bad (error, text, why);
    }
  if (!g_utf8_validate_len (part, len, NULL))
    {
      why = g_strdup_printf ("the %s is not valid UTF-8", name);
      return bad (error, text, why);
    }
  for (gsize i = 0; i < len; i++)
    if ((guchar) part[i] < 0x20 || part[i] == 0x7f || (part[i] == ' ' && !resource))
      {
        why = g_strdup_printf (resource ? "the %s has a control character" : "the %s has a space or a control character",
                               name);
        return bad (error, text, why);
      }
  return TRUE;
}

gboolean
ft_xmpp_jid_parse (const char *text, char **local, char **domain, char **resource, GError **error)
{
  const char *slash, *at, *domain_start;
  gsize domain_len;

  if (text == NULL || *text == '\0')
    return bad (error, "\"\"", "an address has at least a domain (name@example.org)");
  slash = strchr (text, '/');
  at = memchr (text, '@', slash != NULL ? (gsize) (slash - text) : strlen (text));
  if (at != NULL)
    {
      if (!check_part (text, at - text, "name before the @", text, error))
        return FALSE;
      for (const char *c = text; c < at; c++)
        if (strchr (LOCAL_FORBIDDEN, *c) != NULL)
          return bad (error, text, "the name before the @ has a character an address cannot have");
    }
  domain_start = at != NULL ? at + 1 : text;
  domain_len = slash != NULL ? (gsize) (slash - domain_start) : strlen (domain_start);
  if (!check_part (domain_start, domain_len, "domain", text, error))
    return FALSE;
  if (domain_start[domain_len - 1] == '.' || domain_start[0] == '.')
    return bad (error, text, "the domain begins or ends with a dot");
  if (slash != NULL && !check_part (slash + 1, strlen (slash + 1), "resource", text, error))
    return FALSE;

  if (local != NULL)
    *local = at != NULL ? g_ascii_strdown (text, at - text) : NULL;
  if (domain != NULL)
    *domain = g_ascii_strdown (domain_start, domain_len);
  if (resource != NULL)
    *resource = slash != NULL ? g_strdup (slash + 1) : NULL;
  return TRUE;
}

char *
ft_xmpp_jid_bare (const char *jid)
{
  g_autofree char *local = NULL;
  g_autofree char *domain = NULL;

  if (!ft_xmpp_jid_parse (jid, &local, &domain, NULL, NULL))
    return NULL;
  return local != NULL ? g_strconcat (local, "@", domain, NULL) : g_steal_pointer (&domain);
}

gboolean
ft_xmpp_jid_is_account (const char *jid)
{
  g_autofree char *local = NULL;
  g_autofree char *resource = NULL;

  return ft_xmpp_jid_parse (jid, &local, NULL, &resource, NULL) && local != NULL && resource == NULL;
}

const char *
ft_xmpp_jid_resource (const char *jid)
{
  const char *slash = jid != NULL ? strchr (jid, '/') : NULL;

  return slash != NULL ? slash + 1 : NULL;
}

gboolean
ft_xmpp_jid_same_bare (const char *a, const char *b)
{
  g_autofree char *bare_a = ft_xmpp_jid_bare (a);
  g_autofree char *bare_b = ft_xmpp_jid_bare (b);

  return bare_a != NULL && bare_b != NULL && strcmp (bare_a, bare_b) == 0;
}

char *
ft_xmpp_jid_normalize (const char *jid)
{
  g_autofree char *bare = ft_xmpp_jid_bare (jid);
  const char *resource;

  if (bare == NULL)
    return NULL;
  resource = ft_xmpp_jid_resource (jid);
  return resource != NULL ? g_strconcat (bare, "/", resource, NULL) : g_steal_pointer (&bare);
}
