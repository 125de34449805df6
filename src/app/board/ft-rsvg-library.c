/* ft-rsvg-library.c — see ft-rsvg-library.h. */
#include "config.h"

#define FT_RSVG_LIBRARY_TABLE
#include "ft-rsvg-library.h"

FT_LIBRARY_DEFINE (FtRsvgFunctions, ft_rsvg_functions, ft_rsvg_library_open, FT_RSVG_FUNCTIONS, "librsvg",
                   FT_LIBRSVG_SONAME)

cairo_surface_t *
ft_rsvg_render_square (RsvgHandle *svg, int px, GError **error)
{
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, px, px);
  cairo_t *cr = cairo_create (surface);
  RsvgRectangle viewport = { 0, 0, px, px };

  ft_rsvg_functions.rsvg_handle_render_document (svg, cr, &viewport, error);
  cairo_destroy (cr);
  return surface;
}
