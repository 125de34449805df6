/* ft-game-setup.c — see ft-game-setup.h. */
#include "ft-game-setup.h"
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

FtGame *
ft_game_setup_create_game (const FtGameSetup *setup)
{
  g_autoptr (FtClock) clock = NULL;
  g_autofree FtPosition *start = NULL;

  g_return_val_if_fail (setup != NULL && setup->start != NULL, NULL);

  switch (setup->time_control)
    {
    case FT_TIME_CONTROL_UNTIMED:
      clock = ft_clock_new_untimed ();
      break;
    case FT_TIME_CONTROL_PER_MOVE:
      clock = ft_clock_new_per_move (setup->per_move_ms);
      break;
    case FT_TIME_CONTROL_FISCHER:
    default:
      if (setup->human_colour == FT_WHITE)
        clock = ft_clock_new (setup->player_ms, setup->player_increment_ms, setup->cpu_ms,
                              setup->cpu_increment_ms);
      else
        clock = ft_clock_new (setup->cpu_ms, setup->cpu_increment_ms, setup->player_ms,
                              setup->player_increment_ms);
      break;
    }
  start = g_memdup2 (setup->start, sizeof *setup->start);
  start->promotion_choice = ft_game_setup_chooses_promotion (setup);
  start->fog = setup->fog_of_war;
  return ft_game_new_with_clock (start, setup->human_colour, clock);
}
