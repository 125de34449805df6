/* test-xmpp-ignore-list.c — the accounts whose invitations are ignored for
 * good (ft-xmpp-ignore-list.c): kept across runs in a 0600 file, bare
 * addresses, bad lines skipped, a limit. */
#include "config.h"

#include <glib/gstdio.h>
#include <sys/stat.h>

#include "ft-xmpp-ignore-list.h"
#include "ft-xmpp-jid.h"

static void
test_kept (void)
{
  g_autofree char *dir = g_dir_make_tmp ("fourteen-ignore-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "sub", "ignored.txt", NULL);
  g_autoptr (FtXmppIgnoreList) list = ft_xmpp_ignore_list_new (path);
  g_autoptr (FtXmppIgnoreList) again = NULL;
  g_autoptr (GError) error = NULL;
  g_autofree char *sub = g_path_get_dirname (path);
  GStatBuf st;

  g_assert_cmpuint (ft_xmpp_ignore_list_get_n (list), ==, 0);
  g_assert_true (ft_xmpp_ignore_list_add (list, "Mallory@Evil.example/phone", &error));
  g_assert_true (ft_xmpp_ignore_list_add (list, "mallory@evil.example", &error));
  g_assert_true (ft_xmpp_ignore_list_add (list, "eve@evil.example", &error));
  g_assert_false (ft_xmpp_ignore_list_add (list, "not an address", &error));
  g_assert_error (error, FT_XMPP_ERROR, FT_XMPP_ERROR_BAD_JID);
  g_assert_cmpuint (ft_xmpp_ignore_list_get_n (list), ==, 2);
  g_assert_true (ft_xmpp_ignore_list_contains (list, "mallory@evil.example/laptop"));
  g_assert_cmpint (g_stat (path, &st), ==, 0);
  g_assert_cmpint (st.st_mode & 0777, ==, 0600);

  again = ft_xmpp_ignore_list_new (path);
  g_assert_true (ft_xmpp_ignore_list_contains (again, "MALLORY@evil.example"));
  g_assert_true (ft_xmpp_ignore_list_remove (again, "mallory@evil.example", NULL));
  g_clear_object (&again);
  again = ft_xmpp_ignore_list_new (path);
  g_assert_false (ft_xmpp_ignore_list_contains (again, "mallory@evil.example"));
  g_assert_true (ft_xmpp_ignore_list_contains (again, "eve@evil.example"));
  g_remove (path);
  g_rmdir (sub);
  g_rmdir (dir);
}

static void
test_bad_file (void)
{
  g_autofree char *dir = g_dir_make_tmp ("fourteen-ignore-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "ignored.txt", NULL);
  g_autoptr (FtXmppIgnoreList) list = NULL;
  g_autoptr (GString) text = g_string_new ("# a comment\nok@example.org\nnot an address\n\n");

  for (int i = 0; i < FT_XMPP_IGNORE_MAX + 5; i++)
    g_string_append_printf (text, "u%d@example.org\n", i);
  g_assert_true (g_file_set_contents (path, text->str, -1, NULL));
  g_test_expect_message (G_LOG_DOMAIN, G_LOG_LEVEL_MESSAGE, "*lines are not addresses*");
  list = ft_xmpp_ignore_list_new (path);
  g_test_assert_expected_messages ();
  g_assert_cmpuint (ft_xmpp_ignore_list_get_n (list), ==, FT_XMPP_IGNORE_MAX);
  g_assert_true (ft_xmpp_ignore_list_contains (list, "ok@example.org"));
  g_remove (path);
  g_rmdir (dir);
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/xmpp-ignore-list/kept", test_kept);
  g_test_add_func ("/xmpp-ignore-list/bad-file", test_bad_file);
  return g_test_run ();
}
