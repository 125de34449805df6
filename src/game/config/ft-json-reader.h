/* ft-json-reader.h — reading validated values from a JSON document
 * (json-glib), each problem reported as an FtProblem that names the file and
 * the key path ("time_controls.cpu.seconds must be a number greater than
 * 0"). Used by the config reader; private to the game layer. */
#pragma once

#include <json-glib/json-glib.h>

#include "ft-problem.h"

G_BEGIN_DECLS

typedef struct {
  const char *file;
  GPtrArray *problems;
  guint n_errors;
} FtJsonReader;

typedef enum {
  FT_JSON_POSITIVE,     /* > 0 */
  FT_JSON_NON_NEGATIVE, /* ≥ 0 */
} FtJsonRange;

void ft_json_reader_error (FtJsonReader *loader, guint line, guint column, const char *format, ...)
  G_GNUC_PRINTF (4, 5);
/* A finite number in node (an integer or a fraction). */
gboolean ft_json_node_get_number (JsonNode *node, double *out);
/* "parent.key", or "key" when parent is NULL. */
char *ft_json_key_path (const char *parent, const char *key);
/* A warning for every member of object that is not in known (NULL-terminated). */
void ft_json_warn_unknown_keys (FtJsonReader *loader, JsonObject *object, const char *parent,
                                const char *const *known);
/* object.key, if present, into *out: a finite number in range, at most max. */
void ft_json_read_number (FtJsonReader *loader, JsonObject *object, const char *parent,
                          const char *key, FtJsonRange range, double max, double *out);
/* object.key, one of the names of enum_type (ft-names.h), into *out. */
void ft_json_read_choice (FtJsonReader *loader, JsonObject *object, const char *parent,
                          const char *key, GType enum_type, int *out);
/* object.key as an object, NULL (with an error) if it is something else or
 * absent (no error then). */
JsonObject *ft_json_get_object (FtJsonReader *loader, JsonObject *object, const char *parent,
                                const char *key);
/* Deeper nesting is refused before json-glib parses (it recurses once a
 * level); a config needs four. */
#define FT_JSON_MAX_DEPTH 64
/* TRUE if no array or object of the JSON text nests deeper than max_depth
 * (brackets inside strings do not count); else FALSE with *line and
 * *column (characters) of the bracket that goes one level too deep. Checks
 * nothing else: json-glib reports the rest. */
gboolean ft_json_check_depth (const char *text, gsize length, guint max_depth, guint *line,
                              guint *column);
/* Parse data (length bytes) into parser as every JSON file Fourteen reads
 * is parsed: NUL bytes, text that is not UTF-8 and nesting deeper than
 * FT_JSON_MAX_DEPTH are refused before json-glib sees them, a byte-order
 * mark is skipped, and json-glib's own errors come with their line and
 * column. FALSE, with the problem reported, when it does not parse. */
gboolean ft_json_reader_parse (FtJsonReader *loader, JsonParser *parser, const char *data,
                               gsize length);
/* A json-glib parse error as a problem with its line and column. */
void ft_json_report_parse_error (FtJsonReader *loader, const GError *error);

G_END_DECLS
