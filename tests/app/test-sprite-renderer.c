/* test-sprite-renderer.c — the sprite renderer (fourteen-sprite-renderer,
 * run through ft-sprite-renderer.h): its sprites are the pixels the game
 * would draw itself; a painter with it draws every piece without ever
 * mapping librsvg; for a painter allowed stand-ins (the board view's), a
 * size larger than any drawn is a stand-in at once and the renderer's
 * sprite once it says so; a malformed record, a bad size, broken artwork and a
 * cache it cannot write each get their message; and without the program,
 * or with one that fails, the painter draws the pieces itself. No display
 * needed. FOURTEEN_SPRITE_RENDERER names the built program (meson.build). */
#include "config.h"

#include <string.h>

#include <glib/gstdio.h>

#include "app-test-util.h"
#include "ft-chess-painter.h"
#include "ft-rsvg-library.h"
#include "ft-sprite-cache.h"
#include "ft-sprite-renderer.h"

#define PIECES "/io/github/fourteenchess/Fourteen/pieces/"

static char *program; /* the built renderer */

static GBytes *
artwork_of (const char *name)
{
  g_autofree char *path = g_strdup_printf (PIECES "%s.svg", name);
  GBytes *artwork = g_resources_lookup_data (path, 0, NULL);

  g_assert_nonnull (artwork);
  return artwork;
}

/* Runs the renderer on one record; its error, or NULL if it succeeded. */
static GError *
run_one (const char *name, GBytes *artwork, int px)
{
  const char *names[] = { name };
  GBytes *artworks[] = { artwork };
  GError *error = NULL;

  if (ft_sprite_renderer_run (program, names, artworks, 1, px, &error))
    g_assert_no_error (error);
  return error;
}

static gboolean
maps_librsvg (void)
{
  g_autofree char *maps = NULL;

  g_assert_true (g_file_get_contents ("/proc/self/maps", &maps, NULL, NULL));
  return strstr (maps, "librsvg") != NULL;
}

/* The renderer's knight is, byte for byte, the knight drawn here. */
static void
test_same_pixels (void)
{
  g_autoptr (GBytes) artwork = artwork_of ("black-knight");
  g_autoptr (FtSpriteKey) key = ft_sprite_key_new ("black-knight", artwork);
  g_autoptr (GBytes) rows = NULL;
  g_autoptr (GError) error = NULL;
  RsvgHandle *svg;
  cairo_surface_t *here;
  gsize stride = 0;

  g_assert_null (run_one ("black-knight", artwork, 40));
  rows = ft_sprite_cache_read (key, 40, &stride);
  g_assert_nonnull (rows);

  g_assert_true (ft_rsvg_library_open (&error));
  svg = rsvg_handle_new_from_data (g_bytes_get_data (artwork, NULL), g_bytes_get_size (artwork), &error);
  g_assert_no_error (error);
  here = ft_rsvg_render_square (svg, 40, &error);
  g_assert_no_error (error);
  g_object_unref (svg);
  cairo_surface_flush (here);
  g_assert_cmpuint (stride, ==, (gsize) cairo_image_surface_get_stride (here));
  g_assert_cmpmem (g_bytes_get_data (rows, NULL), g_bytes_get_size (rows), cairo_image_surface_get_data (here),
                   stride * 40);
  cairo_surface_destroy (here);
}

static GdkTexture *
render (FtPiecePainter *painter, FtColour colour, FtKind kind, int px)
{
  FtGamePiece piece = { colour, (guint8) kind, FALSE };

  return ft_piece_painter_render_piece (painter, NULL, &piece, px);
}

/* In a process of its own (the others map librsvg): a painter with the
 * renderer draws all 22 pieces at a size and maps no librsvg; the
 * renderer ran once and left a sprite for each; a smaller picture is
 * scaled down from them. */
static void
test_painter_never_maps_librsvg (void)
{
  if (g_test_subprocess ())
    {
      g_autoptr (FtPiecePainter) painter = FT_PIECE_PAINTER (ft_chess_painter_new ());

      g_assert_false (maps_librsvg ());
      for (int colour = 0; colour < 2; colour++)
        for (FtKind kind = FT_NO_KIND + 1; kind < FT_N_KINDS; kind++)
          {
            g_autoptr (GdkTexture) texture = render (painter, colour, kind, 36);

            g_assert_nonnull (texture);
            g_assert_cmpint (gdk_texture_get_width (texture), ==, 36);
          }
      g_assert_cmpuint (count_sprite_files (0), ==, 22);
      /* A smaller picture (a figurine in the move list) is scaled down
       * from those: no second run, no new file. */
      {
        g_autoptr (GdkTexture) figurine = render (painter, FT_BLACK, FT_QUEEN, 20);

        g_assert_cmpint (gdk_texture_get_width (figurine), ==, 20);
        g_assert_cmpuint (count_sprite_files (0), ==, 22);
      }
      g_assert_false (maps_librsvg ());
      return;
    }
  g_test_trap_subprocess (NULL, 0, G_TEST_SUBPROCESS_INHERIT_STDERR);
  g_test_trap_assert_passed ();
}

static void
sprites_ready_cb (FtPiecePainter *painter G_GNUC_UNUSED, int px, gpointer user_data)
{
  g_array_append_val ((GArray *) user_data, px);
}

/* A window growing to sizes never drawn: each answer comes at once, a
 * stand-in scaled up from the nearest smaller size, while the renderer
 * works; "sprites-ready" then says each size is there (the last asked
 * for while it worked comes next), and the pieces asked again are the
 * renderer's. */
static void
test_larger_size_later (void)
{
  g_autoptr (FtPiecePainter) painter = FT_PIECE_PAINTER (ft_chess_painter_new ());
  g_autoptr (GArray) ready = g_array_new (FALSE, FALSE, sizeof (int));
  g_autoptr (GdkTexture) first = render (painter, FT_BLACK, FT_QUEEN, 30);
  g_autoptr (GdkTexture) stand_in = NULL;
  g_autoptr (GdkTexture) second_stand_in = NULL;
  g_autoptr (GdkTexture) sharp = NULL;
  g_autoptr (GBytes) artwork = artwork_of ("black-queen");
  g_autoptr (FtSpriteKey) key = ft_sprite_key_new ("black-queen", artwork);
  gint64 deadline = g_get_monotonic_time () + 20 * G_USEC_PER_SEC;

  g_assert_cmpuint (count_sprite_files (30), ==, 22);
  /* Without stand-ins (the default), a larger size waits for the renderer. */
  {
    g_autoptr (GdkTexture) waited = render (painter, FT_WHITE, FT_ROOK, 34);

    g_assert_cmpuint (count_sprite_files (34), ==, 22);
  }
  ft_chess_painter_set_stand_ins (FT_CHESS_PAINTER (painter), TRUE);
  g_signal_connect (painter, "sprites-ready", G_CALLBACK (sprites_ready_cb), ready);
  stand_in = render (painter, FT_BLACK, FT_QUEEN, 40);
  second_stand_in = render (painter, FT_BLACK, FT_QUEEN, 44);
  g_assert_cmpint (gdk_texture_get_width (stand_in), ==, 40);
  g_assert_cmpint (gdk_texture_get_width (second_stand_in), ==, 44);
  g_assert_cmpuint (ready->len, ==, 0);
  while (ready->len < 2 && g_get_monotonic_time () < deadline)
    g_main_context_iteration (NULL, FALSE);
  g_assert_cmpuint (ready->len, ==, 2);
  g_assert_cmpint (g_array_index (ready, int, 0), ==, 40);
  g_assert_cmpint (g_array_index (ready, int, 1), ==, 44);
  g_assert_cmpuint (count_sprite_files (40), ==, 22);
  g_assert_cmpuint (count_sprite_files (44), ==, 22);

  /* Asked again: the renderer's sprite, not the stand-in. */
  sharp = render (painter, FT_BLACK, FT_QUEEN, 40);
  {
    g_autoptr (GdkTexture) file = ft_piece_painter_texture_from_cache (key, 40);
    g_autoptr (GBytes) a = gdk_texture_save_to_png_bytes (sharp);
    g_autoptr (GBytes) b = gdk_texture_save_to_png_bytes (file);
    g_autoptr (GBytes) c = gdk_texture_save_to_png_bytes (stand_in);

    g_assert_true (g_bytes_equal (a, b));
    g_assert_false (g_bytes_equal (a, c));
  }
}

/* Each kind of bad input has its own message, naming the record. */
static void
test_errors (void)
{
  g_autoptr (GBytes) artwork = artwork_of ("white-rook");
  g_autoptr (GBytes) broken = g_bytes_new_static ("<svg", 4);
  g_autoptr (GError) bad_name = run_one ("White Rook", artwork, 30);
  g_autoptr (GError) bad_size = run_one ("white-rook", artwork, 0);
  g_autoptr (GError) too_big = run_one ("white-rook", artwork, 5000);
  g_autoptr (GError) bad_svg = run_one ("white-rook", broken, 30);
  g_autoptr (GSubprocess) short_input = NULL;
  g_autoptr (GBytes) input = g_bytes_new_static ("white-rook 100\n<svg/>", 21);
  g_autoptr (GBytes) messages = NULL;
  g_autoptr (GError) error = NULL;

  g_assert_error (bad_name, FT_SPRITE_RENDERER_ERROR, FT_SPRITE_RENDERER_ERROR_FAILED);
  g_assert_nonnull (strstr (bad_name->message, "record 1: \"White Rook "));
  g_assert_nonnull (strstr (bad_name->message, "is not NAME LENGTH"));
  g_assert_nonnull (strstr (bad_size->message, "usage: fourteen-sprite-renderer PX"));
  g_assert_nonnull (strstr (too_big->message, "from 1 to 1024"));
  g_assert_nonnull (strstr (bad_svg->message, "fourteen-sprite-renderer: white-rook: "));
  g_assert_cmpuint (count_sprite_files (0), ==, 0);

  short_input = g_subprocess_new (G_SUBPROCESS_FLAGS_STDIN_PIPE | G_SUBPROCESS_FLAGS_STDERR_PIPE, &error, program,
                                  "30", NULL);
  g_assert_no_error (error);
  g_assert_true (g_subprocess_communicate (short_input, input, NULL, NULL, &messages, &error));
  g_assert_cmpint (g_subprocess_get_exit_status (short_input), ==, 2);
  g_assert_nonnull (g_strstr_len (g_bytes_get_data (messages, NULL), (gssize) g_bytes_get_size (messages),
                                  "record 1: 100 bytes announced, 6 left"));
}

/* A cache directory that cannot be made: the renderer says where it could
 * not store, and a painter does not even ask it (its sprites would be
 * lost) but draws the pieces itself, without a warning. */
static void
test_unwritable_cache (void)
{
  g_autofree char *dir = ft_sprite_cache_dir ();
  g_autoptr (GBytes) artwork = artwork_of ("white-queen");
  g_autoptr (GError) error = NULL;
  g_autoptr (FtPiecePainter) painter = FT_PIECE_PAINTER (ft_chess_painter_new ());
  g_autoptr (GdkTexture) texture = NULL;

  g_assert_cmpint (g_mkdir_with_parents (dir, 0700), ==, 0);
  g_assert_cmpint (g_rmdir (dir), ==, 0);
  g_assert_true (g_file_set_contents (dir, "not a directory", -1, NULL));
  g_assert_false (ft_sprite_cache_writable ());
  error = run_one ("white-queen", artwork, 30);
  g_assert_nonnull (error);
  g_assert_nonnull (strstr (error->message, "white-queen: cannot be stored in "));
  texture = render (painter, FT_WHITE, FT_QUEEN, 30);
  g_assert_cmpint (gdk_texture_get_width (texture), ==, 30);
  g_remove (dir);
}

/* No renderer (none named, or a name that is not a program): the painter
 * draws the pieces itself and keeps them in the cache as before. */
static void
test_missing_program (void)
{
  g_autoptr (FtPiecePainter) painter = NULL;
  g_autoptr (GdkTexture) texture = NULL;
  g_autoptr (GdkTexture) smaller = NULL;
  g_autofree char *found = NULL;

  g_setenv ("FOURTEEN_SPRITE_RENDERER", "", TRUE);
  g_assert_null (ft_sprite_renderer_find ());
  g_setenv ("FOURTEEN_SPRITE_RENDERER", "/nonexistent/fourteen-sprite-renderer", TRUE);
  g_assert_null (ft_sprite_renderer_find ());
  painter = FT_PIECE_PAINTER (ft_chess_painter_new ());
  texture = render (painter, FT_BLACK, FT_PAWN, 28);
  g_assert_cmpint (gdk_texture_get_width (texture), ==, 28);
  g_assert_cmpuint (count_sprite_files (0), ==, 1);
  /* A smaller size is drawn too, not scaled from the larger. */
  smaller = render (painter, FT_BLACK, FT_PAWN, 20);
  g_assert_cmpuint (count_sprite_files (0), ==, 2);
  g_setenv ("FOURTEEN_SPRITE_RENDERER", program, TRUE);
  found = ft_sprite_renderer_find ();
  g_assert_cmpstr (found, ==, program);
}

/* A renderer that fails (this one reads nothing: the game's write fails,
 * without a SIGPIPE): one warning naming it, then the painter
 * draws every piece itself and never asks it again. */
static void
test_failing_program (void)
{
  g_autoptr (FtPiecePainter) painter = NULL;
  g_autoptr (GdkTexture) first = NULL;
  g_autoptr (GdkTexture) second = NULL;

  g_setenv ("FOURTEEN_SPRITE_RENDERER", "/bin/false", TRUE);
  painter = FT_PIECE_PAINTER (ft_chess_painter_new ());
  g_test_expect_message (G_LOG_DOMAIN, G_LOG_LEVEL_WARNING,
                         "The pieces are drawn in the game instead: /bin/false: *");
  first = render (painter, FT_WHITE, FT_KING, 26);
  g_test_assert_expected_messages ();
  second = render (painter, FT_WHITE, FT_KING, 27);
  g_assert_cmpint (gdk_texture_get_width (first), ==, 26);
  g_assert_cmpint (gdk_texture_get_width (second), ==, 27);
  g_setenv ("FOURTEEN_SPRITE_RENDERER", program, TRUE);
}

int
main (int argc, char **argv)
{
  /* Each test its own cache directory (XDG_CACHE_HOME). */
  g_test_init (&argc, &argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);
  program = g_strdup (g_getenv ("FOURTEEN_SPRITE_RENDERER"));
  g_assert_nonnull (program);
  g_assert_true (g_file_test (program, G_FILE_TEST_IS_EXECUTABLE));
  g_test_add_func ("/sprite-renderer/painter-never-maps-librsvg", test_painter_never_maps_librsvg);
  g_test_add_func ("/sprite-renderer/same-pixels", test_same_pixels);
  g_test_add_func ("/sprite-renderer/larger-size-later", test_larger_size_later);
  g_test_add_func ("/sprite-renderer/errors", test_errors);
  g_test_add_func ("/sprite-renderer/unwritable-cache", test_unwritable_cache);
  g_test_add_func ("/sprite-renderer/missing-program", test_missing_program);
  g_test_add_func ("/sprite-renderer/failing-program", test_failing_program);
  return g_test_run ();
}
