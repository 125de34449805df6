/* ft-rated-kind.h — the kinds of game a profile has a rating in
 * (docs/players.md#ratings): the 14×14 Fourteen start, standard chess, each
 * bundled fairy board, every other chess set-up pooled, and checkers. A
 * rating only compares games of one kind. The names ("fourteen",
 * "fairy-12x10", …) are the enum's nicks (ft-names.h): the profile store,
 * the level-ratings data file and fourteen-cli use them. */
#pragma once

#include <glib.h>

#include "ft-game-setup.h"
#include "ft-levels.h"

G_BEGIN_DECLS

typedef enum {
  FT_RATED_KIND_FOURTEEN = 0, /* the 14×14 Fourteen start position */
  FT_RATED_KIND_STANDARD,     /* standard chess from its start */
  FT_RATED_KIND_FAIRY_12X10,  /* the bundled 12×10 fairy board */
  FT_RATED_KIND_FAIRY_10X10,  /* the bundled 10×10 fairy board */
  FT_RATED_KIND_CUSTOM,       /* any other chess set-up, fog of war, custom pieces */
  FT_RATED_KIND_CHECKERS,     /* checkers with bombs and shields */
} FtRatedKind;

#define FT_N_RATED_KINDS (FT_RATED_KIND_CHECKERS + 1)

/* The kind of a new game's set-up: its start position compared with the
 * bundled ones (the fairy layouts read once from the shipped data/layouts,
 * ft_config_find_shipped_file()). */
FtRatedKind ft_rated_kind_of_setup (const FtGameSetup *setup);
/* The same for a chess start position (fog: under fog of war). */
FtRatedKind ft_rated_kind_of_position (const FtPosition *start, gboolean fog);

/* The column of the levels' table (ft-levels.h) a kind's games play by. */
FtLevelColumn ft_rated_kind_level_column (FtRatedKind kind);
/* The top of that kind's ladder (ft_level_top()). */
FtLevel ft_rated_kind_top_level (FtRatedKind kind);

/* "Fourteen 14×14", "Standard chess", … (translated). */
const char *ft_rated_kind_label (FtRatedKind kind);

G_END_DECLS
