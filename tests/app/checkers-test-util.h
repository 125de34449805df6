/* checkers-test-util.h — what the checkers window tests share: a window
 * playing checkers on its one board, clicks on squares by their checkers
 * names ("c3"), and what the sidebar and the game show. */
#pragma once

#include "ft-checkers-ruleset.h"
#include "ft-widget-find.h"
#include "ft-window.h"

/* The cell of a checkers square ("c3"). */
FtCell sq (const char *name);
/* A window shown and playing checkers (bombs and shields, untimed unless
 * `setup` says otherwise; NULL: the defaults with opponent and human). */
FtWindow *open_checkers_with (const FtGameSetup *setup);
FtWindow *open_checkers (FtOpponent opponent, FtColour human);
/* The last turn has landed and the next one has begun (or the game is
 * over): the board takes a click again. */
gboolean ready (gpointer window);
/* A click at the centre of `square` through the board's gesture, once the
 * board is ready for it. */
void click_square (FtWindow *window, const char *square);
FtBoardModel *model_of (FtWindow *window);
FtGame *game_of (FtWindow *window);
/* What stands on `square` now (the game's position). */
gboolean has_piece (FtWindow *window, const char *square, FtGamePiece *piece);
guint count (FtWindow *window, FtColour side);
gboolean is_target (FtWindow *window, const char *square);
/* The sidebar's turn and message lines; whether End Turn shows and may be
 * pressed. */
const char *turn_of (FtWindow *window);
const char *message_of (FtWindow *window);
gboolean end_turn_enabled (FtWindow *window);
/* After g3h4 d6c5 c3d4 c7d6 b2c3 c5b4, Fire's shield on c3 jumps b4 and
 * can go on over b6. */
void play_opening (FtWindow *window);
