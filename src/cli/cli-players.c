/* cli-players.c — `fourteen-cli players [--json] [--data-dir DIR]`: the
 * player profiles of the game's store (docs/players.md) and their ratings,
 * with the computer's level each rating suggests, one line each, or as
 * JSON. Reads $XDG_DATA_HOME/fourteen/profiles.json and changes nothing.
 * `--levels`: the computer's levels and their ratings instead;
 * `--leaderboard KIND`: the ranked players among the computer's levels. */
#include "config.h"

#include <stdio.h>

#include <json-glib/json-glib.h>

#include "cli.h"
#include "ft-level-suggestion.h"
#include "ft-names.h"
#include "ft-problem.h"
#include "ft-profile-statistics.h"
#include "ft-profile-store.h"

/* The levels' figures: one line a level, or a JSON object by level. */
static int
print_levels (gboolean json)
{
  g_autoptr (GPtrArray) problems = ft_problem_list_new ();
  g_autoptr (FtLevelRatings) ratings = ft_level_ratings_load_shipped (problems);
  g_autoptr (JsonBuilder) builder = json_builder_new ();

  if (ratings == NULL)
    {
      g_autofree char *text = ft_problem_list_to_string (problems);

      fprintf (stderr, "fourteen-cli players: %s", text);
      return 1;
    }
  json_builder_begin_object (builder);
  for (FtLevel level = FT_LEVEL_1; level <= FT_LEVEL_TOP; level++)
    {
      GString *line = g_string_new (ft_name_of (FT_TYPE_LEVEL, level));
      gboolean first = TRUE;

      json_builder_set_member_name (builder, ft_name_of (FT_TYPE_LEVEL, level));
      json_builder_begin_object (builder);
      for (FtRatedKind kind = 0; kind < FT_N_RATED_KINDS; kind++)
        {
          double rating, deviation, low, high;
          guint games;

          /* Only the kinds measured (others use the 14×14 figures). */
          if (!ft_level_ratings_measures (ratings, kind) || level > ft_rated_kind_top_level (kind)
              || !ft_level_ratings_get (ratings, kind, level, &rating, &deviation))
            continue;
          ft_level_ratings_get_interval (ratings, kind, level, &low, &high, &games);
          g_string_append_printf (line, "%s %s %.0f (%.0f–%.0f, %u games)", first ? ":" : ",",
                                  ft_name_of (FT_TYPE_RATED_KIND, kind), rating, low, high, games);
          first = FALSE;
          json_builder_set_member_name (builder, ft_name_of (FT_TYPE_RATED_KIND, kind));
          json_builder_begin_object (builder);
          json_builder_set_member_name (builder, "rating");
          json_builder_add_double_value (builder, rating);
          json_builder_set_member_name (builder, "deviation");
          json_builder_add_double_value (builder, deviation);
          json_builder_set_member_name (builder, "low");
          json_builder_add_double_value (builder, low);
          json_builder_set_member_name (builder, "high");
          json_builder_add_double_value (builder, high);
          json_builder_set_member_name (builder, "games");
          json_builder_add_int_value (builder, games);
          json_builder_end_object (builder);
        }
      json_builder_end_object (builder);
      /* Levels above every game's top play as its top: no line. */
      if (!json && !first)
        printf ("%s\n", line->str);
      g_string_free (line, TRUE);
    }
  json_builder_end_object (builder);
  if (json)
    {
      g_autoptr (JsonGenerator) generator = json_generator_new ();
      g_autoptr (JsonNode) root = json_builder_get_root (builder);
      g_autofree char *text = NULL;

      json_generator_set_root (generator, root);
      json_generator_set_pretty (generator, TRUE);
      text = json_generator_to_data (generator, NULL);
      printf ("%s\n", text);
    }
  return 0;
}

static void
print_line (FtProfile *profile, GListModel *history, const FtLevelRatings *levels)
{
  g_autoptr (FtProfileStatistics) stats = ft_profile_statistics_new (history, ft_profile_get_id (profile));
  FtProfileCounts counts;
  GString *line = g_string_new (ft_profile_get_name (profile));
  gboolean rated = FALSE;
  FtLevel level;
  double level_rating;

  ft_profile_statistics_get (stats, FT_STATS_ALL, FT_STATS_ALL, &counts);
  g_string_append_printf (line, ": %u games (+%u =%u -%u)", counts.played, counts.won,
                          counts.drawn, counts.lost);
  for (FtRatedKind kind = 0; kind < FT_N_RATED_KINDS; kind++)
    {
      FtGlicko2Rating r;
      guint games = ft_profile_get_rating (profile, kind, &r);

      if (games == 0)
        continue;
      g_string_append_printf (line, "%s %s %.0f%s ± %.0f (%u rated", rated ? "," : ";",
                              ft_name_of (FT_TYPE_RATED_KIND, kind), r.rating,
                              ft_profile_is_provisional (profile, kind) ? "?" : "", r.deviation,
                              games);
      if (levels != NULL && ft_level_suggest (levels, kind, r.rating, r.deviation, &level, &level_rating))
        g_string_append_printf (line, ", suggested %s, about %.0f", ft_name_of (FT_TYPE_LEVEL, level),
                                level_rating);
      g_string_append_c (line, ')');
      rated = TRUE;
    }
  if (!rated)
    g_string_append (line, "; not rated yet");
  printf ("%s\n", line->str);
  g_string_free (line, TRUE);
}

static JsonObject *
profile_json (FtProfile *profile, GListModel *history, const FtLevelRatings *levels)
{
  g_autoptr (FtProfileStatistics) stats = ft_profile_statistics_new (history, ft_profile_get_id (profile));
  JsonObject *object = json_object_new ();
  JsonObject *ratings = json_object_new ();
  FtProfileCounts counts;
  FtLevel level;

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
      if (levels != NULL && ft_level_suggest (levels, kind, r.rating, r.deviation, &level, NULL))
        json_object_set_string_member (rating, "suggested_level", ft_name_of (FT_TYPE_LEVEL, level));
      json_object_set_object_member (ratings, ft_name_of (FT_TYPE_RATED_KIND, kind), rating);
    }
  json_object_set_object_member (object, "ratings", ratings);
  return object;
}

/* The leaderboard at `kind`, highest first (ft_profile_store_list_ranked),
 * with the computer's levels of that kind placed among the players by
 * their ratings, so that a player sees which level is their match. */
static void
print_leaderboard (FtProfileStore *store, FtRatedKind kind, const FtLevelRatings *levels)
{
  g_autoptr (GListStore) ranked = ft_profile_store_list_ranked (store, kind);
  guint n = g_list_model_get_n_items (G_LIST_MODEL (ranked));
  FtLevel level = levels != NULL ? ft_rated_kind_top_level (kind) : FT_LEVEL_1 - 1;
  double level_rating = 0;

  printf ("%s leaderboard\n", ft_name_of (FT_TYPE_RATED_KIND, kind));
  for (guint i = 0; i <= n; i++)
    {
      g_autoptr (FtProfile) profile = i < n ? g_list_model_get_item (G_LIST_MODEL (ranked), i) : NULL;
      FtGlicko2Rating r = { 0 };
      guint games = profile != NULL ? ft_profile_get_rating (profile, kind, &r) : 0;

      /* The levels rated above this player (all that are left at the end). */
      for (; level >= FT_LEVEL_1; level--)
        {
          if (!ft_level_ratings_get (levels, kind, level, &level_rating, NULL))
            continue;
          if (profile != NULL && level_rating <= r.rating)
            break;
          printf ("    computer %s, about %.0f\n", ft_name_of (FT_TYPE_LEVEL, level), level_rating);
        }
      if (profile != NULL)
        printf ("%3u. %s %.0f%s ± %.0f (%u rated)\n", i + 1, ft_profile_get_name (profile), r.rating,
                ft_profile_is_provisional (profile, kind) ? "?" : "", r.deviation, games);
    }
}

static void
print_json (GListModel *profiles, GListModel *history, const FtLevelRatings *levels)
{
  g_autoptr (JsonGenerator) generator = json_generator_new ();
  g_autoptr (JsonNode) root = json_node_new (JSON_NODE_ARRAY);
  JsonArray *array = json_array_new ();
  g_autofree char *text = NULL;

  for (guint i = 0; i < g_list_model_get_n_items (profiles); i++)
    {
      g_autoptr (FtProfile) profile = g_list_model_get_item (profiles, i);
      json_array_add_object_element (array, profile_json (profile, history, levels));
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
  gboolean json = FALSE, levels_only = FALSE;
  g_autofree char *data_dir = NULL, *leaderboard = NULL;
  int kind = -1;
  g_autoptr (GError) error = NULL;
  GOptionEntry entries[] = {
    { "json", 0, 0, G_OPTION_ARG_NONE, &json, "Print JSON", NULL },
    { "levels", 0, 0, G_OPTION_ARG_NONE, &levels_only, "The computer's levels and their ratings", NULL },
    { "leaderboard", 0, 0, G_OPTION_ARG_STRING, &leaderboard,
      "The ranked players at a kind of game, among the computer's levels", "KIND" },
    { "data-dir", 0, 0, G_OPTION_ARG_FILENAME, &data_dir,
      "The store's folder (default $XDG_DATA_HOME/fourteen)", "DIR" },
    { NULL }
  };
  g_autoptr (GOptionContext) context = g_option_context_new ("- the player profiles and their ratings");
  g_autoptr (FtProfileStore) store = NULL;
  g_autoptr (FtLevelRatings) levels = NULL;
  GListModel *profiles;

  g_option_context_add_main_entries (context, entries, NULL);
  if (!g_option_context_parse (context, &argc, &argv, &error) || argc > 1)
    {
      fprintf (stderr, "fourteen-cli players: %s\n",
               error != NULL ? error->message : "bad arguments (see --help)");
      return 2;
    }
  if (levels_only)
    return print_levels (json);
  if (leaderboard != NULL && !ft_name_parse (FT_TYPE_RATED_KIND, leaderboard, &kind))
    {
      g_autofree char *kinds = ft_name_list (FT_TYPE_RATED_KIND);

      fprintf (stderr, "fourteen-cli players: --leaderboard must be %s, not '%s'\n", kinds, leaderboard);
      return 2;
    }
  if (leaderboard != NULL && json)
    {
      fprintf (stderr, "fourteen-cli players: --leaderboard is text only (no --json)\n");
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
  {
    g_autoptr (GPtrArray) problems = ft_problem_list_new ();

    /* Without the levels' figures, no suggestion (said by --levels). */
    levels = ft_level_ratings_load_shipped (problems);
  }
  if (kind >= 0)
    print_leaderboard (store, (FtRatedKind) kind, levels);
  else if (json)
    print_json (profiles, ft_profile_store_get_history (store), levels);
  else
    for (guint i = 0; i < g_list_model_get_n_items (profiles); i++)
      {
        g_autoptr (FtProfile) profile = g_list_model_get_item (profiles, i);
        print_line (profile, ft_profile_store_get_history (store), levels);
      }
  return 0;
}
