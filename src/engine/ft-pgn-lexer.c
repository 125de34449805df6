/* ft-pgn-lexer.c — the PGN reader's characters: the checks of the whole
 * text, blanks and escape lines, tag pairs, comments and variations (see
 * ft-pgn-private.h). */
#include "ft-pgn-private.h"

#include <string.h>

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

void
ft_pgn_fail (FtPgnGameReader *g, guint line, guint column, FtPgnError code, const char *format,
             ...)
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

void
ft_pgn_warn (FtPgnGameReader *g, guint line, guint column, const char *format, ...)
{
  va_list args;
  char *message;

  va_start (args, format);
  message = g_strdup_vprintf (format, args);
  va_end (args);
  ft_problem_list_add (g->game->warnings, FT_SEVERITY_WARNING, NULL, line, column, "%s",
                       message);
  g_free (message);
}

void
ft_pgn_skip_blank (FtPgnReader *r)
{
  for (;;)
    {
      int c = ft_pgn_peek (r);

      if (ft_pgn_is_space (c))
        ft_pgn_advance (r);
      else if (c == '%' && r->column == 1)
        while (ft_pgn_peek (r) != -1 && ft_pgn_peek (r) != '\n')
          ft_pgn_advance (r);
      else
        return;
    }
}

gboolean
ft_pgn_check_text (FtPgnGameReader *g)
{
  FtPgnReader *r = g->r;
  guint line = 1, column = 1;
  guchar byte;

  if (r->length > FT_PGN_MAX_SIZE)
    {
      ft_pgn_fail (g, 1, 1, FT_PGN_ERROR_TOO_LARGE, "larger than 1 MiB (%d bytes): not read",
                   FT_PGN_MAX_SIZE);
      return FALSE;
    }
  for (gsize i = 0; i < r->length; i++)
    {
      guchar c = r->text[i];

      if ((c < 0x20 && !ft_pgn_is_space (c)) || c == 0x7f)
        {
          ft_pgn_fail (g, line, column, FT_PGN_ERROR_NOT_PGN,
                       "binary data (byte 0x%02x): not a PGN text file", c);
          return FALSE;
        }
      if (c == '\n')
        line++, column = 1;
      else if ((c & 0xc0) != 0x80)
        column++;
    }
  /* PGN's old encoding was Latin-1: a reader that guessed would show wrong
   * names; the player converts the file once (iconv -f latin1). */
  if (!ft_text_check_utf8 (r->text, r->length, &line, &column, &byte))
    {
      ft_pgn_fail (g, line, column, FT_PGN_ERROR_NOT_PGN,
                   "not valid UTF-8 (byte 0x%02x): save the file as UTF-8", byte);
      return FALSE;
    }
  r->pos = ft_text_bom_length (r->text, r->length);
  return TRUE;
}

/* ---- Tags ---- */

/* The tag's value after its '"', unescaped, into value; FALSE (failed) if
 * it is not closed on its line or too long. */
static gboolean
read_tag_value (FtPgnGameReader *g, const char *name, FtPgnTagPlace *place, GString *value)
{
  FtPgnReader *r = g->r;

  for (;;)
    {
      int c = ft_pgn_peek (r);

      if (c == -1)
        {
          ft_pgn_fail (g, place->line, place->column, FT_PGN_ERROR_TRUNCATED,
                       "unterminated tag: the file ends inside it");
          return FALSE;
        }
      if (c == '\n' || c == '\r')
        {
          ft_pgn_fail (g, place->line, place->column, FT_PGN_ERROR_BAD_TAG,
                       "the value of tag %s is not closed with '\"' on its line", name);
          return FALSE;
        }
      ft_pgn_advance (r);
      if (c == '"')
        return TRUE;
      if (c == '\\' && (ft_pgn_peek (r) == '"' || ft_pgn_peek (r) == '\\'))
        {
          c = ft_pgn_peek (r);
          ft_pgn_advance (r);
        }
      if (value->len >= FT_PGN_MAX_TAG_LENGTH)
        {
          ft_pgn_fail (g, place->line, place->value_column, FT_PGN_ERROR_TOO_LARGE,
                       "the value of tag %s is longer than %d bytes", name,
                       FT_PGN_MAX_TAG_LENGTH);
          return FALSE;
        }
      g_string_append_c (value, (char) c);
    }
}

static void
skip_tabs_and_spaces (FtPgnReader *r)
{
  while (ft_pgn_peek (r) == ' ' || ft_pgn_peek (r) == '\t')
    ft_pgn_advance (r);
}

gboolean
ft_pgn_read_tag (FtPgnGameReader *g)
{
  FtPgnReader *r = g->r;
  FtPgnTagPlace place = { r->line, r->column, 0 };
  gboolean first = g->r->games == 0 && !g->any_content;
  g_autoptr (GString) value = g_string_new (NULL);
  g_autofree char *name = NULL;
  gsize name_start, name_end;
  int index;

  ft_pgn_advance (r); /* '[' */
  skip_tabs_and_spaces (r);
  name_start = r->pos;
  while (g_ascii_isalnum (ft_pgn_peek (r)) || ft_pgn_peek (r) == '_')
    ft_pgn_advance (r);
  name_end = r->pos;
  if (ft_pgn_peek (r) == -1)
    goto truncated;
  if (name_end == name_start || !g_ascii_isalpha (r->text[name_start]))
    {
      ft_pgn_fail (g, place.line, place.column, first ? FT_PGN_ERROR_NOT_PGN : FT_PGN_ERROR_BAD_TAG,
                   "expected a tag name after '[' (a tag pair reads [Name \"value\"])%s",
                   first ? ": not a PGN" : "");
      return FALSE;
    }
  if (name_end - name_start > FT_PGN_MAX_TAG_LENGTH)
    {
      ft_pgn_fail (g, place.line, place.column, FT_PGN_ERROR_TOO_LARGE,
                   "a tag name longer than %d bytes", FT_PGN_MAX_TAG_LENGTH);
      return FALSE;
    }
  name = g_strndup (r->text + name_start, name_end - name_start);
  skip_tabs_and_spaces (r);
  if (ft_pgn_peek (r) == -1)
    goto truncated;
  if (ft_pgn_peek (r) != '"')
    {
      ft_pgn_fail (g, r->line, r->column, FT_PGN_ERROR_BAD_TAG,
                   "expected '\"' and the value of tag %s", name);
      return FALSE;
    }
  ft_pgn_advance (r);
  place.value_column = r->column;
  if (!read_tag_value (g, name, &place, value))
    return FALSE;
  skip_tabs_and_spaces (r);
  if (ft_pgn_peek (r) == -1)
    goto truncated;
  if (ft_pgn_peek (r) != ']')
    {
      ft_pgn_fail (g, r->line, r->column, FT_PGN_ERROR_BAD_TAG,
                   "expected ']' after the value of tag %s", name);
      return FALSE;
    }
  ft_pgn_advance (r);

  index = ft_pgn_game_find_tag (g->game, name);
  if (index >= 0)
    g_array_index (g->places, FtPgnTagPlace, index) = place;
  else
    {
      gboolean counted = !ft_pgn_tag_is_written_always (name);

      if (counted && g->other_tags >= FT_PGN_MAX_TAGS)
        {
          ft_pgn_fail (g, place.line, place.column, FT_PGN_ERROR_TOO_LARGE,
                       "more than %d tags in one game: not read", FT_PGN_MAX_TAGS);
          return FALSE;
        }
      g->other_tags += counted;
      g_array_append_val (g->places, place);
    }
  ft_pgn_game_set_tag (g->game, name, value->str);
  g->any_content = TRUE;
  return TRUE;

truncated:
  ft_pgn_fail (g, place.line, place.column, FT_PGN_ERROR_TRUNCATED,
               "unterminated tag: the file ends inside it");
  return FALSE;
}

FtPgnTagPlace
ft_pgn_tag_place (FtPgnGameReader *g, const char *name)
{
  int i = ft_pgn_game_find_tag (g->game, name);
  FtPgnTagPlace none = { 1, 1, 1 };

  return i < 0 ? none : g_array_index (g->places, FtPgnTagPlace, i);
}

/* ---- Comments and variations ---- */

/* From the '{' at the reader to its '}' (the reader stops on it); FALSE
 * (failed) if the text ends first or the comment is too long. */
static gboolean
skip_to_comment_end (FtPgnGameReader *g)
{
  FtPgnReader *r = g->r;
  guint line = r->line, column = r->column;
  gsize start = r->pos;

  while (ft_pgn_peek (r) != -1 && ft_pgn_peek (r) != '}')
    ft_pgn_advance (r);
  if (ft_pgn_peek (r) == -1)
    {
      ft_pgn_fail (g, line, column, FT_PGN_ERROR_TRUNCATED,
                   "unterminated comment: the file ends before its '}'");
      return FALSE;
    }
  if (r->pos - start - 1 > FT_PGN_MAX_COMMENT_LENGTH)
    {
      ft_pgn_fail (g, line, column, FT_PGN_ERROR_TOO_LARGE, "a comment longer than %d bytes",
                   FT_PGN_MAX_COMMENT_LENGTH);
      return FALSE;
    }
  return TRUE;
}

gboolean
ft_pgn_read_comment (FtPgnGameReader *g)
{
  FtPgnReader *r = g->r;
  gsize start = r->pos + 1;

  if (!skip_to_comment_end (g))
    return FALSE;
  if (g->game->clock_ms->len > 0)
    {
      gint64 ms = ft_pgn_parse_clock_comment (r->text + start, r->pos - start);

      if (ms >= 0)
        g_array_index (g->game->clock_ms, gint64, g->game->clock_ms->len - 1) = ms;
    }
  ft_pgn_advance (r);
  return TRUE;
}

gboolean
ft_pgn_skip_variation (FtPgnGameReader *g)
{
  FtPgnReader *r = g->r;
  guint line = r->line, column = r->column;
  guint depth = 0;

  for (;;)
    {
      int c = ft_pgn_peek (r);

      if (c == -1)
        {
          ft_pgn_fail (g, line, column, FT_PGN_ERROR_TRUNCATED,
                       "unterminated variation: the file ends before its ')'");
          return FALSE;
        }
      if (c == '{')
        {
          if (!skip_to_comment_end (g))
            return FALSE;
        }
      else if (c == ';')
        {
          while (ft_pgn_peek (r) != -1 && ft_pgn_peek (r) != '\n')
            ft_pgn_advance (r);
          continue;
        }
      else if (c == '(')
        depth++;
      else if (c == ')')
        depth--;
      ft_pgn_advance (r);
      if (depth == 0)
        return TRUE;
    }
}

gboolean
ft_pgn_is_delimiter (int c)
{
  return c == -1 || ft_pgn_is_space (c) || strchr ("{}()[];$", c) != NULL;
}
