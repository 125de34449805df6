/* ft-game-stage.c — see ft-game-stage.h.
 *
 * The path of a move: the board model emits "move-requested" → the stage
 * asks the session (ft_session_request) → the session's human player plays
 * it on the game → the session emits "move-played" → the stage holds the
 * session and shows the move (ft_board_model_show_move; the board view
 * animates it), then asks for the status (no "Check!" while it travels) →
 * the view's "animation-finished" releases the hold → the session begins
 * the next turn (its clock starts; a computer player starts thinking).
 * A move is shown once the autosave has it (ft_game_stage_set_keeper).
 */
#include "config.h"

#include <glib/gi18n.h>

#include "ft-computer-player.h"
#include "ft-enums.h"
#include "ft-game-stage.h"
#include "ft-marks.h"
#include "ft-names.h"

struct _FtGameStage
{
  GObject parent_instance;

  GtkWindow *window; /* weak: the window owns the stage */
  FtBoardView *board;
  FtBoardModel *board_model; /* the board's model (the board owns it) */
  AdwToastOverlay *toasts;
  GSettings *settings;

  FtGameSetup *setup;        /* what restarts replay */
  FtGameSetup *config_setup; /* the config's own ("From the configuration") */
  gboolean config_sets_colour;
  gboolean config_sets_level;

  FtSession *session;
  GSignalGroup *session_signals; /* the stage's handlers on `session` */
  gboolean holding;              /* the session waits for the board's animation */
  gboolean autoplay;
  guint64 autoplay_seed;
  gboolean frozen;  /* behind the config error dialog: no game runs */
  gboolean flipped; /* the player turned the board (F) */
  int fog_shown_side;
  GObject *network;

  char *transient_message; /* until the next move */

  FtStageGuard guard;
  gpointer guard_data;

  /* Moves played and not shown until their autosave is on disk. */
  FtRecordKeeper *keeper;
  GPtrArray *waiting; /* FtGameMove; non-empty: the session is held for them */
};

G_DEFINE_FINAL_TYPE (FtGameStage, ft_game_stage, G_TYPE_OBJECT)

enum
{
  SESSION_REPLACING,
  SESSION_CHANGED,
  GAME_STARTED,
  GAME_SHOWN,
  RETURN_TO_LIVE,
  MOVE_SHOWN,
  VIEW_CHANGED,
  MOVES_CHANGED,
  STATUS_CHANGED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

/* ---- Session events ------------------------------------------------------ */

static void
release_hold (FtGameStage *self)
{
  if (!self->holding)
    return;
  self->holding = FALSE;
  ft_session_release (self->session);
}

static void
release_waiting (FtGameStage *self)
{
  if (self->waiting->len == 0)
    return;
  g_ptr_array_set_size (self->waiting, 0);
  ft_session_release (self->session);
}

static void
turn_started_cb (FtSession *session G_GNUC_UNUSED, int side G_GNUC_UNUSED, gpointer user_data)
{
  FtGameStage *self = user_data;

  ft_game_stage_update_view (self);
  ft_game_stage_update_status (self);
}

/* The board starts travelling before the status is asked for, so that the
 * side panel never announces what has not arrived yet. */
static void
show_played (FtGameStage *self, FtSession *session, const FtGameMove *played)
{
  g_clear_pointer (&self->transient_message, g_free);
  /* A move of the game ends browsing (the board returns by itself). */
  g_signal_emit (self, signals[RETURN_TO_LIVE], 0);
  if (ft_game_move_is_pass (played))
    {
      FtColour passed = FT_OTHER_COLOUR (ft_game_get_turn (ft_session_get_game (session)));

      self->transient_message = g_strdup (passed == FT_WHITE ? _("White’s time for the move ran out")
                                                             : _("Black’s time for the move ran out"));
      ft_board_model_show_move (self->board_model, played);
    }
  else
    {
      release_hold (self);
      ft_session_hold (session);
      self->holding = TRUE;
      ft_board_model_show_move (self->board_model, played);
      g_signal_emit (self, signals[MOVE_SHOWN], 0, played);
    }
  g_signal_emit (self, signals[MOVES_CHANGED], 0);
  ft_game_stage_update_status (self);
}

static void
move_played_cb (FtSession *session, const FtGameMove *played, gpointer user_data)
{
  FtGameStage *self = user_data;

  if (self->keeper != NULL && (self->waiting->len > 0 || !ft_record_keeper_is_autosaved (self->keeper)))
    {
      if (self->waiting->len == 0)
        ft_session_hold (session);
      g_ptr_array_add (self->waiting, ft_game_move_copy (played));
      return;
    }
  show_played (self, session, played);
}

static void
show_waiting (FtGameStage *self)
{
  if (self->waiting->len == 0 || self->session == NULL || !ft_record_keeper_is_autosaved (self->keeper))
    return;
  for (guint i = 0; i < self->waiting->len; i++)
    show_played (self, self->session, g_ptr_array_index (self->waiting, i));
  release_waiting (self); /* a shown move holds the session until it lands */
}

void
ft_game_stage_set_keeper (FtGameStage *self, FtRecordKeeper *keeper)
{
  g_return_if_fail (FT_IS_GAME_STAGE (self) && self->keeper == NULL);
  self->keeper = g_object_ref (keeper);
  g_signal_connect_object (keeper, "autosaved", G_CALLBACK (show_waiting), self, G_CONNECT_SWAPPED);
}

static void
game_over_cb (FtSession *session G_GNUC_UNUSED, int result G_GNUC_UNUSED, int reason G_GNUC_UNUSED,
              gpointer user_data)
{
  FtGameStage *self = user_data;

  g_clear_pointer (&self->transient_message, g_free);
  g_signal_emit (self, signals[MOVES_CHANGED], 0); /* fog of war: the moves are revealed */
  ft_game_stage_update_view (self);
  ft_game_stage_update_status (self);
}

/* Moves were taken back or replayed: show the game's position as it is now
 * (no animation), with nothing pending. */
static void
position_changed_cb (FtSession *session, gpointer user_data)
{
  FtGameStage *self = user_data;

  release_waiting (self); /* the position shown has them */
  release_hold (self);
  g_clear_pointer (&self->transient_message, g_free);
  g_signal_emit (self, signals[RETURN_TO_LIVE], 0);
  ft_board_model_set_game (self->board_model, ft_session_get_game (session));
  g_signal_emit (self, signals[MOVES_CHANGED], 0);
  ft_game_stage_update_view (self);
  ft_game_stage_update_status (self);
}

/* The move has arrived on the board: only now may the next turn (and its
 * clock) begin (docs/playing.md#clocks). */
static void
animation_finished_cb (FtBoardView *board G_GNUC_UNUSED, gpointer user_data)
{
  FtGameStage *self = user_data;

  if (self->session != NULL)
    release_hold (self);
  ft_game_stage_update_status (self);
}

static void
move_requested_cb (FtBoardModel *board G_GNUC_UNUSED, const FtGameMove *move, gpointer user_data)
{
  FtGameStage *self = user_data;

  if (self->session == NULL || self->frozen)
    return;
  if (!ft_session_request (self->session, move))
    ft_game_stage_update_status (self);
}

/* "You must defend your king!", or the rules' reason ("Not your piece" only
 * the board says, to screen readers). */
static void
refused_cb (FtBoardModel *board G_GNUC_UNUSED, guint reason, const char *message,
            int cell G_GNUC_UNUSED, gpointer user_data)
{
  FtGameStage *self = user_data;

  if (reason == FT_BOARD_REFUSAL_NOT_YOUR_PIECE || message == NULL)
    return;
  ft_game_stage_set_transient_message (self, message);
  ft_game_stage_update_status (self);
}

/* A checkers turn being built may now end (End Turn, the message). */
static void
board_changed_cb (FtBoardModel *board, gpointer user_data)
{
  if (ft_board_model_get_kind (board) == FT_GAME_KIND_CHECKERS)
    ft_game_stage_update_status (user_data);
}

/* The premove was not legal when the turn came (docs/playing.md#premoves). */
static void
premove_dropped_cb (FtBoardModel *board G_GNUC_UNUSED, int from, int to, gpointer user_data)
{
  FtGameStage *self = user_data;
  char from_name[4], to_name[4];
  g_autofree char *message = NULL;

  ft_square_to_string (ft_cell_to_chess (from), from_name);
  ft_square_to_string (ft_cell_to_chess (to), to_name);
  /* TRANSLATORS: %s%s are two squares, e.g. "e2" and "e4" */
  message = g_strdup_printf (_("Premove %s%s was not legal"), from_name, to_name);
  ft_game_stage_set_transient_message (self, message);
  ft_game_stage_update_status (self);
}

/* ---- Games ----------------------------------------------------------------- */

static void
drop_session (FtGameStage *self)
{
  if (self->session != NULL)
    {
      /* Stopped and no longer observed first: the released hold must not
       * begin a turn. */
      g_signal_group_set_target (self->session_signals, NULL);
      ft_session_stop (self->session);
      release_waiting (self);
      release_hold (self);
      g_clear_object (&self->session);
    }
  if (self->board_model != NULL)
    {
      g_signal_emit (self, signals[RETURN_TO_LIVE], 0);
      ft_board_model_set_game (self->board_model, NULL);
    }
}

static FtSession *
new_session (FtGameStage *self, const FtGameSetup *setup, FtGame *existing)
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
 * players of self->setup, or a network game's or a puzzle's `session` (its
 * owner starts it); `start` begins its turns. */
static void
new_game_with (FtGameStage *self, FtGame *existing, FtSession *session, gboolean start)
{
  g_signal_emit (self, signals[SESSION_REPLACING], 0, session);
  drop_session (self);
  g_clear_pointer (&self->transient_message, g_free);
  self->frozen = !start;
  self->fog_shown_side = -1;
  if (self->setup == NULL)
    {
      g_signal_emit (self, signals[SESSION_CHANGED], 0, FALSE);
      g_signal_emit (self, signals[MOVES_CHANGED], 0);
      return;
    }

  self->session = session != NULL ? g_object_ref (session) : new_session (self, self->setup, existing);
  g_signal_group_set_target (self->session_signals, self->session);
  ft_board_view_set_animation_timing (self->board, self->setup->piece_movement_speed,
                                      self->setup->max_movement_time);
  ft_board_model_set_choose_promotion (self->board_model, ft_game_setup_chooses_promotion (self->setup));
  ft_board_model_set_game (self->board_model, ft_session_get_game (self->session));
  /* Before it starts: a pause held by a dialog applies to its first turn. */
  g_signal_emit (self, signals[SESSION_CHANGED], 0, existing != NULL);
  g_signal_emit (self, signals[MOVES_CHANGED], 0);
  ft_game_stage_update_view (self);
  if (start && session == NULL)
    {
      g_signal_emit (self, signals[GAME_STARTED], 0);
      ft_session_start (self->session);
    }
  g_signal_emit (self, signals[GAME_SHOWN], 0, existing != NULL);
  ft_game_stage_update_status (self);
}

static void
replace_setup (FtGameStage *self, const FtGameSetup *setup)
{
  FtGameSetup *copy = ft_game_setup_copy (setup);

  ft_game_setup_free (self->setup);
  self->setup = copy;
}

void
ft_game_stage_start (FtGameStage *self, const FtGameSetup *setup)
{
  g_return_if_fail (FT_IS_GAME_STAGE (self));
  g_return_if_fail (setup != NULL && setup->start != NULL);

  replace_setup (self, setup);
  ft_game_stage_set_network (self, NULL);
  new_game_with (self, NULL, NULL, TRUE);
}

void
ft_game_stage_start_game (FtGameStage *self, const FtGameSetup *setup, FtGame *game)
{
  g_return_if_fail (FT_IS_GAME_STAGE (self));
  g_return_if_fail (setup != NULL && setup->start != NULL);
  g_return_if_fail (FT_IS_GAME (game));

  replace_setup (self, setup);
  ft_game_stage_set_network (self, NULL);
  new_game_with (self, game, NULL, TRUE);
}

void
ft_game_stage_restart (FtGameStage *self)
{
  g_return_if_fail (FT_IS_GAME_STAGE (self));
  new_game_with (self, NULL, NULL, TRUE);
}

void
ft_game_stage_freeze (FtGameStage *self, const FtGameSetup *setup)
{
  g_return_if_fail (FT_IS_GAME_STAGE (self));
  g_return_if_fail (setup != NULL);

  replace_setup (self, setup);
  new_game_with (self, NULL, NULL, FALSE);
}

void
ft_game_stage_show_session (FtGameStage *self, FtSession *session)
{
  g_return_if_fail (FT_IS_GAME_STAGE (self));
  g_return_if_fail (FT_IS_SESSION (session));

  self->flipped = FALSE;
  ft_game_stage_set_network (self, NULL);
  if (self->setup == NULL)
    self->setup = ft_game_setup_new_default ();
  new_game_with (self, NULL, session, TRUE);
  ft_session_start (session);
}

void
ft_game_stage_show_network_session (FtGameStage *self, FtSession *session)
{
  g_return_if_fail (FT_IS_GAME_STAGE (self));
  g_return_if_fail (FT_IS_SESSION (session));

  if (self->setup == NULL)
    self->setup = ft_game_setup_new_default ();
  self->flipped = FALSE;
  new_game_with (self, NULL, session, TRUE);
}

/* ---- Getters and the simple settings --------------------------------------- */

void
ft_game_stage_set_settings (FtGameStage *self, GSettings *settings)
{
  g_return_if_fail (FT_IS_GAME_STAGE (self));
  g_set_object (&self->settings, settings);
}

GSettings *
ft_game_stage_get_settings (FtGameStage *self)
{
  g_return_val_if_fail (FT_IS_GAME_STAGE (self), NULL);
  return self->settings;
}

GtkWindow *
ft_game_stage_get_window (FtGameStage *self)
{
  g_return_val_if_fail (FT_IS_GAME_STAGE (self), NULL);
  return self->window;
}

FtBoardView *
ft_game_stage_get_board (FtGameStage *self)
{
  g_return_val_if_fail (FT_IS_GAME_STAGE (self), NULL);
  return self->board;
}

FtBoardModel *
ft_game_stage_get_board_model (FtGameStage *self)
{
  g_return_val_if_fail (FT_IS_GAME_STAGE (self), NULL);
  return self->board_model;
}

FtSession *
ft_game_stage_get_session (FtGameStage *self)
{
  g_return_val_if_fail (FT_IS_GAME_STAGE (self), NULL);
  return self->session;
}

FtGame *
ft_game_stage_get_game (FtGameStage *self)
{
  g_return_val_if_fail (FT_IS_GAME_STAGE (self), NULL);
  return self->session != NULL ? ft_session_get_game (self->session) : NULL;
}

const FtGameSetup *
ft_game_stage_get_setup (FtGameStage *self)
{
  g_return_val_if_fail (FT_IS_GAME_STAGE (self), NULL);
  return self->setup;
}

void
ft_game_stage_set_config_setup (FtGameStage *self, const FtGameSetup *config_setup,
                                gboolean sets_colour, gboolean sets_level)
{
  FtGameSetup *copy;

  g_return_if_fail (FT_IS_GAME_STAGE (self));

  copy = config_setup != NULL ? ft_game_setup_copy (config_setup) : NULL;
  ft_game_setup_free (self->config_setup);
  self->config_setup = copy;
  self->config_sets_colour = sets_colour;
  self->config_sets_level = sets_level;
}

const FtGameSetup *
ft_game_stage_get_config_setup (FtGameStage *self)
{
  g_return_val_if_fail (FT_IS_GAME_STAGE (self), NULL);
  return self->config_setup;
}

gboolean
ft_game_stage_config_sets_colour (FtGameStage *self)
{
  g_return_val_if_fail (FT_IS_GAME_STAGE (self), FALSE);
  return self->config_sets_colour;
}

gboolean
ft_game_stage_config_sets_level (FtGameStage *self)
{
  g_return_val_if_fail (FT_IS_GAME_STAGE (self), FALSE);
  return self->config_sets_level;
}

void
ft_game_stage_apply_preferences (FtGameStage *self, gboolean keep_players)
{
  g_autofree char *level_name = NULL;
  g_autofree char *colour_name = NULL;
  int value;

  g_return_if_fail (FT_IS_GAME_STAGE (self));

  if (self->settings == NULL || self->setup == NULL)
    return;
  level_name = g_settings_get_string (self->settings, "difficulty");
  colour_name = g_settings_get_string (self->settings, "player-colour");
  /* This window's own setup: a key its config file names wins. */
  if (!self->config_sets_level && ft_name_parse (FT_TYPE_LEVEL, level_name, &value))
    {
      self->setup->level = value;
      /* From the computer's next search. */
      for (int side = 0; self->session != NULL && !keep_players && side < 2; side++)
        {
          FtPlayer *player = ft_session_get_player (self->session, side);

          if (FT_IS_COMPUTER_PLAYER (player))
            ft_computer_player_set_level (FT_COMPUTER_PLAYER (player), value);
        }
    }
  if (!self->config_sets_colour && ft_name_parse (FT_TYPE_COLOUR, colour_name, &value))
    self->setup->human_colour = value;
  ft_game_stage_update_status (self);
}

gboolean
ft_game_stage_is_frozen (FtGameStage *self)
{
  g_return_val_if_fail (FT_IS_GAME_STAGE (self), FALSE);
  return self->frozen;
}

void
ft_game_stage_set_autoplay (FtGameStage *self, gboolean autoplay, guint64 seed)
{
  g_return_if_fail (FT_IS_GAME_STAGE (self));
  self->autoplay = autoplay;
  self->autoplay_seed = seed;
}

gboolean
ft_game_stage_get_autoplay (FtGameStage *self)
{
  g_return_val_if_fail (FT_IS_GAME_STAGE (self), FALSE);
  return self->autoplay;
}

void
ft_game_stage_set_network (FtGameStage *self, GObject *network)
{
  g_return_if_fail (FT_IS_GAME_STAGE (self));

  if (network == self->network)
    return;
  /* A host's goodbye ends its game: no business of the stage's now. */
  if (self->network != NULL && self->session_signals != NULL)
    g_signal_group_set_target (self->session_signals, NULL);
  g_set_object (&self->network, network);
}

GObject *
ft_game_stage_get_network (FtGameStage *self)
{
  g_return_val_if_fail (FT_IS_GAME_STAGE (self), NULL);
  return self->network;
}

/* ---- How the board shows it ----------------------------------------------- */

void
ft_game_stage_set_flipped (FtGameStage *self, gboolean flipped)
{
  g_return_if_fail (FT_IS_GAME_STAGE (self));
  self->flipped = flipped;
}

gboolean
ft_game_stage_get_flipped (FtGameStage *self)
{
  g_return_val_if_fail (FT_IS_GAME_STAGE (self), FALSE);
  return self->flipped;
}

FtColour
ft_game_stage_get_bottom_colour (FtGameStage *self)
{
  FtColour bottom = FT_WHITE;
  FtGame *game;

  g_return_val_if_fail (FT_IS_GAME_STAGE (self), FT_WHITE);

  game = ft_game_stage_get_game (self);
  if (game != NULL)
    {
      guint local = ft_session_get_local_colours (self->session);

      if (local == (1u << FT_BLACK))
        bottom = FT_BLACK;
      else if (local == 0 || local == (1u << FT_WHITE))
        bottom = FT_WHITE;
      else if (self->settings != NULL && g_settings_get_boolean (self->settings, "turn-board"))
        bottom = ft_game_get_turn (game);
      else
        bottom = self->setup != NULL ? self->setup->human_colour : FT_WHITE;
    }
  return self->flipped ? FT_OTHER_COLOUR (bottom) : bottom;
}

void
ft_game_stage_set_fog_shown_side (FtGameStage *self, int side)
{
  g_return_if_fail (FT_IS_GAME_STAGE (self));
  self->fog_shown_side = side;
}

/* Whose view the board shows: the one local player's, or between two
 * people the side that last said "I am …" on the pass screen, else the side
 * to move's; -1 (everything) when no one plays here or the game is not a
 * fog-of-war game. */
int
ft_game_stage_get_fog_viewer (FtGameStage *self)
{
  FtGame *game;
  guint local;

  g_return_val_if_fail (FT_IS_GAME_STAGE (self), -1);

  game = ft_game_stage_get_game (self);
  if (game == NULL || ft_game_get_kind (game) != FT_GAME_KIND_CHESS || !ft_game_get_position (game)->fog)
    return -1;
  local = ft_session_get_local_colours (self->session);
  if (local == (1u << FT_WHITE))
    return FT_WHITE;
  if (local == (1u << FT_BLACK))
    return FT_BLACK;
  if (local == 0)
    return -1;
  if (self->fog_shown_side >= 0)
    return self->fog_shown_side;
  return (int) ft_game_get_turn (game);
}

void
ft_game_stage_set_transient_message (FtGameStage *self, const char *message)
{
  char *copy;

  g_return_if_fail (FT_IS_GAME_STAGE (self));

  copy = g_strdup (message);
  g_free (self->transient_message);
  self->transient_message = copy;
}

const char *
ft_game_stage_get_transient_message (FtGameStage *self)
{
  g_return_val_if_fail (FT_IS_GAME_STAGE (self), NULL);
  return self->transient_message;
}

/* ---- What the objects beside the window ask -------------------------------- */

void
ft_game_stage_add_toast (FtGameStage *self, AdwToast *toast)
{
  g_return_if_fail (FT_IS_GAME_STAGE (self));
  g_return_if_fail (ADW_IS_TOAST (toast));

  if (self->toasts != NULL)
    adw_toast_overlay_add_toast (self->toasts, toast);
  else
    g_object_unref (g_object_ref_sink (toast));
}

void
ft_game_stage_update_status (FtGameStage *self)
{
  g_return_if_fail (FT_IS_GAME_STAGE (self));
  g_signal_emit (self, signals[STATUS_CHANGED], 0);
}

void
ft_game_stage_update_view (FtGameStage *self)
{
  g_return_if_fail (FT_IS_GAME_STAGE (self));
  g_signal_emit (self, signals[VIEW_CHANGED], 0);
}

void
ft_game_stage_set_guard (FtGameStage *self, FtStageGuard guard, gpointer guard_data)
{
  g_return_if_fail (FT_IS_GAME_STAGE (self));
  self->guard = guard;
  self->guard_data = guard_data;
}

gboolean
ft_game_stage_may_replace (FtGameStage *self, FtStageThen then, gpointer data)
{
  g_return_val_if_fail (FT_IS_GAME_STAGE (self), FALSE);
  return self->guard == NULL || self->guard (self->guard_data, then, data);
}

/* ---- The object ------------------------------------------------------------ */

static void
ft_game_stage_dispose (GObject *object)
{
  FtGameStage *self = FT_GAME_STAGE (object);

  drop_session (self); /* first: a host leaving ends its game */
  g_clear_object (&self->network);
  if (self->board_model != NULL)
    g_signal_handlers_disconnect_by_data (self->board_model, self);
  if (self->board != NULL)
    g_signal_handlers_disconnect_by_data (self->board, self);
  g_clear_object (&self->board_model);
  g_clear_object (&self->board);
  g_clear_object (&self->session_signals);
  g_clear_object (&self->keeper);
  g_clear_pointer (&self->waiting, g_ptr_array_unref);
  g_clear_object (&self->settings);
  g_clear_pointer (&self->setup, ft_game_setup_free);
  g_clear_pointer (&self->config_setup, ft_game_setup_free);
  g_clear_pointer (&self->transient_message, g_free);
  G_OBJECT_CLASS (ft_game_stage_parent_class)->dispose (object);
}

static void
ft_game_stage_class_init (FtGameStageClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GType type = G_TYPE_FROM_CLASS (klass);

  object_class->dispose = ft_game_stage_dispose;

  signals[SESSION_REPLACING] = g_signal_new ("session-replacing", type, G_SIGNAL_RUN_LAST, 0, NULL, NULL,
                                             NULL, G_TYPE_NONE, 1, FT_TYPE_SESSION);
  signals[SESSION_CHANGED] = g_signal_new ("session-changed", type, G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                                           G_TYPE_NONE, 1, G_TYPE_BOOLEAN);
  signals[GAME_STARTED] = g_signal_new ("game-started", type, G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                                        G_TYPE_NONE, 0);
  signals[GAME_SHOWN] = g_signal_new ("game-shown", type, G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                                      G_TYPE_NONE, 1, G_TYPE_BOOLEAN);
  signals[RETURN_TO_LIVE] = g_signal_new ("return-to-live", type, G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                                          G_TYPE_NONE, 0);
  signals[MOVE_SHOWN] = g_signal_new ("move-shown", type, G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                                      G_TYPE_NONE, 1, G_TYPE_POINTER);
  signals[VIEW_CHANGED] = g_signal_new ("view-changed", type, G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                                        G_TYPE_NONE, 0);
  signals[MOVES_CHANGED] = g_signal_new ("moves-changed", type, G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                                         G_TYPE_NONE, 0);
  signals[STATUS_CHANGED] = g_signal_new ("status-changed", type, G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                                          G_TYPE_NONE, 0);
}

static void
ft_game_stage_init (FtGameStage *self)
{
  self->fog_shown_side = -1;
  self->waiting = g_ptr_array_new_with_free_func ((GDestroyNotify) ft_game_move_free);
  /* The stage observes the session it shows (turns, moves, the end,
   * takebacks): one group, retargeted with every game. */
  self->session_signals = g_signal_group_new (FT_TYPE_SESSION);
  g_signal_group_connect (self->session_signals, "turn-started", G_CALLBACK (turn_started_cb), self);
  g_signal_group_connect (self->session_signals, "move-played", G_CALLBACK (move_played_cb), self);
  g_signal_group_connect (self->session_signals, "game-over", G_CALLBACK (game_over_cb), self);
  g_signal_group_connect (self->session_signals, "position-changed", G_CALLBACK (position_changed_cb), self);
}

FtGameStage *
ft_game_stage_new (GtkWindow *window, FtBoardView *board, AdwToastOverlay *toasts)
{
  FtGameStage *self;

  g_return_val_if_fail (GTK_IS_WINDOW (window), NULL);
  g_return_val_if_fail (FT_IS_BOARD_VIEW (board), NULL);

  self = g_object_new (FT_TYPE_GAME_STAGE, NULL);
  self->window = window;
  self->board = g_object_ref (board);
  self->board_model = g_object_ref (ft_board_view_get_model (board));
  self->toasts = toasts;
  g_signal_connect (board, "animation-finished", G_CALLBACK (animation_finished_cb), self);
  g_signal_connect (self->board_model, "refused", G_CALLBACK (refused_cb), self);
  g_signal_connect (self->board_model, "move-requested", G_CALLBACK (move_requested_cb), self);
  g_signal_connect (self->board_model, "premove-dropped", G_CALLBACK (premove_dropped_cb), self);
  g_signal_connect (self->board_model, "changed", G_CALLBACK (board_changed_cb), self);
  return self;
}
