/* ft-sprite-renderer.h — the game's side of fourteen-sprite-renderer, the
 * program that draws piece sprites into the cache on disk in a process of
 * its own (its file says why).
 *
 * A painter asks it for every piece of a board size at once, the first
 * time that size is drawn, and waits (about 50 ms for the 22 chess
 * pieces); it then reads the sprites from the cache. Without the program,
 * or when it fails, the painter draws the pieces itself, as before. */
#pragma once

#include <gio/gio.h>

G_BEGIN_DECLS

#define FT_SPRITE_RENDERER_ERROR (ft_sprite_renderer_error_quark ())
GQuark ft_sprite_renderer_error_quark (void);

typedef enum
{
  FT_SPRITE_RENDERER_ERROR_FAILED, /* it ran and said why not (its message) */
} FtSpriteRendererError;

/* The program: $FOURTEEN_SPRITE_RENDERER if set (set and empty: none,
 * pieces drawn in the game as the tests of the painter's own drawing
 * want), else fourteen-sprite-renderer beside the running program (a
 * build tree), else in libexecdir seen from the program's folder
 * (bin/../libexec: an installation moved or under a DESTDIR), else in
 * LIBEXECDIR; NULL when there is none. A new string. */
char *ft_sprite_renderer_find (void);

/* Runs `program` to draw each of the n artworks (named names[i]) at px ×
 * px into the sprite cache, and waits for it. FALSE with an error naming
 * the program and carrying its message if it failed to start, or did not
 * store every sprite. */
gboolean ft_sprite_renderer_run (const char *program, const char *const *names, GBytes *const *artworks, guint n,
                                 int px, GError **error);

/* The same without waiting: the game goes on drawing while the renderer
 * works (a window being resized). */
void ft_sprite_renderer_run_async (const char *program, const char *const *names, GBytes *const *artworks, guint n,
                                   int px, GCancellable *cancellable, GAsyncReadyCallback callback,
                                   gpointer user_data);
gboolean ft_sprite_renderer_run_finish (GAsyncResult *result, GError **error);

G_END_DECLS
