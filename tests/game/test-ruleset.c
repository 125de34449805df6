/* test-ruleset.c — the FtRuleset contract, run on every implementation
 * through the interface only (chess on 14×14 and 8×8, checkers with bombs
 * and English draughts): the board, pieces and descriptions, every legal
 * move found by walking targets and paths (and counted against the
 * engines' own generators), apply and undo, copies, notation round trips,
 * the result, and the computer's search on a snapshot. */
#include "config.h"

#include <string.h>

#include "ft-checkers-ruleset.h"
#include "ft-chess-ruleset.h"

typedef struct
{
  const char *name;
  FtRuleset *(*make) (void);
  guint files, ranks;
  guint start_moves; /* legal moves at the start */
} Case;

static FtRuleset *
make_fourteen (void)
{
  g_autofree FtPosition *pos = g_new (FtPosition, 1);

  ft_position_set_fourteen_start (pos);
  return FT_RULESET (ft_chess_ruleset_new (pos));
}

static FtRuleset *
make_standard (void)
{
  g_autofree FtPosition *pos = g_new (FtPosition, 1);

  ft_position_set_standard_start (pos);
  return FT_RULESET (ft_chess_ruleset_new (pos));
}

static FtRuleset *
make_bombs (void)
{
  return FT_RULESET (ft_checkers_ruleset_new (FT_CHECKERS_RULES_BOMBS, FT_CHECKERS_TURN_END_AUTO));
}

static FtRuleset *
make_english (void)
{
  return FT_RULESET (ft_checkers_ruleset_new (FT_CHECKERS_RULES_ENGLISH, FT_CHECKERS_TURN_END_AUTO));
}

/* The engines' own counts of the start's legal moves. */
static guint
engine_count (FtRuleset *rules)
{
  if (FT_IS_CHESS_RULESET (rules))
    {
      g_autofree FtMoveList *list = g_new (FtMoveList, 1);

      ft_position_generate_legal (ft_chess_ruleset_get_position (FT_CHESS_RULESET (rules)), list);
      return list->count;
    }
  else
    {
      g_autofree FtCheckersTurnList *list = g_new (FtCheckersTurnList, 1);

      ft_checkers_state_generate_turns (ft_checkers_ruleset_get_state (FT_CHECKERS_RULESET (rules)),
                                        list);
      return list->count;
    }
}

/* Every legal move, found as a player finds them: a piece's targets, then
 * the targets after each landing, as long as the path may go on. */
static void
walk (FtRuleset *rules, FtCell *path, guint length, GArray *moves)
{
  FtCellSet targets;
  FtGameMove move;
  guint choices[16];

  switch (ft_ruleset_match_path (rules, path, length, 0, &move))
    {
    case FT_PATH_ILLEGAL:
      g_assert_cmpuint (length, ==, 1);
      return;
    case FT_PATH_COMPLETE:
      g_array_append_val (moves, move);
      return;
    case FT_PATH_MAY_CONTINUE:
      g_array_append_val (moves, move);
      break;
    case FT_PATH_NEEDS_CHOICE:
      for (guint i = 0, n = ft_ruleset_list_choices (rules, path, length, choices); i < n; i++)
        {
          g_assert_cmpint (ft_ruleset_match_path (rules, path, length, choices[i], &move), ==,
                           FT_PATH_COMPLETE);
          g_array_append_val (moves, move);
        }
      return;
    case FT_PATH_PARTIAL:
    default:
      break;
    }
  ft_ruleset_get_targets (rules, path, length, &targets);
  g_assert_cmpuint (ft_cell_set_count (&targets), >, 0);
  for (FtCell cell = 0; cell < FT_N_CELLS; cell++)
    if (ft_cell_set_has (&targets, cell))
      {
        path[length] = cell;
        walk (rules, path, length + 1, moves);
      }
}

static GArray *
all_moves (FtRuleset *rules)
{
  GArray *moves = g_array_new (FALSE, FALSE, sizeof (FtGameMove));
  FtCell path[FT_GAME_MOVE_MAX_CELLS + 1];

  for (guint rank = 0; rank < ft_ruleset_get_ranks (rules); rank++)
    for (guint file = 0; file < ft_ruleset_get_files (rules); file++)
      {
        FtGamePiece piece;

        path[0] = FT_CELL (file, rank);
        if (ft_ruleset_get_piece (rules, path[0], &piece)
            && piece.side == ft_ruleset_get_side_to_move (rules))
          walk (rules, path, 1, moves);
      }
  return moves;
}

/* The position as text, from the interface alone. */
static char *
picture (FtRuleset *rules)
{
  GString *text = g_string_new (NULL);

  for (guint rank = 0; rank < ft_ruleset_get_ranks (rules); rank++)
    for (guint file = 0; file < ft_ruleset_get_files (rules); file++)
      {
        FtGamePiece piece;

        if (ft_ruleset_get_piece (rules, FT_CELL (file, rank), &piece))
          g_string_append_printf (text, "%u%u%d%u%d.", file, rank, piece.side, piece.kind,
                                  piece.crowned);
      }
  g_string_append_printf (text, "%d", ft_ruleset_get_side_to_move (rules));
  return g_string_free (text, FALSE);
}

static void
test_board (gconstpointer data)
{
  const Case *c = data;
  g_autoptr (FtRuleset) rules = c->make ();
  FtGamePiece piece;
  g_autofree char *empty = NULL;
  g_autofree char *white = NULL;
  guint pieces = 0, playable = 0;

  g_assert_cmpuint (ft_ruleset_get_files (rules), ==, c->files);
  g_assert_cmpuint (ft_ruleset_get_ranks (rules), ==, c->ranks);
  g_assert_cmpint (ft_ruleset_get_side_to_move (rules), ==, FT_WHITE);
  g_assert_cmpint (ft_ruleset_get_check_cell (rules), ==, FT_NO_CELL);
  g_assert_cmpint (ft_ruleset_get_result (rules, NULL), ==, FT_RESULT_NONE);
  for (guint rank = 0; rank < c->ranks; rank++)
    for (guint file = 0; file < c->files; file++)
      {
        playable += ft_ruleset_is_playable (rules, FT_CELL (file, rank));
        pieces += ft_ruleset_get_piece (rules, FT_CELL (file, rank), &piece);
      }
  /* Off the board: nothing. */
  g_assert_false (ft_ruleset_get_piece (rules, FT_CELL (c->files, 0), &piece));
  g_assert_false (ft_ruleset_get_piece (rules, FT_NO_CELL, &piece));
  g_assert_false (ft_ruleset_is_playable (rules, FT_CELL (0, c->ranks)));
  g_assert_null (ft_ruleset_describe_cell (rules, FT_CELL (0, c->ranks)));
  if (ft_ruleset_get_kind (rules) == FT_GAME_KIND_CHECKERS)
    {
      g_assert_cmpuint (playable, ==, 32);
      g_assert_cmpuint (pieces, ==, 24);
      g_assert_true (ft_ruleset_get_piece (rules, FT_CELL (0, 0), &piece));
      g_assert_cmpint (piece.side, ==, FT_WHITE);
      empty = ft_ruleset_describe_cell (rules, FT_CELL (0, 4));
      g_assert_cmpstr (empty, ==, "a5, empty");
      white = ft_ruleset_describe_cell (rules, FT_CELL (2, 2));
      g_assert_true (g_str_has_prefix (white, "c3, Fire "));
      g_assert_cmpstr (ft_ruleset_get_side_name (rules, FT_BLACK), ==, "Water");
    }
  else
    {
      g_assert_cmpuint (playable, ==, c->files * c->ranks);
      g_assert_cmpuint (pieces, ==, 4 * c->files);
      g_assert_true (ft_ruleset_get_piece (rules, FT_CELL (0, 0), &piece));
      g_assert_cmpint (piece.side, ==, FT_WHITE);
      g_assert_cmpuint (piece.kind, ==, FT_ROOK);
      empty = ft_ruleset_describe_cell (rules, FT_CELL (3, 3));
      g_assert_cmpstr (empty, ==, "d4, empty");
      white = ft_ruleset_describe_cell (rules, FT_CELL (0, 0));
      g_assert_cmpstr (white, ==, "a1, white rook");
      g_assert_cmpstr (ft_ruleset_get_side_name (rules, FT_BLACK), ==, "Black");
    }
}

static void
test_moves (gconstpointer data)
{
  const Case *c = data;
  g_autoptr (FtRuleset) rules = c->make ();
  g_autoptr (GArray) moves = all_moves (rules);
  FtCellSet targets;
  FtCell path[2];

  g_assert_cmpuint (moves->len, ==, c->start_moves);
  g_assert_cmpuint (moves->len, ==, engine_count (rules));
  for (guint i = 0; i < moves->len; i++)
    {
      FtGameMove *move = &g_array_index (moves, FtGameMove, i);
      FtCell cells[FT_GAME_MOVE_MAX_CELLS];
      guint n = ft_game_move_get_cells (move, cells);

      g_assert_cmpint (move->kind, ==, ft_ruleset_get_kind (rules));
      g_assert_true (ft_ruleset_is_legal (rules, move));
      g_assert_cmpuint (n, >=, 2);
      /* No move twice. */
      for (guint j = 0; j < i; j++)
        g_assert_false (ft_game_move_equal (move, &g_array_index (moves, FtGameMove, j)));
    }
  /* The other side's pieces and empty squares have no targets. */
  for (FtCell cell = 0; cell < FT_N_CELLS; cell++)
    {
      FtGamePiece piece;

      if (ft_ruleset_get_piece (rules, cell, &piece) && piece.side == FT_WHITE)
        continue;
      path[0] = cell;
      ft_ruleset_get_targets (rules, path, 1, &targets);
      g_assert_cmpuint (ft_cell_set_count (&targets), ==, 0);
      g_assert_cmpint (ft_ruleset_match_path (rules, path, 1, 0, NULL), ==, FT_PATH_ILLEGAL);
    }
  /* A path to nowhere, a path off the board. */
  path[0] = FT_CELL (0, 0);
  path[1] = FT_CELL (0, 0);
  g_assert_cmpint (ft_ruleset_match_path (rules, path, 2, 0, NULL), ==, FT_PATH_ILLEGAL);
  path[1] = FT_NO_CELL;
  g_assert_cmpint (ft_ruleset_match_path (rules, path, 2, 0, NULL), ==, FT_PATH_ILLEGAL);
  g_assert_cmpint (ft_ruleset_match_path (rules, NULL, 0, 0, NULL), ==, FT_PATH_ILLEGAL);
}

static void
test_apply_undo_copy (gconstpointer data)
{
  const Case *c = data;
  g_autoptr (FtRuleset) rules = c->make ();
  g_autoptr (GArray) moves = all_moves (rules);
  g_autofree char *before = picture (rules);

  g_assert_false (ft_ruleset_can_undo (rules));
  g_assert_false (ft_ruleset_undo (rules));
  for (guint i = 0; i < moves->len; i++)
    {
      const FtGameMove *move = &g_array_index (moves, FtGameMove, i);
      g_autoptr (FtRuleset) copy = ft_ruleset_copy (rules);
      g_autofree char *after = NULL;
      g_autofree char *untouched = NULL;
      g_autofree char *back = NULL;

      ft_ruleset_apply (copy, move);
      after = picture (copy);
      untouched = picture (rules);
      /* The copy moved, the original did not. */
      g_assert_cmpstr (after, !=, before);
      g_assert_cmpstr (untouched, ==, before);
      g_assert_cmpint (ft_ruleset_get_side_to_move (copy), ==, FT_BLACK);
      g_assert_false (ft_ruleset_is_legal (copy, move));
      g_assert_true (ft_ruleset_can_undo (copy));
      g_assert_true (ft_ruleset_undo (copy));
      back = picture (copy);
      g_assert_cmpstr (back, ==, before);
      g_assert_true (ft_ruleset_is_legal (copy, move));
    }
}

static void
test_notation (gconstpointer data)
{
  const Case *c = data;
  g_autoptr (FtRuleset) rules = c->make ();
  g_autoptr (GArray) moves = all_moves (rules);
  g_autoptr (GError) error = NULL;
  FtGameMove parsed;

  for (guint i = 0; i < moves->len; i++)
    {
      const FtGameMove *move = &g_array_index (moves, FtGameMove, i);
      char text[FT_NOTATION_MAX];
      char coordinates[FT_NOTATION_MAX];

      ft_ruleset_write_move (rules, move, text);
      g_assert_true (ft_ruleset_parse_move (rules, text, &parsed, &error));
      g_assert_no_error (error);
      g_assert_true (ft_game_move_equal (&parsed, move));
      /* Coordinates are read too. */
      ft_game_move_to_string (move, coordinates);
      g_assert_true (ft_ruleset_parse_move (rules, coordinates, &parsed, NULL));
      g_assert_true (ft_game_move_equal (&parsed, move));
    }
  g_assert_false (ft_ruleset_parse_move (rules, "hello", &parsed, &error));
  g_assert_error (error, FT_RULESET_ERROR, FT_RULESET_ERROR_SYNTAX);
  g_clear_error (&error);
  /* Well formed, not legal: a piece of the back rank jumping far. */
  g_assert_false (ft_ruleset_parse_move (rules, "a1a7", &parsed, &error));
  g_assert_error (error, FT_RULESET_ERROR, FT_RULESET_ERROR_ILLEGAL);
  g_assert_nonnull (strstr (error->message, "a1a7"));
}

static void
test_search (gconstpointer data)
{
  const Case *c = data;
  g_autoptr (FtRuleset) rules = c->make ();
  const FtSearchOps *ops = ft_ruleset_get_search_ops (rules);
  FtSearchParams params = { 0 };
  gpointer engine = ops->engine_new != NULL ? ops->engine_new (1) : NULL;
  gint stop = 0;

  params.remaining_ms = -1;
  for (FtLevel level = FT_LEVEL_EASY; level <= FT_LEVEL_HARD; level++)
    {
      gpointer snapshot = ft_ruleset_snapshot_for_search (rules, NULL);
      FtGameMove move;

      params.level = level;
      params.seed = 14;
      params.max_depth = 2;
      g_assert_true (ops->think (snapshot, engine, &params, &stop, &move));
      g_assert_true (ft_ruleset_is_legal (rules, &move));
      ops->snapshot_free (snapshot);
    }
  /* Told to stop before it starts: still a legal move (at once: else
   * this test would take the ten seconds it allows). */
  {
    gpointer snapshot = ft_ruleset_snapshot_for_search (rules, NULL);
    FtGameMove move;

    stop = 1;
    params.level = FT_LEVEL_HARD;
    params.max_depth = 0;
    params.movetime_ms = 10000;
    g_assert_true (ops->think (snapshot, engine, &params, &stop, &move));
    g_assert_true (ft_ruleset_is_legal (rules, &move));
    ops->snapshot_free (snapshot);
  }
  if (engine != NULL)
    {
      ops->engine_set_hash_size (engine, 2);
      ops->engine_free (engine);
    }
}

int
main (int argc, char **argv)
{
  static const Case cases[] = {
    { "fourteen", make_fourteen, 14, 14, 46 },
    { "standard", make_standard, 8, 8, 20 },
    { "bombs", make_bombs, 8, 8, 7 },
    { "english", make_english, 8, 8, 7 },
  };
  g_test_init (&argc, &argv, NULL);
  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      const Case *c = &cases[i];
      g_autofree char *board = g_strdup_printf ("/ruleset/%s/board", c->name);
      g_autofree char *moves = g_strdup_printf ("/ruleset/%s/moves", c->name);
      g_autofree char *undo = g_strdup_printf ("/ruleset/%s/apply-undo-copy", c->name);
      g_autofree char *notation = g_strdup_printf ("/ruleset/%s/notation", c->name);
      g_autofree char *search = g_strdup_printf ("/ruleset/%s/search", c->name);
      g_test_add_data_func (board, c, test_board);
      g_test_add_data_func (moves, c, test_moves);
      g_test_add_data_func (undo, c, test_apply_undo_copy);
      g_test_add_data_func (notation, c, test_notation);
      g_test_add_data_func (search, c, test_search);
    }
  return g_test_run ();
}
