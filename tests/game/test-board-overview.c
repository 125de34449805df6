/* test-board-overview.c — the board in words on request
 * (ft-board-model-access.c): the pieces by side, the last move (and the
 * one browsed to), a piece's moves, and an announcement asked for twice. */
#include "config.h"

#include <stdlib.h>

#include "ft-board-model.h"
#include "ft-checkers-ruleset.h"
#include "ft-chess-ruleset.h"
#include "ft-fen.h"

static FtCell
cell (const char *name)
{
  return FT_CELL (name[0] - 'a', atoi (name + 1) - 1);
}

static FtGame *
chess_game (const char *fen)
{
  g_autofree FtPosition *pos = g_new (FtPosition, 1);
  g_autoptr (GError) error = NULL;
  g_autoptr (FtClock) clock = ft_clock_new_untimed ();
  g_autoptr (FtRuleset) start = NULL;

  g_assert_true (ft_fen_parse (fen, FT_RULES_STANDARD, pos, &error));
  g_assert_no_error (error);
  start = FT_RULESET (ft_chess_ruleset_new_start (pos));
  return ft_game_new_for_rules (start, FT_WHITE, clock);
}

static void
play (FtGame *game, FtBoardModel *model, const char *from, const char *to)
{
  FtCell path[2] = { cell (from), cell (to) };
  FtGameMove move;

  g_assert_cmpint (ft_ruleset_match_path (ft_game_get_rules (game), path, 2, 0, &move), ==, FT_PATH_COMPLETE);
  g_assert_true (ft_game_play (game, &move));
  ft_board_model_show_move (model, &move);
  ft_game_start_turn (game);
}

static void
test_chess_overview (void)
{
  g_autoptr (FtGame) game = chess_game ("4k3/pp6/8/8/8/8/6PP/R3K2R w - - 0 1");
  g_autoptr (FtBoardModel) model = ft_board_model_new ();
  g_autofree char *pieces = NULL;
  g_autofree char *before = NULL;
  g_autofree char *last = NULL;
  g_autofree char *browsed = NULL;
  g_autofree char *rook = NULL;
  g_autofree char *empty = NULL;
  g_autofree char *theirs = NULL;
  g_autofree char *after = NULL;

  ft_board_model_set_game (model, game);
  ft_game_start_turn (game);
  pieces = ft_board_model_describe_pieces (model);
  g_assert_cmpstr (pieces, ==, "White: king e1; rook a1, h1; pawn g2, h2. Black: king e8; pawn a7, b7");
  before = ft_board_model_describe_last_move (model);
  g_assert_cmpstr (before, ==, "No move yet");
  rook = ft_board_model_describe_moves_from (model, cell ("h1"));
  g_assert_cmpstr (rook, ==, "White rook h1 moves to: f1, g1");
  empty = ft_board_model_describe_moves_from (model, cell ("d4"));
  g_assert_cmpstr (empty, ==, "d4: no piece");
  theirs = ft_board_model_describe_moves_from (model, cell ("a7"));
  g_assert_cmpstr (theirs, ==, "Black pawn a7: not its turn");

  play (game, model, "a1", "a7");
  last = ft_board_model_describe_last_move (model);
  g_assert_cmpstr (last, ==, "Last move: White rook a1 takes pawn on a7");
  after = ft_board_model_describe_pieces (model);
  g_assert_cmpstr (after, ==, "Black: king e8; pawn b7. White: king e1; rook h1, a7; pawn g2, h2");
  /* Browsing: the move that led to the position shown. */
  ft_board_model_browse (model, 0, FALSE);
  browsed = ft_board_model_describe_last_move (model);
  g_assert_cmpstr (browsed, ==, "No move yet");
  ft_board_model_browse (model, 1, FALSE);
  {
    g_autofree char *again = ft_board_model_describe_last_move (model);

    g_assert_cmpstr (again, ==, "Last move: White rook a1 takes pawn on a7");
  }
}

static void
test_checkers_overview (void)
{
  g_autoptr (FtClock) clock = ft_clock_new_untimed ();
  g_autoptr (FtRuleset) start = FT_RULESET (ft_checkers_ruleset_new (FT_CHECKERS_RULES_BOMBS,
                                                                     FT_CHECKERS_TURN_END_AUTO));
  g_autoptr (FtGame) game = ft_game_new_for_rules (start, FT_WHITE, clock);
  g_autoptr (FtBoardModel) model = ft_board_model_new ();
  g_autofree char *pieces = NULL;
  g_autofree char *bomb = NULL;
  g_autofree char *last = NULL;

  ft_board_model_set_game (model, game);
  ft_game_start_turn (game);
  pieces = ft_board_model_describe_pieces (model);
  g_assert_cmpstr (pieces, ==,
                   "Fire: bomb a3, c3, e3, g3; shield b2, d2, f2, h2; piece a1, c1, e1, g1. "
                   "Water: bomb b6, d6, f6, h6; shield a7, c7, e7, g7; piece b8, d8, f8, h8");
  bomb = ft_board_model_describe_moves_from (model, cell ("c3"));
  g_assert_cmpstr (bomb, ==, "Fire bomb c3 moves to: b4, d4");
  play (game, model, "c3", "d4");
  last = ft_board_model_describe_last_move (model);
  g_assert_cmpstr (last, ==, "Last move: Fire bomb c3 to d4");
}

/* The same words asked for twice change the announcement twice: a screen
 * reader speaks a name only when it changes. */
static void
test_announce_again (void)
{
  g_autoptr (FtGame) game = chess_game ("4k3/8/8/8/8/8/8/4K3 w - - 0 1");
  g_autoptr (FtBoardModel) model = ft_board_model_new ();
  g_autofree char *first = NULL;

  ft_board_model_set_game (model, game);
  ft_board_model_announce (model, "10 seconds left");
  first = g_strdup (ft_board_model_get_announcement (model));
  g_assert_cmpstr (first, ==, "10 seconds left");
  ft_board_model_announce (model, "10 seconds left");
  g_assert_cmpstr (ft_board_model_get_announcement (model), !=, first);
  g_assert_true (g_str_has_prefix (ft_board_model_get_announcement (model), "10 seconds left"));
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/board-overview/chess", test_chess_overview);
  g_test_add_func ("/board-overview/checkers", test_checkers_overview);
  g_test_add_func ("/board-overview/announce-again", test_announce_again);
  return g_test_run ();
}
