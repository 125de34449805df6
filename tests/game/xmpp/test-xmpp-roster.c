/* test-xmpp-roster.c — the contact list (ft-xmpp-roster.c, ft-xmpp-contact.c)
 * without a server: the session's signals are emitted as the server's
 * stanzas would come. Pushes from the account change the list, from anyone
 * else not; a subscription asked for by a stranger is a request, by a
 * contact granted; resources come and go; a capability string is asked
 * about before it is believed. */
#include "config.h"

#include <string.h>

#include "ft-xmpp-roster.h"

typedef struct
{
  FtXmppSession *session;
  FtXmppRoster *roster;
  GPtrArray *requests;
} Fixture;

static void
request_cb (FtXmppRoster *roster G_GNUC_UNUSED, const char *jid, gpointer user_data)
{
  g_ptr_array_add (((Fixture *) user_data)->requests, g_strdup (jid));
}

static xmpp_stanza_t *
parse (Fixture *f, const char *xml)
{
  xmpp_stanza_t *stanza = xmpp_stanza_new_from_string (ft_xmpp_session_get_context (f->session), xml);

  g_assert_nonnull (stanza);
  return stanza;
}

static gboolean
iq (Fixture *f, const char *xml)
{
  xmpp_stanza_t *stanza = parse (f, xml);
  gboolean handled = FALSE;

  g_signal_emit_by_name (f->session, "iq", stanza, &handled);
  xmpp_stanza_release (stanza);
  return handled;
}

static void
presence (Fixture *f, const char *xml)
{
  xmpp_stanza_t *stanza = parse (f, xml);

  g_signal_emit_by_name (f->session, "presence", stanza);
  xmpp_stanza_release (stanza);
}

static void
test_list (void)
{
  Fixture f = { ft_xmpp_session_new ("ann@alpha.test", NULL), NULL, g_ptr_array_new_with_free_func (g_free) };
  FtXmppContact *bob;

  f.roster = ft_xmpp_roster_new (f.session);
  g_signal_connect (f.roster, "subscription-request", G_CALLBACK (request_cb), &f);
  g_assert_true (iq (&f, "<iq type='set' id='p1'><query xmlns='jabber:iq:roster'>"
                         "<item jid='Bob@Beta.test' name='Bob' subscription='both'/>"
                         "<item jid='carol@alpha.test' subscription='to'/></query></iq>"));
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (f.roster)), ==, 2);
  bob = ft_xmpp_roster_lookup (f.roster, "bob@beta.test/anything");
  g_assert_nonnull (bob);
  g_assert_cmpstr (ft_xmpp_contact_get_name (bob), ==, "Bob");
  g_assert_cmpint (ft_xmpp_contact_get_subscription (bob), ==, FT_XMPP_SUBSCRIPTION_BOTH);
  g_assert_cmpstr (ft_xmpp_contact_get_name (ft_xmpp_roster_lookup (f.roster, "carol@alpha.test")), ==,
                   "carol@alpha.test");

  /* A push from anyone but the account is refused. */
  g_assert_true (iq (&f, "<iq type='set' id='p2' from='eve@evil.example/x'><query xmlns='jabber:iq:roster'>"
                         "<item jid='eve@evil.example' subscription='both'/></query></iq>"));
  g_assert_false (ft_xmpp_roster_is_contact (f.roster, "eve@evil.example"));
  g_assert_cmpuint (ft_xmpp_session_get_n_ignored (f.session), ==, 1);
  g_assert_true (iq (&f, "<iq type='set' id='p3' from='ann@alpha.test'><query xmlns='jabber:iq:roster'>"
                         "<item jid='carol@alpha.test' subscription='remove'/></query></iq>"));
  g_assert_false (ft_xmpp_roster_is_contact (f.roster, "carol@alpha.test"));
  g_assert_false (iq (&f, "<iq type='get' id='p4'><query xmlns='jabber:iq:version'/></iq>"));

  /* Subscriptions: a stranger's is a request (once), a contact's is not. */
  presence (&f, "<presence from='eve@evil.example/x' type='subscribe'/>");
  presence (&f, "<presence from='eve@evil.example/y' type='subscribe'/>");
  presence (&f, "<presence from='bob@beta.test/x' type='subscribe'/>");
  g_assert_cmpuint (f.requests->len, ==, 1);
  g_assert_cmpstr (g_ptr_array_index (f.requests, 0), ==, "eve@evil.example");

  /* Resources: online, and with Fourteen only once its capabilities are
   * checked (no server here to answer the question: not believed). */
  presence (&f, "<presence from='bob@beta.test/phone'/>");
  g_assert_true (ft_xmpp_contact_is_online (bob));
  g_assert_null (ft_xmpp_contact_get_fourteen_jid (bob));
  presence (&f, "<presence from='bob@beta.test/pc'><c xmlns='http://jabber.org/protocol/caps' hash='sha-1' "
                "node='https://github.com/fourteenchess/fourteen' ver='forged='/></presence>");
  g_assert_null (ft_xmpp_contact_get_fourteen_jid (bob));
  presence (&f, "<presence from='bob@beta.test/phone' type='unavailable'/>");
  presence (&f, "<presence from='bob@beta.test/pc' type='unavailable'/>");
  g_assert_false (ft_xmpp_contact_is_online (bob));

  g_clear_object (&f.roster);
  g_clear_object (&f.session);
  g_ptr_array_unref (f.requests);
}

static void
test_contact (void)
{
  g_autoptr (FtXmppContact) contact = ft_xmpp_contact_new ("dave@beta.test");
  guint notified = 0;

  g_signal_connect_swapped (contact, "notify::fourteen", G_CALLBACK (g_atomic_int_inc), &notified);
  ft_xmpp_contact_set_resource (contact, "a", TRUE, FALSE);
  ft_xmpp_contact_set_resource (contact, "b", TRUE, TRUE);
  g_assert_cmpstr (ft_xmpp_contact_get_fourteen_jid (contact), ==, "dave@beta.test/b");
  ft_xmpp_contact_set_resource (contact, "b", FALSE, FALSE);
  g_assert_null (ft_xmpp_contact_get_fourteen_jid (contact));
  g_assert_true (ft_xmpp_contact_is_online (contact));
  g_assert_cmpuint (notified, ==, 2);
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/xmpp-roster/list", test_list);
  g_test_add_func ("/xmpp-roster/contact", test_contact);
  return g_test_run ();
}
