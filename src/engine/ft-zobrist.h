/* ft-zobrist.h — Zobrist keys for repetition detection and the search's
 * transposition table.
 *
 * Keys are computed, not looked up: a SplitMix64 finaliser of a small
 * integer gives well-mixed 64-bit values with no table to initialise, share
 * between threads or pull into the cache (make/unmake touch four or five).
 */
#pragma once

#include "ft-types.h"

G_BEGIN_DECLS

static inline guint64
ft_zobrist_mix (guint64 x)
{
  x += G_GUINT64_CONSTANT (0x9E3779B97F4A7C15);
  x = (x ^ (x >> 30)) * G_GUINT64_CONSTANT (0xBF58476D1CE4E5B9);
  x = (x ^ (x >> 27)) * G_GUINT64_CONSTANT (0x94D049BB133111EB);
  return x ^ (x >> 31);
}

/* A piece (FT_MAKE_PIECE value) on a square. */
static inline guint64
ft_zobrist_piece (FtPiece piece, FtSquare sq)
{
  return ft_zobrist_mix ((guint64) piece * FT_BOARD_CELLS + sq);
}

/* XORed in when Black is to move. */
#define FT_ZOBRIST_BLACK_TO_MOVE G_GUINT64_CONSTANT (0xE6A1F8C3B2D40597)

/* The set of castling rights (a 4-bit mask). 0 hashes to 0. */
static inline guint64
ft_zobrist_castling (guint rights)
{
  return rights == 0 ? 0 : ft_zobrist_mix (0x100000u + rights);
}

/* An en passant square (FT_NO_SQUARE hashes to 0). */
static inline guint64
ft_zobrist_en_passant (FtSquare sq)
{
  return sq == FT_NO_SQUARE ? 0 : ft_zobrist_mix (0x200000u + sq);
}

G_END_DECLS
