/* ft-window.c — the main window and the conduct of a game. */
#include "config.h"

#include <glib/gi18n.h>

#include "ft-computer-player.h"
#include "ft-window.h"

struct _FtWindow
{
  AdwApplicationWindow parent_instance;

  FtBoard *board;
  FtSidebar *sidebar;

  GSettings *settings;
  FtGameSetup *setup;
  FtGame *game;
  FtComputerPlayer *computer;
  GCancellable *thinking; /* non-NULL while the computer searches */
  gboolean autoplay;
  gboolean paused; /* behind the config error dialog: no game runs */

  const char *transient_message; /* "You must defend your king!" until the next move */
  guint clock_timeout_id;
};

G_DEFINE_FINAL_TYPE (FtWindow, ft_window, ADW_TYPE_APPLICATION_WINDOW)

/* ---- Setup -------------------------------------------------------------- */

FtGameSetup *
ft_game_setup_new_default (void)
{
  FtGameSetup *setup = g_new0 (FtGameSetup, 1);

  setup->start = g_new0 (FtPosition, 1);
  ft_position_set_fourteen_start (setup->start);
  setup->human_colour = FT_WHITE;
  setup->player_ms = setup->cpu_ms = 180000;
  setup->player_increment_ms = setup->cpu_increment_ms = 2000;
  setup->piece_movement_speed = 6.0;
  setup->max_movement_time = 1.0;
  setup->level = FT_LEVEL_NORMAL;
  return setup;
}

FtGameSetup *
ft_game_setup_copy (const FtGameSetup *setup)
{
  FtGameSetup *copy = g_memdup2 (setup, sizeof *setup);

  copy->start = g_memdup2 (setup->start, sizeof *setup->start);
  return copy;
}

void
ft_game_setup_free (FtGameSetup *setup)
{
  if (setup == NULL)
    return;
  g_free (setup->start);
  g_free (setup);
}

/* ---- Status: clocks, turn, message -------------------------------------- */

static void update_clocks (FtWindow *self);

static gboolean
clock_timeout_cb (gpointer user_data)
{
  FtWindow *self = FT_WINDOW (user_data);

  self->clock_timeout_id = 0;
  update_clocks (self);
  return G_SOURCE_REMOVE;
}

/* Show both clocks and wake up exactly when the running one's text changes:
 * no periodic polling. */
static void
update_clocks (FtWindow *self)
{
  FtClock *clock;
  FtColour human;
  g_autofree char *top = NULL;
  g_autofree char *bottom = NULL;
  FtSidebarRunning running = FT_SIDEBAR_RUNNING_NONE;
  gint64 wake_us;

  g_clear_handle_id (&self->clock_timeout_id, g_source_remove);
  if (self->game == NULL)
    return;

  clock = ft_game_get_clock (self->game);
  human = ft_game_get_human_colour (self->game);
  top = ft_clock_format_ms (ft_clock_get_remaining_ms (clock, FT_OTHER_COLOUR (human)));
  bottom = ft_clock_format_ms (ft_clock_get_remaining_ms (clock, human));
  if (ft_clock_is_running (clock))
    running = ft_clock_get_running_side (clock) == human ? FT_SIDEBAR_RUNNING_BOTTOM
                                                         : FT_SIDEBAR_RUNNING_TOP;
  ft_sidebar_set_clocks (self->sidebar, top, bottom, running);

  wake_us = ft_clock_get_us_to_next_second (clock);
  if (wake_us >= 0)
    self->clock_timeout_id = g_timeout_add ((guint) (wake_us / 1000) + 1, clock_timeout_cb, self);
}

static void
update_status (FtWindow *self)
{
  const FtPosition *pos;
  const char *turn = "";
  const char *message = "";
  FtSidebarMessageStyle style = FT_SIDEBAR_MESSAGE_WARNING;

  update_clocks (self);
  if (self->game == NULL)
    {
      ft_sidebar_set_turn (self->sidebar, "");
      ft_sidebar_set_message (self->sidebar, "");
      return;
    }

  pos = ft_game_get_position (self->game);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.resign",
                                 !ft_game_is_over (self->game) && !self->paused && !self->autoplay);
  if (ft_game_is_over (self->game))
    {
      FtResult result = ft_game_get_result (self->game, NULL);

      turn = _("Game over");
      message = ft_game_get_result_message (self->game);
      if (result == FT_RESULT_DRAW)
        style = FT_SIDEBAR_MESSAGE_NEUTRAL;
      else if ((result == FT_RESULT_WHITE_WINS) == (ft_game_get_human_colour (self->game) == FT_WHITE))
        style = FT_SIDEBAR_MESSAGE_GOOD;
    }
  else if (self->paused)
    turn = "";
  else
    {
      if (self->autoplay)
        turn = pos->side_to_move == FT_WHITE ? _("White to move") : _("Black to move");
      else if (ft_game_is_human_turn (self->game))
        turn = _("Your turn");
      else
        turn = _("Computer’s turn");

      if (self->transient_message != NULL)
        message = self->transient_message;
      else if (!ft_board_is_animating (self->board) && ft_position_in_check (pos))
        message = _("Check!");
    }
  ft_sidebar_set_turn (self->sidebar, turn);
  ft_sidebar_set_message (self->sidebar, message);
  ft_sidebar_set_message_style (self->sidebar, style);
}

/* ---- The computer -------------------------------------------------------- */

typedef struct
{
  FtWindow *window; /* strong */
  FtGame *game;     /* strong: the game the search is for */
} SearchData;

static void
stop_thinking (FtWindow *self)
{
  if (self->thinking == NULL)
    return;
  g_cancellable_cancel (self->thinking);
  g_clear_object (&self->thinking);
}

static void
computer_move_cb (GObject *source, GAsyncResult *result, gpointer user_data)
{
  SearchData *data = user_data;
  FtWindow *self = data->window;
  g_autoptr (GError) error = NULL;
  FtMove move;

  move = ft_computer_player_choose_move_finish (FT_COMPUTER_PLAYER (source), result, &error);
  if (error != NULL)
    {
      if (!g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
        g_warning ("The computer could not move: %s", error->message);
    }
  else if (data->game == self->game && !ft_game_is_over (self->game))
    {
      g_clear_object (&self->thinking);
      if (!ft_game_play_move (self->game, move))
        g_warning ("The computer chose an illegal move");
    }

  g_object_unref (data->game);
  g_object_unref (data->window);
  g_free (data);
}

static void
start_thinking (FtWindow *self)
{
  FtClock *clock = ft_game_get_clock (self->game);
  FtColour side = ft_game_get_turn (self->game);
  SearchData *data = g_new (SearchData, 1);

  stop_thinking (self);
  self->thinking = g_cancellable_new ();
  data->window = g_object_ref (self);
  data->game = g_object_ref (self->game);
  ft_computer_player_choose_move_async (self->computer, ft_game_get_position (self->game),
                                        ft_clock_get_remaining_ms (clock, side),
                                        ft_clock_get_increment_ms (clock, side),
                                        self->thinking, computer_move_cb, data);
}

gboolean
ft_window_is_computer_thinking (FtWindow *self)
{
  g_return_val_if_fail (FT_IS_WINDOW (self), FALSE);
  return self->thinking != NULL;
}

/* ---- Game events -------------------------------------------------------- */

static void
turn_started_cb (FtGame *game, int side, gpointer user_data)
{
  FtWindow *self = FT_WINDOW (user_data);

  if (self->autoplay || side != (int) ft_game_get_human_colour (game))
    start_thinking (self);
  update_status (self);
}

static void
move_played_cb (FtGame *game G_GNUC_UNUSED, guint move, gpointer user_data)
{
  FtWindow *self = FT_WINDOW (user_data);

  /* The board first, so that the status sees the move travelling (no
   * "Check!" before the checking piece has landed). */
  ft_board_show_move (self->board, move);
  self->transient_message = NULL;
  update_status (self);
}

static void
game_over_cb (FtGame *game G_GNUC_UNUSED, int result G_GNUC_UNUSED, int reason G_GNUC_UNUSED,
              gpointer user_data)
{
  FtWindow *self = FT_WINDOW (user_data);

  stop_thinking (self);
  self->transient_message = NULL;
  update_status (self);
}

/* The move has arrived on the board: only now does the next turn (and its
 * clock) start (SPEC §7). */
static void
animation_finished_cb (FtBoard *board G_GNUC_UNUSED, gpointer user_data)
{
  FtWindow *self = FT_WINDOW (user_data);

  if (self->game != NULL && !ft_game_is_over (self->game))
    ft_game_start_turn (self->game);
  update_status (self);
}

static void
king_exposed_cb (FtBoard *board G_GNUC_UNUSED, gpointer user_data)
{
  FtWindow *self = FT_WINDOW (user_data);

  self->transient_message = _("You must defend your king!");
  update_status (self);
}

/* The board only asks; the window plays the move on the game. */
static void
move_requested_cb (FtBoard *board G_GNUC_UNUSED, guint from, guint to, guint promotion,
                   gpointer user_data)
{
  FtWindow *self = FT_WINDOW (user_data);
  FtMove move;

  if (self->game == NULL)
    return;
  move = ft_position_find_move (ft_game_get_position (self->game), (FtSquare) from, (FtSquare) to,
                                (FtKind) promotion);
  if (move != FT_MOVE_NONE)
    ft_game_play_move (self->game, move);
}

static void
drop_game (FtWindow *self)
{
  stop_thinking (self);
  g_clear_handle_id (&self->clock_timeout_id, g_source_remove);
  if (self->game != NULL)
    {
      g_signal_handlers_disconnect_by_data (self->game, self);
      ft_clock_stop (ft_game_get_clock (self->game));
      g_clear_object (&self->game);
    }
  /* NULL on a second dispose, after the template's children are gone. */
  if (self->board != NULL)
    ft_board_set_game (self->board, NULL);
}

static void
new_game (FtWindow *self, gboolean start_turn)
{
  drop_game (self);
  self->transient_message = NULL;
  self->paused = !start_turn;
  if (self->setup == NULL)
    return;

  self->game = ft_game_new (self->setup->start, self->setup->human_colour,
                            self->setup->player_ms, self->setup->player_increment_ms,
                            self->setup->cpu_ms, self->setup->cpu_increment_ms);
  ft_computer_player_set_level (self->computer, self->setup->level);
  g_signal_connect (self->game, "turn-started", G_CALLBACK (turn_started_cb), self);
  g_signal_connect (self->game, "move-played", G_CALLBACK (move_played_cb), self);
  g_signal_connect (self->game, "game-over", G_CALLBACK (game_over_cb), self);
  ft_board_set_animation_timing (self->board, self->setup->piece_movement_speed,
                                 self->setup->max_movement_time);
  ft_board_set_game (self->board, self->game);
  ft_board_set_flipped (self->board, self->setup->human_colour == FT_BLACK);
  ft_board_set_interactive_colours (self->board,
                                    self->autoplay ? 0 : 1u << self->setup->human_colour);
  if (start_turn)
    ft_game_start_turn (self->game);
  update_status (self);
}

void
ft_window_start (FtWindow *self, const FtGameSetup *setup)
{
  g_return_if_fail (FT_IS_WINDOW (self));
  g_return_if_fail (setup != NULL && setup->start != NULL);

  ft_game_setup_free (self->setup);
  self->setup = ft_game_setup_copy (setup);
  new_game (self, TRUE);
}

void
ft_window_set_next_setup (FtWindow *self, const FtGameSetup *setup)
{
  g_return_if_fail (FT_IS_WINDOW (self));
  g_return_if_fail (setup != NULL && setup->start != NULL);

  ft_game_setup_free (self->setup);
  self->setup = ft_game_setup_copy (setup);
  ft_computer_player_set_level (self->computer, setup->level);
}

/* ---- Config errors ------------------------------------------------------ */

typedef struct
{
  FtWindow *window;
  FtGameSetup *fallback;
} ErrorData;

static void
config_error_response_cb (AdwMessageDialog *dialog G_GNUC_UNUSED, const char *response,
                          gpointer user_data)
{
  ErrorData *data = user_data;

  if (g_strcmp0 (response, "defaults") == 0)
    ft_window_start (data->window, data->fallback);
  else
    gtk_window_destroy (GTK_WINDOW (data->window));
}

static void
error_data_free (gpointer user_data, GClosure *closure G_GNUC_UNUSED)
{
  ErrorData *data = user_data;

  ft_game_setup_free (data->fallback);
  g_free (data);
}

void
ft_window_show_config_error (FtWindow *self, const char *problems, const FtGameSetup *fallback)
{
  GtkWidget *dialog;
  ErrorData *data;

  g_return_if_fail (FT_IS_WINDOW (self));
  g_return_if_fail (fallback != NULL);

  /* The default position stays on screen, frozen, behind the dialog. */
  ft_game_setup_free (self->setup);
  self->setup = ft_game_setup_copy (fallback);
  new_game (self, FALSE);

  dialog = adw_message_dialog_new (GTK_WINDOW (self), _("The Configuration Has Problems"), NULL);
  adw_message_dialog_format_body (ADW_MESSAGE_DIALOG (dialog), "%s", problems);
  adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (dialog),
                                    "quit", _("_Quit"),
                                    "defaults", _("_Play with Defaults"),
                                    NULL);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), "defaults",
                                              ADW_RESPONSE_SUGGESTED);
  adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (dialog), "defaults");
  adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (dialog), "quit");

  data = g_new (ErrorData, 1);
  data->window = self;
  data->fallback = ft_game_setup_copy (fallback);
  g_signal_connect_data (dialog, "response", G_CALLBACK (config_error_response_cb), data,
                         error_data_free, 0);
  gtk_window_present (GTK_WINDOW (dialog));
}

/* ---- Actions ------------------------------------------------------------ */

static void
resign_action (GtkWidget *widget, const char *action_name G_GNUC_UNUSED,
               GVariant *parameter G_GNUC_UNUSED)
{
  FtWindow *self = FT_WINDOW (widget);

  if (self->game == NULL || ft_game_is_over (self->game) || self->autoplay || self->paused)
    return;
  stop_thinking (self);
  ft_game_resign (self->game);
}

static void
restart_action (GtkWidget *widget, const char *action_name G_GNUC_UNUSED,
                GVariant *parameter G_GNUC_UNUSED)
{
  FtWindow *self = FT_WINDOW (widget);

  /* Behind the config error dialog only its answer starts a game. */
  if (self->setup != NULL && !self->paused)
    new_game (self, TRUE);
}

void
ft_window_set_autoplay (FtWindow *self, gboolean autoplay, guint64 seed)
{
  FtLevel level;

  g_return_if_fail (FT_IS_WINDOW (self));

  self->autoplay = autoplay;
  if (self->setup != NULL)
    ft_board_set_interactive_colours (self->board,
                                      autoplay ? 0 : 1u << self->setup->human_colour);
  level = ft_computer_player_get_level (self->computer);
  stop_thinking (self);
  g_object_unref (self->computer);
  self->computer = ft_computer_player_new (level, seed);
}

FtGame *
ft_window_get_game (FtWindow *self)
{
  g_return_val_if_fail (FT_IS_WINDOW (self), NULL);
  return self->game;
}

FtBoard *
ft_window_get_board (FtWindow *self)
{
  g_return_val_if_fail (FT_IS_WINDOW (self), NULL);
  return self->board;
}

FtSidebar *
ft_window_get_sidebar (FtWindow *self)
{
  g_return_val_if_fail (FT_IS_WINDOW (self), NULL);
  return self->sidebar;
}

/* ---- Window ------------------------------------------------------------- */

static gboolean
ft_window_close_request (GtkWindow *window)
{
  FtWindow *self = FT_WINDOW (window);

  /* Quit cancels the search (SPEC §8). */
  stop_thinking (self);
  if (self->settings != NULL)
    {
      int width, height;

      gtk_window_get_default_size (window, &width, &height);
      g_settings_set_int (self->settings, "window-width", width);
      g_settings_set_int (self->settings, "window-height", height);
      g_settings_set_boolean (self->settings, "window-maximized", gtk_window_is_maximized (window));
    }
  return GTK_WINDOW_CLASS (ft_window_parent_class)->close_request (window);
}

static void
ft_window_dispose (GObject *object)
{
  FtWindow *self = FT_WINDOW (object);

  drop_game (self);
  g_clear_object (&self->computer);
  g_clear_object (&self->settings);
  g_clear_pointer (&self->setup, ft_game_setup_free);
  gtk_widget_dispose_template (GTK_WIDGET (self), FT_TYPE_WINDOW);
  G_OBJECT_CLASS (ft_window_parent_class)->dispose (object);
}

static void
ft_window_class_init (FtWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  GtkWindowClass *window_class = GTK_WINDOW_CLASS (klass);

  object_class->dispose = ft_window_dispose;
  window_class->close_request = ft_window_close_request;

  g_type_ensure (FT_TYPE_BOARD);
  g_type_ensure (FT_TYPE_SIDEBAR);
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/fourteenchess/Fourteen/ui/ft-window.ui");
  gtk_widget_class_bind_template_child (widget_class, FtWindow, board);
  gtk_widget_class_bind_template_child (widget_class, FtWindow, sidebar);

  gtk_widget_class_install_action (widget_class, "win.resign", NULL, resign_action);
  gtk_widget_class_install_action (widget_class, "win.restart", NULL, restart_action);
}

static void
ft_window_init (FtWindow *self)
{
  GtkEventController *shortcuts;

  gtk_widget_init_template (GTK_WIDGET (self));
  self->computer = ft_computer_player_new (FT_LEVEL_NORMAL, (guint64) g_get_real_time ());

  g_signal_connect (self->board, "animation-finished", G_CALLBACK (animation_finished_cb), self);
  g_signal_connect (self->board, "king-exposed", G_CALLBACK (king_exposed_cb), self);
  g_signal_connect (self->board, "move-requested", G_CALLBACK (move_requested_cb), self);

  /* Single-letter keys belong to this window only (never global
   * accelerators), in the bubble phase: a focused text field would see its
   * keys first. */
  shortcuts = gtk_shortcut_controller_new ();
  gtk_shortcut_controller_set_scope (GTK_SHORTCUT_CONTROLLER (shortcuts), GTK_SHORTCUT_SCOPE_LOCAL);
  gtk_shortcut_controller_add_shortcut (GTK_SHORTCUT_CONTROLLER (shortcuts),
                                        gtk_shortcut_new (gtk_shortcut_trigger_parse_string ("Escape|e|<Shift>e"),
                                                          gtk_named_action_new ("win.resign")));
  gtk_shortcut_controller_add_shortcut (GTK_SHORTCUT_CONTROLLER (shortcuts),
                                        gtk_shortcut_new (gtk_shortcut_trigger_parse_string ("r|<Shift>r"),
                                                          gtk_named_action_new ("win.restart")));
  gtk_widget_add_controller (GTK_WIDGET (self), shortcuts);
}

FtWindow *
ft_window_new (GtkApplication *application, GSettings *settings)
{
  FtWindow *self = g_object_new (FT_TYPE_WINDOW, "application", application, NULL);

  if (settings != NULL)
    {
      g_autoptr (GVariant) width = g_settings_get_user_value (settings, "window-width");
      g_autoptr (GVariant) height = g_settings_get_user_value (settings, "window-height");

      self->settings = g_object_ref (settings);
      /* Only a size the user chose is restored; otherwise the window takes
       * its natural size (792×672 content). */
      if (width != NULL && height != NULL)
        gtk_window_set_default_size (GTK_WINDOW (self), g_variant_get_int32 (width),
                                     g_variant_get_int32 (height));
      if (g_settings_get_boolean (settings, "window-maximized"))
        gtk_window_maximize (GTK_WINDOW (self));
      g_settings_bind (settings, "show-coordinates", self->board, "show-coordinates",
                       G_SETTINGS_BIND_GET);
      g_settings_bind (settings, "animation", self->board, "animate", G_SETTINGS_BIND_GET);
    }
  return self;
}
