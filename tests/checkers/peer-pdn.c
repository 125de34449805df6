/* peer-pdn.c — our side of the rapid-draughts cross-check
 * (tests/peers/compare-pdn.py).
 *
 *   peer-pdn games FILE   writes random and computer English games to FILE
 *                         as PDN, and prints what rapid-draughts must find
 *   peer-pdn read FILE    reads FILE with our PDN reader and prints the same
 *
 * Printed, per game i: "G i P j MOVES" — every legal move before ply j as
 * rapid-draughts names them ("11-15", "15x24:19", captured squares sorted),
 * sorted — and "G i END FEN" for the final position. The legal moves of
 * the final position are left out after the 40-move draw, which
 * rapid-draughts does not know. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ft-checkers-ai.h"
#include "ft-pdn.h"

static int
compare_strings (gconstpointer a, gconstpointer b)
{
  return strcmp (*(char *const *) a, *(char *const *) b);
}

static int
compare_ints (gconstpointer a, gconstpointer b)
{
  return *(const int *) a - *(const int *) b;
}

/* "oxd:c1,c2" with the captured squares sorted, or "o-d". */
static char *
peer_name (const FtCheckersTurn *turn)
{
  GString *out = g_string_new (NULL);
  int captured[FT_CHECKERS_MAX_PATH];
  guint n = 0;

  for (guint i = 1; i < turn->length; i++)
    if (ABS (turn->path[i] - turn->path[i - 1]) > 9)
      captured[n++] = ft_checkers_square_to_number ((turn->path[i] + turn->path[i - 1]) / 2);
  qsort (captured, n, sizeof captured[0], compare_ints);
  g_string_append_printf (out, "%d%c%d", ft_checkers_square_to_number (turn->path[0]), n > 0 ? 'x' : '-',
                          ft_checkers_square_to_number (turn->path[turn->length - 1]));
  for (guint i = 0; i < n; i++)
    g_string_append_printf (out, "%c%d", i == 0 ? ':' : ',', captured[i]);
  return g_string_free (out, FALSE);
}

static void
print_moves (guint game, guint ply, const FtCheckersState *s, FtCheckersTurnList *list)
{
  GPtrArray *names = g_ptr_array_new_with_free_func (g_free);
  GString *line = g_string_new (NULL);

  ft_checkers_state_generate_turns (s, list);
  for (guint i = 0; i < list->count; i++)
    g_ptr_array_add (names, peer_name (&list->turns[i]));
  g_ptr_array_sort (names, compare_strings);
  g_string_printf (line, "G %u P %u", game, ply);
  for (guint i = 0; i < names->len; i++)
    /* Two ways to the same end over the same pieces are one move there. */
    if (i == 0 || strcmp (names->pdata[i], names->pdata[i - 1]) != 0)
      g_string_append_printf (line, " %s", (char *) names->pdata[i]);
  printf ("%s\n", line->str);
  g_string_free (line, TRUE);
  g_ptr_array_unref (names);
}

static void
print_game (guint index, const FtPdnGame *game, FtCheckersTurnList *list)
{
  FtCheckersState s = game->start;
  g_autofree char *fen = NULL;

  for (guint j = 0; j < game->turns->len; j++)
    {
      print_moves (index, j, &s, list);
      ft_checkers_state_play_turn (&s, &g_array_index (game->turns, FtCheckersTurn, j));
    }
  if (s.quiet_turns < FT_CHECKERS_QUIET_LIMIT)
    print_moves (index, game->turns->len, &s, list);
  fen = ft_checkers_fen_write (&s);
  printf ("G %u END %s\n", index, fen);
}

/* Random games, and games of the easy computer against itself. */
static FtPdnGame *
make_game (guint index, GRand *rand, FtCheckersTurnList *list)
{
  FtPdnGame *game = ft_pdn_game_new (NULL);
  FtCheckersState s = game->start;
  gboolean computer = index % 3 == 2;
  gboolean timed = index % 2 == 1;
  gint64 clock[3] = { 0, 300000, 300000 };
  g_autofree char *round = g_strdup_printf ("%u", index + 1);

  ft_pdn_game_set_tag (game, "Event", computer ? "Fourteen easy against easy" : "Random English game");
  ft_pdn_game_set_tag (game, "Round", round);
  if (timed)
    game->time_control[FT_CHECKERS_FIRE] = game->time_control[FT_CHECKERS_WATER] =
      (FtPdnTimeControl) { FT_PDN_TIME_FISCHER, 300000, 2000 };
  while (ft_checkers_state_winner (&s) == FT_CHECKERS_NONE)
    {
      FtCheckersTurn turn;
      FtCheckersSide mover = s.to_move;

      if (computer)
        {
          FtCheckersAiOptions options = { 0, 0, index, NULL };

          g_assert_true (ft_checkers_ai_choose (&s, FT_CHECKERS_LEVEL_EASY, &options, &turn, NULL));
        }
      else
        {
          ft_checkers_state_generate_turns (&s, list);
          turn = list->turns[g_rand_int_range (rand, 0, list->count)];
        }
      clock[mover] += 2000 - g_rand_int_range (rand, 0, 6000);
      ft_pdn_game_add_turn (game, &turn, timed ? MAX (clock[mover], 0) : -1);
      ft_checkers_state_play_turn (&s, &turn);
    }
  game->result = ft_checkers_state_winner (&s);
  return game;
}

static int
write_games (const char *path, guint count)
{
  GString *out = g_string_new (NULL);
  FtCheckersTurnList *list = g_new (FtCheckersTurnList, 1);
  GRand *rand = g_rand_new_with_seed (1946);
  g_autoptr (GError) error = NULL;

  for (guint i = 0; i < count; i++)
    {
      g_autoptr (FtPdnGame) game = make_game (i, rand, list);
      g_autofree char *text = ft_pdn_write (game);

      g_string_append (out, text);
      print_game (i, game, list);
    }
  if (!g_file_set_contents (path, out->str, (gssize) out->len, &error))
    g_error ("%s", error->message);
  g_string_free (out, TRUE);
  g_rand_free (rand);
  g_free (list);
  return 0;
}

static int
read_games (const char *path)
{
  g_autofree char *text = NULL;
  g_autoptr (GError) error = NULL;
  g_autoptr (GPtrArray) games = NULL;
  FtCheckersTurnList *list = g_new (FtCheckersTurnList, 1);
  gsize length;

  if (!g_file_get_contents (path, &text, &length, &error)
      || (games = ft_pdn_read_all (text, (gssize) length, path, &error)) == NULL)
    {
      fprintf (stderr, "%s\n", error->message);
      g_free (list);
      return 1;
    }
  for (guint i = 0; i < games->len; i++)
    print_game (i, g_ptr_array_index (games, i), list);
  g_free (list);
  return 0;
}

int
main (int argc, char **argv)
{
  if (argc == 3 && strcmp (argv[1], "games") == 0)
    return write_games (argv[2], g_getenv ("FT_PEER_GAMES") ? (guint) atoi (g_getenv ("FT_PEER_GAMES")) : 300);
  if (argc == 3 && strcmp (argv[1], "read") == 0)
    return read_games (argv[2]);
  fprintf (stderr, "usage: peer-pdn games FILE | read FILE\n");
  return 2;
}
