/* ft-level-ratings.h — the fixed ratings of the computer's levels per kind
 * of game: in standard chess measured against Stockfish's UCI_Elo levels,
 * at the other kinds by gauntlets of the levels (docs/players.md#the-
 * computers-ratings); shipped as data/level-ratings.json.
 * A game against the computer is rated with the level's figures; a kind
 * the file does not measure (other boards) uses the 14×14 figures. */
#pragma once

#include <glib.h>

#include "ft-rated-kind.h"
#include "ft-types.h"

G_BEGIN_DECLS

typedef struct _FtLevelRatings FtLevelRatings;

/* Reads the file; NULL with its problems (file, key path, what is wrong)
 * added to `problems` if it cannot be used. */
FtLevelRatings *ft_level_ratings_load (const char *path, GPtrArray *problems);
/* The shipped file: $FOURTEEN_LEVEL_RATINGS, else the installed
 * level-ratings.json, else the source tree's (ft_config_find_shipped_file). */
FtLevelRatings *ft_level_ratings_load_shipped (GPtrArray *problems);
void ft_level_ratings_free (FtLevelRatings *ratings);

/* Whether the file has figures of its own for kind (the others use the
 * 14×14 ones). */
gboolean ft_level_ratings_measures (const FtLevelRatings *ratings, FtRatedKind kind);

/* The level's rating and deviation at `kind` (or at the 14×14 board when
 * the file has no figures for kind). A level above the top of the kind's
 * ladder (ft_rated_kind_top_level()) plays as the top and has its rating.
 * FALSE if neither is there. */
gboolean ft_level_ratings_get (const FtLevelRatings *ratings, FtRatedKind kind, FtLevel level,
                               double *rating, double *deviation);

/* The 95 % interval of that rating and the games it rests on (0 when the
 * file does not say). */
gboolean ft_level_ratings_get_interval (const FtLevelRatings *ratings, FtRatedKind kind,
                                        FtLevel level, double *low, double *high, guint *games);

/* The engine protocols' UCI_Elo (cli-uci.c, cli-xboard.c): the levels'
 * ratings at kind span *min … *max (rounded inwards to whole points);
 * FALSE if the kind has no figures. */
gboolean ft_level_ratings_range (const FtLevelRatings *ratings, FtRatedKind kind, int *min, int *max);
/* The level for an Elo at kind: the one whose rating is nearest (the lower
 * of two equally near), so that a larger Elo never gives a lower level;
 * the range's ends give the lowest and the top level. */
FtLevel ft_level_ratings_level_for_elo (const FtLevelRatings *ratings, FtRatedKind kind, double elo);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (FtLevelRatings, ft_level_ratings_free)

G_END_DECLS
