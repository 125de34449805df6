/* ft-hint-presenter.c — what the window shows of the hint and the evaluation
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
 * The advisor decides when the hint goes; the presenter only follows the
 * stage's session, mode (network, puzzle) and browsing into the objects
 * and their answers onto the board. Disposing it stops any search.
 */
#include "config.h"

#include <glib/gi18n.h>

#include "ft-evaluation-bar.h"
#include "ft-game-layout.h"
#include "ft-hint-presenter.h"
/* While the hint is searched for (0.5 s) the board shows the "progress"
 * pointer; a toast only if it takes clearly longer than that (a busy
 * machine), so that a normal hint does not flash a toast in and out. */
#define THINKING_TOAST_DELAY_MS (FT_HINT_MOVETIME_MS + 300)

struct _FtHintPresenter
{
  GObject parent_instance;

  FtGameStage *stage;  /* weak: the window owns the stage and the presenter */
  FtGameKeys *keys;    /* weak: where H acts */
  FtPuzzleRun *puzzles; /* weak */
  GSimpleAction *hint_action;
  GtkWindow *window;   /* weak */
  FtBoardModel *model; /* weak: the window's board's */
  FtHintAdvisor *advisor;
  FtEvaluationTracker *tracker;
  GtkWidget *bar;
  AdwToast *thinking_toast; /* weak */
  guint thinking_source;
  gboolean settings_bound;
};

G_DEFINE_FINAL_TYPE (FtHintPresenter, ft_hint_presenter, G_TYPE_OBJECT)

typedef FtHintPresenter WindowHint;

static FtBoardModel *
board_model (WindowHint *hint)
{
  return hint->model;
}

static FtAdviceMode
window_mode (WindowHint *hint)
{
  if (hint->stage != NULL && ft_game_stage_get_network (hint->stage) != NULL)
    return FT_ADVICE_NETWORK;
  if (hint->puzzles != NULL && ft_puzzle_run_get_puzzle (hint->puzzles) != NULL)
    return FT_ADVICE_PUZZLE;
  return FT_ADVICE_PLAY;
}

/* The session, mode and browsing of the window, into the advisor and the tracker. */
static void
follow_window (WindowHint *hint)
{
  FtAdviceMode mode = window_mode (hint);
  FtSession *session = hint->stage != NULL ? ft_game_stage_get_session (hint->stage) : NULL;

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
  FtBoardView *board = hint->stage != NULL ? ft_game_stage_get_board (hint->stage) : NULL;
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
  ft_game_stage_add_toast (hint->stage, toast);
  return G_SOURCE_REMOVE;
}

static void
thinking_cb (WindowHint *hint)
{
  gboolean thinking = ft_hint_advisor_is_thinking (hint->advisor);
  FtBoardView *board = hint->stage != NULL ? ft_game_stage_get_board (hint->stage) : NULL;

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
  g_simple_action_set_enabled (hint->hint_action, ft_hint_advisor_is_available (hint->advisor));
}

static void
ask (WindowHint *hint)
{
  const char *why = NULL;
  AdwToast *toast;

  follow_window (hint); /* a network game may have ended meanwhile */
  if (ft_hint_advisor_request (hint->advisor, &why))
    return;
  toast = adw_toast_new (why);
  adw_toast_set_timeout (toast, 3);
  ft_game_stage_add_toast (hint->stage, toast);
  if (hint->model != NULL)
    ft_board_model_announce (hint->model, why);
}

static void
hint_action (GSimpleAction *action G_GNUC_UNUSED, GVariant *parameter G_GNUC_UNUSED, gpointer user_data)
{
  ask (user_data);
}

/* H: only where the game is played (not in a text field, a menu or a dialog). */
static void
key_hint_action (GSimpleAction *action G_GNUC_UNUSED, GVariant *parameter G_GNUC_UNUSED, gpointer user_data)
{
  WindowHint *hint = user_data;

  if (hint->keys != NULL && ft_game_keys_apply (hint->keys))
    ask (hint);
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
  GSettings *settings = hint->stage != NULL ? ft_game_stage_get_settings (hint->stage) : NULL;

  if (hint->settings_bound || settings == NULL)
    return;
  hint->settings_bound = TRUE;
  g_settings_bind (settings, "evaluation-bar", hint->tracker, "enabled", G_SETTINGS_BIND_GET);
}

/* ---- Set-up and tear-down ---------------------------------------------------------- */

static void
ft_hint_presenter_dispose (GObject *object)
{
  WindowHint *hint = FT_HINT_PRESENTER (object);

  g_clear_handle_id (&hint->thinking_source, g_source_remove);
  if (hint->model != NULL)
    g_signal_handlers_disconnect_by_data (hint->model, hint);
  g_clear_weak_pointer (&hint->model);
  if (hint->advisor != NULL)
    {
      g_signal_handlers_disconnect_by_data (hint->advisor, hint);
      /* Stops the search now. */
      ft_hint_advisor_set_session (hint->advisor, NULL);
    }
  if (hint->tracker != NULL)
    {
      g_signal_handlers_disconnect_by_data (hint->tracker, hint);
      g_settings_unbind (hint->tracker, "enabled");
      ft_evaluation_tracker_set_session (hint->tracker, NULL);
    }
  if (hint->window != NULL)
    g_signal_handlers_disconnect_by_data (hint->window, hint);
  g_clear_weak_pointer (&hint->window);
  g_clear_weak_pointer (&hint->thinking_toast);
  g_clear_weak_pointer (&hint->stage);
  g_clear_weak_pointer (&hint->keys);
  g_clear_weak_pointer (&hint->puzzles);
  g_clear_object (&hint->advisor);
  g_clear_object (&hint->tracker);
  g_clear_object (&hint->hint_action);
  G_OBJECT_CLASS (ft_hint_presenter_parent_class)->dispose (object);
}

static void
ft_hint_presenter_class_init (FtHintPresenterClass *klass)
{
  G_OBJECT_CLASS (klass)->dispose = ft_hint_presenter_dispose;
}

static void
ft_hint_presenter_init (FtHintPresenter *self G_GNUC_UNUSED)
{
}

FtHintPresenter *
ft_hint_presenter_new (FtGameStage *stage, FtGameKeys *keys, FtPuzzleRun *puzzles, GActionMap *actions)
{
  WindowHint *hint;
  FtBoardView *board;
  FtBoardModel *model;
  GtkEventController *key_controller;
  g_autoptr (GSimpleAction) key_hint = g_simple_action_new ("key-hint", NULL);

  g_return_val_if_fail (FT_IS_GAME_STAGE (stage), NULL);
  g_return_val_if_fail (FT_IS_GAME_KEYS (keys), NULL);
  g_return_val_if_fail (G_IS_ACTION_MAP (actions), NULL);

  hint = g_object_new (FT_TYPE_HINT_PRESENTER, NULL);
  board = ft_game_stage_get_board (stage);
  model = ft_board_view_get_model (board);
  g_set_weak_pointer (&hint->stage, stage);
  g_set_weak_pointer (&hint->keys, keys);
  g_set_weak_pointer (&hint->puzzles, puzzles);
  g_set_weak_pointer (&hint->window, ft_game_stage_get_window (stage));
  g_set_weak_pointer (&hint->model, model);
  hint->advisor = ft_hint_advisor_new ();
  hint->tracker = ft_evaluation_tracker_new ();

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
  g_signal_connect_swapped (hint->window, "map", G_CALLBACK (map_cb), hint);

  hint->hint_action = g_simple_action_new ("hint", NULL);
  g_signal_connect (hint->hint_action, "activate", G_CALLBACK (hint_action), hint);
  g_signal_connect (key_hint, "activate", G_CALLBACK (key_hint_action), hint);
  g_action_map_add_action (actions, G_ACTION (hint->hint_action));
  g_action_map_add_action (actions, G_ACTION (key_hint));
  available_cb (hint);

  /* H belongs to this window only, as the other single-letter keys. */
  key_controller = gtk_shortcut_controller_new ();
  gtk_shortcut_controller_set_scope (GTK_SHORTCUT_CONTROLLER (key_controller), GTK_SHORTCUT_SCOPE_LOCAL);
  gtk_shortcut_controller_add_shortcut (GTK_SHORTCUT_CONTROLLER (key_controller),
                                        gtk_shortcut_new (gtk_shortcut_trigger_parse_string ("h|<Shift>h"),
                                                          gtk_named_action_new ("win.key-hint")));
  gtk_widget_add_controller (GTK_WIDGET (hint->window), key_controller);
  return hint;
}

FtHintAdvisor *
ft_hint_presenter_get_advisor (FtHintPresenter *self)
{
  g_return_val_if_fail (FT_IS_HINT_PRESENTER (self), NULL);
  return self->advisor;
}

FtEvaluationTracker *
ft_hint_presenter_get_tracker (FtHintPresenter *self)
{
  g_return_val_if_fail (FT_IS_HINT_PRESENTER (self), NULL);
  return self->tracker;
}

GtkWidget *
ft_hint_presenter_get_bar (FtHintPresenter *self)
{
  g_return_val_if_fail (FT_IS_HINT_PRESENTER (self), NULL);
  return self->bar;
}
