/* ft-search-priority.h — the computer's searches yield to the interface.
 *
 * A search keeps a processor busy for seconds; the window's main loop needs
 * a millisecond or two in every frame. Called on the thread that is about to
 * search, this lowers that thread's scheduling priority (nice +5, Linux:
 * threads have their own nice value), so that the main loop and the X
 * server get a processor first when the machine is busy, while the search
 * still gets a fair share (a nice-5 thread gets a quarter of a processor
 * against one busy nice-0 program, not the tenth of nice 10).
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* How much lower a search runs than the interface. */
#define FT_SEARCH_NICE 5

/* Lowers the calling thread's priority to FT_SEARCH_NICE above the
 * process's own (never raises it: an unprivileged thread cannot take it
 * back). Returns the thread's nice value afterwards. */
int ft_search_priority_lower_current_thread (void);

/* The calling thread's nice value. */
int ft_search_priority_get_current_thread (void);

G_END_DECLS
