/* fourteen-cli — text front end to the Fourteen engine: play, perft,
 * benchmarks, file checks, engine searches and matches, UCI. */
#include "config.h"

#include <locale.h>
#include <stdio.h>
#include <string.h>

#include "cli.h"

typedef struct {
  const char *name;
  int (*run) (int argc, char **argv);
  const char *synopsis;
} CliCommand;

static const CliCommand commands[] = {
  { "play", ft_cli_play, "play [--config FILE] [--level N]  text game on stdin/stdout; --level: a puzzle" },
  { "perft", ft_cli_perft, "perft DEPTH [--fen FEN] [--config FILE] [--rules R] [--divide] [--game chess|checkers]" },
  { "bench", ft_cli_bench, "bench                           move-generation and search benchmark" },
  { "bench-levels", ft_cli_bench_levels, "bench-levels [--rules R | --config FILE | --game checkers] [--positions N] [--depth D]  how well each level plays: average loss, blunders, time a move" },
  { "check", ft_cli_check, "check FILE                      validate a config, layout or PGN file" },
  { "bestmove", ft_cli_bestmove, "bestmove [--fen FEN] [--config FILE] [--level L] [--movetime MS | --depth N] [--multipv K] [--threads N]" },
  { "analyse", ft_cli_analyse, "analyse [--fen FEN | --config FILE | --pgn FILE] [--multipv K] [--movetime MS | --depth N]" },
  { "match", ft_cli_match, "match --white L --black L --games N [--movetime MS | --clock S+I] [--config FILE] [--seed N]" },
  { "checkers", ft_cli_checkers, "checkers [--rules bombs|english] [--computer L [--computer-side fire|water]] [--clock S+I] [--turn-end auto|space]  Checkers with bombs and shields, text game" },
  { "checkers-match", ft_cli_checkers_match, "checkers-match [--games N] [--first L] [--second L] [--depth N] [--movetime MS] [--rules R]  computer against computer at checkers" },
  { "host", ft_cli_host, "host [--port N] [--config FILE] [--code CODE] [--colour C] [--clock S+I]  host a network game" },
  { "join", ft_cli_join, "join HOST[:PORT] --code CODE [--watch] | join --list [--seconds S]  join (or watch) a network game; list those announced" },
  { "watch", ft_cli_watch, "watch --xmpp JID --game-of PLAYER_JID  watch a friend's game over XMPP" },
  { "players", ft_cli_players, "players [--json] [--data-dir DIR] [--levels]   the player profiles and their ratings (and suggested levels), or the computer's levels and theirs" },
  { "solve", ft_cli_solve, "solve [--fen FEN | --config FILE] [--rules R] [--level K] N  the first moves that mate in at most N" },
  { "referee", ft_cli_referee, "referee                         the rules for match scripts: d, go perft N (as Stockfish answers)" },
  { "uci", ft_cli_uci, "uci [--config FILE]             speak the UCI protocol on stdin/stdout" },
  { "xboard", ft_cli_xboard, "xboard [--config FILE]          speak the XBoard protocol (CECP v2) on stdin/stdout" },
};

static void
print_usage (FILE *out)
{
  fprintf (out, "Usage: fourteen-cli COMMAND [ARGS…]\n\nCommands:\n");
  for (gsize i = 0; i < G_N_ELEMENTS (commands); i++)
    fprintf (out, "  %s\n", commands[i].synopsis);
  fprintf (out, "\n  --version                       print the version\n");
}

int
main (int argc, char **argv)
{
  setlocale (LC_ALL, "");
  /* Numbers in our output (nodes, seconds) must not depend on the locale. */
  setlocale (LC_NUMERIC, "C");

  if (argc < 2 || strcmp (argv[1], "--help") == 0 || strcmp (argv[1], "-h") == 0)
    {
      print_usage (argc < 2 ? stderr : stdout);
      return argc < 2 ? 2 : 0;
    }
  if (strcmp (argv[1], "--version") == 0)
    {
      printf ("fourteen-cli %s\n", PACKAGE_VERSION);
      return 0;
    }
  for (gsize i = 0; i < G_N_ELEMENTS (commands); i++)
    if (strcmp (argv[1], commands[i].name) == 0)
      return commands[i].run (argc - 1, argv + 1);

  fprintf (stderr, "fourteen-cli: unknown command '%s'\n\n", argv[1]);
  print_usage (stderr);
  return 2;
}
