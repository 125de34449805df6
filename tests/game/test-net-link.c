/* test-net-link.c — the link to a peer whatever carries it (ft-net-link.h):
 * the rate bucket and the log limit both transports use, with the time
 * passed in; and the local network's connection seen only as an FtNetLink
 * (what the host and the client see): messages, errors, closing. */
#include "config.h"

#include <gio/gio.h>
#include <string.h>
#include <sys/socket.h>

#include "ft-net-connection.h"
#include "ft-net-link.h"

#define S ((gint64) G_USEC_PER_SEC)

/* A burst at once, then per_s a second; never more than the burst. */
static void
test_rate (void)
{
  FtNetRate rate;
  gint64 t0;
  guint taken = 0;

  ft_net_rate_init (&rate, 10.0, 5.0);
  t0 = rate.time;
  while (ft_net_rate_take (&rate, t0))
    taken++;
  g_assert_cmpuint (taken, ==, 5);
  g_assert_false (ft_net_rate_has_room (&rate, t0));
  g_assert_cmpuint (ft_net_rate_wait_ms (&rate), >=, 100);
  g_assert_cmpuint (ft_net_rate_wait_ms (&rate), <=, 101);
  /* 0.35 s later: three more. */
  taken = 0;
  while (ft_net_rate_take (&rate, t0 + 35 * S / 100))
    taken++;
  g_assert_cmpuint (taken, ==, 3);
  /* An hour later: the burst again, not 36,000. */
  taken = 0;
  while (ft_net_rate_take (&rate, t0 + 3600 * S))
    taken++;
  g_assert_cmpuint (taken, ==, 5);
}

typedef struct
{
  guint lines, muted;
} LogCount;

static GLogWriterOutput
count_writer (GLogLevelFlags level G_GNUC_UNUSED, const GLogField *fields, gsize n_fields, gpointer user_data)
{
  LogCount *count = user_data;

  for (gsize i = 0; i < n_fields; i++)
    if (strcmp (fields[i].key, "MESSAGE") == 0)
      {
        if (strstr (fields[i].value, "left out of the log") != NULL)
          count->muted++;
        else if (strstr (fields[i].value, "peer-x: line") != NULL)
          count->lines++;
      }
  return G_LOG_WRITER_HANDLED;
}

/* A hostile peer cannot fill the log: 20 lines, then one line saying that
 * more are left out (once). */
static void
test_log_limit (void)
{
  LogCount count = { 0 };
  FtNetLogLimit limit;

  g_log_set_writer_func (count_writer, &count, NULL);
  ft_net_log_limit_init (&limit);
  for (int i = 0; i < 1000; i++)
    ft_net_log_limited (&limit, "peer-x", "line");
  g_assert_cmpuint (count.lines, ==, 20);
  g_assert_cmpuint (count.muted, ==, 1);
}

typedef struct
{
  GPtrArray *kinds;
  gboolean closed;
} Heard;

static void
message_cb (FtNetLink *link G_GNUC_UNUSED, gpointer data, gpointer user_data)
{
  Heard *heard = user_data;
  const FtNetMessage *msg = data;

  g_ptr_array_add (heard->kinds, GINT_TO_POINTER (msg->kind));
}

static void
closed_cb (FtNetLink *link G_GNUC_UNUSED, gpointer user_data)
{
  ((Heard *) user_data)->closed = TRUE;
}

static void
spin_until (gboolean *flag, guint *count, guint n)
{
  gint64 end = g_get_monotonic_time () + 10 * S;

  while ((flag != NULL ? !*flag : *count < n) && g_get_monotonic_time () < end)
    g_main_context_iteration (NULL, TRUE);
  g_assert_true (flag != NULL ? *flag : *count >= n);
}

/* Two ends of a socket pair, each an FtNetConnection used as an FtNetLink:
 * what one sends the other hears parsed; PING is answered below the link;
 * closing one closes the other. */
static void
test_connection_is_a_link (void)
{
  g_autoptr (GSocket) a = NULL;
  g_autoptr (GSocket) b = NULL;
  g_autoptr (GSocketConnection) sa = NULL;
  g_autoptr (GSocketConnection) sb = NULL;
  g_autoptr (FtNetConnection) ca = NULL;
  g_autoptr (FtNetConnection) cb = NULL;
  Heard heard_a = { g_ptr_array_new (), FALSE }, heard_b = { g_ptr_array_new (), FALSE };
  FtNetLink *la, *lb;
  FtNetMessage msg;
  int fds[2];

  g_assert_cmpint (socketpair (AF_UNIX, SOCK_STREAM, 0, fds), ==, 0);
  a = g_socket_new_from_fd (fds[0], NULL);
  b = g_socket_new_from_fd (fds[1], NULL);
  sa = g_socket_connection_factory_create_connection (a);
  sb = g_socket_connection_factory_create_connection (b);
  ca = ft_net_connection_new (G_IO_STREAM (sa));
  cb = ft_net_connection_new (G_IO_STREAM (sb));
  la = FT_NET_LINK (ca);
  lb = FT_NET_LINK (cb);
  g_signal_connect (la, "message", G_CALLBACK (message_cb), &heard_a);
  g_signal_connect (lb, "message", G_CALLBACK (message_cb), &heard_b);
  g_signal_connect (la, "closed", G_CALLBACK (closed_cb), &heard_a);
  g_signal_connect (lb, "closed", G_CALLBACK (closed_cb), &heard_b);
  g_assert_cmpstr (ft_net_link_get_peer (la), ==, "peer");

  ft_net_message_init (&msg, FT_NET_PING);
  ft_net_link_send (la, &msg);
  ft_net_message_init (&msg, FT_NET_RESIGN);
  ft_net_link_send (la, &msg);
  ft_net_link_send_error (la, "state", "a test");
  spin_until (NULL, &heard_b.kinds->len, 2);
  g_assert_cmpint (GPOINTER_TO_INT (g_ptr_array_index (heard_b.kinds, 0)), ==, FT_NET_RESIGN);
  g_assert_cmpint (GPOINTER_TO_INT (g_ptr_array_index (heard_b.kinds, 1)), ==, FT_NET_ERROR);
  /* The PONG stayed below the link too. */
  g_assert_cmpuint (heard_a.kinds->len, ==, 0);
  g_assert_cmpuint (ft_net_link_get_n_refused (lb), ==, 0);

  ft_net_link_close (la);
  g_assert_true (ft_net_link_is_closed (la));
  spin_until (&heard_b.closed, NULL, 0);
  g_assert_true (heard_a.closed);
  g_ptr_array_unref (heard_a.kinds);
  g_ptr_array_unref (heard_b.kinds);
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/net-link/rate", test_rate);
  g_test_add_func ("/net-link/log-limit", test_log_limit);
  g_test_add_func ("/net-link/connection-is-a-link", test_connection_is_a_link);
  return g_test_run ();
}
