/* ft-glicko2.h — the Glicko-2 rating system (Mark Glickman, "Example of the
 * Glicko-2 system", 2013): a rating, its deviation (how sure the rating is)
 * and a volatility (how erratic the player's results are). Plain C, no
 * GObject: the profiles' ratings (ft-profile-store.h) are built on it.
 *
 * Fourteen updates after every finished game (each game is its own rating
 * period, as lichess does); the deviation never grows past the starting
 * deviation. Figures are on the Glicko scale (1500 ± 350 at the start). */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

#define FT_GLICKO2_START_RATING 1500.0
#define FT_GLICKO2_START_DEVIATION 350.0
#define FT_GLICKO2_START_VOLATILITY 0.06
/* The system constant τ: how much the volatility may change in a period.
 * Glickman suggests 0.3–1.2; 0.5 is his example's. */
#define FT_GLICKO2_TAU 0.5

typedef struct {
  double rating;
  double deviation;
  double volatility;
} FtGlicko2Rating;

/* One game of a rating period, seen from the rated player: the opponent's
 * rating and deviation, and the player's score (1 win, 0.5 draw, 0 loss). */
typedef struct {
  double opponent_rating;
  double opponent_deviation;
  double score;
} FtGlicko2Game;

/* A new player: 1500, 350, 0.06. */
FtGlicko2Rating ft_glicko2_start (void);

/* The player's rating after a period with n_games games (n_games 0: only
 * the deviation grows, by the volatility). tau: the system constant.
 * Returns the player unchanged if a figure is not finite or out of range
 * (deviation or volatility <= 0, score outside 0–1). */
FtGlicko2Rating ft_glicko2_update (const FtGlicko2Rating *player, const FtGlicko2Game *games,
                                   guint n_games, double tau);

/* The expected score of a player rated `rating` against an opponent rated
 * opponent_rating ± opponent_deviation (0 to 1). */
double ft_glicko2_expected_score (double rating, double opponent_rating, double opponent_deviation);

G_END_DECLS
