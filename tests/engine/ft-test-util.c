/* ft-test-util.c — see ft-test-util.h. */
#include "ft-test-util.h"

#include <stdlib.h>
#include <string.h>

FtPosition *
ft_test_position_new (void)
{
  return g_new0 (FtPosition, 1);
}

FtSquare
ft_test_square (const char *name)
{
  int file = name[0] - 'a';
  int rank = atoi (name + 1) - 1;

  g_assert_true (file >= 0 && file < FT_MAX_BOARD_SIZE);
  g_assert_true (rank >= 0 && rank < FT_MAX_BOARD_SIZE);
  return FT_SQUARE (file, rank);
}

void
ft_test_setup (FtPosition *pos, FtRules rules, guint files, guint ranks, FtColour to_move,
               const char *pieces)
{
  char **items = g_strsplit (pieces, " ", -1);
  GError *error = NULL;

  ft_position_clear (pos, rules, files, ranks);
  for (char **item = items; *item != NULL; item++)
    {
      FtKind kind;

      if (**item == '\0')
        continue;
      kind = ft_kind_from_char (**item);
      g_assert_cmpint (kind, !=, FT_NO_KIND);
      ft_position_set_piece (pos, ft_test_square (*item + 1),
                             FT_MAKE_PIECE (g_ascii_isupper (**item) ? FT_WHITE : FT_BLACK, kind));
    }
  g_strfreev (items);
  pos->side_to_move = to_move;
  if (!ft_position_finish_setup (pos, &error))
    g_error ("invalid test position \"%s\": %s", pieces, error->message);
}

void
ft_test_fen (FtPosition *pos, FtRules rules, const char *fen)
{
  GError *error = NULL;

  if (!ft_fen_parse (fen, rules, pos, &error))
    g_error ("invalid test FEN \"%s\": %s", fen, error->message);
}

static int
compare_strings (gconstpointer a, gconstpointer b)
{
  return strcmp (*(char *const *) a, *(char *const *) b);
}

static char *
join_sorted (GPtrArray *texts)
{
  char *joined;

  g_ptr_array_sort (texts, compare_strings);
  g_ptr_array_add (texts, NULL);
  joined = g_strjoinv (" ", (char **) texts->pdata);
  g_ptr_array_unref (texts);
  return joined;
}

char *
ft_test_legal_moves (const FtPosition *pos)
{
  FtMoveList *list = g_new (FtMoveList, 1);
  GPtrArray *texts = g_ptr_array_new_with_free_func (g_free);
  char buf[8];

  ft_position_generate_legal (pos, list);
  for (guint i = 0; i < list->count; i++)
    g_ptr_array_add (texts, g_strdup (ft_position_move_to_string (pos, list->moves[i], buf)));
  g_free (list);
  return join_sorted (texts);
}

char *
ft_test_destinations (const FtPosition *pos, const char *from)
{
  FtMoveList *list = g_new (FtMoveList, 1);
  GPtrArray *texts = g_ptr_array_new_with_free_func (g_free);
  char buf[8];

  ft_position_generate_legal_from (pos, ft_test_square (from), list);
  for (guint i = 0; i < list->count; i++)
    {
      char *text = ft_position_move_to_string (pos, list->moves[i], buf);

      /* Drop the origin: "e2e4" → "e4". */
      g_ptr_array_add (texts, g_strdup (text + strlen (from)));
    }
  g_free (list);
  return join_sorted (texts);
}

void
ft_test_play (FtPosition *pos, const char *moves)
{
  char **items = g_strsplit (moves, " ", -1);

  for (char **item = items; *item != NULL; item++)
    {
      FtMove move;

      if (**item == '\0')
        continue;
      move = ft_position_parse_move (pos, *item);
      if (move == FT_MOVE_NONE)
        g_error ("move %s is not legal here", *item);
      ft_position_make_move (pos, move);
    }
  g_strfreev (items);
}

gboolean
ft_test_under_valgrind (void)
{
  return g_getenv ("FT_UNDER_VALGRIND") != NULL;
}

gboolean
ft_test_has_word (const char *words, const char *word)
{
  char **items = g_strsplit (words, " ", -1);
  gboolean found = g_strv_contains ((const char *const *) items, word);

  g_strfreev (items);
  return found;
}

FtPgnGame *
ft_test_pgn_read_one (const char *text)
{
  g_autoptr (FtPgnReader) reader = ft_pgn_reader_new (text, strlen (text));
  g_autoptr (GError) error = NULL;
  guint line = 0, column = 0;
  FtPgnGame *game = ft_pgn_reader_next (reader, &line, &column, &error);

  if (error != NULL)
    g_error ("%u:%u: %s\nin:\n%s", line, column, error->message, text);
  g_assert_nonnull (game);
  return game;
}

void
ft_test_pgn_assert_error (const char *text, gssize length, FtPgnError code, guint line,
                          guint column, const char *message)
{
  g_autoptr (FtPgnReader) reader = ft_pgn_reader_new (text, length < 0 ? strlen (text) : (gsize) length);
  g_autoptr (GError) error = NULL;
  g_autoptr (FtPgnGame) game = NULL;
  guint l = 0, c = 0;

  do
    {
      g_clear_pointer (&game, ft_pgn_game_free);
      game = ft_pgn_reader_next (reader, &l, &c, &error);
    }
  while (game != NULL);
  g_assert_nonnull (error);
  g_test_message ("%u:%u: %s", l, c, error->message);
  g_assert_error (error, FT_PGN_ERROR, (gint) code);
  g_assert_cmpuint (l, ==, line);
  g_assert_cmpuint (c, ==, column);
  g_assert_nonnull (strstr (error->message, message));
}
