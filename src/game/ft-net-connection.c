/* ft-net-connection.c — see ft-net-connection.h. */
#include "config.h"

#include <string.h>

#include "ft-net-connection.h"

/* Rate limit: a token bucket of RATE_BURST messages refilled at RATE_PER_S. */
#define RATE_PER_S 30.0
#define RATE_BURST 60.0
#define MAX_DROPPED 500
#define READ_CHUNK 4096

struct _FtNetConnection
{
  GObject parent_instance;

  GIOStream *stream;
  GCancellable *cancellable;
  char *peer;

  char read_buffer[READ_CHUNK];
  GByteArray *line;   /* the line being read */
  gboolean skipping;  /* inside an overlong line: drop up to its end */

  GQueue writes;      /* GBytes waiting to be written */
  gboolean writing;
  gboolean close_after_writes;

  double bucket;
  gint64 bucket_time;
  guint dropped;
  gint64 last_rate_error;
  guint n_refused;

  gboolean closed;
};

G_DEFINE_FINAL_TYPE (FtNetConnection, ft_net_connection, G_TYPE_OBJECT)

enum
{
  SIGNAL_MESSAGE,
  SIGNAL_CLOSED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static void start_read (FtNetConnection *self);
static void start_write (FtNetConnection *self);

static void
close_now (FtNetConnection *self)
{
  if (self->closed)
    return;
  self->closed = TRUE;
  g_cancellable_cancel (self->cancellable);
  g_queue_clear_full (&self->writes, (GDestroyNotify) g_bytes_unref);
  /* Closing a socket connection does not block. */
  g_io_stream_close (self->stream, NULL, NULL);
  g_object_ref (self);
  g_signal_emit (self, signals[SIGNAL_CLOSED], 0);
  g_object_unref (self);
}

/* Does the rate limit let one more message through? */
static gboolean
take_rate_token (FtNetConnection *self)
{
  gint64 now = g_get_monotonic_time ();

  self->bucket = MIN (RATE_BURST, self->bucket + (now - self->bucket_time) * RATE_PER_S / G_USEC_PER_SEC);
  self->bucket_time = now;
  if (self->bucket >= 1.0)
    {
      self->bucket -= 1.0;
      return TRUE;
    }
  self->dropped++;
  self->n_refused++;
  if (now - self->last_rate_error >= G_USEC_PER_SEC)
    {
      self->last_rate_error = now;
      g_message ("%s: too many messages, some are dropped", self->peer);
      ft_net_connection_send_error (self, "rate", "too many messages: dropped");
    }
  if (self->dropped > MAX_DROPPED)
    {
      g_message ("%s: still flooding, closing the connection", self->peer);
      close_now (self);
    }
  return FALSE;
}

static void
handle_line (FtNetConnection *self, const char *line, gsize len)
{
  g_autoptr (GError) error = NULL;
  FtNetMessage *msg;

  if (!take_rate_token (self))
    return;
  msg = g_new (FtNetMessage, 1);
  if (!ft_net_message_parse (line, len, msg, &error))
    {
      g_autofree char *shown = g_utf8_make_valid (line, MIN (len, 80));
      g_autofree char *escaped = g_strescape (shown, NULL);

      self->n_refused++;
      g_message ("%s: malformed message refused (%s): %s", self->peer, error->message,
                 escaped);
      ft_net_connection_send_error (self, "malformed", error->message);
    }
  else
    {
      g_object_ref (self);
      g_signal_emit (self, signals[SIGNAL_MESSAGE], 0, msg);
      g_object_unref (self);
    }
  g_free (msg);
}

static void
handle_data (FtNetConnection *self, const char *data, gsize len)
{
  while (len > 0 && !self->closed)
    {
      const char *newline = memchr (data, '\n', len);
      gsize part = newline != NULL ? (gsize) (newline - data) : len;

      if (!self->skipping)
        {
          if (self->line->len + part + 1 > FT_NET_MAX_LINE)
            {
              self->n_refused++;
              g_message ("%s: a line longer than %d bytes was refused", self->peer, FT_NET_MAX_LINE);
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
      handle_data (self, self->read_buffer, n);
      if (!self->closed)
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
  g_free (self->peer);
  G_OBJECT_CLASS (ft_net_connection_parent_class)->finalize (object);
}

static void
ft_net_connection_class_init (FtNetConnectionClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = ft_net_connection_dispose;
  object_class->finalize = ft_net_connection_finalize;

  /**
   * FtNetConnection::message:
   * @msg: (type gpointer): the FtNetMessage, valid during the emission
   */
  signals[SIGNAL_MESSAGE] = g_signal_new ("message", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                          0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_POINTER);
  signals[SIGNAL_CLOSED] = g_signal_new ("closed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                         0, NULL, NULL, NULL, G_TYPE_NONE, 0);
}

static void
ft_net_connection_init (FtNetConnection *self)
{
  self->cancellable = g_cancellable_new ();
  self->line = g_byte_array_new ();
  g_queue_init (&self->writes);
  self->bucket = RATE_BURST;
  self->bucket_time = g_get_monotonic_time ();
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
    address = g_socket_connection_get_remote_address (G_SOCKET_CONNECTION (stream), NULL);
  if (G_IS_INET_SOCKET_ADDRESS (address))
    {
      g_autofree char *host = g_inet_address_to_string (
        g_inet_socket_address_get_address (G_INET_SOCKET_ADDRESS (address)));

      self->peer = g_strdup_printf ("%s:%u", host,
                                    g_inet_socket_address_get_port (G_INET_SOCKET_ADDRESS (address)));
    }
  else
    self->peer = g_strdup ("peer");
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
  FtNetMessage msg;

  ft_net_message_init (&msg, FT_NET_ERROR);
  g_strlcpy (msg.error, code, sizeof msg.error);
  g_strlcpy (msg.text, text != NULL ? text : "", sizeof msg.text);
  ft_net_connection_send (self, &msg);
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

guint
ft_net_connection_get_n_refused (FtNetConnection *self)
{
  g_return_val_if_fail (FT_IS_NET_CONNECTION (self), 0);
  return self->n_refused;
}
