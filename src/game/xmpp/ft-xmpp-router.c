/* ft-xmpp-router.c — see ft-xmpp-router.h. */
#include "config.h"

#include "ft-strophe-library.h"

#include <string.h>

#include "ft-xmpp-router.h"
#include "ft-xmpp-stanza.h"

struct _FtXmppRouter
{
  GObject parent_instance;

  FtXmppSession *session; /* not owned: the session owns the router */
  GHashTable *links;      /* full JID → FtXmppLink (not owned: the game owns it) */
  FtNetRate stranger_rate;
  guint n_strangers;
};

G_DEFINE_FINAL_TYPE (FtXmppRouter, ft_xmpp_router, G_TYPE_OBJECT)

enum
{
  SIGNAL_STRANGER,
  SIGNAL_PEER_AVAILABLE,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static void link_gone_cb (gpointer data, GObject *where_the_object_was);

static void
link_closed_cb (FtNetLink *link, gpointer user_data)
{
  FtXmppRouter *self = FT_XMPP_ROUTER (user_data);
  const char *jid = ft_xmpp_link_get_jid (FT_XMPP_LINK (link));

  if (g_hash_table_lookup (self->links, jid) == link)
    g_hash_table_remove (self->links, jid);
  g_signal_handlers_disconnect_by_data (link, self);
  g_object_weak_unref (G_OBJECT (link), link_gone_cb, self);
}

static void
link_gone_cb (gpointer data, GObject *where_the_object_was)
{
  FtXmppRouter *self = FT_XMPP_ROUTER (data);
  GHashTableIter iter;
  gpointer value;

  g_hash_table_iter_init (&iter, self->links);
  while (g_hash_table_iter_next (&iter, NULL, &value))
    if (value == (gpointer) where_the_object_was)
      g_hash_table_iter_remove (&iter);
}

/* A game stanza from someone without a link. */
static void
stranger (FtXmppRouter *self, const char *from, const char *text)
{
  g_autoptr (GError) error = NULL;
  g_autofree FtNetMessage *msg = NULL;
  gboolean taken = FALSE;

  self->n_strangers++;
  if (!ft_net_rate_take (&self->stranger_rate, g_get_monotonic_time ()))
    {
      ft_xmpp_session_count_ignored (self->session, from, "a game stanza over the strangers' rate");
      return;
    }
  msg = g_new (FtNetMessage, 1);
  if (text == NULL || !ft_net_message_parse (text, strlen (text), msg, &error))
    {
      ft_xmpp_session_count_ignored (self->session, from, "a malformed game stanza from a stranger");
      return;
    }
  g_signal_emit (self, signals[SIGNAL_STRANGER], 0, from, msg, &taken);
  if (!taken)
    ft_xmpp_session_count_ignored (self->session, from, "a game stanza from someone not in a game here");
}

static void
message_cb (FtXmppSession *session G_GNUC_UNUSED, gpointer data, gpointer user_data)
{
  FtXmppRouter *self = FT_XMPP_ROUTER (user_data);
  xmpp_stanza_t *stanza = data;
  g_autoptr (GError) error = NULL;
  g_autofree char *text = NULL;
  g_autofree char *from = ft_xmpp_jid_normalize (xmpp_stanza_get_from (stanza));
  FtXmppPayload payload;
  FtXmppLink *link;

  if (g_strcmp0 (xmpp_stanza_get_type (stanza), "error") == 0)
    return;
  payload = ft_xmpp_stanza_game_text (stanza, &text, &error);
  if (payload == FT_XMPP_PAYLOAD_NONE)
    return;
  link = from != NULL ? g_hash_table_lookup (self->links, from) : NULL;
  if (link == NULL)
    {
      if (from == NULL || ft_xmpp_jid_resource (from) == NULL)
        ft_xmpp_session_count_ignored (self->session, from, "a game stanza without a full address");
      else
        stranger (self, from, payload == FT_XMPP_PAYLOAD_OK ? text : NULL);
      return;
    }
  ft_xmpp_link_receive (link, payload, text, error != NULL ? error->message : NULL);
}

static void
presence_cb (FtXmppSession *session G_GNUC_UNUSED, gpointer data, gpointer user_data)
{
  FtXmppRouter *self = FT_XMPP_ROUTER (user_data);
  xmpp_stanza_t *stanza = data;
  g_autofree char *from = ft_xmpp_jid_normalize (xmpp_stanza_get_from (stanza));
  const char *type = xmpp_stanza_get_type (stanza);
  FtXmppLink *link;

  if (from == NULL || ft_xmpp_jid_resource (from) == NULL)
    return;
  if (type == NULL)
    {
      g_signal_emit (self, signals[SIGNAL_PEER_AVAILABLE], 0, from);
      return;
    }
  if (strcmp (type, "unavailable") != 0)
    return;
  link = g_hash_table_lookup (self->links, from);
  if (link != NULL)
    ft_xmpp_link_end (link, "the peer went offline");
}

static void
online_cb (FtXmppSession *session G_GNUC_UNUSED, gboolean resumed, gpointer user_data)
{
  FtXmppRouter *self = FT_XMPP_ROUTER (user_data);
  g_autoptr (GPtrArray) links = g_ptr_array_new_with_free_func (g_object_unref);
  GHashTableIter iter;
  gpointer value;

  g_hash_table_iter_init (&iter, self->links);
  while (g_hash_table_iter_next (&iter, NULL, &value))
    g_ptr_array_add (links, g_object_ref (value));
  for (guint i = 0; i < links->len; i++)
    {
      if (resumed)
        ft_xmpp_link_flush (g_ptr_array_index (links, i));
      else
        ft_xmpp_link_end (g_ptr_array_index (links, i), "the account's stream was started anew");
    }
}

static void
ft_xmpp_router_dispose (GObject *object)
{
  FtXmppRouter *self = FT_XMPP_ROUTER (object);
  GHashTableIter iter;
  gpointer value;

  g_hash_table_iter_init (&iter, self->links);
  while (g_hash_table_iter_next (&iter, NULL, &value))
    {
      g_signal_handlers_disconnect_by_data (value, self);
      g_object_weak_unref (value, link_gone_cb, self);
    }
  g_hash_table_remove_all (self->links);
  G_OBJECT_CLASS (ft_xmpp_router_parent_class)->dispose (object);
}

static void
ft_xmpp_router_finalize (GObject *object)
{
  g_hash_table_unref (FT_XMPP_ROUTER (object)->links);
  G_OBJECT_CLASS (ft_xmpp_router_parent_class)->finalize (object);
}

static void
ft_xmpp_router_class_init (FtXmppRouterClass *klass)
{
  GType type = G_TYPE_FROM_CLASS (klass);

  G_OBJECT_CLASS (klass)->dispose = ft_xmpp_router_dispose;
  G_OBJECT_CLASS (klass)->finalize = ft_xmpp_router_finalize;
  signals[SIGNAL_STRANGER] = g_signal_new ("stranger", type, G_SIGNAL_RUN_LAST, 0,
                                           g_signal_accumulator_true_handled, NULL, NULL, G_TYPE_BOOLEAN,
                                           2, G_TYPE_STRING, G_TYPE_POINTER);
  signals[SIGNAL_PEER_AVAILABLE] = g_signal_new ("peer-available", type, G_SIGNAL_RUN_LAST, 0, NULL, NULL,
                                                 NULL, G_TYPE_NONE, 1, G_TYPE_STRING);
}

static void
ft_xmpp_router_init (FtXmppRouter *self)
{
  self->links = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  ft_net_rate_init (&self->stranger_rate, FT_XMPP_STRANGER_RATE, FT_XMPP_STRANGER_RATE);
}

FtXmppRouter *
ft_xmpp_router_get (FtXmppSession *session)
{
  FtXmppRouter *self;

  g_return_val_if_fail (FT_IS_XMPP_SESSION (session), NULL);

  self = g_object_get_data (G_OBJECT (session), "ft-xmpp-router");
  if (self != NULL)
    return self;
  self = g_object_new (FT_TYPE_XMPP_ROUTER, NULL);
  self->session = session;
  g_signal_connect_object (session, "message", G_CALLBACK (message_cb), self, 0);
  g_signal_connect_object (session, "presence", G_CALLBACK (presence_cb), self, 0);
  g_signal_connect_object (session, "online", G_CALLBACK (online_cb), self, 0);
  g_object_set_data_full (G_OBJECT (session), "ft-xmpp-router", self, g_object_unref);
  return self;
}

FtXmppSession *
ft_xmpp_router_get_session (FtXmppRouter *self)
{
  g_return_val_if_fail (FT_IS_XMPP_ROUTER (self), NULL);
  return self->session;
}

FtXmppLink *
ft_xmpp_router_open (FtXmppRouter *self, const char *peer)
{
  FtXmppLink *old, *link;

  g_return_val_if_fail (FT_IS_XMPP_ROUTER (self), NULL);

  old = ft_xmpp_router_lookup (self, peer);
  if (old != NULL)
    ft_xmpp_link_end (old, "replaced by a new link");
  link = ft_xmpp_link_new (self->session, peer);
  g_hash_table_replace (self->links, g_strdup (ft_xmpp_link_get_jid (link)), link);
  g_signal_connect (link, "closed", G_CALLBACK (link_closed_cb), self);
  g_object_weak_ref (G_OBJECT (link), link_gone_cb, self);
  return link;
}

FtXmppLink *
ft_xmpp_router_lookup (FtXmppRouter *self, const char *peer)
{
  g_autofree char *jid = ft_xmpp_jid_normalize (peer);

  g_return_val_if_fail (FT_IS_XMPP_ROUTER (self), NULL);
  return jid != NULL ? g_hash_table_lookup (self->links, jid) : NULL;
}

guint
ft_xmpp_router_get_n_strangers (FtXmppRouter *self)
{
  g_return_val_if_fail (FT_IS_XMPP_ROUTER (self), 0);
  return self->n_strangers;
}
