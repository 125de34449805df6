/* test-pieces — the 22 piece SVGs load, share the 100×100 box, stay inside it
 * with transparent surroundings, have the right overall shade for their
 * colour, and are all different from one another at board size. */
#include "config.h"

#include <math.h>
#include <librsvg/rsvg.h>

#define RENDER_SIZE 96

static const char *const colours[] = { "white", "black" };
static const char *const kinds[] = {
  "pawn", "knight", "bishop", "rook", "queen", "king",
  "archbishop", "chancellor", "amazon", "camel", "general",
};

typedef struct {
  guint8 shade[RENDER_SIZE * RENDER_SIZE];  /* grey, composited on a mid-grey tile */
  int min_x, min_y, max_x, max_y;   /* ink bounding box, -1 when empty */
  double mean_luminance;            /* of opaque pixels, 0..1 */
  double coverage;                  /* share of pixels with ink */
} PieceImage;

static char *
piece_path (const char *colour, const char *kind)
{
  const char *dir = g_getenv ("FT_PIECES_DIR");
  g_autofree char *name = g_strdup_printf ("%s-%s.svg", colour, kind);

  if (dir == NULL)
    return g_build_filename (SOURCE_DIR, "data", "pieces", name, NULL);
  return g_build_filename (dir, name, NULL);
}

static RsvgHandle *
load_piece (const char *colour, const char *kind)
{
  g_autofree char *path = piece_path (colour, kind);
  g_autoptr(GError) error = NULL;
  RsvgHandle *handle = rsvg_handle_new_from_file (path, &error);

  g_assert_no_error (error);
  g_assert_nonnull (handle);
  return handle;
}

static void
render_piece (const char *colour, const char *kind, PieceImage *image)
{
  RsvgHandle *handle = load_piece (colour, kind);
  g_autoptr(GError) error = NULL;
  cairo_surface_t *surface;
  cairo_t *cr;
  RsvgRectangle viewport = { 0, 0, RENDER_SIZE, RENDER_SIZE };
  double luminance_sum = 0;
  guint opaque = 0, inked = 0;

  surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, RENDER_SIZE, RENDER_SIZE);
  cr = cairo_create (surface);
  g_assert_true (rsvg_handle_render_document (handle, cr, &viewport, &error));
  g_assert_no_error (error);
  cairo_destroy (cr);
  g_object_unref (handle);
  cairo_surface_flush (surface);

  image->min_x = image->min_y = RENDER_SIZE;
  image->max_x = image->max_y = -1;
  for (int y = 0; y < RENDER_SIZE; y++)
    {
      const guint32 *row = (const guint32 *) (cairo_image_surface_get_data (surface)
                                              + y * cairo_image_surface_get_stride (surface));
      for (int x = 0; x < RENDER_SIZE; x++)
        {
          guint32 pixel = row[x];
          guint a = pixel >> 24;

          /* Cairo stores premultiplied colour: add the tile's share. */
          image->shade[y * RENDER_SIZE + x] = ((pixel >> 8) & 0xff) + 128 * (255 - a) / 255;
          if (a == 0)
            continue;
          inked++;
          image->min_x = MIN (image->min_x, x);
          image->min_y = MIN (image->min_y, y);
          image->max_x = MAX (image->max_x, x);
          image->max_y = MAX (image->max_y, y);
          if (a == 255)
            {
              double r = ((pixel >> 16) & 0xff) / 255.0;
              double g = ((pixel >> 8) & 0xff) / 255.0;
              double b = (pixel & 0xff) / 255.0;

              luminance_sum += 0.2126 * r + 0.7152 * g + 0.0722 * b;
              opaque++;
            }
        }
    }
  cairo_surface_destroy (surface);

  g_assert_cmpuint (opaque, >, 0);
  image->mean_luminance = luminance_sum / opaque;
  image->coverage = (double) inked / (RENDER_SIZE * RENDER_SIZE);
}

static void
test_view_box (void)
{
  for (guint c = 0; c < G_N_ELEMENTS (colours); c++)
    for (guint k = 0; k < G_N_ELEMENTS (kinds); k++)
      {
        RsvgHandle *handle = load_piece (colours[c], kinds[k]);
        gboolean has_width, has_height, has_viewbox;
        RsvgLength width, height;
        RsvgRectangle viewbox;

        rsvg_handle_get_intrinsic_dimensions (handle, &has_width, &width,
                                              &has_height, &height,
                                              &has_viewbox, &viewbox);
        g_assert_true (has_viewbox);
        g_assert_cmpfloat (viewbox.x, ==, 0);
        g_assert_cmpfloat (viewbox.y, ==, 0);
        g_assert_cmpfloat (viewbox.width, ==, 100);
        g_assert_cmpfloat (viewbox.height, ==, 100);
        g_object_unref (handle);
      }
}

/* The piece fills roughly 10..90 of the box (pawns a bit less), centred, with
 * nothing drawn at the edges: the tile colour must show around it. */
static void
test_extent (void)
{
  for (guint c = 0; c < G_N_ELEMENTS (colours); c++)
    for (guint k = 0; k < G_N_ELEMENTS (kinds); k++)
      {
        PieceImage image;
        double min_height = g_str_equal (kinds[k], "pawn") ? 0.65 : 0.75;
        double centre_x;

        render_piece (colours[c], kinds[k], &image);
        g_test_message ("%s %s: ink x %d..%d y %d..%d of %d, coverage %.0f%%, luminance %.2f",
                        colours[c], kinds[k], image.min_x, image.max_x,
                        image.min_y, image.max_y, RENDER_SIZE,
                        image.coverage * 100, image.mean_luminance);
        g_assert_cmpint (image.min_x, >=, RENDER_SIZE * 4 / 100);
        g_assert_cmpint (image.min_y, >=, RENDER_SIZE * 4 / 100);
        g_assert_cmpint (image.max_x, <=, RENDER_SIZE * 96 / 100);
        g_assert_cmpint (image.max_y, <=, RENDER_SIZE * 96 / 100);
        g_assert_cmpfloat (image.max_y - image.min_y, >=, min_height * RENDER_SIZE);
        centre_x = (image.min_x + image.max_x) / 2.0;
        g_assert_cmpfloat (fabs (centre_x - RENDER_SIZE / 2.0), <=, RENDER_SIZE * 0.06);
        g_assert_cmpfloat (image.coverage, >=, 0.15);
        g_assert_cmpfloat (image.coverage, <=, 0.75);
      }
}

/* White pieces are light with a dark outline, black pieces dark with light
 * details: the mean shade of each must say which side it belongs to. */
static void
test_shade (void)
{
  for (guint k = 0; k < G_N_ELEMENTS (kinds); k++)
    {
      PieceImage white, black;

      render_piece ("white", kinds[k], &white);
      render_piece ("black", kinds[k], &black);
      g_assert_cmpfloat (white.mean_luminance, >, 0.45);
      g_assert_cmpfloat (black.mean_luminance, <, 0.30);
    }
}

/* Every kind has its own silhouette or marking: compare the images pairwise,
 * as a player sees them on a tile. */
static void
test_distinct (void)
{
  for (guint c = 0; c < G_N_ELEMENTS (colours); c++)
    {
      PieceImage images[G_N_ELEMENTS (kinds)];

      for (guint k = 0; k < G_N_ELEMENTS (kinds); k++)
        render_piece (colours[c], kinds[k], &images[k]);

      for (guint a = 0; a < G_N_ELEMENTS (kinds); a++)
        for (guint b = a + 1; b < G_N_ELEMENTS (kinds); b++)
          {
            guint differing = 0;

            for (guint i = 0; i < RENDER_SIZE * RENDER_SIZE; i++)
              if (ABS ((int) images[a].shade[i] - (int) images[b].shade[i]) > 96)
                differing++;
            g_test_message ("%s %s vs %s: %u pixels differ", colours[c],
                            kinds[a], kinds[b], differing);
            /* The smallest difference, a medallion on the same body, is
             * still about 3% of the tile. */
            g_assert_cmpuint (differing, >, RENDER_SIZE * RENDER_SIZE / 50);
          }
    }
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/pieces/view-box", test_view_box);
  g_test_add_func ("/pieces/extent", test_extent);
  g_test_add_func ("/pieces/shade", test_shade);
  g_test_add_func ("/pieces/distinct", test_distinct);

  return g_test_run ();
}
