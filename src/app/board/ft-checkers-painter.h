/* ft-checkers-painter.h — checkers as the board draws it (FtPiecePainter):
 * red and grey squares, and Fire and Water pieces as original vector
 * drawings — a disc in the side's colours (Fire: yellow to red; Water:
 * pale to deep blue) with an emblem that tells the kind: a flame or a drop
 * for a normal piece, a heater shield for a shield, a black bomb with a lit
 * fuse for a bomb, and a gold crown over it for a king. */
#pragma once

#include "ft-checkers.h"
#include "ft-piece-painter.h"

G_BEGIN_DECLS

#define FT_TYPE_CHECKERS_PAINTER (ft_checkers_painter_get_type ())
G_DECLARE_FINAL_TYPE (FtCheckersPainter, ft_checkers_painter, FT, CHECKERS_PAINTER, GObject)

FtCheckersPainter *ft_checkers_painter_new (void);

/* A piece centred at the origin with radius r; `alpha` fades it. */
void ft_checkers_painter_draw_piece (cairo_t *cr, FtCheckersPiece piece, double r, double alpha);

G_END_DECLS
