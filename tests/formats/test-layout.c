/* test-layout.c — layout files (docs/config.md#layout-files): every error with its line and
 * column, round trips, board sizes 4 and 16, CRLF and missing final newline. */
#include "config.h"

#include <string.h>

#include "ft-layout.h"

/* The default layout of docs/config.md#layout-files, written out here so that the shipped file
 * and the built-in start position are both checked against it. */
static const char default_layout[] =
  "RNBHCGAKGCEBNR\n"
  "PPPPPPPPPPPPPP\n"
  "\n\n\n\n\n\n\n\n\n\n"
  "pppppppppppppp\n"
  "rnbhcgakgcebnr\n";

static FtPosition *
position_new (void)
{
  return g_new0 (FtPosition, 1);
}

static void
assert_same_board (const FtPosition *a, const FtPosition *b)
{
  g_assert_cmpuint (a->files, ==, b->files);
  g_assert_cmpuint (a->ranks, ==, b->ranks);
  for (int rank = 0; rank < a->ranks; rank++)
    for (int file = 0; file < a->files; file++)
      {
        FtSquare sq = FT_SQUARE (file, rank);
        if (a->board[sq] != b->board[sq])
          {
            char name[8];
            g_test_message ("boards differ on %s", ft_square_to_string (sq, name));
          }
        g_assert_cmpuint (a->board[sq], ==, b->board[sq]);
      }
}

/* Parse text on a files×ranks board; the problems are returned (the caller
 * frees them) and the result compared with expect_ok. */
static GPtrArray *
parse_expecting (const char *text, FtRules rules, guint files, guint ranks, gboolean expect_ok)
{
  g_autofree FtPosition *pos = position_new ();
  GPtrArray *problems = ft_problem_list_new ();
  gboolean ok = ft_layout_parse (text, -1, "test.txt", rules, files, ranks, pos, problems);

  for (guint i = 0; i < problems->len; i++)
    {
      g_autofree char *line = ft_problem_to_string (g_ptr_array_index (problems, i));
      g_test_message ("%s", line);
    }
  g_assert_cmpint (ok, ==, expect_ok);
  g_assert_cmpint (ft_problem_list_has_errors (problems), ==, !expect_ok);
  return problems;
}

/* Assert that problems holds an error at line:column whose message contains
 * fragment. */
static void
assert_has_error (GPtrArray *problems, guint line, guint column, const char *fragment)
{
  for (guint i = 0; i < problems->len; i++)
    {
      const FtProblem *problem = g_ptr_array_index (problems, i);
      if (problem->severity == FT_SEVERITY_ERROR && problem->line == line &&
          problem->column == column && strstr (problem->message, fragment) != NULL)
        {
          g_assert_cmpstr (problem->file, ==, "test.txt");
          return;
        }
    }
  g_test_message ("no error at %u:%u containing \"%s\"", line, column, fragment);
  g_assert_not_reached ();
}

/* A 14-line layout with both kings on their start squares plus `extra` on
 * line extra_line (1-based). */
static char *
layout_with_line (guint extra_line, const char *extra)
{
  GString *text = g_string_new (NULL);

  for (guint line = 1; line <= 14; line++)
    {
      if (line == extra_line)
        g_string_append (text, extra);
      else if (line == 1)
        g_string_append (text, "       K");
      else if (line == 14)
        g_string_append (text, "       k");
      g_string_append_c (text, '\n');
    }
  return g_string_free (text, FALSE);
}

static void
test_default_layout_is_start_position (void)
{
  g_autofree FtPosition *parsed = position_new ();
  g_autofree FtPosition *start = position_new ();
  g_autoptr (GPtrArray) problems = ft_problem_list_new ();

  g_assert_true (ft_layout_parse (default_layout, -1, "layout.txt", FT_RULES_FOURTEEN, 14, 14,
                                  parsed, problems));
  g_assert_cmpuint (problems->len, ==, 0);
  ft_position_set_fourteen_start (start);
  assert_same_board (parsed, start);
  g_assert_cmpint (parsed->side_to_move, ==, FT_WHITE);
  g_assert_cmpuint (parsed->castling_rights, ==, start->castling_rights);
  g_assert_cmpuint (parsed->castling_rights, ==, 0xF);

  /* Uppercase is Black: the top rank holds Black's king on h14. */
  g_assert_cmpuint (parsed->board[FT_SQUARE (7, 13)], ==, FT_MAKE_PIECE (FT_BLACK, FT_KING));
  g_assert_cmpuint (parsed->board[FT_SQUARE (7, 0)], ==, FT_MAKE_PIECE (FT_WHITE, FT_KING));
  g_assert_cmpuint (parsed->board[FT_SQUARE (3, 0)], ==, FT_MAKE_PIECE (FT_WHITE, FT_ARCHBISHOP));
  g_assert_cmpuint (parsed->board[FT_SQUARE (10, 13)], ==,
                    FT_MAKE_PIECE (FT_BLACK, FT_CHANCELLOR));
}

static void
test_shipped_layout_file (void)
{
  g_autofree char *path = g_build_filename (SOURCE_DIR, "layout.txt", NULL);
  g_autofree FtPosition *parsed = position_new ();
  g_autofree FtPosition *start = position_new ();
  g_autoptr (GPtrArray) problems = ft_problem_list_new ();
  g_autofree char *text = NULL;
  gsize length = 0;

  g_assert_true (g_file_get_contents (path, &text, &length, NULL));
  g_assert_true (ft_layout_parse (text, length, path, FT_RULES_FOURTEEN, 14, 14, parsed, problems));
  g_assert_cmpuint (problems->len, ==, 0);
  ft_position_set_fourteen_start (start);
  assert_same_board (parsed, start);
}

static void
test_write_default (void)
{
  g_autofree FtPosition *start = position_new ();
  g_autofree char *text = NULL;

  ft_position_set_fourteen_start (start);
  text = ft_layout_write (start);
  g_assert_cmpstr (text, ==, default_layout);
}

static void
test_round_trip_all_kinds (void)
{
  /* Every kind of both colours on a 16×16 board, at the edges too. */
  static const char text[] =
    "K  N           r\n"
    "\n"
    "  Q  H   E    A \n"
    "\n"
    "C G B N R      \n"
    "\n"
    "\n"
    "            P  \n"
    "  p            \n"
    "\n"
    "\n"
    " c g b n      q\n"
    "\n"
    " h e a         \n"
    "\n"
    "R              k\n";
  g_autofree FtPosition *first = position_new ();
  g_autofree FtPosition *second = position_new ();
  g_autoptr (GPtrArray) problems = ft_problem_list_new ();
  g_autofree char *written = NULL;
  g_autofree char *rewritten = NULL;

  g_assert_true (ft_layout_parse (text, -1, "test.txt", FT_RULES_FOURTEEN, 16, 16, first,
                                  problems));
  written = ft_layout_write (first);
  g_assert_true (ft_layout_parse (written, -1, "written.txt", FT_RULES_FOURTEEN, 16, 16, second,
                                  problems));
  g_assert_cmpuint (problems->len, ==, 0);
  assert_same_board (first, second);
  rewritten = ft_layout_write (second);
  g_assert_cmpstr (written, ==, rewritten);
  /* Trailing spaces are trimmed by the writer. */
  g_assert_null (strstr (written, " \n"));
  g_assert_cmpuint (first->board[FT_SQUARE (15, 15)], ==, FT_MAKE_PIECE (FT_WHITE, FT_ROOK));
  g_assert_cmpuint (first->board[FT_SQUARE (0, 0)], ==, FT_MAKE_PIECE (FT_BLACK, FT_ROOK));
  g_assert_cmpuint (first->board[FT_SQUARE (5, 2)], ==, FT_MAKE_PIECE (FT_WHITE, FT_AMAZON));
}

static void
test_line_ends (void)
{
  g_autofree FtPosition *start = position_new ();
  g_autoptr (GPtrArray) problems = ft_problem_list_new ();
  g_auto (GStrv) lines = g_strsplit (default_layout, "\n", -1);
  g_autofree char *crlf = g_strjoinv ("\r\n", lines);
  g_autofree char *no_final_newline = g_strndup (default_layout, strlen (default_layout) - 1);
  g_autofree char *trailing_spaces = NULL;

  ft_position_set_fourteen_start (start);
  {
    g_autofree FtPosition *parsed = position_new ();
    g_assert_true (g_str_has_suffix (crlf, "r\r\n"));
    g_assert_true (ft_layout_parse (crlf, -1, "crlf.txt", FT_RULES_FOURTEEN, 14, 14, parsed,
                                    problems));
    assert_same_board (parsed, start);
  }
  {
    g_autofree FtPosition *parsed = position_new ();
    g_assert_true (ft_layout_parse (no_final_newline, -1, "no-newline.txt", FT_RULES_FOURTEEN, 14,
                                    14, parsed, problems));
    assert_same_board (parsed, start);
  }
  {
    /* CRLF without a final line end, and spaces before the CR. */
    g_autofree FtPosition *parsed = position_new ();
    g_autofree char *text = g_strndup (crlf, strlen (crlf) - 2);
    g_autofree char *spaced = NULL;
    g_auto (GStrv) crlf_lines = g_strsplit (text, "\r\n", -1);
    spaced = g_strjoinv ("   \r\n", crlf_lines);
    g_assert_true (ft_layout_parse (spaced, -1, "spaced.txt", FT_RULES_FOURTEEN, 14, 14, parsed,
                                    problems));
    assert_same_board (parsed, start);
  }
  {
    /* Empty lines made of spaces are as good as empty ones. */
    g_autofree FtPosition *parsed = position_new ();
    trailing_spaces = g_strjoinv ("              \n", lines);
    g_assert_true (ft_layout_parse (trailing_spaces, -1, "spaces.txt", FT_RULES_FOURTEEN, 14, 14,
                                    parsed, problems));
    assert_same_board (parsed, start);
  }
  /* An explicit length stops before the rest of the buffer. */
  {
    g_autofree FtPosition *parsed = position_new ();
    g_autofree char *with_junk = g_strconcat (default_layout, "xyz", NULL);
    g_assert_true (ft_layout_parse (with_junk, strlen (default_layout), "len.txt",
                                    FT_RULES_FOURTEEN, 14, 14, parsed, problems));
    assert_same_board (parsed, start);
  }
  g_assert_cmpuint (problems->len, ==, 0);
}

static void
test_unknown_character (void)
{
  g_autofree char *text = layout_with_line (3, "    x");
  g_autoptr (GPtrArray) problems = parse_expecting (text, FT_RULES_FOURTEEN, 14, 14, FALSE);

  g_assert_cmpuint (problems->len, ==, 1);
  assert_has_error (problems, 3, 5, "unknown character 'x'");
}

static void
test_unknown_character_non_ascii (void)
{
  /* Columns count characters, not bytes: 'é' is two bytes in UTF-8. */
  g_autofree char *text = layout_with_line (5, "P\xc3\xa9\t?");
  g_autoptr (GPtrArray) problems = parse_expecting (text, FT_RULES_FOURTEEN, 14, 14, FALSE);

  g_assert_cmpuint (problems->len, ==, 3);
  assert_has_error (problems, 5, 2, "U+00E9");
  assert_has_error (problems, 5, 3, "U+0009");
  assert_has_error (problems, 5, 4, "unknown character '?'");
}

static void
test_line_too_long (void)
{
  g_autofree char *text = layout_with_line (2, "PPPPPPPPPPPPPPP");
  g_autoptr (GPtrArray) problems = parse_expecting (text, FT_RULES_FOURTEEN, 14, 14, FALSE);

  g_assert_cmpuint (problems->len, ==, 1);
  assert_has_error (problems, 2, 15, "longer than the board");
}

static void
test_too_few_lines (void)
{
  /* 13 lines: the 14th (rank 1) is missing. */
  g_autoptr (GPtrArray) problems =
    parse_expecting ("       K\n\n\n\n\n\n\n\n\n\n\n\n       k\n", FT_RULES_FOURTEEN, 14, 14,
                     FALSE);

  g_assert_cmpuint (problems->len, ==, 1);
  assert_has_error (problems, 14, 1, "has 13 lines but the board has 14 ranks");
}

static void
test_too_many_lines (void)
{
  g_autofree char *base = layout_with_line (0, "");
  g_autofree char *text = g_strconcat (base, "\n", NULL);
  g_autoptr (GPtrArray) problems = parse_expecting (text, FT_RULES_FOURTEEN, 14, 14, FALSE);

  g_assert_cmpuint (problems->len, ==, 1);
  assert_has_error (problems, 15, 1, "has 15 lines but the board has 14 ranks");
}

static void
test_empty_text (void)
{
  g_autoptr (GPtrArray) problems = parse_expecting ("", FT_RULES_FOURTEEN, 14, 14, FALSE);

  assert_has_error (problems, 1, 1, "has 0 lines");
  {
    /* No text at all, as a fuzzer may pass it: the same problems. */
    g_autofree FtPosition *pos = position_new ();
    g_autoptr (GPtrArray) none = ft_problem_list_new ();
    g_assert_false (ft_layout_parse (NULL, 0, "test.txt", FT_RULES_FOURTEEN, 14, 14, pos, none));
    g_assert_cmpuint (none->len, ==, 3);
  }
  assert_has_error (problems, 0, 0, "White has no king");
  assert_has_error (problems, 0, 0, "Black has no king");
  g_assert_cmpuint (problems->len, ==, 3);
}

static void
test_missing_king (void)
{
  g_autoptr (GPtrArray) problems =
    parse_expecting ("       K\n\n\n\n\n\n\n\n\n\n\n\n\n       r\n", FT_RULES_FOURTEEN, 14, 14,
                     FALSE);

  g_assert_cmpuint (problems->len, ==, 1);
  assert_has_error (problems, 0, 0, "White has no king");
}

static void
test_extra_king (void)
{
  g_autofree char *text = layout_with_line (4, "  K      K");
  g_autoptr (GPtrArray) problems = parse_expecting (text, FT_RULES_FOURTEEN, 14, 14, FALSE);

  /* The first king (line 1) is the real one; both others are reported. */
  g_assert_cmpuint (problems->len, ==, 2);
  assert_has_error (problems, 4, 3, "Black has more than one king");
  assert_has_error (problems, 4, 10, "Black has more than one king (another one on j11)");
}

static void
test_pawn_on_promotion_rank_fourteen (void)
{
  /* On 14×14 White promotes on rank 8 (line 7), Black on rank 7 (line 8). */
  {
    g_autofree char *text = layout_with_line (7, "  p");
    g_autoptr (GPtrArray) problems = parse_expecting (text, FT_RULES_FOURTEEN, 14, 14, FALSE);
    g_assert_cmpuint (problems->len, ==, 1);
    assert_has_error (problems, 7, 3, "white pawn on c8 is on or beyond its promotion rank (rank 8)");
  }
  {
    g_autofree char *text = layout_with_line (2, "p");
    g_autoptr (GPtrArray) problems = parse_expecting (text, FT_RULES_FOURTEEN, 14, 14, FALSE);
    assert_has_error (problems, 2, 1, "white pawn on a13");
  }
  {
    g_autofree char *text = layout_with_line (8, "     P");
    g_autoptr (GPtrArray) problems = parse_expecting (text, FT_RULES_FOURTEEN, 14, 14, FALSE);
    g_assert_cmpuint (problems->len, ==, 1);
    assert_has_error (problems, 8, 6, "black pawn on f7 is on or beyond its promotion rank (rank 7)");
  }
  /* One rank short of promotion is fine for both. */
  {
    g_autofree char *text = layout_with_line (8, "  p  ");
    g_autoptr (GPtrArray) problems = parse_expecting (text, FT_RULES_FOURTEEN, 14, 14, TRUE);
    g_assert_cmpuint (problems->len, ==, 0);
  }
  {
    g_autofree char *text = layout_with_line (7, "P");
    g_autoptr (GPtrArray) problems = parse_expecting (text, FT_RULES_FOURTEEN, 14, 14, TRUE);
    g_assert_cmpuint (problems->len, ==, 0);
  }
}

static void
test_pawn_on_promotion_rank_standard (void)
{
  g_autoptr (GPtrArray) problems =
    parse_expecting ("    K  p\n\n\n\n\n\n\nP   k\n", FT_RULES_STANDARD, 8, 8, FALSE);

  g_assert_cmpuint (problems->len, ==, 2);
  assert_has_error (problems, 1, 8, "white pawn on h8");
  assert_has_error (problems, 8, 1, "black pawn on a1");
  {
    g_autoptr (GPtrArray) fine =
      parse_expecting ("    K\n       p\n\n\n\n\nP\n    k\n", FT_RULES_STANDARD, 8, 8, TRUE);
    g_assert_cmpuint (fine->len, ==, 0);
  }
}

static void
test_side_not_to_move_in_check (void)
{
  /* A white rook on h1 gives check to Black's king on h14: White moves
   * first, so Black could be captured. */
  g_autofree char *text = layout_with_line (14, "k      r");
  g_autoptr (GPtrArray) problems = parse_expecting (text, FT_RULES_FOURTEEN, 14, 14, FALSE);

  g_assert_cmpuint (problems->len, ==, 1);
  assert_has_error (problems, 1, 8, "Black's king on h14 is in check");

  /* White in check is fine: White is to move and can answer it. */
  {
    g_autofree char *fine_text = layout_with_line (2, "       R");
    g_autoptr (GPtrArray) fine = parse_expecting (fine_text, FT_RULES_FOURTEEN, 14, 14, TRUE);
    g_assert_cmpuint (fine->len, ==, 0);
  }
}

static void
test_too_many_pieces (void)
{
  /* 65 white knights (and a king) on a 16×16 board. */
  GString *text = g_string_new ("K\n");
  g_autoptr (GPtrArray) problems = NULL;

  for (int line = 2; line <= 16; line++)
    {
      if (line >= 3 && line <= 6)
        g_string_append (text, "nnnnnnnnnnnnnnnn");
      else if (line == 7)
        g_string_append (text, "n");
      else if (line == 16)
        g_string_append (text, "               k");
      g_string_append_c (text, '\n');
    }
  problems = parse_expecting (text->str, FT_RULES_FOURTEEN, 16, 16, FALSE);
  g_string_free (text, TRUE);
  g_assert_cmpuint (problems->len, ==, 1);
  assert_has_error (problems, 7, 1, "White has more than 64 pieces");
}

static void
test_all_problems_reported (void)
{
  /* Three lines, one too long, an unknown character, no white king, a black
   * pawn on its promotion rank: everything is reported at once. */
  g_autoptr (GPtrArray) problems =
    parse_expecting ("K\n   ?\nPPPPPPPPPPPPPPPP\n", FT_RULES_FOURTEEN, 14, 14, FALSE);

  assert_has_error (problems, 2, 4, "unknown character '?'");
  assert_has_error (problems, 3, 15, "16 tiles long");
  assert_has_error (problems, 4, 1, "has 3 lines");
  assert_has_error (problems, 0, 0, "White has no king");
  /* Rank 12 is far from Black's promotion rank: no pawn error. */
  g_assert_cmpuint (problems->len, ==, 4);
}

static void
test_error_limit (void)
{
  /* A file of garbage: the first 100 errors, then one line saying so. */
  g_autofree char *garbage = g_strnfill (5000, '?');
  g_autoptr (GPtrArray) problems = parse_expecting (garbage, FT_RULES_FOURTEEN, 14, 14, FALSE);
  const FtProblem *last;

  g_assert_cmpuint (problems->len, ==, 101);
  assert_has_error (problems, 1, 15, "line is 5000 tiles long");
  assert_has_error (problems, 1, 99, "unknown character '?'");
  last = g_ptr_array_index (problems, 100);
  g_assert_cmpstr (last->message, ==, "too many errors; the rest of the file is not listed");
}

static void
test_board_size_4 (void)
{
  g_autofree FtPosition *pos = position_new ();
  g_autoptr (GPtrArray) problems = ft_problem_list_new ();
  g_autofree char *written = NULL;

  /* On 4 ranks White promotes on rank 3, Black on rank 2. */
  g_assert_true (ft_layout_parse ("K  R\n\n  p\nk", -1, "four.txt", FT_RULES_FOURTEEN, 4, 4, pos,
                                  problems));
  g_assert_cmpuint (problems->len, ==, 0);
  g_assert_cmpuint (pos->board[FT_SQUARE (3, 3)], ==, FT_MAKE_PIECE (FT_BLACK, FT_ROOK));
  g_assert_cmpuint (pos->board[FT_SQUARE (2, 1)], ==, FT_MAKE_PIECE (FT_WHITE, FT_PAWN));
  written = ft_layout_write (pos);
  g_assert_cmpstr (written, ==, "K  R\n\n  p\nk\n");
  {
    g_autoptr (GPtrArray) bad = parse_expecting ("K\n  p\n\nk", FT_RULES_FOURTEEN, 4, 4, FALSE);
    assert_has_error (bad, 2, 3, "white pawn on c3");
  }
  {
    g_autoptr (GPtrArray) bad = parse_expecting ("K\n\n  P\nk", FT_RULES_FOURTEEN, 4, 4, FALSE);
    assert_has_error (bad, 3, 3, "black pawn on c2");
  }
}

static void
test_board_size_16 (void)
{
  g_autofree FtPosition *pos = position_new ();
  g_autoptr (GPtrArray) problems = ft_problem_list_new ();
  GString *text = g_string_new (NULL);
  g_autofree char *written = NULL;

  for (int line = 1; line <= 16; line++)
    {
      if (line == 1)
        g_string_append (text, "RNBHCGAKQGCEBNRR");
      else if (line == 16)
        g_string_append (text, "rnbhcgakqgcebnrr");
      else if (line == 2)
        g_string_append (text, "PPPPPPPPPPPPPPPP");
      else if (line == 15)
        g_string_append (text, "pppppppppppppppp");
      g_string_append_c (text, '\n');
    }
  g_assert_true (ft_layout_parse (text->str, text->len, "sixteen.txt", FT_RULES_FOURTEEN, 16, 16,
                                  pos, problems));
  g_assert_cmpuint (problems->len, ==, 0);
  g_assert_cmpuint (pos->board[FT_SQUARE (15, 15)], ==, FT_MAKE_PIECE (FT_BLACK, FT_ROOK));
  g_assert_cmpuint (pos->board[FT_SQUARE (8, 0)], ==, FT_MAKE_PIECE (FT_WHITE, FT_QUEEN));
  written = ft_layout_write (pos);
  g_assert_cmpstr (written, ==, text->str);
  g_string_free (text, TRUE);
}

static void
test_unsupported_board_size (void)
{
  g_autoptr (GPtrArray) three = parse_expecting ("K\n\nk", FT_RULES_FOURTEEN, 3, 3, FALSE);
  g_autoptr (GPtrArray) seventeen = parse_expecting ("K\n\nk", FT_RULES_FOURTEEN, 17, 8, FALSE);

  g_assert_cmpuint (three->len, ==, 1);
  g_assert_cmpuint (seventeen->len, ==, 1);
}

/* Issue 20 item 5: text that is not UTF-8 is refused at the door, with
 * its place; issue 20 item 20: a byte-order mark is skipped. */
static void
test_utf8_and_bom (void)
{
  g_autofree char *bad = layout_with_line (3, "PP\xff\xfe");
  g_autofree char *start = layout_with_line (1, "RNBHCGAKGCEBNR");
  g_autofree char *with_bom = g_strconcat ("\xef\xbb\xbf", start, NULL);
  g_autoptr (GPtrArray) problems = parse_expecting (bad, FT_RULES_FOURTEEN, 14, 14, FALSE);
  g_autoptr (GPtrArray) fine = NULL;

  g_assert_cmpuint (problems->len, ==, 1);
  assert_has_error (problems, 3, 3, "not valid UTF-8 (byte 0xff)");
  fine = parse_expecting (with_bom, FT_RULES_FOURTEEN, 14, 14, TRUE);
  g_assert_cmpuint (fine->len, ==, 0);
}


int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/layout/default-is-start-position", test_default_layout_is_start_position);
  g_test_add_func ("/layout/shipped-file", test_shipped_layout_file);
  g_test_add_func ("/layout/write-default", test_write_default);
  g_test_add_func ("/layout/round-trip-all-kinds", test_round_trip_all_kinds);
  g_test_add_func ("/layout/line-ends", test_line_ends);
  g_test_add_func ("/layout/error/unknown-character", test_unknown_character);
  g_test_add_func ("/layout/error/unknown-character-non-ascii", test_unknown_character_non_ascii);
  g_test_add_func ("/layout/error/line-too-long", test_line_too_long);
  g_test_add_func ("/layout/error/too-few-lines", test_too_few_lines);
  g_test_add_func ("/layout/error/too-many-lines", test_too_many_lines);
  g_test_add_func ("/layout/error/empty", test_empty_text);
  g_test_add_func ("/layout/error/missing-king", test_missing_king);
  g_test_add_func ("/layout/error/extra-king", test_extra_king);
  g_test_add_func ("/layout/error/pawn-promotion-rank-fourteen",
                   test_pawn_on_promotion_rank_fourteen);
  g_test_add_func ("/layout/error/pawn-promotion-rank-standard",
                   test_pawn_on_promotion_rank_standard);
  g_test_add_func ("/layout/error/side-not-to-move-in-check", test_side_not_to_move_in_check);
  g_test_add_func ("/layout/error/too-many-pieces", test_too_many_pieces);
  g_test_add_func ("/layout/error/all-reported", test_all_problems_reported);
  g_test_add_func ("/layout/error/unsupported-size", test_unsupported_board_size);
  g_test_add_func ("/layout/error/issue20-item5-not-utf8-and-item20-bom", test_utf8_and_bom);
  g_test_add_func ("/layout/error/limit", test_error_limit);
  g_test_add_func ("/layout/size-4", test_board_size_4);
  g_test_add_func ("/layout/size-16", test_board_size_16);

  return g_test_run ();
}
