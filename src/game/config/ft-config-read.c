/* ft-config-read.c — config.json into an FtConfig: the JSON checked before
 * json-glib parses it, then the keys of the options table, the board, the
 * layout and the pieces (docs/config.md); the levels are
 * ft-config-levels.c's. */
#include "ft-config-private.h"

#include <math.h>
#include <string.h>

#include "ft-betza.h"
#include "ft-names.h"

static void
read_board_size (FtJsonReader *loader, JsonObject *object, const char *key, guint *out)
{
  g_autofree char *path = ft_json_key_path ("board", key);
  double value;

  if (!json_object_has_member (object, key))
    return;
  if (!ft_json_node_get_number (json_object_get_member (object, key), &value) || value != floor (value) ||
      value < FT_MIN_BOARD_SIZE || value > FT_MAX_BOARD_SIZE)
    {
      ft_json_reader_error (loader, 0, 0, "%s must be a whole number from %d to %d", path,
                    FT_MIN_BOARD_SIZE, FT_MAX_BOARD_SIZE);
      return;
    }
  *out = (guint) value;
}

/* ---- The options table ------------------------------------------------ */

/* The keys that are not options, by the object holding them. */
static const char *const other_root_keys[] = { "layout", "board", "pieces", "levels", NULL };
static const char *const board_keys[] = { "files", "ranks", NULL };

/* The object at path ("time_controls.player"; NULL is the root), or NULL
 * when it is absent or not an object (reported once: `objects` remembers
 * each path looked up). */
static JsonObject *
object_at (FtJsonReader *loader, JsonObject *root, const char *path, GHashTable *objects)
{
  g_autofree char *parent = NULL;
  const char *dot, *name;
  JsonObject *holder, *object;

  if (path == NULL)
    return root;
  if (g_hash_table_contains (objects, path))
    return g_hash_table_lookup (objects, path);
  dot = strrchr (path, '.');
  parent = dot != NULL ? g_strndup (path, dot - path) : NULL;
  name = dot != NULL ? dot + 1 : path;
  holder = object_at (loader, root, parent, objects);
  object = holder != NULL ? ft_json_get_object (loader, holder, parent, name) : NULL;
  g_hash_table_insert (objects, g_strdup (path), object);
  return object;
}

static void
read_boolean (FtJsonReader *loader, JsonObject *object, const char *parent, const char *key,
              gboolean *out)
{
  JsonNode *node = json_object_get_member (object, key);

  if (node == NULL)
    return;
  if (JSON_NODE_HOLDS_VALUE (node) && json_node_get_value_type (node) == G_TYPE_BOOLEAN)
    *out = json_node_get_boolean (node);
  else
    {
      g_autofree char *path = ft_json_key_path (parent, key);
      ft_json_reader_error (loader, 0, 0, "%s must be true or false", path);
    }
}

static void
read_option (FtJsonReader *loader, JsonObject *root, const FtConfigOption *option,
             GHashTable *objects, FtConfig *self)
{
  const char *dot = strrchr (option->key, '.');
  g_autofree char *parent = dot != NULL ? g_strndup (option->key, dot - option->key) : NULL;
  const char *key = dot != NULL ? dot + 1 : option->key;
  JsonObject *object = object_at (loader, root, parent, objects);
  gpointer field = G_STRUCT_MEMBER_P (self, option->offset);
  guint n_errors = loader->n_errors;

  if (object == NULL || !json_object_has_member (object, key))
    return;
  switch (option->type)
    {
    case FT_CONFIG_NUMBER:
      ft_json_read_number (loader, object, parent, key, option->range, option->max, field);
      break;
    case FT_CONFIG_CHOICE:
      ft_json_read_choice (loader, object, parent, key, option->enum_type (), field);
      break;
    case FT_CONFIG_BOOLEAN:
    default:
      read_boolean (loader, object, parent, key, field);
      break;
    }
  if (option->sets_offset != 0 && loader->n_errors == n_errors)
    G_STRUCT_MEMBER (gboolean, self, option->sets_offset) = TRUE;
}

/* Warnings for the members of the object at path (NULL: the root) that
 * are neither options under it nor among `others`. */
static void
warn_unknown_keys (FtJsonReader *loader, JsonObject *object, const char *path,
                   const char *const *others)
{
  g_autoptr (GPtrArray) known = g_ptr_array_new_with_free_func (g_free);
  gsize prefix = path != NULL ? strlen (path) + 1 : 0;

  for (guint i = 0; others != NULL && others[i] != NULL; i++)
    g_ptr_array_add (known, g_strdup (others[i]));
  for (guint i = 0; i < ft_config_n_options; i++)
    {
      const char *key = ft_config_options[i].key;

      if (path == NULL || (strncmp (key, path, prefix - 1) == 0 && key[prefix - 1] == '.'))
        g_ptr_array_add (known, g_strndup (key + prefix, strcspn (key + prefix, ".")));
    }
  g_ptr_array_add (known, NULL);
  ft_json_warn_unknown_keys (loader, object, path, (const char *const *) known->pdata);
}

static void
read_options (FtJsonReader *loader, JsonObject *root, FtConfig *self)
{
  g_autoptr (GHashTable) objects = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  g_autoptr (GHashTable) warned = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);

  warn_unknown_keys (loader, root, NULL, other_root_keys);
  for (guint i = 0; i < ft_config_n_options; i++)
    read_option (loader, root, &ft_config_options[i], objects, self);
  /* Then the objects holding options ("time_controls", …), in table order. */
  for (guint i = 0; i < ft_config_n_options; i++)
    {
      const char *key = ft_config_options[i].key;

      for (const char *dot = strchr (key, '.'); dot != NULL; dot = strchr (dot + 1, '.'))
        {
          char *path = g_strndup (key, dot - key);
          JsonObject *object = g_hash_table_lookup (objects, path);

          if (object == NULL || g_hash_table_contains (warned, path))
            {
              g_free (path);
              continue;
            }
          warn_unknown_keys (loader, object, path, NULL);
          g_hash_table_add (warned, path);
        }
    }
}

/* ---- Pieces ---------------------------------------------------------------- */

/* pieces[index].key as a non-empty string, or NULL (reported when present
 * but not a string, or absent and required). */
static const char *
read_piece_string (FtJsonReader *loader, JsonObject *object, guint index, const char *key,
                   gboolean required)
{
  JsonNode *node;

  if (!json_object_has_member (object, key))
    {
      if (required)
        ft_json_reader_error (loader, 0, 0, "pieces[%u].%s is missing", index, key);
      return NULL;
    }
  node = json_object_get_member (object, key);
  if (!JSON_NODE_HOLDS_VALUE (node) || json_node_get_value_type (node) != G_TYPE_STRING
      || json_node_get_string (node)[0] == '\0')
    {
      ft_json_reader_error (loader, 0, 0, "pieces[%u].%s must be a non-empty string", index, key);
      return NULL;
    }
  return json_node_get_string (node);
}

/* "pieces": [{"letter": "w", "name": "Wizard", "value": 4.0, "betza": "FC",
 * "look": "knight"}, …] (docs/config.md#pieces). */
static void
read_pieces (FtJsonReader *loader, JsonObject *root, FtConfig *self)
{
  static const char *const known[] = { "letter", "name", "value", "betza", "look", NULL };
  JsonNode *node = json_object_get_member (root, "pieces");
  JsonArray *array;

  if (!JSON_NODE_HOLDS_ARRAY (node))
    {
      ft_json_reader_error (loader, 0, 0, "pieces must be a list of piece definitions");
      return;
    }
  array = json_node_get_array (node);
  if (json_array_get_length (array) > FT_MAX_CUSTOM_KINDS)
    {
      ft_json_reader_error (loader, 0, 0, "pieces: at most %d pieces may be defined, not %u",
                            FT_MAX_CUSTOM_KINDS, json_array_get_length (array));
      return;
    }
  for (guint i = 0; i < json_array_get_length (array); i++)
    {
      JsonNode *element = json_array_get_element (array, i);
      g_autofree char *parent = g_strdup_printf ("pieces[%u]", i);
      g_autoptr (GError) error = NULL;
      JsonObject *object;
      const char *letter, *name, *betza, *look;
      FtKind look_kind = FT_NO_KIND;
      FtBetzaPiece piece;
      FtBetzaError betza_error;
      double value = 0;
      gboolean ok = TRUE;

      if (!JSON_NODE_HOLDS_OBJECT (element))
        {
          ft_json_reader_error (loader, 0, 0, "%s must be an object", parent);
          continue;
        }
      object = json_node_get_object (element);
      ft_json_warn_unknown_keys (loader, object, parent, known);

      letter = read_piece_string (loader, object, i, "letter", TRUE);
      if (letter != NULL)
        {
          FtKind clash = ft_kind_from_char (letter[0]);

          if (strlen (letter) != 1 || !g_ascii_isalpha (letter[0]))
            ft_json_reader_error (loader, 0, 0, "%s.letter must be one letter a–z", parent), ok = FALSE;
          else if (clash != FT_NO_KIND)
            ft_json_reader_error (loader, 0, 0, "%s.letter: '%c' is already the %s's letter", parent,
                                  g_ascii_tolower (letter[0]), ft_kind_name (clash)), ok = FALSE;
          else
            for (guint k = 0; k < self->custom.n; k++)
              if (self->custom.kinds[k].letter == g_ascii_tolower (letter[0]))
                {
                  ft_json_reader_error (loader, 0, 0, "%s.letter: '%c' is defined twice", parent,
                                        g_ascii_tolower (letter[0]));
                  ok = FALSE;
                }
        }
      else
        ok = FALSE;

      name = read_piece_string (loader, object, i, "name", FALSE);
      if (json_object_has_member (object, "name") && name == NULL)
        ok = FALSE;

      if (!json_object_has_member (object, "value"))
        ft_json_reader_error (loader, 0, 0, "%s.value is missing", parent), ok = FALSE;
      else if (!ft_json_node_get_number (json_object_get_member (object, "value"), &value)
               || value <= 0 || value > 1000)
        ft_json_reader_error (loader, 0, 0, "%s.value must be a number greater than 0 (pawns), "
                              "at most 1000", parent), ok = FALSE;

      betza = read_piece_string (loader, object, i, "betza", TRUE);
      if (betza == NULL)
        ok = FALSE;
      else if (!ft_betza_parse (betza, &piece, &betza_error))
        ft_json_reader_error (loader, 0, 0, "%s.betza: position %u: %s", parent,
                              betza_error.position, betza_error.message), ok = FALSE;

      look = read_piece_string (loader, object, i, "look", FALSE);
      if (look != NULL && strcmp (look, "disc") != 0)
        {
          for (FtKind kind = FT_PAWN; kind < FT_N_KINDS; kind++)
            if (strcmp (look, ft_kind_name (kind)) == 0)
              look_kind = kind;
          if (look_kind == FT_NO_KIND)
            ft_json_reader_error (loader, 0, 0, "%s.look must be \"disc\" or the name of a built-in "
                                  "piece (pawn, knight, bishop, rook, queen, king, archbishop, "
                                  "chancellor, amazon, camel, general), not \"%s\"", parent, look),
              ok = FALSE;
        }
      else if (json_object_has_member (object, "look") && look == NULL)
        ok = FALSE;

      if (!ok)
        continue;
      if (!ft_custom_kinds_add (&self->custom, letter[0], (int) lround (value * 100), betza, &error))
        {
          ft_json_reader_error (loader, 0, 0, "%s.betza: %s", parent, error->message);
          continue;
        }
      g_strlcpy (self->custom.kinds[self->custom.n - 1].name,
                 name != NULL ? name : letter, sizeof self->custom.kinds[0].name);
      self->custom.kinds[self->custom.n - 1].look = look_kind;
    }
}


/* ---- The whole config --------------------------------------------------- */

static void
read_layout_key (FtJsonReader *loader, JsonObject *root, FtConfig *self)
{
  JsonNode *node = json_object_get_member (root, "layout");

  if (node == NULL)
    return;
  if (!JSON_NODE_HOLDS_VALUE (node) || json_node_get_value_type (node) != G_TYPE_STRING)
    ft_json_reader_error (loader, 0, 0, "layout must be a string: a file name relative to the "
                                        "config's folder");
  else if (json_node_get_string (node)[0] == '\0')
    ft_json_reader_error (loader, 0, 0, "layout must not be empty");
  else
    self->layout = g_strdup (json_node_get_string (node));
}

static gboolean
has_builtin_start (FtRules rules, guint files, guint ranks)
{
  if (rules == FT_RULES_STANDARD)
    return files == 8 && ranks == 8;
  return files == 14 && ranks == 14;
}

/* Where the start position comes from (see ft_config_get_layout_path). */
static void
find_layout (FtJsonReader *loader, FtConfig *self)
{
  g_autofree char *next_to_config = NULL;

  if (self->layout != NULL)
    {
      self->layout_path = ft_config_resolve_relative (self->path, self->layout);
      return;
    }
  next_to_config = ft_config_resolve_relative (self->path, "layout.txt");
  if (self->path != NULL && g_file_test (next_to_config, G_FILE_TEST_IS_REGULAR))
    self->layout_path = g_steal_pointer (&next_to_config);
  else if (!has_builtin_start (self->rules, self->board_files, self->board_ranks))
    ft_json_reader_error (loader, 0, 0,
                          "layout is missing: a %ux%u board with %s rules has no built-in start "
                          "position and there is no layout.txt next to the config",
                          self->board_files, self->board_ranks,
                          ft_name_of (FT_TYPE_RULES, self->rules));
}

static void
read_root (FtJsonReader *loader, JsonObject *root, FtConfig *self)
{
  JsonObject *board;

  read_layout_key (loader, root, self);
  read_options (loader, root, self);
  /* The board's default size follows the rules. */
  if (self->rules == FT_RULES_STANDARD)
    self->board_files = self->board_ranks = 8;
  board = ft_json_get_object (loader, root, NULL, "board");
  if (board != NULL)
    {
      read_board_size (loader, board, "files", &self->board_files);
      read_board_size (loader, board, "ranks", &self->board_ranks);
      ft_json_warn_unknown_keys (loader, board, "board", board_keys);
    }
  if (json_object_has_member (root, "pieces"))
    read_pieces (loader, root, self);
  find_layout (loader, self);
  ft_config_read_levels (loader, root, self);
}

FtConfig *
ft_config_load_from_data (const char *data, gssize length, const char *path,
                          GPtrArray *problems)
{
  FtJsonReader loader = { path, problems, 0 };
  g_autoptr (JsonParser) parser = json_parser_new ();
  g_autoptr (FtConfig) self = NULL;
  JsonNode *root;

  g_return_val_if_fail (data != NULL || length == 0, NULL);
  g_return_val_if_fail (problems != NULL, NULL);

  if (data == NULL) /* with length 0 */
    data = "";
  if (length < 0)
    length = strlen (data);
  if (!ft_json_reader_parse (&loader, parser, data, length))
    return NULL;
  root = json_parser_get_root (parser);
  if (root == NULL)
    {
      ft_json_reader_error (&loader, 0, 0, "the file is empty: a config must be a JSON object");
      return NULL;
    }
  if (!JSON_NODE_HOLDS_OBJECT (root))
    {
      ft_json_reader_error (&loader, 0, 0, "a config must be a JSON object ({ … }), not %s",
                            JSON_NODE_HOLDS_ARRAY (root) ? "an array" : "a single value");
      return NULL;
    }

  self = g_object_new (FT_TYPE_CONFIG, NULL);
  self->path = g_strdup (path);
  read_root (&loader, json_node_get_object (root), self);
  if (loader.n_errors > 0)
    return NULL;
  return g_steal_pointer (&self);
}
