/* ft-board.h — the board widget: draws an FtGame's position, animates its
 * moves, and turns the human's clicks and drags into move requests.
 *
 * The board is a view: it never plays a move on the game. A click-click or
 * a drag of a legal move emits "move-requested" (from, to, promotion: guint
 * FtSquare, FtSquare, FtKind, FT_NO_KIND for no promotion); the owner plays
 * it. A move that would leave the king attacked flashes the king and emits
 * "king-exposed" instead.
 *
 * A GtkWidget with its own snapshot() rather than a GtkDrawingArea: the
 * pieces are GdkTextures rendered once per tile size and appended as texture
 * nodes, which every GSK renderer draws without re-rasterising anything, and
 * the animated frames only rebuild a render-node list instead of a whole
 * cairo surface.
 */
#pragma once

#include <gtk/gtk.h>

#include "ft-game.h"

G_BEGIN_DECLS

/* What a square shows (the strongest wins), for drawing and for tests. */
typedef enum {
  FT_HIGHLIGHT_NONE = 0,
  FT_HIGHLIGHT_LAST_MOVE,   /* yellow */
  FT_HIGHLIGHT_LEGAL,       /* blue: a legal empty destination */
  FT_HIGHLIGHT_CAPTURE,     /* light red: a legal capture */
  FT_HIGHLIGHT_SELECTED,    /* green */
  FT_HIGHLIGHT_CONTRIBUTOR, /* orange: helps to mate (game over) */
  FT_HIGHLIGHT_CHECK,       /* dark red: king in check, or a flash */
  FT_HIGHLIGHT_MATED_KING,  /* red */
  FT_HIGHLIGHT_PREMOVE,     /* violet: the premove's origin and destination */
} FtHighlight;

#define FT_TYPE_BOARD (ft_board_get_type ())
G_DECLARE_FINAL_TYPE (FtBoard, ft_board, FT, BOARD, GtkWidget)

GtkWidget *ft_board_new (void);

/* Show `game` (NULL for none); drops any selection, animation and flash.
 * The board follows the game's "game-over" by itself (the checkmate
 * picture: red king, orange contributors), but not its moves: see
 * ft_board_show_move(). */
void ft_board_set_game (FtBoard *self, FtGame *game);
FtGame *ft_board_get_game (FtBoard *self);

/* `move` has just been played on the game: animate it (the drawn board keeps
 * the position before it until the move lands), then emit
 * "animation-finished". The owner calls this from the game's "move-played",
 * before anything that asks ft_board_is_animating(). FT_MOVE_NONE (a pass)
 * animates nothing and emits nothing. */
void ft_board_show_move (FtBoard *self, FtMove move);

/* Browsing: show `position` (an earlier position of the game) read-only,
 * with `last_move` highlighted; animate it from what is drawn when asked
 * (a replay; such animations emit no "animation-finished"). NULL returns
 * to the game's position. A move of the game (ft_board_show_move) also
 * returns to it. Property "viewing" (read-only): TRUE while browsing. */
void ft_board_set_view (FtBoard *self, const FtPosition *position, FtMove last_move,
                        gboolean animate);
gboolean ft_board_is_viewing (FtBoard *self);
/* Property "interactive-colours": whose moves the human makes on this
 * board, a mask of FT_BOARD_WHITE | FT_BOARD_BLACK (0, the default: no
 * input). Clicks and drags work when the side to move is in the mask, its
 * turn has started (ft_game_start_turn()), the game is not over and no move
 * animates; they select that side's pieces. */
#define FT_BOARD_WHITE (1u << FT_WHITE)
#define FT_BOARD_BLACK (1u << FT_BLACK)
#define FT_BOARD_BOTH_COLOURS (FT_BOARD_WHITE | FT_BOARD_BLACK)
void ft_board_set_interactive_colours (FtBoard *self, guint colours);
guint ft_board_get_interactive_colours (FtBoard *self);
/* Property "flipped": Black at the bottom (default FALSE, White at the
 * bottom). The owner chooses; the selection stays. */
void ft_board_set_flipped (FtBoard *self, gboolean flipped);
gboolean ft_board_get_flipped (FtBoard *self);

/* Property "choose-promotion" (default FALSE): when a requested move
 * promotes and the rules offer several kinds, a popover at the promotion
 * square shows one button per legal kind; the chosen kind is requested, and
 * closing it (Escape, a click elsewhere) requests nothing and drops the
 * selection. FALSE requests the queen at once. */
void ft_board_set_choose_promotion (FtBoard *self, gboolean choose);
gboolean ft_board_get_choose_promotion (FtBoard *self);
/* TRUE while the popover waits for a kind. */
gboolean ft_board_is_choosing_promotion (FtBoard *self);
/* What a popover button does: request the move with `kind`, which must be
 * one of the kinds offered. */
void ft_board_choose_promotion (FtBoard *self, FtKind kind);
/* What closing the popover does: no move, no selection. */
void ft_board_cancel_promotion (FtBoard *self);

/* Premoves (docs/playing.md#premoves). Property "premove" (default TRUE):
 * while the other side is to move, the one colour in "interactive-colours"
 * may pick up its pieces (click-click, drag, or Enter/Space on the focus
 * square) and drop one move, chosen among
 * ft_position_generate_premoves_from(); it is drawn in violet
 * (FT_HIGHLIGHT_PREMOVE). When that colour's turn starts the board requests
 * it at once ("move-requested", a promotion to the first kind offered,
 * the queen) if it is legal then, else drops it and emits
 * "premove-dropped" (from, to: guint FtSquare). A right click, Escape, a new
 * game, a takeback, the end of the game or setting the property to FALSE
 * clear it. With both colours interactive (two people) there are no
 * premoves. */
void ft_board_set_premove_enabled (FtBoard *self, gboolean enabled);
gboolean ft_board_get_premove_enabled (FtBoard *self);
/* The premove waiting: TRUE with its squares, FALSE if there is none. */
gboolean ft_board_get_premove (FtBoard *self, FtSquare *from, FtSquare *to);
/* Forget the premove, and a piece picked up for one. */
void ft_board_clear_premove (FtBoard *self);
/* What a right click on the board does. */
void ft_board_secondary_click (FtBoard *self);

/* piece_movement_speed: px per frame at 60 fps on a 48 px tile; a move never
 * lasts longer than max_seconds. */
void ft_board_set_animation_timing (FtBoard *self, double speed, double max_seconds);
/* Property "animate": FALSE shows moves at once (the "animation" setting). */
void ft_board_set_animate (FtBoard *self, gboolean animate);
gboolean ft_board_get_animate (FtBoard *self);
/* Property "show-coordinates". */
/* Property "theme": the plain tiles' colours, "brown" (default), "green",
 * "blue", "grey" or "high-contrast" (the "board-theme" setting); an unknown
 * name is ignored. */
void ft_board_set_theme (FtBoard *self, const char *theme);
const char *ft_board_get_theme (FtBoard *self);
gboolean ft_board_theme_exists (const char *theme);
/* The colour a square is drawn in, with this board's theme. */
void ft_board_get_square_colour (FtBoard *self, FtHighlight highlight, gboolean dark_tile,
                                 GdkRGBA *colour);
void ft_board_set_show_coordinates (FtBoard *self, gboolean show);
gboolean ft_board_get_show_coordinates (FtBoard *self);

/* TRUE while a move animates (the game waits for "animation-finished"). */
gboolean ft_board_is_animating (FtBoard *self);
/* TRUE while the king's square flashes. */
gboolean ft_board_is_flashing (FtBoard *self);
/* The pieces travelling now (the mover, and the rook when castling): up to
 * two from→to pairs; returns how many. */
guint ft_board_get_moving_pieces (FtBoard *self, FtSquare from[2], FtSquare to[2]);
/* Jump any running animation to its end (emits "animation-finished"). */
void ft_board_finish_animation (FtBoard *self);

/* The human clicks `square`: select, request a move, deselect. This is what
 * the click gesture calls. */
void ft_board_click_square (FtBoard *self, FtSquare square);
FtSquare ft_board_get_selected (FtBoard *self);
/* The square outlined under the pointer: one of the pieces that may move
 * now, or a legal destination of the selected piece; FT_NO_SQUARE else. */
FtSquare ft_board_get_hover (FtBoard *self);

/* Keyboard play (the board takes the keyboard focus): the arrows move a
 * focus square (the first press lands on the selected piece or the king of
 * the side to move), Enter or Space click it, Escape drops a selection. The
 * focus square is drawn while the board has the focus, and its description
 * ("e4, white archbishop") is the board's accessible description. */
FtSquare ft_board_get_focus_square (FtBoard *self);
void ft_board_move_focus (FtBoard *self, int right, int up);
void ft_board_activate_focus (FtBoard *self);
/* Screen readers (GTK 4.8 has no announcements): when a move lands the
 * board's accessible label becomes "Board: White knight g1 to f3, check",
 * then the result when the game ends ("…, checkmate. You won by
 * checkmate"). This returns the text after "Board: ", NULL before the
 * first move of a game. */
const char *ft_board_get_announcement (FtBoard *self);
/* "e4, white archbishop", "e5, empty". Translated. */
char *ft_board_describe_square (FtBoard *self, FtSquare square);
FtHighlight ft_board_get_highlight (FtBoard *self, FtSquare square);

/* A network opponent's live view (docs/network.md): its selected square
 * (FT_NO_SQUARE: none) and the point where it drags a piece (has_point
 * FALSE: no drag), in board coordinates (files, ranks from White's a1
 * corner). Drawn in a style of its own; it takes no input. */
void ft_board_set_peer_view (FtBoard *self, FtSquare selected, gboolean has_point, double x,
                             double y);
FtSquare ft_board_get_peer_selected (FtBoard *self);
/* While this board's player drags a piece: the point in the same board
 * coordinates; FALSE otherwise. */
gboolean ft_board_get_drag_point (FtBoard *self, double *x, double *y);

/* Geometry in widget coordinates (depends on the view being turned). */
FtSquare ft_board_square_at (FtBoard *self, double x, double y);
gboolean ft_board_get_square_bounds (FtBoard *self, FtSquare square, graphene_rect_t *bounds);

/* A new picture of `piece`, px pixels square, in the board's artwork (the
 * sidebar's material strip). */
GdkTexture *ft_board_render_piece (FtBoard *self, FtPiece piece, int px);

/* For tests and screenshots: colours of the plain tiles and highlights. */
void ft_board_get_highlight_colour (FtHighlight highlight, gboolean dark_tile, GdkRGBA *colour);

G_END_DECLS
