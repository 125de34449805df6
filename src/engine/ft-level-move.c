/* ft-level-move.c — see ft-level-move.h. */
#include "ft-level-move.h"

#include <math.h>
#include <string.h>

#include "ft-easy.h"
#include "ft-eval.h"
#include "ft-see.h"

/* What an oversight can hide at most: a mate counts as 15 pawns, so that
 * even a mate in one is now and then walked into at the lowest levels. */
#define OVERSIGHT_CAP 1500

/* 0 … 999, from the game's seed, the position, the move and what it is
 * drawn for: repeatable, and different for each question. */
static guint
chance (guint64 seed, const FtPosition *pos, FtMove move, guint question)
{
  return (guint) (ft_mix64 (seed ^ ft_mix64 (pos->hash ^ ((guint64) move << 8) ^ question)) % 1000);
}

/* Ranks counted from the mover's side. */
static int
own_rank (const FtPosition *pos, FtColour us, FtSquare sq)
{
  return us == FT_WHITE ? FT_SQUARE_RANK (sq) : pos->ranks - 1 - FT_SQUARE_RANK (sq);
}

/* Twice the distance from the board's centre (whole numbers on even and
 * odd boards alike). */
static int
centre_distance (const FtPosition *pos, FtSquare sq)
{
  int df = ABS (2 * FT_SQUARE_FILE (sq) - (pos->files - 1));
  int dr = ABS (2 * FT_SQUARE_RANK (sq) - (pos->ranks - 1));

  return MAX (df, dr);
}

/* The same on a position the caller may change for a moment (the static
 * exchange and the check test make the move on it). */
static int
naturalness (FtPosition *work, FtMove m)
{
  FtColour us = work->side_to_move;
  FtColour them = FT_OTHER_COLOUR (us);
  FtSquare from = FT_MOVE_FROM (m), to = FT_MOVE_TO (m);
  FtKind kind = FT_PIECE_KIND (work->board[from]);
  int score = 30;
  gboolean check;

  if (FT_MOVE_SPECIAL (m) == FT_MOVE_CASTLING)
    return 90;
  if (FT_MOVE_PROMOTION (m) != FT_NO_KIND)
    score = 90;
  if (FT_MOVE_IS_CAPTURE (m))
    {
      const FtUndo *last = work->history_length > 0 ? &work->history[work->history_length - 1] : NULL;

      score = MAX (score, ft_see (work, m) >= 0 ? 90 : 60);
      /* Taking back is what everyone does first. */
      if (last != NULL && last->captured != FT_EMPTY && FT_MOVE_TO (last->move) == to)
        score = 100;
    }
  if (kind != FT_KING && ft_easy_piece_is_threatened (work, from))
    score = MAX (score, 80);
  ft_position_make_move (work, m);
  check = ft_position_is_attacked (work, work->king_square[them], us);
  ft_position_unmake_move (work);
  if (check)
    score = MAX (score, 70);
  if (kind == FT_PAWN)
    score = MAX (score, 2 * ABS (2 * FT_SQUARE_FILE (from) - (work->files - 1)) <= work->files ? 50 : 30);
  else if (kind == FT_KING)
    score = FT_MOVE_IS_CAPTURE (m) ? score : MIN (score, 15);
  else if (own_rank (work, us, from) <= 1 && own_rank (work, us, to) > own_rank (work, us, from))
    score = MAX (score, 60); /* development */
  if (centre_distance (work, to) < centre_distance (work, from))
    score += 10;
  else if (own_rank (work, us, to) < own_rank (work, us, from) && score < 60)
    score -= 10; /* a retreat nothing calls for */
  return CLAMP (score, 0, 100);
}

int
ft_level_move_naturalness (const FtPosition *pos, FtMove move)
{
  g_autofree FtPosition *work = g_memdup2 (pos, sizeof *pos);

  return naturalness (work, move);
}

typedef struct {
  FtMove move;
  int natural;
  gboolean considered;
  guint index; /* generation order, for a stable sort */
} Candidate;

static int
by_naturalness (gconstpointer a, gconstpointer b)
{
  const Candidate *x = a, *y = b;

  if (x->natural != y->natural)
    return y->natural - x->natural;
  return (int) x->index - (int) y->index;
}

/* The legal moves, kept to limits->root_moves when given. */
static void
root_moves (const FtPosition *pos, const FtSearchLimits *limits, FtMoveList *list)
{
  guint kept = 0;

  ft_position_generate_legal (pos, list);
  if (limits->root_moves == NULL)
    return;
  for (guint i = 0; i < list->count; i++)
    for (guint j = 0; j < limits->root_moves->count; j++)
      if (limits->root_moves->moves[j] == list->moves[i])
        {
          list->moves[kept++] = list->moves[i];
          break;
        }
  list->count = kept;
}

/* The time the whole choice may take, in ms (0: no limit). */
static gint64
time_budget (const FtSearchLimits *limits)
{
  gint64 soft, hard;

  if (limits->movetime_ms > 0)
    return limits->movetime_ms;
  if (limits->remaining_ms < 0 || limits->infinite)
    return 0;
  ft_search_plan_time (limits->remaining_ms, MAX (limits->increment_ms, 0), &soft, &hard);
  return hard;
}

/* The chance that a capture is not considered. */
static int
missed_capture (const FtPosition *pos, FtMove m, int natural, const FtLevelPlay *play)
{
  int miss = play->miss_capture * (130 - natural) / 100;
  int pawn = ft_eval_material_points (pos, FT_PAWN);
  int taken = FT_MOVE_SPECIAL (m) == FT_MOVE_EN_PASSANT
                ? pawn
                : ft_eval_material_points (pos, FT_PIECE_KIND (pos->board[FT_MOVE_TO (m)]));

  if (play->miss_value > 0)
    miss = miss * (pawn + play->miss_value) / (MAX (taken, pawn) + play->miss_value);
  return miss;
}

/* Which moves are considered, most natural first. */
static Candidate *
candidates (const FtPosition *pos, FtPosition *work, const FtMoveList *list,
            const FtLevelPlay *play, guint64 seed)
{
  Candidate *c = g_new (Candidate, list->count);
  gboolean in_check = ft_position_is_attacked (pos, pos->king_square[pos->side_to_move],
                                               FT_OTHER_COLOUR (pos->side_to_move));

  for (guint i = 0; i < list->count; i++)
    {
      FtMove m = list->moves[i];

      c[i].move = m;
      c[i].index = i;
      c[i].natural = naturalness (work, m);
      if (in_check)
        c[i].considered = TRUE; /* a player in check looks at every answer */
      else if (FT_MOVE_IS_CAPTURE (m) && FT_PIECE_KIND (pos->board[FT_MOVE_TO (m)]) == FT_KING)
        c[i].considered = TRUE; /* taking the king wins (fog of war): no one misses it */
      else if (FT_MOVE_IS_CAPTURE (m))
        /* Taking back a piece is missed least, and (miss_value) a queen
         * less often than a pawn. */
        c[i].considered = (int) chance (seed, pos, m, 1) >= missed_capture (pos, m, c[i].natural, play);
      else
        c[i].considered = (int) chance (seed, pos, m, 2) >= play->overlook * (100 - c[i].natural) / 70;
    }
  qsort (c, list->count, sizeof *c, by_naturalness);
  return c;
}

FtMove
ft_level_human_move (FtSearcher *searcher, const FtPosition *pos, const FtLevelPlay *play,
                     guint64 seed, const FtSearchLimits *limits, const gint *stop,
                     FtSearchInfo *result)
{
  g_autofree FtMoveList *list = g_new (FtMoveList, 1);
  g_autofree FtMoveList *one = g_new (FtMoveList, 1);
  g_autofree FtPosition *work = g_memdup2 (pos, sizeof *pos);
  g_autofree Candidate *cands = NULL;
  FtEvalOptions eval = ft_searcher_get_eval_options (searcher, pos->rules);
  gint64 start = g_get_monotonic_time ();
  gint64 budget_ms = time_budget (limits);
  guint64 nodes = 0;
  FtMove best = FT_MOVE_NONE;
  int best_value = G_MININT, best_score = 0;

  root_moves (pos, limits, list);
  if (result != NULL)
    memset (result, 0, sizeof *result);
  if (list->count == 0)
    return FT_MOVE_NONE;
  cands = candidates (pos, work, list, play, seed);

  for (guint i = 0; i < list->count; i++)
    {
      FtSearchLimits sub = { 0 };
      FtSearchInfo info;
      gint64 spent_ms = (g_get_monotonic_time () - start) / 1000;
      int shallow, change, value, perceived, sight;
      guint oversight;

      if (!cands[i].considered)
        continue;
      /* Out of nodes, time or asked to stop: the moves not reached were
       * not considered (the most natural ones come first). */
      if (best != FT_MOVE_NONE
          && ((play->nodes > 0 && nodes >= play->nodes) || (budget_ms > 0 && spent_ms >= budget_ms)
              || (stop != NULL && g_atomic_int_get (stop))))
        break;
      /* How far this move is looked at: the sight's whole plies, one
       * more for its tenths' share of the moves. */
      sight = play->sight / 10 + ((int) chance (seed, pos, cands[i].move, 4) < play->sight % 10 * 100);
      ft_position_make_move (work, cands[i].move);
      shallow = -ft_eval (work, &eval);
      ft_position_unmake_move (work);
      info.score = shallow;
      if (sight > 0)
        {
          one->count = 1;
          one->moves[0] = cands[i].move;
          sub.depth = sight;
          sub.remaining_ms = -1;
          sub.root_moves = one;
          if (play->nodes > 0)
            sub.nodes = play->nodes > nodes ? play->nodes - nodes : 1;
          if (budget_ms > 0)
            sub.movetime_ms = MAX (budget_ms - spent_ms, 1);
          ft_searcher_search (searcher, pos, &sub, NULL, NULL, stop, &info);
          nodes += info.nodes;
        }
      change = ABS (CLAMP (info.score, -OVERSIGHT_CAP, OVERSIGHT_CAP) - shallow);
      oversight = (guint) (play->oversight * exp (-(double) change / MAX (play->oversight_scale, 1)));
      perceived = chance (seed, pos, cands[i].move, 3) < oversight ? shallow : info.score;
      value = perceived + cands[i].natural * play->natural / 100;
      /* Quiet moves look alike to a beginner: their order is half taste. */
      if (play->quiet_noise > 0 && !FT_MOVE_IS_CAPTURE (cands[i].move)
          && FT_MOVE_PROMOTION (cands[i].move) == FT_NO_KIND)
        value += (int) chance (seed, pos, cands[i].move, 5) * (2 * play->quiet_noise + 1) / 1000 - play->quiet_noise;
      if (best == FT_MOVE_NONE || value > best_value)
        {
          best = cands[i].move;
          best_value = value;
          best_score = info.score;
        }
    }
  /* Nothing considered (it happens at the lowest levels): the most
   * natural move. */
  if (best == FT_MOVE_NONE)
    best = cands[0].move;
  if (result != NULL)
    {
      result->best_move = best;
      result->score = best_score;
      result->depth = (play->sight + 9) / 10;
      result->nodes = nodes;
      result->time_ms = (g_get_monotonic_time () - start) / 1000;
      result->pv[0] = best;
      result->pv_length = 1;
      result->multipv = 1;
      result->n_lines = 1;
    }
  return best;
}

FtMove
ft_level_rules_move (const FtPosition *pos, const FtMoveList *allowed, guint64 seed,
                     FtEasyRule *rule)
{
  FtEasyRandom random;
  FtMove move;

  ft_easy_random_init (&random, ft_mix64 (seed ^ pos->hash));
  move = ft_easy_choose_move (pos, &random, rule);
  if (allowed != NULL && move != FT_MOVE_NONE)
    {
      for (guint i = 0; i < allowed->count; i++)
        if (allowed->moves[i] == move)
          return move;
      move = allowed->count > 0 ? allowed->moves[ft_easy_random_below (&random, allowed->count)]
                                : FT_MOVE_NONE;
    }
  return move;
}

FtMove
ft_level_choose_move (FtSearcher *searcher, FtLevel level, guint64 seed, const FtPosition *pos,
                      const FtSearchLimits *limits, FtSearchInfoFunc info_func,
                      gpointer user_data, const gint *stop, FtSearchInfo *result)
{
  const FtLevelPlay *play = ft_level_chess_play (ft_level_is_valid (level) ? level : FT_LEVEL_TOP, pos->rules);
  FtSearchInfo info;
  FtMove move;

  if (result == NULL)
    result = &info;
  switch (play->mode)
    {
    case FT_LEVEL_MODE_RULES:
      memset (result, 0, sizeof *result);
      move = ft_level_rules_move (pos, limits->root_moves, seed, NULL);
      result->best_move = move;
      result->pv[0] = move;
      result->pv_length = move != FT_MOVE_NONE;
      break;
    case FT_LEVEL_MODE_HUMAN:
      ft_searcher_set_level (searcher, level, seed);
      move = ft_level_human_move (searcher, pos, play, seed, limits, stop, result);
      break;
    case FT_LEVEL_MODE_SEARCH:
    default:
      ft_searcher_set_level (searcher, level, seed);
      return ft_searcher_search (searcher, pos, limits, info_func, user_data, stop, result);
    }
  if (info_func != NULL && move != FT_MOVE_NONE)
    {
      result->multipv = 1;
      result->n_lines = 1;
      info_func (result, user_data);
    }
  return move;
}
