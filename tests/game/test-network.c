/* test-network.c — network play through the game objects over loopback
 * (127.0.0.1, port 0): a whole game host↔client with a spectator, offers,
 * a dropped and reconnected client, a player whose program ended coming
 * back with its token, and the host leaving (issue 20 item 11). Waiting is
 * main-loop iteration with a deadline, never a sleep. */
#include "config.h"

#include <string.h>

#include "network-test-util.h"

static gboolean
spectator_saw_4 (gpointer data)
{
  return ((Fixture *) data)->spectator_moves >= 4;
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

  fixture_game (&f, FT_TIME_CONTROL_FISCHER);
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


/* ---- A program that ended comes back (item 12) ------------------------------------ */

/* The joining program ends without a goodbye; a new client (a restarted
 * program or window) presents the token and takes the seat back: the
 * state is caught up, the game goes on. Without the token: "busy". */
static void
test_item12_rejoin_with_token (void)
{
  Fixture f;
  g_autofree char *token = NULL;
  FtNetworkClient *intruder;

  fixture_game (&f, FT_TIME_CONTROL_FISCHER);
  host_plays (&f, "e2e4");
  client_plays (&f, "e7e5");
  wait_host_moves (&f, 2);
  token = g_strdup (ft_network_client_get_token (f.client));
  g_assert_cmpuint (strlen (token), ==, FT_NET_TOKEN_LENGTH);

  /* A crash: the object goes without BYE (dispose closes the socket). */
  g_clear_object (&f.client);
  run_until (host_lost_peer, f.host, "the host to notice");
  host_plays (&f, "g1f3");

  intruder = fixture_client (&f, "TEST42", FALSE);
  run_until (fixture_refused, &f, "the refusal of a player without the token");
  g_assert_cmpstr (f.refused_code, ==, "busy");
  g_object_unref (intruder);

  f.client = fixture_client_with_token (&f, "TEST42", token);
  wait_client_moves (f.client, 3);
  g_assert_cmpint (ft_network_client_get_colour (f.client), ==, FT_BLACK);
  g_assert_true (ft_network_host_is_peer_connected (f.host));
  client_plays (&f, "b8c6");
  wait_host_moves (&f, 4);
  fixture_clear (&f);
}

/* ---- The host leaves (item 11) ------------------------------------------------------ */

static gboolean
host_left (gpointer client)
{
  return ft_network_client_has_host_left (client);
}

typedef struct {
  gboolean host_left;
} SpectatorLeft;

static void
spectator_host_left_cb (FtNetworkClient *client G_GNUC_UNUSED, gpointer data)
{
  ((SpectatorLeft *) data)->host_left = TRUE;
}

static gboolean
spectator_told (gpointer data)
{
  return ((SpectatorLeft *) data)->host_left;
}

/* Item 11: the host quits mid-game. The player and the spectator are told:
 * the game ends (the player wins by the host's abandonment, the same on
 * every board), "host-left" is emitted, nobody reconnects. */
static void
test_item11_host_quits (void)
{
  Fixture f;
  SpectatorLeft spectator = { FALSE };
  FtResultReason reason;
  FtGame *game;

  fixture_game (&f, FT_TIME_CONTROL_FISCHER);
  f.spectator = fixture_client (&f, "TEST42", TRUE);
  run_until (spectator_has_session, &f, "the spectator's game");
  g_signal_connect (f.spectator, "host-left", G_CALLBACK (spectator_host_left_cb), &spectator);
  host_plays (&f, "d2d4");
  client_plays (&f, "d7d5");
  wait_client_moves (f.spectator, 2);

  ft_network_host_close (f.host);
  g_assert_true (ft_game_is_over (ft_session_get_game (ft_network_host_get_session (f.host))));
  run_until (host_left, f.client, "the player to be told");
  g_assert_true (f.host_left);
  run_until (spectator_told, &spectator, "the spectator to be told");
  g_assert_true (ft_network_client_has_host_left (f.client));
  g_assert_false (ft_network_client_is_connected (f.client));
  game = ft_session_get_game (ft_network_client_get_session (f.client));
  g_assert_true (ft_game_is_over (game));
  g_assert_cmpint (ft_game_get_result (game, &reason), ==, FT_RESULT_BLACK_WINS);
  g_assert_cmpint (reason, ==, FT_REASON_ABANDONMENT);
  g_assert_cmpstr (ft_game_get_result_message (game), ==, "You won: the opponent left the game");
  game = ft_session_get_game (ft_network_client_get_session (f.spectator));
  g_assert_cmpint (ft_game_get_result (game, NULL), ==, FT_RESULT_BLACK_WINS);
  /* No reconnection, and no claim: the game is over. */
  spin_ms (100);
  g_assert_false (f.lost);
  g_assert_false (f.reconnected);
  g_assert_false (ft_network_client_can_claim_win (f.client));
  fixture_clear (&f);
}

/* Item 11: a host that leaves after the game ended changes no result. */
static void
test_item11_host_leaves_after_the_end (void)
{
  Fixture f;
  FtResultReason reason;

  fixture_game (&f, FT_TIME_CONTROL_UNTIMED);
  host_plays (&f, "f2f3");
  client_plays (&f, "e7e5");
  host_plays (&f, "g2g4");
  client_plays (&f, "d8h4");
  run_until (client_game_over, f.client, "the mate");
  ft_network_game_leave (FT_NETWORK_GAME (f.host));
  run_until (host_left, f.client, "the player to be told");
  g_assert_cmpint (ft_game_get_result (ft_session_get_game (ft_network_client_get_session (f.client)), &reason),
                   ==, FT_RESULT_BLACK_WINS);
  g_assert_cmpint (reason, ==, FT_REASON_CHECKMATE);
  fixture_clear (&f);
}

static gboolean
host_has_offer (gpointer host)
{
  return ft_network_game_get_pending_offer (FT_NETWORK_GAME (host), NULL);
}

static gboolean
selection_is_e (gpointer data)
{
  return ((Fixture *) data)->selection_file == 4;
}

/* The shared interface: the same calls on the host and on a client. */
static void
test_network_game_interface (void)
{
  Fixture f;
  FtNetOffer offer;

  fixture_game (&f, FT_TIME_CONTROL_UNTIMED);
  f.spectator = fixture_client (&f, "TEST42", TRUE);
  run_until (spectator_has_session, &f, "the spectator's game");
  g_assert_cmpint (ft_network_game_get_local_colour (FT_NETWORK_GAME (f.host)), ==, FT_WHITE);
  g_assert_cmpint (ft_network_game_get_local_colour (FT_NETWORK_GAME (f.client)), ==, FT_BLACK);
  g_assert_cmpint (ft_network_game_get_local_colour (FT_NETWORK_GAME (f.spectator)), ==, -1);
  g_assert_true (ft_network_game_get_session (FT_NETWORK_GAME (f.host)) == ft_network_host_get_session (f.host));
  g_assert_false (ft_network_game_offer (FT_NETWORK_GAME (f.spectator), FT_NET_OFFER_DRAW));
  g_assert_false (ft_network_game_resign (FT_NETWORK_GAME (f.spectator)));
  g_assert_true (ft_network_game_offer (FT_NETWORK_GAME (f.client), FT_NET_OFFER_DRAW));
  run_until (host_has_offer, f.host, "the offer");
  g_assert_true (ft_network_game_get_pending_offer (FT_NETWORK_GAME (f.host), &offer));
  g_assert_cmpint (offer, ==, FT_NET_OFFER_DRAW);
  g_assert_true (ft_network_game_answer_offer (FT_NETWORK_GAME (f.host), FALSE));
  g_assert_false (ft_network_game_answer_offer (FT_NETWORK_GAME (f.host), FALSE));
  ft_network_game_send_selection (FT_NETWORK_GAME (f.client), 4, 6);
  run_until (selection_is_e, &f, "the selection");
  g_assert_cmpint (f.selection_side, ==, FT_BLACK);
  g_assert_true (ft_network_game_resign (FT_NETWORK_GAME (f.host)));
  run_until (client_game_over, f.client, "the resignation");
  g_assert_false (ft_network_game_resign (FT_NETWORK_GAME (f.host)));
  fixture_clear (&f);
}

typedef struct
{
  GPtrArray *texts;
  int side;
} Heard;

static void
chat_cb (FtNetworkGame *game G_GNUC_UNUSED, int side, const char *text, gpointer user_data)
{
  Heard *heard = user_data;

  g_ptr_array_add (heard->texts, g_strdup (text));
  heard->side = side;
}

static gboolean
has_texts (Heard *heard, guint n)
{
  return heard->texts->len >= n;
}

static gboolean
host_heard_two (gpointer data)
{
  return has_texts (data, 2);
}

static gboolean
client_heard_one (gpointer data)
{
  return has_texts (data, 1);
}

static gboolean
client_got_rate_error (gpointer data)
{
  return GPOINTER_TO_INT (g_object_get_data (data, "rate-error"));
}

static void
error_received_cb (FtNetworkClient *client, const char *code, const char *text G_GNUC_UNUSED,
                   gpointer user_data G_GNUC_UNUSED)
{
  if (g_strcmp0 (code, "rate") == 0)
    g_object_set_data (G_OBJECT (client), "rate-error", GINT_TO_POINTER (1));
}

/* Version 3's chat, between the two players (spectators do not see it),
 * limited to a burst of five then one a second: the sixth at once is
 * refused with "ERROR rate". */
static void
test_chat (void)
{
  Heard host_heard = { g_ptr_array_new_with_free_func (g_free), -1 };
  Heard client_heard = { g_ptr_array_new_with_free_func (g_free), -1 };
  Heard spectator_heard = { g_ptr_array_new_with_free_func (g_free), -1 };
  Fixture f;

  fixture_game (&f, FT_TIME_CONTROL_UNTIMED);
  f.spectator = fixture_client (&f, "TEST42", TRUE);
  run_until (spectator_has_session, &f, "the spectator's game");
  g_signal_connect (f.host, "chat", G_CALLBACK (chat_cb), &host_heard);
  g_signal_connect (f.client, "chat", G_CALLBACK (chat_cb), &client_heard);
  g_signal_connect (f.spectator, "chat", G_CALLBACK (chat_cb), &spectator_heard);
  g_signal_connect (f.client, "error-received", G_CALLBACK (error_received_cb), NULL);

  g_assert_true (ft_network_game_send_chat (FT_NETWORK_GAME (f.client), "hello, good luck"));
  g_assert_true (ft_network_game_send_chat (FT_NETWORK_GAME (f.client), "  inner  spaces kept  "));
  run_until (host_heard_two, &host_heard, "the client's chat");
  g_assert_cmpstr (g_ptr_array_index (host_heard.texts, 0), ==, "hello, good luck");
  g_assert_cmpstr (g_ptr_array_index (host_heard.texts, 1), ==, "inner  spaces kept");
  g_assert_cmpint (host_heard.side, ==, FT_BLACK);
  g_assert_true (ft_network_game_send_chat (FT_NETWORK_GAME (f.host), "thanks"));
  run_until (client_heard_one, &client_heard, "the host's chat");
  g_assert_cmpint (client_heard.side, ==, FT_WHITE);
  g_assert_false (ft_network_game_send_chat (FT_NETWORK_GAME (f.spectator), "may I?"));
  g_assert_false (ft_network_game_send_chat (FT_NETWORK_GAME (f.client), ""));

  /* Two sent already: three more fit the burst, the sixth is refused. */
  for (int i = 0; i < 4; i++)
    ft_network_game_send_chat (FT_NETWORK_GAME (f.client), "spam");
  run_until (client_got_rate_error, f.client, "the rate error");
  g_assert_cmpuint (host_heard.texts->len, ==, FT_NETWORK_CHAT_BURST);
  g_assert_cmpuint (spectator_heard.texts->len, ==, 0);
  fixture_clear (&f);
  g_ptr_array_unref (host_heard.texts);
  g_ptr_array_unref (client_heard.texts);
  g_ptr_array_unref (spectator_heard.texts);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/network/whole-game", test_whole_game);
  g_test_add_func ("/network/offers", test_offers);
  g_test_add_func ("/network/reconnect", test_reconnect);
  g_test_add_func ("/network/item12-rejoin-with-token", test_item12_rejoin_with_token);
  g_test_add_func ("/network/item11-host-quits", test_item11_host_quits);
  g_test_add_func ("/network/item11-host-leaves-after-the-end", test_item11_host_leaves_after_the_end);
  g_test_add_func ("/network/interface", test_network_game_interface);
  g_test_add_func ("/network/chat", test_chat);
  return g_test_run ();
}
