/* ft-rating-rules.h — which finished games are rated, and the new ratings
 * they give (docs/players.md#ratings). Pure functions: the profile store
 * applies them after every game.
 *
 * Rated: a game played here to its end between two different local
 * profiles, or between a profile and a computer level (whose fixed rating
 * comes from ft-level-ratings.h). Not rated: puzzles, games opened from a
 * file, network games (the remote is nobody this computer knows),
 * unfinished games, games lost on time before the loser made a move, games
 * without a profile, and a profile against itself. */
#pragma once

#include "ft-glicko2.h"
#include "ft-level-ratings.h"
#include "ft-rated-kind.h"

G_BEGIN_DECLS

/* Who sat on one side. */
typedef enum {
  FT_SEAT_PROFILE = 0, /* a local profile: profile_id */
  FT_SEAT_COMPUTER,    /* the computer at `level` */
  FT_SEAT_REMOTE,      /* a player over the network: name as they gave it */
} FtSeatKind;

typedef struct {
  FtSeatKind kind;
  const char *profile_id; /* FT_SEAT_PROFILE */
  FtLevel level;          /* FT_SEAT_COMPUTER */
  const char *name;       /* the name shown (a profile's name at the time; may be NULL) */
} FtSeat;

/* Where the game came from. */
typedef enum {
  FT_GAME_ORIGIN_PLAYED = 0, /* played here from the start (or resumed from the autosave) */
  FT_GAME_ORIGIN_OPENED_FILE,
  FT_GAME_ORIGIN_PUZZLE,
  FT_GAME_ORIGIN_NETWORK,
} FtGameOrigin;

/* A game as it ended. seats and moves are indexed by FtColour (checkers:
 * White is Fire, Black is Water). */
typedef struct {
  FtRatedKind kind;
  FtGameOrigin origin;
  FtSeat seats[2];
  FtResult result;       /* FT_RESULT_NONE: not finished */
  FtResultReason reason;
  guint moves[2];        /* moves each side made */
  gint64 time;           /* when it ended, Unix seconds; 0: now */
} FtFinishedGame;

/* Why a game is not rated; FT_RATED when it is. */
typedef enum {
  FT_RATED = 0,
  FT_UNRATED_UNFINISHED,
  FT_UNRATED_PUZZLE,
  FT_UNRATED_OPENED_FILE,
  FT_UNRATED_NETWORK,
  FT_UNRATED_TIME_BEFORE_MOVING, /* lost on time before the loser moved */
  FT_UNRATED_NO_PROFILE,         /* no local profile played */
  FT_UNRATED_SAME_PROFILE,       /* one profile played both sides */
  FT_UNRATED_NO_LEVEL_RATING,    /* the computer's level has no measured rating */
} FtUnratedReason;

/* The rules above, for a game and the computer's figures (levels may be
 * NULL: no figures, games against the computer are then not rated). */
FtUnratedReason ft_rating_rules_check (const FtFinishedGame *game, const FtLevelRatings *levels);
/* "Not rated: a puzzle", … (translated); NULL for FT_RATED. */
const char *ft_rating_rules_explain (FtUnratedReason reason);

/* The ratings after a rated game. before[c] is the profile's rating for a
 * profile seat (ignored for a computer seat, whose level figures are used);
 * after[c] gets the new rating of each profile seat (a computer seat's
 * stays its level's: fixed). Both sides are rated from the ratings before
 * the game. Returns what ft_rating_rules_check() says; after is only
 * written when it is FT_RATED. */
FtUnratedReason ft_rating_rules_rate (const FtFinishedGame *game, const FtLevelRatings *levels,
                                      const FtGlicko2Rating before[2], FtGlicko2Rating after[2]);

/* A chess game as it stands into *out: its kind (from setup), result,
 * reason and each side's moves (passes of the per-move timer are not
 * moves); out's seats and origin are the caller's to fill in. */
typedef struct _FtGame FtGame;
void ft_rating_rules_describe_game (FtGame *game, const FtGameSetup *setup, FtFinishedGame *out);

/* The score of `side` (1, 0.5, 0), from a finished result. */
double ft_rating_rules_score (FtResult result, FtColour side);

G_END_DECLS
