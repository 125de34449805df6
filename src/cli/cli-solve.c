/* cli-solve.c — `fourteen-cli solve`: every first move that forces mate in
 * at most N moves, in SAN, and the time the solver took. */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>

#include "cli-common.h"
#include "cli.h"
#include "ft-mate.h"
#include "ft-san.h"

int
ft_cli_solve (int argc, char **argv)
{
  g_autofree char *fen = NULL;
  g_autofree char *config_path = NULL;
  g_autofree char *rules_name = NULL;
  g_autoptr (GError) error = NULL;
  GOptionEntry entries[] = {
    { "fen", 0, 0, G_OPTION_ARG_STRING, &fen, "Position to solve", "FEN" },
    { "config", 0, 0, G_OPTION_ARG_FILENAME, &config_path, "Start position of this config", "FILE" },
    { "rules", 0, 0, G_OPTION_ARG_STRING, &rules_name, "fourteen (default) or standard", "R" },
    { NULL }
  };
  g_autoptr (GOptionContext) context =
    g_option_context_new ("N - the first moves that force mate in at most N moves");
  FtPosition *pos = g_new (FtPosition, 1);
  FtMoveList *moves = g_new (FtMoveList, 1);
  char *end = NULL;
  guint64 n = 0, nodes = 0;
  gint64 start;
  double seconds;

  g_option_context_add_main_entries (context, entries, NULL);
  if (g_option_context_parse (context, &argc, &argv, &error) && argc == 2)
    n = g_ascii_strtoull (argv[1], &end, 10);
  if (error != NULL || argc != 2 || end == argv[1] || *end != '\0' || n < 1
      || n > FT_MATE_MAX_MOVES)
    {
      fprintf (stderr, "fourteen-cli solve: %s\n",
               error != NULL ? error->message
                             : "give the number of moves N, from 1 to 5 (see --help)");
      g_free (pos);
      g_free (moves);
      return 2;
    }
  if (!ft_cli_load_position (fen, config_path, rules_name, pos))
    {
      g_free (pos);
      g_free (moves);
      return 2;
    }

  start = g_get_monotonic_time ();
  ft_mate_find_first_moves (pos, (guint) n, moves, &nodes);
  seconds = (g_get_monotonic_time () - start) / 1e6;
  if (moves->count == 0)
    printf ("no mate in %u\n", (guint) n);
  for (guint i = 0; i < moves->count; i++)
    {
      char san[FT_SAN_MAX], coordinates[8];

      printf ("%s %s\n", ft_san_write (pos, moves->moves[i], san),
              ft_move_to_string (moves->moves[i], coordinates));
    }
  printf ("%u mating first move%s, %" G_GUINT64_FORMAT " nodes, %.3f s\n", moves->count,
          moves->count == 1 ? "" : "s", nodes, seconds);
  g_free (pos);
  g_free (moves);
  return 0;
}
