/* bench-busy.h — threads that keep processors busy at the search's
 * priority, as the computer's search does while it thinks: the machine
 * as busy as during a game, for the floors of the bench's figures
 * (frame-floor, wake-floor). */
#pragma once

#include <glib.h>

typedef struct _BenchBusy BenchBusy;

/* Starts n spinning threads (nice FT_SEARCH_NICE); n may be 0. */
BenchBusy *bench_busy_start (int n);
/* Stops and joins them, and frees busy. */
void bench_busy_stop (BenchBusy *busy);
