/* ft-remote-player.h — the side played by a peer on the network
 * (docs/network.md). The network host or client that owns it delivers the
 * peer's moves; the player announces them ("move-chosen") when its turn has
 * begun, so a move that arrives while the interface still animates the
 * previous one waits for the turn.
 */
#pragma once

#include "ft-player.h"

G_BEGIN_DECLS

#define FT_TYPE_REMOTE_PLAYER (ft_remote_player_get_type ())
G_DECLARE_FINAL_TYPE (FtRemotePlayer, ft_remote_player, FT, REMOTE_PLAYER, GObject)

FtRemotePlayer *ft_remote_player_new (const char *name);

void ft_remote_player_set_name (FtRemotePlayer *self, const char *name);
/* The peer's move (legal in the game's position: the caller checks). Played
 * at once if the turn has begun, else when it begins. */
void ft_remote_player_deliver (FtRemotePlayer *self, const FtGameMove *move);
/* The same for a chess move. */
void ft_remote_player_deliver_move (FtRemotePlayer *self, FtMove move);
/* Forget a delivered move not played yet (takeback, new game). */
void ft_remote_player_clear (FtRemotePlayer *self);
gboolean ft_remote_player_is_to_move (FtRemotePlayer *self);

G_END_DECLS
