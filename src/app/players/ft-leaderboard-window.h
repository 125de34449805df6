/* ft-leaderboard-window.h — the Leaderboard (docs/players.md#ratings): the
 * profiles ranked at one kind of game with rating ± deviation, games,
 * won/drawn/lost, best win and a small chart of their rating over time;
 * above them one chart of every ranked profile's rating. A kind is chosen
 * in the header; the window follows the store (a finished game, a rename,
 * a removal show at once). */
#pragma once

#include <adwaita.h>

#include "ft-profile-store.h"

G_BEGIN_DECLS

#define FT_TYPE_LEADERBOARD_WINDOW (ft_leaderboard_window_get_type ())
G_DECLARE_FINAL_TYPE (FtLeaderboardWindow, ft_leaderboard_window, FT, LEADERBOARD_WINDOW, AdwWindow)

/* Opens at `kind`. */
FtLeaderboardWindow *ft_leaderboard_window_new (GtkWindow *parent, FtProfileStore *store,
                                                FtRatedKind kind);
void ft_leaderboard_window_set_kind (FtLeaderboardWindow *self, FtRatedKind kind);
FtRatedKind ft_leaderboard_window_get_kind (FtLeaderboardWindow *self);
/* The rows shown, and row i's text as a screen reader reads it
 * ("1. Ada, 1623 ± 87, 12 games, won 7, drawn 2, lost 3, best win: …"). */
guint ft_leaderboard_window_get_n_rows (FtLeaderboardWindow *self);
char *ft_leaderboard_window_dup_row_text (FtLeaderboardWindow *self, guint i);
/* The chart above the rows. */
GtkWidget *ft_leaderboard_window_get_chart (FtLeaderboardWindow *self);

G_END_DECLS
