/* ft-xmpp-account-page.h — Preferences → Online account
 * (docs/network.md#playing-a-friend-from-the-window): the XMPP account's address, its
 * password (asked each time when there is no keyring), an optional server,
 * Sign In and Sign Out, and the account's status in words — why a sign-in
 * failed, a refused certificate named.
 */
#pragma once

#include <adwaita.h>

#include "ft-xmpp-account.h"

G_BEGIN_DECLS

#define FT_TYPE_XMPP_ACCOUNT_PAGE (ft_xmpp_account_page_get_type ())
G_DECLARE_FINAL_TYPE (FtXmppAccountPage, ft_xmpp_account_page, FT, XMPP_ACCOUNT_PAGE, AdwPreferencesPage)

GtkWidget *ft_xmpp_account_page_new (FtXmppAccount *account);

/* For tests: fill the fields and press Sign In / Sign Out. */
void ft_xmpp_account_page_sign_in (FtXmppAccountPage *self, const char *jid, const char *password,
                                   const char *server);
void ft_xmpp_account_page_sign_out (FtXmppAccountPage *self);
/* What the status row says now. */
const char *ft_xmpp_account_page_get_status (FtXmppAccountPage *self);

G_END_DECLS
