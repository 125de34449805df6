/* cli-protocol.h — what the engine protocols (`uci`, cli-uci.c, and
 * `xboard`, cli-xboard.c) share:
 *
 *  - reading a command line whole, however long (a line over
 *    FT_CLI_MAX_LINE bytes is discarded whole, never split into commands),
 *    and checking that it is UTF-8;
 *  - the search on a worker thread, so that the reading thread answers
 *    `isready`, `ping`, `stop` and `?` while it thinks, and output lines
 *    from both threads that never interleave;
 *  - perft for testing a front end's rules (`go perft N`, `perft N`);
 *  - the limits on time values.
 */
#pragma once

#include <stdio.h>

#include "ft-level-ratings.h"
#include "ft-position.h"
#include "ft-search.h"

G_BEGIN_DECLS

/* The longest command line read (4 MiB: a UCI `position … moves` of some
 * 800 000 plies). Longer lines are discarded with an error. */
#define FT_CLI_MAX_LINE (4 * 1024 * 1024)

typedef enum {
  FT_CLI_LINE_OK,
  FT_CLI_LINE_END,      /* end of input, nothing read */
  FT_CLI_LINE_TOO_LONG, /* discarded up to and including its newline */
  FT_CLI_LINE_NOT_UTF8, /* *bad_offset: the first byte that is not UTF-8 */
} FtCliLine;

/* Reads one line of in into line (without its end of line: "\n" or
 * "\r\n"). A NUL byte counts as not UTF-8. */
FtCliLine ft_cli_read_line (FILE *in, GString *line, gsize *bad_offset);

typedef struct _FtCliEngine FtCliEngine;

/* Called on the search thread when a search ends, with the move it chose
 * (FT_MOVE_NONE: no legal move) and the final figures. */
typedef void (*FtCliSearchDone) (FtCliEngine *engine, FtMove move, const FtSearchInfo *info,
                                 gpointer user_data);

struct _FtCliEngine {
  FILE *out;
  GMutex output_lock;
  FtSearcher *searcher;
  /* Strength (options Level, UCI_LimitStrength and UCI_Elo of both
   * protocols): the level, or when limited the level nearest elo on the
   * standard chess ratings (ft-level-ratings.h). Analysis (an infinite
   * search) is at full strength. */
  FtLevel level;
  gboolean limit_strength;
  gint64 elo;
  FtLevelRatings *ratings; /* NULL when not installed: no UCI_Elo */
  int elo_min, elo_max;
  guint64 seed;  /* the game's: the lower levels' choices and noise */
  guint64 max_nodes; /* every search stops after this many nodes; 0 = none */

  /* The running search; the reading thread touches none of it until
   * ft_cli_engine_stop() or ft_cli_engine_wait() returns. */
  GThread *thread;
  gint stop; /* atomic */
  GMutex stop_lock;
  GCond stop_cond;
  FtPosition *search_pos;
  FtSearchLimits limits;
  FtLevel playing; /* the level of the running search */
  FtMoveList *root_moves; /* limits.root_moves points here when set */
  FtSearchInfoFunc info_func;
  FtCliSearchDone done_func;
  gpointer user_data;
};

/* What a protocol session reads and writes, and its limits. */
typedef struct {
  FILE *in;
  FILE *out;
  const char *config_path; /* --config, or NULL */
  gsize hash_mb;           /* the transposition table at the start */
  /* Fuzzing: every search stops after this many nodes and perft goes at
   * most 2 plies deep, so that no input makes a session think for long.
   * 0 = no limit. */
  guint64 max_nodes;
} FtCliSession;

/* The protocol loops, until `quit` or the end of input: 0, or 2 when the
 * config cannot be used (its problems go to stderr). */
int ft_cli_uci_session (const FtCliSession *session);    /* cli-uci.c */
int ft_cli_xboard_session (const FtCliSession *session); /* cli-xboard.c */

void ft_cli_engine_init (FtCliEngine *engine, const FtCliSession *session);
/* Stops a search and frees everything. */
void ft_cli_engine_clear (FtCliEngine *engine);

/* Prints one line (a newline is added) and flushes, under the output lock. */
void ft_cli_engine_print (FtCliEngine *engine, const char *format, ...) G_GNUC_PRINTF (2, 3);
/* Hold the output lock across several prints (and what they depend on). */
void ft_cli_engine_lock_output (FtCliEngine *engine);
void ft_cli_engine_unlock_output (FtCliEngine *engine);
/* Print under a lock the caller holds. */
void ft_cli_engine_print_locked (FtCliEngine *engine, const char *format, ...) G_GNUC_PRINTF (2, 3);

/* Starts searching a copy of pos on a worker thread. root_moves (may be
 * NULL) limits the moves searched at the root (UCI searchmoves). */
void ft_cli_engine_start (FtCliEngine *engine, const FtPosition *pos, const FtSearchLimits *limits,
                          const FtMoveList *root_moves, FtSearchInfoFunc info_func,
                          FtCliSearchDone done_func, gpointer user_data);
gboolean ft_cli_engine_is_searching (const FtCliEngine *engine);
/* Asks the search to stop and waits for its thread (and its done_func). */
void ft_cli_engine_stop (FtCliEngine *engine);
/* Waits for the search to end by itself. */
void ft_cli_engine_wait (FtCliEngine *engine);
/* For a done_func: has a stop been asked for? Blocks until it is when
 * wait is TRUE (UCI's `go infinite` answers only after `stop`). */
gboolean ft_cli_engine_stop_requested (FtCliEngine *engine, gboolean wait);

/* The protocols' strength options. Level: a level's name (ft-names.h);
 * UCI_LimitStrength: "true" or "false"; UCI_Elo: a whole number in the
 * ratings' range. Bad values are refused with a message for the protocol's
 * error line (free it); TRUE when taken. */
gboolean ft_cli_engine_set_level (FtCliEngine *engine, const char *value, char **message);
gboolean ft_cli_engine_set_limit_strength (FtCliEngine *engine, const char *value, char **message);
gboolean ft_cli_engine_set_elo (FtCliEngine *engine, const char *value, char **message);
/* The level the next search plays (analysis: the top). */
FtLevel ft_cli_engine_playing_level (const FtCliEngine *engine, gboolean analysis);

/* Perft of pos to depth for a protocol: "MOVE: count" per legal move, then
 * "Nodes searched: N" (as Stockfish's `go perft`), each line with prefix. */
void ft_cli_engine_perft (FtCliEngine *engine, FtPosition *pos, int depth, const char *prefix);

/* Make room in pos's history before a long game fills it (keeps what the
 * repetition rule needs): any number of moves may be played. */
void ft_cli_make_room (FtPosition *pos);

/* A whole number in text: TRUE and *value clamped to [min, max] if it is
 * one (optionally signed, digits only, any size); FALSE if it is not. */
gboolean ft_cli_parse_int (const char *text, gint64 min, gint64 max, gint64 *value);

G_END_DECLS
