/* ft-game-guard.c — a game is not lost by a stray key or a stray click
 * (docs/playing.md#undo-toasts):
 *
 *  - Esc/E resign and R restarts at once, as the specification wants, and a
 *    toast offers Undo (win.undo, Ctrl+Z) for a few seconds ("You resigned
 *    · Undo", "Game restarted · Undo"); Undo brings the game back exactly
 *    as it was, clocks included (ft_session_undo_resign; a restarted game's
 *    session is kept paused until the toast goes and then played on by a
 *    new session);
 *  - New Game, Open, Load level and Paste ask before ending a game in
 *    progress, and Cancel leaves it untouched (the stage's guard).
 */
#include "config.h"

#include <glib/gi18n.h>

#include "ft-game-guard.h"

#define UNDO_TOAST_SECONDS 6

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
};

G_DEFINE_FINAL_TYPE (FtGameGuard, ft_game_guard, G_TYPE_OBJECT)

static void
restarted_free (Restarted *restarted)
{
  g_clear_object (&restarted->game);
  ft_game_setup_free (restarted->setup);
  g_free (restarted);
}

static void
offer_undo (FtGameGuard *self, const char *title)
{
  AdwToast *toast = adw_toast_new (title);

  adw_toast_set_button_label (toast, _("_Undo"));
  adw_toast_set_action_name (toast, "win.undo");
  adw_toast_set_timeout (toast, UNDO_TOAST_SECONDS);
  adw_toast_set_priority (toast, ADW_TOAST_PRIORITY_HIGH);
  ft_game_stage_add_toast (self->stage, toast);
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
guard_cb (gpointer guard_data, gboolean in_progress_too, FtStageThen then, gpointer then_data)
{
  FtGameGuard *self = guard_data;
  ReplaceData *data;
  GtkWidget *dialog;

  if (self->files == NULL)
    return TRUE;
  if (!in_progress_too || !ft_game_files_get_confirm_discard (self->files) || !game_in_progress (self))
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
    ft_game_stage_set_guard (self->stage, NULL, NULL);
  g_clear_pointer (&self->restarted, restarted_free);
  g_clear_weak_pointer (&self->stage);
  g_clear_weak_pointer (&self->files);
  g_clear_weak_pointer (&self->puzzles);
  G_OBJECT_CLASS (ft_game_guard_parent_class)->dispose (object);
}

static void
ft_game_guard_class_init (FtGameGuardClass *klass)
{
  G_OBJECT_CLASS (klass)->dispose = ft_game_guard_dispose;
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
  return self;
}
