/* ft-checkers-notation.h — standard checkers notation: the squares 1–32,
 * moves "11-15", "15x24", "10x19x26" / "10x26", and the PDN position string
 * (FEN) "B:W21,…,32:B1,…,12" with Fourteen's marks for bombs and shields.
 *
 * The numbering is English draughts' (PDN GameType 21): Black, who moves
 * first, starts on 1–12 and White on 21–32. On the usual diagram, Black at
 * the top, the rows read left to right: 1–4 is the top row (1 is its second
 * square, 4 the top-right corner), 5 the left end of the second row, 29
 * White's bottom-left corner, 32 the square left of White's bottom-right
 * corner. Fourteen's Fire is Black (it moves first), Water is White: on our
 * 0..63 squares (a1 = 0, Fire at the bottom) 1 is g1, 4 a1, 5 h2, 12 a3, 29
 * h8 and 32 b8. docs/formats.md#pdn has the picture.
 */
#pragma once

#include "ft-checkers.h"

G_BEGIN_DECLS

#define FT_CHECKERS_NUMBERS 32

/* 1..32 → our square, FT_CHECKERS_NO_SQUARE outside 1..32. */
int ft_checkers_square_from_number (int number);
/* Our square → 1..32, 0 for a light or out-of-range square. */
int ft_checkers_square_to_number (int square);

/* How a capture of several jumps is written. */
typedef enum {
  FT_CHECKERS_JUMPS_FULL = 0, /* every landing square: "10x19x26" */
  FT_CHECKERS_JUMPS_SHORT,    /* start and end, "10x26", with every landing
                               * only when another legal turn has the same
                               * start and end */
} FtCheckersJumpStyle;

/* Room for the longest move text, with its terminating NUL. */
#define FT_CHECKERS_NOTATION_MAX (3 * FT_CHECKERS_MAX_PATH + 1)

/* "11-15", "15x24", "10x19x26" or "10x26" for `turn`, a legal turn of
 * `state`; returns `text` (FT_CHECKERS_NOTATION_MAX bytes). */
char *ft_checkers_turn_to_notation (const FtCheckersState *state, const FtCheckersTurn *turn,
                                    FtCheckersJumpStyle style, char *text);

#define FT_CHECKERS_NOTATION_ERROR (ft_checkers_notation_error_quark ())
GQuark ft_checkers_notation_error_quark (void);

typedef enum {
  FT_CHECKERS_NOTATION_ERROR_SYNTAX,    /* not "N-N" / "NxNx…" */
  FT_CHECKERS_NOTATION_ERROR_SQUARE,    /* a number outside 1..32 */
  FT_CHECKERS_NOTATION_ERROR_ILLEGAL,   /* no legal turn: the message says why */
  FT_CHECKERS_NOTATION_ERROR_AMBIGUOUS, /* several: the message names them */
} FtCheckersNotationError;

/* The legal turn of `state` that `text` writes. Accepted: squares 1..32
 * separated by '-' or 'x' (the separator is not checked against the move's
 * kind: published records write "x" for steps too), every landing square or
 * only some of them (at least the start and the end), "!" and "?" after
 * the move. Errors (FT_CHECKERS_NOTATION_ERROR) are messages without the
 * move text; *reason (may be NULL) gets why an illegal move is illegal
 * (FT_CHECKERS_LEGAL for other errors). */
gboolean ft_checkers_turn_from_notation (const FtCheckersState *state, const char *text, FtCheckersTurn *turn,
                                         FtCheckersIllegal *reason, GError **error);

/* ---- Positions: PDN's FEN tag ------------------------------------------
 * "B:W21,22,K30:B1,2,12": the side to move (B = Fire, W = Water), then
 * each side's pieces, K before a king. For the bombs game Fourteen adds S
 * (shield) and B (bomb) after the optional K: "W:WB21,S25,K29:BKS5,B9".
 * Read also: ranges "1-12", lower-case letters, spaces, a final '.', the
 * lists in either order or missing, and PDN 3.0's ":H…"/":F…" counters
 * (ignored). */
char *ft_checkers_fen_write (const FtCheckersState *state);

#define FT_CHECKERS_FEN_ERROR (ft_checkers_fen_error_quark ())
GQuark ft_checkers_fen_error_quark (void);

typedef enum {
  FT_CHECKERS_FEN_ERROR_SYNTAX,   /* malformed */
  FT_CHECKERS_FEN_ERROR_POSITION, /* well-formed, but no position to play */
} FtCheckersFenError;

/* Fills `state` (rules and turn_end as given, quiet_turns 0). On error
 * *offset (may be NULL) gets the 0-based byte offset in `text` the message
 * concerns. */
gboolean ft_checkers_fen_parse (const char *text, FtCheckersRules rules, FtCheckersTurnEnd turn_end,
                                FtCheckersState *state, guint *offset, GError **error);

/* The start position of `rules`, as a FEN. */
char *ft_checkers_fen_start (FtCheckersRules rules);

G_END_DECLS
