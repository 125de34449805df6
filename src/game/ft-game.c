/* ft-game.c — a game between the human and the computer. */
#include "config.h"

#include <string.h>

#include <glib/gi18n-lib.h>

#include "ft-game.h"
#include "ft-search.h"

struct _FtGame
{
  GObject parent_instance;

  FtPosition *position; /* large (move history): kept on the heap */
  /* The position before the first move (records, browsing), allocated
   * without its history, which a start position does not have. */
  FtPosition *start;
  FtColour human_colour;
  FtClock *clock;
  GArray *moves; /* FtMove */
  /* The clocks after each move (and at the start): what a takeback
   * restores. ClockTimes, one more than moves. */
  GArray *clock_times;
  /* Taken-back moves, last taken back last, with the clocks after them:
   * redo replays them until a new move is made. */
  GArray *redo_moves;
  GArray *redo_clock_times;

  gboolean turn_started;
  FtResult result;
  FtResultReason reason;
};

typedef struct
{
  gint64 ms[2]; /* remaining time of White and Black */
} ClockTimes;

G_DEFINE_FINAL_TYPE (FtGame, ft_game, G_TYPE_OBJECT)

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

static void make_move (FtGame *self, FtMove move);

static void
record_clock_times (FtGame *self, GArray *into)
{
  ClockTimes times;

  times.ms[FT_WHITE] = ft_clock_get_remaining_ms (self->clock, FT_WHITE);
  times.ms[FT_BLACK] = ft_clock_get_remaining_ms (self->clock, FT_BLACK);
  g_array_append_val (into, times);
}

static void
restore_clock_times (FtGame *self, const ClockTimes *times)
{
  for (int side = 0; side < 2; side++)
    if (times->ms[side] >= 0)
      ft_clock_set_remaining_ms (self->clock, side, times->ms[side]);
}

static void
flag_fall_cb (FtClock *clock, int side, gpointer user_data)
{
  FtGame *self = FT_GAME (user_data);

  /* With a per-move timer an unused turn passes to the other side, unless
   * the side is in check: a pass cannot answer a check, so it loses on time
   * (docs/playing.md#per-move-timer). */
  if (ft_clock_get_mode (clock) == FT_CLOCK_MODE_PER_MOVE && self->result == FT_RESULT_NONE
      && (FtColour) side == self->position->side_to_move && !ft_position_in_check (self->position))
    {
      make_move (self, FT_MOVE_NONE);
      return;
    }
  end_game (self, side == FT_WHITE ? FT_RESULT_BLACK_WINS : FT_RESULT_WHITE_WINS,
            FT_REASON_TIME);
}

static void
ft_game_dispose (GObject *object)
{
  FtGame *self = FT_GAME (object);

  if (self->clock != NULL)
    g_signal_handlers_disconnect_by_data (self->clock, self);
  g_clear_object (&self->clock);
  G_OBJECT_CLASS (ft_game_parent_class)->dispose (object);
}

static void
ft_game_finalize (GObject *object)
{
  FtGame *self = FT_GAME (object);

  g_free (self->position);
  g_free (self->start);
  g_array_unref (self->moves);
  g_array_unref (self->clock_times);
  g_array_unref (self->redo_moves);
  g_array_unref (self->redo_clock_times);
  G_OBJECT_CLASS (ft_game_parent_class)->finalize (object);
}

static void
ft_game_class_init (FtGameClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = ft_game_dispose;
  object_class->finalize = ft_game_finalize;

  /**
   * FtGame::move-played:
   * @move: the FtMove, already made on the position; FT_MOVE_NONE when the
   *   side passed (its per-move time ran out)
   */
  signals[SIGNAL_MOVE_PLAYED] = g_signal_new ("move-played", G_TYPE_FROM_CLASS (klass),
                                              G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                                              G_TYPE_NONE, 1, G_TYPE_UINT);
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
  self->moves = g_array_new (FALSE, FALSE, sizeof (FtMove));
  self->clock_times = g_array_new (FALSE, FALSE, sizeof (ClockTimes));
  self->redo_moves = g_array_new (FALSE, FALSE, sizeof (FtMove));
  self->redo_clock_times = g_array_new (FALSE, FALSE, sizeof (ClockTimes));
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

FtGame *
ft_game_new_with_clock (const FtPosition *start, FtColour human_colour, FtClock *clock)
{
  FtGame *self;

  g_return_val_if_fail (start != NULL, NULL);
  g_return_val_if_fail (FT_IS_CLOCK (clock), NULL);

  self = g_object_new (FT_TYPE_GAME, NULL);
  self->position = g_memdup2 (start, sizeof *start);
  self->start = g_memdup2 (start, G_STRUCT_OFFSET (FtPosition, history));
  self->human_colour = human_colour;
  self->clock = g_object_ref (clock);
  g_signal_connect (self->clock, "flag-fall", G_CALLBACK (flag_fall_cb), self);
  record_clock_times (self, self->clock_times);

  /* A layout may already be decided (no legal move for the side to move). */
  self->result = ft_position_result (self->position, &self->reason);
  return self;
}

const FtPosition *
ft_game_get_start_position (FtGame *self)
{
  g_return_val_if_fail (FT_IS_GAME (self), NULL);
  return self->start;
}

void
ft_game_copy_position_at (FtGame *self, guint ply, FtPosition *out)
{
  g_return_if_fail (FT_IS_GAME (self));
  g_return_if_fail (out != NULL);

  ply = MIN (ply, self->moves->len);
  if (ply == self->moves->len)
    {
      *out = *self->position;
      return;
    }
  /* Replayed from the start: a few hundred moves take microseconds, and
   * the game keeps no copy per move. */
  memcpy (out, self->start, G_STRUCT_OFFSET (FtPosition, history));
  out->history_length = 0;
  for (guint i = 0; i < ply; i++)
    {
      FtMove move = g_array_index (self->moves, FtMove, i);

      if (out->history_length >= FT_MAX_GAME_PLY - 2 * FT_SEARCH_MAX_PLY)
        ft_position_forget_history (out);
      if (move == FT_MOVE_NONE)
        ft_position_make_null_move (out);
      else
        ft_position_make_move (out, move);
    }
}

const FtPosition *
ft_game_get_position (FtGame *self)
{
  g_return_val_if_fail (FT_IS_GAME (self), NULL);
  return self->position;
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
  return self->position->side_to_move;
}

gboolean
ft_game_is_human_turn (FtGame *self)
{
  g_return_val_if_fail (FT_IS_GAME (self), FALSE);
  return self->position->side_to_move == self->human_colour;
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

guint
ft_game_get_n_moves (FtGame *self)
{
  g_return_val_if_fail (FT_IS_GAME (self), 0);
  return self->moves->len;
}

FtMove
ft_game_get_move (FtGame *self, guint index)
{
  g_return_val_if_fail (FT_IS_GAME (self), FT_MOVE_NONE);
  g_return_val_if_fail (index < self->moves->len, FT_MOVE_NONE);
  return g_array_index (self->moves, FtMove, index);
}

FtMove
ft_game_get_last_move (FtGame *self)
{
  g_return_val_if_fail (FT_IS_GAME (self), FT_MOVE_NONE);
  if (self->moves->len == 0)
    return FT_MOVE_NONE;
  return g_array_index (self->moves, FtMove, self->moves->len - 1);
}

void
ft_game_start_turn (FtGame *self)
{
  g_return_if_fail (FT_IS_GAME (self));

  if (self->result != FT_RESULT_NONE || self->turn_started)
    return;
  self->turn_started = TRUE;
  ft_clock_start (self->clock, self->position->side_to_move);
  g_signal_emit (self, signals[SIGNAL_TURN_STARTED], 0, (int) self->position->side_to_move);
}

gboolean
ft_game_play_move (FtGame *self, FtMove move)
{
  g_return_val_if_fail (FT_IS_GAME (self), FALSE);

  if (self->result != FT_RESULT_NONE || !self->turn_started)
    return FALSE;
  /* The flag may have fallen a moment ago without its timer having run yet:
   * a move made after the time ran out does not count. */
  if (ft_clock_check_flag (self->clock))
    return FALSE;
  if (!ft_position_is_legal (self->position, move))
    return FALSE;
  /* A new move ends what redo could replay. */
  g_array_set_size (self->redo_moves, 0);
  g_array_set_size (self->redo_clock_times, 0);
  /* A very long game: make room in the position's history, keeping what
   * repetition detection needs, with room for the computer's search. */
  if (self->position->history_length >= FT_MAX_GAME_PLY - 2 * FT_SEARCH_MAX_PLY)
    ft_position_forget_history (self->position);

  make_move (self, move);
  return TRUE;
}

/* The side to move's turn ends with `move` (FT_MOVE_NONE: a pass). */
static void
make_move (FtGame *self, FtMove move)
{
  FtResult result;
  FtResultReason reason;

  ft_clock_press (self->clock);
  self->turn_started = FALSE;
  if (move == FT_MOVE_NONE)
    ft_position_make_null_move (self->position);
  else
    ft_position_make_move (self->position, move);
  g_array_append_val (self->moves, move);
  record_clock_times (self, self->clock_times);
  g_signal_emit (self, signals[SIGNAL_MOVE_PLAYED], 0, (guint) move);

  result = ft_position_result (self->position, &reason);
  if (result != FT_RESULT_NONE)
    end_game (self, result, reason);
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
ft_game_end (FtGame *self, FtResult result, FtResultReason reason)
{
  g_return_if_fail (FT_IS_GAME (self));
  g_return_if_fail (result != FT_RESULT_NONE);

  end_game (self, result, reason);
}

const char *
ft_game_get_result_message_for_players (FtGame *self)
{
  gboolean white_won;

  g_return_val_if_fail (FT_IS_GAME (self), NULL);

  if (self->result == FT_RESULT_NONE || self->result == FT_RESULT_DRAW)
    return ft_game_get_result_message (self);
  white_won = self->result == FT_RESULT_WHITE_WINS;
  switch (self->reason)
    {
    case FT_REASON_TIME:
      return white_won ? _("White won on time") : _("Black won on time");
    case FT_REASON_RESIGNATION:
      return white_won ? _("Black resigned") : _("White resigned");
    case FT_REASON_ABANDONMENT:
      return white_won ? _("White won: Black left the game") : _("Black won: White left the game");
    case FT_REASON_KING_CAPTURED:
      return white_won ? _("White captured the king") : _("Black captured the king");
    case FT_REASON_AGREEMENT:
    case FT_REASON_CHECKMATE:
    case FT_REASON_NONE:
    case FT_REASON_STALEMATE:
    case FT_REASON_REPETITION:
    case FT_REASON_PERPETUAL_CHECK:
    case FT_REASON_FIFTY_MOVES:
    case FT_REASON_INSUFFICIENT_MATERIAL:
    default:
      return white_won ? _("White won by checkmate") : _("Black won by checkmate");
    }
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

const char *
ft_game_get_result_message (FtGame *self)
{
  gboolean human_won;

  g_return_val_if_fail (FT_IS_GAME (self), NULL);

  switch (self->result)
    {
    case FT_RESULT_NONE:
      return NULL;
    case FT_RESULT_DRAW:
      switch (self->reason)
        {
        case FT_REASON_REPETITION:
          return _("Draw by repetition");
        case FT_REASON_PERPETUAL_CHECK:
          return _("Draw by perpetual check");
        case FT_REASON_FIFTY_MOVES:
          return _("Draw by fifty-move rule");
        case FT_REASON_INSUFFICIENT_MATERIAL:
          return _("Draw by insufficient material");
        case FT_REASON_AGREEMENT:
          return _("Draw by agreement");
        case FT_REASON_STALEMATE:
        case FT_REASON_NONE:
        case FT_REASON_CHECKMATE:
        case FT_REASON_TIME:
        case FT_REASON_RESIGNATION:
        case FT_REASON_ABANDONMENT:
        default:
          return _("Stalemate – draw");
        }
    case FT_RESULT_WHITE_WINS:
    case FT_RESULT_BLACK_WINS:
    default:
      break;
    }

  human_won = (self->result == FT_RESULT_WHITE_WINS) == (self->human_colour == FT_WHITE);
  switch (self->reason)
    {
    case FT_REASON_TIME:
      return human_won ? _("You won on time") : _("You lost on time");
    case FT_REASON_RESIGNATION:
      return human_won ? _("The computer resigned") : _("You resigned");
    case FT_REASON_ABANDONMENT:
      return human_won ? _("You won: the opponent left the game")
                       : _("You lost: you left the game");
    case FT_REASON_KING_CAPTURED:
      return human_won ? _("You captured the king") : _("Your king was captured");
    case FT_REASON_AGREEMENT:
    case FT_REASON_CHECKMATE:
    case FT_REASON_NONE:
    case FT_REASON_STALEMATE:
    case FT_REASON_REPETITION:
    case FT_REASON_PERPETUAL_CHECK:
    case FT_REASON_FIFTY_MOVES:
    case FT_REASON_INSUFFICIENT_MATERIAL:
    default:
      return human_won ? _("You won by checkmate") : _("You lost by checkmate");
    }
}

/* ---- Takeback ------------------------------------------------------------------ */

/* Results that the board decided can be taken back; time and resignation
 * cannot (the clock's fallen flag stays down). */
static gboolean
result_allows_takeback (FtGame *self)
{
  return self->reason != FT_REASON_TIME && self->reason != FT_REASON_RESIGNATION
         && self->reason != FT_REASON_AGREEMENT && self->reason != FT_REASON_ABANDONMENT;
}

gboolean
ft_game_can_undo (FtGame *self)
{
  g_return_val_if_fail (FT_IS_GAME (self), FALSE);
  /* A very long game forgets the moves repetition cannot reach. */
  return self->moves->len > 0 && self->position->history_length > 0
         && result_allows_takeback (self);
}

gboolean
ft_game_can_redo (FtGame *self)
{
  g_return_val_if_fail (FT_IS_GAME (self), FALSE);
  return self->redo_moves->len > 0 && result_allows_takeback (self);
}

/* The turn in progress stops (no clock runs) and the result is forgotten:
 * the game waits for ft_game_start_turn(). */
static void
stop_turn (FtGame *self)
{
  self->turn_started = FALSE;
  self->result = FT_RESULT_NONE;
  self->reason = FT_REASON_NONE;
  ft_clock_stop (self->clock);
}

gboolean
ft_game_undo (FtGame *self)
{
  FtMove move;

  g_return_val_if_fail (FT_IS_GAME (self), FALSE);

  if (!ft_game_can_undo (self))
    return FALSE;
  stop_turn (self);
  move = g_array_index (self->moves, FtMove, self->moves->len - 1);
  if (move == FT_MOVE_NONE)
    ft_position_unmake_null_move (self->position);
  else
    ft_position_unmake_move (self->position);
  g_array_append_val (self->redo_moves, move);
  g_array_append_val (self->redo_clock_times,
                      g_array_index (self->clock_times, ClockTimes, self->clock_times->len - 1));
  g_array_set_size (self->moves, self->moves->len - 1);
  g_array_set_size (self->clock_times, self->clock_times->len - 1);
  restore_clock_times (self, &g_array_index (self->clock_times, ClockTimes,
                                             self->clock_times->len - 1));
  return TRUE;
}

gboolean
ft_game_redo (FtGame *self)
{
  FtMove move;
  ClockTimes times;
  FtResultReason reason;

  g_return_val_if_fail (FT_IS_GAME (self), FALSE);

  if (!ft_game_can_redo (self) || self->result != FT_RESULT_NONE)
    return FALSE;
  stop_turn (self);
  move = g_array_index (self->redo_moves, FtMove, self->redo_moves->len - 1);
  times = g_array_index (self->redo_clock_times, ClockTimes, self->redo_clock_times->len - 1);
  g_array_set_size (self->redo_moves, self->redo_moves->len - 1);
  g_array_set_size (self->redo_clock_times, self->redo_clock_times->len - 1);
  if (move == FT_MOVE_NONE)
    ft_position_make_null_move (self->position);
  else
    ft_position_make_move (self->position, move);
  g_array_append_val (self->moves, move);
  g_array_append_val (self->clock_times, times);
  restore_clock_times (self, &times);
  self->result = ft_position_result (self->position, &reason);
  self->reason = self->result != FT_RESULT_NONE ? reason : FT_REASON_NONE;
  return TRUE;
}

/* ---- Records ----------------------------------------------------------------- */

gboolean
ft_game_get_clock_after (FtGame *self, guint move_index, gint64 *white_ms, gint64 *black_ms)
{
  const ClockTimes *times;

  g_return_val_if_fail (FT_IS_GAME (self), FALSE);

  if (move_index >= self->moves->len)
    return FALSE;
  times = &g_array_index (self->clock_times, ClockTimes, move_index + 1);
  if (white_ms != NULL)
    *white_ms = times->ms[FT_WHITE];
  if (black_ms != NULL)
    *black_ms = times->ms[FT_BLACK];
  return TRUE;
}

gboolean
ft_game_append_recorded_move (FtGame *self, FtMove move, gint64 white_ms, gint64 black_ms)
{
  ClockTimes times;
  FtResultReason reason;

  g_return_val_if_fail (FT_IS_GAME (self), FALSE);

  if (self->result != FT_RESULT_NONE || self->turn_started)
    return FALSE;
  if (move == FT_MOVE_NONE ? ft_position_in_check (self->position)
                           : !ft_position_is_legal (self->position, move))
    return FALSE;
  g_array_set_size (self->redo_moves, 0);
  g_array_set_size (self->redo_clock_times, 0);
  if (self->position->history_length >= FT_MAX_GAME_PLY - 2 * FT_SEARCH_MAX_PLY)
    ft_position_forget_history (self->position);
  if (move == FT_MOVE_NONE)
    ft_position_make_null_move (self->position);
  else
    ft_position_make_move (self->position, move);
  g_array_append_val (self->moves, move);
  times.ms[FT_WHITE] = white_ms;
  times.ms[FT_BLACK] = black_ms;
  restore_clock_times (self, &times);
  /* What the clock shows now (an untimed clock: -1). */
  record_clock_times (self, self->clock_times);
  self->result = ft_position_result (self->position, &reason);
  self->reason = self->result != FT_RESULT_NONE ? reason : FT_REASON_NONE;
  return TRUE;
}

void
ft_game_set_recorded_result (FtGame *self, FtResult result, FtResultReason reason)
{
  g_return_if_fail (FT_IS_GAME (self));

  if (self->result != FT_RESULT_NONE || result == FT_RESULT_NONE)
    return;
  self->result = result;
  self->reason = reason;
  self->turn_started = FALSE;
  ft_clock_stop (self->clock);
}
