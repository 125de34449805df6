/* ft-autosave-writer.h — the autosave's writes and removals on a thread of
 * their own, in the order they were asked for, so that a move's write and
 * fsync (10–30 ms on this machine's disk) keep off the main thread's frame
 * path (docs/performance.md, "A move's arrival").
 *
 * Each request gets a serial; when it is done (on disk, synced and
 * renamed, or removed; or failed, with its error) `done` runs on the main
 * context the writer was made in, in the order of the serials. The
 * writer's thread never touches the game: the caller hands it the text.
 * ft_autosave_writer_flush () waits until every request made so far is
 * done on disk (their `done` calls still come from the main loop).
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

typedef struct _FtAutosaveWriter FtAutosaveWriter;

typedef void (*FtAutosaveDone) (guint64 serial, const GError *error, gpointer data);

FtAutosaveWriter *ft_autosave_writer_new (FtAutosaveDone done, gpointer data);
/* Waits for what was asked (ft_autosave_writer_flush), then frees: no
 * `done` runs after it. */
void ft_autosave_writer_free (FtAutosaveWriter *self);

/* ft_autosave_write (path, text) on the thread: its serial. */
guint64 ft_autosave_writer_write (FtAutosaveWriter *self, const char *path, const char *text);
/* ft_autosave_remove (path) on the thread: its serial. */
guint64 ft_autosave_writer_remove (FtAutosaveWriter *self, const char *path);
void ft_autosave_writer_flush (FtAutosaveWriter *self);
/* The serial of the last request made (0: none). */
guint64 ft_autosave_writer_get_last (FtAutosaveWriter *self);

G_END_DECLS
