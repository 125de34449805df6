/* cli-lines.h — stdin read line by line on the main loop, for the text
 * games that also wait for other things (a computer thinking, a clock, the
 * network): each line goes to a callback; reading can be held while, say,
 * the computer thinks, so that the commands after a move see its answer. */
#pragma once

#include <gio/gio.h>

G_BEGIN_DECLS

/* A command line; FALSE ends the loop (quit). */
typedef gboolean (*FtCliLineFunc) (const char *line, gpointer user_data);

typedef struct _FtCliLines FtCliLines;

FtCliLines *ft_cli_lines_new (FtCliLineFunc func, gpointer user_data);
/* The same for another input (a fuzzer's bytes, a test's script). */
FtCliLines *ft_cli_lines_new_for_stream (GInputStream *input, FtCliLineFunc func,
                                         gpointer user_data);
void ft_cli_lines_free (FtCliLines *lines);
/* Run the main loop until a command or ft_cli_lines_quit() ends it, or the
 * input ends. */
void ft_cli_lines_run (FtCliLines *lines);
void ft_cli_lines_quit (FtCliLines *lines);
/* Read no further line until resumed (holds nest). */
void ft_cli_lines_hold (FtCliLines *lines);
void ft_cli_lines_resume (FtCliLines *lines);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (FtCliLines, ft_cli_lines_free)

G_END_DECLS
