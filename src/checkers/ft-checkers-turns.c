/* ft-checkers-turns.c — the full-turn generator, perft and the square and
 * turn strings ("c3", "c3e5g7") of "Checkers with bombs and shields".
 *
 * The generator walks capture sequences depth-first on copies of the state
 * kept on the C stack, which is what keeps it allocation-free.
 */
#include "ft-checkers-private.h"

/* ---- Full turns ---------------------------------------------------------- */

static void
add_turn (FtCheckersTurnList *list, const int *path, guint length)
{
  FtCheckersTurn *turn;

  g_assert (list->count < FT_CHECKERS_MAX_TURNS);
  g_assert (length <= FT_CHECKERS_MAX_PATH);
  turn = &list->turns[list->count++];
  turn->length = length;
  for (guint i = 0; i < length; i++)
    turn->path[i] = path[i];
  /* Canonical: the bytes after the path are zero, so turns compare whole. */
  for (guint i = length; i < FT_CHECKERS_MAX_PATH; i++)
    turn->path[i] = 0;
}

/* Every jump continuing the path (path[length - 1] is where the piece
 * stands in s): each is a turn of its own, then its continuations. Under
 * English rules only the complete sequences are turns. */
static void
generate_jumps (const FtCheckersState *s, int *path, guint length, FtCheckersTurnList *list)
{
  int from = path[length - 1];

  for (int d = 0; d < 4; d++)
    {
      int to = jump_target (s, from, d);
      FtCheckersState next;
      FtCheckersMoveResult r;

      if (to == FT_CHECKERS_NO_SQUARE)
        continue;
      g_assert (length < FT_CHECKERS_MAX_PATH);
      next = *s;
      r = state_step (&next, from, to);
      path[length] = to;
      if (s->rules == FT_CHECKERS_RULES_ENGLISH)
        {
          if (turn_ends_after (&next, r, to))
            add_turn (list, path, length + 1);
          else
            generate_jumps (&next, path, length + 1, list);
          continue;
        }
      add_turn (list, path, length + 1);
      if (r.kind == FT_CHECKERS_MOVE_CAPTURED)
        generate_jumps (&next, path, length + 1, list);
    }
}

void
ft_checkers_state_generate_turns (const FtCheckersState *s, FtCheckersTurnList *list)
{
  int path[FT_CHECKERS_MAX_PATH];

  list->count = 0;
  if (state_material_result (s) != FT_CHECKERS_NONE)
    return;
  if (s->rules == FT_CHECKERS_RULES_ENGLISH)
    {
      /* Captures are compulsory: steps only when there is none. */
      for (int sq = 0; sq < FT_CHECKERS_SQUARES; sq++)
        if (FT_CHECKERS_PIECE_SIDE (s->squares[sq]) == s->to_move)
          {
            path[0] = sq;
            generate_jumps (s, path, 1, list);
          }
      if (list->count > 0)
        return;
      for (int sq = 0; sq < FT_CHECKERS_SQUARES; sq++)
        if (FT_CHECKERS_PIECE_SIDE (s->squares[sq]) == s->to_move)
          for (int d = 0; d < 4; d++)
            {
              path[0] = sq;
              path[1] = step_target (s, sq, d);
              if (path[1] != FT_CHECKERS_NO_SQUARE)
                add_turn (list, path, 2);
            }
      return;
    }
  for (int sq = 0; sq < FT_CHECKERS_SQUARES; sq++)
    {
      if (FT_CHECKERS_PIECE_SIDE (s->squares[sq]) != s->to_move)
        continue;
      path[0] = sq;
      for (int d = 0; d < 4; d++)
        {
          path[1] = step_target (s, sq, d);
          if (path[1] != FT_CHECKERS_NO_SQUARE)
            add_turn (list, path, 2);
        }
      generate_jumps (s, path, 1, list);
    }
}


void
ft_checkers_state_play_turn (FtCheckersState *s, const FtCheckersTurn *turn)
{
  gboolean eventful = FALSE;

  for (guint i = 1; i < turn->length; i++)
    {
      FtCheckersMoveResult r = state_step (s, turn->path[i - 1], turn->path[i]);

      if (r.kind != FT_CHECKERS_MOVE_MOVED || r.crowned)
        eventful = TRUE;
    }
  state_finish_turn (s, eventful);
}

gboolean
ft_checkers_turn_is_capture (const FtCheckersTurn *turn)
{
  return turn->length >= 2 && ABS (FT_CHECKERS_FILE (turn->path[1]) - FT_CHECKERS_FILE (turn->path[0])) == 2;
}

static guint64
perft (const FtCheckersState *s, guint depth, FtCheckersTurnList *lists)
{
  FtCheckersTurnList *list = &lists[0];
  guint64 nodes = 0;

  ft_checkers_state_generate_turns (s, list);
  if (depth == 1)
    return list->count;
  for (guint i = 0; i < list->count; i++)
    {
      FtCheckersState next = *s;

      ft_checkers_state_play_turn (&next, &list->turns[i]);
      nodes += perft (&next, depth - 1, lists + 1);
    }
  return nodes;
}

guint64
ft_checkers_state_perft (const FtCheckersState *state, guint depth)
{
  /* One turn list per ply, on the heap once (each is ~34 KiB, too much
   * for deep recursion on the stack); the tree walk itself allocates
   * nothing. */
  FtCheckersTurnList *lists;
  guint64 nodes;

  if (depth == 0)
    return 1;
  lists = g_new (FtCheckersTurnList, depth);
  nodes = perft (state, depth, lists);
  g_free (lists);
  return nodes;
}


/* ---- Notation ------------------------------------------------------------ */

char *
ft_checkers_square_to_string (int square, char *text)
{
  if (square < 0 || square >= FT_CHECKERS_SQUARES)
    {
      text[0] = '-';
      text[1] = '\0';
      return text;
    }
  text[0] = 'a' + FT_CHECKERS_FILE (square);
  text[1] = '1' + FT_CHECKERS_RANK (square);
  text[2] = '\0';
  return text;
}

int
ft_checkers_square_from_string (const char *text)
{
  if (text == NULL || text[0] < 'a' || text[0] > 'h' || text[1] < '1' || text[1] > '8' || text[2] != '\0')
    return FT_CHECKERS_NO_SQUARE;
  return FT_CHECKERS_SQUARE (text[0] - 'a', text[1] - '1');
}

char *
ft_checkers_turn_to_string (const FtCheckersTurn *turn, char *text)
{
  for (guint i = 0; i < turn->length; i++)
    ft_checkers_square_to_string (turn->path[i], text + 2 * i);
  if (turn->length == 0)
    text[0] = '\0';
  return text;
}
