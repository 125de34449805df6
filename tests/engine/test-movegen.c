/* test-movegen.c — how each piece moves, pins and checks, castling, pawns.
 * Expected move sets are worked out by hand from docs/rules.md. */
#include "ft-test-util.h"

/* Assert the destinations of the piece on `from`. */
#define ASSERT_DESTINATIONS(pos, from, expected)           \
  G_STMT_START                                             \
  {                                                        \
    char *got_ = ft_test_destinations ((pos), (from));     \
    g_assert_cmpstr (got_, ==, (expected));                \
    g_free (got_);                                         \
  }                                                        \
  G_STMT_END

static guint
count_destinations (const FtPosition *pos, const char *from)
{
  FtMoveList *list = g_new (FtMoveList, 1);
  guint n;

  ft_position_generate_legal_from (pos, ft_test_square (from), list);
  n = list->count;
  g_free (list);
  return n;
}

/* On an open 14×14 board every piece reaches the squares its definition
 * gives: g7 is (6,6), so a rook has 13+13, a bishop 7+6+6+6, … */
static void
test_open_board (void)
{
  static const struct {
    const char *pieces;
    const char *from;
    guint count;
  } cases[] = {
    { "Ka2 kn13 Rg7", "g7", 26 },
    { "Ka2 kn13 Bg7", "g7", 25 },
    { "Ka2 kn13 Qg7", "g7", 51 },
    { "Ka2 kn13 Ng7", "g7", 8 },
    { "Ka2 kn13 Cg7", "g7", 8 },
    { "Kg7 kn13", "g7", 8 },
    { "Ka2 kn13 Gg7", "g7", 16 },
    { "Ka2 kn13 Hg7", "g7", 33 },
    { "Ka2 kn13 Eg7", "g7", 34 },
    { "Ka2 kn13 Ag7", "g7", 59 },
    { "Ka2 kn13 Pg3", "g3", 1 },
    { "Ka2 kn13 Pg2", "g2", 2 },
  };
  FtPosition *pos = ft_test_position_new ();

  for (gsize i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      ft_test_setup (pos, FT_RULES_FOURTEEN, 14, 14, FT_WHITE, cases[i].pieces);
      g_test_message ("%s", cases[i].pieces);
      g_assert_cmpuint (count_destinations (pos, cases[i].from), ==, cases[i].count);
    }
  g_free (pos);
}

static void
test_leapers_exact (void)
{
  FtPosition *pos = ft_test_position_new ();

  /* Camel (3,1) from d4, and the general (knight + king step) near an edge. */
  ft_test_setup (pos, FT_RULES_FOURTEEN, 14, 14, FT_WHITE, "Kn1 kn14 Cd4");
  ASSERT_DESTINATIONS (pos, "d4", "a3 a5 c1 c7 e1 e7 g3 g5");
  ft_test_setup (pos, FT_RULES_FOURTEEN, 14, 14, FT_WHITE, "Kn1 kn14 Gb1");
  ASSERT_DESTINATIONS (pos, "b1", "a1 a2 a3 b2 c1 c2 c3 d2");
  g_free (pos);
}

/* Crowded: only leaps pass over pieces. An amazon boxed in by its own pawns
 * still has its eight knight jumps. */
static void
test_crowded (void)
{
  FtPosition *pos = ft_test_position_new ();

  ft_test_setup (pos, FT_RULES_FOURTEEN, 14, 14, FT_WHITE,
                 "Kn1 kn14 Ad4 Pc3 Pd3 Pe3 Pc4 Pe4 Pc5 Pd5 Pe5");
  ASSERT_DESTINATIONS (pos, "d4", "b3 b5 c2 c6 e2 e6 f3 f5");
  /* An archbishop next to enemy pieces: captures them diagonally, stops. */
  ft_test_setup (pos, FT_RULES_FOURTEEN, 14, 14, FT_WHITE,
                 "Kn1 kn14 Hd4 nc3 ne5 Pc5 Pe3");
  ASSERT_DESTINATIONS (pos, "d4", "b3 b5 c2 c3 c6 e2 e5 e6 f3 f5");
  g_free (pos);
}

/* docs/rules.md: a chancellor's rook moves are blocked by a camel or a general while
 * its knight jumps still pass. */
static void
test_chancellor_blocked (void)
{
  FtPosition *pos = ft_test_position_new ();

  ft_test_setup (pos, FT_RULES_FOURTEEN, 14, 14, FT_WHITE, "Ka1 kn14 Ed4 Cd5 Ge4 nb4");
  ASSERT_DESTINATIONS (pos, "d4", "b3 b4 b5 c2 c4 c6 d1 d2 d3 e2 e6 f3 f5");
  g_free (pos);
}

/* docs/rules.md: a pawn pinned by an archbishop may capture the pinner only when it
 * stands diagonally adjacent; otherwise it cannot move at all. */
static void
test_pawn_pinned_by_archbishop (void)
{
  FtPosition *pos = ft_test_position_new ();

  ft_test_setup (pos, FT_RULES_FOURTEEN, 14, 14, FT_WHITE, "Kc3 Pd4 he5 kn14");
  ASSERT_DESTINATIONS (pos, "d4", "e5");
  ft_test_setup (pos, FT_RULES_FOURTEEN, 14, 14, FT_WHITE, "Kc3 Pd4 hf6 kn14");
  ASSERT_DESTINATIONS (pos, "d4", "");
  g_assert_true (ft_position_move_exposes_king (pos, ft_test_square ("d4"), ft_test_square ("d5")));
  g_free (pos);
}

/* docs/rules.md: a camel pinned by a bishop cannot move (a leaper never stays on the
 * pin line). */
static void
test_camel_pinned_by_bishop (void)
{
  FtPosition *pos = ft_test_position_new ();

  ft_test_setup (pos, FT_RULES_FOURTEEN, 14, 14, FT_WHITE, "Kb2 Cd4 bf6 kn14");
  ASSERT_DESTINATIONS (pos, "d4", "");
  g_assert_true (ft_position_move_exposes_king (pos, ft_test_square ("d4"), ft_test_square ("e7")));
  /* Without the bishop it has its eight leaps. */
  ft_test_setup (pos, FT_RULES_FOURTEEN, 14, 14, FT_WHITE, "Kb2 Cd4 kn14");
  ASSERT_DESTINATIONS (pos, "d4", "a3 a5 c1 c7 e1 e7 g3 g5");
  g_free (pos);
}

/* A pinned general may step along the pin line, and take the pinner. */
static void
test_general_pinned (void)
{
  FtPosition *pos = ft_test_position_new ();

  ft_test_setup (pos, FT_RULES_FOURTEEN, 14, 14, FT_WHITE, "Ka1 Gb2 bd4 kn14");
  ASSERT_DESTINATIONS (pos, "b2", "c3");
  ft_test_setup (pos, FT_RULES_FOURTEEN, 14, 14, FT_WHITE, "Ka1 Gb2 bc3 kn14");
  ASSERT_DESTINATIONS (pos, "b2", "c3");
  /* A rook pinned on a file slides along it. */
  ft_test_setup (pos, FT_RULES_FOURTEEN, 14, 14, FT_WHITE, "Ka1 Ra3 ra6 kn14");
  ASSERT_DESTINATIONS (pos, "a3", "a2 a4 a5 a6");
  g_free (pos);
}

/* docs/rules.md: a king may not step onto a square a camel attacks. */
static void
test_king_avoids_camel (void)
{
  FtPosition *pos = ft_test_position_new ();

  ft_test_setup (pos, FT_RULES_FOURTEEN, 14, 14, FT_WHITE, "Ke5 ch7 kn14");
  ASSERT_DESTINATIONS (pos, "e5", "d4 d5 d6 e4 f4 f5 f6");
  g_assert_true (ft_position_move_exposes_king (pos, ft_test_square ("e5"), ft_test_square ("e6")));
  g_free (pos);
}

/* docs/rules.md: the only legal replies to a chancellor's check along the first rank
 * are blocks by a general (knight jump) or an amazon. */
static void
test_chancellor_check_blocks (void)
{
  FtPosition *pos = ft_test_position_new ();
  char *moves;

  ft_test_setup (pos, FT_RULES_FOURTEEN, 14, 14, FT_WHITE, "Ka1 Pa2 Pb2 Ge3 Ac4 eh1 na3 kn14");
  g_assert_true (ft_position_in_check (pos));
  moves = ft_test_legal_moves (pos);
  g_assert_cmpstr (moves, ==, "c4c1 c4f1 e3d1 e3f1");
  g_free (moves);
  g_free (pos);
}

/* A king in check from a slider may not step back along the checking line. */
static void
test_king_not_along_check_ray (void)
{
  FtPosition *pos = ft_test_position_new ();

  ft_test_setup (pos, FT_RULES_FOURTEEN, 14, 14, FT_WHITE, "Ke5 re10 kn14");
  ASSERT_DESTINATIONS (pos, "e5", "d4 d5 d6 f4 f5 f6");
  /* Double check (rook and knight): only the king moves. */
  ft_test_setup (pos, FT_RULES_FOURTEEN, 14, 14, FT_WHITE, "Ke5 re10 nf7 Ra10 kn14");
  {
    char *moves = ft_test_legal_moves (pos);

    g_assert_cmpstr (moves, ==, "e5d4 e5d5 e5f4 e5f5 e5f6");
    g_free (moves);
  }
  g_free (pos);
}

#define CASTLING_FEN_14 "r6k5r/14/14/14/14/14/14/14/14/14/14/14/14/R6K5R w NAna - 0 1"

static void
test_castling_both_ways (void)
{
  FtPosition *pos = ft_test_position_new ();
  char *fen;

  ft_test_fen (pos, FT_RULES_FOURTEEN, CASTLING_FEN_14);
  ASSERT_DESTINATIONS (pos, "h1", "f1 g1 g2 h2 i1 i2 j1");

  /* Towards file a: king h1→f1, rook a1→g1 (the square the king passed). */
  ft_test_play (pos, "h1f1");
  g_assert_cmpint (pos->board[ft_test_square ("f1")], ==, FT_MAKE_PIECE (FT_WHITE, FT_KING));
  g_assert_cmpint (pos->board[ft_test_square ("g1")], ==, FT_MAKE_PIECE (FT_WHITE, FT_ROOK));
  g_assert_cmpint (pos->board[ft_test_square ("a1")], ==, FT_EMPTY);
  g_assert_cmpint (pos->board[ft_test_square ("h1")], ==, FT_EMPTY);
  fen = ft_fen_write (pos);
  g_assert_cmpstr (fen, ==, "r6k5r/14/14/14/14/14/14/14/14/14/14/14/14/5KR6R b na - 1 1");
  g_free (fen);
  /* Black castles towards the last file: h14→j14, rook n14→i14. */
  ft_test_play (pos, "h14j14");
  fen = ft_fen_write (pos);
  g_assert_cmpstr (fen, ==, "r7rk4/14/14/14/14/14/14/14/14/14/14/14/14/5KR6R w - - 2 2");
  g_free (fen);
  ft_position_unmake_move (pos);
  ft_position_unmake_move (pos);
  fen = ft_fen_write (pos);
  g_assert_cmpstr (fen, ==, CASTLING_FEN_14);
  g_free (fen);

  /* Standard FIDE castling on 8×8. */
  ft_test_fen (pos, FT_RULES_STANDARD, "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
  ASSERT_DESTINATIONS (pos, "e1", "c1 d1 d2 e2 f1 f2 g1");
  ft_test_play (pos, "e1g1 e8c8");
  fen = ft_fen_write (pos);
  g_assert_cmpstr (fen, ==, "2kr3r/8/8/8/8/8/8/R4RK1 w - - 2 2");
  g_free (fen);
  g_free (pos);
}

static void
assert_castling (const char *fen, const char *play, gboolean a_side, gboolean h_side)
{
  FtPosition *pos = ft_test_position_new ();
  char *dests;

  ft_test_fen (pos, FT_RULES_FOURTEEN, fen);
  if (play != NULL)
    ft_test_play (pos, play);
  dests = ft_test_destinations (pos, "h1");
  g_test_message ("%s after %s: %s", fen, play ? play : "nothing", dests);
  g_assert_cmpint (ft_test_has_word (dests, "f1"), ==, a_side);
  g_assert_cmpint (ft_test_has_word (dests, "j1"), ==, h_side);
  g_free (dests);
  g_free (pos);
}

static void
test_castling_conditions (void)
{
  /* The king has moved (and come back). */
  assert_castling (CASTLING_FEN_14, "h1h2 h14h13 h2h1 h13h14", FALSE, FALSE);
  /* A rook has moved (and come back): only the other side. */
  assert_castling (CASTLING_FEN_14, "a1a2 h14h13 a2a1 h13h14", FALSE, TRUE);
  assert_castling (CASTLING_FEN_14, "n1n2 h14h13 n2n1 h13h14", TRUE, FALSE);
  /* A piece between king and rook, even one the king never crosses. */
  assert_castling ("r6k5r/14/14/14/14/14/14/14/14/14/14/14/14/RN5K5R w NAna - 0 1", NULL, FALSE, TRUE);
  assert_castling ("r6k5r/14/14/14/14/14/14/14/14/14/14/14/14/R6K4CR w NAna - 0 1", NULL, TRUE, FALSE);
  /* In check. */
  assert_castling ("r6k5r/14/14/14/7r6/14/14/14/14/14/14/14/14/R6K5R w NAna - 0 1", NULL, FALSE, FALSE);
  /* Passing through an attacked square (g1; i1). */
  assert_castling ("r6k5r/14/14/14/6r7/14/14/14/14/14/14/14/14/R6K5R w NAna - 0 1", NULL, FALSE, TRUE);
  assert_castling ("r6k5r/14/14/14/8r5/14/14/14/14/14/14/14/14/R6K5R w NAna - 0 1", NULL, TRUE, FALSE);
  /* Landing on an attacked square (f1; j1, here by a camel on k4). */
  assert_castling ("r6k5r/14/14/14/5r8/14/14/14/14/14/14/14/14/R6K5R w NAna - 0 1", NULL, FALSE, TRUE);
  assert_castling ("r6k5r/14/14/14/14/14/14/14/14/14/10c3/14/14/R6K5R w NAna - 0 1", NULL, TRUE, FALSE);
  /* An attack on a square only the rook crosses (b1) does not matter. */
  assert_castling ("r6k5r/14/14/14/1r12/14/14/14/14/14/14/14/14/R6K5R w NAna - 0 1", NULL, TRUE, TRUE);
}

static void
test_pawn_steps (void)
{
  FtPosition *pos = ft_test_position_new ();

  ft_position_set_fourteen_start (pos);
  ASSERT_DESTINATIONS (pos, "d2", "d3 d4");
  ft_test_play (pos, "a2a3");
  ASSERT_DESTINATIONS (pos, "d13", "d11 d12");
  /* Blocked two squares ahead: one step only; blocked ahead: none. */
  ft_test_setup (pos, FT_RULES_FOURTEEN, 14, 14, FT_WHITE, "Ka1 kn14 Pd2 nd4 Pe2 Ne3");
  ASSERT_DESTINATIONS (pos, "d2", "d3");
  ASSERT_DESTINATIONS (pos, "e2", "");
  /* Captures diagonally forward only; never straight ahead. */
  ft_test_setup (pos, FT_RULES_FOURTEEN, 14, 14, FT_WHITE, "Ka1 kn14 Pd5 nc6 ne6 nd6 nc4");
  ASSERT_DESTINATIONS (pos, "d5", "c6 e6");
  g_free (pos);
}

static void
test_halfway_promotion (void)
{
  FtPosition *pos = ft_test_position_new ();
  FtMove move;

  /* 14×14: White promotes on rank 8, Black on rank 7, to a queen only. */
  ft_test_setup (pos, FT_RULES_FOURTEEN, 14, 14, FT_WHITE, "Ka1 kn14 Pd7 pe8 nc8");
  ASSERT_DESTINATIONS (pos, "d7", "c8q d8q e8q");
  move = ft_position_parse_move (pos, "d7d8");
  g_assert_cmpint (FT_MOVE_PROMOTION (move), ==, FT_QUEEN);
  g_assert_cmpint (ft_position_parse_move (pos, "d7d8n"), ==, FT_MOVE_NONE);
  ft_position_make_move (pos, move);
  g_assert_cmpint (pos->board[ft_test_square ("d8")], ==, FT_MAKE_PIECE (FT_WHITE, FT_QUEEN));
  ASSERT_DESTINATIONS (pos, "e8", "e7q");
  ft_position_unmake_move (pos);
  g_assert_cmpint (pos->board[ft_test_square ("d7")], ==, FT_MAKE_PIECE (FT_WHITE, FT_PAWN));

  /* A pawn on its promotion rank is an invalid position. */
  {
    GError *error = NULL;

    ft_position_clear (pos, FT_RULES_FOURTEEN, 14, 14);
    ft_position_set_piece (pos, ft_test_square ("a1"), FT_MAKE_PIECE (FT_WHITE, FT_KING));
    ft_position_set_piece (pos, ft_test_square ("n14"), FT_MAKE_PIECE (FT_BLACK, FT_KING));
    ft_position_set_piece (pos, ft_test_square ("d8"), FT_MAKE_PIECE (FT_WHITE, FT_PAWN));
    g_assert_false (ft_position_finish_setup (pos, &error));
    g_assert_error (error, FT_ERROR, FT_ERROR_INVALID_POSITION);
    g_clear_error (&error);
  }

  /* Odd number of ranks (9): both promote on the middle rank, 5. */
  ft_test_setup (pos, FT_RULES_FOURTEEN, 9, 9, FT_WHITE, "Ka1 ki9 Pd4 pf6 Pb2");
  ASSERT_DESTINATIONS (pos, "d4", "d5q");
  ASSERT_DESTINATIONS (pos, "b2", "b3 b4");
  ft_test_play (pos, "b2b3");
  ASSERT_DESTINATIONS (pos, "f6", "f5q");

  /* 4×4: the single step from the second rank promotes, so no double step. */
  ft_test_setup (pos, FT_RULES_FOURTEEN, 4, 4, FT_WHITE, "Ka1 kd4 Pb2");
  ASSERT_DESTINATIONS (pos, "b2", "b3q");
  g_free (pos);
}

static void
test_standard_pawns (void)
{
  FtPosition *pos = ft_test_position_new ();
  char *fen;
  FtMove move;

  /* Promotion with choice on the last rank. */
  ft_test_fen (pos, FT_RULES_STANDARD, "8/4P3/8/8/8/8/k7/4K3 w - - 0 1");
  ASSERT_DESTINATIONS (pos, "e7", "e8b e8n e8q e8r");
  g_assert_cmpint (FT_MOVE_PROMOTION (ft_position_parse_move (pos, "e7e8")), ==, FT_QUEEN);
  move = ft_position_parse_move (pos, "e7e8n");
  g_assert_cmpint (FT_MOVE_PROMOTION (move), ==, FT_KNIGHT);
  ft_position_make_move (pos, move);
  g_assert_cmpint (pos->board[ft_test_square ("e8")], ==, FT_MAKE_PIECE (FT_WHITE, FT_KNIGHT));

  /* En passant, and the captured pawn leaves the board. */
  ft_test_fen (pos, FT_RULES_STANDARD, "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1");
  ASSERT_DESTINATIONS (pos, "e5", "d6 e6");
  ft_test_play (pos, "e5d6");
  g_assert_cmpint (pos->board[ft_test_square ("d5")], ==, FT_EMPTY);
  fen = ft_fen_write (pos);
  g_assert_cmpstr (fen, ==, "4k3/8/3P4/8/8/8/8/4K3 b - - 0 1");
  g_free (fen);
  ft_position_unmake_move (pos);
  fen = ft_fen_write (pos);
  g_assert_cmpstr (fen, ==, "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1");
  g_free (fen);

  /* En passant that would open the king's rank is illegal. */
  ft_test_fen (pos, FT_RULES_STANDARD, "8/8/8/K2pP2r/8/8/8/7k w - d6 0 1");
  ASSERT_DESTINATIONS (pos, "e5", "e6");
  g_assert_true (ft_position_move_exposes_king (pos, ft_test_square ("e5"), ft_test_square ("d6")));

  /* A double step only records an en passant square a pawn could use. */
  ft_position_set_standard_start (pos);
  ft_test_play (pos, "e2e4");
  g_assert_cmpint (pos->en_passant, ==, FT_NO_SQUARE);
  ft_test_play (pos, "d7d5 e4e5 f7f5");
  g_assert_cmpint (pos->en_passant, ==, ft_test_square ("f6"));
  g_free (pos);
}

static void
test_generate_captures (void)
{
  FtPosition *pos = ft_test_position_new ();
  FtMoveList *all = g_new (FtMoveList, 1), *captures = g_new (FtMoveList, 1);
  guint expected = 0;

  ft_test_fen (pos, FT_RULES_FOURTEEN, FT_FEN_14X14_MIDDLEGAME);
  ft_test_play (pos, "e9f11");
  ft_position_generate_legal (pos, all);
  ft_position_generate_legal_captures (pos, captures);
  for (guint i = 0; i < all->count; i++)
    if (FT_MOVE_IS_CAPTURE (all->moves[i]) || FT_MOVE_PROMOTION (all->moves[i]) != FT_NO_KIND)
      {
        gboolean found = FALSE;

        for (guint j = 0; j < captures->count; j++)
          found |= captures->moves[j] == all->moves[i];
        g_assert_true (found);
        expected++;
      }
  g_assert_cmpuint (expected, >, 0);
  g_assert_cmpuint (captures->count, ==, expected);
  g_free (all);
  g_free (captures);
  g_free (pos);
}

static void
test_is_legal_and_find (void)
{
  FtPosition *pos = ft_test_position_new ();
  FtMoveList *list = g_new (FtMoveList, 1);

  ft_test_fen (pos, FT_RULES_STANDARD,
               "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1");
  ft_position_generate_legal (pos, list);
  for (guint i = 0; i < list->count; i++)
    {
      FtMove m = list->moves[i];

      g_assert_true (ft_position_is_legal (pos, m));
      g_assert_cmpint (ft_position_find_move (pos, FT_MOVE_FROM (m), FT_MOVE_TO (m),
                                              FT_MOVE_PROMOTION (m)), ==, m);
    }
  /* Not legal: a black move, a move onto an own piece, nonsense. */
  g_assert_false (ft_position_is_legal (pos, FT_MAKE_MOVE (ft_test_square ("a7"), ft_test_square ("a6"), 0, 0, 0)));
  g_assert_false (ft_position_is_legal (pos, FT_MAKE_MOVE (ft_test_square ("a1"), ft_test_square ("b1"), 0, 0, 1)));
  g_assert_false (ft_position_is_legal (pos, FT_MOVE_NONE));
  g_assert_cmpint (ft_position_parse_move (pos, "e2e9"), ==, FT_MOVE_NONE);
  g_assert_cmpint (ft_position_parse_move (pos, "zz"), ==, FT_MOVE_NONE);
  g_assert_cmpint (ft_position_parse_move (pos, "e1g1x"), ==, FT_MOVE_NONE);
  g_assert_cmpint (FT_MOVE_SPECIAL (ft_position_parse_move (pos, "e1g1")), ==, FT_MOVE_CASTLING);
  g_free (list);
  g_free (pos);
}

/* Every kind of attacker found once: pawn, knight, camel, general's step,
 * rook along the file, bishop along the diagonal, queen along the rank; the
 * rook behind the rook (x-ray) is not an attacker, nor is a black knight. */
static void
test_attackers (void)
{
  FtPosition *pos = ft_test_position_new ();
  FtSquare found[FT_MAX_PIECES];
  FtSquare e5 = ft_test_square ("e5");
  static const char *const expected[] = { "a5", "b4", "c4", "d4", "e2", "f4", "h8" };
  guint n;

  ft_test_setup (pos, FT_RULES_FOURTEEN, 14, 14, FT_WHITE,
                 "Ka1 kn13 Pd4 Nc4 Cb4 Gf4 Re2 Re1 Bh8 Qa5 nm10");
  n = ft_position_attackers (pos, e5, FT_WHITE, found);
  g_assert_cmpuint (n, ==, G_N_ELEMENTS (expected));
  for (gsize i = 0; i < G_N_ELEMENTS (expected); i++)
    {
      gboolean seen = FALSE;

      for (guint j = 0; j < n; j++)
        seen |= found[j] == ft_test_square (expected[i]);
      g_assert_true (seen);
    }
  g_assert_true (ft_position_is_attacked (pos, e5, FT_WHITE));
  g_assert_cmpuint (ft_position_attackers (pos, e5, FT_BLACK, NULL), ==, 0);
  g_assert_false (ft_position_is_attacked (pos, e5, FT_BLACK));
  g_free (pos);
}

static void
test_text_forms (void)
{
  char buf[8];

  g_assert_cmpstr (ft_square_to_string (FT_SQUARE (0, 0), buf), ==, "a1");
  g_assert_cmpstr (ft_square_to_string (FT_SQUARE (13, 13), buf), ==, "n14");
  g_assert_cmpstr (ft_square_to_string (FT_SQUARE (15, 15), buf), ==, "p16");
  g_assert_cmpstr (ft_move_to_string (FT_MAKE_MOVE (FT_SQUARE (1, 9), FT_SQUARE (2, 7), 0, 0, 0), buf), ==, "b10c8");
  g_assert_cmpstr (ft_move_to_string (FT_MAKE_MOVE (FT_SQUARE (4, 6), FT_SQUARE (4, 7), FT_QUEEN, 0, 0), buf), ==, "e7e8q");
  for (FtKind kind = FT_PAWN; kind < FT_N_KINDS; kind++)
    {
      g_assert_cmpint (ft_kind_from_char (ft_kind_to_char (kind)), ==, kind);
      g_assert_cmpint (ft_kind_from_char (g_ascii_toupper (ft_kind_to_char (kind))), ==, kind);
    }
  g_assert_cmpint (ft_kind_from_char ('x'), ==, FT_NO_KIND);
  g_assert_cmpstr (ft_kind_name (FT_ARCHBISHOP), ==, "archbishop");
  g_assert_cmpstr (ft_kind_name (FT_GENERAL), ==, "general");
  g_assert_cmpstr (ft_colour_name (FT_BLACK), ==, "black");
}

static int
compare_names (gconstpointer a, gconstpointer b)
{
  return strcmp (*(const char *const *) a, *(const char *const *) b);
}

/* Premove destinations (docs/playing.md#premoves), sorted and deduplicated. */
static char *
premove_destinations (const FtPosition *pos, const char *from)
{
  g_autofree FtMoveList *list = g_new (FtMoveList, 1);
  g_autoptr (GPtrArray) texts = g_ptr_array_new_with_free_func (g_free);
  GString *out = g_string_new (NULL);

  ft_position_generate_premoves_from (pos, ft_test_square (from), list);
  for (guint i = 0; i < list->count; i++)
    {
      char name[4];

      ft_square_to_string (FT_MOVE_TO (list->moves[i]), name);
      g_ptr_array_add (texts, g_strdup (name));
    }
  g_ptr_array_sort (texts, (GCompareFunc) compare_names);
  for (guint i = 0; i < texts->len; i++)
    if (i == 0 || strcmp (texts->pdata[i], texts->pdata[i - 1]) != 0)
      g_string_append_printf (out, "%s%s", out->len > 0 ? " " : "", (char *) texts->pdata[i]);
  return g_string_free (out, FALSE);
}

#define ASSERT_PREMOVES(pos, from, expected)               \
  G_STMT_START                                             \
  {                                                        \
    char *got_ = premove_destinations ((pos), (from));     \
    g_assert_cmpstr (got_, ==, (expected));                \
    g_free (got_);                                         \
  }                                                        \
  G_STMT_END

/* While Black is to move, White's pieces may be premoved: their movement
 * rules in the current position, recaptures on their own guarded pieces, a
 * pawn's empty diagonals; never onto their own king. */
static void
test_premoves (void)
{
  FtPosition *pos = ft_test_position_new ();

  ft_test_setup (pos, FT_RULES_STANDARD, 8, 8, FT_BLACK, "Ke1 Pe4 Nc3 Rh1 ke8 pd5");
  ASSERT_PREMOVES (pos, "e4", "d5 e5 f5");
  ASSERT_PREMOVES (pos, "c3", "a2 a4 b1 b5 d1 d5 e2 e4");
  /* The rook guards its king's neighbour but never the king itself. */
  ASSERT_PREMOVES (pos, "h1", "f1 g1 h2 h3 h4 h5 h6 h7 h8");
  /* The side to move's pieces have their pseudo-legal moves too; an empty
   * square has none. */
  ASSERT_PREMOVES (pos, "d5", "c4 d4 e4");
  ASSERT_PREMOVES (pos, "a1", "");
  /* Fourteen: a camel leaps over anything, and may recapture on its own
   * general. */
  ft_test_setup (pos, FT_RULES_FOURTEEN, 14, 14, FT_BLACK, "Ka1 Cd4 Ge7 kn14");
  ASSERT_PREMOVES (pos, "d4", "a3 a5 c1 c7 e1 e7 g3 g5");
  g_free (pos);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/movegen/open-board", test_open_board);
  g_test_add_func ("/movegen/leapers", test_leapers_exact);
  g_test_add_func ("/movegen/crowded", test_crowded);
  g_test_add_func ("/movegen/chancellor-blocked", test_chancellor_blocked);
  g_test_add_func ("/movegen/pawn-pinned-by-archbishop", test_pawn_pinned_by_archbishop);
  g_test_add_func ("/movegen/camel-pinned-by-bishop", test_camel_pinned_by_bishop);
  g_test_add_func ("/movegen/general-pinned", test_general_pinned);
  g_test_add_func ("/movegen/king-avoids-camel", test_king_avoids_camel);
  g_test_add_func ("/movegen/chancellor-check-blocks", test_chancellor_check_blocks);
  g_test_add_func ("/movegen/king-check-ray", test_king_not_along_check_ray);
  g_test_add_func ("/movegen/castling", test_castling_both_ways);
  g_test_add_func ("/movegen/castling-conditions", test_castling_conditions);
  g_test_add_func ("/movegen/pawn-steps", test_pawn_steps);
  g_test_add_func ("/movegen/halfway-promotion", test_halfway_promotion);
  g_test_add_func ("/movegen/standard-pawns", test_standard_pawns);
  g_test_add_func ("/movegen/captures", test_generate_captures);
  g_test_add_func ("/movegen/is-legal", test_is_legal_and_find);
  g_test_add_func ("/movegen/attackers", test_attackers);
  g_test_add_func ("/movegen/text", test_text_forms);
  g_test_add_func ("/movegen/premoves", test_premoves);
  return g_test_run ();
}
