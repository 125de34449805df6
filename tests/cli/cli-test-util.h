/* cli-test-util.h — running fourteen-cli (path in $FOURTEEN_CLI) from a
 * test: once with scripted input (CliRun), or as a live engine process
 * spoken to line by line (CliEngine), as a chess GUI does. */
#pragma once

#include <gio/gio.h>

G_BEGIN_DECLS

typedef struct {
  int status;
  char *out;
  char *err;
} CliRun;

/* Run fourteen-cli with the arguments (NULL-terminated) and input on stdin;
 * the test is skipped (and run->status is -1) when $FOURTEEN_CLI is unset. */
void cli_run (CliRun *run, const char *input, ...) G_GNUC_NULL_TERMINATED;
void cli_runv (CliRun *run, const char *input, const char *const *args);
void cli_run_clear (CliRun *run);

/* Assert that text has a line equal to line. */
void assert_has_line (const char *text, const char *line);
/* How many lines of text equal line. */
guint count_lines (const char *text, const char *line);
/* Index of the first line starting with prefix, or -1. */
int line_index (char **lines, const char *prefix);

/* A scratch folder with files, removed by scratch_clear(). */
typedef struct {
  char *dir;
  GPtrArray *files;
} Scratch;

void scratch_init (Scratch *scratch);
/* Writes the file and returns its path (owned by the scratch). */
const char *scratch_write (Scratch *scratch, const char *name, const char *contents);
/* A path in the folder for a file the program writes. */
const char *scratch_path (Scratch *scratch, const char *name);
void scratch_clear (Scratch *scratch);

/* A live fourteen-cli process. */
typedef struct {
  GSubprocess *process;
  GOutputStream *in;
  GDataInputStream *out;
  GMainContext *context;
} CliEngine;

/* Starts fourteen-cli with the arguments (NULL-terminated); FALSE (and the
 * test skipped) when $FOURTEEN_CLI is unset. */
gboolean cli_engine_start (CliEngine *e, ...) G_GNUC_NULL_TERMINATED;
void cli_engine_send (CliEngine *e, const char *line);
/* Writes bytes as they are (no newline added). */
void cli_engine_write (CliEngine *e, const char *bytes, gsize length);
/* Reads lines until one starts with prefix and returns it; the lines before
 * it are appended to seen (if not NULL). Fails the test if none comes
 * within timeout_ms or the output ends. */
char *cli_engine_expect (CliEngine *e, const char *prefix, guint timeout_ms, GPtrArray *seen);
/* The next line, or NULL if none comes within timeout_ms (or at the end). */
char *cli_engine_read_line (CliEngine *e, guint timeout_ms);
/* Sends quit (unless quit is FALSE: then closes its input), waits for the
 * process and asserts it exited with status 0. */
void cli_engine_finish (CliEngine *e, gboolean quit);

G_END_DECLS
