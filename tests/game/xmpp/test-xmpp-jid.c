/* test-xmpp-jid.c — XMPP addresses as Fourteen reads them (ft-xmpp-jid.c):
 * the parts, the folding of localpart and domain, what is refused and why. */
#include "config.h"

#include "ft-xmpp-jid.h"

static void
assert_bad (const char *text, const char *why)
{
  g_autoptr (GError) error = NULL;

  g_assert_false (ft_xmpp_jid_parse (text, NULL, NULL, NULL, &error));
  g_assert_error (error, FT_XMPP_ERROR, FT_XMPP_ERROR_BAD_JID);
  if (g_strstr_len (error->message, -1, why) == NULL)
    g_error ("'%s': '%s' lacks '%s'", text, error->message, why);
}

static void
test_parts (void)
{
  g_autofree char *local = NULL;
  g_autofree char *domain = NULL;
  g_autofree char *resource = NULL;

  g_assert_true (ft_xmpp_jid_parse ("Ann@Example.ORG/Fourteen 1", &local, &domain, &resource, NULL));
  g_assert_cmpstr (local, ==, "ann");
  g_assert_cmpstr (domain, ==, "example.org");
  /* A resource keeps its case and may hold spaces (RFC 7622 §3.4). */
  g_assert_cmpstr (resource, ==, "Fourteen 1");
}

static void
test_helpers (void)
{
  g_autofree char *bare = ft_xmpp_jid_bare ("Ann@Example.org/x/y");
  g_autofree char *normal = ft_xmpp_jid_normalize ("BOB@Beta.Test/Fourteen-1");
  g_autofree char *server = ft_xmpp_jid_bare ("example.org");

  g_assert_cmpstr (bare, ==, "ann@example.org");
  g_assert_cmpstr (normal, ==, "bob@beta.test/Fourteen-1");
  g_assert_cmpstr (server, ==, "example.org");
  g_assert_cmpstr (ft_xmpp_jid_resource ("a@b/c/d"), ==, "c/d");
  g_assert_null (ft_xmpp_jid_resource ("a@b"));
  g_assert_true (ft_xmpp_jid_is_account ("ann@example.org"));
  g_assert_false (ft_xmpp_jid_is_account ("ann@example.org/r"));
  g_assert_false (ft_xmpp_jid_is_account ("example.org"));
  g_assert_true (ft_xmpp_jid_same_bare ("ANN@example.org/a", "ann@EXAMPLE.org/b"));
  g_assert_false (ft_xmpp_jid_same_bare ("ann@example.org", "bob@example.org"));
  g_assert_false (ft_xmpp_jid_same_bare ("not a jid", "not a jid"));
}

static void
test_refused (void)
{
  g_autofree char *long_local = g_strnfill (FT_XMPP_JID_MAX_PART + 1, 'a');
  g_autofree char *too_long = g_strconcat (long_local, "@example.org", NULL);

  assert_bad ("", "an address has at least a domain");
  assert_bad ("@example.org", "the name before the @ is empty");
  assert_bad ("ann@", "the domain is empty");
  assert_bad ("ann@example.org/", "the resource is empty");
  assert_bad ("ann smith@example.org", "a space or a control character");
  assert_bad ("a:b@example.org", "a character an address cannot have");
  assert_bad ("ann@.example.org", "begins or ends with a dot");
  assert_bad ("ann@exa mple.org", "the domain has a space");
  assert_bad ("ann@example.org/a\nb", "the resource has a control character");
  assert_bad ("ann@example.org/a\tb", "the resource has a control character");
  assert_bad ("ann@\xff.org", "not valid UTF-8");
  assert_bad (too_long, "longer than 1023 bytes");
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/xmpp-jid/parts", test_parts);
  g_test_add_func ("/xmpp-jid/helpers", test_helpers);
  g_test_add_func ("/xmpp-jid/refused", test_refused);
  return g_test_run ();
}
