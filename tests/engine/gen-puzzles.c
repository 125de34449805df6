/* gen-puzzles.c — how the shipped puzzles (data/levels/) were found: random
 * sparse 14×14 positions (a Black king on or near its edge behind a few
 * pawns, perhaps a defender; a White king and two or three attackers, at
 * least one of them a fairy piece) kept when the mate solver (ft-mate.h)
 * finds that White mates in exactly N moves, not fewer, with exactly one
 * first move. Each hit prints its FEN, the solution (the longest defence
 * after the key; then the quickest mates) and the layout text.
 *
 *   gen-puzzles N COUNT [SEED]
 *
 * Not a test: built with the engine tests, run by hand. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ft-fen.h"
#include "ft-layout.h"
#include "ft-mate.h"
#include "ft-san.h"

static guint
rnd (GRand *rand, guint n)
{
  return (guint) g_rand_int_range (rand, 0, (gint32) n);
}

static gboolean
place (FtPosition *pos, GRand *rand, FtColour colour, FtKind kind, int f0, int f1, int r0, int r1)
{
  for (int tries = 0; tries < 50; tries++)
    {
      int f = f0 + (int) rnd (rand, (guint) (f1 - f0 + 1));
      int r = r0 + (int) rnd (rand, (guint) (r1 - r0 + 1));
      FtSquare sq = FT_SQUARE (f, r);

      if (pos->board[sq] == FT_EMPTY)
        {
          ft_position_set_piece (pos, sq, FT_MAKE_PIECE (colour, kind));
          return TRUE;
        }
    }
  return FALSE;
}

static gboolean
random_position (FtPosition *pos, GRand *rand)
{
  static const FtKind fairy[] = { FT_ARCHBISHOP, FT_CHANCELLOR, FT_AMAZON, FT_CAMEL, FT_GENERAL };
  static const FtKind any[] = { FT_ARCHBISHOP, FT_CHANCELLOR, FT_CAMEL, FT_GENERAL, FT_ROOK,
                                FT_BISHOP, FT_KNIGHT, FT_CAMEL, FT_GENERAL, FT_ARCHBISHOP };
  g_autoptr (GError) error = NULL;
  int kf = (int) rnd (rand, 14), kr = 11 + (int) rnd (rand, 3);
  guint n_attackers = 2 + rnd (rand, 2);

  ft_position_clear (pos, FT_RULES_FOURTEEN, 14, 14);
  ft_position_set_piece (pos, FT_SQUARE (kf, kr), FT_MAKE_PIECE (FT_BLACK, FT_KING));
  /* Shelter pawns and perhaps a defender near the Black king. */
  for (guint i = rnd (rand, 4); i > 0; i--)
    place (pos, rand, FT_BLACK, FT_PAWN, MAX (kf - 2, 0), MIN (kf + 2, 13), MAX (kr - 2, 5), 12);
  if (rnd (rand, 2))
    place (pos, rand, FT_BLACK, rnd (rand, 2) ? FT_ROOK : FT_KNIGHT, MAX (kf - 4, 0),
           MIN (kf + 4, 13), 8, 13);
  place (pos, rand, FT_WHITE, FT_KING, 0, 13, 0, 4);
  place (pos, rand, FT_WHITE, fairy[rnd (rand, G_N_ELEMENTS (fairy))], 0, 13, 3, 13);
  for (guint i = 1; i < n_attackers; i++)
    place (pos, rand, FT_WHITE, any[rnd (rand, G_N_ELEMENTS (any))], 0, 13, 2, 13);
  pos->side_to_move = FT_WHITE;
  return ft_position_finish_setup (pos, &error);
}

/* The quickest mating move for the side to move within n. */
static FtMove
quickest_mate (const FtPosition *pos, guint n)
{
  FtMoveList *moves = g_new (FtMoveList, 1);
  FtMove move = FT_MOVE_NONE;

  for (guint k = 1; k <= n && move == FT_MOVE_NONE; k++)
    if (ft_mate_find_first_moves (pos, k, moves, NULL) > 0)
      move = moves->moves[0];
  g_free (moves);
  return move;
}

int
main (int argc, char **argv)
{
  guint n = argc > 1 ? (guint) atoi (argv[1]) : 2;
  guint wanted = argc > 2 ? (guint) atoi (argv[2]) : 1;
  GRand *rand = g_rand_new_with_seed (argc > 3 ? (guint32) atoi (argv[3]) : 1);
  FtPosition *pos = g_new (FtPosition, 1);
  FtPosition *line = g_new (FtPosition, 1);
  FtMoveList *moves = g_new (FtMoveList, 1);
  guint found = 0;

  for (guint64 tries = 0; found < wanted; tries++)
    {
      g_autofree char *fen = NULL;
      g_autofree char *layout = NULL;
      GString *solution, *san;

      if (!random_position (pos, rand) || ft_position_in_check (pos))
        continue;
      if (n > 1 && ft_mate_exists (pos, n - 1))
        continue;
      if (ft_mate_find_first_moves (pos, n, moves, NULL) != 1
          || FT_PIECE_KIND (pos->board[FT_MOVE_FROM (moves->moves[0])]) < FT_ARCHBISHOP)
        continue;

      *line = *pos;
      solution = g_string_new (NULL);
      san = g_string_new (NULL);
      for (guint left = n; left > 0; left--)
        {
          char buf[8], san_buf[FT_SAN_MAX];
          FtMove move = left == n ? moves->moves[0] : quickest_mate (line, left);

          g_string_append_printf (san, "%s ", ft_san_write (line, move, san_buf));
          g_string_append_printf (solution, "\"%s\"", ft_move_to_string (move, buf));
          ft_position_make_move (line, move);
          if (left > 1)
            {
              FtMove reply = ft_mate_best_defence (line, left - 1);

              g_string_append_printf (san, "%s ", ft_san_write (line, reply, san_buf));
              g_string_append_printf (solution, ", \"%s\", ", ft_move_to_string (reply, buf));
              ft_position_make_move (line, reply);
            }
        }
      fen = ft_fen_write (pos);
      layout = ft_layout_write (pos);
      printf ("# try %" G_GUINT64_FORMAT "\nFEN %s\nSAN %s\nSOLUTION [%s]\n%s\n", tries, fen,
              san->str, solution->str, layout);
      fflush (stdout);
      g_string_free (solution, TRUE);
      g_string_free (san, TRUE);
      found++;
    }
  g_free (pos);
  g_free (line);
  g_free (moves);
  g_rand_free (rand);
  return 0;
}
