/* cli-common.c — see cli-common.h. */
#include "config.h"

#include <stdio.h>

#include "cli-common.h"
#include "ft-config.h"
#include "ft-fen.h"

gboolean
ft_cli_parse_name (const char *prefix, GType enum_type, const char *what, const char *text,
                   int *value)
{
  g_autofree char *choices = NULL;

  if (text != NULL && ft_name_parse (enum_type, text, value))
    return TRUE;
  choices = ft_name_list (enum_type);
  fprintf (stderr, "%s: unknown %s '%s' (expected %s)\n", prefix, what,
           text != NULL ? text : "", choices);
  return FALSE;
}

static void
print_problems (GPtrArray *problems)
{
  for (guint i = 0; i < problems->len; i++)
    {
      g_autofree char *text = ft_problem_to_string (problems->pdata[i]);
      fprintf (stderr, "%s\n", text);
    }
}

gboolean
ft_cli_load_position (const char *fen, const char *config_path, const char *rules_name,
                      FtPosition *pos)
{
  g_autoptr (GError) error = NULL;
  int rules = -1;
  gboolean ok;

  if (rules_name != NULL
      && !ft_cli_parse_name ("fourteen-cli", FT_TYPE_RULES, "rules", rules_name, &rules))
    return FALSE;

  if (config_path != NULL)
    {
      g_autoptr (GPtrArray) problems = ft_problem_list_new ();
      g_autoptr (FtConfig) config = ft_config_load (config_path, problems);

      /* The config's rules apply to any position given (issue 24, item 5). */
      if (config == NULL)
        ok = FALSE;
      else if (fen != NULL)
        ok = ft_config_load_fen (config, fen, rules, pos, &error);
      else
        ok = ft_config_load_position (config, pos, problems);
      ok = ok && !ft_problem_list_has_errors (problems);
      print_problems (problems);
    }
  else if (fen != NULL)
    ok = ft_fen_parse (fen, rules >= 0 ? (FtRules) rules : FT_RULES_FOURTEEN, pos, &error);
  else
    {
      if (rules == FT_RULES_STANDARD)
        ft_position_set_standard_start (pos);
      else
        ft_position_set_fourteen_start (pos);
      ok = TRUE;
    }
  if (error != NULL)
    fprintf (stderr, "fourteen-cli: invalid FEN: %s\n", error->message);
  return ok;
}

char *
ft_cli_info_line (const FtSearchInfo *info)
{
  GString *out = g_string_new (NULL);
  char score[16];
  guint64 nps = info->time_ms > 0 ? info->nodes * 1000 / (guint64) info->time_ms : info->nodes;

  g_string_append_printf (out, "info depth %d seldepth %d", info->depth, info->seldepth);
  if (info->n_lines > 1)
    g_string_append_printf (out, " multipv %u", info->multipv);
  g_string_append_printf (out, " score %s nodes %" G_GUINT64_FORMAT " nps %" G_GUINT64_FORMAT
                               " time %" G_GINT64_FORMAT " pv",
                          ft_search_score_to_string (info->score, score), info->nodes, nps,
                          info->time_ms);
  for (guint i = 0; i < info->pv_length; i++)
    {
      char buf[8];

      g_string_append_printf (out, " %s", ft_move_to_string (info->pv[i], buf));
    }
  return g_string_free (out, FALSE);
}

void
ft_cli_print_info (const FtSearchInfo *info, gpointer user_data G_GNUC_UNUSED)
{
  g_autofree char *line = ft_cli_info_line (info);

  printf ("%s\n", line);
  fflush (stdout);
}
