/* test-profile-statistics.c — a profile's games counted from the history. */
#include "config.h"

#include "ft-profile-statistics.h"

static void
add_game (GListStore *history, FtRatedKind kind, FtGameOrigin origin, FtSeatKind black_kind,
          const char *black_id, FtLevel level, FtResult result, FtUnratedReason rated,
          double black_rating)
{
  FtFinishedGame game = { 0 };
  double ratings[2] = { 1500, black_rating };
  g_autoptr (FtHistoryEntry) entry = NULL;

  game.kind = kind;
  game.origin = origin;
  game.seats[FT_WHITE].kind = FT_SEAT_PROFILE;
  game.seats[FT_WHITE].profile_id = "ada";
  game.seats[FT_BLACK].kind = black_kind;
  game.seats[FT_BLACK].profile_id = black_id;
  game.seats[FT_BLACK].level = level;
  game.result = result;
  game.reason = FT_REASON_CHECKMATE;
  game.time = 1;
  entry = ft_history_entry_new (&game, NULL, rated, ratings, ratings);
  g_list_store_append (history, entry);
}

static void
test_counts (void)
{
  g_autoptr (GListStore) history = g_list_store_new (FT_TYPE_HISTORY_ENTRY);
  g_autoptr (FtProfileStatistics) ada = NULL;
  g_autoptr (FtProfileStatistics) grace = NULL;
  FtProfileCounts c;
  FtHistoryEntry *best;
  FtStatsOpponent top;
  double rating = 0;

  add_game (history, FT_RATED_KIND_FOURTEEN, FT_GAME_ORIGIN_PLAYED, FT_SEAT_COMPUTER, NULL,
            FT_LEVEL_HARD, FT_RESULT_WHITE_WINS, FT_RATED, 2100);
  add_game (history, FT_RATED_KIND_FOURTEEN, FT_GAME_ORIGIN_PLAYED, FT_SEAT_COMPUTER, NULL,
            FT_LEVEL_EASY, FT_RESULT_WHITE_WINS, FT_RATED, 1000);
  add_game (history, FT_RATED_KIND_FOURTEEN, FT_GAME_ORIGIN_PLAYED, FT_SEAT_COMPUTER, NULL,
            FT_LEVEL_HARD, FT_RESULT_BLACK_WINS, FT_RATED, 2100);
  add_game (history, FT_RATED_KIND_CHECKERS, FT_GAME_ORIGIN_PLAYED, FT_SEAT_PROFILE, "grace",
            FT_LEVEL_EASY, FT_RESULT_DRAW, FT_RATED, 1600);
  add_game (history, FT_RATED_KIND_STANDARD, FT_GAME_ORIGIN_NETWORK, FT_SEAT_REMOTE, NULL,
            FT_LEVEL_EASY, FT_RESULT_WHITE_WINS, FT_UNRATED_NETWORK, 2900);
  /* Not counted: a puzzle, an opened file. */
  add_game (history, FT_RATED_KIND_FOURTEEN, FT_GAME_ORIGIN_PUZZLE, FT_SEAT_COMPUTER, NULL,
            FT_LEVEL_HARD, FT_RESULT_WHITE_WINS, FT_UNRATED_PUZZLE, 2100);
  add_game (history, FT_RATED_KIND_FOURTEEN, FT_GAME_ORIGIN_OPENED_FILE, FT_SEAT_COMPUTER, NULL,
            FT_LEVEL_HARD, FT_RESULT_WHITE_WINS, FT_UNRATED_OPENED_FILE, 2100);

  ada = ft_profile_statistics_new (G_LIST_MODEL (history), "ada");
  ft_profile_statistics_get (ada, FT_STATS_ALL, FT_STATS_ALL, &c);
  g_assert_cmpuint (c.played, ==, 5);
  g_assert_cmpuint (c.won, ==, 3);
  g_assert_cmpuint (c.drawn, ==, 1);
  g_assert_cmpuint (c.lost, ==, 1);
  /* "hard" (level 24) plays as the top of the 14×14 ladder, and counts as it. */
  top = ft_stats_opponent_of_level (ft_rated_kind_top_level (FT_RATED_KIND_FOURTEEN));
  g_assert_cmpstr (ft_stats_opponent_label (top), ==, "Level 18");
  ft_profile_statistics_get (ada, FT_RATED_KIND_FOURTEEN, top, &c);
  g_assert_cmpuint (c.played, ==, 2);
  g_assert_cmpuint (c.won, ==, 1);
  g_assert_cmpuint (c.lost, ==, 1);
  ft_profile_statistics_get (ada, FT_STATS_ALL, ft_stats_opponent_of_level (FT_LEVEL_HARD), &c);
  g_assert_cmpuint (c.played, ==, 0);
  ft_profile_statistics_get (ada, FT_STATS_ALL, FT_STATS_OPPONENT_NETWORK, &c);
  g_assert_cmpuint (c.won, ==, 1);
  ft_profile_statistics_get (ada, FT_RATED_KIND_CHECKERS, FT_STATS_OPPONENT_PERSON, &c);
  g_assert_cmpuint (c.drawn, ==, 1);
  ft_profile_statistics_get (ada, FT_RATED_KIND_FAIRY_10X10, FT_STATS_ALL, &c);
  g_assert_cmpuint (c.played, ==, 0);

  /* Best win: rated only (the network win over 2900 does not count). */
  best = ft_profile_statistics_get_best_win (ada, FT_STATS_ALL, &rating);
  g_assert_nonnull (best);
  g_assert_cmpfloat (rating, ==, 2100);
  g_assert_null (ft_profile_statistics_get_best_win (ada, FT_RATED_KIND_CHECKERS, NULL));

  /* Grace, Black in one game: a draw with a person. */
  grace = ft_profile_statistics_new (G_LIST_MODEL (history), "grace");
  ft_profile_statistics_get (grace, FT_STATS_ALL, FT_STATS_ALL, &c);
  g_assert_cmpuint (c.played, ==, 1);
  g_assert_cmpuint (c.drawn, ==, 1);
  ft_profile_statistics_get (grace, FT_STATS_ALL, FT_STATS_OPPONENT_PERSON, &c);
  g_assert_cmpuint (c.played, ==, 1);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/profile-statistics/counts", test_counts);
  return g_test_run ();
}
