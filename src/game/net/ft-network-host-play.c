/* ft-network-host-play.c — the host's game: the session and what it sends
 * of it (moves with both clocks, the result), the player's messages
 * (moves, resignation, offers, the live view) and the offers' outcomes
 * (takeback, agreed draw, rematch). */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "ft-network-host-private.h"

FtColour
_ft_network_host_peer_colour (FtNetworkHost *self)
{
  return FT_OTHER_COLOUR (self->setup->human_colour);
}

void
_ft_network_host_send_to_all (FtNetworkHost *self, const FtNetMessage *msg, FtNetLink *except)
{
  if (self->player != NULL && self->player != except)
    ft_net_link_send (self->player, msg);
  for (guint i = 0; i < self->spectators->len; i++)
    if (g_ptr_array_index (self->spectators, i) != except)
      ft_net_link_send (g_ptr_array_index (self->spectators, i), msg);
}

void
_ft_network_host_fill_clocks (FtNetworkHost *self, FtNetMessage *msg)
{
  FtClock *clock = ft_game_get_clock (ft_session_get_game (self->session));

  msg->clock_ms[FT_WHITE] = ft_clock_get_remaining_ms (clock, FT_WHITE);
  msg->clock_ms[FT_BLACK] = ft_clock_get_remaining_ms (clock, FT_BLACK);
}

/* ---- The session ------------------------------------------------------------- */

static void
move_played_cb (FtSession *session, const FtGameMove *played, gpointer user_data)
{
  FtNetworkHost *self = FT_NETWORK_HOST (user_data);
  FtGame *game = ft_session_get_game (session);
  FtNetMessage msg;

  ft_net_message_init (&msg, FT_NET_MOVE);
  if (ft_game_move_is_pass (played))
    return; /* no per-move timer over the network */
  ft_network_game_write_move (played, msg.move);
  msg.ply = ft_game_get_n_moves (game) - 1;
  _ft_network_host_fill_clocks (self, &msg);
  _ft_network_host_send_to_all (self, &msg, NULL);
  /* A move answers a draw offer by declining it. */
  self->offer_pending = self->offer_pending && self->offer == FT_NET_OFFER_REMATCH;
}

static void
game_over_cb (FtSession *session G_GNUC_UNUSED, int result G_GNUC_UNUSED,
              int reason G_GNUC_UNUSED, gpointer user_data)
{
  FtNetworkHost *self = FT_NETWORK_HOST (user_data);
  FtNetMessage msg;

  _ft_network_host_fill_result (self, &msg);
  _ft_network_host_send_to_all (self, &msg, NULL);
  self->offer_pending = FALSE;
}

void
_ft_network_host_clear_session (FtNetworkHost *self)
{
  if (self->session != NULL)
    {
      g_signal_handlers_disconnect_by_data (self->session, self);
      ft_session_stop (self->session);
      g_clear_object (&self->session);
    }
  g_clear_object (&self->local);
  g_clear_object (&self->remote);
}

void
_ft_network_host_new_session (FtNetworkHost *self, FtGame *resumed)
{
  g_autoptr (FtGame) game = resumed != NULL ? g_object_ref (resumed) : ft_game_setup_create_game (self->setup);
  FtColour host = self->setup->human_colour;

  /* Standard chess over the network draws a threefold repetition or fifty
   * moves at once (docs/network.md): the protocol has no claim. */
  ft_game_set_claims_draws_at_once (game, TRUE);
  _ft_network_host_clear_session (self);
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
  _ft_network_host_fill_clocks (self, &msg);
  _ft_network_host_send_to_all (self, &msg, NULL);
}

static void
apply_rematch (FtNetworkHost *self)
{
  self->setup->human_colour = FT_OTHER_COLOUR (self->setup->human_colour);
  /* "player" times belong to the host's side: they swap with it. */
  _ft_network_host_new_session (self, NULL);
  if (self->player != NULL)
    _ft_network_host_send_state (self, self->player, TRUE);
  for (guint i = 0; i < self->spectators->len; i++)
    _ft_network_host_send_state (self, g_ptr_array_index (self->spectators, i), FALSE);
  ft_network_game_emit_session_changed (FT_NETWORK_GAME (self));
  ft_session_start (self->session);
}

gboolean
_ft_network_host_offer_allowed (FtNetworkHost *self, FtNetOffer offer, FtColour from)
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

void
_ft_network_host_accept_offer (FtNetworkHost *self, FtNetOffer offer, FtColour offered_by)
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
player_move (FtNetworkHost *self, FtNetLink *connection, const FtNetMessage *msg)
{
  FtGame *game = ft_session_get_game (self->session);
  FtGameMove move;

  if (ft_game_is_over (game))
    {
      _ft_network_host_refuse (self, connection, "illegal", "the game is over");
      return;
    }
  if (ft_game_get_turn (game) != _ft_network_host_peer_colour (self))
    {
      _ft_network_host_refuse (self, connection, "illegal", "it is not your turn");
      return;
    }
  if (msg->ply != (gint64) ft_game_get_n_moves (game))
    {
      _ft_network_host_refuse (self, connection, "illegal", "the move is not for this position (ply)");
      return;
    }
  if (!ft_network_game_read_move (game, msg->move, &move))
    {
      g_autofree char *text = g_strdup_printf ("%s is not a legal move here", msg->move);
      _ft_network_host_refuse (self, connection, "illegal", text);
      return;
    }
  ft_remote_player_deliver (self->remote, &move);
}

static void
forward_live_view (FtNetworkHost *self, FtNetLink *connection, const FtNetMessage *msg)
{
  FtRuleset *rules = ft_game_get_rules (ft_session_get_game (self->session));
  FtColour peer = _ft_network_host_peer_colour (self);
  FtNetMessage forward = *msg;

  if (msg->kind == FT_NET_SELECT && msg->file >= 0
      && ((guint) msg->file >= ft_ruleset_get_files (rules) || (guint) msg->rank >= ft_ruleset_get_ranks (rules)))
    {
      _ft_network_host_refuse (self, connection, "malformed", "the square is off the board");
      return;
    }
  forward.side = peer;
  for (guint i = 0; i < self->spectators->len; i++)
    ft_net_link_send (g_ptr_array_index (self->spectators, i), &forward);
  if (msg->kind == FT_NET_SELECT)
    ft_network_game_emit_peer_selection (FT_NETWORK_GAME (self), peer, msg->file, msg->rank);
  else
    ft_network_game_emit_peer_drag (FT_NETWORK_GAME (self), peer, msg->has_point, msg->x, msg->y);
}

static void
player_offer (FtNetworkHost *self, FtNetLink *connection, const FtNetMessage *msg)
{
  FtColour peer = _ft_network_host_peer_colour (self);

  if (!_ft_network_host_offer_allowed (self, msg->offer, peer))
    {
      _ft_network_host_refuse (self, connection, "state", "that offer cannot be made now");
      return;
    }
  if (self->offer_pending && !self->offer_from_peer && self->offer == msg->offer)
    {
      /* Both offered the same: agreed. */
      self->offer_pending = FALSE;
      _ft_network_host_accept_offer (self, msg->offer, peer);
      return;
    }
  self->offer_pending = TRUE;
  self->offer = msg->offer;
  self->offer_from_peer = TRUE;
  ft_network_game_emit_offer_received (FT_NETWORK_GAME (self), msg->offer);
}

static void
player_answer (FtNetworkHost *self, FtNetLink *connection, const FtNetMessage *msg)
{
  if (!self->offer_pending || self->offer_from_peer || self->offer != msg->offer)
    {
      _ft_network_host_refuse (self, connection, "state", "there is no such offer to answer");
      return;
    }
  self->offer_pending = FALSE;
  ft_network_game_emit_offer_answered (FT_NETWORK_GAME (self), msg->offer, msg->kind == FT_NET_ACCEPT);
  if (msg->kind == FT_NET_ACCEPT)
    _ft_network_host_accept_offer (self, msg->offer, self->setup->human_colour);
}

void
_ft_network_host_player_message (FtNetworkHost *self, FtNetLink *connection,
                                 const FtNetMessage *msg)
{
  switch (msg->kind)
    {
    case FT_NET_MOVE:
      player_move (self, connection, msg);
      break;
    case FT_NET_RESIGN:
      if (ft_game_is_over (ft_session_get_game (self->session)))
        _ft_network_host_refuse (self, connection, "state", "the game is over");
      else
        ft_session_resign (self->session, _ft_network_host_peer_colour (self));
      break;
    case FT_NET_OFFER:
      player_offer (self, connection, msg);
      break;
    case FT_NET_ACCEPT:
    case FT_NET_DECLINE:
      player_answer (self, connection, msg);
      break;
    case FT_NET_SELECT:
    case FT_NET_DRAG:
      forward_live_view (self, connection, msg);
      break;
    case FT_NET_CHAT:
      if (!ft_network_game_receive_chat (FT_NETWORK_GAME (self), _ft_network_host_peer_colour (self), msg->text))
        _ft_network_host_refuse (self, connection, "rate", "too many chat messages");
      break;
    case FT_NET_BYE:
      ft_net_link_close (connection);
      break;
    case FT_NET_HELLO:
      /* The same player saying HELLO again on its link (over XMPP, one link
       * a full address, so the link itself says who it is: its first HELLO
       * may have crossed the host's WELCOME): the state again, as to a
       * player coming back. */
      if (msg->role == FT_NET_ROLE_PLAYER && (msg->token[0] == '\0' || strcmp (msg->token, self->player_token) == 0))
        _ft_network_host_send_state (self, connection, TRUE);
      else
        _ft_network_host_refuse (self, connection, "state", "this connection has a seat already");
      break;
    case FT_NET_ERROR:
      ft_net_link_log (connection, "the player reports %s: %s", msg->error, msg->text);
      break;
    default:
      _ft_network_host_refuse (self, connection, "state", "this message is not for the host");
      break;
    }
}
