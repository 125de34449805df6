/* Tests of ft-names: one parser for every named choice, from the GEnum
 * types that gnome.mkenums generates. */
#include "ft-names.h"

static void
test_parse_each_name (void)
{
  int value = -1;

  g_assert_true (ft_name_parse (FT_TYPE_LEVEL, "easy", &value));
  g_assert_cmpint (value, ==, FT_LEVEL_EASY);
  g_assert_true (ft_name_parse (FT_TYPE_LEVEL, "HARD", &value));
  g_assert_cmpint (value, ==, FT_LEVEL_HARD);
  g_assert_true (ft_name_parse (FT_TYPE_LEVEL, "normal", &value));
  g_assert_cmpint (value, ==, FT_LEVEL_NORMAL);
  g_assert_true (ft_name_parse (FT_TYPE_LEVEL, "level-4", &value));
  g_assert_cmpint (value, ==, FT_LEVEL_4);
  g_assert_true (ft_name_parse (FT_TYPE_LEVEL, "7", &value));
  g_assert_cmpint (value, ==, FT_LEVEL_7);
  g_assert_true (ft_name_parse (FT_TYPE_RULES, "standard", &value));
  g_assert_cmpint (value, ==, FT_RULES_STANDARD);
  g_assert_true (ft_name_parse (FT_TYPE_RULES, "chess", &value));
  g_assert_cmpint (value, ==, FT_RULES_STANDARD);
  g_assert_true (ft_name_parse (FT_TYPE_RULES, "Fourteen", &value));
  g_assert_cmpint (value, ==, FT_RULES_FOURTEEN);
  g_assert_true (ft_name_parse (FT_TYPE_COLOUR, "black", &value));
  g_assert_cmpint (value, ==, FT_BLACK);
  g_assert_true (ft_name_parse (FT_TYPE_OPPONENT, "human", &value));
  g_assert_cmpint (value, ==, FT_OPPONENT_HUMAN);
  g_assert_true (ft_name_parse (FT_TYPE_PROMOTION, "choose", &value));
  g_assert_cmpint (value, ==, FT_PROMOTION_CHOOSE);
  g_assert_true (ft_name_parse (FT_TYPE_SIDE_CHOICE, "random", &value));
  g_assert_cmpint (value, ==, FT_SIDE_CHOICE_RANDOM);

  value = 42;
  g_assert_false (ft_name_parse (FT_TYPE_LEVEL, "impossible", &value));
  g_assert_false (ft_name_parse (FT_TYPE_LEVEL, NULL, &value));
  g_assert_false (ft_name_parse (FT_TYPE_LEVEL, "0", &value));
  g_assert_false (ft_name_parse (FT_TYPE_LEVEL, "-3", &value));
  g_assert_false (ft_name_parse (FT_TYPE_LEVEL, "+3", &value));
  g_assert_false (ft_name_parse (FT_TYPE_LEVEL, "99", &value));
  g_assert_false (ft_name_parse (FT_TYPE_LEVEL, "level-0", &value));
  g_assert_false (ft_name_parse (FT_TYPE_COLOUR, "chess", &value));
  g_assert_cmpint (value, ==, 42);
}

static void
test_names_round_trip (void)
{
  g_assert_cmpstr (ft_name_of (FT_TYPE_LEVEL, FT_LEVEL_1), ==, "level-1");
  g_assert_cmpstr (ft_name_of (FT_TYPE_RULES, FT_RULES_FOURTEEN), ==, "fourteen");
  g_assert_cmpstr (ft_name_of (FT_TYPE_COLOUR, FT_WHITE), ==, "white");
  g_assert_cmpstr (ft_name_of (FT_TYPE_OPPONENT, FT_OPPONENT_COMPUTER), ==, "computer");
  g_assert_cmpstr (ft_name_of (FT_TYPE_KIND, FT_ARCHBISHOP), ==, "archbishop");
  g_assert_null (ft_name_of (FT_TYPE_LEVEL, 99));
  for (int level = FT_LEVEL_1; level <= FT_LEVEL_TOP; level++)
    {
      int back = -1;
      g_assert_true (ft_name_parse (FT_TYPE_LEVEL, ft_name_of (FT_TYPE_LEVEL, level), &back));
      g_assert_cmpint (back, ==, level);
    }
}

static void
test_name_list (void)
{
  g_autofree char *levels = ft_name_list (FT_TYPE_LEVEL);
  g_autofree char *colours = ft_name_list (FT_TYPE_COLOUR);
  g_autofree char *expected = g_strdup_printf ("\"level-1\" to \"level-%d\" (or 1 to %d), \"easy\", \"normal\" "
                                               "or \"hard\"", FT_N_LEVELS, FT_N_LEVELS);

  g_assert_cmpstr (levels, ==, expected);
  g_assert_cmpstr (colours, ==, "\"white\" or \"black\"");
}

/* The config's three words as the New Game dialog's rows: easy, normal
 * and hard name rungs 1, 8 and the top; a level between two words shows
 * as the lower; a row past the last is the last. */
static void
test_word_rows (void)
{
  g_assert_cmpint (ft_level_of_word_row (0), ==, FT_LEVEL_EASY);
  g_assert_cmpint (ft_level_of_word_row (1), ==, FT_LEVEL_NORMAL);
  g_assert_cmpint (ft_level_of_word_row (2), ==, FT_LEVEL_HARD);
  g_assert_cmpint (ft_level_of_word_row (7), ==, FT_LEVEL_HARD);
  for (guint row = 0; row < 3; row++)
    g_assert_cmpuint (ft_level_word_row (ft_level_of_word_row (row)), ==, row);
  g_assert_cmpuint (ft_level_word_row (FT_LEVEL_2), ==, 0);
  g_assert_cmpuint (ft_level_word_row (FT_LEVEL_9), ==, 1);
  g_assert_cmpuint (ft_level_word_row (FT_LEVEL_TOP - 1), ==, 1);
  /* Their labels, as the start page and the statistics show them. */
  g_assert_cmpstr (ft_level_word_label (0), ==, "Easy");
  g_assert_cmpstr (ft_level_word_label (1), ==, "Normal");
  g_assert_cmpstr (ft_level_word_label (FT_N_LEVEL_WORDS - 1), ==, "Hard");
  g_assert_cmpstr (ft_level_word_label (7), ==, "Hard");
}

/* The computer's name: the three words as they always were, the other
 * levels by number. */
static void
test_computer_name (void)
{
  g_autofree char *easy = ft_computer_name (FT_LEVEL_EASY);
  g_autofree char *normal = ft_computer_name (FT_LEVEL_NORMAL);
  g_autofree char *hard = ft_computer_name (FT_LEVEL_HARD);
  g_autofree char *four = ft_computer_name (FT_LEVEL_4);

  g_assert_cmpstr (easy, ==, "Computer (easy)");
  g_assert_cmpstr (normal, ==, "Computer (normal)");
  g_assert_cmpstr (hard, ==, "Computer (hard)");
  g_assert_cmpstr (four, ==, "Computer (level 4)");
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/names/parse", test_parse_each_name);
  g_test_add_func ("/names/round-trip", test_names_round_trip);
  g_test_add_func ("/names/list", test_name_list);
  g_test_add_func ("/names/word-rows", test_word_rows);
  g_test_add_func ("/names/computer-name", test_computer_name);
  return g_test_run ();
}
