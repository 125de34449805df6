/* test-network-checkers.c — a game of checkers over the network, through
 * the game objects over loopback (127.0.0.1, port 0): the host's setup
 * (variant, turn end, start) reaches the client, a whole capture sequence
 * and an explosion arrive as one move on every board, a spectator follows,
 * the host refuses an illegal turn with its reason, a dropped client
 * reconnects and catches up with the same rules as chess, and a
 * resignation ends it everywhere. Waiting is main-loop iteration with a
 * deadline, never a sleep. */
#include "config.h"

#include <string.h>

#include "ft-checkers-ruleset.h"
#include "network-test-util.h"

static FtGameSetup *
checkers_setup (FtCheckersRules rules, FtCheckersTurnEnd turn_end)
{
  FtGameSetup *setup = ft_game_setup_new_default ();

  setup->game = FT_GAME_KIND_CHECKERS;
  setup->checkers_rules = rules;
  setup->checkers_turn_end = turn_end;
  setup->human_colour = FT_WHITE;
  setup->time_control = FT_TIME_CONTROL_FISCHER;
  setup->player_ms = setup->cpu_ms = 300000;
  setup->player_increment_ms = setup->cpu_increment_ms = 1000;
  return setup;
}

static FtGame *
host_game (Fixture *f)
{
  return ft_session_get_game (ft_network_host_get_session (f->host));
}

static FtGame *
client_game (FtNetworkClient *client)
{
  return ft_session_get_game (ft_network_client_get_session (client));
}

/* The same position and notation everywhere. */
static void
assert_same_game (FtGame *a, FtGame *b)
{
  g_autofree char *fen_a = ft_ruleset_write_position (ft_game_get_rules (a));
  g_autofree char *fen_b = ft_ruleset_write_position (ft_game_get_rules (b));

  g_assert_cmpstr (fen_a, ==, fen_b);
  g_assert_cmpuint (ft_game_get_n_moves (a), ==, ft_game_get_n_moves (b));
  for (guint i = 0; i < ft_game_get_n_moves (a); i++)
    g_assert_cmpstr (ft_game_get_notation (a, i), ==, ft_game_get_notation (b, i));
}

static gboolean
spectator_saw_8 (gpointer data)
{
  return ((Fixture *) data)->spectator_moves >= 8;
}

static gboolean
client_reconnected (gpointer data)
{
  return ((Fixture *) data)->reconnected && ft_network_client_is_connected (((Fixture *) data)->client);
}

/* After g3h4 d6c5 c3d4 c7d6 b2c3 c5b4 Fire's shield jumps b4 and b6
 * (c3a5c7); Water then has a bomb on e5 for Fire's bomb on d4... */
static void
test_whole_game (void)
{
  g_autoptr (FtGameSetup) setup = checkers_setup (FT_CHECKERS_RULES_BOMBS, FT_CHECKERS_TURN_END_AUTO);
  static const char *const moves[] = { "9-13", "23-19", "11-15", "27-23", "8-11", "19-16", "c3a5c7", "22-18" };
  Fixture f;

  fixture_host_setup (&f, setup);
  f.client = fixture_client (&f, "test42", FALSE);
  run_until (client_has_session, f.client, "the client's game");
  g_assert_cmpint (ft_game_get_kind (client_game (f.client)), ==, FT_GAME_KIND_CHECKERS);
  g_assert_cmpint (ft_network_client_get_colour (f.client), ==, FT_BLACK);
  f.spectator = fixture_client (&f, "TEST42", TRUE);
  run_until (spectator_has_session, &f, "the spectator's game");
  for (guint i = 0; i < G_N_ELEMENTS (moves); i++)
    {
      if (i % 2 == 0)
        host_plays (&f, moves[i]);
      else
        client_plays (&f, moves[i]);
    }
  wait_client_moves (f.client, G_N_ELEMENTS (moves));
  wait_host_moves (&f, G_N_ELEMENTS (moves));
  run_until (spectator_saw_8, &f, "the spectator's moves");
  assert_same_game (host_game (&f), client_game (f.client));
  assert_same_game (host_game (&f), client_game (f.spectator));
  g_assert_cmpstr (ft_game_get_notation (client_game (f.client), 6), ==, "11x20x27");
  /* The clocks are the host's (Water's stands: Fire is to move). */
  g_assert_cmpint (ft_clock_get_remaining_ms (ft_game_get_clock (client_game (f.client)), FT_BLACK), ==,
                   ft_clock_get_remaining_ms (ft_game_get_clock (host_game (&f)), FT_BLACK));
  /* Water resigns (on Fire's turn): over on every board, in checkers'
   * words. */
  g_assert_true (ft_network_game_resign (FT_NETWORK_GAME (f.client)));
  run_until (client_game_over, f.client, "the end");
  run_until (host_game_over, f.host, "the end at the host");
  g_assert_cmpstr (ft_game_get_result_message_for_players (client_game (f.client)), ==, "Water resigned");
  g_assert_cmpuint (ft_network_host_get_n_refused (f.host), ==, 0);
  fixture_clear (&f);
}

/* The variant, the turn end and a custom start travel with the SETUP. */
static void
test_setup_travels (void)
{
  g_autoptr (FtGameSetup) setup = checkers_setup (FT_CHECKERS_RULES_ENGLISH, FT_CHECKERS_TURN_END_SPACE);
  FtCheckersState start = { 0 };
  FtRuleset *rules;
  Fixture f;

  start.squares[ft_checkers_square_from_string ("c3")] = FT_CHECKERS_PIECE (FT_CHECKERS_FIRE, FT_CHECKERS_NORMAL, FALSE);
  start.squares[ft_checkers_square_from_string ("d4")] = FT_CHECKERS_PIECE (FT_CHECKERS_WATER, FT_CHECKERS_NORMAL, FALSE);
  start.squares[ft_checkers_square_from_string ("h8")] = FT_CHECKERS_PIECE (FT_CHECKERS_WATER, FT_CHECKERS_NORMAL, TRUE);
  start.to_move = FT_CHECKERS_FIRE;
  start.rules = FT_CHECKERS_RULES_ENGLISH;
  start.turn_end = FT_CHECKERS_TURN_END_SPACE;
  setup->checkers_custom_start = TRUE;
  setup->checkers_start = start;
  setup->time_control = FT_TIME_CONTROL_UNTIMED;
  fixture_host_setup (&f, setup);
  f.client = fixture_client (&f, "TEST42", FALSE);
  run_until (client_has_session, f.client, "the client's game");
  rules = ft_game_get_rules (client_game (f.client));
  g_assert_cmpint (ft_checkers_ruleset_get_rules (FT_CHECKERS_RULESET (rules)), ==, FT_CHECKERS_RULES_ENGLISH);
  g_assert_true (ft_ruleset_waits_for_end_of_turn (rules));
  assert_same_game (host_game (&f), client_game (f.client));
  g_assert_false (ft_clock_is_timed (ft_game_get_clock (client_game (f.client))));
  /* The compulsory capture, as a turn over the network. */
  host_plays (&f, "c3e5");
  wait_client_moves (f.client, 1);
  g_assert_false (ft_ruleset_get_piece (ft_game_get_rules (client_game (f.client)),
                                        ft_cell_from_checkers (ft_checkers_square_from_string ("d4")), NULL));
  fixture_clear (&f);
}

/* A peer sending an illegal turn is refused with the reason; then the
 * client drops, reconnects and plays on: the same rules as chess. */
static void
test_refusal_and_reconnect (void)
{
  g_autoptr (FtGameSetup) setup = checkers_setup (FT_CHECKERS_RULES_BOMBS, FT_CHECKERS_TURN_END_AUTO);
  RawPeer peer = { 0 };
  FtNetConnection *reader = NULL;
  GSocketConnection *raw;
  Fixture f;

  fixture_host_setup (&f, setup);
  /* A raw player: an illegal checkers turn (a jump over nothing). */
  raw = raw_connect (ft_network_host_get_port (f.host), &peer, &reader);
  raw_send (raw, "HELLO fourteen 2 TEST42 role=player name=Raw\n", -1);
  wait_kind (&peer, FT_NET_SYNC);
  host_plays (&f, "9-13");
  raw_send (raw, "MOVE f6d4 ply=1\n", -1);
  wait_error (&peer, "illegal", 1);
  g_assert_nonnull (strstr (g_ptr_array_index (peer.texts, 0), "f6d4"));
  raw_send (raw, "MOVE f6e5 ply=1\n", -1);
  wait_host_moves (&f, 2);
  raw_peer_clear (&peer, reader);
  g_object_unref (raw);
  run_until (host_lost_peer, f.host, "the host to notice");
  fixture_clear (&f);

  /* A real client: dropped, back, the game goes on. */
  fixture_host_setup (&f, setup);
  f.client = fixture_client (&f, "TEST42", FALSE);
  run_until (client_has_session, f.client, "the client's game");
  host_plays (&f, "9-13");
  client_plays (&f, "23-19");
  ft_network_client_drop_connection (f.client);
  run_until (host_lost_peer, f.host, "the host to notice");
  host_plays (&f, "11-15");
  run_until (client_reconnected, &f, "the reconnection");
  wait_client_moves (f.client, 3);
  client_plays (&f, "24-20");
  wait_host_moves (&f, 4);
  assert_same_game (host_game (&f), client_game (f.client));
  fixture_clear (&f);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/network-checkers/whole-game", test_whole_game);
  g_test_add_func ("/network-checkers/setup-travels", test_setup_travels);
  g_test_add_func ("/network-checkers/refusal-and-reconnect", test_refusal_and_reconnect);
  return g_test_run ();
}
