/* ft-window-draws.c — see ft-window-draws.h. */
#include "config.h"

#include <glib/gi18n.h>

#include "ft-draw-judge.h"
#include "ft-window-draws.h"

#define DRAWS_KEY "ft-window-draws"

/* The window's draw offers: what answers them, the offer in flight. */
typedef struct
{
  FtDrawJudge *judge;      /* made at the first offer */
  GCancellable *asking;    /* the offer in flight, or NULL */
  FtSession *asked;        /* its session (no reference: compared only) */
  FtSession *declined;     /* the last declined offer's session and moves: */
  guint declined_at;       /* no new offer before another move */
} Draws;

static void
draws_free (gpointer data)
{
  Draws *draws = data;

  if (draws->asking != NULL)
    g_cancellable_cancel (draws->asking);
  g_clear_object (&draws->asking);
  g_clear_object (&draws->judge);
  g_free (draws);
}

static Draws *
get_draws (FtWindow *self)
{
  return g_object_get_data (G_OBJECT (self), DRAWS_KEY);
}

static GtkWidget *
claim_button (FtWindow *self)
{
  return ft_sidebar_get_claim_draw_button (ft_window_get_sidebar (self));
}

static gboolean
can_offer (FtWindow *self, Draws *draws, FtColour *computer)
{
  FtSession *session = ft_window_get_session (self);
  FtGame *game;

  if (session == NULL || draws->asking != NULL || ft_window_is_paused (self)
      || !ft_session_can_offer_draw (session, computer))
    return FALSE;
  game = ft_session_get_game (session);
  if (!ft_draw_judge_can_judge (game))
    return FALSE;
  return !(draws->declined == session && draws->declined_at == ft_game_get_n_moves (game));
}

static gboolean
can_claim (FtWindow *self)
{
  FtSession *session = ft_window_get_session (self);

  return session != NULL && !ft_window_is_paused (self) && ft_session_can_claim_draw (session);
}

void
_ft_window_update_draws (FtWindow *self)
{
  Draws *draws = get_draws (self);
  gboolean claim;

  if (draws == NULL)
    return;
  claim = can_claim (self);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.claim-draw", claim);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.offer-draw", can_offer (self, draws, NULL));
  gtk_widget_set_visible (claim_button (self), claim);
}

const char *
_ft_window_draws_message (FtWindow *self)
{
  FtResultReason reason = FT_REASON_NONE;

  if (!can_claim (self) || !ft_game_can_claim_draw (ft_window_get_game (self), &reason))
    return NULL;
  return reason == FT_REASON_FIFTY_MOVES ? _("Fifty moves: you may claim a draw")
                                         : _("Third repetition: you may claim a draw");
}

gboolean
ft_window_is_draw_offer_pending (FtWindow *self)
{
  Draws *draws = get_draws (self);

  return draws != NULL && draws->asking != NULL;
}

static void
claim_draw_action (GtkWidget *widget, const char *action_name G_GNUC_UNUSED,
                   GVariant *parameter G_GNUC_UNUSED)
{
  FtWindow *self = FT_WINDOW (widget);

  if (can_claim (self))
    ft_session_claim_draw (ft_window_get_session (self));
  ft_window_update_status (self);
}

static void
show_toast (FtWindow *self, const char *title)
{
  AdwToast *toast = adw_toast_new (title);

  adw_toast_set_priority (toast, ADW_TOAST_PRIORITY_HIGH);
  ft_window_add_toast (self, toast);
}

static void
offer_answered_cb (GObject *source, GAsyncResult *result, gpointer user_data)
{
  g_autoptr (FtWindow) self = user_data;
  Draws *draws = get_draws (self);
  FtSession *session = ft_window_get_session (self);
  FtDrawAnswer answer = FT_DRAW_ANSWER_BETTER;
  g_autoptr (GError) error = NULL;
  gboolean answered;

  answered = ft_draw_judge_ask_finish (FT_DRAW_JUDGE (source), result, &answer, NULL, &error);
  /* The window has gone, or a new game replaced the one offered in. */
  if (draws == NULL || g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    return;
  g_clear_object (&draws->asking);
  if (session != draws->asked || session == NULL || ft_game_is_over (ft_session_get_game (session)))
    {
      ft_window_update_status (self);
      return;
    }
  if (answered && answer == FT_DRAW_ANSWER_ACCEPT)
    {
      show_toast (self, _("The computer accepted the draw"));
      ft_session_agree_draw (session);
    }
  else
    {
      draws->declined = session;
      draws->declined_at = ft_game_get_n_moves (ft_session_get_game (session));
      show_toast (self, answered && answer == FT_DRAW_ANSWER_TOO_EARLY
                          ? _("The computer declined the draw: play on a while first")
                          : _("The computer declined the draw"));
    }
  ft_window_update_status (self);
}

static void
offer_draw_action (GtkWidget *widget, const char *action_name G_GNUC_UNUSED,
                   GVariant *parameter G_GNUC_UNUSED)
{
  FtWindow *self = FT_WINDOW (widget);
  Draws *draws = get_draws (self);
  FtColour computer;

  if (draws == NULL || !can_offer (self, draws, &computer))
    return;
  if (draws->judge == NULL)
    draws->judge = ft_draw_judge_new ();
  draws->asking = g_cancellable_new ();
  draws->asked = ft_window_get_session (self);
  ft_draw_judge_ask_async (draws->judge, ft_session_get_game (draws->asked), computer,
                           FT_DRAW_QUESTION_OFFER, draws->asking, offer_answered_cb,
                           g_object_ref (self));
  _ft_window_update_draws (self);
}

void
_ft_window_class_init_draws (GtkWidgetClass *widget_class)
{
  gtk_widget_class_install_action (widget_class, "win.claim-draw", NULL, claim_draw_action);
  gtk_widget_class_install_action (widget_class, "win.offer-draw", NULL, offer_draw_action);
}

/* A window going away drops the offer in flight: its answer finds no
 * window to show in. */
static void
destroy_cb (GtkWidget *widget, gpointer user_data G_GNUC_UNUSED)
{
  Draws *draws = get_draws (FT_WINDOW (widget));

  if (draws != NULL && draws->asking != NULL)
    g_cancellable_cancel (draws->asking);
}

void
_ft_window_init_draws (FtWindow *self)
{
  g_object_set_data_full (G_OBJECT (self), DRAWS_KEY, g_new0 (Draws, 1), draws_free);
  g_signal_connect (self, "destroy", G_CALLBACK (destroy_cb), NULL);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.claim-draw", FALSE);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.offer-draw", FALSE);
}
