/* ft-window-history.c — the score sheet and browsing: the sidebar lists the
 * game's moves in SAN; a click on one, or ←/→/Home/End, shows an earlier
 * position read-only while the game (and its clocks) go on; the replay
 * steps through the game from the start at a steady pace. Any move of the
 * game, or End, returns to the live position (docs/playing.md#move-list). */
#include "config.h"

#include <glib/gi18n.h>

#include "ft-window-private.h"

/* A replay shows one move a second: time for a move to travel (at most a
 * second at the default speed) and to be seen. */
#define REPLAY_STEP_MS 1000

/* ---- The score sheet ------------------------------------------------------ */

void
_ft_window_update_moves (FtWindow *self)
{
  FtGame *game = _ft_window_current_game (self);
  FtScoresheet *sheet = ft_sidebar_get_scoresheet (self->sidebar);
  g_autoptr (GPtrArray) shown = g_ptr_array_new ();
  FtColour first;
  guint n, number;

  if (game == NULL)
    {
      ft_scoresheet_set_moves (sheet, 1, FT_WHITE, NULL, 0);
      return;
    }
  /* The game keeps each move's notation (ft_game_get_notation: SAN, or
   * checkers' numbers). Fog of war: the moves nobody here may see are "?":
   * the other side's against the computer, all of them between two people. */
  first = _ft_window_first_move (game, &number);
  n = ft_game_get_n_moves (game);
  for (guint i = 0; i < n; i++)
    g_ptr_array_add (shown, _ft_window_hides_move (self, game, i) ? (gpointer) "?"
                                                                 : (gpointer) ft_game_get_notation (game, i));
  ft_scoresheet_set_moves (sheet, number, first, (const char *const *) shown->pdata, shown->len);
  ft_scoresheet_set_current (sheet, self->viewing ? self->view_ply : n);
}

/* ---- Browsing ------------------------------------------------------------ */

void
_ft_window_stop_browsing (FtWindow *self)
{
  g_clear_handle_id (&self->replay_timeout_id, g_source_remove);
  if (!self->viewing)
    return;
  self->viewing = FALSE;
  if (ft_board_model_is_browsing (self->board_model))
    ft_board_model_browse (self->board_model, G_MAXUINT, FALSE);
}

/* Show the position after `ply` (at most the number of moves) read-only. */
static void
view_ply (FtWindow *self, FtGame *game G_GNUC_UNUSED, guint ply, gboolean animate)
{
  self->viewing = TRUE;
  self->view_ply = ply;
  ft_board_model_browse (self->board_model, ply, animate);
  ft_scoresheet_set_current (ft_sidebar_get_scoresheet (self->sidebar), ply);
  _ft_window_update_status (self);
}

void
_ft_window_show_ply (FtWindow *self, guint ply, gboolean animate)
{
  FtGame *game = _ft_window_current_game (self);
  guint n;

  if (game == NULL || self->paused)
    return;
  n = ft_game_get_n_moves (game);
  if (ply < n)
    {
      view_ply (self, game, ply, animate);
      return;
    }
  _ft_window_stop_browsing (self);
  ft_scoresheet_set_current (ft_sidebar_get_scoresheet (self->sidebar), n);
  _ft_window_update_status (self);
}

static guint
shown_ply (FtWindow *self)
{
  FtGame *game = _ft_window_current_game (self);

  if (self->viewing)
    return self->view_ply;
  return game != NULL ? ft_game_get_n_moves (game) : 0;
}

static void
history_start_action (GtkWidget *widget, const char *action_name G_GNUC_UNUSED,
                      GVariant *parameter G_GNUC_UNUSED)
{
  FtWindow *self = FT_WINDOW (widget);

  g_clear_handle_id (&self->replay_timeout_id, g_source_remove);
  _ft_window_show_ply (self, 0, FALSE);
}

static void
history_back_action (GtkWidget *widget, const char *action_name G_GNUC_UNUSED,
                     GVariant *parameter G_GNUC_UNUSED)
{
  FtWindow *self = FT_WINDOW (widget);
  guint ply = shown_ply (self);

  g_clear_handle_id (&self->replay_timeout_id, g_source_remove);
  if (ply > 0)
    _ft_window_show_ply (self, ply - 1, FALSE);
}

static void
history_forward_action (GtkWidget *widget, const char *action_name G_GNUC_UNUSED,
                        GVariant *parameter G_GNUC_UNUSED)
{
  FtWindow *self = FT_WINDOW (widget);

  g_clear_handle_id (&self->replay_timeout_id, g_source_remove);
  if (self->viewing)
    _ft_window_show_ply (self, self->view_ply + 1, TRUE);
}

static void
history_end_action (GtkWidget *widget, const char *action_name G_GNUC_UNUSED,
                    GVariant *parameter G_GNUC_UNUSED)
{
  FtWindow *self = FT_WINDOW (widget);

  _ft_window_show_ply (self, G_MAXUINT, FALSE);
}

static gboolean
replay_step_cb (gpointer user_data)
{
  FtWindow *self = FT_WINDOW (user_data);
  FtGame *game = _ft_window_current_game (self);

  if (!self->viewing || game == NULL || self->view_ply >= ft_game_get_n_moves (game))
    {
      /* The last move has travelled like the others: the board is live. */
      self->replay_timeout_id = 0;
      _ft_window_show_ply (self, G_MAXUINT, FALSE);
      return G_SOURCE_REMOVE;
    }
  view_ply (self, game, self->view_ply + 1, TRUE);
  return G_SOURCE_CONTINUE;
}

/* win.replay: the game from its start, one move a second; any browsing key
 * or a move of the game stops it. */
static void
replay_action (GtkWidget *widget, const char *action_name G_GNUC_UNUSED,
               GVariant *parameter G_GNUC_UNUSED)
{
  FtWindow *self = FT_WINDOW (widget);
  FtGame *game = _ft_window_current_game (self);

  if (game == NULL || self->paused || ft_game_get_n_moves (game) == 0)
    return;
  g_clear_handle_id (&self->replay_timeout_id, g_source_remove);
  _ft_window_show_ply (self, 0, FALSE);
  self->replay_timeout_id = g_timeout_add (REPLAY_STEP_MS, replay_step_cb, self);
}

static void
ply_activated_cb (FtScoresheet *sheet G_GNUC_UNUSED, guint ply, gpointer user_data)
{
  FtWindow *self = FT_WINDOW (user_data);

  g_clear_handle_id (&self->replay_timeout_id, g_source_remove);
  _ft_window_show_ply (self, ply, FALSE);
}

/* ←/→/Home/End browse when the keyboard is on the score sheet, or on the
 * board while it shows an earlier position (at the live position the board's
 * arrows move its focus square: keyboard play). Home and End work on the
 * board too. Alt+←/→ browse from anywhere (bindings below). Capture phase:
 * the window's own arrow bindings would otherwise move the focus. */
static gboolean
history_key_pressed_cb (GtkEventControllerKey *controller G_GNUC_UNUSED, guint keyval,
                        guint keycode G_GNUC_UNUSED, GdkModifierType state, gpointer user_data)
{
  FtWindow *self = FT_WINDOW (user_data);
  GtkWidget *focus = gtk_root_get_focus (GTK_ROOT (self));
  GtkWidget *sheet = GTK_WIDGET (ft_sidebar_get_scoresheet (self->sidebar));
  gboolean on_sheet = focus != NULL && (focus == sheet || gtk_widget_is_ancestor (focus, sheet));
  gboolean on_board = focus == GTK_WIDGET (self->board);
  gboolean home_end = keyval == GDK_KEY_Home || keyval == GDK_KEY_End || keyval == GDK_KEY_KP_Home
                      || keyval == GDK_KEY_KP_End;

  if ((state & (GDK_CONTROL_MASK | GDK_ALT_MASK | GDK_SHIFT_MASK)) != 0)
    return FALSE;
  if (!on_sheet && !(on_board && (self->viewing || home_end)))
    return FALSE;
  switch (keyval)
    {
    case GDK_KEY_Left:
    case GDK_KEY_KP_Left:
      gtk_widget_activate_action (GTK_WIDGET (self), "win.history-back", NULL);
      return TRUE;
    case GDK_KEY_Right:
    case GDK_KEY_KP_Right:
      gtk_widget_activate_action (GTK_WIDGET (self), "win.history-forward", NULL);
      return TRUE;
    case GDK_KEY_Home:
    case GDK_KEY_KP_Home:
      gtk_widget_activate_action (GTK_WIDGET (self), "win.history-start", NULL);
      return TRUE;
    case GDK_KEY_End:
    case GDK_KEY_KP_End:
      gtk_widget_activate_action (GTK_WIDGET (self), "win.history-end", NULL);
      return TRUE;
    default:
      return FALSE;
    }
}

void
_ft_window_class_init_history (GtkWidgetClass *widget_class)
{
  gtk_widget_class_install_action (widget_class, "win.history-start", NULL, history_start_action);
  gtk_widget_class_install_action (widget_class, "win.history-back", NULL, history_back_action);
  gtk_widget_class_install_action (widget_class, "win.history-forward", NULL, history_forward_action);
  gtk_widget_class_install_action (widget_class, "win.history-end", NULL, history_end_action);
  gtk_widget_class_install_action (widget_class, "win.replay", NULL, replay_action);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Left, GDK_ALT_MASK, "win.history-back",
                                       NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Right, GDK_ALT_MASK,
                                       "win.history-forward", NULL);
}

void
_ft_window_init_history (FtWindow *self)
{
  GtkEventController *keys = gtk_event_controller_key_new ();

  g_signal_connect (ft_sidebar_get_scoresheet (self->sidebar), "ply-activated",
                    G_CALLBACK (ply_activated_cb), self);
  gtk_event_controller_set_propagation_phase (keys, GTK_PHASE_CAPTURE);
  g_signal_connect (keys, "key-pressed", G_CALLBACK (history_key_pressed_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self), keys);
}

void
_ft_window_dispose_history (FtWindow *self)
{
  g_clear_handle_id (&self->replay_timeout_id, g_source_remove);
}
