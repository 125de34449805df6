/* ft-tt.c — a bucketed transposition table. Each bucket holds four entries;
 * a store replaces the same key, else the entry that is shallowest and from
 * an older search. */
#include "ft-tt.h"

#include <string.h>

#define BUCKET_SIZE 4

struct _FtTt {
  FtTtEntry *entries;
  gsize bucket_mask; /* number of buckets - 1 (a power of two) */
  gsize megabytes;
  guint8 generation; /* 0..63 */
};

FtTt *
ft_tt_new (gsize megabytes)
{
  FtTt *tt = g_new0 (FtTt, 1);
  gsize bytes = MAX (megabytes, 1) * 1024 * 1024;
  gsize buckets = 1;

  while (buckets * 2 * BUCKET_SIZE * sizeof (FtTtEntry) <= bytes)
    buckets *= 2;
  tt->entries = g_new0 (FtTtEntry, buckets * BUCKET_SIZE);
  tt->bucket_mask = buckets - 1;
  tt->megabytes = MAX (megabytes, 1);
  return tt;
}

void
ft_tt_free (FtTt *tt)
{
  if (tt == NULL)
    return;
  g_free (tt->entries);
  g_free (tt);
}

void
ft_tt_clear (FtTt *tt)
{
  memset (tt->entries, 0, (tt->bucket_mask + 1) * BUCKET_SIZE * sizeof (FtTtEntry));
  tt->generation = 0;
}

gsize
ft_tt_size_mb (const FtTt *tt)
{
  return tt->megabytes;
}

void
ft_tt_new_search (FtTt *tt)
{
  tt->generation = (tt->generation + 1) & 63;
}

static inline FtTtEntry *
bucket_of (const FtTt *tt, guint64 key)
{
  return tt->entries + (gsize) ((key >> 17) & tt->bucket_mask) * BUCKET_SIZE;
}

const FtTtEntry *
ft_tt_probe (const FtTt *tt, guint64 key)
{
  FtTtEntry *bucket = bucket_of (tt, key);

  for (int i = 0; i < BUCKET_SIZE; i++)
    if (bucket[i].key == key && (bucket[i].bound_and_age & 3) != FT_TT_NONE)
      return &bucket[i];
  return NULL;
}

void
ft_tt_store (FtTt *tt, guint64 key, FtMove move, int score, int depth, FtTtBound bound)
{
  FtTtEntry *bucket = bucket_of (tt, key);
  FtTtEntry *victim = NULL;
  int victim_worth = G_MAXINT;

  for (int i = 0; i < BUCKET_SIZE; i++)
    {
      FtTtEntry *e = &bucket[i];
      if (e->key == key || (e->bound_and_age & 3) == FT_TT_NONE)
        {
          victim = e;
          break;
        }
      /* Entries of older searches count as much shallower. */
      int age = (tt->generation - (e->bound_and_age >> 2)) & 63;
      int worth = e->depth - 4 * age;
      if (worth < victim_worth)
        {
          victim_worth = worth;
          victim = e;
        }
    }

  /* Keep the old best move when the new result has none. */
  if (move == FT_MOVE_NONE && victim->key == key)
    move = victim->move;
  /* Do not overwrite a deeper exact result of this search for the same key
   * with a shallow bound. */
  if (victim->key == key && bound != FT_TT_EXACT && victim->depth > depth + 2
      && (victim->bound_and_age >> 2) == tt->generation)
    return;

  victim->key = key;
  victim->move = move;
  victim->score = (gint16) CLAMP (score, -32000, 32000);
  victim->depth = (gint8) CLAMP (depth, -1, 127);
  victim->bound_and_age = (guint8) (bound | (tt->generation << 2));
}
