/* selfplay-data.c — games of the hard level against itself, in process, as
 * training data for tune-eval:
 *
 *   selfplay-data [--rules R] [--fen FEN] [--games N] [--nodes N]
 *                 [--openings-plies K] [--seed S] [--max-plies P] > games.pgn
 *
 * Each game starts from K random legal plies after FEN (the rule set's start
 * position by default) and is played with a fixed node budget per move, so
 * the games do not depend on the machine's load. A game ends by the rules,
 * at the ply cap (a draw), or when the side to move has scored the game
 * 1500 cp or more either way for eight plies in a row (adjudicated to the
 * side ahead). Output: build-aux/gauntlet.py's PGN format. */
#include <stdio.h>
#include <string.h>

#include "ft-fen.h"
#include "ft-search.h"

static const char *
play_game (FtPosition *pos, FtSearcher *searchers[2], guint64 nodes, int max_plies, GString *moves)
{
  FtSearchLimits limits = { 0 };
  int streak = 0, streak_side = 0;

  limits.remaining_ms = -1;
  limits.nodes = nodes;
  for (int ply = 0; ply < max_plies; ply++)
    {
      FtResultReason reason;
      FtResult result = ft_position_result (pos, &reason);
      FtSearchInfo info;
      FtMove move;
      char buf[8];
      int white_score;

      if (result != FT_RESULT_NONE)
        return result == FT_RESULT_WHITE_WINS ? "1-0" : result == FT_RESULT_BLACK_WINS ? "0-1" : "1/2-1/2";
      move = ft_searcher_search (searchers[pos->side_to_move], pos, &limits, NULL, NULL, NULL, &info);
      white_score = pos->side_to_move == FT_WHITE ? info.score : -info.score;
      g_string_append_printf (moves, "%s {%+d} ", ft_position_move_to_string (pos, move, buf), white_score);
      if (ABS (white_score) >= 1500 && (white_score > 0 ? 1 : -1) == streak_side)
        streak++;
      else
        {
          streak = ABS (white_score) >= 1500 ? 1 : 0;
          streak_side = white_score > 0 ? 1 : -1;
        }
      if (streak >= 8)
        return streak_side > 0 ? "1-0" : "0-1";
      ft_position_make_move (pos, move);
      if (pos->history_length >= FT_MAX_GAME_PLY - FT_SEARCH_MAX_PLY)
        break;
    }
  return "1/2-1/2";
}

int
main (int argc, char **argv)
{
  g_autofree char *rules_name = NULL;
  g_autofree char *fen = NULL;
  int games = 100, openings_plies = 6, max_plies = 300;
  gint64 nodes = 5000, seed = 1;
  GOptionEntry entries[] = {
    { "rules", 0, 0, G_OPTION_ARG_STRING, &rules_name, "fourteen (default) or standard", "R" },
    { "fen", 0, 0, G_OPTION_ARG_STRING, &fen, "Start position (default: the rules' start)", "FEN" },
    { "games", 0, 0, G_OPTION_ARG_INT, &games, "Games (default 100)", "N" },
    { "nodes", 0, 0, G_OPTION_ARG_INT64, &nodes, "Nodes per move (default 5000)", "N" },
    { "openings-plies", 0, 0, G_OPTION_ARG_INT, &openings_plies, "Random plies first (default 6)", "K" },
    { "seed", 0, 0, G_OPTION_ARG_INT64, &seed, "Random seed (default 1)", "S" },
    { "max-plies", 0, 0, G_OPTION_ARG_INT, &max_plies, "Draw after P plies (default 300)", "P" },
    { NULL }
  };
  g_autoptr (GOptionContext) context = g_option_context_new ("- self-play games for tune-eval");
  g_autoptr (GError) error = NULL;
  FtRules rules = FT_RULES_FOURTEEN;
  FtPosition *start = g_new (FtPosition, 1);
  FtPosition *pos = g_new (FtPosition, 1);
  FtMoveList *list = g_new (FtMoveList, 1);
  FtSearcher *searchers[2] = { ft_searcher_new (16), ft_searcher_new (16) };
  GRand *rand;

  g_option_context_add_main_entries (context, entries, NULL);
  if (!g_option_context_parse (context, &argc, &argv, &error) || argc > 1 || nodes < 1 || games < 1)
    {
      fprintf (stderr, "selfplay-data: %s\n", error != NULL ? error->message : "bad arguments (see --help)");
      return 2;
    }
  if (rules_name != NULL && strcmp (rules_name, "standard") == 0)
    rules = FT_RULES_STANDARD;
  if (fen != NULL)
    {
      if (!ft_fen_parse (fen, rules, start, &error))
        {
          fprintf (stderr, "selfplay-data: %s\n", error->message);
          return 2;
        }
    }
  else if (rules == FT_RULES_STANDARD)
    ft_position_set_standard_start (start);
  else
    ft_position_set_fourteen_start (start);
  rand = g_rand_new_with_seed ((guint32) seed);

  for (int g = 0; g < games; g++)
    {
      g_autoptr (GString) moves = g_string_new (NULL);
      g_autofree char *opening = NULL;
      const char *result;

      *pos = *start;
      for (int i = 0; i < openings_plies; i++)
        {
          ft_position_generate_legal (pos, list);
          if (list->count == 0)
            break;
          ft_position_make_move (pos, list->moves[g_rand_int_range (rand, 0, (gint32) list->count)]);
        }
      ft_position_generate_legal (pos, list);
      if (list->count == 0)
        continue;
      opening = ft_fen_write (pos);
      ft_position_forget_history (pos);
      for (int c = 0; c < 2; c++)
        ft_searcher_clear (searchers[c]);
      result = play_game (pos, searchers, (guint64) nodes, max_plies, moves);
      printf ("[Game \"%d\"]\n[FEN \"%s\"]\n[Result \"%s\"]\n\n%s%s\n\n", g + 1, opening, result,
              moves->str, result);
      fflush (stdout);
    }
  g_rand_free (rand);
  for (int c = 0; c < 2; c++)
    ft_searcher_free (searchers[c]);
  g_free (list);
  g_free (start);
  g_free (pos);
  return 0;
}
