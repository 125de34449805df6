/* test-ratings.c — the kinds of rated game, the computer's level ratings
 * file, and which games are rated and how (ft-rating-rules.h). */
#include "config.h"

#include <glib/gstdio.h>

#include "ft-fen.h"
#include "ft-game.h"
#include "ft-layout-file.h"
#include "ft-level-ratings.h"
#include "ft-names.h"
#include "ft-rating-rules.h"

static const char *const levels_json =
  "{ \"kinds\": {"
  "  \"fourteen\": { \"level-1\": { \"rating\": 1000, \"deviation\": 40 },"
  "                \"level-8\": { \"rating\": 1500, \"deviation\": 60, \"low\": 1400, \"high\": 1620, \"games\": 80 },"
  "                \"level-18\": { \"rating\": 2000, \"deviation\": 80 } },"
  "  \"checkers\": { \"level-1\": { \"rating\": -100, \"deviation\": 40 },"
  "                \"level-20\": { \"rating\": 1700, \"deviation\": 50 } } } }";

static char *
write_temp (const char *text)
{
  g_autofree char *dir = g_dir_make_tmp ("fourteen-ratings-XXXXXX", NULL);
  char *path = g_build_filename (dir, "level-ratings.json", NULL);

  g_assert_true (g_file_set_contents (path, text, -1, NULL));
  return path;
}

static void
remove_temp (const char *path)
{
  g_autofree char *dir = g_path_get_dirname (path);

  g_unlink (path);
  g_rmdir (dir);
}

static FtLevelRatings *
load_levels (const char *text, GPtrArray *problems)
{
  g_autofree char *path = write_temp (text);
  FtLevelRatings *levels = ft_level_ratings_load (path, problems);

  remove_temp (path);
  return levels;
}

/* ---- Kinds ----------------------------------------------------------------- */

static void
test_kinds (void)
{
  g_autoptr (FtGameSetup) setup = ft_game_setup_new_default ();
  g_autoptr (GPtrArray) problems = ft_problem_list_new ();
  g_autofree char *layout = g_build_filename (SOURCE_DIR, "data", "layouts", "fairy-12x10.txt", NULL);
  int kind;

  g_assert_cmpint (ft_rated_kind_of_setup (setup), ==, FT_RATED_KIND_FOURTEEN);
  setup->fog_of_war = TRUE;
  g_assert_cmpint (ft_rated_kind_of_setup (setup), ==, FT_RATED_KIND_CUSTOM);
  setup->fog_of_war = FALSE;
  ft_position_set_standard_start (setup->start);
  g_assert_cmpint (ft_rated_kind_of_setup (setup), ==, FT_RATED_KIND_STANDARD);
  g_assert_true (ft_layout_load_file (layout, FT_RULES_FOURTEEN, 12, 10, setup->start, problems));
  g_assert_cmpint (ft_rated_kind_of_setup (setup), ==, FT_RATED_KIND_FAIRY_12X10);
  /* One pawn moved: another board. */
  ft_position_set_piece (setup->start, FT_SQUARE (0, 1), FT_EMPTY);
  ft_position_set_piece (setup->start, FT_SQUARE (0, 2), FT_MAKE_PIECE (FT_WHITE, FT_PAWN));
  g_assert_true (ft_position_finish_setup (setup->start, NULL));
  g_assert_cmpint (ft_rated_kind_of_setup (setup), ==, FT_RATED_KIND_CUSTOM);
  setup->game = FT_GAME_KIND_CHECKERS;
  g_assert_cmpint (ft_rated_kind_of_setup (setup), ==, FT_RATED_KIND_CHECKERS);

  /* One name table: the enum's nicks. */
  g_assert_cmpstr (ft_name_of (FT_TYPE_RATED_KIND, FT_RATED_KIND_FAIRY_12X10), ==, "fairy-12x10");
  g_assert_true (ft_name_parse (FT_TYPE_RATED_KIND, "checkers", &kind));
  g_assert_cmpint (kind, ==, FT_RATED_KIND_CHECKERS);
  g_assert_nonnull (ft_rated_kind_label (FT_RATED_KIND_CUSTOM));
}

/* ---- The level ratings file ------------------------------------------------- */

static void
test_level_ratings (void)
{
  g_autoptr (GPtrArray) problems = ft_problem_list_new ();
  g_autoptr (FtLevelRatings) levels = load_levels (levels_json, problems);
  FtLevel checkers_top = ft_rated_kind_top_level (FT_RATED_KIND_CHECKERS);
  double rating, deviation, low, high;
  guint games;

  g_assert_nonnull (levels);
  g_assert_true (ft_level_ratings_get (levels, FT_RATED_KIND_FOURTEEN, FT_LEVEL_8, &rating, &deviation));
  g_assert_cmpfloat (rating, ==, 1500);
  g_assert_cmpfloat (deviation, ==, 60);
  g_assert_true (ft_level_ratings_get_interval (levels, FT_RATED_KIND_FOURTEEN, FT_LEVEL_8, &low, &high, &games));
  g_assert_cmpfloat (low, ==, 1400);
  g_assert_cmpfloat (high, ==, 1620);
  g_assert_cmpuint (games, ==, 80);
  /* Without an interval: the deviation's; without games: 0. */
  g_assert_true (ft_level_ratings_get_interval (levels, FT_RATED_KIND_FOURTEEN, FT_LEVEL_1, &low, &high, &games));
  g_assert_cmpfloat (low, ==, 1000 - 1.96 * 40);
  g_assert_cmpfloat (high, ==, 1000 + 1.96 * 40);
  g_assert_cmpuint (games, ==, 0);
  /* Not measured: the 14×14 figures; a level not in the file: none. */
  g_assert_true (ft_level_ratings_get (levels, FT_RATED_KIND_CUSTOM, FT_LEVEL_8, &rating, NULL));
  g_assert_cmpfloat (rating, ==, 1500);
  g_assert_false (ft_level_ratings_get (levels, FT_RATED_KIND_FOURTEEN, FT_LEVEL_5, &rating, NULL));
  /* A rating below 0 is a rating. */
  g_assert_true (ft_level_ratings_get (levels, FT_RATED_KIND_CHECKERS, FT_LEVEL_1, &rating, NULL));
  g_assert_cmpfloat (rating, ==, -100);
  /* Above the top of its game's ladder a level is rated as the top. */
  if (checkers_top < FT_LEVEL_TOP)
    g_assert_false (ft_level_ratings_get (levels, FT_RATED_KIND_CHECKERS, FT_LEVEL_TOP, &rating, NULL));
}

/* Each problem named with the key path. */
static void
test_level_ratings_errors (void)
{
  static const struct {
    const char *json, *message;
  } cases[] = {
    { "{ \"kinds\": ", "malformed JSON" },
    { "[]", "must be a JSON object" },
    { "{}", "kinds is missing" },
    { "{ \"kinds\": { \"chess\": {} } }", "kinds.chess: unknown kind of game" },
    { "{ \"kinds\": { \"fourteen\": { \"level-1\": { \"rating\": 9000, \"deviation\": 4 } } } }",
      "kinds.fourteen.level-1.rating must be a number from -5000 to 5000" },
    { "{ \"kinds\": { \"fourteen\": { \"level-1\": { \"rating\": 1000 } } } }",
      "kinds.fourteen.level-1 needs a rating and a deviation" },
    { "{ \"kinds\": { \"fourteen\": { \"level-2\": { \"rating\": 1000, \"deviation\": 9, \"low\": 1100 } } } }",
      "kinds.fourteen.level-2: the interval (low, high) must hold the rating 1000" },
    { "{ \"kinds\": { \"fourteen\": { \"level-3\": 3 } } }", "kinds.fourteen.level-3 must be an object" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr (GPtrArray) problems = ft_problem_list_new ();
      g_autoptr (FtLevelRatings) levels = load_levels (cases[i].json, problems);
      g_autofree char *text = ft_problem_list_to_string (problems);

      g_test_message ("%s → %s", cases[i].json, text);
      g_assert_null (levels);
      g_assert_nonnull (strstr (text, cases[i].message));
      g_assert_nonnull (strstr (text, "level-ratings.json"));
    }
  {
    g_autoptr (GPtrArray) problems = ft_problem_list_new ();
    g_assert_null (ft_level_ratings_load ("/nonexistent/level-ratings.json", problems));
    g_assert_true (ft_problem_list_has_errors (problems));
  }
}

/* The shipped file reads and has every level of every measured kind, the
 * ratings rising with the levels, each inside its interval; UCI_Elo maps
 * onto the standard chess ladder, never lower for a higher Elo, from level
 * 1 at the least to the top at the most. */
static void
test_shipped_level_ratings (void)
{
  g_autoptr (GPtrArray) problems = ft_problem_list_new ();
  g_autoptr (FtLevelRatings) levels = ft_level_ratings_load_shipped (problems);
  FtRatedKind measured[] = { FT_RATED_KIND_FOURTEEN, FT_RATED_KIND_STANDARD,
                             FT_RATED_KIND_FAIRY_12X10, FT_RATED_KIND_FAIRY_10X10,
                             FT_RATED_KIND_CHECKERS };
  g_autofree char *text = ft_problem_list_to_string (problems);
  FtLevel last = FT_LEVEL_1;
  int min, max;

  g_assert_nonnull (levels);
  g_assert_cmpstr (text, ==, "");
  for (guint i = 0; i < G_N_ELEMENTS (measured); i++)
    {
      double before = -G_MAXDOUBLE;

      for (FtLevel level = FT_LEVEL_1; level <= ft_rated_kind_top_level (measured[i]); level++)
        {
          double rating, low, high;
          guint games;

          g_assert_true (ft_level_ratings_get (levels, measured[i], level, &rating, NULL));
          g_assert_true (ft_level_ratings_get_interval (levels, measured[i], level, &low, &high, &games));
          g_assert_cmpfloat (rating, >, before);
          g_assert_cmpfloat (low, <=, rating);
          g_assert_cmpfloat (high, >=, rating);
          g_assert_cmpuint (games, >, 0);
          before = rating;
        }
    }
  /* The three ladders measured; the fairy boards use the 14×14 figures. */
  g_assert_true (ft_level_ratings_measures (levels, FT_RATED_KIND_STANDARD));
  g_assert_true (ft_level_ratings_measures (levels, FT_RATED_KIND_FOURTEEN));
  g_assert_true (ft_level_ratings_measures (levels, FT_RATED_KIND_CHECKERS));
  g_assert_false (ft_level_ratings_measures (levels, FT_RATED_KIND_FAIRY_12X10));
  g_assert_false (ft_level_ratings_measures (levels, FT_RATED_KIND_CUSTOM));
  g_assert_true (ft_level_ratings_range (levels, FT_RATED_KIND_STANDARD, &min, &max));
  g_assert_cmpint (ft_level_ratings_level_for_elo (levels, FT_RATED_KIND_STANDARD, min), ==, FT_LEVEL_1);
  g_assert_cmpint (ft_level_ratings_level_for_elo (levels, FT_RATED_KIND_STANDARD, max), ==,
                   ft_rated_kind_top_level (FT_RATED_KIND_STANDARD));
  for (int elo = min; elo <= max; elo++)
    {
      FtLevel level = ft_level_ratings_level_for_elo (levels, FT_RATED_KIND_STANDARD, elo);

      g_assert_cmpint (level, >=, last);
      last = level;
    }
}

/* ---- Which games are rated -------------------------------------------------- */

static FtFinishedGame
profile_against_computer (void)
{
  FtFinishedGame game = { 0 };

  game.kind = FT_RATED_KIND_FOURTEEN;
  game.seats[FT_WHITE].kind = FT_SEAT_PROFILE;
  game.seats[FT_WHITE].profile_id = "ada";
  game.seats[FT_BLACK].kind = FT_SEAT_COMPUTER;
  game.seats[FT_BLACK].level = FT_LEVEL_NORMAL;
  game.result = FT_RESULT_WHITE_WINS;
  game.reason = FT_REASON_CHECKMATE;
  game.moves[0] = 20;
  game.moves[1] = 19;
  return game;
}

static void
test_rated_and_not (void)
{
  g_autoptr (GPtrArray) problems = ft_problem_list_new ();
  g_autoptr (FtLevelRatings) levels = load_levels (levels_json, problems);
  FtFinishedGame game = profile_against_computer ();

  g_assert_cmpint (ft_rating_rules_check (&game, levels), ==, FT_RATED);
  g_assert_null (ft_rating_rules_explain (FT_RATED));
  /* No level figures at all: against the computer, not rated. */
  g_assert_cmpint (ft_rating_rules_check (&game, NULL), ==, FT_UNRATED_NO_LEVEL_RATING);

  game.origin = FT_GAME_ORIGIN_PUZZLE;
  g_assert_cmpint (ft_rating_rules_check (&game, levels), ==, FT_UNRATED_PUZZLE);
  game.origin = FT_GAME_ORIGIN_OPENED_FILE;
  g_assert_cmpint (ft_rating_rules_check (&game, levels), ==, FT_UNRATED_OPENED_FILE);
  game.origin = FT_GAME_ORIGIN_NETWORK;
  g_assert_cmpint (ft_rating_rules_check (&game, levels), ==, FT_UNRATED_NETWORK);
  game = profile_against_computer ();
  game.seats[FT_BLACK].kind = FT_SEAT_REMOTE;
  g_assert_cmpint (ft_rating_rules_check (&game, levels), ==, FT_UNRATED_NETWORK);

  game = profile_against_computer ();
  game.result = FT_RESULT_NONE;
  g_assert_cmpint (ft_rating_rules_check (&game, levels), ==, FT_UNRATED_UNFINISHED);

  /* On time before the loser moved: not rated; after one move: rated. */
  game = profile_against_computer ();
  game.reason = FT_REASON_TIME;
  game.result = FT_RESULT_BLACK_WINS;
  game.moves[FT_WHITE] = 0;
  game.moves[FT_BLACK] = 0;
  g_assert_cmpint (ft_rating_rules_check (&game, levels), ==, FT_UNRATED_TIME_BEFORE_MOVING);
  game.moves[FT_WHITE] = 1;
  g_assert_cmpint (ft_rating_rules_check (&game, levels), ==, FT_RATED);
  /* The winner not having moved does not matter. */
  game.result = FT_RESULT_WHITE_WINS;
  game.moves[FT_WHITE] = 0;
  game.moves[FT_BLACK] = 1;
  g_assert_cmpint (ft_rating_rules_check (&game, levels), ==, FT_RATED);

  game = profile_against_computer ();
  game.seats[FT_WHITE].kind = FT_SEAT_COMPUTER;
  g_assert_cmpint (ft_rating_rules_check (&game, levels), ==, FT_UNRATED_NO_PROFILE);
  game = profile_against_computer ();
  game.seats[FT_BLACK] = game.seats[FT_WHITE];
  g_assert_cmpint (ft_rating_rules_check (&game, levels), ==, FT_UNRATED_SAME_PROFILE);
  game.seats[FT_BLACK].profile_id = "grace";
  g_assert_cmpint (ft_rating_rules_check (&game, levels), ==, FT_RATED);

  for (FtUnratedReason why = FT_UNRATED_UNFINISHED; why <= FT_UNRATED_NO_LEVEL_RATING; why++)
    g_assert_true (g_str_has_prefix (ft_rating_rules_explain (why), "Not rated"));
}

/* Against the computer: its level's fixed figures; between profiles: each
 * from the other's rating before the game. */
static void
test_rate (void)
{
  g_autoptr (GPtrArray) problems = ft_problem_list_new ();
  g_autoptr (FtLevelRatings) levels = load_levels (levels_json, problems);
  FtFinishedGame game = profile_against_computer ();
  FtGlicko2Rating before[2] = { ft_glicko2_start (), ft_glicko2_start () }, after[2];
  FtGlicko2Game expected_game = { 1500, 60, 1 };
  FtGlicko2Rating expected = ft_glicko2_update (&before[0], &expected_game, 1, FT_GLICKO2_TAU);

  g_assert_cmpint (ft_rating_rules_rate (&game, levels, before, after), ==, FT_RATED);
  g_assert_cmpfloat_with_epsilon (after[FT_WHITE].rating, expected.rating, 1e-9);
  g_assert_cmpfloat (after[FT_BLACK].rating, ==, 1500); /* the level's, fixed */
  g_assert_cmpfloat (after[FT_BLACK].deviation, ==, 60);

  /* Each result kind moves the rating its way. */
  game.result = FT_RESULT_DRAW;
  game.seats[FT_BLACK].level = FT_LEVEL_HARD;
  ft_rating_rules_rate (&game, levels, before, after);
  g_assert_cmpfloat (after[FT_WHITE].rating, >, 1500); /* a draw with a 2000 */
  game.result = FT_RESULT_BLACK_WINS;
  ft_rating_rules_rate (&game, levels, before, after);
  g_assert_cmpfloat (after[FT_WHITE].rating, <, 1500);

  /* Two profiles: symmetric from equal ratings. */
  game.seats[FT_BLACK].kind = FT_SEAT_PROFILE;
  game.seats[FT_BLACK].profile_id = "grace";
  game.result = FT_RESULT_WHITE_WINS;
  ft_rating_rules_rate (&game, levels, before, after);
  g_assert_cmpfloat_with_epsilon (after[FT_WHITE].rating - 1500, 1500 - after[FT_BLACK].rating, 1e-6);
  g_assert_cmpfloat (after[FT_WHITE].rating, >, 1600);

  /* Not rated: after untouched. */
  after[FT_WHITE].rating = -1;
  game.origin = FT_GAME_ORIGIN_PUZZLE;
  g_assert_cmpint (ft_rating_rules_rate (&game, levels, before, after), ==, FT_UNRATED_PUZZLE);
  g_assert_cmpfloat (after[FT_WHITE].rating, ==, -1);

  g_assert_cmpfloat (ft_rating_rules_score (FT_RESULT_DRAW, FT_BLACK), ==, 0.5);
  g_assert_cmpfloat (ft_rating_rules_score (FT_RESULT_BLACK_WINS, FT_BLACK), ==, 1);
  g_assert_cmpfloat (ft_rating_rules_score (FT_RESULT_BLACK_WINS, FT_WHITE), ==, 0);
}

/* A game as it stands: kind, result and each side's moves. */
static void
test_describe_game (void)
{
  g_autoptr (FtGameSetup) setup = ft_game_setup_new_default ();
  g_autoptr (FtGame) game = NULL;
  static const char *const moves[] = { "f2f3", "e7e5", "g2g4", "d8h4" };
  FtFinishedGame described = { 0 };

  ft_position_set_standard_start (setup->start);
  setup->time_control = FT_TIME_CONTROL_UNTIMED;
  game = ft_game_setup_create_game (setup);
  ft_rating_rules_describe_game (game, setup, &described);
  g_assert_cmpint (described.kind, ==, FT_RATED_KIND_STANDARD);
  g_assert_cmpint (described.result, ==, FT_RESULT_NONE);
  g_assert_cmpuint (described.moves[FT_WHITE] + described.moves[FT_BLACK], ==, 0);
  for (guint i = 0; i < G_N_ELEMENTS (moves); i++)
    g_assert_true (ft_game_append_recorded_move (
      game, ft_position_parse_move (ft_game_get_position (game), moves[i]), -1, -1));
  ft_rating_rules_describe_game (game, setup, &described);
  g_assert_cmpint (described.result, ==, FT_RESULT_BLACK_WINS);
  g_assert_cmpint (described.reason, ==, FT_REASON_CHECKMATE);
  g_assert_cmpuint (described.moves[FT_WHITE], ==, 2);
  g_assert_cmpuint (described.moves[FT_BLACK], ==, 2);

  /* Black to move first: Black's moves are the even ones. */
  g_assert_true (ft_fen_parse ("4k3/4p3/8/8/8/8/4P3/4K3 b - - 0 1", FT_RULES_STANDARD, setup->start, NULL));
  g_clear_object (&game);
  game = ft_game_setup_create_game (setup);
  g_assert_true (ft_game_append_recorded_move (
    game, ft_position_parse_move (ft_game_get_position (game), "e7e6"), -1, -1));
  ft_rating_rules_describe_game (game, setup, &described);
  g_assert_cmpuint (described.moves[FT_BLACK], ==, 1);
  g_assert_cmpuint (described.moves[FT_WHITE], ==, 0);
  g_assert_cmpint (described.kind, ==, FT_RATED_KIND_CUSTOM);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/ratings/kinds", test_kinds);
  g_test_add_func ("/ratings/level-ratings", test_level_ratings);
  g_test_add_func ("/ratings/level-ratings-errors", test_level_ratings_errors);
  g_test_add_func ("/ratings/shipped-level-ratings", test_shipped_level_ratings);
  g_test_add_func ("/ratings/rated-and-not", test_rated_and_not);
  g_test_add_func ("/ratings/rate", test_rate);
  g_test_add_func ("/ratings/describe-game", test_describe_game);
  return g_test_run ();
}
