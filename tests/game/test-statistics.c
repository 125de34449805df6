/* test-statistics.c — FtStatistics: games counted per kind of game, level
 * and opponent in statistics.ini, saved at once, read back; files of the
 * time before kinds were counted apart; corrupt files. */
#include "config.h"

#include <string.h>

#include <glib/gstdio.h>

#include "ft-statistics.h"

static void
test_statistics (void)
{
  g_autofree char *dir = g_dir_make_tmp ("fourteen-stats-XXXXXX", NULL);
  g_autofree char *sub = g_build_filename (dir, "fourteen", NULL);
  g_autofree char *path = g_build_filename (sub, "statistics.ini", NULL);
  g_autofree char *contents = NULL;
  FtStatistics *stats = ft_statistics_load (sub);
  FtStatisticsCounts c;

  g_assert_cmpstr (ft_statistics_get_path (stats), ==, path);
  ft_statistics_get (stats, "fourteen", FT_OPPONENT_COMPUTER, FT_LEVEL_HARD, &c);
  g_assert_cmpuint (c.played, ==, 0);
  /* The folder is made on the first record. */
  g_assert_true (ft_statistics_record (stats, "fourteen", FT_OPPONENT_COMPUTER, FT_LEVEL_HARD, FT_RESULT_WHITE_WINS));
  g_assert_true (ft_statistics_record (stats, "fourteen", FT_OPPONENT_COMPUTER, FT_LEVEL_HARD, FT_RESULT_BLACK_WINS));
  g_assert_true (ft_statistics_record (stats, "fourteen", FT_OPPONENT_COMPUTER, FT_LEVEL_HARD, FT_RESULT_BLACK_WINS));
  g_assert_true (ft_statistics_record (stats, "fourteen", FT_OPPONENT_COMPUTER, FT_LEVEL_EASY, FT_RESULT_DRAW));
  g_assert_true (ft_statistics_record (stats, "fourteen", FT_OPPONENT_HUMAN, FT_LEVEL_HARD, FT_RESULT_BLACK_WINS));
  g_assert_true (ft_statistics_record (stats, "fourteen", FT_OPPONENT_HUMAN, FT_LEVEL_EASY, FT_RESULT_NONE));
  ft_statistics_free (stats);

  stats = ft_statistics_load (sub);
  ft_statistics_get (stats, "fourteen", FT_OPPONENT_COMPUTER, FT_LEVEL_HARD, &c);
  g_assert_cmpuint (c.played, ==, 3);
  g_assert_cmpuint (c.won, ==, 1);
  g_assert_cmpuint (c.lost, ==, 2);
  g_assert_cmpuint (c.drawn, ==, 0);
  ft_statistics_get (stats, "fourteen", FT_OPPONENT_COMPUTER, FT_LEVEL_EASY, &c);
  g_assert_cmpuint (c.played, ==, 1);
  g_assert_cmpuint (c.drawn, ==, 1);
  ft_statistics_get (stats, "fourteen", FT_OPPONENT_COMPUTER, FT_LEVEL_NORMAL, &c);
  g_assert_cmpuint (c.played, ==, 0);
  ft_statistics_get (stats, "fourteen", FT_OPPONENT_HUMAN, FT_LEVEL_NORMAL, &c);
  g_assert_cmpuint (c.played, ==, 1);
  g_assert_cmpuint (c.lost, ==, 1); /* Black won */
  ft_statistics_free (stats);
  g_assert_true (g_file_get_contents (path, &contents, NULL, NULL));
  g_assert_nonnull (strstr (contents, "[fourteen:two-players]\nplayed=1\nwhite-won=0\ndrawn=0\nblack-won=1\n"));
  g_clear_pointer (&contents, g_free);

  /* A corrupt file: a warning naming it, zeros, and the file left alone
   * until the next record. */
  g_assert_true (g_file_set_contents (path, "[computer-hard]\nwon=lots\n", -1, NULL));
  g_test_expect_message (G_LOG_DOMAIN, G_LOG_LEVEL_WARNING, "*statistics.ini*start from zero*");
  stats = ft_statistics_load (sub);
  g_test_assert_expected_messages ();
  ft_statistics_get (stats, "fourteen", FT_OPPONENT_COMPUTER, FT_LEVEL_HARD, &c);
  g_assert_cmpuint (c.played, ==, 0);
  g_assert_true (g_file_get_contents (path, &contents, NULL, NULL));
  g_assert_cmpstr (contents, ==, "[computer-hard]\nwon=lots\n");
  g_clear_pointer (&contents, g_free);
  g_assert_true (ft_statistics_record (stats, "fourteen", FT_OPPONENT_COMPUTER, FT_LEVEL_HARD, FT_RESULT_DRAW));
  g_assert_true (g_file_get_contents (path, &contents, NULL, NULL));
  g_assert_nonnull (strstr (contents, "[fourteen:computer-hard]\nplayed=1\nwon=0\ndrawn=1\nlost=0\n"));
  ft_statistics_free (stats);

  /* Not a key file at all. */
  g_assert_true (g_file_set_contents (path, "\x01\x02 binary", -1, NULL));
  g_test_expect_message (G_LOG_DOMAIN, G_LOG_LEVEL_WARNING, "*statistics.ini*");
  stats = ft_statistics_load (sub);
  g_test_assert_expected_messages ();
  ft_statistics_free (stats);

  g_unlink (path);
  g_rmdir (sub);
  g_rmdir (dir);
}

/* Kinds are counted apart; NULL sums them; a file without kinds counts
 * as Fourteen's. */
static void
test_variants (void)
{
  g_autofree char *dir = g_dir_make_tmp ("fourteen-stats-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "statistics.ini", NULL);
  g_autoptr (FtStatistics) stats = NULL;
  g_autoptr (FtStatistics) again = NULL;
  FtStatisticsCounts c;

  g_assert_true (g_file_set_contents (path, "[computer-easy]\nplayed=2\nwon=2\ndrawn=0\nlost=0\n", -1, NULL));
  stats = ft_statistics_load (dir);
  ft_statistics_get (stats, "fourteen", FT_OPPONENT_COMPUTER, FT_LEVEL_EASY, &c);
  g_assert_cmpuint (c.won, ==, 2);
  g_assert_true (ft_statistics_record (stats, "checkers", FT_OPPONENT_COMPUTER, FT_LEVEL_EASY, FT_RESULT_BLACK_WINS));
  g_assert_true (ft_statistics_record (stats, "standard", FT_OPPONENT_COMPUTER, FT_LEVEL_EASY, FT_RESULT_DRAW));
  ft_statistics_get (stats, "checkers", FT_OPPONENT_COMPUTER, FT_LEVEL_EASY, &c);
  g_assert_cmpuint (c.played, ==, 1);
  g_assert_cmpuint (c.lost, ==, 1);
  ft_statistics_get (stats, NULL, FT_OPPONENT_COMPUTER, FT_LEVEL_EASY, &c);
  g_assert_cmpuint (c.played, ==, 4);
  g_assert_cmpuint (c.won, ==, 2);
  g_assert_cmpuint (c.drawn, ==, 1);
  g_assert_cmpuint (c.lost, ==, 1);
  ft_statistics_get (stats, "fairy-12x10", FT_OPPONENT_COMPUTER, FT_LEVEL_EASY, &c);
  g_assert_cmpuint (c.played, ==, 0);
  /* Read back: the same counts, the legacy ones now under their kind. */
  again = ft_statistics_load (dir);
  ft_statistics_get (again, "fourteen", FT_OPPONENT_COMPUTER, FT_LEVEL_EASY, &c);
  g_assert_cmpuint (c.won, ==, 2);
  ft_statistics_get (again, NULL, FT_OPPONENT_COMPUTER, FT_LEVEL_EASY, &c);
  g_assert_cmpuint (c.played, ==, 4);
  g_assert_true (ft_statistics_reset (again));
  ft_statistics_get (again, NULL, FT_OPPONENT_COMPUTER, FT_LEVEL_EASY, &c);
  g_assert_cmpuint (c.played, ==, 0);
  g_unlink (path);
  g_rmdir (dir);
}

static void
test_variant_of_setup (void)
{
  g_autoptr (FtGameSetup) setup = ft_game_setup_new_default ();

  g_assert_cmpstr (ft_statistics_variant_of_setup (setup), ==, "fourteen");
  setup->fog_of_war = TRUE;
  g_assert_cmpstr (ft_statistics_variant_of_setup (setup), ==, "custom");
  setup->fog_of_war = FALSE;
  ft_position_set_standard_start (setup->start);
  g_assert_cmpstr (ft_statistics_variant_of_setup (setup), ==, "standard");
  ft_position_set_piece (setup->start, FT_SQUARE (0, 1), FT_EMPTY);
  g_assert_true (ft_position_finish_setup (setup->start, NULL));
  g_assert_cmpstr (ft_statistics_variant_of_setup (setup), ==, "custom");
  ft_position_clear (setup->start, FT_RULES_FOURTEEN, 12, 10);
  ft_position_set_piece (setup->start, FT_SQUARE (0, 0), FT_MAKE_PIECE (FT_WHITE, FT_KING));
  ft_position_set_piece (setup->start, FT_SQUARE (11, 9), FT_MAKE_PIECE (FT_BLACK, FT_KING));
  g_assert_true (ft_position_finish_setup (setup->start, NULL));
  /* Not the bundled 12×10 board: another set-up. */
  g_assert_cmpstr (ft_statistics_variant_of_setup (setup), ==, "custom");
  setup->game = FT_GAME_KIND_CHECKERS;
  g_assert_cmpstr (ft_statistics_variant_of_setup (setup), ==, "checkers");
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/statistics/counts", test_statistics);
  g_test_add_func ("/statistics/variants", test_variants);
  g_test_add_func ("/statistics/variant-of-setup", test_variant_of_setup);
  return g_test_run ();
}
