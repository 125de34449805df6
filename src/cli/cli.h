/* cli.h — the sub-commands of fourteen-cli. Each takes the arguments after
 * its own name (argv[0] is the sub-command) and returns the exit status:
 * 0 success, 1 failure, 2 bad input (usage, invalid config/layout/FEN).
 * What several commands share is in cli-common.h. */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

int ft_cli_perft (int argc, char **argv);    /* cli-perft.c */
int ft_cli_bench (int argc, char **argv);    /* cli-perft.c */
int ft_cli_bench_levels (int argc, char **argv); /* cli-bench-levels.c */
int ft_cli_check (int argc, char **argv);    /* cli-check.c */
int ft_cli_play (int argc, char **argv);     /* cli-play.c */
int ft_cli_bestmove (int argc, char **argv); /* cli-bestmove.c */
int ft_cli_analyse (int argc, char **argv);  /* cli-analyse.c */
int ft_cli_match (int argc, char **argv);    /* cli-match.c */
int ft_cli_uci (int argc, char **argv);      /* cli-uci.c */
int ft_cli_solve (int argc, char **argv);    /* cli-solve.c */
int ft_cli_referee (int argc, char **argv);  /* cli-referee.c */
/* `play --level N`: level N (1-based) of config_path's levels, or of the
 * shipped ones when config_path is NULL. In cli-puzzle.c. */
int ft_cli_play_level (const char *config_path, const char *level);
int ft_cli_xboard (int argc, char **argv);   /* cli-xboard.c */
int ft_cli_checkers (int argc, char **argv); /* cli-checkers-play.c */
/* The text game's commands from script (length bytes) instead of stdin,
 * two people (or Fire against the easy computer), no save or load: for
 * the fuzzer (tests/fuzz/fuzz-checkers-cli.c). */
int ft_cli_checkers_script (const char *script, gsize length, gboolean english, gboolean computer);
int ft_cli_checkers_match (int argc, char **argv); /* cli-checkers.c */
int ft_cli_host (int argc, char **argv);     /* cli-net.c */
int ft_cli_join (int argc, char **argv);     /* cli-net.c */
int ft_cli_watch (int argc, char **argv);    /* cli-net-xmpp.c */
int ft_cli_players (int argc, char **argv);  /* cli-players.c */

/* Search part of `bench` (fixed-depth searches); prints its own figures and
 * returns the total node count. In cli-bench-search.c. */
guint64 ft_cli_bench_search (void);

/* `bench --memory`: the hard computer's resident memory over a game of
 * `plies` against the easy rules, with its table of hash_mb and the clock
 * given. In cli-bench-memory.c. */
int ft_cli_bench_memory (guint plies, gsize hash_mb, gint64 clock_ms, gint64 increment_ms);

G_END_DECLS
