/* cli-play-common.c — see cli-play-common.h. */
#include "config.h"

#include <stdio.h>
#include <string.h>

#include "cli-play-common.h"
#include "ft-checkers-ruleset.h"

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

void
ft_cli_print_checkers_board (const FtCheckersState *state)
{
  for (int rank = FT_CHECKERS_SIZE - 1; rank >= 0; rank--)
    {
      printf ("%d ", rank + 1);
      for (int file = 0; file < FT_CHECKERS_SIZE; file++)
        {
          int sq = FT_CHECKERS_SQUARE (file, rank);
          FtCheckersPiece p = state->squares[sq];
          char letter = "NSB?"[FT_CHECKERS_PIECE_KIND (p)];

          if (!FT_CHECKERS_IS_DARK (sq))
            printf ("  ");
          else if (p == FT_CHECKERS_EMPTY)
            printf (". ");
          else
            printf ("%c%c", FT_CHECKERS_PIECE_SIDE (p) == FT_CHECKERS_FIRE ? letter : g_ascii_tolower (letter),
                    FT_CHECKERS_PIECE_CROWNED (p) ? '*' : ' ');
        }
      printf ("\n");
    }
  printf ("  a b c d e f g h\n");
}

void
ft_cli_print_game_board (FtGame *game)
{
  if (ft_game_get_kind (game) == FT_GAME_KIND_CHECKERS)
    ft_cli_print_checkers_board (ft_checkers_ruleset_get_state (FT_CHECKERS_RULESET (ft_game_get_rules (game))));
  else
    ft_cli_print_board (ft_game_get_position (game));
}

const char *
ft_cli_side_word (FtGame *game, FtColour side)
{
  if (ft_game_get_kind (game) == FT_GAME_KIND_CHECKERS)
    return side == FT_WHITE ? "fire" : "water";
  return ft_colour_name (side);
}

void
ft_cli_print_checkers_move (FtGame *game, const char *name)
{
  guint last = ft_game_get_n_moves (game) - 1;
  const FtGameMove *move = ft_game_peek_move (game, last);
  FtColour mover = FT_OTHER_COLOUR (ft_game_get_turn (game));
  char text[FT_NOTATION_MAX];

  printf ("%s (%s) %s: %s (%s)\n", name, ft_cli_side_word (game, mover),
          ft_checkers_turn_is_capture (&move->checkers) ? "captures" : "moves", ft_game_move_to_string (move, text),
          ft_game_get_notation (game, last));
  ft_cli_print_game_board (game);
}

void
ft_cli_print_checkers_status (FtGame *game)
{
  guint n = ft_game_get_n_moves (game);

  ft_cli_print_game_board (game);
  printf (n == 0 ? "moves: none\n" : "moves:\n");
  for (guint i = 0; i < n; i += 2)
    printf ("%u. %s%s%s\n", i / 2 + 1, ft_game_get_notation (game, i), i + 1 < n ? " " : "",
            i + 1 < n ? ft_game_get_notation (game, i + 1) : "");
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
        case FT_REASON_PERPETUAL_CHECK:
          return g_strdup ("draw by perpetual check");
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

/* The engine reads coordinates (ft_position_parse_move): one reader. */
FtMove
ft_cli_find_move (const FtPosition *pos, const char *text)
{
  return ft_position_parse_move (pos, text);
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

