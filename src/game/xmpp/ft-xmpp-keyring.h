/* ft-xmpp-keyring.h — an XMPP account's password in the desktop's keyring
 * (the Secret Service, through libsecret): looked up, stored, forgotten;
 * never written to a file by Fourteen. Where there is no keyring (no
 * Secret Service on the session bus, no session bus at all) the answer
 * says so plainly — FT_XMPP_KEYRING_UNAVAILABLE, with why — and the window
 * asks for the password each time (docs/network.md#accounts).
 *
 * A password is returned in libsecret's own memory (not swapped out,
 * cleared when freed): free it with ft_xmpp_keyring_free_password().
 */
#pragma once

#include <gio/gio.h>

G_BEGIN_DECLS

typedef enum
{
  FT_XMPP_KEYRING_FOUND,       /* the password is there */
  FT_XMPP_KEYRING_NOT_STORED,  /* the keyring works; nothing kept for this account */
  FT_XMPP_KEYRING_UNAVAILABLE, /* no keyring: ask each time */
} FtXmppKeyringResult;

/* The schema's name (one item an account: attribute "account"). */
#define FT_XMPP_KEYRING_SCHEMA "io.github.fourteenchess.Fourteen.XmppAccount"

void ft_xmpp_keyring_lookup (const char *account, GCancellable *cancellable, GAsyncReadyCallback callback,
                             gpointer user_data);
/* The password (FOUND), or NULL with NOT_STORED, or NULL with UNAVAILABLE
 * and an error saying why. */
char *ft_xmpp_keyring_lookup_finish (GAsyncResult *result, FtXmppKeyringResult *outcome, GError **error);

void ft_xmpp_keyring_store (const char *account, const char *password, GCancellable *cancellable,
                            GAsyncReadyCallback callback, gpointer user_data);
/* FOUND (stored) or UNAVAILABLE with why. */
FtXmppKeyringResult ft_xmpp_keyring_store_finish (GAsyncResult *result, GError **error);

/* Forget the account's password (signing out for good). */
void ft_xmpp_keyring_clear (const char *account, GCancellable *cancellable, GAsyncReadyCallback callback,
                            gpointer user_data);
/* FOUND (it was there, now gone), NOT_STORED, or UNAVAILABLE with why. */
FtXmppKeyringResult ft_xmpp_keyring_clear_finish (GAsyncResult *result, GError **error);

void ft_xmpp_keyring_free_password (char *password);

G_END_DECLS
