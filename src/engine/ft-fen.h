/* ft-fen.h — Forsyth–Edwards Notation for any board size.
 *
 * Standard FEN conventions: ranks from the top (Black's side) down, uppercase
 * = White (the opposite of layout files), digits for runs of empty squares
 * ("14" is fourteen). Fairy letters: h archbishop, e chancellor, a amazon,
 * c camel, g general. Castling: "KQkq" on 8×8 when the rooks stand on the
 * outer files, otherwise the rook's file letter, uppercase for White
 * (Shredder-FEN: "NAna" for the 14×14 start), "-" for none. On input K/Q
 * mean the outermost rook on that side, except that on boards of 11 or more
 * files "K"/"k" is the file letter k. The board size comes from the FEN.
 * The halfmove and fullmove counters may be left out; so may castling and
 * en passant ("-").
 */
#pragma once

#include "ft-position.h"
#include "ft-problem.h"

G_BEGIN_DECLS

/* FALSE with FT_ERROR_PARSE (malformed text; the message names the field
 * and the 1-based character position) or FT_ERROR_INVALID_POSITION (e.g. no
 * king, a pawn on its promotion rank, the side not to move in check). */
gboolean ft_fen_parse (const char *fen, FtRules rules, FtPosition *pos, GError **error);
/* The same with custom kinds (may be NULL), whose letters then count as
 * pieces. */
gboolean ft_fen_parse_custom (const char *fen, FtRules rules, const FtCustomKinds *kinds,
                              FtPosition *pos, GError **error);
/* Newly allocated FEN of pos. */
char *ft_fen_write (const FtPosition *pos);

#define FT_FEN_STANDARD_START "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
/* Benchmark and test positions. A 14×14 middlegame (Fourteen rules) with
 * every fairy kind, advanced pawns and castling rights on both sides; a
 * 12×10 middlegame (standard rules) with our pieces but the camel, which
 * Fairy-Stockfish can play too. */
#define FT_FEN_14X14_MIDDLEGAME \
  "r1bhcgak1ceb1r/pp1p1ppp3p1p/2n5g1pn2/2p1p3p3p1/14/4H9/8p5/5P2P5/14/3P6N3/2P2N3P4/8G2P2/PP5P5P/R1B1CGAK1CEB1R w NAna - 0 14"
#define FT_FEN_12X10_MIDDLEGAME \
  "r1bhqak1ebnr/pp1pp1pp1p1p/2n2p1g2p1/2p5p3/6P5/4P2N1P2/5N2H3/PPPP3P3P/8G3/R1B2AK1E2R w - - 0 12"

G_END_DECLS
