/* ft-config-levels.c — the config's "levels" (docs/config.md#levels):
 * problems set on a layout, each checked when the config loads by playing
 * its solution on its layout. */
#include "ft-config-private.h"

#include "config.h"

#include <string.h>

#include "ft-mate.h"
#include "ft-names.h"

void
ft_config_level_free (gpointer data)
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
  if (!ft_config_read_layout (self, level->layout_path, pos, problems))
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
          level->layout_path = ft_config_resolve_relative (self->path, text);
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
      ft_config_level_free (level);
      return NULL;
    }
  return level;
}

void
ft_config_read_levels (FtJsonReader *loader, JsonObject *root, FtConfig *self)
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
  return ft_config_find_shipped_file ("FOURTEEN_LEVELS", "levels/levels.json");
}
