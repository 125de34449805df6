/* ft-fog-pass.h — fog of war between two people at one computer
 * (docs/playing.md#fog-of-war): the "Pass the computer to Black" screen
 * shown in the board's place between turns, until the player whose turn
 * it is says it is them, so that neither sees the other's view. It keeps
 * which side last said so: the board may show that side's view. */
#pragma once

#include <adwaita.h>

#include "ft-types.h"

G_BEGIN_DECLS

#define FT_TYPE_FOG_PASS (ft_fog_pass_get_type ())
G_DECLARE_FINAL_TYPE (FtFogPass, ft_fog_pass, FT, FOG_PASS, AdwBin)

GtkWidget *ft_fog_pass_new (void);

/* The turn is `side`'s (-1: no two-person fog game goes on): the screen
 * shows, asking for that side, unless that side already said it is them.
 * Returns whether the screen shows. */
gboolean ft_fog_pass_update (FtFogPass *self, int side);
/* The side that last said "I am …", -1 since the last reset (a new
 * game). */
int ft_fog_pass_get_shown_side (FtFogPass *self);
void ft_fog_pass_reset (FtFogPass *self);
/* What the button does: the side asked for says it is them ("shown"
 * signal, with the side, then the screen hides). */
void ft_fog_pass_show_board (FtFogPass *self);

G_END_DECLS
