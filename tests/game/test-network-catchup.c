/* test-network-catchup.c — issue 20 item 15: the state a joiner is sent
 * comes as a few MOVES lines, not one line a move, so the joiner's rate
 * limit (a burst of 60 lines) lets long games through: a spectator joining
 * after 200 plies, a player rejoining after 70 plies, and a game long
 * enough for more than one MOVES line. Over loopback (127.0.0.1, port 0). */
#include "config.h"

#include <string.h>

#include "network-test-util.h"

/* Every move of the client's game equals the script's first n. */
static void
assert_moves (FtNetworkClient *client, GPtrArray *moves, guint n)
{
  FtGame *game = ft_session_get_game (ft_network_client_get_session (client));

  g_assert_cmpuint (ft_game_get_n_moves (game), ==, n);
  for (guint i = 0; i < n; i++)
    {
      char text[16];

      ft_move_to_string (ft_game_get_move (game, i), text);
      g_assert_cmpstr (text, ==, g_ptr_array_index (moves, i));
    }
}

/* Item 15: a spectator joins a game of 200 plies and sees all of it, then
 * the game goes on on its board too. */
static void
test_item15_spectator_after_200 (void)
{
  g_autoptr (GPtrArray) moves = random_game (204, 15);
  Fixture f;

  fixture_game (&f, FT_TIME_CONTROL_FISCHER);
  play_moves (&f, moves, 0, 200);
  wait_host_moves (&f, 200);

  f.spectator = fixture_client (&f, "TEST42", TRUE);
  run_until (spectator_has_session, &f, "the spectator's game");
  assert_moves (f.spectator, moves, 200);
  play_moves (&f, moves, 200, 204);
  wait_client_moves (f.spectator, 204);
  assert_moves (f.spectator, moves, 204);
  g_assert_false (f.refused);
  g_assert_cmpuint (ft_network_host_get_n_refused (f.host), ==, 0);
  /* The clocks the spectator shows are the host's (Black's stands still:
   * White is to move). */
  g_assert_cmpint (ft_clock_get_remaining_ms (ft_game_get_clock (ft_session_get_game (ft_network_client_get_session (f.spectator))), FT_BLACK),
                   ==, ft_clock_get_remaining_ms (ft_game_get_clock (ft_session_get_game (ft_network_host_get_session (f.host))), FT_BLACK));
  fixture_clear (&f);
}

/* Item 15: a player whose program ended after 70 plies (more than the 58
 * that broke before) comes back with its token, is sent the whole game,
 * and plays on. */
static void
test_item15_rejoin_after_70 (void)
{
  g_autoptr (GPtrArray) moves = random_game (76, 58);
  g_autofree char *token = NULL;
  Fixture f;

  fixture_game (&f, FT_TIME_CONTROL_FISCHER);
  play_moves (&f, moves, 0, 70);
  wait_host_moves (&f, 70);
  token = g_strdup (ft_network_client_get_token (f.client));
  g_clear_object (&f.client);
  run_until (host_lost_peer, f.host, "the host to notice");
  play_moves (&f, moves, 70, 71);

  f.client = fixture_client_with_token (&f, "TEST42", token);
  wait_client_moves (f.client, 71);
  assert_moves (f.client, moves, 71);
  play_moves (&f, moves, 71, 76);
  wait_host_moves (&f, 76);
  wait_client_moves (f.client, 76);
  assert_moves (f.client, moves, 76);
  g_assert_false (f.refused);
  fixture_clear (&f);
}

/* Item 15: 1,000 plies need two MOVES lines; a spectator gets them all. */
static void
test_item15_two_lines (void)
{
  g_autoptr (GPtrArray) moves = random_game (1000, 1000);
  Fixture f;

  fixture_game (&f, FT_TIME_CONTROL_UNTIMED);
  play_moves (&f, moves, 0, 1000);
  wait_host_moves (&f, 1000);
  f.spectator = fixture_client (&f, "TEST42", TRUE);
  run_until (spectator_has_session, &f, "the spectator's game");
  assert_moves (f.spectator, moves, 1000);
  g_assert_cmpuint (ft_network_host_get_n_refused (f.host), ==, 0);
  fixture_clear (&f);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/network-catchup/item15-spectator-after-200", test_item15_spectator_after_200);
  g_test_add_func ("/network-catchup/item15-rejoin-after-70", test_item15_rejoin_after_70);
  g_test_add_func ("/network-catchup/item15-two-lines", test_item15_two_lines);
  return g_test_run ();
}
