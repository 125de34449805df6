/* ft-board-tiles.c — what the board view draws once for a size, a theme,
 * an orientation and a game: the plain tiles and the coordinates
 * (ft-board-layers.h; ft-board-view-draw.c keeps them). */
#include "config.h"

#include <math.h>

#include "ft-board-layers.h"
#include "ft-checkers-ruleset.h"

void
ft_board_layout_cell_origin (const FtBoardLayout *layout, gboolean flipped, FtCell cell, double *x, double *y)
{
  int file = FT_CELL_FILE (cell), rank = FT_CELL_RANK (cell);
  int column = flipped ? layout->files - 1 - file : file;
  int row = flipped ? rank : layout->ranks - 1 - rank;

  *x = layout->x0 + column * layout->tile;
  *y = layout->y0 + row * layout->tile;
}

/* A node drawn once into a cairo node of its bounds (a recording): one
 * call into cairo in each frame whose damage lies elsewhere, where a tree
 * of text nodes under translations costs two or three for each label. */
static GskRenderNode *
flatten (GskRenderNode *node)
{
  graphene_rect_t bounds;
  GskRenderNode *flat;
  cairo_t *cr;

  if (node == NULL)
    return NULL;
  gsk_render_node_get_bounds (node, &bounds);
  flat = gsk_cairo_node_new (&bounds);
  cr = gsk_cairo_node_get_draw_context (flat);
  gsk_render_node_draw (node, cr);
  cairo_destroy (cr);
  gsk_render_node_unref (node);
  return flat;
}

/* The static layer: what changes only with the size, the theme, the
 * orientation or the game, made once for them — the checkerboard as the
 * top-left 2×2 cells repeated over the board, five nodes (a highlighted
 * cell is drawn over it in its own colour: whole-pixel cells, the same
 * pixels as a cell drawn once). GTK 4.8's cairo renderer draws every node
 * of the window in every frame that paints anything, clipped to the damage
 * (docs/performance.md): a node for each of 196 cells cost as many calls
 * into cairo in each such frame, the clocks' seconds too. What else lies
 * under the highlights and never changes during a game belongs here. */
GskRenderNode *
ft_board_layers_make_tiles (const FtBoardLayerContext *context, const FtBoardLayout *layout, const FtBoardLook *look)
{
  gboolean flipped = context->flipped;
  GskRenderNode *cells[4];
  GskRenderNode *tiles;
  GskRenderNode *block;
  graphene_rect_t board = GRAPHENE_RECT_INIT ((float) layout->x0, (float) layout->y0,
                                              (float) (layout->tile * layout->files),
                                              (float) (layout->tile * layout->ranks));
  guint n = 0;

  for (int row = 0; row < MIN (2, layout->ranks); row++)
    for (int column = 0; column < MIN (2, layout->files); column++)
      {
        int file = flipped ? layout->files - 1 - column : column;
        int rank = flipped ? row : layout->ranks - 1 - row;
        double x, y;

        ft_board_layout_cell_origin (layout, flipped, FT_CELL (file, rank), &x, &y);
        /* a1 is dark. */
        cells[n++] = gsk_color_node_new ((file + rank) % 2 == 0 ? &look->dark : &look->light,
                                         &GRAPHENE_RECT_INIT ((float) x, (float) y, (float) layout->tile,
                                                              (float) layout->tile));
      }
  block = gsk_container_node_new (cells, n);
  tiles = gsk_repeat_node_new (&board, block,
                                &GRAPHENE_RECT_INIT (board.origin.x, board.origin.y,
                                                     (float) (layout->tile * MIN (2, layout->files)),
                                                     (float) (layout->tile * MIN (2, layout->ranks))));
  gsk_render_node_unref (block);
  for (guint i = 0; i < n; i++)
    gsk_render_node_unref (cells[i]);
  return tiles;
}

/* The label's font: a share of the tile inside the squares; in the gutter
 * a size of its own, readable whatever the squares measure. */
#define GUTTER_FONT_PX 10.0

typedef enum {
  LABEL_TOP_LEFT,     /* a number inside its square */
  LABEL_BOTTOM_RIGHT, /* a letter inside its square */
  LABEL_CENTRED,      /* in the gutter: centred in the box given */
} LabelPlace;

static void
append_label (GtkWidget *widget, GtkSnapshot *snapshot, const char *text, const graphene_rect_t *box,
              double font_px, const GdkRGBA *colour, LabelPlace place)
{
  PangoLayout *layout = gtk_widget_create_pango_layout (widget, text);
  PangoFontDescription *font = pango_font_description_from_string ("Sans Bold");
  double pad = MAX (1.0, box->size.width * 0.02);
  double x, y;
  int w, h;

  pango_font_description_set_absolute_size (font, font_px * PANGO_SCALE);
  pango_layout_set_font_description (layout, font);
  pango_layout_get_pixel_size (layout, &w, &h);
  switch (place)
    {
    case LABEL_BOTTOM_RIGHT:
      /* Hard in the corner: the pieces' bases reach far to the right. */
      x = box->origin.x + box->size.width - w;
      y = box->origin.y + box->size.height - h;
      break;
    case LABEL_TOP_LEFT:
      x = box->origin.x + pad;
      y = box->origin.y + pad * 0.5;
      break;
    default:
      x = box->origin.x + floor ((box->size.width - w) / 2);
      y = box->origin.y + floor ((box->size.height - h) / 2);
      break;
    }
  gtk_snapshot_save (snapshot);
  gtk_snapshot_translate (snapshot, &GRAPHENE_POINT_INIT ((float) x, (float) y));
  gtk_snapshot_append_layout (snapshot, layout, colour);
  gtk_snapshot_restore (snapshot);
  pango_font_description_free (font);
  g_object_unref (layout);
}

/* Checkers: each dark square's number in the game's notation (1–32, the
 * move list's "11-15"), in its top-left corner as draughts boards print
 * them, in place of the letters and numbers of the edges: one notation on
 * the board and in the list (docs/checkers.md#in-the-window). */
static GskRenderNode *
make_square_numbers (const FtBoardLayerContext *context, const FtBoardLayout *layout, const FtBoardLook *look)
{
  GtkSnapshot *snapshot = gtk_snapshot_new ();

  for (int rank = 0; rank < layout->ranks; rank++)
    for (int file = 0; file < layout->files; file++)
      {
        int number = ft_checkers_ruleset_cell_number (FT_CELL (file, rank));
        char text[4];
        double x, y;

        if (number == 0)
          continue;
        ft_board_layout_cell_origin (layout, context->flipped, FT_CELL (file, rank), &x, &y);
        g_snprintf (text, sizeof text, "%d", number);
        append_label (context->widget, snapshot, text, &GRAPHENE_RECT_INIT ((float) x, (float) y, (float) layout->tile, (float) layout->tile),
                      MAX (7.0, layout->tile * 0.21), &look->text_on_dark, LABEL_TOP_LEFT);
      }
  return flatten (gtk_snapshot_free_to_node (snapshot));
}

/* Letters along the bottom row and numbers up the left column, as seen:
 * inside the edge squares when they are large, else in the gutter beside
 * them in the style's text colour (never over a piece). A node for each
 * line of them (see flatten ()), so that damage elsewhere on the board
 * never meets them. */
GskRenderNode *
ft_board_layers_make_coordinates (const FtBoardLayerContext *context, const FtBoardLayout *layout,
                                  const FtBoardLook *look)
{
  GtkSnapshot *letters, *numbers;
  gboolean flipped = context->flipped;
  gboolean outside = layout->gutter > 0;
  /* Inside: small, in the corner the pieces' artwork leaves bare
   * (test-board-coordinates checks every kind at the start). */
  double font_px = outside ? GUTTER_FONT_PX : layout->tile * 0.15;
  GdkRGBA gutter_colour = context->text_colour;
  GskRenderNode *lines[2];
  GskRenderNode *both;
  guint n = 0;

  gutter_colour.alpha *= 0.7f;
  if (context->kind == FT_GAME_KIND_CHECKERS)
    return make_square_numbers (context, layout, look);
  letters = gtk_snapshot_new ();
  numbers = gtk_snapshot_new ();

  for (int file = 0; file < layout->files; file++)
    {
      int rank = flipped ? layout->ranks - 1 : 0;
      char text[4];
      double x, y;

      ft_board_layout_cell_origin (layout, flipped, FT_CELL (file, rank), &x, &y);
      g_snprintf (text, sizeof text, "%c", 'a' + file);
      if (outside)
        append_label (context->widget, letters, text,
                      &GRAPHENE_RECT_INIT ((float) x, (float) (y + layout->tile), (float) layout->tile,
                                           (float) layout->gutter),
                      font_px, &gutter_colour, LABEL_CENTRED);
      else
        append_label (context->widget, letters, text,
                      &GRAPHENE_RECT_INIT ((float) x, (float) y, (float) layout->tile, (float) layout->tile),
                      font_px, (file + rank) % 2 == 0 ? &look->text_on_dark : &look->text_on_light,
                      LABEL_BOTTOM_RIGHT);
    }
  for (int rank = 0; rank < layout->ranks; rank++)
    {
      int file = flipped ? layout->files - 1 : 0;
      char text[4];
      double x, y;

      ft_board_layout_cell_origin (layout, flipped, FT_CELL (file, rank), &x, &y);
      g_snprintf (text, sizeof text, "%d", rank + 1);
      if (outside)
        append_label (context->widget, numbers, text,
                      &GRAPHENE_RECT_INIT ((float) (x - layout->gutter), (float) y, (float) layout->gutter,
                                           (float) layout->tile),
                      font_px, &gutter_colour, LABEL_CENTRED);
      else
        append_label (context->widget, numbers, text,
                      &GRAPHENE_RECT_INIT ((float) x, (float) y, (float) layout->tile, (float) layout->tile),
                      font_px, (file + rank) % 2 == 0 ? &look->text_on_dark : &look->text_on_light,
                      LABEL_TOP_LEFT);
    }
  lines[n] = flatten (gtk_snapshot_free_to_node (letters));
  n += lines[n] != NULL;
  lines[n] = flatten (gtk_snapshot_free_to_node (numbers));
  n += lines[n] != NULL;
  both = gsk_container_node_new (lines, n);
  for (guint i = 0; i < n; i++)
    gsk_render_node_unref (lines[i]);
  return both;
}
