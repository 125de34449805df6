/* cli-checkers-play.c — `fourteen-cli checkers`: a text game of Checkers
 * with bombs and shields (docs/checkers.md) on stdin/stdout, played through
 * the game layer like chess (an FtSession of checkers rules): two people,
 * or against the computer (--computer LEVEL [--computer-side fire|water]),
 * --rules english for plain English draughts, --clock SECONDS+INCREMENT
 * for clocks (a side whose time runs out loses), --turn-end space for the
 * source's rule that a turn ends only when the player says so.
 *
 * Commands (one per line):
 *   c3d4 | c3e5g7     move the piece on the first square through the others
 *                     (a step, or one or more jumps); in a capture sequence
 *                     left open, go on from the piece's square: e5g7
 *   11-15 | 10x19x26  the same in standard notation (10x26 for short)
 *   end               end the turn (after a capture that may stop, or with
 *                     --turn-end space)
 *   undo              back to the start of the turn, or the previous turn
 *                     (against the computer: back to your own)
 *   resign            the side to move gives up
 *   save FILE | load FILE   the game as PDN
 *   history           the moves in standard notation
 *   print status      the board, then whose turn it is or the result
 *   help, quit
 * An illegal move changes nothing and says why ("illegal: c3e5: nothing to
 * jump over"). The board shows Fire uppercase, Water lowercase: N normal,
 * S shield, B bomb, a '*' after a crowned piece; '.' an empty dark square.
 */
#include "config.h"

#include <stdio.h>
#include <string.h>

#include "cli-common.h"
#include "cli-lines.h"
#include "cli-move-read.h"
#include "cli-play-common.h"
#include "cli.h"
#include "ft-checkers-ruleset.h"
#include "ft-game-record.h"
#include "ft-session.h"

typedef struct
{
  FtGameSetup *setup;
  FtSession *session;
  FtCliLines *lines;
  gboolean computer;        /* the computer plays computer_colour */
  FtColour computer_colour;
  FtCheckersTurn partial;   /* the person's turn so far (length 0: none) */
  gboolean held;            /* input waits for the computer's move */
  gboolean no_files;        /* a script (the fuzzer's): save and load refused */
} CheckersPlay;

static FtGame *
get_game (CheckersPlay *play)
{
  return ft_session_get_game (play->session);
}

static FtRuleset *
get_rules (CheckersPlay *play)
{
  return ft_game_get_rules (get_game (play));
}

static const char *
side_name (FtColour side)
{
  return side == FT_WHITE ? "Fire" : "Water";
}

/* The position as the player sees it: the game's, with the open turn. */
static FtCheckersState
shown_state (CheckersPlay *play)
{
  FtCheckersState state = *ft_checkers_ruleset_get_state (FT_CHECKERS_RULESET (get_rules (play)));

  if (play->partial.length > 0)
    ft_checkers_state_play_turn (&state, &play->partial);
  return state;
}

static void
print_result (CheckersPlay *play)
{
  FtResultReason reason;
  FtResult result = ft_game_get_result (get_game (play), &reason);
  FtColour winner = result == FT_RESULT_WHITE_WINS ? FT_WHITE : FT_BLACK;

  if (result == FT_RESULT_DRAW)
    printf ("result: tie\n");
  else if (reason == FT_REASON_TIME)
    printf ("result: %s wins on time\n", side_name (winner));
  else if (reason == FT_REASON_RESIGNATION)
    printf ("result: %s wins (%s resigned)\n", side_name (winner), side_name (FT_OTHER_COLOUR (winner)));
  else
    printf ("result: %s wins\n", side_name (winner));
}

static void
print_clocks (CheckersPlay *play)
{
  FtClock *clock = ft_game_get_clock (get_game (play));
  g_autofree char *fire = NULL;
  g_autofree char *water = NULL;

  if (!ft_clock_is_timed (clock))
    return;
  fire = ft_clock_format_ms (ft_clock_get_remaining_ms (clock, FT_WHITE));
  water = ft_clock_format_ms (ft_clock_get_remaining_ms (clock, FT_BLACK));
  printf ("clocks: Fire %s, Water %s\n", fire, water);
}

static FtPathStatus
partial_status (CheckersPlay *play)
{
  FtCell cells[FT_GAME_MOVE_MAX_CELLS];
  FtGameMove move = ft_game_move_checkers (&play->partial);
  guint n = ft_game_move_get_cells (&move, cells);

  return ft_ruleset_match_path (get_rules (play), cells, n, 0, NULL);
}

/* Whose turn it is (and what the open turn allows), or the result; the
 * clocks when timed. */
static void
print_turn (CheckersPlay *play)
{
  FtColour side = ft_game_get_turn (get_game (play));
  char square[3];

  if (ft_game_is_over (get_game (play)))
    print_result (play);
  else if (play->partial.length == 0)
    printf ("%s to move\n", side_name (side));
  else
    {
      FtPathStatus status = partial_status (play);

      ft_checkers_square_to_string (play->partial.path[play->partial.length - 1], square);
      if (status == FT_PATH_MAY_CONTINUE)
        printf ("%s to move: jump on from %s or end\n", side_name (side), square);
      else if (status == FT_PATH_PARTIAL)
        printf ("%s to move: jump on from %s\n", side_name (side), square);
      else
        printf ("%s to move: end the turn\n", side_name (side));
    }
  print_clocks (play);
}

/* ---- The session ------------------------------------------------------------- */

static void
release_input (CheckersPlay *play)
{
  if (play->held)
    {
      play->held = FALSE;
      ft_cli_lines_resume (play->lines);
    }
}

static void
turn_started_cb (FtSession *session G_GNUC_UNUSED, FtColour side, gpointer user_data)
{
  CheckersPlay *play = user_data;

  /* The commands after a move see the computer's answer. */
  if (play->computer && side == play->computer_colour && !play->held)
    {
      play->held = TRUE;
      ft_cli_lines_hold (play->lines);
    }
}

static void
move_played_cb (FtSession *session G_GNUC_UNUSED, const FtGameMove *move, gpointer user_data)
{
  CheckersPlay *play = user_data;
  FtColour mover = FT_OTHER_COLOUR (ft_game_get_turn (get_game (play)));
  char text[FT_NOTATION_MAX];
  gboolean exploded;

  if (!play->computer || mover != play->computer_colour)
    return;
  /* A bomb's capture leaves its landing square empty. */
  exploded = ft_checkers_turn_is_capture (&move->checkers)
             && !ft_ruleset_get_piece (get_rules (play),
                                       ft_cell_from_checkers (move->checkers.path[move->checkers.length - 1]),
                                       NULL);
  printf ("computer: %s (%s)%s\n", ft_game_move_to_string (move, text),
          ft_game_get_notation (get_game (play), ft_game_get_n_moves (get_game (play)) - 1),
          exploded ? " exploded" : "");
  print_turn (play);
  fflush (stdout);
  release_input (play);
}

static void
game_over_cb (FtSession *session G_GNUC_UNUSED, FtResult result G_GNUC_UNUSED, FtResultReason reason,
              gpointer user_data)
{
  CheckersPlay *play = user_data;

  /* A clock that ran out ends the game between two commands: say so now.
   * Other ends are told after the move that makes them. */
  if (reason == FT_REASON_TIME)
    {
      play->partial.length = 0;
      print_result (play);
      fflush (stdout);
    }
  release_input (play);
}

/* A session for `game` with the players the options name, started. */
static void
start_session (CheckersPlay *play, FtGame *game)
{
  if (play->session != NULL)
    {
      g_signal_handlers_disconnect_by_data (play->session, play);
      ft_session_stop (play->session);
      g_clear_object (&play->session);
    }
  release_input (play);
  play->partial.length = 0;
  play->session = ft_session_new_for_game (play->setup, game, 14);
  g_signal_connect (play->session, "turn-started", G_CALLBACK (turn_started_cb), play);
  g_signal_connect (play->session, "move-played", G_CALLBACK (move_played_cb), play);
  g_signal_connect (play->session, "game-over", G_CALLBACK (game_over_cb), play);
  ft_session_start (play->session);
}

/* ---- Moves ------------------------------------------------------------------- */

typedef enum
{
  PARSED,
  NOT_A_MOVE,   /* no move in any notation: an unknown command */
  ILLEGAL,      /* a move that cannot be played: said why */
} ParseResult;

/* The cells of a move (the words of the line, read by the one reader of
 * fourteen-cli, cli-move-read.c): standard notation (a whole turn:
 * "11-15", "10x26") or squares ("c3d4", "a5c7": a part of a turn), with or
 * without `mv`. *text is the move as typed, for messages. */
static ParseResult
parse_cells (CheckersPlay *play, char **words, FtCell *cells, guint *n, char text[FT_NOTATION_MAX])
{
  g_autoptr (GError) error = NULL;
  FtCliMove typed;
  FtGameMove move;

  switch (ft_cli_read_move (words, FT_CHECKERS_SIZE, FT_CHECKERS_SIZE, TRUE, &typed, &error))
    {
    case FT_CLI_MOVE_NOT_A_MOVE:
      return NOT_A_MOVE;
    case FT_CLI_MOVE_BAD:
      printf ("illegal: %s\n", error->message);
      return ILLEGAL;
    case FT_CLI_MOVE_READ:
    default:
      break;
    }
  g_strlcpy (text, typed.text, FT_NOTATION_MAX);
  if (ft_game_is_over (get_game (play)))
    {
      printf ("illegal: %s: the game is over\n", typed.text);
      return ILLEGAL;
    }
  if (!typed.numbered)
    {
      memcpy (cells, typed.cells, typed.n_cells * sizeof *cells);
      *n = typed.n_cells;
      return PARSED;
    }
  if (play->partial.length > 0)
    {
      printf ("illegal: %s: the turn in progress goes on from its square (or end)\n", typed.text);
      return ILLEGAL;
    }
  if (!ft_cli_checkers_move (get_rules (play), &typed, &move, &error))
    {
      printf ("illegal: %s\n", error->message);
      return ILLEGAL;
    }
  *n = ft_game_move_get_cells (&move, cells);
  return PARSED;
}

/* " captured", " exploded", " crowned": what the steps from `before` to
 * `after` did; the piece went from `from` to `to`. */
static void
describe_steps (const FtCheckersState *before, const FtCheckersState *after, const FtCheckersTurn *steps,
                GString *out)
{
  int from = steps->path[0], to = steps->path[steps->length - 1];
  gboolean jumped = ft_checkers_turn_is_capture (steps);
  gboolean exploded = jumped && after->squares[to] == FT_CHECKERS_EMPTY;

  if (exploded)
    g_string_append (out, " exploded");
  else if (jumped)
    g_string_append (out, " captured");
  if (!exploded && !FT_CHECKERS_PIECE_CROWNED (before->squares[from]) && FT_CHECKERS_PIECE_CROWNED (after->squares[to]))
    g_string_append (out, " crowned");
}

/* The person's turn is made: the session plays it. */
static void
submit_turn (CheckersPlay *play)
{
  FtGameMove move = ft_game_move_checkers (&play->partial);

  play->partial.length = 0;
  if (!ft_session_request (play->session, &move))
    printf ("error: the turn was refused\n");
}

static void
command_move (CheckersPlay *play, const char *line)
{
  g_auto (GStrv) words = ft_cli_split_words (line);
  char text[FT_NOTATION_MAX];
  FtCell cells[2 * FT_GAME_MOVE_MAX_CELLS];
  FtCheckersTurn path = play->partial, steps = { 0 };
  FtCheckersState before = shown_state (play), after;
  g_autoptr (GString) said = g_string_new ("ok");
  FtPathStatus status;
  guint n = 0, start;

  switch (parse_cells (play, words, cells, &n, text))
    {
    case NOT_A_MOVE:
      printf ("error: unknown command '%s' (help lists them)\n", line);
      return;
    case ILLEGAL:
      return;
    case PARSED:
    default:
      break;
    }
  /* Going on from the open turn: from the piece's square. */
  start = path.length > 0 ? 1 : 0;
  if (path.length > 0 && ft_cell_to_checkers (cells[0]) != path.path[path.length - 1])
    {
      printf ("illegal: %s: only the piece that moved this turn may go on\n", text);
      return;
    }
  for (guint i = start; i < n && path.length < FT_CHECKERS_MAX_PATH; i++)
    path.path[path.length++] = (gint8) ft_cell_to_checkers (cells[i]);
  {
    FtGameMove move = ft_game_move_checkers (&path);
    FtCell all[FT_GAME_MOVE_MAX_CELLS];
    guint count = ft_game_move_get_cells (&move, all);

    status = ft_ruleset_match_path (get_rules (play), all, count, 0, NULL);
    if (status == FT_PATH_ILLEGAL)
      {
        g_autofree char *why = ft_ruleset_explain_illegal (get_rules (play), all, count);

        printf ("illegal: %s: %s\n", text, why != NULL ? why : "not a legal move");
        return;
      }
  }
  /* What the new steps did. */
  steps.length = (guint8) (path.length - (play->partial.length > 0 ? play->partial.length - 1 : 0));
  memcpy (steps.path, path.path + (path.length - steps.length), steps.length);
  play->partial = path;
  after = shown_state (play);
  describe_steps (&before, &after, &steps, said);
  if (status == FT_PATH_COMPLETE && !ft_ruleset_waits_for_end_of_turn (get_rules (play)))
    submit_turn (play);
  else if (status == FT_PATH_MAY_CONTINUE)
    g_string_append (said, " (jump on or end)");
  else if (status == FT_PATH_PARTIAL)
    g_string_append (said, " (jump on)");
  else
    g_string_append (said, " (end the turn)");
  printf ("%s\n", said->str);
  print_turn (play);
}

static void
command_end (CheckersPlay *play)
{
  FtPathStatus status = play->partial.length > 0 ? partial_status (play) : FT_PATH_ILLEGAL;

  if (status != FT_PATH_COMPLETE && status != FT_PATH_MAY_CONTINUE)
    {
      printf ("error: no capture sequence to end\n");
      return;
    }
  submit_turn (play);
  print_turn (play);
}

static void
command_undo (CheckersPlay *play)
{
  if (play->partial.length > 0)
    play->partial.length = 0;
  else if (!ft_session_take_back (play->session))
    {
      printf ("error: nothing to undo\n");
      return;
    }
  print_turn (play);
}

/* ---- Records ----------------------------------------------------------------- */

static const char *
player_name (CheckersPlay *play, FtColour side)
{
  static char computer[32];

  if (play->computer && side == play->computer_colour)
    {
      g_snprintf (computer, sizeof computer, "Fourteen (%s)", ft_name_of (FT_TYPE_LEVEL, play->setup->level));
      return computer;
    }
  return side_name (side);
}

static void
command_save (CheckersPlay *play, const char *path)
{
  g_autoptr (GError) error = NULL;
  g_autofree char *white = g_strdup (player_name (play, FT_WHITE));
  g_autofree char *text = ft_game_record_write (get_game (play), play->setup, white,
                                                player_name (play, FT_BLACK));

  if (!g_file_set_contents (path, text, -1, &error))
    printf ("error: %s\n", error->message);
  else
    printf ("saved: %s (%u moves)\n", path, ft_game_get_n_moves (get_game (play)));
}

static void
command_load (CheckersPlay *play, const char *path)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (FtGameSetup) setup = NULL;
  g_autoptr (FtGame) game = ft_game_record_load_file (path, play->setup, &setup, &error);

  if (game != NULL && ft_game_get_kind (game) != FT_GAME_KIND_CHECKERS)
    {
      g_clear_object (&game);
      g_set_error (&error, FT_GAME_RECORD_ERROR, FT_GAME_RECORD_ERROR_NOT_PGN, "%s: a chess game, not checkers",
                   path);
    }
  if (game == NULL)
    {
      printf ("%s\nerror: %s not loaded; the game goes on\n", error->message, path);
      return;
    }
  /* The record's game and clocks, the players of the command line. */
  setup->opponent = play->setup->opponent;
  setup->level = play->setup->level;
  setup->human_colour = play->setup->human_colour;
  ft_game_setup_free (play->setup);
  play->setup = g_steal_pointer (&setup);
  printf ("loaded: %s (%u moves)\n", path, ft_game_get_n_moves (game));
  ft_cli_print_checkers_board (ft_checkers_ruleset_get_state (FT_CHECKERS_RULESET (ft_game_get_rules (game))));
  start_session (play, game);
  print_turn (play);
}

static void
command_history (CheckersPlay *play)
{
  FtGame *game = get_game (play);
  guint n = ft_game_get_n_moves (game);

  if (n == 0)
    printf ("history: none\n");
  for (guint i = 0; i < n; i += 2)
    {
      if (i + 1 < n)
        printf ("%u. %s %s\n", i / 2 + 1, ft_game_get_notation (game, i), ft_game_get_notation (game, i + 1));
      else
        printf ("%u. %s\n", i / 2 + 1, ft_game_get_notation (game, i));
    }
}

/* ---- Commands ---------------------------------------------------------------- */

static void
print_help (void)
{
  printf ("c3d4 | c3e5g7 | 11-15 | 10x19x26 (move), end, undo, resign, save FILE, load FILE,\n"
          "history, print status, help, quit\n");
}

/* One command line; FALSE to quit. */
static gboolean
run_command (const char *line, gpointer user_data)
{
  CheckersPlay *play = user_data;
  g_autofree char *command = g_strstrip (g_strdup (line));

  if (*command == '\0')
    return TRUE;
  if (strcmp (command, "quit") == 0)
    return FALSE;
  if (strcmp (command, "help") == 0)
    print_help ();
  else if (strcmp (command, "print status") == 0)
    {
      FtCheckersState state = shown_state (play);

      ft_cli_print_checkers_board (&state);
      print_turn (play);
    }
  else if (strcmp (command, "end") == 0)
    command_end (play);
  else if (strcmp (command, "undo") == 0)
    command_undo (play);
  else if (strcmp (command, "history") == 0)
    command_history (play);
  else if (strcmp (command, "resign") == 0)
    {
      play->partial.length = 0;
      if (ft_game_is_over (get_game (play)))
        printf ("error: the game is over\n");
      else
        ft_session_resign (play->session, ft_game_get_turn (get_game (play)));
      print_turn (play);
    }
  else if ((g_str_has_prefix (command, "save ") || g_str_has_prefix (command, "load "))
           && play->no_files)
    printf ("error: no files in a script\n");
  else if (g_str_has_prefix (command, "save ") || g_str_has_prefix (command, "load "))
    {
      const char *path = g_strstrip (command + 5);

      if (command[0] == 's')
        command_save (play, path);
      else
        command_load (play, path);
    }
  else
    command_move (play, command);
  return TRUE;
}

static int
checkers_usage (void)
{
  fprintf (stderr, "Usage: fourteen-cli checkers [--rules bombs|english] [--computer LEVEL "
                   "[--computer-side fire|water]] [--clock SECONDS+INCREMENT] [--turn-end auto|space] "
                   "(commands on stdin; help lists them)\n");
  return 2;
}

/* One option and its value into play; 0 if fine, 1 for an unknown
 * option, 2 for a bad value (said on stderr). */
static int
parse_option (CheckersPlay *play, const char *option, const char *value)
{
  FtGameSetup *setup = play->setup;
  int level;

  if (strcmp (option, "--rules") == 0)
    {
      if (ft_checkers_rules_from_string (value, &setup->checkers_rules))
        return 0;
      fprintf (stderr, "fourteen-cli checkers: unknown rules '%s' (bombs, english)\n", value);
    }
  else if (strcmp (option, "--computer") == 0)
    {
      if (ft_cli_parse_name ("fourteen-cli checkers", FT_TYPE_LEVEL, "level", value, &level))
        {
          play->computer = TRUE;
          setup->level = (FtLevel) level;
          return 0;
        }
    }
  else if (strcmp (option, "--computer-side") == 0)
    {
      if (strcmp (value, "fire") == 0 || strcmp (value, "water") == 0)
        {
          play->computer_colour = value[0] == 'f' ? FT_WHITE : FT_BLACK;
          return 0;
        }
      fprintf (stderr, "fourteen-cli checkers: unknown side '%s' (fire, water)\n", value);
    }
  else if (strcmp (option, "--clock") == 0)
    {
      if (ft_cli_parse_clock (value, &setup->player_ms, &setup->player_increment_ms))
        {
          setup->time_control = FT_TIME_CONTROL_FISCHER;
          setup->cpu_ms = setup->player_ms;
          setup->cpu_increment_ms = setup->player_increment_ms;
          return 0;
        }
      fprintf (stderr, "fourteen-cli checkers: --clock takes SECONDS+INCREMENT, e.g. 180+2\n");
    }
  else if (strcmp (option, "--turn-end") == 0)
    {
      if (ft_checkers_turn_end_from_string (value, &setup->checkers_turn_end))
        return 0;
      fprintf (stderr, "fourteen-cli checkers: unknown turn end '%s' (auto, space)\n", value);
    }
  else
    return 1;
  return 2;
}

/* The command line into play->setup: 0, or the exit status. */
static int
parse_options (CheckersPlay *play, int argc, char **argv)
{
  gboolean side_given = FALSE;

  for (int i = 1; i < argc; i += 2) /* an option and its value */
    {
      int status = i + 1 < argc ? parse_option (play, argv[i], argv[i + 1]) : 1;

      if (status == 1)
        return checkers_usage ();
      if (status != 0)
        return status;
      side_given |= strcmp (argv[i], "--computer-side") == 0;
    }
  if (side_given && !play->computer)
    return checkers_usage ();
  play->setup->opponent = play->computer ? FT_OPPONENT_COMPUTER : FT_OPPONENT_HUMAN;
  play->setup->human_colour = play->computer ? FT_OTHER_COLOUR (play->computer_colour) : FT_WHITE;
  return 0;
}

/* The game of play->setup, its commands read from play->lines until quit
 * or the end of the input; everything freed. */
static void
play_lines (CheckersPlay *play)
{
  g_autoptr (FtGame) game = ft_game_setup_create_game (play->setup);

  start_session (play, game);
  ft_cli_lines_run (play->lines);
  g_signal_handlers_disconnect_by_data (play->session, play);
  ft_session_stop (play->session);
  g_clear_object (&play->session);
  ft_cli_lines_free (play->lines);
  ft_game_setup_free (play->setup);
}

int
ft_cli_checkers (int argc, char **argv)
{
  CheckersPlay play = { 0 };
  int status;

  play.setup = ft_game_setup_new_default ();
  play.setup->game = FT_GAME_KIND_CHECKERS;
  play.setup->time_control = FT_TIME_CONTROL_UNTIMED;
  play.computer_colour = FT_BLACK;
  status = parse_options (&play, argc, argv);
  if (status != 0)
    {
      ft_game_setup_free (play.setup);
      return status;
    }
  if (play.setup->checkers_rules == FT_CHECKERS_RULES_ENGLISH)
    printf ("English draughts. Fire moves first.\n");
  else
    printf ("Checkers with bombs and shields. Fire moves first.\n");
  if (play.computer)
    printf ("The computer (%s) plays %s.\n", ft_name_of (FT_TYPE_LEVEL, play.setup->level),
            side_name (play.computer_colour));
  fflush (stdout);
  play.lines = ft_cli_lines_new (run_command, &play);
  play_lines (&play);
  return 0;
}

int
ft_cli_checkers_script (const char *script, gsize length, gboolean english, gboolean computer)
{
  CheckersPlay play = { 0 };
  g_autoptr (GInputStream) in = g_memory_input_stream_new_from_data (script, (gssize) length, NULL);

  play.setup = ft_game_setup_new_default ();
  play.setup->game = FT_GAME_KIND_CHECKERS;
  play.setup->time_control = FT_TIME_CONTROL_UNTIMED;
  play.setup->checkers_rules = english ? FT_CHECKERS_RULES_ENGLISH : FT_CHECKERS_RULES_BOMBS;
  play.setup->level = FT_LEVEL_EASY;
  play.computer = computer;
  play.computer_colour = FT_BLACK;
  play.setup->opponent = computer ? FT_OPPONENT_COMPUTER : FT_OPPONENT_HUMAN;
  play.setup->human_colour = FT_WHITE;
  play.no_files = TRUE;
  play.lines = ft_cli_lines_new_for_stream (in, run_command, &play);
  play_lines (&play);
  return 0;
}
