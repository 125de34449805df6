/* cli-check.c — placeholder until implemented. */
#include <stdio.h>
#include "cli.h"

int
ft_cli_check (int argc, char **argv)
{
  fprintf (stderr, "fourteen-cli: check is not implemented yet\n");
  return 1;
}

