/* test-cli-perft.c — `fourteen-cli perft` and `bench`: output format, the
 * counts agree with the library, errors exit 2 with a message on stderr. */
#include "config.h"

#include <string.h>
#include <sys/wait.h>

#include "ft-test-util.h"

static int
run_cli (const char *const *args, char **out, char **err)
{
  GPtrArray *argv = g_ptr_array_new ();
  GError *error = NULL;
  int status = 0;

  g_ptr_array_add (argv, (gpointer) g_getenv ("FT_CLI"));
  for (const char *const *a = args; *a != NULL; a++)
    g_ptr_array_add (argv, (gpointer) *a);
  g_ptr_array_add (argv, NULL);
  g_assert_true (g_spawn_sync (NULL, (char **) argv->pdata, NULL, G_SPAWN_DEFAULT, NULL, NULL,
                               out, err, &status, &error));
  g_assert_no_error (error);
  g_ptr_array_unref (argv);
  g_test_message ("stdout: %s\nstderr: %s", *out, *err);
  return WIFEXITED (status) ? WEXITSTATUS (status) : -1;
}

/* The value of the last line "nodes N". */
static guint64
last_nodes (const char *out)
{
  char *copy = g_strstrip (g_strdup (out));
  char **lines = g_strsplit (copy, "\n", -1);
  guint n = g_strv_length (lines);
  guint64 nodes;

  g_free (copy);
  g_assert_cmpuint (n, >, 0);
  g_assert_true (g_str_has_prefix (lines[n - 1], "nodes "));
  nodes = g_ascii_strtoull (lines[n - 1] + 6, NULL, 10);
  g_strfreev (lines);
  return nodes;
}

static void
test_default_position (void)
{
  const char *args[] = { "perft", "3", NULL };
  FtPosition *pos = ft_test_position_new ();
  char *out, *err;

  ft_position_set_fourteen_start (pos);
  g_assert_cmpint (run_cli (args, &out, &err), ==, 0);
  g_assert_cmpuint (last_nodes (out), ==, ft_position_perft (pos, 3));
  g_assert_nonnull (strstr (err, "nodes/s"));
  g_free (out);
  g_free (err);
  g_free (pos);
}

static void
test_fen_divide (void)
{
  const char *args[] = { "perft", "3", "--divide", "--rules", "standard", "--fen",
                         "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1", NULL };
  FtPosition *pos = ft_test_position_new ();
  FtMoveList *list = g_new (FtMoveList, 1);
  char *out, *err;
  char **lines;
  guint64 sum = 0;
  guint n_moves = 0;

  ft_test_fen (pos, FT_RULES_STANDARD, args[6]);
  ft_position_generate_legal (pos, list);
  g_assert_cmpint (run_cli (args, &out, &err), ==, 0);
  lines = g_strsplit (out, "\n", -1);
  for (char **line = lines; *line != NULL; line++)
    {
      char *colon = strstr (*line, ": ");
      FtMove move;

      if (colon == NULL)
        continue;
      *colon = '\0';
      move = ft_position_parse_move (pos, *line);
      g_assert_cmpint (move, !=, FT_MOVE_NONE);
      ft_position_make_move (pos, move);
      g_assert_cmpuint (g_ascii_strtoull (colon + 2, NULL, 10), ==, ft_position_perft (pos, 2));
      ft_position_unmake_move (pos);
      sum += g_ascii_strtoull (colon + 2, NULL, 10);
      n_moves++;
    }
  g_assert_cmpuint (n_moves, ==, list->count);
  g_assert_cmpuint (last_nodes (out), ==, sum);
  g_assert_cmpuint (sum, ==, ft_position_perft (pos, 3));
  g_strfreev (lines);
  g_free (out);
  g_free (err);
  g_free (list);
  g_free (pos);
}

static void
test_config (void)
{
  char *config = g_build_filename (SOURCE_DIR, "config.json", NULL);
  const char *args[] = { "perft", "2", "--config", config, NULL };
  FtPosition *pos = ft_test_position_new ();
  char *out, *err;

  ft_position_set_fourteen_start (pos);
  g_assert_cmpint (run_cli (args, &out, &err), ==, 0);
  g_assert_cmpuint (last_nodes (out), ==, ft_position_perft (pos, 2));
  g_free (out);
  g_free (err);
  g_free (config);
  g_free (pos);
}

/* Checkers with bombs and shields: full turns from its start position. */
static void
test_checkers (void)
{
  const char *args[] = { "perft", "--game", "checkers", "4", NULL };
  const char *divide_args[] = { "perft", "--game", "checkers", "2", "--divide", NULL };
  const char *bad_args[] = { "perft", "--game", "go", "2", NULL };
  char *out, *err;

  g_assert_cmpint (run_cli (args, &out, &err), ==, 0);
  g_assert_cmpuint (last_nodes (out), ==, 2874);
  g_free (out);
  g_free (err);

  g_assert_cmpint (run_cli (divide_args, &out, &err), ==, 0);
  g_assert_cmpuint (last_nodes (out), ==, 49);
  g_assert_nonnull (strstr (out, "c3d4: 7\n"));
  g_free (out);
  g_free (err);

  g_assert_cmpint (run_cli (bad_args, &out, &err), ==, 2);
  g_assert_nonnull (strstr (err, "unknown game"));
  g_free (out);
  g_free (err);
}

/* --rules english: plain English draughts, the published figures. */
static void
test_checkers_english (void)
{
  const char *args[] = { "perft", "--game", "checkers", "--rules", "english", "6", NULL };
  const char *bad_args[] = { "perft", "--game", "checkers", "--rules", "standard", "2", NULL };
  char *out, *err;

  g_assert_cmpint (run_cli (args, &out, &err), ==, 0);
  g_assert_cmpuint (last_nodes (out), ==, 36768);
  g_free (out);
  g_free (err);

  g_assert_cmpint (run_cli (bad_args, &out, &err), ==, 2);
  g_assert_nonnull (strstr (err, "unknown checkers rules 'standard'"));
  g_free (out);
  g_free (err);
}

static void
test_errors (void)
{
  static const char *const cases[][6] = {
    { "perft", "deep", NULL },
    { "perft", NULL },
    { "perft", "2", "--fen", "8/8/8/8 w", NULL },
    { "perft", "2", "--rules", "checkers", NULL },
    { "perft", "2", "--config", "/nonexistent/config.json", NULL },
    { "bench", "--fast", NULL },
  };

  for (gsize i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      char *out, *err;

      g_assert_cmpint (run_cli (cases[i], &out, &err), ==, 2);
      g_assert_cmpstr (out, ==, "");
      g_assert_cmpstr (err, !=, "");
      g_free (out);
      g_free (err);
    }
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  if (g_getenv ("FT_CLI") == NULL)
    {
      g_test_skip ("FT_CLI is not set");
      return 0;
    }
  g_test_add_func ("/cli-perft/default-position", test_default_position);
  g_test_add_func ("/cli-perft/fen-divide", test_fen_divide);
  g_test_add_func ("/cli-perft/config", test_config);
  g_test_add_func ("/cli-perft/errors", test_errors);
  g_test_add_func ("/cli-perft/checkers", test_checkers);
  g_test_add_func ("/cli-perft/checkers-english", test_checkers_english);
  return g_test_run ();
}
