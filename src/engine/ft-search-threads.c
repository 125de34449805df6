/* ft-search-threads.c — Lazy SMP: the helper threads of a search and the
 * workers they search with (see ft-search-worker.h).
 *
 * Helpers are started for each search and joined at its end (a thread
 * costs some tens of microseconds, against searches of milliseconds to
 * minutes); each keeps its worker — history, killers, move lists — between
 * searches, as the main worker does.
 */
#include "ft-search-worker.h"

FtSearchWorker *
ft_search_worker_new (FtSearcher *searcher, guint index)
{
  FtSearchWorker *w = g_new0 (FtSearchWorker, 1);

  w->searcher = searcher;
  w->index = index;
  w->lines = g_new0 (FtSearchInfo, 1);
  w->lines_allocated = 1;
  return w;
}

void
ft_search_worker_free (FtSearchWorker *w)
{
  if (w == NULL)
    return;
  g_free (w->lines);
  g_free (w);
}

void
ft_searcher_set_threads (FtSearcher *s, guint threads)
{
  threads = CLAMP (threads, 1, FT_SEARCH_MAX_THREADS);
  if (threads == s->n_workers)
    return;
  for (guint i = threads; i < s->n_workers; i++)
    ft_search_worker_free (s->workers[i]);
  s->workers = g_renew (FtSearchWorker *, s->workers, threads);
  for (guint i = s->n_workers; i < threads; i++)
    s->workers[i] = ft_search_worker_new (s, i);
  s->n_workers = threads;
}

guint
ft_searcher_get_threads (const FtSearcher *s)
{
  return s->n_workers;
}

static gpointer
helper_main (gpointer data)
{
  FtSearchWorker *w = data;

  ft_search_worker_iterate (w, NULL, NULL);
  return NULL;
}

void
ft_search_threads_start (FtSearcher *s)
{
  g_atomic_int_set (&s->abort, 0);
  for (guint i = 1; i < s->n_workers; i++)
    s->workers[i]->thread = g_thread_new ("fourteen-search", helper_main, s->workers[i]);
}

void
ft_search_threads_finish (FtSearcher *s)
{
  g_atomic_int_set (&s->abort, 1);
  for (guint i = 1; i < s->n_workers; i++)
    if (s->workers[i]->thread != NULL)
      {
        g_thread_join (s->workers[i]->thread);
        s->workers[i]->thread = NULL;
      }
}

const FtSearchWorker *
ft_search_threads_best (const FtSearcher *s)
{
  const FtSearchWorker *best = s->workers[0];

  /* With several lines the main worker's ranking stands. */
  if (s->workers[0]->n_lines > 1)
    return best;
  for (guint i = 1; i < s->n_workers; i++)
    {
      const FtSearchWorker *w = s->workers[i];

      if (w->result.best_move != FT_MOVE_NONE && w->result.depth > best->result.depth)
        best = w;
    }
  return best;
}

guint64
ft_search_worker_nodes (const FtSearchWorker *w)
{
  const FtSearcher *s = w->searcher;
  guint64 nodes = w->nodes;

  if (w->index == 0)
    for (guint i = 1; i < s->n_workers; i++)
      nodes += __atomic_load_n (&s->workers[i]->published_nodes, __ATOMIC_RELAXED);
  return nodes;
}
