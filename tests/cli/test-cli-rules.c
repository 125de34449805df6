/* test-cli-rules.c — every front end plays a config by the same rules
 * (issue 24): the window's game layer, `play`, `perft`, `uci`, `xboard`
 * and `bestmove` count the same legal moves for each shipped config, and
 * the edges where they disagreed are fixed: `play --config` loads a game
 * with custom pieces (item 3) and shows only what the fog lets the side to
 * move see (item 4); `perft --config --fen` keeps the config's promotion
 * (item 5). */
#include "config.h"

#include <string.h>

#include "cli-test-util.h"
#include "ft-config.h"
#include "ft-fog.h"
#include "ft-game-setup.h"
#include "ft-game.h"

static char *
custom_config (void)
{
  return g_build_filename (SOURCE_DIR, "docs", "examples", "custom-pieces", "config.json", NULL);
}

/* A position of the config as the window starts it (the game layer). */
static FtPosition *
window_start (const char *config_path)
{
  g_autoptr (GPtrArray) problems = ft_problem_list_new ();
  g_autoptr (FtConfig) config = ft_config_load (config_path, problems);
  g_autoptr (FtGameSetup) setup = ft_game_setup_new_default ();
  g_autoptr (FtGame) game = NULL;

  g_assert_nonnull (config);
  g_assert_true (ft_config_to_setup (config, setup, problems));
  game = ft_game_setup_create_game (setup);
  return g_memdup2 (ft_game_get_position (game), sizeof (FtPosition));
}

/* The number after prefix on the line of text that starts with it. */
static guint64
number_after (const char *text, const char *prefix)
{
  g_auto (GStrv) lines = g_strsplit (text, "\n", -1);
  int i = line_index (lines, prefix);

  if (i < 0)
    g_error ("no line starting with '%s' in:\n%s", prefix, text);
  return g_ascii_strtoull (lines[i] + strlen (prefix), NULL, 10);
}

static guint64
perft_of (const FtPosition *pos, guint depth)
{
  FtPosition *copy = g_memdup2 (pos, sizeof *pos);
  guint64 nodes = ft_position_perft (copy, depth);

  g_free (copy);
  return nodes;
}

/* perft 1 and 2 of the config's start through each front end. */
static void
check_front_ends (const char *config_path)
{
  g_autofree FtPosition *start = window_start (config_path);
  guint64 moves = perft_of (start, 1), leaves = perft_of (start, 2);
  CliRun run;

  g_test_message ("%s: %" G_GUINT64_FORMAT " moves, %" G_GUINT64_FORMAT " at depth 2", config_path,
                  moves, leaves);
  g_assert_cmpuint (moves, >, 0);

  cli_run (&run, "", "perft", "2", "--config", config_path, NULL);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_cmpuint (number_after (run.out, "nodes "), ==, leaves);
  cli_run_clear (&run);

  cli_run (&run, "legal\n", "play", "--config", config_path, NULL);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_cmpuint (number_after (run.out, "legal moves ("), ==, moves);
  cli_run_clear (&run);

  cli_run (&run, "uci\nposition startpos\ngo perft 2\nquit\n", "uci", "--config", config_path, NULL);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_cmpuint (number_after (run.out, "Nodes searched: "), ==, leaves);
  cli_run_clear (&run);

  cli_run (&run, "xboard\nprotover 2\nnew\nvariant fairy\nforce\nperft 2\nquit\n", "xboard", "--config",
           config_path, NULL);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_cmpuint (number_after (run.out, "Nodes searched: "), ==, leaves);
  cli_run_clear (&run);

  /* bestmove: one line per legal move with MultiPV as large as it gets. */
  cli_run (&run, "", "bestmove", "--config", config_path, "--depth", "1", "--multipv", "500", NULL);
  g_assert_cmpint (run.status, ==, 0);
  {
    g_autofree char *multipv = g_strdup_printf (" multipv %" G_GUINT64_FORMAT " ", moves);
    g_autofree char *beyond = g_strdup_printf (" multipv %" G_GUINT64_FORMAT " ", moves + 1);

    g_assert_nonnull (strstr (run.out, multipv));
    g_assert_null (strstr (run.out, beyond));
  }
  cli_run_clear (&run);
}

static void
test_shipped_configs (void)
{
  g_autofree char *shipped = g_build_filename (SOURCE_DIR, "config.json", NULL);
  g_autofree char *custom = custom_config ();

  check_front_ends (shipped);
  check_front_ends (custom);
}

/* Configs written for the test: fog of war, and standard rules with a
 * custom piece. */
static void
test_written_configs (void)
{
  Scratch scratch;

  scratch_init (&scratch);
  check_front_ends (scratch_write (&scratch, "fog.json", "{ \"fog_of_war\": true }"));
  check_front_ends (scratch_write (&scratch, "standard.json",
                                   "{ \"rules\": \"standard\", \"promotion\": \"choose\" }"));
  scratch_clear (&scratch);
}

/* Item 3: a game with custom pieces can be saved and loaded again. */
static void
test_play_load_custom_pieces (void)
{
  g_autofree char *config = custom_config ();
  g_autofree char *input = NULL;
  Scratch scratch;
  const char *pgn;
  CliRun run;

  scratch_init (&scratch);
  pgn = scratch_path (&scratch, "custom.pgn");
  /* The soldier (s, fsW) steps forward; the game is saved, then loaded in
   * a new session of the same config and played on with custom pieces. */
  input = g_strdup_printf ("mv d3d4\nmv d12d11\nsave %s\n", pgn);
  cli_run (&run, input, "play", "--config", config, NULL);
  g_assert_cmpint (run.status, ==, 0);
  cli_run_clear (&run);

  g_free (input);
  input = g_strdup_printf ("load %s\nmv d4d5\nprint status\n", pgn);
  cli_run (&run, input, "play", "--config", config, NULL);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_null (strstr (run.out, "not loaded"));
  g_assert_nonnull (strstr (run.out, "loaded: "));
  assert_has_line (run.out, "White moves: d4d5");
  assert_has_line (run.out, "2. d4d5");
  cli_run_clear (&run);
  scratch_clear (&scratch);
}

/* The board lines the side to move should see: '?' where the fog hides. */
static char *
expected_view (const FtPosition *pos)
{
  guint8 visible[FT_BOARD_CELLS] = { 0 };
  GString *out = g_string_new (NULL);

  ft_fog_visible_squares (pos, pos->side_to_move, visible);
  for (int rank = pos->ranks - 1; rank >= 0; rank--)
    {
      g_string_append_printf (out, "%2d", rank + 1);
      for (int file = 0; file < pos->files; file++)
        {
          FtSquare sq = FT_SQUARE (file, rank);
          FtPiece piece = ft_position_piece_at (pos, sq);
          char letter = '.';

          if (!visible[sq])
            letter = '?';
          else if (FT_IS_PIECE (piece))
            {
              letter = ft_position_kind_to_char (pos, FT_PIECE_KIND (piece));
              letter = FT_PIECE_COLOUR (piece) == FT_WHITE ? g_ascii_toupper (letter) : letter;
            }
          g_string_append_printf (out, " %c", letter);
        }
      g_string_append_c (out, '\n');
    }
  return g_string_free (out, FALSE);
}

/* Item 4: under fog, print and every move show only the side to move's
 * view, as the window does; the moves stay hidden. */
static void
test_play_fog (void)
{
  Scratch scratch;
  const char *config;
  g_autofree FtPosition *pos = NULL;
  g_autofree char *white_view = NULL;
  g_autofree char *black_view = NULL;
  CliRun run;

  scratch_init (&scratch);
  config = scratch_write (&scratch, "fog.json", "{ \"fog_of_war\": true }");
  pos = window_start (config);
  g_assert_true (pos->fog);
  white_view = expected_view (pos);
  ft_position_make_move (pos, ft_position_parse_move (pos, "k2k4"));
  black_view = expected_view (pos);

  cli_run (&run, "print status\nmv k2k4\nprint status\nhistory\n", "play", "--config", config, NULL);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_nonnull (strstr (run.out, white_view));
  g_assert_nonnull (strstr (run.out, black_view));
  /* White's pawns are out of Black's sight: rank 2 is all fog. */
  assert_has_line (run.out, " 2 ? ? ? ? ? ? ? ? ? ? ? ? ? ?");
  assert_has_line (run.out, "White's view (fog of war):");
  assert_has_line (run.out, "Black's view (fog of war):");
  assert_has_line (run.out, "White has moved");
  assert_has_line (run.out, "1. ?");
  assert_has_line (run.out, "history: 1 moves, hidden by the fog of war until the game ends");
  g_assert_null (strstr (run.out, "k2k4"));
  cli_run_clear (&run);
  scratch_clear (&scratch);
}

/* Item 5: perft --config --fen plays the config's promotion choice (and
 * its custom pieces and fog) in the position given. */
static void
test_perft_fen_keeps_config_rules (void)
{
  const char *fen = "k13/14/14/14/14/14/14/6P7/14/14/14/14/14/13K w - - 0 1";
  g_autofree char *config_path = custom_config ();
  g_autoptr (GPtrArray) problems = ft_problem_list_new ();
  g_autoptr (FtConfig) config = ft_config_load (config_path, problems);
  g_autoptr (GError) error = NULL;
  g_autofree FtPosition *pos = g_new (FtPosition, 1);
  g_autofree char *expected = NULL;
  CliRun run;

  g_assert_true (ft_config_load_fen (config, fen, -1, pos, &error));
  g_assert_true (pos->promotion_choice);
  /* Eight promotions (every kind but pawn and king, and the three custom
   * ones) plus the king's three moves and the pawn's... none else. */
  expected = g_strdup_printf ("nodes %" G_GUINT64_FORMAT, perft_of (pos, 1));
  g_assert_cmpuint (perft_of (pos, 1), ==, 3 + 12);

  cli_run (&run, "", "perft", "1", "--config", config_path, "--fen", fen, NULL);
  g_assert_cmpint (run.status, ==, 0);
  assert_has_line (run.out, expected);
  cli_run_clear (&run);

  cli_run (&run, "uci\nposition fen k13/14/14/14/14/14/14/6P7/14/14/14/14/14/13K w - - 0 1\n"
                 "go perft 1\nquit\n", "uci", "--config", config_path, NULL);
  assert_has_line (run.out, "Nodes searched: 15");
  cli_run_clear (&run);

  cli_run (&run, "new\nvariant fairy\nforce\nsetboard k13/14/14/14/14/14/14/6P7/14/14/14/14/14/13K w - - 0 1\n"
                 "perft 1\nquit\n", "xboard", "--config", config_path, NULL);
  assert_has_line (run.out, "Nodes searched: 15");
  cli_run_clear (&run);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/cli-rules/shipped-configs", test_shipped_configs);
  g_test_add_func ("/cli-rules/written-configs", test_written_configs);
  g_test_add_func ("/cli-rules/play-load-custom-pieces", test_play_load_custom_pieces);
  g_test_add_func ("/cli-rules/play-fog", test_play_fog);
  g_test_add_func ("/cli-rules/perft-fen-keeps-config-rules", test_perft_fen_keeps_config_rules);
  return g_test_run ();
}
