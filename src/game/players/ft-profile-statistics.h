/* ft-profile-statistics.h — one profile's games counted
 * (docs/players.md#statistics): won, drawn and lost per kind of game and
 * per opponent (each computer level, another player at this computer, a
 * player over the network), and the best win. Counted from the profile
 * store's history (ft-profile-store.h), so they always agree with it;
 * puzzles and games opened from a file are not counted.
 *
 * The records keeper's statistics.ini (the counts from before profiles,
 * by level, with no player) is left as it is: the window shows these per
 * profile and can show the old counts under "Before profiles". */
#pragma once

#include <gio/gio.h>

#include "ft-history-entry.h"

G_BEGIN_DECLS

typedef enum {
  /* The computer at level 1; level N is ft_stats_opponent_of_level (N). */
  FT_STATS_OPPONENT_COMPUTER = 0,
  FT_STATS_OPPONENT_PERSON = FT_N_LEVELS, /* another profile at this computer */
  FT_STATS_OPPONENT_NETWORK,              /* a player over the network */
} FtStatsOpponent;

#define FT_N_STATS_OPPONENTS (FT_STATS_OPPONENT_NETWORK + 1)

static inline FtStatsOpponent
ft_stats_opponent_of_level (FtLevel level)
{
  return (FtStatsOpponent) (FT_STATS_OPPONENT_COMPUTER + level - FT_LEVEL_1);
}

/* "Level 4", "Players here", "Network" (translated). */
const char *ft_stats_opponent_label (FtStatsOpponent opponent);
/* For the getters: every kind, every opponent. */
#define FT_STATS_ALL (-1)

typedef struct {
  guint played;
  guint won;
  guint drawn;
  guint lost;
} FtProfileCounts;

typedef struct _FtProfileStatistics FtProfileStatistics;

/* The games of profile_id in history (FtHistoryEntry items), counted now. */
FtProfileStatistics *ft_profile_statistics_new (GListModel *history, const char *profile_id);
void ft_profile_statistics_free (FtProfileStatistics *stats);

/* Counts for a kind (FtRatedKind or FT_STATS_ALL) and an opponent
 * (FtStatsOpponent or FT_STATS_ALL). */
void ft_profile_statistics_get (const FtProfileStatistics *stats, int kind, int opponent,
                                FtProfileCounts *counts);
/* The rated win against the highest-rated opponent at a kind (or every
 * kind), or NULL; the opponent's rating then in *opponent_rating. The
 * entry belongs to the history. */
FtHistoryEntry *ft_profile_statistics_get_best_win (const FtProfileStatistics *stats, int kind,
                                                    double *opponent_rating);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (FtProfileStatistics, ft_profile_statistics_free)

G_END_DECLS
