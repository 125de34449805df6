/* ft-problem.h — problems found in input files (layouts, configs, FENs),
 * each with the file, line and column it concerns, so every front end can
 * print "FILE:LINE:COL: message" or show it in a dialog. */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

#define FT_ERROR (ft_error_quark ())
GQuark ft_error_quark (void);

typedef enum {
  FT_ERROR_INVALID_POSITION, /* kings, pawns on promotion ranks, check, … */
  FT_ERROR_PARSE,            /* malformed text: FEN, layout, move */
  FT_ERROR_CONFIG,           /* a config key with a wrong type or value */
  FT_ERROR_IO,               /* a file that cannot be read */
} FtError;

typedef enum {
  FT_SEVERITY_ERROR,
  FT_SEVERITY_WARNING,
} FtSeverity;

typedef struct {
  FtSeverity severity;
  char *file;    /* may be NULL */
  guint line;    /* 1-based; 0 if it does not apply */
  guint column;  /* 1-based; 0 if it does not apply */
  char *message;
} FtProblem;

FtProblem *ft_problem_new (FtSeverity severity, const char *file, guint line, guint column,
                           const char *format, ...) G_GNUC_PRINTF (5, 6);
void ft_problem_free (FtProblem *problem);
/* "FILE:LINE:COL: message", "FILE:LINE: message" or "FILE: message";
 * warnings say "warning: " before the message. */
char *ft_problem_to_string (const FtProblem *problem);

/* A list of problems: a GPtrArray of FtProblem* that frees its elements. */
GPtrArray *ft_problem_list_new (void);
void ft_problem_list_add (GPtrArray *list, FtSeverity severity, const char *file, guint line,
                          guint column, const char *format, ...) G_GNUC_PRINTF (6, 7);
gboolean ft_problem_list_has_errors (GPtrArray *list);
/* All problems, one per line (for dialogs and stderr). */
char *ft_problem_list_to_string (GPtrArray *list);

/* ---- Text at a reader's door ----------------------------------------------
 * Every reader (files, FEN, PGN, layouts, configs) takes UTF-8 only and says
 * where it is not: "not valid UTF-8 (byte 0xff)" at a line and column. */

/* TRUE if text (length bytes; NUL bytes count as valid) is valid UTF-8. Otherwise
 * *line and *column (1-based; columns count characters) and *byte (the
 * first bad byte) say where, for each that is not NULL. */
gboolean ft_text_check_utf8 (const char *text, gsize length, guint *line, guint *column,
                             guchar *byte);
/* The line and column (1-based; columns count characters) of the byte at
 * offset in text. */
void ft_text_position (const char *text, gsize offset, guint *line, guint *column);
/* Add "not valid UTF-8 (byte 0xHH)" for file at the place of the first bad
 * byte of text and return FALSE, or return TRUE when text is valid. */
gboolean ft_text_check_utf8_problem (const char *text, gsize length, const char *file,
                                     GPtrArray *problems);
/* The length of a UTF-8 byte-order mark at the start of text: 3 or 0.
 * Readers skip it (editors on some systems write one). */
gsize ft_text_bom_length (const char *text, gsize length);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (FtProblem, ft_problem_free)

G_END_DECLS
