/* ft-attacks.h — engine-internal geometry: direction offsets on the padded
 * board, the per-kind capability table, and attack tests that see the board
 * as it would be after a move (for king moves, en passant and the checks of
 * ft_position_move_exposes_king). Not part of the public API.
 */
#pragma once

#include "ft-position.h"

G_BEGIN_DECLS

/* What a kind of piece can do, apart from pawns which are handled on their
 * own. Compound pieces are unions of these. */
enum {
  FT_CAP_KNIGHT = 1 << 0, /* (2,1) leap */
  FT_CAP_CAMEL = 1 << 1,  /* (3,1) leap */
  FT_CAP_STEP = 1 << 2,   /* one step in any of the eight directions */
  FT_CAP_ORTH = 1 << 3,   /* slides along ranks and files */
  FT_CAP_DIAG = 1 << 4,   /* slides along diagonals */
};

/* ft_caps_of[colour][piece]: the capabilities of `piece` if it is a piece of
 * `colour`, else 0 (empty, off-board or the other colour). One lookup answers
 * "is this an attacker of mine that moves like that?". */
extern const guint8 ft_caps_of[2][256];
/* Capabilities of a kind, whatever its colour. */
extern const guint8 ft_kind_caps[FT_N_ALL_KINDS]; /* 0 for custom kinds */

#define FT_NORTH FT_STRIDE
#define FT_EAST 1

extern const int ft_knight_offsets[8];
extern const int ft_camel_offsets[8];
extern const int ft_step_offsets[8];  /* orthogonal first, then diagonal */
extern const int ft_orth_offsets[4];
extern const int ft_diag_offsets[4];

/* Forward for a pawn of colour c. */
#define FT_PAWN_FORWARD(c) ((c) == FT_WHITE ? FT_NORTH : -FT_NORTH)

/* Is p a piece of colour c? (Empty and off-board are nobody's.) */
#define FT_IS_COLOUR(p, c) (((p) & 0x90) == ((c) << 4) && (p) != FT_EMPTY)

/* A view of the board with up to three squares changed: `vacated` and
 * `removed` read as empty, `filled` reads as `filled_piece`. Squares may be
 * FT_NO_SQUARE (cell 0 is off-board, so it never matters). */
typedef struct {
  FtSquare vacated;
  FtSquare removed;
  FtSquare filled;
  FtPiece filled_piece;
} FtBoardChange;

/* ft_position_is_attacked without custom pieces (the move generator's fast
 * path, which runs only when there are none). */
gboolean ft_attacks_is_attacked_builtin (const FtPosition *pos, FtSquare sq, FtColour by);

/* Is sq attacked by colour `by` on the board as changed by `change`? */
gboolean ft_attacks_is_attacked_changed (const FtPosition *pos, FtSquare sq, FtColour by,
                                          const FtBoardChange *change);

/* Does the custom piece `piece` standing on `from` attack sq (capture
 * moves only) on the board as changed by `change` (may be NULL)? */
gboolean ft_attacks_custom_piece_attacks (const FtPosition *pos, FtSquare from, FtPiece piece,
                                          FtSquare sq, const FtBoardChange *change);

/* Would the side to move's king be attacked after `move` (any pseudo-legal
 * move of the side to move, castling excepted)? Slow path: for en passant,
 * ft_position_move_exposes_king and is_legal style checks. */
gboolean ft_attacks_move_leaves_king_attacked (const FtPosition *pos, FtMove move);

/* Pseudo-legal moves of the piece on `from` (movement rules only; castling
 * included when the king and rook have their rights and the squares between
 * them are empty, whatever attacks there are). */
void ft_movegen_pseudo_from (const FtPosition *pos, FtSquare from, FtMoveList *list);

/* Is the castling move (king's two-square move) legal as far as attacks go:
 * king not in check, passed and landing squares not attacked? */
gboolean ft_movegen_castling_safe (const FtPosition *pos, FtMove move);

G_END_DECLS
