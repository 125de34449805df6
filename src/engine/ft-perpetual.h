/* ft-perpetual.h — perpetual check (docs/rules.md#draws): a threefold
 * repetition reached in a run of moves in which one side gave check with
 * every one of its moves. The draw is the same; its name is "Draw by
 * perpetual check" (PGN Termination "perpetual check"). */
#pragma once

#include "ft-position.h"

G_BEGIN_DECLS

/* Is the current position a threefold repetition (ft_position_is_repetition
 * (pos, 3)) whose run — every move from the first of the three occurrences
 * to now — has one side checking with each of its moves? That side in
 * *checker (may be NULL); if both did, the side that moved last. Looks at
 * the position's history only; pos is not changed. */
gboolean ft_position_is_perpetual_check (const FtPosition *pos, FtColour *checker);

G_END_DECLS
