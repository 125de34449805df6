/* ft-search.h — the alpha-beta searcher of the normal and hard levels.
 *
 * An FtSearcher owns a transposition table, killer and history tables and
 * per-ply move lists, all allocated once by ft_searcher_new(). It runs one
 * search at a time, on whatever thread calls ft_searcher_search(); another
 * thread stops it by setting the atomic stop flag passed in (it is polled
 * every 256 nodes, i.e. well under a millisecond).
 */
#pragma once

#include "ft-eval.h"
#include "ft-position.h"

G_BEGIN_DECLS

#define FT_SEARCH_MAX_PLY 96
/* Scores beyond ±FT_SCORE_MATE_BOUND are mates: FT_SCORE_MATE - plies. */
#define FT_SCORE_MATE 30000
#define FT_SCORE_MATE_BOUND 29000
#define FT_SCORE_INFINITE 31000

/* The longest time the search plans with: 2^31 - 1 ms, about 24.8 days.
 * Longer clocks, increments and move times are taken as this (no overflow
 * however large a GUI's value); the front ends say so. */
#define FT_SEARCH_MAX_TIME_MS G_GINT64_CONSTANT (2147483647)
/* The most threads a search uses (ft_searcher_set_threads()). */
#define FT_SEARCH_MAX_THREADS 64
/* The most lines a search ranks (FtSearchLimits.multipv). */
#define FT_SEARCH_MAX_MULTIPV 500

typedef struct {
  int depth;           /* maximum depth in plies; 0 = no limit */
  gint64 movetime_ms;  /* think exactly this long (at most); 0 = not set */
  gint64 remaining_ms; /* the side's clock; < 0 = no clock */
  gint64 increment_ms; /* the side's increment per move */
  /* (all three at most FT_SEARCH_MAX_TIME_MS, larger values count as it) */
  guint64 nodes;       /* node budget; 0 = no limit */
  gboolean infinite;   /* until stopped (still honours depth if set) */
  /* If not NULL: only the root moves also in this list are searched (the
   * computer under fog of war searches a belief position but may only play
   * what the real board allows). */
  const FtMoveList *root_moves;
  /* How many lines to find, best first (MultiPV): the best move, then the
   * best of the others, … ; 0 or 1 = one line. At most
   * FT_SEARCH_MAX_MULTIPV and the number of legal moves. */
  guint multipv;
} FtSearchLimits;

/* One line of the search: after each iteration, for each of the
 * FtSearchLimits.multipv best moves (multipv 1 the best), and the final
 * result. */
typedef struct {
  FtMove best_move;
  int score;  /* centipawns for the side to move, or a mate score */
  int depth;  /* last completed iteration */
  int seldepth;
  guint64 nodes;
  gint64 time_ms;
  guint pv_length;
  FtMove pv[FT_SEARCH_MAX_PLY];
  guint multipv; /* this line's rank, 1 = the best */
  guint n_lines; /* how many lines each iteration reports */
} FtSearchInfo;

/* Called after every completed iteration, once per line in the order of
 * their ranks (multipv 1 … n_lines), on the searching thread. */
typedef void (*FtSearchInfoFunc) (const FtSearchInfo *info, gpointer user_data);

typedef struct _FtSearcher FtSearcher;

FtSearcher *ft_searcher_new (gsize hash_mb);
void ft_searcher_free (FtSearcher *searcher);
/* Resize the transposition table (between searches only). */
void ft_searcher_set_hash_size (FtSearcher *searcher, gsize hash_mb);
/* The memory the searcher holds, in bytes: its transposition table and,
 * for each thread, the worker (move lists, ordering scores, killers,
 * history, principal variation). Allocated once by ft_searcher_new() and
 * ft_searcher_set_threads() and never during a search; the table's pages
 * become resident as the searches fill it. */
gsize ft_searcher_get_memory (const FtSearcher *searcher, gsize *table_bytes);
/* Forget everything learned (new game). */
void ft_searcher_clear (FtSearcher *searcher);
/* Search with this many threads (Lazy SMP, 1 … FT_SEARCH_MAX_THREADS;
 * between searches only). One thread (the default) searches
 * deterministically: the same position and limits give the same nodes and
 * move every time; with more the threads race for the shared table and
 * results vary from run to run. A node budget (FtSearchLimits.nodes) counts
 * per thread. */
void ft_searcher_set_threads (FtSearcher *searcher, guint threads);
guint ft_searcher_get_threads (const FtSearcher *searcher);
/* Strength: the level's row of the ladder (ft-levels.h), for the rules of
 * each position searched — a searching level's depth and node caps, and
 * the evaluation noise of any level, seeded by seed (the game's: the same
 * position gets the same noise all game). FT_LEVEL_TOP (the default) plays
 * at full strength. The levels that
 * do not search alone are played by ft_level_choose_move()
 * (ft-level-move.h), which sets the level itself. */
void ft_searcher_set_level (FtSearcher *searcher, FtLevel level, guint64 seed);
/* The evaluation's options of the level in a game under `rules` (its
 * noise). */
FtEvalOptions ft_searcher_get_eval_options (FtSearcher *searcher, FtRules rules);

/* The time to plan for one move from a clock: roughly remaining/40 plus most
 * of the increment, and a hard cap the search never passes. With an
 * increment the cap keeps a reserve of five increments plus a second on the
 * clock (at most half an increment is spent once the clock is that low). */
void ft_search_plan_time (gint64 remaining_ms, gint64 increment_ms, gint64 *soft_ms,
                          gint64 *hard_ms);

/* Searches pos (left unchanged) and returns the best move, FT_MOVE_NONE only
 * when there is no legal move. If stopped before the first iteration ends,
 * returns the first legal move found by the ordering. result (may be NULL)
 * receives the final figures; stop may be NULL. */
FtMove ft_searcher_search (FtSearcher *searcher, const FtPosition *pos,
                           const FtSearchLimits *limits, FtSearchInfoFunc info_func,
                           gpointer user_data, const gint *stop, FtSearchInfo *result);

/* "cp 35" or "mate 3" / "mate -2" (UCI style). buf of at least 16 bytes. */
char *ft_search_score_to_string (int score, char *buf);

G_END_DECLS
