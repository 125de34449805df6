/* ft-evaluation-tracker.c — see ft-evaluation-tracker.h.
 *
 * decide() is the one place that starts and stops the search: every event
 * (a move, a turn, a pause, the end, a preference) marks what changed and
 * calls it. "done" remembers that the position now has had its search, so
 * that a turn beginning or a pause ending does not search it again.
 */
#include "config.h"

#include <math.h>

#include <glib/gi18n-lib.h>

#include "ft-analysis.h"
#include "ft-evaluation-tracker.h"
#include "ft-marks.h"

struct _FtEvaluationTracker {
  GObject parent_instance;

  FtSession *session;
  GSignalGroup *session_signals;
  FtAdviceMode mode;
  gboolean enabled;

  gboolean shown;
  gboolean done; /* the position now has been searched to the end */
  FtAnalysis *analysis;

  gboolean has_score;
  int white_score;
  int depth;
};

enum {
  PROP_0,
  PROP_ENABLED,
  PROP_SHOWN,
  PROP_ANALYSING,
  PROP_WHITE_SCORE,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

G_DEFINE_FINAL_TYPE (FtEvaluationTracker, ft_evaluation_tracker, G_TYPE_OBJECT)

/* ---- The score ------------------------------------------------------------------ */

static void
set_score (FtEvaluationTracker *self, gboolean has_score, int white_score, int depth)
{
  if (self->has_score == has_score && (!has_score || (self->white_score == white_score && self->depth == depth)))
    return;
  self->has_score = has_score;
  self->white_score = has_score ? white_score : 0;
  self->depth = has_score ? depth : 0;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_WHITE_SCORE]);
}

static void
analysis_updated_cb (FtAnalysis *analysis, FtEvaluationTracker *self)
{
  int score;

  if (ft_analysis_get_white_score (analysis, &score))
    set_score (self, TRUE, score, ft_analysis_get_depth (analysis));
}

static void
analysis_finished_cb (FtAnalysis *analysis G_GNUC_UNUSED, FtEvaluationTracker *self)
{
  self->done = TRUE;
}

static void
analysis_running_cb (FtEvaluationTracker *self)
{
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_ANALYSING]);
}

/* A checkmate fills the bar for the winner; other ends keep the last score. */
static void
show_end (FtEvaluationTracker *self, FtGame *game)
{
  FtResultReason reason;
  FtResult result = ft_game_get_result (game, &reason);

  if (reason == FT_REASON_CHECKMATE && result != FT_RESULT_DRAW)
    set_score (self, TRUE, result == FT_RESULT_WHITE_WINS ? FT_SCORE_MATE : -FT_SCORE_MATE, 0);
}

/* ---- When to search ------------------------------------------------------------ */

static void
stop (FtEvaluationTracker *self)
{
  if (self->analysis != NULL)
    ft_analysis_stop (self->analysis);
}

static void
decide (FtEvaluationTracker *self)
{
  FtGame *game = self->session != NULL ? ft_session_get_game (self->session) : NULL;
  gboolean shown = self->enabled && ft_advice_allowed (self->session, self->mode, NULL)
                   && ft_game_get_kind (game) == FT_GAME_KIND_CHESS;

  if (self->shown != shown)
    {
      self->shown = shown;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SHOWN]);
    }
  if (!shown)
    {
      stop (self);
      set_score (self, FALSE, 0, 0);
      return;
    }
  if (ft_game_is_over (game))
    {
      stop (self);
      show_end (self, game);
      return;
    }
  /* Never while the computer thinks, nor behind a pause. */
  if (ft_session_is_paused (self->session)
      || !ft_player_is_local (ft_session_get_player (self->session, ft_game_get_turn (game))))
    {
      stop (self);
      return;
    }
  if (self->done || ft_analysis_is_running (self->analysis))
    return;
  if (!ft_analysis_start (self->analysis, ft_game_get_position (game), FT_EVALUATION_MOVETIME_MS, 0))
    self->done = TRUE;
}

/* Another position: its own search. */
static void
position_cb (FtEvaluationTracker *self)
{
  FtMark mark = ft_mark_begin ();

  stop (self);
  self->done = FALSE;
  decide (self);
  ft_mark_end ("evaluation tracker", &mark);
}

/* A turn began, a pause began or ended, the game ended. */
static void
state_cb (FtEvaluationTracker *self)
{
  decide (self);
}

/* ---- Figures -------------------------------------------------------------------- */

double
ft_evaluation_white_share (int white_score)
{
  int moves;

  if (ft_analysis_score_is_mate (white_score, &moves))
    return white_score > 0 ? 1.0 : 0.0;
  /* Winning chances as lichess draws them: 2 / (1 + e^(−0.00368208 cp)) − 1, as a share. */
  return 1.0 / (1.0 + exp (-0.00368208 * white_score));
}

gboolean
ft_evaluation_tracker_get_white_score (FtEvaluationTracker *self, int *score)
{
  g_return_val_if_fail (FT_IS_EVALUATION_TRACKER (self), FALSE);
  if (self->has_score && score != NULL)
    *score = self->white_score;
  return self->has_score;
}

int
ft_evaluation_tracker_get_depth (FtEvaluationTracker *self)
{
  g_return_val_if_fail (FT_IS_EVALUATION_TRACKER (self), 0);
  return self->depth;
}

static const char *
side_name (FtEvaluationTracker *self, FtColour side)
{
  FtGame *game = self->session != NULL ? ft_session_get_game (self->session) : NULL;

  if (game != NULL)
    return ft_ruleset_get_side_name (ft_game_get_rules (game), side);
  return side == FT_WHITE ? _("White") : _("Black");
}

char *
ft_evaluation_tracker_describe (FtEvaluationTracker *self)
{
  char figure[16];
  int moves, cp;
  const char *leader;

  g_return_val_if_fail (FT_IS_EVALUATION_TRACKER (self), NULL);
  if (!self->has_score)
    return g_strdup (_("No evaluation yet"));
  leader = side_name (self, self->white_score >= 0 ? FT_WHITE : FT_BLACK);
  if (ft_analysis_score_is_mate (self->white_score, &moves))
    {
      if (moves == 0)
        /* TRANSLATORS: the evaluation bar at the end of a game: "White has mated" */
        return g_strdup_printf (_("%s has mated"), leader);
      /* TRANSLATORS: the evaluation bar: "Black mates in 3" */
      return g_strdup_printf (ngettext ("%s mates in %d", "%s mates in %d", ABS (moves)), leader, ABS (moves));
    }
  ft_analysis_format_white_score (self->white_score, figure);
  cp = ABS (self->white_score);
  if (cp <= 50)
    /* TRANSLATORS: the evaluation bar: "+0.20: about equal" */
    return g_strdup_printf (_("%s: about equal"), figure);
  if (cp <= 150)
    /* TRANSLATORS: the evaluation bar: "+1.10: White is slightly better" */
    return g_strdup_printf (_("%s: %s is slightly better"), figure, leader);
  if (cp <= 400)
    /* TRANSLATORS: the evaluation bar: "-2.50: Black is better" */
    return g_strdup_printf (_("%s: %s is better"), figure, leader);
  /* TRANSLATORS: the evaluation bar: "+9.00: White is winning" */
  return g_strdup_printf (_("%s: %s is winning"), figure, leader);
}

/* ---- What it watches ---------------------------------------------------------- */

void
ft_evaluation_tracker_set_session (FtEvaluationTracker *self, FtSession *session)
{
  g_return_if_fail (FT_IS_EVALUATION_TRACKER (self));
  g_return_if_fail (session == NULL || FT_IS_SESSION (session));

  if (self->session == session)
    return;
  stop (self);
  g_set_object (&self->session, session);
  g_signal_group_set_target (self->session_signals, session);
  set_score (self, FALSE, 0, 0);
  self->done = FALSE;
  decide (self);
}

void
ft_evaluation_tracker_set_mode (FtEvaluationTracker *self, FtAdviceMode mode)
{
  g_return_if_fail (FT_IS_EVALUATION_TRACKER (self));
  if (self->mode == mode)
    return;
  self->mode = mode;
  decide (self);
}

void
ft_evaluation_tracker_set_enabled (FtEvaluationTracker *self, gboolean enabled)
{
  g_return_if_fail (FT_IS_EVALUATION_TRACKER (self));
  enabled = !!enabled;
  if (self->enabled == enabled)
    return;
  self->enabled = enabled;
  self->done = FALSE;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_ENABLED]);
  decide (self);
}

gboolean
ft_evaluation_tracker_get_enabled (FtEvaluationTracker *self)
{
  g_return_val_if_fail (FT_IS_EVALUATION_TRACKER (self), FALSE);
  return self->enabled;
}

gboolean
ft_evaluation_tracker_is_shown (FtEvaluationTracker *self)
{
  g_return_val_if_fail (FT_IS_EVALUATION_TRACKER (self), FALSE);
  return self->shown;
}

gboolean
ft_evaluation_tracker_is_analysing (FtEvaluationTracker *self)
{
  g_return_val_if_fail (FT_IS_EVALUATION_TRACKER (self), FALSE);
  return ft_analysis_is_running (self->analysis);
}

/* ---- GObject -------------------------------------------------------------------- */

FtEvaluationTracker *
ft_evaluation_tracker_new (void)
{
  return g_object_new (FT_TYPE_EVALUATION_TRACKER, NULL);
}

static void
ft_evaluation_tracker_dispose (GObject *object)
{
  FtEvaluationTracker *self = FT_EVALUATION_TRACKER (object);

  if (self->analysis != NULL)
    {
      ft_analysis_stop (self->analysis);
      g_signal_handlers_disconnect_by_data (self->analysis, self);
    }
  if (self->session_signals != NULL)
    g_signal_group_set_target (self->session_signals, NULL);
  g_clear_object (&self->session_signals);
  g_clear_object (&self->session);
  g_clear_object (&self->analysis);
  G_OBJECT_CLASS (ft_evaluation_tracker_parent_class)->dispose (object);
}

static void
ft_evaluation_tracker_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  FtEvaluationTracker *self = FT_EVALUATION_TRACKER (object);

  switch (prop_id)
    {
    case PROP_ENABLED: g_value_set_boolean (value, self->enabled); break;
    case PROP_SHOWN: g_value_set_boolean (value, self->shown); break;
    case PROP_ANALYSING: g_value_set_boolean (value, ft_evaluation_tracker_is_analysing (self)); break;
    case PROP_WHITE_SCORE: g_value_set_int (value, self->white_score); break;
    default: G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
ft_evaluation_tracker_set_property (GObject *object, guint prop_id, const GValue *value, GParamSpec *pspec)
{
  switch (prop_id)
    {
    case PROP_ENABLED: ft_evaluation_tracker_set_enabled (FT_EVALUATION_TRACKER (object), g_value_get_boolean (value)); break;
    default: G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
ft_evaluation_tracker_class_init (FtEvaluationTrackerClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  const GParamFlags rw = G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS;
  const GParamFlags ro = G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS;

  object_class->dispose = ft_evaluation_tracker_dispose;
  object_class->get_property = ft_evaluation_tracker_get_property;
  object_class->set_property = ft_evaluation_tracker_set_property;

  properties[PROP_ENABLED] = g_param_spec_boolean ("enabled", NULL, NULL, FALSE, rw);
  properties[PROP_SHOWN] = g_param_spec_boolean ("shown", NULL, NULL, FALSE, ro);
  properties[PROP_ANALYSING] = g_param_spec_boolean ("analysing", NULL, NULL, FALSE, ro);
  properties[PROP_WHITE_SCORE] = g_param_spec_int ("white-score", NULL, NULL, G_MININT, G_MAXINT, 0, ro);
  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
ft_evaluation_tracker_init (FtEvaluationTracker *self)
{
  self->mode = FT_ADVICE_PLAY;
  self->analysis = ft_analysis_new ();
  g_signal_connect (self->analysis, "updated", G_CALLBACK (analysis_updated_cb), self);
  g_signal_connect (self->analysis, "finished", G_CALLBACK (analysis_finished_cb), self);
  g_signal_connect_swapped (self->analysis, "notify::running", G_CALLBACK (analysis_running_cb), self);
  self->session_signals = g_signal_group_new (FT_TYPE_SESSION);
  g_signal_group_connect_swapped (self->session_signals, "move-played", G_CALLBACK (position_cb), self);
  g_signal_group_connect_swapped (self->session_signals, "position-changed", G_CALLBACK (position_cb), self);
  g_signal_group_connect_swapped (self->session_signals, "game-over", G_CALLBACK (state_cb), self);
  g_signal_group_connect_swapped (self->session_signals, "turn-started", G_CALLBACK (state_cb), self);
  g_signal_group_connect_swapped (self->session_signals, "notify::paused", G_CALLBACK (state_cb), self);
}
