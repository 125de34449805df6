/* ft-mate.h — a mate solver for problems ("White to move: mate in 2").
 *
 * An exhaustive AND-OR search over legal moves: the attacker (the side to
 * move) needs one move after which every defence leads to mate within the
 * remaining moves; stalemate and running out of moves are failures. Draw
 * rules (repetition, fifty moves) cannot matter within five moves and are
 * not looked at. Checking moves are tried first, and the attacker's last
 * move is tried only if it gives check; a small transposition table keeps
 * what was proven about each position and depth.
 *
 * Every call works on its own copy of the position (FtPosition is large, so
 * the copy lives on the heap); `pos` itself is never changed.
 */
#pragma once

#include "ft-position.h"

G_BEGIN_DECLS

/* Goals are "mate in N" with N from 1 to FT_MATE_MAX_MOVES. */
#define FT_MATE_MAX_MOVES 5

/* Can the side to move force mate in at most n of its own moves? */
gboolean ft_mate_exists (const FtPosition *pos, guint n);

/* Every legal first move of the side to move that forces mate in at most n
 * moves (against every defence), in move-generation order. Returns the
 * count; `nodes` (may be NULL) gets the number of positions visited. */
guint ft_mate_find_first_moves (const FtPosition *pos, guint n, FtMoveList *moves,
                                guint64 *nodes);

/* The fewest moves (1..max_n) in which the side to move forces mate, or 0
 * when it cannot within max_n. */
guint ft_mate_distance (const FtPosition *pos, guint max_n);

/* The defender (the side to move) faces mate within max_n moves of the other
 * side: the legal reply that holds out longest — after which the attacker's
 * shortest forced mate is longest, or there is none within max_n - 1 moves
 * (then that reply is chosen first). Ties go to the first move in
 * generation order. FT_MOVE_NONE when there is no legal move. */
FtMove ft_mate_best_defence (const FtPosition *pos, guint max_n);

G_END_DECLS
