/* ft-network-game.h — a network game as this computer takes part in it,
 * whether it hosts the game (FtNetworkHost) or joined it (FtNetworkClient,
 * as a player or a spectator): what the window and fourteen-cli do with
 * either — the session, offers and their answers, resigning, claiming the
 * win, the live view, leaving — and the signals both emit, declared here
 * once (docs/network.md).
 */
#pragma once

#include <glib-object.h>

#include "ft-net-message.h"
#include "ft-session.h"

G_BEGIN_DECLS

/* After this long without the other side, the win may be claimed. */
#define FT_NETWORK_CLAIM_AFTER_MS 60000
/* Keepalive (the host's and the client's properties "keepalive-ms" and
 * "silence-timeout-ms"): a PING after this much quiet; a peer silent this
 * long counts as gone (then the reconnection rules apply). */
#define FT_NETWORK_KEEPALIVE_MS 5000
#define FT_NETWORK_SILENCE_TIMEOUT_MS 30000
/* Chat messages a player may send at once; then one a second. */
#define FT_NETWORK_CHAT_BURST 5

#define FT_TYPE_NETWORK_GAME (ft_network_game_get_type ())
G_DECLARE_INTERFACE (FtNetworkGame, ft_network_game, FT, NETWORK_GAME, GObject)

struct _FtNetworkGameInterface
{
  GTypeInterface parent_iface;

  FtSession *(*get_session) (FtNetworkGame *self);
  int (*get_local_colour) (FtNetworkGame *self);
  gboolean (*offer) (FtNetworkGame *self, FtNetOffer offer);
  gboolean (*answer_offer) (FtNetworkGame *self, gboolean accept);
  gboolean (*get_pending_offer) (FtNetworkGame *self, FtNetOffer *offer);
  gboolean (*resign) (FtNetworkGame *self);
  gboolean (*can_claim_win) (FtNetworkGame *self);
  gboolean (*claim_win) (FtNetworkGame *self);
  /* Send this player's SELECT or DRAG to whoever watches it. */
  void (*send_live_view) (FtNetworkGame *self, const FtNetMessage *msg);
  gboolean (*send_chat) (FtNetworkGame *self, const char *text);
  void (*leave) (FtNetworkGame *self);
};

/* NULL until there is a game (the host: from the start; a client: when the
 * host's state has arrived). Replaced on a rematch: "session-changed". */
FtSession *ft_network_game_get_session (FtNetworkGame *self);
/* The colour played at this computer; -1 for a spectator. */
int ft_network_game_get_local_colour (FtNetworkGame *self);
/* Offer a draw, a takeback or a rematch ("offer-answered" tells the
 * answer); FALSE if it cannot be offered now. */
gboolean ft_network_game_offer (FtNetworkGame *self, FtNetOffer offer);
/* Answer the other player's offer ("offer-received"); FALSE if none. */
gboolean ft_network_game_answer_offer (FtNetworkGame *self, gboolean accept);
gboolean ft_network_game_get_pending_offer (FtNetworkGame *self, FtNetOffer *offer);
gboolean ft_network_game_resign (FtNetworkGame *self);
/* The other side has been away long enough: the win may be taken. */
gboolean ft_network_game_can_claim_win (FtNetworkGame *self);
gboolean ft_network_game_claim_win (FtNetworkGame *self);
/* Live view: this player's selected square (file -1: none) and drag. */
void ft_network_game_send_selection (FtNetworkGame *self, int file, int rank);
void ft_network_game_send_drag (FtNetworkGame *self, gboolean has_point, double x, double y);
/* A short chat message to the other player (at most FT_NET_MAX_CHAT bytes;
 * longer is cut). FALSE when it cannot go now: no other player connected,
 * a spectator, a peer of a protocol without chat (version 2). */
gboolean ft_network_game_send_chat (FtNetworkGame *self, const char *text);
/* Say goodbye and close: the host ends its game for everyone, a client
 * leaves without reconnecting. */
void ft_network_game_leave (FtNetworkGame *self);

/* ---- The game on the wire, for either game (host and client) ---- */
/* A move as the protocol writes it: the coordinates of ft-game-move.h
 * ("e2e4", "e7e8q"; checkers' path "c3e5g7"). */
void ft_network_game_write_move (const FtGameMove *move, char text[FT_NET_MAX_MOVE + 1]);
/* The legal move `text` names in the game's position now; FALSE if none. */
gboolean ft_network_game_read_move (FtGame *game, const char *text, FtGameMove *move);
/* Fill a SETUP's game, rules and start position (its FEN) from a game's
 * start. */
void ft_network_game_fill_setup (FtGame *game, FtNetMessage *setup);
/* The start position a SETUP names, as rules of its game; NULL with an
 * error for a FEN the rules do not accept. */
FtRuleset *ft_network_game_rules_of_setup (const FtNetMessage *setup, GError **error);

/* Do two records of one game agree: is the shorter the beginning of the
 * longer? NULL if so; else where they differ, in words ("at ply 7 (move 4)
 * this record has e2e4, the other d2d4"). */
char *ft_network_records_conflict (const char *const *mine, const char *const *theirs);

/* For the implementations: the shared signals. */
void ft_network_game_emit_session_changed (FtNetworkGame *self);
void ft_network_game_emit_offer_received (FtNetworkGame *self, FtNetOffer offer);
void ft_network_game_emit_offer_answered (FtNetworkGame *self, FtNetOffer offer, gboolean accepted);
void ft_network_game_emit_peer_selection (FtNetworkGame *self, FtColour side, int file, int rank);
void ft_network_game_emit_peer_drag (FtNetworkGame *self, FtColour side, gboolean has_point,
                                     double x, double y);
/* A chat message of the other player, if the chat rate allows (at most a
 * burst of FT_NETWORK_CHAT_BURST, then one a second); FALSE when it was
 * over the rate (dropped). */
gboolean ft_network_game_receive_chat (FtNetworkGame *self, FtColour side, const char *text);

G_END_DECLS
