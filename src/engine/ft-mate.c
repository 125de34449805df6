/* ft-mate.c — see ft-mate.h. */
#include "ft-mate.h"

#include <string.h>

/* Transposition table: for a position (hash, attacker to move) the fewest
 * moves known to mate, and the most moves known not to be enough. 2^16
 * entries of 16 bytes: 1 MiB per solve, freed at the end. */
#define TT_BITS 16
#define TT_SIZE (1u << TT_BITS)

typedef struct {
  guint64 hash;
  guint8 mate_in;    /* 0: unknown; else mate in at most this many */
  guint8 no_mate_in; /* no mate in this many or fewer (0: unknown) */
} TtEntry;

typedef struct {
  FtPosition pos;
  /* One move list per ply: two plies per attacker move, plus the reply
   * after the last move. */
  FtMoveList lists[2 * FT_MATE_MAX_MOVES + 2];
  TtEntry *tt;
  guint64 nodes;
} Solver;

static Solver *
solver_new (const FtPosition *pos)
{
  Solver *s = g_new (Solver, 1);

  s->pos = *pos;
  s->tt = g_new0 (TtEntry, TT_SIZE);
  s->nodes = 0;
  return s;
}

static void
solver_free (Solver *s)
{
  g_free (s->tt);
  g_free (s);
}

static gboolean attacker_mates (Solver *s, guint n, guint ply);

/* Order the moves so that the ones giving check come first (most mates and
 * most refutations are found among them early); returns how many check. */
static guint
checks_first (Solver *s, FtMoveList *list)
{
  guint n_checks = 0;

  for (guint i = 0; i < list->count; i++)
    {
      FtMove move = list->moves[i];
      gboolean check;

      ft_position_make_move (&s->pos, move);
      check = ft_position_in_check (&s->pos);
      ft_position_unmake_move (&s->pos);
      if (check)
        {
          list->moves[i] = list->moves[n_checks];
          list->moves[n_checks++] = move;
        }
    }
  return n_checks;
}

/* The defender is to move after the attacker's move; the attacker has n
 * moves left (n = 0: the defender must be mated now). TRUE if every defence
 * loses within them. */
static gboolean
defender_loses (Solver *s, guint n, guint ply)
{
  FtMoveList *list = &s->lists[ply];

  s->nodes++;
  ft_position_generate_legal (&s->pos, list);
  if (list->count == 0)
    return ft_position_in_check (&s->pos); /* mate, or stalemate */
  if (n == 0)
    return FALSE;
  /* Captures first: taking the attacking piece is the usual refutation. */
  {
    guint n_captures = 0;

    for (guint i = 0; i < list->count; i++)
      if (FT_MOVE_IS_CAPTURE (list->moves[i]))
        {
          FtMove move = list->moves[i];

          list->moves[i] = list->moves[n_captures];
          list->moves[n_captures++] = move;
        }
  }
  for (guint i = 0; i < list->count; i++)
    {
      gboolean mated;

      ft_position_make_move (&s->pos, list->moves[i]);
      mated = attacker_mates (s, n, ply + 1);
      ft_position_unmake_move (&s->pos);
      if (!mated)
        return FALSE;
    }
  return TRUE;
}

/* Can the attacker (to move) mate in at most n moves? */
static gboolean
attacker_mates (Solver *s, guint n, guint ply)
{
  TtEntry *entry = &s->tt[s->pos.hash & (TT_SIZE - 1)];
  FtMoveList *list = &s->lists[ply];
  gboolean found = FALSE;
  guint n_checks;

  if (n == 0)
    return FALSE;
  if (entry->hash == s->pos.hash)
    {
      if (entry->mate_in != 0 && entry->mate_in <= n)
        return TRUE;
      if (entry->no_mate_in >= n)
        return FALSE;
    }
  s->nodes++;
  ft_position_generate_legal (&s->pos, list);
  n_checks = checks_first (s, list);
  /* The last move must give check to mate. */
  for (guint i = 0; i < (n == 1 ? n_checks : list->count) && !found; i++)
    {
      ft_position_make_move (&s->pos, list->moves[i]);
      found = defender_loses (s, n - 1, ply + 1);
      ft_position_unmake_move (&s->pos);
    }

  entry = &s->tt[s->pos.hash & (TT_SIZE - 1)];
  if (entry->hash != s->pos.hash)
    {
      entry->hash = s->pos.hash;
      entry->mate_in = 0;
      entry->no_mate_in = 0;
    }
  if (found && (entry->mate_in == 0 || entry->mate_in > n))
    entry->mate_in = n;
  if (!found && entry->no_mate_in < n)
    entry->no_mate_in = n;
  return found;
}

gboolean
ft_mate_exists (const FtPosition *pos, guint n)
{
  Solver *s;
  gboolean found;

  g_return_val_if_fail (pos != NULL, FALSE);
  g_return_val_if_fail (n <= FT_MATE_MAX_MOVES, FALSE);

  s = solver_new (pos);
  found = attacker_mates (s, n, 0);
  solver_free (s);
  return found;
}

guint
ft_mate_find_first_moves (const FtPosition *pos, guint n, FtMoveList *moves, guint64 *nodes)
{
  Solver *s;
  FtMoveList *list;

  g_return_val_if_fail (pos != NULL && moves != NULL, 0);
  g_return_val_if_fail (n <= FT_MATE_MAX_MOVES, 0);

  moves->count = 0;
  s = solver_new (pos);
  list = &s->lists[0];
  ft_position_generate_legal (&s->pos, list);
  for (guint i = 0; n > 0 && i < list->count; i++)
    {
      gboolean mates;

      ft_position_make_move (&s->pos, list->moves[i]);
      mates = (n > 1 || ft_position_in_check (&s->pos)) && defender_loses (s, n - 1, 1);
      ft_position_unmake_move (&s->pos);
      if (mates)
        moves->moves[moves->count++] = list->moves[i];
    }
  if (nodes != NULL)
    *nodes = s->nodes;
  solver_free (s);
  return moves->count;
}

guint
ft_mate_distance (const FtPosition *pos, guint max_n)
{
  Solver *s;
  guint distance = 0;

  g_return_val_if_fail (pos != NULL, 0);
  g_return_val_if_fail (max_n <= FT_MATE_MAX_MOVES, 0);

  /* One table for all depths: the shallow results speed up the deep ones. */
  s = solver_new (pos);
  for (guint n = 1; n <= max_n && distance == 0; n++)
    if (attacker_mates (s, n, 0))
      distance = n;
  solver_free (s);
  return distance;
}

FtMove
ft_mate_best_defence (const FtPosition *pos, guint max_n)
{
  Solver *s;
  FtMoveList *list;
  FtMove best = FT_MOVE_NONE;
  guint best_distance = 0;

  g_return_val_if_fail (pos != NULL, FT_MOVE_NONE);
  g_return_val_if_fail (max_n <= FT_MATE_MAX_MOVES, FT_MOVE_NONE);

  s = solver_new (pos);
  list = &s->lists[0];
  ft_position_generate_legal (&s->pos, list);
  for (guint i = 0; i < list->count; i++)
    {
      guint distance = 0;

      ft_position_make_move (&s->pos, list->moves[i]);
      for (guint n = 1; n <= max_n && distance == 0; n++)
        if (attacker_mates (s, n, 1))
          distance = n;
      ft_position_unmake_move (&s->pos);
      if (distance == 0) /* no mate in time: the best there is */
        {
          best = list->moves[i];
          break;
        }
      if (best == FT_MOVE_NONE || distance > best_distance)
        {
          best = list->moves[i];
          best_distance = distance;
        }
    }
  solver_free (s);
  return best;
}
