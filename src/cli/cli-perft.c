/* cli-perft.c — placeholder until implemented. */
#include <stdio.h>
#include "cli.h"

int
ft_cli_perft (int argc, char **argv)
{
  fprintf (stderr, "fourteen-cli: perft is not implemented yet\n");
  return 1;
}

int
ft_cli_bench (int argc, char **argv)
{
  fprintf (stderr, "fourteen-cli: bench is not implemented yet\n");
  return 1;
}

