/* cli-protocol.c — see cli-protocol.h. */
#include "config.h"

#include "cli-protocol.h"

#include <stdarg.h>
#include <string.h>

#include "ft-level-move.h"
#include "ft-names.h"
#include "ft-problem.h"

FtCliLine
ft_cli_read_line (FILE *in, GString *line, gsize *bad_offset)
{
  gboolean too_long = FALSE;
  gboolean any = FALSE;
  const char *end;
  int c;

  g_string_truncate (line, 0);
  while ((c = getc (in)) != EOF)
    {
      any = TRUE;
      if (c == '\n')
        break;
      if (line->len < FT_CLI_MAX_LINE)
        g_string_append_c (line, (char) c);
      else
        too_long = TRUE; /* read on to the end of the line, keeping nothing */
    }
  if (!any)
    return FT_CLI_LINE_END;
  if (too_long)
    {
      g_string_truncate (line, 0);
      return FT_CLI_LINE_TOO_LONG;
    }
  if (line->len > 0 && line->str[line->len - 1] == '\r')
    g_string_truncate (line, line->len - 1);
  if (!g_utf8_validate_len (line->str, line->len, &end))
    {
      *bad_offset = (gsize) (end - line->str);
      return FT_CLI_LINE_NOT_UTF8;
    }
  return FT_CLI_LINE_OK;
}

/* The levels' ratings for UCI_Elo; without them the option is not offered. */
static void
load_ratings (FtCliEngine *engine)
{
  g_autoptr (GPtrArray) problems = ft_problem_list_new ();

  engine->ratings = ft_level_ratings_load_shipped (problems);
  if (engine->ratings != NULL
      && !ft_level_ratings_range (engine->ratings, FT_RATED_KIND_STANDARD, &engine->elo_min,
                                  &engine->elo_max))
    g_clear_pointer (&engine->ratings, ft_level_ratings_free);
  if (engine->ratings != NULL)
    engine->elo = CLAMP (1500, engine->elo_min, engine->elo_max);
}

gboolean
ft_cli_engine_set_level (FtCliEngine *engine, const char *value, char **message)
{
  g_autofree char *choices = NULL;
  int level;

  if (ft_name_parse (FT_TYPE_LEVEL, value, &level))
    {
      engine->level = (FtLevel) level;
      return TRUE;
    }
  choices = ft_name_list (FT_TYPE_LEVEL);
  *message = g_strdup_printf ("Level must be %s, not '%s'", choices, value);
  return FALSE;
}

gboolean
ft_cli_engine_set_limit_strength (FtCliEngine *engine, const char *value, char **message)
{
  if (g_ascii_strcasecmp (value, "true") == 0 || strcmp (value, "1") == 0)
    engine->limit_strength = TRUE;
  else if (g_ascii_strcasecmp (value, "false") == 0 || strcmp (value, "0") == 0)
    engine->limit_strength = FALSE;
  else
    {
      *message = g_strdup_printf ("UCI_LimitStrength must be true or false, not '%s'", value);
      return FALSE;
    }
  return TRUE;
}

gboolean
ft_cli_engine_set_elo (FtCliEngine *engine, const char *value, char **message)
{
  gint64 elo;

  if (engine->ratings == NULL)
    {
      *message = g_strdup ("UCI_Elo: the levels' ratings (level-ratings.json) are not installed");
      return FALSE;
    }
  if (!ft_cli_parse_int (value, G_MININT64, G_MAXINT64, &elo) || elo < engine->elo_min
      || elo > engine->elo_max)
    {
      *message = g_strdup_printf ("UCI_Elo must be a whole number from %d to %d, not '%s'",
                                  engine->elo_min, engine->elo_max, value);
      return FALSE;
    }
  engine->elo = elo;
  return TRUE;
}

FtLevel
ft_cli_engine_playing_level (const FtCliEngine *engine, gboolean analysis)
{
  if (analysis)
    return FT_LEVEL_TOP;
  if (engine->limit_strength && engine->ratings != NULL)
    return ft_level_ratings_level_for_elo (engine->ratings, FT_RATED_KIND_STANDARD, (double) engine->elo);
  return engine->level;
}

void
ft_cli_engine_init (FtCliEngine *engine, const FtCliSession *session)
{
  memset (engine, 0, sizeof *engine);
  engine->out = session->out;
  engine->max_nodes = session->max_nodes;
  g_mutex_init (&engine->output_lock);
  g_mutex_init (&engine->stop_lock);
  g_cond_init (&engine->stop_cond);
  engine->searcher = ft_searcher_new (session->hash_mb);
  engine->level = FT_LEVEL_TOP;
  load_ratings (engine);
  engine->search_pos = g_new (FtPosition, 1);
  engine->root_moves = g_new (FtMoveList, 1);
}

void
ft_cli_engine_clear (FtCliEngine *engine)
{
  ft_cli_engine_stop (engine);
  ft_searcher_free (engine->searcher);
  g_clear_pointer (&engine->ratings, ft_level_ratings_free);
  g_free (engine->search_pos);
  g_free (engine->root_moves);
  g_cond_clear (&engine->stop_cond);
  g_mutex_clear (&engine->stop_lock);
  g_mutex_clear (&engine->output_lock);
}

static void G_GNUC_PRINTF (2, 0)
vprint_line (FILE *out, const char *format, va_list args)
{
  /* Never NULL; said so, or GCC with UBSan's checks sees a path where it
   * is (-Wformat-overflow in the sanitizer build). */
  if (format == NULL)
    return;
  vfprintf (out, format, args);
  putc ('\n', out);
  fflush (out);
}

void
ft_cli_engine_print (FtCliEngine *engine, const char *format, ...)
{
  va_list args;

  g_mutex_lock (&engine->output_lock);
  va_start (args, format);
  vprint_line (engine->out, format, args);
  va_end (args);
  g_mutex_unlock (&engine->output_lock);
}

void
ft_cli_engine_print_locked (FtCliEngine *engine, const char *format, ...)
{
  va_list args;

  va_start (args, format);
  vprint_line (engine->out, format, args);
  va_end (args);
}

void
ft_cli_engine_lock_output (FtCliEngine *engine)
{
  g_mutex_lock (&engine->output_lock);
}

void
ft_cli_engine_unlock_output (FtCliEngine *engine)
{
  g_mutex_unlock (&engine->output_lock);
}

static gpointer
search_thread (gpointer user_data)
{
  FtCliEngine *engine = user_data;
  FtSearchInfo info = { 0 };
  FtMove move;

  move = ft_level_choose_move (engine->searcher, engine->playing, engine->seed, engine->search_pos,
                               &engine->limits, engine->info_func, engine->user_data,
                               &engine->stop, &info);
  engine->done_func (engine, move, &info, engine->user_data);
  return NULL;
}

void
ft_cli_engine_start (FtCliEngine *engine, const FtPosition *pos, const FtSearchLimits *limits,
                     const FtMoveList *root_moves, FtSearchInfoFunc info_func,
                     FtCliSearchDone done_func, gpointer user_data)
{
  g_return_if_fail (engine->thread == NULL);

  *engine->search_pos = *pos;
  engine->limits = *limits;
  engine->limits.root_moves = NULL;
  if (engine->max_nodes > 0)
    engine->limits.nodes = engine->limits.nodes > 0 ? MIN (engine->limits.nodes, engine->max_nodes)
                                                    : engine->max_nodes;
  if (root_moves != NULL)
    {
      *engine->root_moves = *root_moves;
      engine->limits.root_moves = engine->root_moves;
    }
  engine->info_func = info_func;
  engine->done_func = done_func;
  engine->user_data = user_data;
  g_atomic_int_set (&engine->stop, 0);
  engine->playing = ft_cli_engine_playing_level (engine, limits->infinite);
  engine->thread = g_thread_new ("fourteen-cli-search", search_thread, engine);
}

gboolean
ft_cli_engine_is_searching (const FtCliEngine *engine)
{
  return engine->thread != NULL;
}

void
ft_cli_engine_stop (FtCliEngine *engine)
{
  if (engine->thread == NULL)
    return;
  g_mutex_lock (&engine->stop_lock);
  g_atomic_int_set (&engine->stop, 1);
  g_cond_broadcast (&engine->stop_cond);
  g_mutex_unlock (&engine->stop_lock);
  ft_cli_engine_wait (engine);
}

void
ft_cli_engine_wait (FtCliEngine *engine)
{
  if (engine->thread != NULL)
    {
      g_thread_join (engine->thread);
      engine->thread = NULL;
    }
}

gboolean
ft_cli_engine_stop_requested (FtCliEngine *engine, gboolean wait)
{
  gboolean stop;

  g_mutex_lock (&engine->stop_lock);
  while (wait && !g_atomic_int_get (&engine->stop))
    g_cond_wait (&engine->stop_cond, &engine->stop_lock);
  stop = g_atomic_int_get (&engine->stop);
  g_mutex_unlock (&engine->stop_lock);
  return stop;
}

void
ft_cli_engine_perft (FtCliEngine *engine, FtPosition *pos, int depth, const char *prefix)
{
  FtMoveList *list = g_new (FtMoveList, 1);
  guint64 total = 0;

  if (engine->max_nodes > 0)
    depth = MIN (depth, 2);
  ft_position_generate_legal (pos, list);
  for (guint i = 0; i < list->count && depth > 0; i++)
    {
      char text[16];
      guint64 count;

      ft_position_make_move (pos, list->moves[i]);
      count = ft_position_perft (pos, (guint) depth - 1);
      ft_position_unmake_move (pos);
      total += count;
      ft_cli_engine_print (engine, "%s%s: %" G_GUINT64_FORMAT, prefix,
                           ft_position_move_to_string (pos, list->moves[i], text), count);
    }
  ft_cli_engine_print (engine, "%sNodes searched: %" G_GUINT64_FORMAT, prefix,
                       depth > 0 ? total : 1);
  g_free (list);
}

void
ft_cli_make_room (FtPosition *pos)
{
  if (pos->history_length >= FT_MAX_GAME_PLY - FT_SEARCH_MAX_PLY - 8)
    ft_position_forget_history (pos);
}

gboolean
ft_cli_parse_int (const char *text, gint64 min, gint64 max, gint64 *value)
{
  const char *digits = text;
  gboolean negative = FALSE;
  guint64 magnitude = 0;

  if (text == NULL)
    return FALSE;
  if (*digits == '+' || *digits == '-')
    negative = *digits++ == '-';
  if (!g_ascii_isdigit (*digits))
    return FALSE;
  for (; g_ascii_isdigit (*digits); digits++)
    magnitude = magnitude <= ((guint64) G_MAXINT64 - 9) / 10
                  ? magnitude * 10 + (guint64) (*digits - '0')
                  : (guint64) G_MAXINT64; /* saturate: the caller clamps anyway */
  if (*digits != '\0')
    return FALSE;
  *value = negative ? -(gint64) magnitude : (gint64) magnitude;
  *value = CLAMP (*value, min, max);
  return TRUE;
}
