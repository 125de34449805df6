/* ft-config.c — see ft-config.h. */
#include "ft-config.h"

#include "config.h"

#include <json-glib/json-glib.h>
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "ft-betza.h"
#include "ft-fen.h"
#include "ft-json-reader.h"
#include "ft-layout.h"
#include "ft-mate.h"
#include "ft-names.h"

/* Clock values end up as integer microseconds in the game layer; these caps
 * keep them far from overflow and are generous for any real game. */
#define FT_CONFIG_MAX_SECONDS 86400.0  /* 24 hours */
#define FT_CONFIG_MAX_INCREMENT 3600.0 /* 1 hour */

struct _FtConfig
{
  GObject parent_instance;

  char *path;
  char *layout;
  char *layout_path;
  double player_seconds;
  double player_increment;
  double cpu_seconds;
  double cpu_increment;
  FtColour player_colour;
  double piece_movement_speed;
  double max_movement_time;
  guint board_files;
  guint board_ranks;
  FtRules rules;
  FtLevel difficulty;
  FtOpponent opponent;
  FtGameKind game;
  FtPromotion promotion;
  double per_move_seconds; /* 0: no per-move timer */
  gboolean premove;
  /* Whether the file named these keys (the app's preferences fill in the
   * ones it did not). */
  gboolean sets_player_colour;
  gboolean sets_difficulty;
  gboolean sets_opponent;
  GPtrArray *levels; /* FtConfigLevel*, see read_levels() */
  /* "pieces": kinds defined by Betza notation. */
  FtCustomKinds custom;
  gboolean sets_premove;
  gboolean fog_of_war;
};

G_DEFINE_FINAL_TYPE (FtConfig, ft_config, G_TYPE_OBJECT)

static void config_level_free (gpointer data);

enum {
  PROP_0,
  PROP_PATH,
  PROP_LAYOUT,
  PROP_LAYOUT_PATH,
  PROP_PLAYER_SECONDS,
  PROP_PLAYER_INCREMENT,
  PROP_CPU_SECONDS,
  PROP_CPU_INCREMENT,
  PROP_PLAYER_COLOUR,
  PROP_PIECE_MOVEMENT_SPEED,
  PROP_MAX_MOVEMENT_TIME,
  PROP_BOARD_FILES,
  PROP_BOARD_RANKS,
  PROP_RULES,
  PROP_DIFFICULTY,
  PROP_OPPONENT,
  PROP_PROMOTION,
  PROP_PER_MOVE_SECONDS,
  PROP_PREMOVE,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void
ft_config_finalize (GObject *object)
{
  FtConfig *self = FT_CONFIG (object);

  g_free (self->path);
  g_free (self->layout);
  g_free (self->layout_path);
  g_clear_pointer (&self->levels, g_ptr_array_unref);
  G_OBJECT_CLASS (ft_config_parent_class)->finalize (object);
}

static void
ft_config_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  FtConfig *self = FT_CONFIG (object);

  switch (prop_id)
    {
    case PROP_PATH:
      g_value_set_string (value, self->path);
      break;
    case PROP_LAYOUT:
      g_value_set_string (value, self->layout);
      break;
    case PROP_LAYOUT_PATH:
      g_value_set_string (value, self->layout_path);
      break;
    case PROP_PLAYER_SECONDS:
      g_value_set_double (value, self->player_seconds);
      break;
    case PROP_PLAYER_INCREMENT:
      g_value_set_double (value, self->player_increment);
      break;
    case PROP_CPU_SECONDS:
      g_value_set_double (value, self->cpu_seconds);
      break;
    case PROP_CPU_INCREMENT:
      g_value_set_double (value, self->cpu_increment);
      break;
    case PROP_PLAYER_COLOUR:
      g_value_set_enum (value, self->player_colour);
      break;
    case PROP_PIECE_MOVEMENT_SPEED:
      g_value_set_double (value, self->piece_movement_speed);
      break;
    case PROP_MAX_MOVEMENT_TIME:
      g_value_set_double (value, self->max_movement_time);
      break;
    case PROP_BOARD_FILES:
      g_value_set_uint (value, self->board_files);
      break;
    case PROP_BOARD_RANKS:
      g_value_set_uint (value, self->board_ranks);
      break;
    case PROP_RULES:
      g_value_set_enum (value, self->rules);
      break;
    case PROP_DIFFICULTY:
      g_value_set_enum (value, self->difficulty);
      break;
    case PROP_OPPONENT:
      g_value_set_enum (value, self->opponent);
      break;
    case PROP_PROMOTION:
      g_value_set_enum (value, self->promotion);
      break;
    case PROP_PER_MOVE_SECONDS:
      g_value_set_double (value, self->per_move_seconds);
      break;
    case PROP_PREMOVE:
      g_value_set_boolean (value, self->premove);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
ft_config_class_init (FtConfigClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  const GParamFlags flags = G_PARAM_READABLE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY;

  object_class->finalize = ft_config_finalize;
  object_class->get_property = ft_config_get_property;

  properties[PROP_PATH] =
    g_param_spec_string ("path", NULL, "The config file (NULL for the defaults)", NULL, flags);
  properties[PROP_LAYOUT] =
    g_param_spec_string ("layout", NULL, "The \"layout\" value as written", NULL, flags);
  properties[PROP_LAYOUT_PATH] =
    g_param_spec_string ("layout-path", NULL, "The layout file to read (NULL: built-in start)",
                         NULL, flags);
  properties[PROP_PLAYER_SECONDS] =
    g_param_spec_double ("player-seconds", NULL, "Human's starting time", 0, G_MAXDOUBLE, 180,
                         flags);
  properties[PROP_PLAYER_INCREMENT] =
    g_param_spec_double ("player-increment", NULL, "Seconds added after each human move", 0,
                         G_MAXDOUBLE, 2, flags);
  properties[PROP_CPU_SECONDS] =
    g_param_spec_double ("cpu-seconds", NULL, "Computer's starting time", 0, G_MAXDOUBLE, 180,
                         flags);
  properties[PROP_CPU_INCREMENT] =
    g_param_spec_double ("cpu-increment", NULL, "Seconds added after each computer move", 0,
                         G_MAXDOUBLE, 2, flags);
  properties[PROP_PLAYER_COLOUR] =
    g_param_spec_enum ("player-colour", NULL, "The human's side", FT_TYPE_COLOUR,
                       FT_DEFAULT_COLOUR, flags);
  properties[PROP_PIECE_MOVEMENT_SPEED] =
    g_param_spec_double ("piece-movement-speed", NULL, "Animation speed, px per frame at 60 fps",
                         0, G_MAXDOUBLE, 6, flags);
  properties[PROP_MAX_MOVEMENT_TIME] =
    g_param_spec_double ("max-movement-time", NULL, "Longest animation in seconds", 0,
                         G_MAXDOUBLE, 1, flags);
  properties[PROP_BOARD_FILES] =
    g_param_spec_uint ("board-files", NULL, "Board width", FT_MIN_BOARD_SIZE, FT_MAX_BOARD_SIZE,
                       14, flags);
  properties[PROP_BOARD_RANKS] =
    g_param_spec_uint ("board-ranks", NULL, "Board height", FT_MIN_BOARD_SIZE, FT_MAX_BOARD_SIZE,
                       14, flags);
  properties[PROP_RULES] =
    g_param_spec_enum ("rules", NULL, "Rule set", FT_TYPE_RULES, FT_DEFAULT_RULES, flags);
  properties[PROP_DIFFICULTY] =
    g_param_spec_enum ("difficulty", NULL, "Computer strength", FT_TYPE_LEVEL, FT_DEFAULT_LEVEL,
                       flags);
  properties[PROP_OPPONENT] =
    g_param_spec_enum ("opponent", NULL, "Who plays the other side", FT_TYPE_OPPONENT,
                       FT_DEFAULT_OPPONENT, flags);
  properties[PROP_PROMOTION] =
    g_param_spec_enum ("promotion", NULL, "Queen always, or the player's choice",
                       FT_TYPE_PROMOTION, FT_DEFAULT_PROMOTION, flags);
  properties[PROP_PER_MOVE_SECONDS] =
    g_param_spec_double ("per-move-seconds", NULL, "Per-move timer (0: none)", 0, G_MAXDOUBLE,
                         0, flags);
  properties[PROP_PREMOVE] =
    g_param_spec_boolean ("premove", NULL, "Premoves while the other side thinks", TRUE, flags);

  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
ft_config_init (FtConfig *self)
{
  /* The one table of defaults: ft-game-setup.h. */
  self->player_seconds = FT_DEFAULT_SECONDS;
  self->player_increment = FT_DEFAULT_INCREMENT;
  self->cpu_seconds = FT_DEFAULT_SECONDS;
  self->cpu_increment = FT_DEFAULT_INCREMENT;
  self->player_colour = FT_DEFAULT_COLOUR;
  self->piece_movement_speed = FT_DEFAULT_PIECE_MOVEMENT_SPEED;
  self->max_movement_time = FT_DEFAULT_MAX_MOVEMENT_TIME;
  self->board_files = FT_DEFAULT_BOARD_SIZE;
  self->board_ranks = FT_DEFAULT_BOARD_SIZE;
  self->rules = FT_DEFAULT_RULES;
  self->difficulty = FT_DEFAULT_LEVEL;
  self->opponent = FT_DEFAULT_OPPONENT;
  self->promotion = FT_DEFAULT_PROMOTION;
  self->levels = g_ptr_array_new_with_free_func (config_level_free);
  self->premove = TRUE;
}

FtConfig *
ft_config_new_default (void)
{
  return g_object_new (FT_TYPE_CONFIG, NULL);
}

/* ---- Loading -------------------------------------------------------------- */

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

/* object.key as an object, NULL if absent (or wrong, which is reported). */
static void
read_time_control (FtJsonReader *loader, JsonObject *time_controls, const char *side,
                   double *seconds, double *increment)
{
  static const char *const known[] = { "seconds", "increment", NULL };
  g_autofree char *parent = ft_json_key_path ("time_controls", side);
  JsonObject *object = ft_json_get_object (loader, time_controls, "time_controls", side);

  if (object == NULL)
    return;
  ft_json_read_number (loader, object, parent, "seconds", FT_JSON_POSITIVE, FT_CONFIG_MAX_SECONDS, seconds);
  ft_json_read_number (loader, object, parent, "increment", FT_JSON_NON_NEGATIVE, FT_CONFIG_MAX_INCREMENT,
               increment);
  ft_json_warn_unknown_keys (loader, object, parent, known);
}

/* A path in the config's folder (relative names are relative to it). */
static char *
resolve_relative (const char *config_path, const char *name)
{
  g_autofree char *folder = NULL;

  if (g_path_is_absolute (name) || config_path == NULL)
    return g_strdup (name);
  folder = g_path_get_dirname (config_path);
  if (strcmp (folder, ".") == 0)
    return g_strdup (name);
  return g_build_filename (folder, name, NULL);
}

static gboolean
has_builtin_start (FtRules rules, guint files, guint ranks)
{
  if (rules == FT_RULES_STANDARD)
    return files == 8 && ranks == 8;
  return files == 14 && ranks == 14;
}

static void read_levels (FtJsonReader *loader, JsonObject *root, FtConfig *self);
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

/* "fog_of_war": true or false. */
static void
read_fog_of_war (FtJsonReader *loader, JsonObject *root, FtConfig *self)
{
  JsonNode *node;

  if (!json_object_has_member (root, "fog_of_war"))
    return;
  node = json_object_get_member (root, "fog_of_war");
  if (JSON_NODE_HOLDS_VALUE (node) && json_node_get_value_type (node) == G_TYPE_BOOLEAN)
    self->fog_of_war = json_node_get_boolean (node);
  else
    ft_json_reader_error (loader, 0, 0, "fog_of_war must be true or false");
}

static void
read_root (FtJsonReader *loader, JsonObject *root, FtConfig *self)
{
  static const char *const known[] = { "layout", "time_controls", "player_colour",
                                       "piece_movement_speed", "max_movement_time", "board",
                                       "rules", "difficulty", "opponent", "promotion", "game", "pieces",
                                       "premove", "levels", "fog_of_war", NULL };
  JsonObject *object;
  int choice;

  ft_json_warn_unknown_keys (loader, root, NULL, known);

  if (json_object_has_member (root, "layout"))
    {
      JsonNode *node = json_object_get_member (root, "layout");

      if (!JSON_NODE_HOLDS_VALUE (node) || json_node_get_value_type (node) != G_TYPE_STRING)
        ft_json_reader_error (loader, 0, 0, "layout must be a string: a file name relative to the "
                                    "config's folder");
      else if (json_node_get_string (node)[0] == '\0')
        ft_json_reader_error (loader, 0, 0, "layout must not be empty");
      else
        self->layout = g_strdup (json_node_get_string (node));
    }

  object = ft_json_get_object (loader, root, NULL, "time_controls");
  if (object != NULL)
    {
      static const char *const sides[] = { "player", "cpu", "per_move", NULL };

      read_time_control (loader, object, "player", &self->player_seconds,
                         &self->player_increment);
      read_time_control (loader, object, "cpu", &self->cpu_seconds, &self->cpu_increment);
      ft_json_read_number (loader, object, "time_controls", "per_move", FT_JSON_POSITIVE,
                   FT_CONFIG_MAX_SECONDS, &self->per_move_seconds);
      ft_json_warn_unknown_keys (loader, object, "time_controls", sides);
    }

  choice = self->player_colour;
  ft_json_read_choice (loader, root, NULL, "player_colour", FT_TYPE_COLOUR, &choice);
  self->player_colour = choice;
  self->sets_player_colour = json_object_has_member (root, "player_colour");

  ft_json_read_number (loader, root, NULL, "piece_movement_speed", FT_JSON_POSITIVE, G_MAXDOUBLE,
               &self->piece_movement_speed);
  ft_json_read_number (loader, root, NULL, "max_movement_time", FT_JSON_POSITIVE, G_MAXDOUBLE,
               &self->max_movement_time);

  choice = self->rules;
  ft_json_read_choice (loader, root, NULL, "rules", FT_TYPE_RULES, &choice);
  self->rules = choice;
  /* The board's default size follows the rules. */
  if (self->rules == FT_RULES_STANDARD)
    self->board_files = self->board_ranks = 8;

  object = ft_json_get_object (loader, root, NULL, "board");
  if (object != NULL)
    {
      static const char *const sizes[] = { "files", "ranks", NULL };

      read_board_size (loader, object, "files", &self->board_files);
      read_board_size (loader, object, "ranks", &self->board_ranks);
      ft_json_warn_unknown_keys (loader, object, "board", sizes);
    }

  choice = self->difficulty;
  ft_json_read_choice (loader, root, NULL, "difficulty", FT_TYPE_LEVEL, &choice);
  self->difficulty = choice;
  self->sets_difficulty = json_object_has_member (root, "difficulty");

  choice = self->opponent;
  ft_json_read_choice (loader, root, NULL, "opponent", FT_TYPE_OPPONENT, &choice);
  self->opponent = choice;
  self->sets_opponent = json_object_has_member (root, "opponent");

  choice = self->promotion;
  ft_json_read_choice (loader, root, NULL, "promotion", FT_TYPE_PROMOTION, &choice);
  self->promotion = choice;

  if (json_object_has_member (root, "premove"))
    {
      JsonNode *node = json_object_get_member (root, "premove");

      if (JSON_NODE_HOLDS_VALUE (node) && json_node_get_value_type (node) == G_TYPE_BOOLEAN)
        {
          self->premove = json_node_get_boolean (node);
          self->sets_premove = TRUE;
        }
      else
        ft_json_reader_error (loader, 0, 0, "premove must be true or false");
    }

  choice = self->game;
  ft_json_read_choice (loader, root, NULL, "game", FT_TYPE_GAME_KIND, &choice);
  self->game = choice;

  if (json_object_has_member (root, "pieces"))
    read_pieces (loader, root, self);

  read_fog_of_war (loader, root, self);

  /* Where the start position comes from (see ft_config_get_layout_path). */
  if (self->layout != NULL)
    {
      self->layout_path = resolve_relative (self->path, self->layout);
    }
  else
    {
      g_autofree char *next_to_config = resolve_relative (self->path, "layout.txt");

      if (self->path != NULL && g_file_test (next_to_config, G_FILE_TEST_IS_REGULAR))
        self->layout_path = g_steal_pointer (&next_to_config);
      else if (!has_builtin_start (self->rules, self->board_files, self->board_ranks))
        ft_json_reader_error (loader, 0, 0,
                      "layout is missing: a %ux%u board with %s rules has no built-in start "
                      "position and there is no layout.txt next to the config",
                      self->board_files, self->board_ranks,
                      ft_name_of (FT_TYPE_RULES, self->rules));
    }

  read_levels (loader, root, self);
}

FtConfig *
ft_config_load_from_data (const char *data, gssize length, const char *path,
                          GPtrArray *problems)
{
  FtJsonReader loader = { path, problems, 0 };
  g_autoptr (JsonParser) parser = json_parser_new ();
  g_autoptr (GError) error = NULL;
  g_autoptr (FtConfig) self = NULL;
  JsonNode *root;

  g_return_val_if_fail (data != NULL || length == 0, NULL);
  g_return_val_if_fail (problems != NULL, NULL);

  if (data == NULL) /* with length 0 */
    data = "";
  if (length < 0)
    length = strlen (data);
  /* json-glib would stop at a NUL byte and misreport what follows. */
  if (memchr (data, '\0', length) != NULL)
    {
      const char *nul = memchr (data, '\0', length);
      guint line = 1, column = 1;

      for (const char *c = data; c < nul; c++)
        {
          if (*c == '\n')
            {
              line++;
              column = 1;
            }
          else
            column++;
        }
      ft_json_reader_error (&loader, line, column, "malformed JSON: a NUL byte");
      return NULL;
    }
  if (!g_utf8_validate (data, length, NULL))
    {
      ft_json_reader_error (&loader, 0, 0, "malformed JSON: the file is not valid UTF-8");
      return NULL;
    }
  if (!json_parser_load_from_data (parser, data, length, &error))
    {
      ft_json_report_parse_error (&loader, error);
      return NULL;
    }
  root = json_parser_get_root (parser);
  if (root == NULL)
    {
      ft_json_reader_error (&loader, 0, 0, "the file is empty: expected a JSON object");
      return NULL;
    }
  if (!JSON_NODE_HOLDS_OBJECT (root))
    {
      ft_json_reader_error (&loader, 0, 0, "the top level must be a JSON object");
      return NULL;
    }

  self = g_object_new (FT_TYPE_CONFIG, NULL);
  self->path = g_strdup (path);
  read_root (&loader, json_node_get_object (root), self);
  if (loader.n_errors > 0)
    return NULL;
  return g_steal_pointer (&self);
}

FtConfig *
ft_config_load (const char *path, GPtrArray *problems)
{
  g_autofree char *data = NULL;
  gsize length = 0;

  g_return_val_if_fail (path != NULL, NULL);
  g_return_val_if_fail (problems != NULL, NULL);

  if (!ft_read_input_file (path, "config file", &data, &length, problems))
    return NULL;
  return ft_config_load_from_data (data, length, path, problems);
}

/* The config's rules that a position carries beside its pieces. */
static void
apply_rules (FtConfig *config, FtPosition *pos)
{
  /* "promotion": "choose" lets Fourteen pawns become any kind but king and
   * pawn (docs/rules.md#promotion). */
  pos->promotion_choice = config->promotion == FT_PROMOTION_CHOOSE;
  /* "fog_of_war": every front end plays the config by its rules (a game
   * setup may still switch it, ft_game_setup_create_game()). */
  pos->fog = config->fog_of_war;
}

gboolean
ft_config_load_position (FtConfig *config, FtPosition *pos, GPtrArray *problems)
{
  g_return_val_if_fail (FT_IS_CONFIG (config), FALSE);
  g_return_val_if_fail (pos != NULL, FALSE);
  g_return_val_if_fail (problems != NULL, FALSE);

  if (config->layout_path != NULL)
    {
      if (!ft_layout_load_file_custom (config->layout_path, config->rules, config->board_files,
                                       config->board_ranks, &config->custom, pos, problems))
        return FALSE;
    }
  else if (config->rules == FT_RULES_STANDARD && config->board_files == 8 &&
           config->board_ranks == 8)
    ft_position_set_standard_start (pos);
  else if (config->rules == FT_RULES_FOURTEEN && config->board_files == 14 &&
           config->board_ranks == 14)
    ft_position_set_fourteen_start (pos);
  else
    {
      /* Only reachable for configs built in code: loading rejects this. */
      ft_problem_list_add (problems, FT_SEVERITY_ERROR, config->path, 0, 0,
                           "no layout and no built-in start position for a %ux%u board",
                           config->board_files, config->board_ranks);
      return FALSE;
    }
  /* The built-in starts have none of the custom pieces, but pawns may
   * still promote to them. */
  ft_position_set_custom_kinds (pos, &config->custom);
  apply_rules (config, pos);
  return TRUE;
}

gboolean
ft_config_load_fen (FtConfig *config, const char *fen, int rules, FtPosition *pos, GError **error)
{
  g_return_val_if_fail (FT_IS_CONFIG (config), FALSE);
  g_return_val_if_fail (fen != NULL && pos != NULL, FALSE);

  if (!ft_fen_parse_custom (fen, rules >= 0 ? (FtRules) rules : config->rules, &config->custom,
                            pos, error))
    return FALSE;
  apply_rules (config, pos);
  return TRUE;
}

char *
ft_config_find_user_config (void)
{
  /* Read the variable each time (g_get_user_config_dir caches it), so that
   * a changed environment, as in tests, is honoured. */
  const char *config_home = g_getenv ("XDG_CONFIG_HOME");
  g_autofree char *path = NULL;

  if (config_home != NULL && g_path_is_absolute (config_home))
    path = g_build_filename (config_home, "fourteen", "config.json", NULL);
  else
    path = g_build_filename (g_get_user_config_dir (), "fourteen", "config.json", NULL);
  if (g_file_test (path, G_FILE_TEST_IS_REGULAR))
    return g_steal_pointer (&path);
  return NULL;
}

/* ---- Getters -------------------------------------------------------------- */

const char *
ft_config_get_path (FtConfig *config)
{
  g_return_val_if_fail (FT_IS_CONFIG (config), NULL);
  return config->path;
}

const char *
ft_config_get_layout (FtConfig *config)
{
  g_return_val_if_fail (FT_IS_CONFIG (config), NULL);
  return config->layout;
}

const char *
ft_config_get_layout_path (FtConfig *config)
{
  g_return_val_if_fail (FT_IS_CONFIG (config), NULL);
  return config->layout_path;
}

double
ft_config_get_player_seconds (FtConfig *config)
{
  g_return_val_if_fail (FT_IS_CONFIG (config), 0);
  return config->player_seconds;
}

double
ft_config_get_player_increment (FtConfig *config)
{
  g_return_val_if_fail (FT_IS_CONFIG (config), 0);
  return config->player_increment;
}

double
ft_config_get_cpu_seconds (FtConfig *config)
{
  g_return_val_if_fail (FT_IS_CONFIG (config), 0);
  return config->cpu_seconds;
}

double
ft_config_get_cpu_increment (FtConfig *config)
{
  g_return_val_if_fail (FT_IS_CONFIG (config), 0);
  return config->cpu_increment;
}

FtColour
ft_config_get_player_colour (FtConfig *config)
{
  g_return_val_if_fail (FT_IS_CONFIG (config), FT_WHITE);
  return config->player_colour;
}

double
ft_config_get_piece_movement_speed (FtConfig *config)
{
  g_return_val_if_fail (FT_IS_CONFIG (config), 0);
  return config->piece_movement_speed;
}

double
ft_config_get_max_movement_time (FtConfig *config)
{
  g_return_val_if_fail (FT_IS_CONFIG (config), 0);
  return config->max_movement_time;
}

guint
ft_config_get_board_files (FtConfig *config)
{
  g_return_val_if_fail (FT_IS_CONFIG (config), 0);
  return config->board_files;
}

guint
ft_config_get_board_ranks (FtConfig *config)
{
  g_return_val_if_fail (FT_IS_CONFIG (config), 0);
  return config->board_ranks;
}

FtRules
ft_config_get_rules (FtConfig *config)
{
  g_return_val_if_fail (FT_IS_CONFIG (config), FT_RULES_FOURTEEN);
  return config->rules;
}

FtLevel
ft_config_get_difficulty (FtConfig *config)
{
  g_return_val_if_fail (FT_IS_CONFIG (config), FT_LEVEL_NORMAL);
  return config->difficulty;
}

gboolean
ft_config_sets_player_colour (FtConfig *config)
{
  g_return_val_if_fail (FT_IS_CONFIG (config), FALSE);
  return config->sets_player_colour;
}

gboolean
ft_config_sets_difficulty (FtConfig *config)
{
  g_return_val_if_fail (FT_IS_CONFIG (config), FALSE);
  return config->sets_difficulty;
}

FtOpponent
ft_config_get_opponent (FtConfig *config)
{
  g_return_val_if_fail (FT_IS_CONFIG (config), FT_DEFAULT_OPPONENT);
  return config->opponent;
}

FtPromotion
ft_config_get_promotion (FtConfig *config)
{
  g_return_val_if_fail (FT_IS_CONFIG (config), FT_DEFAULT_PROMOTION);
  return config->promotion;
}

double
ft_config_get_per_move_seconds (FtConfig *config)
{
  g_return_val_if_fail (FT_IS_CONFIG (config), 0);
  return config->per_move_seconds;
}

const FtCustomKinds *
ft_config_get_custom_kinds (FtConfig *config)
{
  g_return_val_if_fail (FT_IS_CONFIG (config), NULL);
  return &config->custom;
}

FtGameKind
ft_config_get_game (FtConfig *config)
{
  g_return_val_if_fail (FT_IS_CONFIG (config), FT_GAME_KIND_CHESS);
  return config->game;
}

gboolean
ft_config_sets_opponent (FtConfig *config)
{
  g_return_val_if_fail (FT_IS_CONFIG (config), FALSE);
  return config->sets_opponent;
}

gboolean
ft_config_get_premove (FtConfig *config)
{
  g_return_val_if_fail (FT_IS_CONFIG (config), TRUE);
  return config->premove;
}

gboolean
ft_config_sets_premove (FtConfig *config)
{
  g_return_val_if_fail (FT_IS_CONFIG (config), FALSE);
  return config->sets_premove;
}

gboolean
ft_config_to_setup (FtConfig *config, FtGameSetup *setup, GPtrArray *problems)
{
  g_return_val_if_fail (FT_IS_CONFIG (config), FALSE);
  g_return_val_if_fail (setup != NULL && setup->start != NULL, FALSE);

  if (!ft_config_load_position (config, setup->start, problems))
    return FALSE;
  setup->game = config->game;
  setup->opponent = config->opponent;
  setup->human_colour = config->player_colour;
  setup->level = config->difficulty;
  setup->promotion = config->promotion;
  setup->player_ms = (gint64) (config->player_seconds * 1000);
  setup->player_increment_ms = (gint64) (config->player_increment * 1000);
  setup->cpu_ms = (gint64) (config->cpu_seconds * 1000);
  setup->cpu_increment_ms = (gint64) (config->cpu_increment * 1000);
  setup->per_move_ms = (gint64) (config->per_move_seconds * 1000);
  setup->time_control = setup->per_move_ms > 0 ? FT_TIME_CONTROL_PER_MOVE : FT_TIME_CONTROL_FISCHER;
  setup->piece_movement_speed = config->piece_movement_speed;
  setup->max_movement_time = config->max_movement_time;
  setup->fog_of_war = config->fog_of_war;
  return TRUE;
}

gboolean
ft_config_get_fog_of_war (FtConfig *config)
{
  g_return_val_if_fail (FT_IS_CONFIG (config), FALSE);
  return config->fog_of_war;
}

/* ---- Levels (puzzles) ---------------------------------------------------------
 * Kept in their own functions: "levels" is an array of objects, each checked
 * by playing its solution on its layout (docs/config.md#levels). */

static void
config_level_free (gpointer data)
{
  FtConfigLevel *level = data;

  g_free (level->name);
  g_free (level->layout);
  g_free (level->layout_path);
  g_strfreev (level->solution);
  g_free (level);
}

/* "mate in N" (any case, spaces around the words) with N from 1 to 5. */
static gboolean
parse_goal (const char *text, guint *moves)
{
  g_auto (GStrv) words = g_strsplit_set (text, " \t", -1);
  GPtrArray *kept = g_ptr_array_new ();
  guint64 n = 0;
  char *end = NULL;
  gboolean ok;

  for (guint i = 0; words[i] != NULL; i++)
    if (words[i][0] != '\0')
      g_ptr_array_add (kept, words[i]);
  ok = kept->len == 3 && g_ascii_strcasecmp (kept->pdata[0], "mate") == 0
       && g_ascii_strcasecmp (kept->pdata[1], "in") == 0;
  if (ok)
    {
      n = g_ascii_strtoull (kept->pdata[2], &end, 10);
      ok = end != kept->pdata[2] && *end == '\0' && n >= 1 && n <= FT_MATE_MAX_MOVES;
    }
  g_ptr_array_unref (kept);
  *moves = (guint) n;
  return ok;
}

/* A level's layout with its side to move (the layout format itself has
 * White to move). */
static gboolean
load_level_position (FtConfig *self, const FtConfigLevel *level, FtPosition *pos,
                     GPtrArray *problems)
{
  /* The config's own pieces may stand in a level's layout too. */
  if (!ft_layout_load_file_custom (level->layout_path, self->rules, self->board_files,
                                   self->board_ranks, &self->custom, pos, problems))
    return FALSE;
  ft_position_set_custom_kinds (pos, &self->custom);
  pos->promotion_choice = self->promotion == FT_PROMOTION_CHOOSE;
  if (level->to_move != pos->side_to_move)
    {
      g_autoptr (GError) error = NULL;

      pos->side_to_move = level->to_move;
      if (!ft_position_finish_setup (pos, &error))
        {
          ft_problem_list_add (problems, FT_SEVERITY_ERROR, level->layout_path, 0, 0, "%s",
                               error->message);
          return FALSE;
        }
    }
  return TRUE;
}

/* Play the solution on the layout: each move legal in turn, and the last
 * one mates within the goal. */
static void
check_level_solution (FtJsonReader *loader, FtConfig *self, const FtConfigLevel *level,
                      const char *path)
{
  FtPosition *pos = g_new (FtPosition, 1);
  guint n_moves = g_strv_length (level->solution);

  if (!load_level_position (self, level, pos, loader->problems))
    {
      loader->n_errors++;
      g_free (pos);
      return;
    }
  for (guint i = 0; i < n_moves; i++)
    {
      FtMove move = ft_position_parse_move (pos, level->solution[i]);

      if (move == FT_MOVE_NONE)
        {
          ft_json_reader_error (loader, 0, 0, "%s.solution[%u]: \"%s\" is not a legal move", path,
                                i, level->solution[i]);
          g_free (pos);
          return;
        }
      ft_position_make_move (pos, move);
    }
  if ((n_moves + 1) / 2 > level->goal_moves)
    ft_json_reader_error (loader, 0, 0,
                          "%s.solution: it takes %u moves of the side to move, but the goal is "
                          "mate in %u", path, (n_moves + 1) / 2, level->goal_moves);
  else if (ft_position_result (pos, NULL) == FT_RESULT_NONE || !ft_position_in_check (pos))
    ft_json_reader_error (loader, 0, 0, "%s.solution: the moves do not end in checkmate", path);
  g_free (pos);
}

/* One entry of "levels"; NULL (with errors reported) if it is bad. */
static FtConfigLevel *
read_level (FtJsonReader *loader, JsonNode *node, const char *path, FtConfig *self)
{
  static const char *const known[] = { "name", "layout", "to_move", "goal", "solution", NULL };
  FtConfigLevel *level;
  JsonObject *object;
  JsonArray *solution;
  guint n_errors = loader->n_errors;
  const char *text;
  int to_move = FT_WHITE;

  if (!JSON_NODE_HOLDS_OBJECT (node))
    {
      ft_json_reader_error (loader, 0, 0, "%s must be an object with name, layout, goal and "
                                          "solution", path);
      return NULL;
    }
  object = json_node_get_object (node);
  ft_json_warn_unknown_keys (loader, object, path, known);
  level = g_new0 (FtConfigLevel, 1);

  for (guint k = 0; k < 3; k++)
    {
      const char *key = k == 0 ? "name" : k == 1 ? "layout" : "goal";
      JsonNode *member = json_object_get_member (object, key);

      text = member != NULL && JSON_NODE_HOLDS_VALUE (member)
                 && json_node_get_value_type (member) == G_TYPE_STRING
               ? json_node_get_string (member) : NULL;
      if (text == NULL || text[0] == '\0')
        {
          ft_json_reader_error (loader, 0, 0, "%s.%s must be a non-empty string", path, key);
          continue;
        }
      if (k == 0)
        level->name = g_strdup (text);
      else if (k == 1)
        {
          level->layout = g_strdup (text);
          level->layout_path = resolve_relative (self->path, text);
        }
      else if (!parse_goal (text, &level->goal_moves))
        ft_json_reader_error (loader, 0, 0,
                              "%s.goal: \"%s\" is not a goal (expected \"mate in N\", N from 1 "
                              "to %d)", path, text, FT_MATE_MAX_MOVES);
    }

  ft_json_read_choice (loader, object, path, "to_move", FT_TYPE_COLOUR, &to_move);
  level->to_move = to_move;

  solution = json_object_has_member (object, "solution")
                   && JSON_NODE_HOLDS_ARRAY (json_object_get_member (object, "solution"))
               ? json_object_get_array_member (object, "solution") : NULL;
  if (solution == NULL || json_array_get_length (solution) == 0)
    ft_json_reader_error (loader, 0, 0, "%s.solution must be a non-empty array of moves "
                                        "(\"a1a14\")", path);
  else
    {
      guint n = json_array_get_length (solution);

      level->solution = g_new0 (char *, n + 1);
      for (guint i = 0; i < n; i++)
        {
          JsonNode *move = json_array_get_element (solution, i);

          if (!JSON_NODE_HOLDS_VALUE (move) || json_node_get_value_type (move) != G_TYPE_STRING)
            {
              ft_json_reader_error (loader, 0, 0, "%s.solution[%u] must be a string: a move "
                                                  "such as \"a1a14\"", path, i);
              level->solution[i] = g_strdup ("");
            }
          else
            level->solution[i] = g_strdup (json_node_get_string (move));
        }
    }

  if (loader->n_errors > n_errors)
    {
      config_level_free (level);
      return NULL;
    }
  return level;
}

static void
read_levels (FtJsonReader *loader, JsonObject *root, FtConfig *self)
{
  JsonNode *node = json_object_get_member (root, "levels");
  JsonArray *array;

  if (node == NULL)
    return;
  if (!JSON_NODE_HOLDS_ARRAY (node))
    {
      ft_json_reader_error (loader, 0, 0, "levels must be an array of levels");
      return;
    }
  array = json_node_get_array (node);
  for (guint i = 0; i < json_array_get_length (array); i++)
    {
      g_autofree char *path = g_strdup_printf ("levels[%u]", i);
      FtConfigLevel *level = read_level (loader, json_array_get_element (array, i), path, self);

      if (level == NULL)
        continue;
      for (guint j = 0; j < self->levels->len; j++)
        if (strcmp (((FtConfigLevel *) self->levels->pdata[j])->name, level->name) == 0)
          {
            ft_json_reader_error (loader, 0, 0, "%s.name: \"%s\" is used by levels[%u] too",
                                  path, level->name, j);
            break;
          }
      check_level_solution (loader, self, level, path);
      g_ptr_array_add (self->levels, level);
    }
}

guint
ft_config_get_n_levels (FtConfig *config)
{
  g_return_val_if_fail (FT_IS_CONFIG (config), 0);
  return config->levels != NULL ? config->levels->len : 0;
}

const FtConfigLevel *
ft_config_get_level (FtConfig *config, guint index)
{
  g_return_val_if_fail (FT_IS_CONFIG (config), NULL);
  if (config->levels == NULL || index >= config->levels->len)
    return NULL;
  return config->levels->pdata[index];
}

gboolean
ft_config_load_level_position (FtConfig *config, guint index, FtPosition *pos,
                               GPtrArray *problems)
{
  const FtConfigLevel *level = ft_config_get_level (config, index);

  g_return_val_if_fail (level != NULL, FALSE);
  g_return_val_if_fail (pos != NULL && problems != NULL, FALSE);
  return load_level_position (config, level, pos, problems);
}

char *
ft_config_find_shipped_levels (void)
{
  const char *variable = g_getenv ("FOURTEEN_LEVELS");
  g_autofree char *installed = g_build_filename (PKGDATADIR, "levels", "levels.json", NULL);
  g_autofree char *source = g_build_filename (SOURCE_DIR, "data", "levels", "levels.json", NULL);

  if (variable != NULL && variable[0] != '\0')
    return g_strdup (variable);
  if (g_file_test (installed, G_FILE_TEST_IS_REGULAR))
    return g_steal_pointer (&installed);
  if (g_file_test (source, G_FILE_TEST_IS_REGULAR))
    return g_steal_pointer (&source);
  return NULL;
}
