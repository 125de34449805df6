/* test-session-checkers.c — FtSession conducting checkers, written once
 * for both games: two people ("Fire", "Water"), the computer on its worker
 * thread, clocks with loss on time, takeback against the computer and
 * redo, and two computers playing a game to its end. No GTK. */
#include "config.h"

#include "ft-computer-player.h"
#include "ft-session.h"

static gint64 now_us;

static gint64
fake_time (gpointer user_data G_GNUC_UNUSED)
{
  return now_us;
}

static FtGameSetup *
checkers_setup (FtOpponent opponent)
{
  FtGameSetup *setup = ft_game_setup_new_default ();

  setup->game = FT_GAME_KIND_CHECKERS;
  setup->opponent = opponent;
  setup->level = FT_LEVEL_EASY;
  return setup;
}

static gboolean
request (FtSession *session, const char *text)
{
  FtGameMove move;

  if (!ft_ruleset_parse_move (ft_game_get_rules (ft_session_get_game (session)), text, &move, NULL))
    return FALSE;
  return ft_session_request (session, &move);
}

static void
count_cb (GObject *object G_GNUC_UNUSED, gpointer move G_GNUC_UNUSED, gpointer user_data)
{
  (*(guint *) user_data)++;
}

/* Wait (running the main loop) until the computer has moved or the game
 * is over. */
static void
wait_for_moves (FtSession *session, guint n_moves)
{
  FtGame *game = ft_session_get_game (session);
  gint64 deadline = g_get_monotonic_time () + 60 * G_USEC_PER_SEC;

  while (ft_game_get_n_moves (game) < n_moves && !ft_game_is_over (game)
         && g_get_monotonic_time () < deadline)
    g_main_context_iteration (NULL, TRUE);
  g_assert_cmpuint (ft_game_get_n_moves (game), >=, n_moves);
}

static void
test_two_people (void)
{
  g_autoptr (FtGameSetup) setup = checkers_setup (FT_OPPONENT_HUMAN);
  g_autoptr (FtSession) session = NULL;
  FtGame *game;
  guint played = 0;

  setup->time_control = FT_TIME_CONTROL_UNTIMED;
  session = ft_session_new (setup, 1);
  game = ft_session_get_game (session);
  g_signal_connect (session, "move-played", G_CALLBACK (count_cb), &played);
  g_assert_cmpint (ft_game_get_kind (game), ==, FT_GAME_KIND_CHECKERS);
  g_assert_cmpstr (ft_player_get_name (ft_session_get_player (session, FT_WHITE)), ==, "Fire");
  g_assert_cmpstr (ft_player_get_name (ft_session_get_player (session, FT_BLACK)), ==, "Water");
  g_assert_false (request (session, "9-13")); /* not started */
  ft_session_start (session);
  g_assert_false (request (session, "23-19")); /* Water's */
  g_assert_false (request (session, "9-15")); /* not diagonal */
  g_assert_true (request (session, "9-13"));
  g_assert_true (request (session, "23-19"));
  g_assert_cmpuint (played, ==, 2);
  g_assert_cmpstr (ft_game_get_notation (game, 1), ==, "23-19");
  /* Between two people a takeback is one move; redo replays it. */
  g_assert_true (ft_session_take_back (session));
  g_assert_cmpuint (ft_game_get_n_moves (game), ==, 1);
  g_assert_cmpint (ft_game_get_turn (game), ==, FT_BLACK);
  g_assert_true (ft_session_can_redo (session));
  g_assert_true (ft_session_redo (session));
  g_assert_cmpuint (ft_game_get_n_moves (game), ==, 2);
  ft_session_resign (session, FT_WHITE);
  g_assert_cmpstr (ft_session_get_result_message (session), ==, "Fire resigned");
}

/* Against the computer with clocks: its turn is timed and answered on the
 * worker thread; a person whose time runs out loses on time. */
static void
test_clock_and_time_loss (void)
{
  g_autoptr (FtGameSetup) setup = checkers_setup (FT_OPPONENT_COMPUTER);
  g_autoptr (FtSession) session = NULL;
  FtClock *clock;
  FtGame *game;
  FtResultReason reason;

  setup->time_control = FT_TIME_CONTROL_FISCHER;
  setup->player_ms = setup->cpu_ms = 10000;
  setup->player_increment_ms = setup->cpu_increment_ms = 1000;
  session = ft_session_new (setup, 7);
  game = ft_session_get_game (session);
  clock = ft_game_get_clock (game);
  now_us = G_USEC_PER_SEC;
  ft_clock_set_time_source (clock, fake_time, NULL);
  g_assert_true (ft_session_has_single_local_player (session));
  g_assert_true (FT_IS_COMPUTER_PLAYER (ft_session_get_player (session, FT_BLACK)));
  ft_session_start (session);
  /* The first move is free: no clock runs before it; its increment counts. */
  now_us += 2 * G_USEC_PER_SEC;
  g_assert_true (request (session, "11-15"));
  g_assert_cmpint (ft_clock_get_remaining_ms (clock, FT_WHITE), ==, 11000);
  g_assert_true (ft_session_is_waiting_for_opponent (session));
  wait_for_moves (session, 2);
  g_assert_cmpint (ft_game_get_turn (game), ==, FT_WHITE);
  g_assert_true (ft_ruleset_is_legal (ft_game_get_start_rules (game), ft_game_peek_move (game, 0)));
  /* The person thinks too long. */
  now_us += 11 * G_USEC_PER_SEC;
  g_assert_true (ft_clock_check_flag (clock));
  g_assert_cmpint (ft_game_get_result (game, &reason), ==, FT_RESULT_BLACK_WINS);
  g_assert_cmpint (reason, ==, FT_REASON_TIME);
  g_assert_cmpstr (ft_session_get_result_message (session), ==, "You lost on time");
  g_assert_false (request (session, "15-18"));
}

/* Takeback against the computer: your move and its reply; a search in
 * progress is abandoned. */
static void
test_take_back_against_computer (void)
{
  g_autoptr (FtGameSetup) setup = checkers_setup (FT_OPPONENT_COMPUTER);
  g_autoptr (FtSession) session = NULL;
  FtComputerPlayer *computer;
  FtGame *game;

  setup->time_control = FT_TIME_CONTROL_UNTIMED;
  session = ft_session_new (setup, 3);
  game = ft_session_get_game (session);
  computer = FT_COMPUTER_PLAYER (ft_session_get_player (session, FT_BLACK));
  ft_computer_player_set_max_depth (computer, 3);
  ft_session_start (session);
  g_assert_true (request (session, "11-15"));
  wait_for_moves (session, 2);
  g_assert_true (ft_session_take_back (session));
  g_assert_cmpuint (ft_game_get_n_moves (game), ==, 0);
  g_assert_cmpint (ft_game_get_turn (game), ==, FT_WHITE);
  /* Again, now while it thinks (no time limit: it would think long). */
  ft_computer_player_set_max_depth (computer, 30);
  g_assert_true (request (session, "11-15"));
  g_assert_true (ft_computer_player_is_thinking (computer));
  g_assert_true (ft_session_take_back (session));
  g_assert_false (ft_computer_player_is_thinking (computer));
  g_assert_cmpuint (ft_game_get_n_moves (game), ==, 0);
}

/* Two computers play English draughts to the end. */
static void
test_computers_to_the_end (void)
{
  g_autoptr (FtGameSetup) setup = checkers_setup (FT_OPPONENT_COMPUTER);
  g_autoptr (FtComputerPlayer) fire = ft_computer_player_new (FT_LEVEL_EASY, 1);
  g_autoptr (FtComputerPlayer) water = ft_computer_player_new (FT_LEVEL_NORMAL, 2);
  g_autoptr (FtGame) game = NULL;
  g_autoptr (FtSession) session = NULL;
  g_autoptr (FtRuleset) replay = NULL;
  gint64 deadline = g_get_monotonic_time () + 120 * G_USEC_PER_SEC;

  setup->checkers_rules = FT_CHECKERS_RULES_ENGLISH;
  setup->time_control = FT_TIME_CONTROL_UNTIMED;
  game = ft_game_setup_create_game (setup);
  ft_computer_player_set_max_depth (water, 2);
  session = ft_session_new_with_players (game, FT_PLAYER (fire), FT_PLAYER (water));
  g_assert_cmpuint (ft_session_get_local_colours (session), ==, 0);
  ft_session_start (session);
  while (!ft_game_is_over (game) && g_get_monotonic_time () < deadline)
    g_main_context_iteration (NULL, TRUE);
  g_assert_true (ft_game_is_over (game));
  g_test_message ("%u moves: %s", ft_game_get_n_moves (game), ft_session_get_result_message (session));
  g_assert_nonnull (ft_session_get_result_message (session));
  /* Every move was legal where it was made. */
  replay = ft_ruleset_copy (ft_game_get_start_rules (game));
  for (guint i = 0; i < ft_game_get_n_moves (game); i++)
    {
      g_assert_true (ft_ruleset_is_legal (replay, ft_game_peek_move (game, i)));
      ft_ruleset_apply (replay, ft_game_peek_move (game, i));
    }
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/session-checkers/two-people", test_two_people);
  g_test_add_func ("/session-checkers/clock-and-time-loss", test_clock_and_time_loss);
  g_test_add_func ("/session-checkers/take-back-against-computer", test_take_back_against_computer);
  g_test_add_func ("/session-checkers/computers-to-the-end", test_computers_to_the_end);
  return g_test_run ();
}
