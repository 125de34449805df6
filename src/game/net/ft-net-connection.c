/* ft-net-connection.c — see ft-net-connection.h. */
/* TCP_NODELAY is outside strict C11. */
#define _DEFAULT_SOURCE
#include "config.h"

#include <string.h>
#ifdef __unix__
#include <netinet/in.h>
#include <netinet/tcp.h>
#endif

#include "ft-net-connection.h"

#define READ_CHUNK 4096

struct _FtNetConnection
{
  GObject parent_instance;

  GIOStream *stream;
  GCancellable *cancellable;
  char *peer;
  char *address;

  char read_buffer[READ_CHUNK];
  GByteArray *line;   /* the line being read */
  gboolean skipping;  /* inside an overlong line: drop up to its end */

  GQueue writes;      /* GBytes waiting to be written */
  gboolean writing;
  gboolean close_after_writes;

  /* Rate limit: when the bucket is empty, reading pauses (what is read
   * waits in `backlog`) until a line may go again: the peer's sending
   * waits, nothing is lost. */
  FtNetRate rate;
  GByteArray *backlog;
  guint resume_id;
  gint64 last_rate_error;
  guint n_throttled;
  guint n_refused;

  gint64 last_received; /* monotonic µs */
  guint keepalive_ms, silence_ms;
  guint keepalive_id;

  FtNetLogLimit log_limit;

  gboolean closed;
};

static void ft_net_connection_link_init (FtNetLinkInterface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (FtNetConnection, ft_net_connection, G_TYPE_OBJECT,
                               G_IMPLEMENT_INTERFACE (FT_TYPE_NET_LINK, ft_net_connection_link_init))

static void start_read (FtNetConnection *self);
static void start_write (FtNetConnection *self);

static void
close_now (FtNetConnection *self)
{
  if (self->closed)
    return;
  self->closed = TRUE;
  g_clear_handle_id (&self->keepalive_id, g_source_remove);
  g_clear_handle_id (&self->resume_id, g_source_remove);
  g_cancellable_cancel (self->cancellable);
  g_queue_clear_full (&self->writes, (GDestroyNotify) g_bytes_unref);
  /* Closing a socket connection does not block. */
  g_io_stream_close (self->stream, NULL, NULL);
  ft_net_link_emit_closed (FT_NET_LINK (self));
}

static gboolean resume_cb (gpointer user_data);

/* May one more line be read now? If not, reading pauses until it may (and
 * the peer hears ERROR rate, once a second). */
static gboolean
may_read_line (FtNetConnection *self)
{
  gint64 now = g_get_monotonic_time ();
  guint wait_ms;

  if (ft_net_rate_has_room (&self->rate, now))
    return TRUE;
  self->n_throttled++;
  if (now - self->last_rate_error >= G_USEC_PER_SEC)
    {
      self->last_rate_error = now;
      self->n_refused++;
      ft_net_connection_log (self, "too many messages: reading more slowly");
      ft_net_connection_send_error (self, "rate", "too many messages: slowed down");
    }
  wait_ms = ft_net_rate_wait_ms (&self->rate);
  if (self->resume_id == 0)
    self->resume_id = g_timeout_add (wait_ms, resume_cb, self);
  return FALSE;
}

static void
handle_line (FtNetConnection *self, const char *line, gsize len)
{
  g_autoptr (GError) error = NULL;
  FtNetMessage *msg;

  ft_net_rate_has_room (&self->rate, g_get_monotonic_time ());
  self->rate.level = MAX (self->rate.level - 1.0, 0.0);
  msg = g_new (FtNetMessage, 1);
  if (!ft_net_message_parse (line, len, msg, &error))
    {
      g_autofree char *shown = g_utf8_make_valid (line, MIN (len, 80));
      g_autofree char *escaped = g_strescape (shown, NULL);

      self->n_refused++;
      ft_net_connection_log (self, "malformed message refused (%s): %s", error->message, escaped);
      ft_net_connection_send_error (self, "malformed", error->message);
    }
  else if (msg->kind == FT_NET_PING)
    {
      FtNetMessage pong;

      ft_net_message_init (&pong, FT_NET_PONG);
      ft_net_connection_send (self, &pong);
    }
  else if (msg->kind != FT_NET_PONG)
    ft_net_link_emit_message (FT_NET_LINK (self), msg);
  g_free (msg);
}

/* Lines of data; when the rate limit says wait, the rest goes to the
 * backlog (FALSE), read again by resume_cb(). */
static gboolean
handle_data (FtNetConnection *self, const char *data, gsize len)
{
  while (len > 0 && !self->closed)
    {
      const char *newline;
      gsize part;

      /* A new line (none begun, none being skipped) waits for the rate. */
      if (self->line->len == 0 && !self->skipping && !may_read_line (self))
        {
          g_byte_array_append (self->backlog, (const guint8 *) data, len);
          return FALSE;
        }
      newline = memchr (data, '\n', len);
      part = newline != NULL ? (gsize) (newline - data) : len;
      if (!self->skipping)
        {
          if (self->line->len + part + 1 > FT_NET_MAX_LINE)
            {
              self->n_refused++;
              ft_net_connection_log (self, "a line longer than %d bytes was refused", FT_NET_MAX_LINE);
              ft_net_connection_send_error (self, "too-long", "the line is too long");
              g_byte_array_set_size (self->line, 0);
              self->skipping = TRUE;
            }
          else
            g_byte_array_append (self->line, (const guint8 *) data, part);
        }
      if (newline == NULL)
        break;
      if (self->skipping)
        self->skipping = FALSE;
      else
        {
          g_autoptr (GByteArray) line = self->line;

          /* A handler may close us or send: keep our own copy. */
          self->line = g_byte_array_new ();
          if (line->len > 0 && !(line->len == 1 && line->data[0] == '\r'))
            handle_line (self, (const char *) line->data, line->len);
        }
      data = newline + 1;
      len -= part + 1;
    }
  return TRUE;
}

static gboolean
resume_cb (gpointer user_data)
{
  FtNetConnection *self = FT_NET_CONNECTION (user_data);
  g_autoptr (GByteArray) backlog = self->backlog;

  self->resume_id = 0;
  self->backlog = g_byte_array_new ();
  g_object_ref (self);
  if (handle_data (self, (const char *) backlog->data, backlog->len) && !self->closed)
    start_read (self);
  g_object_unref (self);
  return G_SOURCE_REMOVE;
}

static void
read_cb (GObject *source, GAsyncResult *result, gpointer user_data)
{
  FtNetConnection *self = FT_NET_CONNECTION (user_data);
  g_autoptr (GError) error = NULL;
  gssize n = g_input_stream_read_finish (G_INPUT_STREAM (source), result, &error);

  if (self->closed)
    {
      g_object_unref (self);
      return;
    }
  if (n <= 0)
    {
      if (error != NULL && !g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
        g_debug ("%s: %s", self->peer, error->message);
      close_now (self);
    }
  else
    {
      self->last_received = g_get_monotonic_time ();
      if (handle_data (self, self->read_buffer, n) && !self->closed)
        start_read (self);
    }
  g_object_unref (self);
}

static void
start_read (FtNetConnection *self)
{
  g_input_stream_read_async (g_io_stream_get_input_stream (self->stream), self->read_buffer,
                             sizeof self->read_buffer, G_PRIORITY_DEFAULT, self->cancellable,
                             read_cb, g_object_ref (self));
}

static void
write_cb (GObject *source, GAsyncResult *result, gpointer user_data)
{
  FtNetConnection *self = FT_NET_CONNECTION (user_data);
  g_autoptr (GError) error = NULL;

  self->writing = FALSE;
  if (!g_output_stream_write_all_finish (G_OUTPUT_STREAM (source), result, NULL, &error))
    {
      if (!self->closed)
        g_debug ("%s: %s", self->peer, error->message);
      close_now (self);
    }
  else if (!self->closed)
    start_write (self);
  g_object_unref (self);
}

static void
start_write (FtNetConnection *self)
{
  GBytes *bytes;

  if (self->writing || self->closed)
    return;
  bytes = g_queue_pop_head (&self->writes);
  if (bytes == NULL)
    {
      if (self->close_after_writes)
        close_now (self);
      return;
    }
  self->writing = TRUE;
  /* The data of `bytes` must live until the write ends: the callback's
   * object holds the queue, so keep it on the object. */
  g_object_set_data_full (G_OBJECT (self), "ft-writing", bytes, (GDestroyNotify) g_bytes_unref);
  g_output_stream_write_all_async (g_io_stream_get_output_stream (self->stream),
                                   g_bytes_get_data (bytes, NULL), g_bytes_get_size (bytes),
                                   G_PRIORITY_DEFAULT, self->cancellable, write_cb,
                                   g_object_ref (self));
}

static void
ft_net_connection_dispose (GObject *object)
{
  FtNetConnection *self = FT_NET_CONNECTION (object);

  g_clear_handle_id (&self->keepalive_id, g_source_remove);
  g_clear_handle_id (&self->resume_id, g_source_remove);
  if (self->stream != NULL && !self->closed)
    {
      self->closed = TRUE;
      g_cancellable_cancel (self->cancellable);
      g_io_stream_close (self->stream, NULL, NULL);
    }
  g_queue_clear_full (&self->writes, (GDestroyNotify) g_bytes_unref);
  g_clear_object (&self->stream);
  G_OBJECT_CLASS (ft_net_connection_parent_class)->dispose (object);
}

static void
ft_net_connection_finalize (GObject *object)
{
  FtNetConnection *self = FT_NET_CONNECTION (object);

  g_clear_object (&self->cancellable);
  g_byte_array_unref (self->line);
  g_byte_array_unref (self->backlog);
  g_free (self->peer);
  g_free (self->address);
  G_OBJECT_CLASS (ft_net_connection_parent_class)->finalize (object);
}

static void
ft_net_connection_class_init (FtNetConnectionClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = ft_net_connection_dispose;
  object_class->finalize = ft_net_connection_finalize;
}

static void
ft_net_connection_init (FtNetConnection *self)
{
  self->cancellable = g_cancellable_new ();
  self->line = g_byte_array_new ();
  g_queue_init (&self->writes);
  self->backlog = g_byte_array_new ();
  ft_net_rate_init (&self->rate, FT_NET_RATE_PER_S, FT_NET_RATE_BURST);
  self->last_received = self->rate.time;
  ft_net_log_limit_init (&self->log_limit);
}

FtNetConnection *
ft_net_connection_new (GIOStream *stream)
{
  FtNetConnection *self;
  g_autoptr (GSocketAddress) address = NULL;

  g_return_val_if_fail (G_IS_IO_STREAM (stream), NULL);

  self = g_object_new (FT_TYPE_NET_CONNECTION, NULL);
  self->stream = g_object_ref (stream);
  if (G_IS_SOCKET_CONNECTION (stream))
    {
      GSocket *socket = g_socket_connection_get_socket (G_SOCKET_CONNECTION (stream));

      address = g_socket_connection_get_remote_address (G_SOCKET_CONNECTION (stream), NULL);
#ifdef TCP_NODELAY
      /* Short lines go out at once: without this, a move waits for the
       * peer's delayed acknowledgement of the line before (up to 40 ms). */
      if (g_socket_get_family (socket) != G_SOCKET_FAMILY_UNIX)
        g_socket_set_option (socket, IPPROTO_TCP, TCP_NODELAY, 1, NULL);
#endif
    }
  if (G_IS_INET_SOCKET_ADDRESS (address))
    {
      g_autofree char *host = g_inet_address_to_string (
        g_inet_socket_address_get_address (G_INET_SOCKET_ADDRESS (address)));

      self->peer = g_strdup_printf ("%s:%u", host,
                                    g_inet_socket_address_get_port (G_INET_SOCKET_ADDRESS (address)));
      self->address = g_steal_pointer (&host);
    }
  else
    {
      self->peer = g_strdup ("peer");
      self->address = g_strdup ("peer");
    }
  start_read (self);
  return self;
}

void
ft_net_connection_send (FtNetConnection *self, const FtNetMessage *msg)
{
  g_autofree char *line = NULL;
  GString *data;

  g_return_if_fail (FT_IS_NET_CONNECTION (self));

  if (self->closed || self->close_after_writes)
    return;
  line = ft_net_message_to_line (msg);
  data = g_string_new (line);
  g_string_append_c (data, '\n');
  g_queue_push_tail (&self->writes, g_string_free_to_bytes (data));
  start_write (self);
}

void
ft_net_connection_send_error (FtNetConnection *self, const char *code, const char *text)
{
  ft_net_link_send_error (FT_NET_LINK (self), code, text);
}

void
ft_net_connection_close (FtNetConnection *self)
{
  g_return_if_fail (FT_IS_NET_CONNECTION (self));

  if (self->closed)
    return;
  self->close_after_writes = TRUE;
  if (!self->writing && g_queue_is_empty (&self->writes))
    close_now (self);
}

gboolean
ft_net_connection_is_closed (FtNetConnection *self)
{
  g_return_val_if_fail (FT_IS_NET_CONNECTION (self), TRUE);
  return self->closed;
}

const char *
ft_net_connection_get_peer (FtNetConnection *self)
{
  g_return_val_if_fail (FT_IS_NET_CONNECTION (self), NULL);
  return self->peer;
}

const char *
ft_net_connection_get_address (FtNetConnection *self)
{
  g_return_val_if_fail (FT_IS_NET_CONNECTION (self), NULL);
  return self->address;
}

guint
ft_net_connection_get_n_refused (FtNetConnection *self)
{
  g_return_val_if_fail (FT_IS_NET_CONNECTION (self), 0);
  return self->n_refused;
}

static gboolean
keepalive_cb (gpointer user_data)
{
  FtNetConnection *self = FT_NET_CONNECTION (user_data);
  gint64 quiet_ms = (g_get_monotonic_time () - self->last_received) / 1000;

  if (quiet_ms >= self->silence_ms)
    {
      ft_net_connection_log (self, "silent for %" G_GINT64_FORMAT " ms: closing", quiet_ms);
      self->keepalive_id = 0;
      close_now (self);
      return G_SOURCE_REMOVE;
    }
  if (quiet_ms >= self->keepalive_ms)
    {
      FtNetMessage ping;

      ft_net_message_init (&ping, FT_NET_PING);
      ft_net_connection_send (self, &ping);
    }
  return G_SOURCE_CONTINUE;
}

void
ft_net_connection_set_keepalive (FtNetConnection *self, guint interval_ms, guint silence_ms)
{
  g_return_if_fail (FT_IS_NET_CONNECTION (self));

  g_clear_handle_id (&self->keepalive_id, g_source_remove);
  self->keepalive_ms = interval_ms;
  self->silence_ms = MAX (silence_ms, interval_ms);
  if (interval_ms == 0 || self->closed)
    return;
  /* The silence counts from now, not from the connection's start. */
  self->last_received = g_get_monotonic_time ();
  self->keepalive_id = g_timeout_add (MIN (interval_ms, self->silence_ms / 2 + 1), keepalive_cb, self);
}

void
ft_net_connection_log (FtNetConnection *self, const char *format, ...)
{
  g_autofree char *text = NULL;
  va_list args;

  g_return_if_fail (FT_IS_NET_CONNECTION (self));

  va_start (args, format);
  text = g_strdup_vprintf (format, args);
  va_end (args);
  ft_net_log_limited (&self->log_limit, self->peer, text);
}

void
ft_net_connection_set_rate_limit (FtNetConnection *self, double per_s, double burst)
{
  g_return_if_fail (FT_IS_NET_CONNECTION (self));
  g_return_if_fail (per_s > 0 && burst >= 1);

  self->rate.per_s = per_s;
  self->rate.burst = burst;
  self->rate.level = MIN (self->rate.level, burst);
}

guint
ft_net_connection_get_n_throttled (FtNetConnection *self)
{
  g_return_val_if_fail (FT_IS_NET_CONNECTION (self), 0);
  return self->n_throttled;
}

/* ---- FtNetLink ------------------------------------------------------------------- */

static void
link_send (FtNetLink *link, const FtNetMessage *msg)
{
  ft_net_connection_send (FT_NET_CONNECTION (link), msg);
}

static void
link_close (FtNetLink *link)
{
  ft_net_connection_close (FT_NET_CONNECTION (link));
}

static gboolean
link_is_closed (FtNetLink *link)
{
  return FT_NET_CONNECTION (link)->closed;
}

static const char *
link_get_peer (FtNetLink *link)
{
  return FT_NET_CONNECTION (link)->peer;
}

static const char *
link_get_address (FtNetLink *link)
{
  return FT_NET_CONNECTION (link)->address;
}

static guint
link_get_n_refused (FtNetLink *link)
{
  return FT_NET_CONNECTION (link)->n_refused;
}

static void
link_set_keepalive (FtNetLink *link, guint interval_ms, guint silence_ms)
{
  ft_net_connection_set_keepalive (FT_NET_CONNECTION (link), interval_ms, silence_ms);
}

static void
link_log_line (FtNetLink *link, const char *text)
{
  FtNetConnection *self = FT_NET_CONNECTION (link);

  ft_net_log_limited (&self->log_limit, self->peer, text);
}

static void
ft_net_connection_link_init (FtNetLinkInterface *iface)
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
