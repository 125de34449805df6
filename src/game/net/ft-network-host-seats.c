/* ft-network-host-seats.c — who is connected to the host: connections that
 * have not said HELLO yet (at most FT_NETWORK_MAX_PENDING, each with a
 * short deadline; one more evicts the oldest of the address holding the
 * most), the HELLO itself (version, code — wrong codes limited by the
 * guard —, the player's seat and its token, spectators), keepalive once a
 * connection is in, and what happens when one goes; and the state a player
 * or spectator is sent when it joins or comes back (docs/network.md#catching-up):
 * WELCOME, SETUP, the moves so far as a few MOVES lines (each as long as a
 * line allows: about 500 moves; a joiner's rate limit counts each line
 * once), SYNC with the clocks, then the result, an absent player and a
 * pending offer. */
#include "config.h"

#include <string.h>

#include <glib/gi18n-lib.h>

#include "ft-network-host-private.h"

void
_ft_network_host_refuse (FtNetworkHost *self, FtNetLink *connection, const char *code,
                         const char *text)
{
  self->n_refused++;
  ft_net_link_log (connection, "refused (%s): %s", code, text);
  ft_net_link_send_error (connection, code, text);
}

void
_ft_network_host_drop_connection (FtNetworkHost *self, FtNetLink *connection)
{
  g_signal_handlers_disconnect_by_data (connection, self);
  g_object_set_data (G_OBJECT (connection), "ft-hello-timeout", NULL);
  self->n_refused += ft_net_link_get_n_refused (connection);
  ft_net_link_close (connection);
}

/* Remove from pending and close (the array's reference goes). */
static void
drop_pending (FtNetworkHost *self, FtNetLink *connection)
{
  g_object_ref (connection);
  g_ptr_array_remove (self->pending, connection);
  _ft_network_host_drop_connection (self, connection);
  g_object_unref (connection);
}

static void
start_keepalive (FtNetworkHost *self, FtNetLink *connection)
{
  ft_net_link_set_keepalive (connection, self->keepalive_ms, self->silence_timeout_ms);
}

static void
seat_spectator (FtNetworkHost *self, FtNetLink *connection)
{
  if (self->spectators->len >= FT_NETWORK_MAX_SPECTATORS)
    {
      _ft_network_host_refuse (self, connection, "full", "no room for more spectators");
      drop_pending (self, connection);
      return;
    }
  g_ptr_array_add (self->spectators, g_object_ref (connection));
  g_ptr_array_remove (self->pending, connection);
  start_keepalive (self, connection);
  _ft_network_host_send_state (self, connection, FALSE);
  _ft_network_host_emit (self, HOST_SIGNAL_SPECTATORS_CHANGED);
}

static void
seat_player (FtNetworkHost *self, FtNetLink *connection, const FtNetMessage *msg)
{
  if (self->player != NULL)
    {
      /* The same player again: its old connection is stale. */
      FtNetLink *old = g_steal_pointer (&self->player);

      _ft_network_host_drop_connection (self, old);
      g_object_unref (old);
    }
  self->player = g_object_ref (connection);
  self->player_version = msg->version;
  g_ptr_array_remove (self->pending, connection);
  start_keepalive (self, connection);
  if (self->player_token[0] == '\0')
    {
      ft_net_random_token (self->player_token);
      if (msg->name[0] != '\0')
        {
          g_free (self->peer_name);
          self->peer_name = g_strdup (msg->name);
          ft_remote_player_set_name (self->remote, msg->name);
        }
    }
  _ft_network_host_send_state (self, connection, TRUE);
  if (self->absent_since != 0)
    {
      FtNetMessage back;

      self->absent_since = 0;
      ft_net_message_init (&back, FT_NET_PRESENCE);
      back.away = FALSE;
      for (guint i = 0; i < self->spectators->len; i++)
        ft_net_link_send (g_ptr_array_index (self->spectators, i), &back);
    }
  _ft_network_host_emit (self, HOST_SIGNAL_PEER_JOINED);
  if (!self->started)
    {
      self->started = TRUE;
      ft_session_start (self->session);
    }
}

/* The code, under the guard's limits. A player coming back with its token
 * (128 secret bits) is not held back by other addresses' guessing. FALSE:
 * refused. */
static gboolean
check_code (FtNetworkHost *self, FtNetLink *connection, const FtNetMessage *msg,
            gboolean rejoining)
{
  const char *address = ft_net_link_get_address (connection);
  gint64 wait_ms = 0;

  if (!rejoining && !ft_net_guard_may_try (self->guard, address, g_get_monotonic_time (), &wait_ms))
    {
      g_autofree char *text = g_strdup_printf ("too many wrong codes: try again in %" G_GINT64_FORMAT " s",
                                               (wait_ms + 999) / 1000);
      _ft_network_host_refuse (self, connection, "wait", text);
      return FALSE;
    }
  if (strcmp (msg->code, self->code) != 0)
    {
      ft_net_guard_failed (self->guard, address, g_get_monotonic_time ());
      _ft_network_host_refuse (self, connection, "code", "wrong game code");
      return FALSE;
    }
  ft_net_guard_succeeded (self->guard, address);
  return TRUE;
}

static void
hello (FtNetworkHost *self, FtNetLink *connection, const FtNetMessage *msg)
{
  gboolean rejoining;

  g_object_set_data (G_OBJECT (connection), "ft-hello-timeout", NULL);
  if (msg->kind != FT_NET_HELLO)
    {
      _ft_network_host_refuse (self, connection, "state", "say HELLO first");
      drop_pending (self, connection);
      return;
    }
  if (msg->version < FT_NET_MIN_PROTOCOL_VERSION || msg->version > FT_NET_PROTOCOL_VERSION)
    {
      g_autofree char *text = g_strdup_printf ("this host speaks versions %d to %d", FT_NET_MIN_PROTOCOL_VERSION,
                                               FT_NET_PROTOCOL_VERSION);

      _ft_network_host_refuse (self, connection, "version", text);
      drop_pending (self, connection);
      return;
    }
  rejoining = msg->role == FT_NET_ROLE_PLAYER && self->player_token[0] != '\0'
              && strcmp (msg->token, self->player_token) == 0;
  if (!check_code (self, connection, msg, rejoining))
    drop_pending (self, connection);
  else if (msg->role == FT_NET_ROLE_WATCH)
    seat_spectator (self, connection);
  else if (self->player_token[0] != '\0' && !rejoining)
    {
      _ft_network_host_refuse (self, connection, "busy", "the game already has its players");
      drop_pending (self, connection);
    }
  else
    seat_player (self, connection, msg);
}

static void
connection_message_cb (FtNetLink *connection, gpointer msg, gpointer user_data)
{
  FtNetworkHost *self = FT_NETWORK_HOST (user_data);
  const FtNetMessage *message = msg;

  if (connection == self->player)
    _ft_network_host_player_message (self, connection, message);
  else if (g_ptr_array_find (self->spectators, connection, NULL))
    {
      if (message->kind == FT_NET_BYE)
        ft_net_link_close (connection);
      else if (message->kind == FT_NET_HELLO && message->role == FT_NET_ROLE_WATCH)
        _ft_network_host_send_state (self, connection, FALSE);
      /* A report, not a request: answering it with one more ERROR would
       * only start an exchange of complaints (the spectator's reader says
       * "rate" when moves come faster than it reads them). */
      else if (message->kind == FT_NET_ERROR)
        ft_net_link_log (connection, "a spectator reports %s: %s", message->error, message->text);
      else
        _ft_network_host_refuse (self, connection, "state", "spectators only watch");
    }
  else
    hello (self, connection, message);
}

static void
connection_closed_cb (FtNetLink *connection, gpointer user_data)
{
  FtNetworkHost *self = FT_NETWORK_HOST (user_data);

  g_signal_handlers_disconnect_by_data (connection, self);
  g_object_set_data (G_OBJECT (connection), "ft-hello-timeout", NULL);
  self->n_refused += ft_net_link_get_n_refused (connection);
  if (connection == self->player)
    {
      FtNetMessage away;

      self->player = NULL;
      self->absent_since = g_get_monotonic_time ();
      ft_net_message_init (&away, FT_NET_PRESENCE);
      away.away = TRUE;
      _ft_network_host_send_to_all (self, &away, NULL);
      ft_net_link_log (connection, "the player's connection was lost");
      _ft_network_host_emit (self, HOST_SIGNAL_PEER_LEFT);
      g_object_unref (connection);
    }
  else if (g_ptr_array_remove (self->spectators, connection))
    _ft_network_host_emit (self, HOST_SIGNAL_SPECTATORS_CHANGED);
  else
    g_ptr_array_remove (self->pending, connection);
}

typedef struct
{
  FtNetworkHost *host;
  FtNetLink *connection;
  guint id;
} HelloTimeout;

static gboolean
hello_timeout_cb (gpointer user_data)
{
  HelloTimeout *timeout = user_data;
  FtNetworkHost *self = timeout->host;
  FtNetLink *connection = timeout->connection;

  /* Dropping the connection frees `timeout`. */
  timeout->id = 0;
  ft_net_link_log (connection, "no HELLO in time: closing");
  self->n_refused++;
  drop_pending (self, connection);
  return G_SOURCE_REMOVE;
}

static void
hello_timeout_free (gpointer data)
{
  HelloTimeout *timeout = data;

  g_clear_handle_id (&timeout->id, g_source_remove);
  g_free (timeout);
}

/* The pending slots are full: the oldest connection of the address that
 * holds the most goes, so that idle connections never lock the player
 * out (docs/network.md#threats-and-limits). */
static void
evict_pending (FtNetworkHost *self)
{
  g_autoptr (GHashTable) counts = g_hash_table_new (g_str_hash, g_str_equal);
  FtNetLink *victim = NULL;
  guint most = 0;

  for (guint i = 0; i < self->pending->len; i++)
    {
      const char *address = ft_net_link_get_address (g_ptr_array_index (self->pending, i));
      guint n = GPOINTER_TO_UINT (g_hash_table_lookup (counts, address)) + 1;

      g_hash_table_insert (counts, (gpointer) address, GUINT_TO_POINTER (n));
    }
  for (guint i = 0; i < self->pending->len; i++)
    {
      FtNetLink *connection = g_ptr_array_index (self->pending, i);
      guint n = GPOINTER_TO_UINT (g_hash_table_lookup (counts, ft_net_link_get_address (connection)));

      if (n > most)
        {
          most = n;
          victim = connection;
        }
    }
  ft_net_link_log (victim, "too many connections wait for HELLO: the oldest goes");
  self->n_refused++;
  drop_pending (self, victim);
}

void
ft_network_host_add_link (FtNetworkHost *self, FtNetLink *link)
{
  HelloTimeout *timeout;

  g_return_if_fail (FT_IS_NETWORK_HOST (self));
  g_return_if_fail (FT_IS_NET_LINK (link));

  while (self->pending->len >= FT_NETWORK_MAX_PENDING)
    evict_pending (self);
  timeout = g_new0 (HelloTimeout, 1);
  timeout->host = self;
  timeout->connection = link;
  timeout->id = g_timeout_add (self->hello_timeout_ms, hello_timeout_cb, timeout);
  g_object_set_data_full (G_OBJECT (link), "ft-hello-timeout", timeout, hello_timeout_free);
  g_signal_connect (link, "message", G_CALLBACK (connection_message_cb), self);
  g_signal_connect (link, "closed", G_CALLBACK (connection_closed_cb), self);
  g_ptr_array_add (self->pending, g_object_ref (link));
}

gboolean
_ft_network_host_incoming_cb (GSocketService *service G_GNUC_UNUSED,
                              GSocketConnection *socket_connection, GObject *source G_GNUC_UNUSED,
                              gpointer user_data)
{
  g_autoptr (FtNetConnection) connection = ft_net_connection_new (G_IO_STREAM (socket_connection));

  ft_network_host_add_link (FT_NETWORK_HOST (user_data), FT_NET_LINK (connection));
  return TRUE;
}

static void
close_array (FtNetworkHost *self, GPtrArray *array, const FtNetMessage *bye)
{
  while (array->len > 0)
    {
      FtNetLink *connection = g_ptr_array_steal_index (array, array->len - 1);

      if (bye != NULL)
        ft_net_link_send (connection, bye);
      _ft_network_host_drop_connection (self, connection);
      g_object_unref (connection);
    }
}

void
_ft_network_host_close_connections (FtNetworkHost *self)
{
  FtNetMessage bye;

  ft_net_message_init (&bye, FT_NET_BYE);
  if (self->player != NULL)
    {
      FtNetLink *player = g_steal_pointer (&self->player);

      ft_net_link_send (player, &bye);
      _ft_network_host_drop_connection (self, player);
      g_object_unref (player);
    }
  close_array (self, self->spectators, &bye);
  close_array (self, self->pending, NULL);
}

/* ---- Catching up: the state sent on joining --------------------------- */

void
_ft_network_host_fill_result (FtNetworkHost *self, FtNetMessage *msg)
{
  FtResultReason reason;
  FtResult result = ft_game_get_result (ft_session_get_game (self->session), &reason);

  ft_net_message_init (msg, FT_NET_RESULT);
  msg->result = result;
  msg->reason = reason;
  _ft_network_host_fill_clocks (self, msg);
}

static void
send_welcome (FtNetworkHost *self, FtNetLink *connection, gboolean is_player, FtNetMessage *msg)
{
  ft_net_message_init (msg, FT_NET_WELCOME);
  msg->role = is_player ? FT_NET_ROLE_PLAYER : FT_NET_ROLE_WATCH;
  if (is_player)
    {
      g_strlcpy (msg->token, self->player_token, sizeof msg->token);
      msg->side = _ft_network_host_peer_colour (self);
    }
  else
    {
      /* A spectator's token only identifies it in logs. */
      g_autofree char *token = g_compute_checksum_for_string (G_CHECKSUM_MD5,
                                                              ft_net_link_get_peer (connection), -1);
      g_strlcpy (msg->token, token, sizeof msg->token);
    }
  ft_net_link_send (connection, msg);
}

void
ft_network_host_fill_setup (FtNetworkHost *self, FtNetMessage *msg)
{
  FtColour host;

  g_return_if_fail (FT_IS_NETWORK_HOST (self));

  host = self->setup->human_colour;
  ft_net_message_init (msg, FT_NET_SETUP);
  /* The game, its rules and start (a chess FEN or checkers' PDN FEN). */
  ft_network_game_fill_setup (ft_session_get_game (self->session), msg);
  msg->clock = self->setup->time_control == FT_TIME_CONTROL_UNTIMED ? FT_NET_CLOCK_UNTIMED
                                                                    : FT_NET_CLOCK_FISCHER;
  msg->start_ms[host] = self->setup->player_ms;
  msg->increment_ms[host] = self->setup->player_increment_ms;
  msg->start_ms[FT_OTHER_COLOUR (host)] = self->setup->cpu_ms;
  msg->increment_ms[FT_OTHER_COLOUR (host)] = self->setup->cpu_increment_ms;
  if (msg->clock == FT_NET_CLOCK_UNTIMED)
    msg->start_ms[0] = msg->start_ms[1] = msg->increment_ms[0] = msg->increment_ms[1] = 0;
  ft_net_clean_name (self->name, msg->names[host]);
  ft_net_clean_name (self->peer_name != NULL ? self->peer_name : "", msg->names[FT_OTHER_COLOUR (host)]);
}

static void
send_setup (FtNetworkHost *self, FtNetLink *connection, FtNetMessage *msg)
{
  ft_network_host_fill_setup (self, msg);
  ft_net_link_send (connection, msg);
}

/* The moves so far, as few MOVES lines as fit. */
static void
send_moves (FtNetworkHost *self, FtNetLink *connection, FtNetMessage *msg)
{
  FtGame *game = ft_session_get_game (self->session);
  guint n_moves = ft_game_get_n_moves (game);

  ft_net_message_init (msg, FT_NET_MOVES);
  msg->ply = 0;
  for (guint i = 0; i < n_moves; i++)
    {
      char text[FT_NET_MAX_MOVE + 1];

      ft_network_game_write_move (ft_game_peek_move (game, i), text);
      if (!ft_net_message_add_move (msg, text))
        {
          ft_net_link_send (connection, msg);
          ft_net_message_init (msg, FT_NET_MOVES);
          msg->ply = i;
          ft_net_message_add_move (msg, text);
        }
    }
  if (msg->n_moves > 0)
    ft_net_link_send (connection, msg);
}

void
_ft_network_host_send_state (FtNetworkHost *self, FtNetLink *connection, gboolean is_player)
{
  FtGame *game = ft_session_get_game (self->session);
  g_autofree FtNetMessage *msg = g_new (FtNetMessage, 1);

  send_welcome (self, connection, is_player, msg);
  send_setup (self, connection, msg);
  send_moves (self, connection, msg);

  ft_net_message_init (msg, FT_NET_SYNC);
  msg->ply = ft_game_get_n_moves (game);
  _ft_network_host_fill_clocks (self, msg);
  ft_net_link_send (connection, msg);

  if (ft_game_is_over (game))
    {
      _ft_network_host_fill_result (self, msg);
      ft_net_link_send (connection, msg);
    }
  if (!is_player && self->player_token[0] != '\0' && self->player == NULL)
    {
      ft_net_message_init (msg, FT_NET_PRESENCE);
      msg->away = TRUE;
      ft_net_link_send (connection, msg);
    }
  if (is_player && self->offer_pending && !self->offer_from_peer)
    {
      ft_net_message_init (msg, FT_NET_OFFER);
      msg->offer = self->offer;
      ft_net_link_send (connection, msg);
    }
}
