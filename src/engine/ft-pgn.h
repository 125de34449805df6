/* ft-pgn.h — Portable Game Notation for every rule set and board size.
 *
 * Reading: tag pairs, movetext with move numbers, "{…}" and ";" comments,
 * "%" escape lines, NAGs ("$14") and "!?" suffixes, variations "( … )"
 * (skipped), the results "1-0 0-1 1/2-1/2 *", and clock comments
 * "{[%clk H:MM:SS]}" (the mover's remaining time after each move). Moves are
 * read with ft_san_parse() against the position. The tags that decide the
 * game: [Variant] (absent or "Standard": standard rules, 8×8 without a
 * Variant tag; "Fourteen": Fourteen rules), [FEN] (the start; without it the
 * rule set's default start), [TimeControl] ("-", "180+2", "1/30" for a
 * per-move timer) and our [BlackTimeControl] when Black's clock differs.
 * See docs/formats.md#pgn for the whole set and every error.
 *
 * Every error is in FT_PGN_ERROR with a message without position; the
 * reader tells the 1-based line and column it concerns.
 */
#pragma once

#include "ft-position.h"

G_BEGIN_DECLS

/* Larger texts are refused before any parsing. */
#define FT_PGN_MAX_SIZE (1024 * 1024)

#define FT_PGN_ERROR (ft_pgn_error_quark ())
GQuark ft_pgn_error_quark (void);

typedef enum {
  FT_PGN_ERROR_NOT_PGN,      /* empty, binary, JSON, text that is no PGN */
  FT_PGN_ERROR_TOO_LARGE,    /* over FT_PGN_MAX_SIZE */
  FT_PGN_ERROR_TRUNCATED,    /* unterminated tag, comment or variation, a move cut off */
  FT_PGN_ERROR_BAD_TAG,      /* malformed tag pair, unknown variant or time control */
  FT_PGN_ERROR_BAD_POSITION, /* a FEN that does not parse or a board the rules do not allow */
  FT_PGN_ERROR_BAD_MOVE,     /* an illegal, ambiguous or malformed move */
} FtPgnError;

/* How a clock runs, as [TimeControl] says. */
typedef enum {
  FT_PGN_TIME_UNKNOWN = 0, /* no tag, or "?" */
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
  FtPosition *start;     /* owned; its rules are the game's */
  FtPgnTimeControl time_control[2]; /* indexed by FtColour */
  GArray *moves;         /* FtMove; FT_MOVE_NONE is a null move (a pass) */
  GArray *clock_ms;      /* gint64 per move: the mover's time after it, -1 if unknown */
  FtResult result;       /* FT_RESULT_NONE: unfinished ("*" or no result) */
  FtResultReason reason; /* with a result: from [Termination] or the board */
  guint line;            /* where the game starts in the text (reader) */
} FtPgnGame;

/* An empty game from `start` (copied), untimed clocks unknown, no result. */
FtPgnGame *ft_pgn_game_new (const FtPosition *start);
void ft_pgn_game_free (FtPgnGame *game);
/* NULL if the tag is absent. */
const char *ft_pgn_game_get_tag (const FtPgnGame *game, const char *name);
/* Set or replace a tag (value NULL removes it). */
void ft_pgn_game_set_tag (FtPgnGame *game, const char *name, const char *value);
void ft_pgn_game_add_move (FtPgnGame *game, FtMove move, gint64 clock_ms);

/* PGN text of the game: the Seven Tag Roster (missing ones as "?"), then
 * Variant, SetUp and FEN (when the start is not standard chess's), TimeControl
 * and BlackTimeControl, Termination, then the other tags; the movetext in SAN
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

/* "H:MM:SS" or, with a fraction, "H:MM:SS.d" (tenths, rounded down); buf
 * must hold 32 bytes. */
char *ft_pgn_format_clock (gint64 ms, char *buf);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (FtPgnGame, ft_pgn_game_free)
G_DEFINE_AUTOPTR_CLEANUP_FUNC (FtPgnReader, ft_pgn_reader_free)

G_END_DECLS
