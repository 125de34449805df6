/* ft-chess-search.c — the computer's search for FtChessRuleset: the
 * level's move (ft-level-move.h: the priority rules, the human-like
 * choice or the alpha-beta searcher) on a snapshot of the position that
 * belongs to the worker thread.
 *
 * Under fog of war the snapshot holds what the side to move believes (the
 * belief of ft_fog_belief, the enemy king where it was last seen) and the
 * moves the real board allows, as a person sees them when picking up a
 * piece (docs/engine-search.md#fog-of-war).
 */
#include "config.h"

#include "ft-chess-ruleset.h"
#include "ft-fog.h"
#include "ft-level-move.h"

typedef struct
{
  FtPosition *pos;        /* under fog of war, what the computer believes */
  FtMoveList *real_moves; /* fog of war: the moves the real board allows */
} Snapshot;

static void
snapshot_free (gpointer data)
{
  Snapshot *snapshot = data;

  g_free (snapshot->pos);
  g_free (snapshot->real_moves);
  g_free (snapshot);
}

/* Fog of war: where `side` last saw the enemy king, looking back through
 * the game from now; where the start had it if never. */
static FtSquare
last_seen_king (const FtPast *past, FtColour side)
{
  g_autofree FtPosition *pos = g_new (FtPosition, 1);
  guint8 visible[FT_BOARD_CELLS];
  FtColour them = FT_OTHER_COLOUR (side);

  for (guint ply = past->n_plies + 1; ply-- > 0;)
    {
      FtSquare king;

      past->copy_position_at (past->owner, ply, pos);
      king = pos->king_square[them];
      if (pos->board[king] != FT_MAKE_PIECE (them, FT_KING))
        continue;
      ft_fog_visible_squares (pos, side, visible);
      if (visible[king])
        return king;
    }
  /* pos holds the start now (ply 0 was copied last). */
  return pos->king_square[them];
}

gpointer
_ft_chess_search_snapshot (const FtPosition *pos, const FtPast *past)
{
  Snapshot *snapshot = g_new0 (Snapshot, 1);
  FtColour us = pos->side_to_move;
  FtSquare own_king = pos->king_square[us];
  FtSquare king_guess;

  if (!pos->fog)
    {
      snapshot->pos = g_memdup2 (pos, sizeof *pos);
      return snapshot;
    }
  king_guess = past != NULL ? last_seen_king (past, us) : FT_NO_SQUARE;
  /* Not told where it was seen: the square facing our own king. */
  if (king_guess == FT_NO_SQUARE)
    king_guess = FT_SQUARE (FT_SQUARE_FILE (own_king), pos->ranks - 1 - FT_SQUARE_RANK (own_king));
  snapshot->real_moves = g_new (FtMoveList, 1);
  ft_position_generate_legal (pos, snapshot->real_moves);
  snapshot->pos = g_new (FtPosition, 1);
  if (!ft_fog_belief (pos, us, king_guess, snapshot->pos))
    {
      /* No king of ours (the game is over): think on the real board. */
      g_free (snapshot->pos);
      snapshot->pos = g_memdup2 (pos, sizeof *pos);
    }
  return snapshot;
}

static gpointer
engine_new (gsize hash_mb)
{
  return ft_searcher_new (hash_mb);
}

static void
engine_free (gpointer engine)
{
  ft_searcher_free (engine);
}

static void
engine_set_hash_size (gpointer engine, gsize hash_mb)
{
  ft_searcher_set_hash_size (engine, hash_mb);
}

static gboolean
think (gpointer data, gpointer engine, const FtSearchParams *params, const gint *stop,
       FtGameMove *chosen)
{
  Snapshot *snapshot = data;
  FtSearchLimits limits = { 0 };
  FtMove move;

  limits.remaining_ms = params->remaining_ms > 0 ? params->remaining_ms : -1;
  limits.increment_ms = MAX (params->increment_ms, 0);
  limits.depth = (int) params->max_depth;
  if (params->movetime_ms > 0)
    {
      limits.remaining_ms = -1;
      limits.movetime_ms = params->movetime_ms;
    }
  else if (limits.remaining_ms < 0 && params->max_depth == 0)
    limits.movetime_ms = 2000; /* no clock: a fixed, comfortable pace */
  limits.root_moves = snapshot->real_moves;
  move = ft_level_choose_move (engine, params->level, params->seed, snapshot->pos, &limits, NULL,
                               NULL, stop, NULL);
  if (move == FT_MOVE_NONE)
    return FALSE;
  *chosen = ft_game_move_chess (move);
  return TRUE;
}

const FtSearchOps *
_ft_chess_search_ops (void)
{
  static const FtSearchOps ops = {
    engine_new, engine_free, engine_set_hash_size, think, snapshot_free,
  };

  return &ops;
}
