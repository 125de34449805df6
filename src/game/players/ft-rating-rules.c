/* ft-rating-rules.c — see ft-rating-rules.h. */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "ft-game.h"
#include "ft-rating-rules.h"

double
ft_rating_rules_score (FtResult result, FtColour side)
{
  if (result == FT_RESULT_DRAW)
    return 0.5;
  return (result == FT_RESULT_WHITE_WINS) == (side == FT_WHITE) ? 1.0 : 0.0;
}

FtUnratedReason
ft_rating_rules_check (const FtFinishedGame *game, const FtLevelRatings *levels)
{
  guint profiles = 0;

  g_return_val_if_fail (game != NULL, FT_UNRATED_UNFINISHED);

  if (game->origin == FT_GAME_ORIGIN_PUZZLE)
    return FT_UNRATED_PUZZLE;
  if (game->origin == FT_GAME_ORIGIN_OPENED_FILE)
    return FT_UNRATED_OPENED_FILE;
  if (game->origin == FT_GAME_ORIGIN_NETWORK || game->seats[0].kind == FT_SEAT_REMOTE
      || game->seats[1].kind == FT_SEAT_REMOTE)
    return FT_UNRATED_NETWORK;
  if (game->result == FT_RESULT_NONE)
    return FT_UNRATED_UNFINISHED;
  if (game->reason == FT_REASON_TIME && game->result != FT_RESULT_DRAW)
    {
      FtColour loser = game->result == FT_RESULT_WHITE_WINS ? FT_BLACK : FT_WHITE;

      if (game->moves[loser] == 0)
        return FT_UNRATED_TIME_BEFORE_MOVING;
    }
  for (int c = 0; c < 2; c++)
    if (game->seats[c].kind == FT_SEAT_PROFILE && game->seats[c].profile_id != NULL)
      profiles++;
  if (profiles == 0)
    return FT_UNRATED_NO_PROFILE;
  if (profiles == 2 && g_strcmp0 (game->seats[0].profile_id, game->seats[1].profile_id) == 0)
    return FT_UNRATED_SAME_PROFILE;
  for (int c = 0; c < 2; c++)
    if (game->seats[c].kind == FT_SEAT_COMPUTER
        && (levels == NULL
            || !ft_level_ratings_get (levels, game->kind, game->seats[c].level, NULL, NULL)))
      return FT_UNRATED_NO_LEVEL_RATING;
  return FT_RATED;
}

const char *
ft_rating_rules_explain (FtUnratedReason reason)
{
  switch (reason)
    {
    case FT_RATED:
      return NULL;
    case FT_UNRATED_UNFINISHED:
      return _("Not rated: the game did not finish");
    case FT_UNRATED_PUZZLE:
      return _("Not rated: a puzzle");
    case FT_UNRATED_OPENED_FILE:
      return _("Not rated: the game was opened from a file");
    case FT_UNRATED_NETWORK:
      return _("Not rated: a network game");
    case FT_UNRATED_TIME_BEFORE_MOVING:
      return _("Not rated: the time ran out before the first move");
    case FT_UNRATED_NO_PROFILE:
      return _("Not rated: no player profile played");
    case FT_UNRATED_SAME_PROFILE:
      return _("Not rated: one player played both sides");
    case FT_UNRATED_NO_LEVEL_RATING:
    default:
      return _("Not rated: the computer's level has no rating");
    }
}

FtUnratedReason
ft_rating_rules_rate (const FtFinishedGame *game, const FtLevelRatings *levels,
                      const FtGlicko2Rating before[2], FtGlicko2Rating after[2])
{
  FtUnratedReason why = ft_rating_rules_check (game, levels);
  FtGlicko2Rating sides[2];

  g_return_val_if_fail (before != NULL && after != NULL, FT_UNRATED_UNFINISHED);

  if (why != FT_RATED)
    return why;
  for (int c = 0; c < 2; c++)
    {
      sides[c] = before[c];
      if (game->seats[c].kind == FT_SEAT_COMPUTER)
        ft_level_ratings_get (levels, game->kind, game->seats[c].level, &sides[c].rating,
                              &sides[c].deviation);
    }
  for (int c = 0; c < 2; c++)
    {
      FtGlicko2Game played = { sides[1 - c].rating, sides[1 - c].deviation,
                               ft_rating_rules_score (game->result, (FtColour) c) };

      after[c] = game->seats[c].kind == FT_SEAT_PROFILE
                   ? ft_glicko2_update (&sides[c], &played, 1, FT_GLICKO2_TAU)
                   : sides[c];
    }
  return FT_RATED;
}

void
ft_rating_rules_describe_game (FtGame *game, const FtGameSetup *setup, FtFinishedGame *out)
{
  FtColour first;
  guint n;

  g_return_if_fail (FT_IS_GAME (game) && setup != NULL && out != NULL);

  out->kind = ft_rated_kind_of_setup (setup);
  out->result = ft_game_get_result (game, &out->reason);
  out->moves[FT_WHITE] = out->moves[FT_BLACK] = 0;
  first = ft_game_get_start_position (game)->side_to_move;
  n = ft_game_get_n_moves (game);
  for (guint i = 0; i < n; i++)
    if (ft_game_get_move (game, i) != FT_MOVE_NONE)
      out->moves[i % 2 == 0 ? first : FT_OTHER_COLOUR (first)]++;
}
