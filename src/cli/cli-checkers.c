/* cli-checkers.c — `fourteen-cli checkers-match`: the computer against
 * itself at checkers (docs/checkers.md#strength). The text game,
 * `fourteen-cli checkers`, is cli-checkers-play.c. */
#include "config.h"

#include <stdio.h>
#include <string.h>

#include "cli.h"
#include "ft-checkers-ai.h"

static const char *
side_name (FtCheckersSide side)
{
  return side == FT_CHECKERS_FIRE ? "Fire" : "Water";
}

/* ---- checkers-match -------------------------------------------------------- */

static int
match_usage (void)
{
  fprintf (stderr, "Usage: fourteen-cli checkers-match [--games N] [--first LEVEL] [--second LEVEL] "
                   "[--depth N] [--rules bombs|english] [--seed N] [--random-turns N]\n");
  return 2;
}

/* Play one game, `fire` against `water`; the winner (or TIE), and the
 * number of turns in *turns. A game longer than 400 turns is a tie (the
 * quiet-turn rule ends almost all of them long before). The first
 * random_turns turns are drawn at random from opening_seed: the searching
 * levels are deterministic, and a gauntlet needs different games. */
static FtCheckersSide
match_game (FtCheckersRules rules, const FtCheckersLevel levels[3], guint depth, guint32 seed,
            guint random_turns, guint32 opening_seed, guint *turns)
{
  g_autoptr (FtCheckersBoard) board = ft_checkers_board_new_with_rules (rules);
  g_autoptr (GRand) opening = g_rand_new_with_seed (opening_seed);
  FtCheckersState state = *ft_checkers_state (board);
  FtCheckersSide winner;

  for (*turns = 0; (winner = ft_checkers_state_winner (&state)) == FT_CHECKERS_NONE && *turns < 400; (*turns)++)
    {
      FtCheckersAiOptions options = { 0 };
      FtCheckersTurn turn;

      if (*turns < random_turns)
        {
          FtCheckersTurnList list;

          ft_checkers_state_generate_turns (&state, &list);
          if (list.count == 0)
            break;
          ft_checkers_state_play_turn (&state, &list.turns[g_rand_int_range (opening, 0, (gint32) list.count)]);
          continue;
        }
      /* Depth, not time: the result depends on the seed only. */
      options.max_depth = depth;
      options.seed = seed + *turns;
      if (!ft_checkers_ai_choose (&state, levels[state.to_move], &options, &turn, NULL))
        break;
      ft_checkers_state_play_turn (&state, &turn);
    }
  return winner == FT_CHECKERS_NONE ? FT_CHECKERS_TIE : winner;
}

int
ft_cli_checkers_match (int argc, char **argv)
{
  FtCheckersRules rules = FT_CHECKERS_RULES_BOMBS;
  FtCheckersLevel first = FT_CHECKERS_LEVEL_HARD, second = FT_CHECKERS_LEVEL_EASY;
  guint games = 10, depth = 0, seed = 1, random_turns = 0;
  double first_score = 0;
  gint64 start = g_get_monotonic_time ();

  for (int i = 1; i < argc; i += 2) /* an option and its value */
    {
      const char *value = i + 1 < argc ? argv[i + 1] : NULL;
      guint64 number;

      if (value == NULL)
        return match_usage ();
      if (strcmp (argv[i], "--rules") == 0)
        {
          if (!ft_checkers_rules_from_string (value, &rules))
            {
              fprintf (stderr, "fourteen-cli checkers-match: unknown rules '%s' (bombs, english)\n", value);
              return 2;
            }
        }
      else if (strcmp (argv[i], "--first") == 0 || strcmp (argv[i], "--second") == 0)
        {
          if (!ft_checkers_level_from_string (value, argv[i][2] == 'f' ? &first : &second))
            {
              fprintf (stderr, "fourteen-cli checkers-match: unknown level '%s' (easy, normal, hard)\n", value);
              return 2;
            }
        }
      else if (strcmp (argv[i], "--games") == 0 || strcmp (argv[i], "--depth") == 0
               || strcmp (argv[i], "--seed") == 0 || strcmp (argv[i], "--random-turns") == 0)
        {
          if (!g_ascii_string_to_unsigned (value, 10, 0, 100000, &number, NULL)
              || (strcmp (argv[i], "--depth") == 0 && number > 30)
              || (strcmp (argv[i], "--random-turns") == 0 && number > 20))
            {
              fprintf (stderr, "fourteen-cli checkers-match: '%s' is not a valid value for %s\n", value, argv[i]);
              return 2;
            }
          if (argv[i][2] == 'r')
            random_turns = number;
          else if (argv[i][2] == 'g')
            games = number;
          else if (argv[i][2] == 'd')
            depth = number;
          else
            seed = number;
        }
      else
        return match_usage ();
    }

  for (guint g = 0; g < games; g++)
    {
      /* The first level plays Fire in even games, Water in odd ones. */
      FtCheckersSide first_side = g % 2 == 0 ? FT_CHECKERS_FIRE : FT_CHECKERS_WATER;
      FtCheckersLevel levels[3];
      FtCheckersSide winner;
      guint turns;

      levels[first_side] = first;
      levels[FT_CHECKERS_OTHER_SIDE (first_side)] = second;
      /* Both games of a pair open alike, colours swapped. */
      winner = match_game (rules, levels, depth, seed + 1000 * g, random_turns, seed + g / 2, &turns);
      if (winner == FT_CHECKERS_TIE)
        first_score += 0.5;
      else if (winner == first_side)
        first_score += 1;
      printf ("game %u: %s (%s) vs %s (%s): %s after %u turns\n", g + 1, ft_checkers_level_to_string (first),
              side_name (first_side), ft_checkers_level_to_string (second),
              side_name (FT_CHECKERS_OTHER_SIDE (first_side)),
              winner == FT_CHECKERS_TIE ? "tie" : winner == FT_CHECKERS_FIRE ? "Fire wins" : "Water wins", turns);
      fflush (stdout);
    }
  printf ("score: %s %.1f, %s %.1f (%.0f%%)\n", ft_checkers_level_to_string (first), first_score,
          ft_checkers_level_to_string (second), games - first_score, games > 0 ? 100.0 * first_score / games : 0.0);
  fprintf (stderr, "time %.1f s\n", (g_get_monotonic_time () - start) / 1e6);
  return 0;
}
