/* ft-game-setup.h — everything a new game needs, and the one table of
 * defaults.
 *
 * The config file, the preferences and the new-game dialog each fill in a
 * setup; the session (ft-session.h) is built from one. Times are in
 * milliseconds. "player" is the local player's side (player_colour) and
 * "cpu" the other side: with two people at the computer, player_colour is
 * the side shown at the bottom of the board at the start.
 */
#pragma once

#include <glib-object.h>

#include "ft-checkers.h"
#include "ft-game-types.h"
#include "ft-position.h"

G_BEGIN_DECLS

/* The defaults of config.json and of the new-game dialog. */
#define FT_DEFAULT_SECONDS 180.0
#define FT_DEFAULT_INCREMENT 2.0
#define FT_DEFAULT_PIECE_MOVEMENT_SPEED 6.0
#define FT_DEFAULT_MAX_MOVEMENT_TIME 1.0
#define FT_DEFAULT_LEVEL FT_LEVEL_NORMAL
#define FT_DEFAULT_RULES FT_RULES_FOURTEEN
#define FT_DEFAULT_COLOUR FT_WHITE
#define FT_DEFAULT_OPPONENT FT_OPPONENT_COMPUTER
#define FT_DEFAULT_PROMOTION FT_PROMOTION_QUEEN
#define FT_DEFAULT_BOARD_SIZE 14

/* How the clocks run. */
typedef enum {
  FT_TIME_CONTROL_FISCHER = 0, /* starting time plus an increment per move */
  FT_TIME_CONTROL_UNTIMED,
  FT_TIME_CONTROL_PER_MOVE, /* every turn has per_move_ms; when it runs out the turn passes */
} FtTimeControl;

typedef struct
{
  FtGameKind game;   /* chess or checkers (which reads opponent, human_colour
                        — white is Fire —, level, the time control and the
                        checkers_ fields below; not start or promotion) */
  FtPosition *start; /* chess: owned; copied into each new game */
  FtOpponent opponent;
  FtColour human_colour; /* the local player's side (the side at the bottom) */
  FtLevel level;
  FtPromotion promotion;
  FtTimeControl time_control;
  gint64 player_ms, player_increment_ms;
  gint64 cpu_ms, cpu_increment_ms;
  gint64 per_move_ms;
  double piece_movement_speed;
  double max_movement_time;
  /* Fog of war (config "fog_of_war", docs/rules.md#fog-of-war): each side
   * sees only what its pieces see; no check; taking the king wins. */
  gboolean fog_of_war;
  /* Checkers: the variant, when a turn ends (docs/checkers.md: the
   * source's "Space ends the turn"), and a start other than the variant's
   * own (a saved game's set-up) when checkers_custom_start is set. */
  FtCheckersRules checkers_rules;
  FtCheckersTurnEnd checkers_turn_end;
  gboolean checkers_custom_start;
  FtCheckersState checkers_start;
} FtGameSetup;

#define FT_TYPE_GAME_SETUP (ft_game_setup_get_type ())
GType ft_game_setup_get_type (void) G_GNUC_CONST;

/* The defaults above with the 14×14 start position. */
FtGameSetup *ft_game_setup_new_default (void);
FtGameSetup *ft_game_setup_copy (const FtGameSetup *setup);
void ft_game_setup_free (FtGameSetup *setup);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (FtGameSetup, ft_game_setup_free)

/* Does the local player choose what a pawn becomes? Standard rules always
 * do (FIDE); Fourteen rules when promotion is FT_PROMOTION_CHOOSE. */
gboolean ft_game_setup_chooses_promotion (const FtGameSetup *setup);

/* The setup's start position as rules of its game (chess with the
 * promotion choice and fog of war applied). */
typedef struct _FtRuleset FtRuleset;
FtRuleset *ft_game_setup_create_rules (const FtGameSetup *setup);
/* A clock for the setup's time control. */
typedef struct _FtClock FtClock;
FtClock *ft_game_setup_create_clock (const FtGameSetup *setup);

/* A new game of the setup: its start position and a clock for its time
 * control. */
typedef struct _FtGame FtGame;
FtGame *ft_game_setup_create_game (const FtGameSetup *setup);

/* A saved game's start and clocks in the setup (ft-game-record.h): the
 * game it is, its start position (chess: with fog of war and, for a
 * Fourteen game with an under-promotion, the promotion choice), and the
 * time control the record names (an unknown one keeps the setup's). */
typedef struct _FtRecordedGame FtRecordedGame;
void ft_game_setup_adopt_record (FtGameSetup *setup, const FtRecordedGame *record);

G_END_DECLS
