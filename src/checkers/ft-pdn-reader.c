/* ft-pdn-reader.c — reading PDN: see ft-pdn.h and docs/formats.md#pdn.
 *
 * A hand-written scanner over the whole text, checked once (size, UTF-8,
 * binary bytes) before anything is parsed; each game's tags set up its
 * start, then its moves are read against the legal turns, so a game the
 * reader returns replays as it stands. */
#include "ft-pdn-private.h"

#include <string.h>

struct _FtPdnReader {
  const char *text;
  gsize length;
  gsize pos;
  guint line, column; /* of text[pos], 1-based; columns count characters */
  guint games;        /* games read so far */
  gboolean checked;   /* size, encoding and binary checks done */
  gboolean failed;
};

typedef struct {
  guint line, column; /* of the '[' */
  guint value_column; /* of the value's first character */
} TagPlace;

/* The reader's state within one game. */
typedef struct {
  FtPdnReader *r;
  FtPdnGame *game;
  GArray *places;      /* TagPlace, parallel to game->tag_names */
  FtCheckersState pos; /* the position after the turns read so far */
  guint number;        /* the move number of the next turn */
  gboolean set_up;
  gboolean game_type_given;
  gboolean any_content; /* a tag or a move: the text is a PDN */
  guint *line, *column;
  GError **error;
} GameReader;

FtPdnReader *
ft_pdn_reader_new (const char *text, gsize length)
{
  FtPdnReader *r = g_new0 (FtPdnReader, 1);

  r->text = text;
  r->length = length;
  r->line = r->column = 1;
  return r;
}

void
ft_pdn_reader_free (FtPdnReader *reader)
{
  g_free (reader);
}

static G_GNUC_PRINTF (5, 6) gboolean
fail (GameReader *g, guint line, guint column, FtPdnError code, const char *format, ...)
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
  g_set_error_literal (g->error, FT_PDN_ERROR, code, message);
  g_free (message);
  g->r->failed = TRUE;
  return FALSE;
}

/* Is this the first thing in the text (so an error means "not a PDN")? */
static gboolean
at_first_content (const GameReader *g)
{
  return g->r->games == 0 && !g->any_content;
}

static int
peek (const FtPdnReader *r)
{
  return r->pos < r->length ? (guchar) r->text[r->pos] : -1;
}

static void
advance (FtPdnReader *r)
{
  guchar c;

  if (r->pos >= r->length)
    return;
  c = r->text[r->pos++];
  if (c == '\n')
    r->line++, r->column = 1;
  else if ((c & 0xc0) != 0x80) /* not a UTF-8 continuation byte */
    r->column++;
}

static gboolean
is_space (int c)
{
  return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' || c == '\v';
}

/* Blanks and "%" escape lines (a "%" in the first column hides the line). */
static void
skip_blank (FtPdnReader *r)
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

/* Size, encoding and binary checks, once for the whole text. */
static gboolean
check_text (GameReader *g)
{
  FtPdnReader *r = g->r;
  const char *end = NULL;
  guint line = 1, column = 1;

  if (r->length > FT_PDN_MAX_SIZE)
    return fail (g, 1, 1, FT_PDN_ERROR_TOO_LARGE, "larger than 1 MiB (%d bytes): not read", FT_PDN_MAX_SIZE);
  g_utf8_validate (r->text, r->length, &end);
  for (const char *c = r->text; c < r->text + r->length; c++)
    {
      guchar byte = *c;

      if ((byte < 0x20 && !is_space (byte)) || byte == 0x7f)
        return fail (g, line, column, FT_PDN_ERROR_NOT_PDN, "binary data (byte 0x%02x): not a PDN text file", byte);
      if (c == end)
        return fail (g, line, column, FT_PDN_ERROR_NOT_UTF8,
                     "not valid UTF-8 (byte 0x%02x): save the file as UTF-8", byte);
      if (byte == '\n')
        line++, column = 1;
      else if ((byte & 0xc0) != 0x80)
        column++;
    }
  /* A byte-order mark is no content. */
  if (r->length >= 3 && memcmp (r->text, "\xef\xbb\xbf", 3) == 0)
    r->pos = 3;
  return TRUE;
}

/* ---- Tags ---- */

static gboolean
truncated_tag (GameReader *g, guint line, guint column)
{
  return fail (g, line, column, FT_PDN_ERROR_TRUNCATED, "unterminated tag: the file ends inside it");
}

/* The quoted value after the name; r is at the '"'. */
static char *
read_tag_value (GameReader *g, const char *name, guint line, guint column)
{
  FtPdnReader *r = g->r;
  GString *value = g_string_new (NULL);

  advance (r);
  for (;;)
    {
      int c = peek (r);

      if (c == -1)
        {
          truncated_tag (g, line, column);
          break;
        }
      if (c == '\n' || c == '\r')
        {
          fail (g, line, column, FT_PDN_ERROR_BAD_TAG, "the value of tag %s is not closed with '\"' on its line",
                name);
          break;
        }
      if (value->len >= FT_PDN_MAX_TAG_VALUE)
        {
          fail (g, line, column, FT_PDN_ERROR_TOO_MANY, "the value of tag %s is longer than %d bytes", name,
                FT_PDN_MAX_TAG_VALUE);
          break;
        }
      advance (r);
      if (c == '"')
        return g_string_free (value, FALSE);
      if (c == '\\' && (peek (r) == '"' || peek (r) == '\\'))
        {
          c = peek (r);
          advance (r);
        }
      g_string_append_c (value, (char) c);
    }
  g_string_free (value, TRUE);
  return NULL;
}

static gboolean
read_tag (GameReader *g)
{
  FtPdnReader *r = g->r;
  TagPlace place = { r->line, r->column, 0 };
  g_autofree char *name = NULL;
  g_autofree char *value = NULL;
  gsize start;

  advance (r); /* '[' */
  while (peek (r) == ' ' || peek (r) == '\t')
    advance (r);
  start = r->pos;
  while (g_ascii_isalnum (peek (r)) || peek (r) == '_')
    advance (r);
  if (peek (r) == -1)
    return truncated_tag (g, place.line, place.column);
  if (r->pos == start || !g_ascii_isalpha (r->text[start]))
    return fail (g, place.line, place.column, at_first_content (g) ? FT_PDN_ERROR_NOT_PDN : FT_PDN_ERROR_BAD_TAG,
                 "expected a tag name after '[' (a tag pair reads [Name \"value\"])%s",
                 at_first_content (g) ? ": not a PDN" : "");
  name = g_strndup (r->text + start, r->pos - start);
  while (peek (r) == ' ' || peek (r) == '\t')
    advance (r);
  if (peek (r) == -1)
    return truncated_tag (g, place.line, place.column);
  if (peek (r) != '"')
    return fail (g, r->line, r->column, FT_PDN_ERROR_BAD_TAG, "expected '\"' and the value of tag %s", name);
  place.value_column = r->column + 1;
  value = read_tag_value (g, name, place.line, place.column);
  if (value == NULL)
    return FALSE;
  while (peek (r) == ' ' || peek (r) == '\t')
    advance (r);
  if (peek (r) == -1)
    return truncated_tag (g, place.line, place.column);
  if (peek (r) != ']')
    return fail (g, r->line, r->column, FT_PDN_ERROR_BAD_TAG, "expected ']' after the value of tag %s", name);
  advance (r);
  if (ft_pdn_find_tag (g->game, name) >= 0)
    g_array_index (g->places, TagPlace, ft_pdn_find_tag (g->game, name)) = place;
  else if (g->game->tag_names->len >= FT_PDN_MAX_TAGS)
    return fail (g, place.line, place.column, FT_PDN_ERROR_TOO_MANY, "more than %d tags in one game",
                 FT_PDN_MAX_TAGS);
  else
    g_array_append_val (g->places, place);
  ft_pdn_game_set_tag (g->game, name, value);
  g->any_content = TRUE;
  return TRUE;
}

static TagPlace
tag_place (const GameReader *g, const char *name)
{
  int i = ft_pdn_find_tag (g->game, name);
  TagPlace none = { 1, 1, 1 };

  return i < 0 ? none : g_array_index (g->places, TagPlace, i);
}

/* The other draughts games PDN names, for the message that refuses them. */
static const char *
game_type_name (int type)
{
  static const char *const names[] = {
    "international draughts (10x10)", NULL, "Italian draughts", "American pool checkers",
    "Spanish draughts", "Russian draughts", "Brazilian draughts", "Canadian checkers (12x12)",
    "Portuguese draughts", "Czech draughts", "Turkish draughts", "Thai draughts",
  };

  return type >= 20 && type < 20 + (int) G_N_ELEMENTS (names) && names[type - 20] != NULL ? names[type - 20]
                                                                                            : "another game";
}

/* [GameType]: "21" (or "21,B,8,8,N2,0"), "Bombs", or none (English). */
static gboolean
read_game_type (GameReader *g, FtCheckersRules *rules)
{
  const char *value = ft_pdn_game_get_tag (g->game, "GameType");
  g_autofree char *type = NULL;
  TagPlace p = tag_place (g, "GameType");

  *rules = FT_CHECKERS_RULES_ENGLISH;
  g->game_type_given = value != NULL;
  if (value == NULL)
    return TRUE;
  type = g_strstrip (g_strndup (value, strcspn (value, ",")));
  if (strcmp (type, FT_PDN_GAME_TYPE_ENGLISH) == 0)
    return TRUE;
  if (g_ascii_strcasecmp (type, FT_PDN_GAME_TYPE_BOMBS) == 0)
    {
      *rules = FT_CHECKERS_RULES_BOMBS;
      return TRUE;
    }
  if (type[0] != '\0' && strspn (type, "0123456789") == strlen (type))
    return fail (g, p.line, p.value_column, FT_PDN_ERROR_BAD_TAG,
                 "GameType %s is %s: Fourteen plays English draughts (21) and bombs and shields (Bombs)", type,
                 game_type_name (atoi (type)));
  return fail (g, p.line, p.value_column, FT_PDN_ERROR_BAD_TAG,
               "unknown GameType \"%s\": Fourteen plays English draughts (21) and bombs and shields (Bombs)", type);
}

static gboolean
read_time_control (GameReader *g, const char *name, FtPdnTimeControl *tc)
{
  const char *value = ft_pdn_game_get_tag (g->game, name);
  TagPlace p = tag_place (g, name);

  if (value == NULL || ft_pdn_parse_time_control (value, tc))
    return TRUE;
  return fail (g, p.line, p.value_column, FT_PDN_ERROR_BAD_TAG,
               "time control \"%s\": expected \"-\" (untimed), \"SECONDS+INCREMENT\" or \"1/SECONDS\" (per move), "
               "more than 0 s and at most 86400 s",
               value);
}

/* The start position and clocks from the tags: before the first move. */
static gboolean
set_up_game (GameReader *g)
{
  FtPdnGame *game = g->game;
  const char *fen = ft_pdn_game_get_tag (game, "FEN");
  const char *turn_end_name = ft_pdn_game_get_tag (game, "TurnEnd");
  FtCheckersTurnEnd turn_end = FT_CHECKERS_TURN_END_AUTO;
  FtCheckersRules rules;

  g->set_up = TRUE;
  if (!read_game_type (g, &rules))
    return FALSE;
  if (turn_end_name != NULL && !ft_checkers_turn_end_from_string (turn_end_name, &turn_end))
    {
      TagPlace p = tag_place (g, "TurnEnd");

      return fail (g, p.line, p.value_column, FT_PDN_ERROR_BAD_TAG,
                   "TurnEnd \"%s\": expected \"auto\" or \"space\"", turn_end_name);
    }
  if (fen != NULL)
    {
      g_autoptr (GError) fen_error = NULL;
      guint offset = 0;

      if (!ft_checkers_fen_parse (fen, rules, turn_end, &game->start, &offset, &fen_error))
        {
          TagPlace p = tag_place (g, "FEN");

          return fail (g, p.line, p.value_column + (guint) g_utf8_pointer_to_offset (fen, fen + offset),
                       FT_PDN_ERROR_BAD_POSITION, "FEN tag: %s", fen_error->message);
        }
    }
  else
    {
      g_autoptr (FtCheckersBoard) board = ft_checkers_board_new_with_rules (rules);

      game->start = *ft_checkers_state (board);
      game->start.turn_end = turn_end;
    }
  if (!read_time_control (g, "TimeControl", &game->time_control[FT_CHECKERS_FIRE]))
    return FALSE;
  game->time_control[FT_CHECKERS_WATER] = game->time_control[FT_CHECKERS_FIRE];
  if (!read_time_control (g, "WhiteTimeControl", &game->time_control[FT_CHECKERS_WATER]))
    return FALSE;
  g->pos = game->start;
  return TRUE;
}

/* ---- Movetext ---- */

/* "{ … }" at the reader; the %clk it holds applies to the last turn. */
static gboolean
read_comment (GameReader *g)
{
  FtPdnReader *r = g->r;
  guint line = r->line, column = r->column;
  gsize start;

  advance (r);
  start = r->pos;
  while (peek (r) != -1 && peek (r) != '}')
    advance (r);
  if (peek (r) == -1)
    return fail (g, line, column, FT_PDN_ERROR_TRUNCATED, "unterminated comment: the file ends before its '}'");
  if (g->game->clock_ms->len > 0)
    {
      gint64 ms = ft_pdn_parse_clock (r->text + start, r->pos - start);

      if (ms >= 0)
        g_array_index (g->game->clock_ms, gint64, g->game->clock_ms->len - 1) = ms;
    }
  advance (r);
  return TRUE;
}

static void
skip_line (FtPdnReader *r)
{
  while (peek (r) != -1 && peek (r) != '\n')
    advance (r);
}

/* "( … )", nested, with comments inside: skipped. */
static gboolean
skip_variation (GameReader *g)
{
  FtPdnReader *r = g->r;
  guint line = r->line, column = r->column;
  guint depth = 0;

  for (;;)
    {
      int c = peek (r);

      if (c == -1)
        return fail (g, line, column, FT_PDN_ERROR_TRUNCATED, "unterminated variation: the file ends before its ')'");
      if (c == '{')
        {
          guint comment_line = r->line, comment_column = r->column;

          while (peek (r) != -1 && peek (r) != '}')
            advance (r);
          if (peek (r) == -1)
            return fail (g, comment_line, comment_column, FT_PDN_ERROR_TRUNCATED,
                         "unterminated comment: the file ends before its '}'");
        }
      else if (c == ';')
        {
          skip_line (r);
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

/* The reasons a move text is refused, as a message. */
static gboolean
refuse_move (GameReader *g, const char *text, const char *label, guint line, guint column, const GError *error)
{
  if (error->code == FT_CHECKERS_NOTATION_ERROR_SYNTAX && at_first_content (g))
    return fail (g, line, column, FT_PDN_ERROR_NOT_PDN, "\"%s\" is neither a tag pair nor a move: not a PDN", text);
  if (error->code == FT_CHECKERS_NOTATION_ERROR_SQUARE && !g->game_type_given)
    return fail (g, line, column, FT_PDN_ERROR_BAD_MOVE,
                 "%s: %s; a game without a GameType tag is read as English draughts (8x8): is this "
                 "10x10 international draughts?",
                 label, error->message);
  return fail (g, line, column, FT_PDN_ERROR_BAD_MOVE, "%s: %s%s", label,
               error->code == FT_CHECKERS_NOTATION_ERROR_ILLEGAL ? "illegal move: " : "", error->message);
}

/* Why the game at `s` is over, for the message refusing a further move. */
static const char *
game_over_reason (const FtCheckersState *s)
{
  guint pieces[3] = { 0, 0, 0 };

  for (int sq = 0; sq < FT_CHECKERS_SQUARES; sq++)
    pieces[FT_CHECKERS_PIECE_SIDE (s->squares[sq])]++;
  if (pieces[FT_CHECKERS_FIRE] == 0 || pieces[FT_CHECKERS_WATER] == 0)
    return pieces[FT_CHECKERS_FIRE] == 0 ? "Black has no piece left" : "White has no piece left";
  if (s->quiet_turns >= FT_CHECKERS_QUIET_LIMIT)
    return "drawn after 40 moves without a capture or a crowning";
  return s->to_move == FT_CHECKERS_FIRE ? "Black cannot move" : "White cannot move";
}

static gboolean
play_move (GameReader *g, const char *text, guint line, guint column)
{
  g_autoptr (GError) error = NULL;
  g_autofree char *label = NULL;
  FtCheckersTurn turn;

  if (!g->set_up && !set_up_game (g))
    return FALSE;
  label = g_strdup_printf ("%u%s %s", g->number, g->pos.to_move == FT_CHECKERS_FIRE ? "." : "...", text);
  if (ft_checkers_state_winner (&g->pos) != FT_CHECKERS_NONE)
    return fail (g, line, column, FT_PDN_ERROR_BAD_MOVE, "%s: the game is already over: %s", label,
                 game_over_reason (&g->pos));
  if (!ft_checkers_turn_from_notation (&g->pos, text, &turn, NULL, &error))
    return refuse_move (g, text, label, line, column, error);
  g->any_content = TRUE;
  if (g->pos.to_move == FT_CHECKERS_WATER)
    g->number++;
  ft_checkers_state_play_turn (&g->pos, &turn);
  ft_pdn_game_add_turn (g->game, &turn, -1);
  return TRUE;
}

/* The result: the board's when the moves decide the game, else the result
 * token, else the Result tag. */
static gboolean
finish_game (GameReader *g, const FtCheckersSide *token)
{
  FtCheckersSide board, tag;
  const char *tag_text = ft_pdn_game_get_tag (g->game, "Result");

  if (!g->set_up && !set_up_game (g))
    return FALSE;
  board = ft_checkers_state_winner (&g->pos);
  if (board != FT_CHECKERS_NONE)
    g->game->result = board;
  else if (token != NULL)
    g->game->result = *token;
  else if (tag_text != NULL && ft_pdn_result_from_text (tag_text, &tag))
    g->game->result = tag;
  return TRUE;
}

/* "12." or "12..." alone, or glued to its move ("1.11-15"): the move text
 * after it, or NULL when the symbol is only a number. */
static const char *
after_move_number (GameReader *g, const char *symbol)
{
  gsize digits = strspn (symbol, "0123456789");
  const char *rest;

  if (digits == 0 || (symbol[digits] != '.' && symbol[digits] != '\0'))
    return symbol;
  rest = symbol + digits + strspn (symbol + digits, ".");
  g->any_content |= symbol[digits] == '.';
  return *rest == '\0' ? NULL : rest;
}

/* One token that is not a comment, variation or NAG. FALSE on an error;
 * *done when it was the result. */
static gboolean
read_symbol (GameReader *g, guint line, guint column, gboolean *done)
{
  FtPdnReader *r = g->r;
  gsize start = r->pos;
  g_autofree char *symbol = NULL;
  const char *move_text;
  FtCheckersSide result;

  while (!is_delimiter (peek (r)))
    advance (r);
  symbol = g_strndup (r->text + start, r->pos - start);
  if (ft_pdn_result_from_text (symbol, &result))
    {
      *done = TRUE;
      g->any_content = TRUE;
      return finish_game (g, &result);
    }
  /* Annotation glyphs standing alone. */
  if (strspn (symbol, "!?") == strlen (symbol))
    return TRUE;
  move_text = after_move_number (g, symbol);
  if (move_text == NULL)
    return TRUE;
  return play_move (g, move_text, line, column + (guint) g_utf8_pointer_to_offset (symbol, move_text));
}

/* Punctuation where a move may stand: comments, variations, NAGs. */
static gboolean
read_punctuation (GameReader *g, int c, guint line, guint column)
{
  FtPdnReader *r = g->r;

  switch (c)
    {
    case '{':
      {
        /* A JSON object, not a PDN comment before the first move. */
        gsize i = r->pos + 1;

        while (i < r->length && is_space ((guchar) r->text[i]))
          i++;
        if (at_first_content (g) && i < r->length && (r->text[i] == '"' || r->text[i] == '}'))
          return fail (g, line, column, FT_PDN_ERROR_NOT_PDN, "this is JSON, not a PDN");
        return read_comment (g);
      }
    case ';':
      skip_line (r);
      return TRUE;
    case '(':
      return skip_variation (g);
    case '$':
      advance (r);
      if (!g_ascii_isdigit (peek (r)))
        return fail (g, line, column, FT_PDN_ERROR_BAD_MOVE, "'$' without a number (a NAG is $1, $14, ...)");
      while (g_ascii_isdigit (peek (r)))
        advance (r);
      return TRUE;
    default:
      return fail (g, line, column, at_first_content (g) ? FT_PDN_ERROR_NOT_PDN : FT_PDN_ERROR_BAD_MOVE,
                   "unexpected '%c'", c);
    }
}

static gboolean
read_movetext (GameReader *g)
{
  FtPdnReader *r = g->r;
  gboolean done = FALSE;

  while (!done)
    {
      int c;
      guint line, column;

      skip_blank (r);
      c = peek (r);
      line = r->line;
      column = r->column;
      /* The end of the text, or the next game: no result token. */
      if (c == -1 || c == '[')
        return finish_game (g, NULL);
      if (strchr ("{;($)}]", c) != NULL ? !read_punctuation (g, c, line, column)
                                        : !read_symbol (g, line, column, &done))
        return FALSE;
    }
  return TRUE;
}

FtPdnGame *
ft_pdn_reader_next (FtPdnReader *reader, guint *line, guint *column, GError **error)
{
  GameReader g = { 0 };
  FtPdnReader *r = reader;
  gboolean ok = TRUE;

  g_return_val_if_fail (reader != NULL, NULL);
  if (r->failed)
    return NULL;
  g.r = r;
  g.line = line;
  g.column = column;
  g.error = error;
  g.number = 1;
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
        fail (&g, r->line, r->column, FT_PDN_ERROR_NOT_PDN, "empty: no game in it, not a PDN");
      return NULL;
    }
  g.game = ft_pdn_game_new (NULL);
  g.game->line = r->line;
  g.places = g_array_new (FALSE, FALSE, sizeof (TagPlace));
  while (ok && peek (r) == '[')
    {
      ok = read_tag (&g);
      skip_blank (r);
    }
  if (ok)
    ok = read_movetext (&g);
  g_array_unref (g.places);
  if (!ok)
    {
      g_clear_pointer (&g.game, ft_pdn_game_free);
      return NULL;
    }
  r->games++;
  return g.game;
}

GPtrArray *
ft_pdn_read_all (const char *text, gssize length, const char *filename, GError **error)
{
  g_autoptr (FtPdnReader) reader = NULL;
  g_autoptr (GError) pdn_error = NULL;
  GPtrArray *games = g_ptr_array_new_with_free_func ((GDestroyNotify) ft_pdn_game_free);
  guint line = 1, column = 1;
  FtPdnGame *game;

  if (text == NULL)
    text = "", length = 0;
  reader = ft_pdn_reader_new (text, length < 0 ? strlen (text) : (gsize) length);
  while ((game = ft_pdn_reader_next (reader, &line, &column, &pdn_error)) != NULL)
    g_ptr_array_add (games, game);
  if (pdn_error == NULL)
    return games;
  g_ptr_array_unref (games);
  if (filename != NULL)
    g_set_error (error, FT_PDN_ERROR, pdn_error->code, "%s:%u:%u: %s", filename, line, column, pdn_error->message);
  else
    g_set_error (error, FT_PDN_ERROR, pdn_error->code, "%u:%u: %s", line, column, pdn_error->message);
  return NULL;
}
