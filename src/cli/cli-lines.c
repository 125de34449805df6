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
  g_autofree char *line = g_data_input_stream_read_line_finish_utf8 (G_DATA_INPUT_STREAM (source),
                                                                     result, &length, &error);

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
  if (length > MAX_LINE)
    printf ("error: line too long\n");
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
  FtCliLines *lines = g_new0 (FtCliLines, 1);

  lines->func = func;
  lines->user_data = user_data;
  lines->loop = g_main_loop_new (NULL, FALSE);
  lines->input = g_data_input_stream_new (in);
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
