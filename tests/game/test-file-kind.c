/* Tests of ft-file-kind.h: the one place that decides what a text is
 * (issue 20, item 6: a ".json" starting with '[' was read as a PGN). */
#include "ft-file-kind.h"

static void
test_names_decide (void)
{
  /* A config that is a JSON array: the config reader says what is wrong. */
  g_assert_cmpint (ft_file_kind_detect ("games.json", "[Event \"x\"]", -1), ==,
                   FT_FILE_KIND_CONFIG);
  g_assert_cmpint (ft_file_kind_detect ("/tmp/array.json", "[1, 2]", -1), ==,
                   FT_FILE_KIND_CONFIG);
  g_assert_cmpint (ft_file_kind_detect ("GAME.PGN", "{ \"a\": 1 }", -1), ==, FT_FILE_KIND_PGN);
  g_assert_cmpint (ft_file_kind_detect ("x.pgn", "", 0), ==, FT_FILE_KIND_PGN);
}

static void
test_content_decides (void)
{
  g_assert_cmpint (ft_file_kind_detect (NULL, "  \n{ \"rules\": \"standard\" }", -1), ==,
                   FT_FILE_KIND_CONFIG);
  g_assert_cmpint (ft_file_kind_detect ("layout", "[ {\"a\": 1} ]", -1), ==, FT_FILE_KIND_CONFIG);
  g_assert_cmpint (ft_file_kind_detect (NULL, "[\"a\"]", -1), ==, FT_FILE_KIND_CONFIG);
  g_assert_cmpint (ft_file_kind_detect (NULL, "[Event \"Club\"]\n1. e4 *", -1), ==,
                   FT_FILE_KIND_PGN);
  g_assert_cmpint (ft_file_kind_detect (NULL, "[ White \"A\"]", -1), ==, FT_FILE_KIND_PGN);
  g_assert_cmpint (ft_file_kind_detect (NULL, "1. e4 e5 2. Nf3 *", -1), ==, FT_FILE_KIND_PGN);
  g_assert_cmpint (ft_file_kind_detect (NULL, "e4 e5 Nf3", -1), ==, FT_FILE_KIND_PGN);
  g_assert_cmpint (ft_file_kind_detect (NULL, "\xef\xbb\xbf[Event \"bom\"]", -1), ==,
                   FT_FILE_KIND_PGN);
  g_assert_cmpint (ft_file_kind_detect (NULL, "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1\n", -1), ==, FT_FILE_KIND_FEN);
  g_assert_cmpint (ft_file_kind_detect ("board.txt", "8/8/8/8/8/8/8/K6k w - - 0 1", -1), ==,
                   FT_FILE_KIND_FEN);
  g_assert_cmpint (ft_file_kind_detect ("layout.txt", "RNBHCGAKGCEBNR\nPPPP\n", -1), ==,
                   FT_FILE_KIND_LAYOUT);
  g_assert_cmpint (ft_file_kind_detect (NULL, " \n\t", -1), ==, FT_FILE_KIND_EMPTY);
  g_assert_cmpint (ft_file_kind_detect (NULL, NULL, 0), ==, FT_FILE_KIND_EMPTY);
  g_assert_cmpstr (ft_file_kind_describe (FT_FILE_KIND_CONFIG), ==, "a config (JSON)");
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/file-kind/issue20-item6-names-decide", test_names_decide);
  g_test_add_func ("/file-kind/issue20-item6-content-decides", test_content_decides);
  return g_test_run ();
}
