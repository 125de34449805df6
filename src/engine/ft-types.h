/* ft-types.h — the engine's basic vocabulary: colours, pieces, squares, moves.
 *
 * Squares are indices into a padded "mailbox" board with a three-cell sentinel
 * border on every side and a fixed stride, so that every leap (up to the
 * camel's (3,1)) and every slide step is one addition that lands either on a
 * real square or on an FT_OFFBOARD cell. The stride is fixed for all board
 * sizes (4×4 … 16×16), which keeps direction offsets compile-time constants;
 * cells outside a smaller board are simply marked off-board too.
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

#define FT_MIN_BOARD_SIZE 4
#define FT_MAX_BOARD_SIZE 16
#define FT_BORDER 3
#define FT_STRIDE (FT_MAX_BOARD_SIZE + 2 * FT_BORDER) /* 22 */
#define FT_BOARD_CELLS (FT_STRIDE * FT_STRIDE)        /* 484 */

/* A side may have at most this many pieces (including the king); layouts and
 * FENs with more are rejected. It bounds piece lists and move lists. */
#define FT_MAX_PIECES 64
/* Upper bound on the number of legal moves in any position we accept
 * (64 amazons × at most 66 destinations, plus slack for promotions). */
#define FT_MAX_MOVES 4608
/* Longest game (in plies) a position can record for unmake and repetition. */
#define FT_MAX_GAME_PLY 4096

typedef enum {
  FT_WHITE = 0,
  FT_BLACK = 1,
} FtColour;

#define FT_OTHER_COLOUR(c) ((FtColour) ((c) ^ 1))

typedef enum {
  FT_NO_KIND = 0,
  FT_PAWN,
  FT_KNIGHT,
  FT_BISHOP,
  FT_ROOK,
  FT_QUEEN,
  FT_KING,
  FT_ARCHBISHOP, /* knight + bishop */
  FT_CHANCELLOR, /* knight + rook */
  FT_AMAZON,     /* knight + bishop + rook */
  FT_CAMEL,      /* (3,1) leaper */
  FT_GENERAL,    /* knight + king step */
  FT_N_KINDS /*< skip >*/
} FtKind;

/* Kinds defined at set-up by a Betza description (ft-betza.h), with their
 * own letters and values kept in the position (FtPosition.custom). They use
 * the kind numbers above the built-in ones, so a piece byte holds them too. */
#define FT_CUSTOM_FIRST ((FtKind) FT_N_KINDS)
#define FT_MAX_CUSTOM_KINDS 4
#define FT_N_ALL_KINDS (FT_N_KINDS + FT_MAX_CUSTOM_KINDS) /* 16: the piece byte's four bits */
#define FT_IS_CUSTOM_KIND(k) ((guint) (k) >= (guint) FT_CUSTOM_FIRST)

/* A board cell: 0 is empty, FT_OFFBOARD is the sentinel border, anything else
 * is a piece: kind in the low four bits, colour in bit 4. */
typedef guint8 FtPiece;

#define FT_EMPTY ((FtPiece) 0)
#define FT_OFFBOARD ((FtPiece) 0x80)
#define FT_MAKE_PIECE(colour, kind) ((FtPiece) ((kind) | ((colour) << 4)))
#define FT_PIECE_KIND(p) ((FtKind) ((p) & 0x0F))
#define FT_PIECE_COLOUR(p) ((FtColour) (((p) >> 4) & 1))
#define FT_IS_PIECE(p) ((p) != FT_EMPTY && (p) != FT_OFFBOARD)

typedef enum {
  FT_RULES_FOURTEEN = 0,
  FT_RULES_STANDARD = 1,
} FtRules;

/* Padded square index; FT_NO_SQUARE means "none". */
typedef guint16 FtSquare;

#define FT_NO_SQUARE ((FtSquare) 0)
#define FT_SQUARE(file, rank) ((FtSquare) (((rank) + FT_BORDER) * FT_STRIDE + (file) + FT_BORDER))
#define FT_SQUARE_FILE(sq) ((int) ((sq) % FT_STRIDE) - FT_BORDER)
#define FT_SQUARE_RANK(sq) ((int) ((sq) / FT_STRIDE) - FT_BORDER)

/* The king steps from a to b. */
static inline int
ft_square_distance (FtSquare a, FtSquare b)
{
  return MAX (ABS (FT_SQUARE_FILE (a) - FT_SQUARE_FILE (b)), ABS (FT_SQUARE_RANK (a) - FT_SQUARE_RANK (b)));
}

/* A move packed in 32 bits:
 *   bits  0–8   from square (padded index)
 *   bits  9–17  to square
 *   bits 18–21  promotion kind (FT_NO_KIND if none)
 *   bits 22–23  special: normal, double step, en passant, castling
 *   bit  24     capture
 * Castling is encoded as the king's two-square move; the rook follows. */
typedef guint32 FtMove;

typedef enum {
  FT_MOVE_NORMAL = 0,
  FT_MOVE_DOUBLE_STEP = 1,
  FT_MOVE_EN_PASSANT = 2,
  FT_MOVE_CASTLING = 3,
} FtMoveSpecial;

#define FT_MOVE_NONE ((FtMove) 0)
#define FT_MOVE_CAPTURE_BIT (1u << 24)
#define FT_MAKE_MOVE(from, to, promo, special, capture)                             \
  ((FtMove) ((guint32) (from) | ((guint32) (to) << 9) | ((guint32) (promo) << 18) | \
             ((guint32) (special) << 22) | ((capture) ? FT_MOVE_CAPTURE_BIT : 0u)))
#define FT_MOVE_FROM(m) ((FtSquare) ((m) & 0x1FF))
#define FT_MOVE_TO(m) ((FtSquare) (((m) >> 9) & 0x1FF))
#define FT_MOVE_PROMOTION(m) ((FtKind) (((m) >> 18) & 0xF))
#define FT_MOVE_SPECIAL(m) ((FtMoveSpecial) (((m) >> 22) & 0x3))
#define FT_MOVE_IS_CAPTURE(m) (((m) & FT_MOVE_CAPTURE_BIT) != 0)

typedef struct {
  FtMove moves[FT_MAX_MOVES];
  guint count;
} FtMoveList;

/* How a game ended (or that it has not). */
typedef enum {
  FT_RESULT_NONE = 0, /* game goes on */
  FT_RESULT_WHITE_WINS,
  FT_RESULT_BLACK_WINS,
  FT_RESULT_DRAW,
} FtResult;

typedef enum {
  FT_REASON_NONE = 0,
  FT_REASON_CHECKMATE,
  FT_REASON_STALEMATE,
  FT_REASON_REPETITION,
  FT_REASON_FIFTY_MOVES, /* 100 plies without capture or pawn move */
  FT_REASON_INSUFFICIENT_MATERIAL,
  /* Set by the game layer, never by the rules engine: */
  FT_REASON_TIME,
  FT_REASON_RESIGNATION,
  FT_REASON_AGREEMENT, /* a draw offered and accepted */
  FT_REASON_ABANDONMENT, /* the opponent left and the win was claimed (network games) */
  /* By the rules engine again, last so that the numbers above stay: */
  FT_REASON_KING_CAPTURED, /* fog of war: the winner took the king */
  /* Checkers (src/checkers, decided by its rules): */
  FT_REASON_NO_PIECES,    /* the loser has no piece left (a draw: neither side has) */
  FT_REASON_NO_MOVES,     /* the loser cannot move */
  FT_REASON_QUIET_TURNS,  /* a draw: 40 turns each without a capture or crowning */
  /* A threefold repetition reached while one side checked with every move
   * (ft-perpetual.h): a repetition draw with its own name. */
  FT_REASON_PERPETUAL_CHECK,
} FtResultReason;

/* Strength of the computer opponent: a ladder of levels from level 1, for
 * a first game, to full strength (ft-levels.h says how each plays, and
 * where each game's ladder ends; config key "difficulty"). The names are
 * "level-1" … ; "easy", "normal" and "hard" name three of them
 * (ft-names.h). */
typedef enum {
  FT_LEVEL_1 = 1, /*< nick=level-1 >*/
  FT_LEVEL_2,     /*< nick=level-2 >*/
  FT_LEVEL_3,     /*< nick=level-3 >*/
  FT_LEVEL_4,     /*< nick=level-4 >*/
  FT_LEVEL_5,     /*< nick=level-5 >*/
  FT_LEVEL_6,     /*< nick=level-6 >*/
  FT_LEVEL_7,     /*< nick=level-7 >*/
  FT_LEVEL_8,     /*< nick=level-8 >*/
  FT_LEVEL_9,     /*< nick=level-9 >*/
  FT_LEVEL_10,    /*< nick=level-10 >*/
  FT_LEVEL_11,    /*< nick=level-11 >*/
  FT_LEVEL_12,    /*< nick=level-12 >*/
  FT_LEVEL_13,    /*< nick=level-13 >*/
  FT_LEVEL_14,    /*< nick=level-14 >*/
  FT_LEVEL_15,    /*< nick=level-15 >*/
  FT_LEVEL_16,    /*< nick=level-16 >*/
  FT_LEVEL_17,    /*< nick=level-17 >*/
  FT_LEVEL_18,    /*< nick=level-18 >*/
  FT_LEVEL_19,    /*< nick=level-19 >*/
  FT_LEVEL_20,    /*< nick=level-20 >*/
  FT_LEVEL_21,    /*< nick=level-21 >*/
  FT_LEVEL_22,    /*< nick=level-22 >*/
  FT_LEVEL_23,    /*< nick=level-23 >*/
  FT_LEVEL_24,    /*< nick=level-24 >*/
} FtLevel;

/* Full strength at every game. A game's own ladder may end lower
 * (ft_level_top()): the levels above its top play as its top. */
#define FT_LEVEL_TOP FT_LEVEL_24
#define FT_N_LEVELS ((int) FT_LEVEL_TOP) /* levels 1 … FT_N_LEVELS */
/* The config's three words: the spec's priority rules, the old normal
 * level's strength, full strength (docs/engine-search.md#levels). */
#define FT_LEVEL_EASY FT_LEVEL_1
#define FT_LEVEL_NORMAL FT_LEVEL_8
#define FT_LEVEL_HARD FT_LEVEL_TOP

/* Piece letters as used in FEN (lowercase = black there) and in layout files
 * (lowercase = white there): p n b r q k h e a c g. */
char ft_kind_to_char (FtKind kind);
FtKind ft_kind_from_char (char c); /* case-insensitive; FT_NO_KIND if unknown */
const char *ft_kind_name (FtKind kind); /* "pawn", "archbishop", … */
const char *ft_colour_name (FtColour colour); /* "white", "black" */

/* "a1", "n14", "p16"; buf must hold at least 4 bytes. Returns buf. */
char *ft_square_to_string (FtSquare sq, char *buf);

/* Coordinate notation: "e2e4", "b10c8", "e7e8q". buf must hold at least 8 bytes. */
char *ft_move_to_string (FtMove move, char *buf);

/* SplitMix64's finaliser: a well-spread 64-bit hash of x (the evaluation's
 * noise, the levels' repeatable chances). */
static inline guint64
ft_mix64 (guint64 x)
{
  x ^= x >> 30;
  x *= G_GUINT64_CONSTANT (0xbf58476d1ce4e5b9);
  x ^= x >> 27;
  x *= G_GUINT64_CONSTANT (0x94d049bb133111eb);
  x ^= x >> 31;
  return x;
}

G_END_DECLS
