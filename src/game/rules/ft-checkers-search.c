/* ft-checkers-search.c — the computer's search for FtCheckersRuleset: the
 * library's player (ft-checkers-ai.h) on a copy of the state. It keeps
 * nothing between moves (the library allocates its work space per call).
 */
#include "config.h"

#include "ft-checkers-ai.h"
#include "ft-checkers-ruleset.h"

/* Without a clock or a set time, a second a move: the pace the game had
 * before it had clocks. */
#define UNTIMED_MOVE_MS 1000

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

static gboolean
think (gpointer snapshot, gpointer engine G_GNUC_UNUSED, const FtSearchParams *params,
       const gint *stop, FtGameMove *move)
{
  FtCheckersAiOptions options = { 0 };
  FtCheckersTurn turn;
  FtCheckersLevel level = params->level == FT_LEVEL_EASY   ? FT_CHECKERS_LEVEL_EASY
                          : params->level == FT_LEVEL_HARD ? FT_CHECKERS_LEVEL_HARD
                                                           : FT_CHECKERS_LEVEL_NORMAL;

  options.max_depth = params->max_depth;
  options.time_limit_us = plan_ms (params) * 1000;
  /* The library takes 0 for "the first of equally good turns". */
  options.seed = (guint32) (params->seed ^ (params->seed >> 32)) | 1;
  options.cancel = stop;
  if (!ft_checkers_ai_choose (snapshot, level, &options, &turn, NULL))
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
