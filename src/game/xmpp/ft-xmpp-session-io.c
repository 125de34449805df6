/* ft-xmpp-session-io.c — the stanzas of a session: what comes in (messages
 * and presences to the signals; IQs answered here — ping, our service
 * discovery — or by a handler, else refused; answers matched to the
 * queries that asked, from the address asked), what goes out. */
#include "config.h"

#include "ft-strophe-library.h"

#include <string.h>
#include <sys/socket.h>

#include "ft-xmpp-session-private.h"

#define QUERY_TIMEOUT_S 30

typedef struct
{
  FtXmppSession *session;
  char *id;
  char *to; /* NULL: our own account or server */
  gpointer owner;
  FtXmppReply reply;
  gpointer user_data;
  GDestroyNotify destroy;
  guint timeout_id;
} FtXmppQuery;

void
_ft_xmpp_query_free (gpointer data)
{
  FtXmppQuery *query = data;

  g_clear_handle_id (&query->timeout_id, g_source_remove);
  if (query->destroy != NULL)
    query->destroy (query->user_data);
  g_free (query->id);
  g_free (query->to);
  g_free (query);
}

/* Call a query's reply once, and forget it. */
static void
answer_query (FtXmppSession *self, FtXmppQuery *query, xmpp_stanza_t *reply)
{
  gpointer key = NULL;

  g_hash_table_steal_extended (self->queries, query->id, &key, NULL);
  g_free (key);
  if (query->reply != NULL)
    query->reply (self, reply, query->user_data);
  _ft_xmpp_query_free (query);
}

void
_ft_xmpp_session_fail_queries (FtXmppSession *self)
{
  g_autoptr (GPtrArray) queries = g_ptr_array_new ();
  GHashTableIter iter;
  gpointer key, value;

  /* Taken out first: a reply may ask again, or cancel others. */
  g_hash_table_iter_init (&iter, self->queries);
  while (g_hash_table_iter_next (&iter, &key, &value))
    {
      g_hash_table_iter_steal (&iter);
      g_free (key);
      g_ptr_array_add (queries, value);
    }
  for (guint i = 0; i < queries->len; i++)
    {
      FtXmppQuery *query = g_ptr_array_index (queries, i);

      if (query->reply != NULL)
        query->reply (self, NULL, query->user_data);
      _ft_xmpp_query_free (query);
    }
}

static gboolean
query_timeout_cb (gpointer user_data)
{
  FtXmppQuery *query = user_data;

  query->timeout_id = 0;
  answer_query (query->session, query, NULL);
  return G_SOURCE_REMOVE;
}

void
ft_xmpp_session_query (FtXmppSession *self, xmpp_stanza_t *iq, gpointer owner, FtXmppReply reply,
                       gpointer user_data, GDestroyNotify destroy)
{
  FtXmppQuery *query;
  const char *id;

  g_return_if_fail (FT_IS_XMPP_SESSION (self));
  g_return_if_fail (iq != NULL && xmpp_stanza_get_id (iq) != NULL);

  id = xmpp_stanza_get_id (iq);
  if (!ft_xmpp_session_send (self, iq) || g_hash_table_contains (self->queries, id))
    {
      if (reply != NULL)
        reply (self, NULL, user_data);
      if (destroy != NULL)
        destroy (user_data);
      return;
    }
  query = g_new0 (FtXmppQuery, 1);
  query->session = self;
  query->id = g_strdup (id);
  query->to = ft_xmpp_jid_normalize (xmpp_stanza_get_to (iq));
  query->owner = owner;
  query->reply = reply;
  query->user_data = user_data;
  query->destroy = destroy;
  query->timeout_id = g_timeout_add_seconds (QUERY_TIMEOUT_S, query_timeout_cb, query);
  g_hash_table_insert (self->queries, g_strdup (id), query);
}

void
ft_xmpp_session_cancel_queries (FtXmppSession *self, gpointer owner)
{
  GHashTableIter iter;
  gpointer value;

  g_return_if_fail (FT_IS_XMPP_SESSION (self));

  /* Forgotten at once: their answers, if any come, are strangers'. */
  g_hash_table_iter_init (&iter, self->queries);
  while (g_hash_table_iter_next (&iter, NULL, &value))
    if (((FtXmppQuery *) value)->owner == owner)
      g_hash_table_iter_remove (&iter);
}

/* An answer (result or error) to one of our queries, from whom we asked:
 * a stanza with the right id from anyone else is not believed. */
static void
iq_answer (FtXmppSession *self, xmpp_stanza_t *stanza)
{
  const char *id = xmpp_stanza_get_id (stanza);
  FtXmppQuery *query = id != NULL ? g_hash_table_lookup (self->queries, id) : NULL;
  g_autofree char *from = ft_xmpp_jid_normalize (xmpp_stanza_get_from (stanza));
  gboolean from_us = from == NULL || g_strcmp0 (from, self->account) == 0
                     || g_strcmp0 (from, self->bound_jid) == 0;

  if (query == NULL)
    {
      /* libstrophe's own questions to the server are answered here too. */
      if (!from_us)
        ft_xmpp_session_count_ignored (self, from, "an answer nobody asked for");
      return;
    }
  if (query->to != NULL ? g_strcmp0 (from, query->to) != 0 : !from_us)
    {
      ft_xmpp_session_count_ignored (self, from, "an answer from someone not asked");
      return;
    }
  answer_query (self, query, stanza);
}

void
ft_xmpp_session_send_iq_error (FtXmppSession *self, xmpp_stanza_t *iq, const char *condition)
{
  xmpp_stanza_t *answer, *error, *child;
  const char *from = xmpp_stanza_get_from (iq);

  g_return_if_fail (FT_IS_XMPP_SESSION (self));

  answer = xmpp_iq_new (self->ctx, "error", xmpp_stanza_get_id (iq));
  if (from != NULL)
    xmpp_stanza_set_to (answer, from);
  error = xmpp_stanza_new (self->ctx);
  xmpp_stanza_set_name (error, "error");
  xmpp_stanza_set_type (error, "cancel");
  child = xmpp_stanza_new (self->ctx);
  xmpp_stanza_set_name (child, condition);
  xmpp_stanza_set_ns (child, "urn:ietf:params:xml:ns:xmpp-stanzas");
  xmpp_stanza_add_child_ex (error, child, 0);
  xmpp_stanza_add_child_ex (answer, error, 0);
  ft_xmpp_session_send (self, answer);
  xmpp_stanza_release (answer);
}

/* A ping or our service discovery; FALSE for anything else. */
static gboolean
iq_answer_here (FtXmppSession *self, xmpp_stanza_t *stanza)
{
  xmpp_stanza_t *query = xmpp_stanza_get_children (stanza);
  const char *ns = query != NULL ? xmpp_stanza_get_ns (query) : NULL;
  const char *from = xmpp_stanza_get_from (stanza);
  xmpp_stanza_t *answer;

  if (g_strcmp0 (xmpp_stanza_get_type (stanza), "get") != 0 || ns == NULL)
    return FALSE;
  if (strcmp (ns, FT_XMPP_NS_PING) == 0)
    answer = xmpp_iq_new (self->ctx, "result", xmpp_stanza_get_id (stanza));
  else if (strcmp (ns, FT_XMPP_NS_DISCO_INFO) == 0)
    {
      const char *node = xmpp_stanza_get_attribute (query, "node");
      g_autofree char *ours = g_strconcat (FT_XMPP_CAPS_NODE, "#", ft_xmpp_caps_our_ver (), NULL);

      if (node != NULL && strcmp (node, ours) != 0)
        {
          ft_xmpp_session_send_iq_error (self, stanza, "item-not-found");
          return TRUE;
        }
      answer = xmpp_iq_new (self->ctx, "result", xmpp_stanza_get_id (stanza));
      xmpp_stanza_add_child_ex (answer, ft_xmpp_caps_our_query (self->ctx, node), 0);
    }
  else
    return FALSE;
  if (from != NULL)
    xmpp_stanza_set_to (answer, from);
  ft_xmpp_session_send (self, answer);
  xmpp_stanza_release (answer);
  return TRUE;
}

static int
iq_cb (xmpp_conn_t *conn G_GNUC_UNUSED, xmpp_stanza_t *stanza, void *userdata)
{
  FtXmppSession *self = userdata;
  const char *type = xmpp_stanza_get_type (stanza);
  gboolean handled = FALSE;

  if (g_strcmp0 (type, "result") == 0 || g_strcmp0 (type, "error") == 0)
    iq_answer (self, stanza);
  else if (g_strcmp0 (type, "get") != 0 && g_strcmp0 (type, "set") != 0)
    ft_xmpp_session_count_ignored (self, xmpp_stanza_get_from (stanza), "an IQ of no type");
  else if (!iq_answer_here (self, stanza))
    {
      g_signal_emit (self, _ft_xmpp_session_signals[SESSION_SIGNAL_IQ], 0, stanza, &handled);
      if (!handled)
        ft_xmpp_session_send_iq_error (self, stanza, "service-unavailable");
    }
  return 1;
}

static int
message_cb (xmpp_conn_t *conn G_GNUC_UNUSED, xmpp_stanza_t *stanza, void *userdata)
{
  g_signal_emit (userdata, _ft_xmpp_session_signals[SESSION_SIGNAL_MESSAGE], 0, stanza);
  return 1;
}

static int
presence_cb (xmpp_conn_t *conn G_GNUC_UNUSED, xmpp_stanza_t *stanza, void *userdata)
{
  g_signal_emit (userdata, _ft_xmpp_session_signals[SESSION_SIGNAL_PRESENCE], 0, stanza);
  return 1;
}

void
_ft_xmpp_session_add_handlers (FtXmppSession *self)
{
  /* Handlers of the connection: they stay over every new try. */
  xmpp_handler_add (self->conn, message_cb, NULL, "message", NULL, self);
  xmpp_handler_add (self->conn, presence_cb, NULL, "presence", NULL, self);
  xmpp_handler_add (self->conn, iq_cb, NULL, "iq", NULL, self);
}

gboolean
ft_xmpp_session_send (FtXmppSession *self, xmpp_stanza_t *stanza)
{
  g_return_val_if_fail (FT_IS_XMPP_SESSION (self), FALSE);
  g_return_val_if_fail (stanza != NULL, FALSE);

  if (self->state != FT_XMPP_STATE_ONLINE || self->conn == NULL)
    return FALSE;
  xmpp_send (self->conn, stanza);
  _ft_xmpp_session_kick (self);
  return TRUE;
}

gboolean
ft_xmpp_session_send_text (FtXmppSession *self, const char *xml)
{
  g_return_val_if_fail (FT_IS_XMPP_SESSION (self), FALSE);
  g_return_val_if_fail (xml != NULL, FALSE);

  if (self->state != FT_XMPP_STATE_ONLINE || self->conn == NULL)
    return FALSE;
  xmpp_send_raw (self->conn, xml, strlen (xml));
  _ft_xmpp_session_kick (self);
  return TRUE;
}

void
ft_xmpp_session_send_presence_to (FtXmppSession *self, const char *to, gboolean available)
{
  xmpp_stanza_t *presence;

  g_return_if_fail (FT_IS_XMPP_SESSION (self));

  presence = xmpp_presence_new (self->ctx);
  xmpp_stanza_set_to (presence, to);
  if (available)
    xmpp_stanza_add_child_ex (presence, ft_xmpp_caps_our_element (self->ctx), 0);
  else
    xmpp_stanza_set_type (presence, "unavailable");
  ft_xmpp_session_send (self, presence);
  xmpp_stanza_release (presence);
}

void
ft_xmpp_session_drop_stream (FtXmppSession *self)
{
  g_return_if_fail (FT_IS_XMPP_SESSION (self));

  /* As a broken network: the socket ends without a goodbye. */
  if (self->socket_fd >= 0 && self->state == FT_XMPP_STATE_ONLINE)
    shutdown (self->socket_fd, SHUT_RDWR);
}
