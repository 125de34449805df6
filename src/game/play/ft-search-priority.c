/* ft-search-priority.c — see ft-search-priority.h. */
#define _DEFAULT_SOURCE /* syscall () under -std=c11 */
#include "config.h"

#include <errno.h>
#include <sys/resource.h>
#include <sys/syscall.h>
#include <unistd.h>

#include "ft-search-priority.h"

/* setpriority () on a thread's own id changes only that thread on Linux;
 * elsewhere the call names the process, which is not what is wanted, so
 * it is left out there. */
#ifdef __linux__
static id_t
current_thread_id (void)
{
  return (id_t) syscall (SYS_gettid);
}
#endif

int
ft_search_priority_get_current_thread (void)
{
#ifdef __linux__
  int nice_value;

  errno = 0;
  nice_value = getpriority (PRIO_PROCESS, current_thread_id ());
  return errno == 0 ? nice_value : 0;
#else
  return 0;
#endif
}

int
ft_search_priority_lower_current_thread (void)
{
#ifdef __linux__
  int process_nice, target;

  /* The main thread's (its id is the process's): "0" would name this one. */
  errno = 0;
  process_nice = getpriority (PRIO_PROCESS, (id_t) getpid ());
  if (errno != 0)
    return ft_search_priority_get_current_thread ();
  target = MIN (process_nice + FT_SEARCH_NICE, 19);
  /* A pool thread that searched before is already there. */
  if (ft_search_priority_get_current_thread () < target)
    (void) setpriority (PRIO_PROCESS, current_thread_id (), target);
#endif
  return ft_search_priority_get_current_thread ();
}
