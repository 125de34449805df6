/* checkers-test-util.h — set-ups and moves in the tests' shorthand, shared
 * by the checkers test programs. */
#pragma once

#include "ft-checkers.h"

/* The square of "c3" (asserts it is one). */
int sq (const char *name);
/* An empty board with pieces from "Fnc3 Wbd4 Fskb6 …": side (F/W), kind
 * (n/s/b), optional k for crowned, square. */
FtCheckersBoard *setup (FtCheckersSide to_move, const char *pieces);
FtCheckersPiece at (FtCheckersBoard *board, const char *name);
/* Select `from` and move along the squares of "e5 g7"; returns the last
 * move's result. Every move must be legal. */
FtCheckersMoveResult play (FtCheckersBoard *board, const char *from, const char *to);
/* Under valgrind (FT_UNDER_VALGRIND): shallower and fewer. */
gboolean under_valgrind (void);
/* The first `count` turns of a and b go the same way (the bytes of a path
 * after its length do not count). */
gboolean turns_equal (const FtCheckersTurn *a, const FtCheckersTurn *b, guint count);
