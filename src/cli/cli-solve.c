/* cli-solve.c — `fourteen-cli solve`: every first move that forces mate in
 * at most N moves, in SAN, and the time the solver took. With --level K the
 * position is level K of the config's levels (or the shipped ones) and N
 * defaults to its goal. */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>

#include "cli-common.h"
#include "cli.h"
#include "ft-config.h"
#include "ft-mate.h"
#include "ft-san.h"

int
ft_cli_solve (int argc, char **argv)
{
  g_autofree char *fen = NULL;
  g_autofree char *config_path = NULL;
  g_autofree char *rules_name = NULL;
  g_autofree char *shipped = NULL;
  int level = 0;
  g_autoptr (GError) error = NULL;
  GOptionEntry entries[] = {
    { "fen", 0, 0, G_OPTION_ARG_FILENAME, &fen, "Position to solve", "FEN" },
    { "config", 0, 0, G_OPTION_ARG_FILENAME, &config_path, "Start position of this config", "FILE" },
    { "rules", 0, 0, G_OPTION_ARG_STRING, &rules_name, "fourteen (default) or standard", "R" },
    { "level", 0, 0, G_OPTION_ARG_INT, &level, "Level K of the config (or the shipped levels)", "K" },
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
  if (error == NULL && argc == 1 && level > 0) /* N: the level's goal */
    {
      g_autoptr (GPtrArray) problems = ft_problem_list_new ();
      g_autoptr (FtConfig) config = NULL;

      if (shipped == NULL && config_path == NULL)
        shipped = ft_config_find_shipped_levels ();
      config = shipped != NULL || config_path != NULL
                 ? ft_config_load (config_path != NULL ? config_path : shipped, problems)
                 : NULL;
      if (config != NULL && (guint) level <= ft_config_get_n_levels (config))
        {
          n = ft_config_get_level (config, (guint) level - 1)->goal_moves;
          argc = 2;
          end = (char *) "";
        }
    }
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
  if (level > 0)
    {
      g_autoptr (GPtrArray) problems = ft_problem_list_new ();
      g_autoptr (FtConfig) config = NULL;

      if (shipped == NULL && config_path == NULL)
        shipped = ft_config_find_shipped_levels ();
      config = shipped != NULL || config_path != NULL
                 ? ft_config_load (config_path != NULL ? config_path : shipped, problems)
                 : NULL;
      for (guint i = 0; i < problems->len; i++)
        {
          g_autofree char *text = ft_problem_to_string (g_ptr_array_index (problems, i));
          fprintf (stderr, "%s\n", text);
        }
      if (config == NULL || fen != NULL || (guint) level > ft_config_get_n_levels (config)
          || !ft_config_load_level_position (config, (guint) level - 1, pos, problems))
        {
          if (config != NULL)
            fprintf (stderr, "fourteen-cli solve: --level must be from 1 to %u, without --fen\n",
                     ft_config_get_n_levels (config));
          g_free (pos);
          g_free (moves);
          return 2;
        }
    }
  else if (!ft_cli_load_position (fen, config_path, rules_name, pos))
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
