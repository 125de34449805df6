/* test-session-pause.c — a game a player can trust, in the game layer:
 * pause (no clock runs, nobody thinks, a network game refuses), the undo of
 * a resignation (the game exactly as it was, clocks included, and its count
 * withdrawn from the statistics), and a game lost on time before the loser
 * moved, which is not counted. Time is a fake source moved by hand. */
#include "config.h"

#include <glib/gstdio.h>

#include "ft-fen.h"
#include "ft-human-player.h"
#include "ft-record-keeper.h"
#include "ft-remote-player.h"
#include "ft-scripted-player.h"
#include "ft-session.h"
#include "ft-statistics.h"

static gint64 now_us;

static gint64
fake_time (gpointer user_data G_GNUC_UNUSED)
{
  return now_us;
}

static FtSession *
two_people (FtClock *clock)
{
  g_autoptr (FtGame) game = NULL;
  g_autoptr (FtPlayer) white = FT_PLAYER (ft_human_player_new ("White"));
  g_autoptr (FtPlayer) black = FT_PLAYER (ft_human_player_new ("Black"));
  FtPosition position;

  ft_position_set_standard_start (&position);
  game = ft_game_new_with_clock (&position, FT_WHITE, clock);
  ft_clock_set_time_source (clock, fake_time, NULL);
  now_us = G_USEC_PER_SEC;
  return ft_session_new_with_players (game, white, black);
}

static gboolean
request (FtSession *session, const char *text)
{
  FtMove move = ft_position_parse_move (ft_game_get_position (ft_session_get_game (session)), text);

  return move != FT_MOVE_NONE
         && ft_session_request_move (session, FT_MOVE_FROM (move), FT_MOVE_TO (move), FT_MOVE_PROMOTION (move));
}

static void
notify_cb (GObject *object G_GNUC_UNUSED, GParamSpec *pspec G_GNUC_UNUSED, gpointer user_data)
{
  (*(int *) user_data)++;
}

/* Paused, no time is consumed and no move is taken; resumed, the side to
 * move thinks again with the time it had. Pauses nest. */
static void
test_pause_stops_time (void)
{
  g_autoptr (FtClock) clock = ft_clock_new (60000, 0, 60000, 0);
  g_autoptr (FtSession) session = two_people (clock);
  FtGame *game = ft_session_get_game (session);
  int notified = 0;

  g_signal_connect (session, "notify::paused", G_CALLBACK (notify_cb), &notified);
  ft_session_start (session);
  g_assert_true (request (session, "e2e4"));
  now_us += 5 * G_USEC_PER_SEC; /* Black thinks 5 s */
  g_assert_true (ft_session_can_pause (session));
  g_assert_true (ft_session_pause (session));
  g_assert_true (ft_session_is_paused (session));
  g_assert_cmpint (notified, ==, 1);
  g_assert_false (ft_game_is_turn_started (game));
  g_assert_false (ft_clock_is_running (clock));
  now_us += (gint64) 3600 * G_USEC_PER_SEC; /* an hour behind a dialog */
  g_assert_false (ft_clock_check_flag (clock));
  g_assert_cmpint (ft_clock_get_remaining_ms (clock, FT_BLACK), ==, 55000);
  g_assert_false (request (session, "e7e5"));
  /* A second pause (a dialog over a paused game) nests. */
  g_assert_true (ft_session_pause (session));
  ft_session_resume (session);
  g_assert_true (ft_session_is_paused (session));
  g_assert_cmpint (notified, ==, 1);
  ft_session_resume (session);
  g_assert_false (ft_session_is_paused (session));
  g_assert_cmpint (notified, ==, 2);
  g_assert_true (ft_game_is_turn_started (game));
  g_assert_cmpint (ft_clock_get_running_side (clock), ==, FT_BLACK);
  now_us += 2 * G_USEC_PER_SEC;
  g_assert_cmpint (ft_clock_get_remaining_ms (clock, FT_BLACK), ==, 53000);
  g_assert_true (request (session, "e7e5"));
  g_assert_cmpint (ft_clock_get_remaining_ms (clock, FT_WHITE), ==, 60000);
  {
    gint64 white, black;

    /* What low time is measured against: the clocks before the first move. */
    ft_game_get_clock_at_start (game, &white, &black);
    g_assert_cmpint (white, ==, 60000);
    g_assert_cmpint (black, ==, 60000);
  }
}

/* A pause that begins before the first turn keeps the turn from starting
 * (the window is not presented yet); then the first turn has no clock. */
static void
test_pause_before_start (void)
{
  g_autoptr (FtClock) clock = ft_clock_new (1000, 0, 1000, 0);
  g_autoptr (FtSession) session = two_people (clock);

  g_assert_true (ft_session_pause (session));
  ft_session_start (session);
  now_us += 10 * G_USEC_PER_SEC;
  g_assert_false (ft_game_is_turn_started (ft_session_get_game (session)));
  g_assert_false (ft_clock_check_flag (clock));
  ft_session_resume (session);
  g_assert_cmpint (ft_clock_get_remaining_ms (clock, FT_WHITE), ==, 1000);
  g_assert_true (ft_game_is_turn_started (ft_session_get_game (session)));
  g_assert_false (ft_clock_is_running (clock));
}

/* On a per-move clock a pause keeps the time left of the turn. */
static void
test_pause_per_move (void)
{
  g_autoptr (FtClock) clock = ft_clock_new_per_move (10000);
  g_autoptr (FtSession) session = two_people (clock);

  ft_session_start (session);
  g_assert_true (request (session, "e2e4"));
  now_us += 4 * G_USEC_PER_SEC;
  g_assert_true (ft_session_pause (session));
  now_us += 60 * G_USEC_PER_SEC;
  ft_session_resume (session);
  g_assert_cmpint (ft_clock_get_remaining_ms (clock, FT_BLACK), ==, 6000);
}

/* A network game cannot pause: the other program's clock runs on. Neither
 * can a game that is over. */
static void
test_pause_refused (void)
{
  g_autoptr (FtClock) clock = ft_clock_new (60000, 0, 60000, 0);
  g_autoptr (FtGame) game = NULL;
  g_autoptr (FtPlayer) you = FT_PLAYER (ft_human_player_new ("You"));
  g_autoptr (FtPlayer) peer = FT_PLAYER (ft_remote_player_new ("Peer"));
  g_autoptr (FtSession) network = NULL;
  g_autoptr (FtSession) over = NULL;
  g_autoptr (FtClock) clock2 = ft_clock_new (60000, 0, 60000, 0);
  FtPosition position;

  ft_position_set_standard_start (&position);
  game = ft_game_new_with_clock (&position, FT_WHITE, clock);
  network = ft_session_new_with_players (game, you, peer);
  ft_session_start (network);
  g_assert_false (ft_session_can_pause (network));
  g_assert_false (ft_session_pause (network));
  g_assert_false (ft_session_is_paused (network));
  g_assert_true (ft_game_is_turn_started (game));

  over = two_people (clock2);
  ft_session_start (over);
  ft_session_resign (over, FT_WHITE);
  g_assert_false (ft_session_pause (over));
}

/* The computer (here a scripted player standing for it) does not move
 * while paused: its turn is abandoned and begins again on resume. */
static void
test_pause_stops_opponent (void)
{
  g_autoptr (FtClock) clock = ft_clock_new (60000, 0, 60000, 0);
  g_autoptr (FtGame) game = NULL;
  g_autoptr (FtPlayer) you = FT_PLAYER (ft_human_player_new ("You"));
  g_autoptr (FtScriptedPlayer) computer = ft_scripted_player_new ("Computer");
  g_autoptr (FtSession) session = NULL;
  FtPosition position;

  ft_position_set_standard_start (&position);
  game = ft_game_new_with_clock (&position, FT_WHITE, clock);
  ft_clock_set_time_source (clock, fake_time, NULL);
  session = ft_session_new_with_players (game, you, FT_PLAYER (computer));
  ft_session_start (session);
  g_assert_true (request (session, "d2d4"));
  ft_session_pause (session);
  ft_scripted_player_set_next_move (computer, ft_position_parse_move (ft_game_get_position (game), "d7d5"));
  while (g_main_context_iteration (NULL, FALSE))
    ;
  g_assert_cmpuint (ft_game_get_n_moves (game), ==, 1);
  ft_session_resume (session);
  ft_scripted_player_set_next_move (computer, ft_position_parse_move (ft_game_get_position (game), "d7d5"));
  for (int i = 0; i < 100 && ft_game_get_n_moves (game) < 2; i++)
    g_main_context_iteration (NULL, TRUE);
  g_assert_cmpuint (ft_game_get_n_moves (game), ==, 2);
}

static void
counter_cb (gpointer instance G_GNUC_UNUSED, gpointer user_data)
{
  (*(int *) user_data)++;
}

/* Esc resigns at once; Undo puts the game back exactly: not over, the
 * same side to move with the same time, which runs again. */
static void
test_undo_resign (void)
{
  g_autoptr (FtClock) clock = ft_clock_new (60000, 2000, 60000, 2000);
  g_autoptr (FtSession) session = two_people (clock);
  FtGame *game = ft_session_get_game (session);
  int changed = 0;

  g_signal_connect (session, "position-changed", G_CALLBACK (counter_cb), &changed);
  ft_session_start (session);
  g_assert_false (ft_session_can_undo_resign (session));
  g_assert_false (ft_session_undo_resign (session));
  g_assert_true (request (session, "e2e4"));
  now_us += 7 * G_USEC_PER_SEC;
  ft_session_resign (session, FT_BLACK);
  g_assert_true (ft_game_is_over (game));
  g_assert_true (ft_session_can_undo_resign (session));
  now_us += 30 * G_USEC_PER_SEC; /* the toast is read */
  g_assert_true (ft_session_undo_resign (session));
  g_assert_cmpint (changed, ==, 1);
  g_assert_false (ft_game_is_over (game));
  g_assert_null (ft_session_get_result_message (session));
  g_assert_cmpint (ft_game_get_turn (game), ==, FT_BLACK);
  g_assert_true (ft_game_is_turn_started (game));
  g_assert_cmpint (ft_clock_get_remaining_ms (clock, FT_BLACK), ==, 53000);
  g_assert_cmpint (ft_clock_get_remaining_ms (clock, FT_WHITE), ==, 62000);
  g_assert_false (ft_session_can_undo_resign (session));
  g_assert_true (request (session, "e7e5"));
  g_assert_cmpint (ft_clock_get_remaining_ms (clock, FT_BLACK), ==, 55000);
}

/* Only a resignation can be undone: not a game lost on time. */
static void
test_undo_resign_only (void)
{
  g_autoptr (FtClock) clock = ft_clock_new (1000, 0, 1000, 0);
  g_autoptr (FtSession) session = two_people (clock);

  ft_session_start (session);
  g_assert_true (request (session, "e2e4")); /* Black's clock runs */
  ft_session_resign (session, FT_BLACK);
  g_assert_true (ft_session_undo_resign (session));
  now_us += 2 * G_USEC_PER_SEC;
  g_assert_true (ft_clock_check_flag (clock));
  g_assert_true (ft_game_is_over (ft_session_get_game (session)));
  g_assert_false (ft_session_can_undo_resign (session));
  g_assert_false (ft_game_withdraw_resignation (ft_session_get_game (session)));
}

/* ---- Statistics ------------------------------------------------------------------ */

static char *
make_dir (void)
{
  return g_dir_make_tmp ("fourteen-pause-XXXXXX", NULL);
}

static void
remove_dir (char *dir)
{
  g_autofree char *file = g_build_filename (dir, "statistics.ini", NULL);

  g_unlink (file);
  g_rmdir (dir);
  g_free (dir);
}

static guint
played (const char *dir, FtStatisticsCounts *counts)
{
  g_autoptr (FtStatistics) stats = ft_statistics_load (dir);

  ft_statistics_get (stats, "standard", FT_OPPONENT_HUMAN, FT_LEVEL_NORMAL, counts);
  return counts->played;
}

static FtGameSetup *
standard_setup (void)
{
  FtGameSetup *setup = ft_game_setup_new_default ();

  ft_position_set_standard_start (setup->start);
  setup->opponent = FT_OPPONENT_HUMAN;
  return setup;
}

/* A resignation counted and undone is not counted any more; resigned again
 * it counts once. */
static void
test_undo_resign_statistics (void)
{
  char *dir = make_dir ();
  g_autoptr (FtGameSetup) setup = standard_setup ();
  g_autoptr (FtClock) clock = ft_clock_new (60000, 0, 60000, 0);
  g_autoptr (FtSession) session = two_people (clock);
  g_autoptr (FtRecordKeeper) keeper = ft_record_keeper_new ();
  FtStatisticsCounts counts;

  ft_record_keeper_set_statistics_dir (keeper, dir);
  ft_record_keeper_set_session (keeper, session, setup, FT_RECORD_COUNT, NULL);
  ft_session_start (session);
  g_assert_true (request (session, "e2e4"));
  ft_session_resign (session, FT_BLACK);
  g_assert_cmpuint (played (dir, &counts), ==, 1);
  g_assert_cmpuint (counts.won, ==, 1);
  g_assert_true (ft_session_undo_resign (session));
  g_assert_cmpuint (played (dir, &counts), ==, 0);
  g_assert_cmpuint (counts.won, ==, 0);
  g_assert_true (request (session, "e7e5"));
  ft_session_resign (session, FT_WHITE);
  g_assert_cmpuint (played (dir, &counts), ==, 1);
  g_assert_cmpuint (counts.lost, ==, 1);
  g_clear_object (&keeper);
  remove_dir (dir);
}

/* Lost on time before the loser moved: no game played, nothing counted.
 * Lost on time after a move of one's own: counted. */
static void
test_time_loss_before_moving (void)
{
  char *dir = make_dir ();
  g_autoptr (FtGameSetup) setup = standard_setup ();
  FtStatisticsCounts counts;

  for (int moved = 0; moved < 2; moved++)
    {
      g_autoptr (FtClock) clock = ft_clock_new (5000, 0, 5000, 0);
      g_autoptr (FtSession) session = two_people (clock);
      g_autoptr (FtRecordKeeper) keeper = ft_record_keeper_new ();

      ft_record_keeper_set_statistics_dir (keeper, dir);
      ft_record_keeper_set_session (keeper, session, setup, FT_RECORD_COUNT, NULL);
      ft_session_start (session);
      /* White moves; Black moves (or not) and then White runs out. */
      g_assert_true (request (session, "e2e4"));
      if (moved)
        g_assert_true (request (session, "e7e5"));
      now_us += 10 * G_USEC_PER_SEC;
      g_assert_true (ft_clock_check_flag (clock));
      g_assert_true (ft_game_is_over (ft_session_get_game (session)));
    }
  /* The first game: Black lost on time without a move — not counted. The
   * second: White lost on time after e4 — counted once, as Black's win. */
  g_assert_cmpuint (played (dir, &counts), ==, 1);
  g_assert_cmpuint (counts.lost, ==, 1);
  remove_dir (dir);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/session-pause/stops-time", test_pause_stops_time);
  g_test_add_func ("/session-pause/before-start", test_pause_before_start);
  g_test_add_func ("/session-pause/per-move", test_pause_per_move);
  g_test_add_func ("/session-pause/refused", test_pause_refused);
  g_test_add_func ("/session-pause/stops-opponent", test_pause_stops_opponent);
  g_test_add_func ("/session-pause/undo-resign", test_undo_resign);
  g_test_add_func ("/session-pause/undo-resign-only", test_undo_resign_only);
  g_test_add_func ("/session-pause/undo-resign-statistics", test_undo_resign_statistics);
  g_test_add_func ("/session-pause/time-loss-before-moving", test_time_loss_before_moving);
  return g_test_run ();
}
