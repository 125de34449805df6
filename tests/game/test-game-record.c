/* Tests of ft-game-record (games saved as PGN and loaded back, with their
 * clocks and results; every load error). */
#include <string.h>

#include <glib/gstdio.h>

#include "ft-fen.h"
#include "ft-game-record.h"
#include "ft-text-file.h"
#include "ft-pgn.h"

static gint64 now_us;

static gint64
fake_time (gpointer user_data G_GNUC_UNUSED)
{
  return now_us;
}

/* Play coordinate moves through the game, each side thinking `seconds`
 * whole seconds per move. */
static void
play (FtGame *game, const char *moves, int seconds)
{
  g_auto (GStrv) list = g_strsplit (moves, " ", -1);

  for (guint i = 0; list[i] != NULL; i++)
    {
      FtMove move = ft_position_parse_move (ft_game_get_position (game), list[i]);

      g_assert_cmpuint (move, !=, FT_MOVE_NONE);
      ft_game_start_turn (game);
      now_us += (gint64) seconds * G_USEC_PER_SEC;
      g_assert_true (ft_game_play_move (game, move));
    }
}

static FtGame *
new_timed_game (FtGameSetup *setup)
{
  FtGame *game = ft_game_setup_create_game (setup);

  now_us = G_USEC_PER_SEC;
  ft_clock_set_time_source (ft_game_get_clock (game), fake_time, NULL);
  return game;
}

static void
test_round_trip_standard (void)
{
  g_autoptr (FtGameSetup) setup = ft_game_setup_new_default ();
  g_autoptr (FtGameSetup) loaded_setup = NULL;
  g_autoptr (FtGame) game = NULL;
  g_autoptr (FtGame) loaded = NULL;
  g_autoptr (GError) error = NULL;
  g_autofree char *pgn = NULL;
  g_autofree char *pgn_again = NULL;
  gint64 w, b, lw, lb;

  ft_position_set_standard_start (setup->start);
  setup->human_colour = FT_BLACK;
  setup->player_ms = 300000;
  setup->player_increment_ms = 5000;
  setup->cpu_ms = 180000;
  setup->cpu_increment_ms = 2000;
  setup->level = FT_LEVEL_HARD;
  game = new_timed_game (setup);
  play (game, "e2e4 e7e5 g1f3 b8c6 f1b5 a7a6", 3);

  pgn = ft_game_record_write (game, setup, "Computer", NULL);
  g_test_message ("%s", pgn);
  g_assert_nonnull (strstr (pgn, "[White \"Computer\"]\n[Black \"?\"]\n[Result \"*\"]\n"));
  g_assert_nonnull (strstr (pgn, "[TimeControl \"180+2\"]\n[BlackTimeControl \"300+5\"]\n"));
  g_assert_nonnull (strstr (pgn, "1. e4 {[%clk 0:03:02]} 1... e5 {[%clk 0:05:02]}"));
  g_assert_null (strstr (pgn, "Variant"));

  /* The base gives what the PGN does not say: opponent, level, side. */
  setup->level = FT_LEVEL_EASY;
  loaded = ft_game_record_read (pgn, -1, "game.pgn", setup, &loaded_setup, NULL, &error);
  g_assert_no_error (error);
  g_assert_nonnull (loaded);
  g_assert_cmpint (loaded_setup->level, ==, FT_LEVEL_EASY);
  g_assert_cmpint (loaded_setup->human_colour, ==, FT_BLACK);
  g_assert_cmpint (loaded_setup->time_control, ==, FT_TIME_CONTROL_FISCHER);
  g_assert_cmpint (loaded_setup->player_ms, ==, 300000);
  g_assert_cmpint (loaded_setup->player_increment_ms, ==, 5000);
  g_assert_cmpint (loaded_setup->cpu_ms, ==, 180000);
  g_assert_cmpint (loaded_setup->start->rules, ==, FT_RULES_STANDARD);
  g_assert_cmpuint (ft_game_get_n_moves (loaded), ==, 6);
  g_assert_false (ft_game_is_over (loaded));
  g_assert_false (ft_game_is_turn_started (loaded));
  g_assert_false (ft_clock_is_running (ft_game_get_clock (loaded)));
  for (guint i = 0; i < 6; i++)
    {
      g_assert_cmpuint (ft_game_get_move (loaded, i), ==, ft_game_get_move (game, i));
      g_assert_true (ft_game_get_clock_after (game, i, &w, &b));
      g_assert_true (ft_game_get_clock_after (loaded, i, &lw, &lb));
      g_assert_cmpint (w, ==, lw);
      g_assert_cmpint (b, ==, lb);
    }
  g_assert_false (ft_game_get_clock_after (loaded, 6, &lw, &lb));
  /* The clocks now, and after a takeback (White's first move was free). */
  g_assert_cmpint (ft_clock_get_remaining_ms (ft_game_get_clock (loaded), FT_WHITE), ==, 180000 - 6000 + 6000);
  g_assert_cmpint (ft_clock_get_remaining_ms (ft_game_get_clock (loaded), FT_BLACK), ==, 300000 - 9000 + 15000);
  g_assert_true (ft_game_undo (loaded));
  g_assert_cmpint (ft_clock_get_remaining_ms (ft_game_get_clock (loaded), FT_BLACK), ==, 300000 - 6000 + 10000);
  g_assert_true (ft_game_redo (loaded));

  /* The game goes on from there: White (the computer) is to move. */
  g_assert_cmpint (ft_game_get_turn (loaded), ==, FT_WHITE);
  g_assert_false (ft_game_is_human_turn (loaded));
  pgn_again = ft_game_record_write (loaded, loaded_setup, "Computer", NULL);
  g_assert_cmpstr (pgn, ==, pgn_again);
}

static void
test_round_trip_fourteen (void)
{
  g_autoptr (FtGameSetup) setup = ft_game_setup_new_default ();
  g_autoptr (FtGameSetup) loaded_setup = NULL;
  g_autoptr (FtGame) game = NULL;
  g_autoptr (FtGame) loaded = NULL;
  g_autoptr (GError) error = NULL;
  g_autofree char *pgn = NULL;
  FtMoveList *list = g_new (FtMoveList, 1);
  GRand *rand = g_rand_new_with_seed (14);
  FtResultReason reason;

  setup->time_control = FT_TIME_CONTROL_UNTIMED;
  setup->opponent = FT_OPPONENT_HUMAN;
  game = ft_game_setup_create_game (setup);
  for (guint i = 0; i < 120 && !ft_game_is_over (game); i++)
    {
      ft_position_generate_legal (ft_game_get_position (game), list);
      ft_game_start_turn (game);
      g_assert_true (ft_game_play_move (game, list->moves[g_rand_int_range (rand, 0, list->count)]));
    }
  if (!ft_game_is_over (game))
    ft_game_resign_side (game, ft_game_get_turn (game));
  pgn = ft_game_record_write (game, setup, "Ann", "Bob");
  g_test_message ("%s", pgn);
  g_assert_nonnull (strstr (pgn, "[Variant \"Fourteen\"]\n[SetUp \"1\"]\n[FEN \""));
  g_assert_nonnull (strstr (pgn, "[TimeControl \"-\"]\n"));
  g_assert_null (strstr (pgn, "%clk"));

  setup->time_control = FT_TIME_CONTROL_FISCHER;
  loaded = ft_game_record_read (pgn, -1, NULL, setup, &loaded_setup, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpint (loaded_setup->time_control, ==, FT_TIME_CONTROL_UNTIMED);
  g_assert_cmpint (loaded_setup->start->rules, ==, FT_RULES_FOURTEEN);
  g_assert_cmpuint (ft_game_get_n_moves (loaded), ==, ft_game_get_n_moves (game));
  g_assert_true (ft_game_is_over (loaded));
  g_assert_cmpint (ft_game_get_result (loaded, &reason), ==, ft_game_get_result (game, NULL));
  g_assert_cmpint (reason, ==, FT_REASON_RESIGNATION);
  g_assert_false (ft_game_can_undo (loaded)); /* a resigned game is browsed */
  g_rand_free (rand);
  g_free (list);
}

static void
test_recorded_moves (void)
{
  g_autoptr (FtGameSetup) setup = ft_game_setup_new_default ();
  g_autoptr (FtGame) game = NULL;
  g_autoptr (FtGame) loaded = NULL;
  g_autoptr (GError) error = NULL;
  g_autofree char *pgn = NULL;
  const FtPosition *pos;
  gint64 w, b;
  FtResultReason reason;

  /* Per-move timer: passes, clocks, and a draw by agreement. */
  ft_position_set_standard_start (setup->start);
  setup->time_control = FT_TIME_CONTROL_PER_MOVE;
  setup->per_move_ms = 30000;
  game = ft_game_setup_create_game (setup);
  pos = ft_game_get_position (game);
  g_assert_true (ft_game_append_recorded_move (game, ft_position_parse_move (pos, "e2e4"), 30000, 30000));
  g_assert_true (ft_game_append_recorded_move (game, FT_MOVE_NONE, 30000, 30000));
  /* Black's move when White is to move. */
  g_assert_false (ft_game_append_recorded_move (game, FT_MAKE_MOVE (FT_SQUARE (4, 6), FT_SQUARE (4, 4), FT_NO_KIND, FT_MOVE_DOUBLE_STEP, FALSE), 1, 1));
  g_assert_cmpuint (ft_game_get_n_moves (game), ==, 2);
  g_assert_true (ft_game_get_clock_after (game, 1, &w, &b));
  g_assert_cmpint (w, ==, 30000);
  ft_game_set_recorded_result (game, FT_RESULT_DRAW, FT_REASON_AGREEMENT);
  g_assert_cmpstr (ft_game_get_result_message (game), ==, "Draw by agreement");
  pgn = ft_game_record_write (game, setup, NULL, NULL);
  g_test_message ("%s", pgn);
  g_assert_nonnull (strstr (pgn, "[TimeControl \"1/30\"]"));
  g_assert_nonnull (strstr (pgn, "[Termination \"agreement\"]"));
  g_assert_nonnull (strstr (pgn, "1. e4 {[%clk 0:00:30]} 1... -- {[%clk 0:00:30]} 1/2-1/2"));
  loaded = ft_game_record_read (pgn, -1, NULL, setup, NULL, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpint (ft_game_get_result (loaded, &reason), ==, FT_RESULT_DRAW);
  g_assert_cmpint (reason, ==, FT_REASON_AGREEMENT);
  g_assert_cmpuint (ft_game_get_move (loaded, 1), ==, FT_MOVE_NONE);

  /* A Fourteen record that promotes to an archbishop turns the choice on. */
  {
    g_autoptr (FtGameSetup) promo_setup = NULL;
    g_autoptr (FtGame) promo = NULL;
    const char *record = "[Variant \"Fourteen\"]\n[FEN \"k7/8/8/8/P7/8/8/7K w - - 0 1\"]\n1. a5=H *";

    g_assert_cmpint (setup->promotion, ==, FT_PROMOTION_QUEEN);
    promo = ft_game_record_read (record, -1, NULL, setup, &promo_setup, NULL, &error);
    g_assert_no_error (error);
    g_assert_cmpint (promo_setup->promotion, ==, FT_PROMOTION_CHOOSE);
    g_assert_cmpuint (ft_position_piece_at (ft_game_get_position (promo), FT_SQUARE (0, 4)), ==,
                      FT_MAKE_PIECE (FT_WHITE, FT_ARCHBISHOP));
    g_clear_object (&promo);
    g_clear_pointer (&promo_setup, ft_game_setup_free);
    promo = ft_game_record_read ("[Variant \"Fourteen\"]\n[FEN \"k7/8/8/8/P7/8/8/7K w - - 0 1\"]\n1. a5 *",
                                     -1, NULL, setup, &promo_setup, NULL, &error);
    g_assert_no_error (error);
    g_assert_cmpint (promo_setup->promotion, ==, FT_PROMOTION_QUEEN);
    g_assert_false (promo_setup->start->promotion_choice);
    g_assert_cmpuint (ft_position_piece_at (ft_game_get_position (promo), FT_SQUARE (0, 4)), ==,
                      FT_MAKE_PIECE (FT_WHITE, FT_QUEEN));
  }

  /* A record that ends in checkmate is over without a result token. */
  g_clear_object (&loaded);
  loaded = ft_game_record_read ("1. f3 e5 2. g4 Qh4#", -1, NULL, setup, NULL, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpint (ft_game_get_result (loaded, &reason), ==, FT_RESULT_BLACK_WINS);
  g_assert_cmpint (reason, ==, FT_REASON_CHECKMATE);
}

static void
assert_load_error (const char *text, gssize length, FtGameRecordError code, const char *message)
{
  g_autoptr (FtGameSetup) base = ft_game_setup_new_default ();
  g_autoptr (GError) error = NULL;
  FtGameSetup *setup_out = NULL;
  FtGame *game = ft_game_record_read (text, length, "saved.pgn", base, &setup_out, NULL, &error);

  g_assert_null (game);
  g_assert_null (setup_out);
  g_assert_error (error, FT_GAME_RECORD_ERROR, (gint) code);
  g_test_message ("%s", error->message);
  g_assert_cmpstr (error->message, ==, message);
}

static void
test_errors (void)
{
  static const char binary[] = "\x89PNG\r\n\x1a\n\0\0";
  g_autoptr (FtGameSetup) base = ft_game_setup_new_default ();
  g_autoptr (GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("fourteen-record-XXXXXX", NULL);
  g_autofree char *big = g_build_filename (dir, "big.pgn", NULL);
  g_autofree char *bad = g_build_filename (dir, "bad.pgn", NULL);
  g_autofree char *good = g_build_filename (dir, "good.pgn", NULL);
  g_autofree char *missing = g_build_filename (dir, "missing.pgn", NULL);
  g_autofree char *expected = NULL;
  g_autofree char *large = g_malloc0 (FT_PGN_MAX_SIZE + 10);
  FtGameSetup *setup_out = NULL;
  FtGame *game;

  assert_load_error ("", 0, FT_GAME_RECORD_ERROR_NOT_PGN, "saved.pgn:1:1: empty: no game in it, not a PGN");
  assert_load_error ("{\"opponent\": \"human\"}", -1, FT_GAME_RECORD_ERROR_NOT_PGN, "saved.pgn:1:1: this is JSON, not a PGN");
  assert_load_error (binary, sizeof binary - 1, FT_GAME_RECORD_ERROR_NOT_PGN,
                     "saved.pgn:2:1: binary data (byte 0x1a): not a PGN text file");
  assert_load_error ("[Variant \"Fourteen\"]\n[FEN \"14/14/14/14/14/14/14/14/14/14/14/14/14/6Kk6 w - - 0 1\"]\n*", -1,
                     FT_GAME_RECORD_ERROR_BAD_POSITION, "saved.pgn:2:7: FEN tag: Black is in check but it is White's turn");
  assert_load_error ("[Event \"x\"]\n1. e4 {oops", -1, FT_GAME_RECORD_ERROR_TRUNCATED,
                     "saved.pgn:2:7: unterminated comment: the file ends before its '}'");
  assert_load_error ("[Event \"x\n", -1, FT_GAME_RECORD_ERROR_BAD_TAG,
                     "saved.pgn:1:1: the value of tag Event is not closed with '\"' on its line");
  assert_load_error ("1. e4 e5 2. Ke3", -1, FT_GAME_RECORD_ERROR_BAD_MOVE, "saved.pgn:1:13: 2. Ke3: illegal move");

  /* Files: too large (checked before parsing), missing, fine. */
  memset (large, ' ', FT_PGN_MAX_SIZE + 5);
  g_assert_true (g_file_set_contents (big, large, FT_PGN_MAX_SIZE + 5, NULL));
  game = ft_game_record_load_file (big, base, &setup_out, &error);
  g_assert_null (game);
  g_assert_error (error, FT_TEXT_FILE_ERROR, FT_TEXT_FILE_ERROR_TOO_LARGE);
  expected = g_strdup_printf ("%s: the saved game is too large (more than 1048576 bytes)", big);
  g_assert_cmpstr (error->message, ==, expected);
  g_clear_error (&error);

  game = ft_game_record_load_file (missing, base, &setup_out, &error);
  g_assert_null (game);
  g_assert_error (error, FT_TEXT_FILE_ERROR, FT_TEXT_FILE_ERROR_NOT_FOUND);
  g_assert_true (g_str_has_prefix (error->message, missing));
  g_clear_error (&error);
  game = ft_game_record_load_file (dir, base, &setup_out, &error);
  g_assert_null (game);
  g_assert_nonnull (error);
  g_clear_error (&error);

  g_assert_true (g_file_set_contents (bad, "[Event \"x\"]\n\n1. e4 e5 2. Nf3 Nf3 *\n", -1, NULL));
  game = ft_game_record_load_file (bad, base, &setup_out, &error);
  g_assert_null (game);
  g_free (expected);
  expected = g_strdup_printf ("%s:3:17: 2... Nf3: illegal move", bad);
  g_assert_cmpstr (error->message, ==, expected);
  g_clear_error (&error);

  g_assert_true (g_file_set_contents (good, "1. d4 d5 *\n\n[Event \"2\"]\n1. Xx *\n", -1, NULL));
  game = ft_game_record_load_file (good, base, &setup_out, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (ft_game_get_n_moves (game), ==, 2);
  g_object_unref (game);
  ft_game_setup_free (setup_out);

  /* The check reads every game. */
  g_assert_cmpuint (ft_game_record_check ("1. d4 *\n1. e4 e5 *\n[Event \"3\"]\n*", -1, "x", NULL, &error), ==, 3);
  g_assert_no_error (error);
  g_assert_cmpuint (ft_game_record_check ("1. d4 *\n\n1. e4 e5 2. Ke3 *", -1, "x.pgn", NULL, &error), ==, 0);
  g_assert_cmpstr (error->message, ==, "x.pgn:3:13: 2. Ke3: illegal move");
  g_clear_error (&error);

  g_unlink (big);
  g_unlink (bad);
  g_unlink (good);
  g_rmdir (dir);
}

/* Issue 20 items 18 and 19: a standard record that plays on after a
 * threefold repetition, or after a dead position, loads (it was "the game is already over"), and an
 * unusual TimeControl keeps the setup's clocks instead of losing the game. */
static void
test_records_of_other_programs (void)
{
  g_autoptr (FtGameSetup) base = ft_game_setup_new_default ();
  g_autoptr (FtGameSetup) setup = NULL;
  g_autoptr (FtGame) game = NULL;
  g_autoptr (FtGame) odd = NULL;
  g_autoptr (GError) error = NULL;
  g_autoptr (GPtrArray) warnings = ft_problem_list_new ();
  FtResultReason reason;

  base->player_ms = 123000;
  game = ft_game_record_from_pgn ("[Event \"Club\"]\n[TimeControl \"40/7200:20/3600:900+30\"]\n\n"
                                  "1. Nf3 Nf6 2. Ng1 Ng8 3. Nf3 Nf6 4. Ng1 Ng8 5. e4 e5 6. Nf3 *\n",
                                  -1, "club.pgn", base, &setup, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (ft_game_get_n_moves (game), ==, 11);
  g_assert_false (ft_game_is_over (game));
  g_assert_cmpint (setup->time_control, ==, FT_TIME_CONTROL_FISCHER);
  g_assert_cmpint (setup->player_ms, ==, 7200000);

  /* TWIC 920 has two games that go on after a dead position (54...Nxg2
   * leaves king and knight against king; 55. Kxg2): the game ends where
   * the rules ended it. */
  g_clear_object (&game);
  g_clear_pointer (&setup, ft_game_setup_free);
  game = ft_game_record_from_pgn ("[SetUp \"1\"]\n[FEN \"8/8/8/8/8/4n2K/6P1/2k5 b - - 0 54\"]\n"
                                  "54... Nxg2 55. Kxg2 1/2-1/2\n", -1, NULL, base, &setup, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (ft_game_get_n_moves (game), ==, 1);
  g_assert_cmpint (ft_game_get_result (game, &reason), ==, FT_RESULT_DRAW);
  g_assert_cmpint (reason, ==, FT_REASON_INSUFFICIENT_MATERIAL);

  g_clear_pointer (&setup, ft_game_setup_free);
  odd = ft_game_record_from_pgn ("[TimeControl \"blitz\"]\n1. d4 *", -1, NULL, base, &setup, &error);
  g_assert_no_error (error);
  g_assert_nonnull (odd);
  g_assert_cmpuint (ft_game_record_check ("[TimeControl \"blitz\"]\n1. d4 *", -1, "odd.pgn", warnings,
                                          &error), ==, 1);
  g_assert_cmpuint (warnings->len, ==, 1);
  g_assert_cmpstr (((FtProblem *) g_ptr_array_index (warnings, 0))->file, ==, "odd.pgn");
}

/* A game with a piece the config defines: saved with its letter, read
 * back with the same definitions, refused without them. */static void
test_custom_pieces (void)
{
  g_autoptr (FtGameSetup) setup = ft_game_setup_new_default ();
  g_autoptr (FtGameSetup) plain = ft_game_setup_new_default ();
  g_autoptr (FtGameSetup) loaded = NULL;
  g_autoptr (FtGame) game = NULL;
  g_autoptr (FtGame) back = NULL;
  g_autoptr (GError) error = NULL;
  g_autofree char *pgn = NULL;
  FtCustomKinds kinds = { 0 };

  g_assert_true (ft_custom_kinds_add (&kinds, 'w', 400, "FC", &error));
  g_assert_true (ft_fen_parse_custom ("4k3/8/8/8/8/8/8/W3K3 w - - 0 1", FT_RULES_STANDARD, &kinds,
                                      setup->start, &error));
  g_assert_no_error (error);
  setup->time_control = FT_TIME_CONTROL_UNTIMED;
  game = ft_game_setup_create_game (setup);
  /* The wizard leaps like a camel: a1-b4. */
  play (game, "a1b4 e8d8", 1);
  pgn = ft_game_record_write (game, setup, NULL, NULL);
  g_assert_nonnull (strstr (pgn, "W3K3"));
  g_assert_nonnull (strstr (pgn, "1. Wb4"));

  back = ft_game_record_read (pgn, -1, "custom.pgn", setup, &loaded, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (ft_game_get_n_moves (back), ==, 2);
  g_assert_cmpuint (ft_game_get_move (back, 0), ==, ft_game_get_move (game, 0));

  g_clear_object (&back);
  g_clear_pointer (&loaded, ft_game_setup_free);
  back = ft_game_record_read (pgn, -1, "custom.pgn", plain, &loaded, NULL, &error);
  g_assert_null (back);
  g_assert_error (error, FT_GAME_RECORD_ERROR, FT_GAME_RECORD_ERROR_BAD_POSITION);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/game-record/round-trip-standard", test_round_trip_standard);
  g_test_add_func ("/game-record/custom-pieces", test_custom_pieces);
  g_test_add_func ("/game-record/round-trip-fourteen", test_round_trip_fourteen);
  g_test_add_func ("/game-record/recorded-moves", test_recorded_moves);
  g_test_add_func ("/game-record/errors", test_errors);
  g_test_add_func ("/game-record/issue20-items18-19-other-programs", test_records_of_other_programs);
  return g_test_run ();
}
