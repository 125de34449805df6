/* fuzz-fen.c — libFuzzer target for the FEN reader, under both rule sets:
 * whatever parses must be written back, parse again and be equal. */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "ft-fen.h"

int LLVMFuzzerTestOneInput (const uint8_t *data, size_t size);

static gboolean
positions_equal (const FtPosition *a, const FtPosition *b)
{
  if (a->files != b->files || a->ranks != b->ranks || a->rules != b->rules ||
      a->side_to_move != b->side_to_move || a->castling_rights != b->castling_rights ||
      a->en_passant != b->en_passant || a->halfmove_clock != b->halfmove_clock ||
      a->fullmove_number != b->fullmove_number || a->hash != b->hash)
    return FALSE;
  for (int rank = 0; rank < a->ranks; rank++)
    for (int file = 0; file < a->files; file++)
      if (a->board[FT_SQUARE (file, rank)] != b->board[FT_SQUARE (file, rank)])
        return FALSE;
  return TRUE;
}

int
LLVMFuzzerTestOneInput (const uint8_t *data, size_t size)
{
  static FtPosition pos, again;
  /* ft_fen_parse takes a C string: stop at the first NUL like a caller would. */
  g_autofree char *fen = g_strndup ((const char *) data, size);

  for (int rules = FT_RULES_FOURTEEN; rules <= FT_RULES_STANDARD; rules++)
    {
      g_autoptr (GError) error = NULL;
      g_autoptr (GError) error_again = NULL;
      g_autofree char *written = NULL;
      g_autofree char *written_again = NULL;

      if (!ft_fen_parse (fen, rules, &pos, &error))
        {
          if (error == NULL || error->domain != FT_ERROR)
            abort ();
          continue;
        }
      written = ft_fen_write (&pos);
      if (!ft_fen_parse (written, rules, &again, &error_again))
        {
          g_printerr ("FEN %s\nwritten as %s\ndoes not parse: %s\n", fen, written,
                      error_again->message);
          abort ();
        }
      written_again = ft_fen_write (&again);
      if (!positions_equal (&pos, &again) || strcmp (written, written_again) != 0)
        {
          g_printerr ("FEN %s\nwritten as %s\nreads back as %s\n", fen, written, written_again);
          abort ();
        }
    }
  return 0;
}
