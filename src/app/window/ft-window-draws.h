/* ft-window-draws.h — draws in the window (docs/playing.md#draws):
 *
 *  - win.claim-draw, the sidebar's *Claim Draw* button and the main menu's
 *    item: standard chess, the person at this computer to move in a
 *    threefold repetition or after fifty moves claims the draw
 *    (ft_session_claim_draw); the button shows only then;
 *  - win.offer-draw, the main menu's *Offer Draw*: in a game against the
 *    computer (chess, not a network game nor a puzzle) the computer answers
 *    within a second (FtDrawJudge) and a toast says "The computer accepted
 *    the draw" (the game ends drawn by agreement) or "declined". Offered
 *    again only after another move.
 *
 * No key: a stray key must not end a game. The state lives on the window's
 * data, not in its struct. */
#pragma once

#include "ft-window.h"

G_BEGIN_DECLS

void _ft_window_class_init_draws (GtkWidgetClass *widget_class);
void _ft_window_init_draws (FtWindow *self);
/* The actions and the Claim Draw button again (ft-window-status.c). */
void _ft_window_update_draws (FtWindow *self);
/* While the player to move may claim: why, for the sidebar ("Third
 * repetition: you may claim a draw"); NULL otherwise. */
const char *_ft_window_draws_message (FtWindow *self);
/* Is the computer answering an offer now (tests)? */
gboolean ft_window_is_draw_offer_pending (FtWindow *self);

G_END_DECLS
