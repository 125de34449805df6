/* ft-board-view-draw.c — the board view's geometry, colours and drawing.
 *
 * Render nodes are kept between frames: the static layer (the plain tiles,
 * one node) and the coordinate labels (a node for each line), made again
 * only for another size, theme, orientation or game; the standing pieces,
 * made again only when what stands where changes; and the still board — the static layer,
 * highlights, fog, the standing pieces, the hover, peer and cursor
 * outlines, coordinates — made again when the model, the pointer, the focus
 * or an animation's stage change. A frame appends the still board and what
 * moves: the travelling pieces, a blast, the dragged piece. Reusing the
 * same nodes also keeps GSK's diff of successive frames to the few cells
 * that changed (docs/performance.md). */
#include "config.h"

#include <math.h>
#include <string.h>

#include "ft-board-view-private.h"

/* ---- Colours ------------------------------------------------------------ */

/* Each highlight in a light and a dark shade, so the checkerboard still
 * reads through it. Chosen to read on both the light and the dark style: the
 * board draws its own background and never takes colours from the theme. */
static const char *const highlight_colours[FT_N_HIGHLIGHTS][2] = {
  [FT_HIGHLIGHT_NONE] = { "#eed9b6", "#b88b62" },
  [FT_HIGHLIGHT_LAST_MOVE] = { "#f3e27a", "#d9c24d" },
  [FT_HIGHLIGHT_LEGAL] = { "#8ec3f5", "#5b9be0" },
  [FT_HIGHLIGHT_CAPTURE] = { "#f5a3a3", "#e07b7b" },
  [FT_HIGHLIGHT_SELECTED] = { "#9fd56b", "#73b344" },
  [FT_HIGHLIGHT_CONTRIBUTOR] = { "#ffa54d", "#f08a24" },
  [FT_HIGHLIGHT_CHECK] = { "#a51d2d", "#8b1523" },
  [FT_HIGHLIGHT_MATED_KING] = { "#e01b24", "#e01b24" },
  /* Violet: no theme and no other highlight comes near it. */
  [FT_HIGHLIGHT_PREMOVE] = { "#c6a0f2", "#9b6dd8" },
};

static const GdkRGBA hover_colour = { 0.11f, 0.44f, 0.85f, 0.95f };  /* Adwaita blue */
static const GdkRGBA cursor_colour = { 0.90f, 0.38f, 0.0f, 1.0f };   /* Adwaita orange */
/* A network opponent's selection and drag: a dashed magenta ring and a
 * translucent disc, never mistaken for this player's own. */
static const GdkRGBA peer_colour = { 0.75f, 0.11f, 0.55f, 0.95f };

void
ft_board_view_get_highlight_colour (FtHighlight highlight, gboolean dark, GdkRGBA *colour)
{
  g_return_if_fail (highlight < FT_N_HIGHLIGHTS);
  gdk_rgba_parse (colour, highlight_colours[highlight][dark ? 1 : 0]);
}

void
ft_board_view_get_cell_colour (FtBoardView *self, FtHighlight highlight, gboolean dark, GdkRGBA *colour)
{
  FtBoardLook look;

  g_return_if_fail (FT_IS_BOARD_VIEW (self));

  if (highlight != FT_HIGHLIGHT_NONE)
    {
      ft_board_view_get_highlight_colour (highlight, dark, colour);
      return;
    }
  ft_piece_painter_get_look (_ft_board_view_get_painter (self), self->theme, &look);
  *colour = dark ? look.dark : look.light;
}

/* ---- Geometry ------------------------------------------------------------ */

/* Coordinates inside the squares (a corner of the edge squares, as lichess
 * draws them) need squares large enough that a label stays clear of the
 * piece standing there; smaller squares get a gutter of their own left of
 * and under the board (test-board-coordinates checks both). */
#define COORDINATES_INSIDE_MIN_TILE 40
#define GUTTER 14

static int
fit_tile (int width, int height, int files, int ranks, int gutter)
{
  return (int) floor (MIN ((double) (width - gutter) / files, (double) (height - gutter) / ranks));
}

gboolean
_ft_board_view_fit (FtBoardView *self, int width, int height, FtBoardLayout *layout)
{
  int tile;

  layout->files = (int) ft_board_model_get_files (self->model);
  layout->ranks = (int) ft_board_model_get_ranks (self->model);
  if (layout->files == 0 || layout->ranks == 0)
    return FALSE;
  /* Whole-pixel tiles keep the checkerboard and the sprites sharp. */
  tile = fit_tile (width, height, layout->files, layout->ranks, 0);
  layout->gutter = 0;
  if (self->show_coordinates && tile < COORDINATES_INSIDE_MIN_TILE)
    {
      layout->gutter = GUTTER;
      tile = fit_tile (width, height, layout->files, layout->ranks, GUTTER);
    }
  if (tile < 1)
    return FALSE;
  layout->tile = tile;
  /* The squares and their gutter centred together. */
  layout->x0 = floor ((width - layout->tile * layout->files - layout->gutter) / 2) + layout->gutter;
  layout->y0 = floor ((height - layout->tile * layout->ranks - layout->gutter) / 2);
  return TRUE;
}

gboolean
_ft_board_view_get_layout (FtBoardView *self, FtBoardLayout *layout)
{
  return _ft_board_view_fit (self, gtk_widget_get_width (GTK_WIDGET (self)),
                             gtk_widget_get_height (GTK_WIDGET (self)), layout);
}

int
ft_board_view_tile_for_size (FtBoardView *self, int width, int height)
{
  FtBoardLayout layout;

  g_return_val_if_fail (FT_IS_BOARD_VIEW (self), 0);
  return _ft_board_view_fit (self, width, height, &layout) ? (int) layout.tile : 0;
}

void
ft_board_view_size_for_tile (FtBoardView *self, int tile, int *width, int *height)
{
  int files, ranks, gutter;

  g_return_if_fail (FT_IS_BOARD_VIEW (self));

  files = MAX (1, (int) ft_board_model_get_files (self->model));
  ranks = MAX (1, (int) ft_board_model_get_ranks (self->model));
  gutter = self->show_coordinates && tile < COORDINATES_INSIDE_MIN_TILE ? GUTTER : 0;
  *width = tile * files + gutter;
  *height = tile * ranks + gutter;
}

gboolean
ft_board_view_get_squares_for_size (FtBoardView *self, int width, int height, graphene_rect_t *squares)
{
  FtBoardLayout layout;

  g_return_val_if_fail (FT_IS_BOARD_VIEW (self), FALSE);

  if (!_ft_board_view_fit (self, width, height, &layout))
    return FALSE;
  graphene_rect_init (squares, (float) layout.x0, (float) layout.y0, (float) (layout.tile * layout.files),
                      (float) (layout.tile * layout.ranks));
  return TRUE;
}

gboolean
ft_board_view_get_squares (FtBoardView *self, graphene_rect_t *squares)
{
  g_return_val_if_fail (FT_IS_BOARD_VIEW (self), FALSE);
  return ft_board_view_get_squares_for_size (self, gtk_widget_get_width (GTK_WIDGET (self)),
                                             gtk_widget_get_height (GTK_WIDGET (self)), squares);
}

gboolean
ft_board_view_get_coordinates_outside (FtBoardView *self)
{
  FtBoardLayout layout;

  g_return_val_if_fail (FT_IS_BOARD_VIEW (self), FALSE);
  return _ft_board_view_get_layout (self, &layout) && layout.gutter > 0;
}

void
_ft_board_view_cell_origin (FtBoardView *self, const FtBoardLayout *layout, FtCell cell, double *x, double *y)
{
  ft_board_layout_cell_origin (layout, ft_board_model_get_flipped (self->model), cell, x, y);
}

gboolean
ft_board_view_get_cell_bounds (FtBoardView *self, FtCell cell, graphene_rect_t *bounds)
{
  FtBoardLayout layout;
  double x, y;

  g_return_val_if_fail (FT_IS_BOARD_VIEW (self), FALSE);

  if (!_ft_board_view_get_layout (self, &layout) || !FT_CELL_IS_VALID (cell)
      || FT_CELL_FILE (cell) >= layout.files || FT_CELL_RANK (cell) >= layout.ranks)
    return FALSE;
  _ft_board_view_cell_origin (self, &layout, cell, &x, &y);
  graphene_rect_init (bounds, (float) x, (float) y, (float) layout.tile, (float) layout.tile);
  return TRUE;
}

/* ---- Caches ------------------------------------------------------------- */

static void
clear_sprite_nodes (FtBoardView *self)
{
  for (int side = 0; side < 2; side++)
    for (int crowned = 0; crowned < 2; crowned++)
      for (int kind = 0; kind < FT_BOARD_VIEW_KINDS; kind++)
        g_clear_pointer (&self->sprite_nodes[side][crowned][kind], gsk_render_node_unref);
}

static void
clear_tiles (FtBoardView *self)
{
  clear_sprite_nodes (self); /* their size is the tile's */
  g_clear_pointer (&self->tiles_node, gsk_render_node_unref);
  g_clear_pointer (&self->coordinates_node, gsk_render_node_unref);
  g_clear_pointer (&self->zone_node, gsk_render_node_unref);
  g_clear_pointer (&self->arrow_node, gsk_render_node_unref); /* drawn for the layout */
  self->tiles_made = FALSE;
}

static void
clear_sprites (FtBoardView *self)
{
  for (int side = 0; side < 2; side++)
    for (int crowned = 0; crowned < 2; crowned++)
      for (int kind = 0; kind < FT_BOARD_VIEW_KINDS; kind++)
        g_clear_object (&self->sprites[side][crowned][kind]);
  clear_sprite_nodes (self);
  self->sprite_px = 0;
}

void
_ft_board_view_invalidate (FtBoardView *self, FtBoardViewDirty dirty)
{
  self->still_valid = FALSE;
  if (dirty & FT_BOARD_VIEW_TILES)
    clear_tiles (self);
  if (dirty & FT_BOARD_VIEW_SPRITES)
    clear_sprites (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
_ft_board_view_free_caches (FtBoardView *self)
{
  g_clear_pointer (&self->still_node, gsk_render_node_unref);
  _ft_board_view_invalidate (self, FT_BOARD_VIEW_TILES | FT_BOARD_VIEW_SPRITES);
}

/* The painter's "sprites-ready": the stand-ins drawn at px (a size the
 * window grew to) can be sharp now. */
void
_ft_board_view_sprites_ready (FtPiecePainter *painter G_GNUC_UNUSED, int px, gpointer user_data)
{
  FtBoardView *self = user_data;

  if (px == self->sprite_px)
    _ft_board_view_invalidate (self, FT_BOARD_VIEW_SPRITES);
}

GdkTexture *
_ft_board_view_get_sprite (FtBoardView *self, const FtGamePiece *piece, int px)
{
  GdkTexture **slot;

  if (px != self->sprite_px)
    {
      clear_sprites (self);
      self->sprite_px = px;
    }
  if (piece->kind >= FT_BOARD_VIEW_KINDS)
    return NULL;
  slot = &self->sprites[piece->side & 1][piece->crowned ? 1 : 0][piece->kind];
  if (*slot == NULL)
    *slot = ft_piece_painter_render_piece (_ft_board_view_get_painter (self),
                                           ft_board_model_get_rules (self->model), piece, px);
  return *slot;
}

/* The tiles and coordinates belong to one layout, orientation and scale. */
static void
check_tiles (FtBoardView *self, const FtBoardLayout *layout)
{
  int scale = gtk_widget_get_scale_factor (GTK_WIDGET (self));
  gboolean flipped = ft_board_model_get_flipped (self->model);
  GdkRGBA text;

  G_GNUC_BEGIN_IGNORE_DEPRECATIONS /* GTK 4.10's gtk_widget_get_color is not in 4.8 */
  gtk_style_context_get_color (gtk_widget_get_style_context (GTK_WIDGET (self)), &text);
  G_GNUC_END_IGNORE_DEPRECATIONS
  if (memcmp (layout, &self->cached_layout, sizeof *layout) == 0 && flipped == self->cached_flipped
      && scale == self->cached_scale && (layout->gutter == 0 || gdk_rgba_equal (&text, &self->cached_text_colour)))
    return;
  self->cached_layout = *layout;
  self->cached_flipped = flipped;
  self->cached_scale = scale;
  self->cached_text_colour = text;
  /* While drawing: no new frame asked for. */
  clear_tiles (self);
  self->still_valid = FALSE;
}

/* ---- The still board ------------------------------------------------------ */

static void
append_piece (FtBoardView *self, GtkSnapshot *snapshot, const FtGamePiece *piece, double x, double y,
              double size, int px)
{
  GdkTexture *texture = _ft_board_view_get_sprite (self, piece, px);

  if (texture != NULL)
    gtk_snapshot_append_texture (snapshot, texture,
                                 &GRAPHENE_RECT_INIT ((float) x, (float) y, (float) size, (float) size));
}

static void
append_ring (GtkSnapshot *snapshot, double x, double y, double tile, float width, const GdkRGBA *colour)
{
  GskRoundedRect outline;

  gsk_rounded_rect_init_from_rect (&outline,
                                   &GRAPHENE_RECT_INIT ((float) x, (float) y, (float) tile, (float) tile), 0);
  gtk_snapshot_append_border (snapshot, &outline, (const float[4]) { width, width, width, width },
                              (const GdkRGBA[4]) { *colour, *colour, *colour, *colour });
}

FtHighlight
ft_board_view_get_highlight (FtBoardView *self, FtCell cell)
{
  FtHighlight highlight;

  g_return_val_if_fail (FT_IS_BOARD_VIEW (self), FT_HIGHLIGHT_NONE);

  highlight = ft_board_model_get_highlight (self->model, cell);

  /* A king already dark red for check flashes bright red. */
  if (self->flashing && self->flash_on && cell == self->flash_cell)
    return highlight == FT_HIGHLIGHT_CHECK ? FT_HIGHLIGHT_MATED_KING : FT_HIGHLIGHT_CHECK;
  return highlight;
}

/* The highlights and the fog over the static layer: a container for each
 * rank, in every frame, so that GSK's diff of two frames compares them
 * rank by rank (it gives up on a container past 20 insertions and
 * removals: a selected queen's legal moves in one container would repaint
 * the whole board) and damages only the cells that changed. */
static void
append_cells (FtBoardView *self, GtkSnapshot *snapshot, const FtBoardLayout *layout)
{
  gtk_snapshot_append_node (snapshot, self->tiles_node);
  for (int rank = 0; rank < layout->ranks; rank++)
    {
      GskRenderNode *over[FT_CELL_STRIDE];
      GskRenderNode *row;
      guint n = 0;

      for (int file = 0; file < layout->files; file++)
        {
          FtCell cell = FT_CELL (file, rank);
          FtHighlight highlight = ft_board_view_get_highlight (self, cell);
          gboolean fogged = ft_board_model_is_fogged (self->model, cell);
          graphene_rect_t rect;
          GdkRGBA colour;
          double x, y;

          if (highlight == FT_HIGHLIGHT_NONE && !fogged)
            continue;
          _ft_board_view_cell_origin (self, layout, cell, &x, &y);
          rect = GRAPHENE_RECT_INIT ((float) x, (float) y, (float) layout->tile, (float) layout->tile);
          /* Fog of war dims what the viewer does not see. */
          if (!fogged)
            {
              ft_board_view_get_highlight_colour (highlight, (file + rank) % 2 == 0, &colour);
              over[n++] = gsk_color_node_new (&colour, &rect);
            }
          else
            over[n++] = gsk_color_node_new (&self->fog_colour, &rect);
        }
      row = gsk_container_node_new (over, n);
      gtk_snapshot_append_node (snapshot, row);
      gsk_render_node_unref (row);
      for (guint i = 0; i < n; i++)
        gsk_render_node_unref (over[i]);
    }
}

/* A standing piece's sprite as a cairo node at the origin, one for each
 * sprite: GTK 4.8's cairo renderer makes a texture node's pixels again
 * each time it draws it, damaged or not (a full board: 1.5 ms of every
 * frame), where a cairo node keeps them and paints only what falls in the
 * damage. The texture is drawn into it by GSK itself, as before. */
static GskRenderNode *
get_sprite_node (FtBoardView *self, const FtGamePiece *piece, double tile, int px)
{
  GdkTexture *texture = _ft_board_view_get_sprite (self, piece, px);
  GskRenderNode **slot;

  if (texture == NULL)
    return NULL;
  slot = &self->sprite_nodes[piece->side & 1][piece->crowned ? 1 : 0][piece->kind];
  if (*slot == NULL)
    {
      graphene_rect_t bounds = GRAPHENE_RECT_INIT (0, 0, (float) tile, (float) tile);
      GskRenderNode *node = gsk_texture_node_new (texture, &bounds);
      cairo_t *cr;

      *slot = gsk_cairo_node_new (&bounds);
      cr = gsk_cairo_node_get_draw_context (*slot);
      gsk_render_node_draw (node, cr);
      cairo_destroy (cr);
      gsk_render_node_unref (node);
    }
  return *slot;
}

/* The pieces standing still: the model's, or while a move travels the
 * animation's (without the travelling ones); not the one dragged, none
 * under the fog. */
static void
append_standing (FtBoardView *self, GtkSnapshot *snapshot, const FtBoardLayout *layout, int px)
{
  const FtBoardPicture *picture = self->animation.running ? &self->animation.under
                                                          : ft_board_model_get_picture (self->model);
  FtCell dragged = self->dragging ? ft_board_model_get_drag_source (self->model) : FT_NO_CELL;

  for (int rank = 0; rank < layout->ranks; rank++)
    for (int file = 0; file < layout->files; file++)
      {
        FtCell cell = FT_CELL (file, rank);
        GskRenderNode *node;
        FtGamePiece piece;
        double x, y;

        if (cell == dragged || !ft_board_picture_get (picture, cell, &piece)
            || ft_board_model_is_fogged (self->model, cell) || piece.kind >= FT_BOARD_VIEW_KINDS)
          continue;
        node = get_sprite_node (self, &piece, layout->tile, px);
        if (node == NULL)
          continue;
        _ft_board_view_cell_origin (self, layout, cell, &x, &y);
        gtk_snapshot_save (snapshot);
        gtk_snapshot_translate (snapshot, &GRAPHENE_POINT_INIT ((float) x, (float) y));
        gtk_snapshot_append_node (snapshot, node);
        gtk_snapshot_restore (snapshot);
      }
}

static void
append_peer (FtBoardView *self, GtkSnapshot *snapshot, const FtBoardLayout *layout)
{
  FtCell selected = ft_board_model_get_peer_selected (self->model);
  gboolean flipped = ft_board_model_get_flipped (self->model);
  double px, py;

  if (selected != FT_NO_CELL && FT_CELL_FILE (selected) < layout->files && FT_CELL_RANK (selected) < layout->ranks)
    {
      float w = (float) MAX (3.0, round (layout->tile / 14.0));
      float dash = (float) (layout->tile / 6.0);
      double x, y;

      _ft_board_view_cell_origin (self, layout, selected, &x, &y);
      /* A dashed ring: short bars along each edge. */
      for (float t = 0; t < layout->tile; t += 2 * dash)
        {
          float len = MIN (dash, (float) layout->tile - t);

          gtk_snapshot_append_color (snapshot, &peer_colour, &GRAPHENE_RECT_INIT ((float) x + t, (float) y, len, w));
          gtk_snapshot_append_color (snapshot, &peer_colour,
                                     &GRAPHENE_RECT_INIT ((float) x + t, (float) (y + layout->tile) - w, len, w));
          gtk_snapshot_append_color (snapshot, &peer_colour, &GRAPHENE_RECT_INIT ((float) x, (float) y + t, w, len));
          gtk_snapshot_append_color (snapshot, &peer_colour,
                                     &GRAPHENE_RECT_INIT ((float) (x + layout->tile) - w, (float) y + t, w, len));
        }
    }
  if (ft_board_model_get_peer_point (self->model, &px, &py))
    {
      double bx = flipped ? layout->files - px : px, by = flipped ? py : layout->ranks - py;
      float r = (float) (layout->tile * 0.3);
      float cx = (float) (layout->x0 + bx * layout->tile), cy = (float) (layout->y0 + by * layout->tile);
      GdkRGBA disc = peer_colour;
      GskRoundedRect circle;

      disc.alpha = 0.45f;
      gsk_rounded_rect_init_from_rect (&circle, &GRAPHENE_RECT_INIT (cx - r, cy - r, 2 * r, 2 * r), r);
      gtk_snapshot_push_rounded_clip (snapshot, &circle);
      gtk_snapshot_append_color (snapshot, &disc, &circle.bounds);
      gtk_snapshot_pop (snapshot);
    }
}

static GskRenderNode *
make_still (FtBoardView *self, const FtBoardLayout *layout, int px)
{
  GtkSnapshot *snapshot = gtk_snapshot_new ();
  FtCell hover = ft_board_view_get_hover (self);
  FtCell cursor = ft_board_model_get_cursor (self->model);
  double x, y;

  append_cells (self, snapshot, layout);
  if (self->zone_node != NULL)
    gtk_snapshot_append_node (snapshot, self->zone_node);
  append_standing (self, snapshot, layout, px);
  /* The hover outline: an inset ring, a twentieth of the tile wide. */
  if (hover != FT_NO_CELL)
    {
      _ft_board_view_cell_origin (self, layout, hover, &x, &y);
      append_ring (snapshot, x, y, layout->tile, (float) MAX (2.0, round (layout->tile / 20.0)), &hover_colour);
    }
  append_peer (self, snapshot, layout);
  /* The keyboard's cursor, while the board has the focus: a thicker
   * orange ring, distinct from the hover's blue. */
  if (cursor != FT_NO_CELL && gtk_widget_has_focus (GTK_WIDGET (self))
      && FT_CELL_FILE (cursor) < layout->files && FT_CELL_RANK (cursor) < layout->ranks)
    {
      _ft_board_view_cell_origin (self, layout, cursor, &x, &y);
      append_ring (snapshot, x, y, layout->tile, (float) MAX (3.0, round (layout->tile / 12.0)), &cursor_colour);
    }
  /* Coordinates over the standing pieces, so that none hides them. */
  if (self->coordinates_node != NULL)
    gtk_snapshot_append_node (snapshot, self->coordinates_node);
  return gtk_snapshot_free_to_node (snapshot);
}

/* ---- What moves ---------------------------------------------------------------- */

/* A piece shrunk and faded about its cell's centre. */
static void
append_fading (FtBoardView *self, GtkSnapshot *snapshot, const FtBoardLayout *layout, FtCell cell,
               const FtGamePiece *piece, double fade, int px)
{
  double x, y, size = layout->tile * (0.6 + 0.4 * fade);

  _ft_board_view_cell_origin (self, layout, cell, &x, &y);
  gtk_snapshot_push_opacity (snapshot, fade);
  append_piece (self, snapshot, piece, x + (layout->tile - size) / 2, y + (layout->tile - size) / 2, size, px);
  gtk_snapshot_pop (snapshot);
}

/* A bomb's blast at progress p: the pieces it takes shrink and fade, a
 * fireball grows over the 3×3 block and fades, a shock ring runs out. */
static void
append_blast (FtBoardView *self, GtkSnapshot *snapshot, const FtBoardLayout *layout, int px)
{
  const FtMoveHop *hop = &self->animation.hops[self->animation.hop];
  double p = self->animation.progress, cx, cy, radius;
  float a = (float) (1 - p);
  GskRoundedRect ring;

  if (p < 0.6)
    {
      for (FtCell c = 0; c < FT_N_CELLS; c++)
        {
          FtGamePiece victim;

          if (ft_cell_set_has (&hop->removed, c) && ft_board_picture_get (&self->animation.landed, c, &victim))
            append_fading (self, snapshot, layout, c, &victim, 1 - p / 0.6, px);
        }
      append_fading (self, snapshot, layout, hop->to, &hop->lands_as, 1 - p / 0.6, px);
    }
  _ft_board_view_cell_origin (self, layout, hop->explosion, &cx, &cy);
  cx += layout->tile / 2;
  cy += layout->tile / 2;
  radius = layout->tile * (0.3 + 1.5 * sqrt (p));
  gtk_snapshot_push_clip (snapshot, &GRAPHENE_RECT_INIT ((float) layout->x0, (float) layout->y0,
                                                         (float) (layout->tile * layout->files),
                                                         (float) (layout->tile * layout->ranks)));
  gtk_snapshot_append_radial_gradient (
    snapshot, &GRAPHENE_RECT_INIT ((float) (cx - radius), (float) (cy - radius), (float) (2 * radius), (float) (2 * radius)),
    &GRAPHENE_POINT_INIT ((float) cx, (float) cy), (float) radius, (float) radius, 0, 1,
    (const GskColorStop[4]) { { 0, { 1.0f, 1.0f, 0.75f, a } },
                              { 0.35f, { 1.0f, 0.75f, 0.2f, 0.9f * a } },
                              { 0.75f, { 0.85f, 0.25f, 0.05f, 0.6f * a } },
                              { 1, { 0.3f, 0.1f, 0.05f, 0 } } },
    4);
  radius = layout->tile * (0.5 + 1.8 * p);
  gsk_rounded_rect_init_from_rect (&ring, &GRAPHENE_RECT_INIT ((float) (cx - radius), (float) (cy - radius),
                                                               (float) (2 * radius), (float) (2 * radius)),
                                   (float) radius);
  {
    float w = (float) (layout->tile * 0.12 * (1 - p));
    GdkRGBA colour = { 1.0f, 0.9f, 0.6f, 0.8f * a };

    gtk_snapshot_append_border (snapshot, &ring, (const float[4]) { w, w, w, w },
                                (const GdkRGBA[4]) { colour, colour, colour, colour });
  }
  gtk_snapshot_pop (snapshot);
}

/* The hop's pieces on their way (under fog, only between cells the viewer
 * sees), or its blast. */
static void
append_moving (FtBoardView *self, GtkSnapshot *snapshot, const FtBoardLayout *layout, int px)
{
  const FtMoveHop *hop = &self->animation.hops[self->animation.hop];
  double t = self->animation.progress;
  FtCell from[2] = { hop->from, hop->with_from }, to[2] = { hop->to, hop->with_to };
  FtGamePiece pieces[2] = { hop->piece, { 0 } };

  if (self->animation.phase == FT_BOARD_PHASE_BLAST)
    {
      append_blast (self, snapshot, layout, px);
      return;
    }
  if (!ft_board_picture_get (&self->animation.landed, hop->with_from, &pieces[1]))
    from[1] = FT_NO_CELL;
  for (guint i = 0; i < 2; i++)
    {
      double fx, fy, tx, ty;

      if (from[i] == FT_NO_CELL || ft_board_model_is_fogged (self->model, from[i])
          || ft_board_model_is_fogged (self->model, to[i]))
        continue;
      _ft_board_view_cell_origin (self, layout, from[i], &fx, &fy);
      _ft_board_view_cell_origin (self, layout, to[i], &tx, &ty);
      append_piece (self, snapshot, &pieces[i], fx + (tx - fx) * t, fy + (ty - fy) * t, layout->tile, px);
    }
}

/* A paused game: the board's square in its dark colour, the cover's text
 * in the middle, no piece. */
static void
append_cover (FtBoardView *self, GtkSnapshot *snapshot, const FtBoardLayout *layout, const FtBoardLook *look)
{
  graphene_rect_t rect = GRAPHENE_RECT_INIT ((float) layout->x0, (float) layout->y0,
                                             (float) (layout->tile * layout->files),
                                             (float) (layout->tile * layout->ranks));
  PangoLayout *text = gtk_widget_create_pango_layout (GTK_WIDGET (self), self->cover_text);
  PangoFontDescription *font = pango_font_description_from_string ("Sans Bold");
  int w, h;

  gtk_snapshot_append_color (snapshot, &look->dark, &rect);
  pango_font_description_set_absolute_size (font, MAX (12.0, layout->tile * 0.6) * PANGO_SCALE);
  pango_layout_set_font_description (text, font);
  /* Lines broken at words within the board, centred. */
  pango_layout_set_width (text, (int) (rect.size.width * 0.9f) * PANGO_SCALE);
  pango_layout_set_wrap (text, PANGO_WRAP_WORD);
  pango_layout_set_alignment (text, PANGO_ALIGN_CENTER);
  pango_layout_get_pixel_size (text, &w, &h);
  gtk_snapshot_save (snapshot);
  /* The layout's box is 90 % of the board wide, its lines centred in it. */
  (void) w;
  gtk_snapshot_translate (snapshot, &GRAPHENE_POINT_INIT (rect.origin.x + rect.size.width * 0.05f,
                                                          rect.origin.y + (rect.size.height - (float) h) / 2));
  gtk_snapshot_append_layout (snapshot, text, &look->text_on_dark);
  gtk_snapshot_restore (snapshot);
  pango_font_description_free (font);
  g_object_unref (text);
}

/* What lies over the still board — the travelling pieces, the arrow, the
 * dragged piece — as one node, an empty container when there is none, so
 * that the board's node is always the still board and this one. GSK's diff
 * of two frames matches a container's children in order and gives up (the
 * whole board damaged, 5 ms of painting) when they differ by more than a
 * few: the still board alone in one frame and beside a moving piece in the
 * next would be such a change (docs/performance.md). */
static void
append_over (FtBoardView *self, GtkSnapshot *snapshot, const FtBoardLayout *layout, int px)
{
  GtkSnapshot *over = gtk_snapshot_new ();
  GskRenderNode *node;

  if (self->animation.running)
    append_moving (self, over, layout, px);
  if (self->arrow_from != FT_NO_CELL)
    {
      if (self->arrow_node == NULL)
        self->arrow_node = ft_board_layers_make_arrow (layout, ft_board_model_get_flipped (self->model),
                                                       self->arrow_from, self->arrow_to);
      gtk_snapshot_append_node (over, self->arrow_node);
    }
  if (self->dragging)
    {
      FtGamePiece piece;

      if (ft_board_model_get_piece (self->model, ft_board_model_get_drag_source (self->model), &piece))
        append_piece (self, over, &piece, self->drag_x - layout->tile / 2, self->drag_y - layout->tile / 2,
                      layout->tile, px);
    }
  node = gtk_snapshot_free_to_node (over);
  if (node == NULL)
    node = gsk_container_node_new (NULL, 0);
  gtk_snapshot_append_node (snapshot, node);
  gsk_render_node_unref (node);
}

void
_ft_board_view_snapshot (GtkWidget *widget, GtkSnapshot *snapshot)
{
  FtBoardView *self = FT_BOARD_VIEW (widget);
  FtBoardLayout layout;
  FtBoardLook look;
  int px;

  if (!_ft_board_view_get_layout (self, &layout))
    return;
  ft_piece_painter_get_look (_ft_board_view_get_painter (self), self->theme, &look);
  if (self->cover_text != NULL)
    {
      append_cover (self, snapshot, &layout, &look);
      return;
    }
  check_tiles (self, &layout);
  px = (int) (layout.tile * gtk_widget_get_scale_factor (widget));
  if (!self->tiles_made)
    {
      FtBoardLayerContext context = { widget, ft_board_model_get_flipped (self->model),
                                      ft_board_model_get_kind (self->model), self->cached_text_colour,
                                      ft_board_model_get_rules (self->model) };

      self->tiles_node = ft_board_layers_make_tiles (&context, &layout, &look);
      self->tiles_made = TRUE;
      self->coordinates_node = self->show_coordinates ? ft_board_layers_make_coordinates (&context, &layout, &look)
                                                      : NULL;
      self->zone_node = ft_board_layers_make_zone (&context, &layout);
      self->still_valid = FALSE;
    }
  if (!self->still_valid || self->still_stage != self->animation.stage)
    {
      g_clear_pointer (&self->still_node, gsk_render_node_unref);
      self->still_node = make_still (self, &layout, px);
      self->still_valid = TRUE;
      self->still_stage = self->animation.stage;
    }
  gtk_snapshot_append_node (snapshot, self->still_node);
  append_over (self, snapshot, &layout, px);
}

void
_ft_board_view_measure (GtkWidget *widget, GtkOrientation orientation, int for_size G_GNUC_UNUSED,
                        int *minimum, int *natural, int *minimum_baseline, int *natural_baseline)
{
  FtBoardView *self = FT_BOARD_VIEW (widget);
  FtBoardLook look;
  int n = (int) (orientation == GTK_ORIENTATION_HORIZONTAL ? ft_board_model_get_files (self->model)
                                                           : ft_board_model_get_ranks (self->model));

  ft_piece_painter_get_look (_ft_board_view_get_painter (self), self->theme, &look);
  if (n == 0)
    n = 14;
  *minimum = n * 16;
  *natural = n * look.natural_tile;
  *minimum_baseline = *natural_baseline = -1;
}

/* The hint arrow (ft-board-arrow.c): its node is made when first drawn. */
void
ft_board_view_set_hint_arrow (FtBoardView *self, FtCell from, FtCell to)
{
  g_return_if_fail (FT_IS_BOARD_VIEW (self));

  if (from == FT_NO_CELL || to == FT_NO_CELL || from == to)
    from = to = FT_NO_CELL;
  if (self->arrow_from == from && self->arrow_to == to)
    return;
  self->arrow_from = from;
  self->arrow_to = to;
  g_clear_pointer (&self->arrow_node, gsk_render_node_unref);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

gboolean
ft_board_view_get_hint_arrow (FtBoardView *self, FtCell *from, FtCell *to)
{
  g_return_val_if_fail (FT_IS_BOARD_VIEW (self), FALSE);

  if (self->arrow_from == FT_NO_CELL)
    return FALSE;
  if (from != NULL)
    *from = self->arrow_from;
  if (to != NULL)
    *to = self->arrow_to;
  return TRUE;
}
