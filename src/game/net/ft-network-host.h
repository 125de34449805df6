/* ft-network-host.h — the hosting side of a network game (docs/network.md).
 *
 * Owns the session: a person at this computer (an FtHumanPlayer, moving
 * through ft_session_request_move() as usual) against an FtRemotePlayer fed
 * by the joined peer's connection. Listens with a GSocketService, accepts
 * one player who knows the code (and that player again with its token after
 * a dropped connection) and up to FT_NETWORK_MAX_SPECTATORS spectators,
 * sends each the full state on joining, and every move, clock and result
 * after that. The host is authoritative for the clocks and the result.
 *
 * The code is in three files: ft-network-host.c (the object and what the
 * window asks of it), ft-network-host-seats.c (connections: the pending
 * ones, HELLO, the code, tokens, spectators, keepalive, and the state sent
 * on joining: the catch-up) and ft-network-host-play.c (the session, the
 * player's messages, offers).
 */
#pragma once

#include <gio/gio.h>

#include "ft-game-setup.h"
#include "ft-net-link.h"
#include "ft-net-message.h"
#include "ft-network-game.h"
#include "ft-session.h"

G_BEGIN_DECLS

#define FT_NETWORK_MAX_SPECTATORS 4
/* A connection must say HELLO this soon ("hello-timeout-ms"). */
#define FT_NETWORK_HELLO_TIMEOUT_MS 3000
/* At most this many connections wait for their HELLO; one more evicts the
 * oldest of the address that has the most. */
#define FT_NETWORK_MAX_PENDING 8

#define FT_TYPE_NETWORK_HOST (ft_network_host_get_type ())
G_DECLARE_FINAL_TYPE (FtNetworkHost, ft_network_host, FT, NETWORK_HOST, GObject)

/* Can a network game be this setup? FALSE with a message for what the
 * protocol cannot carry: another game than chess (for now), fog of war,
 * the per-move timer. (setup->opponent does not matter: the opponent is
 * whoever joins.) The Host dialog offers only what passes. */
gboolean ft_network_host_supports_setup (const FtGameSetup *setup, GError **error);
/* Which games a network game can be: chess and checkers. (The window's
 * Host dialog offers chess only until its board shows checkers.) */
gboolean ft_network_host_supports_game_kind (FtGameKind kind);

/* A host for the game of `setup`, the host playing setup->human_colour.
 * code NULL: a random code of FT_NET_CODE_LENGTH characters. NULL with an
 * error for a setup the protocol cannot carry. */
FtNetworkHost *ft_network_host_new (const FtGameSetup *setup, const char *code,
                                    const char *name, GError **error);

/* A host for a game under way, kept from before a restart (over XMPP):
 * `game` with its moves, the clocks of the moment (the side to move's
 * already less the time the host was away; -1: as the game has them), and
 * the player's seat (its token and name): the player takes it back with
 * the token and is sent the whole state. The player counts as away from
 * now. */
FtNetworkHost *ft_network_host_new_resumed (const FtGameSetup *setup, FtGame *game, const char *code,
                                            const char *name, const char *token, const char *peer_name,
                                            const gint64 clock_ms[2], GError **error);

/* Listen on address (NULL: every address) and port (0: any free port). */
gboolean ft_network_host_listen (FtNetworkHost *self, const char *address, guint16 port,
                                 GError **error);
guint16 ft_network_host_get_port (FtNetworkHost *self);
/* A peer reached by another transport (an XMPP account): treated as a
 * connection that has just come in — it must say HELLO with the code, as
 * on the local network. */
void ft_network_host_add_link (FtNetworkHost *self, FtNetLink *link);
const char *ft_network_host_get_code (FtNetworkHost *self);
/* The SETUP of the game as a joining player is sent it (an invitation over
 * XMPP carries it). */
void ft_network_host_fill_setup (FtNetworkHost *self, FtNetMessage *msg);
/* The addresses of this computer the peer may type (not loopback). */
GStrv ft_network_host_get_addresses (void);

/* The current session (replaced by a rematch: "session-changed"). It starts
 * when the player first joins. */
FtSession *ft_network_host_get_session (FtNetworkHost *self);
FtColour ft_network_host_get_colour (FtNetworkHost *self);
const char *ft_network_host_get_peer_name (FtNetworkHost *self);
/* The game's setup (human_colour: the host's side in the current game). */
const FtGameSetup *ft_network_host_get_setup (FtNetworkHost *self);
/* The player's seat: its token ("" before anyone joined), and who holds it
 * now (the link's peer: an address, a full JID; NULL while away). */
const char *ft_network_host_get_player_token (FtNetworkHost *self);
const char *ft_network_host_get_player_peer (FtNetworkHost *self);
/* Has a player joined (now or before)? Is it connected now? */
gboolean ft_network_host_has_player (FtNetworkHost *self);
gboolean ft_network_host_is_peer_connected (FtNetworkHost *self);
guint ft_network_host_get_n_spectators (FtNetworkHost *self);
/* Connections that have not said HELLO yet. */
guint ft_network_host_get_n_pending (FtNetworkHost *self);
/* Milliseconds the player has been away (0 while connected). */
gint64 ft_network_host_get_absent_ms (FtNetworkHost *self);
gboolean ft_network_host_can_claim_win (FtNetworkHost *self);
/* The win by abandonment, once the player has been away long enough. */
gboolean ft_network_host_claim_win (FtNetworkHost *self);
/* For tests: how long absence must last before a claim (default 60 s);
 * the same as the "claim-after-ms" property. */
void ft_network_host_set_claim_after_ms (FtNetworkHost *self, gint64 ms);

/* Offers to the peer and answers to the peer's offer ("offer-received"). */
gboolean ft_network_host_offer (FtNetworkHost *self, FtNetOffer offer);
gboolean ft_network_host_answer_offer (FtNetworkHost *self, gboolean accept);
/* The offer the peer made and the host has not answered; FALSE if none. */
gboolean ft_network_host_get_pending_offer (FtNetworkHost *self, FtNetOffer *offer);
void ft_network_host_resign (FtNetworkHost *self);

/* Live view: the host's selected square (file -1: none) and drag. */
void ft_network_host_send_selection (FtNetworkHost *self, int file, int rank);
void ft_network_host_send_drag (FtNetworkHost *self, gboolean has_point, double x, double y);

/* Lines refused from all connections so far (malformed, illegal, too long,
 * over the rate, wrong code). */
guint ft_network_host_get_n_refused (FtNetworkHost *self);

/* Stop listening and close every connection. A game in progress with its
 * player connected ends first: the host left it, so the player wins by
 * abandonment (RESULT to everyone); then everyone is told BYE. */
void ft_network_host_close (FtNetworkHost *self);

G_END_DECLS
