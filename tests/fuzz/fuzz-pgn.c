/* fuzz-pgn.c — libFuzzer target for the PGN reader (ft-pgn.h): every game
 * that reads must be written, read back and be the same game; every error
 * must be an FT_PGN_ERROR with a line and column inside the text. */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "ft-fen.h"
#include "ft-pgn.h"

int LLVMFuzzerTestOneInput (const uint8_t *data, size_t size);

static void
check_same (const FtPgnGame *a, const FtPgnGame *b, const char *written)
{
  g_autofree char *fen_a = ft_fen_write (a->start);
  g_autofree char *fen_b = ft_fen_write (b->start);
  gboolean same = strcmp (fen_a, fen_b) == 0 && a->moves->len == b->moves->len
                  && a->result == b->result && a->reason == b->reason
                  && memcmp (a->time_control, b->time_control, sizeof a->time_control) == 0;

  for (guint i = 0; same && i < a->moves->len; i++)
    same = g_array_index (a->moves, FtMove, i) == g_array_index (b->moves, FtMove, i)
           && g_array_index (a->clock_ms, gint64, i) / 100 == g_array_index (b->clock_ms, gint64, i) / 100;
  if (!same)
    {
      g_printerr ("the game written as\n%s\nreads back differently\n", written);
      abort ();
    }
}

int
LLVMFuzzerTestOneInput (const uint8_t *data, size_t size)
{
  g_autoptr (FtPgnReader) reader = ft_pgn_reader_new ((const char *) data, size);
  g_autoptr (GError) error = NULL;
  guint line = 0, column = 0, lines = 1;
  FtPgnGame *game;

  while ((game = ft_pgn_reader_next (reader, &line, &column, &error)) != NULL)
    {
      g_autofree char *written = ft_pgn_write (game);
      g_autoptr (FtPgnReader) again_reader = ft_pgn_reader_new (written, strlen (written));
      g_autoptr (GError) again_error = NULL;
      g_autoptr (FtPgnGame) again = ft_pgn_reader_next (again_reader, NULL, NULL, &again_error);

      if (again == NULL)
        {
          g_printerr ("the game written as\n%s\ndoes not read: %s\n", written,
                      again_error->message);
          abort ();
        }
      check_same (game, again, written);
      ft_pgn_game_free (game);
    }
  if (error == NULL)
    return 0;
  for (size_t i = 0; i < size; i++)
    lines += data[i] == '\n';
  if (error->domain != FT_PGN_ERROR || line < 1 || column < 1 || line > lines)
    abort ();
  return 0;
}
