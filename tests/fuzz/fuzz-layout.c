/* fuzz-layout.c — libFuzzer target for the layout reader: any bytes on three
 * board sizes and both rule sets; whatever parses must survive a round trip
 * through ft_layout_write. */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "ft-layout.h"

int LLVMFuzzerTestOneInput (const uint8_t *data, size_t size);

static void
check_round_trip (const FtPosition *pos, FtPosition *again)
{
  g_autoptr (GPtrArray) problems = ft_problem_list_new ();
  g_autofree char *text = ft_layout_write (pos);
  g_autofree char *text_again = NULL;

  if (!ft_layout_parse (text, -1, "written", pos->rules, pos->files, pos->ranks, again, problems))
    {
      g_autofree char *why = ft_problem_list_to_string (problems);
      g_printerr ("a written layout does not parse:\n%s\n%s\n", text, why);
      abort ();
    }
  for (int rank = 0; rank < pos->ranks; rank++)
    for (int file = 0; file < pos->files; file++)
      if (pos->board[FT_SQUARE (file, rank)] != again->board[FT_SQUARE (file, rank)])
        {
          g_printerr ("the round trip changed the board:\n%s\n", text);
          abort ();
        }
  text_again = ft_layout_write (again);
  if (strcmp (text, text_again) != 0)
    abort ();
}

int
LLVMFuzzerTestOneInput (const uint8_t *data, size_t size)
{
  /* Positions are large (the undo history): keep them off the stack. */
  static FtPosition pos, again;
  /* The default board, standard chess, and a size picked by the input's
   * length, so that every size from 4 to 16 gets tried. */
  const struct {
    FtRules rules;
    guint files, ranks;
  } boards[] = {
    { FT_RULES_FOURTEEN, 14, 14 },
    { FT_RULES_STANDARD, 8, 8 },
    { size % 2 ? FT_RULES_STANDARD : FT_RULES_FOURTEEN, 4 + size % 13, 4 + (size / 13) % 13 },
  };

  for (gsize i = 0; i < G_N_ELEMENTS (boards); i++)
    {
      g_autoptr (GPtrArray) problems = ft_problem_list_new ();
      gboolean ok = ft_layout_parse ((const char *) data, size, "fuzz.txt", boards[i].rules,
                                     boards[i].files, boards[i].ranks, &pos, problems);

      /* Success and errors must agree, and every problem must print. */
      if (ok == ft_problem_list_has_errors (problems))
        abort ();
      for (guint p = 0; p < problems->len; p++)
        g_free (ft_problem_to_string (g_ptr_array_index (problems, p)));
      if (ok)
        check_round_trip (&pos, &again);
    }
  return 0;
}
