/* test-cli-network.c — `fourteen-cli host` and `fourteen-cli join` as real
 * processes (path in $FOURTEEN_CLI) over 127.0.0.1: a fool's mate with a
 * spectator, an illegal move on the way, a joining process killed mid-game
 * and started again with its token, and a wrong code. Waiting is main-loop
 * iteration on the processes' output with a deadline, never a sleep. */
#include "config.h"

#include <string.h>

#include "cli-test-util.h"

static void
test_cli_game (void)
{
  Cli *host = cli_start ("host", "host", "--address", "127.0.0.1", "--port", "0", "--code",
                         "CLI123", "--clock", "300+2", "--name", "Hosta", NULL);
  g_autofree char *port = cli_port_of (host);
  g_autofree char *address = g_strdup_printf ("127.0.0.1:%s", port);
  g_autofree char *token = NULL;
  Cli *join = cli_start ("join", "join", address, "--code", "cli123", "--name", "Jo", NULL);
  Cli *watch;
  const char *p;

  cli_wait_for (join, "joined as black", 1);
  cli_wait_for (host, "the opponent joined: Jo", 1);
  watch = cli_start ("watch", "join", address, "--code", "CLI123", "--watch", NULL);
  cli_wait_for (watch, "watching", 1);

  cli_wait_for (host, "your turn (white)", 1);
  /* The chat of the local network too (protocol version 3). */
  cli_send (join, "chat good luck");
  cli_wait_for (join, "you say: good luck", 1);
  cli_wait_for (host, "chat from Jo: good luck", 1);
  cli_send (watch, "chat me too");
  cli_wait_for (watch, "error: spectators only watch", 1);
  cli_send (host, "mv f2f3");
  cli_wait_for (join, "your turn (black)", 1);
  cli_send (join, "mv e7e4");
  cli_wait_for (join, "illegal move", 1);
  cli_send (join, "mv e7e5");
  cli_wait_for (host, "Jo (black) moves: e7e5", 1);

  /* The joining program dies; a new one comes back with the token. */
  p = strstr (join->text->str, "--token ");
  g_assert_nonnull (p);
  token = g_strndup (p + strlen ("--token "), 32);
  g_assert_cmpint (cli_finish (join, TRUE), ==, -1);
  cli_wait_for (host, "connection lost", 1);
  cli_wait_for (watch, "a player's connection was lost", 1);
  cli_send (host, "mv g2g4");
  cli_wait_for (watch, "Hosta (white) moves: g2g4", 1);
  join = cli_start ("join2", "join", address, "--code", "CLI123", "--token", token, NULL);
  cli_wait_for (join, "joined as black", 1);
  cli_wait_for (host, "the opponent is back", 1);
  cli_wait_for (join, "your turn (black)", 1);
  cli_send (join, "mv d8h4");
  cli_wait_for (host, "game over: Black won by checkmate", 1);
  cli_wait_for (join, "game over: Black won by checkmate", 1);
  cli_wait_for (watch, "game over: Black won by checkmate", 1);

  /* The spectator saw every move. */
  cli_send (watch, "print status");
  cli_wait_for (watch, "1. f2f3 e7e5", 1);
  cli_wait_for (watch, "2. g2g4 d8h4", 1);
  cli_send (watch, "mv e2e4");
  cli_wait_for (watch, "error: spectators only watch", 1);

  g_assert_cmpint (cli_finish (watch, FALSE), ==, 0);
  g_assert_cmpint (cli_finish (join, FALSE), ==, 0);
  g_assert_cmpint (cli_finish (host, FALSE), ==, 0);
}

static void
test_cli_wrong_code (void)
{
  Cli *host = cli_start ("host", "host", "--address", "127.0.0.1", "--port", "0", "--code",
                         "RIGHT1", NULL);
  g_autofree char *port = cli_port_of (host);
  g_autofree char *address = g_strdup_printf ("127.0.0.1:%s", port);
  Cli *join = cli_start ("join", "join", address, "--code", "WRONG1", NULL);

  /* Refused: the program ends with status 1 (the reason is on stderr). */
  while (!join->eof)
    cli_iterate ();
  g_assert_cmpint (cli_finish (join, FALSE), ==, 1);
  g_assert_cmpuint (cli_count (host, "opponent joined"), ==, 0);
  g_assert_cmpint (cli_finish (host, FALSE), ==, 0);
}

/* Issue 20 item 11: the host quits mid-game. The joining player and the
 * spectator are told "The host left the game", see the game end (the
 * joiner wins by the host's abandonment) and exit by themselves. */
static void
test_item11_host_quits (void)
{
  Cli *host = cli_start ("host", "host", "--address", "127.0.0.1", "--port", "0", "--code",
                         "QUIT11", "--clock", "60+0", NULL);
  g_autofree char *port = cli_port_of (host);
  g_autofree char *address = g_strdup_printf ("127.0.0.1:%s", port);
  Cli *join = cli_start ("join", "join", address, "--code", "QUIT11", "--name", "Jo", NULL);
  Cli *watch;

  cli_wait_for (join, "joined as black", 1);
  watch = cli_start ("watch", "join", address, "--code", "QUIT11", "--watch", NULL);
  cli_wait_for (watch, "watching", 1);
  cli_wait_for (host, "your turn (white)", 1);
  cli_send (host, "mv e2e4");
  cli_wait_for (join, "your turn (black)", 1);
  cli_send (host, "quit");
  g_assert_cmpint (cli_finish (host, FALSE), ==, 0);

  cli_wait_for (join, "game over: Black won: White left the game", 1);
  cli_wait_for (join, "The host left the game", 1);
  cli_wait_for (watch, "game over: Black won: White left the game", 1);
  cli_wait_for (watch, "The host left the game", 1);
  g_assert_cmpint (cli_wait_exit (join), ==, 0);
  g_assert_cmpint (cli_wait_exit (watch), ==, 0);
}

/* Checkers over the network between two programs: the host's variant and
 * clock, moves in standard notation or squares, an illegal turn with its
 * reason, a spectator's status in standard notation, a resignation. */
static void
test_cli_checkers (void)
{
  Cli *host = cli_start ("host", "host", "--game", "checkers", "--address", "127.0.0.1", "--port", "0",
                         "--code", "DAME12", "--clock", "300+2", "--name", "Hosta", NULL);
  g_autofree char *port = cli_port_of (host);
  g_autofree char *address = g_strdup_printf ("127.0.0.1:%s", port);
  Cli *join = cli_start ("join", "join", address, "--code", "DAME12", "--name", "Jo", NULL);
  Cli *watch;

  cli_wait_for (host, "you play fire", 1);
  cli_wait_for (join, "joined as water", 1);
  cli_wait_for (join, "new game: Hosta (fire) vs Jo (water)", 1);
  cli_wait_for (join, "clocks: fire 05:00, water 05:00", 1);
  watch = cli_start ("watch", "join", address, "--code", "DAME12", "--watch", NULL);
  cli_wait_for (watch, "watching", 1);
  cli_wait_for (host, "your turn (fire)", 1);
  cli_send (host, "mv 11-15");
  cli_wait_for (join, "Hosta (fire) moves: c3d4 (11-15)", 1);
  cli_wait_for (join, "your turn (water)", 1);
  cli_send (join, "mv c7e5");
  cli_wait_for (join, "illegal move: c7e5: a piece cannot jump its own side's piece", 1);
  cli_send (join, "mv f6e5");
  cli_wait_for (host, "Jo (water) moves: f6e5 (22-18)", 1);
  cli_wait_for (host, "your turn (fire)", 1);
  /* Fire's bomb on d4 jumps e5 and explodes. */
  cli_send (host, "mv d4f6");
  cli_wait_for (watch, "Hosta (fire) captures: d4f6 (15x22)", 1);
  cli_send (watch, "print status");
  cli_wait_for (watch, "1. 11-15 22-18", 1);
  cli_wait_for (watch, "2. 15x22", 1);
  cli_wait_for (watch, "Jo (water) to move", 1);
  cli_send (join, "resign");
  cli_wait_for (host, "game over: Water resigned", 1);
  cli_wait_for (watch, "game over: Water resigned", 1);

  g_assert_cmpint (cli_finish (watch, FALSE), ==, 0);
  g_assert_cmpint (cli_finish (join, FALSE), ==, 0);
  g_assert_cmpint (cli_finish (host, FALSE), ==, 0);
}

/* host and join take the moves `fourteen-cli checkers` takes, bare, and
 * name what is wrong with a bad one, as every front end (issue 41). */
static void
test_cli_move_forms (void)
{
  Cli *host = cli_start ("host", "host", "--address", "127.0.0.1", "--port", "0", "--code", "FORMS1", "--game",
                         "checkers", NULL);
  g_autofree char *port = cli_port_of (host);
  g_autofree char *address = g_strdup_printf ("127.0.0.1:%s", port);
  Cli *join = cli_start ("join", "join", address, "--code", "FORMS1", NULL);

  cli_wait_for (join, "joined as water", 1);
  cli_wait_for (host, "your turn (fire)", 1);
  cli_send (host, "c3d9");
  cli_wait_for (host, "illegal move: c3d9: d9 is off the board", 1);
  cli_send (host, "c3d");
  cli_wait_for (host, "illegal move: c3d: a move needs two squares", 1);
  cli_send (host, "c3d4");
  cli_wait_for (join, "moves: c3d4", 1);
  cli_wait_for (join, "your turn (water)", 1);
  cli_send (join, "22-17");
  cli_wait_for (host, "moves: ", 2);
  cli_send (join, "f6e5");
  cli_wait_for (join, "illegal move: it is not your turn", 1);
  g_assert_cmpint (cli_finish (join, FALSE), ==, 0);
  g_assert_cmpint (cli_finish (host, FALSE), ==, 0);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/cli-network/game", test_cli_game);
  g_test_add_func ("/cli-network/wrong-code", test_cli_wrong_code);
  g_test_add_func ("/cli-network/item11-host-quits", test_item11_host_quits);
  g_test_add_func ("/cli-network/checkers", test_cli_checkers);
  g_test_add_func ("/cli-network/move-forms", test_cli_move_forms);
  return g_test_run ();
}
