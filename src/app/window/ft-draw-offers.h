/* ft-draw-offers.h — draws in the window (docs/playing.md#draws):
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
 * offers' object, not in the window. */
#pragma once

#include "ft-game-stage.h"

G_BEGIN_DECLS

#define FT_TYPE_DRAW_OFFERS (ft_draw_offers_get_type ())
G_DECLARE_FINAL_TYPE (FtDrawOffers, ft_draw_offers, FT, DRAW_OFFERS, GObject)

/* Draws in the games on `stage`: the actions in `actions`, `claim_button`
 * (the side panel's) shown while a claim may be made. */
FtDrawOffers *ft_draw_offers_new (FtGameStage *stage, GtkWidget *claim_button, GActionMap *actions);
/* While the player to move may claim: why, for the side panel ("Third
 * repetition: you may claim a draw"); NULL otherwise. */
const char *ft_draw_offers_get_message (FtDrawOffers *self);
/* Is the computer answering an offer now (tests)? */
gboolean ft_draw_offers_is_pending (FtDrawOffers *self);

G_END_DECLS
