/* test-xmpp-saved-game.c — a game over XMPP kept on disk
 * (ft-xmpp-saved-game.c) and the comparison of two records
 * (ft_network_records_conflict): what is saved reads back, 0600; a field
 * that is wrong is named; none kept is no error; records that agree and
 * that do not. */
#include "config.h"

#include <glib/gstdio.h>
#include <string.h>
#include <sys/stat.h>

#include "ft-network-game.h"
#include "ft-xmpp-saved-game.h"

static FtXmppSavedGame *
sample (void)
{
  FtXmppSavedGame *saved = ft_xmpp_saved_game_new ();

  saved->account = g_strdup ("bob@beta.test");
  saved->resource = g_strdup ("fourteen-0a1b2c3d");
  saved->peer = g_strdup ("ann@alpha.test/fourteen-99");
  g_strlcpy (saved->code, "ABCDEFGHJKMNPQRT", sizeof saved->code);
  g_strlcpy (saved->token, "0123456789abcdef0123456789abcdef", sizeof saved->token);
  saved->colour = FT_BLACK;
  saved->record = g_strdup ("e2e4,e7e5,g1f3");
  saved->clock_ms[0] = 1000;
  saved->clock_ms[1] = -1;
  saved->saved_at = 1234567;
  return saved;
}

static void
test_round_trip (void)
{
  g_autofree char *dir = g_dir_make_tmp ("fourteen-kept-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "kept.ini", NULL);
  g_autoptr (FtXmppSavedGame) saved = sample ();
  g_autoptr (FtXmppSavedGame) back = NULL;
  g_autoptr (GError) error = NULL;
  g_auto (GStrv) moves = NULL;
  GStatBuf st;

  g_assert_null (ft_xmpp_saved_game_load (path, &error));
  g_assert_no_error (error);
  g_assert_true (ft_xmpp_saved_game_save (saved, path, &error));
  g_assert_cmpint (g_stat (path, &st), ==, 0);
  g_assert_cmpint (st.st_mode & 0777, ==, 0600);
  back = ft_xmpp_saved_game_load (path, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (back->peer, ==, saved->peer);
  g_assert_cmpstr (back->token, ==, saved->token);
  g_assert_cmpint (back->colour, ==, FT_BLACK);
  g_assert_cmpint (back->clock_ms[0], ==, 1000);
  g_assert_cmpint (back->saved_at, ==, 1234567);
  moves = ft_xmpp_saved_game_get_moves (back);
  g_assert_cmpuint (g_strv_length (moves), ==, 3);
  g_assert_cmpstr (moves[2], ==, "g1f3");
  ft_xmpp_saved_game_forget (path);
  g_assert_false (g_file_test (path, G_FILE_TEST_EXISTS));
  g_rmdir (dir);
}

static void
assert_refused (const char *path, const char *key, const char *value)
{
  g_autoptr (GKeyFile) file = g_key_file_new ();
  g_autoptr (GError) error = NULL;

  g_assert_true (g_key_file_load_from_file (file, path, G_KEY_FILE_NONE, NULL));
  g_key_file_set_string (file, "XMPP Game", key, value);
  g_assert_true (g_key_file_save_to_file (file, path, NULL));
  g_assert_null (ft_xmpp_saved_game_load (path, &error));
  g_assert_nonnull (error);
  g_assert_nonnull (strstr (error->message, key));
}

static void
test_refused (void)
{
  g_autofree char *dir = g_dir_make_tmp ("fourteen-kept-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "kept.ini", NULL);
  g_autoptr (FtXmppSavedGame) saved = sample ();
  const char *bad[][2] = {
    { "account", "no account" }, { "peer", "ann@alpha.test" }, { "code", "ab" },
    { "token", "XYZ" }, { "resource", "a\tb" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      g_assert_true (ft_xmpp_saved_game_save (saved, path, NULL));
      assert_refused (path, bad[i][0], bad[i][1]);
    }
  g_assert_true (g_file_set_contents (path, "[not a key file", -1, NULL));
  {
    g_autoptr (GError) error = NULL;

    g_assert_null (ft_xmpp_saved_game_load (path, &error));
    g_assert_nonnull (error);
  }
  ft_xmpp_saved_game_forget (path);
  g_rmdir (dir);
}

static void
test_records (void)
{
  const char *a[] = { "e2e4", "e7e5", "g1f3", NULL };
  const char *b[] = { "e2e4", "e7e5", NULL };
  const char *c[] = { "e2e4", "c7c5", NULL };
  g_autofree char *conflict = ft_network_records_conflict (a, c);

  g_assert_null (ft_network_records_conflict (a, b));
  g_assert_null (ft_network_records_conflict (b, a));
  g_assert_null (ft_network_records_conflict (a, a));
  g_assert_cmpstr (conflict, ==, "at ply 2 (move 1) this record has e7e5, the other c7c5");
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/xmpp-saved-game/round-trip", test_round_trip);
  g_test_add_func ("/xmpp-saved-game/refused", test_refused);
  g_test_add_func ("/xmpp-saved-game/records", test_records);
  return g_test_run ();
}
