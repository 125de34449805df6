/* ft-player.h — one side of a game of chess or checkers: a person at this
 * computer, the computer, a peer on the network, or a script (puzzles).
 *
 * The session (ft-session.h) tells the side to move's player that its turn
 * has begun; the player answers, some time later, by emitting "move-chosen"
 * (or, where the rules allow, "draw-claimed"). That is the whole contract:
 * a player never touches the game itself.
 */
#pragma once

#include <glib-object.h>

#include "ft-game.h"

G_BEGIN_DECLS

#define FT_TYPE_PLAYER (ft_player_get_type ())
G_DECLARE_INTERFACE (FtPlayer, ft_player, FT, PLAYER, GObject)

struct _FtPlayerInterface
{
  GTypeInterface parent_iface;

  /* The player's turn in `game` has begun (its clock runs). */
  void (*begin_turn) (FtPlayer *self, FtGame *game);
  /* Stop thinking about the turn (game over, new game, resignation): no
   * "move-chosen" may follow for it. */
  void (*abandon_turn) (FtPlayer *self);
  /* A person at this computer: the board takes moves for this player. */
  gboolean (*is_local) (FtPlayer *self);
  /* "Computer (hard)", "White", "You": what the sidebar shows. */
  const char *(*get_name) (FtPlayer *self);
};

void ft_player_begin_turn (FtPlayer *self, FtGame *game);
void ft_player_abandon_turn (FtPlayer *self);
gboolean ft_player_is_local (FtPlayer *self);
const char *ft_player_get_name (FtPlayer *self);

/* For implementations: announce the chosen move ("move-chosen", an
 * FtGameMove). */
void ft_player_emit_move_chosen (FtPlayer *self, const FtGameMove *move);
/* For implementations: instead of a move, claim the draw the rules allow
 * the side to move (standard chess: ft_game_can_claim_draw) —
 * "draw-claimed"; the session claims it on the game. */
void ft_player_emit_draw_claimed (FtPlayer *self);

G_END_DECLS
