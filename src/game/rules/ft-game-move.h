/* ft-game-move.h — one move of either game as a value: a chess FtMove or
 * a checkers turn (the moving piece's square, then every landing square).
 * 24 bytes, copied by assignment, never allocated: the game record keeps
 * an array of them and signals pass a pointer (FT_TYPE_GAME_MOVE, static
 * scope).
 *
 * A pass (a per-move timer ran out) is the chess FT_MOVE_NONE; checkers
 * has no pass.
 */
#pragma once

#include <glib-object.h>

#include "ft-cell.h"
#include "ft-game-types.h"

G_BEGIN_DECLS

typedef struct
{
  FtGameKind kind; /* which member holds the move */
  union
  {
    FtMove chess;            /* FT_MOVE_NONE: a pass */
    FtCheckersTurn checkers; /* length 0: no move */
  };
} FtGameMove;

/* The most cells a move passes through (a checkers path). */
#define FT_GAME_MOVE_MAX_CELLS FT_CHECKERS_MAX_PATH
/* Room for any move in coordinates ("e2e4", "c3e5g7c3…") or notation,
 * terminating NUL included. */
#define FT_NOTATION_MAX 64

#define FT_TYPE_GAME_MOVE (ft_game_move_get_type ())
GType ft_game_move_get_type (void) G_GNUC_CONST;
FtGameMove *ft_game_move_copy (const FtGameMove *move);
void ft_game_move_free (FtGameMove *move);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (FtGameMove, ft_game_move_free)

/* Values (the unused bytes are zero, so that two equal moves compare equal
 * byte for byte too). */
FtGameMove ft_game_move_chess (FtMove move);
FtGameMove ft_game_move_checkers (const FtCheckersTurn *turn);
/* A checkers turn from cells: FALSE for fewer than 2 or more than
 * FT_CHECKERS_MAX_PATH cells, or a cell off the 8×8 board. */
gboolean ft_game_move_checkers_from_cells (const FtCell *cells, guint length, FtGameMove *move);

gboolean ft_game_move_equal (const FtGameMove *a, const FtGameMove *b);
gboolean ft_game_move_is_pass (const FtGameMove *move);
/* The chess move; FT_MOVE_NONE for a checkers move. */
FtMove ft_game_move_get_chess (const FtGameMove *move);

/* The cells the move passes through, in order: origin and destination for
 * chess (none for a pass), the whole path for checkers. Returns how many. */
guint ft_game_move_get_cells (const FtGameMove *move, FtCell cells[FT_GAME_MOVE_MAX_CELLS]);

/* Coordinates for logs and messages: "e2e4", "e7e8q", "--" for a pass,
 * "c3e5g7" for a checkers path. Returns buf. */
char *ft_game_move_to_string (const FtGameMove *move, char buf[FT_NOTATION_MAX]);

G_END_DECLS
