/* ft-searcher.c — FtSearcher: the transposition table, the level and the
 * search workers, and the entry point ft_searcher_search() that sets up a
 * search and runs it (see ft-search-worker.h for the other parts).
 */
#include "ft-search-worker.h"

#include "ft-levels.h"

#include <stdio.h>
#include <string.h>

FtSearcher *
ft_searcher_new (gsize hash_mb)
{
  FtSearcher *s = g_new0 (FtSearcher, 1);
  s->tt = ft_tt_new (hash_mb);
  s->level = FT_LEVEL_HARD;
  ft_searcher_set_threads (s, 1);
  return s;
}

void
ft_searcher_free (FtSearcher *searcher)
{
  if (searcher == NULL)
    return;
  ft_tt_free (searcher->tt);
  for (guint i = 0; i < searcher->n_workers; i++)
    ft_search_worker_free (searcher->workers[i]);
  g_free (searcher->workers);
  g_free (searcher);
}

void
ft_searcher_set_hash_size (FtSearcher *searcher, gsize hash_mb)
{
  if (hash_mb == ft_tt_size_mb (searcher->tt))
    return;
  ft_tt_free (searcher->tt);
  searcher->tt = ft_tt_new (hash_mb);
}

gsize
ft_searcher_get_memory (const FtSearcher *searcher, gsize *table_bytes)
{
  gsize table = ft_tt_get_bytes (searcher->tt);
  gsize workers = 0;

  for (guint i = 0; i < searcher->n_workers; i++)
    workers += sizeof (FtSearchWorker) + searcher->workers[i]->lines_allocated * sizeof (FtSearchInfo);
  if (table_bytes != NULL)
    *table_bytes = table;
  return sizeof *searcher + table + workers;
}

void
ft_searcher_clear (FtSearcher *searcher)
{
  ft_tt_clear (searcher->tt);
  for (guint i = 0; i < searcher->n_workers; i++)
    {
      ft_history_clear (&searcher->workers[i]->history);
      ft_eval_cache_clear (&searcher->workers[i]->eval_cache);
    }
}

void
ft_searcher_set_level (FtSearcher *searcher, FtLevel level, guint64 seed)
{
  searcher->level = ft_level_is_valid (level) ? level : FT_LEVEL_TOP;
  searcher->eval_options.noise_seed = seed * G_GUINT64_CONSTANT (0x9e3779b97f4a7c15) + 1;
}

/* The level's caps and noise for a game under `rules`: the searching
 * levels' depth and nodes (the human-like ones cap each of their searches
 * themselves, ft-level-move.c), and every level's noise. */
static void
apply_level (FtSearcher *searcher, FtRules rules)
{
  const FtLevelPlay *play = ft_level_chess_play (searcher->level, rules);
  gboolean search = play->mode == FT_LEVEL_MODE_SEARCH;

  searcher->depth_cap = search ? play->depth : 0;
  searcher->level_nodes = search ? play->nodes : 0;
  searcher->eval_options.noise = play->noise;
}

FtEvalOptions
ft_searcher_get_eval_options (FtSearcher *searcher, FtRules rules)
{
  apply_level (searcher, rules);
  return searcher->eval_options;
}

char *
ft_search_score_to_string (int score, char *buf)
{
  if (score > FT_SCORE_MATE_BOUND)
    g_snprintf (buf, 16, "mate %d", (FT_SCORE_MATE - score + 1) / 2);
  else if (score < -FT_SCORE_MATE_BOUND)
    g_snprintf (buf, 16, "mate %d", -(FT_SCORE_MATE + score) / 2);
  else
    g_snprintf (buf, 16, "cp %d", score);
  return buf;
}

/* A worker's state at the start of a search of pos. */
static void
worker_prepare (FtSearchWorker *w, const FtPosition *pos, const FtSearchLimits *limits)
{
  w->pos = *pos;
  w->stopped = FALSE;
  w->nodes = 0;
  w->seldepth = 0;
  w->root_best = FT_MOVE_NONE;
  w->root_best_score = 0;
  w->root_filter = limits->root_moves;
  /* Helpers search one line: they only feed the table. */
  w->n_lines = w->index == 0 ? CLAMP (limits->multipv, 1, FT_SEARCH_MAX_MULTIPV) : 1;
  w->pv_index = 0;
  if (w->n_lines > w->lines_allocated)
    {
      /* Once per larger MultiPV, never while searching. */
      w->lines = g_renew (FtSearchInfo, w->lines, w->n_lines);
      w->lines_allocated = w->n_lines;
    }
  memset (w->lines, 0, w->n_lines * sizeof *w->lines);
  memset (&w->result, 0, sizeof w->result);
  ft_eval_cache_prepare (&w->eval_cache, pos, &w->searcher->eval_options);
  w->published_nodes = 0;
  memset (w->pv_length, 0, sizeof w->pv_length);
  ft_history_new_search (&w->history);
}

FtMove
ft_searcher_search (FtSearcher *s, const FtPosition *pos, const FtSearchLimits *limits,
                    FtSearchInfoFunc info_func, gpointer user_data, const gint *stop,
                    FtSearchInfo *result)
{
  const FtSearchWorker *best;

  s->limits = limits;
  s->stop = stop;
  apply_level (s, pos->rules);
  s->node_limit = limits->nodes;
  if (s->level_nodes > 0 && (s->node_limit == 0 || s->level_nodes < s->node_limit))
    s->node_limit = s->level_nodes;
  for (guint i = 0; i < s->n_workers; i++)
    worker_prepare (s->workers[i], pos, limits);
  ft_tt_new_search (s->tt);
  ft_time_manager_start (&s->time, limits);

  ft_search_threads_start (s);
  ft_search_worker_iterate (s->workers[0], info_func, user_data);
  ft_search_threads_finish (s);

  best = ft_search_threads_best (s);
  if (result != NULL)
    {
      *result = best->result;
      result->nodes = ft_search_worker_nodes (s->workers[0]);
      result->time_ms = ft_time_manager_elapsed_ms (&s->time);
    }
  s->limits = NULL;
  return best->result.best_move;
}
