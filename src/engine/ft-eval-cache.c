/* ft-eval-cache.c — see ft-eval-cache.h. */
#include "ft-eval-cache.h"

#include <string.h>

void
ft_eval_cache_clear (FtEvalCache *cache)
{
  memset (cache->slots, 0, sizeof cache->slots);
}

void
ft_eval_cache_prepare (FtEvalCache *cache, const FtPosition *pos, const FtEvalOptions *options)
{
  if (cache->options.noise == options->noise && cache->options.noise_seed == options->noise_seed
      && cache->rules == pos->rules && cache->files == pos->files && cache->ranks == pos->ranks
      && cache->custom_count == pos->custom_count && cache->fog == pos->fog)
    return;
  ft_eval_cache_clear (cache);
  cache->options = *options;
  cache->rules = pos->rules;
  cache->files = pos->files;
  cache->ranks = pos->ranks;
  cache->custom_count = pos->custom_count;
  cache->fog = pos->fog;
}
