/* ft-pgn-write.c — PGN text of a game (see ft_pgn_write in ft-pgn.h). */
#include "ft-pgn.h"

#include <string.h>

#include "ft-fen.h"
#include "ft-pgn-private.h"
#include "ft-san.h"

static const char *
result_text (FtResult result)
{
  switch (result)
    {
    case FT_RESULT_WHITE_WINS:
      return "1-0";
    case FT_RESULT_BLACK_WINS:
      return "0-1";
    case FT_RESULT_DRAW:
      return "1/2-1/2";
    case FT_RESULT_NONE:
    default:
      return "*";
    }
}

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
typedef struct {
  GString *out;
  gsize line_length;
} Wrap;

static void
wrap_add (Wrap *w, const char *token)
{
  gsize length = strlen (token);

  if (w->line_length > 0 && w->line_length + 1 + length > 79)
    {
      g_string_append_c (w->out, '\n');
      w->line_length = 0;
    }
  if (w->line_length > 0)
    {
      g_string_append_c (w->out, ' ');
      w->line_length++;
    }
  g_string_append (w->out, token);
  w->line_length += length;
}

static gboolean
is_standard_start (const FtPosition *pos)
{
  g_autofree char *fen = NULL;

  if (pos->rules != FT_RULES_STANDARD || pos->files != 8 || pos->ranks != 8)
    return FALSE;
  fen = ft_fen_write (pos);
  return strcmp (fen, FT_FEN_STANDARD_START) == 0;
}

static const char *const roster[] = { "Event", "Site", "Date", "Round", "White", "Black", "Result" };
/* Tags the writer computes from the game itself. */
static const char *const computed[] = { "Variant", "SetUp", "FEN", "TimeControl",
                                         "BlackTimeControl", "Termination", "FogOfWar" };

static gboolean
name_in (const char *name, const char *const *names, gsize n)
{
  for (gsize i = 0; i < n; i++)
    if (strcmp (names[i], name) == 0)
      return TRUE;
  return FALSE;
}

gboolean
ft_pgn_tag_is_written_always (const char *name)
{
  return name_in (name, roster, G_N_ELEMENTS (roster)) || name_in (name, computed, G_N_ELEMENTS (computed));
}

static gboolean
same_time_control (const FtPgnTimeControl *a, const FtPgnTimeControl *b)
{
  return a->kind == b->kind && a->ms == b->ms && a->increment_ms == b->increment_ms;
}

/* The text of a time control tag: the game's own (as read) when it says
 * what tc says — "40/7200:3600" stays as written — else tc's. */
static char *
time_control_tag (const FtPgnGame *game, const char *name, const FtPgnTimeControl *tc)
{
  const char *own = ft_pgn_game_get_tag (game, name);
  FtPgnTimeControl read;

  if (own != NULL && own[0] != '\0')
    {
      gboolean valid = ft_pgn_parse_time_control (own, &read);

      if (valid ? same_time_control (&read, tc) : tc->kind == FT_PGN_TIME_UNKNOWN)
        return g_strdup (own);
    }
  return ft_pgn_time_control_to_string (tc);
}

char *
ft_pgn_write (const FtPgnGame *game)
{
  GString *out = g_string_new (NULL);
  FtPosition *pos = g_new (FtPosition, 1);
  g_autofree char *white_tc = NULL, *black_tc = NULL;
  Wrap w = { out, 0 };
  gboolean need_number = TRUE;

  g_return_val_if_fail (game != NULL, NULL);

  for (gsize i = 0; i < G_N_ELEMENTS (roster); i++)
    {
      const char *value = ft_pgn_game_get_tag (game, roster[i]);

      if (i == 6)
        value = result_text (game->result);
      else if (value == NULL)
        value = i == 2 ? "????.??.??" : "?";
      write_tag (out, roster[i], value);
    }
  /* Standard chess from its usual start stays plain PGN. */
  if (game->start->rules == FT_RULES_FOURTEEN)
    write_tag (out, "Variant", "Fourteen");
  else if (game->start->files != 8 || game->start->ranks != 8)
    write_tag (out, "Variant", "Standard");
  if (!is_standard_start (game->start))
    {
      g_autofree char *fen = ft_fen_write (game->start);

      write_tag (out, "SetUp", "1");
      write_tag (out, "FEN", fen);
    }
  /* Our own tag: the moves of a fog-of-war game are legal only under it. */
  if (game->start->fog)
    write_tag (out, "FogOfWar", "1");
  white_tc = time_control_tag (game, "TimeControl", &game->time_control[FT_WHITE]);
  if (ft_pgn_game_get_tag (game, "BlackTimeControl") == NULL
      && same_time_control (&game->time_control[FT_WHITE], &game->time_control[FT_BLACK]))
    black_tc = g_strdup (white_tc);
  else
    black_tc = time_control_tag (game, "BlackTimeControl", &game->time_control[FT_BLACK]);
  /* Black's control unknown beside White's known one: "?", or a reader
   * would give Black White's. */
  if (black_tc == NULL && white_tc != NULL)
    black_tc = g_strdup ("?");
  if (white_tc != NULL)
    write_tag (out, "TimeControl", white_tc);
  if (black_tc != NULL && g_strcmp0 (white_tc, black_tc) != 0)
    write_tag (out, "BlackTimeControl", black_tc);
  if (game->result != FT_RESULT_NONE && ft_pgn_termination_name (game->reason) != NULL)
    write_tag (out, "Termination", ft_pgn_termination_name (game->reason));
  for (guint i = 0; i < game->tag_names->len; i++)
    {
      const char *name = g_ptr_array_index (game->tag_names, i);

      if (!ft_pgn_tag_is_written_always (name))
        write_tag (out, name, g_ptr_array_index (game->tag_values, i));
    }
  g_string_append_c (out, '\n');

  memcpy (pos, game->start, G_STRUCT_OFFSET (FtPosition, history));
  pos->history_length = 0;
  for (guint i = 0; i < game->moves->len; i++)
    {
      FtMove move = g_array_index (game->moves, FtMove, i);
      gint64 clock = g_array_index (game->clock_ms, gint64, i);
      char san[FT_SAN_MAX], token[40];

      /* The number and its move stay on one line. */
      ft_san_write (pos, move, san);
      if (pos->side_to_move == FT_WHITE)
        g_snprintf (token, sizeof token, "%u. %s", pos->fullmove_number, san);
      else if (need_number)
        g_snprintf (token, sizeof token, "%u... %s", pos->fullmove_number, san);
      else
        g_strlcpy (token, san, sizeof token);
      wrap_add (&w, token);
      need_number = FALSE;
      if (clock >= 0)
        {
          char time[32];

          g_snprintf (token, sizeof token, "{[%%clk %s]}", ft_pgn_format_clock (clock, time));
          wrap_add (&w, token);
          need_number = TRUE;
        }
      /* The writer needs no history: keep the copy's short. */
      if (pos->history_length >= FT_MAX_GAME_PLY - 1)
        pos->history_length = 0;
      if (move == FT_MOVE_NONE)
        ft_position_make_null_move (pos);
      else
        ft_position_make_move (pos, move);
    }
  wrap_add (&w, result_text (game->result));
  g_string_append_c (out, '\n');
  g_free (pos);
  return g_string_free (out, FALSE);
}
