/* test-hint-advisor.c — FtHintAdvisor (the H hint): a mate in one is
 * found, the hint goes when a move is played, the position changes or
 * browsing starts, clearing stops the search at once, and no hint is given
 * in network games, puzzles, fog of war, the computer's turn, a finished or
 * paused game; checkers hints are legal moves. Real searches, real
 * positions. */
#include "config.h"

#include "advice-test-util.h"
#include "ft-hint-advisor.h"

/* Back-rank mate: Ra8#. */
#define MATE_IN_ONE "6k1/5ppp/8/8/8/8/5PPP/R5K1 w - - 0 1"

static gboolean
wait_for_hint (FtHintAdvisor *advisor, guint timeout_ms)
{
  gint64 end = g_get_monotonic_time () + timeout_ms * 1000;

  while (!ft_hint_advisor_has_hint (advisor) && g_get_monotonic_time () < end)
    {
      g_main_context_iteration (NULL, FALSE);
      g_usleep (1000);
    }
  return ft_hint_advisor_has_hint (advisor);
}

static void
count_cb (GObject *object G_GNUC_UNUSED, GParamSpec *pspec G_GNUC_UNUSED, guint *count)
{
  (*count)++;
}

static void
test_mate_in_one (void)
{
  g_autoptr (FtSession) session = advice_chess_session (MATE_IN_ONE, FT_OPPONENT_COMPUTER, FT_WHITE, FALSE);
  g_autoptr (FtHintAdvisor) advisor = ft_hint_advisor_new ();
  g_autofree char *words = NULL;
  const char *why = "unset";
  guint hint_notifies = 0;
  FtCell from, to;

  ft_hint_advisor_set_session (advisor, session);
  g_signal_connect (advisor, "notify::has-hint", G_CALLBACK (count_cb), &hint_notifies);
  g_assert_true (ft_hint_advisor_is_available (advisor));
  g_assert_true (ft_hint_advisor_can_hint (advisor, &why));
  g_assert_null (why);
  g_assert_null (ft_hint_advisor_describe (advisor));

  g_assert_true (ft_hint_advisor_request (advisor, NULL));
  /* The search runs on a worker: the call comes back before the hint. */
  g_assert_true (ft_hint_advisor_is_thinking (advisor));
  g_assert_false (ft_hint_advisor_has_hint (advisor));
  g_assert_true (wait_for_hint (advisor, FT_HINT_MOVETIME_MS + 2000));
  g_assert_false (ft_hint_advisor_is_thinking (advisor));
  g_assert_cmpuint (hint_notifies, ==, 1);

  g_assert_true (ft_hint_advisor_get_arrow (advisor, &from, &to));
  g_assert_cmpint (from, ==, FT_CELL (0, 0)); /* a1 */
  g_assert_cmpint (to, ==, FT_CELL (0, 7));   /* a8 */
  words = ft_hint_advisor_describe (advisor);
  g_assert_cmpstr (words, ==, "Hint: rook from a1 to a8");

  /* The move played: the hint is gone, the game is over, none is given. */
  g_assert_true (ft_session_request_move (session, ft_cell_to_chess (from), ft_cell_to_chess (to), FT_NO_KIND));
  g_assert_false (ft_hint_advisor_has_hint (advisor));
  g_assert_cmpuint (hint_notifies, ==, 2);
  g_assert_true (ft_game_is_over (ft_session_get_game (session)));
  g_assert_false (ft_hint_advisor_is_available (advisor));
  g_assert_false (ft_hint_advisor_request (advisor, &why));
  g_assert_cmpstr (why, ==, "The game is over");
  ft_session_stop (session);
}

/* A move made without the hint drops it too; so does a takeback. */
static void
test_cleared_by_moves (void)
{
  g_autoptr (FtSession) session = advice_chess_session (NULL, FT_OPPONENT_HUMAN, FT_WHITE, FALSE);
  g_autoptr (FtHintAdvisor) advisor = ft_hint_advisor_new ();
  FtGameMove hint;

  ft_hint_advisor_set_session (advisor, session);
  g_assert_true (ft_hint_advisor_request (advisor, NULL));
  g_assert_true (wait_for_hint (advisor, FT_HINT_MOVETIME_MS + 2000));
  /* The hint is a legal move of the 14×14 start. */
  g_assert_true (ft_hint_advisor_get_hint (advisor, &hint));
  g_assert_true (ft_session_request (session, &hint));
  g_assert_false (ft_hint_advisor_has_hint (advisor));

  /* Black (a person too) asks, then White takes back. */
  g_assert_true (ft_hint_advisor_is_available (advisor));
  g_assert_true (ft_hint_advisor_request (advisor, NULL));
  g_assert_true (wait_for_hint (advisor, FT_HINT_MOVETIME_MS + 2000));
  g_assert_true (ft_session_take_back (session));
  g_assert_false (ft_hint_advisor_has_hint (advisor));
  ft_session_stop (session);
}

/* Clearing stops the search at once and no late answer shows up. */
static void
test_clear_stops_promptly (void)
{
  g_autoptr (FtSession) session = advice_chess_session (NULL, FT_OPPONENT_HUMAN, FT_WHITE, FALSE);
  g_autoptr (FtHintAdvisor) advisor = ft_hint_advisor_new ();
  guint hint_notifies = 0;
  gint64 start;

  ft_hint_advisor_set_session (advisor, session);
  g_signal_connect (advisor, "notify::has-hint", G_CALLBACK (count_cb), &hint_notifies);
  g_assert_true (ft_hint_advisor_request (advisor, NULL));
  advice_spin (50);
  start = g_get_monotonic_time ();
  ft_hint_advisor_clear (advisor);
  /* Well before the search's own end (valgrind included). */
  g_assert_cmpint (g_get_monotonic_time () - start, <, FT_HINT_MOVETIME_MS / 2 * 1000);
  g_assert_false (ft_hint_advisor_is_thinking (advisor));
  advice_spin (FT_HINT_MOVETIME_MS + 300);
  g_assert_false (ft_hint_advisor_has_hint (advisor));
  g_assert_cmpuint (hint_notifies, ==, 0);

  /* Browsing drops a hint and refuses a new one, with the reason. */
  g_assert_true (ft_hint_advisor_request (advisor, NULL));
  g_assert_true (wait_for_hint (advisor, FT_HINT_MOVETIME_MS + 2000));
  ft_hint_advisor_set_browsing (advisor, TRUE);
  g_assert_false (ft_hint_advisor_has_hint (advisor));
  g_assert_false (ft_hint_advisor_is_available (advisor));
  ft_hint_advisor_set_browsing (advisor, FALSE);
  g_assert_true (ft_hint_advisor_is_available (advisor));

  /* A new session drops the hint; a dropped advisor stops its search. */
  g_assert_true (ft_hint_advisor_request (advisor, NULL));
  ft_hint_advisor_set_session (advisor, NULL);
  g_assert_false (ft_hint_advisor_is_thinking (advisor));
  g_assert_false (ft_hint_advisor_is_available (advisor));
  ft_hint_advisor_set_session (advisor, session);
  g_assert_true (ft_hint_advisor_request (advisor, NULL));
  g_clear_object (&advisor);
  advice_spin (FT_HINT_MOVETIME_MS + 100);
  ft_session_stop (session);
}

static void
assert_refused (FtHintAdvisor *advisor, const char *reason)
{
  const char *why = NULL;

  g_assert_false (ft_hint_advisor_is_available (advisor));
  g_assert_false (ft_hint_advisor_can_hint (advisor, &why));
  g_assert_cmpstr (why, ==, reason);
  why = NULL;
  g_assert_false (ft_hint_advisor_request (advisor, &why));
  g_assert_cmpstr (why, ==, reason);
  g_assert_false (ft_hint_advisor_is_thinking (advisor));
}

static void
test_not_available (void)
{
  g_autoptr (FtSession) session = advice_chess_session (MATE_IN_ONE, FT_OPPONENT_COMPUTER, FT_WHITE, FALSE);
  g_autoptr (FtSession) computer_first = advice_chess_session (NULL, FT_OPPONENT_COMPUTER, FT_BLACK, FALSE);
  g_autoptr (FtSession) fog = advice_chess_session (NULL, FT_OPPONENT_HUMAN, FT_WHITE, TRUE);
  g_autoptr (FtHintAdvisor) advisor = ft_hint_advisor_new ();
  guint available_notifies = 0;

  assert_refused (advisor, "No game is being played");
  ft_hint_advisor_set_session (advisor, session);
  g_signal_connect (advisor, "notify::available", G_CALLBACK (count_cb), &available_notifies);
  g_assert_true (ft_hint_advisor_request (advisor, NULL));
  g_assert_true (wait_for_hint (advisor, FT_HINT_MOVETIME_MS + 2000));

  /* A network game or a puzzle: the hint goes, none is given. */
  ft_hint_advisor_set_mode (advisor, FT_ADVICE_NETWORK);
  g_assert_false (ft_hint_advisor_has_hint (advisor));
  assert_refused (advisor, "No hints in network games");
  g_assert_cmpuint (available_notifies, ==, 1);
  ft_hint_advisor_set_mode (advisor, FT_ADVICE_PUZZLE);
  assert_refused (advisor, "No hints in puzzles: the hint would be the solution");
  ft_hint_advisor_set_mode (advisor, FT_ADVICE_PLAY);
  g_assert_true (ft_hint_advisor_is_available (advisor));
  g_assert_cmpuint (available_notifies, ==, 2);

  /* Paused: none; going on: again. */
  g_assert_true (ft_session_pause (session));
  assert_refused (advisor, "The game is paused");
  ft_session_resume (session);
  g_assert_true (ft_hint_advisor_is_available (advisor));

  /* The computer is to move: a hint is for the player's own move. */
  ft_hint_advisor_set_session (advisor, computer_first);
  assert_refused (advisor, "A hint is for your own move: wait for your turn");

  /* Fog of war: the search would see through it. */
  ft_hint_advisor_set_session (advisor, fog);
  assert_refused (advisor, "No hints under fog of war");

  ft_session_stop (session);
  ft_session_stop (computer_first);
  ft_session_stop (fog);
}

/* Checkers: the computer player's search gives a legal move. */
static void
test_checkers (void)
{
  g_autoptr (FtSession) session = advice_checkers_session ();
  g_autoptr (FtHintAdvisor) advisor = ft_hint_advisor_new ();
  g_autofree char *words = NULL;
  FtGameMove hint;
  FtCell from, to;

  ft_hint_advisor_set_session (advisor, session);
  g_assert_true (ft_hint_advisor_request (advisor, NULL));
  g_assert_true (wait_for_hint (advisor, FT_HINT_MOVETIME_MS + 3000));
  g_assert_true (ft_hint_advisor_get_arrow (advisor, &from, &to));
  g_assert_cmpint (from, !=, to);
  words = ft_hint_advisor_describe (advisor);
  g_assert_true (g_str_has_prefix (words, "Hint: "));
  g_assert_true (ft_hint_advisor_get_hint (advisor, &hint));
  g_assert_true (ft_session_request (session, &hint));
  g_assert_false (ft_hint_advisor_has_hint (advisor));

  /* A request dropped before it answers leaves nothing behind. */
  g_assert_true (ft_hint_advisor_request (advisor, NULL));
  ft_hint_advisor_clear (advisor);
  advice_spin (FT_HINT_MOVETIME_MS + 300);
  g_assert_false (ft_hint_advisor_has_hint (advisor));
  g_assert_false (ft_hint_advisor_is_thinking (advisor));
  ft_session_stop (session);
}

int
main (int argc, char **argv)
{
  g_setenv ("LANGUAGE", "C", TRUE);
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/hint-advisor/mate-in-one", test_mate_in_one);
  g_test_add_func ("/hint-advisor/cleared-by-moves", test_cleared_by_moves);
  g_test_add_func ("/hint-advisor/clear-stops-promptly", test_clear_stops_promptly);
  g_test_add_func ("/hint-advisor/not-available", test_not_available);
  g_test_add_func ("/hint-advisor/checkers", test_checkers);
  return g_test_run ();
}
