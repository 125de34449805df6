/* test-cli-network.c — `fourteen-cli host` and `fourteen-cli join` as real
 * processes (path in $FOURTEEN_CLI) over 127.0.0.1: a fool's mate with a
 * spectator, an illegal move on the way, a joining process killed mid-game
 * and started again with its token, and a wrong code. Waiting is main-loop
 * iteration on the processes' output with a deadline, never a sleep. */
#include "config.h"

#include <gio/gio.h>
#include <signal.h>
#include <string.h>

#define DEADLINE_MS 15000

typedef struct {
  GSubprocess *process;
  GDataInputStream *out;
  GOutputStream *in;
  GString *text; /* everything printed so far */
  gboolean eof;
  const char *label;
} Cli;

static void read_more (Cli *cli);

static void
line_cb (GObject *source, GAsyncResult *result, gpointer user_data)
{
  Cli *cli = user_data;
  gsize length;
  g_autofree char *line = g_data_input_stream_read_line_finish (G_DATA_INPUT_STREAM (source),
                                                                result, &length, NULL);

  if (line == NULL)
    {
      cli->eof = TRUE;
      return;
    }
  g_string_append (cli->text, line);
  g_string_append_c (cli->text, '\n');
  if (g_test_verbose ())
    g_printerr ("%s| %s\n", cli->label, line);
  read_more (cli);
}

static void
read_more (Cli *cli)
{
  g_data_input_stream_read_line_async (cli->out, G_PRIORITY_DEFAULT, NULL, line_cb, cli);
}

static Cli *
cli_start (const char *label, ...)
{
  g_autoptr (GPtrArray) argv = g_ptr_array_new ();
  g_autoptr (GError) error = NULL;
  const char *program = g_getenv ("FOURTEEN_CLI");
  Cli *cli = g_new0 (Cli, 1);
  const char *arg;
  va_list args;

  g_assert_nonnull (program);
  g_ptr_array_add (argv, (char *) program);
  va_start (args, label);
  while ((arg = va_arg (args, const char *)) != NULL)
    g_ptr_array_add (argv, (char *) arg);
  va_end (args);
  g_ptr_array_add (argv, NULL);

  cli->label = label;
  cli->process = g_subprocess_newv ((const char *const *) argv->pdata,
                                    G_SUBPROCESS_FLAGS_STDIN_PIPE | G_SUBPROCESS_FLAGS_STDOUT_PIPE,
                                    &error);
  g_assert_no_error (error);
  cli->in = g_subprocess_get_stdin_pipe (cli->process);
  cli->out = g_data_input_stream_new (g_subprocess_get_stdout_pipe (cli->process));
  cli->text = g_string_new (NULL);
  read_more (cli);
  return cli;
}

static gboolean
wake_cb (gpointer data)
{
  *(guint *) data = 0;
  return G_SOURCE_REMOVE;
}

static void
iterate (void)
{
  guint id = g_timeout_add (10, wake_cb, &id);

  g_main_context_iteration (NULL, TRUE);
  if (id != 0)
    g_source_remove (id);
}

static guint
count (Cli *cli, const char *needle)
{
  guint n = 0;

  for (const char *p = strstr (cli->text->str, needle); p != NULL; p = strstr (p + 1, needle))
    n++;
  return n;
}

/* Wait until `needle` has been printed n times. */
static void
wait_for (Cli *cli, const char *needle, guint n)
{
  gint64 deadline = g_get_monotonic_time () + DEADLINE_MS * 1000;

  while (count (cli, needle) < n)
    {
      if (g_get_monotonic_time () > deadline || (cli->eof && count (cli, needle) < n))
        g_error ("%s: waited for '%s' ×%u in:\n%s", cli->label, needle, n, cli->text->str);
      iterate ();
    }
}

static void
send_line (Cli *cli, const char *line)
{
  g_autoptr (GError) error = NULL;
  g_autofree char *data = g_strconcat (line, "\n", NULL);

  g_output_stream_write_all (cli->in, data, strlen (data), NULL, NULL, &error);
  g_assert_no_error (error);
  g_output_stream_flush (cli->in, NULL, NULL);
}

/* Close stdin (the program quits), wait for the exit; its status. */
static int
cli_finish (Cli *cli, gboolean kill)
{
  gint64 deadline = g_get_monotonic_time () + DEADLINE_MS * 1000;
  int status;

  if (kill)
    g_subprocess_send_signal (cli->process, SIGKILL);
  else
    g_output_stream_close (cli->in, NULL, NULL);
  g_subprocess_wait_async (cli->process, NULL, NULL, NULL);
  /* The identifier goes once the process has been reaped. */
  while (g_subprocess_get_identifier (cli->process) != NULL || !cli->eof)
    {
      if (g_get_monotonic_time () > deadline)
        g_error ("%s did not end", cli->label);
      iterate ();
    }
  status = g_subprocess_get_if_exited (cli->process) ? g_subprocess_get_exit_status (cli->process)
                                                     : -1;
  g_object_unref (cli->process);
  g_object_unref (cli->out);
  g_string_free (cli->text, TRUE);
  g_free (cli);
  return status;
}

static char *
port_of (Cli *host)
{
  const char *p;

  wait_for (host, "listening on port ", 1);
  wait_for (host, ", code", 1);
  p = strstr (host->text->str, "listening on port ") + strlen ("listening on port ");
  return g_strndup (p, strspn (p, "0123456789"));
}

static void
test_cli_game (void)
{
  Cli *host = cli_start ("host", "host", "--address", "127.0.0.1", "--port", "0", "--code",
                         "CLI123", "--clock", "300+2", "--name", "Hosta", NULL);
  g_autofree char *port = port_of (host);
  g_autofree char *address = g_strdup_printf ("127.0.0.1:%s", port);
  g_autofree char *token = NULL;
  Cli *join = cli_start ("join", "join", address, "--code", "cli123", "--name", "Jo", NULL);
  Cli *watch;
  const char *p;

  wait_for (join, "joined as black", 1);
  wait_for (host, "the opponent joined: Jo", 1);
  watch = cli_start ("watch", "join", address, "--code", "CLI123", "--watch", NULL);
  wait_for (watch, "watching", 1);

  wait_for (host, "your turn (white)", 1);
  send_line (host, "mv f2f3");
  wait_for (join, "your turn (black)", 1);
  send_line (join, "mv e7e4");
  wait_for (join, "illegal move", 1);
  send_line (join, "mv e7e5");
  wait_for (host, "Jo (black) moves: e7e5", 1);

  /* The joining program dies; a new one comes back with the token. */
  p = strstr (join->text->str, "--token ");
  g_assert_nonnull (p);
  token = g_strndup (p + strlen ("--token "), 32);
  g_assert_cmpint (cli_finish (join, TRUE), ==, -1);
  wait_for (host, "connection lost", 1);
  wait_for (watch, "a player's connection was lost", 1);
  send_line (host, "mv g2g4");
  wait_for (watch, "Hosta (white) moves: g2g4", 1);
  join = cli_start ("join2", "join", address, "--code", "CLI123", "--token", token, NULL);
  wait_for (join, "joined as black", 1);
  wait_for (host, "the opponent is back", 1);
  wait_for (join, "your turn (black)", 1);
  send_line (join, "mv d8h4");
  wait_for (host, "game over: Black won by checkmate", 1);
  wait_for (join, "game over: Black won by checkmate", 1);
  wait_for (watch, "game over: Black won by checkmate", 1);

  /* The spectator saw every move. */
  send_line (watch, "print status");
  wait_for (watch, "1. f2f3 e7e5", 1);
  wait_for (watch, "2. g2g4 d8h4", 1);
  send_line (watch, "mv e2e4");
  wait_for (watch, "error: spectators only watch", 1);

  g_assert_cmpint (cli_finish (watch, FALSE), ==, 0);
  g_assert_cmpint (cli_finish (join, FALSE), ==, 0);
  g_assert_cmpint (cli_finish (host, FALSE), ==, 0);
}

static void
test_cli_wrong_code (void)
{
  Cli *host = cli_start ("host", "host", "--address", "127.0.0.1", "--port", "0", "--code",
                         "RIGHT1", NULL);
  g_autofree char *port = port_of (host);
  g_autofree char *address = g_strdup_printf ("127.0.0.1:%s", port);
  Cli *join = cli_start ("join", "join", address, "--code", "WRONG1", NULL);

  /* Refused: the program ends with status 1 (the reason is on stderr). */
  while (!join->eof)
    iterate ();
  g_assert_cmpint (cli_finish (join, FALSE), ==, 1);
  g_assert_cmpuint (count (host, "opponent joined"), ==, 0);
  g_assert_cmpint (cli_finish (host, FALSE), ==, 0);
}

/* Wait for the program to end by itself (no stdin closed, no signal). */
static int
cli_wait_exit (Cli *cli)
{
  gint64 deadline = g_get_monotonic_time () + DEADLINE_MS * 1000;
  int status;

  g_subprocess_wait_async (cli->process, NULL, NULL, NULL);
  while (g_subprocess_get_identifier (cli->process) != NULL || !cli->eof)
    {
      if (g_get_monotonic_time () > deadline)
        g_error ("%s did not end by itself:\n%s", cli->label, cli->text->str);
      iterate ();
    }
  status = g_subprocess_get_if_exited (cli->process) ? g_subprocess_get_exit_status (cli->process) : -1;
  g_object_unref (cli->process);
  g_object_unref (cli->out);
  g_string_free (cli->text, TRUE);
  g_free (cli);
  return status;
}

/* Issue 20 item 11: the host quits mid-game. The joining player and the
 * spectator are told "The host left the game", see the game end (the
 * joiner wins by the host's abandonment) and exit by themselves. */
static void
test_item11_host_quits (void)
{
  Cli *host = cli_start ("host", "host", "--address", "127.0.0.1", "--port", "0", "--code",
                         "QUIT11", "--clock", "60+0", NULL);
  g_autofree char *port = port_of (host);
  g_autofree char *address = g_strdup_printf ("127.0.0.1:%s", port);
  Cli *join = cli_start ("join", "join", address, "--code", "QUIT11", "--name", "Jo", NULL);
  Cli *watch;

  wait_for (join, "joined as black", 1);
  watch = cli_start ("watch", "join", address, "--code", "QUIT11", "--watch", NULL);
  wait_for (watch, "watching", 1);
  wait_for (host, "your turn (white)", 1);
  send_line (host, "mv e2e4");
  wait_for (join, "your turn (black)", 1);
  send_line (host, "quit");
  g_assert_cmpint (cli_finish (host, FALSE), ==, 0);

  wait_for (join, "game over: Black won: White left the game", 1);
  wait_for (join, "The host left the game", 1);
  wait_for (watch, "game over: Black won: White left the game", 1);
  wait_for (watch, "The host left the game", 1);
  g_assert_cmpint (cli_wait_exit (join), ==, 0);
  g_assert_cmpint (cli_wait_exit (watch), ==, 0);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/cli-network/game", test_cli_game);
  g_test_add_func ("/cli-network/wrong-code", test_cli_wrong_code);
  g_test_add_func ("/cli-network/item11-host-quits", test_item11_host_quits);
  return g_test_run ();
}
