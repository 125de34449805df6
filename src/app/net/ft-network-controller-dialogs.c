/* ft-network-controller-dialogs.c — how a network game begins in the
 * window: the Host dialog (the New Game dialog offering only what a
 * network game supports), the Join dialog (address — the last one typed —,
 * code, token, Watch only), and at start the offer to rejoin the game a
 * closed or crashed window was playing (docs/network.md#in-the-window). */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "ft-app-profiles.h"
#include "ft-lan-announcer.h"
#include "ft-lan-games-list.h"
#include "ft-names.h"
#include "ft-net-seat.h"
#include "ft-rated-kind.h"
#include "ft-enums.h"
#include "ft-network-controller.h"
#include "ft-new-game-dialog.h"

/* The key remembering the last address typed in the Join dialog. */
#define ADDRESS_KEY "network-address"

static const char *
player_name (void)
{
  const char *real_name = g_get_real_name ();

  return real_name != NULL && g_strcmp0 (real_name, "Unknown") != 0 ? real_name : g_get_user_name ();
}

/* The host's name on the network: the profile chosen in the Host dialog. */
static const char *
host_name (const FtGameSetup *setup)
{
  FtProfile *profile = ft_profile_store_get_last_used (ft_app_profiles_get (), setup->human_colour);

  return profile != NULL ? ft_profile_get_name (profile) : player_name ();
}


/* Where a network game goes: the stage that shows it, the slot above the
 * board for its bar, the autosave beside which a player's seat is kept
 * (NULL: none). The stage is weak: a dialog or a toast may outlive it. */
typedef struct
{
  FtGameStage *stage;
  GtkBox *slot;
  char *autosave_path;
} NetworkPlace;

static NetworkPlace *
network_place_new (FtGameStage *stage, GtkBox *slot, const char *autosave_path)
{
  NetworkPlace *place = g_new0 (NetworkPlace, 1);

  g_set_weak_pointer (&place->stage, stage);
  place->slot = g_object_ref (slot);
  place->autosave_path = g_strdup (autosave_path);
  return place;
}

static void
network_place_free (NetworkPlace *place)
{
  g_clear_weak_pointer (&place->stage);
  g_clear_object (&place->slot);
  g_free (place->autosave_path);
  g_free (place);
}
/* ---- Host ------------------------------------------------------------------------ */

static void
seat_changed_cb (FtNetworkHost *host, gpointer user_data)
{
  ft_lan_announcer_set_seat_free (FT_LAN_ANNOUNCER (user_data), !ft_network_host_has_player (host));
}

/* The hosted game is announced on the local network (DNS-SD) for as long
 * as the host lives; without an Avahi daemon nothing is, and joining by
 * address works as ever (docs/network.md#finding-a-game). */
static void
announce (FtNetworkHost *host, const FtGameSetup *setup)
{
  FtRatedKind kind = ft_rated_kind_of_setup (setup);
  FtLanAnnouncer *announcer = ft_lan_announcer_new (ft_network_host_get_port (host),
                                                    ft_name_of (FT_TYPE_RATED_KIND, kind), host_name (setup));

  g_signal_connect_object (host, "peer-joined", G_CALLBACK (seat_changed_cb), announcer, 0);
  g_signal_connect_object (host, "peer-left", G_CALLBACK (seat_changed_cb), announcer, 0);
  g_object_set_data_full (G_OBJECT (host), "ft-lan-announcer", announcer, g_object_unref);
}

static void
host_dialog_start_cb (FtNewGameDialog *dialog G_GNUC_UNUSED, FtGameSetup *setup, gpointer user_data)
{
  NetworkPlace *place = user_data;
  g_autoptr (FtNetworkHost) host = NULL;
  g_autoptr (GError) error = NULL;

  if (place->stage == NULL)
    return;
  host = ft_network_host_new (setup, NULL, host_name (setup), &error);
  if (host != NULL && !ft_network_host_listen (host, NULL, FT_NET_DEFAULT_PORT, NULL))
    ft_network_host_listen (host, NULL, 0, &error);
  if (host == NULL || ft_network_host_get_port (host) == 0)
    {
      GtkWidget *message = adw_message_dialog_new (ft_game_stage_get_window (place->stage),
                                                   _("Cannot Host the Game"),
                                                   error != NULL ? error->message : NULL);
      adw_message_dialog_add_response (ADW_MESSAGE_DIALOG (message), "close", _("_Close"));
      gtk_window_present (GTK_WINDOW (message));
      return;
    }
  ft_network_controller_attach_host (place->stage, place->slot, host);
  announce (host, setup);
}

FtNewGameDialog *
ft_network_controller_open_host_dialog (FtGameStage *stage, GtkBox *slot)
{
  g_autoptr (FtGameSetup) fallback = NULL;
  const FtGameSetup *config_setup;
  FtNewGameDialog *dialog;

  g_return_val_if_fail (FT_IS_GAME_STAGE (stage), NULL);
  g_return_val_if_fail (GTK_IS_BOX (slot), NULL);

  config_setup = ft_game_stage_get_config_setup (stage);
  if (config_setup == NULL)
    config_setup = fallback = ft_game_setup_new_default ();
  /* The New Game dialog's side, time and board; no opponent (whoever joins
   * is), no fog of war, no per-move timer. */
  dialog = ft_new_game_dialog_new (ft_game_stage_get_window (stage), ft_game_stage_get_settings (stage),
                                   config_setup);
  ft_new_game_dialog_set_network (dialog);
  gtk_window_set_title (GTK_WINDOW (dialog), _("Host a Network Game"));
  g_signal_connect_data (dialog, "start", G_CALLBACK (host_dialog_start_cb), network_place_new (stage, slot, NULL),
                         (GClosureNotify) (void (*) (void)) network_place_free, 0);
  gtk_window_present (GTK_WINDOW (dialog));
  return dialog;
}

/* ---- Join ------------------------------------------------------------------------ */

typedef struct
{
  NetworkPlace *place;
  GtkWidget *address;
  GtkWidget *code;
  GtkWidget *token;
  GtkWidget *watch;
} JoinDialog;

/* A game chosen in the list of those the network announces: its address
 * goes in the field (the code is the host's to tell). */
static void
lan_game_chosen_cb (FtLanGamesList *list G_GNUC_UNUSED, FtLanGame *game, JoinDialog *data)
{
  g_autofree char *address = ft_lan_game_dup_join_address (game);

  gtk_editable_set_text (GTK_EDITABLE (data->address), address);
  gtk_widget_grab_focus (data->code);
}

/* Join `address` with `code` (and a seat token, "" for none). */
static void
join (NetworkPlace *place, const char *address, const char *code, const char *token, gboolean watch)
{
  g_autoptr (FtNetworkClient) client = ft_network_client_new (address, code, watch, g_get_user_name ());

  if (!watch && token != NULL && token[0] != '\0')
    ft_network_client_set_token (client, token);
  ft_network_controller_attach_client (place->stage, place->slot, place->autosave_path, client);
  ft_network_client_connect (client);
}

static void
join_dialog_free (JoinDialog *data)
{
  network_place_free (data->place);
  g_free (data);
}

static void
join_response_cb (AdwMessageDialog *dialog G_GNUC_UNUSED, const char *response, gpointer user_data)
{
  JoinDialog *data = user_data;
  g_autofree char *address = g_strstrip (g_strdup (gtk_editable_get_text (GTK_EDITABLE (data->address))));
  g_autofree char *token = g_strstrip (g_strdup (gtk_editable_get_text (GTK_EDITABLE (data->token))));
  const char *code = gtk_editable_get_text (GTK_EDITABLE (data->code));

  if (g_strcmp0 (response, "join") != 0 || address[0] == '\0' || data->place->stage == NULL)
    return;
  if (ft_game_stage_get_settings (data->place->stage) != NULL)
    g_settings_set_string (ft_game_stage_get_settings (data->place->stage), ADDRESS_KEY, address);
  join (data->place, address, code, token, gtk_switch_get_active (GTK_SWITCH (data->watch)));
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

static GtkWidget *
join_entry (GtkWidget *grid, int row, const char *label_text, const char *placeholder, int max_length)
{
  GtkWidget *entry = join_row (grid, row, label_text, gtk_entry_new ());

  gtk_entry_set_placeholder_text (GTK_ENTRY (entry), placeholder);
  gtk_entry_set_activates_default (GTK_ENTRY (entry), TRUE);
  gtk_entry_set_max_length (GTK_ENTRY (entry), max_length);
  return entry;
}

/* The seat this window kept (a game it left unfinished), or NULL. */
static FtNetSeat *
kept_seat (NetworkPlace *place)
{
  g_autofree char *path = NULL;
  g_autoptr (GError) error = NULL;
  FtNetSeat *seat;

  if (place->autosave_path == NULL)
    return NULL;
  path = ft_net_seat_path_beside (place->autosave_path);
  seat = ft_net_seat_load (path, &error);
  if (seat == NULL && !g_error_matches (error, G_FILE_ERROR, G_FILE_ERROR_NOENT))
    {
      /* Not a seat: said once, then gone. */
      g_warning ("%s", error->message);
      ft_net_seat_forget (path);
    }
  return seat;
}

/* The fields start as the last time: the kept seat's address, code and
 * token, or the last address typed. */
static void
fill_in_join (JoinDialog *data)
{
  g_autoptr (FtNetSeat) seat = kept_seat (data->place);

  if (seat != NULL)
    {
      gtk_editable_set_text (GTK_EDITABLE (data->address), seat->address);
      gtk_editable_set_text (GTK_EDITABLE (data->code), seat->code);
      gtk_editable_set_text (GTK_EDITABLE (data->token), seat->token);
    }
  else if (ft_game_stage_get_settings (data->place->stage) != NULL)
    {
      g_autofree char *address = g_settings_get_string (ft_game_stage_get_settings (data->place->stage),
                                                        ADDRESS_KEY);

      gtk_editable_set_text (GTK_EDITABLE (data->address), address);
    }
}

GtkWidget *
ft_network_controller_open_join_dialog (FtGameStage *stage, GtkBox *slot, const char *autosave_path)
{
  GtkWidget *dialog, *grid, *watch, *box, *games;
  JoinDialog *data;

  g_return_val_if_fail (FT_IS_GAME_STAGE (stage), NULL);
  g_return_val_if_fail (GTK_IS_BOX (slot), NULL);

  dialog = adw_message_dialog_new (ft_game_stage_get_window (stage), _("Join a Network Game"),
                                   _("Choose a game found on this network, or type the "
                                     "address; then the code the host shows. "
                                     "To take your seat back after your game closed, the token "
                                     "it showed too."));
  grid = gtk_grid_new ();
  gtk_grid_set_row_spacing (GTK_GRID (grid), 6);
  gtk_grid_set_column_spacing (GTK_GRID (grid), 12);
  data = g_new0 (JoinDialog, 1);
  data->place = network_place_new (stage, slot, autosave_path);
  data->address = join_entry (grid, 0, _("_Address"), _("host or host:port"), FT_NET_SEAT_MAX_ADDRESS);
  data->code = join_entry (grid, 1, _("_Code"), "", FT_NET_MAX_CODE);
  data->token = join_entry (grid, 2, _("_Token"), _("only to rejoin"), FT_NET_TOKEN_LENGTH);
  watch = gtk_switch_new ();
  gtk_widget_set_halign (watch, GTK_ALIGN_START);
  data->watch = join_row (grid, 3, _("_Watch only"), watch);
  fill_in_join (data);
  box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 12);
  games = ft_lan_games_list_new ();
  g_signal_connect (games, "game-chosen", G_CALLBACK (lan_game_chosen_cb), data);
  gtk_box_append (GTK_BOX (box), games);
  gtk_box_append (GTK_BOX (box), grid);
  adw_message_dialog_set_extra_child (ADW_MESSAGE_DIALOG (dialog), box);
  adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (dialog), "cancel", _("_Cancel"),
                                    "join", _("_Join"), NULL);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), "join",
                                              ADW_RESPONSE_SUGGESTED);
  adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (dialog), "join");
  adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (dialog), "cancel");
  g_signal_connect_data (dialog, "response", G_CALLBACK (join_response_cb), data,
                         (GClosureNotify) (void (*) (void)) join_dialog_free, 0);
  gtk_window_present (GTK_WINDOW (dialog));
  return dialog;
}

/* ---- Rejoin at start --------------------------------------------------------------- */

static void
rejoin_clicked_cb (AdwToast *toast, gpointer user_data)
{
  NetworkPlace *place = user_data;
  g_autoptr (FtNetSeat) seat = kept_seat (place);

  g_object_set_data (G_OBJECT (toast), "ft-rejoined", GINT_TO_POINTER (TRUE));
  if (seat != NULL && place->stage != NULL)
    join (place, seat->address, seat->code, seat->token, FALSE);
}

static void
rejoin_dismissed_cb (AdwToast *toast, gpointer user_data)
{
  NetworkPlace *place = user_data;
  g_autofree char *path = NULL;

  /* Closed without rejoining: the player does not want that game back. */
  if (g_object_get_data (G_OBJECT (toast), "ft-rejoined") != NULL || place->autosave_path == NULL
      || place->stage == NULL || ft_game_stage_get_network (place->stage) != NULL
      || gtk_widget_in_destruction (GTK_WIDGET (ft_game_stage_get_window (place->stage))))
    return;
  path = ft_net_seat_path_beside (place->autosave_path);
  ft_net_seat_forget (path);
}

AdwToast *
ft_network_controller_offer_rejoin (FtGameStage *stage, GtkBox *slot, const char *autosave_path)
{
  g_autoptr (FtNetSeat) seat = NULL;
  g_autofree char *title = NULL;
  NetworkPlace *place;
  AdwToast *toast;

  g_return_val_if_fail (FT_IS_GAME_STAGE (stage), NULL);
  g_return_val_if_fail (GTK_IS_BOX (slot), NULL);

  place = network_place_new (stage, slot, autosave_path);
  seat = kept_seat (place);
  if (seat == NULL)
    {
      network_place_free (place);
      return NULL;
    }
  title = g_strdup_printf (_("Rejoin the network game at %s"), seat->address);
  toast = adw_toast_new (title);
  adw_toast_set_button_label (toast, _("_Rejoin"));
  adw_toast_set_priority (toast, ADW_TOAST_PRIORITY_HIGH);
  /* It stays until answered or closed. */
  adw_toast_set_timeout (toast, 0);
  g_signal_connect (toast, "button-clicked", G_CALLBACK (rejoin_clicked_cb), place);
  g_signal_connect (toast, "dismissed", G_CALLBACK (rejoin_dismissed_cb), place);
  g_object_set_data_full (G_OBJECT (toast), "ft-network-place", place, (GDestroyNotify) network_place_free);
  ft_game_stage_add_toast (stage, toast);
  return toast;
}
