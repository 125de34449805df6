/* ft-marks.h — named time marks around the work a move sets off on the
 * main thread, for the benchmarks (docs/performance.md, "A move's
 * arrival").
 *
 * Nothing is measured until a sink is set (the frame bench sets one): then
 * each ft_mark_end() hands the sink the mark's name, its wall-clock span
 * and the calling thread's processor time in it. Without a sink a mark
 * costs one load of a global and a branch.
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* The mark around everything a move sets off on the main thread, from the
 * moment a player's move reaches the session until the session returns. */
#define FT_MARK_ARRIVAL "a move's arrival, all of it"
/* Around the showing of moves that waited for their autosave to be on
 * disk (the keeper's "autosaved"), and around the board's animation start. */
#define FT_MARK_SHOWN "a move shown once on disk (\"autosaved\"), all of it"
#define FT_MARK_ANIMATION_STARTS "board view: the animation starts"

typedef struct
{
  gint64 wall_us; /* g_get_monotonic_time (); 0: no sink was set */
  gint64 cpu_ns;  /* the calling thread's processor time */
} FtMark;

/* `name` is a static string; `begin` and `end` the mark's two ends. */
typedef void (*FtMarkSink) (const char *name, const FtMark *begin, const FtMark *end, gpointer data);

void ft_marks_set_sink (FtMarkSink sink, gpointer data);
gboolean ft_marks_enabled (void);
FtMark ft_mark_begin (void);
void ft_mark_end (const char *name, const FtMark *begin);
FtMark ft_mark_now (void);

G_END_DECLS
