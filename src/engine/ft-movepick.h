/* ft-movepick.h — move ordering for the search (internal to the engine).
 *
 * The search tries the most promising moves first, because alpha-beta cuts
 * more the sooner a good move is searched:
 *   1. the hash move (the best move the transposition table remembers);
 *   2. captures and promotions by MVV-LVA: most valuable victim first, the
 *      least valuable attacker among equals;
 *   3. the two killer moves of the ply (quiet moves that refuted a sibling),
 *      then the counter move: the quiet move that last refuted the move
 *      just played (the same piece arriving on the same square);
 *   4. the other quiet moves by their history score (moving piece and target
 *      square, raised each time such a move refutes a position);
 *   5. last, captures that lose material by static exchange evaluation
 *      (ft-see.h; "bad captures": the quiescence search skips them).
 *
 * FtMovePicker scores a generated list once and hands out its moves one at a
 * time, best first (a selection sort step each): after a cut-off the rest is
 * never sorted. Nothing here allocates; the lists and scores belong to the
 * search worker.
 */
#pragma once

#include "ft-eval.h"
#include "ft-position.h"
#include "ft-search.h"

G_BEGIN_DECLS

/* What the search has learned about quiet moves, kept between iterations
 * (history also between searches, aged). One per search worker. */
typedef struct {
  FtMove killers[FT_SEARCH_MAX_PLY][2];
  int quiet[32][FT_BOARD_CELLS]; /* by moving piece byte (& 31) and target square */
  /* The quiet move that last refuted a move, by that move's piece byte
   * (& 31) and target square. */
  FtMove counter[32][FT_BOARD_CELLS];
} FtHistory;

/* Forget everything (new game). */
void ft_history_clear (FtHistory *history);
/* A new search: killers are forgotten, history scores kept at an eighth. */
void ft_history_new_search (FtHistory *history);
/* History scores stay within ±FT_HISTORY_MAX. */
#define FT_HISTORY_MAX 16384

/* The quiet move m (not yet made in pos) caused a beta cut-off at ply and
 * depth: it becomes the first killer and its history score grows; the
 * n_failed quiet moves tried before it at this node (failed) lose as much.
 * Scores move towards ±FT_HISTORY_MAX by a fraction of the distance left
 * ("gravity"), so recent results weigh most. */
void ft_history_record_cutoff (FtHistory *history, const FtPosition *pos, FtMove m, int depth,
                               int ply, const FtMove *failed, guint n_failed);

/* The history score of the quiet move m in pos. */
static inline int
ft_history_score (const FtHistory *history, const FtPosition *pos, FtMove m)
{
  return history->quiet[pos->board[FT_MOVE_FROM (m)] & 31][FT_MOVE_TO (m)];
}

/* The counter move to the move that led to pos, or FT_MOVE_NONE (at the
 * start, after a null move). */
static inline FtMove
ft_history_counter (const FtHistory *history, const FtPosition *pos)
{
  FtMove last;

  if (pos->history_length == 0)
    return FT_MOVE_NONE;
  last = pos->history[pos->history_length - 1].move;
  if (last == FT_MOVE_NONE)
    return FT_MOVE_NONE;
  return history->counter[pos->board[FT_MOVE_TO (last)] & 31][FT_MOVE_TO (last)];
}

static inline gboolean
ft_history_is_killer (const FtHistory *history, int ply, FtMove m)
{
  return m == history->killers[ply][0] || m == history->killers[ply][1];
}

typedef struct {
  FtMove *moves;
  int *scores;
  guint count;
  guint next; /* index of the next move to hand out */
} FtMovePicker;

/* Scores every move of list (already generated in pos) into scores, which
 * holds at least list->count ints. hash_move may be FT_MOVE_NONE. */
void ft_move_picker_init (FtMovePicker *picker, const FtPosition *pos, FtMoveList *list, int *scores,
                          FtMove hash_move, const FtHistory *history, int ply);

/* The best move not yet handed out, or FT_MOVE_NONE when all have been. */
static inline FtMove
ft_move_picker_next (FtMovePicker *picker)
{
  guint i = picker->next;
  guint best = i;

  if (i >= picker->count)
    return FT_MOVE_NONE;
  for (guint j = i + 1; j < picker->count; j++)
    if (picker->scores[j] > picker->scores[best])
      best = j;
  if (best != i)
    {
      FtMove tm = picker->moves[i];
      int ts = picker->scores[i];
      picker->moves[i] = picker->moves[best];
      picker->scores[i] = picker->scores[best];
      picker->moves[best] = tm;
      picker->scores[best] = ts;
    }
  picker->next = i + 1;
  return picker->moves[i];
}

/* How many moves have been handed out (the last one counted). */
static inline guint
ft_move_picker_count_picked (const FtMovePicker *picker)
{
  return picker->next;
}

/* Was the move just handed out a capture that loses material on its face? */
static inline gboolean
ft_move_picker_last_is_bad_capture (const FtMovePicker *picker)
{
  return picker->scores[picker->next - 1] < 0;
}

/* The kind m takes in pos (a pawn for en passant), or FT_NO_KIND. */
static inline FtKind
ft_move_captured_kind (const FtPosition *pos, FtMove move)
{
  if (!FT_MOVE_IS_CAPTURE (move))
    return FT_NO_KIND;
  if (FT_MOVE_SPECIAL (move) == FT_MOVE_EN_PASSANT)
    return FT_PAWN;
  return FT_PIECE_KIND (pos->board[FT_MOVE_TO (move)]);
}

/* Material the move wins on its face: the victim, plus what a promotion
 * adds to the pawn. */
static inline int
ft_move_material_gain (const FtPosition *pos, FtMove move)
{
  int gain = ft_eval_kind_value (pos, ft_move_captured_kind (pos, move));

  if (FT_MOVE_PROMOTION (move) != FT_NO_KIND)
    gain += ft_eval_kind_value (pos, FT_MOVE_PROMOTION (move)) - ft_eval_kind_value (pos, FT_PAWN);
  return gain;
}

static inline gboolean
ft_move_is_quiet (FtMove m)
{
  return !FT_MOVE_IS_CAPTURE (m) && FT_MOVE_PROMOTION (m) == FT_NO_KIND;
}

G_END_DECLS
