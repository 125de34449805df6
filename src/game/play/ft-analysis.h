/* ft-analysis.h — analysis of a position for the interfaces: the best line
 * (principal variation), its score, depth and nodes, and the best K lines
 * (MultiPV), streamed as the search deepens and stoppable at once.
 *
 * Made for the window's hint arrow (the best line's first move), its
 * evaluation bar (ft_analysis_get_white_score()) and its answer to a draw
 * offer (the score from the computer's side), and for `fourteen-cli
 * analyse`. The search runs on a worker thread with its own copy of the
 * position; "updated" and "finished" are emitted on the main context of
 * the caller of ft_analysis_start().
 *
 *   FtAnalysis *analysis = ft_analysis_new ();
 *   g_signal_connect (analysis, "updated", G_CALLBACK (on_updated), window);
 *   ft_analysis_start (analysis, position, 0, 0);   (until stopped)
 *   …
 *   ft_analysis_stop (analysis);                    (no signal after this)
 */
#pragma once

#include <glib-object.h>

#include "ft-position.h"
#include "ft-search.h"

G_BEGIN_DECLS

/* One line of the analysis: a move and how the game may go on. */
typedef struct {
  guint rank;      /* 1 = the best line */
  int score;       /* for the side to move: centipawns, or a mate score
                      (ft_analysis_score_is_mate()) */
  int depth;       /* plies searched */
  int seldepth;    /* the deepest ply reached */
  guint64 nodes;   /* positions searched so far */
  gint64 time_ms;  /* since the start */
  guint n_moves;   /* the line: its moves from the analysed position */
  FtMove moves[FT_SEARCH_MAX_PLY];
} FtAnalysisLine;

#define FT_TYPE_ANALYSIS (ft_analysis_get_type ())
G_DECLARE_FINAL_TYPE (FtAnalysis, ft_analysis, FT, ANALYSIS, GObject)

/* A stopped analysis: one line, one thread, an 8 MB table. */
FtAnalysis *ft_analysis_new (void);

/* Properties, read at ft_analysis_start():
 *   "multipv"   guint, 1 … FT_SEARCH_MAX_MULTIPV: how many lines (default 1)
 *   "threads"   guint, 1 … 64: searching threads (default 1)
 *   "hash-size" guint, 1 … 4096: the transposition table in MB (default 8)
 * Read-only, with notify:
 *   "running"   gboolean: a search is under way
 *   "depth"     int: the depth of the lines shown (0 before the first) */
guint ft_analysis_get_multipv (FtAnalysis *self);
void ft_analysis_set_multipv (FtAnalysis *self, guint multipv);
guint ft_analysis_get_threads (FtAnalysis *self);
void ft_analysis_set_threads (FtAnalysis *self, guint threads);
guint ft_analysis_get_hash_size (FtAnalysis *self);
void ft_analysis_set_hash_size (FtAnalysis *self, guint hash_mb);
gboolean ft_analysis_is_running (FtAnalysis *self);
int ft_analysis_get_depth (FtAnalysis *self);

/* Analyses a copy of pos, stopping a running analysis first (and dropping
 * its lines). movetime_ms > 0 ends it after that long, max_depth > 0 after
 * that depth; with neither it runs until ft_analysis_stop(). "updated" is
 * emitted after each completed depth, with every line of it; "finished"
 * when it ends by itself. Returns FALSE (and does nothing) when the side to
 * move has no move, or under fog of war (the analysis would see through
 * the fog). */
gboolean ft_analysis_start (FtAnalysis *self, const FtPosition *pos, gint64 movetime_ms,
                            int max_depth);
/* Stops at once: when it returns, no "updated" or "finished" of this
 * analysis will be emitted; the lines found so far stay. */
void ft_analysis_stop (FtAnalysis *self);

/* The lines of the last completed depth, best first (0 before the first). */
guint ft_analysis_get_n_lines (FtAnalysis *self);
const FtAnalysisLine *ft_analysis_get_line (FtAnalysis *self, guint index);
/* The side to move in the analysed position. */
FtColour ft_analysis_get_side_to_move (FtAnalysis *self);
/* The best line's score from White's side (for an evaluation bar);
 * FALSE while there is none. */
gboolean ft_analysis_get_white_score (FtAnalysis *self, int *score);

/* Is score a mate? Then *moves is the number of moves to mate: > 0 the side
 * to move mates, < 0 it is mated. */
gboolean ft_analysis_score_is_mate (int score, int *moves);

/* A score from White's side as a player reads it: "+0.35", "-1.20",
 * "0.00", "#3" (White mates in 3), "#-2" (Black mates in 2). buf holds 16
 * bytes; returns it. */
char *ft_analysis_format_white_score (int white_score, char *buf);

G_END_DECLS
