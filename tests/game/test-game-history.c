/* test-game-history.c — FtGame's record for both games (ft-game-history.c):
 * the notation of every move, the positions after them for browsing, the
 * clocks after each move, takeback and redo with their clocks, moves of a
 * saved game, and "notify::n-moves" on every change. */
#include "config.h"

#include <string.h>

#include "ft-checkers-ruleset.h"
#include "ft-chess-ruleset.h"
#include "ft-game.h"

typedef struct
{
  gint64 now_us;
  guint notified;
} Fixture;

static gint64
fake_time (gpointer user_data)
{
  return ((Fixture *) user_data)->now_us;
}

static void
n_moves_cb (GObject *object G_GNUC_UNUSED, GParamSpec *pspec G_GNUC_UNUSED, gpointer user_data)
{
  ((Fixture *) user_data)->notified++;
}

static FtGame *
new_game (Fixture *f, FtRuleset *start)
{
  g_autoptr (FtClock) clock = ft_clock_new (60000, 1000, 60000, 1000);
  FtGame *game = ft_game_new_for_rules (start, FT_WHITE, clock);

  f->now_us = G_USEC_PER_SEC;
  f->notified = 0;
  ft_clock_set_time_source (clock, fake_time, f);
  g_signal_connect (game, "notify::n-moves", G_CALLBACK (n_moves_cb), f);
  return game;
}

/* The position as text, from the interface alone. */
static char *
picture (FtRuleset *rules)
{
  GString *text = g_string_new (NULL);

  for (FtCell cell = 0; cell < FT_N_CELLS; cell++)
    {
      FtGamePiece piece;

      if (ft_ruleset_get_piece (rules, cell, &piece))
        g_string_append_printf (text, "%d:%d%u%d ", cell, piece.side, piece.kind, piece.crowned);
    }
  g_string_append_printf (text, "/%d", ft_ruleset_get_side_to_move (rules));
  return g_string_free (text, FALSE);
}

static void
play (Fixture *f, FtGame *game, const char *text, gint64 think_ms)
{
  g_autoptr (GError) error = NULL;
  FtGameMove move;

  ft_game_start_turn (game);
  f->now_us += think_ms * 1000;
  g_assert_true (ft_ruleset_parse_move (ft_game_get_rules (game), text, &move, &error));
  g_assert_no_error (error);
  g_assert_true (ft_game_play (game, &move));
}

/* Plays `moves`, checks the notation, the clocks and the positions after
 * each move, then takes everything back and redoes it. */
static void
check_record (FtRuleset *start, const char *const *moves, const char *const *notation, guint n)
{
  Fixture f;
  g_autoptr (FtGame) game = new_game (&f, start);
  g_autoptr (GPtrArray) pictures = g_ptr_array_new_with_free_func (g_free);
  gint64 white, black, expected[2] = { 60000, 60000 };

  g_ptr_array_add (pictures, picture (ft_game_get_rules (game)));
  for (guint i = 0; i < n; i++)
    {
      play (&f, game, moves[i], 1000 * (i + 1));
      g_ptr_array_add (pictures, picture (ft_game_get_rules (game)));
    }
  g_assert_cmpuint (ft_game_get_n_moves (game), ==, n);
  g_assert_cmpuint (f.notified, ==, n);
  for (guint i = 0; i < n; i++)
    {
      g_autoptr (FtRuleset) before = ft_game_dup_rules_at (game, i);
      g_autoptr (FtRuleset) after = ft_game_dup_rules_at (game, i + 1);
      g_autofree char *seen_before = picture (before);
      g_autofree char *seen_after = picture (after);
      char written[FT_NOTATION_MAX];

      g_assert_cmpstr (ft_game_get_notation (game, i), ==, notation[i]);
      /* The notation is the rules' own, in the position before the move. */
      g_assert_cmpstr (ft_ruleset_write_move (before, ft_game_peek_move (game, i), written), ==,
                       notation[i]);
      g_assert_cmpstr (seen_before, ==, pictures->pdata[i]);
      g_assert_cmpstr (seen_after, ==, pictures->pdata[i + 1]);
      /* Move i took (i + 1) s (the first: no time, as no clock runs
       * before it) and gained 1 s. */
      expected[i % 2] += 1000 - (i == 0 ? 0 : 1000 * (gint64) (i + 1));
      g_assert_true (ft_game_get_clock_after (game, i, &white, &black));
      g_assert_cmpint (white, ==, expected[FT_WHITE]);
      g_assert_cmpint (black, ==, expected[FT_BLACK]);
    }
  g_assert_false (ft_game_get_clock_after (game, n, &white, &black));
  /* Beyond the end: now. */
  {
    g_autoptr (FtRuleset) now = ft_game_dup_rules_at (game, G_MAXUINT);
    g_autofree char *seen = picture (now);

    g_assert_cmpstr (seen, ==, pictures->pdata[n]);
  }

  /* Everything back, then everything again. */
  for (guint i = n; i-- > 0;)
    {
      g_autofree char *seen = NULL;

      g_assert_true (ft_game_undo (game));
      seen = picture (ft_game_get_rules (game));
      g_assert_cmpstr (seen, ==, pictures->pdata[i]);
      g_assert_cmpuint (ft_game_get_n_redo (game), ==, n - i);
    }
  g_assert_false (ft_game_can_undo (game));
  g_assert_cmpint (ft_clock_get_remaining_ms (ft_game_get_clock (game), FT_WHITE), ==, 60000);
  for (guint i = 0; i < n; i++)
    g_assert_true (ft_game_redo (game));
  g_assert_false (ft_game_can_redo (game));
  g_assert_cmpstr (ft_game_get_notation (game, n - 1), ==, notation[n - 1]);
  g_assert_true (ft_game_get_clock_after (game, n - 1, &white, &black));
  g_assert_cmpint (ft_clock_get_remaining_ms (ft_game_get_clock (game), FT_WHITE), ==, white);
  g_assert_cmpuint (f.notified, ==, 3 * n);
}

static void
test_chess_record (void)
{
  g_autofree FtPosition *pos = g_new (FtPosition, 1);
  g_autoptr (FtRuleset) start = NULL;
  static const char *const moves[] = { "e2e4", "e7e5", "g1f3", "b8c6", "f1b5", "g8f6", "e1g1" };
  static const char *const notation[] = { "e4", "e5", "Nf3", "Nc6", "Bb5", "Nf6", "O-O" };

  ft_position_set_standard_start (pos);
  start = FT_RULESET (ft_chess_ruleset_new (pos));
  check_record (start, moves, notation, G_N_ELEMENTS (moves));
}

static void
test_checkers_record (void)
{
  g_autoptr (FtRuleset) start = FT_RULESET (ft_checkers_ruleset_new (FT_CHECKERS_RULES_BOMBS, FT_CHECKERS_TURN_END_AUTO));
  static const char *const moves[] = { "g3h4", "d6c5", "c3d4", "c7d6", "b2c3", "c5b4", "c3a5c7" };
  /* Standard notation: 1 is g1, 9 g3, 11 c3, 20 a5, 27 c7. */
  static const char *const notation[] = { "9-13", "23-19", "11-15", "27-23", "8-11", "19-16", "11x20x27" };

  check_record (start, moves, notation, G_N_ELEMENTS (moves));
}

/* Chess browsing through the engine's positions agrees with the rules'. */
static void
test_chess_positions_agree (void)
{
  Fixture f;
  g_autofree FtPosition *pos = g_new (FtPosition, 1);
  g_autoptr (FtRuleset) start = NULL;
  g_autoptr (FtGame) game = NULL;
  static const char *const moves[] = { "a2a4", "a13a11", "b1c3", "n13n12" };

  ft_position_set_fourteen_start (pos);
  start = FT_RULESET (ft_chess_ruleset_new (pos));
  game = new_game (&f, start);
  for (guint i = 0; i < G_N_ELEMENTS (moves); i++)
    play (&f, game, moves[i], 10);
  for (guint ply = 0; ply <= G_N_ELEMENTS (moves); ply++)
    {
      g_autoptr (FtRuleset) rules = ft_game_dup_rules_at (game, ply);
      const FtPosition *expected = ft_chess_ruleset_get_position (FT_CHESS_RULESET (rules));

      ft_game_copy_position_at (game, ply, pos);
      g_assert_cmpuint (pos->hash, ==, expected->hash);
    }
  g_assert_cmpuint (ft_game_get_last_move (game), ==, ft_game_get_move (game, 3));
}

/* A saved game's moves: clocks as recorded, the result the rules give,
 * an illegal move refused without a change. */
static void
test_recorded_moves (void)
{
  Fixture f;
  g_autoptr (FtRuleset) start = FT_RULESET (ft_checkers_ruleset_new (FT_CHECKERS_RULES_ENGLISH, FT_CHECKERS_TURN_END_AUTO));
  g_autoptr (FtGame) game = new_game (&f, start);
  FtGameMove move, chess = ft_game_move_chess (FT_MOVE_NONE);
  gint64 white, black;

  g_assert_true (ft_ruleset_parse_move (ft_game_get_rules (game), "c3d4", &move, NULL));
  g_assert_true (ft_game_append_recorded (game, &move, 55000, -1));
  g_assert_true (ft_game_get_clock_after (game, 0, &white, &black));
  g_assert_cmpint (white, ==, 55000);
  g_assert_cmpint (black, ==, 60000);
  g_assert_cmpuint (f.notified, ==, 1);
  /* The same move again is not legal (Water to move); a chess move is
   * not a checkers move; checkers has no pass. */
  g_assert_false (ft_game_append_recorded (game, &move, -1, -1));
  g_assert_false (ft_game_append_recorded (game, &chess, -1, -1));
  g_assert_cmpuint (ft_game_get_n_moves (game), ==, 1);
  g_assert_cmpuint (f.notified, ==, 1);
  /* While a turn runs, records wait. */
  ft_game_start_turn (game);
  g_assert_true (ft_ruleset_parse_move (ft_game_get_rules (game), "d6c5", &move, NULL));
  g_assert_false (ft_game_append_recorded (game, &move, -1, -1));
  g_assert_true (ft_game_play (game, &move));
  ft_game_set_recorded_result (game, FT_RESULT_DRAW, FT_REASON_AGREEMENT);
  g_assert_true (ft_game_is_over (game));
  g_assert_cmpstr (ft_game_get_result_message (game), ==, "Draw by agreement");
  /* An agreed result cannot be taken back. */
  g_assert_false (ft_game_can_undo (game));
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/game-history/chess-record", test_chess_record);
  g_test_add_func ("/game-history/checkers-record", test_checkers_record);
  g_test_add_func ("/game-history/chess-positions-agree", test_chess_positions_agree);
  g_test_add_func ("/game-history/recorded-moves", test_recorded_moves);
  return g_test_run ();
}
