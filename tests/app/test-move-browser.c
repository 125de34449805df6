/* test-move-browser.c — browsing a game's moves (ft-move-browser.h): the
 * start, back, forward, end, a click in the score sheet, the replay a move
 * a second, the refusal while disabled, and a move of the game ending the
 * browsing; the sheet's current move and the "changed" signal follow. */
#include "config.h"

#include "ft-checkers-ruleset.h"
#include "ft-move-browser.h"

#include "app-test-util.h"

typedef struct
{
  GtkWidget *window;
  GtkWidget *board; /* a stand-in: only the focus matters to the browser */
  FtScoresheet *sheet;
  FtBoardModel *model;
  FtGame *game;
  FtMoveBrowser *browser;
  guint changes;
} Fixture;

static void
count_changes_cb (FtMoveBrowser *browser G_GNUC_UNUSED, gpointer user_data)
{
  ((Fixture *) user_data)->changes++;
}

static void
play (Fixture *f, const char *notation)
{
  FtGameMove move;
  g_autoptr (GError) error = NULL;

  g_assert_true (ft_ruleset_parse_move (ft_game_get_rules (f->game), notation, &move, &error));
  g_assert_no_error (error);
  ft_game_start_turn (f->game);
  g_assert_true (ft_game_play (f->game, &move));
  ft_board_model_show_move (f->model, &move);
}

static void
fixture_set_up (Fixture *f, gconstpointer data G_GNUC_UNUSED)
{
  g_autoptr (FtRuleset) start = FT_RULESET (ft_checkers_ruleset_new (FT_CHECKERS_RULES_ENGLISH,
                                                                      FT_CHECKERS_TURN_END_AUTO));
  g_autoptr (FtClock) clock = ft_clock_new_untimed ();
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 0);
  const char *sans[3];

  f->window = gtk_window_new ();
  f->board = gtk_button_new ();
  f->sheet = FT_SCORESHEET (ft_scoresheet_new ());
  gtk_box_append (GTK_BOX (box), f->board);
  gtk_box_append (GTK_BOX (box), GTK_WIDGET (f->sheet));
  gtk_window_set_child (GTK_WINDOW (f->window), box);
  f->model = ft_board_model_new ();
  f->game = ft_game_new_for_rules (start, FT_WHITE, clock);
  ft_board_model_set_game (f->model, f->game);
  play (f, "9-13");
  play (f, "22-18");
  play (f, "13-17");
  for (guint i = 0; i < 3; i++)
    sans[i] = ft_game_get_notation (f->game, i);
  ft_scoresheet_set_moves (f->sheet, 1, FT_WHITE, sans, 3);
  f->browser = ft_move_browser_new (f->model, f->sheet, f->window, f->board);
  g_signal_connect (f->browser, "changed", G_CALLBACK (count_changes_cb), f);
  gtk_window_present (GTK_WINDOW (f->window));
}

static void
fixture_tear_down (Fixture *f, gconstpointer data G_GNUC_UNUSED)
{
  g_clear_object (&f->browser);
  gtk_window_destroy (GTK_WINDOW (f->window));
  g_clear_object (&f->model);
  g_clear_object (&f->game);
}

static void
test_steps (Fixture *f, gconstpointer data G_GNUC_UNUSED)
{
  g_assert_false (ft_board_model_is_browsing (f->model));
  ft_move_browser_start (f->browser);
  g_assert_true (ft_board_model_is_browsing (f->model));
  g_assert_cmpuint (ft_board_model_get_shown_ply (f->model), ==, 0);
  g_assert_cmpuint (ft_scoresheet_get_current (f->sheet), ==, 0);
  g_assert_cmpuint (f->changes, ==, 1);
  /* Nothing before the start. */
  ft_move_browser_back (f->browser);
  g_assert_cmpuint (ft_board_model_get_shown_ply (f->model), ==, 0);
  ft_move_browser_forward (f->browser);
  ft_move_browser_forward (f->browser);
  g_assert_cmpuint (ft_board_model_get_shown_ply (f->model), ==, 2);
  g_assert_cmpuint (ft_scoresheet_get_current (f->sheet), ==, 2);
  ft_move_browser_back (f->browser);
  g_assert_cmpuint (ft_board_model_get_shown_ply (f->model), ==, 1);
  /* Forward past the last move is the live position. */
  ft_move_browser_forward (f->browser);
  ft_move_browser_forward (f->browser);
  g_assert_false (ft_board_model_is_browsing (f->model));
  g_assert_cmpuint (ft_scoresheet_get_current (f->sheet), ==, 3);
  /* Forward at the live position does nothing. */
  ft_move_browser_forward (f->browser);
  g_assert_false (ft_board_model_is_browsing (f->model));
  /* A click on the first move in the sheet. */
  ft_scoresheet_activate_move (f->sheet, 0);
  g_assert_true (ft_board_model_is_browsing (f->model));
  g_assert_cmpuint (ft_board_model_get_shown_ply (f->model), ==, 1);
  ft_move_browser_end (f->browser);
  g_assert_false (ft_board_model_is_browsing (f->model));
}

static void
test_disabled (Fixture *f, gconstpointer data G_GNUC_UNUSED)
{
  ft_move_browser_set_enabled (f->browser, FALSE);
  ft_move_browser_start (f->browser);
  g_assert_false (ft_board_model_is_browsing (f->model));
  g_assert_false (ft_move_browser_replay (f->browser));
  g_assert_cmpuint (f->changes, ==, 0);
  ft_move_browser_set_enabled (f->browser, TRUE);
  ft_move_browser_start (f->browser);
  g_assert_true (ft_board_model_is_browsing (f->model));
}

static gboolean
shown_two (gpointer data)
{
  return ft_board_model_get_shown_ply (((Fixture *) data)->model) >= 2;
}

static gboolean
live (gpointer data)
{
  return !ft_board_model_is_browsing (((Fixture *) data)->model);
}

/* The replay: from the start a move a second, then live again. */
static void
test_replay (Fixture *f, gconstpointer data G_GNUC_UNUSED)
{
  gint64 start = g_get_monotonic_time ();

  g_assert_true (ft_move_browser_replay (f->browser));
  g_assert_cmpuint (ft_board_model_get_shown_ply (f->model), ==, 0);
  g_assert_true (wait_until (shown_two, f, 5000));
  g_assert_cmpint (g_get_monotonic_time () - start, >=, 1900 * 1000);
  g_assert_true (wait_until (live, f, 5000));
  g_assert_cmpuint (ft_scoresheet_get_current (f->sheet), ==, 3);
  /* A browsing key stops it. */
  g_assert_true (ft_move_browser_replay (f->browser));
  ft_move_browser_back (f->browser);
  spin (1300);
  g_assert_cmpuint (ft_board_model_get_shown_ply (f->model), ==, 0);
}

/* A move of the game ends the browsing; the sheet marks the live
 * position. */
static void
test_move_ends_browsing (Fixture *f, gconstpointer data G_GNUC_UNUSED)
{
  ft_move_browser_start (f->browser);
  g_assert_true (ft_board_model_is_browsing (f->model));
  ft_move_browser_stop (f->browser);
  g_assert_false (ft_board_model_is_browsing (f->model));
  g_assert_cmpuint (ft_scoresheet_get_current (f->sheet), ==, 3);
  /* The replay runs when the next move arrives: both stop. */
  g_assert_true (ft_move_browser_replay (f->browser));
  play (f, "21x14");
  g_assert_false (ft_board_model_is_browsing (f->model));
  spin (1300);
  g_assert_false (ft_board_model_is_browsing (f->model));
  g_assert_cmpuint (ft_board_model_get_shown_ply (f->model), ==, 4);
}

int
main (int argc, char **argv)
{
  gtk_test_init (&argc, &argv, NULL);
  adw_init ();
  g_test_add ("/move-browser/steps", Fixture, NULL, fixture_set_up, test_steps, fixture_tear_down);
  g_test_add ("/move-browser/disabled", Fixture, NULL, fixture_set_up, test_disabled, fixture_tear_down);
  g_test_add ("/move-browser/replay", Fixture, NULL, fixture_set_up, test_replay, fixture_tear_down);
  g_test_add ("/move-browser/stop", Fixture, NULL, fixture_set_up, test_move_ends_browsing,
              fixture_tear_down);
  return g_test_run ();
}
