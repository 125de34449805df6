/* ft-tt.h — the transposition table: search results keyed by the position's
 * Zobrist hash (pos->hash). Allocated once at its size in megabytes; probing
 * and storing never allocate.
 *
 * Shared by the threads of a search (Lazy SMP) without locks: each slot is
 * two 64-bit words, the data and the key XORed with the data, each written
 * and read whole. A slot torn by two threads writing at once no longer
 * matches its key, so a probe never returns one thread's key with another's
 * data (Hyatt and Mann's lockless hashing).
 */
#pragma once

#include "ft-types.h"

G_BEGIN_DECLS

typedef enum {
  FT_TT_NONE = 0,
  FT_TT_UPPER = 1, /* score is an upper bound (fail low) */
  FT_TT_LOWER = 2, /* score is a lower bound (fail high) */
  FT_TT_EXACT = 3,
} FtTtBound;

/* An entry as probed: a copy, checked against its key. */
typedef struct {
  guint64 key;
  FtMove move;
  gint16 score;
  gint8 depth;
  guint8 bound_and_age; /* bound in the low two bits, search generation above */
} FtTtEntry;

typedef struct _FtTt FtTt;

FtTt *ft_tt_new (gsize megabytes);
void ft_tt_free (FtTt *tt);
void ft_tt_clear (FtTt *tt);
gsize ft_tt_size_mb (const FtTt *tt);
/* The bytes of its slots (at most its size in megabytes). */
gsize ft_tt_get_bytes (const FtTt *tt);
/* Starts a new search generation: older entries are replaced first. Call it
 * before the search's threads start. */
void ft_tt_new_search (FtTt *tt);
/* Copies the entry for key into *entry: FALSE if there is none. */
gboolean ft_tt_probe (const FtTt *tt, guint64 key, FtTtEntry *entry);
void ft_tt_store (FtTt *tt, guint64 key, FtMove move, int score, int depth, FtTtBound bound);

G_END_DECLS
