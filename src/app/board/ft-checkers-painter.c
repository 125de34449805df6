/* ft-checkers-painter.c — see ft-checkers-painter.h. The pieces are drawn
 * with cairo into a texture once per tile size (the board view caches
 * them), never per frame. */
#include "config.h"

#include <math.h>

#include "ft-checkers-painter.h"
#include "ft-checkers-ruleset.h"

struct _FtCheckersPainter
{
  GObject parent_instance;
};

static void ft_checkers_painter_painter_init (FtPiecePainterInterface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (FtCheckersPainter, ft_checkers_painter, G_TYPE_OBJECT,
                               G_IMPLEMENT_INTERFACE (FT_TYPE_PIECE_PAINTER,
                                                      ft_checkers_painter_painter_init))

/* ---- Pieces -------------------------------------------------------------- */

static void
flame_path (cairo_t *cr, double r)
{
  cairo_move_to (cr, 0, 0.62 * r);
  cairo_curve_to (cr, -0.55 * r, 0.55 * r, -0.6 * r, -0.05 * r, -0.2 * r, -0.35 * r);
  cairo_curve_to (cr, -0.22 * r, -0.1 * r, -0.05 * r, 0.0, 0.0, 0.05 * r);
  cairo_curve_to (cr, -0.05 * r, -0.3 * r, 0.1 * r, -0.55 * r, 0.05 * r, -0.7 * r);
  cairo_curve_to (cr, 0.45 * r, -0.45 * r, 0.65 * r, 0.1 * r, 0.38 * r, 0.45 * r);
  cairo_curve_to (cr, 0.3 * r, 0.55 * r, 0.15 * r, 0.62 * r, 0.0, 0.62 * r);
  cairo_close_path (cr);
}

static void
drop_path (cairo_t *cr, double r)
{
  cairo_move_to (cr, 0, -0.7 * r);
  cairo_curve_to (cr, 0.15 * r, -0.4 * r, 0.48 * r, -0.05 * r, 0.48 * r, 0.22 * r);
  cairo_arc (cr, 0, 0.22 * r, 0.48 * r, 0, G_PI);
  cairo_curve_to (cr, -0.48 * r, -0.05 * r, -0.15 * r, -0.4 * r, 0, -0.7 * r);
  cairo_close_path (cr);
}

static void
shield_path (cairo_t *cr, double r)
{
  cairo_move_to (cr, -0.48 * r, -0.5 * r);
  cairo_line_to (cr, 0.48 * r, -0.5 * r);
  cairo_curve_to (cr, 0.5 * r, 0.1 * r, 0.3 * r, 0.45 * r, 0, 0.66 * r);
  cairo_curve_to (cr, -0.3 * r, 0.45 * r, -0.5 * r, 0.1 * r, -0.48 * r, -0.5 * r);
  cairo_close_path (cr);
}

static void
crown_path (cairo_t *cr, double r)
{
  cairo_move_to (cr, -0.5 * r, -0.45 * r);
  cairo_line_to (cr, -0.58 * r, -0.92 * r);
  cairo_line_to (cr, -0.28 * r, -0.68 * r);
  cairo_line_to (cr, 0, -1.0 * r);
  cairo_line_to (cr, 0.28 * r, -0.68 * r);
  cairo_line_to (cr, 0.58 * r, -0.92 * r);
  cairo_line_to (cr, 0.5 * r, -0.45 * r);
  cairo_close_path (cr);
}

/* The emblem of the piece's kind (a king's smaller, under its crown). */
static void
draw_emblem (cairo_t *cr, FtCheckersPiece piece, double r)
{
  gboolean fire = FT_CHECKERS_PIECE_SIDE (piece) == FT_CHECKERS_FIRE;
  FtCheckersKind kind = FT_CHECKERS_PIECE_KIND (piece);

  cairo_save (cr);
  if (FT_CHECKERS_PIECE_CROWNED (piece))
    {
      cairo_translate (cr, 0, 0.12 * r);
      cairo_scale (cr, 0.85, 0.85);
    }
  switch (kind)
    {
    case FT_CHECKERS_SHIELD:
      shield_path (cr, r);
      cairo_set_source_rgb (cr, 0.93, 0.93, 0.9);
      cairo_fill_preserve (cr);
      cairo_set_line_width (cr, 0.08 * r);
      cairo_set_source_rgb (cr, 0.2, 0.2, 0.22);
      cairo_stroke (cr);
      /* The side's sign on the shield. */
      cairo_save (cr);
      cairo_scale (cr, 0.45, 0.45);
      if (fire)
        flame_path (cr, r);
      else
        drop_path (cr, r);
      cairo_restore (cr);
      if (fire)
        cairo_set_source_rgb (cr, 0.85, 0.25, 0.05);
      else
        cairo_set_source_rgb (cr, 0.1, 0.35, 0.8);
      cairo_fill (cr);
      break;
    case FT_CHECKERS_BOMB:
      cairo_arc (cr, -0.05 * r, 0.12 * r, 0.46 * r, 0, 2 * G_PI);
      cairo_set_source_rgb (cr, 0.1, 0.1, 0.12);
      cairo_fill (cr);
      cairo_arc (cr, -0.2 * r, -0.03 * r, 0.12 * r, 0, 2 * G_PI);
      cairo_set_source_rgba (cr, 1, 1, 1, 0.45);
      cairo_fill (cr);
      /* Neck, fuse and spark. */
      cairo_rectangle (cr, 0.14 * r, -0.42 * r, 0.2 * r, 0.16 * r);
      cairo_set_source_rgb (cr, 0.25, 0.25, 0.28);
      cairo_fill (cr);
      cairo_move_to (cr, 0.24 * r, -0.42 * r);
      cairo_curve_to (cr, 0.28 * r, -0.6 * r, 0.45 * r, -0.55 * r, 0.5 * r, -0.68 * r);
      cairo_set_line_width (cr, 0.07 * r);
      cairo_set_source_rgb (cr, 0.55, 0.42, 0.25);
      cairo_stroke (cr);
      for (int i = 0; i < 6; i++)
        {
          double a = i * G_PI / 3;
          cairo_move_to (cr, 0.5 * r, -0.68 * r);
          cairo_line_to (cr, 0.5 * r + 0.16 * r * cos (a), -0.68 * r + 0.16 * r * sin (a));
        }
      cairo_set_line_width (cr, 0.05 * r);
      cairo_set_source_rgb (cr, 1.0, 0.95, 0.3);
      cairo_stroke (cr);
      break;
    case FT_CHECKERS_NORMAL:
    default:
      if (fire)
        {
          flame_path (cr, r);
          cairo_set_source_rgb (cr, 1.0, 0.93, 0.6);
        }
      else
        {
          drop_path (cr, r);
          cairo_set_source_rgb (cr, 0.9, 0.97, 1.0);
        }
      cairo_fill (cr);
      break;
    }
  cairo_restore (cr);

}

void
ft_checkers_painter_draw_piece (cairo_t *cr, FtCheckersPiece piece, double r, double alpha)
{
  gboolean fire = FT_CHECKERS_PIECE_SIDE (piece) == FT_CHECKERS_FIRE;
  cairo_pattern_t *disc;

  cairo_push_group (cr);
  /* Shadow, disc with a radial gradient, rim. */
  cairo_arc (cr, 0.06 * r, 0.1 * r, r, 0, 2 * G_PI);
  cairo_set_source_rgba (cr, 0, 0, 0, 0.35);
  cairo_fill (cr);
  disc = cairo_pattern_create_radial (-0.35 * r, -0.4 * r, 0.1 * r, 0, 0, r);
  if (fire)
    {
      cairo_pattern_add_color_stop_rgb (disc, 0, 1.0, 0.86, 0.35);
      cairo_pattern_add_color_stop_rgb (disc, 0.55, 0.97, 0.45, 0.1);
      cairo_pattern_add_color_stop_rgb (disc, 1, 0.72, 0.12, 0.05);
    }
  else
    {
      cairo_pattern_add_color_stop_rgb (disc, 0, 0.78, 0.93, 1.0);
      cairo_pattern_add_color_stop_rgb (disc, 0.55, 0.22, 0.58, 0.92);
      cairo_pattern_add_color_stop_rgb (disc, 1, 0.05, 0.22, 0.55);
    }
  cairo_arc (cr, 0, 0, r, 0, 2 * G_PI);
  cairo_set_source (cr, disc);
  cairo_fill_preserve (cr);
  cairo_pattern_destroy (disc);
  cairo_set_line_width (cr, 0.07 * r);
  if (fire)
    cairo_set_source_rgb (cr, 0.45, 0.07, 0.02);
  else
    cairo_set_source_rgb (cr, 0.02, 0.12, 0.35);
  cairo_stroke (cr);
  /* Inner groove. */
  cairo_arc (cr, 0, 0, 0.8 * r, 0, 2 * G_PI);
  cairo_set_line_width (cr, 0.04 * r);
  cairo_set_source_rgba (cr, 1, 1, 1, 0.35);
  cairo_stroke (cr);

  /* The emblem tells the kind. */
  draw_emblem (cr, piece, r);

  if (FT_CHECKERS_PIECE_CROWNED (piece))
    {
      cairo_save (cr);
      cairo_translate (cr, 0, 0.12 * r);
      crown_path (cr, r);
      cairo_set_source_rgb (cr, 1.0, 0.8, 0.15);
      cairo_fill_preserve (cr);
      cairo_set_line_width (cr, 0.05 * r);
      cairo_set_source_rgb (cr, 0.5, 0.35, 0.0);
      cairo_stroke (cr);
      cairo_restore (cr);
    }
  cairo_pop_group_to_source (cr);
  cairo_paint_with_alpha (cr, alpha);
}

/* A piece fills 80 % of its tile, as it always has. */
#define PIECE_RADIUS 0.4

static GdkTexture *
checkers_render_piece (FtPiecePainter *self G_GNUC_UNUSED, FtRuleset *rules G_GNUC_UNUSED,
                       const FtGamePiece *piece, int px)
{
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, px, px);
  cairo_t *cr = cairo_create (surface);
  FtCheckersPiece p = FT_CHECKERS_PIECE (ft_checkers_side_of_colour (piece->side), piece->kind,
                                         piece->crowned);

  cairo_translate (cr, px / 2.0, px / 2.0);
  ft_checkers_painter_draw_piece (cr, p, PIECE_RADIUS * px, 1.0);
  cairo_destroy (cr);
  return ft_piece_painter_texture_from_surface (surface, px);
}

/* Red and grey, whatever the chess theme; the grey (dark) squares are
 * played on. */
static void
checkers_get_look (FtPiecePainter *self G_GNUC_UNUSED, const char *theme G_GNUC_UNUSED,
                   FtBoardLook *look)
{
  look->light = (GdkRGBA) { 0.72f, 0.2f, 0.17f, 1.0f };
  look->dark = (GdkRGBA) { 0.36f, 0.37f, 0.39f, 1.0f };
  look->text_on_light = (GdkRGBA) { 1.0f, 0.92f, 0.9f, 0.9f };
  look->text_on_dark = (GdkRGBA) { 0.92f, 0.92f, 0.95f, 0.9f };
  look->natural_tile = 72;
}

/* ---- Object ------------------------------------------------------------------ */

static void
ft_checkers_painter_painter_init (FtPiecePainterInterface *iface)
{
  iface->render_piece = checkers_render_piece;
  iface->get_look = checkers_get_look;
}

static void
ft_checkers_painter_class_init (FtCheckersPainterClass *klass G_GNUC_UNUSED)
{
}

static void
ft_checkers_painter_init (FtCheckersPainter *self G_GNUC_UNUSED)
{
}

FtCheckersPainter *
ft_checkers_painter_new (void)
{
  return g_object_new (FT_TYPE_CHECKERS_PAINTER, NULL);
}
