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
#include "ft-names.h"
#include "ft-new-game-dialog.h"
#include "ft-help-overlay.h"
#include "ft-lazy-menu.h"
#include "ft-sound-player.h"
#include "ft-network-controller.h"
#include "ft-window-players.h"
#include "ft-window-private.h"
#include "ft-checkers-view.h"

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
  FtMove move = ft_game_move_get_chess (played);
  FtWindow *self = FT_WINDOW (user_data);

  self->transient_message = NULL;
  /* A move of the game ends browsing (the board returns by itself). */
  _ft_window_stop_browsing (self);
  if ((FtMove) move == FT_MOVE_NONE)
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
      ft_sound_player_play (ft_sound_player_get_default (), sound_of_move ((FtMove) move));
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
  _ft_window_stop_browsing (self);
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

  if (game != NULL && !ft_game_is_over (game) && !self->viewing
      && ft_position_in_check (ft_game_get_position (game)))
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
      /* Stopped and disconnected first: the released hold must not begin
       * a turn. */
      g_signal_handlers_disconnect_by_data (self->session, self);
      ft_session_stop (self->session);
      release_hold (self);
      g_clear_object (&self->session);
      _ft_window_keep_records (self);
    }
  g_clear_handle_id (&self->clock_timeout_id, g_source_remove);
  /* NULL on a second dispose, after the template's children are gone. */
  if (self->board != NULL)
    {
      _ft_window_stop_browsing (self);
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

/* Checkers (docs/checkers.md): its view takes the place of the chess
 * board and sidebar (it joins the box that holds them), and no chess
 * session runs meanwhile. TRUE if the setup is a game of checkers
 * (started). */
static gboolean
show_checkers (FtWindow *self, const FtGameSetup *setup)
{
  gboolean checkers = setup != NULL && setup->game == FT_GAME_KIND_CHECKERS;
  FtCheckersSide computer = FT_CHECKERS_NONE;

  if (checkers && self->checkers_view == NULL)
    {
      self->checkers_view = ft_checkers_view_new ();
      gtk_widget_set_hexpand (self->checkers_view, TRUE);
      gtk_widget_set_vexpand (self->checkers_view, TRUE);
      gtk_box_append (GTK_BOX (gtk_widget_get_parent (GTK_WIDGET (self->board))), self->checkers_view);
    }
  gtk_widget_set_visible (GTK_WIDGET (self->board), !checkers);
  gtk_widget_set_visible (GTK_WIDGET (self->sidebar), !checkers);
  if (self->checkers_view != NULL)
    gtk_widget_set_visible (self->checkers_view, checkers);
  if (!checkers)
    return FALSE;
  if (setup->opponent == FT_OPPONENT_COMPUTER)
    computer = setup->human_colour == FT_WHITE ? FT_CHECKERS_WATER : FT_CHECKERS_FIRE;
  ft_checkers_view_start (FT_CHECKERS_VIEW (self->checkers_view), FT_CHECKERS_RULES_BOMBS, computer,
                          (FtCheckersLevel) setup->level);
  gtk_widget_grab_focus (GTK_WIDGET (ft_checkers_view_get_board (FT_CHECKERS_VIEW (self->checkers_view))));
  return TRUE;
}

/* A new game of self->setup, or `existing` (an opened record) with the
 * players of self->setup, or a network game's `session` (its host or client
 * starts it); `start` begins its turns. */
static void
new_game_with (FtWindow *self, FtGame *existing, FtSession *session, gboolean start)
{
  _ft_window_puzzle_session_replaced (self, session);
  drop_session (self);
  self->transient_message = NULL;
  self->paused = !start;
  self->low_time_warned[FT_WHITE] = self->low_time_warned[FT_BLACK] = FALSE;
  self->fog_shown_side = -1;
  if (self->setup == NULL || show_checkers (self, start && existing == NULL && session == NULL ? self->setup : NULL))
    return;

  self->session = session != NULL ? g_object_ref (session)
                                  : new_session (self, self->setup, existing);
  /* Another game may give its own kinds other looks. */
  for (int side = 0; side < 2; side++)
    for (int kind = FT_CUSTOM_FIRST; kind < FT_N_ALL_KINDS; kind++)
      g_clear_object (&self->piece_icons[side][kind]);
  g_signal_connect (self->session, "turn-started", G_CALLBACK (turn_started_cb), self);
  g_signal_connect (self->session, "move-played", G_CALLBACK (move_played_cb), self);
  g_signal_connect (self->session, "game-over", G_CALLBACK (game_over_cb), self);
  g_signal_connect (self->session, "position-changed", G_CALLBACK (position_changed_cb), self);
  ft_board_view_set_animation_timing (self->board, self->setup->piece_movement_speed,
                                      self->setup->max_movement_time);
  ft_board_model_set_choose_promotion (self->board_model, ft_game_setup_chooses_promotion (self->setup));
  ft_board_model_set_game (self->board_model, ft_session_get_game (self->session));
  _ft_window_update_moves (self);
  _ft_window_update_board_view (self);
  if (start && session == NULL)
    {
      ft_sound_player_play (ft_sound_player_get_default (), FT_SOUND_GAME_START);
      ft_session_start (self->session);
    }
  _ft_window_keep_records (self);
  _ft_window_seat_players (self, existing != NULL);
  _ft_window_update_status (self);
}

static void
new_game (FtWindow *self, gboolean start)
{
  new_game_with (self, NULL, NULL, start);
}

/* A puzzle's session (ft-window-puzzles.c): shown and started. */
void
_ft_window_show_session (FtWindow *self, FtSession *session)
{
  _ft_window_set_network (self, NULL);
  if (self->setup == NULL)
    self->setup = ft_game_setup_new_default ();
  new_game_with (self, NULL, session, TRUE);
  ft_session_start (session);
}

/* ---- Network games (ft-network-controller.c) ---------------------------- */

void
_ft_window_set_network (FtWindow *self, FtNetworkController *network)
{
  if (self->network != NULL)
    {
      FtNetworkController *old = g_steal_pointer (&self->network);

      /* A host's goodbye ends its game: not this window's business now. */
      if (self->session != NULL)
        g_signal_handlers_disconnect_by_data (self->session, self);
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
_ft_window_show_network_session (FtWindow *self, FtSession *session)
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
  _ft_window_set_network (self, NULL);
  new_game_with (self, game, NULL, TRUE);
}

void
ft_window_start (FtWindow *self, const FtGameSetup *setup)
{
  g_return_if_fail (FT_IS_WINDOW (self));
  g_return_if_fail (setup != NULL && setup->start != NULL);

  ft_game_setup_free (self->setup);
  self->setup = ft_game_setup_copy (setup);
  _ft_window_set_network (self, NULL);
  new_game (self, TRUE);
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

void
ft_window_apply_preferences (FtWindow *self)
{
  g_autofree char *level_name = NULL;
  g_autofree char *colour_name = NULL;
  int value;

  g_return_if_fail (FT_IS_WINDOW (self));

  if (self->settings == NULL || self->setup == NULL)
    return;
  level_name = g_settings_get_string (self->settings, "difficulty");
  colour_name = g_settings_get_string (self->settings, "player-colour");
  /* This window's own setup: a key its config file names wins. */
  if (!self->config_sets_level && ft_name_parse (FT_TYPE_LEVEL, level_name, &value))
    {
      self->setup->level = value;
      /* The computer plays at the new level from its next search. */
      for (int side = 0; self->session != NULL && side < 2; side++)
        {
          FtPlayer *player = ft_session_get_player (self->session, side);

          if (FT_IS_COMPUTER_PLAYER (player))
            ft_computer_player_set_level (FT_COMPUTER_PLAYER (player), value);
        }
    }
  if (!self->config_sets_colour && ft_name_parse (FT_TYPE_COLOUR, colour_name, &value))
    self->setup->human_colour = value;
  _ft_window_update_status (self);
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
  FtGame *game = _ft_window_current_game (self);
  guint local;
  FtColour side;

  if (game == NULL || ft_game_is_over (game) || self->paused)
    return;
  local = ft_session_get_local_colours (self->session);
  if (local == 0)
    return;
  if (self->network != NULL)
    {
      ft_network_controller_resign (self->network);
      return;
    }
  /* Against another kind of player the local player resigns; between two
   * people the side to move does. */
  side = local == (1u << FT_BLACK)   ? FT_BLACK
         : local == (1u << FT_WHITE) ? FT_WHITE
                                     : ft_game_get_turn (game);
  ft_session_resign (self->session, side);
}

static void
restart_now (FtWindow *self)
{
  if (!_ft_window_restart_puzzle (self))
    new_game (self, TRUE);
}

static void
restart_action (GtkWidget *widget, const char *action_name G_GNUC_UNUSED,
                GVariant *parameter G_GNUC_UNUSED)
{
  FtWindow *self = FT_WINDOW (widget);

  /* A network game restarts only as a rematch both agree to. */
  if (self->network != NULL)
    ft_network_controller_offer (self->network, FT_NET_OFFER_REMATCH);
  /* Behind the config error dialog only its answer starts a game. */
  else if (self->setup != NULL && !self->paused && _ft_window_may_discard (self, restart_now))
    restart_now (self);
}

static void
flip_action (GtkWidget *widget, const char *action_name G_GNUC_UNUSED,
             GVariant *parameter G_GNUC_UNUSED)
{
  FtWindow *self = FT_WINDOW (widget);

  self->flipped = !self->flipped;
  _ft_window_update_board_view (self);
  _ft_window_update_status (self);
}

/* Ctrl+Z / Ctrl+Shift+Z (docs/playing.md#takeback). */
static void
undo_action (GtkWidget *widget, const char *action_name G_GNUC_UNUSED,
             GVariant *parameter G_GNUC_UNUSED)
{
  FtWindow *self = FT_WINDOW (widget);

  /* Over the network, a takeback is asked of the opponent. */
  if (self->network != NULL && self->session != NULL && ft_session_get_local_colours (self->session) != 0)
    ft_network_controller_offer (self->network, FT_NET_OFFER_TAKEBACK);
  else if (self->checkers_view != NULL && gtk_widget_get_visible (self->checkers_view))
    ft_checkers_view_undo (FT_CHECKERS_VIEW (self->checkers_view));
  else if (self->session != NULL && !self->paused && ft_session_get_local_colours (self->session) != 0)
    ft_session_take_back (self->session);
}

static void
redo_action (GtkWidget *widget, const char *action_name G_GNUC_UNUSED,
             GVariant *parameter G_GNUC_UNUSED)
{
  FtWindow *self = FT_WINDOW (widget);

  if (self->network == NULL && self->session != NULL && !self->paused
      && ft_session_get_local_colours (self->session) != 0)
    ft_session_redo (self->session);
}

/* Ctrl+M: sound on or off (the "sound" preference). */
static void
mute_action (GtkWidget *widget, const char *action_name G_GNUC_UNUSED,
             GVariant *parameter G_GNUC_UNUSED)
{
  FtWindow *self = FT_WINDOW (widget);
  FtSoundPlayer *sounds = ft_sound_player_get_default ();

  if (self->settings != NULL)
    g_settings_set_boolean (self->settings, "sound", !g_settings_get_boolean (self->settings, "sound"));
  else
    ft_sound_player_set_enabled (sounds, !ft_sound_player_get_enabled (sounds));
}

static void
start_chosen_now (FtWindow *self)
{
  g_autoptr (FtGameSetup) setup = g_object_steal_data (G_OBJECT (self), "chosen-setup");

  if (setup == NULL)
    return;
  self->flipped = FALSE;
  self->config_sets_colour = self->config_sets_level = FALSE;
  ft_window_start (self, setup);
}

static void
new_game_start_cb (FtNewGameDialog *dialog G_GNUC_UNUSED, FtGameSetup *setup, gpointer user_data)
{
  FtWindow *self = FT_WINDOW (user_data);

  g_object_set_data_full (G_OBJECT (self), "chosen-setup", ft_game_setup_copy (setup),
                          (GDestroyNotify) ft_game_setup_free);
  if (_ft_window_may_discard (self, start_chosen_now))
    start_chosen_now (self);
}

static void
new_game_action (GtkWidget *widget, const char *action_name G_GNUC_UNUSED,
                 GVariant *parameter G_GNUC_UNUSED)
{
  FtWindow *self = FT_WINDOW (widget);
  FtNewGameDialog *dialog;

  if (self->paused)
    return;
  dialog = ft_window_open_new_game_dialog (self);
  (void) dialog;
}

static void
host_network_action (GtkWidget *widget, const char *action_name G_GNUC_UNUSED,
                     GVariant *parameter G_GNUC_UNUSED)
{
  if (!FT_WINDOW (widget)->paused)
    ft_network_controller_open_host_dialog (FT_WINDOW (widget));
}

static void
join_network_action (GtkWidget *widget, const char *action_name G_GNUC_UNUSED,
                     GVariant *parameter G_GNUC_UNUSED)
{
  if (!FT_WINDOW (widget)->paused)
    ft_network_controller_open_join_dialog (FT_WINDOW (widget));
}

FtNewGameDialog *
ft_window_open_new_game_dialog (FtWindow *self)
{
  g_autoptr (FtGameSetup) fallback = NULL;
  const FtGameSetup *config_setup = self->config_setup;
  FtNewGameDialog *dialog;

  g_return_val_if_fail (FT_IS_WINDOW (self), NULL);

  if (config_setup == NULL)
    config_setup = fallback = ft_game_setup_new_default ();
  dialog = ft_new_game_dialog_new (GTK_WINDOW (self), self->settings, config_setup);
  g_signal_connect_object (dialog, "start", G_CALLBACK (new_game_start_cb), self, 0);
  gtk_window_present (GTK_WINDOW (dialog));
  return dialog;
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
  if (!self->discard_confirmed && !_ft_window_may_discard (self, close_now))
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
  g_clear_object (&self->network); /* its bar goes with the template */
  _ft_window_dispose_history (self);
  _ft_window_dispose_records (self);
  _ft_window_dispose_puzzles (self);
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

  gtk_widget_class_install_action (widget_class, "win.resign", NULL, resign_action);
  gtk_widget_class_install_action (widget_class, "win.restart", NULL, restart_action);
  gtk_widget_class_install_action (widget_class, "win.flip", NULL, flip_action);
  gtk_widget_class_install_action (widget_class, "win.new-game", NULL, new_game_action);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_n, GDK_CONTROL_MASK, "win.new-game",
                                       NULL);
  gtk_widget_class_install_action (widget_class, "win.mute", NULL, mute_action);
  gtk_widget_class_install_action (widget_class, "win.host-network", NULL, host_network_action);
  gtk_widget_class_install_action (widget_class, "win.join-network", NULL, join_network_action);
  gtk_widget_class_install_action (widget_class, "win.undo", NULL, undo_action);
  gtk_widget_class_install_action (widget_class, "win.redo", NULL, redo_action);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_z, GDK_CONTROL_MASK, "win.undo", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_z, GDK_CONTROL_MASK | GDK_SHIFT_MASK,
                                       "win.redo", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Z, GDK_CONTROL_MASK | GDK_SHIFT_MASK,
                                       "win.redo", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_m, GDK_CONTROL_MASK, "win.mute", NULL);
  _ft_window_class_init_history (widget_class);
  _ft_window_class_init_records (widget_class);
  _ft_window_class_init_puzzles (widget_class);
  _ft_window_class_init_players (widget_class);
}

static void
ft_window_init (FtWindow *self)
{
  GtkEventController *shortcuts;

  gtk_widget_init_template (GTK_WIDGET (self));
  ft_help_overlay_add_action (GTK_APPLICATION_WINDOW (self));
  ft_lazy_menu_attach (
    GTK_MENU_BUTTON (gtk_widget_get_template_child (GTK_WIDGET (self), FT_TYPE_WINDOW, "menu_button")),
    G_MENU_MODEL (gtk_widget_get_template_child (GTK_WIDGET (self), FT_TYPE_WINDOW, "primary_menu")));
  self->fog_shown_side = -1;
  _ft_window_init_history (self);
  _ft_window_init_records (self);
  _ft_window_init_puzzles (self);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.statistics", FALSE);

  self->board_model = ft_board_view_get_model (self->board);
  g_signal_connect (self->board, "animation-finished", G_CALLBACK (animation_finished_cb), self);
  g_signal_connect (self->board_model, "refused", G_CALLBACK (refused_cb), self);
  g_signal_connect (self->board_model, "move-requested", G_CALLBACK (move_requested_cb), self);
  g_signal_connect (self->board_model, "premove-dropped", G_CALLBACK (premove_dropped_cb), self);

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
  gtk_shortcut_controller_add_shortcut (GTK_SHORTCUT_CONTROLLER (shortcuts),
                                        gtk_shortcut_new (gtk_shortcut_trigger_parse_string ("f|<Shift>f"),
                                                          gtk_named_action_new ("win.flip")));
  gtk_widget_add_controller (GTK_WIDGET (self), shortcuts);
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
