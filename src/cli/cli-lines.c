/* cli-lines.c — see cli-lines.h. */
#include "config.h"

#include <stdio.h>

#include <gio/gio.h>
#include <gio/gunixinputstream.h>

#include "cli-lines.h"

/* Longer lines are no command of ours. */
#define MAX_LINE 4096

struct _FtCliLines
{
  FtCliLineFunc func;
  gpointer user_data;
  GMainLoop *loop;
  GDataInputStream *input;
  GCancellable *cancellable;
  guint holds;
  guint number; /* of the last line read, from 1 */
  gboolean reading; /* a read is in flight */
  gboolean done;
};

static void read_next_line (FtCliLines *lines);

static void
line_read_cb (GObject *source, GAsyncResult *result, gpointer user_data)
{
  FtCliLines *lines = user_data;
  g_autoptr (GError) error = NULL;
  gsize length;
  g_autofree char *line = g_data_input_stream_read_line_finish (G_DATA_INPUT_STREAM (source),
                                                                result, &length, &error);
  const char *bad;

  lines->reading = FALSE;
  if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    return;
  if (line == NULL)
    {
      if (error != NULL)
        fprintf (stderr, "fourteen-cli: stdin: %s\n", error->message);
      ft_cli_lines_quit (lines);
      return;
    }
  lines->number++;
  /* Text from outside is checked at the door: a line that is not UTF-8
   * (or holds a NUL) is named and skipped, never echoed. */
  if (length > MAX_LINE)
    printf ("error: line %u too long (over %d bytes): ignored\n", lines->number, MAX_LINE);
  else if (!g_utf8_validate (line, (gssize) length, &bad))
    printf ("error: line %u not valid UTF-8 at byte offset %u: ignored\n", lines->number,
            (guint) (bad - line));
  else if (!lines->func (line, lines->user_data))
    {
      ft_cli_lines_quit (lines);
      return;
    }
  fflush (stdout);
  read_next_line (lines);
}

static void
read_next_line (FtCliLines *lines)
{
  if (lines->done || lines->reading || lines->holds > 0)
    return;
  lines->reading = TRUE;
  g_data_input_stream_read_line_async (lines->input, G_PRIORITY_DEFAULT, lines->cancellable,
                                       line_read_cb, lines);
}

FtCliLines *
ft_cli_lines_new (FtCliLineFunc func, gpointer user_data)
{
  g_autoptr (GInputStream) in = g_unix_input_stream_new (0, FALSE);

  return ft_cli_lines_new_for_stream (in, func, user_data);
}

FtCliLines *
ft_cli_lines_new_for_stream (GInputStream *input, FtCliLineFunc func, gpointer user_data)
{
  FtCliLines *lines = g_new0 (FtCliLines, 1);

  g_return_val_if_fail (G_IS_INPUT_STREAM (input), NULL);

  lines->func = func;
  lines->user_data = user_data;
  lines->loop = g_main_loop_new (NULL, FALSE);
  lines->input = g_data_input_stream_new (input);
  lines->cancellable = g_cancellable_new ();
  return lines;
}

void
ft_cli_lines_free (FtCliLines *lines)
{
  if (lines == NULL)
    return;
  g_cancellable_cancel (lines->cancellable);
  /* The cancelled read reports back before the stream goes. */
  while (lines->reading && g_main_context_iteration (NULL, TRUE))
    ;
  g_object_unref (lines->cancellable);
  g_object_unref (lines->input);
  g_main_loop_unref (lines->loop);
  g_free (lines);
}

void
ft_cli_lines_run (FtCliLines *lines)
{
  read_next_line (lines);
  if (!lines->done)
    g_main_loop_run (lines->loop);
}

void
ft_cli_lines_quit (FtCliLines *lines)
{
  lines->done = TRUE;
  fflush (stdout);
  g_main_loop_quit (lines->loop);
}

void
ft_cli_lines_hold (FtCliLines *lines)
{
  lines->holds++;
}

void
ft_cli_lines_resume (FtCliLines *lines)
{
  g_return_if_fail (lines->holds > 0);

  if (--lines->holds == 0)
    read_next_line (lines);
}
