/* test-draw-judge.c — the computer's answers about draws (FtDrawJudge,
 * issue 19 "Offer draw"; issue 20 item 18 its claims) on real positions:
 * a dead-equal position after twenty moves each is accepted, a queen up is
 * declined, too few moves are declined without a search; the computer
 * claims a repetition when it is worse and plays on when it is better,
 * through its player and the session; a person claims through the session;
 * and what cannot be judged (checkers, fog) says so. */
#include "config.h"

#include "ft-checkers-ruleset.h"
#include "ft-computer-player.h"
#include "ft-draw-judge.h"
#include "ft-fen.h"
#include "ft-game-setup.h"
#include "ft-scripted-player.h"
#include "ft-session.h"

#include "draw-test-positions.h"

static FtGame *
game_from (const char *fen, const char *const *moves, guint n_moves, FtGameSetup **setup_out)
{
  g_autoptr (FtGameSetup) setup = ft_game_setup_new_default ();
  FtGame *game;

  g_assert_true (ft_fen_parse (fen, FT_RULES_STANDARD, setup->start, NULL));
  setup->time_control = FT_TIME_CONTROL_UNTIMED;
  setup->human_colour = FT_WHITE;
  game = ft_game_setup_create_game (setup);
  for (guint i = 0; i < n_moves; i++)
    {
      FtMove move = ft_position_parse_move (ft_game_get_position (game), moves[i]);

      g_assert_true (move != FT_MOVE_NONE);
      g_assert_true (ft_game_append_recorded_move (game, move, -1, -1));
    }
  if (setup_out != NULL)
    *setup_out = g_steal_pointer (&setup);
  return game;
}

typedef struct
{
  GMainLoop *loop;
  gboolean done;
  gboolean ok;
  FtDrawAnswer answer;
  int score;
  GError *error;
} Asked;

static void
answered_cb (GObject *source, GAsyncResult *result, gpointer user_data)
{
  Asked *asked = user_data;

  asked->ok = ft_draw_judge_ask_finish (FT_DRAW_JUDGE (source), result, &asked->answer, &asked->score,
                                        &asked->error);
  asked->done = TRUE;
  g_main_loop_quit (asked->loop);
}

static gboolean
too_slow_cb (gpointer user_data G_GNUC_UNUSED)
{
  g_error ("no answer in 20 s");
  return G_SOURCE_REMOVE;
}

/* Ask and wait for the answer (main loop running: the search is on a
 * worker thread). */
static Asked
ask (FtGame *game, FtColour computer, FtDrawQuestion question)
{
  g_autoptr (FtDrawJudge) judge = ft_draw_judge_new ();
  Asked asked = { .loop = g_main_loop_new (NULL, FALSE) };
  guint timeout = g_timeout_add_seconds (20, too_slow_cb, NULL);

  ft_draw_judge_ask_async (judge, game, computer, question, NULL, answered_cb, &asked);
  /* Never answered inside the call: the caller's loop delivers it. */
  g_assert_false (asked.done);
  g_main_loop_run (asked.loop);
  g_source_remove (timeout);
  g_main_loop_unref (asked.loop);
  g_test_message ("answer %d, score %d", asked.answer, asked.score);
  return asked;
}

static void
test_rule (void)
{
  g_assert_cmpint (ft_draw_judge_decide (FT_DRAW_QUESTION_OFFER, 39, 0), ==, FT_DRAW_ANSWER_TOO_EARLY);
  g_assert_cmpint (ft_draw_judge_decide (FT_DRAW_QUESTION_OFFER, 40, 0), ==, FT_DRAW_ANSWER_ACCEPT);
  g_assert_cmpint (ft_draw_judge_decide (FT_DRAW_QUESTION_OFFER, 40, 30), ==, FT_DRAW_ANSWER_ACCEPT);
  g_assert_cmpint (ft_draw_judge_decide (FT_DRAW_QUESTION_OFFER, 40, 31), ==, FT_DRAW_ANSWER_BETTER);
  g_assert_cmpint (ft_draw_judge_decide (FT_DRAW_QUESTION_OFFER, 90, -500), ==, FT_DRAW_ANSWER_ACCEPT);
  /* A claim needs no number of moves. */
  g_assert_cmpint (ft_draw_judge_decide (FT_DRAW_QUESTION_CLAIM, 0, 30), ==, FT_DRAW_ANSWER_ACCEPT);
  g_assert_cmpint (ft_draw_judge_decide (FT_DRAW_QUESTION_CLAIM, 0, 31), ==, FT_DRAW_ANSWER_BETTER);
}

static void
test_offer_accepted_when_equal (void)
{
  g_autoptr (FtGame) game = game_from (fortress, walk, G_N_ELEMENTS (walk), NULL);
  Asked asked;

  g_assert_cmpuint (ft_game_get_n_moves (game), ==, 40);
  asked = ask (game, FT_BLACK, FT_DRAW_QUESTION_OFFER);
  g_assert_no_error (asked.error);
  g_assert_true (asked.ok);
  g_assert_cmpint (asked.answer, ==, FT_DRAW_ANSWER_ACCEPT);
  g_assert_cmpint (ABS (asked.score), <=, FT_DRAW_OFFER_MARGIN);
}

static void
test_offer_declined_a_queen_up (void)
{
  g_autoptr (FtGame) game = game_from (queen_up, walk, G_N_ELEMENTS (walk), NULL);
  Asked asked;

  /* White, a queen up, is offered a draw: no. */
  asked = ask (game, FT_WHITE, FT_DRAW_QUESTION_OFFER);
  g_assert_true (asked.ok);
  g_assert_cmpint (asked.answer, ==, FT_DRAW_ANSWER_BETTER);
  g_assert_cmpint (asked.score, >, 500);
  /* Black, a queen down, takes it. */
  asked = ask (game, FT_BLACK, FT_DRAW_QUESTION_OFFER);
  g_assert_true (asked.ok);
  g_assert_cmpint (asked.answer, ==, FT_DRAW_ANSWER_ACCEPT);
  g_assert_cmpint (asked.score, <, -500);
}

static void
test_offer_declined_too_early (void)
{
  g_autoptr (FtGame) game = game_from (fortress, walk, 38, NULL);
  Asked asked = ask (game, FT_BLACK, FT_DRAW_QUESTION_OFFER);

  g_assert_true (asked.ok);
  g_assert_cmpint (asked.answer, ==, FT_DRAW_ANSWER_TOO_EARLY);
}

static void
test_what_cannot_be_judged (void)
{
  g_autoptr (FtRuleset) start = FT_RULESET (ft_checkers_ruleset_new (FT_CHECKERS_RULES_BOMBS,
                                                                    FT_CHECKERS_TURN_END_AUTO));
  g_autoptr (FtClock) clock = ft_clock_new_untimed ();
  g_autoptr (FtGame) checkers = ft_game_new_for_rules (start, FT_WHITE, clock);
  g_autoptr (FtGame) over = game_from (fortress, walk, G_N_ELEMENTS (walk), NULL);
  g_autoptr (FtGameSetup) setup = ft_game_setup_new_default ();
  g_autoptr (FtGame) fog = NULL;
  Asked asked;

  g_assert_false (ft_draw_judge_can_judge (checkers));
  asked = ask (checkers, FT_BLACK, FT_DRAW_QUESTION_OFFER);
  g_assert_false (asked.ok);
  g_assert_error (asked.error, G_IO_ERROR, G_IO_ERROR_NOT_SUPPORTED);
  g_clear_error (&asked.error);

  ft_game_end (over, FT_RESULT_DRAW, FT_REASON_AGREEMENT);
  g_assert_false (ft_draw_judge_can_judge (over));

  setup->fog_of_war = TRUE;
  fog = ft_game_setup_create_game (setup);
  g_assert_false (ft_draw_judge_can_judge (fog));
}

/* A question cancelled while the computer thinks fails as cancelled. */
static void
test_cancelled (void)
{
  g_autoptr (FtGame) game = game_from (fortress, walk, G_N_ELEMENTS (walk), NULL);
  g_autoptr (FtDrawJudge) judge = ft_draw_judge_new ();
  g_autoptr (GCancellable) cancellable = g_cancellable_new ();
  Asked asked = { .loop = g_main_loop_new (NULL, FALSE) };

  ft_draw_judge_ask_async (judge, game, FT_BLACK, FT_DRAW_QUESTION_OFFER, cancellable, answered_cb, &asked);
  g_cancellable_cancel (cancellable);
  g_main_loop_run (asked.loop);
  g_main_loop_unref (asked.loop);
  g_assert_false (asked.ok);
  g_assert_error (asked.error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
  g_clear_error (&asked.error);
}

typedef struct
{
  GMainLoop *loop;
  guint claims;
  guint moves;
} Turn;

static void
turn_claimed_cb (FtPlayer *player G_GNUC_UNUSED, gpointer user_data)
{
  Turn *turn = user_data;

  turn->claims++;
  g_main_loop_quit (turn->loop);
}

static void
turn_moved_cb (FtPlayer *player G_GNUC_UNUSED, const FtGameMove *move G_GNUC_UNUSED, gpointer user_data)
{
  Turn *turn = user_data;

  turn->moves++;
  g_main_loop_quit (turn->loop);
}

/* The computer's turn in the game: a claim or a move? */
static Turn
computer_turn (FtGame *game)
{
  g_autoptr (FtComputerPlayer) computer = ft_computer_player_new (FT_LEVEL_NORMAL, 7);
  Turn turn = { .loop = g_main_loop_new (NULL, FALSE) };
  guint timeout = g_timeout_add_seconds (20, too_slow_cb, NULL);

  ft_computer_player_set_move_time (computer, 200);
  g_signal_connect (computer, "draw-claimed", G_CALLBACK (turn_claimed_cb), &turn);
  g_signal_connect (computer, "move-chosen", G_CALLBACK (turn_moved_cb), &turn);
  ft_game_start_turn (game);
  ft_player_begin_turn (FT_PLAYER (computer), game);
  g_main_loop_run (turn.loop);
  g_source_remove (timeout);
  g_main_loop_unref (turn.loop);
  return turn;
}

/* Issue 20 item 18: the computer claims a repetition on its move when it is
 * not better, and plays on for the win when it is. */
static void
test_computer_claims_when_not_better (void)
{
  /* Black, a queen down, to move in the third occurrence: it claims. */
  g_autoptr (FtGame) black_to_move = game_from (queen_dance, dance, 9, NULL);
  /* White, a queen up, to move in a third occurrence: it plays on. */
  g_autoptr (FtGame) white_to_move = game_from (queen_dance, dance, 12, NULL);
  Turn turn;

  g_assert_true (ft_game_can_claim_draw (black_to_move, NULL));
  turn = computer_turn (black_to_move);
  g_assert_cmpuint (turn.claims, ==, 1);
  g_assert_cmpuint (turn.moves, ==, 0);

  g_assert_true (ft_game_can_claim_draw (white_to_move, NULL));
  turn = computer_turn (white_to_move);
  g_assert_cmpuint (turn.claims, ==, 0);
  g_assert_cmpuint (turn.moves, ==, 1);
}

/* Short of time (3 s on its clock) it does not stop to think about a claim:
 * it plays on. */
static void
test_computer_short_of_time_plays_on (void)
{
  g_autofree FtPosition *start = g_new0 (FtPosition, 1);
  g_autoptr (FtGame) game = NULL;
  Turn turn;

  g_assert_true (ft_fen_parse (queen_dance, FT_RULES_STANDARD, start, NULL));
  game = ft_game_new (start, FT_WHITE, 3000, 0, 3000, 0);
  for (guint i = 0; i < 9; i++)
    g_assert_true (ft_game_append_recorded_move (game, ft_position_parse_move (ft_game_get_position (game), dance[i]),
                                                 -1, -1));
  g_assert_true (ft_game_can_claim_draw (game, NULL));
  turn = computer_turn (game);
  g_assert_cmpuint (turn.claims, ==, 0);
  g_assert_cmpuint (turn.moves, ==, 1);
}

static void
session_over_cb (FtSession *session G_GNUC_UNUSED, int result G_GNUC_UNUSED, int reason G_GNUC_UNUSED,
                 gpointer user_data)
{
  g_main_loop_quit (user_data);
}

/* The session takes the computer's claim: the game ends drawn, the message
 * says it was claimed. */
static void
test_session_takes_the_computers_claim (void)
{
  g_autoptr (FtGame) game = game_from (queen_dance, dance, 9, NULL);
  g_autoptr (FtScriptedPlayer) white = ft_scripted_player_new ("White");
  g_autoptr (FtComputerPlayer) black = ft_computer_player_new (FT_LEVEL_NORMAL, 7);
  g_autoptr (FtSession) session = ft_session_new_with_players (game, FT_PLAYER (white), FT_PLAYER (black));
  g_autoptr (GMainLoop) loop = g_main_loop_new (NULL, FALSE);
  guint timeout = g_timeout_add_seconds (20, too_slow_cb, NULL);
  FtResultReason reason;

  g_signal_connect (session, "game-over", G_CALLBACK (session_over_cb), loop);
  ft_session_start (session);
  g_main_loop_run (loop);
  g_source_remove (timeout);
  g_assert_cmpint (ft_game_get_result (game, &reason), ==, FT_RESULT_DRAW);
  g_assert_cmpint (reason, ==, FT_REASON_PERPETUAL_CHECK);
  g_assert_cmpuint (ft_game_get_n_moves (game), ==, 9);
  g_assert_cmpstr (ft_session_get_result_message (session), ==, "Draw by perpetual check — claimed");
}

/* A person at this computer claims through the session on their own move
 * only, and may offer a draw to the computer; an agreed draw ends the game. */
static void
test_session_claim_and_offer (void)
{
  g_autoptr (FtGameSetup) setup = NULL;
  g_autoptr (FtGame) game = game_from (queen_dance, dance, 12, &setup);
  g_autoptr (FtSession) session = ft_session_new_for_game (setup, game, 7);
  g_autoptr (FtGameSetup) setup2 = NULL;
  g_autoptr (FtGame) game2 = game_from (fortress, walk, G_N_ELEMENTS (walk), &setup2);
  g_autoptr (FtSession) session2 = ft_session_new_for_game (setup2, game2, 7);
  FtColour computer = FT_WHITE;
  FtResultReason reason;

  /* White, the person, to move in a third occurrence. */
  g_assert_true (ft_session_can_claim_draw (session));
  g_assert_true (ft_session_can_offer_draw (session, &computer));
  g_assert_cmpint (computer, ==, FT_BLACK);
  g_assert_true (ft_session_pause (session));
  g_assert_false (ft_session_can_claim_draw (session));
  g_assert_false (ft_session_can_offer_draw (session, NULL));
  ft_session_resume (session);
  g_assert_true (ft_session_claim_draw (session));
  g_assert_cmpint (ft_game_get_result (game, &reason), ==, FT_RESULT_DRAW);
  g_assert_cmpstr (ft_session_get_result_message (session), ==, "Draw by perpetual check — claimed");
  g_assert_false (ft_session_can_claim_draw (session));
  g_assert_false (ft_session_claim_draw (session));
  g_assert_false (ft_session_can_offer_draw (session, NULL));

  /* Not claimable: nothing to claim; an agreed draw. */
  g_assert_false (ft_session_can_claim_draw (session2));
  g_assert_false (ft_session_claim_draw (session2));
  g_assert_true (ft_session_agree_draw (session2));
  g_assert_cmpint (ft_game_get_result (game2, &reason), ==, FT_RESULT_DRAW);
  g_assert_cmpint (reason, ==, FT_REASON_AGREEMENT);
  g_assert_cmpstr (ft_session_get_result_message (session2), ==, "Draw by agreement");
  g_assert_false (ft_session_agree_draw (session2));
  g_assert_false (ft_game_can_undo (game2));
}

/* Two people at one computer: no computer to offer a draw to. */
static void
test_no_offer_between_people (void)
{
  g_autoptr (FtGameSetup) setup = NULL;
  g_autoptr (FtGame) game = game_from (fortress, walk, G_N_ELEMENTS (walk), &setup);
  g_autoptr (FtSession) session = NULL;

  setup->opponent = FT_OPPONENT_HUMAN;
  session = ft_session_new_for_game (setup, game, 7);
  g_assert_false (ft_session_can_offer_draw (session, NULL));
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/draw-judge/rule", test_rule);
  g_test_add_func ("/draw-judge/issue19-offer-accepted-when-equal", test_offer_accepted_when_equal);
  g_test_add_func ("/draw-judge/issue19-offer-declined-a-queen-up", test_offer_declined_a_queen_up);
  g_test_add_func ("/draw-judge/issue19-offer-declined-too-early", test_offer_declined_too_early);
  g_test_add_func ("/draw-judge/what-cannot-be-judged", test_what_cannot_be_judged);
  g_test_add_func ("/draw-judge/cancelled", test_cancelled);
  g_test_add_func ("/draw-judge/issue20-item18-computer-claims-when-not-better",
                   test_computer_claims_when_not_better);
  g_test_add_func ("/draw-judge/computer-short-of-time-plays-on", test_computer_short_of_time_plays_on);
  g_test_add_func ("/draw-judge/issue20-item18-session-takes-the-computers-claim",
                   test_session_takes_the_computers_claim);
  g_test_add_func ("/draw-judge/session-claim-and-offer", test_session_claim_and_offer);
  g_test_add_func ("/draw-judge/no-offer-between-people", test_no_offer_between_people);
  return g_test_run ();
}
