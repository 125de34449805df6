/* board-test-util.h — a board view on its own in a plain window, for the
 * board's tests (test-board-view.c, test-board-input.c): a game, its model,
 * and an owner that records what the board asks for and may play it. */
#pragma once

#include "app-test-util.h"

typedef struct
{
  GtkWindow *window;
  FtBoardView *view;
  FtBoardModel *model;
  FtGame *game;
  GArray *requests; /* FtGameMove */
  gboolean play;    /* play what is asked for; the next turn starts when it has landed */
} Bare;

/* `start` (taken) in a 672×672 window, `interactive` playing by hand,
 * White's turn started. */
void bare_open (Bare *bare, FtRuleset *start, guint interactive);
void bare_close (Bare *bare);
/* Chess from a FEN (NULL: the 14×14 start); checkers with bombs and
 * shields, turns ending by themselves. */
FtRuleset *chess (const char *fen, FtRules rules);
FtRuleset *checkers (void);
/* The last move asked for, in coordinates ("e2e4", "c3a5c7"). */
const char *last_request (Bare *bare);
/* The view has no move travelling (a Condition for wait_until). */
gboolean landed (gpointer view);
void click (Bare *bare, const char *name);
/* A checkers cell by name ("c3"). */
FtCell ccell (const char *name);
