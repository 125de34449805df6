/* test-library-loader.c — libraries opened on first use
 * (src/game/files/ft-library-loader.h): the loader itself, each table the
 * game layer opens (their names in meson.build and every function), and,
 * run again with FT_TEST_FAKE_LIBRARIES set and fakes of the libraries
 * first on the library path (tests/game/fake-libraries), what XMPP, the
 * keyring and the local network say when theirs is missing. */
#include "config.h"

#include <string.h>

#include "ft-avahi-client.h"
#include "ft-avahi-library.h"
#include "ft-lan-browser.h"
#include "ft-library-loader.h"
#include "ft-secret-library.h"
#include "ft-strophe-library.h"
#include "ft-xmpp-keyring.h"
#include "ft-xmpp-session.h"

typedef double (*MathFunction) (double);

static void
test_found (void)
{
  static const char *const sonames[] = { "libm.so.6", NULL };
  static const char *const symbols[] = { "cos", "sqrt", NULL };
  MathFunction table[2] = { NULL, NULL };
  FtLibraryLoader loader = { .name = "libm", .sonames = sonames, .symbols = symbols, .table = (gpointer *) table };
  g_autoptr (GError) error = NULL;

  g_assert_true (ft_library_loader_open (&loader, &error));
  g_assert_no_error (error);
  g_assert_cmpfloat (table[0] (0.0), ==, 1.0);
  g_assert_cmpfloat (table[1] (16.0), ==, 4.0);
  /* Opened once: the second call changes nothing. */
  g_assert_true (ft_library_loader_open (&loader, NULL));
}

static void
test_not_installed (void)
{
  static const char *const sonames[] = { "libfourteen-no-such-library.so.7", NULL };
  static const char *const symbols[] = { "anything", NULL };
  gpointer table[1] = { NULL };
  FtLibraryLoader loader = { .name = "Nothing", .sonames = sonames, .symbols = symbols, .table = table };
  g_autoptr (GError) error = NULL;
  g_autoptr (GError) again = NULL;

  g_assert_false (ft_library_loader_open (&loader, &error));
  g_assert_error (error, FT_LIBRARY_ERROR, FT_LIBRARY_ERROR_OPEN);
  g_assert_true (g_str_has_prefix (error->message, "Nothing (libfourteen-no-such-library.so.7) cannot be loaded: "));
  g_assert_null (table[0]);
  /* Not tried again: the same answer. */
  g_assert_false (ft_library_loader_open (&loader, &again));
  g_assert_cmpstr (again->message, ==, error->message);
  g_assert_false (ft_library_loader_open (&loader, NULL));
  /* A program's loaders live as long as it; this one ends here. */
  g_clear_error (&loader.error);
}

static void
test_function_missing (void)
{
  static const char *const also[] = { "libm.so.6", NULL };
  static const char *const symbols[] = { "cos", "fourteen_no_such_function", "sin", NULL };
  gpointer table[3] = { NULL, NULL, NULL };
  FtLibraryLoader loader = { .name = "libm", .sonames = also, .symbols = symbols, .table = table };
  g_autoptr (GError) error = NULL;

  g_assert_false (ft_library_loader_open (&loader, &error));
  g_assert_error (error, FT_LIBRARY_ERROR, FT_LIBRARY_ERROR_SYMBOL);
  g_assert_cmpstr (error->message, ==,
                   "libm (libm.so.6) has no function fourteen_no_such_function: "
                   "another version than Fourteen was built with?");
  /* No half-filled table. */
  g_assert_null (table[0]);
  g_assert_null (table[1]);
  g_assert_null (table[2]);
  g_clear_error (&loader.error);
}

/* A function found in the second file named. */
static void
test_two_files (void)
{
  static const char *const sonames[] = { "libm.so.6", "libglib-2.0.so.0", NULL };
  static const char *const symbols[] = { "cos", "g_strdup", NULL };
  gpointer table[2] = { NULL, NULL };
  FtLibraryLoader loader = { .name = "two", .sonames = sonames, .symbols = symbols, .table = table };

  g_assert_true (ft_library_loader_open (&loader, NULL));
  g_assert_nonnull (table[0]);
  g_assert_true (table[1] == (gpointer) g_strdup);
}

static gpointer
open_from_thread (gpointer loader)
{
  return GINT_TO_POINTER (ft_library_loader_open (loader, NULL));
}

/* Threads racing to open one library agree, and it is opened once. */
static void
test_threads (void)
{
  static const char *const sonames[] = { "libm.so.6", NULL };
  static const char *const symbols[] = { "tan", NULL };
  gpointer table[1] = { NULL };
  FtLibraryLoader loader = { .name = "libm", .sonames = sonames, .symbols = symbols, .table = table };
  GThread *threads[8];
  guint i;

  for (i = 0; i < G_N_ELEMENTS (threads); i++)
    threads[i] = g_thread_new ("open", open_from_thread, &loader);
  for (i = 0; i < G_N_ELEMENTS (threads); i++)
    g_assert_true (GPOINTER_TO_INT (g_thread_join (threads[i])));
  g_assert_nonnull (table[0]);
}

/* The names in meson.build are the installed libraries', and each has every
 * function its table lists. */
static void
test_installed (void)
{
  g_autoptr (GError) error = NULL;

  g_assert_true (ft_strophe_library_open (&error));
  g_assert_no_error (error);
  g_assert_true (ft_secret_library_open (&error));
  g_assert_no_error (error);
  g_assert_true (ft_avahi_library_open (&error));
  g_assert_no_error (error);
  g_assert_true (ft_xmpp_session_library_open (&error));
  g_assert_nonnull (xmpp_stanza_new);
  g_assert_nonnull (secret_password_lookup);
  g_assert_nonnull (avahi_glib_poll_new);
}

/* ---- With the fakes first on the library path ---------------------------- */

static void
test_xmpp_missing (void)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (FtXmppSession) session = ft_xmpp_session_new ("ann@example.org", &error);

  g_assert_null (session);
  g_assert_error (error, FT_XMPP_ERROR, FT_XMPP_ERROR_UNAVAILABLE);
  g_assert_true (g_str_has_prefix (error->message, "XMPP cannot be used: libstrophe (libstrophe.so.0) has no function "));
  /* A bad address is still told as such, before the library. */
  g_clear_error (&error);
  g_assert_null (ft_xmpp_session_new ("not an address", &error));
  g_assert_error (error, FT_XMPP_ERROR, FT_XMPP_ERROR_BAD_JID);
}

static void
keyring_done_cb (GObject *source G_GNUC_UNUSED, GAsyncResult *result, gpointer user_data)
{
  GAsyncResult **out = user_data;

  *out = g_object_ref (result);
}

static GAsyncResult *
wait_for (GAsyncResult **result)
{
  while (*result == NULL)
    g_main_context_iteration (NULL, TRUE);
  return *result;
}

static void
test_keyring_missing (void)
{
  GAsyncResult *result = NULL;
  g_autoptr (GError) error = NULL;
  FtXmppKeyringResult outcome = FT_XMPP_KEYRING_FOUND;
  char *password;

  ft_xmpp_keyring_lookup ("ann@example.org", NULL, keyring_done_cb, &result);
  password = ft_xmpp_keyring_lookup_finish (wait_for (&result), &outcome, &error);
  g_assert_null (password);
  g_assert_cmpint (outcome, ==, FT_XMPP_KEYRING_UNAVAILABLE);
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_NOT_SUPPORTED);
  g_assert_nonnull (strstr (error->message, "libsecret (libsecret-1.so.0) has no function "));
  g_clear_object (&result);
  g_clear_error (&error);

  ft_xmpp_keyring_store ("ann@example.org", "secret", NULL, keyring_done_cb, &result);
  g_assert_cmpint (ft_xmpp_keyring_store_finish (wait_for (&result), &error), ==, FT_XMPP_KEYRING_UNAVAILABLE);
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_NOT_SUPPORTED);
  g_clear_object (&result);
  g_clear_error (&error);

  ft_xmpp_keyring_clear ("ann@example.org", NULL, keyring_done_cb, &result);
  g_assert_cmpint (ft_xmpp_keyring_clear_finish (wait_for (&result), &error), ==, FT_XMPP_KEYRING_UNAVAILABLE);
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_NOT_SUPPORTED);
  g_clear_object (&result);
  /* Without a callback too (signing out does that). */
  ft_xmpp_keyring_clear ("ann@example.org", NULL, NULL, NULL);
  /* A typed password is still wiped and freed without libsecret. */
  ft_xmpp_keyring_free_password (g_strdup ("typed"));
  ft_xmpp_keyring_free_password (NULL);
}

static void
test_lan_missing (void)
{
  g_autoptr (FtLanBrowser) browser = NULL;

  g_test_expect_message (G_LOG_DOMAIN, G_LOG_LEVEL_MESSAGE, "Avahi (libavahi-client.so.3) has no function *");
  browser = ft_lan_browser_new ();
  g_test_assert_expected_messages ();
  g_assert_false (ft_lan_browser_get_available (browser));
  g_assert_cmpstr (ft_lan_browser_get_problem (browser), ==,
                   "Avahi is not installed: games on the local network cannot be found");
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  if (g_getenv ("FT_TEST_FAKE_LIBRARIES") != NULL)
    {
      g_test_add_func ("/library-loader/fake/xmpp", test_xmpp_missing);
      g_test_add_func ("/library-loader/fake/keyring", test_keyring_missing);
      g_test_add_func ("/library-loader/fake/lan", test_lan_missing);
      return g_test_run ();
    }
  g_test_add_func ("/library-loader/found", test_found);
  g_test_add_func ("/library-loader/not-installed", test_not_installed);
  g_test_add_func ("/library-loader/function-missing", test_function_missing);
  g_test_add_func ("/library-loader/two-files", test_two_files);
  g_test_add_func ("/library-loader/threads", test_threads);
  g_test_add_func ("/library-loader/installed", test_installed);
  return g_test_run ();
}
