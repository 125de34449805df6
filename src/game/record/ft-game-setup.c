/* ft-game-setup.c — see ft-game-setup.h. The one place that turns a setup
 * into the rules of its game. */
#include "ft-game-setup.h"

#include <string.h>

#include "ft-checkers-ruleset.h"
#include "ft-chess-ruleset.h"
#include "ft-game.h"

G_DEFINE_BOXED_TYPE (FtGameSetup, ft_game_setup, ft_game_setup_copy, ft_game_setup_free)

FtGameSetup *
ft_game_setup_new_default (void)
{
  FtGameSetup *setup = g_new0 (FtGameSetup, 1);

  setup->start = g_new0 (FtPosition, 1);
  ft_position_set_fourteen_start (setup->start);
  setup->opponent = FT_DEFAULT_OPPONENT;
  setup->human_colour = FT_DEFAULT_COLOUR;
  setup->level = FT_DEFAULT_LEVEL;
  setup->promotion = FT_DEFAULT_PROMOTION;
  setup->time_control = FT_TIME_CONTROL_FISCHER;
  setup->player_ms = setup->cpu_ms = (gint64) (FT_DEFAULT_SECONDS * 1000);
  setup->player_increment_ms = setup->cpu_increment_ms = (gint64) (FT_DEFAULT_INCREMENT * 1000);
  setup->piece_movement_speed = FT_DEFAULT_PIECE_MOVEMENT_SPEED;
  setup->max_movement_time = FT_DEFAULT_MAX_MOVEMENT_TIME;
  setup->checkers_rules = FT_CHECKERS_RULES_BOMBS;
  return setup;
}

FtGameSetup *
ft_game_setup_copy (const FtGameSetup *setup)
{
  FtGameSetup *copy;

  g_return_val_if_fail (setup != NULL, NULL);

  copy = g_memdup2 (setup, sizeof *setup);
  copy->start = g_memdup2 (setup->start, sizeof *setup->start);
  return copy;
}

void
ft_game_setup_free (FtGameSetup *setup)
{
  if (setup == NULL)
    return;
  g_free (setup->start);
  g_free (setup);
}

gboolean
ft_game_setup_chooses_promotion (const FtGameSetup *setup)
{
  g_return_val_if_fail (setup != NULL, FALSE);
  return setup->start->rules == FT_RULES_STANDARD || setup->promotion == FT_PROMOTION_CHOOSE;
}

FtRuleset *
ft_game_setup_create_rules (const FtGameSetup *setup)
{
  g_autofree FtPosition *start = NULL;

  g_return_val_if_fail (setup != NULL, NULL);

  if (setup->game == FT_GAME_KIND_CHECKERS)
    {
      if (setup->checkers_custom_start)
        return FT_RULESET (ft_checkers_ruleset_new_from_state (&setup->checkers_start));
      return FT_RULESET (ft_checkers_ruleset_new (setup->checkers_rules, setup->checkers_turn_end));
    }
  g_return_val_if_fail (setup->start != NULL, NULL);
  start = g_memdup2 (setup->start, sizeof *setup->start);
  start->promotion_choice = ft_game_setup_chooses_promotion (setup);
  start->fog = setup->fog_of_war;
  return FT_RULESET (ft_chess_ruleset_new (start));
}

FtClock *
ft_game_setup_create_clock (const FtGameSetup *setup)
{
  g_return_val_if_fail (setup != NULL, NULL);

  switch (setup->time_control)
    {
    case FT_TIME_CONTROL_UNTIMED:
      return ft_clock_new_untimed ();
    case FT_TIME_CONTROL_PER_MOVE:
      return ft_clock_new_per_move (setup->per_move_ms);
    case FT_TIME_CONTROL_FISCHER:
    default:
      if (setup->human_colour == FT_WHITE)
        return ft_clock_new (setup->player_ms, setup->player_increment_ms, setup->cpu_ms,
                             setup->cpu_increment_ms);
      return ft_clock_new (setup->cpu_ms, setup->cpu_increment_ms, setup->player_ms,
                           setup->player_increment_ms);
    }
}

FtGame *
ft_game_setup_create_game (const FtGameSetup *setup)
{
  g_autoptr (FtClock) clock = NULL;
  g_autoptr (FtRuleset) start = NULL;

  g_return_val_if_fail (setup != NULL, NULL);

  start = ft_game_setup_create_rules (setup);
  clock = ft_game_setup_create_clock (setup);
  return ft_game_new_for_rules (start, setup->human_colour, clock);
}

/* The setup's clocks from the record's time control; an unknown one keeps
 * the setup's. */
static void
adopt_time_control (FtGameSetup *setup, const FtRecordedGame *record)
{
  const FtRecordTimeControl *player = &record->time_control[setup->human_colour];
  const FtRecordTimeControl *cpu = &record->time_control[FT_OTHER_COLOUR (setup->human_colour)];

  switch (player->kind)
    {
    case FT_PGN_TIME_UNTIMED:
      setup->time_control = FT_TIME_CONTROL_UNTIMED;
      break;
    case FT_PGN_TIME_PER_MOVE:
      setup->time_control = FT_TIME_CONTROL_PER_MOVE;
      setup->per_move_ms = player->ms;
      break;
    case FT_PGN_TIME_FISCHER:
      setup->time_control = FT_TIME_CONTROL_FISCHER;
      setup->player_ms = player->ms;
      setup->player_increment_ms = player->increment_ms;
      setup->cpu_ms = cpu->kind == FT_PGN_TIME_FISCHER ? cpu->ms : player->ms;
      setup->cpu_increment_ms = cpu->kind == FT_PGN_TIME_FISCHER ? cpu->increment_ms
                                                                 : player->increment_ms;
      break;
    case FT_PGN_TIME_UNKNOWN:
    default:
      break;
    }
}

static void
adopt_chess_start (FtGameSetup *setup, const FtRecordedGame *record)
{
  const FtPosition *start = ft_chess_ruleset_get_position (FT_CHESS_RULESET (record->start));

  memcpy (setup->start, start, G_STRUCT_OFFSET (FtPosition, history));
  setup->start->history_length = 0;
  setup->fog_of_war = start->fog;
  /* A Fourteen record with a promotion to anything but a queen was played
   * with the choice on. */
  if (start->rules == FT_RULES_FOURTEEN)
    for (guint i = 0; i < record->moves->len; i++)
      {
        FtKind promotion = FT_MOVE_PROMOTION (g_array_index (record->moves, FtGameMove, i).chess);

        if (promotion != FT_NO_KIND && promotion != FT_QUEEN)
          setup->promotion = FT_PROMOTION_CHOOSE;
      }
  setup->start->promotion_choice = ft_game_setup_chooses_promotion (setup);
}

void
ft_game_setup_adopt_record (FtGameSetup *setup, const FtRecordedGame *record)
{
  g_return_if_fail (setup != NULL);
  g_return_if_fail (record != NULL && FT_IS_RULESET (record->start));

  setup->game = ft_ruleset_get_kind (record->start);
  if (setup->game == FT_GAME_KIND_CHESS)
    adopt_chess_start (setup, record);
  else
    {
      g_autoptr (FtCheckersRuleset) standard = NULL;
      const FtCheckersState *start = ft_checkers_ruleset_get_state (FT_CHECKERS_RULESET (record->start));

      setup->checkers_rules = (FtCheckersRules) start->rules;
      setup->checkers_turn_end = (FtCheckersTurnEnd) start->turn_end;
      standard = ft_checkers_ruleset_new (setup->checkers_rules, setup->checkers_turn_end);
      setup->checkers_custom_start
        = memcmp (start, ft_checkers_ruleset_get_state (standard), sizeof *start) != 0;
      setup->checkers_start = *start;
    }
  adopt_time_control (setup, record);
}
