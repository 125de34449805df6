/* cli-play.c — `fourteen-cli play`: a two-player text game on stdin/stdout.
 *
 * Commands (one per line):
 *   new game NAME1 NAME2 [--config FILE]   NAME1 plays White; standard chess
 *                                          unless a config is given
 *   e2e4 | e2 e4 | e7e8n                   a move (promotion letter in
 *                                          standard chess)
 *   mv e2e4 | cp d4e5                      the same, said quiet or a capture
 *                                          (en passant included)
 *   undo                                   take back the last move
 *   draw                                   offer a draw, or accept one
 *   resign                                 the side to move gives up
 *   save FILE | load FILE                  the game as PGN
 *   history                                the moves in SAN
 *   legal                                  the legal moves of the side to move
 *   print status                           the board, then the moves
 *   help, quit
 * The board is printed with FEN letters: uppercase White, lowercase Black,
 * '.' for an empty square, rank numbers on the left, file letters below.
 * Under fog of war (the config's fog_of_war) the board shows only what the
 * side to move sees ('?' elsewhere) and the moves are hidden until the game
 * ends, as the window shows them to two people at one computer.
 */
#include "config.h"

#include <stdio.h>
#include <string.h>

#include "cli.h"
#include "cli-move-read.h"
#include "cli-play-common.h"
#include "ft-config.h"
#include "ft-fog.h"
#include "ft-game-record.h"
#include "ft-pgn.h"
#include "ft-san.h"

#define PLAY_MAX_LINE 4096

typedef struct {
  FtPosition *pos;
  FtPosition *start; /* before the first move (for save and history) */
  FtConfig *config;  /* the game's config (custom pieces, rules), or NULL */
  char *names[2]; /* indexed by FtColour */
  GArray *moves;  /* FtMove, for the move list */
  char *description;
  /* A result the board does not show: a resignation or an agreed draw. */
  FtResult result;
  FtResultReason reason;
  int draw_offer; /* the FtColour that offered a draw, or -1 */
} PlayGame;

static void
play_game_clear (PlayGame *game)
{
  g_clear_pointer (&game->pos, g_free);
  g_clear_pointer (&game->start, g_free);
  g_clear_object (&game->config);
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
  g_autoptr (FtConfig) config = NULL;
  gboolean ok;

  if (config_path != NULL)
    {
      config = ft_config_load (config_path, problems);
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
  game->start = g_memdup2 (pos, sizeof *pos);
  game->pos = g_steal_pointer (&pos);
  game->result = FT_RESULT_NONE;
  game->reason = FT_REASON_NONE;
  game->draw_offer = -1;
  game->names[FT_WHITE] = g_strdup (white_name);
  game->names[FT_BLACK] = g_strdup (black_name);
  game->moves = g_array_new (FALSE, FALSE, sizeof (FtMove));
  game->description = g_steal_pointer (&description);
  game->config = g_steal_pointer (&config);
  return TRUE;
}

static gboolean game_over (const PlayGame *game);

/* Does the fog hide the board and the moves? Until the game ends. */
static gboolean
fog_hides (const PlayGame *game)
{
  return game->pos->fog && !game_over (game);
}

/* The board as the side to move may see it. */
static void
print_board (const PlayGame *game)
{
  guint8 visible[FT_BOARD_CELLS] = { 0 };
  FtColour side = game->pos->side_to_move;

  if (!fog_hides (game))
    {
      ft_cli_print_board (game->pos);
      return;
    }
  ft_fog_visible_squares (game->pos, side, visible);
  printf ("%s's view (fog of war):\n", game->names[side]);
  ft_cli_print_board_view (game->pos, visible);
}

/* The move list of print status; under fog every move is a '?'. */
static void
print_moves (const PlayGame *game)
{
  if (!fog_hides (game) || game->moves->len == 0)
    {
      ft_cli_print_moves ((const FtMove *) game->moves->data, game->moves->len);
      return;
    }
  printf ("moves:\n");
  for (guint i = 0; i < game->moves->len; i += 2)
    printf ("%u. ?%s\n", i / 2 + 1, i + 1 < game->moves->len ? " ?" : "");
}

static void
print_new_game (const PlayGame *game)
{
  printf ("new game: %s (white) vs %s (black), %s%s\n", game->names[FT_WHITE],
          game->names[FT_BLACK], game->description, game->pos->fog ? ", fog of war" : "");
  print_board (game);
}

/* The announcement for the position after a move, or NULL if none. */
static char *
announcement (const PlayGame *game)
{
  FtResultReason reason = FT_REASON_NONE;
  FtResult result = ft_position_result (game->pos, &reason);

  if (game->result != FT_RESULT_NONE && result == FT_RESULT_NONE)
    {
      if (game->reason == FT_REASON_REPETITION)
        return g_strdup ("draw by repetition");
      if (game->reason == FT_REASON_FIFTY_MOVES)
        return g_strdup ("draw by fifty-move rule");
      if (game->reason == FT_REASON_AGREEMENT || game->result == FT_RESULT_DRAW)
        return g_strdup ("draw agreed");
      if (game->reason == FT_REASON_TIME)
        return g_strdup_printf ("%s wins on time",
                                game->names[game->result == FT_RESULT_WHITE_WINS ? FT_WHITE : FT_BLACK]);
      return g_strdup_printf ("%s resigns: %s wins",
                              game->names[game->result == FT_RESULT_WHITE_WINS ? FT_BLACK : FT_WHITE],
                              game->names[game->result == FT_RESULT_WHITE_WINS ? FT_WHITE : FT_BLACK]);
    }
  /* FIDE: threefold repetition and fifty moves are drawn when claimed. */
  if (result == FT_RESULT_NONE && ft_position_can_claim_draw (game->pos, &reason))
    return g_strdup_printf ("%s: %s may claim a draw with draw",
                            reason == FT_REASON_REPETITION
                              ? "threefold repetition"
                              : "fifty moves without a capture or pawn move",
                            game->names[game->pos->side_to_move]);
  return ft_cli_announcement (game->pos, (const char *const *) game->names);
}

static gboolean
game_over (const PlayGame *game)
{
  FtResultReason reason;

  return game->result != FT_RESULT_NONE || ft_position_result (game->pos, &reason) != FT_RESULT_NONE;
}

/* A move in any of its words (the one reader, cli-move-read.c); FALSE
 * when the words are no move (another command). */
static gboolean
play_move (PlayGame *game, char **words)
{
  g_autoptr (GError) error = NULL;
  const char *illegal = strcmp (words[0], "cp") == 0 ? "illegal capture" : "illegal move";
  g_autofree char *after = NULL;
  gboolean capture;
  FtColour mover;
  FtCliMove typed;
  FtMove move;
  char move_text[16];

  switch (ft_cli_read_move (words, game->pos->files, game->pos->ranks, FALSE, &typed, &error))
    {
    case FT_CLI_MOVE_NOT_A_MOVE:
      return FALSE;
    case FT_CLI_MOVE_BAD:
      if (words[1] == NULL && (strcmp (words[0], "mv") == 0 || strcmp (words[0], "cp") == 0))
        printf ("error: %s\n", error->message);
      else
        printf ("%s: %s\n", illegal, error->message);
      return TRUE;
    case FT_CLI_MOVE_READ:
    default:
      break;
    }
  if (game_over (game))
    {
      g_autofree char *over = announcement (game);
      printf ("%s: the game is over (%s); undo or start a new game\n", illegal, over);
      return TRUE;
    }
  if (game->pos->history_length + 1 >= FT_MAX_GAME_PLY)
    {
      printf ("%s: the game is too long (%d plies)\n", illegal, FT_MAX_GAME_PLY);
      return TRUE;
    }
  move = ft_cli_chess_move (game->pos, &typed, &error);
  if (move == FT_MOVE_NONE)
    {
      printf ("%s: %s\n", illegal, error->message);
      return TRUE;
    }

  capture = ft_cli_move_is_capture (move);
  mover = game->pos->side_to_move;
  ft_position_move_to_string (game->pos, move, move_text);
  ft_position_make_move (game->pos, move);
  g_array_append_val (game->moves, move);
  if (fog_hides (game))
    printf ("%s has moved\n", game->names[mover]);
  else
    printf ("%s %s: %s\n", game->names[mover], capture ? "captures" : "moves", move_text);
  /* A move answers the other side's draw offer: no. */
  if (game->draw_offer == (int) FT_OTHER_COLOUR (mover))
    {
      printf ("%s declines the draw\n", game->names[mover]);
      game->draw_offer = -1;
    }
  print_board (game);
  after = announcement (game);
  if (after != NULL)
    printf ("%s\n", after);
  return TRUE;
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
  if (move == FT_MOVE_NONE)
    ft_position_unmake_null_move (game->pos);
  else
    ft_position_unmake_move (game->pos);
  game->result = FT_RESULT_NONE;
  game->reason = FT_REASON_NONE;
  game->draw_offer = -1;
  if (fog_hides (game))
    printf ("undo: %s's move is taken back\n", game->names[game->pos->side_to_move]);
  else
    printf ("undo: %s\n", ft_position_move_to_string (game->pos, move, move_text));
  print_board (game);
}

/* FIDE 9.2, 9.3: the side to move claims a threefold repetition or fifty
 * moves; FALSE when the position allows no claim. */
static gboolean
claim_draw (PlayGame *game)
{
  g_autofree char *over = NULL;

  if (!ft_position_can_claim_draw (game->pos, &game->reason))
    return FALSE;
  game->result = FT_RESULT_DRAW;
  game->draw_offer = -1;
  over = announcement (game);
  printf ("%s claims a draw: %s\n", game->names[game->pos->side_to_move], over);
  return TRUE;
}

/* claim: only a draw the rules allow, never an offer. */
static void
play_claim (PlayGame *game)
{
  if (game_over (game))
    {
      g_autofree char *over = announcement (game);
      printf ("error: the game is over (%s)\n", over);
      return;
    }
  if (!claim_draw (game))
    printf ("error: no draw to claim (a threefold repetition or fifty moves without a capture or"
            " pawn move)\n");
}

static void
play_draw (PlayGame *game)
{
  FtColour side = game->pos->side_to_move;

  if (game_over (game))
    {
      g_autofree char *over = announcement (game);
      printf ("error: the game is over (%s)\n", over);
      return;
    }
  /* A draw the rules allow is claimed, not offered. */
  if (claim_draw (game))
    return;
  if (game->draw_offer == (int) FT_OTHER_COLOUR (side))
    {
      game->result = FT_RESULT_DRAW;
      game->reason = FT_REASON_AGREEMENT;
      game->draw_offer = -1;
      printf ("%s accepts the draw\ndraw agreed\n", game->names[side]);
      return;
    }
  if (game->draw_offer == (int) side)
    {
      printf ("%s has already offered a draw\n", game->names[side]);
      return;
    }
  game->draw_offer = side;
  printf ("%s offers a draw; after %s's move %s accepts with draw or declines by moving\n",
          game->names[side], game->names[side], game->names[FT_OTHER_COLOUR (side)]);
}

static void
play_resign (PlayGame *game)
{
  FtColour side = game->pos->side_to_move;

  if (game_over (game))
    {
      g_autofree char *over = announcement (game);
      printf ("error: the game is over (%s)\n", over);
      return;
    }
  game->result = side == FT_WHITE ? FT_RESULT_BLACK_WINS : FT_RESULT_WHITE_WINS;
  game->reason = FT_REASON_RESIGNATION;
  game->draw_offer = -1;
  printf ("%s resigns: %s wins\n", game->names[side], game->names[FT_OTHER_COLOUR (side)]);
}

/* The moves as SAN, replayed from the start. */
static void
play_history (PlayGame *game)
{
  FtPosition *pos = g_memdup2 (game->start, sizeof *game->start);
  GString *line = g_string_new (NULL);

  if (game->moves->len == 0)
    printf ("history: none\n");
  else if (fog_hides (game))
    {
      printf ("history: %u moves, hidden by the fog of war until the game ends\n", game->moves->len);
      g_string_free (line, TRUE);
      g_free (pos);
      return;
    }
  for (guint i = 0; i < game->moves->len; i++)
    {
      FtMove move = g_array_index (game->moves, FtMove, i);
      char san[FT_SAN_MAX];

      ft_san_write (pos, move, san);
      if (pos->side_to_move == FT_WHITE)
        g_string_printf (line, "%u. %s", pos->fullmove_number, san);
      else if (i == 0)
        g_string_printf (line, "%u... %s", pos->fullmove_number, san);
      else
        g_string_append_printf (line, " %s", san);
      if (move == FT_MOVE_NONE)
        ft_position_make_null_move (pos);
      else
        ft_position_make_move (pos, move);
      if (pos->side_to_move == FT_WHITE || i + 1 == game->moves->len)
        printf ("%s\n", line->str);
    }
  g_string_free (line, TRUE);
  g_free (pos);
}

static FtResult
current_result (const PlayGame *game, FtResultReason *reason)
{
  FtResult result = ft_position_result (game->pos, reason);

  if (result != FT_RESULT_NONE)
    return result;
  *reason = game->reason;
  return game->result;
}

static void
play_save (PlayGame *game, const char *path)
{
  g_autoptr (FtPgnGame) record = ft_pgn_game_new (game->start);
  g_autoptr (GError) error = NULL;
  g_autofree char *text = NULL;

  ft_pgn_game_set_tag (record, "Event", "fourteen-cli play");
  ft_pgn_game_set_tag (record, "White", game->names[FT_WHITE]);
  ft_pgn_game_set_tag (record, "Black", game->names[FT_BLACK]);
  record->time_control[FT_WHITE].kind = record->time_control[FT_BLACK].kind = FT_PGN_TIME_UNTIMED;
  for (guint i = 0; i < game->moves->len; i++)
    ft_pgn_game_add_move (record, g_array_index (game->moves, FtMove, i), -1);
  record->result = current_result (game, &record->reason);
  text = ft_pgn_write (record);
  if (!g_file_set_contents (path, text, -1, &error))
    printf ("error: %s\n", error->message);
  else
    printf ("saved: %s (%u moves)\n", path, game->moves->len);
}

/* The first game of a PGN file replaces the game; on any error the game
 * stays as it was. */
static void
play_load (PlayGame *game, const char *path)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (FtPgnReader) reader = NULL;
  g_autoptr (FtPgnGame) record = NULL;
  g_autofree char *text = NULL;
  g_autofree char *after = NULL;
  g_autoptr (FtConfig) config = NULL;
  gsize length = 0;
  guint line = 1, column = 1;
  FtPosition *pos;
  gboolean choice = FALSE;

  text = ft_game_record_read_file (path, &length, &error);
  if (text != NULL)
    {
      reader = ft_pgn_reader_new (text, length);
      /* The game's config names its custom pieces (their letters in the
       * record's FEN and moves). */
      if (game->config != NULL)
        ft_pgn_reader_set_custom_kinds (reader, ft_config_get_custom_kinds (game->config));
      record = ft_pgn_reader_next (reader, &line, &column, &error);
    }
  if (record == NULL)
    {
      if (error->domain == FT_PGN_ERROR)
        printf ("%s:%u:%u: %s\n", path, line, column, error->message);
      else
        printf ("%s\n", error->message);
      printf ("error: %s not loaded; the game goes on\n", path);
      return;
    }

  /* Fourteen pawns become queens unless the config or the record chose
   * otherwise. */
  choice = game->config != NULL && ft_config_get_promotion (game->config) == FT_PROMOTION_CHOOSE;
  for (guint i = 0; i < record->moves->len; i++)
    {
      FtKind promotion = FT_MOVE_PROMOTION (g_array_index (record->moves, FtMove, i));
      choice |= promotion != FT_NO_KIND && promotion != FT_QUEEN;
    }
  record->start->promotion_choice = choice;
  config = game->config != NULL ? g_object_ref (game->config) : NULL;
  play_game_clear (game);
  game->config = g_steal_pointer (&config);
  game->start = g_memdup2 (record->start, sizeof *record->start);
  pos = game->pos = g_memdup2 (record->start, sizeof *record->start);
  game->moves = g_array_new (FALSE, FALSE, sizeof (FtMove));
  for (guint i = 0; i < record->moves->len; i++)
    {
      FtMove move = g_array_index (record->moves, FtMove, i);

      if (pos->history_length + 1 >= FT_MAX_GAME_PLY)
        break;
      if (move == FT_MOVE_NONE)
        ft_position_make_null_move (pos);
      else
        ft_position_make_move (pos, move);
      g_array_append_val (game->moves, move);
    }
  for (int side = 0; side < 2; side++)
    {
      const char *name = ft_pgn_game_get_tag (record, side == FT_WHITE ? "White" : "Black");

      game->names[side] = g_strdup (name != NULL && strcmp (name, "?") != 0 && name[0] != '\0'
                                      ? name : side == FT_WHITE ? "White" : "Black");
    }
  game->result = record->result;
  game->reason = record->reason;
  game->draw_offer = -1;
  game->description = g_strdup_printf ("%s chess on a %ux%u board (%s)",
                                       pos->rules == FT_RULES_STANDARD ? "standard" : "Fourteen",
                                       (guint) pos->files, (guint) pos->ranks, path);
  printf ("loaded: %s (%u moves), %s (white) vs %s (black)\n", path, game->moves->len,
          game->names[FT_WHITE], game->names[FT_BLACK]);
  print_board (game);
  after = announcement (game);
  if (game_over (game))
    printf ("game over: %s\n", after);
  else
    printf ("%s (%s) to move%s%s\n", game->names[pos->side_to_move],
            ft_colour_name (pos->side_to_move), after != NULL ? ", " : "", after != NULL ? after : "");
}

static void
play_print_status (PlayGame *game)
{
  g_autofree char *state = announcement (game);

  print_board (game);
  print_moves (game);
  if (game_over (game))
    printf ("game over: %s\n", state);
  else
    printf ("%s (%s) to move%s%s\n", game->names[game->pos->side_to_move],
            ft_colour_name (game->pos->side_to_move), state != NULL ? ", " : "",
            state != NULL ? state : "");
}

/* The moves the side to move may make (under fog of war: every move its
 * pieces can make). */
static void
play_legal (PlayGame *game)
{
  FtMoveList *list = g_new (FtMoveList, 1);

  if (game_over (game))
    list->count = 0;
  else
    ft_position_generate_legal (game->pos, list);
  printf ("legal moves (%u):", list->count);
  for (guint i = 0; i < list->count; i++)
    {
      char buf[16];

      printf (" %s", ft_position_move_to_string (game->pos, list->moves[i], buf));
    }
  printf ("\n");
  g_free (list);
}

static void
print_help (void)
{
  printf ("commands:\n"
          "  new game NAME1 NAME2 [--config FILE]  NAME1 plays White (standard chess\n"
          "                                        unless a config is given)\n"
          "  e2e4 | e2 e4 | e7e8n                  a move (promotion letter q r b n)\n"
          "  mv e2e4 | cp d4e5                     the same, said quiet or a capture\n"
          "  undo                                  take back the last move\n"
          "  draw                                  offer a draw (the other side accepts\n"
          "                                        with draw, declines by moving); claims\n"
          "                                        a draw the rules allow\n"
          "  claim                                 claim a threefold repetition or fifty\n"
          "                                        moves (standard chess)\n"
          "  resign                                the side to move gives up\n"
          "  save FILE                             write the game as PGN\n"
          "  load FILE                             play on from a PGN (the first game)\n"
          "  history                               the moves in SAN, numbered pairs\n"
          "  legal                                 the legal moves of the side to move\n"
          "  print status                          the board and the moves\n"
          "  help                                  this list\n"
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

/* Run one command line; FALSE when the session should end. */
static gboolean
play_command (PlayGame *game, const char *line)
{
  g_auto (GStrv) words = ft_cli_split_words (line);

  if (words[0] == NULL)
    return TRUE;
  if (strcmp (words[0], "quit") == 0 || strcmp (words[0], "exit") == 0)
    return FALSE;
  if (strcmp (words[0], "help") == 0)
    print_help ();
  else if (strcmp (words[0], "new") == 0 && words[1] != NULL && strcmp (words[1], "game") == 0)
    play_new_game (game, words + 2);
  else if (strcmp (words[0], "undo") == 0 && words[1] == NULL)
    play_undo (game);
  else if (strcmp (words[0], "draw") == 0 && words[1] == NULL)
    play_draw (game);
  else if (strcmp (words[0], "claim") == 0 && words[1] == NULL)
    play_claim (game);
  else if (strcmp (words[0], "resign") == 0 && words[1] == NULL)
    play_resign (game);
  else if (strcmp (words[0], "history") == 0 && words[1] == NULL)
    play_history (game);
  else if (strcmp (words[0], "legal") == 0 && words[1] == NULL)
    play_legal (game);
  else if ((strcmp (words[0], "save") == 0 || strcmp (words[0], "load") == 0))
    {
      /* The file name is the rest of the line (it may hold blanks). */
      g_autofree char *rest = g_strstrip (g_strdup (strstr (line, words[0]) + strlen (words[0])));

      if (rest[0] == '\0')
        printf ("error: usage: %s FILE\n", words[0]);
      else if (words[0][0] == 's')
        play_save (game, rest);
      else
        play_load (game, rest);
    }
  else if (strcmp (words[0], "print") == 0 && words[1] != NULL &&
           strcmp (words[1], "status") == 0 && words[2] == NULL)
    play_print_status (game);
  else if (!play_move (game, words))
    printf ("error: unknown command '%s' (type help for the commands)\n", g_strstrip (words[0]));
  return TRUE;
}

int
ft_cli_play (int argc, char **argv)
{
  const char *config_path = NULL;
  const char *level = NULL;
  PlayGame game = { 0 };
  char line[PLAY_MAX_LINE];

  for (int i = 1; i < argc; i++)
    {
      if (strcmp (argv[i], "--config") == 0 && i + 1 < argc && config_path == NULL)
        config_path = argv[++i];
      else if (strcmp (argv[i], "--level") == 0 && i + 1 < argc && level == NULL)
        level = argv[++i]; /* a puzzle: cli-puzzle.c */
      else if (strcmp (argv[i], "--help") == 0 || strcmp (argv[i], "-h") == 0)
        {
          printf ("Usage: fourteen-cli play [--config FILE] [--level N]\n\n");
          print_help ();
          return 0;
        }
      else
        {
          fprintf (stderr, "Usage: fourteen-cli play [--config FILE] [--level N]\n");
          return 2;
        }
    }
  if (level != NULL)
    return ft_cli_play_level (config_path, level);

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
