/* test-checkers-illegal.c — why a move is illegal (every reason, in both
 * rule sets, and that the reasons agree with the generator), and the
 * "Space ends the turn" option against the automatic end. */
#include <string.h>

#include "checkers-test-util.h"

static FtCheckersIllegal
check (FtCheckersBoard *board, const char *from, const char *to)
{
  return ft_checkers_check_move (board, sq (from), sq (to));
}

static FtCheckersTurn
path_of (const char *squares)
{
  char **names = g_strsplit (squares, " ", -1);
  FtCheckersTurn turn = { 0 };

  for (char **n = names; *n != NULL; n++)
    turn.path[turn.length++] = (gint8) sq (*n);
  g_strfreev (names);
  return turn;
}

static FtCheckersIllegal
check_path (FtCheckersBoard *board, const char *squares, guint *at_index)
{
  FtCheckersTurn turn = path_of (squares);

  return ft_checkers_state_check_turn (ft_checkers_state (board), &turn, at_index);
}

/* The reasons that do not depend on the rule set, checked under both. */
static void
check_common_reasons (FtCheckersRules rules)
{
  g_autoptr (FtCheckersBoard) board = setup (FT_CHECKERS_FIRE, "Fnc3 Fna1 Fnb2 Fng3 Fnh4 Wnf6 Wnh8 Wng5");

  ft_checkers_set_rules (board, rules);
  g_assert_cmpint (check (board, "c3", "d4"), ==, FT_CHECKERS_LEGAL);
  g_assert_cmpint (ft_checkers_check_move (board, sq ("c3"), 64), ==, FT_CHECKERS_ILLEGAL_OFF_BOARD);
  g_assert_cmpint (ft_checkers_check_move (board, -3, sq ("d4")), ==, FT_CHECKERS_ILLEGAL_OFF_BOARD);
  g_assert_cmpint (ft_checkers_check_select (board, 70), ==, FT_CHECKERS_ILLEGAL_OFF_BOARD);
  g_assert_cmpint (check (board, "c3", "c4"), ==, FT_CHECKERS_ILLEGAL_LIGHT_SQUARE);
  g_assert_cmpint (ft_checkers_check_select (board, sq ("b3")), ==, FT_CHECKERS_ILLEGAL_LIGHT_SQUARE);
  g_assert_cmpint (check (board, "e3", "f4"), ==, FT_CHECKERS_ILLEGAL_NO_PIECE);
  g_assert_cmpint (ft_checkers_check_select (board, sq ("e3")), ==, FT_CHECKERS_ILLEGAL_NO_PIECE);
  g_assert_cmpint (check (board, "f6", "e5"), ==, FT_CHECKERS_ILLEGAL_NOT_YOUR_PIECE);
  g_assert_cmpint (ft_checkers_check_select (board, sq ("f6")), ==, FT_CHECKERS_ILLEGAL_NOT_YOUR_PIECE);
  g_assert_cmpint (check (board, "c3", "c3"), ==, FT_CHECKERS_ILLEGAL_SAME_SQUARE);
  g_assert_cmpint (check (board, "c3", "e3"), ==, FT_CHECKERS_ILLEGAL_NOT_DIAGONAL);
  g_assert_cmpint (check (board, "c3", "c5"), ==, FT_CHECKERS_ILLEGAL_NOT_DIAGONAL);
  g_assert_cmpint (check (board, "c3", "f6"), ==, FT_CHECKERS_ILLEGAL_TOO_FAR);
  g_assert_cmpint (check (board, "c3", "d2"), ==, FT_CHECKERS_ILLEGAL_BACKWARDS);
  g_assert_cmpint (check (board, "c3", "b2"), ==, FT_CHECKERS_ILLEGAL_BACKWARDS);
  g_assert_cmpint (check (board, "a1", "b2"), ==, FT_CHECKERS_ILLEGAL_OCCUPIED);
  g_assert_cmpint (check (board, "c3", "e5"), ==, FT_CHECKERS_ILLEGAL_NOTHING_TO_JUMP);
  g_assert_cmpint (check (board, "a1", "c3"), ==, FT_CHECKERS_ILLEGAL_OCCUPIED);
  g_assert_cmpint (check (board, "b2", "d4"), ==, FT_CHECKERS_ILLEGAL_OWN_PIECE);
  g_assert_cmpint (check (board, "g3", "e5"), ==, FT_CHECKERS_ILLEGAL_NOTHING_TO_JUMP);
  g_assert_cmpint (ft_checkers_check_select (board, sq ("a1")), ==, FT_CHECKERS_ILLEGAL_NO_MOVE);
  g_assert_cmpint (ft_checkers_check_end_turn (board), ==, FT_CHECKERS_ILLEGAL_NOTHING_MOVED);
  /* A jump over one's own piece. */
  ft_checkers_place (board, sq ("d4"), FT_CHECKERS_PIECE (FT_CHECKERS_FIRE, FT_CHECKERS_NORMAL, FALSE));
  g_assert_cmpint (check (board, "c3", "e5"), ==, FT_CHECKERS_ILLEGAL_OWN_PIECE);
  /* A king may go backwards. */
  ft_checkers_place (board, sq ("c3"), FT_CHECKERS_PIECE (FT_CHECKERS_FIRE, FT_CHECKERS_NORMAL, TRUE));
  g_assert_cmpint (check (board, "c3", "d2"), ==, FT_CHECKERS_LEGAL);
  /* Water's men go down the board. */
  ft_checkers_set_to_move (board, FT_CHECKERS_WATER);
  g_assert_cmpint (check (board, "f6", "e7"), ==, FT_CHECKERS_ILLEGAL_BACKWARDS);
  g_assert_cmpint (check (board, "f6", "e5"), ==, FT_CHECKERS_LEGAL);
  g_assert_cmpint (check (board, "c3", "d4"), ==, FT_CHECKERS_ILLEGAL_NOT_YOUR_PIECE);
}

static void
test_common_reasons (void)
{
  check_common_reasons (FT_CHECKERS_RULES_BOMBS);
  check_common_reasons (FT_CHECKERS_RULES_ENGLISH);
}

static void
check_game_over (FtCheckersRules rules)
{
  g_autoptr (FtCheckersBoard) board = setup (FT_CHECKERS_FIRE, "Fnc3");
  FtCheckersTurn turn = path_of ("c3 d4");

  ft_checkers_set_rules (board, rules);
  g_assert_cmpint (ft_checkers_winner (board), ==, FT_CHECKERS_FIRE);
  g_assert_cmpint (check (board, "c3", "d4"), ==, FT_CHECKERS_ILLEGAL_GAME_OVER);
  g_assert_cmpint (ft_checkers_check_select (board, sq ("c3")), ==, FT_CHECKERS_ILLEGAL_GAME_OVER);
  g_assert_cmpint (ft_checkers_state_check_turn (ft_checkers_state (board), &turn, NULL), ==,
                   FT_CHECKERS_ILLEGAL_GAME_OVER);
}

static void
test_game_over (void)
{
  check_game_over (FT_CHECKERS_RULES_BOMBS);
  check_game_over (FT_CHECKERS_RULES_ENGLISH);
}

/* Fire c3 can jump d4 to e5 and on over f6 to g7; g3 could step. */
#define DOUBLE_JUMP "Fnc3 Fng3 Wnd4 Wnf6 Wnb8"

static void
test_bombs_capture_is_optional (void)
{
  g_autoptr (FtCheckersBoard) board = setup (FT_CHECKERS_FIRE, DOUBLE_JUMP);
  guint index = 99;

  g_assert_cmpint (check (board, "g3", "h4"), ==, FT_CHECKERS_LEGAL);
  g_assert_cmpint (ft_checkers_check_select (board, sq ("g3")), ==, FT_CHECKERS_LEGAL);
  g_assert_cmpint (check_path (board, "c3 e5", &index), ==, FT_CHECKERS_LEGAL);
  g_assert_cmpint (check_path (board, "c3 e5 g7", &index), ==, FT_CHECKERS_LEGAL);
  g_assert_cmpint (check_path (board, "c3 d4", &index), ==, FT_CHECKERS_ILLEGAL_OCCUPIED);
  g_assert_cmpuint (index, ==, 1);
  g_assert_cmpint (check_path (board, "g3 h4 g5", &index), ==, FT_CHECKERS_ILLEGAL_TURN_OVER);
  g_assert_cmpuint (index, ==, 2);
  g_assert_cmpint (check_path (board, "c3 e5 d6", &index), ==, FT_CHECKERS_ILLEGAL_ONLY_JUMPS);

  /* Mid-turn: only the moving piece, only jumps, and it may stop. */
  g_assert_cmpint (play (board, "c3", "e5").kind, ==, FT_CHECKERS_MOVE_CAPTURED);
  g_assert_cmpint (check (board, "e5", "d6"), ==, FT_CHECKERS_ILLEGAL_ONLY_JUMPS);
  g_assert_cmpint (check (board, "g3", "h4"), ==, FT_CHECKERS_ILLEGAL_NOT_MOVING_PIECE);
  g_assert_cmpint (ft_checkers_check_select (board, sq ("g3")), ==, FT_CHECKERS_ILLEGAL_NOT_MOVING_PIECE);
  g_assert_cmpint (ft_checkers_check_select (board, sq ("e5")), ==, FT_CHECKERS_LEGAL);
  g_assert_cmpint (ft_checkers_check_move (board, FT_CHECKERS_NO_SQUARE, sq ("g7")), ==, FT_CHECKERS_LEGAL);
  g_assert_cmpint (ft_checkers_check_end_turn (board), ==, FT_CHECKERS_LEGAL);
}

static void
test_english_must_capture (void)
{
  g_autoptr (FtCheckersBoard) board = setup (FT_CHECKERS_FIRE, DOUBLE_JUMP);
  guint index = 99;

  ft_checkers_set_rules (board, FT_CHECKERS_RULES_ENGLISH);
  g_assert_cmpint (check (board, "g3", "h4"), ==, FT_CHECKERS_ILLEGAL_MUST_CAPTURE);
  g_assert_cmpint (check (board, "g3", "f4"), ==, FT_CHECKERS_ILLEGAL_MUST_CAPTURE);
  g_assert_cmpint (ft_checkers_check_select (board, sq ("g3")), ==, FT_CHECKERS_ILLEGAL_MUST_CAPTURE);
  g_assert_cmpint (check_path (board, "g3 h4", &index), ==, FT_CHECKERS_ILLEGAL_MUST_CAPTURE);
  /* The first jump alone stops where the piece must jump on. */
  g_assert_cmpint (check_path (board, "c3 e5", &index), ==, FT_CHECKERS_ILLEGAL_MUST_CONTINUE);
  g_assert_cmpuint (index, ==, 1);
  g_assert_cmpint (check_path (board, "c3 e5 g7", &index), ==, FT_CHECKERS_LEGAL);

  g_assert_cmpint (play (board, "c3", "e5").kind, ==, FT_CHECKERS_MOVE_CAPTURED);
  g_assert_cmpint (ft_checkers_check_end_turn (board), ==, FT_CHECKERS_ILLEGAL_MUST_CONTINUE);
  g_assert_cmpint (check (board, "e5", "d6"), ==, FT_CHECKERS_ILLEGAL_ONLY_JUMPS);
  g_assert_cmpint (check (board, "e5", "g7"), ==, FT_CHECKERS_LEGAL);
}

static void
test_english_crowning_stops (void)
{
  /* d6xf8 crowns, and the new king could jump g7 back to h6 — but a
   * crowning ends an English turn. */
  g_autoptr (FtCheckersBoard) board = setup (FT_CHECKERS_FIRE, "Fnd6 Wne7 Wng7 Wna1");
  guint index = 0;

  ft_checkers_set_rules (board, FT_CHECKERS_RULES_ENGLISH);
  g_assert_cmpint (check_path (board, "d6 f8", &index), ==, FT_CHECKERS_LEGAL);
  g_assert_cmpint (check_path (board, "d6 f8 h6", &index), ==, FT_CHECKERS_ILLEGAL_TURN_OVER);
  g_assert_cmpuint (index, ==, 2);
  /* Under the bombs rules the new king jumps on. */
  ft_checkers_set_rules (board, FT_CHECKERS_RULES_BOMBS);
  g_assert_cmpint (check_path (board, "d6 f8 h6", &index), ==, FT_CHECKERS_LEGAL);
}

static void
test_bomb_explosion_ends (void)
{
  /* A bomb's capture explodes: nothing can follow, not even another jump. */
  g_autoptr (FtCheckersBoard) board = setup (FT_CHECKERS_FIRE, "Fbc3 Wnd4 Wnf6 Wnb8");
  guint index = 0;

  g_assert_cmpint (check_path (board, "c3 e5", &index), ==, FT_CHECKERS_LEGAL);
  g_assert_cmpint (check_path (board, "c3 e5 g7", &index), ==, FT_CHECKERS_ILLEGAL_TURN_OVER);
}

static void
test_names_and_messages (void)
{
  GHashTable *names = g_hash_table_new (g_str_hash, g_str_equal);

  for (int r = FT_CHECKERS_LEGAL; r <= FT_CHECKERS_ILLEGAL_NO_CAPTURE_PATH; r++)
    {
      const char *name = ft_checkers_illegal_name (r);
      const char *message = ft_checkers_illegal_message (r);

      g_assert_nonnull (name);
      g_assert_nonnull (message);
      g_assert_cmpuint (strlen (message), >, 4);
      /* One name per reason. */
      g_assert_false (g_hash_table_contains (names, name));
      g_hash_table_add (names, (gpointer) name);
    }
  g_assert_cmpstr (ft_checkers_illegal_name (FT_CHECKERS_ILLEGAL_MUST_CAPTURE), ==, "must-capture");
  g_assert_cmpstr (ft_checkers_illegal_message (FT_CHECKERS_ILLEGAL_NOT_YOUR_PIECE), ==, "not your piece");
  g_assert_cmpstr (ft_checkers_illegal_message (FT_CHECKERS_ILLEGAL_NOT_DIAGONAL), ==, "not diagonal");
  g_assert_cmpstr (ft_checkers_illegal_message (FT_CHECKERS_ILLEGAL_OFF_BOARD), ==, "off the board");
  g_hash_table_unref (names);
}

/* In positions of random games: a two-square path is legal exactly when the
 * generator lists it as a turn, and every generated turn is legal. */
static void
check_reasons_match_generator (FtCheckersRules rules)
{
  g_autoptr (FtCheckersBoard) board = ft_checkers_board_new_with_rules (rules);
  FtCheckersTurnList *list = g_new (FtCheckersTurnList, 1);
  GRand *rand = g_rand_new_with_seed (18);
  guint games = under_valgrind () ? 2 : 20;

  for (guint game = 0; game < games; game++)
    {
      FtCheckersState s;

      ft_checkers_reset (board);
      s = *ft_checkers_state (board);
      while (ft_checkers_state_winner (&s) == FT_CHECKERS_NONE)
        {
          gboolean listed[FT_CHECKERS_SQUARES][FT_CHECKERS_SQUARES] = { { FALSE } };

          ft_checkers_state_generate_turns (&s, list);
          for (guint i = 0; i < list->count; i++)
            {
              const FtCheckersTurn *turn = &list->turns[i];

              g_assert_cmpint (ft_checkers_state_check_turn (&s, turn, NULL), ==, FT_CHECKERS_LEGAL);
              if (turn->length == 2)
                listed[turn->path[0]][turn->path[1]] = TRUE;
            }
          /* The dark squares (light ones are never legal: common-reasons). */
          for (int from = 0; from < FT_CHECKERS_SQUARES; from += 2)
            for (int to = 0; to < FT_CHECKERS_SQUARES; to += 2)
              {
                FtCheckersTurn two = { 2, { (gint8) (from + FT_CHECKERS_RANK (from) % 2),
                                            (gint8) (to + FT_CHECKERS_RANK (to) % 2) } };

                g_assert_cmpint (ft_checkers_state_check_turn (&s, &two, NULL) == FT_CHECKERS_LEGAL, ==,
                                 listed[two.path[0]][two.path[1]]);
              }
          ft_checkers_state_play_turn (&s, &list->turns[g_rand_int_range (rand, 0, list->count)]);
        }
    }
  g_rand_free (rand);
  g_free (list);
}

static void
test_reasons_match_generator (void)
{
  check_reasons_match_generator (FT_CHECKERS_RULES_BOMBS);
  check_reasons_match_generator (FT_CHECKERS_RULES_ENGLISH);
}

/* ---- "Space ends the turn" --------------------------------------------- */

static void
test_turn_end_names (void)
{
  FtCheckersTurnEnd end = FT_CHECKERS_TURN_END_AUTO;

  g_assert_true (ft_checkers_turn_end_from_string ("space", &end));
  g_assert_cmpint (end, ==, FT_CHECKERS_TURN_END_SPACE);
  g_assert_true (ft_checkers_turn_end_from_string ("auto", &end));
  g_assert_cmpint (end, ==, FT_CHECKERS_TURN_END_AUTO);
  g_assert_false (ft_checkers_turn_end_from_string ("Space", &end));
  g_assert_false (ft_checkers_turn_end_from_string (NULL, &end));
  g_assert_cmpstr (ft_checkers_turn_end_to_string (FT_CHECKERS_TURN_END_SPACE), ==, "space");
  g_assert_cmpstr (ft_checkers_turn_end_to_string (FT_CHECKERS_TURN_END_AUTO), ==, "auto");
}

static void
test_auto_end_is_default (void)
{
  g_autoptr (FtCheckersBoard) board = ft_checkers_board_new ();
  FtCheckersMoveResult r;

  g_assert_cmpint (ft_checkers_turn_end (board), ==, FT_CHECKERS_TURN_END_AUTO);
  r = play (board, "c3", "d4");
  g_assert_true (r.turn_ended);
  g_assert_cmpint (ft_checkers_to_move (board), ==, FT_CHECKERS_WATER);
  g_assert_false (ft_checkers_can_end_turn (board));
  g_assert_false (ft_checkers_turn_is_complete (board));
}

static void
test_space_step_waits (void)
{
  g_autoptr (FtCheckersBoard) board = ft_checkers_board_new ();
  FtCheckersMoveResult r;
  FtCheckersState start;

  ft_checkers_set_turn_end (board, FT_CHECKERS_TURN_END_SPACE);
  start = *ft_checkers_state (board);
  r = play (board, "c3", "d4");
  g_assert_cmpint (r.kind, ==, FT_CHECKERS_MOVE_MOVED);
  g_assert_false (r.turn_ended);
  /* Still Fire's turn, nothing more can move, Space ends it. */
  g_assert_cmpint (ft_checkers_to_move (board), ==, FT_CHECKERS_FIRE);
  g_assert_true (ft_checkers_turn_is_complete (board));
  g_assert_cmpint (ft_checkers_selected (board), ==, FT_CHECKERS_NO_SQUARE);
  g_assert_false (ft_checkers_can_select (board, sq ("d4")));
  g_assert_false (ft_checkers_select (board, sq ("d4")));
  for (int to = 0; to < FT_CHECKERS_SQUARES; to++)
    g_assert_false (ft_checkers_can_move (board, to));
  g_assert_cmpint (check (board, "d4", "e5"), ==, FT_CHECKERS_ILLEGAL_TURN_OVER);
  g_assert_cmpint (ft_checkers_check_select (board, sq ("e3")), ==, FT_CHECKERS_ILLEGAL_TURN_OVER);
  g_assert_true (ft_checkers_can_end_turn (board));
  g_assert_cmpint (ft_checkers_check_end_turn (board), ==, FT_CHECKERS_LEGAL);
  /* Undo before Space takes the step back. */
  g_assert_true (ft_checkers_undo (board));
  g_assert_true (memcmp (ft_checkers_state (board), &start, sizeof start) == 0);
  play (board, "c3", "d4");
  g_assert_true (ft_checkers_end_turn (board));
  g_assert_cmpint (ft_checkers_to_move (board), ==, FT_CHECKERS_WATER);
  g_assert_false (ft_checkers_turn_is_complete (board));
  /* The option stays through a new game. */
  ft_checkers_reset (board);
  g_assert_cmpint (ft_checkers_turn_end (board), ==, FT_CHECKERS_TURN_END_SPACE);
}

static void
test_space_capture_waits (void)
{
  g_autoptr (FtCheckersBoard) board = setup (FT_CHECKERS_FIRE, DOUBLE_JUMP);
  FtCheckersMoveResult r;

  ft_checkers_set_turn_end (board, FT_CHECKERS_TURN_END_SPACE);
  /* After the first jump it may jump on or stop, as with the automatic end. */
  r = play (board, "c3", "e5");
  g_assert_false (r.turn_ended);
  g_assert_false (ft_checkers_turn_is_complete (board));
  g_assert_true (ft_checkers_can_move (board, sq ("g7")));
  /* After the last possible jump the turn no longer ends by itself. */
  r = ft_checkers_move (board, sq ("g7"));
  g_assert_cmpint (r.kind, ==, FT_CHECKERS_MOVE_CAPTURED);
  g_assert_false (r.turn_ended);
  g_assert_true (ft_checkers_turn_is_complete (board));
  g_assert_cmpint (ft_checkers_to_move (board), ==, FT_CHECKERS_FIRE);
  g_assert_true (ft_checkers_end_turn (board));
  g_assert_cmpint (ft_checkers_to_move (board), ==, FT_CHECKERS_WATER);

  /* The same jumps with the automatic end: the turn ends at g7. */
  ft_checkers_board_free (g_steal_pointer (&board));
  board = setup (FT_CHECKERS_FIRE, DOUBLE_JUMP);
  r = play (board, "c3", "e5 g7");
  g_assert_true (r.turn_ended);
  g_assert_cmpint (ft_checkers_to_move (board), ==, FT_CHECKERS_WATER);
}

static void
test_space_bomb_and_english (void)
{
  g_autoptr (FtCheckersBoard) bomb = setup (FT_CHECKERS_FIRE, "Fbc3 Wnd4 Wnf6 Wnb8");
  g_autoptr (FtCheckersBoard) english = setup (FT_CHECKERS_FIRE, DOUBLE_JUMP);
  FtCheckersMoveResult r;

  ft_checkers_set_turn_end (bomb, FT_CHECKERS_TURN_END_SPACE);
  r = play (bomb, "c3", "e5");
  g_assert_cmpint (r.kind, ==, FT_CHECKERS_MOVE_EXPLODED);
  g_assert_false (r.turn_ended);
  g_assert_true (ft_checkers_turn_is_complete (bomb));
  g_assert_true (ft_checkers_end_turn (bomb));

  ft_checkers_set_rules (english, FT_CHECKERS_RULES_ENGLISH);
  ft_checkers_set_turn_end (english, FT_CHECKERS_TURN_END_SPACE);
  play (english, "c3", "e5");
  /* The English sequence must still be completed before Space. */
  g_assert_false (ft_checkers_can_end_turn (english));
  g_assert_cmpint (ft_checkers_check_end_turn (english), ==, FT_CHECKERS_ILLEGAL_MUST_CONTINUE);
  r = ft_checkers_move (english, sq ("g7"));
  g_assert_false (r.turn_ended);
  g_assert_true (ft_checkers_can_end_turn (english));
  g_assert_true (ft_checkers_end_turn (english));
}

static void
test_space_keeps_turns_and_state (void)
{
  g_autoptr (FtCheckersBoard) board = ft_checkers_board_new ();
  FtCheckersTurnList *list = g_new (FtCheckersTurnList, 1);
  FtCheckersTurnList *auto_list = g_new (FtCheckersTurnList, 1);
  GRand *rand = g_rand_new_with_seed (5);
  FtCheckersState plain;

  ft_checkers_set_turn_end (board, FT_CHECKERS_TURN_END_SPACE);
  plain = *ft_checkers_state (board);
  plain.turn_end = FT_CHECKERS_TURN_END_AUTO;
  g_assert_cmpuint (ft_checkers_perft (board, 4), ==, ft_checkers_state_perft (&plain, 4));
  /* A game through the API, every turn ended with Space, gives the
   * generator's positions. */
  for (guint ply = 0; ply < 60 && ft_checkers_winner (board) == FT_CHECKERS_NONE; ply++)
    {
      FtCheckersState expected = *ft_checkers_state (board);
      const FtCheckersTurn *turn;

      ft_checkers_generate_turns (board, list);
      ft_checkers_state_generate_turns (&plain, auto_list);
      g_assert_cmpuint (list->count, ==, auto_list->count);
      g_assert_true (turns_equal (list->turns, auto_list->turns, list->count));
      turn = &list->turns[g_rand_int_range (rand, 0, list->count)];
      ft_checkers_state_play_turn (&expected, turn);
      ft_checkers_state_play_turn (&plain, turn);
      g_assert_true (ft_checkers_select (board, turn->path[0]));
      for (guint k = 1; k < turn->length; k++)
        g_assert_false (ft_checkers_move (board, turn->path[k]).turn_ended);
      g_assert_true (ft_checkers_end_turn (board));
      g_assert_true (memcmp (ft_checkers_state (board), &expected, sizeof expected) == 0);
    }
  g_rand_free (rand);
  g_free (list);
  g_free (auto_list);
}

static void
test_set_turn_end_takes_back (void)
{
  g_autoptr (FtCheckersBoard) board = setup (FT_CHECKERS_FIRE, DOUBLE_JUMP);

  play (board, "c3", "e5");
  ft_checkers_set_turn_end (board, FT_CHECKERS_TURN_END_SPACE);
  g_assert_cmpint (ft_checkers_piece_at (board, sq ("c3")), !=, FT_CHECKERS_EMPTY);
  g_assert_cmpint (ft_checkers_piece_at (board, sq ("d4")), !=, FT_CHECKERS_EMPTY);
  g_assert_cmpint (ft_checkers_selected (board), ==, FT_CHECKERS_NO_SQUARE);
  g_assert_cmpint (ft_checkers_state (board)->turn_end, ==, FT_CHECKERS_TURN_END_SPACE);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/checkers/illegal/common-reasons", test_common_reasons);
  g_test_add_func ("/checkers/illegal/game-over", test_game_over);
  g_test_add_func ("/checkers/illegal/bombs-capture-optional", test_bombs_capture_is_optional);
  g_test_add_func ("/checkers/illegal/english-must-capture", test_english_must_capture);
  g_test_add_func ("/checkers/illegal/english-crowning-stops", test_english_crowning_stops);
  g_test_add_func ("/checkers/illegal/bomb-explosion-ends", test_bomb_explosion_ends);
  g_test_add_func ("/checkers/illegal/names", test_names_and_messages);
  g_test_add_func ("/checkers/illegal/match-generator", test_reasons_match_generator);
  g_test_add_func ("/checkers/turn-end/names", test_turn_end_names);
  g_test_add_func ("/checkers/turn-end/auto-default", test_auto_end_is_default);
  g_test_add_func ("/checkers/turn-end/space-step", test_space_step_waits);
  g_test_add_func ("/checkers/turn-end/space-capture", test_space_capture_waits);
  g_test_add_func ("/checkers/turn-end/space-bomb-english", test_space_bomb_and_english);
  g_test_add_func ("/checkers/turn-end/space-same-turns", test_space_keeps_turns_and_state);
  g_test_add_func ("/checkers/turn-end/set-takes-back", test_set_turn_end_takes_back);
  return g_test_run ();
}
