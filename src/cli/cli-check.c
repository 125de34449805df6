/* cli-check.c — `fourteen-cli check FILE`: validate a config (and the layout
 * it names) or a layout file, printing every problem as FILE:LINE:COL:
 * message. Exit status 0 when valid (warnings allowed), 2 otherwise. */
#include "config.h"

#include <stdio.h>
#include <string.h>

#include "cli-common.h"
#include "cli.h"
#include "ft-config.h"
#include "ft-game-record.h"
#include "ft-layout.h"

static void
print_usage (FILE *out)
{
  fprintf (out,
           "Usage: fourteen-cli check FILE [--rules fourteen|standard] [--size FILESxRANKS]\n"
           "\n"
           "FILE is a saved game (PGN) when it ends in .pgn or starts with '[', a config\n"
           "when it ends in .json or starts with '{', else a layout. Every game of a\n"
           "PGN is checked.\n"
           "A config is checked with the layout it names. A layout is checked for a\n"
           "14x14 board with Fourteen rules, or 8x8 with --rules standard, unless\n"
           "--size says otherwise.\n");
}

/* Does the text look like a PGN (tag pairs first)? Layouts and configs
 * never start with '['. */
static gboolean
looks_like_pgn (const char *text, gsize length)
{
  for (gsize i = 0; i < length; i++)
    if (!g_ascii_isspace (text[i]))
      return text[i] == '[';
  return FALSE;
}

/* `check FILE.pgn`: every game, as the game's loader reads them. */
static int
check_pgn (const char *path)
{
  g_autoptr (GError) error = NULL;
  g_autofree char *text = NULL;
  gsize length = 0;
  guint games;

  text = ft_game_record_read_file (path, &length, &error);
  if (text == NULL)
    {
      printf ("%s\n", error->message);
      return 2;
    }
  games = ft_game_record_check (text, (gssize) length, path, &error);
  if (games == 0)
    {
      printf ("%s\n", error->message);
      return 2;
    }
  printf ("%s: valid PGN (%u game%s)\n", path, games, games == 1 ? "" : "s");
  return 0;
}

/* Does the text look like JSON (an object) rather than a layout? A layout's
 * letters can never start with '{'. */
static gboolean
looks_like_config (const char *path, const char *text, gsize length)
{
  if (g_str_has_suffix (path, ".json"))
    return TRUE;
  for (gsize i = 0; i < length; i++)
    {
      if (text[i] == '{')
        return TRUE;
      if (!g_ascii_isspace (text[i]))
        return FALSE;
    }
  return FALSE;
}

static gboolean
parse_size (const char *text, guint *files, guint *ranks)
{
  guint64 f, r;
  char *end;

  f = g_ascii_strtoull (text, &end, 10);
  if (end == text || (*end != 'x' && *end != 'X'))
    return FALSE;
  text = end + 1;
  r = g_ascii_strtoull (text, &end, 10);
  if (end == text || *end != '\0')
    return FALSE;
  if (f < FT_MIN_BOARD_SIZE || f > FT_MAX_BOARD_SIZE || r < FT_MIN_BOARD_SIZE ||
      r > FT_MAX_BOARD_SIZE)
    return FALSE;
  *files = f;
  *ranks = r;
  return TRUE;
}

static void
print_problems (GPtrArray *problems)
{
  for (guint i = 0; i < problems->len; i++)
    {
      g_autofree char *line = ft_problem_to_string (g_ptr_array_index (problems, i));
      printf ("%s\n", line);
    }
}

int
ft_cli_check (int argc, char **argv)
{
  const char *path = NULL;
  const char *rules_name = NULL;
  const char *size_text = NULL;
  FtRules rules = FT_RULES_FOURTEEN;
  guint files = 0, ranks = 0;
  g_autoptr (GPtrArray) problems = ft_problem_list_new ();
  g_autofree char *text = NULL;
  g_autofree FtPosition *pos = NULL;
  gsize length = 0;
  gboolean valid;

  for (int i = 1; i < argc; i++)
    {
      if ((strcmp (argv[i], "--rules") == 0 || strcmp (argv[i], "--size") == 0) && i + 1 < argc)
        {
          if (strcmp (argv[i], "--rules") == 0)
            rules_name = argv[++i];
          else
            size_text = argv[++i];
        }
      else if (strcmp (argv[i], "--help") == 0 || strcmp (argv[i], "-h") == 0)
        {
          print_usage (stdout);
          return 0;
        }
      else if (argv[i][0] != '-' && path == NULL)
        {
          path = argv[i];
        }
      else
        {
          fprintf (stderr, "fourteen-cli check: unexpected argument '%s'\n", argv[i]);
          print_usage (stderr);
          return 2;
        }
    }
  if (path == NULL)
    {
      print_usage (stderr);
      return 2;
    }
  if (rules_name != NULL)
    {
      int value;
      if (!ft_cli_parse_name ("fourteen-cli check", FT_TYPE_RULES, "--rules", rules_name, &value))
        return 2;
      rules = (FtRules) value;
    }
  if (size_text != NULL && !parse_size (size_text, &files, &ranks))
    {
      fprintf (stderr, "fourteen-cli check: --size must be FILESxRANKS, each 4 to 16 (e.g. 14x14)\n");
      return 2;
    }
  if (files == 0)
    files = ranks = rules == FT_RULES_STANDARD ? 8 : 14;

  if (g_str_has_suffix (path, ".pgn") || g_str_has_suffix (path, ".PGN"))
    {
      if (rules_name != NULL || size_text != NULL)
        {
          fprintf (stderr, "fourteen-cli check: --rules and --size apply to layouts; a PGN "
                           "gives its own\n");
          return 2;
        }
      return check_pgn (path);
    }
  if (!ft_read_input_file (path, "file", &text, &length, problems))
    {
      print_problems (problems);
      return 2;
    }

  if (looks_like_pgn (text, length) && rules_name == NULL && size_text == NULL)
    return check_pgn (path);
  pos = g_new0 (FtPosition, 1);
  if (looks_like_config (path, text, length))
    {
      g_autoptr (FtConfig) config = NULL;

      if (rules_name != NULL || size_text != NULL)
        {
          fprintf (stderr, "fourteen-cli check: --rules and --size apply to layouts; a config "
                           "gives its own\n");
          return 2;
        }
      config = ft_config_load_from_data (text, length, path, problems);
      valid = config != NULL && ft_config_load_position (config, pos, problems);
      print_problems (problems);
      if (valid)
        {
          const char *layout = ft_config_get_layout_path (config);

          printf ("%s: valid config (%ux%u board, %s rules, start position from %s)\n", path,
                  ft_config_get_board_files (config), ft_config_get_board_ranks (config),
                  ft_name_of (FT_TYPE_RULES, (int) ft_config_get_rules (config)),
                  layout != NULL ? layout : "the built-in start");
          if (ft_config_get_n_levels (config) > 0)
            printf ("%s: %u levels, each solution legal and ending in mate within its goal\n",
                    path, ft_config_get_n_levels (config));
          for (guint i = 0; i < ft_config_get_custom_kinds (config)->n; i++)
            {
              const FtCustomKind *kind = &ft_config_get_custom_kinds (config)->kinds[i];

              printf ("%s: piece %c (%s): %s, value %.2f\n", path, g_ascii_toupper (kind->letter),
                      kind->name, kind->betza, kind->value / 100.0);
            }
        }
    }
  else
    {
      valid = ft_layout_parse (text, length, path, rules, files, ranks, pos, problems);
      print_problems (problems);
      if (valid)
        printf ("%s: valid layout (%ux%u board, %s rules)\n", path, files, ranks,
                ft_name_of (FT_TYPE_RULES, (int) rules));
    }
  return valid ? 0 : 2;
}
