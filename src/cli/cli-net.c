/* cli-net.c — `fourteen-cli host` and `fourteen-cli join` on the local
 * network (docs/network.md): the options, the host's game, the listening
 * host and the joining client; the game itself is played by
 * cli-net-play.c. With --xmpp the same commands play over XMPP instead
 * (cli-net-xmpp.c).
 */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli-common.h"
#include "cli-discovery.h"
#include "cli-net-play.h"
#include "cli-net-xmpp.h"
#include "cli.h"
#include "ft-config.h"

/* ---- host ---------------------------------------------------------------------------- */

#define HOST_USAGE "Usage: fourteen-cli host [--port N] [--config FILE | --game checkers [--variant bombs|english]] " \
                   "[--code CODE] [--colour white|black] [--clock SECONDS+INCREMENT] [--name NAME] [--address ADDR]\n"

static gboolean
parse_clock (const char *text, FtGameSetup *setup)
{
  gint64 ms, increment_ms;

  if (!ft_cli_parse_clock (text, &ms, &increment_ms))
    return FALSE;
  setup->time_control = FT_TIME_CONTROL_FISCHER;
  setup->player_ms = setup->cpu_ms = ms;
  setup->player_increment_ms = setup->cpu_increment_ms = increment_ms;
  return TRUE;
}

/* --game checkers [--variant V]: the game of the setup. */
static gboolean
host_game (FtGameSetup *setup, const char *game, const char *variant, gboolean configured)
{
  int kind = FT_GAME_KIND_CHESS;

  if (game != NULL && !ft_cli_parse_name ("fourteen-cli host", FT_TYPE_GAME_KIND, "game", game, &kind))
    return FALSE;
  if (kind == FT_GAME_KIND_CHECKERS && configured)
    {
      fprintf (stderr, "fourteen-cli host: --config sets up chess; checkers takes --variant\n");
      return FALSE;
    }
  if (variant != NULL && (kind != FT_GAME_KIND_CHECKERS || !ft_checkers_rules_from_string (variant, &setup->checkers_rules)))
    {
      fprintf (stderr, "fourteen-cli host: --variant takes bombs or english, with --game checkers\n");
      return FALSE;
    }
  setup->game = kind;
  return TRUE;
}

/* The game the host offers: the config's or standard chess, then --game,
 * --variant, --colour and --clock over it; FALSE (said) when refused. */
gboolean
ft_cli_net_host_setup (FtGameSetup *setup, const char *config_path, const char *game, const char *variant,
                       const char *colour, const char *clock)
{
  if (config_path != NULL)
    {
      g_autoptr (GPtrArray) problems = ft_problem_list_new ();
      g_autoptr (FtConfig) config = ft_config_load (config_path, problems);
      gboolean ok = config != NULL && ft_config_to_setup (config, setup, problems);

      for (guint i = 0; i < problems->len; i++)
        {
          g_autofree char *line = ft_problem_to_string (g_ptr_array_index (problems, i));
          fprintf (stderr, "%s\n", line);
        }
      if (!ok)
        return FALSE;
    }
  else
    {
      /* As `play`: standard chess, untimed unless --clock says otherwise. */
      ft_position_set_standard_start (setup->start);
      setup->time_control = FT_TIME_CONTROL_UNTIMED;
      setup->human_colour = FT_WHITE;
    }
  if (!host_game (setup, game, variant, config_path != NULL))
    return FALSE;
  if (colour != NULL)
    {
      int value;

      if (!ft_cli_parse_name ("fourteen-cli host", FT_TYPE_COLOUR, "colour", colour, &value))
        return FALSE;
      setup->human_colour = value;
    }
  if (clock != NULL && !parse_clock (clock, setup))
    {
      fprintf (stderr, "fourteen-cli host: --clock takes SECONDS+INCREMENT, e.g. 180+2\n");
      return FALSE;
    }
  return TRUE;
}

int
ft_cli_host (int argc, char **argv)
{
  const char *config_path = NULL, *code = NULL, *colour = NULL, *clock = NULL, *address = NULL;
  const char *name = "Host", *game = NULL, *variant = NULL;
  g_autoptr (FtGameSetup) setup = ft_game_setup_new_default ();
  g_autoptr (GError) error = NULL;
  g_auto (GStrv) addresses = NULL;
  FtCliNetPlay play = { 0 };
  guint64 port = FT_NET_DEFAULT_PORT;
  FtLanAnnouncer *announcer;
  int status;

  if (ft_cli_net_wants_xmpp (argc, argv))
    return ft_cli_host_xmpp (argc, argv);

  for (int i = 1; i < argc; i += 2) /* an option and its value */
    {
      const char *value = i + 1 < argc ? argv[i + 1] : NULL;

      if (strcmp (argv[i], "--help") == 0 || strcmp (argv[i], "-h") == 0)
        {
          printf (HOST_USAGE "\n");
          ft_cli_net_print_help ();
          return 0;
        }
      if (value == NULL)
        {
          fprintf (stderr, HOST_USAGE);
          return 2;
        }
      if (strcmp (argv[i], "--port") == 0)
        {
          if (!g_ascii_string_to_unsigned (value, 10, 0, 65535, &port, NULL))
            {
              fprintf (stderr, "fourteen-cli host: --port takes a number from 0 to 65535\n");
              return 2;
            }
        }
      else if (strcmp (argv[i], "--config") == 0)
        config_path = value;
      else if (strcmp (argv[i], "--code") == 0)
        code = value;
      else if (strcmp (argv[i], "--colour") == 0 || strcmp (argv[i], "--color") == 0)
        colour = value;
      else if (strcmp (argv[i], "--clock") == 0)
        clock = value;
      else if (strcmp (argv[i], "--name") == 0)
        name = value;
      else if (strcmp (argv[i], "--address") == 0)
        address = value;
      else if (strcmp (argv[i], "--game") == 0)
        game = value;
      else if (strcmp (argv[i], "--variant") == 0)
        variant = value;
      else
        {
          fprintf (stderr, HOST_USAGE);
          return 2;
        }
    }

  if (!ft_cli_net_host_setup (setup, config_path, game, variant, colour, clock))
    return 2;

  play.host = ft_network_host_new (setup, code, name, &error);
  if (play.host == NULL)
    {
      fprintf (stderr, "fourteen-cli host: %s\n", error->message);
      return 2;
    }
  if (!ft_network_host_listen (play.host, address, port, &error))
    {
      fprintf (stderr, "fourteen-cli host: cannot listen: %s\n", error->message);
      g_clear_object (&play.host);
      return 1;
    }
  ft_cli_apply_test_timing (G_OBJECT (play.host));
  ft_cli_net_init (&play, "fourteen-cli host");
  ft_cli_net_follow_host (&play);

  ft_cli_net_say ("listening on port %u, code %s", ft_network_host_get_port (play.host),
       ft_network_host_get_code (play.host));
  addresses = ft_network_host_get_addresses ();
  if (addresses[0] != NULL)
    {
      g_autofree char *joined = g_strjoinv (" ", addresses);
      ft_cli_net_say ("addresses: %s", joined);
    }
  ft_cli_net_say ("you play %s; waiting for the opponent",
       setup->game == FT_GAME_KIND_CHECKERS ? (setup->human_colour == FT_WHITE ? "fire" : "water")
                                            : ft_colour_name (setup->human_colour));
  announcer = ft_cli_announce (play.host, setup, name); /* DNS-SD, while hosted */
  status = ft_cli_net_run (&play);
  g_object_unref (announcer);
  return status;
}

/* ---- join ---------------------------------------------------------------------------- */

#define JOIN_USAGE "Usage: fourteen-cli join HOST[:PORT] --code CODE [--watch] [--name NAME] [--token T]\n" \
                   "       fourteen-cli join --list [--seconds S]   the games announced on the local network\n"

int
ft_cli_join (int argc, char **argv)
{
  const char *address = NULL, *code = NULL, *name = "Guest", *token = NULL;
  gboolean watch = FALSE;
  FtCliNetPlay play = { 0 };

  if (ft_cli_net_wants_xmpp (argc, argv))
    return ft_cli_join_xmpp (argc, argv);
  if (argc > 1 && strcmp (argv[1], "--list") == 0)
    return ft_cli_join_list (argc - 1, argv + 1);
  for (int i = 1; i < argc; i++)
    {
      if (strcmp (argv[i], "--help") == 0 || strcmp (argv[i], "-h") == 0)
        {
          printf (JOIN_USAGE "\n");
          ft_cli_net_print_help ();
          return 0;
        }
      if (strcmp (argv[i], "--watch") == 0)
        watch = TRUE;
      else if (strcmp (argv[i], "--code") == 0 && i + 1 < argc)
        code = argv[++i];
      else if (strcmp (argv[i], "--name") == 0 && i + 1 < argc)
        name = argv[++i];
      else if (strcmp (argv[i], "--token") == 0 && i + 1 < argc)
        token = argv[++i];
      else if (argv[i][0] != '-' && address == NULL)
        address = argv[i];
      else
        {
          fprintf (stderr, JOIN_USAGE);
          return 2;
        }
    }
  if (address == NULL || code == NULL)
    {
      fprintf (stderr, JOIN_USAGE);
      return 2;
    }

  ft_cli_net_init (&play, "fourteen-cli join");
  play.client = ft_network_client_new (address, code, watch, name);
  ft_cli_apply_test_timing (G_OBJECT (play.client));
  if (token != NULL)
    ft_network_client_set_token (play.client, token);
  ft_cli_net_follow_client (&play);
  ft_cli_net_say ("connecting to %s", address);
  ft_network_client_connect (play.client);
  return ft_cli_net_run (&play);
}
