/* ft-seats.h — who plays the window's game (ft-seats.c; docs/players.md):
 * the profile seated at each side played here, the finished game kept in
 * the profiles' history, the Players, Leaderboard, games and statistics
 * windows (win.players, win.leaderboard, win.statistics), and after a run
 * of wins against the computer the next level offered (win.play-level,
 * its state the level offered, 0 when none). */
#pragma once

#include <gtk/gtk.h>

#include "ft-game-files.h"
#include "ft-game-stage.h"
#include "ft-history-entry.h"
#include "ft-leaderboard-window.h"
#include "ft-players-window.h"
#include "ft-profile-games-window.h"
#include "ft-profile.h"
#include "ft-puzzle-run.h"

G_BEGIN_DECLS

#define FT_TYPE_SEATS (ft_seats_get_type ())
G_DECLARE_FINAL_TYPE (FtSeats, ft_seats, FT, SEATS, GObject)

/* The seats of the games on `stage`, their records in `files`' keeper (a
 * puzzle's, `puzzles`', are played, not rated); the actions in `actions`. */
FtSeats *ft_seats_new (FtGameStage *stage, FtGameFiles *files, FtPuzzleRun *puzzles, GActionMap *actions);
/* The profile playing `side` of the game shown (NULL: the computer, a
 * remote player, an opened file's player). */
FtProfile *ft_seats_get_profile (FtSeats *self, FtColour side);
/* The name shown for `side`: its profile's, else `fallback`. */
const char *ft_seats_get_name (FtSeats *self, FtColour side, const char *fallback);
/* The history entry of the last finished game (NULL before). */
FtHistoryEntry *ft_seats_get_last_history_entry (FtSeats *self);
/* The game shown is the autosave's, resumed: its owners sit again. Their
 * names ("Ada and Bob") or NULL. */
char *ft_seats_resumed (FtSeats *self);
/* The Players and Leaderboard windows (parent: the window over which it
 * opens, NULL for the game's). */
FtPlayersWindow *ft_seats_open_players (FtSeats *self);
FtLeaderboardWindow *ft_seats_open_leaderboard (FtSeats *self, GtkWindow *parent);
/* The games and statistics of the profile at the bottom of the board (else
 * one seated, else White's last), with the counts from before profiles a
 * button away. NULL if there is no profile. */
FtProfileGamesWindow *ft_seats_open_statistics (FtSeats *self);

G_END_DECLS
