/* peer-ffish.c — our side of the cross-check with ffish (Fairy-Stockfish;
 * tests/peers/compare-ffish.py runs it):
 *
 *   peer-ffish pgn        random games as PGN, one JSON object a line:
 *                         {"uci": ["e2e4", …], "pgn": "…"}, standard chess,
 *                         then Fourteen rules on 12×10 ("fourteen": true)
 *   peer-ffish positions  the positions of random Fourteen-rules games on
 *                         12×10 boards, "FEN<TAB>uci=SAN uci=SAN …" with
 *                         every legal move
 *   peer-ffish parse      reads such lines (the peer's SAN) and checks that
 *                         ft_san_parse reads each SAN as that move; prints
 *                         what it does not and exits 1
 */
#include "ft-fen.h"
#include "ft-pgn.h"
#include "ft-san.h"

#include <stdio.h>
#include <string.h>

/* Fourteen's fairy 12×10 layout (data/layouts/fairy-12x10.txt), and the
 * same with generals for knights and a queen for the amazon. */
static const char *const starts_12x10[] = {
  "rcnbhkaebncr/pppppppppppp/12/12/12/12/12/12/PPPPPPPPPPPP/RCNBHKAEBNCR w LAla - 0 1",
  "rcgbhkqebgcr/pppppppppppp/12/12/12/12/12/12/PPPPPPPPPPPP/RCGBHKQEBGCR w LAla - 0 1",
  "r1gbhkaebgcr/pp1pppppppp1/2p9/2c8p/12/12/5P6/4P7/PPPP1PPPPPPP/RCGBHKAEBGCR w LAla - 0 1",
};

static void
print_json_string (const char *s)
{
  putchar ('"');
  for (; *s != '\0'; s++)
    {
      if (*s == '"' || *s == '\\')
        printf ("\\%c", *s);
      else if (*s == '\n')
        printf ("\\n");
      else
        putchar (*s);
    }
  putchar ('"');
}

static FtMove
random_move (const FtPosition *pos, FtMoveList *list, GRand *rand)
{
  ft_position_generate_legal (pos, list);
  return list->moves[g_rand_int_range (rand, 0, list->count)];
}

static void
print_pgn_games (void)
{
  FtPosition *pos = g_new (FtPosition, 1);
  FtMoveList *list = g_new (FtMoveList, 1);

  for (guint32 seed = 1; seed <= 12 + G_N_ELEMENTS (starts_12x10); seed++)
    {
      GRand *rand = g_rand_new_with_seed (seed);
      FtPgnGame *game;
      FtResultReason reason;
      g_autofree char *text = NULL;
      gint64 clock = 600000;
      gboolean fourteen = seed > 12;
      char uci[8];

      if (fourteen)
        {
          GError *error = NULL;

          if (!ft_fen_parse (starts_12x10[seed - 13], FT_RULES_FOURTEEN, pos, &error))
            g_error ("%s", error->message);
        }
      else
        ft_position_set_standard_start (pos);
      game = ft_pgn_game_new (pos);
      /* No \" in tag values: chess.js 1.4 does not read that escape. */
      ft_pgn_game_set_tag (game, "White", "Fourteen random");
      game->time_control[FT_WHITE] = game->time_control[FT_BLACK] =
        (FtPgnTimeControl) { FT_PGN_TIME_FISCHER, 600000, 5000 };
      printf ("{\"fourteen\": %s, \"uci\": [", fourteen ? "true" : "false");
      for (guint ply = 0; ply < 200 && ft_position_result (pos, &reason) == FT_RESULT_NONE; ply++)
        {
          FtMove move = random_move (pos, list, rand);

          clock -= g_rand_int_range (rand, 0, 2000);
          ft_pgn_game_add_move (game, move, clock / 1000 * 1000);
          printf ("%s\"%s\"", ply ? ", " : "", ft_move_to_string (move, uci));
          ft_position_make_move (pos, move);
        }
      game->result = ft_position_result (pos, &reason);
      game->reason = reason;
      if (game->result == FT_RESULT_NONE)
        {
          game->result = seed % 2 ? FT_RESULT_WHITE_WINS : FT_RESULT_DRAW;
          game->reason = seed % 2 ? FT_REASON_TIME : FT_REASON_AGREEMENT;
        }
      text = ft_pgn_write (game);
      printf ("], \"pgn\": ");
      print_json_string (text);
      printf ("}\n");
      ft_pgn_game_free (game);
      g_rand_free (rand);
    }
  g_free (list);
  g_free (pos);
}

static void
print_position (const FtPosition *pos, FtMoveList *list)
{
  g_autofree char *fen = ft_fen_write (pos);

  ft_position_generate_legal (pos, list);
  printf ("%s\t", fen);
  for (guint i = 0; i < list->count; i++)
    {
      char uci[8], san[FT_SAN_MAX];

      printf ("%s%s=%s", i ? " " : "", ft_move_to_string (list->moves[i], uci),
              ft_san_write (pos, list->moves[i], san));
    }
  printf ("\n");
}

static void
print_positions (void)
{
  FtPosition *pos = g_new (FtPosition, 1);
  FtMoveList *list = g_new (FtMoveList, 1);
  guint32 seed = 0;

  for (gsize s = 0; s < G_N_ELEMENTS (starts_12x10); s++)
    for (guint game = 0; game < 3; game++)
      {
        GRand *rand = g_rand_new_with_seed (++seed);
        FtResultReason reason;
        GError *error = NULL;

        if (!ft_fen_parse (starts_12x10[s], FT_RULES_FOURTEEN, pos, &error))
          g_error ("%s: %s", starts_12x10[s], error->message);
        for (guint ply = 0; ply < 120 && ft_position_result (pos, &reason) == FT_RESULT_NONE; ply++)
          {
            print_position (pos, list);
            ft_position_make_move (pos, random_move (pos, list, rand));
          }
        g_rand_free (rand);
      }
  g_free (list);
  g_free (pos);
}

static int
parse_peer_san (void)
{
  FtPosition *pos = g_new (FtPosition, 1);
  char line[1 << 16];
  guint moves = 0, failures = 0;

  while (fgets (line, sizeof line, stdin) != NULL)
    {
      g_auto (GStrv) fields = g_strsplit (g_strchomp (line), "\t", 2);
      g_auto (GStrv) pairs = NULL;
      GError *error = NULL;

      if (fields[0] == NULL || fields[1] == NULL)
        continue;
      if (!ft_fen_parse (fields[0], FT_RULES_FOURTEEN, pos, &error))
        {
          printf ("%s: %s\n", fields[0], error->message);
          g_clear_error (&error);
          failures++;
          continue;
        }
      pairs = g_strsplit (fields[1], " ", -1);
      for (guint i = 0; pairs[i] != NULL; i++)
        {
          const char *eq = strchr (pairs[i], '=');
          FtSanError san_error;
          FtMove move;
          char uci[8];

          if (eq == NULL)
            continue;
          moves++;
          move = ft_san_parse (pos, eq + 1, &san_error);
          if (move == FT_MOVE_NONE || strncmp (ft_move_to_string (move, uci), pairs[i], eq - pairs[i]) != 0
              || strlen (uci) != (gsize) (eq - pairs[i]))
            {
              printf ("%s: the peer's %s (%.*s) reads as %s (error %d)\n", fields[0], eq + 1,
                      (int) (eq - pairs[i]), pairs[i], move ? uci : "nothing", san_error);
              failures++;
            }
        }
    }
  printf ("%u SAN moves of the peer read back, %u failures\n", moves, failures);
  g_free (pos);
  return failures > 0 ? 1 : 0;
}

int
main (int argc, char **argv)
{
  if (argc == 2 && strcmp (argv[1], "pgn") == 0)
    print_pgn_games ();
  else if (argc == 2 && strcmp (argv[1], "positions") == 0)
    print_positions ();
  else if (argc == 2 && strcmp (argv[1], "parse") == 0)
    return parse_peer_san ();
  else
    {
      fprintf (stderr, "usage: peer-ffish pgn|positions|parse\n");
      return 2;
    }
  return 0;
}
