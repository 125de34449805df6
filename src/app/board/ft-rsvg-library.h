/* ft-rsvg-library.h — librsvg's functions, called through a table filled
 * when a piece is first drawn from its SVG (ft-library-loader.h says why;
 * with the sprite cache warm, a start never needs librsvg at all).
 *
 * Include this header, not the library's, in a .c file that calls these
 * functions; call ft_rsvg_library_open () before the first of them. A
 * function added here goes in both lists below: the build fails if the
 * lists differ. */
#pragma once

#include <librsvg/rsvg.h>

#include "ft-library-loader.h"

G_BEGIN_DECLS

#define FT_RSVG_FUNCTIONS(F) \
  F (rsvg_handle_new_from_data) \
  F (rsvg_handle_render_document)

typedef struct
{
  FT_RSVG_FUNCTIONS (FT_LIBRARY_SLOT)
} FtRsvgFunctions;

extern FtRsvgFunctions ft_rsvg_functions;

gboolean ft_rsvg_library_open (GError **error);

/* A new px × px image (CAIRO_FORMAT_ARGB32) with the whole SVG drawn to
 * fill it: how every sprite is made, in the game (ft-chess-painter.c) and
 * in the sprite renderer (fourteen-sprite-renderer.c) alike, so a sprite
 * is the same from either. On an error the image is left as far as it got
 * (transparent if nothing was drawn). Call after ft_rsvg_library_open (). */
cairo_surface_t *ft_rsvg_render_square (RsvgHandle *svg, int px, GError **error);

#ifndef FT_RSVG_LIBRARY_TABLE
#define rsvg_handle_new_from_data (ft_rsvg_functions.rsvg_handle_new_from_data)
#define rsvg_handle_render_document (ft_rsvg_functions.rsvg_handle_render_document)
#endif

G_END_DECLS
