/* ft-window-actions.c — what the player asks of the window: resign,
 * restart, flip, undo and redo (a network game asks the opponent), End
 * Turn (checkers), mute, the New Game and network dialogs; and the
 * F key (Esc/E and R: ft-window-access.c), local to the window. */
#include "config.h"

#include <glib/gi18n.h>

#include "ft-help-overlay.h"
#include "ft-move-browser.h"
#include "ft-puzzle-run.h"
#include "ft-network-controller.h"
#include "ft-new-game-dialog.h"
#include "ft-sound-player.h"
#include "ft-window-draws.h"
#include "ft-window-trust.h"
#include "ft-window-private.h"

/* ---- Actions ------------------------------------------------------------ */

static void
resign_action (GtkWidget *widget, const char *action_name G_GNUC_UNUSED,
               GVariant *parameter G_GNUC_UNUSED)
{
  FtWindow *self = FT_WINDOW (widget);
  FtGame *game = _ft_window_current_game (self);
  guint local;
  FtColour side;

  if (game == NULL || ft_game_is_over (game) || self->paused)
    return;
  local = ft_session_get_local_colours (self->session);
  if (local == 0)
    return;
  if (self->network != NULL)
    {
      ft_network_controller_resign (self->network);
      return;
    }
  /* Against another kind of player the local player resigns; between two
   * people the side to move does. */
  side = local == (1u << FT_BLACK)   ? FT_BLACK
         : local == (1u << FT_WHITE) ? FT_WHITE
                                     : ft_game_get_turn (game);
  ft_session_resign (self->session, side);
  _ft_window_offer_undo_resign (self);
}

static void
restart_now (FtWindow *self)
{
  if (!ft_puzzle_run_restart (self->puzzles))
    _ft_window_new_game (self, TRUE);
}

static void
restart_action (GtkWidget *widget, const char *action_name G_GNUC_UNUSED,
                GVariant *parameter G_GNUC_UNUSED)
{
  FtWindow *self = FT_WINDOW (widget);

  /* A network game restarts only as a rematch both agree to. */
  if (self->network != NULL)
    ft_network_controller_offer (self->network, FT_NET_OFFER_REMATCH);
  /* Behind the config error dialog only its answer starts a game. */
  /* At once, as the specification wants; a toast offers Undo. */
  else if (self->setup != NULL && !self->paused)
    _ft_window_restart_with_undo (self, restart_now);
}

static void
flip_action (GtkWidget *widget, const char *action_name G_GNUC_UNUSED,
             GVariant *parameter G_GNUC_UNUSED)
{
  FtWindow *self = FT_WINDOW (widget);

  self->flipped = !self->flipped;
  _ft_window_update_board_view (self);
  _ft_window_update_status (self);
}

/* Ctrl+Z / Ctrl+Shift+Z (docs/playing.md#takeback). */
static void
undo_action (GtkWidget *widget, const char *action_name G_GNUC_UNUSED,
             GVariant *parameter G_GNUC_UNUSED)
{
  FtWindow *self = FT_WINDOW (widget);

  /* First the resignation or restart just made (the toast's Undo). */
  if (self->network == NULL && _ft_window_undo_last_action (self))
    return;
  /* Over the network, a takeback is asked of the opponent. */
  if (self->network != NULL && self->session != NULL && ft_session_get_local_colours (self->session) != 0)
    ft_network_controller_offer (self->network, FT_NET_OFFER_TAKEBACK);
  else if (self->session != NULL && !self->paused && ft_session_get_local_colours (self->session) != 0)
    {
      FtCell path[FT_GAME_MOVE_MAX_CELLS];

      /* A checkers turn being built (a jump made, the next not yet) goes
       * first; then the last turn. */
      if (ft_board_model_get_path (self->board_model, path) > 1 && ft_board_model_cancel (self->board_model))
        return;
      ft_session_take_back (self->session);
    }
}

static void
redo_action (GtkWidget *widget, const char *action_name G_GNUC_UNUSED,
             GVariant *parameter G_GNUC_UNUSED)
{
  FtWindow *self = FT_WINDOW (widget);

  if (self->network == NULL && self->session != NULL && !self->paused
      && ft_session_get_local_colours (self->session) != 0)
    ft_session_redo (self->session);
}

/* Checkers: the End Turn button (Space on the board does the same) ends a
 * turn that may end after a capture (docs/checkers.md). */
static void
end_turn_action (GtkWidget *widget, const char *action_name G_GNUC_UNUSED,
                 GVariant *parameter G_GNUC_UNUSED)
{
  FtWindow *self = FT_WINDOW (widget);

  if (!self->paused)
    ft_board_model_end_turn (self->board_model);
}

/* Ctrl+M: sound on or off (the "sound" preference). */
static void
mute_action (GtkWidget *widget, const char *action_name G_GNUC_UNUSED,
             GVariant *parameter G_GNUC_UNUSED)
{
  FtWindow *self = FT_WINDOW (widget);
  FtSoundPlayer *sounds = ft_sound_player_get_default ();

  if (self->settings != NULL)
    g_settings_set_boolean (self->settings, "sound", !g_settings_get_boolean (self->settings, "sound"));
  else
    ft_sound_player_set_enabled (sounds, !ft_sound_player_get_enabled (sounds));
}

static void
start_chosen_now (FtWindow *self)
{
  g_autoptr (FtGameSetup) setup = g_object_steal_data (G_OBJECT (self), "chosen-setup");

  if (setup == NULL)
    return;
  self->flipped = FALSE;
  self->config_sets_colour = self->config_sets_level = FALSE;
  ft_window_start (self, setup);
}

static void
new_game_start_cb (FtNewGameDialog *dialog G_GNUC_UNUSED, FtGameSetup *setup, gpointer user_data)
{
  FtWindow *self = FT_WINDOW (user_data);

  g_object_set_data_full (G_OBJECT (self), "chosen-setup", ft_game_setup_copy (setup),
                          (GDestroyNotify) ft_game_setup_free);
  if (ft_window_may_replace (self, start_chosen_now))
    start_chosen_now (self);
}

static void
new_game_action (GtkWidget *widget, const char *action_name G_GNUC_UNUSED,
                 GVariant *parameter G_GNUC_UNUSED)
{
  FtWindow *self = FT_WINDOW (widget);
  FtNewGameDialog *dialog;

  if (self->paused)
    return;
  dialog = ft_window_open_new_game_dialog (self);
  (void) dialog;
}

static void
host_network_action (GtkWidget *widget, const char *action_name G_GNUC_UNUSED,
                     GVariant *parameter G_GNUC_UNUSED)
{
  if (!FT_WINDOW (widget)->paused)
    ft_network_controller_open_host_dialog (FT_WINDOW (widget));
}

static void
join_network_action (GtkWidget *widget, const char *action_name G_GNUC_UNUSED,
                     GVariant *parameter G_GNUC_UNUSED)
{
  if (!FT_WINDOW (widget)->paused)
    ft_network_controller_open_join_dialog (FT_WINDOW (widget));
}

FtNewGameDialog *
ft_window_open_new_game_dialog (FtWindow *self)
{
  g_autoptr (FtGameSetup) fallback = NULL;
  const FtGameSetup *config_setup = self->config_setup;
  FtNewGameDialog *dialog;

  g_return_val_if_fail (FT_IS_WINDOW (self), NULL);

  if (config_setup == NULL)
    config_setup = fallback = ft_game_setup_new_default ();
  dialog = ft_new_game_dialog_new (GTK_WINDOW (self), self->settings, config_setup);
  g_signal_connect_object (dialog, "start", G_CALLBACK (new_game_start_cb), self, 0);
  gtk_window_present (GTK_WINDOW (dialog));
  return dialog;
}


/* Browsing the moves (ft-move-browser.h): the sidebar's buttons, the keys
 * and the menu's Replay. */
static void
history_action (GtkWidget *widget, const char *action_name, GVariant *parameter G_GNUC_UNUSED)
{
  FtWindow *self = FT_WINDOW (widget);

  if (g_str_equal (action_name, "win.history-start"))
    ft_move_browser_start (self->browser);
  else if (g_str_equal (action_name, "win.history-back"))
    ft_move_browser_back (self->browser);
  else if (g_str_equal (action_name, "win.history-forward"))
    ft_move_browser_forward (self->browser);
  else if (g_str_equal (action_name, "win.history-end"))
    ft_move_browser_end (self->browser);
  else if (g_str_equal (action_name, "win.replay"))
    ft_move_browser_replay (self->browser);
}

/* Puzzles (ft-puzzle-run.h): the Puzzles window (Ctrl+L) and the next
 * level. */
static void
puzzles_action (GtkWidget *widget, const char *action_name, GVariant *parameter G_GNUC_UNUSED)
{
  FtWindow *self = FT_WINDOW (widget);

  if (g_str_equal (action_name, "win.puzzles"))
    ft_puzzle_run_open_picker (self->puzzles);
  else
    ft_puzzle_run_next (self->puzzles);
}

void
_ft_window_class_init_actions (GtkWidgetClass *widget_class)
{
  gtk_widget_class_install_action (widget_class, "win.puzzles", NULL, puzzles_action);
  gtk_widget_class_install_action (widget_class, "win.next-puzzle", NULL, puzzles_action);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_l, GDK_CONTROL_MASK, "win.puzzles", NULL);
  static const char *const history[] = { "win.history-start", "win.history-back", "win.history-forward",
                                         "win.history-end", "win.replay" };

  for (guint i = 0; i < G_N_ELEMENTS (history); i++)
    gtk_widget_class_install_action (widget_class, history[i], NULL, history_action);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Left, GDK_ALT_MASK, "win.history-back", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Right, GDK_ALT_MASK, "win.history-forward", NULL);
  gtk_widget_class_install_action (widget_class, "win.resign", NULL, resign_action);
  gtk_widget_class_install_action (widget_class, "win.restart", NULL, restart_action);
  gtk_widget_class_install_action (widget_class, "win.flip", NULL, flip_action);
  gtk_widget_class_install_action (widget_class, "win.new-game", NULL, new_game_action);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_n, GDK_CONTROL_MASK, "win.new-game",
                                       NULL);
  gtk_widget_class_install_action (widget_class, "win.mute", NULL, mute_action);
  gtk_widget_class_install_action (widget_class, "win.host-network", NULL, host_network_action);
  gtk_widget_class_install_action (widget_class, "win.join-network", NULL, join_network_action);
  gtk_widget_class_install_action (widget_class, "win.undo", NULL, undo_action);
  gtk_widget_class_install_action (widget_class, "win.redo", NULL, redo_action);
  gtk_widget_class_install_action (widget_class, "win.end-turn", NULL, end_turn_action);
  _ft_window_class_init_draws (widget_class);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_z, GDK_CONTROL_MASK, "win.undo", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_z, GDK_CONTROL_MASK | GDK_SHIFT_MASK,
                                       "win.redo", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Z, GDK_CONTROL_MASK | GDK_SHIFT_MASK,
                                       "win.redo", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_m, GDK_CONTROL_MASK, "win.mute", NULL);
}

void
_ft_window_init_actions (FtWindow *self)
{
  GtkEventController *shortcuts;

  /* Single-letter keys belong to this window only (never global
   * accelerators), in the bubble phase: a focused text field would see its
   * keys first. */
  shortcuts = gtk_shortcut_controller_new ();
  gtk_shortcut_controller_set_scope (GTK_SHORTCUT_CONTROLLER (shortcuts), GTK_SHORTCUT_SCOPE_LOCAL);
  /* Escape, E and R: ft-window-access.c, only where the game is played. */
  gtk_shortcut_controller_add_shortcut (GTK_SHORTCUT_CONTROLLER (shortcuts),
                                        gtk_shortcut_new (gtk_shortcut_trigger_parse_string ("f|<Shift>f"),
                                                          gtk_named_action_new ("win.flip")));
  gtk_widget_add_controller (GTK_WIDGET (self), shortcuts);
  _ft_window_init_draws (self);
}
