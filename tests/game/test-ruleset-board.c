/* test-ruleset-board.c — what the rules tell a board (ft-ruleset.h, "What a
 * board shows"), for both games: the hops of a move (a plain move, a
 * capture, castling's rook, en passant, a promotion; a checkers step, a
 * multi-jump and the start of one, a crowning, a bomb's blast that spares
 * shields), the names of kinds, fog of war's visible cells, the
 * checkmate picture and the promotion zone. */
#include "config.h"

#include <stdlib.h>

#include "ft-checkers-ruleset.h"
#include "ft-chess-ruleset.h"
#include "ft-config.h"
#include "ft-fen.h"

static FtRuleset *
from_fen (const char *fen, FtRules rules, gboolean fog)
{
  g_autofree FtPosition *pos = g_new (FtPosition, 1);
  g_autoptr (GError) error = NULL;

  g_assert_true (ft_fen_parse (fen, rules, pos, &error));
  g_assert_no_error (error);
  pos->fog = fog;
  return FT_RULESET (ft_chess_ruleset_new (pos));
}

static FtCell
cell (const char *name)
{
  return FT_CELL (name[0] - 'a', atoi (name + 1) - 1);
}

static FtGameMove
parse (FtRuleset *rules, const char *text)
{
  g_autoptr (GError) error = NULL;
  FtGameMove move;

  g_assert_true (ft_ruleset_parse_move (rules, text, &move, &error));
  g_assert_no_error (error);
  return move;
}

static void
play (FtRuleset *rules, const char *text)
{
  FtGameMove move = parse (rules, text);

  ft_ruleset_apply (rules, &move);
}

static void
test_chess_hops (void)
{
  g_autoptr (FtRuleset) rules = from_fen ("r3k2r/1P6/8/3pP3/8/8/8/R3K2R w KQkq d6 0 1",
                                          FT_RULES_STANDARD, FALSE);
  g_autofree char *fen = ft_ruleset_write_position (rules);
  g_autofree char *after = NULL;
  FtMoveHop hops[FT_GAME_MOVE_MAX_CELLS];
  FtGameMove move;

  /* A plain move: one hop, nothing taken, the position untouched. */
  move = parse (rules, "Ra2");
  g_assert_cmpuint (ft_ruleset_get_hops (rules, &move, hops), ==, 1);
  g_assert_cmpint (hops[0].from, ==, cell ("a1"));
  g_assert_cmpint (hops[0].to, ==, cell ("a2"));
  g_assert_cmpint (hops[0].piece.kind, ==, FT_ROOK);
  g_assert_cmpint (hops[0].piece.side, ==, FT_WHITE);
  g_assert_cmpint (hops[0].lands_as.kind, ==, FT_ROOK);
  g_assert_true (hops[0].survives);
  g_assert_cmpint (hops[0].with_from, ==, FT_NO_CELL);
  g_assert_cmpint (hops[0].explosion, ==, FT_NO_CELL);
  g_assert_cmpuint (ft_cell_set_count (&hops[0].removed), ==, 0);
  after = ft_ruleset_write_position (rules);
  g_assert_cmpstr (after, ==, fen);

  /* Castling: the rook travels alongside. */
  move = parse (rules, "O-O");
  g_assert_cmpuint (ft_ruleset_get_hops (rules, &move, hops), ==, 1);
  g_assert_cmpint (hops[0].from, ==, cell ("e1"));
  g_assert_cmpint (hops[0].to, ==, cell ("g1"));
  g_assert_cmpint (hops[0].with_from, ==, cell ("h1"));
  g_assert_cmpint (hops[0].with_to, ==, cell ("f1"));

  /* En passant takes the pawn beside. */
  move = parse (rules, "exd6");
  g_assert_cmpuint (ft_ruleset_get_hops (rules, &move, hops), ==, 1);
  g_assert_cmpuint (ft_cell_set_count (&hops[0].removed), ==, 1);
  g_assert_true (ft_cell_set_has (&hops[0].removed, cell ("d5")));
  g_assert_cmpint (hops[0].with_from, ==, FT_NO_CELL);

  /* A capture that promotes: the rook on a8 goes, a knight lands. */
  move = parse (rules, "bxa8=N");
  g_assert_cmpuint (ft_ruleset_get_hops (rules, &move, hops), ==, 1);
  g_assert_cmpint (hops[0].piece.kind, ==, FT_PAWN);
  g_assert_cmpint (hops[0].lands_as.kind, ==, FT_KNIGHT);
  g_assert_true (ft_cell_set_has (&hops[0].removed, cell ("a8")));
  g_assert_cmpuint (ft_cell_set_count (&hops[0].removed), ==, 1);

  /* A pass and an illegal move have no hops. */
  move = ft_game_move_chess (FT_MOVE_NONE);
  g_assert_cmpuint (ft_ruleset_get_hops (rules, &move, hops), ==, 0);
  move = ft_game_move_chess (FT_MAKE_MOVE (FT_SQUARE (0, 0), FT_SQUARE (1, 1), FT_NO_KIND,
                                           FT_MOVE_NORMAL, FALSE));
  g_assert_cmpuint (ft_ruleset_get_hops (rules, &move, hops), ==, 0);
  after = (g_free (after), ft_ruleset_write_position (rules));
  g_assert_cmpstr (after, ==, fen);
}

static void
test_chess_names_fog_mate (void)
{
  g_autoptr (FtRuleset) fog = from_fen ("4k3/8/8/8/8/8/4P3/4K3 w - - 0 1", FT_RULES_STANDARD, TRUE);
  g_autoptr (FtRuleset) plain = from_fen ("4k3/8/8/8/8/8/4P3/4K3 w - - 0 1", FT_RULES_STANDARD, FALSE);
  /* Fool's mate: White is mated. */
  g_autoptr (FtRuleset) mated = from_fen (FT_FEN_STANDARD_START, FT_RULES_STANDARD, FALSE);
  FtCellSet set;

  g_assert_cmpstr (ft_ruleset_get_kind_name (plain, FT_QUEEN, TRUE), ==, "Queen");
  g_assert_cmpstr (ft_ruleset_get_kind_name (plain, FT_ARCHBISHOP, FALSE), ==, "archbishop");
  g_assert_cmpstr (ft_ruleset_get_kind_name (plain, FT_CUSTOM_FIRST, FALSE), ==, "");

  g_assert_false (ft_ruleset_get_visible_cells (plain, FT_WHITE, &set));
  g_assert_cmpuint (ft_cell_set_count (&set), ==, 0);
  g_assert_true (ft_ruleset_get_visible_cells (fog, FT_WHITE, &set));
  g_assert_true (ft_cell_set_has (&set, cell ("e2")));
  g_assert_true (ft_cell_set_has (&set, cell ("e4")));
  g_assert_false (ft_cell_set_has (&set, cell ("e8")));

  g_assert_cmpint (ft_ruleset_get_mate_cells (plain, &set), ==, FT_NO_CELL);
  g_assert_cmpuint (ft_cell_set_count (&set), ==, 0);
  play (mated, "f3");
  play (mated, "e5");
  play (mated, "g4");
  play (mated, "Qh4");
  g_assert_cmpint (ft_ruleset_get_mate_cells (mated, &set), ==, cell ("e1"));
  g_assert_true (ft_cell_set_has (&set, cell ("h4")));
}

static FtCell
ccell (const char *name)
{
  return ft_cell_from_checkers (ft_checkers_square_from_string (name));
}

static FtGameMove
path_move (const char *const *squares, guint n)
{
  FtCell cells[FT_CHECKERS_MAX_PATH];
  FtGameMove move;

  for (guint i = 0; i < n; i++)
    cells[i] = ccell (squares[i]);
  g_assert_true (ft_game_move_checkers_from_cells (cells, n, &move));
  return move;
}

/* After g3h4 d6c5 c3d4 c7d6 b2c3 c5b4, Fire's shield on c3 jumps b4 and
 * may go on over b6. */
static void
test_checkers_multi_jump (void)
{
  g_autoptr (FtRuleset) rules = FT_RULESET (ft_checkers_ruleset_new (FT_CHECKERS_RULES_BOMBS, FT_CHECKERS_TURN_END_AUTO));
  const char *opening[] = { "g3h4", "d6c5", "c3d4", "c7d6", "b2c3", "c5b4" };
  const char *whole[] = { "c3", "a5", "c7" };
  FtMoveHop hops[FT_GAME_MOVE_MAX_CELLS];
  FtGameMove move;

  for (guint i = 0; i < G_N_ELEMENTS (opening); i++)
    play (rules, opening[i]);
  move = path_move (whole, 3);
  g_assert_cmpuint (ft_ruleset_get_hops (rules, &move, hops), ==, 2);
  g_assert_cmpint (hops[0].from, ==, ccell ("c3"));
  g_assert_cmpint (hops[0].to, ==, ccell ("a5"));
  g_assert_cmpint (hops[0].piece.kind, ==, FT_CHECKERS_SHIELD);
  g_assert_true (ft_cell_set_has (&hops[0].removed, ccell ("b4")));
  g_assert_cmpuint (ft_cell_set_count (&hops[0].removed), ==, 1);
  g_assert_cmpint (hops[1].from, ==, ccell ("a5"));
  g_assert_cmpint (hops[1].to, ==, ccell ("c7"));
  g_assert_true (ft_cell_set_has (&hops[1].removed, ccell ("b6")));
  g_assert_true (hops[1].survives);
  /* The start of the turn alone (a turn being built). */
  move = path_move (whole, 2);
  g_assert_cmpuint (ft_ruleset_get_hops (rules, &move, hops), ==, 1);
  /* A step: nothing taken. */
  move = parse (rules, "e3f4");
  g_assert_cmpuint (ft_ruleset_get_hops (rules, &move, hops), ==, 1);
  g_assert_cmpuint (ft_cell_set_count (&hops[0].removed), ==, 0);
  /* Not the start of a legal turn. */
  move = path_move ((const char *[]) { "c3", "c5" }, 2);
  g_assert_cmpuint (ft_ruleset_get_hops (rules, &move, hops), ==, 0);
  g_assert_cmpstr (ft_ruleset_get_kind_name (rules, FT_CHECKERS_BOMB, FALSE), ==, "bomb");
  g_assert_cmpstr (ft_ruleset_get_kind_name (rules, FT_CHECKERS_SHIELD, TRUE), ==, "Shield");
}

/* Fire's bomb on c3 jumps a Water bomb and explodes: the 3×3 block goes,
 * the bomb with it, except Water's shields. */
static void
test_checkers_explosion_and_crown (void)
{
  g_autoptr (FtRuleset) rules = FT_RULESET (ft_checkers_ruleset_new (FT_CHECKERS_RULES_BOMBS, FT_CHECKERS_TURN_END_AUTO));
  g_autoptr (FtCheckersBoard) board = ft_checkers_board_new_empty ();
  g_autoptr (FtRuleset) crowning = NULL;
  FtMoveHop hops[FT_GAME_MOVE_MAX_CELLS];
  FtGameMove move;

  play (rules, "c3d4");
  play (rules, "f6e5");
  move = parse (rules, "d4f6");
  g_assert_cmpuint (ft_ruleset_get_hops (rules, &move, hops), ==, 1);
  g_assert_cmpint (hops[0].piece.kind, ==, FT_CHECKERS_BOMB);
  g_assert_false (hops[0].survives);
  g_assert_cmpint (hops[0].explosion, ==, ccell ("f6"));
  g_assert_true (ft_cell_set_has (&hops[0].removed, ccell ("e5")));
  g_assert_false (ft_cell_set_has (&hops[0].removed, ccell ("e7")));
  g_assert_false (ft_cell_set_has (&hops[0].removed, ccell ("g7")));
  g_assert_false (ft_cell_set_has (&hops[0].removed, ccell ("d4")));

  /* A man reaching the far row is crowned as it lands. */
  g_assert_true (ft_checkers_place (board, ft_checkers_square_from_string ("c7"),
                                    FT_CHECKERS_PIECE (FT_CHECKERS_FIRE, FT_CHECKERS_NORMAL, FALSE)));
  g_assert_true (ft_checkers_place (board, ft_checkers_square_from_string ("a1"),
                                    FT_CHECKERS_PIECE (FT_CHECKERS_WATER, FT_CHECKERS_NORMAL, TRUE)));
  crowning = FT_RULESET (ft_checkers_ruleset_new_from_state (ft_checkers_state (board)));
  move = parse (crowning, "c7d8");
  g_assert_cmpuint (ft_ruleset_get_hops (crowning, &move, hops), ==, 1);
  g_assert_false (hops[0].piece.crowned);
  g_assert_true (hops[0].lands_as.crowned);
  g_assert_false (ft_ruleset_get_visible_cells (crowning, FT_WHITE, &hops[0].removed));
  g_assert_cmpint (ft_ruleset_get_mate_cells (crowning, &hops[0].removed), ==, FT_NO_CELL);
}

/* Exactly the cells of `rank` (1-based) on a board `files` wide. */
static void
assert_zone_is_rank (FtRuleset *rules, FtColour side, guint files, int rank)
{
  FtCellSet zone;

  g_assert_true (ft_ruleset_get_promotion_cells (rules, side, &zone));
  g_assert_cmpuint (ft_cell_set_count (&zone), ==, files);
  for (guint file = 0; file < files; file++)
    g_assert_true (ft_cell_set_has (&zone, FT_CELL (file, rank - 1)));
}

static FtRuleset *
from_config (const char *json)
{
  g_autoptr (GPtrArray) problems = g_ptr_array_new_with_free_func (g_free);
  g_autoptr (FtConfig) config = ft_config_load_from_data (json, -1, "zone.json", problems);
  g_autofree FtPosition *pos = g_new (FtPosition, 1);

  g_assert_nonnull (config);
  g_assert_true (ft_config_load_position (config, pos, problems));
  return FT_RULESET (ft_chess_ruleset_new (pos));
}

/* The zone a board marks is where the rules promote: Fourteen halfway
 * (rank 8 for White, 7 for Black on 14×14; on a 12×10 config 6 and 5; on
 * 8×8 5 and 4), standard chess the last rank; checkers marks none. */
static void
test_promotion_zone (void)
{
  g_autoptr (FtRuleset) fourteen = from_config ("{}");
  g_autoptr (FtRuleset) standard = from_fen ("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
                                             FT_RULES_STANDARD, FALSE);
  g_autofree char *fairy_json = g_strdup_printf ("{\"board\": {\"files\": 12, \"ranks\": 10}, "
                                                 "\"layout\": \"%s/data/layouts/fairy-12x10.txt\"}",
                                                 SOURCE_DIR);
  g_autoptr (FtRuleset) fairy = from_config (fairy_json);
  g_autoptr (FtRuleset) small = from_fen ("4k3/8/8/8/8/8/P7/4K3 w - - 0 1", FT_RULES_FOURTEEN, FALSE);
  g_autoptr (FtRuleset) checkers = FT_RULESET (ft_checkers_ruleset_new (FT_CHECKERS_RULES_BOMBS,
                                                                        FT_CHECKERS_TURN_END_AUTO));
  FtCellSet zone;

  g_assert_cmpuint (ft_ruleset_get_files (fourteen), ==, 14);
  assert_zone_is_rank (fourteen, FT_WHITE, 14, 8);
  assert_zone_is_rank (fourteen, FT_BLACK, 14, 7);
  assert_zone_is_rank (standard, FT_WHITE, 8, 8);
  assert_zone_is_rank (standard, FT_BLACK, 8, 1);
  g_assert_cmpuint (ft_ruleset_get_ranks (fairy), ==, 10);
  assert_zone_is_rank (fairy, FT_WHITE, 12, 6);
  assert_zone_is_rank (fairy, FT_BLACK, 12, 5);
  assert_zone_is_rank (small, FT_WHITE, 8, 5);
  assert_zone_is_rank (small, FT_BLACK, 8, 4);
  /* The zone is the rules', not the position's: the same after a move. */
  play (standard, "e4");
  assert_zone_is_rank (standard, FT_WHITE, 8, 8);
  ft_cell_set_add (&zone, FT_CELL (0, 0));
  g_assert_false (ft_ruleset_get_promotion_cells (checkers, FT_WHITE, &zone));
  g_assert_cmpuint (ft_cell_set_count (&zone), ==, 0);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/ruleset-board/chess-hops", test_chess_hops);
  g_test_add_func ("/ruleset-board/chess-names-fog-mate", test_chess_names_fog_mate);
  g_test_add_func ("/ruleset-board/checkers-multi-jump", test_checkers_multi_jump);
  g_test_add_func ("/ruleset-board/checkers-explosion-and-crown", test_checkers_explosion_and_crown);
  g_test_add_func ("/ruleset-board/promotion-zone", test_promotion_zone);
  return g_test_run ();
}
