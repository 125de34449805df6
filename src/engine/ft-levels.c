/* ft-levels.c — the ladder (see ft-levels.h). The figures were fitted by
 * matches between neighbouring levels until each step measured 150–250
 * Elo where the game allows it; docs/engine-search.md#levels has the
 * measurements behind them. At checkers, from the greedy rules to the top
 * is only about 700 Elo (neighbouring levels draw most games), so the
 * column starts below them: three human-like rungs that look at most one
 * turn ahead, then the greedy rules (level 4), a human-like rung and
 * depth-limited searches (docs/engine.md, "The checkers column"). */
#include "ft-levels.h"

#define RULES { FT_LEVEL_MODE_RULES, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0 }
#define HUMAN(sight, nodes, noise, oversight, scale, miss, overlook, natural) \
  HUMAN_Q (sight, nodes, noise, oversight, scale, miss, overlook, natural, 0, 0)
#define HUMAN_Q(sight, nodes, noise, oversight, scale, miss, overlook, natural, quiet_noise, miss_value) \
  { FT_LEVEL_MODE_HUMAN, sight, 0, nodes, noise, oversight, scale, miss, overlook, natural, quiet_noise, miss_value }
#define SEARCH(depth, nodes, noise) { FT_LEVEL_MODE_SEARCH, 0, depth, nodes, noise, 0, 0, 0, 0, 0, 0, 0 }

/* HUMAN: sight (tenths of a ply), nodes, noise, oversight, its scale,
 * missed captures, overlooked moves, natural; HUMAN_Q adds the quiet
 * moves' noise and how missed captures fall with the piece taken
 * (ft-levels.h); SEARCH: depth, nodes, noise;
 * TOP: full strength. Columns: standard chess, Fourteen rules, checkers. */
#define TOP SEARCH (0, 0, 0)

/* Checkers' levels 1 and 2 see less than a turn ahead (sight 0 and 6
 * tenths); their oversight of 1 per mille only selects the human-like
 * choice, which judges the turns it does not look past by the position
 * right after them. */

static const FtLevelSpec ladder[FT_N_LEVELS] = {
  { FT_LEVEL_1, { RULES,
                  RULES,
                  HUMAN (0, 0, 30, 1, 200, 0, 0, 0) } },
  { FT_LEVEL_2, { HUMAN_Q (10, 30000, 250, 900, 200, 550, 1000, 70, 140, 100),
                  HUMAN_Q (10, 30000, 125, 850, 400, 450, 850, 70, 110, 100),
                  HUMAN (6, 0, 30, 1, 200, 0, 0, 0) } },
  { FT_LEVEL_3, { HUMAN (10, 30000, 66, 370, 400, 185, 370, 51),
                  HUMAN (10, 30000, 90, 700, 400, 350, 700, 66),
                  HUMAN (10, 0, 20, 450, 200, 0, 0, 0) } },
  { FT_LEVEL_4, { HUMAN (10, 30000, 38, 140, 400, 70, 140, 37),
                  HUMAN (10, 30000, 70, 450, 400, 225, 450, 56),
                  RULES } },
  { FT_LEVEL_5, { HUMAN (12, 40000, 30, 55, 400, 28, 55, 32),
                  HUMAN (10, 30000, 50, 250, 400, 125, 250, 46),
                  HUMAN (30, 0, 10, 40, 200, 20, 0, 0) } },
  { FT_LEVEL_6, { HUMAN (17, 40000, 24, 30, 400, 15, 30, 28),
                  HUMAN (10, 30000, 38, 120, 400, 60, 120, 38),
                  SEARCH (4, 0, 5) } },
  { FT_LEVEL_7, { HUMAN (21, 50000, 22, 21, 400, 11, 21, 26),
                  HUMAN (11, 40000, 35, 85, 400, 43, 85, 36),
                  SEARCH (6, 0, 0) } },
  { FT_LEVEL_8, { HUMAN (32, 70000, 18, 11, 400, 5, 11, 22),
                  HUMAN (12, 40000, 30, 48, 400, 24, 48, 32),
                  SEARCH (8, 0, 0) } },
  { FT_LEVEL_9, { SEARCH (0, 4000, 10),
                  HUMAN (17, 50000, 24, 25, 400, 12, 25, 26),
                  TOP } },
  { FT_LEVEL_10, { SEARCH (0, 16000, 5),
                   HUMAN (21, 60000, 22, 18, 400, 9, 18, 24),
                   TOP } },
  { FT_LEVEL_11, { TOP,
                   SEARCH (0, 2400, 13),
                   TOP } },
  { FT_LEVEL_12, { TOP,
                   SEARCH (0, 4000, 10),
                   TOP } },
  { FT_LEVEL_13, { TOP,
                   SEARCH (0, 6600, 8),
                   TOP } },
  { FT_LEVEL_14, { TOP,
                   SEARCH (0, 11500, 6),
                   TOP } },
  { FT_LEVEL_15, { TOP,
                   SEARCH (0, 18000, 4),
                   TOP } },
  { FT_LEVEL_16, { TOP,
                   SEARCH (0, 33000, 2),
                   TOP } },
  { FT_LEVEL_17, { TOP,
                   SEARCH (0, 65000, 0),
                   TOP } },
  { FT_LEVEL_18, { TOP,
                   TOP,
                   TOP } },
  { FT_LEVEL_19, { TOP,
                   TOP,
                   TOP } },
  { FT_LEVEL_20, { TOP,
                   TOP,
                   TOP } },
  { FT_LEVEL_21, { TOP,
                   TOP,
                   TOP } },
  { FT_LEVEL_22, { TOP,
                   TOP,
                   TOP } },
  { FT_LEVEL_23, { TOP,
                   TOP,
                   TOP } },
  { FT_LEVEL_24, { TOP,
                   TOP,
                   TOP } },
};

gboolean
ft_level_is_valid (int level)
{
  return level >= FT_LEVEL_1 && level <= FT_LEVEL_TOP;
}

const FtLevelSpec *
ft_level_spec (FtLevel level)
{
  if (!ft_level_is_valid (level))
    return NULL;
  return &ladder[level - FT_LEVEL_1];
}

const FtLevelPlay *
ft_level_play (FtLevel level, FtLevelColumn column)
{
  const FtLevelSpec *spec = ft_level_spec (level);

  g_return_val_if_fail (spec != NULL && column < FT_N_LEVEL_COLUMNS, &ladder[FT_N_LEVELS - 1].play[0]);
  return &spec->play[column];
}

const FtLevelPlay *
ft_level_chess_play (FtLevel level, FtRules rules)
{
  return ft_level_play (level, ft_level_column_of_rules (rules));
}

gboolean
ft_level_play_is_full (const FtLevelPlay *play)
{
  return play->mode == FT_LEVEL_MODE_SEARCH && play->depth == 0 && play->nodes == 0 && play->noise == 0;
}

FtLevel
ft_level_top (FtLevelColumn column)
{
  for (FtLevel level = FT_LEVEL_1; level < FT_LEVEL_TOP; level++)
    if (ft_level_play_is_full (ft_level_play (level, column)))
      return level;
  return FT_LEVEL_TOP;
}

FtLevel
ft_level_rules (FtLevelColumn column)
{
  for (FtLevel level = FT_LEVEL_1; level < FT_LEVEL_TOP; level++)
    if (ft_level_play (level, column)->mode == FT_LEVEL_MODE_RULES)
      return level;
  g_return_val_if_reached (FT_LEVEL_1);
}
