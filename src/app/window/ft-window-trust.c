/* ft-window-trust.c — a game is not lost by a stray key or a stray click
 * (docs/playing.md#undo-toasts):
 *
 *  - Esc/E resign and R restarts at once, as the specification wants, and a
 *    toast offers Undo (win.undo, Ctrl+Z) for a few seconds ("You resigned · Undo", "Game
 *    restarted · Undo"); Undo brings the game back exactly as it was, clocks
 *    included (ft_session_undo_resign; a restarted game's session is kept
 *    paused until the toast goes and then played on by a new session);
 *  - New Game, Open, Load level and Paste ask before ending a game in
 *    progress, and Cancel leaves it untouched.
 *
 * The state lives in the toasts' data and the session, not in the window. */
#include "config.h"

#include <string.h>

#include <glib/gi18n.h>

#include "ft-game-files.h"
#include "ft-new-game-dialog.h"
#include "ft-pause-controller.h"
#include "ft-puzzle-run.h"
#include "ft-game-files.h"
#include "ft-puzzle-run.h"
#include "ft-sidebar.h"
#include "ft-music-control.h"
#include "ft-window-trust.h"

#define UNDO_TOAST_SECONDS 6

/* ---- Resign ------------------------------------------------------------------- */

void
_ft_window_offer_undo_resign (FtWindow *self)
{
  AdwToast *toast;

  if (ft_window_get_session (self) == NULL || !ft_session_can_undo_resign (ft_window_get_session (self)))
    return;
  toast = adw_toast_new (ft_session_get_result_message (ft_window_get_session (self)));
  adw_toast_set_button_label (toast, _("_Undo"));
  adw_toast_set_action_name (toast, "win.undo");
  adw_toast_set_timeout (toast, UNDO_TOAST_SECONDS);
  adw_toast_set_priority (toast, ADW_TOAST_PRIORITY_HIGH);
  ft_window_add_toast (self, toast);
}

/* ---- Restart ------------------------------------------------------------------ */

/* The game a restart replaced, while its toast shows. */
typedef struct
{
  FtGame *game;
  FtGameSetup *setup;
  FtSession *replacement; /* the restarted game's session (no reference) */
} Restarted;

static void
restarted_free (gpointer data)
{
  Restarted *restarted = data;

  g_clear_object (&restarted->game);
  ft_game_setup_free (restarted->setup);
  g_free (restarted);
}

/* The restarted game is still the window's and nobody here has moved in
 * it (the computer may have, playing White). */
static gboolean
restart_undoable (FtWindow *self, const Restarted *restarted)
{
  FtGame *game = ft_window_get_game (self);
  guint n = game != NULL ? ft_game_get_n_moves (game) : 0;

  if (restarted->replacement != ft_window_get_session (self) || ft_window_get_session (self) == NULL || game == NULL)
    return FALSE;
  return n == 0
         || (n == 1 && !ft_player_is_local (ft_session_get_player (ft_window_get_session (self),
                                                                   ft_ruleset_get_side_to_move (ft_game_get_start_rules (game)))));
}

gboolean
_ft_window_can_undo_last_action (FtWindow *self)
{
  Restarted *restarted = g_object_get_data (G_OBJECT (self), "ft-restarted-game");

  if (restarted != NULL && restart_undoable (self, restarted))
    return TRUE;
  return ft_window_get_session (self) != NULL && ft_session_can_undo_resign (ft_window_get_session (self));
}

gboolean
_ft_window_undo_last_action (FtWindow *self)
{
  Restarted *restarted = g_object_get_data (G_OBJECT (self), "ft-restarted-game");

  if (restarted != NULL)
    {
      if (restart_undoable (self, restarted))
        {
          restarted = g_object_steal_data (G_OBJECT (self), "ft-restarted-game");
          ft_window_start_game (self, restarted->setup, restarted->game);
          restarted_free (restarted);
          return TRUE;
        }
      /* Another game came since, or moves were made: too late. */
      g_object_set_data (G_OBJECT (self), "ft-restarted-game", NULL);
    }
  return ft_window_get_session (self) != NULL && ft_session_undo_resign (ft_window_get_session (self));
}

void
_ft_window_restart_with_undo (FtWindow *self, void (*restart) (FtWindow *self))
{
  FtGame *game = ft_window_get_game (self);
  Restarted *restarted = NULL;
  AdwToast *toast;

  /* Only a game in progress is worth an Undo: a finished one is over, and
   * one without moves is the same as the new one. */
  if (game != NULL && ft_puzzle_run_get_puzzle (ft_window_get_puzzle_run (self)) == NULL && !ft_game_is_over (game) && ft_game_get_n_moves (game) > 0
      && ft_session_pause (ft_window_get_session (self)))
    {
      /* Paused first: the turn stops with its time, and stays stopped. */
      restarted = g_new0 (Restarted, 1);
      restarted->game = g_object_ref (game);
      restarted->setup = ft_game_setup_copy (ft_window_get_setup (self));
    }
  restart (self);
  if (restarted == NULL)
    return;
  restarted->replacement = ft_window_get_session (self);
  g_object_set_data_full (G_OBJECT (self), "ft-restarted-game", restarted, restarted_free);
  ft_window_update_status (self); /* Undo is possible */
  toast = adw_toast_new (_("Game restarted"));
  adw_toast_set_button_label (toast, _("_Undo"));
  adw_toast_set_action_name (toast, "win.undo");
  adw_toast_set_timeout (toast, UNDO_TOAST_SECONDS);
  adw_toast_set_priority (toast, ADW_TOAST_PRIORITY_HIGH);
  ft_window_add_toast (self, toast);
}

/* ---- Asking before a game in progress ends ------------------------------------------ */

typedef struct
{
  FtWindow *window;
  void (*then) (FtWindow *self);
} ReplaceData;

static void
replace_response_cb (AdwMessageDialog *dialog G_GNUC_UNUSED, const char *response, gpointer user_data)
{
  ReplaceData *data = user_data;

  if (g_strcmp0 (response, "end") == 0)
    data->then (data->window);
  g_object_unref (data->window);
  g_free (data);
}

/* A game being played here: not over, with moves, not a network game
 * (whose ending its own bar negotiates). */
static gboolean
game_in_progress (FtWindow *self)
{
  FtGame *game = ft_window_get_game (self);

  return game != NULL && ft_window_get_session (self) != NULL && ft_window_get_network (self) == NULL && !ft_game_is_over (game)
         && ft_game_get_n_moves (game) > 0 && ft_session_get_local_colours (ft_window_get_session (self)) != 0;
}

gboolean
ft_window_may_replace (FtWindow *self, void (*then) (FtWindow *self))
{
  ReplaceData *data;
  GtkWidget *dialog;

  if (!ft_game_files_get_confirm_discard (ft_window_get_game_files (self)) || !game_in_progress (self))
    return ft_window_may_discard (self, then);

  dialog = adw_message_dialog_new (GTK_WINDOW (self), _("End the Game in Progress?"),
                                   _("The game on the board is not over. It is ended and replaced."));
  adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (dialog), "cancel", _("_Cancel"), "end",
                                    _("_End Game"), NULL);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), "end",
                                              ADW_RESPONSE_DESTRUCTIVE);
  adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (dialog), "cancel");
  adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (dialog), "cancel");
  data = g_new (ReplaceData, 1);
  data->window = g_object_ref (self);
  data->then = then;
  g_signal_connect (dialog, "response", G_CALLBACK (replace_response_cb), data);
  gtk_window_present (GTK_WINDOW (dialog));
  return FALSE;
}

gboolean
_ft_window_new_game_dialog_open (FtWindow *self)
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

/* ---- The title ------------------------------------------------------------------ */

/* "game.pgn" for a game saved to or opened from a file, "• game.pgn" once
 * it has changed since (as GNOME's editors show unsaved changes), else the
 * application's name. */
static void
record_notify_cb (GObject *keeper G_GNUC_UNUSED, GParamSpec *pspec G_GNUC_UNUSED, gpointer user_data)
{
  FtWindow *self = FT_WINDOW (user_data);
  const char *path = ft_record_keeper_get_record_path (ft_game_files_get_keeper (ft_window_get_game_files (self)));
  g_autofree char *name = path != NULL ? g_filename_display_basename (path) : NULL;
  g_autofree char *title = NULL;

  if (name == NULL)
    title = g_strdup (_("Fourteen"));
  else if (ft_record_keeper_is_record_changed (ft_game_files_get_keeper (ft_window_get_game_files (self))))
    title = g_strdup_printf ("• %s", name);
  else
    title = g_steal_pointer (&name);
  gtk_window_set_title (GTK_WINDOW (self), title);
}

void
_ft_window_init_trust (FtWindow *self)
{
  FtRecordKeeper *keeper = ft_game_files_get_keeper (ft_window_get_game_files (self));

  AdwToastOverlay *toasts = ADW_TOAST_OVERLAY (
    gtk_widget_get_template_child (GTK_WIDGET (self), FT_TYPE_WINDOW, "toast_overlay"));
  FtPauseController *pause = ft_pause_controller_new (GTK_WINDOW (self), ft_window_get_board (self), toasts);

  /* Kept on the window, not in its struct: this file's own state. */
  g_object_set_data_full (G_OBJECT (self), "ft-pause-controller", pause, g_object_unref);
  g_signal_connect_swapped (pause, "changed", G_CALLBACK (ft_window_update_status), self);
  g_signal_connect_swapped (pause, "changed", G_CALLBACK (_ft_window_update_music), self);

  g_signal_connect_object (keeper, "notify::record-path", G_CALLBACK (record_notify_cb), self, 0);
  g_signal_connect_object (keeper, "notify::record-changed", G_CALLBACK (record_notify_cb), self, 0);
}

/* ---- An opened record's players ----------------------------------------------------- */

/* "Carlsen, Magnus" (PGN's order) is shown as "Carlsen"; other names whole. */
static char *
short_name (const char *name)
{
  const char *comma = strchr (name, ',');

  return comma != NULL && comma > name ? g_strndup (name, (gsize) (comma - name)) : g_strdup (name);
}

/* The end of an opened game in its players' names: "Carlsen won by
 * checkmate", "Nakamura won on time", "Carlsen won"; a draw as the game
 * says it. */
static char *
record_result_message (FtGame *game, char *const names[2])
{
  FtResultReason reason;
  FtResult result = ft_game_get_result (game, &reason);
  const char *winner;

  if (result == FT_RESULT_DRAW || result == FT_RESULT_NONE)
    return g_strdup (ft_game_get_result_message_for_players (game));
  winner = names[result == FT_RESULT_WHITE_WINS ? FT_WHITE : FT_BLACK];
  if (winner == NULL)
    return g_strdup (ft_game_get_result_message_for_players (game));
  switch (reason)
    {
    case FT_REASON_CHECKMATE:
      /* TRANSLATORS: a player's name, from a saved game */
      return g_strdup_printf (_("%s won by checkmate"), winner);
    case FT_REASON_TIME:
      return g_strdup_printf (_("%s won on time"), winner);
    default:
      return g_strdup_printf (_("%s won"), winner);
    }
}

void
_ft_window_show_record_players (FtWindow *self)
{
  FtGame *game = ft_window_get_game (self);
  char *names[2] = { NULL, NULL };
  FtColour bottom;

  if (game == NULL || ft_window_get_session (self) == NULL)
    return;
  for (int side = 0; side < 2; side++)
    {
      const char *name = ft_record_keeper_get_record_name (ft_game_files_get_keeper (ft_window_get_game_files (self)), side);

      names[side] = name != NULL ? short_name (name) : NULL;
    }
  if (names[FT_WHITE] != NULL || names[FT_BLACK] != NULL)
    {
      bottom = ft_window_get_bottom_colour (self);
      ft_sidebar_set_names (
        ft_window_get_sidebar (self),
        names[FT_OTHER_COLOUR (bottom)] != NULL ? names[FT_OTHER_COLOUR (bottom)]
                                                 : ft_player_get_name (ft_session_get_player (ft_window_get_session (self), FT_OTHER_COLOUR (bottom))),
        names[bottom] != NULL ? names[bottom] : ft_player_get_name (ft_session_get_player (ft_window_get_session (self), bottom)));
      if (ft_game_is_over (game) && !ft_board_model_is_browsing (ft_board_view_get_model (ft_window_get_board (self))))
        {
          g_autofree char *message = record_result_message (game, names);

          ft_sidebar_set_message (ft_window_get_sidebar (self), message);
          ft_sidebar_set_message_style (ft_window_get_sidebar (self), FT_SIDEBAR_MESSAGE_NEUTRAL);
        }
    }
  g_free (names[0]);
  g_free (names[1]);
}

/* ---- Copy the game ------------------------------------------------------------------ */

/* Ctrl+C: the game's record (PGN; PDN for checkers), its players named,
 * through GdkClipboard. Not during fog of war: it would show the moves. */
static void
copy_game_action (GtkWidget *widget, const char *action_name G_GNUC_UNUSED,
                  GVariant *parameter G_GNUC_UNUSED)
{
  FtWindow *self = FT_WINDOW (widget);
  FtGame *game = ft_window_get_game (self);
  g_autofree char *text = NULL;

  if (game == NULL)
    return;
  if (ft_game_get_kind (game) == FT_GAME_KIND_CHESS && ft_game_get_position (game)->fog
      && !ft_game_is_over (game))
    {
      ft_window_add_toast (self, adw_toast_new (_("The game cannot be copied during a game with fog of war")));
      return;
    }
  text = ft_record_keeper_get_text (ft_game_files_get_keeper (ft_window_get_game_files (self)), FALSE);
  if (text == NULL)
    return;
  gdk_clipboard_set_text (gtk_widget_get_clipboard (widget), text);
  ft_window_add_toast (self, adw_toast_new (_("Game copied")));
}

static void
pause_action (GtkWidget *widget, const char *action_name G_GNUC_UNUSED, GVariant *parameter G_GNUC_UNUSED)
{
  ft_pause_controller_toggle (_ft_window_get_pause (FT_WINDOW (widget)));
}

void
_ft_window_class_init_trust (GtkWidgetClass *widget_class)
{
  gtk_widget_class_install_action (widget_class, "win.pause", NULL, pause_action);
  gtk_widget_class_install_action (widget_class, "win.copy-game", NULL, copy_game_action);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_c, GDK_CONTROL_MASK, "win.copy-game", NULL);
}

void
ft_window_wait_for_player (FtWindow *self, const char *cover)
{
  g_return_if_fail (FT_IS_WINDOW (self));
  ft_pause_controller_pause (_ft_window_get_pause (self), cover);
}

void
_ft_window_dispose_trust (FtWindow *self)
{
  FtPauseController *pause = _ft_window_get_pause (self);

  if (pause != NULL)
    g_signal_handlers_disconnect_by_data (pause, self);
  g_object_set_data (G_OBJECT (self), "ft-pause-controller", NULL);
}

FtPauseController *
_ft_window_get_pause (FtWindow *self)
{
  return g_object_get_data (G_OBJECT (self), "ft-pause-controller");
}

void
_ft_window_update_music (FtWindow *self)
{
  FtPauseController *pause = _ft_window_get_pause (self);

  /* No music while the game is paused (P, a dialog, a resumed game
   * waiting) or behind the config error screen (docs/players.md#music). */
  ft_music_control_set_paused (GTK_WINDOW (self), ft_window_is_paused (self)
                                                    || (pause != NULL && ft_pause_controller_is_paused (pause)));
}
