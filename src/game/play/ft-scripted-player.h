/* ft-scripted-player.h — a player whose moves are decided elsewhere: the
 * puzzle (ft-puzzle.h, chess) hands it the reply to play, and it plays it when its
 * turn begins (from an idle callback, so never inside the signal that began
 * the turn). With no reply set it simply waits; an abandoned turn (a move
 * played, a takeback) forgets the reply. */
#pragma once

#include "ft-player.h"

G_BEGIN_DECLS

#define FT_TYPE_SCRIPTED_PLAYER (ft_scripted_player_get_type ())
G_DECLARE_FINAL_TYPE (FtScriptedPlayer, ft_scripted_player, FT, SCRIPTED_PLAYER, GObject)

/* name: what the sidebar shows ("Computer"). */
FtScriptedPlayer *ft_scripted_player_new (const char *name);
/* The move for its next turn (FT_MOVE_NONE: none, wait); played at once if
 * its turn has begun. */
void ft_scripted_player_set_next_move (FtScriptedPlayer *self, FtMove move);

G_END_DECLS
