/* test-network.c — network play through the game objects, over loopback
 * (127.0.0.1) only: the protocol parser, a whole game host↔client with a
 * spectator, a dropped and reconnected client, a hostile peer, wrong codes.
 * Waiting is main-loop iteration with a deadline, never a sleep. */
#include "config.h"

#include <string.h>

#include "ft-fen.h"
#include "ft-net-connection.h"
#include "ft-network-client.h"
#include "ft-network-host.h"

#define DEADLINE_MS 10000

typedef gboolean (*Condition) (gpointer data);

static gboolean
wake_cb (gpointer data)
{
  *(guint *) data = 0;
  return G_SOURCE_REMOVE;
}

/* Iterate the main loop until cond holds; fail after DEADLINE_MS. A short
 * timeout bounds each blocking iteration (a socket being closed may not
 * wake the loop by itself). */
static void
run_until (Condition cond, gpointer data, const char *what)
{
  gint64 deadline = g_get_monotonic_time () + DEADLINE_MS * 1000;

  while (!cond (data))
    {
      guint id;

      if (g_get_monotonic_time () > deadline)
        g_error ("timed out waiting for %s", what);
      id = g_timeout_add (5, wake_cb, &id);
      g_main_context_iteration (NULL, TRUE);
      if (id != 0)
        g_source_remove (id);
    }
}

/* ---- Parser ---------------------------------------------------------------------- */

static void
assert_round_trip (const char *line)
{
  g_autoptr (GError) error = NULL;
  FtNetMessage *msg = g_new (FtNetMessage, 1);
  g_autofree char *written = NULL;

  if (!ft_net_message_parse (line, strlen (line), msg, &error))
    g_error ("%s: %s", line, error->message);
  written = ft_net_message_to_line (msg);
  g_assert_cmpstr (written, ==, line);
  g_free (msg);
}

static void
assert_malformed (const char *line, gsize len, const char *fragment)
{
  g_autoptr (GError) error = NULL;
  FtNetMessage *msg = g_new (FtNetMessage, 1);

  g_assert_false (ft_net_message_parse (line, len, msg, &error));
  g_assert_error (error, FT_NET_ERROR_DOMAIN, FT_NET_ERROR_MALFORMED);
  if (strstr (error->message, fragment) == NULL)
    g_error ("'%s': message '%s' lacks '%s'", line, error->message, fragment);
  g_free (msg);
}

static void
test_parser (void)
{
  g_autofree char *long_line = NULL;
  FtNetMessage msg;

  assert_round_trip ("HELLO fourteen 1 K7QM2X role=player token=0123456789abcdef0123456789abcdef name=Ann");
  assert_round_trip ("HELLO fourteen 1 ABCD role=watch");
  assert_round_trip ("WELCOME 1 role=player token=0123456789abcdef0123456789abcdef colour=black");
  assert_round_trip ("SETUP rules=standard clock=fischer white=180000+2000 black=60000+0 "
                     "fen=rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR_w_KQkq_-_0_1 wname=Bob bname=Ann");
  assert_round_trip ("MOVE e7e8q ply=12 white=1000 black=-1");
  assert_round_trip ("MOVE n13n14 ply=0");
  assert_round_trip ("SYNC ply=3 white=180400 black=171800");
  assert_round_trip ("UNDO ply=1 white=1 black=2");
  assert_round_trip ("RESULT draw agreement");
  assert_round_trip ("RESULT white abandonment");
  assert_round_trip ("OFFER takeback");
  assert_round_trip ("DECLINE rematch");
  assert_round_trip ("SELECT p16 side=black");
  assert_round_trip ("SELECT -");
  assert_round_trip ("DRAG 4.500 0.125 side=white");
  assert_round_trip ("DRAG -");
  assert_round_trip ("PRESENCE away");
  assert_round_trip ("ERROR illegal e2e5 is not a legal move here");
  assert_round_trip ("BYE");

  /* The FEN comes out with its spaces; a trailing \r\n is allowed. */
  g_assert_true (ft_net_message_parse ("SETUP rules=fourteen clock=untimed white=0+0 black=0+0 fen=8/8_b_-\r\n",
                                       strlen ("SETUP rules=fourteen clock=untimed white=0+0 black=0+0 fen=8/8_b_-\r\n"),
                                       &msg, NULL));
  g_assert_cmpstr (msg.fen, ==, "8/8 b -");
  g_assert_cmpint (msg.rules, ==, FT_RULES_FOURTEEN);

  assert_malformed ("", 0, "empty");
  assert_malformed ("NOPE", 4, "unknown message");
  assert_malformed ("MOVE e2e4", 9, "ply");
  assert_malformed ("MOVE e2e99 ply=0", 16, "column 6");
  assert_malformed ("MOVE z2e4 ply=0", 15, "column 6");
  assert_malformed ("MOVE e2e4 ply=-3", 16, "ply");
  assert_malformed ("HELLO fourteen 1 AB role=player", 31, "game code");
  assert_malformed ("HELLO fourteen 1 ABCD", 21, "role");
  assert_malformed ("HELLO fourteen 1 AB;D role=player", 33, "column 20");
  assert_malformed ("MOVE e2e4\tply=0", 15, "control");
  assert_malformed ("MOVE e2e4 ply=0\0x", 17, "control");
  assert_malformed ("SELECT \xff", 8, "UTF-8");
  assert_malformed ("DRAG 1e308 1", 12, "coordinates");
  assert_malformed ("DRAG 17 1", 9, "coordinates");
  assert_malformed ("RESULT white nonsense", 21, "reason");
  assert_malformed ("SYNC ply=1 white=5", 18, "go together");
  long_line = g_strnfill (FT_NET_MAX_LINE + 10, 'A');
  assert_malformed (long_line, strlen (long_line), "longer than");
}

/* ---- A game ---------------------------------------------------------------------- */

typedef struct {
  FtNetworkHost *host;
  FtNetworkClient *client;
  FtNetworkClient *spectator;
  guint spectator_moves;
  guint client_sessions;
  gboolean refused;
  char *refused_code;
  gboolean lost, reconnected;
  int selection_file, selection_rank, selection_side;
} Fixture;

static FtGameSetup *
standard_setup (FtTimeControl time_control)
{
  FtGameSetup *setup = ft_game_setup_new_default ();

  ft_position_set_standard_start (setup->start);
  setup->human_colour = FT_WHITE;
  setup->time_control = time_control;
  setup->player_ms = setup->cpu_ms = 300000;
  setup->player_increment_ms = setup->cpu_increment_ms = 1000;
  return setup;
}

static void
spectator_move_cb (FtSession *session G_GNUC_UNUSED, const FtGameMove *move G_GNUC_UNUSED, gpointer data)
{
  ((Fixture *) data)->spectator_moves++;
}

static void
spectator_session_cb (FtNetworkClient *client, gpointer data)
{
  Fixture *f = data;

  f->spectator_moves = ft_game_get_n_moves (ft_session_get_game (ft_network_client_get_session (client)));
  g_signal_connect (ft_network_client_get_session (client), "move-played",
                    G_CALLBACK (spectator_move_cb), f);
}

static void
client_session_cb (FtNetworkClient *client G_GNUC_UNUSED, gpointer data)
{
  ((Fixture *) data)->client_sessions++;
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

static void
lost_cb (FtNetworkClient *client G_GNUC_UNUSED, gpointer data)
{
  ((Fixture *) data)->lost = TRUE;
}

static void
reconnected_cb (FtNetworkClient *client G_GNUC_UNUSED, gpointer data)
{
  ((Fixture *) data)->reconnected = TRUE;
}

static void
selection_cb (FtNetworkClient *client G_GNUC_UNUSED, int side, int file, int rank, gpointer data)
{
  Fixture *f = data;

  f->selection_side = side;
  f->selection_file = file;
  f->selection_rank = rank;
}

static void
fixture_host (Fixture *f, FtTimeControl time_control)
{
  g_autoptr (FtGameSetup) setup = standard_setup (time_control);
  g_autoptr (GError) error = NULL;

  memset (f, 0, sizeof *f);
  f->selection_file = -2;
  f->host = ft_network_host_new (setup, "TEST42", "Hostess", &error);
  g_assert_no_error (error);
  g_assert_true (ft_network_host_listen (f->host, "127.0.0.1", 0, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (ft_network_host_get_port (f->host), >, 0);
}

static FtNetworkClient *
fixture_client (Fixture *f, const char *code, gboolean watch)
{
  g_autofree char *address = g_strdup_printf ("127.0.0.1:%u", ft_network_host_get_port (f->host));
  FtNetworkClient *client = ft_network_client_new (address, code, watch, watch ? "Eve" : "Guest");

  ft_network_client_set_retry_interval (client, 20);
  g_signal_connect (client, "refused", G_CALLBACK (refused_cb), f);
  g_signal_connect (client, "connection-lost", G_CALLBACK (lost_cb), f);
  g_signal_connect (client, "reconnected", G_CALLBACK (reconnected_cb), f);
  if (watch)
    {
      g_signal_connect (client, "session-changed", G_CALLBACK (spectator_session_cb), f);
      g_signal_connect (client, "peer-selection", G_CALLBACK (selection_cb), f);
    }
  else
    g_signal_connect (client, "session-changed", G_CALLBACK (client_session_cb), f);
  ft_network_client_connect (client);
  return client;
}

static void
fixture_clear (Fixture *f)
{
  g_clear_object (&f->client);
  g_clear_object (&f->spectator);
  g_clear_object (&f->host);
  g_clear_pointer (&f->refused_code, g_free);
  /* Let closed sockets' callbacks run. */
  for (int i = 0; i < 50 && g_main_context_iteration (NULL, FALSE); i++)
    ;
}

static gboolean
client_has_session (gpointer data)
{
  return ft_network_client_get_session (data) != NULL;
}

typedef struct {
  FtSession *session;
  guint n;
} MovesWait;

static gboolean
has_n_moves (gpointer data)
{
  MovesWait *wait = data;
  return ft_game_get_n_moves (ft_session_get_game (wait->session)) >= wait->n;
}

static gboolean
client_game_has_n_moves (FtNetworkClient *client, guint n)
{
  FtSession *session = ft_network_client_get_session (client);
  return session != NULL && ft_game_get_n_moves (ft_session_get_game (session)) >= n;
}

typedef struct {
  FtNetworkClient *client;
  guint n;
} ClientWait;

static gboolean
client_has_n_moves (gpointer data)
{
  ClientWait *wait = data;
  return client_game_has_n_moves (wait->client, wait->n);
}

static void
wait_client_moves (FtNetworkClient *client, guint n)
{
  ClientWait wait = { client, n };
  run_until (client_has_n_moves, &wait, "the client's moves");
}

static void
wait_host_moves (Fixture *f, guint n)
{
  MovesWait wait = { ft_network_host_get_session (f->host), n };
  run_until (has_n_moves, &wait, "the host's moves");
}

static gboolean
session_turn_is_local (FtSession *session)
{
  FtGame *game = ft_session_get_game (session);
  return ft_game_is_turn_started (game)
         && ft_player_is_local (ft_session_get_player (session, ft_game_get_turn (game)));
}

static gboolean
client_to_move (gpointer data)
{
  FtSession *session = ft_network_client_get_session (data);
  return session != NULL && session_turn_is_local (session);
}

static gboolean
host_to_move (gpointer data)
{
  return session_turn_is_local (ft_network_host_get_session (data));
}

/* Play "e2e4"-style text for whoever is local on `session`. */
static void
request (FtSession *session, const char *text)
{
  FtMove move = ft_position_parse_move (ft_game_get_position (ft_session_get_game (session)), text);

  g_assert_cmpuint (move, !=, FT_MOVE_NONE);
  g_assert_true (ft_session_request_move (session, FT_MOVE_FROM (move), FT_MOVE_TO (move),
                                          FT_MOVE_PROMOTION (move)));
}

static void
host_plays (Fixture *f, const char *text)
{
  run_until (host_to_move, f->host, "the host's turn");
  request (ft_network_host_get_session (f->host), text);
}

static void
client_plays (Fixture *f, const char *text)
{
  run_until (client_to_move, f->client, "the client's turn");
  request (ft_network_client_get_session (f->client), text);
}

static gboolean
spectator_has_session (gpointer data)
{
  return ft_network_client_get_session (((Fixture *) data)->spectator) != NULL;
}

static gboolean
spectator_saw_4 (gpointer data)
{
  return ((Fixture *) data)->spectator_moves >= 4;
}

static gboolean
client_game_over (gpointer data)
{
  FtSession *session = ft_network_client_get_session (data);
  return session != NULL && ft_game_is_over (ft_session_get_game (session));
}

static gboolean
selection_arrived (gpointer data)
{
  return ((Fixture *) data)->selection_file != -2;
}

static void
test_whole_game (void)
{
  Fixture f;
  FtResultReason reason;
  FtGame *client_game;

  fixture_host (&f, FT_TIME_CONTROL_FISCHER);
  f.client = fixture_client (&f, "test42", FALSE);
  run_until (client_has_session, f.client, "the client's game");
  g_assert_cmpint (ft_network_client_get_colour (f.client), ==, FT_BLACK);
  g_assert_true (ft_network_host_is_peer_connected (f.host));
  g_assert_cmpstr (ft_network_host_get_peer_name (f.host), ==, "Guest");
  f.spectator = fixture_client (&f, "TEST42", TRUE);
  run_until (spectator_has_session, &f, "the spectator's game");
  g_assert_cmpuint (ft_network_host_get_n_spectators (f.host), ==, 1);

  /* The live view: the host's selection reaches the spectator. */
  ft_network_host_send_selection (f.host, 5, 1);
  run_until (selection_arrived, &f, "the selection");
  g_assert_cmpint (f.selection_side, ==, FT_WHITE);
  g_assert_cmpint (f.selection_file, ==, 5);
  g_assert_cmpint (f.selection_rank, ==, 1);

  /* Fool's mate. */
  host_plays (&f, "f2f3");
  client_plays (&f, "e7e5");
  host_plays (&f, "g2g4");
  client_plays (&f, "d8h4");
  run_until (client_game_over, f.client, "the end of the game");
  wait_host_moves (&f, 4);
  g_assert_true (ft_game_is_over (ft_session_get_game (ft_network_host_get_session (f.host))));
  client_game = ft_session_get_game (ft_network_client_get_session (f.client));
  g_assert_cmpint (ft_game_get_result (client_game, &reason), ==, FT_RESULT_BLACK_WINS);
  g_assert_cmpint (reason, ==, FT_REASON_CHECKMATE);
  run_until (spectator_saw_4, &f, "the spectator's moves");
  g_assert_cmpuint (f.spectator_moves, ==, 4);
  /* The clocks came from the host: Black's shows the host's value. */
  g_assert_cmpint (ft_clock_get_remaining_ms (ft_game_get_clock (client_game), FT_WHITE), ==,
                   ft_clock_get_remaining_ms (ft_game_get_clock (ft_session_get_game (
                                                ft_network_host_get_session (f.host))),
                                              FT_WHITE));
  g_assert_cmpuint (ft_network_host_get_n_refused (f.host), ==, 0);
  g_assert_cmpuint (f.client_sessions, ==, 1);
  fixture_clear (&f);
}

/* ---- Offers ------------------------------------------------------------------------ */

typedef struct {
  Fixture *f;
  int offer;
} OfferWait;

static void
host_offer_cb (FtNetworkHost *host G_GNUC_UNUSED, int offer, gpointer data)
{
  ((OfferWait *) data)->offer = offer;
}

static gboolean
host_got_offer (gpointer data)
{
  return ((OfferWait *) data)->offer >= 0;
}

static gboolean
client_got_offer (gpointer data)
{
  return ft_network_client_get_pending_offer (data, NULL);
}

static gboolean
host_game_over (gpointer data)
{
  return ft_game_is_over (ft_session_get_game (ft_network_host_get_session (data)));
}

static gboolean
client_back_to_1 (gpointer data)
{
  FtSession *session = ft_network_client_get_session (data);
  return ft_game_get_n_moves (ft_session_get_game (session)) == 1;
}

static void
test_offers (void)
{
  Fixture f;
  OfferWait wait = { &f, -1 };
  FtResultReason reason;
  FtSession *first;

  fixture_host (&f, FT_TIME_CONTROL_UNTIMED);
  g_signal_connect (f.host, "offer-received", G_CALLBACK (host_offer_cb), &wait);
  f.client = fixture_client (&f, "TEST42", FALSE);
  run_until (client_has_session, f.client, "the client's game");
  host_plays (&f, "e2e4");
  client_plays (&f, "e7e5");
  host_plays (&f, "g1f3");
  wait_client_moves (f.client, 3);

  /* Black asks to take back e7e5 (White's reply goes too). */
  g_assert_true (ft_network_client_offer (f.client, FT_NET_OFFER_TAKEBACK));
  run_until (host_got_offer, &wait, "the takeback request");
  g_assert_cmpint (wait.offer, ==, FT_NET_OFFER_TAKEBACK);
  g_assert_true (ft_network_host_answer_offer (f.host, TRUE));
  g_assert_cmpuint (ft_game_get_n_moves (ft_session_get_game (ft_network_host_get_session (f.host))), ==, 1);
  run_until (client_back_to_1, f.client, "the takeback at the client");
  run_until (client_to_move, f.client, "Black's turn again");
  g_assert_cmpuint (ft_game_get_n_moves (ft_session_get_game (ft_network_client_get_session (f.client))), ==, 1);
  client_plays (&f, "c7c5");
  wait_host_moves (&f, 2);

  /* The host offers a draw; the client declines, then offers one itself. */
  g_assert_true (ft_network_host_offer (f.host, FT_NET_OFFER_DRAW));
  run_until (client_got_offer, f.client, "the draw offer");
  g_assert_true (ft_network_client_answer_offer (f.client, FALSE));
  wait.offer = -1;
  g_assert_true (ft_network_client_offer (f.client, FT_NET_OFFER_DRAW));
  run_until (host_got_offer, &wait, "the client's draw offer");
  g_assert_true (ft_network_host_answer_offer (f.host, TRUE));
  run_until (client_game_over, f.client, "the agreed draw");
  g_assert_cmpint (ft_game_get_result (ft_session_get_game (ft_network_client_get_session (f.client)), &reason),
                   ==, FT_RESULT_DRAW);
  g_assert_cmpint (reason, ==, FT_REASON_AGREEMENT);

  /* Rematch: colours swap. */
  first = ft_network_client_get_session (f.client);
  wait.offer = -1;
  g_assert_true (ft_network_client_offer (f.client, FT_NET_OFFER_REMATCH));
  run_until (host_got_offer, &wait, "the rematch offer");
  g_assert_true (ft_network_host_answer_offer (f.host, TRUE));
  g_assert_cmpint (ft_network_host_get_colour (f.host), ==, FT_BLACK);
  while (ft_network_client_get_session (f.client) == first
         || ft_network_client_get_colour (f.client) != FT_WHITE)
    g_main_context_iteration (NULL, TRUE);
  client_plays (&f, "d2d4");
  wait_host_moves (&f, 1);

  /* Resignation of the client. */
  g_assert_true (ft_network_client_resign (f.client));
  run_until (host_game_over, f.host, "the resignation");
  g_assert_cmpint (ft_game_get_result (ft_session_get_game (ft_network_host_get_session (f.host)), &reason),
                   ==, FT_RESULT_BLACK_WINS);
  g_assert_cmpint (reason, ==, FT_REASON_RESIGNATION);
  g_assert_cmpstr (ft_session_get_result_message (ft_network_host_get_session (f.host)), ==,
                   "The opponent resigned");
  fixture_clear (&f);
}

/* ---- Reconnection ---------------------------------------------------------------- */

static gboolean
host_lost_peer (gpointer data)
{
  return !ft_network_host_is_peer_connected (data);
}

static gboolean
client_reconnected (gpointer data)
{
  return ((Fixture *) data)->reconnected && ft_network_client_is_connected (((Fixture *) data)->client);
}

static gboolean
host_can_claim (gpointer data)
{
  return ft_network_host_can_claim_win (data);
}

static void
test_reconnect (void)
{
  Fixture f;
  FtResultReason reason;

  fixture_host (&f, FT_TIME_CONTROL_FISCHER);
  f.client = fixture_client (&f, "TEST42", FALSE);
  run_until (client_has_session, f.client, "the client's game");
  f.spectator = fixture_client (&f, "TEST42", TRUE);
  run_until (spectator_has_session, &f, "the spectator's game");
  host_plays (&f, "f2f3");
  client_plays (&f, "e7e5");
  wait_host_moves (&f, 2);

  /* The client's connection dies; the host moves meanwhile (the clocks
   * keep running), then the client comes back with its token. */
  ft_network_client_drop_connection (f.client);
  g_assert_true (f.lost);
  run_until (host_lost_peer, f.host, "the host to notice");
  host_plays (&f, "g2g4");
  run_until (client_reconnected, &f, "the reconnection");
  wait_client_moves (f.client, 3);
  g_assert_cmpuint (f.client_sessions, ==, 1); /* caught up, not rebuilt */
  g_assert_true (ft_network_host_is_peer_connected (f.host));
  client_plays (&f, "d8h4");
  run_until (client_game_over, f.client, "the end of the game");
  run_until (host_game_over, f.host, "the host's end of the game");
  g_assert_cmpint (ft_game_get_result (ft_session_get_game (ft_network_host_get_session (f.host)), &reason),
                   ==, FT_RESULT_BLACK_WINS);
  run_until (spectator_saw_4, &f, "the spectator's moves");
  g_assert_cmpuint (ft_network_host_get_n_refused (f.host), ==, 0);
  fixture_clear (&f);

  /* A player who leaves for good: the host claims the win. */
  fixture_host (&f, FT_TIME_CONTROL_FISCHER);
  ft_network_host_set_claim_after_ms (f.host, 100);
  f.client = fixture_client (&f, "TEST42", FALSE);
  run_until (client_has_session, f.client, "the client's game");
  host_plays (&f, "e2e4");
  g_assert_false (ft_network_host_claim_win (f.host));
  ft_network_client_disconnect (f.client);
  run_until (host_lost_peer, f.host, "the host to notice");
  g_assert_false (ft_network_host_can_claim_win (f.host) && ft_network_host_get_absent_ms (f.host) < 100);
  run_until (host_can_claim, f.host, "the claim");
  g_assert_true (ft_network_host_claim_win (f.host));
  g_assert_cmpint (ft_game_get_result (ft_session_get_game (ft_network_host_get_session (f.host)), &reason),
                   ==, FT_RESULT_WHITE_WINS);
  g_assert_cmpint (reason, ==, FT_REASON_ABANDONMENT);
  fixture_clear (&f);
}

/* ---- Hostile peers ------------------------------------------------------------------ */

typedef struct {
  GPtrArray *errors; /* char *, the codes of ERROR lines received */
  GPtrArray *kinds;  /* GINT_TO_POINTER kinds received */
  gboolean closed;
} RawPeer;

static void
raw_message_cb (FtNetConnection *connection G_GNUC_UNUSED, gpointer data, gpointer user_data)
{
  RawPeer *peer = user_data;
  const FtNetMessage *msg = data;

  g_ptr_array_add (peer->kinds, GINT_TO_POINTER (msg->kind));
  if (msg->kind == FT_NET_ERROR)
    g_ptr_array_add (peer->errors, g_strdup (msg->error));
}

static void
raw_closed_cb (FtNetConnection *connection G_GNUC_UNUSED, gpointer user_data)
{
  ((RawPeer *) user_data)->closed = TRUE;
}

static GSocketConnection *
raw_connect (Fixture *f, RawPeer *peer, FtNetConnection **reader)
{
  g_autoptr (GSocketClient) client = g_socket_client_new ();
  g_autoptr (GError) error = NULL;
  GSocketConnection *connection;

  g_socket_client_set_enable_proxy (client, FALSE);
  connection = g_socket_client_connect_to_host (client, "127.0.0.1", ft_network_host_get_port (f->host),
                                       NULL, &error);

  g_assert_no_error (error);
  peer->errors = g_ptr_array_new_with_free_func (g_free);
  peer->kinds = g_ptr_array_new ();
  peer->closed = FALSE;
  *reader = ft_net_connection_new (G_IO_STREAM (connection));
  g_signal_connect (*reader, "message", G_CALLBACK (raw_message_cb), peer);
  g_signal_connect (*reader, "closed", G_CALLBACK (raw_closed_cb), peer);
  return connection;
}

static void
raw_send (GSocketConnection *connection, const char *data, gssize len)
{
  g_autoptr (GError) error = NULL;

  g_output_stream_write_all (g_io_stream_get_output_stream (G_IO_STREAM (connection)), data,
                             len < 0 ? strlen (data) : (gsize) len, NULL, NULL, &error);
  g_assert_no_error (error);
}

static void
raw_peer_clear (RawPeer *peer, FtNetConnection *reader)
{
  /* The reader outlives this scope while its read is pending. */
  g_signal_handlers_disconnect_by_data (reader, peer);
  ft_net_connection_close (reader);
  g_ptr_array_unref (peer->errors);
  g_ptr_array_unref (peer->kinds);
}

typedef struct {
  RawPeer *peer;
  const char *code;
  guint count;
} ErrorWait;

static guint
count_errors (RawPeer *peer, const char *code)
{
  guint n = 0;

  for (guint i = 0; i < peer->errors->len; i++)
    if (strcmp (g_ptr_array_index (peer->errors, i), code) == 0)
      n++;
  return n;
}

static gboolean
has_errors (gpointer data)
{
  ErrorWait *wait = data;
  return count_errors (wait->peer, wait->code) >= wait->count;
}

static void
wait_error (RawPeer *peer, const char *code, guint count)
{
  ErrorWait wait = { peer, code, count };
  run_until (has_errors, &wait, code);
}

static gboolean
raw_has_sync (gpointer data)
{
  RawPeer *peer = data;

  for (guint i = 0; i < peer->kinds->len; i++)
    if (GPOINTER_TO_INT (g_ptr_array_index (peer->kinds, i)) == FT_NET_SYNC)
      return TRUE;
  return FALSE;
}

static gboolean
raw_closed (gpointer data)
{
  return ((RawPeer *) data)->closed;
}

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
  raw = raw_connect (&f, &peer, &reader);
  raw_send (raw, "HELLO fourteen 1 TEST42 role=player name=Mallory\n", -1);
  run_until (raw_has_sync, &peer, "the state");
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
    g_autoptr (GSocketConnection) intruder_raw = raw_connect (&f, &intruder, &intruder_reader);

    raw_send (intruder_raw, "HELLO fourteen 1 TEST42 role=player\n", -1);
    wait_error (&intruder, "busy", 1);
    run_until (raw_closed, &intruder, "the intruder's connection to close");
    raw_peer_clear (&intruder, intruder_reader);
  }
  {
    RawPeer talker;
    g_autoptr (FtNetConnection) talker_reader = NULL;
    g_autoptr (GSocketConnection) talker_raw = raw_connect (&f, &talker, &talker_reader);

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

static gboolean
fixture_refused (gpointer data)
{
  return ((Fixture *) data)->refused;
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

static gboolean
host_has_no_pending (gpointer data)
{
  /* A client can join: the waiting connections are gone. */
  return ft_network_client_get_session (data) != NULL;
}

/* Connections that never say HELLO: the ninth is closed at once; when they
 * go, a player joins. */
static void
test_silent_connections (void)
{
  Fixture f;
  RawPeer peers[9];
  FtNetConnection *readers[9];
  GSocketConnection *raws[9];

  fixture_host (&f, FT_TIME_CONTROL_UNTIMED);
  for (int i = 0; i < 9; i++)
    raws[i] = raw_connect (&f, &peers[i], &readers[i]);
  run_until (raw_closed, &peers[8], "the ninth silent connection to close");
  for (int i = 0; i < 8; i++)
    g_assert_false (peers[i].closed);
  for (int i = 0; i < 9; i++)
    {
      g_io_stream_close (G_IO_STREAM (raws[i]), NULL, NULL);
      raw_peer_clear (&peers[i], readers[i]);
      g_object_unref (readers[i]);
      g_object_unref (raws[i]);
    }
  f.client = fixture_client (&f, "TEST42", FALSE);
  run_until (host_has_no_pending, f.client, "the player to join");
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
            "WELCOME 1 role=player token=0123456789abcdef0123456789abcdef colour=black\n"
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

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/network/parser", test_parser);
  g_test_add_func ("/network/whole-game", test_whole_game);
  g_test_add_func ("/network/offers", test_offers);
  g_test_add_func ("/network/reconnect", test_reconnect);
  g_test_add_func ("/network/hostile-peer", test_hostile_peer);
  g_test_add_func ("/network/wrong-code", test_wrong_code);
  g_test_add_func ("/network/silent-connections", test_silent_connections);
  g_test_add_func ("/network/hostile-host", test_hostile_host);
  return g_test_run ();
}
