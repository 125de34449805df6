/* ft-player-strip.h — one player at the board: avatar, name, clock and the
 * material that side is ahead by. The game's layout (ft-game-layout.h)
 * puts one above and one below the board, or at the top and bottom of the
 * panel beside it; the strip arranges itself by the width it is given:
 *
 *   a row (200 px and more):  [avatar] name material ........ [clock]
 *   a column (narrower):      clock, then [avatar] name, then material
 *                             (the reverse order at the bottom, so that
 *                             both clocks sit at the panel's outer edges)
 *
 * Every line is one line high whatever it shows: a long name is shortened
 * with "…" (the whole name in its tooltip and for screen readers), the
 * clock keeps its size (ft-clock-face.h), the material squeezes
 * (ft-material-strip.h). So nothing in or around the strip moves between
 * turns. In a row the line is as high as the clock; in a column the clock
 * lies against the strip's outer edge (the top's at its top, the bottom's
 * at its bottom): either way the layout lines the clock up with the
 * board's edge. */
#pragma once

#include <gtk/gtk.h>

#include "ft-profile.h"

G_BEGIN_DECLS

#define FT_TYPE_PLAYER_STRIP (ft_player_strip_get_type ())
G_DECLARE_FINAL_TYPE (FtPlayerStrip, ft_player_strip, FT, PLAYER_STRIP, GtkWidget)

GtkWidget *ft_player_strip_new (gboolean at_bottom);

/* Property "at-bottom" (default FALSE): the strip below the board. */
void ft_player_strip_set_at_bottom (FtPlayerStrip *self, gboolean at_bottom);
gboolean ft_player_strip_get_at_bottom (FtPlayerStrip *self);

/* The name, whole (the label may show it shortened). */
void ft_player_strip_set_name (FtPlayerStrip *self, const char *name);
const char *ft_player_strip_get_name (FtPlayerStrip *self);
/* The profile's avatar beside the name (NULL: none). */
void ft_player_strip_set_profile (FtPlayerStrip *self, FtProfile *profile);
FtProfile *ft_player_strip_get_profile (FtPlayerStrip *self);

/* The clock's text ("02:59"), whether it runs (highlighted), whether it is
 * low (red), whether there is a clock at all (an untimed game shows none),
 * and its name for screen readers ("White, 3 minutes"). */
void ft_player_strip_set_clock (FtPlayerStrip *self, const char *text, gboolean running);
const char *ft_player_strip_get_clock (FtPlayerStrip *self);
void ft_player_strip_set_low_time (FtPlayerStrip *self, gboolean low);
gboolean ft_player_strip_get_low_time (FtPlayerStrip *self);
void ft_player_strip_set_clock_shown (FtPlayerStrip *self, gboolean shown);
void ft_player_strip_set_clock_name (FtPlayerStrip *self, const char *name);

/* The material strip (ft-material-strip.h) and its name for screen readers. */
void ft_player_strip_set_material (FtPlayerStrip *self, GdkPaintable *const *pieces, guint n_pieces,
                                   const char *balance);
void ft_player_strip_set_material_name (FtPlayerStrip *self, const char *name);
guint ft_player_strip_get_material_count (FtPlayerStrip *self);
const char *ft_player_strip_get_material_balance (FtPlayerStrip *self);

/* For the layout and tests: the clock's widget, and whether the strip is
 * laid out as a row. */
GtkWidget *ft_player_strip_get_clock_widget (FtPlayerStrip *self);
gboolean ft_player_strip_is_row (FtPlayerStrip *self);

G_END_DECLS
