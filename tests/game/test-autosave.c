/* Tests of ft-autosave.h (issue 20, items 3 and 4): the autosave written
 * whole, read safely, a broken one kept aside under a time-stamped name
 * that never replaces an earlier copy, and the temporaries of a write
 * killed before its rename removed. */
/* mkfifo, symlink: POSIX.1-2008, which -std=c11 alone hides. */
#define _POSIX_C_SOURCE 200809L

#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include <glib/gstdio.h>

#include "ft-autosave.h"
#include "ft-text-file.h"

static char *
make_dir (void)
{
  char *dir = g_dir_make_tmp ("fourteen-autosave-XXXXXX", NULL);

  g_assert_nonnull (dir);
  return dir;
}

static void
remove_dir (const char *path)
{
  g_autoptr (GDir) dir = g_dir_open (path, 0, NULL);
  const char *name;

  while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *child = g_build_filename (path, name, NULL);

      if (g_file_test (child, G_FILE_TEST_IS_DIR) && !g_file_test (child, G_FILE_TEST_IS_SYMLINK))
        remove_dir (child);
      else
        g_unlink (child);
    }
  g_rmdir (path);
}

static guint
count_entries (const char *path)
{
  g_autoptr (GDir) dir = g_dir_open (path, 0, NULL);
  guint n = 0;

  while (dir != NULL && g_dir_read_name (dir) != NULL)
    n++;
  return n;
}

static FtGameSetup *
standard_setup (void)
{
  FtGameSetup *setup = ft_game_setup_new_default ();

  ft_position_set_standard_start (setup->start);
  return setup;
}

static void
test_write_and_load (void)
{
  g_autofree char *dir = make_dir ();
  g_autofree char *folder = g_build_filename (dir, "fourteen", NULL);
  g_autofree char *path = g_build_filename (folder, "autosave.pgn", NULL);
  g_autoptr (FtGameSetup) base = standard_setup ();
  g_autoptr (FtGameSetup) played = standard_setup ();
  g_autoptr (FtGameSetup) setup = NULL;
  g_autoptr (FtGame) game = NULL;
  g_autoptr (GError) error = NULL;
  g_autofree char *text = NULL;
  g_autofree char *kept_as = NULL;
  GStatBuf info;

  played->opponent = FT_OPPONENT_HUMAN;
  played->level = FT_LEVEL_HARD;
  played->human_colour = FT_BLACK;
  {
    g_autoptr (FtRecordedGame) record = NULL;
    g_autoptr (FtGame) played_game =
      ft_game_record_read ("[Event \"x\"]\n\n1. e4 e5 *\n", -1, NULL, base, NULL, &record, &error);

    g_assert_no_error (error);
    g_assert_nonnull (played_game);
    text = ft_autosave_text (record, played, NULL);
  }
  g_assert_nonnull (strstr (text, "[Event \"x\"]\n"));
  g_assert_nonnull (strstr (text, "[FourteenOpponent \"human\"]\n"));
  {
    g_autofree char *level_tag = g_strdup_printf ("[FourteenLevel \"level-%d\"]\n", FT_LEVEL_HARD);

    g_assert_nonnull (strstr (text, level_tag));
  }
  g_assert_nonnull (strstr (text, "[FourteenPlayer \"black\"]\n"));

  /* No file yet: no game, no error. */
  g_assert_null (ft_autosave_load (path, base, &setup, &kept_as, &error));
  g_assert_no_error (error);
  g_assert_null (kept_as);

  g_assert_true (ft_autosave_write (path, text, &error));
  g_assert_no_error (error);
  g_assert_cmpint (g_stat (path, &info), ==, 0);
  g_assert_cmpint (info.st_mode & 0777, ==, 0600);
  g_assert_cmpint (g_stat (folder, &info), ==, 0);
  g_assert_cmpint (info.st_mode & 0777, ==, 0700);

  game = ft_autosave_load (path, base, &setup, &kept_as, &error);
  g_assert_no_error (error);
  g_assert_nonnull (game);
  g_assert_cmpuint (ft_game_get_n_moves (game), ==, 2);
  g_assert_cmpint (setup->opponent, ==, FT_OPPONENT_HUMAN);
  g_assert_cmpint (setup->level, ==, FT_LEVEL_HARD);
  g_assert_cmpint (setup->human_colour, ==, FT_BLACK);

  g_assert_true (ft_autosave_remove (path, &error));
  g_assert_false (g_file_test (path, G_FILE_TEST_EXISTS));
  g_assert_true (ft_autosave_remove (path, &error)); /* already gone: fine */
  g_assert_no_error (error);
  remove_dir (dir);
}

/* Issue 20 item 4: each broken copy is kept, time-stamped, never
 * overwritten by the next one. */
static void
test_keep_broken_never_overwrites (void)
{
  g_autofree char *dir = make_dir ();
  g_autofree char *path = g_build_filename (dir, "autosave.pgn", NULL);
  g_autoptr (GDateTime) now = g_date_time_new_local (2025, 3, 4, 5, 6, 7);
  g_autofree char *first = NULL;
  g_autofree char *second = NULL;
  g_autofree char *text = NULL;

  g_assert_true (g_file_set_contents (path, "first broken", -1, NULL));
  first = ft_autosave_keep_broken (path, now, NULL);
  g_assert_cmpstr (strrchr (first, '/') + 1, ==, "autosave.pgn.broken-20250304-050607");
  g_assert_true (g_file_set_contents (path, "second broken", -1, NULL));
  second = ft_autosave_keep_broken (path, now, NULL);
  g_assert_cmpstr (strrchr (second, '/') + 1, ==, "autosave.pgn.broken-20250304-050607-2");
  g_assert_true (g_file_get_contents (first, &text, NULL, NULL));
  g_assert_cmpstr (text, ==, "first broken");
  g_assert_false (g_file_test (path, G_FILE_TEST_EXISTS));
  remove_dir (dir);
}

/* Issue 20 item 4: a corrupt autosave is kept aside and named; the next
 * start finds no autosave. */
static void
test_corrupt_is_kept (void)
{
  g_autofree char *dir = make_dir ();
  g_autofree char *path = g_build_filename (dir, "autosave.pgn", NULL);
  g_autoptr (FtGameSetup) base = standard_setup ();
  g_autoptr (GError) error = NULL;
  g_autofree char *kept_as = NULL;
  g_autofree char *kept_text = NULL;

  g_assert_true (g_file_set_contents (path, "[Event \"x\"]\n\n1. e4 e5 2. Ke3 *\n", -1, NULL));
  g_assert_null (ft_autosave_load (path, base, NULL, &kept_as, &error));
  g_assert_error (error, FT_GAME_RECORD_ERROR, FT_GAME_RECORD_ERROR_BAD_MOVE);
  g_assert_nonnull (kept_as);
  g_assert_true (g_str_has_prefix (kept_as, path));
  g_assert_nonnull (strstr (kept_as, ".broken-"));
  g_assert_true (g_file_get_contents (kept_as, &kept_text, NULL, NULL));
  g_assert_nonnull (strstr (kept_text, "Ke3"));
  g_assert_false (g_file_test (path, G_FILE_TEST_EXISTS));
  g_clear_error (&error);
  g_clear_pointer (&kept_as, g_free);
  g_assert_null (ft_autosave_load (path, base, NULL, &kept_as, &error));
  g_assert_no_error (error);

  /* Not UTF-8: refused at the door, kept too. */
  g_assert_true (g_file_set_contents (path, "[White \"\xff\xfe\"]\n*\n", -1, NULL));
  g_assert_null (ft_autosave_load (path, base, NULL, &kept_as, &error));
  g_assert_error (error, FT_TEXT_FILE_ERROR, FT_TEXT_FILE_ERROR_NOT_UTF8);
  g_assert_nonnull (kept_as);
  remove_dir (dir);
}

/* Issue 20 item 3: a named pipe in the autosave's place hung the window
 * before it showed; a link to /dev/zero ate 1.3 GB. Both are refused at
 * once and moved aside (the link itself, not /dev/zero). */
static void
test_pipe_and_device (void)
{
  g_autofree char *dir = make_dir ();
  g_autofree char *path = g_build_filename (dir, "autosave.pgn", NULL);
  g_autoptr (FtGameSetup) base = standard_setup ();
  g_autoptr (GError) error = NULL;
  g_autofree char *kept_as = NULL;

  g_assert_cmpint (mkfifo (path, 0600), ==, 0);
  g_assert_null (ft_autosave_load (path, base, NULL, &kept_as, &error));
  g_assert_error (error, FT_TEXT_FILE_ERROR, FT_TEXT_FILE_ERROR_NOT_REGULAR);
  g_assert_nonnull (kept_as);
  g_assert_false (g_file_test (path, G_FILE_TEST_EXISTS));
  g_clear_error (&error);
  g_clear_pointer (&kept_as, g_free);

  if (g_file_test ("/dev/zero", G_FILE_TEST_EXISTS))
    {
      g_assert_cmpint (symlink ("/dev/zero", path), ==, 0);
      g_assert_null (ft_autosave_load (path, base, NULL, &kept_as, &error));
      g_assert_error (error, FT_TEXT_FILE_ERROR, FT_TEXT_FILE_ERROR_NOT_REGULAR);
      g_assert_true (g_file_test (kept_as, G_FILE_TEST_IS_SYMLINK));
      g_assert_true (g_file_test ("/dev/zero", G_FILE_TEST_EXISTS));
    }
  remove_dir (dir);
}

/* Issue 20 item 4: a kill between writing the temporary file and renaming
 * it leaves "autosave.pgn.XXXXXX"; the next start removes those, and
 * nothing else. */
static void
test_clean_temporaries (void)
{
  g_autofree char *dir = make_dir ();
  g_autofree char *path = g_build_filename (dir, "autosave.pgn", NULL);
  static const char *const leftovers[] = { "autosave.pgn.A1b2C3", "autosave.pgn.zzzzzz" };
  static const char *const kept[] = { "autosave.pgn", "autosave.pgn.broken-20250101-000000",
                                      "autosave.pgn.tmp", "other.pgn.A1b2C3", "stats.ini" };

  for (guint i = 0; i < G_N_ELEMENTS (leftovers); i++)
    {
      g_autofree char *file = g_build_filename (dir, leftovers[i], NULL);
      g_assert_true (g_file_set_contents (file, "[Event", -1, NULL));
    }
  for (guint i = 0; i < G_N_ELEMENTS (kept); i++)
    {
      g_autofree char *file = g_build_filename (dir, kept[i], NULL);
      g_assert_true (g_file_set_contents (file, "x", -1, NULL));
    }
  g_assert_cmpuint (ft_autosave_clean_temporaries (path), ==, 2);
  g_assert_cmpuint (count_entries (dir), ==, G_N_ELEMENTS (kept));
  g_assert_cmpuint (ft_autosave_clean_temporaries (path), ==, 0);
  remove_dir (dir);
}

/* FourteenClocks: two whole numbers of ms up to a day are the clocks; any
 * other value (a hand-edited or hostile file) is ignored and the recorded
 * clocks stand. */
static void
test_clocks_tag (void)
{
  static const struct
  {
    const char *value;
    gboolean applied;
  } cases[] = {
    { "137500 171000", TRUE }, { "0 86400000", TRUE }, { "abc def", FALSE }, { "1 2 3", FALSE },
    { "-5 10", FALSE }, { "86400001 10", FALSE }, { "99999999999999999999 1", FALSE }, { "12", FALSE },
    { "", FALSE },
  };
  g_autoptr (FtGameSetup) base = ft_game_setup_new_default ();

  ft_position_set_standard_start (base->start);
  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *text = g_strdup_printf ("[White \"A\"]\n[Black \"B\"]\n[Result \"*\"]\n"
                                               "[TimeControl \"180+0\"]\n[FourteenOpponent \"human\"]\n"
                                               "[FourteenClocks \"%s\"]\n\n1. e4 e5 *\n",
                                               cases[i].value);
      g_autoptr (GError) error = NULL;
      g_autoptr (FtGame) game = ft_autosave_parse (text, strlen (text), "autosave.pgn", base, NULL, &error);
      gint64 white;

      g_assert_no_error (error);
      g_assert_nonnull (game);
      white = ft_clock_get_remaining_ms (ft_game_get_clock (game), FT_WHITE);
      g_test_message ("\"%s\": White %" G_GINT64_FORMAT " ms", cases[i].value, white);
      if (cases[i].applied)
        g_assert_cmpint (white, ==, g_ascii_strtoll (cases[i].value, NULL, 10));
      else
        g_assert_cmpint (white, ==, 180000);
    }
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/autosave/write-and-load", test_write_and_load);
  g_test_add_func ("/autosave/clocks-tag", test_clocks_tag);
  g_test_add_func ("/autosave/issue20-item4-keep-broken-never-overwrites",
                   test_keep_broken_never_overwrites);
  g_test_add_func ("/autosave/issue20-item4-corrupt-is-kept", test_corrupt_is_kept);
  g_test_add_func ("/autosave/issue20-item3-pipe-and-device", test_pipe_and_device);
  g_test_add_func ("/autosave/issue20-item4-clean-temporaries", test_clean_temporaries);
  return g_test_run ();
}
