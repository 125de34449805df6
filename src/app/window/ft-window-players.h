/* ft-window-players.h — the window's players (ft-window-players.c;
 * docs/players.md): who sits at each side, the Players and Leaderboard
 * windows. Public for the application and the tests. */
#pragma once

#include "ft-history-entry.h"
#include "ft-leaderboard-window.h"
#include "ft-players-window.h"
#include "ft-profile-games-window.h"
#include "ft-profile.h"
#include "ft-window.h"

G_BEGIN_DECLS

/* The profile playing `side` of the window's game (NULL: the computer, a
 * remote player, an opened file's player). */
FtProfile *ft_window_get_seat_profile (FtWindow *self, FtColour side);
/* The history entry of the window's last finished game (NULL before). */
FtHistoryEntry *ft_window_get_last_history_entry (FtWindow *self);
/* win.players and win.leaderboard (parent: the window over which it opens,
 * NULL for this one). */
FtPlayersWindow *ft_window_open_players (FtWindow *self);
FtLeaderboardWindow *ft_window_open_leaderboard (FtWindow *self, GtkWindow *parent);

/* win.statistics: the games and statistics of the profile at the bottom
 * of the board (else one seated, else White's last), with the counts from
 * before profiles a button away. NULL if there is no profile. */
FtProfileGamesWindow *ft_window_open_statistics (FtWindow *self);

/* For the window's own files. */
void _ft_window_class_init_players (GtkWidgetClass *widget_class);
/* A new game is shown (existing: a game read from a file or the
 * autosave): seat the players, watch for its end. */
void _ft_window_seat_players (FtWindow *self, gboolean existing);
/* The game shown is the autosave's, resumed: its owners sit again. Their
 * names ("Ada and Bob") or NULL. */
char *_ft_window_players_resumed (FtWindow *self);
/* The name shown for `side`: its profile's, else `fallback`. */
const char *_ft_window_player_name (FtWindow *self, FtColour side, const char *fallback);
/* The folder Save As opens at: the profile's at the bottom (NULL: none). */
char *_ft_window_players_save_folder (FtWindow *self);

G_END_DECLS
