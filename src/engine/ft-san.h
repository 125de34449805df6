/* ft-san.h — Standard Algebraic Notation for every rule set and board size.
 *
 * Writing: piece letters as in FEN, uppercase (K Q R B N, fairy H E A C G),
 * none for pawns; files a–p, ranks 1–16 ("Nb10", "n14"); disambiguation by
 * file, else rank, else both, among the legal moves of the same kind to the
 * same square; "x" for captures (en passant too), "=Q" for promotions,
 * "O-O" (towards the last file) and "O-O-O" (towards file a) for castling,
 * "+" for check and "#" for mate. A null move is "--".
 *
 * Parsing is lenient: coordinate moves ("e2e4", "e7e8q", "b10c8"), "0-0" as
 * well as "O-O", missing or extra "+ # ! ?" suffixes, "e8=Q", "e8Q", "e8q",
 * an optional "x". Piece letters must be uppercase (lowercase letters are
 * files). See docs/formats.md#standard-algebraic-notation.
 *
 * Nothing here keeps state; each call allocates one scratch buffer (a
 * position copy and a move list) and frees it before returning.
 */
#pragma once

#include "ft-position.h"

G_BEGIN_DECLS

/* Room for any SAN on any board, terminating NUL included
 * ("Qp16xo15=Q+" needs 12). */
#define FT_SAN_MAX 16

typedef enum {
  FT_SAN_OK = 0,
  FT_SAN_SYNTAX,    /* not a move in any notation we read */
  FT_SAN_ILLEGAL,   /* well-formed, but no legal move matches */
  FT_SAN_AMBIGUOUS, /* more than one legal move matches */
} FtSanError;

/* SAN of the legal move `move` in pos (FT_MOVE_NONE writes "--"). buf must
 * hold FT_SAN_MAX bytes. Returns buf. */
char *ft_san_write (const FtPosition *pos, FtMove move, char *buf);

/* The legal move that `text` names in pos, or FT_MOVE_NONE; error (may be
 * NULL) tells why not. The null move ("--", "Z0", "0000") gives FT_MOVE_NONE
 * with FT_SAN_OK: whether a pass is allowed (not in check) is the caller's
 * business. */
FtMove ft_san_parse (const FtPosition *pos, const char *text, FtSanError *error);

G_END_DECLS
