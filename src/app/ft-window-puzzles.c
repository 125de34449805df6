/* ft-window-puzzles.c — puzzles in the window (docs/playing.md#puzzles):
 * the Puzzles window (win.puzzles, Ctrl+L) lists the levels; the chosen one
 * is played as an FtPuzzle (ft-puzzle.h) whose session the window shows like
 * any other; the sidebar shows its goal and verdicts; "Solved!" comes with a
 * Next Puzzle button. Restart replays the level; a new game ends it. */
#include "config.h"

#include <glib/gi18n.h>

#include "ft-level-picker.h"
#include "ft-puzzle.h"
#include "ft-window-private.h"

/* The wrong move stays on the board this much longer than its animation. */
#define WRONG_MOVE_PAUSE_MS 700

static FtConfig *
window_levels (FtWindow *self)
{
  if (self->levels == NULL)
    {
      g_autofree char *path = ft_config_find_shipped_levels ();
      g_autoptr (GPtrArray) problems = ft_problem_list_new ();

      if (path != NULL)
        self->levels = ft_config_load (path, problems);
      if (problems->len > 0)
        {
          g_autofree char *text = ft_problem_list_to_string (problems);
          g_printerr ("%s\n", text);
        }
    }
  return self->levels;
}

static void
puzzle_changed_cb (FtPuzzle *puzzle G_GNUC_UNUSED, GParamSpec *pspec G_GNUC_UNUSED,
                   gpointer user_data)
{
  _ft_window_update_status (FT_WINDOW (user_data));
}

static void
puzzle_solved_cb (FtPuzzle *puzzle, gpointer user_data)
{
  FtWindow *self = FT_WINDOW (user_data);
  AdwToast *toast = adw_toast_new (_("Solved!"));

  if (ft_puzzle_get_index (puzzle) + 1 < ft_config_get_n_levels (ft_puzzle_get_config (puzzle)))
    {
      adw_toast_set_button_label (toast, _("_Next Puzzle"));
      adw_toast_set_action_name (toast, "win.next-puzzle");
    }
  adw_toast_overlay_add_toast (self->toast_overlay, toast);
  _ft_window_update_status (self);
}

/* Next Puzzle (menu and toast) while a level with a next one is played. */
static void
update_next_action (FtWindow *self)
{
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.next-puzzle",
                                 self->puzzle != NULL
                                   && ft_puzzle_get_index (self->puzzle) + 1
                                        < ft_config_get_n_levels (self->levels));
}

static void
forget_puzzle (FtWindow *self)
{
  if (self->puzzle != NULL)
    g_signal_handlers_disconnect_by_data (self->puzzle, self);
  g_clear_object (&self->puzzle);
  update_next_action (self);
}

void
_ft_window_puzzle_session_replaced (FtWindow *self, FtSession *session)
{
  if (self->puzzle != NULL && ft_puzzle_get_session (self->puzzle) != session)
    forget_puzzle (self);
}

/* Play level `index` of self->levels now. */
static void
start_level (FtWindow *self, guint index)
{
  g_autofree char *records = ft_puzzle_get_default_records_path ();
  g_autoptr (GError) error = NULL;
  FtPuzzle *puzzle;

  puzzle = ft_puzzle_new (self->levels, index, records, &error);
  if (puzzle == NULL)
    {
      _ft_window_show_toast (self, error->message);
      return;
    }
  forget_puzzle (self);
  self->puzzle = puzzle;
  ft_puzzle_set_take_back_delay (puzzle, (guint) (ft_window_get_setup (self) != NULL
                                                    ? ft_window_get_setup (self)->max_movement_time * 1000
                                                    : 1000) + WRONG_MOVE_PAUSE_MS);
  g_signal_connect (puzzle, "notify::message", G_CALLBACK (puzzle_changed_cb), self);
  g_signal_connect (puzzle, "solved", G_CALLBACK (puzzle_solved_cb), self);
  g_signal_connect (puzzle, "wrong-move", G_CALLBACK (_ft_window_access_wrong_move_cb), self);
  self->flipped = FALSE;
  _ft_window_show_session (self, ft_puzzle_get_session (puzzle));
  update_next_action (self);
  gtk_widget_grab_focus (GTK_WIDGET (self->board));
}

static void
start_pending_level (FtWindow *self)
{
  start_level (self, self->pending_level);
}

void
ft_window_play_level (FtWindow *self, guint index)
{
  g_return_if_fail (FT_IS_WINDOW (self));

  if (window_levels (self) == NULL || index >= ft_config_get_n_levels (self->levels))
    return;
  self->pending_level = index;
  /* A network game ends first; an unsaved game is not dropped unasked. */
  _ft_window_set_network (self, NULL);
  if (_ft_window_may_discard (self, start_pending_level))
    start_pending_level (self);
}

static void
level_chosen_cb (FtLevelPicker *picker, guint index, gpointer user_data)
{
  gtk_window_destroy (GTK_WINDOW (picker));
  ft_window_play_level (FT_WINDOW (user_data), index);
}

FtLevelPicker *
ft_window_open_level_picker (FtWindow *self)
{
  g_autofree char *records = ft_puzzle_get_default_records_path ();
  FtLevelPicker *picker;

  g_return_val_if_fail (FT_IS_WINDOW (self), NULL);

  if (window_levels (self) == NULL)
    {
      _ft_window_show_toast (self, _("No puzzles are installed"));
      return NULL;
    }
  picker = ft_level_picker_new (GTK_WINDOW (self), self->levels, records);
  g_signal_connect_object (picker, "level-chosen", G_CALLBACK (level_chosen_cb), self, 0);
  gtk_window_present (GTK_WINDOW (picker));
  return picker;
}

static void
puzzles_action (GtkWidget *widget, const char *action_name G_GNUC_UNUSED,
                GVariant *parameter G_GNUC_UNUSED)
{
  ft_window_open_level_picker (FT_WINDOW (widget));
}

static void
next_puzzle_action (GtkWidget *widget, const char *action_name G_GNUC_UNUSED,
                    GVariant *parameter G_GNUC_UNUSED)
{
  FtWindow *self = FT_WINDOW (widget);

  if (self->puzzle != NULL)
    ft_window_play_level (self, ft_puzzle_get_index (self->puzzle) + 1);
}

void
ft_window_set_levels (FtWindow *self, FtConfig *levels)
{
  g_return_if_fail (FT_IS_WINDOW (self));
  g_return_if_fail (levels == NULL || FT_IS_CONFIG (levels));

  g_set_object (&self->levels, levels);
}

FtPuzzle *
ft_window_get_puzzle (FtWindow *self)
{
  g_return_val_if_fail (FT_IS_WINDOW (self), NULL);
  return self->puzzle;
}

void
_ft_window_puzzle_status (FtWindow *self, const char **message, FtSidebarMessageStyle *style)
{
  const char *text = ft_puzzle_get_message (self->puzzle);

  if (ft_puzzle_is_solved (self->puzzle))
    *style = FT_SIDEBAR_MESSAGE_GOOD;
  else if (ft_game_is_over (ft_session_get_game (ft_puzzle_get_session (self->puzzle))))
    return; /* a wrong move that ended the game: its result until it is taken back */
  else if (g_strcmp0 (text, _("Not the solution — try again")) == 0)
    *style = FT_SIDEBAR_MESSAGE_WARNING;
  else
    *style = FT_SIDEBAR_MESSAGE_NEUTRAL;
  *message = text;
}

gboolean
_ft_window_restart_puzzle (FtWindow *self)
{
  if (self->puzzle == NULL)
    return FALSE;
  start_level (self, ft_puzzle_get_index (self->puzzle));
  return TRUE;
}

void
_ft_window_class_init_puzzles (GtkWidgetClass *widget_class)
{
  gtk_widget_class_install_action (widget_class, "win.puzzles", NULL, puzzles_action);
  gtk_widget_class_install_action (widget_class, "win.next-puzzle", NULL, next_puzzle_action);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_l, GDK_CONTROL_MASK, "win.puzzles",
                                       NULL);
}

void
_ft_window_init_puzzles (FtWindow *self)
{
  update_next_action (self);
}

void
_ft_window_dispose_puzzles (FtWindow *self)
{
  if (self->puzzle != NULL)
    g_signal_handlers_disconnect_by_data (self->puzzle, self);
  g_clear_object (&self->puzzle);
  g_clear_object (&self->levels);
}
