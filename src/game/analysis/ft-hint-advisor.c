/* ft-hint-advisor.c — see ft-hint-advisor.h.
 *
 * One search at a time: a chess request starts the advisor's FtAnalysis
 * with a time limit and takes the best line's first move when it
 * "finished"; a checkers request asks its own computer player and is
 * dropped through its cancellable. Dropping the hint stops both, so that
 * a late answer never shows a hint for a position that has gone.
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "ft-analysis.h"
#include "ft-chess-ruleset.h"
#include "ft-computer-player.h"
#include "ft-hint-advisor.h"
#include "ft-marks.h"

struct _FtHintAdvisor {
  GObject parent_instance;

  FtSession *session;
  GSignalGroup *session_signals;
  FtAdviceMode mode;
  gboolean browsing;

  gboolean available;
  gboolean thinking;
  gboolean has_hint;
  FtGameMove hint;

  FtAnalysis *analysis;           /* chess, made on first use */
  FtComputerPlayer *checkers;     /* checkers, made on first use */
  GCancellable *checkers_request; /* the checkers search in flight */
};

enum {
  PROP_0,
  PROP_AVAILABLE,
  PROP_THINKING,
  PROP_HAS_HINT,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

G_DEFINE_FINAL_TYPE (FtHintAdvisor, ft_hint_advisor, G_TYPE_OBJECT)

/* ---- State ------------------------------------------------------------------ */

static void
set_thinking (FtHintAdvisor *self, gboolean thinking)
{
  if (self->thinking == thinking)
    return;
  self->thinking = thinking;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_THINKING]);
}

static void
set_hint (FtHintAdvisor *self, const FtGameMove *move)
{
  if (!self->has_hint && move == NULL)
    return;
  self->has_hint = move != NULL;
  if (move != NULL)
    self->hint = *move;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_HAS_HINT]);
}

gboolean
ft_hint_advisor_can_hint (FtHintAdvisor *self, const char **why)
{
  FtGame *game;
  const char *reason = NULL;

  g_return_val_if_fail (FT_IS_HINT_ADVISOR (self), FALSE);

  if (!ft_advice_allowed (self->session, self->mode, &reason))
    ;
  else if (ft_game_is_over (game = ft_session_get_game (self->session)))
    reason = _("The game is over");
  else if (self->browsing)
    reason = _("Go back to the game (End) for a hint");
  else if (ft_session_is_paused (self->session))
    reason = _("The game is paused");
  else if (!ft_player_is_local (ft_session_get_player (self->session, ft_game_get_turn (game))))
    reason = _("A hint is for your own move: wait for your turn");
  if (why != NULL)
    *why = reason;
  return reason == NULL;
}

static void
update_available (FtHintAdvisor *self)
{
  gboolean available = ft_hint_advisor_can_hint (self, NULL);

  if (self->available == available)
    return;
  self->available = available;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_AVAILABLE]);
}

void
ft_hint_advisor_clear (FtHintAdvisor *self)
{
  g_return_if_fail (FT_IS_HINT_ADVISOR (self));

  if (self->analysis != NULL)
    ft_analysis_stop (self->analysis);
  if (self->checkers_request != NULL)
    {
      g_cancellable_cancel (self->checkers_request);
      g_clear_object (&self->checkers_request);
    }
  set_thinking (self, FALSE);
  set_hint (self, NULL);
}

/* A move played, the position changed, the game over, a pause: the hint
 * is for a position that has gone (or may not be asked for now). */
static void
session_changed_cb (FtHintAdvisor *self)
{
  FtMark mark = ft_mark_begin ();

  ft_hint_advisor_clear (self);
  update_available (self);
  ft_mark_end ("hint advisor", &mark);
}

/* A turn began or the pause ended: the hint stays, whether one may be
 * asked for changes. */
static void
turn_cb (FtHintAdvisor *self)
{
  update_available (self);
}

/* ---- Searching ---------------------------------------------------------------- */

static void
analysis_finished_cb (FtAnalysis *analysis, FtHintAdvisor *self)
{
  FtGameMove move;

  if (!self->thinking || ft_analysis_get_n_lines (analysis) == 0
      || ft_analysis_get_line (analysis, 0)->n_moves == 0)
    {
      set_thinking (self, FALSE);
      return;
    }
  move = ft_game_move_chess (ft_analysis_get_line (analysis, 0)->moves[0]);
  set_thinking (self, FALSE);
  set_hint (self, &move);
}

/* A checkers search's answer: shown only if it is still the one wanted. */
typedef struct {
  FtHintAdvisor *self;   /* owned */
  GCancellable *request; /* owned */
} CheckersRequest;

static void
checkers_chosen_cb (GObject *source, GAsyncResult *result, gpointer user_data)
{
  CheckersRequest *data = user_data;
  FtHintAdvisor *self = data->self;
  g_autoptr (GError) error = NULL;
  FtGameMove move;
  gboolean found = ft_computer_player_choose_finish (FT_COMPUTER_PLAYER (source), result, &move, &error);

  /* Dropped meanwhile (cancelled, or a newer request runs): nothing. */
  if (self->checkers_request == data->request && !g_cancellable_is_cancelled (data->request))
    {
      g_clear_object (&self->checkers_request);
      set_thinking (self, FALSE);
      if (found)
        set_hint (self, &move);
    }
  g_object_unref (data->request);
  g_object_unref (data->self);
  g_free (data);
}

static gboolean
start_search (FtHintAdvisor *self, FtGame *game)
{
  CheckersRequest *data;

  if (ft_game_get_kind (game) == FT_GAME_KIND_CHESS)
    {
      if (self->analysis == NULL)
        {
          self->analysis = ft_analysis_new ();
          g_signal_connect (self->analysis, "finished", G_CALLBACK (analysis_finished_cb), self);
        }
      return ft_analysis_start (self->analysis, ft_game_get_position (game), FT_HINT_MOVETIME_MS, 0);
    }
  if (self->checkers == NULL)
    self->checkers = ft_computer_player_new (FT_LEVEL_HARD, 0);
  data = g_new (CheckersRequest, 1);
  data->self = g_object_ref (self);
  data->request = g_cancellable_new ();
  self->checkers_request = g_object_ref (data->request);
  ft_computer_player_choose_async (self->checkers, ft_game_get_rules (game), game, -1, 0,
                                   FT_HINT_MOVETIME_MS, data->request, checkers_chosen_cb, data);
  return TRUE;
}

gboolean
ft_hint_advisor_request (FtHintAdvisor *self, const char **why)
{
  g_return_val_if_fail (FT_IS_HINT_ADVISOR (self), FALSE);

  ft_hint_advisor_clear (self);
  if (!ft_hint_advisor_can_hint (self, why))
    return FALSE;
  if (!start_search (self, ft_session_get_game (self->session)))
    {
      if (why != NULL)
        *why = _("There is no move to suggest");
      return FALSE;
    }
  set_thinking (self, TRUE);
  return TRUE;
}

gboolean
ft_hint_advisor_is_thinking (FtHintAdvisor *self)
{
  g_return_val_if_fail (FT_IS_HINT_ADVISOR (self), FALSE);
  return self->thinking;
}

gboolean
ft_hint_advisor_is_available (FtHintAdvisor *self)
{
  g_return_val_if_fail (FT_IS_HINT_ADVISOR (self), FALSE);
  return self->available;
}

/* ---- The hint ----------------------------------------------------------------- */

gboolean
ft_hint_advisor_has_hint (FtHintAdvisor *self)
{
  g_return_val_if_fail (FT_IS_HINT_ADVISOR (self), FALSE);
  return self->has_hint;
}

gboolean
ft_hint_advisor_get_hint (FtHintAdvisor *self, FtGameMove *move)
{
  g_return_val_if_fail (FT_IS_HINT_ADVISOR (self), FALSE);
  if (self->has_hint && move != NULL)
    *move = self->hint;
  return self->has_hint;
}

gboolean
ft_hint_advisor_get_arrow (FtHintAdvisor *self, FtCell *from, FtCell *to)
{
  FtCell cells[FT_GAME_MOVE_MAX_CELLS];
  guint n;

  g_return_val_if_fail (FT_IS_HINT_ADVISOR (self), FALSE);
  if (!self->has_hint || (n = ft_game_move_get_cells (&self->hint, cells)) < 2)
    return FALSE;
  *from = cells[0];
  *to = cells[n - 1];
  return TRUE;
}

char *
ft_hint_advisor_describe (FtHintAdvisor *self)
{
  FtRuleset *rules;
  FtGamePiece piece;
  FtCell from, to;
  g_autofree char *from_name = NULL;
  g_autofree char *to_name = NULL;
  const char *kind;
  FtKind promotion;

  g_return_val_if_fail (FT_IS_HINT_ADVISOR (self), NULL);
  if (!ft_hint_advisor_get_arrow (self, &from, &to))
    return NULL;
  rules = ft_game_get_rules (ft_session_get_game (self->session));
  from_name = ft_ruleset_write_cell (rules, from);
  to_name = ft_ruleset_write_cell (rules, to);
  kind = ft_ruleset_get_piece (rules, from, &piece) ? ft_ruleset_get_kind_name (rules, piece.kind, FALSE) : "";
  promotion = self->hint.kind == FT_GAME_KIND_CHESS ? FT_MOVE_PROMOTION (self->hint.chess) : FT_NO_KIND;
  if (promotion != FT_NO_KIND)
    /* TRANSLATORS: the hint in words: "Hint: pawn from g7 to g8, promoting to queen" */
    return g_strdup_printf (_("Hint: %s from %s to %s, promoting to %s"), kind, from_name, to_name,
                            ft_ruleset_get_kind_name (rules, promotion, FALSE));
  /* TRANSLATORS: the hint in words: "Hint: knight from e4 to f6" */
  return g_strdup_printf (_("Hint: %s from %s to %s"), kind, from_name, to_name);
}

/* ---- What it watches ----------------------------------------------------------- */

void
ft_hint_advisor_set_session (FtHintAdvisor *self, FtSession *session)
{
  g_return_if_fail (FT_IS_HINT_ADVISOR (self));
  g_return_if_fail (session == NULL || FT_IS_SESSION (session));

  ft_hint_advisor_clear (self);
  g_set_object (&self->session, session);
  g_signal_group_set_target (self->session_signals, session);
  update_available (self);
}

FtSession *
ft_hint_advisor_get_session (FtHintAdvisor *self)
{
  g_return_val_if_fail (FT_IS_HINT_ADVISOR (self), NULL);
  return self->session;
}

void
ft_hint_advisor_set_mode (FtHintAdvisor *self, FtAdviceMode mode)
{
  g_return_if_fail (FT_IS_HINT_ADVISOR (self));
  if (self->mode == mode)
    return;
  ft_hint_advisor_clear (self);
  self->mode = mode;
  update_available (self);
}

FtAdviceMode
ft_hint_advisor_get_mode (FtHintAdvisor *self)
{
  g_return_val_if_fail (FT_IS_HINT_ADVISOR (self), FT_ADVICE_PLAY);
  return self->mode;
}

void
ft_hint_advisor_set_browsing (FtHintAdvisor *self, gboolean browsing)
{
  g_return_if_fail (FT_IS_HINT_ADVISOR (self));
  browsing = !!browsing;
  if (self->browsing == browsing)
    return;
  self->browsing = browsing;
  if (browsing)
    ft_hint_advisor_clear (self);
  update_available (self);
}

/* ---- GObject -------------------------------------------------------------------- */

FtHintAdvisor *
ft_hint_advisor_new (void)
{
  return g_object_new (FT_TYPE_HINT_ADVISOR, NULL);
}

static void
ft_hint_advisor_dispose (GObject *object)
{
  FtHintAdvisor *self = FT_HINT_ADVISOR (object);

  if (self->analysis != NULL)
    {
      ft_analysis_stop (self->analysis);
      g_signal_handlers_disconnect_by_data (self->analysis, self);
    }
  if (self->checkers_request != NULL)
    g_cancellable_cancel (self->checkers_request);
  g_clear_object (&self->checkers_request);
  if (self->session_signals != NULL)
    g_signal_group_set_target (self->session_signals, NULL);
  g_clear_object (&self->session_signals);
  g_clear_object (&self->session);
  g_clear_object (&self->analysis);
  g_clear_object (&self->checkers);
  G_OBJECT_CLASS (ft_hint_advisor_parent_class)->dispose (object);
}

static void
ft_hint_advisor_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  FtHintAdvisor *self = FT_HINT_ADVISOR (object);

  switch (prop_id)
    {
    case PROP_AVAILABLE: g_value_set_boolean (value, self->available); break;
    case PROP_THINKING: g_value_set_boolean (value, self->thinking); break;
    case PROP_HAS_HINT: g_value_set_boolean (value, self->has_hint); break;
    default: G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
ft_hint_advisor_class_init (FtHintAdvisorClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  const GParamFlags ro = G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS;

  object_class->dispose = ft_hint_advisor_dispose;
  object_class->get_property = ft_hint_advisor_get_property;

  properties[PROP_AVAILABLE] = g_param_spec_boolean ("available", NULL, NULL, FALSE, ro);
  properties[PROP_THINKING] = g_param_spec_boolean ("thinking", NULL, NULL, FALSE, ro);
  properties[PROP_HAS_HINT] = g_param_spec_boolean ("has-hint", NULL, NULL, FALSE, ro);
  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
ft_hint_advisor_init (FtHintAdvisor *self)
{
  self->mode = FT_ADVICE_PLAY;
  self->session_signals = g_signal_group_new (FT_TYPE_SESSION);
  g_signal_group_connect_swapped (self->session_signals, "move-played", G_CALLBACK (session_changed_cb), self);
  g_signal_group_connect_swapped (self->session_signals, "position-changed", G_CALLBACK (session_changed_cb), self);
  g_signal_group_connect_swapped (self->session_signals, "game-over", G_CALLBACK (session_changed_cb), self);
  g_signal_group_connect_swapped (self->session_signals, "turn-started", G_CALLBACK (turn_cb), self);
  g_signal_group_connect_swapped (self->session_signals, "notify::paused", G_CALLBACK (turn_cb), self);
}
