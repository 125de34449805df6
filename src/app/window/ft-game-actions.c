/* ft-game-actions.c — what the player asks of the game shown: resign,
 * restart, flip, undo and redo (a network game asks the opponent), End
 * Turn (checkers), mute, copy the game, browse the moves, Help, the
 * New Game and network dialogs; and the F key. Each action's state follows
 * the stage's "status-changed". */
#include "config.h"

#include <glib/gi18n.h>

#include "ft-game-actions.h"
#include "ft-help-window.h"
#include "ft-network-controller.h"
#include "ft-sound-player.h"

struct _FtGameActions
{
  GObject parent_instance;

  FtGameStage *stage;       /* weak: the window owns the stage and the actions */
  FtGameFiles *files;       /* weak */
  FtGameGuard *guard;       /* weak */
  FtGameKeys *keys;         /* weak: where Escape, E and R act */
  FtPuzzleRun *puzzles;     /* weak */
  FtMoveBrowser *browser;   /* weak */
  GtkBox *network_slot;     /* weak: where a network game's bar goes */
  GActionMap *map;          /* weak: the window's */
};

G_DEFINE_FINAL_TYPE (FtGameActions, ft_game_actions, G_TYPE_OBJECT)

static FtNetworkController *
network (FtGameActions *self)
{
  GObject *network = ft_game_stage_get_network (self->stage);

  return network != NULL ? FT_NETWORK_CONTROLLER (network) : NULL;
}

static void
set_enabled (FtGameActions *self, const char *name, gboolean enabled)
{
  GAction *action = g_action_map_lookup_action (self->map, name);

  if (G_IS_SIMPLE_ACTION (action))
    g_simple_action_set_enabled (G_SIMPLE_ACTION (action), enabled);
}

/* ---- The game ------------------------------------------------------------ */

/* Resign: the local player against another kind of player, the side to
 * move between two people; over the network through the controller. A
 * first press only arms it (ft_game_guard_confirm); `key` names the key
 * pressed, NULL for a button or the menu. */
static void
resign (FtGameActions *self, const char *key)
{
  FtSession *session = ft_game_stage_get_session (self->stage);
  FtGame *game = ft_game_stage_get_game (self->stage);
  guint local;
  FtColour side;

  if (game == NULL || ft_game_is_over (game) || ft_game_stage_is_frozen (self->stage))
    return;
  local = ft_session_get_local_colours (session);
  if (local == 0 || !ft_game_guard_confirm (self->guard, FT_GUARDED_RESIGN, key))
    return;
  if (network (self) != NULL)
    {
      ft_network_controller_resign (network (self));
      return;
    }
  /* Against another kind of player the local player resigns; between two
   * people the side to move does. */
  side = local == (1u << FT_BLACK)   ? FT_BLACK
         : local == (1u << FT_WHITE) ? FT_WHITE
                                     : ft_game_get_turn (game);
  ft_session_resign (session, side);
  ft_game_guard_offer_undo_resign (self->guard);
}

static void
resign_action (GSimpleAction *action G_GNUC_UNUSED, GVariant *parameter G_GNUC_UNUSED, gpointer user_data)
{
  resign (user_data, NULL);
}

static void
restart_now (gpointer data)
{
  FtGameActions *self = data;

  if (!ft_puzzle_run_restart (self->puzzles))
    ft_game_stage_restart (self->stage);
}

/* Restart, armed by a first press as resign is. */
static void
restart (FtGameActions *self, const char *key)
{
  /* A network game restarts only as a rematch both agree to. */
  if (network (self) != NULL)
    ft_network_controller_offer (network (self), FT_NET_OFFER_REMATCH);
  /* Behind the config error dialog only its answer starts a game; a toast
   * offers Undo. */
  else if (ft_game_stage_get_setup (self->stage) != NULL && !ft_game_stage_is_frozen (self->stage)
           && ft_game_guard_confirm (self->guard, FT_GUARDED_RESTART, key))
    ft_game_guard_restart_with_undo (self->guard, restart_now, self);
}

static void
restart_action (GSimpleAction *action G_GNUC_UNUSED, GVariant *parameter G_GNUC_UNUSED, gpointer user_data)
{
  restart (user_data, NULL);
}

/* Escape and E, R: only where the game is played (ft_game_keys_apply);
 * the parameter names the key, for "Press E again to resign". */
static void
key_resign_action (GSimpleAction *action G_GNUC_UNUSED, GVariant *parameter, gpointer user_data)
{
  FtGameActions *self = user_data;

  if (self->keys != NULL && ft_game_keys_apply (self->keys))
    resign (self, g_variant_get_string (parameter, NULL));
}

static void
key_restart_action (GSimpleAction *action G_GNUC_UNUSED, GVariant *parameter, gpointer user_data)
{
  FtGameActions *self = user_data;

  if (self->keys != NULL && ft_game_keys_apply (self->keys))
    restart (self, g_variant_get_string (parameter, NULL));
}

static void
flip_action (GSimpleAction *action G_GNUC_UNUSED, GVariant *parameter G_GNUC_UNUSED, gpointer user_data)
{
  FtGameActions *self = user_data;

  ft_game_stage_set_flipped (self->stage, !ft_game_stage_get_flipped (self->stage));
  ft_game_stage_update_view (self->stage);
  ft_game_stage_update_status (self->stage);
}

/* Ctrl+Z / Ctrl+Shift+Z (docs/playing.md#takeback). */
static void
undo_action (GSimpleAction *action G_GNUC_UNUSED, GVariant *parameter G_GNUC_UNUSED, gpointer user_data)
{
  FtGameActions *self = user_data;
  FtSession *session = ft_game_stage_get_session (self->stage);
  FtBoardModel *model = ft_game_stage_get_board_model (self->stage);

  /* First the resignation or restart just made (the toast's Undo). */
  if (network (self) == NULL && ft_game_guard_undo_last_action (self->guard))
    return;
  /* Over the network, a takeback is asked of the opponent. */
  if (network (self) != NULL && session != NULL && ft_session_get_local_colours (session) != 0)
    ft_network_controller_offer (network (self), FT_NET_OFFER_TAKEBACK);
  else if (session != NULL && !ft_game_stage_is_frozen (self->stage) && ft_session_get_local_colours (session) != 0)
    {
      FtCell path[FT_GAME_MOVE_MAX_CELLS];

      /* A checkers turn being built (a jump made, the next not yet) goes
       * first; then the last turn. */
      if (ft_board_model_get_path (model, path) > 1 && ft_board_model_cancel (model))
        return;
      ft_session_take_back (session);
    }
}

static void
redo_action (GSimpleAction *action G_GNUC_UNUSED, GVariant *parameter G_GNUC_UNUSED, gpointer user_data)
{
  FtGameActions *self = user_data;
  FtSession *session = ft_game_stage_get_session (self->stage);

  if (network (self) == NULL && session != NULL && !ft_game_stage_is_frozen (self->stage)
      && ft_session_get_local_colours (session) != 0)
    ft_session_redo (session);
}

/* Checkers: the End Turn button (Space on the board does the same) ends a
 * turn that may end after a capture (docs/checkers.md). */
static void
end_turn_action (GSimpleAction *action G_GNUC_UNUSED, GVariant *parameter G_GNUC_UNUSED, gpointer user_data)
{
  FtGameActions *self = user_data;

  if (!ft_game_stage_is_frozen (self->stage))
    ft_board_model_end_turn (ft_game_stage_get_board_model (self->stage));
}

/* Ctrl+M: sound on or off (the "sound" preference). */
static void
mute_action (GSimpleAction *action G_GNUC_UNUSED, GVariant *parameter G_GNUC_UNUSED, gpointer user_data)
{
  FtGameActions *self = user_data;
  GSettings *settings = ft_game_stage_get_settings (self->stage);
  FtSoundPlayer *sounds = ft_sound_player_get_default ();

  if (settings != NULL)
    g_settings_set_boolean (settings, "sound", !g_settings_get_boolean (settings, "sound"));
  else
    ft_sound_player_set_enabled (sounds, !ft_sound_player_get_enabled (sounds));
}

/* Ctrl+C: the game's record (PGN; PDN for checkers), its players named,
 * through GdkClipboard. Not during fog of war: it would show the moves. */
static void
copy_game_action (GSimpleAction *action G_GNUC_UNUSED, GVariant *parameter G_GNUC_UNUSED, gpointer user_data)
{
  FtGameActions *self = user_data;
  FtGame *game = ft_game_stage_get_game (self->stage);
  g_autofree char *text = NULL;

  if (game == NULL)
    return;
  if (ft_game_get_kind (game) == FT_GAME_KIND_CHESS && ft_game_get_position (game)->fog
      && !ft_game_is_over (game))
    {
      ft_game_stage_add_toast (self->stage,
                               adw_toast_new (_("The game cannot be copied during a game with fog of war")));
      return;
    }
  text = ft_record_keeper_get_text (ft_game_files_get_keeper (self->files), FALSE);
  if (text == NULL)
    return;
  gdk_clipboard_set_text (gtk_widget_get_clipboard (GTK_WIDGET (ft_game_stage_get_window (self->stage))), text);
  ft_game_stage_add_toast (self->stage, adw_toast_new (_("Game copied")));
}

/* F1: the rules and the pieces of the game shown, at its start (every kind
 * in play, captured ones too). */
static void
help_action (GSimpleAction *action G_GNUC_UNUSED, GVariant *parameter G_GNUC_UNUSED, gpointer user_data)
{
  FtGameActions *self = user_data;
  FtGame *game = ft_game_stage_get_game (self->stage);
  FtHelpWindow *help;

  if (game == NULL)
    return;
  help = ft_help_window_new (ft_game_stage_get_window (self->stage), ft_game_get_start_rules (game));
  gtk_window_present (GTK_WINDOW (help));
}

/* ---- New games ------------------------------------------------------------- */

static void
start_chosen_now (gpointer data)
{
  FtGameActions *self = data;
  g_autoptr (FtGameSetup) setup = g_object_steal_data (G_OBJECT (self), "chosen-setup");

  if (setup == NULL)
    return;
  ft_game_stage_set_flipped (self->stage, FALSE);
  /* The player chose: the config's keys no longer win over the preferences. */
  ft_game_stage_set_config_setup (self->stage, ft_game_stage_get_config_setup (self->stage), FALSE, FALSE);
  ft_game_stage_start (self->stage, setup);
}

static void
new_game_start_cb (FtNewGameDialog *dialog G_GNUC_UNUSED, FtGameSetup *setup, gpointer user_data)
{
  FtGameActions *self = user_data;

  g_object_set_data_full (G_OBJECT (self), "chosen-setup", ft_game_setup_copy (setup),
                          (GDestroyNotify) ft_game_setup_free);
  if (ft_game_stage_may_replace (self->stage, start_chosen_now, self))
    start_chosen_now (self);
}

FtNewGameDialog *
ft_game_actions_open_new_game_dialog (FtGameActions *self)
{
  g_autoptr (FtGameSetup) fallback = NULL;
  const FtGameSetup *config_setup;
  FtNewGameDialog *dialog;

  g_return_val_if_fail (FT_IS_GAME_ACTIONS (self), NULL);

  config_setup = ft_game_stage_get_config_setup (self->stage);
  if (config_setup == NULL)
    config_setup = fallback = ft_game_setup_new_default ();
  dialog = ft_new_game_dialog_new (ft_game_stage_get_window (self->stage), ft_game_stage_get_settings (self->stage),
                                   config_setup);
  g_signal_connect_object (dialog, "start", G_CALLBACK (new_game_start_cb), self, 0);
  gtk_window_present (GTK_WINDOW (dialog));
  return dialog;
}

static void
new_game_action (GSimpleAction *action G_GNUC_UNUSED, GVariant *parameter G_GNUC_UNUSED, gpointer user_data)
{
  FtGameActions *self = user_data;

  if (!ft_game_stage_is_frozen (self->stage))
    ft_game_actions_open_new_game_dialog (self);
}

static void
host_network_action (GSimpleAction *action G_GNUC_UNUSED, GVariant *parameter G_GNUC_UNUSED,
                     gpointer user_data)
{
  FtGameActions *self = user_data;

  if (!ft_game_stage_is_frozen (self->stage))
    ft_network_controller_open_host_dialog (self->stage, self->network_slot);
}

static void
join_network_action (GSimpleAction *action G_GNUC_UNUSED, GVariant *parameter G_GNUC_UNUSED,
                     gpointer user_data)
{
  FtGameActions *self = user_data;

  if (!ft_game_stage_is_frozen (self->stage))
    ft_network_controller_open_join_dialog (self->stage, self->network_slot,
                                            ft_game_files_get_autosave_path (self->files));
}

/* Browsing the moves (ft-move-browser.h): the side panel's buttons, the
 * keys and the menu's Replay. */
static void
history_action (GSimpleAction *action, GVariant *parameter G_GNUC_UNUSED, gpointer user_data)
{
  FtGameActions *self = user_data;
  const char *name = g_action_get_name (G_ACTION (action));

  if (self->browser == NULL)
    return;
  if (g_str_equal (name, "history-start"))
    ft_move_browser_start (self->browser);
  else if (g_str_equal (name, "history-back"))
    ft_move_browser_back (self->browser);
  else if (g_str_equal (name, "history-forward"))
    ft_move_browser_forward (self->browser);
  else if (g_str_equal (name, "history-end"))
    ft_move_browser_end (self->browser);
  else if (g_str_equal (name, "replay"))
    ft_move_browser_replay (self->browser);
}

/* ---- States ------------------------------------------------------------------ */

static void
status_changed_cb (FtGameStage *stage, gpointer user_data)
{
  FtGameActions *self = user_data;
  FtSession *session = ft_game_stage_get_session (stage);
  FtGame *game = ft_game_stage_get_game (stage);
  FtBoardModel *model = ft_game_stage_get_board_model (stage);
  gboolean frozen = ft_game_stage_is_frozen (stage);
  gboolean local = session != NULL && ft_session_get_local_colours (session) != 0;
  gboolean checkers = game != NULL && ft_game_get_kind (game) == FT_GAME_KIND_CHECKERS;
  gboolean waiting = network (self) != NULL && ft_network_controller_is_waiting (network (self));
  FtCell path[FT_GAME_MOVE_MAX_CELLS];

  if (game == NULL)
    {
      set_enabled (self, "end-turn", FALSE);
      return;
    }
  /* A host nobody has joined: nothing to resign yet. */
  set_enabled (self, "resign", !ft_game_is_over (game) && !frozen && local && !waiting);
  /* Undo takes back a checkers turn being built too (a jump, or a step
   * waiting for End Turn), before any turn was played. */
  set_enabled (self, "undo",
               !frozen && local
                 && (ft_session_can_take_back (session) || ft_game_guard_can_undo_last_action (self->guard)
                     || (checkers && ft_board_model_get_path (model, path) > 1)));
  set_enabled (self, "redo", !frozen && local && ft_session_can_redo (session));
  set_enabled (self, "end-turn", checkers && !frozen && ft_board_model_can_end_turn (model));
}

/* ---- The object ------------------------------------------------------------- */

static void
add_key (GtkEventController *controller, const char *triggers, const char *action, const char *key)
{
  GtkShortcut *shortcut = gtk_shortcut_new (gtk_shortcut_trigger_parse_string (triggers),
                                            gtk_named_action_new (action));

  if (key != NULL)
    gtk_shortcut_set_arguments (shortcut, g_variant_new_string (key));
  gtk_shortcut_controller_add_shortcut (GTK_SHORTCUT_CONTROLLER (controller), shortcut);
}

static void
ft_game_actions_dispose (GObject *object)
{
  FtGameActions *self = FT_GAME_ACTIONS (object);

  if (self->stage != NULL)
    g_signal_handlers_disconnect_by_data (self->stage, self);
  g_clear_weak_pointer (&self->stage);
  g_clear_weak_pointer (&self->files);
  g_clear_weak_pointer (&self->guard);
  g_clear_weak_pointer (&self->keys);
  g_clear_weak_pointer (&self->puzzles);
  g_clear_weak_pointer (&self->browser);
  g_clear_weak_pointer (&self->network_slot);
  g_clear_weak_pointer (&self->map);
  G_OBJECT_CLASS (ft_game_actions_parent_class)->dispose (object);
}

static void
ft_game_actions_class_init (FtGameActionsClass *klass)
{
  G_OBJECT_CLASS (klass)->dispose = ft_game_actions_dispose;
}

static void
ft_game_actions_init (FtGameActions *self G_GNUC_UNUSED)
{
}

FtGameActions *
ft_game_actions_new (const FtGameActionsParts *parts, GActionMap *actions)
{
  static const GActionEntry entries[] = {
    { "resign", resign_action, NULL, NULL, NULL, { 0 } },
    { "restart", restart_action, NULL, NULL, NULL, { 0 } },
    { "key-resign", key_resign_action, "s", NULL, NULL, { 0 } },
    { "key-restart", key_restart_action, "s", NULL, NULL, { 0 } },
    { "flip", flip_action, NULL, NULL, NULL, { 0 } },
    { "undo", undo_action, NULL, NULL, NULL, { 0 } },
    { "redo", redo_action, NULL, NULL, NULL, { 0 } },
    { "end-turn", end_turn_action, NULL, NULL, NULL, { 0 } },
    { "mute", mute_action, NULL, NULL, NULL, { 0 } },
    { "copy-game", copy_game_action, NULL, NULL, NULL, { 0 } },
    { "help", help_action, NULL, NULL, NULL, { 0 } },
    { "new-game", new_game_action, NULL, NULL, NULL, { 0 } },
    { "host-network", host_network_action, NULL, NULL, NULL, { 0 } },
    { "join-network", join_network_action, NULL, NULL, NULL, { 0 } },
    { "history-start", history_action, NULL, NULL, NULL, { 0 } },
    { "history-back", history_action, NULL, NULL, NULL, { 0 } },
    { "history-forward", history_action, NULL, NULL, NULL, { 0 } },
    { "history-end", history_action, NULL, NULL, NULL, { 0 } },
    { "replay", history_action, NULL, NULL, NULL, { 0 } },
  };
  FtGameActions *self;
  GtkEventController *shortcuts;

  g_return_val_if_fail (parts != NULL && FT_IS_GAME_STAGE (parts->stage), NULL);
  g_return_val_if_fail (G_IS_ACTION_MAP (actions), NULL);

  self = g_object_new (FT_TYPE_GAME_ACTIONS, NULL);
  g_set_weak_pointer (&self->stage, parts->stage);
  g_set_weak_pointer (&self->files, parts->files);
  g_set_weak_pointer (&self->guard, parts->guard);
  g_set_weak_pointer (&self->keys, parts->keys);
  g_set_weak_pointer (&self->puzzles, parts->puzzles);
  g_set_weak_pointer (&self->browser, parts->browser);
  g_set_weak_pointer (&self->network_slot, parts->network_slot);
  g_set_weak_pointer (&self->map, actions);
  g_action_map_add_action_entries (actions, entries, G_N_ELEMENTS (entries), self);
  set_enabled (self, "end-turn", FALSE);
  g_signal_connect (parts->stage, "status-changed", G_CALLBACK (status_changed_cb), self);

  /* Single-letter keys belong to this window only (never global
   * accelerators), in the bubble phase: a focused text field would see its
   * keys first, and the board Escape (a selection, a premove to drop). */
  shortcuts = gtk_shortcut_controller_new ();
  gtk_shortcut_controller_set_scope (GTK_SHORTCUT_CONTROLLER (shortcuts), GTK_SHORTCUT_SCOPE_LOCAL);
  add_key (shortcuts, "f|<Shift>f", "win.flip", NULL);
  add_key (shortcuts, "Escape", "win.key-resign", "Escape");
  add_key (shortcuts, "e|<Shift>e", "win.key-resign", "E");
  add_key (shortcuts, "r|<Shift>r", "win.key-restart", "R");
  gtk_widget_add_controller (GTK_WIDGET (ft_game_stage_get_window (parts->stage)), shortcuts);
  return self;
}
