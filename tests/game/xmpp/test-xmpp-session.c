/* test-xmpp-session.c — an account's session (ft-xmpp-session.c) where no
 * server is needed: what an account and a server may be, a server that
 * cannot be reached (said, and final before a first sign-in), nothing sent
 * while offline, our answers to a ping and to service discovery. Signing
 * in, TLS, resumption and the rest are tests/game/xmpp/test-xmpp.sh's, on
 * real servers. */
#include "config.h"

#include <gio/gio.h>
#include <string.h>

#include "ft-xmpp-caps.h"
#include "ft-xmpp-session.h"

static void
test_accounts (void)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (FtXmppSession) session = ft_xmpp_session_new ("Ann@Example.org", &error);

  g_assert_no_error (error);
  g_assert_cmpstr (ft_xmpp_session_get_account (session), ==, "ann@example.org");
  g_assert_true (g_str_has_prefix (ft_xmpp_session_get_resource (session), "fourteen-"));
  g_assert_cmpuint (strlen (ft_xmpp_session_get_resource (session)), ==, strlen ("fourteen-") + 8);
  g_assert_null (ft_xmpp_session_get_jid (session));
  g_assert_true (ft_xmpp_session_set_server (session, "127.0.0.1:5333", &error));
  g_assert_true (ft_xmpp_session_set_server (session, "[::1]:5222", &error));
  g_assert_true (ft_xmpp_session_set_server (session, "xmpp.example.org", &error));
  g_assert_false (ft_xmpp_session_set_server (session, "host:port", &error));
  g_assert_nonnull (error);
  g_clear_error (&error);
  g_assert_null (ft_xmpp_session_new ("ann@example.org/pc", &error));
  g_assert_nonnull (strstr (error->message, "without a resource"));
  g_clear_error (&error);
  g_assert_null (ft_xmpp_session_new ("example.org", &error));
  g_clear_error (&error);
  g_assert_null (ft_xmpp_session_new ("an n@example.org", &error));
  g_assert_error (error, FT_XMPP_ERROR, FT_XMPP_ERROR_BAD_JID);
}

typedef struct
{
  int code;
  char *why;
  xmpp_stanza_t *sent;
} Failed;

static void
failed_cb (FtXmppSession *session G_GNUC_UNUSED, int code, const char *why, gpointer user_data)
{
  Failed *failed = user_data;

  failed->code = code;
  failed->why = g_strdup (why);
}

/* A port nothing listens on. */
static guint16
closed_port (void)
{
  g_autoptr (GSocket) socket = g_socket_new (G_SOCKET_FAMILY_IPV4, G_SOCKET_TYPE_STREAM, G_SOCKET_PROTOCOL_TCP, NULL);
  g_autoptr (GInetAddress) loopback = g_inet_address_new_loopback (G_SOCKET_FAMILY_IPV4);
  g_autoptr (GSocketAddress) any = g_inet_socket_address_new (loopback, 0);
  g_autoptr (GSocketAddress) bound = NULL;

  g_assert_true (g_socket_bind (socket, any, FALSE, NULL));
  bound = g_socket_get_local_address (socket, NULL);
  return g_inet_socket_address_get_port (G_INET_SOCKET_ADDRESS (bound));
}

static void
test_unreachable (void)
{
  g_autoptr (FtXmppSession) session = ft_xmpp_session_new ("ann@alpha.test", NULL);
  g_autofree char *server = g_strdup_printf ("127.0.0.1:%u", closed_port ());
  Failed failed = { -1, NULL, NULL };
  xmpp_stanza_t *presence;

  g_signal_connect (session, "failed", G_CALLBACK (failed_cb), &failed);
  g_assert_true (ft_xmpp_session_set_server (session, server, NULL));
  ft_xmpp_session_connect (session, "secret-never-shown");
  g_assert_cmpint (ft_xmpp_session_get_state (session), ==, FT_XMPP_STATE_CONNECTING);
  while (failed.why == NULL)
    g_main_context_iteration (NULL, TRUE);
  g_assert_cmpint (failed.code, ==, FT_XMPP_ERROR_NETWORK);
  g_assert_nonnull (strstr (failed.why, "connection"));
  g_assert_null (strstr (failed.why, "secret"));
  g_assert_cmpint (ft_xmpp_session_get_state (session), ==, FT_XMPP_STATE_OFFLINE);
  presence = xmpp_presence_new (ft_xmpp_session_get_context (session));
  g_assert_false (ft_xmpp_session_send (session, presence));
  xmpp_stanza_release (presence);
  ft_xmpp_session_count_ignored (session, "eve@evil.example/x", "a test");
  g_assert_cmpuint (ft_xmpp_session_get_n_ignored (session), ==, 1);
  g_free (failed.why);
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/xmpp-session/accounts", test_accounts);
  g_test_add_func ("/xmpp-session/unreachable", test_unreachable);
  return g_test_run ();
}
