/* ft-piece-painter.h — how one game looks on the board (src/app/board): its
 * pieces as textures, and its plain cells and coordinate labels. The board
 * view (ft-board-view.h) keeps one painter per game kind and caches the
 * textures it makes at the current tile size; chess draws its SVG sprites
 * (ft-chess-painter.h), checkers its Fire and Water pieces
 * (ft-checkers-painter.h). */
#pragma once

#include <gtk/gtk.h>

#include "ft-ruleset.h"
#include "ft-sprite-cache.h"

G_BEGIN_DECLS

/* The board's plain colours and its natural tile size. */
typedef struct
{
  GdkRGBA light, dark;                 /* plain cells (a1 is dark) */
  GdkRGBA text_on_light, text_on_dark; /* coordinate labels */
  int natural_tile;                    /* logical px a tile asks for */
} FtBoardLook;

#define FT_TYPE_PIECE_PAINTER (ft_piece_painter_get_type ())
G_DECLARE_INTERFACE (FtPiecePainter, ft_piece_painter, FT, PIECE_PAINTER, GObject)

struct _FtPiecePainterInterface
{
  GTypeInterface parent_iface;

  GdkTexture *(*render_piece) (FtPiecePainter *self, FtRuleset *rules, const FtGamePiece *piece, int px);
  void (*get_look) (FtPiecePainter *self, const char *theme, FtBoardLook *look);
};

/* Signal "sprites-ready" (int px): the painter now has better pictures at
 * px than the stand-ins it gave (a window grown to a size drawn for the
 * first time, ft-chess-painter.c); whoever keeps pictures at px asks
 * again. */

/* A new picture of `piece`, px device pixels square; `rules` give what the
 * position defines (a custom chess kind's letter and look), may be NULL. */
GdkTexture *ft_piece_painter_render_piece (FtPiecePainter *self, FtRuleset *rules,
                                           const FtGamePiece *piece, int px);
/* The board's colours with `theme` ("brown", "green", …; a game may keep
 * its own). */
void ft_piece_painter_get_look (FtPiecePainter *self, const char *theme, FtBoardLook *look);

/* The painter for a game (a new reference). */
FtPiecePainter *ft_piece_painter_new_for_kind (FtGameKind kind);

/* For painters: a px × px ARGB32 surface drawn by cairo as a texture (the
 * surface is destroyed). Cairo's ARGB32 is GDK's default format
 * (premultiplied, native-endian), so the pixels are not converted. */
GdkTexture *ft_piece_painter_texture_from_surface (cairo_surface_t *surface, int px);

/* For painters: the sprite the cache on disk holds for key and px
 * (ft-sprite-cache.h) as a texture, or NULL. */
GdkTexture *ft_piece_painter_texture_from_cache (const FtSpriteKey *key, int px);

/* A new image surface (CAIRO_FORMAT_ARGB32) of the texture's size holding
 * its pixels: the inverse of ft_piece_painter_texture_from_surface(), the
 * pixels copied as they are. */
cairo_surface_t *ft_piece_painter_surface_from_texture (GdkTexture *texture);

/* A px × px picture of a square sprite of another size, scaled by cairo
 * (a new reference; the sprite itself when it has that size). */
GdkTexture *ft_piece_painter_scale (GdkTexture *sprite, int px);

/* A px × px picture of a larger square sprite, scaled down by cairo's box
 * filter (a new reference; the sprite itself when it has that size). */
GdkTexture *ft_piece_painter_scale_down (GdkTexture *sprite, int px);

G_END_DECLS
