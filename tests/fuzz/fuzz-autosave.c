/* fuzz-autosave.c — libFuzzer target for the autosave reader
 * (ft_autosave_parse, what the window resumes at start): any bytes either
 * read as a game or fail with a message; a game that reads is written as
 * the window writes its autosave and reads back as the same game with the
 * same players. The kind of the text is decided on the way, as the window
 * does for what it opens. */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "ft-autosave.h"
#include "ft-file-kind.h"

int LLVMFuzzerTestOneInput (const uint8_t *data, size_t size);

static void
check_written_back (FtGame *game, const FtGameSetup *setup)
{
  g_autoptr (FtRecordedGame) record = ft_game_record_from_game (game, setup);
  g_autofree char *text = ft_autosave_text (record, setup, NULL);
  g_autoptr (FtGameSetup) again_setup = NULL;
  g_autoptr (GError) error = NULL;
  g_autoptr (FtGame) again = ft_autosave_parse (text, strlen (text), "again.pgn", setup,
                                                &again_setup, &error);

  if (again == NULL)
    {
      g_printerr ("the autosave written as\n%s\ndoes not read: %s\n", text, error->message);
      abort ();
    }
  if (ft_game_get_n_moves (again) != ft_game_get_n_moves (game)
      || again_setup->opponent != setup->opponent || again_setup->level != setup->level
      || again_setup->human_colour != setup->human_colour)
    {
      g_printerr ("the autosave written as\n%s\nreads back differently\n", text);
      abort ();
    }
  for (guint i = 0; i < ft_game_get_n_moves (game); i++)
    if (strcmp (ft_game_get_notation (game, i), ft_game_get_notation (again, i)) != 0)
      abort ();
}

int
LLVMFuzzerTestOneInput (const uint8_t *data, size_t size)
{
  static FtGameSetup *base;
  g_autoptr (FtGameSetup) setup = NULL;
  g_autoptr (GError) error = NULL;
  g_autoptr (FtGame) game = NULL;
  FtFileKind kind;

  if (base == NULL)
    base = ft_game_setup_new_default ();
  kind = ft_file_kind_detect (NULL, (const char *) data, (gssize) size);
  if (kind > FT_FILE_KIND_FEN)
    abort ();
  game = ft_autosave_parse ((const char *) data, size, "autosave.pgn", base, &setup, &error);
  if ((game == NULL) == (error == NULL))
    abort ();
  if (game == NULL)
    {
      if (error->message == NULL || error->message[0] == '\0')
        abort ();
      return 0;
    }
  check_written_back (game, setup);
  return 0;
}
