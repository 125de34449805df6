/* ft-network-client-private.h — what the two files of FtNetworkClient
 * share: ft-network-client.c (the object, connecting and reconnecting,
 * what the window asks of it) and ft-network-client-state.c (the host's
 * messages: the state on joining, moves, results, offers). */
#pragma once

#include "ft-human-player.h"
#include "ft-net-connection.h"
#include "ft-network-client.h"
#include "ft-remote-player.h"

G_BEGIN_DECLS

struct _FtNetworkClient
{
  GObject parent_instance;

  char *address;
  char code[FT_NET_MAX_CODE + 1];
  gboolean watch;
  char *name;

  GSocketClient *socket_client;
  /* Another transport than TCP (ft_network_client_new_for_link()). */
  FtNetLinkOpener opener;
  gpointer opener_data;
  GDestroyNotify opener_destroy;
  GCancellable *cancellable;
  FtNetLink *connection;
  gint64 link_opened; /* monotonic µs */
  gboolean connecting;
  char token[FT_NET_TOKEN_LENGTH + 1];
  FtColour colour;
  gboolean welcomed; /* this connection got its WELCOME */
  int host_version;  /* of the protocol, from the WELCOME */
  gboolean joined_once;

  /* The host's state while it arrives (WELCOME … SYNC). */
  gboolean receiving_state;
  FtNetMessage *setup;    /* the last SETUP */
  GPtrArray *state_moves; /* char *, the moves of the state */

  FtSession *session;
  FtRemotePlayer *remote[2]; /* NULL for the local side */
  FtHumanPlayer *local;
  /* Clocks the host sent with a move not played yet here. */
  gint64 pending_clock_ply;
  gint64 pending_clock_ms[2];

  gint64 lost_since; /* monotonic µs, 0 while connected */
  guint retry_id;
  guint retry_ms;
  guint keepalive_ms, silence_timeout_ms;
  guint welcome_timeout_ms, welcome_id;
  gboolean stopped;   /* refused, disconnected or the host left: no reconnection */
  gboolean host_left; /* the host said BYE */
  gboolean peer_away;

  gboolean offer_pending;
  FtNetOffer offer;

  GStrv expected_moves; /* our record from before a restart, or NULL */

  gint64 resync_window_start;
  guint n_resyncs;
};

typedef enum
{
  CLIENT_SIGNAL_REFUSED,
  CLIENT_SIGNAL_CONNECTION_LOST,
  CLIENT_SIGNAL_RECONNECTED,
  CLIENT_SIGNAL_PRESENCE_CHANGED,
  CLIENT_SIGNAL_ERROR_RECEIVED,
  CLIENT_SIGNAL_HOST_LEFT,
  N_CLIENT_SIGNALS
} ClientSignal;

extern guint _ft_network_client_signals[N_CLIENT_SIGNALS];

/* ft-network-client.c */
void _ft_network_client_send (FtNetworkClient *self, const FtNetMessage *msg);
/* The game cannot be joined: say why ("refused") and stop. */
void _ft_network_client_refused (FtNetworkClient *self, const char *code, const char *text);
/* Something does not add up: fetch the whole state again (a few times a
 * minute at most, then give up on the host). */
void _ft_network_client_resync (FtNetworkClient *self, const char *why);
/* Forget the connection (no reconnection is started here). */
void _ft_network_client_forget_connection (FtNetworkClient *self);
void _ft_network_client_clear_session (FtNetworkClient *self);

/* ft-network-client-state.c */
void _ft_network_client_message_cb (FtNetLink *connection, gpointer msg, gpointer user_data);

G_END_DECLS
