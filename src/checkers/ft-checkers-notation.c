/* ft-checkers-notation.c — the squares 1–32 and moves in standard checkers
 * notation: see ft-checkers-notation.h. Parsing resolves the text against
 * the generated legal turns, so it accepts exactly what the rules allow. */
#include "ft-checkers-notation.h"

#include <string.h>

G_DEFINE_QUARK (ft-checkers-notation-error-quark, ft_checkers_notation_error)

int
ft_checkers_square_from_number (int number)
{
  int row, index;

  if (number < 1 || number > FT_CHECKERS_NUMBERS)
    return FT_CHECKERS_NO_SQUARE;
  row = (number - 1) / 4;
  index = (number - 1) % 4;
  /* Row 0 is Black's (Fire's) back row, our rank 0; the numbers run from
   * the h-file side, where 1 (g1) and 5 (h2) are. */
  return FT_CHECKERS_SQUARE ((row % 2 == 0 ? 6 : 7) - 2 * index, row);
}

int
ft_checkers_square_to_number (int square)
{
  int file, rank;

  if (square < 0 || square >= FT_CHECKERS_SQUARES || !FT_CHECKERS_IS_DARK (square))
    return 0;
  file = FT_CHECKERS_FILE (square);
  rank = FT_CHECKERS_RANK (square);
  return 4 * rank + ((rank % 2 == 0 ? 6 : 7) - file) / 2 + 1;
}

/* Does `turn` go through `squares` (start, some landings in order, end)? */
static gboolean
turn_matches (const FtCheckersTurn *turn, const int *squares, guint count)
{
  guint next = 1;

  if (turn->path[0] != squares[0] || turn->path[turn->length - 1] != squares[count - 1])
    return FALSE;
  for (guint i = 1; i + 1 < turn->length && next + 1 < count; i++)
    if (turn->path[i] == squares[next])
      next++;
  return next + 1 == count;
}

static void
write_full (const FtCheckersTurn *turn, char *text)
{
  char sep = ft_checkers_turn_is_capture (turn) ? 'x' : '-';
  char *at = text;

  for (guint i = 0; i < turn->length; i++)
    {
      if (i > 0)
        *at++ = sep;
      at += g_snprintf (at, 3, "%d", ft_checkers_square_to_number (turn->path[i]));
    }
  *at = '\0';
}

char *
ft_checkers_turn_to_notation (const FtCheckersState *state, const FtCheckersTurn *turn, FtCheckersJumpStyle style,
                              char *text)
{
  FtCheckersTurnList *list;
  int ends[2];
  guint same = 0;

  g_return_val_if_fail (turn->length >= 2 && turn->length <= FT_CHECKERS_MAX_PATH, strcpy (text, "?"));
  write_full (turn, text);
  if (style == FT_CHECKERS_JUMPS_FULL || turn->length == 2 || state == NULL)
    return text;
  /* Start and end alone, unless another legal turn joins them too. */
  ends[0] = turn->path[0];
  ends[1] = turn->path[turn->length - 1];
  list = g_new (FtCheckersTurnList, 1);
  ft_checkers_state_generate_turns (state, list);
  for (guint i = 0; i < list->count; i++)
    same += turn_matches (&list->turns[i], ends, 2);
  g_free (list);
  if (same <= 1)
    g_snprintf (text, FT_CHECKERS_NOTATION_MAX, "%dx%d", ft_checkers_square_to_number (ends[0]),
                ft_checkers_square_to_number (ends[1]));
  return text;
}

/* "10x19x26" → squares; FALSE with the error set when it is no move text. */
static gboolean
read_squares (const char *text, int *squares, guint *count, gboolean *crosses, GError **error)
{
  const char *p = text;

  *count = 0;
  *crosses = FALSE;
  for (;;)
    {
      int number = 0;
      guint digits = 0;

      while (g_ascii_isdigit (*p))
        {
          if (digits++ < 3)
            number = number * 10 + (*p - '0');
          p++;
        }
      if (digits == 0)
        {
          /* Nothing after a separator: not a move. */
          *count = 0;
          break;
        }
      if (*count >= FT_CHECKERS_MAX_PATH)
        {
          g_set_error (error, FT_CHECKERS_NOTATION_ERROR, FT_CHECKERS_NOTATION_ERROR_SYNTAX,
                       "more than %d squares in one move", FT_CHECKERS_MAX_PATH);
          return FALSE;
        }
      if (digits > 2 || ft_checkers_square_from_number (number) == FT_CHECKERS_NO_SQUARE)
        {
          g_set_error (error, FT_CHECKERS_NOTATION_ERROR, FT_CHECKERS_NOTATION_ERROR_SQUARE,
                       "square %.*s is off the board (the squares are 1-32)", (int) MIN (digits, 6),
                       p - digits);
          return FALSE;
        }
      squares[(*count)++] = ft_checkers_square_from_number (number);
      if (*p != '-' && *p != 'x' && *p != 'X')
        break;
      *crosses |= *p != '-';
      p++;
    }
  while (*p == '!' || *p == '?')
    p++;
  if (*p != '\0' || *count < 2)
    {
      g_set_error_literal (error, FT_CHECKERS_NOTATION_ERROR, FT_CHECKERS_NOTATION_ERROR_SYNTAX,
                           "not a move (a move reads 11-15, 15x24 or 10x19x26)");
      return FALSE;
    }
  return TRUE;
}

/* Why no legal turn goes through `squares` (written with an 'x' or not). */
static FtCheckersIllegal
reason_for (const FtCheckersState *state, const int *squares, guint count, gboolean crosses)
{
  FtCheckersTurn turn = { 0 };
  FtCheckersIllegal reason;
  gboolean literal = TRUE;

  /* A whole path (every landing written): the rule it breaks. */

  for (guint i = 0; i < count; i++)
    {
      turn.path[turn.length++] = (gint8) squares[i];
      if (i > 0 && ABS (FT_CHECKERS_FILE (squares[i]) - FT_CHECKERS_FILE (squares[i - 1])) > 2)
        literal = FALSE;
    }
  if (literal)
    return ft_checkers_state_check_turn (state, &turn, NULL);
  /* Landing squares left out: what the first move's piece allows. */
  turn.length = 2;
  reason = ft_checkers_state_check_turn (state, &turn, NULL);
  if (reason == FT_CHECKERS_ILLEGAL_GAME_OVER || reason == FT_CHECKERS_ILLEGAL_NO_PIECE
      || reason == FT_CHECKERS_ILLEGAL_NOT_YOUR_PIECE || reason == FT_CHECKERS_ILLEGAL_SAME_SQUARE)
    return reason;
  /* "12-17" meant a step: say what is wrong with it. */
  if (!crosses && count == 2)
    return ft_checkers_state_check_move (state, squares[0], squares[1], FALSE);
  return FT_CHECKERS_ILLEGAL_NO_CAPTURE_PATH;
}

static void
set_ambiguous (GError **error, const FtCheckersTurnList *list, const int *squares, guint count)
{
  GString *names = g_string_new (NULL);
  guint found = 0;

  for (guint i = 0; i < list->count; i++)
    if (turn_matches (&list->turns[i], squares, count))
      {
        char text[FT_CHECKERS_NOTATION_MAX];

        write_full (&list->turns[i], text);
        g_string_append_printf (names, "%s%s", found++ == 0 ? "" : " or ", text);
      }
  g_set_error (error, FT_CHECKERS_NOTATION_ERROR, FT_CHECKERS_NOTATION_ERROR_AMBIGUOUS,
               "ambiguous: %s (write every landing square)", names->str);
  g_string_free (names, TRUE);
}

gboolean
ft_checkers_turn_from_notation (const FtCheckersState *state, const char *text, FtCheckersTurn *turn,
                                FtCheckersIllegal *reason, GError **error)
{
  int squares[FT_CHECKERS_MAX_PATH];
  FtCheckersTurnList *list;
  guint count, found = 0;
  gboolean crosses;

  if (reason != NULL)
    *reason = FT_CHECKERS_LEGAL;
  if (!read_squares (text, squares, &count, &crosses, error))
    return FALSE;
  list = g_new (FtCheckersTurnList, 1);
  ft_checkers_state_generate_turns (state, list);
  for (guint i = 0; i < list->count; i++)
    if (turn_matches (&list->turns[i], squares, count) && found++ == 0)
      *turn = list->turns[i];
  if (found > 1)
    set_ambiguous (error, list, squares, count);
  g_free (list);
  if (found == 1)
    return TRUE;
  if (found == 0)
    {
      FtCheckersIllegal why = reason_for (state, squares, count, crosses);

      if (reason != NULL)
        *reason = why;
      g_set_error_literal (error, FT_CHECKERS_NOTATION_ERROR, FT_CHECKERS_NOTATION_ERROR_ILLEGAL,
                           ft_checkers_illegal_message (why));
    }
  return FALSE;
}
