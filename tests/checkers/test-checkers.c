/* test-checkers.c — the rules of "Checkers with bombs and shields"
 * (docs/checkers.md), played through the select/move/end-turn API, plus
 * undo, the full-turn generator and perft. */
#include <string.h>

#include "checkers-test-util.h"

static void
test_start (void)
{
  g_autoptr (FtCheckersBoard) board = ft_checkers_board_new ();
  const char *rows[3][4] = {
    { "a1", "c1", "e1", "g1" }, { "b2", "d2", "f2", "h2" }, { "a3", "c3", "e3", "g3" },
  };
  const char *water_rows[3][4] = {
    { "b8", "d8", "f8", "h8" }, { "a7", "c7", "e7", "g7" }, { "b6", "d6", "f6", "h6" },
  };
  const FtCheckersKind kinds[3] = { FT_CHECKERS_NORMAL, FT_CHECKERS_SHIELD, FT_CHECKERS_BOMB };
  guint n = 0;

  g_assert_true (FT_CHECKERS_IS_DARK (sq ("a1")));
  g_assert_cmpuint (at (board, "a1"), ==, FT_CHECKERS_PIECE (FT_CHECKERS_FIRE, FT_CHECKERS_NORMAL, FALSE));
  for (int row = 0; row < 3; row++)
    for (int i = 0; i < 4; i++)
      {
        g_assert_cmpuint (at (board, rows[row][i]), ==, FT_CHECKERS_PIECE (FT_CHECKERS_FIRE, kinds[row], FALSE));
        g_assert_cmpuint (at (board, water_rows[row][i]), ==, FT_CHECKERS_PIECE (FT_CHECKERS_WATER, kinds[row], FALSE));
      }
  for (int s = 0; s < FT_CHECKERS_SQUARES; s++)
    if (ft_checkers_piece_at (board, s) != FT_CHECKERS_EMPTY)
      {
        g_assert_true (FT_CHECKERS_IS_DARK (s));
        n++;
      }
  g_assert_cmpuint (n, ==, 24);
  g_assert_cmpuint (ft_checkers_count (board, FT_CHECKERS_FIRE), ==, 12);
  g_assert_cmpuint (ft_checkers_count (board, FT_CHECKERS_WATER), ==, 12);
  g_assert_cmpint (ft_checkers_to_move (board), ==, FT_CHECKERS_FIRE);
  g_assert_cmpint (ft_checkers_winner (board), ==, FT_CHECKERS_NONE);
  g_assert_false (ft_checkers_undo (board));
}

static void
test_simple_moves (void)
{
  g_autoptr (FtCheckersBoard) board = ft_checkers_board_new ();
  FtCheckersMoveResult r;

  g_assert_false (ft_checkers_can_select (board, sq ("a1"))); /* blocked */
  g_assert_false (ft_checkers_can_select (board, sq ("b6"))); /* not Fire's */
  g_assert_false (ft_checkers_can_select (board, sq ("b4"))); /* empty */
  g_assert_true (ft_checkers_select (board, sq ("c3")));
  g_assert_true (ft_checkers_can_move (board, sq ("b4")));
  g_assert_true (ft_checkers_can_move (board, sq ("d4")));
  g_assert_false (ft_checkers_can_move (board, sq ("c4")));
  g_assert_false (ft_checkers_can_move (board, sq ("e5")));
  g_assert_cmpint (ft_checkers_move (board, sq ("e5")).kind, ==, FT_CHECKERS_MOVE_ILLEGAL);
  r = ft_checkers_move (board, sq ("d4"));
  g_assert_cmpint (r.kind, ==, FT_CHECKERS_MOVE_MOVED);
  g_assert_true (r.turn_ended);
  g_assert_false (r.crowned);
  g_assert_cmpuint (at (board, "c3"), ==, FT_CHECKERS_EMPTY);
  g_assert_cmpuint (at (board, "d4"), ==, FT_CHECKERS_PIECE (FT_CHECKERS_FIRE, FT_CHECKERS_BOMB, FALSE));
  g_assert_cmpint (ft_checkers_to_move (board), ==, FT_CHECKERS_WATER);
  g_assert_false (ft_checkers_can_end_turn (board));
  g_assert_false (ft_checkers_can_select (board, sq ("d4")));
  /* Water moves down. */
  g_assert_true (ft_checkers_select (board, sq ("f6")));
  g_assert_false (ft_checkers_can_move (board, sq ("e7")));
  r = ft_checkers_move (board, sq ("g5"));
  g_assert_cmpint (r.kind, ==, FT_CHECKERS_MOVE_MOVED);
  g_assert_true (r.turn_ended);
  g_assert_cmpint (ft_checkers_to_move (board), ==, FT_CHECKERS_FIRE);

  /* A man never moves backwards; a king does. */
  {
    g_autoptr (FtCheckersBoard) b2 = setup (FT_CHECKERS_FIRE, "Fnd4 Fnkf4 Wnh8");
    g_assert_true (ft_checkers_select (b2, sq ("d4")));
    g_assert_false (ft_checkers_can_move (b2, sq ("c3")));
    g_assert_true (ft_checkers_select (b2, sq ("f4")));
    g_assert_true (ft_checkers_can_move (b2, sq ("e3")));
    r = ft_checkers_move (b2, sq ("g3"));
    g_assert_cmpint (r.kind, ==, FT_CHECKERS_MOVE_MOVED);
  }
  /* A step onto the far row crowns and ends the turn. */
  {
    g_autoptr (FtCheckersBoard) b3 = setup (FT_CHECKERS_FIRE, "Fbc7 Wnh2");
    r = play (b3, "c7", "d8");
    g_assert_true (r.crowned);
    g_assert_true (r.turn_ended);
    g_assert_cmpuint (at (b3, "d8"), ==, FT_CHECKERS_PIECE (FT_CHECKERS_FIRE, FT_CHECKERS_BOMB, TRUE));
  }
}

static void
test_capture (void)
{
  g_autoptr (FtCheckersBoard) board = setup (FT_CHECKERS_FIRE, "Fnc3 Wnd4 Wnh8");
  FtCheckersMoveResult r = play (board, "c3", "e5");

  g_assert_cmpint (r.kind, ==, FT_CHECKERS_MOVE_CAPTURED);
  g_assert_true (r.turn_ended);
  g_assert_cmpuint (at (board, "d4"), ==, FT_CHECKERS_EMPTY);
  g_assert_cmpuint (at (board, "e5"), ==, FT_CHECKERS_PIECE (FT_CHECKERS_FIRE, FT_CHECKERS_NORMAL, FALSE));
  g_assert_cmpint (ft_checkers_to_move (board), ==, FT_CHECKERS_WATER);
  g_assert_cmpuint (ft_checkers_quiet_turns (board), ==, 0);
}

static void
test_multi_capture (void)
{
  FtCheckersMoveResult r;

  /* Stop after the first jump. */
  {
    g_autoptr (FtCheckersBoard) board = setup (FT_CHECKERS_FIRE, "Fnc3 Fna1 Wnd4 Wnf6 Wnh8");
    r = play (board, "c3", "e5");
    g_assert_cmpint (r.kind, ==, FT_CHECKERS_MOVE_CAPTURED);
    g_assert_false (r.turn_ended);
    g_assert_cmpint (ft_checkers_to_move (board), ==, FT_CHECKERS_FIRE);
    g_assert_true (ft_checkers_can_end_turn (board));
    /* Only the moving piece, and only further jumps. */
    g_assert_false (ft_checkers_can_select (board, sq ("a1")));
    g_assert_true (ft_checkers_can_select (board, sq ("e5")));
    g_assert_cmpint (ft_checkers_selected (board), ==, sq ("e5"));
    g_assert_false (ft_checkers_can_move (board, sq ("d6")));
    g_assert_cmpint (ft_checkers_move (board, sq ("d6")).kind, ==, FT_CHECKERS_MOVE_ILLEGAL);
    g_assert_true (ft_checkers_can_move (board, sq ("g7")));
    g_assert_true (ft_checkers_end_turn (board));
    g_assert_false (ft_checkers_can_end_turn (board));
    g_assert_cmpint (ft_checkers_to_move (board), ==, FT_CHECKERS_WATER);
    g_assert_cmpuint (at (board, "f6"), !=, FT_CHECKERS_EMPTY);
    g_assert_cmpuint (at (board, "e5"), !=, FT_CHECKERS_EMPTY);
  }
  /* Go on to the end. */
  {
    g_autoptr (FtCheckersBoard) board = setup (FT_CHECKERS_FIRE, "Fnc3 Fna1 Wnd4 Wnf6 Wnh8");
    r = play (board, "c3", "e5 g7");
    g_assert_cmpint (r.kind, ==, FT_CHECKERS_MOVE_CAPTURED);
    g_assert_true (r.turn_ended);
    g_assert_cmpuint (at (board, "d4"), ==, FT_CHECKERS_EMPTY);
    g_assert_cmpuint (at (board, "f6"), ==, FT_CHECKERS_EMPTY);
    g_assert_cmpuint (at (board, "g7"), !=, FT_CHECKERS_EMPTY);
    g_assert_cmpuint (ft_checkers_count (board, FT_CHECKERS_WATER), ==, 1);
  }
}

static void
test_crown_mid_sequence (void)
{
  g_autoptr (FtCheckersBoard) board = setup (FT_CHECKERS_FIRE, "Fsb6 Wnc7 Wne7 Wnh2");
  FtCheckersMoveResult r;

  r = play (board, "b6", "d8");
  g_assert_cmpint (r.kind, ==, FT_CHECKERS_MOVE_CAPTURED);
  g_assert_true (r.crowned);
  g_assert_false (r.turn_ended);
  /* Now a king: it captures backwards (down) in the same turn. */
  r = ft_checkers_move (board, sq ("f6"));
  g_assert_cmpint (r.kind, ==, FT_CHECKERS_MOVE_CAPTURED);
  g_assert_false (r.crowned);
  g_assert_true (r.turn_ended);
  g_assert_cmpuint (at (board, "f6"), ==, FT_CHECKERS_PIECE (FT_CHECKERS_FIRE, FT_CHECKERS_SHIELD, TRUE));
  g_assert_cmpuint (ft_checkers_count (board, FT_CHECKERS_WATER), ==, 1);
}

static void
test_no_compulsory_capture (void)
{
  g_autoptr (FtCheckersBoard) board = setup (FT_CHECKERS_FIRE, "Fnc3 Fng1 Wnd4 Wnh8");

  /* The capturing piece may step instead … */
  g_assert_true (ft_checkers_select (board, sq ("c3")));
  g_assert_true (ft_checkers_can_move (board, sq ("b4")));
  /* … and another piece may move. */
  g_assert_true (ft_checkers_select (board, sq ("g1")));
  g_assert_true (ft_checkers_move (board, sq ("h2")).turn_ended);
  g_assert_cmpuint (at (board, "d4"), !=, FT_CHECKERS_EMPTY);
}

static void
test_bomb_explosion (void)
{
  g_autoptr (FtCheckersBoard) board =
    setup (FT_CHECKERS_FIRE, "Fbc3 Wnd4 Wnd6 Fnf4 Wsf6 Fna1 Wnh8 Fsc5");
  FtCheckersMoveResult r = play (board, "c3", "e5");

  g_assert_cmpint (r.kind, ==, FT_CHECKERS_MOVE_EXPLODED);
  g_assert_true (r.turn_ended);
  g_assert_cmpuint (at (board, "e5"), ==, FT_CHECKERS_EMPTY); /* the bomb */
  g_assert_cmpuint (at (board, "d4"), ==, FT_CHECKERS_EMPTY); /* jumped */
  g_assert_cmpuint (at (board, "d6"), ==, FT_CHECKERS_EMPTY); /* Water's */
  g_assert_cmpuint (at (board, "f4"), ==, FT_CHECKERS_EMPTY); /* Fire's own */
  g_assert_cmpuint (at (board, "f6"), ==, FT_CHECKERS_PIECE (FT_CHECKERS_WATER, FT_CHECKERS_SHIELD, FALSE));
  /* Outside the 3×3 block. */
  g_assert_cmpuint (at (board, "c5"), !=, FT_CHECKERS_EMPTY);
  g_assert_cmpuint (at (board, "a1"), !=, FT_CHECKERS_EMPTY);
  g_assert_cmpuint (at (board, "h8"), !=, FT_CHECKERS_EMPTY);
  g_assert_cmpint (ft_checkers_to_move (board), ==, FT_CHECKERS_WATER);

  /* At the edge the block is cut off by the board. */
  {
    g_autoptr (FtCheckersBoard) b2 = setup (FT_CHECKERS_WATER, "Wbc3 Fnb2 Fnc1 Fnh8 Wnh6");
    r = play (b2, "c3", "a1");
    g_assert_cmpint (r.kind, ==, FT_CHECKERS_MOVE_EXPLODED);
    g_assert_cmpuint (at (b2, "a1"), ==, FT_CHECKERS_EMPTY);
    g_assert_cmpuint (at (b2, "b2"), ==, FT_CHECKERS_EMPTY);
    g_assert_cmpuint (at (b2, "c1"), !=, FT_CHECKERS_EMPTY);
  }
}

static void
test_shield_jumped (void)
{
  g_autoptr (FtCheckersBoard) board = setup (FT_CHECKERS_FIRE, "Fnc3 Wsd4 Wnh8");
  g_autoptr (FtCheckersBoard) b2 = setup (FT_CHECKERS_FIRE, "Fbc3 Wsd4 Wnh8 Fna1");

  g_assert_cmpint (play (board, "c3", "e5").kind, ==, FT_CHECKERS_MOVE_CAPTURED);
  g_assert_cmpuint (at (board, "d4"), ==, FT_CHECKERS_EMPTY);
  /* A bomb jumps a shield too: the shield goes, it is captured, not blasted. */
  g_assert_cmpint (play (b2, "c3", "e5").kind, ==, FT_CHECKERS_MOVE_EXPLODED);
  g_assert_cmpuint (at (b2, "d4"), ==, FT_CHECKERS_EMPTY);
  g_assert_cmpuint (at (b2, "e5"), ==, FT_CHECKERS_EMPTY);
}

static void
test_bomb_single_capture (void)
{
  /* A shield survives the blast next to the landing square, and a second
   * jump over it would be possible for any other piece: not for a bomb. */
  g_autoptr (FtCheckersBoard) board = setup (FT_CHECKERS_FIRE, "Fbkc3 Wnd4 Wsf6 Wnh2 Fna1");
  g_autoptr (FtCheckersBoard) normal = setup (FT_CHECKERS_FIRE, "Fnkc3 Wnd4 Wsf6 Wnh2 Fna1");
  FtCheckersTurnList *list = g_new (FtCheckersTurnList, 1);
  FtCheckersMoveResult r = play (board, "c3", "e5");
  guint from_c3_jumps = 0; /* multi-jump turns of the bomb */

  g_assert_cmpint (r.kind, ==, FT_CHECKERS_MOVE_EXPLODED);
  g_assert_true (r.turn_ended);
  g_assert_cmpuint (at (board, "f6"), !=, FT_CHECKERS_EMPTY);
  g_assert_false (play (normal, "c3", "e5").turn_ended);

  ft_checkers_undo (board);
  ft_checkers_generate_turns (board, list);
  for (guint i = 0; i < list->count; i++)
    if (list->turns[i].path[0] == sq ("c3") && list->turns[i].length > 2)
      from_c3_jumps++;
  g_assert_cmpuint (from_c3_jumps, ==, 0);
  g_free (list);
}

static void
test_no_chain_reaction (void)
{
  g_autoptr (FtCheckersBoard) board = setup (FT_CHECKERS_FIRE, "Fbc3 Wnd4 Wbf6 Wng7 Fbf4 Fng3 Wnh8");

  g_assert_cmpint (play (board, "c3", "e5").kind, ==, FT_CHECKERS_MOVE_EXPLODED);
  /* The bombs in the blast just disappear … */
  g_assert_cmpuint (at (board, "f6"), ==, FT_CHECKERS_EMPTY);
  g_assert_cmpuint (at (board, "f4"), ==, FT_CHECKERS_EMPTY);
  /* … without blowing up their own neighbours. */
  g_assert_cmpuint (at (board, "g7"), !=, FT_CHECKERS_EMPTY);
  g_assert_cmpuint (at (board, "g3"), !=, FT_CHECKERS_EMPTY);
  g_assert_cmpuint (at (board, "h8"), !=, FT_CHECKERS_EMPTY);
}

static void
test_results (void)
{
  /* Both last pieces gone in one explosion: a tie. */
  {
    g_autoptr (FtCheckersBoard) board = setup (FT_CHECKERS_FIRE, "Fbc3 Wnd4");
    g_assert_cmpint (ft_checkers_winner (board), ==, FT_CHECKERS_NONE);
    g_assert_true (play (board, "c3", "e5").turn_ended);
    g_assert_cmpint (ft_checkers_winner (board), ==, FT_CHECKERS_TIE);
    g_assert_false (ft_checkers_can_select (board, sq ("e5")));
  }
  /* The bomb takes its own last piece, Water keeps one: Water wins. */
  {
    g_autoptr (FtCheckersBoard) board = setup (FT_CHECKERS_FIRE, "Fbc3 Wnd4 Wnh8");
    play (board, "c3", "e5");
    g_assert_cmpint (ft_checkers_winner (board), ==, FT_CHECKERS_WATER);
  }
  /* The last enemy captured: Fire wins. */
  {
    g_autoptr (FtCheckersBoard) board = setup (FT_CHECKERS_FIRE, "Fnc3 Wnd4");
    g_assert_true (play (board, "c3", "e5").turn_ended);
    g_assert_cmpint (ft_checkers_winner (board), ==, FT_CHECKERS_FIRE);
  }
  /* Fire has a piece but no move: Water wins. */
  {
    g_autoptr (FtCheckersBoard) board = setup (FT_CHECKERS_FIRE, "Fna1 Wnb2 Wnc3");
    FtCheckersTurnList *list = g_new (FtCheckersTurnList, 1);

    g_assert_cmpint (ft_checkers_winner (board), ==, FT_CHECKERS_WATER);
    g_assert_false (ft_checkers_can_select (board, sq ("a1")));
    ft_checkers_generate_turns (board, list);
    g_assert_cmpuint (list->count, ==, 0);
    g_free (list);
  }
  /* 40 full turns without capture or crowning: a tie. */
  {
    g_autoptr (FtCheckersBoard) board = setup (FT_CHECKERS_FIRE, "Fnka1 Wnkh8");
    for (int i = 0; i < FT_CHECKERS_QUIET_LIMIT / 4; i++)
      {
        g_assert_cmpint (ft_checkers_winner (board), ==, FT_CHECKERS_NONE);
        play (board, "a1", "b2");
        play (board, "h8", "g7");
        play (board, "b2", "a1");
        play (board, "g7", "h8");
      }
    g_assert_cmpuint (ft_checkers_quiet_turns (board), ==, FT_CHECKERS_QUIET_LIMIT);
    g_assert_cmpint (ft_checkers_winner (board), ==, FT_CHECKERS_TIE);
    g_assert_false (ft_checkers_can_select (board, sq ("a1")));
  }
}

static void
test_undo (void)
{
  g_autoptr (FtCheckersBoard) board = ft_checkers_board_new ();
  FtCheckersState states[8];
  const char *turns[][2] = {
    { "c3", "d4" }, { "f6", "g5" }, { "g3", "h4" }, { "d6", "e5" },
  };
  guint n = 0;

  for (gsize i = 0; i < G_N_ELEMENTS (turns); i++)
    {
      states[n++] = *ft_checkers_state (board);
      g_assert_true (play (board, turns[i][0], turns[i][1]).turn_ended);
    }
  /* Fire's bomb on d4 jumps e5 to f6 (emptied by f6-g5) and explodes. */
  states[n++] = *ft_checkers_state (board);
  g_assert_cmpint (play (board, "d4", "f6").kind, ==, FT_CHECKERS_MOVE_EXPLODED);
  g_assert_cmpuint (ft_checkers_quiet_turns (board), ==, 0);

  while (n > 0)
    {
      g_assert_true (ft_checkers_undo (board));
      n--;
      g_assert_true (memcmp (ft_checkers_state (board), &states[n], sizeof states[n]) == 0);
    }
  g_assert_false (ft_checkers_undo (board));

  /* Mid-turn, undo goes back to the start of that turn. */
  {
    g_autoptr (FtCheckersBoard) b2 = setup (FT_CHECKERS_FIRE, "Fnc3 Wnd4 Wnf6 Wnh8");
    FtCheckersState before = *ft_checkers_state (b2);

    g_assert_false (play (b2, "c3", "e5").turn_ended);
    g_assert_true (ft_checkers_undo (b2));
    g_assert_true (memcmp (ft_checkers_state (b2), &before, sizeof before) == 0);
    g_assert_cmpint (ft_checkers_selected (b2), ==, FT_CHECKERS_NO_SQUARE);
    g_assert_false (ft_checkers_can_end_turn (b2));
    g_assert_true (ft_checkers_can_select (b2, sq ("c3")));
    g_assert_false (ft_checkers_undo (b2));
  }
}

static void
test_perft (void)
{
  g_autoptr (FtCheckersBoard) board = ft_checkers_board_new ();
  /* Depth 1: only the front-row bombs can step: a3→b4; c3→b4,d4; e3→d4,f4;
   * g3→f4,h4 = 7, as in ordinary checkers. Depth 2: Water's front row steps
   * the same way (b6→a5,c5; d6→c5,e5; f6→e5,g5; h6→g5 = 7) and no Fire
   * first move can block or offer a capture to it (Fire lands on rank 4,
   * Water on rank 5, nobody is adjacent to an empty square beyond), so
   * 7 × 7 = 49. Depth 3 is where the rules differ from ordinary checkers
   * (302 there): captures are optional, and each jump stop counts. */
  const guint64 expected[] = { 1, 7, 49, 379, 2874, 23622 };
  guint max_depth = under_valgrind () ? 4 : 5;

  for (guint d = 0; d <= max_depth; d++)
    g_assert_cmpuint (ft_checkers_perft (board, d), ==, expected[d]);
}

/* ---- English draughts (--rules english) ---------------------------------- */

static FtCheckersBoard *
setup_english (FtCheckersSide to_move, const char *pieces)
{
  FtCheckersBoard *board = setup (to_move, pieces);

  ft_checkers_set_rules (board, FT_CHECKERS_RULES_ENGLISH);
  g_assert_cmpint (ft_checkers_rules (board), ==, FT_CHECKERS_RULES_ENGLISH);
  return board;
}

static void
test_english_start (void)
{
  g_autoptr (FtCheckersBoard) board = ft_checkers_board_new_with_rules (FT_CHECKERS_RULES_ENGLISH);
  FtCheckersRules rules;

  /* Twelve plain men each, same squares. */
  g_assert_cmpuint (at (board, "a3"), ==, FT_CHECKERS_PIECE (FT_CHECKERS_FIRE, FT_CHECKERS_NORMAL, FALSE));
  g_assert_cmpuint (at (board, "a7"), ==, FT_CHECKERS_PIECE (FT_CHECKERS_WATER, FT_CHECKERS_NORMAL, FALSE));
  g_assert_cmpuint (ft_checkers_count (board, FT_CHECKERS_FIRE), ==, 12);
  ft_checkers_reset (board);
  g_assert_cmpint (ft_checkers_rules (board), ==, FT_CHECKERS_RULES_ENGLISH);
  g_assert_true (ft_checkers_rules_from_string ("english", &rules));
  g_assert_cmpint (rules, ==, FT_CHECKERS_RULES_ENGLISH);
  g_assert_true (ft_checkers_rules_from_string ("bombs", &rules));
  g_assert_cmpint (rules, ==, FT_CHECKERS_RULES_BOMBS);
  g_assert_false (ft_checkers_rules_from_string ("English", &rules));
  g_assert_cmpstr (ft_checkers_rules_to_string (FT_CHECKERS_RULES_ENGLISH), ==, "english");
}

static void
test_english_compulsory (void)
{
  g_autoptr (FtCheckersBoard) board = setup_english (FT_CHECKERS_FIRE, "Fnc3 Fng1 Wnd4 Wnh8");
  FtCheckersTurnList *list = g_new (FtCheckersTurnList, 1);

  /* The piece that can capture must: no step, and no other piece. */
  g_assert_false (ft_checkers_can_select (board, sq ("g1")));
  g_assert_true (ft_checkers_select (board, sq ("c3")));
  g_assert_false (ft_checkers_can_move (board, sq ("b4")));
  g_assert_true (ft_checkers_can_move (board, sq ("e5")));
  ft_checkers_generate_turns (board, list);
  g_assert_cmpuint (list->count, ==, 1);
  g_assert_true (ft_checkers_turn_is_capture (&list->turns[0]));
  g_free (list);
}

static void
test_english_complete_sequence (void)
{
  g_autoptr (FtCheckersBoard) board = setup_english (FT_CHECKERS_FIRE, "Fnc3 Fna1 Wnd4 Wnf6 Wnh8");
  FtCheckersTurnList *list = g_new (FtCheckersTurnList, 1);
  FtCheckersMoveResult r;
  char text[2 * FT_CHECKERS_MAX_PATH + 1];

  r = play (board, "c3", "e5");
  g_assert_false (r.turn_ended);
  /* It may not stop half-way. */
  g_assert_false (ft_checkers_can_end_turn (board));
  g_assert_false (ft_checkers_end_turn (board));
  r = ft_checkers_move (board, sq ("g7"));
  g_assert_true (r.turn_ended);
  g_assert_cmpuint (ft_checkers_count (board, FT_CHECKERS_WATER), ==, 1);
  /* The generator has only the whole sequence. */
  g_assert_true (ft_checkers_undo (board));
  ft_checkers_generate_turns (board, list);
  g_assert_cmpuint (list->count, ==, 1);
  g_assert_cmpstr (ft_checkers_turn_to_string (&list->turns[0], text), ==, "c3e5g7");
  g_free (list);
}

static void
test_english_crowning_ends_turn (void)
{
  /* As test_crown_mid_sequence, where the bombs rules go on capturing. */
  g_autoptr (FtCheckersBoard) board = setup_english (FT_CHECKERS_FIRE, "Fnb6 Wnc7 Wne7 Wnh2");
  FtCheckersMoveResult r = play (board, "b6", "d8");

  g_assert_true (r.crowned);
  g_assert_true (r.turn_ended);
  g_assert_cmpint (ft_checkers_to_move (board), ==, FT_CHECKERS_WATER);
  g_assert_cmpuint (at (board, "e7"), !=, FT_CHECKERS_EMPTY);
}

static void
test_english_no_explosion (void)
{
  /* A bomb placed on an English board is a plain piece. */
  g_autoptr (FtCheckersBoard) board = setup_english (FT_CHECKERS_FIRE, "Fbc3 Wnd4 Wnf4 Wnh8");
  FtCheckersMoveResult r = play (board, "c3", "e5");

  g_assert_cmpint (r.kind, ==, FT_CHECKERS_MOVE_CAPTURED);
  g_assert_cmpuint (at (board, "f4"), !=, FT_CHECKERS_EMPTY);
  g_assert_cmpuint (at (board, "e5"), !=, FT_CHECKERS_EMPTY);
}

static void
test_english_perft (void)
{
  /* The published English-draughts figures (Aart Bik, "perft for 8x8
   * checkers", talkchess.com, 2009); depth 10 (18 391 564) takes ~2 s and
   * is checked by hand with fourteen-cli (docs/checkers.md). */
  g_autoptr (FtCheckersBoard) board = ft_checkers_board_new_with_rules (FT_CHECKERS_RULES_ENGLISH);
  const guint64 expected[] = { 1, 7, 49, 302, 1469, 7361, 36768, 179740, 845931, 3963680 };
  guint max_depth = under_valgrind () ? 5 : 9;

  for (guint d = 0; d <= max_depth; d++)
    g_assert_cmpuint (ft_checkers_perft (board, d), ==, expected[d]);
}

/* Every turn reachable through the select/move/end_turn API from the start
 * of the current turn, as "c3e5 c3e5g7 …" strings added to `out`. Plays,
 * records and undoes; path[0..length) is the path so far. */
static void
api_turns (FtCheckersBoard *board, int *path, guint length, GPtrArray *out)
{
  for (int to = 0; to < FT_CHECKERS_SQUARES; to++)
    {
      FtCheckersTurn turn;
      FtCheckersMoveResult r;
      char text[2 * FT_CHECKERS_MAX_PATH + 1];

      if (!ft_checkers_can_move (board, to))
        continue;
      r = ft_checkers_move (board, to);
      g_assert_cmpint (r.kind, !=, FT_CHECKERS_MOVE_ILLEGAL);
      path[length] = to;
      turn.length = length + 1;
      for (guint i = 0; i < turn.length; i++)
        turn.path[i] = path[i];
      /* English sequences are turns only when complete. */
      if (r.turn_ended || ft_checkers_rules (board) == FT_CHECKERS_RULES_BOMBS)
        g_ptr_array_add (out, g_strdup (ft_checkers_turn_to_string (&turn, text)));
      if (!r.turn_ended)
        {
          g_assert_true (ft_checkers_can_end_turn (board) == (ft_checkers_rules (board) == FT_CHECKERS_RULES_BOMBS));
          api_turns (board, path, length + 1, out);
        }
      /* Back to the start of the turn and replay the prefix. */
      g_assert_true (ft_checkers_undo (board));
      g_assert_true (ft_checkers_select (board, path[0]));
      for (guint i = 1; i < length; i++)
        g_assert_cmpint (ft_checkers_move (board, path[i]).kind, !=, FT_CHECKERS_MOVE_ILLEGAL);
    }
}

static int
compare_strings (gconstpointer a, gconstpointer b)
{
  return strcmp (*(char *const *) a, *(char *const *) b);
}

static void
check_generator_matches_api (FtCheckersBoard *board, FtCheckersTurnList *list)
{
  GPtrArray *api = g_ptr_array_new_with_free_func (g_free);
  GPtrArray *gen = g_ptr_array_new_with_free_func (g_free);
  FtCheckersState start = *ft_checkers_state (board);
  int path[FT_CHECKERS_MAX_PATH];

  for (int s = 0; s < FT_CHECKERS_SQUARES; s++)
    if (ft_checkers_can_select (board, s))
      {
        g_assert_true (ft_checkers_select (board, s));
        path[0] = s;
        api_turns (board, path, 1, api);
        g_assert_true (memcmp (ft_checkers_state (board), &start, sizeof start) == 0);
      }
  ft_checkers_generate_turns (board, list);
  for (guint i = 0; i < list->count; i++)
    {
      char text[2 * FT_CHECKERS_MAX_PATH + 1];
      FtCheckersState played = start;
      const FtCheckersTurn *turn = &list->turns[i];
      FtCheckersMoveResult r = { 0 };

      g_ptr_array_add (gen, g_strdup (ft_checkers_turn_to_string (turn, text)));
      /* Playing the turn through the API gives the generator's state. */
      ft_checkers_state_play_turn (&played, turn);
      g_assert_true (ft_checkers_select (board, turn->path[0]));
      for (guint k = 1; k < turn->length; k++)
        {
          g_assert_false (r.turn_ended);
          r = ft_checkers_move (board, turn->path[k]);
        }
      if (!r.turn_ended)
        g_assert_true (ft_checkers_end_turn (board));
      g_assert_true (memcmp (ft_checkers_state (board), &played, sizeof played) == 0);
      g_assert_true (ft_checkers_undo (board));
    }
  g_ptr_array_sort (api, compare_strings);
  g_ptr_array_sort (gen, compare_strings);
  g_assert_cmpuint (api->len, ==, gen->len);
  for (guint i = 0; i < api->len; i++)
    g_assert_cmpstr (g_ptr_array_index (api, i), ==, g_ptr_array_index (gen, i));
  g_ptr_array_unref (api);
  g_ptr_array_unref (gen);
}

static void
check_random_games (FtCheckersRules rules)
{
  g_autoptr (FtCheckersBoard) board = ft_checkers_board_new_with_rules (rules);
  FtCheckersTurnList *list = g_new (FtCheckersTurnList, 1);
  GRand *rand = g_rand_new_with_seed (14);
  guint games = under_valgrind () ? 3 : 30;
  guint checked = 0;

  for (guint game = 0; game < games; game++)
    {
      ft_checkers_reset (board);
      while (ft_checkers_winner (board) == FT_CHECKERS_NONE)
        {
          const FtCheckersTurn *turn;
          FtCheckersMoveResult r = { 0 };

          check_generator_matches_api (board, list);
          checked++;
          ft_checkers_generate_turns (board, list);
          g_assert_cmpuint (list->count, >, 0);
          /* Prefer captures so games reach kings and explosions. */
          turn = &list->turns[g_rand_int_range (rand, 0, list->count)];
          for (guint tries = 0; tries < 3 && turn->length == 2
                                && ABS (turn->path[1] - turn->path[0]) < 10; tries++)
            turn = &list->turns[g_rand_int_range (rand, 0, list->count)];
          g_assert_true (ft_checkers_select (board, turn->path[0]));
          for (guint k = 1; k < turn->length; k++)
            r = ft_checkers_move (board, turn->path[k]);
          if (!r.turn_ended)
            ft_checkers_end_turn (board);
        }
    }
  g_test_message ("%u positions checked", checked);
  g_rand_free (rand);
  g_free (list);
}

static void
test_generator_matches_api (void)
{
  check_random_games (FT_CHECKERS_RULES_BOMBS);
}

static void
test_english_generator_matches_api (void)
{
  check_random_games (FT_CHECKERS_RULES_ENGLISH);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/checkers/start", test_start);
  g_test_add_func ("/checkers/simple-moves", test_simple_moves);
  g_test_add_func ("/checkers/capture", test_capture);
  g_test_add_func ("/checkers/multi-capture", test_multi_capture);
  g_test_add_func ("/checkers/crown-mid-sequence", test_crown_mid_sequence);
  g_test_add_func ("/checkers/no-compulsory-capture", test_no_compulsory_capture);
  g_test_add_func ("/checkers/bomb-explosion", test_bomb_explosion);
  g_test_add_func ("/checkers/shield-jumped", test_shield_jumped);
  g_test_add_func ("/checkers/bomb-single-capture", test_bomb_single_capture);
  g_test_add_func ("/checkers/no-chain-reaction", test_no_chain_reaction);
  g_test_add_func ("/checkers/results", test_results);
  g_test_add_func ("/checkers/undo", test_undo);
  g_test_add_func ("/checkers/perft", test_perft);
  g_test_add_func ("/checkers/generator-matches-api", test_generator_matches_api);
  g_test_add_func ("/checkers/english/start", test_english_start);
  g_test_add_func ("/checkers/english/compulsory", test_english_compulsory);
  g_test_add_func ("/checkers/english/complete-sequence", test_english_complete_sequence);
  g_test_add_func ("/checkers/english/crowning-ends-turn", test_english_crowning_ends_turn);
  g_test_add_func ("/checkers/english/no-explosion", test_english_no_explosion);
  g_test_add_func ("/checkers/english/perft", test_english_perft);
  g_test_add_func ("/checkers/english/generator-matches-api", test_english_generator_matches_api);
  return g_test_run ();
}
