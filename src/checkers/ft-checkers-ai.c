/* ft-checkers-ai.c — the greedy rules ("easy" here; the ladder's checkers
 * level 4) and the alpha-beta search of "normal" and "hard"
 * (docs/checkers.md, "The computer player").
 *
 * Turns are whole turns from the full-turn generator, so a capture
 * sequence, an explosion and a crowning are each one edge of the tree and
 * the search needs no special cases for them.
 */
#include "ft-checkers-ai.h"

#include <math.h>
#include <string.h>

/* Plies of the main search plus the capture-only quiescence beyond it. */
#define MAX_PLY 48
#define QUIESCENCE_PLIES 8

gboolean
ft_checkers_level_from_string (const char *name, FtCheckersLevel *level)
{
  static const char *const names[] = { "easy", "normal", "hard" };

  for (guint i = 0; i < G_N_ELEMENTS (names); i++)
    if (g_strcmp0 (name, names[i]) == 0)
      {
        *level = (FtCheckersLevel) i;
        return TRUE;
      }
  return FALSE;
}

const char *
ft_checkers_level_to_string (FtCheckersLevel level)
{
  switch (level)
    {
    case FT_CHECKERS_LEVEL_EASY:
      return "easy";
    case FT_CHECKERS_LEVEL_NORMAL:
      return "normal";
    case FT_CHECKERS_LEVEL_HARD:
    default:
      return "hard";
    }
}

/* ---- Evaluation ---------------------------------------------------------- */

static inline guint64
mix (guint64 x)
{
  x ^= x >> 30;
  x *= G_GUINT64_CONSTANT (0xbf58476d1ce4e5b9);
  x ^= x >> 27;
  x *= G_GUINT64_CONSTANT (0x94d049bb133111eb);
  x ^= x >> 31;
  return x;
}

/* A hash of the position (the pieces and the side to move). */
static guint64
state_hash (const FtCheckersState *s)
{
  guint64 h = s->to_move + 1;

  for (int sq = 0; sq < FT_CHECKERS_SQUARES; sq++)
    if (s->squares[sq] != FT_CHECKERS_EMPTY)
      h = mix (h ^ ((guint64) s->squares[sq] << 8 | (guint64) sq));
  return h;
}


static int
piece_value (FtCheckersPiece p)
{
  static const int kind_value[4] = { FT_CHECKERS_VALUE_NORMAL, FT_CHECKERS_VALUE_SHIELD, FT_CHECKERS_VALUE_BOMB, 0 };

  return kind_value[FT_CHECKERS_PIECE_KIND (p)] + (FT_CHECKERS_PIECE_CROWNED (p) ? FT_CHECKERS_VALUE_KING_BONUS : 0);
}

/* Material alone, for `side`: what easy counts. */
static int
material (const FtCheckersState *s, FtCheckersSide side)
{
  int total = 0;

  for (int sq = 0; sq < FT_CHECKERS_SQUARES; sq++)
    {
      FtCheckersPiece p = s->squares[sq];

      if (p == FT_CHECKERS_EMPTY)
        continue;
      total += FT_CHECKERS_PIECE_SIDE (p) == side ? piece_value (p) : -piece_value (p);
    }
  return total;
}

static gboolean
empty_at (const FtCheckersState *s, int file, int rank)
{
  return file >= 0 && rank >= 0 && file < FT_CHECKERS_SIZE && rank < FT_CHECKERS_SIZE
         && s->squares[FT_CHECKERS_SQUARE (file, rank)] == FT_CHECKERS_EMPTY;
}

int
ft_checkers_evaluate (const FtCheckersState *s)
{
  int score[3] = { 0, 0, 0 };

  for (int sq = 0; sq < FT_CHECKERS_SQUARES; sq++)
    {
      FtCheckersPiece p = s->squares[sq];
      FtCheckersSide side = FT_CHECKERS_PIECE_SIDE (p);
      int file = FT_CHECKERS_FILE (sq), rank = FT_CHECKERS_RANK (sq);
      int forward = side == FT_CHECKERS_FIRE ? 1 : -1;
      int advance = side == FT_CHECKERS_FIRE ? rank : FT_CHECKERS_SIZE - 1 - rank;
      int v;

      if (p == FT_CHECKERS_EMPTY)
        continue;
      v = piece_value (p);
      if (FT_CHECKERS_PIECE_CROWNED (p))
        {
          /* Kings: mobility in all four directions, and the centre. */
          for (int df = -1; df <= 1; df += 2)
            for (int dr = -1; dr <= 1; dr += 2)
              v += empty_at (s, file + df, rank + dr) ? 3 : 0;
          v += (file >= 2 && file <= 5 && rank >= 2 && rank <= 5) ? 6 : 0;
        }
      else
        {
          /* Men: the nearer the crown the better; one on the back row
           * guards it against the enemy's crowning. */
          v += 4 * advance + (advance == 0 ? 8 : 0);
          v += empty_at (s, file - 1, rank + forward) ? 2 : 0;
          v += empty_at (s, file + 1, rank + forward) ? 2 : 0;
        }
      score[side] += v;
    }
  return s->to_move == FT_CHECKERS_FIRE ? score[FT_CHECKERS_FIRE] - score[FT_CHECKERS_WATER]
                                        : score[FT_CHECKERS_WATER] - score[FT_CHECKERS_FIRE];
}

/* A decided game, for the side to move at `ply` plies from the root. */
static int
result_score (const FtCheckersState *s, FtCheckersSide winner, int ply)
{
  if (winner == FT_CHECKERS_TIE)
    return 0;
  return winner == s->to_move ? FT_CHECKERS_SCORE_WIN - ply : -(FT_CHECKERS_SCORE_WIN - ply);
}

/* ---- Easy: greedy rules -------------------------------------------------- */

/* The most material the side to move can win with one turn. */
static int
best_immediate_gain (const FtCheckersState *s, FtCheckersTurnList *list)
{
  int before = material (s, s->to_move), best = 0;

  ft_checkers_state_generate_turns (s, list);
  for (guint i = 0; i < list->count; i++)
    {
      FtCheckersState next = *s;

      if (!ft_checkers_turn_is_capture (&list->turns[i]))
        continue;
      ft_checkers_state_play_turn (&next, &list->turns[i]);
      if (ft_checkers_state_winner (&next) == s->to_move)
        return FT_CHECKERS_SCORE_WIN;
      best = MAX (best, material (&next, s->to_move) - before);
    }
  return best;
}

/* The rules, first that applies: (1) a turn that wins the game; (2) the
 * capture or explosion that wins the most material (crowning counts as
 * the king's bonus); (3) a crowning step the enemy cannot punish at once;
 * (4) a safe step — after it the enemy can win no material at once —
 * preferring the most advanced man; (5) the turn that loses least to the
 * enemy's best immediate capture. No look-ahead beyond that. */
static gboolean
choose_easy (const FtCheckersState *s, guint32 seed, FtCheckersTurn *turn)
{
  FtCheckersTurnList *list = g_new (FtCheckersTurnList, 1);
  FtCheckersTurnList *replies = g_new (FtCheckersTurnList, 1);
  GRand *rand = seed != 0 ? g_rand_new_with_seed (seed) : NULL;
  FtCheckersSide me = s->to_move;
  int before = material (s, me);
  int best_score = G_MININT;
  guint ties = 0;
  gboolean found = FALSE;

  ft_checkers_state_generate_turns (s, list);
  for (guint i = 0; i < list->count; i++)
    {
      const FtCheckersTurn *t = &list->turns[i];
      FtCheckersState next = *s;
      int gain, score, from = t->path[0], to = t->path[t->length - 1];

      ft_checkers_state_play_turn (&next, t);
      gain = material (&next, me) - before;
      if (ft_checkers_state_winner (&next) == me)
        score = 4 * FT_CHECKERS_SCORE_WIN;
      else if (ft_checkers_turn_is_capture (t) && gain > 0)
        score = 2 * FT_CHECKERS_SCORE_WIN + gain;
      else
        {
          int threat = best_immediate_gain (&next, replies);
          gboolean crowned = !FT_CHECKERS_PIECE_CROWNED (s->squares[from])
                             && FT_CHECKERS_PIECE_CROWNED (next.squares[to]);

          if (crowned && threat <= 0)
            score = FT_CHECKERS_SCORE_WIN + 100;
          else if (threat <= 0 && !ft_checkers_turn_is_capture (t))
            score = FT_CHECKERS_SCORE_WIN
                    + (me == FT_CHECKERS_FIRE ? FT_CHECKERS_RANK (to) : FT_CHECKERS_SIZE - 1 - FT_CHECKERS_RANK (to));
          else
            score = gain - threat;
        }
      if (score > best_score)
        {
          best_score = score;
          ties = 1;
          *turn = *t;
          found = TRUE;
        }
      else if (score == best_score && rand != NULL && g_rand_int_range (rand, 0, ++ties) == 0)
        *turn = *t;
    }
  if (rand != NULL)
    g_rand_free (rand);
  g_free (list);
  g_free (replies);
  return found;
}

/* ---- Normal and hard: alpha-beta ----------------------------------------- */

typedef struct {
  int noise;       /* FtCheckersAiOptions.noise */
  guint64 seed;
  FtCheckersTurnList lists[MAX_PLY];
  /* Move order per ply: indices into lists[ply], best first. */
  guint16 order[MAX_PLY][FT_CHECKERS_MAX_TURNS];
  FtCheckersTurn killer[MAX_PLY];
  FtCheckersTurn root_best;
  gboolean have_root_best;
  const gint *cancel;
  gint64 deadline; /* 0: none */
  guint64 nodes;
  gboolean stopped;
} Search;

/* The evaluation, with the weaker levels' noise. */
static inline int
evaluate (const Search *search, const FtCheckersState *s)
{
  int score = ft_checkers_evaluate (s);

  if (G_UNLIKELY (search->noise > 0))
    score += (int) (mix (state_hash (s) ^ search->seed) % (guint64) (2 * search->noise + 1)) - search->noise;
  return score;
}

static gboolean
same_turn (const FtCheckersTurn *a, const FtCheckersTurn *b)
{
  return a->length == b->length && memcmp (a->path, b->path, a->length) == 0;
}

static void
check_stop (Search *search)
{
  if ((search->nodes & 1023) != 0)
    return;
  if (search->cancel != NULL && g_atomic_int_get (search->cancel))
    search->stopped = TRUE;
  if (search->deadline != 0 && g_get_monotonic_time () >= search->deadline)
    search->stopped = TRUE;
}

/* Order lists[ply]: the hint (previous best / killer) first, then longer
 * captures before shorter ones before steps; stable otherwise, so the
 * search stays deterministic. Returns the number of indices written. */
static guint
order_turns (Search *search, int ply, const FtCheckersTurn *hint, gboolean captures_only)
{
  const FtCheckersTurnList *list = &search->lists[ply];
  guint16 *order = search->order[ply];
  int key[FT_CHECKERS_MAX_TURNS];
  guint n = 0;

  for (guint i = 0; i < list->count; i++)
    {
      const FtCheckersTurn *t = &list->turns[i];
      gboolean capture = ft_checkers_turn_is_capture (t);
      int k;

      if (captures_only && !capture)
        continue;
      k = capture ? 100 + t->length : 0;
      if (hint != NULL && same_turn (t, hint))
        k = 1000;
      /* Insertion sort: lists are short. */
      {
        guint j = n++;

        while (j > 0 && key[j - 1] < k)
          {
            key[j] = key[j - 1];
            order[j] = order[j - 1];
            j--;
          }
        key[j] = k;
        order[j] = (guint16) i;
      }
    }
  return n;
}

static int
quiescence (Search *search, const FtCheckersState *s, int alpha, int beta, int ply, int qdepth)
{
  FtCheckersTurnList *list = &search->lists[ply];
  gboolean must_capture;
  int stand_pat;
  guint n;

  search->nodes++;
  check_stop (search);
  ft_checkers_state_generate_turns (s, list);
  if (list->count == 0)
    return result_score (s, ft_checkers_state_winner (s), ply);
  stand_pat = evaluate (search, s);
  /* Under English rules a capture is forced when there is one (then every
   * generated turn is a capture): no standing pat. */
  must_capture = s->rules == FT_CHECKERS_RULES_ENGLISH && ft_checkers_turn_is_capture (&list->turns[0]);
  if (qdepth == 0 || ply >= MAX_PLY - 1 || search->stopped)
    return stand_pat;
  if (!must_capture)
    {
      if (stand_pat >= beta)
        return stand_pat;
      alpha = MAX (alpha, stand_pat);
    }
  n = order_turns (search, ply, NULL, TRUE);
  if (n == 0)
    return stand_pat;
  if (must_capture)
    alpha = -FT_CHECKERS_SCORE_WIN - 1;
  for (guint i = 0; i < n; i++)
    {
      FtCheckersState next = *s;
      int score;

      ft_checkers_state_play_turn (&next, &list->turns[search->order[ply][i]]);
      score = -quiescence (search, &next, -beta, -alpha, ply + 1, qdepth - 1);
      if (score > alpha)
        {
          alpha = score;
          if (alpha >= beta)
            break;
        }
    }
  return alpha;
}

static int
alpha_beta (Search *search, const FtCheckersState *s, int depth, int alpha, int beta, int ply)
{
  FtCheckersTurnList *list = &search->lists[ply];
  const FtCheckersTurn *hint;
  int best = -FT_CHECKERS_SCORE_WIN - 1;
  guint n;

  if (depth <= 0 || ply >= MAX_PLY - QUIESCENCE_PLIES - 1)
    return quiescence (search, s, alpha, beta, ply, QUIESCENCE_PLIES);
  search->nodes++;
  check_stop (search);
  if (search->stopped)
    return 0;
  ft_checkers_state_generate_turns (s, list);
  if (list->count == 0)
    return result_score (s, ft_checkers_state_winner (s), ply);
  hint = ply == 0 ? (search->have_root_best ? &search->root_best : NULL) : &search->killer[ply];
  n = order_turns (search, ply, hint, FALSE);
  for (guint i = 0; i < n; i++)
    {
      const FtCheckersTurn *t = &list->turns[search->order[ply][i]];
      FtCheckersState next = *s;
      int score;

      ft_checkers_state_play_turn (&next, t);
      score = -alpha_beta (search, &next, depth - 1, -beta, -alpha, ply + 1);
      if (search->stopped)
        return best;
      if (score > best)
        {
          best = score;
          if (ply == 0)
            {
              search->root_best = *t;
              search->have_root_best = TRUE;
            }
        }
      if (score > alpha)
        alpha = score;
      if (alpha >= beta)
        {
          search->killer[ply] = *t;
          break;
        }
    }
  return best;
}

/* A search's work space for options. */
static Search *
search_new (const FtCheckersAiOptions *options)
{
  Search *search = g_new0 (Search, 1);

  search->noise = options->noise;
  search->seed = mix (options->seed + 1);
  search->cancel = options->cancel;
  if (options->time_limit_us > 0)
    search->deadline = g_get_monotonic_time () + options->time_limit_us;
  return search;
}

/* 0 … 999 for one question about one turn in s. */
static guint
chance (const Search *search, const FtCheckersState *s, guint turn, guint question)
{
  return (guint) (mix (search->seed ^ mix (state_hash (s) ^ ((guint64) turn << 8) ^ question)) % 1000);
}

/* The lower levels' choice (FtCheckersAiOptions.oversight): each turn
 * considered is searched to the depth, and judged now and then by the
 * position right after it. */
static gboolean
choose_human (const FtCheckersState *s, const FtCheckersAiOptions *options, FtCheckersTurn *turn,
              FtCheckersAiInfo *info)
{
  Search *search = search_new (options);
  FtCheckersTurnList *root = g_new (FtCheckersTurnList, 1);
  int best_value = G_MININT;
  gboolean found = FALSE;

  ft_checkers_state_generate_turns (s, root);
  for (guint i = 0; i < root->count && !search->stopped; i++)
    {
      const FtCheckersTurn *t = &root->turns[i];
      FtCheckersState next = *s;
      int deep, shallow, change, value, depth;
      guint oversight;

      if (found && ft_checkers_turn_is_capture (t) && (int) chance (search, s, i, 1) < options->miss_capture)
        continue;
      ft_checkers_state_play_turn (&next, t);
      /* The sight's whole turns, one more for its tenths' share. */
      depth = options->sight / 10 + ((int) chance (search, s, i, 3) < options->sight % 10 * 100);
      shallow = -evaluate (search, &next);
      deep = depth > 0 ? -alpha_beta (search, &next, depth - 1, -FT_CHECKERS_SCORE_WIN - 1,
                                      FT_CHECKERS_SCORE_WIN + 1, 1)
                       : shallow;
      if (ft_checkers_state_winner (&next) == s->to_move)
        shallow = deep = FT_CHECKERS_SCORE_WIN;
      change = ABS (CLAMP (deep, -1500, 1500) - shallow);
      oversight = (guint) (options->oversight * exp (-(double) change / MAX (options->oversight_scale, 1)));
      value = chance (search, s, i, 2) < oversight ? shallow : deep;
      if (!found || value > best_value)
        {
          best_value = value;
          *turn = *t;
          info->score = deep;
          found = TRUE;
        }
    }
  info->depth = (guint) (options->sight + 9) / 10;
  info->nodes = search->nodes;
  g_free (root);
  g_free (search);
  return found;
}

static gboolean
choose_search (const FtCheckersState *s, guint max_depth, const FtCheckersAiOptions *options,
               FtCheckersTurn *turn, FtCheckersAiInfo *info)
{
  Search *search = search_new (options);
  FtCheckersTurn best = { 0 };
  gboolean found = FALSE;

  ft_checkers_state_generate_turns (s, &search->lists[0]);
  if (search->lists[0].count == 0)
    goto out;
  best = search->lists[0].turns[0];
  found = TRUE;
  if (search->lists[0].count == 1)
    goto out;
  for (guint depth = 1; depth <= max_depth; depth++)
    {
      int score = alpha_beta (search, s, depth, -FT_CHECKERS_SCORE_WIN - 1, FT_CHECKERS_SCORE_WIN + 1, 0);

      if (search->stopped)
        break;
      best = search->root_best;
      info->score = score;
      info->depth = depth;
      /* A forced result will not change with more depth. */
      if (ABS (score) >= FT_CHECKERS_SCORE_WON)
        break;
    }
out:
  info->nodes = search->nodes;
  if (found)
    *turn = best;
  g_free (search);
  return found;
}

gboolean
ft_checkers_ai_choose (const FtCheckersState *state, FtCheckersLevel level, const FtCheckersAiOptions *options,
                       FtCheckersTurn *turn, FtCheckersAiInfo *info)
{
  FtCheckersAiOptions defaults = { 0 };
  FtCheckersAiInfo scratch;
  guint depth;

  if (options == NULL)
    options = &defaults;
  if (info == NULL)
    info = &scratch;
  memset (info, 0, sizeof *info);
  if (level == FT_CHECKERS_LEVEL_EASY)
    /* Ties broken anew in each position, the same in the same game. */
    return choose_easy (state, options->seed != 0 ? (guint32) mix (options->seed ^ state_hash (state)) | 1 : 0,
                        turn);
  depth = options->max_depth != 0 ? options->max_depth : level == FT_CHECKERS_LEVEL_NORMAL ? 4 : 8;
  depth = MIN (depth, (guint) (MAX_PLY - QUIESCENCE_PLIES - 2));
  if (options->oversight > 0)
    return choose_human (state, options, turn, info);
  return choose_search (state, depth, options, turn, info);
}
