/* ft-analysis.c — see ft-analysis.h.
 *
 * Each ft_analysis_start() makes a Run: its own copy of the position, its
 * stop flag and its worker thread, which searches with the analysis's
 * searcher (only one run uses it at a time: a run is stopped and its thread
 * joined before the next starts; the search polls its stop flag every 256
 * nodes, so that takes well under a millisecond). The worker collects the
 * lines of each depth and hands them to the main context in an Update,
 * which holds a weak reference to the analysis: an update of a stopped run,
 * or of an analysis already gone, is dropped.
 */
#include "config.h"

#include <string.h>

#include "ft-analysis.h"
#include "ft-search-priority.h"

#define DEFAULT_HASH_MB 8
#define MAX_THREADS 64

typedef struct {
  gatomicrefcount ref;
  GMainContext *context;
  GWeakRef analysis;
  FtSearcher *searcher; /* the analysis's, lent for the run */
  FtPosition *pos;
  FtSearchLimits limits;
  gint stop; /* atomic */
  GThread *thread;
  GArray *pending; /* FtAnalysisLine of the depth being reported (worker) */
} Run;

struct _FtAnalysis {
  GObject parent_instance;

  guint multipv;
  guint threads;
  guint hash_mb;

  FtSearcher *searcher;
  Run *run; /* the running (or last) run */
  gboolean running;
  int depth;
  FtColour side_to_move;
  GArray *lines; /* FtAnalysisLine */
};

enum {
  PROP_0,
  PROP_MULTIPV,
  PROP_THREADS,
  PROP_HASH_SIZE,
  PROP_RUNNING,
  PROP_DEPTH,
  N_PROPS
};

enum {
  SIGNAL_UPDATED,
  SIGNAL_FINISHED,
  N_SIGNALS
};

static GParamSpec *properties[N_PROPS];
static guint signals[N_SIGNALS];

G_DEFINE_FINAL_TYPE (FtAnalysis, ft_analysis, G_TYPE_OBJECT)

/* ---- Runs (the worker thread's side) ------------------------------------ */

static Run *
run_ref (Run *run)
{
  g_atomic_ref_count_inc (&run->ref);
  return run;
}

static void
run_unref (Run *run)
{
  if (!g_atomic_ref_count_dec (&run->ref))
    return;
  g_main_context_unref (run->context);
  g_weak_ref_clear (&run->analysis);
  g_free (run->pos);
  g_array_unref (run->pending);
  g_free (run);
}

typedef struct {
  Run *run;
  GArray *lines; /* NULL: the run has finished */
} Update;

static void
update_free (gpointer data)
{
  Update *update = data;

  run_unref (update->run);
  g_clear_pointer (&update->lines, g_array_unref);
  g_free (update);
}

static gboolean deliver_update (gpointer data);

static void
post_update (Run *run, GArray *lines)
{
  Update *update = g_new0 (Update, 1);

  GSource *source = g_idle_source_new ();

  update->run = run_ref (run);
  update->lines = lines;
  /* Always through a source: g_main_context_invoke() would call it right
   * here, on the worker, whenever the main context is not busy. Sources of
   * one priority run in the order they were attached, so the updates keep
   * theirs. */
  g_source_set_priority (source, G_PRIORITY_DEFAULT);
  g_source_set_callback (source, deliver_update, update, update_free);
  g_source_set_static_name (source, "[fourteen] analysis update");
  g_source_attach (source, run->context);
  g_source_unref (source);
}

/* FtSearchInfoFunc on the worker: collect a depth's lines, post them whole. */
static void
on_search_info (const FtSearchInfo *info, gpointer user_data)
{
  Run *run = user_data;
  FtAnalysisLine line = { 0 };

  line.rank = info->multipv;
  line.score = info->score;
  line.depth = info->depth;
  line.seldepth = info->seldepth;
  line.nodes = info->nodes;
  line.time_ms = info->time_ms;
  line.n_moves = MIN (info->pv_length, G_N_ELEMENTS (line.moves));
  memcpy (line.moves, info->pv, line.n_moves * sizeof (FtMove));
  g_array_append_val (run->pending, line);
  if (info->multipv >= info->n_lines)
    {
      post_update (run, g_array_copy (run->pending));
      g_array_set_size (run->pending, 0);
    }
}

static gpointer
run_thread (gpointer data)
{
  Run *run = data;

  ft_search_priority_lower_current_thread (); /* the window's frames first */
  ft_searcher_search (run->searcher, run->pos, &run->limits, on_search_info, run, &run->stop, NULL);
  post_update (run, NULL);
  return NULL;
}

/* ---- The main context's side --------------------------------------------- */

static void
set_running (FtAnalysis *self, gboolean running)
{
  if (self->running == running)
    return;
  self->running = running;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_RUNNING]);
}

static gboolean
deliver_update (gpointer data)
{
  Update *update = data;
  g_autoptr (FtAnalysis) self = g_weak_ref_get (&update->run->analysis);

  /* Dropped: the analysis is gone, stopped, or started again since. */
  if (self == NULL || self->run != update->run || g_atomic_int_get (&update->run->stop))
    return G_SOURCE_REMOVE;
  if (update->lines == NULL)
    {
      set_running (self, FALSE);
      g_signal_emit (self, signals[SIGNAL_FINISHED], 0);
      return G_SOURCE_REMOVE;
    }
  g_array_set_size (self->lines, 0);
  g_array_append_vals (self->lines, update->lines->data, update->lines->len);
  if (self->depth != g_array_index (self->lines, FtAnalysisLine, 0).depth)
    {
      self->depth = g_array_index (self->lines, FtAnalysisLine, 0).depth;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_DEPTH]);
    }
  g_signal_emit (self, signals[SIGNAL_UPDATED], 0);
  return G_SOURCE_REMOVE;
}

/* Stops the run and waits for its thread (a fraction of a millisecond). */
static void
end_run (FtAnalysis *self)
{
  Run *run = self->run;

  if (run == NULL)
    return;
  g_atomic_int_set (&run->stop, 1);
  if (run->thread != NULL)
    g_thread_join (run->thread);
  self->run = NULL;
  run_unref (run);
}

void
ft_analysis_stop (FtAnalysis *self)
{
  g_return_if_fail (FT_IS_ANALYSIS (self));

  end_run (self);
  set_running (self, FALSE);
}

gboolean
ft_analysis_start (FtAnalysis *self, const FtPosition *pos, gint64 movetime_ms, int max_depth)
{
  FtMoveList *moves;
  Run *run;
  gboolean has_move;

  g_return_val_if_fail (FT_IS_ANALYSIS (self), FALSE);
  g_return_val_if_fail (pos != NULL, FALSE);

  end_run (self);
  g_array_set_size (self->lines, 0);
  if (self->depth != 0)
    {
      self->depth = 0;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_DEPTH]);
    }
  moves = g_new (FtMoveList, 1);
  ft_position_generate_legal (pos, moves);
  has_move = moves->count > 0;
  g_free (moves);
  if (!has_move || pos->fog)
    {
      set_running (self, FALSE);
      return FALSE;
    }

  if (self->searcher == NULL)
    self->searcher = ft_searcher_new (self->hash_mb);
  ft_searcher_set_hash_size (self->searcher, self->hash_mb);
  ft_searcher_set_threads (self->searcher, self->threads);
  ft_searcher_set_level (self->searcher, FT_LEVEL_HARD, 0);
  self->side_to_move = pos->side_to_move;

  run = g_new0 (Run, 1);
  g_atomic_ref_count_init (&run->ref);
  run->context = g_main_context_ref_thread_default ();
  g_weak_ref_init (&run->analysis, self);
  run->searcher = self->searcher;
  run->pos = g_memdup2 (pos, sizeof *pos);
  run->limits.remaining_ms = -1;
  run->limits.movetime_ms = MAX (movetime_ms, 0);
  run->limits.depth = MAX (max_depth, 0);
  run->limits.infinite = movetime_ms <= 0 && max_depth <= 0;
  run->limits.multipv = self->multipv;
  run->pending = g_array_new (FALSE, FALSE, sizeof (FtAnalysisLine));
  self->run = run;
  /* The thread's reference is the Run's first one, dropped by end_run(). */
  run->thread = g_thread_new ("fourteen-analysis", run_thread, run);
  set_running (self, TRUE);
  return TRUE;
}

guint
ft_analysis_get_n_lines (FtAnalysis *self)
{
  g_return_val_if_fail (FT_IS_ANALYSIS (self), 0);
  return self->lines->len;
}

const FtAnalysisLine *
ft_analysis_get_line (FtAnalysis *self, guint index)
{
  g_return_val_if_fail (FT_IS_ANALYSIS (self), NULL);
  g_return_val_if_fail (index < self->lines->len, NULL);
  return &g_array_index (self->lines, FtAnalysisLine, index);
}

FtColour
ft_analysis_get_side_to_move (FtAnalysis *self)
{
  g_return_val_if_fail (FT_IS_ANALYSIS (self), FT_WHITE);
  return self->side_to_move;
}

gboolean
ft_analysis_get_white_score (FtAnalysis *self, int *score)
{
  int best;

  g_return_val_if_fail (FT_IS_ANALYSIS (self), FALSE);
  if (self->lines->len == 0)
    return FALSE;
  best = g_array_index (self->lines, FtAnalysisLine, 0).score;
  *score = self->side_to_move == FT_WHITE ? best : -best;
  return TRUE;
}

gboolean
ft_analysis_score_is_mate (int score, int *moves)
{
  if (score > FT_SCORE_MATE_BOUND)
    *moves = (FT_SCORE_MATE - score + 1) / 2;
  else if (score < -FT_SCORE_MATE_BOUND)
    *moves = -(FT_SCORE_MATE + score) / 2;
  else
    return FALSE;
  return TRUE;
}

char *
ft_analysis_format_white_score (int white_score, char *buf)
{
  int moves;

  if (ft_analysis_score_is_mate (white_score, &moves))
    g_snprintf (buf, 16, "#%d", moves);
  else
    g_snprintf (buf, 16, "%s%d.%02d", white_score > 0 ? "+" : white_score < 0 ? "-" : "",
                ABS (white_score) / 100, ABS (white_score) % 100);
  return buf;
}

gboolean
ft_analysis_is_running (FtAnalysis *self)
{
  g_return_val_if_fail (FT_IS_ANALYSIS (self), FALSE);
  return self->running;
}

int
ft_analysis_get_depth (FtAnalysis *self)
{
  g_return_val_if_fail (FT_IS_ANALYSIS (self), 0);
  return self->depth;
}

guint
ft_analysis_get_multipv (FtAnalysis *self)
{
  g_return_val_if_fail (FT_IS_ANALYSIS (self), 1);
  return self->multipv;
}

void
ft_analysis_set_multipv (FtAnalysis *self, guint multipv)
{
  g_return_if_fail (FT_IS_ANALYSIS (self));
  multipv = CLAMP (multipv, 1, FT_SEARCH_MAX_MULTIPV);
  if (self->multipv == multipv)
    return;
  self->multipv = multipv;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_MULTIPV]);
}

guint
ft_analysis_get_threads (FtAnalysis *self)
{
  g_return_val_if_fail (FT_IS_ANALYSIS (self), 1);
  return self->threads;
}

void
ft_analysis_set_threads (FtAnalysis *self, guint threads)
{
  g_return_if_fail (FT_IS_ANALYSIS (self));
  threads = CLAMP (threads, 1, MAX_THREADS);
  if (self->threads == threads)
    return;
  self->threads = threads;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_THREADS]);
}

guint
ft_analysis_get_hash_size (FtAnalysis *self)
{
  g_return_val_if_fail (FT_IS_ANALYSIS (self), DEFAULT_HASH_MB);
  return self->hash_mb;
}

void
ft_analysis_set_hash_size (FtAnalysis *self, guint hash_mb)
{
  g_return_if_fail (FT_IS_ANALYSIS (self));
  hash_mb = CLAMP (hash_mb, 1, 4096);
  if (self->hash_mb == hash_mb)
    return;
  self->hash_mb = hash_mb;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_HASH_SIZE]);
}

/* ---- GObject ---------------------------------------------------------------- */

FtAnalysis *
ft_analysis_new (void)
{
  return g_object_new (FT_TYPE_ANALYSIS, NULL);
}

static void
ft_analysis_dispose (GObject *object)
{
  FtAnalysis *self = FT_ANALYSIS (object);

  end_run (self);
  G_OBJECT_CLASS (ft_analysis_parent_class)->dispose (object);
}

static void
ft_analysis_finalize (GObject *object)
{
  FtAnalysis *self = FT_ANALYSIS (object);

  ft_searcher_free (self->searcher);
  g_array_unref (self->lines);
  G_OBJECT_CLASS (ft_analysis_parent_class)->finalize (object);
}

static void
ft_analysis_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  FtAnalysis *self = FT_ANALYSIS (object);

  switch (prop_id)
    {
    case PROP_MULTIPV: g_value_set_uint (value, self->multipv); break;
    case PROP_THREADS: g_value_set_uint (value, self->threads); break;
    case PROP_HASH_SIZE: g_value_set_uint (value, self->hash_mb); break;
    case PROP_RUNNING: g_value_set_boolean (value, self->running); break;
    case PROP_DEPTH: g_value_set_int (value, self->depth); break;
    default: G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
ft_analysis_set_property (GObject *object, guint prop_id, const GValue *value, GParamSpec *pspec)
{
  FtAnalysis *self = FT_ANALYSIS (object);

  switch (prop_id)
    {
    case PROP_MULTIPV: ft_analysis_set_multipv (self, g_value_get_uint (value)); break;
    case PROP_THREADS: ft_analysis_set_threads (self, g_value_get_uint (value)); break;
    case PROP_HASH_SIZE: ft_analysis_set_hash_size (self, g_value_get_uint (value)); break;
    default: G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
ft_analysis_class_init (FtAnalysisClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  const GParamFlags rw = G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS;
  const GParamFlags ro = G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS;

  object_class->dispose = ft_analysis_dispose;
  object_class->finalize = ft_analysis_finalize;
  object_class->get_property = ft_analysis_get_property;
  object_class->set_property = ft_analysis_set_property;

  properties[PROP_MULTIPV] = g_param_spec_uint ("multipv", NULL, NULL, 1, FT_SEARCH_MAX_MULTIPV, 1, rw);
  properties[PROP_THREADS] = g_param_spec_uint ("threads", NULL, NULL, 1, MAX_THREADS, 1, rw);
  properties[PROP_HASH_SIZE] = g_param_spec_uint ("hash-size", NULL, NULL, 1, 4096, DEFAULT_HASH_MB, rw);
  properties[PROP_RUNNING] = g_param_spec_boolean ("running", NULL, NULL, FALSE, ro);
  properties[PROP_DEPTH] = g_param_spec_int ("depth", NULL, NULL, 0, G_MAXINT, 0, ro);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /* After each completed depth, with all its lines (main context). */
  signals[SIGNAL_UPDATED] = g_signal_new ("updated", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                                          NULL, NULL, NULL, G_TYPE_NONE, 0);
  /* When a search with a time or depth limit has ended by itself. */
  signals[SIGNAL_FINISHED] = g_signal_new ("finished", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                                           NULL, NULL, NULL, G_TYPE_NONE, 0);
}

static void
ft_analysis_init (FtAnalysis *self)
{
  self->multipv = 1;
  self->threads = 1;
  self->hash_mb = DEFAULT_HASH_MB;
  self->lines = g_array_new (FALSE, FALSE, sizeof (FtAnalysisLine));
}
