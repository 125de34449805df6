/* cli-search.c — placeholder until implemented. */
#include <stdio.h>
#include "cli.h"

int
ft_cli_bestmove (int argc, char **argv)
{
  fprintf (stderr, "fourteen-cli: bestmove is not implemented yet\n");
  return 1;
}

int
ft_cli_match (int argc, char **argv)
{
  fprintf (stderr, "fourteen-cli: match is not implemented yet\n");
  return 1;
}

guint64
ft_cli_bench_search (void)
{
  return 0;
}
