/* cli-uci.c — placeholder until implemented. */
#include <stdio.h>
#include "cli.h"

int
ft_cli_uci (int argc, char **argv)
{
  fprintf (stderr, "fourteen-cli: uci is not implemented yet\n");
  return 1;
}

