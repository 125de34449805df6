/* cli-players.c — `fourteen-cli players [--json] [--data-dir DIR]`: the
 * player profiles of the game's store (docs/players.md) and their ratings,
 * one line each, or as JSON. Reads $XDG_DATA_HOME/fourteen/profiles.json
 * and changes nothing. */
#include "config.h"

#include <stdio.h>

#include <json-glib/json-glib.h>

#include "cli.h"
#include "ft-names.h"
#include "ft-profile-statistics.h"
#include "ft-profile-store.h"

static void
print_line (FtProfile *profile, GListModel *history)
{
  g_autoptr (FtProfileStatistics) stats = ft_profile_statistics_new (history, ft_profile_get_id (profile));
  FtProfileCounts counts;
  GString *line = g_string_new (ft_profile_get_name (profile));
  gboolean rated = FALSE;

  ft_profile_statistics_get (stats, FT_STATS_ALL, FT_STATS_ALL, &counts);
  g_string_append_printf (line, ": %u games (+%u =%u -%u)", counts.played, counts.won,
                          counts.drawn, counts.lost);
  for (FtRatedKind kind = 0; kind < FT_N_RATED_KINDS; kind++)
    {
      FtGlicko2Rating r;
      guint games = ft_profile_get_rating (profile, kind, &r);

      if (games == 0)
        continue;
      g_string_append_printf (line, "%s %s %.0f%s ± %.0f (%u rated)", rated ? "," : ";",
                              ft_name_of (FT_TYPE_RATED_KIND, kind), r.rating,
                              ft_profile_is_provisional (profile, kind) ? "?" : "", r.deviation,
                              games);
      rated = TRUE;
    }
  if (!rated)
    g_string_append (line, "; not rated yet");
  printf ("%s\n", line->str);
  g_string_free (line, TRUE);
}

static JsonObject *
profile_json (FtProfile *profile, GListModel *history)
{
  g_autoptr (FtProfileStatistics) stats = ft_profile_statistics_new (history, ft_profile_get_id (profile));
  JsonObject *object = json_object_new ();
  JsonObject *ratings = json_object_new ();
  FtProfileCounts counts;

  ft_profile_statistics_get (stats, FT_STATS_ALL, FT_STATS_ALL, &counts);
  json_object_set_string_member (object, "id", ft_profile_get_id (profile));
  json_object_set_string_member (object, "name", ft_profile_get_name (profile));
  json_object_set_string_member (object, "colour", ft_profile_get_colour (profile));
  json_object_set_int_member (object, "games", counts.played);
  json_object_set_int_member (object, "won", counts.won);
  json_object_set_int_member (object, "drawn", counts.drawn);
  json_object_set_int_member (object, "lost", counts.lost);
  for (FtRatedKind kind = 0; kind < FT_N_RATED_KINDS; kind++)
    {
      FtGlicko2Rating r;
      guint games = ft_profile_get_rating (profile, kind, &r);
      JsonObject *rating;

      if (games == 0)
        continue;
      rating = json_object_new ();
      json_object_set_double_member (rating, "rating", r.rating);
      json_object_set_double_member (rating, "deviation", r.deviation);
      json_object_set_double_member (rating, "volatility", r.volatility);
      json_object_set_int_member (rating, "games", games);
      json_object_set_boolean_member (rating, "provisional", ft_profile_is_provisional (profile, kind));
      json_object_set_object_member (ratings, ft_name_of (FT_TYPE_RATED_KIND, kind), rating);
    }
  json_object_set_object_member (object, "ratings", ratings);
  return object;
}

static void
print_json (GListModel *profiles, GListModel *history)
{
  g_autoptr (JsonGenerator) generator = json_generator_new ();
  g_autoptr (JsonNode) root = json_node_new (JSON_NODE_ARRAY);
  JsonArray *array = json_array_new ();
  g_autofree char *text = NULL;

  for (guint i = 0; i < g_list_model_get_n_items (profiles); i++)
    {
      g_autoptr (FtProfile) profile = g_list_model_get_item (profiles, i);
      json_array_add_object_element (array, profile_json (profile, history));
    }
  json_node_take_array (root, array);
  json_generator_set_root (generator, root);
  json_generator_set_pretty (generator, TRUE);
  text = json_generator_to_data (generator, NULL);
  printf ("%s\n", text);
}

int
ft_cli_players (int argc, char **argv)
{
  gboolean json = FALSE;
  g_autofree char *data_dir = NULL;
  g_autoptr (GError) error = NULL;
  GOptionEntry entries[] = {
    { "json", 0, 0, G_OPTION_ARG_NONE, &json, "Print JSON", NULL },
    { "data-dir", 0, 0, G_OPTION_ARG_FILENAME, &data_dir,
      "The store's folder (default $XDG_DATA_HOME/fourteen)", "DIR" },
    { NULL }
  };
  g_autoptr (GOptionContext) context = g_option_context_new ("- the player profiles and their ratings");
  g_autoptr (FtProfileStore) store = NULL;
  GListModel *profiles;

  g_option_context_add_main_entries (context, entries, NULL);
  if (!g_option_context_parse (context, &argc, &argv, &error) || argc > 1)
    {
      fprintf (stderr, "fourteen-cli players: %s\n",
               error != NULL ? error->message : "bad arguments (see --help)");
      return 2;
    }
  if (data_dir == NULL)
    data_dir = g_build_filename (g_get_user_data_dir (), "fourteen", NULL);
  store = ft_profile_store_new (data_dir, NULL);
  if (!ft_profile_store_read (store, &error))
    {
      if (g_error_matches (error, G_FILE_ERROR, G_FILE_ERROR_NOENT))
        {
          /* No profiles until the game first starts: an empty list. */
          if (json)
            printf ("[]\n");
          else
            fprintf (stderr, "fourteen-cli players: no profiles yet (%s)\n",
                     ft_profile_store_get_path (store));
          return 0;
        }
      fprintf (stderr, "fourteen-cli players: %s\n", error->message);
      return 1;
    }
  profiles = ft_profile_store_get_profiles (store);
  if (json)
    print_json (profiles, ft_profile_store_get_history (store));
  else
    for (guint i = 0; i < g_list_model_get_n_items (profiles); i++)
      {
        g_autoptr (FtProfile) profile = g_list_model_get_item (profiles, i);
        print_line (profile, ft_profile_store_get_history (store));
      }
  return 0;
}
