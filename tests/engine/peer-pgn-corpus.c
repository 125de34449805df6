/* peer-pgn-corpus.c — the real-games corpus (tests/formats/pgn-corpus)
 * through our PGN reader. Alone it is a test: every game of every file
 * reads, every file under refused/ is refused with a line and column, and
 * there are at least --min-games games. For tests/peers/compare-pgn-corpus.py
 * it prints each game, tab-separated:
 *
 *   FILE  FIRST-LINE  LAST-LINE  START-FEN  SAN SAN …  FINAL-FEN  CLOCKS
 *
 * (the lines of the file the game stands on, our SAN of each move, the
 * number of moves with a %clk), so that chess.js can read the same text and
 * replay the same moves. usage: peer-pgn-corpus DIR [--min-games N] */
#include "ft-fen.h"
#include "ft-pgn.h"
#include "ft-san.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static void
collect (const char *dir, GPtrArray *paths)
{
  g_autoptr (GDir) listing = g_dir_open (dir, 0, NULL);
  const char *name;

  while (listing != NULL && (name = g_dir_read_name (listing)) != NULL)
    {
      char *path = g_build_filename (dir, name, NULL);

      if (g_file_test (path, G_FILE_TEST_IS_DIR))
        {
          collect (path, paths);
          g_free (path);
        }
      else if (g_str_has_suffix (name, ".pgn"))
        g_ptr_array_add (paths, path);
      else
        g_free (path);
    }
}

static int
compare_paths (gconstpointer a, gconstpointer b)
{
  return strcmp (*(const char *const *) a, *(const char *const *) b);
}

/* Our SAN of the game's moves, from its start; the final FEN. */
static char *
replay (const FtPgnGame *game, char **final_fen)
{
  FtPosition *pos = g_new (FtPosition, 1);
  GString *sans = g_string_new (NULL);

  memcpy (pos, game->start, G_STRUCT_OFFSET (FtPosition, history));
  pos->history_length = 0;
  for (guint i = 0; i < game->moves->len; i++)
    {
      FtMove move = g_array_index (game->moves, FtMove, i);
      char san[FT_SAN_MAX];

      if (pos->history_length >= FT_MAX_GAME_PLY - 1)
        ft_position_forget_history (pos);
      ft_san_write (pos, move, san);
      g_string_append_printf (sans, "%s%s", i > 0 ? " " : "", san);
      if (move == FT_MOVE_NONE)
        ft_position_make_null_move (pos);
      else
        ft_position_make_move (pos, move);
    }
  *final_fen = ft_fen_write (pos);
  g_free (pos);
  return g_string_free (sans, FALSE);
}

/* The games of one file; FALSE if it does not read (or, refused, if it
 * does). */
static gboolean
read_file (const char *path, gboolean refused, guint *n_games)
{
  g_autofree char *text = NULL;
  g_autoptr (FtPgnReader) reader = NULL;
  g_autoptr (GError) error = NULL;
  g_autoptr (GPtrArray) games = g_ptr_array_new_with_free_func ((GDestroyNotify) ft_pgn_game_free);
  guint line = 0, column = 0, lines = 1;
  gsize length = 0;
  FtPgnGame *game;

  if (!g_file_get_contents (path, &text, &length, NULL))
    return FALSE;
  for (gsize i = 0; i < length; i++)
    lines += text[i] == '\n';
  reader = ft_pgn_reader_new (text, length);
  while ((game = ft_pgn_reader_next (reader, &line, &column, &error)) != NULL)
    g_ptr_array_add (games, game);
  if (refused)
    {
      if (error == NULL)
        fprintf (stderr, "%s: read, but it is under refused/\n", path);
      else
        printf ("refused\t%s\t%u:%u: %s\n", path, line, column, error->message);
      return error != NULL && line > 0 && column > 0;
    }
  if (error != NULL)
    {
      fprintf (stderr, "%s:%u:%u: %s\n", path, line, column, error->message);
      return FALSE;
    }
  for (guint i = 0; i < games->len; i++)
    {
      const FtPgnGame *g = g_ptr_array_index (games, i);
      guint last = i + 1 < games->len ? ((FtPgnGame *) g_ptr_array_index (games, i + 1))->line - 1
                                      : lines;
      g_autofree char *start = ft_fen_write (g->start);
      g_autofree char *final = NULL;
      g_autofree char *sans = replay (g, &final);
      guint clocks = 0;

      for (guint m = 0; m < g->clock_ms->len; m++)
        clocks += g_array_index (g->clock_ms, gint64, m) >= 0;
      printf ("%s\t%u\t%u\t%s\t%s\t%s\t%u\n", path, g->line, last, start, sans, final, clocks);
    }
  *n_games += games->len;
  return TRUE;
}

int
main (int argc, char **argv)
{
  g_autoptr (GPtrArray) paths = g_ptr_array_new_with_free_func (g_free);
  guint min_games = 0, n_games = 0, failures = 0;

  if (argc != 2 && !(argc == 4 && strcmp (argv[2], "--min-games") == 0))
    {
      fprintf (stderr, "usage: %s DIR [--min-games N]\n", argv[0]);
      return 2;
    }
  if (argc == 4)
    min_games = (guint) atoi (argv[3]);
  collect (argv[1], paths);
  g_ptr_array_sort (paths, compare_paths);
  for (guint i = 0; i < paths->len; i++)
    {
      const char *path = g_ptr_array_index (paths, i);

      if (!read_file (path, strstr (path, "/refused/") != NULL, &n_games))
        failures++;
    }
  fprintf (stderr, "%u files, %u games read, %u failures\n", paths->len, n_games, failures);
  if (n_games < min_games)
    {
      fprintf (stderr, "fewer games than %u\n", min_games);
      return 1;
    }
  return failures > 0 ? 1 : 0;
}
