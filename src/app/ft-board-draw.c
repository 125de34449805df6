/* ft-board-draw.c — the board's geometry, colours and drawing: tiles,
 * highlights, coordinates, standing, travelling and dragged pieces. */
#include "config.h"

#include <math.h>

#include "ft-board-private.h"

/* ---- Colours ------------------------------------------------------------ */

/* Each highlight in a light and a dark shade, so the checkerboard still
 * reads through it. Chosen to read on both the light and the dark style: the
 * board draws its own background and never takes colours from the theme. */
static const char *const highlight_colours[][2] = {
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

/* Board themes: the plain tiles' light and dark shades (the highlights
 * above read on all of them). Each pair keeps the dark tiles clearly darker
 * and both shades mid-range enough for white and black pieces alike; the
 * high-contrast one is for low vision and bright rooms. */
static const struct
{
  const char *name;
  const char *light, *dark;
} themes[] = {
  { "brown", "#eed9b6", "#b88b62" },
  { "green", "#eeeed2", "#769656" },
  { "blue", "#dee3e6", "#8ca2ad" },
  { "grey", "#e4e4e4", "#9a9a9a" },
  { "high-contrast", "#ffffff", "#4d4d4d" },
};

void
ft_board_get_highlight_colour (FtHighlight highlight, gboolean dark_tile, GdkRGBA *colour)
{
  g_return_if_fail (highlight <= FT_HIGHLIGHT_PREMOVE);
  gdk_rgba_parse (colour, highlight_colours[highlight][dark_tile ? 1 : 0]);
}

gboolean
ft_board_theme_exists (const char *theme)
{
  for (guint i = 0; i < G_N_ELEMENTS (themes); i++)
    if (g_strcmp0 (themes[i].name, theme) == 0)
      return TRUE;
  return FALSE;
}

void
ft_board_get_square_colour (FtBoard *self, FtHighlight highlight, gboolean dark_tile,
                            GdkRGBA *colour)
{
  g_return_if_fail (FT_IS_BOARD (self));

  if (highlight == FT_HIGHLIGHT_NONE)
    for (guint i = 0; i < G_N_ELEMENTS (themes); i++)
      if (g_strcmp0 (themes[i].name, self->theme) == 0)
        {
          gdk_rgba_parse (colour, dark_tile ? themes[i].dark : themes[i].light);
          return;
        }
  ft_board_get_highlight_colour (highlight, dark_tile, colour);
}

/* ---- Geometry ----------------------------------------------------------- */

gboolean
_ft_board_get_layout (FtBoard *self, FtBoardLayout *layout)
{
  const FtPosition *pos;
  int width = gtk_widget_get_width (GTK_WIDGET (self));
  int height = gtk_widget_get_height (GTK_WIDGET (self));

  if (self->game == NULL)
    return FALSE;
  pos = _ft_board_position (self);
  layout->files = pos->files;
  layout->ranks = pos->ranks;
  /* Whole-pixel tiles keep the checkerboard and the sprites sharp. */
  layout->tile = floor (MIN ((double) width / pos->files, (double) height / pos->ranks));
  if (layout->tile < 1)
    return FALSE;
  layout->x0 = floor ((width - layout->tile * pos->files) / 2);
  layout->y0 = floor ((height - layout->tile * pos->ranks) / 2);
  return TRUE;
}

void
_ft_board_square_origin (FtBoard *self, const FtBoardLayout *layout, int file, int rank,
                         double *x, double *y)
{
  int column = self->flipped ? layout->files - 1 - file : file;
  int row = self->flipped ? rank : layout->ranks - 1 - rank;

  *x = layout->x0 + column * layout->tile;
  *y = layout->y0 + row * layout->tile;
}

FtSquare
ft_board_square_at (FtBoard *self, double x, double y)
{
  FtBoardLayout layout;
  int column, row, file, rank;

  g_return_val_if_fail (FT_IS_BOARD (self), FT_NO_SQUARE);

  if (!_ft_board_get_layout (self, &layout))
    return FT_NO_SQUARE;
  column = (int) floor ((x - layout.x0) / layout.tile);
  row = (int) floor ((y - layout.y0) / layout.tile);
  if (column < 0 || row < 0 || column >= layout.files || row >= layout.ranks)
    return FT_NO_SQUARE;
  file = self->flipped ? layout.files - 1 - column : column;
  rank = self->flipped ? row : layout.ranks - 1 - row;
  return FT_SQUARE (file, rank);
}

gboolean
ft_board_get_square_bounds (FtBoard *self, FtSquare square, graphene_rect_t *bounds)
{
  FtBoardLayout layout;
  double x, y;

  g_return_val_if_fail (FT_IS_BOARD (self), FALSE);

  if (square == FT_NO_SQUARE || !_ft_board_get_layout (self, &layout))
    return FALSE;
  _ft_board_square_origin (self, &layout, FT_SQUARE_FILE (square), FT_SQUARE_RANK (square), &x, &y);
  graphene_rect_init (bounds, (float) x, (float) y, (float) layout.tile, (float) layout.tile);
  return TRUE;
}

/* ---- Drawing ------------------------------------------------------------ */

static void
append_piece (FtBoard *self, GtkSnapshot *snapshot, FtPiece piece, double x, double y,
              double tile, int px)
{
  graphene_rect_t rect = GRAPHENE_RECT_INIT ((float) x, (float) y, (float) tile, (float) tile);

  gtk_snapshot_append_texture (snapshot, _ft_board_get_sprite (self, piece, px), &rect);
}

static void
append_coordinate (FtBoard *self, GtkSnapshot *snapshot, const char *text, double x, double y,
                   double tile, gboolean dark_tile, gboolean align_right)
{
  PangoLayout *layout = gtk_widget_create_pango_layout (GTK_WIDGET (self), text);
  PangoFontDescription *font = pango_font_description_from_string ("Sans Bold");
  GdkRGBA colour;
  int w, h;
  double pad = MAX (1.0, tile * 0.06);

  pango_font_description_set_absolute_size (font, MAX (7.0, tile * 0.21) * PANGO_SCALE);
  pango_layout_set_font_description (layout, font);
  pango_layout_get_pixel_size (layout, &w, &h);
  /* A strong shade of the other tile colour, so the label reads on its own
   * tile and on the highlights. */
  gdk_rgba_parse (&colour, dark_tile ? "#fbf1df" : "#6b4a2b");
  colour.alpha = 0.9f;
  gtk_snapshot_save (snapshot);
  if (align_right)
    gtk_snapshot_translate (snapshot,
                            &GRAPHENE_POINT_INIT ((float) (x + tile - w - pad),
                                                  (float) (y + tile - h - pad * 0.5)));
  else
    gtk_snapshot_translate (snapshot, &GRAPHENE_POINT_INIT ((float) (x + pad), (float) (y + pad * 0.5)));
  gtk_snapshot_append_layout (snapshot, layout, &colour);
  gtk_snapshot_restore (snapshot);
  pango_font_description_free (font);
  g_object_unref (layout);
}

static gboolean
is_moving_from (FtBoard *self, FtSquare square)
{
  for (guint i = 0; i < self->n_movers; i++)
    if (self->movers[i].from == square)
      return TRUE;
  return FALSE;
}

void
_ft_board_snapshot (GtkWidget *widget, GtkSnapshot *snapshot)
{
  FtBoard *self = FT_BOARD (widget);
  FtBoardLayout layout;
  int px;

  if (!_ft_board_get_layout (self, &layout))
    return;
  px = (int) (layout.tile * gtk_widget_get_scale_factor (widget));

  /* Tiles and highlights. */
  for (int rank = 0; rank < layout.ranks; rank++)
    for (int file = 0; file < layout.files; file++)
      {
        FtSquare sq = FT_SQUARE (file, rank);
        gboolean dark = (file + rank) % 2 == 0; /* a1 is dark */
        GdkRGBA colour;
        double x, y;

        _ft_board_square_origin (self, &layout, file, rank, &x, &y);
        ft_board_get_square_colour (self, ft_board_get_highlight (self, sq), dark, &colour);
        gtk_snapshot_append_color (snapshot, &colour,
                                   &GRAPHENE_RECT_INIT ((float) x, (float) y,
                                                        (float) layout.tile, (float) layout.tile));
      }

  /* Standing pieces. */
  for (int rank = 0; rank < layout.ranks; rank++)
    for (int file = 0; file < layout.files; file++)
      {
        FtSquare sq = FT_SQUARE (file, rank);
        FtPiece piece = self->shown[sq];
        double x, y;

        if (!FT_IS_PIECE (piece) || is_moving_from (self, sq)
            || (self->dragging && sq == self->press_square))
          continue;
        _ft_board_square_origin (self, &layout, file, rank, &x, &y);
        append_piece (self, snapshot, piece, x, y, layout.tile, px);
      }

  /* The hover outline: an inset ring, a twentieth of the tile wide. */
  {
    FtSquare hover = ft_board_get_hover (self);

    if (hover != FT_NO_SQUARE)
      {
        double x, y;
        float w = (float) MAX (2.0, round (layout.tile / 20.0));
        GskRoundedRect outline;
        const GdkRGBA ring = { 0.11f, 0.44f, 0.85f, 0.95f }; /* Adwaita blue */

        _ft_board_square_origin (self, &layout, FT_SQUARE_FILE (hover), FT_SQUARE_RANK (hover),
                                 &x, &y);
        gsk_rounded_rect_init_from_rect (&outline,
                                         &GRAPHENE_RECT_INIT ((float) x, (float) y,
                                                              (float) layout.tile,
                                                              (float) layout.tile),
                                         0);
        gtk_snapshot_append_border (snapshot, &outline, (const float[4]) { w, w, w, w },
                                    (const GdkRGBA[4]) { ring, ring, ring, ring });
      }
  }

  /* A network opponent's live selection and drag. */
  _ft_board_snapshot_peer (self, snapshot, &layout);

  /* The keyboard's focus square, while the board has the focus: a thicker
   * orange ring, distinct from the hover's blue. */
  if (self->focus_square != FT_NO_SQUARE && gtk_widget_has_focus (widget))
    {
      double x, y;
      float w = (float) MAX (3.0, round (layout.tile / 12.0));
      GskRoundedRect outline;
      const GdkRGBA ring = { 0.90f, 0.38f, 0.0f, 1.0f }; /* Adwaita orange */

      _ft_board_square_origin (self, &layout, FT_SQUARE_FILE (self->focus_square),
                               FT_SQUARE_RANK (self->focus_square), &x, &y);
      gsk_rounded_rect_init_from_rect (&outline,
                                       &GRAPHENE_RECT_INIT ((float) x, (float) y,
                                                            (float) layout.tile,
                                                            (float) layout.tile),
                                       0);
      gtk_snapshot_append_border (snapshot, &outline, (const float[4]) { w, w, w, w },
                                  (const GdkRGBA[4]) { ring, ring, ring, ring });
    }

  /* Coordinates in the corners of the bottom row and the left column, as
   * seen, over the standing pieces so that none hides them. */
  if (self->show_coordinates)
    for (int i = 0; i < MAX (layout.files, layout.ranks); i++)
      {
        char text[4];
        double x, y;

        if (i < layout.files)
          {
            int file = i, rank = self->flipped ? layout.ranks - 1 : 0;

            _ft_board_square_origin (self, &layout, file, rank, &x, &y);
            g_snprintf (text, sizeof text, "%c", 'a' + file);
            append_coordinate (self, snapshot, text, x, y, layout.tile, (file + rank) % 2 == 0,
                               TRUE);
          }
        if (i < layout.ranks)
          {
            int rank = i, file = self->flipped ? layout.files - 1 : 0;

            _ft_board_square_origin (self, &layout, file, rank, &x, &y);
            g_snprintf (text, sizeof text, "%d", rank + 1);
            append_coordinate (self, snapshot, text, x, y, layout.tile, (file + rank) % 2 == 0,
                               FALSE);
          }
      }

  /* Travelling pieces, over everything standing (a captured piece is taken
   * when the capturer arrives). */
  for (guint i = 0; i < self->n_movers; i++)
    {
      const Mover *m = &self->movers[i];
      double fx, fy, tx, ty, t = CLAMP (self->progress, 0.0, 1.0);

      _ft_board_square_origin (self, &layout, FT_SQUARE_FILE (m->from), FT_SQUARE_RANK (m->from), &fx, &fy);
      _ft_board_square_origin (self, &layout, FT_SQUARE_FILE (m->to), FT_SQUARE_RANK (m->to), &tx, &ty);
      append_piece (self, snapshot, m->piece, fx + (tx - fx) * t, fy + (ty - fy) * t,
                    layout.tile, px);
    }

  if (self->dragging && FT_IS_PIECE (self->shown[self->press_square]))
    append_piece (self, snapshot, self->shown[self->press_square],
                  self->drag_x - layout.tile / 2, self->drag_y - layout.tile / 2, layout.tile, px);
}

void
_ft_board_measure (GtkWidget *widget, GtkOrientation orientation, int for_size G_GNUC_UNUSED,
                   int *minimum, int *natural, int *minimum_baseline, int *natural_baseline)
{
  FtBoard *self = FT_BOARD (widget);
  int n = 14;

  if (self->game != NULL)
    {
      const FtPosition *pos = ft_game_get_position (self->game);
      n = orientation == GTK_ORIENTATION_HORIZONTAL ? pos->files : pos->ranks;
    }
  *minimum = n * 16;
  *natural = n * (int) LOGICAL_TILE;
  *minimum_baseline = *natural_baseline = -1;
}

