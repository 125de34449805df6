/* cli-test-util.c — see cli-test-util.h. */
#include "cli-test-util.h"

#include <glib/gstdio.h>
#include <string.h>

void
cli_runv (CliRun *run, const char *input, const char *const *args)
{
  g_autoptr (GPtrArray) argv = g_ptr_array_new ();
  g_autoptr (GSubprocess) process = NULL;
  g_autoptr (GError) error = NULL;
  const char *cli = g_getenv ("FOURTEEN_CLI");

  memset (run, 0, sizeof *run);
  if (cli == NULL)
    {
      g_test_skip ("FOURTEEN_CLI is not set (run through meson test)");
      run->status = -1;
      run->out = g_strdup ("");
      run->err = g_strdup ("");
      return;
    }
  g_ptr_array_add (argv, (char *) cli);
  for (guint i = 0; args[i] != NULL; i++)
    g_ptr_array_add (argv, (char *) args[i]);
  g_ptr_array_add (argv, NULL);

  process = g_subprocess_newv ((const char *const *) argv->pdata,
                               G_SUBPROCESS_FLAGS_STDIN_PIPE | G_SUBPROCESS_FLAGS_STDOUT_PIPE |
                                 G_SUBPROCESS_FLAGS_STDERR_PIPE,
                               &error);
  g_assert_no_error (error);
  g_subprocess_communicate_utf8 (process, input, NULL, &run->out, &run->err, &error);
  g_assert_no_error (error);
  g_assert_true (g_subprocess_get_if_exited (process));
  run->status = g_subprocess_get_exit_status (process);
  g_test_message ("exit status %d\n--- stdout ---\n%s--- stderr ---\n%s", run->status, run->out,
                  run->err);
}

void
cli_run (CliRun *run, const char *input, ...)
{
  g_autoptr (GPtrArray) args = g_ptr_array_new ();
  const char *arg;
  va_list ap;

  va_start (ap, input);
  while ((arg = va_arg (ap, const char *)) != NULL)
    g_ptr_array_add (args, (char *) arg);
  va_end (ap);
  g_ptr_array_add (args, NULL);
  cli_runv (run, input, (const char *const *) args->pdata);
}

void
cli_run_clear (CliRun *run)
{
  g_clear_pointer (&run->out, g_free);
  g_clear_pointer (&run->err, g_free);
}

void
assert_has_line (const char *text, const char *line)
{
  g_auto (GStrv) lines = g_strsplit (text, "\n", -1);

  if (!g_strv_contains ((const char *const *) lines, line))
    {
      g_test_message ("missing line: \"%s\"", line);
      g_assert_not_reached ();
    }
}

guint
count_lines (const char *text, const char *line)
{
  g_auto (GStrv) lines = g_strsplit (text, "\n", -1);
  guint count = 0;

  for (guint i = 0; lines[i] != NULL; i++)
    count += strcmp (lines[i], line) == 0;
  return count;
}

int
line_index (char **lines, const char *prefix)
{
  for (int i = 0; lines[i] != NULL; i++)
    if (g_str_has_prefix (lines[i], prefix))
      return i;
  return -1;
}

void
scratch_init (Scratch *scratch)
{
  g_autoptr (GError) error = NULL;

  scratch->dir = g_dir_make_tmp ("fourteen-cli-XXXXXX", &error);
  g_assert_no_error (error);
  scratch->files = g_ptr_array_new_with_free_func (g_free);
}

const char *
scratch_path (Scratch *scratch, const char *name)
{
  char *path = g_build_filename (scratch->dir, name, NULL);

  g_ptr_array_add (scratch->files, path);
  return path;
}

const char *
scratch_write (Scratch *scratch, const char *name, const char *contents)
{
  g_autoptr (GError) error = NULL;
  const char *path = scratch_path (scratch, name);

  g_file_set_contents (path, contents, -1, &error);
  g_assert_no_error (error);
  return path;
}

void
scratch_clear (Scratch *scratch)
{
  for (guint i = 0; i < scratch->files->len; i++)
    g_remove (g_ptr_array_index (scratch->files, i));
  g_rmdir (scratch->dir);
  g_ptr_array_unref (scratch->files);
  g_free (scratch->dir);
}

gboolean
cli_engine_start (CliEngine *e, ...)
{
  g_autoptr (GPtrArray) argv = g_ptr_array_new ();
  g_autoptr (GError) error = NULL;
  const char *cli = g_getenv ("FOURTEEN_CLI");
  const char *arg;
  va_list ap;

  memset (e, 0, sizeof *e);
  if (cli == NULL)
    {
      g_test_skip ("FOURTEEN_CLI is not set (run through meson test)");
      return FALSE;
    }
  g_ptr_array_add (argv, (char *) cli);
  va_start (ap, e);
  while ((arg = va_arg (ap, const char *)) != NULL)
    g_ptr_array_add (argv, (char *) arg);
  va_end (ap);
  g_ptr_array_add (argv, NULL);
  e->context = g_main_context_new ();
  g_main_context_push_thread_default (e->context);
  e->process = g_subprocess_newv ((const char *const *) argv->pdata,
                                  G_SUBPROCESS_FLAGS_STDIN_PIPE | G_SUBPROCESS_FLAGS_STDOUT_PIPE,
                                  &error);
  g_assert_no_error (error);
  e->in = g_subprocess_get_stdin_pipe (e->process);
  e->out = g_data_input_stream_new (g_subprocess_get_stdout_pipe (e->process));
  return TRUE;
}

void
cli_engine_write (CliEngine *e, const char *bytes, gsize length)
{
  g_autoptr (GError) error = NULL;

  g_output_stream_write_all (e->in, bytes, length, NULL, NULL, &error);
  g_assert_no_error (error);
  g_output_stream_flush (e->in, NULL, &error);
  g_assert_no_error (error);
}

void
cli_engine_send (CliEngine *e, const char *line)
{
  g_autofree char *text = g_strconcat (line, "\n", NULL);

  cli_engine_write (e, text, strlen (text));
}

typedef struct {
  gboolean done;
  char *line;
} ReadState;

static void
on_line (GObject *source, GAsyncResult *result, gpointer user_data)
{
  ReadState *state = user_data;
  g_autoptr (GError) error = NULL;

  state->line = g_data_input_stream_read_line_finish_utf8 (G_DATA_INPUT_STREAM (source), result,
                                                           NULL, &error);
  /* A read abandoned at a timeout is cancelled. */
  if (!g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    g_assert_no_error (error);
  state->done = TRUE;
}

static gboolean
on_timeout (gpointer user_data)
{
  *(gboolean *) user_data = TRUE;
  return G_SOURCE_REMOVE;
}

char *
cli_engine_read_line (CliEngine *e, guint timeout_ms)
{
  ReadState state = { 0 };
  gboolean timed_out = FALSE;
  GSource *timer = g_timeout_source_new (timeout_ms);
  GCancellable *cancellable = g_cancellable_new ();

  g_source_set_callback (timer, on_timeout, &timed_out, NULL);
  g_source_attach (timer, e->context);
  g_data_input_stream_read_line_async (e->out, G_PRIORITY_DEFAULT, cancellable, on_line, &state);
  while (!state.done && !timed_out)
    g_main_context_iteration (e->context, TRUE);
  if (!state.done)
    {
      /* Abandon the read: the test fails or ends here. */
      g_cancellable_cancel (cancellable);
      while (!state.done)
        g_main_context_iteration (e->context, TRUE);
      g_clear_pointer (&state.line, g_free);
    }
  g_source_destroy (timer);
  g_source_unref (timer);
  g_object_unref (cancellable);
  return state.line;
}

char *
cli_engine_expect (CliEngine *e, const char *prefix, guint timeout_ms, GPtrArray *seen)
{
  gint64 deadline = g_get_monotonic_time () + (gint64) timeout_ms * 1000;

  for (;;)
    {
      gint64 left_ms = (deadline - g_get_monotonic_time ()) / 1000;
      char *line = left_ms > 0 ? cli_engine_read_line (e, (guint) left_ms) : NULL;

      if (line == NULL)
        g_error ("no line starting with '%s' from fourteen-cli within %u ms", prefix, timeout_ms);
      if (g_str_has_prefix (line, prefix))
        return line;
      if (seen != NULL)
        g_ptr_array_add (seen, line);
      else
        g_free (line);
    }
}

void
cli_engine_finish (CliEngine *e, gboolean quit)
{
  g_autoptr (GError) error = NULL;

  if (quit)
    cli_engine_send (e, "quit");
  else
    g_output_stream_close (e->in, NULL, NULL);
  g_subprocess_wait_check (e->process, NULL, &error);
  g_assert_no_error (error);
  g_object_unref (e->out);
  g_object_unref (e->process);
  g_main_context_pop_thread_default (e->context);
  g_main_context_unref (e->context);
}
