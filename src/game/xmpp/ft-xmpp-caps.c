/* ft-xmpp-caps.c — see ft-xmpp-caps.h. */
#include "config.h"

#include "ft-strophe-library.h"

#include <string.h>

#include "ft-xmpp-caps.h"
#include "ft-xmpp-session.h"

#define OUR_CATEGORY "client"
#define OUR_TYPE "pc"
#define OUR_NAME "Fourteen"
/* Limits on someone else's answer. */
#define MAX_FEATURES 200
#define MAX_IDENTITIES 20

static const char *const our_features[] = {
  FT_XMPP_NS_CAPS,
  FT_XMPP_NS_DISCO_INFO,
  FT_XMPP_NS_PING,
  FT_XMPP_NS,
  NULL,
};

static int
compare_strings (gconstpointer a, gconstpointer b)
{
  return strcmp (*(const char *const *) a, *(const char *const *) b);
}

static char *
ver_of (GPtrArray *identities, GPtrArray *features)
{
  g_autoptr (GString) text = g_string_new (NULL);
  g_autoptr (GChecksum) sha1 = g_checksum_new (G_CHECKSUM_SHA1);
  guint8 digest[20];
  gsize length = sizeof digest;

  g_ptr_array_sort (identities, compare_strings);
  g_ptr_array_sort (features, compare_strings);
  for (guint i = 0; i < identities->len; i++)
    g_string_append_printf (text, "%s<", (const char *) g_ptr_array_index (identities, i));
  for (guint i = 0; i < features->len; i++)
    g_string_append_printf (text, "%s<", (const char *) g_ptr_array_index (features, i));
  g_checksum_update (sha1, (const guchar *) text->str, text->len);
  g_checksum_get_digest (sha1, digest, &length);
  return g_base64_encode (digest, length);
}

char *
ft_xmpp_caps_ver (const char *category, const char *type, const char *name,
                  const char *const *features)
{
  g_autoptr (GPtrArray) identities = g_ptr_array_new_with_free_func (g_free);
  g_autoptr (GPtrArray) list = g_ptr_array_new ();

  g_ptr_array_add (identities, g_strdup_printf ("%s/%s//%s", category, type, name != NULL ? name : ""));
  for (guint i = 0; features[i] != NULL; i++)
    g_ptr_array_add (list, (gpointer) features[i]);
  return ver_of (identities, list);
}

const char *const *
ft_xmpp_caps_our_features (void)
{
  return our_features;
}

const char *
ft_xmpp_caps_our_ver (void)
{
  static char *ver = NULL;

  if (g_once_init_enter (&ver))
    g_once_init_leave (&ver, ft_xmpp_caps_ver (OUR_CATEGORY, OUR_TYPE, OUR_NAME, our_features));
  return ver;
}

static xmpp_stanza_t *
element (xmpp_ctx_t *ctx, const char *name, const char *ns)
{
  xmpp_stanza_t *stanza = xmpp_stanza_new (ctx);

  xmpp_stanza_set_name (stanza, name);
  if (ns != NULL)
    xmpp_stanza_set_ns (stanza, ns);
  return stanza;
}

xmpp_stanza_t *
ft_xmpp_caps_our_query (xmpp_ctx_t *ctx, const char *node)
{
  xmpp_stanza_t *query = element (ctx, "query", FT_XMPP_NS_DISCO_INFO);
  xmpp_stanza_t *identity = element (ctx, "identity", NULL);

  if (node != NULL)
    xmpp_stanza_set_attribute (query, "node", node);
  xmpp_stanza_set_attribute (identity, "category", OUR_CATEGORY);
  xmpp_stanza_set_attribute (identity, "type", OUR_TYPE);
  xmpp_stanza_set_attribute (identity, "name", OUR_NAME);
  xmpp_stanza_add_child_ex (query, identity, 0);
  for (guint i = 0; our_features[i] != NULL; i++)
    {
      xmpp_stanza_t *feature = element (ctx, "feature", NULL);

      xmpp_stanza_set_attribute (feature, "var", our_features[i]);
      xmpp_stanza_add_child_ex (query, feature, 0);
    }
  return query;
}

xmpp_stanza_t *
ft_xmpp_caps_our_element (xmpp_ctx_t *ctx)
{
  xmpp_stanza_t *c = element (ctx, "c", FT_XMPP_NS_CAPS);

  xmpp_stanza_set_attribute (c, "hash", "sha-1");
  xmpp_stanza_set_attribute (c, "node", FT_XMPP_CAPS_NODE);
  xmpp_stanza_set_attribute (c, "ver", ft_xmpp_caps_our_ver ());
  return c;
}

gboolean
ft_xmpp_caps_of_presence (xmpp_stanza_t *presence, const char **node, const char **ver)
{
  xmpp_stanza_t *c = xmpp_stanza_get_child_by_ns (presence, FT_XMPP_NS_CAPS);
  const char *hash;

  if (c == NULL || g_strcmp0 (xmpp_stanza_get_name (c), "c") != 0)
    return FALSE;
  hash = xmpp_stanza_get_attribute (c, "hash");
  *node = xmpp_stanza_get_attribute (c, "node");
  *ver = xmpp_stanza_get_attribute (c, "ver");
  return g_strcmp0 (hash, "sha-1") == 0 && *node != NULL && *ver != NULL && strlen (*ver) < 64;
}

static const char *
attribute (xmpp_stanza_t *stanza, const char *name)
{
  const char *value = xmpp_stanza_get_attribute (stanza, name);

  return value != NULL ? value : "";
}

gboolean
ft_xmpp_caps_read_info (xmpp_stanza_t *result, const char *feature, const char *ver,
                        gboolean *has_feature)
{
  xmpp_stanza_t *query = xmpp_stanza_get_child_by_ns (result, FT_XMPP_NS_DISCO_INFO);
  g_autoptr (GPtrArray) identities = g_ptr_array_new_with_free_func (g_free);
  g_autoptr (GPtrArray) features = g_ptr_array_new ();
  g_autofree char *computed = NULL;

  *has_feature = FALSE;
  if (query == NULL)
    return FALSE;
  for (xmpp_stanza_t *child = xmpp_stanza_get_children (query); child != NULL;
       child = xmpp_stanza_get_next (child))
    {
      const char *name = xmpp_stanza_get_name (child);

      if (g_strcmp0 (name, "feature") == 0 && xmpp_stanza_get_attribute (child, "var") != NULL)
        {
          const char *var = xmpp_stanza_get_attribute (child, "var");

          if (features->len == MAX_FEATURES)
            return FALSE;
          g_ptr_array_add (features, (gpointer) var);
          *has_feature |= strcmp (var, feature) == 0;
        }
      else if (g_strcmp0 (name, "identity") == 0)
        {
          const char *name_attr = xmpp_stanza_get_attribute (child, "name");
          const char *lang = xmpp_stanza_get_attribute (child, "xml:lang");

          if (identities->len == MAX_IDENTITIES)
            return FALSE;
          g_ptr_array_add (identities, g_strdup_printf ("%s/%s/%s/%s", attribute (child, "category"),
                                                        attribute (child, "type"), lang != NULL ? lang : "",
                                                        name_attr != NULL ? name_attr : ""));
        }
    }
  if (ver == NULL)
    return TRUE;
  computed = ver_of (identities, features);
  return strcmp (computed, ver) == 0;
}
