/* ft-memory-setup.h — how the window's process allocates memory.
 *
 * glibc serves a block of 128 KB or more with mmap () and gives it back
 * when freed (raising that threshold to the size of each such block freed,
 * unless the thresholds are set). GTK 4.8's X11 cairo context paints each
 * frame into a new image the size of the frame's damage and frees it: as
 * an mmap () of its own, every page of it was faulted in again in every
 * frame that painted much (a move's landing, its first frame: 30–40 % of
 * their processor time, docs/performance.md, "A move's first frame"). The
 * thresholds are fixed at 8 MB (mmap) and 4 MB (the heap's free top kept),
 * so that the images come from the heap and reuse its pages; 128 KB had
 * given the heap back 3 MB after a 40-ply hard game. Elsewhere than glibc
 * it does nothing.
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* Call first thing in main (), before any thread starts. */
void ft_memory_setup (void);

G_END_DECLS
