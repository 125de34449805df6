/* ft-network-controller.c — see ft-network-controller.h: the bar and the
 * live view while a network game lasts, and the player's seat kept for
 * rejoining. The dialogs are in ft-network-controller-dialogs.c. */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "ft-chat-view.h"
#include "ft-names.h"
#include "ft-net-seat.h"
#include "ft-network-controller.h"

/* How often this player's selection and drag are looked at (and sent when
 * they changed): 20 a second stays well inside the protocol's rate limit. */
#define LIVE_VIEW_MS 50

struct _FtNetworkController
{
  GObject parent_instance;

  FtGameStage *stage; /* weak: the stage shows our game and holds us */
  FtNetworkGame *game; /* the host or the client, one of: */
  FtNetworkHost *host;
  FtNetworkClient *client;
  char *seat_path; /* where a player's seat is kept; NULL: not kept */

  GtkWidget *bar;
  GtkWidget *label;
  GtkWidget *claim_button;
  GtkWidget *accept_button;
  GtkWidget *decline_button;
  GtkWidget *draw_button;
  GtkWidget *chat;
  char *text;
  char *waiting_text; /* what a waiting host's bar says instead of its address */

  gboolean waiting;   /* host: nobody has joined yet */
  gboolean connecting; /* client: no game yet */
  gboolean lost;      /* the other side is away */
  gboolean host_left; /* client: the host ended the game and left */
  gint64 lost_since;  /* monotonic µs */
  char *offer_text;   /* the opponent's offer waiting for an answer */
  char *notice;       /* a passing notice ("The opponent declined") */
  guint tick_id;
  guint live_view_id;

  FtCell sent_selected;
  gboolean sent_drag;
  double sent_x, sent_y;
  FtCell peer_selected;
};

G_DEFINE_FINAL_TYPE (FtNetworkController, ft_network_controller, G_TYPE_OBJECT)

static FtSession *
current_session (FtNetworkController *self)
{
  return ft_network_game_get_session (self->game);
}

static gboolean
is_spectator (FtNetworkController *self)
{
  return ft_network_game_get_local_colour (self->game) < 0;
}

static const char *
offer_question (FtNetOffer offer)
{
  switch (offer)
    {
    case FT_NET_OFFER_TAKEBACK:
      return _("The opponent asks to take back a move.");
    case FT_NET_OFFER_REMATCH:
      return _("The opponent proposes a rematch.");
    case FT_NET_OFFER_DRAW:
    default:
      return _("The opponent offers a draw.");
    }
}

/* What the bar says now; NULL: "Network game" or "Watching …". */
static char *
bar_text (FtNetworkController *self, gboolean over)
{
  if (self->host_left)
    return g_strdup (_("The host left the game."));
  if (self->waiting && self->waiting_text != NULL)
    return g_strdup (self->waiting_text);
  if (self->waiting)
    {
      g_auto (GStrv) addresses = ft_network_host_get_addresses ();
      g_autofree char *joined = g_strjoinv (", ", addresses);

      return g_strdup_printf (_("Waiting for an opponent — address %s, port %u, code %s"),
                              addresses[0] != NULL ? joined : _("this computer’s name"),
                              ft_network_host_get_port (self->host), ft_network_host_get_code (self->host));
    }
  if (self->connecting)
    return g_strdup (_("Connecting…"));
  if (self->lost && !over)
    {
      gint64 ms = (g_get_monotonic_time () - self->lost_since) / 1000;
      g_autofree char *elapsed = g_strdup_printf ("%02d:%02d", (int) (ms / 60000), (int) (ms / 1000 % 60));

      return g_strdup_printf (_("Connection lost — waiting for the opponent (%s)"), elapsed);
    }
  if (self->offer_text != NULL)
    return g_strdup (self->offer_text);
  if (self->notice != NULL)
    return g_strdup (self->notice);
  return g_strdup (is_spectator (self) ? _("Watching a network game") : _("Network game"));
}

static void
update_bar (FtNetworkController *self)
{
  FtSession *session = current_session (self);
  gboolean over = self->host_left || (session != NULL && ft_game_is_over (ft_session_get_game (session)));
  gboolean can_claim = ft_network_game_can_claim_win (self->game);
  g_autofree char *text = bar_text (self, over);
  gboolean playing = !self->waiting && !self->connecting && !over && !self->lost;

  if (g_strcmp0 (text, self->text) != 0)
    {
      g_free (self->text);
      self->text = g_steal_pointer (&text);
      gtk_label_set_text (GTK_LABEL (self->label), self->text);
      gtk_widget_set_tooltip_text (self->label, self->text);
    }
  gtk_widget_set_visible (self->claim_button, self->lost && can_claim && !over);
  gtk_widget_set_visible (self->accept_button, self->offer_text != NULL && playing);
  gtk_widget_set_visible (self->decline_button, self->offer_text != NULL && playing);
  gtk_widget_set_visible (self->draw_button, playing && !is_spectator (self) && self->offer_text == NULL);
}

static gboolean
tick_cb (gpointer user_data)
{
  update_bar (FT_NETWORK_CONTROLLER (user_data));
  return G_SOURCE_CONTINUE;
}

static void
set_lost (FtNetworkController *self, gboolean lost)
{
  self->lost = lost;
  if (lost)
    {
      self->lost_since = g_get_monotonic_time ();
      if (self->tick_id == 0)
        self->tick_id = g_timeout_add_seconds (1, tick_cb, self);
    }
  else
    g_clear_handle_id (&self->tick_id, g_source_remove);
  update_bar (self);
}

static void
set_notice (FtNetworkController *self, const char *notice)
{
  g_free (self->notice);
  self->notice = g_strdup (notice);
  update_bar (self);
}

/* ---- The seat, for rejoining after a restart ------------------------------------- */

static void
keep_seat (FtNetworkController *self)
{
  g_autoptr (FtNetSeat) seat = NULL;
  g_autoptr (GError) error = NULL;

  if (self->seat_path == NULL || is_spectator (self))
    return;
  seat = ft_net_seat_new (ft_network_client_get_address (self->client),
                          ft_network_client_get_code (self->client),
                          ft_network_client_get_token (self->client));
  if (!ft_net_seat_save (seat, self->seat_path, &error))
    g_warning ("%s", error->message);
}

static void
forget_seat (FtNetworkController *self)
{
  if (self->seat_path != NULL && !is_spectator (self))
    ft_net_seat_forget (self->seat_path);
}

/* ---- Live view --------------------------------------------------------------- */

static gboolean
live_view_cb (gpointer user_data)
{
  FtNetworkController *self = FT_NETWORK_CONTROLLER (user_data);
  FtBoardView *board = ft_game_stage_get_board (self->stage);
  FtCell selected = ft_board_model_get_selected (ft_board_view_get_model (board));
  double x = 0, y = 0;
  gboolean drag = ft_board_view_get_drag_point (board, &x, &y);

  if (selected != self->sent_selected)
    {
      self->sent_selected = selected;
      ft_network_game_send_selection (self->game, selected == FT_NO_CELL ? -1 : FT_CELL_FILE (selected),
                                      selected == FT_NO_CELL ? -1 : FT_CELL_RANK (selected));
    }
  if (drag != self->sent_drag || (drag && (fabs (x - self->sent_x) > 0.01 || fabs (y - self->sent_y) > 0.01)))
    {
      self->sent_drag = drag;
      self->sent_x = x;
      self->sent_y = y;
      ft_network_game_send_drag (self->game, drag, x, y);
    }
  return G_SOURCE_CONTINUE;
}

static void
peer_selection_cb (FtNetworkGame *game G_GNUC_UNUSED, int side G_GNUC_UNUSED, int file, int rank,
                   gpointer user_data)
{
  FtNetworkController *self = FT_NETWORK_CONTROLLER (user_data);

  self->peer_selected = file < 0 || file >= FT_CELL_STRIDE || rank < 0 || rank >= FT_CELL_STRIDE
                          ? FT_NO_CELL
                          : FT_CELL (file, rank);
  ft_board_model_set_peer_view (ft_game_stage_get_board_model (self->stage),
                                self->peer_selected, FALSE, 0, 0);
}

static void
peer_drag_cb (FtNetworkGame *game G_GNUC_UNUSED, int side G_GNUC_UNUSED, gboolean has_point,
              double x, double y, gpointer user_data)
{
  FtNetworkController *self = FT_NETWORK_CONTROLLER (user_data);

  ft_board_model_set_peer_view (ft_game_stage_get_board_model (self->stage),
                                self->peer_selected, has_point, x, y);
}

/* ---- Both sides ------------------------------------------------------------------ */

static void
game_over_cb (FtSession *session G_GNUC_UNUSED, int result G_GNUC_UNUSED, int reason G_GNUC_UNUSED,
              gpointer user_data)
{
  FtNetworkController *self = FT_NETWORK_CONTROLLER (user_data);

  /* A finished game is not rejoined. */
  if (self->client != NULL)
    forget_seat (self);
  update_bar (self);
}

static void
show_session (FtNetworkController *self)
{
  FtSession *session = current_session (self);

  self->peer_selected = FT_NO_CELL;
  ft_board_model_set_peer_view (ft_game_stage_get_board_model (self->stage), FT_NO_CELL,
                                FALSE, 0, 0);
  if (session != NULL)
    {
      ft_game_stage_show_network_session (self->stage, session);
      g_signal_connect_object (session, "game-over", G_CALLBACK (game_over_cb), self, 0);
    }
  /* Nobody to play yet: the side panel says so (ft_network_controller_is_waiting). */
  ft_game_stage_update_status (self->stage);
  update_bar (self);
}

static void
session_changed_cb (FtNetworkGame *game G_GNUC_UNUSED, gpointer user_data)
{
  FtNetworkController *self = FT_NETWORK_CONTROLLER (user_data);

  self->connecting = FALSE;
  g_clear_pointer (&self->offer_text, g_free);
  g_clear_pointer (&self->notice, g_free);
  show_session (self);
  if (self->client != NULL && !ft_game_is_over (ft_session_get_game (current_session (self))))
    keep_seat (self);
}

static void
offer_received_cb (FtNetworkGame *game G_GNUC_UNUSED, int offer, gpointer user_data)
{
  FtNetworkController *self = FT_NETWORK_CONTROLLER (user_data);

  g_free (self->offer_text);
  self->offer_text = g_strdup (offer_question (offer));
  update_bar (self);
}

static void
offer_answered_cb (FtNetworkGame *game G_GNUC_UNUSED, int offer G_GNUC_UNUSED, gboolean accepted,
                   gpointer user_data)
{
  set_notice (FT_NETWORK_CONTROLLER (user_data),
              accepted ? _("The opponent accepted.") : _("The opponent declined."));
}

/* ---- Host ---------------------------------------------------------------------- */

static void
host_peer_joined_cb (FtNetworkHost *host G_GNUC_UNUSED, gpointer user_data)
{
  FtNetworkController *self = FT_NETWORK_CONTROLLER (user_data);

  self->waiting = FALSE;
  set_lost (self, FALSE);
  ft_game_stage_update_status (self->stage);
}

static void
host_peer_left_cb (FtNetworkHost *host G_GNUC_UNUSED, gpointer user_data)
{
  FtNetworkController *self = FT_NETWORK_CONTROLLER (user_data);

  peer_selection_cb (self->game, 0, -1, -1, self);
  set_lost (self, TRUE);
}

/* ---- Client -------------------------------------------------------------------- */

static void
client_refused_cb (FtNetworkClient *client G_GNUC_UNUSED, const char *code, const char *text,
                   gpointer user_data)
{
  FtNetworkController *self = FT_NETWORK_CONTROLLER (user_data);
  FtGameStage *stage = self->stage;
  GtkWidget *dialog;
  const char *body = text;

  if (g_strcmp0 (code, "code") == 0)
    body = _("The game code is wrong.");
  else if (g_strcmp0 (code, "busy") == 0)
    body = _("This game already has two players. You can join as a spectator.");
  else if (g_strcmp0 (code, "full") == 0)
    body = _("This game has as many spectators as it allows.");
  else if (g_strcmp0 (code, "wait") == 0)
    body = _("Too many wrong codes were tried. Wait a minute and try again.");
  /* The seat is gone with the game (the host left, or gave it away); a
   * host that only says "wait" still holds it. */
  if (g_strcmp0 (code, "wait") != 0)
    forget_seat (self);
  dialog = adw_message_dialog_new (ft_game_stage_get_window (stage), _("Cannot Join the Game"), body);
  adw_message_dialog_add_response (ADW_MESSAGE_DIALOG (dialog), "close", _("_Close"));
  gtk_window_present (GTK_WINDOW (dialog));
  /* Back to the window's own game, if any; this frees us. */
  if (ft_network_client_get_session (self->client) == NULL)
    ft_game_stage_set_network (stage, NULL);
  else
    set_lost (self, TRUE);
}

static void
client_lost_cb (FtNetworkClient *client G_GNUC_UNUSED, gpointer user_data)
{
  set_lost (FT_NETWORK_CONTROLLER (user_data), TRUE);
}

static void
client_back_cb (FtNetworkClient *client G_GNUC_UNUSED, gpointer user_data)
{
  set_lost (FT_NETWORK_CONTROLLER (user_data), FALSE);
}

static void
client_presence_cb (FtNetworkClient *client G_GNUC_UNUSED, gboolean away, gpointer user_data)
{
  FtNetworkController *self = FT_NETWORK_CONTROLLER (user_data);

  /* A spectator sees a player's absence like a player would. */
  if (is_spectator (self))
    set_lost (self, away);
}

/* The host ended the game and left: say so; the game is over here too. */
static void
client_host_left_cb (FtNetworkClient *client G_GNUC_UNUSED, gpointer user_data)
{
  FtNetworkController *self = FT_NETWORK_CONTROLLER (user_data);

  self->host_left = TRUE;
  g_clear_pointer (&self->offer_text, g_free);
  g_clear_handle_id (&self->live_view_id, g_source_remove);
  forget_seat (self);
  set_lost (self, FALSE);
  ft_game_stage_update_status (self->stage);
}

/* ---- The bar's buttons ----------------------------------------------------------- */

static void
answer (FtNetworkController *self, gboolean accept)
{
  g_clear_pointer (&self->offer_text, g_free);
  ft_network_game_answer_offer (self->game, accept);
  update_bar (self);
}

static void
accept_clicked_cb (GtkButton *button G_GNUC_UNUSED, gpointer user_data)
{
  answer (FT_NETWORK_CONTROLLER (user_data), TRUE);
}

static void
decline_clicked_cb (GtkButton *button G_GNUC_UNUSED, gpointer user_data)
{
  answer (FT_NETWORK_CONTROLLER (user_data), FALSE);
}

static void
claim_clicked_cb (GtkButton *button G_GNUC_UNUSED, gpointer user_data)
{
  ft_network_controller_claim_win (FT_NETWORK_CONTROLLER (user_data));
}

static void
draw_clicked_cb (GtkButton *button G_GNUC_UNUSED, gpointer user_data)
{
  ft_network_controller_offer (FT_NETWORK_CONTROLLER (user_data), FT_NET_OFFER_DRAW);
}

static GtkWidget *
bar_button (FtNetworkController *self, const char *label, GCallback callback)
{
  GtkWidget *button = gtk_button_new_with_mnemonic (label);

  gtk_widget_set_valign (button, GTK_ALIGN_CENTER);
  g_signal_connect (button, "clicked", callback, self);
  gtk_box_append (GTK_BOX (self->bar), button);
  return button;
}

/* ---- The object ------------------------------------------------------------------ */

static void
ft_network_controller_dispose (GObject *object)
{
  FtNetworkController *self = FT_NETWORK_CONTROLLER (object);

  g_clear_handle_id (&self->tick_id, g_source_remove);
  g_clear_handle_id (&self->live_view_id, g_source_remove);
  if (self->game != NULL)
    {
      /* A player's seat stays on disk: the window may come back to it. */
      g_signal_handlers_disconnect_by_data (self->game, self);
      ft_network_game_leave (self->game);
      self->game = NULL;
    }
  g_clear_object (&self->host);
  g_clear_object (&self->client);
  /* Out of the slot above the board it was shown in. */
  if (self->bar != NULL && GTK_IS_BOX (gtk_widget_get_parent (self->bar)))
    gtk_box_remove (GTK_BOX (gtk_widget_get_parent (self->bar)), self->bar);
  if (self->chat != NULL && GTK_IS_BOX (gtk_widget_get_parent (self->chat)))
    gtk_box_remove (GTK_BOX (gtk_widget_get_parent (self->chat)), self->chat);
  g_clear_object (&self->bar);
  g_clear_object (&self->chat);
  g_clear_weak_pointer (&self->stage);
  G_OBJECT_CLASS (ft_network_controller_parent_class)->dispose (object);
}

static void
ft_network_controller_finalize (GObject *object)
{
  FtNetworkController *self = FT_NETWORK_CONTROLLER (object);

  g_free (self->text);
  g_free (self->offer_text);
  g_free (self->notice);
  g_free (self->waiting_text);
  g_free (self->seat_path);
  G_OBJECT_CLASS (ft_network_controller_parent_class)->finalize (object);
}

static void
ft_network_controller_class_init (FtNetworkControllerClass *klass)
{
  G_OBJECT_CLASS (klass)->dispose = ft_network_controller_dispose;
  G_OBJECT_CLASS (klass)->finalize = ft_network_controller_finalize;
}

static void
ft_network_controller_init (FtNetworkController *self)
{
  int button_height;

  self->bar = g_object_ref_sink (gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6));
  gtk_widget_add_css_class (self->bar, "network-bar");
  gtk_widget_add_css_class (self->bar, "toolbar");
  self->label = gtk_label_new (NULL);
  /* One line, as tall as the bar's buttons: the bar keeps its height
   * whatever it says or offers, and the board below does not move. */
  gtk_label_set_ellipsize (GTK_LABEL (self->label), PANGO_ELLIPSIZE_END);
  gtk_label_set_xalign (GTK_LABEL (self->label), 0);
  gtk_label_set_selectable (GTK_LABEL (self->label), TRUE);
  gtk_widget_set_hexpand (self->label, TRUE);
  gtk_widget_set_margin_start (self->label, 6);
  gtk_box_append (GTK_BOX (self->bar), self->label);
  self->draw_button = bar_button (self, _("Offer _Draw"), G_CALLBACK (draw_clicked_cb));
  self->accept_button = bar_button (self, _("_Accept"), G_CALLBACK (accept_clicked_cb));
  gtk_widget_add_css_class (self->accept_button, "suggested-action");
  self->decline_button = bar_button (self, _("_Decline"), G_CALLBACK (decline_clicked_cb));
  self->claim_button = bar_button (self, _("_Claim Win"), G_CALLBACK (claim_clicked_cb));
  gtk_widget_add_css_class (self->claim_button, "destructive-action");
  gtk_widget_measure (self->claim_button, GTK_ORIENTATION_VERTICAL, -1, NULL, &button_height, NULL, NULL);
  gtk_widget_set_size_request (self->label, -1, button_height);
  self->sent_selected = FT_NO_CELL;
  self->peer_selected = FT_NO_CELL;
}

/* The stage shows this game from now on (and holds the controller), its
 * bar in `slot` above the board. */
static void
show_in (FtNetworkController *self, GtkBox *slot)
{
  ft_game_stage_set_network (self->stage, G_OBJECT (self));
  gtk_box_append (slot, self->bar);
  /* The players' chat, under the bar (it hides itself for spectators). */
  self->chat = g_object_ref_sink (ft_chat_view_new (self->game));
  gtk_box_append (slot, self->chat);
}

/* What host and client share: the game's signals, the live view. */
static FtNetworkController *
attach (FtGameStage *stage, FtNetworkGame *game)
{
  FtNetworkController *self = g_object_new (FT_TYPE_NETWORK_CONTROLLER, NULL);

  g_set_weak_pointer (&self->stage, stage);
  self->game = game;
  g_signal_connect (game, "session-changed", G_CALLBACK (session_changed_cb), self);
  g_signal_connect (game, "offer-received", G_CALLBACK (offer_received_cb), self);
  g_signal_connect (game, "offer-answered", G_CALLBACK (offer_answered_cb), self);
  g_signal_connect (game, "peer-selection", G_CALLBACK (peer_selection_cb), self);
  g_signal_connect (game, "peer-drag", G_CALLBACK (peer_drag_cb), self);
  if (ft_network_game_get_local_colour (game) >= 0)
    self->live_view_id = g_timeout_add (LIVE_VIEW_MS, live_view_cb, self);
  return self;
}

FtNetworkController *
ft_network_controller_attach_host (FtGameStage *stage, GtkBox *slot, FtNetworkHost *host)
{
  FtNetworkController *self;

  g_return_val_if_fail (FT_IS_GAME_STAGE (stage), NULL);
  g_return_val_if_fail (GTK_IS_BOX (slot), NULL);
  g_return_val_if_fail (FT_IS_NETWORK_HOST (host), NULL);

  self = attach (stage, FT_NETWORK_GAME (host));
  self->host = g_object_ref (host);
  self->waiting = !ft_network_host_has_player (host);
  g_signal_connect (host, "peer-joined", G_CALLBACK (host_peer_joined_cb), self);
  g_signal_connect (host, "peer-left", G_CALLBACK (host_peer_left_cb), self);
  show_in (self, slot);
  show_session (self);
  g_object_unref (self); /* the stage's reference remains */
  return self;
}

FtNetworkController *
ft_network_controller_attach_client (FtGameStage *stage, GtkBox *slot, const char *autosave_path,
                                     FtNetworkClient *client)
{
  FtNetworkController *self;

  g_return_val_if_fail (FT_IS_GAME_STAGE (stage), NULL);
  g_return_val_if_fail (GTK_IS_BOX (slot), NULL);
  g_return_val_if_fail (FT_IS_NETWORK_CLIENT (client), NULL);

  self = attach (stage, FT_NETWORK_GAME (client));
  self->client = g_object_ref (client);
  if (autosave_path != NULL)
    self->seat_path = ft_net_seat_path_beside (autosave_path);
  self->connecting = ft_network_client_get_session (client) == NULL;
  g_signal_connect (client, "refused", G_CALLBACK (client_refused_cb), self);
  g_signal_connect (client, "connection-lost", G_CALLBACK (client_lost_cb), self);
  g_signal_connect (client, "reconnected", G_CALLBACK (client_back_cb), self);
  g_signal_connect (client, "presence-changed", G_CALLBACK (client_presence_cb), self);
  g_signal_connect (client, "host-left", G_CALLBACK (client_host_left_cb), self);
  show_in (self, slot);
  if (!self->connecting)
    show_session (self);
  else
    update_bar (self);
  g_object_unref (self);
  return self;
}

void
ft_network_controller_set_waiting_text (FtNetworkController *self, const char *text)
{
  g_return_if_fail (FT_IS_NETWORK_CONTROLLER (self));

  g_free (self->waiting_text);
  self->waiting_text = g_strdup (text);
  update_bar (self);
}

GtkWidget *
ft_network_controller_get_chat (FtNetworkController *self)
{
  g_return_val_if_fail (FT_IS_NETWORK_CONTROLLER (self), NULL);
  return self->chat;
}

gboolean
ft_network_controller_is_waiting (FtNetworkController *self)
{
  g_return_val_if_fail (FT_IS_NETWORK_CONTROLLER (self), FALSE);
  return self->waiting;
}

GtkWidget *
ft_network_controller_get_bar (FtNetworkController *self)
{
  g_return_val_if_fail (FT_IS_NETWORK_CONTROLLER (self), NULL);
  return self->bar;
}

const char *
ft_network_controller_get_bar_text (FtNetworkController *self)
{
  g_return_val_if_fail (FT_IS_NETWORK_CONTROLLER (self), NULL);
  return self->text;
}

FtNetworkHost *
ft_network_controller_get_host (FtNetworkController *self)
{
  g_return_val_if_fail (FT_IS_NETWORK_CONTROLLER (self), NULL);
  return self->host;
}

FtNetworkClient *
ft_network_controller_get_client (FtNetworkController *self)
{
  g_return_val_if_fail (FT_IS_NETWORK_CONTROLLER (self), NULL);
  return self->client;
}

void
ft_network_controller_resign (FtNetworkController *self)
{
  g_return_if_fail (FT_IS_NETWORK_CONTROLLER (self));
  ft_network_game_resign (self->game);
}

void
ft_network_controller_offer (FtNetworkController *self, FtNetOffer offer)
{
  g_return_if_fail (FT_IS_NETWORK_CONTROLLER (self));

  set_notice (self, ft_network_game_offer (self->game, offer) ? _("Offer sent, waiting for the answer.")
                                                               : _("This cannot be offered now."));
}

gboolean
ft_network_controller_claim_win (FtNetworkController *self)
{
  gboolean ok;

  g_return_val_if_fail (FT_IS_NETWORK_CONTROLLER (self), FALSE);

  ok = ft_network_game_claim_win (self->game);
  update_bar (self);
  return ok;
}
