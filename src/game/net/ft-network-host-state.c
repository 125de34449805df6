/* ft-network-host-state.c — the state a player or spectator is sent when it
 * joins or comes back (docs/network.md#catching-up): WELCOME, SETUP, the
 * moves so far as a few MOVES lines (each as long as a line allows: about
 * 500 moves; a joiner's rate limit counts each line once), SYNC with the
 * clocks, then the result, an absent player and a pending offer. */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "ft-network-host-private.h"

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
