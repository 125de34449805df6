/* cli-checkers.c — `fourteen-cli checkers`: a two-player text game of
 * Checkers with bombs and shields (docs/checkers.md) on stdin/stdout.
 *
 * Commands (one per line):
 *   c3d4 | c3e5g7     move the piece on the first square through the others
 *                     (a step, or one or more jumps); in a capture sequence
 *                     left open, go on from the piece's square: e5g7
 *   end               end the turn after a capture
 *   undo              back to the start of the turn (or the previous one)
 *   print status      the board, then whose turn it is or the result
 *   help, quit
 * A move is checked on a copy first, so an illegal one changes nothing.
 * The board shows Fire uppercase, Water lowercase: N normal, S shield,
 * B bomb, a '*' after a crowned piece; '.' an empty dark square.
 */
#include "config.h"

#include <stdio.h>
#include <string.h>

#include "cli.h"
#include "ft-checkers.h"

static const char *
side_name (FtCheckersSide side)
{
  return side == FT_CHECKERS_FIRE ? "Fire" : "Water";
}

static void
print_board (const FtCheckersBoard *board)
{
  for (int rank = FT_CHECKERS_SIZE - 1; rank >= 0; rank--)
    {
      printf ("%d ", rank + 1);
      for (int file = 0; file < FT_CHECKERS_SIZE; file++)
        {
          int sq = FT_CHECKERS_SQUARE (file, rank);
          FtCheckersPiece p = ft_checkers_piece_at (board, sq);
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

static void
print_turn (const FtCheckersBoard *board)
{
  FtCheckersSide winner = ft_checkers_winner (board);
  char text[3];

  if (winner == FT_CHECKERS_TIE)
    printf ("result: tie\n");
  else if (winner != FT_CHECKERS_NONE)
    printf ("result: %s wins\n", side_name (winner));
  else if (ft_checkers_can_end_turn (board))
    printf ("%s to move: jump on from %s or end\n", side_name (ft_checkers_to_move (board)),
            ft_checkers_square_to_string (ft_checkers_selected (board), text));
  else
    printf ("%s to move\n", side_name (ft_checkers_to_move (board)));
}

/* Parse "c3e5g7" into squares; FALSE if malformed. */
static gboolean
parse_path (const char *text, int *path, guint *length)
{
  gsize n = strlen (text);

  if (n < 4 || n % 2 != 0 || n / 2 > FT_CHECKERS_MAX_PATH)
    return FALSE;
  *length = n / 2;
  for (guint i = 0; i < *length; i++)
    {
      char name[3] = { text[2 * i], text[2 * i + 1], '\0' };

      path[i] = ft_checkers_square_from_string (name);
      if (path[i] == FT_CHECKERS_NO_SQUARE)
        return FALSE;
    }
  return TRUE;
}

/* Play the path on `board`; FALSE (board unusable) at the first illegal
 * step. The last result goes to *last. */
static gboolean
play_path (FtCheckersBoard *board, const int *path, guint length, FtCheckersMoveResult *last)
{
  if (!ft_checkers_select (board, path[0]))
    return FALSE;
  for (guint i = 1; i < length; i++)
    {
      if (i > 1 && last->turn_ended)
        return FALSE;
      *last = ft_checkers_move (board, path[i]);
      if (last->kind == FT_CHECKERS_MOVE_ILLEGAL)
        return FALSE;
    }
  return TRUE;
}

static void
do_move (FtCheckersBoard **board, const char *text)
{
  int path[FT_CHECKERS_MAX_PATH];
  guint length;
  FtCheckersBoard *trial;
  FtCheckersMoveResult last = { 0 };

  if (!parse_path (text, path, &length))
    {
      printf ("error: unknown command '%s' (help lists them)\n", text);
      return;
    }
  trial = ft_checkers_board_copy (*board);
  if (!play_path (trial, path, length, &last))
    {
      ft_checkers_board_free (trial);
      printf ("illegal: %s\n", text);
      return;
    }
  ft_checkers_board_free (*board);
  *board = trial;
  printf ("ok%s%s%s\n",
          last.kind == FT_CHECKERS_MOVE_EXPLODED ? " exploded" : last.kind == FT_CHECKERS_MOVE_CAPTURED ? " captured" : "",
          last.crowned ? " crowned" : "", last.turn_ended ? "" : " (jump on or end)");
  print_turn (*board);
}

int
ft_cli_checkers (int argc, char **argv)
{
  FtCheckersBoard *board;
  char line[1024];

  if (argc > 1)
    {
      fprintf (stderr, "Usage: fourteen-cli checkers (commands on stdin; help lists them)\n");
      return 2;
    }
  board = ft_checkers_board_new ();
  printf ("Checkers with bombs and shields. Fire moves first.\n");
  while (fgets (line, sizeof line, stdin) != NULL)
    {
      char *command = g_strstrip (line);

      if (*command == '\0')
        continue;
      if (strcmp (command, "quit") == 0)
        break;
      else if (strcmp (command, "help") == 0)
        printf ("c3d4 | c3e5g7 (move), end, undo, print status, help, quit\n");
      else if (strcmp (command, "print status") == 0)
        {
          print_board (board);
          print_turn (board);
        }
      else if (strcmp (command, "end") == 0)
        {
          if (ft_checkers_end_turn (board))
            print_turn (board);
          else
            printf ("error: no capture sequence to end\n");
        }
      else if (strcmp (command, "undo") == 0)
        {
          if (ft_checkers_undo (board))
            print_turn (board);
          else
            printf ("error: nothing to undo\n");
        }
      else
        do_move (&board, command);
      fflush (stdout);
    }
  ft_checkers_board_free (board);
  return 0;
}
