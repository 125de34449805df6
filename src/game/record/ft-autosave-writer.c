/* ft-autosave-writer.c — see ft-autosave-writer.h. */
#include "ft-autosave-writer.h"

#include "ft-autosave.h"

typedef struct
{
  guint64 serial;
  char *path;
  char *text; /* NULL: remove path */
} Request;

/* What the main context is told of a request done; holds the writer's
 * shared part, which outlives the writer until the last one is told. */
typedef struct _Shared Shared;

struct _FtAutosaveWriter
{
  Shared *shared;
  GThread *thread;
  GAsyncQueue *requests; /* Request *; a NULL path ends the thread */
  guint64 last;          /* the last serial given (main thread) */
};

struct _Shared
{
  gatomicrefcount refs;
  GMutex lock;
  GCond cond;
  guint64 done_serial;   /* under lock: the last request done on disk */
  gboolean closed;       /* main thread only: the writer was freed */
  FtAutosaveDone done;
  gpointer data;
  GMainContext *context;
};

typedef struct
{
  Shared *shared;
  guint64 serial;
  GError *error;
} Report;

static Shared *
shared_ref (Shared *shared)
{
  g_atomic_ref_count_inc (&shared->refs);
  return shared;
}

static void
shared_unref (Shared *shared)
{
  if (!g_atomic_ref_count_dec (&shared->refs))
    return;
  g_mutex_clear (&shared->lock);
  g_cond_clear (&shared->cond);
  g_main_context_unref (shared->context);
  g_free (shared);
}

static void
request_free (Request *request)
{
  g_free (request->path);
  g_free (request->text);
  g_free (request);
}

static void
report_free (gpointer data)
{
  Report *report = data;

  g_clear_error (&report->error);
  shared_unref (report->shared);
  g_free (report);
}

static gboolean
report_cb (gpointer data)
{
  Report *report = data;

  if (!report->shared->closed)
    report->shared->done (report->serial, report->error, report->shared->data);
  return G_SOURCE_REMOVE;
}

static gpointer
write_thread (gpointer data)
{
  FtAutosaveWriter *self = data;
  Request *request;

  while ((request = g_async_queue_pop (self->requests))->path != NULL)
    {
      Report *report = g_new0 (Report, 1);
      GSource *source;

      if (request->text != NULL)
        ft_autosave_write (request->path, request->text, &report->error);
      else
        ft_autosave_remove (request->path, &report->error);
      g_mutex_lock (&self->shared->lock);
      self->shared->done_serial = request->serial;
      g_cond_broadcast (&self->shared->cond);
      g_mutex_unlock (&self->shared->lock);
      report->shared = shared_ref (self->shared);
      report->serial = request->serial;
      /* Not g_main_context_invoke (): it would run report_cb here when
       * no thread owns the context. */
      source = g_idle_source_new ();
      g_source_set_priority (source, G_PRIORITY_DEFAULT);
      g_source_set_callback (source, report_cb, report, report_free);
      g_source_attach (source, self->shared->context);
      g_source_unref (source);
      request_free (request);
    }
  request_free (request);
  return NULL;
}

FtAutosaveWriter *
ft_autosave_writer_new (FtAutosaveDone done, gpointer data)
{
  FtAutosaveWriter *self = g_new0 (FtAutosaveWriter, 1);

  g_return_val_if_fail (done != NULL, NULL);
  self->shared = g_new0 (Shared, 1);
  g_atomic_ref_count_init (&self->shared->refs);
  g_mutex_init (&self->shared->lock);
  g_cond_init (&self->shared->cond);
  self->shared->done = done;
  self->shared->data = data;
  self->shared->context = g_main_context_ref_thread_default ();
  self->requests = g_async_queue_new ();
  self->thread = g_thread_new ("fourteen-autosave", write_thread, self);
  return self;
}

static guint64
push (FtAutosaveWriter *self, const char *path, const char *text)
{
  Request *request = g_new0 (Request, 1);

  request->serial = ++self->last;
  request->path = g_strdup (path);
  request->text = g_strdup (text);
  /* The request belongs to the writer's thread once pushed. */
  g_async_queue_push (self->requests, request);
  return self->last;
}

guint64
ft_autosave_writer_write (FtAutosaveWriter *self, const char *path, const char *text)
{
  g_return_val_if_fail (self != NULL && path != NULL && text != NULL, 0);
  return push (self, path, text);
}

guint64
ft_autosave_writer_remove (FtAutosaveWriter *self, const char *path)
{
  g_return_val_if_fail (self != NULL && path != NULL, 0);
  return push (self, path, NULL);
}

guint64
ft_autosave_writer_get_last (FtAutosaveWriter *self)
{
  g_return_val_if_fail (self != NULL, 0);
  return self->last;
}

void
ft_autosave_writer_flush (FtAutosaveWriter *self)
{
  g_return_if_fail (self != NULL);

  g_mutex_lock (&self->shared->lock);
  while (self->shared->done_serial < self->last)
    g_cond_wait (&self->shared->cond, &self->shared->lock);
  g_mutex_unlock (&self->shared->lock);
}

void
ft_autosave_writer_free (FtAutosaveWriter *self)
{
  if (self == NULL)
    return;
  /* The end marker: a request without a path, after every other. */
  g_async_queue_push (self->requests, g_new0 (Request, 1));
  g_thread_join (self->thread);
  g_async_queue_unref (self->requests);
  self->shared->closed = TRUE;
  shared_unref (self->shared);
  g_free (self);
}
