/* test-checkers-notation.c — standard checkers notation: the numbering of
 * the 32 squares (checked against the published English openings), moves
 * written and read, and the PDN position string with bombs and shields. */
#include <string.h>

#include "checkers-test-util.h"
#include "ft-checkers-notation.h"

static int
num (const char *name)
{
  return ft_checkers_square_to_number (sq (name));
}

static void
test_numbering (void)
{
  /* Black (Fire) starts on 1-12 and White (Water) on 21-32. */
  g_autoptr (FtCheckersBoard) board = ft_checkers_board_new_with_rules (FT_CHECKERS_RULES_ENGLISH);

  for (int n = 1; n <= 32; n++)
    {
      int square = ft_checkers_square_from_number (n);
      FtCheckersSide side = FT_CHECKERS_PIECE_SIDE (ft_checkers_piece_at (board, square));

      g_assert_true (FT_CHECKERS_IS_DARK (square));
      g_assert_cmpint (ft_checkers_square_to_number (square), ==, n);
      g_assert_cmpint (side, ==, n <= 12 ? FT_CHECKERS_FIRE : n >= 21 ? FT_CHECKERS_WATER : FT_CHECKERS_NONE);
    }
  g_assert_cmpint (num ("g1"), ==, 1);
  g_assert_cmpint (num ("a1"), ==, 4);
  g_assert_cmpint (num ("h2"), ==, 5);
  g_assert_cmpint (num ("a3"), ==, 12);
  g_assert_cmpint (num ("c3"), ==, 11);
  g_assert_cmpint (num ("d4"), ==, 15);
  g_assert_cmpint (num ("h8"), ==, 29);
  g_assert_cmpint (num ("b8"), ==, 32);
  g_assert_cmpint (ft_checkers_square_to_number (sq ("b1")), ==, 0);
  g_assert_cmpint (ft_checkers_square_to_number (-1), ==, 0);
  g_assert_cmpint (ft_checkers_square_to_number (64), ==, 0);
  g_assert_cmpint (ft_checkers_square_from_number (0), ==, FT_CHECKERS_NO_SQUARE);
  g_assert_cmpint (ft_checkers_square_from_number (33), ==, FT_CHECKERS_NO_SQUARE);
}

static int
compare_strings (gconstpointer a, gconstpointer b)
{
  return strcmp (*(char *const *) a, *(char *const *) b);
}

/* The seven opening moves of English draughts, as every book lists them:
 * 9-13 9-14 10-14 10-15 11-15 11-16 12-16. They fix the orientation (9 has
 * two moves and 12 one, so the numbering cannot be mirrored). Then White's
 * replies to 11-15 (21-17 22-17 22-18 23-18 23-19 24-19 24-20). */
static void
test_openings (void)
{
  g_autoptr (FtCheckersBoard) board = ft_checkers_board_new_with_rules (FT_CHECKERS_RULES_ENGLISH);
  FtCheckersTurnList *list = g_new (FtCheckersTurnList, 1);
  const char *black = "10-14 10-15 11-15 11-16 12-16 9-13 9-14";
  const char *white = "21-17 22-17 22-18 23-18 23-19 24-19 24-20";
  const char *expected[2] = { black, white };
  FtCheckersState s = *ft_checkers_state (board);

  for (int side = 0; side < 2; side++)
    {
      GPtrArray *texts = g_ptr_array_new_with_free_func (g_free);
      g_autofree char *joined = NULL;
      FtCheckersTurn turn;

      ft_checkers_state_generate_turns (&s, list);
      for (guint i = 0; i < list->count; i++)
        {
          char text[FT_CHECKERS_NOTATION_MAX];

          g_ptr_array_add (texts, g_strdup (ft_checkers_turn_to_notation (&s, &list->turns[i],
                                                                          FT_CHECKERS_JUMPS_SHORT, text)));
        }
      g_ptr_array_sort (texts, compare_strings);
      g_ptr_array_add (texts, NULL);
      joined = g_strjoinv (" ", (char **) texts->pdata);
      g_assert_cmpstr (joined, ==, expected[side]);
      g_ptr_array_unref (texts);
      g_assert_true (ft_checkers_turn_from_notation (&s, "11-15", &turn, NULL, NULL) || side == 1);
      if (side == 0)
        ft_checkers_state_play_turn (&s, &turn);
    }
  g_free (list);
}

/* Fire c3 (11) jumps d4 (15) to e5 (18) and f6 to g7 (25). */
#define DOUBLE_JUMP "Fnc3 Fng3 Wnd4 Wnf6 Wnb8"

static FtCheckersTurn
parse_ok (const FtCheckersState *s, const char *text)
{
  FtCheckersTurn turn = { 0 };
  g_autoptr (GError) error = NULL;

  g_assert_true (ft_checkers_turn_from_notation (s, text, &turn, NULL, &error));
  g_assert_no_error (error);
  return turn;
}

static void
parse_fails (const FtCheckersState *s, const char *text, FtCheckersNotationError code, FtCheckersIllegal reason,
             const char *message)
{
  FtCheckersTurn turn = { 0 };
  FtCheckersIllegal why = 99;
  g_autoptr (GError) error = NULL;

  g_assert_false (ft_checkers_turn_from_notation (s, text, &turn, &why, &error));
  g_assert_error (error, FT_CHECKERS_NOTATION_ERROR, (int) code);
  g_assert_cmpint (why, ==, reason);
  if (message != NULL)
    g_assert_cmpstr (error->message, ==, message);
}

static void
test_write_and_read_jumps (void)
{
  g_autoptr (FtCheckersBoard) board = setup (FT_CHECKERS_FIRE, DOUBLE_JUMP);
  FtCheckersState s;
  FtCheckersTurn turn;
  char text[FT_CHECKERS_NOTATION_MAX];

  ft_checkers_set_rules (board, FT_CHECKERS_RULES_ENGLISH);
  s = *ft_checkers_state (board);
  turn = parse_ok (&s, "11x18x25");
  g_assert_cmpuint (turn.length, ==, 3);
  g_assert_cmpstr (ft_checkers_turn_to_notation (&s, &turn, FT_CHECKERS_JUMPS_FULL, text), ==, "11x18x25");
  g_assert_cmpstr (ft_checkers_turn_to_notation (&s, &turn, FT_CHECKERS_JUMPS_SHORT, text), ==, "11x25");
  g_assert_true (turns_equal (&turn, (FtCheckersTurn[]) { parse_ok (&s, "11x25") }, 1));
  /* Sloppy but published: a hyphen for a jump, an 'X', a glyph. */
  g_assert_cmpuint (parse_ok (&s, "11-18-25").length, ==, 3);
  g_assert_cmpuint (parse_ok (&s, "11X25!").length, ==, 3);
  /* English: the first jump alone is not a whole turn. */
  parse_fails (&s, "11x18", FT_CHECKERS_NOTATION_ERROR_ILLEGAL, FT_CHECKERS_ILLEGAL_MUST_CONTINUE,
               "the capturing piece must jump on");
  parse_fails (&s, "9-13", FT_CHECKERS_NOTATION_ERROR_ILLEGAL, FT_CHECKERS_ILLEGAL_MUST_CAPTURE,
               "a capture is compulsory");
  parse_fails (&s, "11x22", FT_CHECKERS_NOTATION_ERROR_ILLEGAL, FT_CHECKERS_ILLEGAL_NO_CAPTURE_PATH,
               "no captures lead there");

  /* The bombs game: stopping after the first jump is a turn of its own. */
  ft_checkers_set_rules (board, FT_CHECKERS_RULES_BOMBS);
  s = *ft_checkers_state (board);
  g_assert_cmpuint (parse_ok (&s, "11x18").length, ==, 2);
  g_assert_cmpuint (parse_ok (&s, "11x25").length, ==, 3);
  g_assert_cmpuint (parse_ok (&s, "9-13").length, ==, 2);
  turn = parse_ok (&s, "11x18");
  g_assert_cmpstr (ft_checkers_turn_to_notation (&s, &turn, FT_CHECKERS_JUMPS_SHORT, text), ==, "11x18");
}

static void
test_ambiguous (void)
{
  /* A king on 11 (c3) reaches 27 (c7) round either side: over 15 and 23
   * (landing on 18) or over 16 and 24 (landing on 20). */
  g_autoptr (FtCheckersBoard) board = setup (FT_CHECKERS_FIRE, "Fnkc3 Wnd4 Wnd6 Wnb4 Wnb6 Wnh8");
  FtCheckersState s = *ft_checkers_state (board);
  FtCheckersTurn turn;
  char text[FT_CHECKERS_NOTATION_MAX];

  parse_fails (&s, "11x27", FT_CHECKERS_NOTATION_ERROR_AMBIGUOUS, FT_CHECKERS_LEGAL,
               "ambiguous: 11x20x27 or 11x18x27 (write every landing square)");
  turn = parse_ok (&s, "11x18x27");
  g_assert_cmpint (turn.path[1], ==, sq ("e5"));
  turn = parse_ok (&s, "11x20x27");
  g_assert_cmpint (turn.path[1], ==, sq ("a5"));
  /* The short style keeps every landing where it must. */
  g_assert_cmpstr (ft_checkers_turn_to_notation (&s, &turn, FT_CHECKERS_JUMPS_SHORT, text), ==, "11x20x27");

  /* English: both ways round are complete only back on 11; every landing
   * tells them apart, the start and end do not. */
  ft_checkers_set_rules (board, FT_CHECKERS_RULES_ENGLISH);
  s = *ft_checkers_state (board);
  parse_fails (&s, "11x11", FT_CHECKERS_NOTATION_ERROR_AMBIGUOUS, FT_CHECKERS_LEGAL, NULL);
  turn = parse_ok (&s, "11x18x27x20x11");
  g_assert_cmpuint (turn.length, ==, 5);
  g_assert_cmpuint (parse_ok (&s, "11x20x27x18x11").length, ==, 5);
  /* 20 is a landing of both ways round. */
  parse_fails (&s, "11x20x11", FT_CHECKERS_NOTATION_ERROR_AMBIGUOUS, FT_CHECKERS_LEGAL, NULL);
}

static void
test_illegal_reasons (void)
{
  g_autoptr (FtCheckersBoard) board = ft_checkers_board_new_with_rules (FT_CHECKERS_RULES_ENGLISH);
  FtCheckersState s = *ft_checkers_state (board);

  parse_fails (&s, "11-16x", FT_CHECKERS_NOTATION_ERROR_SYNTAX, FT_CHECKERS_LEGAL, NULL);
  parse_fails (&s, "22-18", FT_CHECKERS_NOTATION_ERROR_ILLEGAL, FT_CHECKERS_ILLEGAL_NOT_YOUR_PIECE,
               "not your piece");
  parse_fails (&s, "15-19", FT_CHECKERS_NOTATION_ERROR_ILLEGAL, FT_CHECKERS_ILLEGAL_NO_PIECE, "no piece there");
  parse_fails (&s, "11-18", FT_CHECKERS_NOTATION_ERROR_ILLEGAL, FT_CHECKERS_ILLEGAL_NOTHING_TO_JUMP, NULL);
  parse_fails (&s, "12-17", FT_CHECKERS_NOTATION_ERROR_ILLEGAL, FT_CHECKERS_ILLEGAL_NOT_DIAGONAL, "not diagonal");
  parse_fails (&s, "11-19", FT_CHECKERS_NOTATION_ERROR_ILLEGAL, FT_CHECKERS_ILLEGAL_NOT_DIAGONAL, NULL);
  parse_fails (&s, "11-20", FT_CHECKERS_NOTATION_ERROR_ILLEGAL, FT_CHECKERS_ILLEGAL_NOTHING_TO_JUMP, NULL);
  parse_fails (&s, "8-11", FT_CHECKERS_NOTATION_ERROR_ILLEGAL, FT_CHECKERS_ILLEGAL_OCCUPIED, NULL);
  parse_fails (&s, "11-7", FT_CHECKERS_NOTATION_ERROR_ILLEGAL, FT_CHECKERS_ILLEGAL_BACKWARDS, NULL);
  parse_fails (&s, "11-11", FT_CHECKERS_NOTATION_ERROR_ILLEGAL, FT_CHECKERS_ILLEGAL_SAME_SQUARE, NULL);
  parse_fails (&s, "33-29", FT_CHECKERS_NOTATION_ERROR_SQUARE, FT_CHECKERS_LEGAL,
               "square 33 is off the board (the squares are 1-32)");
  parse_fails (&s, "0-4", FT_CHECKERS_NOTATION_ERROR_SQUARE, FT_CHECKERS_LEGAL, NULL);
  parse_fails (&s, "111-15", FT_CHECKERS_NOTATION_ERROR_SQUARE, FT_CHECKERS_LEGAL, NULL);
}

static void
test_syntax (void)
{
  g_autoptr (FtCheckersBoard) board = ft_checkers_board_new ();
  FtCheckersState s = *ft_checkers_state (board);
  const char *bad[] = { "", "11", "11-", "-15", "a-b", "11--15", "11-15-", "11 15", "c3-d4", "11-15 ", "11/15" };

  for (gsize i = 0; i < G_N_ELEMENTS (bad); i++)
    parse_fails (&s, bad[i], FT_CHECKERS_NOTATION_ERROR_SYNTAX, FT_CHECKERS_LEGAL,
                 "not a move (a move reads 11-15, 15x24 or 10x19x26)");
  parse_fails (&s, "1x2x3x4x5x6x7x8x9x10x11x12x13x14x15x16x17", FT_CHECKERS_NOTATION_ERROR_SYNTAX,
               FT_CHECKERS_LEGAL, NULL);
  /* The bombs game's start reads as numbers too. */
  g_assert_cmpuint (parse_ok (&s, "9-13").length, ==, 2);
}

/* ---- Positions ---------------------------------------------------------- */

static void
fen_fails (const char *fen, FtCheckersRules rules, FtCheckersFenError code, guint offset)
{
  FtCheckersState s;
  guint at = 999;
  g_autoptr (GError) error = NULL;

  g_assert_false (ft_checkers_fen_parse (fen, rules, FT_CHECKERS_TURN_END_AUTO, &s, &at, &error));
  g_assert_error (error, FT_CHECKERS_FEN_ERROR, (int) code);
  g_assert_cmpuint (at, ==, offset);
}

static void
test_fen_english (void)
{
  g_autoptr (FtCheckersBoard) board = ft_checkers_board_new_with_rules (FT_CHECKERS_RULES_ENGLISH);
  g_autofree char *start = ft_checkers_fen_start (FT_CHECKERS_RULES_ENGLISH);
  const char *same[] = {
    "B:W21,22,23,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,9,10,11,12",
    "B:B1-12:W21-32", "b:w21-32:b1-12.", " B : W 21 - 32 , : B1-4,5-8,9-12 ", "B:W21-32:B1-12:H0:F1",
  };
  FtCheckersState s;

  g_assert_cmpstr (start, ==, "B:W21,22,23,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,9,10,11,12");
  for (gsize i = 0; i < G_N_ELEMENTS (same); i++)
    {
      g_autoptr (GError) error = NULL;

      g_assert_true (ft_checkers_fen_parse (same[i], FT_CHECKERS_RULES_ENGLISH, FT_CHECKERS_TURN_END_AUTO, &s,
                                            NULL, &error));
      g_assert_no_error (error);
      g_assert_true (memcmp (&s, ft_checkers_state (board), sizeof s) == 0);
    }
  /* The PDN standard's example: kings, White to move. */
  g_assert_true (ft_checkers_fen_parse ("W:W18,24,27,28,K10,K15:B12,16,20,K22,K25,K29", FT_CHECKERS_RULES_ENGLISH,
                                        FT_CHECKERS_TURN_END_SPACE, &s, NULL, NULL));
  g_assert_cmpint (s.to_move, ==, FT_CHECKERS_WATER);
  g_assert_cmpint (s.turn_end, ==, FT_CHECKERS_TURN_END_SPACE);
  g_assert_cmpuint (s.squares[ft_checkers_square_from_number (10)], ==,
                    FT_CHECKERS_PIECE (FT_CHECKERS_WATER, FT_CHECKERS_NORMAL, TRUE));
  g_assert_cmpuint (s.squares[ft_checkers_square_from_number (29)], ==,
                    FT_CHECKERS_PIECE (FT_CHECKERS_FIRE, FT_CHECKERS_NORMAL, TRUE));
  {
    g_autofree char *again = ft_checkers_fen_write (&s);

    g_assert_cmpstr (again, ==, "W:WK10,K15,18,24,27,28:B12,16,20,K22,K25,K29");
  }
  fen_fails ("", FT_CHECKERS_RULES_ENGLISH, FT_CHECKERS_FEN_ERROR_SYNTAX, 0);
  fen_fails ("X:W21:B1", FT_CHECKERS_RULES_ENGLISH, FT_CHECKERS_FEN_ERROR_SYNTAX, 0);
  fen_fails ("B", FT_CHECKERS_RULES_ENGLISH, FT_CHECKERS_FEN_ERROR_SYNTAX, 1);
  fen_fails ("B:W21:Q1", FT_CHECKERS_RULES_ENGLISH, FT_CHECKERS_FEN_ERROR_SYNTAX, 6);
  fen_fails ("B:W21,33:B1", FT_CHECKERS_RULES_ENGLISH, FT_CHECKERS_FEN_ERROR_POSITION, 6);
  fen_fails ("B:W21,21:B1", FT_CHECKERS_RULES_ENGLISH, FT_CHECKERS_FEN_ERROR_POSITION, 6);
  fen_fails ("B:W21:B21", FT_CHECKERS_RULES_ENGLISH, FT_CHECKERS_FEN_ERROR_POSITION, 7);
  fen_fails ("B:W2:B1", FT_CHECKERS_RULES_ENGLISH, FT_CHECKERS_FEN_ERROR_POSITION, 3);
  fen_fails ("B:W21:B30", FT_CHECKERS_RULES_ENGLISH, FT_CHECKERS_FEN_ERROR_POSITION, 7);
  fen_fails ("B:W21:BS1", FT_CHECKERS_RULES_ENGLISH, FT_CHECKERS_FEN_ERROR_POSITION, 7);
  fen_fails ("B:W21:B1:W22", FT_CHECKERS_RULES_ENGLISH, FT_CHECKERS_FEN_ERROR_SYNTAX, 9);
  fen_fails ("B:W21;B1", FT_CHECKERS_RULES_ENGLISH, FT_CHECKERS_FEN_ERROR_SYNTAX, 5);
  fen_fails ("B:W21-19:B1", FT_CHECKERS_RULES_ENGLISH, FT_CHECKERS_FEN_ERROR_SYNTAX, 3);
  fen_fails ("B:W21,:B1,x", FT_CHECKERS_RULES_ENGLISH, FT_CHECKERS_FEN_ERROR_SYNTAX, 10);
  fen_fails ("B:W21:B1\x01", FT_CHECKERS_RULES_ENGLISH, FT_CHECKERS_FEN_ERROR_SYNTAX, 8);
}

static void
test_fen_bombs (void)
{
  g_autoptr (FtCheckersBoard) board = ft_checkers_board_new ();
  g_autofree char *start = ft_checkers_fen_start (FT_CHECKERS_RULES_BOMBS);
  FtCheckersState s;
  g_autofree char *again = NULL;

  g_assert_cmpstr (start, ==,
                   "B:WB21,B22,B23,B24,S25,S26,S27,S28,29,30,31,32:B1,2,3,4,S5,S6,S7,S8,B9,B10,B11,B12");
  g_assert_true (ft_checkers_fen_parse (start, FT_CHECKERS_RULES_BOMBS, FT_CHECKERS_TURN_END_AUTO, &s, NULL, NULL));
  g_assert_true (memcmp (&s, ft_checkers_state (board), sizeof s) == 0);
  /* Crowned bombs and shields; ranges of them. */
  g_assert_true (ft_checkers_fen_parse ("W:WKB1,kS2,B21-22:BKS30,b5", FT_CHECKERS_RULES_BOMBS,
                                        FT_CHECKERS_TURN_END_AUTO, &s, NULL, NULL));
  g_assert_cmpuint (s.squares[sq ("g1")], ==, FT_CHECKERS_PIECE (FT_CHECKERS_WATER, FT_CHECKERS_BOMB, TRUE));
  g_assert_cmpuint (s.squares[sq ("e1")], ==, FT_CHECKERS_PIECE (FT_CHECKERS_WATER, FT_CHECKERS_SHIELD, TRUE));
  g_assert_cmpuint (s.squares[ft_checkers_square_from_number (22)], ==,
                    FT_CHECKERS_PIECE (FT_CHECKERS_WATER, FT_CHECKERS_BOMB, FALSE));
  g_assert_cmpuint (s.squares[ft_checkers_square_from_number (5)], ==,
                    FT_CHECKERS_PIECE (FT_CHECKERS_FIRE, FT_CHECKERS_BOMB, FALSE));
  again = ft_checkers_fen_write (&s);
  g_assert_cmpstr (again, ==, "W:WKB1,KS2,B21,B22:BB5,KS30");
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/checkers/notation/numbering", test_numbering);
  g_test_add_func ("/checkers/notation/openings", test_openings);
  g_test_add_func ("/checkers/notation/jumps", test_write_and_read_jumps);
  g_test_add_func ("/checkers/notation/ambiguous", test_ambiguous);
  g_test_add_func ("/checkers/notation/illegal", test_illegal_reasons);
  g_test_add_func ("/checkers/notation/syntax", test_syntax);
  g_test_add_func ("/checkers/fen/english", test_fen_english);
  g_test_add_func ("/checkers/fen/bombs", test_fen_bombs);
  return g_test_run ();
}
