/* cli-referee.c — `fourteen-cli referee`: the rules of a position for a
 * match script, in the words Stockfish answers to (`d`, `go perft N`), so
 * that one script (build-aux/gauntlet.py) can referee a match with
 * Fairy-Stockfish on the boards it knows and with Fourteen's own rules on
 * 14×14, where no peer plays.
 *
 * Commands, one a line:
 *   uci / isready / quit
 *   setoption name UCI_Variant value fourteen|chess
 *   position startpos|fen FEN [moves M…]
 *   d            "Fen: FEN", "Checkers: SQUARES" and "Result: 1-0 checkmate"
 *                (or "Result: none": the game goes on)
 *   go perft N   "MOVE: COUNT" per legal move, then "Nodes searched: TOTAL"
 * A bad line gets an "info string" naming the problem; the position is then
 * the start position, so the script sees the error at the next `d`. */
#include "config.h"

#include <stdio.h>
#include <string.h>

#include "cli-common.h"
#include "cli-play-common.h"
#include "cli.h"
#include "ft-fen.h"

typedef struct {
  FtRules rules;
  FtPosition *pos;
} Referee;

static void
reset (Referee *r)
{
  if (r->rules == FT_RULES_STANDARD)
    ft_position_set_standard_start (r->pos);
  else
    ft_position_set_fourteen_start (r->pos);
}

/* `position …`; FALSE (with a message) if it is malformed or a move is
 * illegal. */
static gboolean
set_position (Referee *r, char **words)
{
  guint n = g_strv_length (words);
  guint moves_at = n;
  for (guint i = 1; i < n; i++)
    if (strcmp (words[i], "moves") == 0)
      {
        moves_at = i;
        break;
      }
  if (n >= 2 && strcmp (words[1], "startpos") == 0)
    reset (r);
  else if (n >= 3 && strcmp (words[1], "fen") == 0)
    {
      g_autoptr (GError) error = NULL;
      g_autofree char *fen = NULL;
      char *saved = words[moves_at];

      words[moves_at] = NULL; /* join the FEN's fields only */
      fen = g_strjoinv (" ", words + 2);
      words[moves_at] = saved;
      if (!ft_fen_parse (fen, r->rules, r->pos, &error))
        {
          printf ("info string invalid FEN: %s\n", error->message);
          return FALSE;
        }
    }
  else
    {
      printf ("info string expected: position startpos|fen FEN [moves …]\n");
      return FALSE;
    }
  for (guint i = moves_at + 1; i < n; i++)
    {
      FtMove move = ft_position_parse_move (r->pos, words[i]);

      if (move == FT_MOVE_NONE || r->pos->history_length >= FT_MAX_GAME_PLY - 1)
        {
          printf ("info string move %u (%s) is illegal\n", i - moves_at, words[i]);
          return FALSE;
        }
      ft_position_make_move (r->pos, move);
    }
  return TRUE;
}

static void
describe (const Referee *r)
{
  g_autofree char *fen = ft_fen_write (r->pos);
  FtSquare checkers[FT_MAX_PIECES];
  FtColour us = r->pos->side_to_move;
  guint n = ft_position_attackers (r->pos, r->pos->king_square[us], FT_OTHER_COLOUR (us), checkers);
  FtResultReason reason;
  FtResult result = ft_position_result (r->pos, &reason);
  static const char *const result_text[] = { "none", "1-0", "0-1", "1/2-1/2" };
  char buf[8];

  /* A referee scores the draws a player may claim (threefold repetition,
   * fifty moves) as drawn: engines claim them at once. */
  if (result == FT_RESULT_NONE && ft_position_can_claim_draw (r->pos, &reason))
    result = FT_RESULT_DRAW;
  printf ("Fen: %s\nCheckers:", fen);
  for (guint i = 0; i < n; i++)
    printf (" %s", ft_square_to_string (checkers[i], buf));
  printf ("\nResult: %s", result_text[result]);
  if (result != FT_RESULT_NONE)
    printf (" %s", ft_name_of (FT_TYPE_RESULT_REASON, reason));
  printf ("\n");
}

static void
perft (Referee *r, const char *depth_text)
{
  guint64 depth = depth_text != NULL ? g_ascii_strtoull (depth_text, NULL, 10) : 0;
  FtMoveList *list = g_new (FtMoveList, 1);
  guint64 total = 0;

  if (depth < 1 || depth > 6)
    {
      printf ("info string expected: go perft N (N from 1 to 6)\n");
      g_free (list);
      return;
    }
  ft_position_generate_legal (r->pos, list);
  for (guint i = 0; i < list->count; i++)
    {
      char buf[8];
      guint64 count = 1;

      if (depth > 1)
        {
          ft_position_make_move (r->pos, list->moves[i]);
          count = ft_position_perft (r->pos, (guint) depth - 1);
          ft_position_unmake_move (r->pos);
        }
      total += count;
      printf ("%s: %" G_GUINT64_FORMAT "\n", ft_position_move_to_string (r->pos, list->moves[i], buf),
              count);
    }
  printf ("\nNodes searched: %" G_GUINT64_FORMAT "\n", total);
  g_free (list);
}

int
ft_cli_referee (int argc, char **argv G_GNUC_UNUSED)
{
  Referee r = { FT_RULES_FOURTEEN, g_new (FtPosition, 1) };
  char line[65536];

  if (argc > 1)
    {
      fprintf (stderr, "fourteen-cli referee: takes no arguments\n");
      g_free (r.pos);
      return 2;
    }
  reset (&r);
  while (fgets (line, sizeof line, stdin) != NULL)
    {
      g_auto (GStrv) words = ft_cli_split_words (line);
      const char *command = words[0];

      if (command == NULL)
        continue;
      if (strcmp (command, "quit") == 0)
        break;
      if (strcmp (command, "uci") == 0)
        printf ("id name Fourteen referee %s\nuciok\n", PACKAGE_VERSION);
      else if (strcmp (command, "isready") == 0)
        printf ("readyok\n");
      else if (strcmp (command, "setoption") == 0 && g_strv_length (words) == 5
               && strcmp (words[2], "UCI_Variant") == 0)
        {
          int rules;

          if (ft_name_parse (FT_TYPE_RULES, words[4], &rules))
            r.rules = (FtRules) rules;
          else
            printf ("info string UCI_Variant must be fourteen or chess\n");
          reset (&r);
        }
      else if (strcmp (command, "position") == 0)
        {
          if (!set_position (&r, words))
            reset (&r);
        }
      else if (strcmp (command, "d") == 0)
        describe (&r);
      else if (strcmp (command, "go") == 0 && words[1] != NULL && strcmp (words[1], "perft") == 0)
        perft (&r, words[2]);
      else
        printf ("info string unknown command: %s\n", g_strstrip (line));
      fflush (stdout);
    }
  g_free (r.pos);
  return 0;
}
