/* cli-bestmove.c — `fourteen-cli bestmove`: the computer's move in one
 * position, with the search's `info` lines. */
#include "config.h"

#include <stdio.h>

#include "cli-common.h"
#include "cli.h"
#include "ft-level-move.h"

static const char *
easy_rule_name (FtEasyRule rule)
{
  switch (rule)
    {
    case FT_EASY_RULE_CHECKMATE: return "checkmate";
    case FT_EASY_RULE_WINNING_CAPTURE: return "winning capture";
    case FT_EASY_RULE_SAVE_PIECE: return "save a threatened piece";
    case FT_EASY_RULE_ATTACK_KING: return "attack the king";
    case FT_EASY_RULE_RANDOM_SAFE: return "random safe move";
    case FT_EASY_RULE_RANDOM: return "random move";
    case FT_EASY_RULE_NONE:
    default: return "none";
    }
}

/* The option values that cannot work, said on stderr; FALSE if any. */
static gboolean
check_limits (gint64 movetime, int depth, int hash_mb, int multipv, int threads)
{
  const char *problem = NULL;

  if (movetime != -1 && (movetime < 1 || movetime > FT_SEARCH_MAX_TIME_MS))
    problem = "--movetime must be 1 to 2147483647 ms";
  else if (depth < 0 || depth > FT_SEARCH_MAX_PLY - 4)
    problem = "--depth must be 1 to 92";
  else if (hash_mb < 1 || hash_mb > 4096)
    problem = "--hash must be 1 to 4096 MB";
  else if (multipv < 1 || multipv > FT_SEARCH_MAX_MULTIPV)
    problem = "--multipv must be 1 to 500";
  else if (threads < 1 || threads > FT_SEARCH_MAX_THREADS)
    problem = "--threads must be 1 to 64";
  if (problem != NULL)
    fprintf (stderr, "fourteen-cli bestmove: %s\n", problem);
  return problem == NULL;
}

int
ft_cli_bestmove (int argc, char **argv)
{
  g_autofree char *fen = NULL;
  g_autofree char *config_path = NULL;
  g_autofree char *rules_name = NULL;
  g_autofree char *level_text = NULL;
  gint64 movetime = -1;
  int depth = 0;
  int hash_mb = 64;
  int multipv = 1;
  int threads = 1;
  gint64 seed = 1;
  g_autoptr (GError) error = NULL;
  GOptionEntry entries[] = {
    { "fen", 0, 0, G_OPTION_ARG_FILENAME, &fen, "Position to search", "FEN" },
    { "config", 0, 0, G_OPTION_ARG_FILENAME, &config_path, "Start position (or rules, with --fen) of this config", "FILE" },
    { "rules", 0, 0, G_OPTION_ARG_STRING, &rules_name, "fourteen (default) or standard", "R" },
    { "level", 0, 0, G_OPTION_ARG_STRING, &level_text, "level-1 to level-24 (or 1 to 24), easy, normal or hard (the top, default)", "L" },
    { "movetime", 0, 0, G_OPTION_ARG_INT64, &movetime, "Think this long (default 1000)", "MS" },
    { "depth", 0, 0, G_OPTION_ARG_INT, &depth, "Search to this depth", "N" },
    { "multipv", 0, 0, G_OPTION_ARG_INT, &multipv, "Rank the K best moves (default 1)", "K" },
    { "threads", 0, 0, G_OPTION_ARG_INT, &threads, "Search with N threads (default 1)", "N" },
    { "hash", 0, 0, G_OPTION_ARG_INT, &hash_mb, "Transposition table size (default 64)", "MB" },
    { "seed", 0, 0, G_OPTION_ARG_INT64, &seed, "The game's seed (the lower levels)", "N" },
    { NULL }
  };
  g_autoptr (GOptionContext) context = g_option_context_new ("- print the computer's move");
  FtPosition *pos = g_new (FtPosition, 1);
  int level = FT_LEVEL_HARD;
  FtMove move;
  char buf[8];
  int status = 0;

  g_option_context_add_main_entries (context, entries, NULL);
  if (!g_option_context_parse (context, &argc, &argv, &error) || argc > 1)
    {
      fprintf (stderr, "fourteen-cli bestmove: %s\n",
               error != NULL ? error->message : "bad arguments (see --help)");
      g_free (pos);
      return 2;
    }
  if (!check_limits (movetime, depth, hash_mb, multipv, threads)
      || (level_text != NULL
          && !ft_cli_parse_name ("fourteen-cli bestmove", FT_TYPE_LEVEL, "level", level_text, &level))
      || !ft_cli_load_position (fen, config_path, rules_name, pos))
    {
      g_free (pos);
      return 2;
    }

  if (ft_level_chess_play (level, pos->rules)->mode == FT_LEVEL_MODE_RULES)
    {
      FtEasyRule rule;
      move = ft_level_rules_move (pos, NULL, (guint64) seed, &rule);
      printf ("info string easy rule: %s\n", easy_rule_name (rule));
    }
  else
    {
      FtSearcher *searcher = ft_searcher_new ((gsize) hash_mb);
      FtSearchLimits limits = { 0 };
      limits.remaining_ms = -1;
      limits.depth = depth;
      limits.movetime_ms = movetime > 0 ? movetime : depth > 0 ? 0 : 1000;
      limits.multipv = (guint) multipv;
      ft_searcher_set_threads (searcher, (guint) threads);
      move = ft_level_choose_move (searcher, (FtLevel) level, (guint64) seed, pos, &limits,
                                   ft_cli_print_info, NULL, NULL, NULL);
      ft_searcher_free (searcher);
    }

  if (move == FT_MOVE_NONE)
    {
      printf ("bestmove (none)\n");
      status = 1;
    }
  else
    printf ("bestmove %s\n", ft_position_move_to_string (pos, move, buf));
  g_free (pos);
  return status;
}
