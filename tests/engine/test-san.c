/* test-san.c — Standard Algebraic Notation: writing every feature on 8×8,
 * 14×14 (fairy letters, two-digit ranks) and 16×16 boards, parsing what we
 * write and what people type, errors, and round trips over every legal move
 * of several positions. */
#include "ft-san.h"
#include "ft-test-util.h"

#include <string.h>

#define KIWIPETE "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1"
#define PROMOTIONS "n1n5/PPPk4/8/8/8/8/4Kppp/5N1N b - - 0 1"
#define EN_PASSANT "rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3"

/* The SAN of the coordinate move `coord` is `san`, and `san` parses back to
 * that move. */
static void
assert_san (const FtPosition *pos, const char *coord, const char *san)
{
  FtMove move = ft_position_parse_move (pos, coord);
  FtSanError error = FT_SAN_SYNTAX;
  char buf[FT_SAN_MAX];

  g_test_message ("%s %s", coord, san);
  g_assert_cmpuint (move, !=, FT_MOVE_NONE);
  g_assert_cmpstr (ft_san_write (pos, move, buf), ==, san);
  g_assert_cmpuint (ft_san_parse (pos, san, &error), ==, move);
  g_assert_cmpint (error, ==, FT_SAN_OK);
}

/* `text` parses to the coordinate move `coord`. */
static void
assert_parses (const FtPosition *pos, const char *text, const char *coord)
{
  FtSanError error = FT_SAN_SYNTAX;
  FtMove move = ft_san_parse (pos, text, &error);
  char buf[8];

  g_test_message ("%s", text);
  g_assert_cmpint (error, ==, FT_SAN_OK);
  g_assert_cmpuint (move, !=, FT_MOVE_NONE);
  g_assert_cmpstr (ft_move_to_string (move, buf), ==, coord);
}

static void
assert_error (const FtPosition *pos, const char *text, FtSanError expected)
{
  FtSanError error = FT_SAN_OK;

  g_test_message ("%s", text);
  g_assert_cmpuint (ft_san_parse (pos, text, &error), ==, FT_MOVE_NONE);
  g_assert_cmpint (error, ==, expected);
}

static void
test_standard (void)
{
  FtPosition *pos = ft_test_position_new ();
  char buf[FT_SAN_MAX];

  ft_test_fen (pos, FT_RULES_STANDARD, FT_FEN_STANDARD_START);
  assert_san (pos, "e2e4", "e4");
  assert_san (pos, "g1f3", "Nf3");
  g_assert_cmpstr (ft_san_write (pos, FT_MOVE_NONE, buf), ==, "--");

  /* Pawn capture and en passant. */
  ft_test_fen (pos, FT_RULES_STANDARD, "rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 2");
  assert_san (pos, "e4d5", "exd5");
  ft_test_fen (pos, FT_RULES_STANDARD, EN_PASSANT);
  assert_san (pos, "e5f6", "exf6");
  assert_san (pos, "e5e6", "e6");

  /* Promotions, with capture, with check. */
  ft_test_fen (pos, FT_RULES_STANDARD, "3r4/4P3/8/8/8/8/k7/4K3 w - - 0 1");
  assert_san (pos, "e7e8q", "e8=Q");
  assert_san (pos, "e7e8n", "e8=N");
  assert_san (pos, "e7e8r", "e8=R");
  assert_san (pos, "e7d8q", "exd8=Q");
  assert_san (pos, "e7d8b", "exd8=B");
  ft_test_fen (pos, FT_RULES_STANDARD, "8/4P3/8/8/k7/8/8/4K3 w - - 0 1");
  assert_san (pos, "e7e8q", "e8=Q+");
  assert_san (pos, "e7e8r", "e8=R");

  /* Castling both ways, both colours. */
  ft_test_fen (pos, FT_RULES_STANDARD, "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
  assert_san (pos, "e1g1", "O-O");
  assert_san (pos, "e1c1", "O-O-O");
  assert_san (pos, "a1a8", "Rxa8+");
  ft_test_fen (pos, FT_RULES_STANDARD, "r3k2r/8/8/8/8/8/8/R3K2R b KQkq - 0 1");
  assert_san (pos, "e8g8", "O-O");
  assert_san (pos, "e8c8", "O-O-O");

  /* Disambiguation by file, by rank, by both (three queens). */
  ft_test_fen (pos, FT_RULES_STANDARD, "4k3/8/8/8/8/8/8/1N3N1K w - - 0 1");
  assert_san (pos, "b1d2", "Nbd2");
  assert_san (pos, "f1d2", "Nfd2");
  assert_san (pos, "b1c3", "Nc3");
  ft_test_fen (pos, FT_RULES_STANDARD, "4k3/8/8/R7/8/8/8/R3K3 w - - 0 1");
  assert_san (pos, "a1a3", "R1a3");
  assert_san (pos, "a5a3", "R5a3");
  assert_san (pos, "a1b1", "Rb1");
  ft_test_fen (pos, FT_RULES_STANDARD, "k7/8/3Q4/8/3Q1Q2/8/8/7K w - - 0 1");
  assert_san (pos, "d4e5", "Qd4e5");
  assert_san (pos, "d6e5", "Q6e5");
  assert_san (pos, "f4e5", "Qfe5");
  /* Only legal moves count: a pinned knight needs no disambiguation. */
  ft_test_fen (pos, FT_RULES_STANDARD, "4k3/8/8/8/4r3/8/4N3/1N2K3 w - - 0 1");
  assert_san (pos, "b1c3", "Nc3");

  /* Check and mate. */
  ft_test_fen (pos, FT_RULES_STANDARD, "4k3/8/8/8/8/8/8/R3K3 w - - 0 1");
  assert_san (pos, "a1a8", "Ra8+");
  ft_test_fen (pos, FT_RULES_STANDARD, "6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1");
  assert_san (pos, "a1a8", "Ra8#");
  ft_test_fen (pos, FT_RULES_STANDARD, "rnbqkbnr/pppp1ppp/8/4p3/6P1/5P2/PPPPP2P/RNBQKBNR b KQkq g3 0 2");
  assert_san (pos, "d8h4", "Qh4#");
  g_free (pos);
}

static void
test_fourteen (void)
{
  FtPosition *pos = ft_test_position_new ();

  ft_test_setup (pos, FT_RULES_FOURTEEN, 14, 14, FT_WHITE,
                 "Kh1 kh14 Ha1 En3 Ab5 Cb1 Cd1 Gk4 Nb2 Pd7 Pm3 nl4 rn12");
  assert_san (pos, "n3n12", "Exn12");
  assert_san (pos, "a1c2", "Hc2");
  assert_san (pos, "b5b13", "Ab13");
  assert_san (pos, "k4l4", "Gxl4");
  assert_san (pos, "m3m4", "m4");
  assert_san (pos, "m3l4", "mxl4");
  assert_san (pos, "d7d8q", "d8=Q");
  /* Two camels reach c4; the knight on b2 goes there too, but it is another
   * kind. */
  assert_san (pos, "b1c4", "Cbc4");
  assert_san (pos, "d1c4", "Cdc4");
  assert_san (pos, "b2c4", "Nc4");
  assert_error (pos, "Cc4", FT_SAN_AMBIGUOUS);
  /* Two-digit ranks, check. */
  assert_san (pos, "n3n10", "En10");
  ft_test_setup (pos, FT_RULES_FOURTEEN, 14, 14, FT_WHITE, "Kh1 kh14 Ea10 Ea1");
  assert_san (pos, "a10a14", "Ea14+");
  assert_san (pos, "a1a5", "E1a5");
  assert_san (pos, "a10a5", "E10a5");

  /* Promotion choice: any kind letter. */
  ft_test_setup (pos, FT_RULES_FOURTEEN, 14, 14, FT_WHITE, "Kh1 kn14 Pd7 ce8");
  pos->promotion_choice = TRUE;
  assert_san (pos, "d7d8c", "d8=C");
  assert_san (pos, "d7d8g", "d8=G");
  assert_san (pos, "d7e8h", "dxe8=H");
  assert_san (pos, "d7e8a", "dxe8=A");
  assert_parses (pos, "d8c", "d7d8c");
  assert_parses (pos, "dxe8=E", "d7e8e");

  /* Castling on 14×14: towards the last file is O-O. */
  ft_test_fen (pos, FT_RULES_FOURTEEN, "r6k5r/14/14/14/14/14/14/14/14/14/14/14/14/R6K5R w NAna - 0 1");
  assert_san (pos, "h1j1", "O-O");
  assert_san (pos, "h1f1", "O-O-O");
  assert_parses (pos, "0-0", "h1j1");
  assert_parses (pos, "h1j1", "h1j1");
  g_free (pos);
}

static void
test_large_boards (void)
{
  FtPosition *pos = ft_test_position_new ();

  ft_test_setup (pos, FT_RULES_STANDARD, 16, 16, FT_WHITE, "Ka1 kp14 Rb10 Rb16 Nn12 Po15 Pc2");
  assert_san (pos, "b10b12", "R10b12");
  assert_san (pos, "b16b12", "R16b12");
  assert_san (pos, "n12p13", "Np13");
  assert_san (pos, "o15o16q", "o16=Q");
  assert_san (pos, "b16p16", "Rp16+");
  assert_san (pos, "c2c4", "c4");
  assert_parses (pos, "Rb10b12", "b10b12");
  assert_parses (pos, "b10b12", "b10b12");
  assert_error (pos, "Rb12", FT_SAN_AMBIGUOUS);

  ft_test_fen (pos, FT_RULES_STANDARD, FT_FEN_12X10_MIDDLEGAME);
  assert_san (pos, "j5j6", "j6");
  assert_san (pos, "l1l2", "Rl2");
  g_free (pos);
}

static void
test_parse (void)
{
  FtPosition *pos = ft_test_position_new ();

  ft_test_fen (pos, FT_RULES_STANDARD, FT_FEN_STANDARD_START);
  assert_parses (pos, "e4", "e2e4");
  assert_parses (pos, "e2e4", "e2e4");
  assert_parses (pos, "e2-e4", "e2e4");
  assert_parses (pos, "Nf3!", "g1f3");
  assert_parses (pos, "Nf3?!", "g1f3");
  assert_parses (pos, "Ngf3", "g1f3");
  assert_parses (pos, "N1f3", "g1f3");
  assert_parses (pos, "Ng1f3+", "g1f3");
  assert_parses (pos, " g1f3 ", "g1f3");
  assert_error (pos, "", FT_SAN_SYNTAX);
  assert_error (pos, "hello", FT_SAN_SYNTAX);
  assert_error (pos, "Zf3", FT_SAN_SYNTAX);
  assert_error (pos, "nf3", FT_SAN_ILLEGAL); /* a pawn from file n */
  assert_error (pos, "e17", FT_SAN_SYNTAX);
  assert_error (pos, "e4 e5", FT_SAN_SYNTAX);
  assert_error (pos, "e8=K", FT_SAN_SYNTAX);
  assert_error (pos, "O-X", FT_SAN_SYNTAX);
  assert_error (pos, "---", FT_SAN_SYNTAX);
  assert_error (pos, "Z1", FT_SAN_SYNTAX);
  assert_error (pos, "000", FT_SAN_SYNTAX);
  /* The null move: FT_MOVE_NONE, but no error. */
  {
    static const char *const nulls[] = { "--", "Z0", "0000", " --", "--+" };

    for (gsize i = 0; i < G_N_ELEMENTS (nulls); i++)
      {
        FtSanError error = FT_SAN_SYNTAX;

        g_test_message ("null move %s", nulls[i]);
        g_assert_cmpuint (ft_san_parse (pos, nulls[i], &error), ==, FT_MOVE_NONE);
        g_assert_cmpint (error, ==, FT_SAN_OK);
      }
  }
  assert_error (pos, "e5", FT_SAN_ILLEGAL);
  assert_error (pos, "Nf4", FT_SAN_ILLEGAL);
  assert_error (pos, "Nf9", FT_SAN_ILLEGAL); /* off this board */
  assert_error (pos, "O-O", FT_SAN_ILLEGAL);
  assert_error (pos, "e2e5", FT_SAN_ILLEGAL);
  assert_error (pos, "e4=Q", FT_SAN_ILLEGAL);
  g_assert_cmpuint (ft_san_parse (pos, NULL, NULL), ==, FT_MOVE_NONE);

  ft_test_fen (pos, FT_RULES_STANDARD, "4k3/8/8/8/8/8/8/1N3N1K w - - 0 1");
  assert_error (pos, "Nd2", FT_SAN_AMBIGUOUS);
  assert_parses (pos, "Nbd2", "b1d2");
  assert_error (pos, "N1d2", FT_SAN_AMBIGUOUS);
  assert_parses (pos, "Nf1d2", "f1d2");
  g_free (pos);
}

static void
test_parse_lenient (void)
{
  FtPosition *pos = ft_test_position_new ();

  ft_test_fen (pos, FT_RULES_STANDARD, "r3k2r/1P6/8/3pP3/8/8/8/R3K2R w KQkq d6 0 1");
  assert_parses (pos, "0-0", "e1g1");
  assert_parses (pos, "O-O+", "e1g1");
  assert_parses (pos, "0-0-0", "e1c1");
  assert_parses (pos, "O-O-O", "e1c1");
  assert_parses (pos, "exd6", "e5d6");
  assert_parses (pos, "ed6", "e5d6");
  assert_parses (pos, "b8=Q", "b7b8q");
  assert_parses (pos, "b8Q", "b7b8q");
  assert_parses (pos, "b8q", "b7b8q");
  assert_parses (pos, "b8", "b7b8q");
  assert_parses (pos, "b8=N+", "b7b8n");
  assert_parses (pos, "b8b", "b7b8b");
  assert_parses (pos, "b7b8n", "b7b8n");
  assert_parses (pos, "Rxa8", "a1a8");
  assert_parses (pos, "Ra8", "a1a8");
  assert_parses (pos, "Rxa8#", "a1a8");
  assert_parses (pos, "bxa8=R", "b7a8r");
  assert_parses (pos, "ba8r", "b7a8r");
  assert_error (pos, "e7", FT_SAN_ILLEGAL);
  assert_error (pos, "d6", FT_SAN_ILLEGAL); /* exd6 */
  g_free (pos);
}

/* Every legal move of `fen`: SAN and coordinate notation parse back to it,
 * and no two moves share a SAN. */
static void
round_trip (FtRules rules, const char *fen, gboolean promotion_choice)
{
  FtPosition *pos = ft_test_position_new ();
  FtMoveList *list = g_new (FtMoveList, 1);
  GHashTable *seen = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);

  ft_test_fen (pos, rules, fen);
  pos->promotion_choice = promotion_choice;
  ft_position_generate_legal (pos, list);
  g_assert_cmpuint (list->count, >, 0);
  for (guint i = 0; i < list->count; i++)
    {
      FtMove move = list->moves[i];
      char san[FT_SAN_MAX], coord[8];
      FtSanError error = FT_SAN_SYNTAX;

      ft_san_write (pos, move, san);
      g_assert_cmpuint (strlen (san), <, FT_SAN_MAX);
      if (ft_san_parse (pos, san, &error) != move || error != FT_SAN_OK)
        g_error ("%s: %s does not parse back (error %d)", fen, san, error);
      ft_move_to_string (move, coord);
      g_assert_cmpuint (ft_san_parse (pos, coord, &error), ==, move);
      if (!g_hash_table_add (seen, g_strdup (san)))
        g_error ("%s: two moves are %s", fen, san);
    }
  g_test_message ("%s: %u moves", fen, list->count);
  g_hash_table_unref (seen);
  g_free (list);
  g_free (pos);
}

static void
test_round_trip (void)
{
  FtPosition *pos = ft_test_position_new ();
  char *fen;

  round_trip (FT_RULES_STANDARD, FT_FEN_STANDARD_START, FALSE);
  round_trip (FT_RULES_STANDARD, KIWIPETE, FALSE);
  round_trip (FT_RULES_STANDARD, PROMOTIONS, FALSE);
  round_trip (FT_RULES_STANDARD, EN_PASSANT, FALSE);
  round_trip (FT_RULES_STANDARD, FT_FEN_12X10_MIDDLEGAME, FALSE);
  round_trip (FT_RULES_FOURTEEN, FT_FEN_14X14_MIDDLEGAME, FALSE);
  round_trip (FT_RULES_FOURTEEN, FT_FEN_14X14_MIDDLEGAME, TRUE);
  ft_position_set_fourteen_start (pos);
  fen = ft_fen_write (pos);
  round_trip (FT_RULES_FOURTEEN, fen, FALSE);
  g_free (fen);
  /* Fourteen promotions with a choice of every kind, and captures. */
  round_trip (FT_RULES_FOURTEEN, "6k7/14/14/14/14/14/2r11/1P1P10/14/14/14/14/14/6K7 w - - 0 1", TRUE);
  g_free (pos);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/san/standard", test_standard);
  g_test_add_func ("/san/fourteen", test_fourteen);
  g_test_add_func ("/san/large-boards", test_large_boards);
  g_test_add_func ("/san/parse", test_parse);
  g_test_add_func ("/san/parse-lenient", test_parse_lenient);
  g_test_add_func ("/san/round-trip", test_round_trip);
  return g_test_run ();
}
