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

G_END_DECLS
