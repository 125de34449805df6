/* ft-memory-setup.c — see ft-memory-setup.h. */
#include "config.h"

#include <stdlib.h> /* defines __GLIBC__ with glibc */
#ifdef __GLIBC__
#include <malloc.h>
#endif

#include "ft-memory-setup.h"

/* Blocks under this come from the heap: every frame's paint image (GTK
 * 4.8's X11 cairo context makes one the size of the frame's damage, up to
 * the window's: 2.3 MB at 802×729, 4.6 MB at 1280×900)… */
#define MMAP_THRESHOLD (8 * 1024 * 1024)
/* …and a free block at the heap's top up to this size stays, so that the
 * next frame's image reuses its pages instead of faulting them in again. */
#define TRIM_THRESHOLD (4 * 1024 * 1024)

void
ft_memory_setup (void)
{
#ifdef __GLIBC__
  mallopt (M_MMAP_THRESHOLD, MMAP_THRESHOLD);
  mallopt (M_TRIM_THRESHOLD, TRIM_THRESHOLD);
#endif
}
