/* ft-draw-judge.h — the computer's answer about a draw in a game of chess
 * (docs/playing.md#draws):
 *
 *  - a draw **offered** to it: it accepts when at least
 *    FT_DRAW_OFFER_MIN_MOVES moves each were played in the game and its
 *    evaluation, from its own side, is at most FT_DRAW_OFFER_MARGIN
 *    centipawns (equal, or it is worse); otherwise it declines;
 *  - a draw it may **claim** on its move (standard rules: a threefold
 *    repetition, fifty moves): it claims unless it is better by more than
 *    FT_DRAW_CLAIM_MARGIN centipawns (then it plays on for the win).
 *
 * The evaluation is a short search (FtAnalysis, FT_DRAW_JUDGE_THINK_MS) on
 * a worker thread: the main loop never waits, and the answer comes on the
 * caller's main context within a second. Chess only (the checkers search
 * gives no score), and not under fog of war (the search would see through
 * the fog): ft_draw_judge_can_judge() says so.
 */
#pragma once

#include <gio/gio.h>

#include "ft-game.h"

G_BEGIN_DECLS

#define FT_DRAW_OFFER_MIN_MOVES 20 /* moves each: 40 plies of this game */
#define FT_DRAW_OFFER_MARGIN 30    /* centipawns in the computer's favour */
#define FT_DRAW_CLAIM_MARGIN 30
#define FT_DRAW_JUDGE_THINK_MS 400

typedef enum
{
  FT_DRAW_QUESTION_OFFER, /* the other player offers a draw */
  FT_DRAW_QUESTION_CLAIM  /* may the computer claim one, on its move? */
} FtDrawQuestion;

typedef enum
{
  FT_DRAW_ANSWER_ACCEPT,    /* the offer is accepted / the draw claimed */
  FT_DRAW_ANSWER_TOO_EARLY, /* an offer before FT_DRAW_OFFER_MIN_MOVES moves each */
  FT_DRAW_ANSWER_BETTER     /* the computer is better than the margin: it plays on */
} FtDrawAnswer;

#define FT_TYPE_DRAW_JUDGE (ft_draw_judge_get_type ())
G_DECLARE_FINAL_TYPE (FtDrawJudge, ft_draw_judge, FT, DRAW_JUDGE, GObject)

FtDrawJudge *ft_draw_judge_new (void);

/* Can the computer judge a draw in `game`: a game of chess going on, not
 * under fog of war? */
gboolean ft_draw_judge_can_judge (FtGame *game);

/* The rule itself: the answer to `question` after n_plies plies of the
 * game, with `score` the computer's evaluation from its own side
 * (centipawns or a search's mate score). */
FtDrawAnswer ft_draw_judge_decide (FtDrawQuestion question, guint n_plies, int score);

/* Ask the computer, playing `computer`, about a draw in `game`'s position
 * now (the position is copied: the game may go on meanwhile). The callback
 * runs on the caller's main context; cancelling stops the search at once
 * and the finish function then fails with G_IO_ERROR_CANCELLED. A question
 * asked while another runs cancels the older one. Fails with
 * G_IO_ERROR_NOT_SUPPORTED where ft_draw_judge_can_judge() is FALSE. */
void ft_draw_judge_ask_async (FtDrawJudge *self, FtGame *game, FtColour computer,
                              FtDrawQuestion question, GCancellable *cancellable,
                              GAsyncReadyCallback callback, gpointer user_data);
/* The answer; *score (may be NULL) is the evaluation it rests on (0 when
 * none was needed: too early). */
gboolean ft_draw_judge_ask_finish (FtDrawJudge *self, GAsyncResult *result, FtDrawAnswer *answer,
                                   int *score, GError **error);

G_END_DECLS
