/* ft-window.c — the main window. It makes the game stage (ft-game-stage.h:
 * the session shown, the path of a move) and the objects that serve the
 * game shown, in the order they depend on each other, and gives each what
 * it needs; it conducts nothing itself: turns, clocks and players belong to
 * the session, what the side panel shows to the status (ft-game-status.h),
 * what the player asks to the actions (ft-game-actions.h).
 */
#include "config.h"

#include <glib/gi18n.h>

#include "ft-app-profiles.h"
#include "ft-draw-offers.h"
#include "ft-game-actions.h"
#include "ft-game-guard.h"
#include "ft-game-keys.h"
#include "ft-game-sounds.h"
#include "ft-game-status.h"
#include "ft-help-overlay.h"
#include "ft-hint-presenter.h"
#include "ft-lazy-menu.h"
#include "ft-move-browser.h"
#include "ft-music-control.h"
#include "ft-page-switcher.h"
#include "ft-pause-controller.h"
#include "ft-puzzle-run.h"
#include "ft-seats.h"
#include "ft-sound-player.h"
#include "ft-window.h"
#include "ft-xmpp-play.h"

struct _FtWindow
{
  AdwApplicationWindow parent_instance;

  /* The template's. */
  FtBoardView *board;
  FtSidebar *sidebar;
  AdwToastOverlay *toast_overlay;
  GtkBox *network_slot;
  GtkMenuButton *menu_button;
  GtkStack *pages;
  FtStartPage *start_page;

  GSettings *settings;
  gboolean discard_confirmed; /* closing: the player said to drop the game */

  /* What serves the game shown, in the order it is made. */
  FtGameStage *stage;
  FtPauseController *pause;
  FtMoveBrowser *browser;
  FtPuzzleRun *puzzles;
  FtGameFiles *files;
  FtGameGuard *guard;
  FtGameKeys *keys;
  FtDrawOffers *draws;
  FtSeats *seats;
  FtHintPresenter *hint;
  FtGameStatus *status;
  FtGameSounds *sounds;
  FtGameActions *actions;
  FtPageSwitcher *switcher;
  FtXmppPlay *xmpp;
};

G_DEFINE_FINAL_TYPE (FtWindow, ft_window, ADW_TYPE_APPLICATION_WINDOW)

/* ---- Following the stage ------------------------------------------------------ */

/* The pause controller lets go of the old session before it stops. */
static void
session_replacing_cb (FtGameStage *stage G_GNUC_UNUSED, FtSession *next G_GNUC_UNUSED, gpointer user_data)
{
  FtWindow *self = FT_WINDOW (user_data);

  ft_pause_controller_set_session (self->pause, NULL);
}

static void
update_music (FtWindow *self)
{
  /* No music while the game is paused (P, a dialog, a resumed game
   * waiting) or behind the config error screen (docs/players.md#music). */
  ft_music_control_set_paused (GTK_WINDOW (self), ft_game_stage_is_frozen (self->stage)
                                                    || ft_pause_controller_is_paused (self->pause));
}

/* Before its turns begin: a dialog's pause holds for the first turn too. */
static void
session_changed_cb (FtGameStage *stage, gboolean existing G_GNUC_UNUSED, gpointer user_data)
{
  FtWindow *self = FT_WINDOW (user_data);

  ft_move_browser_set_enabled (self->browser, !ft_game_stage_is_frozen (stage));
  ft_pause_controller_set_session (self->pause, ft_game_stage_get_session (stage));
  update_music (self);
}

static void
return_to_live_cb (FtGameStage *stage G_GNUC_UNUSED, gpointer user_data)
{
  ft_move_browser_stop (FT_WINDOW (user_data)->browser);
}

static void
pause_changed_cb (FtPauseController *pause G_GNUC_UNUSED, gpointer user_data)
{
  FtWindow *self = FT_WINDOW (user_data);

  ft_game_stage_update_status (self->stage);
  update_music (self);
}

static void
browser_changed_cb (FtMoveBrowser *browser G_GNUC_UNUSED, gpointer user_data)
{
  ft_game_stage_update_status (FT_WINDOW (user_data)->stage);
}

/* "game.pgn" for a game saved to or opened from a file, "• game.pgn" once
 * it has changed since (as GNOME's editors show unsaved changes), else the
 * application's name. */
static void
record_notify_cb (GObject *object, GParamSpec *pspec G_GNUC_UNUSED, gpointer user_data)
{
  FtRecordKeeper *keeper = FT_RECORD_KEEPER (object);
  const char *path = ft_record_keeper_get_record_path (keeper);
  g_autofree char *name = path != NULL ? g_filename_display_basename (path) : NULL;
  g_autofree char *title = NULL;

  if (name == NULL)
    title = g_strdup (_("Fourteen"));
  else if (ft_record_keeper_is_record_changed (keeper))
    title = g_strdup_printf ("• %s", name);
  else
    title = g_steal_pointer (&name);
  gtk_window_set_title (GTK_WINDOW (user_data), title);
}

/* ---- Games ----------------------------------------------------------------------- */

void
ft_window_start (FtWindow *self, const FtGameSetup *setup)
{
  g_return_if_fail (FT_IS_WINDOW (self));
  ft_game_stage_start (self->stage, setup);
}

void
ft_window_start_game (FtWindow *self, const FtGameSetup *setup, FtGame *game)
{
  g_return_if_fail (FT_IS_WINDOW (self));
  ft_game_stage_start_game (self->stage, setup, game);
}

void
ft_window_set_config_setup (FtWindow *self, const FtGameSetup *config_setup, gboolean sets_colour,
                            gboolean sets_level)
{
  g_return_if_fail (FT_IS_WINDOW (self));
  g_return_if_fail (config_setup != NULL);
  ft_game_stage_set_config_setup (self->stage, config_setup, sets_colour, sets_level);
}

const FtGameSetup *
ft_window_get_setup (FtWindow *self)
{
  g_return_val_if_fail (FT_IS_WINDOW (self), NULL);
  return ft_game_stage_get_setup (self->stage);
}

/* Is the New Game dialog open over the window? (Its choice of level is
 * the next game's, not this one's.) */
static gboolean
new_game_dialog_open (FtWindow *self)
{
  GListModel *toplevels = gtk_window_get_toplevels ();

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr (GtkWindow) other = g_list_model_get_item (toplevels, i);

      if (FT_IS_NEW_GAME_DIALOG (other) && gtk_window_get_transient_for (other) == GTK_WINDOW (self)
          && gtk_widget_get_visible (GTK_WIDGET (other)))
        return TRUE;
    }
  return FALSE;
}

void
ft_window_apply_preferences (FtWindow *self)
{
  g_return_if_fail (FT_IS_WINDOW (self));
  ft_game_stage_apply_preferences (self->stage, new_game_dialog_open (self));
}

FtNewGameDialog *
ft_window_open_new_game_dialog (FtWindow *self)
{
  g_return_val_if_fail (FT_IS_WINDOW (self), NULL);
  return ft_game_actions_open_new_game_dialog (self->actions);
}

void
ft_window_set_autoplay (FtWindow *self, gboolean autoplay, guint64 seed)
{
  g_return_if_fail (FT_IS_WINDOW (self));
  ft_game_stage_set_autoplay (self->stage, autoplay, seed);
}

/* ---- Config errors -------------------------------------------------------------- */

static void
config_error_response_cb (AdwMessageDialog *dialog, const char *response, gpointer user_data)
{
  FtWindow *self = FT_WINDOW (user_data);
  FtGameSetup *fallback = g_object_get_data (G_OBJECT (dialog), "ft-fallback");

  if (g_strcmp0 (response, "defaults") == 0)
    ft_window_start (self, fallback);
  else
    gtk_window_destroy (GTK_WINDOW (self));
}

void
ft_window_show_config_error (FtWindow *self, const char *problems, const FtGameSetup *fallback)
{
  GtkWidget *dialog;

  g_return_if_fail (FT_IS_WINDOW (self));
  g_return_if_fail (fallback != NULL);

  /* The default position stays on screen, frozen, behind the dialog. */
  ft_game_stage_freeze (self->stage, fallback);

  dialog = adw_message_dialog_new (GTK_WINDOW (self), _("The Configuration Has Problems"), NULL);
  adw_message_dialog_format_body (ADW_MESSAGE_DIALOG (dialog), "%s", problems);
  adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (dialog), "quit", _("_Quit"), "defaults",
                                    _("_Play with Defaults"), NULL);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), "defaults", ADW_RESPONSE_SUGGESTED);
  adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (dialog), "defaults");
  adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (dialog), "quit");
  g_object_set_data_full (G_OBJECT (dialog), "ft-fallback", ft_game_setup_copy (fallback),
                          (GDestroyNotify) ft_game_setup_free);
  g_signal_connect_object (dialog, "response", G_CALLBACK (config_error_response_cb), self, 0);
  gtk_window_present (GTK_WINDOW (dialog));
}

/* ---- Records ------------------------------------------------------------------------ */

void
ft_window_set_autosave (FtWindow *self, const char *path, gboolean confirm_discard)
{
  g_return_if_fail (FT_IS_WINDOW (self));
  ft_game_files_set_autosave (self->files, path, confirm_discard);
}

void
ft_window_set_statistics_dir (FtWindow *self, const char *dir)
{
  g_return_if_fail (FT_IS_WINDOW (self));
  ft_game_files_set_statistics_dir (self->files, dir);
}

gboolean
ft_window_save_game (FtWindow *self, const char *path)
{
  g_return_val_if_fail (FT_IS_WINDOW (self), FALSE);
  return ft_game_files_save (self->files, path);
}

gboolean
ft_window_open_game (FtWindow *self, const char *path, GError **error)
{
  g_return_val_if_fail (FT_IS_WINDOW (self), FALSE);
  return ft_game_files_open (self->files, path, error);
}

gboolean
ft_window_open_file (FtWindow *self, const char *path)
{
  g_return_val_if_fail (FT_IS_WINDOW (self), FALSE);
  return ft_game_files_open_file (self->files, path);
}

gboolean
ft_window_resume (FtWindow *self, const char *path, const FtGameSetup *base)
{
  g_autofree char *whose = NULL;
  g_autofree char *text = NULL;
  AdwToast *toast;

  g_return_val_if_fail (FT_IS_WINDOW (self), FALSE);

  if (!ft_game_files_resume (self->files, path, base))
    return FALSE;
  /* No time runs behind the notice: the game waits for the player (P, or
   * the Pause button) on a covered board. */
  ft_pause_controller_pause (self->pause, _("Your game is waiting: click or press P to play on"));
  whose = ft_seats_resumed (self->seats);
  text = whose != NULL ? g_strdup_printf (_("The unfinished game of %s was resumed"), whose) : NULL;
  toast = adw_toast_new (text != NULL ? text : _("Your unfinished game was resumed"));
  adw_toast_set_button_label (toast, _("_New Game"));
  adw_toast_set_action_name (toast, "win.new-game");
  adw_toast_set_timeout (toast, 10);
  ft_game_stage_add_toast (self->stage, toast);
  return TRUE;
}

AdwToast *
ft_window_offer_rejoin (FtWindow *self)
{
  g_return_val_if_fail (FT_IS_WINDOW (self), NULL);
  return ft_network_controller_offer_rejoin (self->stage, self->network_slot,
                                             ft_game_files_get_autosave_path (self->files));
}

FtNewGameDialog *
ft_window_open_host_dialog (FtWindow *self)
{
  g_return_val_if_fail (FT_IS_WINDOW (self), NULL);
  return ft_network_controller_open_host_dialog (self->stage, self->network_slot);
}

GtkWidget *
ft_window_open_join_dialog (FtWindow *self)
{
  g_return_val_if_fail (FT_IS_WINDOW (self), NULL);
  return ft_network_controller_open_join_dialog (self->stage, self->network_slot,
                                                 ft_game_files_get_autosave_path (self->files));
}

FtXmppPlay *
ft_window_get_xmpp_play (FtWindow *self)
{
  g_return_val_if_fail (FT_IS_WINDOW (self), NULL);
  return self->xmpp;
}

FtNetworkController *
ft_window_attach_host (FtWindow *self, FtNetworkHost *host)
{
  g_return_val_if_fail (FT_IS_WINDOW (self), NULL);
  return ft_network_controller_attach_host (self->stage, self->network_slot, host);
}

FtNetworkController *
ft_window_attach_client (FtWindow *self, FtNetworkClient *client)
{
  g_return_val_if_fail (FT_IS_WINDOW (self), NULL);
  return ft_network_controller_attach_client (self->stage, self->network_slot,
                                              ft_game_files_get_autosave_path (self->files), client);
}

/* ---- What is shown ---------------------------------------------------------------- */

FtGameStage *
ft_window_get_stage (FtWindow *self)
{
  g_return_val_if_fail (FT_IS_WINDOW (self), NULL);
  return self->stage;
}

FtPageSwitcher *
ft_window_get_page_switcher (FtWindow *self)
{
  g_return_val_if_fail (FT_IS_WINDOW (self), NULL);
  return self->switcher;
}

FtStartPage *
ft_window_get_start_page (FtWindow *self)
{
  g_return_val_if_fail (FT_IS_WINDOW (self), NULL);
  return self->start_page;
}

FtSession *
ft_window_get_session (FtWindow *self)
{
  g_return_val_if_fail (FT_IS_WINDOW (self), NULL);
  return ft_game_stage_get_session (self->stage);
}

FtGame *
ft_window_get_game (FtWindow *self)
{
  g_return_val_if_fail (FT_IS_WINDOW (self), NULL);
  return ft_game_stage_get_game (self->stage);
}

FtBoardView *
ft_window_get_board (FtWindow *self)
{
  g_return_val_if_fail (FT_IS_WINDOW (self), NULL);
  return self->board;
}

FtSidebar *
ft_window_get_sidebar (FtWindow *self)
{
  g_return_val_if_fail (FT_IS_WINDOW (self), NULL);
  return self->sidebar;
}

FtGameFiles *
ft_window_get_game_files (FtWindow *self)
{
  g_return_val_if_fail (FT_IS_WINDOW (self), NULL);
  return self->files;
}

FtColour
ft_window_get_bottom_colour (FtWindow *self)
{
  g_return_val_if_fail (FT_IS_WINDOW (self), FT_WHITE);
  return ft_game_stage_get_bottom_colour (self->stage);
}

gboolean
ft_window_is_fog_pass_shown (FtWindow *self)
{
  g_return_val_if_fail (FT_IS_WINDOW (self), FALSE);
  return ft_game_status_is_fog_pass_shown (self->status);
}

void
ft_window_fog_show_board (FtWindow *self)
{
  g_return_if_fail (FT_IS_WINDOW (self));
  ft_game_status_fog_show_board (self->status);
}

gboolean
ft_window_is_computer_thinking (FtWindow *self)
{
  FtSession *session;

  g_return_val_if_fail (FT_IS_WINDOW (self), FALSE);

  session = ft_game_stage_get_session (self->stage);
  return session != NULL && ft_session_is_waiting_for_opponent (session);
}

FtNetworkController *
ft_window_get_network (FtWindow *self)
{
  GObject *network;

  g_return_val_if_fail (FT_IS_WINDOW (self), NULL);

  network = ft_game_stage_get_network (self->stage);
  return network != NULL ? FT_NETWORK_CONTROLLER (network) : NULL;
}

gboolean
ft_window_is_draw_offer_pending (FtWindow *self)
{
  g_return_val_if_fail (FT_IS_WINDOW (self), FALSE);
  return ft_draw_offers_is_pending (self->draws);
}

FtHintAdvisor *
ft_window_get_hint_advisor (FtWindow *self)
{
  g_return_val_if_fail (FT_IS_WINDOW (self), NULL);
  return ft_hint_presenter_get_advisor (self->hint);
}

FtEvaluationTracker *
ft_window_get_evaluation_tracker (FtWindow *self)
{
  g_return_val_if_fail (FT_IS_WINDOW (self), NULL);
  return ft_hint_presenter_get_tracker (self->hint);
}

GtkWidget *
ft_window_get_evaluation_bar (FtWindow *self)
{
  g_return_val_if_fail (FT_IS_WINDOW (self), NULL);
  return ft_hint_presenter_get_bar (self->hint);
}

/* ---- Puzzles and players ---------------------------------------------------------- */

void
ft_window_set_levels (FtWindow *self, FtConfig *levels)
{
  g_return_if_fail (FT_IS_WINDOW (self));
  ft_puzzle_run_set_levels (self->puzzles, levels);
}

FtLevelPicker *
ft_window_open_level_picker (FtWindow *self)
{
  g_return_val_if_fail (FT_IS_WINDOW (self), NULL);
  return ft_puzzle_run_open_picker (self->puzzles);
}

void
ft_window_play_level (FtWindow *self, guint index)
{
  g_return_if_fail (FT_IS_WINDOW (self));
  ft_puzzle_run_play_level (self->puzzles, index);
}

FtPuzzle *
ft_window_get_puzzle (FtWindow *self)
{
  g_return_val_if_fail (FT_IS_WINDOW (self), NULL);
  return ft_puzzle_run_get_puzzle (self->puzzles);
}

FtProfile *
ft_window_get_seat_profile (FtWindow *self, FtColour side)
{
  g_return_val_if_fail (FT_IS_WINDOW (self), NULL);
  return ft_seats_get_profile (self->seats, side);
}

FtHistoryEntry *
ft_window_get_last_history_entry (FtWindow *self)
{
  g_return_val_if_fail (FT_IS_WINDOW (self), NULL);
  return ft_seats_get_last_history_entry (self->seats);
}

FtPlayersWindow *
ft_window_open_players (FtWindow *self)
{
  g_return_val_if_fail (FT_IS_WINDOW (self), NULL);
  return ft_seats_open_players (self->seats);
}

FtLeaderboardWindow *
ft_window_open_leaderboard (FtWindow *self, GtkWindow *parent)
{
  g_return_val_if_fail (FT_IS_WINDOW (self), NULL);
  return ft_seats_open_leaderboard (self->seats, parent);
}

FtProfileGamesWindow *
ft_window_open_statistics (FtWindow *self)
{
  g_return_val_if_fail (FT_IS_WINDOW (self), NULL);
  return ft_seats_open_statistics (self->seats);
}

/* ---- Window ------------------------------------------------------------------------- */

static gboolean
close_idle_cb (gpointer data)
{
  gtk_window_close (GTK_WINDOW (data));
  return G_SOURCE_REMOVE;
}

/* The player answered the question: close once its dialog has gone (the
 * dialog is still answering when this runs, and it belongs to us). */
static void
close_now (gpointer data)
{
  FtWindow *self = FT_WINDOW (data);

  self->discard_confirmed = TRUE;
  g_idle_add_full (G_PRIORITY_DEFAULT, close_idle_cb, g_object_ref (self), g_object_unref);
}

static gboolean
ft_window_close_request (GtkWindow *window)
{
  FtWindow *self = FT_WINDOW (window);
  FtSession *session = ft_game_stage_get_session (self->stage);

  /* A game in progress is kept, saved or dropped only as the player says
   * (ft_game_files_ask_before_close). */
  if (!self->discard_confirmed && !ft_game_files_ask_before_close (self->files, close_now, self))
    return TRUE;

  /* Quit cancels the search (docs/playing.md#computer-opponent). */
  if (session != NULL)
    ft_session_stop (session);
  if (self->settings != NULL)
    {
      int width, height;

      gtk_window_get_default_size (window, &width, &height);
      g_settings_set_int (self->settings, "window-width", width);
      g_settings_set_int (self->settings, "window-height", height);
      g_settings_set_boolean (self->settings, "window-maximized", gtk_window_is_maximized (window));
    }
  return GTK_WINDOW_CLASS (ft_window_parent_class)->close_request (window);
}

static void
turn_board_changed_cb (GSettings *settings G_GNUC_UNUSED, const char *key G_GNUC_UNUSED, gpointer user_data)
{
  FtWindow *self = FT_WINDOW (user_data);

  ft_game_stage_update_view (self->stage);
  ft_game_stage_update_status (self->stage);
}

static void
ft_window_dispose (GObject *object)
{
  FtWindow *self = FT_WINDOW (object);

  /* The stage first: a host leaving ends its game, and its session stops
   * before anything that watches it goes. */
  if (self->stage != NULL)
    g_object_run_dispose (G_OBJECT (self->stage));
  g_clear_object (&self->switcher);
  g_clear_object (&self->actions);
  g_clear_object (&self->xmpp);
  g_clear_object (&self->sounds);
  g_clear_object (&self->status);
  g_clear_object (&self->hint);
  g_clear_object (&self->seats);
  g_clear_object (&self->draws);
  g_clear_object (&self->keys);
  g_clear_object (&self->guard);
  g_clear_object (&self->files);
  g_clear_object (&self->puzzles);
  g_clear_object (&self->browser);
  if (self->pause != NULL)
    g_signal_handlers_disconnect_by_data (self->pause, self);
  g_clear_object (&self->pause);
  g_clear_object (&self->stage);
  if (self->settings != NULL)
    g_signal_handlers_disconnect_by_data (self->settings, self);
  g_clear_object (&self->settings);
  gtk_widget_dispose_template (GTK_WIDGET (self), FT_TYPE_WINDOW);
  G_OBJECT_CLASS (ft_window_parent_class)->dispose (object);
}

static void
add_key (GtkWidgetClass *widget_class, guint key, GdkModifierType mods, const char *action)
{
  gtk_widget_class_add_binding_action (widget_class, key, mods, action, NULL);
}

static void
ft_window_class_init (FtWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  GtkWindowClass *window_class = GTK_WINDOW_CLASS (klass);

  object_class->dispose = ft_window_dispose;
  window_class->close_request = ft_window_close_request;

  g_type_ensure (FT_TYPE_BOARD_VIEW);
  g_type_ensure (FT_TYPE_SIDEBAR);
  g_type_ensure (FT_TYPE_START_PAGE);
  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/fourteenchess/Fourteen/ui/ft-window.ui");
  gtk_widget_class_bind_template_child (widget_class, FtWindow, board);
  gtk_widget_class_bind_template_child (widget_class, FtWindow, sidebar);
  gtk_widget_class_bind_template_child (widget_class, FtWindow, network_slot);
  gtk_widget_class_bind_template_child (widget_class, FtWindow, toast_overlay);
  gtk_widget_class_bind_template_child (widget_class, FtWindow, menu_button);
  gtk_widget_class_bind_template_child (widget_class, FtWindow, pages);
  gtk_widget_class_bind_template_child (widget_class, FtWindow, start_page);
  gtk_widget_class_bind_template_child_full (widget_class, "primary_menu", FALSE, 0);
  gtk_widget_class_bind_template_child_full (widget_class, "game_menu", FALSE, 0);
  gtk_widget_class_bind_template_child_full (widget_class, "game_menu_button", FALSE, 0);
  gtk_widget_class_bind_template_child_full (widget_class, "undo_button", FALSE, 0);
  gtk_widget_class_bind_template_child_full (widget_class, "redo_button", FALSE, 0);
  gtk_widget_class_bind_template_child_full (widget_class, "status_line", FALSE, 0);

  /* The accelerators of the actions the window's objects add (the single
   * letters are theirs, local to the window). */
  add_key (widget_class, GDK_KEY_n, GDK_CONTROL_MASK, "win.new-game");
  add_key (widget_class, GDK_KEY_l, GDK_CONTROL_MASK, "win.puzzles");
  add_key (widget_class, GDK_KEY_z, GDK_CONTROL_MASK, "win.undo");
  add_key (widget_class, GDK_KEY_z, GDK_CONTROL_MASK | GDK_SHIFT_MASK, "win.redo");
  add_key (widget_class, GDK_KEY_Z, GDK_CONTROL_MASK | GDK_SHIFT_MASK, "win.redo");
  add_key (widget_class, GDK_KEY_m, GDK_CONTROL_MASK, "win.mute");
  add_key (widget_class, GDK_KEY_Left, GDK_ALT_MASK, "win.history-back");
  add_key (widget_class, GDK_KEY_Right, GDK_ALT_MASK, "win.history-forward");
  add_key (widget_class, GDK_KEY_o, GDK_CONTROL_MASK, "win.open");
  add_key (widget_class, GDK_KEY_s, GDK_CONTROL_MASK, "win.save");
  add_key (widget_class, GDK_KEY_s, GDK_CONTROL_MASK | GDK_SHIFT_MASK, "win.save-as");
  add_key (widget_class, GDK_KEY_S, GDK_CONTROL_MASK | GDK_SHIFT_MASK, "win.save-as");
  /* Ctrl+C copies the game, Ctrl+Shift+C the position. */
  add_key (widget_class, GDK_KEY_c, GDK_CONTROL_MASK, "win.copy-game");
  add_key (widget_class, GDK_KEY_c, GDK_CONTROL_MASK | GDK_SHIFT_MASK, "win.copy-position");
  add_key (widget_class, GDK_KEY_C, GDK_CONTROL_MASK | GDK_SHIFT_MASK, "win.copy-position");
  add_key (widget_class, GDK_KEY_v, GDK_CONTROL_MASK, "win.paste");
  /* F1 for help, the GNOME convention. */
  add_key (widget_class, GDK_KEY_F1, 0, "win.help");
}

static GtkWidget *
template_child (FtWindow *self, const char *name)
{
  return GTK_WIDGET (gtk_widget_get_template_child (GTK_WIDGET (self), FT_TYPE_WINDOW, name));
}

/* Everything that serves the game shown, each given what it needs. */
static void
make_parts (FtWindow *self)
{
  GActionMap *actions = G_ACTION_MAP (self);
  FtGameStatusSources sources;
  FtGameActionsParts parts;

  self->stage = ft_game_stage_new (GTK_WINDOW (self), self->board, self->toast_overlay);
  self->pause = ft_pause_controller_new (GTK_WINDOW (self), self->board, self->toast_overlay);
  self->browser = ft_move_browser_new (ft_board_view_get_model (self->board),
                                       ft_sidebar_get_scoresheet (self->sidebar), GTK_WIDGET (self),
                                       GTK_WIDGET (self->board));
  self->puzzles = ft_puzzle_run_new (self->stage, actions);
  self->files = ft_game_files_new (self->stage, self->puzzles, actions);
  self->guard = ft_game_guard_new (self->stage, self->files, self->puzzles);
  self->keys = ft_game_keys_new (self->stage, self->menu_button, self->sidebar, self->puzzles, actions);
  self->draws = ft_draw_offers_new (self->stage, ft_sidebar_get_claim_draw_button (self->sidebar), actions);
  self->seats = ft_seats_new (self->stage, self->files, self->puzzles, actions);
  self->hint = ft_hint_presenter_new (self->stage, self->keys, self->puzzles, actions);
  sources = (FtGameStatusSources) { self->keys, self->draws, self->seats, self->files, self->puzzles, self->guard,
                                    self->pause };
  self->status = ft_game_status_new (self->stage, self->sidebar, &sources);
  self->sounds = ft_game_sounds_new (self->stage);
  parts = (FtGameActionsParts) { self->stage, self->files, self->guard, self->keys, self->puzzles,
                                 self->browser, self->network_slot };
  self->actions = ft_game_actions_new (&parts, actions);
  self->xmpp = ft_xmpp_play_new (self->stage, self->network_slot, ft_xmpp_account_get_default (), actions);
  {
    GtkWidget *game_widgets[] = { template_child (self, "undo_button"), template_child (self, "redo_button"),
                                  template_child (self, "status_line"),
                                  template_child (self, "game_menu_button"), NULL };

    self->switcher = ft_page_switcher_new (self->stage, self->pause, self->pages, self->start_page, game_widgets);
  }
}

static void
ft_window_init (FtWindow *self)
{
  FtRecordKeeper *keeper;

  gtk_widget_init_template (GTK_WIDGET (self));
  ft_help_overlay_add_action (GTK_APPLICATION_WINDOW (self));
  ft_lazy_menu_attach (self->menu_button,
                       G_MENU_MODEL (gtk_widget_get_template_child (GTK_WIDGET (self), FT_TYPE_WINDOW,
                                                                    "primary_menu")));
  ft_lazy_menu_attach (GTK_MENU_BUTTON (template_child (self, "game_menu_button")),
                       G_MENU_MODEL (gtk_widget_get_template_child (GTK_WIDGET (self), FT_TYPE_WINDOW,
                                                                    "game_menu")));
  make_parts (self);

  g_signal_connect (self->stage, "session-replacing", G_CALLBACK (session_replacing_cb), self);
  g_signal_connect (self->stage, "session-changed", G_CALLBACK (session_changed_cb), self);
  g_signal_connect (self->stage, "return-to-live", G_CALLBACK (return_to_live_cb), self);
  g_signal_connect (self->pause, "changed", G_CALLBACK (pause_changed_cb), self);
  g_signal_connect (self->browser, "changed", G_CALLBACK (browser_changed_cb), self);
  keeper = ft_game_files_get_keeper (self->files);
  ft_game_stage_set_keeper (self->stage, keeper);
  g_signal_connect_object (keeper, "notify::record-path", G_CALLBACK (record_notify_cb), self, 0);
  g_signal_connect_object (keeper, "notify::record-changed", G_CALLBACK (record_notify_cb), self, 0);

  /* Keyboard play starts on the board. */
  gtk_window_set_focus (GTK_WINDOW (self), GTK_WIDGET (self->board));
}

FtWindow *
ft_window_new (GtkApplication *application, GSettings *settings)
{
  FtWindow *self = g_object_new (FT_TYPE_WINDOW, "application", application, NULL);

  /* The start page's level row suggests a level for the player's profile. */
  ft_start_page_set_profiles (self->start_page, ft_app_profiles_get ());
  if (settings != NULL)
    {
      g_autoptr (GVariant) width = g_settings_get_user_value (settings, "window-width");
      g_autoptr (GVariant) height = g_settings_get_user_value (settings, "window-height");

      self->settings = g_object_ref (settings);
      ft_game_stage_set_settings (self->stage, settings);
      ft_start_page_set_settings (self->start_page, settings);
      /* Only a size the user chose is restored; otherwise the window takes
       * its natural size (792×672 content). */
      if (width != NULL && height != NULL)
        gtk_window_set_default_size (GTK_WINDOW (self), g_variant_get_int32 (width),
                                     g_variant_get_int32 (height));
      if (g_settings_get_boolean (settings, "window-maximized"))
        gtk_window_maximize (GTK_WINDOW (self));
      g_settings_bind (settings, "show-coordinates", self->board, "show-coordinates", G_SETTINGS_BIND_GET);
      g_settings_bind (settings, "animation", self->board, "animate", G_SETTINGS_BIND_GET);
      g_settings_bind (settings, "board-theme", self->board, "theme", G_SETTINGS_BIND_GET);
      /* Unbound again when the config file names "premove" (ft-application.c). */
      g_settings_bind (settings, "premove", ft_board_view_get_model (self->board), "premove",
                       G_SETTINGS_BIND_GET);
      g_settings_bind (settings, "sound", ft_sound_player_get_default (), "enabled", G_SETTINGS_BIND_GET);
      g_signal_connect (settings, "changed::turn-board", G_CALLBACK (turn_board_changed_cb), self);
    }
  return self;
}
