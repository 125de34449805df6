/* test-analysis.c — FtAnalysis: lines streamed as the search deepens, on
 * the caller's main context; stopped at once; restarted; mates; what it
 * refuses; dropped while it runs. */
#include "config.h"

#include <string.h>

#include "ft-analysis.h"
#include "ft-fen.h"

typedef struct {
  GMainLoop *loop;
  GArray *depths; /* int: the depth of each update */
  guint updates;
  guint finished;
  guint running_notifies;
  const FtPosition *pos; /* the lines' moves must be legal in it */
  guint expected_lines;
} Watch;

static FtPosition *
position_from_fen (const char *fen, FtRules rules)
{
  FtPosition *pos = g_new (FtPosition, 1);
  g_autoptr (GError) error = NULL;

  if (!ft_fen_parse (fen, rules, pos, &error))
    g_error ("bad test FEN %s: %s", fen, error->message);
  return pos;
}

static gboolean
legal (const FtPosition *pos, FtMove move)
{
  FtMoveList *list = g_new (FtMoveList, 1);
  gboolean found = FALSE;

  ft_position_generate_legal (pos, list);
  for (guint i = 0; i < list->count; i++)
    found |= list->moves[i] == move;
  g_free (list);
  return found;
}

static void
on_updated (FtAnalysis *analysis, Watch *watch)
{
  guint n = ft_analysis_get_n_lines (analysis);
  int depth = ft_analysis_get_depth (analysis);

  g_assert_true (g_main_context_is_owner (g_main_context_default ()));
  g_assert_true (ft_analysis_is_running (analysis));
  g_assert_cmpuint (n, ==, watch->expected_lines);
  for (guint i = 0; i < n; i++)
    {
      const FtAnalysisLine *line = ft_analysis_get_line (analysis, i);

      g_assert_cmpuint (line->rank, ==, i + 1);
      g_assert_cmpint (line->depth, ==, depth);
      g_assert_cmpuint (line->n_moves, >=, 1);
      g_assert_true (legal (watch->pos, line->moves[0]));
      if (i > 0)
        {
          g_assert_cmpint (line->score, <=, ft_analysis_get_line (analysis, i - 1)->score);
          g_assert_cmpuint (line->moves[0], !=, ft_analysis_get_line (analysis, i - 1)->moves[0]);
        }
    }
  g_array_append_val (watch->depths, depth);
  watch->updates++;
}

static void
on_finished (FtAnalysis *analysis, Watch *watch)
{
  g_assert_false (ft_analysis_is_running (analysis));
  watch->finished++;
  if (watch->loop != NULL)
    g_main_loop_quit (watch->loop);
}

static void
on_running (GObject *object, GParamSpec *pspec, Watch *watch)
{
  watch->running_notifies++;
}

static void
watch_init (Watch *watch, FtAnalysis *analysis, const FtPosition *pos, guint lines)
{
  memset (watch, 0, sizeof *watch);
  watch->loop = g_main_loop_new (NULL, FALSE);
  watch->depths = g_array_new (FALSE, FALSE, sizeof (int));
  watch->pos = pos;
  watch->expected_lines = lines;
  g_signal_connect (analysis, "updated", G_CALLBACK (on_updated), watch);
  g_signal_connect (analysis, "finished", G_CALLBACK (on_finished), watch);
  g_signal_connect (analysis, "notify::running", G_CALLBACK (on_running), watch);
}

static void
watch_clear (Watch *watch, FtAnalysis *analysis)
{
  g_signal_handlers_disconnect_by_data (analysis, watch);
  g_main_loop_unref (watch->loop);
  g_array_unref (watch->depths);
}

/* Runs the main context for ms milliseconds. */
static void
spin (guint ms)
{
  gint64 end = g_get_monotonic_time () + ms * 1000;

  while (g_get_monotonic_time () < end)
    g_main_context_iteration (NULL, FALSE);
}

/* A depth-limited analysis reports every depth in order, three lines each,
 * then finishes. */
static void
test_streams_lines (void)
{
  g_autoptr (FtAnalysis) analysis = ft_analysis_new ();
  FtPosition *pos = g_new (FtPosition, 1);
  Watch watch;

  ft_position_set_standard_start (pos);
  ft_analysis_set_multipv (analysis, 3);
  g_assert_cmpuint (ft_analysis_get_multipv (analysis), ==, 3);
  watch_init (&watch, analysis, pos, 3);
  g_assert_true (ft_analysis_start (analysis, pos, 0, 5));
  g_assert_true (ft_analysis_is_running (analysis));
  g_main_loop_run (watch.loop);
  g_assert_cmpuint (watch.finished, ==, 1);
  g_assert_cmpuint (watch.updates, ==, 5);
  for (guint i = 0; i < watch.depths->len; i++)
    g_assert_cmpint (g_array_index (watch.depths, int, i), ==, (int) i + 1);
  g_assert_cmpuint (watch.running_notifies, ==, 2);
  g_assert_cmpuint (ft_analysis_get_n_lines (analysis), ==, 3);
  g_assert_cmpint (ft_analysis_get_side_to_move (analysis), ==, FT_WHITE);
  watch_clear (&watch, analysis);
  g_free (pos);
}

/* stop() ends it at once: nothing is emitted afterwards. */
static void
test_stops_at_once (void)
{
  g_autoptr (FtAnalysis) analysis = ft_analysis_new ();
  FtPosition *pos = g_new (FtPosition, 1);
  Watch watch;
  gint64 started;
  guint updates;

  ft_position_set_fourteen_start (pos);
  watch_init (&watch, analysis, pos, 1);
  g_assert_true (ft_analysis_start (analysis, pos, 0, 0));
  while (watch.updates < 2)
    g_main_context_iteration (NULL, TRUE);
  started = g_get_monotonic_time ();
  ft_analysis_stop (analysis);
  g_test_message ("stop took %" G_GINT64_FORMAT " µs", g_get_monotonic_time () - started);
  g_assert_false (ft_analysis_is_running (analysis));
  updates = watch.updates;
  spin (200);
  g_assert_cmpuint (watch.updates, ==, updates);
  g_assert_cmpuint (watch.finished, ==, 0);
  /* The lines found stay. */
  g_assert_cmpuint (ft_analysis_get_n_lines (analysis), ==, 1);
  watch_clear (&watch, analysis);
  g_free (pos);
}

/* Started again and again: the lines shown are the last position's. */
static void
test_restarts (void)
{
  g_autoptr (FtAnalysis) analysis = ft_analysis_new ();
  FtPosition *chess = g_new (FtPosition, 1);
  FtPosition *fourteen = g_new (FtPosition, 1);
  Watch watch;

  ft_position_set_standard_start (chess);
  ft_position_set_fourteen_start (fourteen);
  watch_init (&watch, analysis, fourteen, 1);
  for (int i = 0; i < 20; i++)
    {
      g_assert_true (ft_analysis_start (analysis, i % 2 == 0 ? chess : fourteen, 0, 0));
      g_main_context_iteration (NULL, FALSE);
      watch.updates = 0;
    }
  /* The last start was the 14×14 position: updates check moves against it. */
  g_assert_true (ft_analysis_start (analysis, fourteen, 0, 3));
  g_main_loop_run (watch.loop);
  g_assert_cmpuint (watch.updates, ==, 3);
  watch_clear (&watch, analysis);
  g_free (chess);
  g_free (fourteen);
}

/* Mate scores, and White's side for the evaluation bar. */
static void
test_mate_and_white_score (void)
{
  g_autoptr (FtAnalysis) analysis = ft_analysis_new ();
  /* Black to move is mated in one after any move but … it has only king
   * moves; White mates next: from Black's side, mated in 1. */
  FtPosition *pos = position_from_fen ("7k/8/6K1/8/8/8/8/R7 b - - 0 1", FT_RULES_STANDARD);
  Watch watch;
  int score, moves;

  watch_init (&watch, analysis, pos, 1);
  g_assert_false (ft_analysis_get_white_score (analysis, &score));
  g_assert_true (ft_analysis_start (analysis, pos, 0, 4));
  g_main_loop_run (watch.loop);
  g_assert_true (ft_analysis_get_white_score (analysis, &score));
  g_assert_true (ft_analysis_score_is_mate (-score, &moves));
  g_assert_cmpint (moves, ==, -1);
  g_assert_true (ft_analysis_score_is_mate (score, &moves));
  g_assert_cmpint (moves, ==, 1);
  g_assert_cmpint (ft_analysis_get_side_to_move (analysis), ==, FT_BLACK);
  g_assert_false (ft_analysis_score_is_mate (35, &moves));
  watch_clear (&watch, analysis);
  g_free (pos);
}

/* Nothing to analyse: a finished game, and fog of war. */
static void
test_refuses (void)
{
  g_autoptr (FtAnalysis) analysis = ft_analysis_new ();
  FtPosition *mated = position_from_fen ("R6k/6pp/8/8/8/8/8/7K b - - 0 1", FT_RULES_STANDARD);
  FtPosition *fog = g_new (FtPosition, 1);

  g_assert_false (ft_analysis_start (analysis, mated, 0, 0));
  g_assert_false (ft_analysis_is_running (analysis));
  ft_position_set_fourteen_start (fog);
  fog->fog = TRUE;
  g_assert_false (ft_analysis_start (analysis, fog, 0, 0));
  g_assert_false (ft_analysis_is_running (analysis));
  g_free (mated);
  g_free (fog);
}

/* Dropped while it runs, with updates still queued: nothing happens to
 * anyone; with two threads as well. */
static void
test_dropped_while_running (void)
{
  FtPosition *pos = g_new (FtPosition, 1);

  ft_position_set_fourteen_start (pos);
  for (guint threads = 1; threads <= 2; threads++)
    {
      FtAnalysis *analysis = ft_analysis_new ();

      g_object_set (analysis, "threads", threads, "hash-size", 2, "multipv", 2, NULL);
      g_assert_cmpuint (ft_analysis_get_threads (analysis), ==, threads);
      g_assert_cmpuint (ft_analysis_get_hash_size (analysis), ==, 2);
      g_assert_true (ft_analysis_start (analysis, pos, 0, 0));
      g_usleep (100 * 1000); /* updates queue up, undelivered */
      g_object_unref (analysis);
      spin (50);
    }
  g_free (pos);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/analysis/streams-lines", test_streams_lines);
  g_test_add_func ("/analysis/stops-at-once", test_stops_at_once);
  g_test_add_func ("/analysis/restarts", test_restarts);
  g_test_add_func ("/analysis/mate-and-white-score", test_mate_and_white_score);
  g_test_add_func ("/analysis/refuses", test_refuses);
  g_test_add_func ("/analysis/dropped-while-running", test_dropped_while_running);
  return g_test_run ();
}
