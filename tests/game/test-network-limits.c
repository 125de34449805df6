/* test-network-limits.c — the host's limits over loopback (127.0.0.1 and
 * other 127.x addresses, port 0), with short periods so that nothing waits
 * long: keepalive (issue 20 item 13), pending connections that never say
 * HELLO (item 14), wrong codes per address and in all (item 16), four
 * spectators at most. */
#include "config.h"

#include <string.h>

#include "ft-net-security.h"
#include "network-test-util.h"

/* Short periods: PING after 50 ms of quiet, gone after 300 ms. */
#define KEEPALIVE_MS 50
#define SILENCE_MS 300

static void
short_keepalive (gpointer object)
{
  g_object_set (object, "keepalive-ms", KEEPALIVE_MS, "silence-timeout-ms", SILENCE_MS, NULL);
}

/* A connection from `local` (a 127.x address) that says `hello` (if not
 * NULL) and then neither reads nor writes: it answers no PING. */
static GSocketConnection *
silent_connect (guint16 port, const char *local, const char *hello)
{
  GSocketConnection *connection = tcp_connect_from (port, local);

  if (hello != NULL)
    raw_send (connection, hello, -1);
  return connection;
}

/* Has the host closed this connection (EOF, after whatever it sent)? */
static gboolean
closed_by_host (GSocketConnection *connection)
{
  GSocket *socket = g_socket_connection_get_socket (connection);
  char buffer[4096];
  gssize n;

  g_socket_set_blocking (socket, FALSE);
  do
    n = g_socket_receive (socket, buffer, sizeof buffer, NULL, NULL);
  while (n > 0);
  return n == 0;
}

static gboolean
host_has_player (gpointer host)
{
  return ft_network_host_is_peer_connected (host);
}

static gboolean
no_spectators (gpointer host)
{
  return ft_network_host_get_n_spectators (host) == 0;
}

static gboolean
has_spectator (gpointer host)
{
  return ft_network_host_get_n_spectators (host) > 0;
}

static gboolean
has_pending (gpointer host)
{
  return ft_network_host_get_n_pending (host) > 0;
}

static gboolean
no_pending (gpointer host)
{
  return ft_network_host_get_n_pending (host) == 0;
}

static gboolean
host_can_claim (gpointer host)
{
  return ft_network_host_can_claim_win (host);
}

static gint64
elapsed_ms (gint64 since)
{
  return (g_get_monotonic_time () - since) / 1000;
}

/* ---- Keepalive (item 13) ------------------------------------------------------------- */

/* Item 13: a player that goes silent (answers no PING) is dropped after the
 * silence timeout, not before; then the reconnection rules apply (the host
 * may claim the win). */
static void
test_item13_silent_player (void)
{
  Fixture f;
  g_autoptr (GSocketConnection) raw = NULL;
  gint64 start;

  fixture_host (&f, FT_TIME_CONTROL_FISCHER);
  short_keepalive (f.host);
  ft_network_host_set_claim_after_ms (f.host, 100);
  /* The silence starts with the HELLO: time from before it is sent, so
   * that a slow machine can only lengthen what is measured. */
  start = g_get_monotonic_time ();
  raw = silent_connect (ft_network_host_get_port (f.host), NULL,
                        "HELLO fourteen 2 TEST42 role=player name=Ghost\n");
  run_until (host_has_player, f.host, "the silent player to join");
  run_until (host_lost_peer, f.host, "the silent player to be dropped");
  g_test_message ("dropped after %" G_GINT64_FORMAT " ms", elapsed_ms (start));
  g_assert_cmpint (elapsed_ms (start), >=, SILENCE_MS - 10);
  run_until (host_can_claim, f.host, "the claim");
  g_assert_true (ft_network_host_claim_win (f.host));
  g_assert_true (closed_by_host (raw));
  fixture_clear (&f);
}

/* Item 13: a spectator that goes silent is dropped: its place is free. */
static void
test_item13_idle_spectator (void)
{
  Fixture f;
  g_autoptr (GSocketConnection) raw = NULL;

  fixture_host (&f, FT_TIME_CONTROL_UNTIMED);
  short_keepalive (f.host);
  raw = silent_connect (ft_network_host_get_port (f.host), NULL, "HELLO fourteen 2 TEST42 role=watch\n");
  run_until (has_spectator, f.host, "the spectator to join");
  run_until (no_spectators, f.host, "the idle spectator to be dropped");
  f.spectator = fixture_client (&f, "TEST42", TRUE);
  run_until (spectator_has_session, &f, "a new spectator");
  fixture_clear (&f);
}

/* Item 13: peers that answer stay, however quiet the game: the PINGs and
 * PONGs keep them (ten silence periods without a move). */
static void
test_item13_live_peers_stay (void)
{
  Fixture f;

  fixture_host (&f, FT_TIME_CONTROL_UNTIMED);
  short_keepalive (f.host);
  f.client = fixture_client (&f, "TEST42", FALSE);
  short_keepalive (f.client);
  f.spectator = fixture_client (&f, "TEST42", TRUE);
  short_keepalive (f.spectator);
  run_until (client_has_session, f.client, "the client's game");
  run_until (spectator_has_session, &f, "the spectator's game");
  spin_ms (10 * SILENCE_MS);
  g_assert_true (ft_network_host_is_peer_connected (f.host));
  g_assert_cmpuint (ft_network_host_get_n_spectators (f.host), ==, 1);
  g_assert_false (f.lost);
  g_assert_true (ft_network_client_is_connected (f.client));
  host_plays (&f, "e2e4");
  wait_client_moves (f.client, 1);
  g_assert_cmpuint (ft_network_host_get_n_refused (f.host), ==, 0);
  fixture_clear (&f);
}

typedef struct {
  guint n_connections;
  GPtrArray *raws; /* GSocketConnection, never read */
} MuteHost;

static gboolean
mute_incoming_cb (GSocketService *service G_GNUC_UNUSED, GSocketConnection *raw,
                  GObject *source G_GNUC_UNUSED, gpointer user_data)
{
  MuteHost *mute = user_data;

  mute->n_connections++;
  g_ptr_array_add (mute->raws, g_object_ref (raw));
  /* A whole state, then silence: no PONG ever. */
  raw_send (raw,
            "WELCOME 2 role=player token=0123456789abcdef0123456789abcdef colour=black\n"
            "SETUP rules=standard clock=untimed white=0+0 black=0+0 "
            "fen=rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR_w_KQkq_-_0_1\n"
            "SYNC ply=0 white=-1 black=-1\n", -1);
  return TRUE;
}

static gboolean
mute_reconnected (gpointer data)
{
  return ((MuteHost *) data)->n_connections >= 2;
}

/* Item 13: a host that goes silent counts as a lost connection at the
 * client, which then reconnects as after any drop. */
static void
test_item13_silent_host (void)
{
  g_autoptr (GSocketService) service = g_socket_service_new ();
  g_autoptr (GError) error = NULL;
  g_autofree char *target = NULL;
  MuteHost mute = { 0, g_ptr_array_new_with_free_func (g_object_unref) };
  Fixture f;
  guint16 port;

  memset (&f, 0, sizeof f);
  port = g_socket_listener_add_any_inet_port (G_SOCKET_LISTENER (service), NULL, &error);
  g_assert_no_error (error);
  g_signal_connect (service, "incoming", G_CALLBACK (mute_incoming_cb), &mute);
  g_socket_service_start (service);
  target = g_strdup_printf ("127.0.0.1:%u", port);
  f.client = ft_network_client_new (target, "ABCD", FALSE, "Patient");
  short_keepalive (f.client);
  ft_network_client_set_retry_interval (f.client, 20);
  ft_network_client_connect (f.client);
  run_until (client_has_session, f.client, "the state");
  run_until (mute_reconnected, &mute, "the client to give up on the silent connection");
  g_assert_cmpuint (ft_network_client_get_lost_ms (f.client), >=, 0);

  g_socket_service_stop (service);
  g_socket_listener_close (G_SOCKET_LISTENER (service));
  g_clear_object (&f.client);
  g_ptr_array_unref (mute.raws);
  spin_ms (20);
}

/* Item 13 and 14: a connection that never says HELLO goes after the (short)
 * deadline. */
static void
test_item14_hello_deadline (void)
{
  Fixture f;
  g_autoptr (GSocketConnection) raw = NULL;
  gint64 start;

  fixture_host (&f, FT_TIME_CONTROL_UNTIMED);
  g_assert_cmpuint (FT_NETWORK_HELLO_TIMEOUT_MS, <=, 3000);
  g_object_set (f.host, "hello-timeout-ms", 100, NULL);
  start = g_get_monotonic_time ();
  raw = silent_connect (ft_network_host_get_port (f.host), NULL, NULL);
  run_until (has_pending, f.host, "the connection to be waiting");
  run_until (no_pending, f.host, "the deadline");
  g_assert_cmpint (elapsed_ms (start), >=, 90);
  g_assert_true (closed_by_host (raw));
  g_assert_cmpuint (ft_network_host_get_n_refused (f.host), ==, 1);
  fixture_clear (&f);
}

/* ---- Pending connections (item 14) ----------------------------------------------------- */

/* Item 14: twenty idle connections without a code (the deadline far off)
 * cannot lock the real player out: each new connection evicts the oldest
 * waiting one; the player comes back with its token at once. */
static void
test_item14_idle_connections (void)
{
  Fixture f;
  GSocketConnection *idle[20];
  g_autofree char *token = NULL;

  fixture_host (&f, FT_TIME_CONTROL_FISCHER);
  g_object_set (f.host, "hello-timeout-ms", 60000, NULL);
  f.client = fixture_client (&f, "TEST42", FALSE);
  run_until (client_has_session, f.client, "the client's game");
  host_plays (&f, "e2e4");
  token = g_strdup (ft_network_client_get_token (f.client));
  g_clear_object (&f.client); /* a crash */
  run_until (host_lost_peer, f.host, "the host to notice");

  for (int i = 0; i < 20; i++)
    {
      idle[i] = silent_connect (ft_network_host_get_port (f.host), NULL, NULL);
      spin_ms (2);
      g_assert_cmpuint (ft_network_host_get_n_pending (f.host), <=, FT_NETWORK_MAX_PENDING);
    }
  g_assert_cmpuint (ft_network_host_get_n_pending (f.host), ==, FT_NETWORK_MAX_PENDING);
  f.client = fixture_client_with_token (&f, "TEST42", token);
  run_until (host_has_player, f.host, "the player to get back in");
  wait_client_moves (f.client, 1);
  client_plays (&f, "e7e5");
  wait_host_moves (&f, 2);
  /* The oldest idle ones were closed, the newest still wait. */
  g_assert_true (closed_by_host (idle[0]));
  g_assert_false (closed_by_host (idle[19]));
  for (int i = 0; i < 20; i++)
    g_object_unref (idle[i]);
  fixture_clear (&f);
}

/* Item 14: the address that holds the most waiting connections gives one
 * up first; a single one from elsewhere stays. */
static void
test_item14_evicts_busiest_address (void)
{
  Fixture f;
  GSocketConnection *lone, *crowd[FT_NETWORK_MAX_PENDING];
  guint16 port;

  fixture_host (&f, FT_TIME_CONTROL_UNTIMED);
  g_object_set (f.host, "hello-timeout-ms", 60000, NULL);
  port = ft_network_host_get_port (f.host);
  lone = silent_connect (port, "127.0.0.3", NULL);
  for (int i = 0; i < FT_NETWORK_MAX_PENDING; i++)
    {
      crowd[i] = silent_connect (port, "127.0.0.2", NULL);
      spin_ms (2);
    }
  spin_ms (20);
  g_assert_cmpuint (ft_network_host_get_n_pending (f.host), ==, FT_NETWORK_MAX_PENDING);
  g_assert_false (closed_by_host (lone));
  g_assert_true (closed_by_host (crowd[0]));
  g_assert_false (closed_by_host (crowd[1]));
  g_object_unref (lone);
  for (int i = 0; i < FT_NETWORK_MAX_PENDING; i++)
    g_object_unref (crowd[i]);
  fixture_clear (&f);
}

/* ---- Wrong codes (item 16) ----------------------------------------------------------- */

static gboolean
answered (gpointer data)
{
  RawPeer *peer = data;
  return raw_has_kind (peer, FT_NET_WELCOME) || peer->errors->len > 0;
}

/* HELLO from `local`; the ERROR code the host answers, or NULL if it
 * welcomed. */
static char *
try_code (guint16 port, const char *local, const char *hello)
{
  RawPeer peer;
  g_autoptr (FtNetConnection) reader = NULL;
  g_autoptr (GSocketConnection) raw = raw_connect_from (port, local, &peer, &reader);
  char *code;

  raw_send (raw, hello, -1);
  run_until (answered, &peer, "the answer to HELLO");
  code = peer.errors->len > 0 ? g_strdup (g_ptr_array_index (peer.errors, 0)) : NULL;
  raw_peer_clear (&peer, reader);
  return code;
}

#define HELLO_WRONG "HELLO fourteen 2 WRONG1 role=watch\n"
#define HELLO_RIGHT "HELLO fourteen 2 TEST42 role=watch\n"

static void
assert_answer (guint16 port, const char *local, const char *hello, const char *expected)
{
  g_autofree char *code = try_code (port, local, hello);

  g_assert_cmpstr (code, ==, expected);
}

/* Item 16: an address gets three wrong codes, then must wait — even with
 * the right code; other addresses are not held back; the player with its
 * token always gets back in. */
static void
test_item16_wrong_codes (void)
{
  Fixture f;
  g_autofree char *token = NULL;
  g_autofree char *rejoin = NULL;
  guint16 port;

  fixture_host (&f, FT_TIME_CONTROL_UNTIMED);
  port = ft_network_host_get_port (f.host);
  f.client = fixture_client (&f, "TEST42", FALSE);
  run_until (client_has_session, f.client, "the client's game");
  token = g_strdup (ft_network_client_get_token (f.client));
  g_clear_object (&f.client);
  run_until (host_lost_peer, f.host, "the host to notice");

  for (int i = 0; i < 3; i++)
    assert_answer (port, "127.0.0.4", HELLO_WRONG, "code");
  assert_answer (port, "127.0.0.4", HELLO_WRONG, "wait");
  assert_answer (port, "127.0.0.4", HELLO_RIGHT, "wait");
  assert_answer (port, "127.0.0.5", HELLO_RIGHT, NULL);
  rejoin = g_strdup_printf ("HELLO fourteen 2 TEST42 role=player token=%s\n", token);
  assert_answer (port, "127.0.0.4", rejoin, NULL);
  fixture_clear (&f);
}

/* Item 16: wrong codes from many addresses meet the global limit: after a
 * burst, a fresh address must wait too. */
static void
test_item16_global_limit (void)
{
  Fixture f;
  guint16 port;

  fixture_host (&f, FT_TIME_CONTROL_UNTIMED);
  port = ft_network_host_get_port (f.host);
  for (int i = 0; i < FT_NET_GUARD_GLOBAL_BURST; i++)
    {
      g_autofree char *local = g_strdup_printf ("127.0.1.%d", i + 1);

      assert_answer (port, local, HELLO_WRONG, "code");
    }
  assert_answer (port, "127.0.2.1", HELLO_RIGHT, "wait");
  fixture_clear (&f);
}

static void
test_wrong_code (void)
{
  Fixture f;
  FtNetworkClient *watchers[FT_NETWORK_MAX_SPECTATORS];

  fixture_host (&f, FT_TIME_CONTROL_UNTIMED);
  f.client = fixture_client (&f, "WRONG1", FALSE);
  run_until (fixture_refused, &f, "the refusal");
  g_assert_cmpstr (f.refused_code, ==, "code");
  g_assert_null (ft_network_client_get_session (f.client));
  g_assert_false (ft_network_host_has_player (f.host));
  g_clear_object (&f.client);

  /* Spectators: four are welcome, the fifth is not. */
  f.refused = FALSE;
  for (int i = 0; i < FT_NETWORK_MAX_SPECTATORS; i++)
    {
      watchers[i] = fixture_client (&f, "TEST42", TRUE);
      run_until (client_has_session, watchers[i], "a spectator");
    }
  f.spectator = fixture_client (&f, "TEST42", TRUE);
  run_until (fixture_refused, &f, "the fifth spectator's refusal");
  g_assert_cmpstr (f.refused_code, ==, "full");
  for (int i = 0; i < FT_NETWORK_MAX_SPECTATORS; i++)
    g_object_unref (watchers[i]);

  /* Nobody listens: the connection itself is refused. */
  f.refused = FALSE;
  g_clear_object (&f.client);
  ft_network_host_close (f.host);
  f.client = fixture_client (&f, "TEST42", FALSE);
  run_until (fixture_refused, &f, "the failed connection");
  g_assert_cmpstr (f.refused_code, ==, "connect");
  fixture_clear (&f);
}


int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/network-limits/wrong-code", test_wrong_code);
  g_test_add_func ("/network-limits/item13-silent-player", test_item13_silent_player);
  g_test_add_func ("/network-limits/item13-idle-spectator", test_item13_idle_spectator);
  g_test_add_func ("/network-limits/item13-live-peers-stay", test_item13_live_peers_stay);
  g_test_add_func ("/network-limits/item13-silent-host", test_item13_silent_host);
  g_test_add_func ("/network-limits/item14-hello-deadline", test_item14_hello_deadline);
  g_test_add_func ("/network-limits/item14-idle-connections", test_item14_idle_connections);
  g_test_add_func ("/network-limits/item14-evicts-busiest-address", test_item14_evicts_busiest_address);
  g_test_add_func ("/network-limits/item16-wrong-codes", test_item16_wrong_codes);
  g_test_add_func ("/network-limits/item16-global-limit", test_item16_global_limit);
  return g_test_run ();
}
