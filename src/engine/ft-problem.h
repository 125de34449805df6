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

/* Input files (layouts, configs) are small; anything bigger is refused
 * rather than read into memory. */
#define FT_MAX_INPUT_FILE_SIZE (1024 * 1024)

/* Read a whole input file. A missing, unreadable, special (a folder,
 * /dev/zero) or oversized file is reported in problems, naming path and
 * `what` ("layout file", "config file"): "PATH: layout file not found". */
gboolean ft_read_input_file (const char *path, const char *what, char **contents, gsize *length,
                             GPtrArray *problems);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (FtProblem, ft_problem_free)

G_END_DECLS
