/* network-test-util.h — what the network tests share: waiting on the main
 * loop with a deadline (never a sleep), a host and clients over 127.0.0.1
 * (port 0), a hand-written raw peer, and scripted legal games of any
 * length. */
#pragma once

#include <gio/gio.h>

#include "ft-net-connection.h"
#include "ft-network-client.h"
#include "ft-network-host.h"

#define DEADLINE_MS 10000

typedef gboolean (*Condition) (gpointer data);

/* Iterate the main loop until cond holds; fail after DEADLINE_MS. */
void run_until (Condition cond, gpointer data, const char *what);
/* Iterate the main loop for ms milliseconds. */
void spin_ms (guint ms);

typedef struct {
  FtNetworkHost *host;
  FtNetworkClient *client;
  FtNetworkClient *spectator;
  guint spectator_moves;
  guint client_sessions;
  gboolean refused;
  char *refused_code;
  char *refused_text;
  gboolean lost, reconnected, host_left;
  int selection_file, selection_rank, selection_side;
} Fixture;

FtGameSetup *standard_setup (FtTimeControl time_control);
/* A host of standard chess, code TEST42, listening on 127.0.0.1:0. */
void fixture_host (Fixture *f, FtTimeControl time_control);
/* A client (spectator if watch) of f->host, connecting. */
FtNetworkClient *fixture_client (Fixture *f, const char *code, gboolean watch);
/* A player presenting a seat token. */
FtNetworkClient *fixture_client_with_token (Fixture *f, const char *code, const char *token);
void fixture_clear (Fixture *f);
/* A host and its player, the game there. */
void fixture_game (Fixture *f, FtTimeControl time_control);

gboolean client_has_session (gpointer client);
gboolean client_game_over (gpointer client);
gboolean client_to_move (gpointer client);
gboolean host_to_move (gpointer host);
gboolean host_game_over (gpointer host);
gboolean host_lost_peer (gpointer host);
gboolean fixture_refused (gpointer f);
gboolean spectator_has_session (gpointer f);
void wait_client_moves (FtNetworkClient *client, guint n);
void wait_host_moves (Fixture *f, guint n);
guint client_n_moves (FtNetworkClient *client);
guint host_n_moves (Fixture *f);

/* Play "e2e4"-style text for whoever is local on the session. */
void request (FtSession *session, const char *text);
void host_plays (Fixture *f, const char *text);
void client_plays (Fixture *f, const char *text);
/* Play moves[from..to) alternately, the host White. */
void play_moves (Fixture *f, GPtrArray *moves, guint from, guint to);

/* n legal moves of standard chess (text, "e2e4") that do not end the game,
 * drawn with seed: quiet moves mostly, a pawn move or capture before the
 * fifty-move rule. */
GPtrArray *random_game (guint n, guint32 seed);

/* A peer written by hand: lines go out raw, what comes back is parsed. */
typedef struct {
  GPtrArray *errors; /* char *, the codes of ERROR lines received */
  GPtrArray *texts;  /* char *, their texts */
  GPtrArray *kinds;  /* GINT_TO_POINTER kinds received */
  gboolean closed;
} RawPeer;

/* A plain connection to 127.0.0.1:port from `local` (NULL: any address). */
GSocketConnection *tcp_connect_from (guint16 port, const char *local);
GSocketConnection *raw_connect (guint16 port, RawPeer *peer, FtNetConnection **reader);
/* The same from a local address (127.x: another "computer" on loopback). */
GSocketConnection *raw_connect_from (guint16 port, const char *local, RawPeer *peer,
                                     FtNetConnection **reader);
void raw_send (GSocketConnection *connection, const char *data, gssize len);
void raw_peer_clear (RawPeer *peer, FtNetConnection *reader);
guint count_errors (RawPeer *peer, const char *code);
void wait_error (RawPeer *peer, const char *code, guint count);
gboolean raw_has_kind (RawPeer *peer, FtNetMessageKind kind);
void wait_kind (RawPeer *peer, FtNetMessageKind kind);
gboolean raw_closed (gpointer peer);
