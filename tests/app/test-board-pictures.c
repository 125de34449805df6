/* test-board-pictures.c — the board view's pictures of pieces for the rest
 * of the window (ft_board_view_render_piece: the sidebar's captured
 * pieces, 32 px), under Xvfb: they are made from the board's own sprites
 * (and the cache holds every piece at the board's size once the board has
 * rendered one), so asking for one renders no artwork and writes nothing
 * to the sprite cache (librsvg is not loaded in the middle of a game for them), and they
 * look like the artwork rendered at their size; a picture larger than the
 * board's sprites is rendered; without a cache directory they are
 * made all the same. Each test has a cache directory of its own
 * (XDG_CACHE_HOME in a temporary folder). */
#include "config.h"

#include <glib/gstdio.h>

#include "ft-chess-painter.h"
#include "ft-chess-ruleset.h"
#include "ft-fen.h"
#include "ft-sprite-cache.h"

#include "app-test-util.h"
#include "board-test-util.h"

#define PICTURE_PX 32

static guchar *
pixels_of (GdkTexture *texture)
{
  int width = gdk_texture_get_width (texture);
  guchar *data = g_malloc ((gsize) width * gdk_texture_get_height (texture) * 4);

  gdk_texture_download (texture, data, (gsize) width * 4);
  return data;
}

/* Every built-in piece is in the cache (at one size). */
static gboolean
all_pieces_stored (gpointer data G_GNUC_UNUSED)
{
  return count_sprite_files (0) == 2 * (FT_N_KINDS - 1);
}

/* The board of the 14×14 start (every built-in kind but the queen) drawn
 * at 48 px a tile (the 672 px window). */
static void
open_drawn_board (Bare *bare)
{
  Image image = { 0 };

  bare_open (bare, chess (NULL, FT_RULES_FOURTEEN), FT_BOARD_WHITE);
  render_view (bare->view, &image);
  g_free (image.pixels);
  /* Its sprites were rendered and stored at 48 px, and in idle time the
   * queens too (a promotion's). */
  g_assert_true (wait_until (all_pieces_stored, NULL, 10000));
  g_assert_cmpuint (count_sprite_files (48), ==, 2 * (FT_N_KINDS - 1));
}

/* The picture of `piece` has its size and adds no file: the cache still
 * holds every built-in piece at `board_px` and nothing else. */
static void
assert_picture_adds_nothing (FtBoardView *view, FtGamePiece piece, int board_px)
{
  g_autoptr (GdkTexture) picture = ft_board_view_render_piece (view, &piece, PICTURE_PX);

  g_assert_cmpint (gdk_texture_get_width (picture), ==, PICTURE_PX);
  g_assert_cmpint (gdk_texture_get_height (picture), ==, PICTURE_PX);
  spin (20);
  g_assert_cmpuint (count_sprite_files (board_px), ==, 2 * (FT_N_KINDS - 1));
  g_assert_cmpuint (count_sprite_files (0), ==, 2 * (FT_N_KINDS - 1));
}

/* Every kind's picture, in both colours, renders nothing: it is the
 * board's sprite scaled down (no file written). */
static void
test_no_artwork_rendered (void)
{
  Bare bare;

  ft_sprite_cache_clear ();
  open_drawn_board (&bare);
  for (int colour = 0; colour < 2; colour++)
    for (FtKind kind = FT_PAWN; kind < FT_N_KINDS; kind++)
      assert_picture_adds_nothing (bare.view, (FtGamePiece) { (guint8) colour, (guint8) kind, FALSE }, 48);
  bare_close (&bare);
  ft_sprite_cache_clear ();
}

/* The pictures look like the artwork rendered at 32 px: on average within
 * a few levels of 255 in every channel (a box filter from 48 px softens
 * the outlines a little), and as much of each is covered. */
static void
test_look (void)
{
  g_autoptr (FtPiecePainter) painter = FT_PIECE_PAINTER (ft_chess_painter_new ());
  Bare bare;

  ft_sprite_cache_clear ();
  open_drawn_board (&bare);
  for (int colour = 0; colour < 2; colour++)
    for (FtKind kind = FT_PAWN; kind < FT_N_KINDS; kind++)
      {
        FtGamePiece piece = { (guint8) colour, (guint8) kind, FALSE };
        g_autoptr (GdkTexture) picture = ft_board_view_render_piece (bare.view, &piece, PICTURE_PX);
        g_autoptr (GdkTexture) rendered = ft_piece_painter_render_piece (painter, NULL, &piece, PICTURE_PX);
        g_autofree guchar *a = pixels_of (picture);
        g_autofree guchar *b = pixels_of (rendered);
        gsize n = (gsize) PICTURE_PX * PICTURE_PX * 4;
        double difference = 0, cover_a = 0, cover_b = 0;

        for (gsize i = 0; i < n; i++)
          difference += ABS ((int) a[i] - (int) b[i]);
        for (gsize i = 3; i < n; i += 4)
          {
            cover_a += a[i];
            cover_b += b[i];
          }
        difference /= n;
        g_test_message ("%s %s: mean difference %.2f, cover %.0f / %.0f", ft_colour_name (colour),
                        ft_kind_name (kind), difference, cover_a / 255, cover_b / 255);
        g_assert_cmpfloat (difference, <, 6.0);
        g_assert_cmpfloat (ABS (cover_a - cover_b), <, 0.02 * cover_b);
      }
  bare_close (&bare);
  ft_sprite_cache_clear ();
}

/* A custom kind with a built-in look: its picture comes from the board's
 * sprite too, and the board's sprite from the look's file in the cache
 * (no file of its own). */
static void
test_custom_kind (void)
{
  g_autofree FtPosition *pos = g_new0 (FtPosition, 1);
  g_autoptr (GError) error = NULL;
  FtCustomKinds kinds = { 0 };
  Image image = { 0 };
  Bare bare;

  ft_sprite_cache_clear ();
  g_assert_true (ft_custom_kinds_add (&kinds, 'd', 500, "NN", &error));
  kinds.kinds[0].look = FT_KNIGHT;
  g_assert_true (ft_fen_parse_custom ("k7/8/8/8/3D4/8/8/7K w - - 0 1", FT_RULES_STANDARD, &kinds, pos, &error));
  bare_open (&bare, FT_RULESET (ft_chess_ruleset_new_start (pos)), FT_BOARD_WHITE);
  render_view (bare.view, &image);
  g_free (image.pixels);
  /* The built-in pieces at 84 px (the kings, the knight's artwork under
   * the custom kind's badge, the others in idle time), none of the custom
   * kind. */
  g_assert_true (wait_until (all_pieces_stored, NULL, 10000));
  assert_picture_adds_nothing (bare.view, (FtGamePiece) { FT_WHITE, FT_CUSTOM_FIRST, FALSE }, 84);
  bare_close (&bare);
  ft_sprite_cache_clear ();
}

/* A picture larger than the board's sprites (64 px from a board of 48 px
 * tiles) is rendered at its own size, not scaled up: by the sprite
 * renderer, every piece at that size in one run (ft-sprite-renderer.h). */
static void
test_larger_than_board (void)
{
  g_autoptr (GdkTexture) picture = NULL;
  FtGamePiece piece = { FT_BLACK, FT_ROOK, FALSE };
  Bare bare;

  ft_sprite_cache_clear ();
  open_drawn_board (&bare);
  picture = ft_board_view_render_piece (bare.view, &piece, 64);
  g_assert_cmpint (gdk_texture_get_width (picture), ==, 64);
  g_assert_cmpuint (count_sprite_files (64), ==, 2 * (FT_N_KINDS - 1));
  bare_close (&bare);
  ft_sprite_cache_clear ();
}

/* No cache directory (a file stands where it would go): the board renders
 * its sprites each time and the pictures are made from them all the same. */
static void
test_unwritable_cache (void)
{
  g_autofree char *dir = ft_sprite_cache_dir ();
  g_autoptr (GdkTexture) picture = NULL;
  FtGamePiece piece = { FT_WHITE, FT_KNIGHT, FALSE };
  Image image = { 0 };
  Bare bare;

  g_assert_cmpint (g_mkdir_with_parents (dir, 0700), ==, 0);
  ft_sprite_cache_clear ();
  g_assert_cmpint (g_rmdir (dir), ==, 0);
  g_assert_true (g_file_set_contents (dir, "not a directory", -1, NULL));
  bare_open (&bare, chess (NULL, FT_RULES_FOURTEEN), FT_BOARD_WHITE);
  render_view (bare.view, &image);
  g_free (image.pixels);
  picture = ft_board_view_render_piece (bare.view, &piece, PICTURE_PX);
  g_assert_cmpint (gdk_texture_get_width (picture), ==, PICTURE_PX);
  g_assert_true (g_file_test (dir, G_FILE_TEST_IS_REGULAR));
  bare_close (&bare);
  g_remove (dir);
}

int
main (int argc, char **argv)
{
  g_autofree char *home = g_dir_make_tmp ("board-pictures-XXXXXX", NULL);
  int status;

  g_assert_nonnull (home);
  g_setenv ("XDG_CACHE_HOME", home, TRUE);
  gtk_test_init (&argc, &argv, NULL);
  load_app_css ();
  g_test_add_func ("/board-pictures/no-artwork-rendered", test_no_artwork_rendered);
  g_test_add_func ("/board-pictures/look", test_look);
  g_test_add_func ("/board-pictures/custom-kind", test_custom_kind);
  g_test_add_func ("/board-pictures/larger-than-board", test_larger_than_board);
  g_test_add_func ("/board-pictures/unwritable-cache", test_unwritable_cache);
  status = g_test_run ();
  remove_sprite_cache_home (home);
  return status;
}
