/* cli-play.c — placeholder until implemented. */
#include <stdio.h>
#include "cli.h"

int
ft_cli_play (int argc, char **argv)
{
  fprintf (stderr, "fourteen-cli: play is not implemented yet\n");
  return 1;
}

