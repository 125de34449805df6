/* ft-sprite-cache.h — piece sprites kept on disk between runs.
 *
 * Rendering the pieces' SVGs is the board's largest cost before its first
 * frame, and librsvg's code (about 7 MB resident with libxml2 and
 * libstdc++) is touched by nothing else: a sprite once rendered at a size
 * is kept in the user's cache directory, so that the next start at that
 * size draws its board without librsvg. The file holds the sprite's
 * premultiplied ARGB pixels as cairo made them, so a sprite read back is
 * exactly the sprite rendered: the board looks the same either way.
 *
 * Files are named by the piece, a digest of its artwork (new artwork makes
 * new files) and the size in pixels; a file that is missing, short or
 * malformed is rendered again and replaced. The directory is emptied when
 * it holds more than FT_SPRITE_CACHE_MAX_FILES (sizes seen while resizing
 * a window add up). Nothing here is required: without a writable cache
 * directory the pieces are rendered each time, as before.
 */
#pragma once

#include <cairo.h>
#include <glib.h>

G_BEGIN_DECLS

#define FT_SPRITE_CACHE_MAX_FILES 400

/* A sprite as the cache names its files: its name (such as "white-knight")
 * and a digest of the artwork it is drawn from. The digest (a SHA-1 of the
 * whole SVG) is computed once, here, for every size then looked up. */
typedef struct _FtSpriteKey FtSpriteKey;

FtSpriteKey *ft_sprite_key_new (const char *name, GBytes *artwork);
void ft_sprite_key_free (FtSpriteKey *key);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (FtSpriteKey, ft_sprite_key_free)

/* The pixels of the sprite drawn at px × px: px rows of *stride bytes,
 * premultiplied ARGB32 as cairo and GdkMemoryTexture's default format both
 * hold them; NULL if the cache does not hold it. (No GTK here: the sprite
 * renderer, fourteen-sprite-renderer.c, stores sprites without it.) */
GBytes *ft_sprite_cache_read (const FtSpriteKey *key, int px, gsize *stride);

/* The sizes nearest px at which the cache has a file for the sprite, found
 * in one pass over the directory: *larger the smallest size above px,
 * *smaller the largest below it, 0 where it has none (a picture is scaled
 * from one rather than drawn again, or meanwhile). */
void ft_sprite_cache_neighbours (const FtSpriteKey *key, int px, int *larger, int *smaller);

/* Whether the cache has a file for the sprite (it is not read: a file
 * found damaged by ft_sprite_cache_read() is drawn again then). */
gboolean ft_sprite_cache_has (const FtSpriteKey *key, int px);

/* Keeps the pixels of surface (CAIRO_FORMAT_ARGB32, px × px) for the next
 * ft_sprite_cache_read() of the same key and size; FALSE if it could not
 * (no writable cache directory). */
gboolean ft_sprite_cache_store (const FtSpriteKey *key, int px, cairo_surface_t *surface);

/* Whether sprites can be stored: the directory exists, or can be made,
 * and is writable. */
gboolean ft_sprite_cache_writable (void);

/* Empties the directory if it holds more than FT_SPRITE_CACHE_MAX_FILES
 * sprites (the first store of each run does it). */
void ft_sprite_cache_trim (void);

/* Removes every sprite from the directory (the cache starts again). */
void ft_sprite_cache_clear (void);

/* The directory the files go to ($XDG_CACHE_HOME/fourteen/sprites). */
char *ft_sprite_cache_dir (void);

G_END_DECLS
