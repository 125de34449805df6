/* ft-memory-setup.h — how the window's process allocates memory.
 *
 * glibc serves a block of 128 KB or more with mmap () and gives it back
 * when freed, but raises that threshold to the size of each such block
 * freed (up to 32 MB): after that, the window's large short-lived blocks
 * (images, node arrays, the search's snapshots) come from the heap, whose
 * freed pages stay resident. Keeping the threshold at 128 KB gave the heap
 * back 3 MB after a 40-ply hard game (8.7 → 5.7 MB, 61.8 → 58.5 MB
 * resident) with the same frame times (docs/performance.md). Elsewhere than
 * glibc it does nothing.
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* Call first thing in main (), before any thread starts. */
void ft_memory_setup (void);

G_END_DECLS
