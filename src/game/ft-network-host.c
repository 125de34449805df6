/* ft-network-host.c — see ft-network-host.h. */
/* getifaddrs() and the IFF_ flags are outside strict C11. */
#define _DEFAULT_SOURCE
#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>
#ifdef G_OS_UNIX
#include <ifaddrs.h>
#include <net/if.h>
#include <netinet/in.h>
#include <sys/socket.h>
#endif

#include "ft-fen.h"
#include "ft-human-player.h"
#include "ft-net-connection.h"
#include "ft-network-host.h"
#include "ft-remote-player.h"

/* A connection must say HELLO this soon. */
#define HELLO_TIMEOUT_S 10
/* At most this many connections may be waiting to say HELLO. */
#define MAX_PENDING 8
/* Unambiguous letters and digits for the game code (no 0/O, 1/I/L, 5/S). */
#define CODE_ALPHABET "ABCDEFGHJKMNPQRTUVWXYZ2346789"
#define CODE_LENGTH 6

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

  FtNetConnection *player;     /* NULL while away or before joining */
  char player_token[FT_NET_TOKEN_LENGTH + 1]; /* "" until a player joined */
  GPtrArray *spectators;       /* FtNetConnection */
  GPtrArray *pending;          /* FtNetConnection before their HELLO */
  gint64 absent_since;         /* monotonic µs, 0 while present */
  gint64 claim_after_ms;

  gboolean offer_pending;
  FtNetOffer offer;
  gboolean offer_from_peer;

  guint n_refused;
};

G_DEFINE_FINAL_TYPE (FtNetworkHost, ft_network_host, G_TYPE_OBJECT)

enum
{
  SIGNAL_PEER_JOINED,
  SIGNAL_PEER_LEFT,
  SIGNAL_SPECTATORS_CHANGED,
  SIGNAL_OFFER_RECEIVED,
  SIGNAL_OFFER_ANSWERED,
  SIGNAL_PEER_SELECTION,
  SIGNAL_PEER_DRAG,
  SIGNAL_SESSION_CHANGED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static FtColour
peer_colour (FtNetworkHost *self)
{
  return FT_OTHER_COLOUR (self->setup->human_colour);
}

static void
send_to_all (FtNetworkHost *self, const FtNetMessage *msg, FtNetConnection *except)
{
  if (self->player != NULL && self->player != except)
    ft_net_connection_send (self->player, msg);
  for (guint i = 0; i < self->spectators->len; i++)
    if (g_ptr_array_index (self->spectators, i) != except)
      ft_net_connection_send (g_ptr_array_index (self->spectators, i), msg);
}

static void
refuse (FtNetworkHost *self, FtNetConnection *connection, const char *code, const char *text)
{
  self->n_refused++;
  g_message ("%s: refused (%s): %s", ft_net_connection_get_peer (connection), code, text);
  ft_net_connection_send_error (connection, code, text);
}

static void
fill_clocks (FtNetworkHost *self, FtNetMessage *msg)
{
  FtClock *clock = ft_game_get_clock (ft_session_get_game (self->session));

  msg->clock_ms[FT_WHITE] = ft_clock_get_remaining_ms (clock, FT_WHITE);
  msg->clock_ms[FT_BLACK] = ft_clock_get_remaining_ms (clock, FT_BLACK);
}

static void
fill_result (FtGame *game, FtNetMessage *msg)
{
  FtResultReason reason;
  FtResult result = ft_game_get_result (game, &reason);

  ft_net_message_init (msg, FT_NET_RESULT);
  msg->result = result;
  msg->reason = reason;
}

/* WELCOME, SETUP, the moves, SYNC (and RESULT, PRESENCE, a pending offer). */
static void
send_state (FtNetworkHost *self, FtNetConnection *connection, gboolean is_player)
{
  FtGame *game = ft_session_get_game (self->session);
  FtColour host = self->setup->human_colour;
  g_autofree FtNetMessage *msg = g_new (FtNetMessage, 1);
  g_autofree char *fen = ft_fen_write (self->setup->start);
  guint n_moves = ft_game_get_n_moves (game);

  ft_net_message_init (msg, FT_NET_WELCOME);
  msg->role = is_player ? FT_NET_ROLE_PLAYER : FT_NET_ROLE_WATCH;
  if (is_player)
    {
      g_strlcpy (msg->token, self->player_token, sizeof msg->token);
      msg->side = peer_colour (self);
    }
  else
    {
      /* A spectator's token only identifies it in logs. */
      g_autofree char *token = g_compute_checksum_for_string (G_CHECKSUM_MD5,
                                                              ft_net_connection_get_peer (connection), -1);
      g_strlcpy (msg->token, token, sizeof msg->token);
    }
  ft_net_connection_send (connection, msg);

  ft_net_message_init (msg, FT_NET_SETUP);
  msg->rules = self->setup->start->rules;
  msg->promotion_choice = msg->rules == FT_RULES_FOURTEEN && ft_game_setup_chooses_promotion (self->setup);
  msg->clock = self->setup->time_control == FT_TIME_CONTROL_UNTIMED ? FT_NET_CLOCK_UNTIMED
                                                                    : FT_NET_CLOCK_FISCHER;
  msg->start_ms[host] = self->setup->player_ms;
  msg->increment_ms[host] = self->setup->player_increment_ms;
  msg->start_ms[FT_OTHER_COLOUR (host)] = self->setup->cpu_ms;
  msg->increment_ms[FT_OTHER_COLOUR (host)] = self->setup->cpu_increment_ms;
  if (msg->clock == FT_NET_CLOCK_UNTIMED)
    msg->start_ms[0] = msg->start_ms[1] = msg->increment_ms[0] = msg->increment_ms[1] = 0;
  g_strlcpy (msg->fen, fen, sizeof msg->fen);
  ft_net_clean_name (self->name, msg->names[host]);
  ft_net_clean_name (self->peer_name != NULL ? self->peer_name : "", msg->names[FT_OTHER_COLOUR (host)]);
  ft_net_connection_send (connection, msg);

  for (guint i = 0; i < n_moves; i++)
    {
      ft_net_message_init (msg, FT_NET_MOVE);
      ft_move_to_string (ft_game_get_move (game, i), msg->move);
      msg->ply = i;
      ft_net_connection_send (connection, msg);
    }

  ft_net_message_init (msg, FT_NET_SYNC);
  msg->ply = n_moves;
  fill_clocks (self, msg);
  ft_net_connection_send (connection, msg);

  if (ft_game_is_over (game))
    {
      fill_result (game, msg);
      ft_net_connection_send (connection, msg);
    }
  if (!is_player && self->player_token[0] != '\0' && self->player == NULL)
    {
      ft_net_message_init (msg, FT_NET_PRESENCE);
      msg->away = TRUE;
      ft_net_connection_send (connection, msg);
    }
  if (is_player && self->offer_pending && !self->offer_from_peer)
    {
      ft_net_message_init (msg, FT_NET_OFFER);
      msg->offer = self->offer;
      ft_net_connection_send (connection, msg);
    }
}

/* ---- The session ------------------------------------------------------------- */

static void
move_played_cb (FtSession *session, const FtGameMove *played, gpointer user_data)
{
  FtMove move = ft_game_move_get_chess (played);
  FtNetworkHost *self = FT_NETWORK_HOST (user_data);
  FtGame *game = ft_session_get_game (session);
  FtNetMessage msg;

  ft_net_message_init (&msg, FT_NET_MOVE);
  if ((FtMove) move == FT_MOVE_NONE)
    return; /* no per-move timer over the network */
  ft_move_to_string ((FtMove) move, msg.move);
  msg.ply = ft_game_get_n_moves (game) - 1;
  fill_clocks (self, &msg);
  send_to_all (self, &msg, NULL);
  /* A move answers a draw offer by declining it. */
  self->offer_pending = self->offer_pending && self->offer == FT_NET_OFFER_REMATCH;
}

static void
game_over_cb (FtSession *session, int result G_GNUC_UNUSED, int reason G_GNUC_UNUSED,
              gpointer user_data)
{
  FtNetworkHost *self = FT_NETWORK_HOST (user_data);
  FtNetMessage msg;

  fill_result (ft_session_get_game (session), &msg);
  send_to_all (self, &msg, NULL);
  self->offer_pending = FALSE;
}

static void
new_session (FtNetworkHost *self)
{
  g_autoptr (FtGame) game = ft_game_setup_create_game (self->setup);
  FtColour host = self->setup->human_colour;

  if (self->session != NULL)
    {
      g_signal_handlers_disconnect_by_data (self->session, self);
      ft_session_stop (self->session);
      g_clear_object (&self->session);
    }
  g_clear_object (&self->local);
  g_clear_object (&self->remote);
  self->local = ft_human_player_new (self->name);
  self->remote = ft_remote_player_new (self->peer_name != NULL ? self->peer_name : _("Opponent"));
  self->session = host == FT_WHITE
                    ? ft_session_new_with_players (game, FT_PLAYER (self->local), FT_PLAYER (self->remote))
                    : ft_session_new_with_players (game, FT_PLAYER (self->remote), FT_PLAYER (self->local));
  g_signal_connect (self->session, "move-played", G_CALLBACK (move_played_cb), self);
  g_signal_connect (self->session, "game-over", G_CALLBACK (game_over_cb), self);
  self->offer_pending = FALSE;
}

/* ---- Offers ------------------------------------------------------------------ */

static void
apply_takeback (FtNetworkHost *self, FtColour requester)
{
  FtGame *game = ft_session_get_game (self->session);
  guint n = ft_game_get_n_moves (game);
  guint back = ft_game_get_turn (game) == requester ? 2 : 1;
  FtNetMessage msg;

  if (n < back || !ft_session_take_back_to (self->session, n - back))
    return;
  ft_remote_player_clear (self->remote);
  ft_net_message_init (&msg, FT_NET_UNDO);
  msg.ply = ft_game_get_n_moves (game);
  fill_clocks (self, &msg);
  send_to_all (self, &msg, NULL);
}

static void
apply_rematch (FtNetworkHost *self)
{
  self->setup->human_colour = FT_OTHER_COLOUR (self->setup->human_colour);
  /* "player" times belong to the host's side: they swap with it. */
  new_session (self);
  if (self->player != NULL)
    send_state (self, self->player, TRUE);
  for (guint i = 0; i < self->spectators->len; i++)
    send_state (self, g_ptr_array_index (self->spectators, i), FALSE);
  g_signal_emit (self, signals[SIGNAL_SESSION_CHANGED], 0);
  ft_session_start (self->session);
}

/* Can `from` make this offer now? */
static gboolean
offer_allowed (FtNetworkHost *self, FtNetOffer offer, FtColour from)
{
  FtGame *game = ft_session_get_game (self->session);
  guint n = ft_game_get_n_moves (game);

  switch (offer)
    {
    case FT_NET_OFFER_REMATCH:
      return ft_game_is_over (game);
    case FT_NET_OFFER_TAKEBACK:
      return !ft_game_is_over (game) && n >= (ft_game_get_turn (game) == from ? 2u : 1u);
    case FT_NET_OFFER_DRAW:
    default:
      return !ft_game_is_over (game);
    }
}

static void
accept_offer (FtNetworkHost *self, FtNetOffer offer, FtColour offered_by)
{
  switch (offer)
    {
    case FT_NET_OFFER_DRAW:
      ft_session_stop (self->session);
      ft_game_end (ft_session_get_game (self->session), FT_RESULT_DRAW, FT_REASON_AGREEMENT);
      break;
    case FT_NET_OFFER_TAKEBACK:
      apply_takeback (self, offered_by);
      break;
    case FT_NET_OFFER_REMATCH:
    default:
      apply_rematch (self);
      break;
    }
}

/* ---- The player's messages ----------------------------------------------------- */

static void
player_move (FtNetworkHost *self, FtNetConnection *connection, const FtNetMessage *msg)
{
  FtGame *game = ft_session_get_game (self->session);
  FtMove move;

  if (ft_game_is_over (game))
    {
      refuse (self, connection, "illegal", "the game is over");
      return;
    }
  if (ft_game_get_turn (game) != peer_colour (self))
    {
      refuse (self, connection, "illegal", "it is not your turn");
      return;
    }
  if (msg->ply != (gint64) ft_game_get_n_moves (game))
    {
      refuse (self, connection, "illegal", "the move is not for this position (ply)");
      return;
    }
  move = ft_position_parse_move (ft_game_get_position (game), msg->move);
  if (move == FT_MOVE_NONE)
    {
      g_autofree char *text = g_strdup_printf ("%s is not a legal move here", msg->move);
      refuse (self, connection, "illegal", text);
      return;
    }
  ft_remote_player_deliver_move (self->remote, move);
}

static void
forward_live_view (FtNetworkHost *self, FtNetConnection *connection, const FtNetMessage *msg)
{
  const FtPosition *pos = ft_game_get_position (ft_session_get_game (self->session));
  FtNetMessage forward = *msg;

  if (msg->kind == FT_NET_SELECT && msg->file >= 0
      && (msg->file >= pos->files || msg->rank >= pos->ranks))
    {
      refuse (self, connection, "malformed", "the square is off the board");
      return;
    }
  forward.side = peer_colour (self);
  for (guint i = 0; i < self->spectators->len; i++)
    ft_net_connection_send (g_ptr_array_index (self->spectators, i), &forward);
  if (msg->kind == FT_NET_SELECT)
    g_signal_emit (self, signals[SIGNAL_PEER_SELECTION], 0, msg->file, msg->rank);
  else
    g_signal_emit (self, signals[SIGNAL_PEER_DRAG], 0, msg->has_point, msg->x, msg->y);
}

static void
player_message (FtNetworkHost *self, FtNetConnection *connection, const FtNetMessage *msg)
{
  FtColour peer = peer_colour (self);

  switch (msg->kind)
    {
    case FT_NET_MOVE:
      player_move (self, connection, msg);
      break;
    case FT_NET_RESIGN:
      if (ft_game_is_over (ft_session_get_game (self->session)))
        refuse (self, connection, "state", "the game is over");
      else
        ft_session_resign (self->session, peer);
      break;
    case FT_NET_OFFER:
      if (!offer_allowed (self, msg->offer, peer))
        {
          refuse (self, connection, "state", "that offer cannot be made now");
          break;
        }
      if (self->offer_pending && !self->offer_from_peer && self->offer == msg->offer)
        {
          /* Both offered the same: agreed. */
          self->offer_pending = FALSE;
          accept_offer (self, msg->offer, peer);
          break;
        }
      self->offer_pending = TRUE;
      self->offer = msg->offer;
      self->offer_from_peer = TRUE;
      g_signal_emit (self, signals[SIGNAL_OFFER_RECEIVED], 0, (int) msg->offer);
      break;
    case FT_NET_ACCEPT:
    case FT_NET_DECLINE:
      if (!self->offer_pending || self->offer_from_peer || self->offer != msg->offer)
        {
          refuse (self, connection, "state", "there is no such offer to answer");
          break;
        }
      self->offer_pending = FALSE;
      g_signal_emit (self, signals[SIGNAL_OFFER_ANSWERED], 0, (int) msg->offer,
                     msg->kind == FT_NET_ACCEPT);
      if (msg->kind == FT_NET_ACCEPT)
        accept_offer (self, msg->offer, self->setup->human_colour);
      break;
    case FT_NET_SELECT:
    case FT_NET_DRAG:
      forward_live_view (self, connection, msg);
      break;
    case FT_NET_BYE:
      ft_net_connection_close (connection);
      break;
    case FT_NET_ERROR:
      g_message ("%s: the player reports %s: %s", ft_net_connection_get_peer (connection),
                 msg->error, msg->text);
      break;
    case FT_NET_HELLO:
    case FT_NET_WELCOME:
    case FT_NET_SETUP:
    case FT_NET_SYNC:
    case FT_NET_RESULT:
    case FT_NET_UNDO:
    case FT_NET_PRESENCE:
    default:
      refuse (self, connection, "state", "this message is not for the host");
      break;
    }
}

/* ---- Connections ------------------------------------------------------------- */

static void connection_message_cb (FtNetConnection *connection, gpointer msg, gpointer user_data);
static void connection_closed_cb (FtNetConnection *connection, gpointer user_data);

static void
drop_connection (FtNetworkHost *self, FtNetConnection *connection)
{
  g_signal_handlers_disconnect_by_data (connection, self);
  g_object_set_data (G_OBJECT (connection), "ft-hello-timeout", NULL);
  ft_net_connection_close (connection);
}

static void
new_token (char token[FT_NET_TOKEN_LENGTH + 1])
{
  for (int i = 0; i < FT_NET_TOKEN_LENGTH; i++)
    token[i] = "0123456789abcdef"[g_random_int_range (0, 16)];
  token[FT_NET_TOKEN_LENGTH] = '\0';
}

static void
hello (FtNetworkHost *self, FtNetConnection *connection, const FtNetMessage *msg)
{
  g_object_set_data (G_OBJECT (connection), "ft-hello-timeout", NULL);
  if (msg->kind != FT_NET_HELLO)
    {
      refuse (self, connection, "state", "say HELLO first");
      drop_connection (self, connection);
      g_ptr_array_remove (self->pending, connection);
      return;
    }
  if (msg->version != FT_NET_PROTOCOL_VERSION)
    {
      refuse (self, connection, "version", "this host speaks version 1");
      goto refused;
    }
  if (strcmp (msg->code, self->code) != 0)
    {
      refuse (self, connection, "code", "wrong game code");
      goto refused;
    }

  if (msg->role == FT_NET_ROLE_WATCH)
    {
      if (self->spectators->len >= FT_NETWORK_MAX_SPECTATORS)
        {
          refuse (self, connection, "full", "no room for more spectators");
          goto refused;
        }
      g_ptr_array_add (self->spectators, g_object_ref (connection));
      g_ptr_array_remove (self->pending, connection);
      send_state (self, connection, FALSE);
      g_signal_emit (self, signals[SIGNAL_SPECTATORS_CHANGED], 0);
      return;
    }

  if (self->player_token[0] != '\0' && strcmp (msg->token, self->player_token) != 0)
    {
      refuse (self, connection, "busy", "the game already has its players");
      goto refused;
    }
  if (self->player != NULL)
    {
      /* The same player again: its old connection is stale. */
      FtNetConnection *old = self->player;

      self->player = NULL;
      drop_connection (self, old);
      g_object_unref (old);
    }
  self->player = g_object_ref (connection);
  g_ptr_array_remove (self->pending, connection);
  if (self->player_token[0] == '\0')
    {
      new_token (self->player_token);
      if (msg->name[0] != '\0')
        {
          g_free (self->peer_name);
          self->peer_name = g_strdup (msg->name);
          ft_remote_player_set_name (self->remote, msg->name);
        }
    }
  send_state (self, connection, TRUE);
  if (self->absent_since != 0)
    {
      FtNetMessage back;

      self->absent_since = 0;
      ft_net_message_init (&back, FT_NET_PRESENCE);
      back.away = FALSE;
      for (guint i = 0; i < self->spectators->len; i++)
        ft_net_connection_send (g_ptr_array_index (self->spectators, i), &back);
    }
  g_signal_emit (self, signals[SIGNAL_PEER_JOINED], 0);
  if (!self->started)
    {
      self->started = TRUE;
      ft_session_start (self->session);
    }
  return;

refused:
  g_ptr_array_remove (self->pending, connection);
  drop_connection (self, connection);
}

static void
connection_message_cb (FtNetConnection *connection, gpointer msg, gpointer user_data)
{
  FtNetworkHost *self = FT_NETWORK_HOST (user_data);
  const FtNetMessage *message = msg;

  if (connection == self->player)
    player_message (self, connection, message);
  else if (g_ptr_array_find (self->spectators, connection, NULL))
    {
      if (message->kind == FT_NET_BYE)
        ft_net_connection_close (connection);
      else
        refuse (self, connection, "state", "spectators only watch");
    }
  else
    hello (self, connection, message);
}

static void
connection_closed_cb (FtNetConnection *connection, gpointer user_data)
{
  FtNetworkHost *self = FT_NETWORK_HOST (user_data);

  g_signal_handlers_disconnect_by_data (connection, self);
  self->n_refused += ft_net_connection_get_n_refused (connection);
  if (connection == self->player)
    {
      FtNetMessage away;

      self->player = NULL;
      self->absent_since = g_get_monotonic_time ();
      ft_net_message_init (&away, FT_NET_PRESENCE);
      away.away = TRUE;
      send_to_all (self, &away, NULL);
      g_message ("%s: the player's connection was lost", ft_net_connection_get_peer (connection));
      g_signal_emit (self, signals[SIGNAL_PEER_LEFT], 0);
      g_object_unref (connection);
    }
  else if (g_ptr_array_remove (self->spectators, connection))
    g_signal_emit (self, signals[SIGNAL_SPECTATORS_CHANGED], 0);
  else
    g_ptr_array_remove (self->pending, connection);
}

typedef struct
{
  FtNetworkHost *host;
  FtNetConnection *connection;
  guint id;
} HelloTimeout;

static gboolean
hello_timeout_cb (gpointer user_data)
{
  HelloTimeout *timeout = user_data;

  timeout->id = 0;
  g_message ("%s: no HELLO, closing", ft_net_connection_get_peer (timeout->connection));
  /* Removing the data frees `timeout`: keep what we need. */
  FtNetworkHost *self = timeout->host;
  FtNetConnection *connection = timeout->connection;
  self->n_refused++;
  drop_connection (self, connection);
  g_ptr_array_remove (self->pending, connection);
  return G_SOURCE_REMOVE;
}

static void
hello_timeout_free (gpointer data)
{
  HelloTimeout *timeout = data;

  g_clear_handle_id (&timeout->id, g_source_remove);
  g_free (timeout);
}

static gboolean
incoming_cb (GSocketService *service G_GNUC_UNUSED, GSocketConnection *socket_connection,
             GObject *source G_GNUC_UNUSED, gpointer user_data)
{
  FtNetworkHost *self = FT_NETWORK_HOST (user_data);
  FtNetConnection *connection;
  HelloTimeout *timeout;

  /* Connections that have not said HELLO yet are few in honest use: more
   * are turned away at once. */
  if (self->pending->len >= MAX_PENDING)
    {
      g_message ("too many connections waiting for HELLO: one refused");
      self->n_refused++;
      g_io_stream_close (G_IO_STREAM (socket_connection), NULL, NULL);
      return TRUE;
    }
  connection = ft_net_connection_new (G_IO_STREAM (socket_connection));
  timeout = g_new0 (HelloTimeout, 1);

  timeout->host = self;
  timeout->connection = connection;
  timeout->id = g_timeout_add_seconds (HELLO_TIMEOUT_S, hello_timeout_cb, timeout);
  g_object_set_data_full (G_OBJECT (connection), "ft-hello-timeout", timeout, hello_timeout_free);
  g_signal_connect (connection, "message", G_CALLBACK (connection_message_cb), self);
  g_signal_connect (connection, "closed", G_CALLBACK (connection_closed_cb), self);
  g_ptr_array_add (self->pending, connection);
  return TRUE;
}

/* ---- The object ---------------------------------------------------------------- */

static void
close_array (FtNetworkHost *self, GPtrArray *array)
{
  while (array->len > 0)
    {
      FtNetConnection *connection = g_object_ref (g_ptr_array_index (array, array->len - 1));

      g_ptr_array_remove_index (array, array->len - 1);
      drop_connection (self, connection);
      g_object_unref (connection);
    }
}

void
ft_network_host_close (FtNetworkHost *self)
{
  g_return_if_fail (FT_IS_NETWORK_HOST (self));

  if (self->service != NULL)
    {
      g_socket_service_stop (self->service);
      g_socket_listener_close (G_SOCKET_LISTENER (self->service));
      g_signal_handlers_disconnect_by_data (self->service, self);
      g_clear_object (&self->service);
    }
  if (self->player != NULL)
    {
      FtNetMessage bye;

      ft_net_message_init (&bye, FT_NET_BYE);
      ft_net_connection_send (self->player, &bye);
      drop_connection (self, self->player);
      g_clear_object (&self->player);
    }
  close_array (self, self->spectators);
  close_array (self, self->pending);
}

static void
ft_network_host_dispose (GObject *object)
{
  FtNetworkHost *self = FT_NETWORK_HOST (object);

  ft_network_host_close (self);
  if (self->session != NULL)
    {
      g_signal_handlers_disconnect_by_data (self->session, self);
      ft_session_stop (self->session);
    }
  g_clear_object (&self->session);
  g_clear_object (&self->local);
  g_clear_object (&self->remote);
  G_OBJECT_CLASS (ft_network_host_parent_class)->dispose (object);
}

static void
ft_network_host_finalize (GObject *object)
{
  FtNetworkHost *self = FT_NETWORK_HOST (object);

  g_clear_pointer (&self->setup, ft_game_setup_free);
  g_ptr_array_unref (self->spectators);
  g_ptr_array_unref (self->pending);
  g_free (self->name);
  g_free (self->peer_name);
  G_OBJECT_CLASS (ft_network_host_parent_class)->finalize (object);
}

static void
ft_network_host_class_init (FtNetworkHostClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = ft_network_host_dispose;
  object_class->finalize = ft_network_host_finalize;

  /* The player joined (or came back with its token). */
  signals[SIGNAL_PEER_JOINED] = g_signal_new ("peer-joined", G_TYPE_FROM_CLASS (klass),
                                              G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                                              G_TYPE_NONE, 0);
  /* The player's connection dropped: the absence counts from now. */
  signals[SIGNAL_PEER_LEFT] = g_signal_new ("peer-left", G_TYPE_FROM_CLASS (klass),
                                            G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                                            G_TYPE_NONE, 0);
  signals[SIGNAL_SPECTATORS_CHANGED] = g_signal_new ("spectators-changed", G_TYPE_FROM_CLASS (klass),
                                                     G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                                                     G_TYPE_NONE, 0);
  /**
   * FtNetworkHost::offer-received:
   * @offer: the FtNetOffer the peer makes; answer with
   *   ft_network_host_answer_offer()
   */
  signals[SIGNAL_OFFER_RECEIVED] = g_signal_new ("offer-received", G_TYPE_FROM_CLASS (klass),
                                                 G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                                                 G_TYPE_NONE, 1, G_TYPE_INT);
  /**
   * FtNetworkHost::offer-answered:
   * @offer: the host's FtNetOffer
   * @accepted: the peer's answer
   */
  signals[SIGNAL_OFFER_ANSWERED] = g_signal_new ("offer-answered", G_TYPE_FROM_CLASS (klass),
                                                 G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                                                 G_TYPE_NONE, 2, G_TYPE_INT, G_TYPE_BOOLEAN);
  /**
   * FtNetworkHost::peer-selection:
   * @file: the peer's selected square's file, -1 for none
   * @rank: its rank
   */
  signals[SIGNAL_PEER_SELECTION] = g_signal_new ("peer-selection", G_TYPE_FROM_CLASS (klass),
                                                 G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                                                 G_TYPE_NONE, 2, G_TYPE_INT, G_TYPE_INT);
  /**
   * FtNetworkHost::peer-drag:
   * @has_point: FALSE when the drag ended
   * @x: board x (files from White's left edge)
   * @y: board y (ranks from White's edge)
   */
  signals[SIGNAL_PEER_DRAG] = g_signal_new ("peer-drag", G_TYPE_FROM_CLASS (klass),
                                            G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL, G_TYPE_NONE,
                                            3, G_TYPE_BOOLEAN, G_TYPE_DOUBLE, G_TYPE_DOUBLE);
  /* A rematch replaced the session (colours swapped). */
  signals[SIGNAL_SESSION_CHANGED] = g_signal_new ("session-changed", G_TYPE_FROM_CLASS (klass),
                                                  G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                                                  G_TYPE_NONE, 0);
}

static void
ft_network_host_init (FtNetworkHost *self)
{
  self->spectators = g_ptr_array_new_with_free_func (g_object_unref);
  self->pending = g_ptr_array_new_with_free_func (g_object_unref);
  self->claim_after_ms = FT_NETWORK_CLAIM_AFTER_MS;
}

FtNetworkHost *
ft_network_host_new (const FtGameSetup *setup, const char *code, const char *name,
                     GError **error)
{
  FtNetworkHost *self;

  g_return_val_if_fail (setup != NULL && setup->start != NULL, NULL);

  if (setup->game != FT_GAME_KIND_CHESS)
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_NOT_SUPPORTED,
                           _("Network games are games of chess"));
      return NULL;
    }
  /* Each side would need its own view sent; not done (yet). */
  if (setup->fog_of_war)
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_NOT_SUPPORTED,
                           _("Network games cannot be played with fog of war"));
      return NULL;
    }
  if (setup->time_control == FT_TIME_CONTROL_PER_MOVE)
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_NOT_SUPPORTED,
                           _("Network games cannot use the per-move timer"));
      return NULL;
    }
  if (code != NULL)
    {
      gsize len = strlen (code);
      gboolean ok = len >= FT_NET_MIN_CODE && len <= FT_NET_MAX_CODE;

      for (gsize i = 0; ok && i < len; i++)
        ok = g_ascii_isalnum (code[i]);
      if (!ok)
        {
          g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT,
                       _("A game code has %d to %d letters or digits"), FT_NET_MIN_CODE,
                       FT_NET_MAX_CODE);
          return NULL;
        }
    }

  self = g_object_new (FT_TYPE_NETWORK_HOST, NULL);
  self->setup = ft_game_setup_copy (setup);
  self->name = g_strdup (name != NULL ? name : _("Host"));
  if (code != NULL)
    {
      for (gsize i = 0; code[i] != '\0'; i++)
        self->code[i] = g_ascii_toupper (code[i]);
    }
  else
    {
      for (int i = 0; i < CODE_LENGTH; i++)
        self->code[i] = CODE_ALPHABET[g_random_int_range (0, sizeof CODE_ALPHABET - 1)];
    }
  new_session (self);
  return self;
}

gboolean
ft_network_host_listen (FtNetworkHost *self, const char *address, guint16 port, GError **error)
{
  g_autoptr (GSocketService) service = g_socket_service_new ();

  g_return_val_if_fail (FT_IS_NETWORK_HOST (self), FALSE);
  g_return_val_if_fail (self->service == NULL, FALSE);

  if (address == NULL)
    {
      if (port == 0)
        port = g_socket_listener_add_any_inet_port (G_SOCKET_LISTENER (service), NULL, error);
      else if (!g_socket_listener_add_inet_port (G_SOCKET_LISTENER (service), port, NULL, error))
        port = 0;
    }
  else
    {
      g_autoptr (GInetAddress) inet = g_inet_address_new_from_string (address);
      g_autoptr (GSocketAddress) socket_address = NULL;
      g_autoptr (GSocketAddress) effective = NULL;

      if (inet == NULL)
        {
          g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT, _("Not an address: %s"),
                       address);
          return FALSE;
        }
      socket_address = g_inet_socket_address_new (inet, port);
      if (!g_socket_listener_add_address (G_SOCKET_LISTENER (service), socket_address,
                                          G_SOCKET_TYPE_STREAM, G_SOCKET_PROTOCOL_TCP, NULL,
                                          &effective, error))
        port = 0;
      else
        port = g_inet_socket_address_get_port (G_INET_SOCKET_ADDRESS (effective));
    }
  if (port == 0)
    return FALSE;
  self->port = port;
  self->service = g_steal_pointer (&service);
  g_signal_connect (self->service, "incoming", G_CALLBACK (incoming_cb), self);
  g_socket_service_start (self->service);
  return TRUE;
}

guint16
ft_network_host_get_port (FtNetworkHost *self)
{
  g_return_val_if_fail (FT_IS_NETWORK_HOST (self), 0);
  return self->port;
}

const char *
ft_network_host_get_code (FtNetworkHost *self)
{
  g_return_val_if_fail (FT_IS_NETWORK_HOST (self), NULL);
  return self->code;
}

GStrv
ft_network_host_get_addresses (void)
{
  g_autoptr (GStrvBuilder) builder = g_strv_builder_new ();
#ifdef G_OS_UNIX
  struct ifaddrs *addresses = NULL;

  if (getifaddrs (&addresses) == 0)
    {
      for (struct ifaddrs *a = addresses; a != NULL; a = a->ifa_next)
        {
          g_autoptr (GSocketAddress) socket_address = NULL;
          g_autofree char *text = NULL;
          GInetAddress *inet;
          gsize size;

          if (a->ifa_addr == NULL || (a->ifa_flags & IFF_LOOPBACK) || !(a->ifa_flags & IFF_UP))
            continue;
          if (a->ifa_addr->sa_family == AF_INET)
            size = sizeof (struct sockaddr_in);
          else if (a->ifa_addr->sa_family == AF_INET6)
            size = sizeof (struct sockaddr_in6);
          else
            continue;
          socket_address = g_socket_address_new_from_native (a->ifa_addr, size);
          if (!G_IS_INET_SOCKET_ADDRESS (socket_address))
            continue;
          inet = g_inet_socket_address_get_address (G_INET_SOCKET_ADDRESS (socket_address));
          if (g_inet_address_get_is_link_local (inet))
            continue;
          text = g_inet_address_to_string (inet);
          g_strv_builder_add (builder, text);
        }
      freeifaddrs (addresses);
    }
#endif
  return g_strv_builder_end (builder);
}

FtSession *
ft_network_host_get_session (FtNetworkHost *self)
{
  g_return_val_if_fail (FT_IS_NETWORK_HOST (self), NULL);
  return self->session;
}

FtColour
ft_network_host_get_colour (FtNetworkHost *self)
{
  g_return_val_if_fail (FT_IS_NETWORK_HOST (self), FT_WHITE);
  return self->setup->human_colour;
}

const char *
ft_network_host_get_peer_name (FtNetworkHost *self)
{
  g_return_val_if_fail (FT_IS_NETWORK_HOST (self), NULL);
  return self->peer_name;
}

gboolean
ft_network_host_has_player (FtNetworkHost *self)
{
  g_return_val_if_fail (FT_IS_NETWORK_HOST (self), FALSE);
  return self->player_token[0] != '\0';
}

gboolean
ft_network_host_is_peer_connected (FtNetworkHost *self)
{
  g_return_val_if_fail (FT_IS_NETWORK_HOST (self), FALSE);
  return self->player != NULL;
}

guint
ft_network_host_get_n_spectators (FtNetworkHost *self)
{
  g_return_val_if_fail (FT_IS_NETWORK_HOST (self), 0);
  return self->spectators->len;
}

gint64
ft_network_host_get_absent_ms (FtNetworkHost *self)
{
  g_return_val_if_fail (FT_IS_NETWORK_HOST (self), 0);
  if (self->absent_since == 0)
    return 0;
  return (g_get_monotonic_time () - self->absent_since) / 1000;
}

gboolean
ft_network_host_can_claim_win (FtNetworkHost *self)
{
  g_return_val_if_fail (FT_IS_NETWORK_HOST (self), FALSE);
  return self->absent_since != 0 && !ft_game_is_over (ft_session_get_game (self->session))
         && ft_network_host_get_absent_ms (self) >= self->claim_after_ms;
}

gboolean
ft_network_host_claim_win (FtNetworkHost *self)
{
  FtColour host;

  g_return_val_if_fail (FT_IS_NETWORK_HOST (self), FALSE);

  if (!ft_network_host_can_claim_win (self))
    return FALSE;
  host = self->setup->human_colour;
  ft_session_stop (self->session);
  ft_game_end (ft_session_get_game (self->session),
               host == FT_WHITE ? FT_RESULT_WHITE_WINS : FT_RESULT_BLACK_WINS, FT_REASON_ABANDONMENT);
  return TRUE;
}

void
ft_network_host_set_claim_after_ms (FtNetworkHost *self, gint64 ms)
{
  g_return_if_fail (FT_IS_NETWORK_HOST (self));
  self->claim_after_ms = ms;
}

gboolean
ft_network_host_offer (FtNetworkHost *self, FtNetOffer offer)
{
  FtNetMessage msg;

  g_return_val_if_fail (FT_IS_NETWORK_HOST (self), FALSE);

  if (self->player == NULL || !offer_allowed (self, offer, self->setup->human_colour))
    return FALSE;
  if (self->offer_pending && self->offer_from_peer && self->offer == offer)
    return ft_network_host_answer_offer (self, TRUE);
  self->offer_pending = TRUE;
  self->offer = offer;
  self->offer_from_peer = FALSE;
  ft_net_message_init (&msg, FT_NET_OFFER);
  msg.offer = offer;
  ft_net_connection_send (self->player, &msg);
  return TRUE;
}

gboolean
ft_network_host_answer_offer (FtNetworkHost *self, gboolean accept)
{
  FtNetMessage msg;
  FtNetOffer offer;

  g_return_val_if_fail (FT_IS_NETWORK_HOST (self), FALSE);

  if (!self->offer_pending || !self->offer_from_peer)
    return FALSE;
  offer = self->offer;
  self->offer_pending = FALSE;
  if (accept && !offer_allowed (self, offer, peer_colour (self)))
    accept = FALSE;
  ft_net_message_init (&msg, accept ? FT_NET_ACCEPT : FT_NET_DECLINE);
  msg.offer = offer;
  if (self->player != NULL)
    ft_net_connection_send (self->player, &msg);
  if (accept)
    accept_offer (self, offer, peer_colour (self));
  return accept;
}

gboolean
ft_network_host_get_pending_offer (FtNetworkHost *self, FtNetOffer *offer)
{
  g_return_val_if_fail (FT_IS_NETWORK_HOST (self), FALSE);

  if (!self->offer_pending || !self->offer_from_peer)
    return FALSE;
  if (offer != NULL)
    *offer = self->offer;
  return TRUE;
}

void
ft_network_host_resign (FtNetworkHost *self)
{
  g_return_if_fail (FT_IS_NETWORK_HOST (self));
  ft_session_resign (self->session, self->setup->human_colour);
}

void
ft_network_host_send_selection (FtNetworkHost *self, int file, int rank)
{
  FtNetMessage msg;

  g_return_if_fail (FT_IS_NETWORK_HOST (self));

  ft_net_message_init (&msg, FT_NET_SELECT);
  if (file >= 0 && file < 16 && rank >= 0 && rank < 16)
    {
      msg.file = file;
      msg.rank = rank;
    }
  msg.side = self->setup->human_colour;
  send_to_all (self, &msg, NULL);
}

void
ft_network_host_send_drag (FtNetworkHost *self, gboolean has_point, double x, double y)
{
  FtNetMessage msg;

  g_return_if_fail (FT_IS_NETWORK_HOST (self));

  ft_net_message_init (&msg, FT_NET_DRAG);
  msg.has_point = has_point;
  msg.x = x;
  msg.y = y;
  msg.side = self->setup->human_colour;
  send_to_all (self, &msg, NULL);
}

guint
ft_network_host_get_n_refused (FtNetworkHost *self)
{
  guint n;

  g_return_val_if_fail (FT_IS_NETWORK_HOST (self), 0);

  /* The connections' own refusals (malformed, too long, rate) count too. */
  n = self->n_refused;
  if (self->player != NULL)
    n += ft_net_connection_get_n_refused (self->player);
  for (guint i = 0; i < self->spectators->len; i++)
    n += ft_net_connection_get_n_refused (g_ptr_array_index (self->spectators, i));
  for (guint i = 0; i < self->pending->len; i++)
    n += ft_net_connection_get_n_refused (g_ptr_array_index (self->pending, i));
  return n;
}
