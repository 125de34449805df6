/* cli-common.c — see cli-common.h. */
#include "config.h"

#include <stdio.h>
#include <string.h>

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

FtConfig *
ft_cli_load_config (const char *path)
{
  g_autoptr (GPtrArray) problems = ft_problem_list_new ();
  FtConfig *config = ft_config_load (path, problems);

  print_problems (problems);
  return config;
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

gboolean
ft_cli_parse_clock (const char *text, gint64 *ms, gint64 *increment_ms)
{
  char *end = NULL;
  double seconds, increment = 0;

  if (text == NULL || !g_ascii_isdigit (text[0]))
    return FALSE;
  seconds = g_ascii_strtod (text, &end);
  if (*end == '+')
    {
      const char *start = end + 1;

      if (!g_ascii_isdigit (*start))
        return FALSE;
      increment = g_ascii_strtod (start, &end);
    }
  if (*end != '\0' || seconds * 1000 < 1 || seconds > 86400 || increment > 86400)
    return FALSE;
  *ms = (gint64) (seconds * 1000 + 0.5);
  *increment_ms = (gint64) (increment * 1000 + 0.5);
  return TRUE;
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

/* For tests only: FOURTEEN_TEST_NET_TIMING="keepalive=50,silence=300,
 * hello=100,retry=20,claim=100" (milliseconds) shortens the network's
 * periods so that tests never wait the real ones. */
void
ft_cli_apply_test_timing (GObject *object)
{
  static const struct {
    const char *key, *property;
  } knobs[] = {
    { "keepalive", "keepalive-ms" }, { "silence", "silence-timeout-ms" },
    { "hello", "hello-timeout-ms" }, { "retry", "retry-interval-ms" },
    { "claim", "claim-after-ms" }, { "xmpp-retry", "retry-ms" }, { "welcome", "welcome-timeout-ms" },
  };
  const char *text = g_getenv ("FOURTEEN_TEST_NET_TIMING");
  g_auto (GStrv) items = text != NULL ? g_strsplit (text, ",", -1) : NULL;

  for (guint i = 0; items != NULL && items[i] != NULL; i++)
    {
      const char *equals = strchr (items[i], '=');
      guint64 ms;

      if (equals == NULL || !g_ascii_string_to_unsigned (equals + 1, 10, 1, G_MAXINT, &ms, NULL))
        continue;
      for (guint k = 0; k < G_N_ELEMENTS (knobs); k++)
        {
          GParamSpec *pspec = g_object_class_find_property (G_OBJECT_GET_CLASS (object), knobs[k].property);
          GValue value = G_VALUE_INIT;

          if (strncmp (items[i], knobs[k].key, equals - items[i]) != 0
              || strlen (knobs[k].key) != (gsize) (equals - items[i]) || pspec == NULL)
            continue;
          g_value_init (&value, G_PARAM_SPEC_VALUE_TYPE (pspec));
          if (G_VALUE_HOLDS_INT64 (&value))
            g_value_set_int64 (&value, ms);
          else
            g_value_set_uint (&value, ms);
          g_object_set_property (object, knobs[k].property, &value);
          g_value_unset (&value);
        }
    }
}
