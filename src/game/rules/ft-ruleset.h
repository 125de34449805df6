/* ft-ruleset.h — the rules of one game behind one interface: a position of
 * chess (any variant, ft-chess-ruleset.h) or of checkers
 * (ft-checkers-ruleset.h), what stands on its squares, its legal moves,
 * apply and undo, the result, the notation, the save format and the entry
 * to the computer's search.
 *
 * Everything above it — the game record (ft-game.h), the session, the
 * players, clocks, records, the board model — is written once against this
 * interface. A ruleset is a stateful object: it holds one position and what
 * undo needs; FtGame keeps two (the start and now). All methods belong to
 * the thread that owns the object; the search gets its own snapshot
 * (ft_ruleset_snapshot_for_search) for a worker thread.
 *
 * Squares are cells (ft-cell.h), sides are FtColour (Fire is White, Water
 * is Black), results are the engine's FtResult and FtResultReason.
 */
#pragma once

#include <gio/gio.h>

#include "ft-cell.h"
#include "ft-game-move.h"
#include "ft-game-types.h"
#include "ft-pgn.h"

G_BEGIN_DECLS

#define FT_TYPE_RULESET (ft_ruleset_get_type ())
G_DECLARE_INTERFACE (FtRuleset, ft_ruleset, FT, RULESET, GObject)

/* The positions a game has passed through, as a search snapshot may need
 * them (fog of war: where the enemy king was last seen). The game's owner
 * fills it (ft_game_get_past()); the rules hold no game. */
typedef struct _FtPast FtPast;
struct _FtPast
{
  guint n_plies; /* positions 0 (the start) … n_plies (now) */
  /* Chess: the position after `ply` plies, copied into out. */
  void (*copy_position_at) (gpointer owner, guint ply, FtPosition *out);
  gpointer owner;
};

#define FT_RULESET_ERROR (ft_ruleset_error_quark ())
GQuark ft_ruleset_error_quark (void);

typedef enum
{
  FT_RULESET_ERROR_SYNTAX,      /* not a move in any notation the rules read */
  FT_RULESET_ERROR_ILLEGAL,     /* a move, but not a legal one here (the message says why) */
  FT_RULESET_ERROR_AMBIGUOUS,   /* several legal moves match */
  FT_RULESET_ERROR_UNSUPPORTED, /* the rules cannot do this (yet) */
} FtRulesetError;

/* The errors of the save formats (ft_ruleset_read_record and the game
 * record, ft-game-record.h). */
#define FT_GAME_RECORD_ERROR (ft_game_record_error_quark ())
GQuark ft_game_record_error_quark (void);

typedef enum
{
  FT_GAME_RECORD_ERROR_NOT_PGN, /* not a record of this format (PGN, PDN) at all */
  FT_GAME_RECORD_ERROR_TOO_LARGE,
  FT_GAME_RECORD_ERROR_TRUNCATED,
  FT_GAME_RECORD_ERROR_BAD_TAG,
  FT_GAME_RECORD_ERROR_BAD_POSITION,
  FT_GAME_RECORD_ERROR_BAD_MOVE,
} FtGameRecordError;

/* What stands on a cell. kind is the game's own: an FtKind for chess
 * (custom kinds included), an FtCheckersKind for checkers. */
typedef struct
{
  FtColour side;
  guint8 kind;
  gboolean crowned; /* checkers: a king */
} FtGamePiece;

/* How far a path of cells (the piece's cell, then where it goes) matches
 * the legal moves (ft_ruleset_match_path). */
typedef enum
{
  FT_PATH_ILLEGAL = 0,  /* no legal move begins so */
  FT_PATH_PARTIAL,      /* a legal move begins so: more cells to come */
  FT_PATH_COMPLETE,     /* a whole move, and no longer one begins so */
  FT_PATH_MAY_CONTINUE, /* a whole move that may also go on (checkers: jump on or end the turn) */
  FT_PATH_NEEDS_CHOICE, /* several moves end so: choose (chess promotion, ft_ruleset_list_choices) */
} FtPathStatus;

/* ---- The computer's search -------------------------------------------------
 * The computer player (ft-computer-player.h) runs a search on a worker
 * thread: it takes a snapshot of the position on the main thread, then
 * calls think() there with an engine (state kept from move to move, such as
 * a transposition table) that it lends to one search at a time. */
typedef struct
{
  FtLevel level;
  guint64 seed;         /* repeatable random choices */
  gint64 remaining_ms;  /* the side's clock; < 0: no clock */
  gint64 increment_ms;
  gint64 movetime_ms;   /* > 0: think about this long, whatever the clock */
  guint max_depth;      /* > 0: no deeper; without a clock or movetime also no time limit */
} FtSearchParams;

typedef struct
{
  /* engine_new may be NULL: no state between searches. */
  gpointer (*engine_new) (gsize hash_mb);
  void (*engine_free) (gpointer engine);
  void (*engine_set_hash_size) (gpointer engine, gsize hash_mb);
  /* On the worker thread: the move for the snapshot's side to move; FALSE
   * when there is none. Returns soon once *stop is set (atomically). */
  gboolean (*think) (gpointer snapshot, gpointer engine, const FtSearchParams *params,
                     const gint *stop, FtGameMove *move);
  void (*snapshot_free) (gpointer snapshot);
} FtSearchOps;

/* ---- The save format ---------------------------------------------------------
 * A game as a file holds it; the rules write and read their format (PGN for
 * chess, PDN for checkers), the game record (ft-game-record.h) turns it into
 * an FtGame and back. */
typedef FtPgnTimeControl FtRecordTimeControl;

typedef struct _FtRecordedGame
{
  FtRuleset *start;       /* the position before the first move (owned) */
  GArray *moves;          /* FtGameMove */
  GArray *clock_ms;       /* gint64 a move: the mover's time after it; -1 unknown */
  FtRecordTimeControl time_control[2]; /* indexed by FtColour */
  FtResult result;        /* FT_RESULT_NONE: unfinished */
  FtResultReason reason;
  GPtrArray *tag_names;   /* char *: Event, White, Black, …, our own; file order */
  GPtrArray *tag_values;
} FtRecordedGame;

typedef struct
{
  const char *extension;   /* "pgn" */
  const char *mime_type;   /* "application/x-chess-pgn" */
  const char *filter_name; /* "Chess games (PGN)", translated */
} FtRecordFormat;

FtRecordedGame *ft_recorded_game_new (FtRuleset *start);
void ft_recorded_game_free (FtRecordedGame *record);
const char *ft_recorded_game_get_tag (const FtRecordedGame *record, const char *name);
/* Set or replace; NULL removes. */
void ft_recorded_game_set_tag (FtRecordedGame *record, const char *name, const char *value);
void ft_recorded_game_add_move (FtRecordedGame *record, const FtGameMove *move, gint64 clock_ms);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (FtRecordedGame, ft_recorded_game_free)

/* ---- What a board shows ------------------------------------------------------
 * The board model (ft-board-model.h) animates and announces moves hop by
 * hop, hides what fog of war hides and draws the checkmate picture. */

/* One hop of a move as a board shows it, described in the position before
 * the move: a chess move is one hop (castling's rook travels alongside),
 * a checkers turn one hop for each step or jump. */
typedef struct
{
  FtCell from, to;           /* the piece that travels */
  FtGamePiece piece;         /* as it sets off */
  FtGamePiece lands_as;      /* as it lands: promoted, crowned */
  gboolean survives;         /* FALSE: its own explosion takes it as it lands */
  FtCell with_from, with_to; /* a piece travelling alongside (castling's rook), or FT_NO_CELL */
  FtCell explosion;          /* the centre of a bomb's blast, or FT_NO_CELL */
  FtCellSet removed;         /* the pieces taken as it lands: a capture, en passant, the blast */
} FtMoveHop;

/* ---- The interface ------------------------------------------------------------ */

struct _FtRulesetInterface
{
  GTypeInterface parent_iface;

  FtGameKind (*get_kind) (FtRuleset *self);
  /* A new, independent ruleset at the same position (with its undo). */
  FtRuleset *(*copy) (FtRuleset *self);

  /* The board. */
  guint (*get_files) (FtRuleset *self);
  guint (*get_ranks) (FtRuleset *self);
  gboolean (*is_playable) (FtRuleset *self, FtCell cell);
  gboolean (*get_piece) (FtRuleset *self, FtCell cell, FtGamePiece *piece);
  char *(*describe_cell) (FtRuleset *self, FtCell cell);
  const char *(*get_side_name) (FtRuleset *self, FtColour side);
  char *(*write_cell) (FtRuleset *self, FtCell cell);

  /* The position. */
  FtColour (*get_side_to_move) (FtRuleset *self);
  FtCell (*get_check_cell) (FtRuleset *self);
  FtResult (*get_result) (FtRuleset *self, FtResultReason *reason);

  /* Moves. */
  void (*get_targets) (FtRuleset *self, const FtCell *path, guint length, FtCellSet *targets);
  FtPathStatus (*match_path) (FtRuleset *self, const FtCell *path, guint length, guint choice,
                              FtGameMove *move);
  guint (*list_choices) (FtRuleset *self, const FtCell *path, guint length, guint *choices);
  char *(*explain_illegal) (FtRuleset *self, const FtCell *path, guint length);
  gboolean (*is_legal) (FtRuleset *self, const FtGameMove *move);
  gboolean (*can_pass) (FtRuleset *self);
  gboolean (*waits_for_end_of_turn) (FtRuleset *self);
  void (*apply) (FtRuleset *self, const FtGameMove *move);
  gboolean (*can_undo) (FtRuleset *self);
  void (*undo) (FtRuleset *self);
  /* May be NULL: no premoves. */
  void (*get_premove_targets) (FtRuleset *self, FtCell from, FtCellSet *targets);

  /* Notation. */
  char *(*write_move) (FtRuleset *self, const FtGameMove *move, char *buf);
  gboolean (*parse_move) (FtRuleset *self, const char *text, FtGameMove *move, GError **error);
  char *(*write_position) (FtRuleset *self);

  /* The computer. */
  const FtSearchOps *(*get_search_ops) (FtRuleset *self);
  gpointer (*snapshot_for_search) (FtRuleset *self, const FtPast *past);

  /* The save format. */
  const FtRecordFormat *(*get_record_format) (FtRuleset *self);
  const char *(*get_player_tag) (FtRuleset *self, FtColour side);
  char *(*write_record) (FtRuleset *self, const FtRecordedGame *record);
  FtRecordedGame *(*read_record) (FtRuleset *self, const char *text, gsize length, guint *line,
                                  guint *column, GError **error);

  /* What a board shows. */
  guint (*get_hops) (FtRuleset *self, const FtGameMove *move, FtMoveHop *hops);
  const char *(*get_kind_name) (FtRuleset *self, guint kind, gboolean label);
  /* May be NULL: the rules hide nothing. */
  gboolean (*get_visible_cells) (FtRuleset *self, FtColour viewer, FtCellSet *visible);
  /* May be NULL: no checkmate. */
  FtCell (*get_mate_cells) (FtRuleset *self, FtCellSet *contributors);
  /* May be NULL: no promotion zone to mark. */
  gboolean (*get_promotion_cells) (FtRuleset *self, FtColour side, FtCellSet *cells);
};

FtGameKind ft_ruleset_get_kind (FtRuleset *self);
FtRuleset *ft_ruleset_copy (FtRuleset *self);

/* ---- The board ---- */
guint ft_ruleset_get_files (FtRuleset *self);
guint ft_ruleset_get_ranks (FtRuleset *self);
/* Can a piece ever stand on the cell? (Checkers: the dark squares.) */
gboolean ft_ruleset_is_playable (FtRuleset *self, FtCell cell);
/* What stands on the cell: FALSE (piece untouched) for an empty cell or
 * one off the board. */
gboolean ft_ruleset_get_piece (FtRuleset *self, FtCell cell, FtGamePiece *piece);
/* "e4, white knight", "c3, Fire bomb, king", "d5, empty": a cell for
 * screen readers, translated; NULL off the board. */
char *ft_ruleset_describe_cell (FtRuleset *self, FtCell cell);
/* "White"/"Black", "Fire"/"Water": translated. */
const char *ft_ruleset_get_side_name (FtRuleset *self, FtColour side);
/* The cell's name in the game's notation: "e4", "n14"; checkers "c3". */
char *ft_ruleset_write_cell (FtRuleset *self, FtCell cell);

/* ---- The position ---- */
FtColour ft_ruleset_get_side_to_move (FtRuleset *self);
/* The cell of a king in check (chess), or FT_NO_CELL. */
FtCell ft_ruleset_get_check_cell (FtRuleset *self);
/* The result the rules decide now (checkmate, no pieces left, …), or
 * FT_RESULT_NONE while the game goes on; reason may be NULL. */
FtResult ft_ruleset_get_result (FtRuleset *self, FtResultReason *reason);

/* ---- Moves ----
 * A path is the moving piece's cell, then where it goes: one cell for
 * chess, every landing cell for checkers. */
/* The cells the piece may go to next after `path`: a chess piece's
 * destinations after {from}; the next landing cells of a checkers turn that
 * begins with the path. Empty for a piece that cannot move, an empty cell
 * or the other side's piece. */
void ft_ruleset_get_targets (FtRuleset *self, const FtCell *path, guint length, FtCellSet *targets);
/* How far `path` matches a legal move, and the move when it is whole
 * (FT_PATH_COMPLETE or FT_PATH_MAY_CONTINUE). When several moves end so
 * (a promotion with the choice on) choice 0 gives FT_PATH_NEEDS_CHOICE and
 * a choice from ft_ruleset_list_choices picks one. move may be NULL. */
FtPathStatus ft_ruleset_match_path (FtRuleset *self, const FtCell *path, guint length, guint choice,
                                    FtGameMove *move);
/* The choices of a path that needs one (chess: the promotion kinds, an
 * FtKind each, queen first), into choices (room for 16). Returns how many. */
guint ft_ruleset_list_choices (FtRuleset *self, const FtCell *path, guint length, guint *choices);
/* Why the path is no legal move, for the player ("You must defend your
 * king!" translated; checkers: the library's reason, "a capture is
 * compulsory"); NULL when no reason is known or the path is legal or the
 * start of a legal move. */
char *ft_ruleset_explain_illegal (FtRuleset *self, const FtCell *path, guint length);
gboolean ft_ruleset_is_legal (FtRuleset *self, const FtGameMove *move);
/* May the side to move pass (its per-move time ran out)? */
gboolean ft_ruleset_can_pass (FtRuleset *self);
/* Does a turn wait for the player to end it (checkers' "Space ends the
 * turn", docs/checkers.md)? Then even a whole move (FT_PATH_COMPLETE) is
 * played only when the player ends the turn; otherwise at once. */
gboolean ft_ruleset_waits_for_end_of_turn (FtRuleset *self);
/* Make a legal move (or a pass where allowed): the caller checks. */
void ft_ruleset_apply (FtRuleset *self, const FtGameMove *move);
gboolean ft_ruleset_can_undo (FtRuleset *self);
/* Take back the last move applied. */
gboolean ft_ruleset_undo (FtRuleset *self);
/* Premoves: where the piece on `from` may be sent while the other side is
 * to move (empty where the rules have none). */
void ft_ruleset_get_premove_targets (FtRuleset *self, FtCell from, FtCellSet *targets);

/* ---- Notation ---- */
/* The move (legal here, before it is made) in the game's notation: SAN for
 * chess ("Nf3", "--" for a pass), standard notation for checkers ("11-15",
 * "22x15", every landing square of a multi-jump "10x19x26"). Returns buf. */
char *ft_ruleset_write_move (FtRuleset *self, const FtGameMove *move, char buf[FT_NOTATION_MAX]);
/* The legal move that `text` names (the notation above — for checkers also
 * "10x26" for an unambiguous multi-jump —, or coordinates such as "e2e4"
 * and "c3d4"); FT_RULESET_ERROR otherwise, whose message starts with the
 * text and says why ("11-16: not diagonal"). */
gboolean ft_ruleset_parse_move (FtRuleset *self, const char *text, FtGameMove *move, GError **error);
/* The position as text (FEN), or NULL where the rules have none. */
char *ft_ruleset_write_position (FtRuleset *self);

/* ---- The computer ---- */
const FtSearchOps *ft_ruleset_get_search_ops (FtRuleset *self);
/* What think() needs, for a worker thread: a private copy of the position
 * (and, under fog of war, only what the side to move knows; `past` gives the
 * history, may be NULL). Free with the ops' snapshot_free. */
gpointer ft_ruleset_snapshot_for_search (FtRuleset *self, const FtPast *past);

/* ---- The save format ---- */
const FtRecordFormat *ft_ruleset_get_record_format (FtRuleset *self);
/* The tag that names the player of `side`: "White"/"Black" in PGN; in PDN
 * "Black" for Fire (who moves first, as Black does in draughts) and
 * "White" for Water. */
const char *ft_ruleset_get_player_tag (FtRuleset *self, FtColour side);
/* The record as text in the format of its start's rules. */
char *ft_recorded_game_write (const FtRecordedGame *record);
/* The first game of `text` in the format of the rules of `prototype`
 * (which gives what the text may leave out: custom kinds, the checkers
 * variant). Errors are FT_GAME_RECORD_ERROR with a message without place;
 * *line and *column (1-based; may be NULL) tell the place. */
FtRecordedGame *ft_ruleset_read_record (FtRuleset *prototype, const char *text, gsize length,
                                        guint *line, guint *column, GError **error);

/* ---- What a board shows ---- */
/* The hops of `move`: a legal move here or, for checkers, the start of one
 * (a turn being built click by click), into hops (room for
 * FT_GAME_MOVE_MAX_CELLS). Returns how many: 0 for a pass or a move that
 * is not (the start of) a legal move. */
guint ft_ruleset_get_hops (FtRuleset *self, const FtGameMove *move, FtMoveHop *hops);
/* A kind of the game's pieces (FtGamePiece.kind) by name, translated: as a
 * label ("Queen", "Bomb") or within a sentence ("queen", "bomb"); a custom
 * chess kind by its own name. "" for a kind the game does not have. */
const char *ft_ruleset_get_kind_name (FtRuleset *self, guint kind, gboolean label);
/* Fog of war (docs/playing.md#fog-of-war): the cells `viewer` sees, into
 * visible. FALSE, visible empty, when the rules hide nothing. */
gboolean ft_ruleset_get_visible_cells (FtRuleset *self, FtColour viewer, FtCellSet *visible);
/* The checkmate picture (SPEC §6): the mated king's cell, and into
 * contributors one piece for each square that helps to mate; FT_NO_CELL
 * (contributors empty) unless the side to move is checkmated. */
FtCell ft_ruleset_get_mate_cells (FtRuleset *self, FtCellSet *contributors);
/* The promotion zone a board marks (docs/playing.md#the-promotion-zone):
 * the cells where a pawn of `side` arriving becomes another piece —
 * Fourteen's rank just beyond the middle, standard chess's last rank —
 * into cells. FALSE, cells empty, when the rules mark none (checkers: its
 * crowning row is the far edge everyone knows). */
gboolean ft_ruleset_get_promotion_cells (FtRuleset *self, FtColour side, FtCellSet *cells);

G_END_DECLS
