/* ft-draw-judge.c — see ft-draw-judge.h. One FtAnalysis answers one
 * question at a time; the GTask of the question in flight is kept until
 * the analysis finishes or the question is cancelled. */
#include "config.h"

#include "ft-analysis.h"
#include "ft-draw-judge.h"

struct _FtDrawJudge
{
  GObject parent_instance;

  FtAnalysis *analysis;
  GTask *asked;       /* the question in flight, or NULL */
  gulong cancel_id;   /* on the question's cancellable */
  FtColour computer;  /* its side */
  FtColour to_move;   /* the side to move in the analysed position */
};

G_DEFINE_FINAL_TYPE (FtDrawJudge, ft_draw_judge, G_TYPE_OBJECT)

/* What the GTask returns. */
typedef struct
{
  FtDrawAnswer answer;
  int score;
} Verdict;

FtDrawAnswer
ft_draw_judge_decide (FtDrawQuestion question, guint n_plies, int score)
{
  if (question == FT_DRAW_QUESTION_OFFER)
    {
      if (n_plies < 2 * FT_DRAW_OFFER_MIN_MOVES)
        return FT_DRAW_ANSWER_TOO_EARLY;
      return score <= FT_DRAW_OFFER_MARGIN ? FT_DRAW_ANSWER_ACCEPT : FT_DRAW_ANSWER_BETTER;
    }
  return score <= FT_DRAW_CLAIM_MARGIN ? FT_DRAW_ANSWER_ACCEPT : FT_DRAW_ANSWER_BETTER;
}

gboolean
ft_draw_judge_can_judge (FtGame *game)
{
  g_return_val_if_fail (FT_IS_GAME (game), FALSE);
  return ft_game_get_kind (game) == FT_GAME_KIND_CHESS && !ft_game_is_over (game)
         && !ft_game_get_position (game)->fog;
}

static void
return_verdict (GTask *task, FtDrawAnswer answer, int score)
{
  Verdict *verdict = g_new (Verdict, 1);

  verdict->answer = answer;
  verdict->score = score;
  g_task_return_pointer (task, verdict, g_free);
}

/* The question in flight ends: its task leaves the judge (returned by the
 * caller after this). */
static GTask *
take_question (FtDrawJudge *self)
{
  GTask *task = g_steal_pointer (&self->asked);

  if (task != NULL && self->cancel_id != 0)
    g_cancellable_disconnect (g_task_get_cancellable (task), self->cancel_id);
  self->cancel_id = 0;
  return task;
}

static void
analysis_finished_cb (FtAnalysis *analysis, gpointer user_data)
{
  FtDrawJudge *self = FT_DRAW_JUDGE (user_data);
  g_autoptr (GTask) task = take_question (self);
  int score = 0; /* no line at all: no opinion, as if equal */

  if (task == NULL)
    return;
  if (ft_analysis_get_n_lines (analysis) > 0)
    score = ft_analysis_get_line (analysis, 0)->score;
  if (self->to_move != self->computer)
    score = -score;
  return_verdict (task, ft_draw_judge_decide (GPOINTER_TO_INT (g_task_get_task_data (task)),
                                              G_MAXUINT, score),
                  score);
}

/* Cancelled: the analysis stops at once and the question fails, from an
 * idle (a cancellable's handler must not disconnect itself) — unless it
 * has ended meanwhile. */
static gboolean
cancelled_idle_cb (gpointer user_data)
{
  GTask *cancelled = user_data;
  FtDrawJudge *self = g_task_get_source_object (cancelled);
  g_autoptr (GTask) task = NULL;

  if (self->asked != cancelled)
    return G_SOURCE_REMOVE;
  task = take_question (self);
  ft_analysis_stop (self->analysis);
  g_task_return_new_error (task, G_IO_ERROR, G_IO_ERROR_CANCELLED, "The question was cancelled");
  return G_SOURCE_REMOVE;
}

static void
question_cancelled_cb (GCancellable *cancellable G_GNUC_UNUSED, gpointer user_data)
{
  FtDrawJudge *self = FT_DRAW_JUDGE (user_data);

  if (self->asked != NULL)
    g_idle_add_full (G_PRIORITY_DEFAULT, cancelled_idle_cb, g_object_ref (self->asked), g_object_unref);
}

/* A newer question, or the judge going away, ends the older one. */
static void
drop_question (FtDrawJudge *self)
{
  g_autoptr (GTask) task = take_question (self);

  if (task == NULL)
    return;
  ft_analysis_stop (self->analysis);
  g_task_return_new_error (task, G_IO_ERROR, G_IO_ERROR_CANCELLED, "A newer question was asked");
}

void
ft_draw_judge_ask_async (FtDrawJudge *self, FtGame *game, FtColour computer,
                         FtDrawQuestion question, GCancellable *cancellable,
                         GAsyncReadyCallback callback, gpointer user_data)
{
  g_autoptr (GTask) task = NULL;
  const FtPosition *pos;
  guint n_plies;

  g_return_if_fail (FT_IS_DRAW_JUDGE (self));
  g_return_if_fail (FT_IS_GAME (game));

  drop_question (self);
  task = g_task_new (self, cancellable, callback, user_data);
  g_task_set_source_tag (task, ft_draw_judge_ask_async);
  g_task_set_task_data (task, GINT_TO_POINTER (question), NULL);
  if (!ft_draw_judge_can_judge (game))
    {
      g_task_return_new_error (task, G_IO_ERROR, G_IO_ERROR_NOT_SUPPORTED,
                               "The computer judges draws in chess games only, without fog");
      return;
    }
  n_plies = ft_game_get_n_moves (game);
  /* Too early needs no search (the score does not matter). */
  if (ft_draw_judge_decide (question, n_plies, G_MININT) == FT_DRAW_ANSWER_TOO_EARLY)
    {
      return_verdict (task, FT_DRAW_ANSWER_TOO_EARLY, 0);
      return;
    }
  pos = ft_game_get_position (game);
  self->computer = computer;
  self->to_move = pos->side_to_move;
  if (g_task_return_error_if_cancelled (task))
    return;
  if (!ft_analysis_start (self->analysis, pos, FT_DRAW_JUDGE_THINK_MS, 0))
    {
      g_task_return_new_error (task, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT,
                               "The side to move has no move");
      return;
    }
  self->asked = g_steal_pointer (&task);
  if (cancellable != NULL)
    self->cancel_id = g_cancellable_connect (cancellable, G_CALLBACK (question_cancelled_cb), self, NULL);
}

gboolean
ft_draw_judge_ask_finish (FtDrawJudge *self, GAsyncResult *result, FtDrawAnswer *answer,
                          int *score, GError **error)
{
  g_autofree Verdict *verdict = NULL;

  g_return_val_if_fail (FT_IS_DRAW_JUDGE (self), FALSE);
  g_return_val_if_fail (g_task_is_valid (result, self), FALSE);

  verdict = g_task_propagate_pointer (G_TASK (result), error);
  if (verdict == NULL)
    return FALSE;
  if (answer != NULL)
    *answer = verdict->answer;
  if (score != NULL)
    *score = verdict->score;
  return TRUE;
}

FtDrawJudge *
ft_draw_judge_new (void)
{
  return g_object_new (FT_TYPE_DRAW_JUDGE, NULL);
}

static void
ft_draw_judge_dispose (GObject *object)
{
  FtDrawJudge *self = FT_DRAW_JUDGE (object);

  if (self->analysis != NULL)
    drop_question (self);
  g_clear_object (&self->analysis);
  G_OBJECT_CLASS (ft_draw_judge_parent_class)->dispose (object);
}

static void
ft_draw_judge_class_init (FtDrawJudgeClass *klass)
{
  G_OBJECT_CLASS (klass)->dispose = ft_draw_judge_dispose;
}

static void
ft_draw_judge_init (FtDrawJudge *self)
{
  self->analysis = ft_analysis_new ();
  /* A short search needs no big table: 2 MB, allocated as it fills. */
  ft_analysis_set_hash_size (self->analysis, 2);
  g_signal_connect_object (self->analysis, "finished", G_CALLBACK (analysis_finished_cb), self, 0);
}
