/* test-pgn-robust.c — the PGN reader with what other programs write and
 * what an attacker would (issue 20): thousands of tags read in linear
 * time and capped (item 2), text that is not UTF-8 (item 5), a game played
 * on after a threefold repetition (item 18), every TimeControl form of the
 * standard (item 19), "1. ... Ba5" and a byte-order mark (item 20). */
#include "ft-fen.h"
#include "ft-pgn.h"
#include "ft-test-util.h"

#include <string.h>

/* Issue 20 item 2: 85,000 distinct tags took 23 s (a quadratic lookup).
 * Now a game holds at most FT_PGN_MAX_TAGS, and more is a clear error;
 * the same tag many times over is no new tag. */
static void
test_item2_tags_capped (void)
{
  GString *text = g_string_new (NULL);
  g_autoptr (FtPgnGame) game = NULL;

  for (guint i = 0; i < FT_PGN_MAX_TAGS; i++)
    g_string_append_printf (text, "[T%u \"%u\"]\n", i, i);
  for (guint i = 0; i < 5000; i++)
    g_string_append (text, "[T7 \"again\"]\n");
  g_string_append (text, "1. e4 *\n");
  game = ft_test_pgn_read_one (text->str);
  g_assert_cmpuint (game->tag_names->len, ==, FT_PGN_MAX_TAGS);
  g_assert_cmpstr (ft_pgn_game_get_tag (game, "T7"), ==, "again");
  g_assert_cmpstr (ft_pgn_game_get_tag (game, "T999"), ==, "999");

  g_string_truncate (text, 0);
  for (guint i = 0; i <= FT_PGN_MAX_TAGS; i++)
    g_string_append_printf (text, "[T%u \"x\"]\n", i);
  ft_test_pgn_assert_error (text->str, -1, FT_PGN_ERROR_TOO_LARGE, FT_PGN_MAX_TAGS + 1, 1,
                            "more than 1000 tags in one game");
  g_string_free (text, TRUE);
}

/* Found by fuzz-pgn: a game of 994 tags read, was written with the Seven
 * Tag Roster added (1 001 tags) and no longer read back. The cap counts
 * only the tags the writer does not add itself. */
static void
test_item2_cap_leaves_written_tags_out (void)
{
  GString *text = g_string_new ("[Event \"e\"]\n[Site \"s\"]\n[FEN \"" FT_FEN_STANDARD_START "\"]\n");
  g_autoptr (FtPgnGame) game = NULL;
  g_autoptr (FtPgnGame) again = NULL;
  g_autofree char *written = NULL;

  for (guint i = 0; i < FT_PGN_MAX_TAGS; i++)
    g_string_append_printf (text, "[T%u \"%u\"]\n", i, i);
  g_string_append (text, "1. e4 *\n");
  game = ft_test_pgn_read_one (text->str);
  g_assert_cmpuint (game->tag_names->len, ==, FT_PGN_MAX_TAGS + 3);
  written = ft_pgn_write (game);
  again = ft_test_pgn_read_one (written);
  g_assert_cmpstr (ft_pgn_game_get_tag (again, "T999"), ==, "999");
  g_assert_cmpstr (ft_pgn_game_get_tag (again, "Site"), ==, "s");
  g_assert_cmpuint (again->moves->len, ==, 1);
  g_string_free (text, TRUE);
}

/* Found by fuzz-pgn: White's control known, Black's empty (unknown): the
 * writer left BlackTimeControl out and Black read back with White's. */
static void
test_black_time_control_unknown_kept (void)
{
  g_autoptr (FtPgnGame) game =
    ft_test_pgn_read_one ("[TimeControl \"40/7200:00:900+30\"]\n[BlackTimeControl \"\"]\n1. Nf3 *\n");
  g_autofree char *written = ft_pgn_write (game);
  g_autoptr (FtPgnGame) again = ft_test_pgn_read_one (written);

  g_assert_cmpint (game->time_control[FT_BLACK].kind, ==, FT_PGN_TIME_UNKNOWN);
  g_assert_cmpint (again->time_control[FT_BLACK].kind, ==, FT_PGN_TIME_UNKNOWN);
  g_assert_cmpint (again->time_control[FT_WHITE].kind, ==, game->time_control[FT_WHITE].kind);
}

static void
test_item2_values_and_comments_capped (void)
{
  g_autofree char *long_value = g_strnfill (FT_PGN_MAX_TAG_LENGTH + 1, 'v');
  g_autofree char *long_comment = g_strnfill (FT_PGN_MAX_COMMENT_LENGTH + 1, 'c');
  g_autofree char *fits = g_strnfill (FT_PGN_MAX_COMMENT_LENGTH, 'c');
  g_autofree char *tag = g_strdup_printf ("[Event \"x\"]\n[Annotator \"%s\"]\n*", long_value);
  g_autofree char *comment = g_strdup_printf ("1. e4 {%s} e5 *", long_comment);
  g_autofree char *in_variation = g_strdup_printf ("1. e4 (1. d4 {%s}) e5 *", long_comment);
  g_autofree char *fine = g_strdup_printf ("1. e4 {%s} e5 *", fits);
  g_autoptr (FtPgnGame) game = NULL;

  ft_test_pgn_assert_error (tag, -1, FT_PGN_ERROR_TOO_LARGE, 2, 13,
                            "the value of tag Annotator is longer than 4096 bytes");
  ft_test_pgn_assert_error (comment, -1, FT_PGN_ERROR_TOO_LARGE, 1, 7,
                            "a comment longer than 65536 bytes");
  ft_test_pgn_assert_error (in_variation, -1, FT_PGN_ERROR_TOO_LARGE, 1, 14, "a comment longer");
  game = ft_test_pgn_read_one (fine);
  g_assert_cmpuint (game->moves->len, ==, 2);
}

/* Issue 20 item 5: bytes 0xFF 0xFE in a tag were read (as Latin-1). */
static void
test_item5_not_utf8 (void)
{
  ft_test_pgn_assert_error ("[Event \"x\"]\n[White \"\xff\xfe\"]\n1. e4 *", -1,
                            FT_PGN_ERROR_NOT_PGN, 2, 9, "not valid UTF-8 (byte 0xff)");
  /* In a comment, after other non-ASCII text: columns count characters. */
  ft_test_pgn_assert_error ("1. e4 {é\xc3} e5 *", -1, FT_PGN_ERROR_NOT_PGN, 1, 9,
                            "not valid UTF-8 (byte 0xc3)");
}

/* Issue 20 item 18: FIDE draws a threefold repetition only when claimed;
 * a record that plays on must load. Fivefold ends the game. */
static void
test_item18_repetition (void)
{
  g_autoptr (FtPgnGame) on = NULL;
  g_autoptr (FtPgnGame) claimed = NULL;
  g_autoptr (FtPgnGame) agreed = NULL;
  g_autoptr (FtPgnGame) fivefold = NULL;
  const FtProblem *warning;

  on = ft_test_pgn_read_one ("1. Nf3 Nf6 2. Ng1 Ng8 3. Nf3 Nf6 4. Ng1 Ng8 5. e4 e5 *");
  g_assert_cmpuint (on->moves->len, ==, 10);
  g_assert_cmpint (on->result, ==, FT_RESULT_NONE);

  /* A draw where the board allows the claim: the claim. */
  claimed = ft_test_pgn_read_one ("1. Nf3 Nf6 2. Ng1 Ng8 3. Nf3 Nf6 4. Ng1 Ng8 1/2-1/2");
  g_assert_cmpint (claimed->result, ==, FT_RESULT_DRAW);
  g_assert_cmpint (claimed->reason, ==, FT_REASON_REPETITION);
  agreed = ft_test_pgn_read_one ("[Termination \"agreement\"]\n"
                                 "1. Nf3 Nf6 2. Ng1 Ng8 3. Nf3 Nf6 4. Ng1 Ng8 1/2-1/2");
  g_assert_cmpint (agreed->reason, ==, FT_REASON_AGREEMENT);

  /* Fivefold ends the game by itself; a record that goes on is read as
   * recorded, with a warning, once (it happens in real files: a king takes
   * the last knight after the position was already dead). */
  fivefold = ft_test_pgn_read_one ("1. Nf3 Nf6 2. Ng1 Ng8 3. Nf3 Nf6 4. Ng1 Ng8 5. Nf3 Nf6 "
                                   "6. Ng1 Ng8 7. Nf3 Nf6 8. Ng1 Ng8 9. e4 e5 10. d4 *");
  g_assert_cmpuint (fivefold->moves->len, ==, 19);
  g_assert_cmpuint (fivefold->warnings->len, ==, 1);
  warning = g_ptr_array_index (fivefold->warnings, 0);
  g_assert_cmpuint (warning->column, ==, 92);
  g_assert_cmpstr (warning->message, ==, "9. e4: the game was already over (fivefold repetition); "
                                         "the moves after it are read as recorded");
  /* After a mate nothing is legal. */
  ft_test_pgn_assert_error ("1. f3 e5 2. g4 Qh4# 3. a3 *", -1, FT_PGN_ERROR_BAD_MOVE, 1, 24,
                            "3. a3: the game is already over (checkmate)");
}

typedef struct {
  const char *text;
  gboolean valid;
  FtPgnTimeKind kind;
  gint64 ms, increment_ms;
} TimeControlCase;

/* Issue 20 item 19: every form of the PGN standard (9.6.1) and the FIDE
 * "40/5400+30" real files carry; what the clocks can run of each. */
static void
test_item19_time_control_forms (void)
{
  static const TimeControlCase cases[] = {
    { "?", TRUE, FT_PGN_TIME_UNKNOWN, 0, 0 },
    { "-", TRUE, FT_PGN_TIME_UNTIMED, 0, 0 },
    { "300", TRUE, FT_PGN_TIME_FISCHER, 300000, 0 },
    { "180+2", TRUE, FT_PGN_TIME_FISCHER, 180000, 2000 },
    { "0.5+0.25", TRUE, FT_PGN_TIME_FISCHER, 500, 250 },
    { "1/30", TRUE, FT_PGN_TIME_PER_MOVE, 30000, 0 },
    { "40/9000", TRUE, FT_PGN_TIME_FISCHER, 9000000, 0 },
    { "40/9000:300", TRUE, FT_PGN_TIME_FISCHER, 9000000, 0 },
    { "40/7200:20/3600:900+30", TRUE, FT_PGN_TIME_FISCHER, 7200000, 0 },
    { "40/5400+30:1800+30", TRUE, FT_PGN_TIME_FISCHER, 5400000, 30000 },
    { "0+1", TRUE, FT_PGN_TIME_UNKNOWN, 0, 0 },     /* no clock starts at zero */
    { "0+0", TRUE, FT_PGN_TIME_UNKNOWN, 0, 0 },
    { "*180", TRUE, FT_PGN_TIME_UNKNOWN, 0, 0 },    /* a sandclock */
    { "86401", TRUE, FT_PGN_TIME_UNKNOWN, 0, 0 },   /* more than a day */
    { "1/0.0001", TRUE, FT_PGN_TIME_UNKNOWN, 0, 0 },
    { "blitz", FALSE, FT_PGN_TIME_UNKNOWN, 0, 0 },
    { "5 min", FALSE, FT_PGN_TIME_UNKNOWN, 0, 0 },
    { "1e3", FALSE, FT_PGN_TIME_UNKNOWN, 0, 0 },
    { "40/", FALSE, FT_PGN_TIME_UNKNOWN, 0, 0 },
    { "0/60", FALSE, FT_PGN_TIME_UNKNOWN, 0, 0 },
    { "60+", FALSE, FT_PGN_TIME_UNKNOWN, 0, 0 },
    { "60:", FALSE, FT_PGN_TIME_UNKNOWN, 0, 0 },
    { "-60", FALSE, FT_PGN_TIME_UNKNOWN, 0, 0 },
  };

  for (gsize i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      FtPgnTimeControl tc;

      g_test_message ("TimeControl \"%s\"", cases[i].text);
      g_assert_cmpint (ft_pgn_parse_time_control (cases[i].text, &tc), ==, cases[i].valid);
      g_assert_cmpint (tc.kind, ==, cases[i].kind);
      if (tc.kind == FT_PGN_TIME_FISCHER || tc.kind == FT_PGN_TIME_PER_MOVE)
        {
          g_assert_cmpint (tc.ms, ==, cases[i].ms);
          g_assert_cmpint (tc.increment_ms, ==, cases[i].increment_ms);
        }
    }
}

/* Issue 20 item 19: no single unusual tag makes a game unreadable: a
 * TimeControl that is none is a warning, kept, and written as it was. */
static void
test_item19_unusual_tags_kept (void)
{
  g_autoptr (FtPgnGame) odd = NULL;
  g_autoptr (FtPgnGame) periods = NULL;
  g_autofree char *written = NULL;
  g_autofree char *written_periods = NULL;
  const FtProblem *warning;

  odd = ft_test_pgn_read_one ("[Event \"x\"]\n[TimeControl \"blitz\"]\n"
                              "[BlackTimeControl \"?\"]\n1. e4 e5 *");
  g_assert_cmpuint (odd->moves->len, ==, 2);
  g_assert_cmpint (odd->time_control[FT_WHITE].kind, ==, FT_PGN_TIME_UNKNOWN);
  g_assert_cmpuint (odd->warnings->len, ==, 1);
  warning = g_ptr_array_index (odd->warnings, 0);
  g_assert_cmpint (warning->severity, ==, FT_SEVERITY_WARNING);
  g_assert_cmpuint (warning->line, ==, 2);
  g_assert_cmpuint (warning->column, ==, 15);
  g_assert_nonnull (strstr (warning->message, "TimeControl \"blitz\" is not a time control"));
  written = ft_pgn_write (odd);
  g_assert_nonnull (strstr (written, "[TimeControl \"blitz\"]\n"));

  periods = ft_test_pgn_read_one ("[TimeControl \"40/7200:20/3600:900+30\"]\n1. d4 *");
  g_assert_cmpuint (periods->warnings->len, ==, 0);
  g_assert_cmpint (periods->time_control[FT_BLACK].ms, ==, 7200000);
  written_periods = ft_pgn_write (periods);
  g_assert_nonnull (strstr (written_periods, "[TimeControl \"40/7200:20/3600:900+30\"]\n"));
  g_assert_null (strstr (written_periods, "BlackTimeControl"));
}

/* Issue 20 item 20: "1. ... Ba5" (a space between the number and the
 * dots) and a byte-order mark at the start of the file. */
static void
test_item20_dots_and_bom (void)
{
  g_autoptr (FtPgnGame) spaced = NULL;
  g_autoptr (FtPgnGame) bom = NULL;
  g_autoptr (FtPgnGame) ellipsis = NULL;

  spaced = ft_test_pgn_read_one ("[FEN \"r1bqkbnr/pppp1ppp/2n5/1B2p3/4P3/5N2/PPPP1PPP/RNBQK2R b KQkq - 3 3\"]\n"
                                 "3. ... a6 4. Ba4 Nf6 5. O-O Be7 6. Re1 b5 7. Bb3 d6 8. c3 O-O "
                                 "9. h3 Na5 10. Bc2 c5 11. d4 Qc7 12. Nbd2 cxd4 13. cxd4 Bd7 "
                                 "14. Nf1 Rac8 15. Ne3 Nc6 16. d5 Nb4 17. Bb1 a5 18. a3 Na6 "
                                 "19. b4 g6 20. Bd2 axb4 21. axb4 Qb7 22. Bd3 Nc7 23. Nc2 Nh5 "
                                 "24. Be3 Ra8 25. Rxa8 Rxa8 26. Nd2 ...Bxh3 *");
  g_assert_cmpuint (spaced->moves->len, ==, 47);
  bom = ft_test_pgn_read_one ("\xef\xbb\xbf[Event \"Saved on Windows\"]\n\n1. e4 c5 *");
  g_assert_cmpstr (ft_pgn_game_get_tag (bom, "Event"), ==, "Saved on Windows");
  g_assert_cmpuint (bom->moves->len, ==, 2);
  ellipsis = ft_test_pgn_read_one ("1. e4 1\xe2\x80\xa6 e5 2. Nf3 2\xe2\x80\xa6Nc6 *");
  g_assert_cmpuint (ellipsis->moves->len, ==, 4);
  /* Dots alone are no move: the game that ends there is fine. */
  ft_test_pgn_assert_error ("1. e4 ... ... Xe5 *", -1, FT_PGN_ERROR_BAD_MOVE, 1, 15, "not a move");
}

/* What other programs write for the ASCII of the standard, seen in the
 * corpus (tests/formats/pgn-corpus): other dashes, '½', "e.p.", glyphs,
 * spaces around a variant, castling rights without a rook, "{}". */
static void
test_other_programs_notations (void)
{
  g_autoptr (FtPgnGame) dashes = NULL;
  g_autoptr (FtPgnGame) half = NULL;
  g_autoptr (FtPgnGame) ep = NULL;
  g_autoptr (FtPgnGame) glyphs = NULL;
  g_autoptr (FtPgnGame) variant = NULL;
  g_autoptr (FtPgnGame) castling = NULL;
  g_autoptr (FtPgnGame) empty_comment = NULL;
  g_autofree char *fen = NULL;

  dashes = ft_test_pgn_read_one ("1. e4 e5 2. Nf3 Nc6 3. Bc4 Bc5 4. O\xe2\x80\x91O Nf6 1\xe2\x80\x93" "0");
  g_assert_cmpuint (dashes->moves->len, ==, 8);
  g_assert_cmpint (dashes->result, ==, FT_RESULT_WHITE_WINS);
  half = ft_test_pgn_read_one ("1. d4 d5 \xc2\xbd-\xc2\xbd");
  g_assert_cmpint (half->result, ==, FT_RESULT_DRAW);
  ep = ft_test_pgn_read_one ("1. e4 a6 2. e5 d5 3. exd6 e.p. e6 4. d4 f5 5. d5 g5 6. dxe6 h5 "
                             "7. a4 h4 8. a5 b5 9. axb6ep *");
  g_assert_cmpuint (ep->moves->len, ==, 17);
  glyphs = ft_test_pgn_read_one ("1. e4 \xe2\xa9\xb1 e5 +- 2. Nf3 = \xc2\xb1 Nc6 \xe2\x88\x9e *");
  g_assert_cmpuint (glyphs->moves->len, ==, 4);
  variant = ft_test_pgn_read_one ("[Variant \" Standard    \"]\n1. e4 *");
  g_assert_cmpint (variant->start->rules, ==, FT_RULES_STANDARD);
  castling = ft_test_pgn_read_one ("[SetUp \"1\"]\n[FEN \"4k2r/8/8/8/8/8/8/4K3 w KQkq - 0 1\"]\n1. Kd2 *");
  g_assert_cmpuint (castling->warnings->len, ==, 3);
  fen = ft_fen_write (castling->start);
  g_assert_cmpstr (fen, ==, "4k2r/8/8/8/8/8/8/4K3 w k - 0 1");
  g_assert_cmpuint (((FtProblem *) g_ptr_array_index (castling->warnings, 0))->column, ==, 30);
  empty_comment = ft_test_pgn_read_one ("{}\n{ } 1. e4 *");
  g_assert_cmpuint (empty_comment->moves->len, ==, 1);
  /* JSON is still named as such. */
  ft_test_pgn_assert_error ("{ \"rules\": \"standard\" }", -1, FT_PGN_ERROR_NOT_PGN, 1, 1, "JSON");
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/pgn/issue20-item2-tags-capped", test_item2_tags_capped);
  g_test_add_func ("/pgn/issue20-item2-cap-leaves-written-tags-out", test_item2_cap_leaves_written_tags_out);
  g_test_add_func ("/pgn/black-time-control-unknown-kept", test_black_time_control_unknown_kept);
  g_test_add_func ("/pgn/issue20-item2-values-and-comments-capped",
                   test_item2_values_and_comments_capped);
  g_test_add_func ("/pgn/issue20-item5-not-utf8", test_item5_not_utf8);
  g_test_add_func ("/pgn/issue20-item18-records-play-on", test_item18_repetition);
  g_test_add_func ("/pgn/issue20-item19-time-control-forms", test_item19_time_control_forms);
  g_test_add_func ("/pgn/issue20-item19-unusual-tags-kept", test_item19_unusual_tags_kept);
  g_test_add_func ("/pgn/issue20-item20-dots-and-bom", test_item20_dots_and_bom);
  g_test_add_func ("/pgn/issue20-items18-20-other-programs-notations", test_other_programs_notations);
  return g_test_run ();
}
