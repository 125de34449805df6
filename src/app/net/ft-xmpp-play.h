/* ft-xmpp-play.h — games over XMPP in the window (docs/network.md#playing-a-friend-from-the-window),
 * beside the window like its other parts: win.play-friend (a contact, then
 * the game, colours and clock in the New Game dialog, then the invitation
 * while the bar above the board says whom it waits for), and the
 * invitations that arrive, in a bar above the board with Accept and
 * Decline (and Ignore for Good for a stranger's). Accepted or hosted, the
 * game is an FtNetworkController's, as on the local network.
 */
#pragma once

#include <gtk/gtk.h>

#include "ft-game-stage.h"
#include "ft-network-controller.h"
#include "ft-xmpp-account.h"
#include "ft-xmpp-invitation-bar.h"

G_BEGIN_DECLS

#define FT_TYPE_XMPP_PLAY (ft_xmpp_play_get_type ())
G_DECLARE_FINAL_TYPE (FtXmppPlay, ft_xmpp_play, FT, XMPP_PLAY, GObject)

/* For the window: its stage, the slot above the board (the invitation bar
 * goes first in it), the account, and the action map for win.play-friend. */
FtXmppPlay *ft_xmpp_play_new (FtGameStage *stage, GtkBox *slot, FtXmppAccount *account, GActionMap *actions);
/* Use another account (tests: two players in one process). */
void ft_xmpp_play_set_account (FtXmppPlay *self, FtXmppAccount *account);

/* win.play-friend: the contact list (or, signed out, a word about where to
 * sign in). Returns the dialog shown. */
GtkWindow *ft_xmpp_play_open (FtXmppPlay *self);
/* The New Game dialog for a game with `friend_jid` (after the contact). */
GtkWindow *ft_xmpp_play_choose_game (FtXmppPlay *self, const char *friend_jid);
/* Host `setup` and invite `friend_jid`: the controller of the game. */
FtNetworkController *ft_xmpp_play_invite (FtXmppPlay *self, const char *friend_jid, const FtGameSetup *setup);

/* The bar that shows invitations, first in the slot; made by the first
 * invitation, or by this call if none has come. */
FtXmppInvitationBar *ft_xmpp_play_get_invitation_bar (FtXmppPlay *self);

/* A game of this account kept from before a restart (the host's record or
 * the guest's seat, ft-xmpp-saved-game.h; kept from the invitation or the
 * joining on) is offered in a toast, "Resume the game with bob@example.net",
 * at sign-in. Resume it now: FALSE when there is none, or (with an error)
 * when it cannot be read. */
gboolean ft_xmpp_play_resume (FtXmppPlay *self, GError **error);
gboolean ft_xmpp_play_has_resume_offer (FtXmppPlay *self);

G_END_DECLS
