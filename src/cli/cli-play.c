/* cli-play.c — `fourteen-cli play`: a two-player text game on stdin/stdout.
 *
 * Commands (one per line):
 *   new game NAME1 NAME2 [--config FILE]   NAME1 plays White; standard chess
 *                                          unless a config is given
 *   mv e2e4 | mv e2 e4 | mv e7e8n          a quiet move (promotion letter in
 *                                          standard chess)
 *   cp d4e5 | cp d4 e5                     a capture (en passant included)
 *   undo                                   take back the last move
 *   print status                           the board, then the moves
 *   help, quit
 * The board is printed with FEN letters: uppercase White, lowercase Black,
 * '.' for an empty square, rank numbers on the left, file letters below.
 */
#include "config.h"

#include <stdio.h>
#include <string.h>

#include "cli.h"
#include "ft-config.h"

#define PLAY_MAX_LINE 4096

typedef struct {
  FtPosition *pos;
  char *names[2]; /* indexed by FtColour */
  GArray *moves;  /* FtMove, for the move list */
  char *description;
} PlayGame;

static void
play_game_clear (PlayGame *game)
{
  g_clear_pointer (&game->pos, g_free);
  g_clear_pointer (&game->names[FT_WHITE], g_free);
  g_clear_pointer (&game->names[FT_BLACK], g_free);
  g_clear_pointer (&game->moves, g_array_unref);
  g_clear_pointer (&game->description, g_free);
}

/* Start a game between white_name and black_name from config_path (NULL:
 * standard chess). Problems go to problem_out; FALSE leaves game as it was. */
static gboolean
play_game_start (PlayGame *game, const char *white_name, const char *black_name,
                 const char *config_path, FILE *problem_out)
{
  g_autoptr (GPtrArray) problems = ft_problem_list_new ();
  g_autofree FtPosition *pos = g_new0 (FtPosition, 1);
  g_autofree char *description = NULL;
  gboolean ok;

  if (config_path != NULL)
    {
      g_autoptr (FtConfig) config = ft_config_load (config_path, problems);

      ok = config != NULL && ft_config_load_position (config, pos, problems);
      if (ok)
        description = g_strdup_printf ("%s chess on a %ux%u board (%s)",
                                       pos->rules == FT_RULES_STANDARD ? "standard" : "Fourteen",
                                       (guint) pos->files, (guint) pos->ranks, config_path);
    }
  else
    {
      ft_position_set_standard_start (pos);
      description = g_strdup ("standard chess");
      ok = TRUE;
    }

  for (guint i = 0; i < problems->len; i++)
    {
      g_autofree char *line = ft_problem_to_string (g_ptr_array_index (problems, i));
      fprintf (problem_out, "%s\n", line);
    }
  if (!ok)
    return FALSE;

  play_game_clear (game);
  game->pos = g_steal_pointer (&pos);
  game->names[FT_WHITE] = g_strdup (white_name);
  game->names[FT_BLACK] = g_strdup (black_name);
  game->moves = g_array_new (FALSE, FALSE, sizeof (FtMove));
  game->description = g_steal_pointer (&description);
  return TRUE;
}

static void
print_board (const FtPosition *pos)
{
  for (int rank = pos->ranks - 1; rank >= 0; rank--)
    {
      printf ("%2d", rank + 1);
      for (int file = 0; file < pos->files; file++)
        {
          FtPiece piece = ft_position_piece_at (pos, FT_SQUARE (file, rank));
          char letter = '.';

          if (FT_IS_PIECE (piece))
            {
              letter = ft_position_kind_to_char (pos, FT_PIECE_KIND (piece));
              letter = FT_PIECE_COLOUR (piece) == FT_WHITE ? g_ascii_toupper (letter)
                                                          : g_ascii_tolower (letter);
            }
          printf (" %c", letter);
        }
      printf ("\n");
    }
  printf ("  ");
  for (int file = 0; file < pos->files; file++)
    printf (" %c", 'a' + file);
  printf ("\n");
}

static void
print_new_game (const PlayGame *game)
{
  printf ("new game: %s (white) vs %s (black), %s\n", game->names[FT_WHITE],
          game->names[FT_BLACK], game->description);
  print_board (game->pos);
}

/* The announcement for the position after a move, or NULL if none. */
static char *
announcement (const PlayGame *game)
{
  FtResultReason reason = FT_REASON_NONE;
  FtResult result = ft_position_result (game->pos, &reason);

  switch (result)
    {
    case FT_RESULT_WHITE_WINS:
    case FT_RESULT_BLACK_WINS:
      return g_strdup_printf ("checkmate: %s wins",
                              game->names[result == FT_RESULT_WHITE_WINS ? FT_WHITE : FT_BLACK]);
    case FT_RESULT_DRAW:
      switch (reason)
        {
        case FT_REASON_STALEMATE:
          return g_strdup ("stalemate: draw");
        case FT_REASON_REPETITION:
          return g_strdup ("draw by repetition");
        case FT_REASON_FIFTY_MOVES:
          return g_strdup ("draw by fifty-move rule");
        case FT_REASON_INSUFFICIENT_MATERIAL:
          return g_strdup ("draw by insufficient material");
        default:
          return g_strdup ("draw");
        }
    case FT_RESULT_NONE:
    default:
      break;
    }
  if (ft_position_in_check (game->pos))
    return g_strdup ("check");
  return NULL;
}

/* "e2", "n14": a file letter of the board and a rank number. */
static gboolean
parse_square (const FtPosition *pos, const char **text, FtSquare *square)
{
  const char *c = *text;
  int file, rank = 0, digits = 0;

  if (*c < 'a' || *c >= 'a' + pos->files)
    return FALSE;
  file = *c - 'a';
  c++;
  while (g_ascii_isdigit (*c) && digits < 2)
    {
      rank = rank * 10 + (*c - '0');
      digits++;
      c++;
    }
  if (digits == 0 || rank < 1 || rank > pos->ranks)
    return FALSE;
  *square = FT_SQUARE (file, rank - 1);
  *text = c;
  return TRUE;
}

/* The legal move written as text ("e2e4", "e7e8n"), FT_MOVE_NONE if the
 * text is malformed or there is no such legal move. */
static FtMove
find_move (const FtPosition *pos, const char *text)
{
  FtSquare from, to;
  FtKind promotion = FT_NO_KIND;
  FtMove move;

  if (!parse_square (pos, &text, &from) || !parse_square (pos, &text, &to))
    return FT_MOVE_NONE;
  if (*text != '\0')
    {
      promotion = ft_position_kind_from_char (pos, *text);
      if (promotion == FT_NO_KIND || text[1] != '\0')
        return FT_MOVE_NONE;
    }
  move = ft_position_find_move (pos, from, to, promotion);
  /* A promotion letter on a move that promotes to something else (or does
   * not promote) is not that move. */
  if (move != FT_MOVE_NONE && promotion != FT_NO_KIND && FT_MOVE_PROMOTION (move) != promotion)
    return FT_MOVE_NONE;
  return move;
}

static gboolean
move_is_capture (FtMove move)
{
  return FT_MOVE_IS_CAPTURE (move) || FT_MOVE_SPECIAL (move) == FT_MOVE_EN_PASSANT;
}

static void
play_move (PlayGame *game, char **args, gboolean capture)
{
  const char *illegal = capture ? "illegal capture" : "illegal move";
  g_autofree char *text = g_strjoinv ("", args);
  g_autofree char *after = NULL;
  FtResultReason reason;
  FtColour mover;
  FtMove move;
  char move_text[16];

  if (ft_position_result (game->pos, &reason) != FT_RESULT_NONE)
    {
      g_autofree char *over = announcement (game);
      printf ("%s: the game is over (%s); undo or start a new game\n", illegal, over);
      return;
    }
  if (game->pos->history_length + 1 >= FT_MAX_GAME_PLY)
    {
      printf ("%s: the game is too long (%d plies)\n", illegal, FT_MAX_GAME_PLY);
      return;
    }
  move = find_move (game->pos, g_strstrip (text));
  if (move == FT_MOVE_NONE || move_is_capture (move) != capture)
    {
      printf ("%s\n", illegal);
      return;
    }

  mover = game->pos->side_to_move;
  ft_position_move_to_string (game->pos, move, move_text);
  ft_position_make_move (game->pos, move);
  g_array_append_val (game->moves, move);
  printf ("%s %s: %s\n", game->names[mover], capture ? "captures" : "moves", move_text);
  print_board (game->pos);
  after = announcement (game);
  if (after != NULL)
    printf ("%s\n", after);
}

static void
play_undo (PlayGame *game)
{
  FtMove move;
  char move_text[16];

  if (game->moves->len == 0)
    {
      printf ("nothing to undo\n");
      return;
    }
  move = g_array_index (game->moves, FtMove, game->moves->len - 1);
  g_array_set_size (game->moves, game->moves->len - 1);
  ft_position_unmake_move (game->pos);
  printf ("undo: %s\n", ft_position_move_to_string (game->pos, move, move_text));
  print_board (game->pos);
}

static void
play_print_status (PlayGame *game)
{
  g_autofree char *state = announcement (game);
  FtResultReason reason;

  print_board (game->pos);
  if (game->moves->len == 0)
    printf ("moves: none\n");
  else
    {
      printf ("moves:\n");
      for (guint i = 0; i < game->moves->len; i += 2)
        {
          char first[16], second[16];

          ft_position_move_to_string (game->pos, g_array_index (game->moves, FtMove, i), first);
          if (i + 1 < game->moves->len)
            printf ("%u. %s %s\n", i / 2 + 1, first,
                    ft_position_move_to_string (game->pos, g_array_index (game->moves, FtMove, i + 1), second));
          else
            printf ("%u. %s\n", i / 2 + 1, first);
        }
    }
  if (ft_position_result (game->pos, &reason) != FT_RESULT_NONE)
    printf ("game over: %s\n", state);
  else
    printf ("%s (%s) to move%s%s\n", game->names[game->pos->side_to_move],
            ft_colour_name (game->pos->side_to_move), state != NULL ? ", " : "",
            state != NULL ? state : "");
}

static void
print_help (void)
{
  printf ("commands:\n"
          "  new game NAME1 NAME2 [--config FILE]  NAME1 plays White (standard chess\n"
          "                                        unless a config is given)\n"
          "  mv e2e4 | mv e2 e4 | mv e7e8n         a quiet move (promotion letter q r b n)\n"
          "  cp d4e5 | cp d4 e5                    a capture\n"
          "  undo                                  take back the last move\n"
          "  print status                          the board and the moves\n"
          "  quit\n");
}

static void
play_new_game (PlayGame *game, char **args)
{
  guint n_args = g_strv_length (args);
  const char *config_path = NULL;

  if (n_args == 4 && strcmp (args[2], "--config") == 0)
    config_path = args[3];
  else if (n_args != 2)
    {
      printf ("error: usage: new game NAME1 NAME2 [--config FILE]\n");
      return;
    }
  if (!play_game_start (game, args[0], args[1], config_path, stdout))
    {
      printf ("error: the game could not be started\n");
      return;
    }
  print_new_game (game);
}

/* Split a line into words (no empty words). */
static char **
split_words (const char *line)
{
  g_auto (GStrv) parts = g_strsplit_set (line, " \t\r\n", -1);
  GPtrArray *words = g_ptr_array_new ();

  for (guint i = 0; parts[i] != NULL; i++)
    if (parts[i][0] != '\0')
      g_ptr_array_add (words, g_strdup (parts[i]));
  g_ptr_array_add (words, NULL);
  return (char **) g_ptr_array_free (words, FALSE);
}

/* Run one command line; FALSE when the session should end. */
static gboolean
play_command (PlayGame *game, const char *line)
{
  g_auto (GStrv) words = split_words (line);

  if (words[0] == NULL)
    return TRUE;
  if (strcmp (words[0], "quit") == 0 || strcmp (words[0], "exit") == 0)
    return FALSE;
  if (strcmp (words[0], "help") == 0)
    print_help ();
  else if (strcmp (words[0], "new") == 0 && words[1] != NULL && strcmp (words[1], "game") == 0)
    play_new_game (game, words + 2);
  else if (strcmp (words[0], "mv") == 0 || strcmp (words[0], "cp") == 0)
    {
      gboolean capture = strcmp (words[0], "cp") == 0;

      if (words[1] == NULL)
        printf ("error: usage: %s FROM TO (e.g. %s)\n", words[0],
                capture ? "cp d4e5" : "mv e2e4");
      else
        play_move (game, words + 1, capture);
    }
  else if (strcmp (words[0], "undo") == 0 && words[1] == NULL)
    play_undo (game);
  else if (strcmp (words[0], "print") == 0 && words[1] != NULL &&
           strcmp (words[1], "status") == 0 && words[2] == NULL)
    play_print_status (game);
  else
    printf ("error: unknown command '%s' (type help for the commands)\n", g_strstrip (words[0]));
  return TRUE;
}

int
ft_cli_play (int argc, char **argv)
{
  const char *config_path = NULL;
  PlayGame game = { 0 };
  char line[PLAY_MAX_LINE];

  for (int i = 1; i < argc; i++)
    {
      if (strcmp (argv[i], "--config") == 0 && i + 1 < argc && config_path == NULL)
        config_path = argv[++i];
      else if (strcmp (argv[i], "--help") == 0 || strcmp (argv[i], "-h") == 0)
        {
          printf ("Usage: fourteen-cli play [--config FILE]\n\n");
          print_help ();
          return 0;
        }
      else
        {
          fprintf (stderr, "Usage: fourteen-cli play [--config FILE]\n");
          return 2;
        }
    }

  /* A config that cannot be used is reported on stderr with status 2
   * (docs/config.md#errors); warnings go to stderr too. */
  if (!play_game_start (&game, "White", "Black", config_path, stderr))
    return 2;
  print_new_game (&game);
  fflush (stdout);

  while (fgets (line, sizeof line, stdin) != NULL)
    {
      gboolean go_on;

      if (strchr (line, '\n') == NULL && !feof (stdin))
        {
          int c;

          /* Skip the rest of an overlong line. */
          while ((c = fgetc (stdin)) != EOF && c != '\n')
            ;
          printf ("error: line too long\n");
          fflush (stdout);
          continue;
        }
      go_on = play_command (&game, line);
      fflush (stdout);
      if (!go_on)
        break;
    }
  play_game_clear (&game);
  return 0;
}
