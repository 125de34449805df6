/* ft-piece-painter.c — see ft-piece-painter.h. */
#include "config.h"

#include "ft-checkers-painter.h"
#include "ft-chess-painter.h"
#include "ft-piece-painter.h"
#include "ft-sprite-cache.h"

G_DEFINE_INTERFACE (FtPiecePainter, ft_piece_painter, G_TYPE_OBJECT)

static void
ft_piece_painter_default_init (FtPiecePainterInterface *iface)
{
  /* Sharper pictures of every piece at px than those given so far (which
   * were stand-ins scaled from another size): whoever keeps pictures at px
   * asks again. */
  g_signal_new ("sprites-ready", G_TYPE_FROM_INTERFACE (iface), G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL, G_TYPE_NONE,
                1, G_TYPE_INT);
}

GdkTexture *
ft_piece_painter_render_piece (FtPiecePainter *self, FtRuleset *rules, const FtGamePiece *piece, int px)
{
  g_return_val_if_fail (FT_IS_PIECE_PAINTER (self), NULL);
  g_return_val_if_fail (piece != NULL && px > 0, NULL);
  return FT_PIECE_PAINTER_GET_IFACE (self)->render_piece (self, rules, piece, px);
}

void
ft_piece_painter_get_look (FtPiecePainter *self, const char *theme, FtBoardLook *look)
{
  g_return_if_fail (FT_IS_PIECE_PAINTER (self));
  g_return_if_fail (look != NULL);
  FT_PIECE_PAINTER_GET_IFACE (self)->get_look (self, theme, look);
}

FtPiecePainter *
ft_piece_painter_new_for_kind (FtGameKind kind)
{
  if (kind == FT_GAME_KIND_CHECKERS)
    return FT_PIECE_PAINTER (ft_checkers_painter_new ());
  return FT_PIECE_PAINTER (ft_chess_painter_new ());
}

GdkTexture *
ft_piece_painter_texture_from_surface (cairo_surface_t *surface, int px)
{
  GBytes *bytes;
  GdkTexture *texture;

  cairo_surface_flush (surface);
  bytes = g_bytes_new (cairo_image_surface_get_data (surface),
                       (gsize) cairo_image_surface_get_stride (surface) * px);
  texture = gdk_memory_texture_new (px, px, GDK_MEMORY_DEFAULT, bytes,
                                    (gsize) cairo_image_surface_get_stride (surface));
  g_bytes_unref (bytes);
  cairo_surface_destroy (surface);
  return texture;
}

GdkTexture *
ft_piece_painter_texture_from_cache (const FtSpriteKey *key, int px)
{
  gsize stride = 0;
  g_autoptr (GBytes) rows = ft_sprite_cache_read (key, px, &stride);

  if (rows == NULL)
    return NULL;
  return gdk_memory_texture_new (px, px, GDK_MEMORY_DEFAULT, rows, stride);
}

GdkTexture *
ft_piece_painter_scale (GdkTexture *sprite, int px)
{
  int from;
  cairo_surface_t *source, *surface;
  cairo_pattern_t *pattern;
  cairo_t *cr;

  g_return_val_if_fail (GDK_IS_TEXTURE (sprite), NULL);
  from = gdk_texture_get_width (sprite);
  g_return_val_if_fail (px > 0 && gdk_texture_get_height (sprite) == from, NULL);
  if (px == from)
    return g_object_ref (sprite);
  source = ft_piece_painter_surface_from_texture (sprite);
  surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, px, px);
  cr = cairo_create (surface);
  cairo_scale (cr, (double) px / from, (double) px / from);
  pattern = cairo_pattern_create_for_surface (source);
  /* GOOD: a box filter as wide as a reduction (cairo ≥ 1.14), every
   * source pixel counted, bilinear when enlarging; PAD: the edges do not
   * fade. */
  cairo_pattern_set_filter (pattern, CAIRO_FILTER_GOOD);
  cairo_pattern_set_extend (pattern, CAIRO_EXTEND_PAD);
  cairo_set_source (cr, pattern);
  cairo_paint (cr);
  cairo_pattern_destroy (pattern);
  cairo_destroy (cr);
  cairo_surface_destroy (source);
  return ft_piece_painter_texture_from_surface (surface, px);
}

cairo_surface_t *
ft_piece_painter_surface_from_texture (GdkTexture *texture)
{
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, gdk_texture_get_width (texture),
                                                         gdk_texture_get_height (texture));

  /* Both are premultiplied ARGB32 in the machine's byte order. */
  cairo_surface_flush (surface);
  gdk_texture_download (texture, cairo_image_surface_get_data (surface),
                        (gsize) cairo_image_surface_get_stride (surface));
  cairo_surface_mark_dirty (surface);
  return surface;
}

GdkTexture *
ft_piece_painter_scale_down (GdkTexture *sprite, int px)
{
  g_return_val_if_fail (GDK_IS_TEXTURE (sprite), NULL);
  g_return_val_if_fail (px <= gdk_texture_get_width (sprite), NULL);
  return ft_piece_painter_scale (sprite, px);
}
