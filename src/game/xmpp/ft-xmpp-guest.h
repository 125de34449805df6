/* ft-xmpp-guest.h — the invited side of games over XMPP: invitations as
 * they come (from a contact: "invited"; from anyone else: "request",
 * unless that account is on the ignore list — then dropped and counted),
 * their withdrawal ("cancelled"), accepting one (an FtNetworkClient whose
 * links to the host are XMPP links) or declining it, and finding where a
 * friend's game can be watched.
 *
 * While a game runs here, the guest answers watch queries from contacts
 * with the host's address and the game's code, and tries again at once
 * when the host's resource comes back online.
 */
#pragma once

#include "ft-network-client.h"
#include "ft-xmpp-ignore-list.h"
#include "ft-xmpp-roster.h"
#include "ft-xmpp-saved-game.h"
#include "ft-xmpp-session.h"
#include "ft-xmpp-stanza.h"

G_BEGIN_DECLS

#define FT_TYPE_XMPP_GUEST (ft_xmpp_guest_get_type ())
G_DECLARE_FINAL_TYPE (FtXmppGuest, ft_xmpp_guest, FT, XMPP_GUEST, GObject)

FtXmppGuest *ft_xmpp_guest_new (FtXmppSession *session, FtXmppRoster *roster, FtXmppIgnoreList *ignored);

/* Join the game of the host at `host` (a full JID) with `code`: a client
 * (not yet connected: connect it) that says HELLO over XMPP. A player's
 * invitation makes its sender a contact. */
FtNetworkClient *ft_xmpp_guest_join (FtXmppGuest *self, const char *host, const char *code, gboolean watch,
                                     const char *name);
/* Keep the game joined (the client of the last ft_xmpp_guest_join()) at
 * `path` (ft-xmpp-saved-game.h): after every move; forgotten when it ends,
 * when the host leaves or when it cannot go on. */
void ft_xmpp_guest_keep (FtXmppGuest *self, const char *path);
/* Join again the game kept at `saved`: its host, code and token, and its
 * moves to compare with the host's (the program's resource must be the
 * saved one, set before signing in). */
FtNetworkClient *ft_xmpp_guest_rejoin (FtXmppGuest *self, const FtXmppSavedGame *saved, const char *name);
/* Say no to an invitation. */
void ft_xmpp_guest_decline (FtXmppGuest *self, const char *host, const char *code);

/* Ask `player` (a contact, bare or full JID) where its game can be
 * watched; `done` gets the host and code, or an error naming why not. */
typedef void (*FtXmppWatchFound) (FtXmppGuest *guest, const char *host, const char *code, const GError *error,
                                  gpointer user_data);
void ft_xmpp_guest_find_game (FtXmppGuest *self, const char *player, FtXmppWatchFound done, gpointer user_data);

/* Signals:
 *   "invited" (const char *from, gpointer FtXmppInvite): from a contact.
 *   "request" (const char *from, gpointer FtXmppInvite): from someone not
 *       in the contact list (and not ignored).
 *   "cancelled" (const char *from, const char *code): the host withdrew it.
 * An invitation with a code already seen is not told twice.
 */

G_END_DECLS
