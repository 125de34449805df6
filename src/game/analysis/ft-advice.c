/* ft-advice.c — see ft-advice.h. */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "ft-advice.h"

gboolean
ft_advice_allowed (FtSession *session, FtAdviceMode mode, const char **why)
{
  const char *reason = NULL;
  FtGame *game = session != NULL ? ft_session_get_game (session) : NULL;

  if (game == NULL)
    reason = _("No game is being played");
  else if (mode == FT_ADVICE_NETWORK)
    reason = _("No hints in network games");
  else if (mode == FT_ADVICE_PUZZLE)
    reason = _("No hints in puzzles: the hint would be the solution");
  else if (ft_game_get_kind (game) == FT_GAME_KIND_CHESS && ft_game_get_position (game)->fog)
    reason = _("No hints under fog of war");
  if (why != NULL)
    *why = reason;
  return reason == NULL;
}
