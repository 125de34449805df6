/* cli-perft.c — `fourteen-cli perft` and `fourteen-cli bench`: move
 * generation counts and speed. */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli-common.h"
#include "cli-protocol.h"
#include "cli.h"
#include "ft-checkers.h"
#include "ft-fen.h"
#include "ft-position.h"

static gboolean
parse_depth (const char *text, guint *depth)
{
  char *end;
  guint64 value;

  if (text == NULL || !g_ascii_isdigit (text[0]))
    return FALSE;
  value = g_ascii_strtoull (text, &end, 10);
  if (*end != '\0' || value > 20)
    return FALSE;
  *depth = (guint) value;
  return TRUE;
}

static int
perft_usage (void)
{
  fprintf (stderr, "Usage: fourteen-cli perft DEPTH [--fen FEN] [--config FILE] "
                   "[--rules fourteen|standard] [--divide]\n"
                   "       fourteen-cli perft --game checkers DEPTH [--rules bombs|english] [--divide]\n");
  return 2;
}

/* Checkers (with bombs and shields, or English draughts) from its start
 * position: full turns. */
static int
perft_checkers (guint depth, FtCheckersRules rules, gboolean divide)
{
  g_autoptr (FtCheckersBoard) board = ft_checkers_board_new_with_rules (rules);
  guint64 nodes = 0;
  gint64 start = g_get_monotonic_time ();
  double seconds;

  if (divide && depth > 0)
    {
      FtCheckersTurnList *list = g_new (FtCheckersTurnList, 1);

      ft_checkers_generate_turns (board, list);
      for (guint i = 0; i < list->count; i++)
        {
          FtCheckersState next = *ft_checkers_state (board);
          char text[2 * FT_CHECKERS_MAX_PATH + 1];
          guint64 count;

          ft_checkers_state_play_turn (&next, &list->turns[i]);
          count = ft_checkers_state_perft (&next, depth - 1);
          nodes += count;
          printf ("%s: %" G_GUINT64_FORMAT "\n", ft_checkers_turn_to_string (&list->turns[i], text), count);
        }
      g_free (list);
    }
  else
    nodes = ft_checkers_perft (board, depth);
  seconds = (g_get_monotonic_time () - start) / 1e6;
  printf ("nodes %" G_GUINT64_FORMAT "\n", nodes);
  fprintf (stderr, "time %.3f s, %.0f nodes/s\n", seconds, seconds > 0 ? nodes / seconds : 0.0);
  return 0;
}

int
ft_cli_perft (int argc, char **argv)
{
  const char *fen = NULL, *config_path = NULL, *rules_name = NULL, *game = NULL;
  gboolean divide = FALSE, have_depth = FALSE;
  guint depth = 0;
  FtPosition *pos;
  guint64 nodes = 0;
  gint64 start;
  double seconds;
  int status = 0;

  for (int i = 1; i < argc; i++)
    {
      if (strcmp (argv[i], "--fen") == 0 && i + 1 < argc)
        fen = argv[++i];
      else if (strcmp (argv[i], "--config") == 0 && i + 1 < argc)
        config_path = argv[++i];
      else if (strcmp (argv[i], "--rules") == 0 && i + 1 < argc)
        rules_name = argv[++i];
      else if (strcmp (argv[i], "--game") == 0 && i + 1 < argc)
        game = argv[++i];
      else if (strcmp (argv[i], "--divide") == 0)
        divide = TRUE;
      else if (!have_depth && argv[i][0] != '-')
        {
          if (!parse_depth (argv[i], &depth))
            {
              fprintf (stderr, "fourteen-cli perft: '%s' is not a depth (0-20)\n", argv[i]);
              return 2;
            }
          have_depth = TRUE;
        }
      else
        return perft_usage ();
    }
  if (!have_depth)
    return perft_usage ();
  /* --game chess is the default; checkers has only its start position. */
  if (game != NULL && strcmp (game, "checkers") == 0)
    {
      FtCheckersRules checkers_rules = FT_CHECKERS_RULES_BOMBS;

      if (fen != NULL || config_path != NULL)
        return perft_usage ();
      if (rules_name != NULL && !ft_checkers_rules_from_string (rules_name, &checkers_rules))
        {
          fprintf (stderr, "fourteen-cli perft: unknown checkers rules '%s' (bombs, english)\n", rules_name);
          return 2;
        }
      return perft_checkers (depth, checkers_rules, divide);
    }
  if (game != NULL && strcmp (game, "chess") != 0)
    {
      fprintf (stderr, "fourteen-cli perft: unknown game '%s' (chess, checkers)\n", game);
      return 2;
    }
  pos = g_new (FtPosition, 1);
  if (!ft_cli_load_position (fen, config_path, rules_name, pos))
    {
      g_free (pos);
      return 2;
    }

  start = g_get_monotonic_time ();
  if (divide && depth > 0)
    {
      FtMoveList *list = g_new (FtMoveList, 1);

      ft_position_generate_legal (pos, list);
      for (guint i = 0; i < list->count; i++)
        {
          char text[8];
          guint64 count;

          ft_position_make_move (pos, list->moves[i]);
          count = ft_position_perft (pos, depth - 1);
          ft_position_unmake_move (pos);
          nodes += count;
          printf ("%s: %" G_GUINT64_FORMAT "\n", ft_position_move_to_string (pos, list->moves[i], text), count);
        }
      g_free (list);
    }
  else
    nodes = ft_position_perft (pos, depth);
  seconds = (g_get_monotonic_time () - start) / 1e6;

  printf ("nodes %" G_GUINT64_FORMAT "\n", nodes);
  fprintf (stderr, "time %.3f s, %.0f nodes/s\n", seconds, seconds > 0 ? nodes / seconds : 0.0);
  g_free (pos);
  return status;
}

/* ---- bench --------------------------------------------------------------- */

typedef struct {
  const char *name;
  FtRules rules;
  const char *fen; /* NULL: the default 14×14 start */
  guint depth;
} BenchPosition;

static const BenchPosition bench_positions[] = {
  { "standard start", FT_RULES_STANDARD, FT_FEN_STANDARD_START, 6 },
  { "14x14 start", FT_RULES_FOURTEEN, NULL, 5 },
  { "14x14 middlegame", FT_RULES_FOURTEEN, FT_FEN_14X14_MIDDLEGAME, 4 },
  { "12x10 middlegame", FT_RULES_STANDARD, FT_FEN_12X10_MIDDLEGAME, 5 },
};

int
ft_cli_bench (int argc, char **argv)
{
  gboolean perft_only = FALSE, search_only = FALSE;
  gint64 memory_plies = 0, hash_mb = 0;
  guint64 total_nodes = 0;
  double total_seconds = 0;
  FtPosition *pos;

  for (int i = 1; i < argc; i++)
    {
      if (strcmp (argv[i], "--perft-only") == 0 && !search_only)
        perft_only = TRUE;
      else if (strcmp (argv[i], "--search-only") == 0 && !perft_only)
        search_only = TRUE;
      else if (strcmp (argv[i], "--memory") == 0 && memory_plies == 0)
        memory_plies = 40;
      else if (strcmp (argv[i], "--plies") == 0 && i + 1 < argc && memory_plies > 0
               && ft_cli_parse_int (argv[i + 1], 1, 4000, &memory_plies))
        i++;
      else if (strcmp (argv[i], "--hash") == 0 && i + 1 < argc
               && ft_cli_parse_int (argv[i + 1], 1, 4096, &hash_mb))
        i++;
      else
        {
          fprintf (stderr, "Usage: fourteen-cli bench [--perft-only | --search-only | --memory "
                           "[--plies N] [--hash MB]]\n");
          return 2;
        }
    }
  if (memory_plies > 0)
    /* The window's default game: 180 s + 2 s a move. */
    return ft_cli_bench_memory ((guint) memory_plies, hash_mb > 0 ? (gsize) hash_mb : 0, 180000, 2000);
  if (search_only)
    {
      ft_cli_bench_search ();
      return 0;
    }

  pos = g_new (FtPosition, 1);
  printf ("%-18s %5s %14s %9s %14s\n", "perft", "depth", "nodes", "seconds", "nodes/s");
  for (gsize i = 0; i < G_N_ELEMENTS (bench_positions); i++)
    {
      const BenchPosition *b = &bench_positions[i];
      guint64 nodes;
      gint64 start;
      double seconds;

      if (b->fen == NULL)
        ft_position_set_fourteen_start (pos);
      else if (!ft_fen_parse (b->fen, b->rules, pos, NULL))
        g_assert_not_reached ();
      start = g_get_monotonic_time ();
      nodes = ft_position_perft (pos, b->depth);
      seconds = (g_get_monotonic_time () - start) / 1e6;
      total_nodes += nodes;
      total_seconds += seconds;
      printf ("%-18s %5u %14" G_GUINT64_FORMAT " %9.3f %14.0f\n", b->name, b->depth, nodes, seconds,
              seconds > 0 ? nodes / seconds : 0.0);
      fflush (stdout);
    }
  printf ("%-18s %5s %14" G_GUINT64_FORMAT " %9.3f %14.0f\n", "total", "", total_nodes, total_seconds,
          total_seconds > 0 ? total_nodes / total_seconds : 0.0);
  g_free (pos);

  if (!perft_only)
    {
      printf ("\n");
      fflush (stdout);
      ft_cli_bench_search ();
    }
  return 0;
}
