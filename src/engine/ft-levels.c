/* ft-levels.c — the ladder (see ft-levels.h). The figures were fitted by
 * matches between neighbouring levels until each step measured 150–250
 * Elo; docs/engine-search.md#levels has the measurements behind them. */
#include "ft-levels.h"

#define RULES { FT_LEVEL_MODE_RULES, 0, 0, 0, 0, 0, 0, 0, 0, 0 }
#define HUMAN(sight, nodes, noise, oversight, scale, miss, overlook, natural) \
  { FT_LEVEL_MODE_HUMAN, sight, 0, nodes, noise, oversight, scale, miss, overlook, natural }
#define SEARCH(depth, nodes, noise) { FT_LEVEL_MODE_SEARCH, 0, depth, nodes, noise, 0, 0, 0, 0, 0 }

/* HUMAN: sight (tenths of a ply), nodes, noise, oversight, its scale,
 * missed captures, overlooked moves, natural; SEARCH: depth, nodes, noise. */
static const FtLevelSpec ladder[FT_N_LEVELS] = {
  { FT_LEVEL_1,  RULES,
                 RULES,
                 RULES },
  { FT_LEVEL_2,  HUMAN (6, 20000, 60, 400, 350, 300, 400, 80),
                 HUMAN (6, 20000, 60, 400, 350, 300, 400, 80),
                 HUMAN (5, 0, 40, 400, 150, 300, 0, 0) },
  { FT_LEVEL_3,  HUMAN (8, 20000, 55, 340, 320, 240, 340, 75),
                 HUMAN (8, 20000, 55, 340, 320, 240, 340, 75),
                 HUMAN (10, 0, 35, 300, 130, 200, 0, 0) },
  { FT_LEVEL_4,  HUMAN (10, 20000, 50, 280, 300, 180, 280, 70),
                 HUMAN (10, 20000, 50, 280, 300, 180, 280, 70),
                 HUMAN (15, 0, 30, 220, 110, 150, 0, 0) },
  { FT_LEVEL_5,  HUMAN (12, 30000, 45, 200, 260, 130, 200, 60),
                 HUMAN (11, 30000, 45, 220, 270, 150, 220, 65),
                 HUMAN (20, 0, 25, 160, 100, 100, 0, 0) },
  { FT_LEVEL_6,  HUMAN (15, 30000, 40, 140, 230, 90, 140, 50),
                 HUMAN (12, 30000, 40, 160, 240, 110, 160, 55),
                 HUMAN (25, 0, 20, 110, 90, 70, 0, 0) },
  { FT_LEVEL_7,  HUMAN (19, 40000, 35, 90, 200, 60, 90, 40),
                 HUMAN (14, 40000, 35, 110, 210, 80, 110, 45),
                 HUMAN (30, 0, 15, 70, 80, 40, 0, 0) },
  { FT_LEVEL_8,  HUMAN (24, 60000, 30, 50, 170, 30, 50, 30),
                 HUMAN (17, 50000, 30, 70, 180, 50, 70, 35),
                 HUMAN (35, 0, 10, 40, 70, 20, 0, 0) },
  { FT_LEVEL_9,  SEARCH (0, 1600, 15),
                 HUMAN (21, 60000, 25, 40, 160, 25, 40, 25),
                 SEARCH (4, 0, 10) },
  { FT_LEVEL_10, SEARCH (0, 3500, 12),
                 SEARCH (0, 2000, 15),
                 SEARCH (5, 0, 5) },
  { FT_LEVEL_11, SEARCH (0, 7500, 10),
                 SEARCH (0, 4500, 12),
                 SEARCH (6, 0, 0) },
  { FT_LEVEL_12, SEARCH (0, 16000, 8),
                 SEARCH (0, 10000, 10),
                 SEARCH (7, 0, 0) },
  { FT_LEVEL_13, SEARCH (0, 33000, 5),
                 SEARCH (0, 22000, 5),
                 SEARCH (8, 0, 0) },
  { FT_LEVEL_14, SEARCH (0, 70000, 0),
                 SEARCH (0, 50000, 0),
                 SEARCH (9, 0, 0) },
  { FT_LEVEL_15, SEARCH (0, 0, 0),
                 SEARCH (0, 0, 0),
                 SEARCH (0, 0, 0) },
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
ft_level_chess_play (FtLevel level, FtRules rules)
{
  const FtLevelSpec *spec = ft_level_spec (level);

  g_return_val_if_fail (spec != NULL, &ladder[FT_N_LEVELS - 1].fourteen);
  return rules == FT_RULES_STANDARD ? &spec->standard : &spec->fourteen;
}
