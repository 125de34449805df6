/* ft-draw-offers.c — see ft-draw-offers.h. */
#include "config.h"

#include <glib/gi18n.h>

#include "ft-draw-judge.h"
#include "ft-draw-offers.h"

/* The window's draw offers: what answers them, the offer in flight. */
struct _FtDrawOffers
{
  GObject parent_instance;

  FtGameStage *stage;        /* weak: the window owns the stage and the offers */
  GtkWidget *claim_button;   /* weak: the side panel's Claim Draw */
  GSimpleAction *claim_action;
  GSimpleAction *offer_action;
  FtDrawJudge *judge;      /* made at the first offer */
  GCancellable *asking;    /* the offer in flight, or NULL */
  FtSession *asked;        /* its session (no reference: compared only) */
  FtSession *declined;     /* the last declined offer's session and moves: */
  guint declined_at;       /* no new offer before another move */
};

G_DEFINE_FINAL_TYPE (FtDrawOffers, ft_draw_offers, G_TYPE_OBJECT)

typedef FtDrawOffers Draws;

static gboolean
can_offer (Draws *draws, FtColour *computer)
{
  FtSession *session = draws->stage != NULL ? ft_game_stage_get_session (draws->stage) : NULL;
  FtGame *game;

  if (session == NULL || draws->asking != NULL || ft_game_stage_is_frozen (draws->stage)
      || !ft_session_can_offer_draw (session, computer))
    return FALSE;
  game = ft_session_get_game (session);
  if (!ft_draw_judge_can_judge (game))
    return FALSE;
  return !(draws->declined == session && draws->declined_at == ft_game_get_n_moves (game));
}

static gboolean
can_claim (Draws *draws)
{
  FtSession *session = draws->stage != NULL ? ft_game_stage_get_session (draws->stage) : NULL;

  return session != NULL && !ft_game_stage_is_frozen (draws->stage) && ft_session_can_claim_draw (session);
}

/* The actions and the Claim Draw button, after anything changed. */
static void
update (Draws *draws)
{
  gboolean claim = can_claim (draws);

  g_simple_action_set_enabled (draws->claim_action, claim);
  g_simple_action_set_enabled (draws->offer_action, can_offer (draws, NULL));
  if (draws->claim_button != NULL)
    gtk_widget_set_visible (draws->claim_button, claim);
}

const char *
ft_draw_offers_get_message (FtDrawOffers *draws)
{
  FtResultReason reason = FT_REASON_NONE;

  g_return_val_if_fail (FT_IS_DRAW_OFFERS (draws), NULL);

  if (!can_claim (draws) || !ft_game_can_claim_draw (ft_game_stage_get_game (draws->stage), &reason))
    return NULL;
  return reason == FT_REASON_FIFTY_MOVES ? _("Fifty moves: you may claim a draw")
                                         : _("Third repetition: you may claim a draw");
}

gboolean
ft_draw_offers_is_pending (FtDrawOffers *draws)
{
  g_return_val_if_fail (FT_IS_DRAW_OFFERS (draws), FALSE);
  return draws->asking != NULL;
}

static void
claim_draw_action (GSimpleAction *action G_GNUC_UNUSED, GVariant *parameter G_GNUC_UNUSED, gpointer user_data)
{
  Draws *draws = user_data;

  if (can_claim (draws))
    ft_session_claim_draw (ft_game_stage_get_session (draws->stage));
  ft_game_stage_update_status (draws->stage);
}

static void
show_toast (Draws *draws, const char *title)
{
  AdwToast *toast = adw_toast_new (title);

  adw_toast_set_priority (toast, ADW_TOAST_PRIORITY_HIGH);
  ft_game_stage_add_toast (draws->stage, toast);
}

static void
offer_answered_cb (GObject *source, GAsyncResult *result, gpointer user_data)
{
  g_autoptr (FtDrawOffers) draws = user_data;
  FtSession *session;
  FtDrawAnswer answer = FT_DRAW_ANSWER_BETTER;
  g_autoptr (GError) error = NULL;
  gboolean answered;

  answered = ft_draw_judge_ask_finish (FT_DRAW_JUDGE (source), result, &answer, NULL, &error);
  /* The window has gone, or a new game replaced the one offered in. */
  if (draws->stage == NULL || g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    return;
  g_clear_object (&draws->asking);
  session = ft_game_stage_get_session (draws->stage);
  if (session != draws->asked || session == NULL || ft_game_is_over (ft_session_get_game (session)))
    {
      ft_game_stage_update_status (draws->stage);
      return;
    }
  if (answered && answer == FT_DRAW_ANSWER_ACCEPT)
    {
      show_toast (draws, _("The computer accepted the draw"));
      ft_session_agree_draw (session);
    }
  else
    {
      draws->declined = session;
      draws->declined_at = ft_game_get_n_moves (ft_session_get_game (session));
      show_toast (draws, answered && answer == FT_DRAW_ANSWER_TOO_EARLY
                          ? _("The computer declined the draw: play on a while first")
                          : _("The computer declined the draw"));
    }
  ft_game_stage_update_status (draws->stage);
}

static void
offer_draw_action (GSimpleAction *action G_GNUC_UNUSED, GVariant *parameter G_GNUC_UNUSED, gpointer user_data)
{
  Draws *draws = user_data;
  FtColour computer;

  if (!can_offer (draws, &computer))
    return;
  if (draws->judge == NULL)
    draws->judge = ft_draw_judge_new ();
  draws->asking = g_cancellable_new ();
  draws->asked = ft_game_stage_get_session (draws->stage);
  ft_draw_judge_ask_async (draws->judge, ft_session_get_game (draws->asked), computer,
                           FT_DRAW_QUESTION_OFFER, draws->asking, offer_answered_cb,
                           g_object_ref (draws));
  update (draws);
}

static void
status_changed_cb (FtGameStage *stage G_GNUC_UNUSED, gpointer user_data)
{
  update (user_data);
}

/* Going away drops the offer in flight: its answer finds nothing to show
 * in. */
static void
ft_draw_offers_dispose (GObject *object)
{
  Draws *draws = FT_DRAW_OFFERS (object);

  if (draws->asking != NULL)
    g_cancellable_cancel (draws->asking);
  g_clear_object (&draws->asking);
  g_clear_object (&draws->judge);
  if (draws->stage != NULL)
    g_signal_handlers_disconnect_by_data (draws->stage, draws);
  g_clear_weak_pointer (&draws->stage);
  g_clear_weak_pointer (&draws->claim_button);
  g_clear_object (&draws->claim_action);
  g_clear_object (&draws->offer_action);
  G_OBJECT_CLASS (ft_draw_offers_parent_class)->dispose (object);
}

static void
ft_draw_offers_class_init (FtDrawOffersClass *klass)
{
  G_OBJECT_CLASS (klass)->dispose = ft_draw_offers_dispose;
}

static void
ft_draw_offers_init (FtDrawOffers *self G_GNUC_UNUSED)
{
}

FtDrawOffers *
ft_draw_offers_new (FtGameStage *stage, GtkWidget *claim_button, GActionMap *actions)
{
  Draws *draws;

  g_return_val_if_fail (FT_IS_GAME_STAGE (stage), NULL);
  g_return_val_if_fail (G_IS_ACTION_MAP (actions), NULL);

  draws = g_object_new (FT_TYPE_DRAW_OFFERS, NULL);
  g_set_weak_pointer (&draws->stage, stage);
  g_set_weak_pointer (&draws->claim_button, claim_button);
  draws->claim_action = g_simple_action_new ("claim-draw", NULL);
  draws->offer_action = g_simple_action_new ("offer-draw", NULL);
  g_signal_connect (draws->claim_action, "activate", G_CALLBACK (claim_draw_action), draws);
  g_signal_connect (draws->offer_action, "activate", G_CALLBACK (offer_draw_action), draws);
  g_action_map_add_action (actions, G_ACTION (draws->claim_action));
  g_action_map_add_action (actions, G_ACTION (draws->offer_action));
  g_signal_connect (stage, "status-changed", G_CALLBACK (status_changed_cb), draws);
  update (draws);
  return draws;
}
