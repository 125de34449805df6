/* cli-discovery.c — DNS-SD for `fourteen-cli host` (the hosted game is
 * announced on the local network) and `fourteen-cli join --list` (the
 * games seen for a few seconds, one line each); docs/network.md. */
#include "config.h"

#include <stdio.h>
#include <string.h>

#include "cli-discovery.h"
#include "ft-lan-browser.h"
#include "ft-names.h"
#include "ft-rated-kind.h"

static void
seat_cb (FtNetworkHost *host, gpointer user_data)
{
  ft_lan_announcer_set_seat_free (FT_LAN_ANNOUNCER (user_data), !ft_network_host_has_player (host));
}

static void
published_cb (FtLanAnnouncer *announcer, GParamSpec *pspec G_GNUC_UNUSED,
              gpointer user_data G_GNUC_UNUSED)
{
  if (ft_lan_announcer_get_published (announcer))
    printf ("announced on the local network as \"%s\"\n",
            ft_lan_announcer_get_service_name (announcer));
  fflush (stdout);
}

static gboolean
report_unavailable_cb (gpointer user_data)
{
  FtLanAnnouncer *announcer = user_data;

  if (!ft_lan_announcer_get_available (announcer))
    {
      printf ("not announced: %s; join by address\n", ft_lan_announcer_get_problem (announcer));
      fflush (stdout);
    }
  return G_SOURCE_REMOVE;
}

FtLanAnnouncer *
ft_cli_announce (FtNetworkHost *host, const FtGameSetup *setup, const char *name)
{
  FtRatedKind kind = ft_rated_kind_of_setup (setup);
  FtLanAnnouncer *announcer = ft_lan_announcer_new (ft_network_host_get_port (host),
                                                    ft_name_of (FT_TYPE_RATED_KIND, kind), name);

  g_signal_connect_object (host, "peer-joined", G_CALLBACK (seat_cb), announcer, 0);
  g_signal_connect_object (host, "peer-left", G_CALLBACK (seat_cb), announcer, 0);
  g_signal_connect (announcer, "notify::published", G_CALLBACK (published_cb), NULL);
  /* A daemon that answers does so at once; say it once if none does. */
  g_timeout_add_full (G_PRIORITY_DEFAULT, 1000, report_unavailable_cb, g_object_ref (announcer),
                      g_object_unref);
  return announcer;
}

static gboolean
quit_cb (gpointer user_data)
{
  g_main_loop_quit (user_data);
  return G_SOURCE_REMOVE;
}

int
ft_cli_join_list (int argc, char **argv)
{
  g_autoptr (FtLanBrowser) browser = NULL;
  g_autoptr (GMainLoop) loop = NULL;
  GListModel *games;
  double seconds = 3;
  char *end = NULL;

  if (argc == 3 && strcmp (argv[1], "--seconds") == 0)
    seconds = g_ascii_strtod (argv[2], &end);
  if ((argc != 1 && argc != 3) || (end != NULL && *end != '\0') || !(seconds > 0 && seconds <= 600))
    {
      fprintf (stderr, "Usage: fourteen-cli join --list [--seconds S]  (0 < S <= 600)\n");
      return 2;
    }
  browser = ft_lan_browser_new ();
  loop = g_main_loop_new (NULL, FALSE);
  games = ft_lan_browser_get_games (browser);

  g_timeout_add ((guint) (seconds * 1000), quit_cb, loop);
  g_main_loop_run (loop);
  if (!ft_lan_browser_get_available (browser))
    {
      fprintf (stderr, "fourteen-cli join: %s\n", ft_lan_browser_get_problem (browser));
      return 1;
    }
  for (guint i = 0; i < g_list_model_get_n_items (games); i++)
    {
      g_autoptr (FtLanGame) game = g_list_model_get_item (games, i);
      g_autofree char *address = ft_lan_game_dup_join_address (game);

      printf ("%s\tkind=%s\tplayer=%s\tseat=%s\tname=%s\n", address, ft_lan_game_get_kind (game),
              ft_lan_game_get_player (game), ft_lan_game_get_seat_free (game) ? "free" : "taken",
              ft_lan_game_get_service_name (game));
    }
  if (g_list_model_get_n_items (games) == 0)
    printf ("no games found on the local network\n");
  return 0;
}
