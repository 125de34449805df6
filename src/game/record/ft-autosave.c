/* ft-autosave.c — see ft-autosave.h. */
/* lstat: POSIX, which -std=c11 alone hides (g_lstat is a macro for it). */
#define _POSIX_C_SOURCE 200809L

#include "ft-autosave.h"

#include <errno.h>
#include <string.h>

#include <glib/gstdio.h>

#include "ft-names.h"
#include "ft-pgn.h"
#include "ft-text-file.h"

char *
ft_autosave_text (FtRecordedGame *record, const FtGameSetup *setup, const gint64 *clocks_ms)
{
  g_return_val_if_fail (record != NULL && setup != NULL, NULL);

  if (clocks_ms != NULL)
    {
      char clocks[48];

      g_snprintf (clocks, sizeof clocks, "%" G_GINT64_FORMAT " %" G_GINT64_FORMAT, MAX (clocks_ms[FT_WHITE], 0),
                  MAX (clocks_ms[FT_BLACK], 0));
      ft_recorded_game_set_tag (record, FT_AUTOSAVE_TAG_CLOCKS, clocks);
    }
  ft_recorded_game_set_tag (record, FT_AUTOSAVE_TAG_OPPONENT,
                            ft_name_of (FT_TYPE_OPPONENT, setup->opponent));
  ft_recorded_game_set_tag (record, FT_AUTOSAVE_TAG_LEVEL, ft_name_of (FT_TYPE_LEVEL, setup->level));
  ft_recorded_game_set_tag (record, FT_AUTOSAVE_TAG_PLAYER,
                            ft_name_of (FT_TYPE_COLOUR, setup->human_colour));
  return ft_recorded_game_write (record);
}

gboolean
ft_autosave_write (const char *path, const char *text, GError **error)
{
  g_autofree char *dir = NULL;

  g_return_val_if_fail (path != NULL && text != NULL, FALSE);

  dir = g_path_get_dirname (path);
  if (g_mkdir_with_parents (dir, 0700) != 0)
    {
      int saved = errno;

      g_set_error (error, G_FILE_ERROR, g_file_error_from_errno (saved), "%s: %s", dir,
                   g_strerror (saved));
      return FALSE;
    }
  return g_file_set_contents_full (path, text, -1, G_FILE_SET_CONTENTS_CONSISTENT, 0600, error);
}

gboolean
ft_autosave_remove (const char *path, GError **error)
{
  g_return_val_if_fail (path != NULL, FALSE);

  if (g_unlink (path) != 0 && errno != ENOENT)
    {
      int saved = errno;

      g_set_error (error, G_FILE_ERROR, g_file_error_from_errno (saved), "%s: %s", path,
                   g_strerror (saved));
      return FALSE;
    }
  return TRUE;
}

/* "autosave.pgn.XXXXXX": the temporary name g_file_set_contents gives. */
static gboolean
is_temporary_of (const char *name, const char *base)
{
  gsize n = strlen (base);

  if (strncmp (name, base, n) != 0 || name[n] != '.' || strlen (name + n + 1) != 6)
    return FALSE;
  for (const char *c = name + n + 1; *c != '\0'; c++)
    if (!g_ascii_isalnum (*c))
      return FALSE;
  return TRUE;
}

guint
ft_autosave_clean_temporaries (const char *path)
{
  g_autofree char *dir_name = NULL;
  g_autofree char *base = NULL;
  g_autoptr (GDir) dir = NULL;
  const char *name;
  guint removed = 0;

  g_return_val_if_fail (path != NULL, 0);

  dir_name = g_path_get_dirname (path);
  base = g_path_get_basename (path);
  dir = g_dir_open (dir_name, 0, NULL);
  while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *leftover = NULL;

      if (!is_temporary_of (name, base))
        continue;
      leftover = g_build_filename (dir_name, name, NULL);
      if (g_file_test (leftover, G_FILE_TEST_IS_REGULAR) && g_unlink (leftover) == 0)
        removed++;
    }
  return removed;
}

char *
ft_autosave_keep_broken (const char *path, GDateTime *now, GError **error)
{
  g_autofree char *stamp = NULL;

  g_return_val_if_fail (path != NULL && now != NULL, NULL);

  stamp = g_date_time_format (now, "%Y%m%d-%H%M%S");
  for (guint n = 1; n < 1000; n++)
    {
      g_autofree char *aside = n == 1 ? g_strdup_printf ("%s.broken-%s", path, stamp)
                                      : g_strdup_printf ("%s.broken-%s-%u", path, stamp, n);

      /* lstat: a dangling link is a name taken too. */
      {
        GStatBuf info;

        if (g_lstat (aside, &info) == 0)
          continue;
      }
      if (g_rename (path, aside) != 0)
        {
          int saved = errno;

          g_set_error (error, G_FILE_ERROR, g_file_error_from_errno (saved),
                       "%s: cannot keep it as %s: %s", path, aside, g_strerror (saved));
          return NULL;
        }
      return g_steal_pointer (&aside);
    }
  g_set_error (error, G_FILE_ERROR, G_FILE_ERROR_EXIST, "%s: too many broken copies", path);
  return NULL;
}

/* The FourteenClocks tag into the game's Fischer clock; anything else in it
 * is ignored (a hand-edited or hostile file). */
static void
restore_clocks (FtGame *game, const char *value)
{
  FtClock *clock = ft_game_get_clock (game);
  g_auto (GStrv) fields = NULL;
  gint64 ms[2];

  if (value == NULL || ft_game_is_over (game) || !ft_clock_is_timed (clock)
      || ft_clock_get_mode (clock) != FT_CLOCK_MODE_FISCHER)
    return;
  fields = g_strsplit (value, " ", -1);
  if (g_strv_length (fields) != 2)
    return;
  for (int side = 0; side < 2; side++)
    {
      guint64 number;

      if (!g_ascii_string_to_unsigned (fields[side], 10, 0, 24 * 3600 * 1000, &number, NULL))
        return;
      ms[side] = (gint64) number;
    }
  ft_clock_set_remaining_ms (clock, FT_WHITE, ms[FT_WHITE]);
  ft_clock_set_remaining_ms (clock, FT_BLACK, ms[FT_BLACK]);
}

FtGame *
ft_autosave_parse (const char *text, gsize length, const char *path, const FtGameSetup *base,
                   FtGameSetup **setup_out, GError **error)
{
  g_autoptr (FtGameSetup) setup = NULL;
  g_autoptr (FtRecordedGame) record = NULL;
  g_autoptr (FtGame) game = NULL;
  const char *opponent, *level, *player;
  int value;

  g_return_val_if_fail (text != NULL && base != NULL, NULL);

  game = ft_game_record_read (text, (gssize) length, path, base, &setup, &record, error);
  if (game == NULL)
    return NULL;
  opponent = ft_recorded_game_get_tag (record, FT_AUTOSAVE_TAG_OPPONENT);
  level = ft_recorded_game_get_tag (record, FT_AUTOSAVE_TAG_LEVEL);
  player = ft_recorded_game_get_tag (record, FT_AUTOSAVE_TAG_PLAYER);
  if (ft_name_parse (FT_TYPE_OPPONENT, opponent, &value))
    setup->opponent = value;
  if (ft_name_parse (FT_TYPE_LEVEL, level, &value))
    setup->level = value;
  if (ft_name_parse (FT_TYPE_COLOUR, player, &value))
    setup->human_colour = value;
  restore_clocks (game, ft_recorded_game_get_tag (record, FT_AUTOSAVE_TAG_CLOCKS));
  if (setup_out != NULL)
    *setup_out = g_steal_pointer (&setup);
  return g_steal_pointer (&game);
}

FtGame *
ft_autosave_load (const char *path, const FtGameSetup *base, FtGameSetup **setup_out,
                  char **kept_as, GError **error)
{
  g_autoptr (GError) read_error = NULL;
  g_autoptr (GDateTime) now = NULL;
  g_autofree char *text = NULL;
  FtGame *game = NULL;
  gsize length = 0;

  g_return_val_if_fail (path != NULL && base != NULL, NULL);

  if (kept_as != NULL)
    *kept_as = NULL;
  text = ft_text_file_read (path, "saved game", FT_PGN_MAX_SIZE, &length, &read_error);
  if (text == NULL && g_error_matches (read_error, FT_TEXT_FILE_ERROR,
                                       FT_TEXT_FILE_ERROR_NOT_FOUND))
    return NULL;
  if (text != NULL)
    game = ft_autosave_parse (text, length, path, base, setup_out, &read_error);
  if (game != NULL)
    return game;

  /* Kept aside for the player, never silently lost nor overwritten. */
  now = g_date_time_new_now_local ();
  {
    g_autoptr (GError) keep_error = NULL;
    g_autofree char *aside = ft_autosave_keep_broken (path, now, &keep_error);

    if (aside == NULL)
      g_warning ("%s", keep_error->message);
    if (kept_as != NULL)
      *kept_as = g_steal_pointer (&aside);
  }
  g_propagate_error (error, g_steal_pointer (&read_error));
  return NULL;
}
