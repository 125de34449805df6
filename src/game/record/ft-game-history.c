/* ft-game-history.c — FtGame's record: the moves with their notation and
 * clocks, the positions after them (replayed from the start: a few hundred
 * moves take microseconds, and the game keeps no copy per move), takeback
 * and redo, and the moves of a saved game. */
#include "config.h"

#include <string.h>

#include "ft-chess-ruleset.h"
#include "ft-game-private.h"
#include "ft-search.h"

#define PLY(self, i) (&g_array_index ((self)->plies, FtGamePly, (i)))

guint
ft_game_get_n_moves (FtGame *self)
{
  g_return_val_if_fail (FT_IS_GAME (self), 0);
  return self->plies->len;
}

const FtGameMove *
ft_game_peek_move (FtGame *self, guint index)
{
  g_return_val_if_fail (FT_IS_GAME (self), NULL);
  g_return_val_if_fail (index < self->plies->len, NULL);
  return &PLY (self, index)->move;
}

const char *
ft_game_get_notation (FtGame *self, guint index)
{
  g_return_val_if_fail (FT_IS_GAME (self), NULL);
  g_return_val_if_fail (index < self->plies->len, NULL);
  return PLY (self, index)->notation;
}

FtRuleset *
ft_game_dup_rules_at (FtGame *self, guint ply)
{
  FtRuleset *rules;

  g_return_val_if_fail (FT_IS_GAME (self), NULL);

  if (ply >= self->plies->len)
    return ft_ruleset_copy (self->rules);
  rules = ft_ruleset_copy (self->start);
  for (guint i = 0; i < ply; i++)
    ft_ruleset_apply (rules, &PLY (self, i)->move);
  return rules;
}

void
ft_game_copy_position_at (FtGame *self, guint ply, FtPosition *out)
{
  g_return_if_fail (FT_IS_GAME (self));
  g_return_if_fail (FT_IS_CHESS_RULESET (self->rules));
  g_return_if_fail (out != NULL);

  if (ply >= self->plies->len)
    {
      *out = *ft_game_get_position (self);
      return;
    }
  /* Without the history of the start, as a start position has none. */
  memcpy (out, ft_game_get_start_position (self), G_STRUCT_OFFSET (FtPosition, history));
  out->history_length = 0;
  for (guint i = 0; i < ply; i++)
    {
      FtMove move = PLY (self, i)->move.chess;

      if (out->history_length >= FT_MAX_GAME_PLY - 2 * FT_SEARCH_MAX_PLY)
        ft_position_forget_history (out);
      if (move == FT_MOVE_NONE)
        ft_position_make_null_move (out);
      else
        ft_position_make_move (out, move);
    }
}

static void
copy_position_at (gpointer owner, guint ply, FtPosition *out)
{
  ft_game_copy_position_at (owner, ply, out);
}

void
ft_game_get_past (FtGame *self, FtPast *past)
{
  g_return_if_fail (FT_IS_GAME (self));
  g_return_if_fail (past != NULL);

  past->n_plies = self->plies->len;
  past->copy_position_at = copy_position_at;
  past->owner = self;
}

gboolean
ft_game_get_clock_after (FtGame *self, guint index, gint64 *white_ms, gint64 *black_ms)
{
  const FtClockTimes *times;

  g_return_val_if_fail (FT_IS_GAME (self), FALSE);

  if (index >= self->plies->len)
    return FALSE;
  times = &PLY (self, index)->clocks;
  if (white_ms != NULL)
    *white_ms = times->ms[FT_WHITE];
  if (black_ms != NULL)
    *black_ms = times->ms[FT_BLACK];
  return TRUE;
}

FtMove
ft_game_get_move (FtGame *self, guint index)
{
  g_return_val_if_fail (FT_IS_GAME (self), FT_MOVE_NONE);
  g_return_val_if_fail (index < self->plies->len, FT_MOVE_NONE);
  return ft_game_move_get_chess (&PLY (self, index)->move);
}

FtMove
ft_game_get_last_move (FtGame *self)
{
  g_return_val_if_fail (FT_IS_GAME (self), FT_MOVE_NONE);
  if (self->plies->len == 0)
    return FT_MOVE_NONE;
  return ft_game_move_get_chess (&PLY (self, self->plies->len - 1)->move);
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
  /* A very long chess game forgets the moves repetition cannot reach. */
  return self->plies->len > 0 && ft_ruleset_can_undo (self->rules) && result_allows_takeback (self);
}

gboolean
ft_game_can_redo (FtGame *self)
{
  g_return_val_if_fail (FT_IS_GAME (self), FALSE);
  return self->redo->len > 0 && result_allows_takeback (self);
}

guint
ft_game_get_n_redo (FtGame *self)
{
  g_return_val_if_fail (FT_IS_GAME (self), 0);
  return self->redo->len;
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
  g_return_val_if_fail (FT_IS_GAME (self), FALSE);

  if (!ft_game_can_undo (self))
    return FALSE;
  stop_turn (self);
  ft_ruleset_undo (self->rules);
  g_array_append_val (self->redo, *PLY (self, self->plies->len - 1));
  g_array_set_size (self->plies, self->plies->len - 1);
  _ft_game_restore_clocks (self, self->plies->len > 0 ? &PLY (self, self->plies->len - 1)->clocks
                                                      : &self->start_clocks);
  _ft_game_notify_moves (self);
  return TRUE;
}

gboolean
ft_game_redo (FtGame *self)
{
  FtGamePly ply;

  g_return_val_if_fail (FT_IS_GAME (self), FALSE);

  if (!ft_game_can_redo (self) || self->result != FT_RESULT_NONE)
    return FALSE;
  stop_turn (self);
  ply = g_array_index (self->redo, FtGamePly, self->redo->len - 1);
  g_array_set_size (self->redo, self->redo->len - 1);
  ft_ruleset_apply (self->rules, &ply.move);
  g_array_append_val (self->plies, ply);
  _ft_game_restore_clocks (self, &ply.clocks);
  self->result = _ft_game_live_result (self, &self->reason);
  _ft_game_notify_moves (self);
  return TRUE;
}

/* ---- Records ----------------------------------------------------------------- */

gboolean
ft_game_append_recorded (FtGame *self, const FtGameMove *move, gint64 white_ms, gint64 black_ms)
{
  FtClockTimes times;

  g_return_val_if_fail (FT_IS_GAME (self), FALSE);
  g_return_val_if_fail (move != NULL, FALSE);

  if (self->result != FT_RESULT_NONE || self->turn_started)
    return FALSE;
  if (ft_game_move_is_pass (move) ? !ft_ruleset_can_pass (self->rules)
                                  : !ft_ruleset_is_legal (self->rules, move))
    return FALSE;
  g_array_set_size (self->redo, 0);
  times.ms[FT_WHITE] = white_ms;
  times.ms[FT_BLACK] = black_ms;
  _ft_game_restore_clocks (self, &times);
  /* What the clock shows now (an untimed clock: -1) goes with the move. */
  _ft_game_append_ply (self, move);
  self->result = ft_ruleset_get_result (self->rules, &self->reason);
  _ft_game_notify_moves (self);
  return TRUE;
}

gboolean
ft_game_append_recorded_move (FtGame *self, FtMove move, gint64 white_ms, gint64 black_ms)
{
  FtGameMove value = ft_game_move_chess (move);

  g_return_val_if_fail (FT_IS_GAME (self), FALSE);
  return ft_game_append_recorded (self, &value, white_ms, black_ms);
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

void
ft_game_get_clock_at_start (FtGame *self, gint64 *white_ms, gint64 *black_ms)
{
  g_return_if_fail (FT_IS_GAME (self));

  if (white_ms != NULL)
    *white_ms = self->start_clocks.ms[FT_WHITE];
  if (black_ms != NULL)
    *black_ms = self->start_clocks.ms[FT_BLACK];
}
