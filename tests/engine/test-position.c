/* test-position.c — make/unmake restores everything, the incremental hash
 * matches a fresh one, FEN round trips and every FEN error. */
#include "ft-test-util.h"

#include <string.h>

/* The piece lists, king squares and counts agree with the board. */
static void
assert_consistent (const FtPosition *pos)
{
  guint on_board[2] = { 0, 0 };

  for (int rank = 0; rank < pos->ranks; rank++)
    for (int file = 0; file < pos->files; file++)
      {
        FtPiece p = pos->board[FT_SQUARE (file, rank)];

        if (p == FT_EMPTY)
          continue;
        g_assert_true (FT_IS_PIECE (p));
        on_board[FT_PIECE_COLOUR (p)]++;
        if (FT_PIECE_KIND (p) == FT_KING)
          g_assert_cmpint (pos->king_square[FT_PIECE_COLOUR (p)], ==, FT_SQUARE (file, rank));
      }
  for (FtColour c = FT_WHITE; c <= FT_BLACK; c++)
    {
      g_assert_cmpuint (pos->piece_count[c], ==, on_board[c]);
      for (guint i = 0; i < pos->piece_count[c]; i++)
        {
          FtSquare sq = pos->piece_list[c][i];

          g_assert_true (FT_IS_PIECE (pos->board[sq]));
          g_assert_cmpint (FT_PIECE_COLOUR (pos->board[sq]), ==, c);
          g_assert_cmpuint (pos->piece_index[sq], ==, i);
        }
    }
  g_assert_cmpuint (pos->hash, ==, ft_position_compute_hash (pos));
}

/* Everything but the order of the piece lists and the history. */
static void
assert_same_position (const FtPosition *a, const FtPosition *b)
{
  g_assert_cmpmem (a->board, sizeof a->board, b->board, sizeof b->board);
  g_assert_cmpint (a->side_to_move, ==, b->side_to_move);
  g_assert_cmpint (a->castling_rights, ==, b->castling_rights);
  g_assert_cmpmem (a->castling_rook, sizeof a->castling_rook, b->castling_rook, sizeof b->castling_rook);
  g_assert_cmpint (a->en_passant, ==, b->en_passant);
  g_assert_cmpuint (a->halfmove_clock, ==, b->halfmove_clock);
  g_assert_cmpuint (a->fullmove_number, ==, b->fullmove_number);
  g_assert_cmpuint (a->hash, ==, b->hash);
  g_assert_cmpmem (a->king_square, sizeof a->king_square, b->king_square, sizeof b->king_square);
  g_assert_cmpuint (a->piece_count[0], ==, b->piece_count[0]);
  g_assert_cmpuint (a->piece_count[1], ==, b->piece_count[1]);
}

typedef struct {
  FtRules rules;
  const char *fen; /* NULL: the 14×14 start */
} GameStart;

static const GameStart game_starts[] = {
  { FT_RULES_FOURTEEN, NULL },
  { FT_RULES_FOURTEEN, FT_FEN_14X14_MIDDLEGAME },
  { FT_RULES_STANDARD, FT_FEN_12X10_MIDDLEGAME },
  { FT_RULES_STANDARD, "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1" },
  { FT_RULES_STANDARD, FT_FEN_STANDARD_START },
  { FT_RULES_FOURTEEN, "rnbhkaecgr/pppppppppp/10/10/10/10/10/10/PPPPPPPPPP/RNBHKAECGR w JAja - 0 1" },
  { FT_RULES_FOURTEEN, "rnbkcgr/ppppppp/7/7/7/7/7/PPPPPPP/RNBKCGR w GAga - 0 1" },
};

/* Random games: after every move the position is consistent and its hash
 * is the one computed from scratch; unmaking every move gives back the
 * start exactly. Each move is also unmade and redone on the spot. */
static void
test_random_games (void)
{
  FtPosition *pos = ft_test_position_new ();
  FtPosition *start = ft_test_position_new ();
  FtPosition *before = ft_test_position_new ();
  FtMoveList *list = g_new (FtMoveList, 1);
  guint games = ft_test_under_valgrind () ? 1 : 6;
  guint max_plies = ft_test_under_valgrind () ? 40 : 400;
  guint total_plies = 0;

  for (gsize s = 0; s < G_N_ELEMENTS (game_starts); s++)
    for (guint game = 0; game < games; game++)
      {
        GRand *rand = g_rand_new_with_seed (1000 * s + game);
        guint plies = 0;

        if (game_starts[s].fen == NULL)
          ft_position_set_fourteen_start (pos);
        else
          ft_test_fen (pos, game_starts[s].rules, game_starts[s].fen);
        assert_consistent (pos);
        memcpy (start, pos, sizeof *pos);

        while (plies < max_plies && ft_position_result (pos, NULL) == FT_RESULT_NONE)
          {
            FtMove move;

            ft_position_generate_legal (pos, list);
            move = list->moves[g_rand_int_range (rand, 0, list->count)];
            memcpy (before, pos, sizeof *pos);
            ft_position_make_move (pos, move);
            assert_consistent (pos);
            g_assert_false (ft_position_is_attacked (pos, pos->king_square[FT_OTHER_COLOUR (pos->side_to_move)],
                                                     pos->side_to_move));
            ft_position_unmake_move (pos);
            assert_same_position (pos, before);
            ft_position_make_move (pos, move);
            plies++;
          }
        total_plies += plies;
        while (pos->history_length > 0)
          ft_position_unmake_move (pos);
        assert_consistent (pos);
        assert_same_position (pos, start);
        g_rand_free (rand);
      }
  g_test_message ("%u plies played", total_plies);
  g_assert_cmpuint (total_plies, >, 0);
  g_free (list);
  g_free (before);
  g_free (start);
  g_free (pos);
}

static void
test_null_move (void)
{
  FtPosition *pos = ft_test_position_new ();
  FtPosition *copy = ft_test_position_new ();

  ft_test_fen (pos, FT_RULES_STANDARD, "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1");
  memcpy (copy, pos, sizeof *pos);
  ft_position_make_null_move (pos);
  g_assert_cmpint (pos->side_to_move, ==, FT_BLACK);
  g_assert_cmpint (pos->en_passant, ==, FT_NO_SQUARE);
  g_assert_cmpuint (pos->hash, ==, ft_position_compute_hash (pos));
  ft_position_unmake_null_move (pos);
  assert_same_position (pos, copy);
  g_free (copy);
  g_free (pos);
}

static void
test_fen_round_trip (void)
{
  static const struct {
    FtRules rules;
    const char *fen;
  } cases[] = {
    { FT_RULES_STANDARD, FT_FEN_STANDARD_START },
    { FT_RULES_STANDARD, "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1" },
    { FT_RULES_STANDARD, "rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3" },
    { FT_RULES_STANDARD, "1r2k2r/8/8/8/8/8/8/1R2K2R b KBkb - 5 40" },
    { FT_RULES_FOURTEEN, "rnbhcgakgcebnr/pppppppppppppp/14/14/14/14/14/14/14/14/14/14/PPPPPPPPPPPPPP/RNBHCGAKGCEBNR w NAna - 0 1" },
    { FT_RULES_FOURTEEN, FT_FEN_14X14_MIDDLEGAME },
    { FT_RULES_STANDARD, FT_FEN_12X10_MIDDLEGAME },
    { FT_RULES_FOURTEEN, "k15/16/16/16/16/16/16/16/16/16/16/16/16/16/16/15K w - - 0 1" },
    { FT_RULES_FOURTEEN, "k3/4/4/3K b - - 12 7" },
    { FT_RULES_FOURTEEN, "rnbkcgr/ppppppp/7/7/7/7/7/PPPPPPP/RNBKCGR w GAga - 0 1" },
  };
  FtPosition *pos = ft_test_position_new ();
  char *fen;

  for (gsize i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      ft_test_fen (pos, cases[i].rules, cases[i].fen);
      fen = ft_fen_write (pos);
      g_assert_cmpstr (fen, ==, cases[i].fen);
      g_free (fen);
    }

  /* The built-in start positions write as their FENs. */
  ft_position_set_fourteen_start (pos);
  fen = ft_fen_write (pos);
  g_assert_cmpstr (fen, ==, cases[4].fen);
  g_free (fen);
  ft_position_set_standard_start (pos);
  fen = ft_fen_write (pos);
  g_assert_cmpstr (fen, ==, FT_FEN_STANDARD_START);
  g_free (fen);

  /* Optional fields, KQkq on other boards, extra blanks. */
  ft_test_fen (pos, FT_RULES_STANDARD, "  8/8/8/4k3/8/8/8/4K3   b ");
  fen = ft_fen_write (pos);
  g_assert_cmpstr (fen, ==, "8/8/8/4k3/8/8/8/4K3 b - - 0 1");
  g_free (fen);
  ft_test_fen (pos, FT_RULES_FOURTEEN, "r3k4r/10/10/10/10/10/10/10/10/R3K4R w KQkq");
  fen = ft_fen_write (pos);
  g_assert_cmpstr (fen, ==, "r3k4r/10/10/10/10/10/10/10/10/R3K4R w JAja - 0 1");
  g_free (fen);
  /* On 11+ files "K" is the file k. */
  ft_test_fen (pos, FT_RULES_FOURTEEN, "4k5r/11/11/11/11/11/11/11/11/11/4K5R w Kk - 0 1");
  g_assert_cmpint (pos->castling_rights, ==, FT_CASTLE_WHITE_H_SIDE | FT_CASTLE_BLACK_H_SIDE);
  g_assert_cmpint (pos->castling_rook[FT_CASTLE_INDEX (FT_WHITE, TRUE)], ==, ft_test_square ("k1"));
  g_free (pos);
}

typedef struct {
  const char *name;
  FtRules rules;
  const char *fen;
  FtError code;
  const char *message_part;
} FenErrorCase;

static const FenErrorCase fen_errors[] = {
  /* Issue 20 item 5: a byte that is not UTF-8 is named, not echoed. */
  { "issue20-item5-not-utf8", FT_RULES_STANDARD, "4k3/8/8/8/8/8/8/4K3 w - - 0 1 \xff\xfe",
    FT_ERROR_PARSE, "FEN: not valid UTF-8 at character 31 (byte offset 30, byte 0xff)" },
  { "bad-letter", FT_RULES_STANDARD, "rnbqkbnr/ppppxppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
    FT_ERROR_PARSE, "board field, character 14: 'x'" },
  { "uneven-ranks", FT_RULES_STANDARD, "4k3/8/8/8/8/8/8/3K3 w - - 0 1", FT_ERROR_PARSE, "rank 8 has 7 files" },
  { "too-wide", FT_RULES_FOURTEEN, "k16/17/4/4 w - - 0 1", FT_ERROR_PARSE, "longer than 16 files" },
  { "too-long-run", FT_RULES_FOURTEEN, "k3/17/4/3K w - - 0 1", FT_ERROR_PARSE, "character 5: empty run longer" },
  { "too-few-ranks", FT_RULES_FOURTEEN, "k3/4/3K w - - 0 1", FT_ERROR_PARSE, "3 ranks" },
  { "too-many-ranks", FT_RULES_FOURTEEN, "k3/4/4/4/4/4/4/4/4/4/4/4/4/4/4/4/3K w - - 0 1", FT_ERROR_PARSE, "17 ranks" },
  { "too-few-files", FT_RULES_FOURTEEN, "k2/3/3/2K w - - 0 1", FT_ERROR_PARSE, "3 files" },
  { "empty-rank", FT_RULES_STANDARD, "4k3/8//8/8/8/8/4K3 w - - 0 1", FT_ERROR_PARSE, "rank 3 is empty" },
  { "zero-run", FT_RULES_STANDARD, "4k3/08/8/8/8/8/8/4K3 w - - 0 1", FT_ERROR_PARSE, "character 5: an empty run cannot start with 0" },
  { "no-side", FT_RULES_STANDARD, "4k3/8/8/8/8/8/8/4K3", FT_ERROR_PARSE, "side to move field" },
  { "bad-side", FT_RULES_STANDARD, "4k3/8/8/8/8/8/8/4K3 x - - 0 1", FT_ERROR_PARSE, "side to move field, character 21" },
  { "bad-castling-letter", FT_RULES_STANDARD, "r3k2r/8/8/8/8/8/8/R3K2R w KQkx - 0 1", FT_ERROR_PARSE, "castling field, character 30: 'x'" },
  { "castling-without-rook", FT_RULES_STANDARD, "4k3/8/8/8/8/8/8/4K3 w K - 0 1", FT_ERROR_PARSE, "no white rook" },
  { "bad-en-passant-square", FT_RULES_STANDARD, "4k3/8/8/8/8/8/8/4K3 w - e9 0 1", FT_ERROR_PARSE, "en passant field" },
  { "en-passant-without-double-step", FT_RULES_STANDARD, "4k3/8/8/8/8/8/8/4K3 w - e6 0 1", FT_ERROR_INVALID_POSITION, "en passant square e6" },
  { "en-passant-in-fourteen-rules", FT_RULES_FOURTEEN, "13k/14/14/14/14/14/14/14/14/14/14/14/14/K13 w - e11 0 1", FT_ERROR_INVALID_POSITION, "en passant square e11" },
  { "bad-halfmove", FT_RULES_STANDARD, "4k3/8/8/8/8/8/8/4K3 w - - x 1", FT_ERROR_PARSE, "halfmove clock field" },
  { "zero-fullmove", FT_RULES_STANDARD, "4k3/8/8/8/8/8/8/4K3 w - - 0 0", FT_ERROR_PARSE, "fullmove number field" },
  { "extra-field", FT_RULES_STANDARD, "4k3/8/8/8/8/8/8/4K3 w - - 0 1 x", FT_ERROR_PARSE, "unexpected text" },
  { "no-king", FT_RULES_STANDARD, "8/8/8/8/8/8/8/4K3 w - - 0 1", FT_ERROR_INVALID_POSITION, "Black has 0 kings" },
  { "two-kings", FT_RULES_STANDARD, "4k3/8/8/8/8/8/8/3KK3 w - - 0 1", FT_ERROR_INVALID_POSITION, "White has 2 kings" },
  { "pawn-on-last-rank", FT_RULES_STANDARD, "4k2P/8/8/8/8/8/8/4K3 w - - 0 1", FT_ERROR_INVALID_POSITION, "pawn on h8" },
  { "pawn-beyond-halfway", FT_RULES_FOURTEEN, "13k/14/14/14/14/14/4P9/14/14/14/14/14/14/K13 w - - 0 1", FT_ERROR_INVALID_POSITION, "pawn on e8" },
  { "side-not-to-move-in-check", FT_RULES_STANDARD, "4k3/8/8/8/8/8/8/4R1K1 w - - 0 1", FT_ERROR_INVALID_POSITION, "Black is in check" },
  { "too-many-pieces", FT_RULES_FOURTEEN,
    "15k/16/16/16/16/16/16/16/16/16/N15/NNNNNNNNNNNNNNNN/NNNNNNNNNNNNNNNN/NNNNNNNNNNNNNNNN/NNNNNNNNNNNNNNNN/K15 w - - 0 1",
    FT_ERROR_INVALID_POSITION, "at most 64" },
};

static void
test_fen_error (gconstpointer data)
{
  const FenErrorCase *c = data;
  FtPosition *pos = ft_test_position_new ();
  GError *error = NULL;

  g_assert_false (ft_fen_parse (c->fen, c->rules, pos, &error));
  g_assert_error (error, FT_ERROR, (gint) c->code);
  g_test_message ("%s", error->message);
  g_assert_nonnull (strstr (error->message, c->message_part));
  if (c->code == FT_ERROR_PARSE)
    g_assert_nonnull (strstr (error->message, "character"));
  g_error_free (error);
  g_free (pos);
}

/* Forgetting history keeps what repetition needs: the moves since the last
 * pawn move, which can still be unmade; the position itself is unchanged. */
static void
test_forget_history (void)
{
  FtPosition *pos = ft_test_position_new ();
  const char *shuffle = "b1c3 b14c12 c3b1 c12b14";
  guint64 hash;

  ft_position_set_fourteen_start (pos);
  ft_test_play (pos, "a2a3 a13a12");  /* a pawn move each: nothing before can repeat */
  ft_test_play (pos, shuffle);        /* the start position after a3 a12, twice now */
  hash = pos->hash;
  g_assert_cmpuint (pos->history_length, ==, 6);
  g_assert_cmpuint (pos->halfmove_clock, ==, 4);

  ft_position_forget_history (pos);
  g_assert_cmpuint (pos->history_length, ==, 4);
  g_assert_cmpuint (pos->hash, ==, hash);
  assert_consistent (pos);
  g_assert_false (ft_position_is_repetition (pos, 3));
  ft_test_play (pos, shuffle);
  g_assert_true (ft_position_is_repetition (pos, 3));

  /* The kept moves unmake back to where the history was cut. */
  for (guint i = 0; i < 8; i++)
    ft_position_unmake_move (pos);
  g_assert_cmpuint (pos->history_length, ==, 0);
  g_assert_cmpuint (pos->hash, ==, hash);
  assert_consistent (pos);
  g_free (pos);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/position/random-games", test_random_games);
  g_test_add_func ("/position/null-move", test_null_move);
  g_test_add_func ("/position/fen-round-trip", test_fen_round_trip);
  g_test_add_func ("/position/forget-history", test_forget_history);
  for (gsize i = 0; i < G_N_ELEMENTS (fen_errors); i++)
    {
      char *path = g_strdup_printf ("/position/fen-error/%s", fen_errors[i].name);

      g_test_add_data_func (path, &fen_errors[i], test_fen_error);
      g_free (path);
    }
  return g_test_run ();
}
