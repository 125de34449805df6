/* ft-game.c — FtGame: the object, its turns and its moves. The record's
 * other uses are ft-game-history.c's, the result's words
 * ft-game-messages.c's. */
#include "config.h"

#include <string.h>

#include "ft-chess-ruleset.h"
#include "ft-game-private.h"

G_DEFINE_FINAL_TYPE (FtGame, ft_game, G_TYPE_OBJECT)

enum
{
  PROP_0,
  PROP_N_MOVES,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

enum
{
  SIGNAL_MOVE_PLAYED,
  SIGNAL_TURN_STARTED,
  SIGNAL_GAME_OVER,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static void
end_game (FtGame *self, FtResult result, FtResultReason reason)
{
  if (self->result != FT_RESULT_NONE)
    return;
  self->result = result;
  self->reason = reason;
  self->turn_started = FALSE;
  ft_clock_stop (self->clock);
  g_signal_emit (self, signals[SIGNAL_GAME_OVER], 0, (int) result, (int) reason);
}

void
_ft_game_notify_moves (FtGame *self)
{
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_N_MOVES]);
}

FtClockTimes
_ft_game_read_clocks (FtGame *self)
{
  FtClockTimes times;

  times.ms[FT_WHITE] = ft_clock_get_remaining_ms (self->clock, FT_WHITE);
  times.ms[FT_BLACK] = ft_clock_get_remaining_ms (self->clock, FT_BLACK);
  return times;
}

void
_ft_game_restore_clocks (FtGame *self, const FtClockTimes *times)
{
  for (int side = 0; side < 2; side++)
    if (times->ms[side] >= 0)
      ft_clock_set_remaining_ms (self->clock, side, times->ms[side]);
}

void
_ft_game_append_ply (FtGame *self, const FtGameMove *move)
{
  FtGamePly ply;

  memset (&ply, 0, sizeof ply);
  ply.move = *move;
  ft_ruleset_write_move (self->rules, move, ply.notation);
  ft_ruleset_apply (self->rules, move);
  ply.clocks = _ft_game_read_clocks (self);
  g_array_append_val (self->plies, ply);
}

/* The mover's clock stops and its increment is added. The game's first move
 * ran no clock (ft_game_start_turn) but earns its increment all the same:
 * it is added after each move (SPEC §2). */
static void
press_clock (FtGame *self)
{
  FtColour side = ft_ruleset_get_side_to_move (self->rules);

  if (self->plies->len == 0 && !ft_clock_is_running (self->clock)
      && ft_clock_get_mode (self->clock) == FT_CLOCK_MODE_FISCHER)
    ft_clock_set_remaining_ms (self->clock, side,
                               ft_clock_get_remaining_ms (self->clock, side)
                                 + ft_clock_get_increment_ms (self->clock, side));
  else
    ft_clock_press (self->clock);
}

/* The side to move's turn ends with `move` (a pass too). */
static void
make_move (FtGame *self, const FtGameMove *move)
{
  FtGameMove played = *move; /* the signal's copy, whatever the caller's is */
  FtResultReason reason;
  FtResult result;

  press_clock (self);
  self->turn_started = FALSE;
  _ft_game_append_ply (self, &played);
  g_signal_emit (self, signals[SIGNAL_MOVE_PLAYED], 0, &played);
  _ft_game_notify_moves (self);

  result = _ft_game_live_result (self, &reason);
  if (result != FT_RESULT_NONE)
    end_game (self, result, reason);
}

static void
flag_fall_cb (FtClock *clock, int side, gpointer user_data)
{
  FtGame *self = FT_GAME (user_data);

  /* With a per-move timer an unused turn passes to the other side where
   * the rules allow a pass (chess, not in check); otherwise the side loses
   * on time (docs/playing.md#per-move-timer). */
  if (ft_clock_get_mode (clock) == FT_CLOCK_MODE_PER_MOVE && self->result == FT_RESULT_NONE
      && (FtColour) side == ft_ruleset_get_side_to_move (self->rules)
      && ft_ruleset_can_pass (self->rules))
    {
      FtGameMove pass = ft_game_move_chess (FT_MOVE_NONE);

      make_move (self, &pass);
      return;
    }
  end_game (self, side == FT_WHITE ? FT_RESULT_BLACK_WINS : FT_RESULT_WHITE_WINS, FT_REASON_TIME);
}

static void
ft_game_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  FtGame *self = FT_GAME (object);

  switch (prop_id)
    {
    case PROP_N_MOVES:
      g_value_set_uint (value, self->plies->len);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
ft_game_dispose (GObject *object)
{
  FtGame *self = FT_GAME (object);

  if (self->clock != NULL)
    g_signal_handlers_disconnect_by_data (self->clock, self);
  g_clear_object (&self->clock);
  g_clear_object (&self->rules);
  g_clear_object (&self->start);
  G_OBJECT_CLASS (ft_game_parent_class)->dispose (object);
}

static void
ft_game_finalize (GObject *object)
{
  FtGame *self = FT_GAME (object);

  g_array_unref (self->plies);
  g_array_unref (self->redo);
  G_OBJECT_CLASS (ft_game_parent_class)->finalize (object);
}

static void
ft_game_class_init (FtGameClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->get_property = ft_game_get_property;
  object_class->dispose = ft_game_dispose;
  object_class->finalize = ft_game_finalize;

  /**
   * FtGame:n-moves:
   *
   * The number of moves of the record; notified whenever the moves change.
   */
  properties[PROP_N_MOVES] = g_param_spec_uint ("n-moves", NULL, NULL, 0, G_MAXUINT, 0,
                                                G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY
                                                  | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /**
   * FtGame::move-played:
   * @move: the FtGameMove, already made on the position (a pass when the
   *   side's per-move time ran out)
   */
  signals[SIGNAL_MOVE_PLAYED] = g_signal_new ("move-played", G_TYPE_FROM_CLASS (klass),
                                              G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL, G_TYPE_NONE,
                                              1, FT_TYPE_GAME_MOVE | G_SIGNAL_TYPE_STATIC_SCOPE);
  /**
   * FtGame::turn-started:
   * @side: the FtColour now thinking
   */
  signals[SIGNAL_TURN_STARTED] = g_signal_new ("turn-started", G_TYPE_FROM_CLASS (klass),
                                               G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                                               G_TYPE_NONE, 1, G_TYPE_INT);
  /**
   * FtGame::game-over:
   * @result: the FtResult
   * @reason: the FtResultReason
   */
  signals[SIGNAL_GAME_OVER] = g_signal_new ("game-over", G_TYPE_FROM_CLASS (klass),
                                            G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                                            G_TYPE_NONE, 2, G_TYPE_INT, G_TYPE_INT);
}

static void
ft_game_init (FtGame *self)
{
  self->plies = g_array_new (FALSE, FALSE, sizeof (FtGamePly));
  self->redo = g_array_new (FALSE, FALSE, sizeof (FtGamePly));
}

FtGame *
ft_game_new_for_rules (FtRuleset *start, FtColour human_colour, FtClock *clock)
{
  FtGame *self;

  g_return_val_if_fail (FT_IS_RULESET (start), NULL);
  g_return_val_if_fail (FT_IS_CLOCK (clock), NULL);

  self = g_object_new (FT_TYPE_GAME, NULL);
  self->start = ft_ruleset_copy (start);
  self->rules = ft_ruleset_copy (start);
  self->human_colour = human_colour;
  self->clock = g_object_ref (clock);
  g_signal_connect (self->clock, "flag-fall", G_CALLBACK (flag_fall_cb), self);
  self->start_clocks = _ft_game_read_clocks (self);

  /* A position may already be decided (no legal move for the side to move). */
  self->result = ft_ruleset_get_result (self->rules, &self->reason);
  return self;
}

FtGame *
ft_game_new_with_clock (const FtPosition *start, FtColour human_colour, FtClock *clock)
{
  g_autoptr (FtChessRuleset) rules = NULL;

  g_return_val_if_fail (start != NULL, NULL);

  rules = ft_chess_ruleset_new (start);
  return ft_game_new_for_rules (FT_RULESET (rules), human_colour, clock);
}

FtGame *
ft_game_new (const FtPosition *start, FtColour human_colour,
             gint64 player_ms, gint64 player_increment_ms,
             gint64 cpu_ms, gint64 cpu_increment_ms)
{
  g_autoptr (FtClock) clock = NULL;

  g_return_val_if_fail (start != NULL, NULL);

  if (human_colour == FT_WHITE)
    clock = ft_clock_new (player_ms, player_increment_ms, cpu_ms, cpu_increment_ms);
  else
    clock = ft_clock_new (cpu_ms, cpu_increment_ms, player_ms, player_increment_ms);
  return ft_game_new_with_clock (start, human_colour, clock);
}

/* The result of the position in a game being played: the rules' own.
 * Under standard chess rules a threefold repetition or fifty moves draw
 * only when the side to move claims it (ft_game_claim_draw: the window's
 * "Claim draw", the computer player's claim); the rules end the game by
 * themselves at the fifth repetition and at 75 moves (FIDE 9.6). */
FtResult
_ft_game_live_result (FtGame *self, FtResultReason *reason)
{
  FtResult result = ft_ruleset_get_result (self->rules, reason);

  if (result == FT_RESULT_NONE && self->claims_draws_at_once && FT_IS_CHESS_RULESET (self->rules)
      && ft_position_can_claim_draw (ft_chess_ruleset_get_position (FT_CHESS_RULESET (self->rules)),
                                     reason))
    result = FT_RESULT_DRAW;
  return result;
}

void
ft_game_set_claims_draws_at_once (FtGame *self, gboolean at_once)
{
  g_return_if_fail (FT_IS_GAME (self));
  self->claims_draws_at_once = at_once;
}

gboolean
ft_game_can_claim_draw (FtGame *self, FtResultReason *reason)
{
  g_return_val_if_fail (FT_IS_GAME (self), FALSE);
  return self->result == FT_RESULT_NONE && FT_IS_CHESS_RULESET (self->rules)
         && ft_position_can_claim_draw (ft_chess_ruleset_get_position (FT_CHESS_RULESET (self->rules)),
                                        reason);
}

gboolean
ft_game_claim_draw (FtGame *self)
{
  FtResultReason reason;

  g_return_val_if_fail (FT_IS_GAME (self), FALSE);

  if (!ft_game_can_claim_draw (self, &reason))
    return FALSE;
  end_game (self, FT_RESULT_DRAW, reason);
  return TRUE;
}

FtGameKind
ft_game_get_kind (FtGame *self)
{
  g_return_val_if_fail (FT_IS_GAME (self), FT_GAME_KIND_CHESS);
  return ft_ruleset_get_kind (self->rules);
}

FtRuleset *
ft_game_get_rules (FtGame *self)
{
  g_return_val_if_fail (FT_IS_GAME (self), NULL);
  return self->rules;
}

FtRuleset *
ft_game_get_start_rules (FtGame *self)
{
  g_return_val_if_fail (FT_IS_GAME (self), NULL);
  return self->start;
}

const FtPosition *
ft_game_get_position (FtGame *self)
{
  g_return_val_if_fail (FT_IS_GAME (self), NULL);
  g_return_val_if_fail (FT_IS_CHESS_RULESET (self->rules), NULL);
  return ft_chess_ruleset_get_position (FT_CHESS_RULESET (self->rules));
}

const FtPosition *
ft_game_get_start_position (FtGame *self)
{
  g_return_val_if_fail (FT_IS_GAME (self), NULL);
  g_return_val_if_fail (FT_IS_CHESS_RULESET (self->start), NULL);
  return ft_chess_ruleset_get_position (FT_CHESS_RULESET (self->start));
}

FtColour
ft_game_get_human_colour (FtGame *self)
{
  g_return_val_if_fail (FT_IS_GAME (self), FT_WHITE);
  return self->human_colour;
}

FtColour
ft_game_get_turn (FtGame *self)
{
  g_return_val_if_fail (FT_IS_GAME (self), FT_WHITE);
  return ft_ruleset_get_side_to_move (self->rules);
}

gboolean
ft_game_is_human_turn (FtGame *self)
{
  g_return_val_if_fail (FT_IS_GAME (self), FALSE);
  return ft_ruleset_get_side_to_move (self->rules) == self->human_colour;
}

gboolean
ft_game_is_turn_started (FtGame *self)
{
  g_return_val_if_fail (FT_IS_GAME (self), FALSE);
  return self->turn_started;
}

FtClock *
ft_game_get_clock (FtGame *self)
{
  g_return_val_if_fail (FT_IS_GAME (self), NULL);
  return self->clock;
}

void
ft_game_start_turn (FtGame *self)
{
  FtColour side;

  g_return_if_fail (FT_IS_GAME (self));

  if (self->result != FT_RESULT_NONE || self->turn_started)
    return;
  side = ft_ruleset_get_side_to_move (self->rules);
  self->turn_started = TRUE;
  /* No clock runs before the game's first move (as on lichess): a new game
   * is not a race before anyone has moved (press_clock still adds that
   * move's increment). An untimed clock (puzzles) still learns whose turn
   * runs. */
  if (self->plies->len > 0 || !ft_clock_is_timed (self->clock))
    ft_clock_start (self->clock, side);
  g_signal_emit (self, signals[SIGNAL_TURN_STARTED], 0, (int) side);
}

gboolean
ft_game_play (FtGame *self, const FtGameMove *move)
{
  g_return_val_if_fail (FT_IS_GAME (self), FALSE);
  g_return_val_if_fail (move != NULL, FALSE);

  if (self->result != FT_RESULT_NONE || !self->turn_started)
    return FALSE;
  /* The flag may have fallen a moment ago without its timer having run yet:
   * a move made after the time ran out does not count. */
  if (ft_clock_check_flag (self->clock))
    return FALSE;
  if (!ft_ruleset_is_legal (self->rules, move))
    return FALSE;
  /* A new move ends what redo could replay. */
  g_array_set_size (self->redo, 0);
  make_move (self, move);
  return TRUE;
}

gboolean
ft_game_play_move (FtGame *self, FtMove move)
{
  FtGameMove value = ft_game_move_chess (move);

  g_return_val_if_fail (FT_IS_GAME (self), FALSE);
  return ft_game_play (self, &value);
}

void
ft_game_resign (FtGame *self)
{
  g_return_if_fail (FT_IS_GAME (self));
  ft_game_resign_side (self, self->human_colour);
}

void
ft_game_resign_side (FtGame *self, FtColour side)
{
  g_return_if_fail (FT_IS_GAME (self));

  end_game (self, side == FT_WHITE ? FT_RESULT_BLACK_WINS : FT_RESULT_WHITE_WINS,
            FT_REASON_RESIGNATION);
}

void
ft_game_interrupt_turn (FtGame *self)
{
  FtClockTimes times;

  g_return_if_fail (FT_IS_GAME (self));

  /* A flag that fell a moment ago ends the game instead. */
  if (!self->turn_started || ft_clock_check_flag (self->clock))
    return;
  times = _ft_game_read_clocks (self);
  self->turn_started = FALSE;
  ft_clock_stop (self->clock);
  /* A per-move clock would start the next turn afresh. */
  _ft_game_restore_clocks (self, &times);
}

gboolean
ft_game_withdraw_resignation (FtGame *self)
{
  g_return_val_if_fail (FT_IS_GAME (self), FALSE);

  if (self->result == FT_RESULT_NONE || self->reason != FT_REASON_RESIGNATION)
    return FALSE;
  self->result = FT_RESULT_NONE;
  self->reason = FT_REASON_NONE;
  self->turn_started = FALSE;
  return TRUE;
}

void
ft_game_end (FtGame *self, FtResult result, FtResultReason reason)
{
  g_return_if_fail (FT_IS_GAME (self));
  g_return_if_fail (result != FT_RESULT_NONE);

  end_game (self, result, reason);
}

gboolean
ft_game_is_over (FtGame *self)
{
  g_return_val_if_fail (FT_IS_GAME (self), FALSE);
  return self->result != FT_RESULT_NONE;
}

FtResult
ft_game_get_result (FtGame *self, FtResultReason *reason)
{
  g_return_val_if_fail (FT_IS_GAME (self), FT_RESULT_NONE);
  if (reason != NULL)
    *reason = self->reason;
  return self->result;
}
