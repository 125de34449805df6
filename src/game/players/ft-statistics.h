/* ft-statistics.h — games played, won, drawn and lost, for each kind of
 * game (ft_statistics_variant_of_setup: "fourteen", "standard", …,
 * "checkers") against each computer level and between two people, kept in
 * DIR/statistics.ini (a GKeyFile; the app passes $XDG_DATA_HOME/fourteen).
 * Saved atomically after every recorded game. A file that cannot be read
 * is reported with g_warning (naming its path) and counted from zero; it is
 * only replaced by the next record. Files written before the kinds were
 * counted apart hold their counts under "fourteen". */
#pragma once

#include "ft-game-setup.h"
#include "ft-game-types.h"
#include "ft-types.h"

G_BEGIN_DECLS

typedef struct _FtStatistics FtStatistics;

typedef struct {
  guint played;
  guint won;   /* two players: White (Fire) won */
  guint drawn;
  guint lost;  /* two players: Black (Water) won */
} FtStatisticsCounts;

/* The kind of game a setup plays, as the statistics (and the ratings,
 * ft-rated-kind.h) count it: "fourteen" (Fourteen's 14×14 start),
 * "standard" (chess from its start), "fairy-12x10" and "fairy-10x10" (the
 * bundled boards), "custom" (any other chess set-up, fog of war, pieces of
 * the config), "checkers". */
const char *ft_statistics_variant_of_setup (const FtGameSetup *setup);

/* Never NULL: a missing file gives zeros. */
FtStatistics *ft_statistics_load (const char *dir);
void ft_statistics_free (FtStatistics *stats);
/* DIR/statistics.ini. */
const char *ft_statistics_get_path (FtStatistics *stats);

/* Count a finished game of `variant` and save. Against the computer
 * `result` is the local player's as if they were White (FT_RESULT_WHITE_WINS:
 * they won); between two people it is the game's (White won, draw, Black
 * won); level is ignored there. FT_RESULT_NONE counts nothing. FALSE (with a
 * g_warning naming the path) if the file could not be written; the counts
 * are kept. */
gboolean ft_statistics_record (FtStatistics *stats, const char *variant, FtOpponent opponent,
                               FtLevel level, FtResult result);
/* Take back a count made by ft_statistics_record() with the same
 * arguments (a resignation undone), and save. Counts never go below zero. */
gboolean ft_statistics_withdraw (FtStatistics *stats, const char *variant, FtOpponent opponent,
                                 FtLevel level, FtResult result);
/* The counts of `variant`, or of all kinds together for NULL. */
void ft_statistics_get (FtStatistics *stats, const char *variant, FtOpponent opponent,
                        FtLevel level, FtStatisticsCounts *counts);
/* All counts back to zero, saved. */
gboolean ft_statistics_reset (FtStatistics *stats);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (FtStatistics, ft_statistics_free)

G_END_DECLS
