/* ft-deepening.c — iterative deepening of one search worker: depth 1, 2, …
 * each iteration seeding the next through the transposition table, from
 * depth 5 inside an aspiration window around the last score. With MultiPV
 * each iteration searches the best line, then the best line without its
 * first move, and so on. Decides when to stop deepening (time, a proven
 * mate, a lone legal move) and which move to play when a search is stopped
 * mid-iteration.
 */
#include "ft-search-worker.h"

#include <string.h>

/* The worker's principal variation as line info (rank set by the caller). */
static void
fill_info (FtSearchWorker *w, FtSearchInfo *info, int depth, int score)
{
  info->best_move = w->root_best;
  info->score = score;
  info->depth = depth;
  info->seldepth = w->seldepth;
  info->nodes = ft_search_worker_nodes (w);
  info->time_ms = ft_time_manager_elapsed_ms (&w->searcher->time);
  info->pv_length = w->pv_length[0];
  memcpy (info->pv, w->pv[0], w->pv_length[0] * sizeof (FtMove));
  if (info->pv_length == 0 || info->pv[0] != w->root_best)
    {
      info->pv[0] = w->root_best;
      info->pv_length = w->root_best != FT_MOVE_NONE ? 1 : 0;
    }
  info->n_lines = w->n_lines;
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

/* MultiPV: lines 2… of an iteration, after the best one. Each leaves out
 * the first moves of the lines before it. FALSE if stopped. */
static gboolean
search_other_lines (FtSearchWorker *w, int depth)
{
  for (w->pv_index = 1; w->pv_index < w->n_lines; w->pv_index++)
    {
      FtSearchInfo *line = &w->lines[w->pv_index];
      int score;

      w->root_best = FT_MOVE_NONE;
      score = aspiration (w, depth, line->score);
      if (w->stopped)
        break;
      fill_info (w, line, depth, score);
    }
  w->pv_index = 0;
  if (w->stopped)
    return FALSE;
  /* Best first (a later line may have scored higher on a deeper look). */
  for (guint i = 1; i < w->n_lines; i++)
    for (guint j = i; j > 0 && w->lines[j].score > w->lines[j - 1].score; j--)
      {
        FtSearchInfo t = w->lines[j];
        w->lines[j] = w->lines[j - 1];
        w->lines[j - 1] = t;
      }
  return TRUE;
}

static void
report_lines (FtSearchWorker *w, FtSearchInfoFunc info_func, gpointer user_data)
{
  for (guint i = 0; i < w->n_lines; i++)
    {
      w->lines[i].multipv = i + 1;
      w->lines[i].nodes = ft_search_worker_nodes (w);
      w->lines[i].time_ms = ft_time_manager_elapsed_ms (&w->searcher->time);
      if (info_func != NULL)
        info_func (&w->lines[i], user_data);
    }
}

/* The root moves, ordered once so that a search stopped at once still has
 * a sensible answer. Returns how many there are. */
static guint
prepare_root (FtSearchWorker *w)
{
  FtMoveList *root_moves = &w->lists[0];
  FtMovePicker picker;

  ft_position_generate_legal (&w->pos, root_moves);
  if (w->root_filter != NULL)
    ft_search_filter_root_moves (w);
  if (root_moves->count == 0)
    return 0;
  ft_move_picker_init (&picker, &w->pos, root_moves, w->order[0], FT_MOVE_NONE, &w->history, 0);
  w->root_best = ft_move_picker_next (&picker);
  w->root_best_score = 0;
  w->n_lines = MIN (w->n_lines, root_moves->count);
  return root_moves->count;
}

/* Lazy SMP: does helper number index leave out this depth? Helper k
 * searches in runs of 1 + (k - 1) / 2 depths, every other run, shifted by
 * k: the helpers spread over the depths, most of them ahead of the main
 * worker, so that their table entries are there when it arrives. */
static gboolean
helper_skips (guint index, int depth)
{
  guint run = 1 + (index - 1) / 2;

  return index > 0 && ((guint) depth + index) / run % 2 == 1;
}

void
ft_search_worker_iterate (FtSearchWorker *w, FtSearchInfoFunc info_func, gpointer user_data)
{
  const FtSearcher *s = w->searcher;
  const FtSearchLimits *limits = s->limits;
  int max_depth = FT_SEARCH_MAX_PLY - 4;
  guint n_root_moves;
  int completed_depth = 0;
  int completed_score = 0;
  FtMove completed_best;

  if (limits->depth > 0)
    max_depth = MIN (limits->depth, max_depth);
  if (s->depth_cap > 0)
    max_depth = MIN (max_depth, s->depth_cap);

  n_root_moves = prepare_root (w);
  if (n_root_moves == 0)
    {
      memset (&w->result, 0, sizeof w->result);
      w->result.score = ft_position_in_check (&w->pos) ? -FT_SCORE_MATE : 0;
      return;
    }
  completed_best = w->root_best;

  for (int depth = 1; depth <= max_depth; depth++)
    {
      int score;

      if (helper_skips (w->index, depth))
        continue;
      w->pv_index = 0;
      score = aspiration (w, depth, completed_score);
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
      fill_info (w, &w->lines[0], depth, score);
      if (w->n_lines > 1)
        {
          if (!search_other_lines (w, depth))
            break; /* the best line of this depth stands */
          completed_best = w->lines[0].best_move;
          completed_score = score = w->lines[0].score;
        }
      report_lines (w, info_func, user_data);

      /* Only one legal move: no need to think under a clock. */
      if (n_root_moves == 1 && ft_time_manager_is_planned (&s->time))
        break;
      /* A mate found and proven within this depth. */
      if ((score > FT_SCORE_MATE_BOUND || score < -FT_SCORE_MATE_BOUND)
          && FT_SCORE_MATE - ABS (score) <= depth && !limits->infinite)
        break;
      /* Not enough time left for another iteration (the main worker
       * decides; helpers search on until it ends). */
      if (w->index == 0 && ft_time_manager_stop_deepening (&s->time))
        break;
    }

  w->root_best = completed_best;
  fill_info (w, &w->result, completed_depth, completed_score);
  w->result.multipv = 1;
}
