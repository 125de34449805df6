/* ft-network-controller.c — see ft-network-controller.h. */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "ft-names.h"
#include "ft-network-controller.h"
#include "ft-new-game-dialog.h"
#include "ft-window-private.h"

/* How often this player's selection and drag are looked at (and sent when
 * they changed): 20 a second stays well inside the protocol's rate limit. */
#define LIVE_VIEW_MS 50

struct _FtNetworkController
{
  GObject parent_instance;

  FtWindow *window; /* owns us */
  FtNetworkHost *host;
  FtNetworkClient *client;

  GtkWidget *bar;
  GtkWidget *label;
  GtkWidget *claim_button;
  GtkWidget *accept_button;
  GtkWidget *decline_button;
  GtkWidget *draw_button;
  char *text;

  gboolean waiting;   /* host: nobody has joined yet */
  gboolean connecting; /* client: no game yet */
  gboolean lost;      /* the other side is away */
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
  if (self->host != NULL)
    return ft_network_host_get_session (self->host);
  return ft_network_client_get_session (self->client);
}

static gboolean
is_spectator (FtNetworkController *self)
{
  return self->client != NULL && ft_network_client_is_watching (self->client);
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

static void
update_bar (FtNetworkController *self)
{
  g_autofree char *text = NULL;
  FtSession *session = current_session (self);
  gboolean over = session != NULL && ft_game_is_over (ft_session_get_game (session));
  gboolean can_claim = self->host != NULL ? ft_network_host_can_claim_win (self->host)
                                          : ft_network_client_can_claim_win (self->client);

  if (self->waiting)
    {
      g_auto (GStrv) addresses = ft_network_host_get_addresses ();
      g_autofree char *joined = g_strjoinv (", ", addresses);

      text = g_strdup_printf (_("Waiting for an opponent — address %s, port %u, code %s"),
                              addresses[0] != NULL ? joined : _("this computer’s name"),
                              ft_network_host_get_port (self->host),
                              ft_network_host_get_code (self->host));
    }
  else if (self->connecting)
    text = g_strdup (_("Connecting…"));
  else if (self->lost && !over)
    {
      gint64 ms = (g_get_monotonic_time () - self->lost_since) / 1000;
      g_autofree char *elapsed = ft_clock_format_ms (ms);

      /* The clock formatter rounds up; the elapsed time counts whole seconds. */
      g_free (elapsed);
      elapsed = g_strdup_printf ("%02d:%02d", (int) (ms / 60000), (int) (ms / 1000 % 60));
      text = g_strdup_printf (_("Connection lost — waiting for the opponent (%s)"), elapsed);
    }
  else if (self->offer_text != NULL)
    text = g_strdup (self->offer_text);
  else if (self->notice != NULL)
    text = g_strdup (self->notice);
  else if (is_spectator (self))
    text = g_strdup (_("Watching a network game"));
  else
    text = g_strdup (_("Network game"));

  if (g_strcmp0 (text, self->text) != 0)
    {
      g_free (self->text);
      self->text = g_steal_pointer (&text);
      gtk_label_set_text (GTK_LABEL (self->label), self->text);
    }
  gtk_widget_set_visible (self->claim_button, self->lost && can_claim && !over);
  gtk_widget_set_visible (self->accept_button, self->offer_text != NULL && !self->lost);
  gtk_widget_set_visible (self->decline_button, self->offer_text != NULL && !self->lost);
  gtk_widget_set_visible (self->draw_button, !self->waiting && !self->connecting && !over
                                               && !self->lost && !is_spectator (self)
                                               && self->offer_text == NULL);
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

/* ---- Live view --------------------------------------------------------------- */

static gboolean
live_view_cb (gpointer user_data)
{
  FtNetworkController *self = FT_NETWORK_CONTROLLER (user_data);
  FtBoardView *board = ft_window_get_board (self->window);
  FtCell selected = ft_board_model_get_selected (ft_board_view_get_model (board));
  double x = 0, y = 0;
  gboolean drag = ft_board_view_get_drag_point (board, &x, &y);

  if (selected != self->sent_selected)
    {
      int file = selected == FT_NO_CELL ? -1 : FT_CELL_FILE (selected);
      int rank = selected == FT_NO_CELL ? -1 : FT_CELL_RANK (selected);

      self->sent_selected = selected;
      if (self->host != NULL)
        ft_network_host_send_selection (self->host, file, rank);
      else
        ft_network_client_send_selection (self->client, file, rank);
    }
  if (drag != self->sent_drag || (drag && (fabs (x - self->sent_x) > 0.01 || fabs (y - self->sent_y) > 0.01)))
    {
      self->sent_drag = drag;
      self->sent_x = x;
      self->sent_y = y;
      if (self->host != NULL)
        ft_network_host_send_drag (self->host, drag, x, y);
      else
        ft_network_client_send_drag (self->client, drag, x, y);
    }
  return G_SOURCE_CONTINUE;
}

static void
show_peer_selection (FtNetworkController *self, int file, int rank)
{
  FtBoardModel *board = ft_board_view_get_model (ft_window_get_board (self->window));

  self->peer_selected = file < 0 || file >= FT_CELL_STRIDE || rank < 0 || rank >= FT_CELL_STRIDE
                          ? FT_NO_CELL
                          : FT_CELL (file, rank);
  ft_board_model_set_peer_view (board, self->peer_selected, FALSE, 0, 0);
}

static void
show_peer_drag (FtNetworkController *self, gboolean has_point, double x, double y)
{
  ft_board_model_set_peer_view (ft_board_view_get_model (ft_window_get_board (self->window)),
                                self->peer_selected, has_point, x, y);
}

/* ---- Host ---------------------------------------------------------------------- */

static void
show_session (FtNetworkController *self)
{
  FtSession *session = current_session (self);

  self->peer_selected = FT_NO_CELL;
  ft_board_model_set_peer_view (ft_board_view_get_model (ft_window_get_board (self->window)), FT_NO_CELL,
                                FALSE, 0, 0);
  if (session != NULL)
    _ft_window_show_network_session (self->window, session);
  /* Nobody to play yet: the sidebar says so, and there is nothing to resign. */
  if (self->waiting)
    {
      ft_sidebar_set_turn (ft_window_get_sidebar (self->window), _("Waiting"));
      gtk_widget_action_set_enabled (GTK_WIDGET (self->window), "win.resign", FALSE);
    }
  update_bar (self);
}

static void
host_peer_joined_cb (FtNetworkHost *host G_GNUC_UNUSED, gpointer user_data)
{
  FtNetworkController *self = FT_NETWORK_CONTROLLER (user_data);

  self->waiting = FALSE;
  set_lost (self, FALSE);
  _ft_window_update_status (self->window);
}

static void
host_peer_left_cb (FtNetworkHost *host G_GNUC_UNUSED, gpointer user_data)
{
  FtNetworkController *self = FT_NETWORK_CONTROLLER (user_data);

  show_peer_selection (self, -1, -1);
  set_lost (self, TRUE);
}

static void
offer_received_cb (GObject *source G_GNUC_UNUSED, int offer, gpointer user_data)
{
  FtNetworkController *self = FT_NETWORK_CONTROLLER (user_data);

  g_free (self->offer_text);
  self->offer_text = g_strdup (offer_question (offer));
  update_bar (self);
}

static void
offer_answered_cb (GObject *source G_GNUC_UNUSED, int offer G_GNUC_UNUSED, gboolean accepted,
                   gpointer user_data)
{
  set_notice (FT_NETWORK_CONTROLLER (user_data),
              accepted ? _("The opponent accepted.") : _("The opponent declined."));
}

static void
host_peer_selection_cb (FtNetworkHost *host G_GNUC_UNUSED, int file, int rank, gpointer user_data)
{
  show_peer_selection (FT_NETWORK_CONTROLLER (user_data), file, rank);
}

static void
host_peer_drag_cb (FtNetworkHost *host G_GNUC_UNUSED, gboolean has_point, double x, double y,
                   gpointer user_data)
{
  show_peer_drag (FT_NETWORK_CONTROLLER (user_data), has_point, x, y);
}

static void
session_changed_cb (GObject *source G_GNUC_UNUSED, gpointer user_data)
{
  FtNetworkController *self = FT_NETWORK_CONTROLLER (user_data);

  self->connecting = FALSE;
  g_clear_pointer (&self->offer_text, g_free);
  g_clear_pointer (&self->notice, g_free);
  show_session (self);
}

/* ---- Client -------------------------------------------------------------------- */

static void
client_refused_cb (FtNetworkClient *client G_GNUC_UNUSED, const char *code, const char *text,
                   gpointer user_data)
{
  FtNetworkController *self = FT_NETWORK_CONTROLLER (user_data);
  FtWindow *window = self->window;
  GtkWidget *dialog;
  const char *body = text;

  if (g_strcmp0 (code, "code") == 0)
    body = _("The game code is wrong.");
  else if (g_strcmp0 (code, "busy") == 0)
    body = _("This game already has two players. You can join as a spectator.");
  else if (g_strcmp0 (code, "full") == 0)
    body = _("This game has as many spectators as it allows.");
  dialog = adw_message_dialog_new (GTK_WINDOW (window), _("Cannot Join the Game"), body);
  adw_message_dialog_add_response (ADW_MESSAGE_DIALOG (dialog), "close", _("_Close"));
  gtk_window_present (GTK_WINDOW (dialog));
  /* Back to the window's own game, if any; this frees us. */
  if (ft_network_client_get_session (self->client) == NULL)
    _ft_window_set_network (window, NULL);
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

static void
client_peer_selection_cb (FtNetworkClient *client G_GNUC_UNUSED, int side G_GNUC_UNUSED, int file,
                          int rank, gpointer user_data)
{
  show_peer_selection (FT_NETWORK_CONTROLLER (user_data), file, rank);
}

static void
client_peer_drag_cb (FtNetworkClient *client G_GNUC_UNUSED, int side G_GNUC_UNUSED,
                     gboolean has_point, double x, double y, gpointer user_data)
{
  show_peer_drag (FT_NETWORK_CONTROLLER (user_data), has_point, x, y);
}

/* ---- The bar's buttons ----------------------------------------------------------- */

static void
answer (FtNetworkController *self, gboolean accept)
{
  g_clear_pointer (&self->offer_text, g_free);
  if (self->host != NULL)
    ft_network_host_answer_offer (self->host, accept);
  else
    ft_network_client_answer_offer (self->client, accept);
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
  if (self->host != NULL)
    {
      g_signal_handlers_disconnect_by_data (self->host, self);
      ft_network_host_close (self->host);
      g_clear_object (&self->host);
    }
  if (self->client != NULL)
    {
      g_signal_handlers_disconnect_by_data (self->client, self);
      ft_network_client_disconnect (self->client);
      g_clear_object (&self->client);
    }
  g_clear_object (&self->bar);
  G_OBJECT_CLASS (ft_network_controller_parent_class)->dispose (object);
}

static void
ft_network_controller_finalize (GObject *object)
{
  FtNetworkController *self = FT_NETWORK_CONTROLLER (object);

  g_free (self->text);
  g_free (self->offer_text);
  g_free (self->notice);
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
  self->bar = g_object_ref_sink (gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6));
  gtk_widget_add_css_class (self->bar, "network-bar");
  gtk_widget_add_css_class (self->bar, "toolbar");
  self->label = gtk_label_new (NULL);
  gtk_label_set_wrap (GTK_LABEL (self->label), TRUE);
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
  self->sent_selected = FT_NO_CELL;
  self->peer_selected = FT_NO_CELL;
}

FtNetworkController *
ft_network_controller_attach_host (FtWindow *window, FtNetworkHost *host)
{
  FtNetworkController *self;

  g_return_val_if_fail (FT_IS_WINDOW (window), NULL);
  g_return_val_if_fail (FT_IS_NETWORK_HOST (host), NULL);

  self = g_object_new (FT_TYPE_NETWORK_CONTROLLER, NULL);
  self->window = window;
  self->host = g_object_ref (host);
  self->waiting = !ft_network_host_has_player (host);
  g_signal_connect (host, "peer-joined", G_CALLBACK (host_peer_joined_cb), self);
  g_signal_connect (host, "peer-left", G_CALLBACK (host_peer_left_cb), self);
  g_signal_connect (host, "offer-received", G_CALLBACK (offer_received_cb), self);
  g_signal_connect (host, "offer-answered", G_CALLBACK (offer_answered_cb), self);
  g_signal_connect (host, "peer-selection", G_CALLBACK (host_peer_selection_cb), self);
  g_signal_connect (host, "peer-drag", G_CALLBACK (host_peer_drag_cb), self);
  g_signal_connect (host, "session-changed", G_CALLBACK (session_changed_cb), self);
  _ft_window_set_network (window, self);
  self->live_view_id = g_timeout_add (LIVE_VIEW_MS, live_view_cb, self);
  show_session (self);
  g_object_unref (self); /* the window's reference remains */
  return self;
}

FtNetworkController *
ft_network_controller_attach_client (FtWindow *window, FtNetworkClient *client)
{
  FtNetworkController *self;

  g_return_val_if_fail (FT_IS_WINDOW (window), NULL);
  g_return_val_if_fail (FT_IS_NETWORK_CLIENT (client), NULL);

  self = g_object_new (FT_TYPE_NETWORK_CONTROLLER, NULL);
  self->window = window;
  self->client = g_object_ref (client);
  self->connecting = ft_network_client_get_session (client) == NULL;
  g_signal_connect (client, "session-changed", G_CALLBACK (session_changed_cb), self);
  g_signal_connect (client, "refused", G_CALLBACK (client_refused_cb), self);
  g_signal_connect (client, "connection-lost", G_CALLBACK (client_lost_cb), self);
  g_signal_connect (client, "reconnected", G_CALLBACK (client_back_cb), self);
  g_signal_connect (client, "presence-changed", G_CALLBACK (client_presence_cb), self);
  g_signal_connect (client, "offer-received", G_CALLBACK (offer_received_cb), self);
  g_signal_connect (client, "offer-answered", G_CALLBACK (offer_answered_cb), self);
  g_signal_connect (client, "peer-selection", G_CALLBACK (client_peer_selection_cb), self);
  g_signal_connect (client, "peer-drag", G_CALLBACK (client_peer_drag_cb), self);
  _ft_window_set_network (window, self);
  if (!ft_network_client_is_watching (client))
    self->live_view_id = g_timeout_add (LIVE_VIEW_MS, live_view_cb, self);
  if (!self->connecting)
    show_session (self);
  else
    update_bar (self);
  g_object_unref (self);
  return self;
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

  if (self->host != NULL)
    ft_network_host_resign (self->host);
  else
    ft_network_client_resign (self->client);
}

void
ft_network_controller_offer (FtNetworkController *self, FtNetOffer offer)
{
  gboolean ok;

  g_return_if_fail (FT_IS_NETWORK_CONTROLLER (self));

  ok = self->host != NULL ? ft_network_host_offer (self->host, offer)
                          : ft_network_client_offer (self->client, offer);
  set_notice (self, ok ? _("Offer sent, waiting for the answer.") : _("This cannot be offered now."));
}

gboolean
ft_network_controller_claim_win (FtNetworkController *self)
{
  gboolean ok;

  g_return_val_if_fail (FT_IS_NETWORK_CONTROLLER (self), FALSE);

  ok = self->host != NULL ? ft_network_host_claim_win (self->host)
                          : ft_network_client_claim_win (self->client);
  update_bar (self);
  return ok;
}

/* ---- Dialogs ---------------------------------------------------------------------- */

static void
host_dialog_start_cb (FtNewGameDialog *dialog G_GNUC_UNUSED, FtGameSetup *setup, gpointer user_data)
{
  FtWindow *window = FT_WINDOW (user_data);
  g_autoptr (FtNetworkHost) host = NULL;
  g_autoptr (GError) error = NULL;
  const char *real_name = g_get_real_name ();
  const char *name = real_name != NULL && g_strcmp0 (real_name, "Unknown") != 0 ? real_name
                                                                                 : g_get_user_name ();

  host = ft_network_host_new (setup, NULL, name, &error);
  if (host != NULL && !ft_network_host_listen (host, NULL, FT_NET_DEFAULT_PORT, NULL))
    ft_network_host_listen (host, NULL, 0, &error);
  if (host == NULL || ft_network_host_get_port (host) == 0)
    {
      GtkWidget *message = adw_message_dialog_new (GTK_WINDOW (window), _("Cannot Host the Game"),
                                                   error != NULL ? error->message : NULL);
      adw_message_dialog_add_response (ADW_MESSAGE_DIALOG (message), "close", _("_Close"));
      gtk_window_present (GTK_WINDOW (message));
      return;
    }
  ft_network_controller_attach_host (window, host);
}

void
ft_network_controller_open_host_dialog (FtWindow *window)
{
  g_autoptr (FtGameSetup) fallback = NULL;
  const FtGameSetup *config_setup;
  FtNewGameDialog *dialog;

  g_return_if_fail (FT_IS_WINDOW (window));

  config_setup = window->config_setup;
  if (config_setup == NULL)
    config_setup = fallback = ft_game_setup_new_default ();
  /* The New Game dialog's choices (side, time, board); the opponent row
   * does not matter: the opponent is whoever joins. */
  dialog = ft_new_game_dialog_new (GTK_WINDOW (window), window->settings, config_setup);
  gtk_window_set_title (GTK_WINDOW (dialog), _("Host a Network Game"));
  g_signal_connect_object (dialog, "start", G_CALLBACK (host_dialog_start_cb), window, 0);
  gtk_window_present (GTK_WINDOW (dialog));
}

typedef struct
{
  FtWindow *window;
  GtkWidget *address;
  GtkWidget *code;
  GtkWidget *watch;
} JoinDialog;

static void
join_response_cb (AdwMessageDialog *dialog G_GNUC_UNUSED, const char *response, gpointer user_data)
{
  JoinDialog *data = user_data;
  g_autoptr (FtNetworkClient) client = NULL;
  const char *address = gtk_editable_get_text (GTK_EDITABLE (data->address));
  const char *code = gtk_editable_get_text (GTK_EDITABLE (data->code));

  if (g_strcmp0 (response, "join") != 0 || address[0] == '\0')
    return;
  client = ft_network_client_new (address, code,
                                  gtk_switch_get_active (GTK_SWITCH (data->watch)),
                                  g_get_user_name ());
  ft_network_controller_attach_client (data->window, client);
  ft_network_client_connect (client);
}

static GtkWidget *
join_row (GtkWidget *grid, int row, const char *label_text, GtkWidget *field)
{
  GtkWidget *label = gtk_label_new_with_mnemonic (label_text);

  gtk_label_set_xalign (GTK_LABEL (label), 1);
  gtk_label_set_mnemonic_widget (GTK_LABEL (label), field);
  gtk_grid_attach (GTK_GRID (grid), label, 0, row, 1, 1);
  gtk_grid_attach (GTK_GRID (grid), field, 1, row, 1, 1);
  return field;
}

GtkWidget *
ft_network_controller_open_join_dialog (FtWindow *window)
{
  GtkWidget *dialog, *grid, *watch;
  JoinDialog *data;

  g_return_val_if_fail (FT_IS_WINDOW (window), NULL);

  dialog = adw_message_dialog_new (GTK_WINDOW (window), _("Join a Network Game"),
                                   _("Type the address and the code the host shows."));
  grid = gtk_grid_new ();
  gtk_grid_set_row_spacing (GTK_GRID (grid), 6);
  gtk_grid_set_column_spacing (GTK_GRID (grid), 12);
  data = g_new0 (JoinDialog, 1);
  data->window = window;
  data->address = join_row (grid, 0, _("_Address"), gtk_entry_new ());
  gtk_entry_set_placeholder_text (GTK_ENTRY (data->address), _("host or host:port"));
  gtk_entry_set_activates_default (GTK_ENTRY (data->address), TRUE);
  data->code = join_row (grid, 1, _("_Code"), gtk_entry_new ());
  gtk_entry_set_max_length (GTK_ENTRY (data->code), FT_NET_MAX_CODE);
  gtk_entry_set_activates_default (GTK_ENTRY (data->code), TRUE);
  watch = gtk_switch_new ();
  gtk_widget_set_halign (watch, GTK_ALIGN_START);
  data->watch = join_row (grid, 2, _("_Watch only"), watch);
  adw_message_dialog_set_extra_child (ADW_MESSAGE_DIALOG (dialog), grid);
  adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (dialog), "cancel", _("_Cancel"),
                                    "join", _("_Join"), NULL);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), "join",
                                              ADW_RESPONSE_SUGGESTED);
  adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (dialog), "join");
  adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (dialog), "cancel");
  g_signal_connect_data (dialog, "response", G_CALLBACK (join_response_cb), data,
                         (GClosureNotify) (void (*) (void)) g_free, 0);
  gtk_window_present (GTK_WINDOW (dialog));
  return dialog;
}
