/* test-piece-silhouettes — every piece kind has its own outline: drawn at
 * 32 px, the size of a small board's squares, with colour and inner details
 * ignored (the filled outline is where the SVG is more than half opaque),
 * any two kinds differ in at least 15 % of the pixels their outlines cover
 * together (|A xor B| / |A or B|). Checked for both colours' sets; the
 * closest pair is printed. */
#include "config.h"

#include <librsvg/rsvg.h>

#define SIZE 32
#define MIN_DIFFERENCE 0.15

static const char *const colours[] = { "white", "black" };
static const char *const kinds[] = {
  "pawn", "knight", "bishop", "rook", "queen", "king",
  "archbishop", "chancellor", "amazon", "camel", "general",
};

#define N_KINDS G_N_ELEMENTS (kinds)

typedef struct
{
  gboolean filled[SIZE * SIZE];
} Outline;

static char *
piece_path (const char *colour, const char *kind)
{
  const char *dir = g_getenv ("FT_PIECES_DIR");
  g_autofree char *name = g_strdup_printf ("%s-%s.svg", colour, kind);

  if (dir == NULL)
    return g_build_filename (SOURCE_DIR, "data", "pieces", name, NULL);
  return g_build_filename (dir, name, NULL);
}

static void
render_outline (const char *colour, const char *kind, Outline *outline)
{
  g_autofree char *path = piece_path (colour, kind);
  g_autoptr (GError) error = NULL;
  RsvgHandle *handle = rsvg_handle_new_from_file (path, &error);
  RsvgRectangle viewport = { 0, 0, SIZE, SIZE };
  cairo_surface_t *surface;
  cairo_t *cr;

  g_assert_no_error (error);
  surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, SIZE, SIZE);
  cr = cairo_create (surface);
  g_assert_true (rsvg_handle_render_document (handle, cr, &viewport, &error));
  g_assert_no_error (error);
  cairo_destroy (cr);
  g_object_unref (handle);
  cairo_surface_flush (surface);

  for (int y = 0; y < SIZE; y++)
    {
      const guint32 *row = (const guint32 *) (cairo_image_surface_get_data (surface)
                                              + y * cairo_image_surface_get_stride (surface));

      for (int x = 0; x < SIZE; x++)
        outline->filled[y * SIZE + x] = (row[x] >> 24) > 127;
    }
  cairo_surface_destroy (surface);
}

/* |A xor B| / |A or B|: 0 for the same outline, 1 for outlines that do not
 * overlap at all. */
static double
difference (const Outline *a, const Outline *b)
{
  guint either = 0, one = 0;

  for (guint i = 0; i < SIZE * SIZE; i++)
    {
      either += a->filled[i] || b->filled[i];
      one += a->filled[i] != b->filled[i];
    }
  g_assert_cmpuint (either, >, 0);
  return (double) one / either;
}

static void
test_pairs (gconstpointer data)
{
  const char *colour = data;
  Outline outlines[N_KINDS];
  double smallest = 2;
  guint closest_a = 0, closest_b = 0;

  for (guint k = 0; k < N_KINDS; k++)
    render_outline (colour, kinds[k], &outlines[k]);
  for (guint a = 0; a < N_KINDS; a++)
    for (guint b = a + 1; b < N_KINDS; b++)
      {
        double d = difference (&outlines[a], &outlines[b]);

        if (d < smallest)
          {
            smallest = d;
            closest_a = a;
            closest_b = b;
          }
        if (d < MIN_DIFFERENCE)
          g_test_message ("%s %s and %s: only %.1f %% of their outlines differ", colour, kinds[a],
                          kinds[b], d * 100);
        g_assert_cmpfloat (d, >=, MIN_DIFFERENCE);
      }
  g_test_message ("%s pieces: the closest pair is the %s and the %s, %.1f %% apart at %d px",
                  colour, kinds[closest_a], kinds[closest_b], smallest * 100, SIZE);
}

/* The measure itself: an outline against itself, against its mirror image
 * and against nothing at all where it is. */
static void
test_measure (void)
{
  Outline a = { { FALSE } }, b = { { FALSE } };

  for (int y = 4; y < 28; y++)
    for (int x = 8; x < 16; x++)
      {
        a.filled[y * SIZE + x] = TRUE;
        b.filled[y * SIZE + x + 8] = TRUE;
      }
  g_assert_cmpfloat (difference (&a, &a), ==, 0.0);
  g_assert_cmpfloat (difference (&a, &b), ==, 1.0);
  /* b grown over half of a: 96 of the 384 pixels they cover are common. */
  for (int y = 4; y < 28; y++)
    for (int x = 12; x < 16; x++)
      b.filled[y * SIZE + x] = TRUE;
  g_assert_cmpfloat_with_epsilon (difference (&a, &b), 288.0 / 384.0, 1e-9);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/piece-silhouettes/measure", test_measure);
  for (guint c = 0; c < G_N_ELEMENTS (colours); c++)
    {
      g_autofree char *path = g_strdup_printf ("/piece-silhouettes/%s", colours[c]);

      g_test_add_data_func (path, colours[c], test_pairs);
    }
  return g_test_run ();
}
