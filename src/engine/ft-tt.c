/* ft-tt.c — a bucketed transposition table, shared by the search's threads
 * without locks (see ft-tt.h). Each bucket holds four slots; a store
 * replaces the same key, else the slot that is shallowest and from an older
 * search.
 *
 * The slots are mapped from the system directly rather than taken from
 * malloc: a table freed (or cleared) then goes back to the system at once.
 * From malloc it could stay in the heap of the worker thread that made it —
 * the window lost some 30 MB that way with each table it replaced — and a
 * clear by memset would make every page resident before any search. */
#define _DEFAULT_SOURCE /* MAP_ANONYMOUS and madvise() under -std=c11 */

#include "ft-tt.h"

#include <string.h>
#include <sys/mman.h>

#define BUCKET_SIZE 4

/* One slot: the entry's fields packed into data, and the key XORed with it.
 * Both words are read and written whole (relaxed atomics: plain moves on
 * 64-bit machines). */
typedef struct {
  guint64 check; /* key ^ data */
  guint64 data;  /* move | score << 32 | depth << 48 | bound_and_age << 56 */
} Slot;

struct _FtTt {
  Slot *slots;
  gsize bucket_mask; /* number of buckets - 1 (a power of two) */
  gsize megabytes;
  guint8 generation; /* 0..63 */
};

static inline guint64
pack (FtMove move, int score, int depth, guint8 bound_and_age)
{
  return (guint64) move | (guint64) (guint16) score << 32 | (guint64) (guint8) depth << 48
         | (guint64) bound_and_age << 56;
}

static inline void
unpack (guint64 key, guint64 data, FtTtEntry *entry)
{
  entry->key = key;
  entry->move = (FtMove) (data & 0xffffffffu);
  entry->score = (gint16) (guint16) (data >> 32);
  entry->depth = (gint8) (guint8) (data >> 48);
  entry->bound_and_age = (guint8) (data >> 56);
}

/* A slot read whole; TRUE if it holds key. */
static inline gboolean
read_slot (const Slot *slot, guint64 key, guint64 *data)
{
  guint64 check = __atomic_load_n (&slot->check, __ATOMIC_RELAXED);

  *data = __atomic_load_n (&slot->data, __ATOMIC_RELAXED);
  return (check ^ *data) == key;
}

static inline void
write_slot (Slot *slot, guint64 key, guint64 data)
{
  __atomic_store_n (&slot->check, key ^ data, __ATOMIC_RELAXED);
  __atomic_store_n (&slot->data, data, __ATOMIC_RELAXED);
}

FtTt *
ft_tt_new (gsize megabytes)
{
  FtTt *tt = g_new0 (FtTt, 1);
  gsize bytes = MAX (megabytes, 1) * 1024 * 1024;
  gsize buckets = 1;
  void *slots;

  while (buckets * 2 * BUCKET_SIZE * sizeof (Slot) <= bytes)
    buckets *= 2;
  tt->bucket_mask = buckets - 1;
  tt->megabytes = MAX (megabytes, 1);
  /* Zero pages, resident only once written. */
  slots = mmap (NULL, ft_tt_get_bytes (tt), PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
  if (slots == MAP_FAILED)
    g_error ("cannot map a transposition table of %" G_GSIZE_FORMAT " MB", tt->megabytes);
  tt->slots = slots;
  return tt;
}

void
ft_tt_free (FtTt *tt)
{
  if (tt == NULL)
    return;
  munmap (tt->slots, ft_tt_get_bytes (tt));
  g_free (tt);
}

void
ft_tt_clear (FtTt *tt)
{
  /* Zero again without touching a page: they are given back and read as
   * zeros until written. */
  if (madvise (tt->slots, ft_tt_get_bytes (tt), MADV_DONTNEED) != 0)
    memset (tt->slots, 0, ft_tt_get_bytes (tt));
  tt->generation = 0;
}

gsize
ft_tt_size_mb (const FtTt *tt)
{
  return tt->megabytes;
}

gsize
ft_tt_get_bytes (const FtTt *tt)
{
  return (tt->bucket_mask + 1) * BUCKET_SIZE * sizeof (Slot);
}

void
ft_tt_new_search (FtTt *tt)
{
  tt->generation = (tt->generation + 1) & 63;
}

static inline Slot *
bucket_of (const FtTt *tt, guint64 key)
{
  return tt->slots + (gsize) ((key >> 17) & tt->bucket_mask) * BUCKET_SIZE;
}

gboolean
ft_tt_probe (const FtTt *tt, guint64 key, FtTtEntry *entry)
{
  const Slot *bucket = bucket_of (tt, key);
  guint64 data;

  for (int i = 0; i < BUCKET_SIZE; i++)
    if (read_slot (&bucket[i], key, &data) && (data >> 56 & 3) != FT_TT_NONE)
      {
        unpack (key, data, entry);
        return TRUE;
      }
  return FALSE;
}

void
ft_tt_store (FtTt *tt, guint64 key, FtMove move, int score, int depth, FtTtBound bound)
{
  Slot *bucket = bucket_of (tt, key);
  Slot *victim = NULL;
  gboolean same_key = FALSE;
  FtTtEntry old = { 0 };
  int victim_worth = G_MAXINT;

  for (int i = 0; i < BUCKET_SIZE; i++)
    {
      guint64 data;
      FtTtEntry e;

      if (read_slot (&bucket[i], key, &data) || (data >> 56 & 3) == FT_TT_NONE)
        {
          victim = &bucket[i];
          same_key = (data >> 56 & 3) != FT_TT_NONE;
          unpack (key, data, &old);
          break;
        }
      unpack (0, data, &e);
      /* Entries of older searches count as much shallower. */
      int age = (tt->generation - (e.bound_and_age >> 2)) & 63;
      int worth = e.depth - 4 * age;
      if (worth < victim_worth)
        {
          victim_worth = worth;
          victim = &bucket[i];
        }
    }

  if (same_key)
    {
      /* Keep the old best move when the new result has none. */
      if (move == FT_MOVE_NONE)
        move = old.move;
      /* Do not overwrite a deeper exact result of this search for the same
       * key with a shallow bound. */
      if (bound != FT_TT_EXACT && old.depth > depth + 2 && (old.bound_and_age >> 2) == tt->generation)
        return;
    }
  write_slot (victim, key,
              pack (move, CLAMP (score, -32000, 32000), CLAMP (depth, -1, 127),
                    (guint8) (bound | (tt->generation << 2))));
}
