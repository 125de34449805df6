/* test-xmpp-link.c — the game's link to one peer over XMPP and the router
 * that feeds it (ft-xmpp-link.c, ft-xmpp-router.c), without a server: the
 * session's signals are emitted by the test as the server's stanzas would
 * come. A line reaches its link's game only from its full JID; a stranger's
 * is offered and counted; malformed lines are refused; a flood of the live
 * view is dropped at once while moves still pass; the game's own lines wait
 * their turn; the peer going offline, a stream started anew, silence and
 * too much waiting while offline end the link. */
#include "config.h"

#include <string.h>

#include "ft-xmpp-router.h"
#include "ft-xmpp-stanza.h"

typedef struct
{
  FtXmppSession *session;
  FtXmppRouter *router;
  FtXmppLink *link;
  GArray *kinds;
  gboolean closed;
  guint strangers;
} Fixture;

static void
message_cb (FtNetLink *link G_GNUC_UNUSED, gpointer data, gpointer user_data)
{
  Fixture *f = user_data;
  int kind = ((const FtNetMessage *) data)->kind;

  g_array_append_val (f->kinds, kind);
}

static void
closed_cb (FtNetLink *link G_GNUC_UNUSED, gpointer user_data)
{
  ((Fixture *) user_data)->closed = TRUE;
}

static gboolean
stranger_cb (FtXmppRouter *router G_GNUC_UNUSED, const char *from, gpointer msg, gpointer user_data)
{
  Fixture *f = user_data;
  int kind = ((const FtNetMessage *) msg)->kind;

  /* Offered parsed: another resource of the peer's, and someone else. */
  g_assert_true ((g_str_equal (from, "bob@beta.test/other") && kind == FT_NET_RESIGN)
                 || (g_str_equal (from, "eve@evil.example/x") && kind == FT_NET_HELLO));
  f->strangers++;
  return FALSE;
}

static void
fixture_init (Fixture *f)
{
  memset (f, 0, sizeof *f);
  f->session = ft_xmpp_session_new ("ann@alpha.test", NULL);
  f->router = ft_xmpp_router_get (f->session);
  f->link = ft_xmpp_router_open (f->router, "bob@beta.test/x");
  f->kinds = g_array_new (FALSE, FALSE, sizeof (int));
  g_signal_connect (f->link, "message", G_CALLBACK (message_cb), f);
  g_signal_connect (f->link, "closed", G_CALLBACK (closed_cb), f);
  g_signal_connect (f->router, "stranger", G_CALLBACK (stranger_cb), f);
}

static void
fixture_clear (Fixture *f)
{
  g_signal_handlers_disconnect_by_data (f->link, f);
  g_clear_object (&f->link);
  g_clear_object (&f->session);
  g_array_unref (f->kinds);
}

/* A game stanza from `from`, as the server delivers it. */
static void
deliver (Fixture *f, const char *from, const char *line)
{
  xmpp_stanza_t *message = ft_xmpp_stanza_new_game (ft_xmpp_session_get_context (f->session), "ann@alpha.test/f",
                                                    line);

  xmpp_stanza_set_from (message, from);
  g_signal_emit_by_name (f->session, "message", message);
  xmpp_stanza_release (message);
}

static void
spin_ms (guint ms)
{
  gint64 end = g_get_monotonic_time () + ms * 1000;

  while (g_get_monotonic_time () < end)
    g_main_context_iteration (NULL, FALSE);
}

static void
test_routing (void)
{
  Fixture f = { 0 };

  fixture_init (&f);
  g_assert_cmpstr (ft_net_link_get_peer (FT_NET_LINK (f.link)), ==, "bob@beta.test/x");
  g_assert_cmpstr (ft_net_link_get_address (FT_NET_LINK (f.link)), ==, "bob@beta.test");
  g_assert_true (ft_xmpp_router_lookup (f.router, "BOB@beta.test/x") == f.link);
  deliver (&f, "bob@beta.test/x", "RESIGN");
  deliver (&f, "bob@beta.test/x", "PING"); /* answered below the link */
  deliver (&f, "bob@beta.test/other", "RESIGN");
  deliver (&f, "eve@evil.example/x", "HELLO fourteen 3 ABCD role=watch");
  deliver (&f, "eve@evil.example/x", "not a line");
  g_assert_cmpuint (f.kinds->len, ==, 1);
  g_assert_cmpint (g_array_index (f.kinds, int, 0), ==, FT_NET_RESIGN);
  g_assert_cmpuint (f.strangers, ==, 2);
  g_assert_cmpuint (ft_xmpp_router_get_n_strangers (f.router), ==, 3);
  g_assert_cmpuint (ft_xmpp_session_get_n_ignored (f.session), ==, 3);

  deliver (&f, "bob@beta.test/x", "MOVE e9e9 ply=x");
  g_assert_cmpuint (ft_net_link_get_n_refused (FT_NET_LINK (f.link)), ==, 1);
  g_assert_cmpuint (f.kinds->len, ==, 1);
  fixture_clear (&f);
}

static void
test_rates (void)
{
  Fixture f = { 0 };

  fixture_init (&f);
  ft_xmpp_link_set_rate_limit (f.link, 10.0, 5.0);
  /* The live view past its share is dropped at once... */
  for (int i = 0; i < 50; i++)
    deliver (&f, "bob@beta.test/x", "SELECT e2");
  g_assert_cmpuint (f.kinds->len, ==, 5);
  g_assert_cmpuint (ft_xmpp_link_get_n_dropped (f.link), ==, 45);
  /* ...and a move after it passes at once. */
  deliver (&f, "bob@beta.test/x", "OFFER draw");
  g_assert_cmpint (g_array_index (f.kinds, int, f.kinds->len - 1), ==, FT_NET_OFFER);
  /* The game's lines past the rate wait their turn, none lost. */
  for (int i = 0; i < 14; i++)
    deliver (&f, "bob@beta.test/x", "DECLINE draw");
  g_assert_cmpuint (f.kinds->len, ==, 6 + 4);
  spin_ms (1200);
  g_assert_cmpuint (f.kinds->len, ==, 6 + 14);
  fixture_clear (&f);
}

static void
test_ends (void)
{
  Fixture f = { 0 };
  xmpp_stanza_t *presence;
  FtNetMessage msg;

  fixture_init (&f);
  presence = xmpp_presence_new (ft_xmpp_session_get_context (f.session));
  xmpp_stanza_set_from (presence, "bob@beta.test/x");
  xmpp_stanza_set_type (presence, "unavailable");
  g_signal_emit_by_name (f.session, "presence", presence);
  xmpp_stanza_release (presence);
  g_assert_true (f.closed);
  g_assert_null (ft_xmpp_router_lookup (f.router, "bob@beta.test/x"));
  fixture_clear (&f);

  /* A stream started anew ends every link. */
  fixture_init (&f);
  g_signal_emit_by_name (f.session, "online", FALSE);
  g_assert_true (f.closed);
  fixture_clear (&f);

  /* Silence. */
  fixture_init (&f);
  ft_net_link_set_keepalive (FT_NET_LINK (f.link), 30, 150);
  while (!f.closed)
    g_main_context_iteration (NULL, TRUE);
  fixture_clear (&f);

  /* Too much waiting to be sent while offline. */
  fixture_init (&f);
  ft_net_message_init (&msg, FT_NET_RESIGN);
  for (int i = 0; i < FT_XMPP_LINK_OFFLINE_QUEUE && !f.closed; i++)
    ft_net_link_send (FT_NET_LINK (f.link), &msg);
  g_assert_false (f.closed);
  ft_net_link_send (FT_NET_LINK (f.link), &msg);
  g_assert_true (f.closed);
  fixture_clear (&f);
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/xmpp-link/routing", test_routing);
  g_test_add_func ("/xmpp-link/rates", test_rates);
  g_test_add_func ("/xmpp-link/ends", test_ends);
  return g_test_run ();
}
