/* ft-network-client.c — see ft-network-client.h. */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "ft-fen.h"
#include "ft-human-player.h"
#include "ft-names.h"
#include "ft-net-connection.h"
#include "ft-network-client.h"
#include "ft-network-host.h"
#include "ft-remote-player.h"

/* Fetches of the whole state a minute, at most (see resync()). */
#define MAX_RESYNCS 5

struct _FtNetworkClient
{
  GObject parent_instance;

  char *address;
  char code[FT_NET_MAX_CODE + 1];
  gboolean watch;
  char *name;

  GSocketClient *socket_client;
  GCancellable *cancellable;
  FtNetConnection *connection;
  gboolean connecting;
  char token[FT_NET_TOKEN_LENGTH + 1];
  FtColour colour;
  gboolean welcomed; /* this connection got its WELCOME */
  gboolean joined_once;

  /* The host's state while it arrives (WELCOME … SYNC). */
  gboolean receiving_state;
  FtNetMessage *setup;   /* the last SETUP */
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
  gboolean stopped; /* refused or disconnected: no reconnection */
  gboolean peer_away;

  gboolean offer_pending;
  FtNetOffer offer;

  gint64 resync_window_start;
  guint n_resyncs;
};

G_DEFINE_FINAL_TYPE (FtNetworkClient, ft_network_client, G_TYPE_OBJECT)

enum
{
  SIGNAL_SESSION_CHANGED,
  SIGNAL_REFUSED,
  SIGNAL_CONNECTION_LOST,
  SIGNAL_RECONNECTED,
  SIGNAL_OFFER_RECEIVED,
  SIGNAL_OFFER_ANSWERED,
  SIGNAL_PEER_SELECTION,
  SIGNAL_PEER_DRAG,
  SIGNAL_PRESENCE_CHANGED,
  SIGNAL_ERROR_RECEIVED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static void start_connect (FtNetworkClient *self);

static void
send (FtNetworkClient *self, const FtNetMessage *msg)
{
  if (self->connection != NULL && self->welcomed)
    ft_net_connection_send (self->connection, msg);
}

static FtGame *
get_game (FtNetworkClient *self)
{
  return self->session != NULL ? ft_session_get_game (self->session) : NULL;
}

/* The time a clock shows, without the flag timers: the host decides when a
 * flag falls. */
static gint64
monotonic_source (gpointer user_data G_GNUC_UNUSED)
{
  return g_get_monotonic_time ();
}

static void
set_clocks (FtNetworkClient *self, const gint64 ms[2])
{
  FtClock *clock = ft_game_get_clock (get_game (self));

  for (int side = 0; side < 2; side++)
    if (ms[side] >= 0)
      ft_clock_set_remaining_ms (clock, side, ms[side]);
}

/* ---- Connection trouble --------------------------------------------------------- */

static void connection_message_cb (FtNetConnection *connection, gpointer msg, gpointer user_data);
static void connection_closed_cb (FtNetConnection *connection, gpointer user_data);

static void
forget_connection (FtNetworkClient *self)
{
  if (self->connection == NULL)
    return;
  g_signal_handlers_disconnect_by_data (self->connection, self);
  ft_net_connection_close (self->connection);
  g_clear_object (&self->connection);
  self->welcomed = FALSE;
  self->receiving_state = FALSE;
}

static gboolean
retry_cb (gpointer user_data)
{
  FtNetworkClient *self = FT_NETWORK_CLIENT (user_data);

  self->retry_id = 0;
  start_connect (self);
  return G_SOURCE_REMOVE;
}

static void
schedule_retry (FtNetworkClient *self)
{
  if (self->stopped || self->retry_id != 0)
    return;
  self->retry_id = g_timeout_add (self->retry_ms, retry_cb, self);
}

static void
connection_lost (FtNetworkClient *self)
{
  forget_connection (self);
  if (self->stopped)
    return;
  if (self->lost_since == 0 && self->joined_once)
    {
      self->lost_since = g_get_monotonic_time ();
      g_signal_emit (self, signals[SIGNAL_CONNECTION_LOST], 0);
    }
  schedule_retry (self);
}

static void
refused (FtNetworkClient *self, const char *code, const char *text)
{
  g_message ("the host refused: %s (%s)", text, code);
  self->stopped = TRUE;
  forget_connection (self);
  g_signal_emit (self, signals[SIGNAL_REFUSED], 0, code, text);
}

/* Something does not add up: fetch the whole state again. */
static void
resync (FtNetworkClient *self, const char *why)
{
  gint64 now = g_get_monotonic_time ();

  /* A host that keeps contradicting itself is not followed round in
   * circles: a few fetches a minute, then the client gives up. */
  if (now - self->resync_window_start > 60 * G_USEC_PER_SEC)
    {
      self->resync_window_start = now;
      self->n_resyncs = 0;
    }
  if (++self->n_resyncs > MAX_RESYNCS)
    {
      refused (self, "state", "the host's game does not add up");
      return;
    }
  g_message ("out of step with the host (%s): fetching the game again", why);
  forget_connection (self);
  start_connect (self);
}

/* ---- The session ---------------------------------------------------------------- */

static void
move_played_cb (FtGame *game, const FtGameMove *played, gpointer user_data)
{
  FtNetworkClient *self = FT_NETWORK_CLIENT (user_data);
  guint ply = ft_game_get_n_moves (game) - 1;
  FtColour mover = FT_OTHER_COLOUR (ft_game_get_turn (game));
  FtMove move = ft_game_move_get_chess (played);
  FtNetMessage msg;

  if (self->pending_clock_ply == (gint64) ply)
    {
      set_clocks (self, self->pending_clock_ms);
      self->pending_clock_ply = -1;
    }
  /* Our own move goes to the host (which checks it again). */
  if (self->watch || mover != self->colour || (FtMove) move == FT_MOVE_NONE)
    return;
  ft_net_message_init (&msg, FT_NET_MOVE);
  ft_move_to_string ((FtMove) move, msg.move);
  msg.ply = ply;
  send (self, &msg);
  self->offer_pending = FALSE;
}

static void
clear_session (FtNetworkClient *self)
{
  if (self->session != NULL)
    {
      g_signal_handlers_disconnect_by_data (get_game (self), self);
      ft_session_stop (self->session);
      g_clear_object (&self->session);
    }
  g_clear_object (&self->remote[0]);
  g_clear_object (&self->remote[1]);
  g_clear_object (&self->local);
}

/* A new session from the state just received. FALSE (and refused) if the
 * host's state is not a game. */
static gboolean
build_session (FtNetworkClient *self, const FtNetMessage *sync)
{
  const FtNetMessage *setup = self->setup;
  g_autofree FtPosition *start = g_new0 (FtPosition, 1);
  g_autoptr (GError) error = NULL;
  g_autoptr (FtClock) clock = NULL;
  g_autoptr (FtGame) game = NULL;
  FtPlayer *players[2];

  if (!ft_fen_parse (setup->fen, setup->rules, start, &error))
    {
      g_autofree char *text = g_strdup_printf ("bad FEN from the host: %s", error->message);
      refused (self, "malformed", text);
      return FALSE;
    }
  start->promotion_choice = setup->promotion_choice;
  if (setup->clock == FT_NET_CLOCK_UNTIMED)
    clock = ft_clock_new_untimed ();
  else
    clock = ft_clock_new (setup->start_ms[FT_WHITE], setup->increment_ms[FT_WHITE],
                          setup->start_ms[FT_BLACK], setup->increment_ms[FT_BLACK]);
  ft_clock_set_time_source (clock, monotonic_source, NULL);
  game = ft_game_new_with_clock (start, self->watch ? FT_WHITE : self->colour, clock);

  for (guint i = 0; i < self->state_moves->len; i++)
    {
      const char *text = g_ptr_array_index (self->state_moves, i);
      FtMove move = ft_position_parse_move (ft_game_get_position (game), text);

      ft_game_start_turn (game);
      if (move == FT_MOVE_NONE || !ft_game_play_move (game, move))
        {
          g_autofree char *why = g_strdup_printf ("the host sent the illegal move %s", text);
          refused (self, "illegal", why);
          return FALSE;
        }
    }

  clear_session (self);
  for (int side = 0; side < 2; side++)
    {
      const char *name = setup->names[side][0] != '\0' ? setup->names[side] : ft_colour_label (side);

      if (!self->watch && side == (int) self->colour)
        {
          self->local = ft_human_player_new (self->name != NULL ? self->name : _("You"));
          players[side] = FT_PLAYER (self->local);
        }
      else
        {
          self->remote[side] = ft_remote_player_new (name);
          players[side] = FT_PLAYER (self->remote[side]);
        }
    }
  self->session = ft_session_new_with_players (game, players[FT_WHITE], players[FT_BLACK]);
  set_clocks (self, sync->clock_ms);
  g_signal_connect (game, "move-played", G_CALLBACK (move_played_cb), self);
  ft_session_start (self->session);
  g_signal_emit (self, signals[SIGNAL_SESSION_CHANGED], 0);
  return TRUE;
}

/* The state arrived (SYNC). After a dropped connection the game may go on
 * where it is, if the host's moves continue ours. */
static void
state_complete (FtNetworkClient *self, const FtNetMessage *sync)
{
  FtGame *game = get_game (self);
  guint n_local, n_state = self->state_moves->len;
  gboolean prefix = TRUE;

  self->receiving_state = FALSE;
  if (game == NULL || self->watch || !self->joined_once)
    goto rebuild;
  n_local = ft_game_get_n_moves (game);
  for (guint i = 0; i < MIN (n_local, n_state) && prefix; i++)
    {
      char text[16];

      ft_move_to_string (ft_game_get_move (game, i), text);
      prefix = strcmp (text, g_ptr_array_index (self->state_moves, i)) == 0;
    }
  if (!prefix)
    goto rebuild;
  if (n_local == n_state)
    {
      set_clocks (self, sync->clock_ms);
      return;
    }
  if (n_local + 1 == n_state && self->remote[ft_game_get_turn (game)] != NULL)
    {
      const char *text = g_ptr_array_index (self->state_moves, n_local);
      FtMove move = ft_position_parse_move (ft_game_get_position (game), text);

      if (move == FT_MOVE_NONE)
        goto rebuild;
      FtColour mover = ft_game_get_turn (game);

      self->pending_clock_ply = n_local;
      memcpy (self->pending_clock_ms, sync->clock_ms, sizeof self->pending_clock_ms);
      if (sync->clock_ms[mover] >= 0)
        ft_clock_set_remaining_ms (ft_game_get_clock (game), mover, MAX (sync->clock_ms[mover], 1));
      ft_remote_player_deliver_move (self->remote[mover], move);
      return;
    }
  if (n_state + 1 == n_local && ft_game_get_turn (game) != self->colour)
    {
      /* Our last move never reached the host: send it again. */
      FtNetMessage msg;

      ft_net_message_init (&msg, FT_NET_MOVE);
      ft_move_to_string (ft_game_get_move (game, n_state), msg.move);
      msg.ply = n_state;
      send (self, &msg);
      return;
    }

rebuild:
  build_session (self, sync);
}

/* A move the host announces during the game. */
static void
live_move (FtNetworkClient *self, const FtNetMessage *msg)
{
  FtGame *game = get_game (self);
  guint n = game != NULL ? ft_game_get_n_moves (game) : 0;

  if (game == NULL)
    {
      resync (self, "a move before the game");
      return;
    }
  if (msg->ply + 1 == (gint64) n)
    {
      char text[16];

      /* The echo of the move we made (or of one already delivered). */
      ft_move_to_string (ft_game_get_last_move (game), text);
      if (strcmp (text, msg->move) != 0)
        resync (self, "a different move");
      else
        set_clocks (self, msg->clock_ms);
      return;
    }
  if (msg->ply == (gint64) n && self->remote[ft_game_get_turn (game)] != NULL
      && !ft_game_is_over (game))
    {
      FtMove move = ft_position_parse_move (ft_game_get_position (game), msg->move);

      if (move == FT_MOVE_NONE)
        {
          g_message ("the host announced the illegal move %s: refused", msg->move);
          ft_net_connection_send_error (self->connection, "illegal", "that move is illegal here");
          resync (self, "an illegal move");
          return;
        }
      FtColour mover = ft_game_get_turn (game);

      self->pending_clock_ply = msg->ply;
      memcpy (self->pending_clock_ms, msg->clock_ms, sizeof self->pending_clock_ms);
      /* The host took the move in time: this clock, a network delay
       * behind, must not flag the mover now. */
      if (msg->clock_ms[mover] >= 0)
        ft_clock_set_remaining_ms (ft_game_get_clock (game), mover, MAX (msg->clock_ms[mover], 1));
      ft_remote_player_deliver_move (self->remote[mover], move);
      return;
    }
  resync (self, "a move out of order");
}

/* ---- Messages ------------------------------------------------------------------ */

static void
welcome (FtNetworkClient *self, const FtNetMessage *msg)
{
  gboolean was_lost = self->lost_since != 0;

  if ((msg->role == FT_NET_ROLE_WATCH) != self->watch)
    {
      refused (self, "state", "the host gave another role");
      return;
    }
  self->welcomed = TRUE;
  g_strlcpy (self->token, msg->token, sizeof self->token);
  if (!self->watch && (FtColour) msg->side != self->colour)
    {
      /* A rematch (colours swap): the old game is over. */
      self->colour = msg->side;
      self->joined_once = FALSE;
    }
  self->receiving_state = TRUE;
  g_ptr_array_set_size (self->state_moves, 0);
  self->lost_since = 0;
  if (was_lost)
    g_signal_emit (self, signals[SIGNAL_RECONNECTED], 0);
}

static void
handle_error (FtNetworkClient *self, const FtNetMessage *msg)
{
  static const char *const fatal[] = { "version", "code", "busy", "full" };

  for (guint i = 0; i < G_N_ELEMENTS (fatal); i++)
    if (strcmp (msg->error, fatal[i]) == 0 && !self->welcomed)
      {
        refused (self, msg->error, msg->text);
        return;
      }
  g_message ("the host says: %s (%s)", msg->text, msg->error);
  g_signal_emit (self, signals[SIGNAL_ERROR_RECEIVED], 0, msg->error, msg->text);
  /* A move of ours the host refused: our board is wrong. */
  if (strcmp (msg->error, "illegal") == 0)
    resync (self, "the host refused a move");
}

static void
connection_message_cb (FtNetConnection *connection G_GNUC_UNUSED, gpointer data,
                       gpointer user_data)
{
  FtNetworkClient *self = FT_NETWORK_CLIENT (user_data);
  const FtNetMessage *msg = data;
  FtGame *game = get_game (self);

  if (msg->kind == FT_NET_ERROR)
    {
      handle_error (self, msg);
      return;
    }
  if (!self->welcomed)
    {
      if (msg->kind == FT_NET_WELCOME)
        welcome (self, msg);
      else
        g_message ("the host spoke before WELCOME: ignored");
      return;
    }

  switch (msg->kind)
    {
    case FT_NET_WELCOME:
      welcome (self, msg);
      break;
    case FT_NET_SETUP:
      if (!self->receiving_state)
        {
          resync (self, "a SETUP out of place");
          break;
        }
      *self->setup = *msg;
      break;
    case FT_NET_MOVE:
      if (self->receiving_state)
        {
          if (msg->ply != (gint64) self->state_moves->len)
            resync (self, "a gap in the moves");
          else
            g_ptr_array_add (self->state_moves, g_strdup (msg->move));
        }
      else
        live_move (self, msg);
      break;
    case FT_NET_SYNC:
      if (!self->receiving_state || self->setup->kind != FT_NET_SETUP
          || msg->ply != (gint64) self->state_moves->len)
        {
          resync (self, "an unexpected SYNC");
          break;
        }
      state_complete (self, msg);
      self->joined_once = TRUE;
      break;
    case FT_NET_RESULT:
      if (game != NULL && !ft_game_is_over (game))
        {
          ft_session_stop (self->session);
          ft_game_end (game, msg->result, msg->reason);
        }
      self->offer_pending = FALSE;
      break;
    case FT_NET_UNDO:
      if (game == NULL || msg->ply >= (gint64) ft_game_get_n_moves (game)
          || !ft_session_take_back_to (self->session, msg->ply))
        {
          resync (self, "a takeback that does not fit");
          break;
        }
      for (int side = 0; side < 2; side++)
        if (self->remote[side] != NULL)
          ft_remote_player_clear (self->remote[side]);
      set_clocks (self, msg->clock_ms);
      break;
    case FT_NET_OFFER:
      if (self->watch)
        break;
      self->offer_pending = TRUE;
      self->offer = msg->offer;
      g_signal_emit (self, signals[SIGNAL_OFFER_RECEIVED], 0, (int) msg->offer);
      break;
    case FT_NET_ACCEPT:
    case FT_NET_DECLINE:
      g_signal_emit (self, signals[SIGNAL_OFFER_ANSWERED], 0, (int) msg->offer,
                     msg->kind == FT_NET_ACCEPT);
      break;
    case FT_NET_SELECT:
    case FT_NET_DRAG:
      {
        int side = msg->side != FT_NET_NO_SIDE ? msg->side
                   : self->watch ? FT_WHITE : (int) FT_OTHER_COLOUR (self->colour);

        if (msg->kind == FT_NET_SELECT)
          g_signal_emit (self, signals[SIGNAL_PEER_SELECTION], 0, side, msg->file, msg->rank);
        else
          g_signal_emit (self, signals[SIGNAL_PEER_DRAG], 0, side, msg->has_point, msg->x, msg->y);
        break;
      }
    case FT_NET_PRESENCE:
      self->peer_away = msg->away;
      g_signal_emit (self, signals[SIGNAL_PRESENCE_CHANGED], 0, msg->away);
      break;
    case FT_NET_BYE:
      g_message ("the host closed the game");
      self->stopped = TRUE;
      forget_connection (self);
      break;
    case FT_NET_HELLO:
    case FT_NET_RESIGN:
    case FT_NET_ERROR:
    default:
      ft_net_connection_send_error (self->connection, "state", "this message is not for a client");
      break;
    }
}

static void
connection_closed_cb (FtNetConnection *connection G_GNUC_UNUSED, gpointer user_data)
{
  connection_lost (FT_NETWORK_CLIENT (user_data));
}

static void
connect_cb (GObject *source, GAsyncResult *result, gpointer user_data)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (GSocketConnection) socket_connection
    = g_socket_client_connect_to_host_finish (G_SOCKET_CLIENT (source), result, &error);
  FtNetworkClient *self;
  FtNetMessage hello;

  if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    return;
  self = FT_NETWORK_CLIENT (user_data);
  self->connecting = FALSE;
  if (socket_connection == NULL)
    {
      if (!self->joined_once)
        refused (self, "connect", error->message);
      else
        schedule_retry (self);
      return;
    }
  /* The connect timeout would also end a quiet game: reading has none. */
  g_socket_set_timeout (g_socket_connection_get_socket (socket_connection), 0);
  self->connection = ft_net_connection_new (G_IO_STREAM (socket_connection));
  g_signal_connect (self->connection, "message", G_CALLBACK (connection_message_cb), self);
  g_signal_connect (self->connection, "closed", G_CALLBACK (connection_closed_cb), self);
  ft_net_message_init (&hello, FT_NET_HELLO);
  g_strlcpy (hello.code, self->code, sizeof hello.code);
  hello.role = self->watch ? FT_NET_ROLE_WATCH : FT_NET_ROLE_PLAYER;
  g_strlcpy (hello.token, self->token, sizeof hello.token);
  ft_net_clean_name (self->name != NULL ? self->name : "", hello.name);
  ft_net_connection_send (self->connection, &hello);
}

static void
start_connect (FtNetworkClient *self)
{
  if (self->stopped || self->connecting || self->connection != NULL)
    return;
  self->connecting = TRUE;
  g_socket_client_connect_to_host_async (self->socket_client, self->address,
                                         FT_NET_DEFAULT_PORT, self->cancellable, connect_cb, self);
}

/* ---- The object ---------------------------------------------------------------- */

static void
ft_network_client_dispose (GObject *object)
{
  FtNetworkClient *self = FT_NETWORK_CLIENT (object);

  self->stopped = TRUE;
  g_cancellable_cancel (self->cancellable);
  g_clear_handle_id (&self->retry_id, g_source_remove);
  forget_connection (self);
  clear_session (self);
  g_clear_object (&self->socket_client);
  G_OBJECT_CLASS (ft_network_client_parent_class)->dispose (object);
}

static void
ft_network_client_finalize (GObject *object)
{
  FtNetworkClient *self = FT_NETWORK_CLIENT (object);

  g_clear_object (&self->cancellable);
  g_free (self->address);
  g_free (self->name);
  g_free (self->setup);
  g_ptr_array_unref (self->state_moves);
  G_OBJECT_CLASS (ft_network_client_parent_class)->finalize (object);
}

static void
ft_network_client_class_init (FtNetworkClientClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = ft_network_client_dispose;
  object_class->finalize = ft_network_client_finalize;

  /* A new session (first join, rematch, or the state rebuilt): show it. */
  signals[SIGNAL_SESSION_CHANGED] = g_signal_new ("session-changed", G_TYPE_FROM_CLASS (klass),
                                                  G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                                                  G_TYPE_NONE, 0);
  /**
   * FtNetworkClient::refused:
   * @code: "code", "busy", "full", "version", "connect", …
   * @text: the host's or the system's words
   *
   * The game cannot be joined; the client stops.
   */
  signals[SIGNAL_REFUSED] = g_signal_new ("refused", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                          0, NULL, NULL, NULL, G_TYPE_NONE, 2, G_TYPE_STRING,
                                          G_TYPE_STRING);
  signals[SIGNAL_CONNECTION_LOST] = g_signal_new ("connection-lost", G_TYPE_FROM_CLASS (klass),
                                                  G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                                                  G_TYPE_NONE, 0);
  signals[SIGNAL_RECONNECTED] = g_signal_new ("reconnected", G_TYPE_FROM_CLASS (klass),
                                              G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                                              G_TYPE_NONE, 0);
  signals[SIGNAL_OFFER_RECEIVED] = g_signal_new ("offer-received", G_TYPE_FROM_CLASS (klass),
                                                 G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                                                 G_TYPE_NONE, 1, G_TYPE_INT);
  signals[SIGNAL_OFFER_ANSWERED] = g_signal_new ("offer-answered", G_TYPE_FROM_CLASS (klass),
                                                 G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                                                 G_TYPE_NONE, 2, G_TYPE_INT, G_TYPE_BOOLEAN);
  /**
   * FtNetworkClient::peer-selection:
   * @side: the FtColour of the player who selected
   * @file: the square's file, -1 for none
   * @rank: its rank
   */
  signals[SIGNAL_PEER_SELECTION] = g_signal_new ("peer-selection", G_TYPE_FROM_CLASS (klass),
                                                 G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                                                 G_TYPE_NONE, 3, G_TYPE_INT, G_TYPE_INT, G_TYPE_INT);
  signals[SIGNAL_PEER_DRAG] = g_signal_new ("peer-drag", G_TYPE_FROM_CLASS (klass),
                                            G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL, G_TYPE_NONE,
                                            4, G_TYPE_INT, G_TYPE_BOOLEAN, G_TYPE_DOUBLE,
                                            G_TYPE_DOUBLE);
  signals[SIGNAL_PRESENCE_CHANGED] = g_signal_new ("presence-changed", G_TYPE_FROM_CLASS (klass),
                                                   G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                                                   G_TYPE_NONE, 1, G_TYPE_BOOLEAN);
  signals[SIGNAL_ERROR_RECEIVED] = g_signal_new ("error-received", G_TYPE_FROM_CLASS (klass),
                                                 G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                                                 G_TYPE_NONE, 2, G_TYPE_STRING, G_TYPE_STRING);
}

static void
ft_network_client_init (FtNetworkClient *self)
{
  self->socket_client = g_socket_client_new ();
  g_socket_client_set_timeout (self->socket_client, 10);
  /* A game on the local network never goes through a proxy. */
  g_socket_client_set_enable_proxy (self->socket_client, FALSE);
  self->cancellable = g_cancellable_new ();
  self->setup = g_new0 (FtNetMessage, 1);
  self->state_moves = g_ptr_array_new_with_free_func (g_free);
  self->retry_ms = 1000;
  self->pending_clock_ply = -1;
}

FtNetworkClient *
ft_network_client_new (const char *address, const char *code, gboolean watch, const char *name)
{
  FtNetworkClient *self;

  g_return_val_if_fail (address != NULL && code != NULL, NULL);

  self = g_object_new (FT_TYPE_NETWORK_CLIENT, NULL);
  self->address = g_strdup (address);
  for (gsize i = 0; code[i] != '\0' && i < FT_NET_MAX_CODE; i++)
    self->code[i] = g_ascii_toupper (code[i]);
  self->watch = watch;
  self->name = g_strdup (name);
  return self;
}

void
ft_network_client_connect (FtNetworkClient *self)
{
  gsize len;

  g_return_if_fail (FT_IS_NETWORK_CLIENT (self));

  len = strlen (self->code);
  for (gsize i = 0; i < len; i++)
    if (!g_ascii_isalnum (self->code[i]))
      len = 0;
  if (len < FT_NET_MIN_CODE)
    {
      refused (self, "code", _("A game code has 4 to 16 letters or digits"));
      return;
    }
  self->stopped = FALSE;
  start_connect (self);
}

void
ft_network_client_disconnect (FtNetworkClient *self)
{
  FtNetMessage bye;

  g_return_if_fail (FT_IS_NETWORK_CLIENT (self));

  self->stopped = TRUE;
  g_clear_handle_id (&self->retry_id, g_source_remove);
  ft_net_message_init (&bye, FT_NET_BYE);
  send (self, &bye);
  forget_connection (self);
}

void
ft_network_client_drop_connection (FtNetworkClient *self)
{
  g_return_if_fail (FT_IS_NETWORK_CLIENT (self));

  if (self->connection != NULL)
    connection_lost (self);
}

void
ft_network_client_set_retry_interval (FtNetworkClient *self, guint ms)
{
  g_return_if_fail (FT_IS_NETWORK_CLIENT (self));
  self->retry_ms = MAX (ms, 1u);
}

FtSession *
ft_network_client_get_session (FtNetworkClient *self)
{
  g_return_val_if_fail (FT_IS_NETWORK_CLIENT (self), NULL);
  return self->session;
}

gboolean
ft_network_client_is_watching (FtNetworkClient *self)
{
  g_return_val_if_fail (FT_IS_NETWORK_CLIENT (self), FALSE);
  return self->watch;
}

FtColour
ft_network_client_get_colour (FtNetworkClient *self)
{
  g_return_val_if_fail (FT_IS_NETWORK_CLIENT (self), FT_WHITE);
  return self->colour;
}

gboolean
ft_network_client_is_connected (FtNetworkClient *self)
{
  g_return_val_if_fail (FT_IS_NETWORK_CLIENT (self), FALSE);
  return self->connection != NULL && self->welcomed;
}

gint64
ft_network_client_get_lost_ms (FtNetworkClient *self)
{
  g_return_val_if_fail (FT_IS_NETWORK_CLIENT (self), 0);
  return self->lost_since == 0 ? 0 : (g_get_monotonic_time () - self->lost_since) / 1000;
}

gboolean
ft_network_client_can_claim_win (FtNetworkClient *self)
{
  FtGame *game;

  g_return_val_if_fail (FT_IS_NETWORK_CLIENT (self), FALSE);

  game = get_game (self);
  return !self->watch && game != NULL && !ft_game_is_over (game)
         && ft_network_client_get_lost_ms (self) >= FT_NETWORK_CLAIM_AFTER_MS;
}

gboolean
ft_network_client_claim_win (FtNetworkClient *self)
{
  g_return_val_if_fail (FT_IS_NETWORK_CLIENT (self), FALSE);

  if (!ft_network_client_can_claim_win (self))
    return FALSE;
  ft_session_stop (self->session);
  ft_game_end (get_game (self), self->colour == FT_WHITE ? FT_RESULT_WHITE_WINS : FT_RESULT_BLACK_WINS,
               FT_REASON_ABANDONMENT);
  return TRUE;
}

gboolean
ft_network_client_is_peer_away (FtNetworkClient *self)
{
  g_return_val_if_fail (FT_IS_NETWORK_CLIENT (self), FALSE);
  return self->peer_away;
}

gboolean
ft_network_client_offer (FtNetworkClient *self, FtNetOffer offer)
{
  FtNetMessage msg;

  g_return_val_if_fail (FT_IS_NETWORK_CLIENT (self), FALSE);

  if (self->watch || !ft_network_client_is_connected (self))
    return FALSE;
  ft_net_message_init (&msg, FT_NET_OFFER);
  msg.offer = offer;
  send (self, &msg);
  return TRUE;
}

gboolean
ft_network_client_answer_offer (FtNetworkClient *self, gboolean accept)
{
  FtNetMessage msg;

  g_return_val_if_fail (FT_IS_NETWORK_CLIENT (self), FALSE);

  if (!self->offer_pending || !ft_network_client_is_connected (self))
    return FALSE;
  self->offer_pending = FALSE;
  ft_net_message_init (&msg, accept ? FT_NET_ACCEPT : FT_NET_DECLINE);
  msg.offer = self->offer;
  send (self, &msg);
  return TRUE;
}

gboolean
ft_network_client_get_pending_offer (FtNetworkClient *self, FtNetOffer *offer)
{
  g_return_val_if_fail (FT_IS_NETWORK_CLIENT (self), FALSE);

  if (!self->offer_pending)
    return FALSE;
  if (offer != NULL)
    *offer = self->offer;
  return TRUE;
}

gboolean
ft_network_client_resign (FtNetworkClient *self)
{
  FtNetMessage msg;

  g_return_val_if_fail (FT_IS_NETWORK_CLIENT (self), FALSE);

  if (self->watch || !ft_network_client_is_connected (self) || get_game (self) == NULL
      || ft_game_is_over (get_game (self)))
    return FALSE;
  ft_net_message_init (&msg, FT_NET_RESIGN);
  send (self, &msg);
  return TRUE;
}

void
ft_network_client_send_selection (FtNetworkClient *self, int file, int rank)
{
  FtNetMessage msg;

  g_return_if_fail (FT_IS_NETWORK_CLIENT (self));

  if (self->watch)
    return;
  ft_net_message_init (&msg, FT_NET_SELECT);
  if (file >= 0 && file < 16 && rank >= 0 && rank < 16)
    {
      msg.file = file;
      msg.rank = rank;
    }
  send (self, &msg);
}

void
ft_network_client_send_drag (FtNetworkClient *self, gboolean has_point, double x, double y)
{
  FtNetMessage msg;

  g_return_if_fail (FT_IS_NETWORK_CLIENT (self));

  if (self->watch)
    return;
  ft_net_message_init (&msg, FT_NET_DRAG);
  msg.has_point = has_point;
  msg.x = x;
  msg.y = y;
  send (self, &msg);
}

const char *
ft_network_client_get_token (FtNetworkClient *self)
{
  g_return_val_if_fail (FT_IS_NETWORK_CLIENT (self), NULL);
  return self->token;
}

void
ft_network_client_set_token (FtNetworkClient *self, const char *token)
{
  g_return_if_fail (FT_IS_NETWORK_CLIENT (self));
  g_strlcpy (self->token, token != NULL ? token : "", sizeof self->token);
}
