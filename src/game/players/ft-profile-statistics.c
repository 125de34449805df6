/* ft-profile-statistics.c — see ft-profile-statistics.h. */
#include "config.h"

#include "ft-profile-statistics.h"

#include <glib/gi18n-lib.h>

#include "ft-names.h"
#include "ft-rated-kind.h"

struct _FtProfileStatistics
{
  FtProfileCounts counts[FT_N_RATED_KINDS][FT_N_STATS_OPPONENTS];
  FtHistoryEntry *best_win[FT_N_RATED_KINDS]; /* unowned: the history holds them */
  double best_rating[FT_N_RATED_KINDS];
};

/* A level above the kind's ladder (the config's "hard" is level 24) played
 * as the ladder's top, and is counted and named so. */
static FtStatsOpponent
opponent_of (const FtSeat *seat, FtRatedKind kind)
{
  switch (seat->kind)
    {
    case FT_SEAT_COMPUTER:
      return ft_stats_opponent_of_level (CLAMP ((int) seat->level, (int) FT_LEVEL_1, (int) ft_rated_kind_top_level (kind)));
    case FT_SEAT_REMOTE:
      return FT_STATS_OPPONENT_NETWORK;
    case FT_SEAT_PROFILE:
    default:
      return FT_STATS_OPPONENT_PERSON;
    }
}

const char *
ft_stats_opponent_label (FtStatsOpponent opponent)
{
  if (opponent == FT_STATS_OPPONENT_PERSON)
    return _("Players here");
  if (opponent == FT_STATS_OPPONENT_NETWORK)
    return _("Network");
  return ft_level_label ((FtLevel) (FT_LEVEL_1 + opponent - FT_STATS_OPPONENT_COMPUTER));
}

static void
count (FtProfileStatistics *stats, FtHistoryEntry *entry, FtColour side)
{
  FtRatedKind kind = ft_history_entry_get_kind (entry);
  FtColour other = FT_OTHER_COLOUR (side);
  FtProfileCounts *c = &stats->counts[kind][opponent_of (ft_history_entry_get_seat (entry, other), kind)];
  double score = ft_rating_rules_score (ft_history_entry_get_result (entry, NULL), side);

  c->played++;
  if (score == 1)
    c->won++;
  else if (score == 0)
    c->lost++;
  else
    c->drawn++;
  if (score == 1 && ft_history_entry_get_rated (entry) == FT_RATED
      && (stats->best_win[kind] == NULL
          || ft_history_entry_get_rating (entry, other) > stats->best_rating[kind]))
    {
      stats->best_win[kind] = entry;
      stats->best_rating[kind] = ft_history_entry_get_rating (entry, other);
    }
}

FtProfileStatistics *
ft_profile_statistics_new (GListModel *history, const char *profile_id)
{
  FtProfileStatistics *stats = g_new0 (FtProfileStatistics, 1);
  guint n;

  g_return_val_if_fail (G_IS_LIST_MODEL (history), stats);
  g_return_val_if_fail (profile_id != NULL, stats);

  n = g_list_model_get_n_items (history);
  for (guint i = 0; i < n; i++)
    {
      g_autoptr (FtHistoryEntry) entry = g_list_model_get_item (history, i);
      FtGameOrigin origin = ft_history_entry_get_origin (entry);
      FtResult result = ft_history_entry_get_result (entry, NULL);
      int side = ft_history_entry_find_profile (entry, profile_id);

      if (side < 0 || result == FT_RESULT_NONE || origin == FT_GAME_ORIGIN_PUZZLE
          || origin == FT_GAME_ORIGIN_OPENED_FILE)
        continue;
      count (stats, entry, (FtColour) side);
      /* A profile that played both sides: counted from each side. */
      if (side == FT_WHITE && ft_history_entry_get_seat (entry, FT_BLACK)->kind == FT_SEAT_PROFILE
          && g_strcmp0 (ft_history_entry_get_seat (entry, FT_BLACK)->profile_id, profile_id) == 0)
        count (stats, entry, FT_BLACK);
    }
  return stats;
}

void
ft_profile_statistics_free (FtProfileStatistics *stats)
{
  g_free (stats);
}

void
ft_profile_statistics_get (const FtProfileStatistics *stats, int kind, int opponent,
                           FtProfileCounts *counts)
{
  g_return_if_fail (stats != NULL && counts != NULL);
  g_return_if_fail (kind >= FT_STATS_ALL && kind < (int) FT_N_RATED_KINDS);
  g_return_if_fail (opponent >= FT_STATS_ALL && opponent < FT_N_STATS_OPPONENTS);

  *counts = (FtProfileCounts) { 0 };
  for (int k = 0; k < (int) FT_N_RATED_KINDS; k++)
    for (int o = 0; o < FT_N_STATS_OPPONENTS; o++)
      if ((kind == FT_STATS_ALL || kind == k) && (opponent == FT_STATS_ALL || opponent == o))
        {
          counts->played += stats->counts[k][o].played;
          counts->won += stats->counts[k][o].won;
          counts->drawn += stats->counts[k][o].drawn;
          counts->lost += stats->counts[k][o].lost;
        }
}

FtHistoryEntry *
ft_profile_statistics_get_best_win (const FtProfileStatistics *stats, int kind,
                                    double *opponent_rating)
{
  FtHistoryEntry *best = NULL;
  double best_rating = 0;

  g_return_val_if_fail (stats != NULL, NULL);
  g_return_val_if_fail (kind >= FT_STATS_ALL && kind < (int) FT_N_RATED_KINDS, NULL);

  for (int k = 0; k < (int) FT_N_RATED_KINDS; k++)
    if ((kind == FT_STATS_ALL || kind == k) && stats->best_win[k] != NULL
        && (best == NULL || stats->best_rating[k] > best_rating))
      {
        best = stats->best_win[k];
        best_rating = stats->best_rating[k];
      }
  if (best != NULL && opponent_rating != NULL)
    *opponent_rating = best_rating;
  return best;
}
