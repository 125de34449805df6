/* ft-checkers-fen.c — PDN's position string: see ft-checkers-notation.h and
 * docs/formats.md#pdn (the marks for bombs and shields are Fourteen's). */
#include "ft-checkers-notation.h"

#include <string.h>

G_DEFINE_QUARK (ft-checkers-fen-error-quark, ft_checkers_fen_error)

static void
write_side (GString *out, const FtCheckersState *state, FtCheckersSide side)
{
  gboolean first = TRUE;

  g_string_append_c (out, side == FT_CHECKERS_FIRE ? 'B' : 'W');
  for (int number = 1; number <= FT_CHECKERS_NUMBERS; number++)
    {
      FtCheckersPiece p = state->squares[ft_checkers_square_from_number (number)];

      if (FT_CHECKERS_PIECE_SIDE (p) != side)
        continue;
      if (!first)
        g_string_append_c (out, ',');
      first = FALSE;
      if (FT_CHECKERS_PIECE_CROWNED (p))
        g_string_append_c (out, 'K');
      if (FT_CHECKERS_PIECE_KIND (p) == FT_CHECKERS_SHIELD)
        g_string_append_c (out, 'S');
      else if (FT_CHECKERS_PIECE_KIND (p) == FT_CHECKERS_BOMB)
        g_string_append_c (out, 'B');
      g_string_append_printf (out, "%d", number);
    }
}

char *
ft_checkers_fen_write (const FtCheckersState *state)
{
  GString *out = g_string_new (NULL);

  /* White's list first, as the PDN examples and CheckerBoard write it. */
  g_string_append (out, state->to_move == FT_CHECKERS_WATER ? "W:" : "B:");
  write_side (out, state, FT_CHECKERS_WATER);
  g_string_append_c (out, ':');
  write_side (out, state, FT_CHECKERS_FIRE);
  return g_string_free (out, FALSE);
}

char *
ft_checkers_fen_start (FtCheckersRules rules)
{
  g_autoptr (FtCheckersBoard) board = ft_checkers_board_new_with_rules (rules);

  return ft_checkers_fen_write (ft_checkers_state (board));
}

/* The parser's place in the text and its error. */
typedef struct {
  const char *text;
  gsize pos;
  FtCheckersRules rules;
  FtCheckersState *state;
  guint *offset;
  GError **error;
} Reader;

static G_GNUC_PRINTF (4, 5) gboolean
fail (Reader *r, gsize at, FtCheckersFenError code, const char *format, ...)
{
  va_list args;
  char *message;

  va_start (args, format);
  message = g_strdup_vprintf (format, args);
  va_end (args);
  if (r->offset != NULL)
    *r->offset = (guint) at;
  g_set_error_literal (r->error, FT_CHECKERS_FEN_ERROR, code, message);
  g_free (message);
  return FALSE;
}

static void
skip_spaces (Reader *r)
{
  while (r->text[r->pos] == ' ' || r->text[r->pos] == '\t')
    r->pos++;
}

static gboolean
read_number (Reader *r, int *number)
{
  gsize start = r->pos;

  *number = 0;
  while (g_ascii_isdigit (r->text[r->pos]) && r->pos - start < 3)
    *number = *number * 10 + (r->text[r->pos++] - '0');
  if (r->pos == start)
    return fail (r, start, FT_CHECKERS_FEN_ERROR_SYNTAX, "expected a square number");
  if (*number < 1 || *number > FT_CHECKERS_NUMBERS || g_ascii_isdigit (r->text[r->pos]))
    return fail (r, start, FT_CHECKERS_FEN_ERROR_POSITION, "square %.*s is off the board (1-32)",
                 (int) (r->pos - start), r->text + start);
  return TRUE;
}

static gboolean
place (Reader *r, gsize at, int number, FtCheckersPiece piece)
{
  int square = ft_checkers_square_from_number (number);
  FtCheckersSide side = FT_CHECKERS_PIECE_SIDE (piece);

  if (r->state->squares[square] != FT_CHECKERS_EMPTY)
    return fail (r, at, FT_CHECKERS_FEN_ERROR_POSITION, "square %d holds two pieces", number);
  /* A man on its crowning row would have been crowned. */
  if (!FT_CHECKERS_PIECE_CROWNED (piece)
      && FT_CHECKERS_RANK (square) == (side == FT_CHECKERS_FIRE ? FT_CHECKERS_SIZE - 1 : 0))
    return fail (r, at, FT_CHECKERS_FEN_ERROR_POSITION,
                 "a %s man on square %d, the row where it is crowned (write K%d for a king)",
                 side == FT_CHECKERS_FIRE ? "Black" : "White", number, number);
  r->state->squares[square] = piece;
  return TRUE;
}

/* One piece or range: [K][S|B]N or [K][S|B]N-M. */
static gboolean
read_piece (Reader *r, FtCheckersSide side)
{
  gsize at = r->pos;
  gboolean crowned = FALSE;
  FtCheckersKind kind = FT_CHECKERS_NORMAL;
  int first, last;

  if (g_ascii_toupper (r->text[r->pos]) == 'K')
    crowned = TRUE, r->pos++;
  if (g_ascii_toupper (r->text[r->pos]) == 'S')
    kind = FT_CHECKERS_SHIELD, r->pos++;
  else if (g_ascii_toupper (r->text[r->pos]) == 'B')
    kind = FT_CHECKERS_BOMB, r->pos++;
  if (kind != FT_CHECKERS_NORMAL && r->rules != FT_CHECKERS_RULES_BOMBS)
    return fail (r, at, FT_CHECKERS_FEN_ERROR_POSITION,
                 "a %s in an English draughts position (S and B mark Fourteen's bombs-and-shields game)",
                 kind == FT_CHECKERS_SHIELD ? "shield" : "bomb");
  if (!read_number (r, &first))
    return FALSE;
  last = first;
  skip_spaces (r);
  if (r->text[r->pos] == '-')
    {
      r->pos++;
      skip_spaces (r);
      if (!read_number (r, &last))
        return FALSE;
      if (last < first)
        return fail (r, at, FT_CHECKERS_FEN_ERROR_SYNTAX, "the range %d-%d runs backwards", first, last);
    }
  for (int n = first; n <= last; n++)
    if (!place (r, at, n, FT_CHECKERS_PIECE (side, kind, crowned)))
      return FALSE;
  return TRUE;
}

/* ":W21,22,…" after the colon; seen[] refuses a side's second list. */
static gboolean
read_list (Reader *r, gboolean seen[3])
{
  char c = g_ascii_toupper (r->text[r->pos]);
  FtCheckersSide side = c == 'B' ? FT_CHECKERS_FIRE : FT_CHECKERS_WATER;

  if (c == 'H' || c == 'F')
    {
      /* PDN 3.0's move counters: not ours to keep. */
      while (r->text[r->pos] != ':' && r->text[r->pos] != '\0')
        r->pos++;
      return TRUE;
    }
  if (c != 'W' && c != 'B')
    return fail (r, r->pos, FT_CHECKERS_FEN_ERROR_SYNTAX, "expected W or B before a list of pieces");
  if (seen[side])
    return fail (r, r->pos, FT_CHECKERS_FEN_ERROR_SYNTAX, "a second list of %s pieces",
                 side == FT_CHECKERS_FIRE ? "Black" : "White");
  seen[side] = TRUE;
  r->pos++;
  skip_spaces (r);
  while (r->text[r->pos] != ':' && r->text[r->pos] != '\0' && r->text[r->pos] != '.')
    {
      if (!read_piece (r, side))
        return FALSE;
      skip_spaces (r);
      if (r->text[r->pos] == ',')
        {
          r->pos++;
          skip_spaces (r);
        }
      else if (r->text[r->pos] != ':' && r->text[r->pos] != '\0' && r->text[r->pos] != '.')
        return fail (r, r->pos, FT_CHECKERS_FEN_ERROR_SYNTAX, "expected ',' or ':' after a square");
    }
  return TRUE;
}

gboolean
ft_checkers_fen_parse (const char *text, FtCheckersRules rules, FtCheckersTurnEnd turn_end,
                       FtCheckersState *state, guint *offset, GError **error)
{
  Reader r = { text, 0, rules, state, offset, error };
  gboolean seen[3] = { FALSE, FALSE, FALSE };
  char turn;

  memset (state, 0, sizeof *state);
  state->rules = rules;
  state->turn_end = turn_end;
  skip_spaces (&r);
  turn = g_ascii_toupper (text[r.pos]);
  if (turn != 'W' && turn != 'B')
    return fail (&r, r.pos, FT_CHECKERS_FEN_ERROR_SYNTAX,
                 "expected the side to move, W or B (a position reads B:W21,22:B1,2)");
  state->to_move = turn == 'B' ? FT_CHECKERS_FIRE : FT_CHECKERS_WATER;
  r.pos++;
  skip_spaces (&r);
  while (text[r.pos] == ':')
    {
      r.pos++;
      skip_spaces (&r);
      if (!read_list (&r, seen))
        return FALSE;
    }
  if (text[r.pos] == '.')
    r.pos++;
  skip_spaces (&r);
  if (text[r.pos] != '\0')
    return g_ascii_isprint (text[r.pos])
             ? fail (&r, r.pos, FT_CHECKERS_FEN_ERROR_SYNTAX, "unexpected '%c'", text[r.pos])
             : fail (&r, r.pos, FT_CHECKERS_FEN_ERROR_SYNTAX, "unexpected byte 0x%02x", (guchar) text[r.pos]);
  if (!seen[FT_CHECKERS_FIRE] && !seen[FT_CHECKERS_WATER])
    return fail (&r, r.pos, FT_CHECKERS_FEN_ERROR_SYNTAX, "no list of pieces (a position reads B:W21,22:B1,2)");
  return TRUE;
}
