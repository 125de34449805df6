/* ft-search-worker.h — the parts of the searcher (internal to the engine).
 *
 *   ft-searcher.c   FtSearcher: its options and the entry point
 *                   ft_searcher_search()
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
 */
#pragma once

#include "ft-movepick.h"
#include "ft-search.h"
#include "ft-timeman.h"
#include "ft-tt.h"

G_BEGIN_DECLS

typedef struct {
  FtSearcher *searcher;

  /* State of the running search. */
  FtPosition pos;
  gboolean stopped;
  guint64 nodes;
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

  FtHistory history;
  FtMove pv[FT_SEARCH_MAX_PLY][FT_SEARCH_MAX_PLY];
  int pv_length[FT_SEARCH_MAX_PLY];
  FtMoveList lists[FT_SEARCH_MAX_PLY];
  int order[FT_SEARCH_MAX_PLY][FT_MAX_MOVES];
} FtSearchWorker;

struct _FtSearcher {
  FtTt *tt;
  FtLevel level;
  int depth_cap; /* 0 = none */
  FtEvalOptions eval_options;

  /* Set for each search by ft_searcher_search(). */
  const FtSearchLimits *limits;
  const gint *stop;     /* the caller's stop flag, or NULL */
  guint64 node_limit;   /* 0 = none */
  FtTimeManager time;

  FtSearchWorker *main_worker;
};

/* ft-search.c: searches the worker's position to depth within (alpha, beta)
 * at the root; sets root_best, the principal variation and the node count. */
int ft_search_root (FtSearchWorker *w, int depth, int alpha, int beta);

/* Keep the root moves that are in FtSearchLimits.root_moves (if given)
 * and not the first move of a line ranked before the one searched. */
void ft_search_filter_root_moves (FtSearchWorker *w);

/* ft-deepening.c: iterative deepening of the worker's position (set up by
 * the caller); returns the move to play and fills result. */
FtMove ft_search_worker_iterate (FtSearchWorker *w, FtSearchInfoFunc info_func, gpointer user_data,
                                 FtSearchInfo *result);

G_END_DECLS
