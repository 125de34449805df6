/* ft-file-kind.h — what a text is: a saved game (PGN), a config (JSON), a
 * layout or a FEN. The one place that decides, for `fourteen-cli check`,
 * the window's Open and its Paste, so that each reader sees only its own
 * texts and says clearly when it is handed another kind.
 *
 * A name that says what the file is decides: "*.pgn" is a PGN, "*.json" a
 * config (a ".json" starting with '[' is a config that is not a JSON
 * object, never a PGN). Otherwise the content decides by its first
 * character: '{' a config; '[' then a letter a PGN tag pair ("[Event"),
 * '[' then anything else a JSON array (a config, refused as such); one
 * line "board/board… w …" a FEN; any other text with a digit a PGN's
 * movetext ("1. e4", "e4 e5"); letters and spaces only a layout. A UTF-8
 * byte-order mark and blanks before the first character do not count.
 */
#pragma once

#include <glib-object.h>

G_BEGIN_DECLS

typedef enum {
  FT_FILE_KIND_EMPTY,  /* nothing but blanks */
  FT_FILE_KIND_PGN,
  FT_FILE_KIND_CONFIG, /* JSON */
  FT_FILE_KIND_LAYOUT,
  FT_FILE_KIND_FEN,
} FtFileKind;

/* name (a path or file name; NULL for pasted text) and text (length
 * bytes, or NUL-terminated when length is -1). */
FtFileKind ft_file_kind_detect (const char *name, const char *text, gssize length);

/* "a saved game (PGN)", "a config (JSON)", "a layout", "a position (FEN)",
 * "empty": for messages. */
const char *ft_file_kind_describe (FtFileKind kind);

G_END_DECLS
