/* ft-glicko2.c — see ft-glicko2.h; the steps are those of Glickman's
 * paper, numbered as there. */
#include "config.h"

#include <math.h>

#include "ft-glicko2.h"

/* Step 2: the Glicko-2 scale is the Glicko scale divided by this. */
#define SCALE 173.7178
/* Convergence tolerance of the volatility iteration (step 5). */
#define EPSILON 0.000001

FtGlicko2Rating
ft_glicko2_start (void)
{
  FtGlicko2Rating start = { FT_GLICKO2_START_RATING, FT_GLICKO2_START_DEVIATION,
                            FT_GLICKO2_START_VOLATILITY };
  return start;
}

static double
g_of (double phi)
{
  return 1.0 / sqrt (1.0 + 3.0 * phi * phi / (G_PI * G_PI));
}

static double
expected (double mu, double mu_j, double phi_j)
{
  return 1.0 / (1.0 + exp (-g_of (phi_j) * (mu - mu_j)));
}

double
ft_glicko2_expected_score (double rating, double opponent_rating, double opponent_deviation)
{
  return expected ((rating - FT_GLICKO2_START_RATING) / SCALE,
                   (opponent_rating - FT_GLICKO2_START_RATING) / SCALE, opponent_deviation / SCALE);
}

typedef struct {
  double delta2, phi2, v, a, tau2;
} VolatilityTerms;

static double
f_of (const VolatilityTerms *t, double x)
{
  double ex = exp (x);
  double d = t->phi2 + t->v + ex;

  return ex * (t->delta2 - t->phi2 - t->v - ex) / (2.0 * d * d) - (x - t->a) / t->tau2;
}

/* Step 5: the new volatility, by the Illinois algorithm. */
static double
new_volatility (double sigma, double phi, double v, double delta, double tau)
{
  VolatilityTerms t = { delta * delta, phi * phi, v, log (sigma * sigma), tau * tau };
  double a_x = t.a, b_x, f_a, f_b;

  if (t.delta2 > t.phi2 + t.v)
    b_x = log (t.delta2 - t.phi2 - t.v);
  else
    {
      int k = 1;

      while (f_of (&t, t.a - k * tau) < 0 && k < 1000)
        k++;
      b_x = t.a - k * tau;
    }
  f_a = f_of (&t, a_x);
  f_b = f_of (&t, b_x);
  for (int i = 0; fabs (b_x - a_x) > EPSILON && i < 200; i++)
    {
      double c_x = a_x + (a_x - b_x) * f_a / (f_b - f_a);
      double f_c = f_of (&t, c_x);

      if (f_c * f_b <= 0)
        {
          a_x = b_x;
          f_a = f_b;
        }
      else
        f_a /= 2.0;
      b_x = c_x;
      f_b = f_c;
    }
  return exp (a_x / 2.0);
}

static gboolean
valid (const FtGlicko2Rating *player, const FtGlicko2Game *games, guint n_games, double tau)
{
  if (!isfinite (player->rating) || !isfinite (player->deviation) || player->deviation <= 0
      || !isfinite (player->volatility) || player->volatility <= 0 || !isfinite (tau) || tau <= 0)
    return FALSE;
  for (guint i = 0; i < n_games; i++)
    if (!isfinite (games[i].opponent_rating) || !isfinite (games[i].opponent_deviation)
        || games[i].opponent_deviation <= 0 || !(games[i].score >= 0 && games[i].score <= 1))
      return FALSE;
  return TRUE;
}

FtGlicko2Rating
ft_glicko2_update (const FtGlicko2Rating *player, const FtGlicko2Game *games, guint n_games,
                   double tau)
{
  FtGlicko2Rating out = *player;
  double mu, phi, v_inverse = 0, sum = 0, v, sigma, phi_star;

  g_return_val_if_fail (player != NULL, out);
  g_return_val_if_fail (games != NULL || n_games == 0, out);

  if (!valid (player, games, n_games, tau))
    return out;
  mu = (player->rating - FT_GLICKO2_START_RATING) / SCALE;
  phi = player->deviation / SCALE;
  if (n_games == 0)
    {
      /* Step 6 alone: no games, the rating grows less certain. */
      phi_star = sqrt (phi * phi + player->volatility * player->volatility);
      out.deviation = MIN (phi_star * SCALE, FT_GLICKO2_START_DEVIATION);
      return out;
    }
  /* Steps 3 and 4: the estimated variance and improvement. */
  for (guint i = 0; i < n_games; i++)
    {
      double mu_j = (games[i].opponent_rating - FT_GLICKO2_START_RATING) / SCALE;
      double phi_j = games[i].opponent_deviation / SCALE;
      double g = g_of (phi_j);
      double e = expected (mu, mu_j, phi_j);

      v_inverse += g * g * e * (1.0 - e);
      sum += g * (games[i].score - e);
    }
  v = 1.0 / v_inverse;
  sigma = new_volatility (player->volatility, phi, v, v * sum, tau);
  /* Steps 6 to 8. */
  phi_star = sqrt (phi * phi + sigma * sigma);
  phi = 1.0 / sqrt (1.0 / (phi_star * phi_star) + 1.0 / v);
  mu += phi * phi * sum;
  out.rating = SCALE * mu + FT_GLICKO2_START_RATING;
  out.deviation = MIN (SCALE * phi, FT_GLICKO2_START_DEVIATION);
  out.volatility = sigma;
  return out;
}
