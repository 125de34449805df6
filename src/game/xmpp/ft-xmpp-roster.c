/* ft-xmpp-roster.c — see ft-xmpp-roster.h. */
#include "config.h"

#include "ft-strophe-library.h"

#include <string.h>

#include "ft-xmpp-caps.h"
#include "ft-xmpp-roster.h"

/* Capability strings remembered (each is one software's version). */
#define MAX_CAPS 100

struct _FtXmppRoster
{
  GObject parent_instance;

  FtXmppSession *session;
  GListStore *contacts;
  GHashTable *by_jid;    /* bare JID → FtXmppContact (the store owns it) */
  GHashTable *caps;      /* ver → GINT_TO_POINTER (1 + has Fourteen) */
  GHashTable *asking;    /* ver → GPtrArray of full JIDs waiting for the answer */
  GHashTable *requests;  /* bare JIDs that asked to subscribe */
  gboolean loaded;
};

static void ft_xmpp_roster_model_init (GListModelInterface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (FtXmppRoster, ft_xmpp_roster, G_TYPE_OBJECT,
                               G_IMPLEMENT_INTERFACE (G_TYPE_LIST_MODEL, ft_xmpp_roster_model_init))

enum
{
  SIGNAL_LOADED,
  SIGNAL_SUBSCRIPTION_REQUEST,
  SIGNAL_FOURTEEN_ONLINE,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

/* ---- The list --------------------------------------------------------------------- */

static FtXmppSubscription
subscription_of (const char *text)
{
  if (g_strcmp0 (text, "both") == 0)
    return FT_XMPP_SUBSCRIPTION_BOTH;
  if (g_strcmp0 (text, "to") == 0)
    return FT_XMPP_SUBSCRIPTION_TO;
  if (g_strcmp0 (text, "from") == 0)
    return FT_XMPP_SUBSCRIPTION_FROM;
  return FT_XMPP_SUBSCRIPTION_NONE;
}

static void
remove_contact (FtXmppRoster *self, FtXmppContact *contact)
{
  guint position;

  if (g_list_store_find (self->contacts, contact, &position))
    {
      g_hash_table_remove (self->by_jid, ft_xmpp_contact_get_jid (contact));
      g_list_store_remove (self->contacts, position);
    }
}

/* One <item/> of the list or of a push. */
static void
apply_item (FtXmppRoster *self, xmpp_stanza_t *item)
{
  g_autofree char *jid = ft_xmpp_jid_bare (xmpp_stanza_get_attribute (item, "jid"));
  const char *subscription = xmpp_stanza_get_attribute (item, "subscription");
  FtXmppContact *contact;

  if (jid == NULL)
    return;
  contact = g_hash_table_lookup (self->by_jid, jid);
  if (g_strcmp0 (subscription, "remove") == 0)
    {
      if (contact != NULL)
        remove_contact (self, contact);
      return;
    }
  if (contact == NULL)
    {
      if (g_hash_table_size (self->by_jid) >= FT_XMPP_ROSTER_MAX)
        return;
      contact = ft_xmpp_contact_new (jid);
      g_hash_table_insert (self->by_jid, g_strdup (jid), contact);
      g_list_store_append (self->contacts, contact);
      g_object_unref (contact);
    }
  ft_xmpp_contact_set_name (contact, xmpp_stanza_get_attribute (item, "name"));
  ft_xmpp_contact_set_subscription (contact, subscription_of (subscription));
}

static void
roster_cb (FtXmppSession *session G_GNUC_UNUSED, xmpp_stanza_t *reply, gpointer user_data)
{
  FtXmppRoster *self = FT_XMPP_ROSTER (user_data);
  xmpp_stanza_t *query = reply != NULL ? xmpp_stanza_get_child_by_ns (reply, FT_XMPP_NS_ROSTER) : NULL;

  if (query == NULL || g_strcmp0 (xmpp_stanza_get_type (reply), "result") != 0)
    return;
  g_hash_table_remove_all (self->by_jid);
  g_list_store_remove_all (self->contacts);
  for (xmpp_stanza_t *item = xmpp_stanza_get_children (query); item != NULL; item = xmpp_stanza_get_next (item))
    if (g_strcmp0 (xmpp_stanza_get_name (item), "item") == 0)
      apply_item (self, item);
  self->loaded = TRUE;
  g_signal_emit (self, signals[SIGNAL_LOADED], 0);
}

static void
online_cb (FtXmppSession *session, gboolean resumed, gpointer user_data)
{
  FtXmppRoster *self = FT_XMPP_ROSTER (user_data);
  g_autofree char *id = NULL;
  xmpp_stanza_t *iq, *query;

  if (resumed)
    return;
  self->loaded = FALSE;
  id = ft_xmpp_session_new_id (session);
  iq = xmpp_iq_new (ft_xmpp_session_get_context (session), "get", id);
  query = xmpp_stanza_new (ft_xmpp_session_get_context (session));
  xmpp_stanza_set_name (query, "query");
  xmpp_stanza_set_ns (query, FT_XMPP_NS_ROSTER);
  xmpp_stanza_add_child_ex (iq, query, 0);
  ft_xmpp_session_query (session, iq, self, roster_cb, self, NULL);
  xmpp_stanza_release (iq);
}

/* A push of the server (RFC 6121 §2.1.6): only from our own account. */
static gboolean
iq_cb (FtXmppSession *session, gpointer data, gpointer user_data)
{
  FtXmppRoster *self = FT_XMPP_ROSTER (user_data);
  xmpp_stanza_t *stanza = data;
  xmpp_stanza_t *query = xmpp_stanza_get_child_by_ns (stanza, FT_XMPP_NS_ROSTER);
  const char *from = xmpp_stanza_get_from (stanza);
  xmpp_stanza_t *answer;

  if (query == NULL || g_strcmp0 (xmpp_stanza_get_type (stanza), "set") != 0)
    return FALSE;
  if (from != NULL && !ft_xmpp_jid_same_bare (from, ft_xmpp_session_get_account (session)))
    {
      ft_xmpp_session_count_ignored (session, from, "a contact-list push from someone else");
      ft_xmpp_session_send_iq_error (session, stanza, "forbidden");
      return TRUE;
    }
  for (xmpp_stanza_t *item = xmpp_stanza_get_children (query); item != NULL; item = xmpp_stanza_get_next (item))
    if (g_strcmp0 (xmpp_stanza_get_name (item), "item") == 0)
      apply_item (self, item);
  answer = xmpp_iq_new (ft_xmpp_session_get_context (session), "result", xmpp_stanza_get_id (stanza));
  ft_xmpp_session_send (session, answer);
  xmpp_stanza_release (answer);
  return TRUE;
}

/* ---- Presence and capabilities --------------------------------------------------- */

static void
mark_resource (FtXmppRoster *self, const char *full, gboolean online, gboolean fourteen)
{
  g_autofree char *bare = ft_xmpp_jid_bare (full);
  FtXmppContact *contact = bare != NULL ? g_hash_table_lookup (self->by_jid, bare) : NULL;
  gboolean had;

  if (contact == NULL)
    return;
  had = ft_xmpp_contact_get_fourteen_jid (contact) != NULL
        && g_strcmp0 (ft_xmpp_contact_get_fourteen_jid (contact), full) == 0;
  ft_xmpp_contact_set_resource (contact, ft_xmpp_jid_resource (full), online, fourteen);
  if (online && fourteen && !had)
    g_signal_emit (self, signals[SIGNAL_FOURTEEN_ONLINE], 0, full);
}

typedef struct
{
  FtXmppRoster *roster;
  char *ver;
} CapsQuery;

static void
caps_cb (FtXmppSession *session G_GNUC_UNUSED, xmpp_stanza_t *reply, gpointer user_data)
{
  CapsQuery *query = user_data;
  FtXmppRoster *self = query->roster;
  g_autoptr (GPtrArray) waiting = NULL;
  g_autofree char *key = NULL;
  gboolean has_fourteen = FALSE;
  gboolean verified;

  g_hash_table_steal_extended (self->asking, query->ver, (gpointer *) &key, (gpointer *) &waiting);
  verified = reply != NULL && g_strcmp0 (xmpp_stanza_get_type (reply), "result") == 0
             && ft_xmpp_caps_read_info (reply, FT_XMPP_NS, query->ver, &has_fourteen);
  /* An answer that does not hash to the string is not remembered: the
   * next presence with it asks again. */
  if (verified && g_hash_table_size (self->caps) < MAX_CAPS)
    g_hash_table_insert (self->caps, g_strdup (query->ver), GINT_TO_POINTER (1 + has_fourteen));
  for (guint i = 0; waiting != NULL && i < waiting->len; i++)
    mark_resource (self, g_ptr_array_index (waiting, i), TRUE, verified && has_fourteen);
}

static void
caps_query_free (gpointer data)
{
  CapsQuery *query = data;

  g_free (query->ver);
  g_free (query);
}

static void
ask_caps (FtXmppRoster *self, const char *full, const char *node, const char *ver)
{
  GPtrArray *waiting = g_hash_table_lookup (self->asking, ver);
  xmpp_ctx_t *ctx = ft_xmpp_session_get_context (self->session);
  g_autofree char *id = NULL;
  g_autofree char *node_ver = NULL;
  xmpp_stanza_t *iq, *info;
  CapsQuery *query;

  if (waiting != NULL)
    {
      if (waiting->len < 20)
        g_ptr_array_add (waiting, g_strdup (full));
      return;
    }
  if (g_hash_table_size (self->asking) >= MAX_CAPS)
    return;
  waiting = g_ptr_array_new_with_free_func (g_free);
  g_ptr_array_add (waiting, g_strdup (full));
  g_hash_table_insert (self->asking, g_strdup (ver), waiting);
  id = ft_xmpp_session_new_id (self->session);
  iq = xmpp_iq_new (ctx, "get", id);
  xmpp_stanza_set_to (iq, full);
  info = xmpp_stanza_new (ctx);
  xmpp_stanza_set_name (info, "query");
  xmpp_stanza_set_ns (info, FT_XMPP_NS_DISCO_INFO);
  node_ver = g_strconcat (node, "#", ver, NULL);
  xmpp_stanza_set_attribute (info, "node", node_ver);
  xmpp_stanza_add_child_ex (iq, info, 0);
  query = g_new0 (CapsQuery, 1);
  query->roster = self;
  query->ver = g_strdup (ver);
  ft_xmpp_session_query (self->session, iq, self, caps_cb, query, caps_query_free);
  xmpp_stanza_release (iq);
}

static void
subscription_request (FtXmppRoster *self, const char *from)
{
  g_autofree char *bare = ft_xmpp_jid_bare (from);
  xmpp_stanza_t *presence;

  if (bare == NULL)
    return;
  if (g_hash_table_lookup (self->by_jid, bare) == NULL)
    {
      if (g_hash_table_size (self->requests) < 100 && g_hash_table_add (self->requests, g_strdup (bare)))
        g_signal_emit (self, signals[SIGNAL_SUBSCRIPTION_REQUEST], 0, bare);
      return;
    }
  /* Someone on the list: granted. */
  presence = xmpp_presence_new (ft_xmpp_session_get_context (self->session));
  xmpp_stanza_set_to (presence, bare);
  xmpp_stanza_set_type (presence, "subscribed");
  ft_xmpp_session_send (self->session, presence);
  xmpp_stanza_release (presence);
}

static void
presence_cb (FtXmppSession *session, gpointer data, gpointer user_data)
{
  FtXmppRoster *self = FT_XMPP_ROSTER (user_data);
  xmpp_stanza_t *stanza = data;
  g_autofree char *from = ft_xmpp_jid_normalize (xmpp_stanza_get_from (stanza));
  const char *type = xmpp_stanza_get_type (stanza);
  const char *node, *ver;
  gpointer known;

  if (from == NULL || ft_xmpp_jid_same_bare (from, ft_xmpp_session_get_account (session)))
    return;
  if (g_strcmp0 (type, "subscribe") == 0)
    {
      subscription_request (self, from);
      return;
    }
  if (ft_xmpp_jid_resource (from) == NULL || (type != NULL && strcmp (type, "unavailable") != 0))
    return;
  if (type != NULL)
    {
      mark_resource (self, from, FALSE, FALSE);
      return;
    }
  if (!ft_xmpp_caps_of_presence (stanza, &node, &ver))
    {
      mark_resource (self, from, TRUE, FALSE);
      return;
    }
  known = g_hash_table_lookup (self->caps, ver);
  if (known != NULL)
    mark_resource (self, from, TRUE, GPOINTER_TO_INT (known) == 2);
  else
    {
      mark_resource (self, from, TRUE, FALSE);
      ask_caps (self, from, node, ver);
    }
}

/* ---- The object --------------------------------------------------------------------- */

static GType
model_get_item_type (GListModel *model G_GNUC_UNUSED)
{
  return FT_TYPE_XMPP_CONTACT;
}

static guint
model_get_n_items (GListModel *model)
{
  return g_list_model_get_n_items (G_LIST_MODEL (FT_XMPP_ROSTER (model)->contacts));
}

static gpointer
model_get_item (GListModel *model, guint position)
{
  return g_list_model_get_item (G_LIST_MODEL (FT_XMPP_ROSTER (model)->contacts), position);
}

static void
ft_xmpp_roster_model_init (GListModelInterface *iface)
{
  iface->get_item_type = model_get_item_type;
  iface->get_n_items = model_get_n_items;
  iface->get_item = model_get_item;
}

static void
items_changed_cb (GListModel *list G_GNUC_UNUSED, guint position, guint removed, guint added, gpointer user_data)
{
  g_list_model_items_changed (G_LIST_MODEL (user_data), position, removed, added);
}

static void
ft_xmpp_roster_dispose (GObject *object)
{
  FtXmppRoster *self = FT_XMPP_ROSTER (object);

  if (self->session != NULL)
    {
      g_signal_handlers_disconnect_by_data (self->session, self);
      ft_xmpp_session_cancel_queries (self->session, self);
      g_clear_object (&self->session);
    }
  G_OBJECT_CLASS (ft_xmpp_roster_parent_class)->dispose (object);
}

static void
ft_xmpp_roster_finalize (GObject *object)
{
  FtXmppRoster *self = FT_XMPP_ROSTER (object);

  g_signal_handlers_disconnect_by_data (self->contacts, self);
  g_object_unref (self->contacts);
  g_hash_table_unref (self->by_jid);
  g_hash_table_unref (self->caps);
  g_hash_table_unref (self->asking);
  g_hash_table_unref (self->requests);
  G_OBJECT_CLASS (ft_xmpp_roster_parent_class)->finalize (object);
}

static void
ft_xmpp_roster_class_init (FtXmppRosterClass *klass)
{
  GType type = G_TYPE_FROM_CLASS (klass);

  G_OBJECT_CLASS (klass)->dispose = ft_xmpp_roster_dispose;
  G_OBJECT_CLASS (klass)->finalize = ft_xmpp_roster_finalize;
  signals[SIGNAL_LOADED] = g_signal_new ("loaded", type, G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                                         G_TYPE_NONE, 0);
  signals[SIGNAL_SUBSCRIPTION_REQUEST] = g_signal_new ("subscription-request", type, G_SIGNAL_RUN_LAST, 0,
                                                       NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_STRING);
  signals[SIGNAL_FOURTEEN_ONLINE] = g_signal_new ("fourteen-online", type, G_SIGNAL_RUN_LAST, 0, NULL,
                                                  NULL, NULL, G_TYPE_NONE, 1, G_TYPE_STRING);
}

static void
ft_xmpp_roster_init (FtXmppRoster *self)
{
  self->contacts = g_list_store_new (FT_TYPE_XMPP_CONTACT);
  self->by_jid = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  self->caps = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  self->asking = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, (GDestroyNotify) g_ptr_array_unref);
  self->requests = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  g_signal_connect (self->contacts, "items-changed", G_CALLBACK (items_changed_cb), self);
}

FtXmppRoster *
ft_xmpp_roster_new (FtXmppSession *session)
{
  FtXmppRoster *self;

  g_return_val_if_fail (FT_IS_XMPP_SESSION (session), NULL);

  self = g_object_new (FT_TYPE_XMPP_ROSTER, NULL);
  self->session = g_object_ref (session);
  g_signal_connect (session, "online", G_CALLBACK (online_cb), self);
  g_signal_connect (session, "presence", G_CALLBACK (presence_cb), self);
  g_signal_connect (session, "iq", G_CALLBACK (iq_cb), self);
  return self;
}

gboolean
ft_xmpp_roster_is_loaded (FtXmppRoster *self)
{
  g_return_val_if_fail (FT_IS_XMPP_ROSTER (self), FALSE);
  return self->loaded;
}

FtXmppContact *
ft_xmpp_roster_lookup (FtXmppRoster *self, const char *jid)
{
  g_autofree char *bare = ft_xmpp_jid_bare (jid);

  g_return_val_if_fail (FT_IS_XMPP_ROSTER (self), NULL);
  return bare != NULL ? g_hash_table_lookup (self->by_jid, bare) : NULL;
}

gboolean
ft_xmpp_roster_is_contact (FtXmppRoster *self, const char *jid)
{
  return ft_xmpp_roster_lookup (self, jid) != NULL;
}

static void
send_presence (FtXmppRoster *self, const char *to, const char *type)
{
  xmpp_stanza_t *presence = xmpp_presence_new (ft_xmpp_session_get_context (self->session));

  xmpp_stanza_set_to (presence, to);
  xmpp_stanza_set_type (presence, type);
  ft_xmpp_session_send (self->session, presence);
  xmpp_stanza_release (presence);
}

void
ft_xmpp_roster_add (FtXmppRoster *self, const char *jid, const char *name)
{
  g_autofree char *bare = ft_xmpp_jid_bare (jid);
  xmpp_ctx_t *ctx;
  g_autofree char *id = NULL;
  xmpp_stanza_t *iq, *query, *item;

  g_return_if_fail (FT_IS_XMPP_ROSTER (self));
  g_return_if_fail (bare != NULL);

  ctx = ft_xmpp_session_get_context (self->session);
  id = ft_xmpp_session_new_id (self->session);
  iq = xmpp_iq_new (ctx, "set", id);
  query = xmpp_stanza_new (ctx);
  xmpp_stanza_set_name (query, "query");
  xmpp_stanza_set_ns (query, FT_XMPP_NS_ROSTER);
  item = xmpp_stanza_new (ctx);
  xmpp_stanza_set_name (item, "item");
  xmpp_stanza_set_attribute (item, "jid", bare);
  if (name != NULL && *name != '\0')
    xmpp_stanza_set_attribute (item, "name", name);
  xmpp_stanza_add_child_ex (query, item, 0);
  xmpp_stanza_add_child_ex (iq, query, 0);
  ft_xmpp_session_query (self->session, iq, self, NULL, NULL, NULL);
  xmpp_stanza_release (iq);
  /* Their presence asked for, ours granted in advance (RFC 6121 §3.4). */
  send_presence (self, bare, "subscribe");
  send_presence (self, bare, "subscribed");
  g_hash_table_remove (self->requests, bare);
}
