/* ft-file-kind.c — see ft-file-kind.h. */
#include "ft-file-kind.h"

#include <string.h>

#include "ft-problem.h"

static gboolean
has_suffix (const char *name, const char *suffix)
{
  gsize n = strlen (name), m = strlen (suffix);

  return n >= m && g_ascii_strcasecmp (name + n - m, suffix) == 0;
}

/* One line whose first field is a FEN board: letters, digits and at least
 * one '/'. */
static gboolean
looks_like_fen (const char *text, const char *end)
{
  const char *line_end = memchr (text, '\n', end - text);
  const char *c;
  gboolean slash = FALSE;

  if (line_end != NULL)
    for (const char *rest = line_end; rest < end; rest++)
      if (!g_ascii_isspace (*rest))
        return FALSE;
  for (c = text; c < end && !g_ascii_isspace (*c); c++)
    {
      if (*c == '/')
        slash = TRUE;
      else if (!g_ascii_isalnum (*c))
        return FALSE;
    }
  return slash;
}

FtFileKind
ft_file_kind_detect (const char *name, const char *text, gssize length)
{
  const char *c, *end;

  g_return_val_if_fail (text != NULL || length == 0, FT_FILE_KIND_EMPTY);

  if (name != NULL && has_suffix (name, ".pgn"))
    return FT_FILE_KIND_PGN;
  if (name != NULL && has_suffix (name, ".json"))
    return FT_FILE_KIND_CONFIG;
  if (text == NULL)
    return FT_FILE_KIND_EMPTY;
  if (length < 0)
    length = strlen (text);
  end = text + length;
  c = text + ft_text_bom_length (text, length);
  while (c < end && g_ascii_isspace (*c))
    c++;
  if (c == end)
    return FT_FILE_KIND_EMPTY;
  if (*c == '{')
    return FT_FILE_KIND_CONFIG;
  if (*c == '[')
    {
      const char *after = c + 1;

      while (after < end && (*after == ' ' || *after == '\t'))
        after++;
      return after < end && g_ascii_isalpha (*after) ? FT_FILE_KIND_PGN : FT_FILE_KIND_CONFIG;
    }
  if (looks_like_fen (c, end))
    return FT_FILE_KIND_FEN;
  /* Layouts are letters and spaces only; moves have digits ("e4"). */
  for (const char *d = c; d < end; d++)
    if (g_ascii_isdigit (*d))
      return FT_FILE_KIND_PGN;
  return FT_FILE_KIND_LAYOUT;
}

const char *
ft_file_kind_describe (FtFileKind kind)
{
  switch (kind)
    {
    case FT_FILE_KIND_PGN:
      return "a saved game (PGN)";
    case FT_FILE_KIND_CONFIG:
      return "a config (JSON)";
    case FT_FILE_KIND_LAYOUT:
      return "a layout";
    case FT_FILE_KIND_FEN:
      return "a position (FEN)";
    case FT_FILE_KIND_EMPTY:
    default:
      return "empty";
    }
}
