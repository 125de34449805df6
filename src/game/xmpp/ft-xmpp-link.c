/* ft-xmpp-link.c — see ft-xmpp-link.h. */
#include "config.h"

#include "ft-strophe-library.h"

#include <string.h>

#include "ft-xmpp-link.h"
#include "ft-xmpp-stanza.h"

struct _FtXmppLink
{
  GObject parent_instance;

  FtXmppSession *session;
  char *jid;     /* the peer, a full JID */
  char *address; /* its bare JID: the guard's "address" */

  GQueue backlog;   /* char *: the game's lines waiting for the rate */
  FtNetRate rate;       /* the game's messages */
  FtNetRate light_rate; /* the live view, keepalive, what is refused */
  guint resume_id;
  gint64 last_rate_error;
  guint n_refused, n_dropped;

  GQueue outgoing;  /* char *: lines waiting while the account is offline */

  gint64 last_received;
  guint keepalive_ms, silence_ms;
  guint keepalive_id;

  FtNetLogLimit log_limit;
  gboolean closed;
};

static void ft_xmpp_link_link_init (FtNetLinkInterface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (FtXmppLink, ft_xmpp_link, G_TYPE_OBJECT,
                               G_IMPLEMENT_INTERFACE (FT_TYPE_NET_LINK, ft_xmpp_link_link_init))

static void
send_line (FtXmppLink *self, const char *line)
{
  xmpp_stanza_t *stanza;

  if (ft_xmpp_session_get_state (self->session) != FT_XMPP_STATE_ONLINE)
    {
      if (g_queue_get_length (&self->outgoing) >= FT_XMPP_LINK_OFFLINE_QUEUE)
        {
          ft_xmpp_link_end (self, "too much waits to be sent while offline");
          return;
        }
      g_queue_push_tail (&self->outgoing, g_strdup (line));
      return;
    }
  stanza = ft_xmpp_stanza_new_game (ft_xmpp_session_get_context (self->session), self->jid, line);
  ft_xmpp_session_send (self->session, stanza);
  xmpp_stanza_release (stanza);
}

static void
link_send (FtNetLink *link, const FtNetMessage *msg)
{
  FtXmppLink *self = FT_XMPP_LINK (link);
  g_autofree char *line = NULL;

  if (self->closed)
    return;
  line = ft_net_message_to_line (msg);
  send_line (self, line);
}

static void
close_now (FtXmppLink *self)
{
  if (self->closed)
    return;
  self->closed = TRUE;
  g_clear_handle_id (&self->keepalive_id, g_source_remove);
  g_clear_handle_id (&self->resume_id, g_source_remove);
  g_queue_clear_full (&self->backlog, g_free);
  g_queue_clear_full (&self->outgoing, g_free);
  ft_net_link_emit_closed (FT_NET_LINK (self));
}

static void
link_log_line (FtNetLink *link, const char *text)
{
  FtXmppLink *self = FT_XMPP_LINK (link);

  ft_net_log_limited (&self->log_limit, self->jid, text);
}

/* ---- What comes in ------------------------------------------------------------- */

/* What a flood may lose: the live view and the keepalive. */
static gboolean
is_light (FtNetMessageKind kind)
{
  return kind == FT_NET_SELECT || kind == FT_NET_DRAG || kind == FT_NET_PING || kind == FT_NET_PONG;
}

static void
handle_line (FtXmppLink *self, const char *line)
{
  g_autoptr (GError) error = NULL;
  g_autofree FtNetMessage *msg = g_new (FtNetMessage, 1);

  if (!ft_net_message_parse (line, strlen (line), msg, &error))
    {
      g_autofree char *shown = g_utf8_make_valid (line, MIN (strlen (line), 80));
      g_autofree char *escaped = g_strescape (shown, NULL);

      self->n_refused++;
      ft_net_link_log (FT_NET_LINK (self), "malformed message refused (%s): %s", error->message, escaped);
      ft_net_link_send_error (FT_NET_LINK (self), "malformed", error->message);
    }
  else if (msg->kind == FT_NET_PING)
    {
      FtNetMessage pong;

      ft_net_message_init (&pong, FT_NET_PONG);
      link_send (FT_NET_LINK (self), &pong);
    }
  else if (msg->kind != FT_NET_PONG)
    ft_net_link_emit_message (FT_NET_LINK (self), msg);
}

static gboolean resume_cb (gpointer user_data);

/* Lines from the backlog, as many as the rate allows now. */
static void
drain (FtXmppLink *self)
{
  g_object_ref (self);
  while (!self->closed && !g_queue_is_empty (&self->backlog))
    {
      g_autofree char *line = NULL;

      if (!ft_net_rate_take (&self->rate, g_get_monotonic_time ()))
        {
          if (self->resume_id == 0)
            self->resume_id = g_timeout_add (ft_net_rate_wait_ms (&self->rate), resume_cb, self);
          break;
        }
      line = g_queue_pop_head (&self->backlog);
      handle_line (self, line);
    }
  g_object_unref (self);
}

static gboolean
resume_cb (gpointer user_data)
{
  FtXmppLink *self = FT_XMPP_LINK (user_data);

  self->resume_id = 0;
  drain (self);
  return G_SOURCE_REMOVE;
}

/* Over the rate: said to the peer once a second. */
static void
over_rate (FtXmppLink *self)
{
  gint64 now = g_get_monotonic_time ();

  if (now - self->last_rate_error < G_USEC_PER_SEC)
    return;
  self->last_rate_error = now;
  self->n_refused++;
  ft_net_link_log (FT_NET_LINK (self), "too many messages: %u dropped so far", self->n_dropped);
  ft_net_link_send_error (FT_NET_LINK (self), "rate", "too many messages: slowed down, some dropped");
}

void
ft_xmpp_link_receive (FtXmppLink *self, int payload, const char *text, const char *why)
{
  g_autofree FtNetMessage *msg = NULL;
  gint64 now = g_get_monotonic_time ();

  g_return_if_fail (FT_IS_XMPP_LINK (self));

  if (self->closed)
    return;
  self->last_received = now;
  /* Refusals, the live view and the keepalive take their own share of the
   * rate, at once; past it they are dropped (a refusal is not answered:
   * no ERROR a line for a flood of bad lines). */
  msg = g_new (FtNetMessage, 1);
  if (payload != FT_XMPP_PAYLOAD_OK || text == NULL || !ft_net_message_parse (text, strlen (text), msg, NULL)
      || is_light (msg->kind))
    {
      if (!ft_net_rate_take (&self->light_rate, now))
        {
          self->n_dropped++;
          over_rate (self);
          return;
        }
      if (payload == FT_XMPP_PAYLOAD_OK && text != NULL)
        {
          handle_line (self, text);
          return;
        }
    }
  if (payload == FT_XMPP_PAYLOAD_TOO_LONG)
    {
      self->n_refused++;
      ft_net_link_log (FT_NET_LINK (self), "a line longer than %d bytes was refused", FT_NET_MAX_LINE);
      ft_net_link_send_error (FT_NET_LINK (self), "too-long", "the line is too long");
      return;
    }
  if (payload != FT_XMPP_PAYLOAD_OK || text == NULL)
    {
      self->n_refused++;
      ft_net_link_log (FT_NET_LINK (self), "malformed payload refused (%s)", why != NULL ? why : "?");
      ft_net_link_send_error (FT_NET_LINK (self), "malformed", why != NULL ? why : "malformed payload");
      return;
    }
  /* The game's messages wait their turn. */
  if (g_queue_get_length (&self->backlog) >= FT_XMPP_LINK_BACKLOG)
    {
      self->n_dropped++;
      over_rate (self);
      return;
    }
  g_queue_push_tail (&self->backlog, g_strdup (text));
  if (!ft_net_rate_has_room (&self->rate, now))
    over_rate (self);
  if (self->resume_id == 0)
    drain (self);
}

void
ft_xmpp_link_end (FtXmppLink *self, const char *why)
{
  g_return_if_fail (FT_IS_XMPP_LINK (self));

  if (self->closed)
    return;
  ft_net_link_log (FT_NET_LINK (self), "%s", why);
  close_now (self);
}

void
ft_xmpp_link_flush (FtXmppLink *self)
{
  g_return_if_fail (FT_IS_XMPP_LINK (self));

  while (!self->closed && !g_queue_is_empty (&self->outgoing)
         && ft_xmpp_session_get_state (self->session) == FT_XMPP_STATE_ONLINE)
    {
      g_autofree char *line = g_queue_pop_head (&self->outgoing);

      send_line (self, line);
    }
}

/* ---- Keepalive ------------------------------------------------------------------- */

static gboolean
keepalive_cb (gpointer user_data)
{
  FtXmppLink *self = FT_XMPP_LINK (user_data);
  gint64 quiet_ms = (g_get_monotonic_time () - self->last_received) / 1000;

  if (quiet_ms >= self->silence_ms)
    {
      self->keepalive_id = 0;
      ft_xmpp_link_end (self, "silent too long: the link is closed");
      return G_SOURCE_REMOVE;
    }
  if (quiet_ms >= self->keepalive_ms)
    {
      FtNetMessage ping;

      ft_net_message_init (&ping, FT_NET_PING);
      link_send (FT_NET_LINK (self), &ping);
    }
  return G_SOURCE_CONTINUE;
}

static void
link_set_keepalive (FtNetLink *link, guint interval_ms, guint silence_ms)
{
  FtXmppLink *self = FT_XMPP_LINK (link);

  g_clear_handle_id (&self->keepalive_id, g_source_remove);
  self->keepalive_ms = interval_ms;
  self->silence_ms = MAX (silence_ms, interval_ms);
  if (interval_ms == 0 || self->closed)
    return;
  self->last_received = g_get_monotonic_time ();
  self->keepalive_id = g_timeout_add (MIN (interval_ms, self->silence_ms / 2 + 1), keepalive_cb, self);
}

/* ---- The object --------------------------------------------------------------------- */

static void
link_close (FtNetLink *link)
{
  close_now (FT_XMPP_LINK (link));
}

static gboolean
link_is_closed (FtNetLink *link)
{
  return FT_XMPP_LINK (link)->closed;
}

static const char *
link_get_peer (FtNetLink *link)
{
  return FT_XMPP_LINK (link)->jid;
}

static const char *
link_get_address (FtNetLink *link)
{
  return FT_XMPP_LINK (link)->address;
}

static guint
link_get_n_refused (FtNetLink *link)
{
  return FT_XMPP_LINK (link)->n_refused;
}

static void
ft_xmpp_link_link_init (FtNetLinkInterface *iface)
{
  iface->send = link_send;
  iface->close = link_close;
  iface->is_closed = link_is_closed;
  iface->get_peer = link_get_peer;
  iface->get_address = link_get_address;
  iface->get_n_refused = link_get_n_refused;
  iface->set_keepalive = link_set_keepalive;
  iface->log_line = link_log_line;
}

static void
ft_xmpp_link_dispose (GObject *object)
{
  FtXmppLink *self = FT_XMPP_LINK (object);

  self->closed = TRUE;
  g_clear_handle_id (&self->keepalive_id, g_source_remove);
  g_clear_handle_id (&self->resume_id, g_source_remove);
  g_queue_clear_full (&self->backlog, g_free);
  g_queue_clear_full (&self->outgoing, g_free);
  g_clear_object (&self->session);
  G_OBJECT_CLASS (ft_xmpp_link_parent_class)->dispose (object);
}

static void
ft_xmpp_link_finalize (GObject *object)
{
  FtXmppLink *self = FT_XMPP_LINK (object);

  g_free (self->jid);
  g_free (self->address);
  G_OBJECT_CLASS (ft_xmpp_link_parent_class)->finalize (object);
}

static void
ft_xmpp_link_class_init (FtXmppLinkClass *klass)
{
  G_OBJECT_CLASS (klass)->dispose = ft_xmpp_link_dispose;
  G_OBJECT_CLASS (klass)->finalize = ft_xmpp_link_finalize;
}

static void
ft_xmpp_link_init (FtXmppLink *self)
{
  g_queue_init (&self->backlog);
  g_queue_init (&self->outgoing);
  ft_net_rate_init (&self->rate, FT_NET_RATE_PER_S, FT_NET_RATE_BURST);
  ft_net_rate_init (&self->light_rate, FT_NET_RATE_PER_S, FT_NET_RATE_BURST);
  self->last_received = g_get_monotonic_time ();
  ft_net_log_limit_init (&self->log_limit);
}

FtXmppLink *
ft_xmpp_link_new (FtXmppSession *session, const char *peer)
{
  FtXmppLink *self;

  g_return_val_if_fail (FT_IS_XMPP_SESSION (session), NULL);
  g_return_val_if_fail (peer != NULL && ft_xmpp_jid_resource (peer) != NULL, NULL);

  self = g_object_new (FT_TYPE_XMPP_LINK, NULL);
  self->session = g_object_ref (session);
  self->jid = ft_xmpp_jid_normalize (peer);
  self->address = ft_xmpp_jid_bare (peer);
  ft_xmpp_session_send_presence_to (session, self->jid, TRUE);
  return self;
}

const char *
ft_xmpp_link_get_jid (FtXmppLink *self)
{
  g_return_val_if_fail (FT_IS_XMPP_LINK (self), NULL);
  return self->jid;
}

guint
ft_xmpp_link_get_n_dropped (FtXmppLink *self)
{
  g_return_val_if_fail (FT_IS_XMPP_LINK (self), 0);
  return self->n_dropped;
}

void
ft_xmpp_link_set_rate_limit (FtXmppLink *self, double per_s, double burst)
{
  g_return_if_fail (FT_IS_XMPP_LINK (self));
  g_return_if_fail (per_s > 0 && burst >= 1);

  ft_net_rate_init (&self->rate, per_s, burst);
  ft_net_rate_init (&self->light_rate, per_s, burst);
}
