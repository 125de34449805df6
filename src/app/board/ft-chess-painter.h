/* ft-chess-painter.h — chess as the board draws it (FtPiecePainter): the
 * pieces' SVG artwork rendered to textures, a custom kind as a lettered
 * disc (or with a built-in kind's look and a letter badge), and the board
 * themes ("brown", "green", "blue", "grey", "high-contrast"). */
#pragma once

#include "ft-piece-painter.h"

G_BEGIN_DECLS

#define FT_TYPE_CHESS_PAINTER (ft_chess_painter_get_type ())
G_DECLARE_FINAL_TYPE (FtChessPainter, ft_chess_painter, FT, CHESS_PAINTER, GObject)

FtChessPainter *ft_chess_painter_new (void);

/* Is `theme` one of the board themes? */
gboolean ft_chess_painter_theme_exists (const char *theme);

/* Whether a piece asked for at a size larger than any the sprite cache
 * holds may be a stand-in scaled up from a smaller one while the sprite
 * renderer draws it ("sprites-ready" then says so): for a caller that
 * listens and asks again (the board view), so that a growing window is not
 * held up; FALSE (the default) waits for the renderer. */
void ft_chess_painter_set_stand_ins (FtChessPainter *self, gboolean allowed);

G_END_DECLS
