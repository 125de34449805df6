/* ft-game-status.h — the side panel and the board's orientation follow the
 * game shown (ft-game-status.c): clocks, names, turn, message, move list,
 * material strip, the low-time warning, fog of war's pass screen. */
#pragma once

#include <gtk/gtk.h>

#include "ft-draw-offers.h"
#include "ft-game-files.h"
#include "ft-game-guard.h"
#include "ft-game-keys.h"
#include "ft-pause-controller.h"
#include "ft-game-stage.h"
#include "ft-puzzle-run.h"
#include "ft-seats.h"
#include "ft-sidebar.h"

G_BEGIN_DECLS

#define FT_TYPE_GAME_STATUS (ft_game_status_get_type ())
G_DECLARE_FINAL_TYPE (FtGameStatus, ft_game_status, FT, GAME_STATUS, GObject)

/* What the status reads besides the stage: the screen readers' names
 * (keys), the claim's reason (draws), the players' names (seats), an
 * opened record's names (files), a puzzle's goal and verdicts (puzzles),
 * the button a first press armed (guard), whether the player paused
 * (pause). */
typedef struct
{
  FtGameKeys *keys;
  FtDrawOffers *draws;
  FtSeats *seats;
  FtGameFiles *files;
  FtPuzzleRun *puzzles;
  FtGameGuard *guard;
  FtPauseController *pause;
} FtGameStatusSources;

FtGameStatus *ft_game_status_new (FtGameStage *stage, FtSidebar *sidebar, const FtGameStatusSources *sources);
/* Fog of war between two people: is the "Pass the computer to …" screen
 * shown instead of the board? ft_game_status_fog_show_board presses its
 * button. */
gboolean ft_game_status_is_fog_pass_shown (FtGameStatus *self);
void ft_game_status_fog_show_board (FtGameStatus *self);

G_END_DECLS
