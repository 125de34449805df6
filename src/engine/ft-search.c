/* ft-search.c — principal variation search with iterative deepening,
 * aspiration windows, quiescence on captures and promotions, a
 * transposition table, null-move pruning, late-move reductions and a check
 * extension. Move ordering: hash move, captures by MVV-LVA (losing captures
 * last), killers, history.
 *
 * Everything the search touches lives in the FtSearcher, allocated once:
 * the hot paths never allocate.
 */
#include "ft-search.h"

#include <stdio.h>
#include <string.h>

#include "ft-tt.h"

/* Ordering scores. */
#define ORDER_HASH 2000000000
#define ORDER_GOOD_CAPTURE 1000000000
#define ORDER_KILLER_1 900000000
#define ORDER_KILLER_2 899000000
#define ORDER_BAD_CAPTURE -1000000000
#define HISTORY_MAX 400000000

struct _FtSearcher {
  FtTt *tt;
  FtLevel level;
  int depth_cap; /* 0 = none */
  FtEvalOptions eval_options;

  /* State of the running search. */
  FtPosition pos;
  const gint *stop;
  gboolean stopped;
  guint64 nodes;
  guint64 node_limit;
  gint64 start_us;
  gint64 hard_deadline_us; /* 0 = none */
  int seldepth;
  FtMove root_best;
  int root_best_score;

  FtMove killers[FT_SEARCH_MAX_PLY][2];
  int history[32][FT_BOARD_CELLS]; /* by moving piece and target square */
  FtMove pv[FT_SEARCH_MAX_PLY][FT_SEARCH_MAX_PLY];
  int pv_length[FT_SEARCH_MAX_PLY];
  FtMoveList lists[FT_SEARCH_MAX_PLY];
  int order[FT_SEARCH_MAX_PLY][FT_MAX_MOVES];
};

FtSearcher *
ft_searcher_new (gsize hash_mb)
{
  FtSearcher *s = g_new0 (FtSearcher, 1);
  s->tt = ft_tt_new (hash_mb);
  s->level = FT_LEVEL_HARD;
  return s;
}

void
ft_searcher_free (FtSearcher *searcher)
{
  if (searcher == NULL)
    return;
  ft_tt_free (searcher->tt);
  g_free (searcher);
}

void
ft_searcher_set_hash_size (FtSearcher *searcher, gsize hash_mb)
{
  if (hash_mb == ft_tt_size_mb (searcher->tt))
    return;
  ft_tt_free (searcher->tt);
  searcher->tt = ft_tt_new (hash_mb);
}

void
ft_searcher_clear (FtSearcher *searcher)
{
  ft_tt_clear (searcher->tt);
  memset (searcher->killers, 0, sizeof searcher->killers);
  memset (searcher->history, 0, sizeof searcher->history);
}

void
ft_searcher_set_level (FtSearcher *searcher, FtLevel level, guint64 seed)
{
  searcher->level = level;
  if (level == FT_LEVEL_HARD)
    {
      searcher->depth_cap = 0;
      searcher->eval_options.noise = 0;
    }
  else
    {
      /* Normal: a casual player can win. Three plies plus quiescence sees
       * simple tactics; the noise makes it misjudge quiet positions. */
      searcher->depth_cap = 3;
      searcher->eval_options.noise = 60;
    }
  searcher->eval_options.noise_seed = seed * G_GUINT64_CONSTANT (0x9e3779b97f4a7c15) + 1;
}

void
ft_search_plan_time (gint64 remaining_ms, gint64 increment_ms, gint64 *soft_ms, gint64 *hard_ms)
{
  /* Keep a reserve for the interface and the move's animation. */
  const gint64 overhead = 50;
  gint64 usable = MAX (remaining_ms - overhead, 1);
  gint64 soft = remaining_ms / 40 + increment_ms * 3 / 4;
  /* Never plan more than a fifth of what is left, nor let the hard cap pass
   * a third of it: the clock cannot run out however the game goes. */
  soft = MIN (soft, usable / 5);
  gint64 hard = MIN (soft * 3, usable / 3);
  /* With an increment, keep a reserve of five increments (10 s at the
   * default 180 + 2): near it, think at most half an increment, so the
   * clock climbs back instead of running down. */
  if (increment_ms > 0)
    {
      gint64 reserve = 5 * increment_ms + 1000;
      hard = MIN (hard, MAX (remaining_ms - reserve, increment_ms / 2));
      hard = MIN (hard, usable / 3);
      soft = MIN (soft, hard);
    }
  *soft_ms = MAX (soft, 1);
  *hard_ms = MAX (hard, 1);
}

char *
ft_search_score_to_string (int score, char *buf)
{
  if (score > FT_SCORE_MATE_BOUND)
    g_snprintf (buf, 16, "mate %d", (FT_SCORE_MATE - score + 1) / 2);
  else if (score < -FT_SCORE_MATE_BOUND)
    g_snprintf (buf, 16, "mate %d", -(FT_SCORE_MATE + score) / 2);
  else
    g_snprintf (buf, 16, "cp %d", score);
  return buf;
}

/* ---- Helpers ------------------------------------------------------------ */

static inline int
score_to_tt (int score, int ply)
{
  if (score > FT_SCORE_MATE_BOUND)
    return score + ply;
  if (score < -FT_SCORE_MATE_BOUND)
    return score - ply;
  return score;
}

static inline int
score_from_tt (int score, int ply)
{
  if (score > FT_SCORE_MATE_BOUND)
    return score - ply;
  if (score < -FT_SCORE_MATE_BOUND)
    return score + ply;
  return score;
}

static inline gboolean
check_stop (FtSearcher *s)
{
  if (s->stopped)
    return TRUE;
  if ((s->nodes & 255) == 0)
    {
      if (s->stop != NULL && g_atomic_int_get (s->stop))
        s->stopped = TRUE;
      else if (s->hard_deadline_us != 0 && g_get_monotonic_time () >= s->hard_deadline_us)
        s->stopped = TRUE;
      else if (s->node_limit != 0 && s->nodes >= s->node_limit)
        s->stopped = TRUE;
    }
  return s->stopped;
}

static inline FtKind
captured_kind (const FtPosition *pos, FtMove move)
{
  if (!FT_MOVE_IS_CAPTURE (move))
    return FT_NO_KIND;
  if (FT_MOVE_SPECIAL (move) == FT_MOVE_EN_PASSANT)
    return FT_PAWN;
  return FT_PIECE_KIND (pos->board[FT_MOVE_TO (move)]);
}

/* Score a capture or promotion for ordering: most valuable victim first,
 * least valuable attacker among equals. A capture of a defended piece by a
 * more valuable one goes last. */
static inline int
capture_order (const FtPosition *pos, FtMove move)
{
  FtKind victim = captured_kind (pos, move);
  FtKind attacker = FT_PIECE_KIND (pos->board[FT_MOVE_FROM (move)]);
  FtKind promotion = FT_MOVE_PROMOTION (move);
  int gain = ft_eval_kind_value (pos, victim);
  int attacker_value = ft_eval_exchange_value (pos, attacker);

  if (promotion != FT_NO_KIND)
    gain += ft_eval_kind_value (pos, promotion) - ft_eval_kind_value (pos, FT_PAWN);
  if (attacker_value > ft_eval_kind_value (pos, victim) && promotion == FT_NO_KIND
      && ft_position_is_attacked (pos, FT_MOVE_TO (move), FT_OTHER_COLOUR (pos->side_to_move)))
    return ORDER_BAD_CAPTURE + gain * 16 - attacker_value / 16;
  return ORDER_GOOD_CAPTURE + gain * 16 - MIN (attacker_value, 2000) / 16;
}

static void
score_moves (FtSearcher *s, int ply, FtMove hash_move)
{
  const FtPosition *pos = &s->pos;
  FtMoveList *list = &s->lists[ply];
  int *order = s->order[ply];

  for (guint i = 0; i < list->count; i++)
    {
      FtMove m = list->moves[i];
      if (m == hash_move)
        order[i] = ORDER_HASH;
      else if (FT_MOVE_IS_CAPTURE (m) || FT_MOVE_PROMOTION (m) != FT_NO_KIND)
        order[i] = capture_order (pos, m);
      else if (m == s->killers[ply][0])
        order[i] = ORDER_KILLER_1;
      else if (m == s->killers[ply][1])
        order[i] = ORDER_KILLER_2;
      else
        order[i] = s->history[pos->board[FT_MOVE_FROM (m)] & 31][FT_MOVE_TO (m)];
    }
}

/* Selection sort step: bring the best remaining move to index i. */
static inline FtMove
pick_move (FtSearcher *s, int ply, guint i)
{
  FtMoveList *list = &s->lists[ply];
  int *order = s->order[ply];
  guint best = i;

  for (guint j = i + 1; j < list->count; j++)
    if (order[j] > order[best])
      best = j;
  if (best != i)
    {
      FtMove tm = list->moves[i];
      int to = order[i];
      list->moves[i] = list->moves[best];
      order[i] = order[best];
      list->moves[best] = tm;
      order[best] = to;
    }
  return list->moves[i];
}

static inline int
evaluate (FtSearcher *s)
{
  return ft_eval (&s->pos, &s->eval_options);
}

static inline gboolean
has_pieces (const FtPosition *pos, FtColour colour)
{
  for (int i = 0; i < pos->piece_count[colour]; i++)
    {
      FtKind k = FT_PIECE_KIND (pos->board[pos->piece_list[colour][i]]);
      if (k != FT_PAWN && k != FT_KING)
        return TRUE;
    }
  return FALSE;
}

static void
update_pv (FtSearcher *s, int ply, FtMove move)
{
  s->pv[ply][0] = move;
  int n = s->pv_length[ply + 1];
  if (n > FT_SEARCH_MAX_PLY - 1)
    n = FT_SEARCH_MAX_PLY - 1;
  memcpy (&s->pv[ply][1], s->pv[ply + 1], n * sizeof (FtMove));
  s->pv_length[ply] = n + 1;
}

/* ---- Quiescence --------------------------------------------------------- */

static int
quiescence (FtSearcher *s, int alpha, int beta, int ply)
{
  FtPosition *pos = &s->pos;
  gboolean in_check;
  int best;
  int stand_pat = 0;

  s->pv_length[ply] = 0;
  s->nodes++;
  if (check_stop (s))
    return 0;
  if (ply > s->seldepth)
    s->seldepth = ply;
  if (ply >= FT_SEARCH_MAX_PLY - 1)
    return evaluate (s);

  in_check = ft_position_in_check (pos);
  if (in_check)
    {
      /* Every evasion, so that mates at the end of a capture line count. */
      ft_position_generate_legal (pos, &s->lists[ply]);
      if (s->lists[ply].count == 0)
        return -FT_SCORE_MATE + ply;
      best = -FT_SCORE_INFINITE;
    }
  else
    {
      stand_pat = evaluate (s);
      if (stand_pat >= beta)
        return stand_pat;
      if (stand_pat > alpha)
        alpha = stand_pat;
      best = stand_pat;
      ft_position_generate_legal_captures (pos, &s->lists[ply]);
    }

  score_moves (s, ply, FT_MOVE_NONE);
  for (guint i = 0; i < s->lists[ply].count; i++)
    {
      FtMove m = pick_move (s, ply, i);
      int score;

      if (!in_check)
        {
          /* Delta pruning: even winning the victim (and promoting) with a
           * margin cannot lift the score to alpha. */
          int gain = ft_eval_kind_value (pos, captured_kind (pos, m));
          if (FT_MOVE_PROMOTION (m) != FT_NO_KIND)
            gain += ft_eval_kind_value (pos, FT_MOVE_PROMOTION (m)) - ft_eval_kind_value (pos, FT_PAWN);
          if (stand_pat + gain + 200 <= alpha)
            continue;
          /* A capture that loses material on its face is not worth a look
           * in quiescence. */
          if (s->order[ply][i] < 0)
            continue;
        }

      ft_position_make_move (pos, m);
      score = -quiescence (s, -beta, -alpha, ply + 1);
      ft_position_unmake_move (pos);
      if (s->stopped)
        return 0;

      if (score > best)
        {
          best = score;
          if (score > alpha)
            {
              alpha = score;
              update_pv (s, ply, m);
              if (score >= beta)
                break;
            }
        }
    }
  return best;
}

/* ---- Main search -------------------------------------------------------- */

static int
search (FtSearcher *s, int depth, int alpha, int beta, int ply, gboolean allow_null)
{
  FtPosition *pos = &s->pos;
  gboolean is_pv = beta - alpha > 1;
  gboolean in_check;
  const FtTtEntry *entry;
  FtMove hash_move = FT_MOVE_NONE;
  FtMove best_move = FT_MOVE_NONE;
  int best = -FT_SCORE_INFINITE;
  int original_alpha = alpha;
  int static_eval;
  guint quiets_tried = 0;

  s->pv_length[ply] = 0;
  if (check_stop (s))
    return 0;

  if (ply > 0)
    {
      /* Draws inside the tree: a repeated position or the 100-ply rule. */
      if (pos->halfmove_clock >= 100 || ft_position_is_repetition (pos, 2))
        return 0;
      /* Mate distance pruning. */
      alpha = MAX (alpha, -FT_SCORE_MATE + ply);
      beta = MIN (beta, FT_SCORE_MATE - ply - 1);
      if (alpha >= beta)
        return alpha;
    }

  in_check = ft_position_in_check (pos);
  /* Check extension: a side in check gets one more ply to answer. */
  if (in_check && ply < FT_SEARCH_MAX_PLY / 2)
    depth++;
  if (depth <= 0)
    return quiescence (s, alpha, beta, ply);
  if (ply >= FT_SEARCH_MAX_PLY - 2)
    return evaluate (s);

  s->nodes++;
  if (ply > s->seldepth)
    s->seldepth = ply;

  entry = ft_tt_probe (s->tt, pos->hash);
  if (entry != NULL)
    {
      hash_move = entry->move;
      if (!is_pv && ply > 0 && entry->depth >= depth)
        {
          int tt_score = score_from_tt (entry->score, ply);
          FtTtBound bound = entry->bound_and_age & 3;
          if (bound == FT_TT_EXACT || (bound == FT_TT_LOWER && tt_score >= beta)
              || (bound == FT_TT_UPPER && tt_score <= alpha))
            return tt_score;
        }
    }

  static_eval = in_check ? -FT_SCORE_INFINITE : evaluate (s);

  if (!is_pv && !in_check && ply > 0)
    {
      /* Reverse futility: far above beta near the leaves. */
      if (depth <= 3 && static_eval - 140 * depth >= beta && beta > -FT_SCORE_MATE_BOUND
          && beta < FT_SCORE_MATE_BOUND)
        return static_eval;

      /* Null move: if passing still fails high, a real move will too. Not
       * with pawns only (zugzwang). */
      if (allow_null && depth >= 3 && static_eval >= beta && has_pieces (pos, pos->side_to_move)
          && beta < FT_SCORE_MATE_BOUND)
        {
          int r = 2 + depth / 4;
          int score;
          ft_position_make_null_move (pos);
          score = -search (s, depth - 1 - r, -beta, -beta + 1, ply + 1, FALSE);
          ft_position_unmake_null_move (pos);
          if (s->stopped)
            return 0;
          if (score >= beta)
            return score >= FT_SCORE_MATE_BOUND ? beta : score;
        }
    }

  /* Without a hash move deep in the tree, find one with a shallower search. */
  if (hash_move == FT_MOVE_NONE && is_pv && depth >= 5)
    {
      search (s, depth - 3, alpha, beta, ply, FALSE);
      if (s->stopped)
        return 0;
      entry = ft_tt_probe (s->tt, pos->hash);
      if (entry != NULL)
        hash_move = entry->move;
    }

  ft_position_generate_legal (pos, &s->lists[ply]);
  if (s->lists[ply].count == 0)
    return in_check ? -FT_SCORE_MATE + ply : 0;
  score_moves (s, ply, hash_move);

  for (guint i = 0; i < s->lists[ply].count; i++)
    {
      FtMove m = pick_move (s, ply, i);
      gboolean quiet = !FT_MOVE_IS_CAPTURE (m) && FT_MOVE_PROMOTION (m) == FT_NO_KIND;
      gboolean gives_check;
      int new_depth = depth - 1;
      int score;

      /* Futility and late-move pruning of quiet moves near the leaves, once
       * a move has been searched and no mate is in the air. */
      if (!is_pv && !in_check && quiet && best > -FT_SCORE_MATE_BOUND && i > 0)
        {
          if (depth <= 2 && static_eval + 120 + 100 * depth <= alpha && quiets_tried > 0)
            {
              /* Still search checks: make it and look. */
              ft_position_make_move (pos, m);
              gives_check = ft_position_in_check (pos);
              ft_position_unmake_move (pos);
              if (!gives_check)
                continue;
            }
          if (depth <= 3 && quiets_tried >= (guint) (6 + 5 * depth * depth))
            continue;
        }

      ft_position_make_move (pos, m);
      gives_check = ft_position_in_check (pos);
      if (quiet)
        quiets_tried++;

      if (i == 0)
        score = -search (s, new_depth, -beta, -alpha, ply + 1, TRUE);
      else
        {
          int reduction = 0;
          /* Late-move reductions for quiet moves ordered late. */
          if (depth >= 3 && i >= 3 && quiet && !in_check && !gives_check
              && m != s->killers[ply][0] && m != s->killers[ply][1])
            {
              reduction = 1;
              if (i >= 8)
                reduction++;
              if (depth >= 6 && i >= 20)
                reduction++;
              if (is_pv && reduction > 1)
                reduction--;
              reduction = MIN (reduction, new_depth - 1);
              if (reduction < 0)
                reduction = 0;
            }
          score = -search (s, new_depth - reduction, -alpha - 1, -alpha, ply + 1, TRUE);
          if (score > alpha && reduction > 0)
            score = -search (s, new_depth, -alpha - 1, -alpha, ply + 1, TRUE);
          if (score > alpha && score < beta)
            score = -search (s, new_depth, -beta, -alpha, ply + 1, TRUE);
        }
      ft_position_unmake_move (pos);
      if (s->stopped)
        return 0;

      if (score > best)
        {
          best = score;
          best_move = m;
          if (score > alpha)
            {
              alpha = score;
              update_pv (s, ply, m);
              if (ply == 0)
                {
                  s->root_best = m;
                  s->root_best_score = score;
                }
              if (score >= beta)
                {
                  if (quiet)
                    {
                      int *h = &s->history[pos->board[FT_MOVE_FROM (m)] & 31][FT_MOVE_TO (m)];
                      if (s->killers[ply][0] != m)
                        {
                          s->killers[ply][1] = s->killers[ply][0];
                          s->killers[ply][0] = m;
                        }
                      *h += depth * depth;
                      if (*h > HISTORY_MAX)
                        for (int p = 0; p < 32; p++)
                          for (int q = 0; q < FT_BOARD_CELLS; q++)
                            s->history[p][q] /= 2;
                    }
                  break;
                }
            }
        }
    }

  ft_tt_store (s->tt, pos->hash, best_move, score_to_tt (best, ply), depth,
               best >= beta ? FT_TT_LOWER : best > original_alpha ? FT_TT_EXACT : FT_TT_UPPER);
  return best;
}

/* ---- Iterative deepening ------------------------------------------------ */

static void
fill_info (FtSearcher *s, FtSearchInfo *info, int depth, int score)
{
  gint64 elapsed = (g_get_monotonic_time () - s->start_us) / 1000;

  info->best_move = s->root_best;
  info->score = score;
  info->depth = depth;
  info->seldepth = s->seldepth;
  info->nodes = s->nodes;
  info->time_ms = elapsed;
  info->pv_length = s->pv_length[0];
  memcpy (info->pv, s->pv[0], s->pv_length[0] * sizeof (FtMove));
  if (info->pv_length == 0 || info->pv[0] != s->root_best)
    {
      info->pv[0] = s->root_best;
      info->pv_length = s->root_best != FT_MOVE_NONE ? 1 : 0;
    }
}

FtMove
ft_searcher_search (FtSearcher *s, const FtPosition *pos, const FtSearchLimits *limits,
                    FtSearchInfoFunc info_func, gpointer user_data, const gint *stop,
                    FtSearchInfo *result)
{
  FtSearchInfo info = { 0 };
  FtMoveList *root_moves;
  gint64 soft_ms = 0, hard_ms = 0;
  int max_depth = FT_SEARCH_MAX_PLY - 4;
  int score = 0;
  int completed_depth = 0;
  int completed_score = 0;
  FtMove completed_best;

  s->pos = *pos;
  s->stop = stop;
  s->stopped = FALSE;
  s->nodes = 0;
  s->seldepth = 0;
  s->start_us = g_get_monotonic_time ();
  s->hard_deadline_us = 0;
  s->node_limit = limits->nodes;
  memset (s->killers, 0, sizeof s->killers);
  memset (s->pv_length, 0, sizeof s->pv_length);
  for (int p = 0; p < 32; p++)
    for (int q = 0; q < FT_BOARD_CELLS; q++)
      s->history[p][q] /= 8;
  ft_tt_new_search (s->tt);

  if (limits->depth > 0)
    max_depth = MIN (limits->depth, max_depth);
  if (s->depth_cap > 0)
    max_depth = MIN (max_depth, s->depth_cap);

  if (limits->movetime_ms > 0)
    {
      soft_ms = hard_ms = limits->movetime_ms;
    }
  else if (limits->remaining_ms >= 0 && !limits->infinite && limits->depth <= 0)
    {
      ft_search_plan_time (limits->remaining_ms, MAX (limits->increment_ms, 0), &soft_ms, &hard_ms);
    }
  if (hard_ms > 0)
    s->hard_deadline_us = s->start_us + hard_ms * 1000;

  /* The root's moves, ordered once so that a search stopped at once still
   * has a sensible answer. */
  root_moves = &s->lists[0];
  ft_position_generate_legal (&s->pos, root_moves);
  if (root_moves->count == 0)
    {
      if (result != NULL)
        {
          memset (result, 0, sizeof *result);
          result->score = ft_position_in_check (&s->pos) ? -FT_SCORE_MATE : 0;
        }
      return FT_MOVE_NONE;
    }
  score_moves (s, 0, FT_MOVE_NONE);
  s->root_best = pick_move (s, 0, 0);
  s->root_best_score = 0;
  completed_best = s->root_best;

  for (int depth = 1; depth <= max_depth; depth++)
    {
      int window = 40;
      int alpha = -FT_SCORE_INFINITE;
      int beta = FT_SCORE_INFINITE;

      if (depth >= 5 && completed_score > -FT_SCORE_MATE_BOUND && completed_score < FT_SCORE_MATE_BOUND)
        {
          alpha = completed_score - window;
          beta = completed_score + window;
        }
      s->seldepth = 0;
      for (;;)
        {
          score = search (s, depth, alpha, beta, 0, FALSE);
          if (s->stopped)
            break;
          if (score <= alpha)
            {
              alpha = MAX (alpha - window, -FT_SCORE_INFINITE);
              window *= 2;
            }
          else if (score >= beta)
            {
              beta = MIN (beta + window, FT_SCORE_INFINITE);
              window *= 2;
            }
          else
            break;
          if (window > 1000)
            {
              alpha = -FT_SCORE_INFINITE;
              beta = FT_SCORE_INFINITE;
            }
        }

      if (s->stopped)
        {
          /* A better root move found in the unfinished iteration is kept
           * (it was searched with the previous best as its bound). */
          if (s->root_best != completed_best && s->root_best_score > completed_score)
            completed_best = s->root_best;
          break;
        }

      completed_depth = depth;
      completed_score = score;
      completed_best = s->root_best;
      fill_info (s, &info, depth, score);
      if (info_func != NULL)
        info_func (&info, user_data);

      /* Only one legal move: no need to think under a clock. */
      if (root_moves->count == 1 && soft_ms > 0 && limits->movetime_ms <= 0)
        break;
      /* A mate found and proven within this depth. */
      if ((score > FT_SCORE_MATE_BOUND || score < -FT_SCORE_MATE_BOUND)
          && FT_SCORE_MATE - ABS (score) <= depth && !limits->infinite)
        break;
      /* Not enough time left for another iteration. */
      if (soft_ms > 0 && limits->movetime_ms <= 0
          && (g_get_monotonic_time () - s->start_us) / 1000 > soft_ms / 2)
        break;
    }

  s->root_best = completed_best;
  fill_info (s, &info, completed_depth, completed_score);
  if (result != NULL)
    *result = info;
  return completed_best;
}
