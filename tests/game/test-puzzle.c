/* test-puzzle.c — puzzles (docs/playing.md#puzzles): every shipped level has
 * exactly one key and a solution whose replies hold out longest; the
 * config's "levels" errors with their key paths; the puzzle object (the
 * solution, a wrong move taken back and counted, another mate accepted, a
 * solved level recorded). */
#include "config.h"

#include <glib/gstdio.h>
#include <string.h>

#include "ft-config.h"
#include "ft-mate.h"
#include "ft-puzzle.h"

static char *scratch_dir;

static char *
scratch_write (const char *name, const char *contents)
{
  g_autoptr (GError) error = NULL;
  char *path = g_build_filename (scratch_dir, name, NULL);

  g_file_set_contents (path, contents, -1, &error);
  g_assert_no_error (error);
  return path;
}

static FtConfig *
load_shipped (void)
{
  g_autofree char *path = g_build_filename (SOURCE_DIR, "data", "levels", "levels.json", NULL);
  g_autoptr (GPtrArray) problems = ft_problem_list_new ();
  FtConfig *config = ft_config_load (path, problems);

  g_assert_nonnull (config);
  g_assert_cmpuint (problems->len, ==, 0);
  return config;
}

/* Every shipped level: at least ten; a mate in exactly N (not fewer) with
 * exactly one first move, the solution's; each scripted reply holds out as
 * long as the best defence; the solution mates; a fairy piece moves. */
static void
test_shipped_levels (void)
{
  g_autoptr (FtConfig) config = load_shipped ();
  FtPosition *pos = g_new (FtPosition, 1);
  FtMoveList *moves = g_new (FtMoveList, 1);
  guint n = ft_config_get_n_levels (config);

  g_assert_cmpuint (n, >=, 10);
  for (guint i = 0; i < n; i++)
    {
      g_autoptr (GPtrArray) problems = ft_problem_list_new ();
      const FtConfigLevel *level = ft_config_get_level (config, i);
      guint n_solution = g_strv_length (level->solution);
      gboolean fairy = FALSE;

      g_test_message ("level %u: %s", i + 1, level->name);
      g_assert_true (ft_config_load_level_position (config, i, pos, problems));
      g_assert_cmpuint (level->goal_moves, >=, 1);
      g_assert_cmpuint (level->goal_moves, <=, 3);
      g_assert_cmpuint (ft_mate_distance (pos, level->goal_moves), ==, level->goal_moves);
      g_assert_cmpuint (ft_mate_find_first_moves (pos, level->goal_moves, moves, NULL), ==, 1);
      g_assert_cmpuint (moves->moves[0], ==, ft_position_parse_move (pos, level->solution[0]));
      g_assert_cmpuint (n_solution, ==, 2 * level->goal_moves - 1);
      for (guint ply = 0; ply < n_solution; ply++)
        {
          FtMove move = ft_position_parse_move (pos, level->solution[ply]);

          g_assert_cmpuint (move, !=, FT_MOVE_NONE);
          if (ply % 2 == 1)
            {
              /* The reply holds out as long as the longest defence. */
              guint left = level->goal_moves - (ply + 1) / 2;
              FtPosition *best = g_memdup2 (pos, sizeof *pos);

              ft_position_make_move (best, ft_mate_best_defence (pos, left));
              ft_position_make_move (pos, move);
              g_assert_cmpuint (ft_mate_distance (pos, left), ==, ft_mate_distance (best, left));
              g_assert_cmpuint (ft_mate_distance (pos, left), ==, left);
              g_free (best);
            }
          else
            {
              fairy |= FT_PIECE_KIND (pos->board[FT_MOVE_FROM (move)]) >= FT_ARCHBISHOP;
              ft_position_make_move (pos, move);
            }
        }
      g_assert_true (fairy);
      g_assert_true (ft_position_in_check (pos));
      g_assert_cmpint (ft_position_result (pos, NULL), ==, FT_RESULT_WHITE_WINS);
    }
  g_free (pos);
  g_free (moves);
}

/* One level around a config: the error messages it gives. */
static char *
level_errors (const char *level_json)
{
  g_autofree char *text = g_strdup_printf ("{ \"levels\": [ %s ] }", level_json);
  g_autofree char *path = scratch_write ("levels.json", text);
  g_autoptr (GPtrArray) problems = ft_problem_list_new ();
  g_autoptr (FtConfig) config = ft_config_load (path, problems);
  char *all = ft_problem_list_to_string (problems);

  g_assert_true ((config == NULL) == ft_problem_list_has_errors (problems));
  g_unlink (path);
  return all;
}

static void
assert_level_error (const char *level_json, const char *expected)
{
  g_autofree char *errors = level_errors (level_json);

  g_test_message ("%s", errors);
  g_assert_nonnull (strstr (errors, expected));
}

/* Black king n14 behind pawns m13 n13, White queen b6, White king g1:
 * Qb14 and Qj14 mate. */
#define TWO_MATES_LAYOUT \
  "             K\n            PP\n\n\n\n\n\n\n q\n\n\n\n\n      k\n"

static void
test_level_errors (void)
{
  g_autofree char *layout = scratch_write ("two-mates.txt", TWO_MATES_LAYOUT);
  g_autofree char *good = level_errors (
    "{\"name\": \"A\", \"layout\": \"two-mates.txt\", \"goal\": \"mate in 1\", "
    "\"solution\": [\"b6b14\"]}");

  g_assert_cmpstr (good, ==, "");
  assert_level_error ("{\"name\": \"A\", \"layout\": \"two-mates.txt\", \"goal\": \"mate in 1\", "
                      "\"solution\": [\"b6b15\"]}",
                      "levels[0].solution[0]: \"b6b15\" is not a legal move");
  assert_level_error ("{\"name\": \"A\", \"layout\": \"two-mates.txt\", \"goal\": \"mate in 2\", "
                      "\"solution\": [\"b6b7\", \"n14n13\", \"b7b8\"]}",
                      "levels[0].solution[1]: \"n14n13\" is not a legal move");
  assert_level_error ("{\"name\": \"A\", \"layout\": \"two-mates.txt\", \"goal\": \"mate in 1\", "
                      "\"solution\": [\"b6b7\"]}",
                      "levels[0].solution: the moves do not end in checkmate");
  assert_level_error ("{\"name\": \"A\", \"layout\": \"two-mates.txt\", \"goal\": \"mate in 1\", "
                      "\"solution\": [\"b6b7\", \"n14m14\", \"b7b14\"]}",
                      "levels[0].solution: it takes 2 moves of the side to move, but the goal "
                      "is mate in 1");
  assert_level_error ("{\"name\": \"A\", \"layout\": \"two-mates.txt\", \"goal\": \"mate in 6\", "
                      "\"solution\": [\"b6b14\"]}",
                      "levels[0].goal: \"mate in 6\" is not a goal");
  assert_level_error ("{\"name\": \"A\", \"layout\": \"two-mates.txt\", \"goal\": \"win\", "
                      "\"solution\": [\"b6b14\"]}",
                      "levels[0].goal: \"win\" is not a goal");
  assert_level_error ("{\"name\": \"A\", \"layout\": \"two-mates.txt\", \"goal\": \"mate in 1\"}",
                      "levels[0].solution must be a non-empty array");
  assert_level_error ("{\"layout\": \"two-mates.txt\", \"goal\": \"mate in 1\", "
                      "\"solution\": [\"b6b14\"]}",
                      "levels[0].name must be a non-empty string");
  assert_level_error ("{\"name\": \"A\", \"layout\": \"two-mates.txt\", \"goal\": \"mate in 1\", "
                      "\"to_move\": \"red\", \"solution\": [\"b6b14\"]}",
                      "levels[0].to_move must be");
  assert_level_error ("{\"name\": \"A\", \"layout\": \"missing.txt\", \"goal\": \"mate in 1\", "
                      "\"solution\": [\"b6b14\"]}",
                      "missing.txt: layout file not found");
  assert_level_error ("{\"name\": \"A\", \"layout\": \"two-mates.txt\", \"goal\": \"mate in 1\", "
                      "\"solution\": [\"b6b14\"]}, {\"name\": \"A\", \"layout\": "
                      "\"two-mates.txt\", \"goal\": \"Mate in 1\", \"solution\": [\"b6j14\"]}",
                      "levels[1].name: \"A\" is used by levels[0] too");
  assert_level_error ("{\"name\": \"A\", \"layout\": \"two-mates.txt\", \"goal\": \"mate in 1\", "
                      "\"solution\": [14]}",
                      "levels[0].solution[0] must be a string");
  assert_level_error ("3", "levels[0] must be an object");
  g_unlink (layout);
}

/* A puzzle on the two-mates layout, with records in the scratch folder. */
static FtPuzzle *
layout_puzzle (const char *layout_text, const char *goal, const char *solution, char **records)
{
  g_autofree char *text = g_strdup_printf (
    "{ \"levels\": [ {\"name\": \"Two mates\", \"layout\": \"two-mates.txt\", "
    "\"goal\": \"%s\", \"solution\": %s} ] }", goal, solution);
  g_autofree char *path = scratch_write ("levels.json", text);
  g_autoptr (GPtrArray) problems = ft_problem_list_new ();
  g_autoptr (FtConfig) config = NULL;
  g_autoptr (GError) error = NULL;
  FtPuzzle *puzzle;

  g_free (scratch_write ("two-mates.txt", layout_text));
  config = ft_config_load (path, problems);
  g_assert_nonnull (config);
  *records = g_build_filename (scratch_dir, "data", "levels.ini", NULL);
  g_unlink (*records);
  puzzle = ft_puzzle_new (config, 0, *records, &error);
  g_assert_no_error (error);
  ft_puzzle_start (puzzle);
  return puzzle;
}

static FtPuzzle *
two_mates_puzzle (const char *goal, const char *solution, char **records)
{
  return layout_puzzle (TWO_MATES_LAYOUT, goal, solution, records);
}

static void
settle (FtPuzzle *puzzle)
{
  while (!ft_puzzle_is_settled (puzzle))
    g_main_context_iteration (NULL, TRUE);
}

static gboolean
request (FtPuzzle *puzzle, const char *move_text)
{
  FtSession *session = ft_puzzle_get_session (puzzle);
  FtMove move = ft_position_parse_move (ft_game_get_position (ft_session_get_game (session)),
                                        move_text);
  gboolean played;

  g_assert_cmpuint (move, !=, FT_MOVE_NONE);
  played = ft_session_request_move (session, FT_MOVE_FROM (move), FT_MOVE_TO (move), FT_NO_KIND);
  settle (puzzle);
  return played;
}

static guint
n_moves (FtPuzzle *puzzle)
{
  return ft_game_get_n_moves (ft_session_get_game (ft_puzzle_get_session (puzzle)));
}

/* The shipped level 5 (mate in 2): the key, the scripted reply, the mate. */
static void
test_puzzle_solution (void)
{
  g_autoptr (FtConfig) config = load_shipped ();
  g_autofree char *records = g_build_filename (scratch_dir, "data", "levels.ini", NULL);
  g_autoptr (GError) error = NULL;
  g_autoptr (FtPuzzle) puzzle = NULL;
  const FtConfigLevel *level = ft_config_get_level (config, 4);
  FtGame *game;
  char buf[8];

  g_unlink (records);
  puzzle = ft_puzzle_new (config, 4, records, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (ft_puzzle_get_message (puzzle), ==, "White to move: mate in 2");
  ft_puzzle_start (puzzle);
  game = ft_session_get_game (ft_puzzle_get_session (puzzle));
  g_assert_false (ft_puzzle_records_is_solved (records, level->name));

  g_assert_true (request (puzzle, level->solution[0]));
  g_assert_cmpuint (n_moves (puzzle), ==, 2);
  g_assert_cmpstr (ft_move_to_string (ft_game_get_move (game, 1), buf), ==, level->solution[1]);
  g_assert_false (ft_puzzle_is_solved (puzzle));
  g_assert_true (request (puzzle, level->solution[2]));
  g_assert_true (ft_puzzle_is_solved (puzzle));
  g_assert_cmpstr (ft_puzzle_get_message (puzzle), ==, "Solved!");
  g_assert_cmpuint (ft_puzzle_get_wrong_moves (puzzle), ==, 0);
  g_assert_true (ft_game_is_over (game));
  g_assert_true (ft_puzzle_records_is_solved (records, level->name));
  g_assert_false (ft_puzzle_records_is_solved (records, "No such level"));
  g_unlink (records);
}

static void
wrong_move_cb (FtPuzzle *puzzle G_GNUC_UNUSED, guint move G_GNUC_UNUSED, gpointer data)
{
  (*(guint *) data)++;
}

/* A wrong move is played, reported, taken back and counted; the level is
 * then solved and the record keeps the count. */
static void
test_puzzle_wrong_move (void)
{
  g_autofree char *records = NULL;
  g_autoptr (FtPuzzle) puzzle = two_mates_puzzle ("mate in 1", "[\"b6b14\"]", &records);
  g_autoptr (GKeyFile) file = g_key_file_new ();
  guint signalled = 0;

  g_signal_connect (puzzle, "wrong-move", G_CALLBACK (wrong_move_cb), &signalled);
  g_assert_true (request (puzzle, "b6b7"));
  g_assert_cmpuint (signalled, ==, 1);
  g_assert_cmpuint (ft_puzzle_get_wrong_moves (puzzle), ==, 1);
  g_assert_cmpstr (ft_puzzle_get_message (puzzle), ==, "Not the solution — try again");
  g_assert_cmpuint (n_moves (puzzle), ==, 0); /* taken back */
  g_assert_true (request (puzzle, "b6c7"));
  g_assert_cmpuint (ft_puzzle_get_wrong_moves (puzzle), ==, 2);
  g_assert_cmpuint (n_moves (puzzle), ==, 0);
  g_assert_true (request (puzzle, "b6b14"));
  g_assert_true (ft_puzzle_is_solved (puzzle));
  g_assert_true (g_key_file_load_from_file (file, records, G_KEY_FILE_NONE, NULL));
  g_assert_true (g_key_file_get_boolean (file, "Two mates", "solved", NULL));
  g_assert_cmpint (g_key_file_get_integer (file, "Two mates", "wrong_moves", NULL), ==, 2);
  g_unlink (records);
}

/* The other mate in 1 solves the level too. */
static void
test_puzzle_other_mate (void)
{
  g_autofree char *records = NULL;
  g_autoptr (FtPuzzle) puzzle = two_mates_puzzle ("mate in 1", "[\"b6b14\"]", &records);

  g_assert_true (request (puzzle, "b6j14"));
  g_assert_true (ft_puzzle_is_solved (puzzle));
  g_assert_cmpuint (ft_puzzle_get_wrong_moves (puzzle), ==, 0);
  g_assert_true (ft_puzzle_records_is_solved (records, "Two mates"));
  g_unlink (records);
}

/* With "mate in 2", a quiet move that still mates in 2 is correct: the
 * computer defends on its own (the script has no reply for it), and the
 * player then mates. A White rook on a2 and bishop on i10 join the two-mates
 * layout; Qg6 mates in 2. */
static void
test_puzzle_other_way (void)
{
  g_autofree char *records = NULL;
  g_autoptr (FtPuzzle) puzzle =
    layout_puzzle ("             K\n            PP\n\n\n        b\n\n\n\n q\n\n\n\nr\n      k\n",
                   "mate in 2", "[\"b6b14\"]", &records);
  FtGame *game = ft_session_get_game (ft_puzzle_get_session (puzzle));
  FtMoveList *moves = g_new (FtMoveList, 1);

  g_assert_true (request (puzzle, "b6g6"));
  g_assert_cmpuint (ft_puzzle_get_wrong_moves (puzzle), ==, 0);
  g_assert_cmpuint (n_moves (puzzle), ==, 2); /* the computer replied */
  g_assert_false (ft_puzzle_is_solved (puzzle));
  g_assert_cmpuint (ft_mate_find_first_moves (ft_game_get_position (game), 1, moves, NULL), >, 0);
  {
    char buf[8];

    ft_move_to_string (moves->moves[0], buf);
    g_assert_true (request (puzzle, buf));
  }
  g_assert_true (ft_puzzle_is_solved (puzzle));
  g_free (moves);
  g_unlink (records);
}

/* Black to move: the goal says so, the player's side is Black, and a mate
 * by Black solves it. */
static void
test_puzzle_black_to_move (void)
{
  g_autofree char *records = NULL;
  /* White king n1 behind pawns m2 n2; Black queen b9 and king g14. */
  g_autoptr (FtPuzzle) puzzle =
    layout_puzzle ("      K\n\n\n\n\n Q\n\n\n\n\n\n\n            pp\n             k\n",
                   "mate in 1\", \"to_move\": \"black", "[\"b9b1\"]", &records);
  g_autofree char *goal = ft_puzzle_get_goal_text (puzzle);
  FtGame *game = ft_session_get_game (ft_puzzle_get_session (puzzle));

  g_assert_cmpstr (goal, ==, "Black to move: mate in 1");
  g_assert_cmpint (ft_game_get_turn (game), ==, FT_BLACK);
  g_assert_cmpint (ft_game_get_human_colour (game), ==, FT_BLACK);
  g_assert_true (request (puzzle, "b9b8"));
  g_assert_cmpuint (ft_puzzle_get_wrong_moves (puzzle), ==, 1);
  g_assert_cmpuint (n_moves (puzzle), ==, 0);
  g_assert_true (request (puzzle, "b9j1"));
  g_assert_true (ft_puzzle_is_solved (puzzle));
  g_assert_cmpint (ft_game_get_result (game, NULL), ==, FT_RESULT_BLACK_WINS);
  g_unlink (records);
}

/* Records: the fewest wrong moves are kept; other levels are untouched. */
static void
test_records (void)
{
  g_autofree char *path = g_build_filename (scratch_dir, "records", "levels.ini", NULL);
  g_autoptr (GError) error = NULL;
  g_autoptr (GKeyFile) file = g_key_file_new ();

  g_assert_false (ft_puzzle_records_is_solved (path, "A"));
  g_assert_true (ft_puzzle_records_mark_solved (path, "A", 3, &error));
  g_assert_true (ft_puzzle_records_mark_solved (path, "B [x]", 0, &error));
  g_assert_true (ft_puzzle_records_mark_solved (path, "A", 5, &error));
  g_assert_no_error (error);
  g_assert_true (ft_puzzle_records_is_solved (path, "A"));
  g_assert_true (ft_puzzle_records_is_solved (path, "B [x]"));
  g_assert_true (g_key_file_load_from_file (file, path, G_KEY_FILE_NONE, NULL));
  g_assert_cmpint (g_key_file_get_integer (file, "A", "wrong_moves", NULL), ==, 3);
  g_unlink (path);
  {
    g_autofree char *folder = g_path_get_dirname (path);
    g_rmdir (folder);
  }
}

int
main (int argc, char **argv)
{
  int status;
  g_autoptr (GError) error = NULL;

  g_test_init (&argc, &argv, NULL);
  scratch_dir = g_dir_make_tmp ("fourteen-puzzle-XXXXXX", &error);
  g_assert_no_error (error);
  g_test_add_func ("/puzzle/shipped-levels", test_shipped_levels);
  g_test_add_func ("/puzzle/level-errors", test_level_errors);
  g_test_add_func ("/puzzle/solution", test_puzzle_solution);
  g_test_add_func ("/puzzle/wrong-move", test_puzzle_wrong_move);
  g_test_add_func ("/puzzle/other-mate", test_puzzle_other_mate);
  g_test_add_func ("/puzzle/other-way", test_puzzle_other_way);
  g_test_add_func ("/puzzle/black-to-move", test_puzzle_black_to_move);
  g_test_add_func ("/puzzle/records", test_records);
  status = g_test_run ();
  {
    g_autofree char *layout = g_build_filename (scratch_dir, "two-mates.txt", NULL);
    g_autofree char *json = g_build_filename (scratch_dir, "levels.json", NULL);
    g_autofree char *data = g_build_filename (scratch_dir, "data", NULL);

    g_unlink (layout);
    g_unlink (json);
    g_rmdir (data);
    g_rmdir (scratch_dir);
  }
  g_free (scratch_dir);
  return status;
}
