/* Tests of ft-text-file.h: the one way every reader opens a file (issue 20,
 * items 3 and 5): a regular file only, a size cap, UTF-8 with the place of
 * the first bad byte; a named pipe must not hang, /dev/zero must not fill
 * the memory. */
/* mkfifo, symlink: POSIX.1-2008, which -std=c11 alone hides. */
#define _POSIX_C_SOURCE 200809L

#include <errno.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include <glib/gstdio.h>

#include "ft-problem.h"
#include "ft-text-file.h"

typedef struct {
  char *dir;
} Scratch;

static char *
scratch_path (Scratch *scratch, const char *name)
{
  return g_build_filename (scratch->dir, name, NULL);
}

static void
scratch_init (Scratch *scratch)
{
  scratch->dir = g_dir_make_tmp ("fourteen-text-file-XXXXXX", NULL);
  g_assert_nonnull (scratch->dir);
}

static void
scratch_clear (Scratch *scratch)
{
  g_autoptr (GDir) dir = g_dir_open (scratch->dir, 0, NULL);
  const char *name;

  while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *path = scratch_path (scratch, name);
      g_unlink (path);
    }
  g_rmdir (scratch->dir);
  g_free (scratch->dir);
}

static void
assert_refused (const char *path, FtTextFileError code, const char *expected)
{
  g_autoptr (GError) error = NULL;
  g_autofree char *text = ft_text_file_read (path, "config file", 1000, NULL, &error);

  g_assert_null (text);
  g_assert_error (error, FT_TEXT_FILE_ERROR, (int) code);
  g_test_message ("%s", error->message);
  g_assert_nonnull (strstr (error->message, expected));
  g_assert_true (g_str_has_prefix (error->message, path));
}

static void
test_reads_a_regular_file (void)
{
  Scratch scratch;
  g_autofree char *path = NULL;
  g_autofree char *text = NULL;
  g_autoptr (GError) error = NULL;
  gsize length = 0;

  scratch_init (&scratch);
  path = scratch_path (&scratch, "fine.json");
  g_assert_true (g_file_set_contents (path, "{ \"rules\": \"standard\" } é", -1, NULL));
  text = ft_text_file_read (path, "config file", 1000, &length, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (text, ==, "{ \"rules\": \"standard\" } é");
  g_assert_cmpuint (length, ==, strlen (text));
  scratch_clear (&scratch);
}

static void
test_missing_and_folder (void)
{
  Scratch scratch;
  g_autofree char *missing = NULL;

  scratch_init (&scratch);
  missing = scratch_path (&scratch, "missing.json");
  assert_refused (missing, FT_TEXT_FILE_ERROR_NOT_FOUND, ": config file not found");
  assert_refused (scratch.dir, FT_TEXT_FILE_ERROR_NOT_REGULAR,
                  "cannot read the config file: it is a folder, not a regular file");
  scratch_clear (&scratch);
}

/* Issue 20 item 3: a named pipe with no writer used to hang the reader
 * before the window showed. */
static void
test_named_pipe_does_not_hang (void)
{
  Scratch scratch;
  g_autofree char *fifo = NULL;

  scratch_init (&scratch);
  fifo = scratch_path (&scratch, "autosave.pgn");
  g_assert_cmpint (mkfifo (fifo, 0600), ==, 0);
  assert_refused (fifo, FT_TEXT_FILE_ERROR_NOT_REGULAR, "it is a named pipe, not a regular file");
  scratch_clear (&scratch);
}

/* Issue 20 item 3: a link to /dev/zero used to be read until memory ran
 * out; a device is refused before reading, whatever links to it. */
static void
test_link_to_dev_zero (void)
{
  Scratch scratch;
  g_autofree char *link = NULL;

  if (!g_file_test ("/dev/zero", G_FILE_TEST_EXISTS))
    {
      g_test_skip ("no /dev/zero");
      return;
    }
  scratch_init (&scratch);
  link = scratch_path (&scratch, "zero.pgn");
  g_assert_cmpint (symlink ("/dev/zero", link), ==, 0);
  assert_refused (link, FT_TEXT_FILE_ERROR_NOT_REGULAR, "it is a device, not a regular file");
  assert_refused ("/dev/zero", FT_TEXT_FILE_ERROR_NOT_REGULAR, "it is a device");
  scratch_clear (&scratch);
}

static void
test_size_cap (void)
{
  Scratch scratch;
  g_autofree char *path = NULL;
  g_autofree char *big = g_strnfill (1001, 'x');
  g_autofree char *text = NULL;

  scratch_init (&scratch);
  path = scratch_path (&scratch, "big.txt");
  g_assert_true (g_file_set_contents (path, big, 1001, NULL));
  assert_refused (path, FT_TEXT_FILE_ERROR_TOO_LARGE,
                  "the config file is too large (more than 1000 bytes)");
  /* Exactly the cap is fine. */
  g_assert_true (g_file_set_contents (path, big, 1000, NULL));
  text = ft_text_file_read (path, "config file", 1000, NULL, NULL);
  g_assert_cmpuint (strlen (text), ==, 1000);
  scratch_clear (&scratch);
}

/* Issue 20 item 5: "not valid UTF-8" with the line and the column in
 * characters ("é" is one), as an error message and as a problem. */
static void
test_not_utf8 (void)
{
  Scratch scratch;
  g_autofree char *path = NULL;
  g_autofree char *expected = NULL;
  g_autoptr (GPtrArray) problems = ft_problem_list_new ();
  char *contents = NULL;
  const FtProblem *problem;

  scratch_init (&scratch);
  path = scratch_path (&scratch, "bad.pgn");
  g_assert_true (g_file_set_contents (path, "[Event \"x\"]\n[White \"é\xff\xfe\"]\n", -1, NULL));
  expected = g_strdup_printf ("%s:2:10: not valid UTF-8 (byte 0xff)", path);
  assert_refused (path, FT_TEXT_FILE_ERROR_NOT_UTF8, expected);

  g_assert_false (ft_text_file_read_problems (path, "saved game", 1000, &contents, NULL, problems));
  g_assert_null (contents);
  g_assert_cmpuint (problems->len, ==, 1);
  problem = g_ptr_array_index (problems, 0);
  g_assert_cmpstr (problem->file, ==, path);
  g_assert_cmpuint (problem->line, ==, 2);
  g_assert_cmpuint (problem->column, ==, 10);
  g_assert_cmpstr (problem->message, ==,
                   "not valid UTF-8 (byte 0xff): the saved game must be saved as UTF-8");
  scratch_clear (&scratch);
}

static void
test_unreadable (void)
{
  Scratch scratch;
  g_autofree char *path = NULL;

  if (geteuid () == 0)
    {
      g_test_skip ("root reads files without permission");
      return;
    }
  scratch_init (&scratch);
  path = scratch_path (&scratch, "secret.json");
  g_assert_true (g_file_set_contents (path, "{}", -1, NULL));
  g_assert_cmpint (g_chmod (path, 0), ==, 0);
  assert_refused (path, FT_TEXT_FILE_ERROR_FAILED, "cannot read the config file: ");
  scratch_clear (&scratch);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/text-file/regular", test_reads_a_regular_file);
  g_test_add_func ("/text-file/missing-and-folder", test_missing_and_folder);
  g_test_add_func ("/text-file/issue20-item3-named-pipe", test_named_pipe_does_not_hang);
  g_test_add_func ("/text-file/issue20-item3-link-to-dev-zero", test_link_to_dev_zero);
  g_test_add_func ("/text-file/issue20-item3-size-cap", test_size_cap);
  g_test_add_func ("/text-file/issue20-item5-not-utf8", test_not_utf8);
  g_test_add_func ("/text-file/unreadable", test_unreadable);
  return g_test_run ();
}
