/* ft-json-reader.c — see ft-json-reader.h. */
#include "ft-json-reader.h"

#include <math.h>
#include <stdio.h>
#include <string.h>

#include "ft-levels.h"
#include "ft-names.h"


void
ft_json_reader_error (FtJsonReader *loader, guint line, guint column, const char *format, ...)
{
  va_list args;
  char *message;

  va_start (args, format);
  message = g_strdup_vprintf (format, args);
  va_end (args);
  ft_problem_list_add (loader->problems, FT_SEVERITY_ERROR, loader->file, line, column, "%s",
                       message);
  g_free (message);
  loader->n_errors++;
}

char *
ft_json_key_path (const char *parent, const char *key)
{
  return parent != NULL ? g_strconcat (parent, ".", key, NULL) : g_strdup (key);
}

/* Warn about every member of object that is not in known (NULL-terminated). */
void
ft_json_warn_unknown_keys (FtJsonReader *loader, JsonObject *object, const char *parent,
                   const char *const *known)
{
  GList *members = json_object_get_members (object);

  for (GList *l = members; l != NULL; l = l->next)
    {
      const char *name = l->data;

      if (!g_strv_contains (known, name))
        {
          g_autofree char *path = ft_json_key_path (parent, name);
          ft_problem_list_add (loader->problems, FT_SEVERITY_WARNING, loader->file, 0, 0,
                               "unknown key \"%s\"", path);
        }
    }
  g_list_free (members);
}

gboolean
ft_json_node_get_number (JsonNode *node, double *out)
{
  GType type;

  if (node == NULL || !JSON_NODE_HOLDS_VALUE (node))
    return FALSE;
  type = json_node_get_value_type (node);
  if (type != G_TYPE_INT64 && type != G_TYPE_DOUBLE)
    return FALSE;
  *out = json_node_get_double (node);
  return isfinite (*out);
}


/* Read object.key into *out if present. */
void
ft_json_read_number (FtJsonReader *loader, JsonObject *object, const char *parent, const char *key,
             FtJsonRange range, double max, double *out)
{
  g_autofree char *path = NULL;
  JsonNode *node;
  double value;

  if (!json_object_has_member (object, key))
    return;
  node = json_object_get_member (object, key);
  path = ft_json_key_path (parent, key);
  if (!ft_json_node_get_number (node, &value) || (range == FT_JSON_POSITIVE && !(value > 0)) ||
      (range == FT_JSON_NON_NEGATIVE && !(value >= 0)))
    {
      ft_json_reader_error (loader, 0, 0, "%s must be a number %s", path,
                    range == FT_JSON_POSITIVE ? "greater than 0" : "greater than or equal to 0");
      return;
    }
  if (value > max)
    {
      ft_json_reader_error (loader, 0, 0, "%s must be a number no greater than %g", path, max);
      return;
    }
  *out = value;
}

/* Read object.key, one of choices (NULL-terminated), into *out as its index. */
/* Read object.key, one of the names of enum_type (ft-names.h), into *out. */
void
ft_json_read_choice (FtJsonReader *loader, JsonObject *object, const char *parent, const char *key,
             GType enum_type, int *out)
{
  g_autofree char *path = ft_json_key_path (parent, key);
  g_autofree char *expected = NULL;
  JsonNode *node;
  const char *value = NULL;

  if (!json_object_has_member (object, key))
    return;
  node = json_object_get_member (object, key);
  if (JSON_NODE_HOLDS_VALUE (node) && json_node_get_value_type (node) == G_TYPE_STRING)
    value = json_node_get_string (node);
  if (value != NULL && ft_name_parse (enum_type, value, out))
    return;
  /* A level may be a bare number: "difficulty": 4. */
  if (enum_type == FT_TYPE_LEVEL && JSON_NODE_HOLDS_VALUE (node)
      && json_node_get_value_type (node) == G_TYPE_INT64 && ft_level_is_valid (json_node_get_int (node)))
    {
      *out = (int) json_node_get_int (node);
      return;
    }
  expected = ft_name_list (enum_type);
  ft_json_reader_error (loader, 0, 0, "%s must be %s", path, expected);
}

JsonObject *
ft_json_get_object (FtJsonReader *loader, JsonObject *object, const char *parent, const char *key)
{
  JsonNode *node;

  if (!json_object_has_member (object, key))
    return NULL;
  node = json_object_get_member (object, key);
  if (!JSON_NODE_HOLDS_OBJECT (node))
    {
      g_autofree char *path = ft_json_key_path (parent, key);
      ft_json_reader_error (loader, 0, 0, "%s must be an object", path);
      return NULL;
    }
  return json_node_get_object (node);
}

/* json-glib reports "<data>:LINE:COL: Parse error: what"; keep the position
 * as our line and column and the rest as the message. */
void
ft_json_report_parse_error (FtJsonReader *loader, const GError *error)
{
  const char *message = error->message;
  const char *what;
  guint line = 0, column = 0;
  int consumed = 0;

  if (g_str_has_prefix (message, "<data>:"))
    {
      if (sscanf (message + strlen ("<data>:"), "%u:%u: %n", &line, &column, &consumed) < 2 ||
          consumed == 0)
        {
          line = column = 0;
          consumed = 0;
        }
      else
        {
          message += strlen ("<data>:") + consumed;
        }
    }
  what = message;
  if (g_str_has_prefix (what, "Parse error: "))
    what += strlen ("Parse error: ");
  ft_json_reader_error (loader, line, column, "malformed JSON: %s", what);
}

gboolean
ft_json_check_depth (const char *text, gsize length, guint max_depth, guint *line, guint *column)
{
  gboolean in_string = FALSE;
  guint depth = 0;

  for (gsize i = 0; i < length; i++)
    {
      char c = text[i];

      if (in_string)
        {
          if (c == '\\')
            i++; /* the escaped character, '"' included */
          else if (c == '"')
            in_string = FALSE;
        }
      else if (c == '"')
        in_string = TRUE;
      else if (c == '[' || c == '{')
        {
          if (++depth > max_depth)
            {
              ft_text_position (text, i, line, column);
              return FALSE;
            }
        }
      else if ((c == ']' || c == '}') && depth > 0)
        depth--;
    }
  return TRUE;
}

gboolean
ft_json_reader_parse (FtJsonReader *loader, JsonParser *parser, const char *data, gsize length)
{
  g_autoptr (GError) error = NULL;
  const char *nul = memchr (data, '\0', length);
  guint line, column;
  gsize bom;
  guchar byte;

  /* json-glib would stop at a NUL byte and misreport what follows. */
  if (nul != NULL)
    {
      ft_text_position (data, nul - data, &line, &column);
      ft_json_reader_error (loader, line, column, "malformed JSON: a NUL byte");
      return FALSE;
    }
  if (!ft_text_check_utf8 (data, length, &line, &column, &byte))
    {
      ft_json_reader_error (loader, line, column,
                            "not valid UTF-8 (byte 0x%02x): the file must be saved as UTF-8", byte);
      return FALSE;
    }
  /* json-glib parses recursively: '{"a":' 100,000 times overflowed its
   * stack and crashed the game at every start. */
  if (!ft_json_check_depth (data, length, FT_JSON_MAX_DEPTH, &line, &column))
    {
      ft_json_reader_error (loader, line, column, "malformed JSON: nested more than %d levels deep",
                            FT_JSON_MAX_DEPTH);
      return FALSE;
    }
  /* A byte-order mark some editors write; json-glib does not skip it. */
  bom = ft_text_bom_length (data, length);
  if (!json_parser_load_from_data (parser, data + bom, length - bom, &error))
    {
      ft_json_report_parse_error (loader, error);
      return FALSE;
    }
  return TRUE;
}
