/* ft-checkers-search.c — the computer's search for FtCheckersRuleset: the
 * library's player (ft-checkers-ai.h) on a copy of the state. It keeps
 * nothing between moves (the library allocates its work space per call).
 */
#include "config.h"

#include "ft-checkers-ai.h"
#include "ft-checkers-ruleset.h"
#include "ft-levels.h"

/* Without a clock or a set time, a second a move: the pace the game had
 * before it had clocks. */
#define UNTIMED_MOVE_MS 1000
/* The top level searches as deep as its time allows: this is beyond what
 * a second reaches (docs/checkers.md). */
#define TOP_DEPTH 30

/* The time for one turn: a thirtieth of the clock and most of the
 * increment, never more than a quarter of what is left. */
static gint64
plan_ms (const FtSearchParams *params)
{
  gint64 ms;

  if (params->movetime_ms > 0)
    return params->movetime_ms;
  if (params->remaining_ms < 0)
    return params->max_depth > 0 ? 0 : UNTIMED_MOVE_MS;
  ms = params->remaining_ms / 30 + MAX (params->increment_ms, 0) * 3 / 4;
  return CLAMP (ms, 10, MAX (params->remaining_ms / 4, 10));
}

gboolean
ft_checkers_level_choose (const FtCheckersState *state, FtLevel level, guint64 seed,
                          gint64 time_limit_ms, guint max_depth, const gint *stop,
                          FtCheckersTurn *turn)
{
  const FtLevelPlay *play = ft_level_play (ft_level_is_valid (level) ? level : FT_LEVEL_TOP,
                                           FT_LEVEL_COLUMN_CHECKERS);
  FtCheckersAiOptions options = { 0 };
  FtCheckersLevel greedy_or_search = play->mode == FT_LEVEL_MODE_RULES ? FT_CHECKERS_LEVEL_EASY
                                                                       : FT_CHECKERS_LEVEL_HARD;

  /* The level's depth (the top level's: as deep as the time allows);
   * a depth asked for (tests, matches) caps it. */
  options.max_depth = play->depth > 0 ? (guint) play->depth : TOP_DEPTH;
  if (max_depth > 0)
    options.max_depth = MIN (options.max_depth, max_depth);
  options.time_limit_us = MAX (time_limit_ms, 0) * 1000;
  /* The library takes 0 for "the first of equally good turns". */
  options.seed = (guint32) (seed ^ (seed >> 32)) | 1;
  options.cancel = stop;
  options.noise = play->noise;
  if (play->mode == FT_LEVEL_MODE_HUMAN)
    {
      options.sight = play->sight;
      options.oversight = play->oversight;
      options.oversight_scale = play->oversight_scale;
      options.miss_capture = play->miss_capture;
    }
  return ft_checkers_ai_choose (state, greedy_or_search, &options, turn, NULL);
}

static gboolean
think (gpointer snapshot, gpointer engine G_GNUC_UNUSED, const FtSearchParams *params,
       const gint *stop, FtGameMove *move)
{
  FtCheckersTurn turn;

  if (!ft_checkers_level_choose (snapshot, params->level, params->seed, plan_ms (params),
                                 params->max_depth, stop, &turn))
    return FALSE;
  *move = ft_game_move_checkers (&turn);
  return TRUE;
}

const FtSearchOps *
_ft_checkers_search_ops (void)
{
  static const FtSearchOps ops = { NULL, NULL, NULL, think, g_free };

  return &ops;
}
