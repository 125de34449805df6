/* cli-play-common.c — see cli-play-common.h. */
#include "config.h"

#include <stdio.h>
#include <string.h>

#include "cli-play-common.h"

void
ft_cli_print_board_view (const FtPosition *pos, const guint8 *visible)
{
  for (int rank = pos->ranks - 1; rank >= 0; rank--)
    {
      printf ("%2d", rank + 1);
      for (int file = 0; file < pos->files; file++)
        {
          FtSquare sq = FT_SQUARE (file, rank);
          FtPiece piece = ft_position_piece_at (pos, sq);
          char letter = '.';

          if (visible != NULL && !visible[sq])
            letter = '?';
          else if (FT_IS_PIECE (piece))
            {
              letter = ft_position_kind_to_char (pos, FT_PIECE_KIND (piece));
              letter = FT_PIECE_COLOUR (piece) == FT_WHITE ? g_ascii_toupper (letter)
                                                          : g_ascii_tolower (letter);
            }
          printf (" %c", letter);
        }
      printf ("\n");
    }
  printf ("  ");
  for (int file = 0; file < pos->files; file++)
    printf (" %c", 'a' + file);
  printf ("\n");
}

void
ft_cli_print_board (const FtPosition *pos)
{
  ft_cli_print_board_view (pos, NULL);
}

char *
ft_cli_announcement (const FtPosition *pos, const char *const names[2])
{
  FtResultReason reason = FT_REASON_NONE;
  FtResult result = ft_position_result (pos, &reason);

  switch (result)
    {
    case FT_RESULT_WHITE_WINS:
    case FT_RESULT_BLACK_WINS:
      if (reason == FT_REASON_KING_CAPTURED)
        return g_strdup_printf ("king captured: %s wins",
                                names[result == FT_RESULT_WHITE_WINS ? FT_WHITE : FT_BLACK]);
      return g_strdup_printf ("checkmate: %s wins",
                              names[result == FT_RESULT_WHITE_WINS ? FT_WHITE : FT_BLACK]);
    case FT_RESULT_DRAW:
      switch (reason)
        {
        case FT_REASON_STALEMATE:
          return g_strdup ("stalemate: draw");
        case FT_REASON_REPETITION:
          return g_strdup ("draw by repetition");
        case FT_REASON_FIFTY_MOVES:
          return g_strdup ("draw by fifty-move rule");
        case FT_REASON_INSUFFICIENT_MATERIAL:
          return g_strdup ("draw by insufficient material");
        default:
          return g_strdup ("draw");
        }
    case FT_RESULT_NONE:
    default:
      break;
    }
  if (ft_position_in_check (pos))
    return g_strdup ("check");
  return NULL;
}

/* "e2", "n14": a file letter of the board and a rank number. */
static gboolean
parse_square (const FtPosition *pos, const char **text, FtSquare *square)
{
  const char *c = *text;
  int file, rank = 0, digits = 0;

  if (*c < 'a' || *c >= 'a' + pos->files)
    return FALSE;
  file = *c - 'a';
  c++;
  while (g_ascii_isdigit (*c) && digits < 2)
    {
      rank = rank * 10 + (*c - '0');
      digits++;
      c++;
    }
  if (digits == 0 || rank < 1 || rank > pos->ranks)
    return FALSE;
  *square = FT_SQUARE (file, rank - 1);
  *text = c;
  return TRUE;
}

/* The legal move written as text ("e2e4", "e7e8n"), FT_MOVE_NONE if the
 * text is malformed or there is no such legal move. */
FtMove
ft_cli_find_move (const FtPosition *pos, const char *text)
{
  FtSquare from, to;
  FtKind promotion = FT_NO_KIND;
  FtMove move;

  if (!parse_square (pos, &text, &from) || !parse_square (pos, &text, &to))
    return FT_MOVE_NONE;
  if (*text != '\0')
    {
      promotion = ft_position_kind_from_char (pos, *text);
      if (promotion == FT_NO_KIND || text[1] != '\0')
        return FT_MOVE_NONE;
    }
  move = ft_position_find_move (pos, from, to, promotion);
  /* A promotion letter on a move that promotes to something else (or does
   * not promote) is not that move. */
  if (move != FT_MOVE_NONE && promotion != FT_NO_KIND && FT_MOVE_PROMOTION (move) != promotion)
    return FT_MOVE_NONE;
  return move;
}

gboolean
ft_cli_move_is_capture (FtMove move)
{
  return FT_MOVE_IS_CAPTURE (move) || FT_MOVE_SPECIAL (move) == FT_MOVE_EN_PASSANT;
}

FtMove
ft_cli_parse_move_command (const FtPosition *pos, char **args, gboolean capture)
{
  g_autofree char *text = g_strjoinv ("", args);
  FtMove move = ft_cli_find_move (pos, g_strstrip (text));

  if (move == FT_MOVE_NONE || ft_cli_move_is_capture (move) != capture)
    return FT_MOVE_NONE;
  return move;
}

void
ft_cli_print_moves (const FtMove *moves, guint n_moves)
{
  if (n_moves == 0)
    {
      printf ("moves: none\n");
      return;
    }
  printf ("moves:\n");
  for (guint i = 0; i < n_moves; i += 2)
    {
      char first[16], second[16];

      ft_move_to_string (moves[i], first);
      if (i + 1 < n_moves)
        printf ("%u. %s %s\n", i / 2 + 1, first, ft_move_to_string (moves[i + 1], second));
      else
        printf ("%u. %s\n", i / 2 + 1, first);
    }
}

char **
ft_cli_split_words (const char *line)
{
  g_auto (GStrv) parts = g_strsplit_set (line, " \t\r\n", -1);
  GPtrArray *words = g_ptr_array_new ();

  for (guint i = 0; parts[i] != NULL; i++)
    if (parts[i][0] != '\0')
      g_ptr_array_add (words, g_strdup (parts[i]));
  g_ptr_array_add (words, NULL);
  return (char **) g_ptr_array_free (words, FALSE);
}

