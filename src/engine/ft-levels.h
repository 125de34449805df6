/* ft-levels.h — the ladder of the computer's levels
 * (docs/engine-search.md#levels): how each level from 1 (a first game) to
 * FT_LEVEL_TOP (full strength) plays chess on any board and checkers. This
 * table is the one place that says so; the game layer, the command line,
 * the engine protocols and the window read it, and the levels' measured
 * ratings are in data/level-ratings.json (ft-level-ratings.h).
 *
 * Below the top the levels are limited by depth and nodes and by noise
 * seeded per game, never by the clock, so that their strength does not
 * depend on the machine or its load; the clock still caps every search.
 */
#pragma once

#include "ft-types.h"

G_BEGIN_DECLS

typedef enum {
  /* The spec's priority rules, no search (ft-easy.h; checkers: the greedy
   * player). */
  FT_LEVEL_MODE_RULES,
  /* Human-like: every move it considers is searched to a shallow sight;
   * it sometimes judges a move by the position right after it (missing
   * what the reply wins or loses), leaves some captures and unnatural
   * moves unconsidered, and prefers natural moves (ft-human.h). */
  FT_LEVEL_MODE_HUMAN,
  /* The search, capped by depth and nodes (none at the top), with
   * evaluation noise. */
  FT_LEVEL_MODE_SEARCH,
} FtLevelMode;

/* How a level plays one game. Chances are per mille. */
typedef struct {
  FtLevelMode mode;
  int sight;           /* HUMAN: how far each move considered is searched,
                        * in tenths of a ply: 15 searches half the moves
                        * one ply deep and the other half two (0 plies:
                        * judged by the position right after the move) */
  int depth;           /* SEARCH: the deepest iteration, 0 = no cap */
  guint64 nodes;       /* nodes a move at most, 0 = no cap (the clock's) */
  int noise;           /* ± centipawns in the evaluation, seeded per game */
  /* HUMAN only: */
  int oversight;       /* chance to judge a move by the position after it;
                        * smaller the more the move's reply changes… */
  int oversight_scale; /* … by exp (-change / scale), centipawns */
  int miss_capture;    /* chance that a capture is not considered */
  int overlook;        /* chance that a move no one would call natural is
                        * not considered (less for more natural moves) */
  int natural;         /* centipawns added for the most natural moves */
  int quiet_noise;     /* ± centipawns added to each quiet move's value
                        * (a hash of the seed, position and move) */
  int miss_value;      /* 0, or missed captures fall with the piece taken:
                        * miss_capture × (pawn + this) / (its value + this) */
} FtLevelPlay;

/* Each game has its own column of the table, so that its levels are
 * spaced alike: the same sight, or twice the nodes, is a larger step on a
 * 14×14 board, with its long-range pieces, than in standard chess. A
 * game's ladder ends at its first full-strength level (ft_level_top()):
 * standard chess needs fewer levels than 14×14 between the priority
 * rules and full strength; the rows above its top repeat the top. */
typedef enum {
  FT_LEVEL_COLUMN_STANDARD, /* standard rules (8×8, and any other board) */
  FT_LEVEL_COLUMN_FOURTEEN, /* Fourteen rules: 14×14, the fairy boards,
                             * custom pieces, fog of war */
  FT_LEVEL_COLUMN_CHECKERS, /* checkers (SEARCH: a depth in turns) */
} FtLevelColumn;

#define FT_N_LEVEL_COLUMNS (FT_LEVEL_COLUMN_CHECKERS + 1)

typedef struct {
  FtLevel level;
  FtLevelPlay play[FT_N_LEVEL_COLUMNS];
} FtLevelSpec;

/* The level's row of the table; NULL for a value that is not a level. */
const FtLevelSpec *ft_level_spec (FtLevel level);
/* How a (valid) level plays a game. */
const FtLevelPlay *ft_level_play (FtLevel level, FtLevelColumn column);
/* The same for chess under `rules`. */
const FtLevelPlay *ft_level_chess_play (FtLevel level, FtRules rules);
static inline FtLevelColumn
ft_level_column_of_rules (FtRules rules)
{
  return rules == FT_RULES_STANDARD ? FT_LEVEL_COLUMN_STANDARD : FT_LEVEL_COLUMN_FOURTEEN;
}
/* Where a game's ladder ends: its first full-strength level. */
FtLevel ft_level_top (FtLevelColumn column);
/* The level that plays the game's rules: the spec's priority rules in
 * chess (level 1, easy), the greedy rules at checkers (level 4: its
 * ladder has three human-like rungs below them). */
FtLevel ft_level_rules (FtLevelColumn column);
/* Full strength: the search with no cap and no noise. */
gboolean ft_level_play_is_full (const FtLevelPlay *play);
gboolean ft_level_is_valid (int level);

/* 1 … FT_N_LEVELS. */
static inline int
ft_level_number (FtLevel level)
{
  return (int) level;
}

G_END_DECLS
