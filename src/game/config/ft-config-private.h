/* ft-config-private.h — FtConfig's fields and its table of options, shared
 * by the config's three files: ft-config.c (the object and its getters),
 * ft-config-read.c (config.json into the fields) and ft-config-levels.c
 * (the "levels"). Not for other code. */
#pragma once

#include "ft-config.h"
#include "ft-json-reader.h"

G_BEGIN_DECLS

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
  guint board_files;
  guint board_ranks;
  /* The options of ft_config_options[], each at its offset. */
  double player_seconds;
  double player_increment;
  double cpu_seconds;
  double cpu_increment;
  double per_move_seconds; /* 0: no per-move timer */
  double piece_movement_speed;
  double max_movement_time;
  int player_colour; /* FtColour */
  int rules;         /* FtRules */
  int difficulty;    /* FtLevel */
  int opponent;      /* FtOpponent */
  int promotion;     /* FtPromotion */
  int game;          /* FtGameKind */
  gboolean premove;
  gboolean fog_of_war;
  FtCheckersRules checkers_rules;
  FtCheckersTurnEnd checkers_turn_end;
  /* Whether the file named these keys (the app's preferences fill in the
   * ones it did not). */
  gboolean sets_player_colour;
  gboolean sets_difficulty;
  gboolean sets_opponent;
  gboolean sets_premove;
  GPtrArray *levels; /* FtConfigLevel*, see ft-config-levels.c */
  /* "pieces": kinds defined by Betza notation. */
  FtCustomKinds custom;
};

/* ---- The options --------------------------------------------------------
 * One row per simple key of config.json: where it is read from, the
 * property that shows it, its default and range. Reading, the properties,
 * the defaults and the list of known keys all come from this one table
 * (docs/config.md lists the same keys for people). */
typedef enum {
  FT_CONFIG_NUMBER,  /* double */
  FT_CONFIG_CHOICE,  /* int: a value of an enum with names (ft-names.h) */
  FT_CONFIG_BOOLEAN, /* gboolean */
} FtConfigValueType;

typedef struct {
  const char *key;      /* its path in config.json: "time_controls.player.seconds" */
  const char *property; /* "player-seconds" */
  const char *blurb;
  FtConfigValueType type;
  gsize offset;      /* of the value in struct _FtConfig */
  gsize sets_offset; /* of the "the file named it" flag, or 0 */
  double default_number; /* NUMBER: the default; CHOICE, BOOLEAN: as an int */
  /* NUMBER: */
  FtJsonRange range;
  double max;
  /* CHOICE: */
  GType (*enum_type) (void);
} FtConfigOption;

extern const FtConfigOption ft_config_options[];
extern const guint ft_config_n_options;

/* A path in the config's folder (relative names are relative to it). */
char *ft_config_resolve_relative (const char *config_path, const char *name);
/* The layout file at path read with the config's board, rules and pieces. */
gboolean ft_config_read_layout (FtConfig *self, const char *path, FtPosition *pos,
                                GPtrArray *problems);

/* "levels" (ft-config-levels.c). */
void ft_config_level_free (gpointer level);
void ft_config_read_levels (FtJsonReader *loader, JsonObject *root, FtConfig *self);

G_END_DECLS
