/* Tests of FtGame: whole games played through the game object. */
#include "ft-checkers-ruleset.h"
#include "ft-fen.h"
#include "ft-game.h"

typedef struct
{
  gint64 now_us;
  guint moves_played;
  guint turns_started;
  int last_turn_side;
  guint games_over;
  int result;
  int reason;
} Recorder;

static gint64
fake_time (gpointer user_data)
{
  return ((Recorder *) user_data)->now_us;
}

static void
move_played_cb (FtGame *game, const FtGameMove *move, gpointer user_data)
{
  Recorder *r = user_data;

  /* The move is already made when the signal arrives. */
  g_assert_cmpuint (ft_game_get_last_move (game), ==, move->chess);
  g_assert_true (ft_game_move_equal (ft_game_peek_move (game, ft_game_get_n_moves (game) - 1), move));
  g_assert_false (ft_game_is_turn_started (game));
  r->moves_played++;
}

static void
turn_started_cb (FtGame *game, int side, gpointer user_data)
{
  Recorder *r = user_data;

  g_assert_cmpint (side, ==, ft_game_get_turn (game));
  /* Its clock runs, from the game's second turn on (the first is free). */
  g_assert_true (ft_clock_is_running (ft_game_get_clock (game)) == (ft_game_get_n_moves (game) > 0));
  r->turns_started++;
  r->last_turn_side = side;
}

static void
game_over_cb (FtGame *game G_GNUC_UNUSED, int result, int reason, gpointer user_data)
{
  Recorder *r = user_data;

  r->games_over++;
  r->result = result;
  r->reason = reason;
}

static FtGame *
new_game (Recorder *r, const FtPosition *start, FtColour human)
{
  FtGame *game = ft_game_new (start, human, 180000, 2000, 60000, 1000);

  memset (r, 0, sizeof *r);
  r->now_us = G_USEC_PER_SEC;
  r->last_turn_side = -1;
  ft_clock_set_time_source (ft_game_get_clock (game), fake_time, r);
  g_signal_connect (game, "move-played", G_CALLBACK (move_played_cb), r);
  g_signal_connect (game, "turn-started", G_CALLBACK (turn_started_cb), r);
  g_signal_connect (game, "game-over", G_CALLBACK (game_over_cb), r);
  return game;
}

static gint64
fake_time_of (gpointer user_data)
{
  return *(gint64 *) user_data;
}

static void
play (FtGame *game, Recorder *r, const char *text, gint64 think_ms)
{
  FtMove move;

  ft_game_start_turn (game);
  r->now_us += think_ms * 1000;
  move = ft_position_parse_move (ft_game_get_position (game), text);
  g_assert_cmpuint (move, !=, FT_MOVE_NONE);
  g_assert_true (ft_game_play_move (game, move));
}

/* Fool's mate in standard chess: the human (White) is mated. */
static void
test_fools_mate (void)
{
  g_autofree FtPosition *start = g_new0 (FtPosition, 1);
  g_autoptr (FtGame) game = NULL;
  Recorder r;
  FtClock *clock;
  FtResultReason reason;

  ft_position_set_standard_start (start);
  game = new_game (&r, start, FT_WHITE);
  clock = ft_game_get_clock (game);
  g_assert_true (ft_game_is_human_turn (game));
  g_assert_false (ft_game_is_over (game));
  g_assert_null (ft_game_get_result_message (game));

  /* A move before the turn started is refused. */
  g_assert_false (ft_game_play_move (game, ft_position_parse_move (start, "f2f3")));
  g_assert_cmpuint (ft_game_get_n_moves (game), ==, 0);

  /* The first move is free: no clock runs before it; its increment counts. */
  play (game, &r, "f2f3", 4000);
  g_assert_cmpint (ft_clock_get_remaining_ms (clock, FT_WHITE), ==, 182000);
  g_assert_false (ft_game_is_human_turn (game));
  play (game, &r, "e7e5", 500);
  g_assert_cmpint (ft_clock_get_remaining_ms (clock, FT_BLACK), ==, 60500);
  play (game, &r, "g2g4", 1000);
  play (game, &r, "d8h4", 1000);

  g_assert_cmpuint (r.moves_played, ==, 4);
  g_assert_cmpuint (r.turns_started, ==, 4);
  g_assert_cmpuint (ft_game_get_n_moves (game), ==, 4);
  g_assert_cmpuint (r.games_over, ==, 1);
  g_assert_true (ft_game_is_over (game));
  g_assert_cmpint (ft_game_get_result (game, &reason), ==, FT_RESULT_BLACK_WINS);
  g_assert_cmpint (reason, ==, FT_REASON_CHECKMATE);
  g_assert_cmpint (r.reason, ==, FT_REASON_CHECKMATE);
  g_assert_cmpstr (ft_game_get_result_message (game), ==, "You lost by checkmate");
  g_assert_false (ft_clock_is_running (clock));

  /* The game is frozen. */
  ft_game_start_turn (game);
  g_assert_cmpuint (r.turns_started, ==, 4);
  g_assert_false (ft_clock_is_running (clock));
}

/* The same mate seen by a human playing Black. */
static void
test_win_as_black (void)
{
  g_autofree FtPosition *start = g_new0 (FtPosition, 1);
  g_autoptr (FtGame) game = NULL;
  Recorder r;

  ft_position_set_standard_start (start);
  game = new_game (&r, start, FT_BLACK);
  g_assert_false (ft_game_is_human_turn (game));
  play (game, &r, "f2f3", 0);
  play (game, &r, "e7e5", 0);
  play (game, &r, "g2g4", 0);
  play (game, &r, "d8h4", 0);
  g_assert_cmpstr (ft_game_get_result_message (game), ==, "You won by checkmate");
  /* Black is the human: its clock got the player's time (180 s + 2 s). */
  g_assert_cmpint (ft_clock_get_remaining_ms (ft_game_get_clock (game), FT_BLACK), ==, 184000);
}

/* A whole Fourteen game of random legal moves: every move is accepted, an
 * illegal one never is, and the game ends exactly when the rules say so. */
static void
test_random_fourteen_game (void)
{
  g_autofree FtPosition *start = g_new0 (FtPosition, 1);
  g_autofree FtPosition *mirror = g_new0 (FtPosition, 1);
  g_autofree FtMoveList *list = g_new0 (FtMoveList, 1);
  g_autoptr (GRand) rand = g_rand_new_with_seed (14);
  g_autoptr (FtGame) game = NULL;
  Recorder r;
  guint plies = 0;

  ft_position_set_fourteen_start (start);
  *mirror = *start;
  game = new_game (&r, start, FT_WHITE);
  /* Generous clocks: this game is about the rules, not time. */
  while (!ft_game_is_over (game) && plies < 600)
    {
      FtMove move;
      FtResultReason reason;

      ft_game_start_turn (game);
      g_assert_cmpint (r.last_turn_side, ==, mirror->side_to_move);
      ft_position_generate_legal (mirror, list);
      g_assert_cmpuint (list->count, >, 0);
      move = list->moves[g_rand_int_range (rand, 0, (gint32) list->count)];
      /* A king "moving" onto its own square is refused. */
      g_assert_false (ft_game_play_move (game,
                                         FT_MAKE_MOVE (mirror->king_square[mirror->side_to_move],
                                                       mirror->king_square[mirror->side_to_move],
                                                       0, 0, FALSE)));
      g_assert_true (ft_game_play_move (game, move));
      ft_position_make_move (mirror, move);
      plies++;
      g_assert_cmpuint (ft_game_get_position (game)->hash, ==, mirror->hash);
      g_assert_cmpint (ft_game_is_over (game), ==,
                       ft_position_result (mirror, &reason) != FT_RESULT_NONE);
      r.now_us += 1000; /* 1 ms per move: nobody loses on time */
    }

  g_test_message ("random game: %u plies, over=%d, reason=%d", plies,
                  ft_game_is_over (game), r.reason);
  g_assert_cmpuint (r.moves_played, ==, plies);
  g_assert_cmpuint (ft_game_get_n_moves (game), ==, plies);
  if (ft_game_is_over (game))
    {
      g_assert_cmpuint (r.games_over, ==, 1);
      g_assert_nonnull (ft_game_get_result_message (game));
    }
}

static void
test_lose_on_time (void)
{
  g_autofree FtPosition *start = g_new0 (FtPosition, 1);
  g_autoptr (FtGame) game = NULL;
  Recorder r;

  ft_position_set_fourteen_start (start);
  game = new_game (&r, start, FT_WHITE);
  play (game, &r, "a2a4", 1000);
  /* The computer (60 s) thinks too long. */
  ft_game_start_turn (game);
  r.now_us += 60 * G_USEC_PER_SEC;
  g_assert_true (ft_clock_check_flag (ft_game_get_clock (game)));
  g_assert_cmpuint (r.games_over, ==, 1);
  g_assert_cmpint (r.reason, ==, FT_REASON_TIME);
  g_assert_cmpint (r.result, ==, FT_RESULT_WHITE_WINS);
  g_assert_cmpstr (ft_game_get_result_message (game), ==, "You won on time");
  /* Its late move does not count. */
  g_assert_false (ft_game_play_move (game, ft_position_parse_move (ft_game_get_position (game),
                                                                  "a13a11")));
}

static void
test_human_flag_falls_before_move (void)
{
  g_autofree FtPosition *start = g_new0 (FtPosition, 1);
  g_autoptr (FtGame) game = NULL;
  Recorder r;
  FtMove move;

  ft_position_set_fourteen_start (start);
  game = new_game (&r, start, FT_WHITE);
  play (game, &r, "a2a4", 1000); /* the first move: no clock */
  play (game, &r, "a13a11", 1000);
  ft_game_start_turn (game);
  r.now_us += 183 * G_USEC_PER_SEC;
  /* The timer has not noticed yet; the move itself finds the flag down. */
  move = ft_position_parse_move (ft_game_get_position (game), "b2b4");
  g_assert_false (ft_game_play_move (game, move));
  g_assert_cmpstr (ft_game_get_result_message (game), ==, "You lost on time");
  g_assert_cmpuint (ft_game_get_n_moves (game), ==, 2);
}

static void
test_resign (void)
{
  g_autofree FtPosition *start = g_new0 (FtPosition, 1);
  g_autoptr (FtGame) game = NULL;
  Recorder r;

  ft_position_set_fourteen_start (start);
  game = new_game (&r, start, FT_BLACK);
  ft_game_start_turn (game);
  ft_game_resign (game);
  g_assert_cmpint (r.result, ==, FT_RESULT_WHITE_WINS);
  g_assert_cmpint (r.reason, ==, FT_REASON_RESIGNATION);
  g_assert_cmpstr (ft_game_get_result_message (game), ==, "You resigned");
  g_assert_false (ft_clock_is_running (ft_game_get_clock (game)));
  /* Resigning twice changes nothing. */
  ft_game_resign (game);
  g_assert_cmpuint (r.games_over, ==, 1);
}

/* Every legal move of the side to move, through the rules' own notation
 * (all of a checkers position's turns: the paths of its pieces). */
static GArray *
legal_checkers_moves (FtRuleset *rules)
{
  g_autofree FtCheckersTurnList *list = g_new (FtCheckersTurnList, 1);
  GArray *moves = g_array_new (FALSE, FALSE, sizeof (FtGameMove));

  ft_checkers_state_generate_turns (ft_checkers_ruleset_get_state (FT_CHECKERS_RULESET (rules)), list);
  for (guint i = 0; i < list->count; i++)
    {
      FtGameMove move = ft_game_move_checkers (&list->turns[i]);

      g_array_append_val (moves, move);
    }
  return moves;
}

/* A game of checkers with bombs and shields, random legal turns to its
 * end: the game ends exactly when the rules say so, with a message. */
static void
test_random_checkers_game (void)
{
  g_autoptr (FtRuleset) start = FT_RULESET (ft_checkers_ruleset_new (FT_CHECKERS_RULES_BOMBS, FT_CHECKERS_TURN_END_AUTO));
  g_autoptr (FtClock) clock = ft_clock_new_untimed ();
  g_autoptr (FtGame) game = ft_game_new_for_rules (start, FT_BLACK, clock);
  g_autoptr (GRand) rand = g_rand_new_with_seed (14);
  guint plies = 0;

  g_assert_cmpint (ft_game_get_kind (game), ==, FT_GAME_KIND_CHECKERS);
  while (!ft_game_is_over (game) && plies < 1000)
    {
      g_autoptr (GArray) moves = legal_checkers_moves (ft_game_get_rules (game));
      FtGameMove chess = ft_game_move_chess (FT_MOVE_NONE);

      ft_game_start_turn (game);
      g_assert_cmpuint (moves->len, >, 0);
      g_assert_false (ft_game_play (game, &chess));
      g_assert_true (ft_game_play (game, &g_array_index (moves, FtGameMove, g_rand_int_range (rand, 0, moves->len))));
      plies++;
    }
  g_assert_true (ft_game_is_over (game));
  g_assert_cmpuint (ft_game_get_n_moves (game), ==, plies);
  g_assert_nonnull (ft_game_get_result_message (game));
  g_test_message ("checkers: %u plies, %s", plies, ft_game_get_result_message_for_players (game));
}

/* Checkers has no pass: a per-move timer that runs out loses on time. */
static void
test_checkers_per_move_timer (void)
{
  g_autoptr (FtRuleset) start = FT_RULESET (ft_checkers_ruleset_new (FT_CHECKERS_RULES_BOMBS, FT_CHECKERS_TURN_END_AUTO));
  g_autoptr (FtClock) clock = ft_clock_new_per_move (5000);
  g_autoptr (FtGame) game = ft_game_new_for_rules (start, FT_WHITE, clock);
  gint64 now_us = G_USEC_PER_SEC;
  FtResultReason reason;

  FtGameMove first;

  ft_clock_set_time_source (clock, fake_time_of, &now_us);
  /* Fire's first move runs no clock; Water's turn is timed. */
  ft_game_start_turn (game);
  now_us += 6 * G_USEC_PER_SEC;
  g_assert_false (ft_clock_check_flag (clock));
  g_assert_true (ft_ruleset_parse_move (ft_game_get_rules (game), "9-13", &first, NULL));
  g_assert_true (ft_game_play (game, &first));
  ft_game_start_turn (game);
  now_us += 6 * G_USEC_PER_SEC;
  g_assert_true (ft_clock_check_flag (clock));
  g_assert_cmpint (ft_game_get_result (game, &reason), ==, FT_RESULT_WHITE_WINS);
  g_assert_cmpint (reason, ==, FT_REASON_TIME);
  g_assert_cmpuint (ft_game_get_n_moves (game), ==, 1);
  g_assert_cmpstr (ft_game_get_result_message (game), ==, "You won on time");
  g_assert_cmpstr (ft_game_get_result_message_for_players (game), ==, "Fire won on time");
}

/* The words of checkers results. */
static void
test_checkers_messages (void)
{
  static const struct
  {
    FtResult result;
    FtResultReason reason;
    const char *yours, *players;
  } cases[] = {
    { FT_RESULT_WHITE_WINS, FT_REASON_NO_PIECES, "You won: the opponent has no piece left",
      "Fire won: Water has no piece left" },
    { FT_RESULT_BLACK_WINS, FT_REASON_NO_MOVES, "You lost: you cannot move", "Water won: Fire cannot move" },
    { FT_RESULT_BLACK_WINS, FT_REASON_RESIGNATION, "You resigned", "Fire resigned" },
    { FT_RESULT_DRAW, FT_REASON_QUIET_TURNS, "Draw: forty turns each without a capture",
      "Draw: forty turns each without a capture" },
    { FT_RESULT_DRAW, FT_REASON_NO_PIECES, "Draw: no piece is left on either side",
      "Draw: no piece is left on either side" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr (FtRuleset) start = FT_RULESET (ft_checkers_ruleset_new (FT_CHECKERS_RULES_BOMBS, FT_CHECKERS_TURN_END_AUTO));
      g_autoptr (FtClock) clock = ft_clock_new_untimed ();
      g_autoptr (FtGame) game = ft_game_new_for_rules (start, FT_WHITE, clock);

      ft_game_end (game, cases[i].result, cases[i].reason);
      g_assert_cmpstr (ft_game_get_result_message (game), ==, cases[i].yours);
      g_assert_cmpstr (ft_game_get_result_message_for_players (game), ==, cases[i].players);
    }
}

/* Issue 20 item 18: standard chess draws at a threefold repetition or
 * fifty moves only when claimed (FIDE 9.2, 9.3). A game being played goes
 * on past the third occurrence, the side to move may claim (and the result
 * says it was claimed), and the fifth occurrence ends the game by itself
 * (FIDE 9.6); a game read from a record that played on may be claimed at a
 * later turn. */
static void
test_draw_claims (void)
{
  static const char *const dance[] = { "g1f3", "g8f6", "f3g1", "f6g8", "g1f3", "g8f6", "f3g1", "f6g8" };
  g_autofree FtPosition *start = g_new0 (FtPosition, 1);
  g_autoptr (FtGame) live = NULL;
  g_autoptr (FtGame) recorded = NULL;
  FtResultReason reason = FT_REASON_NONE;
  Recorder r, q;

  ft_position_set_standard_start (start);
  live = new_game (&r, start, FT_WHITE);
  g_assert_false (ft_game_can_claim_draw (live, NULL));
  g_assert_false (ft_game_claim_draw (live));
  for (guint i = 0; i < G_N_ELEMENTS (dance); i++)
    play (live, &r, dance[i], 100);
  /* The start position stands for the third time: claimable, not over. */
  g_assert_false (ft_game_is_over (live));
  g_assert_cmpuint (r.games_over, ==, 0);
  g_assert_true (ft_game_can_claim_draw (live, &reason));
  g_assert_cmpint (reason, ==, FT_REASON_REPETITION);
  g_assert_true (ft_game_claim_draw (live));
  g_assert_cmpint (ft_game_get_result (live, &reason), ==, FT_RESULT_DRAW);
  g_assert_cmpint (reason, ==, FT_REASON_REPETITION);
  g_assert_cmpuint (r.games_over, ==, 1);
  g_assert_cmpstr (ft_game_get_result_message (live), ==, "Draw by threefold repetition — claimed");
  g_assert_cmpstr (ft_game_get_result_message_for_players (live), ==,
                   "Draw by threefold repetition — claimed");
  /* A claimed draw can be taken back, like a checkmate. */
  g_assert_true (ft_game_undo (live));
  g_assert_false (ft_game_is_over (live));

  recorded = new_game (&q, start, FT_WHITE);
  for (guint i = 0; i < G_N_ELEMENTS (dance); i++)
    g_assert_true (ft_game_append_recorded_move (recorded,
                                                 ft_position_parse_move (ft_game_get_position (recorded), dance[i]),
                                                 -1, -1));
  g_assert_false (ft_game_is_over (recorded));
  g_assert_true (ft_game_can_claim_draw (recorded, &reason));
  g_assert_cmpint (reason, ==, FT_REASON_REPETITION);
  g_assert_true (ft_game_claim_draw (recorded));
  g_assert_cmpuint (q.games_over, ==, 1);
  g_assert_cmpint (q.reason, ==, FT_REASON_REPETITION);
  g_assert_false (ft_game_can_claim_draw (recorded, NULL));
  g_assert_false (ft_game_claim_draw (recorded));
}

/* A network game (no claim in the protocol) draws at the third occurrence
 * at once, host and client alike. */
static void
test_network_game_claims_at_once (void)
{
  static const char *const dance[] = { "g1f3", "g8f6", "f3g1", "f6g8", "g1f3", "g8f6", "f3g1", "f6g8" };
  g_autofree FtPosition *start = g_new0 (FtPosition, 1);
  g_autoptr (FtGame) game = NULL;
  FtResultReason reason = FT_REASON_NONE;
  Recorder r;

  ft_position_set_standard_start (start);
  game = new_game (&r, start, FT_WHITE);
  ft_game_set_claims_draws_at_once (game, TRUE);
  for (guint i = 0; i < G_N_ELEMENTS (dance); i++)
    play (game, &r, dance[i], 100);
  g_assert_true (ft_game_is_over (game));
  g_assert_cmpint (ft_game_get_result (game, &reason), ==, FT_RESULT_DRAW);
  g_assert_cmpint (reason, ==, FT_REASON_REPETITION);
  g_assert_cmpuint (r.games_over, ==, 1);
}

/* Issue 20 item 18: the fifth occurrence of a position ends a standard
 * game by itself, without a claim. */
static void
test_fivefold_repetition_ends_the_game (void)
{
  static const char *const dance[] = { "g1f3", "g8f6", "f3g1", "f6g8" };
  g_autofree FtPosition *start = g_new0 (FtPosition, 1);
  g_autoptr (FtGame) game = NULL;
  FtResultReason reason = FT_REASON_NONE;
  Recorder r;

  ft_position_set_standard_start (start);
  game = new_game (&r, start, FT_WHITE);
  /* Four rounds: the start position for the fifth time. */
  for (guint round = 0; round < 4; round++)
    for (guint i = 0; i < G_N_ELEMENTS (dance); i++)
      {
        g_assert_false (ft_game_is_over (game));
        play (game, &r, dance[i], 100);
      }
  g_assert_true (ft_game_is_over (game));
  g_assert_cmpuint (r.games_over, ==, 1);
  g_assert_cmpint (ft_game_get_result (game, &reason), ==, FT_RESULT_DRAW);
  g_assert_cmpint (reason, ==, FT_REASON_REPETITION);
  g_assert_false (ft_game_can_claim_draw (game, NULL));
  g_assert_cmpstr (ft_game_get_result_message (game), ==, "Draw by fivefold repetition");
}

/* Issue 20 item 18: fifty moves without a capture or pawn move may be
 * claimed; seventy-five end a standard game by themselves. Under
 * Fourteen's rules the hundredth ply draws at once (docs/rules.md#draws). */
static void
test_fifty_and_seventy_five_moves (void)
{
  g_autofree FtPosition *pos = g_new0 (FtPosition, 1);
  g_autoptr (FtGame) fifty = NULL;
  g_autoptr (FtGame) seventy_five = NULL;
  g_autoptr (FtGame) fourteen = NULL;
  FtResultReason reason = FT_REASON_NONE;
  Recorder r, q, f;

  g_assert_true (ft_fen_parse ("4k3/8/8/8/8/8/8/R3K3 w - - 99 80", FT_RULES_STANDARD, pos, NULL));
  fifty = new_game (&r, pos, FT_WHITE);
  play (fifty, &r, "a1a2", 100);
  g_assert_false (ft_game_is_over (fifty));
  g_assert_true (ft_game_can_claim_draw (fifty, &reason));
  g_assert_cmpint (reason, ==, FT_REASON_FIFTY_MOVES);
  g_assert_true (ft_game_claim_draw (fifty));
  g_assert_cmpstr (ft_game_get_result_message (fifty), ==, "Draw by fifty-move rule — claimed");

  g_assert_true (ft_fen_parse ("4k3/8/8/8/8/8/8/R3K3 w - - 149 80", FT_RULES_STANDARD, pos, NULL));
  seventy_five = new_game (&q, pos, FT_WHITE);
  play (seventy_five, &q, "a1a2", 100);
  g_assert_true (ft_game_is_over (seventy_five));
  g_assert_cmpint (ft_game_get_result (seventy_five, &reason), ==, FT_RESULT_DRAW);
  g_assert_cmpint (reason, ==, FT_REASON_FIFTY_MOVES);
  g_assert_cmpstr (ft_game_get_result_message (seventy_five), ==, "Draw by seventy-five-move rule");

  g_assert_true (ft_fen_parse ("4k3/8/8/8/8/8/8/R3K3 w - - 99 80", FT_RULES_FOURTEEN, pos, NULL));
  fourteen = new_game (&f, pos, FT_WHITE);
  play (fourteen, &f, "a1a2", 100);
  g_assert_true (ft_game_is_over (fourteen));
  g_assert_false (ft_game_can_claim_draw (fourteen, NULL));
  g_assert_cmpstr (ft_game_get_result_message (fourteen), ==, "Draw by fifty-move rule");
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/game/fools-mate", test_fools_mate);
  g_test_add_func ("/game/win-as-black", test_win_as_black);
  g_test_add_func ("/game/random-fourteen-game", test_random_fourteen_game);
  g_test_add_func ("/game/lose-on-time", test_lose_on_time);
  g_test_add_func ("/game/flag-before-move", test_human_flag_falls_before_move);
  g_test_add_func ("/game/resign", test_resign);
  g_test_add_func ("/game/random-checkers-game", test_random_checkers_game);
  g_test_add_func ("/game/checkers-per-move-timer", test_checkers_per_move_timer);
  g_test_add_func ("/game/checkers-messages", test_checkers_messages);
  g_test_add_func ("/game/issue20-item18-draw-claims", test_draw_claims);
  g_test_add_func ("/game/issue20-item18-network-game-claims-at-once", test_network_game_claims_at_once);
  g_test_add_func ("/game/issue20-item18-fivefold-repetition", test_fivefold_repetition_ends_the_game);
  g_test_add_func ("/game/issue20-item18-fifty-and-seventy-five-moves", test_fifty_and_seventy_five_moves);
  return g_test_run ();
}
