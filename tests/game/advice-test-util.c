/* advice-test-util.c — see advice-test-util.h. */
#include "config.h"

#include "advice-test-util.h"
#include "ft-fen.h"

FtSession *
advice_chess_session (const char *fen, FtOpponent opponent, FtColour human, gboolean fog)
{
  g_autoptr (FtGameSetup) setup = ft_game_setup_new_default ();
  g_autoptr (GError) error = NULL;
  FtSession *session;

  if (fen != NULL)
    {
      g_assert_true (ft_fen_parse (fen, FT_RULES_STANDARD, setup->start, &error));
      g_assert_no_error (error);
    }
  setup->opponent = opponent;
  setup->human_colour = human;
  setup->level = FT_LEVEL_EASY;
  setup->fog_of_war = fog;
  session = ft_session_new (setup, 1);
  ft_session_start (session);
  return session;
}

FtSession *
advice_checkers_session (void)
{
  g_autoptr (FtGameSetup) setup = ft_game_setup_new_default ();
  FtSession *session;

  setup->game = FT_GAME_KIND_CHECKERS;
  setup->opponent = FT_OPPONENT_HUMAN;
  session = ft_session_new (setup, 1);
  ft_session_start (session);
  return session;
}

void
advice_spin (guint ms)
{
  gint64 end = g_get_monotonic_time () + ms * 1000;

  while (g_get_monotonic_time () < end)
    {
      g_main_context_iteration (NULL, FALSE);
      g_usleep (1000);
    }
}
