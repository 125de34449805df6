/* ft-level-ratings.c — see ft-level-ratings.h. The file:
 *   { "kinds": { "standard": { "level-1": { "rating": 612, "deviation": 40,
 *                                           "low": 540, "high": 690,
 *                                           "games": 120 }, … }, … },
 *     "anchor": …, "time_control": …, "matches": [ … ], … }
 * Only "kinds" is read; the rest documents how the figures were measured. */
#include "config.h"

#include <math.h>

#include "ft-config.h"
#include "ft-json-reader.h"
#include "ft-levels.h"
#include "ft-level-ratings.h"
#include "ft-names.h"
#include "ft-text-file.h"

typedef struct {
  gboolean known;
  double rating, deviation;
  double low, high; /* the 95 % interval */
  double games;
} LevelFigure;

struct _FtLevelRatings
{
  LevelFigure figures[FT_N_RATED_KINDS][FT_N_LEVELS + 1]; /* by FtLevel */
};

/* A rating in the file: a number from -RATING_LIMIT to RATING_LIMIT. */
#define RATING_LIMIT 5000

static void
read_rating (FtJsonReader *reader, JsonObject *object, const char *path, const char *key, double *out)
{
  g_autofree char *key_path = ft_json_key_path (path, key);
  double value;

  if (!json_object_has_member (object, key))
    return;
  if (!ft_json_node_get_number (json_object_get_member (object, key), &value) || fabs (value) > RATING_LIMIT)
    {
      ft_json_reader_error (reader, 0, 0, "%s must be a number from %d to %d", key_path, -RATING_LIMIT,
                            RATING_LIMIT);
      return;
    }
  *out = value;
}

static void
read_level (FtJsonReader *reader, JsonObject *levels, const char *parent, FtLevel level,
            LevelFigure *figure)
{
  const char *name = ft_name_of (FT_TYPE_LEVEL, level);
  g_autofree char *path = ft_json_key_path (parent, name);
  JsonObject *object = ft_json_get_object (reader, levels, parent, name);
  static const char *const known[] = { "rating", "deviation", "low", "high", "games", NULL };
  double rating = NAN, deviation = -1, low = NAN, high = NAN, games = 0;
  guint n_errors = reader->n_errors;

  if (object == NULL)
    return;
  ft_json_warn_unknown_keys (reader, object, path, known);
  /* A chain of self-play may put the lowest level below 0. */
  read_rating (reader, object, path, "rating", &rating);
  read_rating (reader, object, path, "low", &low);
  read_rating (reader, object, path, "high", &high);
  ft_json_read_number (reader, object, path, "deviation", FT_JSON_POSITIVE, 350, &deviation);
  ft_json_read_number (reader, object, path, "games", FT_JSON_NON_NEGATIVE, 1e9, &games);
  if (reader->n_errors > n_errors)
    return;
  if (isnan (rating) || deviation < 0)
    {
      ft_json_reader_error (reader, 0, 0, "%s needs a rating and a deviation", path);
      return;
    }
  if (low > rating || high < rating)
    {
      ft_json_reader_error (reader, 0, 0, "%s: the interval (low, high) must hold the rating %g", path,
                            rating);
      return;
    }
  figure->known = TRUE;
  figure->rating = rating;
  figure->deviation = deviation;
  /* Without an interval, the deviation's. */
  figure->low = isnan (low) ? rating - 1.96 * deviation : low;
  figure->high = isnan (high) ? rating + 1.96 * deviation : high;
  figure->games = games;
}

static void
read_kinds (FtJsonReader *reader, JsonObject *kinds, FtLevelRatings *ratings)
{
  GList *members = json_object_get_members (kinds);

  for (GList *l = members; l != NULL; l = l->next)
    {
      const char *name = l->data;
      g_autofree char *path = ft_json_key_path ("kinds", name);
      JsonObject *levels;
      int kind;

      if (!ft_name_parse (FT_TYPE_RATED_KIND, name, &kind))
        {
          g_autofree char *expected = ft_name_list (FT_TYPE_RATED_KIND);
          ft_json_reader_error (reader, 0, 0, "kinds.%s: unknown kind of game (%s)", name,
                                expected);
          continue;
        }
      levels = ft_json_get_object (reader, kinds, "kinds", name);
      if (levels == NULL)
        continue;
      for (FtLevel level = FT_LEVEL_1; level <= FT_LEVEL_TOP; level++)
        read_level (reader, levels, path, level, &ratings->figures[kind][level]);
    }
  g_list_free (members);
}

FtLevelRatings *
ft_level_ratings_load (const char *path, GPtrArray *problems)
{
  g_autoptr (JsonParser) parser = json_parser_new ();
  g_autofree char *text = NULL;
  g_autofree FtLevelRatings *ratings = g_new0 (FtLevelRatings, 1);
  FtJsonReader reader = { path, problems, 0 };
  JsonNode *root;
  JsonObject *kinds;
  gsize length;

  g_return_val_if_fail (path != NULL && problems != NULL, NULL);

  if (!ft_text_file_read_problems (path, "level ratings file", FT_TEXT_FILE_MAX_SIZE, &text,
                                   &length, problems)
      || !ft_json_reader_parse (&reader, parser, text, length))
    return NULL;
  root = json_parser_get_root (parser);
  if (root == NULL || !JSON_NODE_HOLDS_OBJECT (root))
    {
      ft_json_reader_error (&reader, 0, 0, "the level ratings must be a JSON object");
      return NULL;
    }
  kinds = ft_json_get_object (&reader, json_node_get_object (root), NULL, "kinds");
  if (kinds == NULL && reader.n_errors == 0)
    ft_json_reader_error (&reader, 0, 0, "kinds is missing");
  if (kinds != NULL)
    read_kinds (&reader, kinds, ratings);
  if (reader.n_errors > 0)
    return NULL;
  return g_steal_pointer (&ratings);
}

FtLevelRatings *
ft_level_ratings_load_shipped (GPtrArray *problems)
{
  g_autofree char *path = ft_config_find_shipped_file ("FOURTEEN_LEVEL_RATINGS",
                                                       "level-ratings.json");

  g_return_val_if_fail (problems != NULL, NULL);

  if (path == NULL)
    {
      ft_problem_list_add (problems, FT_SEVERITY_ERROR, "level-ratings.json", 0, 0,
                           "not installed: games against the computer are not rated");
      return NULL;
    }
  return ft_level_ratings_load (path, problems);
}

void
ft_level_ratings_free (FtLevelRatings *ratings)
{
  g_free (ratings);
}

/* The figure of a level at kind, or at 14×14 when kind has none. */
static const LevelFigure *
find_figure (const FtLevelRatings *ratings, FtRatedKind kind, FtLevel level)
{
  const LevelFigure *figure;

  /* Above its game's top a level plays as the top. */
  level = MIN (level, ft_rated_kind_top_level (kind));
  figure = &ratings->figures[kind][level];

  if (!figure->known)
    figure = &ratings->figures[FT_RATED_KIND_FOURTEEN][level];
  return figure->known ? figure : NULL;
}

gboolean
ft_level_ratings_measures (const FtLevelRatings *ratings, FtRatedKind kind)
{
  g_return_val_if_fail (ratings != NULL && (guint) kind < FT_N_RATED_KINDS, FALSE);

  for (FtLevel level = FT_LEVEL_1; level <= FT_LEVEL_TOP; level++)
    if (ratings->figures[kind][level].known)
      return TRUE;
  return FALSE;
}

gboolean
ft_level_ratings_get (const FtLevelRatings *ratings, FtRatedKind kind, FtLevel level,
                      double *rating, double *deviation)
{
  const LevelFigure *figure;

  g_return_val_if_fail (ratings != NULL, FALSE);
  g_return_val_if_fail ((guint) kind < FT_N_RATED_KINDS && ft_level_is_valid (level), FALSE);

  figure = find_figure (ratings, kind, level);
  if (figure == NULL)
    return FALSE;
  if (rating != NULL)
    *rating = figure->rating;
  if (deviation != NULL)
    *deviation = figure->deviation;
  return TRUE;
}

gboolean
ft_level_ratings_get_interval (const FtLevelRatings *ratings, FtRatedKind kind, FtLevel level,
                               double *low, double *high, guint *games)
{
  const LevelFigure *figure;

  g_return_val_if_fail (ratings != NULL, FALSE);
  g_return_val_if_fail ((guint) kind < FT_N_RATED_KINDS && ft_level_is_valid (level), FALSE);

  figure = find_figure (ratings, kind, level);
  if (figure == NULL)
    return FALSE;
  if (low != NULL)
    *low = figure->low;
  if (high != NULL)
    *high = figure->high;
  if (games != NULL)
    *games = (guint) figure->games;
  return TRUE;
}

gboolean
ft_level_ratings_range (const FtLevelRatings *ratings, FtRatedKind kind, int *min, int *max)
{
  double low = G_MAXDOUBLE, high = -G_MAXDOUBLE;

  g_return_val_if_fail (ratings != NULL && min != NULL && max != NULL, FALSE);

  for (FtLevel level = FT_LEVEL_1; level <= ft_rated_kind_top_level (kind); level++)
    {
      double r;

      if (!ft_level_ratings_get (ratings, kind, level, &r, NULL))
        continue;
      low = MIN (low, r);
      high = MAX (high, r);
    }
  if (low > high)
    return FALSE;
  *min = (int) ceil (low);
  *max = (int) floor (high);
  return TRUE;
}

FtLevel
ft_level_ratings_level_for_elo (const FtLevelRatings *ratings, FtRatedKind kind, double elo)
{
  FtLevel best = ft_rated_kind_top_level (kind);
  double best_distance = G_MAXDOUBLE;

  g_return_val_if_fail (ratings != NULL, FT_LEVEL_TOP);

  for (FtLevel level = FT_LEVEL_1; level <= ft_rated_kind_top_level (kind); level++)
    {
      double r;

      if (ft_level_ratings_get (ratings, kind, level, &r, NULL) && fabs (r - elo) < best_distance)
        {
          best_distance = fabs (r - elo);
          best = level;
        }
    }
  return best;
}
