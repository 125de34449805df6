/* ft-level-suggestion.c — see ft-level-suggestion.h. */
#include "config.h"

#include "ft-level-suggestion.h"

#include <math.h>

#include <glib/gi18n-lib.h>

#include "ft-history-entry.h"
#include "ft-levels.h"
#include "ft-names.h"
#include "ft-rating-rules.h"

/* A settled rating's deviation (the store's floor, about): a player this
 * sure meets their own rating. */
#define SURE_DEVIATION 50.0
/* How far the aim falls per point of deviation above that: a new player,
 * 1500 ± 350, aims at 1080 (standard level 5), for a first game won is a
 * better start than one lost, and a player's first games move the rating
 * most. */
#define DOUBT_DISCOUNT 1.4

gboolean
ft_level_suggest (const FtLevelRatings *ratings, FtRatedKind kind, double rating,
                  double deviation, FtLevel *level, double *level_rating)
{
  double target = MAX (rating - DOUBT_DISCOUNT * MAX (deviation - SURE_DEVIATION, 0.0), 0.0);
  double best_distance = G_MAXDOUBLE;
  gboolean found = FALSE;

  g_return_val_if_fail (ratings != NULL && level != NULL, FALSE);

  for (FtLevel l = FT_LEVEL_1; l <= ft_rated_kind_top_level (kind); l++)
    {
      double r;

      if (!ft_level_ratings_get (ratings, kind, l, &r, NULL))
        continue;
      /* Among equally near levels the lower: a first game won is a better
       * start than one lost. */
      if (fabs (r - target) < best_distance)
        {
          best_distance = fabs (r - target);
          *level = l;
          if (level_rating != NULL)
            *level_rating = r;
          found = TRUE;
        }
    }
  return found;
}

char *
ft_level_suggest_text (const FtLevelRatings *ratings, FtRatedKind kind, double rating,
                       double deviation)
{
  FtLevel level;
  double level_rating;

  if (!ft_level_suggest (ratings, kind, rating, deviation, &level, &level_rating))
    return NULL;
  /* Translators: the computer's level suggested to a player and its
   * rating, "Suggested: level 4, about 1450" */
  return g_strdup_printf (_("Suggested: %s, about %.0f"), ft_level_phrase (level), level_rating);
}

char *
ft_level_rated_label (const FtLevelRatings *ratings, FtRatedKind kind, FtLevel level)
{
  double rating;

  if (ratings == NULL || !ft_level_ratings_get (ratings, kind, level, &rating, NULL))
    return g_strdup (ft_level_label (level));
  /* Translators: a level of the computer opponent and its measured
   * rating, "Level 4, about 1450" */
  return g_strdup_printf (_("%s, about %.0f"), ft_level_label (level), rating);
}

typedef struct {
  gint64 time;
  FtLevel level;
  gboolean won;
} ComputerGame;

static int
newest_first (gconstpointer a, gconstpointer b)
{
  const ComputerGame *x = a, *y = b;

  return x->time < y->time ? 1 : x->time > y->time ? -1 : 0;
}

gboolean
ft_level_offer_next (GListModel *history, const char *profile_id, FtRatedKind kind,
                     FtLevel level, FtLevel *next)
{
  g_autoptr (GArray) games = g_array_new (FALSE, FALSE, sizeof (ComputerGame));
  guint n;
  gboolean offer;

  g_return_val_if_fail (G_IS_LIST_MODEL (history) && profile_id != NULL && next != NULL, FALSE);

  if (!ft_level_is_valid (level) || level >= ft_rated_kind_top_level (kind))
    return FALSE;
  n = g_list_model_get_n_items (history);
  for (guint i = 0; i < n; i++)
    {
      g_autoptr (FtHistoryEntry) entry = g_list_model_get_item (history, i);
      int side = ft_history_entry_find_profile (entry, profile_id);
      FtResult result = ft_history_entry_get_result (entry, NULL);
      const FtSeat *other;
      FtGameOrigin origin = ft_history_entry_get_origin (entry);
      ComputerGame game;

      if (side < 0 || result == FT_RESULT_NONE || ft_history_entry_get_kind (entry) != kind
          || origin == FT_GAME_ORIGIN_PUZZLE || origin == FT_GAME_ORIGIN_OPENED_FILE)
        continue;
      other = ft_history_entry_get_seat (entry, FT_OTHER_COLOUR ((FtColour) side));
      if (other->kind != FT_SEAT_COMPUTER)
        continue;
      game.time = ft_history_entry_get_time (entry);
      game.level = other->level;
      game.won = ft_rating_rules_score (result, (FtColour) side) == 1.0;
      g_array_append_val (games, game);
    }
  if (games->len < FT_LEVEL_OFFER_WINS)
    return FALSE;
  g_array_sort (games, newest_first);
  offer = g_array_index (games, ComputerGame, 0).level == level;
  for (guint i = 0; offer && i < FT_LEVEL_OFFER_WINS; i++)
    {
      const ComputerGame *game = &g_array_index (games, ComputerGame, i);

      offer = game->won && game->level >= level;
    }
  if (offer)
    *next = (FtLevel) (level + 1);
  return offer;
}
