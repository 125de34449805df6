/* ft-move-browser.c — see ft-move-browser.h. */
#include "config.h"

#include "ft-move-browser.h"

/* A replay shows one move a second: time for a move to travel (at most a
 * second at the default speed) and to be seen. */
#define REPLAY_STEP_MS 1000

struct _FtMoveBrowser
{
  GObject parent_instance;

  FtBoardModel *model;  /* not owned: the board's, which outlives us */
  FtScoresheet *sheet;  /* not owned: the sidebar's */
  GtkWidget *window;
  GtkWidget *board;
  gboolean enabled;
  guint replay_timeout_id;
};

G_DEFINE_FINAL_TYPE (FtMoveBrowser, ft_move_browser, G_TYPE_OBJECT)

static guint changed_signal;

static guint
n_moves (FtMoveBrowser *self)
{
  FtGame *game = ft_board_model_get_game (self->model);

  return game != NULL ? ft_game_get_n_moves (game) : 0;
}

void
ft_move_browser_set_enabled (FtMoveBrowser *self, gboolean enabled)
{
  g_return_if_fail (FT_IS_MOVE_BROWSER (self));
  self->enabled = enabled;
}

void
ft_move_browser_stop (FtMoveBrowser *self)
{
  g_return_if_fail (FT_IS_MOVE_BROWSER (self));

  g_clear_handle_id (&self->replay_timeout_id, g_source_remove);
  if (ft_board_model_is_browsing (self->model))
    ft_board_model_browse (self->model, G_MAXUINT, FALSE);
}

void
ft_move_browser_show_ply (FtMoveBrowser *self, guint ply, gboolean animate)
{
  g_return_if_fail (FT_IS_MOVE_BROWSER (self));

  if (ft_board_model_get_game (self->model) == NULL || !self->enabled)
    return;
  if (ply < n_moves (self))
    ft_board_model_browse (self->model, ply, animate);
  else
    ft_move_browser_stop (self);
  ft_scoresheet_set_current (self->sheet, ft_board_model_get_shown_ply (self->model));
  g_signal_emit (self, changed_signal, 0);
}

void
ft_move_browser_start (FtMoveBrowser *self)
{
  g_clear_handle_id (&self->replay_timeout_id, g_source_remove);
  ft_move_browser_show_ply (self, 0, FALSE);
}

void
ft_move_browser_back (FtMoveBrowser *self)
{
  guint ply = ft_board_model_get_shown_ply (self->model);

  g_clear_handle_id (&self->replay_timeout_id, g_source_remove);
  if (ply > 0)
    ft_move_browser_show_ply (self, ply - 1, FALSE);
}

void
ft_move_browser_forward (FtMoveBrowser *self)
{
  g_clear_handle_id (&self->replay_timeout_id, g_source_remove);
  if (ft_board_model_is_browsing (self->model))
    ft_move_browser_show_ply (self, ft_board_model_get_shown_ply (self->model) + 1, TRUE);
}

void
ft_move_browser_end (FtMoveBrowser *self)
{
  ft_move_browser_show_ply (self, G_MAXUINT, FALSE);
}

static gboolean
replay_step_cb (gpointer user_data)
{
  FtMoveBrowser *self = FT_MOVE_BROWSER (user_data);

  if (!ft_board_model_is_browsing (self->model))
    {
      /* The last move has travelled like the others: the board is live. */
      self->replay_timeout_id = 0;
      ft_move_browser_show_ply (self, G_MAXUINT, FALSE);
      return G_SOURCE_REMOVE;
    }
  ft_move_browser_show_ply (self, ft_board_model_get_shown_ply (self->model) + 1, TRUE);
  return G_SOURCE_CONTINUE;
}

gboolean
ft_move_browser_replay (FtMoveBrowser *self)
{
  g_return_val_if_fail (FT_IS_MOVE_BROWSER (self), FALSE);

  if (!self->enabled || n_moves (self) == 0)
    return FALSE;
  g_clear_handle_id (&self->replay_timeout_id, g_source_remove);
  ft_move_browser_show_ply (self, 0, FALSE);
  self->replay_timeout_id = g_timeout_add (REPLAY_STEP_MS, replay_step_cb, self);
  return TRUE;
}

static void
ply_activated_cb (FtScoresheet *sheet G_GNUC_UNUSED, guint ply, gpointer user_data)
{
  FtMoveBrowser *self = FT_MOVE_BROWSER (user_data);

  g_clear_handle_id (&self->replay_timeout_id, g_source_remove);
  ft_move_browser_show_ply (self, ply, FALSE);
}

/* The model left browsing by itself (a move of the game arrived): the
 * replay stops and the sheet marks the live position. */
static void
browsing_changed_cb (FtBoardModel *model, GParamSpec *pspec G_GNUC_UNUSED, gpointer user_data)
{
  FtMoveBrowser *self = FT_MOVE_BROWSER (user_data);

  if (!ft_board_model_is_browsing (model))
    g_clear_handle_id (&self->replay_timeout_id, g_source_remove);
  ft_scoresheet_set_current (self->sheet, ft_board_model_get_shown_ply (model));
}

/* ←/→/Home/End browse when the keyboard is on the score sheet, or on the
 * board while it shows an earlier position (at the live position the
 * board's arrows move its focus square: keyboard play). Home and End work
 * on the board too. Capture phase: the window's own arrow bindings would
 * otherwise move the focus. */
static gboolean
key_pressed_cb (GtkEventControllerKey *controller G_GNUC_UNUSED, guint keyval, guint keycode G_GNUC_UNUSED,
                GdkModifierType state, gpointer user_data)
{
  FtMoveBrowser *self = FT_MOVE_BROWSER (user_data);
  GtkWidget *focus = gtk_root_get_focus (GTK_ROOT (self->window));
  GtkWidget *sheet = GTK_WIDGET (self->sheet);
  gboolean on_sheet = focus != NULL && (focus == sheet || gtk_widget_is_ancestor (focus, sheet));
  gboolean on_board = focus == self->board;
  gboolean home_end = keyval == GDK_KEY_Home || keyval == GDK_KEY_End || keyval == GDK_KEY_KP_Home
                      || keyval == GDK_KEY_KP_End;
  const char *action;

  if ((state & (GDK_CONTROL_MASK | GDK_ALT_MASK | GDK_SHIFT_MASK)) != 0)
    return FALSE;
  if (!on_sheet && !(on_board && (ft_board_model_is_browsing (self->model) || home_end)))
    return FALSE;
  switch (keyval)
    {
    case GDK_KEY_Left:
    case GDK_KEY_KP_Left:
      action = "win.history-back";
      break;
    case GDK_KEY_Right:
    case GDK_KEY_KP_Right:
      action = "win.history-forward";
      break;
    case GDK_KEY_Home:
    case GDK_KEY_KP_Home:
      action = "win.history-start";
      break;
    case GDK_KEY_End:
    case GDK_KEY_KP_End:
      action = "win.history-end";
      break;
    default:
      return FALSE;
    }
  gtk_widget_activate_action (self->window, action, NULL);
  return TRUE;
}

static void
ft_move_browser_dispose (GObject *object)
{
  FtMoveBrowser *self = FT_MOVE_BROWSER (object);

  g_clear_handle_id (&self->replay_timeout_id, g_source_remove);
  if (self->model != NULL)
    g_signal_handlers_disconnect_by_data (self->model, self);
  if (self->sheet != NULL)
    g_signal_handlers_disconnect_by_data (self->sheet, self);
  g_clear_weak_pointer (&self->model);
  g_clear_weak_pointer (&self->sheet);
  G_OBJECT_CLASS (ft_move_browser_parent_class)->dispose (object);
}

static void
ft_move_browser_class_init (FtMoveBrowserClass *klass)
{
  G_OBJECT_CLASS (klass)->dispose = ft_move_browser_dispose;
  /* changed: another position is shown (the window says which). */
  changed_signal = g_signal_new ("changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                                 G_TYPE_NONE, 0);
}

static void
ft_move_browser_init (FtMoveBrowser *self)
{
  self->enabled = TRUE;
}

FtMoveBrowser *
ft_move_browser_new (FtBoardModel *model, FtScoresheet *sheet, GtkWidget *window, GtkWidget *board)
{
  FtMoveBrowser *self = g_object_new (FT_TYPE_MOVE_BROWSER, NULL);
  GtkEventController *keys = gtk_event_controller_key_new ();

  g_set_weak_pointer (&self->model, model);
  g_set_weak_pointer (&self->sheet, sheet);
  self->window = window;
  self->board = board;
  g_signal_connect (sheet, "ply-activated", G_CALLBACK (ply_activated_cb), self);
  g_signal_connect (model, "notify::browsing", G_CALLBACK (browsing_changed_cb), self);
  gtk_event_controller_set_propagation_phase (keys, GTK_PHASE_CAPTURE);
  g_signal_connect_object (keys, "key-pressed", G_CALLBACK (key_pressed_cb), self, 0);
  gtk_widget_add_controller (window, keys);
  return self;
}
