/* ft-xmpp-session-loop.c — libstrophe driven from the GLib main loop (see
 * ft-xmpp-session.h for why this way): xmpp_run_once(ctx, 0) from a watch
 * on the socket, an idle after each send and a 250 ms tick; libstrophe's
 * connection events recorded during a run and acted on after it, outside
 * libstrophe. */
/* The TCP options are outside strict C11. */
#define _DEFAULT_SOURCE
#include "config.h"

#include "ft-strophe-library.h"

#include <glib-unix.h>
#include <netinet/in.h>
#include <netinet/tcp.h>
#include <sys/socket.h>
#include <unistd.h>

#include "ft-xmpp-session-private.h"

#define TICK_MS 250
/* Runs after a wake-up: TLS may hold what was read from the socket already
 * (a record is at most 16 KiB; libstrophe reads 4 KiB a run). */
#define RUNS_PER_WAKE 6
/* How long the goodbye may take at sign-out. */
#define CLOSE_WAIT_MS 1000

static void update_watch (FtXmppSession *self);

/* libstrophe's socket, when it makes one (the last is the one that
 * connects). Short stanzas go out at once; TCP keepalive finds a vanished
 * server while nothing is said. */
static int
sockopt_cb (xmpp_conn_t *conn, void *sock)
{
  FtXmppSession *self = _ft_xmpp_session_for_conn (conn);
  int fd = *(int *) sock;
  int on = 1, idle = 30, interval = 10, count = 3;

  if (self != NULL)
    self->socket_fd = fd;
  setsockopt (fd, IPPROTO_TCP, TCP_NODELAY, &on, sizeof on);
  setsockopt (fd, SOL_SOCKET, SO_KEEPALIVE, &on, sizeof on);
  setsockopt (fd, IPPROTO_TCP, TCP_KEEPIDLE, &idle, sizeof idle);
  setsockopt (fd, IPPROTO_TCP, TCP_KEEPINTVL, &interval, sizeof interval);
  setsockopt (fd, IPPROTO_TCP, TCP_KEEPCNT, &count, sizeof count);
  return 0;
}

static void
conn_cb (xmpp_conn_t *conn G_GNUC_UNUSED, xmpp_conn_event_t event, int error,
         xmpp_stream_error_t *stream_error, void *userdata)
{
  FtXmppSession *self = userdata;

  if (event == XMPP_CONN_CONNECT)
    {
      self->signed_in = TRUE;
      /* Handlers may send at once: the session is online from here. */
      _ft_xmpp_session_signed_in (self);
      return;
    }
  if (event != XMPP_CONN_DISCONNECT && event != XMPP_CONN_FAIL)
    return;
  self->ended = TRUE;
  self->end_error = error;
  self->has_stream_error = stream_error != NULL;
  if (stream_error != NULL)
    {
      g_free (self->end_stream_text);
      self->end_stream_text = g_strdup (stream_error->text);
      self->end_stream_type = stream_error->type;
    }
}

/* What libstrophe said during the runs, acted on outside it. */
static void
after_runs (FtXmppSession *self)
{
  if (self->ended)
    {
      xmpp_stream_error_t stream_error = { 0 };

      self->ended = FALSE;
      self->signed_in = FALSE;
      stream_error.type = self->end_stream_type;
      stream_error.text = self->end_stream_text;
      g_clear_handle_id (&self->socket_watch, g_source_remove);
      self->socket_fd = -1;
      _ft_xmpp_session_stream_ended (self, self->end_error,
                                     self->has_stream_error ? &stream_error : NULL);
      g_clear_pointer (&self->end_stream_text, g_free);
    }
  if (self->state == FT_XMPP_STATE_OFFLINE)
    g_clear_handle_id (&self->tick_id, g_source_remove);
  update_watch (self);
}

void
_ft_xmpp_session_pump (FtXmppSession *self)
{
  if (self->ctx == NULL || self->conn == NULL)
    return;
  g_object_ref (self);
  for (int i = 0; i < RUNS_PER_WAKE && self->conn != NULL && !xmpp_conn_is_disconnected (self->conn); i++)
    xmpp_run_once (self->ctx, 0);
  after_runs (self);
  g_object_unref (self);
}

static gboolean
socket_cb (int fd G_GNUC_UNUSED, GIOCondition condition G_GNUC_UNUSED, gpointer user_data)
{
  _ft_xmpp_session_pump (FT_XMPP_SESSION (user_data));
  return G_SOURCE_CONTINUE;
}

static gboolean
tick_cb (gpointer user_data)
{
  _ft_xmpp_session_pump (FT_XMPP_SESSION (user_data));
  return G_SOURCE_CONTINUE;
}

static gboolean
kick_cb (gpointer user_data)
{
  FtXmppSession *self = FT_XMPP_SESSION (user_data);

  self->kick_id = 0;
  _ft_xmpp_session_pump (self);
  return G_SOURCE_REMOVE;
}

void
_ft_xmpp_session_kick (FtXmppSession *self)
{
  if (self->kick_id == 0)
    self->kick_id = g_idle_add (kick_cb, self);
}

/* Watch the socket for what libstrophe waits for: writable while it
 * connects or has something queued, readable while connected. */
static void
update_watch (FtXmppSession *self)
{
  GIOCondition wanted = 0;

  if (self->conn != NULL && self->socket_fd >= 0 && !xmpp_conn_is_disconnected (self->conn))
    {
      wanted = G_IO_IN | G_IO_HUP | G_IO_ERR;
      if (xmpp_conn_is_connecting (self->conn) || xmpp_conn_send_queue_len (self->conn) > 0)
        wanted |= G_IO_OUT;
    }
  if (wanted == self->watch_condition && (wanted == 0) == (self->socket_watch == 0))
    return;
  g_clear_handle_id (&self->socket_watch, g_source_remove);
  self->watch_condition = wanted;
  if (wanted != 0)
    self->socket_watch = g_unix_fd_add (self->socket_fd, wanted, socket_cb, self);
}

void
_ft_xmpp_session_connect_to (FtXmppSession *self, const char *address, guint16 port)
{
  self->socket_fd = -1;
  xmpp_conn_set_sockopt_callback (self->conn, sockopt_cb);
  if (xmpp_connect_client (self->conn, address, port, conn_cb, self) != XMPP_EOK)
    {
      g_free (self->last_problem);
      self->last_problem = g_strdup_printf ("cannot connect to %s port %u", address, port);
      _ft_xmpp_session_stream_ended (self, 0, NULL);
      return;
    }
  if (self->tick_id == 0)
    self->tick_id = g_timeout_add (TICK_MS, tick_cb, self);
  update_watch (self);
}

void
_ft_xmpp_session_close_stream (FtXmppSession *self)
{
  gint64 end;

  g_clear_handle_id (&self->kick_id, g_source_remove);
  if (self->conn == NULL || xmpp_conn_is_disconnected (self->conn))
    {
      g_clear_handle_id (&self->tick_id, g_source_remove);
      g_clear_handle_id (&self->socket_watch, g_source_remove);
      if (self->state == FT_XMPP_STATE_CONNECTING)
        self->state = FT_XMPP_STATE_OFFLINE;
      return;
    }
  if (xmpp_conn_is_connected (self->conn))
    {
      xmpp_stanza_t *presence = xmpp_presence_new (self->ctx);

      xmpp_stanza_set_type (presence, "unavailable");
      xmpp_send (self->conn, presence);
      xmpp_stanza_release (presence);
    }
  xmpp_disconnect (self->conn);
  /* The goodbye goes out and the server closes its side; at the end of a
   * program the main loop may not run again, so wait here, briefly. */
  end = g_get_monotonic_time () + CLOSE_WAIT_MS * 1000;
  g_object_ref (self);
  while (!xmpp_conn_is_disconnected (self->conn) && g_get_monotonic_time () < end)
    xmpp_run_once (self->ctx, 50);
  self->ended = self->ended || xmpp_conn_is_disconnected (self->conn);
  after_runs (self);
  g_object_unref (self);
}
