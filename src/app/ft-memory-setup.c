/* ft-memory-setup.c — see ft-memory-setup.h. */
#include "config.h"

#include <stdlib.h> /* defines __GLIBC__ with glibc */
#ifdef __GLIBC__
#include <malloc.h>
#endif

#include "ft-memory-setup.h"

/* glibc's initial threshold, kept fixed. */
#define MMAP_THRESHOLD (128 * 1024)

void
ft_memory_setup (void)
{
#ifdef __GLIBC__
  mallopt (M_MMAP_THRESHOLD, MMAP_THRESHOLD);
#endif
}
