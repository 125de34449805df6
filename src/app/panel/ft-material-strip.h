/* ft-material-strip.h — the pieces one side is ahead by, as small pictures
 * in one row (a kind's pieces overlapping, as lichess stacks them), then
 * the side's balance ("+3"). One line at a fixed height whatever it holds:
 * squeezed to its width, never wrapped, so that nothing beside it moves
 * when a piece is taken. Screen readers hear its name ("Captured by White:
 * 2 pawns", given by the owner), not its pictures. */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define FT_TYPE_MATERIAL_STRIP (ft_material_strip_get_type ())
G_DECLARE_FINAL_TYPE (FtMaterialStrip, ft_material_strip, FT, MATERIAL_STRIP, GtkWidget)

GtkWidget *ft_material_strip_new (void);

/* The pictures (16 px each; equal neighbours overlap) and the balance
 * ("+3", or NULL/"" for none). Setting what is shown already does nothing. */
void ft_material_strip_set (FtMaterialStrip *self, GdkPaintable *const *pieces, guint n_pieces,
                            const char *balance);
guint ft_material_strip_get_count (FtMaterialStrip *self);
/* The balance shown, or NULL. */
const char *ft_material_strip_get_balance (FtMaterialStrip *self);

G_END_DECLS
