/* fuzz-checkers-notation.c — libFuzzer target for standard checkers
 * notation (ft-checkers-notation.h). The first line is a PDN position (FEN;
 * a first byte '*' reads it under the bombs rules), each further line a
 * move. A position that parses must write and parse back the same; a move
 * that parses must be legal and read back from both its written forms; every
 * error must be in the right domain. */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "ft-checkers-notation.h"

int LLVMFuzzerTestOneInput (const uint8_t *data, size_t size);

static void
check_move (const FtCheckersState *s, const char *text)
{
  g_autoptr (GError) error = NULL;
  FtCheckersIllegal reason = FT_CHECKERS_LEGAL;
  FtCheckersTurn turn;

  if (!ft_checkers_turn_from_notation (s, text, &turn, &reason, &error))
    {
      if (error == NULL || error->domain != FT_CHECKERS_NOTATION_ERROR
          || (error->code == FT_CHECKERS_NOTATION_ERROR_ILLEGAL) != (reason != FT_CHECKERS_LEGAL))
        abort ();
      return;
    }
  if (ft_checkers_state_check_turn (s, &turn, NULL) != FT_CHECKERS_LEGAL)
    abort ();
  for (int style = FT_CHECKERS_JUMPS_FULL; style <= FT_CHECKERS_JUMPS_SHORT; style++)
    {
      char written[FT_CHECKERS_NOTATION_MAX];
      FtCheckersTurn again;

      ft_checkers_turn_to_notation (s, &turn, style, written);
      if (!ft_checkers_turn_from_notation (s, written, &again, NULL, NULL) || again.length != turn.length
          || memcmp (again.path, turn.path, turn.length) != 0)
        {
          g_printerr ("%s does not read back\n", written);
          abort ();
        }
    }
}

int
LLVMFuzzerTestOneInput (const uint8_t *data, size_t size)
{
  g_autofree char *text = g_strndup ((const char *) data, size);
  g_auto (GStrv) lines = g_strsplit (text, "\n", 64);
  FtCheckersRules rules = FT_CHECKERS_RULES_ENGLISH;
  const char *fen = lines[0] != NULL ? lines[0] : "";
  g_autoptr (GError) error = NULL;
  g_autofree char *written = NULL;
  FtCheckersState s, again;
  guint offset = 0;

  if (fen[0] == '*')
    rules = FT_CHECKERS_RULES_BOMBS, fen++;
  if (!ft_checkers_fen_parse (fen, rules, FT_CHECKERS_TURN_END_AUTO, &s, &offset, &error))
    {
      if (error->domain != FT_CHECKERS_FEN_ERROR || offset > strlen (fen))
        abort ();
      return 0;
    }
  written = ft_checkers_fen_write (&s);
  if (!ft_checkers_fen_parse (written, rules, FT_CHECKERS_TURN_END_AUTO, &again, NULL, NULL)
      || memcmp (&s, &again, sizeof s) != 0)
    {
      g_printerr ("%s does not read back\n", written);
      abort ();
    }
  for (guint i = 1; lines[0] != NULL && lines[i] != NULL; i++)
    check_move (&s, lines[i]);
  return 0;
}
