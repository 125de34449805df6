/* test-start-page.c — FtStartPage (ft-start-page.h): the rows show the New
 * Game dialog's settings (a clock never chosen is no clock), the Level row
 * lists the game's ladder with the levels' ratings and preselects the
 * level suggested for the player's profile until a level is chosen, Play
 * writes the player's choice back as the dialog would and says which
 * button was pressed, and the game built from those settings is the one
 * chosen. */
#include "config.h"

#include "app-test-util.h"
#include "ft-app-profiles.h"
#include "ft-names.h"
#include "ft-new-game-dialog.h"
#include "ft-start-page.h"

static GSettings *
fresh_settings (void)
{
  GSettings *settings = g_settings_new (APP_ID);
  const char *keys[] = { "game", "board", "difficulty", "opponent", "time-control", "player-colour" };

  for (guint i = 0; i < G_N_ELEMENTS (keys); i++)
    g_settings_reset (settings, keys[i]);
  return settings;
}

static AdwComboRow *
row_of (FtStartPage *page, const char *row)
{
  return ADW_COMBO_ROW (gtk_widget_get_template_child (GTK_WIDGET (page), FT_TYPE_START_PAGE, row));
}

static guint
selected (FtStartPage *page, const char *row)
{
  return adw_combo_row_get_selected (row_of (page, row));
}

static guint
n_levels (FtStartPage *page)
{
  return g_list_model_get_n_items (adw_combo_row_get_model (row_of (page, "level_row")));
}

/* The label the level row shows. */
static const char *
level_label (FtStartPage *page)
{
  AdwComboRow *row = row_of (page, "level_row");

  return gtk_string_list_get_string (GTK_STRING_LIST (adw_combo_row_get_model (row)), adw_combo_row_get_selected (row));
}

static void
play_cb (FtStartPage *page G_GNUC_UNUSED, gboolean two_players, gpointer user_data)
{
  *(int *) user_data = two_players ? 2 : 1;
}

/* A first start: Fourteen, its ladder, no clock; without profiles the
 * level row has bare labels and the normal level. */
static void
test_first_start (void)
{
  g_autoptr (GSettings) settings = fresh_settings ();
  FtStartPage *page = g_object_ref_sink (g_object_new (FT_TYPE_START_PAGE, NULL));

  ft_start_page_set_settings (page, settings);
  g_assert_cmpuint (selected (page, "game_row"), ==, FT_START_GAME_FOURTEEN);
  g_assert_cmpuint (n_levels (page), ==, ft_rated_kind_top_level (FT_RATED_KIND_FOURTEEN));
  g_assert_cmpint (ft_start_page_get_level (page), ==, FT_LEVEL_NORMAL);
  g_assert_cmpstr (level_label (page), ==, "Level 8");
  g_assert_cmpuint (selected (page, "clock_row"), ==, 0);
  g_assert_cmpstr (ft_start_page_clock_key (0), ==, "untimed");
  g_assert_null (ft_start_page_clock_key (99));
  g_object_unref (page);
}

/* The rows follow what was chosen before (here in the dialog). */
static void
test_reads_settings (void)
{
  g_autoptr (GSettings) settings = fresh_settings ();
  FtStartPage *page = g_object_ref_sink (g_object_new (FT_TYPE_START_PAGE, NULL));

  g_settings_set_string (settings, "game", "checkers");
  g_settings_set_string (settings, "difficulty", "hard");
  g_settings_set_string (settings, "time-control", "5+3");
  ft_start_page_set_settings (page, settings);
  g_assert_cmpuint (selected (page, "game_row"), ==, FT_START_GAME_CHECKERS);
  /* "hard": the top of checkers' ladder. */
  g_assert_cmpuint (n_levels (page), ==, ft_rated_kind_top_level (FT_RATED_KIND_CHECKERS));
  g_assert_cmpint (ft_start_page_get_level (page), ==, ft_rated_kind_top_level (FT_RATED_KIND_CHECKERS));
  g_assert_cmpstr (ft_start_page_clock_key (selected (page, "clock_row")), ==, "5+3");

  g_settings_set_string (settings, "game", "chess");
  g_settings_set_string (settings, "board", "standard");
  ft_start_page_set_settings (page, NULL);
  ft_start_page_set_settings (page, settings);
  g_assert_cmpuint (selected (page, "game_row"), ==, FT_START_GAME_STANDARD);
  g_object_unref (page);
}

/* Play the Computer: the settings say standard chess against the easy
 * level with 10 + 5, and the game built from them is that game. */
static void
test_play_computer (void)
{
  g_autoptr (GSettings) settings = fresh_settings ();
  g_autoptr (FtGameSetup) config_setup = ft_game_setup_new_default ();
  g_autoptr (FtGameSetup) setup = NULL;
  FtStartPage *page = g_object_ref_sink (g_object_new (FT_TYPE_START_PAGE, NULL));
  g_autofree char *board = NULL, *opponent = NULL, *difficulty = NULL, *time = NULL;
  int pressed = 0;

  ft_start_page_set_settings (page, settings);
  g_signal_connect (page, "play", G_CALLBACK (play_cb), &pressed);
  ft_start_page_select (page, FT_START_GAME_STANDARD, FT_LEVEL_EASY, 2);
  ft_start_page_play (page, FALSE);
  g_assert_cmpint (pressed, ==, 1);
  board = g_settings_get_string (settings, "board");
  opponent = g_settings_get_string (settings, "opponent");
  difficulty = g_settings_get_string (settings, "difficulty");
  time = g_settings_get_string (settings, "time-control");
  g_assert_cmpstr (board, ==, "standard");
  g_assert_cmpstr (opponent, ==, "computer");
  g_assert_cmpstr (difficulty, ==, "level-1"); /* easy, by the level's name */
  g_assert_cmpstr (time, ==, "10+5");

  setup = ft_new_game_dialog_setup_from_settings (settings, config_setup);
  g_assert_cmpint (setup->game, ==, FT_GAME_KIND_CHESS);
  g_assert_cmpint (setup->opponent, ==, FT_OPPONENT_COMPUTER);
  g_assert_cmpint (setup->level, ==, FT_LEVEL_EASY);
  g_assert_cmpint (setup->time_control, ==, FT_TIME_CONTROL_FISCHER);
  g_assert_cmpint (setup->player_ms, ==, 10 * 60000);
  g_assert_cmpint (setup->player_increment_ms, ==, 5000);
  g_assert_cmpint (setup->start->files, ==, 8);
  g_object_unref (page);
}

/* Two Players Here: checkers between two people, no clock; the computer's
 * level stays what it was. */
static void
test_play_two (void)
{
  g_autoptr (GSettings) settings = fresh_settings ();
  g_autoptr (FtGameSetup) config_setup = ft_game_setup_new_default ();
  g_autoptr (FtGameSetup) setup = NULL;
  FtStartPage *page = g_object_ref_sink (g_object_new (FT_TYPE_START_PAGE, NULL));
  g_autofree char *game = NULL, *difficulty = NULL;
  int pressed = 0;

  g_settings_set_string (settings, "difficulty", "hard");
  ft_start_page_set_settings (page, settings);
  g_signal_connect (page, "play", G_CALLBACK (play_cb), &pressed);
  ft_start_page_select (page, FT_START_GAME_CHECKERS, FT_LEVEL_EASY, 0);
  ft_start_page_play (page, TRUE);
  g_assert_cmpint (pressed, ==, 2);
  game = g_settings_get_string (settings, "game");
  difficulty = g_settings_get_string (settings, "difficulty");
  g_assert_cmpstr (game, ==, "checkers");
  g_assert_cmpstr (difficulty, ==, "hard");
  setup = ft_new_game_dialog_setup_from_settings (settings, config_setup);
  g_assert_cmpint (setup->game, ==, FT_GAME_KIND_CHECKERS);
  g_assert_cmpint (setup->opponent, ==, FT_OPPONENT_HUMAN);
  g_assert_cmpint (setup->time_control, ==, FT_TIME_CONTROL_UNTIMED);
  g_object_unref (page);
}

/* A new player with the profiles: the row lists each game's ladder with
 * the levels' ratings and preselects the New Game dialog's suggestion —
 * standard chess level 5 (about 1032), not the "normal" level 8 — which
 * Play the Computer writes as the level and the game plays at; once
 * chosen in the row, a level stays over games. */
static void
test_suggestion (void)
{
  g_autoptr (GSettings) settings = fresh_settings ();
  g_autoptr (FtGameSetup) config_setup = ft_game_setup_new_default ();
  g_autoptr (FtGameSetup) setup = NULL;
  FtProfileStore *store = use_profile_store ("Ada", NULL);
  FtStartPage *page = g_object_ref_sink (g_object_new (FT_TYPE_START_PAGE, NULL));
  g_autofree char *difficulty = NULL, *label = NULL;
  double rating;

  ft_start_page_set_profiles (page, store);
  ft_start_page_set_settings (page, settings);
  g_assert_cmpuint (n_levels (page), ==, ft_rated_kind_top_level (FT_RATED_KIND_FOURTEEN));
  g_assert_true (g_str_has_prefix (adw_action_row_get_subtitle (ADW_ACTION_ROW (row_of (page, "level_row"))),
                                   "Suggested: level "));

  adw_combo_row_set_selected (row_of (page, "game_row"), FT_START_GAME_STANDARD);
  g_assert_cmpuint (n_levels (page), ==, ft_rated_kind_top_level (FT_RATED_KIND_STANDARD));
  g_assert_cmpint (ft_start_page_get_level (page), ==, FT_LEVEL_5);
  g_assert_true (ft_level_ratings_get (ft_profile_store_get_level_ratings (store), FT_RATED_KIND_STANDARD, FT_LEVEL_5,
                                       &rating, NULL));
  label = g_strdup_printf ("Level 5, about %.0f", rating);
  g_assert_cmpstr (level_label (page), ==, label);
  g_assert_true (g_str_has_prefix (adw_action_row_get_subtitle (ADW_ACTION_ROW (row_of (page, "level_row"))),
                                   "Suggested: level 5, about "));
  adw_combo_row_set_selected (row_of (page, "game_row"), FT_START_GAME_CHECKERS);
  g_assert_cmpuint (n_levels (page), ==, ft_rated_kind_top_level (FT_RATED_KIND_CHECKERS));
  adw_combo_row_set_selected (row_of (page, "game_row"), FT_START_GAME_STANDARD);

  ft_start_page_play (page, FALSE);
  difficulty = g_settings_get_string (settings, "difficulty");
  g_assert_cmpstr (difficulty, ==, "level-5");
  setup = ft_new_game_dialog_setup_from_settings (settings, config_setup);
  g_assert_cmpint (setup->level, ==, FT_LEVEL_5);

  /* Chosen in the row: it stays when the game changes, and the next page
   * reads it back. */
  adw_combo_row_set_selected (row_of (page, "level_row"), FT_LEVEL_3 - FT_LEVEL_1);
  adw_combo_row_set_selected (row_of (page, "game_row"), FT_START_GAME_FOURTEEN);
  g_assert_cmpint (ft_start_page_get_level (page), ==, FT_LEVEL_3);
  ft_start_page_play (page, FALSE);
  g_object_unref (page);
  page = g_object_ref_sink (g_object_new (FT_TYPE_START_PAGE, NULL));
  ft_start_page_set_settings (page, settings);
  ft_start_page_set_profiles (page, store);
  g_assert_cmpint (ft_start_page_get_level (page), ==, FT_LEVEL_3);
  g_object_unref (page);
  ft_app_profiles_set (NULL);
}

/* The mapped label in `widget` whose text starts with `prefix`. */
static GtkWidget *
find_label (GtkWidget *widget, const char *prefix)
{
  if (GTK_IS_LABEL (widget) && gtk_widget_get_mapped (widget)
      && g_str_has_prefix (gtk_label_get_text (GTK_LABEL (widget)), prefix))
    return widget;
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL; child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_label (child, prefix);

      if (found != NULL)
        return found;
    }
  return NULL;
}

static gboolean
mapped (gpointer data)
{
  return gtk_widget_get_mapped (data) && gtk_widget_get_width (data) > 0;
}

/* On a phone (360 px) the level shown is whole, "Level 5, about 1032", not
 * cut to "Level 5, abo…" beside the title and the suggestion (these wrap
 * instead, over two lines at most). The "More Ways to Play" rows are one
 * line each and never wrap: wrapping labels were most of the first
 * window's cost (ft-start-page.c, unwrap_row_labels). */
static void
test_narrow (void)
{
  g_autoptr (GSettings) settings = fresh_settings ();
  FtProfileStore *store = use_profile_store ("Ada", NULL);
  FtStartPage *page = g_object_new (FT_TYPE_START_PAGE, NULL);
  GtkWidget *window = gtk_window_new ();
  GtkWidget *label;
  int natural;

  ft_start_page_set_profiles (page, store);
  ft_start_page_set_settings (page, settings);
  adw_combo_row_set_selected (row_of (page, "game_row"), FT_START_GAME_STANDARD);
  gtk_window_set_child (GTK_WINDOW (window), GTK_WIDGET (page));
  gtk_window_set_default_size (GTK_WINDOW (window), 360, 720);
  gtk_window_present (GTK_WINDOW (window));
  g_assert_true (wait_until (mapped, page, 5000));
  spin (100);
  g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (page)), <=, 360);
  label = find_label (GTK_WIDGET (row_of (page, "level_row")), "Level 5, about ");
  g_assert_nonnull (label);
  gtk_widget_measure (label, GTK_ORIENTATION_HORIZONTAL, -1, NULL, &natural, NULL, NULL);
  g_assert_cmpint (gtk_widget_get_width (label), >=, natural);
  label = find_label (GTK_WIDGET (row_of (page, "level_row")), "Suggested: level 5, about ");
  g_assert_nonnull (label);
  g_assert_true (gtk_label_get_wrap (GTK_LABEL (label)));
  g_assert_cmpint (gtk_label_get_lines (GTK_LABEL (label)), ==, 2);
  for (const char *const *text = (const char *const[]) { "Host a Network Game", "Play someone on your local network",
                                                         "Join a Network Game", "How to Play", NULL };
       *text != NULL; text++)
    {
      label = find_label (GTK_WIDGET (page), *text);
      g_assert_nonnull (label);
      g_assert_false (gtk_label_get_wrap (GTK_LABEL (label)));
      g_assert_cmpint (gtk_label_get_ellipsize (GTK_LABEL (label)), ==, PANGO_ELLIPSIZE_END);
    }
  gtk_window_destroy (GTK_WINDOW (window));
  spin (20);
  ft_app_profiles_set (NULL);
}

/* Without settings the page still plays (a window made without them). */
static void
test_no_settings (void)
{
  FtStartPage *page = g_object_ref_sink (g_object_new (FT_TYPE_START_PAGE, NULL));
  int pressed = 0;

  g_signal_connect (page, "play", G_CALLBACK (play_cb), &pressed);
  ft_start_page_play (page, FALSE);
  g_assert_cmpint (pressed, ==, 1);
  g_assert_null (ft_start_page_get_settings (page));
  g_object_unref (page);
}

int
main (int argc, char **argv)
{
  gtk_test_init (&argc, &argv, NULL);
  adw_init ();
  g_test_add_func ("/start-page/first-start", test_first_start);
  g_test_add_func ("/start-page/reads-settings", test_reads_settings);
  g_test_add_func ("/start-page/play-computer", test_play_computer);
  g_test_add_func ("/start-page/play-two", test_play_two);
  g_test_add_func ("/start-page/suggestion", test_suggestion);
  g_test_add_func ("/start-page/narrow", test_narrow);
  g_test_add_func ("/start-page/no-settings", test_no_settings);
  return g_test_run ();
}
