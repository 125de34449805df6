/* ft-xmpp-keyring.c — see ft-xmpp-keyring.h. */
/* explicit_bzero() is outside strict C11. */
#define _DEFAULT_SOURCE
#include "config.h"

#include "ft-secret-library.h"

#include <string.h>

#include <libsecret/secret.h>

#include "ft-xmpp-jid.h"
#include "ft-xmpp-keyring.h"

static const SecretSchema *
schema (void)
{
  static const SecretSchema the_schema = {
    FT_XMPP_KEYRING_SCHEMA,
    SECRET_SCHEMA_NONE,
    {
      { "account", SECRET_SCHEMA_ATTRIBUTE_STRING },
      { NULL, 0 },
    },
    0, NULL, NULL, NULL, NULL, NULL, NULL, NULL,
  };

  return &the_schema;
}

/* Any failure of the service itself means there is no keyring to use;
 * a call cancelled says only that (G_IO_ERROR_CANCELLED): it tells nothing
 * about the keyring. */
static FtXmppKeyringResult
unavailable (GError *cause, GError **error)
{
  if (g_error_matches (cause, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    {
      g_propagate_error (error, cause);
      return FT_XMPP_KEYRING_UNAVAILABLE;
    }
  g_set_error (error, G_IO_ERROR, G_IO_ERROR_NOT_SUPPORTED,
               "no keyring (the desktop's Secret Service cannot be used: %s); the password is asked each time",
               cause->message);
  g_error_free (cause);
  return FT_XMPP_KEYRING_UNAVAILABLE;
}

/* libsecret is opened on first use (ft-secret-library.h). Without it there
 * is no keyring: the call ends later, as the service's failures do, with a
 * task tagged by our own function (libsecret's tasks carry its tags). */
static gboolean
library_missing (GAsyncReadyCallback callback, gpointer user_data, gpointer tag)
{
  GError *error = NULL;

  if (ft_secret_library_open (&error))
    return FALSE;
  g_task_report_error (NULL, callback, user_data, tag, error);
  return TRUE;
}

static gboolean
library_failure (GAsyncResult *result, gpointer tag, GError **cause)
{
  if (!g_async_result_is_tagged (result, tag))
    return FALSE;
  g_task_propagate_boolean (G_TASK (result), cause);
  return TRUE;
}

void
ft_xmpp_keyring_lookup (const char *account, GCancellable *cancellable, GAsyncReadyCallback callback,
                        gpointer user_data)
{
  g_autofree char *bare = ft_xmpp_jid_bare (account);

  g_return_if_fail (bare != NULL);
  if (library_missing (callback, user_data, ft_xmpp_keyring_lookup))
    return;
  secret_password_lookup (schema (), cancellable, callback, user_data, "account", bare, NULL);
}

char *
ft_xmpp_keyring_lookup_finish (GAsyncResult *result, FtXmppKeyringResult *outcome, GError **error)
{
  GError *cause = NULL;
  char *password = NULL;

  if (!library_failure (result, ft_xmpp_keyring_lookup, &cause))
    password = secret_password_lookup_finish (result, &cause);

  if (cause != NULL)
    {
      *outcome = unavailable (cause, error);
      return NULL;
    }
  *outcome = password != NULL ? FT_XMPP_KEYRING_FOUND : FT_XMPP_KEYRING_NOT_STORED;
  return password;
}

void
ft_xmpp_keyring_store (const char *account, const char *password, GCancellable *cancellable,
                       GAsyncReadyCallback callback, gpointer user_data)
{
  g_autofree char *bare = ft_xmpp_jid_bare (account);
  g_autofree char *label = NULL;

  g_return_if_fail (bare != NULL && password != NULL);
  if (library_missing (callback, user_data, ft_xmpp_keyring_store))
    return;
  label = g_strdup_printf ("Fourteen: XMPP account %s", bare);
  secret_password_store (schema (), SECRET_COLLECTION_DEFAULT, label, password, cancellable, callback, user_data,
                         "account", bare, NULL);
}

FtXmppKeyringResult
ft_xmpp_keyring_store_finish (GAsyncResult *result, GError **error)
{
  GError *cause = NULL;

  if (library_failure (result, ft_xmpp_keyring_store, &cause) || !secret_password_store_finish (result, &cause))
    return unavailable (cause != NULL ? cause : g_error_new_literal (G_IO_ERROR, G_IO_ERROR_FAILED, "not stored"),
                        error);
  return FT_XMPP_KEYRING_FOUND;
}

void
ft_xmpp_keyring_clear (const char *account, GCancellable *cancellable, GAsyncReadyCallback callback,
                       gpointer user_data)
{
  g_autofree char *bare = ft_xmpp_jid_bare (account);

  g_return_if_fail (bare != NULL);
  if (library_missing (callback, user_data, ft_xmpp_keyring_clear))
    return;
  secret_password_clear (schema (), cancellable, callback, user_data, "account", bare, NULL);
}

FtXmppKeyringResult
ft_xmpp_keyring_clear_finish (GAsyncResult *result, GError **error)
{
  GError *cause = NULL;
  gboolean removed = !library_failure (result, ft_xmpp_keyring_clear, &cause) && secret_password_clear_finish (result, &cause);

  if (cause != NULL)
    return unavailable (cause, error);
  return removed ? FT_XMPP_KEYRING_FOUND : FT_XMPP_KEYRING_NOT_STORED;
}

void
ft_xmpp_keyring_free_password (char *password)
{
  /* A password typed, with libsecret never opened: it cannot be libsecret's
   * memory, and is wiped as libsecret would. */
  if (secret_password_free == NULL)
    {
      if (password != NULL)
        explicit_bzero (password, strlen (password));
      g_free (password);
      return;
    }
  secret_password_free (password);
}
