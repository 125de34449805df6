/* ft-perpetual.c — see ft-perpetual.h. */
#include "ft-perpetual.h"

/* How many moves back the first of the three occurrences of the current
 * position lies (0 if there are not three). */
static guint
run_length (const FtPosition *pos)
{
  guint seen = 1;
  guint window = MIN ((guint) pos->halfmove_clock, pos->history_length);

  for (guint back = 1; back <= window; back++)
    {
      const FtUndo *undo = &pos->history[pos->history_length - back];

      if (undo->move == FT_MOVE_NONE)
        return 0;
      if (back % 2 == 0 && undo->hash == pos->hash && ++seen == 3)
        return back;
    }
  return 0;
}

gboolean
ft_position_is_perpetual_check (const FtPosition *pos, FtColour *checker)
{
  guint run = run_length (pos);
  FtPosition *walk;
  /* by mover: did every move of that side in the run give check? */
  gboolean always[2] = { TRUE, TRUE };
  FtColour last_mover;

  g_return_val_if_fail (pos != NULL, FALSE);

  if (run == 0 || pos->fog)
    return FALSE;
  last_mover = FT_OTHER_COLOUR (pos->side_to_move);
  /* Walk back on a copy: after each move of the run, is the side to move
   * in check, that is, did the move give check? */
  walk = g_memdup2 (pos, sizeof *pos);
  for (guint back = 1; back <= run; back++)
    {
      FtColour mover = FT_OTHER_COLOUR (walk->side_to_move);

      if (!ft_position_in_check (walk))
        always[mover] = FALSE;
      ft_position_unmake_move (walk);
    }
  g_free (walk);
  if (!always[0] && !always[1])
    return FALSE;
  if (checker != NULL)
    *checker = always[last_mover] ? last_mover : FT_OTHER_COLOUR (last_mover);
  return TRUE;
}
