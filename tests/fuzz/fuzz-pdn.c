/* fuzz-pdn.c — libFuzzer target for the PDN reader (ft-pdn.h): every game
 * that reads must replay legally, be written, read back and be the same
 * game; every error must be an FT_PDN_ERROR with a line and column inside
 * the text. */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "ft-pdn.h"

int LLVMFuzzerTestOneInput (const uint8_t *data, size_t size);

static void
check_game (const FtPdnGame *game)
{
  FtCheckersState s = game->start;

  for (guint i = 0; i < game->turns->len; i++)
    {
      const FtCheckersTurn *turn = &g_array_index (game->turns, FtCheckersTurn, i);

      if (ft_checkers_state_check_turn (&s, turn, NULL) != FT_CHECKERS_LEGAL)
        {
          g_printerr ("turn %u of a game read is illegal\n", i + 1);
          abort ();
        }
      ft_checkers_state_play_turn (&s, turn);
    }
}

static void
check_same (const FtPdnGame *a, const FtPdnGame *b, const char *written)
{
  gboolean same = memcmp (&a->start, &b->start, sizeof a->start) == 0 && a->turns->len == b->turns->len
                  && a->result == b->result
                  && memcmp (a->time_control, b->time_control, sizeof a->time_control) == 0;

  for (guint i = 0; same && i < a->turns->len; i++)
    {
      const FtCheckersTurn *ta = &g_array_index (a->turns, FtCheckersTurn, i);
      const FtCheckersTurn *tb = &g_array_index (b->turns, FtCheckersTurn, i);

      same = ta->length == tb->length && memcmp (ta->path, tb->path, ta->length) == 0
             && g_array_index (a->clock_ms, gint64, i) / 100 == g_array_index (b->clock_ms, gint64, i) / 100;
    }
  if (!same)
    {
      g_printerr ("the game written as\n%s\nreads back differently\n", written);
      abort ();
    }
}

int
LLVMFuzzerTestOneInput (const uint8_t *data, size_t size)
{
  g_autoptr (FtPdnReader) reader = ft_pdn_reader_new ((const char *) data, size);
  g_autoptr (GError) error = NULL;
  guint line = 0, column = 0, lines = 1;
  FtPdnGame *game;

  while ((game = ft_pdn_reader_next (reader, &line, &column, &error)) != NULL)
    {
      g_autofree char *written = ft_pdn_write (game);
      g_autoptr (FtPdnReader) again_reader = ft_pdn_reader_new (written, strlen (written));
      g_autoptr (GError) again_error = NULL;
      g_autoptr (FtPdnGame) again = ft_pdn_reader_next (again_reader, NULL, NULL, &again_error);

      check_game (game);
      if (again == NULL)
        {
          g_printerr ("the game written as\n%s\ndoes not read: %s\n", written, again_error->message);
          abort ();
        }
      check_same (game, again, written);
      ft_pdn_game_free (game);
    }
  if (error == NULL)
    return 0;
  for (size_t i = 0; i < size; i++)
    lines += data[i] == '\n';
  if (error->domain != FT_PDN_ERROR || line < 1 || column < 1 || line > lines
      || !g_utf8_validate (error->message, -1, NULL))
    abort ();
  return 0;
}
