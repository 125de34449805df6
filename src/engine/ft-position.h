/* ft-position.h — a position of Fourteen (or standard chess): the board, the
 * side to move, castling and en-passant state, and the history needed to
 * unmake moves and detect repetitions.
 *
 * A position is a plain struct so that callers can keep one on the stack or
 * copy it to a worker thread with memcpy/assignment. Nothing in the hot paths
 * (move generation, make/unmake, attack tests) allocates.
 */
#pragma once

#include "ft-betza.h"
#include "ft-types.h"

G_BEGIN_DECLS

/* What unmake needs to restore, and the hash for repetition detection. */
typedef struct {
  FtMove move;
  FtPiece captured;       /* piece removed by the move (en passant: the pawn) */
  guint8 castling_rights; /* before the move */
  FtSquare en_passant;    /* before the move */
  guint16 halfmove_clock; /* before the move */
  guint64 hash;           /* before the move */
} FtUndo;

/* Castling rights bits, one per (side, direction). "Queen side" means towards
 * file a, "king side" towards the last file, whatever pieces stand there. */
enum {
  FT_CASTLE_WHITE_A_SIDE = 1 << 0,
  FT_CASTLE_WHITE_H_SIDE = 1 << 1, /* towards the last file */
  FT_CASTLE_BLACK_A_SIDE = 1 << 2,
  FT_CASTLE_BLACK_H_SIDE = 1 << 3,
};
#define FT_CASTLE_INDEX(colour, towards_last_file) ((colour) * 2 + ((towards_last_file) ? 1 : 0))

/* One direction of a custom kind on the padded board (for one colour). */
typedef struct {
  gint16 offset;  /* one step */
  guint8 range;   /* steps it may take; 1 for a leap */
  guint8 flags;   /* FT_BETZA_MOVE, FT_BETZA_CAPTURE, FT_BETZA_LAME */
  gint16 path[2]; /* lame leap: offsets that must be empty (0: none) */
} FtCustomMove;

/* A custom kind, ready for the move generator: its Betza moves turned into
 * board offsets once, per colour (forward is down the board for Black). */
typedef struct {
  char letter;          /* lowercase; uppercase in SAN */
  int value;            /* centipawns */
  gboolean overlapping; /* two of its moves may reach one square: dedupe */
  guint8 n_moves;
  FtCustomMove moves[2][FT_BETZA_MAX_MOVES];
  char betza[48];       /* as given, for XBoard's piece command */
  /* For the window and messages only (the config's "name" and "look"):
   * the piece's name, and the built-in shape to draw, FT_NO_KIND for a
   * disc with the letter. */
  char name[32];
  FtKind look;
} FtCustomKind;

/* The custom kinds of a game: kind FT_CUSTOM_FIRST + i is kinds[i]. */
typedef struct {
  guint n;
  FtCustomKind kinds[FT_MAX_CUSTOM_KINDS];
} FtCustomKinds;

/* Add a kind moving by `betza` (ft-betza.h) with its letter (any case;
 * stored lowercase) and value in centipawns. FALSE with FT_ERROR_PARSE and a
 * message ("position 2: unknown atom 'X'", "letter 'n' is the knight's", …)
 * for a bad description, a letter clashing with a built-in or earlier kind,
 * a value <= 0 or too many kinds. */
gboolean ft_custom_kinds_add (FtCustomKinds *kinds, char letter, int value, const char *betza,
                              GError **error);

typedef struct {
  FtPiece board[FT_BOARD_CELLS];
  guint8 files; /* 4..16 */
  guint8 ranks; /* 4..16 */
  /* custom.n, kept here beside the hot fields: the move generator and the
   * attack tests ask it at every node. */
  guint8 custom_count;
  /* Fog of war (docs/rules.md#fog-of-war): no check rules, the moves are
   * the pseudo-legal ones and the game ends when a king is captured. Set
   * it before ft_position_finish_setup(), which then lets the side not to
   * move stand attacked; set-up clears it. A byte here shares the branch
   * of custom_count in the move generator. */
  guint8 fog;
  FtRules rules;
  /* Fourteen rules: a pawn may become any kind but king and pawn (config
   * "promotion": "choose"); otherwise always a queen. Standard rules always
   * offer queen, rook, bishop and knight. Kept by set-up; set it after. */
  gboolean promotion_choice;
  FtColour side_to_move;

  FtSquare king_square[2];

  /* Piece lists: every piece of each side (king included), in no particular
   * order; piece_index[sq] is the piece's place in its side's list. */
  FtSquare piece_list[2][FT_MAX_PIECES];
  guint8 piece_count[2];
  guint8 piece_index[FT_BOARD_CELLS];

  /* Castling: rights bits and, for each right, the rook's square. The rook
   * square stays recorded after the right is lost (unmake needs it). */
  guint8 castling_rights;
  FtSquare castling_rook[4]; /* indexed by FT_CASTLE_INDEX */

  /* Square a pawn may capture onto en passant, or FT_NO_SQUARE. Standard
   * rules only, and only set when an enemy pawn stands beside the pawn that
   * stepped two squares (so equal positions hash equally). */
  FtSquare en_passant;
  guint16 halfmove_clock; /* plies since the last capture or pawn move */
  guint fullmove_number;

  /* Ranks (0-based) derived from the rules and board size. */
  gint8 promotion_rank[2];  /* a pawn arriving here promotes */
  gint8 double_step_rank[2]; /* a pawn standing here may step two */

  guint64 hash; /* Zobrist hash of everything above that matters for repetition */

  /* Kinds defined at set-up (none for the built-in games). Before the
   * history, so that copying a position without its history (as the game
   * and PGN code do) keeps them; custom_count above is what hot paths ask. */
  FtCustomKinds custom;

  /* make_move aborts (g_assert) beyond FT_MAX_GAME_PLY plies: a long game
   * calls ft_position_forget_history() between moves to make room. */
  guint history_length;
  FtUndo history[FT_MAX_GAME_PLY];

} FtPosition;

/* ---- Set-up ---------------------------------------------------------------
 * ft_position_clear() gives an empty board; place pieces with
 * ft_position_set_piece(), set the state fields, then call
 * ft_position_finish_setup(), which builds the piece lists and hash, and checks
 * the position: exactly one king per side, at most FT_MAX_PIECES per side, no
 * pawn on or beyond its promotion rank (Fourteen) or on the first/last rank
 * (standard), and the side not to move not in check.
 */
void ft_position_clear (FtPosition *pos, FtRules rules, guint files, guint ranks);
void ft_position_set_piece (FtPosition *pos, FtSquare sq, FtPiece piece);
/* Give the position custom kinds (kinds may be NULL: none). Call it after
 * ft_position_clear() and before placing pieces of those kinds. */
void ft_position_set_custom_kinds (FtPosition *pos, const FtCustomKinds *kinds);
/* Letters with the custom kinds: lowercase letter of a kind; kind of a
 * letter (either case; FT_NO_KIND if unknown); a move in coordinate
 * notation with a custom promotion letter. */
char ft_position_kind_to_char (const FtPosition *pos, FtKind kind);
FtKind ft_position_kind_from_char (const FtPosition *pos, char c);
char *ft_position_move_to_string (const FtPosition *pos, FtMove move, char *buf);
/* Grant every castling right whose king and rook stand on their side's first
 * rank (rank 1 for White, the last rank for Black): the king, and the nearest
 * rook on each side of it on that rank. Used for layouts, where every piece
 * is unmoved. */
void ft_position_set_default_castling (FtPosition *pos);
/* Grant one right with an explicit rook square (FEN). FALSE if no king and
 * rook of that colour stand on the same rank in that direction. */
gboolean ft_position_add_castling_right (FtPosition *pos, FtColour colour, FtSquare rook_square);
gboolean ft_position_finish_setup (FtPosition *pos, GError **error);

/* The standard 8×8 start position (standard rules) and the default 14×14
 * Fourteen layout (Fourteen rules). */
void ft_position_set_standard_start (FtPosition *pos);
void ft_position_set_fourteen_start (FtPosition *pos);

/* ---- Queries ------------------------------------------------------------- */
static inline FtPiece
ft_position_piece_at (const FtPosition *pos, FtSquare sq)
{
  return pos->board[sq];
}

static inline gboolean
ft_position_square_on_board (const FtPosition *pos, int file, int rank)
{
  return file >= 0 && rank >= 0 && file < pos->files && rank < pos->ranks;
}

/* Is sq attacked by any piece of colour `by`? (Pawns attack diagonally
 * forward; kings attack adjacent squares.) */
gboolean ft_position_is_attacked (const FtPosition *pos, FtSquare sq, FtColour by);
/* Number of pieces of colour `by` attacking sq, with their squares if
 * attackers is not NULL (room for FT_MAX_PIECES). */
guint ft_position_attackers (const FtPosition *pos, FtSquare sq, FtColour by, FtSquare *attackers);
/* Is the side to move's king attacked? Always FALSE under fog of war. */
gboolean ft_position_in_check (const FtPosition *pos);
/* Fog of war: has the side to move lost its king (captured by the last
 * move)? Any position can be asked; outside fog it is always FALSE. */
gboolean ft_position_king_captured (const FtPosition *pos);

/* ---- Moves --------------------------------------------------------------- */
/* All legal moves of the side to move. */
void ft_position_generate_legal (const FtPosition *pos, FtMoveList *list);
/* How many legal moves there are, without listing them (perft's last ply). */
guint ft_position_count_legal (const FtPosition *pos);
/* Legal captures and promotions only (for quiescence search). */
void ft_position_generate_legal_captures (const FtPosition *pos, FtMoveList *list);
/* Legal moves of the piece on `from` (empty list if none / not the mover's). */
void ft_position_generate_legal_from (const FtPosition *pos, FtSquare from, FtMoveList *list);
/* Is `move` (e.g. from a hash table or killer slot) legal here? */
gboolean ft_position_is_legal (const FtPosition *pos, FtMove move);
/* TRUE if the piece on `from` could move to `to` by its movement rules (the
 * path is clear, the target is not a friendly piece, pawn rules hold, castling
 * conditions other than check hold) but every such move would leave its own
 * king attacked. This is what "You must defend your king!" reports. */
gboolean ft_position_move_exposes_king (const FtPosition *pos, FtSquare from, FtSquare to);
/* Premoves (docs/playing.md#premoves): where the piece on `from` may be
 * sent while the other side is still to move — every square its movement
 * rules reach in this position as if it were its side's turn (captures,
 * castling and promotions included; no legality test, no en passant), plus
 * the squares it guards that hold one of its own pieces (but the king), to
 * recapture there, and for a pawn its empty diagonal squares, where a piece
 * may arrive. Works whoever is to move; an empty `from` gives no moves. The
 * extra targets are listed as captures. */
void ft_position_generate_premoves_from (const FtPosition *pos, FtSquare from, FtMoveList *list);
/* Find the legal move from→to; promotion chooses among promotions (FT_NO_KIND
 * picks the queen). FT_MOVE_NONE if there is none. */
FtMove ft_position_find_move (const FtPosition *pos, FtSquare from, FtSquare to, FtKind promotion);
/* Parse coordinate notation ("e2e4", "b10c8", "e7e8q") against the legal
 * moves; FT_MOVE_NONE if malformed or illegal. */
FtMove ft_position_parse_move (const FtPosition *pos, const char *text);

/* Drop the history that no rule needs any more: everything before the last
 * capture or pawn move (repetitions cannot reach past it), and at most the
 * last FT_MAX_GAME_PLY / 2 plies. Afterwards only the kept moves can be
 * unmade. Call it between moves of a long game, never
 * while a search is making and unmaking moves on this position. */
void ft_position_forget_history (FtPosition *pos);

/* Make a legal move / take back the last one. */
void ft_position_make_move (FtPosition *pos, FtMove move);
void ft_position_unmake_move (FtPosition *pos);
/* Pass the turn (search only; never while in check). Repetition detection
 * does not look back past a null move. */
void ft_position_make_null_move (FtPosition *pos);
void ft_position_unmake_null_move (FtPosition *pos);

/* ---- Results ------------------------------------------------------------- */
/* Has the current position occurred at least `times` times in total (this one
 * included) since the last irreversible move, with the same side to move? */
gboolean ft_position_is_repetition (const FtPosition *pos, guint times);
gboolean ft_position_has_insufficient_material (const FtPosition *pos);
/* The result of the game as the rules decide it by themselves now:
 * checkmate, stalemate, insufficient material (standard rules; bare kings in
 * Fourteen rules), and the automatic draws — standard rules (FIDE): fivefold
 * repetition and 75 moves (150 plies) without a capture or pawn move;
 * Fourteen rules: threefold repetition and 100 plies. */
FtResult ft_position_result (const FtPosition *pos, FtResultReason *reason);
/* Standard rules only (FIDE 9.2, 9.3): may the side to move claim a draw —
 * threefold repetition (FT_REASON_REPETITION) or 50 moves without a
 * capture or pawn move (FT_REASON_FIFTY_MOVES)? FALSE when the game is
 * already over by the rules, and always under Fourteen rules, which draw
 * automatically. */
gboolean ft_position_can_claim_draw (const FtPosition *pos, FtResultReason *reason);
/* How the rules ended a game, in words for messages ("checkmate",
 * "fivefold repetition", "75 moves without a capture or pawn move", …). */
const char *ft_position_describe_end (const FtPosition *pos, FtResultReason reason);
/* In a checkmate position: the squares of pieces that contribute to the mate
 * (docs/playing.md#checkmate-picture), exactly one piece per attacked/defended square, chosen
 * deterministically (lowest square index first). Returns the count (0 if
 * the position is not checkmate); squares must have room for 9, and comes
 * back sorted by square index, without duplicates. */
guint ft_position_checkmate_contributors (const FtPosition *pos, FtSquare *squares);

/* ---- Perft --------------------------------------------------------------- */
/* Leaf count with bulk counting at the last ply. pos is restored on return. */
guint64 ft_position_perft (FtPosition *pos, guint depth);

/* ---- Zobrist ------------------------------------------------------------- */
/* Recompute the hash from scratch (tests compare it with the incremental one). */
guint64 ft_position_compute_hash (const FtPosition *pos);

G_END_DECLS
