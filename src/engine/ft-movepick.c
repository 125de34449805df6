/* ft-movepick.c — scores for move ordering, killers and history (see
 * ft-movepick.h for the order and the reasons). */
#include "ft-movepick.h"

#include <string.h>

#include "ft-see.h"

/* Ordering scores: the bands never overlap (a history score stays below
 * HISTORY_MAX, under the killers). */
#define ORDER_HASH 2000000000
#define ORDER_GOOD_CAPTURE 1000000000
#define ORDER_KILLER_1 900000000
#define ORDER_KILLER_2 899000000
#define ORDER_COUNTER 898000000
#define ORDER_BAD_CAPTURE -1000000000

void
ft_history_clear (FtHistory *history)
{
  memset (history, 0, sizeof *history);
}

void
ft_history_new_search (FtHistory *history)
{
  memset (history->killers, 0, sizeof history->killers);
  for (int p = 0; p < 32; p++)
    for (int q = 0; q < FT_BOARD_CELLS; q++)
      history->quiet[p][q] /= 8;
}

static inline void
history_update (int *h, int bonus)
{
  *h += bonus - *h * ABS (bonus) / FT_HISTORY_MAX;
}

void
ft_history_record_cutoff (FtHistory *history, const FtPosition *pos, FtMove m, int depth, int ply,
                          const FtMove *failed, guint n_failed)
{
  int bonus = MIN (depth * depth, 400) * 16;

  if (history->killers[ply][0] != m)
    {
      history->killers[ply][1] = history->killers[ply][0];
      history->killers[ply][0] = m;
    }
  if (pos->history_length > 0 && pos->history[pos->history_length - 1].move != FT_MOVE_NONE)
    {
      FtSquare last_to = FT_MOVE_TO (pos->history[pos->history_length - 1].move);
      history->counter[pos->board[last_to] & 31][last_to] = m;
    }
  history_update (&history->quiet[pos->board[FT_MOVE_FROM (m)] & 31][FT_MOVE_TO (m)], bonus);
  for (guint i = 0; i < n_failed; i++)
    history_update (&history->quiet[pos->board[FT_MOVE_FROM (failed[i])] & 31][FT_MOVE_TO (failed[i])],
                    -bonus);
}

/* Score a capture or promotion for ordering: most valuable victim first,
 * least valuable attacker among equals. A capture that loses material by
 * static exchange goes last (only a capture by a more valuable piece can). */
static inline int
capture_order (const FtPosition *pos, FtMove move)
{
  FtKind victim = ft_move_captured_kind (pos, move);
  FtKind attacker = FT_PIECE_KIND (pos->board[FT_MOVE_FROM (move)]);
  FtKind promotion = FT_MOVE_PROMOTION (move);
  int gain = ft_eval_kind_value (pos, victim);
  int attacker_value = ft_eval_exchange_value (pos, attacker);

  if (promotion != FT_NO_KIND)
    gain += ft_eval_kind_value (pos, promotion) - ft_eval_kind_value (pos, FT_PAWN);
  if (attacker_value > ft_eval_kind_value (pos, victim) && promotion == FT_NO_KIND
      && ft_see (pos, move) < 0)
    return ORDER_BAD_CAPTURE + gain * 16 - attacker_value / 16;
  return ORDER_GOOD_CAPTURE + gain * 16 - MIN (attacker_value, 2000) / 16;
}

void
ft_move_picker_init (FtMovePicker *picker, const FtPosition *pos, FtMoveList *list, int *scores,
                     FtMove hash_move, const FtHistory *history, int ply)
{
  const FtMove *killers = history->killers[ply];
  /* Looked up at the first quiet move: a capture search has none. */
  FtMove counter = FT_MOVE_NONE;
  gboolean counter_known = FALSE;

  picker->moves = list->moves;
  picker->scores = scores;
  picker->count = list->count;
  picker->next = 0;
  for (guint i = 0; i < list->count; i++)
    {
      FtMove m = list->moves[i];
      if (m == hash_move)
        scores[i] = ORDER_HASH;
      else if (!ft_move_is_quiet (m))
        scores[i] = capture_order (pos, m);
      else if (m == killers[0])
        scores[i] = ORDER_KILLER_1;
      else if (m == killers[1])
        scores[i] = ORDER_KILLER_2;
      else
        {
          if (!counter_known)
            {
              counter = ft_history_counter (history, pos);
              counter_known = TRUE;
            }
          scores[i] = m == counter ? ORDER_COUNTER
                                   : history->quiet[pos->board[FT_MOVE_FROM (m)] & 31][FT_MOVE_TO (m)];
        }
    }
}
