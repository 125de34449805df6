/* ft-fog.h — fog of war: what a side sees, and the position it believes in.
 *
 * The rules themselves (pseudo-legal moves, the king captured) live in the
 * move generator and ft_position_result(), switched on by FtPosition.fog.
 * See docs/rules.md#fog-of-war and docs/engine-search.md#fog-of-war.
 */
#pragma once

#include "ft-position.h"

G_BEGIN_DECLS

/* Mark in visible (FT_BOARD_CELLS entries, by padded square) the squares
 * `side` sees: those of its own pieces, every square one of them can move
 * to (a capture shows the piece taken; castling shows the king's target),
 * the square in front of each pawn and, from its start rank, the one after
 * it when the first is empty (so that a blocked pawn shows what blocks it),
 * and for the side to move an en passant target with the pawn it takes.
 * Returns the number of visible squares. Other cells are left 0. Works on
 * any position; the fog flag does not matter. */
guint ft_fog_visible_squares (const FtPosition *pos, FtColour side, guint8 *visible);

/* The position `side` believes in: its own pieces, the enemy pieces on
 * visible squares, and the enemy king, if unseen, on `king_guess` (where it
 * was last seen) when that square is unseen and empty, else on the unseen
 * empty square nearest to it (lowest square first among equals). Its own
 * castling rights are kept, the enemy's dropped; an en passant target is
 * kept; the clocks and side to move are copied; no history. The belief has
 * the fog flag on. FALSE (belief unusable) only if `side` has no king or
 * there is nowhere to put the enemy king. */
gboolean ft_fog_belief (const FtPosition *pos, FtColour side, FtSquare king_guess,
                        FtPosition *belief);

G_END_DECLS
