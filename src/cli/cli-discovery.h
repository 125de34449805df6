/* cli-discovery.h — DNS-SD for fourteen-cli host and join (cli-discovery.c). */
#pragma once

#include "ft-lan-announcer.h"
#include "ft-network-host.h"

G_BEGIN_DECLS

/* Announce the listening host's game; its seat follows the host's player
 * joining and leaving. Says on stdout when it is announced, or why not. */
FtLanAnnouncer *ft_cli_announce (FtNetworkHost *host, const FtGameSetup *setup, const char *name);
/* `join --list [--seconds S]` (argv[0] is "--list"): the games seen
 * within S seconds (3), one line each
 * ("ADDRESS:PORT\tkind=K\tplayer=P\tseat=free|taken\tname=N"); 1 with
 * the reason on stderr when discovery is unavailable, 2 for bad arguments. */
int ft_cli_join_list (int argc, char **argv);

G_END_DECLS
