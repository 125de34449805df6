/* test-xmpp-caps.c — service discovery and entity capabilities
 * (ft-xmpp-caps.c): the verification string of XEP-0115's own example, our
 * answer read back (our feature there, its hash our string), an answer
 * that does not hash to what was announced, a presence's caps, and a
 * longer answer than is believed. */
#include "config.h"

#include <string.h>

#include "ft-xmpp-caps.h"
#include "ft-xmpp-session.h"

static xmpp_ctx_t *ctx;

static xmpp_stanza_t *
parse (const char *xml)
{
  xmpp_stanza_t *stanza = xmpp_stanza_new_from_string (ctx, xml);

  g_assert_nonnull (stanza);
  return stanza;
}

/* XEP-0115 §5.2: Exodus 0.9.1. */
static void
test_spec_example (void)
{
  const char *features[] = { "http://jabber.org/protocol/caps", "http://jabber.org/protocol/disco#info",
                             "http://jabber.org/protocol/disco#items", "http://jabber.org/protocol/muc", NULL };
  g_autofree char *ver = ft_xmpp_caps_ver ("client", "pc", "Exodus 0.9.1", features);

  g_assert_cmpstr (ver, ==, "QgayPKawpkPSDYmwT/WM94uAlu0=");
}

static void
test_our_answer (void)
{
  xmpp_stanza_t *iq = xmpp_iq_new (ctx, "result", "x1");
  xmpp_stanza_t *presence = xmpp_presence_new (ctx);
  const char *node, *ver;
  gboolean has = FALSE;

  xmpp_stanza_add_child_ex (iq, ft_xmpp_caps_our_query (ctx, NULL), 0);
  g_assert_true (ft_xmpp_caps_read_info (iq, FT_XMPP_NS, ft_xmpp_caps_our_ver (), &has));
  g_assert_true (has);
  g_assert_false (ft_xmpp_caps_read_info (iq, FT_XMPP_NS, "QgayPKawpkPSDYmwT/WM94uAlu0=", &has));
  xmpp_stanza_add_child_ex (presence, ft_xmpp_caps_our_element (ctx), 0);
  g_assert_true (ft_xmpp_caps_of_presence (presence, &node, &ver));
  g_assert_cmpstr (node, ==, FT_XMPP_CAPS_NODE);
  g_assert_cmpstr (ver, ==, ft_xmpp_caps_our_ver ());
  xmpp_stanza_release (iq);
  xmpp_stanza_release (presence);
}

static void
test_others (void)
{
  xmpp_stanza_t *no_caps = parse ("<presence from='a@b/c'/>");
  xmpp_stanza_t *md5 = parse ("<presence><c xmlns='http://jabber.org/protocol/caps' hash='md5' node='n' ver='v'/></presence>");
  xmpp_stanza_t *plain = parse ("<iq type='result'><query xmlns='http://jabber.org/protocol/disco#info'>"
                                "<identity category='client' type='phone'/><feature var='urn:xmpp:ping'/>"
                                "</query></iq>");
  g_autoptr (GString) many = g_string_new ("<iq><query xmlns='http://jabber.org/protocol/disco#info'>");
  xmpp_stanza_t *huge;
  const char *node, *ver;
  gboolean has = TRUE;

  g_assert_false (ft_xmpp_caps_of_presence (no_caps, &node, &ver));
  g_assert_false (ft_xmpp_caps_of_presence (md5, &node, &ver));
  g_assert_true (ft_xmpp_caps_read_info (plain, FT_XMPP_NS, NULL, &has));
  g_assert_false (has);
  for (int i = 0; i < 250; i++)
    g_string_append_printf (many, "<feature var='f%d'/>", i);
  g_string_append (many, "<feature var='urn:fourteen:game:1'/></query></iq>");
  huge = parse (many->str);
  g_assert_false (ft_xmpp_caps_read_info (huge, FT_XMPP_NS, NULL, &has));
  xmpp_stanza_release (no_caps);
  xmpp_stanza_release (md5);
  xmpp_stanza_release (plain);
  xmpp_stanza_release (huge);
}

int
main (int argc, char *argv[])
{
  int status;

  g_test_init (&argc, &argv, NULL);
  g_assert_true (ft_xmpp_session_library_open (NULL));
  xmpp_initialize ();
  ctx = xmpp_ctx_new (NULL, NULL);
  g_test_add_func ("/xmpp-caps/spec-example", test_spec_example);
  g_test_add_func ("/xmpp-caps/our-answer", test_our_answer);
  g_test_add_func ("/xmpp-caps/others", test_others);
  status = g_test_run ();
  xmpp_ctx_free (ctx);
  xmpp_shutdown ();
  return status;
}
