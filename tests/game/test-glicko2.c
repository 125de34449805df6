/* test-glicko2.c — the Glicko-2 unit against Glickman's worked example. */
#include "config.h"

#include <math.h>

#include "ft-glicko2.h"

/* "Example of the Glicko-2 system" (Glickman): a player rated 1500, RD 200,
 * volatility 0.06 plays 1400 (RD 30) and wins, 1550 (RD 100) and loses,
 * 1700 (RD 300) and loses; τ = 0.5. Published: r' = 1464.06,
 * RD' = 151.52, σ' = 0.05999. The paper rounds its intermediate figures
 * to four places (μ' = -0.2069), so its r' is the exact 1464.05 rounded
 * up (and its σ' the exact 0.059996 cut): the test allows a hundredth
 * of a point and of the last place. */
static void
test_paper_example (void)
{
  FtGlicko2Rating player = { 1500, 200, 0.06 };
  FtGlicko2Game games[] = { { 1400, 30, 1 }, { 1550, 100, 0 }, { 1700, 300, 0 } };
  FtGlicko2Rating out = ft_glicko2_update (&player, games, G_N_ELEMENTS (games), 0.5);

  g_test_message ("r' %.4f RD' %.4f sigma' %.6f", out.rating, out.deviation, out.volatility);
  g_assert_cmpfloat_with_epsilon (out.rating, 1464.06, 0.01);
  g_assert_cmpfloat_with_epsilon (out.deviation, 151.52, 0.01);
  g_assert_cmpfloat_with_epsilon (out.volatility, 0.05999, 0.00001);
}

static void
test_start (void)
{
  FtGlicko2Rating start = ft_glicko2_start ();

  g_assert_cmpfloat (start.rating, ==, 1500);
  g_assert_cmpfloat (start.deviation, ==, 350);
  g_assert_cmpfloat (start.volatility, ==, 0.06);
}

/* A draw between equals moves neither rating; a win raises, a loss
 * lowers, by the same amount; every game makes the rating surer. */
static void
test_results (void)
{
  FtGlicko2Rating player = { 1500, 200, 0.06 };
  FtGlicko2Game game = { 1500, 200, 0.5 };
  FtGlicko2Rating drawn = ft_glicko2_update (&player, &game, 1, FT_GLICKO2_TAU);
  FtGlicko2Rating won, lost;

  g_assert_cmpfloat_with_epsilon (drawn.rating, 1500, 1e-9);
  g_assert_cmpfloat (drawn.deviation, <, 200);
  game.score = 1;
  won = ft_glicko2_update (&player, &game, 1, FT_GLICKO2_TAU);
  game.score = 0;
  lost = ft_glicko2_update (&player, &game, 1, FT_GLICKO2_TAU);
  g_assert_cmpfloat (won.rating, >, 1500);
  g_assert_cmpfloat_with_epsilon (won.rating - 1500, 1500 - lost.rating, 1e-6);
  g_assert_cmpfloat_with_epsilon (won.deviation, lost.deviation, 1e-9);
}

/* Beating a much stronger opponent gains more than beating a weaker one;
 * an opponent whose rating is unsure counts for less. */
static void
test_opponent_strength (void)
{
  FtGlicko2Rating player = { 1500, 100, 0.06 };
  FtGlicko2Game strong = { 1900, 50, 1 }, weak = { 1100, 50, 1 }, unsure = { 1900, 300, 1 };
  double gain_strong = ft_glicko2_update (&player, &strong, 1, FT_GLICKO2_TAU).rating - 1500;
  double gain_weak = ft_glicko2_update (&player, &weak, 1, FT_GLICKO2_TAU).rating - 1500;
  double gain_unsure = ft_glicko2_update (&player, &unsure, 1, FT_GLICKO2_TAU).rating - 1500;

  g_assert_cmpfloat (gain_strong, >, 5 * gain_weak);
  g_assert_cmpfloat (gain_unsure, <, gain_strong);
  g_assert_cmpfloat (gain_weak, >, 0);
  g_assert_cmpfloat_with_epsilon (ft_glicko2_expected_score (1500, 1500, 100), 0.5, 1e-12);
  g_assert_cmpfloat (ft_glicko2_expected_score (1900, 1500, 50), >, 0.9);
}

/* A period without games: only the deviation grows, never past 350. */
static void
test_no_games (void)
{
  FtGlicko2Rating player = { 1600, 50, 0.06 };
  FtGlicko2Rating out = ft_glicko2_update (&player, NULL, 0, FT_GLICKO2_TAU);
  FtGlicko2Rating fresh = ft_glicko2_start ();

  g_assert_cmpfloat (out.rating, ==, 1600);
  g_assert_cmpfloat_with_epsilon (out.deviation, sqrt (50.0 * 50.0 + pow (0.06 * 173.7178, 2)), 1e-6);
  g_assert_cmpfloat (out.volatility, ==, 0.06);
  out = ft_glicko2_update (&fresh, NULL, 0, FT_GLICKO2_TAU);
  g_assert_cmpfloat (out.deviation, ==, 350);
}

/* Nonsense in, the player back unchanged. */
static void
test_bad_figures (void)
{
  FtGlicko2Rating player = { 1500, 200, 0.06 }, broken = { NAN, 200, 0.06 };
  FtGlicko2Game bad_score = { 1500, 100, 2 }, bad_deviation = { 1500, 0, 1 };
  FtGlicko2Game fine = { 1500, 100, 1 };
  FtGlicko2Rating out;

  out = ft_glicko2_update (&player, &bad_score, 1, FT_GLICKO2_TAU);
  g_assert_cmpfloat (out.rating, ==, 1500);
  g_assert_cmpfloat (out.deviation, ==, 200);
  out = ft_glicko2_update (&player, &bad_deviation, 1, FT_GLICKO2_TAU);
  g_assert_cmpfloat (out.deviation, ==, 200);
  out = ft_glicko2_update (&broken, &fine, 1, FT_GLICKO2_TAU);
  g_assert_true (isnan (out.rating));
  out = ft_glicko2_update (&player, &fine, 1, 0);
  g_assert_cmpfloat (out.rating, ==, 1500);
}

/* A long run of wins keeps every figure finite and the rating rising;
 * the deviation settles (wins against a far weaker player tell little,
 * so it may creep up by the volatility, never past the start). */
static void
test_long_run (void)
{
  FtGlicko2Rating player = ft_glicko2_start ();
  FtGlicko2Game game = { 1200, 60, 1 };
  double last_rating = player.rating;

  for (int i = 0; i < 500; i++)
    {
      player = ft_glicko2_update (&player, &game, 1, FT_GLICKO2_TAU);
      g_assert_true (isfinite (player.rating) && isfinite (player.deviation)
                     && isfinite (player.volatility));
      g_assert_cmpfloat (player.rating, >, last_rating);
      g_assert_cmpfloat (player.deviation, <=, 350);
      last_rating = player.rating;
    }
  g_assert_cmpfloat (player.rating, >, 1700);
  g_assert_cmpfloat (player.deviation, <, 200);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/glicko2/paper-example", test_paper_example);
  g_test_add_func ("/glicko2/start", test_start);
  g_test_add_func ("/glicko2/results", test_results);
  g_test_add_func ("/glicko2/opponent-strength", test_opponent_strength);
  g_test_add_func ("/glicko2/no-games", test_no_games);
  g_test_add_func ("/glicko2/bad-figures", test_bad_figures);
  g_test_add_func ("/glicko2/long-run", test_long_run);
  return g_test_run ();
}
