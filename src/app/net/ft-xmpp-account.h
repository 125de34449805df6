/* ft-xmpp-account.h — the window's XMPP account (docs/network.md#playing-a-friend-from-the-window):
 * one session with its contact list, its invitations and the ignore list,
 * signed in from Preferences → Online account and kept signed in while the
 * program runs.
 *
 * The password comes from the desktop's keyring (FtXmppKeyring) or, typed,
 * is put there once the server took it; without a keyring it is asked each
 * time and kept nowhere. The account's address (never the password) is
 * remembered in GSettings ("xmpp-account"), so that the next start signs
 * in again when the keyring has the password.
 */
#pragma once

#include <gio/gio.h>

#include "ft-xmpp-guest.h"
#include "ft-xmpp-roster.h"
#include "ft-xmpp-session.h"

G_BEGIN_DECLS

#define FT_TYPE_XMPP_ACCOUNT (ft_xmpp_account_get_type ())
G_DECLARE_FINAL_TYPE (FtXmppAccount, ft_xmpp_account, FT, XMPP_ACCOUNT, GObject)

/* An account object of its own (tests: a second player in one process). */
FtXmppAccount *ft_xmpp_account_new (GSettings *settings);
/* The application's one account (made on first call, without settings
 * until ft_xmpp_account_start() gives them). */
FtXmppAccount *ft_xmpp_account_get_default (void);
/* At start: remember in `settings` (may be NULL), and sign in again the
 * account remembered there if the keyring holds its password. */
void ft_xmpp_account_start (FtXmppAccount *self, GSettings *settings);

/* "HOST[:PORT]" instead of the DNS SRV lookup (NULL or "": look it up);
 * FALSE with an error when it cannot be read. Applies at the next
 * sign-in. The environment's FOURTEEN_XMPP_SERVER is the default. */
gboolean ft_xmpp_account_set_server (FtXmppAccount *self, const char *server, GError **error);
/* One more certificate authority (a PEM file) to trust beside the
 * system's; the environment's FOURTEEN_XMPP_CA is the default. */
void ft_xmpp_account_set_ca_file (FtXmppAccount *self, const char *path);

/* Sign in as `jid`: with `password`, or (NULL) the keyring's. FALSE with an
 * error when the address cannot be an account; otherwise the outcome is
 * told by "state" and "status" (and "password-needed" when neither the
 * call nor the keyring had one). */
gboolean ft_xmpp_account_sign_in (FtXmppAccount *self, const char *jid, const char *password, GError **error);
/* Sign out and forget the password in the keyring and the remembered
 * address. */
void ft_xmpp_account_sign_out (FtXmppAccount *self);

FtXmppState ft_xmpp_account_get_state (FtXmppAccount *self);
/* The account's address ("ann@example.org"); NULL before any sign-in. */
const char *ft_xmpp_account_get_jid (FtXmppAccount *self);
/* In words: "Signed in as ann@example.org", "Signing in…", why the last
 * try failed ("Not signed in, for safety: the server's certificate … was
 * refused for example.org: hostname mismatch"). */
const char *ft_xmpp_account_get_status (FtXmppAccount *self);
/* Is the keyring there? FALSE once it answered that it is not (the
 * password is then asked at every sign-in). */
gboolean ft_xmpp_account_has_keyring (FtXmppAccount *self);

/* The session and its parts; NULL before the first sign-in. */
FtXmppSession *ft_xmpp_account_get_session (FtXmppAccount *self);
FtXmppRoster *ft_xmpp_account_get_roster (FtXmppAccount *self);
FtXmppGuest *ft_xmpp_account_get_guest (FtXmppAccount *self);
FtXmppIgnoreList *ft_xmpp_account_get_ignore_list (FtXmppAccount *self);

/* Properties (read-only): "state" (int FtXmppState), "jid", "status".
 * Signals: "password-needed"; the guest's "invited", "request" and
 * "cancelled" (const char *from, gpointer FtXmppInvite / const char *code),
 * relayed, whichever session is current. */

G_END_DECLS
