/* peer-san.c — prints "FEN<TAB>SAN SAN …" (sorted, our SAN of every legal
 * move) for a set of standard-chess positions and every position one move
 * after them. tests/peers/compare-san.py feeds this to chess.js
 * (tests/peers/san.js) and compares the sets. */
#include "ft-fen.h"
#include "ft-san.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const char *const positions[] = {
  FT_FEN_STANDARD_START,
  /* Kiwipete: castling both ways, pins, en passant after a double step. */
  "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
  "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
  /* Promotions with and without capture, checks. */
  "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
  "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8",
  "n1n5/PPPk4/8/8/8/8/4Kppp/5N1N b - - 0 1",
  /* En passant available now. */
  "rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3",
  /* Disambiguation: three queens, knights, rooks on a file. */
  "k7/8/3Q4/8/3Q1Q2/8/8/7K w - - 0 1",
  "4k3/8/8/R7/8/8/8/RN3N1K w - - 0 1",
  "1k6/8/2Q1Q3/8/2Q1Q3/8/8/K7 w - - 0 1",
  /* Mate in one. */
  "6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1",
  "r1bqkb1r/pppp1ppp/2n2n2/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR w KQkq - 4 4",
};

static int
compare_strings (const void *a, const void *b)
{
  return strcmp (*(char *const *) a, *(char *const *) b);
}

static void
print_position (const FtPosition *pos)
{
  FtMoveList *list = g_new (FtMoveList, 1);
  char **sans;
  char *fen = ft_fen_write (pos);

  ft_position_generate_legal (pos, list);
  sans = g_new0 (char *, list->count + 1);
  for (guint i = 0; i < list->count; i++)
    {
      sans[i] = g_malloc (FT_SAN_MAX);
      ft_san_write (pos, list->moves[i], sans[i]);
    }
  qsort (sans, list->count, sizeof (char *), compare_strings);
  printf ("%s\t", fen);
  for (guint i = 0; i < list->count; i++)
    printf ("%s%s", i ? " " : "", sans[i]);
  printf ("\n");
  g_strfreev (sans);
  g_free (fen);
  g_free (list);
}

int
main (void)
{
  FtPosition *pos = g_new (FtPosition, 1);
  FtMoveList *list = g_new (FtMoveList, 1);

  for (gsize n = 0; n < G_N_ELEMENTS (positions); n++)
    {
      GError *error = NULL;

      if (!ft_fen_parse (positions[n], FT_RULES_STANDARD, pos, &error))
        g_error ("%s: %s", positions[n], error->message);
      print_position (pos);
      ft_position_generate_legal (pos, list);
      for (guint i = 0; i < list->count; i++)
        {
          ft_position_make_move (pos, list->moves[i]);
          print_position (pos);
          ft_position_unmake_move (pos);
        }
    }
  g_free (list);
  g_free (pos);
  return 0;
}
