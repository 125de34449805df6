/* ft-puzzle-run.c — see ft-puzzle-run.h. */
#include "config.h"

#include <glib/gi18n.h>

#include "ft-puzzle-run.h"

/* The wrong move stays on the board this much longer than its animation. */
#define WRONG_MOVE_PAUSE_MS 700

struct _FtPuzzleRun
{
  GObject parent_instance;

  FtGameStage *stage;   /* weak: the window owns the stage and the run */
  GSimpleAction *next_action;
  FtPuzzle *puzzle;     /* the level being played, if any */
  FtConfig *levels;     /* the config's levels, or the shipped ones (loaded on demand) */
  guint pending_level;  /* chosen, waiting for the player to drop the game */
};

G_DEFINE_FINAL_TYPE (FtPuzzleRun, ft_puzzle_run, G_TYPE_OBJECT)

static FtConfig *
run_levels (FtPuzzleRun *self)
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
puzzle_changed_cb (FtPuzzle *puzzle G_GNUC_UNUSED, GParamSpec *pspec G_GNUC_UNUSED, gpointer user_data)
{
  FtPuzzleRun *self = FT_PUZZLE_RUN (user_data);

  if (self->stage != NULL)
    ft_game_stage_update_status (self->stage);
}

static void
puzzle_solved_cb (FtPuzzle *puzzle, gpointer user_data)
{
  FtPuzzleRun *self = FT_PUZZLE_RUN (user_data);
  AdwToast *toast;

  if (self->stage == NULL)
    return;
  toast = adw_toast_new (_("Solved!"));
  if (ft_puzzle_get_index (puzzle) + 1 < ft_config_get_n_levels (ft_puzzle_get_config (puzzle)))
    {
      adw_toast_set_button_label (toast, _("_Next Puzzle"));
      adw_toast_set_action_name (toast, "win.next-puzzle");
    }
  ft_game_stage_add_toast (self->stage, toast);
  ft_game_stage_update_status (self->stage);
}

/* Next Puzzle (menu and toast) while a level with a next one is played. */
static void
update_next_action (FtPuzzleRun *self)
{
  g_simple_action_set_enabled (self->next_action,
                               self->puzzle != NULL
                                 && ft_puzzle_get_index (self->puzzle) + 1 < ft_config_get_n_levels (self->levels));
}

static void
forget_puzzle (FtPuzzleRun *self)
{
  if (self->puzzle != NULL)
    g_signal_handlers_disconnect_by_data (self->puzzle, self);
  g_clear_object (&self->puzzle);
  update_next_action (self);
}

void
ft_puzzle_run_session_replaced (FtPuzzleRun *self, FtSession *session)
{
  g_return_if_fail (FT_IS_PUZZLE_RUN (self));
  if (self->puzzle != NULL && ft_puzzle_get_session (self->puzzle) != session)
    forget_puzzle (self);
}

static void
show_toast (FtPuzzleRun *self, const char *text)
{
  ft_game_stage_add_toast (self->stage, adw_toast_new (text));
}

/* Play level `index` of self->levels now. */
static void
start_level (FtPuzzleRun *self, guint index)
{
  g_autofree char *records = ft_puzzle_get_default_records_path ();
  g_autoptr (GError) error = NULL;
  const FtGameSetup *setup = ft_game_stage_get_setup (self->stage);
  FtPuzzle *puzzle;

  puzzle = ft_puzzle_new (self->levels, index, records, &error);
  if (puzzle == NULL)
    {
      show_toast (self, error->message);
      return;
    }
  forget_puzzle (self);
  self->puzzle = puzzle;
  ft_puzzle_set_take_back_delay (puzzle, (guint) (setup != NULL ? setup->max_movement_time * 1000 : 1000)
                                           + WRONG_MOVE_PAUSE_MS);
  g_signal_connect (puzzle, "notify::message", G_CALLBACK (puzzle_changed_cb), self);
  g_signal_connect (puzzle, "solved", G_CALLBACK (puzzle_solved_cb), self);
  ft_game_stage_show_session (self->stage, ft_puzzle_get_session (puzzle));
  update_next_action (self);
  gtk_widget_grab_focus (GTK_WIDGET (ft_game_stage_get_board (self->stage)));
}

static void
start_pending_level (gpointer data)
{
  FtPuzzleRun *self = data;

  start_level (self, self->pending_level);
}

void
ft_puzzle_run_play_level (FtPuzzleRun *self, guint index)
{
  g_return_if_fail (FT_IS_PUZZLE_RUN (self));

  if (self->stage == NULL || run_levels (self) == NULL || index >= ft_config_get_n_levels (self->levels))
    return;
  self->pending_level = index;
  /* A network game ends first; an unsaved game is not dropped unasked. */
  ft_game_stage_set_network (self->stage, NULL);
  if (ft_game_stage_may_replace (self->stage, start_pending_level, self))
    start_pending_level (self);
}

void
ft_puzzle_run_next (FtPuzzleRun *self)
{
  g_return_if_fail (FT_IS_PUZZLE_RUN (self));
  if (self->puzzle != NULL)
    ft_puzzle_run_play_level (self, ft_puzzle_get_index (self->puzzle) + 1);
}

static void
level_chosen_cb (FtLevelPicker *picker, guint index, gpointer user_data)
{
  gtk_window_destroy (GTK_WINDOW (picker));
  ft_puzzle_run_play_level (FT_PUZZLE_RUN (user_data), index);
}

FtLevelPicker *
ft_puzzle_run_open_picker (FtPuzzleRun *self)
{
  g_autofree char *records = ft_puzzle_get_default_records_path ();
  FtLevelPicker *picker;

  g_return_val_if_fail (FT_IS_PUZZLE_RUN (self), NULL);

  if (self->stage == NULL)
    return NULL;
  if (run_levels (self) == NULL)
    {
      show_toast (self, _("No puzzles are installed"));
      return NULL;
    }
  picker = ft_level_picker_new (ft_game_stage_get_window (self->stage), self->levels, records);
  g_signal_connect_object (picker, "level-chosen", G_CALLBACK (level_chosen_cb), self, 0);
  gtk_window_present (GTK_WINDOW (picker));
  return picker;
}

void
ft_puzzle_run_set_levels (FtPuzzleRun *self, FtConfig *levels)
{
  g_return_if_fail (FT_IS_PUZZLE_RUN (self));
  g_return_if_fail (levels == NULL || FT_IS_CONFIG (levels));
  g_set_object (&self->levels, levels);
}

FtPuzzle *
ft_puzzle_run_get_puzzle (FtPuzzleRun *self)
{
  g_return_val_if_fail (FT_IS_PUZZLE_RUN (self), NULL);
  return self->puzzle;
}

void
ft_puzzle_run_status (FtPuzzleRun *self, const char **message, FtSidebarMessageStyle *style)
{
  const char *text;

  g_return_if_fail (FT_IS_PUZZLE_RUN (self));

  if (self->puzzle == NULL)
    return;
  text = ft_puzzle_get_message (self->puzzle);
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
ft_puzzle_run_restart (FtPuzzleRun *self)
{
  g_return_val_if_fail (FT_IS_PUZZLE_RUN (self), FALSE);

  if (self->puzzle == NULL || self->stage == NULL)
    return FALSE;
  start_level (self, ft_puzzle_get_index (self->puzzle));
  return TRUE;
}

static void
ft_puzzle_run_dispose (GObject *object)
{
  FtPuzzleRun *self = FT_PUZZLE_RUN (object);

  if (self->puzzle != NULL)
    g_signal_handlers_disconnect_by_data (self->puzzle, self);
  g_clear_object (&self->puzzle);
  g_clear_object (&self->levels);
  if (self->stage != NULL)
    g_signal_handlers_disconnect_by_data (self->stage, self);
  g_clear_weak_pointer (&self->stage);
  g_clear_object (&self->next_action);
  G_OBJECT_CLASS (ft_puzzle_run_parent_class)->dispose (object);
}

static void
ft_puzzle_run_class_init (FtPuzzleRunClass *klass)
{
  G_OBJECT_CLASS (klass)->dispose = ft_puzzle_run_dispose;
}

static void
ft_puzzle_run_init (FtPuzzleRun *self G_GNUC_UNUSED)
{
}

/* Puzzles (Ctrl+L) and Next Puzzle (the menu, the "Solved!" toast). */
static void
puzzles_activate_cb (GSimpleAction *action G_GNUC_UNUSED, GVariant *parameter G_GNUC_UNUSED,
                     gpointer user_data)
{
  ft_puzzle_run_open_picker (FT_PUZZLE_RUN (user_data));
}

static void
next_activate_cb (GSimpleAction *action G_GNUC_UNUSED, GVariant *parameter G_GNUC_UNUSED,
                  gpointer user_data)
{
  ft_puzzle_run_next (FT_PUZZLE_RUN (user_data));
}

/* A new game ends the puzzle unless it is the puzzle's own. */
static void
session_replacing_cb (FtGameStage *stage G_GNUC_UNUSED, FtSession *next, gpointer user_data)
{
  ft_puzzle_run_session_replaced (FT_PUZZLE_RUN (user_data), next);
}

FtPuzzleRun *
ft_puzzle_run_new (FtGameStage *stage, GActionMap *actions)
{
  FtPuzzleRun *self;
  g_autoptr (GSimpleAction) puzzles = g_simple_action_new ("puzzles", NULL);

  g_return_val_if_fail (FT_IS_GAME_STAGE (stage), NULL);
  g_return_val_if_fail (G_IS_ACTION_MAP (actions), NULL);

  self = g_object_new (FT_TYPE_PUZZLE_RUN, NULL);
  g_set_weak_pointer (&self->stage, stage);
  g_signal_connect (stage, "session-replacing", G_CALLBACK (session_replacing_cb), self);
  self->next_action = g_simple_action_new ("next-puzzle", NULL);
  g_signal_connect (puzzles, "activate", G_CALLBACK (puzzles_activate_cb), self);
  g_signal_connect (self->next_action, "activate", G_CALLBACK (next_activate_cb), self);
  g_action_map_add_action (actions, G_ACTION (puzzles));
  g_action_map_add_action (actions, G_ACTION (self->next_action));
  update_next_action (self);
  return self;
}
