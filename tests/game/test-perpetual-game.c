/* test-perpetual-game.c — a game drawn by perpetual check says so, in its
 * result message and in its PGN record (Termination), and reads back the
 * same. The moves are appended as a record's (standard rules: the
 * threefold repetition is then claimed, FIDE 9.2). */
#include "config.h"

#include "ft-fen.h"
#include "ft-game-record.h"

static const char *const queen_dance = "6k1/6p1/7p/8/8/8/5PPP/4Q1K1 w - - 0 1";

static FtGame *
play (FtGameSetup *setup, const char *const *moves, guint n_moves)
{
  FtGame *game;

  g_assert_true (ft_fen_parse (queen_dance, FT_RULES_STANDARD, setup->start, NULL));
  setup->time_control = FT_TIME_CONTROL_UNTIMED;
  game = ft_game_setup_create_game (setup);
  for (guint i = 0; i < n_moves; i++)
    g_assert_true (ft_game_append_recorded_move (
      game, ft_position_parse_move (ft_game_get_position (game), moves[i]), -1, -1));
  return game;
}

static void
test_perpetual_game (void)
{
  static const char *const moves[] = { "e1e8", "g8h7", "e8e4", "h7g8", "e4e8",
                                       "g8h7", "e8e4", "h7g8", "e4e8" };
  g_autoptr (FtGameSetup) setup = ft_game_setup_new_default ();
  g_autoptr (FtGame) game = play (setup, moves, G_N_ELEMENTS (moves));
  g_autoptr (FtGame) back = NULL;
  g_autoptr (FtGameSetup) back_setup = NULL;
  g_autoptr (GError) error = NULL;
  g_autofree char *pgn = NULL;
  FtResultReason reason;

  g_assert_false (ft_game_is_over (game));
  g_assert_true (ft_game_claim_draw (game));
  g_assert_cmpint (ft_game_get_result (game, &reason), ==, FT_RESULT_DRAW);
  g_assert_cmpint (reason, ==, FT_REASON_PERPETUAL_CHECK);
  g_assert_cmpstr (ft_game_get_result_message (game), ==, "Draw by perpetual check — claimed");
  g_assert_cmpstr (ft_game_get_result_message_for_players (game), ==,
                   "Draw by perpetual check — claimed");

  pgn = ft_game_record_write (game, setup, "Ada", "Grace");
  g_test_message ("%s", pgn);
  g_assert_nonnull (strstr (pgn, "[Termination \"perpetual check\"]"));
  g_assert_nonnull (strstr (pgn, "1/2-1/2"));
  back = ft_game_record_read (pgn, -1, "perpetual.pgn", setup, &back_setup, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpint (ft_game_get_result (back, &reason), ==, FT_RESULT_DRAW);
  g_assert_cmpint (reason, ==, FT_REASON_PERPETUAL_CHECK);

  /* Taken back, the draw is forgotten; replayed, it may be claimed again
   * (issue 20 item 18: a threefold repetition is not a draw by itself). */
  g_assert_true (ft_game_undo (game));
  g_assert_false (ft_game_is_over (game));
  g_assert_true (ft_game_redo (game));
  g_assert_false (ft_game_is_over (game));
  g_assert_true (ft_game_can_claim_draw (game, &reason));
  g_assert_cmpint (reason, ==, FT_REASON_PERPETUAL_CHECK);
  g_assert_true (ft_game_claim_draw (game));
  g_assert_cmpint (ft_game_get_result (game, &reason), ==, FT_RESULT_DRAW);
  g_assert_cmpint (reason, ==, FT_REASON_PERPETUAL_CHECK);
}

/* The same repetition with a quiet queen move in it: a plain repetition. */
static void
test_plain_repetition (void)
{
  static const char *const moves[] = { "e1e8", "g8h7", "e8e1", "h7g8",
                                       "e1e8", "g8h7", "e8e1", "h7g8" };
  g_autoptr (FtGameSetup) setup = ft_game_setup_new_default ();
  g_autoptr (FtGame) game = play (setup, moves, G_N_ELEMENTS (moves));
  g_autofree char *pgn = NULL;

  g_assert_true (ft_game_claim_draw (game));
  pgn = ft_game_record_write (game, setup, NULL, NULL);
  g_assert_cmpstr (ft_game_get_result_message (game), ==, "Draw by threefold repetition — claimed");
  g_assert_nonnull (strstr (pgn, "[Termination \"threefold repetition\"]"));
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/perpetual-game/perpetual", test_perpetual_game);
  g_test_add_func ("/perpetual-game/plain-repetition", test_plain_repetition);
  return g_test_run ();
}
