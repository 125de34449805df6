/* ft-board-sprites.c — the piece artwork: each SVG parsed once, rendered to
 * a texture once per tile size in device pixels. */
#include "config.h"

#include "ft-board-private.h"

#define RESOURCE_PIECES "/io/github/fourteenchess/Fourteen/pieces/"

/* ---- Piece artwork ------------------------------------------------------ */

static void
load_svgs (FtBoard *self)
{
  if (self->svg_loaded)
    return;
  self->svg_loaded = TRUE;

  for (int colour = 0; colour < 2; colour++)
    for (int kind = FT_PAWN; kind < FT_N_KINDS; kind++)
      {
        g_autofree char *path = g_strdup_printf (RESOURCE_PIECES "%s-%s.svg",
                                                 ft_colour_name ((FtColour) colour),
                                                 ft_kind_name ((FtKind) kind));
        g_autoptr (GBytes) bytes = g_resources_lookup_data (path, 0, NULL);
        g_autoptr (GError) error = NULL;

        /* Missing artwork is drawn as a lettered disc. */
        if (bytes == NULL)
          continue;
        self->svg[colour][kind] = rsvg_handle_new_from_data (g_bytes_get_data (bytes, NULL),
                                                             g_bytes_get_size (bytes), &error);
        if (self->svg[colour][kind] == NULL)
          g_warning ("%s: %s", path, error->message);
      }
}

/* A disc with the piece's letter: centred and large for a piece without
 * artwork, or small in the lower right corner to mark a custom piece drawn
 * with a built-in shape ("look"). */
static void
draw_letter_disc (cairo_t *cr, int px, FtColour colour, char letter_char, gboolean badge)
{
  PangoLayout *layout;
  PangoFontDescription *font;
  char letter[2] = { g_ascii_toupper (letter_char), 0 };
  int text_w, text_h;
  double cx = badge ? px * 0.78 : px / 2.0;
  double cy = badge ? px * 0.78 : px / 2.0;
  double radius = badge ? px * 0.2 : px * 0.38;

  cairo_arc (cr, cx, cy, radius, 0, 2 * G_PI);
  if (colour == FT_WHITE)
    cairo_set_source_rgb (cr, 0.98, 0.98, 0.96);
  else
    cairo_set_source_rgb (cr, 0.14, 0.14, 0.16);
  cairo_fill_preserve (cr);
  cairo_set_line_width (cr, MAX (1.0, px / 24.0));
  cairo_set_source_rgb (cr, 0.1, 0.1, 0.1);
  cairo_stroke (cr);

  layout = pango_cairo_create_layout (cr);
  font = pango_font_description_from_string ("Sans Bold");
  pango_font_description_set_absolute_size (font, radius * 1.1 * PANGO_SCALE);
  pango_layout_set_font_description (layout, font);
  pango_layout_set_text (layout, letter, -1);
  pango_layout_get_pixel_size (layout, &text_w, &text_h);
  cairo_move_to (cr, cx - text_w / 2.0, cy - text_h / 2.0);
  if (colour == FT_WHITE)
    cairo_set_source_rgb (cr, 0.1, 0.1, 0.1);
  else
    cairo_set_source_rgb (cr, 0.95, 0.95, 0.95);
  pango_cairo_show_layout (cr, layout);
  pango_font_description_free (font);
  g_object_unref (layout);
}

/* The custom kind's letter and look in the board's game ('?' and a disc if
 * the game does not define it). */
static void
custom_kind_appearance (FtBoard *self, FtKind kind, char *letter, FtKind *look)
{
  const FtPosition *pos = self->game != NULL ? ft_game_get_position (self->game) : NULL;
  guint index = kind - FT_CUSTOM_FIRST;

  *letter = '?';
  *look = FT_NO_KIND;
  if (pos != NULL && index < pos->custom.n)
    {
      *letter = pos->custom.kinds[index].letter;
      *look = pos->custom.kinds[index].look;
    }
}

static GdkTexture *
render_sprite (FtBoard *self, FtColour colour, FtKind kind, int px)
{
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, px, px);
  cairo_t *cr = cairo_create (surface);
  RsvgHandle *svg = FT_IS_CUSTOM_KIND (kind) ? NULL : self->svg[colour][kind];
  GBytes *bytes;
  GdkTexture *texture;

  if (FT_IS_CUSTOM_KIND (kind))
    {
      char letter;
      FtKind look;

      custom_kind_appearance (self, kind, &letter, &look);
      svg = look != FT_NO_KIND ? self->svg[colour][look] : NULL;
      if (svg != NULL)
        {
          RsvgRectangle viewport = { 0, 0, px, px };

          rsvg_handle_render_document (svg, cr, &viewport, NULL);
        }
      draw_letter_disc (cr, px, colour, letter, svg != NULL);
    }
  else if (svg != NULL)
    {
      RsvgRectangle viewport = { 0, 0, px, px };
      g_autoptr (GError) error = NULL;

      if (!rsvg_handle_render_document (svg, cr, &viewport, &error))
        g_warning ("Cannot draw the %s %s: %s", ft_colour_name (colour), ft_kind_name (kind),
                   error->message);
    }
  else
    draw_letter_disc (cr, px, colour, ft_kind_to_char (kind), FALSE);
  cairo_destroy (cr);
  cairo_surface_flush (surface);

  /* Cairo's ARGB32 is GDK's default (premultiplied, native-endian) format. */
  bytes = g_bytes_new (cairo_image_surface_get_data (surface),
                       (gsize) cairo_image_surface_get_stride (surface) * px);
  texture = gdk_memory_texture_new (px, px, GDK_MEMORY_DEFAULT, bytes,
                                    (gsize) cairo_image_surface_get_stride (surface));
  g_bytes_unref (bytes);
  cairo_surface_destroy (surface);
  return texture;
}

void
_ft_board_clear_sprites (FtBoard *self)
{
  for (int colour = 0; colour < 2; colour++)
    for (int kind = 0; kind < FT_N_ALL_KINDS; kind++)
      g_clear_object (&self->sprite[colour][kind]);
  self->sprite_px = 0;
}

GdkTexture *
_ft_board_get_sprite (FtBoard *self, FtPiece piece, int px)
{
  FtColour colour = FT_PIECE_COLOUR (piece);
  FtKind kind = FT_PIECE_KIND (piece);

  if (px != self->sprite_px)
    {
      _ft_board_clear_sprites (self);
      self->sprite_px = px;
    }
  /* A new game may define its custom kinds differently. */
  if (FT_IS_CUSTOM_KIND (kind))
    {
      guint index = kind - FT_CUSTOM_FIRST;
      char letter;
      FtKind look;
      guint key;

      custom_kind_appearance (self, kind, &letter, &look);
      key = 0x10000u | ((guint) look << 8) | (guchar) letter;
      if (self->custom_sprite_key[index] != key)
        {
          g_clear_object (&self->sprite[FT_WHITE][kind]);
          g_clear_object (&self->sprite[FT_BLACK][kind]);
          self->custom_sprite_key[index] = key;
        }
    }
  if (self->sprite[colour][kind] == NULL)
    {
      load_svgs (self);
      self->sprite[colour][kind] = render_sprite (self, colour, kind, px);
    }
  return self->sprite[colour][kind];
}

void
_ft_board_free_artwork (FtBoard *self)
{
  _ft_board_clear_sprites (self);
  for (int colour = 0; colour < 2; colour++)
    for (int kind = 0; kind < FT_N_KINDS; kind++)
      g_clear_object (&self->svg[colour][kind]);
}

GdkTexture *
ft_board_render_piece (FtBoard *self, FtPiece piece, int px)
{
  g_return_val_if_fail (FT_IS_BOARD (self), NULL);
  g_return_val_if_fail (FT_IS_PIECE (piece) && px > 0, NULL);

  load_svgs (self);
  return render_sprite (self, FT_PIECE_COLOUR (piece), FT_PIECE_KIND (piece), px);
}
