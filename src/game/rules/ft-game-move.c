/* ft-game-move.c — see ft-game-move.h. */
#include "ft-game-move.h"

#include <string.h>

G_DEFINE_BOXED_TYPE (FtGameMove, ft_game_move, ft_game_move_copy, ft_game_move_free)

FtGameMove *
ft_game_move_copy (const FtGameMove *move)
{
  return g_memdup2 (move, sizeof *move);
}

void
ft_game_move_free (FtGameMove *move)
{
  g_free (move);
}

FtGameMove
ft_game_move_chess (FtMove move)
{
  FtGameMove value;

  memset (&value, 0, sizeof value);
  value.kind = FT_GAME_KIND_CHESS;
  value.chess = move;
  return value;
}

FtGameMove
ft_game_move_checkers (const FtCheckersTurn *turn)
{
  FtGameMove value;

  memset (&value, 0, sizeof value);
  value.kind = FT_GAME_KIND_CHECKERS;
  if (turn != NULL)
    {
      value.checkers.length = MIN (turn->length, FT_CHECKERS_MAX_PATH);
      memcpy (value.checkers.path, turn->path, value.checkers.length);
    }
  return value;
}

gboolean
ft_game_move_checkers_from_cells (const FtCell *cells, guint length, FtGameMove *move)
{
  FtCheckersTurn turn = { 0 };

  g_return_val_if_fail (move != NULL, FALSE);

  if (length < 2 || length > FT_CHECKERS_MAX_PATH)
    return FALSE;
  for (guint i = 0; i < length; i++)
    {
      int square = ft_cell_to_checkers (cells[i]);

      if (square == FT_CHECKERS_NO_SQUARE)
        return FALSE;
      turn.path[i] = (gint8) square;
    }
  turn.length = (guint8) length;
  *move = ft_game_move_checkers (&turn);
  return TRUE;
}

gboolean
ft_game_move_equal (const FtGameMove *a, const FtGameMove *b)
{
  g_return_val_if_fail (a != NULL && b != NULL, FALSE);

  if (a->kind != b->kind)
    return FALSE;
  if (a->kind == FT_GAME_KIND_CHESS)
    return a->chess == b->chess;
  return a->checkers.length == b->checkers.length
         && memcmp (a->checkers.path, b->checkers.path, a->checkers.length) == 0;
}

gboolean
ft_game_move_is_pass (const FtGameMove *move)
{
  g_return_val_if_fail (move != NULL, FALSE);
  return move->kind == FT_GAME_KIND_CHESS && move->chess == FT_MOVE_NONE;
}

FtMove
ft_game_move_get_chess (const FtGameMove *move)
{
  g_return_val_if_fail (move != NULL, FT_MOVE_NONE);
  return move->kind == FT_GAME_KIND_CHESS ? move->chess : FT_MOVE_NONE;
}

guint
ft_game_move_get_cells (const FtGameMove *move, FtCell cells[FT_GAME_MOVE_MAX_CELLS])
{
  g_return_val_if_fail (move != NULL, 0);

  if (move->kind == FT_GAME_KIND_CHESS)
    {
      if (move->chess == FT_MOVE_NONE)
        return 0;
      cells[0] = ft_cell_from_chess (FT_MOVE_FROM (move->chess));
      cells[1] = ft_cell_from_chess (FT_MOVE_TO (move->chess));
      return 2;
    }
  for (guint i = 0; i < move->checkers.length; i++)
    cells[i] = ft_cell_from_checkers (move->checkers.path[i]);
  return move->checkers.length;
}

char *
ft_game_move_to_string (const FtGameMove *move, char buf[FT_NOTATION_MAX])
{
  g_return_val_if_fail (move != NULL, NULL);

  if (move->kind == FT_GAME_KIND_CHESS)
    {
      if (move->chess == FT_MOVE_NONE)
        g_strlcpy (buf, "--", FT_NOTATION_MAX);
      else
        ft_move_to_string (move->chess, buf);
      return buf;
    }
  G_STATIC_ASSERT (FT_NOTATION_MAX >= 2 * FT_CHECKERS_MAX_PATH + 1);
  return ft_checkers_turn_to_string (&move->checkers, buf);
}
