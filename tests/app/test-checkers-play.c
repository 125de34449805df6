/* test-checkers-play.c — FtCheckersPlay: turns through the object and its
 * signals, explosions, undo (the session's takeback), and the computer of
 * the session on its worker thread. No display needed. */
#include "ft-checkers-play.h"

typedef struct {
  guint moved, exploded, turn_ended, game_over, changed;
  int explosion_centre;
  guint64 removed;
  int winner;
} Counts;

static void
on_moved (FtCheckersPlay *game G_GNUC_UNUSED, int from G_GNUC_UNUSED, int to G_GNUC_UNUSED,
          int kind G_GNUC_UNUSED, gboolean crowned G_GNUC_UNUSED, Counts *c)
{
  c->moved++;
}

static void
on_exploded (FtCheckersPlay *game G_GNUC_UNUSED, int centre, guint64 removed, Counts *c)
{
  c->exploded++;
  c->explosion_centre = centre;
  c->removed = removed;
}

static void
on_turn_ended (FtCheckersPlay *game G_GNUC_UNUSED, Counts *c)
{
  c->turn_ended++;
}

static void
on_game_over (FtCheckersPlay *game G_GNUC_UNUSED, int winner, Counts *c)
{
  c->game_over++;
  c->winner = winner;
}

static void
on_changed (FtCheckersPlay *game G_GNUC_UNUSED, Counts *c)
{
  c->changed++;
}

static void
connect_counts (FtCheckersPlay *game, Counts *c)
{
  g_signal_connect (game, "moved", G_CALLBACK (on_moved), c);
  g_signal_connect (game, "exploded", G_CALLBACK (on_exploded), c);
  g_signal_connect (game, "turn-ended", G_CALLBACK (on_turn_ended), c);
  g_signal_connect (game, "game-over", G_CALLBACK (on_game_over), c);
  g_signal_connect (game, "changed", G_CALLBACK (on_changed), c);
}

static int
sq (const char *name)
{
  return ft_checkers_square_from_string (name);
}

static void
step (FtCheckersPlay *game, const char *from, const char *to)
{
  g_assert_true (ft_checkers_play_select (game, sq (from)));
  g_assert_cmpint (ft_checkers_play_move (game, sq (to)).kind, !=, FT_CHECKERS_MOVE_ILLEGAL);
}

static void
test_two_players (void)
{
  g_autoptr (FtCheckersPlay) game = ft_checkers_play_new (FT_CHECKERS_RULES_BOMBS);
  const FtCheckersBoard *board = ft_checkers_play_get_board (game);
  Counts c = { 0 };

  connect_counts (game, &c);
  g_assert_true (ft_checkers_play_is_human_turn (game));
  g_assert_false (ft_checkers_play_select (game, sq ("b6"))); /* Water's */
  step (game, "c3", "d4");
  step (game, "f6", "e5");
  g_assert_cmpuint (c.moved, ==, 2);
  g_assert_cmpuint (c.turn_ended, ==, 2);
  /* Fire's bomb jumps e5 and explodes on f6: e5's bomb and itself go,
   * the shields on e7 and g7 stay. */
  step (game, "d4", "f6");
  g_assert_cmpuint (c.exploded, ==, 1);
  g_assert_cmpint (c.explosion_centre, ==, sq ("f6"));
  g_assert_cmpuint (c.removed, ==, (G_GUINT64_CONSTANT (1) << sq ("e5")) | (G_GUINT64_CONSTANT (1) << sq ("f6")));
  g_assert_cmpuint (ft_checkers_piece_at (board, sq ("e7")), !=, FT_CHECKERS_EMPTY);
  g_assert_cmpuint (ft_checkers_count (board, FT_CHECKERS_FIRE), ==, 11);
  g_assert_cmpuint (ft_checkers_count (board, FT_CHECKERS_WATER), ==, 11);
  g_assert_cmpuint (c.turn_ended, ==, 3);
  g_assert_cmpuint (c.game_over, ==, 0);

  /* Undo, any number of times, back to the start. */
  for (int i = 0; i < 3; i++)
    g_assert_true (ft_checkers_play_undo (game));
  g_assert_false (ft_checkers_play_undo (game));
  g_assert_cmpuint (ft_checkers_count (board, FT_CHECKERS_FIRE), ==, 12);
  g_assert_cmpint (ft_checkers_to_move (board), ==, FT_CHECKERS_FIRE);
  g_assert_cmpuint (c.changed, >=, 6);
}

static void
test_end_turn (void)
{
  g_autoptr (FtCheckersPlay) game = ft_checkers_play_new (FT_CHECKERS_RULES_BOMBS);
  Counts c = { 0 };

  connect_counts (game, &c);
  /* Fire's shield on c3 jumps b4 and may go on over b6: it stops. */
  for (const char *const *m = (const char *const[]) { "g3", "h4", "d6", "c5", "c3", "d4", "c7", "d6", "b2", "c3",
                                                      "c5", "b4", NULL };
       *m != NULL; m += 2)
    step (game, m[0], m[1]);
  g_assert_false (ft_checkers_play_end_turn (game));
  step (game, "c3", "a5");
  g_assert_cmpint (ft_checkers_to_move (ft_checkers_play_get_board (game)), ==, FT_CHECKERS_FIRE);
  g_assert_true (ft_checkers_play_end_turn (game));
  g_assert_cmpint (ft_checkers_to_move (ft_checkers_play_get_board (game)), ==, FT_CHECKERS_WATER);
  g_assert_cmpuint (c.turn_ended, ==, 7);
}

static void
wait_for_computer (FtCheckersPlay *game)
{
  gint64 deadline = g_get_monotonic_time () + 60 * G_USEC_PER_SEC;

  while (ft_checkers_play_get_thinking (game) && g_get_monotonic_time () < deadline)
    g_main_context_iteration (NULL, TRUE);
  g_assert_false (ft_checkers_play_get_thinking (game));
}

static void
test_computer (void)
{
  g_autoptr (FtCheckersPlay) game = ft_checkers_play_new (FT_CHECKERS_RULES_BOMBS);
  const FtCheckersBoard *board = ft_checkers_play_get_board (game);
  Counts c = { 0 };

  connect_counts (game, &c);
  ft_checkers_play_set_search_limits (game, 3, 0);
  ft_checkers_play_set_computer (game, FT_CHECKERS_WATER, FT_CHECKERS_LEVEL_NORMAL);
  g_assert_false (ft_checkers_play_get_thinking (game)); /* Fire's turn */
  step (game, "c3", "d4");
  g_assert_true (ft_checkers_play_get_thinking (game));
  /* Not the person's turn while the computer thinks. */
  g_assert_false (ft_checkers_play_is_human_turn (game));
  g_assert_false (ft_checkers_play_select (game, sq ("e3")));
  wait_for_computer (game);
  g_assert_cmpuint (c.turn_ended, ==, 2);
  g_assert_cmpint (ft_checkers_to_move (board), ==, FT_CHECKERS_FIRE);
  g_assert_true (ft_checkers_play_is_human_turn (game));
  /* Undo goes back over the computer's turn to the person's. */
  g_assert_true (ft_checkers_play_undo (game));
  g_assert_cmpuint (ft_checkers_count (board, FT_CHECKERS_FIRE), ==, 12);
  g_assert_cmpuint (ft_checkers_piece_at (board, sq ("c3")), !=, FT_CHECKERS_EMPTY);
  g_assert_cmpint (ft_checkers_to_move (board), ==, FT_CHECKERS_FIRE);
  g_assert_false (ft_checkers_play_undo (game));

  /* The computer as Fire starts at once, also after a new game. */
  ft_checkers_play_set_computer (game, FT_CHECKERS_FIRE, FT_CHECKERS_LEVEL_EASY);
  wait_for_computer (game);
  g_assert_cmpint (ft_checkers_to_move (board), ==, FT_CHECKERS_WATER);
  ft_checkers_play_new_game (game);
  wait_for_computer (game);
  g_assert_cmpint (ft_checkers_to_move (board), ==, FT_CHECKERS_WATER);
}

static void
test_cancel (void)
{
  FtCheckersPlay *game = ft_checkers_play_new (FT_CHECKERS_RULES_BOMBS);
  const FtCheckersBoard *board = ft_checkers_play_get_board (game);
  gint64 start;

  /* A search that would take very long: undo drops it, a late answer is
   * never played. */
  ft_checkers_play_set_search_limits (game, 30, 0);
  ft_checkers_play_set_computer (game, FT_CHECKERS_WATER, FT_CHECKERS_LEVEL_HARD);
  step (game, "c3", "d4");
  g_assert_true (ft_checkers_play_get_thinking (game));
  g_assert_true (ft_checkers_play_undo (game));
  g_assert_false (ft_checkers_play_get_thinking (game));
  start = g_get_monotonic_time ();
  while (g_get_monotonic_time () - start < 200 * 1000)
    g_main_context_iteration (NULL, FALSE);
  g_assert_cmpint (ft_checkers_to_move (board), ==, FT_CHECKERS_FIRE);
  g_assert_cmpuint (ft_checkers_count (board, FT_CHECKERS_FIRE), ==, 12);
  /* Dropping the game while it thinks stops the search too. */
  step (game, "c3", "d4");
  g_assert_true (ft_checkers_play_get_thinking (game));
  g_object_unref (game);
  start = g_get_monotonic_time ();
  while (g_get_monotonic_time () - start < 200 * 1000)
    g_main_context_iteration (NULL, FALSE);
}

static void
test_full_game (void)
{
  /* Fire played by the test with easy's rules, Water by the game's
   * computer: the game ends, and says so once. */
  g_autoptr (FtCheckersPlay) game = ft_checkers_play_new (FT_CHECKERS_RULES_ENGLISH);
  const FtCheckersBoard *board = ft_checkers_play_get_board (game);
  Counts c = { 0 };
  guint turns = 0;

  connect_counts (game, &c);
  ft_checkers_play_set_search_limits (game, 2, 0);
  ft_checkers_play_set_computer (game, FT_CHECKERS_WATER, FT_CHECKERS_LEVEL_NORMAL);
  while (ft_checkers_winner (board) == FT_CHECKERS_NONE && turns++ < 400)
    {
      FtCheckersTurn turn;
      FtCheckersAiOptions options = { 0 };

      options.seed = turns;
      if (!ft_checkers_play_is_human_turn (game))
        {
          wait_for_computer (game);
          continue;
        }
      g_assert_true (ft_checkers_ai_choose (ft_checkers_state (board), FT_CHECKERS_LEVEL_EASY, &options, &turn, NULL));
      g_assert_true (ft_checkers_play_select (game, turn.path[0]));
      for (guint i = 1; i < turn.length; i++)
        g_assert_cmpint (ft_checkers_play_move (game, turn.path[i]).kind, !=, FT_CHECKERS_MOVE_ILLEGAL);
    }
  g_assert_cmpint (ft_checkers_winner (board), !=, FT_CHECKERS_NONE);
  g_assert_cmpuint (c.game_over, ==, 1);
  g_assert_cmpint (c.winner, ==, ft_checkers_winner (board));
  g_assert_false (ft_checkers_play_is_human_turn (game));
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/checkers-play/two-players", test_two_players);
  g_test_add_func ("/checkers-play/end-turn", test_end_turn);
  g_test_add_func ("/checkers-play/computer", test_computer);
  g_test_add_func ("/checkers-play/cancel", test_cancel);
  g_test_add_func ("/checkers-play/full-game", test_full_game);
  return g_test_run ();
}
