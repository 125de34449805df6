/* ft-config.c — FtConfig, the game's settings (see ft-config.h): the
 * object, its options table and getters. Reading config.json is
 * ft-config-read.c's, its "levels" ft-config-levels.c's. */
#include "ft-config-private.h"

#include "config.h"

#include <string.h>

#include "ft-fen.h"
#include "ft-layout-file.h"
#include "ft-names.h"
#include "ft-text-file.h"

G_DEFINE_FINAL_TYPE (FtConfig, ft_config, G_TYPE_OBJECT)

#define NUMBER(key_, property_, blurb_, field, default_, range_, max_)                          \
  { key_, property_, blurb_, FT_CONFIG_NUMBER, G_STRUCT_OFFSET (FtConfig, field), 0, default_,  \
    range_, max_, NULL }
#define CHOICE(key_, property_, blurb_, field, sets, default_, type)                             \
  { key_, property_, blurb_, FT_CONFIG_CHOICE, G_STRUCT_OFFSET (FtConfig, field), sets,         \
    default_, 0, 0, type }
#define BOOLEAN(key_, property_, blurb_, field, sets, default_)                                  \
  { key_, property_, blurb_, FT_CONFIG_BOOLEAN, G_STRUCT_OFFSET (FtConfig, field), sets,        \
    default_, 0, 0, NULL }

/* The defaults are ft-game-setup.h's (one table of defaults). In reading
 * order: "rules" before "board", whose default size follows the rules. */
const FtConfigOption ft_config_options[] = {
  NUMBER ("time_controls.player.seconds", "player-seconds", "Human's starting time",
          player_seconds, FT_DEFAULT_SECONDS, FT_JSON_POSITIVE, FT_CONFIG_MAX_SECONDS),
  NUMBER ("time_controls.player.increment", "player-increment",
          "Seconds added after each human move", player_increment, FT_DEFAULT_INCREMENT,
          FT_JSON_NON_NEGATIVE, FT_CONFIG_MAX_INCREMENT),
  NUMBER ("time_controls.cpu.seconds", "cpu-seconds", "Computer's starting time", cpu_seconds,
          FT_DEFAULT_SECONDS, FT_JSON_POSITIVE, FT_CONFIG_MAX_SECONDS),
  NUMBER ("time_controls.cpu.increment", "cpu-increment",
          "Seconds added after each computer move", cpu_increment, FT_DEFAULT_INCREMENT,
          FT_JSON_NON_NEGATIVE, FT_CONFIG_MAX_INCREMENT),
  NUMBER ("time_controls.per_move", "per-move-seconds", "Per-move timer (0: none)",
          per_move_seconds, 0, FT_JSON_POSITIVE, FT_CONFIG_MAX_SECONDS),
  CHOICE ("player_colour", "player-colour", "The human's side", player_colour,
          G_STRUCT_OFFSET (FtConfig, sets_player_colour), FT_DEFAULT_COLOUR, ft_colour_get_type),
  NUMBER ("piece_movement_speed", "piece-movement-speed",
          "Animation speed, px per frame at 60 fps", piece_movement_speed,
          FT_DEFAULT_PIECE_MOVEMENT_SPEED, FT_JSON_POSITIVE, G_MAXDOUBLE),
  NUMBER ("max_movement_time", "max-movement-time", "Longest animation in seconds",
          max_movement_time, FT_DEFAULT_MAX_MOVEMENT_TIME, FT_JSON_POSITIVE, G_MAXDOUBLE),
  CHOICE ("rules", "rules", "Rule set", rules, 0, FT_DEFAULT_RULES, ft_rules_get_type),
  CHOICE ("difficulty", "difficulty", "Computer strength", difficulty,
          G_STRUCT_OFFSET (FtConfig, sets_difficulty), FT_DEFAULT_LEVEL, ft_level_get_type),
  CHOICE ("opponent", "opponent", "Who plays the other side", opponent,
          G_STRUCT_OFFSET (FtConfig, sets_opponent), FT_DEFAULT_OPPONENT, ft_opponent_get_type),
  CHOICE ("promotion", "promotion", "Queen always, or the player's choice", promotion, 0,
          FT_DEFAULT_PROMOTION, ft_promotion_get_type),
  BOOLEAN ("premove", "premove", "Premoves while the other side thinks", premove,
           G_STRUCT_OFFSET (FtConfig, sets_premove), TRUE),
  CHOICE ("game", "game", "Chess or checkers", game, 0, FT_GAME_KIND_CHESS,
          ft_game_kind_get_type),
  BOOLEAN ("fog_of_war", "fog-of-war", "Fog-of-war chess", fog_of_war, 0, FALSE),
  CHOICE ("checkers.rules", "checkers-rules", "Checkers with bombs and shields, or English draughts",
          checkers_rules, 0, FT_CHECKERS_RULES_BOMBS, ft_checkers_rules_get_type),
  CHOICE ("checkers.turn_end", "checkers-turn-end",
          "A checkers turn ends by itself, or when the player ends it (Space)", checkers_turn_end, 0,
          FT_CHECKERS_TURN_END_AUTO, ft_checkers_turn_end_get_type),
};
const guint ft_config_n_options = G_N_ELEMENTS (ft_config_options);

#undef NUMBER
#undef CHOICE
#undef BOOLEAN

/* Properties: the few that are not options, then one per option. */
enum {
  PROP_0,
  PROP_PATH,
  PROP_LAYOUT,
  PROP_LAYOUT_PATH,
  PROP_BOARD_FILES,
  PROP_BOARD_RANKS,
  N_FIXED_PROPS
};

#define OPTION_AT(self, option, type) G_STRUCT_MEMBER (type, (self), (option)->offset)

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
  const FtConfigOption *option;

  switch (prop_id)
    {
    case PROP_PATH:
      g_value_set_string (value, self->path);
      return;
    case PROP_LAYOUT:
      g_value_set_string (value, self->layout);
      return;
    case PROP_LAYOUT_PATH:
      g_value_set_string (value, self->layout_path);
      return;
    case PROP_BOARD_FILES:
      g_value_set_uint (value, self->board_files);
      return;
    case PROP_BOARD_RANKS:
      g_value_set_uint (value, self->board_ranks);
      return;
    default:
      break;
    }
  if (prop_id < N_FIXED_PROPS || prop_id >= N_FIXED_PROPS + ft_config_n_options)
    {
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
      return;
    }
  option = &ft_config_options[prop_id - N_FIXED_PROPS];
  switch (option->type)
    {
    case FT_CONFIG_NUMBER:
      g_value_set_double (value, OPTION_AT (self, option, double));
      break;
    case FT_CONFIG_CHOICE:
      g_value_set_enum (value, OPTION_AT (self, option, int));
      break;
    case FT_CONFIG_BOOLEAN:
    default:
      g_value_set_boolean (value, OPTION_AT (self, option, gboolean));
      break;
    }
}

static GParamSpec *
option_param_spec (const FtConfigOption *option, GParamFlags flags)
{
  switch (option->type)
    {
    case FT_CONFIG_NUMBER:
      return g_param_spec_double (option->property, NULL, option->blurb, 0, G_MAXDOUBLE,
                                  option->default_number, flags);
    case FT_CONFIG_CHOICE:
      return g_param_spec_enum (option->property, NULL, option->blurb, option->enum_type (),
                                (int) option->default_number, flags);
    case FT_CONFIG_BOOLEAN:
    default:
      return g_param_spec_boolean (option->property, NULL, option->blurb,
                                   option->default_number != 0, flags);
    }
}

static void
ft_config_class_init (FtConfigClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  const GParamFlags flags = G_PARAM_READABLE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY;

  object_class->finalize = ft_config_finalize;
  object_class->get_property = ft_config_get_property;

  g_object_class_install_property (object_class, PROP_PATH,
    g_param_spec_string ("path", NULL, "The config file (NULL for the defaults)", NULL, flags));
  g_object_class_install_property (object_class, PROP_LAYOUT,
    g_param_spec_string ("layout", NULL, "The \"layout\" value as written", NULL, flags));
  g_object_class_install_property (object_class, PROP_LAYOUT_PATH,
    g_param_spec_string ("layout-path", NULL, "The layout file to read (NULL: built-in start)",
                         NULL, flags));
  g_object_class_install_property (object_class, PROP_BOARD_FILES,
    g_param_spec_uint ("board-files", NULL, "Board width", FT_MIN_BOARD_SIZE, FT_MAX_BOARD_SIZE,
                       FT_DEFAULT_BOARD_SIZE, flags));
  g_object_class_install_property (object_class, PROP_BOARD_RANKS,
    g_param_spec_uint ("board-ranks", NULL, "Board height", FT_MIN_BOARD_SIZE, FT_MAX_BOARD_SIZE,
                       FT_DEFAULT_BOARD_SIZE, flags));
  for (guint i = 0; i < ft_config_n_options; i++)
    g_object_class_install_property (object_class, N_FIXED_PROPS + i,
                                     option_param_spec (&ft_config_options[i], flags));
}

static void
ft_config_init (FtConfig *self)
{
  for (guint i = 0; i < ft_config_n_options; i++)
    {
      const FtConfigOption *option = &ft_config_options[i];

      if (option->type == FT_CONFIG_NUMBER)
        OPTION_AT (self, option, double) = option->default_number;
      else if (option->type == FT_CONFIG_CHOICE)
        OPTION_AT (self, option, int) = (int) option->default_number;
      else
        OPTION_AT (self, option, gboolean) = option->default_number != 0;
    }
  self->board_files = FT_DEFAULT_BOARD_SIZE;
  self->board_ranks = FT_DEFAULT_BOARD_SIZE;
  self->levels = g_ptr_array_new_with_free_func (ft_config_level_free);
}

FtConfig *
ft_config_new_default (void)
{
  return g_object_new (FT_TYPE_CONFIG, NULL);
}

FtConfig *
ft_config_load (const char *path, GPtrArray *problems)
{
  g_autofree char *data = NULL;
  gsize length = 0;

  g_return_val_if_fail (path != NULL, NULL);
  g_return_val_if_fail (problems != NULL, NULL);

  if (!ft_text_file_read_problems (path, "config file", FT_TEXT_FILE_MAX_SIZE, &data, &length,
                                   problems))
    return NULL;
  return ft_config_load_from_data (data, length, path, problems);
}

char *
ft_config_resolve_relative (const char *config_path, const char *name)
{
  g_autofree char *folder = NULL;

  if (g_path_is_absolute (name) || config_path == NULL)
    return g_strdup (name);
  folder = g_path_get_dirname (config_path);
  if (strcmp (folder, ".") == 0)
    return g_strdup (name);
  return g_build_filename (folder, name, NULL);
}

gboolean
ft_config_read_layout (FtConfig *self, const char *path, FtPosition *pos, GPtrArray *problems)
{
  return ft_layout_load_file_custom (path, self->rules, self->board_files, self->board_ranks,
                                     &self->custom, pos, problems);
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
      if (!ft_config_read_layout (config, config->layout_path, pos, problems))
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

  if (!ft_fen_parse_custom (fen, rules >= 0 ? (FtRules) rules : (FtRules) config->rules, &config->custom,
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

char *
ft_config_find_shipped_file (const char *variable, const char *relative)
{
  const char *value = variable != NULL ? g_getenv (variable) : NULL;
  g_autofree char *installed = g_build_filename (PKGDATADIR, relative, NULL);
  g_autofree char *source = g_build_filename (SOURCE_DIR, "data", relative, NULL);

  if (value != NULL && value[0] != '\0')
    return g_strdup (value);
  if (g_file_test (installed, G_FILE_TEST_IS_REGULAR))
    return g_steal_pointer (&installed);
  if (g_file_test (source, G_FILE_TEST_IS_REGULAR))
    return g_steal_pointer (&source);
  return NULL;
}

/* ---- Getters -------------------------------------------------------------- */

#define GETTER(type, name, field, fallback)                                                     \
  type ft_config_get_##name (FtConfig *config)                                                  \
  {                                                                                             \
    g_return_val_if_fail (FT_IS_CONFIG (config), fallback);                                     \
    return (type) config->field;                                                                \
  }
#define SETS(name)                                                                              \
  gboolean ft_config_sets_##name (FtConfig *config)                                             \
  {                                                                                             \
    g_return_val_if_fail (FT_IS_CONFIG (config), FALSE);                                        \
    return config->sets_##name;                                                                 \
  }

GETTER (const char *, path, path, NULL)
GETTER (const char *, layout, layout, NULL)
GETTER (const char *, layout_path, layout_path, NULL)
GETTER (double, player_seconds, player_seconds, 0)
GETTER (double, player_increment, player_increment, 0)
GETTER (double, cpu_seconds, cpu_seconds, 0)
GETTER (double, cpu_increment, cpu_increment, 0)
GETTER (double, per_move_seconds, per_move_seconds, 0)
GETTER (double, piece_movement_speed, piece_movement_speed, 0)
GETTER (double, max_movement_time, max_movement_time, 0)
GETTER (guint, board_files, board_files, 0)
GETTER (guint, board_ranks, board_ranks, 0)
GETTER (FtColour, player_colour, player_colour, FT_WHITE)
GETTER (FtRules, rules, rules, FT_RULES_FOURTEEN)
GETTER (FtLevel, difficulty, difficulty, FT_LEVEL_NORMAL)
GETTER (FtOpponent, opponent, opponent, FT_DEFAULT_OPPONENT)
GETTER (FtPromotion, promotion, promotion, FT_DEFAULT_PROMOTION)
GETTER (FtGameKind, game, game, FT_GAME_KIND_CHESS)
GETTER (gboolean, premove, premove, TRUE)
GETTER (gboolean, fog_of_war, fog_of_war, FALSE)
SETS (player_colour)
SETS (difficulty)
SETS (opponent)
SETS (premove)

#undef GETTER
#undef SETS

const FtCustomKinds *
ft_config_get_custom_kinds (FtConfig *config)
{
  g_return_val_if_fail (FT_IS_CONFIG (config), NULL);
  return &config->custom;
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
  setup->checkers_rules = config->checkers_rules;
  setup->checkers_turn_end = config->checkers_turn_end;
  return TRUE;
}

