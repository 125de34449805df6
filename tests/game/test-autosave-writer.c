/* test-autosave-writer.c — the autosave's writes on a thread of their own
 * (ft-autosave-writer.c): in order, each told once done, a flush that
 * waits for them, nothing told after the writer is freed. */
#include "config.h"

#include <glib/gstdio.h>

#include "ft-autosave-writer.h"

typedef struct
{
  GArray *serials; /* guint64, in the order told */
  guint errors;
} Told;

static void
done_cb (guint64 serial, const GError *error, gpointer data)
{
  Told *told = data;

  g_array_append_val (told->serials, serial);
  told->errors += error != NULL;
}

static char *
read_file (const char *path)
{
  char *text = NULL;

  return g_file_get_contents (path, &text, NULL, NULL) ? text : NULL;
}

/* Writes and a removal in a row: the file ends as the last asked for, and
 * each is told, in order, from the main loop. */
static void
test_in_order (void)
{
  g_autofree char *dir = g_dir_make_tmp ("fourteen-writer-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "sub", "autosave.pgn", NULL);
  g_autofree char *text = NULL;
  Told told = { g_array_new (FALSE, FALSE, sizeof (guint64)), 0 };
  FtAutosaveWriter *writer = ft_autosave_writer_new (done_cb, &told);
  guint64 last;

  g_assert_cmpuint (ft_autosave_writer_write (writer, path, "one"), ==, 1);
  g_assert_cmpuint (ft_autosave_writer_remove (writer, path), ==, 2);
  g_assert_cmpuint (ft_autosave_writer_write (writer, path, "two"), ==, 3);
  last = ft_autosave_writer_write (writer, path, "three");
  g_assert_cmpuint (ft_autosave_writer_get_last (writer), ==, last);
  ft_autosave_writer_flush (writer);
  text = read_file (path);
  g_assert_cmpstr (text, ==, "three");
  /* Nothing is told outside the main loop. */
  g_assert_cmpuint (told.serials->len, ==, 0);
  while (told.serials->len < last)
    g_main_context_iteration (NULL, TRUE);
  for (guint i = 0; i < told.serials->len; i++)
    g_assert_cmpuint (g_array_index (told.serials, guint64, i), ==, i + 1);
  g_assert_cmpuint (told.errors, ==, 0);
  ft_autosave_writer_free (writer);
  g_remove (path);
  g_autofree char *sub = g_path_get_dirname (path);
  g_rmdir (sub);
  g_rmdir (dir);
  g_array_unref (told.serials);
}

/* A write that fails is told with its error; freeing the writer waits for
 * what was asked and tells nothing afterwards. */
static void
test_error_and_free (void)
{
  g_autofree char *dir = g_dir_make_tmp ("fourteen-writer-XXXXXX", NULL);
  g_autofree char *blocker = g_build_filename (dir, "file", NULL);
  g_autofree char *bad = g_build_filename (blocker, "autosave.pgn", NULL);
  g_autofree char *good = g_build_filename (dir, "autosave.pgn", NULL);
  g_autofree char *text = NULL;
  Told told = { g_array_new (FALSE, FALSE, sizeof (guint64)), 0 };
  FtAutosaveWriter *writer = ft_autosave_writer_new (done_cb, &told);

  g_assert_true (g_file_set_contents (blocker, "not a folder", -1, NULL));
  ft_autosave_writer_write (writer, bad, "lost");
  while (told.serials->len < 1)
    g_main_context_iteration (NULL, TRUE);
  g_assert_cmpuint (told.errors, ==, 1);
  ft_autosave_writer_write (writer, good, "kept");
  ft_autosave_writer_free (writer);
  text = read_file (good);
  g_assert_cmpstr (text, ==, "kept");
  while (g_main_context_iteration (NULL, FALSE))
    ;
  g_assert_cmpuint (told.serials->len, ==, 1);
  g_remove (good);
  g_remove (blocker);
  g_rmdir (dir);
  g_array_unref (told.serials);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/autosave-writer/in-order", test_in_order);
  g_test_add_func ("/autosave-writer/error-and-free", test_error_and_free);
  return g_test_run ();
}
