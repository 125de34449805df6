/* test-fog.c — fog of war: what each side sees, the rules without check
 * (pseudo-legal moves, the king captured), and the search on what the
 * computer may know (docs/rules.md#fog-of-war). */
#include "ft-test-util.h"

#include "ft-fog.h"
#include "ft-pgn.h"
#include "ft-search.h"

#include <string.h>

/* Like ft_test_setup, with the fog flag on before the set-up is checked
 * (the side not to move may stand attacked). */
static void
fog_setup (FtPosition *pos, FtRules rules, guint files, guint ranks, FtColour to_move,
           const char *pieces)
{
  g_auto (GStrv) items = g_strsplit (pieces, " ", -1);
  g_autoptr (GError) error = NULL;

  ft_position_clear (pos, rules, files, ranks);
  for (char **item = items; *item != NULL; item++)
    {
      FtKind kind = ft_kind_from_char (**item);

      g_assert_cmpint (kind, !=, FT_NO_KIND);
      ft_position_set_piece (pos, ft_test_square (*item + 1),
                             FT_MAKE_PIECE (g_ascii_isupper (**item) ? FT_WHITE : FT_BLACK, kind));
    }
  pos->side_to_move = to_move;
  pos->fog = TRUE;
  if (!ft_position_finish_setup (pos, &error))
    g_error ("invalid fog position \"%s\": %s", pieces, error->message);
}

/* `side` sees exactly the squares of `expected` ("a1 b2 …"). */
static void
assert_visible (const FtPosition *pos, FtColour side, const char *expected)
{
  g_auto (GStrv) names = g_strsplit (expected, " ", -1);
  guint8 visible[FT_BOARD_CELLS];
  guint count = ft_fog_visible_squares (pos, side, visible);
  GString *seen = g_string_new (NULL);
  char name[4];

  for (int rank = 0; rank < pos->ranks; rank++)
    for (int file = 0; file < pos->files; file++)
      if (visible[FT_SQUARE (file, rank)])
        g_string_append_printf (seen, " %s", ft_square_to_string (FT_SQUARE (file, rank), name));
  g_test_message ("%s sees%s", ft_colour_name (side), seen->str);
  for (char **n = names; *n != NULL; n++)
    if (!visible[ft_test_square (*n)])
      g_error ("%s does not see %s (sees%s)", ft_colour_name (side), *n, seen->str);
  g_assert_cmpuint (count, ==, g_strv_length (names));
  /* Off the board nothing is ever marked. */
  for (guint sq = 0; sq < FT_BOARD_CELLS; sq++)
    g_assert_true (!visible[sq] || pos->board[sq] != FT_OFFBOARD);
  g_string_free (seen, TRUE);
}

static void
test_visible_king_and_knight (void)
{
  g_autofree FtPosition *pos = ft_test_position_new ();

  ft_test_setup (pos, FT_RULES_STANDARD, 8, 8, FT_WHITE, "Ka1 Nd4 kh8");
  assert_visible (pos, FT_WHITE, "a1 a2 b1 b2 d4 b3 b5 c2 c6 e2 e6 f3 f5");
  assert_visible (pos, FT_BLACK, "h8 g8 g7 h7");
}

/* A rook stops at its own pawn and at the enemy knight it could take; the
 * squares behind stay dark. */
static void
test_visible_blocked_sliders (void)
{
  g_autofree FtPosition *pos = ft_test_position_new ();

  ft_test_setup (pos, FT_RULES_STANDARD, 8, 8, FT_WHITE, "Kh1 Ra1 Pa3 ke8 nc1");
  assert_visible (pos, FT_WHITE, "a1 a2 a3 a4 b1 c1 g1 g2 h1 h2");
}

/* Pawns: the step and the double step, a capture only where there is
 * something to take, and the piece that blocks a pawn. */
static void
test_visible_pawns (void)
{
  g_autofree FtPosition *pos = ft_test_position_new ();

  ft_test_setup (pos, FT_RULES_STANDARD, 8, 8, FT_WHITE, "Ke1 Pe2 Pc2 ke8 nc3 bd3");
  assert_visible (pos, FT_WHITE, "c2 c3 d1 d2 d3 e1 e2 e3 e4 f1 f2");
}

static void
test_visible_en_passant (void)
{
  g_autofree FtPosition *pos = ft_test_position_new ();

  ft_test_fen (pos, FT_RULES_STANDARD, "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1");
  /* The target and the pawn it takes. */
  assert_visible (pos, FT_WHITE, "d1 d2 e1 e2 f1 f2 e5 e6 d6 d5");
  assert_visible (pos, FT_BLACK, "d7 d8 e7 e8 f7 f8 d5 d4");
}

/* Every built-in kind but pawn and king on an empty 14×14 board: it sees
 * its own square and exactly the squares of its moves. */
static void
test_visible_every_kind (void)
{
  g_autofree FtPosition *pos = ft_test_position_new ();
  FtMoveList *list = g_new (FtMoveList, 1);

  for (FtKind kind = FT_KNIGHT; kind < FT_N_KINDS; kind++)
    {
      g_autofree char *pieces = NULL;
      guint8 visible[FT_BOARD_CELLS];
      guint8 expected[FT_BOARD_CELLS] = { 0 };
      FtSquare from = ft_test_square ("g5");
      guint count, n_expected = 0;

      if (kind == FT_KING)
        continue;
      pieces = g_strdup_printf ("Ka1 %cg5 kn14", g_ascii_toupper (ft_kind_to_char (kind)));
      ft_test_setup (pos, FT_RULES_FOURTEEN, 14, 14, FT_WHITE, pieces);
      ft_position_generate_legal_from (pos, from, list);
      g_assert_cmpuint (list->count, >, 0);
      for (guint i = 0; i < list->count; i++)
        expected[FT_MOVE_TO (list->moves[i])] = 1;
      ft_position_generate_legal_from (pos, ft_test_square ("a1"), list);
      for (guint i = 0; i < list->count; i++)
        expected[FT_MOVE_TO (list->moves[i])] = 1;
      expected[from] = expected[ft_test_square ("a1")] = 1;
      count = ft_fog_visible_squares (pos, FT_WHITE, visible);
      for (guint sq = 0; sq < FT_BOARD_CELLS; sq++)
        {
          g_assert_cmpint (visible[sq], ==, expected[sq]);
          n_expected += expected[sq];
        }
      g_assert_cmpuint (count, ==, n_expected);
    }
  g_free (list);
}

/* No check rules: a king may step into attack, and a side whose king is
 * attacked may make any move. */
static void
test_moves_into_attack (void)
{
  g_autofree FtPosition *pos = ft_test_position_new ();
  g_autofree char *normal = NULL, *fog = NULL;

  ft_test_setup (pos, FT_RULES_STANDARD, 8, 8, FT_WHITE, "Ke1 ke8 rd8");
  normal = ft_test_destinations (pos, "e1");
  g_assert_cmpstr (normal, ==, "e2 f1 f2");
  pos->fog = TRUE;
  fog = ft_test_destinations (pos, "e1");
  g_assert_cmpstr (fog, ==, "d1 d2 e2 f1 f2");
  g_assert_true (ft_position_is_legal (pos, ft_position_parse_move (pos, "e1d2")));
  g_assert_false (ft_position_move_exposes_king (pos, ft_test_square ("e1"), ft_test_square ("d1")));

  /* Attacked, and a pawn moves anyway; no check is announced. */
  ft_test_setup (pos, FT_RULES_STANDARD, 8, 8, FT_WHITE, "Ke1 Pa2 ke8 re7");
  g_assert_true (ft_position_in_check (pos));
  g_assert_cmpuint (ft_position_find_move (pos, ft_test_square ("a2"), ft_test_square ("a3"), FT_NO_KIND), ==, FT_MOVE_NONE);
  pos->fog = TRUE;
  g_assert_false (ft_position_in_check (pos));
  g_assert_cmpuint (ft_position_find_move (pos, ft_test_square ("a2"), ft_test_square ("a3"), FT_NO_KIND), !=, FT_MOVE_NONE);
  g_assert_cmpint (ft_position_result (pos, NULL), ==, FT_RESULT_NONE);
}

/* Castling in, through and into attack is allowed under fog. */
static void
test_castling (void)
{
  g_autofree FtPosition *pos = ft_test_position_new ();
  g_autofree char *normal = NULL, *fog = NULL;

  ft_test_fen (pos, FT_RULES_STANDARD, "4k3/8/8/8/8/8/3r1r2/R3K2R w KQ - 0 1");
  normal = ft_test_destinations (pos, "e1");
  g_assert_false (ft_test_has_word (normal, "g1"));
  g_assert_false (ft_test_has_word (normal, "c1"));
  pos->fog = TRUE;
  fog = ft_test_destinations (pos, "e1");
  g_assert_true (ft_test_has_word (fog, "g1"));
  g_assert_true (ft_test_has_word (fog, "c1"));
  ft_test_play (pos, "e1g1");
  g_assert_cmpint (pos->board[ft_test_square ("f1")], ==, FT_MAKE_PIECE (FT_WHITE, FT_ROOK));
}

/* The game ends when a king is taken; taking it back resumes it. */
static void
test_king_capture_ends_game (void)
{
  g_autofree FtPosition *pos = ft_test_position_new ();
  g_autoptr (GError) error = NULL;
  FtResultReason reason = FT_REASON_NONE;
  FtMoveList *list = g_new (FtMoveList, 1);

  /* Without fog a side not to move may not stand attacked. */
  ft_position_clear (pos, FT_RULES_STANDARD, 8, 8);
  ft_position_set_piece (pos, ft_test_square ("e1"), FT_MAKE_PIECE (FT_WHITE, FT_KING));
  ft_position_set_piece (pos, ft_test_square ("a1"), FT_MAKE_PIECE (FT_WHITE, FT_ROOK));
  ft_position_set_piece (pos, ft_test_square ("a8"), FT_MAKE_PIECE (FT_BLACK, FT_KING));
  g_assert_false (ft_position_finish_setup (pos, &error));

  fog_setup (pos, FT_RULES_STANDARD, 8, 8, FT_WHITE, "Ke1 Ra1 ka8 pb7");
  g_assert_false (ft_position_king_captured (pos));
  g_assert_cmpint (ft_position_result (pos, NULL), ==, FT_RESULT_NONE);
  ft_test_play (pos, "a1a8");
  g_assert_true (ft_position_king_captured (pos));
  g_assert_cmpint (ft_position_result (pos, &reason), ==, FT_RESULT_WHITE_WINS);
  g_assert_cmpint (reason, ==, FT_REASON_KING_CAPTURED);
  ft_position_generate_legal (pos, list);
  g_assert_cmpuint (list->count, ==, 0);
  g_assert_false (ft_position_in_check (pos));
  g_assert_cmpuint (ft_position_checkmate_contributors (pos, (FtSquare[9]) { 0 }), ==, 0);
  ft_position_unmake_move (pos);
  g_assert_cmpint (ft_position_result (pos, NULL), ==, FT_RESULT_NONE);
  g_assert_cmpuint (ft_position_compute_hash (pos), ==, pos->hash);

  /* Black's turn: Black takes White's king. */
  fog_setup (pos, FT_RULES_STANDARD, 8, 8, FT_BLACK, "Ke1 ka8 qe7");
  ft_test_play (pos, "e7e1");
  g_assert_cmpint (ft_position_result (pos, &reason), ==, FT_RESULT_BLACK_WINS);
  g_assert_cmpint (reason, ==, FT_REASON_KING_CAPTURED);
  g_free (list);
}

static FtMove
search_depth (const FtPosition *pos, int depth)
{
  FtSearcher *searcher = ft_searcher_new (4);
  FtSearchLimits limits = { 0 };
  FtMove move;

  limits.remaining_ms = -1;
  limits.depth = depth;
  move = ft_searcher_search (searcher, pos, &limits, NULL, NULL, NULL, NULL);
  ft_searcher_free (searcher);
  return move;
}

/* The search takes a king it can reach rather than a queen. */
static void
test_search_takes_king (void)
{
  g_autofree FtPosition *pos = ft_test_position_new ();
  char text[8];

  fog_setup (pos, FT_RULES_STANDARD, 8, 8, FT_WHITE, "Kg1 Ra1 Bd1 ka8 qh5 pg7");
  g_assert_cmpstr (ft_move_to_string (search_depth (pos, 4), text), ==, "a1a8");
  /* A whole game of the search against itself ends by a king taken (or a
   * draw) without a crash; kings stay on the board until then. */
  fog_setup (pos, FT_RULES_STANDARD, 8, 8, FT_WHITE, "Ke1 Qd1 Pa2 Pb2 Pc2 ke8 qd8 pa7 pb7 pc7");
  for (int ply = 0; ply < 60 && ft_position_result (pos, NULL) == FT_RESULT_NONE; ply++)
    {
      FtMove move = search_depth (pos, 3);

      g_assert_true (ft_position_is_legal (pos, move));
      ft_position_make_move (pos, move);
    }
}

/* The belief: unseen enemy pieces are gone, the unseen king is guessed. */
static void
test_belief (void)
{
  g_autofree FtPosition *pos = ft_test_position_new ();
  g_autofree FtPosition *belief = ft_test_position_new ();

  fog_setup (pos, FT_RULES_STANDARD, 8, 8, FT_WHITE, "Kg1 Qd1 Pf2 Pg2 Ph2 kg8 rd5 bb7 pf7 pg7 ph7");
  g_assert_true (ft_fog_belief (pos, FT_WHITE, ft_test_square ("g8"), belief));
  g_assert_true (belief->fog);
  g_assert_cmpuint (belief->piece_count[FT_WHITE], ==, 5);
  /* The rook on d5 is seen; bishop and pawns are not; the king is where it
   * was last seen. */
  g_assert_cmpuint (belief->piece_count[FT_BLACK], ==, 2);
  g_assert_cmpint (belief->board[ft_test_square ("d5")], ==, FT_MAKE_PIECE (FT_BLACK, FT_ROOK));
  g_assert_cmpint (belief->board[ft_test_square ("b7")], ==, FT_EMPTY);
  g_assert_cmpint (belief->board[ft_test_square ("g8")], ==, FT_MAKE_PIECE (FT_BLACK, FT_KING));
  g_assert_cmpint (belief->side_to_move, ==, FT_WHITE);

  /* A guess on a square White sees (d3, on the queen's file) moves to the
   * nearest unseen square, the lowest first: c3 (c2, d2, e2 and d4 are
   * seen; c3, e3, c4, e4 are not). */
  g_assert_true (ft_fog_belief (pos, FT_WHITE, ft_test_square ("d3"), belief));
  g_assert_cmpint (belief->board[ft_test_square ("d3")], ==, FT_EMPTY);
  g_assert_cmpint (belief->board[ft_test_square ("c3")], ==, FT_MAKE_PIECE (FT_BLACK, FT_KING));
  g_assert_cmpint (belief->king_square[FT_BLACK], ==, ft_test_square ("c3"));
}

/* The computer's choice changes with a piece it cannot see only if it is
 * given the real board: on its belief it takes the rook that an unseen
 * bishop defends, on the real board (all seen) it does not. */
static void
test_search_uses_only_belief (void)
{
  g_autofree FtPosition *pos = ft_test_position_new ();
  g_autofree FtPosition *belief = ft_test_position_new ();
  g_autofree FtPosition *without = ft_test_position_new ();
  char text[8];

  fog_setup (pos, FT_RULES_STANDARD, 8, 8, FT_WHITE, "Kg1 Qd1 Pf2 Pg2 Ph2 kg8 rd5 bb7 pf7 pg7 ph7");
  g_assert_true (ft_fog_belief (pos, FT_WHITE, ft_test_square ("g8"), belief));
  g_assert_cmpstr (ft_move_to_string (search_depth (belief, 4), text), ==, "d1d5");
  g_assert_cmpstr (ft_move_to_string (search_depth (pos, 4), text), !=, "d1d5");

  /* The same real board without the unseen bishop gives the same belief:
   * nothing unseen reaches it. */
  fog_setup (without, FT_RULES_STANDARD, 8, 8, FT_WHITE, "Kg1 Qd1 Pf2 Pg2 Ph2 kg8 rd5 pf7 pg7 ph7");
  {
    g_autofree FtPosition *belief2 = ft_test_position_new ();

    g_assert_true (ft_fog_belief (without, FT_WHITE, ft_test_square ("g8"), belief2));
    g_assert_cmpint (memcmp (belief->board, belief2->board, sizeof belief->board), ==, 0);
    g_assert_cmpuint (belief->hash, ==, belief2->hash);
  }
}

/* Root moves limited to a list (what the real board allows). */
static void
test_search_root_moves (void)
{
  g_autofree FtPosition *pos = ft_test_position_new ();
  FtSearcher *searcher = ft_searcher_new (4);
  FtSearchLimits limits = { 0 };
  FtMoveList only = { .count = 1 };
  char text[8];

  fog_setup (pos, FT_RULES_STANDARD, 8, 8, FT_WHITE, "Kg1 Ra1 Bd1 ka8 qh5 pg7");
  only.moves[0] = ft_position_parse_move (pos, "d1e2");
  limits.remaining_ms = -1;
  limits.depth = 3;
  limits.root_moves = &only;
  g_assert_cmpstr (ft_move_to_string (ft_searcher_search (searcher, pos, &limits, NULL, NULL, NULL, NULL), text),
                   ==, "d1e2");
  ft_searcher_free (searcher);
}

/* A fog game survives a PGN round trip: its moves (a king left attacked)
 * read back only because the record says it was fog of war. */
static void
test_pgn_round_trip (void)
{
  g_autofree FtPosition *pos = ft_test_position_new ();
  g_autoptr (FtPgnGame) game = NULL;
  g_autoptr (FtPgnGame) back = NULL;
  g_autoptr (FtPgnReader) reader = NULL;
  g_autoptr (GError) error = NULL;
  g_autofree char *text = NULL;
  const char *const moves[] = { "f2f3", "e7e5", "e1f2", "d8h4", "a2a3", "h4f2" };
  guint line = 0, column = 0;

  ft_position_set_standard_start (pos);
  pos->fog = TRUE;
  game = ft_pgn_game_new (pos);
  for (guint i = 0; i < G_N_ELEMENTS (moves); i++)
    {
      FtMove move = ft_position_parse_move (pos, moves[i]);

      g_assert_cmpuint (move, !=, FT_MOVE_NONE);
      ft_pgn_game_add_move (game, move, -1);
      ft_position_make_move (pos, move);
    }
  game->result = ft_position_result (pos, &game->reason);
  g_assert_cmpint (game->result, ==, FT_RESULT_BLACK_WINS);
  text = ft_pgn_write (game);
  g_test_message ("%s", text);
  g_assert_nonnull (strstr (text, "[FogOfWar \"1\"]"));
  g_assert_nonnull (strstr (text, "[Termination \"king captured\"]"));
  g_assert_nonnull (strstr (text, "3. a3 Qxf2"));

  reader = ft_pgn_reader_new (text, strlen (text));
  back = ft_pgn_reader_next (reader, &line, &column, &error);
  g_assert_no_error (error);
  g_assert_true (back->start->fog);
  g_assert_cmpuint (back->moves->len, ==, G_N_ELEMENTS (moves));
  g_assert_cmpint (back->result, ==, FT_RESULT_BLACK_WINS);
  g_assert_cmpint (back->reason, ==, FT_REASON_KING_CAPTURED);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/fog/visible/king-and-knight", test_visible_king_and_knight);
  g_test_add_func ("/fog/visible/blocked-sliders", test_visible_blocked_sliders);
  g_test_add_func ("/fog/visible/pawns", test_visible_pawns);
  g_test_add_func ("/fog/visible/en-passant", test_visible_en_passant);
  g_test_add_func ("/fog/visible/every-kind", test_visible_every_kind);
  g_test_add_func ("/fog/rules/moves-into-attack", test_moves_into_attack);
  g_test_add_func ("/fog/rules/castling", test_castling);
  g_test_add_func ("/fog/rules/king-capture", test_king_capture_ends_game);
  g_test_add_func ("/fog/search/takes-king", test_search_takes_king);
  g_test_add_func ("/fog/belief", test_belief);
  g_test_add_func ("/fog/search/only-belief", test_search_uses_only_belief);
  g_test_add_func ("/fog/search/root-moves", test_search_root_moves);
  g_test_add_func ("/fog/pgn", test_pgn_round_trip);
  return g_test_run ();
}
