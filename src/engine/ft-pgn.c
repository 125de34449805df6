/* ft-pgn.c — PGN read and write: see ft-pgn.h and docs/formats.md#pgn. */
#include "ft-pgn.h"

#include <stdlib.h>
#include <string.h>

#include "ft-fen.h"
#include "ft-san.h"

G_DEFINE_QUARK (ft-pgn-error-quark, ft_pgn_error)

/* ---- Games --------------------------------------------------------------- */

FtPgnGame *
ft_pgn_game_new (const FtPosition *start)
{
  FtPgnGame *game = g_new0 (FtPgnGame, 1);

  game->tag_names = g_ptr_array_new_with_free_func (g_free);
  game->tag_values = g_ptr_array_new_with_free_func (g_free);
  game->start = g_new (FtPosition, 1);
  if (start != NULL)
    {
      memcpy (game->start, start, G_STRUCT_OFFSET (FtPosition, history));
      game->start->history_length = 0;
    }
  else
    ft_position_set_standard_start (game->start);
  game->moves = g_array_new (FALSE, FALSE, sizeof (FtMove));
  game->clock_ms = g_array_new (FALSE, FALSE, sizeof (gint64));
  return game;
}

void
ft_pgn_game_free (FtPgnGame *game)
{
  if (game == NULL)
    return;
  g_ptr_array_unref (game->tag_names);
  g_ptr_array_unref (game->tag_values);
  g_free (game->start);
  g_array_unref (game->moves);
  g_array_unref (game->clock_ms);
  g_free (game);
}

static int
find_tag (const FtPgnGame *game, const char *name)
{
  for (guint i = 0; i < game->tag_names->len; i++)
    if (strcmp (g_ptr_array_index (game->tag_names, i), name) == 0)
      return (int) i;
  return -1;
}

const char *
ft_pgn_game_get_tag (const FtPgnGame *game, const char *name)
{
  int i = find_tag (game, name);

  return i < 0 ? NULL : g_ptr_array_index (game->tag_values, i);
}

void
ft_pgn_game_set_tag (FtPgnGame *game, const char *name, const char *value)
{
  int i = find_tag (game, name);

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
ft_pgn_game_add_move (FtPgnGame *game, FtMove move, gint64 clock_ms)
{
  g_array_append_val (game->moves, move);
  g_array_append_val (game->clock_ms, clock_ms);
}

/* ---- Names shared by reader and writer ----------------------------------- */

static const struct {
  FtResultReason reason;
  const char *name;
} terminations[] = {
  /* What we write first; then what we also read. */
  { FT_REASON_CHECKMATE, "checkmate" },
  { FT_REASON_TIME, "time forfeit" },
  { FT_REASON_RESIGNATION, "resignation" },
  { FT_REASON_STALEMATE, "stalemate" },
  { FT_REASON_REPETITION, "threefold repetition" },
  { FT_REASON_FIFTY_MOVES, "50-move rule" },
  { FT_REASON_INSUFFICIENT_MATERIAL, "insufficient material" },
  { FT_REASON_AGREEMENT, "agreement" },
  { FT_REASON_ABANDONMENT, "abandoned" }, /* a network opponent who left */
  { FT_REASON_KING_CAPTURED, "king captured" }, /* fog of war */
  { FT_REASON_PERPETUAL_CHECK, "perpetual check" },
  { FT_REASON_REPETITION, "repetition" },
  { FT_REASON_FIFTY_MOVES, "fifty-move rule" },
  { FT_REASON_RESIGNATION, "resigned" },
  { FT_REASON_AGREEMENT, "draw agreed" },
};

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

char *
ft_pgn_format_clock (gint64 ms, char *buf)
{
  gint64 s;

  if (ms < 0)
    ms = 0;
  s = ms / 1000;
  if (ms % 1000 == 0)
    g_snprintf (buf, 32, "%d:%02d:%02d", (int) (s / 3600), (int) (s / 60 % 60), (int) (s % 60));
  else
    g_snprintf (buf, 32, "%d:%02d:%02d.%d", (int) (s / 3600), (int) (s / 60 % 60), (int) (s % 60),
                (int) (ms % 1000 / 100));
  return buf;
}

/* ---- Writing ------------------------------------------------------------- */

/* Seconds, with a fraction only when needed ("180", "0.5", "2.25"). */
static char *
seconds_text (gint64 ms)
{
  char *text;
  gsize length;

  if (ms % 1000 == 0)
    return g_strdup_printf ("%" G_GINT64_FORMAT, ms / 1000);
  text = g_strdup_printf ("%" G_GINT64_FORMAT ".%03d", ms / 1000, (int) (ms % 1000));
  length = strlen (text);
  while (text[length - 1] == '0')
    text[--length] = '\0';
  return text;
}

static char *
time_control_text (const FtPgnTimeControl *tc)
{
  g_autofree char *seconds = seconds_text (MAX (tc->ms, 0));
  g_autofree char *increment = seconds_text (MAX (tc->increment_ms, 0));

  switch (tc->kind)
    {
    case FT_PGN_TIME_UNTIMED:
      return g_strdup ("-");
    case FT_PGN_TIME_PER_MOVE:
      return g_strdup_printf ("1/%s", seconds);
    case FT_PGN_TIME_FISCHER:
      return g_strdup_printf ("%s+%s", seconds, increment);
    case FT_PGN_TIME_UNKNOWN:
    default:
      return NULL;
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
  white_tc = time_control_text (&game->time_control[FT_WHITE]);
  black_tc = time_control_text (&game->time_control[FT_BLACK]);
  if (white_tc != NULL)
    write_tag (out, "TimeControl", white_tc);
  if (black_tc != NULL && g_strcmp0 (white_tc, black_tc) != 0)
    write_tag (out, "BlackTimeControl", black_tc);
  if (game->result != FT_RESULT_NONE)
    for (gsize i = 0; i < G_N_ELEMENTS (terminations); i++)
      if (terminations[i].reason == game->reason)
        {
          write_tag (out, "Termination", terminations[i].name);
          break;
        }
  for (guint i = 0; i < game->tag_names->len; i++)
    {
      const char *name = g_ptr_array_index (game->tag_names, i);

      if (!name_in (name, roster, G_N_ELEMENTS (roster))
          && !name_in (name, computed, G_N_ELEMENTS (computed)))
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

/* ---- Reading ------------------------------------------------------------- */

struct _FtPgnReader {
  const char *text;
  gsize length;
  gsize pos;
  guint line, column;
  guint games;     /* games read so far */
  gboolean checked; /* size and binary checks done */
  gboolean failed;
  const FtCustomKinds *custom; /* the letters a FEN may use beyond the built-in ones */
};

typedef struct {
  guint line, column; /* of the '[' */
  guint value_column; /* of the value's first character */
} TagPlace;

/* The reader's state within one game. */
typedef struct {
  FtPgnReader *r;
  FtPgnGame *game;
  GArray *places; /* TagPlace, parallel to game->tag_names */
  FtPosition *pos; /* the position after the moves read so far */
  gboolean set_up;
  gboolean any_content; /* a tag or a move: the text is a PGN */
  guint *line, *column;
  GError **error;
} GameReader;

void
ft_pgn_reader_set_custom_kinds (FtPgnReader *reader, const FtCustomKinds *kinds)
{
  g_return_if_fail (reader != NULL);
  reader->custom = kinds;
}

FtPgnReader *
ft_pgn_reader_new (const char *text, gsize length)
{
  FtPgnReader *r = g_new0 (FtPgnReader, 1);

  r->text = text;
  r->length = length;
  r->line = r->column = 1;
  return r;
}

void
ft_pgn_reader_free (FtPgnReader *reader)
{
  g_free (reader);
}

static G_GNUC_PRINTF (5, 6) void
fail (GameReader *g, guint line, guint column, FtPgnError code, const char *format, ...)
{
  va_list args;
  char *message;

  va_start (args, format);
  message = g_strdup_vprintf (format, args);
  va_end (args);
  if (g->line != NULL)
    *g->line = line;
  if (g->column != NULL)
    *g->column = column;
  g_set_error_literal (g->error, FT_PGN_ERROR, code, message);
  g_free (message);
  g->r->failed = TRUE;
}

static int
peek (FtPgnReader *r)
{
  return r->pos < r->length ? (guchar) r->text[r->pos] : -1;
}

static void
advance (FtPgnReader *r)
{
  if (r->pos >= r->length)
    return;
  if (r->text[r->pos] == '\n')
    r->line++, r->column = 1;
  else
    r->column++;
  r->pos++;
}

static gboolean
is_space (int c)
{
  return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' || c == '\v';
}

/* Blanks and "%" escape lines (a "%" in the first column hides the line). */
static void
skip_blank (FtPgnReader *r)
{
  for (;;)
    {
      int c = peek (r);

      if (is_space (c))
        advance (r);
      else if (c == '%' && r->column == 1)
        while (peek (r) != -1 && peek (r) != '\n')
          advance (r);
      else
        return;
    }
}

/* Size and binary checks, once for the whole text. */
static gboolean
check_text (GameReader *g)
{
  FtPgnReader *r = g->r;
  guint line = 1, column = 1;

  if (r->length > FT_PGN_MAX_SIZE)
    {
      fail (g, 1, 1, FT_PGN_ERROR_TOO_LARGE, "larger than 1 MiB (%d bytes): not read",
            FT_PGN_MAX_SIZE);
      return FALSE;
    }
  for (gsize i = 0; i < r->length; i++)
    {
      guchar c = r->text[i];

      if ((c < 0x20 && !is_space (c)) || c == 0x7f)
        {
          fail (g, line, column, FT_PGN_ERROR_NOT_PGN,
                "binary data (byte 0x%02x): not a PGN text file", c);
          return FALSE;
        }
      if (c == '\n')
        line++, column = 1;
      else
        column++;
    }
  return TRUE;
}

/* ---- Tags ---- */

/* Tag values and comments in other encodings (PGN's own is Latin-1): read
 * as Latin-1 when they are not UTF-8. */
static char *
to_utf8 (const char *text, gsize length)
{
  char *converted;

  if (g_utf8_validate (text, length, NULL))
    return g_strndup (text, length);
  converted = g_convert (text, length, "UTF-8", "ISO-8859-1", NULL, NULL, NULL);
  return converted != NULL ? converted : g_strndup (text, length);
}

static gboolean
read_tag (GameReader *g)
{
  FtPgnReader *r = g->r;
  guint line = r->line, column = r->column;
  gsize name_start, name_end;
  GString *value;
  TagPlace place = { line, column, 0 };
  g_autofree char *name = NULL;
  char *utf8;

  advance (r); /* '[' */
  while (peek (r) == ' ' || peek (r) == '\t')
    advance (r);
  name_start = r->pos;
  while (g_ascii_isalnum (peek (r)) || peek (r) == '_')
    advance (r);
  name_end = r->pos;
  if (peek (r) == -1)
    goto truncated;
  if (name_end == name_start || !g_ascii_isalpha (r->text[name_start]))
    {
      fail (g, line, column,
            g->r->games == 0 && !g->any_content ? FT_PGN_ERROR_NOT_PGN : FT_PGN_ERROR_BAD_TAG,
            "expected a tag name after '[' (a tag pair reads [Name \"value\"])%s",
            g->r->games == 0 && !g->any_content ? ": not a PGN" : "");
      return FALSE;
    }
  name = g_strndup (r->text + name_start, name_end - name_start);
  while (peek (r) == ' ' || peek (r) == '\t')
    advance (r);
  if (peek (r) == -1)
    goto truncated;
  if (peek (r) != '"')
    {
      fail (g, r->line, r->column, FT_PGN_ERROR_BAD_TAG,
            "expected '\"' and the value of tag %s", name);
      return FALSE;
    }
  advance (r);
  place.value_column = r->column;
  value = g_string_new (NULL);
  for (;;)
    {
      int c = peek (r);

      if (c == -1)
        {
          g_string_free (value, TRUE);
          goto truncated;
        }
      if (c == '\n' || c == '\r')
        {
          g_string_free (value, TRUE);
          fail (g, line, column, FT_PGN_ERROR_BAD_TAG,
                "the value of tag %s is not closed with '\"' on its line", name);
          return FALSE;
        }
      advance (r);
      if (c == '"')
        break;
      if (c == '\\' && (peek (r) == '"' || peek (r) == '\\'))
        {
          c = peek (r);
          advance (r);
        }
      g_string_append_c (value, (char) c);
    }
  while (peek (r) == ' ' || peek (r) == '\t')
    advance (r);
  if (peek (r) == -1)
    {
      g_string_free (value, TRUE);
      goto truncated;
    }
  if (peek (r) != ']')
    {
      g_string_free (value, TRUE);
      fail (g, r->line, r->column, FT_PGN_ERROR_BAD_TAG, "expected ']' after the value of tag %s",
            name);
      return FALSE;
    }
  advance (r);

  utf8 = to_utf8 (value->str, value->len);
  g_string_free (value, TRUE);
  if (find_tag (g->game, name) >= 0)
    g_array_index (g->places, TagPlace, find_tag (g->game, name)) = place;
  else
    g_array_append_val (g->places, place);
  ft_pgn_game_set_tag (g->game, name, utf8);
  g_free (utf8);
  g->any_content = TRUE;
  return TRUE;

truncated:
  fail (g, line, column, FT_PGN_ERROR_TRUNCATED, "unterminated tag: the file ends inside it");
  return FALSE;
}

static TagPlace
tag_place (GameReader *g, const char *name)
{
  int i = find_tag (g->game, name);
  TagPlace none = { 1, 1, 1 };

  return i < 0 ? none : g_array_index (g->places, TagPlace, i);
}

/* "180+2", "300", "0.5+0", "1/30", "-", "?". FALSE if malformed or out of
 * range (no time, more than a day). */
static gboolean
parse_time_control (const char *text, FtPgnTimeControl *tc)
{
  char *end;
  double seconds, increment = 0;
  gboolean per_move = FALSE;

  if (strcmp (text, "?") == 0 || text[0] == '\0')
    {
      tc->kind = FT_PGN_TIME_UNKNOWN;
      return TRUE;
    }
  if (strcmp (text, "-") == 0)
    {
      tc->kind = FT_PGN_TIME_UNTIMED;
      return TRUE;
    }
  if (g_str_has_prefix (text, "1/"))
    {
      per_move = TRUE;
      text += 2;
    }
  if (!g_ascii_isdigit (text[0]))
    return FALSE;
  seconds = g_ascii_strtod (text, &end);
  if (!per_move && *end == '+' && g_ascii_isdigit (end[1]))
    increment = g_ascii_strtod (end + 1, &end);
  /* As a config allows: a clock of more than nothing, at most a day. */
  if (*end != '\0' || seconds * 1000 < 1 || seconds > 86400 || increment > 86400)
    return FALSE;
  tc->kind = per_move ? FT_PGN_TIME_PER_MOVE : FT_PGN_TIME_FISCHER;
  tc->ms = (gint64) (seconds * 1000 + 0.5);
  tc->increment_ms = (gint64) (increment * 1000 + 0.5);
  return TRUE;
}

/* The start position and clocks from the tags: before the first move. */
static gboolean
set_up_game (GameReader *g)
{
  FtPgnGame *game = g->game;
  const char *variant = ft_pgn_game_get_tag (game, "Variant");
  const char *fen = ft_pgn_game_get_tag (game, "FEN");
  const char *tc = ft_pgn_game_get_tag (game, "TimeControl");
  const char *black_tc = ft_pgn_game_get_tag (game, "BlackTimeControl");
  FtRules rules = FT_RULES_STANDARD;
  gboolean plain = variant == NULL;

  g->set_up = TRUE;
  if (variant != NULL)
    {
      if (g_ascii_strcasecmp (variant, "Fourteen") == 0)
        rules = FT_RULES_FOURTEEN;
      else if (g_ascii_strcasecmp (variant, "Standard") == 0
               || g_ascii_strcasecmp (variant, "Chess") == 0
               || g_ascii_strcasecmp (variant, "Normal") == 0
               || g_ascii_strcasecmp (variant, "From Position") == 0)
        rules = FT_RULES_STANDARD;
      else
        {
          TagPlace p = tag_place (g, "Variant");

          fail (g, p.line, p.value_column, FT_PGN_ERROR_BAD_TAG,
                "unknown variant \"%s\": Fourteen plays \"Fourteen\" and \"Standard\"", variant);
          return FALSE;
        }
    }

  if (fen != NULL)
    {
      g_autoptr (GError) fen_error = NULL;
      TagPlace p = tag_place (g, "FEN");

      if (!ft_fen_parse_custom (fen, rules, g->r->custom, game->start, &fen_error))
        {
          const char *at = strstr (fen_error->message, "character ");
          guint offset = at != NULL ? (guint) atoi (at + 10) : 1;

          fail (g, p.line, p.value_column + (offset > 0 ? offset - 1 : 0),
                FT_PGN_ERROR_BAD_POSITION, "FEN tag: %s", fen_error->message);
          return FALSE;
        }
      /* Without a Variant tag the game is plain chess, which other programs
       * only know on 8×8. */
      if (plain && (game->start->files != 8 || game->start->ranks != 8))
        {
          fail (g, p.line, p.value_column, FT_PGN_ERROR_BAD_POSITION,
                "a %ux%u board in a chess game: only 8x8 without a Variant tag "
                "(say [Variant \"Fourteen\"] or [Variant \"Standard\"])",
                (guint) game->start->files, (guint) game->start->ranks);
          return FALSE;
        }
    }
  else if (rules == FT_RULES_FOURTEEN)
    ft_position_set_fourteen_start (game->start);
  else
    ft_position_set_standard_start (game->start);
  /* A record that promotes to something else than a queen in Fourteen
   * rules was played with the choice on: read it with the choice. */
  game->start->promotion_choice = TRUE;
  {
    const char *fog = ft_pgn_game_get_tag (game, "FogOfWar");

    game->start->fog = fog != NULL && (strcmp (fog, "1") == 0 || g_ascii_strcasecmp (fog, "true") == 0);
  }

  if (tc != NULL && !parse_time_control (tc, &game->time_control[FT_WHITE]))
    {
      TagPlace p = tag_place (g, "TimeControl");

      fail (g, p.line, p.value_column, FT_PGN_ERROR_BAD_TAG,
            "time control \"%s\": expected \"-\" (untimed), \"SECONDS+INCREMENT\" or "
            "\"1/SECONDS\" (per move), more than 0 s and at most 86400 s", tc);
      return FALSE;
    }
  game->time_control[FT_BLACK] = game->time_control[FT_WHITE];
  if (black_tc != NULL && !parse_time_control (black_tc, &game->time_control[FT_BLACK]))
    {
      TagPlace p = tag_place (g, "BlackTimeControl");

      fail (g, p.line, p.value_column, FT_PGN_ERROR_BAD_TAG,
            "time control \"%s\": expected \"-\" (untimed), \"SECONDS+INCREMENT\" or "
            "\"1/SECONDS\" (per move), more than 0 s and at most 86400 s", black_tc);
      return FALSE;
    }

  memcpy (g->pos, game->start, G_STRUCT_OFFSET (FtPosition, history));
  g->pos->history_length = 0;
  return TRUE;
}

/* ---- Movetext ---- */

/* "[%clk 0:02:53]" (or with a fraction) inside a comment: milliseconds, or
 * -1 if there is none. */
static gint64
parse_clock (const char *text, gsize length)
{
  g_autofree char *copy = g_strndup (text, length);
  const char *at = strstr (copy, "[%clk");
  guint64 h, m;
  double s;
  char *end;

  if (at == NULL)
    return -1;
  at += 5;
  while (*at == ' ')
    at++;
  if (!g_ascii_isdigit (*at))
    return -1;
  h = g_ascii_strtoull (at, &end, 10);
  if (*end != ':' || !g_ascii_isdigit (end[1]) || h > 10000)
    return -1;
  m = g_ascii_strtoull (end + 1, &end, 10);
  if (*end != ':' || !g_ascii_isdigit (end[1]) || m > 59)
    return -1;
  s = g_ascii_strtod (end + 1, &end);
  if (s < 0 || s >= 60)
    return -1;
  return (gint64) ((h * 3600 + m * 60) * 1000) + (gint64) (s * 1000 + 0.5);
}

/* "{ … }" at the reader; the %clk it holds applies to the last move. */
static gboolean
read_comment (GameReader *g)
{
  FtPgnReader *r = g->r;
  guint line = r->line, column = r->column;
  gsize start;

  advance (r);
  start = r->pos;
  while (peek (r) != -1 && peek (r) != '}')
    advance (r);
  if (peek (r) == -1)
    {
      fail (g, line, column, FT_PGN_ERROR_TRUNCATED,
            "unterminated comment: the file ends before its '}'");
      return FALSE;
    }
  if (g->game->clock_ms->len > 0)
    {
      gint64 ms = parse_clock (r->text + start, r->pos - start);

      if (ms >= 0)
        g_array_index (g->game->clock_ms, gint64, g->game->clock_ms->len - 1) = ms;
    }
  advance (r);
  return TRUE;
}

/* "( … )", nested, with comments inside: skipped. */
static gboolean
skip_variation (GameReader *g)
{
  FtPgnReader *r = g->r;
  guint line = r->line, column = r->column;
  guint depth = 0;

  for (;;)
    {
      int c = peek (r);

      if (c == -1)
        {
          fail (g, line, column, FT_PGN_ERROR_TRUNCATED,
                "unterminated variation: the file ends before its ')'");
          return FALSE;
        }
      if (c == '{')
        {
          guint comment_line = r->line, comment_column = r->column;

          while (peek (r) != -1 && peek (r) != '}')
            advance (r);
          if (peek (r) == -1)
            {
              fail (g, comment_line, comment_column, FT_PGN_ERROR_TRUNCATED,
                    "unterminated comment: the file ends before its '}'");
              return FALSE;
            }
        }
      else if (c == ';')
        {
          while (peek (r) != -1 && peek (r) != '\n')
            advance (r);
          continue;
        }
      else if (c == '(')
        depth++;
      else if (c == ')')
        depth--;
      advance (r);
      if (depth == 0)
        return TRUE;
    }
}

static gboolean
is_delimiter (int c)
{
  return c == -1 || is_space (c) || strchr ("{}()[];$", c) != NULL;
}

/* "12." or "12..." for the move about to be played. */
static char *
move_label (const FtPosition *pos, const char *text)
{
  return g_strdup_printf ("%u%s %s", pos->fullmove_number,
                          pos->side_to_move == FT_WHITE ? "." : "...", text);
}

static gboolean
play_symbol (GameReader *g, const char *text, guint line, guint column, gboolean at_end)
{
  FtPosition *pos = g->pos;
  FtSanError san_error;
  FtMove move;
  FtResultReason reason;
  g_autofree char *label = NULL;

  if (!g->set_up && !set_up_game (g))
    return FALSE;
  label = move_label (pos, text);
  if (g->game->moves->len >= 100000)
    {
      fail (g, line, column, FT_PGN_ERROR_BAD_MOVE, "%s: more than 100000 moves", label);
      return FALSE;
    }
  move = ft_san_parse (pos, text, &san_error);
  if (san_error == FT_SAN_SYNTAX)
    {
      if (g->r->games == 0 && !g->any_content)
        fail (g, line, column, FT_PGN_ERROR_NOT_PGN,
              "\"%s\" is neither a tag pair nor a move: not a PGN", text);
      else if (at_end)
        fail (g, line, column, FT_PGN_ERROR_TRUNCATED,
              "%s: the file ends in the middle of a move", label);
      else
        fail (g, line, column, FT_PGN_ERROR_BAD_MOVE, "%s: not a move", label);
      return FALSE;
    }
  g->any_content = TRUE;
  if (ft_position_result (pos, &reason) != FT_RESULT_NONE)
    {
      fail (g, line, column, FT_PGN_ERROR_BAD_MOVE, "%s: the game is already over", label);
      return FALSE;
    }
  if (san_error != FT_SAN_OK)
    {
      fail (g, line, column, FT_PGN_ERROR_BAD_MOVE, "%s: %s", label,
            san_error == FT_SAN_AMBIGUOUS ? "ambiguous move" : "illegal move");
      return FALSE;
    }
  if (move == FT_MOVE_NONE && ft_position_in_check (pos))
    {
      fail (g, line, column, FT_PGN_ERROR_BAD_MOVE, "%s: a pass (null move) while in check", label);
      return FALSE;
    }
  /* Keep what repetition needs; a record may be longer than the history. */
  if (pos->history_length >= FT_MAX_GAME_PLY - 1)
    ft_position_forget_history (pos);
  if (pos->history_length >= FT_MAX_GAME_PLY - 1)
    pos->history_length = 0;
  if (move == FT_MOVE_NONE)
    ft_position_make_null_move (pos);
  else
    ft_position_make_move (pos, move);
  ft_pgn_game_add_move (g->game, move, -1);
  return TRUE;
}

static FtResultReason
termination_reason (const char *text)
{
  if (text == NULL)
    return FT_REASON_NONE;
  for (gsize i = 0; i < G_N_ELEMENTS (terminations); i++)
    if (g_ascii_strcasecmp (text, terminations[i].name) == 0)
      return terminations[i].reason;
  return FT_REASON_NONE;
}

/* The result and its reason: the board's when the moves decide the game
 * (checkmate, stalemate, …), else the result token with [Termination]. */
static void
finish_game (GameReader *g, FtResult token)
{
  FtPgnGame *game = g->game;
  FtResultReason board_reason, said;
  FtResult board = ft_position_result (g->pos, &board_reason);

  if (board != FT_RESULT_NONE)
    {
      game->result = board;
      game->reason = board_reason;
      return;
    }
  game->result = token;
  if (token == FT_RESULT_NONE)
    return;
  said = termination_reason (ft_pgn_game_get_tag (game, "Termination"));
  switch (said)
    {
    case FT_REASON_TIME:
    case FT_REASON_RESIGNATION:
      game->reason = token == FT_RESULT_DRAW ? FT_REASON_AGREEMENT : said;
      break;
    case FT_REASON_AGREEMENT:
      game->reason = token == FT_RESULT_DRAW ? said : FT_REASON_RESIGNATION;
      break;
    case FT_REASON_NONE:
    case FT_REASON_CHECKMATE:
    case FT_REASON_STALEMATE:
    case FT_REASON_REPETITION:
    case FT_REASON_PERPETUAL_CHECK:
    case FT_REASON_FIFTY_MOVES:
    case FT_REASON_INSUFFICIENT_MATERIAL:
    default:
      /* The board does not show it: a decisive game was resigned, a drawn
       * one agreed. */
      game->reason = token == FT_RESULT_DRAW ? FT_REASON_AGREEMENT : FT_REASON_RESIGNATION;
      break;
    }
}

static gboolean
read_movetext (GameReader *g)
{
  FtPgnReader *r = g->r;

  for (;;)
    {
      int c;
      guint line, column;
      gsize start;
      g_autofree char *symbol = NULL;
      const char *move_text;

      skip_blank (r);
      c = peek (r);
      line = r->line;
      column = r->column;
      if (c == -1 || c == '[')
        {
          /* The end of the text, or the next game: no result token. */
          if (!g->set_up && !set_up_game (g))
            return FALSE;
          finish_game (g, FT_RESULT_NONE);
          return TRUE;
        }
      if (c == '{')
        {
          if (g->r->games == 0 && !g->any_content)
            {
              /* A JSON object, not a PGN comment before the first move. */
              gsize i = r->pos + 1;

              while (i < r->length && is_space ((guchar) r->text[i]))
                i++;
              if (i < r->length && (r->text[i] == '"' || r->text[i] == '}'))
                {
                  fail (g, line, column, FT_PGN_ERROR_NOT_PGN, "this is JSON, not a PGN");
                  return FALSE;
                }
            }
          if (!read_comment (g))
            return FALSE;
          continue;
        }
      if (c == ';')
        {
          while (peek (r) != -1 && peek (r) != '\n')
            advance (r);
          continue;
        }
      if (c == '(')
        {
          if (!skip_variation (g))
            return FALSE;
          continue;
        }
      if (c == ')' || c == '}' || c == ']')
        {
          fail (g, line, column,
                g->r->games == 0 && !g->any_content ? FT_PGN_ERROR_NOT_PGN : FT_PGN_ERROR_BAD_MOVE,
                "unexpected '%c'", c);
          return FALSE;
        }
      if (c == '$')
        {
          advance (r);
          if (!g_ascii_isdigit (peek (r)))
            {
              fail (g, line, column, FT_PGN_ERROR_BAD_MOVE, "'$' without a number (a NAG is $1, $14, ...)");
              return FALSE;
            }
          while (g_ascii_isdigit (peek (r)))
            advance (r);
          continue;
        }

      start = r->pos;
      while (!is_delimiter (peek (r)))
        advance (r);
      symbol = g_strndup (r->text + start, r->pos - start);

      if (strcmp (symbol, "1-0") == 0 || strcmp (symbol, "0-1") == 0
          || strcmp (symbol, "1/2-1/2") == 0 || strcmp (symbol, "*") == 0)
        {
          if (!g->set_up && !set_up_game (g))
            return FALSE;
          finish_game (g, symbol[0] == '*' ? FT_RESULT_NONE
                          : symbol[1] == '/' ? FT_RESULT_DRAW
                          : symbol[0] == '1' ? FT_RESULT_WHITE_WINS
                                             : FT_RESULT_BLACK_WINS);
          g->any_content = TRUE;
          return TRUE;
        }
      /* Annotation glyphs standing alone. */
      if (strspn (symbol, "!?") == strlen (symbol))
        continue;
      /* Move numbers, "12." or "12...", maybe glued to the move ("1.e4"). */
      move_text = symbol;
      if (g_ascii_isdigit (symbol[0]) && strcmp (symbol, "0000") != 0)
        {
          gsize digits = strspn (symbol, "0123456789");

          if (symbol[digits] == '.' || symbol[digits] == '\0')
            {
              move_text = symbol + digits + strspn (symbol + digits, ".");
              g->any_content |= symbol[digits] == '.';
              if (*move_text == '\0')
                continue;
            }
        }
      if (!play_symbol (g, move_text, line, column + (guint) (move_text - symbol),
                        r->pos == r->length))
        return FALSE;
    }
}

FtPgnGame *
ft_pgn_reader_next (FtPgnReader *reader, guint *line, guint *column, GError **error)
{
  GameReader g = { 0 };
  FtPgnReader *r = reader;
  gboolean ok = TRUE;

  g_return_val_if_fail (reader != NULL, NULL);

  if (r->failed)
    return NULL;
  g.r = r;
  g.line = line;
  g.column = column;
  g.error = error;
  if (!r->checked)
    {
      r->checked = TRUE;
      if (!check_text (&g))
        return NULL;
    }
  skip_blank (r);
  if (peek (r) == -1)
    {
      if (r->games == 0)
        fail (&g, r->line, r->column, FT_PGN_ERROR_NOT_PGN, "empty: no game in it, not a PGN");
      return NULL;
    }

  g.game = ft_pgn_game_new (NULL);
  g.game->line = r->line;
  g.places = g_array_new (FALSE, FALSE, sizeof (TagPlace));
  g.pos = g_new (FtPosition, 1);
  while (ok && peek (r) == '[')
    {
      ok = read_tag (&g);
      skip_blank (r);
    }
  if (ok)
    ok = read_movetext (&g);
  g_array_unref (g.places);
  g_free (g.pos);
  if (!ok)
    {
      g_clear_pointer (&g.game, ft_pgn_game_free);
      return NULL;
    }
  r->games++;
  return g.game;
}
