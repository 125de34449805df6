/* ft-search-worker.h — the parts of the searcher (internal to the engine).
 *
 *   ft-searcher.c   FtSearcher: its options and the entry point
 *                   ft_searcher_search()
 *   ft-search-threads.c  the helper threads of Lazy SMP
 *   ft-deepening.c  iterative deepening with aspiration windows, one worker
 *   ft-search.c     the tree: principal variation search and quiescence
 *   ft-movepick.c   move ordering, killers and history
 *   ft-timeman.c    the time plan
 *   ft-tt.c         the transposition table
 *
 * An FtSearchWorker holds everything one searching thread touches while it
 * searches — its copy of the position, node count, per-ply move lists,
 * ordering scores, killers, history and principal variation — allocated
 * once with the searcher, so the hot paths never allocate. What the workers
 * share (the table, the level, the stop flag, the clock) is in FtSearcher.
 *
 * Lazy SMP: with several threads, worker 0 (the main one) searches and
 * reports as alone; the helpers search the same position at once on their
 * own threads, sharing only the transposition table, and skip some depths
 * so that they run ahead of it; what they store there speeds the main
 * worker. When the main worker ends, the helpers are stopped.
 */
#pragma once

#include "ft-eval-cache.h"
#include "ft-movepick.h"
#include "ft-search.h"
#include "ft-timeman.h"
#include "ft-tt.h"

G_BEGIN_DECLS

#define FT_SEARCH_QUIETS_KEPT 64
#define FT_SCORE_NONE (-FT_SCORE_INFINITE)

typedef struct {
  FtSearcher *searcher;
  guint index;    /* 0: the main worker; helpers 1, 2, … */
  GThread *thread; /* a helper's, while it searches */

  /* State of the running search. */
  FtPosition pos;
  gboolean stopped;
  guint64 nodes;
  guint64 published_nodes; /* nodes, stored atomically every 256 for the main worker */
  int seldepth;
  FtMove root_best;
  int root_best_score;
  const FtMoveList *root_filter; /* FtSearchLimits.root_moves */
  /* MultiPV: the lines of the search, best first; while line pv_index is
   * searched the moves of the lines before it are left out at the root. */
  FtSearchInfo *lines; /* lines_allocated of them */
  guint lines_allocated;
  guint n_lines;
  guint pv_index;
  FtSearchInfo result; /* the last completed iteration's best line */

  FtHistory history;
  FtEvalCache eval_cache;
  /* By ply: the static evaluation (FT_SCORE_NONE in check), and the quiet
   * moves searched so far (the first FT_SEARCH_QUIETS_KEPT), which lose
   * history when a later quiet move cuts off. */
  int static_eval[FT_SEARCH_MAX_PLY];
  FtMove quiets[FT_SEARCH_MAX_PLY][FT_SEARCH_QUIETS_KEPT];
  FtMove pv[FT_SEARCH_MAX_PLY][FT_SEARCH_MAX_PLY];
  int pv_length[FT_SEARCH_MAX_PLY];
  FtMoveList lists[FT_SEARCH_MAX_PLY];
  int order[FT_SEARCH_MAX_PLY][FT_MAX_MOVES];
} FtSearchWorker;

struct _FtSearcher {
  FtTt *tt;
  FtLevel level;
  int depth_cap; /* 0 = none */
  guint64 level_nodes; /* the level's node cap of a search, 0 = none */
  FtEvalOptions eval_options;

  /* Set for each search by ft_searcher_search(). */
  const FtSearchLimits *limits;
  const gint *stop;     /* the caller's stop flag, or NULL */
  guint64 node_limit;   /* 0 = none; per thread */
  FtTimeManager time;
  gint abort;           /* atomic: the main worker is done, helpers stop */

  FtSearchWorker **workers; /* n_workers of them; workers[0] is the main one */
  guint n_workers;
};

/* ft-search.c: searches the worker's position to depth within (alpha, beta)
 * at the root; sets root_best, the principal variation and the node count. */
int ft_search_root (FtSearchWorker *w, int depth, int alpha, int beta);

/* Keep the root moves that are in FtSearchLimits.root_moves (if given)
 * and not the first move of a line ranked before the one searched. */
void ft_search_filter_root_moves (FtSearchWorker *w);

/* ft-deepening.c: iterative deepening of the worker's position (set up by
 * the caller) until a limit or a stop; its best line goes to w->result.
 * info_func (may be NULL) gets the lines of each completed iteration. */
void ft_search_worker_iterate (FtSearchWorker *w, FtSearchInfoFunc info_func, gpointer user_data);

/* Nodes searched so far: the worker's, and for the main worker those of
 * all the search's threads. */
guint64 ft_search_worker_nodes (const FtSearchWorker *w);

/* ft-search-threads.c: the workers of a searcher. */
FtSearchWorker *ft_search_worker_new (FtSearcher *searcher, guint index);
void ft_search_worker_free (FtSearchWorker *w);
/* Starts the helpers (workers 1…) on their threads, on positions prepared
 * by the caller. */
void ft_search_threads_start (FtSearcher *s);
/* Stops the helpers and waits for them. */
void ft_search_threads_finish (FtSearcher *s);
/* The worker whose result the search plays: the one that completed the
 * deepest iteration (the main worker among equals). */
const FtSearchWorker *ft_search_threads_best (const FtSearcher *s);

G_END_DECLS
