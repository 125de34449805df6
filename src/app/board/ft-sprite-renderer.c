/* ft-sprite-renderer.c — see ft-sprite-renderer.h. */
#include "config.h"

#include <signal.h>
#include <string.h>

#include <gio/gio.h>

#include "ft-sprite-renderer.h"

#define PROGRAM_NAME "fourteen-sprite-renderer"

G_DEFINE_QUARK (ft-sprite-renderer-error-quark, ft_sprite_renderer_error)

static char *
executable_in (const char *dir)
{
  g_autofree char *path = g_build_filename (dir, PROGRAM_NAME, NULL);

  return g_file_test (path, G_FILE_TEST_IS_EXECUTABLE) ? g_steal_pointer (&path) : NULL;
}

char *
ft_sprite_renderer_find (void)
{
  const char *chosen = g_getenv ("FOURTEEN_SPRITE_RENDERER");
  g_autofree char *self = NULL;
  char *found = NULL;

  if (chosen != NULL)
    return chosen[0] != '\0' && g_file_test (chosen, G_FILE_TEST_IS_EXECUTABLE) ? g_strdup (chosen) : NULL;
  self = g_file_read_link ("/proc/self/exe", NULL);
  if (self != NULL)
    {
      g_autofree char *dir = g_path_get_dirname (self);
      g_autofree char *libexec = g_build_filename (dir, LIBEXECDIR_FROM_BINDIR, NULL);

      found = executable_in (dir);
      if (found == NULL && !g_path_is_absolute (LIBEXECDIR_FROM_BINDIR))
        found = executable_in (libexec);
    }
  return found != NULL ? found : executable_in (LIBEXECDIR);
}

/* The renderer started on its records; NULL and an error if it could not
 * start. */
static GSubprocess *
spawn (const char *program, const char *const *names, GBytes *const *artworks, guint n, int px, GBytes **input,
       GError **error)
{
  g_autoptr (GByteArray) records = g_byte_array_new ();
  g_autoptr (GSubprocessLauncher) launcher = NULL;
  g_autofree char *size = g_strdup_printf ("%d", px);
  GSubprocess *process;

  for (guint i = 0; i < n; i++)
    {
      g_autofree char *line = g_strdup_printf ("%s %" G_GSIZE_FORMAT "\n", names[i], g_bytes_get_size (artworks[i]));

      g_byte_array_append (records, (const guint8 *) line, (guint) strlen (line));
      g_byte_array_append (records, g_bytes_get_data (artworks[i], NULL), (guint) g_bytes_get_size (artworks[i]));
    }
  *input = g_byte_array_free_to_bytes (g_steal_pointer (&records));
  /* A renderer that ends before reading everything (killed, or crashed)
   * must fail the write, not end the game with SIGPIPE. */
  signal (SIGPIPE, SIG_IGN);
  launcher = g_subprocess_launcher_new (G_SUBPROCESS_FLAGS_STDIN_PIPE | G_SUBPROCESS_FLAGS_STDOUT_SILENCE
                                        | G_SUBPROCESS_FLAGS_STDERR_PIPE);
  /* The cache directory this process uses, whatever its environment says
   * (a test's isolated directories are not in the environment). */
  g_subprocess_launcher_setenv (launcher, "XDG_CACHE_HOME", g_get_user_cache_dir (), TRUE);
  process = g_subprocess_launcher_spawn (launcher, error, program, size, NULL);
  if (process == NULL)
    g_prefix_error (error, "%s: ", program);
  return process;
}

/* After the renderer has ended: whether it stored every sprite, else its
 * words in an error. */
static gboolean
check_ended (GSubprocess *process, const char *program, GBytes *messages, GError **error)
{
  if (!g_subprocess_get_if_exited (process) || g_subprocess_get_exit_status (process) != 0)
    {
      gsize length = messages != NULL ? g_bytes_get_size (messages) : 0;
      g_autofree char *text = length > 0 ? g_strndup (g_bytes_get_data (messages, NULL), length) : NULL;

      g_set_error (error, FT_SPRITE_RENDERER_ERROR, FT_SPRITE_RENDERER_ERROR_FAILED, "%s: %s", program,
                   text != NULL ? g_strchomp (text) : "ended without storing the sprites");
      return FALSE;
    }
  return TRUE;
}

gboolean
ft_sprite_renderer_run (const char *program, const char *const *names, GBytes *const *artworks, guint n, int px,
                        GError **error)
{
  g_autoptr (GBytes) input = NULL;
  g_autoptr (GBytes) messages = NULL;
  g_autoptr (GSubprocess) process = spawn (program, names, artworks, n, px, &input, error);

  if (process == NULL)
    return FALSE;
  if (!g_subprocess_communicate (process, input, NULL, NULL, &messages, error))
    {
      g_prefix_error (error, "%s: ", program);
      return FALSE;
    }
  return check_ended (process, program, messages, error);
}

static void
communicated_cb (GObject *source, GAsyncResult *result, gpointer user_data)
{
  g_autoptr (GTask) task = user_data;
  g_autoptr (GBytes) messages = NULL;
  GError *error = NULL;

  if (!g_subprocess_communicate_finish (G_SUBPROCESS (source), result, NULL, &messages, &error))
    {
      g_prefix_error (&error, "%s: ", (const char *) g_task_get_task_data (task));
      g_task_return_error (task, error);
    }
  else if (!check_ended (G_SUBPROCESS (source), g_task_get_task_data (task), messages, &error))
    g_task_return_error (task, error);
  else
    g_task_return_boolean (task, TRUE);
}

void
ft_sprite_renderer_run_async (const char *program, const char *const *names, GBytes *const *artworks, guint n,
                              int px, GCancellable *cancellable, GAsyncReadyCallback callback, gpointer user_data)
{
  GTask *task = g_task_new (NULL, cancellable, callback, user_data);
  g_autoptr (GBytes) input = NULL;
  g_autoptr (GSubprocess) process = NULL;
  GError *error = NULL;

  g_task_set_source_tag (task, ft_sprite_renderer_run_async);
  g_task_set_task_data (task, g_strdup (program), g_free);
  process = spawn (program, names, artworks, n, px, &input, &error);
  if (process == NULL)
    {
      g_task_return_error (task, error);
      g_object_unref (task);
      return;
    }
  /* Cancelled, the renderer is left to finish: its sprites are kept. */
  g_subprocess_communicate_async (process, input, cancellable, communicated_cb, task);
}

gboolean
ft_sprite_renderer_run_finish (GAsyncResult *result, GError **error)
{
  g_return_val_if_fail (g_task_is_valid (result, NULL), FALSE);
  return g_task_propagate_boolean (G_TASK (result), error);
}
