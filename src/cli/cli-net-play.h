/* cli-net-play.h — what the network front ends of fourteen-cli share
 * (cli-net-play.c): a network game followed on stdout, one event a line,
 * and played with commands from stdin, whatever carries it. The front ends
 * (cli-net.c for the local network, cli-net-xmpp.c for XMPP) make the host
 * or the client and hand it over. */
#pragma once

#include "cli-lines.h"
#include "ft-network-client.h"
#include "ft-network-host.h"

G_BEGIN_DECLS

typedef struct _FtCliNetPlay FtCliNetPlay;

struct _FtCliNetPlay
{
  const char *program;     /* "fourteen-cli join", for messages on stderr */
  FtCliLines *lines;       /* stdin, and the main loop */
  FtNetworkGame *game;     /* the host or the client; NULL while there is none */
  FtNetworkHost *host;
  FtNetworkClient *client;
  FtSession *session;      /* the current one, watched */
  guint absence_id;
  int status;
  gboolean xmpp;           /* the seat is kept by the program: no --token hint */
  /* More commands of a front end (before the game's); TRUE when handled. */
  gboolean (*extra_command) (FtCliNetPlay *play, char **words, gpointer data);
  gpointer extra_data;
};

void ft_cli_net_say (const char *format, ...) G_GNUC_PRINTF (1, 2);
/* Stdin read on the main loop from now on. */
void ft_cli_net_init (FtCliNetPlay *play, const char *program);
/* End the main loop with this exit status. */
void ft_cli_net_quit (FtCliNetPlay *play, int status);
void ft_cli_net_print_help (void);
/* Follow play->host (its signals printed), or play->client; sets
 * play->game. */
void ft_cli_net_follow_host (FtCliNetPlay *play);
void ft_cli_net_follow_client (FtCliNetPlay *play);
/* A host resumed from its kept game: the game shown, the player awaited. */
void ft_cli_net_show_resumed_host (FtCliNetPlay *play);
/* Run until quit or the end of stdin; leave the game; free the host, the
 * client and the lines. The exit status. */
int ft_cli_net_run (FtCliNetPlay *play);

/* The game a host offers (cli-net.c): the config's or standard chess, then
 * --game, --variant, --colour and --clock over it; FALSE (said on stderr)
 * when refused. */
gboolean ft_cli_net_host_setup (FtGameSetup *setup, const char *config_path, const char *game,
                                const char *variant, const char *colour, const char *clock);

G_END_DECLS
