/* ft-config.h — the game's settings from config.json (docs/config.md).
 *
 * An FtConfig is immutable: it is built once, from a file or the built-in
 * defaults, with every key validated. Problems (errors and warnings) are
 * reported as FtProblem entries naming the file, with the line and column of
 * malformed JSON, or the key path and what was expected for a bad value.
 */
#pragma once

#include <glib-object.h>

#include "ft-game-setup.h"
#include "ft-position.h"
#include "ft-problem.h"

G_BEGIN_DECLS

#define FT_TYPE_CONFIG (ft_config_get_type ())
G_DECLARE_FINAL_TYPE (FtConfig, ft_config, FT, CONFIG, GObject)

/* The built-in defaults: 180 s + 2 s for both sides, the human plays White,
 * 6 px per frame, at most 1 s per animation, 14×14 Fourteen rules, normal
 * difficulty, the default 14×14 start position. */
FtConfig *ft_config_new_default (void);

/* Load and validate the config file at path. Returns NULL when there are
 * errors; warnings (unknown keys) are appended to problems in both cases. */
FtConfig *ft_config_load (const char *path, GPtrArray *problems);

/* The same from data already in memory; path names the file in problems and
 * is the base for a relative layout path (it need not exist). */
FtConfig *ft_config_load_from_data (const char *data, gssize length, const char *path,
                                    GPtrArray *problems);

/* The start position of the config: its layout file (relative to the
 * config's folder) read with the config's board size and rules, or the
 * built-in start position of the rules when the config names no layout,
 * with every rule of the config: custom pieces, promotion and fog of war.
 * Each front end (window, play, UCI, XBoard, perft, bestmove) starts here. */
gboolean ft_config_load_position (FtConfig *config, FtPosition *pos, GPtrArray *problems);
/* A position given as FEN, played by the config's rules: its custom pieces
 * (the FEN may use their letters), promotion and fog of war; the FEN is
 * read with the config's rule set unless rules is not -1 (an FtRules). */
gboolean ft_config_load_fen (FtConfig *config, const char *fen, int rules, FtPosition *pos,
                             GError **error);

/* $XDG_CONFIG_HOME/fourteen/config.json if that file exists, else NULL. */
char *ft_config_find_user_config (void);

/* The file the config came from (NULL for the built-in defaults). */
const char *ft_config_get_path (FtConfig *config);
/* The "layout" value as written in the file, or NULL when absent. */
const char *ft_config_get_layout (FtConfig *config);
/* The layout file to read: "layout" resolved against the config's folder;
 * or, when "layout" is absent, layout.txt next to the config if it exists;
 * NULL means the built-in start position of the rules. */
const char *ft_config_get_layout_path (FtConfig *config);
double ft_config_get_player_seconds (FtConfig *config);
double ft_config_get_player_increment (FtConfig *config);
double ft_config_get_cpu_seconds (FtConfig *config);
double ft_config_get_cpu_increment (FtConfig *config);
FtColour ft_config_get_player_colour (FtConfig *config);
double ft_config_get_piece_movement_speed (FtConfig *config);
double ft_config_get_max_movement_time (FtConfig *config);
guint ft_config_get_board_files (FtConfig *config);
guint ft_config_get_board_ranks (FtConfig *config);
FtRules ft_config_get_rules (FtConfig *config);
FtLevel ft_config_get_difficulty (FtConfig *config);

/* "opponent" ("computer" or "human"), "promotion" ("queen" or "choose"),
 * "time_controls.per_move" (seconds a turn; 0 when absent). */
FtOpponent ft_config_get_opponent (FtConfig *config);
/* "game": chess (default) or checkers. */
FtGameKind ft_config_get_game (FtConfig *config);
FtPromotion ft_config_get_promotion (FtConfig *config);
double ft_config_get_per_move_seconds (FtConfig *config);

/* The "pieces" of the config (n == 0 when it defines none); positions from
 * ft_config_load_position carry them. */
const FtCustomKinds *ft_config_get_custom_kinds (FtConfig *config);

/* Did the config file name "player_colour" / "difficulty" / "opponent"
 * itself? (The defaults and a file without the key say FALSE.) */
gboolean ft_config_sets_player_colour (FtConfig *config);
gboolean ft_config_sets_difficulty (FtConfig *config);
gboolean ft_config_sets_opponent (FtConfig *config);
/* "premove" (true or false, default true): premoves on the board while the
 * other side thinks; a file that names it wins over the preference. */
gboolean ft_config_get_premove (FtConfig *config);
gboolean ft_config_sets_premove (FtConfig *config);

/* ---- Levels (puzzles) ----------------------------------------------------
 * The config's "levels" (docs/config.md#levels): problems set on a layout,
 * each checked when the config loads (the solution's moves are legal in turn
 * and end in mate within the goal). */
typedef struct {
  char *name;        /* unique within the config; solved levels are keyed by it */
  char *layout;      /* as written */
  char *layout_path; /* resolved against the config's folder */
  FtColour to_move;  /* the player's side */
  guint goal_moves;  /* "mate in N" */
  char **solution;   /* coordinate moves of both sides, the player's first */
} FtConfigLevel;

guint ft_config_get_n_levels (FtConfig *config);
/* Level `index` (0-based), or NULL when out of range. */
const FtConfigLevel *ft_config_get_level (FtConfig *config, guint index);
/* The start position of level `index`: its layout with its side to move. */
gboolean ft_config_load_level_position (FtConfig *config, guint index, FtPosition *pos,
                                        GPtrArray *problems);
/* The shipped puzzles: $FOURTEEN_LEVELS if set, else
 * PKGDATADIR/levels/levels.json if installed, else the source tree's
 * data/levels/levels.json. NULL if none exists. */
char *ft_config_find_shipped_levels (void);
/* A shipped data file: $variable if set (variable may be NULL), else
 * PKGDATADIR/relative if installed, else the source tree's data/relative.
 * NULL if none exists. */
char *ft_config_find_shipped_file (const char *variable, const char *relative);

/* Fill in `setup` from the config: its start position (FALSE, with
 * problems, if the layout is bad), players, clocks and animation. */
gboolean ft_config_to_setup (FtConfig *config, FtGameSetup *setup, GPtrArray *problems);

/* "fog_of_war": TRUE for fog-of-war chess (docs/rules.md#fog-of-war). */
gboolean ft_config_get_fog_of_war (FtConfig *config);

G_END_DECLS
