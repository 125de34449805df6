/* ft-layout.c — see ft-layout.h. */
#include "ft-layout.h"

#include <string.h>

#define FT_LAYOUT_MAX_ERRORS 100

/* Where a piece came from in the text, to point at it in problems. */
typedef struct {
  guint line;
  guint column;
} LayoutOrigin;

typedef struct {
  const char *filename;
  GPtrArray *problems;
  guint n_errors;
} LayoutReport;

static void report_error (LayoutReport *report, guint line, guint column, const char *format, ...)
  G_GNUC_PRINTF (4, 5);

static void
report_error (LayoutReport *report, guint line, guint column, const char *format, ...)
{
  va_list args;
  char *message;

  /* A file of garbage would give one error per byte: after this many, say
   * so once and stop listing them. */
  report->n_errors++;
  if (report->n_errors > FT_LAYOUT_MAX_ERRORS)
    {
      if (report->n_errors == FT_LAYOUT_MAX_ERRORS + 1)
        ft_problem_list_add (report->problems, FT_SEVERITY_ERROR, report->filename, line, column,
                             "too many errors; the rest of the file is not listed");
      return;
    }
  va_start (args, format);
  message = g_strdup_vprintf (format, args);
  va_end (args);
  ft_problem_list_add (report->problems, FT_SEVERITY_ERROR, report->filename, line, column, "%s",
                       message);
  g_free (message);
}

/* Length in bytes of the character starting at c (at most end - c): a whole
 * UTF-8 sequence when it is valid, else one byte, so that columns count
 * characters as an editor shows them. */
static gsize
char_length (const char *c, const char *end)
{
  gunichar ch;

  if ((guchar) *c < 0x80)
    return 1;
  ch = g_utf8_get_char_validated (c, end - c);
  if (ch == (gunichar) -1 || ch == (gunichar) -2)
    return 1;
  return g_utf8_next_char (c) - c;
}

static char *
describe_unknown_char (const FtPosition *pos, const char *c, gsize length)
{
  guchar byte = (guchar) *c;

  if (length == 1 && byte >= 0x20 && byte < 0x7F)
    {
      char extra[2 * FT_MAX_CUSTOM_KINDS + 1] = "";

      /* The config's own pieces are letters too. */
      for (guint i = 0; i < pos->custom.n; i++)
        {
          extra[2 * i] = ' ';
          extra[2 * i + 1] = pos->custom.kinds[i].letter;
          extra[2 * i + 2] = '\0';
        }
      return g_strdup_printf ("unknown character '%c' (pieces are p n b r q k h e a c g%s, "
                              "a space is an empty tile)", byte, extra);
    }
  if (length == 1 && byte < 0x80)
    return g_strdup_printf ("unknown character U+%04X", byte);
  if (length == 1)
    return g_strdup_printf ("unknown character (byte 0x%02X, not UTF-8)", byte);
  return g_strdup_printf ("unknown character '%.*s' (U+%04X)", (int) length, c,
                          g_utf8_get_char (c));
}

static gboolean
pawn_on_promotion_rank (FtRules rules, guint ranks, FtColour colour, guint rank)
{
  if (rules == FT_RULES_STANDARD)
    return rank == 0 || rank == ranks - 1;
  /* Fourteen: White promotes on rank ⌊H/2⌋+1, Black on rank H−⌊H/2⌋
   * (1-based), i.e. 0-based ⌊H/2⌋ and H−⌊H/2⌋−1. */
  if (colour == FT_WHITE)
    return rank >= ranks / 2;
  return rank <= ranks - ranks / 2 - 1;
}

static const char *
colour_title (FtColour colour)
{
  return colour == FT_WHITE ? "White" : "Black";
}

gboolean
ft_layout_parse (const char *text, gssize length, const char *filename, FtRules rules,
                 guint files, guint ranks, FtPosition *pos, GPtrArray *problems)
{
  return ft_layout_parse_custom (text, length, filename, rules, files, ranks, NULL, pos, problems);
}

/* What the reader has seen so far of one layout. */
typedef struct {
  LayoutReport report;
  FtPosition *pos;
  FtRules rules;
  guint files, ranks;
  LayoutOrigin origin[FT_BOARD_CELLS]; /* where each piece stood in the text */
  guint n_pieces[2];
  guint n_kings[2];
  FtSquare king_square[2];
} LayoutReading;

/* The piece letter ch (kind) at line_no, column: on its square, with the
 * errors of too many pieces, a second king, a pawn on its promotion rank. */
static void
place_piece (LayoutReading *r, guint line_no, guint column, char ch, FtKind kind)
{
  FtColour colour = g_ascii_isupper (ch) ? FT_BLACK : FT_WHITE;
  guint rank = r->ranks - line_no;
  FtSquare sq = FT_SQUARE (column - 1, rank);
  char square_name[8];

  ft_square_to_string (sq, square_name);
  if (r->n_pieces[colour] == FT_MAX_PIECES)
    report_error (&r->report, line_no, column, "%s has more than %d pieces",
                  colour_title (colour), FT_MAX_PIECES);
  r->n_pieces[colour]++;

  if (kind == FT_KING)
    {
      r->n_kings[colour]++;
      if (r->n_kings[colour] == 1)
        r->king_square[colour] = sq;
      else
        report_error (&r->report, line_no, column, "%s has more than one king (another one on %s)",
                      colour_title (colour), square_name);
    }
  else if (kind == FT_PAWN && pawn_on_promotion_rank (r->rules, r->ranks, colour, rank))
    {
      if (r->rules == FT_RULES_STANDARD)
        report_error (&r->report, line_no, column,
                      "%s pawn on %s: pawns cannot stand on the first or last rank",
                      ft_colour_name (colour), square_name);
      else
        report_error (&r->report, line_no, column,
                      "%s pawn on %s is on or beyond its promotion rank (rank %u)",
                      ft_colour_name (colour), square_name,
                      colour == FT_WHITE ? r->ranks / 2 + 1 : r->ranks - r->ranks / 2);
    }

  if (r->n_pieces[colour] <= FT_MAX_PIECES)
    {
      ft_position_set_piece (r->pos, sq, FT_MAKE_PIECE (colour, kind));
      r->origin[sq].line = line_no;
      r->origin[sq].column = column;
    }
}

/* Line line_no, from p to line_end (trailing spaces and CR trimmed). */
static void
read_line (LayoutReading *r, const char *p, const char *line_end, guint line_no)
{
  guint n_columns = 0;
  guint column = 0;

  for (const char *c = p; c < line_end; c += char_length (c, line_end))
    n_columns++;
  if (n_columns > r->files)
    report_error (&r->report, line_no, r->files + 1,
                  "line is %u tiles long, longer than the board's %u files", n_columns, r->files);

  for (const char *c = p; c < line_end;)
    {
      gsize char_len = char_length (c, line_end);
      FtKind kind = FT_NO_KIND;

      column++;
      if (*c != ' ')
        {
          if (char_len == 1 && g_ascii_isalpha (*c))
            kind = ft_position_kind_from_char (r->pos, *c);
          if (kind == FT_NO_KIND)
            {
              g_autofree char *what = describe_unknown_char (r->pos, c, char_len);
              report_error (&r->report, line_no, column, "%s", what);
            }
          else if (column <= r->files && line_no <= r->ranks)
            place_piece (r, line_no, column, *c, kind);
        }
      c += char_len;
    }
}

/* After the last line: the counts, then the position as a whole (White
 * moves first, every piece unmoved, Black not in check). */
static gboolean
finish_layout (LayoutReading *r, guint n_lines)
{
  g_autoptr (GError) error = NULL;
  FtSquare black_king = r->king_square[FT_BLACK];

  if (n_lines != r->ranks)
    report_error (&r->report, MIN (n_lines, r->ranks) + 1, 1,
                  "the layout has %u lines but the board has %u ranks (one line per rank, "
                  "the top rank first)", n_lines, r->ranks);
  for (int colour = FT_WHITE; colour <= FT_BLACK; colour++)
    if (r->n_kings[colour] == 0)
      report_error (&r->report, 0, 0, "%s has no king", colour_title (colour));
  if (r->report.n_errors > 0)
    return FALSE;

  r->pos->side_to_move = FT_WHITE;
  ft_position_set_default_castling (r->pos);
  if (ft_position_finish_setup (r->pos, &error))
    return TRUE;
  if (ft_position_is_attacked (r->pos, black_king, FT_WHITE))
    {
      char square_name[8];

      report_error (&r->report, r->origin[black_king].line, r->origin[black_king].column,
                    "Black's king on %s is in check, but White moves first",
                    ft_square_to_string (black_king, square_name));
    }
  else
    report_error (&r->report, 0, 0, "%s", error->message);
  return FALSE;
}

gboolean
ft_layout_parse_custom (const char *text, gssize length, const char *filename, FtRules rules,
                        guint files, guint ranks, const FtCustomKinds *kinds, FtPosition *pos,
                        GPtrArray *problems)
{
  g_autofree LayoutReading *r = NULL;
  const char *p, *end;
  guint line_no = 0;
  gsize bom;

  g_return_val_if_fail (text != NULL || length == 0, FALSE);
  g_return_val_if_fail (pos != NULL, FALSE);
  g_return_val_if_fail (problems != NULL, FALSE);

  if (files < FT_MIN_BOARD_SIZE || files > FT_MAX_BOARD_SIZE || ranks < FT_MIN_BOARD_SIZE ||
      ranks > FT_MAX_BOARD_SIZE)
    {
      LayoutReport report = { filename, problems, 0 };

      report_error (&report, 0, 0, "a %ux%u board is not supported (%d to %d files and ranks)",
                    files, ranks, FT_MIN_BOARD_SIZE, FT_MAX_BOARD_SIZE);
      return FALSE;
    }

  if (text == NULL) /* with length 0 */
    text = "";
  if (length < 0)
    length = strlen (text);
  if (!ft_text_check_utf8_problem (text, length, filename, problems))
    return FALSE;
  /* A byte-order mark some editors write. */
  bom = ft_text_bom_length (text, length);
  text += bom;
  length -= bom;

  r = g_new0 (LayoutReading, 1);
  r->report = (LayoutReport) { filename, problems, 0 };
  r->pos = pos;
  r->rules = rules;
  r->files = files;
  r->ranks = ranks;
  r->king_square[FT_WHITE] = r->king_square[FT_BLACK] = FT_NO_SQUARE;
  ft_position_clear (pos, rules, files, ranks);
  ft_position_set_custom_kinds (pos, kinds);

  p = text;
  end = text + length;
  while (p < end)
    {
      const char *newline = memchr (p, '\n', end - p);
      const char *line_end = newline != NULL ? newline : end;

      /* CRLF line ends, and trailing spaces an editor may leave or trim. */
      while (line_end > p && (line_end[-1] == ' ' || line_end[-1] == '\r'))
        line_end--;
      read_line (r, p, line_end, ++line_no);
      p = newline != NULL ? newline + 1 : end;
    }
  return finish_layout (r, line_no);
}

char *
ft_layout_write (const FtPosition *pos)
{
  GString *out = g_string_sized_new ((pos->files + 1) * pos->ranks);

  for (int rank = pos->ranks - 1; rank >= 0; rank--)
    {
      gsize line_start = out->len;

      for (int file = 0; file < pos->files; file++)
        {
          FtPiece piece = ft_position_piece_at (pos, FT_SQUARE (file, rank));
          char letter = ' ';

          if (FT_IS_PIECE (piece))
            {
              letter = ft_position_kind_to_char (pos, FT_PIECE_KIND (piece));
              letter = FT_PIECE_COLOUR (piece) == FT_BLACK ? g_ascii_toupper (letter)
                                                          : g_ascii_tolower (letter);
            }
          g_string_append_c (out, letter);
        }
      while (out->len > line_start && out->str[out->len - 1] == ' ')
        g_string_truncate (out, out->len - 1);
      g_string_append_c (out, '\n');
    }
  return g_string_free (out, FALSE);
}
