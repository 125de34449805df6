/* cli-common.h — what several sub-commands of fourteen-cli share: named
 * choices on the command line, the start position from --fen / --config /
 * --rules, and the `info` lines of a search. */
#pragma once

#include <glib-object.h>

#include "ft-config.h"
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

/* The config at path, its problems (warnings too) said on stderr, each
 * naming the file, line and column; NULL when it cannot be used. */
FtConfig *ft_cli_load_config (const char *path);

/* A clock "SECONDS+INCREMENT" ("180+2", "0.5", "300+0.5": more than 0 s
 * and at most a day, an increment up to a day) in milliseconds. The one
 * reader of --clock. */
gboolean ft_cli_parse_clock (const char *text, gint64 *ms, gint64 *increment_ms);

/* For tests only: FOURTEEN_TEST_NET_TIMING="keepalive=50,silence=300,
 * hello=100,retry=20,claim=100" (milliseconds) sets a network host's or
 * client's periods (its properties), so that tests never wait the real
 * ones (docs/network.md). */
void ft_cli_apply_test_timing (GObject *object);

/* One UCI `info depth D seldepth S [multipv K] score … nodes N nps N time
 * MS pv …` line (multipv when the search ranks several lines). */
char *ft_cli_info_line (const FtSearchInfo *info);

/* Prints ft_cli_info_line(); an FtSearchInfoFunc. */
void ft_cli_print_info (const FtSearchInfo *info, gpointer user_data);

G_END_DECLS
