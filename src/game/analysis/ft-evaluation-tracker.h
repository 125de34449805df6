/* ft-evaluation-tracker.h — the evaluation bar's figures
 * (docs/playing.md#evaluation-bar): White's advantage in the game's
 * position now, from the analysis interface (ft-analysis.h). No GTK: the
 * window draws the bar (ft-evaluation-bar.c).
 *
 * When it analyses: only while enabled (a preference, off by default), in
 * a chess game at this computer (ft-advice.h: not in network games,
 * puzzles or fog of war; checkers has no score), and only while a person
 * at this computer is to move — never while the computer opponent thinks,
 * so that it never takes the opponent's time or strength. Each position is
 * searched for FT_EVALUATION_MOVETIME_MS on one thread, then the search
 * ends by itself: an idle game costs nothing. A move played, the computer's
 * turn, a pause, the game's end, another session or disabling stops it at
 * once; the last score stays shown until the next position's first one.
 */
#pragma once

#include <glib-object.h>

#include "ft-advice.h"
#include "ft-session.h"

G_BEGIN_DECLS

#define FT_EVALUATION_MOVETIME_MS 1000

#define FT_TYPE_EVALUATION_TRACKER (ft_evaluation_tracker_get_type ())
G_DECLARE_FINAL_TYPE (FtEvaluationTracker, ft_evaluation_tracker, FT, EVALUATION_TRACKER, GObject)

FtEvaluationTracker *ft_evaluation_tracker_new (void);

void ft_evaluation_tracker_set_session (FtEvaluationTracker *self, FtSession *session);
void ft_evaluation_tracker_set_mode (FtEvaluationTracker *self, FtAdviceMode mode);
/* Property "enabled" (default FALSE): the preference. */
void ft_evaluation_tracker_set_enabled (FtEvaluationTracker *self, gboolean enabled);
gboolean ft_evaluation_tracker_get_enabled (FtEvaluationTracker *self);

/* Property "shown" (read-only, notified): enabled, and the game is one the
 * bar is for. */
gboolean ft_evaluation_tracker_is_shown (FtEvaluationTracker *self);
/* Property "analysing" (read-only, notified): a search runs now. */
gboolean ft_evaluation_tracker_is_analysing (FtEvaluationTracker *self);

/* Property "white-score" (read-only, notified): the score from White's
 * side (centipawns, or a mate score: ft_analysis_score_is_mate); FALSE
 * while there is none (nothing analysed yet in this game). */
gboolean ft_evaluation_tracker_get_white_score (FtEvaluationTracker *self, int *score);
/* The depth of the score (0 for a finished game's). */
int ft_evaluation_tracker_get_depth (FtEvaluationTracker *self);

/* White's share of the bar for a score, 0 … 1: 0.5 equal, a mate 1 or 0,
 * centipawns through the winning-chances curve lichess uses (a pawn ≈
 * 0.59, a queen up ≈ 0.96). */
double ft_evaluation_white_share (int white_score);
/* The score as a player reads it, for the tooltip and screen readers:
 * "+1.25: White is better", "−0.10: about equal", "Black mates in 3",
 * "White has mated"; "No evaluation yet" without a score (translated). */
char *ft_evaluation_tracker_describe (FtEvaluationTracker *self);

G_END_DECLS
