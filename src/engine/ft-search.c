/* ft-search.c — the search tree: principal variation search (negamax
 * alpha-beta) with a transposition table, null-move pruning, reverse
 * futility, futility, late-move and static-exchange pruning, late-move
 * reductions growing with the depth and the number of moves, and a check
 * extension; at the horizon a quiescence search on captures and promotions.
 * docs/engine-search.md describes each part and why.
 *
 * Iterative deepening and aspiration windows are in ft-deepening.c, move
 * ordering in ft-movepick.c. Everything touched here lives in the
 * FtSearchWorker, allocated once: the hot paths never allocate.
 */
#include "ft-search-worker.h"

#include <math.h>
#include <string.h>

#include "ft-see.h"

/* Late-move reductions by depth and move number (both capped at 63):
 * log(depth) × log(moves), so that on a board with a hundred moves the
 * late ones are searched a few plies shallower. */
static guint8 lmr_table[64][64];

static gpointer
init_lmr_table (gpointer data G_GNUC_UNUSED)
{
  for (int d = 1; d < 64; d++)
    for (int m = 1; m < 64; m++)
      lmr_table[d][m] = (guint8) (0.75 + log (d) * log (m) / 2.25);
  return NULL;
}

static inline int
lmr_reduction (int depth, guint moves)
{
  static GOnce once = G_ONCE_INIT;

  g_once (&once, init_lmr_table, NULL);
  return lmr_table[MIN (depth, 63)][MIN (moves, 63u)];
}

/* ---- Helpers ------------------------------------------------------------ */

/* Mate scores are stored relative to the node, so that they stay right when
 * the position is met at another ply. */
static inline int
score_to_tt (int score, int ply)
{
  if (score > FT_SCORE_MATE_BOUND)
    return score + ply;
  if (score < -FT_SCORE_MATE_BOUND)
    return score - ply;
  return score;
}

static inline int
score_from_tt (int score, int ply)
{
  if (score > FT_SCORE_MATE_BOUND)
    return score - ply;
  if (score < -FT_SCORE_MATE_BOUND)
    return score + ply;
  return score;
}

/* The stop flag, the hard deadline and the node budget, every 256 nodes;
 * helpers also stop when the main worker is done. */
static inline gboolean
check_stop (FtSearchWorker *w)
{
  if (w->stopped)
    return TRUE;
  if ((w->nodes & 255) == 0)
    {
      FtSearcher *s = w->searcher;

      __atomic_store_n (&w->published_nodes, w->nodes, __ATOMIC_RELAXED);
      if (s->stop != NULL && g_atomic_int_get (s->stop))
        w->stopped = TRUE;
      else if (g_atomic_int_get (&s->abort))
        w->stopped = TRUE;
      else if (ft_time_manager_out_of_time (&s->time))
        w->stopped = TRUE;
      else if (s->node_limit != 0 && w->nodes >= s->node_limit)
        w->stopped = TRUE;
    }
  return w->stopped;
}

static inline int
evaluate (FtSearchWorker *w)
{
  return ft_eval_cached (&w->eval_cache, &w->pos, &w->searcher->eval_options);
}

static inline gboolean
has_pieces (const FtPosition *pos, FtColour colour)
{
  for (int i = 0; i < pos->piece_count[colour]; i++)
    {
      FtKind k = FT_PIECE_KIND (pos->board[pos->piece_list[colour][i]]);
      if (k != FT_PAWN && k != FT_KING)
        return TRUE;
    }
  return FALSE;
}

static void
update_pv (FtSearchWorker *w, int ply, FtMove move)
{
  w->pv[ply][0] = move;
  int n = w->pv_length[ply + 1];
  if (n > FT_SEARCH_MAX_PLY - 1)
    n = FT_SEARCH_MAX_PLY - 1;
  memcpy (&w->pv[ply][1], w->pv[ply + 1], n * sizeof (FtMove));
  w->pv_length[ply] = n + 1;
}

/* Is the side to move's king attacked? ft_position_in_check() says no under
 * fog of war, but the search still needs to know: there the king may be
 * captured next. */
static inline gboolean
king_attacked (const FtPosition *pos)
{
  FtColour us = pos->side_to_move;

  return ft_position_is_attacked (pos, pos->king_square[us], FT_OTHER_COLOUR (us));
}

/* Fog of war: a lost king ends the line, and so does a king left where
 * the side to move can take it (else every quiet move of a side whose king
 * stands attacked would be searched on and on). 0 if neither. */
static int
fog_terminal (const FtPosition *pos, int ply)
{
  FtColour us = pos->side_to_move;
  FtColour them = FT_OTHER_COLOUR (us);

  if (ft_position_king_captured (pos))
    return -FT_SCORE_MATE + ply;
  if (ft_position_is_attacked (pos, pos->king_square[them], us))
    return FT_SCORE_MATE - ply - 1;
  return 0;
}

/* ---- Quiescence --------------------------------------------------------- */

static int
quiescence (FtSearchWorker *w, int alpha, int beta, int ply)
{
  FtPosition *pos = &w->pos;
  FtMovePicker picker;
  FtMove m;
  gboolean in_check;
  int best;
  int stand_pat = 0;

  w->pv_length[ply] = 0;
  w->nodes++;
  if (check_stop (w))
    return 0;
  if (ply > w->seldepth)
    w->seldepth = ply;
  if (G_UNLIKELY (pos->fog) && ply > 0)
    {
      int end = fog_terminal (pos, ply);

      if (end != 0)
        return end;
    }
  if (ply >= FT_SEARCH_MAX_PLY - 1)
    return evaluate (w);

  in_check = king_attacked (pos);
  if (in_check)
    {
      /* Every evasion, so that mates at the end of a capture line count. */
      ft_position_generate_legal (pos, &w->lists[ply]);
      if (w->lists[ply].count == 0)
        return -FT_SCORE_MATE + ply;
      best = -FT_SCORE_INFINITE;
    }
  else
    {
      stand_pat = evaluate (w);
      if (stand_pat >= beta)
        return stand_pat;
      if (stand_pat > alpha)
        alpha = stand_pat;
      best = stand_pat;
      ft_position_generate_legal_captures (pos, &w->lists[ply]);
    }

  ft_move_picker_init (&picker, pos, &w->lists[ply], w->order[ply], FT_MOVE_NONE, &w->history, ply);
  while ((m = ft_move_picker_next (&picker)) != FT_MOVE_NONE)
    {
      int score;

      if (!in_check)
        {
          /* Delta pruning: even winning the victim (and promoting) with a
           * margin cannot lift the score to alpha. */
          if (stand_pat + ft_move_material_gain (pos, m) + 200 <= alpha)
            continue;
          /* A capture that loses material on its face is not worth a look
           * in quiescence. */
          if (ft_move_picker_last_is_bad_capture (&picker))
            continue;
        }

      ft_position_make_move (pos, m);
      score = -quiescence (w, -beta, -alpha, ply + 1);
      ft_position_unmake_move (pos);
      if (w->stopped)
        return 0;

      if (score > best)
        {
          best = score;
          if (score > alpha)
            {
              alpha = score;
              update_pv (w, ply, m);
              if (score >= beta)
                break;
            }
        }
    }
  return best;
}

/* ---- Main search -------------------------------------------------------- */

static gboolean
root_move_kept (const FtSearchWorker *w, FtMove move)
{
  gboolean listed = w->root_filter == NULL;

  for (guint j = 0; !listed && j < w->root_filter->count; j++)
    listed = w->root_filter->moves[j] == move;
  for (guint k = 0; listed && k < w->pv_index; k++)
    listed = w->lines[k].best_move != move;
  return listed;
}

void
ft_search_filter_root_moves (FtSearchWorker *w)
{
  FtMoveList *list = &w->lists[0];
  guint kept = 0;

  for (guint i = 0; i < list->count; i++)
    if (root_move_kept (w, list->moves[i]))
      list->moves[kept++] = list->moves[i];
  list->count = kept;
}

static int
search (FtSearchWorker *w, int depth, int alpha, int beta, int ply, gboolean allow_null)
{
  FtPosition *pos = &w->pos;
  FtTt *tt = w->searcher->tt;
  gboolean is_pv = beta - alpha > 1;
  gboolean in_check;
  FtTtEntry entry;
  FtMovePicker picker;
  FtMove m;
  FtMove hash_move = FT_MOVE_NONE;
  FtMove best_move = FT_MOVE_NONE;
  int best = -FT_SCORE_INFINITE;
  int original_alpha = alpha;
  int static_eval;
  gboolean improving;
  guint quiets_tried = 0;

  w->pv_length[ply] = 0;
  if (check_stop (w))
    return 0;

  if (G_UNLIKELY (pos->fog) && ply > 0)
    {
      int end = fog_terminal (pos, ply);

      if (end != 0)
        return end;
    }
  if (ply > 0)
    {
      /* Draws inside the tree: a repeated position or the 100-ply rule. */
      if (pos->halfmove_clock >= 100 || ft_position_is_repetition (pos, 2))
        return 0;
      /* Mate distance pruning. */
      alpha = MAX (alpha, -FT_SCORE_MATE + ply);
      beta = MIN (beta, FT_SCORE_MATE - ply - 1);
      if (alpha >= beta)
        return alpha;
    }

  in_check = king_attacked (pos);
  if (depth <= 0)
    return quiescence (w, alpha, beta, ply);
  if (ply >= FT_SEARCH_MAX_PLY - 2)
    return evaluate (w);

  w->nodes++;
  if (ply > w->seldepth)
    w->seldepth = ply;

  if (ft_tt_probe (tt, pos->hash, &entry))
    {
      hash_move = entry.move;
      if (!is_pv && ply > 0 && entry.depth >= depth)
        {
          int tt_score = score_from_tt (entry.score, ply);
          FtTtBound bound = entry.bound_and_age & 3;
          if (bound == FT_TT_EXACT || (bound == FT_TT_LOWER && tt_score >= beta)
              || (bound == FT_TT_UPPER && tt_score <= alpha))
            return tt_score;
        }
    }

  static_eval = in_check ? FT_SCORE_NONE : evaluate (w);
  w->static_eval[ply] = static_eval;
  /* Better than two plies ago: pruning may be bolder when worse. */
  improving = !in_check && (ply < 2 || static_eval > w->static_eval[ply - 2]);

  if (!is_pv && !in_check && ply > 0)
    {
      /* Reverse futility: far above beta near the leaves. */
      if (depth <= 6 && static_eval - (110 - 30 * improving) * depth >= beta
          && beta > -FT_SCORE_MATE_BOUND && beta < FT_SCORE_MATE_BOUND)
        return static_eval;

      /* Null move: if passing still fails high, a real move will too. Not
       * with pawns only (zugzwang). The further above beta, the shallower. */
      if (allow_null && depth >= 3 && static_eval >= beta && has_pieces (pos, pos->side_to_move)
          && beta < FT_SCORE_MATE_BOUND)
        {
          int r = 3 + depth / 4 + MIN ((static_eval - beta) / 200, 3);
          int score;
          ft_position_make_null_move (pos);
          score = -search (w, depth - 1 - r, -beta, -beta + 1, ply + 1, FALSE);
          ft_position_unmake_null_move (pos);
          if (w->stopped)
            return 0;
          if (score >= beta)
            return score >= FT_SCORE_MATE_BOUND ? beta : score;
        }
    }

  /* Without a hash move deep in the tree, find one with a shallower search. */
  if (hash_move == FT_MOVE_NONE && is_pv && depth >= 5)
    {
      search (w, depth - 3, alpha, beta, ply, FALSE);
      if (w->stopped)
        return 0;
      if (ft_tt_probe (tt, pos->hash, &entry))
        hash_move = entry.move;
    }

  ft_position_generate_legal (pos, &w->lists[ply]);
  if (ply == 0 && (w->root_filter != NULL || w->pv_index > 0))
    ft_search_filter_root_moves (w);
  if (w->lists[ply].count == 0)
    return in_check ? -FT_SCORE_MATE + ply : 0;
  ft_move_picker_init (&picker, pos, &w->lists[ply], w->order[ply], hash_move, &w->history, ply);

  while ((m = ft_move_picker_next (&picker)) != FT_MOVE_NONE)
    {
      guint i = ft_move_picker_count_picked (&picker) - 1; /* moves tried before this one */
      gboolean quiet = ft_move_is_quiet (m);
      int history = quiet ? ft_history_score (&w->history, pos, m) : 0;
      gboolean gives_check;
      int new_depth = depth - 1;
      int score;

      /* Pruning near the leaves, once a move has been searched and no mate
       * is in the air: quiet moves after enough of them (late-move
       * pruning) and quiet moves that cannot reach alpha even with a
       * margin (futility) — but not checks, which on a big board are how
       * a king in the open is hunted down — and moves that lose material
       * by static exchange. */
      if (!is_pv && !in_check && best > -FT_SCORE_MATE_BOUND && i > 0)
        {
          gboolean late = quiet && depth <= 7
                          && quiets_tried >= (guint) ((3 + depth * depth) / (2 - improving));
          gboolean futile = quiet && depth <= 6 && static_eval + 90 + 90 * depth <= alpha;
          if (late || futile)
            {
              ft_position_make_move (pos, m);
              gives_check = king_attacked (pos);
              ft_position_unmake_move (pos);
              if (!gives_check)
                continue;
            }
          if (depth <= 6 && ft_see (pos, m) < (quiet ? -60 : -120) * depth)
            continue;
        }

      ft_position_make_move (pos, m);
      gives_check = king_attacked (pos);
      /* Check extension: a check that does not lose material by static
       * exchange is searched a ply deeper (with many queens and amazons,
       * extending every check would never end). */
      if (gives_check && ply < FT_SEARCH_MAX_PLY / 2)
        {
          gboolean safe;
          ft_position_unmake_move (pos);
          safe = ft_see (pos, m) >= 0;
          ft_position_make_move (pos, m);
          new_depth += safe;
        }
      if (quiet)
        {
          if (quiets_tried < FT_SEARCH_QUIETS_KEPT)
            w->quiets[ply][quiets_tried] = m;
          quiets_tried++;
        }

      if (i == 0)
        score = -search (w, new_depth, -beta, -alpha, ply + 1, TRUE);
      else
        {
          int reduction = 0;
          /* Late-move reductions for quiet moves ordered late and for
           * captures that lose material by static exchange: more the
           * deeper and the later, less on the principal variation, for
           * killers, checks and moves with a good history. */
          if (depth >= 3 && i >= 2 && !in_check && ply > 0
              && (quiet || ft_move_picker_last_is_bad_capture (&picker)))
            {
              reduction = lmr_reduction (depth, i + 1);
              reduction -= is_pv;
              reduction += !improving;
              reduction -= gives_check;
              reduction -= ft_history_is_killer (&w->history, ply, m);
              reduction -= history / 5000;
              reduction = CLAMP (reduction, 0, new_depth - 1);
            }
          score = -search (w, new_depth - reduction, -alpha - 1, -alpha, ply + 1, TRUE);
          if (score > alpha && reduction > 0)
            score = -search (w, new_depth, -alpha - 1, -alpha, ply + 1, TRUE);
          if (score > alpha && score < beta)
            score = -search (w, new_depth, -beta, -alpha, ply + 1, TRUE);
        }
      ft_position_unmake_move (pos);
      if (w->stopped)
        return 0;

      if (score > best)
        {
          best = score;
          best_move = m;
          if (score > alpha)
            {
              alpha = score;
              update_pv (w, ply, m);
              if (ply == 0)
                {
                  w->root_best = m;
                  w->root_best_score = score;
                }
              if (score >= beta)
                {
                  if (quiet)
                    ft_history_record_cutoff (&w->history, pos, m, depth, ply, w->quiets[ply],
                                              MIN (quiets_tried - 1, FT_SEARCH_QUIETS_KEPT));
                  break;
                }
            }
        }
    }

  ft_tt_store (tt, pos->hash, best_move, score_to_tt (best, ply), depth,
               best >= beta ? FT_TT_LOWER : best > original_alpha ? FT_TT_EXACT : FT_TT_UPPER);
  return best;
}

int
ft_search_root (FtSearchWorker *w, int depth, int alpha, int beta)
{
  return search (w, depth, alpha, beta, 0, FALSE);
}
