/* layout-test-util.h — what the layout's test and its screenshots share:
 * a window at a size, a few moves played on it. */
#pragma once

#include "ft-window.h"

/* The default window (its natural size: 792×672 of content) when width
 * and height are 0; else a window of width × height, header bar included. */
FtWindow *open_window_sized (const FtGameSetup *setup, int width, int height);
/* Resize a shown window (0, 0: its natural size) and wait for the layout. */
void resize_window (FtWindow *window, int width, int height);
/* One ply of the side to move, chosen by the easy level from `seed`'s
 * sequence, played by two clicks as a person does; waits until the next
 * turn has started (a computer's reply included). FALSE if the game is over. */
gboolean play_easy_ply (FtWindow *window, guint64 *seed);
/* The move from → to ("h2", "h4") by two clicks, then the wait for the next
 * turn; FALSE (and nothing played) if the board refuses it. */
gboolean play_clicks (FtWindow *window, const char *from, const char *to);
