/* checkers-test-util.c — set-ups and moves for the checkers tests. */
#include "checkers-test-util.h"

#include <string.h>

int
sq (const char *name)
{
  int square = ft_checkers_square_from_string (name);

  g_assert_cmpint (square, !=, FT_CHECKERS_NO_SQUARE);
  return square;
}

/* An empty board with pieces from "Fnc3 Wbd4 Fskb6 …": side (F/W), kind
 * (n/s/b), optional k for crowned, square. */
FtCheckersBoard *
setup (FtCheckersSide to_move, const char *pieces)
{
  FtCheckersBoard *board = ft_checkers_board_new_empty ();
  char **items = g_strsplit (pieces, " ", -1);

  for (char **item = items; *item != NULL; item++)
    {
      const char *t = *item;
      FtCheckersSide side = t[0] == 'F' ? FT_CHECKERS_FIRE : FT_CHECKERS_WATER;
      FtCheckersKind kind = t[1] == 'n' ? FT_CHECKERS_NORMAL : t[1] == 's' ? FT_CHECKERS_SHIELD : FT_CHECKERS_BOMB;
      gboolean crowned = t[2] == 'k';

      if (**item == '\0')
        continue;
      g_assert_true (t[0] == 'F' || t[0] == 'W');
      g_assert_true (ft_checkers_place (board, sq (t + (crowned ? 3 : 2)), FT_CHECKERS_PIECE (side, kind, crowned)));
    }
  g_strfreev (items);
  ft_checkers_set_to_move (board, to_move);
  return board;
}

FtCheckersPiece
at (FtCheckersBoard *board, const char *name)
{
  return ft_checkers_piece_at (board, sq (name));
}

/* Select `from` and move along the squares of "e5 g7"; returns the last
 * move's result. Every move must be legal. */
FtCheckersMoveResult
play (FtCheckersBoard *board, const char *from, const char *to)
{
  char **targets = g_strsplit (to, " ", -1);
  FtCheckersMoveResult r = { 0 };

  g_assert_true (ft_checkers_select (board, sq (from)));
  for (char **t = targets; *t != NULL; t++)
    {
      r = ft_checkers_move (board, sq (*t));
      g_assert_cmpint (r.kind, !=, FT_CHECKERS_MOVE_ILLEGAL);
    }
  g_strfreev (targets);
  return r;
}

gboolean
under_valgrind (void)
{
  return g_getenv ("FT_UNDER_VALGRIND") != NULL;
}

gboolean
turns_equal (const FtCheckersTurn *a, const FtCheckersTurn *b, guint count)
{
  for (guint i = 0; i < count; i++)
    if (a[i].length != b[i].length || memcmp (a[i].path, b[i].path, a[i].length) != 0)
      return FALSE;
  return TRUE;
}
