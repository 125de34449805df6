/* ft-deepening.c — iterative deepening of one search worker: depth 1, 2, …
 * each iteration seeding the next through the transposition table, from
 * depth 5 inside an aspiration window around the last score. Decides when to
 * stop deepening (time, a proven mate, a lone legal move) and which move to
 * play when a search is stopped mid-iteration.
 */
#include "ft-search-worker.h"

#include <string.h>

static void
fill_info (FtSearchWorker *w, FtSearchInfo *info, int depth, int score)
{
  info->best_move = w->root_best;
  info->score = score;
  info->depth = depth;
  info->seldepth = w->seldepth;
  info->nodes = w->nodes;
  info->time_ms = ft_time_manager_elapsed_ms (&w->searcher->time);
  info->pv_length = w->pv_length[0];
  memcpy (info->pv, w->pv[0], w->pv_length[0] * sizeof (FtMove));
  if (info->pv_length == 0 || info->pv[0] != w->root_best)
    {
      info->pv[0] = w->root_best;
      info->pv_length = w->root_best != FT_MOVE_NONE ? 1 : 0;
    }
}

/* One iteration: a window around the last score, widened (doubled) on each
 * fail until the score falls inside. */
static int
aspiration (FtSearchWorker *w, int depth, int last_score)
{
  int window = 40;
  int alpha = -FT_SCORE_INFINITE;
  int beta = FT_SCORE_INFINITE;
  int score;

  if (depth >= 5 && last_score > -FT_SCORE_MATE_BOUND && last_score < FT_SCORE_MATE_BOUND)
    {
      alpha = last_score - window;
      beta = last_score + window;
    }
  w->seldepth = 0;
  for (;;)
    {
      score = ft_search_root (w, depth, alpha, beta);
      if (w->stopped)
        break;
      if (score <= alpha)
        {
          alpha = MAX (alpha - window, -FT_SCORE_INFINITE);
          window *= 2;
        }
      else if (score >= beta)
        {
          beta = MIN (beta + window, FT_SCORE_INFINITE);
          window *= 2;
        }
      else
        break;
      if (window > 1000)
        {
          alpha = -FT_SCORE_INFINITE;
          beta = FT_SCORE_INFINITE;
        }
    }
  return score;
}

FtMove
ft_search_worker_iterate (FtSearchWorker *w, FtSearchInfoFunc info_func, gpointer user_data,
                          FtSearchInfo *result)
{
  const FtSearcher *s = w->searcher;
  const FtSearchLimits *limits = s->limits;
  FtSearchInfo info = { 0 };
  FtMoveList *root_moves = &w->lists[0];
  FtMovePicker picker;
  int max_depth = FT_SEARCH_MAX_PLY - 4;
  int completed_depth = 0;
  int completed_score = 0;
  FtMove completed_best;

  if (limits->depth > 0)
    max_depth = MIN (limits->depth, max_depth);
  if (s->depth_cap > 0)
    max_depth = MIN (max_depth, s->depth_cap);

  /* The root's moves, ordered once so that a search stopped at once still
   * has a sensible answer. */
  ft_position_generate_legal (&w->pos, root_moves);
  if (w->root_filter != NULL)
    ft_search_filter_root_moves (w);
  if (root_moves->count == 0)
    {
      if (result != NULL)
        {
          memset (result, 0, sizeof *result);
          result->score = ft_position_in_check (&w->pos) ? -FT_SCORE_MATE : 0;
        }
      return FT_MOVE_NONE;
    }
  ft_move_picker_init (&picker, &w->pos, root_moves, w->order[0], FT_MOVE_NONE, &w->history, 0);
  w->root_best = ft_move_picker_next (&picker);
  w->root_best_score = 0;
  completed_best = w->root_best;

  for (int depth = 1; depth <= max_depth; depth++)
    {
      int score = aspiration (w, depth, completed_score);

      if (w->stopped)
        {
          /* A better root move found in the unfinished iteration is kept
           * (it was searched with the previous best as its bound). */
          if (w->root_best != completed_best && w->root_best_score > completed_score)
            completed_best = w->root_best;
          break;
        }

      completed_depth = depth;
      completed_score = score;
      completed_best = w->root_best;
      fill_info (w, &info, depth, score);
      if (info_func != NULL)
        info_func (&info, user_data);

      /* Only one legal move: no need to think under a clock. */
      if (root_moves->count == 1 && ft_time_manager_is_planned (&s->time))
        break;
      /* A mate found and proven within this depth. */
      if ((score > FT_SCORE_MATE_BOUND || score < -FT_SCORE_MATE_BOUND)
          && FT_SCORE_MATE - ABS (score) <= depth && !limits->infinite)
        break;
      /* Not enough time left for another iteration. */
      if (ft_time_manager_stop_deepening (&s->time))
        break;
    }

  w->root_best = completed_best;
  fill_info (w, &info, completed_depth, completed_score);
  if (result != NULL)
    *result = info;
  return completed_best;
}
