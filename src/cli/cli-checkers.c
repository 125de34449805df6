/* cli-checkers.c — `fourteen-cli checkers-match`: the computer against
 * itself at checkers (docs/checkers.md#strength). The text game,
 * `fourteen-cli checkers`, is cli-checkers-play.c. */
#include "config.h"

#include <stdio.h>
#include <string.h>

#include "cli-common.h"
#include "cli.h"
#include "ft-checkers-ruleset.h"
#include "ft-levels.h"
#include "ft-names.h"

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
                   "[--depth N] [--movetime MS] [--rules bombs|english] [--seed N] [--random-turns N]\n");
  return 2;
}

typedef struct {
  FtCheckersRules rules;
  FtLevel first, second;
  guint games, depth, seed, random_turns;
  gint64 movetime_ms;
} MatchOptions;

/* Play one game, levels[FIRE] against levels[WATER]; the winner (or TIE),
 * and the number of turns in *turns. A game longer than 400 turns is a tie
 * (the quiet-turn rule ends almost all of them long before). The first
 * random_turns turns are drawn at random from opening_seed: the lower
 * levels are deterministic for a seed, and a gauntlet needs different
 * games. */
static FtCheckersSide
match_game (const MatchOptions *o, const FtLevel levels[3], guint64 seed, guint32 opening_seed,
            guint *turns)
{
  g_autoptr (FtCheckersBoard) board = ft_checkers_board_new_with_rules (o->rules);
  g_autoptr (GRand) opening = g_rand_new_with_seed (opening_seed);
  FtCheckersState state = *ft_checkers_state (board);
  FtCheckersSide winner;

  for (*turns = 0; (winner = ft_checkers_state_winner (&state)) == FT_CHECKERS_NONE && *turns < 400; (*turns)++)
    {
      FtCheckersTurn turn;

      if (*turns < o->random_turns)
        {
          FtCheckersTurnList list;

          ft_checkers_state_generate_turns (&state, &list);
          if (list.count == 0)
            break;
          ft_checkers_state_play_turn (&state, &list.turns[g_rand_int_range (opening, 0, (gint32) list.count)]);
          continue;
        }
      /* Each side its own seed for the game. */
      if (!ft_checkers_level_choose (&state, levels[state.to_move], seed + state.to_move, o->movetime_ms,
                                     o->depth, NULL, &turn))
        break;
      ft_checkers_state_play_turn (&state, &turn);
    }
  return winner == FT_CHECKERS_NONE ? FT_CHECKERS_TIE : winner;
}

static gboolean
parse_option (MatchOptions *o, const char *option, const char *value)
{
  guint64 number;
  int level;

  if (strcmp (option, "--rules") == 0)
    {
      if (ft_checkers_rules_from_string (value, &o->rules))
        return TRUE;
      fprintf (stderr, "fourteen-cli checkers-match: unknown rules '%s' (bombs, english)\n", value);
      return FALSE;
    }
  if (strcmp (option, "--first") == 0 || strcmp (option, "--second") == 0)
    {
      if (!ft_cli_parse_name ("fourteen-cli checkers-match", FT_TYPE_LEVEL, option + 2, value, &level))
        return FALSE;
      *(option[2] == 'f' ? &o->first : &o->second) = (FtLevel) level;
      return TRUE;
    }
  if (strcmp (option, "--games") != 0 && strcmp (option, "--depth") != 0 && strcmp (option, "--seed") != 0
      && strcmp (option, "--random-turns") != 0 && strcmp (option, "--movetime") != 0)
    {
      match_usage ();
      return FALSE;
    }
  if (!g_ascii_string_to_unsigned (value, 10, 0, 100000, &number, NULL)
      || (strcmp (option, "--depth") == 0 && number > 30)
      || (strcmp (option, "--random-turns") == 0 && number > 20))
    {
      fprintf (stderr, "fourteen-cli checkers-match: '%s' is not a valid value for %s\n", value, option);
      return FALSE;
    }
  if (option[2] == 'r')
    o->random_turns = number;
  else if (option[2] == 'g')
    o->games = number;
  else if (option[2] == 'd')
    o->depth = number;
  else if (option[2] == 'm')
    o->movetime_ms = (gint64) number;
  else
    o->seed = number;
  return TRUE;
}

int
ft_cli_checkers_match (int argc, char **argv)
{
  /* By default the top against the greedy rules. */
  MatchOptions o = { FT_CHECKERS_RULES_BOMBS, ft_level_top (FT_LEVEL_COLUMN_CHECKERS),
                     ft_level_rules (FT_LEVEL_COLUMN_CHECKERS), 10, 0, 1, 0, 1000 };
  double first_score = 0;
  gint64 start = g_get_monotonic_time ();
  const char *first_name, *second_name;

  for (int i = 1; i < argc; i += 2) /* an option and its value */
    {
      if (i + 1 >= argc)
        return match_usage ();
      if (!parse_option (&o, argv[i], argv[i + 1]))
        return 2;
    }
  first_name = ft_name_of (FT_TYPE_LEVEL, o.first);
  second_name = ft_name_of (FT_TYPE_LEVEL, o.second);

  for (guint g = 0; g < o.games; g++)
    {
      /* The first level plays Fire in even games, Water in odd ones. */
      FtCheckersSide first_side = g % 2 == 0 ? FT_CHECKERS_FIRE : FT_CHECKERS_WATER;
      FtLevel levels[3];
      FtCheckersSide winner;
      guint turns;

      levels[first_side] = o.first;
      levels[FT_CHECKERS_OTHER_SIDE (first_side)] = o.second;
      /* Both games of a pair open alike, colours swapped. */
      winner = match_game (&o, levels, o.seed + 1000 * g, o.seed + g / 2, &turns);
      if (winner == FT_CHECKERS_TIE)
        first_score += 0.5;
      else if (winner == first_side)
        first_score += 1;
      printf ("game %u: %s (%s) vs %s (%s): %s after %u turns\n", g + 1, first_name,
              side_name (first_side), second_name, side_name (FT_CHECKERS_OTHER_SIDE (first_side)),
              winner == FT_CHECKERS_TIE ? "tie" : winner == FT_CHECKERS_FIRE ? "Fire wins" : "Water wins", turns);
      fflush (stdout);
    }
  printf ("score: %s %.1f, %s %.1f (%.0f%%)\n", first_name, first_score, second_name,
          o.games - first_score, o.games > 0 ? 100.0 * first_score / o.games : 0.0);
  fprintf (stderr, "time %.1f s\n", (g_get_monotonic_time () - start) / 1e6);
  return 0;
}
