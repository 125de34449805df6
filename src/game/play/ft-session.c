/* ft-session.c — see ft-session.h. */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "ft-computer-player.h"
#include "ft-enums.h"
#include "ft-human-player.h"
#include "ft-names.h"
#include "ft-remote-player.h"
#include "ft-marks.h"
#include "ft-session.h"

struct _FtSession
{
  GObject parent_instance;

  FtGame *game;
  FtPlayer *players[2]; /* indexed by FtColour */
  guint hold_count;
  guint pass_idle_id; /* begins the turn after a pass */
  gboolean started;
  gboolean stopped;
  guint pause_count;
  /* The last resignation, for its undo: the moves and clocks it ended. */
  gboolean resign_undoable;
  guint resign_n_moves;
  gint64 resign_clocks[2];
};

G_DEFINE_FINAL_TYPE (FtSession, ft_session, G_TYPE_OBJECT)

enum
{
  PROP_0,
  PROP_PAUSED,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

enum
{
  SIGNAL_TURN_STARTED,
  SIGNAL_MOVE_PLAYED,
  SIGNAL_GAME_OVER,
  SIGNAL_POSITION_CHANGED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static void
abandon_turns (FtSession *self)
{
  for (int side = 0; side < 2; side++)
    if (self->players[side] != NULL)
      ft_player_abandon_turn (self->players[side]);
}

/* The next turn begins when the game is waiting for one and nobody holds
 * the session. */
static void
maybe_begin_turn (FtSession *self)
{
  if (!self->started || self->stopped || self->hold_count > 0 || self->pause_count > 0
      || ft_game_is_over (self->game)
      || ft_game_is_turn_started (self->game))
    return;
  ft_game_start_turn (self->game);
}

static void
turn_started_cb (FtGame *game, int side, gpointer user_data)
{
  FtSession *self = FT_SESSION (user_data);

  g_signal_emit (self, signals[SIGNAL_TURN_STARTED], 0, side);
  /* A handler may have stopped the session or ended the game. */
  if (!self->stopped && ft_game_is_turn_started (game))
    ft_player_begin_turn (self->players[side], game);
}

static gboolean
pass_idle_cb (gpointer user_data)
{
  FtSession *self = FT_SESSION (user_data);

  self->pass_idle_id = 0;
  maybe_begin_turn (self);
  return G_SOURCE_REMOVE;
}

static void
move_played_cb (FtGame *game G_GNUC_UNUSED, const FtGameMove *move, gpointer user_data)
{
  FtSession *self = FT_SESSION (user_data);

  /* A pass (per-move timer) ends the turn of a player still thinking. */
  abandon_turns (self);
  {
    FtMark mark = ft_mark_begin ();

    g_signal_emit (self, signals[SIGNAL_MOVE_PLAYED], 0, move);
    ft_mark_end ("session \"move-played\", all its handlers", &mark);
  }
  /* A pass comes from the clock, not from a player: the next turn begins
   * from the main loop, once the game has judged the new position. */
  if (ft_game_move_is_pass (move) && self->pass_idle_id == 0)
    self->pass_idle_id = g_idle_add (pass_idle_cb, self);
}

static void
game_over_cb (FtGame *game G_GNUC_UNUSED, int result, int reason, gpointer user_data)
{
  FtSession *self = FT_SESSION (user_data);

  abandon_turns (self);
  g_signal_emit (self, signals[SIGNAL_GAME_OVER], 0, result, reason);
}

/* The game's own signals come first: "move-played" then, inside the same
 * ft_game_play_move(), "game-over"; the next turn only afterwards. */
static void
move_chosen_cb (FtPlayer *player, const FtGameMove *move, gpointer user_data)
{
  FtSession *self = FT_SESSION (user_data);
  FtColour side = ft_game_get_turn (self->game);
  /* The benchmarks' "arrival": everything a move sets off on the main
   * thread until it returns (docs/performance.md). */
  FtMark arrival = ft_mark_begin ();
  FtMark mark;
  gboolean played;

  if (self->stopped || player != self->players[side] || !ft_game_is_turn_started (self->game))
    {
      g_warning ("A move from a player whose turn it is not was ignored");
      return;
    }
  mark = ft_mark_begin ();
  played = ft_game_play (self->game, move);

  ft_mark_end ("game: the move played (rules, history, the game's signals)", &mark);
  if (!played)
    {
      char text[FT_NOTATION_MAX];

      /* The player's turn goes on: a person may try again. */
      g_warning ("The illegal move %s was refused", ft_game_move_to_string (move, text));
      if (!ft_game_is_over (self->game))
        ft_player_begin_turn (player, self->game);
      return;
    }
  mark = ft_mark_begin ();
  maybe_begin_turn (self);
  ft_mark_end ("session: the next turn (held while the move travels)", &mark);
  ft_mark_end (FT_MARK_ARRIVAL, &arrival);
}

/* A player claims the draw the rules allow instead of moving. */
static void
draw_claimed_cb (FtPlayer *player, gpointer user_data)
{
  FtSession *self = FT_SESSION (user_data);

  if (self->stopped || player != self->players[ft_game_get_turn (self->game)]
      || !ft_game_is_turn_started (self->game))
    {
      g_warning ("A draw claim from a player whose turn it is not was ignored");
      return;
    }
  if (!ft_game_claim_draw (self->game))
    {
      g_warning ("A draw claim the rules do not allow was refused");
      ft_player_begin_turn (player, self->game);
    }
}

static void
ft_session_dispose (GObject *object)
{
  FtSession *self = FT_SESSION (object);

  ft_session_stop (self);
  g_clear_handle_id (&self->pass_idle_id, g_source_remove);
  for (int side = 0; side < 2; side++)
    if (self->players[side] != NULL)
      {
        g_signal_handlers_disconnect_by_data (self->players[side], self);
        g_clear_object (&self->players[side]);
      }
  if (self->game != NULL)
    g_signal_handlers_disconnect_by_data (self->game, self);
  g_clear_object (&self->game);
  G_OBJECT_CLASS (ft_session_parent_class)->dispose (object);
}

static void
ft_session_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  FtSession *self = FT_SESSION (object);

  switch (prop_id)
    {
    case PROP_PAUSED:
      g_value_set_boolean (value, self->pause_count > 0);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
ft_session_class_init (FtSessionClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = ft_session_dispose;
  object_class->get_property = ft_session_get_property;

  /**
   * FtSession:paused:
   *
   * No clock runs and nobody thinks (ft_session_pause()).
   */
  properties[PROP_PAUSED] = g_param_spec_boolean ("paused", NULL, NULL, FALSE,
                                                  G_PARAM_READABLE | G_PARAM_STATIC_STRINGS
                                                    | G_PARAM_EXPLICIT_NOTIFY);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /**
   * FtSession::turn-started:
   * @side: the FtColour now thinking (its clock runs)
   */
  signals[SIGNAL_TURN_STARTED] = g_signal_new ("turn-started", G_TYPE_FROM_CLASS (klass),
                                               G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                                               G_TYPE_NONE, 1, FT_TYPE_COLOUR);
  /**
   * FtSession::move-played:
   * @move: the FtGameMove just made on the game's position (a pass when a
   *   per-move timer ran out). Hold the session here to delay the next turn.
   */
  signals[SIGNAL_MOVE_PLAYED] = g_signal_new ("move-played", G_TYPE_FROM_CLASS (klass),
                                              G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL, G_TYPE_NONE,
                                              1, FT_TYPE_GAME_MOVE | G_SIGNAL_TYPE_STATIC_SCOPE);
  /**
   * FtSession::position-changed:
   *
   * Moves were taken back or replayed: the position changed without a move
   * being played. Redraw from the game.
   */
  signals[SIGNAL_POSITION_CHANGED] = g_signal_new ("position-changed", G_TYPE_FROM_CLASS (klass),
                                                   G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                                                   G_TYPE_NONE, 0);
  /**
   * FtSession::game-over:
   * @result: the FtResult
   * @reason: the FtResultReason
   */
  signals[SIGNAL_GAME_OVER] = g_signal_new ("game-over", G_TYPE_FROM_CLASS (klass),
                                            G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                                            G_TYPE_NONE, 2, FT_TYPE_RESULT, FT_TYPE_RESULT_REASON);
}

static void
ft_session_init (FtSession *self G_GNUC_UNUSED)
{
}

FtSession *
ft_session_new_with_players (FtGame *game, FtPlayer *white, FtPlayer *black)
{
  FtSession *self;

  g_return_val_if_fail (FT_IS_GAME (game), NULL);
  g_return_val_if_fail (FT_IS_PLAYER (white) && FT_IS_PLAYER (black), NULL);
  g_return_val_if_fail (white != black, NULL);

  self = g_object_new (FT_TYPE_SESSION, NULL);
  self->game = g_object_ref (game);
  self->players[FT_WHITE] = g_object_ref (white);
  self->players[FT_BLACK] = g_object_ref (black);
  g_signal_connect (game, "turn-started", G_CALLBACK (turn_started_cb), self);
  g_signal_connect (game, "move-played", G_CALLBACK (move_played_cb), self);
  g_signal_connect (game, "game-over", G_CALLBACK (game_over_cb), self);
  for (int side = 0; side < 2; side++)
    {
      g_signal_connect (self->players[side], "move-chosen", G_CALLBACK (move_chosen_cb), self);
      g_signal_connect (self->players[side], "draw-claimed", G_CALLBACK (draw_claimed_cb), self);
    }
  /* The computer on both sides (scripted games, the frame bench): one
   * engine for the game, as for a person playing the computer. */
  if (FT_IS_COMPUTER_PLAYER (white) && FT_IS_COMPUTER_PLAYER (black))
    ft_computer_player_share_engine (FT_COMPUTER_PLAYER (black), FT_COMPUTER_PLAYER (white));
  return self;
}

FtSession *
ft_session_new (const FtGameSetup *setup, guint64 seed)
{
  g_autoptr (FtGame) game = NULL;

  g_return_val_if_fail (setup != NULL && setup->start != NULL, NULL);

  game = ft_game_setup_create_game (setup);
  return ft_session_new_for_game (setup, game, seed);
}

FtSession *
ft_session_new_for_game (const FtGameSetup *setup, FtGame *game, guint64 seed)
{
  g_autoptr (FtPlayer) human = NULL;
  g_autoptr (FtPlayer) other = NULL;
  FtColour colour;

  g_return_val_if_fail (setup != NULL, NULL);
  g_return_val_if_fail (FT_IS_GAME (game), NULL);

  colour = setup->human_colour;
  if (setup->opponent == FT_OPPONENT_HUMAN)
    {
      FtRuleset *rules = ft_game_get_rules (game);

      /* "White" and "Black", "Fire" and "Water". */
      human = FT_PLAYER (ft_human_player_new (ft_ruleset_get_side_name (rules, colour)));
      other = FT_PLAYER (ft_human_player_new (ft_ruleset_get_side_name (rules, FT_OTHER_COLOUR (colour))));
    }
  else
    {
      human = FT_PLAYER (ft_human_player_new (_("You")));
      other = FT_PLAYER (ft_computer_player_new (setup->level, seed));
    }
  return colour == FT_WHITE ? ft_session_new_with_players (game, human, other)
                            : ft_session_new_with_players (game, other, human);
}

FtGame *
ft_session_get_game (FtSession *self)
{
  g_return_val_if_fail (FT_IS_SESSION (self), NULL);
  return self->game;
}

FtPlayer *
ft_session_get_player (FtSession *self, FtColour side)
{
  g_return_val_if_fail (FT_IS_SESSION (self), NULL);
  return self->players[side & 1];
}

guint
ft_session_get_local_colours (FtSession *self)
{
  guint mask = 0;

  g_return_val_if_fail (FT_IS_SESSION (self), 0);

  for (int side = 0; side < 2; side++)
    if (ft_player_is_local (self->players[side]))
      mask |= 1u << side;
  return mask;
}

gboolean
ft_session_has_single_local_player (FtSession *self)
{
  guint mask = ft_session_get_local_colours (self);

  return mask == 1u || mask == 2u;
}

void
ft_session_start (FtSession *self)
{
  g_return_if_fail (FT_IS_SESSION (self));

  if (self->stopped)
    return;
  self->started = TRUE;
  maybe_begin_turn (self);
}

void
ft_session_hold (FtSession *self)
{
  g_return_if_fail (FT_IS_SESSION (self));
  self->hold_count++;
}

void
ft_session_release (FtSession *self)
{
  g_return_if_fail (FT_IS_SESSION (self));
  g_return_if_fail (self->hold_count > 0);

  if (--self->hold_count == 0)
    maybe_begin_turn (self);
}

gboolean
ft_session_is_held (FtSession *self)
{
  g_return_val_if_fail (FT_IS_SESSION (self), FALSE);
  return self->hold_count > 0;
}

gboolean
ft_session_request (FtSession *self, const FtGameMove *move)
{
  FtPlayer *player;

  g_return_val_if_fail (FT_IS_SESSION (self), FALSE);
  g_return_val_if_fail (move != NULL, FALSE);

  if (self->stopped || ft_game_is_over (self->game) || !ft_game_is_turn_started (self->game))
    return FALSE;
  player = self->players[ft_game_get_turn (self->game)];
  if (!FT_IS_HUMAN_PLAYER (player) || !ft_human_player_is_to_move (FT_HUMAN_PLAYER (player)))
    return FALSE;
  if (!ft_ruleset_is_legal (ft_game_get_rules (self->game), move))
    return FALSE;
  return ft_human_player_play (FT_HUMAN_PLAYER (player), move);
}

gboolean
ft_session_request_move (FtSession *self, FtSquare from, FtSquare to, FtKind promotion)
{
  FtGameMove move;

  g_return_val_if_fail (FT_IS_SESSION (self), FALSE);

  if (ft_game_get_kind (self->game) != FT_GAME_KIND_CHESS)
    return FALSE;
  move = ft_game_move_chess (ft_position_find_move (ft_game_get_position (self->game), from, to, promotion));
  if (move.chess == FT_MOVE_NONE)
    return FALSE;
  return ft_session_request (self, &move);
}

void
ft_session_resign (FtSession *self, FtColour side)
{
  g_return_if_fail (FT_IS_SESSION (self));

  if (ft_game_is_over (self->game))
    return;
  abandon_turns (self);
  self->resign_n_moves = ft_game_get_n_moves (self->game);
  for (int s = 0; s < 2; s++)
    self->resign_clocks[s] = ft_clock_get_remaining_ms (ft_game_get_clock (self->game), s);
  /* Set before the game's "game-over", whose handlers may ask. */
  self->resign_undoable = TRUE;
  ft_game_resign_side (self->game, side);
}

void
ft_session_stop (FtSession *self)
{
  g_return_if_fail (FT_IS_SESSION (self));

  if (self->stopped)
    return;
  self->stopped = TRUE;
  abandon_turns (self);
  if (self->game != NULL)
    ft_clock_stop (ft_game_get_clock (self->game));
}

gboolean
ft_session_is_waiting_for_opponent (FtSession *self)
{
  FtPlayer *player;

  g_return_val_if_fail (FT_IS_SESSION (self), FALSE);

  if (self->stopped || ft_game_is_over (self->game) || !ft_game_is_turn_started (self->game))
    return FALSE;
  player = self->players[ft_game_get_turn (self->game)];
  return !ft_player_is_local (player);
}

const char *
ft_session_get_result_message (FtSession *self)
{
  g_return_val_if_fail (FT_IS_SESSION (self), NULL);

  if (ft_session_has_single_local_player (self))
    {
      FtResultReason reason;
      FtResult result = ft_game_get_result (self->game, &reason);
      FtColour other = FT_OTHER_COLOUR (ft_game_get_human_colour (self->game));

      /* A network opponent is not "the computer". */
      if (FT_IS_REMOTE_PLAYER (self->players[other]) && reason == FT_REASON_RESIGNATION
          && result == (other == FT_WHITE ? FT_RESULT_BLACK_WINS : FT_RESULT_WHITE_WINS))
        return _("The opponent resigned");
      return ft_game_get_result_message (self->game);
    }
  return ft_game_get_result_message_for_players (self->game);
}

/* ---- Draws --------------------------------------------------------------------- */

gboolean
ft_session_can_claim_draw (FtSession *self)
{
  g_return_val_if_fail (FT_IS_SESSION (self), FALSE);

  return !self->stopped && self->pause_count == 0
         && ft_player_is_local (self->players[ft_game_get_turn (self->game)])
         && ft_game_can_claim_draw (self->game, NULL);
}

gboolean
ft_session_claim_draw (FtSession *self)
{
  g_return_val_if_fail (FT_IS_SESSION (self), FALSE);

  if (!ft_session_can_claim_draw (self))
    return FALSE;
  abandon_turns (self);
  return ft_game_claim_draw (self->game);
}

gboolean
ft_session_can_offer_draw (FtSession *self, FtColour *computer)
{
  FtColour other;

  g_return_val_if_fail (FT_IS_SESSION (self), FALSE);

  if (self->stopped || self->pause_count > 0 || ft_game_is_over (self->game)
      || !ft_session_has_single_local_player (self))
    return FALSE;
  other = ft_player_is_local (self->players[FT_WHITE]) ? FT_BLACK : FT_WHITE;
  if (!FT_IS_COMPUTER_PLAYER (self->players[other]))
    return FALSE;
  if (computer != NULL)
    *computer = other;
  return TRUE;
}

gboolean
ft_session_agree_draw (FtSession *self)
{
  g_return_val_if_fail (FT_IS_SESSION (self), FALSE);

  if (self->stopped || ft_game_is_over (self->game))
    return FALSE;
  abandon_turns (self);
  ft_game_end (self->game, FT_RESULT_DRAW, FT_REASON_AGREEMENT);
  return TRUE;
}

/* ---- Takeback ------------------------------------------------------------------ */

gboolean
ft_session_can_take_back (FtSession *self)
{
  g_return_val_if_fail (FT_IS_SESSION (self), FALSE);
  return !self->stopped && ft_game_can_undo (self->game);
}

gboolean
ft_session_can_redo (FtSession *self)
{
  g_return_val_if_fail (FT_IS_SESSION (self), FALSE);
  return !self->stopped && ft_game_can_redo (self->game) && !ft_game_is_over (self->game);
}

/* After a takeback or redo: announce it, then the turn of the side to move
 * begins again (its player thinks afresh). */
static void
position_changed (FtSession *self)
{
  FtResult result;
  FtResultReason reason;

  g_signal_emit (self, signals[SIGNAL_POSITION_CHANGED], 0);
  result = ft_game_get_result (self->game, &reason);
  if (result != FT_RESULT_NONE)
    g_signal_emit (self, signals[SIGNAL_GAME_OVER], 0, (int) result, (int) reason);
  else
    maybe_begin_turn (self);
}

/* A person at this computer wants to move again: take back until it is a
 * local player's turn (against the computer: your last move and its reply;
 * between two people: one move). A search in progress is cancelled first. */
gboolean
ft_session_take_back (FtSession *self)
{
  FtColour turn;

  g_return_val_if_fail (FT_IS_SESSION (self), FALSE);

  if (!ft_session_can_take_back (self))
    return FALSE;
  abandon_turns (self);
  ft_game_undo (self->game);
  turn = ft_game_get_turn (self->game);
  while (!ft_player_is_local (self->players[turn]) && ft_game_can_undo (self->game))
    {
      ft_game_undo (self->game);
      turn = ft_game_get_turn (self->game);
    }
  position_changed (self);
  return TRUE;
}

gboolean
ft_session_take_back_to (FtSession *self, guint n_moves)
{
  g_return_val_if_fail (FT_IS_SESSION (self), FALSE);

  if (self->stopped || n_moves >= ft_game_get_n_moves (self->game))
    return FALSE;
  abandon_turns (self);
  while (ft_game_get_n_moves (self->game) > n_moves)
    if (!ft_game_undo (self->game))
      break;
  position_changed (self);
  return ft_game_get_n_moves (self->game) == n_moves;
}

/* Replay what was taken back, up to the next local player's turn. */
gboolean
ft_session_redo (FtSession *self)
{
  FtColour turn;

  g_return_val_if_fail (FT_IS_SESSION (self), FALSE);

  if (!ft_session_can_redo (self))
    return FALSE;
  abandon_turns (self);
  ft_game_redo (self->game);
  turn = ft_game_get_turn (self->game);
  while (!ft_player_is_local (self->players[turn]) && ft_session_can_redo (self))
    {
      ft_game_redo (self->game);
      turn = ft_game_get_turn (self->game);
    }
  position_changed (self);
  return TRUE;
}

/* ---- Pause ----------------------------------------------------------------------- */

gboolean
ft_session_can_pause (FtSession *self)
{
  g_return_val_if_fail (FT_IS_SESSION (self), FALSE);

  if (self->stopped || ft_game_is_over (self->game))
    return FALSE;
  for (int side = 0; side < 2; side++)
    if (FT_IS_REMOTE_PLAYER (self->players[side]))
      return FALSE;
  return TRUE;
}

gboolean
ft_session_pause (FtSession *self)
{
  g_return_val_if_fail (FT_IS_SESSION (self), FALSE);

  if (!ft_session_can_pause (self))
    return FALSE;
  if (self->pause_count++ > 0)
    return TRUE;
  abandon_turns (self);
  ft_game_interrupt_turn (self->game);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_PAUSED]);
  return TRUE;
}

void
ft_session_resume (FtSession *self)
{
  g_return_if_fail (FT_IS_SESSION (self));
  g_return_if_fail (self->pause_count > 0);

  if (--self->pause_count > 0)
    return;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_PAUSED]);
  maybe_begin_turn (self);
}

gboolean
ft_session_is_paused (FtSession *self)
{
  g_return_val_if_fail (FT_IS_SESSION (self), FALSE);
  return self->pause_count > 0;
}

/* ---- Undo of a resignation ---------------------------------------------------------- */

gboolean
ft_session_can_undo_resign (FtSession *self)
{
  FtResultReason reason;

  g_return_val_if_fail (FT_IS_SESSION (self), FALSE);

  return self->resign_undoable && !self->stopped
         && ft_game_get_result (self->game, &reason) != FT_RESULT_NONE
         && reason == FT_REASON_RESIGNATION
         && ft_game_get_n_moves (self->game) == self->resign_n_moves;
}

gboolean
ft_session_undo_resign (FtSession *self)
{
  FtClock *clock;

  g_return_val_if_fail (FT_IS_SESSION (self), FALSE);

  if (!ft_session_can_undo_resign (self) || !ft_game_withdraw_resignation (self->game))
    return FALSE;
  self->resign_undoable = FALSE;
  clock = ft_game_get_clock (self->game);
  for (int side = 0; side < 2; side++)
    if (self->resign_clocks[side] >= 0)
      ft_clock_set_remaining_ms (clock, side, self->resign_clocks[side]);
  position_changed (self);
  return TRUE;
}
