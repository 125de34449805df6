/* ft-betza.h — Betza's funny notation for piece movement (docs/engine.md#custom-pieces).
 *
 * A description is a sequence of atoms, each with optional modifiers in
 * front and an optional range or doubling after it:
 *
 *   atoms     W (1,0)  F (1,1)  D (2,0)  N (2,1)  A (2,2)  H (3,0)  C (3,1)
 *             Z (3,2)  G (3,3)  K = WF;  riders R = WW, B = FF, Q = KK
 *   after     the atom again ("NN", nightrider) or a range ("W2", "R4")
 *   before    m move only, c capture only, n lame (non-jumping leaper),
 *             directions f b l r v s h, alone or paired ("fs", "ff", "fh")
 *
 * The directions follow Fairy-Stockfish's reading of Betza (so that perft
 * can be compared): "fN" is the two narrow forward knight leaps, "fhN" all
 * four forward ones, "fsN" the two wide forward ones; on orthogonal atoms a
 * pair splits ("fsW" = forward and sideways steps).
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

#define FT_BETZA_MAX_MOVES 64
#define FT_BETZA_MAX_RANGE 15 /* enough to cross a 16×16 board */

enum {
  FT_BETZA_MOVE = 1 << 0,    /* may move to an empty square */
  FT_BETZA_CAPTURE = 1 << 1, /* may capture an enemy piece */
  FT_BETZA_LAME = 1 << 2,    /* leaper blocked by a piece on its path */
};

/* One direction of movement, seen from White (dy > 0 is forward). */
typedef struct {
  gint8 dx;
  gint8 dy;
  guint8 range; /* 1 for a leap; for a rider the most steps it may take */
  guint8 flags; /* FT_BETZA_* */
} FtBetzaMove;

typedef struct {
  guint n_moves;
  FtBetzaMove moves[FT_BETZA_MAX_MOVES];
} FtBetzaPiece;

typedef struct {
  guint position;   /* 1-based character position of the problem */
  char message[96]; /* e.g. "unknown atom 'X'" */
} FtBetzaError;

/* Parse `text` into out. On failure returns FALSE and fills error (if not
 * NULL) with the 1-based position in the text and what is wrong there. */
gboolean ft_betza_parse (const char *text, FtBetzaPiece *out, FtBetzaError *error);

/* The squares a lame leap (dx, dy) passes over, in order (at most 2), as
 * (x, y) pairs; returns how many. A piece on any of them blocks the leap. */
guint ft_betza_lame_path (int dx, int dy, int path[2][2]);

G_END_DECLS
