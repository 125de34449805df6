/* ft-human-player.h — a person at this computer: moves arrive from the
 * board through the session (ft_session_request_move). */
#pragma once

#include "ft-player.h"

G_BEGIN_DECLS

#define FT_TYPE_HUMAN_PLAYER (ft_human_player_get_type ())
G_DECLARE_FINAL_TYPE (FtHumanPlayer, ft_human_player, FT, HUMAN_PLAYER, GObject)

/* name: what the sidebar shows ("You", "White"). */
FtHumanPlayer *ft_human_player_new (const char *name);

/* TRUE between the start of this player's turn and its move. */
gboolean ft_human_player_is_to_move (FtHumanPlayer *self);
/* The person moves: emits "move-chosen" if it is their turn. */
gboolean ft_human_player_play (FtHumanPlayer *self, const FtGameMove *move);

G_END_DECLS
