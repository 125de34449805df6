/* ft-pgn-clock.c — time in PGN: [TimeControl] values and "[%clk …]"
 * comments (see ft-pgn.h and docs/formats.md#pgn). */
#include "ft-pgn.h"

#include <string.h>

/* Clocks run at most a day, as a config allows. */
#define MAX_SECONDS 86400.0

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

gint64
ft_pgn_parse_clock_comment (const char *text, gsize length)
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

/* ---- [TimeControl] -------------------------------------------------------- */

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

char *
ft_pgn_time_control_to_string (const FtPgnTimeControl *tc)
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

/* A number of seconds: digits with an optional fraction ("90", "0.5"); no
 * sign, exponent or hex, which strtod would take. */
static gboolean
read_seconds (const char **text, double *out)
{
  const char *c = *text;
  double value = 0, scale = 0.1;

  if (!g_ascii_isdigit (*c))
    return FALSE;
  for (; g_ascii_isdigit (*c); c++)
    value = MIN (value * 10 + (*c - '0'), 1e12);
  if (*c == '.')
    {
      if (!g_ascii_isdigit (c[1]))
        return FALSE;
      for (c++; g_ascii_isdigit (*c); c++, scale /= 10)
        value += (*c - '0') * scale;
    }
  *text = c;
  *out = value;
  return TRUE;
}

/* One period: "S", "S+I", "M/S", "M/S+I" (real files write the FIDE
 * "40/5400+30") or "*S". */
typedef struct {
  double moves; /* 0: the rest of the game */
  double seconds, increment;
  gboolean sandclock;
} Period;

static gboolean
read_period (const char **text, Period *period)
{
  double first;

  memset (period, 0, sizeof *period);
  if (**text == '*')
    {
      (*text)++;
      period->sandclock = TRUE;
      return read_seconds (text, &period->seconds);
    }
  if (!read_seconds (text, &first))
    return FALSE;
  if (**text == '/')
    {
      (*text)++;
      if (first < 1 || first != (guint64) first)
        return FALSE;
      period->moves = first;
      if (!read_seconds (text, &first))
        return FALSE;
    }
  period->seconds = first;
  if (**text == '+')
    {
      (*text)++;
      return read_seconds (text, &period->increment);
    }
  return TRUE;
}

gboolean
ft_pgn_parse_time_control (const char *text, FtPgnTimeControl *tc)
{
  Period first, next;
  const char *c = text;
  guint periods = 1;

  memset (tc, 0, sizeof *tc);
  tc->kind = FT_PGN_TIME_UNKNOWN;
  if (strcmp (text, "?") == 0 || text[0] == '\0')
    return TRUE;
  if (strcmp (text, "-") == 0)
    {
      tc->kind = FT_PGN_TIME_UNTIMED;
      return TRUE;
    }
  if (!read_period (&c, &first))
    return FALSE;
  while (*c == ':')
    {
      c++;
      if (!read_period (&c, &next))
        return FALSE;
      periods++;
    }
  if (*c != '\0')
    return FALSE;

  /* What the clocks can run of it: a base of more than nothing, at most a
   * day; no sandclock. */
  if (first.sandclock || first.seconds * 1000 < 1 || first.seconds > MAX_SECONDS
      || first.increment > MAX_SECONDS)
    return TRUE;
  if (first.moves == 1 && periods == 1 && first.increment == 0)
    tc->kind = FT_PGN_TIME_PER_MOVE;
  else
    tc->kind = FT_PGN_TIME_FISCHER;
  tc->ms = (gint64) (first.seconds * 1000 + 0.5);
  tc->increment_ms = tc->kind == FT_PGN_TIME_FISCHER ? (gint64) (first.increment * 1000 + 0.5) : 0;
  return TRUE;
}
