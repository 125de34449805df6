/* cli-net-xmpp.h — the XMPP front ends of fourteen-cli (cli-net-xmpp.c):
 * `host --xmpp`, `join --xmpp`, `watch --xmpp`. */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* Does the command line ask for XMPP (--xmpp)? */
gboolean ft_cli_net_wants_xmpp (int argc, char **argv);
int ft_cli_host_xmpp (int argc, char **argv);
int ft_cli_join_xmpp (int argc, char **argv);

G_END_DECLS
