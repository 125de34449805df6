/* ft-eval-cache.h — the search's cache of static evaluations (internal to
 * the engine).
 *
 * The search meets the same position again and again (transpositions,
 * re-searches, the next iteration); evaluating it is two thirds of the
 * search's time. Each worker keeps the scores of the positions it evaluated
 * last, keyed by the Zobrist hash: one slot per key modulo the size, the
 * newest wins. A score depends only on the position and the evaluation
 * options (ft-eval.h says so), so a hit gives exactly what ft_eval() would:
 * the search visits the same nodes, only faster. The cache is emptied when
 * the options or the kind of game change.
 */
#pragma once

#include "ft-eval.h"

G_BEGIN_DECLS

#define FT_EVAL_CACHE_SLOTS 32768 /* 512 KB a worker */

typedef struct {
  guint64 key; /* the position's hash; 0 = empty */
  gint32 score;
  gint32 unused;
} FtEvalCacheSlot;

typedef struct {
  FtEvalCacheSlot slots[FT_EVAL_CACHE_SLOTS];
  /* What the scores were computed with. */
  FtEvalOptions options;
  FtRules rules;
  guint8 files, ranks, custom_count, fog;
} FtEvalCache;

/* Empties the cache unless it holds scores of this kind of game with these
 * options. */
void ft_eval_cache_prepare (FtEvalCache *cache, const FtPosition *pos, const FtEvalOptions *options);
void ft_eval_cache_clear (FtEvalCache *cache);

/* ft_eval (pos, options), from the cache when it has it. */
static inline int
ft_eval_cached (FtEvalCache *cache, const FtPosition *pos, const FtEvalOptions *options)
{
  FtEvalCacheSlot *slot = &cache->slots[pos->hash & (FT_EVAL_CACHE_SLOTS - 1)];

  if (slot->key == pos->hash && pos->hash != 0)
    return slot->score;
  slot->key = pos->hash;
  slot->score = ft_eval (pos, options);
  return slot->score;
}

G_END_DECLS
