/* cli-common.h — what several sub-commands of fourteen-cli share: named
 * choices on the command line, the start position from --fen / --config /
 * --rules, and the `info` lines of a search. */
#pragma once

#include <glib.h>

#include "ft-names.h"
#include "ft-position.h"
#include "ft-search.h"

G_BEGIN_DECLS

/* Parses `text` as a nick of enum_type (ft-names.h: case-insensitive,
 * aliases such as "chess"). On failure prints
 *   PREFIX: unknown WHAT 'TEXT' (expected "a", "b" or "c")
 * to stderr and returns FALSE. */
gboolean ft_cli_parse_name (const char *prefix, GType enum_type, const char *what,
                            const char *text, int *value);

/* The position from --fen, --config or the default 14×14 layout (the 8×8
 * start with rules "standard"). --fen with --config: the FEN played by the
 * config's rules (custom pieces, promotion, fog of war); --rules overrides
 * the rule set the FEN is read with. Prints the problem and returns FALSE
 * on bad input. */
gboolean ft_cli_load_position (const char *fen, const char *config_path, const char *rules_name,
                               FtPosition *pos);

/* One UCI `info depth D seldepth S [multipv K] score … nodes N nps N time
 * MS pv …` line (multipv when the search ranks several lines). */
char *ft_cli_info_line (const FtSearchInfo *info);

/* Prints ft_cli_info_line(); an FtSearchInfoFunc. */
void ft_cli_print_info (const FtSearchInfo *info, gpointer user_data);

G_END_DECLS
