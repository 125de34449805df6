/* ft-pdn.c — PDN games, their writer, and the names and clock texts the
 * reader (ft-pdn-reader.c) shares: see ft-pdn.h and docs/formats.md#pdn. */
#include "ft-pdn-private.h"

#include <stdio.h>
#include <string.h>

G_DEFINE_QUARK (ft-pdn-error-quark, ft_pdn_error)

/* ---- Games --------------------------------------------------------------- */

FtPdnGame *
ft_pdn_game_new (const FtCheckersState *start)
{
  FtPdnGame *game = g_new0 (FtPdnGame, 1);

  game->tag_names = g_ptr_array_new_with_free_func (g_free);
  game->tag_values = g_ptr_array_new_with_free_func (g_free);
  if (start != NULL)
    game->start = *start;
  else
    {
      g_autoptr (FtCheckersBoard) board = ft_checkers_board_new_with_rules (FT_CHECKERS_RULES_ENGLISH);

      game->start = *ft_checkers_state (board);
    }
  game->turns = g_array_new (FALSE, FALSE, sizeof (FtCheckersTurn));
  game->clock_ms = g_array_new (FALSE, FALSE, sizeof (gint64));
  return game;
}

void
ft_pdn_game_free (FtPdnGame *game)
{
  if (game == NULL)
    return;
  g_ptr_array_unref (game->tag_names);
  g_ptr_array_unref (game->tag_values);
  g_array_unref (game->turns);
  g_array_unref (game->clock_ms);
  g_free (game);
}

int
ft_pdn_find_tag (const FtPdnGame *game, const char *name)
{
  for (guint i = 0; i < game->tag_names->len; i++)
    if (strcmp (g_ptr_array_index (game->tag_names, i), name) == 0)
      return (int) i;
  return -1;
}

const char *
ft_pdn_game_get_tag (const FtPdnGame *game, const char *name)
{
  int i = ft_pdn_find_tag (game, name);

  return i < 0 ? NULL : g_ptr_array_index (game->tag_values, i);
}

void
ft_pdn_game_set_tag (FtPdnGame *game, const char *name, const char *value)
{
  int i = ft_pdn_find_tag (game, name);

  if (i >= 0 && value == NULL)
    {
      g_ptr_array_remove_index (game->tag_names, i);
      g_ptr_array_remove_index (game->tag_values, i);
    }
  else if (i >= 0)
    {
      g_free (game->tag_values->pdata[i]);
      game->tag_values->pdata[i] = g_strdup (value);
    }
  else if (value != NULL)
    {
      g_ptr_array_add (game->tag_names, g_strdup (name));
      g_ptr_array_add (game->tag_values, g_strdup (value));
    }
}

void
ft_pdn_game_add_turn (FtPdnGame *game, const FtCheckersTurn *turn, gint64 clock_ms)
{
  g_array_append_val (game->turns, *turn);
  g_array_append_val (game->clock_ms, clock_ms);
}

FtCheckersState
ft_pdn_game_position (const FtPdnGame *game, guint count)
{
  FtCheckersState s = game->start;

  for (guint i = 0; i < MIN (count, game->turns->len); i++)
    ft_checkers_state_play_turn (&s, &g_array_index (game->turns, FtCheckersTurn, i));
  return s;
}

/* ---- Names and clock texts ----------------------------------------------- */

static const struct {
  const char *text;
  FtCheckersSide result;
} results[] = {
  /* What we write first; then what we also read. The first number is the
   * score of the side that moves first, Black (Fire). */
  { "1-0", FT_CHECKERS_FIRE }, { "0-1", FT_CHECKERS_WATER }, { "1/2-1/2", FT_CHECKERS_TIE },
  { "*", FT_CHECKERS_NONE },   { "2-0", FT_CHECKERS_FIRE },  { "0-2", FT_CHECKERS_WATER },
  { "1-1", FT_CHECKERS_TIE },  { "0-0", FT_CHECKERS_NONE },
};

gboolean
ft_pdn_result_from_text (const char *text, FtCheckersSide *result)
{
  for (gsize i = 0; i < G_N_ELEMENTS (results); i++)
    if (strcmp (text, results[i].text) == 0)
      {
        *result = results[i].result;
        return TRUE;
      }
  return FALSE;
}

static const char *
result_text (FtCheckersSide result)
{
  for (gsize i = 0; i < G_N_ELEMENTS (results); i++)
    if (results[i].result == result)
      return results[i].text;
  return "*";
}

char *
ft_pdn_format_clock (gint64 ms, char *buf)
{
  gint64 s;

  ms = MAX (ms, 0);
  s = ms / 1000;
  g_snprintf (buf, 32, "%d:%02d:%02d", (int) (s / 3600), (int) (s / 60 % 60), (int) (s % 60));
  if (ms % 1000 >= 100)
    g_snprintf (buf + strlen (buf), 4, ".%d", (int) (ms % 1000 / 100));
  return buf;
}

gint64
ft_pdn_parse_clock (const char *text, gsize length)
{
  g_autofree char *copy = g_strndup (text, length);
  const char *at = strstr (copy, "[%clk");
  guint h = 0, m = 0;
  int used = 0;
  double s;

  /* Seconds through g_ascii_strtod: a fraction is "." whatever the locale. */
  if (at == NULL || sscanf (at + 5, " %5u:%2u:%n", &h, &m, &used) != 2 || used == 0 || h > 10000 || m > 59
      || !g_ascii_isdigit (at[5 + used]))
    return -1;
  s = g_ascii_strtod (at + 5 + used, NULL);
  if (s >= 60)
    return -1;
  return ((gint64) h * 3600 + m * 60) * 1000 + (gint64) (s * 1000 + 0.5);
}

/* "180+2" from the seconds and the increment, without needless decimals. */
static char *
time_control_text (const FtPdnTimeControl *tc)
{
  char seconds[G_ASCII_DTOSTR_BUF_SIZE], increment[G_ASCII_DTOSTR_BUF_SIZE];

  g_ascii_formatd (seconds, sizeof seconds, "%.10g", MAX (tc->ms, 0) / 1000.0);
  g_ascii_formatd (increment, sizeof increment, "%.10g", MAX (tc->increment_ms, 0) / 1000.0);
  switch (tc->kind)
    {
    case FT_PDN_TIME_UNTIMED:
      return g_strdup ("-");
    case FT_PDN_TIME_PER_MOVE:
      return g_strdup_printf ("1/%s", seconds);
    case FT_PDN_TIME_FISCHER:
      return g_strdup_printf ("%s+%s", seconds, increment);
    case FT_PDN_TIME_UNKNOWN:
    default:
      return NULL;
    }
}

gboolean
ft_pdn_parse_time_control (const char *text, FtPdnTimeControl *tc)
{
  double seconds, increment = 0;
  gboolean per_move = g_str_has_prefix (text, "1/");
  char *end;

  memset (tc, 0, sizeof *tc);
  if (strcmp (text, "?") == 0 || text[0] == '\0')
    return TRUE;
  if (strcmp (text, "-") == 0)
    {
      tc->kind = FT_PDN_TIME_UNTIMED;
      return TRUE;
    }
  text += per_move ? 2 : 0;
  if (!g_ascii_isdigit (text[0]))
    return FALSE;
  seconds = g_ascii_strtod (text, &end);
  if (!per_move && *end == '+' && g_ascii_isdigit (end[1]))
    increment = g_ascii_strtod (end + 1, &end);
  /* More than nothing, at most a day, as the config allows. */
  if (*end != '\0' || seconds * 1000 < 1 || seconds > 86400 || increment > 86400)
    return FALSE;
  tc->kind = per_move ? FT_PDN_TIME_PER_MOVE : FT_PDN_TIME_FISCHER;
  tc->ms = (gint64) (seconds * 1000 + 0.5);
  tc->increment_ms = (gint64) (increment * 1000 + 0.5);
  return TRUE;
}

/* ---- Writing ------------------------------------------------------------- */

static void
write_tag (GString *out, const char *name, const char *value)
{
  g_string_append_printf (out, "[%s \"", name);
  for (const char *c = value; *c != '\0'; c++)
    {
      if (*c == '"' || *c == '\\')
        g_string_append_c (out, '\\');
      /* Tag values are one line. */
      g_string_append_c (out, *c == '\n' || *c == '\r' || *c == '\t' ? ' ' : *c);
    }
  g_string_append (out, "\"]\n");
}

/* Movetext tokens, wrapped before column 80. */
static void
wrap_add (GString *out, gsize *line_length, const char *token)
{
  gsize length = strlen (token);

  if (*line_length > 0 && *line_length + 1 + length > 79)
    {
      g_string_append_c (out, '\n');
      *line_length = 0;
    }
  if (*line_length > 0)
    {
      g_string_append_c (out, ' ');
      (*line_length)++;
    }
  g_string_append (out, token);
  *line_length += length;
}

static const char *const roster[] = { "Event", "Site", "Date", "Round", "White", "Black", "Result" };
/* Tags the writer computes from the game itself. */
static const char *const computed[] = { "GameType", "SetUp", "FEN", "TurnEnd", "TimeControl", "WhiteTimeControl" };

static gboolean
name_in (const char *name, const char *const *names, gsize n)
{
  for (gsize i = 0; i < n; i++)
    if (strcmp (names[i], name) == 0)
      return TRUE;
  return FALSE;
}

static void
write_tags (GString *out, const FtPdnGame *game)
{
  g_autofree char *fen = ft_checkers_fen_write (&game->start);
  g_autofree char *start = ft_checkers_fen_start (game->start.rules);
  g_autofree char *fire_tc = time_control_text (&game->time_control[FT_CHECKERS_FIRE]);
  g_autofree char *water_tc = time_control_text (&game->time_control[FT_CHECKERS_WATER]);
  gboolean bombs = game->start.rules == FT_CHECKERS_RULES_BOMBS;

  for (gsize i = 0; i < G_N_ELEMENTS (roster); i++)
    {
      const char *value = ft_pdn_game_get_tag (game, roster[i]);

      if (i == 6)
        value = result_text (game->result);
      else if (value == NULL)
        value = i == 2 ? "????.??.??" : "?";
      write_tag (out, roster[i], value);
    }
  write_tag (out, "GameType", bombs ? FT_PDN_GAME_TYPE_BOMBS : FT_PDN_GAME_TYPE_ENGLISH);
  /* A bombs game always says where its bombs and shields stand. */
  if (bombs || strcmp (fen, start) != 0)
    {
      write_tag (out, "SetUp", "1");
      write_tag (out, "FEN", fen);
    }
  if (game->start.turn_end == FT_CHECKERS_TURN_END_SPACE)
    write_tag (out, "TurnEnd", ft_checkers_turn_end_to_string (FT_CHECKERS_TURN_END_SPACE));
  if (fire_tc != NULL)
    write_tag (out, "TimeControl", fire_tc);
  if (water_tc != NULL && g_strcmp0 (fire_tc, water_tc) != 0)
    write_tag (out, "WhiteTimeControl", water_tc);
  for (guint i = 0; i < game->tag_names->len; i++)
    {
      const char *name = g_ptr_array_index (game->tag_names, i);

      if (!name_in (name, roster, G_N_ELEMENTS (roster)) && !name_in (name, computed, G_N_ELEMENTS (computed)))
        write_tag (out, name, g_ptr_array_index (game->tag_values, i));
    }
  g_string_append_c (out, '\n');
}

char *
ft_pdn_write (const FtPdnGame *game)
{
  GString *out = g_string_new (NULL);
  FtCheckersState s = game->start;
  gsize line_length = 0;
  guint number = 1;
  gboolean need_number = TRUE;

  write_tags (out, game);
  for (guint i = 0; i < game->turns->len; i++)
    {
      const FtCheckersTurn *turn = &g_array_index (game->turns, FtCheckersTurn, i);
      gint64 clock = g_array_index (game->clock_ms, gint64, i);
      char move[FT_CHECKERS_NOTATION_MAX], token[FT_CHECKERS_NOTATION_MAX + 16];

      /* The number and its move stay on one line. */
      ft_checkers_turn_to_notation (&s, turn, FT_CHECKERS_JUMPS_FULL, move);
      if (s.to_move == FT_CHECKERS_FIRE)
        g_snprintf (token, sizeof token, "%u. %s", number, move);
      else if (need_number)
        g_snprintf (token, sizeof token, "%u... %s", number, move);
      else
        g_strlcpy (token, move, sizeof token);
      wrap_add (out, &line_length, token);
      need_number = FALSE;
      if (clock >= 0)
        {
          char time[32];

          g_snprintf (token, sizeof token, "{[%%clk %s]}", ft_pdn_format_clock (clock, time));
          wrap_add (out, &line_length, token);
          need_number = TRUE;
        }
      if (s.to_move == FT_CHECKERS_WATER)
        number++;
      ft_checkers_state_play_turn (&s, turn);
    }
  wrap_add (out, &line_length, result_text (game->result));
  g_string_append (out, "\n\n");
  return g_string_free (out, FALSE);
}
