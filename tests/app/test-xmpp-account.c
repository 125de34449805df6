/* test-xmpp-account.c — the window's XMPP account (FtXmppAccount) without
 * a server: an address that is no account and a server that cannot be read
 * refused at once; no keyring (no session bus): the password asked for,
 * and the keyring said to be missing; a server nobody answers on said
 * unreachable; the address remembered in GSettings signed in again at start
 * and forgotten at sign-out. (Signing in for real: test-xmpp-window.) */
#include "config.h"

#include <string.h>

#define G_SETTINGS_ENABLE_BACKEND
#include <gio/gsettingsbackend.h>

#include "ft-xmpp-account.h"

typedef struct
{
  GMainLoop *loop;
  guint n_needed;
} Run;

static void
password_needed_cb (FtXmppAccount *account G_GNUC_UNUSED, gpointer user_data)
{
  Run *run = user_data;

  run->n_needed++;
  g_main_loop_quit (run->loop);
}

static void
status_cb (GObject *account, GParamSpec *pspec G_GNUC_UNUSED, gpointer user_data)
{
  Run *run = user_data;

  if (strstr (ft_xmpp_account_get_status (FT_XMPP_ACCOUNT (account)), "cannot be reached") != NULL)
    g_main_loop_quit (run->loop);
}

static gboolean
timeout_cb (gpointer user_data)
{
  g_error ("no answer within 20 s (status: %s)", ft_xmpp_account_get_status (user_data));
  return G_SOURCE_REMOVE;
}

static void
run_until_quit (Run *run, FtXmppAccount *account)
{
  guint id = g_timeout_add (20000, timeout_cb, account);

  g_main_loop_run (run->loop);
  g_source_remove (id);
}

static void
test_refused_at_once (void)
{
  g_autoptr (FtXmppAccount) account = ft_xmpp_account_new (NULL);
  g_autoptr (GError) error = NULL;

  g_assert_cmpstr (ft_xmpp_account_get_status (account), ==, "Not signed in");
  g_assert_false (ft_xmpp_account_sign_in (account, "not an address", "pw", &error));
  g_assert_nonnull (error);
  g_clear_error (&error);
  g_assert_false (ft_xmpp_account_set_server (account, "host:99999", &error));
  g_assert_nonnull (error);
  g_assert_null (ft_xmpp_account_get_session (account));
  g_assert_cmpint (ft_xmpp_account_get_state (account), ==, FT_XMPP_STATE_OFFLINE);
}

static void
test_no_keyring (void)
{
  g_autoptr (FtXmppAccount) account = ft_xmpp_account_new (NULL);
  Run run = { g_main_loop_new (NULL, FALSE), 0 };

  g_signal_connect (account, "password-needed", G_CALLBACK (password_needed_cb), &run);
  g_assert_true (ft_xmpp_account_sign_in (account, "ann@example.org", NULL, NULL));
  g_assert_cmpstr (ft_xmpp_account_get_jid (account), ==, "ann@example.org");
  run_until_quit (&run, account);
  g_assert_cmpuint (run.n_needed, ==, 1);
  g_assert_cmpstr (ft_xmpp_account_get_status (account), ==, "Type the password to sign in");
  g_assert_false (ft_xmpp_account_has_keyring (account));
  g_assert_cmpint (ft_xmpp_account_get_state (account), ==, FT_XMPP_STATE_OFFLINE);
  g_main_loop_unref (run.loop);
}

static void
test_unreachable (void)
{
  g_autoptr (FtXmppAccount) account = ft_xmpp_account_new (NULL);
  Run run = { g_main_loop_new (NULL, FALSE), 0 };

  /* Port 1 on loopback: nobody listens. */
  g_assert_true (ft_xmpp_account_set_server (account, "127.0.0.1:1", NULL));
  g_signal_connect (account, "notify::status", G_CALLBACK (status_cb), &run);
  g_assert_true (ft_xmpp_account_sign_in (account, "ann@example.org", "secret", NULL));
  g_assert_cmpstr (ft_xmpp_account_get_status (account), ==, "Signing in…");
  run_until_quit (&run, account);
  g_assert_cmpint (ft_xmpp_account_get_state (account), ==, FT_XMPP_STATE_OFFLINE);
  g_main_loop_unref (run.loop);
}

static void
test_remembered (void)
{
  g_autoptr (GSettingsBackend) backend = g_memory_settings_backend_new ();
  g_autoptr (GSettings) settings = g_settings_new_with_backend ("io.github.fourteenchess.Fourteen", backend);
  g_autoptr (FtXmppAccount) account = ft_xmpp_account_new (NULL);
  g_autofree char *kept = NULL;
  Run run = { g_main_loop_new (NULL, FALSE), 0 };

  g_settings_set_string (settings, "xmpp-account", "bob@example.net");
  g_signal_connect (account, "password-needed", G_CALLBACK (password_needed_cb), &run);
  ft_xmpp_account_start (account, settings);
  g_assert_cmpstr (ft_xmpp_account_get_jid (account), ==, "bob@example.net");
  run_until_quit (&run, account);
  g_assert_cmpuint (run.n_needed, ==, 1);
  ft_xmpp_account_sign_out (account);
  kept = g_settings_get_string (settings, "xmpp-account");
  g_assert_cmpstr (kept, ==, "");
  g_assert_cmpstr (ft_xmpp_account_get_status (account), ==, "Not signed in");
  g_assert_null (ft_xmpp_account_get_session (account));
  g_main_loop_unref (run.loop);
}

int
main (int argc, char **argv)
{
  /* No session bus: no keyring (as on a desktop without one). */
  g_setenv ("DBUS_SESSION_BUS_ADDRESS", "unix:path=/nonexistent/fourteen-test-bus", TRUE);
  g_unsetenv ("FOURTEEN_XMPP_SERVER");
  g_unsetenv ("FOURTEEN_XMPP_CA");
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/xmpp-account/refused-at-once", test_refused_at_once);
  g_test_add_func ("/xmpp-account/no-keyring", test_no_keyring);
  g_test_add_func ("/xmpp-account/unreachable", test_unreachable);
  g_test_add_func ("/xmpp-account/remembered", test_remembered);
  return g_test_run ();
}
