/* ft-network-host-private.h — what the files of FtNetworkHost share (see
 * ft-network-host.h for which file does what). */
#pragma once

#include "ft-human-player.h"
#include "ft-net-connection.h"
#include "ft-net-security.h"
#include "ft-network-host.h"
#include "ft-remote-player.h"

G_BEGIN_DECLS

struct _FtNetworkHost
{
  GObject parent_instance;

  FtGameSetup *setup; /* human_colour: the host's side in the current game */
  char code[FT_NET_MAX_CODE + 1];
  char *name;
  char *peer_name;

  FtSession *session;
  FtHumanPlayer *local;
  FtRemotePlayer *remote;
  gboolean started;

  GSocketService *service;
  guint16 port;

  FtNetLink *player;     /* NULL while away or before joining */
  int player_version;    /* of the protocol, from its HELLO */
  char player_token[FT_NET_TOKEN_LENGTH + 1]; /* "" until a player joined */
  GPtrArray *spectators;       /* FtNetLink */
  GPtrArray *pending;          /* FtNetLink before their HELLO, oldest first */
  gint64 absent_since;         /* monotonic µs, 0 while present */
  gint64 claim_after_ms;

  gboolean offer_pending;
  FtNetOffer offer;
  gboolean offer_from_peer;

  FtNetGuard *guard; /* wrong codes per address and in all */
  guint keepalive_ms, silence_timeout_ms, hello_timeout_ms;
  guint n_refused;
};

typedef enum
{
  HOST_SIGNAL_PEER_JOINED,
  HOST_SIGNAL_PEER_LEFT,
  HOST_SIGNAL_SPECTATORS_CHANGED,
  N_HOST_SIGNALS
} HostSignal;

void _ft_network_host_emit (FtNetworkHost *self, HostSignal signal);

/* ft-network-host-seats.c */
gboolean _ft_network_host_incoming_cb (GSocketService *service, GSocketConnection *socket_connection,
                                       GObject *source, gpointer user_data);
/* Forget a connection (no more signals from it) and close it. */
void _ft_network_host_drop_connection (FtNetworkHost *self, FtNetLink *connection);
/* An ERROR to the peer, counted and logged (limited per peer). */
void _ft_network_host_refuse (FtNetworkHost *self, FtNetLink *connection, const char *code,
                              const char *text);
/* BYE to everyone, then close every connection. */
void _ft_network_host_close_connections (FtNetworkHost *self);

/* ft-network-host-play.c */
FtColour _ft_network_host_peer_colour (FtNetworkHost *self);
void _ft_network_host_send_to_all (FtNetworkHost *self, const FtNetMessage *msg,
                                   FtNetLink *except);
/* A new session: of a new game of the setup, or of `resumed` (a game under
 * way, kept from before a restart). */
void _ft_network_host_new_session (FtNetworkHost *self, FtGame *resumed);
/* Stop and let go of the session and its players. */
void _ft_network_host_clear_session (FtNetworkHost *self);
void _ft_network_host_player_message (FtNetworkHost *self, FtNetLink *connection,
                                      const FtNetMessage *msg);
/* Can `from` make this offer now? */
gboolean _ft_network_host_offer_allowed (FtNetworkHost *self, FtNetOffer offer, FtColour from);
void _ft_network_host_accept_offer (FtNetworkHost *self, FtNetOffer offer, FtColour offered_by);
void _ft_network_host_fill_clocks (FtNetworkHost *self, FtNetMessage *msg);

/* ft-network-host-seats.c (catching up): WELCOME, SETUP, MOVES, SYNC (and RESULT,
 * PRESENCE, a pending offer) to a player or spectator that joins. */
void _ft_network_host_send_state (FtNetworkHost *self, FtNetLink *connection,
                                  gboolean is_player);
/* RESULT of the game (with the clocks at its end). */
void _ft_network_host_fill_result (FtNetworkHost *self, FtNetMessage *msg);

G_END_DECLS
