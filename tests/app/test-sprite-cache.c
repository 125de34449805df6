/* test-sprite-cache.c — piece sprites kept on disk (ft-sprite-cache.h):
 * the first drawing at a size writes its file, the next is read from it
 * pixel for pixel, the painter really reads it (for a custom kind with a
 * built-in look too), new artwork or another
 * size makes another file, the other pieces follow into the cache at a
 * size rendered, a damaged file is drawn again and replaced, an
 * unwritable cache changes nothing but speed, and a directory grown past
 * its limit is emptied. The sizes next to one asked for are found in one
 * look at the directory, other files there ignored. No display needed: the
 * painter draws into images. */
#include "config.h"

#include <string.h>

#include <glib/gstdio.h>

#include "ft-chess-painter.h"
#include "ft-chess-ruleset.h"
#include "ft-fen.h"
#include "ft-sprite-cache.h"

#define KNIGHT_SVG "/io/github/fourteenchess/Fourteen/pieces/white-knight.svg"

static guchar *
pixels_of (GdkTexture *texture, gsize *size)
{
  int width = gdk_texture_get_width (texture);
  int height = gdk_texture_get_height (texture);
  guchar *data = g_malloc ((gsize) width * height * 4);

  gdk_texture_download (texture, data, (gsize) width * 4);
  *size = (gsize) width * height * 4;
  return data;
}

static GdkTexture *
render (FtPiecePainter *painter, FtKind kind, int px)
{
  FtGamePiece piece = { FT_WHITE, (guint8) kind, FALSE };

  return ft_piece_painter_render_piece (painter, NULL, &piece, px);
}

/* The cache files there are (of any piece and size). */
static guint
count_files (void)
{
  g_autofree char *dir = ft_sprite_cache_dir ();
  g_autoptr (GDir) listing = g_dir_open (dir, 0, NULL);
  guint n = 0;

  if (listing == NULL)
    return 0;
  while (g_dir_read_name (listing) != NULL)
    n++;
  return n;
}

/* The one file of the white knight at px, or NULL. */
static char *
knight_file (int px)
{
  g_autofree char *dir = ft_sprite_cache_dir ();
  g_autoptr (GDir) listing = g_dir_open (dir, 0, NULL);
  g_autofree char *suffix = g_strdup_printf ("-%d.argb", px);
  const char *name;

  while (listing != NULL && (name = g_dir_read_name (listing)) != NULL)
    if (g_str_has_prefix (name, "white-knight-") && g_str_has_suffix (name, suffix))
      return g_build_filename (dir, name, NULL);
  return NULL;
}

/* A sprite of the white knight at px, all red, stored by hand. */
static gboolean
store_red_knight (GBytes *artwork, int px)
{
  cairo_surface_t *red = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, px, px);
  cairo_t *cr = cairo_create (red);
  gboolean stored;

  cairo_set_source_rgb (cr, 1, 0, 0);
  cairo_paint (cr);
  cairo_destroy (cr);
  {
    g_autoptr (FtSpriteKey) key = ft_sprite_key_new ("white-knight", artwork);

    stored = ft_sprite_cache_store (key, px, red);
  }
  cairo_surface_destroy (red);
  return stored;
}

static void
test_round_trip (void)
{
  g_autoptr (FtPiecePainter) painter = FT_PIECE_PAINTER (ft_chess_painter_new ());
  g_autoptr (FtPiecePainter) second = FT_PIECE_PAINTER (ft_chess_painter_new ());
  g_autoptr (GBytes) artwork = g_resources_lookup_data (KNIGHT_SVG, 0, NULL);
  g_autoptr (GdkTexture) drawn = NULL;
  g_autoptr (GdkTexture) read = NULL;
  g_autofree guchar *a = NULL;
  g_autofree guchar *b = NULL;
  g_autofree char *path = NULL;
  g_autoptr (FtSpriteKey) knight = ft_sprite_key_new ("white-knight", artwork);
  g_autoptr (FtSpriteKey) black_knight = ft_sprite_key_new ("black-knight", artwork);
  gsize size_a, size_b;

  ft_sprite_cache_clear ();
  drawn = render (painter, FT_KNIGHT, 40);
  path = knight_file (40);
  g_assert_nonnull (path);
  g_assert_cmpuint (count_files (), ==, 1);
  /* Another painter (the next start) reads it: the same pixels. */
  read = render (second, FT_KNIGHT, 40);
  a = pixels_of (drawn, &size_a);
  b = pixels_of (read, &size_b);
  g_assert_cmpmem (a, size_a, b, size_b);
  g_assert_true (ft_sprite_cache_has (knight, 40));
  g_assert_false (ft_sprite_cache_has (knight, 41));
  g_assert_false (ft_sprite_cache_has (black_knight, 40));
  /* Another size is another file. */
  g_clear_object (&read);
  read = render (second, FT_KNIGHT, 41);
  g_assert_cmpuint (count_files (), ==, 2);
  g_assert_cmpint (gdk_texture_get_width (read), ==, 41);
}

/* What the file holds is what the painter draws: a sprite stored by hand
 * (all red) comes back from the painter. */
static void
test_painter_reads_the_file (void)
{
  g_autoptr (FtPiecePainter) painter = FT_PIECE_PAINTER (ft_chess_painter_new ());
  g_autoptr (GBytes) artwork = g_resources_lookup_data (KNIGHT_SVG, 0, NULL);
  g_autoptr (GdkTexture) texture = NULL;
  g_autofree guchar *pixels = NULL;
  gsize size;

  g_assert_nonnull (artwork);
  ft_sprite_cache_clear ();
  g_assert_true (store_red_knight (artwork, 30));

  texture = render (painter, FT_KNIGHT, 30);
  pixels = pixels_of (texture, &size);
  for (gsize i = 0; i < size; i += 4)
    {
      /* GDK_MEMORY_DEFAULT downloads as B, G, R, A. */
      g_assert_cmpuint (pixels[i], ==, 0);
      g_assert_cmpuint (pixels[i + 2], ==, 255);
      g_assert_cmpuint (pixels[i + 3], ==, 255);
    }
  /* Other artwork under the same name is not this file. */
  {
    g_autoptr (GBytes) other = g_bytes_new_static ("<svg/>", 6);
    g_autoptr (FtSpriteKey) key = ft_sprite_key_new ("white-knight", other);

    g_assert_null (ft_piece_painter_texture_from_cache (key, 30));
  }
}

/* A custom kind drawn with a built-in kind's look reads that kind's file
 * (its SVG is not parsed when the cache holds the size): the stored red
 * knight under the custom kind's letter badge. */
static void
test_custom_look_reads_the_file (void)
{
  g_autoptr (FtPiecePainter) painter = FT_PIECE_PAINTER (ft_chess_painter_new ());
  g_autoptr (GBytes) artwork = g_resources_lookup_data (KNIGHT_SVG, 0, NULL);
  g_autofree FtPosition *pos = g_new0 (FtPosition, 1);
  g_autoptr (FtRuleset) rules = NULL;
  g_autoptr (GError) error = NULL;
  g_autoptr (GdkTexture) texture = NULL;
  g_autofree guchar *pixels = NULL;
  FtCustomKinds kinds = { 0 };
  FtGamePiece piece = { FT_WHITE, FT_CUSTOM_FIRST, FALSE };
  const guchar *corner, *badge;
  gsize size;

  g_assert_true (ft_custom_kinds_add (&kinds, 'd', 500, "NN", &error));
  kinds.kinds[0].look = FT_KNIGHT;
  g_assert_true (ft_fen_parse_custom ("k7/8/8/8/3D4/8/8/7K w - - 0 1", FT_RULES_STANDARD, &kinds, pos, &error));
  rules = FT_RULESET (ft_chess_ruleset_new_start (pos));
  ft_sprite_cache_clear ();
  g_assert_true (store_red_knight (artwork, 30));

  texture = ft_piece_painter_render_piece (painter, rules, &piece, 30);
  pixels = pixels_of (texture, &size);
  /* B, G, R, A: red in the top left corner, the white badge at its place. */
  corner = pixels + (2 * 30 + 2) * 4;
  g_assert_cmpuint (corner[0], ==, 0);
  g_assert_cmpuint (corner[2], ==, 255);
  badge = pixels + (23 * 30 + 19) * 4;
  g_assert_cmpuint (badge[0], >, 200);
  g_assert_cmpuint (badge[1], >, 200);
  /* No file of its own. */
  g_assert_cmpuint (count_files (), ==, 1);
}

static void
run_idle (void)
{
  while (g_main_context_iteration (NULL, FALSE))
    ;
}

/* After a piece is rendered at a size (librsvg loaded), every piece is
 * rendered into the cache at that size in idle time; a start whose sprites
 * come from the cache renders nothing more. */
static void
test_completed_at_a_size (void)
{
  g_autoptr (GBytes) artwork = g_resources_lookup_data (KNIGHT_SVG, 0, NULL);

  ft_sprite_cache_clear ();
  {
    g_autoptr (FtPiecePainter) painter = FT_PIECE_PAINTER (ft_chess_painter_new ());
    g_autoptr (GdkTexture) drawn = render (painter, FT_KNIGHT, 36);

    g_assert_cmpint (gdk_texture_get_width (drawn), ==, 36);
    g_assert_cmpuint (count_files (), ==, 1);
    run_idle ();
    g_assert_cmpuint (count_files (), ==, 2 * (FT_N_KINDS - 1));
  }
  /* From the cache: nothing rendered, nothing added. */
  ft_sprite_cache_clear ();
  g_assert_true (store_red_knight (artwork, 30));
  {
    g_autoptr (FtPiecePainter) painter = FT_PIECE_PAINTER (ft_chess_painter_new ());
    g_autoptr (GdkTexture) read = render (painter, FT_KNIGHT, 30);

    g_assert_cmpint (gdk_texture_get_width (read), ==, 30);
    run_idle ();
    g_assert_cmpuint (count_files (), ==, 1);
  }
  /* A painter gone before its idle time leaves nothing behind. */
  ft_sprite_cache_clear ();
  {
    g_autoptr (FtPiecePainter) painter = FT_PIECE_PAINTER (ft_chess_painter_new ());
    g_autoptr (GdkTexture) drawn = render (painter, FT_BISHOP, 36);

    g_assert_cmpint (gdk_texture_get_width (drawn), ==, 36);
  }
  run_idle ();
  g_assert_cmpuint (count_files (), ==, 1);
}

/* A file cut short, with a wrong header or of another size is not used: the
 * piece is drawn again and the file replaced. */
static void
test_damaged_files (void)
{
  static const char *const damage[] = { "truncated", "magic", "size" };
  g_autoptr (GBytes) artwork = g_resources_lookup_data (KNIGHT_SVG, 0, NULL);
  g_autoptr (FtSpriteKey) key = ft_sprite_key_new ("white-knight", artwork);

  for (gsize i = 0; i < G_N_ELEMENTS (damage); i++)
    {
      g_autoptr (FtPiecePainter) painter = FT_PIECE_PAINTER (ft_chess_painter_new ());
      g_autoptr (GdkTexture) first = NULL;
      g_autoptr (GdkTexture) again = NULL;
      g_autofree char *path = NULL;
      g_autofree char *contents = NULL;
      gsize length;

      g_test_message ("damage: %s", damage[i]);
      ft_sprite_cache_clear ();
      first = render (painter, FT_KNIGHT, 32);
      path = knight_file (32);
      g_assert_true (g_file_get_contents (path, &contents, &length, NULL));
      if (strcmp (damage[i], "truncated") == 0)
        length -= 7;
      else if (strcmp (damage[i], "magic") == 0)
        contents[0] = 'X';
      else
        contents[8] = 33; /* the width */
      g_assert_true (g_file_set_contents (path, contents, (gssize) length, NULL));
      g_assert_null (ft_piece_painter_texture_from_cache (key, 32));

      again = render (painter, FT_KNIGHT, 32);
      g_assert_cmpint (gdk_texture_get_width (again), ==, 32);
      /* Replaced: readable again. */
      {
        g_autoptr (GdkTexture) reread = ft_piece_painter_texture_from_cache (key, 32);
        g_assert_nonnull (reread);
      }
    }
}

/* The cache directory cannot be made (a file stands where it would go):
 * storing fails quietly and the pieces are drawn all the same. */
static void
test_unwritable (void)
{
  g_autoptr (GBytes) artwork = g_resources_lookup_data (KNIGHT_SVG, 0, NULL);
  g_autoptr (FtSpriteKey) key = ft_sprite_key_new ("white-knight", artwork);
  g_autoptr (FtPiecePainter) painter = FT_PIECE_PAINTER (ft_chess_painter_new ());
  g_autoptr (GdkTexture) texture = NULL;
  g_autofree char *dir = ft_sprite_cache_dir ();
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, 20, 20);

  g_assert_cmpint (g_mkdir_with_parents (dir, 0700), ==, 0);
  ft_sprite_cache_clear ();
  g_assert_cmpint (g_rmdir (dir), ==, 0);
  g_assert_true (g_file_set_contents (dir, "not a directory", -1, NULL));
  g_assert_false (ft_sprite_cache_store (key, 20, surface));
  g_assert_null (ft_piece_painter_texture_from_cache (key, 20));
  texture = render (painter, FT_KNIGHT, 20);
  g_assert_cmpint (gdk_texture_get_width (texture), ==, 20);
  /* Nothing to complete the cache with. */
  run_idle ();
  g_assert_true (g_file_test (dir, G_FILE_TEST_IS_REGULAR));
  cairo_surface_destroy (surface);
  g_remove (dir);
}

static void
assert_neighbours (const FtSpriteKey *key, int px, int larger, int smaller)
{
  int found_larger = -1, found_smaller = -1;

  ft_sprite_cache_neighbours (key, px, &found_larger, &found_smaller);
  g_assert_cmpint (found_larger, ==, larger);
  g_assert_cmpint (found_smaller, ==, smaller);
}

/* The nearest larger and smaller sizes the cache holds, in one call: none,
 * only a smaller, only a larger, both (the size itself is neither); files
 * of another sprite, of other artwork or with a name the cache does not
 * write are not sizes (each of them would be a nearer one if it were). */
static void
test_neighbours (void)
{
  static const char *const odd[] = { "abc.argb", "038.argb", "39x.argb", "+41.argb", "-41.argb", ".argb",
                                     "0.argb",   "41.png",   "41.argb.tmp", "99999999999999999999.argb" };
  static const int more[] = { 50, 36, 44, 24 };
  g_autoptr (GBytes) artwork = g_resources_lookup_data (KNIGHT_SVG, 0, NULL);
  g_autoptr (GBytes) other = g_bytes_new_static ("<svg/>", 6);
  g_autoptr (FtSpriteKey) key = ft_sprite_key_new ("white-knight", artwork);
  g_autoptr (FtSpriteKey) queen = ft_sprite_key_new ("white-queen", artwork);
  g_autoptr (FtSpriteKey) other_key = ft_sprite_key_new ("white-knight", other);
  g_autofree char *path = NULL;
  g_autofree char *prefix = NULL;
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, 41, 41);

  ft_sprite_cache_clear ();
  assert_neighbours (key, 40, 0, 0);
  g_assert_true (store_red_knight (artwork, 30));
  assert_neighbours (key, 40, 0, 30);
  assert_neighbours (key, 20, 30, 0);
  assert_neighbours (key, 30, 0, 0);
  for (gsize i = 0; i < G_N_ELEMENTS (more); i++)
    g_assert_true (store_red_knight (artwork, more[i]));
  assert_neighbours (key, 40, 44, 36);
  assert_neighbours (key, 36, 44, 30);
  assert_neighbours (key, 60, 0, 50);

  /* Nearer sizes, but not this sprite's files. */
  g_assert_true (ft_sprite_cache_store (queen, 41, surface));
  g_assert_true (ft_sprite_cache_store (other_key, 41, surface));
  path = knight_file (30);
  prefix = g_strndup (path, strlen (path) - strlen ("30.argb"));
  for (gsize i = 0; i < G_N_ELEMENTS (odd); i++)
    {
      g_autofree char *name = g_strconcat (prefix, odd[i], NULL);

      g_assert_true (g_file_set_contents (name, "", 0, NULL));
    }
  assert_neighbours (key, 40, 44, 36);
  assert_neighbours (queen, 40, 41, 0);
  assert_neighbours (other_key, 41, 0, 0);
  cairo_surface_destroy (surface);
  ft_sprite_cache_clear ();
}

/* Past FT_SPRITE_CACHE_MAX_FILES files the directory starts again. */
static void
test_trim (void)
{
  g_autofree char *dir = ft_sprite_cache_dir ();

  ft_sprite_cache_clear ();
  g_assert_cmpint (g_mkdir_with_parents (dir, 0700), ==, 0);
  for (int i = 0; i <= FT_SPRITE_CACHE_MAX_FILES; i++)
    {
      g_autofree char *name = g_strdup_printf ("white-pawn-0000000000000000-%d.argb", 1000 + i);
      g_autofree char *path = g_build_filename (dir, name, NULL);
      g_assert_true (g_file_set_contents (path, "", 0, NULL));
    }
  g_assert_cmpuint (count_files (), ==, FT_SPRITE_CACHE_MAX_FILES + 1);
  ft_sprite_cache_trim ();
  g_assert_cmpuint (count_files (), ==, 0);
  /* At the limit, nothing is removed. */
  for (int i = 0; i < FT_SPRITE_CACHE_MAX_FILES; i++)
    {
      g_autofree char *name = g_strdup_printf ("white-pawn-0000000000000000-%d.argb", 1000 + i);
      g_autofree char *path = g_build_filename (dir, name, NULL);
      g_assert_true (g_file_set_contents (path, "", 0, NULL));
    }
  ft_sprite_cache_trim ();
  g_assert_cmpuint (count_files (), ==, FT_SPRITE_CACHE_MAX_FILES);
  ft_sprite_cache_clear ();
}

int
main (int argc, char **argv)
{
  /* A cache directory of the test's own (XDG_CACHE_HOME in a temporary
   * directory). */
  g_test_init (&argc, &argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);
  /* The game's own drawing, not the sprite renderer's (whose test is
   * test-sprite-renderer). */
  g_setenv ("FOURTEEN_SPRITE_RENDERER", "", TRUE);
  g_test_add_func ("/sprite-cache/round-trip", test_round_trip);
  g_test_add_func ("/sprite-cache/painter-reads-the-file", test_painter_reads_the_file);
  g_test_add_func ("/sprite-cache/custom-look-reads-the-file", test_custom_look_reads_the_file);
  g_test_add_func ("/sprite-cache/completed-at-a-size", test_completed_at_a_size);
  g_test_add_func ("/sprite-cache/damaged-files", test_damaged_files);
  g_test_add_func ("/sprite-cache/unwritable", test_unwritable);
  g_test_add_func ("/sprite-cache/neighbours", test_neighbours);
  g_test_add_func ("/sprite-cache/trim", test_trim);
  return g_test_run ();
}
