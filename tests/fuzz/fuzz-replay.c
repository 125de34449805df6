/* fuzz-replay.c — a main() for fuzz targets built without libFuzzer: feeds
 * every file named on the command line, or found in a folder named there,
 * to LLVMFuzzerTestOneInput once, so the kept corpus is a regression test
 * in every build. */
#include <glib.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

int LLVMFuzzerTestOneInput (const uint8_t *data, size_t size);

static gboolean
replay_file (const char *path)
{
  g_autoptr (GError) error = NULL;
  g_autofree char *data = NULL;
  gsize length = 0;

  if (!g_file_get_contents (path, &data, &length, &error))
    {
      fprintf (stderr, "%s\n", error->message);
      return FALSE;
    }
  /* A copy of exactly the file's bytes, so that reads past the end show up
   * under valgrind or ASan just as they would under libFuzzer. */
  {
    g_autofree uint8_t *copy = g_memdup2 (data, length);
    LLVMFuzzerTestOneInput (copy, length);
  }
  return TRUE;
}

static int
compare_names (gconstpointer a, gconstpointer b)
{
  return strcmp (*(const char *const *) a, *(const char *const *) b);
}

int
main (int argc, char **argv)
{
  guint replayed = 0;

  if (argc < 2)
    {
      fprintf (stderr, "usage: %s FILE|FOLDER…\n", argv[0]);
      return 2;
    }
  for (int i = 1; i < argc; i++)
    {
      if (g_file_test (argv[i], G_FILE_TEST_IS_DIR))
        {
          g_autoptr (GError) error = NULL;
          g_autoptr (GDir) dir = g_dir_open (argv[i], 0, &error);
          g_autoptr (GPtrArray) names = g_ptr_array_new_with_free_func (g_free);
          const char *name;

          if (dir == NULL)
            {
              fprintf (stderr, "%s\n", error->message);
              return 1;
            }
          while ((name = g_dir_read_name (dir)) != NULL)
            g_ptr_array_add (names, g_build_filename (argv[i], name, NULL));
          /* In name order, so that a failure is reproducible. */
          g_ptr_array_sort (names, compare_names);
          for (guint n = 0; n < names->len; n++)
            {
              if (!replay_file (g_ptr_array_index (names, n)))
                return 1;
              replayed++;
            }
        }
      else
        {
          if (!replay_file (argv[i]))
            return 1;
          replayed++;
        }
    }
  printf ("replayed %u inputs\n", replayed);
  return replayed > 0 ? 0 : 1;
}
