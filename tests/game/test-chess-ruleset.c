/* test-chess-ruleset.c — what FtChessRuleset adds to the contract that
 * test-ruleset.c checks: SAN, the promotion choice, "You must defend your
 * king!", check and pass, results, premoves, FEN, and PGN through the
 * recorded game. */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "ft-chess-ruleset.h"
#include "ft-fen.h"

static FtRuleset *
from_fen (const char *fen, FtRules rules)
{
  g_autofree FtPosition *pos = g_new (FtPosition, 1);
  g_autoptr (GError) error = NULL;

  g_assert_true (ft_fen_parse (fen, rules, pos, &error));
  g_assert_no_error (error);
  return FT_RULESET (ft_chess_ruleset_new (pos));
}

static FtCell
cell (const char *name)
{
  return FT_CELL (name[0] - 'a', atoi (name + 1) - 1);
}

static void
play (FtRuleset *rules, const char *text)
{
  g_autoptr (GError) error = NULL;
  FtGameMove move;

  g_assert_true (ft_ruleset_parse_move (rules, text, &move, &error));
  g_assert_no_error (error);
  ft_ruleset_apply (rules, &move);
}

static void
test_san (void)
{
  g_autoptr (FtRuleset) rules = from_fen (FT_FEN_STANDARD_START, FT_RULES_STANDARD);
  FtCell path[2] = { cell ("g1"), cell ("f3") };
  FtGameMove move, parsed;
  char text[FT_NOTATION_MAX];

  g_assert_cmpint (ft_ruleset_match_path (rules, path, 2, 0, &move), ==, FT_PATH_COMPLETE);
  g_assert_cmpstr (ft_ruleset_write_move (rules, &move, text), ==, "Nf3");
  g_assert_true (ft_ruleset_parse_move (rules, "Nf3", &parsed, NULL));
  g_assert_true (ft_game_move_equal (&parsed, &move));
  g_assert_cmpstr (ft_game_move_to_string (&move, text), ==, "g1f3");
  g_autofree char *cell_name = ft_ruleset_write_cell (rules, cell ("g1"));
  g_assert_cmpstr (cell_name, ==, "g1");
  /* The pass. */
  move = ft_game_move_chess (FT_MOVE_NONE);
  g_assert_true (ft_game_move_is_pass (&move));
  g_assert_cmpstr (ft_ruleset_write_move (rules, &move, text), ==, "--");
  g_assert_false (ft_ruleset_is_legal (rules, &move));
}

static void
test_promotion_choice (void)
{
  g_autoptr (FtRuleset) standard = from_fen ("8/P7/8/8/8/8/8/k6K w - - 0 1", FT_RULES_STANDARD);
  FtCell path[2] = { cell ("a7"), cell ("a8") };
  guint choices[16];
  FtGameMove move;
  guint n;

  g_assert_cmpint (ft_ruleset_match_path (standard, path, 1, 0, NULL), ==, FT_PATH_PARTIAL);
  g_assert_cmpint (ft_ruleset_match_path (standard, path, 2, 0, &move), ==, FT_PATH_NEEDS_CHOICE);
  n = ft_ruleset_list_choices (standard, path, 2, choices);
  g_assert_cmpuint (n, ==, 4);
  g_assert_cmpuint (choices[0], ==, FT_QUEEN);
  g_assert_cmpint (ft_ruleset_match_path (standard, path, 2, FT_KNIGHT, &move), ==, FT_PATH_COMPLETE);
  g_assert_cmpint (FT_MOVE_PROMOTION (move.chess), ==, FT_KNIGHT);
  g_assert_cmpint (ft_ruleset_match_path (standard, path, 2, FT_KING, &move), ==, FT_PATH_ILLEGAL);
  /* A move without a promotion has no choices. */
  path[0] = cell ("h1");
  path[1] = cell ("h2");
  g_assert_cmpuint (ft_ruleset_list_choices (standard, path, 2, choices), ==, 0);
}

static void
test_fourteen_promotes_to_queen (void)
{
  g_autoptr (FtRuleset) rules = NULL;
  g_autofree FtPosition *pos = g_new (FtPosition, 1);
  FtCell path[2] = { cell ("a7"), cell ("a8") };
  FtGameMove move;

  /* A white pawn one step from Fourteen's promotion rank (8 on 14×14). */
  ft_position_set_fourteen_start (pos);
  ft_position_set_piece (pos, FT_SQUARE (0, 1), FT_EMPTY);
  ft_position_set_piece (pos, FT_SQUARE (0, 6), FT_MAKE_PIECE (FT_WHITE, FT_PAWN));
  g_assert_true (ft_position_finish_setup (pos, NULL));
  rules = FT_RULESET (ft_chess_ruleset_new (pos));
  g_assert_cmpint (ft_ruleset_match_path (rules, path, 2, 0, &move), ==, FT_PATH_COMPLETE);
  g_assert_cmpint (FT_MOVE_PROMOTION (move.chess), ==, FT_QUEEN);
}

static void
test_defend_the_king (void)
{
  g_autoptr (FtRuleset) pinned = from_fen ("4r1k1/8/8/8/8/8/4B3/4K3 w - - 0 1", FT_RULES_STANDARD);
  g_autoptr (FtRuleset) check = from_fen ("4r1k1/8/8/8/8/8/8/4K3 w - - 0 1", FT_RULES_STANDARD);
  FtCell path[2] = { cell ("e2"), cell ("d3") };
  g_autofree char *why = ft_ruleset_explain_illegal (pinned, path, 2);
  g_autofree char *legal = NULL;
  g_autoptr (GError) error = NULL;
  FtGameMove move;

  g_assert_cmpstr (why, ==, "You must defend your king!");
  /* Along the pin is legal: nothing to explain. */
  path[1] = cell ("e4");
  legal = ft_ruleset_explain_illegal (pinned, path, 2);
  g_assert_null (legal);
  g_assert_null (ft_ruleset_explain_illegal (pinned, path, 1));
  g_assert_cmpint (ft_ruleset_get_check_cell (pinned), ==, FT_NO_CELL);
  g_assert_true (ft_ruleset_can_pass (pinned));
  /* In check: the king's cell, and no pass. */
  g_assert_cmpint (ft_ruleset_get_check_cell (check), ==, cell ("e1"));
  g_assert_false (ft_ruleset_can_pass (check));
  g_assert_false (ft_ruleset_parse_move (check, "--", &move, &error));
  g_assert_error (error, FT_RULESET_ERROR, FT_RULESET_ERROR_ILLEGAL);
  /* Out of check a pass is a move that can be taken back. */
  g_assert_true (ft_ruleset_parse_move (pinned, "--", &move, NULL));
  ft_ruleset_apply (pinned, &move);
  g_assert_cmpint (ft_ruleset_get_side_to_move (pinned), ==, FT_BLACK);
  g_assert_true (ft_ruleset_undo (pinned));
  g_assert_cmpint (ft_ruleset_get_side_to_move (pinned), ==, FT_WHITE);
}

static void
test_results (void)
{
  g_autoptr (FtRuleset) mate = from_fen ("rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3",
                                         FT_RULES_STANDARD);
  g_autoptr (FtRuleset) rules = from_fen (FT_FEN_STANDARD_START, FT_RULES_STANDARD);
  g_autoptr (FtRuleset) copy = NULL;
  FtResultReason reason;

  g_assert_cmpint (ft_ruleset_get_result (mate, &reason), ==, FT_RESULT_BLACK_WINS);
  g_assert_cmpint (reason, ==, FT_REASON_CHECKMATE);
  /* The history comes with a copy: the third repetition is seen there. */
  for (int i = 0; i < 2; i++)
    {
      play (rules, "Nf3");
      play (rules, "Nf6");
      play (rules, "Ng1");
      play (rules, "Ng8");
    }
  copy = ft_ruleset_copy (rules);
  /* A threefold repetition is a draw a player may claim (FIDE 9.2): the
   * rules alone play on, the claim is there (FtGame claims it). */
  g_assert_cmpint (ft_ruleset_get_result (copy, &reason), ==, FT_RESULT_NONE);
  g_assert_true (ft_position_can_claim_draw (ft_chess_ruleset_get_position (FT_CHESS_RULESET (copy)), &reason));
  g_assert_cmpint (reason, ==, FT_REASON_REPETITION);
  g_assert_true (ft_ruleset_undo (copy));
  g_assert_false (ft_position_can_claim_draw (ft_chess_ruleset_get_position (FT_CHESS_RULESET (copy)), NULL));
}

static void
test_premoves_and_fen (void)
{
  g_autoptr (FtRuleset) rules = from_fen (FT_FEN_STANDARD_START, FT_RULES_STANDARD);
  g_autofree char *fen = NULL;
  FtCellSet targets;

  play (rules, "e4");
  /* Black to move: White's knight may be sent ahead. */
  ft_ruleset_get_premove_targets (rules, cell ("g1"), &targets);
  g_assert_true (ft_cell_set_has (&targets, cell ("f3")));
  g_assert_true (ft_cell_set_has (&targets, cell ("e2")));
  g_assert_false (ft_cell_set_has (&targets, cell ("g3")));
  ft_ruleset_get_premove_targets (rules, cell ("e5"), &targets);
  g_assert_cmpuint (ft_cell_set_count (&targets), ==, 0);
  fen = ft_ruleset_write_position (rules);
  g_assert_cmpstr (fen, ==, "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1");
}

static void
test_record (void)
{
  g_autoptr (FtRuleset) rules = from_fen (FT_FEN_STANDARD_START, FT_RULES_STANDARD);
  g_autoptr (FtRecordedGame) record = ft_recorded_game_new (rules);
  g_autoptr (FtRecordedGame) read = NULL;
  g_autoptr (GError) error = NULL;
  g_autofree char *text = NULL;
  const char *moves[] = { "e4", "e5", "Nf3" };
  guint line = 0, column = 0;

  ft_recorded_game_set_tag (record, "White", "Ann");
  ft_recorded_game_set_tag (record, "Black", "Bob");
  ft_recorded_game_set_tag (record, "Remove", "me");
  ft_recorded_game_set_tag (record, "Remove", NULL);
  g_assert_null (ft_recorded_game_get_tag (record, "Remove"));
  record->time_control[FT_WHITE].kind = record->time_control[FT_BLACK].kind = FT_PGN_TIME_FISCHER;
  record->time_control[FT_WHITE].ms = record->time_control[FT_BLACK].ms = 180000;
  record->time_control[FT_WHITE].increment_ms = record->time_control[FT_BLACK].increment_ms = 2000;
  for (guint i = 0; i < G_N_ELEMENTS (moves); i++)
    {
      FtGameMove move;

      g_assert_true (ft_ruleset_parse_move (rules, moves[i], &move, NULL));
      ft_recorded_game_add_move (record, &move, 170000 - 1000 * i);
      ft_ruleset_apply (rules, &move);
    }
  text = ft_recorded_game_write (record);
  g_assert_nonnull (strstr (text, "[White \"Ann\"]"));
  g_assert_nonnull (strstr (text, "[TimeControl \"180+2\"]"));
  g_assert_nonnull (strstr (text, "1. e4 {[%clk 0:02:50]} 1... e5 {[%clk 0:02:49]} 2. Nf3"));
  g_assert_cmpstr (ft_ruleset_get_record_format (rules)->extension, ==, "pgn");

  read = ft_ruleset_read_record (rules, text, strlen (text), &line, &column, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (read->moves->len, ==, 3);
  for (guint i = 0; i < 3; i++)
    {
      g_assert_true (ft_game_move_equal (&g_array_index (read->moves, FtGameMove, i),
                                         &g_array_index (record->moves, FtGameMove, i)));
      g_assert_cmpint (g_array_index (read->clock_ms, gint64, i), ==, 170000 - 1000 * i);
    }
  g_assert_cmpstr (ft_recorded_game_get_tag (read, "Black"), ==, "Bob");
  g_assert_cmpint (read->time_control[FT_BLACK].increment_ms, ==, 2000);
  g_assert_cmpint (read->result, ==, FT_RESULT_NONE);
  g_assert_cmpint (ft_ruleset_get_side_to_move (read->start), ==, FT_WHITE);

  /* Errors carry the place. */
  g_clear_pointer (&read, ft_recorded_game_free);
  read = ft_ruleset_read_record (rules, "1. e4 Ke9", 9, &line, &column, &error);
  g_assert_null (read);
  g_assert_error (error, FT_GAME_RECORD_ERROR, FT_GAME_RECORD_ERROR_BAD_MOVE);
  g_assert_cmpuint (line, ==, 1);
  g_assert_cmpuint (column, ==, 7);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/chess-ruleset/san", test_san);
  g_test_add_func ("/chess-ruleset/promotion-choice", test_promotion_choice);
  g_test_add_func ("/chess-ruleset/fourteen-promotes-to-queen", test_fourteen_promotes_to_queen);
  g_test_add_func ("/chess-ruleset/defend-the-king", test_defend_the_king);
  g_test_add_func ("/chess-ruleset/results", test_results);
  g_test_add_func ("/chess-ruleset/premoves-and-fen", test_premoves_and_fen);
  g_test_add_func ("/chess-ruleset/record", test_record);
  return g_test_run ();
}
