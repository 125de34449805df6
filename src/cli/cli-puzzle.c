/* cli-puzzle.c — `fourteen-cli play --level N [--config FILE]`: one puzzle
 * of the config's "levels" (or the shipped ones) as a text game, with the
 * same rules as the window (ft-puzzle.h): a wrong move is played, taken back
 * with a message and counted; the computer replies; mate solves the level,
 * which is recorded in $XDG_DATA_HOME/fourteen/levels.ini.
 *
 * Commands: a move ("c6c12", "c6 c12", "mv c6c12", "cp d4e5", or SAN
 * "Ac12"), `print`, `help`, `quit`. */
#include "config.h"

#include <stdio.h>
#include <string.h>

#include "cli.h"
#include "cli-move-read.h"
#include "cli-play-common.h"
#include "ft-config.h"
#include "ft-puzzle.h"
#include "ft-san.h"

#define PUZZLE_MAX_LINE 1024

static void
move_played_cb (FtSession *session, const FtGameMove *played, gpointer user_data G_GNUC_UNUSED)
{
  FtMove move = ft_game_move_get_chess (played);
  FtGame *game = ft_session_get_game (session);
  guint ply = ft_game_get_n_moves (game);
  FtPosition *before = g_new (FtPosition, 1);
  char san[FT_SAN_MAX], coordinates[8];
  FtColour mover;

  ft_game_copy_position_at (game, ply - 1, before);
  mover = before->side_to_move;
  printf ("%s plays %s (%s)\n", mover == FT_WHITE ? "White" : "Black", ft_san_write (before, move, san),
          ft_move_to_string (move, coordinates));
  g_free (before);
}

static void
wrong_move_cb (FtPuzzle *puzzle, guint move G_GNUC_UNUSED, gpointer user_data G_GNUC_UNUSED)
{
  printf ("%s (wrong moves: %u); the move is taken back\n", ft_puzzle_get_message (puzzle),
          ft_puzzle_get_wrong_moves (puzzle));
}

static void
solved_cb (FtPuzzle *puzzle, gpointer user_data G_GNUC_UNUSED)
{
  printf ("%s (wrong moves: %u)\n", ft_puzzle_get_message (puzzle),
          ft_puzzle_get_wrong_moves (puzzle));
}

static void
print_state (FtPuzzle *puzzle)
{
  FtGame *game = ft_session_get_game (ft_puzzle_get_session (puzzle));
  g_autofree char *goal = ft_puzzle_get_goal_text (puzzle);

  ft_cli_print_board (ft_game_get_position (game));
  if (!ft_puzzle_is_solved (puzzle))
    printf ("%s\n", goal);
}

/* The move a line names: coordinates (read by the one reader of
 * fourteen-cli, with or without mv/cp) or SAN; FT_MOVE_NONE with why. */
static FtMove
parse_player_move (const FtPosition *pos, char **words, GError **error)
{
  g_autoptr (GError) coordinates_error = NULL;
  FtSanError why = FT_SAN_SYNTAX;
  FtCliMove typed;
  FtMove move;

  switch (ft_cli_read_move (words, pos->files, pos->ranks, FALSE, &typed, &coordinates_error))
    {
    case FT_CLI_MOVE_READ:
      return ft_cli_chess_move (pos, &typed, error);
    case FT_CLI_MOVE_BAD:
    case FT_CLI_MOVE_NOT_A_MOVE:
    default:
      break;
    }
  /* SAN: "h9" is a pawn's move, not half of one. */
  move = words[1] == NULL ? ft_san_parse (pos, words[0], &why) : FT_MOVE_NONE;
  if (move != FT_MOVE_NONE)
    return move;
  if (why != FT_SAN_SYNTAX || coordinates_error == NULL)
    g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT, "%s: no legal move matches", words[0]);
  else
    g_propagate_error (error, g_steal_pointer (&coordinates_error));
  return FT_MOVE_NONE;
}

static void
settle (FtPuzzle *puzzle)
{
  while (!ft_puzzle_is_settled (puzzle))
    g_main_context_iteration (NULL, TRUE);
}

int
ft_cli_play_level (const char *config_path, const char *level_text)
{
  g_autoptr (GPtrArray) problems = ft_problem_list_new ();
  g_autofree char *shipped = NULL;
  g_autofree char *records = ft_puzzle_get_default_records_path ();
  g_autoptr (FtConfig) config = NULL;
  g_autoptr (FtPuzzle) puzzle = NULL;
  g_autoptr (GError) error = NULL;
  const FtConfigLevel *level;
  FtSession *session;
  char line[PUZZLE_MAX_LINE];
  guint64 number = 0;
  char *end = NULL;

  if (config_path == NULL)
    config_path = shipped = ft_config_find_shipped_levels ();
  if (config_path == NULL)
    {
      fprintf (stderr, "fourteen-cli play: no levels installed; give --config FILE\n");
      return 2;
    }
  config = ft_config_load (config_path, problems);
  for (guint i = 0; i < problems->len; i++)
    {
      g_autofree char *text = ft_problem_to_string (g_ptr_array_index (problems, i));
      fprintf (stderr, "%s\n", text);
    }
  if (config == NULL)
    return 2;
  number = g_ascii_strtoull (level_text, &end, 10);
  if (end == level_text || *end != '\0' || number < 1
      || number > ft_config_get_n_levels (config))
    {
      if (ft_config_get_n_levels (config) == 0)
        fprintf (stderr, "fourteen-cli play: %s has no levels\n", config_path);
      else
        fprintf (stderr, "fourteen-cli play: --level must be a number from 1 to %u\n",
                 ft_config_get_n_levels (config));
      return 2;
    }

  puzzle = ft_puzzle_new (config, (guint) number - 1, records, &error);
  if (puzzle == NULL)
    {
      fprintf (stderr, "%s\n", error->message);
      return 2;
    }
  level = ft_puzzle_get_level (puzzle);
  session = ft_puzzle_get_session (puzzle);
  g_signal_connect (session, "move-played", G_CALLBACK (move_played_cb), NULL);
  g_signal_connect (puzzle, "wrong-move", G_CALLBACK (wrong_move_cb), NULL);
  g_signal_connect (puzzle, "solved", G_CALLBACK (solved_cb), NULL);
  printf ("level %u of %u: %s%s\n", (guint) number, ft_config_get_n_levels (config), level->name,
          ft_puzzle_records_is_solved (records, level->name) ? " (solved before)" : "");
  ft_puzzle_start (puzzle);
  print_state (puzzle);
  fflush (stdout);

  while (!ft_puzzle_is_solved (puzzle) && fgets (line, sizeof line, stdin) != NULL)
    {
      g_auto (GStrv) words = ft_cli_split_words (line);
      const FtPosition *pos = ft_game_get_position (ft_session_get_game (session));
      g_autoptr (GError) why = NULL;
      FtMove move;

      if (words[0] == NULL)
        continue;
      if (strcmp (words[0], "quit") == 0 || strcmp (words[0], "exit") == 0)
        break;
      if (strcmp (words[0], "help") == 0)
        printf ("commands: a move (c6c12, c6 c12, mv c6c12, cp d4e5 or SAN such as Ac12), "
                "print, help, quit\n");
      else if (strcmp (words[0], "print") == 0)
        print_state (puzzle);
      else if ((move = parse_player_move (pos, words, &why)) == FT_MOVE_NONE)
        printf ("error: not a legal move: %s\n", why->message);
      else
        {
          ft_session_request_move (session, FT_MOVE_FROM (move), FT_MOVE_TO (move),
                                   FT_MOVE_PROMOTION (move));
          settle (puzzle);
          print_state (puzzle);
        }
      fflush (stdout);
    }
  if (!ft_puzzle_is_solved (puzzle))
    printf ("not solved (wrong moves: %u)\n", ft_puzzle_get_wrong_moves (puzzle));
  fflush (stdout);
  return 0;
}
