/* ft-board-model.h — what a board shows and accepts, for either game,
 * without GTK: written once over the rules interface (ft-ruleset.h) and
 * the game's record (ft-game.h). A board widget (src/app/board) draws it
 * and turns clicks, drags and keys into its calls; the tests drive it
 * directly (tests/game/test-board-model.c).
 *
 * What it shows: the game's position now, or an earlier one while
 * browsing (read-only), with the turn being built (a checkers multi-jump
 * click by click) already on the board; the selection and its targets
 * (moves and captures), the last move, check, the checkmate picture, a
 * premove, the piece being dragged, a pending promotion with its choices,
 * fog of war for a viewer, the keyboard cursor, a network peer's
 * selection. The view redraws on "changed" and animates on "move-shown".
 *
 * What it accepts: clicks, drags and keys for the sides that play by hand
 * ("interactive-colours"). It never plays a move: a whole legal move is
 * asked for with "move-requested" (an FtGameMove); the owner plays it on
 * the game and calls ft_board_model_show_move(). A move it cannot take is
 * "refused" with the reason (the rules' explanation, "You must defend
 * your king!" with the king's cell to flash, "Not your piece").
 *
 * Screen readers: ft_board_model_describe_cell() says what stands on a
 * cell; the "announcement" property says what just happened (a move as it
 * lands, with check and the result; a selection; a refusal).
 */
#pragma once

#include <glib-object.h>

#include "ft-game.h"

G_BEGIN_DECLS

/* What a cell shows (the strongest wins). The board's colours are SPEC §6's
 * (the widget's table). */
typedef enum {
  FT_HIGHLIGHT_NONE = 0,
  FT_HIGHLIGHT_LAST_MOVE,   /* yellow: the last move's cells */
  FT_HIGHLIGHT_LEGAL,       /* blue: a legal empty destination */
  FT_HIGHLIGHT_CAPTURE,     /* light red: a legal capture */
  FT_HIGHLIGHT_SELECTED,    /* green: the selected piece (and a turn's path) */
  FT_HIGHLIGHT_CONTRIBUTOR, /* orange: helps to mate (game over) */
  FT_HIGHLIGHT_CHECK,       /* dark red: a king in check, or a flash */
  FT_HIGHLIGHT_MATED_KING,  /* red */
  FT_HIGHLIGHT_PREMOVE,     /* violet: the premove's cells */
} FtHighlight;

#define FT_N_HIGHLIGHTS (FT_HIGHLIGHT_PREMOVE + 1)

/* Why a click or drop was not taken ("refused"). */
typedef enum {
  FT_BOARD_REFUSAL_KING_EXPOSED,   /* "You must defend your king!": the cell is the king's */
  FT_BOARD_REFUSAL_ILLEGAL,        /* not a legal move: the rules' reason, when they know one */
  FT_BOARD_REFUSAL_NOT_YOUR_PIECE, /* the other side's piece */
} FtBoardRefusal;

/* "interactive-colours": who plays by hand on this board. */
#define FT_BOARD_WHITE (1u << FT_WHITE)
#define FT_BOARD_BLACK (1u << FT_BLACK)
#define FT_BOARD_BOTH_COLOURS (FT_BOARD_WHITE | FT_BOARD_BLACK)

/* What stands where, as a board draws it. */
typedef struct
{
  FtCellSet occupied;
  FtGamePiece pieces[FT_N_CELLS];
} FtBoardPicture;

gboolean ft_board_picture_get (const FtBoardPicture *picture, FtCell cell, FtGamePiece *piece);
/* The picture of the ruleset's position. */
void ft_board_picture_take (FtBoardPicture *picture, FtRuleset *rules);
/* The picture after `hop` has landed. */
void ft_board_picture_apply_hop (FtBoardPicture *picture, const FtMoveHop *hop);

#define FT_TYPE_BOARD_MODEL (ft_board_model_get_type ())
G_DECLARE_FINAL_TYPE (FtBoardModel, ft_board_model, FT, BOARD_MODEL, GObject)

FtBoardModel *ft_board_model_new (void);

/* ---- The game and the position shown ---------------------------------------
 * Property "game" (may be NULL). Setting it — the same game too, after a
 * takeback — shows its position as it is now with nothing pending; the
 * keyboard cursor stays where it was. The model follows the game's
 * "game-over" (the checkmate picture, the result announced) and
 * "turn-started" (a premove is played) by itself, but not its moves: see
 * ft_board_model_show_move(). */
void ft_board_model_set_game (FtBoardModel *self, FtGame *game);
FtGame *ft_board_model_get_game (FtBoardModel *self);
/* The position shown: the game's now, or the browsed one (NULL without a
 * game). Read it; never play on it. */
FtRuleset *ft_board_model_get_rules (FtBoardModel *self);
FtGameKind ft_board_model_get_kind (FtBoardModel *self);
guint ft_board_model_get_files (FtBoardModel *self);
guint ft_board_model_get_ranks (FtBoardModel *self);
/* What stands where as the board shows it at rest: the position shown,
 * with the turn being built on it. */
const FtBoardPicture *ft_board_model_get_picture (FtBoardModel *self);
gboolean ft_board_model_get_piece (FtBoardModel *self, FtCell cell, FtGamePiece *piece);

/* `move` has just been played on the game (its last move): the board
 * shows the game's position (browsing ends) and emits "move-shown" for the
 * view to animate it (a pass only redraws). */
void ft_board_model_show_move (FtBoardModel *self, const FtGameMove *move);
/* The move shown last, for the view's animation: the picture before it
 * and its hops (valid until the next "move-shown"). Returns how many. */
guint ft_board_model_get_arriving (FtBoardModel *self, const FtBoardPicture **before,
                                   const FtMoveHop **hops);
/* Property "moving": the view is animating the move shown (the view sets
 * it). Meanwhile the board takes no move (premoves excepted) and shows no
 * check; when it ends the move is announced. */
void ft_board_model_set_moving (FtBoardModel *self, gboolean moving);
gboolean ft_board_model_get_moving (FtBoardModel *self);

/* Browsing (read-only): show the position after `ply` moves of the game;
 * the number of moves or more returns to the game's own position. With
 * `animate` the move into it travels (a replay step: "move-shown" with
 * replay TRUE). Property "browsing" (read-only). */
void ft_board_model_browse (FtBoardModel *self, guint ply, gboolean animate);
gboolean ft_board_model_is_browsing (FtBoardModel *self);
/* The ply shown: the browsed one, else the game's number of moves. */
guint ft_board_model_get_shown_ply (FtBoardModel *self);

/* ---- What each cell shows ---- */
FtHighlight ft_board_model_get_highlight (FtBoardModel *self, FtCell cell);
/* The selected piece's cell (during a turn being built: where it stands
 * now), or FT_NO_CELL. */
FtCell ft_board_model_get_selected (FtBoardModel *self);
/* The turn being built: the piece's cell, then where it landed; returns
 * the length (0: nothing selected; 1: a piece selected). */
guint ft_board_model_get_path (FtBoardModel *self, FtCell path[FT_GAME_MOVE_MAX_CELLS]);
/* Where the selected piece (or the one picked up for a premove) may go. */
const FtCellSet *ft_board_model_get_targets (FtBoardModel *self);

/* Fog of war: show the board as `side` sees it (-1: everything; property
 * "fog-viewer"). In a fog-of-war game that is not over, the cells its
 * pieces do not see are fogged: no enemy piece, no highlight. */
void ft_board_model_set_fog_viewer (FtBoardModel *self, int side);
int ft_board_model_get_fog_viewer (FtBoardModel *self);
gboolean ft_board_model_is_fogged (FtBoardModel *self, FtCell cell);

/* Property "flipped": the board turned (Black or Water at the bottom). */
void ft_board_model_set_flipped (FtBoardModel *self, gboolean flipped);
gboolean ft_board_model_get_flipped (FtBoardModel *self);

/* ---- Input ----------------------------------------------------------------
 * Property "interactive-colours" (default 0: no input): the sides played
 * by hand. Moves are taken when the side to move is among them, its turn
 * has started, the game is not over, no move travels, nothing is browsed
 * and no promotion is being chosen. */
void ft_board_model_set_interactive_colours (FtBoardModel *self, guint colours);
guint ft_board_model_get_interactive_colours (FtBoardModel *self);
/* Is a move taken now? */
gboolean ft_board_model_takes_moves (FtBoardModel *self);
/* May the piece on `cell` be picked up now (for a move, a turn being
 * built, or a premove)? */
gboolean ft_board_model_can_pick (FtBoardModel *self, FtCell cell);

/* A click on `cell` (FT_NO_CELL: off the board): select a piece, send it
 * to a target (extending a turn being built, or requesting the move),
 * select another piece, deselect, or refuse. */
void ft_board_model_click (FtBoardModel *self, FtCell cell);
/* A drag: TRUE if the piece on `cell` is picked up (it is selected; its
 * cell is the "drag source" until the drop). A drop on a target requests
 * the move at once and the view skips its animation (the piece is already
 * there); a drop back on its cell keeps it selected; off the board
 * (FT_NO_CELL) lets it go. */
gboolean ft_board_model_drag_begin (FtBoardModel *self, FtCell cell);
void ft_board_model_drag_drop (FtBoardModel *self, FtCell cell);
void ft_board_model_drag_cancel (FtBoardModel *self);
FtCell ft_board_model_get_drag_source (FtBoardModel *self);
/* The cell under the pointer, outlined when a piece there may be picked up
 * or the selected one may go there; else FT_NO_CELL. */
FtCell ft_board_model_get_hover (FtBoardModel *self, FtCell pointer);

/* A turn that may end here (checkers: after a capture when jumping on is
 * not compulsory; every whole turn under "Space ends the turn"): end it
 * (requests the move). FALSE if there is none. */
gboolean ft_board_model_can_end_turn (FtBoardModel *self);
gboolean ft_board_model_end_turn (FtBoardModel *self);
/* Escape: drop the selection (and a turn being built), else the premove.
 * FALSE if there was neither (the window's Escape then resigns). */
gboolean ft_board_model_cancel (FtBoardModel *self);

/* Keyboard play: the cursor (property "cursor") moves as the player sees
 * the board (right and up on screen); its first move lands on the selected
 * piece, else the chess king of the side picking, else the bottom-left
 * cell. Activating it clicks it. */
FtCell ft_board_model_get_cursor (FtBoardModel *self);
void ft_board_model_move_cursor (FtBoardModel *self, int right, int up);
void ft_board_model_activate_cursor (FtBoardModel *self);

/* Promotion: property "choose-promotion" (default FALSE): when a move
 * needs a choice (the rules offer several kinds) the choice waits
 * ("choosing-promotion", read-only) for ft_board_model_choose_promotion();
 * FALSE takes the first choice (the queen) at once. */
void ft_board_model_set_choose_promotion (FtBoardModel *self, gboolean choose);
gboolean ft_board_model_get_choose_promotion (FtBoardModel *self);
gboolean ft_board_model_is_choosing_promotion (FtBoardModel *self);
/* The move waiting: its destination, and the choices (FtKind for chess,
 * queen first; room for 16). Returns how many (0: none waiting). */
guint ft_board_model_get_promotion_choices (FtBoardModel *self, FtCell *to, guint *choices);
/* A choice's label ("Queen", a custom kind's name). */
const char *ft_board_model_get_choice_label (FtBoardModel *self, guint choice);
void ft_board_model_choose_promotion (FtBoardModel *self, guint choice);
/* No move, no selection. */
void ft_board_model_cancel_promotion (FtBoardModel *self);

/* Premoves (docs/playing.md#premoves). Property "premove" (default TRUE):
 * while the other side is to move, the one side that plays by hand may
 * pick up a piece (click, drag or the cursor) and drop one move, among the
 * rules' premove targets. When its turn starts the premove is requested at
 * once if it is legal then (a promotion to the first choice), else it is
 * dropped with "premove-dropped". A right click, Escape, a new game, the
 * end of the game or turning the property off clear it. Two sides by hand
 * (two people): no premoves. */
void ft_board_model_set_premove_enabled (FtBoardModel *self, gboolean enabled);
gboolean ft_board_model_get_premove_enabled (FtBoardModel *self);
gboolean ft_board_model_get_premove (FtBoardModel *self, FtCell *from, FtCell *to);
void ft_board_model_clear_premove (FtBoardModel *self);
/* A right click: clears a premove (or a piece picked up for one). FALSE if
 * there was none. */
gboolean ft_board_model_secondary_click (FtBoardModel *self);

/* A network opponent's live view (docs/network.md): its selected cell
 * (FT_NO_CELL: none) and the point where it drags a piece, in board units
 * from White's a1 corner (has_point FALSE: no drag). */
void ft_board_model_set_peer_view (FtBoardModel *self, FtCell selected, gboolean has_point,
                                   double x, double y);
FtCell ft_board_model_get_peer_selected (FtBoardModel *self);
gboolean ft_board_model_get_peer_point (FtBoardModel *self, double *x, double *y);

/* ---- Screen readers (ft-board-model-access.c) ---- */
/* "e4, white archbishop", "c3, Fire bomb, king", "d5, empty", "e7,
 * hidden". Translated. */
char *ft_board_model_describe_cell (FtBoardModel *self, FtCell cell);
/* Property "announcement" (read-only): what just happened, for screen
 * readers — "White knight g1 to f3, check", "Fire shield c3 takes Water
 * piece on b4, lands on a5", then the result at the end; a selection; a
 * refusal. NULL before anything happened in this game. */
const char *ft_board_model_get_announcement (FtBoardModel *self);
/* Say `text` through the announcement (a key asking for the position, a
 * clock running low); the same words again are said again. */
void ft_board_model_announce (FtBoardModel *self, const char *text);

/* ---- The board in words, on request (ft-board-model-access.c) ---- */
/* "White: king h1; queen g1; pawn a2, b2. Black: king h8; …", the side
 * to move first; under fog of war only what the viewer sees. */
char *ft_board_model_describe_pieces (FtBoardModel *self);
/* "Last move: White knight g1 to f3" — the move that led to the position
 * shown (browsing: the one browsed to); "No move yet". */
char *ft_board_model_describe_last_move (FtBoardModel *self);
/* "White knight g1 moves to: f3, h3", "…: no moves", "Black knight g8:
 * not its turn", "e4: no piece". */
char *ft_board_model_describe_moves_from (FtBoardModel *self, FtCell cell);

G_END_DECLS
