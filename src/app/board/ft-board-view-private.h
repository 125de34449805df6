/* ft-board-view-private.h — what the three files of the board view share:
 *   ft-board-view.c        the object, the model it follows, the frame
 *                          clock (animations, the king flash), screen readers
 *   ft-board-view-draw.c   geometry, colours, the cached render nodes (the
 *                          layers of ft-board-layers.h among them), snapshot
 *   ft-board-view-input.c  clicks, drags, keys, the right click, promotion
 * Nothing here is for use outside those files.
 */
#pragma once

#include "ft-board-animation.h"
#include "ft-board-layers.h"
#include "ft-board-view.h"
#include "ft-piece-painter.h"

G_BEGIN_DECLS

/* Sprites are cached by side, crowned and kind (chess kinds, custom ones
 * included, and checkers kinds all fit). */
#define FT_BOARD_VIEW_KINDS 32

struct _FtBoardView
{
  GtkWidget parent_instance;

  FtBoardModel *model;
  gulong model_handlers[8];
  FtPiecePainter *painter;
  FtGameKind painter_kind;

  gboolean animate;
  gboolean show_coordinates;
  char *theme;
  GdkRGBA fog_colour;
  char *cover_text; /* non-NULL: the board is covered (a paused game), no piece shown */
  double speed;       /* px per frame at 60 fps, 48 px tile */
  double max_seconds;

  /* The move travelling, and the frame clock's work. */
  FtBoardAnimation animation;
  double frozen_blast; /* < 0: live */
  guint tick_id;
  guint stall_id;
  guint finish_idle_id;

  /* The king's cell flashing. */
  gboolean flashing;
  gboolean flash_on;
  FtCell flash_cell;
  gint64 flash_start_us;

  /* Input (ft-board-view-input.c). */
  FtCell press_cell;
  double press_x, press_y;
  gboolean dragging;
  double drag_x, drag_y;
  FtCell pointer_cell;
  GtkWidget *promotion_popover;
  GtkWidget *promotion_box;

  /* Render caches (ft-board-view-draw.c): the static layer (the plain
   * tiles, one repeat node: tiles_node, made = tiles_made) and the
   * coordinates (a cairo node for each line) for one layout, theme and
   * orientation; the still board until the model, the pointer or the focus change (or
   * the animation's stage); the pieces at one size. */
  GskRenderNode *tiles_node;
  gboolean tiles_made;
  GskRenderNode *coordinates_node;
  GskRenderNode *zone_node; /* the promotion zone (ft-board-zone.c), with the tiles */
  GskRenderNode *still_node;
  gboolean still_valid;
  guint still_stage;
  FtBoardLayout cached_layout;
  gboolean cached_flipped;
  int cached_scale;
  GdkRGBA cached_text_colour; /* the gutter's coordinates: the style's text colour */
  GdkTexture *sprites[2][2][FT_BOARD_VIEW_KINDS];
  GskRenderNode *sprite_nodes[2][2][FT_BOARD_VIEW_KINDS]; /* the same, as cairo nodes for the still board */
  int sprite_px;

  /* The hint arrow (ft-board-arrow.c); FT_NO_CELL: none. Its node is
   * kept until the arrow or the tiles' layout change. */
  FtCell arrow_from, arrow_to;
  GskRenderNode *arrow_node;

  /* Screen readers: the description last given. */
  char *description;
};

/* ft-board-view.c */
/* The pieces painted: the painter of the model's game. */
FtPiecePainter *_ft_board_view_get_painter (FtBoardView *self);
void _ft_board_view_stop_flashing (FtBoardView *self);
/* A click on the covered board: "cover-clicked". */
void _ft_board_view_cover_clicked (FtBoardView *self);

/* ft-board-view-draw.c */
gboolean _ft_board_view_get_layout (FtBoardView *self, FtBoardLayout *layout);
/* The same for a width × height allocation. */
gboolean _ft_board_view_fit (FtBoardView *self, int width, int height, FtBoardLayout *layout);
void _ft_board_view_cell_origin (FtBoardView *self, const FtBoardLayout *layout, FtCell cell,
                                 double *x, double *y);
/* What to draw again (a redraw follows). */
typedef enum {
  FT_BOARD_VIEW_STILL = 1,   /* the still board: highlights, pieces, outlines */
  FT_BOARD_VIEW_TILES = 2,   /* the tiles and coordinates (theme, orientation, size) */
  FT_BOARD_VIEW_SPRITES = 4, /* the piece textures (another game, another painter) */
} FtBoardViewDirty;

void _ft_board_view_invalidate (FtBoardView *self, FtBoardViewDirty dirty);
GdkTexture *_ft_board_view_get_sprite (FtBoardView *self, const FtGamePiece *piece, int px);
void _ft_board_view_sprites_ready (FtPiecePainter *painter, int px, gpointer user_data);
void _ft_board_view_free_caches (FtBoardView *self);
void _ft_board_view_snapshot (GtkWidget *widget, GtkSnapshot *snapshot);
void _ft_board_view_measure (GtkWidget *widget, GtkOrientation orientation, int for_size, int *minimum,
                             int *natural, int *minimum_baseline, int *natural_baseline);


/* ft-board-view-input.c */
void _ft_board_view_init_input (FtBoardView *self);
/* The model's promotion choice opened or closed. */
void _ft_board_view_update_promotion (FtBoardView *self);
void _ft_board_view_present_promotion (FtBoardView *self);
void _ft_board_view_destroy_promotion (FtBoardView *self);

G_END_DECLS
