/* ft-window.c — the main window: it shows a session (ft-session.h) on the
 * board and the sidebar and passes the board's move requests to it. It
 * conducts nothing itself: turns, clocks and players belong to the session.
 *
 * The path of a move: the board model emits "move-requested" → the window
 * asks the session (ft_session_request_move) → the session's human player
 * plays it on the game → the session emits "move-played" → the window holds
 * the session and shows the move (ft_board_model_show_move; the board view
 * animates it), then updates the sidebar (no "Check!" while it travels) →
 * the view's "animation-finished" releases the hold → the session begins
 * the next turn (its clock starts; a computer player starts thinking).
 */
#include "config.h"

#include <glib/gi18n.h>

#include "ft-computer-player.h"
#include "ft-fog-pass.h"
#include "ft-game-files.h"
#include "ft-move-browser.h"
#include "ft-puzzle-run.h"
#include "ft-names.h"
#include "ft-new-game-dialog.h"
#include "ft-help-overlay.h"
#include "ft-help-window.h"
#include "ft-lazy-menu.h"
#include "ft-sound-player.h"
#include "ft-network-controller.h"
#include "ft-pause-controller.h"
#include "ft-window-trust.h"
#include "ft-window-access.h"
#include "ft-window-hint.h"
#include "ft-window-players.h"
#include "ft-window-private.h"

G_DEFINE_FINAL_TYPE (FtWindow, ft_window, ADW_TYPE_APPLICATION_WINDOW)

/* ---- Session events ------------------------------------------------------ */

static FtSound
sound_of_move (FtMove move)
{
  if (FT_MOVE_SPECIAL (move) == FT_MOVE_CASTLING)
    return FT_SOUND_CASTLE;
  if (FT_MOVE_PROMOTION (move) != FT_NO_KIND)
    return FT_SOUND_PROMOTION;
  if (FT_MOVE_IS_CAPTURE (move))
    return FT_SOUND_CAPTURE;
  return FT_SOUND_MOVE;
}

/* A checkers turn's sound, from the hops the board shows: its blast, a
 * crowning, a capture, or a step. */
static FtSound
sound_of_turn (FtBoardModel *model)
{
  const FtMoveHop *hops;
  guint n = ft_board_model_get_arriving (model, NULL, &hops);
  FtSound sound = FT_SOUND_MOVE;

  for (guint i = 0; i < n; i++)
    {
      if (hops[i].explosion != FT_NO_CELL)
        return FT_SOUND_EXPLOSION;
      if (hops[i].lands_as.crowned && !hops[i].piece.crowned)
        sound = FT_SOUND_PROMOTION;
      else if (sound == FT_SOUND_MOVE && ft_cell_set_count (&hops[i].removed) > 0)
        sound = FT_SOUND_CAPTURE;
    }
  return sound;
}

/* Back to the game's own position (a move was played, the game changed):
 * no more browsing or replay. */
static void
stop_browsing (FtWindow *self)
{
  if (self->browser != NULL)
    ft_move_browser_stop (self->browser);
}

static void
release_hold (FtWindow *self)
{
  if (!self->holding)
    return;
  self->holding = FALSE;
  ft_session_release (self->session);
}

static void
turn_started_cb (FtSession *session G_GNUC_UNUSED, int side G_GNUC_UNUSED, gpointer user_data)
{
  FtWindow *self = FT_WINDOW (user_data);

  _ft_window_update_board_view (self);
  _ft_window_update_status (self);
}

/* The board starts travelling before the sidebar is updated, so that the
 * sidebar never announces what has not arrived yet. */
static void
move_played_cb (FtSession *session, const FtGameMove *played, gpointer user_data)
{
  FtWindow *self = FT_WINDOW (user_data);

  self->transient_message = NULL;
  /* A move of the game ends browsing (the board returns by itself). */
  stop_browsing (self);
  if (ft_game_move_is_pass (played))
    {
      FtColour passed = FT_OTHER_COLOUR (ft_game_get_turn (ft_session_get_game (session)));

      self->transient_message = passed == FT_WHITE ? _("White’s time for the move ran out")
                                                   : _("Black’s time for the move ran out");
      ft_board_model_show_move (self->board_model, played);
    }
  else
    {
      release_hold (self);
      ft_session_hold (session);
      self->holding = TRUE;
      ft_board_model_show_move (self->board_model, played);
      ft_sound_player_play (ft_sound_player_get_default (),
                            played->kind == FT_GAME_KIND_CHESS ? sound_of_move (played->chess)
                                                               : sound_of_turn (self->board_model));
    }
  _ft_window_update_moves (self);
  _ft_window_update_status (self);
}

static void
game_over_cb (FtSession *session, int result, int reason G_GNUC_UNUSED, gpointer user_data)
{
  FtWindow *self = FT_WINDOW (user_data);
  FtSound sound = FT_SOUND_WIN;

  /* Against another kind of player the end is won or lost; between two
   * people (or two computers) any decision sounds the same. */
  if (result == FT_RESULT_DRAW)
    sound = FT_SOUND_DRAW;
  else if (ft_session_has_single_local_player (session))
    {
      guint local = ft_session_get_local_colours (session);
      gboolean white_won = result == FT_RESULT_WHITE_WINS;

      sound = white_won == (local == (1u << FT_WHITE)) ? FT_SOUND_WIN : FT_SOUND_LOSE;
    }
  ft_sound_player_play (ft_sound_player_get_default (), sound);

  self->transient_message = NULL;
  _ft_window_update_moves (self); /* fog of war: the moves are revealed */
  _ft_window_update_board_view (self);
  _ft_window_update_status (self);
}

/* Moves were taken back or replayed: show the game's position as it is now
 * (no animation), with nothing pending. */
static void
position_changed_cb (FtSession *session, gpointer user_data)
{
  FtWindow *self = FT_WINDOW (user_data);

  release_hold (self);
  self->transient_message = NULL;
  stop_browsing (self);
  ft_board_model_set_game (self->board_model, ft_session_get_game (session));
  _ft_window_update_moves (self);
  _ft_window_update_board_view (self);
  _ft_window_update_status (self);
}

/* The move has arrived on the board: only now may the next turn (and its
 * clock) begin (docs/playing.md#clocks). */
static void
animation_finished_cb (FtBoardView *board G_GNUC_UNUSED, gpointer user_data)
{
  FtWindow *self = FT_WINDOW (user_data);
  FtGame *game = _ft_window_current_game (self);

  if (game != NULL && !ft_game_is_over (game) && !ft_board_model_is_browsing (self->board_model)
      && ft_ruleset_get_check_cell (ft_game_get_rules (game)) != FT_NO_CELL)
    ft_sound_player_play (ft_sound_player_get_default (), FT_SOUND_CHECK);
  if (self->session != NULL)
    release_hold (self);
  _ft_window_update_status (self);
}

static void
move_requested_cb (FtBoardModel *board G_GNUC_UNUSED, const FtGameMove *move, gpointer user_data)
{
  FtWindow *self = FT_WINDOW (user_data);

  if (self->session == NULL || self->paused)
    return;
  if (!ft_session_request (self->session, move))
    _ft_window_update_status (self);
}

/* "You must defend your king!", or the rules' reason ("Not your piece" only
 * the board says, to screen readers). */
static void
refused_cb (FtBoardModel *board G_GNUC_UNUSED, guint reason, const char *message,
            int cell G_GNUC_UNUSED, gpointer user_data)
{
  FtWindow *self = FT_WINDOW (user_data);

  if (reason == FT_BOARD_REFUSAL_NOT_YOUR_PIECE || message == NULL)
    return;
  g_strlcpy (self->refusal_message, message, sizeof self->refusal_message);
  self->transient_message = self->refusal_message;
  ft_sound_player_play (ft_sound_player_get_default (), FT_SOUND_ILLEGAL);
  _ft_window_update_status (self);
}

/* A checkers turn being built may now end (End Turn, the message). */
static void
board_changed_cb (FtBoardModel *board, gpointer user_data)
{
  if (ft_board_model_get_kind (board) == FT_GAME_KIND_CHECKERS)
    _ft_window_update_status (FT_WINDOW (user_data));
}

/* The premove was not legal when the turn came (docs/playing.md#premoves). */
static void
premove_dropped_cb (FtBoardModel *board G_GNUC_UNUSED, int from, int to, gpointer user_data)
{
  FtWindow *self = FT_WINDOW (user_data);
  char from_name[4], to_name[4];

  ft_square_to_string (ft_cell_to_chess (from), from_name);
  ft_square_to_string (ft_cell_to_chess (to), to_name);
  /* TRANSLATORS: %s%s are two squares, e.g. "e2" and "e4" */
  g_snprintf (self->premove_message, sizeof self->premove_message, _("Premove %s%s was not legal"),
              from_name, to_name);
  self->transient_message = self->premove_message;
  ft_sound_player_play (ft_sound_player_get_default (), FT_SOUND_ILLEGAL);
  _ft_window_update_status (self);
}

/* ---- Games ----------------------------------------------------------------- */

static void
drop_session (FtWindow *self)
{
  if (self->session != NULL)
    {
      /* Stopped and no longer observed first: the released hold must not
       * begin a turn. */
      g_signal_group_set_target (self->session_signals, NULL);
      ft_pause_controller_set_session (_ft_window_get_pause (self), NULL);
      ft_session_stop (self->session);
      release_hold (self);
      g_clear_object (&self->session);
      if (self->files != NULL)
        ft_game_files_keep (self->files);
    }
  g_clear_handle_id (&self->clock_timeout_id, g_source_remove);
  /* NULL on a second dispose, after the template's children are gone. */
  if (self->board != NULL)
    {
      stop_browsing (self);
      ft_board_model_set_game (self->board_model, NULL);
      _ft_window_update_moves (self);
    }
}

static FtSession *
new_session (FtWindow *self, const FtGameSetup *setup, FtGame *existing)
{
  g_autoptr (FtGame) game = existing != NULL ? g_object_ref (existing) : NULL;
  g_autoptr (FtComputerPlayer) white = NULL;
  g_autoptr (FtComputerPlayer) black = NULL;

  /* The computer players keep their own table size (8 MB,
   * ft-computer-player.c). */
  if (!self->autoplay)
    return existing != NULL ? ft_session_new_for_game (setup, existing, (guint64) g_get_real_time ())
                            : ft_session_new (setup, (guint64) g_get_real_time ());

  /* The computer on both sides (benchmarks, scripted games). */
  if (game == NULL)
    game = ft_game_setup_create_game (setup);
  white = ft_computer_player_new (setup->level, self->autoplay_seed);
  black = ft_computer_player_new (setup->level, self->autoplay_seed + 1);
  return ft_session_new_with_players (game, FT_PLAYER (white), FT_PLAYER (black));
}

/* A new game of self->setup, or `existing` (an opened record) with the
 * players of self->setup, or a network game's `session` (its host or client
 * starts it); `start` begins its turns. */
static void
new_game_with (FtWindow *self, FtGame *existing, FtSession *session, gboolean start)
{
  if (self->puzzles != NULL)
    ft_puzzle_run_session_replaced (self->puzzles, session);
  drop_session (self);
  self->transient_message = NULL;
  self->paused = !start;
  ft_move_browser_set_enabled (self->browser, start);
  self->low_time_warned[FT_WHITE] = self->low_time_warned[FT_BLACK] = FALSE;
  if (self->fog_pass != NULL)
    ft_fog_pass_reset (self->fog_pass);
  if (self->setup == NULL)
    return;

  self->session = session != NULL ? g_object_ref (session)
                                  : new_session (self, self->setup, existing);
  /* Another game may give its own kinds other looks. */
  for (int side = 0; side < 2; side++)
    for (int kind = FT_CUSTOM_FIRST; kind < FT_N_ALL_KINDS; kind++)
      g_clear_object (&self->piece_icons[side][kind]);
  g_signal_group_set_target (self->session_signals, self->session);
  ft_board_view_set_animation_timing (self->board, self->setup->piece_movement_speed,
                                      self->setup->max_movement_time);
  ft_board_model_set_choose_promotion (self->board_model, ft_game_setup_chooses_promotion (self->setup));
  ft_board_model_set_game (self->board_model, ft_session_get_game (self->session));
  ft_pause_controller_set_session (_ft_window_get_pause (self), self->session); /* before it starts */
  _ft_window_update_moves (self);
  _ft_window_update_board_view (self);
  if (start && session == NULL)
    {
      ft_sound_player_play (ft_sound_player_get_default (), FT_SOUND_GAME_START);
      ft_session_start (self->session);
    }
  ft_game_files_keep (self->files);
  _ft_window_seat_players (self, existing != NULL);
  _ft_window_update_status (self);
}

void
_ft_window_new_game (FtWindow *self, gboolean start)
{
  new_game_with (self, NULL, NULL, start);
}

/* A puzzle's session (ft-puzzle-run.c): shown and started. */
void
ft_window_show_session (FtWindow *self, FtSession *session)
{
  g_return_if_fail (FT_IS_WINDOW (self));
  g_return_if_fail (FT_IS_SESSION (session));

  self->flipped = FALSE;
  ft_window_set_network (self, NULL);
  if (self->setup == NULL)
    self->setup = ft_game_setup_new_default ();
  new_game_with (self, NULL, session, TRUE);
  ft_session_start (session);
}

/* ---- Network games (ft-network-controller.c) ---------------------------- */

void
ft_window_set_network (FtWindow *self, FtNetworkController *network)
{
  if (self->network != NULL)
    {
      FtNetworkController *old = g_steal_pointer (&self->network);

      /* A host's goodbye ends its game: not this window's business now. */
      if (self->session_signals != NULL)
        g_signal_group_set_target (self->session_signals, NULL);
      if (self->network_slot != NULL)
        gtk_box_remove (GTK_BOX (self->network_slot), ft_network_controller_get_bar (old));
      g_object_unref (old);
    }
  if (network != NULL)
    {
      self->network = g_object_ref (network);
      gtk_box_append (GTK_BOX (self->network_slot), ft_network_controller_get_bar (network));
    }
}

/* The host or client conducts the session (it is started, or will be). */
void
ft_window_show_network_session (FtWindow *self, FtSession *session)
{
  if (self->setup == NULL)
    self->setup = ft_game_setup_new_default ();
  self->flipped = FALSE;
  new_game_with (self, NULL, session, TRUE);
}

void
ft_window_start_game (FtWindow *self, const FtGameSetup *setup, FtGame *game)
{
  g_return_if_fail (FT_IS_WINDOW (self));
  g_return_if_fail (setup != NULL && setup->start != NULL);
  g_return_if_fail (FT_IS_GAME (game));

  ft_game_setup_free (self->setup);
  self->setup = ft_game_setup_copy (setup);
  ft_window_set_network (self, NULL);
  new_game_with (self, game, NULL, TRUE);
}

void
ft_window_start (FtWindow *self, const FtGameSetup *setup)
{
  g_return_if_fail (FT_IS_WINDOW (self));
  g_return_if_fail (setup != NULL && setup->start != NULL);

  ft_game_setup_free (self->setup);
  self->setup = ft_game_setup_copy (setup);
  ft_window_set_network (self, NULL);
  _ft_window_new_game (self, TRUE);
}

void
ft_window_set_config_setup (FtWindow *self, const FtGameSetup *config_setup,
                            gboolean sets_colour, gboolean sets_level)
{
  g_return_if_fail (FT_IS_WINDOW (self));
  g_return_if_fail (config_setup != NULL);

  ft_game_setup_free (self->config_setup);
  self->config_setup = ft_game_setup_copy (config_setup);
  self->config_sets_colour = sets_colour;
  self->config_sets_level = sets_level;
}

const FtGameSetup *
ft_window_get_setup (FtWindow *self)
{
  g_return_val_if_fail (FT_IS_WINDOW (self), NULL);
  return self->setup;
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
  _ft_window_new_game (self, FALSE);

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

void
ft_window_set_autoplay (FtWindow *self, gboolean autoplay, guint64 seed)
{
  g_return_if_fail (FT_IS_WINDOW (self));

  self->autoplay = autoplay;
  self->autoplay_seed = seed;
}

FtSession *
ft_window_get_session (FtWindow *self)
{
  g_return_val_if_fail (FT_IS_WINDOW (self), NULL);
  return self->session;
}

FtGame *
ft_window_get_game (FtWindow *self)
{
  g_return_val_if_fail (FT_IS_WINDOW (self), NULL);
  return _ft_window_current_game (self);
}

FtBoardView *
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

const FtGameSetup *
ft_window_get_config_setup (FtWindow *self)
{
  g_return_val_if_fail (FT_IS_WINDOW (self), NULL);
  return self->config_setup;
}

GSettings *
ft_window_get_settings (FtWindow *self)
{
  g_return_val_if_fail (FT_IS_WINDOW (self), NULL);
  return self->settings;
}

const char *
ft_window_get_autosave_path (FtWindow *self)
{
  g_return_val_if_fail (FT_IS_WINDOW (self), NULL);
  return self->files != NULL ? ft_record_keeper_get_autosave_path (ft_game_files_get_keeper (self->files)) : NULL;
}

void
ft_window_add_toast (FtWindow *self, AdwToast *toast)
{
  g_return_if_fail (FT_IS_WINDOW (self));
  adw_toast_overlay_add_toast (self->toast_overlay, toast);
}

void
ft_window_update_status (FtWindow *self)
{
  g_return_if_fail (FT_IS_WINDOW (self));
  _ft_window_update_status (self);
}

FtNetworkController *
ft_window_get_network (FtWindow *self)
{
  g_return_val_if_fail (FT_IS_WINDOW (self), NULL);
  return self->network;
}

FtPuzzleRun *
ft_window_get_puzzle_run (FtWindow *self)
{
  g_return_val_if_fail (FT_IS_WINDOW (self), NULL);
  return self->puzzles;
}

void
ft_window_set_levels (FtWindow *self, FtConfig *levels)
{
  g_return_if_fail (FT_IS_WINDOW (self));
  ft_puzzle_run_set_levels (self->puzzles, levels);
}

FtLevelPicker *
ft_window_open_level_picker (FtWindow *self)
{
  g_return_val_if_fail (FT_IS_WINDOW (self), NULL);
  return ft_puzzle_run_open_picker (self->puzzles);
}

void
ft_window_play_level (FtWindow *self, guint index)
{
  g_return_if_fail (FT_IS_WINDOW (self));
  ft_puzzle_run_play_level (self->puzzles, index);
}

FtPuzzle *
ft_window_get_puzzle (FtWindow *self)
{
  g_return_val_if_fail (FT_IS_WINDOW (self), NULL);
  return ft_puzzle_run_get_puzzle (self->puzzles);
}

gboolean
ft_window_is_computer_thinking (FtWindow *self)
{
  g_return_val_if_fail (FT_IS_WINDOW (self), FALSE);
  return self->session != NULL && ft_session_is_waiting_for_opponent (self->session);
}

/* ---- Window ------------------------------------------------------------- */

static void
close_now (FtWindow *self)
{
  self->discard_confirmed = TRUE;
  gtk_window_close (GTK_WINDOW (self));
}

static gboolean
ft_window_close_request (GtkWindow *window)
{
  FtWindow *self = FT_WINDOW (window);

  /* An unfinished game saved nowhere is dropped only when the player says
   * so. */
  if (!self->discard_confirmed && !ft_window_may_discard (self, close_now))
    return TRUE;

  /* Quit cancels the search (docs/playing.md#computer-opponent). */
  if (self->session != NULL)
    ft_session_stop (self->session);
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
turn_board_changed_cb (GSettings *settings G_GNUC_UNUSED, const char *key G_GNUC_UNUSED,
                       gpointer user_data)
{
  FtWindow *self = FT_WINDOW (user_data);

  _ft_window_update_board_view (self);
  _ft_window_update_status (self);
}

static void
ft_window_dispose (GObject *object)
{
  FtWindow *self = FT_WINDOW (object);

  drop_session (self); /* first: a host leaving ends its game */
  _ft_window_dispose_trust (self);
  g_clear_object (&self->session_signals);
  g_clear_object (&self->network); /* its bar goes with the template */
  g_clear_object (&self->browser);
  g_clear_object (&self->files);
  g_clear_object (&self->puzzles);
  if (self->settings != NULL)
    g_signal_handlers_disconnect_by_data (self->settings, self);
  g_clear_object (&self->settings);
  g_clear_pointer (&self->setup, ft_game_setup_free);
  g_clear_pointer (&self->config_setup, ft_game_setup_free);
  for (int side = 0; side < 2; side++)
    for (int kind = 0; kind < FT_N_ALL_KINDS; kind++)
      g_clear_object (&self->piece_icons[side][kind]);
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

  g_type_ensure (FT_TYPE_BOARD_VIEW);
  g_type_ensure (FT_TYPE_SIDEBAR);
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/fourteenchess/Fourteen/ui/ft-window.ui");
  gtk_widget_class_bind_template_child (widget_class, FtWindow, board);
  gtk_widget_class_bind_template_child (widget_class, FtWindow, sidebar);
  gtk_widget_class_bind_template_child (widget_class, FtWindow, network_slot);
  gtk_widget_class_bind_template_child (widget_class, FtWindow, toast_overlay);
  gtk_widget_class_bind_template_child_full (widget_class, "menu_button", FALSE, 0);
  gtk_widget_class_bind_template_child_full (widget_class, "primary_menu", FALSE, 0);

  _ft_window_class_init_actions (widget_class);
  ft_game_files_install_actions (widget_class);
  _ft_window_class_init_trust (widget_class);
  _ft_window_class_init_access (widget_class);
  _ft_window_class_init_hint (widget_class);
  _ft_window_class_init_players (widget_class);
  ft_help_window_install_action (widget_class);
}

static void
ft_window_init (FtWindow *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  ft_help_overlay_add_action (GTK_APPLICATION_WINDOW (self));
  ft_lazy_menu_attach (
    GTK_MENU_BUTTON (gtk_widget_get_template_child (GTK_WIDGET (self), FT_TYPE_WINDOW, "menu_button")),
    G_MENU_MODEL (gtk_widget_get_template_child (GTK_WIDGET (self), FT_TYPE_WINDOW, "primary_menu")));
  self->files = ft_game_files_new (self);
  _ft_window_init_trust (self);
  self->puzzles = ft_puzzle_run_new (self);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.statistics", FALSE);

  /* The window observes the session it shows (turns, moves, the end,
   * takebacks): one group, retargeted with every game. */
  self->session_signals = g_signal_group_new (FT_TYPE_SESSION);
  g_signal_group_connect (self->session_signals, "turn-started", G_CALLBACK (turn_started_cb), self);
  g_signal_group_connect (self->session_signals, "move-played", G_CALLBACK (move_played_cb), self);
  g_signal_group_connect (self->session_signals, "game-over", G_CALLBACK (game_over_cb), self);
  g_signal_group_connect (self->session_signals, "position-changed", G_CALLBACK (position_changed_cb), self);

  self->board_model = ft_board_view_get_model (self->board);
  self->browser = ft_move_browser_new (self->board_model, ft_sidebar_get_scoresheet (self->sidebar),
                                       GTK_WIDGET (self), GTK_WIDGET (self->board));
  g_signal_connect_swapped (self->browser, "changed", G_CALLBACK (_ft_window_update_status), self);
  g_signal_connect (self->board, "animation-finished", G_CALLBACK (animation_finished_cb), self);
  g_signal_connect (self->board_model, "refused", G_CALLBACK (refused_cb), self);
  g_signal_connect (self->board_model, "move-requested", G_CALLBACK (move_requested_cb), self);
  g_signal_connect (self->board_model, "premove-dropped", G_CALLBACK (premove_dropped_cb), self);
  g_signal_connect (self->board_model, "changed", G_CALLBACK (board_changed_cb), self);

  _ft_window_init_actions (self);
  /* Escape, E, R and the overview keys act only where the game is played
   * (ft-window-access.c). */
  _ft_window_init_access (self);
  _ft_window_init_hint (self); /* H and the evaluation bar */
  /* Keyboard play starts on the board. */
  gtk_window_set_focus (GTK_WINDOW (self), GTK_WIDGET (self->board));
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
      g_settings_bind (settings, "board-theme", self->board, "theme", G_SETTINGS_BIND_GET);
      /* Unbound again when the config file names "premove" (ft-application.c). */
      g_settings_bind (settings, "premove", self->board_model, "premove", G_SETTINGS_BIND_GET);
      g_settings_bind (settings, "sound", ft_sound_player_get_default (), "enabled",
                       G_SETTINGS_BIND_GET);
      g_signal_connect (settings, "changed::turn-board", G_CALLBACK (turn_board_changed_cb), self);
    }
  return self;
}
