/* cli-test-util.c — see cli-test-util.h. */
#include "config.h"

#include <signal.h>
#include <string.h>

#include "cli-test-util.h"

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
spawn_program (const char *label, const char *program, GSubprocessFlags flags, const char *env, GPtrArray *args)
{
  g_autoptr (GSubprocessLauncher) launcher = g_subprocess_launcher_new (flags);
  g_autoptr (GPtrArray) argv = g_ptr_array_new ();
  g_autoptr (GError) error = NULL;
  Cli *cli = g_new0 (Cli, 1);

  g_assert_nonnull (program);
  g_ptr_array_add (argv, (char *) program);
  for (guint i = 0; i < args->len; i++)
    g_ptr_array_add (argv, g_ptr_array_index (args, i));
  g_ptr_array_add (argv, NULL);
  if (env != NULL)
    {
      g_auto (GStrv) pair = g_strsplit (env, "=", 2);

      g_subprocess_launcher_setenv (launcher, pair[0], pair[1], TRUE);
    }
  cli->label = label;
  cli->process = g_subprocess_launcher_spawnv (launcher, (const char *const *) argv->pdata, &error);
  g_assert_no_error (error);
  cli->in = g_subprocess_get_stdin_pipe (cli->process);
  cli->out = g_data_input_stream_new (g_subprocess_get_stdout_pipe (cli->process));
  cli->text = g_string_new (NULL);
  read_more (cli);
  return cli;
}

static Cli *
spawn (const char *label, GSubprocessFlags flags, const char *env, GPtrArray *args)
{
  return spawn_program (label, g_getenv ("FOURTEEN_CLI"), flags, env, args);
}

Cli *
cli_start_program (const char *label, const char *program, const char *env, const char *const *args)
{
  g_autoptr (GPtrArray) list = g_ptr_array_new ();

  for (guint i = 0; args[i] != NULL; i++)
    g_ptr_array_add (list, (char *) args[i]);
  return spawn_program (label, program,
                        G_SUBPROCESS_FLAGS_STDIN_PIPE | G_SUBPROCESS_FLAGS_STDOUT_PIPE
                          | G_SUBPROCESS_FLAGS_STDERR_MERGE, env, list);
}

Cli *
cli_start (const char *label, ...)
{
  g_autoptr (GPtrArray) args = g_ptr_array_new ();
  const char *arg;
  va_list list;

  va_start (list, label);
  while ((arg = va_arg (list, const char *)) != NULL)
    g_ptr_array_add (args, (char *) arg);
  va_end (list);
  return spawn (label, G_SUBPROCESS_FLAGS_STDIN_PIPE | G_SUBPROCESS_FLAGS_STDOUT_PIPE, NULL, args);
}

Cli *
cli_start_merged (const char *label, const char *env, const char *const *args)
{
  g_autoptr (GPtrArray) list = g_ptr_array_new ();

  for (guint i = 0; args[i] != NULL; i++)
    g_ptr_array_add (list, (char *) args[i]);
  return spawn (label,
                G_SUBPROCESS_FLAGS_STDIN_PIPE | G_SUBPROCESS_FLAGS_STDOUT_PIPE
                  | G_SUBPROCESS_FLAGS_STDERR_MERGE, env, list);
}

static gboolean
wake_cb (gpointer data)
{
  *(guint *) data = 0;
  return G_SOURCE_REMOVE;
}

void
cli_iterate (void)
{
  guint id = g_timeout_add (10, wake_cb, &id);

  g_main_context_iteration (NULL, TRUE);
  if (id != 0)
    g_source_remove (id);
}

guint
cli_count (Cli *cli, const char *needle)
{
  guint n = 0;

  for (const char *p = strstr (cli->text->str, needle); p != NULL; p = strstr (p + 1, needle))
    n++;
  return n;
}

/* The deadline, longer under the sanitizers (every program is slower). */
static gint64
deadline_us (void)
{
  return (g_getenv ("FT_UNDER_SANITIZERS") != NULL ? 4 : 1) * CLI_DEADLINE_MS * 1000;
}

void
cli_wait_for (Cli *cli, const char *needle, guint n)
{
  gint64 deadline = g_get_monotonic_time () + deadline_us ();

  while (cli_count (cli, needle) < n)
    {
      if (g_get_monotonic_time () > deadline || (cli->eof && cli_count (cli, needle) < n))
        g_error ("%s: waited for '%s' ×%u in:\n%s", cli->label, needle, n, cli->text->str);
      cli_iterate ();
    }
}

void
cli_wait_next (Cli *cli, const char *needle)
{
  gint64 deadline = g_get_monotonic_time () + deadline_us ();
  const char *found;

  while ((found = strstr (cli->text->str + cli->mark, needle)) == NULL)
    {
      if (g_get_monotonic_time () > deadline || cli->eof)
        g_error ("%s: waited for '%s' after:\n%s", cli->label, needle, cli->text->str + cli->mark);
      cli_iterate ();
    }
  cli->mark = found - cli->text->str + strlen (needle);
}

void
cli_send (Cli *cli, const char *line)
{
  g_autoptr (GError) error = NULL;
  g_autofree char *data = g_strconcat (line, "\n", NULL);

  g_output_stream_write_all (cli->in, data, strlen (data), NULL, NULL, &error);
  g_assert_no_error (error);
  g_output_stream_flush (cli->in, NULL, NULL);
}

char *
cli_port_of (Cli *host)
{
  const char *p;

  cli_wait_for (host, "listening on port ", 1);
  cli_wait_for (host, ", code", 1);
  p = strstr (host->text->str, "listening on port ") + strlen ("listening on port ");
  return g_strndup (p, strspn (p, "0123456789"));
}

static int
reap (Cli *cli)
{
  gint64 deadline = g_get_monotonic_time () + deadline_us ();
  int status;

  g_subprocess_wait_async (cli->process, NULL, NULL, NULL);
  /* The identifier goes once the process has been reaped. */
  while (g_subprocess_get_identifier (cli->process) != NULL || !cli->eof)
    {
      if (g_get_monotonic_time () > deadline)
        g_error ("%s did not end:\n%s", cli->label, cli->text->str);
      cli_iterate ();
    }
  status = g_subprocess_get_if_exited (cli->process) ? g_subprocess_get_exit_status (cli->process) : -1;
  g_object_unref (cli->process);
  g_object_unref (cli->out);
  g_string_free (cli->text, TRUE);
  g_free (cli);
  return status;
}

int
cli_finish (Cli *cli, gboolean kill)
{
  if (kill)
    g_subprocess_send_signal (cli->process, SIGKILL);
  else
    g_output_stream_close (cli->in, NULL, NULL);
  return reap (cli);
}

int
cli_wait_exit (Cli *cli)
{
  return reap (cli);
}
