/* ft-fen.c — FEN read and write; see ft-fen.h for the conventions. */
#include "ft-fen.h"

#include <string.h>

static const char *const field_names[] = {
  "board", "side to move", "castling", "en passant", "halfmove clock", "fullmove number",
};

#define PARSE_ERROR(field, offset, ...)                                          \
  G_STMT_START                                                                 \
  {                                                                            \
    char *detail_ = g_strdup_printf (__VA_ARGS__);                             \
    g_set_error (error, FT_ERROR, FT_ERROR_PARSE,                              \
                 "FEN %s field, character %u: %s", field_names[field],         \
                 (guint) (offset) + 1, detail_);                               \
    g_free (detail_);                                                          \
    return FALSE;                                                              \
  }                                                                            \
  G_STMT_END

/* First pass over the board field: its size, with every character checked. */
static gboolean
measure_board (const char *fen, gsize length, const FtPosition *letters, guint *files_out,
               guint *ranks_out, GError **error)
{
  guint files = 0, ranks = 1, expected = 0;

  for (gsize i = 0; i <= length; i++)
    {
      char c = i < length ? fen[i] : '/';

      if (c == '/')
        {
          if (files == 0)
            PARSE_ERROR (0, i, "rank %u is empty", ranks);
          if (expected == 0)
            expected = files;
          else if (files != expected)
            PARSE_ERROR (0, i, "rank %u has %u files, the first has %u", ranks, files, expected);
          if (i < length)
            ranks++;
          files = 0;
        }
      else if (g_ascii_isdigit (c))
        {
          guint run = 0;

          if (c == '0')
            PARSE_ERROR (0, i, "an empty run cannot start with 0");
          while (i < length && g_ascii_isdigit (fen[i]))
            {
              run = run * 10 + (fen[i] - '0');
              if (run > FT_MAX_BOARD_SIZE)
                PARSE_ERROR (0, i, "empty run longer than %d squares", FT_MAX_BOARD_SIZE);
              i++;
            }
          i--;
          files += run;
        }
      else if (ft_position_kind_from_char (letters, c) != FT_NO_KIND)
        files++;
      else
        PARSE_ERROR (0, i, "'%c' is not a piece letter, digit or '/'", c);
      if (files > FT_MAX_BOARD_SIZE)
        PARSE_ERROR (0, i, "rank %u is longer than %d files", ranks, FT_MAX_BOARD_SIZE);
    }
  if (ranks < FT_MIN_BOARD_SIZE || ranks > FT_MAX_BOARD_SIZE)
    PARSE_ERROR (0, 0, "%u ranks; boards have %d to %d", ranks, FT_MIN_BOARD_SIZE, FT_MAX_BOARD_SIZE);
  if (expected < FT_MIN_BOARD_SIZE)
    PARSE_ERROR (0, 0, "%u files; boards have %d to %d", expected, FT_MIN_BOARD_SIZE, FT_MAX_BOARD_SIZE);
  *files_out = expected;
  *ranks_out = ranks;
  return TRUE;
}

static void
place_pieces (const char *fen, gsize length, FtPosition *pos)
{
  int file = 0, rank = pos->ranks - 1;

  for (gsize i = 0; i < length; i++)
    {
      char c = fen[i];

      if (c == '/')
        rank--, file = 0;
      else if (g_ascii_isdigit (c))
        {
          int run = 0;

          while (i < length && g_ascii_isdigit (fen[i]))
            run = run * 10 + (fen[i++] - '0');
          i--;
          file += run;
        }
      else
        {
          FtColour colour = g_ascii_isupper (c) ? FT_WHITE : FT_BLACK;

          ft_position_set_piece (pos, FT_SQUARE (file, rank),
                                 FT_MAKE_PIECE (colour, ft_position_kind_from_char (pos, c)));
          file++;
        }
    }
}

/* The rook for a K/Q castling letter: the outermost one of that colour on
 * the king's rank on that side. */
static FtSquare
outermost_rook (const FtPosition *pos, FtColour colour, gboolean towards_last_file)
{
  FtSquare king = pos->king_square[colour];
  int rank = FT_SQUARE_RANK (king);
  FtPiece rook = FT_MAKE_PIECE (colour, FT_ROOK);

  if (pos->board[king] != FT_MAKE_PIECE (colour, FT_KING))
    return FT_NO_SQUARE;
  if (towards_last_file)
    {
      for (int file = pos->files - 1; file > FT_SQUARE_FILE (king); file--)
        if (pos->board[FT_SQUARE (file, rank)] == rook)
          return FT_SQUARE (file, rank);
    }
  else
    {
      for (int file = 0; file < FT_SQUARE_FILE (king); file++)
        if (pos->board[FT_SQUARE (file, rank)] == rook)
          return FT_SQUARE (file, rank);
    }
  return FT_NO_SQUARE;
}

static gboolean
parse_castling (const char *field, gsize offset, FtPosition *pos, GError **error)
{
  if (strcmp (field, "-") == 0)
    return TRUE;
  for (gsize i = 0; field[i] != '\0'; i++)
    {
      char c = field[i];
      char lower = g_ascii_tolower (c);
      FtColour colour = g_ascii_isupper (c) ? FT_WHITE : FT_BLACK;
      FtSquare king = pos->king_square[colour];
      FtSquare rook;

      if (pos->board[king] != FT_MAKE_PIECE (colour, FT_KING))
        PARSE_ERROR (2, offset + i, "'%c': %s has no king", c, ft_colour_name (colour));
      if (lower == 'q' || (lower == 'k' && pos->files < 11))
        rook = outermost_rook (pos, colour, lower == 'k');
      else if (lower >= 'a' && lower < 'a' + pos->files)
        rook = FT_SQUARE (lower - 'a', FT_SQUARE_RANK (king));
      else
        PARSE_ERROR (2, offset + i, "'%c' is not K, Q, k, q, '-' or a file letter of this board", c);
      if (rook == FT_NO_SQUARE || !ft_position_add_castling_right (pos, colour, rook))
        PARSE_ERROR (2, offset + i, "'%c': no %s rook to castle with there", c, ft_colour_name (colour));
    }
  return TRUE;
}

static gboolean
parse_square (const char *field, gsize offset, const FtPosition *pos, FtSquare *sq, GError **error)
{
  int file, rank = 0;
  gsize i = 1;

  if (field[0] < 'a' || field[0] >= 'a' + pos->files)
    PARSE_ERROR (3, offset, "'%c' is not a file of this board", field[0]);
  file = field[0] - 'a';
  if (!g_ascii_isdigit (field[1]))
    PARSE_ERROR (3, offset + 1, "expected a rank number");
  while (g_ascii_isdigit (field[i]) && i < 3)
    rank = rank * 10 + (field[i++] - '0');
  if (field[i] != '\0')
    PARSE_ERROR (3, offset + i, "unexpected '%c' after the square", field[i]);
  if (rank < 1 || rank > pos->ranks)
    PARSE_ERROR (3, offset + 1, "rank %d is not on this board", rank);
  *sq = FT_SQUARE (file, rank - 1);
  return TRUE;
}

static gboolean
parse_counter (const char *field, gsize offset, guint which, guint min, guint max, guint *value,
               GError **error)
{
  guint64 v = 0;

  for (gsize i = 0; field[i] != '\0'; i++)
    {
      if (!g_ascii_isdigit (field[i]))
        PARSE_ERROR (which, offset + i, "'%c' is not a digit", field[i]);
      v = v * 10 + (field[i] - '0');
      if (v > max)
        PARSE_ERROR (which, offset, "larger than %u", max);
    }
  if (v < min)
    PARSE_ERROR (which, offset, "must be at least %u", min);
  *value = (guint) v;
  return TRUE;
}

gboolean
ft_fen_parse (const char *fen, FtRules rules, FtPosition *pos, GError **error)
{
  return ft_fen_parse_custom (fen, rules, NULL, pos, error);
}

gboolean
ft_fen_parse_custom (const char *fen, FtRules rules, const FtCustomKinds *kinds, FtPosition *pos,
                     GError **error)
{
  const char *fields[6];
  gsize offsets[6], lengths[6];
  guint n_fields = 0;
  guint files, ranks, value;
  gsize i = 0;
  gboolean ok = FALSE;
  const char *bad;

  g_return_val_if_fail (fen != NULL, FALSE);

  /* Text from outside (a file, a GUI, the command line) may be anything:
   * say where it stops being text rather than echo a broken byte. */
  if (!g_utf8_validate (fen, -1, &bad))
    {
      g_set_error (error, FT_ERROR, FT_ERROR_PARSE, "FEN not valid UTF-8 at byte offset %u",
                   (guint) (bad - fen));
      return FALSE;
    }

  /* Split on runs of blanks, remembering where each field starts. */
  for (;;)
    {
      while (fen[i] == ' ' || fen[i] == '\t' || fen[i] == '\n' || fen[i] == '\r')
        i++;
      if (fen[i] == '\0')
        break;
      if (n_fields == 6)
        PARSE_ERROR (5, i, "unexpected text after the fullmove number");
      fields[n_fields] = fen + i;
      offsets[n_fields] = i;
      while (fen[i] != '\0' && fen[i] != ' ' && fen[i] != '\t' && fen[i] != '\n' && fen[i] != '\r')
        i++;
      lengths[n_fields] = i - offsets[n_fields];
      n_fields++;
    }
  if (n_fields < 2)
    PARSE_ERROR (n_fields, i, "%s", n_fields == 0 ? "empty FEN" : "missing side to move");

  /* The letters are known before the size: set the kinds on a scratch
   * board first. */
  ft_position_clear (pos, rules, FT_MIN_BOARD_SIZE, FT_MIN_BOARD_SIZE);
  ft_position_set_custom_kinds (pos, kinds);
  if (!measure_board (fields[0], lengths[0], pos, &files, &ranks, error))
    return FALSE;
  ft_position_clear (pos, rules, files, ranks);
  ft_position_set_custom_kinds (pos, kinds);
  place_pieces (fields[0], lengths[0], pos);

  if (lengths[1] != 1 || (fields[1][0] != 'w' && fields[1][0] != 'b'))
    PARSE_ERROR (1, offsets[1], "expected 'w' or 'b'");
  pos->side_to_move = fields[1][0] == 'w' ? FT_WHITE : FT_BLACK;

  for (guint f = 2; f < n_fields; f++)
    {
      char *text = g_strndup (fields[f], lengths[f]);

      switch (f)
        {
        case 2:
          ok = parse_castling (text, offsets[f], pos, error);
          break;
        case 3:
          ok = TRUE;
          if (strcmp (text, "-") != 0)
            {
              FtSquare sq;

              ok = parse_square (text, offsets[f], pos, &sq, error);
              if (ok)
                pos->en_passant = sq;
            }
          break;
        case 4:
          ok = parse_counter (text, offsets[f], f, 0, G_MAXUINT16, &value, error);
          if (ok)
            pos->halfmove_clock = value;
          break;
        case 5:
          ok = parse_counter (text, offsets[f], f, 1, G_MAXINT32, &value, error);
          if (ok)
            pos->fullmove_number = value;
          break;
        default:
          g_assert_not_reached ();
        }
      g_free (text);
      if (!ok)
        return FALSE;
    }
  return ft_position_finish_setup (pos, error);
}

char *
ft_fen_write (const FtPosition *pos)
{
  GString *s = g_string_new (NULL);
  char square[4];
  gboolean any = FALSE;
  /* KQkq order: White's last-file side first. */
  static const guint order[4] = {
    FT_CASTLE_INDEX (FT_WHITE, TRUE), FT_CASTLE_INDEX (FT_WHITE, FALSE),
    FT_CASTLE_INDEX (FT_BLACK, TRUE), FT_CASTLE_INDEX (FT_BLACK, FALSE),
  };

  for (int rank = pos->ranks - 1; rank >= 0; rank--)
    {
      int empty = 0;

      for (int file = 0; file < pos->files; file++)
        {
          FtPiece p = pos->board[FT_SQUARE (file, rank)];
          char c;

          if (p == FT_EMPTY)
            {
              empty++;
              continue;
            }
          if (empty > 0)
            g_string_append_printf (s, "%d", empty);
          empty = 0;
          c = ft_position_kind_to_char (pos, FT_PIECE_KIND (p));
          g_string_append_c (s, FT_PIECE_COLOUR (p) == FT_WHITE ? g_ascii_toupper (c) : c);
        }
      if (empty > 0)
        g_string_append_printf (s, "%d", empty);
      if (rank > 0)
        g_string_append_c (s, '/');
    }

  g_string_append (s, pos->side_to_move == FT_WHITE ? " w " : " b ");

  for (guint i = 0; i < 4; i++)
    {
      guint index = order[i];
      FtColour colour = index / 2;
      int file = FT_SQUARE_FILE (pos->castling_rook[index]);
      char c;

      if (!(pos->castling_rights & (1u << index)))
        continue;
      if (pos->files == 8 && pos->ranks == 8 && (file == 0 || file == 7))
        c = file == 0 ? 'q' : 'k';
      else
        c = 'a' + file;
      g_string_append_c (s, colour == FT_WHITE ? g_ascii_toupper (c) : c);
      any = TRUE;
    }
  if (!any)
    g_string_append_c (s, '-');

  g_string_append_printf (s, " %s %u %u",
                          pos->en_passant == FT_NO_SQUARE ? "-" : ft_square_to_string (pos->en_passant, square),
                          pos->halfmove_clock, pos->fullmove_number);
  return g_string_free (s, FALSE);
}
