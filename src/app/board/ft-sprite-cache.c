/* ft-sprite-cache.c — see ft-sprite-cache.h. */
#include "config.h"

#include <string.h>

#include <unistd.h>

#include <glib/gstdio.h>

#include "ft-sprite-cache.h"

/* A file: this header, then height rows of stride bytes. */
typedef struct
{
  char magic[8]; /* "FTSPRT1\n" */
  guint32 width;
  guint32 height;
  guint32 stride;
  guint32 reserved;
} SpriteHeader;

static const char sprite_magic[8] = { 'F', 'T', 'S', 'P', 'R', 'T', '1', '\n' };

char *
ft_sprite_cache_dir (void)
{
  return g_build_filename (g_get_user_cache_dir (), "fourteen", "sprites", NULL);
}

struct _FtSpriteKey
{
  char *prefix; /* the start of the sprite's file names, before the size: "NAME-DIGEST-" */
};

FtSpriteKey *
ft_sprite_key_new (const char *name, GBytes *artwork)
{
  g_autofree char *digest = NULL;
  FtSpriteKey *key;

  g_return_val_if_fail (name != NULL && artwork != NULL, NULL);
  digest = g_compute_checksum_for_bytes (G_CHECKSUM_SHA1, artwork);
  digest[16] = '\0';
  key = g_new (FtSpriteKey, 1);
  key->prefix = g_strdup_printf ("%s-%s-", name, digest);
  return key;
}

void
ft_sprite_key_free (FtSpriteKey *key)
{
  if (key == NULL)
    return;
  g_free (key->prefix);
  g_free (key);
}

static char *
sprite_path (const FtSpriteKey *key, int px)
{
  g_autofree char *dir = ft_sprite_cache_dir ();
  g_autofree char *file = g_strdup_printf ("%s%d.argb", key->prefix, px);

  return g_build_filename (dir, file, NULL);
}

gboolean
ft_sprite_cache_has (const FtSpriteKey *key, int px)
{
  g_autofree char *path = NULL;

  g_return_val_if_fail (key != NULL && px > 0, FALSE);
  path = sprite_path (key, px);
  return g_file_test (path, G_FILE_TEST_IS_REGULAR);
}

GBytes *
ft_sprite_cache_read (const FtSpriteKey *key, int px, gsize *stride)
{
  g_autofree char *path = NULL;
  g_autofree char *contents = NULL;
  gsize length = 0;
  SpriteHeader header;
  g_autoptr (GBytes) file = NULL;

  g_return_val_if_fail (key != NULL && px > 0 && stride != NULL, NULL);
  path = sprite_path (key, px);
  if (!g_file_get_contents (path, &contents, &length, NULL))
    return NULL;
  if (length < sizeof header)
    return NULL;
  memcpy (&header, contents, sizeof header);
  if (memcmp (header.magic, sprite_magic, sizeof sprite_magic) != 0 || header.width != (guint32) px
      || header.height != (guint32) px || header.stride < 4 * (guint32) px
      || header.stride > 16 * (guint32) px
      || length != sizeof header + (gsize) header.stride * header.height)
    return NULL;
  *stride = header.stride;
  file = g_bytes_new_take (g_steal_pointer (&contents), length);
  return g_bytes_new_from_bytes (file, sizeof header, length - sizeof header);
}

/* The sprites' files in the cache directory (names, not paths). */
static GPtrArray *
list_sprites (const char *dir)
{
  g_autoptr (GDir) listing = g_dir_open (dir, 0, NULL);
  GPtrArray *names = g_ptr_array_new_with_free_func (g_free);
  const char *entry;

  while (listing != NULL && (entry = g_dir_read_name (listing)) != NULL)
    if (g_str_has_suffix (entry, ".argb"))
      g_ptr_array_add (names, g_strdup (entry));
  return names;
}

/* The size in a file name of the sprite (prefix, then digits, then
 * ".argb"), or 0 if the name is another sprite's or not one the cache
 * writes (such as "…-040.argb": sprite_path() would not find it). */
static int
size_in_name (const char *file, const char *prefix)
{
  gsize file_length = strlen (file), prefix_length = strlen (prefix), suffix_length = strlen (".argb");
  g_autofree char *digits = NULL;
  guint64 size = 0;

  if (file_length <= prefix_length + suffix_length || !g_str_has_prefix (file, prefix)
      || !g_str_has_suffix (file, ".argb"))
    return 0;
  digits = g_strndup (file + prefix_length, file_length - prefix_length - suffix_length);
  if (digits[0] < '1' || digits[0] > '9' || !g_ascii_string_to_unsigned (digits, 10, 1, G_MAXINT, &size, NULL))
    return 0;
  return (int) size;
}

void
ft_sprite_cache_neighbours (const FtSpriteKey *key, int px, int *larger, int *smaller)
{
  g_autofree char *dir = ft_sprite_cache_dir ();
  g_autoptr (GPtrArray) names = NULL;

  g_return_if_fail (key != NULL && larger != NULL && smaller != NULL);
  *larger = *smaller = 0;
  names = list_sprites (dir);
  for (guint i = 0; i < names->len; i++)
    {
      int size = size_in_name (names->pdata[i], key->prefix);

      if (size > px && (*larger == 0 || size < *larger))
        *larger = size;
      else if (size > 0 && size < px && size > *smaller)
        *smaller = size;
    }
}

void
ft_sprite_cache_clear (void)
{
  g_autofree char *dir = ft_sprite_cache_dir ();
  g_autoptr (GPtrArray) names = list_sprites (dir);

  for (guint i = 0; i < names->len; i++)
    {
      g_autofree char *path = g_build_filename (dir, names->pdata[i], NULL);
      g_remove (path);
    }
}

/* Sizes seen while resizing add up: past the limit, start again. */
void
ft_sprite_cache_trim (void)
{
  g_autofree char *dir = ft_sprite_cache_dir ();
  g_autoptr (GPtrArray) names = list_sprites (dir);

  if (names->len > FT_SPRITE_CACHE_MAX_FILES)
    ft_sprite_cache_clear ();
}

gboolean
ft_sprite_cache_writable (void)
{
  g_autofree char *dir = ft_sprite_cache_dir ();

  return g_mkdir_with_parents (dir, 0700) == 0 && g_access (dir, W_OK) == 0;
}

gboolean
ft_sprite_cache_store (const FtSpriteKey *key, int px, cairo_surface_t *surface)
{
  static gboolean trimmed;
  g_autofree char *dir = ft_sprite_cache_dir ();
  g_autofree char *path = NULL;
  SpriteHeader header = { { 0 }, 0, 0, 0, 0 };
  g_autoptr (GByteArray) data = NULL;
  int stride;

  g_return_val_if_fail (key != NULL && px > 0 && surface != NULL, FALSE);
  if (cairo_surface_status (surface) != CAIRO_STATUS_SUCCESS
      || cairo_image_surface_get_format (surface) != CAIRO_FORMAT_ARGB32
      || cairo_image_surface_get_width (surface) != px || cairo_image_surface_get_height (surface) != px)
    return FALSE;
  if (g_mkdir_with_parents (dir, 0700) != 0)
    return FALSE;
  if (!trimmed)
    {
      trimmed = TRUE;
      ft_sprite_cache_trim ();
    }
  cairo_surface_flush (surface);
  stride = cairo_image_surface_get_stride (surface);
  memcpy (header.magic, sprite_magic, sizeof sprite_magic);
  header.width = header.height = (guint32) px;
  header.stride = (guint32) stride;
  data = g_byte_array_sized_new (sizeof header + (guint) (stride * px));
  g_byte_array_append (data, (const guint8 *) &header, sizeof header);
  g_byte_array_append (data, cairo_image_surface_get_data (surface), (guint) (stride * px));
  path = sprite_path (key, px);
  /* Written to a temporary file and renamed: a reader never sees half a
   * sprite. A failure only means rendering again next time. */
  return g_file_set_contents (path, (const char *) data->data, data->len, NULL);
}
