/* test-checkers-record.c — checkers games saved and opened through the
 * game layer (ft-game-record.h over ft-checkers-record.c): a timed game of
 * bombs and shields to PDN and back with its clocks and how it ended,
 * published English games (tests/checkers/pdn) opened and replayed to the
 * end, which texts are taken for checkers, and located errors. */
#include "config.h"

#include <string.h>

#include "ft-checkers-ruleset.h"
#include "ft-game-record.h"

static gint64 now_us;

static gint64
fake_time (gpointer user_data G_GNUC_UNUSED)
{
  return now_us;
}

static FtGameSetup *
checkers_setup (void)
{
  FtGameSetup *setup = ft_game_setup_new_default ();

  setup->game = FT_GAME_KIND_CHECKERS;
  setup->time_control = FT_TIME_CONTROL_FISCHER;
  setup->player_ms = setup->cpu_ms = 300000;
  setup->player_increment_ms = setup->cpu_increment_ms = 3000;
  return setup;
}

static void
play (FtGame *game, const char *const *moves, guint n)
{
  for (guint i = 0; i < n; i++)
    {
      g_autoptr (GError) error = NULL;
      FtGameMove move;

      g_assert_true (ft_ruleset_parse_move (ft_game_get_rules (game), moves[i], &move, &error));
      g_assert_no_error (error);
      ft_game_start_turn (game);
      now_us += 2 * G_USEC_PER_SEC;
      g_assert_true (ft_game_play (game, &move));
    }
}

static void
test_round_trip (void)
{
  g_autoptr (FtGameSetup) setup = checkers_setup ();
  g_autoptr (FtGameSetup) loaded_setup = NULL;
  g_autoptr (FtRecordedGame) record = NULL;
  g_autoptr (FtGame) game = NULL;
  g_autoptr (FtGame) loaded = NULL;
  g_autoptr (GError) error = NULL;
  g_autofree char *text = NULL;
  static const char *const moves[] = { "9-13", "23-19", "11-15", "27-23", "8-11", "19-16", "11x20x27" };
  gint64 w, b, lw, lb;

  setup->checkers_turn_end = FT_CHECKERS_TURN_END_SPACE;
  game = ft_game_setup_create_game (setup);
  now_us = G_USEC_PER_SEC;
  ft_clock_set_time_source (ft_game_get_clock (game), fake_time, NULL);
  play (game, moves, G_N_ELEMENTS (moves));
  ft_game_resign_side (game, FT_BLACK);
  text = ft_game_record_write (game, setup, "Fire player", "Water player");
  g_test_message ("%s", text);
  g_assert_nonnull (strstr (text, "[GameType \"Bombs\"]"));
  g_assert_nonnull (strstr (text, "[TurnEnd \"space\"]"));
  g_assert_nonnull (strstr (text, "[Termination \"resignation\"]"));
  g_assert_nonnull (strstr (text, "[TimeControl \"300+3\"]"));
  g_assert_nonnull (strstr (text, "1. 9-13 {[%clk 0:05:03]}"));
  g_assert_nonnull (strstr (text, "11x20x27"));
  g_assert_nonnull (strstr (text, " 1-0"));

  loaded = ft_game_record_read (text, -1, NULL, setup, &loaded_setup, &record, &error);
  g_assert_no_error (error);
  g_assert_cmpint (ft_game_get_kind (loaded), ==, FT_GAME_KIND_CHECKERS);
  g_assert_cmpint (loaded_setup->game, ==, FT_GAME_KIND_CHECKERS);
  g_assert_cmpint (loaded_setup->checkers_rules, ==, FT_CHECKERS_RULES_BOMBS);
  g_assert_cmpint (loaded_setup->checkers_turn_end, ==, FT_CHECKERS_TURN_END_SPACE);
  g_assert_false (loaded_setup->checkers_custom_start);
  g_assert_cmpint (loaded_setup->player_increment_ms, ==, 3000);
  g_assert_cmpstr (ft_recorded_game_get_tag (record, "White"), ==, "Water player");
  g_assert_cmpuint (ft_game_get_n_moves (loaded), ==, G_N_ELEMENTS (moves));
  for (guint i = 0; i < G_N_ELEMENTS (moves); i++)
    {
      g_assert_cmpstr (ft_game_get_notation (loaded, i), ==, moves[i]);
      g_assert_true (ft_game_get_clock_after (game, i, &w, &b));
      g_assert_true (ft_game_get_clock_after (loaded, i, &lw, &lb));
      g_assert_cmpint (w, ==, lw);
      g_assert_cmpint (b, ==, lb);
    }
  g_assert_cmpstr (ft_game_get_result_message_for_players (loaded), ==, "Water resigned");
  g_assert_true (ft_ruleset_waits_for_end_of_turn (ft_game_get_rules (loaded)));
}

/* The Tinsley games of 1946: no GameType, every landing square, "x" for
 * steps; all six open (the first here, the others through the library's
 * own tests) and replay to their end. */
static void
test_published_games (void)
{
  g_autofree char *path = g_build_filename (SOURCE_DIR, "tests", "checkers", "pdn", "tinsley-1946.pdn", NULL);
  g_autoptr (FtGameSetup) base = ft_game_setup_new_default ();
  g_autoptr (FtGameSetup) setup = NULL;
  g_autoptr (GError) error = NULL;
  g_autoptr (FtGame) game = ft_game_record_load_file (path, base, &setup, &error);
  FtResultReason reason;

  g_assert_no_error (error);
  g_assert_cmpint (setup->game, ==, FT_GAME_KIND_CHECKERS);
  g_assert_cmpint (setup->checkers_rules, ==, FT_CHECKERS_RULES_ENGLISH);
  g_assert_cmpuint (ft_game_get_n_moves (game), ==, 56);
  g_assert_cmpstr (ft_game_get_notation (game, 0), ==, "11-15");
  g_assert_cmpstr (ft_game_get_notation (game, 55), ==, "24x15x6");
  g_assert_cmpint (ft_game_get_result (game, &reason), ==, FT_RESULT_DRAW);
  g_assert_cmpint (reason, ==, FT_REASON_AGREEMENT);
  /* A game set up from a FEN. */
  {
    g_autofree char *fen = g_build_filename (SOURCE_DIR, "tests", "checkers", "pdn", "fen-openings.pdn", NULL);
    g_autoptr (FtGameSetup) fen_setup = NULL;
    g_autoptr (FtGame) opening = ft_game_record_load_file (fen, base, &fen_setup, &error);

    g_assert_no_error (error);
    g_assert_true (fen_setup->checkers_custom_start);
    g_assert_cmpuint (ft_game_get_n_moves (opening), ==, 0);
    g_assert_false (ft_game_is_over (opening));
    /* A new game of that setup starts there too. */
    {
      g_autoptr (FtGame) again = ft_game_setup_create_game (fen_setup);
      g_autofree char *a = ft_ruleset_write_position (ft_game_get_rules (again));
      g_autofree char *b = ft_ruleset_write_position (ft_game_get_rules (opening));

      g_assert_cmpstr (a, ==, b);
    }
  }
}

static void
test_guess_kind (void)
{
  g_assert_cmpint (ft_game_record_guess_kind ("1. e4 e5", NULL), ==, FT_GAME_KIND_CHESS);
  g_assert_cmpint (ft_game_record_guess_kind ("[Event \"x\"]\n\n1. Nf3 d5 *", "game.pgn"), ==,
                   FT_GAME_KIND_CHESS);
  g_assert_cmpint (ft_game_record_guess_kind ("1. 11-15 23-19 *", NULL), ==, FT_GAME_KIND_CHECKERS);
  g_assert_cmpint (ft_game_record_guess_kind ("[GameType \"21\"]\n1. 9-13 *", NULL), ==,
                   FT_GAME_KIND_CHECKERS);
  g_assert_cmpint (ft_game_record_guess_kind ("[FEN \"B:W21:B1\"] *", NULL), ==, FT_GAME_KIND_CHECKERS);
  g_assert_cmpint (ft_game_record_guess_kind ("", "Saved.PDN"), ==, FT_GAME_KIND_CHECKERS);
}

static void
test_errors (void)
{
  g_autoptr (FtGameSetup) base = checkers_setup ();
  g_autoptr (GError) error = NULL;
  g_autoptr (FtGame) game = NULL;

  game = ft_game_record_read ("[GameType \"21\"]\n\n1. 11-15 23-19 2. 9-13 19-14 3. 11-16 *", -1, "bad.pdn",
                              base, NULL, NULL, &error);
  g_assert_null (game);
  g_assert_error (error, FT_GAME_RECORD_ERROR, FT_GAME_RECORD_ERROR_BAD_MOVE);
  g_test_message ("%s", error->message);
  g_assert_true (g_str_has_prefix (error->message, "bad.pdn:3:"));
  g_clear_error (&error);
  game = ft_game_record_read ("[GameType \"Chess\"]\n1. 11-15 *", -1, "odd.pdn", base, NULL, NULL, &error);
  g_assert_null (game);
  g_assert_error (error, FT_GAME_RECORD_ERROR, FT_GAME_RECORD_ERROR_BAD_TAG);
  g_assert_true (g_str_has_prefix (error->message, "odd.pdn:1:"));
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/checkers-record/round-trip", test_round_trip);
  g_test_add_func ("/checkers-record/published-games", test_published_games);
  g_test_add_func ("/checkers-record/guess-kind", test_guess_kind);
  g_test_add_func ("/checkers-record/errors", test_errors);
  return g_test_run ();
}
