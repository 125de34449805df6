/* test-soak.c — issue 20's soak test: two fourteen-cli processes play 500
 * plies over loopback (127.0.0.1, port 0) with clocks; the joining program
 * is killed (SIGKILL) three times — on its own turn and on the host's —
 * and started again with its token; a spectator joins late. At the end
 * nothing is lost: the three programs show the same moves (the script's,
 * every one), the same clocks and the same result, and none logged a
 * refusal, an illegal move or a resynchronisation.
 *
 * The moves are scripted (network-test-util.c's random_game), so the test
 * runs as fast as the programs talk; it prints its time. */
#include "config.h"

#include <string.h>

#include "cli-test-util.h"
#include "network-test-util.h"

#define PLIES 500
#define SPECTATOR_AT 300
/* The network's periods, shortened for the test (keepalive pings go on
 * during the game's quiet moments, a dead peer is noticed in 3 s). */
#define TIMING "FOURTEEN_TEST_NET_TIMING=keepalive=100,silence=3000,retry=50"

/* Before these plies (odd: the joiner's turn, even: the host's). */
static const guint kills[] = { 101, 238, 377 };

static Cli *
start_join (const char *address, const char *token, gboolean watch)
{
  const char *args[] = { "join", address, "--code", "soak500", "--name", "Jo",
                         watch ? "--watch" : "--token", token, NULL };

  if (watch || token == NULL)
    args[6] = watch ? "--watch" : NULL;
  return cli_start_merged (watch ? "watch" : "join", TIMING, args);
}

static gboolean
is_kill_ply (guint ply)
{
  for (guint i = 0; i < G_N_ELEMENTS (kills); i++)
    if (kills[i] == ply)
      return TRUE;
  return FALSE;
}

/* The script's moves as fourteen-cli commands: "mv e2e4", "cp d4e5" (a
 * capture is typed as one). */
static GPtrArray *
commands_of (GPtrArray *moves)
{
  GPtrArray *commands = g_ptr_array_new_with_free_func (g_free);
  g_autofree FtPosition *pos = g_new0 (FtPosition, 1);

  ft_position_set_standard_start (pos);
  for (guint i = 0; i < moves->len; i++)
    {
      FtMove move = ft_position_parse_move (pos, g_ptr_array_index (moves, i));

      g_assert_cmpuint (move, !=, FT_MOVE_NONE);
      g_ptr_array_add (commands, g_strdup_printf ("%s %s", FT_MOVE_IS_CAPTURE (move) ? "cp" : "mv",
                                                  (char *) g_ptr_array_index (moves, i)));
      ft_position_make_move (pos, move);
    }
  return commands;
}

static void
play (Cli *mover, const char *command)
{
  cli_send (mover, command);
}

/* The joiner dies; the host notices; on the host's turn it moves while the
 * joiner is away; a new joiner comes back with the token. */
static Cli *
kill_and_rejoin (Cli *join, Cli *host, const char *address, const char *token, const char *host_move)
{
  g_assert_cmpint (cli_finish (join, TRUE), ==, -1);
  cli_wait_next (host, "connection lost");
  if (host_move != NULL)
    play (host, host_move);
  join = start_join (address, token, FALSE);
  cli_wait_next (join, "joined as black");
  cli_wait_next (host, "the opponent is back");
  return join;
}

/* What `print status` shows from the board on: the moves, the clocks and
 * the result. */
static char *
final_status (Cli *cli)
{
  const char *start, *end;

  cli_send (cli, "print status");
  cli_wait_next (cli, "moves:\n");
  start = cli->text->str + cli->mark - strlen ("moves:\n");
  cli_wait_next (cli, "game over: ");
  cli_wait_next (cli, "\n");
  end = cli->text->str + cli->mark;
  return g_strndup (start, end - start);
}

static char *
expected_moves (GPtrArray *moves)
{
  GString *text = g_string_new ("moves:\n");

  for (guint i = 0; i < moves->len; i += 2)
    g_string_append_printf (text, "%u. %s %s\n", i / 2 + 1, (char *) g_ptr_array_index (moves, i),
                            (char *) g_ptr_array_index (moves, i + 1));
  return g_string_free (text, FALSE);
}

static void
assert_clean (Cli *cli)
{
  static const char *const bad[] = { "illegal", "out of step", "refused", "malformed", "CRITICAL",
                                     "WARNING" };

  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    if (strstr (cli->text->str, bad[i]) != NULL)
      g_error ("%s printed '%s':\n%s", cli->label, bad[i], strstr (cli->text->str, bad[i]));
}

static void
test_soak (void)
{
  g_autoptr (GPtrArray) moves = random_game (PLIES, 20);
  g_autoptr (GPtrArray) commands = commands_of (moves);
  const char *host_args[] = { "host", "--address", "127.0.0.1", "--port", "0", "--code", "SOAK500",
                              "--clock", "900+2", "--name", "Hosta", NULL };
  g_autofree char *port = NULL, *address = NULL, *token = NULL, *expected = NULL;
  g_autofree char *host_status = NULL, *join_status = NULL, *watch_status = NULL;
  gint64 start = g_get_monotonic_time ();
  Cli *host, *join, *watch = NULL;

  host = cli_start_merged ("host", TIMING, host_args);
  port = cli_port_of (host);
  address = g_strdup_printf ("127.0.0.1:%s", port);
  join = start_join (address, NULL, FALSE);
  cli_wait_next (join, "--token ");
  token = g_strndup (join->text->str + join->mark, FT_NET_TOKEN_LENGTH);

  for (guint ply = 0; ply < PLIES; ply++)
    {
      gboolean host_moves = ply % 2 == 0;
      const char *move = g_ptr_array_index (commands, ply);

      if (ply == SPECTATOR_AT)
        {
          watch = start_join (address, NULL, TRUE);
          cli_wait_next (watch, "watching");
        }
      cli_wait_next (host_moves ? host : join, "your turn (");
      if (is_kill_ply (ply))
        {
          /* Before the joiner's move (its turn had come), or before the
           * host's: the host then moves while the joiner is away. */
          join = kill_and_rejoin (join, host, address, token, host_moves ? move : NULL);
          if (host_moves)
            continue;
          cli_wait_next (join, "your turn (black)");
        }
      play (host_moves ? host : join, move);
    }
  cli_wait_next (host, "your turn (white)");
  cli_send (join, "resign");
  cli_wait_next (host, "game over: ");
  cli_wait_next (join, "game over: ");
  cli_wait_next (watch, "game over: ");

  host_status = final_status (host);
  join_status = final_status (join);
  watch_status = final_status (watch);
  expected = expected_moves (moves);
  g_assert_true (g_str_has_prefix (host_status, expected));
  g_assert_cmpstr (join_status, ==, host_status);
  g_assert_cmpstr (watch_status, ==, host_status);
  g_assert_nonnull (strstr (host_status, "game over: Black resigned"));
  g_assert_nonnull (strstr (host_status, "clocks: white "));
  assert_clean (host);
  assert_clean (join);
  assert_clean (watch);
  g_test_message ("soak: %d plies, %u kills and rejoins, a late spectator: %.1f s", PLIES,
                  (guint) G_N_ELEMENTS (kills), (g_get_monotonic_time () - start) / 1e6);
  g_assert_cmpint (cli_finish (watch, FALSE), ==, 0);
  g_assert_cmpint (cli_finish (join, FALSE), ==, 0);
  g_assert_cmpint (cli_finish (host, FALSE), ==, 0);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/soak/500-plies-3-kills-late-spectator", test_soak);
  return g_test_run ();
}
