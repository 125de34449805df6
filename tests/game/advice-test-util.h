/* advice-test-util.h — what the hint advisor's and the evaluation
 * tracker's tests share: sessions started from a position, the main loop
 * run for a while. */
#pragma once

#include "ft-session.h"

/* A started chess session (standard rules at `fen`, or the 14×14 start
 * for NULL) against the computer (easy) or between two people, the
 * person's side `human`, with or without fog of war. */
FtSession *advice_chess_session (const char *fen, FtOpponent opponent, FtColour human, gboolean fog);
/* A started checkers session between two people. */
FtSession *advice_checkers_session (void);
/* Run the main loop for ms milliseconds. */
void advice_spin (guint ms);
