/* ft-board-private.h — what the parts of the board widget share.
 *
 * The board is one GObject split by concern:
 *   ft-board.c            type, properties, signals, the game it shows
 *   ft-board-draw.c       geometry, colours, snapshot and measure
 *   ft-board-input.c      selection, highlights, clicks and drags
 *   ft-board-animation.c  frame-clock move animation and the king flash
 *   ft-board-sprites.c    piece artwork, rendered once per tile size
 *   ft-board-fog.c        fog of war: which squares are hidden
 *   ft-board-a11y.c       what screen readers are told about the game
 * Nothing here is for use outside src/app/ft-board*.c.
 */
#pragma once

#include <librsvg/rsvg.h>

#include "ft-board.h"

G_BEGIN_DECLS

#define LOGICAL_TILE 48.0   /* the tile size piece_movement_speed is measured in */

/* A piece travelling during an animation. */
typedef struct
{
  FtSquare from;
  FtSquare to;
  FtPiece piece; /* as it looked when it set off (a pawn before promotion) */
} Mover;

struct _FtBoard
{
  GtkWidget parent_instance;

  FtGame *game;
  gulong game_over_id;
  gboolean flipped;           /* Black at the bottom */
  guint interactive_colours;  /* bit 0 White, bit 1 Black: who may move by hand */

  /* The board as drawn: the position before a move until its animation
   * ends. */
  FtPiece shown[FT_BOARD_CELLS];

  /* Selection and the selected piece's legal destinations (its premove
   * targets when selecting_premove). */
  FtSquare selected;
  gboolean selecting_premove;
  guint8 destination[FT_BOARD_CELLS]; /* 0 none, else FT_HIGHLIGHT_LEGAL/_CAPTURE */

  /* Dragging a piece. */
  FtSquare press_square;
  double press_x, press_y;
  gboolean dragging;
  double drag_x, drag_y;

  /* The game-over picture. */
  FtSquare mated_king;
  gboolean contributor[FT_BOARD_CELLS];

  /* Move animation. */
  gboolean animate;
  double speed;       /* px per frame at 60 fps, 48 px tile */
  double max_seconds;
  gboolean animating;
  Mover movers[2];
  guint n_movers;
  gint64 duration_us;
  gint64 anim_start_us; /* frame time of the first tick; 0 until then */
  double progress;      /* 0..1 */
  guint tick_id;
  guint stall_timeout_id;
  guint finish_idle_id;
  gboolean skip_next_animation; /* a dropped piece is already there */

  /* Flashing the king that must be defended. */
  gboolean flashing;
  FtSquare flash_square;
  gint64 flash_start_us;
  gboolean flash_on;

  /* The premove waiting for its side's turn (FT_NO_SQUARE: none). */
  gboolean premove_enabled;
  FtSquare premove_from, premove_to;
  gulong turn_started_id;

  /* Screen readers (ft-board-a11y.c): the move on its way, and the last
   * thing announced. */
  char *pending_announcement;
  char *announcement;

  /* The network opponent's selection and drag (ft-board-peer.c). */
  FtSquare peer_selected;
  gboolean peer_has_point;
  double peer_x, peer_y;

  gboolean show_coordinates;
  FtSquare pointer_square; /* under the mouse pointer, for the hover outline */
  FtSquare focus_square;   /* the keyboard's square (arrows; Enter or Space click it) */
  char *theme; /* the plain tiles' colours: "brown", "green", … */

  /* Choosing a promotion: the popover (made when first needed), and the
   * move waiting for its kind (promotion_from is FT_NO_SQUARE otherwise). */
  gboolean choose_promotion;
  GtkWidget *promotion_popover;
  GtkWidget *promotion_box;
  FtSquare promotion_from, promotion_to;
  guint promotion_kinds; /* bit 1 << FtKind for each legal choice */

  /* An earlier position shown read-only (browsing the moves), or NULL
   * for the game's own; its last move is highlighted. */
  FtPosition *view;
  FtMove view_last_move;
  gboolean view_animation; /* the running animation is a view's (replay) */

  /* Piece artwork: parsed once; rendered once per pixel size. */
  RsvgHandle *svg[2][FT_N_KINDS];
  gboolean svg_loaded;
  GdkTexture *sprite[2][FT_N_ALL_KINDS];
  int sprite_px;
  /* Letter and look each custom kind's sprite was drawn with (0: none). */
  guint custom_sprite_key[FT_MAX_CUSTOM_KINDS];

  /* Fog of war (ft-board-fog.c): whose view is shown (-1: no fog), the
   * colour over hidden squares, and the mask of the last update. */
  int fog_viewer;
  GdkRGBA fog_colour;
  guint8 fog_visible[FT_BOARD_CELLS];
};

enum
{
  FT_BOARD_SIGNAL_ANIMATION_FINISHED,
  FT_BOARD_SIGNAL_KING_EXPOSED,
  FT_BOARD_SIGNAL_MOVE_REQUESTED,
  FT_BOARD_SIGNAL_PREMOVE_DROPPED,
  FT_BOARD_N_SIGNALS
};

/* Defined in ft-board.c; the parts emit them. */
extern guint _ft_board_signals[FT_BOARD_N_SIGNALS];

/* ft-board.c: the position drawn: the view while browsing, else the
 * game's. */
const FtPosition *_ft_board_position (FtBoard *self);

/* ft-board-draw.c */
typedef struct
{
  int files, ranks;
  double tile;     /* logical px, a whole number */
  double x0, y0;   /* top-left corner of the board */
} FtBoardLayout;

gboolean _ft_board_get_layout (FtBoard *self, FtBoardLayout *layout);
void _ft_board_square_origin (FtBoard *self, const FtBoardLayout *layout, int file, int rank,
                              double *x, double *y);
void _ft_board_snapshot (GtkWidget *widget, GtkSnapshot *snapshot);
/* ft-board-peer.c */
void _ft_board_snapshot_peer (FtBoard *self, GtkSnapshot *snapshot, const FtBoardLayout *layout);
void _ft_board_measure (GtkWidget *widget, GtkOrientation orientation, int for_size,
                        int *minimum, int *natural, int *minimum_baseline, int *natural_baseline);

/* ft-board-fog.c */
void _ft_board_init_fog (FtBoard *self);
gboolean _ft_board_update_fog (FtBoard *self);

/* ft-board-sprites.c */
GdkTexture *_ft_board_get_sprite (FtBoard *self, FtPiece piece, int px);
void _ft_board_clear_sprites (FtBoard *self);
void _ft_board_free_artwork (FtBoard *self);

/* ft-board-input.c */
void _ft_board_init_input (FtBoard *self);
gboolean _ft_board_input_allowed (FtBoard *self);
/* Drop a pending promotion without requesting anything; dispose uses
 * _ft_board_destroy_promotion_popover. */
void _ft_board_drop_promotion (FtBoard *self);
void _ft_board_destroy_promotion_popover (FtBoard *self);
void _ft_board_deselect (FtBoard *self);
/* Premoves: may the human pick up a piece for one now? Drop the premove
 * (and a selection made for one) without a signal; play or drop it when
 * its side's turn starts. */
gboolean _ft_board_premove_allowed (FtBoard *self);
void _ft_board_forget_premove (FtBoard *self);
void _ft_board_turn_started (FtBoard *self, FtColour side);


/* ft-board-a11y.c: ft_board_show_move() prepares the move's words, its
 * landing (or the end of the game) announces them. */
void _ft_board_prepare_announcement (FtBoard *self, FtMove move);
void _ft_board_announce (FtBoard *self);
void _ft_board_reset_announcement (FtBoard *self);

/* ft-board-animation.c */
void _ft_board_update_ticking (FtBoard *self);
/* Land a running animation now; a view's (replay) emits nothing. */
void _ft_board_finish_animation (FtBoard *self);
/* Animate from the drawn board to the position now shown, `move` having
 * been played (the pieces that travel are found by comparing). */
void _ft_board_start_animation (FtBoard *self, FtMove move);
void _ft_board_start_flashing (FtBoard *self, FtSquare king);
void _ft_board_stop_flashing (FtBoard *self);
/* Land the running move from the main loop (no frames will come). */
void _ft_board_finish_animation_soon (FtBoard *self);

G_END_DECLS
