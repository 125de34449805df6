/* ft-see.h — static exchange evaluation: what a capture (or any move) wins
 * or loses on its target square if both sides then keep taking there with
 * their least valuable piece, each free to stop when taking would lose.
 *
 * Pieces behind others (a queen behind a rook, a bishop behind a pawn) join
 * in as the ones in front leave; pins and checks elsewhere are ignored. The
 * king takes only when nothing of the other side still attacks the square.
 * Values are those of docs/rules.md (ft_eval_kind_value), custom kinds with
 * their config values.
 */
#pragma once

#include "ft-position.h"

G_BEGIN_DECLS

/* The material balance of the exchange `move` (legal in pos) starts, in
 * centipawns for the side to move. The board is changed while it runs and
 * given back unchanged: never call it on a position another thread reads. */
int ft_see (const FtPosition *pos, FtMove move);

G_END_DECLS
