/* ft-statistics.c — see ft-statistics.h. */
#include "config.h"

#include <errno.h>
#include <string.h>

#include <glib/gstdio.h>

#include "ft-names.h"
#include "ft-rated-kind.h"
#include "ft-statistics.h"
#include "ft-text-file.h"

/* Three groups of computer levels and the two-player count. */
#define N_TABLES 4
#define TWO_PLAYERS 3

struct _FtStatistics
{
  char *dir;
  char *path;
  /* The counts of each variant: variant name → FtStatisticsCounts[N_TABLES]. */
  GHashTable *variants;
};

static const char *const groups[N_TABLES] = {
  "computer-easy", "computer-normal", "computer-hard", "two-players",
};
static const char *const keys[3] = { "won", "drawn", "lost" };
static const char *const two_player_keys[3] = { "white-won", "drawn", "black-won" };

/* What a file without variants counted: the game everyone played then. */
#define LEGACY_VARIANT "fourteen"

static guint *
count_field (FtStatisticsCounts *c, guint which)
{
  return which == 0 ? &c->won : which == 1 ? &c->drawn : &c->lost;
}

static guint
table_of (FtOpponent opponent, FtLevel level)
{
  if (opponent == FT_OPPONENT_HUMAN)
    return TWO_PLAYERS;
  /* The file counts the three levels there were before the ladder: the
   * levels up to easy's, those below the top, the top. */
  return level <= FT_LEVEL_EASY ? 0 : level < FT_LEVEL_HARD ? 1 : 2;
}

static FtStatisticsCounts *
variant_counts (GHashTable *variants, const char *variant)
{
  FtStatisticsCounts *counts = g_hash_table_lookup (variants, variant);

  if (counts == NULL)
    {
      counts = g_new0 (FtStatisticsCounts, N_TABLES);
      g_hash_table_insert (variants, g_strdup (variant), counts);
    }
  return counts;
}

static GHashTable *
new_variants (void)
{
  return g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
}

/* A group's counts into `counts`; FALSE (error set) for a bad value. */
static gboolean
read_group (GKeyFile *file, const char *group, guint table, FtStatisticsCounts *counts,
            GError **error)
{
  for (guint k = 0; k < 3; k++)
    {
      const char *key = table == TWO_PLAYERS ? two_player_keys[k] : keys[k];
      g_autoptr (GError) local = NULL;
      gint64 value;

      if (!g_key_file_has_key (file, group, key, NULL))
        continue;
      value = g_key_file_get_int64 (file, group, key, &local);
      if (local != NULL || value < 0 || value > G_MAXINT)
        {
          g_set_error (error, G_KEY_FILE_ERROR, G_KEY_FILE_ERROR_INVALID_VALUE,
                       "[%s] %s is not a count", group, key);
          return FALSE;
        }
      *count_field (counts, k) += (guint) value;
    }
  counts->played = counts->won + counts->drawn + counts->lost;
  return TRUE;
}

/* "VARIANT:TABLE" groups, and the TABLE groups of older files. FALSE
 * (error set) if the file is there but is no statistics file. */
static gboolean
read_file (FtStatistics *stats, GError **error)
{
  g_autoptr (GKeyFile) file = g_key_file_new ();
  g_autoptr (GHashTable) variants = new_variants ();
  g_auto (GStrv) names = NULL;

  if (!ft_text_file_load_key_file (file, stats->path, "statistics file", G_KEY_FILE_NONE, error))
    return FALSE;
  names = g_key_file_get_groups (file, NULL);
  for (guint i = 0; names[i] != NULL; i++)
    {
      const char *colon = strrchr (names[i], ':');
      const char *table_name = colon != NULL ? colon + 1 : names[i];
      g_autofree char *variant = colon != NULL ? g_strndup (names[i], colon - names[i])
                                               : g_strdup (LEGACY_VARIANT);

      for (guint t = 0; t < N_TABLES; t++)
        if (strcmp (table_name, groups[t]) == 0
            && !read_group (file, names[i], t, &variant_counts (variants, variant)[t], error))
          return FALSE;
    }
  g_hash_table_unref (stats->variants);
  stats->variants = g_steal_pointer (&variants);
  return TRUE;
}

FtStatistics *
ft_statistics_load (const char *dir)
{
  FtStatistics *stats;
  g_autoptr (GError) error = NULL;

  g_return_val_if_fail (dir != NULL, NULL);

  stats = g_new0 (FtStatistics, 1);
  stats->dir = g_strdup (dir);
  stats->path = g_build_filename (dir, "statistics.ini", NULL);
  stats->variants = new_variants ();
  if (!read_file (stats, &error)
      && !g_error_matches (error, FT_TEXT_FILE_ERROR, FT_TEXT_FILE_ERROR_NOT_FOUND))
    g_warning ("%s: %s; the statistics start from zero", stats->path, error->message);
  return stats;
}

void
ft_statistics_free (FtStatistics *stats)
{
  if (stats == NULL)
    return;
  g_free (stats->dir);
  g_free (stats->path);
  g_hash_table_unref (stats->variants);
  g_free (stats);
}

const char *
ft_statistics_get_path (FtStatistics *stats)
{
  g_return_val_if_fail (stats != NULL, NULL);
  return stats->path;
}

static gboolean
save (FtStatistics *stats)
{
  g_autoptr (GKeyFile) file = g_key_file_new ();
  g_autoptr (GError) error = NULL;
  g_autofree char *data = NULL;
  gsize length;

  g_autoptr (GList) names = g_list_sort (g_hash_table_get_keys (stats->variants),
                                         (GCompareFunc) strcmp);

  for (GList *l = names; l != NULL; l = l->next)
    {
      FtStatisticsCounts *counts = g_hash_table_lookup (stats->variants, l->data);

      for (guint t = 0; t < N_TABLES; t++)
        {
          g_autofree char *group = g_strdup_printf ("%s:%s", (char *) l->data, groups[t]);

          g_key_file_set_uint64 (file, group, "played", counts[t].played);
          for (guint k = 0; k < 3; k++)
            g_key_file_set_uint64 (file, group, t == TWO_PLAYERS ? two_player_keys[k] : keys[k],
                                   *count_field (&counts[t], k));
        }
    }
  data = g_key_file_to_data (file, &length, NULL);
  if (g_mkdir_with_parents (stats->dir, 0700) != 0)
    {
      int saved = errno;

      g_warning ("%s: %s; the statistics are not saved", stats->dir, g_strerror (saved));
      return FALSE;
    }
  /* A temporary file renamed over the old one: never half written. */
  if (!g_file_set_contents (stats->path, data, length, &error))
    {
      g_warning ("%s: %s; the statistics are not saved", stats->path, error->message);
      return FALSE;
    }
  return TRUE;
}

gboolean
ft_statistics_record (FtStatistics *stats, const char *variant, FtOpponent opponent, FtLevel level,
                      FtResult result)
{
  FtStatisticsCounts *c;

  g_return_val_if_fail (stats != NULL, FALSE);
  g_return_val_if_fail (variant != NULL && strchr (variant, ':') == NULL, FALSE);

  if (result == FT_RESULT_NONE)
    return TRUE;
  c = &variant_counts (stats->variants, variant)[table_of (opponent, level)];
  c->played++;
  if (result == FT_RESULT_WHITE_WINS)
    c->won++;
  else if (result == FT_RESULT_BLACK_WINS)
    c->lost++;
  else
    c->drawn++;
  return save (stats);
}

gboolean
ft_statistics_withdraw (FtStatistics *stats, const char *variant, FtOpponent opponent, FtLevel level,
                        FtResult result)
{
  FtStatisticsCounts *c;
  guint *field;

  g_return_val_if_fail (stats != NULL, FALSE);
  g_return_val_if_fail (variant != NULL && strchr (variant, ':') == NULL, FALSE);

  if (result == FT_RESULT_NONE)
    return TRUE;
  c = &variant_counts (stats->variants, variant)[table_of (opponent, level)];
  field = result == FT_RESULT_WHITE_WINS ? &c->won : result == FT_RESULT_BLACK_WINS ? &c->lost : &c->drawn;
  if (c->played == 0 || *field == 0)
    return TRUE;
  c->played--;
  (*field)--;
  return save (stats);
}

void
ft_statistics_get (FtStatistics *stats, const char *variant, FtOpponent opponent, FtLevel level,
                   FtStatisticsCounts *counts)
{
  GHashTableIter iter;
  gpointer name, value;
  guint table;

  g_return_if_fail (stats != NULL && counts != NULL);

  table = table_of (opponent, level);
  memset (counts, 0, sizeof *counts);
  g_hash_table_iter_init (&iter, stats->variants);
  while (g_hash_table_iter_next (&iter, &name, &value))
    {
      const FtStatisticsCounts *c = &((FtStatisticsCounts *) value)[table];

      if (variant != NULL && strcmp (variant, name) != 0)
        continue;
      counts->played += c->played;
      counts->won += c->won;
      counts->drawn += c->drawn;
      counts->lost += c->lost;
    }
}

gboolean
ft_statistics_reset (FtStatistics *stats)
{
  g_return_val_if_fail (stats != NULL, FALSE);
  g_hash_table_remove_all (stats->variants);
  return save (stats);
}

const char *
ft_statistics_variant_of_setup (const FtGameSetup *setup)
{
  g_return_val_if_fail (setup != NULL, NULL);

  /* The kinds a rating compares (ft-rated-kind.h): one classification. */
  return ft_name_of (FT_TYPE_RATED_KIND, ft_rated_kind_of_setup (setup));
}
