/* ft-statistics.h — games played, won, drawn and lost against each computer
 * level and between two people, kept in DIR/statistics.ini (a GKeyFile; the
 * app passes $XDG_DATA_HOME/fourteen). Saved atomically after every
 * recorded game. A file that cannot be read is reported with g_warning
 * (naming its path) and counted from zero; it is only replaced by the next
 * record. */
#pragma once

#include "ft-game-types.h"
#include "ft-types.h"

G_BEGIN_DECLS

typedef struct _FtStatistics FtStatistics;

typedef struct {
  guint played;
  guint won;   /* two players: White won */
  guint drawn;
  guint lost;  /* two players: Black won */
} FtStatisticsCounts;

/* Never NULL: a missing file gives zeros. */
FtStatistics *ft_statistics_load (const char *dir);
void ft_statistics_free (FtStatistics *stats);
/* DIR/statistics.ini. */
const char *ft_statistics_get_path (FtStatistics *stats);

/* Count a finished game and save. Against the computer `result` is the
 * local player's as if they were White (FT_RESULT_WHITE_WINS: they won);
 * between two people it is the game's (White won, draw, Black won); level
 * is ignored there. FT_RESULT_NONE counts nothing. FALSE (with a g_warning
 * naming the path) if the file could not be written; the counts are kept. */
gboolean ft_statistics_record (FtStatistics *stats, FtOpponent opponent, FtLevel level,
                               FtResult result);
void ft_statistics_get (FtStatistics *stats, FtOpponent opponent, FtLevel level,
                        FtStatisticsCounts *counts);
/* All counts back to zero, saved. */
gboolean ft_statistics_reset (FtStatistics *stats);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (FtStatistics, ft_statistics_free)

G_END_DECLS
