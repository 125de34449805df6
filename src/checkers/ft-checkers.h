/* ft-checkers.h — the rules of "Checkers with bombs and shields", a second
 * game beside Fourteen's chess (docs/checkers.md has the rules in prose).
 *
 * Plain C and GLib like src/engine, and independent of it: the two games
 * share nothing but the style. The API follows how a player plays a turn in
 * a window — select a piece, move it (a step, or a jump; jumps may follow
 * each other), end the turn — so that the window only forwards clicks.
 * Beside it sits a full-turn generator and perft for testing and, later, a
 * computer player; those work on copies of the position and never allocate.
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* Squares are 0..63, file + 8 * rank, a1 = 0 (Fire's bottom-left corner).
 * Only dark squares — (file + rank) even, so a1 is dark — are ever used. */
#define FT_CHECKERS_SIZE 8
#define FT_CHECKERS_SQUARES 64
#define FT_CHECKERS_NO_SQUARE (-1)
#define FT_CHECKERS_SQUARE(file, rank) ((file) + FT_CHECKERS_SIZE * (rank))
#define FT_CHECKERS_FILE(sq) ((sq) % FT_CHECKERS_SIZE)
#define FT_CHECKERS_RANK(sq) ((sq) / FT_CHECKERS_SIZE)
#define FT_CHECKERS_IS_DARK(sq) (((FT_CHECKERS_FILE (sq) + FT_CHECKERS_RANK (sq)) & 1) == 0)

/* The sides, and also the result of ft_checkers_winner(). */
typedef enum {
  FT_CHECKERS_NONE = 0, /* no piece / game not over */
  FT_CHECKERS_FIRE = 1, /* bottom, moves first, moves up */
  FT_CHECKERS_WATER = 2, /* top, moves down */
  FT_CHECKERS_TIE = 3,
} FtCheckersSide;

#define FT_CHECKERS_OTHER_SIDE(side) ((FtCheckersSide) (3 - (side)))

typedef enum {
  FT_CHECKERS_NORMAL = 0,
  FT_CHECKERS_SHIELD = 1, /* survives explosions (not jumps) */
  FT_CHECKERS_BOMB = 2,   /* explodes when it captures */
} FtCheckersKind;

/* A piece in one byte: side (bits 0-1, FT_CHECKERS_NONE for an empty
 * square), kind (bits 2-3), crowned (bit 4). Crowning keeps the kind: a
 * crowned bomb is still a bomb. 0 is the empty square. */
typedef guint8 FtCheckersPiece;
#define FT_CHECKERS_EMPTY ((FtCheckersPiece) 0)
#define FT_CHECKERS_PIECE(side, kind, crowned) \
  ((FtCheckersPiece) ((side) | ((kind) << 2) | ((crowned) ? 0x10 : 0)))
#define FT_CHECKERS_PIECE_SIDE(p) ((FtCheckersSide) ((p) & 3))
#define FT_CHECKERS_PIECE_KIND(p) ((FtCheckersKind) (((p) >> 2) & 3))
#define FT_CHECKERS_PIECE_CROWNED(p) (((p) & 0x10) != 0)

/* Turns without a capture or a crowning (each side's turn counts one) after
 * which the game is a tie: 40 full turns. */
#define FT_CHECKERS_QUIET_LIMIT 80

/* The rule set. BOMBS is the game of docs/checkers.md; ENGLISH is plain
 * English draughts (compulsory capture, a capture sequence must be
 * completed, a man that is crowned ends the turn, no bombs or shields), a
 * peer check for the generator against the published perft figures. */
typedef enum {
  FT_CHECKERS_RULES_BOMBS = 0,
  FT_CHECKERS_RULES_ENGLISH = 1,
} FtCheckersRules;

/* "bombs" / "english"; FALSE for anything else. */
gboolean ft_checkers_rules_from_string (const char *name, FtCheckersRules *rules);
const char *ft_checkers_rules_to_string (FtCheckersRules rules);

/* When a turn ends. AUTO (the default): by itself after a step, a bomb's
 * capture, a crowning under English rules, and a capture after which the
 * piece cannot capture again; the player may also end it after any capture
 * the rules let them stop at. SPACE (the source's rule "Space ends the
 * turn"): never by itself — after its last move the turn waits until the
 * player ends it (Space in the window, "end" in text play), so a move can
 * still be taken back with undo before the opponent sees it. The set of
 * full turns (and so perft and the computer) is the same under both. */
typedef enum {
  FT_CHECKERS_TURN_END_AUTO = 0,
  FT_CHECKERS_TURN_END_SPACE = 1,
} FtCheckersTurnEnd;

/* "auto" / "space"; FALSE for anything else. */
gboolean ft_checkers_turn_end_from_string (const char *name, FtCheckersTurnEnd *turn_end);
const char *ft_checkers_turn_end_to_string (FtCheckersTurnEnd turn_end);

/* The position between two steps: copyable, no pointers. */
typedef struct {
  FtCheckersPiece squares[FT_CHECKERS_SQUARES];
  guint8 to_move;      /* FtCheckersSide */
  guint8 quiet_turns;  /* turns since the last capture or crowning */
  guint8 rules;        /* FtCheckersRules */
  guint8 turn_end;     /* FtCheckersTurnEnd: an option of the rules */
} FtCheckersState;

/* A board: the state, the turn in progress and the undo history. */
typedef struct _FtCheckersBoard FtCheckersBoard;

/* ---- Set-up -------------------------------------------------------------- */
/* A board in the start position, Fire to move. */
FtCheckersBoard *ft_checkers_board_new (void);
/* An empty board, Fire to move (tests and set-ups). */
FtCheckersBoard *ft_checkers_board_new_empty (void);
/* The start position of the given rules. */
FtCheckersBoard *ft_checkers_board_new_with_rules (FtCheckersRules rules);
/* An independent copy: state, turn in progress and undo history. */
FtCheckersBoard *ft_checkers_board_copy (const FtCheckersBoard *board);
void ft_checkers_board_free (FtCheckersBoard *board);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (FtCheckersBoard, ft_checkers_board_free)

/* Back to the start position, history forgotten. */
void ft_checkers_reset (FtCheckersBoard *board);

/* Place / remove a piece, set the side to move: set-up edits of the current
 * position. They cancel a turn in progress and forget the undo history (an
 * undo must never resurrect a position that was never played). place()
 * returns FALSE, changing nothing, for a light or out-of-range square. */
gboolean ft_checkers_place (FtCheckersBoard *board, int square, FtCheckersPiece piece);
void ft_checkers_remove (FtCheckersBoard *board, int square);
void ft_checkers_set_to_move (FtCheckersBoard *board, FtCheckersSide side);
/* Change the rules, keeping the pieces (a set-up edit, like place()). */
void ft_checkers_set_rules (FtCheckersBoard *board, FtCheckersRules rules);
FtCheckersRules ft_checkers_rules (const FtCheckersBoard *board);
/* Change when a turn ends (a set-up edit too: a turn in progress is taken
 * back first). ft_checkers_reset() keeps the option. */
void ft_checkers_set_turn_end (FtCheckersBoard *board, FtCheckersTurnEnd turn_end);
FtCheckersTurnEnd ft_checkers_turn_end (const FtCheckersBoard *board);

/* ---- Queries ------------------------------------------------------------- */
/* FT_CHECKERS_EMPTY for empty, light or out-of-range squares. */
FtCheckersPiece ft_checkers_piece_at (const FtCheckersBoard *board, int square);
FtCheckersSide ft_checkers_to_move (const FtCheckersBoard *board);
guint ft_checkers_count (const FtCheckersBoard *board, FtCheckersSide side);
const FtCheckersState *ft_checkers_state (const FtCheckersBoard *board);
/* Turns since the last capture or crowning (FT_CHECKERS_QUIET_LIMIT ties). */
guint ft_checkers_quiet_turns (const FtCheckersBoard *board);

/* FT_CHECKERS_NONE while the game goes on; FIRE or WATER when the other side
 * has no piece left or (at the start of its turn) no legal move; TIE when
 * both sides lost their last pieces together or after
 * FT_CHECKERS_QUIET_LIMIT quiet turns. */
FtCheckersSide ft_checkers_winner (const FtCheckersBoard *board);
/* The same for a state at the start of a turn (generates its turns). */
FtCheckersSide ft_checkers_state_winner (const FtCheckersState *state);

/* ---- Playing a turn -----------------------------------------------------
 * select → move (→ move …) → end_turn. With FT_CHECKERS_TURN_END_AUTO a
 * step ends the turn by itself, so does a bomb's capture (it explodes) and a
 * capture after which the piece has no further capture; otherwise the
 * player either captures again or ends the turn. With
 * FT_CHECKERS_TURN_END_SPACE only end_turn ends it. */

/* Can the piece on `square` be selected now? Before the turn's first move:
 * a piece of the side to move that has a legal step or jump, game not over.
 * After it: only the piece that is moving (it stays selected). */
gboolean ft_checkers_can_select (const FtCheckersBoard *board, int square);
gboolean ft_checkers_select (FtCheckersBoard *board, int square);
/* The selected square or FT_CHECKERS_NO_SQUARE. */
int ft_checkers_selected (const FtCheckersBoard *board);

typedef enum {
  FT_CHECKERS_MOVE_ILLEGAL = 0,  /* nothing changed */
  FT_CHECKERS_MOVE_MOVED,        /* a plain step */
  FT_CHECKERS_MOVE_CAPTURED,     /* a jump */
  FT_CHECKERS_MOVE_EXPLODED,     /* a bomb's jump, and its explosion */
} FtCheckersMoveKind;

typedef struct {
  FtCheckersMoveKind kind;
  gboolean crowned;     /* the piece reached the far row with this move */
  gboolean turn_ended;  /* the turn ended by itself (never with TURN_END_SPACE) */
} FtCheckersMoveResult;

/* Move the selected piece to `to` (a step or a jump). */
FtCheckersMoveResult ft_checkers_move (FtCheckersBoard *board, int to);
/* Could `to` be the selected piece's next move? (For highlighting.) */
gboolean ft_checkers_can_move (const FtCheckersBoard *board, int to);
/* Is the turn's last move made (under TURN_END_SPACE: nothing more can
 * move, the turn waits for end_turn)? */
gboolean ft_checkers_turn_is_complete (const FtCheckersBoard *board);
/* May the player end the turn now? After a jump whose piece could jump on,
 * where the rules let it stop (not English), and when the turn is complete
 * (TURN_END_SPACE). */
gboolean ft_checkers_can_end_turn (const FtCheckersBoard *board);
gboolean ft_checkers_end_turn (FtCheckersBoard *board);

/* Back to the start of the turn in progress if a move was made in it, else
 * to the start of the previous turn. FALSE if there is nothing to undo. */
gboolean ft_checkers_undo (FtCheckersBoard *board);

/* ---- Full turns -----------------------------------------------------------
 * A turn is a path: the moving piece's square, then each landing square.
 * Every place a capture sequence may stop is its own turn, so a double jump
 * gives two turns (one jump, both jumps). */

/* A piece captures at most 12 enemies; a path is at most 13 squares. */
#define FT_CHECKERS_MAX_PATH 16
/* Far beyond any position met in play; the generator asserts it. */
#define FT_CHECKERS_MAX_TURNS 2048

/* The generator's turns are canonical (path bytes after `length` are 0),
 * so two of them compare with memcmp. */
typedef struct {
  guint8 length; /* squares in path, >= 2 */
  gint8 path[FT_CHECKERS_MAX_PATH];
} FtCheckersTurn;

typedef struct {
  guint count;
  FtCheckersTurn turns[FT_CHECKERS_MAX_TURNS];
} FtCheckersTurnList;

/* Every legal turn of the side to move (none when the game is over). The
 * board must be at the start of a turn (no move made in it). Under English
 * rules only complete capture sequences, and only captures if there is one. */
void ft_checkers_generate_turns (const FtCheckersBoard *board, FtCheckersTurnList *list);
void ft_checkers_state_generate_turns (const FtCheckersState *state, FtCheckersTurnList *list);
/* Play a generated turn on a state (no checks). */
void ft_checkers_state_play_turn (FtCheckersState *state, const FtCheckersTurn *turn);
/* Is the turn a capture (its first move a jump)? */
gboolean ft_checkers_turn_is_capture (const FtCheckersTurn *turn);

/* Leaf count of the tree of full turns. */
guint64 ft_checkers_perft (const FtCheckersBoard *board, guint depth);
guint64 ft_checkers_state_perft (const FtCheckersState *state, guint depth);

/* ---- Why a move is illegal ----------------------------------------------
 * For messages in text play and the window: the first rule a proposed
 * selection, step, jump, whole turn or end of turn breaks. */
typedef enum {
  FT_CHECKERS_LEGAL = 0,
  FT_CHECKERS_ILLEGAL_GAME_OVER,        /* the game is over */
  FT_CHECKERS_ILLEGAL_OFF_BOARD,        /* a square outside the board */
  FT_CHECKERS_ILLEGAL_LIGHT_SQUARE,     /* a light square: never played on */
  FT_CHECKERS_ILLEGAL_NO_PIECE,         /* no piece on the start square */
  FT_CHECKERS_ILLEGAL_NOT_YOUR_PIECE,   /* the other side's piece */
  FT_CHECKERS_ILLEGAL_NOT_MOVING_PIECE, /* mid-turn, another piece than the one moving */
  FT_CHECKERS_ILLEGAL_NO_MOVE,          /* this piece can neither step nor jump */
  FT_CHECKERS_ILLEGAL_SAME_SQUARE,      /* from and to are the same square */
  FT_CHECKERS_ILLEGAL_NOT_DIAGONAL,     /* not along a diagonal */
  FT_CHECKERS_ILLEGAL_TOO_FAR,          /* more than a step (1) or a jump (2) */
  FT_CHECKERS_ILLEGAL_BACKWARDS,        /* a man moving towards its own side */
  FT_CHECKERS_ILLEGAL_OCCUPIED,         /* the landing square holds a piece */
  FT_CHECKERS_ILLEGAL_NOTHING_TO_JUMP,  /* a jump over an empty square */
  FT_CHECKERS_ILLEGAL_OWN_PIECE,        /* a jump over one's own piece */
  FT_CHECKERS_ILLEGAL_ONLY_JUMPS,       /* a step after a capture in the same turn */
  FT_CHECKERS_ILLEGAL_TURN_OVER,        /* a move after the turn's last possible one */
  FT_CHECKERS_ILLEGAL_MUST_CAPTURE,     /* English: a capture is compulsory */
  FT_CHECKERS_ILLEGAL_MUST_CONTINUE,    /* English: the capturing piece must jump on */
  FT_CHECKERS_ILLEGAL_NOTHING_MOVED,    /* ending a turn in which nothing moved */
  FT_CHECKERS_ILLEGAL_NO_CAPTURE_PATH,  /* "10x26": no captures lead from 10 to 26 */
} FtCheckersIllegal;

/* "must-capture", "not-your-piece", …: a stable name (logs, tests, the
 * network). */
const char *ft_checkers_illegal_name (FtCheckersIllegal reason);
/* "a capture is compulsory", "not your piece", …: an English sentence
 * fragment for a message ("11-15: a capture is compulsory"). */
const char *ft_checkers_illegal_message (FtCheckersIllegal reason);

/* One step or jump from→to of the side to move. continuing: the piece has
 * already jumped in this turn (only jumps remain, and under English rules
 * the compulsory capture is that piece's). */
FtCheckersIllegal ft_checkers_state_check_move (const FtCheckersState *state, int from, int to,
                                                gboolean continuing);
/* A whole turn (a path) from the start of a turn: every move in order, a
 * move after the turn ended by itself, and under English rules a path that
 * stops where the piece must jump on. *at (may be NULL) gets the index in
 * the path of the square the reason concerns. */
FtCheckersIllegal ft_checkers_state_check_turn (const FtCheckersState *state, const FtCheckersTurn *turn,
                                                guint *at);
/* The board's turn in progress: selecting `square`, moving from `from`
 * (FT_CHECKERS_NO_SQUARE: the selected piece) to `to`, ending the turn. */
FtCheckersIllegal ft_checkers_check_select (const FtCheckersBoard *board, int square);
FtCheckersIllegal ft_checkers_check_move (const FtCheckersBoard *board, int from, int to);
FtCheckersIllegal ft_checkers_check_end_turn (const FtCheckersBoard *board);

/* "c3", or "-" for an invalid square. Returns `text` (room for 3). */
char *ft_checkers_square_to_string (int square, char *text);
/* The square of "c3", or FT_CHECKERS_NO_SQUARE. */
int ft_checkers_square_from_string (const char *text);
/* "c3d4" / "c3e5g7"; returns `text` (room for 2 * FT_CHECKERS_MAX_PATH + 1). */
char *ft_checkers_turn_to_string (const FtCheckersTurn *turn, char *text);

G_END_DECLS
