/* ft-xmpp-host.h — hosting a game over XMPP: an FtNetworkHost (which does
 * not listen on TCP) reached through an account, for one invited friend.
 *
 * The friend gets an invitation (the game's SETUP, the friend's colour and
 * the game's code) at the resource where Fourteen runs, or at the bare
 * address when none is online (the server keeps it until the friend signs
 * in; sent again when a Fourteen resource of theirs comes online), and is
 * made a contact if not yet one. A link is opened for a HELLO from the
 * friend's account (any resource: after a restart the token takes the seat
 * back) and for a spectator's HELLO that carries the game's code (which
 * only the players give, to their contacts: ft_xmpp_host answers the watch
 * query). Every other game stanza is a stranger's: ignored and counted.
 *
 * Signal: "declined" (the friend said no).
 */
#pragma once

#include "ft-network-host.h"
#include "ft-xmpp-roster.h"
#include "ft-xmpp-session.h"

G_BEGIN_DECLS

/* The code of a game over XMPP: the longest the protocol allows (16 of 29
 * characters, about 77 bits); it travels only to the friend and to whom a
 * player lets watch. */
#define FT_XMPP_CODE_LENGTH FT_NET_MAX_CODE

#define FT_TYPE_XMPP_HOST (ft_xmpp_host_get_type ())
G_DECLARE_FINAL_TYPE (FtXmppHost, ft_xmpp_host, FT, XMPP_HOST, GObject)

FtXmppHost *ft_xmpp_host_new (FtXmppSession *session, FtXmppRoster *roster, FtNetworkHost *host,
                              const char *friend_jid);
const char *ft_xmpp_host_get_friend (FtXmppHost *self);
/* Send the invitation (now if signed in, else when signed in). */
void ft_xmpp_host_invite (FtXmppHost *self);
/* Withdraw it, if the friend has not joined (<cancel/>). */
void ft_xmpp_host_cancel (FtXmppHost *self);

/* Keep the game at `path` (ft-xmpp-saved-game.h) from the player's first
 * joining on: after every move, written whole; forgotten when it ends. */
void ft_xmpp_host_keep (FtXmppHost *self, const char *path);
/* The game was resumed from what was kept: tell the player's program, at
 * `player` (its full JID then), that the host is back (directed presence,
 * at each sign-in until it is back). */
void ft_xmpp_host_call_back (FtXmppHost *self, const char *player);

/* A watch query from `from` for this game: the answer (host and code) to a
 * contact, a refusal to anyone else. Shared with FtXmppGuest. */
gboolean ft_xmpp_answer_watch (FtXmppSession *session, FtXmppRoster *roster, xmpp_stanza_t *iq,
                               const char *host, const char *code);

G_END_DECLS
