/* ft-cell.h — a square of any game's board, for the code written once over
 * both games (ft-ruleset.h): the board model, painters, screen-reader text.
 *
 * A cell is file + FT_CELL_STRIDE * rank, both counted from 0 at White's
 * (Fire's) bottom-left corner, on every board from 4×4 to 16×16. The
 * engines keep their own squares (a padded mailbox index for chess,
 * file + 8 * rank for checkers); the conversions below are the only place
 * that knows both.
 */
#pragma once

#include <glib.h>

#include "ft-checkers.h"
#include "ft-types.h"

G_BEGIN_DECLS

typedef int FtCell;

#define FT_CELL_STRIDE 16
#define FT_N_CELLS (FT_CELL_STRIDE * FT_CELL_STRIDE)
#define FT_NO_CELL (-1)
#define FT_CELL(file, rank) ((FtCell) ((file) + FT_CELL_STRIDE * (rank)))
#define FT_CELL_FILE(cell) ((int) (cell) % FT_CELL_STRIDE)
#define FT_CELL_RANK(cell) ((int) (cell) / FT_CELL_STRIDE)
#define FT_CELL_IS_VALID(cell) ((cell) >= 0 && (cell) < FT_N_CELLS)

/* A set of cells (legal targets, fog masks): one bit a cell, a value type. */
typedef struct
{
  guint64 bits[FT_N_CELLS / 64];
} FtCellSet;

static inline void
ft_cell_set_clear (FtCellSet *set)
{
  for (guint i = 0; i < G_N_ELEMENTS (set->bits); i++)
    set->bits[i] = 0;
}

static inline void
ft_cell_set_add (FtCellSet *set, FtCell cell)
{
  if (FT_CELL_IS_VALID (cell))
    set->bits[cell / 64] |= G_GUINT64_CONSTANT (1) << (cell % 64);
}

static inline gboolean
ft_cell_set_has (const FtCellSet *set, FtCell cell)
{
  return FT_CELL_IS_VALID (cell) && (set->bits[cell / 64] >> (cell % 64) & 1) != 0;
}

static inline guint
ft_cell_set_count (const FtCellSet *set)
{
  guint n = 0;

  for (guint i = 0; i < G_N_ELEMENTS (set->bits); i++)
    n += (guint) __builtin_popcountll (set->bits[i]);
  return n;
}

/* The engines' squares. A chess square off every board, or a checkers
 * square out of range, is FT_NO_CELL, and the other way round. */
static inline FtCell
ft_cell_from_chess (FtSquare square)
{
  int file = FT_SQUARE_FILE (square), rank = FT_SQUARE_RANK (square);

  if (square == FT_NO_SQUARE || file < 0 || rank < 0 || file >= FT_MAX_BOARD_SIZE
      || rank >= FT_MAX_BOARD_SIZE)
    return FT_NO_CELL;
  return FT_CELL (file, rank);
}

static inline FtSquare
ft_cell_to_chess (FtCell cell)
{
  return FT_CELL_IS_VALID (cell) ? FT_SQUARE (FT_CELL_FILE (cell), FT_CELL_RANK (cell)) : FT_NO_SQUARE;
}

static inline FtCell
ft_cell_from_checkers (int square)
{
  if (square < 0 || square >= FT_CHECKERS_SQUARES)
    return FT_NO_CELL;
  return FT_CELL (FT_CHECKERS_FILE (square), FT_CHECKERS_RANK (square));
}

static inline int
ft_cell_to_checkers (FtCell cell)
{
  if (!FT_CELL_IS_VALID (cell) || FT_CELL_FILE (cell) >= FT_CHECKERS_SIZE
      || FT_CELL_RANK (cell) >= FT_CHECKERS_SIZE)
    return FT_CHECKERS_NO_SQUARE;
  return FT_CHECKERS_SQUARE (FT_CELL_FILE (cell), FT_CELL_RANK (cell));
}

G_END_DECLS
