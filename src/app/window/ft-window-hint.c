/* ft-window-hint.c — what the window shows of the hint and the evaluation
 * (docs/playing.md#hints):
 *
 *  - H (and the menu's Hint) asks the hint advisor (ft-hint-advisor.h) for
 *    a move; while it thinks (FT_HINT_MOVETIME_MS) the board shows the
 *    progress pointer (and a toast if it takes clearly longer), then the
 *    board draws an arrow (ft_board_view_set_hint_arrow) and screen readers
 *    hear "Hint: knight from e4 to f6". Where no hint may be asked for (a
 *    network game, a puzzle, the computer's turn…) the menu item is
 *    insensitive and H says why in a toast;
 *  - the evaluation bar (ft-evaluation-bar.h) beside the board follows the
 *    evaluation tracker (ft-evaluation-tracker.h), shown when the
 *    "evaluation-bar" preference is on and the game is one it is for.
 *
 * The advisor decides when the hint goes; this file only follows the
 * window's session, mode (network, puzzle) and browsing into the objects
 * and their answers onto the board. Its state hangs on the window as
 * object data and is torn down when the window is destroyed, which stops
 * any search.
 */
#include "config.h"

#include <glib/gi18n.h>

#include "ft-evaluation-bar.h"
#include "ft-game-layout.h"
#include "ft-window-access.h"
#include "ft-window-hint.h"

#define HINT_DATA "ft-window-hint"
/* While the hint is searched for (0.5 s) the board shows the "progress"
 * pointer; a toast only if it takes clearly longer than that (a busy
 * machine), so that a normal hint does not flash a toast in and out. */
#define THINKING_TOAST_DELAY_MS (FT_HINT_MOVETIME_MS + 300)

typedef struct
{
  FtWindow *window; /* owns this */
  FtBoardModel *model; /* weak: the window's board's, gone before "destroy" */
  FtHintAdvisor *advisor;
  FtEvaluationTracker *tracker;
  GtkWidget *bar;
  AdwToast *thinking_toast; /* weak */
  guint thinking_source;
  gboolean settings_bound;
} WindowHint;

static WindowHint *
window_hint (FtWindow *self)
{
  return g_object_get_data (G_OBJECT (self), HINT_DATA);
}

static FtBoardModel *
board_model (WindowHint *hint)
{
  return hint->model;
}

static FtAdviceMode
window_mode (FtWindow *self)
{
  if (ft_window_get_network (self) != NULL)
    return FT_ADVICE_NETWORK;
  if (ft_window_get_puzzle (self) != NULL)
    return FT_ADVICE_PUZZLE;
  return FT_ADVICE_PLAY;
}

/* The session, mode and browsing of the window, into the advisor and the tracker. */
static void
follow_window (WindowHint *hint)
{
  FtAdviceMode mode = window_mode (hint->window);
  FtSession *session = ft_window_get_session (hint->window);

  ft_hint_advisor_set_mode (hint->advisor, mode);
  ft_evaluation_tracker_set_mode (hint->tracker, mode);
  if (ft_hint_advisor_get_session (hint->advisor) != session)
    ft_hint_advisor_set_session (hint->advisor, session);
  ft_evaluation_tracker_set_session (hint->tracker, session);
  if (hint->model != NULL)
    ft_hint_advisor_set_browsing (hint->advisor, ft_board_model_is_browsing (hint->model));
}

static void
board_game_cb (WindowHint *hint)
{
  follow_window (hint);
}

static void
browsing_cb (WindowHint *hint)
{
  ft_hint_advisor_set_browsing (hint->advisor, ft_board_model_is_browsing (board_model (hint)));
}

/* ---- The hint ------------------------------------------------------------------ */

static void
hint_cb (WindowHint *hint)
{
  FtBoardView *board = ft_window_get_board (hint->window);
  g_autofree char *words = NULL;
  FtCell from, to;

  if (board == NULL || hint->model == NULL)
    return;
  if (!ft_hint_advisor_get_arrow (hint->advisor, &from, &to))
    {
      ft_board_view_set_hint_arrow (board, FT_NO_CELL, FT_NO_CELL);
      return;
    }
  ft_board_view_set_hint_arrow (board, from, to);
  words = ft_hint_advisor_describe (hint->advisor);
  ft_board_model_announce (board_model (hint), words);
}

static gboolean
show_thinking_toast (gpointer data)
{
  WindowHint *hint = data;
  AdwToast *toast;

  hint->thinking_source = 0;
  /* TRANSLATORS: a toast while the hint (key H) is searched for */
  toast = adw_toast_new (_("Looking for a hint…"));
  adw_toast_set_timeout (toast, 0);
  g_set_weak_pointer (&hint->thinking_toast, toast);
  ft_window_add_toast (hint->window, toast);
  return G_SOURCE_REMOVE;
}

static void
thinking_cb (WindowHint *hint)
{
  gboolean thinking = ft_hint_advisor_is_thinking (hint->advisor);
  FtBoardView *board = ft_window_get_board (hint->window);

  g_clear_handle_id (&hint->thinking_source, g_source_remove);
  if (board != NULL)
    gtk_widget_set_cursor_from_name (GTK_WIDGET (board), thinking ? "progress" : NULL);
  if (thinking)
    hint->thinking_source = g_timeout_add (THINKING_TOAST_DELAY_MS, show_thinking_toast, hint);
  else if (hint->thinking_toast != NULL)
    adw_toast_dismiss (hint->thinking_toast);
}

static void
available_cb (WindowHint *hint)
{
  gtk_widget_action_set_enabled (GTK_WIDGET (hint->window), "win.hint",
                                 ft_hint_advisor_is_available (hint->advisor));
}

static void
ask (FtWindow *self)
{
  WindowHint *hint = window_hint (self);
  const char *why = NULL;
  AdwToast *toast;

  follow_window (hint); /* a network game may have ended meanwhile */
  if (ft_hint_advisor_request (hint->advisor, &why))
    return;
  toast = adw_toast_new (why);
  adw_toast_set_timeout (toast, 3);
  ft_window_add_toast (self, toast);
  if (hint->model != NULL)
    ft_board_model_announce (hint->model, why);
}

static void
hint_action (GtkWidget *widget, const char *action_name G_GNUC_UNUSED, GVariant *parameter G_GNUC_UNUSED)
{
  ask (FT_WINDOW (widget));
}

/* H: only where the game is played (not in a text field, a menu or a dialog). */
static void
key_hint_action (GtkWidget *widget, const char *action_name G_GNUC_UNUSED, GVariant *parameter G_GNUC_UNUSED)
{
  if (_ft_window_game_keys_apply (FT_WINDOW (widget)))
    ask (FT_WINDOW (widget));
}

/* ---- The evaluation bar ------------------------------------------------------------ */

static void
shown_cb (WindowHint *hint)
{
  gtk_widget_set_visible (hint->bar, ft_evaluation_tracker_is_shown (hint->tracker));
}

static void
score_cb (WindowHint *hint)
{
  g_autofree char *words = ft_evaluation_tracker_describe (hint->tracker);
  int score = 0;
  double share = ft_evaluation_tracker_get_white_score (hint->tracker, &score) ? ft_evaluation_white_share (score) : 0.5;

  ft_evaluation_bar_set_share (FT_EVALUATION_BAR (hint->bar), share, words);
}

/* The settings come after init (ft_window_new); the bar follows its preference from the first showing. */
static void
map_cb (WindowHint *hint)
{
  GSettings *settings = ft_window_get_settings (hint->window);

  if (hint->settings_bound || settings == NULL)
    return;
  hint->settings_bound = TRUE;
  g_settings_bind (settings, "evaluation-bar", hint->tracker, "enabled", G_SETTINGS_BIND_GET);
}

/* ---- Set-up and tear-down ---------------------------------------------------------- */

static void
destroy_cb (WindowHint *hint)
{
  g_clear_handle_id (&hint->thinking_source, g_source_remove);
  if (hint->model != NULL)
    g_signal_handlers_disconnect_by_data (hint->model, hint);
  g_clear_weak_pointer (&hint->model);
  g_signal_handlers_disconnect_by_data (hint->advisor, hint);
  g_signal_handlers_disconnect_by_data (hint->tracker, hint);
  g_settings_unbind (hint->tracker, "enabled");
  /* Stops both searches now, not when the window is finalized. */
  ft_hint_advisor_set_session (hint->advisor, NULL);
  ft_evaluation_tracker_set_session (hint->tracker, NULL);
}

static void
window_hint_free (gpointer data)
{
  WindowHint *hint = data;

  g_clear_handle_id (&hint->thinking_source, g_source_remove);
  g_clear_weak_pointer (&hint->thinking_toast);
  g_clear_weak_pointer (&hint->model);
  g_clear_object (&hint->advisor);
  g_clear_object (&hint->tracker);
  g_free (hint);
}

void
_ft_window_class_init_hint (GtkWidgetClass *widget_class)
{
  gtk_widget_class_install_action (widget_class, "win.hint", NULL, hint_action);
  gtk_widget_class_install_action (widget_class, "win.key-hint", NULL, key_hint_action);
}

void
_ft_window_init_hint (FtWindow *self)
{
  WindowHint *hint = g_new0 (WindowHint, 1);
  FtBoardView *board = ft_window_get_board (self);
  FtBoardModel *model = ft_board_view_get_model (board);
  GtkEventController *keys = gtk_shortcut_controller_new ();

  hint->window = self;
  g_set_weak_pointer (&hint->model, model);
  hint->advisor = ft_hint_advisor_new ();
  hint->tracker = ft_evaluation_tracker_new ();
  g_object_set_data_full (G_OBJECT (self), HINT_DATA, hint, window_hint_free);

  /* The bar at the board's left, where lichess and chess.com have it (on
   * the right it would pass for a scroll bar), hidden until wanted. */
  hint->bar = ft_evaluation_bar_new (board);
  gtk_widget_set_visible (hint->bar, FALSE);
  ft_game_layout_set_evaluation_bar (FT_GAME_LAYOUT (gtk_widget_get_parent (GTK_WIDGET (board))), hint->bar);
  g_object_bind_property (model, "flipped", hint->bar, "white-at-top", G_BINDING_SYNC_CREATE);

  g_signal_connect_swapped (model, "notify::game", G_CALLBACK (board_game_cb), hint);
  g_signal_connect_swapped (model, "notify::browsing", G_CALLBACK (browsing_cb), hint);
  g_signal_connect_swapped (hint->advisor, "notify::has-hint", G_CALLBACK (hint_cb), hint);
  g_signal_connect_swapped (hint->advisor, "notify::thinking", G_CALLBACK (thinking_cb), hint);
  g_signal_connect_swapped (hint->advisor, "notify::available", G_CALLBACK (available_cb), hint);
  g_signal_connect_swapped (hint->tracker, "notify::shown", G_CALLBACK (shown_cb), hint);
  g_signal_connect_swapped (hint->tracker, "notify::white-score", G_CALLBACK (score_cb), hint);
  g_signal_connect_swapped (self, "map", G_CALLBACK (map_cb), hint);
  g_signal_connect_swapped (self, "destroy", G_CALLBACK (destroy_cb), hint);
  available_cb (hint);

  /* H belongs to this window only, as the other single-letter keys. */
  gtk_shortcut_controller_set_scope (GTK_SHORTCUT_CONTROLLER (keys), GTK_SHORTCUT_SCOPE_LOCAL);
  gtk_shortcut_controller_add_shortcut (GTK_SHORTCUT_CONTROLLER (keys),
                                        gtk_shortcut_new (gtk_shortcut_trigger_parse_string ("h|<Shift>h"),
                                                          gtk_named_action_new ("win.key-hint")));
  gtk_widget_add_controller (GTK_WIDGET (self), keys);
}

FtHintAdvisor *
_ft_window_get_hint_advisor (FtWindow *self)
{
  return window_hint (self)->advisor;
}

FtEvaluationTracker *
_ft_window_get_evaluation_tracker (FtWindow *self)
{
  return window_hint (self)->tracker;
}

GtkWidget *
_ft_window_get_evaluation_bar (FtWindow *self)
{
  return window_hint (self)->bar;
}
