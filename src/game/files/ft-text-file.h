/* ft-text-file.h — the one way Fourteen reads a text file a person may
 * hand it: configs, layouts, levels, saved games (PGN), the autosave,
 * statistics and puzzle progress.
 *
 * Whatever lies at the path, reading ends promptly with the text or a clear
 * error: the file is opened without blocking and checked on the open file
 * (fstat) — a regular file only, so a named pipe (FIFO) cannot hang the
 * program and a link to /dev/zero cannot fill its memory; at most a size
 * cap is read; and the text must be UTF-8, else the error says "not valid
 * UTF-8" with the line and column of the first bad byte.
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

#define FT_TEXT_FILE_ERROR (ft_text_file_error_quark ())
GQuark ft_text_file_error_quark (void);

typedef enum {
  FT_TEXT_FILE_ERROR_NOT_FOUND,
  FT_TEXT_FILE_ERROR_NOT_REGULAR, /* a folder, a named pipe, a device, a socket */
  FT_TEXT_FILE_ERROR_TOO_LARGE,
  FT_TEXT_FILE_ERROR_NOT_UTF8,
  FT_TEXT_FILE_ERROR_FAILED, /* permission, input/output */
} FtTextFileError;

/* The cap of every reader of small files (configs, layouts, saved games). */
#define FT_TEXT_FILE_MAX_SIZE (1024 * 1024)

/* The whole text of the file at path (NUL-terminated; *length, which may
 * be NULL, without the NUL), or NULL with error. `what` names the file in
 * messages ("config file", "saved game"). Messages start with the path:
 * "PATH: config file not found", "PATH: cannot read the config file: it is
 * a named pipe, not a regular file", "PATH: the config file is too large
 * (more than 1048576 bytes)", "PATH:3:7: not valid UTF-8 (byte 0xff): …". */
char *ft_text_file_read (const char *path, const char *what, gsize max_size, gsize *length,
                         GError **error);

/* The same, the problem (if any) added to problems as an FtProblem with
 * the path as its file and, for UTF-8, its line and column. */
gboolean ft_text_file_read_problems (const char *path, const char *what, gsize max_size,
                                     char **contents, gsize *length, GPtrArray *problems);

/* A key file (statistics, puzzle progress) read as above, then parsed. */
gboolean ft_text_file_load_key_file (GKeyFile *file, const char *path, const char *what,
                                     GKeyFileFlags flags, GError **error);

G_END_DECLS
