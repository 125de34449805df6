/* test-opponent-choice.c — the New Game dialog's opponent and level rows
 * (ft-opponent-choice.h) on their own: the ladder of each kind with its
 * ratings, the suggestion for the player's profile preselected until a
 * level is chosen, a choice kept over kinds, the settings' words, and the
 * level row alone (the start page's). */
#include "config.h"

#include <glib/gstdio.h>

#include "ft-opponent-choice.h"
#include "ft-problem.h"

#include "app-test-util.h"

typedef struct
{
  char *dir;
  FtProfileStore *store;
  FtProfile *ada; /* a new profile: 1500 ± 350 */
  AdwComboRow *opponent_row;
  AdwComboRow *level_row;
  FtOpponentChoice *choice;
} Fixture;

static void
fixture_set_up (Fixture *f, gconstpointer with_ratings)
{
  g_autoptr (GPtrArray) problems = ft_problem_list_new ();
  const char *items[] = { "Computer", "Second player", "A friend online", NULL };

  f->dir = temp_dir ();
  f->store = ft_profile_store_new (f->dir, with_ratings != NULL ? ft_level_ratings_load_shipped (problems) : NULL);
  g_assert_true (ft_profile_store_load (f->store, NULL));
  f->ada = g_list_model_get_item (ft_profile_store_get_profiles (f->store), 0);
  f->opponent_row = g_object_ref_sink (ADW_COMBO_ROW (adw_combo_row_new ()));
  adw_combo_row_set_model (f->opponent_row, G_LIST_MODEL (gtk_string_list_new (items)));
  g_object_unref (adw_combo_row_get_model (f->opponent_row));
  f->level_row = g_object_ref_sink (ADW_COMBO_ROW (adw_combo_row_new ()));
  f->choice = ft_opponent_choice_new (f->opponent_row, f->level_row, f->store, FT_RATED_KIND_STANDARD,
                                      FT_LEVEL_NORMAL);
}

static void
fixture_tear_down (Fixture *f, gconstpointer data G_GNUC_UNUSED)
{
  g_clear_object (&f->choice);
  g_clear_object (&f->level_row);
  g_clear_object (&f->opponent_row);
  g_clear_object (&f->ada);
  g_clear_object (&f->store);
  remove_dir (f->dir);
  g_free (f->dir);
}

static const char *
label_at (Fixture *f, guint position)
{
  return gtk_string_list_get_string (GTK_STRING_LIST (adw_combo_row_get_model (f->level_row)), position);
}

static guint
n_levels (Fixture *f)
{
  return g_list_model_get_n_items (adw_combo_row_get_model (f->level_row));
}

/* Each kind lists its own ladder, each level with its measured rating. */
static void
test_ladders (Fixture *f, gconstpointer data G_GNUC_UNUSED)
{
  g_autofree char *four = NULL;
  double rating;

  g_assert_cmpuint (n_levels (f), ==, ft_rated_kind_top_level (FT_RATED_KIND_STANDARD));
  g_assert_cmpuint (n_levels (f), ==, 11);
  g_assert_true (ft_level_ratings_get (ft_profile_store_get_level_ratings (f->store), FT_RATED_KIND_STANDARD,
                                       FT_LEVEL_4, &rating, NULL));
  four = g_strdup_printf ("Level 4, about %.0f", rating);
  g_assert_cmpstr (label_at (f, 3), ==, four);
  ft_opponent_choice_set_kind (f->choice, FT_RATED_KIND_FOURTEEN);
  g_assert_cmpuint (n_levels (f), ==, 18);
  ft_opponent_choice_set_kind (f->choice, FT_RATED_KIND_CHECKERS);
  g_assert_cmpuint (n_levels (f), ==, 9);
  g_assert_true (g_str_has_prefix (label_at (f, 8), "Level 9, about "));
}

/* A new player (1500 ± 350) is offered standard level 5, preselected and
 * said in the row's subtitle; the suggestion follows the kind until the
 * player chooses. */
static void
test_suggestion (Fixture *f, gconstpointer data G_GNUC_UNUSED)
{
  FtLevel level;

  g_assert_false (ft_opponent_choice_get_suggestion (f->choice, &level)); /* no profile yet */
  g_assert_cmpint (ft_opponent_choice_get_level (f->choice), ==, FT_LEVEL_NORMAL);
  ft_opponent_choice_set_profile (f->choice, f->ada);
  g_assert_true (ft_opponent_choice_get_suggestion (f->choice, &level));
  g_assert_cmpint (level, ==, FT_LEVEL_5);
  g_assert_cmpint (ft_opponent_choice_get_level (f->choice), ==, FT_LEVEL_5);
  g_assert_true (g_str_has_prefix (adw_action_row_get_subtitle (ADW_ACTION_ROW (f->level_row)),
                                   "Suggested: level 5, about "));
  g_assert_false (ft_opponent_choice_is_chosen (f->choice));
  /* Fourteen rules: its own suggestion (about 995 there). */
  ft_opponent_choice_set_kind (f->choice, FT_RATED_KIND_FOURTEEN);
  g_assert_true (ft_opponent_choice_get_suggestion (f->choice, &level));
  g_assert_cmpint (ft_opponent_choice_get_level (f->choice), ==, level);

  /* Chosen in the row: it stays over kinds, the subtitle still says the
   * suggestion. */
  adw_combo_row_set_selected (f->level_row, FT_LEVEL_7 - 1);
  g_assert_true (ft_opponent_choice_is_chosen (f->choice));
  ft_opponent_choice_set_kind (f->choice, FT_RATED_KIND_STANDARD);
  g_assert_cmpint (ft_opponent_choice_get_level (f->choice), ==, FT_LEVEL_7);
  g_assert_true (g_str_has_prefix (adw_action_row_get_subtitle (ADW_ACTION_ROW (f->level_row)),
                                   "Suggested: level 5"));
  /* The top of one ladder is the top of the others; a level above a
   * ladder's top plays its top. */
  adw_combo_row_set_selected (f->level_row, ft_rated_kind_top_level (FT_RATED_KIND_STANDARD) - 1);
  ft_opponent_choice_set_kind (f->choice, FT_RATED_KIND_FOURTEEN);
  g_assert_cmpint (ft_opponent_choice_get_level (f->choice), ==, ft_rated_kind_top_level (FT_RATED_KIND_FOURTEEN));
  adw_combo_row_set_selected (f->level_row, FT_LEVEL_15 - 1);
  ft_opponent_choice_set_kind (f->choice, FT_RATED_KIND_CHECKERS);
  g_assert_cmpint (ft_opponent_choice_get_level (f->choice), ==, ft_rated_kind_top_level (FT_RATED_KIND_CHECKERS));
  ft_opponent_choice_set_kind (f->choice, FT_RATED_KIND_FOURTEEN);
  g_assert_cmpint (ft_opponent_choice_get_level (f->choice), ==, FT_LEVEL_15);
}

/* Choosing the level shown, the suggestion, is a choice too: it stays
 * when the kind changes (test-players once saw level 1 become the
 * standard suggestion, the dialog's selection not having changed). */
static void
test_choose_the_suggestion (Fixture *f, gconstpointer data G_GNUC_UNUSED)
{
  ft_opponent_choice_set_profile (f->choice, f->ada);
  g_assert_cmpint (ft_opponent_choice_get_level (f->choice), ==, FT_LEVEL_5);
  ft_opponent_choice_set_level (f->choice, FT_LEVEL_5);
  g_assert_true (ft_opponent_choice_is_chosen (f->choice));
  /* At checkers the suggestion is the top (level 9, about 980). */
  ft_opponent_choice_set_kind (f->choice, FT_RATED_KIND_CHECKERS);
  g_assert_cmpint (ft_opponent_choice_get_level (f->choice), ==, FT_LEVEL_5);
}

/* The level row is the computer's only. */
static void
test_visible (Fixture *f, gconstpointer data G_GNUC_UNUSED)
{
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (f->level_row)));
  adw_combo_row_set_selected (f->opponent_row, FT_OPPONENT_ITEM_HUMAN);
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (f->level_row)));
  adw_combo_row_set_selected (f->opponent_row, FT_OPPONENT_ITEM_FRIEND);
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (f->level_row)));
  adw_combo_row_set_selected (f->opponent_row, FT_OPPONENT_ITEM_COMPUTER);
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (f->level_row)));
  gtk_widget_set_visible (GTK_WIDGET (f->opponent_row), FALSE); /* the Host dialog */
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (f->level_row)));
}

/* "difficulty": the words name their rungs (easy 1, normal 8, hard the
 * top); a value the user set is a choice, the default is not; Start
 * writes the level ("hard" for the top). */
static void
test_settings (Fixture *f, gconstpointer data G_GNUC_UNUSED)
{
  g_autoptr (GSettings) settings = g_settings_new (APP_ID);
  g_autofree char *written = NULL, *opponent = NULL;

  ft_opponent_choice_set_profile (f->choice, f->ada);
  g_settings_reset (settings, "difficulty");
  g_settings_reset (settings, "opponent");
  ft_opponent_choice_load (f->choice, settings);
  g_assert_false (ft_opponent_choice_is_chosen (f->choice));
  g_assert_cmpint (ft_opponent_choice_get_level (f->choice), ==, FT_LEVEL_5);

  g_settings_set_string (settings, "difficulty", "normal");
  ft_opponent_choice_load (f->choice, settings);
  g_assert_true (ft_opponent_choice_is_chosen (f->choice));
  g_assert_cmpint (ft_opponent_choice_get_level (f->choice), ==, FT_LEVEL_8);
  g_settings_set_string (settings, "difficulty", "easy");
  ft_opponent_choice_load (f->choice, settings);
  g_assert_cmpint (ft_opponent_choice_get_level (f->choice), ==, FT_LEVEL_1);
  g_settings_set_string (settings, "difficulty", "hard");
  ft_opponent_choice_load (f->choice, settings);
  g_assert_cmpint (ft_opponent_choice_get_level (f->choice), ==, ft_rated_kind_top_level (FT_RATED_KIND_STANDARD));
  g_settings_set_string (settings, "difficulty", "level-6");
  ft_opponent_choice_load (f->choice, settings);
  g_assert_cmpint (ft_opponent_choice_get_level (f->choice), ==, FT_LEVEL_6);

  ft_opponent_choice_set_level (f->choice, FT_LEVEL_4);
  ft_opponent_choice_remember (f->choice, settings);
  written = g_settings_get_string (settings, "difficulty");
  g_assert_cmpstr (written, ==, "level-4");
  g_free (written);
  ft_opponent_choice_set_level (f->choice, ft_rated_kind_top_level (FT_RATED_KIND_STANDARD));
  ft_opponent_choice_remember (f->choice, settings);
  written = g_settings_get_string (settings, "difficulty");
  g_assert_cmpstr (written, ==, "hard");
  g_assert_cmpint (ft_opponent_choice_level_of_settings (settings, FT_LEVEL_1), ==, FT_LEVEL_HARD);

  /* A second person: the level stays as it was. */
  adw_combo_row_set_selected (f->opponent_row, FT_OPPONENT_ITEM_HUMAN);
  ft_opponent_choice_remember (f->choice, settings);
  opponent = g_settings_get_string (settings, "opponent");
  g_assert_cmpstr (opponent, ==, "human");
  g_settings_set_string (settings, "difficulty", "hard");
  ft_opponent_choice_load (f->choice, settings);
  g_assert_cmpuint (adw_combo_row_get_selected (f->opponent_row), ==, FT_OPPONENT_ITEM_HUMAN);
  g_settings_reset (settings, "difficulty");
  g_settings_reset (settings, "opponent");
}

static void
count_cb (guint *count)
{
  (*count)++;
}

/* Without an opponent row (the start page): the level row stays shown, the
 * suggestion is preselected the same, and the settings' "opponent" is
 * neither read nor written — only the level is remembered. */
static void
test_no_opponent_row (Fixture *f, gconstpointer data G_GNUC_UNUSED)
{
  g_autoptr (GSettings) settings = g_settings_new (APP_ID);
  g_autoptr (AdwComboRow) level_row = g_object_ref_sink (ADW_COMBO_ROW (adw_combo_row_new ()));
  g_autoptr (FtOpponentChoice) choice = NULL;
  g_autofree char *written = NULL, *opponent = NULL;
  guint n_chosen = 0;

  g_settings_reset (settings, "difficulty");
  g_settings_set_string (settings, "opponent", "human");
  choice = ft_opponent_choice_new (NULL, level_row, f->store, FT_RATED_KIND_STANDARD, FT_LEVEL_NORMAL);
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (level_row)));
  g_assert_cmpuint (g_list_model_get_n_items (adw_combo_row_get_model (level_row)), ==, 11);
  ft_opponent_choice_set_profile (choice, f->ada);
  ft_opponent_choice_load (choice, settings);
  g_assert_false (ft_opponent_choice_is_chosen (choice));
  g_assert_cmpint (ft_opponent_choice_get_level (choice), ==, FT_LEVEL_5);
  g_assert_true (g_str_has_prefix (adw_action_row_get_subtitle (ADW_ACTION_ROW (level_row)),
                                   "Suggested: level 5, about "));

  ft_opponent_choice_remember (choice, settings);
  written = g_settings_get_string (settings, "difficulty");
  opponent = g_settings_get_string (settings, "opponent");
  g_assert_cmpstr (written, ==, "level-5");
  g_assert_cmpstr (opponent, ==, "human");
  ft_opponent_choice_load (choice, settings);
  g_assert_true (ft_opponent_choice_is_chosen (choice));
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (level_row)));

  /* "chosen" says the player's choices only (the Preferences store them). */
  g_signal_connect_swapped (choice, "chosen", G_CALLBACK (count_cb), &n_chosen);
  ft_opponent_choice_set_kind (choice, FT_RATED_KIND_CHECKERS);
  ft_opponent_choice_load (choice, settings);
  g_assert_cmpuint (n_chosen, ==, 0);
  adw_combo_row_set_selected (level_row, FT_LEVEL_2 - FT_LEVEL_1);
  g_assert_cmpuint (n_chosen, ==, 1);
  g_settings_reset (settings, "difficulty");
  g_settings_reset (settings, "opponent");
}

/* Without the levels' figures: bare labels, no suggestion, the fallback. */
static void
test_without_ratings (Fixture *f, gconstpointer data G_GNUC_UNUSED)
{
  FtLevel level;

  ft_opponent_choice_set_profile (f->choice, f->ada);
  g_assert_cmpstr (label_at (f, 3), ==, "Level 4");
  g_assert_false (ft_opponent_choice_get_suggestion (f->choice, &level));
  g_assert_cmpstr (adw_action_row_get_subtitle (ADW_ACTION_ROW (f->level_row)), ==, "");
  g_assert_cmpint (ft_opponent_choice_get_level (f->choice), ==, FT_LEVEL_NORMAL);
}

/* The store given later (the start page gets it after it is built): the
 * same rows, listed again with their ratings, and a suggestion. */
static void
test_store_later (Fixture *f, gconstpointer data G_GNUC_UNUSED)
{
  g_autoptr (AdwComboRow) level_row = g_object_ref_sink (ADW_COMBO_ROW (adw_combo_row_new ()));
  g_autoptr (FtOpponentChoice) choice = ft_opponent_choice_new (NULL, level_row, NULL, FT_RATED_KIND_STANDARD,
                                                                FT_LEVEL_NORMAL);
  GListModel *model = adw_combo_row_get_model (level_row);
  FtLevel level;

  g_assert_cmpstr (gtk_string_list_get_string (GTK_STRING_LIST (model), 3), ==, "Level 4");
  ft_opponent_choice_set_store (choice, f->store);
  g_assert_true (adw_combo_row_get_model (level_row) == model);
  g_assert_cmpuint (g_list_model_get_n_items (model), ==, 11);
  g_assert_true (g_str_has_prefix (gtk_string_list_get_string (GTK_STRING_LIST (model), 3), "Level 4, about "));
  ft_opponent_choice_set_profile (choice, f->ada);
  g_assert_true (ft_opponent_choice_get_suggestion (choice, &level));
  g_assert_cmpint (level, ==, FT_LEVEL_5);
  /* And taken away: bare labels again. */
  ft_opponent_choice_set_store (choice, NULL);
  g_assert_cmpstr (gtk_string_list_get_string (GTK_STRING_LIST (model), 3), ==, "Level 4");
  g_assert_false (ft_opponent_choice_get_suggestion (choice, &level));
}

int
main (int argc, char **argv)
{
  gtk_test_init (&argc, &argv, NULL);
  adw_init ();
  g_test_add ("/opponent-choice/ladders", Fixture, "", fixture_set_up, test_ladders, fixture_tear_down);
  g_test_add ("/opponent-choice/suggestion", Fixture, "", fixture_set_up, test_suggestion, fixture_tear_down);
  g_test_add ("/opponent-choice/choose-the-suggestion", Fixture, "", fixture_set_up, test_choose_the_suggestion,
              fixture_tear_down);
  g_test_add ("/opponent-choice/store-later", Fixture, "", fixture_set_up, test_store_later, fixture_tear_down);
  g_test_add ("/opponent-choice/visible", Fixture, "", fixture_set_up, test_visible, fixture_tear_down);
  g_test_add ("/opponent-choice/settings", Fixture, "", fixture_set_up, test_settings, fixture_tear_down);
  g_test_add ("/opponent-choice/no-opponent-row", Fixture, "", fixture_set_up, test_no_opponent_row,
              fixture_tear_down);
  g_test_add ("/opponent-choice/without-ratings", Fixture, NULL, fixture_set_up, test_without_ratings,
              fixture_tear_down);
  return g_test_run ();
}
