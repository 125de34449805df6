/* test-board-stand-ins.c — the board view grown to a size never drawn,
 * under Xvfb, with the built sprite renderer (FOURTEEN_SPRITE_RENDERER,
 * meson.build) and an empty cache of its own (XDG_CACHE_HOME in a
 * temporary folder): it draws stand-ins at once while the renderer works,
 * and on the painter's "sprites-ready" (ft-board-view-draw.c) it drops
 * them, queues a frame and draws the renderer's sprites. (The painter's
 * side, the stand-ins and the signal, is test-sprite-renderer's.) */
#include "config.h"

#include <string.h>

#include "ft-piece-painter.h"
#include "ft-sprite-cache.h"

#include "app-test-util.h"
#include "board-test-util.h"

#define SMALL_PX 48 /* a tile of the 14×14 board in bare_open()'s 672 px window */
#define LARGE_PX 60 /* … in an 840 px one */

typedef struct
{
  guint paints;          /* frames the window drew */
  guint paints_at_ready; /* … when "sprites-ready" said LARGE_PX */
  gboolean ready;         /* it did */
} Seen;

/* The frame clock's paint phase (a frame drawn: the surface's own
 * "render" stops at GTK's handler). */
static void
paint_cb (GdkFrameClock *clock G_GNUC_UNUSED, gpointer user_data)
{
  ((Seen *) user_data)->paints++;
}

/* Any painter's "sprites-ready" (the view's painter is its own), seen as
 * it is emitted, before the view's handler runs. */
static gboolean
sprites_ready_hook (GSignalInvocationHint *hint G_GNUC_UNUSED, guint n_values, const GValue *values,
                    gpointer user_data)
{
  Seen *seen = user_data;

  g_assert_cmpuint (n_values, ==, 2);
  if (g_value_get_int (&values[1]) == LARGE_PX)
    {
      seen->ready = TRUE;
      seen->paints_at_ready = seen->paints;
    }
  return TRUE;
}

static gboolean
all_at_small (gpointer data G_GNUC_UNUSED)
{
  return count_sprite_files (SMALL_PX) == 2 * (FT_N_KINDS - 1);
}

static gboolean
grown (gpointer data)
{
  return gtk_widget_get_width (GTK_WIDGET (data)) == 14 * LARGE_PX;
}

static gboolean
is_ready (gpointer data)
{
  return ((Seen *) data)->ready;
}

static gboolean
drawn_since_ready (gpointer data)
{
  Seen *seen = data;

  return seen->ready && seen->paints > seen->paints_at_ready;
}

static gboolean
same_pixels (GdkTexture *a, GdkTexture *b)
{
  g_autoptr (GBytes) png_a = gdk_texture_save_to_png_bytes (a);
  g_autoptr (GBytes) png_b = gdk_texture_save_to_png_bytes (b);

  return g_bytes_equal (png_a, png_b);
}

/* The view's white rook at LARGE_PX (what it draws the rooks with). */
static GdkTexture *
views_rook (FtBoardView *view)
{
  FtGamePiece rook = { FT_WHITE, FT_ROOK, FALSE };

  return ft_board_view_render_piece (view, &rook, LARGE_PX);
}

/* The renderer's white rook at LARGE_PX, from the cache. */
static GdkTexture *
cached_rook (void)
{
  g_autoptr (GBytes) artwork = g_resources_lookup_data ("/io/github/fourteenchess/Fourteen/pieces/white-rook.svg", 0,
                                                        NULL);
  g_autoptr (FtSpriteKey) key = ft_sprite_key_new ("white-rook", artwork);

  return ft_piece_painter_texture_from_cache (key, LARGE_PX);
}

static void
test_sharp_when_ready (void)
{
  Seen seen = { 0 };
  Image before = { 0 }, after = { 0 };
  g_autoptr (GdkTexture) stand_in = NULL;
  g_autoptr (GdkTexture) drawn = NULL;
  g_autoptr (GdkTexture) sharp = NULL;
  Bare bare;
  GdkFrameClock *clock;
  guint signal;
  gulong hook;

  ft_sprite_cache_clear ();
  bare_open (&bare, chess (NULL, FT_RULES_FOURTEEN), FT_BOARD_WHITE);
  /* Its first frames drew every piece at SMALL_PX, through the renderer
   * (nothing smaller to stand in for them). */
  g_assert_true (wait_until (all_at_small, NULL, 20000));
  /* The painter made, its signal is there. */
  signal = g_signal_lookup ("sprites-ready", FT_TYPE_PIECE_PAINTER);
  g_assert_cmpuint (signal, !=, 0);
  hook = g_signal_add_emission_hook (signal, 0, sprites_ready_hook, &seen, NULL);
  clock = gtk_widget_get_frame_clock (GTK_WIDGET (bare.view));
  g_signal_connect (clock, "paint", G_CALLBACK (paint_cb), &seen);

  /* Grown: its first frame at LARGE_PX draws stand-ins scaled up from
   * SMALL_PX (the renderer's answer comes in a later iteration, never
   * during the frame that started it). */
  gtk_widget_set_size_request (GTK_WIDGET (bare.view), 14 * LARGE_PX, 14 * LARGE_PX);
  gtk_window_set_default_size (bare.window, 14 * LARGE_PX, 14 * LARGE_PX);
  g_assert_true (wait_until (grown, bare.view, 10000));
  g_assert_cmpuint (seen.paints, >, 0);
  render_view (bare.view, &before);
  g_assert_false (seen.ready);
  stand_in = views_rook (bare.view);
  g_assert_cmpint (gdk_texture_get_width (stand_in), ==, LARGE_PX);

  /* "sprites-ready": a frame is drawn after it, with the renderer's
   * sprites. */
  g_assert_true (wait_until (is_ready, &seen, 20000));
  g_assert_cmpuint (count_sprite_files (LARGE_PX), ==, 2 * (FT_N_KINDS - 1));
  g_assert_true (wait_until (drawn_since_ready, &seen, 2000));
  render_view (bare.view, &after);
  g_assert_cmpint (after.width, ==, before.width);
  g_assert_false (memcmp (before.pixels, after.pixels, before.stride * before.height) == 0);
  drawn = views_rook (bare.view);
  sharp = cached_rook ();
  g_assert_nonnull (sharp);
  g_assert_true (same_pixels (drawn, sharp));
  g_assert_false (same_pixels (stand_in, sharp));
  g_signal_handlers_disconnect_by_data (clock, &seen);
  g_signal_remove_emission_hook (signal, hook);
  g_free (before.pixels);
  g_free (after.pixels);
  bare_close (&bare);
  ft_sprite_cache_clear ();
}

int
main (int argc, char **argv)
{
  g_autofree char *home = g_dir_make_tmp ("board-stand-ins-XXXXXX", NULL);
  int status;

  g_assert_nonnull (home);
  g_setenv ("XDG_CACHE_HOME", home, TRUE);
  gtk_test_init (&argc, &argv, NULL);
  load_app_css ();
  g_assert_true (g_file_test (g_getenv ("FOURTEEN_SPRITE_RENDERER"), G_FILE_TEST_IS_EXECUTABLE));
  g_test_add_func ("/board-stand-ins/sharp-when-ready", test_sharp_when_ready);
  status = g_test_run ();
  remove_sprite_cache_home (home);
  return status;
}
