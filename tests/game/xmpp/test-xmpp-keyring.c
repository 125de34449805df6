/* test-xmpp-keyring.c — an account's password in the desktop's keyring
 * (ft-xmpp-keyring.c). Run by test-xmpp-keyring.sh twice: on a private
 * session bus with gnome-keyring-daemon (the Secret Service) — nothing
 * kept, stored, found, forgotten — and with no session bus at all, where
 * the answer is "no keyring", saying why. */
#include "config.h"

#include <string.h>

#include "ft-xmpp-keyring.h"

typedef struct
{
  GAsyncResult *result;
} Wait;

static void
done_cb (GObject *source G_GNUC_UNUSED, GAsyncResult *result, gpointer user_data)
{
  ((Wait *) user_data)->result = g_object_ref (result);
}

static GAsyncResult *
wait_for (Wait *wait)
{
  while (wait->result == NULL)
    g_main_context_iteration (NULL, TRUE);
  return wait->result;
}

static char *
lookup (const char *account, FtXmppKeyringResult *outcome, GError **error)
{
  Wait wait = { NULL };
  char *password;

  ft_xmpp_keyring_lookup (account, NULL, done_cb, &wait);
  password = ft_xmpp_keyring_lookup_finish (wait_for (&wait), outcome, error);
  g_object_unref (wait.result);
  return password;
}

static void
test_keyring (void)
{
  g_autoptr (GError) error = NULL;
  FtXmppKeyringResult outcome;
  Wait wait = { NULL };
  char *password;

  g_assert_null (lookup ("ann@alpha.test", &outcome, &error));
  g_assert_no_error (error);
  g_assert_cmpint (outcome, ==, FT_XMPP_KEYRING_NOT_STORED);
  ft_xmpp_keyring_store ("Ann@Alpha.test/pc", "s3cret ½", NULL, done_cb, &wait);
  g_assert_cmpint (ft_xmpp_keyring_store_finish (wait_for (&wait), &error), ==, FT_XMPP_KEYRING_FOUND);
  g_clear_object (&wait.result);
  password = lookup ("ann@alpha.test", &outcome, &error);
  g_assert_cmpint (outcome, ==, FT_XMPP_KEYRING_FOUND);
  g_assert_cmpstr (password, ==, "s3cret ½");
  ft_xmpp_keyring_free_password (password);
  g_assert_null (lookup ("bob@beta.test", &outcome, &error));
  g_assert_cmpint (outcome, ==, FT_XMPP_KEYRING_NOT_STORED);
  ft_xmpp_keyring_clear ("ann@alpha.test", NULL, done_cb, &wait);
  g_assert_cmpint (ft_xmpp_keyring_clear_finish (wait_for (&wait), &error), ==, FT_XMPP_KEYRING_FOUND);
  g_clear_object (&wait.result);
  g_assert_null (lookup ("ann@alpha.test", &outcome, &error));
  g_assert_cmpint (outcome, ==, FT_XMPP_KEYRING_NOT_STORED);
}

static void
test_no_keyring (void)
{
  g_autoptr (GError) error = NULL;
  FtXmppKeyringResult outcome;
  Wait wait = { NULL };

  g_assert_null (lookup ("ann@alpha.test", &outcome, &error));
  g_assert_cmpint (outcome, ==, FT_XMPP_KEYRING_UNAVAILABLE);
  g_assert_nonnull (strstr (error->message, "no keyring"));
  g_clear_error (&error);
  ft_xmpp_keyring_store ("ann@alpha.test", "s3cret", NULL, done_cb, &wait);
  g_assert_cmpint (ft_xmpp_keyring_store_finish (wait_for (&wait), &error), ==, FT_XMPP_KEYRING_UNAVAILABLE);
  g_assert_nonnull (error);
  g_clear_object (&wait.result);
}

/* A call cancelled (the window signing in anew) says it was cancelled, not
 * that there is no keyring: the window would stop using a keyring that
 * works. */
static void
test_cancelled (void)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (GCancellable) cancellable = g_cancellable_new ();
  Wait wait = { NULL };

  g_cancellable_cancel (cancellable);
  ft_xmpp_keyring_store ("ann@alpha.test", "s3cret", cancellable, done_cb, &wait);
  g_assert_cmpint (ft_xmpp_keyring_store_finish (wait_for (&wait), &error), ==, FT_XMPP_KEYRING_UNAVAILABLE);
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
  g_clear_object (&wait.result);
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  if (g_strcmp0 (g_getenv ("FT_KEYRING"), "none") == 0)
    g_test_add_func ("/xmpp-keyring/none", test_no_keyring);
  else
    g_test_add_func ("/xmpp-keyring/secret-service", test_keyring);
  g_test_add_func ("/xmpp-keyring/cancelled", test_cancelled);
  return g_test_run ();
}
