/* cli-bench-levels.c — `fourteen-cli bench-levels`: how well each level
 * of the ladder plays (docs/engine-search.md#levels). Every level chooses
 * its move in the same positions (from games of the middle level, after a
 * few random plies); the full engine's deeper analysis scores each choice.
 * Printed per level: the average loss in pawns against the best move, how
 * often a move loses more than 3 pawns, and the time a move takes (at the
 * app's default clock, 3 minutes + 2 s; the top level at --top-movetime).
 * Then per step between two levels: how much less the upper one loses in
 * the same positions, with the 95 % interval of that paired difference,
 * and the positions where only one of the two lost more than 3 pawns. */
#include "config.h"

#include <math.h>
#include <stdio.h>
#include <string.h>

#include "cli-common.h"
#include "cli.h"
#include "ft-checkers-ai.h"
#include "ft-checkers-ruleset.h"
#include "ft-level-move.h"

/* Scores beyond this (mates) count as this much: a move into a mate
 * loses at most 15 pawns, so that one mate does not drown the average. */
#define SCORE_CAP 1500
#define BLUNDER_CP 300
#define CLOCK_MS (180 * 1000)
#define INCREMENT_MS 2000

typedef struct {
  int positions;
  int depth; /* of the analysis */
  guint64 seed;
  gint64 top_movetime_ms;
  gboolean checkers;
  int levels;     /* levels 1 … this only; 0: all */
  int from_level; /* … and from this one on; 0: from level 1 */
} BenchOptions;

typedef struct {
  double loss_cp;
  int blunders, moves;
  gint64 total_us, max_us;
  /* Against the level benched just below, in the same positions: how much
   * less this one lost (sum and sum of squares, for the interval), and the
   * positions where only one of the two lost more than 3 pawns. */
  double fall_cp, fall_sq;
  int paired, only_below, only_here;
} LevelFigures;

/* The level just benched in this position, for the next one's step. */
typedef struct {
  gboolean valid;
  int loss_cp;
} LevelBelow;

static int
capped (int score)
{
  return CLAMP (score, -SCORE_CAP, SCORE_CAP);
}

/* One level's move in one position, `loss_cp` below the analysis's best. */
static void
note_move (LevelFigures *f, LevelBelow *below, int loss_cp, gint64 us)
{
  gboolean large = loss_cp > BLUNDER_CP;

  f->loss_cp += loss_cp;
  f->blunders += large;
  f->moves++;
  f->total_us += us;
  f->max_us = MAX (f->max_us, us);
  if (below->valid)
    {
      gboolean large_below = below->loss_cp > BLUNDER_CP;
      int fall = below->loss_cp - loss_cp;

      f->fall_cp += fall;
      f->fall_sq += (double) fall * fall;
      f->paired++;
      f->only_below += large_below && !large;
      f->only_here += large && !large_below;
    }
  below->valid = TRUE;
  below->loss_cp = loss_cp;
}

/* The last level benched of a ladder ending at top. */
static FtLevel
last_level (const BenchOptions *o, FtLevel top)
{
  return o->levels > 0 && o->levels < (int) top ? (FtLevel) o->levels : top;
}

/* The first level benched. */
static FtLevel
first_level (const BenchOptions *o)
{
  return o->from_level > (int) FT_LEVEL_1 ? (FtLevel) o->from_level : FT_LEVEL_1;
}

/* ---- Chess --------------------------------------------------------------- */

/* Positions from games of the middle level against itself. */
static GPtrArray *
chess_positions (const FtPosition *start, const BenchOptions *o)
{
  GPtrArray *positions = g_ptr_array_new_with_free_func (g_free);
  g_autoptr (GRand) rand = g_rand_new_with_seed ((guint32) o->seed);
  FtSearcher *searcher = ft_searcher_new (8);
  g_autofree FtPosition *pos = g_new (FtPosition, 1);
  g_autofree FtMoveList *list = g_new (FtMoveList, 1);

  for (guint game = 0; (int) positions->len < o->positions && game < 1000; game++)
    {
      *pos = *start;
      ft_searcher_clear (searcher);
      for (int ply = 0; ply < 100 && (int) positions->len < o->positions; ply++)
        {
          FtSearchLimits limits = { 0 };
          FtMove move;

          ft_position_generate_legal (pos, list);
          if (list->count == 0 || ft_position_result (pos, NULL) != FT_RESULT_NONE)
            break;
          if (ply >= 12 && ply % 10 == 2)
            g_ptr_array_add (positions, g_memdup2 (pos, sizeof *pos));
          limits.remaining_ms = -1;
          limits.movetime_ms = 10000;
          move = ply < 6 ? list->moves[g_rand_int_range (rand, 0, (int) list->count)]
                         : ft_level_choose_move (searcher, FT_LEVEL_NORMAL, o->seed + game, pos, &limits,
                                                 NULL, NULL, NULL, NULL);
          ft_position_make_move (pos, move);
        }
    }
  ft_searcher_free (searcher);
  return positions;
}

/* The analysis's score of one move (for the side to move). Every analysis
 * starts from an empty table, so a move's score depends on the position,
 * the move and the depth alone, never on what was analysed before it: with
 * one table shared, level 1's figures moved by 3 in 100 positions with the
 * levels benched beside it. */
static int
chess_score_move (FtSearcher *analysis, const FtPosition *pos, FtMove move, int depth)
{
  g_autofree FtMoveList *one = g_new (FtMoveList, 1);
  FtSearchLimits limits = { 0 };
  FtSearchInfo info;

  ft_searcher_clear (analysis);
  one->count = 1;
  one->moves[0] = move;
  limits.remaining_ms = -1;
  limits.depth = depth;
  limits.root_moves = one;
  ft_searcher_search (analysis, pos, &limits, NULL, NULL, NULL, &info);
  return capped (info.score);
}

static void
chess_bench (const GPtrArray *positions, const BenchOptions *o, LevelFigures *figures)
{
  FtSearcher *analysis = ft_searcher_new (64);
  FtSearcher *player = ft_searcher_new (8);

  for (guint p = 0; p < positions->len; p++)
    {
      const FtPosition *pos = positions->pdata[p];
      FtMove scored[FT_N_LEVELS + 1];
      int scores[FT_N_LEVELS + 1];
      guint n_scored = 0;
      FtSearchLimits limits = { 0 };
      FtSearchInfo info;
      LevelBelow below = { FALSE, 0 };
      int best;

      limits.remaining_ms = -1;
      limits.depth = o->depth;
      ft_searcher_clear (analysis);
      ft_searcher_search (analysis, pos, &limits, NULL, NULL, NULL, &info);
      best = capped (info.score);
      for (FtLevel level = first_level (o); level <= last_level (o, ft_level_top (ft_level_column_of_rules (pos->rules)));
           level++)
        {
          FtSearchLimits clock = { 0 };
          LevelFigures *f = &figures[level];
          gint64 started = g_get_monotonic_time (), us;
          FtMove move;
          int score = G_MININT;

          gboolean top = level == ft_level_top (ft_level_column_of_rules (pos->rules));

          clock.remaining_ms = top ? -1 : CLOCK_MS;
          clock.increment_ms = INCREMENT_MS;
          clock.movetime_ms = top ? o->top_movetime_ms : 0;
          ft_searcher_clear (player);
          move = ft_level_choose_move (player, level, o->seed + p, pos, &clock, NULL, NULL, NULL, NULL);
          us = g_get_monotonic_time () - started;
          for (guint i = 0; i < n_scored; i++)
            if (scored[i] == move)
              score = scores[i];
          if (score == G_MININT)
            {
              score = move == info.best_move ? best : chess_score_move (analysis, pos, move, o->depth);
              scored[n_scored] = move;
              scores[n_scored++] = score;
            }
          note_move (f, &below, MAX (best - score, 0), us);
        }
    }
  ft_searcher_free (analysis);
  ft_searcher_free (player);
}

/* ---- Checkers ------------------------------------------------------------ */

static GArray *
checkers_positions (const BenchOptions *o)
{
  GArray *positions = g_array_new (FALSE, FALSE, sizeof (FtCheckersState));
  g_autoptr (GRand) rand = g_rand_new_with_seed ((guint32) o->seed);
  g_autoptr (FtCheckersBoard) board = ft_checkers_board_new ();
  g_autofree FtCheckersTurnList *list = g_new (FtCheckersTurnList, 1);

  for (guint game = 0; (int) positions->len < o->positions && game < 1000; game++)
    {
      FtCheckersState state = *ft_checkers_state (board);

      for (int turn = 0; turn < 100 && (int) positions->len < o->positions; turn++)
        {
          FtCheckersTurn t;

          ft_checkers_state_generate_turns (&state, list);
          if (list->count == 0 || ft_checkers_state_winner (&state) != FT_CHECKERS_NONE)
            break;
          if (turn >= 8 && turn % 6 == 2)
            g_array_append_val (positions, state);
          if (turn < 4)
            t = list->turns[g_rand_int_range (rand, 0, (int) list->count)];
          else if (!ft_checkers_level_choose (&state, FT_LEVEL_NORMAL, o->seed + game, 0, 0, NULL, &t))
            break;
          ft_checkers_state_play_turn (&state, &t);
        }
    }
  return positions;
}

/* The analysis's score of the position after `turn`, for the side that
 * played it. */
static int
checkers_score_turn (const FtCheckersState *state, const FtCheckersTurn *turn, int depth)
{
  FtCheckersAiOptions options = { 0 };
  FtCheckersAiInfo info;
  FtCheckersState next = *state;
  FtCheckersSide winner;
  FtCheckersTurn reply;

  ft_checkers_state_play_turn (&next, turn);
  winner = ft_checkers_state_winner (&next);
  if (winner != FT_CHECKERS_NONE)
    return winner == FT_CHECKERS_TIE ? 0 : winner == state->to_move ? SCORE_CAP : -SCORE_CAP;
  options.max_depth = (guint) MAX (depth - 1, 1);
  if (!ft_checkers_ai_choose (&next, FT_CHECKERS_LEVEL_HARD, &options, &reply, &info))
    return 0;
  return -capped (info.score);
}

static void
checkers_bench (const GArray *positions, const BenchOptions *o, LevelFigures *figures)
{
  for (guint p = 0; p < positions->len; p++)
    {
      const FtCheckersState *state = &g_array_index (positions, FtCheckersState, p);
      g_autofree FtCheckersTurnList *list = g_new (FtCheckersTurnList, 1);
      LevelBelow below = { FALSE, 0 };
      int best = -SCORE_CAP;

      ft_checkers_state_generate_turns (state, list);
      for (guint i = 0; i < list->count; i++)
        best = MAX (best, checkers_score_turn (state, &list->turns[i], o->depth));
      for (FtLevel level = first_level (o); level <= last_level (o, ft_level_top (FT_LEVEL_COLUMN_CHECKERS)); level++)
        {
          LevelFigures *f = &figures[level];
          gint64 started = g_get_monotonic_time (), us;
          gint64 time_ms = level == ft_level_top (FT_LEVEL_COLUMN_CHECKERS) ? o->top_movetime_ms
                                                                           : CLOCK_MS / 30 + INCREMENT_MS * 3 / 4;
          FtCheckersTurn turn;
          int score;

          if (!ft_checkers_level_choose (state, level, o->seed + p, time_ms, 0, NULL, &turn))
            {
              below.valid = FALSE; /* the next level's step would skip one */
              continue;
            }
          us = g_get_monotonic_time () - started;
          score = checkers_score_turn (state, &turn, o->depth);
          note_move (f, &below, MAX (best - score, 0), us);
        }
    }
}

/* ---- The command ----------------------------------------------------------- */

static const char *
mode_name (FtLevelMode mode)
{
  return mode == FT_LEVEL_MODE_RULES ? "rules" : mode == FT_LEVEL_MODE_HUMAN ? "human" : "search";
}

static void
print_figures (const LevelFigures *figures, const BenchOptions *o, FtLevelColumn column, double pawn_cp)
{
  printf ("level     mode    moves  avg loss (pawns)  loses > 3 pawns  avg time  max time\n");
  for (FtLevel level = first_level (o); level <= last_level (o, ft_level_top (column)); level++)
    {
      const LevelFigures *f = &figures[level];
      const FtLevelPlay *play = ft_level_play (level, column);
      int n = MAX (f->moves, 1);

      printf ("%-9s %-7s %5d  %16.2f  %8.1f %% (%d)  %6.0f ms  %6.0f ms\n", ft_name_of (FT_TYPE_LEVEL, level),
              mode_name (play->mode), f->moves,
              f->loss_cp / n / pawn_cp, 100.0 * f->blunders / n, f->blunders, f->total_us / 1000.0 / n,
              f->max_us / 1000.0);
    }
}

/* Each step up the ladder in the same positions: whether the average loss
 * falls by more than chance (the paired difference with its 95 %
 * interval), and the positions where only one of the two levels lost more
 * than 3 pawns. */
static void
print_steps (const LevelFigures *figures, const BenchOptions *o, FtLevelColumn column, double pawn_cp)
{
  printf ("step                loss falls by (pawns)  loses > 3: lower only  upper only\n");
  for (FtLevel level = first_level (o) + 1; level <= last_level (o, ft_level_top (column)); level++)
    {
      const LevelFigures *f = &figures[level];
      int n = MAX (f->paired, 1);
      double mean = f->fall_cp / n;
      double variance = f->paired > 1 ? MAX (f->fall_sq - f->fall_cp * mean, 0) / (f->paired - 1) : 0;
      g_autofree char *step = g_strdup_printf ("%s -> %s", ft_name_of (FT_TYPE_LEVEL, level - 1),
                                               ft_name_of (FT_TYPE_LEVEL, level));

      printf ("%-20s %8.3f +- %-7.3f %21d %11d\n", step, mean / pawn_cp,
              1.96 * sqrt (variance / n) / pawn_cp, f->only_below, f->only_here);
    }
}

int
ft_cli_bench_levels (int argc, char **argv)
{
  g_autofree char *config_path = NULL, *rules_name = NULL, *game = NULL;
  BenchOptions o = { 60, 8, 1, 1000, FALSE, 0, 0 };
  gint64 seed = 1;
  gboolean ladder = FALSE;
  g_autoptr (GError) error = NULL;
  GOptionEntry entries[] = {
    { "config", 0, 0, G_OPTION_ARG_FILENAME, &config_path, "Positions from this config's game", "FILE" },
    { "rules", 0, 0, G_OPTION_ARG_STRING, &rules_name, "fourteen (default) or standard", "R" },
    { "game", 0, 0, G_OPTION_ARG_STRING, &game, "chess (default) or checkers", "G" },
    { "positions", 0, 0, G_OPTION_ARG_INT, &o.positions, "How many positions (default 60)", "N" },
    { "depth", 0, 0, G_OPTION_ARG_INT, &o.depth, "Depth of the analysis (default 8)", "D" },
    { "top-movetime", 0, 0, G_OPTION_ARG_INT64, &o.top_movetime_ms, "The top level's time a move (default 1000)", "MS" },
    { "levels", 0, 0, G_OPTION_ARG_INT, &o.levels, "Only levels 1 to N (default: all)", "N" },
    { "from-level", 0, 0, G_OPTION_ARG_INT, &o.from_level, "Only levels from N on (default: 1)", "N" },
    { "seed", 0, 0, G_OPTION_ARG_INT64, &seed, "Seed of the positions and the levels' games", "N" },
    { "ladder", 0, 0, G_OPTION_ARG_NONE, &ladder, "Print each game's number of levels and stop", NULL },
    { NULL }
  };
  g_autoptr (GOptionContext) context = g_option_context_new ("- how well each level plays");
  LevelFigures figures[FT_N_LEVELS + 1] = { { 0 } };
  FtRules rules = FT_RULES_FOURTEEN;
  FtLevelColumn column;
  double pawn_cp; /* the game's pawn (or checker) in the analysis's units */
  gint64 started = g_get_monotonic_time ();

  g_option_context_add_main_entries (context, entries, NULL);
  if (!g_option_context_parse (context, &argc, &argv, &error) || argc > 1)
    {
      fprintf (stderr, "fourteen-cli bench-levels: %s\n", error != NULL ? error->message : "bad arguments (see --help)");
      return 2;
    }
  if (ladder)
    {
      /* For scripts (build-aux/measure-level-ratings): where each ladder ends. */
      printf ("standard %d\nfourteen %d\ncheckers %d\n", ft_level_top (FT_LEVEL_COLUMN_STANDARD),
              ft_level_top (FT_LEVEL_COLUMN_FOURTEEN), ft_level_top (FT_LEVEL_COLUMN_CHECKERS));
      return 0;
    }
  if (o.positions < 1 || o.positions > 10000 || o.depth < 1 || o.depth > 30 || o.top_movetime_ms < 1
      || o.levels < 0 || o.from_level < 0 || o.from_level > FT_N_LEVELS
      || (o.levels > 0 && o.from_level > o.levels))
    {
      fprintf (stderr, "fourteen-cli bench-levels: --positions must be 1 to 10000, --depth 1 to 30, "
                       "--top-movetime at least 1, --levels not negative, --from-level 0 to %d and "
                       "not above --levels\n", FT_N_LEVELS);
      return 2;
    }
  o.seed = (guint64) seed;
  o.checkers = g_strcmp0 (game, "checkers") == 0;
  if (game != NULL && !o.checkers && strcmp (game, "chess") != 0)
    {
      fprintf (stderr, "fourteen-cli bench-levels: unknown game '%s' (expected \"chess\" or \"checkers\")\n", game);
      return 2;
    }
  if (o.checkers)
    {
      g_autoptr (GArray) positions = checkers_positions (&o);

      checkers_bench (positions, &o, figures);
    }
  else
    {
      g_autofree FtPosition *start = g_new (FtPosition, 1);
      g_autoptr (GPtrArray) positions = NULL;

      if (!ft_cli_load_position (NULL, config_path, rules_name, start))
        return 2;
      rules = start->rules;
      positions = chess_positions (start, &o);
      chess_bench (positions, &o, figures);
    }
  printf ("bench-levels: %s, %d positions, analysis to depth %d, seed %" G_GUINT64_FORMAT "\n",
          o.checkers ? "checkers" : config_path != NULL ? config_path : rules_name != NULL ? rules_name : "fourteen",
          figures[first_level (&o)].moves, o.depth, o.seed);
  column = o.checkers ? FT_LEVEL_COLUMN_CHECKERS : ft_level_column_of_rules (rules);
  pawn_cp = o.checkers ? FT_CHECKERS_VALUE_NORMAL : 100.0;
  print_figures (figures, &o, column, pawn_cp);
  print_steps (figures, &o, column, pawn_cp);
  printf ("%.0f s\n", (g_get_monotonic_time () - started) / 1e6);
  return 0;
}
