/* cli-checkers.c — `fourteen-cli checkers`: a text game of Checkers with
 * bombs and shields (docs/checkers.md) on stdin/stdout, two players or
 * against the computer (--computer LEVEL [--computer-side fire|water]),
 * with --rules english for plain English draughts; and
 * `fourteen-cli checkers-match`, computer against computer.
 *
 * Commands (one per line):
 *   c3d4 | c3e5g7     move the piece on the first square through the others
 *                     (a step, or one or more jumps); in a capture sequence
 *                     left open, go on from the piece's square: e5g7
 *   end               end the turn after a capture
 *   undo              back to the start of the turn (or the previous one)
 *   print status      the board, then whose turn it is or the result
 *   help, quit
 * A move is checked on a copy first, so an illegal one changes nothing.
 * The board shows Fire uppercase, Water lowercase: N normal, S shield,
 * B bomb, a '*' after a crowned piece; '.' an empty dark square.
 */
#include "config.h"

#include <stdio.h>
#include <string.h>

#include "cli.h"
#include "ft-checkers-ai.h"

static const char *
side_name (FtCheckersSide side)
{
  return side == FT_CHECKERS_FIRE ? "Fire" : "Water";
}

static void
print_board (const FtCheckersBoard *board)
{
  for (int rank = FT_CHECKERS_SIZE - 1; rank >= 0; rank--)
    {
      printf ("%d ", rank + 1);
      for (int file = 0; file < FT_CHECKERS_SIZE; file++)
        {
          int sq = FT_CHECKERS_SQUARE (file, rank);
          FtCheckersPiece p = ft_checkers_piece_at (board, sq);
          char letter = "NSB?"[FT_CHECKERS_PIECE_KIND (p)];

          if (!FT_CHECKERS_IS_DARK (sq))
            printf ("  ");
          else if (p == FT_CHECKERS_EMPTY)
            printf (". ");
          else
            printf ("%c%c", FT_CHECKERS_PIECE_SIDE (p) == FT_CHECKERS_FIRE ? letter : g_ascii_tolower (letter),
                    FT_CHECKERS_PIECE_CROWNED (p) ? '*' : ' ');
        }
      printf ("\n");
    }
  printf ("  a b c d e f g h\n");
}

static void
print_turn (const FtCheckersBoard *board)
{
  FtCheckersSide winner = ft_checkers_winner (board);
  char text[3];

  if (winner == FT_CHECKERS_TIE)
    printf ("result: tie\n");
  else if (winner != FT_CHECKERS_NONE)
    printf ("result: %s wins\n", side_name (winner));
  else if (ft_checkers_can_end_turn (board))
    printf ("%s to move: jump on from %s or end\n", side_name (ft_checkers_to_move (board)),
            ft_checkers_square_to_string (ft_checkers_selected (board), text));
  else
    printf ("%s to move\n", side_name (ft_checkers_to_move (board)));
}

/* Parse "c3e5g7" into squares; FALSE if malformed. */
static gboolean
parse_path (const char *text, int *path, guint *length)
{
  gsize n = strlen (text);

  if (n < 4 || n % 2 != 0 || n / 2 > FT_CHECKERS_MAX_PATH)
    return FALSE;
  *length = n / 2;
  for (guint i = 0; i < *length; i++)
    {
      char name[3] = { text[2 * i], text[2 * i + 1], '\0' };

      path[i] = ft_checkers_square_from_string (name);
      if (path[i] == FT_CHECKERS_NO_SQUARE)
        return FALSE;
    }
  return TRUE;
}

/* Play the path on `board`; FALSE (board unusable) at the first illegal
 * step. The last result goes to *last. */
static gboolean
play_path (FtCheckersBoard *board, const int *path, guint length, FtCheckersMoveResult *last)
{
  if (!ft_checkers_select (board, path[0]))
    return FALSE;
  for (guint i = 1; i < length; i++)
    {
      if (i > 1 && last->turn_ended)
        return FALSE;
      *last = ft_checkers_move (board, path[i]);
      if (last->kind == FT_CHECKERS_MOVE_ILLEGAL)
        return FALSE;
    }
  return TRUE;
}

/* The computer's options in text play: a time limit, so that hard answers
 * within a second or so whatever the position. */
static FtCheckersAiOptions
play_options (void)
{
  FtCheckersAiOptions options = { 0 };

  options.time_limit_us = 1000 * 1000;
  options.seed = 14;
  return options;
}

/* Let the computer play its turns while it is its turn. */
static void
computer_turns (FtCheckersBoard *board, gboolean enabled, FtCheckersSide side, FtCheckersLevel level)
{
  while (enabled && ft_checkers_winner (board) == FT_CHECKERS_NONE && ft_checkers_to_move (board) == side
         && !ft_checkers_can_end_turn (board))
    {
      FtCheckersAiOptions options = play_options ();
      FtCheckersTurn turn;
      FtCheckersMoveResult r = { 0 };
      char text[2 * FT_CHECKERS_MAX_PATH + 1];

      if (!ft_checkers_ai_choose (ft_checkers_state (board), level, &options, &turn, NULL))
        break;
      ft_checkers_select (board, turn.path[0]);
      for (guint i = 1; i < turn.length; i++)
        r = ft_checkers_move (board, turn.path[i]);
      if (!r.turn_ended)
        ft_checkers_end_turn (board);
      printf ("computer: %s%s\n", ft_checkers_turn_to_string (&turn, text),
              r.kind == FT_CHECKERS_MOVE_EXPLODED ? " exploded" : "");
      print_turn (board);
    }
}

static void
do_move (FtCheckersBoard **board, const char *text)
{
  int path[FT_CHECKERS_MAX_PATH];
  guint length;
  FtCheckersBoard *trial;
  FtCheckersMoveResult last = { 0 };

  if (!parse_path (text, path, &length))
    {
      printf ("error: unknown command '%s' (help lists them)\n", text);
      return;
    }
  trial = ft_checkers_board_copy (*board);
  if (!play_path (trial, path, length, &last))
    {
      ft_checkers_board_free (trial);
      printf ("illegal: %s\n", text);
      return;
    }
  ft_checkers_board_free (*board);
  *board = trial;
  printf ("ok%s%s%s\n",
          last.kind == FT_CHECKERS_MOVE_EXPLODED ? " exploded" : last.kind == FT_CHECKERS_MOVE_CAPTURED ? " captured" : "",
          last.crowned ? " crowned" : "", last.turn_ended ? "" : " (jump on or end)");
  print_turn (*board);
}

static int
checkers_usage (void)
{
  fprintf (stderr, "Usage: fourteen-cli checkers [--rules bombs|english] [--computer easy|normal|hard "
                   "[--computer-side fire|water]] (commands on stdin; help lists them)\n");
  return 2;
}

static gboolean
parse_side (const char *name, FtCheckersSide *side)
{
  if (g_strcmp0 (name, "fire") == 0)
    *side = FT_CHECKERS_FIRE;
  else if (g_strcmp0 (name, "water") == 0)
    *side = FT_CHECKERS_WATER;
  else
    return FALSE;
  return TRUE;
}

int
ft_cli_checkers (int argc, char **argv)
{
  FtCheckersBoard *board;
  FtCheckersRules rules = FT_CHECKERS_RULES_BOMBS;
  FtCheckersLevel level = FT_CHECKERS_LEVEL_NORMAL;
  FtCheckersSide computer_side = FT_CHECKERS_WATER;
  gboolean computer = FALSE, side_given = FALSE;
  char line[1024];

  for (int i = 1; i < argc; i += 2) /* an option and its value */
    {
      const char *value = i + 1 < argc ? argv[i + 1] : NULL;

      if (strcmp (argv[i], "--rules") == 0 && value != NULL)
        {
          if (!ft_checkers_rules_from_string (value, &rules))
            {
              fprintf (stderr, "fourteen-cli checkers: unknown rules '%s' (bombs, english)\n", value);
              return 2;
            }
        }
      else if (strcmp (argv[i], "--computer") == 0 && value != NULL)
        {
          if (!ft_checkers_level_from_string (value, &level))
            {
              fprintf (stderr, "fourteen-cli checkers: unknown level '%s' (easy, normal, hard)\n", value);
              return 2;
            }
          computer = TRUE;
        }
      else if (strcmp (argv[i], "--computer-side") == 0 && value != NULL)
        {
          if (!parse_side (value, &computer_side))
            {
              fprintf (stderr, "fourteen-cli checkers: unknown side '%s' (fire, water)\n", value);
              return 2;
            }
          side_given = TRUE;
        }
      else
        return checkers_usage ();
    }
  if (side_given && !computer)
    return checkers_usage ();
  board = ft_checkers_board_new_with_rules (rules);
  if (rules == FT_CHECKERS_RULES_ENGLISH)
    printf ("English draughts. Fire moves first.\n");
  else
    printf ("Checkers with bombs and shields. Fire moves first.\n");
  if (computer)
    printf ("The computer (%s) plays %s.\n", ft_checkers_level_to_string (level), side_name (computer_side));
  fflush (stdout);
  computer_turns (board, computer, computer_side, level);
  while (fgets (line, sizeof line, stdin) != NULL)
    {
      char *command = g_strstrip (line);

      if (*command == '\0')
        continue;
      if (strcmp (command, "quit") == 0)
        break;
      else if (strcmp (command, "help") == 0)
        printf ("c3d4 | c3e5g7 (move), end, undo, print status, help, quit\n");
      else if (strcmp (command, "print status") == 0)
        {
          print_board (board);
          print_turn (board);
        }
      else if (strcmp (command, "end") == 0)
        {
          if (ft_checkers_end_turn (board))
            print_turn (board);
          else
            printf ("error: no capture sequence to end\n");
        }
      else if (strcmp (command, "undo") == 0)
        {
          /* Against the computer, back to the player's own turn. */
          gboolean undone = ft_checkers_undo (board);

          while (undone && computer && ft_checkers_to_move (board) == computer_side && ft_checkers_undo (board))
            ;
          if (undone)
            print_turn (board);
          else
            printf ("error: nothing to undo\n");
        }
      else
        do_move (&board, command);
      computer_turns (board, computer, computer_side, level);
      fflush (stdout);
    }
  ft_checkers_board_free (board);
  return 0;
}

/* ---- checkers-match -------------------------------------------------------- */

static int
match_usage (void)
{
  fprintf (stderr, "Usage: fourteen-cli checkers-match [--games N] [--first LEVEL] [--second LEVEL] "
                   "[--depth N] [--rules bombs|english] [--seed N] [--random-turns N]\n");
  return 2;
}

/* Play one game, `fire` against `water`; the winner (or TIE), and the
 * number of turns in *turns. A game longer than 400 turns is a tie (the
 * quiet-turn rule ends almost all of them long before). The first
 * random_turns turns are drawn at random from opening_seed: the searching
 * levels are deterministic, and a gauntlet needs different games. */
static FtCheckersSide
match_game (FtCheckersRules rules, const FtCheckersLevel levels[3], guint depth, guint32 seed,
            guint random_turns, guint32 opening_seed, guint *turns)
{
  g_autoptr (FtCheckersBoard) board = ft_checkers_board_new_with_rules (rules);
  g_autoptr (GRand) opening = g_rand_new_with_seed (opening_seed);
  FtCheckersState state = *ft_checkers_state (board);
  FtCheckersSide winner;

  for (*turns = 0; (winner = ft_checkers_state_winner (&state)) == FT_CHECKERS_NONE && *turns < 400; (*turns)++)
    {
      FtCheckersAiOptions options = { 0 };
      FtCheckersTurn turn;

      if (*turns < random_turns)
        {
          FtCheckersTurnList list;

          ft_checkers_state_generate_turns (&state, &list);
          if (list.count == 0)
            break;
          ft_checkers_state_play_turn (&state, &list.turns[g_rand_int_range (opening, 0, (gint32) list.count)]);
          continue;
        }
      /* Depth, not time: the result depends on the seed only. */
      options.max_depth = depth;
      options.seed = seed + *turns;
      if (!ft_checkers_ai_choose (&state, levels[state.to_move], &options, &turn, NULL))
        break;
      ft_checkers_state_play_turn (&state, &turn);
    }
  return winner == FT_CHECKERS_NONE ? FT_CHECKERS_TIE : winner;
}

int
ft_cli_checkers_match (int argc, char **argv)
{
  FtCheckersRules rules = FT_CHECKERS_RULES_BOMBS;
  FtCheckersLevel first = FT_CHECKERS_LEVEL_HARD, second = FT_CHECKERS_LEVEL_EASY;
  guint games = 10, depth = 0, seed = 1, random_turns = 0;
  double first_score = 0;
  gint64 start = g_get_monotonic_time ();

  for (int i = 1; i < argc; i += 2) /* an option and its value */
    {
      const char *value = i + 1 < argc ? argv[i + 1] : NULL;
      guint64 number;

      if (value == NULL)
        return match_usage ();
      if (strcmp (argv[i], "--rules") == 0)
        {
          if (!ft_checkers_rules_from_string (value, &rules))
            {
              fprintf (stderr, "fourteen-cli checkers-match: unknown rules '%s' (bombs, english)\n", value);
              return 2;
            }
        }
      else if (strcmp (argv[i], "--first") == 0 || strcmp (argv[i], "--second") == 0)
        {
          if (!ft_checkers_level_from_string (value, argv[i][2] == 'f' ? &first : &second))
            {
              fprintf (stderr, "fourteen-cli checkers-match: unknown level '%s' (easy, normal, hard)\n", value);
              return 2;
            }
        }
      else if (strcmp (argv[i], "--games") == 0 || strcmp (argv[i], "--depth") == 0
               || strcmp (argv[i], "--seed") == 0 || strcmp (argv[i], "--random-turns") == 0)
        {
          if (!g_ascii_string_to_unsigned (value, 10, 0, 100000, &number, NULL)
              || (strcmp (argv[i], "--depth") == 0 && number > 30)
              || (strcmp (argv[i], "--random-turns") == 0 && number > 20))
            {
              fprintf (stderr, "fourteen-cli checkers-match: '%s' is not a valid value for %s\n", value, argv[i]);
              return 2;
            }
          if (argv[i][2] == 'r')
            random_turns = number;
          else if (argv[i][2] == 'g')
            games = number;
          else if (argv[i][2] == 'd')
            depth = number;
          else
            seed = number;
        }
      else
        return match_usage ();
    }

  for (guint g = 0; g < games; g++)
    {
      /* The first level plays Fire in even games, Water in odd ones. */
      FtCheckersSide first_side = g % 2 == 0 ? FT_CHECKERS_FIRE : FT_CHECKERS_WATER;
      FtCheckersLevel levels[3];
      FtCheckersSide winner;
      guint turns;

      levels[first_side] = first;
      levels[FT_CHECKERS_OTHER_SIDE (first_side)] = second;
      /* Both games of a pair open alike, colours swapped. */
      winner = match_game (rules, levels, depth, seed + 1000 * g, random_turns, seed + g / 2, &turns);
      if (winner == FT_CHECKERS_TIE)
        first_score += 0.5;
      else if (winner == first_side)
        first_score += 1;
      printf ("game %u: %s (%s) vs %s (%s): %s after %u turns\n", g + 1, ft_checkers_level_to_string (first),
              side_name (first_side), ft_checkers_level_to_string (second),
              side_name (FT_CHECKERS_OTHER_SIDE (first_side)),
              winner == FT_CHECKERS_TIE ? "tie" : winner == FT_CHECKERS_FIRE ? "Fire wins" : "Water wins", turns);
      fflush (stdout);
    }
  printf ("score: %s %.1f, %s %.1f (%.0f%%)\n", ft_checkers_level_to_string (first), first_score,
          ft_checkers_level_to_string (second), games - first_score, games > 0 ? 100.0 * first_score / games : 0.0);
  fprintf (stderr, "time %.1f s\n", (g_get_monotonic_time () - start) / 1e6);
  return 0;
}
