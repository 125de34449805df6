/* ft-level-suggestion.h — which of the computer's levels a player should
 * meet (docs/players.md#which-level): the level whose measured rating is
 * nearest the player's own Glicko-2 rating at that kind of game, and,
 * after a run of wins against a level, the next one up. */
#pragma once

#include <gio/gio.h>

#include "ft-level-ratings.h"

G_BEGIN_DECLS

/* Wins in a row against one level before the next is offered. */
#define FT_LEVEL_OFFER_WINS 3

/* The level to suggest at `kind` to a player rated `rating` ± `deviation`:
 * the one whose rating is nearest an aim that falls with the uncertainty:
 * rating − 1.4 × (deviation − 50), never below 0, so that a new player,
 * 1500 ± 350, aims at 1080 (standard level 5) and a settled one (± 50) at
 * their own rating. FALSE when the kind has no figures.
 * level_rating (may be NULL): the suggested level's rating. */
gboolean ft_level_suggest (const FtLevelRatings *ratings, FtRatedKind kind, double rating,
                           double deviation, FtLevel *level, double *level_rating);

/* "Suggested: level 4, about 1450" (translated) for the suggestion above;
 * NULL when there is none. */
char *ft_level_suggest_text (const FtLevelRatings *ratings, FtRatedKind kind, double rating,
                             double deviation);

/* A level as the New Game dialog and the leaderboard show it: "Level 4,
 * about 1450" (translated), or just "Level 4" when the kind has no
 * figures (ratings may be NULL). */
char *ft_level_rated_label (const FtLevelRatings *ratings, FtRatedKind kind, FtLevel level);

/* After a run of wins: TRUE and the level above in *next when the newest
 * FT_LEVEL_OFFER_WINS finished games of profile_id at `kind` against the
 * computer (history: FtHistoryEntry items, any order) were all won, the
 * newest of them against `level` and none against a lower one. FALSE at
 * the top level. */
gboolean ft_level_offer_next (GListModel *history, const char *profile_id, FtRatedKind kind,
                              FtLevel level, FtLevel *next);

G_END_DECLS
