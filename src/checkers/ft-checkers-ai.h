/* ft-checkers-ai.h — the computer player of "Checkers with bombs and
 * shields" (and of English draughts): the greedy rules ("easy" here, the
 * ladder's checkers level 4 since its column grew below them), alpha-beta
 * with iterative deepening for "normal" and "hard" (docs/checkers.md; the
 * ladder's rungs, each these modes with its own limits: ft-levels.c).
 *
 * Plain C and GLib, no GObject: the game layer runs it on a worker thread
 * on a copy of the state. One call allocates its work space once; the
 * search itself allocates nothing.
 */
#pragma once

#include "ft-checkers.h"

G_BEGIN_DECLS

typedef enum {
  FT_CHECKERS_LEVEL_EASY = 0,
  FT_CHECKERS_LEVEL_NORMAL = 1,
  FT_CHECKERS_LEVEL_HARD = 2,
} FtCheckersLevel;

/* "easy" / "normal" / "hard"; FALSE for anything else. */
gboolean ft_checkers_level_from_string (const char *name, FtCheckersLevel *level);
const char *ft_checkers_level_to_string (FtCheckersLevel level);

/* Piece values, in the evaluation's units (a normal man is 100). */
#define FT_CHECKERS_VALUE_NORMAL 100
#define FT_CHECKERS_VALUE_SHIELD 115
#define FT_CHECKERS_VALUE_BOMB 110
#define FT_CHECKERS_VALUE_KING_BONUS 60
/* Scores beyond this are won (or lost) games: WIN minus the plies to it. */
#define FT_CHECKERS_SCORE_WIN 30000
#define FT_CHECKERS_SCORE_WON (FT_CHECKERS_SCORE_WIN - 1000)

typedef struct {
  /* Deepest iteration; 0 = the level's default (normal 4, hard 8). */
  guint max_depth;
  /* Stop deepening after this much time (µs); 0 = no time limit, which
   * makes the choice depend on the position only (tests, matches). */
  gint64 time_limit_us;
  /* Easy breaks ties between equally good turns with a GRand seeded with
   * this; 0 takes the first in generation order. */
  guint32 seed;
  /* When non-NULL and set (g_atomic_int_get) the search stops soon and
   * returns its best turn so far. */
  const gint *cancel;
  /* Weaker play for the lower levels of the ladder (all 0: full strength).
   * noise: ± this much in every evaluation, a hash of the position and
   * the seed. With oversight > 0 the search chooses like a person: each
   * turn is searched to the depth, and judged instead by the position
   * right after it with a chance of oversight per mille, times
   * exp (-change / oversight_scale) where change is what the reply wins
   * or loses; a capture is left unconsidered with a chance of
   * miss_capture per mille. Every chance is drawn from the seed and the
   * position. */
  int noise;
  int sight; /* with oversight: tenths of a turn each turn is searched to
              * (15: one turn for half of them, two for the others) */
  int oversight;
  int oversight_scale;
  int miss_capture;
} FtCheckersAiOptions;

typedef struct {
  int score;      /* for the side to move; 0 for easy */
  guint depth;    /* deepest completed iteration; 0 for easy */
  guint64 nodes;
} FtCheckersAiInfo;

/* Static evaluation for the side to move: material (with the values above),
 * advancement of men, back-row guards, mobility. */
int ft_checkers_evaluate (const FtCheckersState *state);

/* The turn to play for the side to move of `state` (the start of a turn).
 * FALSE, *turn untouched, when the game is over. options and info may be
 * NULL. */
gboolean ft_checkers_ai_choose (const FtCheckersState *state, FtCheckersLevel level,
                                const FtCheckersAiOptions *options, FtCheckersTurn *turn,
                                FtCheckersAiInfo *info);

G_END_DECLS
