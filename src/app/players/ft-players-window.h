/* ft-players-window.h — the Players window (docs/players.md#profiles):
 * the profiles of this computer, each with its avatar, games and ratings;
 * add one, rename one, remove one (asked first; its games are kept unless
 * the player says otherwise), open one's games, open the leaderboard.
 *
 * It emits "open-games" (FtProfile) and "open-leaderboard" for its owner
 * (the game window opens those windows). */
#pragma once

#include <adwaita.h>

#include "ft-profile-store.h"

G_BEGIN_DECLS

#define FT_TYPE_PLAYERS_WINDOW (ft_players_window_get_type ())
G_DECLARE_FINAL_TYPE (FtPlayersWindow, ft_players_window, FT, PLAYERS_WINDOW, AdwWindow)

FtPlayersWindow *ft_players_window_new (GtkWindow *parent, FtProfileStore *store);

/* What the buttons do (for tests and the keyboard alike). Add and rename
 * show the store's complaint (an empty or taken name) under the list and
 * return FALSE. */
gboolean ft_players_window_add (FtPlayersWindow *self, const char *name);
gboolean ft_players_window_rename (FtPlayersWindow *self, FtProfile *profile, const char *name);
/* The question before removing `profile`: an AdwMessageDialog whose
 * responses are "cancel", "keep" (remove, keep the games) and "delete"
 * (remove with the games only it played). NULL for the last profile. */
GtkWidget *ft_players_window_ask_remove (FtPlayersWindow *self, FtProfile *profile);
/* The rename dialog (responses "cancel", "rename"; its entry is its extra
 * child). */
GtkWidget *ft_players_window_ask_rename (FtPlayersWindow *self, FtProfile *profile);
/* The list's rows, in the store's order (GtkListBoxRow, AdwActionRow). */
GtkListBox *ft_players_window_get_list (FtPlayersWindow *self);
/* The last message shown (a complaint or a confirmation), or NULL. */
const char *ft_players_window_get_message (FtPlayersWindow *self);

G_END_DECLS
