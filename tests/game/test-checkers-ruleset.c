/* test-checkers-ruleset.c — what FtCheckersRuleset adds to the contract
 * that test-ruleset.c checks: multi-jump paths that may stop (bombs and
 * shields) or must go on (English draughts), compulsory capture, the
 * results and their reasons, crowned pieces for screen readers, no pass,
 * and a repeatable search. */
#include "config.h"

#include <string.h>

#include "ft-checkers-ruleset.h"
#include "ft-levels.h"

static FtCell
cell (const char *name)
{
  return ft_cell_from_checkers (ft_checkers_square_from_string (name));
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
put (FtCheckersState *state, const char *square, FtCheckersSide side, FtCheckersKind kind,
     gboolean crowned)
{
  state->squares[ft_checkers_square_from_string (square)] = FT_CHECKERS_PIECE (side, kind, crowned);
}

/* After g3h4 d6c5 c3d4 c7d6 b2c3 c5b4, Fire's shield on c3 jumps b4 and
 * may go on over b6 — or stop. */
static void
test_bombs_multi_jump (void)
{
  g_autoptr (FtRuleset) rules = FT_RULESET (ft_checkers_ruleset_new (FT_CHECKERS_RULES_BOMBS, FT_CHECKERS_TURN_END_AUTO));
  const char *opening[] = { "g3h4", "d6c5", "c3d4", "c7d6", "b2c3", "c5b4" };
  FtCell path[3] = { cell ("c3"), cell ("a5"), cell ("c7") };
  FtCellSet targets;
  FtGameMove move;
  char text[FT_NOTATION_MAX];

  for (guint i = 0; i < G_N_ELEMENTS (opening); i++)
    play (rules, opening[i]);
  g_assert_cmpint (ft_ruleset_get_side_to_move (rules), ==, FT_WHITE);
  ft_ruleset_get_targets (rules, path, 1, &targets);
  g_assert_true (ft_cell_set_has (&targets, cell ("a5")));
  g_assert_cmpint (ft_ruleset_match_path (rules, path, 2, 0, &move), ==, FT_PATH_MAY_CONTINUE);
  g_assert_cmpstr (ft_game_move_to_string (&move, text), ==, "c3a5");
  ft_ruleset_get_targets (rules, path, 2, &targets);
  g_assert_cmpuint (ft_cell_set_count (&targets), ==, 1);
  g_assert_true (ft_cell_set_has (&targets, cell ("c7")));
  g_assert_cmpint (ft_ruleset_match_path (rules, path, 3, 0, &move), ==, FT_PATH_COMPLETE);
  g_assert_cmpstr (ft_ruleset_write_move (rules, &move, text), ==, "11x20x27");
  g_assert_cmpstr (ft_game_move_to_string (&move, text), ==, "c3a5c7");
  ft_ruleset_apply (rules, &move);
  g_assert_false (ft_ruleset_get_piece (rules, cell ("b4"), NULL));
  g_assert_false (ft_ruleset_get_piece (rules, cell ("b6"), NULL));
  g_assert_cmpint (ft_ruleset_get_side_to_move (rules), ==, FT_BLACK);
  /* Undo goes back turn by turn. */
  for (guint i = 0; i < G_N_ELEMENTS (opening) + 1; i++)
    g_assert_true (ft_ruleset_undo (rules));
  g_assert_false (ft_ruleset_can_undo (rules));
  g_assert_true (ft_ruleset_get_piece (rules, cell ("b2"), NULL));
}

/* English draughts: a capture must be taken, and taken to the end. */
static void
test_english_must_capture (void)
{
  FtCheckersState state = { 0 };
  g_autoptr (FtRuleset) rules = NULL;
  FtCell path[3] = { cell ("c3"), cell ("a5"), cell ("c7") };
  FtCell other[2] = { cell ("g3"), cell ("h4") };
  FtCellSet targets;
  FtGameMove move;
  g_autoptr (GError) error = NULL;

  put (&state, "c3", FT_CHECKERS_FIRE, FT_CHECKERS_NORMAL, FALSE);
  put (&state, "g3", FT_CHECKERS_FIRE, FT_CHECKERS_NORMAL, FALSE);
  put (&state, "b4", FT_CHECKERS_WATER, FT_CHECKERS_NORMAL, FALSE);
  put (&state, "b6", FT_CHECKERS_WATER, FT_CHECKERS_NORMAL, FALSE);
  put (&state, "h8", FT_CHECKERS_WATER, FT_CHECKERS_NORMAL, FALSE);
  state.to_move = FT_CHECKERS_FIRE;
  state.rules = FT_CHECKERS_RULES_ENGLISH;
  rules = FT_RULESET (ft_checkers_ruleset_new_from_state (&state));
  g_assert_cmpint (ft_checkers_ruleset_get_rules (FT_CHECKERS_RULESET (rules)), ==,
                   FT_CHECKERS_RULES_ENGLISH);
  g_assert_cmpint (ft_ruleset_match_path (rules, path, 2, 0, &move), ==, FT_PATH_PARTIAL);
  g_assert_cmpint (ft_ruleset_match_path (rules, path, 3, 0, &move), ==, FT_PATH_COMPLETE);
  /* The piece that could only step has nowhere to go. */
  ft_ruleset_get_targets (rules, other, 1, &targets);
  g_assert_cmpuint (ft_cell_set_count (&targets), ==, 0);
  g_assert_cmpint (ft_ruleset_match_path (rules, other, 2, 0, NULL), ==, FT_PATH_ILLEGAL);
  g_assert_false (ft_ruleset_parse_move (rules, "g3h4", &move, &error));
  g_assert_error (error, FT_RULESET_ERROR, FT_RULESET_ERROR_ILLEGAL);
  g_clear_error (&error);
  g_assert_false (ft_ruleset_parse_move (rules, "c3a5", &move, &error));
  g_assert_error (error, FT_RULESET_ERROR, FT_RULESET_ERROR_ILLEGAL);
  g_clear_error (&error);
  g_assert_false (ft_ruleset_parse_move (rules, "c3a", &move, &error));
  g_assert_error (error, FT_RULESET_ERROR, FT_RULESET_ERROR_SYNTAX);
}

static void
test_results (void)
{
  FtCheckersState state = { 0 };
  FtResultReason reason;

  /* Water has no piece left. */
  put (&state, "c3", FT_CHECKERS_FIRE, FT_CHECKERS_NORMAL, FALSE);
  state.to_move = FT_CHECKERS_WATER;
  {
    g_autoptr (FtRuleset) rules = FT_RULESET (ft_checkers_ruleset_new_from_state (&state));

    g_assert_cmpint (ft_ruleset_get_result (rules, &reason), ==, FT_RESULT_WHITE_WINS);
    g_assert_cmpint (reason, ==, FT_REASON_NO_PIECES);
  }
  /* Water's man on a7 is stuck behind Fire's b6 and c5. */
  put (&state, "a7", FT_CHECKERS_WATER, FT_CHECKERS_NORMAL, FALSE);
  put (&state, "b6", FT_CHECKERS_FIRE, FT_CHECKERS_NORMAL, FALSE);
  put (&state, "c5", FT_CHECKERS_FIRE, FT_CHECKERS_NORMAL, FALSE);
  {
    g_autoptr (FtRuleset) rules = FT_RULESET (ft_checkers_ruleset_new_from_state (&state));

    g_assert_cmpint (ft_ruleset_get_result (rules, &reason), ==, FT_RESULT_WHITE_WINS);
    g_assert_cmpint (reason, ==, FT_REASON_NO_MOVES);
  }
  /* Forty quiet turns each. */
  state.to_move = FT_CHECKERS_FIRE;
  state.quiet_turns = FT_CHECKERS_QUIET_LIMIT;
  {
    g_autoptr (FtRuleset) rules = FT_RULESET (ft_checkers_ruleset_new_from_state (&state));

    g_assert_cmpint (ft_ruleset_get_result (rules, &reason), ==, FT_RESULT_DRAW);
    g_assert_cmpint (reason, ==, FT_REASON_QUIET_TURNS);
  }
  /* Nobody is left (a bomb took the last pieces of both). */
  memset (state.squares, 0, sizeof state.squares);
  {
    g_autoptr (FtRuleset) rules = FT_RULESET (ft_checkers_ruleset_new_from_state (&state));

    g_assert_cmpint (ft_ruleset_get_result (rules, &reason), ==, FT_RESULT_DRAW);
    g_assert_cmpint (reason, ==, FT_REASON_NO_PIECES);
  }
}

static void
test_pieces_and_extras (void)
{
  FtCheckersState state = { 0 };
  g_autoptr (FtRuleset) rules = NULL;
  g_autofree char *bomb = NULL;
  g_autofree char *shield = NULL;
  guint choices[16];
  FtCell path[2] = { cell ("c3"), cell ("d4") };
  FtGamePiece piece;

  put (&state, "c3", FT_CHECKERS_FIRE, FT_CHECKERS_BOMB, TRUE);
  put (&state, "f6", FT_CHECKERS_WATER, FT_CHECKERS_SHIELD, FALSE);
  state.to_move = FT_CHECKERS_FIRE;
  rules = FT_RULESET (ft_checkers_ruleset_new_from_state (&state));
  g_assert_true (ft_ruleset_get_piece (rules, cell ("c3"), &piece));
  g_assert_cmpint (piece.side, ==, FT_WHITE);
  g_assert_cmpuint (piece.kind, ==, FT_CHECKERS_BOMB);
  g_assert_true (piece.crowned);
  bomb = ft_ruleset_describe_cell (rules, cell ("c3"));
  g_assert_cmpstr (bomb, ==, "c3, Fire bomb, king");
  shield = ft_ruleset_describe_cell (rules, cell ("f6"));
  g_assert_cmpstr (shield, ==, "f6, Water shield");
  g_assert_false (ft_ruleset_is_playable (rules, cell ("d3")));
  g_assert_false (ft_ruleset_can_pass (rules));
  g_assert_cmpuint (ft_ruleset_list_choices (rules, path, 2, choices), ==, 0);
  g_assert_null (ft_ruleset_explain_illegal (rules, path, 2));
  g_assert_cmpint (ft_ruleset_get_check_cell (rules), ==, FT_NO_CELL);
  g_assert_cmpstr (ft_ruleset_get_record_format (rules)->extension, ==, "pdn");
}

/* The same seed and depth choose the same turn; easy breaks ties by seed. */
static void
test_search_repeatable (void)
{
  g_autoptr (FtRuleset) rules = FT_RULESET (ft_checkers_ruleset_new (FT_CHECKERS_RULES_BOMBS, FT_CHECKERS_TURN_END_AUTO));
  const FtSearchOps *ops = ft_ruleset_get_search_ops (rules);
  FtSearchParams params = { 0 };
  FtGameMove first, second;
  gpointer snapshot;
  gint stop = 0;

  g_assert_null (ops->engine_new);
  params.level = FT_LEVEL_NORMAL;
  params.seed = 7;
  params.remaining_ms = -1;
  params.max_depth = 4;
  snapshot = ft_ruleset_snapshot_for_search (rules, NULL);
  g_assert_true (ops->think (snapshot, NULL, &params, &stop, &first));
  g_assert_true (ops->think (snapshot, NULL, &params, &stop, &second));
  g_assert_true (ft_game_move_equal (&first, &second));
  g_assert_true (ft_ruleset_is_legal (rules, &first));
  /* With a clock: a turn within its budget (a thirtieth of 3 s). */
  params.max_depth = 0;
  params.remaining_ms = 3000;
  g_assert_true (ops->think (snapshot, NULL, &params, &stop, &first));
  g_assert_true (ft_ruleset_is_legal (rules, &first));
  ops->snapshot_free (snapshot);
}

/* Why a path or a text is no legal move: the library's reasons. */
static void
test_reasons (void)
{
  FtCheckersState state = { 0 };
  g_autoptr (FtRuleset) rules = NULL;
  g_autoptr (GError) error = NULL;
  FtCell water[1] = { cell ("b6") };
  FtCell stepper[2] = { cell ("g3"), cell ("h4") };
  FtCell sideways[2] = { cell ("c3"), cell ("e3") };
  FtCell light[1] = { cell ("c3") + 1 };
  FtCell empty[1] = { cell ("e5") };
  FtCell off[2] = { cell ("c3"), FT_CELL (9, 9) };
  FtCell legal[2] = { cell ("c3"), cell ("a5") };
  FtGameMove move;
  struct
  {
    const FtCell *path;
    guint length;
    const char *reason;
  } cases[] = {
    { water, 1, "not your piece" },
    { stepper, 1, "a capture is compulsory" },
    { stepper, 2, "a capture is compulsory" },
    { sideways, 2, "not diagonal" },
    { light, 1, "not a playing square (pieces stay on the dark squares)" },
    { empty, 1, "no piece there" },
    { off, 2, "off the board" },
  };

  put (&state, "c3", FT_CHECKERS_FIRE, FT_CHECKERS_NORMAL, FALSE);
  put (&state, "g3", FT_CHECKERS_FIRE, FT_CHECKERS_NORMAL, FALSE);
  put (&state, "b4", FT_CHECKERS_WATER, FT_CHECKERS_NORMAL, FALSE);
  put (&state, "b6", FT_CHECKERS_WATER, FT_CHECKERS_NORMAL, FALSE);
  state.to_move = FT_CHECKERS_FIRE;
  state.rules = FT_CHECKERS_RULES_ENGLISH;
  rules = FT_RULESET (ft_checkers_ruleset_new_from_state (&state));
  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *why = ft_ruleset_explain_illegal (rules, cases[i].path, cases[i].length);

      g_assert_cmpstr (why, ==, cases[i].reason);
    }
  /* The start of a legal turn is not illegal. */
  g_assert_null (ft_ruleset_explain_illegal (rules, legal, 2));
  /* In text: standard notation and coordinates name the reason too. */
  g_assert_false (ft_ruleset_parse_move (rules, "9-13", &move, &error));
  g_assert_error (error, FT_RULESET_ERROR, FT_RULESET_ERROR_ILLEGAL);
  g_assert_cmpstr (error->message, ==, "9-13: a capture is compulsory");
  g_clear_error (&error);
  g_assert_false (ft_ruleset_parse_move (rules, "g3h4", &move, &error));
  g_assert_cmpstr (error->message, ==, "g3h4: a capture is compulsory");
  g_clear_error (&error);
  g_assert_false (ft_ruleset_parse_move (rules, "c3a5", &move, &error));
  g_assert_cmpstr (error->message, ==, "c3a5: the capturing piece must jump on");
  g_clear_error (&error);
  /* The short form of a multi-jump. */
  g_assert_true (ft_ruleset_parse_move (rules, "11x27", &move, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (move.checkers.length, ==, 3);
}

/* "Space ends the turn": the rules say a turn waits to be ended; the FEN
 * is the library's. */
static void
test_turn_end_and_fen (void)
{
  g_autoptr (FtRuleset) space = FT_RULESET (ft_checkers_ruleset_new (FT_CHECKERS_RULES_BOMBS,
                                                                     FT_CHECKERS_TURN_END_SPACE));
  g_autoptr (FtRuleset) english = FT_RULESET (ft_checkers_ruleset_new (FT_CHECKERS_RULES_ENGLISH,
                                                                       FT_CHECKERS_TURN_END_AUTO));
  g_autofree char *fen = ft_ruleset_write_position (english);

  g_assert_true (ft_ruleset_waits_for_end_of_turn (space));
  g_assert_false (ft_ruleset_waits_for_end_of_turn (english));
  g_assert_cmpstr (fen, ==, "B:W21,22,23,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,9,10,11,12");
}

/* Issue 43: every level of the checkers ladder plays a legal turn, and
 * within its clock (a thirtieth of the 3 s left, with room for a loaded
 * machine; never the whole clock). */
static void
test_every_level_legal (void)
{
  g_autoptr (FtRuleset) rules = FT_RULESET (ft_checkers_ruleset_new (FT_CHECKERS_RULES_BOMBS, FT_CHECKERS_TURN_END_AUTO));
  const FtSearchOps *ops = ft_ruleset_get_search_ops (rules);
  gpointer snapshot = ft_ruleset_snapshot_for_search (rules, NULL);
  gint stop = 0;

  for (FtLevel level = FT_LEVEL_1; level <= ft_level_top (FT_LEVEL_COLUMN_CHECKERS); level++)
    {
      FtSearchParams params = { 0 };
      FtGameMove move;
      gint64 started = g_get_monotonic_time ();

      params.level = level;
      params.seed = 11;
      params.remaining_ms = 3000;
      g_assert_true (ops->think (snapshot, NULL, &params, &stop, &move));
      g_assert_true (ft_ruleset_is_legal (rules, &move));
      g_assert_cmpint ((g_get_monotonic_time () - started) / 1000, <, 3000);
    }
  ops->snapshot_free (snapshot);
}

/* The board's numbers (ft_checkers_ruleset_cell_number, written on its
 * dark squares) are the notation's: every legal first turn's "N-M" names
 * the numbers of its cells; light cells have none. */
static void
test_cell_numbers (void)
{
  g_autoptr (FtRuleset) rules = FT_RULESET (ft_checkers_ruleset_new (FT_CHECKERS_RULES_BOMBS,
                                                                     FT_CHECKERS_TURN_END_AUTO));
  guint seen = 0;

  g_assert_cmpint (ft_checkers_ruleset_cell_number (cell ("g1")), ==, 1);
  g_assert_cmpint (ft_checkers_ruleset_cell_number (cell ("a1")), ==, 4);
  g_assert_cmpint (ft_checkers_ruleset_cell_number (cell ("h8")), ==, 29);
  g_assert_cmpint (ft_checkers_ruleset_cell_number (cell ("b8")), ==, 32);
  g_assert_cmpint (ft_checkers_ruleset_cell_number (cell ("b1")), ==, 0);
  g_assert_cmpint (ft_checkers_ruleset_cell_number (FT_CELL (8, 0)), ==, 0);
  for (int from = 0; from < 64; from++)
    for (int to = 0; to < 64; to++)
      {
        FtCell path[2] = { FT_CELL (from % 8, from / 8), FT_CELL (to % 8, to / 8) };
        FtGameMove move;
        char text[FT_NOTATION_MAX];
        g_autofree char *expected = NULL;

        if (ft_ruleset_match_path (rules, path, 2, 0, &move) != FT_PATH_COMPLETE)
          continue;
        expected = g_strdup_printf ("%d-%d", ft_checkers_ruleset_cell_number (path[0]),
                                    ft_checkers_ruleset_cell_number (path[1]));
        g_assert_cmpstr (ft_ruleset_write_move (rules, &move, text), ==, expected);
        seen++;
      }
  g_assert_cmpuint (seen, ==, 7);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/checkers-ruleset/cell-numbers", test_cell_numbers);
  g_test_add_func ("/checkers-ruleset/bombs-multi-jump", test_bombs_multi_jump);
  g_test_add_func ("/checkers-ruleset/english-must-capture", test_english_must_capture);
  g_test_add_func ("/checkers-ruleset/results", test_results);
  g_test_add_func ("/checkers-ruleset/pieces-and-extras", test_pieces_and_extras);
  g_test_add_func ("/checkers-ruleset/search-repeatable", test_search_repeatable);
  g_test_add_func ("/checkers-ruleset/every-level-legal", test_every_level_legal);
  g_test_add_func ("/checkers-ruleset/reasons", test_reasons);
  g_test_add_func ("/checkers-ruleset/turn-end-and-fen", test_turn_end_and_fen);
  return g_test_run ();
}
