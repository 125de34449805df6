/* ft-advice.h — when the program may help the player of a game: the rule
 * the hint (ft-hint-advisor.h) and the evaluation bar
 * (ft-evaluation-tracker.h) share (docs/playing.md#hints). */
#pragma once

#include "ft-session.h"

G_BEGIN_DECLS

/* What kind of game the window plays: help is for games at this computer. */
typedef enum {
  FT_ADVICE_PLAY = 0, /* against the computer, or two people at this computer */
  FT_ADVICE_NETWORK,  /* over the network: help would be unfair to the other player */
  FT_ADVICE_PUZZLE,   /* a puzzle: the hint would be its solution */
} FtAdviceMode;

/* May the program advise at all about `session`'s game (may be NULL) in
 * `mode`? FALSE, with the reason in *why (translated, static; why may be
 * NULL), for no game, a network game, a puzzle, or fog of war (the search
 * would see through the fog). */
gboolean ft_advice_allowed (FtSession *session, FtAdviceMode mode, const char **why);

G_END_DECLS
