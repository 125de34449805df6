/* ft-game-controls.h — the game's buttons as one bar of icon buttons, each
 * with a tooltip naming it and its key and an accessible name without a
 * mnemonic: New Game (win.new-game), Restart (win.restart), Pause
 * (win.pause), Resign (win.resign), End Turn (win.end-turn, checkers
 * only) and Claim Draw (win.claim-draw, shown while the player to move may
 * claim). Their order never changes and the first four are always shown
 * (an action that cannot be taken greys its button): nothing appears or
 * moves under the pointer after a click. Claim Draw, which comes and goes,
 * is last.
 *
 * The bar wraps into rows of equal cells when it is narrow (three to a row
 * in the 120 px panel of the default window), one row otherwise. */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define FT_TYPE_GAME_CONTROLS (ft_game_controls_get_type ())
G_DECLARE_FINAL_TYPE (FtGameControls, ft_game_controls, FT, GAME_CONTROLS, GtkWidget)

GtkWidget *ft_game_controls_new (void);

void ft_game_controls_set_end_turn_visible (FtGameControls *self, gboolean visible);
gboolean ft_game_controls_get_end_turn_visible (FtGameControls *self);
/* The Claim Draw button (its visibility is the draw offers' business). */
GtkWidget *ft_game_controls_get_claim_draw_button (FtGameControls *self);
/* The button of `action` ("win.resign"), or NULL. */
GtkWidget *ft_game_controls_get_button (FtGameControls *self, const char *action);

G_END_DECLS
