/* ft-network-game.c — see ft-network-game.h. */
#include "config.h"

#include <string.h>

#include "ft-checkers-notation.h"
#include "ft-checkers-ruleset.h"
#include "ft-chess-ruleset.h"
#include "ft-fen.h"
#include "ft-net-link.h"
#include "ft-network-game.h"

G_DEFINE_INTERFACE (FtNetworkGame, ft_network_game, G_TYPE_OBJECT)

enum
{
  SIGNAL_SESSION_CHANGED,
  SIGNAL_OFFER_RECEIVED,
  SIGNAL_OFFER_ANSWERED,
  SIGNAL_PEER_SELECTION,
  SIGNAL_PEER_DRAG,
  SIGNAL_CHAT,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static void
ft_network_game_default_init (FtNetworkGameInterface *iface)
{
  GType type = G_TYPE_FROM_INTERFACE (iface);

  /* A new session (the first, a rematch, or the state rebuilt): show it. */
  signals[SIGNAL_SESSION_CHANGED] = g_signal_new ("session-changed", type, G_SIGNAL_RUN_LAST, 0,
                                                  NULL, NULL, NULL, G_TYPE_NONE, 0);
  /**
   * FtNetworkGame::offer-received:
   * @offer: the FtNetOffer the other player makes; answer with
   *   ft_network_game_answer_offer()
   */
  signals[SIGNAL_OFFER_RECEIVED] = g_signal_new ("offer-received", type, G_SIGNAL_RUN_LAST, 0,
                                                 NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_INT);
  /**
   * FtNetworkGame::offer-answered:
   * @offer: this player's FtNetOffer
   * @accepted: the other player's answer
   */
  signals[SIGNAL_OFFER_ANSWERED] = g_signal_new ("offer-answered", type, G_SIGNAL_RUN_LAST, 0,
                                                 NULL, NULL, NULL, G_TYPE_NONE, 2, G_TYPE_INT,
                                                 G_TYPE_BOOLEAN);
  /**
   * FtNetworkGame::peer-selection:
   * @side: the FtColour of the player who selected
   * @file: the square's file, -1 for none
   * @rank: its rank
   */
  signals[SIGNAL_PEER_SELECTION] = g_signal_new ("peer-selection", type, G_SIGNAL_RUN_LAST, 0,
                                                 NULL, NULL, NULL, G_TYPE_NONE, 3, G_TYPE_INT,
                                                 G_TYPE_INT, G_TYPE_INT);
  /**
   * FtNetworkGame::peer-drag:
   * @side: the FtColour of the player who drags
   * @has_point: FALSE when the drag ended
   * @x: board x (files from White's left edge)
   * @y: board y (ranks from White's edge)
   */
  signals[SIGNAL_PEER_DRAG] = g_signal_new ("peer-drag", type, G_SIGNAL_RUN_LAST, 0, NULL, NULL,
                                            NULL, G_TYPE_NONE, 4, G_TYPE_INT, G_TYPE_BOOLEAN,
                                            G_TYPE_DOUBLE, G_TYPE_DOUBLE);
  /**
   * FtNetworkGame::chat:
   * @side: the FtColour of the player who wrote
   * @text: the message (one line, UTF-8, at most FT_NET_MAX_CHAT bytes)
   */
  signals[SIGNAL_CHAT] = g_signal_new ("chat", type, G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL, G_TYPE_NONE, 2,
                                       G_TYPE_INT, G_TYPE_STRING);
}

#define IFACE(self) FT_NETWORK_GAME_GET_IFACE (self)

FtSession *
ft_network_game_get_session (FtNetworkGame *self)
{
  g_return_val_if_fail (FT_IS_NETWORK_GAME (self), NULL);
  return IFACE (self)->get_session (self);
}

int
ft_network_game_get_local_colour (FtNetworkGame *self)
{
  g_return_val_if_fail (FT_IS_NETWORK_GAME (self), -1);
  return IFACE (self)->get_local_colour (self);
}

gboolean
ft_network_game_offer (FtNetworkGame *self, FtNetOffer offer)
{
  g_return_val_if_fail (FT_IS_NETWORK_GAME (self), FALSE);
  return IFACE (self)->offer (self, offer);
}

gboolean
ft_network_game_answer_offer (FtNetworkGame *self, gboolean accept)
{
  g_return_val_if_fail (FT_IS_NETWORK_GAME (self), FALSE);
  return IFACE (self)->answer_offer (self, accept);
}

gboolean
ft_network_game_get_pending_offer (FtNetworkGame *self, FtNetOffer *offer)
{
  g_return_val_if_fail (FT_IS_NETWORK_GAME (self), FALSE);
  return IFACE (self)->get_pending_offer (self, offer);
}

gboolean
ft_network_game_resign (FtNetworkGame *self)
{
  g_return_val_if_fail (FT_IS_NETWORK_GAME (self), FALSE);
  return IFACE (self)->resign (self);
}

gboolean
ft_network_game_can_claim_win (FtNetworkGame *self)
{
  g_return_val_if_fail (FT_IS_NETWORK_GAME (self), FALSE);
  return IFACE (self)->can_claim_win (self);
}

gboolean
ft_network_game_claim_win (FtNetworkGame *self)
{
  g_return_val_if_fail (FT_IS_NETWORK_GAME (self), FALSE);
  return IFACE (self)->claim_win (self);
}

void
ft_network_game_send_selection (FtNetworkGame *self, int file, int rank)
{
  FtNetMessage msg;

  g_return_if_fail (FT_IS_NETWORK_GAME (self));

  ft_net_message_init (&msg, FT_NET_SELECT);
  if (file >= 0 && file < 16 && rank >= 0 && rank < 16)
    {
      msg.file = file;
      msg.rank = rank;
    }
  IFACE (self)->send_live_view (self, &msg);
}

void
ft_network_game_send_drag (FtNetworkGame *self, gboolean has_point, double x, double y)
{
  FtNetMessage msg;

  g_return_if_fail (FT_IS_NETWORK_GAME (self));

  ft_net_message_init (&msg, FT_NET_DRAG);
  msg.has_point = has_point;
  msg.x = x;
  msg.y = y;
  IFACE (self)->send_live_view (self, &msg);
}

gboolean
ft_network_game_send_chat (FtNetworkGame *self, const char *text)
{
  g_return_val_if_fail (FT_IS_NETWORK_GAME (self), FALSE);
  g_return_val_if_fail (text != NULL, FALSE);

  if (*text == '\0' || IFACE (self)->send_chat == NULL)
    return FALSE;
  return IFACE (self)->send_chat (self, text);
}

gboolean
ft_network_game_receive_chat (FtNetworkGame *self, FtColour side, const char *text)
{
  FtNetRate *rate = g_object_get_data (G_OBJECT (self), "ft-chat-rate");

  if (rate == NULL)
    {
      rate = g_new (FtNetRate, 1);
      ft_net_rate_init (rate, 1.0, FT_NETWORK_CHAT_BURST);
      g_object_set_data_full (G_OBJECT (self), "ft-chat-rate", rate, g_free);
    }
  if (!ft_net_rate_take (rate, g_get_monotonic_time ()))
    return FALSE;
  g_signal_emit (self, signals[SIGNAL_CHAT], 0, (int) side, text);
  return TRUE;
}

void
ft_network_game_leave (FtNetworkGame *self)
{
  g_return_if_fail (FT_IS_NETWORK_GAME (self));
  IFACE (self)->leave (self);
}

void
ft_network_game_emit_session_changed (FtNetworkGame *self)
{
  g_signal_emit (self, signals[SIGNAL_SESSION_CHANGED], 0);
}

void
ft_network_game_emit_offer_received (FtNetworkGame *self, FtNetOffer offer)
{
  g_signal_emit (self, signals[SIGNAL_OFFER_RECEIVED], 0, (int) offer);
}

void
ft_network_game_emit_offer_answered (FtNetworkGame *self, FtNetOffer offer, gboolean accepted)
{
  g_signal_emit (self, signals[SIGNAL_OFFER_ANSWERED], 0, (int) offer, accepted);
}

void
ft_network_game_emit_peer_selection (FtNetworkGame *self, FtColour side, int file, int rank)
{
  g_signal_emit (self, signals[SIGNAL_PEER_SELECTION], 0, (int) side, file, rank);
}

void
ft_network_game_emit_peer_drag (FtNetworkGame *self, FtColour side, gboolean has_point, double x,
                                double y)
{
  g_signal_emit (self, signals[SIGNAL_PEER_DRAG], 0, (int) side, has_point, x, y);
}

/* ---- The game on the wire ---------------------------------------------------- */

void
ft_network_game_write_move (const FtGameMove *move, char text[FT_NET_MAX_MOVE + 1])
{
  char coordinates[FT_NOTATION_MAX];

  g_return_if_fail (move != NULL);
  g_strlcpy (text, ft_game_move_to_string (move, coordinates), FT_NET_MAX_MOVE + 1);
}

gboolean
ft_network_game_read_move (FtGame *game, const char *text, FtGameMove *move)
{
  FtGameMove found;

  g_return_val_if_fail (FT_IS_GAME (game), FALSE);

  /* The rules read coordinates; a pass is no move of the protocol. */
  if (!ft_ruleset_parse_move (ft_game_get_rules (game), text, &found, NULL) || ft_game_move_is_pass (&found))
    return FALSE;
  if (move != NULL)
    *move = found;
  return TRUE;
}

void
ft_network_game_fill_setup (FtGame *game, FtNetMessage *setup)
{
  FtRuleset *start;
  g_autofree char *fen = NULL;

  g_return_if_fail (FT_IS_GAME (game) && setup != NULL);

  start = ft_game_get_start_rules (game);
  setup->game = ft_ruleset_get_kind (start);
  if (setup->game == FT_GAME_KIND_CHECKERS)
    {
      const FtCheckersState *state = ft_checkers_ruleset_get_state (FT_CHECKERS_RULESET (start));

      setup->checkers_rules = (FtCheckersRules) state->rules;
      setup->turn_end = (FtCheckersTurnEnd) state->turn_end;
    }
  else
    {
      const FtPosition *pos = ft_chess_ruleset_get_position (FT_CHESS_RULESET (start));

      setup->rules = pos->rules;
      setup->promotion_choice = pos->rules == FT_RULES_FOURTEEN && pos->promotion_choice;
    }
  fen = ft_ruleset_write_position (start);
  g_strlcpy (setup->fen, fen, sizeof setup->fen);
}

FtRuleset *
ft_network_game_rules_of_setup (const FtNetMessage *setup, GError **error)
{
  g_autofree FtPosition *start = NULL;

  g_return_val_if_fail (setup != NULL, NULL);

  if (setup->game == FT_GAME_KIND_CHECKERS)
    {
      FtCheckersState state;

      if (!ft_checkers_fen_parse (setup->fen, setup->checkers_rules, setup->turn_end, &state, NULL, error))
        return NULL;
      return FT_RULESET (ft_checkers_ruleset_new_from_state (&state));
    }
  start = g_new0 (FtPosition, 1);
  if (!ft_fen_parse (setup->fen, setup->rules, start, error))
    return NULL;
  start->promotion_choice = setup->promotion_choice;
  return FT_RULESET (ft_chess_ruleset_new (start));
}

char *
ft_network_records_conflict (const char *const *mine, const char *const *theirs)
{
  guint n_mine = g_strv_length ((GStrv) mine), n_theirs = g_strv_length ((GStrv) theirs);

  for (guint i = 0; i < MIN (n_mine, n_theirs); i++)
    if (strcmp (mine[i], theirs[i]) != 0)
      return g_strdup_printf ("at ply %u (move %u) this record has %s, the other %s", i + 1, i / 2 + 1, mine[i],
                              theirs[i]);
  return NULL;
}
