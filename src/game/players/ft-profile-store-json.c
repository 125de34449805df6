/* ft-profile-store-json.c — profiles.json, written and read:
 *   { "version": 1,
 *     "profiles": [ { "id", "name", "colour", "created",
 *                     "ratings": { KIND: { "rating", "deviation", "volatility",
 *                                          "games", "history": [[time, r, rd], …] } } } ],
 *     "last_used": { "white": ID, "black": ID },
 *     "autosave": { "white": ID, "black": ID },
 *     "games": [ { "time", "kind", "origin", "result", "reason", "moves": [w, b],
 *                  "record": PATH, "rated": "rated" | WHY,
 *                  "white": SEAT, "black": SEAT } ] }
 * SEAT: { "seat": "profile" | "computer" | "remote", "profile": ID,
 *         "level": L, "name": N, "rating": R, "new_rating": R }.
 * Names are the enums' nicks (ft-names.h). Reading is strict: any problem
 * refuses the whole file, which the store then keeps aside. */
#include "config.h"

#include "ft-json-reader.h"
#include "ft-names.h"
#include "ft-profile-store-private.h"

#define FILE_VERSION 1

static const char *const side_keys[2] = { "white", "black" };

/* ---- Writing ------------------------------------------------------------- */

static void
add_string_member (JsonBuilder *b, const char *key, const char *value)
{
  if (value == NULL)
    return;
  json_builder_set_member_name (b, key);
  json_builder_add_string_value (b, value);
}

static void
add_number_member (JsonBuilder *b, const char *key, double value)
{
  json_builder_set_member_name (b, key);
  json_builder_add_double_value (b, value);
}

static void
add_int_member (JsonBuilder *b, const char *key, gint64 value)
{
  json_builder_set_member_name (b, key);
  json_builder_add_int_value (b, value);
}

static void
write_ratings (JsonBuilder *b, FtProfile *profile)
{
  json_builder_set_member_name (b, "ratings");
  json_builder_begin_object (b);
  for (FtRatedKind kind = 0; kind < FT_N_RATED_KINDS; kind++)
    {
      FtGlicko2Rating rating;
      guint games = ft_profile_get_rating (profile, kind, &rating), n;
      const FtRatingPoint *points = ft_profile_get_rating_history (profile, kind, &n);

      if (games == 0 && n == 0)
        continue;
      json_builder_set_member_name (b, ft_name_of (FT_TYPE_RATED_KIND, kind));
      json_builder_begin_object (b);
      add_number_member (b, "rating", rating.rating);
      add_number_member (b, "deviation", rating.deviation);
      add_number_member (b, "volatility", rating.volatility);
      add_int_member (b, "games", games);
      json_builder_set_member_name (b, "history");
      json_builder_begin_array (b);
      for (guint i = 0; i < n; i++)
        {
          json_builder_begin_array (b);
          json_builder_add_int_value (b, points[i].time);
          json_builder_add_double_value (b, points[i].rating);
          json_builder_add_double_value (b, points[i].deviation);
          json_builder_end_array (b);
        }
      json_builder_end_array (b);
      json_builder_end_object (b);
    }
  json_builder_end_object (b);
}

static void
write_profiles (JsonBuilder *b, FtProfileStore *self)
{
  guint n = g_list_model_get_n_items (G_LIST_MODEL (self->profiles));

  json_builder_set_member_name (b, "profiles");
  json_builder_begin_array (b);
  for (guint i = 0; i < n; i++)
    {
      g_autoptr (FtProfile) profile = g_list_model_get_item (G_LIST_MODEL (self->profiles), i);

      json_builder_begin_object (b);
      add_string_member (b, "id", ft_profile_get_id (profile));
      add_string_member (b, "name", ft_profile_get_name (profile));
      add_string_member (b, "colour", ft_profile_get_colour (profile));
      add_int_member (b, "created", ft_profile_get_created (profile));
      write_ratings (b, profile);
      json_builder_end_object (b);
    }
  json_builder_end_array (b);
}

static void
write_sides (JsonBuilder *b, const char *key, char *const ids[2])
{
  json_builder_set_member_name (b, key);
  json_builder_begin_object (b);
  for (int c = 0; c < 2; c++)
    add_string_member (b, side_keys[c], ids[c]);
  json_builder_end_object (b);
}

static void
write_seat (JsonBuilder *b, FtHistoryEntry *entry, FtColour side)
{
  const FtSeat *seat = ft_history_entry_get_seat (entry, side);

  json_builder_set_member_name (b, side_keys[side]);
  json_builder_begin_object (b);
  add_string_member (b, "seat", ft_name_of (FT_TYPE_SEAT_KIND, seat->kind));
  add_string_member (b, "profile", seat->profile_id);
  if (seat->kind == FT_SEAT_COMPUTER)
    add_string_member (b, "level", ft_name_of (FT_TYPE_LEVEL, seat->level));
  add_string_member (b, "name", seat->name);
  add_number_member (b, "rating", ft_history_entry_get_rating (entry, side));
  add_number_member (b, "new_rating", ft_history_entry_get_new_rating (entry, side));
  json_builder_end_object (b);
}

static void
write_game (JsonBuilder *b, FtHistoryEntry *entry)
{
  FtResultReason reason;
  FtResult result = ft_history_entry_get_result (entry, &reason);

  json_builder_begin_object (b);
  add_int_member (b, "time", ft_history_entry_get_time (entry));
  add_string_member (b, "kind", ft_name_of (FT_TYPE_RATED_KIND, ft_history_entry_get_kind (entry)));
  add_string_member (b, "origin",
                     ft_name_of (FT_TYPE_GAME_ORIGIN, ft_history_entry_get_origin (entry)));
  add_string_member (b, "result", ft_name_of (FT_TYPE_RESULT, result));
  add_string_member (b, "reason", ft_name_of (FT_TYPE_RESULT_REASON, reason));
  json_builder_set_member_name (b, "moves");
  json_builder_begin_array (b);
  for (int c = 0; c < 2; c++)
    json_builder_add_int_value (b, ft_history_entry_get_moves (entry, c));
  json_builder_end_array (b);
  add_string_member (b, "record", ft_history_entry_get_record_path (entry));
  add_string_member (b, "rated", ft_name_of (FT_TYPE_UNRATED_REASON, ft_history_entry_get_rated (entry)));
  for (int c = 0; c < 2; c++)
    write_seat (b, entry, c);
  json_builder_end_object (b);
}

char *
_ft_profile_store_to_json (FtProfileStore *self, gsize *length)
{
  g_autoptr (JsonBuilder) b = json_builder_new ();
  g_autoptr (JsonGenerator) generator = json_generator_new ();
  g_autoptr (JsonNode) root = NULL;
  guint n = g_list_model_get_n_items (G_LIST_MODEL (self->history));

  json_builder_begin_object (b);
  add_int_member (b, "version", FILE_VERSION);
  write_profiles (b, self);
  write_sides (b, "last_used", self->last_used);
  write_sides (b, "autosave", self->autosave_owners);
  json_builder_set_member_name (b, "games");
  json_builder_begin_array (b);
  for (guint i = 0; i < n; i++)
    {
      g_autoptr (FtHistoryEntry) entry = g_list_model_get_item (G_LIST_MODEL (self->history), i);
      write_game (b, entry);
    }
  json_builder_end_array (b);
  json_builder_end_object (b);
  root = json_builder_get_root (b);
  json_generator_set_root (generator, root);
  json_generator_set_pretty (generator, TRUE);
  return json_generator_to_data (generator, length);
}

/* ---- Reading --------------------------------------------------------------- */

/* object.key: a string (NULL, with an error unless optional, if absent or
 * something else). */
static const char *
read_string (FtJsonReader *r, JsonObject *object, const char *parent, const char *key,
             gboolean optional)
{
  JsonNode *node = json_object_get_member (object, key);

  if (node == NULL && optional)
    return NULL;
  if (node == NULL || !JSON_NODE_HOLDS_VALUE (node)
      || json_node_get_value_type (node) != G_TYPE_STRING)
    {
      g_autofree char *path = ft_json_key_path (parent, key);
      ft_json_reader_error (r, 0, 0, "%s must be a string", path);
      return NULL;
    }
  return json_node_get_string (node);
}

static double
read_number (FtJsonReader *r, JsonObject *object, const char *parent, const char *key)
{
  double value = 0;

  if (!ft_json_node_get_number (json_object_get_member (object, key), &value))
    {
      g_autofree char *path = ft_json_key_path (parent, key);
      ft_json_reader_error (r, 0, 0, "%s must be a number", path);
    }
  return value;
}

static int
read_name (FtJsonReader *r, JsonObject *object, const char *parent, const char *key, GType type)
{
  int value = 0;

  if (!json_object_has_member (object, key))
    {
      g_autofree char *path = ft_json_key_path (parent, key);
      ft_json_reader_error (r, 0, 0, "%s is missing", path);
    }
  else
    ft_json_read_choice (r, object, parent, key, type, &value);
  return value;
}

static JsonArray *
read_array (FtJsonReader *r, JsonObject *object, const char *parent, const char *key)
{
  JsonNode *node = json_object_get_member (object, key);

  if (node == NULL || !JSON_NODE_HOLDS_ARRAY (node))
    {
      g_autofree char *path = ft_json_key_path (parent, key);
      ft_json_reader_error (r, 0, 0, "%s must be an array", path);
      return NULL;
    }
  return json_node_get_array (node);
}

/* element i of array as an object, or NULL with an error. */
static JsonObject *
array_object (FtJsonReader *r, JsonArray *array, guint i, const char *path)
{
  JsonNode *node = json_array_get_element (array, i);

  if (!JSON_NODE_HOLDS_OBJECT (node))
    {
      ft_json_reader_error (r, 0, 0, "%s must be an object", path);
      return NULL;
    }
  return json_node_get_object (node);
}

static void
read_kind_rating (FtJsonReader *r, JsonObject *object, const char *path, FtProfile *profile,
                  FtRatedKind kind)
{
  FtGlicko2Rating rating;
  JsonArray *history = read_array (r, object, path, "history");
  g_autoptr (GArray) points = g_array_new (FALSE, FALSE, sizeof (FtRatingPoint));
  double games = read_number (r, object, path, "games");

  rating.rating = read_number (r, object, path, "rating");
  rating.deviation = read_number (r, object, path, "deviation");
  rating.volatility = read_number (r, object, path, "volatility");
  if (rating.deviation <= 0 || rating.volatility <= 0 || games < 0 || games > G_MAXUINT)
    ft_json_reader_error (r, 0, 0, "%s: the deviation and volatility must be above 0, the games a count",
                          path);
  for (guint i = 0; history != NULL && i < json_array_get_length (history); i++)
    {
      JsonNode *node = json_array_get_element (history, i);
      JsonArray *triple = JSON_NODE_HOLDS_ARRAY (node) ? json_node_get_array (node) : NULL;
      FtRatingPoint point;
      double time;

      if (triple == NULL || json_array_get_length (triple) != 3
          || !ft_json_node_get_number (json_array_get_element (triple, 0), &time)
          || !ft_json_node_get_number (json_array_get_element (triple, 1), &point.rating)
          || !ft_json_node_get_number (json_array_get_element (triple, 2), &point.deviation))
        {
          ft_json_reader_error (r, 0, 0, "%s.history[%u] must be [time, rating, deviation]", path, i);
          return;
        }
      point.time = (gint64) time;
      g_array_append_val (points, point);
    }
  if (r->n_errors == 0)
    ft_profile_restore_rating (profile, kind, &rating, (guint) games,
                               (const FtRatingPoint *) (gpointer) points->data, points->len);
}

static void
read_ratings (FtJsonReader *r, JsonObject *object, const char *parent, FtProfile *profile)
{
  g_autofree char *path = ft_json_key_path (parent, "ratings");
  JsonObject *ratings = ft_json_get_object (r, object, parent, "ratings");
  GList *members = ratings != NULL ? json_object_get_members (ratings) : NULL;

  for (GList *l = members; l != NULL; l = l->next)
    {
      g_autofree char *kind_path = ft_json_key_path (path, l->data);
      JsonObject *kind_object = ft_json_get_object (r, ratings, path, l->data);
      int kind;

      if (!ft_name_parse (FT_TYPE_RATED_KIND, l->data, &kind))
        ft_json_reader_error (r, 0, 0, "%s: unknown kind of game", kind_path);
      else if (kind_object != NULL)
        read_kind_rating (r, kind_object, kind_path, profile, kind);
    }
  g_list_free (members);
}

static void
read_profiles (FtJsonReader *r, JsonObject *root, GListStore *into)
{
  JsonArray *array = read_array (r, root, NULL, "profiles");

  for (guint i = 0; array != NULL && i < json_array_get_length (array); i++)
    {
      g_autofree char *path = g_strdup_printf ("profiles[%u]", i);
      JsonObject *object = array_object (r, array, i, path);
      const char *id, *name, *colour;
      g_autoptr (FtProfile) profile = NULL;
      double created;

      if (object == NULL)
        return;
      id = read_string (r, object, path, "id", FALSE);
      name = read_string (r, object, path, "name", FALSE);
      colour = read_string (r, object, path, "colour", FALSE);
      created = read_number (r, object, path, "created");
      if (r->n_errors > 0)
        return;
      profile = ft_profile_new (id, name, colour, (gint64) created);
      read_ratings (r, object, path, profile);
      g_list_store_append (into, profile);
    }
}

static gboolean
read_seat (FtJsonReader *r, JsonObject *game, const char *parent, FtColour side, FtSeat *seat,
           double *rating, double *new_rating)
{
  g_autofree char *path = ft_json_key_path (parent, side_keys[side]);
  JsonObject *object = ft_json_get_object (r, game, parent, side_keys[side]);

  if (object == NULL)
    {
      if (r->n_errors == 0)
        ft_json_reader_error (r, 0, 0, "%s is missing", path);
      return FALSE;
    }
  seat->kind = read_name (r, object, path, "seat", FT_TYPE_SEAT_KIND);
  seat->profile_id = read_string (r, object, path, "profile", seat->kind != FT_SEAT_PROFILE);
  seat->level = FT_LEVEL_NORMAL;
  if (seat->kind == FT_SEAT_COMPUTER)
    seat->level = read_name (r, object, path, "level", FT_TYPE_LEVEL);
  seat->name = read_string (r, object, path, "name", TRUE);
  *rating = read_number (r, object, path, "rating");
  *new_rating = read_number (r, object, path, "new_rating");
  return r->n_errors == 0;
}

static FtHistoryEntry *
read_game (FtJsonReader *r, JsonObject *object, const char *path)
{
  FtFinishedGame game = { 0 };
  double ratings[2], new_ratings[2], moves[2];
  JsonArray *moves_array = read_array (r, object, path, "moves");
  const char *record;
  int rated;

  game.time = (gint64) read_number (r, object, path, "time");
  game.kind = read_name (r, object, path, "kind", FT_TYPE_RATED_KIND);
  game.origin = read_name (r, object, path, "origin", FT_TYPE_GAME_ORIGIN);
  game.result = read_name (r, object, path, "result", FT_TYPE_RESULT);
  game.reason = read_name (r, object, path, "reason", FT_TYPE_RESULT_REASON);
  rated = read_name (r, object, path, "rated", FT_TYPE_UNRATED_REASON);
  record = read_string (r, object, path, "record", TRUE);
  if (moves_array == NULL || json_array_get_length (moves_array) != 2
      || !ft_json_node_get_number (json_array_get_element (moves_array, 0), &moves[0])
      || !ft_json_node_get_number (json_array_get_element (moves_array, 1), &moves[1])
      || moves[0] < 0 || moves[1] < 0)
    {
      ft_json_reader_error (r, 0, 0, "%s.moves must be [white moves, black moves]", path);
      return NULL;
    }
  game.moves[0] = (guint) moves[0];
  game.moves[1] = (guint) moves[1];
  for (int c = 0; c < 2; c++)
    if (!read_seat (r, object, path, c, &game.seats[c], &ratings[c], &new_ratings[c]))
      return NULL;
  if (r->n_errors > 0)
    return NULL;
  return ft_history_entry_new (&game, record, rated, ratings, new_ratings);
}

static void
read_games (FtJsonReader *r, JsonObject *root, GListStore *into)
{
  JsonArray *array = read_array (r, root, NULL, "games");

  for (guint i = 0; array != NULL && i < json_array_get_length (array); i++)
    {
      g_autofree char *path = g_strdup_printf ("games[%u]", i);
      JsonObject *object = array_object (r, array, i, path);
      g_autoptr (FtHistoryEntry) entry = object != NULL ? read_game (r, object, path) : NULL;

      if (entry == NULL)
        return;
      g_list_store_append (into, entry);
    }
}

/* "last_used" or "autosave": ids by side, each optional. */
static void
read_sides (FtJsonReader *r, JsonObject *root, const char *key, char *ids[2])
{
  JsonObject *object = ft_json_get_object (r, root, NULL, key);

  for (int c = 0; c < 2; c++)
    ids[c] = object != NULL ? g_strdup (read_string (r, object, key, side_keys[c], TRUE)) : NULL;
}

static gboolean
read_root (FtJsonReader *r, JsonObject *root, FtProfileStore *self)
{
  g_autoptr (GListStore) profiles = g_list_store_new (FT_TYPE_PROFILE);
  g_autoptr (GListStore) history = g_list_store_new (FT_TYPE_HISTORY_ENTRY);
  char *last_used[2], *autosave[2];
  double version = read_number (r, root, NULL, "version");

  if (r->n_errors == 0 && version != FILE_VERSION)
    ft_json_reader_error (r, 0, 0, "version %g is not one this Fourteen reads (%d)", version,
                          FILE_VERSION);
  if (r->n_errors == 0)
    read_profiles (r, root, profiles);
  if (r->n_errors == 0)
    read_games (r, root, history);
  read_sides (r, root, "last_used", last_used);
  read_sides (r, root, "autosave", autosave);
  if (r->n_errors == 0 && g_list_model_get_n_items (G_LIST_MODEL (profiles)) == 0)
    ft_json_reader_error (r, 0, 0, "profiles is empty");
  if (r->n_errors > 0)
    {
      for (int c = 0; c < 2; c++)
        {
          g_free (last_used[c]);
          g_free (autosave[c]);
        }
      return FALSE;
    }
  g_set_object (&self->profiles, profiles);
  g_set_object (&self->history, history);
  for (int c = 0; c < 2; c++)
    {
      g_free (self->last_used[c]);
      self->last_used[c] = last_used[c];
      g_free (self->autosave_owners[c]);
      self->autosave_owners[c] = autosave[c];
    }
  return TRUE;
}

gboolean
_ft_profile_store_read_json (FtProfileStore *self, const char *text, gsize length, GError **error)
{
  g_autoptr (JsonParser) parser = json_parser_new ();
  g_autoptr (GPtrArray) problems = ft_problem_list_new ();
  FtJsonReader reader = { self->path, problems, 0 };
  JsonNode *root;

  if (!ft_json_reader_parse (&reader, parser, text, length))
    ;
  else if ((root = json_parser_get_root (parser)) == NULL || !JSON_NODE_HOLDS_OBJECT (root))
    ft_json_reader_error (&reader, 0, 0, "the profiles must be a JSON object");
  else
    read_root (&reader, json_node_get_object (root), self);
  if (reader.n_errors > 0)
    {
      g_autofree char *message = ft_problem_to_string (problems->pdata[0]);
      g_set_error_literal (error, G_FILE_ERROR, G_FILE_ERROR_INVAL, message);
      return FALSE;
    }
  return TRUE;
}
