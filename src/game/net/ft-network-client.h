/* ft-network-client.h — the joining side of a network game, as a player or
 * a spectator (docs/network.md).
 *
 * Connects with a GSocketClient, says HELLO with the code, and builds a
 * session from the host's state: a person at this computer (FtHumanPlayer,
 * moving through ft_session_request_move()) against an FtRemotePlayer fed
 * by the host, or two remote players for a spectator. Every move is checked
 * with the engine before it is played. The clocks only show the time: the
 * host decides when a flag falls. When the connection drops, the client
 * reconnects with its token and catches up; a host silent for the silence
 * timeout counts as dropped (keepalive). When the host leaves (BYE), the
 * client stops and says so ("host-left").
 *
 * Signals besides FtNetworkGame's: "refused" (code, text), "connection-lost",
 * "reconnected", "presence-changed" (away), "error-received" (code, text),
 * "host-left".
 */
#pragma once

#include <gio/gio.h>

#include "ft-net-link.h"
#include "ft-net-message.h"
#include "ft-network-game.h"
#include "ft-session.h"

G_BEGIN_DECLS

#define FT_TYPE_NETWORK_CLIENT (ft_network_client_get_type ())
G_DECLARE_FINAL_TYPE (FtNetworkClient, ft_network_client, FT, NETWORK_CLIENT, GObject)

/* address: "host", "host:port", "[::1]:port" (default port 41414). */
FtNetworkClient *ft_network_client_new (const char *address, const char *code, gboolean watch,
                                        const char *name);
/* A client reaching the host through another transport than TCP (an XMPP
 * account): `opener` gives a link to the host each time one is needed (at
 * first, and after a lost one), or NULL with an error when it cannot now
 * (then it is asked again after the retry interval). `peer` names the host
 * in messages. */
typedef FtNetLink *(*FtNetLinkOpener) (gpointer user_data, GError **error);
FtNetworkClient *ft_network_client_new_for_link (FtNetLinkOpener opener, gpointer opener_data,
                                                 GDestroyNotify opener_destroy, const char *peer,
                                                 const char *code, gboolean watch, const char *name);
/* The moves this player had when its program ended (kept on disk: a game
 * over XMPP resumed after a restart). The host's state must agree: the
 * shorter record begins the longer, and a record of ours longer by one
 * move of ours sends it again; anything else is refused ("refused",
 * code "conflict", the difference named). Also: the host counts as away
 * from now (the win may be claimed after the usual absence). */
void ft_network_client_set_expected_moves (FtNetworkClient *self, const char *const *moves);
/* The host is reachable again (its account came back): try now rather than
 * at the next retry, unless a link is already in the game. */
void ft_network_client_retry_now (FtNetworkClient *self);
/* Connect (asynchronously): "session-changed" when the game is there,
 * "refused" if the host says no or cannot be reached. */
void ft_network_client_connect (FtNetworkClient *self);
/* Say goodbye and close; no reconnection. */
void ft_network_client_disconnect (FtNetworkClient *self);
/* For tests: drop the connection as a crash would (no goodbye); the client
 * then reconnects like after any lost connection. */
void ft_network_client_drop_connection (FtNetworkClient *self);
/* The token the host gave (32 hex digits, "" before joining), and a token
 * to present when joining: a player whose program ended rejoins with it. */
const char *ft_network_client_get_token (FtNetworkClient *self);
void ft_network_client_set_token (FtNetworkClient *self, const char *token);
/* For tests: the pause between reconnection attempts (default 1000 ms);
 * the same as the "retry-interval-ms" property. The keepalive's periods
 * are the properties "keepalive-ms" and "silence-timeout-ms" (the host's
 * defaults). */
void ft_network_client_set_retry_interval (FtNetworkClient *self, guint ms);

/* NULL until the host's state has arrived. Replaced on a rematch or when
 * the state had to be rebuilt ("session-changed"). */
FtSession *ft_network_client_get_session (FtNetworkClient *self);
gboolean ft_network_client_is_watching (FtNetworkClient *self);
/* The local player's colour (meaningless for a spectator). */
FtColour ft_network_client_get_colour (FtNetworkClient *self);
gboolean ft_network_client_is_connected (FtNetworkClient *self);
/* Milliseconds since the connection was lost (0 while connected). */
gint64 ft_network_client_get_lost_ms (FtNetworkClient *self);
/* The host has been unreachable for 60 s: the local player may take the
 * win (recorded on this side only; the host is gone). */
gboolean ft_network_client_can_claim_win (FtNetworkClient *self);
gboolean ft_network_client_claim_win (FtNetworkClient *self);
/* The other player's connection to the host is away (PRESENCE). */
gboolean ft_network_client_is_peer_away (FtNetworkClient *self);
/* The host ended the game and left ("host-left"): nothing more comes. */
gboolean ft_network_client_has_host_left (FtNetworkClient *self);
/* "host:port" as given. */
const char *ft_network_client_get_address (FtNetworkClient *self);
const char *ft_network_client_get_code (FtNetworkClient *self);

gboolean ft_network_client_offer (FtNetworkClient *self, FtNetOffer offer);
gboolean ft_network_client_answer_offer (FtNetworkClient *self, gboolean accept);
gboolean ft_network_client_get_pending_offer (FtNetworkClient *self, FtNetOffer *offer);
gboolean ft_network_client_resign (FtNetworkClient *self);

void ft_network_client_send_selection (FtNetworkClient *self, int file, int rank);
void ft_network_client_send_drag (FtNetworkClient *self, gboolean has_point, double x, double y);

G_END_DECLS
