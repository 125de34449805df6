/* ft-game-guard.c — a game is not lost by a stray key or a stray click
 * (docs/playing.md#undo-toasts):
 *
 *  - resign and restart (Esc/E, R, the buttons, the menu) are armed by a
 *    first press, which says so ("Press E again to resign"; a button turns
 *    into Confirm, a tick), and done by a second within 3 s, as on lichess; the
 *    preference "confirm-resign-restart" off gives the instant behaviour;
 *  - once done, a toast offers Undo (win.undo, Ctrl+Z) until the next move
 *    or a new game ("You resigned · Undo", "Game restarted · Undo"); Undo
 *    brings the game back exactly as it was, clocks included
 *    (ft_session_undo_resign; a restarted game's session is kept paused
 *    and played on by a new session);
 *  - New Game, Open, Load level and Paste ask before ending a game in
 *    progress, and Cancel leaves it untouched (the stage's guard).
 */
#include "config.h"

#include <glib/gi18n.h>

#include "ft-game-guard.h"


/* The game a restart replaced, while its toast shows. */
typedef struct
{
  FtGame *game;
  FtGameSetup *setup;
  FtSession *replacement; /* the restarted game's session (no reference) */
} Restarted;

struct _FtGameGuard
{
  GObject parent_instance;

  FtGameStage *stage;   /* weak: the window owns the stage and the guard */
  FtGameFiles *files;   /* weak */
  FtPuzzleRun *puzzles; /* weak */
  Restarted *restarted;
  AdwToast *undo_toast; /* weak: shown until the next move or game */

  /* The action armed by a first press, until when, and what it said. */
  FtGuardedAction armed;
  gint64 armed_until_us;
  guint disarm_id;
  char *armed_message;
};

enum
{
  PROP_0,
  PROP_ARMED,
  N_PROPS
};

static GParamSpec *props[N_PROPS];

G_DEFINE_FINAL_TYPE (FtGameGuard, ft_game_guard, G_TYPE_OBJECT)

static void
restarted_free (Restarted *restarted)
{
  g_clear_object (&restarted->game);
  ft_game_setup_free (restarted->setup);
  g_free (restarted);
}

/* The Undo toast stays until the next move or game: a player reaching for
 * it after a few seconds still finds it. */
static void
offer_undo (FtGameGuard *self, const char *title)
{
  AdwToast *toast = adw_toast_new (title);

  /* No mnemonic: a screen reader would read the underscore. */
  adw_toast_set_button_label (toast, _("Undo"));
  adw_toast_set_action_name (toast, "win.undo");
  adw_toast_set_timeout (toast, 0);
  /* Normal priority: libadwaita 1.2 aborts when a toast a high-priority
   * one pushed back is shown again before it has finished hiding, which a
   * dismissed Undo toast would do. */
  if (self->undo_toast != NULL)
    adw_toast_dismiss (self->undo_toast);
  g_set_weak_pointer (&self->undo_toast, toast);
  ft_game_stage_add_toast (self->stage, toast);
}

static void
dismiss_undo (FtGameGuard *self)
{
  if (self->undo_toast != NULL)
    adw_toast_dismiss (self->undo_toast);
  g_clear_weak_pointer (&self->undo_toast);
}

/* ---- Two presses ------------------------------------------------------------------ */

static gboolean
confirms (FtGameGuard *self)
{
  GSettings *settings = ft_game_stage_get_settings (self->stage);

  return settings == NULL || g_settings_get_boolean (settings, "confirm-resign-restart");
}

static void
disarm (FtGameGuard *self)
{
  g_clear_handle_id (&self->disarm_id, g_source_remove);
  if (self->armed == FT_GUARDED_NONE)
    return;
  self->armed = FT_GUARDED_NONE;
  /* Its line goes, unless something else has spoken since. */
  if (self->armed_message != NULL
      && g_strcmp0 (ft_game_stage_get_transient_message (self->stage), self->armed_message) == 0)
    ft_game_stage_set_transient_message (self->stage, NULL);
  g_clear_pointer (&self->armed_message, g_free);
  g_object_notify_by_pspec (G_OBJECT (self), props[PROP_ARMED]);
  ft_game_stage_update_status (self->stage);
}

static gboolean
disarm_cb (gpointer data)
{
  FtGameGuard *self = data;

  self->disarm_id = 0;
  disarm (self);
  return G_SOURCE_REMOVE;
}

/* "Press E again to resign", "Click again to restart". */
static char *
arming_message (FtGuardedAction action, const char *key)
{
  if (key != NULL)
    /* TRANSLATORS: %s is a key: "E", "Escape" or "R" */
    return g_strdup_printf (action == FT_GUARDED_RESIGN ? _("Press %s again to resign")
                                                        : _("Press %s again to restart"),
                            key);
  return g_strdup (action == FT_GUARDED_RESIGN ? _("Click again to resign") : _("Click again to restart"));
}

gboolean
ft_game_guard_confirm (FtGameGuard *self, FtGuardedAction action, const char *key)
{
  g_return_val_if_fail (FT_IS_GAME_GUARD (self), FALSE);
  g_return_val_if_fail (action != FT_GUARDED_NONE, FALSE);

  if (!confirms (self))
    return TRUE;
  if (self->armed == action && g_get_monotonic_time () <= self->armed_until_us)
    {
      disarm (self);
      return TRUE;
    }
  disarm (self);
  self->armed = action;
  self->armed_until_us = g_get_monotonic_time () + FT_GAME_GUARD_CONFIRM_SECONDS * G_USEC_PER_SEC;
  self->disarm_id = g_timeout_add (FT_GAME_GUARD_CONFIRM_SECONDS * 1000, disarm_cb, self);
  self->armed_message = arming_message (action, key);
  /* Where the player looks: the status line, and a screen reader hears it. */
  ft_game_stage_set_transient_message (self->stage, self->armed_message);
  ft_board_model_announce (ft_game_stage_get_board_model (self->stage), self->armed_message);
  g_object_notify_by_pspec (G_OBJECT (self), props[PROP_ARMED]);
  ft_game_stage_update_status (self->stage);
  return FALSE;
}

FtGuardedAction
ft_game_guard_get_armed (FtGameGuard *self)
{
  g_return_val_if_fail (FT_IS_GAME_GUARD (self), FT_GUARDED_NONE);
  return self->armed;
}

/* A move or another game: nothing stays armed, and the Undo of what came
 * before goes. */
static void
move_shown_cb (FtGameStage *stage G_GNUC_UNUSED, const FtGameMove *move G_GNUC_UNUSED, gpointer user_data)
{
  disarm (user_data);
  dismiss_undo (user_data);
}

static void
session_changed_cb (FtGameStage *stage G_GNUC_UNUSED, gboolean existing G_GNUC_UNUSED, gpointer user_data)
{
  disarm (user_data);
  dismiss_undo (user_data);
}

/* ---- Resign ------------------------------------------------------------------- */

void
ft_game_guard_offer_undo_resign (FtGameGuard *self)
{
  FtSession *session;

  g_return_if_fail (FT_IS_GAME_GUARD (self));

  session = ft_game_stage_get_session (self->stage);
  if (session == NULL || !ft_session_can_undo_resign (session))
    return;
  offer_undo (self, ft_session_get_result_message (session));
}

/* ---- Restart ------------------------------------------------------------------ */

/* The restarted game is still the stage's and nobody here has moved in
 * it (the computer may have, playing White). */
static gboolean
restart_undoable (FtGameGuard *self, const Restarted *restarted)
{
  FtSession *session = ft_game_stage_get_session (self->stage);
  FtGame *game = ft_game_stage_get_game (self->stage);
  guint n = game != NULL ? ft_game_get_n_moves (game) : 0;

  if (restarted->replacement != session || session == NULL || game == NULL)
    return FALSE;
  return n == 0
         || (n == 1 && !ft_player_is_local (ft_session_get_player (
                         session, ft_ruleset_get_side_to_move (ft_game_get_start_rules (game)))));
}

gboolean
ft_game_guard_can_undo_last_action (FtGameGuard *self)
{
  FtSession *session;

  g_return_val_if_fail (FT_IS_GAME_GUARD (self), FALSE);

  if (self->restarted != NULL && restart_undoable (self, self->restarted))
    return TRUE;
  session = ft_game_stage_get_session (self->stage);
  return session != NULL && ft_session_can_undo_resign (session);
}

gboolean
ft_game_guard_undo_last_action (FtGameGuard *self)
{
  FtSession *session;

  g_return_val_if_fail (FT_IS_GAME_GUARD (self), FALSE);

  if (self->restarted != NULL)
    {
      Restarted *restarted = g_steal_pointer (&self->restarted);

      if (restart_undoable (self, restarted))
        {
          ft_game_stage_start_game (self->stage, restarted->setup, restarted->game);
          restarted_free (restarted);
          return TRUE;
        }
      /* Another game came since, or moves were made: too late. */
      restarted_free (restarted);
    }
  session = ft_game_stage_get_session (self->stage);
  return session != NULL && ft_session_undo_resign (session);
}

void
ft_game_guard_restart_with_undo (FtGameGuard *self, FtStageThen restart, gpointer data)
{
  FtGame *game;
  Restarted *restarted = NULL;

  g_return_if_fail (FT_IS_GAME_GUARD (self));

  /* Only a game in progress is worth an Undo: a finished one is over, and
   * one without moves is the same as the new one. */
  game = ft_game_stage_get_game (self->stage);
  if (game != NULL && (self->puzzles == NULL || ft_puzzle_run_get_puzzle (self->puzzles) == NULL)
      && !ft_game_is_over (game) && ft_game_get_n_moves (game) > 0
      && ft_session_pause (ft_game_stage_get_session (self->stage)))
    {
      /* Paused first: the turn stops with its time, and stays stopped. */
      restarted = g_new0 (Restarted, 1);
      restarted->game = g_object_ref (game);
      restarted->setup = ft_game_setup_copy (ft_game_stage_get_setup (self->stage));
    }
  restart (data);
  if (restarted == NULL)
    return;
  restarted->replacement = ft_game_stage_get_session (self->stage);
  g_clear_pointer (&self->restarted, restarted_free);
  self->restarted = restarted;
  ft_game_stage_update_status (self->stage); /* Undo is possible */
  offer_undo (self, _("Game restarted"));
}

/* ---- Asking before a game in progress ends ------------------------------------------ */

typedef struct
{
  FtStageThen then;
  gpointer data;
} ReplaceData;

static void
replace_response_cb (AdwMessageDialog *dialog G_GNUC_UNUSED, const char *response, gpointer user_data)
{
  ReplaceData *data = user_data;

  if (g_strcmp0 (response, "end") == 0)
    data->then (data->data);
  g_free (data);
}

/* A game being played here: not over, with moves, not a network game
 * (whose ending its own bar negotiates). */
static gboolean
game_in_progress (FtGameGuard *self)
{
  FtSession *session = ft_game_stage_get_session (self->stage);
  FtGame *game = ft_game_stage_get_game (self->stage);

  return game != NULL && session != NULL && ft_game_stage_get_network (self->stage) == NULL
         && !ft_game_is_over (game) && ft_game_get_n_moves (game) > 0
         && ft_session_get_local_colours (session) != 0;
}

/* The stage's guard: before the game shown is dropped for another. */
static gboolean
guard_cb (gpointer guard_data, FtStageThen then, gpointer then_data)
{
  FtGameGuard *self = guard_data;
  ReplaceData *data;
  GtkWidget *dialog;

  if (self->files == NULL)
    return TRUE;
  if (!ft_game_files_get_confirm_discard (self->files) || !game_in_progress (self))
    return ft_game_files_may_discard (self->files, then, then_data);

  dialog = adw_message_dialog_new (ft_game_stage_get_window (self->stage), _("End the Game in Progress?"),
                                   _("The game on the board is not over. It is ended and replaced."));
  adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (dialog), "cancel", _("_Cancel"), "end",
                                    _("_End Game"), NULL);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), "end",
                                              ADW_RESPONSE_DESTRUCTIVE);
  adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (dialog), "cancel");
  adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (dialog), "cancel");
  data = g_new (ReplaceData, 1);
  data->then = then;
  data->data = then_data;
  g_signal_connect (dialog, "response", G_CALLBACK (replace_response_cb), data);
  gtk_window_present (GTK_WINDOW (dialog));
  return FALSE;
}

/* ---- The object ------------------------------------------------------------------ */

static void
ft_game_guard_dispose (GObject *object)
{
  FtGameGuard *self = FT_GAME_GUARD (object);

  if (self->stage != NULL)
    {
      ft_game_stage_set_guard (self->stage, NULL, NULL);
      g_signal_handlers_disconnect_by_data (self->stage, self);
    }
  g_clear_handle_id (&self->disarm_id, g_source_remove);
  g_clear_pointer (&self->armed_message, g_free);
  g_clear_weak_pointer (&self->undo_toast);
  g_clear_pointer (&self->restarted, restarted_free);
  g_clear_weak_pointer (&self->stage);
  g_clear_weak_pointer (&self->files);
  g_clear_weak_pointer (&self->puzzles);
  G_OBJECT_CLASS (ft_game_guard_parent_class)->dispose (object);
}

static void
ft_game_guard_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  FtGameGuard *self = FT_GAME_GUARD (object);

  switch (prop_id)
    {
    case PROP_ARMED:
      g_value_set_int (value, self->armed);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
ft_game_guard_class_init (FtGameGuardClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = ft_game_guard_dispose;
  object_class->get_property = ft_game_guard_get_property;
  /* The action armed by a first press (FtGuardedAction). */
  props[PROP_ARMED] = g_param_spec_int ("armed", NULL, NULL, FT_GUARDED_NONE, FT_GUARDED_RESTART,
                                        FT_GUARDED_NONE,
                                        G_PARAM_READABLE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
  g_object_class_install_properties (object_class, N_PROPS, props);
}

static void
ft_game_guard_init (FtGameGuard *self G_GNUC_UNUSED)
{
}

FtGameGuard *
ft_game_guard_new (FtGameStage *stage, FtGameFiles *files, FtPuzzleRun *puzzles)
{
  FtGameGuard *self;

  g_return_val_if_fail (FT_IS_GAME_STAGE (stage), NULL);
  g_return_val_if_fail (FT_IS_GAME_FILES (files), NULL);

  self = g_object_new (FT_TYPE_GAME_GUARD, NULL);
  g_set_weak_pointer (&self->stage, stage);
  g_set_weak_pointer (&self->files, files);
  g_set_weak_pointer (&self->puzzles, puzzles);
  ft_game_stage_set_guard (stage, guard_cb, self);
  g_signal_connect (stage, "move-shown", G_CALLBACK (move_shown_cb), self);
  g_signal_connect (stage, "session-changed", G_CALLBACK (session_changed_cb), self);
  return self;
}
