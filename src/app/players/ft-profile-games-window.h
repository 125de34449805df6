/* ft-profile-games-window.h — one profile's games and statistics
 * (docs/players.md#each-players-games): the counts per kind of game and
 * opponent (each computer level, another player here, the network), and
 * the history newest first — when, against whom, which kind, the result,
 * how many moves, the rating change. Activating a game with a record emits
 * "replay" (the record's path): the game window opens it for replay. */
#pragma once

#include <adwaita.h>

#include "ft-profile-store.h"

G_BEGIN_DECLS

#define FT_TYPE_PROFILE_GAMES_WINDOW (ft_profile_games_window_get_type ())
G_DECLARE_FINAL_TYPE (FtProfileGamesWindow, ft_profile_games_window, FT, PROFILE_GAMES_WINDOW,
                      AdwWindow)

FtProfileGamesWindow *ft_profile_games_window_new (GtkWindow *parent, FtProfileStore *store,
                                                   FtProfile *profile);
/* A last row, "All Players on This Computer", opening the Statistics window
 * of every game counted on this computer (DIR/statistics.ini; NULL: none):
 * the counts kept since before there were profiles. */
void ft_profile_games_window_set_before_profiles (FtProfileGamesWindow *self, const char *dir);
/* The history's rows (AdwActionRow), newest first. */
GtkListBox *ft_profile_games_window_get_history_list (FtProfileGamesWindow *self);
/* The statistics' rows (one per kind of game played, then "All games"). */
GtkListBox *ft_profile_games_window_get_statistics_list (FtProfileGamesWindow *self);
/* Emit "replay" for the history's row i (as activating it does); FALSE if
 * that game has no record. */
gboolean ft_profile_games_window_replay (FtProfileGamesWindow *self, guint i);

G_END_DECLS
