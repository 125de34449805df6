/* ft-network-client-state.c — what the host says to a client: the state
 * when it joins or comes back (WELCOME, SETUP, MOVES, SYNC; a game that
 * continues ours is caught up, anything else is rebuilt), then the live
 * game: moves (each checked with the rules before it is played), results,
 * takebacks, offers, the live view, presence and the host's goodbye. */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "ft-names.h"
#include "ft-network-client-private.h"

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

/* ---- The session ---------------------------------------------------------------- */

static void
move_played_cb (FtGame *game, const FtGameMove *played, gpointer user_data)
{
  FtNetworkClient *self = FT_NETWORK_CLIENT (user_data);
  guint ply = ft_game_get_n_moves (game) - 1;
  FtColour mover = FT_OTHER_COLOUR (ft_game_get_turn (game));
  FtNetMessage msg;

  if (self->pending_clock_ply == (gint64) ply)
    {
      set_clocks (self, self->pending_clock_ms);
      self->pending_clock_ply = -1;
    }
  /* Our own move goes to the host (which checks it again). */
  if (self->watch || mover != self->colour || ft_game_move_is_pass (played))
    return;
  ft_net_message_init (&msg, FT_NET_MOVE);
  ft_network_game_write_move (played, msg.move);
  msg.ply = ply;
  _ft_network_client_send (self, &msg);
  self->offer_pending = FALSE;
}

/* The moves of the state on a game from the start position. FALSE (and
 * refused) if one is illegal. */
static gboolean
replay_state_moves (FtNetworkClient *self, FtGame *game)
{
  for (guint i = 0; i < self->state_moves->len; i++)
    {
      const char *text = g_ptr_array_index (self->state_moves, i);
      FtGameMove move;
      gboolean found = ft_network_game_read_move (game, text, &move);

      ft_game_start_turn (game);
      if (!found || !ft_game_play (game, &move))
        {
          g_autofree char *why = g_strdup_printf ("the host sent the illegal move %s", text);
          _ft_network_client_refused (self, "illegal", why);
          return FALSE;
        }
    }
  return TRUE;
}

/* A new session from the state just received. FALSE (and refused) if the
 * host's state is not a game. */
static gboolean
build_session (FtNetworkClient *self, const FtNetMessage *sync)
{
  const FtNetMessage *setup = self->setup;
  g_autoptr (GError) error = NULL;
  g_autoptr (FtRuleset) start = ft_network_game_rules_of_setup (setup, &error);
  g_autoptr (FtClock) clock = NULL;
  g_autoptr (FtGame) game = NULL;
  FtPlayer *players[2];

  if (start == NULL)
    {
      g_autofree char *text = g_strdup_printf ("bad FEN from the host: %s", error->message);
      _ft_network_client_refused (self, "malformed", text);
      return FALSE;
    }
  if (setup->clock == FT_NET_CLOCK_UNTIMED)
    clock = ft_clock_new_untimed ();
  else
    clock = ft_clock_new (setup->start_ms[FT_WHITE], setup->increment_ms[FT_WHITE],
                          setup->start_ms[FT_BLACK], setup->increment_ms[FT_BLACK]);
  ft_clock_set_time_source (clock, monotonic_source, NULL);
  game = ft_game_new_for_rules (start, self->watch ? FT_WHITE : self->colour, clock);
  ft_game_set_claims_draws_at_once (game, TRUE); /* as the host's (ft-network-host-play.c) */
  if (!replay_state_moves (self, game))
    return FALSE;

  _ft_network_client_clear_session (self);
  for (int side = 0; side < 2; side++)
    {
      const char *name = setup->names[side][0] != '\0' ? setup->names[side]
                                                      : ft_ruleset_get_side_name (start, side);

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
  ft_network_game_emit_session_changed (FT_NETWORK_GAME (self));
  return TRUE;
}

/* The other side's move (legal: checked) with the host's clocks after it;
 * played when its turn has begun. */
static void
deliver (FtNetworkClient *self, const FtGameMove *move, gint64 ply, const gint64 clock_ms[2])
{
  FtGame *game = get_game (self);
  FtColour mover = ft_game_get_turn (game);

  self->pending_clock_ply = ply;
  memcpy (self->pending_clock_ms, clock_ms, sizeof self->pending_clock_ms);
  /* The host took the move in time: this clock, a network delay behind,
   * must not flag the mover now. */
  if (clock_ms[mover] >= 0)
    ft_clock_set_remaining_ms (ft_game_get_clock (game), mover, MAX (clock_ms[mover], 1));
  ft_remote_player_deliver (self->remote[mover], move);
}

/* Do our moves begin the state's moves? */
static gboolean
state_continues_game (FtNetworkClient *self, FtGame *game)
{
  guint n = MIN (ft_game_get_n_moves (game), self->state_moves->len);

  for (guint i = 0; i < n; i++)
    {
      char text[FT_NET_MAX_MOVE + 1];

      ft_network_game_write_move (ft_game_peek_move (game, i), text);
      if (strcmp (text, g_ptr_array_index (self->state_moves, i)) != 0)
        return FALSE;
    }
  return TRUE;
}

static gboolean
resend_cb (gpointer user_data)
{
  FtNetworkClient *self = FT_NETWORK_CLIENT (user_data);
  char *text = g_object_steal_data (G_OBJECT (self), "ft-resend");
  FtGame *game = get_game (self);
  FtGameMove move;

  if (game != NULL && ft_network_game_read_move (game, text, &move) && !ft_session_request (self->session, &move))
    g_message ("the saved move %s could not be played again", text);
  g_free (text);
  g_object_unref (self);
  return G_SOURCE_REMOVE;
}

/* The first state after a restart, against the record kept from before:
 * the shorter must begin the longer; our one move the host never got is
 * played again; anything else is refused, the difference named. */
static void
resume_from_record (FtNetworkClient *self, const FtNetMessage *sync)
{
  g_auto (GStrv) ours = g_steal_pointer (&self->expected_moves);
  g_autoptr (GPtrArray) host = g_ptr_array_new ();
  g_autofree char *conflict = NULL;
  guint n_ours = g_strv_length (ours);

  /* The host's moves, borrowed. */
  for (guint i = 0; i < self->state_moves->len; i++)
    g_ptr_array_add (host, g_ptr_array_index (self->state_moves, i));
  g_ptr_array_add (host, NULL);
  conflict = ft_network_records_conflict ((const char *const *) ours, (const char *const *) host->pdata);
  if (conflict == NULL && n_ours > self->state_moves->len + 1)
    conflict = g_strdup_printf ("this record has %u moves the host's does not have",
                                n_ours - self->state_moves->len);
  if (conflict != NULL)
    {
      g_autofree char *text = g_strdup_printf ("the game kept here and the host's differ: %s", conflict);

      _ft_network_client_refused (self, "conflict", text);
      return;
    }
  if (!build_session (self, sync))
    return;
  if (n_ours == self->state_moves->len + 1
      && (self->watch || ft_game_get_turn (get_game (self)) != self->colour))
    {
      g_autofree char *text = g_strdup_printf ("the game kept here and the host's differ: this record has the "
                                               "move %s the host's does not have", ours[n_ours - 1]);

      _ft_network_client_refused (self, "conflict", text);
      return;
    }
  if (n_ours == self->state_moves->len + 1)
    {
      /* Our last move never reached the host: played again once the turn
       * has begun. */
      g_object_set_data_full (G_OBJECT (self), "ft-resend", g_strdup (ours[n_ours - 1]), g_free);
      g_idle_add (resend_cb, g_object_ref (self));
    }
}

/* The state arrived (SYNC). After a dropped connection the game may go on
 * where it is, if the host's moves continue ours. */
static void
state_complete (FtNetworkClient *self, const FtNetMessage *sync)
{
  FtGame *game = get_game (self);
  guint n_local, n_state = self->state_moves->len;

  self->receiving_state = FALSE;
  if (self->expected_moves != NULL)
    {
      resume_from_record (self, sync);
      return;
    }
  if (game == NULL || self->watch || !self->joined_once || !state_continues_game (self, game))
    {
      build_session (self, sync);
      return;
    }
  n_local = ft_game_get_n_moves (game);
  if (n_local == n_state)
    set_clocks (self, sync->clock_ms);
  else if (n_local + 1 == n_state && self->remote[ft_game_get_turn (game)] != NULL)
    {
      const char *text = g_ptr_array_index (self->state_moves, n_local);
      FtGameMove move;

      if (!ft_network_game_read_move (game, text, &move))
        build_session (self, sync);
      else
        deliver (self, &move, n_local, sync->clock_ms);
    }
  else if (n_state + 1 == n_local && ft_game_get_turn (game) != self->colour)
    {
      /* Our last move never reached the host: send it again. */
      FtNetMessage msg;

      ft_net_message_init (&msg, FT_NET_MOVE);
      ft_network_game_write_move (ft_game_peek_move (game, n_state), msg.move);
      msg.ply = n_state;
      _ft_network_client_send (self, &msg);
    }
  else
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
      _ft_network_client_resync (self, "a move before the game");
      return;
    }
  if (msg->ply + 1 == (gint64) n)
    {
      char text[FT_NET_MAX_MOVE + 1];

      /* The echo of the move we made (or of one already delivered). */
      ft_network_game_write_move (ft_game_peek_move (game, n - 1), text);
      if (strcmp (text, msg->move) != 0)
        _ft_network_client_resync (self, "a different move");
      else
        set_clocks (self, msg->clock_ms);
      return;
    }
  if (msg->ply == (gint64) n && self->remote[ft_game_get_turn (game)] != NULL
      && !ft_game_is_over (game))
    {
      FtGameMove move;

      if (!ft_network_game_read_move (game, msg->move, &move))
        {
          ft_net_link_log (self->connection, "the host announced the illegal move %s: refused",
                                 msg->move);
          ft_net_link_send_error (self->connection, "illegal", "that move is illegal here");
          _ft_network_client_resync (self, "an illegal move");
          return;
        }
      deliver (self, &move, msg->ply, msg->clock_ms);
      return;
    }
  _ft_network_client_resync (self, "a move out of order");
}

/* ---- Messages ------------------------------------------------------------------ */

static void
welcome (FtNetworkClient *self, const FtNetMessage *msg)
{
  gboolean was_lost = self->lost_since != 0;

  if ((msg->role == FT_NET_ROLE_WATCH) != self->watch)
    {
      _ft_network_client_refused (self, "state", "the host gave another role");
      return;
    }
  self->welcomed = TRUE;
  self->host_version = msg->version;
  g_clear_handle_id (&self->welcome_id, g_source_remove);
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
    g_signal_emit (self, _ft_network_client_signals[CLIENT_SIGNAL_RECONNECTED], 0);
}

static void
handle_error (FtNetworkClient *self, const FtNetMessage *msg)
{
  static const char *const fatal[] = { "version", "code", "busy", "full", "wait" };

  for (guint i = 0; i < G_N_ELEMENTS (fatal); i++)
    if (strcmp (msg->error, fatal[i]) == 0 && !self->welcomed)
      {
        _ft_network_client_refused (self, msg->error, msg->text);
        return;
      }
  ft_net_link_log (self->connection, "the host says: %s (%s)", msg->text, msg->error);
  g_signal_emit (self, _ft_network_client_signals[CLIENT_SIGNAL_ERROR_RECEIVED], 0, msg->error,
                 msg->text);
  /* A move of ours the host refused: our board is wrong. */
  if (strcmp (msg->error, "illegal") == 0)
    _ft_network_client_resync (self, "the host refused a move");
}

/* MOVE or MOVES while the state arrives: the moves so far. */
static void
state_moves (FtNetworkClient *self, const FtNetMessage *msg)
{
  g_auto (GStrv) moves = NULL;

  if (msg->ply != (gint64) self->state_moves->len)
    {
      _ft_network_client_resync (self, "a gap in the moves");
      return;
    }
  if (msg->kind == FT_NET_MOVE)
    {
      g_ptr_array_add (self->state_moves, g_strdup (msg->move));
      return;
    }
  moves = g_strsplit (msg->moves, ",", -1);
  for (guint i = 0; moves[i] != NULL; i++)
    g_ptr_array_add (self->state_moves, g_steal_pointer (&moves[i]));
}

static void
result (FtNetworkClient *self, const FtNetMessage *msg)
{
  FtGame *game = get_game (self);

  if (game != NULL && !ft_game_is_over (game))
    {
      ft_session_stop (self->session);
      ft_game_end (game, msg->result, msg->reason);
    }
  /* The clocks at the end, as the host's show them. */
  if (game != NULL)
    set_clocks (self, msg->clock_ms);
  self->offer_pending = FALSE;
}

static void
undo (FtNetworkClient *self, const FtNetMessage *msg)
{
  FtGame *game = get_game (self);

  if (game == NULL || msg->ply >= (gint64) ft_game_get_n_moves (game)
      || !ft_session_take_back_to (self->session, msg->ply))
    {
      _ft_network_client_resync (self, "a takeback that does not fit");
      return;
    }
  for (int side = 0; side < 2; side++)
    if (self->remote[side] != NULL)
      ft_remote_player_clear (self->remote[side]);
  set_clocks (self, msg->clock_ms);
}

static void
live_view (FtNetworkClient *self, const FtNetMessage *msg)
{
  FtColour side = msg->side != FT_NET_NO_SIDE ? (FtColour) msg->side
                  : self->watch ? FT_WHITE : FT_OTHER_COLOUR (self->colour);

  if (msg->kind == FT_NET_SELECT)
    ft_network_game_emit_peer_selection (FT_NETWORK_GAME (self), side, msg->file, msg->rank);
  else
    ft_network_game_emit_peer_drag (FT_NETWORK_GAME (self), side, msg->has_point, msg->x, msg->y);
}

/* BYE: the host ended the game for good. */
static void
host_left (FtNetworkClient *self)
{
  ft_net_link_log (self->connection, "the host left the game");
  self->stopped = TRUE;
  self->host_left = TRUE;
  g_clear_handle_id (&self->retry_id, g_source_remove);
  _ft_network_client_forget_connection (self);
  if (self->session != NULL)
    ft_session_stop (self->session);
  self->offer_pending = FALSE;
  g_signal_emit (self, _ft_network_client_signals[CLIENT_SIGNAL_HOST_LEFT], 0);
}

/* A message of the game itself (after WELCOME). */
static void
game_message (FtNetworkClient *self, const FtNetMessage *msg)
{
  switch (msg->kind)
    {
    case FT_NET_WELCOME:
      welcome (self, msg);
      break;
    case FT_NET_SETUP:
      if (!self->receiving_state)
        _ft_network_client_resync (self, "a SETUP out of place");
      else
        *self->setup = *msg;
      break;
    case FT_NET_MOVE:
    case FT_NET_MOVES:
      if (self->receiving_state)
        state_moves (self, msg);
      else if (msg->kind == FT_NET_MOVE)
        live_move (self, msg);
      else
        _ft_network_client_resync (self, "MOVES out of place");
      break;
    case FT_NET_SYNC:
      if (!self->receiving_state || self->setup->kind != FT_NET_SETUP
          || msg->ply != (gint64) self->state_moves->len)
        {
          _ft_network_client_resync (self, "an unexpected SYNC");
          break;
        }
      state_complete (self, msg);
      self->joined_once = TRUE;
      break;
    case FT_NET_RESULT:
      result (self, msg);
      break;
    case FT_NET_UNDO:
      undo (self, msg);
      break;
    case FT_NET_OFFER:
      if (self->watch)
        break;
      self->offer_pending = TRUE;
      self->offer = msg->offer;
      ft_network_game_emit_offer_received (FT_NETWORK_GAME (self), msg->offer);
      break;
    case FT_NET_ACCEPT:
    case FT_NET_DECLINE:
      ft_network_game_emit_offer_answered (FT_NETWORK_GAME (self), msg->offer, msg->kind == FT_NET_ACCEPT);
      break;
    case FT_NET_SELECT:
    case FT_NET_DRAG:
      live_view (self, msg);
      break;
    case FT_NET_CHAT:
      if (!self->watch
          && !ft_network_game_receive_chat (FT_NETWORK_GAME (self), FT_OTHER_COLOUR (self->colour), msg->text))
        ft_net_link_send_error (self->connection, "rate", "too many chat messages");
      break;
    case FT_NET_PRESENCE:
      self->peer_away = msg->away;
      g_signal_emit (self, _ft_network_client_signals[CLIENT_SIGNAL_PRESENCE_CHANGED], 0, msg->away);
      break;
    case FT_NET_BYE:
      host_left (self);
      break;
    default:
      ft_net_link_send_error (self->connection, "state", "this message is not for a client");
      break;
    }
}

void
_ft_network_client_message_cb (FtNetLink *connection G_GNUC_UNUSED, gpointer data,
                               gpointer user_data)
{
  FtNetworkClient *self = FT_NETWORK_CLIENT (user_data);
  const FtNetMessage *msg = data;

  if (msg->kind == FT_NET_ERROR)
    handle_error (self, msg);
  else if (self->welcomed)
    game_message (self, msg);
  else if (msg->kind == FT_NET_WELCOME)
    welcome (self, msg);
  else if (msg->kind == FT_NET_BYE)
    host_left (self);
  else
    ft_net_link_log (self->connection, "the host spoke before WELCOME: ignored");
}
