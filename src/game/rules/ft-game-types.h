/* ft-game-types.h — the game layer's named choices. Together with the
 * engine's FtColour, FtRules and FtLevel (ft-types.h) they get GTypes from
 * gnome.mkenums (ft-enums.h), so that properties and settings bind to them
 * and every name is parsed in one place (ft-names.h). */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* Which game (config "game"): Fourteen's chess, or Checkers with bombs
 * and shields (docs/checkers.md). */
typedef enum {
  FT_GAME_KIND_CHESS = 0,
  FT_GAME_KIND_CHECKERS,
} FtGameKind;

/* Who plays against the local player (config "opponent"). */
typedef enum {
  FT_OPPONENT_COMPUTER = 0,
  FT_OPPONENT_HUMAN, /* a second person at the same computer */
} FtOpponent;

/* The side the local player asks for in the new-game dialog. */
typedef enum {
  FT_SIDE_CHOICE_WHITE = 0,
  FT_SIDE_CHOICE_BLACK,
  FT_SIDE_CHOICE_RANDOM,
} FtSideChoice;

/* What a pawn becomes (config "promotion"): always a queen, or the player's
 * choice among the kinds the rules allow. Standard rules always choose. */
typedef enum {
  FT_PROMOTION_QUEEN = 0,
  FT_PROMOTION_CHOOSE,
} FtPromotion;

G_END_DECLS
