/* test-pgn.c — PGN: what the writer produces, round trips of random games
 * under both rule sets and several board sizes, what the reader accepts
 * (comments, NAGs, variations, clocks, results), and each error with its
 * line and column. */
#include "ft-pgn.h"
#include "ft-san.h"
#include "ft-test-util.h"

#include <string.h>

#define FOURTEEN_12X10 "rcnbhkaebncr/pppppppppppp/12/12/12/12/12/12/PPPPPPPPPPPP/RCNBHKAEBNCR w LAla - 0 1"

#define read_one ft_test_pgn_read_one
#define assert_read_error ft_test_pgn_assert_error

static void
test_write_standard (void)
{
  FtPosition *pos = ft_test_position_new ();
  g_autoptr (FtPgnGame) game = NULL;
  g_autofree char *text = NULL;
  static const char *const moves[] = { "e2e4", "e7e5", "g1f3", "b8c6", "f1c4", "g8f6", "f3g5" };
  gint64 ms = 180000;

  ft_position_set_standard_start (pos);
  game = ft_pgn_game_new (pos);
  ft_pgn_game_set_tag (game, "White", "Alice \"A\" \\o/");
  ft_pgn_game_set_tag (game, "Annotator", "Fourteen");
  game->time_control[FT_WHITE] = game->time_control[FT_BLACK] =
    (FtPgnTimeControl) { FT_PGN_TIME_FISCHER, 180000, 2000 };
  for (gsize i = 0; i < G_N_ELEMENTS (moves); i++)
    {
      FtMove move = ft_position_parse_move (pos, moves[i]);

      ft_pgn_game_add_move (game, move, ms - (gint64) i * 1000 - (i == 6 ? 500 : 0));
      ft_position_make_move (pos, move);
    }
  game->result = FT_RESULT_BLACK_WINS;
  game->reason = FT_REASON_RESIGNATION;
  text = ft_pgn_write (game);
  g_test_message ("%s", text);
  g_assert_true (g_str_has_prefix (text,
    "[Event \"?\"]\n[Site \"?\"]\n[Date \"????.??.??\"]\n[Round \"?\"]\n"
    "[White \"Alice \\\"A\\\" \\\\o/\"]\n[Black \"?\"]\n[Result \"0-1\"]\n"
    "[TimeControl \"180+2\"]\n[Termination \"resignation\"]\n[Annotator \"Fourteen\"]\n\n"
    "1. e4 {[%clk 0:03:00]} 1... e5 {[%clk 0:02:59]} 2. Nf3 {[%clk 0:02:58]}\n2... Nc6 "));
  g_assert_nonnull (strstr (text, "4. Ng5 {[%clk 0:02:53.5]}"));
  g_assert_true (g_str_has_suffix (text, " 0-1\n"));
  /* Plain chess: no Variant, no FEN. */
  g_assert_null (strstr (text, "Variant"));
  g_assert_null (strstr (text, "FEN"));
  {
    g_auto (GStrv) lines = g_strsplit (text, "\n", -1);

    for (guint i = 0; lines[i] != NULL; i++)
      g_assert_cmpuint (strlen (lines[i]), <, 80);
  }
  g_free (pos);
}

static void
assert_games_equal (const FtPgnGame *a, const FtPgnGame *b)
{
  g_autofree char *fen_a = ft_fen_write (a->start);
  g_autofree char *fen_b = ft_fen_write (b->start);

  g_assert_cmpstr (fen_a, ==, fen_b);
  g_assert_cmpint (a->start->rules, ==, b->start->rules);
  g_assert_cmpuint (a->moves->len, ==, b->moves->len);
  for (guint i = 0; i < a->moves->len; i++)
    {
      g_assert_cmpuint (g_array_index (a->moves, FtMove, i), ==, g_array_index (b->moves, FtMove, i));
      g_assert_cmpint (g_array_index (a->clock_ms, gint64, i) / 100, ==,
                       g_array_index (b->clock_ms, gint64, i) / 100);
    }
  g_assert_cmpint (a->result, ==, b->result);
  g_assert_cmpint (a->reason, ==, b->reason);
  for (int side = 0; side < 2; side++)
    {
      g_assert_cmpint (a->time_control[side].kind, ==, b->time_control[side].kind);
      g_assert_cmpint (a->time_control[side].ms, ==, b->time_control[side].ms);
      g_assert_cmpint (a->time_control[side].increment_ms, ==, b->time_control[side].increment_ms);
    }
}

/* A random game from fen (a few hundred plies or to its end), written and
 * read back. */
static void
round_trip_random (FtRules rules, const char *fen, guint32 seed, guint max_plies, gboolean passes)
{
  FtPosition *pos = ft_test_position_new ();
  FtMoveList *list = g_new (FtMoveList, 1);
  g_autoptr (FtPgnGame) game = NULL;
  g_autoptr (FtPgnGame) again = NULL;
  g_autofree char *text = NULL;
  g_autofree char *text_again = NULL;
  GRand *rand = g_rand_new_with_seed (seed);
  FtResultReason reason;
  gint64 clock[2] = { 300000, 240000 };

  ft_test_fen (pos, rules, fen);
  pos->promotion_choice = TRUE;
  game = ft_pgn_game_new (pos);
  game->time_control[FT_WHITE] = (FtPgnTimeControl) { FT_PGN_TIME_FISCHER, 300000, 3000 };
  game->time_control[FT_BLACK] = (FtPgnTimeControl) { FT_PGN_TIME_FISCHER, 240000, 0 };
  for (guint ply = 0; ply < max_plies && ft_position_result (pos, &reason) == FT_RESULT_NONE; ply++)
    {
      FtMove move;
      FtColour side = pos->side_to_move;

      ft_position_generate_legal (pos, list);
      move = list->moves[g_rand_int_range (rand, 0, list->count)];
      if (passes && !ft_position_in_check (pos) && g_rand_int_range (rand, 0, 20) == 0)
        move = FT_MOVE_NONE;
      clock[side] -= g_rand_int_range (rand, 0, 1500);
      ft_pgn_game_add_move (game, move, clock[side] / 100 * 100);
      if (move == FT_MOVE_NONE)
        ft_position_make_null_move (pos);
      else
        ft_position_make_move (pos, move);
      if (pos->history_length > FT_MAX_GAME_PLY - 10)
        ft_position_forget_history (pos);
    }
  game->result = ft_position_result (pos, &reason);
  game->reason = reason;
  if (game->result == FT_RESULT_NONE && g_rand_boolean (rand))
    {
      game->result = FT_RESULT_DRAW;
      game->reason = FT_REASON_AGREEMENT;
    }
  text = ft_pgn_write (game);
  again = read_one (text);
  assert_games_equal (game, again);
  text_again = ft_pgn_write (again);
  g_assert_cmpstr (text, ==, text_again);
  g_rand_free (rand);
  g_free (list);
  g_free (pos);
}

static void
test_round_trip (void)
{
  guint plies = ft_test_under_valgrind () ? 80 : 300;

  for (guint32 seed = 1; seed <= 4; seed++)
    {
      round_trip_random (FT_RULES_STANDARD, FT_FEN_STANDARD_START, seed, plies, FALSE);
      round_trip_random (FT_RULES_FOURTEEN, FT_FEN_14X14_MIDDLEGAME, seed, plies, TRUE);
      round_trip_random (FT_RULES_FOURTEEN, FOURTEEN_12X10, seed, plies, seed % 2);
      round_trip_random (FT_RULES_STANDARD, FT_FEN_12X10_MIDDLEGAME, seed, plies, FALSE);
    }
  /* Small and large boards, Black to move first. */
  round_trip_random (FT_RULES_FOURTEEN, "k3/4/4/3K b - - 0 7", 5, plies, TRUE);
  round_trip_random (FT_RULES_STANDARD,
                     "r6k8/pppppppppppppppp/16/16/16/16/16/16/16/16/16/16/16/16/PPPPPPPPPPPPPPPP/R6K8 w - - 0 1",
                     6, plies, FALSE);
}

static void
test_write_fourteen (void)
{
  FtPosition *pos = ft_test_position_new ();
  g_autoptr (FtPgnGame) game = NULL;
  g_autoptr (FtPgnGame) again = NULL;
  g_autofree char *text = NULL;

  ft_position_set_fourteen_start (pos);
  game = ft_pgn_game_new (pos);
  game->time_control[FT_WHITE] = game->time_control[FT_BLACK] =
    (FtPgnTimeControl) { FT_PGN_TIME_PER_MOVE, 30000, 0 };
  ft_pgn_game_add_move (game, ft_position_parse_move (pos, "b1c3"), 30000);
  ft_pgn_game_add_move (game, FT_MOVE_NONE, 30000);
  text = ft_pgn_write (game);
  g_test_message ("%s", text);
  g_assert_nonnull (strstr (text, "[Variant \"Fourteen\"]\n[SetUp \"1\"]\n[FEN \"rnbhcgakgcebnr/"));
  g_assert_nonnull (strstr (text, "[TimeControl \"1/30\"]\n"));
  g_assert_nonnull (strstr (text, "1. Nc3 {[%clk 0:00:30]} 1... -- {[%clk 0:00:30]} *\n"));
  again = read_one (text);
  g_assert_cmpint (again->start->rules, ==, FT_RULES_FOURTEEN);
  g_assert_cmpint (again->time_control[FT_BLACK].kind, ==, FT_PGN_TIME_PER_MOVE);
  g_assert_cmpint (again->time_control[FT_BLACK].ms, ==, 30000);
  g_assert_cmpuint (again->moves->len, ==, 2);
  g_assert_cmpuint (g_array_index (again->moves, FtMove, 1), ==, FT_MOVE_NONE);

  /* Fractions of seconds. */
  game->time_control[FT_WHITE] = (FtPgnTimeControl) { FT_PGN_TIME_FISCHER, 500, 250 };
  game->time_control[FT_BLACK] = (FtPgnTimeControl) { FT_PGN_TIME_PER_MOVE, 1500, 0 };
  g_free (text);
  text = ft_pgn_write (game);
  g_assert_nonnull (strstr (text, "[TimeControl \"0.5+0.25\"]\n[BlackTimeControl \"1/1.5\"]\n"));
  g_clear_pointer (&again, ft_pgn_game_free);
  again = read_one (text);
  g_assert_cmpint (again->time_control[FT_WHITE].ms, ==, 500);
  g_assert_cmpint (again->time_control[FT_WHITE].increment_ms, ==, 250);
  g_assert_cmpint (again->time_control[FT_BLACK].kind, ==, FT_PGN_TIME_PER_MOVE);
  g_assert_cmpint (again->time_control[FT_BLACK].ms, ==, 1500);

  /* Untimed, Variant without FEN: the rules' default start. */
  g_clear_pointer (&again, ft_pgn_game_free);
  again = read_one ("[Variant \"Fourteen\"]\n[TimeControl \"-\"]\n1. Nc3 *");
  g_assert_cmpuint (again->start->files, ==, 14);
  g_assert_cmpint (again->time_control[FT_WHITE].kind, ==, FT_PGN_TIME_UNTIMED);
  g_free (pos);
}

static void
test_read_features (void)
{
  g_autoptr (FtPgnGame) game = NULL;
  g_autoptr (FtPgnReader) reader = NULL;
  g_autoptr (GError) error = NULL;
  FtPgnGame *next;
  char buf[FT_SAN_MAX];
  const char *text =
    "\xef\xbb\xbf% an escaped line after a byte-order mark\n"
    "[Event \"Test\"] [Site \"caf\xc3\xa9\"]\n"
    "[White \"A\"]\n\n"
    "{opening comment} 1.e4 $1 {[%clk 1:02:03.25]} e5!? ; to the end of the line\n"
    "2. Nf3 (2. Nc3 {a (nested} (2. f4 exf4) Nc6) 2... Nc6 3. Bb5 a6 !! 4. Ba4 Z0 5. O-O 0000\n"
    "6. Re1 1-0\n"
    "\n[Event \"second\"]\n1. d4 d5\n"
    "[Event \"third\"]\n";

  reader = ft_pgn_reader_new (text, strlen (text));
  game = ft_pgn_reader_next (reader, NULL, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (ft_pgn_game_get_tag (game, "Event"), ==, "Test");
  g_assert_cmpstr (ft_pgn_game_get_tag (game, "Site"), ==, "caf\xc3\xa9");
  g_assert_cmpuint (game->moves->len, ==, 11);
  g_assert_cmpint (g_array_index (game->clock_ms, gint64, 0), ==, 3723250);
  g_assert_cmpint (g_array_index (game->clock_ms, gint64, 1), ==, -1);
  g_assert_cmpuint (g_array_index (game->moves, FtMove, 7), ==, FT_MOVE_NONE);
  g_assert_cmpuint (g_array_index (game->moves, FtMove, 9), ==, FT_MOVE_NONE);
  g_assert_cmpint (game->result, ==, FT_RESULT_WHITE_WINS);
  g_assert_cmpint (game->reason, ==, FT_REASON_RESIGNATION);
  g_assert_cmpuint (game->line, ==, 2);
  {
    FtPosition *pos = ft_test_position_new ();

    ft_position_set_standard_start (pos);
    ft_test_play (pos, "e2e4 e7e5 g1f3 b8c6 f1b5 a7a6 b5a4");
    g_assert_cmpstr (ft_san_write (pos, FT_MOVE_NONE, buf), ==, "--");
    g_free (pos);
  }

  /* The second game has no result; the third no moves. */
  next = ft_pgn_reader_next (reader, NULL, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (ft_pgn_game_get_tag (next, "Event"), ==, "second");
  g_assert_cmpuint (next->moves->len, ==, 2);
  g_assert_cmpint (next->result, ==, FT_RESULT_NONE);
  ft_pgn_game_free (next);
  next = ft_pgn_reader_next (reader, NULL, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (next->moves->len, ==, 0);
  ft_pgn_game_free (next);
  g_assert_null (ft_pgn_reader_next (reader, NULL, NULL, &error));
  g_assert_no_error (error);

  /* Tags only, or moves only, are games too. */
  g_clear_pointer (&game, ft_pgn_game_free);
  game = read_one ("1. f3 e5 2. g4 Qh4#");
  g_assert_cmpint (game->result, ==, FT_RESULT_BLACK_WINS);
  g_assert_cmpint (game->reason, ==, FT_REASON_CHECKMATE);
  g_clear_pointer (&game, ft_pgn_game_free);
  game = read_one ("[Result \"1/2-1/2\"]\n[Termination \"agreement\"]\n1. e4 1/2-1/2");
  g_assert_cmpint (game->result, ==, FT_RESULT_DRAW);
  g_assert_cmpint (game->reason, ==, FT_REASON_AGREEMENT);
  g_clear_pointer (&game, ft_pgn_game_free);
  game = read_one ("[Termination \"time forfeit\"] 1. e4 0-1");
  g_assert_cmpint (game->reason, ==, FT_REASON_TIME);
}

static void
test_errors (void)
{
  static const char nul[] = "[Event \"x\"]\n1. e4\0 e5";
  g_autofree char *big = g_malloc (FT_PGN_MAX_SIZE + 2);

  /* Not a PGN at all. */
  assert_read_error ("", -1, FT_PGN_ERROR_NOT_PGN, 1, 1, "empty");
  assert_read_error ("  \n\n ", -1, FT_PGN_ERROR_NOT_PGN, 3, 2, "empty");
  assert_read_error ("{\n  \"layout\": \"x.txt\"\n}\n", -1, FT_PGN_ERROR_NOT_PGN, 1, 1, "JSON");
  assert_read_error ("[1, 2, 3]", -1, FT_PGN_ERROR_NOT_PGN, 1, 1, "not a PGN");
  assert_read_error (nul, sizeof nul - 1, FT_PGN_ERROR_NOT_PGN, 2, 6, "binary");
  assert_read_error ("\x7f" "ELF\x02\x01", -1, FT_PGN_ERROR_NOT_PGN, 1, 1, "binary");
  assert_read_error ("hello world", -1, FT_PGN_ERROR_NOT_PGN, 1, 1, "not a PGN");

  /* Too large, before anything else is looked at. */
  memset (big, ' ', FT_PGN_MAX_SIZE + 1);
  big[FT_PGN_MAX_SIZE + 1] = '\0';
  assert_read_error (big, FT_PGN_MAX_SIZE + 1, FT_PGN_ERROR_TOO_LARGE, 1, 1, "1 MiB");

  /* Positions. */
  assert_read_error ("[Variant \"Fourteen\"]\n[FEN \"rnbqkbnr/ppppXppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1\"]\n1. e4 *",
                     -1, FT_PGN_ERROR_BAD_POSITION, 2, 20, "'X' is not a piece letter");
  assert_read_error ("[FEN \"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR x KQkq - 0 1\"]\n*",
                     -1, FT_PGN_ERROR_BAD_POSITION, 1, 51, "expected 'w' or 'b'");
  assert_read_error ("[FEN \"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR\"]\n1. e4",
                     -1, FT_PGN_ERROR_BAD_POSITION, 1, 50, "missing side to move");
  assert_read_error ("[SetUp \"1\"]\n[FEN \"" FOURTEEN_12X10 "\"]\n1. e4",
                     -1, FT_PGN_ERROR_BAD_POSITION, 2, 7, "12x10 board");
  assert_read_error ("[Variant \"Fourteen\"]\n[FEN \"k16/17/17/17/K16 w - - 0 1\"]\n1. e4",
                     -1, FT_PGN_ERROR_BAD_POSITION, 2, 9, "longer than 16");

  /* Moves: illegal, ambiguous, malformed, passes in check, after the end. */
  assert_read_error ("1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Ba4 Nf6\n5. O-O Be7 6. Re1 b5 7. Bb3 d6 8. c3 O-O 9. h3 Nb8 10. d4 Nbd7 11. c4 c6 12. cxb5 Qxe5 *",
                     -1, FT_PGN_ERROR_BAD_MOVE, 2, 83, "12... Qxe5: illegal move");
  assert_read_error ("[FEN \"4k3/8/8/8/8/8/4K3/R6R w - - 0 30\"]\n\n30. Kd3 Kd7 31. Rd1 *",
                     -1, FT_PGN_ERROR_BAD_MOVE, 3, 17, "31. Rd1: ambiguous move");
  assert_read_error ("1. e4 e5 2. Xy3 *", -1, FT_PGN_ERROR_BAD_MOVE, 1, 13, "2. Xy3: not a move");
  assert_read_error ("1. e4 f5 2. Qh5+ -- *", -1, FT_PGN_ERROR_BAD_MOVE, 1, 18, "2... --: a pass");
  assert_read_error ("1. f3 e5 2. g4 Qh4# 3. Kf2 0-1", -1, FT_PGN_ERROR_BAD_MOVE, 1, 24, "already over");
  assert_read_error ("1. e4 ) e5", -1, FT_PGN_ERROR_BAD_MOVE, 1, 7, "unexpected ')'");
  assert_read_error ("1. e4 $ e5", -1, FT_PGN_ERROR_BAD_MOVE, 1, 7, "'$'");

  /* Tags. */
  assert_read_error ("[Event \"x\"]\n[Variant \"crazyhouse\"]\n1. e4", -1, FT_PGN_ERROR_BAD_TAG, 2, 11, "unknown variant");
  assert_read_error ("[Event x]\n", -1, FT_PGN_ERROR_BAD_TAG, 1, 8, "expected '\"'");
  assert_read_error ("[Event \"x\" y]\n", -1, FT_PGN_ERROR_BAD_TAG, 1, 12, "expected ']'");
  assert_read_error ("[Event \"x\"]\n[Site \"line\nbreak\"]\n", -1, FT_PGN_ERROR_BAD_TAG, 2, 1, "not closed");
  assert_read_error ("[Event \"x\"]\n[Event \"x\"]\n[\"x\"]\n", -1, FT_PGN_ERROR_BAD_TAG, 3, 1, "tag name");

  /* Truncated files. */
  assert_read_error ("[Event \"x\"]\n[Site \"abc", -1, FT_PGN_ERROR_TRUNCATED, 2, 1, "unterminated tag");
  assert_read_error ("[Event \"x\"]\n[Site", -1, FT_PGN_ERROR_TRUNCATED, 2, 1, "unterminated tag");
  assert_read_error ("1. e4 {a comment\n that never ends", -1, FT_PGN_ERROR_TRUNCATED, 1, 7, "unterminated comment");
  assert_read_error ("1. e4 (1. d4 d5 (1... Nf6) 2. c4", -1, FT_PGN_ERROR_TRUNCATED, 1, 7, "unterminated variation");
  assert_read_error ("1. e4 (1. d4 {x", -1, FT_PGN_ERROR_TRUNCATED, 1, 14, "unterminated comment");
  assert_read_error ("1. e4 e5 2. Nf", -1, FT_PGN_ERROR_TRUNCATED, 1, 13, "2. Nf: the file ends in the middle of a move");
  /* Cut off after a whole move: the game so far is fine. */
  {
    g_autoptr (FtPgnGame) game = read_one ("[Event \"x\"]\n1. e4 e5 2. Nf3");

    g_assert_cmpuint (game->moves->len, ==, 3);
    g_assert_cmpint (game->result, ==, FT_RESULT_NONE);
  }
  /* An error in a later game. */
  assert_read_error ("1. e4 *\n\n[Event \"2\"]\n1. e5 *", -1, FT_PGN_ERROR_BAD_MOVE, 4, 4, "1. e5: illegal move");
}

static void
test_format_clock (void)
{
  char buf[32];

  g_assert_cmpstr (ft_pgn_format_clock (0, buf), ==, "0:00:00");
  g_assert_cmpstr (ft_pgn_format_clock (173000, buf), ==, "0:02:53");
  g_assert_cmpstr (ft_pgn_format_clock (3723999, buf), ==, "1:02:03.9");
  g_assert_cmpstr (ft_pgn_format_clock (-5, buf), ==, "0:00:00");
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/pgn/write-standard", test_write_standard);
  g_test_add_func ("/pgn/write-fourteen", test_write_fourteen);
  g_test_add_func ("/pgn/round-trip", test_round_trip);
  g_test_add_func ("/pgn/read-features", test_read_features);
  g_test_add_func ("/pgn/errors", test_errors);
  g_test_add_func ("/pgn/format-clock", test_format_clock);
  return g_test_run ();
}
