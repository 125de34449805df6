/* test-cli-players.c — `fourteen-cli players` reads the profile store the
 * game writes (the built program, path in $FOURTEEN_CLI). */
#include "config.h"

#include <gio/gio.h>
#include <glib/gstdio.h>
#include <json-glib/json-glib.h>

#include "ft-profile-store.h"

/* fourteen-cli players --data-dir DIR [ARG [ARG2]]: the exit status;
 * stdout and stderr. */
static int
run_players_args (const char *dir, const char *arg, const char *arg2, char **out, char **err)
{
  g_autoptr (GSubprocess) process = NULL;
  g_autoptr (GError) error = NULL;
  const char *argv[] = { g_getenv ("FOURTEEN_CLI"), "players", "--data-dir", dir, arg, arg2, NULL };

  g_assert_nonnull (argv[0]);
  process = g_subprocess_newv (argv, G_SUBPROCESS_FLAGS_STDOUT_PIPE | G_SUBPROCESS_FLAGS_STDERR_PIPE,
                               &error);
  g_assert_no_error (error);
  g_subprocess_communicate_utf8 (process, NULL, NULL, out, err, &error);
  g_assert_no_error (error);
  g_test_message ("--- stdout ---\n%s--- stderr ---\n%s", *out, *err);
  return g_subprocess_get_exit_status (process);
}

static int
run_players (const char *dir, gboolean json, char **out, char **err)
{
  return run_players_args (dir, json ? "--json" : NULL, NULL, out, err);
}

/* The computer's levels at checkers, as data/level-ratings.json has them. */
static const char *const levels_json =
  "{ \"kinds\": { \"checkers\": {"
  "  \"level-1\": { \"rating\": 800, \"deviation\": 40 },"
  "  \"level-2\": { \"rating\": 1200, \"deviation\": 40 },"
  "  \"level-3\": { \"rating\": 1600, \"deviation\": 40 } } } }";

static void
test_players (void)
{
  g_autofree char *dir = g_dir_make_tmp ("fourteen-cli-players-XXXXXX", NULL);
  g_autoptr (FtProfileStore) store = ft_profile_store_new (dir, NULL);
  g_autoptr (JsonParser) parser = json_parser_new ();
  g_autofree char *out = NULL, *err = NULL, *json = NULL, *json_err = NULL;
  g_autofree char *levels_path = g_build_filename (dir, "level-ratings.json", NULL);
  FtFinishedGame game = { 0 };
  FtProfile *ada, *grace;
  JsonArray *array;
  JsonObject *first;

  g_assert_true (g_file_set_contents (levels_path, levels_json, -1, NULL));
  g_setenv ("FOURTEEN_LEVEL_RATINGS", levels_path, TRUE);

  /* No store yet: an empty list, nothing written. */
  g_assert_cmpint (run_players (dir, TRUE, &json, &json_err), ==, 0);
  g_assert_cmpstr (json, ==, "[]\n");
  g_clear_pointer (&json, g_free);
  g_clear_pointer (&json_err, g_free);
  g_assert_false (g_file_test (ft_profile_store_get_path (store), G_FILE_TEST_EXISTS));

  g_assert_true (ft_profile_store_load (store, NULL));
  ada = g_list_model_get_item (ft_profile_store_get_profiles (store), 0);
  g_object_unref (ada);
  g_assert_true (ft_profile_store_rename (store, ada, "Ada", NULL));
  grace = ft_profile_store_add (store, "Grace Hopper", NULL);
  game.kind = FT_RATED_KIND_CHECKERS;
  game.seats[FT_WHITE].profile_id = ft_profile_get_id (ada);
  game.seats[FT_BLACK].profile_id = ft_profile_get_id (grace);
  game.result = FT_RESULT_WHITE_WINS;
  game.reason = FT_REASON_CHECKMATE;
  game.moves[0] = game.moves[1] = 12;
  g_assert_nonnull (ft_profile_store_record_game (store, &game, NULL, NULL, NULL));

  g_assert_cmpint (run_players (dir, FALSE, &out, &err), ==, 0);
  g_assert_cmpstr (err, ==, "");
  /* Each rating suggests the level nearest it, aiming lower while it is
   * uncertain (rating − 1.4 × (deviation − 50): 1662 ± 290 aims at 1326,
   * 1338 ± 290 at 1002), with the level's rating (the figures of
   * levels_json). */
  g_assert_true (g_str_has_prefix (out, "Ada: 1 games (+1 =0 -0); checkers 1662? ± 290 (1 rated, "
                                        "suggested level-2, about 1200)\n"));
  g_assert_nonnull (strstr (out, "\nGrace Hopper: 1 games (+0 =0 -1); checkers 1338? ± 290 (1 rated, "
                                 "suggested level-2, about 1200)\n"));

  g_assert_cmpint (run_players (dir, TRUE, &json, &json_err), ==, 0);
  g_assert_true (json_parser_load_from_data (parser, json, -1, NULL));
  array = json_node_get_array (json_parser_get_root (parser));
  g_assert_cmpuint (json_array_get_length (array), ==, 2);
  first = json_array_get_object_element (array, 0);
  g_assert_cmpstr (json_object_get_string_member (first, "name"), ==, "Ada");
  g_assert_cmpint (json_object_get_int_member (first, "won"), ==, 1);
  g_assert_cmpfloat_with_epsilon (
    json_object_get_double_member (
      json_object_get_object_member (json_object_get_object_member (first, "ratings"), "checkers"),
      "rating"),
    1662.3, 0.1);

  /* The leaderboard: the players ranked, each level of the kind placed
   * among them by its rating. */
  g_clear_pointer (&out, g_free);
  g_clear_pointer (&err, g_free);
  g_assert_cmpint (run_players_args (dir, "--leaderboard", "checkers", &out, &err), ==, 0);
  g_assert_cmpstr (out, ==,
                   "checkers leaderboard\n"
                   "  1. Ada 1662? ± 290 (1 rated)\n"
                   "    computer level-3, about 1600\n"
                   "  2. Grace Hopper 1338? ± 290 (1 rated)\n"
                   "    computer level-2, about 1200\n"
                   "    computer level-1, about 800\n");
  g_clear_pointer (&out, g_free);
  g_clear_pointer (&err, g_free);
  g_assert_cmpint (run_players_args (dir, "--leaderboard", "go", &out, &err), ==, 2);
  g_assert_nonnull (strstr (err, "--leaderboard must be "));
  g_assert_nonnull (strstr (err, "not 'go'"));

  /* A broken store: said on stderr, status 1, the file untouched. */
  g_assert_true (g_file_set_contents (ft_profile_store_get_path (store), "{", -1, NULL));
  g_clear_pointer (&out, g_free);
  g_clear_pointer (&err, g_free);
  g_assert_cmpint (run_players (dir, FALSE, &out, &err), ==, 1);
  g_assert_nonnull (strstr (err, "profiles.json:1:"));
  {
    g_autofree char *text = NULL;
    g_assert_true (g_file_get_contents (ft_profile_store_get_path (store), &text, NULL, NULL));
    g_assert_cmpstr (text, ==, "{");
  }
  /* The CLI wrote nothing else there. */
  g_assert_cmpint (g_unlink (ft_profile_store_get_path (store)), ==, 0);
  g_assert_cmpint (g_unlink (levels_path), ==, 0);
  g_assert_cmpint (g_rmdir (dir), ==, 0);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/cli/players", test_players);
  return g_test_run ();
}
