/* ft-xmpp-play.c — see ft-xmpp-play.h. */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "ft-game-record.h"
#include "ft-net-security.h"
#include "ft-new-game-dialog.h"
#include "ft-xmpp-friend-dialog.h"
#include "ft-xmpp-host.h"
#include "ft-xmpp-ignore-list.h"
#include "ft-xmpp-jid.h"
#include "ft-xmpp-play.h"
#include "ft-xmpp-saved-game.h"

struct _FtXmppPlay
{
  GObject parent_instance;

  FtGameStage *stage; /* weak */
  GtkBox *slot;       /* weak */
  FtXmppAccount *account;
  GtkWidget *bar;     /* the invitation bar, first in the slot; made with
                       * the first invitation (bar_of()) */
  FtXmppHost *xhost;  /* the game hosted, while its controller lives */
  GObject *hosting;   /* weak: that controller */
  AdwToast *resume_toast; /* weak: the offer to resume a kept game */
  char *offered;      /* the account whose kept games were looked at */
};

G_DEFINE_FINAL_TYPE (FtXmppPlay, ft_xmpp_play, G_TYPE_OBJECT)

/* The name this player goes by in the game: the account's local part. */
static char *
player_name (FtXmppPlay *self)
{
  g_autofree char *local = NULL;
  const char *jid = ft_xmpp_account_get_jid (self->account);

  if (jid == NULL || !ft_xmpp_jid_parse (jid, &local, NULL, NULL, NULL) || local == NULL)
    return g_strdup (g_get_user_name ());
  return g_steal_pointer (&local);
}

/* Where a game of this account in `role` ("host", "guest") is kept. */
static char *
kept_path (FtXmppPlay *self, const char *role)
{
  return ft_xmpp_saved_game_path (ft_xmpp_account_get_jid (self->account), role);
}

static void
toast (FtXmppPlay *self, const char *text)
{
  if (self->stage != NULL)
    ft_game_stage_add_toast (self->stage, adw_toast_new (text));
}

/* ---- Hosting -------------------------------------------------------------------------- */

static void controller_gone_cb (gpointer user_data, GObject *where_it_was);

static void
drop_hosting (FtXmppPlay *self)
{
  if (self->hosting != NULL)
    g_object_weak_unref (self->hosting, controller_gone_cb, self);
  self->hosting = NULL;
  if (self->xhost != NULL)
    {
      g_signal_handlers_disconnect_by_data (self->xhost, self);
      ft_xmpp_host_cancel (self->xhost);
    }
  g_clear_object (&self->xhost);
}

static void
declined_cb (FtXmppHost *xhost, gpointer user_data)
{
  FtXmppPlay *self = user_data;
  g_autofree char *text = g_strdup_printf (_("%s declined the invitation."), ft_xmpp_host_get_friend (xhost));

  if (self->hosting != NULL)
    ft_network_controller_set_waiting_text (FT_NETWORK_CONTROLLER (self->hosting), text);
  toast (self, text);
}

static void
controller_gone_cb (gpointer user_data, GObject *where_it_was G_GNUC_UNUSED)
{
  FtXmppPlay *self = user_data;

  self->hosting = NULL;
  drop_hosting (self);
}

/* Show the game of `host`, hosted through self->xhost, kept for a restart. */
static FtNetworkController *
host_through (FtXmppPlay *self, FtNetworkHost *host)
{
  g_autofree char *path = kept_path (self, "host");
  FtNetworkController *controller;

  g_signal_connect (self->xhost, "declined", G_CALLBACK (declined_cb), self);
  ft_xmpp_host_keep (self->xhost, path);
  controller = ft_network_controller_attach_host (self->stage, self->slot, host);
  self->hosting = G_OBJECT (controller);
  g_object_weak_ref (self->hosting, controller_gone_cb, self);
  return controller;
}

FtNetworkController *
ft_xmpp_play_invite (FtXmppPlay *self, const char *friend_jid, const FtGameSetup *setup)
{
  FtXmppSession *session = ft_xmpp_account_get_session (self->account);
  g_autoptr (FtNetworkHost) host = NULL;
  g_autoptr (GError) error = NULL;
  g_autofree char *name = player_name (self);
  g_autofree char *waiting = NULL;
  char code[FT_NET_MAX_CODE + 1];
  FtNetworkController *controller;

  g_return_val_if_fail (FT_IS_XMPP_PLAY (self), NULL);

  if (self->stage == NULL || session == NULL || !ft_xmpp_jid_is_account (friend_jid))
    return NULL;
  ft_net_random_code_of_length (code, FT_XMPP_CODE_LENGTH);
  host = ft_network_host_new (setup, code, name, &error);
  if (host == NULL)
    {
      g_autofree char *text = g_strdup_printf (_("Cannot host the game: %s"), error->message);

      toast (self, text);
      return NULL;
    }
  drop_hosting (self);
  self->xhost = ft_xmpp_host_new (session, ft_xmpp_account_get_roster (self->account), host, friend_jid);
  controller = host_through (self, host);
  waiting = g_strdup_printf (_("Waiting for %s to accept the invitation"), friend_jid);
  ft_network_controller_set_waiting_text (controller, waiting);
  ft_xmpp_host_invite (self->xhost);
  return controller;
}

static void
game_chosen_cb (FtNewGameDialog *dialog, FtGameSetup *setup, gpointer user_data)
{
  FtXmppPlay *self = user_data;
  const char *friend_jid = g_object_get_data (G_OBJECT (dialog), "ft-friend");

  ft_xmpp_play_invite (self, friend_jid, setup);
}

GtkWindow *
ft_xmpp_play_choose_game (FtXmppPlay *self, const char *friend_jid)
{
  g_autoptr (FtGameSetup) fallback = NULL;
  g_autofree char *title = NULL;
  const FtGameSetup *config_setup;
  FtNewGameDialog *dialog;

  g_return_val_if_fail (FT_IS_XMPP_PLAY (self), NULL);

  if (self->stage == NULL)
    return NULL;
  config_setup = ft_game_stage_get_config_setup (self->stage);
  if (config_setup == NULL)
    config_setup = fallback = ft_game_setup_new_default ();
  /* The choices a network game supports, as on the local network. */
  dialog = ft_new_game_dialog_new (ft_game_stage_get_window (self->stage), ft_game_stage_get_settings (self->stage),
                                   config_setup);
  ft_new_game_dialog_set_network (dialog);
  title = g_strdup_printf (_("Play %s Online"), friend_jid);
  gtk_window_set_title (GTK_WINDOW (dialog), title);
  g_object_set_data_full (G_OBJECT (dialog), "ft-friend", g_strdup (friend_jid), g_free);
  g_signal_connect_object (dialog, "start", G_CALLBACK (game_chosen_cb), self, 0);
  gtk_window_present (GTK_WINDOW (dialog));
  return GTK_WINDOW (dialog);
}

static void
friend_chosen_cb (FtXmppFriendDialog *dialog G_GNUC_UNUSED, const char *jid, gpointer user_data)
{
  ft_xmpp_play_choose_game (user_data, jid);
}

static void
sign_in_response_cb (AdwMessageDialog *dialog, const char *response, gpointer user_data G_GNUC_UNUSED)
{
  GtkWindow *parent = gtk_window_get_transient_for (GTK_WINDOW (dialog));
  GtkApplication *application = parent != NULL ? gtk_window_get_application (parent) : NULL;

  if (g_strcmp0 (response, "preferences") == 0 && application != NULL)
    g_action_group_activate_action (G_ACTION_GROUP (application), "preferences", NULL);
}

GtkWindow *
ft_xmpp_play_open (FtXmppPlay *self)
{
  GtkWindow *parent;
  GtkWidget *message;
  FtXmppFriendDialog *dialog;

  g_return_val_if_fail (FT_IS_XMPP_PLAY (self), NULL);

  if (self->stage == NULL)
    return NULL;
  parent = ft_game_stage_get_window (self->stage);
  if (ft_xmpp_account_get_state (self->account) != FT_XMPP_STATE_ONLINE)
    {
      message = adw_message_dialog_new (parent, _("Sign In First"),
                                        _("Friends are played with an XMPP account: sign in with yours in "
                                          "Preferences → Online Account."));
      adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (message), "close", _("_Close"), "preferences",
                                        _("_Preferences"), NULL);
      adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (message), "preferences");
      adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (message), "preferences",
                                                  ADW_RESPONSE_SUGGESTED);
      g_signal_connect (message, "response", G_CALLBACK (sign_in_response_cb), NULL);
      gtk_window_present (GTK_WINDOW (message));
      return GTK_WINDOW (message);
    }
  dialog = ft_xmpp_friend_dialog_new (parent, ft_xmpp_account_get_roster (self->account));
  g_signal_connect_object (dialog, "chosen", G_CALLBACK (friend_chosen_cb), self, 0);
  gtk_window_present (GTK_WINDOW (dialog));
  return GTK_WINDOW (dialog);
}

static void
play_friend_action (GSimpleAction *action G_GNUC_UNUSED, GVariant *parameter G_GNUC_UNUSED, gpointer user_data)
{
  ft_xmpp_play_open (user_data);
}

/* ---- Invitations -------------------------------------------------------------------- */

static void answered_cb (FtXmppInvitationBar *bar, int answer, const char *from, gpointer data,
                         gpointer user_data);

/* The bar is made when first needed: most windows never get an invitation,
 * and a first start's window is built before its first frame
 * (docs/performance.md, "First window"). */
static FtXmppInvitationBar *
bar_of (FtXmppPlay *self)
{
  if (self->bar == NULL)
    {
      self->bar = g_object_ref_sink (ft_xmpp_invitation_bar_new ());
      g_signal_connect (self->bar, "answered", G_CALLBACK (answered_cb), self);
      if (self->slot != NULL)
        gtk_box_prepend (self->slot, self->bar);
    }
  return FT_XMPP_INVITATION_BAR (self->bar);
}

static void
invited_cb (FtXmppAccount *account G_GNUC_UNUSED, const char *from, gpointer invite, gpointer user_data)
{
  FtXmppPlay *self = user_data;

  ft_xmpp_invitation_bar_show (bar_of (self), from, invite, FALSE);
}

static void
request_cb (FtXmppAccount *account G_GNUC_UNUSED, const char *from, gpointer invite, gpointer user_data)
{
  FtXmppPlay *self = user_data;

  ft_xmpp_invitation_bar_show (bar_of (self), from, invite, TRUE);
}

static void
cancelled_cb (FtXmppAccount *account G_GNUC_UNUSED, const char *from, const char *code, gpointer user_data)
{
  FtXmppPlay *self = user_data;

  /* No bar yet: no invitation was shown, so none is withdrawn. */
  if (self->bar != NULL)
    ft_xmpp_invitation_bar_withdrawn (FT_XMPP_INVITATION_BAR (self->bar), from, code);
}

static void
join (FtXmppPlay *self, const char *from, const FtXmppInvite *invite)
{
  FtXmppGuest *guest = ft_xmpp_account_get_guest (self->account);
  g_autofree char *name = player_name (self);
  g_autofree char *path = NULL;
  g_autoptr (FtNetworkClient) client = NULL;

  if (guest == NULL || self->stage == NULL)
    return;
  client = ft_xmpp_guest_join (guest, from, invite->code, FALSE, name);
  if (client == NULL)
    return;
  path = kept_path (self, "guest");
  ft_xmpp_guest_keep (guest, path);
  ft_network_controller_attach_client (self->stage, self->slot, NULL, client);
  ft_network_client_connect (client);
}

static void
answered_cb (FtXmppInvitationBar *bar G_GNUC_UNUSED, int answer, const char *from, gpointer data,
             gpointer user_data)
{
  FtXmppPlay *self = user_data;
  const FtXmppInvite *invite = data;
  FtXmppGuest *guest = ft_xmpp_account_get_guest (self->account);
  g_autoptr (GError) error = NULL;

  if (answer == FT_XMPP_INVITATION_ACCEPT)
    {
      join (self, from, invite);
      return;
    }
  if (guest != NULL)
    ft_xmpp_guest_decline (guest, from, invite->code);
  if (answer == FT_XMPP_INVITATION_IGNORE
      && !ft_xmpp_ignore_list_add (ft_xmpp_account_get_ignore_list (self->account), from, &error))
    toast (self, error->message);
}

/* ---- A game kept from before a restart -------------------------------------------------- */

/* The host again, from its record: the clocks less the time it was away (as
 * on a drop: they ran), the player's seat; the player's program is told. */
static gboolean
resume_host (FtXmppPlay *self, const FtXmppSavedGame *saved, GError **error)
{
  g_autoptr (FtGameSetup) base = ft_game_setup_new_default ();
  g_autoptr (FtGameSetup) setup = NULL;
  g_autoptr (FtGame) game = ft_game_record_read (saved->record, -1, NULL, base, &setup, NULL, error);
  g_autoptr (FtNetworkHost) host = NULL;
  g_autofree char *name = player_name (self);
  gint64 clock_ms[2] = { saved->clock_ms[0], saved->clock_ms[1] };
  gint64 away_ms = MAX (g_get_real_time () - saved->saved_at, 0) / 1000;

  if (game == NULL)
    return FALSE;
  setup->human_colour = saved->colour;
  if (clock_ms[ft_game_get_turn (game)] >= 0)
    clock_ms[ft_game_get_turn (game)] = MAX (clock_ms[ft_game_get_turn (game)] - away_ms, 0);
  host = ft_network_host_new_resumed (setup, game, saved->code, name, saved->token, saved->peer_name, clock_ms,
                                      error);
  if (host == NULL)
    return FALSE;
  drop_hosting (self);
  self->xhost = ft_xmpp_host_new (ft_xmpp_account_get_session (self->account),
                                  ft_xmpp_account_get_roster (self->account), host, saved->friend_jid);
  host_through (self, host);
  ft_xmpp_host_call_back (self->xhost, saved->peer);
  return TRUE;
}

/* The guest again: it rejoins and compares records (a conflict is refused
 * and named in the bar). */
static void
resume_guest (FtXmppPlay *self, const FtXmppSavedGame *saved)
{
  FtXmppGuest *guest = ft_xmpp_account_get_guest (self->account);
  g_autofree char *name = player_name (self);
  g_autofree char *path = kept_path (self, "guest");
  g_autoptr (FtNetworkClient) client = ft_xmpp_guest_rejoin (guest, saved, name);

  if (client == NULL)
    return;
  ft_xmpp_guest_keep (guest, path);
  ft_network_controller_attach_client (self->stage, self->slot, NULL, client);
  ft_network_client_connect (client);
}

gboolean
ft_xmpp_play_resume (FtXmppPlay *self, GError **error)
{
  g_autofree char *host_path = NULL, *guest_path = NULL;
  g_autoptr (FtXmppSavedGame) saved = NULL;

  g_return_val_if_fail (FT_IS_XMPP_PLAY (self), FALSE);

  if (self->resume_toast != NULL)
    adw_toast_dismiss (self->resume_toast);
  g_clear_weak_pointer (&self->resume_toast);
  if (self->stage == NULL || ft_xmpp_account_get_state (self->account) != FT_XMPP_STATE_ONLINE)
    return FALSE;
  host_path = kept_path (self, "host");
  guest_path = kept_path (self, "guest");
  if ((saved = ft_xmpp_saved_game_load (host_path, error)) != NULL)
    return resume_host (self, saved, error);
  if (error != NULL && *error != NULL)
    return FALSE;
  if ((saved = ft_xmpp_saved_game_load (guest_path, error)) == NULL)
    return FALSE;
  resume_guest (self, saved);
  return TRUE;
}

static void
resume_clicked_cb (AdwToast *offer G_GNUC_UNUSED, gpointer user_data)
{
  FtXmppPlay *self = user_data;
  g_autoptr (GError) error = NULL;

  if (!ft_xmpp_play_resume (self, &error) && error != NULL)
    {
      g_autofree char *text = g_strdup_printf (_("The game kept from before cannot be resumed: %s"), error->message);

      toast (self, text);
    }
}

/* Signed in: a game of this account kept from before is offered (once a
 * sign-in), never resumed unasked. */
static void
offer_resume (FtXmppPlay *self)
{
  static const char *const roles[] = { "host", "guest" };
  const char *jid = ft_xmpp_account_get_jid (self->account);
  g_autofree char *text = NULL;
  AdwToast *offer;

  if (self->stage == NULL || jid == NULL || g_strcmp0 (self->offered, jid) == 0
      || ft_game_stage_get_network (self->stage) != NULL)
    return;
  g_free (self->offered);
  self->offered = g_strdup (jid);
  for (guint i = 0; i < G_N_ELEMENTS (roles) && text == NULL; i++)
    {
      g_autofree char *path = kept_path (self, roles[i]);
      g_autoptr (FtXmppSavedGame) saved = ft_xmpp_saved_game_load (path, NULL);
      g_autofree char *peer = saved != NULL ? ft_xmpp_jid_bare (saved->peer) : NULL;

      if (saved != NULL)
        text = g_strdup_printf (_("Resume the game with %s"), peer != NULL ? peer : saved->peer);
    }
  if (text == NULL)
    return;
  offer = adw_toast_new (text);
  adw_toast_set_button_label (offer, _("_Resume"));
  adw_toast_set_timeout (offer, 0);
  g_signal_connect_object (offer, "button-clicked", G_CALLBACK (resume_clicked_cb), self, 0);
  g_clear_weak_pointer (&self->resume_toast);
  g_set_weak_pointer (&self->resume_toast, offer);
  ft_game_stage_add_toast (self->stage, offer);
}

static void
account_state_cb (GObject *account G_GNUC_UNUSED, GParamSpec *pspec G_GNUC_UNUSED, gpointer user_data)
{
  FtXmppPlay *self = user_data;

  if (ft_xmpp_account_get_state (self->account) == FT_XMPP_STATE_ONLINE)
    offer_resume (self);
}

gboolean
ft_xmpp_play_has_resume_offer (FtXmppPlay *self)
{
  g_return_val_if_fail (FT_IS_XMPP_PLAY (self), FALSE);
  return self->resume_toast != NULL;
}

/* ---- The object ---------------------------------------------------------------------- */

void
ft_xmpp_play_set_account (FtXmppPlay *self, FtXmppAccount *account)
{
  g_return_if_fail (FT_IS_XMPP_PLAY (self));
  g_return_if_fail (FT_IS_XMPP_ACCOUNT (account));

  if (self->account != NULL)
    g_signal_handlers_disconnect_by_data (self->account, self);
  g_set_object (&self->account, account);
  g_signal_connect (account, "invited", G_CALLBACK (invited_cb), self);
  g_signal_connect (account, "request", G_CALLBACK (request_cb), self);
  g_signal_connect (account, "cancelled", G_CALLBACK (cancelled_cb), self);
  g_signal_connect (account, "notify::state", G_CALLBACK (account_state_cb), self);
  if (ft_xmpp_account_get_state (account) == FT_XMPP_STATE_ONLINE)
    offer_resume (self);
}

FtXmppInvitationBar *
ft_xmpp_play_get_invitation_bar (FtXmppPlay *self)
{
  g_return_val_if_fail (FT_IS_XMPP_PLAY (self), NULL);
  return bar_of (self);
}

static void
ft_xmpp_play_dispose (GObject *object)
{
  FtXmppPlay *self = FT_XMPP_PLAY (object);

  drop_hosting (self);
  if (self->account != NULL)
    g_signal_handlers_disconnect_by_data (self->account, self);
  g_clear_object (&self->account);
  g_clear_object (&self->bar);
  g_clear_weak_pointer (&self->resume_toast);
  g_clear_pointer (&self->offered, g_free);
  g_clear_weak_pointer (&self->stage);
  g_clear_weak_pointer (&self->slot);
  G_OBJECT_CLASS (ft_xmpp_play_parent_class)->dispose (object);
}

static void
ft_xmpp_play_class_init (FtXmppPlayClass *klass)
{
  G_OBJECT_CLASS (klass)->dispose = ft_xmpp_play_dispose;
}

static void
ft_xmpp_play_init (FtXmppPlay *self G_GNUC_UNUSED)
{
}

FtXmppPlay *
ft_xmpp_play_new (FtGameStage *stage, GtkBox *slot, FtXmppAccount *account, GActionMap *actions)
{
  static const GActionEntry entries[] = {
    { "play-friend", play_friend_action, NULL, NULL, NULL, { 0 } },
  };
  FtXmppPlay *self = g_object_new (FT_TYPE_XMPP_PLAY, NULL);

  g_set_weak_pointer (&self->stage, stage);
  g_set_weak_pointer (&self->slot, slot);
  ft_xmpp_play_set_account (self, account);
  g_action_map_add_action_entries (actions, entries, G_N_ELEMENTS (entries), self);
  return self;
}
