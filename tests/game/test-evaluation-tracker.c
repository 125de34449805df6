/* test-evaluation-tracker.c — FtEvaluationTracker (the evaluation bar's
 * figures): off by default; a queen up scores large for the right side,
 * whichever side is to move; a mate is a full bar; it analyses only while
 * a person here is to move (never in the computer's turn), once per
 * position, stops when disabled, and shows nothing in network games,
 * puzzles, fog of war or checkers. Real searches, real positions. */
#include "config.h"

#include "advice-test-util.h"
#include "ft-analysis.h"
#include "ft-evaluation-tracker.h"

#define WHITE_QUEEN_UP "4k3/8/8/8/8/8/8/3QK3 w - - 0 1"
#define WHITE_QUEEN_UP_BLACK_TO_MOVE "4k3/8/8/8/8/8/8/3QK3 b - - 0 1"
#define BLACK_QUEEN_UP "3qk3/8/8/8/8/8/8/4K3 w - - 0 1"
/* White mates with Ra8#. */
#define MATE_IN_ONE "6k1/5ppp/8/8/8/8/5PPP/R5K1 w - - 0 1"

/* Until the search of the position has ended by itself. */
static void
wait_analysed (FtEvaluationTracker *tracker)
{
  gint64 end = g_get_monotonic_time () + (FT_EVALUATION_MOVETIME_MS + 3000) * 1000;

  advice_spin (20);
  while (ft_evaluation_tracker_is_analysing (tracker) && g_get_monotonic_time () < end)
    {
      g_main_context_iteration (NULL, FALSE);
      g_usleep (1000);
    }
  g_assert_false (ft_evaluation_tracker_is_analysing (tracker));
}

static int
score_of (FtEvaluationTracker *tracker)
{
  int score = 12345;

  g_assert_true (ft_evaluation_tracker_get_white_score (tracker, &score));
  return score;
}

static FtEvaluationTracker *
tracker_for (FtSession *session)
{
  FtEvaluationTracker *tracker = ft_evaluation_tracker_new ();

  g_assert_false (ft_evaluation_tracker_get_enabled (tracker)); /* off by default */
  ft_evaluation_tracker_set_session (tracker, session);
  g_assert_false (ft_evaluation_tracker_is_shown (tracker));
  g_assert_false (ft_evaluation_tracker_is_analysing (tracker));
  ft_evaluation_tracker_set_enabled (tracker, TRUE);
  return tracker;
}

static void
test_queen_up (void)
{
  const char *fens[] = { WHITE_QUEEN_UP, WHITE_QUEEN_UP_BLACK_TO_MOVE, BLACK_QUEEN_UP };
  const int signs[] = { 1, 1, -1 };

  for (guint i = 0; i < G_N_ELEMENTS (fens); i++)
    {
      g_autoptr (FtSession) session = advice_chess_session (fens[i], FT_OPPONENT_HUMAN, FT_WHITE, FALSE);
      g_autoptr (FtEvaluationTracker) tracker = tracker_for (session);
      g_autofree char *words = NULL;
      int score;

      g_assert_true (ft_evaluation_tracker_is_shown (tracker));
      g_assert_true (ft_evaluation_tracker_is_analysing (tracker));
      wait_analysed (tracker);
      score = score_of (tracker);
      g_test_message ("%s: %d at depth %d", fens[i], score, ft_evaluation_tracker_get_depth (tracker));
      g_assert_cmpint (score * signs[i], >, 500);
      g_assert_cmpint (ft_evaluation_tracker_get_depth (tracker), >=, 4);
      if (signs[i] > 0)
        g_assert_cmpfloat (ft_evaluation_white_share (score), >, 0.85);
      else
        g_assert_cmpfloat (ft_evaluation_white_share (score), <, 0.15);
      words = ft_evaluation_tracker_describe (tracker);
      g_assert_true (g_str_has_suffix (words, signs[i] > 0 ? "White is winning" : "Black is winning")
                     || g_strrstr (words, signs[i] > 0 ? "White mates" : "Black mates") != NULL);
      ft_session_stop (session);
    }
}

static void
test_share_and_words (void)
{
  g_assert_cmpfloat (ft_evaluation_white_share (0), ==, 0.5);
  g_assert_cmpfloat_with_epsilon (ft_evaluation_white_share (100), 0.591, 0.01);
  g_assert_cmpfloat_with_epsilon (ft_evaluation_white_share (-100), 0.409, 0.01);
  g_assert_cmpfloat (ft_evaluation_white_share (FT_SCORE_MATE - 5), ==, 1.0);
  g_assert_cmpfloat (ft_evaluation_white_share (-FT_SCORE_MATE + 4), ==, 0.0);
  g_assert_cmpfloat (ft_evaluation_white_share (2000), <, 1.0);
}

/* A mate found fills the bar; the mate played ends the game and stays a full bar. */
static void
test_mate (void)
{
  g_autoptr (FtSession) session = advice_chess_session (MATE_IN_ONE, FT_OPPONENT_HUMAN, FT_WHITE, FALSE);
  g_autoptr (FtEvaluationTracker) tracker = tracker_for (session);
  g_autofree char *before = NULL;
  g_autofree char *after = NULL;
  int moves;

  wait_analysed (tracker);
  g_assert_true (ft_analysis_score_is_mate (score_of (tracker), &moves));
  g_assert_cmpint (moves, ==, 1);
  before = ft_evaluation_tracker_describe (tracker);
  g_assert_cmpstr (before, ==, "White mates in 1");
  g_assert_true (ft_session_request_move (session, ft_cell_to_chess (FT_CELL (0, 0)), ft_cell_to_chess (FT_CELL (0, 7)), FT_NO_KIND));
  g_assert_true (ft_game_is_over (ft_session_get_game (session)));
  g_assert_false (ft_evaluation_tracker_is_analysing (tracker));
  g_assert_cmpfloat (ft_evaluation_white_share (score_of (tracker)), ==, 1.0);
  after = ft_evaluation_tracker_describe (tracker);
  g_assert_cmpstr (after, ==, "White has mated");
  ft_session_stop (session);
}

/* Against the computer: never in its turn; each position of the
 * player's once; a move stops the search at once. */
static void
test_not_in_computer_turn (void)
{
  g_autoptr (FtSession) session = advice_chess_session (NULL, FT_OPPONENT_COMPUTER, FT_BLACK, FALSE);
  g_autoptr (FtEvaluationTracker) tracker = tracker_for (session);
  FtGame *game = ft_session_get_game (session);
  gint64 end = g_get_monotonic_time () + 30 * G_USEC_PER_SEC;

  /* The computer (White) thinks first: no search, no score. */
  g_assert_true (ft_evaluation_tracker_is_shown (tracker));
  g_assert_false (ft_evaluation_tracker_is_analysing (tracker));
  g_assert_false (ft_evaluation_tracker_get_white_score (tracker, NULL));
  while (ft_game_get_n_moves (game) == 0 && g_get_monotonic_time () < end)
    {
      g_assert_false (ft_evaluation_tracker_is_analysing (tracker));
      g_main_context_iteration (NULL, FALSE);
      g_usleep (1000);
    }
  g_assert_cmpuint (ft_game_get_n_moves (game), ==, 1);
  /* The player's turn: searched once, then it rests. The search starts
   * from the main loop once the computer's move is in; under valgrind
   * that can take longer than a fixed 20 ms, and the search lasts
   * FT_EVALUATION_MOVETIME_MS, so wait for its start. */
  end = g_get_monotonic_time () + 5 * G_USEC_PER_SEC;
  while (!ft_evaluation_tracker_is_analysing (tracker) && g_get_monotonic_time () < end)
    {
      g_main_context_iteration (NULL, FALSE);
      g_usleep (1000);
    }
  g_assert_true (ft_evaluation_tracker_is_analysing (tracker));
  wait_analysed (tracker);
  g_assert_true (ft_evaluation_tracker_get_white_score (tracker, NULL));
  advice_spin (100);
  g_assert_false (ft_evaluation_tracker_is_analysing (tracker));

  /* Disabled: no search, no score, not shown. */
  ft_evaluation_tracker_set_enabled (tracker, FALSE);
  g_assert_false (ft_evaluation_tracker_is_shown (tracker));
  g_assert_false (ft_evaluation_tracker_get_white_score (tracker, NULL));
  ft_evaluation_tracker_set_enabled (tracker, TRUE);
  g_assert_true (ft_evaluation_tracker_is_analysing (tracker));
  ft_session_stop (session);
}

static void
test_not_shown (void)
{
  g_autoptr (FtSession) session = advice_chess_session (WHITE_QUEEN_UP, FT_OPPONENT_HUMAN, FT_WHITE, FALSE);
  g_autoptr (FtGameSetup) checkers_setup = ft_game_setup_new_default ();
  g_autoptr (FtGameSetup) fog_setup = ft_game_setup_new_default ();
  g_autoptr (FtSession) checkers = NULL;
  g_autoptr (FtSession) fog = NULL;
  g_autoptr (FtEvaluationTracker) tracker = tracker_for (session);
  FtAdviceMode modes[] = { FT_ADVICE_NETWORK, FT_ADVICE_PUZZLE };
  gint64 start;

  g_assert_true (ft_evaluation_tracker_is_analysing (tracker));
  for (guint i = 0; i < G_N_ELEMENTS (modes); i++)
    {
      start = g_get_monotonic_time ();
      ft_evaluation_tracker_set_mode (tracker, modes[i]);
      /* Stopped well before the search's own end (valgrind included). */
      g_assert_cmpint (g_get_monotonic_time () - start, <, FT_EVALUATION_MOVETIME_MS / 4 * 1000);
      g_assert_false (ft_evaluation_tracker_is_shown (tracker));
      g_assert_false (ft_evaluation_tracker_is_analysing (tracker));
      g_assert_false (ft_evaluation_tracker_get_white_score (tracker, NULL));
      ft_evaluation_tracker_set_mode (tracker, FT_ADVICE_PLAY);
      g_assert_true (ft_evaluation_tracker_is_analysing (tracker));
    }

  checkers_setup->game = FT_GAME_KIND_CHECKERS;
  checkers_setup->opponent = FT_OPPONENT_HUMAN;
  checkers = ft_session_new (checkers_setup, 1);
  ft_session_start (checkers);
  ft_evaluation_tracker_set_session (tracker, checkers);
  g_assert_false (ft_evaluation_tracker_is_shown (tracker));
  g_assert_false (ft_evaluation_tracker_is_analysing (tracker));

  fog_setup->fog_of_war = TRUE;
  fog_setup->opponent = FT_OPPONENT_HUMAN;
  fog = ft_session_new (fog_setup, 1);
  ft_session_start (fog);
  ft_evaluation_tracker_set_session (tracker, fog);
  g_assert_false (ft_evaluation_tracker_is_shown (tracker));
  g_assert_false (ft_evaluation_tracker_is_analysing (tracker));

  /* Paused: no search until the game goes on. */
  ft_evaluation_tracker_set_session (tracker, session);
  g_assert_true (ft_evaluation_tracker_is_analysing (tracker));
  g_assert_true (ft_session_pause (session));
  g_assert_false (ft_evaluation_tracker_is_analysing (tracker));
  ft_session_resume (session);
  g_assert_true (ft_evaluation_tracker_is_analysing (tracker));
  ft_session_stop (session);
  ft_session_stop (checkers);
  ft_session_stop (fog);
}

int
main (int argc, char **argv)
{
  g_setenv ("LANGUAGE", "C", TRUE);
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/evaluation-tracker/queen-up", test_queen_up);
  g_test_add_func ("/evaluation-tracker/share", test_share_and_words);
  g_test_add_func ("/evaluation-tracker/mate", test_mate);
  g_test_add_func ("/evaluation-tracker/not-in-computer-turn", test_not_in_computer_turn);
  g_test_add_func ("/evaluation-tracker/not-shown", test_not_shown);
  return g_test_run ();
}
