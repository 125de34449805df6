/* Tests of FtSession, the conductor: players, turns, holds, promotion, the
 * per-move timer and the messages. No GTK. */
#include <string.h>

#include "ft-computer-player.h"
#include "ft-fen.h"
#include "ft-human-player.h"
#include "ft-session.h"

typedef struct
{
  gint64 now_us;
  guint turns_started;
  guint moves_played;
  guint games_over;
  int last_turn_side;
  GArray *events; /* 'T' turn started, 'M' move played, 'O' game over */
  gboolean hold_on_move;
  FtSession *session;
} Recorder;

static gint64
fake_time (gpointer user_data)
{
  return ((Recorder *) user_data)->now_us;
}

static void
turn_started_cb (FtSession *session, int side, gpointer user_data)
{
  Recorder *r = user_data;
  FtGame *game = ft_session_get_game (session);

  /* The turn has begun for the side to move, and its clock runs (unless
   * the game is untimed). */
  g_assert_cmpint (side, ==, ft_game_get_turn (game));
  g_assert_true (ft_game_is_turn_started (game));
  g_assert_false (ft_session_is_held (session));
  r->turns_started++;
  r->last_turn_side = side;
  g_array_append_val (r->events, "T"[0]);
}

static void
move_played_cb (FtSession *session, const FtGameMove *played, gpointer user_data)
{
  FtMove move = ft_game_move_get_chess (played);
  Recorder *r = user_data;

  g_assert_cmpuint (ft_game_get_last_move (ft_session_get_game (session)), ==, move);
  r->moves_played++;
  g_array_append_val (r->events, "M"[0]);
  if (r->hold_on_move)
    ft_session_hold (session);
}

static void
game_over_cb (FtSession *session G_GNUC_UNUSED, int result G_GNUC_UNUSED,
              int reason G_GNUC_UNUSED, gpointer user_data)
{
  Recorder *r = user_data;

  r->games_over++;
  g_array_append_val (r->events, "O"[0]);
}

static void
recorder_attach (Recorder *r, FtSession *session)
{
  memset (r, 0, sizeof *r);
  r->now_us = G_USEC_PER_SEC;
  r->last_turn_side = -1;
  r->events = g_array_new (TRUE, TRUE, 1);
  r->session = session;
  ft_clock_set_time_source (ft_game_get_clock (ft_session_get_game (session)), fake_time, r);
  g_signal_connect (session, "turn-started", G_CALLBACK (turn_started_cb), r);
  g_signal_connect (session, "move-played", G_CALLBACK (move_played_cb), r);
  g_signal_connect (session, "game-over", G_CALLBACK (game_over_cb), r);
}

static void
recorder_clear (Recorder *r)
{
  g_array_unref (r->events);
}

static FtGameSetup *
setup_from_fen (const char *fen, FtRules rules)
{
  FtGameSetup *setup = ft_game_setup_new_default ();
  g_autoptr (GError) error = NULL;

  ft_fen_parse (fen, rules, setup->start, &error);
  g_assert_no_error (error);
  return setup;
}

static gboolean
request (FtSession *session, const char *text)
{
  const FtPosition *pos = ft_game_get_position (ft_session_get_game (session));
  FtMove move = ft_position_parse_move (pos, text);

  if (move == FT_MOVE_NONE)
    return FALSE;
  return ft_session_request_move (session, FT_MOVE_FROM (move), FT_MOVE_TO (move),
                                  FT_MOVE_PROMOTION (move));
}

/* Two people at one computer play a whole game through move requests, as
 * the board asks for moves. */
static void
test_two_humans_whole_game (void)
{
  g_autoptr (FtGameSetup) setup = ft_game_setup_new_default ();
  g_autoptr (FtSession) session = NULL;
  FtGame *game;
  Recorder r;

  ft_position_set_standard_start (setup->start);
  setup->opponent = FT_OPPONENT_HUMAN;
  session = ft_session_new (setup, 1);
  recorder_attach (&r, session);
  game = ft_session_get_game (session);

  g_assert_cmpuint (ft_session_get_local_colours (session), ==, 3);
  g_assert_false (ft_session_has_single_local_player (session));
  g_assert_cmpstr (ft_player_get_name (ft_session_get_player (session, FT_WHITE)), ==, "White");
  g_assert_cmpstr (ft_player_get_name (ft_session_get_player (session, FT_BLACK)), ==, "Black");

  /* Nothing is played before the session starts. */
  g_assert_false (request (session, "e2e4"));
  ft_session_start (session);
  g_assert_cmpuint (r.turns_started, ==, 1);
  g_assert_cmpint (r.last_turn_side, ==, FT_WHITE);

  /* An illegal move and a move of the wrong side are refused. */
  g_assert_false (request (session, "e2e5"));
  g_assert_false (ft_session_request_move (session, FT_SQUARE (4, 6), FT_SQUARE (4, 4), FT_NO_KIND));
  g_assert_cmpuint (ft_game_get_n_moves (game), ==, 0);

  g_assert_true (request (session, "f2f3"));
  g_assert_cmpint (r.last_turn_side, ==, FT_BLACK);
  g_assert_true (request (session, "e7e5"));
  g_assert_true (request (session, "g2g4"));
  g_assert_true (request (session, "d8h4"));

  g_assert_cmpuint (r.moves_played, ==, 4);
  g_assert_cmpuint (r.turns_started, ==, 4);
  g_assert_cmpuint (r.games_over, ==, 1);
  g_assert_cmpstr (r.events->data, ==, "TMTMTMTMO");
  g_assert_cmpstr (ft_session_get_result_message (session), ==, "Black won by checkmate");
  g_assert_false (request (session, "a2a3"));
  recorder_clear (&r);
}

/* The interface holds the next turn while it animates: the next side's
 * turn (and clock) begins only at the release. */
static void
test_hold_delays_next_turn (void)
{
  g_autoptr (FtGameSetup) setup = ft_game_setup_new_default ();
  g_autoptr (FtSession) session = NULL;
  FtGame *game;
  FtClock *clock;
  Recorder r;

  setup->opponent = FT_OPPONENT_HUMAN;
  session = ft_session_new (setup, 1);
  recorder_attach (&r, session);
  game = ft_session_get_game (session);
  clock = ft_game_get_clock (game);
  r.hold_on_move = TRUE;

  /* Held before the start: the first turn waits too. */
  ft_session_hold (session);
  ft_session_start (session);
  g_assert_cmpuint (r.turns_started, ==, 0);
  g_assert_false (ft_clock_is_running (clock));
  ft_session_release (session);
  g_assert_cmpuint (r.turns_started, ==, 1);

  g_assert_true (request (session, "g2g4"));
  g_assert_true (ft_session_is_held (session));
  g_assert_false (ft_game_is_turn_started (game));
  g_assert_false (ft_clock_is_running (clock));
  /* Time spent animating is nobody's. */
  r.now_us += 5 * G_USEC_PER_SEC;
  g_assert_cmpint (ft_clock_get_remaining_ms (clock, FT_BLACK), ==, 180000);
  /* Holds nest. */
  ft_session_hold (session);
  ft_session_release (session);
  g_assert_cmpuint (r.turns_started, ==, 1);
  ft_session_release (session);
  g_assert_cmpuint (r.turns_started, ==, 2);
  g_assert_true (ft_clock_is_running (clock));
  g_assert_cmpint (ft_clock_get_running_side (clock), ==, FT_BLACK);
  g_assert_cmpstr (r.events->data, ==, "TMT");
  recorder_clear (&r);
}

static gboolean
timeout_cb (gpointer user_data)
{
  *(gboolean *) user_data = TRUE;
  return G_SOURCE_REMOVE;
}

/* Run the main loop until `done` (a counter) reaches `target`, or 30 s. */
static void
iterate_until (guint *counter, guint target)
{
  gboolean timed_out = FALSE;
  guint id = g_timeout_add_seconds (30, timeout_cb, &timed_out);

  while (*counter < target && !timed_out)
    g_main_context_iteration (NULL, TRUE);
  g_assert_false (timed_out);
  g_source_remove (id);
}

/* The computer answers a person's move. */
static void
test_human_against_computer (void)
{
  g_autoptr (FtGameSetup) setup = ft_game_setup_new_default ();
  g_autoptr (FtSession) session = NULL;
  FtGame *game;
  Recorder r;

  setup->level = FT_LEVEL_EASY;
  session = ft_session_new (setup, 7);
  recorder_attach (&r, session);
  game = ft_session_get_game (session);
  g_assert_cmpuint (ft_session_get_local_colours (session), ==, 1);
  g_assert_true (ft_session_has_single_local_player (session));
  g_assert_cmpstr (ft_player_get_name (ft_session_get_player (session, FT_WHITE)), ==, "You");
  g_assert_cmpstr (ft_player_get_name (ft_session_get_player (session, FT_BLACK)), ==, "Computer (easy)");

  ft_session_start (session);
  g_assert_false (ft_session_is_waiting_for_opponent (session));
  g_assert_true (request (session, "g2g4"));
  g_assert_true (ft_session_is_waiting_for_opponent (session));
  /* A person cannot move for the computer. */
  g_assert_false (request (session, "g13g11"));
  iterate_until (&r.moves_played, 2);
  g_assert_cmpuint (ft_game_get_n_moves (game), ==, 2);
  g_assert_cmpint (ft_game_get_turn (game), ==, FT_WHITE);
  g_assert_true (ft_game_is_turn_started (game));
  recorder_clear (&r);
}

/* Two computers play each other; moves alternate and each is legal. */
static void
test_computer_against_computer (void)
{
  g_autoptr (FtGameSetup) setup = ft_game_setup_new_default ();
  g_autoptr (FtGame) game = NULL;
  g_autoptr (FtComputerPlayer) white = ft_computer_player_new (FT_LEVEL_EASY, 3);
  g_autoptr (FtComputerPlayer) black = ft_computer_player_new (FT_LEVEL_EASY, 4);
  g_autoptr (FtSession) session = NULL;
  Recorder r;

  game = ft_game_new (setup->start, FT_WHITE, 60000, 0, 60000, 0);
  session = ft_session_new_with_players (game, FT_PLAYER (white), FT_PLAYER (black));
  /* One engine for the game: Black searches with White's. */
  g_assert_true (ft_computer_player_get_engine_owner (black) == white);
  g_assert_true (ft_computer_player_get_engine_owner (white) == white);
  recorder_attach (&r, session);
  g_assert_cmpuint (ft_session_get_local_colours (session), ==, 0);
  ft_session_start (session);
  iterate_until (&r.moves_played, 12);
  ft_session_stop (session);
  g_assert_false (ft_computer_player_is_thinking (white));
  g_assert_false (ft_computer_player_is_thinking (black));
  for (guint i = 0; i < r.events->len; i += 2)
    g_assert_cmpint (r.events->data[i], ==, 'T');
  g_assert_cmpuint (ft_game_get_n_moves (game), >=, 12);
  g_assert_false (ft_clock_is_running (ft_game_get_clock (game)));
  /* No move arrives after the stop. */
  {
    guint n = ft_game_get_n_moves (game);
    for (int i = 0; i < 50; i++)
      g_main_context_iteration (NULL, FALSE);
    g_assert_cmpuint (ft_game_get_n_moves (game), ==, n);
  }
  recorder_clear (&r);
}

/* Resigning names the colour between two people, "you" against the computer. */
static void
test_resign_messages (void)
{
  g_autoptr (FtGameSetup) setup = ft_game_setup_new_default ();
  g_autoptr (FtSession) pair = NULL;
  g_autoptr (FtSession) single = NULL;

  setup->opponent = FT_OPPONENT_HUMAN;
  pair = ft_session_new (setup, 1);
  ft_session_start (pair);
  ft_session_resign (pair, FT_WHITE);
  g_assert_cmpstr (ft_session_get_result_message (pair), ==, "White resigned");

  setup->opponent = FT_OPPONENT_COMPUTER;
  setup->human_colour = FT_BLACK;
  single = ft_session_new (setup, 1);
  ft_session_start (single);
  ft_session_resign (single, FT_BLACK);
  g_assert_cmpstr (ft_session_get_result_message (single), ==, "You resigned");
}

/* Promotion: "queen" offers only the queen on Fourteen rules; "choose"
 * every kind but king and pawn; standard rules always choose. */
static void
test_promotion_choice (void)
{
  /* White pawn on rank 7 of 14×14 promotes on rank 8. */
  const char *fen = "k13/14/14/14/14/14/14/4P9/14/14/14/14/14/K13 w - - 0 1";
  g_autoptr (FtGameSetup) setup = setup_from_fen (fen, FT_RULES_FOURTEEN);
  g_autoptr (FtSession) queen_only = NULL;
  g_autoptr (FtSession) choose = NULL;
  g_autoptr (FtGameSetup) standard = NULL;
  g_autoptr (FtSession) fide = NULL;
  FtMove last;

  setup->opponent = FT_OPPONENT_HUMAN;
  g_assert_false (ft_game_setup_chooses_promotion (setup));
  queen_only = ft_session_new (setup, 1);
  ft_session_start (queen_only);
  g_assert_false (ft_session_request_move (queen_only, FT_SQUARE (4, 6), FT_SQUARE (4, 7),
                                           FT_KNIGHT));
  g_assert_true (ft_session_request_move (queen_only, FT_SQUARE (4, 6), FT_SQUARE (4, 7),
                                          FT_NO_KIND));
  last = ft_game_get_last_move (ft_session_get_game (queen_only));
  g_assert_cmpint (FT_MOVE_PROMOTION (last), ==, FT_QUEEN);

  setup->promotion = FT_PROMOTION_CHOOSE;
  g_assert_true (ft_game_setup_chooses_promotion (setup));
  choose = ft_session_new (setup, 1);
  ft_session_start (choose);
  {
    g_autofree FtMoveList *list = g_new (FtMoveList, 1);
    guint promotions = 0;

    ft_position_generate_legal_from (ft_game_get_position (ft_session_get_game (choose)),
                                     FT_SQUARE (4, 6), list);
    for (guint i = 0; i < list->count; i++)
      promotions += FT_MOVE_PROMOTION (list->moves[i]) != FT_NO_KIND;
    /* Queen, rook, bishop, knight, amazon, chancellor, archbishop, general, camel. */
    g_assert_cmpuint (promotions, ==, 9);
  }
  g_assert_true (ft_session_request_move (choose, FT_SQUARE (4, 6), FT_SQUARE (4, 7),
                                          FT_CAMEL));
  last = ft_game_get_last_move (ft_session_get_game (choose));
  g_assert_cmpint (FT_MOVE_PROMOTION (last), ==, FT_CAMEL);
  g_assert_cmpint (FT_PIECE_KIND (ft_game_get_position (ft_session_get_game (choose))
                                      ->board[FT_SQUARE (4, 7)]), ==, FT_CAMEL);

  standard = setup_from_fen ("k7/4P3/8/8/8/8/8/K7 w - - 0 1", FT_RULES_STANDARD);
  g_assert_true (ft_game_setup_chooses_promotion (standard));
  standard->opponent = FT_OPPONENT_HUMAN;
  fide = ft_session_new (standard, 1);
  ft_session_start (fide);
  g_assert_false (ft_session_request_move (fide, FT_SQUARE (4, 6), FT_SQUARE (4, 7), FT_CAMEL));
  g_assert_true (ft_session_request_move (fide, FT_SQUARE (4, 6), FT_SQUARE (4, 7), FT_KNIGHT));
  last = ft_game_get_last_move (ft_session_get_game (fide));
  g_assert_cmpint (FT_MOVE_PROMOTION (last), ==, FT_KNIGHT);
}

/* The per-move timer: an unused turn passes (a null move); a side in check
 * loses on time instead. */
static void
test_per_move_timer (void)
{
  g_autoptr (FtGameSetup) setup = NULL;
  g_autoptr (FtSession) session = NULL;
  FtGame *game;
  FtClock *clock;
  Recorder r;
  FtResultReason reason;

  setup = setup_from_fen ("4k3/8/8/8/8/8/4P3/R3K3 w - - 0 1", FT_RULES_STANDARD);
  setup->opponent = FT_OPPONENT_HUMAN;
  setup->time_control = FT_TIME_CONTROL_PER_MOVE;
  setup->per_move_ms = 5000;
  session = ft_session_new (setup, 1);
  recorder_attach (&r, session);
  game = ft_session_get_game (session);
  clock = ft_game_get_clock (game);
  g_assert_cmpint (ft_clock_get_mode (clock), ==, FT_CLOCK_MODE_PER_MOVE);

  ft_session_start (session);
  /* White's first move is not timed (no clock before the first move). */
  r.now_us += 60 * G_USEC_PER_SEC;
  g_assert_false (ft_clock_check_flag (clock));
  g_assert_true (request (session, "e2e3"));
  r.now_us += 4999 * 1000;
  g_assert_false (ft_clock_check_flag (clock));
  r.now_us += 1000;
  g_assert_true (ft_clock_check_flag (clock));
  /* Black passed: a null move, White to move, the game goes on. */
  g_assert_false (ft_game_is_over (game));
  g_assert_cmpuint (ft_game_get_n_moves (game), ==, 2);
  g_assert_cmpuint (ft_game_get_move (game, 1), ==, FT_MOVE_NONE);
  g_assert_cmpint (ft_game_get_turn (game), ==, FT_WHITE);
  /* White's turn begins from the main loop, with a full 5 s. */
  iterate_until (&r.turns_started, 3);
  g_assert_cmpint (r.last_turn_side, ==, FT_WHITE);
  g_assert_cmpint (ft_clock_get_remaining_ms (clock, FT_WHITE), ==, 5000);

  /* White gives check… */
  r.now_us += 1000 * 1000;
  g_assert_true (request (session, "a1a8"));
  g_assert_true (ft_position_in_check (ft_game_get_position (game)));
  /* …and Black, in check, loses on time instead of passing. */
  r.now_us += 5000 * 1000;
  g_assert_true (ft_clock_check_flag (clock));
  g_assert_true (ft_game_is_over (game));
  g_assert_cmpint (ft_game_get_result (game, &reason), ==, FT_RESULT_WHITE_WINS);
  g_assert_cmpint (reason, ==, FT_REASON_TIME);
  g_assert_cmpstr (ft_session_get_result_message (session), ==, "White won on time");
  recorder_clear (&r);
}

/* An untimed game never ends on time. */
static void
test_untimed (void)
{
  g_autoptr (FtGameSetup) setup = ft_game_setup_new_default ();
  g_autoptr (FtSession) session = NULL;
  FtClock *clock;
  Recorder r;

  setup->opponent = FT_OPPONENT_HUMAN;
  setup->time_control = FT_TIME_CONTROL_UNTIMED;
  session = ft_session_new (setup, 1);
  recorder_attach (&r, session);
  clock = ft_game_get_clock (ft_session_get_game (session));
  ft_session_start (session);
  r.now_us += (gint64) 10 * 3600 * G_USEC_PER_SEC;
  g_assert_false (ft_clock_check_flag (clock));
  g_assert_false (ft_game_is_over (ft_session_get_game (session)));
  g_assert_cmpint (ft_clock_get_remaining_ms (clock, FT_WHITE), ==, -1);
  recorder_clear (&r);
}

static void
position_changed_cb (FtSession *session G_GNUC_UNUSED, gpointer user_data)
{
  Recorder *r = user_data;
  g_array_append_val (r->events, "P"[0]);
}

/* Between two people a takeback is one move, the clocks go back, redo
 * replays, a new move ends redo; a checkmate can be taken back. */
static void
test_take_back_two_humans (void)
{
  g_autoptr (FtGameSetup) setup = ft_game_setup_new_default ();
  g_autoptr (FtSession) session = NULL;
  FtGame *game;
  FtClock *clock;
  Recorder r;

  ft_position_set_standard_start (setup->start);
  setup->opponent = FT_OPPONENT_HUMAN;
  setup->player_increment_ms = setup->cpu_increment_ms = 0;
  session = ft_session_new (setup, 1);
  recorder_attach (&r, session);
  g_signal_connect (session, "position-changed", G_CALLBACK (position_changed_cb), &r);
  game = ft_session_get_game (session);
  clock = ft_game_get_clock (game);
  g_assert_false (ft_session_can_take_back (session));

  ft_session_start (session);
  /* White's first 4 s are nobody's: no clock runs before the first move. */
  r.now_us += 4 * G_USEC_PER_SEC;
  g_assert_true (request (session, "f2f3"));
  r.now_us += 1 * G_USEC_PER_SEC;
  g_assert_true (request (session, "e7e5"));
  r.now_us += 2 * G_USEC_PER_SEC;
  g_assert_true (request (session, "g2g4"));
  g_assert_cmpint (ft_clock_get_remaining_ms (clock, FT_WHITE), ==, 178000);

  /* Black thinks 3 s, then White takes back g2g4. */
  r.now_us += 3 * G_USEC_PER_SEC;
  g_assert_true (ft_session_take_back (session));
  g_assert_cmpuint (ft_game_get_n_moves (game), ==, 2);
  g_assert_cmpint (ft_game_get_turn (game), ==, FT_WHITE);
  g_assert_true (ft_game_is_turn_started (game));
  g_assert_cmpint (ft_clock_get_remaining_ms (clock, FT_WHITE), ==, 180000);
  g_assert_cmpint (ft_clock_get_remaining_ms (clock, FT_BLACK), ==, 179000);
  g_assert_cmpint (ft_clock_get_running_side (clock), ==, FT_WHITE);

  /* Redo replays g2g4 with its clocks; Black to move. */
  g_assert_true (ft_session_can_redo (session));
  g_assert_true (ft_session_redo (session));
  g_assert_cmpuint (ft_game_get_n_moves (game), ==, 3);
  g_assert_cmpint (ft_clock_get_remaining_ms (clock, FT_WHITE), ==, 178000);
  g_assert_cmpint (ft_game_get_turn (game), ==, FT_BLACK);
  g_assert_false (ft_session_can_redo (session));

  /* Mate, taken back; a new move ends redo. */
  g_assert_true (request (session, "d8h4"));
  g_assert_true (ft_game_is_over (ft_session_get_game (session)));
  g_assert_true (ft_session_take_back (session));
  g_assert_false (ft_game_is_over (game));
  g_assert_cmpint (ft_game_get_turn (game), ==, FT_BLACK);
  g_assert_true (ft_session_can_redo (session));
  g_assert_true (request (session, "a7a6"));
  g_assert_false (ft_session_can_redo (session));
  g_assert_cmpuint (ft_game_get_n_moves (game), ==, 4);
  g_assert_nonnull (strchr (r.events->data, 'P'));

  /* Resignation is not taken back. */
  ft_session_resign (session, FT_WHITE);
  g_assert_false (ft_session_can_take_back (session));
  g_assert_false (ft_session_take_back (session));
  recorder_clear (&r);
}

/* Against the computer a takeback removes its reply and your move; while
 * it thinks, the search is cancelled and your move taken back. */
static void
test_take_back_against_computer (void)
{
  g_autoptr (FtGameSetup) setup = ft_game_setup_new_default ();
  g_autoptr (FtSession) session = NULL;
  FtComputerPlayer *computer;
  FtGame *game;
  Recorder r;

  setup->level = FT_LEVEL_EASY;
  session = ft_session_new (setup, 11);
  recorder_attach (&r, session);
  game = ft_session_get_game (session);
  computer = FT_COMPUTER_PLAYER (ft_session_get_player (session, FT_BLACK));
  ft_session_start (session);

  g_assert_true (request (session, "g2g4"));
  iterate_until (&r.moves_played, 2);
  g_assert_true (ft_session_take_back (session));
  g_assert_cmpuint (ft_game_get_n_moves (game), ==, 0);
  g_assert_cmpint (ft_game_get_turn (game), ==, FT_WHITE);
  g_assert_true (ft_game_is_turn_started (game));

  /* Move, and take back at once, while the computer thinks. */
  g_assert_true (request (session, "h2h4"));
  g_assert_true (ft_computer_player_is_thinking (computer));
  g_assert_true (ft_session_take_back (session));
  g_assert_false (ft_computer_player_is_thinking (computer));
  g_assert_cmpuint (ft_game_get_n_moves (game), ==, 0);
  /* Its answer never arrives. */
  for (int i = 0; i < 100; i++)
    g_main_context_iteration (NULL, FALSE);
  g_usleep (100000);
  for (int i = 0; i < 100; i++)
    g_main_context_iteration (NULL, FALSE);
  g_assert_cmpuint (ft_game_get_n_moves (game), ==, 0);
  g_assert_cmpint (ft_game_get_turn (game), ==, FT_WHITE);
  recorder_clear (&r);
}

/* No clock runs before the game's first move (as on lichess): White thinks
 * for free, its first move adds its increment, Black's clock runs from
 * then on; a pause or a takeback to the start stops it again. An untimed
 * game still knows whose turn runs. */
static void
test_no_clock_before_first_move (void)
{
  g_autoptr (FtGameSetup) setup = ft_game_setup_new_default ();
  g_autoptr (FtGameSetup) untimed_setup = ft_game_setup_new_default ();
  g_autoptr (FtSession) session = NULL;
  g_autoptr (FtSession) untimed = NULL;
  FtGame *game;
  FtClock *clock;
  Recorder r;

  ft_position_set_standard_start (setup->start);
  setup->opponent = FT_OPPONENT_HUMAN;
  setup->player_ms = setup->cpu_ms = 180000;
  setup->player_increment_ms = setup->cpu_increment_ms = 2000;
  session = ft_session_new (setup, 1);
  recorder_attach (&r, session);
  game = ft_session_get_game (session);
  clock = ft_game_get_clock (game);

  ft_session_start (session);
  g_assert_true (ft_game_is_turn_started (game));
  g_assert_false (ft_clock_is_running (clock));
  r.now_us += 10 * 60 * G_USEC_PER_SEC;
  g_assert_false (ft_clock_check_flag (clock));
  g_assert_cmpint (ft_clock_get_remaining_ms (clock, FT_WHITE), ==, 180000);
  g_assert_cmpint (ft_clock_get_us_to_next_second (clock), ==, -1);
  /* A pause and its end do not start it either. */
  g_assert_true (ft_session_pause (session));
  ft_session_resume (session);
  g_assert_false (ft_clock_is_running (clock));

  g_assert_true (request (session, "e2e4"));
  g_assert_cmpint (ft_clock_get_remaining_ms (clock, FT_WHITE), ==, 182000);
  g_assert_true (ft_clock_is_running (clock));
  g_assert_cmpint (ft_clock_get_running_side (clock), ==, FT_BLACK);
  r.now_us += 3 * G_USEC_PER_SEC;
  g_assert_cmpint (ft_clock_get_remaining_ms (clock, FT_BLACK), ==, 177000);
  g_assert_true (request (session, "e7e5"));
  g_assert_cmpint (ft_clock_get_remaining_ms (clock, FT_BLACK), ==, 179000);
  r.now_us += 1 * G_USEC_PER_SEC;
  g_assert_cmpint (ft_clock_get_remaining_ms (clock, FT_WHITE), ==, 181000);

  /* Back to the start: the clocks are as they began, and stand still. */
  g_assert_true (ft_session_take_back (session));
  g_assert_true (ft_session_take_back (session));
  g_assert_cmpuint (ft_game_get_n_moves (game), ==, 0);
  g_assert_true (ft_game_is_turn_started (game));
  g_assert_false (ft_clock_is_running (clock));
  r.now_us += 5 * G_USEC_PER_SEC;
  g_assert_cmpint (ft_clock_get_remaining_ms (clock, FT_WHITE), ==, 180000);
  recorder_clear (&r);

  /* Untimed (puzzles, untimed games): unchanged, the turn runs. */
  untimed_setup->opponent = FT_OPPONENT_HUMAN;
  untimed_setup->time_control = FT_TIME_CONTROL_UNTIMED;
  untimed = ft_session_new (untimed_setup, 1);
  ft_session_start (untimed);
  clock = ft_game_get_clock (ft_session_get_game (untimed));
  g_assert_true (ft_clock_is_running (clock));
  g_assert_cmpint (ft_clock_get_running_side (clock), ==, FT_WHITE);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/session/no-clock-before-first-move", test_no_clock_before_first_move);
  g_test_add_func ("/session/two-humans", test_two_humans_whole_game);
  g_test_add_func ("/session/hold", test_hold_delays_next_turn);
  g_test_add_func ("/session/human-against-computer", test_human_against_computer);
  g_test_add_func ("/session/computer-against-computer", test_computer_against_computer);
  g_test_add_func ("/session/resign-messages", test_resign_messages);
  g_test_add_func ("/session/promotion-choice", test_promotion_choice);
  g_test_add_func ("/session/per-move-timer", test_per_move_timer);
  g_test_add_func ("/session/untimed", test_untimed);
  g_test_add_func ("/session/take-back/two-humans", test_take_back_two_humans);
  g_test_add_func ("/session/take-back/computer", test_take_back_against_computer);
  return g_test_run ();
}
