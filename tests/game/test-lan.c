/* test-lan.c — the DNS-SD objects without a daemon (the machine's own
 * namespace has none while tests run; test-discovery.sh tests them with
 * one): hosting and joining by address do not depend on them, they say
 * discovery is unavailable and why, and they come and go cleanly. */
#include "config.h"

#include "ft-lan-announcer.h"
#include "ft-lan-browser.h"

static void
run_for (guint ms)
{
  gint64 end = g_get_monotonic_time () + ms * 1000;

  while (g_get_monotonic_time () < end)
    g_main_context_iteration (NULL, FALSE);
}

static void
test_no_daemon (void)
{
  g_autoptr (FtLanAnnouncer) announcer = NULL;
  g_autoptr (FtLanBrowser) browser = NULL;
  gboolean available = TRUE;

  /* No system bus here at all. */
  g_setenv ("DBUS_SYSTEM_BUS_ADDRESS", "unix:path=/nonexistent/fourteen-test-bus", TRUE);
  announcer = ft_lan_announcer_new (5000, "fourteen", "Ada");
  browser = ft_lan_browser_new ();
  run_for (200);

  g_assert_false (ft_lan_announcer_get_available (announcer));
  g_assert_false (ft_lan_announcer_get_published (announcer));
  g_assert_nonnull (ft_lan_announcer_get_problem (announcer));
  g_assert_false (ft_lan_browser_get_available (browser));
  g_assert_nonnull (strstr (ft_lan_browser_get_problem (browser), "local network"));
  g_assert_cmpuint (g_list_model_get_n_items (ft_lan_browser_get_games (browser)), ==, 0);
  g_object_get (browser, "available", &available, NULL);
  g_assert_false (available);

  /* The seat can change all the same. */
  g_assert_true (ft_lan_announcer_get_seat_free (announcer));
  ft_lan_announcer_set_seat_free (announcer, FALSE);
  g_assert_false (ft_lan_announcer_get_seat_free (announcer));
  g_assert_cmpstr (ft_lan_announcer_get_service_name (announcer), ==, "Ada");
}

static void
test_lan_game (void)
{
  g_autoptr (FtLanGame) v4 = ft_lan_game_new ("Ada", "192.0.2.7", 5000, "checkers", "Ada", TRUE);
  g_autoptr (FtLanGame) v6 = ft_lan_game_new ("Ada #2", "fe80::1%eth0", 5001, NULL, NULL, FALSE);
  g_autofree char *a4 = ft_lan_game_dup_join_address (v4);
  g_autofree char *a6 = ft_lan_game_dup_join_address (v6);

  g_assert_cmpstr (a4, ==, "192.0.2.7:5000");
  g_assert_cmpstr (a6, ==, "[fe80::1%eth0]:5001");
  g_assert_cmpstr (ft_lan_game_get_kind (v4), ==, "checkers");
  g_assert_cmpstr (ft_lan_game_get_kind (v6), ==, "");
  g_assert_cmpstr (ft_lan_game_get_player (v6), ==, "");
  g_assert_true (ft_lan_game_get_seat_free (v4));
  g_assert_false (ft_lan_game_get_seat_free (v6));
  g_assert_cmpuint (ft_lan_game_get_port (v6), ==, 5001);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/lan/no-daemon", test_no_daemon);
  g_test_add_func ("/lan/game", test_lan_game);
  return g_test_run ();
}
