/* test-network-hostile.c — peers that misbehave, over loopback (127.0.0.1,
 * port 0): a player sending illegal moves, garbage, invalid UTF-8, NULs,
 * over-long lines and floods; intruders; a host that lies; and the log,
 * which a hostile peer cannot fill (issue 20 item 16). */
#include "config.h"

#include <string.h>

#include "network-test-util.h"

static void
test_hostile_peer (void)
{
  Fixture f;
  RawPeer peer;
  g_autoptr (FtNetConnection) reader = NULL;
  g_autoptr (GSocketConnection) raw = NULL;
  g_autofree char *huge = NULL;
  GString *flood = g_string_new (NULL);
  FtGame *game;

  fixture_host (&f, FT_TIME_CONTROL_FISCHER);
  /* The player is a hand-written peer; a spectator watches. */
  raw = raw_connect (ft_network_host_get_port (f.host), &peer, &reader);
  raw_send (raw, "HELLO fourteen 2 TEST42 role=player name=Mallory\n", -1);
  wait_kind (&peer, FT_NET_SYNC);
  f.spectator = fixture_client (&f, "TEST42", TRUE);
  run_until (spectator_has_session, &f, "the spectator's game");
  host_plays (&f, "e2e4");
  game = ft_session_get_game (ft_network_host_get_session (f.host));

  /* An illegal move, one out of turn (ply), garbage, a NUL, an oversized line. */
  raw_send (raw, "MOVE e7e4 ply=1\n", -1);
  wait_error (&peer, "illegal", 1);
  raw_send (raw, "MOVE e7e5 ply=0\n", -1);
  wait_error (&peer, "illegal", 2);
  raw_send (raw, "\x01\x02garbage \xff\xfe\n", -1);
  wait_error (&peer, "malformed", 1);
  raw_send (raw, "MOVE e7e5\0 ply=1\n", 17);
  wait_error (&peer, "malformed", 2);
  /* Text is checked as UTF-8 at the door: the answer says so and where. */
  raw_send (raw, "SELECT e7 side=wh\xc3\x28ite\n", -1);
  wait_error (&peer, "malformed", 3);
  g_assert_nonnull (strstr (g_ptr_array_index (peer.texts, peer.texts->len - 1), "not valid UTF-8"));
  g_assert_nonnull (strstr (g_ptr_array_index (peer.texts, peer.texts->len - 1), "offset 17"));
  raw_send (raw, "SYNC ply=0 white=1 black=1\n", -1);
  wait_error (&peer, "state", 1);
  huge = g_strnfill (3 * FT_NET_MAX_LINE, 'x');
  raw_send (raw, huge, -1);
  raw_send (raw, "\n", -1);
  wait_error (&peer, "too-long", 1);
  g_assert_cmpuint (ft_game_get_n_moves (game), ==, 1);
  g_assert_false (ft_game_is_over (game));

  /* Then a legal move is played. */
  raw_send (raw, "MOVE e7e5 ply=1\n", -1);
  wait_host_moves (&f, 2);
  wait_client_moves (f.spectator, 2);

  /* A flood: most is dropped and answered once with ERROR rate. */
  for (int i = 0; i < 300; i++)
    g_string_append (flood, "SELECT e7\n");
  raw_send (raw, flood->str, flood->len);
  g_string_free (flood, TRUE);
  wait_error (&peer, "rate", 1);
  g_assert_false (peer.closed);
  host_plays (&f, "g1f3");
  wait_client_moves (f.spectator, 3);
  g_assert_true (ft_network_host_is_peer_connected (f.host));
  g_assert_cmpuint (ft_network_host_get_n_spectators (f.host), ==, 1);
  g_assert_cmpuint (ft_network_host_get_n_refused (f.host), >=, 7);

  /* A second player is refused; so is a wrong code, and a fifth spectator. */
  {
    RawPeer intruder;
    g_autoptr (FtNetConnection) intruder_reader = NULL;
    g_autoptr (GSocketConnection) intruder_raw = raw_connect (ft_network_host_get_port (f.host), &intruder, &intruder_reader);

    raw_send (intruder_raw, "HELLO fourteen 2 TEST42 role=player\n", -1);
    wait_error (&intruder, "busy", 1);
    run_until (raw_closed, &intruder, "the intruder's connection to close");
    raw_peer_clear (&intruder, intruder_reader);
  }
  {
    RawPeer talker;
    g_autoptr (FtNetConnection) talker_reader = NULL;
    g_autoptr (GSocketConnection) talker_raw = raw_connect (ft_network_host_get_port (f.host), &talker, &talker_reader);

    raw_send (talker_raw, "MOVE e2e4 ply=0\n", -1);
    wait_error (&talker, "state", 1);
    run_until (raw_closed, &talker, "the connection without HELLO to close");
    raw_peer_clear (&talker, talker_reader);
  }
  g_assert_true (ft_network_host_is_peer_connected (f.host));
  g_assert_cmpuint (ft_game_get_n_moves (game), ==, 3);
  raw_peer_clear (&peer, reader);
  fixture_clear (&f);
}

/* ---- A hostile host ---------------------------------------------------------------- */

typedef struct {
  guint n_connections;
  guint n_illegal_reports; /* ERROR illegal from the client */
  GPtrArray *connections;  /* FtNetConnection, kept alive */
  GPtrArray *raws;         /* GSocketConnection */
} FakeHost;

static void
fake_message_cb (FtNetConnection *connection G_GNUC_UNUSED, gpointer data, gpointer user_data)
{
  FakeHost *fake = user_data;
  const FtNetMessage *msg = data;
  GSocketConnection *raw = g_object_get_data (G_OBJECT (connection), "raw");

  if (msg->kind == FT_NET_ERROR && strcmp (msg->error, "illegal") == 0)
    fake->n_illegal_reports++;
  if (msg->kind != FT_NET_HELLO)
    return;
  /* A good state, then garbage and a move that is not legal. */
  raw_send (raw,
            "WELCOME 2 role=player token=0123456789abcdef0123456789abcdef colour=black\n"
            "SETUP rules=standard clock=untimed white=0+0 black=0+0 "
            "fen=rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR_w_KQkq_-_0_1\n"
            "SYNC ply=0 white=-1 black=-1\n"
            "\x01junk\n"
            "MOVE e2e5 ply=0\n", -1);
}

static gboolean
fake_incoming_cb (GSocketService *service G_GNUC_UNUSED, GSocketConnection *raw,
                  GObject *source G_GNUC_UNUSED, gpointer user_data)
{
  FakeHost *fake = user_data;
  FtNetConnection *connection = ft_net_connection_new (G_IO_STREAM (raw));

  fake->n_connections++;
  g_object_set_data (G_OBJECT (connection), "raw", raw);
  g_signal_connect (connection, "message", G_CALLBACK (fake_message_cb), fake);
  g_ptr_array_add (fake->connections, connection);
  g_ptr_array_add (fake->raws, g_object_ref (raw));
  return TRUE;
}

static void
refused_cb (FtNetworkClient *client G_GNUC_UNUSED, const char *code, const char *text G_GNUC_UNUSED,
            gpointer data)
{
  Fixture *f = data;

  f->refused = TRUE;
  g_free (f->refused_code);
  f->refused_code = g_strdup (code);
}

/* The client checks what the host says too: garbage is refused, an illegal
 * move is reported and never played, and a host that keeps sending one is
 * given up after a few fresh starts. */
static void
test_hostile_host (void)
{
  g_autoptr (GSocketService) service = g_socket_service_new ();
  g_autoptr (GInetAddress) loopback = g_inet_address_new_loopback (G_SOCKET_FAMILY_IPV4);
  g_autoptr (GSocketAddress) address = g_inet_socket_address_new (loopback, 0);
  g_autoptr (GSocketAddress) effective = NULL;
  g_autoptr (GError) error = NULL;
  g_autofree char *target = NULL;
  FakeHost fake = { 0, 0, g_ptr_array_new_with_free_func (g_object_unref),
                    g_ptr_array_new_with_free_func (g_object_unref) };
  Fixture f;
  FtSession *session;

  memset (&f, 0, sizeof f);
  g_assert_true (g_socket_listener_add_address (G_SOCKET_LISTENER (service), address,
                                                G_SOCKET_TYPE_STREAM, G_SOCKET_PROTOCOL_TCP, NULL,
                                                &effective, &error));
  g_signal_connect (service, "incoming", G_CALLBACK (fake_incoming_cb), &fake);
  g_socket_service_start (service);
  target = g_strdup_printf ("127.0.0.1:%u",
                            g_inet_socket_address_get_port (G_INET_SOCKET_ADDRESS (effective)));
  f.client = ft_network_client_new (target, "ABCD", FALSE, "Victim");
  g_signal_connect (f.client, "refused", G_CALLBACK (refused_cb), &f);
  ft_network_client_connect (f.client);
  run_until (fixture_refused, &f, "the client to give up");
  g_assert_cmpstr (f.refused_code, ==, "state");
  g_assert_cmpuint (fake.n_connections, ==, 6);
  g_assert_cmpuint (fake.n_illegal_reports, >=, 5);
  session = ft_network_client_get_session (f.client);
  g_assert_nonnull (session);
  g_assert_cmpuint (ft_game_get_n_moves (ft_session_get_game (session)), ==, 0);

  g_socket_service_stop (service);
  g_socket_listener_close (G_SOCKET_LISTENER (service));
  for (guint i = 0; i < fake.connections->len; i++)
    {
      g_signal_handlers_disconnect_by_data (g_ptr_array_index (fake.connections, i), &fake);
      ft_net_connection_close (g_ptr_array_index (fake.connections, i));
    }
  g_ptr_array_unref (fake.connections);
  g_ptr_array_unref (fake.raws);
  g_clear_object (&f.client);
  g_clear_pointer (&f.refused_code, g_free);
  for (int i = 0; i < 50 && g_main_context_iteration (NULL, FALSE); i++)
    ;
}


/* ---- The log (item 16) ---------------------------------------------------------------- */

typedef struct {
  guint lines;    /* lines about 127.0.0.1 */
  guint left_out; /* "more messages … left out" */
} LogCount;

static void
count_log_cb (const char *domain G_GNUC_UNUSED, GLogLevelFlags level G_GNUC_UNUSED,
              const char *message, gpointer data)
{
  LogCount *count = data;

  if (g_str_has_prefix (message, "127.0.0.1:"))
    count->lines++;
  if (strstr (message, "left out of the log") != NULL)
    count->left_out++;
}

/* Item 16: a peer that sends a thousand bad lines gets its burst of log
 * lines and one saying that the rest are left out — not a thousand. */
static void
test_item16_log_limit (void)
{
  Fixture f;
  RawPeer peer;
  g_autoptr (FtNetConnection) reader = NULL;
  g_autoptr (GSocketConnection) raw = NULL;
  LogCount count = { 0, 0 };
  GString *junk = g_string_new (NULL);
  guint handler;

  fixture_host (&f, FT_TIME_CONTROL_UNTIMED);
  raw = raw_connect (ft_network_host_get_port (f.host), &peer, &reader);
  raw_send (raw, "HELLO fourteen 2 TEST42 role=watch\n", -1);
  wait_kind (&peer, FT_NET_SYNC);
  handler = g_log_set_handler (NULL, G_LOG_LEVEL_MESSAGE, count_log_cb, &count);
  /* Within the rate limit (a burst of 60), each line is a refusal. */
  for (int i = 0; i < 50; i++)
    g_string_append (junk, "NONSENSE\n");
  raw_send (raw, junk->str, junk->len);
  wait_error (&peer, "malformed", 50);
  g_log_remove_handler (NULL, handler);
  g_string_free (junk, TRUE);
  g_test_message ("%u log lines, %u 'left out'", count.lines, count.left_out);
  g_assert_cmpuint (count.lines, <=, 21);
  g_assert_cmpuint (count.lines, >=, 10);
  g_assert_cmpuint (count.left_out, ==, 1);
  raw_peer_clear (&peer, reader);
  fixture_clear (&f);
}

/* A spectator's ERROR is a report (its reader is slowing down, say): the
 * host logs it and answers nothing. Found by the soak test, whose moves
 * come faster than a spectator's rate limit lets it read. */
static void
test_spectator_report (void)
{
  Fixture f;
  RawPeer peer;
  g_autoptr (FtNetConnection) reader = NULL;
  g_autoptr (GSocketConnection) raw = NULL;
  guint refused;

  fixture_host (&f, FT_TIME_CONTROL_UNTIMED);
  raw = raw_connect (ft_network_host_get_port (f.host), &peer, &reader);
  raw_send (raw, "HELLO fourteen 2 TEST42 role=watch\n", -1);
  wait_kind (&peer, FT_NET_SYNC);
  refused = ft_network_host_get_n_refused (f.host);
  raw_send (raw, "ERROR rate too many messages: slowed down\n", -1);
  /* Anything else from a spectator is still refused; its answer comes
   * after the answer the report would have had. */
  raw_send (raw, "MOVE e2e4 ply=0\n", -1);
  wait_error (&peer, "state", 1);
  g_assert_cmpuint (count_errors (&peer, "state"), ==, 1);
  g_assert_cmpuint (peer.errors->len, ==, 1);
  g_assert_cmpuint (ft_network_host_get_n_refused (f.host), ==, refused + 1);
  g_assert_cmpuint (ft_network_host_get_n_spectators (f.host), ==, 1);
  g_assert_false (peer.closed);
  raw_peer_clear (&peer, reader);
  fixture_clear (&f);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/network-hostile/peer", test_hostile_peer);
  g_test_add_func ("/network-hostile/host", test_hostile_host);
  g_test_add_func ("/network-hostile/item16-log-limit", test_item16_log_limit);
  g_test_add_func ("/network-hostile/spectator-report", test_spectator_report);
  return g_test_run ();
}
