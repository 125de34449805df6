/* cli-check.c — `fourteen-cli check FILE`: validate a config (and the layout
 * it names) or a layout file, printing every problem as FILE:LINE:COL:
 * message. Exit status 0 when valid (warnings allowed), 2 otherwise. */
#include "config.h"

#include <stdio.h>
#include <string.h>

#include "cli-common.h"
#include "cli.h"
#include "ft-config.h"
#include "ft-fen.h"
#include "ft-file-kind.h"
#include "ft-game-record.h"
#include "ft-layout.h"
#include "ft-text-file.h"

static void
print_usage (FILE *out)
{
  fprintf (out,
           "Usage: fourteen-cli check FILE [--rules fourteen|standard] [--size FILESxRANKS]\n"
           "\n"
           "FILE is a saved game (PGN) when it ends in .pgn or starts with a tag pair\n"
           "('[Event') or a move number, a config when it ends in .json or starts with\n"
           "'{' or '[', a position when it is one FEN line, else a layout. Every game of\n"
           "a PGN is checked.\n"
           "A config is checked with the layout it names. A layout is checked for a\n"
           "14x14 board with Fourteen rules, or 8x8 with --rules standard, unless\n"
           "--size says otherwise.\n");
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

/* `check FILE.pgn`: every game, as the game's loader reads them. */
static int
check_pgn (const char *path, const char *text, gsize length)
{
  g_autoptr (GPtrArray) warnings = ft_problem_list_new ();
  g_autoptr (GError) error = NULL;
  guint games;

  games = ft_game_record_check (text, (gssize) length, path, warnings, &error);
  print_problems (warnings);
  if (games == 0)
    {
      printf ("%s\n", error->message);
      return 2;
    }
  printf ("%s: valid PGN (%u game%s)\n", path, games, games == 1 ? "" : "s");
  return 0;
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

/* `check FILE.json`: the config and the layout and levels it names. */
static int
check_config (const char *path, const char *text, gsize length)
{
  g_autoptr (GPtrArray) problems = ft_problem_list_new ();
  g_autofree FtPosition *pos = g_new0 (FtPosition, 1);
  g_autoptr (FtConfig) config = NULL;
  const char *layout;
  gboolean valid;

  config = ft_config_load_from_data (text, length, path, problems);
  valid = config != NULL && ft_config_load_position (config, pos, problems);
  print_problems (problems);
  if (!valid)
    return 2;
  layout = ft_config_get_layout_path (config);
  printf ("%s: valid config (%ux%u board, %s rules, start position from %s)\n", path,
          ft_config_get_board_files (config), ft_config_get_board_ranks (config),
          ft_name_of (FT_TYPE_RULES, (int) ft_config_get_rules (config)),
          layout != NULL ? layout : "the built-in start");
  if (ft_config_get_n_levels (config) > 0)
    printf ("%s: %u levels, each solution legal and ending in mate within its goal\n", path,
            ft_config_get_n_levels (config));
  for (guint i = 0; i < ft_config_get_custom_kinds (config)->n; i++)
    {
      const FtCustomKind *kind = &ft_config_get_custom_kinds (config)->kinds[i];

      printf ("%s: piece %c (%s): %s, value %.2f\n", path, g_ascii_toupper (kind->letter),
              kind->name, kind->betza, kind->value / 100.0);
    }
  return 0;
}

/* `check FILE` holding one FEN: under the rules named, else standard
 * chess on 8x8 and Fourteen's rules on other boards. */
static int
check_fen (const char *path, const char *text, const FtRules *rules)
{
  g_autofree char *line = g_strstrip (g_strdup (text + ft_text_bom_length (text, strlen (text))));
  g_autofree FtPosition *pos = g_new0 (FtPosition, 1);
  g_autoptr (GError) error = NULL;
  FtRules chosen = rules != NULL ? *rules : FT_RULES_STANDARD;

  if (!ft_fen_parse (line, chosen, pos, &error) && rules == NULL
      && !g_error_matches (error, FT_ERROR, FT_ERROR_PARSE))
    {
      g_clear_error (&error);
      chosen = FT_RULES_FOURTEEN;
      ft_fen_parse (line, chosen, pos, &error);
    }
  if (error != NULL)
    {
      printf ("%s: %s\n", path, error->message);
      return 2;
    }
  printf ("%s: valid FEN (%ux%u board, %s rules)\n", path, (guint) pos->files, (guint) pos->ranks,
          ft_name_of (FT_TYPE_RULES, (int) chosen));
  return 0;
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
  FtFileKind kind;

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

  if (!ft_text_file_read_problems (path, "file", FT_TEXT_FILE_MAX_SIZE, &text, &length, problems))
    {
      print_problems (problems);
      return 2;
    }
  kind = ft_file_kind_detect (path, text, (gssize) length);
  if ((rules_name != NULL || size_text != NULL) && kind != FT_FILE_KIND_LAYOUT
      && kind != FT_FILE_KIND_FEN)
    {
      fprintf (stderr, "fourteen-cli check: --rules and --size apply to layouts; %s gives its "
                       "own\n", ft_file_kind_describe (kind));
      return 2;
    }
  switch (kind)
    {
    case FT_FILE_KIND_PGN:
      return check_pgn (path, text, length);
    case FT_FILE_KIND_CONFIG:
      return check_config (path, text, length);
    case FT_FILE_KIND_FEN:
      return check_fen (path, text, rules_name != NULL ? &rules : NULL);
    case FT_FILE_KIND_EMPTY:
      printf ("%s: empty: nothing to check\n", path);
      return 2;
    case FT_FILE_KIND_LAYOUT:
    default:
      break;
    }
  pos = g_new0 (FtPosition, 1);
  valid = ft_layout_parse (text, length, path, rules, files, ranks, pos, problems);
  print_problems (problems);
  if (valid)
    printf ("%s: valid layout (%ux%u board, %s rules)\n", path, files, ranks,
            ft_name_of (FT_TYPE_RULES, (int) rules));
  return valid ? 0 : 2;
}
