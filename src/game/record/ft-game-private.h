/* ft-game-private.h — what the files of FtGame share: ft-game.c (the
 * object, turns and moves), ft-game-history.c (the record: browsing,
 * takeback, redo, recorded moves) and ft-game-messages.c (the result's
 * words). */
#pragma once

#include "ft-game.h"

G_BEGIN_DECLS

typedef struct
{
  gint64 ms[2]; /* remaining time of White and Black; -1 untimed */
} FtClockTimes;

/* One move of the record. */
typedef struct
{
  FtGameMove move;
  FtClockTimes clocks; /* right after the move: what a takeback restores */
  char notation[FT_NOTATION_MAX];
} FtGamePly;

struct _FtGame
{
  GObject parent_instance;

  FtRuleset *rules; /* the position now */
  FtRuleset *start; /* the position before the first move; never moves */
  FtColour human_colour;
  FtClock *clock;
  FtClockTimes start_clocks;
  GArray *plies; /* FtGamePly */
  /* Taken-back moves, last taken back last: redo replays them until a new
   * move is made. */
  GArray *redo;

  gboolean turn_started;
  gboolean claims_draws_at_once; /* ft_game_set_claims_draws_at_once() */
  FtResult result;
  FtResultReason reason;
};

/* ft-game.c */
void _ft_game_notify_moves (FtGame *self);
/* The clocks now. */
FtClockTimes _ft_game_read_clocks (FtGame *self);
void _ft_game_restore_clocks (FtGame *self, const FtClockTimes *times);
/* Append `move` (legal, or an allowed pass) to the record and make it,
 * with its notation; the clocks after it are read from the clock. */
void _ft_game_append_ply (FtGame *self, const FtGameMove *move);
/* The rules' result (a draw that may be claimed is not claimed). */
FtResult _ft_game_live_result (FtGame *self, FtResultReason *reason);

G_END_DECLS
