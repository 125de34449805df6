/* ft-net-message-tokens.c — a line of the protocol cut into tokens, for
 * the reader (ft-net-message.c): checked as a whole first (length, control
 * characters, UTF-8), then words, positional ones before key=value ones. */
#include "config.h"

#include <string.h>

#include "ft-net-message-private.h"

gboolean
_ft_net_fail (GError **error, gsize column, const char *format, ...)
{
  g_autofree char *text = NULL;
  va_list args;

  va_start (args, format);
  text = g_strdup_vprintf (format, args);
  va_end (args);
  g_set_error (error, FT_NET_ERROR_DOMAIN, FT_NET_ERROR_MALFORMED, "column %" G_GSIZE_FORMAT ": %s",
               column, text);
  return FALSE;
}

gboolean
_ft_net_token_is (const Token *token, const char *word)
{
  gsize len = strlen (word);
  return token->value == NULL && token->len == len && memcmp (token->start, word, len) == 0;
}

gboolean
_ft_net_value_is (const Token *token, const char *word)
{
  gsize len = strlen (word);
  return token->value_len == len && memcmp (token->value, word, len) == 0;
}

const Token *
_ft_net_find_field (const Tokens *t, const char *key)
{
  gsize len = strlen (key);

  for (guint i = t->n_positional; i < t->n_tokens; i++)
    {
      const Token *token = &t->tokens[i];

      if ((gsize) (token->value - 1 - token->start) == len && memcmp (token->start, key, len) == 0)
        return token;
    }
  return NULL;
}

gboolean
_ft_net_tokenize (const char *line, gsize len, Tokens *t, GError **error)
{
  const char *bad = NULL;
  gsize i = 0;

  memset (t, 0, sizeof *t);
  if (len > 0 && line[len - 1] == '\n')
    len--;
  if (len > 0 && line[len - 1] == '\r')
    len--;
  if (len + 1 > FT_NET_MAX_LINE)
    return _ft_net_fail (error, FT_NET_MAX_LINE, "the line is longer than %d bytes", FT_NET_MAX_LINE);
  for (gsize j = 0; j < len; j++)
    if ((guchar) line[j] < 0x20 || line[j] == 0x7f)
      return _ft_net_fail (error, j + 1, "control character");
  if (!g_utf8_validate_len (line, len, &bad))
    return _ft_net_fail (error, bad - line + 1, "not valid UTF-8 (byte 0x%02x at offset %" G_GSIZE_FORMAT ")",
                 (guchar) *bad, (gsize) (bad - line));

  t->n_positional = 0;
  while (i < len)
    {
      Token *token;
      const char *equals;

      if (line[i] == ' ')
        {
          i++;
          continue;
        }
      if (t->n_tokens == MAX_TOKENS)
        return _ft_net_fail (error, i + 1, "too many fields");
      token = &t->tokens[t->n_tokens];
      token->start = line + i;
      token->column = i + 1;
      while (i < len && line[i] != ' ')
        i++;
      token->len = line + i - token->start;
      equals = t->n_tokens > 0 ? memchr (token->start, '=', token->len) : NULL;
      if (equals != NULL)
        {
          if (equals == token->start)
            return _ft_net_fail (error, token->column, "a field without a key");
          token->value = equals + 1;
          token->value_len = token->len - (equals + 1 - token->start);
        }
      else if (t->n_positional != t->n_tokens)
        return _ft_net_fail (error, token->column, "an argument after the fields");
      else
        t->n_positional++;
      t->n_tokens++;
      /* ERROR CODE TEXT… and CHAT TEXT…: the text is free. */
      if ((t->n_tokens == 2 && _ft_net_token_is (&t->tokens[0], "ERROR"))
          || (t->n_tokens == 1 && _ft_net_token_is (&t->tokens[0], "CHAT")))
        {
          while (i < len && line[i] == ' ')
            i++;
          t->rest = line + i;
          t->rest_len = len - i;
          break;
        }
    }
  if (t->n_tokens == 0)
    return _ft_net_fail (error, 1, "empty line");
  return TRUE;
}

