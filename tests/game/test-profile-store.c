/* test-profile-store.c — profiles created, renamed and removed; the file
 * written and read back; a broken file kept aside; finished games kept
 * and rated; the autosave's owners. */
#include "config.h"

/* mkfifo: POSIX.1-2008, which -std=c11 alone hides. */
#define _POSIX_C_SOURCE 200809L

#include <sys/stat.h>

#include <glib/gstdio.h>

#include "ft-problem.h"
#include "ft-profile-store.h"

/* Levels 1, 8 and the 14×14 ladder's top, where hard plays (%d). */
static const char *const levels_json =
  "{ \"kinds\": { \"fourteen\": {"
  "  \"level-1\": { \"rating\": 1000, \"deviation\": 40 },"
  "  \"level-8\": { \"rating\": 1500, \"deviation\": 60 },"
  "  \"level-%d\": { \"rating\": 2000, \"deviation\": 80 } } } }";

typedef struct {
  char *dir;
} Fixture;

static void
remove_tree (const char *path)
{
  GDir *dir = g_dir_open (path, 0, NULL);
  const char *name;

  if (dir == NULL)
    {
      g_unlink (path);
      return;
    }
  while ((name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *child = g_build_filename (path, name, NULL);
      remove_tree (child);
    }
  g_dir_close (dir);
  g_rmdir (path);
}

static void
fixture_set_up (Fixture *f, gconstpointer data G_GNUC_UNUSED)
{
  f->dir = g_dir_make_tmp ("fourteen-profiles-XXXXXX", NULL);
}

static void
fixture_tear_down (Fixture *f, gconstpointer data G_GNUC_UNUSED)
{
  remove_tree (f->dir);
  g_free (f->dir);
}

static FtLevelRatings *
levels (const Fixture *f)
{
  g_autofree char *path = g_build_filename (f->dir, "levels.json", NULL);
  g_autoptr (GPtrArray) problems = ft_problem_list_new ();

  g_autofree char *json = g_strdup_printf (levels_json, ft_rated_kind_top_level (FT_RATED_KIND_FOURTEEN));

  g_assert_true (g_file_set_contents (path, json, -1, NULL));
  return ft_level_ratings_load (path, problems);
}

static FtProfileStore *
open_store (const Fixture *f)
{
  FtProfileStore *store = ft_profile_store_new (f->dir, levels (f));
  g_autoptr (GError) error = NULL;

  g_assert_true (ft_profile_store_load (store, &error));
  g_assert_no_error (error);
  return store;
}

static guint
n_profiles (FtProfileStore *store)
{
  return g_list_model_get_n_items (ft_profile_store_get_profiles (store));
}

static FtProfile *
nth_profile (FtProfileStore *store, guint i)
{
  g_autoptr (FtProfile) profile = g_list_model_get_item (ft_profile_store_get_profiles (store), i);
  return profile; /* the store keeps it */
}

/* First start: one profile named after the account, saved. */
static void
test_first_start (Fixture *f, gconstpointer data G_GNUC_UNUSED)
{
  g_autoptr (FtProfileStore) store = open_store (f);
  const char *real = g_get_real_name ();
  const char *expected = g_strcmp0 (real, "Unknown") != 0 && real[0] != '\0' ? real : g_get_user_name ();

  g_assert_cmpuint (n_profiles (store), ==, 1);
  g_assert_cmpstr (ft_profile_get_name (nth_profile (store, 0)), ==, expected);
  g_assert_true (g_file_test (ft_profile_store_get_path (store), G_FILE_TEST_IS_REGULAR));
  g_assert_true (ft_profile_store_get_last_used (store, FT_WHITE) == nth_profile (store, 0));
  g_assert_null (ft_profile_store_get_broken_copy (store));
}

static void
test_add_rename_remove (Fixture *f, gconstpointer data G_GNUC_UNUSED)
{
  g_autoptr (FtProfileStore) store = open_store (f);
  g_autoptr (FtProfileStore) again = NULL;
  g_autoptr (GError) error = NULL;
  FtProfile *ada, *grace, *first = nth_profile (store, 0);

  ada = ft_profile_store_add (store, "  Ada  ", &error);
  g_assert_no_error (error);
  g_assert_cmpstr (ft_profile_get_name (ada), ==, "Ada");
  g_assert_cmpstr (ft_profile_get_colour (ada), !=, ft_profile_get_colour (first));
  grace = ft_profile_store_add (store, "Grace", &error);
  g_assert_no_error (error);

  /* Empty and taken names are refused. */
  g_assert_null (ft_profile_store_add (store, "   ", &error));
  g_assert_error (error, FT_PROFILE_STORE_ERROR, FT_PROFILE_STORE_ERROR_EMPTY_NAME);
  g_clear_error (&error);
  g_assert_null (ft_profile_store_add (store, "ADA", &error));
  g_assert_error (error, FT_PROFILE_STORE_ERROR, FT_PROFILE_STORE_ERROR_NAME_TAKEN);
  g_clear_error (&error);
  g_assert_false (ft_profile_store_rename (store, grace, "ada", &error));
  g_assert_error (error, FT_PROFILE_STORE_ERROR, FT_PROFILE_STORE_ERROR_NAME_TAKEN);
  g_clear_error (&error);
  /* Renaming to itself in another case is fine. */
  g_assert_true (ft_profile_store_rename (store, grace, "Grace Hopper", &error));
  g_assert_true (ft_profile_store_rename (store, ada, "ADA", &error));
  g_assert_no_error (error);
  g_assert_true (ft_profile_store_set_colour (store, ada, "#813d9c", &error));
  g_assert_false (ft_profile_store_set_colour (store, ada, "purple", &error));
  g_assert_nonnull (error);
  g_clear_error (&error);
  g_assert_true (ft_profile_store_set_last_used (store, FT_BLACK, grace, &error));

  /* Read back from the file. */
  again = open_store (f);
  g_assert_cmpuint (n_profiles (again), ==, 3);
  g_assert_cmpstr (ft_profile_get_name (nth_profile (again, 1)), ==, "ADA");
  g_assert_cmpstr (ft_profile_get_colour (nth_profile (again, 1)), ==, "#813d9c");
  g_assert_cmpstr (ft_profile_get_name (ft_profile_store_get_last_used (again, FT_BLACK)), ==,
                   "Grace Hopper");
  g_assert_cmpstr (ft_profile_get_id (nth_profile (again, 2)), ==, ft_profile_get_id (grace));

  /* Removing: the last-used falls back to the first; never the last one.
   * (The store drops its reference: keep one to ask again.) */
  g_object_ref (grace);
  g_assert_true (ft_profile_store_remove (store, grace, FALSE, &error));
  g_assert_true (ft_profile_store_get_last_used (store, FT_BLACK) == first);
  g_assert_false (ft_profile_store_remove (store, grace, FALSE, &error));
  g_assert_error (error, FT_PROFILE_STORE_ERROR, FT_PROFILE_STORE_ERROR_UNKNOWN);
  g_clear_error (&error);
  g_object_unref (grace);
  g_assert_true (ft_profile_store_remove (store, ada, FALSE, &error));
  g_assert_false (ft_profile_store_remove (store, first, FALSE, &error));
  g_assert_error (error, FT_PROFILE_STORE_ERROR, FT_PROFILE_STORE_ERROR_LAST_PROFILE);
  g_assert_cmpuint (n_profiles (store), ==, 1);
}

/* A broken file is kept aside with a time stamp, and load says so. */
static void
test_broken_file (Fixture *f, gconstpointer data G_GNUC_UNUSED)
{
  static const char *const broken[] = {
    "{ \"version\": 1, \"profiles\": [ { \"id\": \"x\" ",
    "{ \"version\": 1, \"profiles\": [ { \"id\": \"x\", \"name\": 3, \"colour\": \"#000000\", \"created\": 0 } ], \"games\": [] }",
    "{ \"version\": 7, \"profiles\": [], \"games\": [] }",
    "{ \"version\": 1, \"profiles\": [], \"games\": [] }",
    "[]",
    ("{ \"version\": 1, \"profiles\": [ { \"id\": \"x\", \"name\": \"X\", \"colour\": \"#000000\", \"created\": 0,"
     " \"ratings\": { \"fourteen\": { \"rating\": 1500, \"deviation\": -1, \"volatility\": 0.06, \"games\": 1, \"history\": [] } } } ],"
     " \"games\": [] }"),
    ("{ \"version\": 1, \"profiles\": [ { \"id\": \"x\", \"name\": \"X\", \"colour\": \"#000000\", \"created\": 0 } ],"
     " \"games\": [ { \"time\": 5, \"kind\": \"go\" } ] }"),
  };

  for (guint i = 0; i < G_N_ELEMENTS (broken); i++)
    {
      g_autoptr (FtProfileStore) store = ft_profile_store_new (f->dir, NULL);
      g_autofree char *path = g_build_filename (f->dir, "profiles.json", NULL);
      g_autoptr (GError) error = NULL;
      g_autofree char *kept = NULL;

      g_assert_true (g_file_set_contents (path, broken[i], -1, NULL));
      g_assert_false (ft_profile_store_load (store, &error));
      g_test_message ("%s", error->message);
      g_assert_error (error, FT_PROFILE_STORE_ERROR, FT_PROFILE_STORE_ERROR_BROKEN);
      g_assert_nonnull (ft_profile_store_get_broken_copy (store));
      g_assert_nonnull (strstr (error->message, ft_profile_store_get_broken_copy (store)));
      g_assert_nonnull (strstr (ft_profile_store_get_broken_copy (store), "profiles.json.broken-"));
      /* Nothing lost: the broken text is there, byte for byte. */
      g_assert_true (g_file_get_contents (ft_profile_store_get_broken_copy (store), &kept, NULL, NULL));
      g_assert_cmpstr (kept, ==, broken[i]);
      /* And the store goes on with a fresh first profile, saved. */
      g_assert_cmpuint (n_profiles (store), ==, 1);
      g_assert_true (g_file_test (path, G_FILE_TEST_IS_REGULAR));
    }
}

/* Issue 20, items 1, 3 and 5, for the players file too: nesting that
 * would overflow json-glib's stack, text that is not UTF-8, a named pipe
 * in its place — each refused at once, kept aside, a fresh store. */
static void
test_hostile_file (Fixture *f, gconstpointer data G_GNUC_UNUSED)
{
  g_autofree char *path = g_build_filename (f->dir, "profiles.json", NULL);
  g_autofree char *deep = NULL;
  GString *nested = g_string_new (NULL);
  const char *expected[] = { "nested more than 64 levels deep", "not valid UTF-8 (byte 0xff)",
                             "it is a named pipe, not a regular file" };

  for (guint i = 0; i < 100000; i++)
    g_string_append (nested, "{\"a\":");
  deep = g_string_free (nested, FALSE);
  for (guint i = 0; i < G_N_ELEMENTS (expected); i++)
    {
      g_autoptr (FtProfileStore) store = ft_profile_store_new (f->dir, NULL);
      g_autoptr (GError) error = NULL;

      g_unlink (path);
      if (i == 0)
        g_assert_true (g_file_set_contents (path, deep, -1, NULL));
      else if (i == 1)
        g_assert_true (g_file_set_contents (path, "{ \"version\": 1, \"x\": \"\xff\" }", -1, NULL));
      else
        g_assert_cmpint (mkfifo (path, 0600), ==, 0);
      g_assert_false (ft_profile_store_load (store, &error));
      g_test_message ("%s", error->message);
      g_assert_error (error, FT_PROFILE_STORE_ERROR, FT_PROFILE_STORE_ERROR_BROKEN);
      g_assert_nonnull (strstr (error->message, expected[i]));
      g_assert_cmpuint (n_profiles (store), ==, 1);
    }
}

/* A folder where the file should be: nothing can be written; the change
 * stays in memory and the caller hears why. */
static void
test_write_failure (Fixture *f, gconstpointer data G_GNUC_UNUSED)
{
  g_autofree char *blocked = g_build_filename (f->dir, "blocked", NULL);
  g_autofree char *inner = g_build_filename (blocked, "profiles.json", NULL);
  g_autoptr (FtProfileStore) store = NULL;
  g_autoptr (GError) error = NULL;

  g_assert_true (g_file_set_contents (blocked, "a file, not a folder", -1, NULL));
  store = ft_profile_store_new (blocked, NULL);
  g_assert_false (ft_profile_store_load (store, &error));
  g_assert_error (error, FT_PROFILE_STORE_ERROR, FT_PROFILE_STORE_ERROR_WRITE);
  g_assert_cmpuint (n_profiles (store), ==, 1);
  g_clear_error (&error);
  g_assert_nonnull (ft_profile_store_add (store, "Ada", &error));
  g_assert_error (error, FT_PROFILE_STORE_ERROR, FT_PROFILE_STORE_ERROR_WRITE);
  g_assert_cmpuint (n_profiles (store), ==, 2);
  g_assert_false (g_file_test (inner, G_FILE_TEST_EXISTS));
}

static FtFinishedGame
game_between (FtProfile *white, FtProfile *black, FtLevel computer, FtResult result)
{
  FtFinishedGame game = { 0 };
  FtProfile *sides[2] = { white, black };

  game.kind = FT_RATED_KIND_FOURTEEN;
  for (int c = 0; c < 2; c++)
    {
      game.seats[c].kind = sides[c] != NULL ? FT_SEAT_PROFILE : FT_SEAT_COMPUTER;
      game.seats[c].profile_id = sides[c] != NULL ? ft_profile_get_id (sides[c]) : NULL;
      game.seats[c].level = computer;
    }
  game.result = result;
  game.reason = result == FT_RESULT_DRAW ? FT_REASON_REPETITION : FT_REASON_CHECKMATE;
  game.moves[0] = 30;
  game.moves[1] = 29;
  game.time = 1700000000;
  return game;
}

static void
test_record_games (Fixture *f, gconstpointer data G_GNUC_UNUSED)
{
  g_autoptr (FtProfileStore) store = open_store (f);
  g_autoptr (FtProfileStore) again = NULL;
  g_autoptr (GError) error = NULL;
  g_autoptr (GListStore) adas = NULL;
  FtProfile *ada = nth_profile (store, 0), *grace = ft_profile_store_add (store, "Grace", NULL);
  FtFinishedGame game = game_between (ada, NULL, FT_LEVEL_HARD, FT_RESULT_WHITE_WINS);
  FtHistoryEntry *entry;
  FtGlicko2Rating rating;
  g_autofree char *record = NULL, *record_path = NULL;

  /* Ada beats the hard computer (2000): a big gain; the record is kept. */
  entry = ft_profile_store_record_game (store, &game, "[Event \"?\"]\n\n1-0\n", "pgn", &error);
  g_assert_no_error (error);
  g_assert_cmpint (ft_history_entry_get_rated (entry), ==, FT_RATED);
  g_assert_cmpuint (ft_profile_get_rating (ada, FT_RATED_KIND_FOURTEEN, &rating), ==, 1);
  g_assert_cmpfloat (rating.rating, >, 1700);
  g_assert_cmpfloat (ft_history_entry_get_rating (entry, FT_BLACK), ==, 2000);
  g_assert_cmpfloat (ft_history_entry_get_new_rating (entry, FT_WHITE), ==, rating.rating);
  g_assert_cmpuint (ft_history_entry_get_plies (entry), ==, 59);
  g_assert_cmpstr (ft_history_entry_get_seat (entry, FT_WHITE)->name, ==, ft_profile_get_name (ada));
  record_path = ft_profile_store_dup_record_file (store, entry);
  g_assert_true (g_str_has_prefix (record_path, f->dir));
  g_assert_true (g_file_get_contents (record_path, &record, NULL, NULL));
  g_assert_cmpstr (record, ==, "[Event \"?\"]\n\n1-0\n");
  {
    g_autofree char *label = ft_history_entry_dup_seat_label (entry, FT_BLACK);

    g_assert_cmpstr (label, ==, "Computer (hard)");
  }

  /* Ada and Grace draw: both rated, from the ratings before. */
  game = game_between (ada, grace, FT_LEVEL_NORMAL, FT_RESULT_DRAW);
  entry = ft_profile_store_record_game (store, &game, NULL, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpint (ft_history_entry_get_rated (entry), ==, FT_RATED);
  g_assert_cmpfloat (ft_history_entry_get_rating (entry, FT_WHITE), ==, rating.rating);
  g_assert_cmpfloat (ft_history_entry_get_new_rating (entry, FT_WHITE), <, rating.rating);
  g_assert_cmpfloat (ft_history_entry_get_new_rating (entry, FT_BLACK), >, 1500);
  g_assert_null (ft_history_entry_get_record_path (entry));
  g_assert_cmpuint (ft_profile_get_rating (grace, FT_RATED_KIND_FOURTEEN, NULL), ==, 1);

  /* Not rated: kept in the history, ratings unmoved. */
  game = game_between (ada, NULL, FT_LEVEL_EASY, FT_RESULT_BLACK_WINS);
  game.origin = FT_GAME_ORIGIN_PUZZLE;
  entry = ft_profile_store_record_game (store, &game, NULL, NULL, &error);
  g_assert_cmpint (ft_history_entry_get_rated (entry), ==, FT_UNRATED_PUZZLE);
  g_assert_cmpuint (ft_profile_get_rating (ada, FT_RATED_KIND_FOURTEEN, NULL), ==, 2);
  game.origin = FT_GAME_ORIGIN_PLAYED;
  game.reason = FT_REASON_TIME;
  game.moves[FT_WHITE] = 0;
  entry = ft_profile_store_record_game (store, &game, NULL, NULL, &error);
  g_assert_cmpint (ft_history_entry_get_rated (entry), ==, FT_UNRATED_TIME_BEFORE_MOVING);
  g_assert_cmpfloat (ft_history_entry_get_new_rating (entry, FT_WHITE), ==,
                     ft_history_entry_get_rating (entry, FT_WHITE));
  /* Unfinished: not kept at all. */
  game.result = FT_RESULT_NONE;
  g_assert_null (ft_profile_store_record_game (store, &game, NULL, NULL, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (g_list_model_get_n_items (ft_profile_store_get_history (store)), ==, 4);
  g_assert_cmpuint (ft_profile_get_rating (ada, FT_RATED_KIND_FOURTEEN, NULL), ==, 2);

  /* The leaderboard: Ada (beat the hard level) above Grace; Alan-less. */
  {
    g_autoptr (GListStore) ranked = ft_profile_store_list_ranked (store, FT_RATED_KIND_FOURTEEN);
    g_autoptr (GListStore) none = ft_profile_store_list_ranked (store, FT_RATED_KIND_CHECKERS);
    g_autoptr (FtProfile) top = NULL;

    g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (ranked)), ==, 2);
    top = g_list_model_get_item (G_LIST_MODEL (ranked), 0);
    g_assert_true (top == ada);
    g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (none)), ==, 0);
    g_assert_null (ft_profile_store_dup_record_file (store, entry));
  }

  /* Per profile, newest first. */
  adas = ft_profile_store_list_history_for (store, ada);
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (adas)), ==, 4);
  {
    g_autoptr (GListStore) graces = ft_profile_store_list_history_for (store, grace);
    g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (graces)), ==, 1);
  }

  /* All of it read back: entries, ratings and their history. */
  again = open_store (f);
  g_assert_cmpuint (g_list_model_get_n_items (ft_profile_store_get_history (again)), ==, 4);
  {
    FtProfile *ada_again = ft_profile_store_find (again, ft_profile_get_id (ada));
    g_autoptr (FtHistoryEntry) first = g_list_model_get_item (ft_profile_store_get_history (again), 0);
    g_autoptr (FtHistoryEntry) last = g_list_model_get_item (ft_profile_store_get_history (again), 3);
    FtGlicko2Rating now, then;
    guint n;
    const FtRatingPoint *points;

    ft_profile_get_rating (ada, FT_RATED_KIND_FOURTEEN, &then);
    g_assert_cmpuint (ft_profile_get_rating (ada_again, FT_RATED_KIND_FOURTEEN, &now), ==, 2);
    g_assert_cmpfloat_with_epsilon (now.rating, then.rating, 1e-6);
    g_assert_cmpfloat_with_epsilon (now.volatility, then.volatility, 1e-9);
    points = ft_profile_get_rating_history (ada_again, FT_RATED_KIND_FOURTEEN, &n);
    g_assert_cmpuint (n, ==, 2);
    g_assert_cmpint (points[0].time, ==, 1700000000);
    g_assert_cmpint (ft_history_entry_get_rated (last), ==, FT_UNRATED_TIME_BEFORE_MOVING);
    g_assert_cmpint (ft_history_entry_get_seat (first, FT_BLACK)->kind, ==, FT_SEAT_COMPUTER);
    g_assert_cmpint (ft_history_entry_get_seat (first, FT_BLACK)->level, ==, FT_LEVEL_HARD);
    g_assert_nonnull (ft_history_entry_get_record_path (first));
  }
}

/* Removing a profile keeps its games unless asked; asked, only the games
 * no other profile played go, with their records. */
static void
test_remove_with_games (Fixture *f, gconstpointer data G_GNUC_UNUSED)
{
  g_autoptr (FtProfileStore) store = open_store (f);
  FtProfile *ada = nth_profile (store, 0);
  FtProfile *grace = ft_profile_store_add (store, "Grace", NULL);
  FtProfile *alan = ft_profile_store_add (store, "Alan", NULL);
  FtFinishedGame solo = game_between (grace, NULL, FT_LEVEL_EASY, FT_RESULT_WHITE_WINS);
  FtFinishedGame shared = game_between (ada, grace, FT_LEVEL_EASY, FT_RESULT_BLACK_WINS);
  FtFinishedGame other = game_between (alan, NULL, FT_LEVEL_EASY, FT_RESULT_WHITE_WINS);
  FtHistoryEntry *entry = ft_profile_store_record_game (store, &solo, "solo", "pgn", NULL);
  g_autofree char *solo_path = g_build_filename (f->dir, ft_history_entry_get_record_path (entry), NULL);
  g_autoptr (GError) error = NULL;

  ft_profile_store_record_game (store, &shared, "shared", "pgn", NULL);
  ft_profile_store_record_game (store, &other, "other", "pgn", NULL);
  g_assert_true (g_file_test (solo_path, G_FILE_TEST_EXISTS));

  g_assert_true (ft_profile_store_remove (store, alan, FALSE, &error));
  g_assert_cmpuint (g_list_model_get_n_items (ft_profile_store_get_history (store)), ==, 3);
  g_assert_true (ft_profile_store_remove (store, grace, TRUE, &error));
  g_assert_no_error (error);
  /* Grace's game alone went; the one with Ada stays, and Alan's (removed
   * without its games) too. */
  g_assert_cmpuint (g_list_model_get_n_items (ft_profile_store_get_history (store)), ==, 2);
  g_assert_false (g_file_test (solo_path, G_FILE_TEST_EXISTS));
}

static void
test_folder_and_autosave (Fixture *f, gconstpointer data G_GNUC_UNUSED)
{
  g_autoptr (FtProfileStore) store = open_store (f);
  g_autoptr (FtProfileStore) again = NULL;
  FtProfile *ada = nth_profile (store, 0), *white = NULL, *black = NULL;
  FtProfile *grace = ft_profile_store_add (store, "Grace", NULL);
  g_autofree char *folder = ft_profile_store_get_profile_folder (store, ada, NULL);
  g_autoptr (GError) error = NULL;

  g_assert_true (g_file_test (folder, G_FILE_TEST_IS_DIR));
  g_assert_true (g_str_has_prefix (folder, f->dir));
  g_assert_nonnull (strstr (folder, ft_profile_get_id (ada)));

  g_assert_false (ft_profile_store_get_autosave_owners (store, &white, &black));
  g_assert_true (ft_profile_store_set_autosave_owners (store, NULL, grace, &error));
  again = open_store (f);
  g_assert_true (ft_profile_store_get_autosave_owners (again, &white, &black));
  g_assert_null (white);
  g_assert_cmpstr (ft_profile_get_name (black), ==, "Grace");
  /* A removed owner is nobody's. */
  g_assert_true (ft_profile_store_remove (store, grace, FALSE, NULL));
  g_assert_false (ft_profile_store_get_autosave_owners (store, &white, &black));
  g_assert_true (ft_profile_store_set_autosave_owners (store, NULL, NULL, &error));
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
#define ADD(path, func) \
  g_test_add (path, Fixture, NULL, fixture_set_up, func, fixture_tear_down)
  ADD ("/profile-store/first-start", test_first_start);
  ADD ("/profile-store/add-rename-remove", test_add_rename_remove);
  ADD ("/profile-store/broken-file", test_broken_file);
  ADD ("/profile-store/issue20-items1-3-5-hostile-file", test_hostile_file);
  ADD ("/profile-store/write-failure", test_write_failure);
  ADD ("/profile-store/record-games", test_record_games);
  ADD ("/profile-store/remove-with-games", test_remove_with_games);
  ADD ("/profile-store/folder-and-autosave", test_folder_and_autosave);
#undef ADD
  return g_test_run ();
}
