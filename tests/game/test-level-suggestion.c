/* test-level-suggestion.c — the level suggested by a player's rating, and
 * the next level offered after a run of wins (ft-level-suggestion.h). */
#include "config.h"

#include <glib/gstdio.h>

#include "ft-history-entry.h"
#include "ft-level-suggestion.h"
#include "ft-problem.h"

/* Every level rated 450, 600, … at standard chess, 14×14 not measured
 * beyond level 3. */
static FtLevelRatings *
test_ratings (void)
{
  g_autoptr (GString) json = g_string_new ("{ \"kinds\": { \"standard\": {");
  g_autofree char *dir = g_dir_make_tmp ("fourteen-suggest-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "level-ratings.json", NULL);
  g_autoptr (GPtrArray) problems = ft_problem_list_new ();
  FtLevelRatings *ratings;

  for (int level = FT_LEVEL_1; level <= FT_LEVEL_TOP; level++)
    g_string_append_printf (json, "%s \"level-%d\": { \"rating\": %d, \"deviation\": 30 }",
                            level > FT_LEVEL_1 ? "," : "", level, 300 + 150 * level);
  g_string_append (json, " }, \"fourteen\": { \"level-1\": { \"rating\": 800, \"deviation\": 30 },"
                         " \"level-2\": { \"rating\": 1000, \"deviation\": 30 },"
                         " \"level-3\": { \"rating\": 1200, \"deviation\": 30 } } } }");
  g_assert_true (g_file_set_contents (path, json->str, -1, NULL));
  ratings = ft_level_ratings_load (path, problems);
  g_assert_nonnull (ratings);
  g_unlink (path);
  g_rmdir (dir);
  return ratings;
}

/* The nearest level follows the rating up and down; an uncertain rating
 * aims lower; the text says it as the window shows it. */
static void
test_suggest (void)
{
  g_autoptr (FtLevelRatings) ratings = test_ratings ();
  FtLevel level, last = FT_LEVEL_1;
  double level_rating;
  g_autofree char *text = NULL;

  /* 1450 ± 60 aims at 1436: 1500 is nearest… */
  g_assert_true (ft_level_suggest (ratings, FT_RATED_KIND_STANDARD, 1450, 60, &level, &level_rating));
  g_assert_cmpint (level, ==, FT_LEVEL_8);
  g_assert_cmpfloat (level_rating, ==, 1500);
  /* …and 1350 and 1500 are both 75 from 1425 ± 50: the lower. */
  g_assert_true (ft_level_suggest (ratings, FT_RATED_KIND_STANDARD, 1425, 50, &level, NULL));
  g_assert_cmpint (level, ==, FT_LEVEL_7);
  /* A new player, 1500 ± 350, aims at 1500 − 1.4 × 300 = 1080: 1050. */
  g_assert_true (ft_level_suggest (ratings, FT_RATED_KIND_STANDARD, 1500, 350, &level, &level_rating));
  g_assert_cmpint (level, ==, FT_LEVEL_5);
  g_assert_cmpfloat (level_rating, ==, 1050);
  /* A settled rating (± 50 or less) is the aim itself. */
  g_assert_true (ft_level_suggest (ratings, FT_RATED_KIND_STANDARD, 1500, 50, &level, NULL));
  g_assert_cmpint (level, ==, FT_LEVEL_8);
  g_assert_true (ft_level_suggest (ratings, FT_RATED_KIND_STANDARD, 1500, 20, &level, NULL));
  g_assert_cmpint (level, ==, FT_LEVEL_8);
  /* The aim rises as the deviation shrinks, and never falls below 0. */
  last = FT_LEVEL_1;
  for (double deviation = 350; deviation >= 50; deviation -= 10)
    {
      g_assert_true (ft_level_suggest (ratings, FT_RATED_KIND_STANDARD, 1500, deviation, &level, NULL));
      g_assert_cmpint (level, >=, last);
      last = level;
    }
  g_assert_true (ft_level_suggest (ratings, FT_RATED_KIND_STANDARD, 300, 350, &level, NULL));
  g_assert_cmpint (level, ==, FT_LEVEL_1);
  last = FT_LEVEL_1;
  /* Far outside the ladder: its ends. */
  g_assert_true (ft_level_suggest (ratings, FT_RATED_KIND_STANDARD, -400, 30, &level, NULL));
  g_assert_cmpint (level, ==, FT_LEVEL_1);
  g_assert_true (ft_level_suggest (ratings, FT_RATED_KIND_STANDARD, 9000, 30, &level, NULL));
  g_assert_cmpint (level, ==, ft_rated_kind_top_level (FT_RATED_KIND_STANDARD));
  /* The suggestion never falls as the rating rises. */
  for (double r = 0; r < 4000; r += 25)
    {
      g_assert_true (ft_level_suggest (ratings, FT_RATED_KIND_STANDARD, r, 50, &level, NULL));
      g_assert_cmpint (level, >=, last);
      last = level;
    }
  /* A kind measured for three levels: one of those. */
  g_assert_true (ft_level_suggest (ratings, FT_RATED_KIND_FOURTEEN, 2000, 50, &level, NULL));
  g_assert_cmpint (level, ==, FT_LEVEL_3);

  text = ft_level_suggest_text (ratings, FT_RATED_KIND_STANDARD, 1450, 60);
  g_assert_cmpstr (text, ==, "Suggested: level 8, about 1500");
}

/* Each level with its rating, as the New Game dialog lists them; without
 * figures the bare label. */
static void
test_rated_label (void)
{
  g_autoptr (FtLevelRatings) ratings = test_ratings ();
  g_autofree char *four = ft_level_rated_label (ratings, FT_RATED_KIND_STANDARD, FT_LEVEL_4);
  g_autofree char *fourteen = ft_level_rated_label (ratings, FT_RATED_KIND_FOURTEEN, FT_LEVEL_2);
  g_autofree char *unmeasured = ft_level_rated_label (ratings, FT_RATED_KIND_FOURTEEN, FT_LEVEL_5);
  g_autofree char *none = ft_level_rated_label (NULL, FT_RATED_KIND_STANDARD, FT_LEVEL_4);

  g_assert_cmpstr (four, ==, "Level 4, about 900");
  g_assert_cmpstr (fourteen, ==, "Level 2, about 1000");
  g_assert_cmpstr (unmeasured, ==, "Level 5");
  g_assert_cmpstr (none, ==, "Level 4");
}

static void
add_game (GListStore *history, gint64 time, FtRatedKind kind, FtSeatKind opponent, FtLevel level,
          FtResult result)
{
  FtFinishedGame game = { 0 };
  double ratings[2] = { 1500, 1500 };
  g_autoptr (FtHistoryEntry) entry = NULL;

  game.kind = kind;
  game.origin = FT_GAME_ORIGIN_PLAYED;
  game.seats[FT_WHITE].kind = FT_SEAT_PROFILE;
  game.seats[FT_WHITE].profile_id = "ada";
  game.seats[FT_BLACK].kind = opponent;
  game.seats[FT_BLACK].profile_id = opponent == FT_SEAT_PROFILE ? "grace" : NULL;
  game.seats[FT_BLACK].level = level;
  game.result = result;
  game.reason = FT_REASON_CHECKMATE;
  game.time = time;
  entry = ft_history_entry_new (&game, NULL, FT_RATED, ratings, ratings);
  /* Newest first at the front, as the store keeps it; the order must not
   * matter. */
  g_list_store_insert (history, time % 2, entry);
}

/* Three wins in a row against a level offer the next one; a loss, a
 * draw or a win against a lower level in the run does not; other kinds and
 * games against people do not count; the top has no next. */
static void
test_offer_next (void)
{
  g_autoptr (GListStore) history = g_list_store_new (FT_TYPE_HISTORY_ENTRY);
  const FtResult win = FT_RESULT_WHITE_WINS;
  FtLevel next = 0;

  add_game (history, 10, FT_RATED_KIND_STANDARD, FT_SEAT_COMPUTER, FT_LEVEL_4, win);
  add_game (history, 11, FT_RATED_KIND_STANDARD, FT_SEAT_COMPUTER, FT_LEVEL_4, win);
  g_assert_false (ft_level_offer_next (G_LIST_MODEL (history), "ada", FT_RATED_KIND_STANDARD,
                                       FT_LEVEL_4, &next));
  /* Games of another kind and against a person between: not counted. */
  add_game (history, 12, FT_RATED_KIND_FOURTEEN, FT_SEAT_COMPUTER, FT_LEVEL_4, FT_RESULT_BLACK_WINS);
  add_game (history, 13, FT_RATED_KIND_STANDARD, FT_SEAT_PROFILE, FT_LEVEL_1, FT_RESULT_BLACK_WINS);
  add_game (history, 14, FT_RATED_KIND_STANDARD, FT_SEAT_COMPUTER, FT_LEVEL_4, win);
  g_assert_true (ft_level_offer_next (G_LIST_MODEL (history), "ada", FT_RATED_KIND_STANDARD,
                                      FT_LEVEL_4, &next));
  g_assert_cmpint (next, ==, FT_LEVEL_5);
  /* Nobody else's run. */
  g_assert_false (ft_level_offer_next (G_LIST_MODEL (history), "grace", FT_RATED_KIND_STANDARD,
                                       FT_LEVEL_4, &next));
  /* Asked about another level than the last game's: no. */
  g_assert_false (ft_level_offer_next (G_LIST_MODEL (history), "ada", FT_RATED_KIND_STANDARD,
                                       FT_LEVEL_3, &next));
  /* A draw ends the run; three more wins make a new one, the first of
   * them against a lower level: not yet. */
  add_game (history, 15, FT_RATED_KIND_STANDARD, FT_SEAT_COMPUTER, FT_LEVEL_4, FT_RESULT_DRAW);
  g_assert_false (ft_level_offer_next (G_LIST_MODEL (history), "ada", FT_RATED_KIND_STANDARD,
                                       FT_LEVEL_4, &next));
  add_game (history, 16, FT_RATED_KIND_STANDARD, FT_SEAT_COMPUTER, FT_LEVEL_3, win);
  add_game (history, 17, FT_RATED_KIND_STANDARD, FT_SEAT_COMPUTER, FT_LEVEL_4, win);
  add_game (history, 18, FT_RATED_KIND_STANDARD, FT_SEAT_COMPUTER, FT_LEVEL_4, win);
  g_assert_false (ft_level_offer_next (G_LIST_MODEL (history), "ada", FT_RATED_KIND_STANDARD,
                                       FT_LEVEL_4, &next));
  add_game (history, 19, FT_RATED_KIND_STANDARD, FT_SEAT_COMPUTER, FT_LEVEL_4, win);
  g_assert_true (ft_level_offer_next (G_LIST_MODEL (history), "ada", FT_RATED_KIND_STANDARD,
                                      FT_LEVEL_4, &next));
  /* The top of the game's ladder has no next. */
  for (gint64 t = 20; t < 23; t++)
    add_game (history, t, FT_RATED_KIND_STANDARD, FT_SEAT_COMPUTER,
              ft_rated_kind_top_level (FT_RATED_KIND_STANDARD), win);
  g_assert_false (ft_level_offer_next (G_LIST_MODEL (history), "ada", FT_RATED_KIND_STANDARD,
                                       ft_rated_kind_top_level (FT_RATED_KIND_STANDARD), &next));
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/level-suggestion/suggest", test_suggest);
  g_test_add_func ("/level-suggestion/offer-next", test_offer_next);
  g_test_add_func ("/level-suggestion/rated-label", test_rated_label);
  return g_test_run ();
}
