/* ft-san.c — Standard Algebraic Notation: see ft-san.h. */
#include "ft-san.h"

#include <string.h>

/* One heap scratch per call: FtPosition and FtMoveList are too big to put
 * several on a worker thread's stack. Only the part of the position before
 * the history is copied; the copy starts with an empty history. */
typedef struct {
  FtMoveList list;
  FtPosition pos;
} Scratch;

static FtKind
kind_at (const FtPosition *pos, FtSquare sq)
{
  return FT_PIECE_KIND (ft_position_piece_at (pos, sq));
}

char *
ft_san_write (const FtPosition *pos, FtMove move, char *buf)
{
  FtSquare from = FT_MOVE_FROM (move), to = FT_MOVE_TO (move);
  FtKind kind;
  Scratch *s;
  char *p = buf;
  char square[4];

  if (move == FT_MOVE_NONE)
    return strcpy (buf, "--");

  s = g_new (Scratch, 1);
  ft_position_generate_legal (pos, &s->list);
  kind = kind_at (pos, from);

  if (FT_MOVE_SPECIAL (move) == FT_MOVE_CASTLING)
    {
      p = g_stpcpy (p, FT_SQUARE_FILE (to) > FT_SQUARE_FILE (from) ? "O-O" : "O-O-O");
    }
  else if (kind == FT_PAWN)
    {
      if (FT_MOVE_IS_CAPTURE (move))
        {
          *p++ = (char) ('a' + FT_SQUARE_FILE (from));
          *p++ = 'x';
        }
      p = g_stpcpy (p, ft_square_to_string (to, square));
      if (FT_MOVE_PROMOTION (move) != FT_NO_KIND)
        {
          *p++ = '=';
          *p++ = g_ascii_toupper (ft_position_kind_to_char (pos, FT_MOVE_PROMOTION (move)));
        }
    }
  else
    {
      gboolean others = FALSE, same_file = FALSE, same_rank = FALSE;

      *p++ = g_ascii_toupper (ft_position_kind_to_char (pos, kind));
      for (guint i = 0; i < s->list.count; i++)
        {
          FtMove m = s->list.moves[i];
          FtSquare f = FT_MOVE_FROM (m);

          if (FT_MOVE_TO (m) != to || f == from || kind_at (pos, f) != kind
              || FT_MOVE_SPECIAL (m) == FT_MOVE_CASTLING)
            continue;
          others = TRUE;
          same_file |= FT_SQUARE_FILE (f) == FT_SQUARE_FILE (from);
          same_rank |= FT_SQUARE_RANK (f) == FT_SQUARE_RANK (from);
        }
      if (others && (!same_file || same_rank))
        *p++ = (char) ('a' + FT_SQUARE_FILE (from));
      if (others && same_file)
        {
          int rank = FT_SQUARE_RANK (from) + 1;

          if (rank >= 10)
            *p++ = (char) ('0' + rank / 10);
          *p++ = (char) ('0' + rank % 10);
        }
      if (FT_MOVE_IS_CAPTURE (move))
        *p++ = 'x';
      p = g_stpcpy (p, ft_square_to_string (to, square));
    }

  /* Check and mate: make the move on a copy without history. */
  memcpy (&s->pos, pos, G_STRUCT_OFFSET (FtPosition, history));
  s->pos.history_length = 0;
  ft_position_make_move (&s->pos, move);
  if (ft_position_in_check (&s->pos))
    {
      ft_position_generate_legal (&s->pos, &s->list);
      *p++ = s->list.count == 0 ? '#' : '+';
    }
  *p = '\0';
  g_free (s);
  return buf;
}

/* ---- Parsing ------------------------------------------------------------- */

static gboolean
is_file_char (char c)
{
  return c >= 'a' && c <= 'p';
}

static FtMove
parse_castling (const FtPosition *pos, const char *s, FtSanError *error)
{
  gboolean long_side;
  FtMoveList *list;
  FtMove found = FT_MOVE_NONE;
  char o = s[0];

  /* "O-O", "0-0", "o-o", then an optional "-O" and suffixes only. */
  if (s[1] != '-' || s[2] != o)
    return (*error = FT_SAN_SYNTAX, FT_MOVE_NONE);
  s += 3;
  long_side = s[0] == '-' && s[1] == o;
  if (long_side)
    s += 2;
  s += strspn (s, "+#!? \t");
  if (*s != '\0')
    return (*error = FT_SAN_SYNTAX, FT_MOVE_NONE);

  list = g_new (FtMoveList, 1);
  ft_position_generate_legal_from (pos, pos->king_square[pos->side_to_move], list);
  for (guint i = 0; i < list->count; i++)
    {
      FtMove m = list->moves[i];

      if (FT_MOVE_SPECIAL (m) == FT_MOVE_CASTLING
          && (FT_SQUARE_FILE (FT_MOVE_TO (m)) < FT_SQUARE_FILE (FT_MOVE_FROM (m))) == long_side)
        found = m;
    }
  g_free (list);
  *error = found == FT_MOVE_NONE ? FT_SAN_ILLEGAL : FT_SAN_OK;
  return found;
}

/* Up to four coordinates (file, rank, file, rank): the last file and rank
 * are the target, anything before is the origin (or part of it). */
typedef struct {
  int n;
  char what[4]; /* 'f' or 'r' */
  int value[4];
} Coords;

/* Coordinates, with "x", "-" or ":" between them, from *s on; FALSE if
 * there are too many or a rank is off any board. */
static gboolean
read_coords (const char **text, Coords *c)
{
  const char *s = *text;

  for (;;)
    {
      if (*s == 'x' || *s == '-' || *s == ':')
        {
          s++;
          continue;
        }
      if (is_file_char (*s)
          && !(c->n > 0 && c->what[c->n - 1] == 'r' && !g_ascii_isdigit (s[1])))
        {
          if (c->n == 4)
            return FALSE;
          c->what[c->n] = 'f';
          c->value[c->n++] = *s++ - 'a';
          continue;
        }
      if (g_ascii_isdigit (*s))
        {
          int rank = 0;

          while (g_ascii_isdigit (*s) && rank <= FT_MAX_BOARD_SIZE)
            rank = rank * 10 + (*s++ - '0');
          if (rank < 1 || rank > FT_MAX_BOARD_SIZE || c->n == 4)
            return FALSE;
          c->what[c->n] = 'r';
          c->value[c->n++] = rank - 1;
          continue;
        }
      break;
    }
  *text = s;
  return TRUE;
}

/* The legal moves that fit what the text gave: the last one, and how many
 * fit in *matches. */
static FtMove
find_move (const FtPosition *pos, FtKind piece, int from_file, int from_rank, FtSquare to,
           FtKind promotion, guint *matches)
{
  g_autofree FtMoveList *list = g_new (FtMoveList, 1);
  FtMove found = FT_MOVE_NONE;

  ft_position_generate_legal (pos, list);
  for (guint i = 0; i < list->count; i++)
    {
      FtMove m = list->moves[i];
      FtSquare from = FT_MOVE_FROM (m);
      FtKind kind = kind_at (pos, from);

      if (FT_MOVE_TO (m) != to)
        continue;
      if (from_file >= 0 && FT_SQUARE_FILE (from) != from_file)
        continue;
      if (from_rank >= 0 && FT_SQUARE_RANK (from) != from_rank)
        continue;
      /* A piece letter names the kind; without one it is a pawn move,
       * unless the whole origin square is given (coordinate notation). */
      if (piece != FT_NO_KIND ? kind != piece : (kind != FT_PAWN && (from_file < 0 || from_rank < 0)))
        continue;
      /* No promotion letter: a promotion counts as the queen's. */
      if (FT_MOVE_PROMOTION (m) != (promotion != FT_NO_KIND || FT_MOVE_PROMOTION (m) == FT_NO_KIND ? promotion : FT_QUEEN))
        continue;
      found = m;
      (*matches)++;
    }
  return found;
}

FtMove
ft_san_parse (const FtPosition *pos, const char *text, FtSanError *error)
{
  FtSanError dummy;
  const char *s = text;
  FtKind piece = FT_NO_KIND, promotion = FT_NO_KIND;
  Coords c = { 0 };
  int from_file = -1, from_rank = -1, to_file, to_rank;
  FtMove found;
  guint matches = 0;

  if (error == NULL)
    error = &dummy;
  *error = FT_SAN_SYNTAX;
  if (text == NULL)
    return FT_MOVE_NONE;
  while (*s == ' ' || *s == '\t')
    s++;
  /* The null move (a pass): "--" as we write it, "Z0" and "0000" as other
   * programs do. */
  if ((strncmp (s, "--", 2) == 0 && s[2 + strspn (s + 2, "+#!? \t")] == '\0')
      || strcmp (s, "Z0") == 0 || strcmp (s, "0000") == 0)
    {
      *error = FT_SAN_OK;
      return FT_MOVE_NONE;
    }
  /* Lowercase "o-o" too, but "o16" is a square on boards of 15+ files;
   * "Oe4" is a move of a custom piece O if there is one. */
  if (*s == '0' || ((*s == 'O' || *s == 'o') && s[1] == '-')
      || (*s == 'O' && ft_position_kind_from_char (pos, 'O') == FT_NO_KIND))
    return parse_castling (pos, s, error);

  if (g_ascii_isupper (*s))
    {
      piece = ft_position_kind_from_char (pos, *s++);
      if (piece == FT_NO_KIND)
        return FT_MOVE_NONE;
    }

  if (!read_coords (&s, &c))
    return FT_MOVE_NONE;

  /* Promotion: "=Q", "Q", "q", "(Q)", "/Q". */
  if (*s == '=' || *s == '(' || *s == '/')
    s++;
  if (g_ascii_isalpha (*s))
    {
      promotion = ft_position_kind_from_char (pos, *s++);
      if (promotion == FT_NO_KIND || promotion == FT_PAWN || promotion == FT_KING)
        return FT_MOVE_NONE;
      if (*s == ')')
        s++;
    }
  s += strspn (s, "+#!? \t");
  if (*s != '\0')
    return FT_MOVE_NONE;

  /* The target is the last file and rank; before it a file, a rank, both or
   * nothing. */
  if (c.n < 2 || c.what[c.n - 2] != 'f' || c.what[c.n - 1] != 'r')
    return FT_MOVE_NONE;
  to_file = c.value[c.n - 2];
  to_rank = c.value[c.n - 1];
  switch (c.n)
    {
    case 2:
      break;
    case 3:
      if (c.what[0] == 'f')
        from_file = c.value[0];
      else
        from_rank = c.value[0];
      break;
    case 4:
      if (c.what[0] != 'f' || c.what[1] != 'r')
        return FT_MOVE_NONE;
      from_file = c.value[0];
      from_rank = c.value[1];
      break;
    default:
      return FT_MOVE_NONE;
    }

  /* A pawn move without an origin file stays on its file ("d6" is never
   * "exd6"). */
  if (piece == FT_NO_KIND && from_file < 0)
    from_file = to_file;

  *error = FT_SAN_ILLEGAL;
  if (!ft_position_square_on_board (pos, to_file, to_rank))
    return FT_MOVE_NONE;

  found = find_move (pos, piece, from_file, from_rank, FT_SQUARE (to_file, to_rank), promotion,
                     &matches);
  if (matches == 1)
    {
      *error = FT_SAN_OK;
      return found;
    }
  *error = matches == 0 ? FT_SAN_ILLEGAL : FT_SAN_AMBIGUOUS;
  return FT_MOVE_NONE;
}
