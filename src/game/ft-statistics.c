/* ft-statistics.c — see ft-statistics.h. */
#include "config.h"

#include <errno.h>
#include <string.h>

#include <glib/gstdio.h>

#include "ft-statistics.h"
#include "ft-text-file.h"

/* Three computer levels and the two-player count. */
#define N_TABLES 4
#define TWO_PLAYERS 3

struct _FtStatistics
{
  char *dir;
  char *path;
  FtStatisticsCounts counts[N_TABLES];
};

static const char *const groups[N_TABLES] = {
  "computer-easy", "computer-normal", "computer-hard", "two-players",
};
static const char *const keys[3] = { "won", "drawn", "lost" };
static const char *const two_player_keys[3] = { "white-won", "drawn", "black-won" };

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
  return CLAMP ((guint) level, FT_LEVEL_EASY, FT_LEVEL_HARD);
}

/* FALSE (error set) if the file is there but is no statistics file. */
static gboolean
read_file (FtStatistics *stats, GError **error)
{
  g_autoptr (GKeyFile) file = g_key_file_new ();
  FtStatisticsCounts counts[N_TABLES] = { { 0 } };

  if (!ft_text_file_load_key_file (file, stats->path, "statistics file", G_KEY_FILE_NONE, error))
    return FALSE;
  for (guint t = 0; t < N_TABLES; t++)
    {
      if (!g_key_file_has_group (file, groups[t]))
        continue;
      for (guint k = 0; k < 3; k++)
        {
          const char *key = t == TWO_PLAYERS ? two_player_keys[k] : keys[k];
          g_autoptr (GError) local = NULL;
          gint64 value;

          if (!g_key_file_has_key (file, groups[t], key, NULL))
            continue;
          value = g_key_file_get_int64 (file, groups[t], key, &local);
          if (local != NULL || value < 0 || value > G_MAXINT)
            {
              g_set_error (error, G_KEY_FILE_ERROR, G_KEY_FILE_ERROR_INVALID_VALUE,
                           "[%s] %s is not a count", groups[t], key);
              return FALSE;
            }
          *count_field (&counts[t], k) = (guint) value;
        }
      counts[t].played = counts[t].won + counts[t].drawn + counts[t].lost;
    }
  memcpy (stats->counts, counts, sizeof counts);
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

  for (guint t = 0; t < N_TABLES; t++)
    {
      g_key_file_set_uint64 (file, groups[t], "played", stats->counts[t].played);
      for (guint k = 0; k < 3; k++)
        g_key_file_set_uint64 (file, groups[t], t == TWO_PLAYERS ? two_player_keys[k] : keys[k],
                               *count_field (&stats->counts[t], k));
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
ft_statistics_record (FtStatistics *stats, FtOpponent opponent, FtLevel level, FtResult result)
{
  FtStatisticsCounts *c;

  g_return_val_if_fail (stats != NULL, FALSE);

  if (result == FT_RESULT_NONE)
    return TRUE;
  c = &stats->counts[table_of (opponent, level)];
  c->played++;
  if (result == FT_RESULT_WHITE_WINS)
    c->won++;
  else if (result == FT_RESULT_BLACK_WINS)
    c->lost++;
  else
    c->drawn++;
  return save (stats);
}

void
ft_statistics_get (FtStatistics *stats, FtOpponent opponent, FtLevel level,
                   FtStatisticsCounts *counts)
{
  g_return_if_fail (stats != NULL && counts != NULL);
  *counts = stats->counts[table_of (opponent, level)];
}

gboolean
ft_statistics_reset (FtStatistics *stats)
{
  g_return_val_if_fail (stats != NULL, FALSE);
  memset (stats->counts, 0, sizeof stats->counts);
  return save (stats);
}
