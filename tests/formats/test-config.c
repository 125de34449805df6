/* test-config.c — config.json (docs/config.md): defaults, the shipped config, every
 * key's error with its key path, malformed JSON with line and column, missing
 * files, unknown-key warnings, the optional keys and where the layout comes
 * from. */
#include "config.h"

#include <glib/gstdio.h>
#include <string.h>

#include "ft-config.h"
#include "ft-layout.h"

/* A scratch folder for config and layout files, removed at the end. */
typedef struct {
  char *dir;
  GPtrArray *files;
} Scratch;

static void
scratch_init (Scratch *scratch)
{
  g_autoptr (GError) error = NULL;

  scratch->dir = g_dir_make_tmp ("fourteen-config-XXXXXX", &error);
  g_assert_no_error (error);
  scratch->files = g_ptr_array_new_with_free_func (g_free);
}

static char *
scratch_write (Scratch *scratch, const char *name, const char *contents)
{
  g_autoptr (GError) error = NULL;
  char *path = g_build_filename (scratch->dir, name, NULL);

  g_file_set_contents (path, contents, -1, &error);
  g_assert_no_error (error);
  g_ptr_array_add (scratch->files, g_strdup (path));
  return path;
}

static void
scratch_clear (Scratch *scratch)
{
  for (guint i = 0; i < scratch->files->len; i++)
    g_remove (g_ptr_array_index (scratch->files, i));
  g_rmdir (scratch->dir);
  g_ptr_array_unref (scratch->files);
  g_free (scratch->dir);
}

static void
log_problems (GPtrArray *problems)
{
  for (guint i = 0; i < problems->len; i++)
    {
      g_autofree char *line = ft_problem_to_string (g_ptr_array_index (problems, i));
      g_test_message ("%s", line);
    }
}

static void
assert_start_position (const FtPosition *pos, void (*set_start) (FtPosition *))
{
  g_autofree FtPosition *start = g_new0 (FtPosition, 1);

  set_start (start);
  g_assert_cmpuint (pos->files, ==, start->files);
  g_assert_cmpuint (pos->ranks, ==, start->ranks);
  g_assert_cmpint (pos->rules, ==, start->rules);
  g_assert_cmpint (pos->side_to_move, ==, FT_WHITE);
  for (int rank = 0; rank < start->ranks; rank++)
    for (int file = 0; file < start->files; file++)
      g_assert_cmpuint (pos->board[FT_SQUARE (file, rank)], ==,
                        start->board[FT_SQUARE (file, rank)]);
}

static void
test_defaults (void)
{
  g_autoptr (FtConfig) config = ft_config_new_default ();
  g_autoptr (GPtrArray) problems = ft_problem_list_new ();
  g_autofree FtPosition *pos = g_new0 (FtPosition, 1);

  g_assert_null (ft_config_get_path (config));
  g_assert_null (ft_config_get_layout_path (config));
  g_assert_cmpfloat (ft_config_get_player_seconds (config), ==, 180);
  g_assert_cmpfloat (ft_config_get_player_increment (config), ==, 2);
  g_assert_cmpfloat (ft_config_get_cpu_seconds (config), ==, 180);
  g_assert_cmpfloat (ft_config_get_cpu_increment (config), ==, 2);
  g_assert_cmpint (ft_config_get_player_colour (config), ==, FT_WHITE);
  g_assert_cmpfloat (ft_config_get_piece_movement_speed (config), ==, 6.0);
  g_assert_cmpfloat (ft_config_get_max_movement_time (config), ==, 1.0);
  g_assert_cmpuint (ft_config_get_board_files (config), ==, 14);
  g_assert_cmpuint (ft_config_get_board_ranks (config), ==, 14);
  g_assert_cmpint (ft_config_get_rules (config), ==, FT_RULES_FOURTEEN);
  g_assert_cmpint (ft_config_get_difficulty (config), ==, FT_LEVEL_NORMAL);
  g_assert_false (ft_config_sets_player_colour (config));
  g_assert_false (ft_config_sets_difficulty (config));

  g_assert_true (ft_config_load_position (config, pos, problems));
  assert_start_position (pos, ft_position_set_fourteen_start);
}

static void
test_shipped_config (void)
{
  g_autofree char *path = g_build_filename (SOURCE_DIR, "config.json", NULL);
  g_autofree char *layout = g_build_filename (SOURCE_DIR, "layout.txt", NULL);
  g_autoptr (GPtrArray) problems = ft_problem_list_new ();
  g_autoptr (FtConfig) config = ft_config_load (path, problems);
  g_autofree FtPosition *pos = g_new0 (FtPosition, 1);
  double cpu_seconds = 0;
  int colour = -1;

  log_problems (problems);
  g_assert_nonnull (config);
  g_assert_cmpuint (problems->len, ==, 0);
  g_assert_cmpstr (ft_config_get_path (config), ==, path);
  g_assert_cmpstr (ft_config_get_layout (config), ==, "layout.txt");
  g_assert_cmpstr (ft_config_get_layout_path (config), ==, layout);
  g_assert_cmpfloat (ft_config_get_player_seconds (config), ==, 180);
  g_assert_cmpfloat (ft_config_get_cpu_increment (config), ==, 2);
  g_assert_cmpfloat (ft_config_get_piece_movement_speed (config), ==, 6.0);
  g_assert_cmpfloat (ft_config_get_max_movement_time (config), ==, 1.0);
  g_assert_cmpint (ft_config_get_player_colour (config), ==, FT_WHITE);
  /* The shipped file names the colour but leaves the level to the preferences. */
  g_assert_true (ft_config_sets_player_colour (config));
  g_assert_false (ft_config_sets_difficulty (config));

  /* The same values through the read-only properties. */
  g_object_get (config, "cpu-seconds", &cpu_seconds, "player-colour", &colour, NULL);
  g_assert_cmpfloat (cpu_seconds, ==, 180);
  g_assert_cmpint (colour, ==, FT_WHITE);

  g_assert_true (ft_config_load_position (config, pos, problems));
  g_assert_cmpuint (problems->len, ==, 0);
  assert_start_position (pos, ft_position_set_fourteen_start);
}

static void
test_all_keys (void)
{
  Scratch scratch;
  g_autofree char *path = NULL;
  g_autoptr (GPtrArray) problems = ft_problem_list_new ();
  g_autoptr (FtConfig) config = NULL;

  scratch_init (&scratch);
  path = scratch_write (&scratch, "all.json",
                        "{\"layout\": \"eight.txt\", \"time_controls\": {"
                        "\"player\": {\"seconds\": 300.5, \"increment\": 0},"
                        "\"cpu\": {\"seconds\": 60, \"increment\": 5}},"
                        "\"player_colour\": \"black\", \"piece_movement_speed\": 12,"
                        "\"max_movement_time\": 0.25, \"board\": {\"files\": 10, \"ranks\": 8.0},"
                        "\"rules\": \"standard\", \"difficulty\": \"hard\"}");
  config = ft_config_load (path, problems);
  log_problems (problems);
  g_assert_nonnull (config);
  g_assert_cmpuint (problems->len, ==, 0);
  g_assert_cmpfloat (ft_config_get_player_seconds (config), ==, 300.5);
  g_assert_cmpfloat (ft_config_get_player_increment (config), ==, 0);
  g_assert_cmpfloat (ft_config_get_cpu_seconds (config), ==, 60);
  g_assert_cmpfloat (ft_config_get_cpu_increment (config), ==, 5);
  g_assert_cmpint (ft_config_get_player_colour (config), ==, FT_BLACK);
  g_assert_cmpfloat (ft_config_get_piece_movement_speed (config), ==, 12);
  g_assert_cmpfloat (ft_config_get_max_movement_time (config), ==, 0.25);
  g_assert_cmpuint (ft_config_get_board_files (config), ==, 10);
  g_assert_cmpuint (ft_config_get_board_ranks (config), ==, 8);
  g_assert_cmpint (ft_config_get_rules (config), ==, FT_RULES_STANDARD);
  g_assert_cmpint (ft_config_get_difficulty (config), ==, FT_LEVEL_HARD);
  g_assert_true (ft_config_sets_player_colour (config));
  g_assert_true (ft_config_sets_difficulty (config));
  g_assert_false (ft_config_sets_opponent (config));
  g_assert_cmpint (ft_config_get_opponent (config), ==, FT_OPPONENT_COMPUTER);
  g_assert_cmpint (ft_config_get_promotion (config), ==, FT_PROMOTION_QUEEN);
  g_assert_cmpfloat (ft_config_get_per_move_seconds (config), ==, 0);
  /* Premoves are on unless the file says otherwise. */
  g_assert_true (ft_config_get_premove (config));
  g_assert_false (ft_config_sets_premove (config));
  {
    g_autofree char *expected = g_build_filename (scratch.dir, "eight.txt", NULL);
    g_assert_cmpstr (ft_config_get_layout_path (config), ==, expected);
  }
  scratch_clear (&scratch);
}

/* The keys of the players issue: opponent, promotion and the per-move
 * timer, and the setup a config makes. */
static void
test_players_keys (void)
{
  g_autoptr (GPtrArray) problems = ft_problem_list_new ();
  g_autoptr (FtConfig) config = ft_config_load_from_data (
    "{\"opponent\": \"human\", \"promotion\": \"choose\", \"premove\": false,"
    " \"time_controls\": {\"per_move\": 12.5}, \"difficulty\": \"Easy\"}",
    -1, "players.json", problems);
  g_autoptr (FtGameSetup) setup = ft_game_setup_new_default ();

  log_problems (problems);
  g_assert_nonnull (config);
  g_assert_cmpuint (problems->len, ==, 0);
  g_assert_cmpint (ft_config_get_opponent (config), ==, FT_OPPONENT_HUMAN);
  g_assert_true (ft_config_sets_opponent (config));
  g_assert_cmpint (ft_config_get_promotion (config), ==, FT_PROMOTION_CHOOSE);
  g_assert_cmpfloat (ft_config_get_per_move_seconds (config), ==, 12.5);
  g_assert_cmpint (ft_config_get_difficulty (config), ==, FT_LEVEL_EASY);
  g_assert_false (ft_config_get_premove (config));
  g_assert_true (ft_config_sets_premove (config));

  g_assert_true (ft_config_to_setup (config, setup, problems));
  g_assert_cmpint (setup->opponent, ==, FT_OPPONENT_HUMAN);
  g_assert_cmpint (setup->promotion, ==, FT_PROMOTION_CHOOSE);
  g_assert_cmpint (setup->time_control, ==, FT_TIME_CONTROL_PER_MOVE);
  g_assert_cmpint (setup->per_move_ms, ==, 12500);
  g_assert_cmpint (setup->level, ==, FT_LEVEL_EASY);
  g_assert_true (ft_game_setup_chooses_promotion (setup));
  g_assert_cmpint (setup->game, ==, FT_GAME_KIND_CHESS);
}

/* "game": chess by default, or checkers. */
static void
test_game_key (void)
{
  g_autoptr (GPtrArray) problems = ft_problem_list_new ();
  g_autoptr (FtConfig) config = ft_config_load_from_data ("{\"game\": \"checkers\"}", -1, "game.json", problems);
  g_autoptr (FtGameSetup) setup = ft_game_setup_new_default ();

  log_problems (problems);
  g_assert_nonnull (config);
  g_assert_cmpint (ft_config_get_game (config), ==, FT_GAME_KIND_CHECKERS);
  g_assert_true (ft_config_to_setup (config, setup, problems));
  g_assert_cmpint (setup->game, ==, FT_GAME_KIND_CHECKERS);
  /* The defaults: bombs and shields, a turn ends by itself. */
  g_assert_cmpint (setup->checkers_rules, ==, FT_CHECKERS_RULES_BOMBS);
  g_assert_cmpint (setup->checkers_turn_end, ==, FT_CHECKERS_TURN_END_AUTO);
  g_clear_object (&config);
  /* The source's rule (Space ends the turn) and English draughts, for the
   * window as for the command line's --rules and --turn-end. */
  config = ft_config_load_from_data ("{\"game\": \"checkers\", \"checkers\": {\"rules\": \"english\", "
                                     "\"turn_end\": \"space\"}}", -1, "game.json", problems);
  g_assert_nonnull (config);
  g_assert_true (ft_config_to_setup (config, setup, problems));
  g_assert_cmpint (setup->checkers_rules, ==, FT_CHECKERS_RULES_ENGLISH);
  g_assert_cmpint (setup->checkers_turn_end, ==, FT_CHECKERS_TURN_END_SPACE);
}

/* One invalid value per row: the config must fail with exactly this message. */
typedef struct {
  const char *name;
  const char *json;
  const char *message;
} ErrorCase;

static const ErrorCase error_cases[] = {
  { "layout-type", "{\"layout\": 3}",
    "layout must be a string: a file name relative to the config's folder" },
  { "layout-empty", "{\"layout\": \"\"}", "layout must not be empty" },
  { "game-unknown", "{\"game\": \"go\"}", "game must be \"chess\" or \"checkers\"" },
  { "game-type", "{\"game\": 2}", "game must be \"chess\" or \"checkers\"" },
  { "checkers-rules", "{\"checkers\": {\"rules\": \"bomb\"}}",
    "checkers.rules must be \"bombs\" or \"english\"" },
  { "checkers-turn-end", "{\"checkers\": {\"turn_end\": 1}}",
    "checkers.turn_end must be \"auto\" or \"space\"" },
  { "time-controls-type", "{\"time_controls\": [180, 2]}", "time_controls must be an object" },
  { "player-type", "{\"time_controls\": {\"player\": 180}}",
    "time_controls.player must be an object" },
  { "player-seconds-zero", "{\"time_controls\": {\"player\": {\"seconds\": 0}}}",
    "time_controls.player.seconds must be a number greater than 0" },
  { "player-seconds-string", "{\"time_controls\": {\"player\": {\"seconds\": \"180\"}}}",
    "time_controls.player.seconds must be a number greater than 0" },
  { "player-seconds-huge", "{\"time_controls\": {\"player\": {\"seconds\": 1e9}}}",
    "time_controls.player.seconds must be a number no greater than 86400" },
  { "player-increment-negative", "{\"time_controls\": {\"player\": {\"increment\": -1}}}",
    "time_controls.player.increment must be a number greater than or equal to 0" },
  { "cpu-seconds-negative", "{\"time_controls\": {\"cpu\": {\"seconds\": -5}}}",
    "time_controls.cpu.seconds must be a number greater than 0" },
  { "cpu-seconds-bool", "{\"time_controls\": {\"cpu\": {\"seconds\": true}}}",
    "time_controls.cpu.seconds must be a number greater than 0" },
  { "cpu-increment-null", "{\"time_controls\": {\"cpu\": {\"increment\": null}}}",
    "time_controls.cpu.increment must be a number greater than or equal to 0" },
  { "cpu-increment-huge", "{\"time_controls\": {\"cpu\": {\"increment\": 7200}}}",
    "time_controls.cpu.increment must be a number no greater than 3600" },
  { "player-colour", "{\"player_colour\": \"red\"}",
    "player_colour must be \"white\" or \"black\"" },
  { "player-colour-type", "{\"player_colour\": 1}",
    "player_colour must be \"white\" or \"black\"" },
  { "speed-zero", "{\"piece_movement_speed\": 0}",
    "piece_movement_speed must be a number greater than 0" },
  { "speed-string", "{\"piece_movement_speed\": \"fast\"}",
    "piece_movement_speed must be a number greater than 0" },
  { "max-time-negative", "{\"max_movement_time\": -0.5}",
    "max_movement_time must be a number greater than 0" },
  { "board-type", "{\"board\": \"14x14\"}", "board must be an object" },
  { "board-files-small", "{\"board\": {\"files\": 3}, \"layout\": \"x.txt\"}",
    "board.files must be a whole number from 4 to 16" },
  { "board-ranks-large", "{\"board\": {\"ranks\": 17}, \"layout\": \"x.txt\"}",
    "board.ranks must be a whole number from 4 to 16" },
  { "board-files-fraction", "{\"board\": {\"files\": 8.5}, \"layout\": \"x.txt\"}",
    "board.files must be a whole number from 4 to 16" },
  { "rules", "{\"rules\": \"xiangqi\"}", "rules must be \"fourteen\" or \"standard\"" },
  { "opponent", "{\"opponent\": \"robot\"}", "opponent must be \"computer\" or \"human\"" },
  { "opponent-type", "{\"opponent\": true}", "opponent must be \"computer\" or \"human\"" },
  { "promotion", "{\"promotion\": \"knight\"}", "promotion must be \"queen\" or \"choose\"" },
  { "premove", "{\"premove\": \"yes\"}", "premove must be true or false" },
  { "premove-number", "{\"premove\": 1}", "premove must be true or false" },
  { "per-move-zero", "{\"time_controls\": {\"per_move\": 0}}",
    "time_controls.per_move must be a number greater than 0" },
  { "per-move-negative", "{\"time_controls\": {\"per_move\": -30}}",
    "time_controls.per_move must be a number greater than 0" },
  { "per-move-string", "{\"time_controls\": {\"per_move\": \"30\"}}",
    "time_controls.per_move must be a number greater than 0" },
  { "top-level-array", "[1, 2]", "a config must be a JSON object ({ … }), not an array" },
  { "empty", "", "the file is empty: a config must be a JSON object" },
  /* "pieces" (docs/config.md#pieces). */
  { "pieces-not-list", "{\"pieces\": {\"letter\": \"w\"}}", "pieces must be a list of piece definitions" },
  { "pieces-element", "{\"pieces\": [3]}", "pieces[0] must be an object" },
  { "pieces-bad-betza",
    "{\"pieces\": [{\"letter\": \"w\", \"value\": 4, \"betza\": \"FC\"},"
    " {\"letter\": \"x\", \"value\": 3, \"betza\": \"NX\"}]}",
    "pieces[1].betza: position 2: unknown atom 'X'" },
  { "pieces-betza-modifier", "{\"pieces\": [{\"letter\": \"w\", \"value\": 4, \"betza\": \"fN0\"}]}",
    "pieces[0].betza: position 3: range must be 1 to 15" },
  { "pieces-betza-missing", "{\"pieces\": [{\"letter\": \"w\", \"value\": 4}]}",
    "pieces[0].betza is missing" },
  { "pieces-clash", "{\"pieces\": [{\"letter\": \"N\", \"value\": 4, \"betza\": \"W\"}]}",
    "pieces[0].letter: 'n' is already the knight's letter" },
  { "pieces-duplicate",
    "{\"pieces\": [{\"letter\": \"w\", \"value\": 4, \"betza\": \"W\"},"
    " {\"letter\": \"W\", \"value\": 3, \"betza\": \"F\"}]}",
    "pieces[1].letter: 'w' is defined twice" },
  { "pieces-letter-long", "{\"pieces\": [{\"letter\": \"wz\", \"value\": 4, \"betza\": \"W\"}]}",
    "pieces[0].letter must be one letter a–z" },
  { "pieces-value-zero", "{\"pieces\": [{\"letter\": \"w\", \"value\": 0, \"betza\": \"W\"}]}",
    "pieces[0].value must be a number greater than 0 (pawns), at most 1000" },
  { "pieces-value-negative", "{\"pieces\": [{\"letter\": \"w\", \"value\": -2, \"betza\": \"W\"}]}",
    "pieces[0].value must be a number greater than 0 (pawns), at most 1000" },
  { "pieces-value-missing", "{\"pieces\": [{\"letter\": \"w\", \"betza\": \"W\"}]}",
    "pieces[0].value is missing" },
  { "pieces-look",
    "{\"pieces\": [{\"letter\": \"w\", \"value\": 4, \"betza\": \"W\", \"look\": \"dragon\"}]}",
    "pieces[0].look must be \"disc\" or the name of a built-in piece (pawn, knight, bishop, rook, "
    "queen, king, archbishop, chancellor, amazon, camel, general), not \"dragon\"" },
  { "pieces-too-many",
    "{\"pieces\": [{\"letter\": \"w\", \"value\": 1, \"betza\": \"W\"},"
    " {\"letter\": \"x\", \"value\": 1, \"betza\": \"W\"}, {\"letter\": \"y\", \"value\": 1, \"betza\": \"W\"},"
    " {\"letter\": \"z\", \"value\": 1, \"betza\": \"W\"}, {\"letter\": \"u\", \"value\": 1, \"betza\": \"W\"}]}",
    "pieces: at most 4 pieces may be defined, not 5" },
  { "no-builtin-start", "{\"board\": {\"files\": 10, \"ranks\": 10}}",
    "layout is missing: a 10x10 board with fourteen rules has no built-in start position and "
    "there is no layout.txt next to the config" },
};

static void
test_error_case (gconstpointer data)
{
  const ErrorCase *error_case = data;
  Scratch scratch;
  g_autofree char *path = NULL;
  g_autoptr (GPtrArray) problems = ft_problem_list_new ();
  g_autoptr (FtConfig) config = NULL;
  const FtProblem *problem;

  scratch_init (&scratch);
  path = scratch_write (&scratch, "config.json", error_case->json);
  config = ft_config_load (path, problems);
  log_problems (problems);
  g_assert_null (config);
  g_assert_cmpuint (problems->len, ==, 1);
  problem = g_ptr_array_index (problems, 0);
  g_assert_cmpint (problem->severity, ==, FT_SEVERITY_ERROR);
  g_assert_cmpstr (problem->file, ==, path);
  g_assert_cmpstr (problem->message, ==, error_case->message);
  scratch_clear (&scratch);
}

/* "difficulty" names a level of the ladder: "level-4", 4, "4", or one of
 * the three words; anything else is refused with the range and the words. */
static void
test_difficulty (void)
{
  static const struct { const char *json; int level; } good[] = {
    { "{\"difficulty\": \"level-4\"}", FT_LEVEL_4 },
    { "{\"difficulty\": 4}", FT_LEVEL_4 },
    { "{\"difficulty\": \"4\"}", FT_LEVEL_4 },
    { "{\"difficulty\": \"NORMAL\"}", FT_LEVEL_NORMAL },
    { "{\"difficulty\": \"hard\"}", FT_LEVEL_TOP },
  };
  static const char *const bad[] = {
    "{\"difficulty\": \"expert\"}", "{\"difficulty\": 0}", "{\"difficulty\": 99}",
    "{\"difficulty\": 4.5}", "{\"difficulty\": \"level-0\"}", "{\"difficulty\": true}",
  };
  g_autofree char *message = g_strdup_printf ("difficulty must be \"level-1\" to \"level-%d\" (or 1 to %d), "
                                              "\"easy\", \"normal\" or \"hard\"", FT_N_LEVELS, FT_N_LEVELS);

  for (guint i = 0; i < G_N_ELEMENTS (good); i++)
    {
      g_autoptr (GPtrArray) problems = ft_problem_list_new ();
      g_autoptr (FtConfig) config = ft_config_load_from_data (good[i].json, -1, "levels.json", problems);

      log_problems (problems);
      g_assert_nonnull (config);
      g_assert_cmpint (ft_config_get_difficulty (config), ==, good[i].level);
    }
  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      g_autoptr (GPtrArray) problems = ft_problem_list_new ();
      g_autoptr (FtConfig) config = ft_config_load_from_data (bad[i], -1, "levels.json", problems);

      g_assert_null (config);
      g_assert_cmpuint (problems->len, ==, 1);
      g_assert_cmpstr (((FtProblem *) problems->pdata[0])->message, ==, message);
    }
}

/* A config with pieces: the layout uses their letters, the position knows
 * their values, names and looks. */
static void
test_pieces (void)
{
  Scratch scratch;
  g_autofree char *path = NULL;
  g_autofree char *layout = NULL;
  g_autoptr (GPtrArray) problems = ft_problem_list_new ();
  g_autoptr (FtConfig) config = NULL;
  FtPosition *pos = g_new0 (FtPosition, 1);
  const FtCustomKinds *kinds;

  scratch_init (&scratch);
  layout = scratch_write (&scratch, "layout.txt",
                          "R   K  R\nPPPPPPPP\n  W\n\n\n     w\npppppppp\nr   k  r\n");
  path = scratch_write (&scratch, "config.json",
                        "{\"rules\": \"standard\", \"board\": {\"files\": 8, \"ranks\": 8},"
                        " \"pieces\": [{\"letter\": \"W\", \"name\": \"Wizard\", \"value\": 4.5,"
                        " \"betza\": \"FC\", \"look\": \"knight\"}, {\"letter\": \"x\", \"value\": 2,"
                        " \"betza\": \"nN\"}]}");
  config = ft_config_load (path, problems);
  log_problems (problems);
  g_assert_nonnull (config);
  g_assert_cmpuint (problems->len, ==, 0);
  kinds = ft_config_get_custom_kinds (config);
  g_assert_cmpuint (kinds->n, ==, 2);
  g_assert_cmpint (kinds->kinds[0].letter, ==, 'w');
  g_assert_cmpstr (kinds->kinds[0].name, ==, "Wizard");
  g_assert_cmpint (kinds->kinds[0].value, ==, 450);
  g_assert_cmpint (kinds->kinds[0].look, ==, FT_KNIGHT);
  g_assert_cmpstr (kinds->kinds[1].name, ==, "x");
  g_assert_cmpint (kinds->kinds[1].look, ==, FT_NO_KIND);

  g_assert_true (ft_config_load_position (config, pos, problems));
  g_assert_cmpint (pos->board[FT_SQUARE (5, 2)], ==, FT_MAKE_PIECE (FT_WHITE, FT_CUSTOM_FIRST));
  g_assert_cmpint (pos->board[FT_SQUARE (2, 5)], ==, FT_MAKE_PIECE (FT_BLACK, FT_CUSTOM_FIRST));
  g_assert_cmpuint (pos->custom.n, ==, 2);
  g_free (pos);
  scratch_clear (&scratch);
}

static void
test_all_errors_reported (void)
{
  g_autoptr (GPtrArray) problems = ft_problem_list_new ();
  g_autoptr (FtConfig) config = ft_config_load_from_data (
    "{\"player_colour\": \"green\", \"time_controls\": {\"cpu\": {\"seconds\": 0}},"
    " \"difficulty\": 0, \"extra\": 1}",
    -1, "many.json", problems);

  log_problems (problems);
  g_assert_null (config);
  g_assert_cmpuint (problems->len, ==, 4);
  g_assert_true (ft_problem_list_has_errors (problems));
}

static void
test_malformed_json (void)
{
  g_autoptr (GPtrArray) problems = ft_problem_list_new ();
  g_autoptr (FtConfig) config =
    ft_config_load_from_data ("{\n  \"layout\": \"layout.txt\",\n  \"player_colour\": white\n}",
                              -1, "bad.json", problems);
  const FtProblem *problem;
  g_autofree char *line = NULL;

  g_assert_null (config);
  g_assert_cmpuint (problems->len, ==, 1);
  problem = g_ptr_array_index (problems, 0);
  line = ft_problem_to_string (problem);
  g_test_message ("%s", line);
  g_assert_cmpuint (problem->line, ==, 3);
  g_assert_cmpuint (problem->column, >=, 20);
  g_assert_cmpuint (problem->column, <=, 25);
  g_assert_true (g_str_has_prefix (problem->message, "malformed JSON: "));
  g_assert_true (g_str_has_prefix (line, "bad.json:3:"));
}

static void
test_malformed_json_trailing_comma (void)
{
  g_autoptr (GPtrArray) problems = ft_problem_list_new ();
  g_autoptr (FtConfig) config =
    ft_config_load_from_data ("{\"rules\": \"standard\",\n}", -1, "comma.json", problems);
  const FtProblem *problem;

  g_assert_null (config);
  g_assert_cmpuint (problems->len, ==, 1);
  problem = g_ptr_array_index (problems, 0);
  g_assert_cmpuint (problem->line, >=, 1);
  g_assert_cmpuint (problem->line, <=, 2);
  g_assert_cmpuint (problem->column, >, 0);
}

static void
test_malformed_json_binary (void)
{
  g_autoptr (GPtrArray) problems = ft_problem_list_new ();
  static const char nul_data[] = "{\"rules\":\n \"a\0b\"}";
  g_autoptr (FtConfig) config =
    ft_config_load_from_data (nul_data, sizeof nul_data - 1, "nul.json", problems);
  const FtProblem *problem;

  g_assert_null (config);
  g_assert_cmpuint (problems->len, ==, 1);
  problem = g_ptr_array_index (problems, 0);
  g_assert_cmpuint (problem->line, ==, 2);
  g_assert_cmpuint (problem->column, ==, 4);

  /* No data at all (as a fuzzer may pass it). */
  g_ptr_array_set_size (problems, 0);
  g_assert_null (ft_config_load_from_data (NULL, 0, "none.json", problems));
  g_assert_cmpuint (problems->len, ==, 1);
  problem = g_ptr_array_index (problems, 0);
  g_assert_cmpstr (problem->message, ==, "the file is empty: a config must be a JSON object");

  g_ptr_array_set_size (problems, 0);
  g_assert_null (ft_config_load_from_data ("{\"layout\": \"\xff\"}", -1, "latin.json", problems));
  g_assert_cmpuint (problems->len, ==, 1);
  problem = g_ptr_array_index (problems, 0);
  g_assert_cmpstr (problem->message, ==,
                   "not valid UTF-8 (byte 0xff): the file must be saved as UTF-8");
  g_assert_cmpuint (problem->line, ==, 1);
  g_assert_cmpuint (problem->column, ==, 13);
}

/* Issue 20 item 1: '{"a":' 100,000 times overflowed json-glib's stack.
 * Refused before parsing, at the bracket one level too deep. */
static void
test_deep_nesting (void)
{
  g_autoptr (GPtrArray) problems = ft_problem_list_new ();
  GString *deep = g_string_new ("\n");
  g_autofree char *line = NULL;
  g_autoptr (FtConfig) fine = NULL;

  for (guint i = 0; i < 100000; i++)
    g_string_append (deep, "{\"a\":");
  g_assert_null (ft_config_load_from_data (deep->str, deep->len, "deep.json", problems));
  g_assert_cmpuint (problems->len, ==, 1);
  line = ft_problem_to_string (g_ptr_array_index (problems, 0));
  g_assert_cmpstr (line, ==, "deep.json:2:321: malformed JSON: nested more than 64 levels deep");

  /* Arrays count too; brackets inside strings do not. */
  g_ptr_array_set_size (problems, 0);
  g_string_assign (deep, "{\"levels\": ");
  for (guint i = 0; i < 70; i++)
    g_string_append_c (deep, '[');
  g_assert_null (ft_config_load_from_data (deep->str, deep->len, "deep.json", problems));
  g_assert_nonnull (strstr (((FtProblem *) g_ptr_array_index (problems, 0))->message, "nested"));

  g_ptr_array_set_size (problems, 0);
  g_string_assign (deep, "{\"layout\": \"[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[\\\"{{\"}");
  fine = ft_config_load_from_data (deep->str, deep->len, "/nonexistent/fine.json", problems);
  g_assert_nonnull (fine);
  g_string_free (deep, TRUE);
}

static void
test_missing_file (void)
{
  g_autoptr (GPtrArray) problems = ft_problem_list_new ();
  g_autoptr (FtConfig) config = ft_config_load ("/nonexistent/fourteen/config.json", problems);
  g_autofree char *line = NULL;

  g_assert_null (config);
  g_assert_cmpuint (problems->len, ==, 1);
  line = ft_problem_to_string (g_ptr_array_index (problems, 0));
  g_assert_cmpstr (line, ==, "/nonexistent/fourteen/config.json: config file not found");
}

static void
test_unknown_keys_warn (void)
{
  g_autoptr (GPtrArray) problems = ft_problem_list_new ();
  g_autoptr (FtConfig) config = ft_config_load_from_data (
    "{\"time_control\": 5, \"time_controls\": {\"cpu\": {\"seconds\": 90, \"bonus\": 1},"
    " \"human\": {}}, \"board\": {\"files\": 14, \"depth\": 2}}",
    -1, "config.json", problems);
  g_autofree char *first = NULL;

  log_problems (problems);
  g_assert_nonnull (config);
  g_assert_false (ft_problem_list_has_errors (problems));
  g_assert_cmpuint (problems->len, ==, 4);
  first = ft_problem_to_string (g_ptr_array_index (problems, 0));
  g_assert_cmpstr (first, ==, "config.json: warning: unknown key \"time_control\"");
  {
    gboolean seen[3] = { FALSE, FALSE, FALSE };
    for (guint i = 1; i < problems->len; i++)
      {
        const FtProblem *problem = g_ptr_array_index (problems, i);
        g_assert_cmpint (problem->severity, ==, FT_SEVERITY_WARNING);
        seen[0] |= strcmp (problem->message, "unknown key \"time_controls.cpu.bonus\"") == 0;
        seen[1] |= strcmp (problem->message, "unknown key \"time_controls.human\"") == 0;
        seen[2] |= strcmp (problem->message, "unknown key \"board.depth\"") == 0;
      }
    g_assert_true (seen[0] && seen[1] && seen[2]);
  }
  /* Known keys next to unknown ones still count. */
  g_assert_cmpfloat (ft_config_get_cpu_seconds (config), ==, 90);
}

static void
test_standard_rules_builtin_start (void)
{
  Scratch scratch;
  g_autofree char *path = NULL;
  g_autoptr (GPtrArray) problems = ft_problem_list_new ();
  g_autoptr (FtConfig) config = NULL;
  g_autofree FtPosition *pos = g_new0 (FtPosition, 1);

  /* No layout key and no layout.txt in the folder: the rules' own start. */
  scratch_init (&scratch);
  path = scratch_write (&scratch, "standard.json", "{\"rules\": \"standard\"}");
  config = ft_config_load (path, problems);
  g_assert_nonnull (config);
  g_assert_cmpuint (ft_config_get_board_files (config), ==, 8);
  g_assert_cmpuint (ft_config_get_board_ranks (config), ==, 8);
  g_assert_null (ft_config_get_layout (config));
  g_assert_null (ft_config_get_layout_path (config));
  g_assert_true (ft_config_load_position (config, pos, problems));
  g_assert_cmpuint (problems->len, ==, 0);
  assert_start_position (pos, ft_position_set_standard_start);
  scratch_clear (&scratch);
}

static void
test_layout_next_to_config (void)
{
  Scratch scratch;
  g_autofree char *path = NULL;
  g_autofree char *layout = NULL;
  g_autoptr (GPtrArray) problems = ft_problem_list_new ();
  g_autoptr (FtConfig) config = NULL;
  g_autofree FtPosition *pos = g_new0 (FtPosition, 1);

  /* Without a layout key, layout.txt next to the config is read, with the
   * config's board size and rules. */
  scratch_init (&scratch);
  layout = scratch_write (&scratch, "layout.txt", "K\n\n\n\n\n\n\n\n\n       k\n");
  path = scratch_write (&scratch, "ten.json", "{\"board\": {\"files\": 8, \"ranks\": 10}}");
  config = ft_config_load (path, problems);
  log_problems (problems);
  g_assert_nonnull (config);
  g_assert_cmpstr (ft_config_get_layout_path (config), ==, layout);
  g_assert_true (ft_config_load_position (config, pos, problems));
  g_assert_cmpuint (pos->files, ==, 8);
  g_assert_cmpuint (pos->ranks, ==, 10);
  g_assert_cmpuint (pos->board[FT_SQUARE (0, 9)], ==, FT_MAKE_PIECE (FT_BLACK, FT_KING));
  g_assert_cmpuint (pos->board[FT_SQUARE (7, 0)], ==, FT_MAKE_PIECE (FT_WHITE, FT_KING));
  scratch_clear (&scratch);
}

static void
test_layout_errors_name_layout_file (void)
{
  Scratch scratch;
  g_autofree char *path = NULL;
  g_autofree char *layout = NULL;
  g_autoptr (GPtrArray) problems = ft_problem_list_new ();
  g_autoptr (FtConfig) config = NULL;
  g_autofree FtPosition *pos = g_new0 (FtPosition, 1);
  const FtProblem *problem;

  scratch_init (&scratch);
  layout = scratch_write (&scratch, "broken.txt", "K\n\n\n\n\n\n\n\n\n\n\n\n\n   z   k\n");
  path = scratch_write (&scratch, "config.json", "{\"layout\": \"broken.txt\"}");
  config = ft_config_load (path, problems);
  g_assert_nonnull (config);
  g_assert_false (ft_config_load_position (config, pos, problems));
  g_assert_cmpuint (problems->len, ==, 1);
  problem = g_ptr_array_index (problems, 0);
  g_assert_cmpstr (problem->file, ==, layout);
  g_assert_cmpuint (problem->line, ==, 14);
  g_assert_cmpuint (problem->column, ==, 4);

  /* A layout that does not exist names its full path. */
  g_ptr_array_set_size (problems, 0);
  g_clear_object (&config);
  g_free (path);
  path = scratch_write (&scratch, "missing.json", "{\"layout\": \"gone.txt\"}");
  config = ft_config_load (path, problems);
  g_assert_nonnull (config);
  g_assert_false (ft_config_load_position (config, pos, problems));
  g_assert_cmpuint (problems->len, ==, 1);
  problem = g_ptr_array_index (problems, 0);
  {
    g_autofree char *gone = g_build_filename (scratch.dir, "gone.txt", NULL);
    g_assert_cmpstr (problem->file, ==, gone);
  }
  scratch_clear (&scratch);
}

static void
test_find_user_config (void)
{
  Scratch scratch;
  g_autofree char *old_value = g_strdup (g_getenv ("XDG_CONFIG_HOME"));
  g_autofree char *folder = NULL;
  g_autofree char *path = NULL;
  g_autofree char *found = NULL;

  scratch_init (&scratch);
  g_setenv ("XDG_CONFIG_HOME", scratch.dir, TRUE);
  g_assert_null (ft_config_find_user_config ());

  folder = g_build_filename (scratch.dir, "fourteen", NULL);
  g_assert_cmpint (g_mkdir (folder, 0700), ==, 0);
  path = scratch_write (&scratch, "fourteen/config.json", "{}");
  found = ft_config_find_user_config ();
  g_assert_cmpstr (found, ==, path);

  g_remove (path);
  g_rmdir (folder);
  if (old_value != NULL)
    g_setenv ("XDG_CONFIG_HOME", old_value, TRUE);
  else
    g_unsetenv ("XDG_CONFIG_HOME");
  scratch_clear (&scratch);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/config/error/issue20-item1-deep-nesting", test_deep_nesting);
  g_test_add_func ("/config/defaults", test_defaults);
  g_test_add_func ("/config/shipped", test_shipped_config);
  g_test_add_func ("/config/all-keys", test_all_keys);
  g_test_add_func ("/config/players-keys", test_players_keys);
  g_test_add_func ("/config/difficulty", test_difficulty);
  g_test_add_func ("/config/game-key", test_game_key);
  for (gsize i = 0; i < G_N_ELEMENTS (error_cases); i++)
    {
      g_autofree char *name = g_strdup_printf ("/config/error/%s", error_cases[i].name);
      g_test_add_data_func (name, &error_cases[i], test_error_case);
    }
  g_test_add_func ("/config/pieces", test_pieces);
  g_test_add_func ("/config/error/all-reported", test_all_errors_reported);
  g_test_add_func ("/config/error/malformed-json", test_malformed_json);
  g_test_add_func ("/config/error/malformed-json-trailing-comma",
                   test_malformed_json_trailing_comma);
  g_test_add_func ("/config/error/malformed-json-binary", test_malformed_json_binary);
  g_test_add_func ("/config/error/missing-file", test_missing_file);
  g_test_add_func ("/config/unknown-keys-warn", test_unknown_keys_warn);
  g_test_add_func ("/config/standard-builtin-start", test_standard_rules_builtin_start);
  g_test_add_func ("/config/layout-next-to-config", test_layout_next_to_config);
  g_test_add_func ("/config/layout-errors-name-layout-file", test_layout_errors_name_layout_file);
  g_test_add_func ("/config/find-user-config", test_find_user_config);

  return g_test_run ();
}
