/* ft-pgn.h — Portable Game Notation for every rule set and board size.
 *
 * Reading: UTF-8 text (a byte-order mark is skipped), tag pairs, movetext
 * with move numbers ("12.", "12...", "12. ..."), "{…}" and ";" comments, "%"
 * escape lines, NAGs ("$14") and "!?" suffixes, variations "( … )"
 * (skipped), the results "1-0 0-1 1/2-1/2 *", and clock comments
 * "{[%clk H:MM:SS]}" (the mover's remaining time after each move). Moves are
 * read with ft_san_parse() against the position. The tags that decide the
 * game: [Variant] (absent or "Standard": standard rules, 8×8 without a
 * Variant tag; "Fourteen": Fourteen rules), [FEN] (the start; without it the
 * rule set's default start), [TimeControl] (every form of the PGN standard;
 * see ft_pgn_parse_time_control) and our [BlackTimeControl] when Black's
 * clock differs. A tag the reader cannot use is a warning, never the loss
 * of the game. See docs/formats.md#pgn for the whole set and every error.
 *
 * Every error is in FT_PGN_ERROR with a message without position; the
 * reader tells the 1-based line and column (in characters) it concerns.
 */
#pragma once

#include "ft-position.h"
#include "ft-problem.h"

G_BEGIN_DECLS

/* Larger texts are refused before any parsing. */
#define FT_PGN_MAX_SIZE (1024 * 1024)
/* What one game may hold; more is refused with FT_PGN_ERROR_TOO_LARGE
 * (real games hold a few dozen tags, comments of a few hundred bytes and
 * some hundred plies; the 75-move rule ends a chess game before 12,000). */
#define FT_PGN_MAX_TAGS 1000 /* besides those the writer adds itself (Event, FEN, …) */
#define FT_PGN_MAX_TAG_LENGTH 4096     /* bytes of a tag's name or value */
#define FT_PGN_MAX_COMMENT_LENGTH 65536 /* bytes of one comment */
#define FT_PGN_MAX_PLIES 20000

#define FT_PGN_ERROR (ft_pgn_error_quark ())
GQuark ft_pgn_error_quark (void);

typedef enum {
  FT_PGN_ERROR_NOT_PGN,      /* empty, binary, not UTF-8, JSON, text that is no PGN */
  FT_PGN_ERROR_TOO_LARGE,    /* over FT_PGN_MAX_SIZE or one of the caps above */
  FT_PGN_ERROR_TRUNCATED,    /* unterminated tag, comment or variation, a move cut off */
  FT_PGN_ERROR_BAD_TAG,      /* malformed tag pair, unknown variant */
  FT_PGN_ERROR_BAD_POSITION, /* a FEN that does not parse or a board the rules do not allow */
  FT_PGN_ERROR_BAD_MOVE,     /* an illegal, ambiguous or malformed move */
} FtPgnError;

/* How a clock runs, as [TimeControl] says, in the forms Fourteen's clocks
 * can run. */
typedef enum {
  FT_PGN_TIME_UNKNOWN = 0, /* no tag, "?", or a control the clocks cannot run */
  FT_PGN_TIME_UNTIMED,     /* "-" */
  FT_PGN_TIME_FISCHER,     /* "SECONDS" or "SECONDS+INCREMENT" */
  FT_PGN_TIME_PER_MOVE,    /* "1/SECONDS": every move gets the same time */
} FtPgnTimeKind;

typedef struct {
  FtPgnTimeKind kind;
  gint64 ms;           /* Fischer: the starting time; per move: each move's time */
  gint64 increment_ms; /* Fischer only */
} FtPgnTimeControl;

/* One game. Build one with ft_pgn_game_new() to write it; the reader fills
 * one in. */
typedef struct {
  GPtrArray *tag_names;  /* char*, in file order (each name once) */
  GPtrArray *tag_values; /* char*, UTF-8 */
  GHashTable *tag_index; /* name → its index + 1; see ft_pgn_game_find_tag */
  FtPosition *start;     /* owned; its rules are the game's */
  FtPgnTimeControl time_control[2]; /* indexed by FtColour */
  GArray *moves;         /* FtMove; FT_MOVE_NONE is a null move (a pass) */
  GArray *clock_ms;      /* gint64 per move: the mover's time after it, -1 if unknown */
  FtResult result;       /* FT_RESULT_NONE: unfinished ("*" or no result) */
  FtResultReason reason; /* with a result: from [Termination] or the board */
  guint line;            /* where the game starts in the text (reader) */
  GPtrArray *warnings;   /* FtProblem* (no file): what the reader passed over */
} FtPgnGame;

/* An empty game from `start` (copied), untimed clocks unknown, no result. */
FtPgnGame *ft_pgn_game_new (const FtPosition *start);
void ft_pgn_game_free (FtPgnGame *game);
/* The tag's index in tag_names, or -1 if it is absent. */
int ft_pgn_game_find_tag (const FtPgnGame *game, const char *name);
/* NULL if the tag is absent. */
const char *ft_pgn_game_get_tag (const FtPgnGame *game, const char *name);
/* Set or replace a tag (value NULL removes it). */
void ft_pgn_game_set_tag (FtPgnGame *game, const char *name, const char *value);
void ft_pgn_game_add_move (FtPgnGame *game, FtMove move, gint64 clock_ms);

/* PGN text of the game: the Seven Tag Roster (missing ones as "?"), then
 * Variant, SetUp and FEN (when the start is not standard chess's), TimeControl
 * and BlackTimeControl (the game's own tag text when it says the same, so a
 * "40/7200:3600" read is written as it was), Termination, then the other tags; the movetext in SAN
 * ("--" for a pass) with "{[%clk H:MM:SS]}" after each move whose time is
 * known, the result, lines under 80 columns. The moves must be legal. */
char *ft_pgn_write (const FtPgnGame *game);

/* Reads the games of a text one after the other. The text is not copied and
 * must outlive the reader. */
typedef struct _FtPgnReader FtPgnReader;

FtPgnReader *ft_pgn_reader_new (const char *text, gsize length);
void ft_pgn_reader_free (FtPgnReader *reader);
/* A game with pieces defined in a config: their letters count in the FEN
 * tag. kinds (NULL: none) is not copied and must outlive the reader. */
void ft_pgn_reader_set_custom_kinds (FtPgnReader *reader, const FtCustomKinds *kinds);
/* The next game, or NULL: at the end of the text (error not set; an empty
 * text is an error, FT_PGN_ERROR_NOT_PGN) or on an error (set; *line and
 * *column, which may be NULL, tell where). After an error the reader stops. */
FtPgnGame *ft_pgn_reader_next (FtPgnReader *reader, guint *line, guint *column, GError **error);

/* ---- Time (ft-pgn-clock.c) ---------------------------------------------- */

/* "H:MM:SS" or, with a fraction, "H:MM:SS.d" (tenths, rounded down); buf
 * must hold 32 bytes. */
char *ft_pgn_format_clock (gint64 ms, char *buf);
/* The time in a comment's "[%clk H:MM:SS]" (or "H:MM:SS.d"), in ms, or -1. */
gint64 ft_pgn_parse_clock_comment (const char *text, gsize length);

/* A [TimeControl] value of the PGN standard (section 9.6.1): "?", "-", or
 * periods joined by ':', each "SECONDS", "SECONDS+INCREMENT",
 * "MOVES/SECONDS" or "*SECONDS" (sandclock); seconds may have a fraction.
 * TRUE when text is such a value, with *tc what Fourteen's clocks can run
 * of it: one period "S" or "S+I" (S > 0) is Fischer; "1/S" is per move;
 * "M/S…" with M > 1 (moves per period) runs as S for the game with the
 * first period's increment; anything else (a sandclock, a zero base such as
 * "0+1", more than a day) is FT_PGN_TIME_UNKNOWN. FALSE, with *tc
 * UNKNOWN, when text is not a time control at all. */
gboolean ft_pgn_parse_time_control (const char *text, FtPgnTimeControl *tc);
/* "-", "180+2", "1/30", "0.5+0"; NULL for FT_PGN_TIME_UNKNOWN. */
char *ft_pgn_time_control_to_string (const FtPgnTimeControl *tc);

/* ---- [Termination] -------------------------------------------------------- */

/* The name we write for reason ("checkmate", "time forfeit", …), or NULL. */
const char *ft_pgn_termination_name (FtResultReason reason);
/* The reason a [Termination] value names (any case; also "resigned",
 * "draw agreed", …), FT_REASON_NONE when none (text may be NULL). */
FtResultReason ft_pgn_termination_parse (const char *text);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (FtPgnGame, ft_pgn_game_free)
G_DEFINE_AUTOPTR_CLEANUP_FUNC (FtPgnReader, ft_pgn_reader_free)

G_END_DECLS
