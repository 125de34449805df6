/* cli-test-util.h — fourteen-cli (path in $FOURTEEN_CLI) as a process the
 * tests talk to: lines on stdin, stdout read as it comes, waits on the
 * main loop with a deadline (never a sleep). */
#pragma once

#include <gio/gio.h>

#define CLI_DEADLINE_MS 15000

typedef struct {
  GSubprocess *process;
  GDataInputStream *out;
  GOutputStream *in;
  GString *text; /* everything printed so far */
  gsize mark;    /* cli_wait_next() searches from here */
  gboolean eof;
  const char *label;
} Cli;

/* fourteen-cli with the arguments (NULL-terminated); stderr goes to the
 * test's stderr. */
Cli *cli_start (const char *label, ...) G_GNUC_NULL_TERMINATED;
/* The same with stderr in the text too, and an environment variable
 * ("NAME=VALUE", or NULL). */
Cli *cli_start_merged (const char *label, const char *env, const char *const *args);

/* Another program than fourteen-cli, the same way (stderr merged). */
Cli *cli_start_program (const char *label, const char *program, const char *env, const char *const *args);

/* The number of times needle has been printed. */
guint cli_count (Cli *cli, const char *needle);
/* Wait until needle has been printed n times. */
void cli_wait_for (Cli *cli, const char *needle, guint n);
/* Wait until needle is printed after the mark; the mark moves past it. */
void cli_wait_next (Cli *cli, const char *needle);
void cli_send (Cli *cli, const char *line);
/* The port from "listening on port N". */
char *cli_port_of (Cli *host);

/* Close stdin (or kill), wait for the exit; its status (-1: killed). */
int cli_finish (Cli *cli, gboolean kill);
/* Wait for the program to end by itself; its status. */
int cli_wait_exit (Cli *cli);
/* One main loop iteration (at most 10 ms of waiting). */
void cli_iterate (void);
