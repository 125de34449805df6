/* test-board-coordinates — the board's coordinates never cover a piece
 * (issue 39; ft-board-tiles.c): inside the edge squares from 40 px
 * squares on, where every pixel a label draws lies on the bare square in
 * the 14×14 start (pieces on both edge lines); in a gutter left of and
 * under the squares when they are smaller, the squares then clear of it;
 * none without coordinates (the preference that hides them). */
#include "config.h"

#include <adwaita.h>

#include "board-test-util.h"

static gboolean
sized (gpointer data)
{
  Bare *bare = data;
  int want = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (bare->view), "want"));

  return gtk_widget_get_width (GTK_WIDGET (bare->view)) == want
         && gtk_widget_get_height (GTK_WIDGET (bare->view)) == want;
}

static void
resize (Bare *bare, int size)
{
  g_object_set_data (G_OBJECT (bare->view), "want", GINT_TO_POINTER (size));
  gtk_widget_set_size_request (GTK_WIDGET (bare->view), size, size);
  gtk_window_set_default_size (bare->window, size, size);
  g_assert_true (wait_until (sized, bare, 5000));
  spin (100);
}

static const guchar *
pixel (const Image *image, int x, int y)
{
  return image->pixels + (gsize) y * image->stride + (gsize) x * 4;
}

static gboolean
near (const guchar *a, const guchar *b)
{
  for (int i = 0; i < 3; i++)
    if (ABS ((int) a[i] - (int) b[i]) > 2)
      return FALSE;
  return TRUE;
}

/* Squares of `size` / 14 px, coordinates inside: each pixel the labels
 * change was the bare square's colour. */
static void
assert_labels_clear_of_pieces (Bare *bare, int size)
{
  Image with, without;
  graphene_rect_t squares;
  guint changed = 0, on_pieces = 0;

  resize (bare, size);
  ft_board_view_set_show_coordinates (bare->view, TRUE);
  spin (50);
  g_assert_false (ft_board_view_get_coordinates_outside (bare->view));
  render_view (bare->view, &with);
  ft_board_view_set_show_coordinates (bare->view, FALSE);
  spin (50);
  render_view (bare->view, &without);
  g_assert_true (ft_board_view_get_squares (bare->view, &squares));
  for (int y = 0; y < with.height; y++)
    for (int x = 0; x < with.width; x++)
      if (!near (pixel (&with, x, y), pixel (&without, x, y)))
        {
          FtCell cell = ft_board_view_cell_at (bare->view, x + 0.5, y + 0.5);
          GdkRGBA colour;
          guchar bare_square[3];

          changed++;
          g_assert_true (cell != FT_NO_CELL);
          ft_board_view_get_cell_colour (bare->view, FT_HIGHLIGHT_NONE,
                                         (FT_CELL_FILE (cell) + FT_CELL_RANK (cell)) % 2 == 0, &colour);
          /* B G R, as cairo keeps them. */
          bare_square[0] = (guchar) (colour.blue * 255 + 0.5);
          bare_square[1] = (guchar) (colour.green * 255 + 0.5);
          bare_square[2] = (guchar) (colour.red * 255 + 0.5);
          if (!near (pixel (&without, x, y), bare_square))
            {
              if (on_pieces++ < 8)
                g_test_message ("  on a piece at %d,%d (%c%d)", x, y, 'a' + FT_CELL_FILE (cell), FT_CELL_RANK (cell) + 1);
            }
        }
  g_test_message ("%d px squares: %u pixels of coordinates, %u of them on a piece", size / 14, changed, on_pieces);
  g_assert_cmpuint (changed, >, 0);
  g_assert_cmpuint (on_pieces, ==, 0);
  g_free (with.pixels);
  g_free (without.pixels);
  ft_board_view_set_show_coordinates (bare->view, TRUE);
}

static void
test_inside (void)
{
  Bare bare;

  bare_open (&bare, chess (NULL, FT_RULES_FOURTEEN), 0);
  assert_labels_clear_of_pieces (&bare, 672); /* the default 48 px */
  assert_labels_clear_of_pieces (&bare, 14 * 40);
  assert_labels_clear_of_pieces (&bare, 14 * 70); /* a full-HD screen */
  bare_close (&bare);
}

/* Under 40 px: the squares leave a 14 px gutter at the left and the
 * bottom, where the labels are; without coordinates there is none. */
static void
test_gutter (void)
{
  Bare bare;
  graphene_rect_t squares;
  Image image;
  guint ink = 0;

  bare_open (&bare, chess (NULL, FT_RULES_FOURTEEN), 0);
  resize (&bare, 350);
  g_assert_true (ft_board_view_get_coordinates_outside (bare.view));
  g_assert_true (ft_board_view_get_squares (bare.view, &squares));
  g_test_message ("350 px: squares of %g px at %g,%g", squares.size.width / 14, squares.origin.x, squares.origin.y);
  g_assert_cmpfloat (squares.size.width, ==, 14 * 24);
  g_assert_cmpfloat (squares.origin.x, >=, 14);
  g_assert_cmpfloat (squares.origin.y + squares.size.height, <=, 350 - 14);
  g_assert_true (ft_board_view_cell_at (bare.view, squares.origin.x - 2, squares.origin.y + 2) == FT_NO_CELL);
  /* The labels are drawn in the gutter. */
  render_view (bare.view, &image);
  for (int y = (int) squares.origin.y; y < (int) (squares.origin.y + squares.size.height); y++)
    for (int x = 0; x < (int) squares.origin.x; x++)
      ink += pixel (&image, x, y)[3] > 0;
  g_assert_cmpuint (ink, >, 0);
  g_free (image.pixels);
  /* The view's size for a tile, as the layout asks. */
  {
    int width, height;

    ft_board_view_size_for_tile (bare.view, 24, &width, &height);
    g_assert_cmpint (width, ==, 14 * 24 + 14);
    g_assert_cmpint (height, ==, 14 * 24 + 14);
    g_assert_cmpint (ft_board_view_tile_for_size (bare.view, width, height), ==, 24);
    ft_board_view_size_for_tile (bare.view, 48, &width, &height);
    g_assert_cmpint (width, ==, 672);
  }
  /* Hidden coordinates: no gutter, larger squares. */
  ft_board_view_set_show_coordinates (bare.view, FALSE);
  spin (50);
  g_assert_false (ft_board_view_get_coordinates_outside (bare.view));
  g_assert_true (ft_board_view_get_squares (bare.view, &squares));
  g_assert_cmpfloat (squares.size.width, ==, 14 * 25);
  bare_close (&bare);
}

int
main (int argc, char **argv)
{
  gtk_test_init (&argc, &argv, NULL);
  adw_init ();
  g_test_add_func ("/board-coordinates/inside", test_inside);
  g_test_add_func ("/board-coordinates/gutter", test_gutter);
  return g_test_run ();
}
