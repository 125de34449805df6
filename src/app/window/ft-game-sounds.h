/* ft-game-sounds.h — what the game shown sounds like (docs/playing.md#sound):
 * a move as it sets off (a capture, castling, a promotion, a checkers
 * blast), a check as it lands, a refused move, the start and the end. It
 * only listens to the stage, the board and the session. */
#pragma once

#include <glib-object.h>

#include "ft-game-stage.h"

G_BEGIN_DECLS

#define FT_TYPE_GAME_SOUNDS (ft_game_sounds_get_type ())
G_DECLARE_FINAL_TYPE (FtGameSounds, ft_game_sounds, FT, GAME_SOUNDS, GObject)

FtGameSounds *ft_game_sounds_new (FtGameStage *stage);

G_END_DECLS
