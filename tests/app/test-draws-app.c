/* test-draws-app.c — draws in the window: the Claim Draw button shows while
 * the player to move may claim a standard chess draw (issue 20 item 18) and
 * its action ends the game drawn, claimed; Offer Draw to the computer
 * (issue 19) is accepted in a dead-equal position after twenty moves each
 * and declined a queen down or too early, with a toast each time; no offer
 * between two people. FT_DRAWS_SCREENSHOTS=DIR saves the Claim Draw button
 * as DIR/claim-draw.png and the accepted offer's toast as
 * DIR/draw-offer-accepted.png. */
#include "config.h"

#include "app-test-util.h"
#include "ft-fen.h"

#include "../game/draw-test-positions.h"

/* The window playing White against the computer in the game from `fen`
 * after `moves`. */
static FtWindow *
window_with (const char *fen, const char *const *moves, guint n_moves, FtOpponent opponent)
{
  g_autoptr (FtGameSetup) setup = ft_game_setup_new_default ();
  g_autoptr (FtGame) game = NULL;
  FtWindow *window;

  g_assert_true (ft_fen_parse (fen, FT_RULES_STANDARD, setup->start, NULL));
  setup->time_control = FT_TIME_CONTROL_UNTIMED;
  setup->human_colour = FT_WHITE;
  setup->opponent = opponent;
  setup->level = FT_LEVEL_EASY;
  game = ft_game_setup_create_game (setup);
  for (guint i = 0; i < n_moves; i++)
    g_assert_true (ft_game_append_recorded_move (game, ft_position_parse_move (ft_game_get_position (game), moves[i]),
                                                 -1, -1));
  window = open_window_with (setup, NULL);
  ft_window_start_game (window, setup, game);
  spin (50);
  return window;
}

static GtkWidget *
claim_button (FtWindow *window)
{
  return ft_sidebar_get_claim_draw_button (ft_window_get_sidebar (window));
}

static gboolean
game_over (gpointer data)
{
  return ft_game_is_over (ft_window_get_game (data));
}

static gboolean
offer_answered (gpointer data)
{
  return !ft_window_is_draw_offer_pending (data);
}

static void
save_if_asked (FtWindow *window, const char *name)
{
  const char *dir = g_getenv ("FT_DRAWS_SCREENSHOTS");

  if (dir != NULL)
    save_window_png (window, dir, name);
}

static void
test_claim_draw (void)
{
  FtWindow *window = window_with (queen_dance, dance, 12, FT_OPPONENT_COMPUTER);
  FtGame *game = ft_window_get_game (window);
  GtkWidget *button = claim_button (window);
  FtResultReason reason;

  /* White (you) to move, the position there for the third time. */
  g_assert_false (ft_game_is_over (game));
  g_assert_true (gtk_widget_get_visible (button));
  g_assert_true (gtk_widget_is_sensitive (button));
  g_assert_nonnull (find_label_containing (GTK_WIDGET (window),
                                           "Third repetition: you may claim a draw"));
  spin (200);
  save_if_asked (window, "claim-draw.png");
  gtk_widget_activate (button);
  g_assert_true (wait_until (game_over, window, 2000));
  g_assert_cmpint (ft_game_get_result (game, &reason), ==, FT_RESULT_DRAW);
  g_assert_cmpint (reason, ==, FT_REASON_PERPETUAL_CHECK);
  g_assert_nonnull (find_label_containing (GTK_WIDGET (window),
                                           "Draw by perpetual check — claimed"));
  g_assert_false (gtk_widget_get_visible (button));
  close_window (window);

  /* Not claimable: the button hides, the action does nothing. */
  window = window_with (queen_dance, dance, 8, FT_OPPONENT_COMPUTER);
  g_assert_false (gtk_widget_get_visible (claim_button (window)));
  gtk_widget_activate_action (GTK_WIDGET (window), "win.claim-draw", NULL);
  spin (50);
  g_assert_false (ft_game_is_over (ft_window_get_game (window)));
  close_window (window);
}

/* Offer, wait for the answer; its toast must say `toast`. */
static void
offer (FtWindow *window, const char *toast)
{
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.offer-draw", NULL));
  g_assert_true (ft_window_is_draw_offer_pending (window) || ft_game_is_over (ft_window_get_game (window))
                 || find_label_containing (GTK_WIDGET (window), toast) != NULL);
  g_assert_true (wait_until (offer_answered, window, 5000));
  spin (50);
  g_assert_nonnull (find_label_containing (GTK_WIDGET (window), toast));
}

static void
test_offer_accepted (void)
{
  FtWindow *window = window_with (fortress, walk, G_N_ELEMENTS (walk), FT_OPPONENT_COMPUTER);
  FtGame *game = ft_window_get_game (window);
  FtResultReason reason;

  offer (window, "The computer accepted the draw");
  spin (300); /* the toast's animation */
  save_if_asked (window, "draw-offer-accepted.png");
  g_assert_true (ft_game_is_over (game));
  g_assert_cmpint (ft_game_get_result (game, &reason), ==, FT_RESULT_DRAW);
  g_assert_cmpint (reason, ==, FT_REASON_AGREEMENT);
  g_assert_nonnull (find_label_containing (GTK_WIDGET (window), "Draw by agreement"));
  close_window (window);
}

static void
test_offer_declined (void)
{
  FtWindow *window = window_with (black_queen_up, walk, G_N_ELEMENTS (walk), FT_OPPONENT_COMPUTER);
  FtGame *game = ft_window_get_game (window);
  guint n_moves = ft_game_get_n_moves (game);

  offer (window, "The computer declined the draw");
  g_assert_false (ft_game_is_over (game));
  /* No second offer before another move. */
  g_assert_cmpuint (ft_game_get_n_moves (game), ==, n_moves);
  gtk_widget_activate_action (GTK_WIDGET (window), "win.offer-draw", NULL);
  g_assert_false (ft_window_is_draw_offer_pending (window));
  close_window (window);

  window = window_with (fortress, walk, 10, FT_OPPONENT_COMPUTER);
  offer (window, "The computer declined the draw: play on a while first");
  g_assert_false (ft_game_is_over (ft_window_get_game (window)));
  close_window (window);
}

/* Between two people at one computer there is nobody to offer a draw to. */
static void
test_no_offer_between_people (void)
{
  FtWindow *window = window_with (fortress, walk, G_N_ELEMENTS (walk), FT_OPPONENT_HUMAN);

  gtk_widget_activate_action (GTK_WIDGET (window), "win.offer-draw", NULL);
  g_assert_false (ft_window_is_draw_offer_pending (window));
  spin (600);
  g_assert_false (ft_game_is_over (ft_window_get_game (window)));
  close_window (window);
}

int
main (int argc, char **argv)
{
  gtk_test_init (&argc, &argv, NULL);
  adw_init ();
  load_app_css ();

  g_test_add_func ("/draws/issue20-item18-claim-draw", test_claim_draw);
  g_test_add_func ("/draws/issue19-offer-accepted", test_offer_accepted);
  g_test_add_func ("/draws/issue19-offer-declined", test_offer_declined);
  g_test_add_func ("/draws/no-offer-between-people", test_no_offer_between_people);
  return g_test_run ();
}
