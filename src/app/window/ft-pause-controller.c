/* ft-pause-controller.c — see ft-pause-controller.h.
 *
 * Each reason to pause holds one ft_session_pause() on the session while it
 * lasts (pauses nest in the session): the player's, a dialog's, a popover's,
 * the window not shown. The board is covered whenever the session is
 * paused, so that a dialog or menu opened to stop the clock is no free look
 * at the position either.
 *
 * Popovers have no list to watch (they are not toplevels): an emission hook
 * on GtkWidget::map sees every popover that opens, and its "unmap" says when
 * it closes. */
#include "config.h"

#include <glib/gi18n.h>

#include "ft-pause-controller.h"

typedef enum
{
  REASON_PLAYER = 1 << 0, /* P, the Pause button, the resumed game's notice */
  REASON_DIALOG = 1 << 1, /* a window stands over this one */
  REASON_HIDDEN = 1 << 2, /* the window has not been shown yet */
  REASON_POPOVER = 1 << 3, /* a menu or popover of the window is open */
  REASON_AWAY = 1 << 4,    /* the window shows another page (the start page) */
} Reason;

#define REASON_LAST REASON_AWAY

struct _FtPauseController
{
  GObject parent_instance;

  GtkWindow *window;    /* weak */
  FtBoardView *board;   /* weak */
  AdwToastOverlay *toasts; /* weak */
  GSimpleAction *action;   /* win.pause */

  FtSession *session;
  guint reasons; /* the reasons that hold now */
  guint held;    /* the reasons holding a pause on the session */
  char *cover;   /* the player's cover text */
  guint check_id; /* looks at the dialogs from the main loop */
  gulong map_hook_id; /* GtkWidget::map, for popovers */
  GPtrArray *popovers; /* the window's popovers seen open (weak) */
};

G_DEFINE_FINAL_TYPE (FtPauseController, ft_pause_controller, G_TYPE_OBJECT)

enum
{
  SIGNAL_CHANGED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static void
update_cover (FtPauseController *self)
{
  gboolean paused = ft_pause_controller_is_paused (self);
  gboolean was_covered = self->board != NULL && ft_board_view_get_cover_text (self->board) != NULL;

  if (self->board != NULL)
    {
      const char *text = NULL;

      if (paused && (self->held & REASON_PLAYER))
        text = self->cover != NULL ? self->cover : _("Paused: click or press P to play on");
      else if (paused)
        text = _("Paused");
      ft_board_view_set_cover_text (self->board, text);
    }
  if (was_covered != paused)
    g_signal_emit (self, signals[SIGNAL_CHANGED], 0);
  if (self->action != NULL)
    g_simple_action_set_enabled (self->action,
                                 self->session != NULL && !ft_game_is_over (ft_session_get_game (self->session)));
}

/* Hold a pause on the session for each reason that holds, and let go of
 * the others. */
static void
apply (FtPauseController *self)
{
  for (guint reason = REASON_PLAYER; reason <= REASON_LAST; reason <<= 1)
    {
      gboolean want = (self->reasons & reason) != 0 && self->session != NULL;

      if (want && !(self->held & reason) && ft_session_pause (self->session))
        self->held |= reason;
      else if (!want && (self->held & reason))
        {
          self->held &= ~reason;
          ft_session_resume (self->session);
        }
    }
  update_cover (self);
}

static void
set_reason (FtPauseController *self, Reason reason, gboolean on)
{
  if (on)
    self->reasons |= reason;
  else
    self->reasons &= ~reason;
  apply (self);
}

/* ---- What stands over the window -------------------------------------------------- */

static gboolean
has_dialog (FtPauseController *self)
{
  GListModel *toplevels = gtk_window_get_toplevels ();
  guint n = g_list_model_get_n_items (toplevels);

  for (guint i = 0; i < n; i++)
    {
      g_autoptr (GtkWindow) other = g_list_model_get_item (toplevels, i);

      if (other != self->window && gtk_window_get_transient_for (other) == self->window
          && gtk_widget_get_visible (GTK_WIDGET (other)))
        return TRUE;
    }
  return FALSE;
}

/* A popover is open over the window: the main menu, a menu button's, a
 * drop-down's. Not the board's own (the promotion choice): choosing the
 * piece is part of the move, on the player's time. */
static gboolean
has_popover (FtPauseController *self)
{
  for (guint i = 0; i < self->popovers->len; i++)
    if (gtk_widget_get_mapped (self->popovers->pdata[i]))
      return TRUE;
  return FALSE;
}

static void
check_dialogs (FtPauseController *self)
{
  if (self->window == NULL)
    return;
  self->reasons &= ~(REASON_DIALOG | REASON_POPOVER);
  self->reasons |= (has_dialog (self) ? REASON_DIALOG : 0) | (has_popover (self) ? REASON_POPOVER : 0);
  apply (self);
}

static gboolean
check_idle_cb (gpointer user_data)
{
  FtPauseController *self = FT_PAUSE_CONTROLLER (user_data);

  self->check_id = 0;
  check_dialogs (self);
  return G_SOURCE_REMOVE;
}

/* Looked at from the main loop: a window that is being destroyed must not
 * be taken from the list of windows while it goes. */
static void
toplevel_changed_cb (GObject *object G_GNUC_UNUSED, GParamSpec *pspec G_GNUC_UNUSED, gpointer user_data)
{
  FtPauseController *self = FT_PAUSE_CONTROLLER (user_data);

  if (self->check_id == 0)
    self->check_id = g_idle_add_full (G_PRIORITY_HIGH_IDLE, check_idle_cb, self, NULL);
}

/* A new window: whenever it is shown, hidden or given a parent, look again. */
static void
toplevels_changed_cb (GListModel *toplevels, guint position, guint removed G_GNUC_UNUSED, guint added,
                      gpointer user_data)
{
  FtPauseController *self = FT_PAUSE_CONTROLLER (user_data);

  for (guint i = position; i < position + added; i++)
    {
      g_autoptr (GObject) other = g_list_model_get_item (toplevels, i);

      if (other == (GObject *) self->window)
        continue;
      g_signal_connect_object (other, "notify::visible", G_CALLBACK (toplevel_changed_cb), self, 0);
    }
  toplevel_changed_cb (NULL, NULL, self);
}

static void
popover_gone_cb (gpointer user_data, GObject *popover)
{
  g_ptr_array_remove_fast (FT_PAUSE_CONTROLLER (user_data)->popovers, popover);
}

static void
popover_unmapped_cb (GtkWidget *popover G_GNUC_UNUSED, gpointer user_data)
{
  toplevel_changed_cb (NULL, NULL, user_data);
}

static gboolean
widget_mapped_hook (GSignalInvocationHint *hint G_GNUC_UNUSED, guint n_values G_GNUC_UNUSED,
                    const GValue *values, gpointer user_data)
{
  FtPauseController *self = FT_PAUSE_CONTROLLER (user_data);
  GtkWidget *widget = g_value_get_object (&values[0]);

  if (!GTK_IS_POPOVER (widget) || self->window == NULL
      || gtk_widget_get_root (widget) != GTK_ROOT (self->window)
      || (self->board != NULL && gtk_widget_is_ancestor (widget, GTK_WIDGET (self->board))))
    return TRUE;
  if (!g_ptr_array_find (self->popovers, widget, NULL))
    {
      g_ptr_array_add (self->popovers, widget);
      g_object_weak_ref (G_OBJECT (widget), popover_gone_cb, self);
      g_signal_connect_object (widget, "unmap", G_CALLBACK (popover_unmapped_cb), self, 0);
    }
  toplevel_changed_cb (NULL, NULL, self);
  return TRUE;
}

/* Time starts when the window is first shown. A window hidden later plays
 * on (the computer answers without frames: a hidden window never stalls). */
static void
mapped_cb (GtkWidget *window, gpointer user_data)
{
  g_signal_handlers_disconnect_by_func (window, mapped_cb, user_data);
  set_reason (FT_PAUSE_CONTROLLER (user_data), REASON_HIDDEN, FALSE);
}

/* ---- The action --------------------------------------------------------------- */

void
ft_pause_controller_toggle (FtPauseController *self)
{
  g_return_if_fail (FT_IS_PAUSE_CONTROLLER (self));

  if (ft_pause_controller_is_paused_by_player (self))
    ft_pause_controller_resume (self);
  else
    ft_pause_controller_pause (self, NULL);
}

/* A click on the covered board plays on after the player's own pause (a
 * dialog's pause ends with the dialog). */
static void
cover_clicked_cb (FtBoardView *board G_GNUC_UNUSED, gpointer user_data)
{
  FtPauseController *self = FT_PAUSE_CONTROLLER (user_data);

  if (ft_pause_controller_is_paused_by_player (self))
    ft_pause_controller_resume (self);
}

static void
pause_activate_cb (GSimpleAction *action G_GNUC_UNUSED, GVariant *parameter G_GNUC_UNUSED, gpointer user_data)
{
  ft_pause_controller_toggle (FT_PAUSE_CONTROLLER (user_data));
}

/* A game that ends (a resignation while paused) is paused no more: the
 * board shows how it ended. */
static void
game_over_cb (FtSession *session, int result G_GNUC_UNUSED, int reason G_GNUC_UNUSED,
              gpointer user_data)
{
  FtPauseController *self = FT_PAUSE_CONTROLLER (user_data);

  self->reasons &= ~REASON_PLAYER;
  for (; self->held != 0; self->held &= self->held - 1)
    ft_session_resume (session);
  update_cover (self);
}

/* A resignation undone: the game goes on, paused again if a dialog is open. */
static void
position_changed_cb (FtSession *session G_GNUC_UNUSED, gpointer user_data)
{
  apply (FT_PAUSE_CONTROLLER (user_data));
}

/* ---- Object ---------------------------------------------------------------------- */

static void
ft_pause_controller_dispose (GObject *object)
{
  FtPauseController *self = FT_PAUSE_CONTROLLER (object);

  ft_pause_controller_set_session (self, NULL);
  g_clear_object (&self->action);
  g_clear_handle_id (&self->check_id, g_source_remove);
  if (self->map_hook_id != 0)
    {
      g_signal_remove_emission_hook (g_signal_lookup ("map", GTK_TYPE_WIDGET), self->map_hook_id);
      self->map_hook_id = 0;
    }
  for (guint i = 0; i < self->popovers->len; i++)
    g_object_weak_unref (self->popovers->pdata[i], popover_gone_cb, self);
  g_ptr_array_set_size (self->popovers, 0);
  g_signal_handlers_disconnect_by_data (gtk_window_get_toplevels (), self);
  if (self->window != NULL)
    {
      g_signal_handlers_disconnect_by_data (self->window, self);
      g_object_remove_weak_pointer (G_OBJECT (self->window), (gpointer *) &self->window);
      self->window = NULL;
    }
  if (self->board != NULL)
    {
      g_object_remove_weak_pointer (G_OBJECT (self->board), (gpointer *) &self->board);
      self->board = NULL;
    }
  if (self->toasts != NULL)
    {
      g_object_remove_weak_pointer (G_OBJECT (self->toasts), (gpointer *) &self->toasts);
      self->toasts = NULL;
    }
  G_OBJECT_CLASS (ft_pause_controller_parent_class)->dispose (object);
}

static void
ft_pause_controller_finalize (GObject *object)
{
  g_free (FT_PAUSE_CONTROLLER (object)->cover);
  g_ptr_array_unref (FT_PAUSE_CONTROLLER (object)->popovers);
  G_OBJECT_CLASS (ft_pause_controller_parent_class)->finalize (object);
}

static void
ft_pause_controller_class_init (FtPauseControllerClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = ft_pause_controller_dispose;
  object_class->finalize = ft_pause_controller_finalize;

  /**
   * FtPauseController::changed:
   *
   * The game was paused or goes on (the clocks shown stop or run).
   */
  signals[SIGNAL_CHANGED] = g_signal_new ("changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                                          NULL, NULL, NULL, G_TYPE_NONE, 0);
}

static void
ft_pause_controller_init (FtPauseController *self)
{
  self->popovers = g_ptr_array_new ();
}

FtPauseController *
ft_pause_controller_new (GtkWindow *window, FtBoardView *board, AdwToastOverlay *toasts)
{
  FtPauseController *self;
  GtkEventController *shortcuts;
  GListModel *toplevels = gtk_window_get_toplevels ();

  g_return_val_if_fail (GTK_IS_WINDOW (window), NULL);
  g_return_val_if_fail (FT_IS_BOARD_VIEW (board), NULL);

  self = g_object_new (FT_TYPE_PAUSE_CONTROLLER, NULL);
  self->window = window;
  self->board = board;
  self->toasts = toasts;
  g_object_add_weak_pointer (G_OBJECT (window), (gpointer *) &self->window);
  g_object_add_weak_pointer (G_OBJECT (board), (gpointer *) &self->board);
  if (toasts != NULL)
    g_object_add_weak_pointer (G_OBJECT (toasts), (gpointer *) &self->toasts);

  g_signal_connect_object (board, "cover-clicked", G_CALLBACK (cover_clicked_cb), self, 0);
  /* win.pause: P and the Pause button. */
  self->action = g_simple_action_new ("pause", NULL);
  g_simple_action_set_enabled (self->action, FALSE);
  g_signal_connect (self->action, "activate", G_CALLBACK (pause_activate_cb), self);
  if (G_IS_ACTION_MAP (window))
    g_action_map_add_action (G_ACTION_MAP (window), G_ACTION (self->action));

  /* P belongs to this window only, like the other single-letter keys. */
  shortcuts = gtk_shortcut_controller_new ();
  gtk_shortcut_controller_set_scope (GTK_SHORTCUT_CONTROLLER (shortcuts), GTK_SHORTCUT_SCOPE_LOCAL);
  gtk_shortcut_controller_add_shortcut (GTK_SHORTCUT_CONTROLLER (shortcuts),
                                        gtk_shortcut_new (gtk_shortcut_trigger_parse_string ("p|<Shift>p"),
                                                          gtk_named_action_new ("win.pause")));
  gtk_widget_add_controller (GTK_WIDGET (window), shortcuts);

  g_signal_connect (window, "map", G_CALLBACK (mapped_cb), self);
  self->map_hook_id = g_signal_add_emission_hook (g_signal_lookup ("map", GTK_TYPE_WIDGET), 0,
                                                  widget_mapped_hook, self, NULL);
  g_signal_connect (toplevels, "items-changed", G_CALLBACK (toplevels_changed_cb), self);
  toplevels_changed_cb (toplevels, 0, 0, g_list_model_get_n_items (toplevels), self);
  g_clear_handle_id (&self->check_id, g_source_remove);
  self->reasons |= has_dialog (self) ? REASON_DIALOG : 0;
  if (gtk_widget_get_mapped (GTK_WIDGET (window)))
    g_signal_handlers_disconnect_by_func (window, mapped_cb, self);
  else
    self->reasons |= REASON_HIDDEN;
  return self;
}

void
ft_pause_controller_set_away (FtPauseController *self, gboolean away)
{
  g_return_if_fail (FT_IS_PAUSE_CONTROLLER (self));
  set_reason (self, REASON_AWAY, away);
}

void
ft_pause_controller_set_session (FtPauseController *self, FtSession *session)
{
  g_return_if_fail (FT_IS_PAUSE_CONTROLLER (self));
  g_return_if_fail (session == NULL || FT_IS_SESSION (session));

  if (self->session == session)
    return;
  if (self->session != NULL)
    {
      g_signal_handlers_disconnect_by_data (self->session, self);
      for (; self->held != 0; self->held &= self->held - 1)
        ft_session_resume (self->session);
      g_clear_object (&self->session);
    }
  self->reasons &= ~REASON_PLAYER;
  g_clear_pointer (&self->cover, g_free);
  if (session != NULL)
    {
      self->session = g_object_ref (session);
      g_signal_connect (session, "game-over", G_CALLBACK (game_over_cb), self);
      g_signal_connect (session, "position-changed", G_CALLBACK (position_changed_cb), self);
    }
  apply (self);
}

gboolean
ft_pause_controller_pause (FtPauseController *self, const char *cover)
{
  g_return_val_if_fail (FT_IS_PAUSE_CONTROLLER (self), FALSE);

  if (self->session == NULL || !ft_session_can_pause (self->session))
    {
      if (self->toasts != NULL && self->session != NULL && !ft_game_is_over (ft_session_get_game (self->session)))
        adw_toast_overlay_add_toast (self->toasts,
                                     adw_toast_new (_("A game over the network cannot be paused: the opponent’s clock runs on")));
      return FALSE;
    }
  g_free (self->cover);
  self->cover = g_strdup (cover);
  set_reason (self, REASON_PLAYER, TRUE);
  return TRUE;
}

void
ft_pause_controller_resume (FtPauseController *self)
{
  g_return_if_fail (FT_IS_PAUSE_CONTROLLER (self));

  g_clear_pointer (&self->cover, g_free);
  set_reason (self, REASON_PLAYER, FALSE);
}

gboolean
ft_pause_controller_is_paused_by_player (FtPauseController *self)
{
  g_return_val_if_fail (FT_IS_PAUSE_CONTROLLER (self), FALSE);
  return (self->held & REASON_PLAYER) != 0;
}

gboolean
ft_pause_controller_is_paused (FtPauseController *self)
{
  g_return_val_if_fail (FT_IS_PAUSE_CONTROLLER (self), FALSE);
  return self->session != NULL && ft_session_is_paused (self->session);
}
