/* cli-move-read.c — see cli-move-read.h. */
#include "config.h"

#include <gio/gio.h>
#include <string.h>

#include "cli-move-read.h"

static FtCliMoveRead
bad (GError **error, const char *format, ...) G_GNUC_PRINTF (2, 3);

static FtCliMoveRead
bad (GError **error, const char *format, ...)
{
  g_autofree char *text = NULL;
  va_list args;

  va_start (args, format);
  text = g_strdup_vprintf (format, args);
  va_end (args);
  g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT, text);
  return FT_CLI_MOVE_BAD;
}

/* "e2", "n14". */
static char *
cell_text (FtCell cell)
{
  return g_strdup_printf ("%c%d", 'a' + FT_CELL_FILE (cell), FT_CELL_RANK (cell) + 1);
}

/* Does a word look like (a part of) a move: a square ("e2", "c3d4") or a
 * numbered square ("11-15": checkers' notation; in chess a mistake worth
 * naming)? */
static gboolean
looks_like_move (const char *word)
{
  if (g_ascii_isdigit (word[0]))
    return TRUE;
  return word[0] >= 'a' && word[0] <= 'p' && g_ascii_isdigit (word[1]);
}

/* The squares of a move in coordinates: "e2e4", "e2-e4", "c3xe5xg7",
 * "e7e8q", "e7e8=q". */
static FtCliMoveRead
read_squares (const char *text, guint files, guint ranks, gboolean checkers, FtCliMove *move, GError **error)
{
  const char *p = text;
  guint max_cells = checkers ? FT_GAME_MOVE_MAX_CELLS : 2;

  while (*p != '\0')
    {
      const char *square = p;
      int file, rank = 0, digits = 0;

      if (move->n_cells > 0 && (*p == '-' || *p == 'x') && p[1] >= 'a' && p[1] <= 'p')
        square = ++p;
      if (*p < 'a' || *p > 'z')
        return bad (error, "%s: '%c' is not part of a move", text, *p);
      file = *p++ - 'a';
      while (g_ascii_isdigit (*p) && digits < 2)
        {
          rank = rank * 10 + (*p++ - '0');
          digits++;
        }
      if (digits == 0)
        {
          /* A letter after the second square: chess's promotion. */
          if (!checkers && move->n_cells == 2 && (p[0] == '\0' || (square[0] == '=' && p[0] == '\0')))
            {
              move->promotion = square[0];
              break;
            }
          if (!checkers && move->n_cells == 2 && square[0] == '=' )
            return bad (error, "%s: '%s' is not a promotion", text, square);
          if (move->n_cells < 2)
            return bad (error, "%s: a move needs two squares", text);
          return bad (error, "%s: '%.*s' is not a square", text, (int) strcspn (square, "-x"), square);
        }
      if (g_ascii_isdigit (*p))
        return bad (error, "%s: %.*s is off the board", text, (int) (p - square) + 1, square);
      if ((guint) file >= files || rank < 1 || (guint) rank > ranks)
        return bad (error, "%s: %.*s is off the board", text, (int) (p - square), square);
      if (move->n_cells == max_cells)
        return bad (error, "%s: a move has %s", text, checkers ? "at most 13 squares" : "two squares");
      move->cells[move->n_cells++] = FT_CELL (file, rank - 1);
      if (*p == '=' && !checkers && move->n_cells == 2)
        p++;
    }
  if (move->n_cells < 2)
    return bad (error, "%s: a move needs two squares", text);
  return FT_CLI_MOVE_READ;
}

FtCliMoveRead
ft_cli_read_move (char **words, guint files, guint ranks, gboolean checkers, FtCliMove *move, GError **error)
{
  guint first = 0;
  g_autoptr (GString) text = g_string_new (NULL);

  memset (move, 0, sizeof *move);
  if (words[0] == NULL)
    return FT_CLI_MOVE_NOT_A_MOVE;
  if (strcmp (words[0], "mv") == 0 || strcmp (words[0], "cp") == 0)
    {
      gboolean capture = words[0][0] == 'c';

      first = 1;
      move->kind = checkers ? FT_CLI_MOVE_ANY : capture ? FT_CLI_MOVE_CAPTURE : FT_CLI_MOVE_QUIET;
      if (words[1] == NULL)
        return bad (error, "usage: %s FROM TO (e.g. %s)", words[0],
                    checkers ? "mv c3d4" : capture ? "cp d4e5" : "mv e2e4");
    }
  else
    {
      /* A bare move: every word of it must look like one. */
      for (guint i = 0; words[i] != NULL; i++)
        {
          g_autofree char *word = g_ascii_strdown (words[i], -1);

          if (!looks_like_move (word))
            return FT_CLI_MOVE_NOT_A_MOVE;
        }
    }
  for (guint i = first; words[i] != NULL; i++)
    g_string_append (text, words[i]);
  if (text->len >= sizeof move->text)
    return bad (error, "%.20s…: too long for a move", text->str);
  for (gsize i = 0; i < text->len; i++)
    text->str[i] = g_ascii_tolower (text->str[i]);
  g_strlcpy (move->text, text->str, sizeof move->text);
  if (g_ascii_isdigit (text->str[0]))
    {
      if (!checkers)
        return bad (error, "%s: a square is a letter and a number (e2)", text->str);
      if (strspn (text->str, "0123456789x-") != text->len)
        return bad (error, "%s: standard notation has square numbers and - or x (11-15, 10x19)", text->str);
      move->numbered = TRUE;
      return FT_CLI_MOVE_READ;
    }
  return read_squares (move->text, files, ranks, checkers, move, error);
}

/* ---- What the rules say -------------------------------------------------------------- */

FtMove
ft_cli_chess_move (const FtPosition *pos, const FtCliMove *move, GError **error)
{
  FtSquare from = ft_cell_to_chess (move->cells[0]), to = ft_cell_to_chess (move->cells[1]);
  FtPiece piece = ft_position_piece_at (pos, from);
  FtKind promotion = FT_NO_KIND;
  g_autofree char *from_text = cell_text (move->cells[0]);
  g_autofree char *to_text = cell_text (move->cells[1]);
  gboolean capture;
  FtMove found;

  if (move->numbered || move->n_cells != 2)
    {
      bad (error, "%s: a chess move is two squares (e2e4)", move->text);
      return FT_MOVE_NONE;
    }
  if (move->promotion != 0)
    {
      promotion = ft_position_kind_from_char (pos, move->promotion);
      if (promotion == FT_NO_KIND || promotion == FT_PAWN || promotion == FT_KING)
        {
          bad (error, "%s: '%c' is not a piece a pawn can become", move->text, move->promotion);
          return FT_MOVE_NONE;
        }
    }
  if (!FT_IS_PIECE (piece))
    {
      bad (error, "%s: there is no piece on %s", move->text, from_text);
      return FT_MOVE_NONE;
    }
  if (FT_PIECE_COLOUR (piece) != pos->side_to_move)
    {
      bad (error, "%s: the piece on %s is %s's, and %s is to move", move->text, from_text,
           FT_PIECE_COLOUR (piece) == FT_WHITE ? "White" : "Black", pos->side_to_move == FT_WHITE ? "White" : "Black");
      return FT_MOVE_NONE;
    }
  found = ft_position_find_move (pos, from, to, promotion);
  if (found == FT_MOVE_NONE && promotion != FT_NO_KIND)
    {
      FtMove plain = ft_position_find_move (pos, from, to, FT_NO_KIND);

      if (plain != FT_MOVE_NONE)
        {
          if (FT_MOVE_PROMOTION (plain) == FT_NO_KIND)
            bad (error, "%s: only a pawn reaching the last rank becomes another piece", move->text);
          else
            bad (error, "%s: a pawn cannot become '%c' here", move->text, move->promotion);
          return FT_MOVE_NONE;
        }
    }
  if (found == FT_MOVE_NONE)
    {
      if (ft_position_move_exposes_king (pos, from, to))
        bad (error, "%s: your king would be in check", move->text);
      else
        bad (error, "%s: the %s on %s cannot go to %s", move->text, ft_kind_name (FT_PIECE_KIND (piece)), from_text,
             to_text);
      return FT_MOVE_NONE;
    }
  if (promotion != FT_NO_KIND && FT_MOVE_PROMOTION (found) == FT_NO_KIND)
    {
      bad (error, "%s: only a pawn reaching the last rank becomes another piece", move->text);
      return FT_MOVE_NONE;
    }
  capture = FT_MOVE_IS_CAPTURE (found) || FT_MOVE_SPECIAL (found) == FT_MOVE_EN_PASSANT;
  if (move->kind == FT_CLI_MOVE_QUIET && capture)
    {
      bad (error, "mv %s: that is a capture: cp %s", move->text, move->text);
      return FT_MOVE_NONE;
    }
  if (move->kind == FT_CLI_MOVE_CAPTURE && !capture)
    {
      bad (error, "cp %s: that is not a capture: mv %s", move->text, move->text);
      return FT_MOVE_NONE;
    }
  return found;
}

gboolean
ft_cli_checkers_move (FtRuleset *rules, const FtCliMove *move, FtGameMove *out, GError **error)
{
  /* The rules read both notations and say why a turn is illegal. */
  return ft_ruleset_parse_move (rules, move->text, out, error);
}
